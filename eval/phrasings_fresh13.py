"""A fifteenth set of wordings and families for ``eval.generate`` (``--split fresh13``).

Why: ``fresh12`` (``eval.phrasings_fresh12``) has been run and counted as read, so from there
on it is a development number and no longer measures unseen phrasing alone. These were
written on 2026-12-04, before any run on them, and without reading what the rules recognise,
as ordinary customers type into a shop's chat box, with no gimmicks, in voices the earlier
splits used little, each cell in one of them: someone in a hurry between meetings ("quick
one between meetings - ...", "skimming before a call", "just the name"); an older customer
writing full polite letters ("Good afternoon. I should be interested to learn ...", "Dear
Sir or Madam, ...", "if you would be so good"); a teenager ("omg", "lol", "r", "idk", "??");
someone comparing with another shop ("The other shop I use only has two ...", "Trying to
decide between you and another store"); a mildly annoyed customer (a page that won't load, a
charge that looks off, "at this point"); a gift buyer (a brother's birthday, an aunt's
birthday mix, a nephew into a genre, an invoice bought as a present); a non-native speaker
with slightly off grammar ("In which genre you are putting ...", "The song ..., from which
album it is coming?", "How much was costing my first order ...?"); a DJ (a throwback set,
sorting crates, a USB stick, mixing in a track); a parent (a son's Christmas list, a daughter
asking for a song, whether a playlist is fine for the kids, the kids sharing the account).
New in them besides the voices: the question leaning on one asked before ("and the other way
round - the cheapest song ..."); a correction of the obvious reading ("not the newest order,
the one right before it"); the reason told before, inside or after the question; phone slips
("teh", "definately", "tommorow", "wich", "recieved", "u", "w", missing apostrophes, lower
case, "??"); amounts in count questions in words ("a couple of", "a dozen"), never digits.
In the other languages plain everyday standard language as typed on a phone, formal and informal
mixed, some accents left out ("voces", "generos", "nao", "pague", "debut", "piu", "moge",
"chce"), European and Brazilian Portuguese, Spain's and Latin American Spanish side by side,
no regional showcases; titles never quoted.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh12``, counting
each earlier fresh split that asked it and its own ``dev``/``heldout`` wording as once each
(every non-date cell had by now been counted at least twice for every language; every chosen
cell had been counted twice), then those it asked longest ago (every cell it last asked in
``fresh7``, the rest from those last asked in ``fresh8``), none it asked in ``fresh12``,
chosen (as a minimum-cost assignment over those two keys) so that the eight together ask
every one of the 55 non-date cells, none more than twice; no date or date-list cells outside
English (the scorer reads English dates only). Keep them apart as with the earlier fresh
splits: read their failures only at the end of a round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH13_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "doing a throwback set on friday, what albums of {artist} have u got?",
        "artist.count.by_name": "The other shop I use only has a couple of {artist} albums. How many have you got?",
        "artist.tracks.by_name": "whats every {artist} song u have?? making a playlist of them for the bus",
        "artist.genre_of.by_name": "In which genre you are putting {artist}? I want to find more music similar.",
        "artist.count.all": "Good afternoon. I should be interested to learn how many different artists your shop carries in all. Kind regards.",
        "album.count.all": "quick one between meetings - total number of albums in the store?",
        "album.contents.by_name": "Thinking of giving {album} to my brother for his birthday. Could you tell me which songs are on it first?",
        "album.artist_of.by_name": "my son has {album} on his christmas list but i have no clue who its by. could you tell me the artist?",
        "album.count.by_name": "The page for {album} won't load properly for me, again. How many tracks are actually on it?",
        "album.price.by_name": "Another site sells {album} only as a bundle. What would the whole album cost me here?",
        "album.duration.by_name": "need the full running time of {album} before i build my set around it",
        "track.list.by_name": "Dear Sir or Madam, my late husband was very fond of {song}. Would you happen to have it for sale?",
        "track.artist_of.by_name": "omg who sings {song}?? its all over my feed and idk who it is",
        "track.album_of.by_name": "The song {song}, from which album it is coming? I like to buy the whole one.",
        "track.genre_of.by_name": "what genre would you class {song} as? sorting my crates tonight",
        "track.price.by_name": "Putting {song} on a little birthday mix for my aunt. whats the price of it on here?",
        "track.duration.by_name": "how long is {song}? presenting in 10 mins and need to know if it fits",
        "track.composer.by_name": "Could you kindly tell me who wrote the music for {song}? Our church choir is thinking of singing it.",
        "track.duration.by_id": "track {track_id} - whats the exact length? mixing it in straight after another one",
        "track.price.by_id": "my daughter keeps asking me to buy her track {track_id}. how much will that be?",
        "track.composer.by_id": "Please, who is the composer of the track number {track_id}? Thank you very much.",
        "track.album_of.by_id": "I've got track {track_id} in my basket but it doesn't say wich album it's off. Which album is it?",
        "track.count.all": "How many songs do you have altogether? Trying to decide between you and another store.",
        "playlist.list.all": "Hello, I am not very good with computers. Which playlists do you have, if you could list them for me?",
        "playlist.count.all": "how many playlists r there on here",
        "playlist.contents.by_id": "playlist {playlist_id}: what's on it? skimming before a call",
        "playlist.contents.by_name": "Is the {playlist} playlist fine to put on for the kids? What songs are on it?",
        "playlist.count.by_name": "how many tracks in ur {playlist} playlist? want to know if it'd fill a whole evening",
        "genre.list.all": "Which are the genres of music you are selling? I look for something new to listen.",
        "genre.count.all": "my usual shop has about a dozen genres, how many do you have?",
        "genre.contents.by_name": "My nephew is really into {genre}. Can you suggest a few songs from that genre I could get him?",
        "genre.count.by_name": "Your {genre} section just keeps scrolling and scrolling. How many songs are in it?",
        "invoice.list.all": "I would be grateful for a list of all my past orders, together with the date of each one, for my records.",
        "invoice.count.all": "how many orders have i even made on here lol",
        "invoice.date.latest": "date of my most recent order? quick pls",
        "invoice.total.latest": "My card was charged for my latest order and the amount looks off to me. What was the total?",
        "invoice.date.oldest": "When did I place my very first order? My kids insist I only started buying music online recently.",
        "invoice.total.oldest": "How much was costing my first order with you?",
        "invoice.date.nth": "not the newest order, the one right before it - what date was that?",
        "invoice.total.most_expensive": "What's the biggest order I've ever placed with you, and what was its total? My old shop never showed me this.",
        "invoice.total.least_expensive": "whats my smallest order been? which one was it and how much",
        "invoice.list.in_year": "For my tax return I need every order I made in {year}, with dates, if you would be so good.",
        "invoice.total.in_month": "Theres a charge from you in {month} {year} I dont recognise. How much was my order that month?",
        "invoice.contents.by_id": "which songs were on invoice {invoice_id}? pretty sure thats the one I bought as a present",
        "invoice.date.by_id": "Invoice {invoice_id}, on which date I made it?",
        "invoice.total.by_id": "total on invoice {invoice_id}? need it for my expenses before end of day",
        "invoice.contents.latest": "wait what did i even buy last time?? like which songs",
        "invoice.contents.oldest": "I should love to know which songs I bought in my first order with you, all those years ago.",
        "invoice.total.all": "How much have I spent with you altogether? Between me and the kids using the account I've lost track.",
        "invoice_line.list.all": "can u list every track ive bought from you? checking my library against my usb stick",
        "invoice_line.count.all": "How many songs have I bought from you in total? I'm comparing with what's on another app.",
        "invoice_line.price.most_expensive": "Which song I bought from you was the most expensive one, and for what price?",
        "invoice_line.price.least_expensive": "and the other way round - the cheapest song I've ever bought here, what was it and what did it cost?",
        "invoice_line.list.by_name": "Was going to get {song} but I have a feeling I bought it already ages ago. Did I?",
        "invoice_line.artist_of.all": "which artists have i bought from?? my friends say my taste is basic",
        "support_rep.name.own": "Is there a particular member of staff assigned to my account? I should like to know their name.",
        "support_rep.contact.own": "I'd rather deal with my account rep directly at this point. What's their email address?",
        "support_rep.name.by_id": "who handled invoice {invoice_id}? just the name, definately need to follow up tommorow",
        "profile.contact.own": "Which email and phone you have on my account? I want to be sure they are correct.",
        "profile.address.own": "Can you check what address is on my account? We moved last year and im not sure I changed it.",
        "profile.name.own": "what name is this account under? sharing it w my brother and idk whose name it is",
        "profile.date.oldest": "When did I first buy something from you? Trying to work out if I've been with you longer than with teh other store.",
        "profile.date.latest": "whens the last time i bought something here? just need the date, recieved a reminder email and it made me wonder",
    },
    "pt": {
        "artist.count.by_name": "Quantos álbuns do {artist} vocês têm? Sou muito fã",
        "genre.list.all": "Quais generos musicais voces vendem? Quero variar um pouco",
        "invoice.contents.by_id": "Quais foram as músicas da fatura {invoice_id}? Não aparecem no meu telemóvel",
        "invoice_line.list.all": "Consegue mostrar-me todas as músicas que já comprei convosco?",
        "playlist.contents.by_id": "o que tem na playlist {playlist_id}? um amigo me mandou so o numero",
        "playlist.contents.by_name": "Que músicas tem a playlist {playlist}? Vou pôr no carro na viagem de férias",
        "profile.contact.own": "Qual é o email e o telefone que está na minha conta? Quero confirmar se esta tudo certo",
        "support_rep.contact.own": "Podem me passar o email da pessoa que cuida da minha conta? Prefiro falar direto com ela",
        "track.composer.by_id": "Quem compôs a faixa {track_id}? É pra um trabalho da escola do meu filho",
        "track.list.by_name": "Vocês vendem {song}? Procurei no site e nao achei",
    },
    "es": {
        "artist.genre_of.by_name": "¿En qué género tienen a {artist}? Busco cosas parecidas",
        "genre.count.all": "¿Cuántos géneros de música tienen en total?",
        "invoice.total.by_id": "de cuanto fue la factura {invoice_id}? la necesito para mi contador",
        "invoice.total.most_expensive": "Cual fue mi pedido mas caro hasta ahora y cuanto pague?",
        "invoice_line.price.least_expensive": "¿Cuál es la canción más barata que os he comprado y cuánto costó?",
        "playlist.contents.by_name": "Qué canciones hay en la playlist {playlist}? la quiero poner en una fiesta el sábado",
        "playlist.count.by_name": "Cuantas canciones tiene la playlist {playlist}?",
        "profile.address.own": "¿Me pueden decir qué dirección tienen guardada en mi cuenta? Me mudé hace poco",
        "profile.name.own": "¿A nombre de quién está la cuenta? No sé si puse mi nombre completo",
        "track.price.by_id": "Cuanto cuesta la pista {track_id}? quiero regalarsela a mi novio",
    },
    "fr": {
        "album.count.by_name": "Il y a combien de titres sur l'album {album} ?",
        "album.duration.by_name": "L'album {album} dure combien de temps en tout ? c'est pour un long trajet en voiture",
        "artist.count.by_name": "Vous avez combien d'albums de {artist} ?",
        "invoice.count.all": "J'ai passé combien de commandes chez vous en tout ? je sais plus du tout",
        "invoice_line.count.all": "Combien de chansons je vous ai achetées depuis le debut ?",
        "invoice_line.price.most_expensive": "Quelle est la chanson la plus chère que j'ai achetée chez vous, et à quel prix ?",
        "playlist.list.all": "Quelles playlists vous proposez ? je cherche un truc pour aller courir",
        "support_rep.name.own": "Qui s'occupe de mon compte chez vous ? j'aimerais bien avoir son nom",
        "track.duration.by_id": "Le morceau {track_id} fait combien de temps ?",
        "track.price.by_name": "{song}, c'est combien chez vous ?",
    },
    "de": {
        "artist.albums.by_name": "Welche Alben von {artist} habt ihr im Angebot?",
        "artist.count.all": "Wie viele Künstler habt ihr insgesamt im Shop?",
        "artist.genre_of.by_name": "Unter welchem Genre läuft {artist} bei euch? Such was Ähnliches",
        "genre.list.all": "welche genres gibts bei euch? such was neues zum hören",
        "invoice.contents.latest": "Welche Songs waren in meiner letzten Bestellung? Sind irgendwie nicht auf meinem Handy",
        "invoice.total.all": "Wie viel hab ich bei euch insgesamt schon ausgegeben? Ehrlich gesagt will ichs fast nicht wissen",
        "invoice.total.latest": "Wie viel hat meine letzte Bestellung gekostet? Finde die Mail nicht mehr",
        "invoice_line.artist_of.all": "Von welchen Künstlern hab ich bei euch schon Musik gekauft?",
        "invoice_line.list.by_name": "Hab ich {song} schon mal bei euch gekauft? Will es nicht doppelt haben",
        "track.album_of.by_name": "Auf welchem Album ist {song} drauf?",
    },
    "it": {
        "invoice.count.all": "Quanti ordini ho fatto da voi finora?",
        "invoice.total.oldest": "Quanto avevo speso nel mio primo ordine da voi?",
        "invoice_line.list.all": "Mi fate la lista di tutte le canzoni che ho comprato da voi?",
        "playlist.count.all": "quante playlist avete in tutto?",
        "profile.address.own": "Che indirizzo avete sul mio account? Vorrei controllare che sia giusto",
        "support_rep.contact.own": "Potete darmi l'email del referente del mio account? Preferisco scrivergli direttamente",
        "track.album_of.by_id": "Da quale album viene il brano {track_id}?",
        "track.artist_of.by_name": "Chi canta {song}? L'ho sentita in un negozio e non la trovo piu",
        "track.duration.by_name": "Quanto dura {song}? mi serve per un video",
        "track.list.by_name": "Avete {song}? Vorrei comprarla per mia madre",
    },
    "nl": {
        "artist.tracks.by_name": "Welke nummers van {artist} verkopen jullie? Mijn zoon is er helemaal gek van",
        "invoice.total.all": "Hoeveel heb ik in totaal al bij jullie uitgegeven?",
        "invoice.total.by_id": "Wat was het totaalbedrag van factuur {invoice_id}?",
        "invoice.total.most_expensive": "Wat was mijn duurste bestelling ooit en hoeveel kostte die?",
        "invoice_line.count.all": "hoeveel nummers heb ik bij jullie gekocht in totaal?",
        "profile.name.own": "Op welke naam staat mijn account eigenlijk?",
        "support_rep.name.own": "Wie is mijn contactpersoon bij jullie? Alleen de naam graag",
        "track.composer.by_name": "Wie heeft {song} gecomponeerd? Staat nergens bij",
        "track.genre_of.by_name": "Welk genre is {song} volgens jullie?",
        "track.price.by_id": "wat kost track {track_id} bij jullie?",
    },
    "pl": {
        "album.artist_of.by_name": "Kto wydał album {album}? Nie moge sobie przypomnieć",
        "album.count.by_name": "Ile utworów jest na albumie {album}?",
        "genre.count.by_name": "ile macie piosenek z gatunku {genre}?",
        "invoice.total.least_expensive": "Które moje zamówienie było najtańsze i ile kosztowało?",
        "invoice_line.list.by_name": "Czy kupowałem już u was {song}? Nie chce kupić drugi raz",
        "playlist.contents.by_id": "Co jest na playliście {playlist_id}? Kolega mi polecił",
        "profile.contact.own": "Jaki mail i telefon macie przypisany do mojego konta?",
        "support_rep.name.by_id": "Kto obsługiwał moją fakturę {invoice_id}? Chciałbym znać nazwisko",
        "track.album_of.by_id": "Z jakiego albumu jest utwór {track_id}?",
        "track.count.all": "Ile w sumie macie utworów w sklepie?",
    },
    "sv": {
        "album.contents.by_name": "Vilka låtar finns på {album}? Kommer bara ihåg en av dem",
        "album.count.all": "hur många album har ni totalt i butiken?",
        "album.price.by_name": "Vad kostar hela albumet {album} om jag köper alla låtar?",
        "artist.count.all": "Hur många artister har ni sammanlagt?",
        "genre.contents.by_name": "Kan ni tipsa om några låtar inom {genre}? Vill testa nåt nytt",
        "genre.count.all": "Hur många genrer har ni?",
        "invoice.contents.oldest": "Vilka låtar köpte jag i min allra första beställning?",
        "invoice.total.in_month": "Hur mycket gick min beställning i {month} {year} på? Ser en dragning på kontot",
        "invoice.total.latest": "vad kostade min senaste beställning? hittar inte kvittot",
        "playlist.count.by_name": "Hur många låtar har spellistan {playlist}?",
    },
}  # fmt: skip

# Three families, all new in how the identifiers are worded, all as plainly as a customer
# types them, each in its own voice; every language in another placement than in fresh12:
# ``fresh13_hello_first``: a first message with the identifiers, then the question in the
#   next, from a polite, older letter writer and a hurried one: "Good afternoon. I am Name,
#   customer number N, and my email address is x.", "hi, x here (customer N), got a quick
#   one", "Hello, this is Name. My account number should be N, email x.", "customer N / x -
#   between meetings so keeping it short"; "Boa tarde, chamo-me Name, sou cliente N e o meu
#   email é x." and "oi, aqui é a conta N, email x"; "Bonjour, je suis Name, client numéro N,
#   mon adresse mail est x." and "salut, compte N (x) ici"; "Hej, jag heter Name och har
#   kundnummer N, mejl x." and "hej! konto N, x"; English and pt/fr/sv;
# ``fresh13_asked_back``: the question alone, then the identifiers in a second message as the
#   reply to the request for them, a little impatient: "yep - customer N, x", "ugh ok. x,
#   account number N", "Name here, number N, email x", "sorry, in between meetings. it's N and
#   x"; "certo, cliente N, email x" and "ah sì: x, numero N"; "claro, soy el cliente N y mi
#   correo es x" and "perdona: x, número N"; English and it/es;
# ``fresh13_same_line``: the identifiers in the same message, after the question: "Ik ben klant
#   N, mail x." and "(klantnummer N, x)"; "Mój numer klienta to N, mail x." and "(konto N, x)
#   dzięki"; "Ich bin Kunde N, Mail x." and "(Kundennummer N, x) danke!"; nl/pl/de only (no
#   English, so that the split stays near 200 cases).
# Each of the eight other languages is in one family only.
FRESH13_FAMILIES: dict[str, dict] = {
    "fresh13_hello_first": {
        "split": "fresh13", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "My question is as follows. {q}", "{q} Many thanks for your help."],
            "pt": ["{q}", "Tenho uma dúvida: {q}"], "fr": ["{q}", "Ma question : {q}"],
            "sv": ["{q}", "Min fråga: {q}"],
        },
        "id_lines": {
            "en": ["Good afternoon. I am {first}, customer number {id}, and my email address is {email}.",
                   "hi, {email} here (customer {id}), got a quick one",
                   "Hello, this is {first}. My account number should be {id}, email {email}.",
                   "customer {id} / {email} - between meetings so keeping it short"],
            "pt": ["Boa tarde, chamo-me {first}, sou cliente {id} e o meu email é {email}.",
                   "oi, aqui é a conta {id}, email {email}"],
            "fr": ["Bonjour, je suis {first}, client numéro {id}, mon adresse mail est {email}.",
                   "salut, compte {id} ({email}) ici"],
            "sv": ["Hej, jag heter {first} och har kundnummer {id}, mejl {email}.",
                   "hej! konto {id}, {email}"],
        },
    },
    "fresh13_asked_back": {
        "split": "fresh13", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Hey, quick question. {q}", "{q} Thanks a lot"],
            "it": ["{q}", "Buonasera! {q}"], "es": ["{q}", "Hola, una pregunta. {q}"],
        },
        "id_lines": {
            "en": ["yep - customer {id}, {email}",
                   "ugh ok. {email}, account number {id}",
                   "{first} here, number {id}, email {email}",
                   "sorry, in between meetings. it's {id} and {email}"],
            "it": ["certo, cliente {id}, email {email}",
                   "ah sì: {email}, numero {id}"],
            "es": ["claro, soy el cliente {id} y mi correo es {email}",
                   "perdona: {email}, número {id}"],
        },
    },
    "fresh13_same_line": {
        "split": "fresh13", "ids": "with", "transform": "none",
        "frames": {
            "nl": ["{q}", "Hallo! {q}"], "pl": ["{q}", "Witam! {q}"],
            "de": ["{q}", "Hallo zusammen! {q}"],
        },
        "id_lines": {
            "nl": ["Ik ben klant {id}, mail {email}.",
                   "(klantnummer {id}, {email})"],
            "pl": ["Mój numer klienta to {id}, mail {email}.",
                   "(konto {id}, {email}) dzięki"],
            "de": ["Ich bin Kunde {id}, Mail {email}.",
                   "(Kundennummer {id}, {email}) danke!"],
        },
    },
}  # fmt: skip
