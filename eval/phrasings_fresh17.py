"""A nineteenth set of wordings and families for ``eval.generate`` (``--split fresh17``).

Why: ``fresh16`` (``eval.phrasings_fresh16``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise, as ordinary customers type
into a shop's chat box: the chattiest split so far, in voices the earlier splits used little,
each cell in one or two of them: long messages of three to five sentences with the question in
the middle of a story (a dead laptop, a move, a bet with a flatmate, a song stuck in one's
head); a customer who corrects themselves mid-message ("wait, not the price, I mean the
album"); an exclamation and one or two words in ALL CAPS; an emoji or two (never inside a
name); a question with a negation ("I don't need the tracklist, just the number"); thanks for
an earlier (imaginary) chat before the new question; someone typing with no capitals and no
punctuation at all; a message full of chat abbreviations ("u", "ur", "pls", "thx", "tbh",
"idk", "rn"); a hobby around the question (a running playlist, interval runs, gaming and game
streams, a road trip, studying for an exam or an essay); a grumpy customer who has asked
before or fights with the website. A few slips of the keyboard, only outside the names; no
quoted titles; no digits anywhere outside the slots (none in count questions).
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices, plus a customer who mixes a little English into
the message ("literally", "by mistake", "you know", "chill", "vibe", "thx", "btw", "I'm not
sure"); local chat abbreviations ("vc", "vlw", "xfa", "q", "svp", "jsp", "lg", "ff", "pzdr",
"xké", "cmq", "iaf", "mvh"); European and Brazilian Portuguese, Spain's and Latin American
Spanish side by side, no regional showcases.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh16``, counting
each earlier fresh split that asked it and its own ``dev``/``heldout`` wording as once each
(67 of the 80 chosen had been counted three times, 13 twice, the least any language had
left), then those it asked longest ago (none asked by that language after ``fresh12``), none
it asked in ``fresh14``, ``fresh15`` or ``fresh16``, chosen (as a minimum-cost flow over those
two keys) so that the eight together ask every one of the 55 non-date cells, none more than
twice; no date or date-list cells outside English (the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH17_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "Road trip next weekend, four hours each way!! I want a few full albums for the car and everyone in the family has agreed on one band for once. What albums by {artist} have you got? The kids will complain about something else anyway 😅",
        "artist.count.by_name": "hey quick one, how many albums have u got from {artist} rn? tbh idk if i want all of them lol, thx",
        "artist.tracks.by_name": "My running playlist is SO stale, I've heard every song on it a hundred times. Which songs by {artist} do you have? Need something with a bit of energy for the long runs on sundays.",
        "artist.genre_of.by_name": "Thanks again for the help yesterday, the person I chatted with was lovely. One more thing I forgot to ask: what genre is {artist} in your store? I'm trying to find more stuff that sounds like them.",
        "artist.count.all": "just wondering how many artists the shop has in total",
        "album.count.all": "Your website is honestly a mess and I've been clicking around for ages. How many albums do you even have? Couldn't find a number anywhere on the site.",
        "album.contents.by_name": "Can you tell me who plays on {album}? Wait sorry, not who plays, I know that already. I mean which songs are on it, the tracklist basically.",
        "album.artist_of.by_name": "Studying for my music history exam and my notes are a disaster 😩 Who is the artist behind {album}? I wrote down the title but not the band, of course.",
        "album.count.by_name": "I don't need the full tracklist, just the number: how many songs are on {album}?",
        "album.price.by_name": "Finally got paid!! How much is {album} as a WHOLE album, not per song? Want to treat myself tonight.",
        "album.duration.by_name": "I put on full albums while I grind in my game at night. How long is {album} from start to finish? Just want to know if it lasts a whole session lol.",
        "track.list.by_name": "do u have {song} in ur store? been looking everywhere for it tbh, thx",
        "track.artist_of.by_name": "So I heard {song} in a cafe this morning and it has been stuck in my head all day. I tried humming it to my partner and she had no idea either. Who's the artist? Would love to buy more of their stuff if it's good.",
        "track.album_of.by_name": "Who does {song}... no wait, scratch that, I know who does it. Which ALBUM is it from is what I meant to ask.",
        "track.genre_of.by_name": "what genre is {song} filed under on your site",
        "track.price.by_name": "I've asked this twice allready and nobody answered. What does {song} cost? A straight answer would be nice this time.",
        "track.duration.by_name": "I'm timing my interval runs to songs, nerdy I know 🏃 How long is {song} exactly? If it's the right length it goes in the sprint section.",
        "track.composer.by_name": "I don't want the performer, I know who sings it. Who actually wrote {song}? The composer credit I mean.",
        "track.duration.by_id": "how long is track {track_id} pls? need it for a vid im editing rn, thx",
        "track.price.by_id": "Thanks for sorting out my login last week! Now I'm actually shopping haha. How much is track {track_id}? I'll probably get it if it's not too pricey.",
        "track.composer.by_id": "Writing an essay for my songwriting class and I need to credit the writer properly. Who's the composer of track {track_id}? My lecturer is super strict about sources.",
        "track.album_of.by_id": "What's the price of track {track_id}? Oh wait, never mind the price, I already bought it ages ago. Which album is it from, that's what I meant.",
        "track.count.all": "Okay I'm curious!! How many songs do you have in TOTAL across the whole store?",
        "playlist.list.all": "Driving down the coast with friends next month 🚗 and nobody wants to be the one making the music. What playlists do you have ready-made? Anything that works for a long drive would be great.",
        "playlist.count.all": "how many playlists do you guys have",
        "playlist.contents.by_id": "I want some background music for streaming my games. What songs are in playlist {playlist_id}? Need to check there's nothing too distracting on it before I go live.",
        "playlist.contents.by_name": "The {playlist} playlist page won't load for me, AGAIN. Which songs are on it? Just list them here please, since your site clearly can't.",
        "playlist.count.by_name": "hiya how many songs r in the {playlist} playlist? just want to know if its long enough for my commute tbh",
        "genre.list.all": "I don't need recommendations or anything, just the list. What genres do you have?",
        "genre.count.all": "My flatmate and I have a bet going about your shop. She says you've got loads of genres, I say it's only a handful. How many genres are there in total? Loser buys dinner, so please settle this!",
        "genre.contents.by_name": "I study best with {genre} on in the background 📚 What do you have in that genre? Looking for new artists to get me through exam season.",
        "genre.count.by_name": "Just discovered {genre} and I'm HOOKED! How many tracks in that genre have you got? Trying to figure out how deep the rabbit hole goes.",
        "invoice.list.all": "Thanks for the help last time with my refund question. Could you list all my orders now, with their dates? Need them for a budget spreadsheet I'm putting together.",
        "invoice.count.all": "how many orders have i made with you so far",
        "invoice.date.latest": "when was my last order pls? idk if it even went thru tbh, thx",
        "invoice.total.latest": "There's a charge on my card I wasnt expecting and I'm not thrilled about it. How much was my latest order? I want to compare it with my bank statement.",
        "invoice.date.oldest": "I've been a customer here for what feels like forever. My partner doesn't believe me. When did I place my very first order with you? Would be fun to prove her wrong.",
        "invoice.total.oldest": "Feeling a bit nostalgic today 😊 How much did my first ever order with you come to? Just curious what I spent back then.",
        "invoice.date.nth": "When was my most recent order? Hmm wait, no, not that one. I mean the order before it, the second most recent. What date was that one placed?",
        "invoice.total.most_expensive": "Which of my orders was the BIGGEST one, and how much was it? Trying to see when I went overboard haha",
        "invoice.total.least_expensive": "I don't need all the totals, just the smallest one. What was my cheapest order and how much did it cost?",
        "invoice.list.in_year": "Trying to remember what I bought for my road trips back then. Which orders did I make in {year}, with the dates please? I don't care about the other years.",
        "invoice.total.in_month": "hey what did i spend on my order in {month} {year}? need the total pls, thx u r the best",
        "invoice.contents.by_id": "Invoice {invoice_id} was the music I bought for my gaming stream. Which songs were on it? Lost my notes and I want to credit them properly.",
        "invoice.date.by_id": "what date is on invoice {invoice_id}",
        "invoice.total.by_id": "I'm getting really tired of hunting through my emails for this. What was the total on invoice {invoice_id}? Please just tell me the amount.",
        "invoice.contents.latest": "My running playlist needs the stuff I bought most recently 🎧 What songs were in my last order? Can't remember them all.",
        "invoice.contents.oldest": "Thanks so much for yesterday's chat, you were super patient with me. Quick follow-up: which songs did I buy in my very first order? I'm trying to find one that I've lost.",
        "invoice.total.all": "How much was my last order? Actually scratch that, I mean everything, all my orders added up. What have I spent with you in total?",
        "invoice_line.list.all": "I'm rebuilding my music library after my laptop died last week. Everything is gone and it's been a rough few days, honestly. Could you list all the songs I've ever bought from you? Then I can download them again.",
        "invoice_line.count.all": "How many songs have I bought from you ALTOGETHER? My friend thinks it's a crazy number!",
        "invoice_line.price.most_expensive": "whats the most expensive song i ever bought from u and how much was it? just curious tbh",
        "invoice_line.price.least_expensive": "Putting together a cheap and cheerful road trip mix from my old purchases. What's the cheapest song I've bought from you, and what did it cost?",
        "invoice_line.list.by_name": "I don't want to buy {song} twice by accident. Have I already purchased it from you?",
        "invoice_line.artist_of.all": "I'm making a study-with-me video and I only want to use music I own. Which artists have I bought songs from? Just the names is fine.",
        "support_rep.name.own": "Thanks for last time, the problem is totally fixed! I'd like to send a little thank-you note to whoever looks after my account. What's my rep's name?",
        "support_rep.contact.own": "Nobody ever replies on this chat in time. Give me the email address of my support rep so I can write to them directly.",
        "support_rep.name.by_id": "Who sold me... no wait, that's not it. Who was the support rep on invoice {invoice_id}? I want to ask them something about it.",
        "profile.contact.own": "can u tell me what email n phone number u have on my acct? thx",
        "profile.address.own": "We just moved into a new flat 🏠 and everything is chaos, boxes everywhere. What address do you currently have for me on my account? I want to make sure it's not the old one.",
        "profile.name.own": "what name is my account registered under",
        "profile.date.oldest": "Happy anniversary to me maybe?! When did I FIRST buy something from you? Trying to work out how long I've been a customer.",
        "profile.date.latest": "Haven't been on here since I got into a new game and lost track of time. When was the last time I bought anything from you? Feels like ages.",
    },
    "pt": {
        "album.artist_of.by_name": "Tô estudando pra prova de história da música e minhas anotações estão um caos 😅 De quem é o álbum {album}? Anotei o título mas esqueci o artista.",
        "artist.count.all": "quantos artistas vcs tem na loja no total",
        "genre.contents.by_name": "Tô montando uma playlist pro meu running de domingo, bem no mood de {genre}. O que vocês têm desse gênero? Quero descobrir uns artistas novos.",
        "genre.count.by_name": "Virei FÃ de {genre} este ano! Quantas faixas desse género vocês têm no catálogo?",
        "invoice.total.all": "Quanto foi a minha última compra? Ah não, espera, quero é o total de todas as compras juntas. Quanto já gastei com vocês?",
        "support_rep.name.by_id": "Obrigada pela ajuda da outra vez, resolveu tudo! Agora queria saber quem foi o atendente responsável pela fatura {invoice_id}. Quero mandar um elogio.",
        "track.album_of.by_name": "Vamos fazer uma viagem de carro até ao Algarve no mês que vem e eu é que trato da música. Em que álbum está a {song}? Prefiro comprar o álbum inteiro se valer a pena. Obrigado desde já!",
        "track.artist_of.by_name": "vc sabe de quem é {song}? tô ouvindo direto mas n sei o artista, vlw",
        "track.duration.by_name": "Não preciso do preço, só da duração: quanto tempo tem {song}?",
        "track.price.by_name": "Já é a terceira vez que pergunto isso aqui. Quanto custa {song}? Será que alguém responde hoje?",
    },
    "es": {
        "album.count.by_name": "Pongo discos enteros mientras juego por las noches. ¿Cuántas canciones tiene {album}? Quiero saber si me da para una partida larga.",
        "artist.albums.by_name": "Estoy en mi era {artist}, literally no escucho otra cosa jaja. ¿Qué álbumes suyos tienen a la venta?",
        "invoice.contents.by_id": "¿Cuánto costó la factura {invoice_id}? Ay no, perdón, el precio ya lo sé. Lo que quiero saber es qué canciones venían en esa factura.",
        "invoice.contents.latest": "Quiero meter en mi playlist de correr lo último que compré 🏃‍♀️ ¿Qué canciones había en mi último pedido?",
        "invoice.total.latest": "Me llegó un cargo en la tarjeta que no entiendo y la verdad estoy bastante molesto. ¿De cuánto fue mi último pedido? Quiero compararlo con lo que dice el banco.",
        "invoice.total.oldest": "Gracias por la ayuda de la semana pasada, me sirvió muchísimo. Ahora tengo otra duda: ¿cuánto pagué en mi primer pedido con ustedes? Es para unas cuentas que estoy haciendo con mi pareja.",
        "invoice_line.count.all": "cuantas canciones les he comprado en total",
        "playlist.count.all": "¡Me encantan sus playlists! ¿Cuántas tienen en TOTAL?",
        "support_rep.name.own": "hola q tal, como se llama la persona q lleva mi cuenta? xfa, tb quiero darle las gracias, thx",
        "track.count.all": "No busco nada en concreto, es pura curiosidad antes del viaje por carretera de este verano. ¿Cuántas canciones tienen en total en la tienda?",
    },
    "fr": {
        "album.contents.by_name": "C'est qui l'artiste de {album} ? Attends non, ça je sais, pardon. Je voulais dire : quels morceaux il y a dessus ?",
        "genre.count.all": "vous avez combien de genres musicaux en tout",
        "invoice.total.oldest": "Petit moment nostalgie 😊 Ma toute première commande chez vous, elle m'avait coûté combien ?",
        "invoice_line.artist_of.all": "Je fais du streaming de jeux vidéo et je veux utiliser que de la musique que j'ai achetée, c'est plus safe. De quels artistes j'ai acheté des morceaux chez vous ?",
        "profile.name.own": "slt, c'est à quel nom mon compte svp ? jsp si c'est le mien ou celui de ma soeur, merci",
        "support_rep.contact.own": "Personne ne répond jamais sur ce chat, c'est pénible. Donnez-moi l'adresse mail de mon conseiller, je lui écrirai directement.",
        "track.artist_of.by_name": "J'ai entendu {song} dans un café ce matin et je l'ai dans la tête depuis. J'ai demandé à mes collègues, personne ne sait. C'est de qui ? J'aimerais bien écouter le reste de ses chansons.",
        "track.composer.by_name": "Je ne cherche pas le chanteur, lui je le connais. Qui a composé {song} ?",
        "track.count.all": "Question bête mais je suis TROP curieuse ! Combien de morceaux vous avez en tout dans la boutique ?",
        "track.price.by_id": "Merci encore pour votre aide de la dernière fois ! Combien coûte le titre {track_id} ? Je pense le prendre.",
    },
    "de": {
        "album.contents.by_name": "Wir fahren nächste Woche mit dem Auto an die Ostsee und ich bin für die Musik zuständig. Welche Songs sind auf {album}? Ich will nicht das ganze Album kaufen, wenn nur Balladen drauf sind.",
        "album.count.all": "wie viele alben habt ihr eigentlich im shop",
        "album.price.by_name": "Endlich Gehalt!! Was kostet {album} als KOMPLETTES Album?",
        "invoice.count.all": "Kurze Frage, ich mach gerade so einen Budget-Check, you know. Wie viele Bestellungen hab ich bei euch insgesamt gemacht?",
        "invoice.total.in_month": "Wie viel hab ich letzten Monat... nee, Quatsch, ich meine {month} {year}. Was hat meine Bestellung in dem Monat gekostet?",
        "invoice.total.most_expensive": "Ich muss schon wieder alles selbst raussuchen, super Service. Welche war meine teuerste Bestellung und wie viel hat sie gekostet?",
        "playlist.count.by_name": "hi, wie viele Songs sind in der Playlist {playlist}? brauch was zum Zocken heut abend, thx lg",
        "profile.address.own": "Sind gerade umgezogen 📦 und hier ist noch totales Chaos. Welche Adresse habt ihr bei mir im Konto gespeichert?",
        "track.composer.by_id": "Ich schreib gerade an meiner Hausarbeit über Songwriting und brauche die Angabe. Wer hat Titel {track_id} komponiert? Mein Prof ist bei sowas echt pingelig.",
        "track.price.by_id": "Danke nochmal für den Chat gestern! Diesmal brauch ich keine Länge oder so, nur den Preis: was kostet Track {track_id}?",
    },
    "it": {
        "genre.contents.by_name": "Studio sempre con un po' di {genre} in sottofondo 📚 Cosa avete di quel genere? Cerco artisti nuovi per la sessione d'esami.",
        "genre.list.all": "Non mi servono consigli, solo l'elenco: quali generi musicali avete?",
        "invoice.contents.by_id": "Grazie ancora per l'aiuto dell'altra volta! Mi dite quali canzoni c'erano nella fattura {invoice_id}? Ho perso la mail.",
        "invoice_line.list.by_name": "Non voglio comprare {song} due volte by mistake. L'ho già presa da voi?",
        "invoice_line.price.least_expensive": "qual e la canzone piu economica che ho comprato e quanto l ho pagata",
        "invoice_line.price.most_expensive": "Sono CURIOSISSIMA! Qual è la canzone più cara che ho mai comprato da voi e quanto costava?",
        "playlist.contents.by_id": "Sabato partiamo in macchina per la Puglia, sono tipo otto ore di viaggio. Che canzoni ci sono nella playlist {playlist_id}? Se va bene la mettiamo in loop.",
        "playlist.contents.by_name": "La pagina della playlist {playlist} non si apre, come al solito. Quali brani ci sono dentro? Ditemelo qui almeno.",
        "track.album_of.by_name": "Chi canta {song}? Anzi no, scusate, quello lo so già. Volevo chiedere da quale album viene.",
        "track.duration.by_id": "ciao, quanto dura il brano {track_id}? xké devo montare un video, grazie mille cmq",
    },
    "nl": {
        "album.artist_of.by_name": "Hoorde {album} gisteren op de achtergrond van een game-stream en het was echt goed. Van wie is dat album? Wil meer van die artiest horen.",
        "album.count.all": "Ik ben zo benieuwd! Hoeveel albums hebben jullie in TOTAAL?",
        "album.duration.by_name": "Ik wil tijdens mijn lange duurloop een heel album luisteren 🏃 Hoe lang duurt {album} in totaal?",
        "artist.albums.by_name": "Ik ben helemaal into {artist} de laatste tijd, no joke. Welke albums van ze verkopen jullie?",
        "artist.count.all": "hoeveel artiesten hebben jullie eigenlijk",
        "invoice.contents.latest": "Bedankt voor de hulp vorige week, alles werkt weer! Welke nummers zaten er in mijn laatste bestelling? Ik ben het even kwijt.",
        "invoice.contents.oldest": "Ik ben al heel lang klant bij jullie, denk ik, maar mijn vriend gelooft me niet. Niet mijn laatste bestelling dus, maar de allereerste: welke nummers zaten daarin? Dan weet ik meteen of ik gelijk heb.",
        "playlist.list.all": "Jullie site is echt onoverzichtelijk, ik kan niks vinden. Welke playlists hebben jullie überhaupt? Liefst gewoon een lijstje hier.",
        "profile.contact.own": "hoi, kunnen jullie ff checken welk mailadres en telnr jullie van mij hebben? thx alvast",
        "track.album_of.by_id": "Wat kost nummer {track_id}? Oh wacht, laat maar, die heb ik al. Ik bedoel: van welk album komt het?",
    },
    "pl": {
        "artist.tracks.by_name": "Robię nową playlistę do biegania, bo stara już mi się znudziła. Jakie utwory wykonawcy {artist} macie? Najlepiej coś z energią na długie wybiegania.",
        "invoice.total.by_id": "Już drugi raz o to pytam i nic. Na jaką kwotę była faktura {invoice_id}? Proszę o konkretną odpowiedź.",
        "invoice.total.most_expensive": "Które moje zamówienie było NAJDROŻSZE i ile kosztowało? Chcę wiedzieć, kiedy tak poszalałam!",
        "playlist.count.by_name": "Gram wieczorami i potrzebuję muzyki w tle 🎮 Ile utworów jest na playliście {playlist}?",
        "playlist.list.all": "Szukam czegoś na chill wieczór, jakiś spokojny vibe do nauki. Jakie playlisty macie gotowe?",
        "profile.address.own": "Dzięki za pomoc ostatnim razem! Jaki adres macie zapisany na moim koncie? Niedawno się przeprowadziłem.",
        "track.composer.by_name": "Nie potrzebuję nazwy zespołu, to akurat wiem. Kto jest kompozytorem piosenki {song}?",
        "track.duration.by_name": "Ile kosztuje {song}? A nie, sorry, cena mnie nie obchodzi. Chodzi mi o to, ile trwa ten utwór.",
        "track.genre_of.by_name": "do jakiego gatunku macie przypisane {song}",
        "track.price.by_name": "hej, ile kosztuje {song}? jedziemy w trasę autem w weekend i chcę to mieć, thx, pzdr",
    },
    "sv": {
        "album.duration.by_name": "Vi ska köra till fjällen i helgen och jag fixar musiken 🚗 Hur lång är {album} totalt? Vill veta om den räcker en bit av vägen.",
        "artist.count.by_name": "hej! hur många album har ni med {artist} iaf? tänker köpa nåt btw, tack mvh",
        "artist.genre_of.by_name": "Min kompis säger att {artist} är typ indie, men I'm not sure. Vilken genre har ni dem under?",
        "invoice.total.least_expensive": "Jag behöver inte alla summor, bara den minsta. Vilken var min billigaste beställning och vad kostade den?",
        "invoice_line.list.all": "Min gamla dator dog förra veckan och hela musikbiblioteket försvann. Jag är ganska ledsen faktiskt. Kan ni lista alla låtar jag har köpt hos er? Då kan jag ladda ner dem igen.",
        "playlist.contents.by_id": "Behöver bakgrundsmusik när jag streamar mina spel. Vilka låtar finns på spellista {playlist_id}?",
        "profile.name.own": "vilket namn står mitt konto på",
        "support_rep.contact.own": "Ingen svarar någonsin här i chatten, så irriterande. Ge mig mejladressen till min kontaktperson så skriver jag direkt.",
        "track.album_of.by_id": "Tack för hjälpen sist, SÅ snällt! Från vilket album kommer låt {track_id}?",
        "track.list.by_name": "Vad kostar... nej vänta, först: har ni ens {song} i butiken? Hittar den inte när jag söker.",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded (a "btw" after the question, "me again
# lol", an emoji wave, "forgot:", "already giving it!"); each language in the placement it had in
# neither fresh15 nor fresh16, English in another pair of placements than in fresh16:
# ``fresh17_in_passing``: the identifiers tacked on after the question in the same message, as
#   an afterthought or in a sign-off; English and pt/fr/sv;
# ``fresh17_up_front``: the identifiers alone in a first message (a returning customer saying
#   hello again), then the question; English and es/it;
# ``fresh17_asked_back``: the question alone, then the identifiers in a second message as the
#   reply to the request for them; de/nl/pl only (no English, so that the split stays near
#   two hundred cases).
# Each of the eight other languages is in one family only.
FRESH17_FAMILIES: dict[str, dict] = {
    "fresh17_in_passing": {
        "split": "fresh17", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Hiya!! Hope ur having a good day. {q}", "ok so, long story short. {q}"],
            "pt": ["{q}", "Oii, tudo bem? {q}"], "fr": ["{q}", "Coucou ! {q}"],
            "sv": ["{q}", "Tjena! {q}"],
        },
        "id_lines": {
            "en": ["oh and it's account {id}, {email} btw",
                   "(acct {id} / {email} if u need it)",
                   "Cheers, {first} 🙂 account number {id}, email {email}",
                   "sorry, forgot: customer {id}, registered with {email}"],
            "pt": ["ah, minha conta é {id}, email {email} btw",
                   "Abraço, {first} (cliente {id}, {email})"],
            "fr": ["ah et c'est le compte {id}, mail {email} au cas où",
                   "Bonne journée, {first} (compte {id}, {email})"],
            "sv": ["btw mitt konto är {id}, mejl {email}",
                   "Ha det bra! /{first}, kund {id}, {email}"],
        },
    },
    "fresh17_up_front": {
        "split": "fresh17", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Right, so here's the thing. {q}", "Anyway!! {q}"],
            "es": ["{q}", "Bueno, a lo que iba. {q}"], "it": ["{q}", "Allora, vi spiego. {q}"],
        },
        "id_lines": {
            "en": ["hiii it's {first} again 👋 account {id}, {email}",
                   "before anything else: acct {id}, {email}",
                   "Good evening, customer number {id} here, the email on the account is {email}",
                   "me again lol. {id} / {email}"],
            "es": ["holaa, soy {first} otra vez 👋 cuenta {id}, {email}",
                   "Antes que nada: cliente {id}, correo {email}"],
            "it": ["ciaoo sono {first} di nuovo, account {id}, {email}",
                   "Premetto: cliente numero {id}, mail {email}"],
        },
    },
    "fresh17_asked_back": {
        "split": "fresh17", "ids": "after", "transform": "none",
        "frames": {
            "de": ["{q}", "Hallöchen! {q}"], "nl": ["{q}", "Hallo daar! {q}"],
            "pl": ["{q}", "Siema! {q}"],
        },
        "id_lines": {
            "de": ["klar, sorry: Konto {id}, {email}",
                   "Ach so, ja! {first}, Kundennummer {id}, Mail {email}"],
            "nl": ["o ja sorry: klant {id}, {email}",
                   "Tuurlijk! {first}, accountnummer {id}, mail {email}"],
            "pl": ["jasne, sorki: konto {id}, {email}",
                   "Aha, już podaję! {first}, numer klienta {id}, mail {email}"],
        },
    },
}  # fmt: skip
