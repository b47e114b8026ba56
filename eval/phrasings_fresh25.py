"""A twenty-seventh set of wordings and families for ``eval.generate`` (``--split fresh25``).

Why: ``fresh24`` (``eval.phrasings_fresh24``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise (nothing under ``agents/``,
``tools/``, ``lexicon/`` or ``support/`` was opened, nor any result), as ordinary customers
type into a shop's chat box, in ten voices none of the earlier splits used, each cell in one
of them: a farmer (the milking parlour, lambing at night, harvest, the grape harvest, cows
that like the radio); an amateur astronomer (a telescope in the garden, a meteor shower, a
dark-sky site, cloudy nights); someone researching their family tree (a grandad's papers,
an attic, a great-grandparent's song, archives); someone with new hearing aids finding music
again; someone writing a novel to music (a chapter, a manuscript, an editor, a theme tune);
a couple learning to dance at evening classes (salsa, tango, bachata, foxtrot, forró, liscio,
Discofox, bugg); someone who hears the neighbours' music through the wall or over the fence
(and whose post goes next door); a translator who mixes registers in one message (a formal
letter opening and a chatty close); a tradesperson on a building site (the site radio, the
lads, a break, the hut); an angler waiting for a bite (a carp session, night fishing, a lake,
ice fishing). Terse to three sentences; lower case, missing accents, "??", no closing mark,
chat shorthand now and then ("u", "vcs", "lg", "bcp", "thx"), a few ordinary slips ("alot",
"wich", "kawalkow"), a remark after the question; titles never quoted; no digits anywhere
outside the slots (none in count questions).
In the other languages everyday language as typed on a phone, formal and informal mixed,
with the same voices in each language's own words (ordenha, árvore genealógica, aparelho
auditivo, obra; vendimia, pantano, aparatos auditivos; traite, chantier, appareils auditifs;
Ahnenforschung, Baggersee, Hörgeräte, Baustelle; mungitura, liscio, cantiere; stamboom,
gehoorapparaat, bouwplaats; dojenie, aparaty słuchowe, budowa; pimpla, ladugården,
hörapparater, bygget); European and Brazilian Portuguese side by side.
Every answerable cell in English; in each of pt, es, fr, de, it, nl, pl, sv the same ten
cells it asks in ``fresh24`` (so the two splits compare cell for cell, and no date or
date-list cell outside English: the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH25_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "me and my husband started salsa classes after the summer and we practise in the kitchen most nights. the teacher put {artist} on for the cool down last week and we loved it.. what albums of theirs do you have",
        "artist.count.by_name": "Clear skies forecast all weekend so I'll be out with the telescope till late. Thinking {artist} to keep me company. How many of their albums have you got?",
        "artist.tracks.by_name": "site radio's knackered so the lads have asked me to sort music on my phone. they're all mad for {artist}. what songs by them do u sell",
        "artist.genre_of.by_name": "The couple next door have played {artist} through the wall every Sunday morning for months and I've secretly started to like it. What genre are they under on your site?",
        "artist.count.all": "Good afternoon. I would be most grateful if you could inform me of the total number of artists represented in your catalogue. cheers!!",
        "album.count.all": "Off to the lake for a long carp session, nothing to do but wait for the alarm to go off. how many albums have you got, all in?",
        "album.contents.by_name": "Been researching my family tree and there's a photo of my great uncle with {album} on the shelf behind him. What songs are on that album?",
        "album.artist_of.by_name": "first week with hearing aids. audiologist said to listen to something I used to know well and I thought of {album} but I cant for the life of me remember who its by. who's the artist?",
        "album.count.by_name": "I give myself one track per page when I'm drafting, it keeps me going. How many tracks does {album} have? Want to know if it'll get me through a chapter",
        "album.price.by_name": "Lambing's started so I'm up half the night in the shed. Want {album} for the long stretches. how much for the whole album",
        "album.duration.by_name": "meteor shower peaks tonight and I want one album playing while I lie out on the grass. how long does {album} last, start to finish?",
        "track.list.by_name": "our tango teacher keeps using {song} for the walking drills. do you sell it??",
        "track.artist_of.by_name": "Someone over the back fence had {song} on at the weekend and it's been in my head ever since. who is it by",
        "track.album_of.by_name": "So the family story goes, my grandparents danced to {song} at their wedding. I'm writing up the family history and would like to mention the album it's from. Which one is it?",
        "track.genre_of.by_name": "tiling a bathroom today and {song} came on, me and the plasterer cant agree what kind of music it is. what genre is it listed as on yours",
        "track.price.by_name": "sat on the riverbank, nothing biting. how much is {song} on here?",
        "track.duration.by_name": "With the new hearing aids I'm hearing songs properly for the first time in ages. How long is {song}? I'd like to play it twice on the walk to the shops",
        "track.composer.by_name": "My main character hums {song} in the opening chapter and my editor wants it credited properly at the back of the book. Who composed it?",
        "track.duration.by_id": "milking takes a while and I line the songs up in order. track {track_id}, how long is it",
        "track.price.by_id": "Dear Sir or Madam, I should like to enquire as to the price of track {track_id}. thx in advance x",
        "track.composer.by_id": "Going through my grandad's papers and there's a scrap with your shop's name and track {track_id} written on it. Who's the composer of that one?",
        "track.album_of.by_id": "on my break on site. which album is track {track_id} off",
        "track.count.all": "Cloudy again so no observing tonight, just browsing instead. How many songs do you sell altogether?",
        "playlist.list.all": "Night fishing tomorrow and I want something quiet in one ear while I watch the rods. What playlists have you got?",
        "playlist.count.all": "neighbour swears you lot have more playlists than anyone. how many have you actually got",
        "playlist.contents.by_id": "Our dance school sends everyone home with playlist {playlist_id} to practise the cha cha to. whats on it?",
        "playlist.contents.by_name": "I always write to the same playlist so my brain knows it's work time, but I'm sick of it. Thinking of switching to {playlist}. What songs are in it?",
        "playlist.count.by_name": "harvest starts next week, long days on the combine. how many songs in the {playlist} playlist?",
        "genre.list.all": "Hello, could you kindly provide a list of the music genres you offer? no rush at all :)",
        "genre.count.all": "Since getting my hearing aids I want to try a bit of everything I've been missing. How many different genres do you have?",
        "genre.contents.by_name": "the lads on site only agree on one thing and its {genre}. what tracks have u got in that genre",
        "genre.count.by_name": "Planning a long night at the dark sky park and {genre} is what I like at the eyepiece. How many tracks have you got in that genre?",
        "invoice.list.all": "I keep a record of everything, it's the family historian in me. Could you list all my orders with you, with the date of each one?",
        "invoice.count.all": "Wife reckons I spend more on music than on bait. How many orders have I placed with you?",
        "invoice.date.latest": "cant remember when I last bought anything, lambing's been a blur. date of my most recent order?",
        "invoice.total.latest": "Dear team, for my expense records I require the total of my most recent order. ta v much",
        "invoice.date.oldest": "It was my old neighbour who first told me about this shop, years ago now. What date was my very first order?",
        "invoice.total.oldest": "I first bought songs from you before my hearing got bad. How much did that very first order come to?",
        "invoice.date.nth": "keeping a writing diary and trying to pin down dates. the order before my last one, what day did I place that?",
        "invoice.total.most_expensive": "other half is going through the bank statements. which of my orders with you was the biggest, and how much was it",
        "invoice.total.least_expensive": "We buy a song or two after each dance class. What's the smallest order I've had with you, and what did it come to?",
        "invoice.list.in_year": "Piecing together what I was up to in {year} for my own bit of the family history. Can you list the orders I placed that year, with their dates?",
        "invoice.total.in_month": "bank statement shows you lot in {month} {year}, same week I bought a new rod. how much was that order",
        "invoice.contents.by_id": "The playlist I write my manuscript to came from invoice {invoice_id}, but I've lost track of what was in it. Which songs were on that invoice?",
        "invoice.date.by_id": "vet's due any minute so quick one. date on invoice {invoice_id}?",
        "invoice.total.by_id": "Paying my neighbour back for her half of invoice {invoice_id}. What was the total on it?",
        "invoice.contents.latest": "Bought some music for the star party and then my phone wiped itself. What songs were in my latest order?",
        "invoice.contents.oldest": "Greetings. I would appreciate a list of the songs contained in my first ever order. just curious tbh",
        "invoice.total.all": "trying to cut back a bit. how much have I spent with you altogether, every order added up?",
        "invoice_line.list.all": "My audiologist suggested I make a list of songs I know well to test the new settings on. Could you show me every song I've bought from you?",
        "invoice_line.count.all": "how many songs have i bought off you all told? across every order",
        "invoice_line.price.most_expensive": "Which single song was the priciest I've bought from you, and how much was it? asking for the dance budget",
        "invoice_line.price.least_expensive": "Out of all the songs I've bought here, wich one was the cheapest and what did it cost me?",
        "invoice_line.list.by_name": "Hearing {song} through the wall again and I swear I bought it myself ages ago. Is it among my purchases?",
        "invoice_line.artist_of.all": "Doing a page about my own music taste for the family album. Which artists have I bought from you?",
        "support_rep.name.own": "To whom it may concern, may I ask the name of the representative assigned to my account? ta",
        "support_rep.contact.own": "easier for me to email than sit in a chat, I'm out in the yard all day. what's the email address of the rep on my account?",
        "support_rep.name.by_id": "who was the rep that dealt with invoice {invoice_id}? need a name",
        "profile.contact.own": "I've changed my phone settings for the hearing aids and want to be sure you can still reach me. What email and phone number do you have for me?",
        "profile.address.own": "Moving the telescope and everything else to a darker spot out in the countryside soon. What address have you got on my account at the moment?",
        "profile.name.own": "post for next door keeps landing at mine, which got me wondering. what name is on my account, exactly as written?",
        "profile.date.oldest": "how long have I been a customer here? the date of my first purchase please",
        "profile.date.latest": "Lost a whole month to a rewrite. When did I last buy anything from you? the date please",
    },
    "pt": {
        "invoice.contents.by_id": "Estou a fazer a árvore genealógica da família e usei as músicas da fatura {invoice_id} num vídeo para os meus tios. Que músicas tinha essa fatura?",
        "invoice_line.count.all": "acabei de ordenhar as vacas e to no celular. quantas musicas ja comprei com vcs no total?",
        "invoice_line.price.least_expensive": "A gente faz aula de forró toda quinta e compra as músicas aí. De tudo que comprei, qual foi a música mais barata e quanto custou?",
        "playlist.contents.by_id": "Vou pescar no rio amanhã bem cedinho. Que músicas tem na playlist {playlist_id}?",
        "playlist.count.by_name": "Noite limpa hoje, vou levar o telescópio para o quintal. Quantas faixas tem a playlist {playlist}?",
        "playlist.list.all": "to na obra, hora do almoço. quais playlists voces tem ai",
        "profile.contact.own": "Exmos. Senhores, solicito que me indiquem o e-mail e o número de telefone que constam na minha conta. valeu!",
        "support_rep.contact.own": "Comecei a usar aparelho auditivo e prefiro tratar tudo por escrito. Qual é o e-mail do atendente responsável pela minha conta?",
        "track.album_of.by_id": "Estou escrevendo um romance e a faixa {track_id} virou a trilha do capítulo final. De qual álbum ela é?",
        "track.composer.by_id": "Perguntei ao vizinho o que ele tanto ouvia e ele mandou-me o link da faixa {track_id} da vossa loja. Quem é o compositor?",
    },
    "es": {
        "artist.genre_of.by_name": "Mi vecino de arriba pone {artist} todos los domingos a todo volumen y ya me lo sé. ¿Qué género es, según vuestra tienda?",
        "artist.tracks.by_name": "Mi novio y yo vamos a clases de bachata y la profe siempre pone {artist}. ¿Qué canciones suyas tienen?",
        "invoice.total.most_expensive": "estoy en la obra, en el descanso del bocadillo. cual ha sido mi pedido mas caro y cuanto fue",
        "invoice_line.artist_of.all": "Estoy haciendo el árbol genealógico y quiero apuntar también mis gustos para los nietos. ¿De qué artistas os he comprado música?",
        "invoice_line.price.least_expensive": "Estimados señores: quisiera saber cuál ha sido la canción más barata que les he comprado y su precio. Gracias, un abrazo!!",
        "playlist.contents.by_name": "me voy de pesca al pantano todo el finde. que canciones trae la lista {playlist}?",
        "profile.address.own": "Estamos en plena vendimia y me están llegando cosas a la casa vieja. ¿Qué dirección tienen en mi cuenta?",
        "track.genre_of.by_name": "Desde que llevo aparatos auditivos vuelvo a oír los agudos, y anoche escuché {song}. ¿En qué género la tienen ustedes?",
        "track.list.by_name": "Esta noche hay lluvia de estrellas y me apetece {song} de fondo mientras miro el cielo. ¿La tienen a la venta?",
        "track.price.by_id": "Escribo mi novela con el tema {track_id} en bucle. ¿Cuánto cuesta?",
    },
    "fr": {
        "album.count.by_name": "J'écris à peu près un chapitre par album. Combien de morceaux sur {album} ?",
        "album.duration.by_name": "Nuit d'observation prévue au col, je veux un album entier pendant que je règle le télescope. Quelle est la durée de {album} ?",
        "album.price.by_name": "On prend des cours de tango le mardi avec mon mari. Combien coûte l'album {album} en entier ?",
        "artist.count.by_name": "ma voisine met {artist} tous les soirs, j'ai fini par accrocher. vous avez combien d'albums d'eux",
        "genre.contents.by_name": "Sur le chantier on se dispute la radio, mais un genre met tout le monde d'accord : {genre}. Vous avez quels titres dans ce genre ?",
        "invoice.count.all": "Madame, Monsieur, je souhaiterais connaître le nombre total de commandes passées sur mon compte. merci bcp !",
        "playlist.count.all": "Je pars pêcher la carpe tout le week-end au bord de l'étang. Vous avez combien de playlists en tout ?",
        "track.duration.by_id": "pendant la traite je mets les chansons a la suite, ca me donne le rythme. le titre {track_id} dure combien ?",
        "track.genre_of.by_name": "Avec mes nouveaux appareils auditifs j'entends enfin les paroles. Et {song}, c'est classé dans quel genre chez vous ?",
        "track.price.by_name": "Je fais notre arbre généalogique et il paraît que mon arrière-grand-père chantait {song}. Combien coûte ce titre ?",
    },
    "de": {
        "album.artist_of.by_name": "Bei der Ahnenforschung hab ich auf Opas Dachboden eine Platte gefunden, {album}, aber ohne Hülle. Von wem ist das Album?",
        "artist.count.all": "Heute Nacht bewölkt, also nix mit Sterne gucken. Wie viele Künstler habt ihr eigentlich im Sortiment?",
        "artist.genre_of.by_name": "Durch die Wand hör ich jeden Abend {artist} von meinem Nachbarn. Unter welchem Genre läuft das bei euch?",
        "invoice.total.least_expensive": "Wir machen grad einen Tanzkurs, Discofox und Walzer, und kaufen die Lieder bei euch. Welche meiner Bestellungen war die günstigste und was hat sie gekostet?",
        "invoice.total.oldest": "Sehr geehrte Damen und Herren, ich bitte um Auskunft über den Betrag meiner allerersten Bestellung. lg",
        "invoice_line.list.by_name": "auf der baustelle läuft ständig {song}. hab ich das schon mal bei euch gekauft",
        "track.album_of.by_name": "Sitz am Baggersee beim Angeln, nix beißt. Auf welchem Album ist {song}?",
        "track.composer.by_name": "In meinem Roman singt die Heldin {song}, und der Verlag will wissen, wer es komponiert hat. Wer ist der Komponist?",
        "track.duration.by_name": "Beim Melken hör ich immer ein paar Lieder hintereinander. Wie lang ist {song}?",
        "track.list.by_name": "Seit ich Hörgeräte habe, entdecke ich alte Lieblingslieder ganz neu. Gibt es {song} bei euch?",
    },
    "it": {
        "album.count.all": "Domani all'alba vado a pescare sul lago. Quanti album avete in tutto?",
        "artist.albums.by_name": "Io e mio marito facciamo un corso di liscio e il maestro mette sempre {artist}. Che album avete di loro?",
        "artist.count.all": "Gentili signori, vorrei sapere quanti artisti avete in catalogo. grazie mille eh",
        "invoice.total.latest": "finita la mungitura, controllo un po' di conti. a quanto e arrivato il mio ultimo ordine?",
        "invoice.total.oldest": "Faccio ricerche genealogiche e sono fissato con le date e i documenti. Il mio primissimo ordine da voi, quanto veniva in totale?",
        "invoice_line.list.all": "Da quando porto l'apparecchio acustico sto riscoprendo la musica. Potete elencarmi ogni canzone che ho acquistato qui?",
        "playlist.count.all": "Stanotte c'è lo sciame di meteore e resto sveglio col binocolo. Quante playlist avete?",
        "profile.address.own": "Il corriere continua a lasciare i miei pacchi al vicino. Che indirizzo risulta sul mio account?",
        "track.album_of.by_id": "In cantiere mettiamo sempre il brano {track_id}. Da che album è?",
        "track.duration.by_name": "Scrivo il romanzo a blocchi, una canzone per pagina. Quanto dura {song}?",
    },
    "nl": {
        "invoice.total.all": "Pauze op de bouwplaats. Hoeveel heb ik in totaal bij jullie besteed, alle bestellingen samen?",
        "invoice.total.by_id": "Geachte heer/mevrouw, graag ontvang ik het totaalbedrag van factuur {invoice_id}. Alvast bedankt, groetjes!",
        "invoice.total.in_month": "Op mijn afschrift staat een betaling aan jullie uit {month} {year}, rond de tijd dat ik nieuwe hengels kocht. Hoeveel was die bestelling?",
        "profile.name.own": "Mijn buren krijgen soms post voor mij, dus ik check het even. Op welke naam staat mijn account precies?",
        "support_rep.name.own": "Ik heb sinds kort een gehoorapparaat en bellen gaat lastig, dus ik hou het graag bij één persoon. Wie is mijn contactpersoon bij jullie?",
        "track.album_of.by_name": "Op de danscursus oefenen we de foxtrot op {song}. Van welk album komt dat?",
        "track.composer.by_name": "Voor onze stamboom schrijf ik op welke liedjes opa altijd zong, zoals {song}. Wie is de componist?",
        "track.count.all": "vannacht helder dus ik sta met de telescoop in de tuin. hoeveel nummers verkopen jullie in totaal",
        "track.price.by_id": "Tijdens het melken draait nummer {track_id} altijd in de stal. Wat kost dat?",
        "track.price.by_name": "Mijn roman begint met een scène waarin {song} op de radio speelt. Wat kost dat nummer bij jullie?",
    },
    "pl": {
        "album.artist_of.by_name": "Robię drzewo genealogiczne i w rzeczach dziadka znalazłam płytę {album}. Kto jest wykonawcą tego albumu?",
        "album.contents.by_name": "Chodzimy z mężem na kurs tańca i instruktor puszcza nam {album}. Jakie utwory są na tym albumie?",
        "album.count.by_name": "na budowie caly dzien leci {album}. ile tam jest kawalkow",
        "artist.count.by_name": "Sąsiad za ścianą słucha {artist} codziennie, aż mi się spodobało. Ile macie ich albumów?",
        "genre.count.all": "Siedzę nad jeziorem z wędką i nic nie bierze. Ile macie gatunków muzyki?",
        "genre.list.all": "Od kiedy mam aparaty słuchowe, chcę posłuchać wszystkiego po trochu. Jakie gatunki muzyczne macie?",
        "invoice.contents.latest": "Szanowni Państwo, uprzejmie proszę o informację, jakie utwory zawierało moje ostatnie zamówienie. dzięki wielkie!",
        "playlist.contents.by_id": "W nocy jadę z teleskopem za miasto, tam gdzie ciemno. Co jest na playliście {playlist_id}?",
        "support_rep.name.by_id": "Skończyłem dojenie, mam chwilę. Kto u was obsługiwał fakturę {invoice_id}? Potrzebuję imienia i nazwiska",
        "track.duration.by_id": "Piszę powieść i u mnie jeden rozdział to jeden utwór. Jak długo trwa utwór {track_id}?",
    },
    "sv": {
        "album.contents.by_name": "Grannen spelar {album} varje lördag och jag har börjat gilla det. Vilka låtar finns på skivan?",
        "album.price.by_name": "Ska pimpla på isen hela dagen i morgon. Vad kostar hela {album}?",
        "artist.albums.by_name": "Vi har börjat gå på bugg på onsdagar och läraren kör alltid {artist}. Vilka album av dem har ni?",
        "genre.contents.by_name": "I ladugården går radion hela dagen men korna verkar gilla {genre} bäst. Vilka låtar har ni i den genren?",
        "genre.count.by_name": "ute med teleskopet i natt och vill ha {genre} i lurarna. hur många låtar i den genren har ni",
        "invoice.contents.oldest": "Jag släktforskar och har blivit nyfiken på min egen historia också. Vilka låtar var med i min allra första beställning?",
        "invoice_line.count.all": "Bästa kundtjänst, jag vore tacksam om ni kunde meddela hur många låtar jag har köpt hos er totalt. tack o hej",
        "invoice_line.price.most_expensive": "sitter i boden på bygget och kollar kontot. vilken är den dyraste låten jag köpt av er och vad kostade den",
        "playlist.count.by_name": "Fick hörapparater nyligen och allt låter nytt. Hur många låtar är det på spellistan {playlist}?",
        "track.artist_of.by_name": "Jag skriver på en roman och {song} har blivit bokens ledmotiv. Vem är det som framför den?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded: the customer number in each
# language's own words ("customer number", "número de cliente", "Kundennummer", "numéro
# client", "numero cliente", "klantnummer", "numer klienta", "kundnummer"), in brackets, after
# a dash, as a signature under the message, as "id: ... / mail: ...", inside a sentence and
# bare; a formal opening or a chatty close in the translator's mixed register. Placements
# differ from fresh24's for every language but English, which is in two families:
# ``fresh25_ids_said_first``: the identifiers alone in a first message, then the question;
#   English and es/it/nl;
# ``fresh25_ids_tacked_on``: the identifiers after the question in the same message;
#   de/pt/sv/fr (no English, so that the split stays at the size of fresh24);
# ``fresh25_ids_when_asked``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; English and pl.
# Each of the eight other languages is in one family only.
FRESH25_FAMILIES: dict[str, dict] = {
    "fresh25_ids_said_first": {
        "split": "fresh25", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Right, what I actually wanted to ask. {q}", "ok so here goes.. {q}"],
            "es": ["{q}", "Y ahora lo que quería preguntar: {q}"],
            "it": ["{q}", "Ecco, la mia domanda è questa. {q}"],
            "nl": ["{q}", "Dan nu waar het om gaat. {q}"],
        },
        "id_lines": {
            "en": ["Hiya, it's {first} (customer number {id}, email {email}), got a question about my account",
                   "id: {id} / mail: {email}",
                   "{first} here - my customer number is {id} and the email on the account is {email}. bear with me, cold hands",
                   "Good morning. For your reference: account {id}, registered to {email}. Kind regards, {first}"],
            "es": ["Hola, soy {first}. Mi número de cliente es el {id} y el correo es {email}.",
                   "cliente {id} - correo {email} (para que me encuentren)"],
            "it": ["Buongiorno, sono {first}, numero cliente {id}, mail {email}.",
                   "id: {id} / mail: {email} - poi vi scrivo la domanda"],
            "nl": ["Hoi, {first} hier. Klantnummer {id}, mailadres {email}.",
                   "Eerst mijn gegevens (klantnr {id}, {email}), dan mijn vraag."],
        },
    },
    "fresh25_ids_tacked_on": {
        "split": "fresh25", "ids": "with", "transform": "none",
        "frames": {
            "de": ["{q}", "Kurze Frage zwischendurch. {q}"],
            "pt": ["{q}", "Olá, tudo bem? Uma coisinha: {q}"],
            "sv": ["{q}", "Hej där, undrar en grej. {q}"],
            "fr": ["{q}", "Bonjour, petite question en passant. {q}"],
        },
        "id_lines": {
            "de": ["Meine Kundennummer ist die {id}, E-Mail {email}. Danke und Gruß, {first}",
                   "— {first} ({id}, {email})"],
            "pt": ["O meu número de cliente é {id} e o e-mail {email}. Obrigado, {first}",
                   "(cliente {id} – {email})"],
            "sv": ["Mvh {first}, kundnummer {id}, {email}",
                   "/ {first} – kund {id}, mejl {email}"],
            "fr": ["Mon numéro client : {id}, mon adresse mail : {email}. Merci d'avance, {first}",
                   "(client n° {id} – {email})"],
        },
    },
    "fresh25_ids_when_asked": {
        "split": "fresh25", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "evening, hope you're not too busy. {q}", "morning, hope all is well over there. {q}"],
            "pl": ["{q}", "Dzień dobry, mam pytanie. {q}"],
        },
        "id_lines": {
            "en": ["Sure - customer number {id}, email {email}.",
                   "it's {id}, and the email is {email}",
                   "No problem. {first}, account {id}, {email}",
                   "ID {id} / e-mail {email}. thanks, {first}"],
            "pl": ["Jasne, numer klienta {id}, mail {email}.",
                   "{id}, {email} — {first}",
                   "Proszę: id {id} / e-mail {email}. Pozdrawiam, {first}"],
        },
    },
}  # fmt: skip
