"""An eighteenth set of wordings and families for ``eval.generate`` (``--split fresh16``).

Why: ``fresh15`` (``eval.phrasings_fresh15``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise, as ordinary customers type
into a shop's chat box, in voices the earlier splits used little, each cell in one of them:
a parent buying for (or checking up on) a teenager; someone moving a CD or vinyl collection
over to downloads (a lost sleeve, a disc to rip again, an old mixtape); a DJ preparing a set
or a party (lengths, styles, warm-up playlists); someone on a slow mobile connection who
types short fragments and apologises for it; a non-native English speaker with small
grammar slips (word order, a wrong tense, "buyed"); a customer who first says what they do
not want and then what they do ("not the singer, the songwriter"); the question put as a
statement ("I'd like to know ...", "tell me ..."); the polite indirect question ("I was
wondering ..."); the identifier first and the question after it in one message (track,
invoice); a question closed with "thx" or "cheers". No emoji, no quoted titles, slips only
outside the names, no digits anywhere outside the slots (none in count questions).
In the other languages plain everyday language as typed on a phone, formal and informal
mixed, some accents left out, with the same voices (a teenage son or daughter, CDs and vinyl
going digital, a DJ night or a wedding, a bad signal, "not this but that", "I'd like to
know", "I was wondering", thanks at the end); European and Brazilian Portuguese, Spain's and
Latin American Spanish side by side, no regional showcases.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh15``, counting
each earlier fresh split that asked it and its own ``dev``/``heldout`` wording as once each
(67 of the 80 chosen had been counted twice, the least any language had left; thirteen
three times, where covering every cell needed them), then those it asked longest ago (none
asked by that language after ``fresh12``), none it asked in ``fresh14`` or ``fresh15``, chosen (as
a minimum-cost flow over those two keys) so that the eight together ask every one of the 55
non-date cells, none more than twice; no date or date-list cells outside English (the
scorer reads English dates only). Keep them apart as with the earlier fresh splits: read
their failures only at the end of a round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH16_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "My daughter is fifteen and completely obsessed with {artist} at the moment. Which of their albums could I get her?",
        "artist.count.by_name": "Please, how many albums of {artist} you have in the shop? I want to know before I am choosing.",
        "artist.tracks.by_name": "Putting a set together for saturday night. Which tracks by {artist} can I get from you?",
        "artist.genre_of.by_name": "I was wondering which genre {artist} is filed under in your shop?",
        "artist.count.all": "tell me the number of artists in your catalogue pls",
        "album.count.all": "Not after any particular album, just curious how many albums the store has altogether.",
        "album.contents.by_name": "Replacing my old CDs with downloads. Can you tell me the track listing of {album} so I can check it matches my disc?",
        "album.artist_of.by_name": "picked up {album} on vinyl at a car boot sale but the sleeve is missing. who is the artist?",
        "album.count.by_name": "how many tracks on {album}? cheers",
        "album.price.by_name": "My son turns sixteen next week and he keeps going on about {album}. How much is the whole album?",
        "album.duration.by_name": "signal is terrible here. {album} - total length?",
        "track.list.by_name": "I was wondering whether you have {song} in the shop?",
        "track.artist_of.by_name": "my teenager plays {song} all day long and I have no idea who it is. who is the artist?",
        "track.album_of.by_name": "I only ever had {song} on a mixtape CD a friend made me years ago. Which album is it originally from?",
        "track.genre_of.by_name": "DJing a wedding soon and sorting the songs by style. What genre do you have {song} listed as?",
        "track.price.by_name": "{song} price? thx",
        "track.duration.by_name": "Need the exact length of {song} for my mix because the intro matters. How long does it run?",
        "track.composer.by_name": "Not the singer, I mean the songwriter: who composed {song}?",
        "track.duration.by_id": "track {track_id} how long. bad signal sorry",
        "track.price.by_id": "Track {track_id} - I'd like to know what it costs before I add it to the basket.",
        "track.composer.by_id": "I was wondering who wrote track {track_id}, if you have the composer listed?",
        "track.album_of.by_id": "Please tell me from what album is the track {track_id}.",
        "track.count.all": "Moving my whole CD collection over to downloads and wondering if you're big enough. How many songs do you carry in total?",
        "playlist.list.all": "Don't want to build a party set from scratch tonight. Which playlists do you already have made up?",
        "playlist.count.all": "tell me how many playlists you've got, cheers",
        "playlist.contents.by_id": "My daughter asked for playlist {playlist_id} for her sleepover. What songs are on it? I'd like to check them first.",
        "playlist.contents.by_name": "Thinking of using the {playlist} playlist as a warm-up before my set. Which tracks are on it?",
        "playlist.count.by_name": "{playlist} playlist - how many songs. on the train, signal keeps dropping",
        "genre.list.all": "Not looking for anything specific yet. I'd just like to see which genres you sell.",
        "genre.count.all": "I am new in this shop. How many genres you have?",
        "genre.contents.by_name": "I play a lot of {genre} at parties. What have you got in that genre?",
        "genre.count.by_name": "I was wondering how many {genre} tracks there are in your catalogue?",
        "invoice.list.all": "Please I would like a list of all my orders together with the dates, is for my accounting.",
        "invoice.count.all": "tell me how many orders I've placed with you so far",
        "invoice.date.latest": "when was my last order? on mobile, sorry for the short msg",
        "invoice.total.latest": "I think my son used my account to buy some songs. How much did the most recent order come to?",
        "invoice.date.oldest": "I'd like to know the date of my very first order with you.",
        "invoice.total.oldest": "When I first started replacing my CDs I bought a few things here. How much was that first order?",
        "invoice.date.nth": "I don't mean my latest order but the one before that. On which day did I place it?",
        "invoice.total.most_expensive": "I was wondering which of my orders cost the most, and how much it was?",
        "invoice.total.least_expensive": "smallest order i ever made - how much? thx",
        "invoice.list.in_year": "For the tax I need the orders I make in {year}. Which ones they were, with the dates?",
        "invoice.total.in_month": "My teenager had my card for a while in {month} {year}. How much was my order that month?",
        "invoice.contents.by_id": "Invoice {invoice_id}: which songs were on it? Some were for a gig and I've lost the list.",
        "invoice.date.by_id": "invoice {invoice_id} date? cheers",
        "invoice.total.by_id": "Tell me the total of invoice {invoice_id}, please, I need it for my records.",
        "invoice.contents.latest": "Prepping tonight's set from my newest purchase. Which songs were in my last order?",
        "invoice.contents.oldest": "Which songs I bought in my first order? I forget what it was.",
        "invoice.total.all": "Not per order, just overall: how much have I spent with you in total?",
        "invoice_line.list.all": "Moving from CDs to digital and I want to see what I already have. Can you list every song I've bought from you?",
        "invoice_line.count.all": "How many songs have I bought here, all my orders together? cheers",
        "invoice_line.price.most_expensive": "Which is the most expensive song I have buyed from you and how much it was?",
        "invoice_line.price.least_expensive": "cheapest song i bought? and the price. slow connection",
        "invoice_line.list.by_name": "Before I rip my old CD again: have I already bought {song} from you?",
        "invoice_line.artist_of.all": "My teenager says I only buy old bands. Which artists have I actually bought songs from?",
        "support_rep.name.own": "I'd like to know the name of the person who handles my account.",
        "support_rep.contact.own": "What's the email of my account rep? thx",
        "support_rep.name.by_id": "I was wondering who the support person on invoice {invoice_id} was, I would like to thank them.",
        "profile.contact.own": "Please, which email and telephone you have for me on the account?",
        "profile.address.own": "I'd like to check the postal address you have on file for me, I moved recently.",
        "profile.name.own": "My kid made this account for me. Under what name is it registered?",
        "profile.date.oldest": "I was wondering when I first bought something from you?",
        "profile.date.latest": "last time i bought anything here - when? slow connection sorry",
    },
    "pt": {
        "artist.albums.by_name": "Minha filha adolescente só ouve {artist}. Quais álbuns deles vocês têm?",
        "album.count.by_name": "Estou passando meus CDs para digital. Quantas faixas tem o {album}?",
        "track.count.all": "Queria saber quantas músicas vocês têm no catálogo todo",
        "invoice.count.all": "quantas compras ja fiz com vcs? internet fraca aqui",
        "invoice.total.most_expensive": "Não quero o total de tudo, só a minha encomenda mais cara: de quanto foi?",
        "invoice.total.in_month": "Meu filho usou o meu cartão em {month} de {year}. Qual foi o total da compra desse mês?",
        "invoice_line.price.most_expensive": "Gostaria de saber qual foi a musica mais cara que comprei aqui e quanto custou",
        "support_rep.name.own": "Queria saber se me podem dizer o nome da pessoa que acompanha a minha conta",
        "profile.address.own": "Mudei de casa. Que morada têm registada na minha conta? obg",
        "profile.name.own": "Em nome de quem está a minha conta? Foi o meu filho que a criou",
    },
    "es": {
        "album.count.all": "Quisiera saber cuántos álbumes tienen en total en la tienda",
        "album.contents.by_name": "Estoy pasando mis vinilos a digital. ¿Qué canciones trae {album}?",
        "album.duration.by_name": "cuanto dura {album} entero? esta noche pincho y lo necesito",
        "track.artist_of.by_name": "Mi hijo adolescente no para de escuchar {song}. ¿De quién es?",
        "track.price.by_name": "{song} cuanto cuesta? gracias",
        "track.duration.by_id": "No necesito el precio, solo la duración: ¿cuánto dura la pista {track_id}?",
        "genre.list.all": "Me gustaría saber qué géneros musicales manejan ustedes",
        "invoice.total.least_expensive": "¿Cuál fue mi pedido más barato y de cuánto fue? porfa",
        "invoice_line.price.most_expensive": "Quería saber cuál es la canción más cara que les he comprado y cuánto pagué por ella",
        "invoice_line.list.by_name": "Antes de pasar mi CD otra vez: ¿ya les compré {song}?",
    },
    "fr": {
        "artist.count.all": "Je voudrais savoir combien d'artistes vous avez dans le catalogue",
        "album.count.all": "vous avez combien d'albums en tout ? merci",
        "track.album_of.by_id": "Le morceau {track_id}, il vient de quel album ? Je prépare un mix pour samedi",
        "playlist.contents.by_id": "Ma fille ado veut écouter la playlist {playlist_id}. Qu'est-ce qu'il y a comme chansons dedans ?",
        "genre.count.by_name": "Je me demandais combien de titres {genre} vous proposez",
        "invoice.total.latest": "Pas le total de tout, juste ma dernière commande : elle faisait combien ?",
        "invoice.contents.by_id": "Facture {invoice_id} : quels titres j'ai achetés dessus ? connexion pourrie, desole",
        "invoice_line.list.all": "Je remplace mes vieux CD par du numérique. Vous pouvez me lister tous les morceaux que j'ai achetés chez vous ?",
        "invoice_line.price.least_expensive": "Quel est le morceau le moins cher que j'ai acheté, et à quel prix ? merci d'avance",
        "support_rep.name.by_id": "J'aimerais savoir qui s'est occupé de ma facture {invoice_id}",
    },
    "de": {
        "artist.count.by_name": "Ich stelle meine CD-Sammlung auf Downloads um. Wie viele Alben von {artist} habt ihr?",
        "album.duration.by_name": "Wie lang ist {album} insgesamt? Brauch das für mein DJ-Set",
        "track.duration.by_id": "Nicht den Preis, nur die Länge: wie lange geht Track {track_id}?",
        "track.album_of.by_id": "Ich hätte gern gewusst, von welchem Album Titel {track_id} stammt",
        "track.count.all": "wie viele songs habt ihr insgesamt? danke",
        "playlist.list.all": "Meine Tochter wünscht sich Musik für ihre Party. Welche Playlists habt ihr?",
        "genre.count.by_name": "Anzahl {genre} Titel bei euch? Netz ist schlecht hier",
        "invoice.contents.oldest": "Sagen Sie mir bitte, welche Titel in meiner allerersten Bestellung waren",
        "invoice_line.count.all": "Wie viele Songs hab ich bei euch schon gekauft, alles zusammen?",
        "profile.contact.own": "Welche E-Mail und Telefonnummer sind bei mir im Konto hinterlegt? Danke schön",
    },
    "it": {
        "artist.tracks.by_name": "Sto preparando una serata da DJ. Quali pezzi di {artist} avete?",
        "artist.genre_of.by_name": "Mi chiedevo che genere fa {artist}, secondo il vostro catalogo",
        "album.artist_of.by_name": "Ho {album} in vinile ma senza copertina. Di chi è?",
        "album.price.by_name": "Mio figlio vuole {album} per il compleanno. Quanto costa l'album intero?",
        "track.genre_of.by_name": "{song} che genere è? grazie",
        "track.composer.by_id": "Vorrei sapere chi ha composto il brano {track_id}",
        "playlist.count.by_name": "quante canzoni nella playlist {playlist}? connessione lenta scusate",
        "genre.count.all": "Non cerco un genere preciso, vorrei solo sapere quanti generi avete in tutto",
        "invoice.total.least_expensive": "Qual è stato il mio ordine più economico e quanto l'ho pagato?",
        "invoice.total.by_id": "Fattura {invoice_id}: a quanto ammontava? Mi serve per la contabilità",
    },
    "nl": {
        "artist.genre_of.by_name": "Onder welk genre valt {artist} bij jullie? Ik draai vaak op feestjes",
        "track.list.by_name": "Ik vroeg me af of jullie {song} verkopen",
        "track.duration.by_name": "hoe lang is {song}? slecht bereik hier",
        "playlist.count.all": "Hoeveel playlists hebben jullie in totaal? Alvast bedankt",
        "playlist.count.by_name": "Mijn zoon wil de playlist {playlist} voor zijn feestje. Hoeveel nummers staan erop?",
        "genre.contents.by_name": "Ik draai binnenkort op een bruiloft en zoek {genre}. Wat hebben jullie in dat genre?",
        "invoice_line.list.all": "Ik zet mijn cd's over naar digitaal. Kunnen jullie alle nummers opsommen die ik bij jullie gekocht heb?",
        "invoice_line.price.least_expensive": "Wat is het goedkoopste nummer dat ik ooit bij jullie kocht, en wat kostte het?",
        "invoice_line.list.by_name": "Heb ik {song} al eens bij jullie gekocht? Bedankt!",
        "support_rep.contact.own": "Niet het algemene adres graag, maar het e-mailadres van mijn eigen contactpersoon: wat is dat?",
    },
    "pl": {
        "artist.count.all": "Chciałbym wiedzieć, ilu artystów macie w katalogu",
        "album.price.by_name": "Syn chce {album} na urodziny. Ile kosztuje cały album?",
        "track.list.by_name": "Czy macie w sprzedaży {song}? Przerzucam się z płyt CD na pliki",
        "track.album_of.by_name": "Z jakiego albumu jest {song}? gram to na imprezie w sobote",
        "track.price.by_id": "cena utworu {track_id}? dzieki",
        "track.composer.by_id": "Nie chodzi mi o wykonawcę, tylko o kompozytora: kto napisał utwór {track_id}?",
        "invoice.total.oldest": "Zastanawiam się, ile wyniosło moje pierwsze zamówienie u was",
        "invoice.contents.oldest": "jakie piosenki byly w moim pierwszym zamowieniu? slaby zasieg",
        "invoice.total.all": "Ile łącznie u was wydałam? Z góry dziękuję",
        "invoice_line.artist_of.all": "Córka twierdzi, że kupuję tylko stare zespoły. Od jakich wykonawców kupiłem u was muzykę?",
    },
    "sv": {
        "artist.tracks.by_name": "Min tonårsdotter tjatar om {artist}. Vilka låtar med dem har ni?",
        "album.artist_of.by_name": "Har {album} på vinyl men omslaget är borta. Vem är artisten?",
        "track.album_of.by_name": "Jag undrar vilket album {song} finns på",
        "track.genre_of.by_name": "Vilken genre är {song}? Ska sortera min DJ-lista",
        "track.duration.by_name": "hur lång är {song}? dålig täckning",
        "track.composer.by_name": "Inte artisten utan låtskrivaren: vem har skrivit {song}?",
        "playlist.count.all": "Hur många spellistor har ni? Tack på förhand",
        "playlist.contents.by_name": "Tänker köra spellistan {playlist} som uppvärmning. Vilka låtar är med?",
        "invoice.contents.latest": "Jag skulle vilja veta vilka låtar som var med i min senaste beställning",
        "profile.contact.own": "Vilken mejladress och vilket telefonnummer har ni på mig? tack",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded ("acct N / x", "Customer no N",
# a non-native "my number of customer is", "(Kundennr. N, x)", a regards line); English in
# the placements it did not have together in fresh15 (before and after), every other language
# in another placement than in fresh14 and fresh15:
# ``fresh16_ids_first``: the identifiers alone in a first message, then the question in the
#   next (a customer who starts with who they are); English and pt/fr/sv;
# ``fresh16_on_request``: the question alone, then the identifiers in a second message as the
#   reply to the request for them, some closed with thanks; English and es/it;
# ``fresh16_trailing``: the identifiers in brackets or in a regards line after the question,
#   in the same message; de/nl/pl only (no English, so that the split stays near 200 cases).
# Each of the eight other languages is in one family only.
FRESH16_FAMILIES: dict[str, dict] = {
    "fresh16_ids_first": {
        "split": "fresh16", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "And my question: {q}", "ok here goes. {q}"],
            "pt": ["{q}", "Tenho uma pergunta. {q}"], "fr": ["{q}", "Petite question. {q}"],
            "sv": ["{q}", "Och så min fråga. {q}"],
        },
        "id_lines": {
            "en": ["acct {id} / {email}",
                   "Customer no {id}, email on file {email}",
                   "Hello, {first} here - account {id}, email {email}.",
                   "hi, my account is {id} and the mail is {email}"],
            "pt": ["conta {id} / {email}",
                   "Olá, aqui é {first}, cliente {id}, email {email}."],
            "fr": ["compte {id} / {email}",
                   "Bonjour, c'est {first}, client {id}, mail {email}"],
            "sv": ["konto {id} / {email}",
                   "Hej, {first} här, kundnr {id}, mejl {email}"],
        },
    },
    "fresh16_on_request": {
        "split": "fresh16", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Hi there! {q}", "Hello, sorry if this is the wrong place. {q}"],
            "es": ["{q}", "Hola, buenas. {q}"], "it": ["{q}", "Salve! {q}"],
        },
        "id_lines": {
            "en": ["yes sorry: {id}, {email}",
                   "Account {id}, the email is {email}. cheers",
                   "It's {first}, account number {id}, {email}",
                   "ok, my number of customer is {id} and email {email}"],
            "es": ["Sí, perdón: cuenta {id}, correo {email}",
                   "Soy {first}, cliente número {id}, {email}"],
            "it": ["Sì scusate: cliente {id}, email {email}",
                   "Sono {first}, numero account {id}, {email}"],
        },
    },
    "fresh16_trailing": {
        "split": "fresh16", "ids": "with", "transform": "none",
        "frames": {
            "de": ["{q}", "Guten Tag! {q}"], "nl": ["{q}", "Hoi allemaal! {q}"],
            "pl": ["{q}", "Cześć wszystkim! {q}"],
        },
        "id_lines": {
            "de": ["(Kundennr. {id}, {email})",
                   "Gruß, {first} - Konto {id}, {email}"],
            "nl": ["(klantnr. {id}, {email})",
                   "Groetjes, {first} - account {id}, {email}"],
            "pl": ["(nr klienta {id}, {email})",
                   "Pozdrawiam, {first} - konto {id}, {email}"],
        },
    },
}  # fmt: skip
