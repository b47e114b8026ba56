"""A fourteenth set of wordings and families for ``eval.generate`` (``--split fresh12``).

Why: ``fresh11`` (``eval.phrasings_fresh11``) has been run and counted as read, so from there
on it is a development number and no longer measures unseen phrasing alone. These were
written on 2026-12-04, before any run on them, and without reading what the rules recognise,
as ordinary customers type into a shop's chat box, with no gimmicks: mostly short, plain
messages from phones and laptops, some of two or three sentences, in different moods (in a
hurry, unsure, a little fed up, polite, chatty), each family in its own voice. New in them:
the reason tacked on after the question rather than before it ("how many different genres
do you guys have? my friend reckons its loads", "... cant see a number anywhere"); indirect
questions ("do you know which albums you have from ...", "I wonder how many songs I've bought
off you over the years. Do you know?", "was wondering how many ..."); statements that imply
the question ("need all my orders from {year} with the dates", "I need the date of my second
last order please. The latest one I know already."); the title first, then a pronoun for it
("{album} - do you know who its by?", "my kids keep playing {song} in the car and none of us
know who sings it lol. who is it?"); the key words in an unusual order ("{song} is how much
on here?", "my last order, what did that come to in the end?"); a follow-up that leans on an
earlier turn ("ok and the cheapest song I ever bought, which one was that ..."); a yes/no
first and the real question after ("Is the {playlist} playlist a long one? How many songs are
in it?"); small everyday slips ("thier", "lenght", "couldnt", "whats", "dont", "id like",
double "??" and ".."); everyday errands and people behind the question (painting the
kitchen, a nan's 90th slideshow, a voucher about to expire, a music teacher's homework, a
wife who says it's always the same two bands); in the other languages plain everyday
standard language as typed on a phone, formal and informal mixed, with some accents left out
("vcs", "musicas", "ultima", "coute", "deja", "moge", "chce"), European and Brazilian
Portuguese, Spain's and Latin American Spanish side by side, no regional showcases; titles
never quoted.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh11``, counting
each earlier fresh split that asked it and its own ``dev``/``heldout`` wording as once each
(fr: track.count.all and nl: album.count.all and track.album_of.by_id had been counted once;
every other chosen cell twice), then those it asked longest ago, none it asked in
``fresh11``, chosen (as a minimum-cost assignment over those two keys) so that the eight
together ask every one of the 55 non-date cells, none more than twice; no date or date-list
cells outside English (the scorer reads English dates only). Keep them apart as with the
earlier fresh splits: read their failures only at the end of a round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH12_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "do you know which albums you have from {artist}? my husband has been going on about them all week",
        "artist.count.by_name": "big {artist} fan here. how many of thier albums do you actually have on the site?",
        "artist.tracks.by_name": "What songs have you got by {artist}? Trying to get a few for my son, he's obsessed with them at the moment.",
        "artist.genre_of.by_name": "what genre do you have {artist} under? clicked through the categories and couldnt find them",
        "artist.count.all": "Do you know how many artists you've got on the store altogether?",
        "album.count.all": "just wondering how big your shop is.. how many albums are there in it?",
        "album.contents.by_name": "what songs are on {album}? i only know the one they play on the radio",
        "album.artist_of.by_name": "{album} - do you know who its by? asking for my mum, she can't remember",
        "album.count.by_name": "How many songs has {album} got on it? Want to know if it's worth getting the whole thing",
        "album.price.by_name": "How much would {album} be if I bought the whole album, not just a couple of songs?",
        "album.duration.by_name": "going to put {album} on while I paint the kitchen tomorrow, how long is it in total?",
        "track.list.by_name": "do you know if {song} is on your site? want to get it for my sister's wedding video",
        "track.artist_of.by_name": "my kids keep playing {song} in the car and none of us know who sings it lol. who is it?",
        "track.album_of.by_name": "I only have {song} as a single. Which album does it actually come from?",
        "track.genre_of.by_name": "Sorry if this is a silly question but what genre is {song}? trying to find more stuff like it",
        "track.price.by_name": "{song} is how much on here? couldnt see a price on my phone",
        "track.duration.by_name": "doing a slideshow for my nan's 90th and want {song} at the end. do you know how long it is?",
        "track.composer.by_name": "The credits on my copy of {song} are missing. Who composed it, do you know?",
        "track.duration.by_id": "Could you tell me the lenght of track {track_id}? I've got a 4 minute slot to fill",
        "track.price.by_id": "got a voucher to use up before it expires. track {track_id}, how much is that one?",
        "track.composer.by_id": "my music teacher asked us to find out who composed track {track_id}. any idea?",
        "track.album_of.by_id": "which album does track {track_id} belong to? id like to get the rest of it",
        "track.count.all": "Just out of interest, how many songs have you got for sale in total?",
        "playlist.list.all": "im new here. what playlists are there? want something on while i work from home",
        "playlist.count.all": "how many playlists are on the site? cant see a number anywhere",
        "playlist.contents.by_id": "My friend sent me playlist {playlist_id} but not whats on it. Which songs are in there?",
        "playlist.contents.by_name": "thinking of putting the {playlist} playlist on at work, which songs are in it? dont want anything too wild",
        "playlist.count.by_name": "Is the {playlist} playlist a long one? How many songs are in it?",
        "genre.list.all": "my dad likes old stuff and i dont know where to start looking. which genres do you sell?",
        "genre.count.all": "how many different genres do you guys have? my friend reckons its loads",
        "genre.contents.by_name": "never really listened to {genre} but my girlfriend loves it. any songs you'd recommend?",
        "genre.count.by_name": "was wondering how many {genre} songs you've got, just curious how big that section is",
        "invoice.list.all": "can you show me all my orders with the dates please? need them for a work expenses thing",
        "invoice.count.all": "I've lost count of my orders with you, how many is it now?",
        "invoice.date.latest": "when was my last order? want to check the date against my bank app",
        "invoice.total.latest": "my last order, what did that come to in the end? forgot to check before paying",
        "invoice.date.oldest": "What date was my first order with you? Trying to remember if it was before I moved",
        "invoice.total.oldest": "the first order i ever made with you, how much was it?",
        "invoice.date.nth": "I need the date of my second last order please. The latest one I know already.",
        "invoice.total.most_expensive": "Which order was the most I've spent in one go? And how much was it?",
        "invoice.total.least_expensive": "which of my orders cost the least?? and the amount pls",
        "invoice.list.in_year": "need all my orders from {year} with the dates. my bank can't find the old statements",
        "invoice.total.in_month": "I made an order sometime in {month} {year}, how much was it? cant find the email",
        "invoice.contents.by_id": "what songs did I buy on invoice {invoice_id}? a few seem to be missing from my library",
        "invoice.date.by_id": "do you know when invoice {invoice_id} was? the date i mean",
        "invoice.total.by_id": "my partner's asking how much invoice {invoice_id} was. can you check the total for me",
        "invoice.contents.latest": "Which songs were in my last order? I bought them in a hurry and can't remember what I picked.",
        "invoice.contents.oldest": "which songs were in my very first order? think it was some old rock stuff but no idea what",
        "invoice.total.all": "whats the total ive spent with you over all my orders? dreading the answer tbh",
        "invoice_line.list.all": "can you send me a list of every song i've bought from you? want to make sure its all backed up",
        "invoice_line.count.all": "I wonder how many songs I've bought off you over the years. Do you know?",
        "invoice_line.price.most_expensive": "out of everything I've bought, which song cost me the most? and what did I pay for it",
        "invoice_line.price.least_expensive": "ok and the cheapest song I ever bought, which one was that and how much?",
        "invoice_line.list.by_name": "is {song} already in my purchases? its not showing on my phone and I dont want to buy it again",
        "invoice_line.artist_of.all": "What artists have I bought stuff from? My wife says I only ever buy the same two bands.",
        "support_rep.name.own": "do I have a specific person looking after my account? whats their name",
        "support_rep.contact.own": "Could you give me the email of whoever my support rep is? I'd rather sort this out with them directly.",
        "support_rep.name.by_id": "I'd like to speak to whoever dealt with invoice {invoice_id} again. What was their name?",
        "profile.contact.own": "what email do you have for me? changed it a while ago and not sure it updated",
        "profile.address.own": "what home address have you got saved for me? think I typed it wrong when I signed up",
        "profile.name.own": "What name is my account under? My daughter set it up for me ages ago",
        "profile.date.oldest": "when was my first purchase with you? trying to work out how long ive been shopping here",
        "profile.date.latest": "What was the date of my most recent purchase? Feels like I haven't bought anything in months",
    },
    "pt": {
        "artist.count.all": "Vcs tem quantos artistas no site ao todo? fiquei curioso",
        "artist.genre_of.by_name": "O {artist} fica em que gênero na loja de vocês? Não achei na busca",
        "playlist.list.all": "quais playlists voces tem? queria algo pra ouvir no trabalho",
        "genre.count.by_name": "Quantas músicas de {genre} vocês têm? Só pra ter uma ideia",
        "invoice.count.all": "Quantas encomendas é que já fiz convosco? Perdi a conta, sinceramente.",
        "invoice.total.most_expensive": "Qual foi o meu pedido mais caro ate hoje e quanto deu?",
        "invoice.contents.latest": "que musicas vieram na minha ultima compra? apaguei sem querer do celular",
        "invoice_line.count.all": "queria saber quantas musicas ja comprei com vcs no total",
        "invoice_line.price.least_expensive": "Qual foi a música mais barata que eu já comprei aí, e quanto custou?",
        "profile.address.own": "Que morada é que têm associada à minha conta? Mudei de casa há pouco tempo.",
    },
    "es": {
        "artist.tracks.by_name": "Quería saber qué canciones de {artist} tienen a la venta",
        "album.count.by_name": "¿Cuántas canciones trae el disco {album}?",
        "track.duration.by_name": "cuanto dura {song}? es para un video de mi hermana",
        "playlist.count.all": "¿Cuántas playlists hay en la tienda en total?",
        "invoice.total.latest": "cuanto me salio el ultimo pedido? no me llego el mail de confirmacion",
        "invoice.total.oldest": "Mi primer pedido con ustedes, ¿de cuánto fue? Tengo curiosidad",
        "invoice.contents.by_id": "¿Qué canciones compré en la factura {invoice_id}? No las encuentro en el móvil",
        "invoice.total.all": "¿Cuánto llevo gastado con vosotros en total? Mejor no saberlo, pero dímelo jaja",
        "invoice_line.artist_of.all": "De qué artistas he comprado música en su tienda? quiero hacer una lista",
        "profile.contact.own": "¿Con qué correo tengo la cuenta? Tengo varios y ya no me acuerdo",
    },
    "fr": {
        "track.artist_of.by_name": "Bonjour, je cherche qui chante {song}, vous savez ?",
        "track.price.by_id": "le titre {track_id} coute combien svp",
        "track.count.all": "Vous avez combien de morceaux au total sur le site ? Juste par curiosité",
        "playlist.contents.by_name": "Qu'est ce qu'il y a comme chansons dans la playlist {playlist} ? je voudrais la mettre pour un apéro",
        "genre.count.all": "il y a combien de genres musicaux chez vous en tout ?",
        "genre.contents.by_name": "Vous me conseillez quoi comme morceaux de {genre} ? j'y connais rien mais j'ai envie de découvrir",
        "invoice.total.by_id": "La facture {invoice_id}, elle était de combien déjà ?",
        "invoice.contents.oldest": "Quelles chansons j'avais prises dans ma toute première commande ? ça date",
        "invoice_line.list.by_name": "J'ai un doute : est-ce que j'ai deja acheté {song} chez vous ?",
        "profile.name.own": "C'est à quel nom mon compte ? c'est ma fille qui l'a créé",
    },
    "de": {
        "artist.tracks.by_name": "Welche Songs von {artist} kann man bei euch kaufen? Meine Tochter ist grad total verrückt nach denen",
        "album.count.all": "Wie viele Alben habt ihr eigentlich insgesamt im Shop?",
        "album.artist_of.by_name": "Von wem ist das Album {album}? Hab nur den Titel im Kopf",
        "album.price.by_name": "Was kostet das ganze Album {album}, also alle Lieder zusammen?",
        "track.composer.by_name": "Wer hat {song} eigentlich komponiert? Das steht nirgends dabei",
        "track.composer.by_id": "Könnt ihr mir sagen, wer den Titel {track_id} komponiert hat?",
        "playlist.count.all": "wieviele playlists gibts bei euch insgesamt?",
        "playlist.count.by_name": "Wie viele Lieder hat die Playlist {playlist}? Will sie beim Grillen laufen lassen",
        "invoice.total.in_month": "Wie viel hat meine Bestellung im {month} {year} gekostet? Die Abbuchung kommt mir komisch vor",
        "support_rep.name.by_id": "Wer war bei euch für die Rechnung {invoice_id} zuständig? Hätte da noch eine Rückfrage",
    },
    "it": {
        "artist.albums.by_name": "Che album avete di {artist}? Li cerco da un po'",
        "album.contents.by_name": "quali canzoni ci sono in {album}? mi ricordo solo la prima",
        "track.album_of.by_name": "{song} da che album viene? vorrei prendere tutto il disco",
        "playlist.contents.by_id": "Mi dite che canzoni ci sono nella playlist {playlist_id}? Me l'ha consigliata un'amica",
        "genre.list.all": "Che generi musicali avete? Sono nuovo qui",
        "genre.contents.by_name": "Mi consigliate qualche pezzo {genre}? Voglio cominciare ad ascoltarlo",
        "invoice.total.latest": "Quanto ho speso con l'ultimo ordine? non trovo piu la mail",
        "invoice.total.in_month": "Quanto era l'ordine che ho fatto a {month} {year}? Lo vedo sull'estratto conto ma non mi ricordo",
        "invoice_line.price.most_expensive": "Qual è la canzone più cara che ho comprato da voi e quanto l'ho pagata?",
        "support_rep.name.own": "scusate, ma chi è che segue il mio account da voi? mi serve solo il nome",
    },
    "nl": {
        "album.count.all": "hoeveel albums hebben jullie eigenlijk in totaal?",
        "album.artist_of.by_name": "Weet je van wie het album {album} is? Mijn vader zoekt het",
        "album.duration.by_name": "Hoe lang duurt {album} in totaal? wil het opzetten tijdens het koken",
        "track.price.by_name": "{song}, wat kost die bij jullie? wil hem vanavond nog kopen",
        "track.album_of.by_id": "Van welk album is track {track_id}? Staat in mijn lijstje maar zonder album erbij",
        "track.count.all": "Hoeveel nummers hebben jullie in de hele winkel? Ben wel benieuwd",
        "genre.count.by_name": "Hoeveel nummers hebben jullie in het genre {genre}?",
        "invoice.count.all": "Hoeveel bestellingen heb ik al bij jullie gedaan? Geen idee meer eerlijk gezegd",
        "invoice.total.oldest": "Wat was het bedrag van mijn allereerste bestelling? Weet het echt niet meer",
        "invoice.contents.latest": "welke nummers zaten in mn laatste bestelling? ik zie ze niet terug op mn telefoon",
    },
    "pl": {
        "artist.count.by_name": "Ile albumów {artist} macie w sklepie?",
        "track.price.by_name": "Ile kosztuje {song}? chce kupic dzisiaj",
        "track.genre_of.by_name": "Do jakiego gatunku macie przypisane {song}? szukam czegoś podobnego",
        "track.duration.by_name": "Jak długo trwa {song}? potrzebuje do filmiku na urodziny",
        "track.composer.by_name": "Kto skomponował {song}? Wiem kto śpiewa, ale nie wiem kto napisał muzykę",
        "playlist.list.all": "Jakie macie playlisty? Szukam czegoś do pracy",
        "genre.count.all": "ile macie gatunków muzycznych w sumie?",
        "invoice.contents.by_id": "Jakie piosenki były na fakturze {invoice_id}? nie moge ich znaleźć",
        "invoice.total.by_id": "Na ile była faktura {invoice_id}? Potrzebuję do rozliczenia",
        "support_rep.contact.own": "Jaki jest mail do mojego opiekuna konta? wolałbym napisać bezpośrednio",
    },
    "sv": {
        "artist.albums.by_name": "Vilka album har ni med {artist}? Vill ha dom alla till slut",
        "artist.count.by_name": "Hur många album av {artist} har ni?",
        "artist.genre_of.by_name": "Vilken genre ligger {artist} under hos er? hittar dom inte",
        "album.count.by_name": "hur många låtar är det på {album}?",
        "track.list.by_name": "Säljer ni {song}? Letar efter den till min pappa",
        "track.artist_of.by_name": "vem sjunger {song}? hörde den på gymmet",
        "track.duration.by_id": "Hur lång är låt {track_id}? behöver veta till ett klipp",
        "invoice.total.least_expensive": "Vilken av mina beställningar var billigast, och vad gick den på?",
        "invoice_line.list.all": "Kan ni lista alla låtar jag har köpt hos er? Vill göra en backup",
        "invoice_line.count.all": "Hur många låtar har jag köpt av er totalt? Nyfiken bara",
    },
}  # fmt: skip

# Three families, all new in how the identifiers are worded, all as plainly as a customer
# types them:
# ``fresh12_when_asked``: the question alone, then the identifiers in a second message as the
#   reply to the request for them: "oh right, it's N. email is x", "sure - x, customer number N
#   i think", "it's Name, N, and the email's x", "number N, it's under x"; "ah claro, sou o cliente N,
#   email x" and "é x, numero de cliente N"; "oui pardon, client N et mon mail c'est x" and
#   "c'est x, numero client N"; "tuurlijk, ik ben klant N en mijn mail is x" and "x, nummer N
#   volgens mij"; "jasne, numer klienta N, mail x" and "mój mail to x a numer N"; English and
#   pt/fr/nl/pl;
# ``fresh12_tacked_on``: the identifiers in the same message, after the question: "im customer
#   N btw, email x", "oh and my email is x if you need it, customer N", "(it's under x, customer
#   number N)", "thanks, Name (cust N, x)"; "sono il cliente N, la mail è x" and "(account N,
#   mail x) grazie"; "jag är kund N, mejl x" and "kontot står på x, kundnr N. tack!"; English
#   and it/sv;
# ``fresh12_says_who_first``: a first message with the identifiers, then the question in the
#   next: "Buenas tardes, le escribe Name. Mi número de cliente es el N y el correo x." and
#   "hola! cliente N aquí (x)", "Guten Abend, mein Name ist Name, ich habe das Konto N mit der
#   Mail x." and "hey, x hier, kundennr N"; es and de only (no English, so that the split stays
#   near 200 cases).
# Each of the eight other languages is in one family only.
FRESH12_FAMILIES: dict[str, dict] = {
    "fresh12_when_asked": {
        "split": "fresh12", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Hi, hope you can help. {q}", "{q} thank you!"],
            "pt": ["{q}", "Boa noite! {q}"], "fr": ["{q}", "Bonjour, j'ai une question. {q}"],
            "nl": ["{q}", "Hey! {q}"], "pl": ["{q}", "Dzień dobry! {q}"],
        },
        "id_lines": {
            "en": ["oh right, it's {id}. email is {email}",
                   "sure - {email}, customer number {id} i think",
                   "it's {first}, {id}, and the email's {email}",
                   "number {id}, it's under {email}"],
            "pt": ["ah claro, sou o cliente {id}, email {email}",
                   "é {email}, numero de cliente {id}"],
            "fr": ["oui pardon, client {id} et mon mail c'est {email}",
                   "c'est {email}, numero client {id}"],
            "nl": ["tuurlijk, ik ben klant {id} en mijn mail is {email}",
                   "{email}, nummer {id} volgens mij"],
            "pl": ["jasne, numer klienta {id}, mail {email}",
                   "mój mail to {email} a numer {id}"],
        },
    },
    "fresh12_tacked_on": {
        "split": "fresh12", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Evening! {q}", "Sorry to bother you. {q}"],
            "it": ["{q}", "Ciao a tutti! {q}"], "sv": ["{q}", "Hejsan! {q}"],
        },
        "id_lines": {
            "en": ["im customer {id} btw, email {email}",
                   "oh and my email is {email} if you need it, customer {id}",
                   "(it's under {email}, customer number {id})",
                   "thanks, {first} (cust {id}, {email})"],
            "it": ["sono il cliente {id}, la mail è {email}",
                   "(account {id}, mail {email}) grazie"],
            "sv": ["jag är kund {id}, mejl {email}",
                   "kontot står på {email}, kundnr {id}. tack!"],
        },
    },
    "fresh12_says_who_first": {
        "split": "fresh12", "ids": "before", "transform": "none",
        "frames": {
            "es": ["{q}", "Bueno, a ver. {q}"], "de": ["{q}", "Ok, meine Frage: {q}"],
        },
        "id_lines": {
            "es": ["Buenas tardes, le escribe {first}. Mi número de cliente es el {id} y el correo {email}.",
                   "hola! cliente {id} aquí ({email})"],
            "de": ["Guten Abend, mein Name ist {first}, ich habe das Konto {id} mit der Mail {email}.",
                   "hey, {email} hier, kundennr {id}"],
        },
    },
}  # fmt: skip
