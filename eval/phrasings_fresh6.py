"""An eighth set of wordings and families for ``eval.generate`` (``--split fresh6``).

Why: ``fresh5`` (``eval.phrasings_fresh5``) has been run, its failures read and one kind
fixed from them, so it no longer measures unseen phrasing alone. These were written on
2026-12-04, before any run on them, and without reading what the rules recognise, in styles
the earlier splits used little: text-speak ("idk", "rn", "ngl", "smth", "w/", "n") with an
emoji now and then, British and older, very polite English ("Might I enquire ...", "I should
like to ..."), bare noun phrases and statements instead of questions, imperative commands
("List ...", "Give me ...", "Send me ..."), a question followed by small talk, parenthetical
asides, the question put as a "random question", the question after a misunderstanding with
another shop or a muddled bank statement, speech-to-text without punctuation, fillers ("like",
"basically", "so yeah"), the asked fact framed by what the customer will do with it; in the
other languages their own colloquial register with regional variants (Latin-American Spanish
from several countries, Brazilian and European Portuguese, Quebec and Belgian French, Swiss
and Austrian German, Flemish Dutch) and now and then missing accents; titles never quoted.
Every answerable cell in English; 11 cells in each of pt, es, fr and 10 in each of de, it,
nl, pl, sv, each language asking the cells it asked in none of ``fresh`` .. ``fresh5`` (all
of them, except two in it and one in nl that other languages ask here) and, where fewer than
its share were left (pt, fr, pl, sv), cells it had asked once and no other language asks
here; no date or date-list cells outside English (the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next. Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH6_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "List the {artist} albums you have in stock, please.",
        "artist.count.by_name": "Another shop told me there are only a couple of {artist} albums out there. How many do you actually have?",
        "artist.tracks.by_name": "I'm building a playlist for my dad's 60th, so I need to see which {artist} songs you sell.",
        "artist.genre_of.by_name": "ok so basically what genre is {artist} under on your site, like rock or what",
        "artist.count.all": "Might I enquire how many artists your shop carries in all?",
        "album.count.all": "how many albums u got in total rn? 🤔",
        "album.contents.by_name": "Which songs are on {album}? (My copy came without the inlay card.)",
        "album.artist_of.by_name": "Need the name of the artist behind the album {album}.",
        "album.count.by_name": "how many tracks are on {album}? burning it onto a CD for the car",
        "album.price.by_name": "The last store I tried quoted me one price for {album} and then charged another. What do you charge for the whole album?",
        "album.duration.by_name": "how long is {album} all together? need smth for my run rn 🏃",
        "track.list.by_name": "Good afternoon. Would you happen to stock {song}? I have been after it for some while.",
        "track.artist_of.by_name": "so i heard {song} at a wedding and like, who even sings it? so yeah",
        "track.album_of.by_name": "Tell me which album {song} is on.",
        "track.genre_of.by_name": "Genre of {song}, please. Settling a bet with my brother.",
        "track.price.by_name": "Want to gift {song} to a friend. How much will it set me back?",
        "track.duration.by_name": "how long is the song {song} i need to know for my workout playlist",
        "track.composer.by_name": "A record shop assistant told me the singer wrote {song} himself, which I doubt. Who's credited as the composer?",
        "track.duration.by_id": "how long is track {track_id} pls, idk if it'll fit my video",
        "track.price.by_id": "Give me the price of track {track_id}.",
        "track.composer.by_id": "Would you be good enough to tell me who composed track {track_id}? Much obliged.",
        "track.album_of.by_id": "Random question, what album is track {track_id} part of?",
        "track.count.all": "How many tracks are in your whole catalogue? Also, happy Friday!",
        "playlist.list.all": "what playlists do you have on the site i want to pick one for the party tonight",
        "playlist.count.all": "The total number of playlists on your site, please.",
        "playlist.contents.by_id": "Pull up playlist {playlist_id} and list its songs for me.",
        "playlist.contents.by_name": "wats on the {playlist} playlist? which songs, need smth for my commute 🚌",
        "playlist.count.by_name": "How many songs does the {playlist} playlist have? (Trying to work out if it'll last a whole shift.)",
        "genre.list.all": "Could you let me have a list of the genres you stock? I'm rather new to all this.",
        "genre.count.all": "so basically how many different genres are there on your site like in total",
        "genre.contents.by_name": "Recommend me some {genre} tracks.",
        "genre.count.by_name": "I'm writing a blog post and want a figure: how many songs do you have in the {genre} genre?",
        "invoice.list.all": "List all my invoices with their dates.",
        "invoice.count.all": "how many orders have i made w/ u so far? ngl i've lost count",
        "invoice.date.latest": "I've been mixing your receipts up with another shop's. On what date did I place my latest order with you?",
        "invoice.total.latest": "The amount of my most recent order, please.",
        "invoice.date.oldest": "I'd be ever so grateful to know the date of my earliest order with your shop.",
        "invoice.total.oldest": "What did my first order come to (in dollars)? I'm doing a bit of a look back.",
        "invoice.date.nth": "when did i place the order before my most recent one i mean the second to last one",
        "invoice.total.most_expensive": "What's the most I've ever spent on a single order? Hope you're having a good week btw.",
        "invoice.total.least_expensive": "like, what was my smallest order ever, basically how much was it",
        "invoice.list.in_year": "I'm reconciling my credit card for {year}, so please list the orders I placed that year.",
        "invoice.total.in_month": "My bank lumped two payments together in {month} {year} and I can't tell which was yours. How much was my order with you that month?",
        "invoice.contents.by_id": "Show me the songs on invoice {invoice_id}.",
        "invoice.date.by_id": "when was invoice {invoice_id} from? need it 4 work thx",
        "invoice.total.by_id": "Could you possibly tell me what invoice {invoice_id} came to? Cheers.",
        "invoice.contents.latest": "Which songs came in my last order? (Half of them didn't download properly.)",
        "invoice.contents.oldest": "what songs were in my very first order with you i want to download them again",
        "invoice.total.all": "so yeah, basically, how much have I spent with you, like, in total?",
        "invoice_line.list.all": "Give me a complete list of every song I've bought here.",
        "invoice_line.count.all": "Your old system said one number and my app says another. How many songs have I actually purchased from you?",
        "invoice_line.price.most_expensive": "wats the priciest song i ever bought from u n how much was it 💸",
        "invoice_line.price.least_expensive": "The cheapest track I've ever bought, and its price.",
        "invoice_line.list.by_name": "I have a feeling I've already bought {song} from you. Would you mind checking my purchases?",
        "invoice_line.artist_of.all": "I'm making a poster of every artist I've bought music from here. Which artists are they?",
        "support_rep.name.own": "Who's my support rep these days? Also, thanks for the quick reply last time!",
        "support_rep.contact.own": "Send me my support rep's email address.",
        "support_rep.name.by_id": "Which staff member handled invoice {invoice_id}? (I'd like to thank them.)",
        "profile.contact.own": "Random question: which email address is on my account?",
        "profile.address.own": "um so like what address have you basically got on my account, i moved recently so yeah",
        "profile.name.own": "I should like to confirm the full name under which my account is held.",
        "profile.date.oldest": "when did i first buy smth from u? the date pls, tryna see how long i've been a customer",
        "profile.date.latest": "what was the date of my last purchase with you i cant remember",
    },
    "pt": {
        "artist.count.all": "qual é o número de artistas que vocês têm aí, certinho?",
        "album.duration.by_name": "quanto tempo dura o álbum {album} do início ao fim? é para uma viagem de comboio",
        "track.genre_of.by_name": "qual o gênero de {song} aí no site de vocês?",
        "track.price.by_id": "quanto custa a faixa n.º {track_id}?",
        "track.count.all": "quantas músicas vocês têm ao todo? tô curioso",
        "playlist.list.all": "que listas de reprodução têm disponíveis? queria pôr música no jantar de sábado",
        "invoice.count.all": "quantos pedidos eu já fiz com vocês até hoje?",
        "invoice.total.in_month": "a encomenda que fiz em {month} de {year} ficou em quanto?",
        "support_rep.name.by_id": "qual funcionário cuidou da fatura {invoice_id}? queria elogiar",
        "invoice_line.count.all": "quantas músicas já vos comprei ao todo?",
        "album.contents.by_name": "manda aí a lista de faixas do {album}, por favor",
    },
    "es": {
        "artist.count.all": "che, ¿cuántos artistas tienen en total en la tienda?",
        "album.count.all": "una pregunta nomás: ¿cuántos álbumes tienen en total?",
        "album.count.by_name": "¿me regalan el dato de cuántas canciones trae el álbum {album}?",
        "track.composer.by_name": "quien es el compositor de {song}? mi viejo dice que es el mismo cantante",
        "track.duration.by_id": "cuanto dura la pista {track_id}? la necesito pa un video",
        "track.count.all": "¿cuántas rolas tienen en total? o sea canciones, en todo el catálogo",
        "playlist.list.all": "¿qué playlists tienen disponibles? quiero algo para la carne asada del sábado",
        "genre.contents.by_name": "ando buscando canciones de {genre}, ¿qué me recomiendan?",
        "invoice.total.least_expensive": "¿de cuánto fue mi compra más barata con ustedes?",
        "invoice.contents.oldest": "¿qué canciones venían en mi primerita compra? la primera de todas",
        "invoice_line.price.most_expensive": "¿cuál es la canción más cara que les he comprado y cuánto me salió?",
    },
    "fr": {
        "artist.count.all": "vous avez combien d'artistes en tout, là? le chiffre exact",
        "album.count.all": "dites, vous avez combien d'albums en tout dans votre catalogue ?",
        "album.artist_of.by_name": "c'est de qui, l'album {album} ? trouvé à la brocante sans pochette",
        "track.composer.by_id": "qui a compose la piste {track_id} svp",
        "track.album_of.by_id": "de quel album provient le morceau {track_id} ?",
        "track.count.all": "combien de morceaux proposez-vous en tout ? juste le nombre, merci",
        "playlist.contents.by_id": "montrez-moi les chansons de la playlist {playlist_id} svp",
        "playlist.count.by_name": "y a combien de chansons dans la playlist {playlist} ? c'est pour savoir si ça tient toute la soirée",
        "genre.count.by_name": "vous avez combien de titres dans le genre {genre} ?",
        "invoice_line.list.all": "pouvez-vous me sortir la liste de toutes les tounes que j'ai achetées chez vous ?",
        "invoice_line.artist_of.all": "j'ai acheté des trucs de quels artistes chez vous, au fil des années ?",
    },
    "de": {
        "artist.count.by_name": "wie viele Alben von {artist} habt's denn?",
        "artist.tracks.by_name": "Welche Titel von {artist} führt ihr? Wäre froh um eine Liste.",
        "album.duration.by_name": "wie lang dauert {album} insgesamt, alle Lieder zusammen? fahr morgen mit dem Zug nach Graz",
        "track.duration.by_id": "Wie lange läuft der Titel {track_id}? Minuten und Sekunden bitte",
        "track.album_of.by_id": "Von welchem Album stammt Titel Nr. {track_id}?",
        "playlist.contents.by_id": "Zeigt mir mal die Lieder auf Playlist {playlist_id}.",
        "genre.count.all": "Wie viele Genres führt ihr eigentlich? Nur die Zahl.",
        "genre.count.by_name": "Wie viele {genre}-Titel habt ihr im Angebot?",
        "invoice.contents.oldest": "Welche Songs waren damals in meiner ersten Bestellung? Find die nirgends mehr.",
        "invoice_line.price.most_expensive": "Welches war der teuerste Song, den ich je bei euch gekauft habe, und was hat er gekostet?",
    },
    "it": {
        "artist.genre_of.by_name": "ma {artist} che genere fa? da voi sotto quale genere lo trovo?",
        "album.artist_of.by_name": "di chi e l'album {album}? l'ho trovato in cantina senza copertina",
        "album.price.by_name": "quanto mi viene l'album {album} intero?",
        "track.genre_of.by_name": "{song} in che genere la mettete?",
        "track.duration.by_id": "la traccia numero {track_id} quanto dura di preciso?",
        "track.composer.by_id": "chi ha scritto la musica del brano n. {track_id}?",
        "playlist.contents.by_name": "che canzoni ci sono nella playlist {playlist}? la metto su stasera a cena",
        "genre.count.all": "quanti generi musicali avete in tutto? cosi per sapere",
        "invoice.contents.by_id": "mi elencate i brani della fattura {invoice_id}?",
        "invoice.total.by_id": "di quanto era la fattura {invoice_id}? non trovo più la mail",
    },
    "nl": {
        "artist.count.by_name": "hoeveel albums van {artist} hebt ge in de winkel?",
        "artist.genre_of.by_name": "onder welk genre staat {artist} bij jullie?",
        "album.count.all": "hoeveel albums zitten er in totaal in jullie catalogus?",
        "album.price.by_name": "wat kost het volledige album {album}? alle nummers samen",
        "track.duration.by_name": "hoelang duurt {song} juist?",
        "playlist.count.all": "hoeveel playlists hebt ge eigenlijk?",
        "playlist.count.by_name": "hoeveel nummers zitten er in de playlist {playlist}?",
        "genre.contents.by_name": "ik ben zot van {genre}, wat kunt ge mij aanraden?",
        "invoice_line.price.least_expensive": "wat was het goedkoopste nummer dat ik bij jullie kocht, en hoeveel kostte dat?",
        "invoice_line.list.by_name": "heb ik {song} vroeger al gekocht bij jullie? ik twijfel",
    },
    "pl": {
        "artist.count.all": "ilu wykonawców macie w ogóle w katalogu?",
        "track.list.by_name": "macie może {song}? szukam tego od wieków",
        "track.duration.by_name": "ile minut trwa {song}? robię składankę na wesele",
        "track.price.by_id": "za ile jest utwór {track_id}?",
        "track.composer.by_id": "kto skomponowal utwor {track_id}?",
        "playlist.count.by_name": "ile kawałków jest na playliście {playlist}?",
        "genre.count.all": "ile macie gatunkow? tak ogolnie",
        "invoice.total.oldest": "na ile opiewało moje pierwsze zamówienie?",
        "support_rep.contact.own": "podeślecie mi maila do mojego opiekuna?",
        "track.price.by_name": "po ile jest u was {song}?",
    },
    "sv": {
        "artist.tracks.by_name": "vilka låtar med {artist} kan man köpa hos er?",
        "album.artist_of.by_name": "vem har gjort albumet {album}? hittade det på loppis utan omslag",
        "track.album_of.by_name": "vilket album är {song} med på?",
        "track.genre_of.by_name": "vad räknas {song} som för genre hos er?",
        "track.album_of.by_id": "vilken skiva kommer spår nr {track_id} ifrån?",
        "playlist.count.all": "hur många spellistor har ni? bara antalet",
        "invoice.contents.latest": "vilka låtar fick jag med i min senaste beställning? en av dem saknas i mobilen",
        "profile.contact.own": "vilken mejladress har ni på mig? har bytt ett par gånger",
        "artist.albums.by_name": "vilka plattor har ni med {artist}?",
        "profile.name.own": "står kontot fortfarande på mitt gamla efternamn? vilket namn har ni registrerat",
    },
}  # fmt: skip

# Two families, both new in how the identifiers are worded:
# ``fresh6_context``: a first message that says why the customer is writing and weaves the
#   identifiers into that sentence (a British "I'm writing about my account with you,
#   reference N, registered to x", a text-speak "had a q abt my account lol, its N",
#   speech-to-text without punctuation, European Portuguese "venho por este meio ..."), then
#   the question in the next message; English and sv/pt/fr/it;
# ``fresh6_aside``: the identifiers in the same message, after the question, as an
#   afterthought that corrects which e-mail to use, as the reason whose account it is ("my
#   own account (no. N, under x), not my partner's"), as a text-speak tag, or as a regional
#   closing sentence (Latin-American "Les consulto por mi cuenta ...", Swiss "Merci vielmal",
#   Flemish "Merci alvast"); English and pl/es/de/nl. Each of the eight other languages is in
#   one family only, so that the split stays near 200 cases.
FRESH6_FAMILIES: dict[str, dict] = {
    "fresh6_context": {
        "split": "fresh6", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Right then: {q}", "{q} Thanks ever so much."],
            "sv": ["{q}", "så här: {q}"], "pt": ["{q}", "é o seguinte: {q}"],
            "fr": ["{q}", "voilà, {q}"], "it": ["{q}", "dunque, {q}"],
        },
        "id_lines": {
            "en": ["Good morning. I'm writing about my account with you, reference {id}, registered to {email}, as I've a question or two.",
                   "hey so basically im {first} and i had a q abt my account lol, its {id} and the email on it is {email}",
                   "hi my name is {first} and my account number is {id} and the email is {email} i have a question about my account"],
            "sv": ["Hej! Jag skriver angående mitt konto hos er, nummer {id}, registrerat på {email}."],
            "pt": ["Boa tarde, venho por este meio colocar uma questão sobre a minha conta n.º {id}, associada ao e-mail {email}."],
            "fr": ["Bonjour, je me permets de vous écrire au sujet de mon compte {id}, ouvert avec l'adresse {email}."],
            "it": ["Salve, vi scrivo per una cosa che riguarda il mio account {id}, quello registrato con la mail {email}."],
        },
    },
    "fresh6_aside": {
        "split": "fresh6", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Random q. {q}", "{q} Hope ur week's going well!"],
            "pl": ["{q}", "hejka, {q}"], "es": ["{q}", "¿qué tal? {q}"],
            "de": ["{q}", "Grüezi, {q}"], "nl": ["{q}", "dag! {q}"],
        },
        "id_lines": {
            "en": ["Oh, and it's account {id}, though the email on it is {email}, not the one I'm writing from.",
                   "I'm asking for my own account (no. {id}, under {email}), not my partner's.",
                   "my deets: {id} n {email} thx"],
            "pl": ["Pytam w sprawie swojego konta nr {id}, założonego na {email}, bo mam jeszcze drugie."],
            "es": ["Les consulto por mi cuenta {id}, la que está con el correo {email}. ¡Mil gracias!"],
            "de": ["Es geht um mein Kundenkonto {id}, angemeldet bin ich mit {email}. Merci vielmal!"],
            "nl": ["'t Gaat over mijn account {id}, dat op {email} staat. Merci alvast!"],
        },
    },
}  # fmt: skip
