"""The public cases, one function per file (theme), each ``(Facts) -> list[case dict]``.

Conventions: anonymous catalog questions forbid the invoice route; account questions are
answered after a verification turn with two identifiers of one customer (the graph pauses
on the question and the identifiers resume it); "not found" answers are recognized by any
of ``NEGATIVE``; names shorter than ``MIN_NAME`` characters are left out of ``*_any`` lists
because they would match by accident.
"""

from __future__ import annotations

from typing import Any

from eval.cases.facts import Customer, Facts
from eval.score import fold

INVOICE_TOOLS = [
    "get_invoices_by_customer_sorted_by_date",
    "get_invoice_line_items_sorted_by_price",
    "get_employee_by_invoice_and_customer",
    "get_invoice_line_items",
    "get_customer_profile",
]
ALL_ROUTES = ["catalog", "invoice", "search", "code", "data"]
NEGATIVE = ["n't", "not ", "no ", "sorry", "unfortunately", "unable", "couldn"]
RETRY_MARKERS = ["could not verify", "attempts left"]
MIN_NAME = 5


def case(cid: str, turns: list[str], tags: list[str], note: str = "", **expect: Any) -> dict:
    """A case dict; ``expect`` keys with value None are left out."""
    out: dict[str, Any] = {
        "id": cid,
        "turns": turns,
        "expect": {k: v for k, v in expect.items() if v is not None},
        "tags": tags,
    }
    if note:
        out["note"] = note
    return out


def names(values: list[str], limit: int | None = None) -> list[str]:
    """Distinct names long enough to match reliably, in order, at most ``limit``."""
    kept = list(dict.fromkeys(v for v in values if len(v) >= MIN_NAME))
    return kept[:limit] if limit else kept


def ids_turn(c: Customer, style: str) -> str:
    """A verification reply with two identifiers of customer ``c`` in one of four styles."""
    return {
        "id_email": f"My customer id is {c.id} and my email is {c.email}.",
        "email_phone": f"Sure: email {c.email}, phone {c.phone}.",
        "id_postal": f"Customer id {c.id}, postal code {c.postal}.",
        "phone_postal": f"Phone {c.phone}, postal code {c.postal}.",
    }[style]


def unique_pair(db: Facts, c: Customer, style: str) -> str:
    """``ids_turn``, after proving from the DB that each identifier given is c's alone."""
    for kind, column, value in (
        ("email", "Email", c.email),
        ("phone", "Phone", c.phone),
        ("postal", "PostalCode", c.postal),
    ):
        if kind in style:
            if value is None or db.owners(column, value) != [c.id]:
                raise ValueError(f"customer {c.id}'s {kind} {value!r} does not identify them alone")
    return ids_turn(c, style)


# -------------------------------------------------------------------------------- catalog

ALBUM_QUESTIONS = {
    "AC/DC": ("What AC/DC albums do you have?", ["Back in Black", "Highway to Hell"]),
    "Aerosmith": ("Do you have any albums by Aerosmith?", ["Toys in the Attic"]),
    "Queen": ("Which Queen albums are in the store?", ["A Night at the Opera"]),
    "U2": ("u2 albums?", ["The Joshua Tree"]),
    "Led Zeppelin": ("Show me Led Zeppelin's albums", []),
    "Iron Maiden": ("What albums by Iron Maiden do you sell?", []),
    "Metallica": ("metallica albums please", ["Death Magnetic"]),
    "Pink Floyd": ("Do you carry Pink Floyd albums?", ["The Wall"]),
    "Miles Davis": ("Which Miles Davis albums can I buy here?", ["Kind of Blue"]),
    "Guns N' Roses": ("guns n roses albums", []),  # Chinook sells Appetite
}
TRACK_ARTISTS = {
    "Aerosmith": "What songs by Aerosmith do you have?",
    "Jamiroquai": "List some Jamiroquai tracks you sell",
    "Audioslave": "Which Audioslave songs are available?",
}
GENRE_QUESTIONS = {
    "Jazz": "Can you recommend some jazz songs?",
    "Blues": "Any blues tracks?",
    "Reggae": "I'd like some reggae music. What do you have?",
    "Bossa Nova": "Do you have bossa nova songs?",
}
SONGS = {
    "Whole Lotta Rosie": "Do you sell the song Whole Lotta Rosie?",
    "Smoke On The Water": "Is 'Smoke on the Water' available?",
    "Bohemian Rhapsody": "Do you have Bohemian Rhapsody?",
    "Sweet Child O' Mine": "Can I buy Sweet Child O' Mine here?",
}
MISSING_SONGS = {
    "Shake It Off": "Do you have the song Shake It Off?",
    "Rolling in the Deep": "Is 'Rolling in the Deep' in your store?",
}
MISSING_ARTISTS = {
    "Taylor Swift": ["1989", "Fearless"],
    "Ed Sheeran": ["Divide", "Shape of You"],
    "Beyoncé": ["Lemonade"],
    "Dua Lipa": ["Future Nostalgia"],
}


