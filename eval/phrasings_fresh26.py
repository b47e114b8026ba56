"""A twenty-eighth set of wordings and families for ``eval.generate`` (``--split fresh26``).

Why: ``fresh25`` (``eval.phrasings_fresh25``) has been run and read, so from there on it is a
development number and no longer measures unseen phrasing alone. These were written before
any run on them, and without reading what the rules recognise (nothing under ``agents/``,
``tools/``, ``lexicon/``, ``support/`` or ``bench/`` was opened, nor any result), as ordinary
customers type into a shop's chat box, in ten voices none of the earlier splits used, each
cell in one of them: a beekeeper (hives, extracting honey, the apiary, the association); a
birdwatcher (a hide, the dawn chorus, an estuary, a list of sightings); someone restoring an
old car in their garage (a carburettor, a clutch, a tape in the glovebox, the car club); a
cold-water swimmer (a sea swim, the lido, a sauna after, numb fingers); a chess player
(blitz online, the club, a tournament, openings); someone building a model railway in the
loft (the layout, a little station, the railway club); a learner driver (lessons, the theory
test, an instructor, saving for a first car); an on-call volunteer firefighter (the pager, a
shout, standby at the station); an insomniac writing in the small hours; a mushroom
forager (the woods at first light, chanterelles, a ring of field mushrooms). Terse to three
sentences; lower case now and then, "??" and "!!!", no closing mark, a "lol" or "haha", an
aside after the question, a few ordinary slips ("u", "whats", "cant", "theres"); titles never
quoted; no digits anywhere outside the slots (none in count questions).
In the other languages everyday language as typed on a phone, formal and informal mixed,
some accents left out, with the same voices in each language's own words (colmeia,
insônia, autoescola, bombeiro voluntário; colmenas, níscalos, autoescuela, parque de
bomberos; rucher, affût, astreinte, réseau miniature; Honigschleudern, Eisbaden,
Fahrstunde, Freiwillige Feuerwehr; arnia, funghi, plastico ferroviario, vigili del fuoco;
bijenkasten, ijszwemmen, modelspoorbaan, brandweer; ule, morsowanie, makieta, OSP; bigården,
vinterbad, körlärare, brandkåren); European and Brazilian Portuguese side by side.
Every answerable cell in English; in each of pt, es, fr, de, it, nl, pl, sv the same ten
cells it asks in ``fresh25`` (so the splits compare cell for cell, and no date or date-list
cell outside English: the scorer reads English dates only).
Keep them apart as with the earlier fresh splits: read their failures only at the end of a
round, then write the next.
Same slots as ``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH26_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "got the bees settled for winter so i finally have my evenings back. been getting into {artist}, which albums of theirs do you carry? cheers",
        "artist.count.by_name": "Sat in a hide at the reserve waiting for a bittern that probably won't show. headphones in, {artist} on. how many albums by them have you got",
        "artist.tracks.by_name": "rebuilding the carb on an old mini in the garage this weekend and need something loud. {artist} - which of their songs do u have? hands covered in grease sorry for typos",
        "artist.genre_of.by_name": "My chess club has a running argument about {artist}, half of us say one thing and half say another. What genre are they filed under on your site??",
        "artist.count.all": "just back from a sea swim, fingers still numb lol. random one but how many artists are on your store in total",
        "album.count.all": "wide awake in the middle of the night again. ok so how many albums does this shop actually have, overall",
        "album.contents.by_name": "I'm building a model railway in the loft and {album} was always on when my dad and I laid track when I was a kid. Which songs are on that album?",
        "album.artist_of.by_name": "my driving instructor had {album} playing during my lesson today and i was too nervous to ask. whos it by?",
        "album.count.by_name": "On call tonight so I can't go far. How many tracks are on {album}? trying to work out if I'll get through it before the pager goes",
        "album.price.by_name": "Heading into the woods at first light to look for chanterelles and thinking of getting {album} for the walk. How much is the full album?",
        "album.duration.by_name": "extracting honey tomorrow, takes all afternoon. {album} - whats the total running time, start to end?",
        "track.list.by_name": "do you sell {song}? want it for the drive back from the dawn chorus walk on sunday",
        "track.artist_of.by_name": "The lido had {song} on in the changing rooms this morning and nobody knew who it was. Who's the artist?",
        "track.album_of.by_name": "Found an old tape in the glovebox of the car I'm restoring, {song} is on it but the label's long gone. which album is that song from",
        "track.genre_of.by_name": "playing blitz online with {song} on repeat and my opponent in the chat says it's the wrong kind of music for chess haha. what genre do u list it as",
        "track.price.by_name": "cant sleep and {song} is stuck in my head. how much is it on here",
        "track.duration.by_name": "Theory test next week. I revise in chunks, one song per chunk. How long is {song}?",
        "track.composer.by_name": "The little station on my layout is getting named after whoever wrote {song} (long story). Who's the composer?",
        "track.duration.by_id": "quick before a shout comes in - track {track_id}, how long does it run for",
        "track.price.by_id": "found a whole ring of field mushrooms today so treating myself. what does track {track_id} cost??",
        "track.composer.by_id": "An old boy at the beekeeping association told me to look up track {track_id} in your shop. Who composed that one? he couldn't remember",
        "track.album_of.by_id": "wetsuit off, kettle on. what album is track {track_id} from",
        "track.count.all": "Slow day on the estuary, nothing but gulls. How many songs do you sell altogether?",
        "playlist.list.all": "awake at four again, brain won't switch off. what playlists have you got",
        "playlist.count.all": "How many playlists do you have? I'm prepping for a tournament and like a fresh one for each round",
        "playlist.contents.by_id": "a mate from the classic car club sent me playlist {playlist_id} for garage sessions. whats on it",
        "playlist.contents.by_name": "PASSED MY DRIVING TEST!!! first drive on my own tomorrow. what songs are in the {playlist} playlist?",
        "playlist.count.by_name": "Long night on standby at the station. how many songs are in the {playlist} playlist?",
        "genre.list.all": "I'm out foraging most weekends and I'm bored of my usual stuff. Can you show me the genres you've got?",
        "genre.count.all": "Giving each bit of my model railway its own style of music, don't ask. How many genres have you got? so I know if there's enough to go round",
        "genre.contents.by_name": "our sea swimming group does a sauna after and someone always puts {genre} on. what tracks do you have in that genre",
        "genre.count.by_name": "The bees honestly seem calmer when there's music on. Thinking {genre} for the apiary, how many tracks have you got in it?",
        "invoice.list.all": "Like a chess scoresheet I want a record of every move lol. Can you list all my orders, with the date of each?",
        "invoice.count.all": "cant sleep so I'm going through my spending. how many orders have i placed with you",
        "invoice.date.latest": "When was my last order? need the date, been so busy with callouts I've lost track",
        "invoice.total.latest": "New clutch cost me a fortune this month so I'm checking everything. what was the total of my most recent order?",
        "invoice.date.oldest": "I keep a list of firsts, first swallow of spring and so on. What date was my very first order with you?",
        "invoice.total.oldest": "How much did my first ever order come to? feels like ages ago now",
        "invoice.date.nth": "not my latest order, the one before that. what date did I place it? need it for something",
        "invoice.total.most_expensive": "Model trains are an expensive hobby and apparently so is music. which was my biggest order with you and how much was it",
        "invoice.total.least_expensive": "whats the smallest order I've ever put through with you and what did it cost",
        "invoice.list.in_year": "My hive notebook from {year} says I was buying music that year, the bees don't care but I do. Can you list my orders from {year} with their dates?",
        "invoice.total.in_month": "Theres a charge from you on my card in {month} {year}, same month as the chess congress. how much was that order",
        "invoice.contents.by_id": "invoice {invoice_id} - what songs were on it? I bought them in the middle of the night and can't remember a thing",
        "invoice.date.by_id": "what date is on invoice {invoice_id}? quick please, might get called out",
        "invoice.total.by_id": "I'm splitting invoice {invoice_id} with a friend from the birding group. What's the total on it?",
        "invoice.contents.latest": "Bought some tunes for the garage the other day and then my phone died. which songs were in my latest order",
        "invoice.contents.oldest": "Hello, which songs were in my very first order? just being nosy tbh",
        "invoice.total.all": "saving up for my first car so being strict with myself. how much have i spent here in total, all orders added up?",
        "invoice_line.list.all": "Want to put music on at the railway club's open day using what I already own. Could you list every song I've bought from you?",
        "invoice_line.count.all": "how many songs have i bought off you in total, all orders together",
        "invoice_line.price.most_expensive": "Which song was the most expensive one I've ever bought from you, and how much? the honey money pays for it",
        "invoice_line.price.least_expensive": "Out of all the songs I've bought here which was the cheapest one, and how much did it cost me",
        "invoice_line.list.by_name": "lying awake trying to remember if i already own {song}. have I bought it from you before?",
        "invoice_line.artist_of.all": "I keep lists of birds I've seen and now I want one for music. Which artists have I bought from you?",
        "support_rep.name.own": "Who's the rep looking after my account? want a name so I'm not explaining the same thing twice",
        "support_rep.contact.own": "I'm often out on a shout so chat is hard for me, I'd rather email. What's the email address of my account rep?",
        "support_rep.name.by_id": "which rep handled invoice {invoice_id}? i need their name",
        "profile.contact.own": "Signal's terrible out in the woods so I want to be sure you've got the right details. what email and phone number are on my account",
        "profile.address.own": "Moving house and the railway's coming with me, every last bit. What address do you currently have for me?",
        "profile.name.own": "what name is my account under exactly? the way it's written please",
        "profile.date.oldest": "How long have I been a customer here? date of my first purchase please",
        "profile.date.latest": "When did I last buy something from you? busy season with the hives, I've lost track. The date please",
    },
    "pt": {
        "invoice.contents.by_id": "Tenho umas colmeias no sítio e comprei músicas pra ouvir enquanto tiro o mel, foi a fatura {invoice_id}. quais musicas vieram nessa fatura?",
        "invoice_line.count.all": "Acabei de sair do mar, água gelada hoje! Quantas músicas já comprei com vocês no total?",
        "invoice_line.price.least_expensive": "jogo xadrez online à noite com musica de fundo. de tudo que comprei aqui, qual foi a música mais barata e quanto custou?",
        "playlist.contents.by_id": "Amanhã cedinho vou observar aves no estuário. O que tem na playlist {playlist_id}?",
        "playlist.count.by_name": "to na garagem restaurando um fusca antigo. quantas faixas tem a playlist {playlist}?",
        "playlist.list.all": "insônia de novo... quais playlists vcs tem ai",
        "profile.contact.own": "Sou bombeiro voluntário e às vezes passo dias sem ver o email. Podem confirmar que e-mail e telefone têm na minha conta?",
        "support_rep.contact.own": "Estou a tirar a carta e quase não tenho tempo para chats. Qual é o e-mail do responsável pela minha conta?",
        "track.album_of.by_id": "fui apanhar cogumelos ao pinhal e tocava a faixa {track_id} no telemóvel. de que álbum é?",
        "track.composer.by_id": "Estou montando uma maquete de trem e o pessoal do clube recomendou a faixa {track_id}. Quem compôs?",
    },
    "es": {
        "artist.genre_of.by_name": "En el club de ajedrez no paramos de discutir sobre {artist}. ¿En qué género lo tenéis vosotros?",
        "artist.tracks.by_name": "Nado en el mar todo el año, también en enero, y luego en la ducha pongo {artist}. ¿Qué canciones suyas tenéis?",
        "invoice.total.most_expensive": "estoy restaurando un seiscientos y todo cuesta un ojo de la cara. cual fue mi pedido mas caro y de cuanto",
        "invoice_line.artist_of.all": "Apunto en una libreta todas las aves que veo y ahora quiero hacer lo mismo con la música. ¿De qué artistas os he comprado?",
        "invoice_line.price.least_expensive": "Tengo unas colmenas en el pueblo y voy justo hasta que venda la miel. De todas las canciones que he comprado, cual fue la mas barata y cuanto costo?",
        "playlist.contents.by_name": "el domingo subo al monte a por níscalos. que canciones tiene la lista {playlist}??",
        "profile.address.own": "Me mudo y la maqueta del tren se viene conmigo, claro. ¿Qué dirección tienen guardada en mi cuenta?",
        "track.genre_of.by_name": "son las tantas y no consigo dormir, tengo {song} en la cabeza. en que genero la teneis?",
        "track.list.by_name": "Mi profe de autoescuela pone {song} en todas las prácticas. ¿La vendéis?",
        "track.price.by_id": "Estoy de guardia en el parque de bomberos. ¿Cuánto cuesta el tema {track_id}?",
    },
    "fr": {
        "album.count.by_name": "Je révise mes ouvertures aux échecs, une par morceau. Il y a combien de titres sur {album} ?",
        "album.duration.by_name": "Demain je passe la matinée à l'affût pour voir les grues. {album}, ça dure combien en tout ?",
        "album.price.by_name": "baignade dans le lac ce matin, l'eau était glaciale!! combien pour l'album {album} complet",
        "artist.count.by_name": "Je restaure une vieille quatre-chevaux dans mon garage et {artist} tourne en boucle. Vous avez combien d'albums d'eux ?",
        "genre.contents.by_name": "Je vous jure, mes abeilles sont plus calmes quand je mets du {genre} au rucher. Quels titres vous avez dans ce genre ?",
        "invoice.count.all": "insomnie encore... j'ai passé combien de commandes chez vous en tout ?",
        "playlist.count.all": "Je pars aux champignons ce week-end, des cèpes j'espère. Vous avez combien de playlists ?",
        "track.duration.by_id": "j'ai le code dans quinze jours, je révise un morceau à la fois. le titre {track_id} dure combien",
        "track.genre_of.by_name": "Pompier volontaire, je passe des nuits d'astreinte à la caserne et {song} y passe souvent. C'est rangé dans quel genre chez vous ?",
        "track.price.by_name": "Je construis un réseau de train miniature au grenier et je veux {song} pour l'inauguration. Combien coûte ce titre ?",
    },
    "de": {
        "album.artist_of.by_name": "In dem Oldtimer, den ich grad restauriere, lag eine Kassette im Handschuhfach: {album}. Von wem ist das Album?",
        "artist.count.all": "Kann mal wieder nicht schlafen. Wie viele Künstler habt ihr insgesamt im Angebot?",
        "artist.genre_of.by_name": "Nach dem Eisbaden läuft bei uns in der Sauna immer {artist}. Welches Genre ist das bei euch?",
        "invoice.total.least_expensive": "Meine Modelleisenbahn frisst mein ganzes Geld, deshalb schau ich mal nach. Welche Bestellung bei euch war die billigste und wie viel hat sie gekostet?",
        "invoice.total.oldest": "Ich führe über alles Listen, auch über meine Vogelbeobachtungen. Wie hoch war meine allererste Bestellung bei euch?",
        "invoice_line.list.by_name": "beim honigschleudern lief {song} im radio. hab ich das schon mal bei euch gekauft??",
        "track.album_of.by_name": "Beim Schachturnier lief in der Pause {song}. Auf welchem Album ist das?",
        "track.composer.by_name": "Bei uns im Feuerwehrhaus der Freiwilligen Feuerwehr läuft ständig {song}. Wer hat das komponiert?",
        "track.duration.by_name": "hab morgen fahrstunde und will vorher noch {song} hören. wie lang ist das lied",
        "track.list.by_name": "Heute beim Pilzesammeln im Wald hatte ich {song} im Ohr. Habt ihr den Song?",
    },
    "it": {
        "album.count.all": "Domenica vado per funghi sull'Appennino. Quanti album avete in tutto?",
        "artist.albums.by_name": "Ho qualche arnia in campagna e mentre smielo ascolto {artist}. Che album avete di loro?",
        "artist.count.all": "sono appostato col binocolo ad aspettare i fenicotteri.. quanti artisti avete nel catalogo??",
        "invoice.total.latest": "Sto restaurando una vecchia cinquecento e i ricambi mi stanno rovinando. A quanto ammontava il mio ultimo ordine?",
        "invoice.total.oldest": "Gioco a scacchi per corrispondenza e mi segno tutto. Quanto ho speso nel mio primissimo ordine da voi?",
        "invoice_line.list.all": "Faccio il bagno al mare anche d'inverno e dopo mi serve musica per scaldarmi. Mi elencate tutte le canzoni che ho comprato da voi?",
        "playlist.count.all": "sono le tre di notte e non dormo. quante playlist avete?",
        "profile.address.own": "Devo farmi spedire dei pezzi per il plastico ferroviario e voglio essere sicuro. Che indirizzo avete sul mio account?",
        "track.album_of.by_id": "In caserma coi vigili del fuoco volontari mettiamo sempre il brano {track_id}. Da che album viene?",
        "track.duration.by_name": "Tra una guida e l'altra con l'istruttore ho una pausa breve. Quanto dura {song}?",
    },
    "nl": {
        "invoice.total.all": "Ik spaar voor rijlessen dus ik let op elke euro. Hoeveel heb ik in totaal bij jullie uitgegeven, alle bestellingen bij elkaar?",
        "invoice.total.by_id": "Ik deel factuur {invoice_id} met een vriend van de vogelclub. Wat was het totaalbedrag?",
        "invoice.total.in_month": "op mijn afschrift staat iets van jullie in {month} {year}, zelfde maand als de nieuwe uitlaat voor de oldtimer. hoeveel was die bestelling",
        "profile.name.own": "Ik heb vaak piket bij de vrijwillige brandweer en wil dat mijn gegevens kloppen. Op welke naam staat mijn account precies?",
        "support_rep.name.own": "Ik heb een paar bijenkasten en in het seizoen weinig tijd. Wie is mijn vaste contactpersoon bij jullie?",
        "track.album_of.by_name": "Na het ijszwemmen draaien ze in de sauna altijd {song}. Op welk album staat dat?",
        "track.composer.by_name": "Mijn schaakclub draait {song} bij de prijsuitreiking. Wie heeft het gecomponeerd?",
        "track.count.all": "kan weer niet slapen. hoeveel nummers hebben jullie eigenlijk in totaal",
        "track.price.by_id": "Morgen paddenstoelen zoeken in het bos. Wat kost nummer {track_id}?",
        "track.price.by_name": "Op mijn modelspoorbaan rijdt de trein rond op {song}. Wat kost dat nummer bij jullie?",
    },
    "pl": {
        "album.artist_of.by_name": "Na grzybach w lesie ktoś miał w radiu {album}. Kto nagrał ten album?",
        "album.contents.by_name": "Mam kilka uli na działce i przy miodobraniu słucham {album}. Jakie utwory są na tej płycie?",
        "album.count.by_name": "gram w szachy online, na kazda partie jedna piosenka. ile utworow ma {album}",
        "artist.count.by_name": "Po morsowaniu zawsze puszczamy {artist}. Ile ich albumów macie?",
        "genre.count.all": "znowu bezsennosc... ile macie gatunkow muzycznych?",
        "genre.list.all": "Buduję makietę kolejową na strychu i każda stacja ma mieć inną muzykę. Jakie gatunki macie?",
        "invoice.contents.latest": "Odnawiam starego malucha w garażu, kupiłem muzykę do roboty, ale telefon się zresetował. Jakie utwory były w moim ostatnim zamówieniu?",
        "playlist.contents.by_id": "Jutro o świcie idę obserwować ptaki nad Biebrzą. Co jest na playliście {playlist_id}?",
        "support_rep.name.by_id": "Jestem w OSP i mam dyżur, więc krótko: kto u was obsługiwał fakturę {invoice_id}? Jak się ta osoba nazywa?",
        "track.duration.by_id": "Uczę się do egzaminu na prawo jazdy, jeden utwór to jedna porcja testów. Ile trwa utwór {track_id}?",
    },
    "sv": {
        "album.contents.by_name": "Vinterbad i morse och sen bastu med {album} på. Vilka låtar finns på albumet?",
        "album.price.by_name": "Ska ut i skogen och plocka kantareller hela dagen. Vad kostar hela albumet {album}?",
        "artist.albums.by_name": "skruvar på en gammal volvo i garaget och kör {artist} på högsta volym. vilka album av dem har ni",
        "genre.contents.by_name": "Bina verkar lugnare när det är {genre} i bigården, inte skoj. Vilka låtar har ni i den genren?",
        "genre.count.by_name": "Sitter i fågeltornet och väntar på havsörnen. Hur många låtar har ni inom {genre}?",
        "invoice.contents.oldest": "Jag går igenom gamla schackpartier och blev nyfiken på mina gamla köp också. Vilka låtar ingick i min allra första beställning?",
        "invoice_line.count.all": "ligger vaken igen... hur många låtar har jag köpt av er totalt",
        "invoice_line.price.most_expensive": "Modelljärnvägen kostar skjortan så jag går igenom utgifterna. Vilken är den dyraste låten jag köpt hos er och vad kostade den?",
        "playlist.count.by_name": "Har beredskap med brandkåren i helgen. Hur många låtar är det på spellistan {playlist}?",
        "track.artist_of.by_name": "Min körlärare spelar {song} på varenda lektion. Vem är artisten?",
    },
}  # fmt: skip

# Three families, new in how the identifiers are worded: the customer number in each
# language's own words ("customer no.", "número de cliente", "Kundennummer", "Kd-Nr.",
# "numéro client", "codice cliente", "klantnummer", "nr klienta", "kundnr"), "ref:" and
# "réf.", square brackets, a reply that quotes the agent's request with "> ", a signature
# after a dash, "#" before the number, the e-mail before the number. Placements differ from
# fresh25's for every language:
# ``fresh26_ids_when_asked``: the question alone, then the identifiers in a second message as
#   the reply to the request for them; English and es/it/nl;
# ``fresh26_ids_said_first``: the identifiers alone in a first message, then the question;
#   de/pt/pl;
# ``fresh26_ids_tacked_on``: the identifiers after the question in the same message; English
#   and sv/fr.
# Each of the eight other languages is in one family only.
FRESH26_FAMILIES: dict[str, dict] = {
    "fresh26_ids_when_asked": {
        "split": "fresh26", "ids": "after", "transform": "none",
        "frames": {
            "en": ["{q}", "hiya, got a sec? {q}", "Hello hello. {q}"],
            "es": ["{q}", "Buenas, una consultilla. {q}"],
            "it": ["{q}", "Salve, vi disturbo un attimo. {q}"],
            "nl": ["{q}", "Hallo, even een vraagje. {q}"],
        },
        "id_lines": {
            "en": ["> can I take your customer number and email? sure, {id} and {email}",
                   "oh right yeah. customer no. {id}, email's {email}",
                   "{email} is the email, customer number {id}. {first}",
                   "Of course - I'm customer #{id}, registered with {email}."],
            "es": ["Claro: mi número de cliente es el {id} y el email {email}",
                   "vale, {id} / {email}. gracias, {first}",
                   "> ¿Me pasas tu número de cliente y tu correo? Sí, {id} y {email}"],
            "it": ["Certo, codice cliente {id}, email {email}",
                   "eccoli: {id} - {email} ({first})",
                   "Il mio numero cliente è il {id} e la mail è {email}. Grazie!"],
            "nl": ["Tuurlijk: klantnummer {id}, e-mail {email}",
                   "{id} en {email}, groet {first}",
                   "Ja hoor, mijn klantnr is {id} en mijn mail {email}"],
        },
    },
    "fresh26_ids_said_first": {
        "split": "fresh26", "ids": "before", "transform": "none",
        "frames": {
            "de": ["{q}", "So, und jetzt meine Frage: {q}"],
            "pt": ["{q}", "Então, a minha dúvida é esta: {q}"],
            "pl": ["{q}", "A teraz moje pytanie. {q}"],
        },
        "id_lines": {
            "de": ["Hallo, hier ist {first}, Kundennummer {id}, E-Mail {email}.",
                   "Kd-Nr. {id} | {email}",
                   "Moin! Vorab meine Daten: Kundennr. {id}, Mail {email}"],
            "pt": ["Oi, aqui é {first}. Meu número de cliente é {id}, e-mail {email}.",
                   "ref: cliente {id} / {email}",
                   "Boa tarde, sou cliente n.º {id} (email {email})."],
            "pl": ["Dzień dobry, tu {first}, nr klienta {id}, e-mail {email}.",
                   "numer klienta: {id}, mail: {email}",
                   "[klient {id} / {email}]"],
        },
    },
    "fresh26_ids_tacked_on": {
        "split": "fresh26", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "hey. {q}", "Hi, hoping you can help. {q}"],
            "sv": ["{q}", "Tjenare, en snabb grej bara. {q}"],
            "fr": ["{q}", "Salut, une petite question : {q}"],
        },
        "id_lines": {
            "en": ["(customer no. {id}, {email})",
                   "ref: {id} / {email}",
                   "- {first}, customer number {id}, email {email}",
                   "My account is {id} under {email}, thanks!",
                   "[acct {id} | {email}]"],
            "sv": ["Kundnr {id}, mejl {email}. Tack! /{first}",
                   "(kundnummer {id} – {email})",
                   "ref: {id}, {email}"],
            "fr": ["Numéro client {id}, courriel {email}. Bonne journée, {first}",
                   "[n° client : {id} / e-mail : {email}]",
                   "réf. {id} – {email}"],
        },
    },
}  # fmt: skip
