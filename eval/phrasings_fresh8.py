"""A tenth set of wordings and families for ``eval.generate`` (``--split fresh8``).

Why: ``fresh7`` (``eval.phrasings_fresh7``) has been run and counted as read, so from there
on it is a development number and no longer measures unseen phrasing alone. These were
written on 2026-12-04, before any run on them, and without reading what the rules recognise,
in styles the earlier splits used little: voice dictation that writes the punctuation out
("... question mark", "period", "comma") with "um" and "uh", the question wrapped in a
compliment ("Loving the new look of the site! ..."), negatives and things forgotten ("I can't
remember ...", "I don't know who sings ..., and it's driving me mad", "No idea who ..."),
wishes put as statements with no question at all ("I'd love to know ...", "My flatmate asked
me how many ... and I had no idea"), conditionals ("If I put playlist N on at my barbecue, what
songs will my guests hear?", "Say I bought every song on ..."), search-box keywords ("{artist}
genre", "number of {genre} tracks", "invoice N songs"), a social-media post to the shop's
handle with a hashtag, Title Case Every Word as an older typist writes, a to-do list or
checklist pasted with the question as one of its lines, hesitation with ellipses ("so...
{song}... how long is it exactly?"), a markdown "**Question:**", a "To whom it may concern"
letter, "asking for a friend", non-native word order ("Which songs has the album ...?",
"Under what name is registered my account?"), one long rambling message with the question in
the middle, two- and three-word queries; in the other languages their dialects and registers:
European Portuguese ("estou a procurar", "telemóvel", "Ó pá", "Já agora"), Argentine Spanish
with "vos" ("decime", "tenés", "re", "posta", "laburo", "Dale, te paso"), Quebec French
("Vous avez-tu", "pis", "icitte", "toune", "à soir", "coudonc", "courriel"), Austrian German
("ur", "oben" for "drauf", "Servus", "baba") and Swiss German ("Was choschtet ... bi eu?", "en
schöne Tag") beside the formal "Sie", Flemish ("Amai", "Allee") and the formal "u" in Dutch,
Italian "daje" beside a formal "Gentilmente, potrei sapere ...", Polish formal "Państwo" and a
line without diacritics, Swedish "sjukt", "typ" and a formal "Vänligen"; with the same
negatives, conditionals and statements as in English; titles never quoted.
Every answerable cell in English; 11 cells in each of de, it, nl and 10 in each of pt, es, fr,
pl, sv: each language asks only cells it asked once in ``fresh`` .. ``fresh7`` (every non-date
cell had been asked at least once by every language), preferring those it asked longest ago
and none of its ``dev``/``heldout`` cells, chosen so that the eight together ask every one of
the 55 non-date cells, none more than twice; no date or date-list cells outside English (the
scorer reads English dates only). Keep them apart as with the earlier fresh splits: read their
failures only at the end of a round, then write the next. Same slots as
``eval.generate_phrasings``.
"""

from __future__ import annotations

