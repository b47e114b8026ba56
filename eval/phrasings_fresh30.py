"""A thirty-second set of wordings and families for ``eval.generate`` (``--split fresh30``).

Why: ``fresh29`` (``eval.phrasings_fresh29``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise (nothing under ``agents/``,
``tools/``, ``lexicon/``, ``support/``, ``specialists/``, ``bench/`` or ``llm/`` was opened,
nor any result; of the case files only the family and language tags of the already-read
``fresh29`` were counted, to size the split), as ordinary customers type into a shop's chat
box, in ten voices none of the earlier splits used, each cell in one of them: a lighthouse
keeper (the foghorn, the lamp room, a gale, the supply boat that cannot get out, the post
that comes by boat, a dad who had the light before); a taxi driver (the rank, a fare in the
back, an airport run, late-night fares, the taxi books for the accountant); a hospital porter
(pushing beds down to X-ray, the porters' lodge, quiet corridors on nights, a tea break from
portering); a school dinner lady (the hatch, the lunch queue, wiping the tables after
dinners, the kitchen radio, an end-of-term disco); a paramedic (standby in the ambulance, a
blue-light run, a long wait to hand over at A&E, the crew room, the expenses form); a
supermarket cashier (the till, the tannoy between announcements, stacking shelves on a late,
a staff discount); an electrician (rewiring a house, pulling cable in a loft, under the
floorboards, a fuse board, an apprentice once); a butcher (the cold room, the Saturday queue,
doing a customer's chops, behind the counter, the butcher's books); a librarian (the issue
desk, story time, a borrower's question, filing receipts, shut for stocktake); a care worker
in a care home (a resident asking for an album in the lounge, residents napping, a
sing-along sheet, a birthday on the first floor). Terse to three sentences; lower case now
and then, "??", no closing mark, an aside after the question ("dont ask", "long night",
"lol", "ta"), a noun phrase put as the question ("tracklist?", "genre?", "number of artists
you carry?", "price to download it??", "total for that order?", "your list of genres?"), a
few ordinary slips ("u", "whats", "dont", "ive", "i", "thx"); titles never quoted; no digits
anywhere outside the slots (none in count questions).
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices in each language's own words (faroleiro,
taxista, maqueiro, merendeira, INEM, operadora de caixa, eletricista, talhante,
bibliotecária, cuidadora num lar de idosos; farero, taxista, celador, comedor de un cole,
técnico de ambulancias, cajera del súper, electricista, carnicero, bibliotecaria, cuidadora
en una residencia; gardien de phare, chauffeur de taxi, brancardier, dame de cantine,
ambulancier, caissière, électricien, boucher, bibliothécaire, aide-soignante en EHPAD;
Leuchtturmwärter, Taxifahrer, Betten schieben im Krankenhaus, Küchenhilfe in der
Schulmensa, Rettungssanitäter, Kassiererin, Elektriker, Metzger, Bibliothekarin,
Altenpflegerin; guardiano del faro, tassista, barelliere, cuoca in una mensa scolastica,
soccorritore in ambulanza, cassiera, elettricista, macellaio, bibliotecaria, OSS in una
RSA; vuurtorenwachter, taxichauffeur, bedden rijden in het ziekenhuis, overblijfjuf,
ambulanceverpleegkundige, caissière, elektricien, slager, bibliotheekmedewerker,
verzorgende in het verpleeghuis; latarnik, taksówkarz, sanitariusz, kucharka w szkolnej
stołówce, ratownik medyczny, kasjerka, elektryk, mięsny, bibliotekarka, dom opieki;
fyrvaktare, taxichaufför, patienttransporter på sjukhuset, skolköket,
ambulanssjukvårdare, kassörska, elektriker, charkdisken, bibliotekarie, undersköterska på
ett äldreboende); European and Brazilian Portuguese, Spain's and Latin American Spanish side
by side.
Every answerable cell in English; in each of pt, es, fr, de, it, nl, pl, sv the same ten
cells it asks in ``fresh29`` (so the splits compare cell for cell, and no date or date-list
cell outside English: the scorer reads English dates only).
One glimpse to own: the commit log and ``eval/README.md`` (read for the generate command)
named one of ``fresh29``'s failures, a Polish zookeeper's "opiekun" read as the account's
rep; the Polish care worker here says "pracuję w domu opieki", not "opiekunka", so that
known failure is not asked again on purpose (nor avoided beyond that one word).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH30_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "foghorn's been going since teatime and i need something louder than it. {artist}, which of their albums do you have",
        "artist.count.by_name": "Had a fare in the back singing {artist} all the way from the station. how many albums of theirs do you sell??",
        "artist.tracks.by_name": "Been pushing beds down to X-ray all morning with {artist} in one ear. What songs of theirs can I get here?",
        "artist.genre_of.by_name": "the kids in the lunch queue were doing {artist} at me through the hatch lol. what genre are they on your site",
        "artist.count.all": "on standby in the ambulance outside the station. number of artists you carry?",
        "album.count.all": "On my break from the till at the supermarket, nothing to read. how many albums are in your catalogue altogether",
        "album.contents.by_name": "rewiring a whole house this week and {album} is getting me through it. tracklist?",
        "album.artist_of.by_name": "{album} came on in the cold room and none of us could agree who it was. whose album is that??",
        "album.count.by_name": "quiet afternoon on the issue desk, {album} on in one earbud. how many tracks has it got",
        "album.price.by_name": "A resident keeps asking for {album} in the lounge after tea. What would it cost me to buy the lot?",
        "album.duration.by_name": "supply boat can't get out to us till the weekend. {album}, how long is it start to finish? need to ration my listening lol",
        "track.list.by_name": "waiting on the rank and the radio played {song}. can i buy that on here or not",
        "track.artist_of.by_name": "whoever's on nights in the porters' lodge always has {song} on. who sings it? nobody there knows",
        "track.album_of.by_name": "We had {song} on while wiping the tables down after dinners. which album's it on",
        "track.genre_of.by_name": "my crewmate sings {song} on every blue-light run, dont ask. genre?",
        "track.price.by_name": "tannoy at work played {song} between the announcements today. price to download it??",
        "track.duration.by_name": "{song} - how long does it go on for? one more song and then I'm back under the floorboards",
        "track.composer.by_name": "Bloke in the Saturday queue whistled {song} the whole time I was doing his chops. who's the songwriter on that",
        "track.duration.by_id": "how long is track {track_id}? for story time, the little ones wont sit still for anything long",
        "track.price.by_id": "Lady on our first floor wants track {track_id} for her birthday. how much is it",
        "track.composer.by_id": "who wrote track {track_id}? been arguing about it with myself up in the lamp room, long night",
        "track.album_of.by_id": "Airport run first thing so I'm up early. track {track_id}, what album is it from?",
        "track.count.all": "corridors are dead tonight. total number of songs in your store??",
        "playlist.list.all": "could you show me your playlists? want something better for the kitchen radio than what the cook puts on",
        "playlist.count.all": "Long wait to hand over at A&E. How many playlists have you lot got on the site?",
        "playlist.contents.by_id": "stacking shelves on a late. whats in playlist {playlist_id}",
        "playlist.contents.by_name": "Up in a loft pulling cable all day. what's actually on the {playlist} playlist?",
        "playlist.count.by_name": "thinking of putting your {playlist} playlist on behind the counter. how many songs in it, ta",
        "genre.list.all": "A borrower asked me what kinds of music you sell and I had no clue. your list of genres?",
        "genre.count.all": "residents are all napping so i've got a minute. how many genres have u got on here",
        "genre.contents.by_name": "nothing but {genre} gets me through a gale out here. which {genre} tracks do you sell??",
        "genre.count.by_name": "my late-night fares always ask for {genre}. how many {genre} songs have you got in stock",
        "invoice.list.all": "Can I have a list of all my orders with you, with the date for each? sorting my bank stuff in the porters' lodge",
        "invoice.count.all": "how many orders have i placed on here since i joined? settling an argument in the school kitchen",
        "invoice.date.latest": "When was my latest order with you? date only, I'm between calls",
        "invoice.total.latest": "my most recent order here, what did it come to in the end? staff discount doesn't work on music sadly lol",
        "invoice.date.oldest": "date of my very first order with you? been buying off you since i was an apprentice",
        "invoice.total.oldest": "How much did my first ever order on here cost? doing the books for the butcher's and got curious",
        "invoice.date.nth": "the order before my most recent one - what day did I place that? filing receipts at the issue desk",
        "invoice.total.most_expensive": "which of my orders was the biggest and what was the total? care home wages just came in so I'm being careful",
        "invoice.total.least_expensive": "smallest order i ever made with you, what did it come to. post only comes out on the boat so cant check the paper copy",
        "invoice.list.in_year": "Need my orders from {year} with their dates please. the accountant wants them for my taxi books",
        "invoice.total.in_month": "there's a payment to you in {month} {year} on my statement. total for that order?",
        "invoice.contents.by_id": "invoice {invoice_id} - which songs were on that one? pretty sure it was over the summer holidays",
        "invoice.date.by_id": "what date's invoice {invoice_id} from? need it for the expenses form at the ambulance station",
        "invoice.total.by_id": "How much was invoice {invoice_id}? checking it against my pay from the supermarket",
        "invoice.contents.latest": "what songs did i get in my latest order? downloaded them onto a tablet that died up a loft",
        "invoice.contents.oldest": "My first order with you, what tracks were in it? getting nostalgic behind the counter on a slow Monday",
        "invoice.total.all": "all my orders added up, what's the grand total I've spent with you? library's shut for stocktake so I'm doing my own",
        "invoice_line.list.all": "can u list every song ive bought from you? making a sing-along sheet for the residents",
        "invoice_line.count.all": "Total songs I've bought from you across all my orders? counting things is half the job out at the light",
        "invoice_line.price.most_expensive": "whats the priciest song ive ever bought off you and how much was it? still cheaper than a fare to the airport",
        "invoice_line.price.least_expensive": "The cheapest song I've ever bought from you - which one was it and what did I pay?",
        "invoice_line.list.by_name": "did i already buy {song} from you? the kids want it for the end-of-term disco and i dont want to pay twice",
        "invoice_line.artist_of.all": "which singers and bands have i bought stuff from on here? we're playing a guessing game in the crew room",
        "support_rep.name.own": "Name of my account rep please, the one assigned to me",
        "support_rep.contact.own": "what's my support rep's email? hands full with a fuse board so email beats ringing",
        "support_rep.name.by_id": "invoice {invoice_id}, which rep handled it? just the name thx",
        "profile.contact.own": "What email and phone number are on my account? changed my number when I started at the library",
        "profile.address.own": "which address have you got for me on file? moved closer to the care home last month",
        "profile.name.own": "whose name is my account in? might still be my dad's, he had the light before me",
        "profile.date.oldest": "When did I first buy anything from you? Date please, sat at the rank with nothing to do",
        "profile.date.latest": "last time I bought something here, what was the date?? on a tea break from portering",
    },
    "pt": {
        "invoice.contents.by_id": "taxista aqui, parado no ponto esperando corrida. que músicas vieram na fatura {invoice_id}?",
        "invoice_line.count.all": "Sou maqueiro no hospital, empurrando maca o dia todo. Quantas músicas já comprei com vocês no total?",
        "invoice_line.price.least_expensive": "merendeira de escola, acabou o recreio agora. qual foi a musica mais barata q eu comprei ai e quanto paguei",
        "playlist.contents.by_id": "Trabalho no INEM, estamos de prevenção na base. O que é que a playlist {playlist_id} tem?",
        "playlist.count.by_name": "sou operadora de caixa no mercado e o gerente deixou por a playlist {playlist} na loja. quantas faixas ela tem??",
        "playlist.list.all": "Eletricista, to em cima do forro passando fio. me manda a lista das playlists de vcs",
        "profile.contact.own": "talhante aqui. Mudei de número há pouco - que contactos têm na minha ficha, email e telefone?",
        "support_rep.contact.own": "bibliotecária, balcão calmo hoje. preciso do e-mail da pessoa que cuida da minha conta, podem passar?",
        "track.album_of.by_id": "Sou cuidadora num lar de idosos e uma senhora pede sempre a faixa {track_id}. De que álbum é?",
        "track.composer.by_id": "faroleiro, noite de nevoeiro e a buzina nao para. quem é o compositor da faixa {track_id}",
    },
    "es": {
        "artist.genre_of.by_name": "celador en el hospital, llevo toda la mañana con camillas y {artist} en los cascos. en qué género los tenéis?",
        "artist.tracks.by_name": "Trabajo en el comedor de un cole y los niños me piden {artist}. qué canciones suyas venden",
        "invoice.total.most_expensive": "Técnico de ambulancias, de guardia en la base. ¿Cuál ha sido mi pedido más caro con ustedes y de cuánto fue?",
        "invoice_line.artist_of.all": "cajera en el super, en mi descanso. de que artistas les he comprado musica??",
        "invoice_line.price.least_expensive": "Electricista, cambiando un cuadro eléctrico. La canción más barata que os he comprado, cuál fue y cuánto costó?",
        "playlist.contents.by_name": "carnicero, los sábados la cola llega hasta la calle. qué temas lleva la playlist {playlist}",
        "profile.address.own": "Soy bibliotecaria y me mudé cerca de la biblioteca. ¿Me dicen qué dirección tienen guardada en mi cuenta?",
        "track.genre_of.by_name": "cuidadora en una residencia de mayores, una abuela canta {song} todo el dia. q género es en su tienda?",
        "track.list.by_name": "Soy farero y esta noche hay temporal. tienen {song}? la quiero comprar",
        "track.price.by_id": "taxista en la parada del aeropuerto. la canción {track_id} cuánto cuesta",
    },
    "fr": {
        "album.count.by_name": "dame de cantine, les gamins réclament {album} au self lol. combien de titres dessus ?",
        "album.duration.by_name": "Ambulancier, on attend à la base entre deux interventions. {album}, ça dure combien en tout ?",
        "album.price.by_name": "caissière en supermarché, petite pause. l'album {album} en entier c'est combien",
        "artist.count.by_name": "Électricien, je tire des câbles dans des combles. Vous avez combien d'albums de {artist} ?",
        "genre.contents.by_name": "boucher, en chambre froide avec du {genre} à fond. vous avez quoi comme morceaux {genre} ??",
        "invoice.count.all": "Bibliothécaire, je range avant l'ouverture. J'ai passé combien de commandes chez vous en tout ?",
        "playlist.count.all": "aide-soignante en EHPAD, les résidents font la sieste. combien de playlists sur votre site",
        "track.duration.by_id": "Gardien de phare, grosse tempête cette nuit. le titre {track_id} dure combien de temps ?",
        "track.genre_of.by_name": "chauffeur de taxi, un client m'a demandé {song} à la gare. c'est classé dans quel genre chez vous",
        "track.price.by_name": "Brancardier à l'hôpital, je pousse des lits depuis ce matin. {song} coûte combien ?",
    },
    "de": {
        "album.artist_of.by_name": "Rettungssanitäter, wir stehen grad auf der Wache rum. {album} ist von wem?",
        "artist.count.all": "Kassiererin im Supermarkt, Pause im Sozialraum. wie viele Künstler gibts bei euch insgesamt",
        "artist.genre_of.by_name": "bin Elektriker und verleg grad Kabel auf dem Dachboden, {artist} im Ohr. welches Genre sind die bei euch??",
        "invoice.total.least_expensive": "Metzger hier, samstags geht die Schlange bis auf die Straße. Meine billigste Bestellung bei euch, was hat die gekostet?",
        "invoice.total.oldest": "Bibliothekarin, heute ist Inventur. Was hat meine erste Bestellung bei euch insgesamt gekostet?",
        "invoice_line.list.by_name": "Altenpflegerin im Heim, eine Bewohnerin summt ständig {song}. hab ich das bei euch schon mal gekauft",
        "track.album_of.by_name": "Leuchtturmwärter, das Nebelhorn läuft seit Stunden. Auf welchem Album ist {song}?",
        "track.composer.by_name": "taxifahrer am bahnhof, ein fahrgast wollte {song} hören. wer hat den song komponiert",
        "track.duration.by_name": "Ich schieb im Krankenhaus Betten von Station zu Station. Wie lange geht {song}?",
        "track.list.by_name": "Küchenhilfe in der Schulmensa, die Kinder singen dauernd {song}. habt ihr den Song?",
    },
    "it": {
        "album.count.all": "elettricista, sto rifacendo l'impianto in una casa vecchia. quanti album vendete in tutto",
        "artist.albums.by_name": "Faccio il macellaio e in bottega mettiamo sempre {artist}. Che album avete di loro?",
        "artist.count.all": "bibliotecaria, biblioteca vuota stamattina. quanti artisti ci sono nel vostro negozio??",
        "invoice.total.latest": "Sono OSS in una RSA, gli ospiti dormono. A quanto è arrivato il mio ultimo ordine?",
        "invoice.total.oldest": "guardiano del faro, mareggiata e niente da fare. quanto avevo speso nel mio primo ordine da voi",
        "invoice_line.list.all": "Tassista, fermo al posteggio da un'ora. Mi fate vedere tutti i brani che ho comprato da voi?",
        "playlist.count.all": "barelliere in ospedale, pausa caffè. quante playlist ci sono sul sito",
        "profile.address.own": "Cuoca in una mensa scolastica, ho cambiato casa. Che indirizzo avete sul mio account?",
        "track.album_of.by_id": "Soccorritore in ambulanza, turno di notte. il brano {track_id} da quale album viene?",
        "track.duration.by_name": "cassiera al supermercato, in cassa passava {song}. quanto dura?",
    },
    "nl": {
        "invoice.total.all": "Bibliotheekmedewerker, rustige ochtend aan de balie. Wat heb ik bij jullie in totaal uitgegeven, alle bestellingen samen?",
        "invoice.total.by_id": "verzorgende in het verpleeghuis, even pauze. factuur {invoice_id}, wat was het totaal",
        "invoice.total.in_month": "Vuurtorenwachter, storm op zee dus ik doe mijn administratie. Ik zie een afschrijving van jullie in {month} {year}, hoeveel was die bestelling?",
        "profile.name.own": "taxichauffeur, sta bij het station te wachten. op welke naam staat m'n account?",
        "support_rep.name.own": "Ik rij de hele dag bedden rond in het ziekenhuis. wie is mijn contactpersoon bij jullie, hoe heet die?",
        "track.album_of.by_name": "overblijfjuf op school, de kids zingen {song} in de kantine. welk album is dat??",
        "track.composer.by_name": "Ambulanceverpleegkundige, wachten op de post. Wie is de componist van {song}?",
        "track.count.all": "caissiere bij de supermarkt, rustig aan de kassa. hoeveel nummers hebben jullie in de winkel",
        "track.price.by_id": "Elektricien, bezig met een meterkast. nummer {track_id}, wat kost dat?",
        "track.price.by_name": "Slager hier, zaterdag is het altijd druk. Hoeveel moet ik betalen voor {song}?",
    },
    "pl": {
        "album.artist_of.by_name": "pracuje na mięsnym, w chłodni leci {album}. czyj to album?",
        "album.contents.by_name": "Bibliotekarka, układam zwroty na półkach. Jakie piosenki są na {album}?",
        "album.count.by_name": "Pracuję w domu opieki, pensjonariusze lubią {album}. ile tam jest utworów?",
        "artist.count.by_name": "latarnik, sztorm i mgła całą noc. ile albumów {artist} macie w sklepie",
        "genre.count.all": "Taksówkarz, stoję na postoju pod dworcem. Ile gatunków muzyki macie?",
        "genre.list.all": "sanitariusz w szpitalu, wożę łóżka na rentgen. jakie gatunki muzyczne są u was??",
        "invoice.contents.latest": "Kucharka w szkolnej stołówce, po obiedzie zmywamy. Co było w moim ostatnim zamówieniu, jakie utwory?",
        "playlist.contents.by_id": "Ratownik medyczny, czekamy w karetce na wezwanie. co jest na playliście {playlist_id}",
        "support_rep.name.by_id": "kasjerka w markecie, mam przerwę. jak się nazywa osoba z obsługi od faktury {invoice_id}?",
        "track.duration.by_id": "Elektryk, wymieniam skrzynkę z bezpiecznikami. Jak długi jest utwór {track_id}?",
    },
    "sv": {
        "album.contents.by_name": "ambulanssjukvårdare, väntar på larm på stationen. vilka låtar är det på {album}",
        "album.price.by_name": "Kassörska i mataffären, har rast nu. Vad kostar {album} om jag köper hela?",
        "artist.albums.by_name": "elektriker, drar kabel på en vind. vilka album har ni med {artist}??",
        "genre.contents.by_name": "Jobbar i charkdisken, kylrummet är iskallt men {genre} hjälper. Vad har ni för {genre}-låtar?",
        "genre.count.by_name": "bibliotekarie, tyst i läsesalen. hur många låtar har ni i genren {genre}",
        "invoice.contents.oldest": "Undersköterska på ett äldreboende, nattpass. Vad köpte jag för låtar i min första beställning hos er?",
        "invoice_line.count.all": "fyrvaktare ute på ön, mörkt och blåsigt. hur många låtar har jag köpt av er totalt",
        "invoice_line.price.most_expensive": "Taxichaufför, står i kön vid flygplatsen. Vilken är den dyraste låten jag har köpt hos er, och vad kostade den?",
        "playlist.count.by_name": "jobbar med patienttransporter på sjukhuset. hur många låtar är det på spellistan {playlist}??",
        "track.artist_of.by_name": "Jobbar i skolköket, barnen tjatar om {song}. Vem sjunger den?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded: the customer number in each
# language's own everyday forms ("account number", "customer number", "Customer ID", "login
# email", "Kundennr.", "Kunden-ID", "numéro de client", "identifiant client", "compte n°",
# "klantnummer", "klant-id", "klantnr.", "número de cliente", "id de cliente", "kundnummer",
# "kund-id", "kundnr", "nº de cliente", "codice cliente", "numero cliente", "numer klienta",
# "klient nr"), the pair in brackets, after a colon ("my details first:", "Meine Daten
# vorab:", "dados:", "mina uppgifter:", "mijn gegevens:"), a name before them or a sign-off
# ("valeu", "tack!", "groetjes"), a reply that opens with "sure", "claro", "certo", "jasne".
# Placements differ from fresh29's for every language:
# ``fresh30_ids_up_front``: the identifiers alone in a first message, then the question;
#   English and de/fr;
# ``fresh30_ids_at_the_end``: the identifiers after the question in the same message;
#   pt/sv/nl;
# ``fresh30_ids_on_request``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; English and es/it/pl.
# Each of the eight other languages is in one family only.
FRESH30_FAMILIES: dict[str, dict] = {
    "fresh30_ids_up_front": {
        "split": "fresh30", "ids": "before", "transform": "none",
        "frames": {
            "de": ["{q}", "So, und jetzt meine eigentliche Frage: {q}"],
            "fr": ["{q}", "Voilà, et maintenant ma question : {q}"],
            "en": ["{q}", "ok so here's my actual question. {q}", "Right, the question: {q}"],
        },
        "id_lines": {
            "de": ["Hallo, {first} hier – Kundennr. {id}, Mail {email}",
                   "Meine Daten vorab: {email} / Kunden-ID {id}",
                   "Kunde {id} ({email})"],
            "fr": ["Bonjour, c'est {first}. Mon numéro de client : {id}, mon mail : {email}",
                   "identifiant client {id} - {email}",
                   "{email} (compte n° {id})"],
            "en": ["hi, {first} here. account number {id}, email {email}",
                   "my details first: {email} | customer number {id}",
                   "Customer ID {id} - {email}",
                   "{first} - acct {id}, login email {email}"],
        },
    },
    "fresh30_ids_at_the_end": {
        "split": "fresh30", "ids": "with", "transform": "none",
        "frames": {
            "pt": ["{q}", "Olá, boa tarde! {q}"],
            "sv": ["{q}", "Hejsan, en fråga! {q}"],
            "nl": ["{q}", "Hoi, {q}", "Middag allemaal, {q}"],
        },
        "id_lines": {
            "pt": ["(meu número de cliente é {id}, email {email})",
                   "dados: cliente {id} - {email}",
                   "valeu, {first} (id de cliente {id}, email {email})"],
            "sv": ["(kundnummer {id}, mail {email})",
                   "mina uppgifter: {email}, kund-id {id}",
                   "tack! /{first}, kundnr {id}, {email}"],
            "nl": ["(klantnummer {id}, e-mail {email})",
                   "mijn gegevens: {email}, klant-id {id}",
                   "groetjes {first} – klantnr. {id} – {email}"],
        },
    },
    "fresh30_ids_on_request": {
        "split": "fresh30", "ids": "after", "transform": "none",
        "frames": {
            "es": ["{q}", "Hola! una consulta: {q}"],
            "it": ["{q}", "Buongiorno, una domanda: {q}"],
            "pl": ["{q}", "Dzień dobry, jedno pytanko: {q}"],
            "en": ["{q}", "evening all, {q}", "Hello, question for you. {q}"],
        },
        "id_lines": {
            "es": ["claro, soy {first}: cliente {id}, correo {email}",
                   "nº de cliente {id} y email {email}",
                   "{email} / cliente {id}"],
            "it": ["certo: codice cliente {id}, mail {email}",
                   "sono {first}, cliente {id} - {email}",
                   "{email} e il numero cliente è {id}"],
            "pl": ["jasne, numer klienta {id}, e-mail {email}",
                   "{first}, klient nr {id}, {email}",
                   "e-mail: {email}, nr: {id}"],
            "en": ["sure, it's customer {id} and the email is {email}",
                   "{first} - id {id} - {email}",
                   "acct number {id}, email on it is {email}",
                   "ok: {email} / {id}"],
        },
    },
}  # fmt: skip