def catalog(db: Facts) -> list[dict]:
    out = []
    anon = {"routes_forbidden": ["invoice"], "verified": False}
    for artist, (question, famous) in ALBUM_QUESTIONS.items():
        titles = db.albums(artist)
        # Famous albums the store lacks, compared as the scorer compares (folded substrings).
        sold = [t for f in famous for t in titles if fold(f) in fold(t)]
        if sold:
            raise ValueError(f"{artist}: {famous} are meant to be absent but Chinook sells {sold}")
        wrong = famous
        out.append(
            case(
                f"catalog-albums-{slug(artist)}",
                [question],
                ["catalog", "albums"],
                f"{len(titles)} album(s) in Chinook",
                routes=["catalog"],
                tools=["get_albums_by_artist"],
                answer_contains_any=names(titles, 10) or titles,
                answer_excludes=wrong or None,
                **anon,
            )
        )
    for artist, question in TRACK_ARTISTS.items():
        out.append(
            case(
                f"catalog-tracks-{slug(artist)}",
                [question],
                ["catalog", "tracks"],
                routes=["catalog"],
                tools=["get_tracks_by_artist"],
                answer_contains_any=names(db.tracks(artist), 15),
                **anon,
            )
        )
    for genre, question in GENRE_QUESTIONS.items():
        out.append(
            case(
                f"catalog-genre-{slug(genre)}",
                [question],
                ["catalog", "genre"],
                "any artist of the genre counts as a grounded fact",
                routes=["catalog"],
                tools=["get_songs_by_genre"],
                answer_contains_any=names(db.genre_artists(genre)),
                **anon,
            )
        )
    for title, question in SONGS.items():
        artists = db.song_artists(title)
        if not artists:
            raise ValueError(f"song {title!r} is not in Chinook")
        out.append(
            case(
                f"catalog-song-{slug(title)}",
                [question],
                ["catalog", "song"],
                f"by {', '.join(artists)}",
                routes=["catalog"],
                tools=["check_for_songs"],
                answer_contains=[title],
                answer_contains_any=artists,
                **anon,
            )
        )
    for title, question in MISSING_SONGS.items():
        if db.song_exists(title):
            raise ValueError(f"song {title!r} is in Chinook after all")
        out.append(
            case(
                f"catalog-missing-song-{slug(title)}",
                [question],
                ["catalog", "not_in_catalog"],
                routes=["catalog"],
                tools=["check_for_songs"],
                answer_contains_any=NEGATIVE,
                **anon,
            )
        )
    for artist, famous in MISSING_ARTISTS.items():
        if db.artist_matches(artist):
            raise ValueError(f"artist {artist!r} matches {db.artist_matches(artist)}")
        out.append(
            case(
                f"catalog-missing-artist-{slug(artist)}",
                [f"What albums by {artist} do you have?"],
                ["catalog", "not_in_catalog"],
                routes=["catalog"],
                tools=["get_albums_by_artist"],
                answer_contains_any=NEGATIVE,
                answer_excludes=famous,
                **anon,
            )
        )
    genres, playlists = db.genres(), db.playlists()
    generic = {"Music", "Movies", "TV Shows", "Audiobooks", "Music Videos", "Classical"}
    track1, track3 = db.track(1), db.track(3)
    out += [
        case("catalog-genres-list", ["What music genres do you sell?"], ["catalog", "genres"],
             routes=["catalog"], tools=["list_genres"],
             answer_contains_any=[g for g in genres if len(g) >= 4], **anon),
        case("catalog-genres-count", ["How many genres do you have?"], ["catalog", "genres"],
             routes=["catalog"], tools=["list_genres"], answer_contains=[str(len(genres))],
             **anon),
        case("catalog-playlists", ["What playlists do you have?"], ["catalog", "playlists"],
             routes=["catalog"], tools=["get_playlists"],
             answer_contains_any=[p for p in playlists if p not in generic], **anon),
        case("catalog-track-1-details", ["How long is track 1, and what does it cost?"],
             ["catalog", "track"], f"{track1['name']}", routes=["catalog"],
             tools=["get_track_details"],
             answer_contains=[track1["duration"], track1["price"]], **anon),
        case("catalog-track-3-composer", ["Who composed track 3?"], ["catalog", "track"],
             f"{track3['name']}", routes=["catalog"], tools=["get_track_details"],
             answer_contains_any=[n.strip() for n in track3["composer"].replace("&", ",").split(",")],
             **anon),
        case("catalog-iron-maiden-count", ["How many Iron Maiden albums do you have?"],
             ["catalog", "albums"], routes=["catalog"], tools=["get_albums_by_artist"],
             answer_contains=[str(len(db.albums("Iron Maiden")))], **anon),
    ]  # fmt: skip
    return out


