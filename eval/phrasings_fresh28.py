"""A thirtieth set of wordings and families for ``eval.generate`` (``--split fresh28``).

Why: ``fresh27`` (``eval.phrasings_fresh27``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise (nothing under ``agents/``,
``tools/``, ``lexicon/``, ``support/``, ``specialists/``, ``bench/`` or ``llm/`` was opened,
nor any result; of the case files only the family and language tags of the already-read
``fresh27`` were counted, to size the split), as ordinary customers type into a shop's chat box, in ten
voices none of the earlier splits used, each cell in one of them: a tattoo artist (the
studio, a long sitting, the stencil, needles, a client in the chair, a flash day); a dog
groomer (the grooming van, clippers, a poodle, nervous spaniels, the dryer); a lifeguard (the
tower, a red flag, an empty beach, the pool, end of season); a stonemason (the yard, a
headstone, a cathedral restoration, dust, the apprentice); a tree surgeon (the harness, the
chipper, an oak, a chainsaw, ear defenders); a midwife (on call, a long labour, the birth
centre, a home birth, a mum-to-be); a chimney sweep (soot, a flue, brushes and rods, wood
burners, the autumn rush); a ferry deckhand (the crossing, the car deck, the crew mess, a
choppy sea); a bus driver (the route, the depot, the terminus, a layover, passengers); a
locksmith on call-outs (a locked-out customer, a door picked, waiting on a landlord, the
van). Terse to three sentences; lower case now and then, "??", no closing mark, an aside
after the question ("just curious", "long story", "lol"), a noun phrase put as the question
("genre?", "total running time of the album?", "email address for my account rep pls"), a
few ordinary slips ("u", "whats", "cant", "im", "pls", "thx"); titles never quoted; no
digits anywhere outside the slots (none in count questions).
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices in each language's own words (tatuador, banho e
tosa, nadador-salvador, parteira, motorista de ônibus, chaveiro, podar, canteiro,
limpa-chaminés, cacilheiro; tatuador, colectivo, deshollinador, ferry, peluquera canina,
socorrista, cerrajero, podando, matrona, cantero; matelot, bac, sage-femme, tatoueur,
toiletteuse, tailleur de pierre, ramoneur, serrurier, maître-nageur, chauffeur de bus,
élagueur; Steinmetz, Rettungsschwimmer, Hundesalon, Schlüsseldienst, Hebamme,
Schornsteinfeger, Fähre, Tätowierer, Baumpfleger, Busfahrer; traghetto, autista, capolinea,
ostetrica, toelettatrice, scalpellino, tatuatore, bagnino, fabbro, spazzacamino, potatore;
veerboot, tatoeëerder, verloskundige, steenhouwer, slotenmaker, buschauffeur, trimsalon,
strandwacht, schoorsteenveger, boomverzorger; arborysta, kominiarz, prom, kierowca autobusu,
kamieniarz, groomer, ślusarz, ratownik, położna, tatuażysta; barnmorska, låssmed, däcksman,
arborist, tatuerare, sotare, hundfrisör, busschaufför, livräddare, stenhuggare); European and
Brazilian Portuguese side by side.
Every answerable cell in English; in each of pt, es, fr, de, it, nl, pl, sv the same ten
cells it asks in ``fresh27`` (so the splits compare cell for cell, and no date or date-list
cell outside English: the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH28_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "got a long layover at the depot. what albums do u have by {artist}",
        "artist.count.by_name": "Client wants {artist} on for her whole sitting and it's a big back piece. how many of their albums do you sell??",
        "artist.tracks.by_name": "Up an oak all day tomorrow with {artist} in my ear defenders. which songs by them have you got",
        "artist.genre_of.by_name": "a mum-to-be at the birth centre wants to labour to {artist}. what genre are they listed under on here?",
        "artist.count.all": "dead quiet on the tower today, red flag so nobody's in the water. how many artists does the shop have altogether",
        "album.count.all": "Choppy crossing and nothing to do down on the car deck. total number of albums on the store?",
        "album.contents.by_name": "{album} - which songs are on it? want it on while I do a big old flue tomorrow",
        "album.artist_of.by_name": "Locked-out lady had {album} playing on her phone while I picked her door. who's the artist",
        "album.count.by_name": "{album} is the only thing that calms the spaniels down in the van. how many tracks is it",
        "album.price.by_name": "Carving a headstone this week, slow work, and I want {album} on in the yard. how much for the full album?",
        "album.duration.by_name": "thinking of putting {album} on for the run out to the terminus. total running time of the album?",
        "track.list.by_name": "is {song} on your shop? the guy in the chair asked for it and i cant find it",
        "track.artist_of.by_name": "Someone in the crew mess keeps humming {song} and none of us know it. who's it by",
        "track.album_of.by_name": "Had {song} on the radio while I swept a chimney today, customer loved it. which album is it from?",
        "track.genre_of.by_name": "{song} came on in the van between call-outs. genre? just curious",
        "track.price.by_name": "the poodle I do on tuesdays only sits still for {song} lol. how much is it",
        "track.duration.by_name": "how long is {song}? I time the chipper breaks by songs, long story",
        "track.composer.by_name": "The apprentice swears somebody famous wrote {song}. who's the composer on it?",
        "track.duration.by_id": "Looking for music for a mum in a long labour. running time of track {track_id}?",
        "track.price.by_id": "track {track_id}, how much is it? want it for the end of my shift at the pool",
        "track.composer.by_id": "passenger asked me who wrote track {track_id} on your site and i had no clue. composer name?",
        "track.album_of.by_id": "stencil's on and the client's asking for track {track_id}. which album is that off",
        "track.count.all": "Dryer's running on a very fluffy dog and I'm bored. how many songs does your whole shop have",
        "playlist.list.all": "Want something for the night crossings. what playlists have you got, names pls",
        "playlist.count.all": "stuck outside a flat waiting on the landlord with the spare key. how many playlists are on the site??",
        "playlist.contents.by_id": "The autumn rush has started, everyone wants their wood burner swept at once. what songs are in playlist {playlist_id}?",
        "playlist.contents.by_name": "Beach is empty, flags up. what tracks are on the {playlist} playlist",
        "playlist.count.by_name": "{playlist} playlist: how many songs in it? a mum on the ward swears by it",
        "genre.list.all": "The lads want different music in the truck on the way to jobs. which genres do you sell",
        "genre.count.all": "Dust everywhere in the yard and the radio's packed in. how many genres have you got altogether?",
        "genre.contents.by_name": "the depot canteen only ever plays {genre}. which tracks do u have in that genre",
        "genre.count.by_name": "doing a flash day at the studio and want {genre} on all day. how many {genre} songs are on your shop",
        "invoice.list.all": "Sorting my paperwork on a rare day off. can i get a list of every order i've made with the dates",
        "invoice.count.all": "how many orders have I placed with you in total? end of the season so tallying things up",
        "invoice.date.latest": "When did I last order from you? date pls, signal comes and goes on the crossing",
        "invoice.total.latest": "New clippers set me back loads this month. how much did my latest order with you come to in the end",
        "invoice.date.oldest": "been buying here since about when I started as an apprentice I reckon. what date was my very first order?",
        "invoice.total.oldest": "how much was my first ever order on here? it was way back when I started on the buses",
        "invoice.date.nth": "date of the order before my latest one? in the harness so keep it short",
        "invoice.total.most_expensive": "brushes and rods needed replacing, ouch. my most expensive order with you - which one was it and what was the total?",
        "invoice.total.least_expensive": "which of my orders came to the least, and what was the total? quiet month for call-outs",
        "invoice.list.in_year": "need my orders from {year} with the dates, doing the studio's accounts",
        "invoice.total.in_month": "There's a payment to you in {month} {year} on my statement, the month I did loads of nights. what was the total of that order?",
        "invoice.contents.by_id": "invoice {invoice_id}: which songs were on it? bought them for the crossing i think",
        "invoice.date.by_id": "invoice {invoice_id} - date on that please, need it for the van expenses",
        "invoice.total.by_id": "Total on invoice {invoice_id} please. the firm pays back music for the site radio",
        "invoice.contents.latest": "what songs were in my latest order? bought them for the tower and forgot which",
        "invoice.contents.oldest": "Clearing out old receipts covered in soot. what songs did my first ever order with you have in it?",
        "invoice.total.all": "whats the grand total of everything i've spent with you, all orders together? chainsaw money gone lol",
        "invoice_line.list.all": "want a mix for the route out of stuff I already paid for. list every song I've bought off you pls",
        "invoice_line.count.all": "how many songs have i bought from u over the years, all orders counted? locked out of my own van so got time lol",
        "invoice_line.price.most_expensive": "which song cost me the most out of everything I've bought here, and how much was it? still less than a box of needles",
        "invoice_line.price.least_expensive": "cheapest song I've ever bought from you, which one was it and what did it cost?",
        "invoice_line.list.by_name": "have I bought {song} from you before? want it for a home birth tomorrow and dont want to pay twice",
        "invoice_line.artist_of.all": "the crew keep nicking my phone for music. which artists have i bought stuff by on here?",
        "support_rep.name.own": "who is my rep at your end? a name would be handy",
        "support_rep.contact.own": "email address for my account rep pls, cant really chat from up a tree",
        "support_rep.name.by_id": "the rep who sorted invoice {invoice_id} for me, what's their name? thx",
        "profile.contact.own": "Got a new work phone from the depot. which email and phone number do you have for me on my account",
        "profile.address.own": "moving the grooming van to a new yard and me with it lol. whats the address on my account at the moment",
        "profile.name.own": "How have you got my name spelled on my account? the paperwork for the cathedral job has to match",
        "profile.date.oldest": "how long have i been a customer here? the date i first bought something",
        "profile.date.latest": "when did i last buy anything from you? just the date, thx",
    },
    "pt": {
        "invoice.contents.by_id": "Sou marinheiro no cacilheiro do Tejo e comprei musica para as travessias. que musicas vinham na fatura {invoice_id}?",
        "invoice_line.count.all": "sou tatuador e passo o dia com a maquininha na mao kkk. quantas musicas eu ja comprei com vcs no total?",
        "invoice_line.price.least_expensive": "Trabalho com banho e tosa e o dinheiro anda curto. De tudo o que comprei com vocês, que música saiu mais em conta e por quanto?",
        "playlist.contents.by_id": "Nadador-salvador na praia, bandeira vermelha hoje e ninguém na água. Que músicas tem a playlist {playlist_id}?",
        "playlist.count.by_name": "Sou parteira e uma mãe pediu a playlist {playlist} pro parto. quantas musicas tem nela",
        "playlist.list.all": "motorista de onibus aqui, parado no terminal esperando a hora. quais playlists vcs tem?",
        "profile.contact.own": "Sou chaveiro e acabei de trocar de celular. Qual email e telefone estão registrados na minha conta?",
        "support_rep.contact.own": "Trabalho a podar árvores, passo o dia pendurado no arnês. qual é o email do responsável pela minha conta",
        "track.album_of.by_id": "Sou limpa-chaminés e na casa de uma senhora estava a tocar a faixa {track_id}. é de que álbum?",
        "track.composer.by_id": "Sou canteiro, ando a restaurar a pedra de uma igreja antiga. Quem compôs a faixa {track_id}?",
    },
    "es": {
        "artist.genre_of.by_name": "soy tatuador y el cliente de hoy solo quiere {artist} durante la sesion. que genero les poneis en la tienda?",
        "artist.tracks.by_name": "Manejo el colectivo toda la noche y voy con {artist} en la radio. ¿Qué temas de ellos venden?",
        "invoice.total.most_expensive": "Soy deshollinador y me he comprado cepillos nuevos, carísimos. De todos mis pedidos, ¿cuál fue el más caro y qué importe tuvo?",
        "invoice_line.artist_of.all": "trabajo de marinero en el ferry a Mallorca y la tripulación siempre me pide mi música. de que artistas os he comprado canciones?",
        "invoice_line.price.least_expensive": "Soy peluquera canina, mes flojo. cual es la cancion mas barata que he comprado en vuestra tienda y por cuanto",
        "playlist.contents.by_name": "Socorrista en la piscina municipal, turno tranquilo. qué canciones lleva la lista {playlist}?",
        "profile.address.own": "Cerrajero aquí, cambio de local este mes. la dirección que tenéis en mi cuenta cuál es?",
        "track.genre_of.by_name": "Podando pinos todo el día con {song} en los cascos. Qué género es en vuestra web?",
        "track.list.by_name": "Soy matrona y una mamá quiere {song} para el parto. la vendéis??",
        "track.price.by_id": "Cantero en una obra de restauración, pausa para el bocata. cuánto cuesta la canción {track_id}",
    },
    "fr": {
        "album.count.by_name": "Matelot sur le bac de l'île, la traversée est longue. Combien de titres sur {album} ?",
        "album.duration.by_name": "sage-femme de garde cette nuit. {album} fait combien de temps en tout ?",
        "album.price.by_name": "Je suis tatoueur et je veux {album} au salon pendant une grosse séance. L'album complet, vous le vendez combien?",
        "artist.count.by_name": "toiletteuse pour chiens, les caniches adorent {artist}. combien d'albums d'eux vous avez ?",
        "genre.contents.by_name": "Tailleur de pierre sur un chantier de cathédrale, on met du {genre} à la pause. Vous avez quels titres de {genre} ?",
        "invoice.count.all": "Ramoneur, grosse saison avant l'hiver, je fais mes comptes le soir. J'ai passé combien de commandes chez vous en tout ?",
        "playlist.count.all": "serrurier, j'attends un client qui a perdu ses clés. il y a combien de playlists sur le site",
        "track.duration.by_id": "Maître-nageur à la piscine, je chronomètre tout lol. quelle est la durée du morceau {track_id} ?",
        "track.genre_of.by_name": "Chauffeur de bus, un passager a chanté {song} tout le trajet. C'est rangé dans quel genre chez vous ?",
        "track.price.by_name": "élagueur, je viens de redescendre d'un chêne. {song} c'est combien ?",
    },
    "de": {
        "album.artist_of.by_name": "Bin Steinmetz, in der Werkstatt läuft den ganzen Tag {album}. Wer ist eigentlich der Interpret?",
        "artist.count.all": "Rettungsschwimmer im Freibad, heute regnets und keiner kommt. wie viele Künstler habt ihr im Shop",
        "artist.genre_of.by_name": "Ich hab nen Hundesalon und die Pudel mögen {artist}. In welchem Genre sind die bei euch?",
        "invoice.total.least_expensive": "Schlüsseldienst hier, wenig Aufträge diesen Monat. welche meiner Bestellungen war am billigsten und wie hoch war der Betrag?",
        "invoice.total.oldest": "Bin Hebamme und hab endlich mal frei. Wie hoch war eigentlich meine allererste Bestellung bei euch?",
        "invoice_line.list.by_name": "Schornsteinfeger hier, bei ner Kundin lief {song} im Radio. Ist das schon unter meinen Käufen bei euch?",
        "track.album_of.by_name": "Auf der Fähre nach Sylt lief im Pausenraum {song}. Auf welchem Album ist das drauf?",
        "track.composer.by_name": "Tätowierer hier, mein Kunde will wissen wer {song} geschrieben hat. Komponist?",
        "track.duration.by_name": "Baumpfleger, häng grad im Seil. wie lang ist {song}",
        "track.list.by_name": "Busfahrer hier, kurze Pause an der Endhaltestelle. Verkauft ihr {song}?",
    },
    "it": {
        "album.count.all": "marinaio sul traghetto per la Sardegna, traversata lunga. quanti album avete in tutto?",
        "artist.albums.by_name": "Faccio l'autista dell'autobus e al capolinea ascolto {artist}. Che album avete di loro?",
        "artist.count.all": "Sono ostetrica, per una volta notte tranquilla in sala parto. Quanti artisti ci sono sul sito?",
        "invoice.total.latest": "toelettatrice per cani, mi si è rotta la tosatrice e ne ho presa una nuova. a quanto è venuto il mio ultimo ordine?",
        "invoice.total.oldest": "Faccio lo scalpellino e compro musica da voi da una vita. Quanto ho speso nel mio primo ordine in assoluto?",
        "invoice_line.list.all": "sono tatuatore e in studio voglio mettere solo roba mia. quali sono tutte le canzoni che ho comprato da voi finora?",
        "playlist.count.all": "bagnino, mare calmo e spiaggia vuota. quante playlist ci sono nel negozio",
        "profile.address.own": "Sono fabbro e trasloco tra poco. l'indirizzo registrato sul mio account qual è?",
        "track.album_of.by_id": "faccio lo spazzacamino e in una casa suonava il brano {track_id}. da che album viene?",
        "track.duration.by_name": "Lavoro come potatore, sto sull'albero con la motosega. {song} quanto dura",
    },
    "nl": {
        "invoice.total.all": "Matroos op de veerboot naar Texel, ik wil weten hoeveel ik aan muziek kwijt ben. Wat is het totaal van al mijn bestellingen bij jullie?",
        "invoice.total.by_id": "tatoeëerder hier, ik doe mijn boekhouding. wat was het totaalbedrag van factuur {invoice_id}?",
        "invoice.total.in_month": "Verloskundige hier. Op mijn bankafschrift staat in {month} {year} een afschrijving van jullie, wat was het totaal van die bestelling?",
        "profile.name.own": "Steenhouwer, ik vul papieren in voor een restauratieklus. Onder welke naam sta ik bij jullie geregistreerd?",
        "support_rep.name.own": "slotenmaker, veel spoedklussen. wie is mijn vaste contactpersoon bij jullie? hoe heet die",
        "track.album_of.by_name": "Buschauffeur in Rotterdam, een passagier zong {song} de hele rit mee. Op welk album staat dat?",
        "track.composer.by_name": "Ik heb een trimsalon en de honden worden rustig van {song}. wie is de componist?",
        "track.count.all": "Strandwacht, rode vlag vandaag dus niks te doen. Hoeveel nummers hebben jullie in totaal in de winkel?",
        "track.price.by_id": "schoorsteenveger, zit helemaal onder het roet. hoeveel moet ik betalen voor nummer {track_id}?",
        "track.price.by_name": "Boomverzorger, net uit een eik geklommen. wat kost {song}?",
    },
    "pl": {
        "album.artist_of.by_name": "Jestem arborystą, cały dzień na linach w koronie drzewa, w słuchawkach {album}. kto to wykonuje?",
        "album.contents.by_name": "Kominiarz, cały dzień na dachach i chcę w słuchawkach {album}. jakie utwory są na tej płycie?",
        "album.count.by_name": "pracuje jako marynarz na promie do Szwecji. ile piosenek jest na {album}?",
        "artist.count.by_name": "Jestem kierowcą autobusu i na pętli słucham {artist}. Ile ich albumów macie w sklepie?",
        "genre.count.all": "Kamieniarz tutaj, w zakładzie kurz i hałas. ile macie gatunków muzycznych",
        "genre.list.all": "Prowadzę salon groomerski dla psów i szukam czegoś spokojnego. Jakie gatunki macie?",
        "invoice.contents.latest": "Jestem ślusarzem, kupiłem coś do słuchania w aucie i nie pamiętam co. które piosenki kupiłem w ostatnim zamówieniu?",
        "playlist.contents.by_id": "ratownik na basenie, cisza dzisiaj. co jest na playliscie {playlist_id}",
        "support_rep.name.by_id": "Jestem położną, piszę między porodami. Jak się nazywa osoba z obsługi, która prowadziła fakturę {invoice_id}?",
        "track.duration.by_id": "Jestem tatuażystą i klient chce utwór {track_id} w trakcie sesji. ile on trwa?",
    },
    "sv": {
        "album.contents.by_name": "Barnmorska på förlossningen, en mamma vill ha {album} på. vilka låtar finns på den?",
        "album.price.by_name": "Låssmed, sitter i bilen och väntar på nästa utryckning. Vad kostar {album} om jag köper hela?",
        "artist.albums.by_name": "jobbar som däcksman på Ålandsfärjan och lyssnar på {artist} på nattturerna. vilka album har ni med dem?",
        "genre.contents.by_name": "Arborist här, hänger i selen halva dagarna. vad har ni för låtar i genren {genre}?",
        "genre.count.by_name": "Tatuerare, kunden vill bara ha {genre} under sessionen. antal låtar i {genre} hos er?",
        "invoice.contents.oldest": "Sotare, rensar bland gamla papper fulla med sot. vilka låtar ingick i min allra första beställning hos er?",
        "invoice_line.count.all": "Hundfrisör, torken går och jag har en stund över. hur många låtar har jag köpt hos er totalt?",
        "invoice_line.price.most_expensive": "Busschaufför, lönen räcker inte långt. vilken låt är den dyraste jag har handlat hos er, och hur mycket gick den på?",
        "playlist.count.by_name": "Livräddare på stranden, lugnt pass. spellistan {playlist}, hur många låtar har den?",
        "track.artist_of.by_name": "Stenhuggare, radion i verkstaden spelar {song} hela tiden. vem sjunger den?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded: the account or customer number in
# each language's own everyday forms ("customer no.", "account #", "acct", "cust no",
# "número de cliente", "nº de cliente", "codice cliente", "n° cliente", "nr klienta", "numer
# konta", "Kundennr", "Kunden-ID", "n° de client", "identifiant client", "klant-id",
# "n.º cliente", "número de conta", "kundnummer", "kund-nr", "kundnr"), the e-mail first and
# the number after it, a dash, a slash or a pipe between the two, "(customer number)" after
# the number, a name before the identifiers or a sign-off ("hälsningar", "Obrigado"), "Ahí
# va:", "Eccoli:", "Proszę:", "Meine Daten vorab:".
# Placements differ from fresh27's for every language:
# ``fresh28_ids_when_asked``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; English and es/it/pl;
# ``fresh28_ids_said_first``: the identifiers alone in a first message, then the question;
#   de/fr/nl;
# ``fresh28_ids_tacked_on``: the identifiers after the question in the same message; English
#   and pt/sv.
# Each of the eight other languages is in one family only.
FRESH28_FAMILIES: dict[str, dict] = {
    "fresh28_ids_when_asked": {
        "split": "fresh28", "ids": "after", "transform": "none",
        "frames": {
            "es": ["{q}", "Buenas! una pregunta rapidita: {q}", "Hola, que tal? {q}"],
            "it": ["{q}", "Ciao a tutti, domandina veloce. {q}"],
            "pl": ["{q}", "Dzień dobry, mam pytanko. {q}"],
            "en": ["{q}", "hiya, quick one. {q}", "Hello! hoping someone can help me with this. {q}"],
        },
        "id_lines": {
            "es": ["vale: cliente número {id}, mi correo es {email}",
                   "{email} — nº de cliente {id}",
                   "Ahí va: {first}, id de cliente {id}, mail {email}"],
            "it": ["certo, codice cliente {id} e indirizzo email {email}",
                   "Eccoli: {email} / n° cliente {id}",
                   "sono {first}, il mio numero cliente è il {id}, mail {email}"],
            "pl": ["jasne, nr klienta {id}, e-mail {email}",
                   "{email}, a numer konta {id}",
                   "Proszę: numer klienta {id}, adres mailowy {email}. {first}"],
            "en": ["sure, customer no. {id}, email is {email}",
                   "{email} and my account # is {id}",
                   "ok - {first}, acct {id}, {email}",
                   "it's {id} (customer number) and {email}"],
        },
    },
    "fresh28_ids_said_first": {
        "split": "fresh28", "ids": "before", "transform": "none",
        "frames": {
            "de": ["{q}", "Und jetzt zu meiner Frage: {q}"],
            "fr": ["{q}", "Alors voilà ma question : {q}"],
            "nl": ["{q}", "En dan nu mijn vraag: {q}"],
        },
        "id_lines": {
            "de": ["Hallo, hier ist {first}. Kundennr {id}, Mail: {email}",
                   "{email} / Kundennummer {id}",
                   "Meine Daten vorab: Kunden-ID {id}, E-Mail {email}"],
            "fr": ["Bonjour, {first} à l'appareil, client {id}, {email}",
                   "n° de client : {id} / mail : {email}",
                   "{email} - mon identifiant client est le {id}"],
            "nl": ["Hallo, met {first}. Mijn klantnummer is {id} en mijn e-mail {email}",
                   "{email} (klant-id {id})",
                   "klantnummer: {id} | e-mailadres: {email}"],
        },
    },
    "fresh28_ids_tacked_on": {
        "split": "fresh28", "ids": "with", "transform": "none",
        "frames": {
            "pt": ["{q}", "Boa tarde, pessoal! {q}", "Olá, tudo bem por aí? {q}"],
            "sv": ["{q}", "Hejsan! Undrar en sak. {q}"],
            "en": ["{q}", "evening all. {q}", "Hi team, {q}"],
        },
        "id_lines": {
            "pt": ["meu número de cliente: {id}, e-mail {email}",
                   "(n.º cliente {id} / {email})",
                   "Obrigado, {first} — cliente {id}, {email}",
                   "o meu mail é {email} e o número de conta {id}"],
            "sv": ["kundnummer {id}, e-post {email}",
                   "(mitt kund-nr är {id}, mejl {email})",
                   "hälsningar {first} (kundnr {id}, {email})"],
            "en": ["cust no {id} / {email}",
                   "(account {id}, email {email})",
                   "thx, {first} - customer #{id}, {email}",
                   "my email's {email}, customer number {id}"],
        },
    },
}  # fmt: skip
