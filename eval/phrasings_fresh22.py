"""A twenty-fourth set of wordings and families for ``eval.generate`` (``--split fresh22``).

Why: ``fresh21`` (``eval.phrasings_fresh21``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise, as ordinary customers type
into a shop's chat box, in voices the earlier splits used little, each cell in one or two of
them: a retiree going back to the music of their youth (the Saturday dance, the jukebox,
courting days, a late husband's whistling); someone planning a wedding-anniversary surprise
for a husband or a wife (the song from the night they met, their first dance, a little
photo book); a long-haul lorry driver writing from the cab, a lay-by, a truck stop or a
motorway services; a musician checking the songs they play (a covers band, a function band, a
hotel-bar pianist, a busker, the venue's licence form); a commuter on a train with a bad
connection, in fragments with ellipses ("sorry, tunnel", "signal's going"); a purchasing or
accounts clerk writing business e-mail for an office ("Please advise", "for our records",
"Kind regards, Purchasing"); a gushing fan with double exclamation marks (no emoji, no
capitals); someone who spells common words by ear ("wat", "mutch", "meny", "fone", "acount"),
the names intact; a question put negatively ("You don't sell ... by any chance, do you?", "I
don't suppose you know ...", "You wouldn't happen to know ..."); someone who makes things
while listening (knitting, pottery, a jigsaw, quilting, a woodwork shed, sewing); lengths
from two words to five sentences. No quoted titles; no digits anywhere outside the slots
(none in count questions); none of fresh17's running, gaming or road-trip hobbies,
corrections mid-message, capitals, emoji, chat abbreviations or English mixed into the other
languages, none of fresh18's formal elders, parents, DJs, wedding planners, teachers,
streaming comparisons, errands for someone else or hedged forms, none of fresh19's two
questions in one message, newsletter replies, collectors, non-native slips, quoted friends or
filler words, none of fresh20's small businesses, returning customers, record shops,
grumbling, dictation, yes/no-then-question or coming parties, and none of fresh21's night
shifts, fitness classes, tight budgets, first computers, apologies, half memories, group
music, beliefs checked after ("..., right?") or regional showcases.
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices, each with the spelling slips its own speakers
make by ear (pt "agente", "concerteza", "pedido" for "pedidos"; es "e echo", "aver"; fr
"ils y a"; de "insgesammt", "intressieren"; it "qual'è", "o" for "ho"; nl "koste", "ik
vindt"; pl "zamuwienie", "pamientam"; sv "genere", "ja" for "jag"), and the office's
register of each (a "Departamento de Compras", a "Service achats", "Einkauf", "Ufficio
acquisti", "Inkoop", "Dział Zakupów", "Inköp"); European and Brazilian Portuguese side by
side.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh21``, counting
each earlier fresh split that asked it, and its own ``dev``/``heldout`` pair and follow-up
pair, as once each (38 of the 80 chosen had been counted three times, as many as the cap of
two languages per cell allowed, the other 42 four times; pt had no cell left at three), then
none it asked in ``fresh19``, ``fresh20`` or ``fresh21`` and those it asked longest ago (none
asked by that language after ``fresh17``; 41 of them not after ``fresh16``), chosen (as a
minimum-cost flow over those keys) so that the eight together ask every one of the 55
non-date cells, none more than twice; no date or date-list cells outside English
(``invoice.date.*``, ``profile.date.*``, ``invoice.list.all``, ``invoice.list.in_year``: the
scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH22_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "Back when I was courting, {artist} were on every jukebox in town, and now I'm retired I've finally found my way back to them. Which of their albums do you sell?",
        "artist.count.by_name": "You wouldn't happen to know how many {artist} albums you stock, would you?",
        "artist.tracks.by_name": "Our covers band has a gig at a pub next month and the landlord asked for some {artist}. Which of their songs have you got, so we can pick a few to learn?",
        "artist.genre_of.by_name": "wat genra do you put {artist} under? my nefew sez one thing and i say anuther",
        "artist.count.all": "Parked up at a truck stop for my break. How many artists have you got in the shop, all told?",
        "album.count.all": "Just found you and I'm so excited!! How many albums do you have altogether?!",
        "album.contents.by_name": "Our anniversary is next week. {album} was playing the night we met, in a little bar by the sea. I've never owned it. Which songs are on it? I want to surprise her with the whole thing.",
        "album.artist_of.by_name": "who did {album}... sorry, signal keeps dropping... the artist I mean",
        "album.count.by_name": "I knit along to whole albums, roughly a row per song. How many tracks are on {album}?",
        "album.price.by_name": "Dear Sir or Madam, our office would like to purchase {album} in full for the reception area. Please advise the total price of the album. Kind regards, Purchasing",
        "album.duration.by_name": "Long haul up the motorway tomorrow and I like one whole album between stops. How long does {album} run, start to end?",
        "track.list.by_name": "You don't sell {song} by any chance, do you?",
        "track.artist_of.by_name": "My late husband used to whistle {song} while he shaved. Now I've the time to listen properly, I'd love to know who sang it.",
        "track.album_of.by_name": "I play piano in a hotel bar and a guest keeps requesting {song}. Which album is it from, so I can hear the original?",
        "track.genre_of.by_name": "I'm obsessed with {song} at the moment!! What genre have you got it filed under?!",
        "track.price.by_name": "how mutch is {song} to by on its own",
        "track.duration.by_name": "I throw pots in the afternoons and time each one to a song. How long does {song} last?",
        "track.composer.by_name": "Our function band plays {song} most weekends and the venue wants the songwriter for its licence form. Who wrote it?",
        "track.duration.by_id": "track {track_id}... how long is it... sorry, tunnel",
        "track.price.by_id": "Good morning. For an internal purchase request, could you confirm the unit price of track {track_id}? Many thanks.",
        "track.composer.by_id": "I don't suppose you know who composed track {track_id}?",
        "track.album_of.by_id": "I'm making my wife a little photo book of the music that mattered to us, for our anniversary. Track {track_id} was our first dance. Which album is it on?",
        "track.count.all": "total songs...?",
        "playlist.list.all": "All day in the cab and the radio plays the same old stuff. What playlists have you got?",
        "playlist.count.all": "how meny playlists have you got alltogether",
        "playlist.contents.by_id": "Doing a huge jigsaw this weekend and someone on a puzzle forum swore by playlist {playlist_id}. What's on it?",
        "playlist.contents.by_name": "Everyone keeps raving about the {playlist} playlist!! Which songs are in it?!",
        "playlist.count.by_name": "how many songs in {playlist}... the playlist... line's awful here",
        "genre.list.all": "Planning a surprise evening for our anniversary, but after all these years my husband's taste is still a mystery to me. What genres do you have, to give me some ideas?",
        "genre.count.all": "You wouldn't know offhand how many genres the shop has, would you?",
        "genre.contents.by_name": "I busk on the high street on Saturdays and fancy adding some {genre} to my set. Which songs do you carry in that style?",
        "genre.count.by_name": "I danced to {genre} every Saturday night when I was young. How many tracks of it have you got for an old-timer?",
        "invoice.list.all": "Dear team, for our year-end reconciliation please list every order on this account together with its date. Regards, Accounts",
        "invoice.count.all": "I've been buying loads from you lately!! How many orders have I placed in total?",
        "invoice.date.latest": "Been on the road all week and lost track of everything. What date was my last order?",
        "invoice.total.latest": "my last order... what did it come to... sorry, breaking up",
        "invoice.date.oldest": "I think my first order here was the spring I retired, but the memory isn't what it was. What was the date of my very first order?",
        "invoice.total.oldest": "wat did my verry first order cost",
        "invoice.date.nth": "I don't suppose you could tell me the date of the order before my most recent one?",
        "invoice.total.most_expensive": "Kindly identify the highest-value order on this account and state its total, for our records.",
        "invoice.total.least_expensive": "My quilting circle chips in for the music we sew to. Which of my orders was the cheapest, and what did it total?",
        "invoice.list.in_year": "I'm putting together a little book of the music we bought in {year}, the year we got married. Could you list my orders from then, with their dates?",
        "invoice.total.in_month": "Going through my card statement at a truck stop and there's a payment to you in {month} {year}. What was that order's total?",
        "invoice.contents.by_id": "Sorting out which backing tracks the band already owns. What songs were on invoice {invoice_id}?",
        "invoice.date.by_id": "Please confirm the date of invoice {invoice_id} for our files.",
        "invoice.total.by_id": "You couldn't tell me what invoice {invoice_id} came to, could you?",
        "invoice.contents.latest": "My last order was the best one yet!! Remind me which songs were in it?",
        "invoice.contents.oldest": "My very first order from you was songs from my teenage years, I believe. Which songs exactly were in it?",
        "invoice.total.all": "how much have i spent with you all togther, evry order added up",
        "invoice_line.list.all": "I want music for my woodwork shed out of what I already own. Could you list every song I've bought from you?",
        "invoice_line.count.all": "how many songs have i bought here... in total... keeps cutting out",
        "invoice_line.price.most_expensive": "Wondering whether I ever splashed out on a song for my wife. What's the most I've paid for a single song here, and which one was it?",
        "invoice_line.price.least_expensive": "Which was the cheapest single song I ever bought off you, and how much was it? Asking from a lay-by.",
        "invoice_line.list.by_name": "I haven't already bought {song} from you, have I?",
        "invoice_line.artist_of.all": "Now I've time on my hands I'd like to see how my taste has wandered over the years. Which artists have I bought music from here?",
        "support_rep.name.own": "Could you advise the name of the account manager assigned to us?",
        "support_rep.contact.own": "I'd love to send a thank-you to whoever looks after my account!! What's their email address?",
        "support_rep.name.by_id": "The venue's bookkeeper wants to know who handled invoice {invoice_id} for our band. Which support rep was that?",
        "profile.contact.own": "wich email and fone number have you got on my acount",
        "profile.address.own": "I'm ordering yarn from half the internet this week and checking every shop has me right. What address have you got for me?",
        "profile.name.own": "What name is this account in? Checking from the cab before I set off.",
        "profile.date.oldest": "I first bought from you to surprise my husband on an anniversary, years back. What was the date of my first purchase?",
        "profile.date.latest": "date of my last purchase... please... signal's going",
    },
    "pt": {
        "album.count.by_name": "Faço crochê ouvindo álbum inteiro, mais ou menos uma carreira por música. Quantas faixas tem o {album}?",
        "artist.count.all": "Caminhoneiro aqui, parado num posto na beira da estrada. Quantos artistas vocês têm na loja ao todo?",
        "genre.count.by_name": "Dançava {genre} todos os sábados quando era novo, e agora que me reformei quero voltar a ouvir. Quantas faixas desse género têm?",
        "invoice.total.all": "quanto eu ja gastei com voces ao todo, somando todos os pedido? concerteza foi muito",
        "invoice.total.in_month": "Caros senhores, no nosso extrato bancário consta um pagamento à vossa empresa em {month} de {year}. Agradecemos que nos indiquem o valor total dessa encomenda.",
        "invoice.total.most_expensive": "Estou planejando uma surpresa pro nosso aniversário de casamento e queria saber: qual foi o meu pedido mais caro até hoje, e de quanto foi?",
        "invoice.total.oldest": "Não me saberiam dizer quanto custou a minha primeira encomenda, pois não?",
        "profile.address.own": "qual endereço vocês tem de mim... desculpa, tô no trem e a internet cai toda hora",
        "support_rep.name.by_id": "Toco numa banda de baile e o contador pediu o nome de quem cuidou da fatura {invoice_id}. Qual atendente foi?",
        "support_rep.name.own": "Vocês são demais!! Quem é a pessoa que cuida da minha conta? Quero agradecer pelo nome!",
    },
    "es": {
        "album.count.by_name": "Manejo tráiler y me gusta medir los tramos por discos. ¿Cuántas canciones trae {album}?",
        "genre.list.all": "Estoy tejiendo una colcha de ganchillo y ya me aburre oír siempre lo mismo. ¿Qué géneros tenéis?",
        "invoice.contents.by_id": "Estimados señores: para cerrar el expediente de compras, les rogamos que nos detallen las canciones incluidas en la factura {invoice_id}. Atentamente, Departamento de Compras",
        "invoice.contents.latest": "mi ultimo pedido... que canciones tenia... perdon, voy en el tren y se corta todo",
        "invoice.count.all": "cuantos pedidos e echo con ustedes en total? aver si me lo dicen",
        "invoice_line.price.most_expensive": "Se acerca nuestro aniversario y quiero saber si alguna vez me pasé con una canción. ¿Cuál es la más cara que he comprado aquí y cuánto pagué?",
        "playlist.count.all": "No sabrán cuántas listas de reproducción tienen, ¿no?",
        "support_rep.name.own": "¡¡Me encanta esta tienda!! ¿Cómo se llama la persona que lleva mi cuenta?",
        "track.album_of.by_name": "Soy guitarrista en un grupo de versiones y estamos ensayando {song}. ¿En qué disco sale?",
        "track.artist_of.by_name": "Ya jubilado, estoy recuperando la música de mi juventud. ¿Quién canta {song}? La bailaba en las verbenas del pueblo.",
    },
    "fr": {
        "album.count.all": "Je viens de vous découvrir et je suis ravie !! Combien d'albums vous avez en tout ?!",
        "artist.albums.by_name": "À la retraite, je redécouvre les disques de ma jeunesse, et {artist} passait sans arrêt au bal du samedi. Quels albums d'eux vendez-vous ?",
        "genre.count.all": "ils y a combien de genre de musique chez vous en tout",
        "invoice.total.latest": "Routier, je fais une pause sur une aire d'autoroute. Ma dernière commande, elle s'élevait à combien ?",
        "invoice.total.oldest": "Vous ne sauriez pas par hasard combien m'a coûté ma toute première commande ?",
        "invoice_line.price.least_expensive": "Je fais de la poterie en musique et j'aime les bonnes affaires. Quel est le morceau le moins cher que j'ai acheté chez vous, et à quel prix ?",
        "profile.name.own": "c'est à quel nom, mon compte... pardon, le réseau coupe dans le train",
        "support_rep.contact.own": "Madame, Monsieur, pourriez-vous nous communiquer l'adresse électronique du conseiller chargé de notre compte ? Cordialement, Service achats",
        "support_rep.name.by_id": "Je joue dans un groupe de reprises et notre trésorier demande qui s'est occupé de la facture {invoice_id}. C'était quel conseiller ?",
        "track.count.all": "Je prépare une surprise pour notre anniversaire de mariage et je veux avoir le choix. Combien de chansons avez-vous en tout ?",
    },
    "de": {
        "album.contents.by_name": "Nächste Woche ist unser Hochzeitstag, und {album} lief an dem Abend, als wir uns kennengelernt haben. Welche Lieder sind drauf?",
        "album.duration.by_name": "Bin Fernfahrer und hör gern ein ganzes Album zwischen den Pausen. Wie lang geht {album} insgesamt?",
        "artist.count.by_name": "Ihr wisst nicht zufällig, wie viele Alben von {artist} ihr habt, oder?",
        "genre.count.by_name": "Als junger Mann hab ich jeden Samstag zu {genre} getanzt, jetzt in Rente will ich das wieder hören. Wie viele Titel habt ihr in dem Genre?",
        "invoice.count.all": "wieviele bestellungen hab ich bei euch insgesammt gemacht, würd mich mal intressieren",
        "invoice.total.in_month": "Sehr geehrte Damen und Herren, in unserer Buchhaltung findet sich eine Zahlung an Sie im {month} {year}. Bitte teilen Sie uns den Gesamtbetrag dieser Bestellung mit. Mit freundlichen Grüßen, Einkauf",
        "invoice.total.most_expensive": "Ich stricke abends und kaufe mir dafür Musik. Welche Bestellung war bisher meine teuerste, und wie viel hat sie gekostet?",
        "invoice_line.count.all": "wie viele songs hab ich bei euch gekauft... insgesamt... sorry, Funkloch im Zug",
        "playlist.count.by_name": "Unsere Coverband überlegt, die Playlist {playlist} als Pausenmusik zu nehmen. Wie viele Lieder sind da drin?",
        "track.count.all": "Ich bin total begeistert von eurem Shop!! Wie viele Songs habt ihr eigentlich insgesamt?!",
    },
    "it": {
        "album.price.by_name": "Gentili signori, il nostro ufficio intende acquistare l'album {album} per la sala d'attesa. Vi preghiamo di comunicarci il prezzo complessivo. Cordiali saluti, Ufficio acquisti",
        "artist.genre_of.by_name": "{artist} sotto che genere li avete messi? o sempre avuto il dubbio, qual'è?",
        "genre.list.all": "Ora che sono in pensione voglio riascoltare la musica di quando ero ragazzo. Che generi avete?",
        "invoice.contents.by_id": "Suono in una band di cover e sto controllando quali basi abbiamo già. Che brani c'erano nella fattura {invoice_id}?",
        "invoice.total.least_expensive": "Camionista, in sosta in un autogrill. Qual è stato il mio ordine più economico e quanto è costato?",
        "invoice_line.list.by_name": "Non ho per caso già comprato {song} da voi, vero?",
        "playlist.contents.by_name": "Tutti parlano della playlist {playlist}!! Che canzoni ci sono dentro?!",
        "track.composer.by_id": "Per il nostro anniversario di matrimonio voglio scrivere sul biglietto chi ha composto la nostra canzone, il brano {track_id}. Chi l'ha composto?",
        "track.duration.by_id": "il brano {track_id}... quanto dura... scusate, sono in treno e la linea va e viene",
        "track.genre_of.by_name": "Lavoro all'uncinetto con la musica e {song} mi è piaciuta tanto. In che genere la classificate?",
    },
    "nl": {
        "album.count.all": "Jullie weten toevallig niet hoeveel albums jullie in totaal hebben, of wel?",
        "genre.contents.by_name": "Nu ik met pensioen ben, wil ik de {genre} van vroeger terughoren. Welke nummers hebben jullie in dat genre?",
        "invoice.contents.oldest": "Mijn allereerste bestelling was een cadeau voor onze trouwdag, geloof ik. Welke nummers zaten erin?",
        "invoice_line.list.all": "Beste klantenservice, ten behoeve van onze administratie verzoeken wij u om een overzicht van alle nummers die via dit account zijn aangeschaft. Met vriendelijke groet, Inkoop",
        "invoice_line.price.least_expensive": "wat is het goedkoopste nummer dat ik ooit bij jullie heb gekocht en wat koste het? ik vindt dat wel intresant",
        "playlist.count.all": "hoeveel afspeellijsten hebben jullie... sorry, slecht bereik in de trein",
        "playlist.list.all": "Vrachtwagenchauffeur, sta even op een parkeerplaats langs de snelweg. Welke playlists hebben jullie?",
        "profile.contact.own": "Ik ben zo blij met jullie winkel!! Welk e-mailadres en telefoonnummer staan er bij mijn account?",
        "track.album_of.by_id": "Ik speel piano in een hotelbar en een gast vroeg naar nummer {track_id}. Op welk album staat het?",
        "track.duration.by_name": "Ik draai potten op de draaischijf en time elke pot op een liedje. Hoe lang duurt {song}?",
    },
    "pl": {
        "album.price.by_name": "Niedługo mamy rocznicę ślubu i chcę zrobić żonie niespodziankę. Ile kosztuje cały album {album}?",
        "artist.tracks.by_name": "Jestem już na emeryturze i wracam do muzyki z młodości. Jakie utwory {artist} macie?",
        "invoice.contents.oldest": "jakie utwory byly w moim pierwszym zamuwieniu? chce sprawdzic bo juz nie pamientam",
        "invoice.total.by_id": "Szanowni Państwo, uprzejmie prosimy o podanie kwoty faktury {invoice_id} na potrzeby naszej księgowości. Z poważaniem, Dział Zakupów",
        "invoice_line.artist_of.all": "Robię na drutach przy muzyce i chcę ułożyć listę z tego, co już mam. Od jakich wykonawców kupowałam u was muzykę?",
        "playlist.count.by_name": "ile utworow jest na playliscie {playlist}... przepraszam, w pociagu ciagle rwie zasieg",
        "track.composer.by_id": "Gram w kapeli na dancingach i muszę wpisać kompozytora do zgłoszenia. Kto skomponował utwór {track_id}?",
        "track.duration.by_name": "Jeżdżę tirem po Europie i odmierzam trasę piosenkami. Ile trwa {song}?",
        "track.price.by_id": "Uwielbiam wasz sklep!! Ile kosztuje utwór {track_id}?!",
        "track.price.by_name": "Nie wiecie przypadkiem, ile kosztuje {song}?",
    },
    "sv": {
        "album.artist_of.by_name": "Nu när jag har gått i pension letar jag upp skivorna från min ungdom. Vem gjorde {album}?",
        "album.duration.by_name": "Jag stickar till hela album i taget. Hur lång är {album} från början till slut?",
        "playlist.contents.by_id": "Långtradarchaufför här, rastar vid en mack. Vilka låtar finns på spellista {playlist_id}?",
        "playlist.contents.by_name": "Alla pratar om spellistan {playlist}!! Vilka låtar är med?!",
        "profile.contact.own": "Hej. För vårt leverantörsregister ber vi er bekräfta vilken e-postadress och vilket telefonnummer som är registrerade på kontot. Med vänlig hälsning, Inköp",
        "support_rep.contact.own": "vad har min kontaktperson för mejladress... förlåt, tappar täckningen på tåget hela tiden",
        "track.album_of.by_id": "Spår {track_id} spelades på vårt bröllop och nu har vi bröllopsdag igen. Vilket album finns det på?",
        "track.composer.by_name": "Jag spelar i ett coverband och vi kör {song} nästan varje helg. Vem skrev den?",
        "track.genre_of.by_name": "vilken genere har ni {song} under? ja har undrat länge nu",
        "track.list.by_name": "Ni råkar inte ha {song}, va?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded in this split's voices ("Account
# reference ...; e-mail on file", "ids first in case the signal goes", "Good day from the
# cab!", "Kind regards, {first}", "sorry, train", "Zur Zuordnung", "Per l'abbinamento",
# "Danke euch!!"); each of the eight other languages in a placement it had in neither fresh20
# nor fresh21, English in another pair of placements than in fresh21 (the pair it last had in
# fresh19):
# ``fresh22_ids_first``: the identifiers alone in a first message (the customer saying who
#   they are), then the question; English and pt/nl/pl/sv;
# ``fresh22_ids_on_request``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; English and es/fr;
# ``fresh22_ids_in_line``: the identifiers after the question in the same message, as a
#   reference line or a signature; de/it only (no English, so that the split stays near two
#   hundred cases).
# Each of the eight other languages is in one family only.
FRESH22_FAMILIES: dict[str, dict] = {
    "fresh22_ids_first": {
        "split": "fresh22", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Right then, here goes. {q}", "Now, to business. {q}"],
            "pt": ["{q}", "Então, a pergunta é esta. {q}"], "nl": ["{q}", "Goed, mijn vraag dan. {q}"],
            "pl": ["{q}", "No to teraz pytanie. {q}"], "sv": ["{q}", "Så, till min fråga. {q}"],
        },
        "id_lines": {
            "en": ["Hello, {first} speaking, account {id}, email {email}. I'll ask in a moment.",
                   "Account reference {id}; e-mail on file {email}. Query follows.",
                   "hi... ids first in case the signal goes... {id}, {email}",
                   "Good day from the cab! I'm {first}, customer {id}, {email}."],
            "pt": ["Olá, fala {first}, conta {id}, e-mail {email}. Já pergunto.",
                   "Referência de cliente {id}; e-mail registado {email}."],
            "nl": ["Hallo, {first} hier, account {id}, e-mail {email}. Vraag komt zo.",
                   "Klantreferentie {id}; e-mail in het systeem {email}."],
            "pl": ["Dzień dobry, pisze {first}, konto {id}, mail {email}. Zaraz zapytam.",
                   "Numer referencyjny klienta {id}; e-mail w systemie {email}."],
            "sv": ["Hej, {first} här, konto {id}, mejl {email}. Frågan kommer strax.",
                   "Kundreferens {id}; registrerad e-post {email}."],
        },
    },
    "fresh22_ids_on_request": {
        "split": "fresh22", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Hello hello! {q}", "Good morning, team. {q}"],
            "es": ["{q}", "Hola, una consultita. {q}"], "fr": ["{q}", "Bonjour, une petite demande. {q}"],
        },
        "id_lines": {
            "en": ["Of course! It's {id}, and the email is {email}!",
                   "Certainly. Account reference {id}, registered e-mail {email}. Kind regards, {first}",
                   "yes... {id}... {email}... sorry, train",
                   "Ah, I wondered if you'd want those. Number {id}, email {email}."],
            "es": ["¡Claro que sí! Cuenta {id}, correo {email}",
                   "Por supuesto. Referencia de cliente {id}, correo registrado {email}. Un saludo, {first}"],
            "fr": ["Bien sûr ! Compte {id}, e-mail {email} !",
                   "Certainement. Référence client {id}, adresse électronique {email}. Cordialement, {first}"],
        },
    },
    "fresh22_ids_in_line": {
        "split": "fresh22", "ids": "with", "transform": "none",
        "frames": {
            "de": ["{q}", "Servus miteinander. {q}"], "it": ["{q}", "Salve a tutti voi. {q}"],
        },
        "id_lines": {
            "de": ["Zur Zuordnung: Kundenreferenz {id}, hinterlegte Mail {email}.",
                   "Danke euch!! {first}, Konto {id}, {email}"],
            "it": ["Per l'abbinamento: riferimento cliente {id}, email registrata {email}.",
                   "Grazie mille!! {first}, conto {id}, {email}"],
        },
    },
}  # fmt: skip
