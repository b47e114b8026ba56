"""A thirty-third set of wordings and families for ``eval.generate`` (``--split fresh31``).

Why: ``fresh30`` (``eval.phrasings_fresh30``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise (nothing under ``agents/``,
``tools/``, ``lexicon/``, ``support/``, ``specialists/``, ``bench/`` or ``llm/`` was opened,
nor any result, nor ``eval/README.md`` or the commit log; of the case files only the family
and language tags of the already-read ``fresh30`` were counted, to size the split), as
ordinary customers type into a shop's chat box, in ten voices none of the earlier splits
used, each cell in one of them: a roofer (slates and ridge tiles, the scaffold, re-felting a
flat roof, rain stopping play, a roofing business run with a brother); a dental nurse (the
surgery, between patients, a nervous patient in the chair, the dentist humming through a
filling, the waiting room, the staff room at lunch); a park ranger (the visitor centre shut
for winter, a deer count, a bat survey by the lake, the trails, ranger pay); a dock worker
(the quay, lashing containers, a ship in late, the canteen on the docks, a night shift); a
farrier (the forge, a horse that won't stand, a hoof between the knees, the books for the
forge, horses that like the radio); an optician (eye tests, a customer choosing frames, the
waiting area, fittings, a slow week); a welder (the fab shop, mask up and down, sparks, the
grinder, a phone cooked in the workshop); a wind-turbine technician (the nacelle, waiting on
weather in the harbour, the crew transfer boat, a turbine locked off, offshore with no
signal); a land surveyor (a tripod in a soaking field, measuring points, a boundary survey,
the van between sites, a new phone from the survey firm); a casino croupier (the blackjack
and roulette tables, the pit boss, the card room, tips, a move closer to the casino). Terse
to three sentences, in shapes that vary: the question first and the aside after, the aside
first, two or three sentences, one-liners; lower case now and then, "??", no closing mark,
an aside ("dont ask", "lol", "long story", "name only"), a noun phrase put as the question
("account name??", "genre on your shop?", "total playlists on here?", "length of ...??",
"invoice ... - total please", "number of ... albums you sell"), a few ordinary slips ("u",
"whats", "dont", "cant", "ive", "i", "pls"); titles never quoted; no digits anywhere
outside the slots (none in count questions).
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices in each language's own words (telhadista,
assistente de dentista, guarda-florestal, estivador, ferrador, óptica, soldador, técnico de
eólicas, topógrafo, croupier no casino; arreglo tejados, auxiliar de clínica dental, agente
forestal, estibador, herrador, óptica, soldador, técnico de aerogeneradores, topógrafo,
crupier; couvreur, assistante dentaire, garde forestier, docker, maréchal-ferrant,
opticienne, soudeur, technicien éolien, géomètre, croupier; Dachdecker, ZFA in einer
Zahnarztpraxis, Ranger im Nationalpark, Hafenarbeiter, Hufschmied, Optikerin, Schweißer,
Servicetechniker für Windkraftanlagen, Vermesser, Croupier; lavoro sui tetti, ASO in uno
studio dentistico, guardiaparco, portuale, maniscalco, ottico, saldatore, tecnico eolico,
geometra, croupier al casinò; dakdekker, tandartsassistente, boswachter, havenarbeider,
hoefsmid, opticien, lasser, windturbinemonteur, landmeter, croupier; dekarz, asystentka
stomatologiczna, leśniczy, doker, kowal, optyk, spawacz, serwis turbin wiatrowych, geodeta,
krupier; takläggare, tandsköterska, naturbevakare, hamnarbetare, hovslagare, optiker,
svetsare, vindkraftstekniker, lantmätare, croupier på kasinot); European and Brazilian
Portuguese, Spain's and Latin American Spanish side by side.
Every answerable cell in English; in each of pt, es, fr, de, it, nl, pl, sv the same ten
cells it asks in ``fresh30`` (so the splits compare cell for cell, and no date or date-list
cell outside English: the scorer reads English dates only).
The identifiers are placed otherwise than in ``fresh30`` for every language and, but for
English's second family, than in ``fresh29``: said first in es/it/pl/nl and English, tacked
on after the question in de/fr and English, given when asked in pt/sv (the families below).
One glimpse to own: ``fresh30``'s own docstring (read as the model for this file) names one
of ``fresh29``'s failures, a Polish word read as the account's rep; nothing here was written
to ask it again or to steer round it.
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH31_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "{artist} - which of their albums do you stock?? had them on all day re-felting a flat roof",
        "artist.count.by_name": "between patients so quick one. number of {artist} albums you sell",
        "artist.tracks.by_name": "Deer count on the hill tomorrow, long day walking the fence line. what {artist} songs have u got",
        "artist.genre_of.by_name": "ship's in late so we're all sat in the canteen on the quay. {artist}, what genre do you lot class them as",
        "artist.count.all": "how many artists have you got on the site altogether? horse wont stand still for me so im having a breather",
        "album.count.all": "Quiet morning, nobody booked in for an eye test. How many albums do you sell in total?",
        "album.contents.by_name": "Mask down, sparks flying and {album} on in the fab shop. what tracks are on that album",
        "album.artist_of.by_name": "{album}. who's that by?? one of the lads had it on in the nacelle and none of us could remember",
        "album.count.by_name": "tripod's set up in a soaking field and I'm waiting for the rain to clear. how many songs are on {album}",
        "album.price.by_name": "Dealing blackjack all night and the pit boss hums {album} nonstop. How much for the whole album?",
        "album.duration.by_name": "Rain stopped play on the roof again. {album}, whats the total running time on it",
        "track.list.by_name": "The dentist hums {song} through every filling lol. is it on here to buy?",
        "track.artist_of.by_name": "Someone was playing {song} in the car park by the visitor centre. who's it by? asking for the whole ranger team",
        "track.album_of.by_name": "what album is {song} off? blasted out of a lorry cab while i was lashing containers",
        "track.genre_of.by_name": "{song} came on the radio at the forge. genre on your shop?",
        "track.price.by_name": "Lady choosing frames wouldn't stop singing {song}. what's it cost to download",
        "track.duration.by_name": "length of {song}?? trying to time one long weld to it lol",
        "track.composer.by_name": "Waiting on weather in the harbour, no boat out to the turbines today. Who actually wrote {song}?",
        "track.duration.by_id": "track {track_id} - how long does it run? only want short stuff between measuring points",
        "track.price.by_id": "price of track {track_id}?? heard it over the speakers by the roulette table all night",
        "track.composer.by_id": "Up on the ridge tiles with a radio and a flask. who's the composer of track {track_id}",
        "track.album_of.by_id": "Nervous patient asked for track {track_id} in the chair to calm down. Which album does it come from?",
        "track.count.all": "how many songs have you got in the shop altogether?? long night counting bats down by the lake",
        "playlist.list.all": "Any playlists on your site? I'd like to see them all. the canteen radio on the docks is stuck on one station",
        "playlist.count.all": "Total playlists on here? waiting for the forge to heat up",
        "playlist.contents.by_id": "Whats on playlist {playlist_id}? need something calmer in the waiting area than the local radio",
        "playlist.contents.by_name": "grinders off for a minute so - the {playlist} playlist, what songs are on it",
        "playlist.count.by_name": "going offshore for a fortnight soon, no signal out there. the {playlist} playlist, how many tracks in it??",
        "genre.list.all": "Can you list the genres you sell? boundary survey out in the sticks and I've had the same few songs on for days",
        "genre.count.all": "genres - how many have you got. asking on my break from the card room",
        "genre.contents.by_name": "The lads on the scaffold only want {genre}, dont ask. which {genre} tracks have you got",
        "genre.count.by_name": "how many {genre} tracks do you sell? the practice wants a {genre} mix for the waiting room",
        "invoice.list.all": "Could I get a list of every order I've placed with you, with the dates? sorting paperwork at the visitor centre",
        "invoice.count.all": "how many orders have i made with you in all? having a row with the wife about it, long story",
        "invoice.date.latest": "What's the date of my most recent order? typing with a hoof between my knees so keep it short",
        "invoice.total.latest": "latest order on my account, how much was that in the end? doing the sums after a slow week of eye tests",
        "invoice.date.oldest": "date of the first order i ever put in with you? mask's up and ive got a minute",
        "invoice.total.oldest": "Turbine's locked off for maintenance and I'm bored. first order I ever made on here, what was the total",
        "invoice.date.nth": "Not my last order but the one before that - which day was it placed? sorting receipts in the van between sites",
        "invoice.total.most_expensive": "biggest order I've ever placed with you, what did it come to? tips were good tonight so I'm curious",
        "invoice.total.least_expensive": "What was the smallest order I ever put through with you, and its total? slates are too wet to walk on today",
        "invoice.list.in_year": "can you list my orders from {year} with their dates? doing my tax return in the staff room at lunch",
        "invoice.total.in_month": "Saw a charge from you on my card in {month} {year}. How much was that order in total? ranger pay is tight so I check everything",
        "invoice.contents.by_id": "invoice {invoice_id}, which songs were on it? bought them for night shifts on the quay i think",
        "invoice.date.by_id": "which day was invoice {invoice_id}? the accountant wants it for the forge books",
        "invoice.total.by_id": "invoice {invoice_id} - total please. checking my statement in between fittings",
        "invoice.contents.latest": "Which songs did I buy in my last order? my old phone got cooked in the workshop and I forgot what they were",
        "invoice.contents.oldest": "first order I ever made with you - what tracks were in it?? feeling nostalgic on the crew transfer boat",
        "invoice.total.all": "what's the grand total i've ever spent with you, every order added up? signal's poor out in this field so short answer pls",
        "invoice_line.list.all": "Can you list every track I've ever bought off you? making a mix for the staff room at the casino",
        "invoice_line.count.all": "how many songs have i bought from you over all my orders?? asking from the top of a ladder",
        "invoice_line.price.most_expensive": "Most expensive single song I've bought here, which was it and what did I pay",
        "invoice_line.price.least_expensive": "which song did i pay the least for on here, and how much? visitor centre's shut for the winter and im bored",
        "invoice_line.list.by_name": "Have I already bought {song} from you? the lads want it on the canteen speaker and I'm not paying twice",
        "invoice_line.artist_of.all": "who are all the artists i've bought music by on here? the horses seem to like some of it",
        "support_rep.name.own": "Who's the rep on my account? name only",
        "support_rep.contact.own": "email for the support rep on my account? cant hear a phone over the grinder",
        "support_rep.name.by_id": "On invoice {invoice_id}, who was the support rep? a name is enough, signal's patchy out here",
        "profile.contact.own": "which email address and phone number have you got on file for me? got a new work phone from the survey firm",
        "profile.address.own": "What address have you got for me on my account? moved closer to the casino a while back",
        "profile.name.own": "account name?? might be under my brother's, we run the roofing business together",
        "profile.date.oldest": "When did I first buy from you? just the date, patient's waiting",
        "profile.date.latest": "last purchase I made on here - what was the date? out on the trails and my emails won't load",
    },
    "pt": {
        "invoice.contents.by_id": "quais musicas tinha na fatura {invoice_id}? sou telhadista e a chuva me tirou do telhado hoje",
        "invoice_line.count.all": "Sou assistente de dentista, entre um paciente e outro. Quantas músicas comprei com vocês ao todo, somando todos os pedidos?",
        "invoice_line.price.least_expensive": "guarda-florestal aqui, dia calmo na serra. a musica mais barata que ja comprei de vcs, qual foi e quanto paguei??",
        "playlist.contents.by_id": "O que tem na playlist {playlist_id}? sou estivador e o turno no porto ta parado esperando o navio",
        "playlist.count.by_name": "ferrador, a ferrar cavalos desde manhã. a playlist {playlist} tem quantas faixas",
        "playlist.list.all": "Trabalho numa óptica e quero pôr música na loja. Podem mostrar-me as playlists que têm?",
        "profile.contact.own": "Sou soldador e uma faísca estragou-me o telemóvel lol. Que email e telefone têm na minha conta?",
        "support_rep.contact.own": "tecnico de eolicas, parado la em cima a espera que o vento acalme. qual o email da pessoa responsavel pela minha conta?",
        "track.album_of.by_id": "Topógrafo, tripé montado no meio do mato. A faixa {track_id} é de que álbum?",
        "track.composer.by_id": "croupier no casino, acabou o turno na roleta. quem compôs a faixa {track_id}",
    },
    "es": {
        "artist.genre_of.by_name": "{artist}, en qué género los tenéis? arreglo tejados y los llevo todo el día en el móvil",
        "artist.tracks.by_name": "Auxiliar de clínica dental, entre paciente y paciente. ¿Qué canciones de {artist} tienen?",
        "invoice.total.most_expensive": "Soy agente forestal, hoy de ronda por el monte. Cuál fue mi pedido más caro con ustedes y cuánto salió??",
        "invoice_line.artist_of.all": "de qué artistas os he comprado música? estibador en el puerto, esperando a que atraque el barco",
        "invoice_line.price.least_expensive": "Herrador, el caballo por fin se está quieto jaja. La canción más barata que les compré, cuál fue y cuánto pagué",
        "playlist.contents.by_name": "trabajo en una óptica y busco música para la tienda. qué canciones tiene la playlist {playlist}?",
        "profile.address.own": "¿Qué dirección tienen en mi cuenta? soldador, me mudé más cerca del taller",
        "track.genre_of.by_name": "técnico de aerogeneradores, arriba en la góndola con {song} en bucle. de qué género es en la tienda",
        "track.list.by_name": "Topógrafo, con el trípode en un barbecho toda la mañana. ¿Tienen {song} para comprar?",
        "track.price.by_id": "cuánto cuesta la canción {track_id}? soy crupier en el casino y acabo de salir del turno",
    },
    "fr": {
        "album.count.by_name": "{album}, il y a combien de titres dessus ?? couvreur, pause sur le toit",
        "album.duration.by_name": "Assistante dentaire, petite pause entre deux patients. L'album {album} dure combien de temps en tout ?",
        "album.price.by_name": "garde forestier, tournée finie dans la forêt domaniale. l'album {album} complet, ça coûte combien",
        "artist.count.by_name": "Combien d'albums de {artist} vous avez ? docker au port, on attend le porte-conteneurs",
        "genre.contents.by_name": "maréchal-ferrant, la forge chauffe. vous avez quels morceaux de {genre} ??",
        "invoice.count.all": "Je suis opticienne, boutique calme aujourd'hui. J'ai passé combien de commandes chez vous au total ?",
        "playlist.count.all": "soudeur en atelier, petite pause. nombre de playlists sur votre site ?",
        "track.duration.by_id": "Technicien éolien, bloqué au port, la mer est trop forte pour sortir aux éoliennes. Le titre {track_id} dure combien ?",
        "track.genre_of.by_name": "{song} c'est quel genre chez vous ? je suis géomètre, trépied planté dans un champ boueux",
        "track.price.by_name": "Croupier au casino, fin de service. Combien coûte {song}",
    },
    "de": {
        "album.artist_of.by_name": "Von wem ist {album}? Dachdecker hier, lief grad oben aufm Dach",
        "artist.count.all": "ZFA in ner Zahnarztpraxis, kurz kein Patient. wie viele Künstler habt ihr insgesamt",
        "artist.genre_of.by_name": "Ranger im Nationalpark, Runde durchs Moor gemacht mit {artist} im Ohr. Unter welchem Genre laufen die bei euch?",
        "invoice.total.least_expensive": "Was war meine günstigste Bestellung bei euch und was hat die gekostet? Hafenarbeiter, warten aufs Containerschiff",
        "invoice.total.oldest": "Hufschmied, Pferd steht endlich still lol. was hat meine allererste Bestellung bei euch gekostet",
        "invoice_line.list.by_name": "Optikerin, im Laden lief {song}. Hab ich das bei euch schon mal gekauft??",
        "track.album_of.by_name": "Schweißer, Helm hoch für ne Minute. {song}, auf welchem Album ist das",
        "track.composer.by_name": "Servicetechniker für Windkraftanlagen, sitz oben in der Gondel. Wer hat {song} geschrieben?",
        "track.duration.by_name": "wie lang geht {song}? Vermesser hier, Stativ im Acker und es nieselt",
        "track.list.by_name": "Croupier im Casino, Schicht am Roulettetisch ist vorbei. habt ihr {song} im Angebot?",
    },
    "it": {
        "album.count.all": "Quanti album vendete in tutto? lavoro sui tetti e oggi piove, siamo fermi",
        "artist.albums.by_name": "ASO in uno studio dentistico, tra un paziente e l'altro. che album avete di {artist}?",
        "artist.count.all": "guardiaparco, giro di controllo finito. quanti artisti ci sono da voi??",
        "invoice.total.latest": "Il mio ultimo ordine a quanto è arrivato? sono un portuale, aspettiamo che attracchi la nave",
        "invoice.total.oldest": "Faccio il maniscalco, il cavallo finalmente sta fermo lol. Il primo ordine che ho fatto da voi quanto era?",
        "invoice_line.list.all": "ottico, negozio vuoto oggi. mi elencate tutti i brani che ho comprato da voi",
        "playlist.count.all": "Saldatore in officina, maschera alzata un attimo. Quante playlist avete sul sito?",
        "profile.address.own": "che indirizzo risulta sul mio account? faccio il tecnico eolico e mi sono trasferito vicino al parco",
        "track.album_of.by_id": "Geometra, sto facendo un rilievo in un campo fangoso. Il brano {track_id} da che album viene?",
        "track.duration.by_name": "croupier al casinò, fine turno. quanto dura {song}",
    },
    "nl": {
        "invoice.total.all": "Dakdekker, vandaag regen dus niet het dak op. Hoeveel heb ik bij jullie uitgegeven, alles bij elkaar opgeteld?",
        "invoice.total.by_id": "wat was het totaal van factuur {invoice_id}? tandartsassistente, even tussen twee patiënten door",
        "invoice.total.in_month": "Boswachter hier, net terug van een ronde door het bos. Op mijn afschrift staat iets van jullie uit {month} {year}, wat kostte die bestelling?",
        "profile.name.own": "havenarbeider, schip ligt nog niet aan de kade. onder welke naam staat mijn account??",
        "support_rep.name.own": "Hoe heet de medewerker die mijn account beheert? hoefsmid, paard staat eindelijk stil lol",
        "track.album_of.by_name": "Opticien, in de winkel draaide {song}. Welk album is dat",
        "track.composer.by_name": "lasser in de werkplaats, kap even omhoog. wie heeft {song} geschreven?",
        "track.count.all": "Windturbinemonteur, wachten op beter weer in de haven. Hoeveel nummers hebben jullie in totaal?",
        "track.price.by_id": "wat kost nummer {track_id}? landmeter, statief in een natte wei",
        "track.price.by_name": "croupier in het casino, dienst zit erop. {song}, wat kost die bij jullie??",
    },
    "pl": {
        "album.artist_of.by_name": "czyj to album {album}? jestem dekarzem, leciał w radiu na rusztowaniu",
        "album.contents.by_name": "Asystentka stomatologiczna, mam chwilę między pacjentami. Jakie utwory są na płycie {album}?",
        "album.count.by_name": "leśniczy, obchód lasu skończony. ile kawałków ma {album}??",
        "artist.count.by_name": "Ile macie albumów {artist}? pracuję jako doker w porcie, statek się spóźnia",
        "genre.count.all": "ile macie gatunków muzycznych? kowal tu, podkuwam konie i mam przerwę",
        "genre.list.all": "Optyk, w salonie pusto. Jakie gatunki muzyki sprzedajecie?",
        "invoice.contents.latest": "spawacz w warsztacie, maska w górę na chwilę. jakie piosenki były w moim ostatnim zamówieniu",
        "playlist.contents.by_id": "Serwisuję turbiny wiatrowe, czekamy na pogodę w porcie. Co jest na playliście {playlist_id}?",
        "support_rep.name.by_id": "Geodeta, statyw w błocie po kostki. Kto z obsługi prowadził fakturę {invoice_id}, jak ta osoba się nazywa?",
        "track.duration.by_id": "krupier w kasynie, właśnie skończyłem zmianę. ile trwa utwór {track_id}",
    },
    "sv": {
        "album.contents.by_name": "Vilka låtar finns på {album}? takläggare, regnet tog oss ner från taket idag",
        "album.price.by_name": "tandsköterska, lunch mellan patienterna. vad kostar hela {album}??",
        "artist.albums.by_name": "Jobbar som naturbevakare i en nationalpark. Vilka album av {artist} säljer ni?",
        "genre.contents.by_name": "hamnarbetare, väntar på att båten ska lägga till. vad har ni för låtar inom {genre}",
        "genre.count.by_name": "Hovslagare här, hästen står äntligen still. Hur många låtar finns det i {genre} hos er?",
        "invoice.contents.oldest": "optiker, lugnt i butiken. vilka låtar köpte jag i min allra första beställning",
        "invoice_line.count.all": "Svetsare på verkstaden. Hur många låtar har jag köpt av er, alla beställningar ihop?",
        "invoice_line.price.most_expensive": "vindkraftstekniker, sitter uppe i maskinhuset och väntar. dyraste låten jag köpt hos er – vilken och vad kostade den",
        "playlist.count.by_name": "Lantmätare ute på ett lerigt fält. Spellistan {playlist}, hur många låtar?",
        "track.artist_of.by_name": "Croupier på kasinot, {song} gick i spelsalen hela natten. vem sjunger?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded: the customer number in each
# language's own everyday forms ("customer number", "acct no", "cust no", "my account:",
# "customer no.", "account", "my number's", "Kundennummer", "Kd-Nr", "Kundennr.", "meine
# Nummer", "n° client", "numéro de client", "klantnummer", "klantnr", "número de cliente",
# "nº cliente", "cliente numero", "codice cliente", "n. cliente", "nr klienta", "numer
# klienta", "klient", "kundnummer", "kundnr", "kund-id") and the e-mail's ("email address",
# "the email is", "my email's", "mailadres", "correo", "correo electrónico", "indirizzo
# email", "adres e-mail", "mail", "mejl", "adresse e-mail"), with commas, dashes, slashes, a
# pipe, brackets, "and" (en, und, et, en, y, e, i, och) or a new line between them, a name
# before them or a sign-off ("thanks", "Gruß", "merci !").
# Placements differ from fresh30's and fresh29's for each of the eight other languages;
# English, in two of the three, keeps one of fresh30's (said first) and one of fresh29's
# (tacked on), as two of three must:
# ``fresh31_ids_first``: the identifiers alone in a first message, then the question;
#   English and es/it/pl/nl;
# ``fresh31_ids_inline``: the identifiers after the question in the same message; English and
#   de/fr;
# ``fresh31_ids_when_requested``: the question alone, then the identifiers in a second message
#   as the reply to the request for them; pt/sv.
# Each of the eight other languages is in one family only.
FRESH31_FAMILIES: dict[str, dict] = {
    "fresh31_ids_first": {
        "split": "fresh31", "ids": "before", "transform": "none",
        "frames": {
            "es": ["{q}", "Y ahora la pregunta: {q}"],
            "it": ["{q}", "Ecco, la domanda è questa: {q}"],
            "pl": ["{q}", "A teraz pytanie: {q}"],
            "nl": ["{q}", "Dan nu mijn vraag: {q}"],
            "en": ["{q}", "anyway, my question: {q}", "So. {q}"],
        },
        "id_lines": {
            "es": ["Buenas, soy {first}. Número de cliente: {id} - correo: {email}",
                   "cliente {id} y correo electrónico {email}",
                   "{email}\nnº cliente {id}"],
            "it": ["Buonasera, sono {first}: cliente numero {id}, indirizzo email {email}",
                   "codice cliente {id} / {email}",
                   "{email} - n. cliente {id}"],
            "pl": ["Dzień dobry, tu {first}. Nr klienta {id}, adres e-mail {email}",
                   "numer klienta {id} i mail {email}",
                   "{email}\nklient {id}"],
            "nl": ["Hallo, met {first}. Klantnummer {id} en mijn mailadres is {email}",
                   "klantnr {id} / {email}",
                   "{email}\nklantnummer: {id}"],
            "en": ["hello - customer number {id}, email address {email}",
                   "{first} here\nacct no {id}\n{email}",
                   "my account: {id} / {email}",
                   "customer no. {id} and the email is {email}"],
        },
    },
    "fresh31_ids_inline": {
        "split": "fresh31", "ids": "with", "transform": "none",
        "frames": {
            "de": ["{q}", "Hallo ihr, {q}"],
            "fr": ["{q}", "Bonsoir à vous, {q}"],
            "en": ["{q}", "hiya, {q}", "Evening. {q}"],
        },
        "id_lines": {
            "de": ["– Kundennummer {id}, E-Mail {email}",
                   "(Kd-Nr {id} / {email})",
                   "Gruß, {first} | Kundennr. {id} | {email}",
                   "meine Nummer ist {id} und die Mail {email}"],
            "fr": ["– n° client {id}, mail {email}",
                   "(client {id} / {email})",
                   "merci ! {first}, numéro de client {id} et adresse e-mail {email}"],
            "en": ["- customer number {id}, email {email}",
                   "(account {id} / {email})",
                   "thanks, {first}\ncust no {id}\n{email}",
                   "my number's {id} and my email's {email}"],
        },
    },
    "fresh31_ids_when_requested": {
        "split": "fresh31", "ids": "after", "transform": "none",
        "frames": {
            "pt": ["{q}", "Boa noite, tudo bem? {q}"],
            "sv": ["{q}", "Tjena, snabb fråga till er: {q}"],
        },
        "id_lines": {
            "pt": ["pois, número de cliente {id} e email {email}",
                   "{first} - nº cliente {id} - {email}",
                   "cliente {id}\n{email}"],
            "sv": ["visst, kundnummer {id} och mejl {email}",
                   "{first}, kundnr {id} / {email}",
                   "{email}\nkund-id: {id}"],
        },
    },
}  # fmt: skip
