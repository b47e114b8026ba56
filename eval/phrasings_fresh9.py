"""An eleventh set of wordings and families for ``eval.generate`` (``--split fresh9``).

Why: ``fresh8`` (``eval.phrasings_fresh8``) has been run and counted as read, so from there
on it is a development number and no longer measures unseen phrasing alone. These were
written on 2026-12-04, before any run on them, and without reading what the rules recognise,
in styles the earlier splits used little: customers who half answer their own question with
a guess and then ask it anyway ("Probably a few hundred, I'd guess, but how many ...", "I'm
fairly sure {song} is by some 80s band, right? Who is it by?", "I count eleven songs on my
copy ..., but a friend says there are more"), complaints about the website and its search
("Your search bar keeps saying no results for ...", "Your genre page won't show any
numbers"), gift shopping ("I've got a $15 gift card. Would it cover all of ...?"), a
voice-assistant command ("Hey music shop, read me ...", "OK store: list ..."), a message that
corrects itself on the way ("Not the latest order, the one before it... or two before? No
— ..."), text copied from a receipt or an e-mail with the question under it, a pasted chat
log with timestamps, a web-form "Request type: / Details:", a crossword clue, a bare
follow-up with no earlier turn ("And {album}? How long is that one in total?"), the answer's
form asked for ("in one word", "Just the amount, nothing else", "One number, please"), a
question in a "P.S." after thanks, ALL CAPS shouting, lower case with no punctuation at all,
a typo in a common word ("recomend", "somthing", "Wich"); in the other languages their
regional and formal registers not used before: Brazilian Northeast Portuguese ("Oxente",
"Vixe", "visse", "arretada", "mainha", "tô doida") beside a formal "Prezados" / "Poderiam me
informar", Mexican Spanish ("¿Qué onda?", "neta", "rola", "chida", "carnal", "mi jefa",
"porfis", "cel", "carne asada") beside the formal "usted", Belgian French ("Tu sais me dire",
"une fois", "septante", "sur le temps de midi", "à tantôt", "endéans") and Swiss French
("natel"), Bavarian ("Wia vui Liadl san ...", "Griaß Gott", "I moan") and Swiss German
informal ("Hend ihr ...", "Chönd ihr mir ...") beside "Sie", Southern Italian ("Uè",
"tenete", "Jamme", "nun m'arricordo", "amunì", "Mo'") beside a formal "Mi saprebbe dire",
Brabant Dutch ("gij", "Hedde gij", "efkes", "Houdoe") and Dutch street slang ("Wollah")
beside the formal "u", Polish youth slang ("Elo", "sztos", "bez kitu", "ziomek", "ogarnąć",
"essa", "nara") beside a formal "Uprzejmie proszę", Finland-Swedish ("Moi", "int", "kiva",
"nå", "fast", "he", "åt"); with the same guesses, gifts and search complaints as in English;
titles never quoted.
Every answerable cell in English; 11 cells in each of pt, es, pl and 10 in each of fr, de,
it, nl, sv: each language asks only cells it asked once in ``fresh`` .. ``fresh8`` (every
non-date cell had been asked at least once by every language), none it asked in ``fresh8``,
preferring those it asked longest ago and none of its ``dev``/``heldout`` cells (only es asks
two of them, artist.albums.by_name and album.contents.by_name, which every language that had
asked them once also had in ``dev``/``heldout``), chosen so that the eight together ask every
one of the 55 non-date cells, none more than twice; no date or date-list cells outside
English (the scorer reads English dates only). Keep them apart as with the earlier fresh
splits: read their failures only at the end of a round, then write the next. Same slots as
``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH9_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "i typed {artist} into your search and got a wall of random songs. i just want the albums. which ones do you have",
        "artist.count.by_name": "Gift idea for my brother: every {artist} album. He has two already, I think. How many of their albums do you sell in all?",
        "artist.tracks.by_name": "Hey music shop, read me the {artist} songs you've got.",
        "artist.genre_of.by_name": "I always assumed {artist} was jazz, but a friend laughed at me. What genre do you have them under?",
        "artist.count.all": "Probably a few hundred, I'd guess, but how many artists are in your catalogue exactly?",
        "album.count.all": "Hey shop, tell me how many albums you have.",
        "album.contents.by_name": "Buying {album} as a birthday present for my dad, but I want to be sure his favourite song is on it. Can you list the tracks?",
        "album.artist_of.by_name": "Crossword clue, 5 down: artist behind {album}. Help?",
        "album.count.by_name": "I count eleven songs on my copy of {album}, but a friend says there are more. How many tracks does it have?",
        "album.price.by_name": "I've got a $15 gift card. Would it cover all of {album}? What does the whole album cost?",
        "album.duration.by_name": "And {album}? How long is that one in total?",
        "track.list.by_name": "Your search bar keeps saying no results for {song}. Do you actually sell it, or is the search broken?",
        "track.artist_of.by_name": "I'm fairly sure {song} is by some 80s band, right? Who is it by?",
        "track.album_of.by_name": "Wrapping a present for my mum: she loves {song} and I want to give her the whole album. Which album is it on?",
        "track.genre_of.by_name": "genre of {song} in one word please",
        "track.price.by_name": "thinking of gifting {song} to my best friend how much is it",
        "track.duration.by_name": "Is {song} long enough for a 3-minute slow dance? How long is it, to the second?",
        "track.composer.by_name": "Siri didn't know, so I'm asking you: who composed {song}?",
        "track.duration.by_id": "[21:04] me: how long is track {track_id}\n[21:04] me: in minutes pls",
        "track.price.by_id": "Track {track_id} — I'm guessing 99 cents? What's the actual price?",
        "track.composer.by_id": "Request type: catalogue question\nDetails: composer of track {track_id}",
        "track.album_of.by_id": "All my note says is track {track_id}, typical me. Which album is that from?",
        "track.count.all": "You must have tens of thousands of songs by now, surely? What's the exact number?",
        "playlist.list.all": "Don't you have a page that lists all your playlists? I can't find one. Which playlists are there?",
        "playlist.count.all": "WHY CAN'T I FIND HOW MANY PLAYLISTS YOU HAVE ANYWHERE ON THIS SITE. HOW MANY ARE THERE",
        "playlist.contents.by_id": "Hey music shop, play — no wait, just list — the songs on playlist {playlist_id}.",
        "playlist.contents.by_name": "I was under the impression the {playlist} playlist was mostly new releases. What songs are actually in it?",
        "playlist.count.by_name": "the {playlist} playlist has like 20 songs right? how many does it really have",
        "genre.list.all": "Gift shopping for my music-snob uncle and I have no idea what he likes. What genres do you even have?",
        "genre.count.all": "Looks like roughly 20 genres in your menu, though I may have missed some. How many are there in total?",
        "genre.contents.by_name": "Can you recomend a few {genre} songs? Looking for somthing new to listen to.",
        "genre.count.by_name": "Your genre page won't show any numbers. How many {genre} tracks have you got?",
        "invoice.list.all": "i need a list of all my orders and the date of each one my accountant is waiting",
        "invoice.count.all": "I've ordered from you maybe five times? Could be more. How many orders is it really?",
        "invoice.date.latest": "--- copied from my email ---\nThank you for shopping with us!\nOrder date: [cut off]\n---\nThat was my most recent order. What date was it?",
        "invoice.total.latest": "Just the amount, nothing else: what did my most recent order cost?",
        "invoice.date.oldest": "I started buying from you around when I got my first smartphone, I think. What's the date of my very first order?",
        "invoice.total.oldest": "my first order was about five dollars if i remember right but whats the real figure",
        "invoice.date.nth": "Not the latest order, the one before it... or two before? No — the one right before the latest. When was that?",
        "invoice.total.most_expensive": "WHAT IS THE BIGGEST ORDER I EVER PLACED WITH YOU AND HOW MUCH WAS IT",
        "invoice.total.least_expensive": "I'd guess my smallest order was a single song, so a dollar or so? What was it exactly?",
        "invoice.list.in_year": "OK store: list every order I placed in {year}, with the date of each.",
        "invoice.total.in_month": "Thanks for sorting out my download problem last week! P.S. what did my {month} {year} order cost?",
        "invoice.contents.by_id": "Invoice #{invoice_id}\nQty  Track  Price\n[the rest is smudged]\nWhat songs were on it?",
        "invoice.date.by_id": "I think invoice {invoice_id} was from around Christmas? What's the exact date on it?",
        "invoice.total.by_id": "invoice {invoice_id} total i think it was around 9 dollars but can you check",
        "invoice.contents.latest": "my last order — was it three songs or four? which songs were they",
        "invoice.contents.oldest": "Okay shop, what songs were in my very first order? Read them back to me.",
        "invoice.total.all": "One number, please: everything I've ever spent with you, added up.",
        "invoice_line.list.all": "Your purchases page is blank for me. Can you list every song I've bought?",
        "invoice_line.count.all": "It's got to be over a hundred songs by now, hasn't it? How many have I bought from you?",
        "invoice_line.price.most_expensive": "I wonder if you could look up which song I paid the most for, and what it cost me.",
        "invoice_line.price.least_expensive": "Wich song was the cheapest one I ever bought from you, and how much did it cost?",
        "invoice_line.list.by_name": "Gift idea: {song} for my sister. But wait, did I already buy it for myself? Can you check my purchases?",
        "invoice_line.artist_of.all": "I think it's mostly rock bands I've bought from you, but which artists exactly?",
        "support_rep.name.own": "Loved the playlist tips last month. P.S. who is my support rep?",
        "support_rep.contact.own": "Why isn't my support rep's email shown anywhere on my account page? What is it?",
        "support_rep.name.by_id": "Copied from my receipt:\n  Invoice no. {invoice_id}\n  Served by: —\nWho was the staff member on that one?",
        "profile.contact.own": "Which email do you have for me — my gmail or my work one? Just tell me which address it is.",
        "profile.address.own": "Is the address on my account still my old flat? What address do you have?",
        "profile.name.own": "You spelt my name wrong in your last email, I'm sure of it. What exact name is on my account?",
        "profile.date.oldest": "Hey shop, when did I first buy from you?",
        "profile.date.latest": "when did i last buy something i think it was a few weeks ago but not sure",
    },
    "pt": {
        "artist.tracks.by_name": "Oxente, quais músicas de {artist} vocês têm aí? Quero ouvir tudinho.",
        "album.count.all": "Vixe, quantos álbuns vocês têm na loja, hein? Chuto uns quinhentos.",
        "album.price.by_name": "Quero dar o álbum {album} de presente pra mainha. Quanto sai ele completo?",
        "track.composer.by_name": "Prezados, gostaria de saber quem é o compositor da música {song}. Desde já agradeço.",
        "track.album_of.by_id": "A faixa {track_id} é de qual disco, visse?",
        "playlist.count.by_name": "A playlist {playlist} tem umas vinte músicas, né? Quantas são mesmo?",
        "invoice.total.least_expensive": "Qual foi o menor pedido que eu já fiz com vocês? Quero saber o valor, visse.",
        "invoice.total.by_id": "Oxe, quanto deu a fatura {invoice_id}? Não tô lembrando de jeito nenhum.",
        "invoice.contents.oldest": "Quais músicas vieram no meu primeiríssimo pedido? Bateu uma saudade arretada.",
        "invoice_line.list.by_name": "Eu já comprei {song} com vocês ou tô doida? Dá uma olhada pra mim, por gentileza.",
        "invoice_line.artist_of.all": "Poderiam me informar de quais artistas eu já comprei músicas na loja de vocês?",
    },
    "es": {
        "artist.albums.by_name": "¿Qué onda? ¿Qué discos de {artist} tienen? Neta los quiero todos.",
        "artist.count.by_name": "¿Cuántos álbumes de {artist} manejan? Creo que son como tres, pero no estoy seguro.",
        "album.contents.by_name": "Oigan, ¿me pasan la lista de canciones de {album}? Se lo voy a regalar a mi jefa.",
        "track.list.by_name": "¿Sí tienen {song}? Lo busqué en su buscador y no me salió nada, qué onda.",
        "track.album_of.by_name": "¿En qué álbum viene {song}? Ahorita lo quiero comprar completo.",
        "track.composer.by_id": "¿Me podría indicar quién compuso la pista {track_id}, por favor?",
        "track.album_of.by_id": "La rola {track_id}, ¿de qué disco es? Está bien chida.",
        "playlist.contents.by_id": "¿Qué rolas trae la playlist {playlist_id}? Es para la carne asada del sábado.",
        "genre.count.by_name": "¿Cuántas canciones de {genre} tienen? Yo digo que unas cien, mi carnal dice que más.",
        "invoice_line.list.all": "¿Me pueden mandar la lista de todas las canciones que les he comprado? Porfis, cambié de cel.",
        "support_rep.contact.own": "Disculpe, ¿cuál es el correo de la persona que atiende mi cuenta? Quisiera escribirle directamente.",
    },
    "fr": {
        "artist.tracks.by_name": "Tu sais me dire quels morceaux de {artist} vous avez, une fois?",
        "artist.genre_of.by_name": "{artist}, c'est classé dans quel genre chez vous? Moi je dirais du rock, mais bon.",
        "album.artist_of.by_name": "Savez-vous me dire de quel artiste est l'album {album}? Merci d'avance, à tantôt!",
        "album.price.by_name": "L'album {album} en entier, ça fait combien? Pas septante balles, j'espère!",
        "track.album_of.by_name": "{song}, c'est sur quel album? Je l'ai entendu à la radio sur le temps de midi.",
        "track.genre_of.by_name": "Quel genre c'est, {song}? Mon beau-frère dit du jazz, moi j'ai un doute.",
        "track.duration.by_name": "{song}, ça dure combien? Plus de quatre minutes, non? C'est pour un spectacle de danse.",
        "playlist.count.all": "Vous avez combien de playlists en tout? J'en ai compté une quinzaine sur le site.",
        "profile.contact.own": "Quelle adresse e-mail avez-vous sur mon compte? J'ai changé de natel et je ne sais plus laquelle j'avais mise.",
        "profile.address.own": "Pourriez-vous me dire quelle adresse postale figure dans mon dossier? Je déménage endéans le mois.",
    },
    "de": {
        "album.count.by_name": "Wia vui Liadl san auf {album} drauf?",
        "track.list.by_name": "Hend ihr {song}? Ich find's i de Suechi nöd.",
        "track.duration.by_name": "Wie lang geht {song}? I moan, so a vier Minuten, oder?",
        "genre.contents.by_name": "Ich würde gerne mit {genre} anfangen. Welche Titel könnten Sie mir empfehlen?",
        "invoice.total.oldest": "Griaß Gott, was hat denn mei allererste Bestellung bei eich kost?",
        "invoice.total.least_expensive": "Was war eigentlich meine billigste Bestellung bei euch, also der Betrag? Tippe auf so zwei Euro.",
        "invoice.contents.by_id": "Rechnung {invoice_id} — welche Lieder waren da drauf? Die Mail dazu hab ich leider gelöscht.",
        "invoice_line.list.all": "Chönd ihr mir e Liste vo allne Lieder schicke, won ich bi eu kauft ha?",
        "invoice_line.price.least_expensive": "Welches war das günstigste Lied, das ich je bei Ihnen gekauft habe, und was hat es gekostet?",
        "profile.name.own": "Auf welchen Namen läuft mein Konto? Ihr habt mich in der letzten Mail falsch geschrieben, glaub ich.",
    },
    "it": {
        "artist.count.by_name": "Uè, quanti album di {artist} tenete? Tre, quattro?",
        "artist.count.all": "Mi saprebbe dire quanti artisti sono presenti nel vostro catalogo?",
        "album.duration.by_name": "Quanto dura {album} tutto intero? Mo' parto per Salerno e mi serve per il viaggio.",
        "track.price.by_name": "Quant'è {song}? La voglio regalare a mia sorella per l'onomastico.",
        "track.composer.by_name": "Chi l'ha scritta {song}? Mio zio dice che l'ha scritta lui, ma nun ce credo.",
        "track.price.by_id": "Il brano {track_id} quanto costa? Un euro, più o meno?",
        "track.count.all": "Jamme, quante canzoni avete in tutto nel negozio?",
        "playlist.list.all": "Che playlist tenete? Stasera facciamo festa in terrazza, amunì!",
        "invoice.contents.oldest": "Quali canzoni c'erano nel mio primissimo ordine? Nun m'arricordo proprio.",
        "invoice.total.all": "Potreste cortesemente indicarmi l'importo complessivo che ho speso presso di voi?",
    },
    "nl": {
        "track.artist_of.by_name": "Van wie is {song} eigenlijk? Ik dacht van een Nederlandse band, maar dat klopt vast niet.",
        "track.duration.by_id": "Hoelang duurt track {track_id}, weet gij dat?",
        "playlist.contents.by_id": "Hedde gij een lijstje van de nummers in playlist {playlist_id}?",
        "genre.list.all": "Welke genres hebben jullie allemaal? Zoek een cadeautje voor m'n schoonvader en heb geen idee waar hij van houdt.",
        "genre.count.all": "Hoeveel genres heeft u in totaal? Ik tel er een stuk of twintig op de site.",
        "invoice.total.latest": "Wollah, hoeveel was m'n laatste bestelling? Mijn rekening ziet er raar uit.",
        "invoice.total.in_month": "Wat heb ik in {month} {year} bij jullie betaald? Ik dacht rond de tien euro, maar dat weet ik niet zeker.",
        "invoice_line.price.most_expensive": "Welk nummer was het duurste dat ik ooit bij u heb gekocht, en wat kostte het?",
        "invoice_line.artist_of.all": "Van welke artiesten heb ik allemaal muziek gekocht bij jullie? Kijkt ge efkes?",
        "support_rep.name.by_id": "Zou u mij kunnen laten weten welke medewerker factuur {invoice_id} heeft afgehandeld?",
    },
    "pl": {
        "album.duration.by_name": "ile trwa cały album {album}? bo jadę w trasę i muszę ogarnąć muzę",
        "track.artist_of.by_name": "Elo, kto śpiewa {song}? Sztos numer, bez kitu.",
        "track.duration.by_id": "Ile trwa utwór {track_id}? Dłużej niż pięć minut czy krócej?",
        "playlist.contents.by_name": "Jakie kawałki są na playliście {playlist}? Robimy domówkę, essa.",
        "invoice.total.latest": "Uprzejmie proszę o informację, na jaką kwotę opiewało moje ostatnie zamówienie.",
        "invoice.total.in_month": "ile zapłaciłem za zamówienie z {month} {year}? chyba coś koło dziesięciu dolców",
        "invoice.contents.latest": "Co było w moim ostatnim zamówieniu? Jakie piosenki? Serio nie pamiętam.",
        "invoice_line.count.all": "Ziomek, ile piosenek już od was kupiłem? Pewnie z setka, nie?",
        "invoice_line.price.most_expensive": "Która piosenka była najdroższa z tych, co kupiłem, i ile za nią dałem? Git by było wiedzieć.",
        "support_rep.name.own": "Czy mogliby Państwo podać imię i nazwisko mojego opiekuna klienta?",
        "profile.name.own": "na jakie imię i nazwisko jest moje konto? chyba macie literówkę",
    },
    "sv": {
        "track.price.by_name": "Moi! Vad kostar {song} hos er? Int så dyrt hoppas jag.",
        "playlist.list.all": "Vilka spellistor har ni? Ska ha lite kiva musik på stugan i helgen.",
        "genre.count.by_name": "Hur många {genre}-låtar har ni? Jag gissar på ett par hundra.",
        "invoice.count.all": "Hur många gånger har jag beställt av er, fem eller sex? Jag kommer int ihåg.",
        "invoice.total.most_expensive": "Vilken var min dyraste beställning nånsin, och vad gick den på?",
        "invoice.contents.by_id": "Nå, vilka låtar ingick i faktura {invoice_id}? Kvittot har försvunnit.",
        "invoice.total.all": "Hur mycket har jag handlat för hos er sammanlagt? Säg int att det är mycket...",
        "invoice_line.price.least_expensive": "Jag skulle vilja veta vilken låt som var billigast av dem jag köpt, samt priset.",
        "invoice_line.list.by_name": "Har jag redan köpt {song} av er? Tänkte ge den i present åt min syster, fast jag kanske redan äger den själv.",
        "support_rep.name.by_id": "Vem hos er skötte faktura {invoice_id}? Jag vill tacka personen, he gick så smidigt.",
    },
}  # fmt: skip

# Three families, all new in how the identifiers are worded:
# ``fresh9_header_block``: a first message with the identifiers, then the question in the next:
#   a forwarded e-mail's header block ("---------- Forwarded message ---------", "From: Name
#   <x>", "Customer ID N"), "account: #N — x", the number and the email each with a label after
#   them ("N (customer no.)", "x (login)"), "ID#N" with the email in angle brackets; Mexican
#   "¡Qué onda! ... cliente #N" and a Spanish forwarded header ("De:", "No. de cliente:"),
#   Bavarian "Griaß Gott! N (Kundennummer), x (Login)" and a German header ("Von:", "Betreff:"),
#   Finland-Swedish "Moi! Kundnumret mitt är N ..." and a Swedish header ("Från:", "Ämne:");
#   English and es/de/sv;
# ``fresh9_one_liner``: the identifiers in the same message, after the question: "my login is
#   x and my client code is N", "(cust#N / <x>)", "Customer N since way back, email's x"; Italian
#   "Il mio login è x e il codice cliente N" and "(cliente #N, x) Grazie assai!", Brabant "Mijn
#   login is x, klantcode N. Houdoe!" and "(ID#N — x)", Polish "Loguję się mailem x, mój numer
#   klienta: N. Nara!" and "(nr klienta #N, mail: <x>)"; English and it/nl/pl;
# ``fresh9_reply_later``: the question alone, then the identifiers in a second message as the
#   reply to the request for them: Brazilian Northeast "Pronto, visse: cliente nº N ..." and
#   "Meu código de cliente é N e o login é x, tá?", Belgian "Voilà: numéro de client N ... À
#   tantôt!" and "Client n° N — x (c'est mon login)"; pt and fr only (no English, so that the
#   split stays near 200 cases).
# Each of the eight other languages is in one family only.
FRESH9_FAMILIES: dict[str, dict] = {
    "fresh9_header_block": {
        "split": "fresh9", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Second thing, and the real reason I'm writing: {q}", "{q}\n\n(sent from my phone, excuse the typos)"],
            "es": ["{q}", "Ahí va mi duda: {q}"], "de": ["{q}", "Und zwar: {q}"],
            "sv": ["{q}", "Nå, så här: {q}"],
        },
        "id_lines": {
            "en": ["---------- Forwarded message ---------\nFrom: {first} <{email}>\nSubject: my account\n\nCustomer ID {id}",
                   "account: #{id} — {email}",
                   "{id} (customer no.)\n{email} (login)",
                   "Hello! Long-time shopper here, ID#{id}, and you'll find me under <{email}>."],
            "es": ["¡Qué onda! Les escribe {first}, cliente #{id}, y mi correo es {email}.",
                   "---------- Mensaje reenviado ----------\nDe: {first} <{email}>\nNo. de cliente: {id}"],
            "de": ["Griaß Gott! {id} (Kundennummer), {email} (Login)",
                   "Von: {first} <{email}>\nBetreff: Frage zu meinem Konto\nKundennummer: {id}"],
            "sv": ["Moi! Kundnumret mitt är {id} och e-posten {email}, ifall ni behöver dem.",
                   "Från: {first} <{email}>\nÄmne: fråga\nKundnr: {id}"],
        },
    },
    "fresh9_one_liner": {
        "split": "fresh9", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Hi again! {q}", "{q} Thanks!!"],
            "it": ["{q}", "Uè, buongiorno! {q}"], "nl": ["{q}", "Hallo allemaal! {q}"],
            "pl": ["{q}", "Elo! {q}"],
        },
        "id_lines": {
            "en": ["My login is {email} and my client code is {id}.",
                   "(cust#{id} / <{email}>)",
                   "Customer {id} since way back, email's {email}."],
            "it": ["Il mio login è {email} e il codice cliente {id}.",
                   "(cliente #{id}, {email}) Grazie assai!"],
            "nl": ["Mijn login is {email}, klantcode {id}. Houdoe!",
                   "(ID#{id} — {email})"],
            "pl": ["Loguję się mailem {email}, mój numer klienta: {id}. Nara!",
                   "(nr klienta #{id}, mail: <{email}>)"],
        },
    },
    "fresh9_reply_later": {
        "split": "fresh9", "ids": "after", "transform": "none",
        "frames": {
            "pt": ["{q}", "Oxe, boa tarde! {q}"], "fr": ["{q}", "Bonjour bonjour! {q}"],
        },
        "id_lines": {
            "pt": ["Pronto, visse: cliente nº {id}, e-mail {email}.",
                   "Meu código de cliente é {id} e o login é {email}, tá?"],
            "fr": ["Voilà: numéro de client {id}, et mon adresse mail c'est {email}. À tantôt!",
                   "Client n° {id} — {email} (c'est mon login)"],
        },
    },
}  # fmt: skip