FRESH8_QUESTIONS: dict[str, dict[str, str]] = {
    "en": {
        "artist.albums.by_name": "hey so um which albums do you have by {artist} question mark thanks",
        "artist.count.by_name": "If I wanted every {artist} album you sell, how many albums would that be?",
        "artist.tracks.by_name": "Your shop got me through a rough winter, honestly. Which {artist} songs do you carry?",
        "artist.genre_of.by_name": "{artist} genre",
        "artist.count.all": "My nephew and I have a bet going about how many artists you carry. I'd love to know the actual number.",
        "album.count.all": "@support how many albums are in your catalog in total? #recordcollector",
        "album.contents.by_name": "Which songs has the album {album}?",
        "album.artist_of.by_name": "I can't for the life of me remember who made {album}. Can you?",
        "album.count.by_name": "{album} track count?",
        "album.price.by_name": "Say I bought every song on {album} — what would that cost me in total?",
        "album.duration.by_name": "{album} — total length?",
        "track.list.by_name": "Really hoping you carry {song}. Do you?",
        "track.artist_of.by_name": "I don't know who sings {song} and it's driving me mad.",
        "track.album_of.by_name": "Which Album Is {song} On Please",
        "track.genre_of.by_name": "things to sort out today:\n- renew car insurance\n- dentist at 3\n- ask the music shop what genre {song} is",
        "track.price.by_name": "okay uh how much is {song} on your store comma I might buy it today",
        "track.duration.by_name": "so... {song}... how long is it exactly?",
        "track.composer.by_name": "I'd love to know who composed {song}.",
        "track.duration.by_id": "track {track_id} length mm:ss",
        "track.price.by_id": "Loving the new look of the site! What's track {track_id} going for?",
        "track.composer.by_id": "To whom it may concern,\n\nI am writing to ask who composed track {track_id}.\n\nYours faithfully",
        "track.album_of.by_id": "**Question:** which album is track {track_id} from?",
        "track.count.all": "Asking for a friend: how many songs do you actually have in the store?",
        "playlist.list.all": "@support what playlists have you got? need one for a road trip 🚐 #help",
        "playlist.count.all": "Curious how many playlists you've got.",
        "playlist.contents.by_id": "If I put playlist {playlist_id} on at my barbecue, what songs will my guests hear?",
        "playlist.contents.by_name": "Could You Show Me The Songs In The {playlist} Playlist",
        "playlist.count.by_name": "um... the {playlist} playlist... how many songs is that?",
        "genre.list.all": "Just discovered you and I'm already a fan! What genres do you stock?",
        "genre.count.all": "My flatmate asked me how many genres you carry and I had no idea.",
        "genre.contents.by_name": "If I wanted to start listening to {genre}, which of your songs would be a good place to start?",
        "genre.count.by_name": "number of {genre} tracks",
        "invoice.list.all": "Notes for my accountant:\n1. bank statements - done\n2. receipts from the music shop - ???\nCan you list all my orders with their dates?",
        "invoice.count.all": "I honestly couldn't tell you how many orders I've placed with you. Could you?",
        "invoice.date.latest": "uh when was my most recent order question mark",
        "invoice.total.latest": "I'd like to double-check what my latest order came to.",
        "invoice.date.oldest": "Been with you for ages and still love it here! What was the date of my very first order?",
        "invoice.total.oldest": "I can't remember how much my first order was.",
        "invoice.date.nth": "Counting back from my newest order, what's the date of the second one?",
        "invoice.total.most_expensive": "What Was My Most Expensive Order Ever And How Much Did It Come To",
        "invoice.total.least_expensive": "Out of curiosity, if you lined up all my orders, how much would the smallest one be?",
        "invoice.list.in_year": "So my accountant, who is lovely but very fussy, wants every receipt from {year} in one folder, and I've found most of them but not yours, so which of my orders were from {year}, with the dates, and then I think that's me done for the year.",
        "invoice.total.in_month": "If I ordered anything from you in {month} {year}, how much did it cost?",
        "invoice.contents.by_id": "invoice {invoice_id} songs",
        "invoice.date.by_id": "Invoice {invoice_id} — issued when?",
        "invoice.total.by_id": "what was the total on invoice {invoice_id} period thank you",
        "invoice.contents.latest": "I can't remember what was in my last order. Which songs did I get?",
        "invoice.contents.oldest": "Feeling nostalgic — I'd love to see which songs were in my very first order.",
        "invoice.total.all": "Please don't judge me, but how much have I spent with you in total?",
        "invoice_line.list.all": "new laptop checklist:\n✔ browser\n✔ email\n✘ music — which songs have I bought from you? need the full list",
        "invoice_line.count.all": "I'm trying to work out how many songs I've bought from you overall.",
        "invoice_line.price.most_expensive": "Which Song Did I Pay The Most For, And How Much Was It",
        "invoice_line.price.least_expensive": "cheapest song I've ever bought... which one was it... and the price?",
        "invoice_line.list.by_name": "Before I buy {song}: would I be buying it twice? Have I purchased it from you already?",
        "invoice_line.artist_of.all": "@support which artists have I bought music from? making a year-in-review post #myyearinmusic",
        "support_rep.name.own": "my rep's name?",
        "support_rep.contact.own": "My rep was so helpful last time, I'd like to email them directly. What's their email?",
        "support_rep.name.by_id": "I'd like to know who took care of invoice {invoice_id} on your side.",
        "profile.contact.own": "I don't remember which email I signed up with. Which one do you have?",
        "profile.address.own": "what home address do you have on file for me question mark",
        "profile.name.own": "Under what name is registered my account?",
        "profile.date.oldest": "I've always wondered when I first bought something from you.",
        "profile.date.latest": "last purchase date?",
    },
    "pt": {
        "artist.count.by_name": "quantos álbuns do {artist} é que vocês têm à venda? é só para saber",
        "track.list.by_name": "Estou a procurar a música {song} há imenso tempo. Vendem-na?",
        "track.composer.by_id": "Quem é que compôs a faixa {track_id}? Não encontro essa informação em lado nenhum.",
        "playlist.count.all": "Ó pá, quantas playlists é que vocês têm ao todo?",
        "playlist.contents.by_id": "Se eu puser a playlist {playlist_id} a tocar no jantar, que músicas é que vão passar?",
        "genre.count.all": "Fiquei curioso: quantos géneros musicais existem na vossa loja?",
        "invoice.total.oldest": "Já não me lembro de quanto paguei na minha primeira encomenda convosco. Podem ver?",
        "invoice.contents.by_id": "fatura {invoice_id} — que músicas é que vinham lá?",
        "invoice_line.list.all": "Mudei de telemóvel e fiquei sem nada. Conseguem mandar-me a lista de todas as músicas que já vos comprei?",
        "profile.contact.own": "Qual é o endereço de e-mail que consta na minha ficha de cliente?",
    },
    "es": {
        "artist.genre_of.by_name": "¿me decís en qué género está {artist}? posta que no tengo idea",
        "album.artist_of.by_name": "¿De quién es el disco {album}? Lo escuché en una previa y me re gustó.",
        "album.price.by_name": "Si me compro {album} completo, ¿cuánto me sale en total?",
        "track.genre_of.by_name": "¿Qué género es {song}? Mirá que lo discutimos con mi novia y quiero tener razón 😂",
        "track.price.by_id": "¿Cuánto sale el tema número {track_id}? Lo quiero comprar hoy.",
        "playlist.count.by_name": "¿Cuántos temas tiene la playlist {playlist}? Es para el laburo, ocho horas de música.",
        "invoice.total.by_id": "No me acuerdo cuánto pagué en la factura {invoice_id}. ¿Me lo decís?",
        "invoice_line.price.least_expensive": "¿Cuál fue el tema más barato que les compré y cuánto salió?",
        "support_rep.name.by_id": "Necesito saber quién estuvo a cargo de la factura {invoice_id}, ¿tenés el nombre?",
        "profile.name.own": "¿A nombre de quién figura mi cuenta? Decime nombre y apellido, porfa.",
    },
    "fr": {
        "artist.count.by_name": "Vous avez-tu beaucoup d'albums de {artist}? Combien exactement?",
        "album.duration.by_name": "{album}, ça dure combien de temps en tout? C'est pour un road trip en char.",
        "track.price.by_name": "Ça coûte combien, {song}? Je veux l'acheter à soir.",
        "track.duration.by_id": "La toune {track_id}, elle dure combien de minutes au juste?",
        "playlist.list.all": "Fait que, c'est quoi les listes de lecture que vous avez?",
        "genre.list.all": "Ben coudonc, quels genres de musique vous vendez icitte?",
        "invoice.total.in_month": "Si j'ai commandé de quoi en {month} {year}, ça m'a coûté combien?",
        "invoice.contents.latest": "Je me souviens pu de ce qu'il y avait dans ma dernière commande. C'était quelles tounes?",
        "invoice.total.all": "Ouin, j'ai dépensé combien chez vous en tout, depuis le début?",
        "invoice_line.price.most_expensive": "C'est quoi la toune la plus chère que j'ai achetée chez vous, pis combien je l'ai payée?",
    },
    "de": {
        "artist.genre_of.by_name": "Sagt's, unter welchem Genre läuft {artist} bei euch?",
        "artist.count.all": "Wie viele Künstler habt ihr eigentlich im Sortiment? Würd mich ur interessieren.",
        "track.artist_of.by_name": "Ich weiß nicht, wer {song} singt, und es lässt mir keine Ruhe.",
        "track.album_of.by_name": "Auf welchem Album ist {song} oben? Ich find's nirgends.",
        "track.price.by_name": "Was choschtet {song} bi eu?",
        "playlist.contents.by_name": "Welche Lieder sind in der Playlist {playlist}? Würd die gern beim Grillen laufen lassen.",
        "invoice.contents.latest": "Ich kann mich nicht mehr erinnern, was in meiner letzten Bestellung war. Welche Lieder waren das?",
        "invoice.total.all": "Wie viel hab ich bei euch insgesamt schon ausgegeben? Bitte ehrlich, ich vertrag's.",
        "invoice_line.list.by_name": "Bevor ich {song} kaufe: hab ich den schon einmal bei euch gekauft?",
        "support_rep.name.own": "Wie heißt eigentlich mein Betreuer bei Ihnen?",
        "support_rep.contact.own": "Könnten Sie mir die E-Mail-Adresse meines persönlichen Betreuers zukommen lassen?",
    },
    "it": {
        "album.count.all": "Quanti album avete in totale? Daje, ditemelo 😄",
        "album.count.by_name": "{album}: quante tracce sono in tutto?",
        "track.list.by_name": "Se cerco {song} da voi lo trovo? Lo vendete?",
        "track.duration.by_name": "Non so quanto dura {song} e mi serve per un balletto. Me lo dite?",
        "track.album_of.by_id": "Gentilmente, potrei sapere da quale album proviene il brano {track_id}?",
        "invoice.total.oldest": "Non mi ricordo più quanto avevo speso nel mio primo ordine da voi. Quanto era?",
        "invoice_line.list.all": "Sto rifacendo la mia libreria musicale da zero: quali sono tutti i brani che ho acquistato da voi?",
        "invoice_line.count.all": "Quante canzoni vi ho comprato fino ad oggi? Sono proprio curioso.",
        "invoice_line.artist_of.all": "Vorrei sapere di quali artisti ho acquistato musica da voi.",
        "support_rep.name.by_id": "La fattura {invoice_id} chi l'ha gestita da voi? Mi serve il nome.",
        "profile.address.own": "Che indirizzo risulta sul mio profilo? Ho traslocato da poco, meglio controllare.",
    },
    "nl": {
        "artist.tracks.by_name": "Welke nummers van {artist} kan ik bij u kopen? Alvast dank.",
        "album.contents.by_name": "Amai, ik ben {album} helemaal vergeten. Welke nummers staan er ook alweer op?",
        "track.album_of.by_name": "Op welk album staat {song}? Ik kan het nergens vinden.",
        "track.genre_of.by_name": "Onder welk genre valt {song} bij jullie?",
        "track.composer.by_name": "Ik zou graag willen weten wie {song} heeft gecomponeerd.",
        "track.price.by_id": "Als ik track {track_id} koop, wat betaal ik dan?",
        "playlist.contents.by_name": "Welke liedjes zitten er in de afspeellijst {playlist}? Is voor een verjaardagsfeestje.",
        "invoice.total.most_expensive": "Wat was mijn allerduurste bestelling ooit, en hoeveel kostte die?",
        "invoice.total.least_expensive": "Weet u wat mijn kleinste bestelling bij u was? Het bedrag, bedoel ik.",
        "invoice.contents.by_id": "factuur {invoice_id}: welke nummers zaten daarin?",
        "invoice.total.by_id": "Ik weet niet meer hoeveel factuur {invoice_id} was. Kunt u dat opzoeken?",
    },
    "pl": {
        "artist.albums.by_name": "Czy mogliby Państwo podać, jakie albumy {artist} są w ofercie?",
        "album.count.by_name": "{album} – ile ma utworów?",
        "track.album_of.by_id": "z jakiej płyty jest kawałek {track_id}? nie mogę nigdzie znaleźć",
        "track.count.all": "Ile w ogóle macie piosenek w sklepie? Tak z ciekawości.",
        "playlist.contents.by_id": "Gdybym puścił playlistę {playlist_id} na imprezie, to jakie piosenki by poleciały?",
        "genre.list.all": "jakie gatunki muzyczne macie? spoko jakby była cała lista",
        "genre.count.by_name": "Ile utworów {genre} jest u was? Mega mnie to ciekawi.",
        "invoice.count.all": "Nie pamiętam już, ile razy u was zamawiałem. Ile tego było?",
        "invoice.total.least_expensive": "Jaka była kwota mojego najmniejszego zamówienia?",
        "invoice_line.price.least_expensive": "ktora piosenka byla najtansza z tych co kupilem i ile kosztowala",
    },
    "sv": {
        "track.composer.by_id": "Vem har komponerat spår {track_id}? Hittar det inte nånstans.",
        "playlist.count.by_name": "Om jag lyssnar igenom hela spellistan {playlist}, hur många låtar blir det?",
        "genre.contents.by_name": "Jag vill börja lyssna på {genre}. Vilka låtar tycker ni att jag ska börja med?",
        "invoice.total.latest": "Jag minns inte vad min senaste beställning gick på. Kan ni kolla?",
        "invoice.total.in_month": "Vad betalade jag för min beställning i {month} {year}? Ser en dragning på kontot.",
        "invoice.contents.oldest": "Vilka låtar var med i min allra första order? Blir lite nostalgisk typ.",
        "invoice_line.price.most_expensive": "Sjukt nyfiken: vilken låt har jag betalat mest för hos er, och hur mycket?",
        "invoice_line.artist_of.all": "Vilka artister har jag köpt musik av hos er? Gör en lista till min blogg.",
        "support_rep.name.own": "Vem är det som har hand om mitt konto hos er? Namnet räcker.",
        "profile.address.own": "Vilken adress har ni registrerad på mig? Vänligen kontrollera.",
    },
}  # fmt: skip

