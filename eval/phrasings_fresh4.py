"""A sixth set of wordings and families for ``eval.generate`` (``--split fresh4``).

Why: ``fresh3`` (``eval.phrasings_fresh3``) has been run and its failures read (and the
identifier fix that followed was made from them), so it no longer measures unseen phrasing
alone. These were written on 2026-12-03, before any run on them, and without reading what
the rules recognise, in styles the earlier splits used little: the question as a second
sentence after some context, context that mentions other things but asks one question,
hedges ("not sure if you'd know but ..."), the object first ("last purchase: how much?"),
very short queries of two to four words, texting shorthand ("u", "r", "pls", "wat"), a few
typos and missing accents, a Spanish speaker writing half in English, British and Australian
English ("arvo", "all up", "you lot"), uncommon synonyms ("tune", "LP", "bill", "receipt",
"purchase history", "set list", "penultimate"), now and then an emoji; titles never quoted. Every answerable cell in English; 11 cells in each of sv, pl, nl and 10 in
each of pt, es, fr, de, it, each language asking cells it asked in none of ``fresh``,
``fresh2``, ``fresh3``, the eight together covering every non-date cell (no date or
date-list cells outside English: the scorer reads English dates only). Keep them apart as
with the earlier fresh splits: read their failures only at the end of a round, then write
the next. Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH4_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "not sure you'd know this but which {artist} LPs do you stock?",
        "artist.count.by_name": "How many {artist} albums are there on your site? An exact number if you can 🙂",
        "artist.tracks.by_name": "Mate reckons {artist} have heaps of tunes on here. Which of their songs can I actually buy?",
        "artist.genre_of.by_name": "Bit of a silly one – what genre would {artist} be filed under in your shop?",
        "artist.count.all": "artists in the shop – how many all up?",
        "album.count.all": "Doing a uni assignment on online music stores. How many albums do you lot have altogether?",
        "album.contents.by_name": "songs on {album}?",
        "album.artist_of.by_name": "Found a CD called {album} in a charity shop, no cover. Who's the artist?",
        "album.count.by_name": "how many tunes r on {album}",
        "album.price.by_name": "Thinking of getting {album} as a present. What would the full album cost me?",
        "album.duration.by_name": "Long drive tomorrow 🚗 how long does {album} run for, all the songs together?",
        "track.list.by_name": "any chance u sell {song}??",
        "track.artist_of.by_name": "Heard {song} on the radio this arvo. Who's it by?",
        "track.album_of.by_name": "which LP is {song} off?",
        "track.genre_of.by_name": "I'm sorting my music by genre. Where does {song} fit, genre-wise?",
        "track.price.by_name": "{song} price pls",
        "track.duration.by_name": "Need something under five minutes for a dance routine. How long is {song}?",
        "track.composer.by_name": "I know who performs it, that's not what I'm after. Who wrote {song}, as in the composer?",
        "track.duration.by_id": "how long's track no. {track_id}?",
        "track.price.by_id": "Saw track {track_id} on your site but no price is showing. How much is it?",
        "track.composer.by_id": "Not sure if you'd have this info, but who's the composer on track number {track_id}?",
        "track.album_of.by_id": "track {track_id} is off which album?",
        "track.count.all": "Random question 😅 how many songs r there on the whole site?",
        "playlist.list.all": "Off to the gym shortly. Which playlists are there to choose from?",
        "playlist.count.all": "playlists – how many have u got?",
        "playlist.contents.by_id": "wat songs r in playlist {playlist_id}",
        "playlist.contents.by_name": "What's the set list on the {playlist} playlist?",
        "playlist.count.by_name": "Might be a daft question, but how many tracks are on the {playlist} playlist?",
        "genre.list.all": "what genres u got",
        "genre.count.all": "How many genres do you cover? I've only ever browsed the rock section.",
        "genre.contents.by_name": "Keen to get into {genre}. Which songs would you point me to?",
        "genre.count.by_name": "total {genre} songs in ur catalogue?",
        "invoice.list.all": "can i see my purchase history? every order w/ the date pls",
        "invoice.count.all": "Not sure if you keep track of this, but how many times have I ordered from you?",
        "invoice.date.latest": "my latest bill – what date was that?",
        "invoice.total.latest": "Last purchase: how much did I pay?",
        "invoice.date.oldest": "date of my first ever receipt from u?",
        "invoice.total.oldest": "what did my first ever order come to?",
        "invoice.date.nth": "For my records – what date was my penultimate order?",
        "invoice.total.most_expensive": "whats the biggest bill ive ever had with u",
        "invoice.total.least_expensive": "smallest order I've made – how much?",
        "invoice.list.in_year": "Doing my tax return 🙃 Which orders did I place in {year}?",
        "invoice.total.in_month": "{month} {year} order – how much was the receipt for?",
        "invoice.contents.by_id": "What did I actually buy on receipt no. {invoice_id}?",
        "invoice.date.by_id": "Date on bill {invoice_id}?",
        "invoice.total.by_id": "Not sure this is the right place but – what was the amount on invoice nr {invoice_id}?",
        "invoice.contents.latest": "Which songs were in my last purchase? Want to make sure they all downloded.",
        "invoice.contents.oldest": "first ever order – what songs did I get?",
        "invoice.total.all": "Wife's asking how much I've spent on music here 😬 What's my total across all orders?",
        "invoice_line.list.all": "Can I get a list of evry tune I've ever bought off you?",
        "invoice_line.count.all": "how many songs have i bought in total, i reckon about 30 lol",
        "invoice_line.price.most_expensive": "Priciest tune I've bought – which one and how much?",
        "invoice_line.price.least_expensive": "Cheapest song in my purchase history?",
        "invoice_line.list.by_name": "Pretty sure I own {song} already but can't find it. Did I buy it from you?",
        "invoice_line.artist_of.all": "Which artists show up in my purchase history?",
        "support_rep.name.own": "who looks after my account on your end?",
        "support_rep.contact.own": "need my rep's email pls",
        "support_rep.name.by_id": "Which staff memeber processed order no. {invoice_id}?",
        "profile.contact.own": "Which email have you got on file for me? Might be an old one.",
        "profile.address.own": "whats my postal address on the account, want to check its right",
        "profile.name.own": "What's the name on my account? Think it might be spelled wrong.",
        "profile.date.oldest": "Customer since when? I mean the date I first bought something.",
        "profile.date.latest": "last time I bought from u — date?",
    },
    "sv": {
        "track.price.by_name": "vad kostar {song}? ser ingen prislapp pa sajten",
        "track.composer.by_name": "jag vet vem som sjunger den, men vem har komponerat {song}?",
        "album.duration.by_name": "hur lång är {album} totalt? alla låtar ihop alltså",
        "playlist.list.all": "spellistor – vilka har ni?",
        "genre.count.by_name": "hur manga {genre}-latar har ni?",
        "invoice.count.all": "hur många gånger har jag beställt av er? tror det är några stycken",
        "invoice.total.most_expensive": "min dyraste beställning nånsin – vad gick den på?",
        "invoice.contents.by_id": "order {invoice_id}: vilka låtar köpte jag då?",
        "invoice_line.price.least_expensive": "billigaste låten jag har köpt av er, vilken var det och vad kostade den?",
        "support_rep.name.by_id": "vem på er sida hanterade beställning nr {invoice_id}?",
        "profile.name.own": "vilket namn står kontot på? kolla gärna efternamnet",
    },
    "pl": {
        "artist.albums.by_name": "jakie plyty {artist} macie w sklepie?",
        "album.contents.by_name": "co jest na płycie {album}? chodzi mi o listę utworów",
        "track.artist_of.by_name": "kto spiewa {song}? slyszalam wczoraj w radiu",
        "track.duration.by_id": "ile trwa utwór nr {track_id}?",
        "playlist.contents.by_name": "co leci na playliście {playlist}? jakie utwory",
        "invoice.total.latest": "ile wyszło moje ostatnie zamówienie?",
        "invoice.contents.oldest": "moje pierwsze zamowienie – co w nim bylo? jakie piosenki",
        "invoice_line.list.all": "pokaż mi proszę wszystkie utwory, które u was kupiłem",
        "invoice_line.price.most_expensive": "który utwór był najdroższy ze wszystkich, które kupiłam? i ile kosztował",
        "support_rep.contact.own": "jaki jest mail do mojego opiekuna klienta?",
        "profile.address.own": "jaki adres macie zapisany na moim koncie? chce sprawdzic czy aktualny",
    },
    "pt": {
        "artist.count.by_name": "qtos albuns de {artist} vcs tem?",
        "album.price.by_name": "o {album} inteiro sai por quanto?",
        "track.composer.by_id": "faixa nº {track_id} – quem é o compositor?",
        "playlist.contents.by_id": "me mostra as músicas da playlist {playlist_id} pfv",
        "genre.contents.by_name": "curto muito {genre}, o que vcs tem desse estilo? musicas, digo",
        "invoice.total.least_expensive": "qual foi meu pedido mais barato? o valor",
        "invoice.total.in_month": "fiz uma compra em {month} de {year}, quanto deu?",
        "invoice.total.by_id": "valor da fatura {invoice_id}?",
        "invoice_line.artist_of.all": "quais artistas aparecem no meu histórico de compras?",
        "invoice_line.list.by_name": "ja comprei {song} antes? nao lembro",
    },
    "es": {
        "artist.genre_of.by_name": "que genero es {artist}? rock o que",
        "album.artist_of.by_name": "el album {album}, who is the artist? perdon mi inglés",
        "track.list.by_name": "tienen la cancion {song}? la busco hace tiempo",
        "track.album_of.by_id": "la track {track_id} es de que album?",
        "playlist.count.by_name": "cuantas canciones tiene la playlist {playlist}?",
        "invoice.contents.latest": "mi ultimo pedido, what songs were in it? no me acuerdo",
        "invoice_line.price.least_expensive": "cual es la cancion mas barata que he comprado? y cuanto costo",
        "support_rep.name.by_id": "quien gestionó mi pedido {invoice_id}? the name of the employee please",
        "profile.contact.own": "que email tienen registrado en mi cuenta? creo que es el viejo",
        "profile.name.own": "a nombre de quién está mi cuenta? el apellido sobre todo",
    },
    "fr": {
        "artist.tracks.by_name": "vous avez quoi comme chansons de {artist} ?",
        "track.album_of.by_name": "{song} est sur quel album svp",
        "track.genre_of.by_name": "c koi le genre de {song} ?",
        "playlist.count.all": "combien de playlists en tout ?",
        "genre.count.all": "vous avez combien de genres musicaux differents ?",
        "invoice.total.oldest": "ma toute première commande, elle s'élevait à combien ?",
        "invoice.total.least_expensive": "ma commande la moins chère, c'était combien ?",
        "invoice.contents.latest": "qu'est-ce que j'ai pris dans ma dernière commande ? les titres",
        "invoice_line.artist_of.all": "de quels artistes j'ai acheté des morceaux chez vous ?",
        "profile.contact.own": "c'est quelle adresse mail qui est enregistrée sur mon compte ?",
    },
    "de": {
        "artist.count.all": "wieviele Künstler habt ihr insgesamt?",
        "album.count.by_name": "wie viele Lieder sind auf {album} drauf?",
        "track.duration.by_name": "wie lang geht {song}? brauch das fürs Video",
        "track.price.by_id": "Track Nr. {track_id} – was kostet der?",
        "track.list.by_name": "gibts bei euch {song}? finde es nicht",
        "invoice.contents.by_id": "welche Songs waren in Rechnung {invoice_id}?",
        "invoice.total.least_expensive": "was war meine günstigste Bestellung? Betrag reicht",
        "invoice_line.list.all": "kann ich eine Liste aller Songs bekommen, die ich bei euch gekauft hab?",
        "support_rep.contact.own": "Wie lautet die Mailadresse meines Ansprechpartners bei euch?",
        "profile.name.own": "auf welchen Namen läuft mein Konto eigentlich?",
    },
    "it": {
        "album.count.all": "quanti album avete in tutto?",
        "track.count.all": "ma quanti brani avete in catalogo? curiosità",
        "album.duration.by_name": "quanto dura {album} in tutto? tutte le tracce insieme",
        "track.composer.by_name": "chi e il compositore di {song}?",
        "playlist.list.all": "quali playlist avete? mi serve qualcosa per una festa",
        "invoice.total.all": "quanto ho speso da voi in totale finora?",
        "invoice_line.count.all": "quante canzoni ho comprato da voi in tutto?",
        "support_rep.name.own": "come si chiama la persona che segue il mio account?",
        "invoice.contents.oldest": "il mio primo ordine in assoluto, cosa c'era dentro? quali brani",
        "invoice_line.list.by_name": "per caso ho già comprato {song} da voi?",
    },
    "nl": {
        "genre.list.all": "welke genres hebben jullie allemaal?",
        "artist.albums.by_name": "welke albums van {artist} verkopen jullie?",
        "track.artist_of.by_name": "van wie is {song} eigenlijk? hoorde het in de supermarkt",
        "track.duration.by_id": "track {track_id}, hoe lang is die?",
        "playlist.contents.by_id": "wat staat er op playlist {playlist_id}?",
        "invoice.count.all": "hoe vaak heb ik al bij jullie besteld?",
        "invoice.total.latest": "mijn laatste bestelling, hoeveel was die ook alweer?",
        "invoice.total.most_expensive": "wat was mijn duurste bestelling tot nu toe? het bedrag",
        "invoice.total.in_month": "in {month} {year} heb ik iets besteld, wat was het totaalbedrag?",
        "invoice_line.artist_of.all": "van welke artiesten heb ik muziek gekocht?",
        "support_rep.name.by_id": "wie heeft mijn bestelling {invoice_id} afgehandeld?",
    },
}  # fmt: skip

# Two families, both new in how the identifiers are worded:
# ``fresh4_reply``: the question alone, then the identifiers in a second message worded as
#   the answer to the agent's request for them ("sure thing - email: x / id: y" on separate
#   lines, "<email> nr. N"); English and sv/pt/fr/it;
# ``fresh4_ps``: the identifiers in the same message, after the question on a line of their
#   own: a P.S. line ("P.S.", "PS", "PD"), or "email: x" and "customer id: y" lines, or a
#   signature with the email in angle brackets; English and pl/es/de/nl. Each of the eight
#   other languages is in one family only, so that the split stays near 200 cases.
FRESH4_FAMILIES: dict[str, dict] = {
    "fresh4_reply": {
        "split": "fresh4", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "g'day — {q}", "{q} ta"],
            "sv": ["{q}", "hallå, {q}"], "pt": ["{q}", "e aí, {q}"],
            "fr": ["{q}", "rebonjour, {q}"], "it": ["{q}", "salve, {q}"],
        },
        "id_lines": {
            "en": ["sure thing -\nemail: {email}\nid: {id}", "ok here u go: <{email}> nr. {id}",
                   "yes of course, it's {first} — id {id}, email {email}"],
            "sv": ["visst!\nmejl: {email}\nkund-id: {id}", "absolut, det är {email}, nr. {id}"],
            "pt": ["claro!\nemail: {email}\nid: {id}", "pronto: <{email}>, cadastro nº {id}"],
            "fr": ["oui bien sûr, c'est {email} et mon numéro client est le {id}"],
            "it": ["sì certo: <{email}>, id cliente {id}"],
        },
    },
    "fresh4_ps": {
        "split": "fresh4", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "hey team! {q}"],
            "pl": ["{q}"], "es": ["{q}"], "de": ["{q}"], "nl": ["{q}"],
        },
        "id_lines": {
            "en": ["\nP.S. i'm {email}, customer nr. {id}", "\n\nemail: {email}\ncustomer id: {id}",
                   "\n-- {first} <{email}>, acct no. {id}"],
            "pl": ["\nPS mój mail to {email}, a numer klienta {id}"],
            "es": ["\nPD: mi correo es {email} y mi nro. de cliente {id}"],
            "de": ["\nPS: meine Kunden-Nr. ist {id}, E-Mail <{email}>"],
            "nl": ["\nPS mijn mail is {email}, klantnummer {id}"],
        },
    },
}  # fmt: skip
