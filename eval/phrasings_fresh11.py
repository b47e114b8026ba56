"""A thirteenth set of wordings and families for ``eval.generate`` (``--split fresh11``).

Why: ``fresh10`` (``eval.phrasings_fresh10``) has been run and counted as read, so from there
on it is a development number and no longer measures unseen phrasing alone. These were
written on 2026-12-04, before any run on them, and without reading what the rules recognise,
in styles the earlier splits did not use: speech-to-text with homophones left in ("how many
songs are their on ...", "i no", "the hole thing", "witch", "too thank them", "four a road
trip"); all lower case with no space after the punctuation ("hi,quick one.which album ...");
Caps Lock stuck the wrong way round ("sORRY CAPS LOCK IS STUCK. wHO IS ..."); a bug-report
template ("Steps to reproduce: / Expected: / Actual:", "Summary: / Expected: / Actual:");
a numbered or bulleted list of context with the question last ("1. ... 2. ... 3. ...", "1)
new phone 2) ...", "• my first ever order • its total"); a thread split into "(1/2)" and
"(2/2)"; a screen-reader user saying what they hear ("it just says 'image, image, image'",
"'table, zero rows'"); asking on behalf of a community radio show, a café, a karaoke bar, a
running club, a high-school reunion, a bridge club; radio-operator talk ("Requesting ...
Over.", "Say again ... Over.", "Customer to shop, come in."); a haiku; a news headline
("BREAKING: ..."); a screenplay ("INT. MY KITCHEN - NIGHT", "ME: ... MY WIFE: ..."); a diary
entry with no question at all; pseudo-SQL from a developer ("SELECT price FROM tracks WHERE
id = N; — sorry, day job habit"); exaggerated hedging ("Sorry, sorry, this is probably a
really silly question and please don't feel you have to answer, but would you, by any
chance, perhaps, ..."); passive-aggressive repetition ("As I've now asked twice ...", "Per
my previous three messages ..."); a promised five-star review; the wrong thing first, then
the right one ("I was going to ask ..., but ... so instead:", "Not my cheapest order — my
cheapest single song"); a complaint about something unrelated first (the bin men, a jammed
printer); a customer using a call-centre script on the shop ("thank you for taking my query
today ... that's everything"); a retiree's long sentences; the question said three ways
("Its style, I mean. The category you have it under, musically."); a bumped question after
a chat that timed out; in the other languages regions and registers not used before: gaúcho
("Bah", "tchê", "tri legal", "guri") and mineiro Portuguese ("Uai", "sô", "trem", "cê") and
Porto's ("carago", "percebes", São João); Andalusian ("Quillo", "miarma", "Illo"), Peruvian
("Causa", "pata", "jato", "bacán"), Dominican ("Klk", "manito", "vaina"), Cuban ("Asere, ¿qué
bolá?") and Puerto Rican Spanish ("Wepa", "bregar", "chavos"); Ivorian ("On dit quoi?",
"dêh", "s'enjailler", "C'est comment?", "son mail là"), Cameroonian ("ça fait même combien",
"On est ensemble"), Senegalese ("Nanga def") and Marseille French ("Oh fada", "peuchère",
"dégun", "tarpin", "vé") and a "Wesh" from the banlieue; Berlin ("ick", "wa?", "Keene
Ahnung", "uff", "druff", "Kiez"), Swabian ("goht", "gell", "ned", "koschtet", "Stuegert",
"Ade"), Hamburg ("Hummel, Hummel", "Schnack", "Dat weet ik nich", "Tschüssing") and Cologne German
("Veedel", "jeck", "Büdchen"); Milanese ("Alura", "taac", "sciur", the Navigli), Venetian
("Ciò", "voialtri", "schei", "Ostrega", "gavé", "xe") and Florentine Italian ("Icché", "Dé",
"Gnamo", "bimbo", "La un mi torna"); Limburg ("sjoen", "hoeveul", "veer", "feeske", "neet",
"kier"), Groningen ("Moi", "bin", "wait 't nait", "mor") and Amsterdam Dutch ("gozer",
"ouwe", "lauw", the Wallen); Poznań ("Tej", "wuchta", "bimba"), Podhale ("kielo", "mocie",
"pytom", "fto", "pikny", "pierwse", "Wos") and Warsaw Polish ("szwagier", "bejmy", "git",
"ferajna", Wola, Praga, Mokotów); Gothenburg ("Tjabba", "käckt", "ba", "grabben", "göttigt",
"fett", Liseberg), Stockholm suburb ("shuno", "len", "Walla", "bror") and Norrland Swedish
("hä", "å", "ja", "jo", Luleå); titles never quoted.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh10``, counting
each earlier fresh split that asked it and its own ``dev``/``heldout`` wording as once each
(every non-date cell had been asked at least once by every language; pt had none counted
only once, so it asks ten counted twice), then those it asked longest ago, none it asked in
``fresh10``, chosen so that the eight together ask every one of the 55 non-date cells, none
more than twice; no date or date-list cells outside English (the scorer reads English dates
only). Keep them apart as with the earlier fresh splits: read their failures only at the end
of a round, then write the next. Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH11_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "My screen reader just says 'image, image, image' on the {artist} page. Could you tell me in words which of their albums you sell?",
        "artist.count.by_name": "Requesting album count for artist {artist}. How many do you hold? Over.",
        "artist.tracks.by_name": "I put together the Sunday late show at a small community radio station and we're doing a full hour of {artist} next week. Which of their songs can I get from you?",
        "artist.genre_of.by_name": "I was going to ask what {artist}'s best album is, but that's a matter of taste, so instead: what genre do you file them under?",
        "artist.count.all": "BREAKING: local man unable to find out how many artists your store carries. Can you help him? (It's me. I'm the local man.)",
        "album.count.all": "Shelves full of sound /\nhow many albums rest there? /\none number, kind friend",
        "album.contents.by_name": "1. I loved {album} on cassette as a kid.\n2. The cassette is long gone.\n3. I can't remember half the songs.\nSo what's on it, track by track?",
        "album.artist_of.by_name": "sORRY CAPS LOCK IS STUCK. wHO IS THE ARTIST BEHIND {album}?",
        "album.count.by_name": "how many songs are their on {album} i want to no before i buy the hole thing",
        "album.price.by_name": "I need the price of the complete {album} album for a birthday budget. What is it?",
        "album.duration.by_name": "Steps to reproduce: open the {album} page.\nExpected: the album's total running time.\nActual: nothing shown.\nCould you tell me the total running time?",
        "track.list.by_name": "Sorry, sorry, this is probably a really silly question and please don't feel you have to answer, but would you, by any chance, perhaps, happen to sell {song}?",
        "track.artist_of.by_name": "ME: (humming {song} for the third hour)\nMY WIFE: who even sings that?\nME: ...\nSo, who does?",
        "track.album_of.by_name": "hi,quick one.which album is {song} from?thanks.",
        "track.genre_of.by_name": "What genre is {song}? Its style, I mean. The category you have it under, musically.",
        "track.price.by_name": "I'll leave you five stars if you tell me what {song} costs.",
        "track.duration.by_name": "Yes, hello, thank you for taking my query today. I'm writing about {song}. Could you let me know its length? Thank you, that's everything.",
        "track.composer.by_name": "Ugh, the bin men skipped our street again. Anyway. Who wrote {song}? The composer, I mean, not the singer.",
        "track.duration.by_id": "Bumping my own question since the chat timed out: how long is track {track_id}?",
        "track.price.by_id": "SELECT price FROM tracks WHERE id = {track_id}; — sorry, day job habit. What does that track cost?",
        "track.composer.by_id": "As I've now asked twice in the chat window: who is the composer of track {track_id}?",
        "track.album_of.by_id": "Track {track_id}... I thought it was a single, but apparently not. Which album is it on?",
        "track.count.all": "Now that I've retired and finally have the time, my late husband's record collection has got me thinking, and I do hope you won't mind an old woman asking how many tracks altogether your store has for sale.",
        "playlist.list.all": "We run a small café and want background music that isn't the radio. What playlists do you offer? The names are enough.",
        "playlist.count.all": "(1/2) hi, question about your playlists\n(2/2) how many do you have in total?",
        "playlist.contents.by_id": "My screen reader skips the track list on playlist {playlist_id}; it just says 'table, zero rows'. What songs are on that playlist?",
        "playlist.contents.by_name": "I need the song list of the {playlist} playlist for our running club's Saturday warm-up. What's on it?",
        "playlist.count.by_name": "how many tracks are in the {playlist} play list im going two use it four a road trip",
        "genre.list.all": "Customer to shop, come in. Which music genres do you carry? Over.",
        "genre.count.all": "Not to be a bother at all, and only if it's no trouble whatsoever, but might you know, roughly or ideally exactly, how many genres there are in your store?",
        "genre.contents.by_name": "I manage a karaoke bar and we're doing a {genre} night on Friday. Which {genre} songs could you suggest?",
        "genre.count.by_name": "Summary: {genre} page shows no total\nExpected: the number of {genre} tracks\nActual: blank\nHow many {genre} tracks do you have?",
        "invoice.list.all": "My grandson set up this account for me years ago and I've never once looked at the orders, so if it's not too much bother, could you write out for me every order I've placed, with the date of each, because my memory isn't what it was.",
        "invoice.count.all": "Dear diary, today I finally asked the music shop how many orders I've placed with them.",
        "invoice.date.latest": "Not the total, I've got that. Just the date of my most recent order, please.",
        "invoice.total.latest": "Good afternoon, and thank you for your help. My enquiry today concerns my most recent order: how much did it come to?",
        "invoice.date.oldest": "My first order, when? /\nthe year has slipped my mind now /\ntell me the date, please",
        "invoice.total.oldest": "• my first ever order with you\n• its total\n• that's all I need",
        "invoice.date.nth": "My screen reader reads the orders table out too fast. The second most recent order: what date was that?",
        "invoice.total.most_expensive": "Per my previous three messages: which of my orders was the most expensive, and what was its total?",
        "invoice.total.least_expensive": "hey,which of my orders was the smallest?how much was it?",
        "invoice.list.in_year": "I need a list of my {year} orders, with their dates, for my household budget spreadsheet.",
        "invoice.total.in_month": "oOPS, CAPS LOCK. hOW MUCH WAS MY {month} {year} ORDER?",
        "invoice.contents.by_id": "what songs where on invoice {invoice_id} i no i bought some but cant remember witch",
        "invoice.date.by_id": "Invoice {invoice_id}: requesting date of purchase. Over.",
        "invoice.total.by_id": "My printer's jammed again so I can't print the receipt for invoice {invoice_id}. What was its total?",
        "invoice.contents.latest": "Following up on my own chat from earlier, which vanished: which songs were in my most recent order?",
        "invoice.contents.oldest": "When I was first persuaded to buy music on the computer, which must be a good many years ago now, I ordered a few songs from you, and I'd love to know which songs they were, if you could possibly tell me.",
        "invoice.total.all": "BREAKING: customer dares to ask how much she's spent here, all orders together. Full story: please just tell me the total.",
        "invoice_line.list.all": "1) new phone\n2) music library didn't transfer\n3) so I need the full list of songs I've bought from you. Can you send it?",
        "invoice_line.count.all": "Songs I've bought here /\nhow many, if you count them all? /\njust the count will do",
        "invoice_line.price.most_expensive": "For my expense tracker I need my single priciest song purchase: which song was it, and what did it cost?",
        "invoice_line.price.least_expensive": "Not my cheapest order — my cheapest single song. Which one was it and what did I pay?",
        "invoice_line.list.by_name": "I might be completely wrong here, and I apologise in advance if so, but I have a sneaking feeling I may already have bought {song}. Have I?",
        "invoice_line.artist_of.all": "I'm DJing my high-school reunion and I only want to play music I already own. Which artists have I bought from you?",
        "support_rep.name.own": "Hi there, before we start, could I take the name of the representative assigned to my account, please?",
        "support_rep.contact.own": "hi,what's the email of my account rep?i'd rather write to them directly.",
        "support_rep.name.by_id": "who handled my order {invoice_id} i want too thank them",
        "profile.contact.own": "Say again: which email address is on my account? Over.",
        "profile.address.own": "Quick sanity check before I update my bank details: what postal address have you got on my account?",
        "profile.name.own": "INT. MY KITCHEN - NIGHT\nMe, squinting at a receipt: whose name is even on this account?\nSo: what name do you have for me?",
        "profile.date.oldest": "I was telling my bridge club that I've been buying music online longer than any of them. When was my first purchase with you? I'd like to win that argument.",
        "profile.date.latest": "Summary: last purchase date\nExpected: a date\nActual: blank on my account page\nWhen did I last buy from you?",
    },
    "pt": {
        "album.artist_of.by_name": "Bah, tchê, de quem é o álbum {album}? Achei tri legal.",
        "album.count.by_name": "Uai, quantas músicas tem o {album}, sô? Cê sabe me falar?",
        "track.artist_of.by_name": "Ó carago, quem é que canta {song}? Ouvi no café e fiquei com aquilo na cabeça.",
        "track.album_of.by_name": "Esse trem de {song} é de qual álbum, hein? Tô procurando faz tempo.",
        "track.price.by_name": "Quanto tá {song}, tchê? Quero baixar pro chimarrão de domingo, guri.",
        "track.duration.by_name": "Quanto tempo dura {song}? É para a festa de São João cá no Porto, percebes?",
        "genre.contents.by_name": "Me indica umas músicas de {genre}, sô? Quero um trem bom pra ouvir na estrada pra BH.",
        "invoice.total.in_month": "Bah, quanto deu a minha compra de {month} de {year}? Não tô lembrando, tchê.",
        "invoice.total.all": "Fogo, quanto é que já gastei convosco no total, carago? Diga-me lá.",
        "support_rep.name.by_id": "1. Fiz a encomenda {invoice_id}.\n2. Correu tudo impecável.\n3. Quem é que tratou dela? Queria agradecer.",
    },
    "es": {
        "album.count.all": "Quillo, ¿cuántos discos tenéis en la tienda en total? Es pa' una apuesta, miarma.",
        "album.duration.by_name": "Causa, ¿cuánto dura el álbum {album} completo? Es pa'l viaje a Cusco, bacán si me dices.",
        "track.duration.by_id": "Klk, ¿cuánto dura el track {track_id}? Es pa' un video, manito.",
        "track.count.all": "Wepa, ¿cuántas canciones tienen en la tienda, en total? Pregunto por curiosidad, no es pa' bregar con nada.",
        "genre.list.all": "Pata, ¿qué géneros musicales manejan? Tengo jato nueva y quiero armar la música.",
        "invoice.total.least_expensive": "Illo, ¿cuánto me costó el pedido más barato que os he hecho?",
        "invoice.contents.latest": "Asere, ¿qué bolá? ¿Qué canciones venían en mi último pedido?",
        "invoice_line.count.all": "¿Cuántas canciones les he comprado en total, pana? Ando contando los chavos.",
        "invoice_line.price.most_expensive": "Oye mi hermano, ¿cuál es la canción más cara que les he comprado y cuánto me salió? Qué vaina.",
        "support_rep.name.own": "Disculpe la molestia, y solo si no es mucho pedir: ¿podría indicarme el nombre de la persona que lleva mi cuenta? Muy agradecido.",
    },
    "fr": {
        "album.count.all": "On dit quoi? Vous avez combien d'albums en tout dans la boutique, dêh?",
        "track.composer.by_name": "Oh fada, c'est qui qui a composé {song}? Ça me rend chèvre, peuchère.",
        "track.album_of.by_id": "Le morceau {track_id}, il est sur quel album? Mon pote le trouve pas, c'est chelou.",
        "playlist.contents.by_id": "C'est comment? Y a quelles chansons dans la playlist {playlist_id}? On veut s'enjailler ce soir.",
        "genre.count.by_name": "Vous avez combien de morceaux {genre}? Dégun sait me répondre ici, c'est tarpin relou.",
        "invoice.total.latest": "Ma dernière commande chez vous, ça fait même combien? On est ensemble.",
        "invoice.total.oldest": "Nanga def! Ma toute première commande chez vous, elle était de combien?",
        "invoice_line.list.all": "Wesh, vous pouvez me lister tous les sons que j'ai achetés chez vous? Mon tel a lâché.",
        "invoice_line.artist_of.all": "De quels artistes j'ai acheté de la musique chez vous? Je fais le bilan de l'année, vé.",
        "support_rep.contact.own": "Mon conseiller là, son mail c'est quoi? Je veux lui écrire direct.",
    },
    "de": {
        "artist.count.by_name": "Wie ville Alben von {artist} habt ihr denn, wa? Ick will die alle.",
        "album.contents.by_name": "Welche Lieder sind uff {album} druff? Frag für meen Kumpel aus'm Kiez.",
        "album.duration.by_name": "Wie lang goht des Album {album} insgesamt? I fahr morgen uff Stuegert.",
        "track.price.by_id": "Was kostet der Titel {track_id}, gell? I will ned z'viel ausgebe.",
        "track.count.all": "Hummel, Hummel! Wie viele Songs habt ihr im ganzen Laden? Nur mal so, für'n Schnack.",
        "genre.count.by_name": "Wie viele {genre}-Lieder habt ihr? Fürs Fest am Büdchen im Veedel, jeck wie wir sind.",
        "invoice.count.all": "Wie oft hab ick bei euch schon bestellt? Keene Ahnung mehr, ehrlich.",
        "invoice.total.most_expensive": "Was war mei teuerschte Bestellung bei euch, und wie viel hat die koschtet?",
        "invoice.contents.oldest": "Welche Lieder waren in meiner allerersten Bestellung bei euch? Dat weet ik nich mehr. Tschüssing!",
        "profile.address.own": "Zusammenfassung: Adresse prüfen\nErwartet: meine neue Anschrift in Ehrenfeld\nWelche Adresse habt ihr bei mir gespeichert?",
    },
    "it": {
        "artist.tracks.by_name": "Alura, che canzoni di {artist} avete? Le voglio mettere in macchina sulla tangenziale, taac.",
        "artist.genre_of.by_name": "Ciò, {artist} in che genere lo mettete voialtri?",
        "album.price.by_name": "Quanti schei costa l'album {album} intero? Ostrega, spero poco.",
        "track.genre_of.by_name": "Icché genere l'è {song}? Dé, un lo so mica.",
        "track.duration.by_id": "Quanto dura la traccia {track_id}? Mi serve per un video, sciur.",
        "track.composer.by_id": "Chi l'ha composta la traccia {track_id}? Gnamo, ditemelo.",
        "playlist.contents.by_name": "Che canzoni ci sono nella playlist {playlist}? La metto su stasera all'aperitivo sui Navigli.",
        "genre.count.all": "Quanti generi musicali gavé? Xe per una scommessa col me amigo.",
        "invoice.contents.by_id": "Quali canzoni c'erano nella fattura {invoice_id}? La un mi torna, bimbo.",
        "invoice.total.by_id": "1) ho la fattura {invoice_id}\n2) ho perso la ricevuta\n3) quant'era il totale?",
    },
    "nl": {
        "artist.albums.by_name": "Hoi, welke albums van {artist} hebben jullie? Sjoen zou 't zijn als ik ze allemaal kon krijgen.",
        "artist.count.all": "Moi! Hoeveel artiesten hebben jullie, zo in totaal? Ik bin nijsgierig.",
        "playlist.list.all": "Welke playlists hebben jullie, gozer? Ik zoek wat voor in de kroeg op de Wallen.",
        "playlist.count.all": "Hoeveel afspeellijsten hebben jullie in totaal? Effe checken, ouwe.",
        "playlist.count.by_name": "Hoeveul nummers zitte in de playlist {playlist}? Veer wille 't op 't feeske draaie.",
        "genre.contents.by_name": "Wat hebben jullie aan {genre}? Geef mij mor wat tips.",
        "invoice.contents.oldest": "Wat zat er in mijn allereerste bestelling bij jullie? Ik wait 't nait meer.",
        "invoice_line.price.least_expensive": "Wat was het goedkoopste nummer dat ik ooit bij jullie kocht, en wat kostte 't? Lauw als je dat weet.",
        "invoice_line.list.by_name": "Heb ik {song} al gekocht bij jullie? Ich wil 't neet twee kier betale.",
        "profile.contact.own": "sorry,sorry,misschien een domme vraag,maar welk mailadres staat er op mijn account?",
    },
    "pl": {
        "artist.tracks.by_name": "Tej, jakie kawałki {artist} macie? Wuchta bym ich kupił.",
        "artist.count.all": "Kielo mocie artystów w sklepie, wse razem? Pytom z ciekawości, hej.",
        "album.contents.by_name": "Jakie utwory są na płycie {album}? Słucham w bimbie do roboty, tej.",
        "track.list.by_name": "Macie {song}? Szwagier mówi, że gdzieś to widział, ale on ściemnia.",
        "track.price.by_id": "Ile kosztuje utwór {track_id}? Bejmów mam mało, git by było tanio.",
        "track.composer.by_id": "Fto skomponowoł utwór {track_id}? Pikny jest, hej.",
        "playlist.count.by_name": "Ile piosenek jest na playliście {playlist}? Chcę puścić na imprezie na Woli.",
        "invoice.total.oldest": "Kielo wynosiło moje pierwse zamówienie u Wos, wiecie może?",
        "invoice.total.most_expensive": "Które moje zamówienie było najdroższe i ile za nie dałem? Ale bym się zdziwił, tej.",
        "profile.address.own": "Jaki adres macie u mnie na koncie? Przeprowadziłem się z Pragi na Mokotów i cała ferajna już wie, a wy?",
    },
    "sv": {
        "album.artist_of.by_name": "Tjabba! Vem har gjort albumet {album}? Hörde det på Liseberg, helt käckt.",
        "track.album_of.by_name": "Vilket album är {song} från, shuno? Den är len.",
        "track.genre_of.by_name": "Vilken genre har ni {song} under? Hä ä svårt å säga, tycker ja.",
        "track.album_of.by_id": "Spår {track_id}, vilket album kommer det från? Ba undrar, grabben.",
        "playlist.count.all": "Walla, hur många spellistor har ni totalt, bror?",
        "playlist.contents.by_id": "Vilka låtar finns på spellista {playlist_id}? Ska ha dem i bilen upp till Luleå, hä blir långt.",
        "invoice.contents.latest": "Vilka låtar va med i min senaste beställning? Göttigt om ni kan kolla.",
        "support_rep.contact.own": "Vad har min kontaktperson hos er för mejl, bror? Vill snacka direkt.",
        "profile.contact.own": "Vilken mejladress har ni på mitt konto? Jo, ja har bytt ett par gånger.",
        "profile.name.own": "Vilket namn står kontot på? Fett förvirrad, har två konton.",
    },
}  # fmt: skip

# Three families, all new in how the identifiers are worded:
# ``fresh11_preamble``: a first message with the identifiers, then the question in the next: a
#   numbered list ("1. Customer number: N\n2. Email: x\n3. Question below"), radio-operator
#   talk ("This is Name, customer N, email x. Over."), a dictated line with no punctuation
#   ("customer number N email x"), a ticket header ("Ticket opened by: Name | Cust# N | x");
#   gaúcho "Bah, tchê! Aqui é o Name, cliente N, e-mail x." and "Cliente: N\nE-mail: x\nAssunto:
#   dúvida", Milanese "Alura, sono Name: cliente N, mail x." and "• cliente N\n• mail x", Limburg
#   "Hoi, ich bin Name, klant N, mail x." and "Klantnr. N — x — vraag hieronder"; English and
#   pt/it/nl;
# ``fresh11_inline``: the identifiers in the same message, after the question: "—sent by
#   Name, acct N, x", "[cust N | x]", "P.P.S. N is my customer number and x my email.", lower
#   case with no space after the commas ("name here btw,x,customer N"); Andalusian "Soy Name,
#   cliente N, correo x. ¡Gracias, miarma!" and "[cliente N | x]", Ivorian "C'est Name, client
#   N, mail x. On est ensemble!" and "(N / x, merci dêh)", Poznań "Tu Name, klient N, mail x.
#   Dzięki, tej!" and "[klient N | x]"; English and es/fr/pl;
# ``fresh11_on_request``: the question alone, then the identifiers in a second message as the
#   reply to the request for them: Berlin "Jut, hier: Kundennummer N, Mail x." and Swabian
#   "Gell, mei Kundennummer isch N, d'Mail x. Ade!", Gothenburg "Tjabba, här: kundnummer N, mejl
#   x." and Norrland "Jo, kundnumret ä N å mejlen x."; de and sv only (no English, so that the
#   split stays near 200 cases).
# Each of the eight other languages is in one family only.
FRESH11_FAMILIES: dict[str, dict] = {
    "fresh11_preamble": {
        "split": "fresh11", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Right, here goes: {q}", "{q}\n\n(dictated, sorry for any odd words)"],
            "pt": ["{q}", "Então, a pergunta: {q}"], "it": ["{q}", "Allora, la domanda: {q}"],
            "nl": ["{q}", "Goed, mijn vraag: {q}"],
        },
        "id_lines": {
            "en": ["1. Customer number: {id}\n2. Email: {email}\n3. Question below",
                   "This is {first}, customer {id}, email {email}. Over.",
                   "hello this is {first} customer number {id} email {email}",
                   "Ticket opened by: {first} | Cust# {id} | {email}"],
            "pt": ["Bah, tchê! Aqui é o {first}, cliente {id}, e-mail {email}.",
                   "Cliente: {id}\nE-mail: {email}\nAssunto: dúvida"],
            "it": ["Alura, sono {first}: cliente {id}, mail {email}.",
                   "• cliente {id}\n• mail {email}"],
            "nl": ["Hoi, ich bin {first}, klant {id}, mail {email}.",
                   "Klantnr. {id} — {email} — vraag hieronder"],
        },
    },
    "fresh11_inline": {
        "split": "fresh11", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Hi hi! {q}", "{q} Cheers in advance."],
            "es": ["{q}", "¡Buenas! {q}"], "fr": ["{q}", "Bonsoir à vous! {q}"],
            "pl": ["{q}", "Cześć! {q}"],
        },
        "id_lines": {
            "en": ["—sent by {first}, acct {id}, {email}",
                   "[cust {id} | {email}]",
                   "P.P.S. {id} is my customer number and {email} my email.",
                   "{first} here btw,{email},customer {id}"],
            "es": ["Soy {first}, cliente {id}, correo {email}. ¡Gracias, miarma!",
                   "[cliente {id} | {email}]"],
            "fr": ["C'est {first}, client {id}, mail {email}. On est ensemble!",
                   "({id} / {email}, merci dêh)"],
            "pl": ["Tu {first}, klient {id}, mail {email}. Dzięki, tej!",
                   "[klient {id} | {email}]"],
        },
    },
    "fresh11_on_request": {
        "split": "fresh11", "ids": "after", "transform": "none",
        "frames": {
            "de": ["{q}", "Tach och! {q}"], "sv": ["{q}", "Hallå i stugan! {q}"],
        },
        "id_lines": {
            "de": ["Jut, hier: Kundennummer {id}, Mail {email}.",
                   "Gell, mei Kundennummer isch {id}, d'Mail {email}. Ade!"],
            "sv": ["Tjabba, här: kundnummer {id}, mejl {email}.",
                   "Jo, kundnumret ä {id} å mejlen {email}."],
        },
    },
}  # fmt: skip
