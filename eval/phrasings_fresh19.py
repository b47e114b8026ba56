"""A twenty-first set of wordings and families for ``eval.generate`` (``--split fresh19``).

Why: ``fresh18`` (``eval.phrasings_fresh18``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise, as ordinary customers type
into a shop's chat box, in voices the earlier splits used little, each cell in one or two of
them: two questions in one message where the second is the real one (gift cards, shipping,
a loyalty scheme or a discount first, then the question); a reply to an imagined newsletter
or promotional e-mail; someone in a hurry ("quick q:", "in a rush:"); a record collector with
a little jargon ("LP", "cut", "tracklist", "runtime", "deep cuts") around a question the cell
still answers; a non-native speaker with small grammar slips in word order, verb and article;
the thing named first and the question after it ("X. price?", "X, who's it by?"); filler words
and repetition ("um", "like", "so yeah"); a friend quoted ("my friend said you have X,
true?"); imperatives ("tell me", "show me", "give me the list of"); polite closers ("ta",
"cheers mate", "much obliged"); very short messages of two to five words for some cells;
lengths up to five sentences. A few slips of the keyboard, only outside the names; no quoted
titles; no digits anywhere outside the slots (none in count questions); none of fresh17's
stories, corrections mid-message, capitals or chat abbreviations, and none of fresh18's
formal elders, parents, DJs and teachers, streaming comparisons, errands for someone else,
weather remarks or hedged forms.
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices (non-native speakers of those languages too).
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh18``, counting
each earlier fresh split that asked it, and its own ``dev``/``heldout`` pair and follow-up
pair, as once each (all 80 chosen had been counted three times, the least any language had
left), then none it asked in ``fresh16``, ``fresh17`` or ``fresh18`` and those it asked
longest ago (none asked by that language after ``fresh14``), chosen (as a minimum-cost flow
over those keys) so that the eight together ask every one of the 55 non-date cells, none
more than twice; no date or date-list cells outside English (``invoice.date.*``,
``profile.date.*``, ``invoice.list.all``, ``invoice.list.in_year``: the scorer reads English
dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH19_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "do you do gift cards? also, the real reason I'm here: which albums by {artist} have you got?",
        "artist.count.by_name": "{artist}. how many of their albums do you carry?",
        "artist.tracks.by_name": "Give me the list of songs you've got by {artist}. Cheers mate",
        "artist.genre_of.by_name": "My friend said {artist} counts as metal, true? Which genre have you got them filed under?",
        "artist.count.all": "quick q: how many artists are on the store?",
        "album.count.all": "so um, how many albums do you have, like, in total? so yeah",
        "album.contents.by_name": "Collector here. Before {album} goes on the shelf I want the full tracklist, every cut in order. Which songs are on it? Much obliged.",
        "album.artist_of.by_name": "{album}, who's it by?",
        "album.count.by_name": "How many songs has the album {album}? I like to know before buying",
        "album.price.by_name": "{album}. price for the whole LP?",
        "album.duration.by_name": "Tell me the total runtime of {album}, first track to last. Much obliged.",
        "track.list.by_name": "my friend said you have {song}, true?",
        "track.artist_of.by_name": "Got your newsletter this morning and {song} was in the picks, but it didn't say who plays on it. Who's the artist?",
        "track.album_of.by_name": "Which LP is {song} on? I only buy full albums, never singles, so I need to know which one to look for.",
        "track.genre_of.by_name": "do you ship abroad? and also what genre is {song} under in your shop",
        "track.price.by_name": "how much costs {song}?",
        "track.duration.by_name": "in a rush: length of {song}?",
        "track.composer.by_name": "Show me who wrote {song}, the songwriting credit I mean. ta",
        "track.duration.by_id": "track {track_id}, how long?",
        "track.price.by_id": "Replying to the promo email you sent this week. What's the price of track {track_id}?",
        "track.composer.by_id": "Who has composed the track {track_id}? I am needing the name for my notes, thank you.",
        "track.album_of.by_id": "Track {track_id}. Which album does it belong to? cheers",
        "track.count.all": "Do you have a student discount? Also, how many songs are there in your whole catalogue?",
        "playlist.list.all": "show me your playlists",
        "playlist.count.all": "um, how many playlists do you have? like all of them counted",
        "playlist.contents.by_id": "Give me the songs on playlist {playlist_id}, please and thank you",
        "playlist.contents.by_name": "Your latest newsletter mentioned the {playlist} playlist. I never got round to opening it. What songs are on it? Ta.",
        "playlist.count.by_name": "How many tracks has the playlist {playlist}?",
        "genre.list.all": "what genres you are selling? i look for some new music to discover",
        "genre.count.all": "how many genres?",
        "genre.contents.by_name": "Mostly a vinyl guy, but I'm building a digital {genre} collection as well. Show me which tracks you've got in that genre, deep cuts welcome.",
        "genre.count.by_name": "{genre}: how many songs do you have in that genre?",
        "invoice.list.all": "Tell me all the orders I've placed with you, with the date of each. Cheers mate",
        "invoice.count.all": "my friend reckons I order from you way too often. how many orders have I actually placed?",
        "invoice.date.latest": "quick q: date of my last order?",
        "invoice.total.latest": "Have you got a loyalty scheme? Also what did my most recent order come to?",
        "invoice.date.oldest": "When was my first order with you? like the very very first one. so yeah",
        "invoice.total.oldest": "How much was costing my very first order with you?",
        "invoice.date.nth": "give me the date of my second to last order please",
        "invoice.total.most_expensive": "Replying to your sale email. Before I spend any more, which of my orders was the most expensive so far, and how much was it?",
        "invoice.total.least_expensive": "my smallest order ever, which one and how much? ta",
        "invoice.list.in_year": "I need for my accounting the orders I made in {year}, with the dates please.",
        "invoice.total.in_month": "{month} {year} order. what was the total?",
        "invoice.contents.by_id": "Show me what was on invoice {invoice_id}, every track on it.",
        "invoice.date.by_id": "invoice {invoice_id} date?",
        "invoice.total.by_id": "My friend is paying me back for invoice {invoice_id} and says it was less than I told him. What was the total on it?",
        "invoice.contents.latest": "Is there a way to send music as a gift? Never mind that for now. What songs did I get in my most recent order?",
        "invoice.contents.oldest": "As a collector I keep a log of every acquisition, and the early entries are a mess. Which tracks were in my very first order with you? I'd like to fill in the gaps. Cheers.",
        "invoice.total.all": "Tell me how much I've spent with you in total, all orders together. Much obliged.",
        "invoice_line.list.all": "give me the list of all songs I bought from you",
        "invoice_line.count.all": "How many songs I have bought at your shop in total?",
        "invoice_line.price.most_expensive": "um which was the priciest song I ever bought from you, and like, how much did I pay for it",
        "invoice_line.price.least_expensive": "Cheapest track I've ever bought here, and what did it cost?",
        "invoice_line.list.by_name": "{song}: did I already buy that one from you? Don't want a duplicate in the library.",
        "invoice_line.artist_of.all": "Got your email about picks based on my taste. Out of curiosity, which artists have I actually bought music from here?",
        "support_rep.name.own": "who is my support rep? ta",
        "support_rep.contact.own": "Is there a phone number for the shop? Actually, more useful: what's the email of the support rep who looks after my account?",
        "support_rep.name.by_id": "invoice {invoice_id}, who was the support rep on that one?",
        "profile.contact.own": "Quick check, what email and phone do you have for me on file? ta",
        "profile.address.own": "Show me the address on my account please. I moved a while back and want to be sure you have teh right one.",
        "profile.name.own": "which name is my account on?",
        "profile.date.oldest": "First ever purchase date on my account? Collector's habit, I log everything.",
        "profile.date.latest": "So, um, when did I last buy somethign here? like what date",
    },
    "pt": {
        "artist.count.by_name": "{artist}: quantos álbuns vocês têm deles?",
        "artist.tracks.by_name": "Vocês têm cartão-presente? E outra coisa, que é o que eu queria mesmo: quais músicas de {artist} tem na loja?",
        "invoice.contents.by_id": "me mostra o que veio na fatura {invoice_id}, faixa por faixa",
        "invoice.total.by_id": "Pergunta rapida: qual foi o valor total da fatura {invoice_id}?",
        "playlist.contents.by_name": "Recebi a newsletter de vocês falando da playlist {playlist}. Quais músicas ela tem?",
        "playlist.count.by_name": "tipo, quantas musicas tem a playlist {playlist}? so pra saber mesmo",
        "profile.contact.own": "Um amigo disse que vocês mostram o email e o telefone que têm de mim no cadastro, é verdade? Quais são?",
        "support_rep.contact.own": "Quero falar direto com a pessoa que cuida da minha conta. Qual é o email dela? Obrigadão",
        "track.album_of.by_id": "faixa {track_id} é de qual álbum?",
        "track.composer.by_name": "Sou colecionador e anoto os créditos de tudo. Quem é o compositor de {song}? Agradeço desde já.",
    },
    "es": {
        "album.artist_of.by_name": "{album}, ¿de quién es?",
        "artist.count.by_name": "Pregunta rapida: cuantos discos de {artist} tienen?",
        "artist.genre_of.by_name": "Mi amigo dice que {artist} es rock puro, ¿es verdad? ¿En qué género lo tienen ustedes?",
        "genre.count.all": "cuántos géneros hay",
        "invoice.total.by_id": "¿Hacen envíos a Canarias? Bueno, lo importante: ¿de cuánto fue el total de la factura {invoice_id}?",
        "invoice_line.price.least_expensive": "Dime cuál es la canción más barata que os he comprado y cuánto me costó. Gracias",
        "playlist.contents.by_name": "Contesto a vuestro correo de novedades: ¿qué canciones trae la playlist {playlist}?",
        "track.composer.by_id": "Quién es el compositor del pista {track_id}? Yo aprendo español todavía, perdón",
        "track.genre_of.by_name": "eh, pues {song}... ¿de qué género es? o sea, cómo lo tienen clasificado",
        "track.list.by_name": "Como coleccionista busco {song} para completar mi archivo. ¿La venden ustedes? Muchas gracias de antemano.",
    },
    "fr": {
        "album.price.by_name": "{album}. prix de l'album complet ?",
        "artist.genre_of.by_name": "Vous faites des cartes cadeaux ? Et sinon, {artist}, c'est classé dans quel genre chez vous ?",
        "invoice.count.all": "Un ami m'a dit que je commande beaucoup trop chez vous. J'ai passé combien de commandes en tout ?",
        "invoice_line.count.all": "Dites-moi combien de morceaux j'ai achetés chez vous au total, merci bien",
        "playlist.count.all": "vite fait : combien de playlists vous avez ?",
        "playlist.list.all": "Suite à votre newsletter, j'aimerais voir vos playlists. Lesquelles proposez-vous ?",
        "support_rep.name.own": "euh, c'est qui, genre, la personne qui s'occupe de mon compte ? son nom ?",
        "track.album_of.by_name": "{song} se trouve sur quel album ? Je collectionne les albums entiers, jamais les titres à l'unité.",
        "track.duration.by_id": "Combien il dure le piste {track_id} ?",
        "track.genre_of.by_name": "quel genre {song}",
    },
    "de": {
        "artist.albums.by_name": "Zeig mir mal alle Alben von {artist}, die ihr habt.",
        "invoice.contents.latest": "Gibts bei euch Gutscheine? Und was anderes: welche Songs waren in meiner letzten Bestellung?",
        "invoice.total.all": "Kurze Frage: wie viel hab ich bei euch insgesamt ausgegeben?",
        "invoice.total.least_expensive": "Welche war meine billigste Bestellung und was hat sie gekostet? Besten Dank",
        "invoice.total.oldest": "Ich antworte mal auf euren Newsletter: Was hat eigentlich meine allererste Bestellung bei euch gekostet?",
        "invoice_line.artist_of.all": "Von welchen Künstlern habe ich bei Ihnen schon Musik gekauft? Ich sammle seit Jahren und fuehre Buch darüber.",
        "invoice_line.list.by_name": "{song}, hab ich den schon mal bei euch gekauft?",
        "track.duration.by_name": "also ähm, wie lang ist {song} so, also genau meine ich",
        "track.list.by_name": "Mein Kumpel meint, ihr habt {song}. Stimmt das?",
        "track.price.by_name": "Wie viel kostet den Song {song}?",
    },
    "it": {
        "album.count.all": "quanti album avete? veloce",
        "album.count.by_name": "{album}: quante tracce ha?",
        "artist.count.all": "Un mio amico dice che avete pochissimi artisti, è vero? Quanti ne avete in tutto?",
        "invoice.total.oldest": "Fate buoni regalo? E poi, la cosa che mi interessa: quanto avevo speso nel mio primissimo ordine?",
        "invoice_line.list.all": "Mi dai l'elenco di tutte le canzoni che ho comprato da voi? Grazie mille",
        "playlist.count.all": "Rispondo alla vostra newsletter: quante playlist avete in tutto?",
        "profile.address.own": "Mostrami l'indirizzo che avete sul mio account, per favore",
        "support_rep.contact.own": "Vorrei scrivere alla persona che segue il mio account. Qual è la sua email? La ringrazio molto.",
        "track.count.all": "cioè, tipo, quanti brani avete in totale? cosi, per curiosità",
        "track.price.by_id": "Quanto costa il traccia {track_id}?",
    },
    "nl": {
        "album.contents.by_name": "Als verzamelaar wil ik de complete tracklist van {album}. Welke nummers staan erop?",
        "artist.tracks.by_name": "Geef me de nummers van {artist} die jullie hebben, dank je wel",
        "genre.count.all": "snel vraagje: hoeveel genres hebben jullie?",
        "invoice.total.all": "Hebben jullie cadeaubonnen? En wat ik eigenlijk wil weten: hoeveel heb ik in totaal bij jullie uitgegeven?",
        "invoice.total.in_month": "{month} {year}, mijn bestelling van toen. Wat was het totaal?",
        "invoice_line.count.all": "Hoeveel liedjes ik heb gekocht bij jullie in totaal?",
        "playlist.contents.by_id": "Reactie op jullie nieuwsbrief: welke nummers zitten er in playlist {playlist_id}?",
        "profile.name.own": "eh, op welke naam staat mijn account eigenlijk? gewoon even checken",
        "support_rep.name.own": "Een vriend zei dat elke klant een vaste contactpersoon heeft, klopt dat? Hoe heet de mijne?",
        "track.album_of.by_name": "op welk album staat {song}",
    },
    "pl": {
        "album.count.by_name": "Ile utworów ma album {album}? Dzięki",
        "album.duration.by_name": "Jako kolekcjoner pytam: ile trwa cały album {album}, od pierwszego do ostatniego utworu?",
        "genre.count.by_name": "{genre}: ile macie utworów w tym gatunku?",
        "genre.list.all": "Pokażcie mi listę gatunków, które macie",
        "invoice.contents.latest": "Macie karty podarunkowe? A tak naprawdę chodzi mi o to, jakie utwory były w moim ostatnim zamówieniu.",
        "invoice_line.list.by_name": "Kolega mówi, że już kiedyś kupiłem u was {song}. Prawda?",
        "profile.contact.own": "szybkie pytanie: jaki mail i telefon macie na moim koncie",
        "support_rep.name.by_id": "Odpowiadam na waszego maila w sprawie faktury {invoice_id}. Kto z obsługi się nią zajmował?",
        "track.artist_of.by_name": "no wiec, yyy, kto wykonuje {song}? tak z ciekawosci",
        "track.duration.by_id": "Jak długo jest utwór {track_id}?",
    },
    "sv": {
        "album.contents.by_name": "Visa mig låtlistan för {album}, tack",
        "genre.contents.by_name": "Jag samlar på {genre} och vill se vad ni har. Vilka låtar finns i den genren?",
        "genre.count.by_name": "Hur många låtar har ni inom {genre}? snabb fråga",
        "invoice.contents.oldest": "Har ni presentkort? Och en sak till, det viktiga: vilka låtar var med i min allra första beställning?",
        "invoice.total.in_month": "beställningen i {month} {year}, vad gick den på totalt",
        "invoice.total.latest": "Svarar på ert nyhetsbrev. Vad kostade min senaste beställning?",
        "invoice.total.most_expensive": "Min kompis säger att jag en gang lade en förmögenhet hos er. Vilken var min dyraste beställning och hur mycket var den på?",
        "invoice_line.price.most_expensive": "Vilken låt jag har köpt dyrast av er, och vad den kostade?",
        "playlist.list.all": "eh, alltså, vilka spellistor har ni typ?",
        "track.price.by_name": "{song}. pris?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded ("acct no", "is the login", "ID ..,
# mail ..", "Kd.-Nr.", "nº", "n.º", "kundnr"); each of the eight other languages in a
# placement it had in neither fresh17 nor fresh18, English in another pair of placements
# than in fresh18:
# ``fresh19_tacked_on``: the identifiers after the question in the same message; de/it only
#   (no English, so that the split stays near two hundred cases);
# ``fresh19_ids_opening``: the identifiers alone in a first message, then the question;
#   English and pt/nl/pl/sv;
# ``fresh19_ids_when_asked``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; English and es/fr.
# Each of the eight other languages is in one family only.
FRESH19_FAMILIES: dict[str, dict] = {
    "fresh19_tacked_on": {
        "split": "fresh19", "ids": "with", "transform": "none",
        "frames": {
            "de": ["{q}", "Moin! {q}"], "it": ["{q}", "Salve. {q}"],
        },
        "id_lines": {
            "de": ["Kd.-Nr. {id}, E-Mail {email}",
                   "Eingeloggt bin ich mit {email}, Kunde {id}. Gruß, {first}"],
            "it": ["codice {id}, mail {email}",
                   "{email} è la mail con cui entro, cliente {id}. Grazie, {first}"],
        },
    },
    "fresh19_ids_opening": {
        "split": "fresh19", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Hi. {q}", "Right then. {q}"],
            "pt": ["{q}", "E aí! {q}"], "nl": ["{q}", "Goeiemorgen. {q}"],
            "pl": ["{q}", "Dzień dobry. {q}"], "sv": ["{q}", "Hej, en fråga bara. {q}"],
        },
        "id_lines": {
            "en": ["acct no {id} / {email}",
                   "Customer {id} here, {email} is the login.",
                   "hi, {first} speaking. ID {id}, mail {email}",
                   "Account no. {id}, email on file {email}, in case you need them first."],
            "pt": ["Olá! Sou a cliente nº {id}, email {email}",
                   "login {email}, ID {id} ({first})"],
            "nl": ["Hallo, klant {id} hier, ik log in met {email}",
                   "ID {id} / {email}, groet van {first}"],
            "pl": ["Cześć, tu {first}: nr klienta {id}, e-mail {email}",
                   "login to {email}, ID {id}"],
            "sv": ["Hej, det är {first}. Kundnr {id}, e-post {email}",
                   "{email} är inloggningen, ID {id}"],
        },
    },
    "fresh19_ids_when_asked": {
        "split": "fresh19", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Evening all. {q}", "Hey. {q}"],
            "es": ["{q}", "Buenas, una consulta. {q}"], "fr": ["{q}", "Salut. {q}"],
        },
        "id_lines": {
            "en": ["sure, acct no {id} / {email}",
                   "{email} is the login, customer {id}",
                   "ID {id}, mail {email}. ta",
                   "Here you go: number {id}, address {email}. Thanks, {first}"],
            "es": ["claro: n.º de cliente {id}, email {email}",
                   "entro con {email}, ID {id}. Gracias, {first}"],
            "fr": ["oui bien sûr : client n° {id}, mail {email}",
                   "Je me connecte avec {email}, identifiant client {id}. Merci, {first}"],
        },
    },
}  # fmt: skip
