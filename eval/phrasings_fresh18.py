"""A twentieth set of wordings and families for ``eval.generate`` (``--split fresh18``).

Why: ``fresh17`` (``eval.phrasings_fresh17``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise, as ordinary customers type
into a shop's chat box, in voices the earlier splits used little, each cell in one or two of
them: an older customer who writes formally and at some length ("Good afternoon. I would be
most grateful if..."); a parent buying for a child or a teenager; a DJ or a wedding planner
preparing a set; a teacher preparing a lesson; someone comparing with another shop or with a
streaming service; someone asking for somebody else ("my dad wants to know..."); the question
as a statement or an indirect question ("I was wondering...", "no idea how...", "need the
price of..."); the question after an unrelated remark about the weather or the day; two
sentences with the question in the second; hedged yes/no forms ("is it possible to...",
"any chance you could..."); a few British, Australian and American colloquialisms; a few
messages without a closing question mark; lengths from three words to five sentences. A few
slips of the keyboard, only outside the names; no quoted titles; no digits anywhere outside
the slots (none in count questions); none of fresh17's corrections mid-message, capitals or
chat abbreviations.
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh17``, counting
each earlier fresh split that asked it, and its own ``dev``/``heldout`` pair and follow-up
pair, as once each (all 80 chosen had been counted three times, the least any language had
left), then none it asked in ``fresh15``, ``fresh16`` or ``fresh17`` and those it asked
longest ago (none asked by that language after ``fresh13``), chosen (as a minimum-cost flow
over those keys) so that the eight together ask every one of the 55 non-date cells, none
more than twice; no date or date-list cells outside English (``invoice.date.*``,
``profile.date.*``, ``invoice.list.all``, ``invoice.list.in_year``: the scorer reads English
dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH18_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "Putting together the dance set for a wedding on Saturday and the bride's mother has asked for {artist}. Which of their albums do you stock? I'd rather buy whole records than hunt down singles.",
        "artist.count.by_name": "Spotify seems to have a fair few records by {artist}, but I'd rather own mine. How many of their albums do you actually carry?",
        "artist.tracks.by_name": "I teach a year nine music class and next week we're looking at {artist}. Which songs of theirs do you have available? I'd like the pupils to hear a handful before the lesson.",
        "artist.genre_of.by_name": "My dad wants to know what genre {artist} comes under in your shop. He reckons one thing and I reckon another.",
        "artist.count.all": "Absolutely bucketing down here today, so I'm stuck indoors browsing. How many artists do you have on the site altogether?",
        "album.count.all": "G'day, just having a squiz at your shop. How many albums have you got all up?",
        "album.contents.by_name": "My son has been begging me for {album} for his birthday. Before I buy it, could you tell me which songs are on it? I like to know what he's listening to.",
        "album.artist_of.by_name": "Good morning. A friend from my bridge club recommended {album} to me, but I am afraid I neglected to ask who recorded it. Would you kindly tell me which artist made this album?",
        "album.count.by_name": "Any chance you could tell me how many tracks are on {album}?",
        "album.price.by_name": "The other shop in town wants a fair bit for {album} and I reckon you're cheaper. What's the price for the complete album here?",
        "album.duration.by_name": "I'm doing the music for a birthday party and want one album to run right through dinner. How long does {album} play for in total?",
        "track.list.by_name": "Is it possible to buy {song} from you, or don't you carry it?",
        "track.artist_of.by_name": "my mum keeps singing {song} around the house and wants to know who recorded it, can you help",
        "track.album_of.by_name": "For tomorrow's lesson I'm playing {song} to my students. Which album did it come out on? They always ask, and I'd rather know beforehand.",
        "track.genre_of.by_name": "Settling a small argument in the office. What genre is {song} listed as in your store?",
        "track.price.by_name": "need the price of {song} please",
        "track.duration.by_name": "I'm planning a wedding and the couple want {song} for their first dance. How long is it? The choreographer needs the exact length.",
        "track.composer.by_name": "Good afternoon. I would be most grateful if you could let me know who composed {song}. My late husband was very fond of it and I should like to read more about the writer.",
        "track.duration.by_id": "I was wondering how long track {track_id} runs for.",
        "track.price.by_id": "My daughter has sent me a list of songs she'd like, and the first one is track {track_id}. How much is that one? I'd like to know before I hand over my card.",
        "track.composer.by_id": "Preparing a worksheet on songwriting for my students. Who is credited as the composer of track {track_id}?",
        "track.album_of.by_id": "My grandad has a note that just says track {track_id}, nothing else. He'd like to know which album it's from so he can get the whole record.",
        "track.count.all": "Spotify boasts about having millions of songs. How many tracks do you lot have in your catalogue?",
        "playlist.list.all": "Doing a wedding this weekend and I need background music for the drinks reception. Which playlists have you got? Just the names would help for now.",
        "playlist.count.all": "Lovely sunny morning here, first one in weeks! Out of curiousity, how many playlists do you offer?",
        "playlist.contents.by_id": "I'd like to use playlist {playlist_id} as quiet music while my class works on their projects. Which songs does it contain?",
        "playlist.contents.by_name": "My teenager says the {playlist} playlist is the only thing worth listening to. What's actually on it? I'd like to know what I'm letting her play all day.",
        "playlist.count.by_name": "Would it be possible to find out how many songs the {playlist} playlist has?",
        "genre.list.all": "Good evening. I am new to buying music on the internet and I find your website rather bewildering. Would you be so kind as to list the genres of music that you sell? Thank you in advance.",
        "genre.count.all": "number of genres?",
        "genre.contents.by_name": "Booked for a wedding where the couple want mostly {genre} on the dance floor. What tracks do you have in that genre? I need a decent selection to pick from.",
        "genre.count.by_name": "Compared with the store I usually use, your {genre} section looks a bit thin. How many songs do you actually have in that genre?",
        "invoice.list.all": "Good afternoon. For my household records I would be grateful if you could provide a list of all the orders I have placed with your shop, together with the date of each.",
        "invoice.count.all": "I've lost count of how many times I've ordered from you, would be good to know the number.",
        "invoice.date.latest": "Bit of a hectic day at work, everything's gone wrong. Anyway, when did I last place an order with you?",
        "invoice.total.latest": "I let my son use my account last week and I'd like to check what he spent. What was the total of my most recent order?",
        "invoice.date.oldest": "My wife wants to know something and she won't let it go. She says we've been buying from you since before the kids were born. I'm not convinced. On what date did I place my very first order? Please settle it for us.",
        "invoice.total.oldest": "I'm comparing what I used to pay here with what streaming costs me now. How much did my first ever order with you come to?",
        "invoice.date.nth": "My last order I already know about. The one just before it, when was that placed?",
        "invoice.total.most_expensive": "is it possible to see which of my orders cost the most, and what it came to",
        "invoice.total.least_expensive": "Hey there, quick one before I head out. Whcih was my smallest order ever, and what was the total?",
        "invoice.list.in_year": "I bought music for my classroom back in {year} and the school's accounts office wants the details. Could you list the orders I placed in that year, with their dates?",
        "invoice.total.in_month": "need the total of the order I placed in {month} {year}, it's for my tax return.",
        "invoice.contents.by_id": "My husband placed invoice {invoice_id} on our joint account and can't remember what he bought. Which songs were on it?",
        "invoice.date.by_id": "I was wondering on which date invoice {invoice_id} was issued.",
        "invoice.total.by_id": "The kettle's just given up on me so I'm in a foul mood. How much was invoice {invoice_id}, all told?",
        "invoice.contents.latest": "Prepping my set for Friday night and I think the newest stuff I bought is on my last order. Which tracks were in it?",
        "invoice.contents.oldest": "My daughter is asking what music I bought when I first signed up with you, she's sure it'll be embarassing. Which songs were on my very first order?",
        "invoice.total.all": "Trying to work out whether a streaming subscription would have been cheaper. How much have I spent with you altogether, across every order?",
        "invoice_line.list.all": "I'm moving my teaching materials over to a new computer. Could you list every song I've bought from you so I can check nothing is missing?",
        "invoice_line.count.all": "Man, it's been a long week. How many songs have I bought from y'all in total?",
        "invoice_line.price.most_expensive": "Good day. I should like to know which is the most expensive single song I have purchased from you, and what I paid for it.",
        "invoice_line.price.least_expensive": "curious which song I bought for the least money and how much that was.",
        "invoice_line.list.by_name": "The couple have asked for {song} at their reception. Have I already bought that one from you, or do I still need to get it?",
        "invoice_line.artist_of.all": "My partner wants to get me a present and asked which artists I like. Could you tell me which artists I've bought music from here?",
        "support_rep.name.own": "Any chance you could tell me who my account manager is? Just the name is fine.",
        "support_rep.contact.own": "Good afternoon. I would prefer to correspond by e-mail with the member of staff who looks after my account. Might I have their e-mail address, please?",
        "support_rep.name.by_id": "Someone was very helpful with invoice {invoice_id}. Which support rep looked after that order?",
        "profile.contact.own": "I set this account up years ago and can't remeber the details. Which email and phone number do you have on it?",
        "profile.address.own": "Freezing here this morning, the heating's packed in. Whilst I wait for the engineer, what address have you got on file for me?",
        "profile.name.own": "not sure what name my account is under.",
        "profile.date.oldest": "I think I was buying from you before I ever joined Spotify. When was my first purchase here?",
        "profile.date.latest": "My mum is asking when I last bought anything from you, she thinks I spend too much. What date was my last purchase?",
    },
    "pt": {
        "artist.genre_of.by_name": "Meu pai quer saber em que gênero vocês colocam {artist}. Ele acha uma coisa e eu acho outra kkk",
        "genre.list.all": "Bom dia. Gostaria de saber quais são os géneros musicais que a vossa loja disponibiliza. Obrigada.",
        "invoice.contents.latest": "To montando o set pra um casamento no sabado e acho que as musicas novas estao na minha ultima compra. Quais faixas vieram nesse pedido?",
        "invoice_line.count.all": "Ta chovendo muito aqui hoje, entao resolvi arrumar minha biblioteca. Quantas musicas eu ja comprei com vcs no total?",
        "invoice_line.list.all": "Sou professora e estou passando o meu material para um computador novo. Podem me mandar a lista de todas as músicas que já comprei aqui?",
        "invoice_line.price.least_expensive": "qual foi a musica mais barata que eu comprei e quanto paguei por ela",
        "playlist.contents.by_id": "Minha filha adolescente pediu a playlist {playlist_id}. Antes de comprar, quais músicas tem nela?",
        "playlist.list.all": "No Spotify tem playlist pra tudo. E vocês, que playlists têm?",
        "track.composer.by_id": "Será que dava para me dizer quem compôs a faixa {track_id}? É para uma aula de música.",
        "track.list.by_name": "Vcs vendem {song}? Meu marido quer muito",
    },
    "es": {
        "artist.tracks.by_name": "Soy profe de música y la semana que viene toca {artist} en clase. ¿Qué canciones suyas tienen disponibles?",
        "invoice.total.all": "Estoy comparando con lo que pago de Spotify al año. ¿Cuánto me he gastado con ustedes en total, sumando todos los pedidos?",
        "invoice.total.most_expensive": "Buenas tardes. Quisiera saber cuál ha sido mi pedido más caro y por qué importe, si es tan amable.",
        "invoice_line.artist_of.all": "Mi novia me quiere regalar algo y me pregunta qué música me gusta jaja. ¿De qué artistas les he comprado canciones?",
        "playlist.count.by_name": "Hace un calor horrible hoy, no me muevo del sofá. Oye, cuantas canciones tiene la playlist {playlist}?",
        "profile.address.own": "Me mudé hace poco y quiero quedarme tranquila. ¿Qué dirección tienen guardada en mi cuenta?",
        "profile.contact.own": "mi hijo me abrio esta cuenta y no me acuerdo de los datos, que correo y telefono tienen puestos",
        "profile.name.own": "¿A nombre de quién está mi cuenta?",
        "track.duration.by_name": "Organizo una boda y los novios quieren abrir el baile con {song}. ¿Cuánto dura exactamente?",
        "track.price.by_id": "Me podrian decir el precio del tema {track_id}? gracias",
    },
    "fr": {
        "album.count.by_name": "Bonjour, pourriez-vous m'indiquer combien de titres comporte l'album {album} ? Je vous remercie.",
        "album.duration.by_name": "Je suis DJ pour un mariage samedi et je cherche un album pour le cocktail. Il dure combien de temps en tout, {album} ?",
        "artist.count.by_name": "Sur Deezer il y a plein d'albums de {artist}. Et chez vous, vous en avez combien ?",
        "genre.contents.by_name": "Ma fille est à fond dans le genre {genre} en ce moment. Qu'est-ce que vous avez dans ce style-là ?",
        "invoice.contents.oldest": "Il pleut depuis ce matin, j'en profite pour ranger ma musique. Quels morceaux il y avait dans ma toute premiere commande ?",
        "invoice.total.by_id": "Mon mari me demande combien on a payé pour la facture {invoice_id}, vous pouvez me donner le montant ?",
        "invoice_line.list.by_name": "Est-ce que j'ai deja acheté {song} chez vous ? je veux pas le prendre deux fois",
        "invoice_line.price.most_expensive": "Je me demandais quel est le morceau le plus cher que j'ai acheté chez vous, et à quel prix.",
        "playlist.contents.by_name": "Je suis prof et je voudrais passer la playlist {playlist} en classe. Quels titres elle contient ?",
        "track.price.by_name": "combien coute {song}",
    },
    "de": {
        "album.artist_of.by_name": "Mein Sohn wünscht sich {album} zum Geburtstag, ich hab aber keine Ahnung, von wem das ist. Wer ist der Künstler?",
        "artist.count.all": "Guten Tag. Ich wüsste gern, wie viele Künstler Sie insgesamt im Sortiment führen. Vielen Dank im Voraus.",
        "artist.genre_of.by_name": "Bei Spotify steht bei {artist} irgendwas anderes. Unter welchem Genre führt ihr die?",
        "artist.tracks.by_name": "Ich leg am Samstag auf einer Hochzeit auf und das Brautpaar will unbedingt {artist}. Welche Songs habt ihr von denen?",
        "genre.list.all": "welche genres gibts bei euch",
        "invoice.total.latest": "Heute ist echt Mistwetter hier. Naja, was hat meine letzte Bestellung eigentlich gekostet?",
        "playlist.count.all": "Ich frag mich gerade, wie viele Playlists ihr überhaupt anbietet.",
        "support_rep.name.by_id": "Meine Frau hat die Rechnung {invoice_id} gefunden und möchte wissen, wer die betreut hat. Wie heißt der Support-Mitarbeiter?",
        "track.album_of.by_name": "Ich bin Musiklehrerin und spiele morgen {song} in der Klasse vor. Auf welchem Album ist das erschienen?",
        "track.composer.by_name": "Waere es moeglich zu erfahren, wer {song} komponiert hat?",
    },
    "it": {
        "album.contents.by_name": "Mio figlio vuole {album} per Natale. Prima di comprarlo, mi dite che canzoni ci sono dentro?",
        "artist.albums.by_name": "Faccio il DJ ai matrimoni e una coppia mi ha chiesto {artist}. Che album avete di loro?",
        "invoice.count.all": "Buongiorno, vorrei sapere quanti ordini ho effettuato finora presso il vostro negozio. Cordiali saluti.",
        "invoice.total.in_month": "mi serve il totale dell'ordine di {month} {year}, è per la dichiarazione dei redditi",
        "invoice.total.latest": "Qui piove da giorni, che noia. Comunque, quanto ho speso nell'ultimo ordine?",
        "support_rep.name.own": "Potreste dirmi come si chiama la persona che segue il mio account? grazie",
        "track.album_of.by_id": "Su Spotify non lo trovo. Il brano {track_id} da quale album viene?",
        "track.artist_of.by_name": "Sento sempre {song} alla radio ma non so chi la canta. Me lo dite voi?",
        "track.duration.by_name": "Sono un'insegnante e vorrei usare {song} per un esercizio in classe, quanto dura?",
        "track.list.by_name": "C'e la possibilita di comprare {song} da voi o non ce l'avete?",
    },
    "nl": {
        "genre.count.by_name": "Bij Spotify vind ik weinig {genre}. Hoeveel nummers hebben jullie in dat genre?",
        "invoice.count.all": "hoe vaak heb ik eigenlijk al bij jullie besteld",
        "invoice.total.by_id": "Goedemiddag. Zou u mij kunnen laten weten wat het totaalbedrag van factuur {invoice_id} was? Met vriendelijke groet.",
        "invoice.total.most_expensive": "Mijn vrouw wil weten wat mijn duurste bestelling ooit was en hoeveel die kostte.",
        "invoice.total.oldest": "Wat een regen vandaag zeg. Even iets anders: hoeveel kostte mijn allereerste bestelling bij jullie?",
        "track.composer.by_name": "Ik geef muziekles en we behandelen {song} volgende week. Wie heeft het nummer geschreven?",
        "track.count.all": "Is het mogelijk om te zien hoeveel nummers jullie in totaal hebben?",
        "track.genre_of.by_name": "Ik draai zaterdag op een bruiloft. Onder welk genre valt {song} bij jullie?",
        "track.price.by_id": "Wat kost track {track_id}? Mijn dochter wil hem graag",
        "track.price.by_name": "Mijn opa wil {song} kopen maar durft het zelf niet te vragen. Wat kost dat nummer?",
    },
    "pl": {
        "album.artist_of.by_name": "Dzien dobry, kto jest wykonawca albumu {album}? Córka chce go na urodziny",
        "album.contents.by_name": "Jestem nauczycielką muzyki i chcę puścić uczniom płytę {album}. Jakie utwory są na tym albumie?",
        "artist.count.by_name": "Na Spotify jest sporo płyt {artist}. Ile albumów tego wykonawcy macie u siebie?",
        "genre.count.all": "ile gatunków muzycznych macie",
        "invoice.contents.by_id": "Mąż pyta, co kupił na fakturze {invoice_id}, bo sam nie pamięta. Jakie utwory tam były?",
        "invoice.total.least_expensive": "Uprzejmie proszę o informację, które z moich zamówień było najtańsze i na jaką kwotę.",
        "playlist.contents.by_id": "Robię muzykę na wesele kuzyna. Co jest na playliście {playlist_id}?",
        "support_rep.contact.own": "Pogoda dziś okropna, siedzę w domu i ogarniam sprawy. Jaki jest mail do mojego opiekuna klienta?",
        "track.album_of.by_id": "Czy moglibyście sprawdzić, z jakiego albumu jest utwór {track_id}?",
        "track.count.all": "Zastanawiam się, ile w ogóle macie utworów w sklepie.",
    },
    "sv": {
        "album.count.all": "Spotify har ju allt men jag vill äga musiken själv. Hur många album har ni?",
        "album.count.by_name": "Jag är lärare och ska gå igenom {album} med klassen. Hur många låtar är det på skivan?",
        "album.price.by_name": "min son vill ha {album} i födelsedagspresent, vad kostar hela albumet",
        "artist.albums.by_name": "Jag ska DJ:a på ett bröllop och paret vill ha {artist}. Vilka album har ni med dem?",
        "artist.count.all": "God dag. Jag undrar hur många artister ni har i ert sortiment. Tack på förhand.",
        "genre.count.all": "Vilket ruskigt väder idag. Hur många genrer har ni förresten?",
        "invoice_line.count.all": "Min sambo undrar hur många låtar jag har köpt hos er totalt, hon tycker det är för många haha",
        "playlist.count.by_name": "Gar det att se hur manga latar som finns i spellistan {playlist}?",
        "track.artist_of.by_name": "Pappa nynnar på {song} hela tiden. Vem är det som gör den?",
        "track.duration.by_id": "hur lång är låt {track_id}",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded ("my customer ID should be", "it's
# under", "login email", "customer no."); the languages mixed across placements otherwise
# than in fresh14 .. fresh17 (where fr/pt/sv, es/it and de/nl/pl always went together), each
# of the eight in a placement it did not have in fresh17, English in another pair of
# placements than in fresh17:
# ``fresh18_all_in_one``: the identifiers after the question in the same message; English and
#   es/nl/pl;
# ``fresh18_ids_on_request``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; English and pt/it/sv;
# ``fresh18_ids_first``: the identifiers alone in a first message, then the question; de/fr
#   only (no English, so that the split stays near two hundred cases).
# Each of the eight other languages is in one family only.
FRESH18_FAMILIES: dict[str, dict] = {
    "fresh18_all_in_one": {
        "split": "fresh18", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Hi there. {q}", "Hello, hope all's well. {q}"],
            "es": ["{q}", "Buenas! {q}"], "nl": ["{q}", "Hoi! {q}"],
            "pl": ["{q}", "Mam pytanie. {q}"],
        },
        "id_lines": {
            "en": ["My customer ID should be {id}, email {email}.",
                   "it's under {email}, number {id}",
                   "Kind regards, {first}. Customer no. {id}, e-mail address {email}",
                   "login email {email} and customer number {id}"],
            "es": ["mi número de cliente debería ser el {id}, correo {email}",
                   "Un saludo, {first}. Está a nombre de {email}, cliente {id}"],
            "nl": ["klantnr {id}, inlogmail {email}",
                   "Groetjes, {first} (klantnummer {id}, mailadres {email})"],
            "pl": ["numer klienta powinien być {id}, mail do logowania {email}",
                   "Pozdrawiam, {first}. Konto na {email}, numer {id}"],
        },
    },
    "fresh18_ids_on_request": {
        "split": "fresh18", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Morning, you lot. {q}", "Hello. {q}"],
            "pt": ["{q}", "Boa tarde! {q}"], "it": ["{q}", "Buonasera a tutti! {q}"],
            "sv": ["{q}", "Hallå! {q}"],
        },
        "id_lines": {
            "en": ["Of course. My customer ID should be {id} and the email is {email}.",
                   "it's under {email}, number {id}",
                   "login email {email}, customer number {id}",
                   "No problem, {first} here: customer no. {id}, {email}"],
            "pt": ["claro! meu código de cliente deve ser {id}, email de login {email}",
                   "Está no nome de {email}, número {id}. {first}"],
            "it": ["certo, il codice cliente dovrebbe essere {id}, mail di accesso {email}",
                   "È a nome di {email}, numero {id}. Saluti, {first}"],
            "sv": ["kundnumret borde vara {id}, inloggningsmejl {email}",
                   "Det står på {email}, nummer {id}. /{first}"],
        },
    },
    "fresh18_ids_first": {
        "split": "fresh18", "ids": "before", "transform": "none",
        "frames": {
            "de": ["{q}", "Also, folgende Frage: {q}"],
            "fr": ["{q}", "Voilà ma question. {q}"],
        },
        "id_lines": {
            "de": ["Guten Tag, {first} hier. Kundennummer müsste {id} sein, Login-Mail {email}.",
                   "hi, läuft unter {email}, Nummer {id}"],
            "fr": ["Bonjour, c'est au nom de {email}, numéro client {id}",
                   "re, {first} ici. identifiant {id}, adresse mail {email}"],
        },
    },
}  # fmt: skip
