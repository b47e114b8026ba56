"""A ninth set of wordings and families for ``eval.generate`` (``--split fresh7``).

Why: ``fresh6`` (``eval.phrasings_fresh6``) has been run and its failures read, so from there
on it is a development number and no longer measures unseen phrasing alone. These were
written on 2026-12-04, before any run on them, and without reading what the rules recognise,
in styles the earlier splits used little: line breaks and dash lists ("- what I need: ..."),
an earlier message quoted with "> " and the question after it, an emoji in place of a word
(a note for "songs", a calendar for "date", a dollar sign for "price"), casual contractions
("ya", "wanna", "gonna", "lemme", "dunno"), customer-service and office clichés ("I'd like to
inquire about ...", "Circling back on ...", "Please revert with ..."), Indian English
("Kindly share ...", "email id"), a few words of the customer's own language in English
(French, German, Italian, Portuguese, Swedish and Dutch speakers), fill-in-the-blank
("... is on the album ____"), tag questions ("You wouldn't happen to ..., would you?"), a
self-correction in mid-message, "TL;DR" after a short story, an e-mail style subject line
("Subject: ...") before the question, the question asked for someone else (a grandmother, a
son, a kid), Gen Z slang ("slaps", "bestie", "fr", "no cap"), Scottish and Irish English
("yous", "aye", "wee", "grand"), a school or uni project with the question in the middle; in
the other languages the chat abbreviations of each (Brazilian "vcs", "qto", "pfv", "kkk";
Spain's Spanish with "vosotros", "q", "xq", "porfa", "tío"; French "jsp", "cb", "stp", "c qui";
German "am Start", "checken"; Italian "ke", "nn", "qlc", "cmq", "grz"; Dutch "ff", "pls";
Polish now and then without diacritics, "wg", "pls"; Swedish "asså", "mkt"), with subject
lines, quoted messages, a fill-in-the-blank, a self-correction and the odd emoji; titles never
quoted. Every answerable cell in English; 11 cells in each of pt, es, fr and 10 in each of
de, it, nl, pl, sv: each language asks the cells it asked least often in ``fresh`` ..
``fresh6`` (the two it and the one nl had never asked; otherwise cells it had asked once,
and only in ``fresh``, ``fresh2`` or ``fresh3``, and none of its ``dev``/``heldout`` cells),
chosen so that the eight together ask every one of the 55 non-date cells, none more than
twice; no date or date-list cells outside English (the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next. Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH7_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "Subject: {artist}\n\nWhich of their albums can I buy from you?",
        "artist.count.by_name": "how many albums ya got from {artist}? gonna grab the lot",
        "artist.tracks.by_name": "My mate texted me this:\n> got any {artist} tunes on that site?\nSo, which {artist} songs do you sell?",
        "artist.genre_of.by_name": "Fill in the blank for me: {artist} is listed under the ____ genre on your site.",
        "artist.count.all": "I'd like to inquire about the total number of artists featured in your store.",
        "album.count.all": "Doing a school project on online music shops.\nHow many albums does your store have altogether?\nMy teacher wants real figures.",
        "album.contents.by_name": "what 🎶 are on the album {album}? the full tracklist pls",
        "album.artist_of.by_name": "Pub quiz tonight and the last round is albums. Whose album is {album}?",
        "album.count.by_name": "bestie how many tracks are on {album} fr",
        "album.price.by_name": "Kindly tell me the total cost of the full album {album}.",
        "album.duration.by_name": "Long story: my flight got delayed twice and my phone's nearly full, so I'm only downloading one album for the trip. TL;DR how long does {album} run in total?",
        "track.list.by_name": "You wouldn't happen to sell {song}, would you?",
        "track.artist_of.by_name": "{song} absolutely slaps. who's the artist tho",
        "track.album_of.by_name": "{song} is on the album ____. Can you fill that in for me?",
        "track.genre_of.by_name": "Bonjour! Which genre is {song} listed as, s'il vous plaît? Merci!",
        "track.price.by_name": "what's the 💲 on {song}?",
        "track.duration.by_name": "who wrote — sorry, scratch that — how long is {song}?",
        "track.composer.by_name": "My grandma keeps humming {song} and wants to know who composed it. Can you tell her?",
        "track.duration.by_id": "Subject: track {track_id}\n\nHow long does it play for?",
        "track.price.by_id": "lemme know what track {track_id} costs, wanna buy it tonight",
        "track.composer.by_id": "Circling back on my earlier question: who is credited as the composer of track {track_id}?",
        "track.album_of.by_id": "Ciao! Which album does track {track_id} come from, per favore? Grazie!",
        "track.count.all": "Aye, how many songs have yous got in the whole shop, all told?",
        "playlist.list.all": "- occasion: my sister's engagement party\n- what I need: the list of playlists you have\n- budget: whatever",
        "playlist.count.all": "how many playlists do ya have in total? wanna try every one",
        "playlist.contents.by_id": "> check out playlist {playlist_id}, it's great\na friend sent me that. What songs are on it?",
        "playlist.contents.by_name": "I am reaching out regarding the {playlist} playlist. Could you please provide the songs it contains?",
        "playlist.count.by_name": "number of 🎵 in the {playlist} playlist?",
        "genre.list.all": "Hallo! Which genres do you sell, bitte? Danke!",
        "genre.count.all": "My son's asking how many music genres you've got. Could you tell him?",
        "genre.contents.by_name": "wanna get into {genre}, which songs would ya recommend?",
        "genre.count.by_name": "Hey, I'm doing a uni project on music stores, and part of it compares catalogues. How many {genre} tracks do you have? Anyway thanks, it's due Friday.",
        "invoice.list.all": "Could you list:\n- each order I've placed\n- the date of each",
        "invoice.count.all": "how many times have i ordered from ya? dunno anymore",
        "invoice.date.latest": "what's the 📅 of my most recent order?",
        "invoice.total.latest": "> Your order has been placed.\nThat's all the confirmation email said. How much was that latest order?",
        "invoice.date.oldest": "Kindly share the date of my first order with you.",
        "invoice.total.oldest": "My first ever order with you came to ____ dollars. Please fill in the amount.",
        "invoice.date.nth": "When was my latest order? Actually no, not that one, the one just before it. What date was that?",
        "invoice.total.most_expensive": "what's the most i ever dropped on one order, no cap?",
        "invoice.total.least_expensive": "Please revert with the amount of my smallest order.",
        "invoice.list.in_year": "Subject: orders from {year}\n\nWhich orders did I place that year? Dates please.",
        "invoice.total.in_month": "My partner asked:\n> did you buy music in {month} {year}? how much?\nWhat did my order that month come to?",
        "invoice.contents.by_id": "You can show me the songs on invoice {invoice_id}, can't you?",
        "invoice.date.by_id": "Olá! What was the date of invoice {invoice_id}? Obrigada!",
        "invoice.total.by_id": "Invoice {invoice_id} came to how much again? Kindly confirm.",
        "invoice.contents.latest": "gonna re-download everything from my last order, which songs were in it?",
        "invoice.contents.oldest": "Re: my very first order\n- what I need: the songs that were in it\n- why: lost them in a phone reset",
        "invoice.total.all": "Hej! How much have I spent with you all together? Tack!",
        "invoice_line.list.all": "I switched phones, restored a backup that didn't work, and now my library's empty. TL;DR: can you list every song I've bought from you?",
        "invoice_line.count.all": "My kid asked how many songs I've bought from you over the years and I honestly don't know. How many is it?",
        "invoice_line.price.most_expensive": "priciest 🎵 I've ever bought from you, and what did it cost?",
        "invoice_line.price.least_expensive": "What's the cheapest song I ever bought here, and how much was it? Dank je!",
        "invoice_line.list.by_name": "My brother says:\n> you should buy {song}\nBut have I bought it from you already?",
        "invoice_line.artist_of.all": "Which artists have I bought music from, out of curiosity like? Cheers pal.",
        "support_rep.name.own": "Could you please advise the name of my assigned support representative?",
        "support_rep.contact.own": "Please share the email id of my support rep.",
        "support_rep.name.by_id": "Who dealt with invoice {invoice_id}? I'd like to send them a wee thank-you.",
        "profile.contact.own": "📧 on my account, which address is it?",
        "profile.address.own": "You've got my current address on file, haven't you? What is it?",
        "profile.name.own": "Subject: name on my account\n\nWhat full name do you have me under?",
        "profile.date.oldest": "when did i first buy from ya? gonna celebrate my customer-versary lol",
        "profile.date.latest": "Grand, so when did I last buy something from you? Just the date, like.",
    },
    "pt": {
        "genre.list.all": "quais gêneros musicais vcs vendem? manda a lista completa pfv",
        "invoice.contents.latest": "quais músicas vieram no meu último pedido? 🎶 apaguei tudo do celular sem querer",
        "playlist.contents.by_name": "minha prima me mandou isso:\n> escuta a playlist {playlist}, é top demais\nquais músicas tem nela?",
        "profile.address.own": "qual endereço tá no meu cadastro aí? mudei de apê e não lembro se atualizei",
        "track.price.by_name": "qto sai {song} com vcs? o preço msm",
        "genre.count.by_name": "trabalho da facul: quantas faixas de {genre} vcs têm? preciso do número exato",
        "invoice.total.most_expensive": "qual foi o pedido mais caro que já fiz com vcs? deu quanto?",
        "invoice_line.price.least_expensive": "qual foi a música mais baratinha que eu já comprei aí, e quanto custou?",
        "support_rep.contact.own": "me passa o e-mail da pessoa do suporte que cuida da minha conta? vlw",
        "album.count.by_name": "o álbum {album} tem ___ faixas. completa aí pra mim kkk",
        "artist.genre_of.by_name": "{artist} tá em qual gênero no site de vcs? tô montando uma playlist temática",
    },
    "es": {
        "invoice.total.all": "¿cuánto me he gastado con vosotros en total? porfa",
        "artist.tracks.by_name": "q canciones de {artist} tenéis? 🎸",
        "invoice.contents.by_id": "Asunto: factura {invoice_id}\n\n¿Qué canciones venían en esa factura?",
        "invoice.total.oldest": "oye, y mi primer pedido de todos, ¿cuánto costó en total?",
        "playlist.count.all": "¿cuántas listas de reproducción tenéis, tío? en total",
        "profile.address.own": "¿qué dirección tenéis guardada en mi cuenta? xq me mudé hace poco y no sé si la cambié",
        "track.duration.by_name": "cuánto dura {song}? es pa un vídeo y tiene q encajar justo",
        "genre.count.all": "mi abuela pregunta cuántos géneros de música tenéis en la tienda 👵",
        "invoice.total.most_expensive": "¿cuál fue mi pedido más caro y de cuánto fue? es pa cuadrar cuentas",
        "invoice_line.artist_of.all": "¿de qué artistas os he comprado música? quiero hacer una lista de todos",
        "playlist.contents.by_name": "¿qué canciones lleva la playlist {playlist}? la quiero poner en el coche el finde",
    },
    "fr": {
        "invoice.count.all": "j'ai passé combien de commandes chez vous en tout ? jsp plus",
        "invoice_line.count.all": "combien de chansons je vous ai achetées au total ? toutes commandes confondues",
        "support_rep.name.own": "c qui mon conseiller chez vous ? le nom stp",
        "track.artist_of.by_name": "{song} c'est chanté par qui ? 🎤",
        "album.count.by_name": "y a combien de morceaux sur l'album {album} ? pk mon lecteur en affiche moins",
        "genre.contents.by_name": "vous me conseillez quoi comme chansons {genre} ? je découvre le genre",
        "invoice.total.by_id": "Objet : facture {invoice_id}\n\nElle s'élevait à combien, cette facture ?",
        "invoice_line.list.by_name": "est-ce que j'ai déjà acheté {song} chez vous ? j'veux pas payer 2 fois",
        "profile.name.own": "c'est quoi le nom complet enregistré sur mon compte ? y a peut-être une faute dedans",
        "track.price.by_id": "la piste {track_id}, elle coûte cb ?",
        "invoice.contents.oldest": "ma toute 1ère commande chez vous, y avait quelles chansons dedans ?",
    },
    "de": {
        "artist.albums.by_name": "welche Alben von {artist} habt ihr so am Start?",
        "genre.list.all": "was für Genres gibt's bei euch? gern als Liste, alle",
        "invoice.total.latest": "> Ihre Bestellung ist eingegangen.\nmehr stand in der Mail nicht 🙄 wie viel hat meine letzte Bestellung gekostet?",
        "album.price.by_name": "was kostet {album} komplett, also alle Songs zusammen?",
        "invoice.total.in_month": "wie viel hab ich im {month} {year} bei euch bezahlt? das war eine Bestellung",
        "invoice_line.artist_of.all": "von welchen Künstlern hab ich eigentlich schon Musik bei euch gekauft?",
        "support_rep.name.by_id": "wer war bei der Rechnung {invoice_id} mein Ansprechpartner? Name reicht",
        "track.composer.by_name": "wer hat {song} komponiert? meine Oma meint, das war jemand ganz anderes als der Sänger",
        "playlist.count.by_name": "wie viele Songs hat die Playlist {playlist}? will checken, ob's für die ganze Fahrt reicht",
        "track.composer.by_id": "Titel {track_id} – Komponist? 🤔 also wer hat den geschrieben",
    },
    "it": {
        "artist.tracks.by_name": "ke canzoni di {artist} avete? cmq mi basta l'elenco",
        "track.album_of.by_name": "{song} sta in quale album? nn riesco a trovarlo",
        "genre.contents.by_name": "mi consigliate qlc brano {genre}? sto scoprendo il genere",
        "invoice.count.all": "quanti ordini ho fatto da voi finora? ho perso il conto 😅",
        "invoice.total.in_month": "a {month} {year} quanto ho speso da voi? era un ordine solo",
        "invoice_line.price.most_expensive": "qual è la canzone più cara che ho mai comprato da voi, e quanto l'ho pagata?",
        "playlist.count.all": "quante playlist avete in tutto? grz",
        "support_rep.contact.own": "mi date la mail del mio referente? quello che segue il mio account",
        "track.artist_of.by_name": "chi canta {song}? l'ho sentita in radio stamattina e nn so chi è",
        "playlist.contents.by_id": "un amico mi ha scritto:\n> ascolta la playlist {playlist_id}\nche canzoni ci sono dentro?",
    },
    "nl": {
        "track.album_of.by_id": "van welk album komt track {track_id}? ff checken pls",
        "album.duration.by_name": "hoe lang duurt {album} in totaal? voor een roadtrip naar Frankrijk",
        "genre.count.by_name": "hoeveel {genre}-nummers hebben jullie? is voor een werkstuk",
        "invoice.contents.latest": "welke nummers zaten er in mijn laatste bestelling? ben ze kwijt na een nieuwe telefoon",
        "invoice.total.all": "hoeveel heb ik in totaal al bij jullie uitgegeven? durf het bijna niet te vragen 🙈",
        "invoice.total.oldest": "mijn allereerste bestelling, wat was daar het totaalbedrag van?",
        "invoice_line.count.all": "hoeveel nummers heb ik bij jullie gekocht, alles bij elkaar?",
        "profile.name.own": "op welke naam staat mijn account eigenlijk? voor- en achternaam graag",
        "support_rep.name.own": "wie is mijn vaste contactpersoon bij jullie? de naam graag",
        "track.count.all": "hoeveel nummers hebben jullie in totaal in de winkel? gewoon benieuwd",
    },
    "pl": {
        "artist.count.by_name": "ile albumow {artist} macie? pls",
        "invoice.contents.by_id": "jakie piosenki byly na fakturze {invoice_id}? chce je sciagnac jeszcze raz",
        "invoice.total.by_id": "na ile była faktura {invoice_id}? szukam w mailach i nie ma",
        "invoice_line.list.by_name": "kupowałem już u was {song}? nie chcę kupić drugi raz",
        "playlist.list.all": "jakie macie playlisty? wrzućcie listę 🙏",
        "profile.contact.own": "jaki mail macie przypisany do mojego konta? mam ich kilka",
        "support_rep.name.by_id": "kto obslugiwal fakture {invoice_id}? imie i nazwisko jak mozna",
        "track.composer.by_name": "kto skomponowal {song}? potrzebuje do prezentacji na muzyke",
        "track.genre_of.by_name": "jaki gatunek to {song} wg was?",
        "album.artist_of.by_name": "album {album} – czyj to? 🤔 kumpel puszczał na imprezie",
    },
    "sv": {
        "album.count.all": "hur många album har ni totalt? asså i hela butiken",
        "album.price.by_name": "hur mkt kostar hela {album}? alla låtar alltså",
        "artist.genre_of.by_name": "{artist} – vilken genre räknas de som hos er? 🤷",
        "genre.count.all": "hur många musikgenrer finns det hos er? min lillebror undrar",
        "invoice.total.least_expensive": "vad var min billigaste beställning hos er? hur mkt gick den på",
        "invoice_line.list.all": "kan ni lista alla låtar jag har köpt av er?\ntack på förhand",
        "track.duration.by_id": "spår {track_id}, hur långt är det? ska klippa en video till det",
        "track.list.by_name": "min kompis skrev:\n> du hittar säkert {song} där\nstämmer det, säljer ni den?",
        "album.contents.by_name": "vilka låtar finns på {album}? 🎶 vill veta innan jag köper",
        "artist.count.all": "hur många artister har ni i sortimentet, ungefär? nej förresten, exakt antal tack",
    },
}  # fmt: skip

# Two families, both new in how the identifiers are worded:
# ``fresh7_opener``: a first message with the identifiers split over two or three sentences
#   with other words between them, the number before its label ("N is my customer number"),
#   the email as where to reach the customer or as the login ("my login's x", "reach me at
#   x", "customer #N"), or a signature block on lines of their own under a one-line greeting;
#   then the question in the next message; English and pt/es/de/sv;
# ``fresh7_footer``: the identifiers in the same message after the question: a multi-line
#   sign-off ("Cheers,\nName\nCustomer no. N | x", French "Cdlt,", Dutch "Groetjes,"), the
#   email as the login ("Logged in as x ... Oh, and the account number is N", Polish "Loguję
#   się jako x"), or the number first ("N è il mio numero cliente"); English and fr/it/nl/pl.
#   Each of the eight other languages is in one family only, so that the split stays near
#   200 cases.
FRESH7_FAMILIES: dict[str, dict] = {
    "fresh7_opener": {
        "split": "fresh7", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Here goes:\n{q}", "{q}\n\nThat's it from me."],
            "pt": ["{q}", "bora lá: {q}"], "es": ["{q}", "al grano: {q}"],
            "de": ["{q}", "folgendes: {q}"], "sv": ["{q}", "okej så, {q}"],
        },
        "id_lines": {
            "en": ["Hi, {first} here. I've shopped with you for years and love the place. Anyway, {id} is my customer number, and you can reach me at {email}.",
                   "hiya! my login's {email}. on your end I'm customer #{id}",
                   "Hello,\n\nA couple of questions coming your way.\n\n--\n{first}\ncust. {id}\n{email}"],
            "pt": ["oi gente! aqui é {first}. {id} é meu número de cliente, e meu login é {email}"],
            "es": ["¡Buenas! Os escribe {first}. Soy el cliente #{id} y me podéis escribir a {email}."],
            "de": ["Moin, {first} hier. {id} ist meine Kundennummer. Erreichbar bin ich unter {email}."],
            "sv": ["Tja! {first} heter jag. Kundnumret är {id}, och jag loggar in med {email}."],
        },
    },
    "fresh7_footer": {
        "split": "fresh7", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Hi team,\n\n{q}", "{q} 🙏"],
            "fr": ["{q}", "slt, {q}"], "it": ["{q}", "raga, {q}"],
            "nl": ["{q}", "hallo daar! {q}"], "pl": ["{q}", "siema, {q}"],
        },
        "id_lines": {
            "en": ["\n\nCheers,\n{first}\nCustomer no. {id} | {email}",
                   "Logged in as {email}, if that helps. Oh, and the account number is {id}.",
                   "(signed up with {email} ages ago; {id} is the number you gave me)"],
            "fr": ["\n\nCdlt,\n{first}\nréf. client {id}\n{email}"],
            "it": ["{id} è il mio numero cliente, e mi loggo con {email}"],
            "nl": ["\n\nGroetjes,\n{first}\nklantnr. {id}\n{email}"],
            "pl": ["Loguję się jako {email}. Numer klienta to {id}, gdyby co."],
        },
    },
}  # fmt: skip
