"""A twenty-ninth set of wordings and families for ``eval.generate`` (``--split fresh27``).

Why: ``fresh26`` (``eval.phrasings_fresh26``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise (nothing under ``agents/``,
``tools/``, ``lexicon/``, ``support/``, ``specialists/`` or ``bench/`` was opened, nor any
case file or result), as ordinary customers type into a shop's chat box, in ten voices none
of the earlier splits used, each cell in one of them: a metal detectorist (a ploughed field,
the detector beeping, a buckle, a hammered coin, mostly bottle tops); a student pilot (ground
school, the airfield, a first solo, no flying weather, the logbook); a scuba diver (the dive
boat, a surface interval, a wreck, a liveaboard, a wet folder of papers); a postie on the
round (the sorting office before dawn, the van, a dog that barks along, a tax return); a ski
instructor working a winter season (the chairlift, ski school, the kids' group, après-ski,
season wages); an indoor boulderer (the climbing wall, a project, chalked and wrecked
fingers, the route setter); a home brewer (brew day, the mash, bottling, a new fermenter,
the homebrew club); an amateur magician (card routines, rehearsing with a deck, the magic
club's show night, children's parties); an open-mic stand-up comic (a set, bombing, a
heckler, the green room, a walk-on song); a walking-tour guide (the tour group, the old
town, a busker, a coach transfer, the tour company). Terse to three sentences; lower case
now and then, "??", no closing mark, an aside after the question ("curious", "long story",
"lol"), a noun phrase put as the question ("total number of ...?", "price of that one?"), a
few ordinary slips ("u", "whats", "cant", "im", "msg"); titles never quoted; no digits
anywhere outside the slots (none in count questions).
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices in each language's own words (detector de
metais, aeródromo, mergulho, carteiro, brassagem, mágica, microfone aberto, guia turístico;
detector de metales, buceo, cartero, telesilla, rocódromo, cerveza casera, monólogos, guía;
détection, aéroclub, épave, facteur, télésiège, salle de bloc, brasser, scène ouverte;
Sondeln, Flugschule, Tauchboot, Briefträger, Skilehrer, Boulderhalle, Maische,
Zauberstammtisch, Stadtführer; metal detector, brevetto, immersione, postino, seggiovia,
arrampicata, cotta, prestigiatore; metaaldetector, vliegschool, duiken, postbode, skileraar,
bottelen, goochelclub, open podium, stadsgids; aeroklub, nurkowanie, listonosz, wyciąg,
ścianka, warka, iluzjonista, przewodnik; metallsökare, flyglektioner, dykresa, brevbärare,
liften, klätterhallen, hembryggare, barnkalas, öppen scen, Gamla stan); European and
Brazilian Portuguese side by side.
Every answerable cell in English; in each of pt, es, fr, de, it, nl, pl, sv the same ten
cells it asks in ``fresh26`` (so the splits compare cell for cell, and no date or date-list
cell outside English: the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH27_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "Need more {artist} for the long walk up to the farms on my round. which of their albums are on here",
        "artist.count.by_name": "the climbing wall plays {artist} nonstop and im hooked now. number of albums you stock by them??",
        "artist.tracks.by_name": "brew day on saturday and the mash takes an hour so i need a soundtrack. {artist}: what songs of theirs are on the shop",
        "artist.genre_of.by_name": "Doing a bit at the open mic about {artist} and I want the facts right - what genre does your store put them in?",
        "artist.count.all": "leading a walking tour in an hour, killing time. total number of artists you've got on here?",
        "album.count.all": "Surface interval on the dive boat, nothing to do for an hour lol. how many albums does the store carry overall",
        "album.contents.by_name": "Did my first solo flight today!! {album} was on the whole drive home. can u list the tracks on that one",
        "album.artist_of.by_name": "dug up a rusty buckle this morning while the farmer had {album} blasting from his tractor. whos the artist on that album?",
        "album.count.by_name": "They've put me on the kids' group at ski school all week and the chairlift ride is long. {album}, how many songs on it?",
        "album.price.by_name": "I want {album} on in the background while I rehearse my card routine. What would the whole album cost me?",
        "album.duration.by_name": "bottling tonight, takes forever. if i put {album} on start to finish how long does it run altogether",
        "track.list.by_name": "bombed at the open mic last night and need cheering up. is {song} something u sell?",
        "track.artist_of.by_name": "Après-ski bar had {song} on last night and the whole chalet was singing along. who sings that",
        "track.album_of.by_name": "A busker in the old town was playing {song} while my tour group waited for the stragglers. What album's it off?",
        "track.genre_of.by_name": "ground school tonight then {song} on the way home as a reward. which genre have you got that song under",
        "track.price.by_name": "the dog at the corner house barks along to {song} every morning on my round lol. price of that one?",
        "track.duration.by_name": "length of {song}? I rest between goes on my boulder problem and time it by songs",
        "track.composer.by_name": "Building a trick around {song} for the magic club's show night. Who actually wrote it, the composer I mean",
        "track.duration.by_id": "logging my dives and i like to put a song to each one. track {track_id} - what's its running time?",
        "track.price.by_id": "found a hammered coin in the plough soil today!!! gonna celebrate. track {track_id} costs what?",
        "track.composer.by_id": "Someone in the green room swears track {track_id} on your site has a great writer credit. who is the composer",
        "track.album_of.by_id": "on the lift with frozen fingers so quick one: track {track_id} belongs to which album",
        "track.count.all": "No flying today, the weather's grounded everything at the airfield. whats the total number of songs in your shop",
        "playlist.list.all": "I'm up before the sorting office opens every day and need something to wake me up. Could you tell me the names of your playlists?",
        "playlist.count.all": "how many playlists are there on the store? want a different one for each practice session with the deck",
        "playlist.contents.by_id": "the lads at my homebrew club swear by playlist {playlist_id} for brew days. what songs does it have",
        "playlist.contents.by_name": "Wreck dive tomorrow and it's a long boat ride out. Which songs make up the {playlist} playlist?",
        "playlist.count.by_name": "got a coach transfer with the tour group later. {playlist} playlist - how many songs in it",
        "genre.list.all": "The music at the bouldering gym is driving everyone mad and the setter asked me for ideas. What genres does your shop have?",
        "genre.count.all": "Sweeping one field with the detector takes hours so I rotate styles. how many different genres have you got",
        "genre.contents.by_name": "ski school wants {genre} in the hut at lunchtime. which tracks in that genre do u sell??",
        "genre.count.by_name": "Writing a whole set about {genre} fans lol. how many tracks have you got in that genre",
        "invoice.list.all": "Doing my tax return after the round. I need a list of all my orders with you and the date of each one",
        "invoice.count.all": "flying lessons eat my budget so I'm tallying everything up. what's the number of orders I've made here?",
        "invoice.date.latest": "Back from a week on a liveaboard and cant remember when I last ordered. date of my most recent order please",
        "invoice.total.latest": "new fermenter cost a bomb so I'm watching the money. my last order here, what did it come to",
        "invoice.date.oldest": "I tell tour groups the history of everything so here's mine: on what date did I place my first ever order with u?",
        "invoice.total.oldest": "Been doing magic for years and buying music here nearly as long. how much was the very first order i placed?",
        "invoice.date.nth": "whats the date on my second-to-last order? fingers wrecked from the wall so keeping this msg short",
        "invoice.total.most_expensive": "The new detector cost a fortune and now I'm checking all my spending. Of all my orders which one cost the most, and what was its total?",
        "invoice.total.least_expensive": "season wages are tiny lol. which order of mine was the cheapest overall and what was the total",
        "invoice.list.in_year": "what orders did I make in {year}? dates too please. my paper records got soaked on the dive boat",
        "invoice.total.in_month": "My bank statement shows you took money in {month} {year}, the same month I got a new round. What was that order's total",
        "invoice.contents.by_id": "invoice {invoice_id}, bought the night a heckler ruined my set. what tracks did i get on that one",
        "invoice.date.by_id": "When was invoice {invoice_id} placed? I need the date for my logbook, long story",
        "invoice.total.by_id": "invoice {invoice_id}: what was the total amount? claiming it as work music from the tour company",
        "invoice.contents.latest": "bought a few tracks for my new routine and forgot which ones. whats in my latest order?",
        "invoice.contents.oldest": "Everyone remembers their first brew, but I've forgotten my first order here. which songs were in my first ever order",
        "invoice.total.all": "Working out where my season's money went. all my orders with you added together, how much is that?",
        "invoice_line.list.all": "Making a mix for the dive boat from stuff I already own. Show me every song I've ever bought from you",
        "invoice_line.count.all": "total number of songs i've purchased from you, across every order? curious",
        "invoice_line.price.most_expensive": "what's the priciest single song I've bought from you, and what did I pay for it? fuel for the plane costs more than both lol",
        "invoice_line.price.least_expensive": "Of every song I've bought here, which one was the cheapest and how much was it? bit like my detecting finds, mostly bottle tops",
        "invoice_line.list.by_name": "want {song} as my walk-on at the open mic. did i already buy it off u??",
        "invoice_line.artist_of.all": "tour groups always ask what I listen to. which artists have I bought music from on here",
        "support_rep.name.own": "Which person is my support rep on your side? I'd like a name to ask for",
        "support_rep.contact.own": "can't chat much while I'm on the round. what's the email of the rep who handles my account",
        "support_rep.name.by_id": "invoice {invoice_id} - who was the rep on it? name please",
        "profile.contact.own": "Changing phones at the end of the season. what email and phone number have you got on file for me?",
        "profile.address.own": "moving to be nearer the coast for the diving. which address is on my account right now",
        "profile.name.own": "Flight school wants my name exactly as on my other accounts. how is my name written on my account with you?",
        "profile.date.oldest": "since when have I been buying from you? the date of my first purchase",
        "profile.date.latest": "when was the last time I bought anything here? date please, no rush",
    },
    "pt": {
        "invoice.contents.by_id": "Sou instrutor de esqui numa temporada no Chile e comprei musica pra ouvir no teleférico, foi a fatura {invoice_id}. que musicas vieram nela?",
        "invoice_line.count.all": "acabei de sair de um mergulho em Sesimbra, ainda a pingar. quantas músicas já vos comprei ao todo?",
        "invoice_line.price.least_expensive": "Saio com o detector de metais nos fins de semana e quase só acho tampinha kkk. Qual foi a musica mais barata que ja comprei com vcs e quanto saiu?",
        "playlist.contents.by_id": "Tenho aula de pilotagem no aeródromo amanhã cedo. O que toca na playlist {playlist_id}?",
        "playlist.count.by_name": "dia de brassagem aqui em casa, cerveja artesanal. a playlist {playlist} tem quantas faixas",
        "playlist.list.all": "Sou carteiro e ando o dia todo a fazer a volta. Que playlists é que vocês têm?",
        "profile.contact.own": "Faço mágica em festa infantil e os clientes me acham pelo email. Vcs podem confirmar qual email e telefone estão na minha conta?",
        "support_rep.contact.own": "Faço stand-up em noites de microfone aberto e à noite não consigo usar o chat. qual é o email da pessoa que trata da minha conta?",
        "track.album_of.by_id": "Na academia de escalada tocou a faixa {track_id} enquanto eu tentava um boulder. É de qual álbum?",
        "track.composer.by_id": "Sou guia turístico em Lisboa e um turista perguntou-me pela faixa {track_id}. quem é o compositor?",
    },
    "es": {
        "artist.genre_of.by_name": "Hago monólogos en micros abiertos y tengo un chiste sobre {artist}. En q genero lo teneis?",
        "artist.tracks.by_name": "Buceo en Cozumel los fines de semana y en la lancha siempre suena {artist}. ¿Qué canciones de ellos tienen?",
        "invoice.total.most_expensive": "Me he comprado un detector de metales nuevo y me he dejado un pastón. ¿Cuál fue mi pedido más caro con vosotros y de cuánto fue?",
        "invoice_line.artist_of.all": "soy guía turístico y los grupos siempre me preguntan qué escucho. de que artistas os he comprado musica?",
        "invoice_line.price.least_expensive": "Hago cerveza casera y ando corto de dinero. ¿Cuál es la canción más barata que os he comprado, y cuánto me costó?",
        "playlist.contents.by_name": "Soy monitor de esquí en Sierra Nevada y en el telesilla me aburro. ¿Qué canciones trae la lista {playlist}?",
        "profile.address.own": "Soy cartero y me cambio de piso, irónico lo sé. Qué dirección tenéis puesta en mi cuenta?",
        "track.genre_of.by_name": "en el rocódromo ponen {song} a todas horas. de que genero es segun vosotros?",
        "track.list.by_name": "Preparo un número de magia con cartas para un cumple y quiero {song} de fondo. ¿Está a la venta en vuestra tienda?",
        "track.price.by_id": "Me estoy sacando la licencia de piloto y mañana vuelo sola por primera vez!! cuanto vale la canción {track_id}",
    },
    "fr": {
        "album.count.by_name": "Moniteur de ski aux Arcs, je passe mes journées sur le télésiège. {album}, il y a combien de morceaux dessus ?",
        "album.duration.by_name": "Plongée sur l'épave demain et le trajet en bateau est long. {album} dure combien de temps au total ?",
        "album.price.by_name": "je suis facteur, tournée finie à midi. l'album {album} en entier ça coute combien",
        "artist.count.by_name": "A la salle de bloc ils passent {artist} en boucle. Vous avez combien d'albums de ce groupe ?",
        "genre.contents.by_name": "Je brasse ma bière maison ce week-end et je veux du {genre} pendant l'empâtage. quels morceaux avez vous dans ce genre ?",
        "invoice.count.all": "Les heures de vol à l'aéroclub me coûtent une fortune alors je fais mes comptes. Combien de commandes j'ai passées chez vous ?",
        "playlist.count.all": "Magicien amateur, je répète mes tours de cartes le soir. Vous proposez combien de playlists ?",
        "track.duration.by_id": "je passe en scène ouverte ce soir et je cale mon texte sur une chanson. le morceau {track_id} dure combien",
        "track.genre_of.by_name": "Guide touristique à Lyon, un client m'a demandé le style de {song}. Vous le classez dans quel genre ?",
        "track.price.by_name": "Sortie détection ce matin dans un champ labouré, trouvé une vieille boucle! je me fais plaisir: combien coûte {song} ?",
    },
    "de": {
        "album.artist_of.by_name": "Beim Sondeln auf dem Acker lief beim Bauern {album} im Radio. Von welchem Künstler ist das Album?",
        "artist.count.all": "Heut kein Flugwetter, die Flugschule hat alles abgesagt. wie viele Interpreten habt ihr eigentlich insgesamt",
        "artist.genre_of.by_name": "auf dem Tauchboot läuft immer {artist}. unter welchem genre führt ihr die",
        "invoice.total.least_expensive": "Bin Briefträger und das Geld ist knapp. Was war meine günstigste Bestellung bei euch und was hat die gekostet?",
        "invoice.total.oldest": "Bin die ganze Saison Skilehrer in Tirol und selten online. Wie viel hat meine erste Bestellung bei euch damals gekostet?",
        "invoice_line.list.by_name": "In der Boulderhalle lief grad {song}. Hab ich den Song schon mal bei euch gekauft?",
        "track.album_of.by_name": "Brautag heute, während die Maische ruht hör ich {song}. von welchem Album ist das",
        "track.composer.by_name": "Ich bau für den Zauberstammtisch einen Kartentrick zu {song}. Wer ist der Komponist?",
        "track.duration.by_name": "Mein Set beim Open Mic soll genau so lang sein wie ein Lied lol. wie lange geht {song}?",
        "track.list.by_name": "Bin Stadtführer, und ne Touristin hat heute {song} gesummt. Gibts den bei euch zu kaufen?",
    },
    "it": {
        "album.count.all": "Sono sul gommone dopo un'immersione, pausa in superficie. Quanti album avete in totale?",
        "artist.albums.by_name": "faccio il postino e nel furgone ascolto sempre {artist}. quali album loro avete?",
        "artist.count.all": "in palestra di arrampicata mettono sempre la stessa roba. quanti artisti ci sono nel vostro negozio",
        "invoice.total.latest": "Mi sono comprato un metal detector nuovo e ora controllo le spese. Il mio ultimo ordine quanto è costato?",
        "invoice.total.oldest": "Sto prendendo il brevetto di pilota e mi segno ogni spesa. A quanto ammontava il primo ordine che ho fatto da voi?",
        "invoice_line.list.all": "Faccio la birra in casa e per la cotta voglio musica mia. Mi fate l'elenco di tutte le canzoni che ho comprato?",
        "playlist.count.all": "maestro di sci, in seggiovia tutto il giorno. quante playlist ci sono sul sito?",
        "profile.address.own": "Faccio il prestigiatore alle feste e cambio casa a breve. Quale indirizzo risulta sul mio account?",
        "track.album_of.by_id": "stasera open mic di stand-up e voglio il brano {track_id} per entrare in scena. da quale album è?",
        "track.duration.by_name": "Sono guida turistica a Firenze e tra un giro e l'altro ho poco tempo. {song} quanto dura?",
    },
    "nl": {
        "invoice.total.all": "Ik ben skileraar in Oostenrijk en wil weten waar mijn seizoensloon blijft. Wat heb ik bij jullie in totaal uitgegeven, alles opgeteld?",
        "invoice.total.by_id": "Nieuwe klimschoenen gekocht dus ik kijk mijn uitgaven na. Hoeveel was factuur {invoice_id} in totaal?",
        "invoice.total.in_month": "met de metaaldetector vond ik een oude munt, en op mijn afschrift iets van jullie in {month} {year}. wat was het totaalbedrag van die bestelling?",
        "profile.name.own": "Voor de vliegschool moet mijn naam overal hetzelfde zijn. Hoe staat mijn naam precies in mijn account bij jullie?",
        "support_rep.name.own": "ik duik veel en zit dan dagen zonder bereik. welke medewerker van jullie beheert mijn account? naam graag",
        "track.album_of.by_name": "Ik ben postbode en op mijn ronde hoor ik {song} uit elk open raam. Van welk album is het?",
        "track.composer.by_name": "Ik brouw thuis bier en bij het bottelen draait {song}. Wie heeft dat nummer geschreven, de componist bedoel ik",
        "track.count.all": "Ik oefen kaarttrucs voor de goochelclub. hoeveel nummers verkopen jullie in totaal",
        "track.price.by_id": "Open podium vanavond, ik doe stand-up. wat kost nummer {track_id} bij jullie",
        "track.price.by_name": "Als stadsgids in Utrecht hoor ik {song} op alle terrasjes. Hoeveel kost het bij jullie?",
    },
    "pl": {
        "album.artist_of.by_name": "Po lekcji w aeroklubie instruktor puścił {album}. Kto jest wykonawcą tego albumu?",
        "album.contents.by_name": "nurkuje w kamieniolomie w weekendy i na lodzi leci {album}. jakie piosenki sa na tym albumie?",
        "album.count.by_name": "Jestem listonoszem i rejon mam długi. Ile utworów ma płyta {album}?",
        "artist.count.by_name": "Jako instruktor narciarstwa całe dnie na wyciągu słucham {artist}. Ile albumów tego wykonawcy macie?",
        "genre.count.all": "na sciance wspinaczkowej puszczaja ciagle to samo. ile gatunkow muzyki macie w sklepie",
        "genre.list.all": "Warzę piwo w domu i do każdej warki chcę inną muzykę. Jakie gatunki są u was dostępne?",
        "invoice.contents.latest": "Kupiłem muzykę do nowej sztuczki karcianej i zapomniałem co. Jakie utwory były w moim ostatnim zamówieniu?",
        "playlist.contents.by_id": "robie stand-up na open micu i potrzebuje czegos na rozgrzewke. jakie utwory sa na playliscie {playlist_id}?",
        "support_rep.name.by_id": "Jestem przewodnikiem po Krakowie, mam chwilę między grupami. Kto z waszej obsługi zajmował się fakturą {invoice_id}? Imię i nazwisko proszę",
        "track.duration.by_id": "Chodzę z wykrywaczem metali po polach, muzyka umila czas. jak dlugi jest utwor {track_id}?",
    },
    "sv": {
        "album.contents.by_name": "Jobbar som skidlärare i Åre och sitter i liften halva dagen. Vilka låtar är med på {album}?",
        "album.price.by_name": "klätterhallen spelade {album} igår. vad kostar hela albumet hos er",
        "artist.albums.by_name": "Hembryggare här, mäskar i kväll med {artist} på. Vilka album av dem säljer ni?",
        "genre.contents.by_name": "Jag trollar på barnkalas och vill ha lite musik i bakgrunden. vilka låtar finns det inom {genre} hos er?",
        "genre.count.by_name": "Ska köra standup på en öppen scen och har ett skämt om {genre}. Hur många låtar har ni i den genren?",
        "invoice.contents.oldest": "Jag är guide i Gamla stan och berättar historia hela dagarna, nu vill jag veta min egen. Vilka låtar var med i min första beställning hos er?",
        "invoice_line.count.all": "Var ute med metallsökaren hela dan, hittade mest spikar. Hur många låtar har jag köpt av er sammanlagt?",
        "invoice_line.price.most_expensive": "Flyglektionerna äter upp lönen. Vilken är den dyraste låten jag har köpt hos er, och vad betalade jag för den?",
        "playlist.count.by_name": "Dykresa till Gotland i helgen. hur många låtar innehåller spellistan {playlist}?",
        "track.artist_of.by_name": "Jag är brevbärare och en kund spelade {song} på hög volym när jag kom med posten. Vem är artisten bakom låten?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded: the account or customer number in
# each language's own short forms ("acc #", "customer ref", "customer ID", "cust. #",
# "Kundenkonto", "Kunden-Nr.", "conta nº", "cadastro", "kund-id", "numéro de compte", "cod.
# cliente", "ID klienta", "konto nr", "nº de cliente", "cuenta", "klantnr."), the e-mail
# first with the number in brackets, a name before the bracket, a "details:" label, slashes
# between the two. Placements differ from fresh26's for every language:
# ``fresh27_ids_when_asked``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; de/pt/sv/fr;
# ``fresh27_ids_said_first``: the identifiers alone in a first message, then the question;
#   English and it/pl;
# ``fresh27_ids_tacked_on``: the identifiers after the question in the same message; English
#   and es/nl.
# Each of the eight other languages is in one family only.
FRESH27_FAMILIES: dict[str, dict] = {
    "fresh27_ids_when_asked": {
        "split": "fresh27", "ids": "after", "transform": "none",
        "frames": {
            "de": ["{q}", "Guten Abend zusammen, kurze Sache: {q}"],
            "pt": ["{q}", "Olá, boa noite a todos. {q}", "Oi gente, tudo bem? {q}"],
            "sv": ["{q}", "Hej hej, en grej bara. {q}"],
            "fr": ["{q}", "Bonsoir, j'aurais une question. {q}"],
        },
        "id_lines": {
            "de": ["Klar: Kundenkonto {id}, E-Mail-Adresse {email}",
                   "{email}, meine Kundennummer ist die {id}",
                   "ok, Kunden-Nr. {id} und Mail {email}. Gruß {first}"],
            "pt": ["Claro! Conta de cliente nº {id}, email {email}",
                   "o meu número de cliente é {id}; e-mail: {email}",
                   "meu cadastro de cliente é o {id}, email {email} - {first}"],
            "sv": ["Absolut, kundnumret är {id} och mejladressen {email}",
                   "{email} / kund-id {id}",
                   "Mitt kundnr: {id}. Mejl: {email}. Mvh {first}"],
            "fr": ["Bien sûr : client n° {id}, adresse mail {email}",
                   "mon numéro de compte client c'est {id}, et le mail {email}",
                   "{email} (numéro client {id}) — {first}"],
        },
    },
    "fresh27_ids_said_first": {
        "split": "fresh27", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "ok so here's what I wanted to ask: {q}", "Right, question time. {q}"],
            "it": ["{q}", "Allora, la mia domanda è questa: {q}"],
            "pl": ["{q}", "No i teraz pytanie: {q}"],
        },
        "id_lines": {
            "en": ["acc #{id}, mail {email}",
                   "Hi there, {first} here - account number {id}, {email}",
                   "{email} (customer ref {id})",
                   "Before anything: my customer ID is {id} and my email is {email}."],
            "it": ["Buongiorno, sono {first}, cliente n. {id}, mail {email}",
                   "cod. cliente {id} - {email}",
                   "{email}, numero cliente {id}"],
            "pl": ["Cześć, {first} z tej strony. Mój numer klienta to {id}, mail {email}",
                   "ID klienta: {id} / {email}",
                   "{email} (konto klienta nr {id})"],
        },
    },
    "fresh27_ids_tacked_on": {
        "split": "fresh27", "ids": "with", "transform": "none",
        "frames": {
            "es": ["{q}", "Hola! {q}", "Buenas tardes. {q}"],
            "nl": ["{q}", "Hoi hoi, vraagje: {q}", "Goedemiddag allemaal. {q}"],
            "en": ["{q}", "hey there. {q}", "Morning all. {q}"],
        },
        "id_lines": {
            "es": ["Mi nº de cliente: {id}, correo {email}",
                   "(cuenta de cliente {id}, {email})",
                   "Soy {first}, cliente {id}, email {email}"],
            "nl": ["klantnr. {id}, mail {email}",
                   "(klantaccount {id} – {email})",
                   "Groetjes, {first} / klantnummer {id} / {email}"],
            "en": ["- acct no {id}, {email}",
                   "my customer number's {id} and the email on it is {email}",
                   "{first} ({email}, cust. #{id})",
                   "details: customer id {id} / {email}"],
        },
    },
}  # fmt: skip
