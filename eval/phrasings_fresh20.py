"""A twenty-second set of wordings and families for ``eval.generate`` (``--split fresh20``).

Why: ``fresh19`` (``eval.phrasings_fresh19``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise, as ordinary customers type
into a shop's chat box, in voices the earlier splits used little, each cell in one or two of
them: someone buying background music for a small business of their own (a café, a bakery,
a florist, a hair salon, a yoga studio, a bookshop, a bar) and doing its books; a customer
back after years away ("last time I was on here ...", "long time no see"); someone used to a
physical record shop (flipping the sleeve over, the sections along the wall, the receipt that
listed every record); a grumbling customer (a basket that empties itself, a confirmation
e-mail that never came, unanswered messages, prices that crept up) who still asks a plain
question; voice-to-text dictation, all lower case and one run-on line without punctuation,
names intact; a yes/no check first and the real question after it ("Is X still for sale?
What does it cost?"); a message that opens with a coming event (a housewarming, a retirement
do, a christening, a garden party, a leaving do, a street party, a surprise party for a mum,
a baby shower, a barbecue, a works party); very short messages of two to four words for a
few cells; lengths up to five sentences. A few slips of the keyboard, only outside the names;
no quoted titles; no digits anywhere outside the slots (none in count questions); none of
fresh17's stories, road trips, corrections mid-message, capitals or chat abbreviations, none
of fresh18's formal elders, parents, DJs, wedding planners, teachers, streaming comparisons,
errands for someone else or hedged forms, and none of fresh19's two questions in one
message, newsletter replies, collectors, quoted friends or filler words.
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh19``, counting
each earlier fresh split that asked it, and its own ``dev``/``heldout`` pair and follow-up
pair, as once each (79 of the 80 chosen had been counted three times, the least any language
had left; ``album.contents.by_name`` had been counted four times in every language, and pt,
which asked it longest ago, asks it), then none it asked in ``fresh17``, ``fresh18`` or
``fresh19`` and those it asked longest ago (none asked by that language after ``fresh16``,
all but one of them not after ``fresh15``), chosen (as a minimum-cost assignment over those
keys) so that the eight together ask every one of the 55 non-date cells, none more than
twice; no date or date-list cells outside English (``invoice.date.*``, ``profile.date.*``,
``invoice.list.all``, ``invoice.list.in_year``: the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH20_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "We're having a housewarming on Saturday and my partner wants {artist} on all evening. Which of their albums can I buy from you?",
        "artist.count.by_name": "Last time I was on here you had loads by {artist}. How many of their albums have you got these days?",
        "artist.tracks.by_name": "I run a little bakery and the morning regulars love {artist}. Which of their songs do you have? I need enough to fill a few hours behind the counter.",
        "artist.genre_of.by_name": "At my old record shop {artist} moved between sections depending on who did the stocking. Which genre are they under here?",
        "artist.count.all": "okay so how many artists do you actually have on the whole store",
        "album.count.all": "Your homepage just keeps showing me the same few records over and over. How many albums do you actually have?",
        "album.contents.by_name": "Is {album} a proper full album or only a handful of songs? Tell me the tracks on it.",
        "album.artist_of.by_name": "In a record shop I'd just flip the sleeve over, but here I can't. Who's the artist on {album}?",
        "album.count.by_name": "hey how many tracks are there on {album} thanks",
        "album.price.by_name": "My florist's shop needs something calm for the afternoons and someone suggested {album}. What would the whole album cost me?",
        "album.duration.by_name": "We're making a slideshow for my aunt's retirement do and want {album} playing underneath from start to finish. How long does it run altogether?",
        "track.list.by_name": "Years ago I bought {song} here and lost it with an old phone. Do you still sell it?",
        "track.artist_of.by_name": "theres a song called {song} stuck in my head who sings it",
        "track.album_of.by_name": "Back when I bought everything on vinyl I'd have known this from the sleeve. Which album is {song} from?",
        "track.genre_of.by_name": "Do you sort songs by genre? If you do, which one is {song} in?",
        "track.price.by_name": "Third time this week your basket has emptied itself on me. Anyway, what does {song} cost?",
        "track.duration.by_name": "The christening is next weekend and we want {song} playing as the family walks in. How long is it exactly?",
        "track.composer.by_name": "Long time no see, I used to buy here all the time years ago. Who wrote {song}? I've always wondered.",
        "track.duration.by_id": "Timing out the music for my hair salon. How long is track {track_id}?",
        "track.price.by_id": "Is track {track_id} still for sale? What does it cost?",
        "track.composer.by_id": "Record sleeves used to print the songwriters and your pages don't seem to. Who composed track {track_id}?",
        "track.album_of.by_id": "what album is track {track_id} on please",
        "track.count.all": "I've been scrolling for ages and there's no total anywhere. How many songs do you sell, all in all?",
        "playlist.list.all": "We run a little yoga studio and I'd like something ready made for the classes. What playlists have you got?",
        "playlist.count.all": "When I was last here there were barely any playlists. How many are there now?",
        "playlist.contents.by_id": "Garden party at ours on Sunday and my neighbour suggested playlist {playlist_id}. Which songs are in it?",
        "playlist.contents.by_name": "Is the {playlist} playlist still around? Show me what songs are on it.",
        "playlist.count.by_name": "how many songs are in the {playlist} playlist altogether",
        "genre.list.all": "In a proper record shop I'd just walk along the sections. What genres do you have here?",
        "genre.count.all": "genre count?",
        "genre.contents.by_name": "I own a small bookshop and we play {genre} quietly in the background. Which tracks do you have in that genre?",
        "genre.count.by_name": "Filtering on your site is hopeless, it never tells me anything. How many {genre} tracks do you have?",
        "invoice.list.all": "I haven't ordered in years and can't remember what I bought when. Could you list all my orders with their dates?",
        "invoice.count.all": "how many orders have i placed with you altogether",
        "invoice.date.latest": "Have I ordered anything lately? What was the date of the last one?",
        "invoice.total.latest": "Your confirmation email never arrived, again. What did my latest order come to?",
        "invoice.date.oldest": "It's been ages since I was last on here. When did I place my very first order?",
        "invoice.total.oldest": "I still have the receipt from my first ever record shop purchase, but nothing from you. How much was my first order here?",
        "invoice.date.nth": "what was the date of the order before my most recent one",
        "invoice.total.most_expensive": "Doing the books for the café. Which of my orders cost the most, and how much was it?",
        "invoice.total.least_expensive": "Setting a music budget for our street party. What was my cheapest order so far, and what did it come to?",
        "invoice.list.in_year": "Our accountant wants every music purchase the shop made in {year}. Please list those orders with their dates.",
        "invoice.total.in_month": "The charge from {month} {year} looks too high to me. What was the total of that order?",
        "invoice.contents.by_id": "At the record shop the receipt listed every record, yours only shows a number. What was on invoice {invoice_id}?",
        "invoice.date.by_id": "invoice {invoice_id}: when?",
        "invoice.total.by_id": "Was invoice {invoice_id} a big one? How much did it come to?",
        "invoice.contents.latest": "We're throwing a leaving do for a colleague and I bought some music for it last time. Which songs were in my latest order?",
        "invoice.contents.oldest": "Coming back after years away and trying to rebuild my libary. What songs were in my very first order?",
        "invoice.total.all": "can you tell me how much i have spent with you all together over all my orders",
        "invoice_line.list.all": "Before I buy more for the salon, list every song I've bought from you so far.",
        "invoice_line.count.all": "My record shelves I can count by eye, my downloads not so much. How many songs have I bought from you in total?",
        "invoice_line.price.most_expensive": "Some of your prices have crept up, I reckon. What's the most I've ever paid for a single song here, and which one was it?",
        "invoice_line.price.least_expensive": "Did I ever get a song cheap from you? Which was the cheapest one I bought, and what did I pay for it?",
        "invoice_line.list.by_name": "Making the playlist for my mum's surprise party and {song} is on her list. Have I already bought it from you?",
        "invoice_line.artist_of.all": "Last time I was here I was into completely diffrent music. Which artists have I bought from over the years?",
        "support_rep.name.own": "whos the person looking after my account what is their name",
        "support_rep.contact.own": "Nobody has replied to my last two messages. What's the email address of my support rep, so I can write to them directly?",
        "support_rep.name.by_id": "One of the café's orders was invoice {invoice_id}. Which support rep dealt with it?",
        "profile.contact.own": "Do you still have my old details? Which email and phone number are on my account?",
        "profile.address.own": "Sending out invites for our barbecue and I want the address right everywhere. What address do you have for me?",
        "profile.name.own": "My account is so old I forget how I set it up. What name is it in?",
        "profile.date.oldest": "The record shop on my road closed around the time I started buying from you, I think. What's the date of my first purchase on this account?",
        "profile.date.latest": "date of my latest purchase?",
    },
    "pt": {
        "album.contents.by_name": "Tenho uma cafeteria pequena e quero tocar {album} de fundo. Quais músicas tem nesse álbum?",
        "album.count.all": "Faz anos que não entro aqui. Quantos álbuns vocês têm hoje em dia?",
        "album.duration.by_name": "Vamos fazer um chá de bebê no sábado e pensei em deixar {album} tocando. Quanto tempo dura o álbum inteiro?",
        "genre.count.all": "quantos generos de musica voces tem no total",
        "invoice.contents.oldest": "Na loja de discos eu guardava todos os recibos, aqui perdi a conta. Quais músicas vieram no meu primeiro pedido?",
        "invoice.total.least_expensive": "O site de vocês vive travando no histórico. Qual foi meu pedido mais barato e quanto deu?",
        "invoice_line.list.by_name": "Será que já comprei {song} com vocês? Confere pra mim se está nas minhas compras.",
        "playlist.count.all": "quantas playlists existem?",
        "track.duration.by_id": "Estou montando a música ambiente do salão. Quanto dura a faixa {track_id}?",
        "track.genre_of.by_name": "Voltei depois de muito tempo e tô redescobrindo coisas. {song} é de que gênero?",
    },
    "es": {
        "album.price.by_name": "En la tienda de discos de mi barrio lo tenían carísimo. ¿Cuánto cuesta aquí el álbum {album} completo?",
        "artist.count.all": "oye cuantos artistas tienen en la tienda en total",
        "genre.contents.by_name": "Tengo una peluquería y a las clientas les encanta el {genre}. ¿Qué canciones tienen de ese género?",
        "genre.count.by_name": "¿Tienen {genre}? ¿Cuántas canciones hay de ese género?",
        "invoice_line.list.all": "Hace años que no compraba aquí y ya no me acuerdo de nada. ¿Me pasan la lista de todas las canciones que les he comprado?",
        "playlist.contents.by_id": "El viernes hacemos una fiesta de jubilación para mi jefe. ¿Qué canciones trae la playlist {playlist_id}?",
        "playlist.list.all": "Vuestra web no me deja ver nada, qué desastre. ¿Qué playlists tenéis?",
        "support_rep.name.by_id": "Llevo las compras del bar. ¿Quién del equipo de soporte atendió la factura {invoice_id}?",
        "track.album_of.by_id": "¿La pista {track_id} es de algún álbum? ¿De cuál?",
        "track.composer.by_name": "quien escribio la cancion {song} me lo dices porfa",
    },
    "fr": {
        "album.artist_of.by_name": "Chez le disquaire, il suffisait de retourner la pochette. C'est de qui, {album} ?",
        "artist.tracks.by_name": "Je tiens une petite boulangerie et les clients adorent {artist}. Quels morceaux d'eux avez-vous ?",
        "genre.list.all": "Ça fait des années que je ne suis pas venu sur le site. Vous avez quels genres maintenant ?",
        "invoice.contents.latest": "On organise une pendaison de crémaillère et j'ai acheté de la musique exprès. Quels morceaux il y avait dans ma dernière commande ?",
        "invoice.total.all": "Franchement, votre espace client est illisible. Combien j'ai dépensé chez vous en tout ?",
        "invoice.total.in_month": "ma commande de {month} {year} elle faisait combien au total",
        "playlist.count.by_name": "La playlist {playlist}, elle est longue ? Combien de titres dedans ?",
        "profile.contact.own": "Je reviens après une longue pause. Quels e-mail et téléphone avez-vous sur mon compte ?",
        "track.duration.by_name": "Pour l'anniversaire de ma grand-mère on veut passer {song} au moment du gâteau. Ça dure combien de temps ?",
        "track.list.by_name": "Vous avez {song} ? Je peux l'acheter chez vous ?",
    },
    "de": {
        "album.count.by_name": "wie viele lieder sind auf {album} drauf",
        "genre.contents.by_name": "Ich hab ein kleines Café und suche {genre} für den Nachmittag. Welche Songs habt ihr in dem Genre?",
        "genre.count.all": "Im Plattenladen gab's ein Fach pro Stil. Wie viele Genres habt ihr hier?",
        "invoice.contents.by_id": "Auf der Rechnung steht wieder nur eine Nummer, sehr hilfreich. Was war denn auf Rechnung {invoice_id} drauf?",
        "invoice_line.list.all": "Ich war ewig nicht mehr hier. Welche Songs hab ich bei euch überhaupt schon gekauft? Bitte alle auflisten.",
        "playlist.contents.by_id": "Wir feiern nächste Woche Einweihung und jemand hat Playlist {playlist_id} vorgeschlagen. Welche Songs sind da drin?",
        "playlist.contents.by_name": "Habt ihr die Playlist {playlist} noch? Was läuft da alles drauf?",
        "support_rep.contact.own": "Auf meine Nachrichten antwortet seit Tagen niemand. Wie lautet die E-Mail-Adresse von meinem Ansprechpartner im Kundensupport?",
        "support_rep.name.own": "Früher hatte ich hier mal einen festen Ansprechpartner. Wie heißt die Person, die heute mein Konto betreut?",
        "track.artist_of.by_name": "{song} von wem?",
    },
    "it": {
        "artist.count.by_name": "Nel negozio di dischi sotto casa avevano solo un paio di album di {artist}. Voi quanti ne avete?",
        "invoice.contents.oldest": "Torno dopo tanti anni e non ricordo più da dove ero partito. Quali canzoni c'erano nel mio primo ordine in assoluto?",
        "invoice.total.all": "quanto ho speso da voi in tutto con tutti gli ordini",
        "invoice.total.most_expensive": "Sto facendo i conti del bar. Qual è stato il mio ordine più caro e quanto l'ho pagato?",
        "invoice_line.artist_of.all": "Preparo la musica per la festa di anniversario dei miei genitori e voglio partire da quello che ho già. Di quali artisti ho comprato canzoni da voi?",
        "invoice_line.count.all": "Ho comprato tanto da voi? Quante canzoni in tutto?",
        "profile.contact.own": "Le vostre email mi arrivano su un indirizzo vecchio, credo. Che email e numero di telefono avete sul mio profilo?",
        "profile.name.own": "nome sul mio account?",
        "support_rep.name.by_id": "C'era un referente sulla fattura {invoice_id}? Chi se n'è occupato?",
        "track.price.by_name": "Per il mio negozio di fiori cerco {song}. Quanto costa?",
    },
    "nl": {
        "genre.list.all": "Ik heb een kleine kapperszaak en zoek achtergrondmuziek. Welke genres hebben jullie?",
        "invoice.contents.by_id": "Bij de platenzaak stond alles gewoon op het bonnetje. Welke nummers zaten er in factuur {invoice_id}?",
        "invoice.total.latest": "hoeveel was mijn laatste bestelling ook alweer",
        "invoice.total.least_expensive": "Het is jaren geleden dat ik hier iets kocht. Wat was mijn goedkoopste bestelling en hoeveel was die?",
        "invoice_line.price.most_expensive": "Volgens mij rekenen jullie soms flink. Wat is het duurste nummer dat ik ooit bij jullie kocht en wat kostte het?",
        "playlist.contents.by_name": "Zaterdag is de babyborrel bij ons thuis. Welke nummers staan er op de playlist {playlist}?",
        "profile.address.own": "Klopt mijn adres nog? Welk adres staat er bij jullie op mijn account?",
        "track.artist_of.by_name": "Vroeger kocht ik hier veel en nu hoorde ik {song} weer op de radio. Van wie is dat nummer?",
        "track.composer.by_id": "wie heeft track {track_id} gecomponeerd de componist bedoel ik",
        "track.duration.by_id": "Voor de muziek in de winkel: hoe lang duurt track {track_id}?",
    },
    "pl": {
        "artist.albums.by_name": "Prowadzę małą kawiarnię i goście lubią {artist}. Jakie ich albumy macie?",
        "artist.genre_of.by_name": "W sklepie płytowym {artist} stali raz na jednej półce, raz na innej. Pod jakim gatunkiem macie ich u siebie?",
        "invoice.count.all": "ile zamowien u was zlozylem w sumie",
        "invoice.total.in_month": "{month} {year}: ta płatność wydaje mi się za wysoka. Na ile było to zamówienie?",
        "invoice.total.latest": "Czy moje ostatnie zamówienie już przeszło? Ile za nie zapłaciłem?",
        "invoice_line.price.least_expensive": "Dawno mnie tu nie było. Jaki był najtańszy utwór, który u was kupiłem, i ile kosztował?",
        "invoice_line.price.most_expensive": "Liczę budżet na muzykę na imprezę firmową. Jaki był najdroższy utwór, który u was kupiłem, i za ile?",
        "playlist.count.all": "ile playlist macie?",
        "profile.name.own": "W mailach od was ciągle jest jakieś dziwne imię. Na jakie imię i nazwisko jest moje konto?",
        "track.album_of.by_name": "Na parapetówkę chcę puścić {song}. Z jakiego to albumu?",
    },
    "sv": {
        "invoice.count.all": "Har jag handlat mycket hos er? Hur många beställningar har jag gjort?",
        "invoice.total.by_id": "Kvittot ni skickade går inte att öppna. Vad landade faktura {invoice_id} på totalt?",
        "invoice.total.oldest": "Det var länge sedan jag var inne här. Vad kostade min första beställning hos er?",
        "invoice_line.artist_of.all": "Jag driver en liten frisersalong och vill se vad jag redan har. Vilka artister har jag köpt musik av hos er?",
        "invoice_line.list.by_name": "Vi ska ha grillfest på lördag och {song} måste vara med. Har jag redan köpt den av er?",
        "profile.address.own": "vilken adress har ni på mitt konto",
        "support_rep.name.own": "I skivaffären visste man alltid vem man skulle prata med. Vem är min kontaktperson hos er?",
        "track.composer.by_id": "Står det någon kompositör på låt {track_id}? Vem skrev den i så fall?",
        "track.count.all": "antal låtar totalt?",
        "track.price.by_id": "Till caféet: vad kostar låt {track_id}?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded ("my details:", "registered to",
# "thanks in advance ... (customer ..)", "before I ask:", "cadastro", "mes coordonnées",
# "Mailadresse", "logowanie przez"); each of the eight other languages in a placement it had
# in neither fresh18 nor fresh19, English in another pair of placements than in fresh19 (and
# than in fresh18):
# ``fresh20_signed_off``: the identifiers after the question in the same message, as a
#   details line or a signature; English and pt/fr/sv;
# ``fresh20_introduced_first``: the identifiers alone in a first message (the customer
#   introducing themselves), then the question; English and es/it;
# ``fresh20_details_on_request``: the question alone, then the identifiers in a second message
#   as the reply to the request for them; de/nl/pl only (no English, so that the split stays
#   near two hundred cases).
# Each of the eight other languages is in one family only.
FRESH20_FAMILIES: dict[str, dict] = {
    "fresh20_signed_off": {
        "split": "fresh20", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Good afternoon to you. {q}", "Hello there, hoping you can help. {q}"],
            "pt": ["{q}", "Bom dia, pessoal. {q}"], "fr": ["{q}", "Bonjour à vous. {q}"],
            "sv": ["{q}", "Hejsan, hoppas allt är bra. {q}"],
        },
        "id_lines": {
            "en": ["Account number {id}, registered to {email}.",
                   "My details: customer number {id}, e-mail {email}.",
                   "Thanks in advance, {first} (customer {id}, {email})",
                   "that's on account {id}, e-mail address {email}"],
            "pt": ["Meus dados: cliente {id}, e-mail {email}.",
                   "Valeu, {first} (cadastro {id}, {email})"],
            "fr": ["Mes coordonnées : client {id}, e-mail {email}.",
                   "Merci d'avance, {first} (compte {id}, {email})"],
            "sv": ["Mina uppgifter: kundnummer {id}, e-post {email}.",
                   "Tack på förhand, {first} (konto {id}, {email})"],
        },
    },
    "fresh20_introduced_first": {
        "split": "fresh20", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Now, my question. {q}", "So here's what I'm after. {q}"],
            "es": ["{q}", "Vale, ahora mi pregunta. {q}"], "it": ["{q}", "Ecco la domanda. {q}"],
        },
        "id_lines": {
            "en": ["Hello, this is {first}, customer number {id}, registered with {email}.",
                   "Account {id} under {email}, just so you have it.",
                   "{first} here, my login is {email} and my customer number {id}",
                   "Before I ask: account number {id}, e-mail address {email}."],
            "es": ["Hola, soy {first}, cliente número {id}, con el correo {email}",
                   "Antes de nada: cuenta {id}, correo {email}"],
            "it": ["Buongiorno, sono {first}, numero cliente {id}, indirizzo email {email}",
                   "Prima di tutto: account {id}, registrato con {email}"],
        },
    },
    "fresh20_details_on_request": {
        "split": "fresh20", "ids": "after", "transform": "none",
        "frames": {
            "de": ["{q}", "Hallo zusammen, kurze Sache. {q}"], "nl": ["{q}", "Goedemiddag. {q}"],
            "pl": ["{q}", "Dzień dobry, mam sprawę. {q}"],
        },
        "id_lines": {
            "de": ["Klar, hier: Kundennummer {id}, Mailadresse {email}",
                   "Gern. Ich bin {first}, Konto {id}, angemeldet mit {email}"],
            "nl": ["Natuurlijk: klantnummer {id}, e-mailadres {email}",
                   "Prima, ik ben {first}, account {id}, ingelogd met {email}"],
            "pl": ["Jasne, proszę: numer klienta {id}, adres e-mail {email}",
                   "Oczywiście, tu {first}, konto {id}, logowanie przez {email}"],
        },
    },
}  # fmt: skip
