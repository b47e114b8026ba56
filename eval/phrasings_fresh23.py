"""A twenty-fifth set of wordings and families for ``eval.generate`` (``--split fresh23``).

Why: ``fresh22`` (``eval.phrasings_fresh22``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise, as ordinary customers type
into a shop's chat box, in voices the earlier splits used little, each cell in one or two of
them: a teenager writing all in lower case with no punctuation and a little slang ("tho",
"kinda", "no joke", "you guys"); a precise, pedantic customer who says exactly what they do
and do not mean ("songs, not orders", "the writer, not the performer", "the oldest, not the
latest"); someone living abroad and homesick (a bank abroad, a foreign phone number, a new
currency, the radio over there); someone laid up at home recovering (a broken ankle, a knee
or hip operation, a leg in plaster, painkillers); someone rebuilding a collection they lost
(a flooded basement, a burglary, a car stolen with the CDs in it, an ex who kept the CDs,
the insurance paying out); someone choosing music for a funeral or a memorial (a grandad,
an aunt, an uncle, a father); someone learning a language through songs; a pet owner (a
dog that settles for one album, a parrot that whistles along, a cat left alone all day,
horses calmed in a stable, rabbits, a dog afraid of storms or fireworks, heelwork to
music); clipped ticket-style notes ("Query:", "Ref:", "Item:", "Request:"); lengths from
six words to three sentences. No quoted titles; no digits anywhere outside the slots (none
in count questions); none of fresh17's stories, running, gaming or road trips, corrections
mid-message, capitals, emoji, chat abbreviations or English mixed into the other languages,
none of fresh18's formal elders, parents, DJs, wedding planners, teachers, streaming
comparisons, errands for someone else or hedged forms, none of fresh19's two questions in
one message, newsletter replies, collectors, non-native slips, quoted friends or filler
words, none of fresh20's small businesses, returning customers, record shops, grumbling,
dictation or coming parties, none of fresh21's night shifts, fitness classes, tight budgets,
first computers, apologies, half memories, group music or beliefs checked after, and none of
fresh22's retirees, anniversaries, lorry drivers, musicians, commuters, purchasing clerks,
gushing fans, spelling by ear, negative questions or crafts.
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices, each with its own teenagers' words (pt "mano",
"ya"; es "tío"; fr "kiffer", "trop"; de "Digga"; it "raga"; nl "mega"; sv "typ", "asså"; pl
"serio", "ogarniać") and its own words for the occasions (a "missa de sétimo dia", a
"dégât des eaux", a "Trauerfeier", a "Hochwasser", a "powódź", a "minnesstund"); European
and Brazilian Portuguese side by side.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks the cells it had been asked with least in ``fresh`` .. ``fresh22``, counting
each earlier fresh split that asked it, and its own ``dev``/``heldout`` pair and follow-up
pair, as once each (78 of the 80 chosen had been counted four times, as many as the cap of
two languages per cell allowed, the other two three times, the least es and it had left),
then none it asked in ``fresh20``, ``fresh21`` or ``fresh22`` and those it asked longest ago
(none asked by that language after ``fresh18``; 39 of them not after ``fresh17``), chosen
(as a minimum-cost flow over those keys) so that the eight together ask every one of the 55
non-date cells, none more than twice; no date or date-list cells outside English
(``invoice.date.*``, ``profile.date.*``, ``invoice.list.all``, ``invoice.list.in_year``: the
scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH23_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "The basement flooded in the spring and every {artist} CD I owned was ruined. Which of their albums can I get from you to replace them?",
        "artist.count.by_name": "To be precise about it: how many albums by {artist} does the shop stock? Albums, not individual tracks.",
        "artist.tracks.by_name": "been playing {artist} nonstop this week no joke which of their songs do you have",
        "artist.genre_of.by_name": "Out here in Dubai nobody has heard of {artist} and I'm trying to describe them to my colleagues. What genre do you file them under?",
        "artist.count.all": "Broke my ankle and I'm stuck on the sofa for weeks, so I'm browsing. How many artists does the shop have in total?",
        "album.count.all": "Query: total number of albums in the catalogue.",
        "album.contents.by_name": "We're choosing the music for my grandad's funeral and he played {album} constantly. Could you tell me which songs are on it, so we can pick one for the service?",
        "album.artist_of.by_name": "who even made {album} my dad keeps putting it on in the car and its kinda good",
        "album.count.by_name": "My dog settles down for exactly one album before he starts whining at the door. How many tracks are on {album}?",
        "album.price.by_name": "Someone stole my car with the CD wallet still in the glovebox, {album} included. What would the full album cost to buy again from you?",
        "album.duration.by_name": "Home from hospital after a knee operation with nothing to do but listen. What is the total running time of {album}?",
        "track.list.by_name": "Homesick tonight and {song} has been in my head since dinner. Is it something you sell?",
        "track.artist_of.by_name": "I'm improving my Spanish by singing along to songs, and {song} came up on a list of good ones for learners. Who is the artist?",
        "track.album_of.by_name": "My ex kept all the CDs when we split, including the one with {song} on it. Which album was that song on?",
        "track.genre_of.by_name": "Under which genre is {song} categorised in your catalogue? Just the genre name is enough, not the album or the artist.",
        "track.price.by_name": "how much is {song} tho like just the one song not the whole album",
        "track.duration.by_name": "My parrot whistles along to {song} and goes quiet the moment it ends. How long is it, out of curiosity?",
        "track.composer.by_name": "The order of service for my aunt's memorial has to credit the writer of {song}. Who composed it?",
        "track.duration.by_id": "Item: track {track_id}. Need: its running time.",
        "track.price.by_id": "Laid up after surgery and treating myself a bit. How much would track {track_id} cost me?",
        "track.composer.by_id": "Who is credited as composer of track {track_id}? I mean the songwriter, not the performer.",
        "track.album_of.by_id": "Living abroad, I'm putting together the songs I grew up with back home. Track {track_id} is on which album?",
        "track.count.all": "how many songs do you guys even have altogether",
        "playlist.list.all": "Looking for something calm to leave on for the cat while I'm at work all day. What playlists do you have?",
        "playlist.count.all": "How many playlists exist in the store, counting every one of them, not only the featured ones?",
        "playlist.contents.by_id": "Stuck in bed with my leg up and a friend suggested playlist {playlist_id} to pass the time. Which tracks are on it?",
        "playlist.contents.by_name": "We'd like something gentle for the wake after the funeral. What songs are on the {playlist} playlist?",
        "playlist.count.by_name": "my cousin put me onto {playlist} the playlist i mean how many songs are on it",
        "genre.list.all": "I'm learning German and want to hear it sung in every style I can find. Which genres does your shop offer?",
        "genre.count.all": "Over here the radio only ever plays local pop, so I'm looking further afield. How many genres does your shop cover?",
        "genre.contents.by_name": "Most of my {genre} went with the ex when she moved out. Which songs in that genre can I buy from you?",
        "genre.count.by_name": "The horses on our yard are at their calmest with {genre} playing in the stables. How many tracks in that genre do you have?",
        "invoice.list.all": "Request: every order on my account, each with its date.",
        "invoice.count.all": "honestly no clue how many orders ive placed with you guys whats the number",
        "invoice.date.latest": "Been on painkillers all week and my memory is foggy. On what date did I place my most recent order?",
        "invoice.total.latest": "My bank over here charged a conversion fee on my last order with you. What was that order's total?",
        "invoice.date.oldest": "I need the date of my oldest order, the very first one on this account, not the most recent.",
        "invoice.total.oldest": "My first order with you was the start of rebuilding my music after the flood. How much did that first order cost?",
        "invoice.date.nth": "Query: the date of my second most recent order, i.e. the one just before the latest.",
        "invoice.total.most_expensive": "I think the music for dad's funeral was the biggest order I've ever placed. Which of my orders cost the most, and what was its total?",
        "invoice.total.least_expensive": "which one of my orders came out cheapest and whats the total on it",
        "invoice.list.in_year": "{year} was the year I moved abroad and I'd like to see what I bought back then. Could you list my orders from {year} with their dates?",
        "invoice.total.in_month": "There is a charge from you on my statement in {month} {year}. Please state the total of the order placed in that month, not the running balance.",
        "invoice.contents.by_id": "Invoice {invoice_id} was the music for my dog's heelwork-to-music routine, I believe. Which songs were on it?",
        "invoice.date.by_id": "Filling the hours while my hip heals. What date was invoice {invoice_id} issued?",
        "invoice.total.by_id": "Ref: invoice {invoice_id}. Total amount, please.",
        "invoice.contents.latest": "My latest order was songs for practising my French, but I forget which ones. What songs were in it?",
        "invoice.contents.oldest": "Before the burglary I'd bought a few things from you, starting with my first order. Which songs were in that first order?",
        "invoice.total.all": "Converting everything into my new currency for the household budget. How much have I spent with you overall, all orders combined?",
        "invoice_line.list.all": "Now that the insurance has paid out, I'm making a list of what I already own. Can you list every song I've purchased from you?",
        "invoice_line.count.all": "What is the count of individual songs purchased on my account across all orders? Songs, not orders.",
        "invoice_line.price.most_expensive": "whats the most ive ever paid for one song on here and which song was it",
        "invoice_line.price.least_expensive": "The dog only howls at the cheap stuff, I swear. Which was the cheapest single song I bought from you, and what did it cost?",
        "invoice_line.list.by_name": "My uncle asked for {song} at his funeral and I'm fairly sure I bought it years ago. Have I already bought it from you?",
        "invoice_line.artist_of.all": "Bored senseless in plaster, so I'm looking back over my listening. Which artists have I bought music from?",
        "support_rep.name.own": "Is there a named person who handles my account? I'd like to know who I'm dealing with from this side of the world.",
        "support_rep.contact.own": "Please give me the email address of the support representative assigned to my account, the person's own address rather than a general one.",
        "support_rep.name.by_id": "Ref: invoice {invoice_id}. Question: which support rep handled it?",
        "profile.contact.own": "I've got a foreign number now and may need to change my email too. Which email and phone number do you have on my account?",
        "profile.address.own": "After the flood we moved in with my sister for a while. What address is on my account at the moment?",
        "profile.name.own": "what name is actually on this account",
        "profile.date.oldest": "I first bought from you the week we brought the puppy home. What was the date of my very first purchase?",
        "profile.date.latest": "When did I last buy something from you? The exact date, please, my head's been all over the place since the operation.",
    },
    "pt": {
        "album.artist_of.by_name": "mano quem gravou {album} ta tocando em todo lugar la na escola",
        "artist.genre_of.by_name": "Vivo em Londres há uns anos e tenho saudades de casa. Em que género é que têm {artist} aí na loja?",
        "genre.contents.by_name": "A enchente levou todos os meus CDs de {genre}. Quais músicas desse gênero vocês têm pra eu recomeçar a coleção?",
        "genre.list.all": "Parti a perna e estou de baixa em casa umas semanas. Que géneros musicais é que têm?",
        "invoice.contents.latest": "Comprei umas músicas pra acalmar meu cachorro durante os fogos, foi no último pedido. Quais músicas vieram nele?",
        "invoice_line.list.all": "Preciso da lista completa das músicas que comprei na vossa loja, faixa a faixa, e não apenas das encomendas.",
        "track.album_of.by_name": "Vamos tocar {song} na missa de sétimo dia da minha avó. De qual álbum é essa música?",
        "track.duration.by_name": "Assunto: {song}. Pedido: duração da faixa.",
        "track.list.by_name": "Tô aprendendo inglês com música e me indicaram {song}. Vocês vendem?",
        "track.price.by_name": "ya quanto é que custa o {song} so essa musica",
    },
    "es": {
        "artist.albums.by_name": "Me robaron el coche con todos los discos de {artist} dentro. ¿Qué álbumes suyos tenéis para reponerlos?",
        "invoice.total.all": "Vivo en Berlín y estoy pasando todos mis gastos a una planilla. ¿Cuánto llevo gastado con ustedes sumando todos los pedidos?",
        "invoice.total.latest": "cuanto me costo el ultimo pedido tio que no me acuerdo",
        "invoice.total.oldest": "Estoy de baja por una operación de rodilla y me ha dado por repasar mis cosas. ¿Cuánto costó mi primer pedido?",
        "invoice_line.count.all": "¿Cuántas canciones he comprado en total en mi cuenta? Canciones sueltas, no pedidos.",
        "playlist.count.by_name": "A mi perrita le encanta la lista {playlist}, se duerme enseguida. ¿Cuántas canciones trae?",
        "profile.contact.own": "Me mudé a Canadá y cambié de número. ¿Qué correo y qué teléfono tienen registrados en mi cuenta?",
        "profile.name.own": "Consulta: titular de la cuenta. ¿A nombre de quién figura?",
        "track.count.all": "Estoy aprendiendo inglés con canciones y quiero tener de dónde elegir. ¿Cuántas canciones tienen en total?",
        "track.duration.by_name": "Para el funeral de mi abuelo queremos poner {song} al final. ¿Cuánto dura?",
    },
    "fr": {
        "album.contents.by_name": "ya quoi comme sons sur {album} je kiffe trop",
        "invoice.contents.oldest": "Après un dégât des eaux, je reconstitue ma discothèque. Quels morceaux y avait-il dans ma toute première commande ?",
        "invoice.total.by_id": "Concerne : facture {invoice_id}. Demande : le montant total.",
        "invoice_line.artist_of.all": "Je suis cloué au lit avec une jambe dans le plâtre. De quels artistes ai-je acheté de la musique chez vous ?",
        "invoice_line.list.by_name": "Pour les obsèques de mon oncle, la famille voudrait {song}. Est-ce que je l'ai déjà achetée chez vous ?",
        "invoice_line.price.most_expensive": "Quel est le morceau le plus cher que j'ai acheté chez vous, à l'unité, et combien l'ai-je payé ? Je parle d'un titre, pas d'une commande.",
        "playlist.contents.by_name": "Mon chat se calme tout de suite quand je mets la playlist {playlist}. Il y a quels morceaux dedans ?",
        "track.artist_of.by_name": "Expatriée à Montréal, j'ai entendu {song} au dépanneur et ça m'a rappelé la maison. C'est de qui ?",
        "track.composer.by_name": "J'apprends l'anglais avec les paroles de chansons et {song} m'aide beaucoup. Qui l'a écrite ?",
        "track.price.by_id": "c'est combien le son {track_id} chez vous",
    },
    "de": {
        "album.count.all": "digga sag mal wie viele alben ihr am start habt",
        "album.price.by_name": "Beim Hochwasser ist unser Keller vollgelaufen und {album} war hinüber. Was kostet das komplette Album bei euch?",
        "artist.tracks.by_name": "Ich lebe seit Jahren in Kanada und hab Heimweh nach der Musik von zu Hause. Welche Songs von {artist} habt ihr?",
        "genre.list.all": "Ich suche Musik, bei der mein Hund nicht jault, wenn ich aus dem Haus gehe. Welche Genres habt ihr?",
        "invoice.total.latest": "Wie hoch war der Gesamtbetrag meiner letzten Bestellung? Gemeint ist die zuletzt aufgegebene, nicht die teuerste.",
        "playlist.count.all": "Lieg nach einer Bandscheiben-OP flach und hab viel Zeit. Wie viele Playlists gibt es bei euch?",
        "profile.address.own": "Nach dem Wasserschaden wohnen wir vorübergehend woanders. Welche Adresse habt ihr gerade für mich gespeichert?",
        "support_rep.name.by_id": "Betrifft Rechnung {invoice_id}: welcher Mitarbeiter hat die betreut?",
        "track.composer.by_id": "Für die Trauerfeier meines Opas brauchen wir fürs Programm den Komponisten von Titel {track_id}. Wer hat ihn komponiert?",
        "track.price.by_id": "Ich lerne Englisch mit Liedern und möchte mir Titel {track_id} holen. Was kostet der?",
    },
    "it": {
        "album.contents.by_name": "Per il funerale di mio nonno vorremmo qualcosa da {album}, il suo disco preferito. Che brani contiene?",
        "genre.contents.by_name": "Vivo a Melbourne da anni e mi manca la musica di casa. Che brani {genre} avete?",
        "invoice.count.all": "raga ma in totale quanti ordini vi ho fatto",
        "invoice.total.in_month": "Sull'estratto conto trovo un vostro addebito a {month} {year}. Qual era il totale dell'ordine di quel mese, per la precisione?",
        "invoice_line.price.least_expensive": "Sono a letto con la gamba ingessata e passo il tempo a curiosare. Qual è il brano più economico che ho comprato da voi e quanto l'ho pagato?",
        "invoice_line.price.most_expensive": "Dopo il furto in casa sto ricomprando tutto. Qual è la canzone più cara che ho acquistato da voi, e a che prezzo?",
        "playlist.contents.by_id": "Il veterinario mi ha consigliato musica tranquilla per il gatto e qualcuno ha suggerito la playlist {playlist_id}. Che brani ci sono?",
        "support_rep.name.own": "Oggetto: referente del mio account. Come si chiama?",
        "track.artist_of.by_name": "Sto imparando l'inglese ascoltando canzoni e {song} mi piace tantissimo. Chi la canta?",
        "track.list.by_name": "ce l'avete {song} si o no",
    },
    "nl": {
        "album.artist_of.by_name": "Mijn ex heeft al mijn cd's gehouden, ook {album}. Van wie was dat album ook alweer?",
        "album.duration.by_name": "Ik lig na een heupoperatie de hele dag op de bank. Hoe lang duurt {album} in totaal?",
        "artist.albums.by_name": "ben mega fan van {artist} welke albums van ze hebben jullie allemaal",
        "artist.count.all": "Ik woon nu in Spanje en mis de muziek van thuis. Hoeveel artiesten hebben jullie in totaal?",
        "genre.count.by_name": "Mijn konijnen worden echt rustig van {genre}. Hoeveel nummers hebben jullie in dat genre?",
        "invoice.contents.latest": "Ik leer Engels met liedjes en heb onlangs een paar nummers besteld. Welke nummers zaten in mijn laatste bestelling?",
        "invoice.count.all": "Betreft: mijn account. Vraag: hoeveel bestellingen heb ik in totaal geplaatst?",
        "invoice.total.most_expensive": "Voor de uitvaart van mijn vader heb ik ooit flink wat muziek besteld. Wat was mijn duurste bestelling en hoeveel kostte die?",
        "invoice.total.oldest": "Wat was het totaalbedrag van mijn allereerste bestelling? Dus de oudste, niet de laatste.",
        "track.genre_of.by_name": "welk genre is {song} nou eigenlijk volgens jullie winkel",
    },
    "pl": {
        "invoice.contents.by_id": "Dotyczy: faktura {invoice_id}. Prośba o listę utworów, które się na niej znalazły.",
        "invoice.total.least_expensive": "ktore moje zamowienie bylo najtansze i ile wyszlo serio pytam",
        "invoice.total.most_expensive": "Mieszkam teraz w Irlandii i przeliczam wszystkie wydatki na euro. Które moje zamówienie było najdroższe i na jaką kwotę?",
        "playlist.list.all": "Szukam czegoś spokojnego dla psa, który boi się burzy. Jakie playlisty macie?",
        "profile.address.own": "Po powodzi mieszkamy tymczasowo u teściów. Jaki adres macie zapisany na moim koncie?",
        "support_rep.contact.own": "Proszę o adres e-mail opiekuna przypisanego do mojego konta. Chodzi o konkretną osobę, a nie ogólny adres sklepu.",
        "track.album_of.by_id": "Na pogrzeb babci chcemy puścić utwór {track_id}. Z jakiego albumu on jest?",
        "track.composer.by_name": "Uczę się angielskiego z piosenek i tłumaczę właśnie {song}. Kto ją napisał?",
        "track.count.all": "Leżę w gipsie po złamaniu nogi i nudzę się okropnie. Ile utworów macie w sumie?",
        "track.genre_of.by_name": "jaki to gatunek {song} bo nie ogarniam",
    },
    "sv": {
        "album.count.all": "Ligger hemma med gipsad fot och har tråkigt. Hur många album har ni totalt?",
        "album.count.by_name": "Min hund somnar alltid innan {album} är slut. Hur många låtar är det på skivan?",
        "artist.count.all": "asså hur många artister har ni typ totalt",
        "artist.count.by_name": "Efter inbrottet är alla mina skivor med {artist} borta. Hur många album med dem har ni?",
        "artist.genre_of.by_name": "Bor i Australien nu och saknar musiken hemifrån. Vilken genre ligger {artist} under hos er?",
        "genre.count.all": "Ärende: utbudet. Fråga: hur många genrer finns det i butiken?",
        "invoice.total.least_expensive": "Vilken av mina beställningar hade lägst totalbelopp, och vad var beloppet? Hela beställningar alltså, inte enskilda låtar.",
        "invoice_line.list.all": "Inför minnesstunden för pappa vill jag se vad jag redan har köpt. Kan ni lista alla låtar jag har köpt hos er?",
        "profile.name.own": "vems namn står kontot på egentligen",
        "track.duration.by_id": "Jag lär mig engelska med låttexter och vill veta hur lång låt {track_id} är innan jag börjar översätta.",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded and where they sit: in brackets in
# the middle of the message with a thank-you after them; after a sign-off, in a postscript
# on lines of their own ("Ta very much,\n{first}\n\nP.S. ... #...", "Beijinhos", "Bonne
# journée"); as a labelled block copied from a form ("Customer ID:\nE-mail:", "Codice
# cliente\n..."); a teenager's "its {first}"; an expat's "writing from abroad"; "n.º", "n°",
# "Kundennr.", "klantnr.", "nr klienta"; each of the eight other languages in a placement it
# had in neither fresh21 nor fresh22, English in another pair of placements than in fresh22
# (the pair it last had in fresh20):
# ``fresh23_ids_bracketed``: the identifiers after the question in the same message, in
#   brackets before a closing thank-you or under a signature; English and pt/fr/sv;
# ``fresh23_ids_up_top``: the identifiers alone in a first message, then the question;
#   English and es/it;
# ``fresh23_ids_sent_after``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; de/nl/pl only (no English, so that the split stays near
#   two hundred cases).
# Each of the eight other languages is in one family only.
FRESH23_FAMILIES: dict[str, dict] = {
    "fresh23_ids_bracketed": {
        "split": "fresh23", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Hello, one for the support desk. {q}", "Good day, a question for you. {q}"],
            "pt": ["{q}", "Boas, pessoal da loja. {q}"], "fr": ["{q}", "Salut l'équipe. {q}"],
            "sv": ["{q}", "Hej på er i butiken. {q}"],
        },
        "id_lines": {
            "en": ["(I'm {first}, customer no. {id}, email {email}) Thanks ever so much.",
                   "\nTa very much,\n{first}\n\nP.S. in case you need it: #{id}, {email}",
                   "anyway its {first} acct {id} email {email}",
                   "\nWith thanks, {first}.\nWriting from abroad; my account is {id}, under {email}."],
            "pt": ["(sou {first}, cliente n.º {id}, email {email}) Obrigada desde já!",
                   "\nBeijinhos,\n{first}\nPS: sou a cliente {id}, {email}"],
            "fr": ["(c'est {first}, client n° {id}, mail {email}) Merci d'avance !",
                   "\nBonne journée,\n{first}\nPS : mon numéro client, c'est le {id} ({email})"],
            "sv": ["(det är {first}, kundnummer {id}, mejl {email}) Tack så länge!",
                   "\nHälsningar,\n{first}\nPS. kund {id}, {email}"],
        },
    },
    "fresh23_ids_up_top": {
        "split": "fresh23", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Right, the question itself. {q}", "Here is what I'd like to know. {q}"],
            "es": ["{q}", "Vale, la duda es esta. {q}"], "it": ["{q}", "Allora, vi chiedo questo. {q}"],
        },
        "id_lines": {
            "en": ["Good afternoon. My customer number is {id} and the e-mail on the account is {email}; my question follows.",
                   "hey its {first} my account number is {id} and my email is {email}",
                   "Customer ID: {id}\nE-mail: {email}\nName: {first}",
                   "{email} / no. {id}, that's me, writing from a long way away."],
            "es": ["Buenas. Cliente {id}, correo {email}, a nombre de {first}. Ahora os cuento.",
                   "N.º de cliente: {id}\nCorreo: {email}"],
            "it": ["Buongiorno, sono {first}: cliente n. {id}, mail {email}. Vi scrivo per una domanda.",
                   "Codice cliente\n{id}\nIndirizzo email\n{email}"],
        },
    },
    "fresh23_ids_sent_after": {
        "split": "fresh23", "ids": "after", "transform": "none",
        "frames": {
            "de": ["{q}", "Hallo ins Team. {q}"], "nl": ["{q}", "Hallo daar, even een vraag. {q}"],
            "pl": ["{q}", "Cześć wam. {q}"],
        },
        "id_lines": {
            "de": ["Klar doch. Kundennr. {id}, Mail {email}. Gruß, {first}",
                   "{email}, Nummer {id}. Reicht das so?"],
            "nl": ["Tuurlijk. Klantnr. {id}, mail {email}. Groetjes, {first}",
                   "{email} en nummer {id}, is dat genoeg?"],
            "pl": ["Jasne. Nr klienta {id}, e-mail {email}. Pozdrawiam, {first}",
                   "{email}, numer {id}. Wystarczy?"],
        },
    },
}  # fmt: skip
