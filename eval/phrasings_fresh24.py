"""A twenty-sixth set of wordings and families for ``eval.generate`` (``--split fresh24``).

Why: ``fresh23`` (``eval.phrasings_fresh23``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise, as ordinary customers type
into a shop's chat box, in voices the earlier splits used little, each cell in one or two of
them: a hi-fi enthusiast trying out new gear (speakers, headphones, an amp, a soundbar);
someone editing a hobby video and fitting music to the footage (a walking holiday, a bike
tour, drone shots, a sailing trip, an allotment through the seasons); a wary customer
checking for fraud or a hacked account (a card the bank blocked, a phishing e-mail not
clicked, a password reset never asked for, a charge not remembered) who hands over the
identifiers reluctantly ("I don't usually paste my details into a chat"); someone writing
the main language of their country with a few words of their own first language (Welsh,
Irish and Scottish Gaelic in English; Catalan, Basque and Galician in Spanish; Breton and
Alsatian in French; Low German and Sorbian in German; Friulian and South Tyrolean German in
Italian; Frisian and Papiamento in Dutch; Silesian and Kashubian in Polish; Sami and Finnish
in Swedish); a home cook timing things by music (bread proving, eggs, batch cooking, crêpes,
pierogi, risotto); an amateur sports team's music (a darts walk-on, five-a-side and indoor
football changing rooms, a boxing club's ring walks, roller derby, a bowls club, floorball,
volleyball); a couple in a long-distance relationship listening together over video calls
across time zones; someone filling a time capsule or a memory box (a goddaughter, a nephew,
a village's or a school's capsule); someone about to go off-grid who downloads first (a
cabin, a mountain hut, a boat, an island, a tent by the lakes); someone typing on an awkward
device and keeping it short (a TV remote, a smartwatch, a games controller, a cracked
screen); lengths from five words to three sentences. No quoted titles; no digits anywhere
outside the slots (none in count questions); none of fresh17's stories, running, gaming or
road trips, corrections mid-message, capitals, emoji, chat abbreviations or English mixed
into the other languages, none of fresh18's formal elders, parents, DJs, wedding planners,
teachers, streaming comparisons, errands for someone else or hedged forms, none of fresh19's
two questions in one message, newsletter replies, collectors, non-native slips, quoted
friends or filler words, none of fresh20's small businesses, returning customers, record
shops, grumbling, dictation or coming parties, none of fresh21's night shifts, fitness
classes, tight budgets, first computers, apologies, half memories, group music or beliefs
checked after, none of fresh22's retirees, anniversaries, lorry drivers, musicians,
commuters, purchasing clerks, gushing fans, spelling by ear, negative questions or crafts,
and none of fresh23's teenagers, pedants, expats, convalescents, lost collections, funerals,
language learners, pets or ticket-style notes.
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices and each language's own words for them (a
"pelada", "golpe", "palavra-passe", "cápsula do tempo"; "cocido", "refugio", "mando de la
tele"; "ampli", "fléchettes", "télécommande"; "Werbemail", "Fernbedienung", "Zeitkapsel";
"bocciofila", "rifugio", "ragù"; "phishingmail", "zaalvoetbal", "tijdcapsule"; "spływ",
"pierogi", "kapsuła czasu"; "fjällstuga", "innebandy", "tidskapsel"); European and Brazilian
Portuguese, Spain's and Latin American Spanish side by side.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh23``, counting
each earlier fresh split that asked it, and its own ``dev``/``heldout`` pair and follow-up
pair, as once each (all 80 chosen had been counted four times, the least any language had
left once those of the last three splits are set aside), then none it asked in ``fresh21``,
``fresh22`` or ``fresh23`` and those it asked longest ago (none asked by that language after
``fresh19``; 39 of them not after ``fresh18``), chosen (as a minimum-cost flow over those
keys) so that the eight together ask every one of the 55 non-date cells, none more than
twice; no date or date-list cells outside English (``invoice.date.*``, ``profile.date.*``,
``invoice.list.all``, ``invoice.list.in_year``: the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH24_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "Just set up a pair of new floorstanding speakers and I want something with proper bass to try them on. {artist} came to mind. Which of their albums do you sell?",
        "artist.count.by_name": "My girlfriend's in Toronto and we take turns choosing an album to play at the same moment over a video call. If we stuck to {artist}, how many of their albums could we work through from your shop?",
        "artist.tracks.by_name": "Our five-a-side lot want {artist} blasting in the changing room before kick-off. What songs by them have you got?",
        "artist.genre_of.by_name": "Bore da. A mate from Aberystwyth plays {artist} every time I'm in his car and I can never describe them to anyone. What genre does your shop put them in?",
        "artist.count.all": "typing this with the tv remote so bear with me. how many artists in the shop",
        "album.count.all": "Heading to a cabin with no signal for a while, so I'm stocking up before we go. How many albums does the shop carry altogether?",
        "album.contents.by_name": "I'm filling a time capsule for my goddaughter to open when she's grown, and I'd like to slip in the tracklist of {album}. Which songs are on it?",
        "album.artist_of.by_name": "Got a dodgy-looking e-mail advertising {album} and didn't click anything in it. Who is that album actually by?",
        "album.count.by_name": "When I bake bread I knead for a song, rest for a song, and so on through an album. How many songs does {album} have?",
        "album.price.by_name": "Treated myself to noise-cancelling headphones and now I need something worth hearing on them. What's the price of {album} if I buy the whole thing?",
        "album.duration.by_name": "I'm cutting together the footage from our walking holiday and want one album running under the whole film. How long is {album} from the first track to the last?",
        "track.list.by_name": "replying from my watch, tiny screen. is {song} for sale on here",
        "track.artist_of.by_name": "My boyfriend lives in Vancouver and sends me a song every night before he goes to sleep. Last night it was {song}. Who sings it?",
        "track.album_of.by_name": "Our darts captain walks on to {song} every league night and I want to get him the record it comes from. Which album is it on?",
        "track.genre_of.by_name": "Dia duit! {song} was on in the pub last night and the whole place sang along. What genre is it listed as with you?",
        "track.price.by_name": "Before I put my card details into any site I like to know exactly what I'm paying. What does {song} cost?",
        "track.duration.by_name": "My soft-boiled eggs get exactly one song in the pan. How long is {song}?",
        "track.composer.by_name": "I'm putting {song} under a short film of my allotment through the seasons and want to credit it properly in the end titles. Who's the composer?",
        "track.duration.by_id": "My drone clip is quite short and the music has to finish when it does. What's the length of track {track_id}?",
        "track.price.by_id": "typing with a games controller, so this is slow going. track {track_id}, what does it cost",
        "track.composer.by_id": "For the village time capsule every household adds one song along with who wrote it. Ours is track {track_id}. Who composed it?",
        "track.album_of.by_id": "Off sailing next week with no internet at all, so I'm downloading whole albums rather than single songs. Which album has track {track_id} on it?",
        "track.count.all": "Madainn mhath! How many songs does your shop have for sale, all in?",
        "playlist.list.all": "Sunday is batch-cooking day and the kitchen's too quiet without something on. Which playlists do you offer?",
        "playlist.count.all": "on the smart tv app and typing is painful. how many playlists are there",
        "playlist.contents.by_id": "Our roller derby team warms up to playlist {playlist_id} before every bout. Which songs does it have?",
        "playlist.contents.by_name": "There's no phone signal at the mountain hut, so I'm saving things while I still can. Which songs are in the {playlist} playlist?",
        "playlist.count.by_name": "My partner and I play the same playlist during our calls, even with the time difference between us. How many tracks are there in the {playlist} playlist?",
        "genre.list.all": "I'm putting together a memory box for my nephew with a bit of everything that's around this year. What genres do you sell?",
        "genre.count.all": "Testing a new soundbar and I want to try every kind of music through it. How many genres do you stock?",
        "genre.contents.by_name": "Our amateur boxing club does ring walks at its fight night and the lads voted for {genre}. Which songs in that genre can you offer?",
        "genre.count.by_name": "Spending the summer on an island with no internet, and what I mostly listen to is {genre}. How many tracks of it do you have?",
        "invoice.list.all": "My card was used somewhere it shouldn't have been, so I'm going through every shop I use. Can you list all my orders with you and the date on each?",
        "invoice.count.all": "on a phone with a cracked screen so keeping it short. how many orders have i made with you",
        "invoice.date.latest": "I keep a little log of the songs my partner and I share across the miles. What date did I place my latest order?",
        "invoice.total.latest": "The new amp and the music for it went on the same card and I'm trying to separate the two. How much did my latest order with you come to?",
        "invoice.date.oldest": "Shwmae! I must have been a customer for donkey's years now. On which date did I place my very first order with you?",
        "invoice.total.oldest": "I'm checking nothing odd has ever gone through my account, right back to the start. How much was my very first order?",
        "invoice.date.nth": "Not my latest order but the one just before it: on what day did I place that? Pretty sure it was music for a day of bread-making.",
        "invoice.total.most_expensive": "I've bought a fair bit of music for the film I'm editing of our trip. Which has been my priciest order so far, and what was its total?",
        "invoice.total.least_expensive": "Our darts team splits the cost of the walk-on songs between us, so I keep an eye on it. What's the lowest total any of my orders has come to, and which order was that?",
        "invoice.list.in_year": "I'm writing a letter for a time capsule about what I listened to in {year}. Could you list the orders I placed that year, with their dates?",
        "invoice.total.in_month": "I'm going through my card transactions line by line in case of fraud. How much was my order with you in {month} {year}?",
        "invoice.contents.by_id": "Which songs did invoice {invoice_id} include? I want them all on my phone before I lose signal for the week.",
        "invoice.date.by_id": "smartwatch again, sorry for the brevity. date of invoice {invoice_id}?",
        "invoice.total.by_id": "My partner and I go halves on the songs we share. What did invoice {invoice_id} cost altogether?",
        "invoice.contents.latest": "I bought something specially to try out my new headphones and now I can't remember what it was. What songs were in my most recent order?",
        "invoice.contents.oldest": "Dia daoibh. I'd love to know what I bought from you the very first time. Which songs were in my first order?",
        "invoice.total.all": "Adding up what my hobbies cost me this year: cookbooks, pans and music. What's my grand total with you across all my orders?",
        "invoice_line.list.all": "Going somewhere with no internet for a month and I only want what I've already paid for on my phone. Could you pull up every song I've ever bought here, so I know what to download?",
        "invoice_line.count.all": "For the time capsule letter I'm writing, I'd like to say how many songs I've bought from you. How many is it, every order together?",
        "invoice_line.price.most_expensive": "Checking I was never charged too much for anything. Which single song cost me the most with you, and how much was it?",
        "invoice_line.price.least_expensive": "Background music for my videos adds up. Which track I bought here cost the least, and how much was it?",
        "invoice_line.list.by_name": "The team runs out to {song} and I'm sure I got it for the club at some point. Is it among the songs I've bought from you?",
        "invoice_line.artist_of.all": "My girlfriend abroad wants a list of the bands I listen to. Which artists have I bought music from here?",
        "support_rep.name.own": "I only want to deal with a real, named person on your side. Who is the rep assigned to my account?",
        "support_rep.contact.own": "Diolch ymlaen llaw! Could I have the email of the support rep on my account? I'd rather write to one person than to a general inbox.",
        "support_rep.name.by_id": "typing on the tv remote one letter at a time. who was the support rep on invoice {invoice_id}",
        "profile.contact.own": "I got a password reset I never asked for. Just to check nobody's changed anything: what email and phone number do you have for me?",
        "profile.address.own": "I'm about to move in with my partner after years of long distance. Which address do you have on file for me at present?",
        "profile.name.own": "Bore da. What name have you got on the account, exactly as it's written?",
        "profile.date.oldest": "For the time capsule I'd like to note when I became a customer of yours. What's the date of my first purchase?",
        "profile.date.latest": "Back from a month without internet and a bit out of touch. On what date did I last buy something from you?",
    },
    "pt": {
        "invoice.contents.by_id": "Recebi um e-mail com a fatura {invoice_id} e fiquei com medo de ser golpe. Quais músicas estão nessa fatura?",
        "invoice_line.count.all": "Estou a preparar uma cápsula do tempo para a minha afilhada abrir quando for crescida. Quantas músicas é que já comprei na vossa loja, ao todo?",
        "invoice_line.price.least_expensive": "A massa do pão tá crescendo e eu aproveitei pra fuçar no meu histórico. De tudo que comprei com vocês, qual música saiu mais em conta e por quanto?",
        "playlist.contents.by_id": "O pessoal da pelada de quinta quer a playlist {playlist_id} no vestiário. Que músicas tem nela?",
        "playlist.count.by_name": "A minha namorada está em Macau e ouvimos a mesma playlist ao mesmo tempo por videochamada. Quantas músicas tem a playlist {playlist}?",
        "playlist.list.all": "Vou passar uns dias num sítio sem sinal nenhum e quero baixar tudo antes. Quais playlists vocês têm?",
        "profile.contact.own": "Recebi um pedido de alteração da palavra-passe que não fui eu que fiz. Que e-mail e que telemóvel têm associados à minha conta?",
        "support_rep.contact.own": "to digitando pelo controle da tv entao vou ser breve. qual o email do atendente responsavel pela minha conta",
        "track.album_of.by_id": "Estou a montar o vídeo das férias nos Açores e a faixa {track_id} encaixa na perfeição. Em que álbum está?",
        "track.composer.by_id": "Comprei caixas de som novas e a faixa {track_id} ficou incrível nelas. Quem compôs essa música?",
    },
    "es": {
        "artist.genre_of.by_name": "Bon dia! A mi pareja le encanta {artist} y nunca sé cómo describírselo a la gente. ¿En qué género lo clasificáis?",
        "artist.tracks.by_name": "Me acabo de comprar unos altavoces nuevos y quiero estrenarlos con {artist}. ¿Qué canciones suyas tenéis?",
        "invoice.total.most_expensive": "El banco me avisó de movimientos raros en mi tarjeta y estoy revisando todo. ¿Cuál fue mi pedido más caro con ustedes y por cuánto salió?",
        "invoice_line.artist_of.all": "Mi novio vive en Chile y quiere conocer mis gustos. ¿De qué artistas os he comprado música?",
        "invoice_line.price.least_expensive": "Kaixo! De todo lo que os he comprado, ¿qué canción me salió más barata y a cuánto?",
        "playlist.contents.by_name": "Me voy una semana a un refugio de montaña sin cobertura. ¿Qué canciones hay en la lista {playlist}?",
        "profile.address.own": "Bos días. ¿Qué dirección tenéis puesta en mi cuenta? Quiero comprobar que está bien.",
        "track.genre_of.by_name": "Estoy editando un vídeo de nuestro viaje en bici y quiero poner {song} de fondo. ¿De qué género es, según vuestra tienda?",
        "track.list.by_name": "escribo con el mando de la tele asi que voy al grano: teneis {song}",
        "track.price.by_id": "Mientras se hace el cocido me apetece comprar algo. ¿Cuánto cuesta el tema {track_id}?",
    },
    "fr": {
        "album.count.by_name": "Je fais sauter mes crêpes en musique, l'album en entier. Combien de titres compte l'album {album} ?",
        "album.duration.by_name": "Je monte la vidéo de notre randonnée dans les Pyrénées et je voudrais un seul album en fond. Quelle est la durée totale de {album} ?",
        "album.price.by_name": "Je viens de brancher un nouvel ampli et j'ai envie de m'offrir {album}. Combien coûte l'album complet ?",
        "artist.count.by_name": "Mon copain est au Japon et on écoute les mêmes disques en même temps, chacun de son côté. Vous avez combien d'albums de {artist} ?",
        "genre.contents.by_name": "Au club de fléchettes, on cherche des morceaux dans le genre {genre} pour l'entrée des joueurs. Qu'est-ce que vous avez ?",
        "invoice.count.all": "Ma banque m'a signalé une opération suspecte, alors je vérifie tout. Combien de commandes ai-je passées chez vous au total ?",
        "playlist.count.all": "Demat ! Simple curiosité : vous avez combien de playlists en tout ?",
        "track.duration.by_id": "j'écris avec la télécommande de la télé donc je fais court. le titre {track_id} dure combien",
        "track.genre_of.by_name": "Salü ! On a entendu {song} au Messti du village. C'est rangé dans quel genre chez vous ?",
        "track.price.by_name": "Je pars en bateau là où il n'y a pas de réseau, donc je télécharge tout avant. Combien coûte {song} ?",
    },
    "de": {
        "album.artist_of.by_name": "Ich hab eine Werbemail zu {album} bekommen und trau der nicht. Von wem ist das Album überhaupt?",
        "artist.count.all": "Moin, ik heff mol 'ne Fraag: Wie groß ist eure Auswahl an Künstlern, also wie viele sind es?",
        "artist.genre_of.by_name": "Hab mir neue Kopfhörer gegönnt und höre mich gerade durch {artist}. Unter welchem Genre führt ihr die?",
        "invoice.total.least_expensive": "Ich koche sonntags für die ganze Woche vor und kauf mir dabei gern Musik. Was war meine billigste Bestellung bisher, und auf welchen Betrag kam die?",
        "invoice.total.oldest": "Für die Zeitkapsel unserer Schule schreibe ich auf, was ich so für Musik ausgegeben habe. Was hat meine allererste Bestellung bei euch gekostet?",
        "invoice_line.list.by_name": "schreibe mit der fernbedienung, daher kurz: ist {song} schon unter meinen käufen bei euch",
        "track.album_of.by_name": "Unser bester Dartspieler läuft immer zu {song} ein. Von welchem Album stammt das Lied?",
        "track.composer.by_name": "Ich schneide ein Video von unserer Radtour und möchte {song} im Abspann richtig angeben. Wer hat das Stück komponiert?",
        "track.duration.by_name": "Auf der Hütte gibt's kein Netz, also lade ich vorher alles runter. Wie lange läuft {song}?",
        "track.list.by_name": "Dobry dźeń! Gibt es {song} bei euch zu kaufen?",
    },
    "it": {
        "album.count.all": "scrivo col telecomando della tv quindi sarò breve. quanti album avete",
        "artist.albums.by_name": "La mia ragazza vive a Lisbona e la sera ascoltiamo gli stessi dischi in videochiamata. Quali album di {artist} avete?",
        "artist.count.all": "Vado per qualche giorno in un rifugio senza campo e voglio scaricare un po' di roba prima. Quanti artisti avete in catalogo?",
        "invoice.total.latest": "Mi è arrivato un messaggio sospetto su un pagamento e voglio controllare. A quanto ammontava il mio ultimo ordine?",
        "invoice.total.oldest": "Mandi! Sono curioso: il mio primissimo ordine da voi, a quanto arrivava in tutto?",
        "invoice_line.list.all": "Ho appena preso delle casse nuove e voglio riascoltare tutto quello che ho. Mi fate l'elenco di tutti i brani che ho comprato da voi?",
        "playlist.count.all": "Alla bocciofila mettiamo sempre un po' di musica durante le partite. Quante playlist avete in tutto?",
        "profile.address.own": "Griaß enk! Mi dite che indirizzo avete salvato sul mio account?",
        "track.album_of.by_id": "Sto montando il video del nostro giro in barca a vela e ci metto sotto il brano {track_id}. Da quale album viene?",
        "track.duration.by_name": "Faccio il risotto e mescolo a ritmo di {song}. Quanto dura?",
    },
    "nl": {
        "invoice.total.all": "Na een phishingmail loop ik al mijn webshops na. Hoeveel heb ik in totaal bij jullie uitgegeven, alle bestellingen bij elkaar?",
        "invoice.total.by_id": "Mijn vriendin woont in Canada en we delen de kosten van de muziek die we samen luisteren. Wat was het totaalbedrag van factuur {invoice_id}?",
        "invoice.total.in_month": "Bon dia! Op mijn afschrift zie ik een betaling aan jullie in {month} {year}. Hoeveel bedroeg die bestelling?",
        "profile.name.own": "Goeie! Ik wil even zeker weten dat alles klopt. Welke naam hebben jullie bij mijn account genoteerd?",
        "support_rep.name.own": "typ dit met de afstandsbediening dus kort: wie is mijn vaste contactpersoon bij jullie, hoe heet die",
        "track.album_of.by_name": "Ik monteer een filmpje van onze fietsvakantie met {song} eronder. Van welk album komt dat nummer?",
        "track.composer.by_name": "Voor de tijdcapsule van onze basisschool kiest elk gezin een liedje. Wij kozen {song}. Wie heeft het geschreven?",
        "track.count.all": "We gaan zeilen en hebben dagenlang geen bereik. Hoeveel nummers zitten er in totaal in jullie winkel?",
        "track.price.by_id": "Nieuwe koptelefoon binnen en ik wil hem testen met nummer {track_id}. Wat kost dat?",
        "track.price.by_name": "Ons zaalvoetbalteam wil {song} in de kleedkamer horen. Wat kost dat nummer?",
    },
    "pl": {
        "album.artist_of.by_name": "Montuję film z naszego spływu kajakowego i kolega podrzucił mi {album} na podkład. Kto jest wykonawcą tego albumu?",
        "album.contents.by_name": "Mój chłopak jest w Norwegii i wieczorami słuchamy razem tej samej płyty przez kamerkę. Jakie utwory są na {album}?",
        "album.count.by_name": "Pierogi lepię zawsze przy całej płycie, od początku do końca. Ile utworów ma {album}?",
        "artist.count.by_name": "Fest lubię {artist}, ino nie wiem, ile tego jest. Ile ich albumów macie u siebie?",
        "genre.count.all": "pisze pilotem od telewizora wiec krotko. ile macie gatunkow",
        "genre.list.all": "Robię dla chrześniaka pudełko pamiątek z tego roku, z odrobiną wszystkiego. Jakie gatunki muzyczne macie?",
        "invoice.contents.latest": "Dostałem podejrzanego maila o zakupie i chcę sprawdzić, co naprawdę kupiłem. Jakie utwory były w moim ostatnim zamówieniu?",
        "playlist.contents.by_id": "Nasza drużyna siatkówki rozgrzewa się przy playliście {playlist_id}. Co na niej jest?",
        "support_rep.name.by_id": "Dobri dzéń! Kto z waszej obsługi zajmował się fakturą {invoice_id}?",
        "track.duration.by_id": "Jadę pod namiot na Mazury, a tam zasięgu brak. Ile trwa utwór {track_id}?",
    },
    "sv": {
        "album.contents.by_name": "Jag bakar alltid till en hel skiva i taget. Vilka låtar finns på {album}?",
        "album.price.by_name": "Ska upp till fjällstugan där det inte finns någon täckning. Vad kostar hela {album}?",
        "artist.albums.by_name": "Buorre beaivi! Vilka album med {artist} säljer ni?",
        "genre.contents.by_name": "Har precis köpt nya högtalare och vill prova dem med lite {genre}. Vilka låtar har ni i den genren?",
        "genre.count.by_name": "Innebandylaget vill ha {genre} i omklädningsrummet. Hur många låtar finns det i den genren hos er?",
        "invoice.contents.oldest": "Jag lägger ett brev om min musik i en tidskapsel. Vad var det för låtar i den allra första beställningen jag gjorde?",
        "invoice_line.count.all": "Terve! Jag undrar en sak: hur många låtar har jag handlat av er sammanlagt, alla beställningar ihop?",
        "invoice_line.price.most_expensive": "Banken varnade för bedrägeriförsök så jag går igenom allt. Vilken är den dyraste enskilda låten jag har köpt hos er, och vad kostade den?",
        "playlist.count.by_name": "skriver med tv-fjärrkontrollen så kort fråga. hur många låtar har spellistan {playlist}",
        "track.artist_of.by_name": "Min flickvän bor i Tokyo och skickade {song} till mig i natt. Vem är det som sjunger?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded in this split's voices: handed over
# reluctantly by a wary customer ("I don't usually paste my details into a chat window",
# "Is it safe to put those here?", "Ungern im Chat", "Je n'aime pas trop donner ça par chat");
# a thank-you or greeting in the customer's first language before them ("Diolch yn fawr",
# "Gràcies", "Tige tank", "Dziynkuja", "Giitu", "Mandi", "Moin", "Demat"); typed on a small
# keyboard ("typing on the remote so:", "small keyboard, sorry:"); "#", "no", "núm.",
# "klant nr.", "nº", "Kd.-Nr.", "n° client", "kundnr", "codice cliente", and the number bare;
# each of the eight other languages in the placement it had longest ago (fresh21's, none of
# fresh22's or fresh23's), English in the pair it had in fresh21 (neither fresh22's nor
# fresh23's):
# ``fresh24_ids_tacked_on``: the identifiers after the question in the same message;
#   English and es/nl/pl;
# ``fresh24_ids_when_asked``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; English and it/pt/sv;
# ``fresh24_ids_said_first``: the identifiers alone in a first message, then the question;
#   de/fr only (no English, so that the split stays near two hundred cases).
# Each of the eight other languages is in one family only.
FRESH24_FAMILIES: dict[str, dict] = {
    "fresh24_ids_tacked_on": {
        "split": "fresh24", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "One for you, if you've a minute. {q}", "Hoping someone can check this for me. {q}"],
            "es": ["{q}", "Os escribo por una cosa. {q}"],
            "nl": ["{q}", "Iets wat ik me afvroeg. {q}"], "pl": ["{q}", "Taka sprawa. {q}"],
        },
        "id_lines": {
            "en": ["Diolch yn fawr, {first}. Customer no {id}; I log in with {email}.",
                   "I don't usually paste my details into a chat window, but here goes: {id} / {email}.",
                   "typing on the remote so: {id} {email}",
                   "You'll have me on file as #{id}, e-mail {email}."],
            "es": ["Gràcies! Em dic {first}; núm. de cliente {id}, correo {email}.",
                   "No me gusta dar datos por chat, pero ahí van: {id} y {email}."],
            "nl": ["Tige tank alvast! Groetjes van {first}, klant nr. {id}, e-mail {email}",
                   "Geef dit liever niet zomaar door, maar goed: {id}, {email}."],
            "pl": ["Dziynkuja! Pisze {first}, mój nr klienta to {id}, a mail {email}",
                   "Niechętnie podaję dane na czacie, ale proszę: {id}, {email}."],
        },
    },
    "fresh24_ids_when_asked": {
        "split": "fresh24", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Bit of a random one. {q}", "Something I've been meaning to ask. {q}"],
            "it": ["{q}", "Una curiosità. {q}"], "pt": ["{q}", "Uma dúvida rápida. {q}"],
            "sv": ["{q}", "Undrar över en sak. {q}"],
        },
        "id_lines": {
            "en": ["Fair enough, you'd need those. Customer number {id}; the address I use is {email}.",
                   "Is it safe to put those here? Alright: {id}, {email}.",
                   "small keyboard, sorry: {id} / {email}",
                   "Diolch! {first} here, #{id} on your system, {email} for e-mail."],
            "it": ["Ecco qua: codice cliente {id}, e-mail {email}. Mandi, {first}",
                   "È sicuro scriverli qui? Va bene: {id}, {email}."],
            "pt": ["Pode ser. Nº de cliente {id}, e-mail {email}. Abraço, {first}",
                   "É seguro mandar isso aqui? Tá bom: {id}, {email}."],
            "sv": ["Självklart, här: kundnr {id} och mejladressen {email}. Giitu! /{first}",
                   "Är det säkert att skriva det här? Okej: {id}, {email}."],
        },
    },
    "fresh24_ids_said_first": {
        "split": "fresh24", "ids": "before", "transform": "none",
        "frames": {
            "de": ["{q}", "Jetzt zur eigentlichen Frage. {q}"], "fr": ["{q}", "Et donc, ce que je voulais savoir : {q}"],
        },
        "id_lines": {
            "de": ["Goden Dag! Hier schrifft {first}, Kd.-Nr. {id}, Mail {email}.",
                   "Ungern im Chat, aber bitte: Kunde {id}, {email}. Frage folgt."],
            "fr": ["Demat ! Je m'appelle {first}, mon n° client est le {id} et mon courriel {email}.",
                   "Je n'aime pas trop donner ça par chat, mais bon : client {id}, {email}. Ma question suit."],
        },
    },
}  # fmt: skip
