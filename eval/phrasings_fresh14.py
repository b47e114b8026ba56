"""A sixteenth set of wordings and families for ``eval.generate`` (``--split fresh14``).

Why: ``fresh13`` (``eval.phrasings_fresh13``) has been run and counted as read, so from there
on it is a development number and no longer measures unseen phrasing alone. These were
written before any run on them, and without reading what the rules recognise, as ordinary
customers type into a shop's chat box, in everyday voices, each cell in one of them: someone
doing two things at once (hands covered in flour, a night shift, the night bus, typing one
handed with a baby asleep on them, last thing before bed); a customer back after years away
or new to the site ("first week using the site", "just nosing around"); a musician (a band
learning covers, writers on a setlist, a theatre group's programme, editing a reel); a
household sharing one account (a partner who used the card, a kid who deleted the
downloads, a husband who thinks there is too much music, a budget review); someone just back
from a gig or a wedding; someone clearing out an old drive or filing receipts; a plainly
impatient customer ("cart just says error", "whats the damage"); a polite, careful writer
("Could I have ..., please?", "Doing a spring clean of my finances."); a nosy or bored
browser ("just being nosy", "bored of everything on my phone"); a barber shop owner and a
podcast editor.
Sentence shapes: the context first and the question last ("so I was at my cousins wedding
... and ..."), the question first and the reason after, the question between two remarks, a
self-correction ("roughly - no, exactly actually"), a plain one-liner, a question put as a
noun phrase with a question mark ("the songs on invoice N?"); lower case, missing
apostrophes, "u", "ur", "lol", "tbh", "wanna", typos ("thier", "untill", "reciept",
"seperate", "accross", "wich", "wether"); no amounts as digits in count questions.
In the other languages plain everyday standard language as typed on a phone, formal and
informal mixed, some accents left out ("musicas", "voces", "pagaria", "derniere", "piu",
"zamawialem", "manga"), European and Brazilian Portuguese, Spain's and Latin American Spanish
side by side, no regional showcases; titles never quoted.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh13``, counting
each earlier fresh split that asked it and its own ``dev``/``heldout`` wording as once each
(every chosen cell had been counted twice), then those it asked longest ago (none asked by
that language after ``fresh9``), none it asked in ``fresh13``, chosen (as a minimum-cost flow
over those two keys) so that the eight together ask every one of the 55 non-date cells, none
more than twice; no date or date-list cells outside English (the scorer reads English dates
only). Keep them apart as with the earlier fresh splits: read their failures only at the end
of a round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH14_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "been on a massive {artist} kick since their gig last weekend. which of thier albums can i actually buy from you?",
        "artist.count.by_name": "Trying to collect every {artist} album. How many of them do you sell? Then I'll know how many I'm still missing.",
        "artist.tracks.by_name": "My band is learning a few {artist} covers for a pub gig next month. Could you list the songs of theirs you sell so we can pick?",
        "artist.genre_of.by_name": "{artist} came on shuffle at the gym and i loved it. what genre are they listed as on here, so i can find more like it",
        "artist.count.all": "on a night shift and bored, so random one: how many artists does this store actually have on it?",
        "album.count.all": "Thinking of moving my whole collection over to you. How many albums have you got in total, as of now?",
        "album.contents.by_name": "hands covered in flour so keeping this short - what songs are on {album}?",
        "album.artist_of.by_name": "Bought a second hand laptop and {album} was sitting in the music folder. Who is that album by?",
        "album.count.by_name": "how many songs does {album} have, roughly - no, exactly actually, i want to see if its worth buying whole",
        "album.price.by_name": "whats the damage if i get all of {album} in one go? payday isnt untill friday lol",
        "album.duration.by_name": "Night bus home takes about an hour. If I put {album} on, how long would it play for in total?",
        "track.list.by_name": "so I was at my cousins wedding on saturday and the band did {song}. do you guys have it to buy?",
        "track.artist_of.by_name": "my coworker keeps whistling {song} and refuses to tell me who its by. who is the artist??",
        "track.album_of.by_name": "Really loving {song} right now. Which album is it on? I want to hear what else is on there.",
        "track.genre_of.by_name": "Podcast editor here, tagging our episode music. Which genre is {song} listed under on your side?",
        "track.price.by_name": "ok last thing before bed, how much is {song} on ur site",
        "track.duration.by_name": "how long's {song}? wanna see if it covers the walk from the station to my front door",
        "track.composer.by_name": "Cover band question. Who's credited as composer on {song}? We put writers on our setlist.",
        "track.duration.by_id": "tr {track_id}, how long is it? editing a reel and need it to the second",
        "track.price.by_id": "what do u charge for track {track_id}?? cart just says error",
        "track.composer.by_id": "Hi, who is listed as the writer of track {track_id}? Our little theatre group wants to credit them properly in the programme.",
        "track.album_of.by_id": "track {track_id} keeps popping up in my recommendations. before i click buy, what album is it from?",
        "track.count.all": "new here and just nosing around - how many tracks are there on the whole site?",
        "playlist.list.all": "First week using the site. Can you tell me the names of the playlists you've got?",
        "playlist.count.all": "do you have loads of playlists or just a handful? whats the number",
        "playlist.contents.by_id": "my sister says playlist {playlist_id} is her go-to for cleaning the house. whats actually on it?",
        "playlist.contents.by_name": "the {playlist} playlist - which songs are in it? in-laws are coming for dinner and they're picky",
        "playlist.count.by_name": "having people round tomorrow night. if i stick on the {playlist} playlist, how many tracks is that?",
        "genre.list.all": "what genres have you guys got? im bored of everything on my phone",
        "genre.count.all": "Just being nosy: how many music genres does your shop have?",
        "genre.contents.by_name": "got a long shift tonight and want some {genre} in my ears. what songs have you got in that genre?",
        "genre.count.by_name": "I run a little barber shop and we play {genre} all day. How many songs are filed under {genre} on here?",
        "invoice.list.all": "Hi, could you list all my orders for me, with the date of each one? Doing a spring clean of my finances.",
        "invoice.count.all": "My husband reckons I buy too much music. How many orders have I actually placed with you?",
        "invoice.date.latest": "what day did my most recent order go through? the download link seems to have expired",
        "invoice.total.latest": "what did i pay for the order i placed most recently? never got the reciept email",
        "invoice.date.oldest": "how far back does my account go? like, what was the date of my very first order here?",
        "invoice.total.oldest": "Back after a few years away. How much did my very first order with you cost me?",
        "invoice.date.nth": "i know when my latest order was. the one i placed before that though - what date was it?",
        "invoice.total.most_expensive": "we're doing a household budget review. which of my orders with you was the biggest, and how much did it come to?",
        "invoice.total.least_expensive": "what was my smallest order ever? think it was a single song but i want the actual amount",
        "invoice.list.in_year": "can you pull up the orders I made in {year}? dates too please, I'm filling in an expense form",
        "invoice.total.in_month": "I think I went a bit wild in {month} {year}. What did my order that month add up to?",
        "invoice.contents.by_id": "the songs on invoice {invoice_id}? my partner used my card and i wanna see what they got",
        "invoice.date.by_id": "invoice {invoice_id} - what day was that from? filing all my receipts into seperate folders",
        "invoice.total.by_id": "How much was invoice {invoice_id} in the end? My card shows an amount I don't recognise.",
        "invoice.contents.latest": "my kid deleted everything off the tablet again. which songs were in my most recent order?",
        "invoice.contents.oldest": "Bit of nostalgia on a rainy sunday - which songs did I buy the very first time I ordered from you?",
        "invoice.total.all": "be honest with me, whats my total spend here accross every order?",
        "invoice_line.list.all": "clearing out an old hard drive and dont want to lose anything. can you list all the songs ive bought from you?",
        "invoice_line.count.all": "how many individual songs have I bought from you, over all my orders put together?",
        "invoice_line.price.most_expensive": "What's the dearest single song I've bought off you, and how much did I pay for it?",
        "invoice_line.price.least_expensive": "tbh i only ever buy a song or two at a time. which track was the cheapest of all of them, and what did it cost?",
        "invoice_line.list.by_name": "Did I buy {song} from you at some point? It's on my old phone but not on the new one.",
        "invoice_line.artist_of.all": "making my own end of year music roundup. which artists have i bought songs from on here?",
        "support_rep.name.own": "who's the person on your side assigned to my account? just the name is fine",
        "support_rep.contact.own": "Could I have my account rep's email address, please? I'd like to send them something in writing.",
        "support_rep.name.by_id": "invoice {invoice_id} - which employee handled it? i'd like to put in a good word for them",
        "profile.contact.own": "What email and phone number have you got saved for me? I changed my number this year and can't remember if I updated it.",
        "profile.address.own": "what address have you got me down at? we've moved twice so not sure wich one you have",
        "profile.name.own": "Whats the full name on my account? people always spell my surname wrong so i want to check",
        "profile.date.oldest": "typing one handed, baby asleep on me. when did i first buy anything from you? feels like forever",
        "profile.date.latest": "When did I last buy something from you? Trying to work out wether a missing download is from then.",
    },
    "pt": {
        "artist.tracks.by_name": "quais musicas do {artist} voces vendem? to montando uma playlist pro churrasco de domingo",
        "genre.count.all": "Gostava de saber com quantos géneros de música trabalham. São quantos?",
        "invoice.contents.oldest": "Que musicas vieram na minha primeira compra com voces? Faz tanto tempo que nem lembro mais",
        "invoice.total.by_id": "Qual foi o valor total da fatura {invoice_id}? Preciso dele para as contas do mês",
        "invoice.total.oldest": "De quanto foi a primeira encomenda que fiz na loja? Já lá vão uns anos",
        "invoice_line.list.by_name": "eu ja comprei {song} com vcs? troquei de celular e a musica sumiu",
        "playlist.count.all": "A loja tem quantas playlists no total?",
        "playlist.count.by_name": "A playlist {playlist} tem quantas faixas? Quero saber se dá para a viagem toda",
        "track.album_of.by_id": "A faixa {track_id} faz parte de que álbum?",
        "track.composer.by_name": "Quem é o compositor de {song}? Meu professor de violão quer saber",
    },
    "es": {
        "album.artist_of.by_name": "Un amigo puso {album} en la cena y no supe de quién era. ¿Me dicen el artista?",
        "album.price.by_name": "Si compro todo {album} de una vez, cuanto pagaria?",
        "artist.count.by_name": "Cuántos discos de {artist} tienen a la venta? Quiero tenerlos todos",
        "genre.count.by_name": "¿Cuántas canciones de {genre} hay en la tienda?",
        "invoice_line.list.all": "¿Me pueden listar todas las canciones que compré con ustedes? Estoy armando una copia de seguridad",
        "playlist.contents.by_id": "Un compañero me recomendó la playlist {playlist_id}, ¿qué canciones tiene?",
        "support_rep.name.by_id": "¿Quién se encargó de mi factura {invoice_id}? Me gustaría darle las gracias",
        "track.composer.by_id": "¿Quién compuso la pista {track_id}? Es para un trabajo de la facultad",
        "track.genre_of.by_name": "De qué género es {song}? Estoy ordenando mi música por estilos",
        "track.list.by_name": "Hola, ¿venden la canción {song}? No me sale en el buscador",
    },
    "fr": {
        "album.price.by_name": "Combien coûte l'album {album} en entier ? je voudrais l'offrir",
        "artist.genre_of.by_name": "{artist}, vous le classez dans quel genre ? je cherche des artistes du meme style",
        "genre.list.all": "C'est quoi les genres dispo chez vous ? j'ai envie de découvrir un truc",
        "invoice.contents.latest": "Quelles chansons il y avait dans ma derniere commande ? Mon fils les a effacees de la tablette",
        "invoice.total.all": "Au total, j'ai dépensé combien chez vous depuis que j'ai un compte ?",
        "invoice.total.in_month": "Ma commande de {month} {year}, elle était de combien ? je retrouve pas le reçu",
        "playlist.count.all": "Il y a combien de playlists sur votre site ?",
        "profile.contact.own": "Quel mail et quel numéro de téléphone vous avez sur mon compte ? J'ai changé de numéro récemment",
        "track.album_of.by_name": "{song} se trouve sur quel album ? je voudrais acheter l'album complet",
        "track.genre_of.by_name": "Vous rangez {song} dans quel genre ?",
    },
    "de": {
        "genre.contents.by_name": "Könnt ihr mir ein paar Songs aus dem Genre {genre} empfehlen? Will mal was anderes hören",
        "invoice.total.least_expensive": "Welche meiner Bestellungen war am günstigsten? Und wie hoch war der Betrag?",
        "invoice.total.oldest": "Was hat mich meine erste Bestellung damals gekostet? Ist schon ein paar Jahre her",
        "playlist.contents.by_name": "Was für Lieder sind auf der Playlist {playlist}? Wär für die Autofahrt am Wochenende",
        "support_rep.contact.own": "Könnt ihr mir die Mailadresse von meinem Betreuer geben? Würde ihm gern direkt schreiben",
        "support_rep.name.own": "Wer ist bei euch eigentlich für mein Konto zuständig? Nur der Name reicht",
        "track.artist_of.by_name": "Von wem ist {song}? Lief gestern beim Bäcker und geht mir nicht mehr aus dem Kopf",
        "track.duration.by_name": "{song} - wie viele Minuten und Sekunden hat das? Plane gerade eine Präsentation",
        "track.list.by_name": "Verkauft ihr {song}? Such das schon ewig",
        "track.price.by_name": "Wie teuer ist {song} bei euch? Will's meiner Schwester schenken",
    },
    "it": {
        "album.count.all": "Quanti album ci sono nel vostro negozio in totale?",
        "album.count.by_name": "L'album {album} da quanti brani è composto?",
        "artist.count.all": "Quanti artisti diversi si trovano da voi?",
        "invoice.contents.oldest": "Vi chiedo una curiosità: quali brani c'erano nel primo ordine che ho fatto da voi?",
        "invoice.total.all": "Quanto ho speso in tutto da quando sono vostro cliente?",
        "invoice_line.artist_of.all": "Di quali artisti ho comprato musica da voi? Voglio mettere un po' d'ordine nella libreria",
        "invoice_line.count.all": "Quanti brani ho acquistato da voi fino ad oggi?",
        "support_rep.name.by_id": "Chi ha seguito la fattura {invoice_id}? Mi serve solo il nome",
        "track.count.all": "Mi dite quante canzoni ci sono in vendita da voi, in totale?",
        "track.price.by_id": "quanto costa il brano {track_id}? vorrei regalarlo a mia sorella",
    },
    "nl": {
        "album.contents.by_name": "Wat is de tracklist van {album}? Ik ken er maar eentje van",
        "genre.count.all": "Uit hoeveel genres kan ik bij jullie kiezen?",
        "invoice.contents.by_id": "Welke nummers zaten er in factuur {invoice_id}? Ik kan ze niet meer vinden",
        "invoice.total.in_month": "Hoeveel was mijn bestelling van {month} {year}? Ik zie een afschrijving die ik niet snap",
        "invoice.total.latest": "Wat heb ik betaald voor mijn laatste bestelling?",
        "invoice.total.least_expensive": "Welke bestelling van mij was het kleinst, en wat was het bedrag?",
        "invoice_line.price.most_expensive": "Welk nummer dat ik bij jullie kocht was het duurst, en wat kostte het?",
        "playlist.contents.by_id": "Wat voor nummers staan er op afspeellijst {playlist_id}?",
        "playlist.contents.by_name": "Welke liedjes zitten in de playlist {playlist}? Wil hem opzetten op het werk",
        "track.album_of.by_name": "{song} komt van welk album? wil de rest ook horen",
    },
    "pl": {
        "album.duration.by_name": "Album {album} - ile to minut w sumie? Chcę puścić na imprezie od początku do końca",
        "artist.albums.by_name": "Jakie albumy {artist} macie? Szukam prezentu dla taty",
        "genre.list.all": "Co macie za gatunki? Szukam czegoś nowego do słuchania",
        "invoice.contents.latest": "Jakie piosenki były w moim ostatnim zamówieniu? Nie widzę ich w telefonie",
        "invoice.count.all": "Ile razy juz u was zamawialem? Chodzi mi o liczbe zamowien",
        "invoice.total.latest": "Ile zapłaciłam za ostatnie zamówienie? Bank pokazuje coś dziwnego",
        "invoice_line.price.least_expensive": "Który z kupionych u was utworów był najtańszy? I za ile go kupiłem?",
        "profile.name.own": "Jakie imię i nazwisko macie zapisane na moim koncie? Chcę sprawdzić pisownię",
        "track.artist_of.by_name": "Kto wykonuje {song}? Słyszałem to w sklepie i nie moge znaleźć",
        "track.duration.by_id": "Ile minut ma utwór {track_id}? Potrzebuję do filmiku",
    },
    "sv": {
        "genre.count.by_name": "Hur många låtar har ni inom {genre}?",
        "invoice.count.all": "Hur manga beställningar har jag gjort hos er totalt?",
        "invoice.total.most_expensive": "Vad är det mesta jag har betalat för en enda beställning hos er? Vilken var det?",
        "invoice_line.artist_of.all": "Kan ni se vilka artister jag har köpt låtar från? Vill göra en lista",
        "invoice_line.price.most_expensive": "Av allt jag har köpt här, vilken låt var dyrast och vad betalade jag för den?",
        "playlist.list.all": "Vilka spellistor finns det hos er? Ska ha fest på lördag",
        "profile.address.own": "Kan ni kolla vilken adress som ligger på kontot? Vi har bytt lägenhet",
        "support_rep.name.own": "Finns det någon särskild hos er som har hand om mitt konto? Vad heter hen?",
        "track.composer.by_id": "Vem är kompositör till spår {track_id}? Står inte i appen",
        "track.price.by_name": "Hur mycket tar ni för {song}?",
    },
}  # fmt: skip

# Three families, all new in how the identifiers are worded, as plainly as a customer types
# them; English in one placement it did not have in fresh13, every other language in another
# placement than in fresh13:
# ``fresh14_tagged_on``: the identifiers in the same message, after the question, sometimes
#   with a word after them: "- for my account: cust no. N, email x", "that's for my own
#   account btw, x, number N", "- Name (the account under x, customer N)", "acct N. email on
#   it is x. ty"; "Desde já obrigada - o meu número de cliente é N e o email x" and "meu
#   cadastro ai é o N, com o email x"; "Merci d'avance ! Pour info mon numéro client est N et
#   je me connecte avec x" and "c'est pour le compte N au nom de Name, adresse x";
#   "kundnummer N, mejladress x, tack så mycket" and "gäller mitt konto N, inloggad med x";
#   English and pt/fr/sv;
# ``fresh14_hello_with_ids``: a first message, a greeting with the identifiers, then the
#   question in the next: "hey, it's Name - acct N, email x. got a couple of questions",
#   "Morning! Customer N here, the email on my account is x.", "hi!! x / cust no. N, question
#   coming", "Hello, I'm Name and I've been shopping with you a long time (number N, x).
#   Could you help me with something?"; "Ciao! Vi scrive Name, il mio account è il N e la
#   mail x." and "Salve, scrivo dal mio account N, email x."; "Hola, ¿qué tal? Me llamo Name;
#   mi cuenta es la N y mi correo x." and "Buenos días, tengo la cuenta N con el correo x.";
#   English and it/es;
# ``fresh14_then_ids``: the question alone, then the identifiers in a second message as the
#   reply to the request for them: "Natuurlijk! Ik log in met x, klantnummer is N" and
#   "Sorry, vergeten te zeggen: Name, account N, x"; "Proszę: x, klient nr N." and "sorki,
#   zapomniałem - N, x"; "Sorry, vergessen! Name, Kundennr. N, x" and "Ah klar. Meine Mail
#   ist x und die Kundennummer N."; nl/pl/de only (no English, so that the split stays near
#   200 cases).
# Each of the eight other languages is in one family only.
FRESH14_FAMILIES: dict[str, dict] = {
    "fresh14_tagged_on": {
        "split": "fresh14", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Afternoon! {q}", "{q} Would really appreciate it."],
            "pt": ["{q}", "Oi pessoal, {q}"], "fr": ["{q}", "Bonjour à l'équipe, {q}"],
            "sv": ["{q}", "God kväll! {q}"],
        },
        "id_lines": {
            "en": ["- for my account: cust no. {id}, email {email}",
                   "that's for my own account btw, {email}, number {id}",
                   "- {first} (the account under {email}, customer {id})",
                   "acct {id}. email on it is {email}. ty"],
            "pt": ["Desde já obrigada - o meu número de cliente é {id} e o email {email}",
                   "meu cadastro ai é o {id}, com o email {email}"],
            "fr": ["Merci d'avance ! Pour info mon numéro client est {id} et je me connecte avec {email}",
                   "c'est pour le compte {id} au nom de {first}, adresse {email}"],
            "sv": ["kundnummer {id}, mejladress {email}, tack så mycket",
                   "gäller mitt konto {id}, inloggad med {email}"],
        },
    },
    "fresh14_hello_with_ids": {
        "split": "fresh14", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "ok so here's my question. {q}", "{q} cheers for any help"],
            "it": ["{q}", "Avrei una domanda: {q}"], "es": ["{q}", "Les cuento lo que necesito: {q}"],
        },
        "id_lines": {
            "en": ["hey, it's {first} - acct {id}, email {email}. got a couple of questions",
                   "Morning! Customer {id} here, the email on my account is {email}.",
                   "hi!! {email} / cust no. {id}, question coming",
                   "Hello, I'm {first} and I've been shopping with you a long time (number {id}, {email}). Could you help me with something?"],
            "it": ["Ciao! Vi scrive {first}, il mio account è il {id} e la mail {email}.",
                   "Salve, scrivo dal mio account {id}, email {email}."],
            "es": ["Hola, ¿qué tal? Me llamo {first}; mi cuenta es la {id} y mi correo {email}.",
                   "Buenos días, tengo la cuenta {id} con el correo {email}."],
        },
    },
    "fresh14_then_ids": {
        "split": "fresh14", "ids": "after", "transform": "none",
        "frames": {
            "nl": ["{q}", "Goedemiddag, {q}"], "pl": ["{q}", "Hej, mam pytanie. {q}"],
            "de": ["{q}", "Guten Morgen, {q}"],
        },
        "id_lines": {
            "nl": ["Natuurlijk! Ik log in met {email}, klantnummer is {id}",
                   "Sorry, vergeten te zeggen: {first}, account {id}, {email}"],
            "pl": ["Proszę: {email}, klient nr {id}.",
                   "sorki, zapomniałem - {id}, {email}"],
            "de": ["Sorry, vergessen! {first}, Kundennr. {id}, {email}",
                   "Ah klar. Meine Mail ist {email} und die Kundennummer {id}."],
        },
    },
}  # fmt: skip