# Three families, all new in how the identifiers are worded:
# ``fresh8_up_front``: a first message with the identifiers, then the question in the next:
#   "acct N / mail x", the email first and the number after it in parentheses ("I'm Name (x,
#   #N)"), "cust id:" and "e-mail:" on lines of their own, "I'm number N in your system, I
#   believe, and the email should be x"; Quebec "numéro de client c'est le N pis mon courriel",
#   "n° client", Italian "n. cliente", Polish "piszę z adresu x (nr klienta N)" and "ID N";
#   English and fr/it/pl;
# ``fresh8_same_message``: the identifiers in the same message, after the question: "the email
#   on file should be x, customer nr is N", the number inside a compliment ("Love the shop btw,
#   I've been customer N for years ..."), "my number with you guys is N and email x", "x (cust.
#   N)"; European Portuguese "Já agora, sou o cliente número N", Austrian "Bin übrigens Kunde Nr.
#   N ... baba!", Swiss "Kd.-Nr. N ... en schöne Tag!", Swedish "Kund-ID:"; English and pt/de/sv;
# ``fresh8_when_asked``: the question alone, then the identifiers in a second message as the
#   reply to the request for them: Argentine "Dale, te paso: soy el cliente N ...", "nro de
#   cliente:" on its own line, Flemish "Allee, mijn klantennummer is N ...", "x, klantnummer N";
#   es and nl only (no English, so that the split stays near 200 cases).
# Each of the eight other languages is in one family only.
FRESH8_FAMILIES: dict[str, dict] = {
    "fresh8_up_front": {
        "split": "fresh8", "ids": "before", "transform": "none",
        "frames": {
            "en": ["{q}", "Now, the actual question: {q}", "{q}\n\nThanks a bunch!"],
            "fr": ["{q}", "Me revoilà! {q}"], "it": ["{q}", "Ecco la domanda: {q}"],
            "pl": ["{q}", "No to pytanie: {q}"],
        },
        "id_lines": {
            "en": ["acct {id} / mail {email}",
                   "Hi! I'm {first} ({email}, #{id}) and I've got a question for you.",
                   "before anything else:\ncust id: {id}\ne-mail: {email}",
                   "Hello there, I'm number {id} in your system, I believe, and the email should be {email}."],
            "fr": ["Allô! C'est {first}, mon numéro de client c'est le {id} pis mon courriel, {email}.",
                   "Bonjour, n° client {id} — courriel {email}"],
            "it": ["Buongiorno, sono {first}. I miei dati: n. cliente {id}, e-mail {email}.",
                   "ciao! {email} (cliente {id})"],
            "pl": ["Dzień dobry, piszę z adresu {email} (nr klienta {id}).",
                   "siema, ID {id}, mail {email}"],
        },
    },
    "fresh8_same_message": {
        "split": "fresh8", "ids": "with", "transform": "none",
        "frames": {
            "en": ["{q}", "Morning! {q}", "{q} 😊"],
            "pt": ["{q}", "Bom dia! {q}"], "de": ["{q}", "Servus! {q}"],
            "sv": ["{q}", "Hallå där! {q}"],
        },
        "id_lines": {
            "en": ["The email on file should be {email}, customer nr is {id}.",
                   "Love the shop btw, I've been customer {id} for years, same email the whole time ({email}).",
                   "My number with you guys is {id} and email {email}",
                   "— {email} (cust. {id})"],
            "pt": ["Já agora, sou o cliente número {id} e o meu e-mail é o {email}.",
                   "(n.º de cliente {id}, e-mail {email})"],
            "de": ["Bin übrigens Kunde Nr. {id}, Mailadresse {email}. Danke vielmals, baba!",
                   "Kd.-Nr. {id}, E-Mail: {email}. Merci und en schöne Tag!"],
            "sv": ["Mitt kundnummer hos er är {id} och mejladressen jag använder är {email}, ifall det behövs.",
                   "Kund-ID: {id}. E-post: {email}."],
        },
    },
    "fresh8_when_asked": {
        "split": "fresh8", "ids": "after", "transform": "none",
        "frames": {
            "es": ["{q}", "Hola, ¿cómo andás? {q}"], "nl": ["{q}", "Goeiemorgen! {q}"],
        },
        "id_lines": {
            "es": ["Dale, te paso: soy el cliente {id} y mi mail es {email}.",
                   "mail: {email}\nnro de cliente: {id}"],
            "nl": ["Allee, mijn klantennummer is {id} en mijn mail {email}.",
                   "{email}, klantnummer {id}"],
        },
    },
}  # fmt: skip
