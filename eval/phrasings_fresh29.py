"""A thirty-first set of wordings and families for ``eval.generate`` (``--split fresh29``).

Why: ``fresh28`` (``eval.phrasings_fresh28``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise (nothing under ``agents/``,
``tools/``, ``lexicon/``, ``support/``, ``specialists/``, ``bench/`` or ``llm/`` was opened,
nor any result; of the case files only the family and language tags of the already-read
``fresh28`` were counted, to size the split), as ordinary customers type into a shop's chat
box, in ten voices none of the earlier splits used, each cell in one of them: a tower-crane
operator (the cab up high, the jib, the banksman on the radio, too much wind to lift, the
site induction); a vet nurse (a cat coming round after an op, the kennels, a dog in
recovery, the prep room, the vet humming); a zookeeper (feeding the penguins, the reptile
house, the giraffe house, the otters, the keepers' hut); a flight attendant (the galley, a
hotel layover, jet lag, the crew bus, a long-haul back); a pharmacist (the dispensary, the
counter, a prescription, flu jab season, the night rota); a window cleaner (the round,
ladders, a water-fed pole, rained off, the offices on the high street); a plumber (under a
sink, a boiler service, a leaking radiator, waiting on a part, the van); a removals man (a
house move, wrapping a sofa, a piano up the stairs, boxes, the van radio); a fishmonger on a
market stall (the fish market at dawn, ice, scales on the hands, the stall next door); a
cinema projectionist (the booth, the late showing, sweeping popcorn between screenings, the
foyer). Terse to three sentences; lower case now and then, "??", no closing mark, an aside
after the question ("just wondering", "dont ask", "lol"), a noun phrase put as the question
("composer?", "total number of albums you sell?", "invoice ... total pls", "date of my most
recent purchase on here pls"), a few ordinary slips ("u", "whats", "cant", "im", "pls",
"thx", "dont"); titles never quoted; no digits anywhere outside the slots (none in count
questions).
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices in each language's own words (operador de grua,
auxiliar de veterinária, tratador, comissária de bordo, farmacêutica, lavar vidros,
canalizador, mudanças, peixe no mercado, projecionista; gruista, auxiliar de veterinaria,
cuidador del zoo, azafata, farmacéutica, limpiar vidrios, fontanero, mudanza, pescadera,
proyeccionista; grutier, ASV, soigneur, hôtesse de l'air, pharmacienne, laveur de vitres,
plombier, déménageur, poissonnière, projectionniste; Kranführer, TFA, Tierpfleger,
Flugbegleiterin, Apothekerin, Fensterputzer, Installateur, Möbelpacker, Fischwagen,
Filmvorführer; gruista, assistente veterinaria, zoo, assistente di volo, farmacista,
lavavetri, idraulico, traslochi, pescivendola, proiezionista; kraanmachinist,
dierenartsassistente, dierverzorger, stewardess, apotheker, glazenwasser, loodgieter,
verhuizer, viskraam, filmoperateur; operator żurawia, technik weterynarii, opiekun w zoo,
stewardesa, farmaceutka, mycie okien, hydraulik, przeprowadzki, ryby na targu,
kinooperator; kranförare, djursjukskötare, djurskötare, flygvärdinna, apotekare,
fönsterputsare, rörmokare, flyttgubbe, fiskhandel på torget, biografmaskinist); European
and Brazilian Portuguese, Spain's and Latin American Spanish side by side.
Every answerable cell in English; in each of pt, es, fr, de, it, nl, pl, sv the same ten
cells it asks in ``fresh28`` (so the splits compare cell for cell, and no date or date-list
cell outside English: the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH29_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "wind's too strong to lift so im sat up in the crane cab waiting it out. which albums have you got by {artist}",
        "artist.count.by_name": "We play {artist} to the cats coming round after their ops and it honestly settles them. How many of their albums do you sell?",
        "artist.tracks.by_name": "the penguins go mad for {artist} at feeding time lol. what songs by them are on here",
        "artist.genre_of.by_name": "One of the girls on the crew bus had {artist} on and I'd never heard of them. what genre do you file them under??",
        "artist.count.all": "Quiet spell in the dispensary. how many artists are there on your store in total",
        "album.count.all": "rained off the round again. total number of albums you sell?",
        "album.contents.by_name": "{album}, what songs are on it? going to be under a sink all afternoon",
        "album.artist_of.by_name": "{album} was on the radio while we were wrapping a sofa today. who's the artist on that one",
        "album.count.by_name": "{album} gets me through the fish market at dawn. how many tracks on it?",
        "album.price.by_name": "Want {album} for the booth during the late showing. whats the price for the whole album",
        "album.duration.by_name": "how long is {album} all the way through? long day up in the cab tomorrow",
        "track.list.by_name": "do u sell {song}? the vet hums it through every op and its stuck in my head now",
        "track.artist_of.by_name": "The otter keeper plays {song} every morning in the keepers' hut. who sings it?",
        "track.album_of.by_name": "{song} was on in the galley on the long-haul back. what album is it off",
        "track.genre_of.by_name": "lady at the counter was humming {song} while she waited for her prescription. which genre is it in your shop? just wondering",
        "track.price.by_name": "whats {song} cost? want it on while i do the offices on the high street",
        "track.duration.by_name": "Timing a boiler service by songs, dont ask. running time of {song}?",
        "track.composer.by_name": "we argued about {song} the whole way up the stairs with a piano. who's the composer on it",
        "track.duration.by_id": "how long is track {track_id}? want something short for while i pack the ice on the stall",
        "track.price.by_id": "Price of track {track_id} please. thinking of it for the walk home after the late showing",
        "track.composer.by_id": "banksman asked me over the radio who wrote track {track_id} and i had no idea. composer?",
        "track.album_of.by_id": "track {track_id} - what album is that from? a dog in recovery only settles to it lol",
        "track.count.all": "reptile house is warm and quiet and im on my break. how many songs does the shop have in total",
        "playlist.list.all": "Hotel layover and jet lag, can't sleep. what playlists do you have? just the names is fine",
        "playlist.count.all": "how many playlists are on your site? flu jab season is nearly over so finally got time to browse",
        "playlist.contents.by_id": "songs in playlist {playlist_id}? need something for the long water-fed pole days",
        "playlist.contents.by_name": "what songs are on the {playlist} playlist. stuck waiting on a part for a leaking radiator",
        "playlist.count.by_name": "How many tracks are in the {playlist} playlist? big house move tomorrow and the van radio is dead",
        "genre.list.all": "which genres do you sell? the stall gets busy on saturdays and i want something other than the same old thing",
        "genre.count.all": "Sweeping up popcorn between screenings. how many genres does your store have?",
        "genre.contents.by_name": "all the lads on site listen to {genre}. which {genre} tracks have you got",
        "genre.count.by_name": "The vet only lets us have {genre} on in the prep room. how many songs in that genre do you have??",
        "invoice.list.all": "Doing my tax return in the keepers' hut. can you list all my orders with you and the date of each",
        "invoice.count.all": "how many orders have i made on here altogether? adding things up on the crew bus",
        "invoice.date.latest": "What day did I last place an order with you? the date is all I need",
        "invoice.total.latest": "new ladders cost a bomb this month. what did my last order with you come to?",
        "invoice.date.oldest": "been a customer here since before i qualified i think. when was my first ever order, date pls",
        "invoice.total.oldest": "Going through boxes after my own house move and found an old receipt from you. how much was my very first order on here?",
        "invoice.date.nth": "not my newest order but the one just before it, what date was that? hands are all scales so short answer pls",
        "invoice.total.most_expensive": "Which of my orders cost the most, and what did it come to? checking my spending after a slow month at the cinema",
        "invoice.total.least_expensive": "whats my smallest order ever with you and its total? sat in the cab with nothing to lift",
        "invoice.list.in_year": "can you show me my orders from {year} and their dates? sorting paperwork between appointments at the practice",
        "invoice.total.in_month": "There's a charge from you in {month} {year} on my bank statement. how much was that order in total?",
        "invoice.contents.by_id": "what songs did i get on invoice {invoice_id}? think i bought them for a hotel layover",
        "invoice.date.by_id": "When was invoice {invoice_id}? just need the date for the pharmacy's records",
        "invoice.total.by_id": "invoice {invoice_id} total pls, putting it through the books for the round",
        "invoice.contents.latest": "which songs were in my last order? bought them for the van and forgot what they were",
        "invoice.contents.oldest": "What was in my very first order with you, which songs? found a box of old CDs on a job and got nostalgic",
        "invoice.total.all": "how much have i spent on here all told, every order added up? quiet at the market today",
        "invoice_line.list.all": "Can you list every song I've ever bought from you? want to make a mix for the booth",
        "invoice_line.count.all": "how many songs have i bought off u in total, across all my orders? long shift in the cab",
        "invoice_line.price.most_expensive": "most expensive song I've bought here - which was it and what did I pay? cheaper than a vet bill anyway lol",
        "invoice_line.price.least_expensive": "what's the cheapest song I've ever bought from you, and how much was it",
        "invoice_line.list.by_name": "did i already buy {song} from you? dont want to pay for it again before my next trip",
        "invoice_line.artist_of.all": "Which artists have I bought music by on here? the radio in the pharmacy is driving me up the wall",
        "support_rep.name.own": "whats the name of the rep who looks after my account",
        "support_rep.contact.own": "email address of my support rep please, cant ring, I'm under a floor",
        "support_rep.name.by_id": "who was the rep on invoice {invoice_id}? just need a name thx",
        "profile.contact.own": "got a new phone after dropping mine in the ice. what email and phone number have you got on my account",
        "profile.address.own": "What address do you have on file for me? moved nearer the cinema and cant remember if I changed it",
        "profile.name.own": "what name is my account under? the site induction paperwork needs it exact",
        "profile.date.oldest": "whats the date i first bought something from you? wondering how long ive been a customer",
        "profile.date.latest": "date of my most recent purchase on here pls, the giraffes are waiting",
    },
    "pt": {
        "invoice.contents.by_id": "Sou operador de grua e hoje o vento não deixa trabalhar. quais eram as músicas da fatura {invoice_id}?",
        "invoice_line.count.all": "trabalho de auxiliar de veterinaria e to de plantao. quantas musicas eu ja comprei de vcs somando tudo?",
        "invoice_line.price.least_expensive": "Sou tratador no zoológico, acabei de dar comida às girafas. Qual foi a música mais barata que comprei com vocês e quanto custou?",
        "playlist.contents.by_id": "comissaria de bordo aqui, pernoite num hotel longe de casa. o que tem na playlist {playlist_id}?",
        "playlist.count.by_name": "Sou farmacêutica e ponho a playlist {playlist} na farmácia de manhã. Quantas músicas tem?",
        "playlist.list.all": "lavo vidro de predio e hoje choveu, parei cedo. quais playlists vcs tem",
        "profile.contact.own": "Sou canalizador e o telemóvel caiu-me dentro de um autoclismo, tive de comprar outro. que email e numero de telefone têm na minha conta?",
        "support_rep.contact.own": "Trabalho com mudanças, to carregando caixa o dia inteiro. qual o email do atendente responsável pela minha conta?",
        "track.album_of.by_id": "Vendo peixe no mercado e a faixa {track_id} tocava na banca do lado. é de que álbum?",
        "track.composer.by_id": "sou projecionista de cinema, sessão da meia-noite rolando. quem compôs a faixa {track_id}",
    },
    "es": {
        "artist.genre_of.by_name": "soy gruista y en la cabina solo escucho {artist}. en que genero los teneis?",
        "artist.tracks.by_name": "Trabajo de auxiliar de veterinaria y a los perritos recién operados les pongo {artist}. ¿Qué canciones de ellos tienen?",
        "invoice.total.most_expensive": "Cuidador del zoo, hoy limpiando la casa de las jirafas. De mis pedidos cual fue el mas caro y cuanto salio?",
        "invoice_line.artist_of.all": "Soy azafata y en las escalas largas tiro de mi música. ¿De qué artistas os he comprado canciones?",
        "invoice_line.price.least_expensive": "farmacéutica, guardia tranquila. cual es la canción mas barata que os compré y a cuánto?",
        "playlist.contents.by_name": "limpio vidrios en edificios de oficinas. que temas trae la lista {playlist}?",
        "profile.address.own": "Soy fontanero y me cambio de taller. Qué dirección tenéis puesta en mi cuenta?",
        "track.genre_of.by_name": "en la mudanza de hoy sonaba {song} en la radio del camion. de que genero es en la tienda?",
        "track.list.by_name": "Pescadera en el mercado, a las clientas les encanta {song}. lo vendéis?",
        "track.price.by_id": "Proyeccionista en el cine, esperando que termine la última función. cuanto sale la canción {track_id}?",
    },
    "fr": {
        "album.count.by_name": "grutier, là-haut dans la cabine toute la journée. il y a combien de morceaux sur {album} ?",
        "album.duration.by_name": "ASV dans une clinique vétérinaire, je surveille un chat qui se réveille. {album} dure combien de temps au total?",
        "album.price.by_name": "Soigneur au zoo, on passe {album} aux otaries le matin lol. L'album entier coûte combien ?",
        "artist.count.by_name": "Hôtesse de l'air, j'écoute {artist} pendant les escales. Vous avez combien d'albums d'eux ?",
        "genre.contents.by_name": "pharmacienne, on met du {genre} à l'officine le matin. quels titres de {genre} vous proposez",
        "invoice.count.all": "Laveur de vitres, journée de pluie donc je fais ma compta. Combien de commandes j'ai passées chez vous au total ?",
        "playlist.count.all": "plombier, j'attends qu'une chaudière refroidisse. vous avez combien de playlists sur le site ?",
        "track.duration.by_id": "Déménageur, grosse journée de cartons demain. le morceau {track_id}, il dure combien ?",
        "track.genre_of.by_name": "poissonnière au marché, {song} passait sur l'étal d'à côté. c'est quel genre chez vous ?",
        "track.price.by_name": "Projectionniste de cinéma, dernière séance en cours. Combien coûte {song} ?",
    },
    "de": {
        "album.artist_of.by_name": "Kranführer hier, oben in der Kabine läuft {album}. von wem ist das Album eigentlich?",
        "artist.count.all": "Bin TFA in einer Tierarztpraxis, grad Mittagspause. Wie viele Künstler habt ihr insgesamt im Angebot?",
        "artist.genre_of.by_name": "Tierpfleger im Zoo, die Erdmännchen hören gern {artist} haha. unter welchem Genre führt ihr die?",
        "invoice.total.least_expensive": "Flugbegleiterin, sitze im Hotel nach nem Langstreckenflug. Was war meine günstigste Bestellung bei euch und was hat sie gekostet?",
        "invoice.total.oldest": "Bin Apothekerin und hab grad Notdienst. wie viel hat meine allererste Bestellung bei euch gekostet",
        "invoice_line.list.by_name": "Fensterputzer, bei nem Kunden lief {song} durchs offene Fenster. hab ich das schon mal bei euch gekauft?",
        "track.album_of.by_name": "Installateur hier, lieg grad unter ner Spüle und im Radio läuft {song}. Von welchem Album ist das?",
        "track.composer.by_name": "Möbelpacker, beim Umzug heute lief ständig {song}. wer hat das komponiert",
        "track.duration.by_name": "Ich steh mit dem Fischwagen auf dem Wochenmarkt. Wie lang dauert {song}?",
        "track.list.by_name": "filmvorführer im kino, die spätvorstellung läuft. habt ihr {song} im shop",
    },
    "it": {
        "album.count.all": "gruista in cantiere, vento forte e gru ferma. quanti album avete in totale",
        "artist.albums.by_name": "Faccio l'assistente veterinaria e in ambulatorio mettiamo sempre {artist}. Quali album avete di loro?",
        "artist.count.all": "lavoro allo zoo, ho appena finito coi pinguini. quanti artisti avete sul sito?",
        "invoice.total.latest": "Assistente di volo, sono in albergo tra un volo e l'altro. Il mio ultimo ordine a quanto è arrivato?",
        "invoice.total.oldest": "farmacista, turno di notte in farmacia. quanto ho pagato per il mio primissimo ordine da voi?",
        "invoice_line.list.all": "Faccio il lavavetri e oggi piove. Mi elencate tutte le canzoni che ho comprato da voi?",
        "playlist.count.all": "idraulico, sto aspettando un pezzo per una caldaia. quante playlist avete",
        "profile.address.own": "Lavoro nei traslochi e stavolta trasloco io lol. Che indirizzo risulta sul mio account?",
        "track.album_of.by_id": "pescivendola al mercato, al banco accanto suonava il brano {track_id}. di che album è?",
        "track.duration.by_name": "Faccio il proiezionista al cinema. {song} quanto dura?",
    },
    "nl": {
        "invoice.total.all": "Kraanmachinist, te veel wind vandaag om te hijsen. Hoeveel heb ik in totaal bij jullie uitgegeven, alle bestellingen bij elkaar?",
        "invoice.total.by_id": "Dierenartsassistente, even pauze tussen de spreekuren. Wat was het totaalbedrag van factuur {invoice_id}?",
        "invoice.total.in_month": "dierverzorger in de dierentuin, ik loop mijn bankafschriften na. in {month} {year} hebben jullie iets afgeschreven, wat was het totaal van die bestelling",
        "profile.name.own": "Stewardess, ik moet een formulier voor de crew invullen. Op welke naam staat mijn account bij jullie?",
        "support_rep.name.own": "apotheker hier. hoe heet mijn vaste contactpersoon bij jullie?",
        "track.album_of.by_name": "Glazenwasser, in een kantoor stond {song} keihard aan. van welk album is dat?",
        "track.composer.by_name": "Loodgieter, lig onder een gootsteen met {song} op de radio. Wie heeft het geschreven? de componist bedoel ik",
        "track.count.all": "verhuizer, wachten op de lift met een kast. hoeveel nummers hebben jullie in totaal",
        "track.price.by_id": "Ik sta met een viskraam op de markt. wat kost nummer {track_id}?",
        "track.price.by_name": "filmoperateur in de bioscoop, de laatste voorstelling draait. hoeveel kost {song} bij jullie?",
    },
    "pl": {
        "album.artist_of.by_name": "Jestem operatorem żurawia, w kabinie leci {album}. kto jest wykonawcą?",
        "album.contents.by_name": "technik weterynarii, pies po zabiegu uspokaja się przy {album}. jakie utwory są na tym albumie?",
        "album.count.by_name": "Opiekun w zoo, sprzątam wybieg żyraf ze słuchawkami na uszach. Ile piosenek ma {album}?",
        "artist.count.by_name": "Jestem stewardesą i w hotelu między lotami słucham {artist}. ile ich albumów macie?",
        "genre.count.all": "Farmaceutka, spokojny dyżur w aptece. Ile gatunków muzycznych jest w sklepie?",
        "genre.list.all": "myje okna w biurowcach, dzis pada. jakie macie gatunki muzyki",
        "invoice.contents.latest": "Hydraulik, siedzę w aucie między zleceniami. jakie utwory były w moim ostatnim zamówieniu?",
        "playlist.contents.by_id": "Robię przy przeprowadzkach, noszę kartony cały dzień. Co jest na playliście {playlist_id}?",
        "support_rep.name.by_id": "sprzedaje ryby na targu. kto z obslugi zajmowal sie faktura {invoice_id}, jak sie nazywa?",
        "track.duration.by_id": "Kinooperator, czekam aż skończy się ostatni seans. Ile trwa utwór {track_id}?",
    },
    "sv": {
        "album.contents.by_name": "Kranförare, sitter uppe i hytten hela dagen. vilka låtar finns på {album}?",
        "album.price.by_name": "Djursjukskötare, katterna som vaknar efter narkosen lugnar sig med {album}. Vad kostar hela albumet?",
        "artist.albums.by_name": "djurskötare på zoo, pingvinerna gillar {artist} lol. vilka album har ni av dem",
        "genre.contents.by_name": "Jobbar som flygvärdinna och lyssnar på {genre} på hotellen. Vilka låtar inom {genre} har ni?",
        "genre.count.by_name": "apotekare, lugnt på apoteket ikväll. hur många låtar har ni inom {genre}",
        "invoice.contents.oldest": "Fönsterputsare, regnet stoppade jobbet idag. Vilka låtar var med i den allra första beställningen jag gjorde hos er?",
        "invoice_line.count.all": "rörmokare, väntar på en reservdel. hur många låtar har jag köpt av er sammanlagt?",
        "invoice_line.price.most_expensive": "Flyttgubbe, ont i ryggen efter att ha burit ett piano idag. Vilken är den dyraste låten jag köpt hos er och vad kostade den?",
        "playlist.count.by_name": "står med fiskhandeln på torget. hur många låtar finns på spellistan {playlist}",
        "track.artist_of.by_name": "Biografmaskinist, {song} gick i foajén hela kvällen. vem är artisten?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded: the customer number in each
# language's own everyday forms ("customer id", "acct no.", "cust id", "customer no",
# "Kd.-Nr.", "Kundennummer lautet", "numéro client", "client n°", "klantnr", "klant",
# "cliente nº", "código de cliente", "kund", "kundnr:", "cliente", "cod. cliente", "cliente
# n.", "nr klienta", "klient"), the e-mail first and the number after it, a slash, a pipe, a
# middle dot or a dash between the two, the pair in brackets, a name before the identifiers
# or a sign-off ("cheers", "gracias!", "grazie", "pozdrawiam"), "E-Mail: ..., Nummer: ...",
# "Met {first}:", "mis datos:".
# Placements differ from fresh28's for every language:
# ``fresh29_ids_when_asked``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; English and de/fr/nl;
# ``fresh29_ids_said_first``: the identifiers alone in a first message, then the question;
#   pt/sv;
# ``fresh29_ids_tacked_on``: the identifiers after the question in the same message; English
#   and es/it/pl.
# Each of the eight other languages is in one family only.
FRESH29_FAMILIES: dict[str, dict] = {
    "fresh29_ids_when_asked": {
        "split": "fresh29", "ids": "after", "transform": "none",
        "frames": {
            "de": ["{q}", "Moin zusammen, kurze Sache: {q}"],
            "fr": ["{q}", "Salut l'équipe, une petite question : {q}"],
            "nl": ["{q}", "Goedemiddag, een vraagje: {q}"],
            "en": ["{q}", "hey there, {q}", "Morning! got a question for whoever's on. {q}"],
        },
        "id_lines": {
            "de": ["klar: Kd.-Nr. {id}, Mailadresse {email}",
                   "{first} hier, Kundennummer lautet {id} / {email}",
                   "E-Mail: {email}, Nummer: {id}"],
            "fr": ["oui bien sûr, numéro client {id} et e-mail {email}",
                   "{email}, client n° {id}",
                   "c'est {first} : n° client {id} — adresse mail {email}"],
            "nl": ["tuurlijk, klantnr {id} en mail {email}",
                   "{email} – klantnummer {id}",
                   "Met {first}: klant {id}, e-mailadres {email}"],
            "en": ["yep - customer id {id}, email {email}",
                   "{email}, acct no. {id}",
                   "its {first}, customer {id} / {email}",
                   "number's {id}, email's {email}"],
        },
    },
    "fresh29_ids_said_first": {
        "split": "fresh29", "ids": "before", "transform": "none",
        "frames": {
            "pt": ["{q}", "Agora sim, a minha pergunta: {q}"],
            "sv": ["{q}", "Så, min fråga: {q}"],
        },
        "id_lines": {
            "pt": ["Oi, aqui é {first}. cliente nº {id}, email {email}",
                   "Bom dia. Número de cliente {id} | {email}",
                   "{email} · código de cliente {id}"],
            "sv": ["Hej, {first} här. Kundnummer {id}, mejladress {email}",
                   "kund {id} / e-post {email}",
                   "{email}, kundnr: {id}"],
        },
    },
    "fresh29_ids_tacked_on": {
        "split": "fresh29", "ids": "with", "transform": "none",
        "frames": {
            "es": ["{q}", "Hola buenas, {q}", "Buenos días! {q}"],
            "it": ["{q}", "Salve, {q}"],
            "pl": ["{q}", "Cześć, {q}"],
            "en": ["{q}", "hi all, {q}", "Afternoon. {q}"],
        },
        "id_lines": {
            "es": ["(cliente {id}, correo {email})",
                   "mis datos: nº cliente {id} / {email}",
                   "gracias! {first}, cliente {id}, {email}",
                   "mi número de cliente es el {id} y el mail {email}"],
            "it": ["(cod. cliente {id} – {email})",
                   "cliente n. {id}, email {email}",
                   "grazie, {first} · cliente {id} · {email}"],
            "pl": ["(nr klienta: {id}, mail: {email})",
                   "mój numer klienta to {id}, e-mail {email}",
                   "pozdrawiam, {first} – klient {id}, {email}"],
            "en": ["customer {id}, {email}",
                   "(cust id {id} | {email})",
                   "cheers, {first} - acct {id} / {email}",
                   "email {email}, customer no {id}"],
        },
    },
}  # fmt: skip
