"""Questions as customers really write them: in Portuguese, French, German and Spanish (the
store sells worldwide), and in English with typos or in other words than the tools' names.

Expected facts are language-independent (album and track names, artist names, invoice ids,
amounts, support reps' surnames), so an answer in the customer's language passes as well as
one in English. Dates are left out of non-English cases: the scorer reads English dates only.
Verification turns are written in the same language as the question.
"""

from __future__ import annotations

from eval.cases.facts import Customer, Facts
from eval.cases.themes import case, names, slug, unique_pair

ANON = {"routes_forbidden": ["invoice"], "verified": False}

# Verification replies per language: (customer id + email), (email + phone).
IDS = {
    "pt": ("Meu número de cliente é {id} e meu e-mail é {email}.",
           "Meu e-mail é {email} e meu telefone é {phone}."),
    "fr": ("Mon numéro client est {id} et mon e-mail est {email}.",
           "E-mail {email}, téléphone {phone}."),
    "de": ("Meine Kundennummer ist {id}, meine E-Mail-Adresse {email}.",
           "E-Mail {email}, Telefon {phone}."),
    "es": ("Mi número de cliente es {id} y mi correo es {email}.",
           "Mi correo es {email} y mi teléfono {phone}."),
}  # fmt: skip


def ids_in(db: Facts, lang: str, c: Customer, with_phone: bool) -> str:
    """A verification reply in ``lang``, after the same uniqueness proof as English ones."""
    unique_pair(db, c, "email_phone" if with_phone else "id_email")
    template = IDS[lang][1 if with_phone else 0]
    return template.format(id=c.id, email=c.email, phone=c.phone)


def multilingual(db: Facts) -> list[dict]:
    out = []

    def albums(lang: str, artist: str, question: str) -> None:
        titles = db.albums(artist)
        out.append(case(
            f"{lang}-albums-{slug(artist)}", [question], ["multilingual", lang, "albums"],
            f"{len(titles)} album(s)", routes=["catalog"], tools=["get_albums_by_artist"],
            answer_contains_any=names(titles, 10) or titles, **ANON))  # fmt: skip

    def genre(lang: str, name: str, question: str) -> None:
        out.append(case(
            f"{lang}-genre-{slug(name)}", [question], ["multilingual", lang, "genre"],
            f"genre {name}", routes=["catalog"], tools=["get_songs_by_genre"],
            answer_contains_any=names(db.genre_artists(name)), **ANON))  # fmt: skip

    def song(lang: str, title: str, question: str) -> None:
        artists = db.song_artists(title)
        if not artists:
            raise ValueError(f"song {title!r} is not in Chinook")
        out.append(case(
            f"{lang}-song-{slug(title)}", [question], ["multilingual", lang, "song"],
            f"by {', '.join(artists)}", routes=["catalog"], tools=["check_for_songs"],
            answer_contains_any=artists, **ANON))  # fmt: skip

    def account(lang: str, kind: str, cid: int, with_phone: bool, question: str) -> None:
        c = db.customer(cid)
        facts = {
            "latest": lambda: [str(db.invoices(cid)[0]["id"])],
            "spent": lambda: [db.total_spent(cid)],
            "rep": lambda: [c.rep_last],
        }[kind]()
        out.append(case(
            f"{lang}-invoice-{kind}-{cid}", [question, ids_in(db, lang, c, with_phone)],
            ["multilingual", lang, "invoice"], f"customer {cid} ({c.first} {c.last})",
            routes=["invoice"], verified=True, answer_contains_any=facts))  # fmt: skip

    # Portuguese (Brazil, Portugal)
    albums("pt", "Caetano Veloso", "Quais álbuns do Caetano Veloso vocês têm?")
    genre("pt", "Bossa Nova", "Quero ouvir bossa nova. O que vocês têm?")
    song("pt", "Garota De Ipanema", "Vocês vendem a música Garota de Ipanema?")
    account("pt", "latest", 1, False, "Qual foi a minha última fatura?")
    account("pt", "spent", 34, True, "Quanto eu já gastei na loja no total?")
    # French (France, Canada)
    albums("fr", "Led Zeppelin", "Quels albums de Led Zeppelin avez-vous ?")
    genre("fr", "Jazz", "Pouvez-vous me conseiller des morceaux de jazz ?")
    account("fr", "latest", 40, False, "Quelle est ma dernière facture ?")
    account("fr", "rep", 43, True, "Qui est mon conseiller au service client ?")
    # German (Germany, Austria)
    albums("de", "Metallica", "Welche Alben von Metallica habt ihr?")
    song("de", "Enter Sandman", "Habt ihr den Song Enter Sandman?")
    account("de", "spent", 36, False, "Wie viel habe ich insgesamt bei euch ausgegeben?")
    account("de", "latest", 38, True, "Was war meine letzte Rechnung?")
    # Spanish (Spain, Argentina, Chile)
    albums("es", "Santana", "¿Qué álbumes de Santana tienen?")
    genre("es", "Latin", "¿Tienen música latina? ¿Qué me recomiendan?")
    account("es", "latest", 50, False, "¿Cuál fue mi última factura?")
    account("es", "spent", 56, True, "¿Cuánto he gastado en total en la tienda?")
    return out


