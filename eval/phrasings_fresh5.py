"""A seventh set of wordings and families for ``eval.generate`` (``--split fresh5``).

Why: ``fresh4`` (``eval.phrasings_fresh4``) has been run, its failures read and their kinds
fixed, and it was rerun as a development number, so it no longer measures unseen phrasing
alone. These were written on 2026-12-03, before any run on them, and without reading what
the rules recognise, in styles the earlier splits used little: formal business letters
("Dear team, I would be grateful if ..."), indirect questions ("I was wondering whether
...", "could you tell me ..."), the question after a complaint or a short story, comparative
framing where the asked fact is still the answer ("is it longer than four minutes? the exact
length"), all lower case without punctuation, run-on sentences, two greetings or a greeting
and a signed sign-off (names only on catalog questions, which carry no identifiers),
voice-dictation style with numbers spelled out (never a ``{slot}``), American slang ("y'all",
"bruh", "lowkey", "hook me up"), non-native English (dropped articles, odd word order), an
occasional typo outside the slots; titles never quoted. Every answerable cell in English;
11 cells in each of pt, es, fr and 10 in each of de, it, nl, pl, sv, each language asking
cells it asked in none of ``fresh`` .. ``fresh4`` where one was left (four cells every
language had asked are asked again, once each, in pt/es/fr/de), the eight together covering
every non-date cell (no date or date-list cells outside English: the scorer reads English
dates only). Keep them apart as with the earlier fresh splits: read their failures only at
the end of a round, then write the next. Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH5_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "Dear team, I would be grateful if you could let me know which albums by {artist} are currently available in your store. Kind regards",
        "artist.count.by_name": "yo how many {artist} albums y'all got, like the actual number",
        "artist.tracks.by_name": "I was wondering whether you could tell me every song by {artist} that is for sale on your site.",
        "artist.genre_of.by_name": "me and my roommate argue about this since one week, she say {artist} is pop, I say no. in which genre you put them?",
        "artist.count.all": "Is the number of artists you carry more than a thousand? What is the exact count?",
        "album.count.all": "Hello! Hope you're well. Could you tell me the total number of albums in the catalog? Thanks, Maria",
        "album.contents.by_name": "so my brother just got into vinyl and keeps talking about {album} and i have no clue whats on it can you list the songs on that album for me",
        "album.artist_of.by_name": "The sleeve of my copy of {album} got water damaged and the name is unreadable now. Could you tell me who recorded that album?",
        "album.count.by_name": "um hi so how many songs are there on the album {album} thank you",
        "album.price.by_name": "Is the complete album {album} more than ten dollars? What's the full price if I buy it whole?",
        "album.duration.by_name": "Please, how much time is full album {album}? I want listen all of it in my train travel.",
        "track.list.by_name": "bruh do y'all even have {song} or nah",
        "track.artist_of.by_name": "Your search is driving me nuts, I type the song name and get nothing useful. Which artist is {song} by?",
        "track.album_of.by_name": "Dear Sir or Madam, I am trying to locate the album that contains the song {song}. I would be most grateful for your help.",
        "track.genre_of.by_name": "what genre does {song} come under in your store",
        "track.price.by_name": "Could you let me know what you charge for {song}?",
        "track.duration.by_name": "is {song} longer than four minutes? need the exact length for a wedding slot",
        "track.composer.by_name": "Who is making the composition of {song}? I mean the person who write the music, not who sing it.",
        "track.duration.by_id": "hi there how long is track number {track_id} in minutes and seconds thanks",
        "track.price.by_id": "Good afternoon, I would appreciate it if you could confirm the price of track ID {track_id}. With thanks",
        "track.composer.by_id": "Could you tell me whose composition track {track_id} is? Just curious.",
        "track.album_of.by_id": "my friend wrote track {track_id} on a sticky note and said its from a great album but didnt say which one so what album is it on",
        "track.count.all": "bet you don't even have ten thousand songs lol, how many tracks are there total",
        "playlist.list.all": "Hello hello! What playlists can I pick from on your site? Cheers, Tom",
        "playlist.count.all": "I was wondering how many playlists your store offers in total.",
        "playlist.contents.by_id": "Please give me songs list of playlist number {playlist_id}.",
        "playlist.contents.by_name": "We play music in our cafe all day and the regulars are sick of the same stuff. What tracks are in the {playlist} playlist?",
        "playlist.count.by_name": "does the {playlist} playlist have more than fifty songs? how many exactly",
        "genre.list.all": "Dear support team, could you kindly provide an overview of the musical genres available in your catalogue? Best regards",
        "genre.count.all": "somebody told me you have about twenty five genres is that right whats the actual number of genres",
        "genre.contents.by_name": "lowkey obsessed with {genre} rn, hook me up with some tracks from that genre",
        "genre.count.by_name": "I'd love to know the number of songs you have filed under {genre}.",
        "invoice.list.all": "ok so my accountant keeps nagging me about receipts and i need every invoice you ever sent me with the dates so can you list them all",
        "invoice.count.all": "How much orders I did at your shop until now? Only the number.",
        "invoice.date.latest": "I was wondering on which date my most recent order went through.",
        "invoice.total.latest": "My card got charged and I'm not sure the amount is right. What was the total of the order I placed most recently?",
        "invoice.date.oldest": "Hey! Quick one: on which day did my first purchase with you happen? Thanks a million!",
        "invoice.total.oldest": "what was the total of my first order in dollars and cents please",
        "invoice.date.nth": "I'd like to find out when I placed my second most recent order, if you could check.",
        "invoice.total.most_expensive": "yo which of my orders cost me the most, how much was it",
        "invoice.total.least_expensive": "Was any of my orders under two dollars? What did my cheapest order come to?",
        "invoice.list.in_year": "Dear team, for my annual bookkeeping I need a list of the orders I placed during {year}. Thank you in advance.",
        "invoice.total.in_month": "In {month} {year} I make one order by you, which amount it was?",
        "invoice.contents.by_id": "Could you tell me which tracks were included in invoice {invoice_id}?",
        "invoice.date.by_id": "okay so invoice {invoice_id} when was that one issued exactly",
        "invoice.total.by_id": "Was invoice {invoice_id} more than five dollars? I need the exact amount.",
        "invoice.contents.latest": "what'd i grab in my last order, which songs",
        "invoice.contents.oldest": "I would be grateful if you could remind me which songs were part of my earliest order with you.",
        "invoice.total.all": "Hello there! What's the grand total I have spent at your store since I joined? Many thanks!",
        "invoice_line.list.all": "im setting up a new phone and want to redownload everything so could you give me the full list of songs ive ever purchased from your shop, evrything please",
        "invoice_line.count.all": "have i bought more than fifty songs from you by now? whats the exact number",
        "invoice_line.price.most_expensive": "I was wondering which song was the most expensive one I've bought, and what it cost.",
        "invoice_line.price.least_expensive": "Which one is the song with lowest price that I bought? Tell me also the price please.",
        "invoice_line.list.by_name": "My sister swears I already paid for {song} years ago, but I can't find it anywhere. Is it among the things I bought from you?",
        "invoice_line.artist_of.all": "which bands and singers have i bought music from over the years",
        "support_rep.name.own": "Good morning, may I ask the name of the employee who is assigned to my account?",
        "support_rep.contact.own": "hey can u hook me up with my support rep's email addy",
        "support_rep.name.by_id": "Could you tell me which member of your team handled invoice {invoice_id}?",
        "profile.contact.own": "Which e-mail address is written in my profile by you? I have two and I forget wich one.",
        "profile.address.own": "Hiya! Hello again! What mailing address is saved on my profile? Thanks so much!",
        "profile.name.own": "can you tell me what first and last name you have for me on the account thank you",
        "profile.date.oldest": "been buying from you forever i think but i honestly forget when it all started so what date did i make my first purchase with you",
        "profile.date.latest": "Dear team, could you please confirm the date of my most recent purchase? Thank you kindly.",
    },
    "pt": {
        "artist.tracks.by_name": "queria saber quais músicas do {artist} vocês vendem, pode me passar a lista?",
        "album.count.all": "qual é o total de álbuns no catálogo de vocês?",
        "track.composer.by_name": "quem é o autor de {song}? tipo o compositor mesmo, não o cantor",
        "track.duration.by_id": "a faixa {track_id} tem quantos minutos?",
        "track.album_of.by_id": "de qual disco é a faixa número {track_id}?",
        "playlist.count.by_name": "a playlist {playlist} tem mais de trinta músicas? quantas exatamente?",
        "genre.count.all": "vcs trabalham com quantos gêneros musicais no total?",
        "invoice.contents.oldest": "bom dia! gostaria de saber quais músicas vieram na minha primeira compra com vocês, obrigada",
        "invoice_line.price.most_expensive": "qual foi a música mais cara que eu já comprei aí? e quanto paguei nela",
        "profile.name.own": "meu cadastro tá em qual nome? acho que digitaram errado",
        "track.artist_of.by_name": "tô com {song} na cabeça o dia todo, de quem é essa música?",
    },
    "es": {
        "artist.count.by_name": "oigan, ¿cuántos discos de {artist} tienen en la tienda?",
        "album.duration.by_name": "¿cuánto dura el disco {album} completo? lo quiero para un viaje en carretera",
        "track.album_of.by_name": "¿en qué disco sale {song}?",
        "track.composer.by_id": "quisiera saber quién es el compositor de la pista número {track_id}",
        "playlist.contents.by_id": "¿me pasan la lista de canciones de la playlist {playlist_id}?",
        "genre.count.by_name": "¿cuántos temas de {genre} hay en el catálogo?",
        "invoice.total.in_month": "en {month} de {year} les hice un pedido, ¿me dicen de cuánto fue?",
        "invoice_line.list.by_name": "¿ya les compré {song} o me lo estoy imaginando?",
        "support_rep.contact.own": "necesito el correo de mi agente de soporte, ¿me lo pueden pasar?",
        "invoice_line.list.all": "quisiera ver todas las canciones que he comprado en su tienda, la lista completa por favor",
        "invoice.total.latest": "me llegó un cargo y no me cuadra, ¿de cuánto fue mi compra más reciente?",
    },
    "fr": {
        "artist.genre_of.by_name": "dans quel genre vous rangez {artist} ?",
        "album.price.by_name": "si je prends l'album {album} en entier, ça me revient à combien ?",
        "track.list.by_name": "est-ce que {song} est dispo chez vous ?",
        "track.duration.by_name": "est-ce que {song} fait plus de cinq minutes ? j'ai besoin de la durée exacte",
        "playlist.contents.by_name": "qu'est-ce qu'on trouve dans la playlist {playlist} ? les morceaux svp",
        "invoice.total.most_expensive": "quelle a été ma commande la plus chère chez vous ? le montant",
        "invoice.contents.by_id": "pourriez-vous me dire quels titres figuraient sur la facture {invoice_id} ?",
        "invoice_line.price.least_expensive": "le morceau le moins cher que j'ai acheté, c'était lequel et à quel prix ?",
        "support_rep.name.by_id": "qui s'est occupé de ma commande {invoice_id} chez vous ?",
        "profile.address.own": "quelle adresse postale avez-vous dans mon dossier ? je viens de déménager",
        "artist.albums.by_name": "je cherche les albums de {artist}, lesquels sont en vente chez vous ?",
    },
    "de": {
        "album.artist_of.by_name": "von wem ist eigentlich das Album {album}?",
        "track.genre_of.by_name": "zu welchem Genre gehört {song} bei euch?",
        "track.count.all": "wie viele Titel gibts bei euch insgesamt im Katalog?",
        "playlist.list.all": "was für Playlists bietet ihr an?",
        "playlist.count.all": "wie viele Playlists habt ihr eigentlich?",
        "genre.contents.by_name": "ich steh total auf {genre}, welche Songs aus dem Genre könnt ihr mir empfehlen?",
        "invoice.total.oldest": "wie hoch war meine allererste Bestellung bei euch?",
        "invoice.total.by_id": "Guten Tag, können Sie mir den Betrag der Rechnung {invoice_id} nennen?",
        "profile.contact.own": "welche Mailadresse ist bei meinem Kundenkonto hinterlegt?",
        "invoice.count.all": "wie oft hab ich bei euch schon was bestellt? nur die Zahl bitte",
    },
    "it": {
        "artist.count.all": "quanti artisti ci sono nel vostro catalogo, di preciso?",
        "track.price.by_id": "quanto costa il brano numero {track_id}?",
        "playlist.count.by_name": "quanti pezzi ci sono nella playlist {playlist}?",
        "genre.count.by_name": "quante canzoni {genre} avete?",
        "invoice.total.least_expensive": "qual è stato il mio ordine più economico? quanto ho speso",
        "invoice.contents.latest": "che canzoni c'erano nel mio ultimo ordine? non le trovo più",
        "invoice.total.most_expensive": "a quanto ammonta l'ordine più costoso che ho fatto da voi?",
        "invoice_line.price.least_expensive": "qual è la canzone più economica che ho comprato? e quanto l'ho pagata?",
        "profile.contact.own": "che indirizzo email risulta sul mio account?",
        "profile.name.own": "a che nome è intestato il mio account?",
    },
    "nl": {
        "album.contents.by_name": "welke nummers staan er op {album}?",
        "album.count.by_name": "hoeveel tracks telt het album {album}?",
        "track.price.by_name": "wat kost {song} bij jullie?",
        "track.list.by_name": "hebben jullie {song}? kan het nergens vinden",
        "track.composer.by_id": "wie is de componist van track {track_id}?",
        "genre.count.all": "hoeveel verschillende genres hebben jullie in totaal?",
        "invoice.contents.oldest": "wat zat er in mijn allereerste bestelling? welke nummers",
        "invoice_line.list.all": "kunnen jullie alle nummers opsommen die ik ooit bij jullie heb gekocht?",
        "support_rep.contact.own": "wat is het mailadres van mijn contactpersoon bij jullie?",
        "profile.address.own": "welk adres hebben jullie van mij? ben onlangs verhuisd",
    },
    "pl": {
        "artist.genre_of.by_name": "w jakim gatunku gra {artist}?",
        "album.count.all": "ile albumów macie łącznie w katalogu?",
        "album.price.by_name": "ile kosztuje cały album {album}?",
        "track.album_of.by_name": "na jakiej płycie jest {song}?",
        "playlist.count.all": "ile jest u was playlist?",
        "genre.contents.by_name": "lubię {genre}, co możecie polecić z tego gatunku?",
        "invoice.total.all": "ile w sumie u was wydałem przez te wszystkie lata?",
        "invoice_line.count.all": "ile piosenek u was kupiłam w sumie?",
        "invoice_line.artist_of.all": "od jakich wykonawców kupowałem u was muzykę?",
        "support_rep.name.own": "kto jest moim opiekunem w waszym sklepie? jak się nazywa",
    },
    "sv": {
        "artist.count.by_name": "hur många album med {artist} har ni?",
        "album.count.by_name": "hur många spår är det på {album}?",
        "track.duration.by_name": "hur lång är {song}? behöver veta exakt",
        "track.price.by_id": "vad kostar spår {track_id}?",
        "track.count.all": "hur många låtar har ni sammanlagt?",
        "playlist.contents.by_name": "vilka låtar finns på spellistan {playlist}?",
        "genre.list.all": "vilka genrer finns hos er?",
        "invoice.total.oldest": "vad kostade min första beställning hos er?",
        "invoice.total.by_id": "hur mycket var faktura {invoice_id} på?",
        "invoice_line.count.all": "hur många låtar har jag köpt av er totalt?",
    },
}  # fmt: skip

# Two families, both new in how the identifiers are worded:
# ``fresh5_intro``: a first message that is a greeting plus the identifiers, worded as a
#   formal letter's opening ("Dear support team, my name is ..."), as the email standing for
#   the customer ("hi its <email> here"), or chatty, then the question in the next message
#   (sometimes after a second greeting); English and pl/es/de/nl;
# ``fresh5_signed``: the identifiers in the same message after the question, in a sentence
#   that is followed by a sign-off with the customer's first name ("... my customer number
#   is N and email is x thanks bye", "... Many thanks in advance, Ana"), so that they sit
#   between the question and the signature; English and sv/pt/fr/it. Each of the eight other
#   languages is in one family only, so that the split stays near 200 cases.
FRESH5_FAMILIES: dict[str, dict] = {
    "fresh5_intro": {
        "split": "fresh5", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "hi again :) {q}", "So, my question is this. {q}"],
            "pl": ["{q}", "no więc {q}"], "es": ["{q}", "mi duda es esta: {q}"],
            "de": ["{q}", "also, {q}"], "nl": ["{q}", "mijn vraag: {q}"],
        },
        "id_lines": {
            "en": ["Dear support team, my name is {first}, customer number {id}, registered under {email}.",
                   "hi its {email} here customer number {id}",
                   "heyyy {first} here!! my id is {id} and the email is {email}"],
            "pl": ["witam, tu {email}, nr klienta {id}"],
            "es": ["¡hola! soy el cliente {id}, con el correo {email}"],
            "de": ["Hallo! Kundennummer {id} hier, meine E-Mail ist {email}"],
            "nl": ["hallo, met {first}, mijn klantnummer is {id} en mijn e-mail {email}"],
        },
    },
    "fresh5_signed": {
        "split": "fresh5", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Hi! {q}", "Good morning, I hope this finds you well. {q}"],
            "sv": ["{q}", "hej hej! {q}"], "pt": ["{q}", "olá, boa tarde! {q}"],
            "fr": ["{q}", "Bonjour, {q}"], "it": ["{q}", "buongiorno! {q}"],
        },
        "id_lines": {
            "en": ["This concerns my account {id}, e-mail {email}. Many thanks in advance, {first}",
                   "my customer number is {id} and email is {email} thanks bye",
                   "oh and im customer {id} with the email {email}. thx!! {first}"],
            "sv": ["Mitt kundnummer är {id} och mejlen {email}. Tack på förhand! /{first}"],
            "pt": ["meu número de cliente é {id} e o email {email}. valeu! {first}"],
            "fr": ["Mon numéro client : {id}, mail : {email}. Bien cordialement, {first}"],
            "it": ["il mio numero cliente è {id}, email {email}. grazie mille, {first}"],
        },
    },
}  # fmt: skip
