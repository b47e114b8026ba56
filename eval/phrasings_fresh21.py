"""A twenty-third set of wordings and families for ``eval.generate`` (``--split fresh21``).

Why: ``fresh20`` (``eval.phrasings_fresh20``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise, as ordinary customers type
into a shop's chat box, in voices the earlier splits used little, each cell in one or two of
them: a night-shift worker writing in the small hours (a hospital ward, a warehouse, a
security desk, a night bus, a hotel's front desk); someone who teaches a fitness class and
picks its music (spin, aqua aerobics, circuits, step, zumba, pilates); a student on a tight
budget counting every penny until the loan or the grant comes in; someone with their first
computer who is unsure of the words ("the shop on here", "the number next to each song",
"ready-made lists of songs", "the kinds of music"); a customer who apologises too much
("sorry to be a nuisance", "sorry if this is a silly question"); someone who first says the
little they remember (a chorus hummed on the bus, an old advert, what a first order was
for) and then asks; someone who looks after the music of a group (a community choir, a church
choir, a pub quiz, a youth club, a podcast, a community radio show, an amateur dramatics
society, a social club's bingo night); a belief stated first and checked after ("..., right?",
"I think ..."); a few blunt one-liners among them; lengths from three words to five
sentences. A few slips of the keyboard, only outside the names; no quoted titles; no digits
anywhere outside the slots (none in count questions); none of fresh17's stories, running
playlists, corrections mid-message, capitals or chat abbreviations, none of fresh18's formal
elders, parents, DJs, wedding planners, teachers of school classes, streaming comparisons,
errands for someone else or hedged forms, none of fresh19's two questions in one message,
newsletter replies, collectors, non-native slips, quoted friends or filler words, and none of
fresh20's small businesses, returning customers, record shops, grumbling, dictation,
yes/no-then-question or coming parties.
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices, and regional speech side by side: Brazilian and
European Portuguese, Spain's and Latin American Spanish (a voseo, "compu", "plata"), Belgian,
Swiss and Quebec French ("liste de lecture"), Swiss and Austrian German ("Natel", "Fasching",
no ß), Flemish Dutch ("ge", "allez").
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh20``, counting
each earlier fresh split that asked it, and its own ``dev``/``heldout`` pair and follow-up
pair, as once each (74 of the 80 chosen had been counted three times, the least any language
had left; pt had only six such cells and asks four it had been counted four times with, es
two), then none it asked in ``fresh18``, ``fresh19`` or ``fresh20`` and those it asked
longest ago (none asked by that language after ``fresh16`` but one, last asked in
``fresh17``; 37 of them not after ``fresh15``), chosen (as a minimum-cost flow over those
keys) so that the eight together ask every one of the 55 non-date cells, none more than
twice; no date or date-list cells outside English (``invoice.date.*``, ``profile.date.*``,
``invoice.list.all``, ``invoice.list.in_year``: the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH21_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "I lead a community choir and this term we're learning a few {artist} arrangements. Which of their albums could I buy so the singers can listen along at home?",
        "artist.count.by_name": "My student loan doesn't stretch far, so before I start collecting {artist} I'd like to know what I'm in for. How many of their albums do you carry?",
        "artist.tracks.by_name": "I teach a spin class on Tuesday nights and the regulars keep asking for {artist}. Which of their songs have you got? I need enough to fill a whole session.",
        "artist.genre_of.by_name": "I only know {artist} from a car advert years ago, lots of drums and a big chorus. What genre do you list them as?",
        "artist.count.all": "Three in the morning, on my break at the depot and curious. How many artists does your shop carry altogether?",
        "album.count.all": "I just got my first computer and found the shop on here. How many albums are in it, all together?",
        "album.contents.by_name": "Sorry, I hope this isn't a silly question. Could you tell me which songs are on {album}? Sorry again, and thank you.",
        "album.artist_of.by_name": "There's a record I half remember from my cousin's flat years ago, called {album}. Who made it?",
        "album.count.by_name": "Planning the warm-down for my aerobics class around {album}. How many tracks does it have?",
        "album.price.by_name": "Skint until payday, so I'm counting every penny. What would {album} cost me as a whole album?",
        "album.duration.by_name": "Long night on the ward ahead and I'd like one album to get me through the first stretch of paperwork. How long does {album} last from start to finish?",
        "track.list.by_name": "You sell {song}, right? I think I saw it on here once but now I can't find it.",
        "track.artist_of.by_name": "All I remember is humming it on the bus, and the title, {song}. Who's the singer?",
        "track.album_of.by_name": "We're starting a little podcast and {song} might be our intro music. Which album is it on?",
        "track.genre_of.by_name": "New to all this, so excuse me. Where it says genre next to a song, what does it say for {song}?",
        "track.price.by_name": "Comparing prices before my grant comes through. How much is {song} on its own?",
        "track.duration.by_name": "My aqua aerobics group does one routine per song. How long is {song}?",
        "track.composer.by_name": "Apologies for bothering you so late. Who wrote {song}? I'm so sorry if that's not something you can look up.",
        "track.duration.by_id": "Night porter here, quiet hour at the desk. How long does track {track_id} run?",
        "track.price.by_id": "track {track_id}, what's that going to set me back",
        "track.composer.by_id": "Our church choir credits the writer on the service sheet. Who composed track {track_id}?",
        "track.album_of.by_id": "There's a number next to each song and the one I want is track {track_id}. What album is that from?",
        "track.count.all": "You must have thousands of songs, I think. How many exactly?",
        "playlist.list.all": "I run the Thursday quiz at our local and need music for the gaps betwen rounds. What playlists do you offer?",
        "playlist.count.all": "Someone told me the shop has ready-made lists of songs called playlists. How many of those are there?",
        "playlist.contents.by_id": "For my Saturday circuits class I've been pointed at playlist {playlist_id}. What's on it?",
        "playlist.contents.by_name": "I drive the night bus and the {playlist} playlist came up in the canteen at the depot. Which songs does it have?",
        "playlist.count.by_name": "Really sorry to trouble you. How many songs are in the {playlist} playlist, if you don't mind me asking?",
        "genre.list.all": "I do the music at our youth club on Friday nights and the kids all want different things. What genres have you got?",
        "genre.count.all": "Not sure I'm using the right word, but how many genres, the kinds of music, does the shop have?",
        "genre.contents.by_name": "Teaching a dance fitness class and the group voted for {genre} this month. Which tracks do you have in that genre?",
        "genre.count.by_name": "Before I blow my whole budget on {genre}, how many tracks of it are there?",
        "invoice.list.all": "Sorting my accounts on a quiet night shift at last. Can you list all my orders and the date of each?",
        "invoice.count.all": "I've ordered from you a fair few times, I think. How many orders is it exactly?",
        "invoice.date.latest": "Another slow night on the security desk. When was my latest order, the date I mean?",
        "invoice.total.latest": "Sorry, I'm hopeless with this sort of thing. What did my most recent order come to?",
        "invoice.date.oldest": "My first order was around the time I moved into halls, but I can't remember the exact day. When was it?",
        "invoice.total.oldest": "Trying to work out how much my music habit has grown since I started. What did my very first order cost?",
        "invoice.date.nth": "When was the order I placed just before my latest one?",
        "invoice.total.most_expensive": "Money's tight this term so I'm checking where I splashed out. Which was my most expensive order, and how much was it?",
        "invoice.total.least_expensive": "The gym pays me back for the music I buy for classes. Which of my orders was the cheapest, and what was its total?",
        "invoice.list.in_year": "I'm treasurer of our amateur dramatics society and need the music we bought in {year}. Could you list those orders with their dates?",
        "invoice.total.in_month": "I'm so sorry to ask, but my bank shows a payment to you in {month} {year} that I can't place. What was the total of that order?",
        "invoice.contents.by_id": "My emails have something called invoice {invoice_id}. What songs did I get in it?",
        "invoice.date.by_id": "On nights this week and doing paperwork in the quiet bits. What date is invoice {invoice_id} from?",
        "invoice.total.by_id": "Invoice {invoice_id} wasn't much, I think. How much was it in the end?",
        "invoice.contents.latest": "I bought a few songs for the bingo night at our social club recently. What was in my latest order?",
        "invoice.contents.oldest": "My first ever order with you had something from a film I loved, that's all I remember. Which songs were in my very first order?",
        "invoice.total.all": "Doing a budget spreadsheet for uni. How much have I spent with you in total, all my orders added up?",
        "invoice_line.list.all": "I'm building the music for my step class out of what I already own. List every song I've bought from you, please.",
        "invoice_line.count.all": "How many songs have I bought on this account altogether? Still learning where everything is on here.",
        "invoice_line.price.most_expensive": "Wide awake on the late shift and nosing through my purchses. What's the priciest single song I've bought here, and what did I pay?",
        "invoice_line.price.least_expensive": "Which song did I get cheapest from you, and for how much? Always hunting for bargains.",
        "invoice_line.list.by_name": "I think I already own {song} from here. Have I bought it before?",
        "invoice_line.artist_of.all": "I host a small show on community radio and want to play things I already own. Which artists have I bought music from?",
        "support_rep.name.own": "Sorry to be a nuisance, but who is the person assigned to my account? Just their name is fine.",
        "support_rep.contact.own": "Is there a person here who looks after me? What's their email address, so I can write to them?",
        "support_rep.name.by_id": "The gym's office wants to know who dealt with invoice {invoice_id} on your side. Which support rep was it?",
        "profile.contact.own": "Got a new phone and I'm on nights, so this is the only time I can check. Which email and phone number are on my account?",
        "profile.address.own": "Moved into a cheaper flat this term. Which address have you got for me?",
        "profile.name.own": "Whose name is this account under? Mine, I hope.",
        "profile.date.oldest": "I started buying from you the winter I learned guitar, I think, but I'm fuzzy on the year. What date was my first purchase?",
        "profile.date.latest": "When did I last buy anything in the shop on here? I'd like the date, please.",
    },
    "pt": {
        "album.price.by_name": "To sem grana ate o fim do mês, então preciso saber: quanto sai o álbum {album} inteiro?",
        "artist.albums.by_name": "Dirijo um coro amador e este ano vamos cantar {artist}. Que álbuns deles têm à venda?",
        "invoice.count.all": "Acho que já comprei bastante aqui, né? Quantos pedidos eu fiz no total?",
        "invoice.total.latest": "Peço imensa desculpa pelo incómodo. Quanto foi a minha última encomenda?",
        "invoice_line.artist_of.all": "Faço um podcast e quero usar o que já comprei. De quais artistas eu já comprei músicas com vocês?",
        "invoice_line.price.most_expensive": "Plantão de madrugada no hospital e resolvi olhar minhas compras. Qual foi a música mais cara que comprei aqui e quanto paguei?",
        "profile.name.own": "Acabei de comprar o meu primeiro computador e ainda não percebo nada disto. Em que nome está a minha conta?",
        "track.artist_of.by_name": "Só lembro do refrão e do nome, {song}. Quem canta?",
        "track.count.all": "quantas faixas têm ao todo",
        "track.price.by_id": "Dou aula de spinning e quero a faixa {track_id} pra aula de quinta. Quanto custa?",
    },
    "es": {
        "album.contents.by_name": "Doy clases de zumba y quiero usar {album} completo en una sesión. ¿Qué canciones tiene?",
        "album.count.all": "Recién me compré mi primera compu y estoy mirando la tienda. ¿Cuántos álbumes tienen en total?",
        "album.duration.by_name": "Estoy de guardia de noche en urgencias y quiero poner {album} entero. ¿Cuánto dura en total?",
        "invoice.contents.oldest": "Solo me acuerdo de que mi primera compra fue para un cumpleaños. ¿Qué canciones había en mi primer pedido?",
        "invoice.total.in_month": "Perdona la molestia, de verdad. ¿De cuánto fue el pedido de {month} de {year}?",
        "invoice.total.least_expensive": "Ando corto de plata este mes. ¿Cuál fue mi pedido más barato y cuánto salió?",
        "invoice_line.list.by_name": "Creo que ya les compré {song}, ¿verdad? ¿Me confirman si está en mis compras?",
        "support_rep.contact.own": "No sé muy bien cómo va esto. ¿Hay alguien que lleve mi cuenta? ¿Cuál es su correo electrónico?",
        "track.duration.by_id": "¿Cuánto dura la pista {track_id}? Es para armar mi clase de aerobicos.",
        "track.price.by_name": "Soy del coro de la parroquia y queremos {song} para ensayar. ¿Cuánto cuesta?",
    },
    "fr": {
        "artist.count.all": "Je suis de nuit à l'hôpital et c'est calme ce soir. Vous avez combien d'artistes en tout ?",
        "genre.count.by_name": "Étudiant fauché, je fais mes comptes avant d'acheter du {genre}. Combien de morceaux vous avez dans ce genre ?",
        "invoice.contents.by_id": "On m'a envoyé une facture {invoice_id} et je ne sais pas trop lire ça. Quelles chansons il y a dedans ?",
        "invoice.total.least_expensive": "Pardon de vous déranger, vraiment. Quelle a été ma commande la moins chère et combien elle a coûté ?",
        "invoice.total.most_expensive": "Je donne des cours de step et la salle me rembourse la musique. Quelle était ma commande la plus chère, et pour quel montant ?",
        "invoice_line.list.all": "Je m'occupe de la chorale de la paroisse. Pouvez-vous me lister tous les morceaux que j'ai achetés chez vous ?",
        "playlist.contents.by_id": "Pour mon cours de cardio, on m'a conseillé la liste de lecture {playlist_id}. Il y a quoi comme chansons dedans ?",
        "profile.address.own": "J'ai déménagé l'an passé et je pense que vous avez encore l'ancienne. Quelle adresse avez-vous pour moi ?",
        "track.album_of.by_id": "Je me souviens juste que c'était le morceau {track_id}. Il vient de quel album ?",
        "track.composer.by_id": "Je présente une petite émission sur une radio locale et je dois citer l'auteur. Qui a composé le morceau {track_id} ?",
    },
    "de": {
        "invoice.contents.oldest": "Ich weiß nur noch, dass meine erste Bestellung für eine Faschingsfeier war. Welche Lieder waren in meiner allerersten Bestellung?",
        "invoice.total.by_id": "Entschuldigung, dass ich störe, und sorry für die vielleicht dumme Frage. Wie hoch war der Betrag von Rechnung {invoice_id}?",
        "invoice_line.price.least_expensive": "Ich bin Student und muss jeden Franken zweimal umdrehen. Welches war der günstigste Song, den ich bei euch gekauft habe, und was hat er gekostet?",
        "invoice_line.price.most_expensive": "Nachtschicht im Lager, gerade Pause. Was war der teuerste einzelne Song, den ich bei euch gekauft hab, und wie viel hat der gekostet?",
        "playlist.list.all": "Ich leite einen Zumba-Kurs und brauch fertige Zusammenstellungen für die Stunde. Welche Playlists gibts bei euch?",
        "profile.contact.own": "Ich habe ein neues Natel und weiss nicht, ob die Nummer noch stimmt. Welche E-Mail und Telefonnummer habt ihr von mir? Merci vielmal",
        "profile.name.own": "Ich hab zum ersten Mal einen Computer und kenn mich noch nicht aus. Auf welchen Namen läuft mein Konto?",
        "track.album_of.by_id": "Für unseren Kirchenchor suche ich das Album zu Titel {track_id}. Auf welchem Album ist der drauf?",
        "track.duration.by_id": "Für meine Aquafitness-Stunde: Wie lange dauert Titel {track_id}?",
        "track.genre_of.by_name": "Ich glaub, ich weiß das Genre von {song}, bin mir aber nicht sicher. Unter welchem Genre führt ihr den Song?",
    },
    "it": {
        "album.artist_of.by_name": "Ricordo solo la copertina e il titolo, {album}. Di chi è?",
        "album.duration.by_name": "Insegno pilates e vorrei usare {album} per tutta la lezione. Quanto dura in tutto?",
        "artist.tracks.by_name": "Organizzo la serata karaoke del circolo e tutti vogliono {artist}. Quali loro canzoni avete?",
        "genre.count.all": "Sono nuovo con il computer, scusate. Quanti generi musicali ci sono nel negozio?",
        "genre.count.by_name": "Sono uno studente squattrinato e devo scegliere bene. Quanti brani di genere {genre} avete?",
        "invoice.contents.latest": "Turno di notte in portineria, un po' di tempo libero. Che canzoni c'erano nel mio ultimo ordine?",
        "invoice.total.by_id": "Mi scusi tanto il disturbo. A quanto ammontava la fattura {invoice_id}?",
        "playlist.count.by_name": "Per la mia lezione di spinning: quante canzoni ci sono nella playlist {playlist}?",
        "playlist.list.all": "Avete anche delle playlist gia pronte, giusto? Quali sono?",
        "track.composer.by_name": "Per il foglietto della messa devo indicare l'autore. Chi ha scritto {song}?",
    },
    "nl": {
        "album.count.by_name": "Ik geef spinning in de sporthal en wil {album} gebruiken. Hoeveel nummers staan erop?",
        "album.price.by_name": "Als student moet ik elke euro twee keer omdraaien. Wat kost {album} als volledig album?",
        "artist.count.by_name": "Jullie hebben best veel van {artist}, denk ik. Hoeveel albums precies?",
        "artist.genre_of.by_name": "Ik ken {artist} alleen van een reclame op tv van lang geleden. Onder welk genre staan ze bij jullie?",
        "invoice_line.artist_of.all": "Ik presenteer de muziekquiz in ons café en wil weten wat ik al heb. Van welke artiesten heb ik bij jullie muziek gekocht?",
        "invoice_line.list.by_name": "Sorry dat ik stoor, misschien een domme vraag. Heb ik {song} al eens bij jullie gekocht?",
        "playlist.count.by_name": "Nachtdienst in het ziekenhuis, even rustig. Hoeveel nummers zitten er in de playlist {playlist}?",
        "support_rep.contact.own": "Ik ben nog nieuw met die computer. Wat is het e-mailadres van de persoon die mijn account opvolgt?",
        "support_rep.name.by_id": "Voor de boekhouding van ons koor: wie van jullie klantendienst heeft factuur {invoice_id} behandeld?",
        "track.list.by_name": "Hebt ge {song} in de winkel? Allez, kan ik dat bij u kopen?",
    },
    "pl": {
        "album.count.all": "Mam nocną zmianę w magazynie i trochę się nudzę. Ile albumów macie w sumie?",
        "artist.count.all": "Dopiero kupiłem pierwszy komputer i wszystkiego się uczę. Ilu wykonawców jest w tym sklepie?",
        "genre.contents.by_name": "Prowadzę zajęcia fitness i grupa chce {genre}. Jakie utwory macie w tym gatunku?",
        "invoice.total.all": "Jako student licze kazdy grosz. Ile w sumie wydałem u was na wszystkie zamówienia?",
        "invoice.total.oldest": "Pamiętam tylko, że pierwsze zamówienie robiłem przed studniówką. Ile kosztowało moje pierwsze zamówienie?",
        "invoice_line.count.all": "Przepraszam, że zawracam głowę. Ile utworów u was kupiłem łącznie?",
        "invoice_line.list.all": "Prowadzę chór parafialny i chcę sprawdzić, co już mamy. Jakie utwory u was kupiłem? Proszę o pełną listę.",
        "playlist.contents.by_name": "Macie playlistę {playlist}, prawda? Jakie są na niej utwory?",
        "support_rep.name.own": "kto jest moim opiekunem klienta, jak się nazywa",
        "track.list.by_name": "Szukam taniej muzyki na imprezę w akademiku. Czy macie {song} w sprzedaży?",
    },
    "sv": {
        "artist.tracks.by_name": "Jag leder ett gympapass på torsdagar och deltagarna vill ha {artist}. Vilka låtar av dem har ni?",
        "genre.list.all": "Har precis fått min första dator. Vilka genrer finns det i butiken?",
        "invoice.contents.by_id": "Jag minns bara att faktura {invoice_id} var till en födelsedag. Vilka låtar var med på den?",
        "invoice.contents.latest": "Förlåt att jag stör, och förlåt om det är en dum fråga. Vilka låtar var med i min senaste beställning?",
        "invoice.total.all": "Sitter på nattskiftet och går igenom mina utgifter. Hur mycket har jag handlat för hos er totalt?",
        "invoice_line.price.least_expensive": "Pluggar och har ont om pengar. Vilken är den billigaste låten jag köpt av er, och vad kostade den?",
        "playlist.count.all": "Ni har väl en del spellistor? Hur manga är det?",
        "support_rep.name.by_id": "Jag sköter kassan i vår kör. Vem på kundtjänst hanterade faktura {invoice_id}?",
        "track.album_of.by_name": "Vi vill ha {song} som signatur till vår podd. Vilket album finns den på?",
        "track.duration.by_name": "Till mitt spinningpass: hur lång är {song}?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded (an apology for not giving them
# sooner, "the number at the top of my account page", "I think this is it", "writing from",
# "Grüß Gott", "pardon de déranger"); each of the eight other languages in a placement it had
# in neither fresh19 nor fresh20, English in another pair of placements than in fresh20 (and
# than in fresh19):
# ``fresh21_ids_alongside``: the identifiers after the question in the same message, as an
#   apologetic add-on or a signature; English and es/nl/pl;
# ``fresh21_ids_replied``: the question alone, then the identifiers in a second message as the
#   reply to the request for them; English and pt/it/sv;
# ``fresh21_ids_leading``: the identifiers alone in a first message (the customer saying who
#   they are), then the question; de/fr only (no English, so that the split stays near two
#   hundred cases).
# Each of the eight other languages is in one family only.
FRESH21_FAMILIES: dict[str, dict] = {
    "fresh21_ids_alongside": {
        "split": "fresh21", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Apologies for the odd hour. {q}", "Up late again. {q}"],
            "es": ["{q}", "Buenas noches. {q}"], "nl": ["{q}", "Dag allemaal. {q}"],
            "pl": ["{q}", "Dobry wieczór. {q}"],
        },
        "id_lines": {
            "en": ["Sorry, I should have started with this: account {id}, email {email}.",
                   "The number at the top of my account page is {id} and I sign in with {email}, if that helps.",
                   "Writing from {email}, my customer number is {id}. Many thanks, {first}",
                   "(that's {first}, number {id}, {email})"],
            "es": ["Por si hace falta: soy el cliente {id} y mi correo es {email}",
                   "Saludos, {first} · cuenta {id} · {email}"],
            "nl": ["Voor de zekerheid: klant {id}, mijn mail is {email}",
                   "Groeten, {first} - account {id}, {email}"],
            "pl": ["Na wszelki wypadek: jestem klientem nr {id}, mail {email}",
                   "Pozdrawiam serdecznie, {first} · konto {id} · {email}"],
        },
    },
    "fresh21_ids_replied": {
        "split": "fresh21", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Good evening, I hope I'm in the right place. {q}", "Morning, or night for me. {q}"],
            "pt": ["{q}", "Olá, boa noite. {q}"], "it": ["{q}", "Buonasera, scusate l'ora. {q}"],
            "sv": ["{q}", "God kväll. {q}"],
        },
        "id_lines": {
            "en": ["Sorry, yes of course: account {id}, email {email}.",
                   "I think this is it: the number says {id} and my email is {email}.",
                   "{first} again, sorry. Customer {id}, {email}",
                   "Yep. {id} is the number, {email} the email."],
            "pt": ["Desculpe, claro: conta {id}, e-mail {email}",
                   "Acho que é isto: número {id}, e-mail {email}. {first}"],
            "it": ["Certo, mi scusi: cliente {id}, email {email}",
                   "Credo sia questo: numero {id}, mail {email}. {first}"],
            "sv": ["Förlåt, javisst: konto {id}, mejl {email}",
                   "Jag tror det är det här: nummer {id}, mejladress {email}. {first}"],
        },
    },
    "fresh21_ids_leading": {
        "split": "fresh21", "ids": "before", "transform": "none",
        "frames": {
            "de": ["{q}", "Meine Frage wäre: {q}"], "fr": ["{q}", "Alors voilà. {q}"],
        },
        "id_lines": {
            "de": ["Guten Abend, {first} hier, Kunde {id}, Mail {email}. Entschuldigung schon mal für die Störung.",
                   "Grüß Gott! Mein Konto ist das {id}, angemeldet bin ich als {email}"],
            "fr": ["Bonsoir, pardon de déranger, je suis {first}, client {id}, e-mail {email}",
                   "Bonjour, mon compte c'est le {id}, avec l'adresse {email}"],
        },
    },
}  # fmt: skip