def slug(text: str) -> str:
    return "-".join("".join(ch if ch.isalnum() else " " for ch in text.lower()).split())


# -------------------------------------------------------------------------------- invoice

STYLES = ("id_email", "email_phone", "id_postal", "phone_postal")


def invoice(db: Facts) -> list[dict]:
    """Own-account questions; each is answered after a verification turn."""
    out = []

    def add(cid: str, customer_id: int, style: str, question: str, **expect: Any) -> None:
        c = db.customer(customer_id)
        out.append(
            case(
                cid,
                [question, unique_pair(db, c, style)],
                ["invoice"],
                f"customer {c.id} ({style})",
                routes=["invoice"],
                verified=True,
                **expect,
            )
        )

    for customer_id, style, question in (
        (5, "id_email", "What was my most recent invoice?"),
        (17, "email_phone", "Show me my latest invoice"),
        (44, "id_postal", "When did I last buy something from you?"),
    ):
        latest = db.invoices(customer_id)[0]
        add(f"invoice-latest-{customer_id}", customer_id, style, question,
            tools=["get_invoices_by_customer_sorted_by_date"],
            answer_contains_any=[str(latest["id"]), latest["date"]])  # fmt: skip
    for customer_id, style in ((6, "id_email"), (24, "phone_postal")):
        add(f"invoice-total-spent-{customer_id}", customer_id, style,
            "How much have I spent in total?",
            answer_contains=[db.total_spent(customer_id)])  # fmt: skip
    for customer_id, style in ((2, "email_phone"), (26, "id_email")):
        c = db.customer(customer_id)
        add(f"invoice-support-rep-{customer_id}", customer_id, style, "Who is my support rep?",
            answer_contains=[c.rep_last])  # fmt: skip
    for customer_id, style in ((59, "id_email"), (28, "id_postal")):
        n = len(db.invoices(customer_id))
        words = {6: "six", 7: "seven"}
        add(f"invoice-count-{customer_id}", customer_id, style, "How many invoices do I have?",
            answer_contains_any=[f"{n} invoices", f"{words[n]} invoices", f"{n} purchases",
                                 f"{n} orders", f"{n} in total", f"total of {n}"])  # fmt: skip
    for customer_id, style in ((37, "email_phone"), (45, "id_email")):
        top = db.top_purchase(customer_id)
        add(f"invoice-top-purchase-{customer_id}", customer_id, style,
            "What's the most expensive thing I ever bought?",
            tools=["get_invoice_line_items_sorted_by_price"],
            answer_contains_any=[top["track"]])  # fmt: skip
    add("invoice-first-purchase-58", 58, "id_email", "When was my first purchase?",
        answer_contains=[db.first_purchase(58)])  # fmt: skip
    latest23 = db.invoices(23)[0]
    add(f"invoice-items-23-{latest23['id']}", 23, "id_email",
        f"What did I buy on invoice {latest23['id']}?", tools=["get_invoice_line_items"],
        answer_contains_any=names(db.invoice_tracks(latest23["id"])))  # fmt: skip
    first12 = db.invoices(12)[-1]
    add(f"invoice-employee-12-{first12['id']}", 12, "email_phone",
        f"Who was the support rep on my invoice {first12['id']}?",
        tools=["get_employee_by_invoice_and_customer"],
        answer_contains=[db.customer(12).rep_last])  # fmt: skip
    return out