def paraphrase(db: Facts) -> list[dict]:
    """Typos and other wordings of the catalog and account questions."""
    out = []

    def catalog(cid: str, question: str, tool: str, facts: list[str], tags: list[str]) -> None:
        out.append(case(
            f"paraphrase-{cid}", [question], ["paraphrase", *tags], routes=["catalog"],
            tools=[tool], answer_contains_any=facts, **ANON))  # fmt: skip

    def account(cid: str, question: str, customer: int, style: str, facts: list[str],
                tags: list[str], tools: list[str] | None = None) -> None:  # fmt: skip
        c = db.customer(customer)
        out.append(case(
            f"paraphrase-{cid}-{customer}", [question, unique_pair(db, c, style)],
            ["paraphrase", *tags], f"customer {customer}", routes=["invoice"], verified=True,
            tools=tools, answer_contains_any=facts))  # fmt: skip

    albums = lambda artist: names(db.albums(artist), 10) or db.albums(artist)  # noqa: E731
    genres = [g for g in db.genres() if len(g) >= 4]
    # typos: in the words around the names, and in a few names
    catalog("typo-metallica", "wich albums by Metalica do u sell??", "get_albums_by_artist",
            albums("Metallica"), ["typo"])  # fmt: skip
    catalog("typo-jamiroquai", "do yuo have any songs by jamiroqai", "get_tracks_by_artist",
            names(db.tracks("Jamiroquai"), 15), ["typo"])  # fmt: skip
    catalog("typo-jazz", "recomend me sum jazz pls", "get_songs_by_genre",
            names(db.genre_artists("Jazz")), ["typo"])  # fmt: skip
    catalog("typo-genres", "wat genres do u hav", "list_genres", genres, ["typo"])
    catalog("typo-stairway", "is stairway to heaven availble?", "check_for_songs",
            db.song_artists("Stairway To Heaven"), ["typo"])  # fmt: skip
    latest7 = db.invoices(7)[0]
    account("typo-latest", "whats my lastest invoce", 7, "id_email",
            [str(latest7["id"]), latest7["date"]], ["typo"])  # fmt: skip
    account("typo-spent", "how much did i spend altogehter??", 9, "id_email",
            [db.total_spent(9)], ["typo"])  # fmt: skip
    account("typo-rep", "whos my suport rep", 15, "email_phone", [db.customer(15).rep_last],
            ["typo"])  # fmt: skip
    # other words
    catalog("iron-maiden-records", "I'm after some Iron Maiden records - what's in stock?",
            "get_albums_by_artist", albums("Iron Maiden"), ["words"])  # fmt: skip
    catalog("chili-peppers", "Got anything from the Red Hot Chili Peppers?",
            "get_albums_by_artist", albums("Red Hot Chili Peppers"), ["words"])  # fmt: skip
    catalog("foo-fighters-tunes", "What tunes by Foo Fighters can I download?",
            "get_tracks_by_artist", names(db.tracks("Foo Fighters"), 15), ["words"])  # fmt: skip
    catalog("classical-mood", "I'm in the mood for classical music. What would you suggest?",
            "get_songs_by_genre", names(db.genre_artists("Classical")), ["words"])  # fmt: skip
    latest19 = db.invoices(19)[0]
    account("last-order-total", "What did my last order come to?", 19, "id_email",
            [latest19["total"]], ["words"], ["get_invoices_by_customer_sorted_by_date"])  # fmt: skip
    account("who-looks-after-me", "Which member of your staff looks after my account?", 30,
            "id_postal", [db.customer(30).rep_last], ["words"])  # fmt: skip
    account("first-order-date", "Could you tell me the date I first ordered from you?", 32,
            "id_email", [db.first_purchase(32)], ["words"])  # fmt: skip
    latest39 = db.invoices(39)[0]
    account("receipt-latest", "Pull up the receipt for my most recent purchase, please.", 39,
            "email_phone", [str(latest39["id"]), latest39["date"]], ["words"])  # fmt: skip
    return out


THEMES_LANGUAGE = {"multilingual": multilingual, "paraphrase": paraphrase}
