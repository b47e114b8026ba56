"""A seventeenth set of wordings and families for ``eval.generate`` (``--split fresh15``).

Why: ``fresh14`` (``eval.phrasings_fresh14``) has been run and counted as read, so from there
on it is a development number and no longer measures unseen phrasing alone. These were
written before any run on them, and without reading what the rules recognise, as ordinary
customers type into a shop's chat box, in voices the earlier splits used little, each cell in
one of them: someone writing from the office computer in a formal register ("Please could
you advise ...", "Sending this from my work computer on my lunch break", a reimbursement
claim, an internal presentation, an audit of where an old address is still listed); speech
to text from a voice assistant, one run-on line with no punctuation at all and no digits
outside the names; someone quoting an earlier answer back ("you said earlier ... but then
the chat closed", "you said earlier there's a name on each one"); a question tucked inside a
complaint (a search that finds nothing, album pages without the band's name, a genre page
that scrolls forever, a basket page that crashes, an email nobody answered, going round in
circles); a birthday or a present (a voucher from an aunt, a grandson, a dad who loves a
genre, a brother's present, a wife choosing a gift card); someone comparing with a streaming
service (a cancelled subscription, an app that lost the artist, moods instead of genres, a
library that lost a song); a student (media studies coursework, a class presentation, stats
homework, a school report on songwriters); an older customer who signs the message with a
first name (on catalog questions only, which carry no identifiers) or writes about a faded
paper invoice; a two-line message with a line break; openers "Quick q:", "Random but",
"Not urgent:", "No rush, but", "Moment of truth:"; "u guys"; someone at an airport gate and
someone writing questions for a quiz night; no emoji.
Sentence shapes: the question after a complaint, the question after a quoted earlier answer,
a run-on without punctuation, two short lines, a tag opener and then the question, a signed
note with a sign-off, the formal "Please could you ..." and "Could you confirm ...", the
reason after the question; no digits anywhere outside the slots (none in count questions).
In the other languages plain everyday standard language as typed on a phone, formal and
informal mixed, some accents left out ("sao", "genero", "preco", "demenage", "compose",
"piu", "kupilem", "forsta"), with the same everyday reasons (a gift voucher, a school or
university assignment, a streaming app, a new phone, the office, a card statement),
European and Brazilian Portuguese, Spain's and Latin American Spanish side by side, no
regional showcases; titles never quoted.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh14``, counting
each earlier fresh split that asked it and its own ``dev``/``heldout`` wording as once each
(76 of the 80 chosen had been counted twice, the least any language had left; four three
times, where covering every cell needed them), then those it asked longest ago (none asked by
that language after ``fresh10``), none it asked in ``fresh14``, chosen (as a minimum-cost
flow over those two keys) so that the eight together ask every one of the 55 non-date cells,
none more than twice; no date or date-list cells outside English (the scorer reads English
dates only). Keep them apart as with the earlier fresh splits: read their failures only at
the end of a round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH15_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "Cancelled my streaming subscription last month and I'd rather own my music now. What albums by {artist} have you got?",
        "artist.count.by_name": "Doing media studies coursework on {artist}. How many of their albums does your store carry?",
        "artist.tracks.by_name": "hey can you tell me what songs you have by {artist} i want to play some in the car later",
        "artist.genre_of.by_name": "you said earlier you'd check what genre {artist} comes under but then the chat closed on me. what is it?",
        "artist.count.all": "Random but how many artists are on this store altogether?",
        "album.count.all": "Sending this from my work computer on my lunch break, so apologies for the brevity: how many albums do you stock in total?",
        "album.contents.by_name": "Good morning. My grandson mentioned {album} and I should like to know which songs are on it before I buy it for him. Thank you, Margaret",
        "album.artist_of.by_name": "Your album pages don't show the band name anywhere, which is really annoying. Who actually made {album}?",
        "album.count.by_name": "Looking at {album} right now.\nHow many songs are on it altogether?",
        "album.price.by_name": "Got a birthday voucher from my aunt and I'm thinking of spending it on {album}. What does the full album cost?",
        "album.duration.by_name": "Sat at the gate with a delayed flight. How long does {album} run for, start to finish?",
        "track.list.by_name": "Not urgent: is {song} something you sell? Heard it at a friend's place.",
        "track.artist_of.by_name": "My streaming service lost the artist info on {song} after an update. Who's it by?",
        "track.album_of.by_name": "Good afternoon, could you kindly tell me which album the song {song} comes from? Many thanks, Geoffrey",
        "track.genre_of.by_name": "For a class presentation on music styles I need the genre of {song} as you have it listed. What is it?",
        "track.price.by_name": "Quick q: how much for {song}?",
        "track.duration.by_name": "how long does {song} go on for im timing a dance routine for my daughter",
        "track.composer.by_name": "you said earlier the composer of {song} wasn't showing, but my friend says it's listed somewhere. who wrote it?",
        "track.duration.by_id": "Please could you advise the running time of track {track_id}? I need it for an internal presentation.",
        "track.price.by_id": "The basket page has crashed twice now, so before I try again: what's the price of track {track_id}?",
        "track.composer.by_id": "Doing a report on songwriters for school. Who is credited as the composer of track {track_id}?",
        "track.album_of.by_id": "u guys have track {track_id} in my wishlist but no album name next to it. which album is it from?",
        "track.count.all": "Writing the questions for our cricket club quiz night. How many songs are in your whole catalogue?",
        "playlist.list.all": "Having a birthday party for my son on saturday. What playlists have you got ready made?",
        "playlist.count.all": "how many playlists have you got on the site altogether",
        "playlist.contents.by_id": "you said earlier playlist {playlist_id} was a good one for a dinner party. what songs are actually on it?",
        "playlist.contents.by_name": "I have been told the {playlist} playlist is pleasant for a quiet afternoon at home. Which songs are on it, please? Kind wishes, Dennis",
        "playlist.count.by_name": "thinking of the {playlist} playlist for my run\nhow many songs are on it?",
        "genre.list.all": "My streaming app only sorts things by mood, which drives me mad. What genres does your shop use?",
        "genre.count.all": "For my stats homework I picked your shop as the data. How many genres are there?",
        "genre.contents.by_name": "My dad loves {genre} and his birthday is coming up. Which {genre} songs could I get him?",
        "genre.count.by_name": "Your {genre} page just keeps scrolling and never ends, it's exhausting. How many songs are actually in that genre?",
        "invoice.list.all": "I'm tidying my records before the end of the tax year. Please could you list each of my orders with the date it was placed?",
        "invoice.count.all": "I'm not very good with computers. Could you tell me how many orders I have made with your shop over the years?",
        "invoice.date.latest": "Still no sign of my download and nobody has replied to my email. On what date was my last order placed?",
        "invoice.total.latest": "Random but what did my most recent order cost? trying to match it up with my banking app",
        "invoice.date.oldest": "How long have I been a customer here? What date was my first ever order with you?",
        "invoice.total.oldest": "you said earlier you could look up old orders. so what did my very first one come to?",
        "invoice.date.nth": "not my latest order\nthe one just before it - what date was that?",
        "invoice.total.most_expensive": "whats the most i've ever spent with u guys on a single order?",
        "invoice.total.least_expensive": "what was the cheapest order i ever made with you and how much was it",
        "invoice.list.in_year": "Could you please send me a list of the orders I placed in {year}, with their dates? I need them for a reimbursement claim at work.",
        "invoice.total.in_month": "There's a charge on my card from {month} {year} that I don't remember making. What was the total of my order that month?",
        "invoice.contents.by_id": "Invoice {invoice_id} was meant to be a birthday present for my brother. Which songs did I buy on it?",
        "invoice.date.by_id": "No rush, but what's the date on invoice {invoice_id}?",
        "invoice.total.by_id": "Good evening. I have a paper copy of invoice {invoice_id} but the total has faded. How much was it, please?",
        "invoice.contents.latest": "Moved my music off a streaming service and the latest batch from you isn't showing. Which songs were in my last order?",
        "invoice.contents.oldest": "what were the songs in the first order i ever placed with you",
        "invoice.total.all": "Moment of truth: what's the grand total I've spent with you across all my orders?",
        "invoice_line.list.all": "Got a new laptop and need to download everything again. Could you list every song I've ever bought from you?",
        "invoice_line.count.all": "How many songs have I bought from you altogether? Probably more than I'd like to admit.",
        "invoice_line.price.most_expensive": "which song did i pay u guys the most for, and how much was it?",
        "invoice_line.price.least_expensive": "Please could you tell me which single track I have paid the least for, and the price paid?",
        "invoice_line.list.by_name": "Can you see whether {song} is among the songs I've bought from you? It vanished from my library.",
        "invoice_line.artist_of.all": "My wife wants to get me a gift card for my birthday, but I'd rather she knew what I like. Which artists have I bought from here?",
        "support_rep.name.own": "Could you tell me the name of the staff member assigned to my account, please? I'd like to address my letter correctly.",
        "support_rep.contact.own": "I've been going round in circles for twenty minutes. What is the email address of the person who looks after my account?",
        "support_rep.name.by_id": "invoice {invoice_id} - who was the employee who dealt with it? you said earlier there's a name on each one",
        "profile.contact.own": "Not urgent, just checking: which email and phone number are on my account?",
        "profile.address.own": "Doing an audit of where my old address is still listed. What address do you have on file for me?",
        "profile.name.own": "can you tell me what name my account is under i think my ex set it up",
        "profile.date.oldest": "I believe I have been buying from you for a long time. When was my very first purchase?",
        "profile.date.latest": "random but when was the last time I actually bought something from you?",
    },
    "pt": {
        "album.contents.by_name": "Quais sao as faixas do {album}? Vi num anuncio e fiquei curiosa",
        "album.count.all": "Quantos álbuns vocês têm à venda hoje em dia?",
        "album.duration.by_name": "Quanto tempo dura o {album} inteiro? Quero ouvir no trajeto para o trabalho",
        "album.price.by_name": "Ganhei um vale-presente de aniversario. Quanto sai o album {album} completo?",
        "invoice.total.latest": "Qual foi o valor da minha última compra? Estou a conferir o extrato do cartão",
        "invoice.total.least_expensive": "Qual foi a minha encomenda mais barata até hoje, e de quanto foi?",
        "invoice_line.artist_of.all": "De que artistas eu ja comprei musica aqui? É pra um trabalho da faculdade",
        "track.duration.by_id": "Quanto dura a faixa {track_id}? Preciso do tempo certinho",
        "track.genre_of.by_name": "{song} é de que genero? No meu app de streaming aparece outra coisa",
        "track.price.by_id": "Qual o preco da faixa {track_id}, por favor?",
    },
    "es": {
        "artist.count.all": "¿Cuántos artistas tienen en total en la tienda? Es para un trabajo de clase",
        "genre.contents.by_name": "Mi padre cumple años y le encanta el {genre}. ¿Qué canciones de ese género tienen?",
        "invoice.contents.oldest": "¿Qué canciones venían en mi primer pedido con ustedes?",
        "invoice.count.all": "Cuantos pedidos he hecho con ustedes desde que tengo la cuenta?",
        "invoice.total.in_month": "Me aparece un cargo de {month} de {year} que no reconozco. ¿De cuánto fue mi pedido de ese mes?",
        "playlist.list.all": "¿Qué listas de reproducción tienen? Busco algo para poner en la oficina",
        "support_rep.contact.own": "¿Me pasan el correo de la persona que lleva mi cuenta? Prefiero escribirle directamente",
        "track.album_of.by_id": "La pista {track_id} de qué álbum es?",
        "track.album_of.by_name": "¿En qué disco sale {song}? En mi app de streaming no lo dice",
        "track.composer.by_name": "¿Quién es el autor de {song}? Lo necesito para un trabajo de música",
    },
    "fr": {
        "album.artist_of.by_name": "L'album {album}, c'est de qui ? Je l'ai entendu à la radio au boulot",
        "artist.albums.by_name": "Vous avez quels albums de {artist} ? C'est pour l'anniversaire de ma mère",
        "artist.tracks.by_name": "Quels morceaux de {artist} est-ce que vous vendez ? J'ai résilié mon abonnement de streaming",
        "invoice.total.least_expensive": "Quelle a été ma commande la moins chère, et pour quel montant ?",
        "invoice.total.most_expensive": "C'était combien, ma plus grosse commande chez vous ?",
        "playlist.count.by_name": "Combien de titres dans la playlist {playlist} ? je la mets pour un diner samedi",
        "profile.address.own": "Quelle adresse avez-vous pour moi sur mon compte ? J'ai demenage l'an dernier",
        "track.composer.by_id": "Qui a compose le morceau {track_id} ? c'est pour un expose a la fac",
        "track.duration.by_name": "Elle dure combien de temps, {song} ?",
        "track.list.by_name": "Est-ce que vous avez {song} en vente ? Je le cherche depuis longtemps",
    },
    "de": {
        "album.count.by_name": "Wie viele Titel sind auf {album} drauf?",
        "genre.count.all": "Wie viele verschiedene Genres gibt es bei euch eigentlich?",
        "invoice.contents.by_id": "Was für Songs waren in Rechnung {invoice_id}? Hab sie auf dem neuen Handy nicht mehr",
        "invoice.total.by_id": "Über welchen Betrag lief die Rechnung {invoice_id}? Brauche das für die Steuer",
        "invoice_line.list.all": "Können Sie mir bitte alle Titel auflisten, die ich bei Ihnen gekauft habe?",
        "invoice_line.price.least_expensive": "Welcher Song war bei meinen Käufen der billigste und was hat er gekostet?",
        "invoice_line.price.most_expensive": "Was war der teuerste Titel, den ich je bei euch gekauft hab, und wie viel hab ich dafür bezahlt?",
        "playlist.contents.by_id": "Welche Lieder sind in der Playlist {playlist_id}? Suche was fürs Büro",
        "profile.name.own": "Auf welchen Namen ist mein Konto angelegt? Hab nach der Hochzeit den Namen gewechselt",
        "track.genre_of.by_name": "Unter welchem Genre habt ihr {song}? Bei meinem Streamingdienst steht was anderes",
    },
    "it": {
        "album.duration.by_name": "Quanto dura in tutto l'album {album}? Lo volevo ascoltare in treno",
        "artist.count.by_name": "Quanti album di {artist} avete in catalogo?",
        "genre.count.by_name": "Quanti brani {genre} avete? e per una ricerca per la scuola",
        "invoice.contents.latest": "Che canzoni c'erano nel mio ultimo ordine? Non le trovo piu nel telefono",
        "invoice.total.most_expensive": "Qual e stato il mio ordine piu caro da voi, e quanto ho pagato?",
        "playlist.list.all": "Che playlist avete? Cerco qualcosa per la festa di compleanno di mio figlio",
        "profile.contact.own": "Che email e numero di telefono risultano sul mio account?",
        "profile.name.own": "A che nome è intestato il mio account?",
        "track.composer.by_name": "Chi ha scritto {song}? Me lo chiede mia figlia per un compito",
        "track.price.by_name": "Quanto viene {song} da voi?",
    },
    "nl": {
        "album.count.by_name": "Hoeveel nummers staan er op {album}?",
        "album.price.by_name": "Wat kost {album} als ik het hele album koop? Heb nog een cadeaubon liggen",
        "artist.count.by_name": "Hoeveel albums van {artist} verkopen jullie?",
        "genre.list.all": "Welke genres hebben jullie allemaal? Ben mijn streamingdienst een beetje zat",
        "invoice_line.artist_of.all": "Van welke artiesten heb ik bij jullie muziek gekocht?",
        "profile.address.own": "Welk adres staat er bij jullie in mijn account? Even controleren",
        "support_rep.name.by_id": "Wie van jullie heeft factuur {invoice_id} afgehandeld?",
        "track.artist_of.by_name": "Van wie is {song} eigenlijk? Hoorde het op de radio op mijn werk",
        "track.composer.by_id": "Wie heeft nummer {track_id} geschreven? Is voor een werkstuk",
        "track.duration.by_id": "Hoe lang duurt track {track_id}?",
    },
    "pl": {
        "album.count.all": "Ile albumów macie w sklepie w sumie?",
        "artist.genre_of.by_name": "Jaki gatunek gra {artist}? Chce znalezc cos podobnego",
        "genre.contents.by_name": "Jakie utwory z gatunku {genre} mozecie polecic? Tata ma urodziny",
        "invoice.total.in_month": "Ile wyniosło moje zamówienie z {month} {year}? Nie pamiętam tej płatności",
        "invoice_line.count.all": "Ile piosenek kupilem u was od poczatku?",
        "invoice_line.list.all": "Możecie wypisać wszystkie utwory, które u was kupiłam? Zmieniam laptopa",
        "invoice_line.price.most_expensive": "Jaki był najdroższy utwór, jaki u was kupiłem, i ile kosztował?",
        "playlist.contents.by_name": "Co jest na playliscie {playlist}? Chce puscic w pracy",
        "playlist.count.all": "Ile jest playlist w waszym sklepie?",
        "support_rep.name.own": "Jak się nazywa osoba, która opiekuje się moim kontem?",
    },
    "sv": {
        "genre.list.all": "Vilka genrer har ni? Har tröttnat på min streamingtjänst",
        "invoice.contents.by_id": "Vilka låtar ingick i faktura {invoice_id}?",
        "invoice.total.all": "Hur mycket har jag handlat för hos er totalt sett?",
        "invoice.total.by_id": "Vad gick faktura {invoice_id} på? Behöver det till jobbet",
        "invoice.total.oldest": "Vad kostade min allra forsta bestallning hos er?",
        "invoice_line.list.by_name": "Har jag någon gång köpt {song} av er? Hittar den inte i mobilen",
        "invoice_line.price.least_expensive": "Vilken låt var billigast av dem jag har köpt, och vad kostade den?",
        "support_rep.name.by_id": "Vem hos er skötte faktura {invoice_id}? Vill tacka personen",
        "track.count.all": "Hur många låtar finns det i er butik sammanlagt? Det är till ett skolarbete",
        "track.price.by_id": "Vad kostar spår {track_id}?",
    },
}  # fmt: skip

# Three families, all new in how the identifiers are worded ("account number", "customer
# ref", "registered email", "the email I signed up with", a signature with the first name);
# English in the placement it did not have in fresh14 (a reply) and in the same message,
# every other language in another placement than in fresh13 and fresh14:
# ``fresh15_when_asked``: the question alone, then the identifiers in a second message as the
#   reply to the request for them: "Sure, my account number is N and the email I signed up
#   with is x.", "customer ref N, registered email x", "Of course. Name, account N, and it's
#   x for the email.", "ah sorry - x is my login, and the number is N"; "Claro! Número da
#   conta N, email de cadastro x" and "Ah sim, é Name, conta N, x"; "Bien sûr : compte n° N,
#   adresse mail x" and "Oups, j'ai oublie ! Name, client N, x"; "Javisst, kontonummer N och
#   mejlen är x" and "Förlåt, glömde det: Name, kund N, x"; English and pt/fr/sv;
# ``fresh15_signed_off``: the identifiers in the same message, after the question, some as a
#   signature: "Account number N, registered email x.", "(customer ref N / x)", "Kind
#   regards, Name - acct N, x", "My details: account N, signed up with x."; "Mi número de
#   cuenta es el N y el correo con el que me registré, x." and "Saludos, Name (cliente N,
#   x)"; "Numero cliente N, mail di registrazione x. Grazie!" and "Cordiali saluti, Name -
#   account N, x"; English and es/it;
# ``fresh15_who_first``: a first message that says who is writing, then the question in the
#   next: "Hallo zusammen, Name hier. Kundennummer N, registriert mit x." and "Guten Abend,
#   mein Konto: N, E-Mail-Adresse x."; "Hoi, ik ben Name, accountnummer N, mijn e-mail is x."
#   and "Goedenavond, klant N hier (x)."; "Dzień dobry, Name z tej strony, nr konta N, mail
#   x." and "Hej, moje konto to N, mail x."; de/nl/pl only (no English, so that the split
#   stays near 200 cases).
# Each of the eight other languages is in one family only.
FRESH15_FAMILIES: dict[str, dict] = {
    "fresh15_when_asked": {
        "split": "fresh15", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Evening! Hope this is the right place. {q}", "Hiya. {q}"],
            "pt": ["{q}", "Boa noite, {q}"], "fr": ["{q}", "Bonsoir, {q}"],
            "sv": ["{q}", "Hej hej! {q}"],
        },
        "id_lines": {
            "en": ["Sure, my account number is {id} and the email I signed up with is {email}.",
                   "customer ref {id}, registered email {email}",
                   "Of course. {first}, account {id}, and it's {email} for the email.",
                   "ah sorry - {email} is my login, and the number is {id}"],
            "pt": ["Claro! Número da conta {id}, email de cadastro {email}",
                   "Ah sim, é {first}, conta {id}, {email}"],
            "fr": ["Bien sûr : compte n° {id}, adresse mail {email}",
                   "Oups, j'ai oublie ! {first}, client {id}, {email}"],
            "sv": ["Javisst, kontonummer {id} och mejlen är {email}",
                   "Förlåt, glömde det: {first}, kund {id}, {email}"],
        },
    },
    "fresh15_signed_off": {
        "split": "fresh15", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Hello! {q}", "Hi, one question. {q}"],
            "es": ["{q}", "Buenas, {q}"], "it": ["{q}", "Buonasera, {q}"],
        },
        "id_lines": {
            "en": ["Account number {id}, registered email {email}.",
                   "(customer ref {id} / {email})",
                   "Kind regards, {first} - acct {id}, {email}",
                   "My details: account {id}, signed up with {email}."],
            "es": ["Mi número de cuenta es el {id} y el correo con el que me registré, {email}.",
                   "Saludos, {first} (cliente {id}, {email})"],
            "it": ["Numero cliente {id}, mail di registrazione {email}. Grazie!",
                   "Cordiali saluti, {first} - account {id}, {email}"],
        },
    },
    "fresh15_who_first": {
        "split": "fresh15", "ids": "before", "transform": "none",
        "frames": {
            "de": ["{q}", "Folgende Frage: {q}"], "nl": ["{q}", "Mijn vraag: {q}"],
            "pl": ["{q}", "Pytanie: {q}"],
        },
        "id_lines": {
            "de": ["Hallo zusammen, {first} hier. Kundennummer {id}, registriert mit {email}.",
                   "Guten Abend, mein Konto: {id}, E-Mail-Adresse {email}."],
            "nl": ["Hoi, ik ben {first}, accountnummer {id}, mijn e-mail is {email}.",
                   "Goedenavond, klant {id} hier ({email})."],
            "pl": ["Dzień dobry, {first} z tej strony, nr konta {id}, mail {email}.",
                   "Hej, moje konto to {id}, mail {email}."],
        },
    },
}  # fmt: skip
