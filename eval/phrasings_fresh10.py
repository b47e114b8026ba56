"""A twelfth set of wordings and families for ``eval.generate`` (``--split fresh10``).

Why: ``fresh9`` (``eval.phrasings_fresh9``) has been run and counted as read, so from there
on it is a development number and no longer measures unseen phrasing alone. These were
written on 2026-12-04, before any run on them, and without reading what the rules recognise,
in styles the earlier splits used little: a customer who explains at length why they need it,
before and after the question (a spin class, a yoga class, a tax adviser, a scrapbook, a
partner splitting expenses); requests to confirm ("Can you confirm {artist} is listed under
metal? If not, ...", "Can you confirm how many songs ... I've heard both 15 and 50"); a
demand on the answer's form ("One line is plenty", "digits only", "Answer in m:ss format",
"YYYY-MM-DD please", "date only, please, nothing else", "Day, month and year"); a rhetorical
or quiz opener ("Quick one for you:", "Riddle me this:", "Here's an easy one:", "Pop quiz,
and I don't know the answer:", "Trip down memory lane time:"); emoji-only separators and
frames ("🎧 ... 🎧", "🎵 — 🎵 — 🎵", "⬇️⬇️"); second-person narration ("So you guys sell
{artist}? ...", "So you charged me for ...", "So you assign everyone a rep? ..."); an older
formal letter ("Sir, ... I beg to enquire ...", "I am, Sirs, your obedient servant",
"Gentlemen, Kindly favour me with ...", "Pray tell me ..."); a parent typing for a child or
about one (an 11-year-old, a teenager who calls the playlists "mid", a son who used the
account, a daughter's birthday); a multiple-choice question ("Is {song} a) rock b) pop c)
something else?"); two languages in one message (Spanglish, Denglisch, a German "Kurze
Frage: ... wie viel ..."); a URL or a path in the message ("yourshop.com/track/N won't
load", "Your About page (/about-us) says ...", "Re: yourshop.com/orders/N") and hashtags
("#tbt", "#spendingaudit", "#throwbackthursday"); in the other languages regions and
registers not used before: Angolan ("bué", "mano", "kamba", "candengue", "ya") and
Mozambican Portuguese ("maningue", "machimbombo", "xará", "mola") beside a formal "Exmos.
Senhores" and a Portuñol line; Chilean ("po", "cachai", "carrete", "pega", "harto") and
Colombian Spanish ("parce", "¿Me regala ...?", "Qué pena con usted", "chévere", "de una",
"Quedo atento", "al tiro") and a Spanglish line; Swiss French ("Adieu!" as a greeting, "je
me réjouis", "Ça joue?", "huitante", "tout de bon", "meilleures salutations") and Acadian
chiac from New Brunswick ("asteure", "right", "watcher", "handler", "pis", "toute");
Austrian formal German ("Ich ersuche um Bekanntgabe", "Ich darf höflich anfragen", "Bitte um
kurze Rückmeldung", "beim Heurigen", "habt's") beside Denglisch ("mega nice", "total
confused", "I'm not sure", "thanks!"); Roman Italian ("Aò", "Anvedi", "Ammazza", "ciavete",
"sto a fa'", "nun vojo pagà", "me so' scordato", "'n sacco", "ce sentimo") beside a formal
"Gentilissimi, potreste comunicarmi ..." and Itanglese ("più cheap", "un po' di mess");
Surinamese Dutch ("Fa waka", "no span", "baya", "switi", "tori") and Antwerp Dutch ("Awel",
"hebt ge", "ne keer", "manneke", "goesting", "Hoe is't?", "'t Zuid") beside a formal
"Geachte heer/mevrouw" and a Dunglish "but I might be wrong"; Silesian-tinged Polish
("wiela", "ino", "żech", "kery", "je", "nikaj", "gryfne", "bajtel", "fajrant", "chca", "dlo",
"mom", "Szczęść Boże") beside the formal "Państwo" and Ponglish ("research", "recap",
"matchuje", "quick question, sorki"); Scanian Swedish ("Hörru", "påg", "tös", "hutta", "mög",
"Ha dä gott", Malmö, Ystad, Lund) beside a formal "Jag vore tacksam för uppgift om ..." and
Swenglish ("in total", "no stress", "workout", "vibbet"); titles never quoted.
Every answerable cell in English; 10 cells in each of pt, es, fr, de, it, nl, pl, sv: each
language asks only cells it asked once in ``fresh`` .. ``fresh9`` (every non-date cell had
been asked at least once by every language), preferring those it asked longest ago and none
of its ``dev``/``heldout`` cells, except for eight cells that every language which had asked
them only once also had in ``dev``/``heldout`` (artist.albums.by_name, album.contents.by_name,
track.artist_of.by_name, track.price.by_name, invoice.count.all, invoice.total.latest,
invoice_line.count.all, support_rep.name.own): each of those is asked by one language only,
one that had asked it only in ``fresh`` (pt three, es three, fr and de one each); chosen so
that the eight together ask every one of the 55 non-date cells, none more than twice; no
date or date-list cells outside English (the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next. Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH10_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "So you guys sell {artist}? Which of their albums, then?",
        "artist.count.by_name": "Quick one for you: how many {artist} albums do you stock? A single figure is all I need.",
        "artist.tracks.by_name": "My 11-year-old has discovered {artist} and is nagging me nonstop, so I'm typing this for her: which {artist} songs do you sell? She says thank you!",
        "artist.genre_of.by_name": "Can you confirm {artist} is listed under metal? If not, what genre do you have them under?",
        "artist.count.all": "Your About page (/about-us) says 'thousands of artists'. Is that true? What's the real number of artists you carry?",
        "album.count.all": "Sir,\n\nI beg to enquire as to the number of albums presently held in your catalogue.\n\nI remain, yours truly",
        "album.contents.by_name": "🎧 {album} 🎧 the full list of songs on it, please 🎧",
        "album.artist_of.by_name": "Oye, quick question: who's the artist de {album}? My tía wants it para su cumpleaños.",
        "album.count.by_name": "How many tracks are on {album}? One line is plenty.",
        "album.price.by_name": "Can you confirm that {album} costs under ten bucks as a whole? What's the actual price for the full album?",
        "album.duration.by_name": "I run a small spin class on Tuesday mornings and the members asked for one full album, start to finish, instead of my usual mix. Someone suggested {album}. How long does it run in total? If it's way over the 45 minutes of the class I'll have to pick something else, so the exact running time would really help.",
        "track.list.by_name": "You guys carry {song}, right? Or am I thinking of another shop?",
        "track.artist_of.by_name": "Riddle me this: who sings {song}?",
        "track.album_of.by_name": "Saw {song} in a #tbt post and now I need the album it's from. Which one is it?",
        "track.genre_of.by_name": "Is {song} a) rock b) pop c) something else? What genre do you have it as?",
        "track.price.by_name": "Tell me straight, no upsell: what does {song} cost?",
        "track.duration.by_name": "How long is {song}? Answer in m:ss format, please.",
        "track.composer.by_name": "Hallo zusammen, who is the composer of {song}? Mein Vater meint, the singer wrote it himself.",
        "track.duration.by_id": "Here's an easy one: how long does track {track_id} play for?",
        "track.price.by_id": "yourshop.com/track/{track_id} won't load for me. What does that track cost?",
        "track.composer.by_id": "Dear Sirs,\nI should be obliged if you would inform me who composed track {track_id}.\nI am, Sirs, your obedient servant",
        "track.album_of.by_id": "So you've got a track {track_id} in your system. What album do you have it under?",
        "track.count.all": "Here's one that's been bugging me: how many tracks does your whole store hold? Round numbers won't do, I need the exact count.",
        "playlist.list.all": "My teenager says your playlists are 'mid' but won't tell me which ones you have. Which playlists are there? I'd like to judge for myself.",
        "playlist.count.all": "Number of playlists you offer: digits only, please.",
        "playlist.contents.by_id": "A friend sent me yourshop.com/playlists/{playlist_id} but the link is dead. What songs are on that playlist?",
        "playlist.contents.by_name": "I teach a Thursday evening yoga class and the studio speaker only plays what I queue from my phone, so I like to know a playlist inside out before I use it. Someone mentioned your {playlist} playlist. Which songs are on it? If there's anything too loud on there I'll skip it, so the full list would be great.",
        "playlist.count.by_name": "Can you confirm how many songs the {playlist} playlist has? I've heard both 15 and 50.",
        "genre.list.all": "The genres link at the bottom of your page goes to a 404. Which genres do you carry?",
        "genre.count.all": "Pop quiz, and I don't know the answer: how many genres does your store have?",
        "genre.contents.by_name": "My dad's turning 70 and only listens to {genre}. Could you point me to a few {genre} songs he might like?",
        "genre.count.by_name": "{genre}: how many tracks? a one-line answer is fine",
        "invoice.list.all": "I'm self-employed and my tax adviser wants every digital purchase I've made, going back as far as records go, because apparently some of it counts as a business expense. Could you list all my orders with the date of each? Sorry it's a bit of a chore, and thank you.",
        "invoice.count.all": "Can you confirm how many orders I've placed with you? My bank says one thing, my memory another.",
        "invoice.date.latest": "Date of my latest order, YYYY-MM-DD please.",
        "invoice.total.latest": "So you charged me for my latest order. How much was it exactly?",
        "invoice.date.oldest": "My daughter asked me when I started buying music online. When was my very first order with you?",
        "invoice.total.oldest": "Gentlemen,\n\nKindly favour me with the amount of my first order with your establishment.\n\nRespectfully yours",
        "invoice.date.nth": "⬇️⬇️\nThe order before my most recent one: when was it placed?\n⬇️⬇️",
        "invoice.total.most_expensive": "Doing a #spendingaudit this month. What's the priciest order I've ever placed with you, and its total?",
        "invoice.total.least_expensive": "My smallest order ever: what did it come to? One line please.",
        "invoice.list.in_year": "My partner and I are splitting our {year} expenses and arguing about who bought what. Which orders did I place in {year}, and on what dates? That should settle it, hopefully before dinner.",
        "invoice.total.in_month": "Can you confirm the amount of my {month} {year} order? There's a charge I want to match up.",
        "invoice.contents.by_id": "So you've got my invoice {invoice_id} on file. Which songs were on it?",
        "invoice.date.by_id": "Invoice {invoice_id}: date only, please, nothing else.",
        "invoice.total.by_id": "Hey, necesito el total of invoice {invoice_id} for my expense report. ¡Gracias!",
        "invoice.contents.latest": "My son used my account last time and bought something. Which songs were in my latest order? I want to see what he got.",
        "invoice.contents.oldest": "Trip down memory lane time: what songs were in my very first order?",
        "invoice.total.all": "Your account page (/account/summary) shows a blank total. How much have I spent with you, all in?",
        "invoice_line.list.all": "🎵 — 🎵 — 🎵\nEvery song I've ever bought from you, listed please.",
        "invoice_line.count.all": "Can you confirm the number of songs I've bought from you? I make it about forty.",
        "invoice_line.price.most_expensive": "Kurze Frage: which song was the most expensive one I ever bought, and wie viel did it cost?",
        "invoice_line.price.least_expensive": "Pray tell me which of the songs I have purchased cost the least, and at what price.",
        "invoice_line.list.by_name": "My daughter wants {song} for her birthday, but I think I bought it already on my account. Did I?",
        "invoice_line.artist_of.all": "I'm putting together a scrapbook of the music that got me through university and I've lost track of half of it. Which artists have I bought music from with you? Even the embarrassing ones, I promise I can take it.",
        "support_rep.name.own": "Quick one for you: who's my support rep these days?",
        "support_rep.contact.own": "So you assign everyone a rep? Then what's the email address of mine?",
        "support_rep.name.by_id": "Re: yourshop.com/orders/{invoice_id}. Who on your team handled that invoice?",
        "profile.contact.own": "Which email is on my account? One line, no fuss.",
        "profile.address.own": "Can you confirm the postal address on my account? I want to be sure it's not my parents' place.",
        "profile.name.own": "Hola, quick one: what name tengo on my account? I think you still have my maiden name.",
        "profile.date.oldest": "Planning a little #throwbackthursday post: when was my first purchase with you?",
        "profile.date.latest": "When did I last buy from you? Day, month and year, please.",
    },
    "pt": {
        "artist.albums.by_name": "Ya, quais álbuns de {artist} vocês vendem? Quero oferecer ao meu candengue.",
        "album.duration.by_name": "Vou apanhar o machimbombo para a Beira amanhã: quanto tempo dura o álbum {album} todo?",
        "track.genre_of.by_name": "Que género é {song}? O meu xará diz que é rock, eu digo que não.",
        "track.duration.by_id": "A faixa {track_id} dura quanto tempo? É maningue importante, é para um vídeo.",
        "track.price.by_id": "Quanto custa a faixa {track_id}? Estou com pouca mola este mês.",
        "track.count.all": "Quantas músicas vocês têm na loja, no total? Diz só o número, ya.",
        "invoice.total.latest": "Hola, quería saber quanto custou mi último pedido, por favor. Desculpa o portunhol!",
        "invoice_line.price.most_expensive": "Mano, qual foi a música mais cara que já comprei convosco e quanto custou? Estou bué curioso.",
        "support_rep.name.own": "Exmos. Senhores, agradecia que me indicassem o nome do colaborador responsável pela minha conta.",
        "profile.name.own": "Kamba, em nome de quem está a minha conta? Nome e apelido, se faz favor.",
    },
    "es": {
        "artist.count.all": "Hey, ¿cuántos artists tienen en el catálogo? Just curious, gracias.",
        "track.artist_of.by_name": "Oye, ¿quién canta {song}? Lo pusieron en el carrete y quedé pegado, cachai.",
        "track.price.by_name": "¿A cómo está {song}? La quiero comprar al tiro.",
        "track.composer.by_name": "¿Sería tan amable de indicarme quién es el compositor de {song}? Quedo atento.",
        "playlist.list.all": "¿Qué playlists tienen? Es pa' la pega, pa' poner música en la oficina.",
        "genre.contents.by_name": "Quiero escuchar {genre}, ¿qué temas me recomiendan? Algo chévere, de una.",
        "invoice.count.all": "Parce, ¿cuántos pedidos les he hecho en total? Perdí la cuenta.",
        "invoice.total.in_month": "¿Me regala el valor de mi pedido de {month} {year}, por favor? Qué pena con usted.",
        "invoice.contents.oldest": "¿Qué canciones venían en mi primer pedido? Fue hace harto tiempo, ya ni me acuerdo po.",
        "invoice_line.list.by_name": "¿Ya les compré {song} o no? Pa' no pagarla dos veces, po.",
    },
    "fr": {
        "artist.count.all": "Vous avez combien d'artistes au total? Merci d'avance et tout de bon!",
        "album.contents.by_name": "Quels morceaux il y a sur l'album {album}? Je me réjouis de l'écouter.",
        "track.list.by_name": "Vous vendez {song} asteure? J'l'ai cherché right longtemps.",
        "track.composer.by_id": "Pourriez-vous m'indiquer qui a composé le morceau {track_id}? Je vous adresse mes meilleures salutations.",
        "playlist.count.by_name": "La playlist {playlist}, elle a combien de chansons? Septante, huitante?",
        "invoice.total.most_expensive": "C'était combien, ma commande la plus chère chez vous? J'ai watché mon relevé pis j'comprends pas toute.",
        "invoice.total.least_expensive": "Ça joue? J'aimerais savoir le montant de ma plus petite commande chez vous.",
        "invoice.contents.by_id": "Quelles chansons il y avait sur la facture {invoice_id}? Je les ai effacées par erreur, c'est bête.",
        "invoice_line.price.least_expensive": "C'est quelle la chanson la moins chère que j'ai achetée chez vous, pis combien elle m'a coûté, right?",
        "support_rep.name.by_id": "Qui c'est qui a handlé ma facture {invoice_id}? J'voulais y dire merci.",
    },
    "de": {
        "track.genre_of.by_name": "Welches Genre ist {song} bei euch? Für mich klingt's nach Schlager, aber I'm not sure.",
        "track.duration.by_id": "Wie lang ist der Track {track_id}? Brauch die exakte Länge für mein Video, thanks!",
        "track.album_of.by_id": "Darf ich fragen, von welchem Album der Titel {track_id} stammt? Besten Dank im Voraus.",
        "playlist.list.all": "Welche Playlists habt ihr so? Brauch was für die Party am Samstag, wird sicher mega nice.",
        "playlist.contents.by_id": "Welche Lieder sind in der Playlist {playlist_id}? Die würd ich gern beim Heurigen laufen lassen.",
        "genre.count.all": "Wie viele Genres habt's ihr eigentlich? Just curious, no pressure.",
        "invoice.total.by_id": "Sehr geehrte Damen und Herren, ich ersuche um Bekanntgabe des Betrags der Rechnung {invoice_id}.",
        "invoice_line.count.all": "Ich darf höflich anfragen, wie viele Titel ich insgesamt bei Ihnen gekauft habe.",
        "invoice_line.price.most_expensive": "Was war das teuerste Lied, das ich bei Ihnen gekauft habe, und wie viel hat es gekostet? Bitte um kurze Rückmeldung.",
        "profile.contact.own": "Welche E-Mail-Adresse haben Sie bei mir hinterlegt? Ich hab nämlich drei Accounts und bin total confused.",
    },
    "it": {
        "album.artist_of.by_name": "Ma de chi è l'album {album}? L'ho sentito a Trastevere e m'è piaciuto 'n sacco.",
        "playlist.count.by_name": "Quante canzoni ce stanno nella playlist {playlist}? La vojo mette a 'na cena stasera.",
        "genre.count.by_name": "Quante canzoni {genre} ciavete? Sto a fa' 'na ricerca pe' l'università.",
        "invoice.total.most_expensive": "Qual è stato l'ordine mio più caro e quanto l'ho pagato? Ammazza, spero poco.",
        "invoice.total.least_expensive": "Gentilissimi, potreste comunicarmi l'importo del mio ordine più economico? Cordiali saluti.",
        "invoice.contents.latest": "Che canzoni c'erano nell'ultimo ordine mio? Anvedi, me so' scordato tutto.",
        "invoice_line.price.least_expensive": "Qual è la canzone più cheap che ho mai comprato da voi, e quanto costava? Just curious.",
        "invoice_line.list.by_name": "Aò, ma {song} l'ho già comprata da voi? Nun vojo pagà due vorte.",
        "profile.contact.own": "Quale indirizzo e-mail risulta associato al mio account? Ringrazio anticipatamente.",
        "profile.name.own": "A che nome è intestato il mio account? Ho fatto un po' di mess con i profili, sorry.",
    },
    "nl": {
        "artist.count.by_name": "Awel, hoeveel albums van {artist} hebt ge liggen? Ik wil ze ne keer allemaal kopen.",
        "artist.genre_of.by_name": "Onder welk genre staat {artist} bij jullie? Ik dacht rock, but I might be wrong.",
        "album.price.by_name": "Fa waka! Wat kost het hele album {album} bij jullie? No span als het wat duurder is.",
        "album.count.by_name": "Hoeveel nummers staan er op {album}, baya? Even checken voor mijn neef.",
        "track.list.by_name": "Hebben jullie {song}? Mijn tante draait het altijd, echt een switi nummer.",
        "track.duration.by_name": "Hoe lang duurt {song}? Ik heb er goesting in voor mijn trouwfeest, maar het mag niet te lang zijn.",
        "track.composer.by_id": "Wie heeft track {track_id} gecomponeerd? Da's iets wat ik al lang wil weten, manneke.",
        "invoice_line.list.all": "Kunnen jullie me een lijst sturen van alle nummers die ik ooit bij jullie gekocht heb? Mijn telefoon is kapot, lange tori.",
        "support_rep.contact.own": "Geachte heer/mevrouw, graag ontvang ik het e-mailadres van mijn vaste contactpersoon.",
        "profile.address.own": "Welk adres hebt ge van mij op mijn account staan? 'k Ben juist verhuisd naar 't Zuid.",
    },
    "pl": {
        "artist.genre_of.by_name": "Pod jaki gatunek macie wrzuconego {artist}? Bo na mojej playliście mi się to nie matchuje.",
        "album.count.all": "Ile macie albumów w całym sklepie? Taki quick question, sorki.",
        "album.price.by_name": "Wiela kosztuje cały album {album}? Chca go kupić dlo bajtla.",
        "track.album_of.by_name": "Na kerym albumie je {song}? Nie moga tego nikaj znojść.",
        "playlist.count.all": "Chciałabym zapytać, ile playlist mają Państwo w ofercie.",
        "genre.contents.by_name": "Polecicie mi jakieś gryfne kawałki {genre}? Po fajrancie chca czegoś posłuchać.",
        "invoice.contents.oldest": "Jakie piosnki były w moim piyrszym zamówieniu? Już żech zapomnioł.",
        "invoice.total.all": "Wiela żech u wos już wydoł, tak w sumie? Ino szczerze.",
        "invoice_line.list.all": "Czy mogą mi Państwo przesłać listę wszystkich utworów, które u Państwa kupiłem? Z góry dziękuję.",
        "invoice_line.artist_of.all": "Od jakich artystów kupowałem u was muzę? Robię research do bloga, taki recap roku.",
    },
    "sv": {
        "artist.tracks.by_name": "Vilka låtar av {artist} säljer ni? Jag ber om en fullständig förteckning, tack.",
        "album.duration.by_name": "Hur lång är {album} sammanlagt? Ska köra från Malmö till Ystad och vill ha nåt som räcker hela vägen.",
        "track.duration.by_name": "Hur lång är {song}? Jag ska dansa till den på ett bröllop i Lund.",
        "track.composer.by_name": "Vem har komponerat {song}? Min tös påstår att det är sångaren själv.",
        "track.price.by_id": "Vad kostar spår {track_id}? Vill inte lägga en massa pengar på mög.",
        "track.count.all": "Hur många låtar har ni in total? Bara nyfiken, no stress.",
        "playlist.contents.by_name": "Vilka låtar är med i spellistan {playlist}? Behöver nåt till mitt workout och vill kolla vibbet först.",
        "genre.list.all": "Hörru, vilka genrer har ni? Ska fixa musik till kalaset för en påg som fyller tio.",
        "invoice.total.oldest": "Jag vore tacksam för uppgift om beloppet på min allra första beställning hos er. Med vänlig hälsning",
        "invoice.total.by_id": "Jag huttade kvittot i soporna, så: hur mycket gick faktura {invoice_id} på?",
    },
}  # fmt: skip

# Three families, all new in how the identifiers are worded:
# ``fresh10_signoff``: the identifiers in the same message, after the question: a sign-off with
#   the number in brackets after the name ("Best,\nName ({id})\nx"), a table-like row ("ID: N |
#   Email: x"), "x — that's my account; the number on it is N", "user id N, signed in as x";
#   Angolan "Cumprimentos,\nName (cliente N, x)" and "Perfil N · e-mail x. Obrigadão, kamba!",
#   Austrian "Kd.Nr. N / x. Hochachtungsvoll, Name" and a letter's closing block ("Mit
#   freundlichen Grüßen\nName\nKundennr.: N\nE-Mail: x"), Antwerp "Groeten, Name (klant N, x)"
#   and "Gebruikers-ID: N | mail: x"; English and pt/de/nl;
# ``fresh10_card``: the question alone, then the identifiers in a second message as the reply
#   to the request for them: "customer-N\nx", "#N / x", "profile N, email x — hope that's what
#   you need", "Acc. no. N. Email: x."; Chilean "Listo: cliente N, correo x. ¡Gracias, po!" and
#   "Usuario N | Correo: x", Roman "Eccoli: utente N, e-mail x. Grazie, ce sentimo!" and "ID
#   cliente: N — mail: x", Scanian "Visst: kund N, mejl x. Ha dä gott!" and "Användar-ID N ·
#   x"; English and es/it/sv;
# ``fresh10_letterhead``: a first message with the identifiers, then the question in the next:
#   Swiss "Adieu! Ici Name, client N, courriel x." and a letterhead block ("Name\nN° client:
#   N\nE-mail: x\nObjet: question"), Silesian "Szczęść Boże, tu Name, nr klienta N, e-mail x."
#   and "Klient: N\nE-mail: x\nSprawa: pytanie o konto"; fr and pl only (no English, so that
#   the split stays near 200 cases).
# Each of the eight other languages is in one family only.
FRESH10_FAMILIES: dict[str, dict] = {
    "fresh10_signoff": {
        "split": "fresh10", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Good evening, shop. {q}", "{q} ✌️"],
            "pt": ["{q}", "Bom dia, mano! {q}"], "de": ["{q}", "Grüß Gott! {q}"],
            "nl": ["{q}", "Hoe is't? {q}"],
        },
        "id_lines": {
            "en": ["\n\nBest,\n{first} ({id})\n{email}",
                   "\nID: {id} | Email: {email}",
                   "{email} — that's my account; the number on it is {id}.",
                   "(user id {id}, signed in as {email})"],
            "pt": ["\n\nCumprimentos,\n{first} (cliente {id}, {email})",
                   "Perfil {id} · e-mail {email}. Obrigadão, kamba!"],
            "de": ["Kd.Nr. {id} / {email}. Hochachtungsvoll, {first}",
                   "\n\nMit freundlichen Grüßen\n{first}\nKundennr.: {id}\nE-Mail: {email}"],
            "nl": ["Groeten, {first} (klant {id}, {email})",
                   "\nGebruikers-ID: {id} | mail: {email}"],
        },
    },
    "fresh10_card": {
        "split": "fresh10", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "Hello, long-time listener, first-time writer. {q}", "{q}\n\n(typed while waiting for the bus)"],
            "es": ["{q}", "Hola, ¿cómo le va? {q}"], "it": ["{q}", "Aò, bella! {q}"],
            "sv": ["{q}", "Tjenixen! {q}"],
        },
        "id_lines": {
            "en": ["customer-{id}\n{email}",
                   "#{id} / {email}",
                   "profile {id}, email {email} — hope that's what you need",
                   "Acc. no. {id}. Email: {email}."],
            "es": ["Listo: cliente {id}, correo {email}. ¡Gracias, po!",
                   "Usuario {id} | Correo: {email}"],
            "it": ["Eccoli: utente {id}, e-mail {email}. Grazie, ce sentimo!",
                   "ID cliente: {id} — mail: {email}"],
            "sv": ["Visst: kund {id}, mejl {email}. Ha dä gott!",
                   "Användar-ID {id} · {email}"],
        },
    },
    "fresh10_letterhead": {
        "split": "fresh10", "ids": "before", "transform": "none",
        "frames": {
            "fr": ["{q}", "Alors voilà ma question: {q}"], "pl": ["{q}", "No to mom pytanie: {q}"],
        },
        "id_lines": {
            "fr": ["Adieu! Ici {first}, client {id}, courriel {email}.",
                   "{first}\nN° client: {id}\nE-mail: {email}\nObjet: question"],
            "pl": ["Szczęść Boże, tu {first}, nr klienta {id}, e-mail {email}.",
                   "Klient: {id}\nE-mail: {email}\nSprawa: pytanie o konto"],
        },
    },
}  # fmt: skip
