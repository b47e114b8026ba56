"""The capability map: what a music-store customer asks, and which tools answer it today.

Why: the public cases were written from the phrasings the rules already know, so 97 % on
them said little about real questions (issue 22). This table is the other axis: every
question *kind* a customer plausibly asks, as a cell ``entity x attribute x selector``,
with the tool(s) whose results hold the answer today, or ``None`` ("not offered yet").
``eval.generate`` turns every answerable cell into cases (gold answers by SQL) and the
tests (``tests/test_capabilities.py``) check that each named tool exists and that each
answerable cell has development and held-out cases. The ``None`` rows are the to-do list.

"Answerable today" means: calling the listed tools, in order, returns every fact the answer
needs (the agent still has to pick the row, e.g. the second-latest invoice from the full
list). It says nothing about whether today's agent *does* call them; that is what the
generated cases measure. A chain like ``("check_for_songs", "get_track_details")`` means
the first call gives the id the second needs.

To add a row: append a ``Cell`` to ``CELLS`` (entity and selector from ``ENTITIES`` and
``SELECTORS``), name the tools that answer it or ``None``, and say in ``note`` why. For an
answerable, generated row also add its gold function in ``eval.generate_gold.GOLD`` and its
questions in ``eval.generate_phrasings``; the tests fail until you do.
"""

from __future__ import annotations

from dataclasses import dataclass

ENTITIES = (
    "artist",
    "album",
    "track",
    "playlist",
    "genre",
    "invoice",
    "invoice_line",
    "support_rep",
    "profile",
)
ATTRIBUTES = (
    "list",  # which ones exist / show them
    "count",
    "albums",
    "tracks",
    "price",
    "duration",
    "composer",
    "album_of",
    "artist_of",
    "genre_of",
    "contents",  # the songs in a playlist, genre, invoice
    "date",
    "total",
    "name",
    "contact",  # email and phone
    "address",
    "refund",  # an action, not a read: see ``generated``
    "update",
)
SELECTORS = (
    "all",
    "by_name",
    "by_id",
    "by_composer",
    "own",  # the verified customer's own (profile, rep)
    "latest",
    "oldest",  # also "my first invoice"
    "nth",  # "the second-latest", "the one before that"
    "most_expensive",
    "least_expensive",
    "in_year",
    "in_month",
)


@dataclass(frozen=True)
class Cell:
    """One kind of customer question and what answers it today.

    ``tools``: tool names in call order whose results hold the answer, or None when no tool
    does (answer honestly "not offered"). ``alternatives``: other call chains that hold it
    too (a generated case then requires only the tools common to every chain, so a correct
    answer by another route is not failed). ``generated``: False for cells whose cases live
    elsewhere (refunds change the database; ``eval/cases/refunds.jsonl`` covers them).
    """

    entity: str
    attribute: str
    selector: str
    needs_verification: bool
    tools: tuple[str, ...] | None
    note: str
    generated: bool = True
    alternatives: tuple[tuple[str, ...], ...] = ()

    @property
    def key(self) -> str:
        """A stable id, ``entity.attribute.selector``, used in case ids and tags."""
        return f"{self.entity}.{self.attribute}.{self.selector}"

    @property
    def answerable(self) -> bool:
        return self.tools is not None

    @property
    def required_tools(self) -> list[str]:
        """Tools every answering chain calls (what a generated case may demand), in order."""
        chains = [self.tools or (), *self.alternatives]
        return [t for t in self.tools or () if all(t in chain for chain in chains)]


def _c(entity: str, attribute: str, selector: str, tools: tuple[str, ...] | None, note: str,
       *, verify: bool = False, generated: bool = True,
       alt: tuple[tuple[str, ...], ...] = ()) -> Cell:  # fmt: skip
    return Cell(entity, attribute, selector, verify, tools, note, generated, alt)


_INV = "get_invoices_by_customer_sorted_by_date"
_LINES = "get_invoice_line_items"
_BY_PRICE = "get_invoice_line_items_sorted_by_price"
_REP = "get_employee_by_invoice_and_customer"
_PROFILE = "get_customer_profile"
_SONG = "check_for_songs"
_DETAILS = "get_track_details"
_ALBUM = "get_album_tracks"

CELLS: tuple[Cell, ...] = (
    # -- artist
    _c("artist", "list", "all", None, "no tool lists the store's artists"),
    _c("artist", "albums", "by_name", ("get_albums_by_artist",), "forgiving name match"),
    _c("artist", "count", "by_name", ("get_albums_by_artist",), "albums by the artist: total"),
    _c("artist", "tracks", "by_name", ("get_tracks_by_artist",), "first 25 rows, total said"),
    _c("artist", "genre_of", "by_name", ("get_tracks_by_artist",), "genre per track row"),
    _c("artist", "count", "all", ("get_catalog_counts",), "the store's counts"),
    # -- album
    _c("album", "list", "all", None, "albums only by a named artist"),
    _c("album", "count", "all", ("get_catalog_counts",), "the store's counts"),
    _c("album", "contents", "by_name", (_ALBUM,), "album order, first 25, with length and price"),
    _c("album", "artist_of", "by_name", (_ALBUM,), "the album's artist"),
    _c("album", "count", "by_name", (_ALBUM,), "the album's track count"),
    _c("album", "price", "by_name", (_ALBUM,), "sum of its tracks' prices"),
    _c("album", "duration", "by_name", (_ALBUM,), "sum of its tracks' lengths, h:mm:ss"),
    _c("album", "date", "by_name", None, "Chinook has no release dates at all"),
    # -- track
    _c("track", "list", "by_name", (_SONG,), "do you sell song X: exact title first"),
    _c("track", "artist_of", "by_name", (_SONG,), "check_for_songs rows carry the artist"),
    _c("track", "album_of", "by_name", (_SONG,), "check_for_songs rows carry the album"),
    _c("track", "genre_of", "by_name", (_SONG,), "check_for_songs rows carry the genre"),
    _c("track", "price", "by_name", (_SONG,), "check_for_songs rows carry unit_price"),
    _c("track", "duration", "by_name", (_SONG,), "check_for_songs rows carry the length",
       alt=((_SONG, _DETAILS),)),
    _c("track", "composer", "by_name", (_SONG,), "check_for_songs rows carry the composer",
       alt=((_SONG, _DETAILS),)),
    _c("track", "duration", "by_id", (_DETAILS,), "duration as m:ss"),
    _c("track", "price", "by_id", (_DETAILS,), "unit_price"),
    _c("track", "composer", "by_id", (_DETAILS,), "composer may be empty in Chinook"),
    _c("track", "album_of", "by_id", (_DETAILS,), "album and artist"),
    _c("track", "list", "most_expensive", None, "no catalog-wide sort by price"),
    _c("track", "list", "least_expensive", None, "no catalog-wide sort by price"),
    _c("track", "list", "by_composer", None, "no search by composer"),
    _c("track", "count", "all", ("get_catalog_counts",), "the store's counts",
       alt=(("list_genres",),)),
    # -- playlist
    _c("playlist", "list", "all", ("get_playlists",), "all 18, with ids and track counts"),
    _c("playlist", "count", "all", ("get_playlists",), "18 playlists, several names twice",
       alt=(("get_catalog_counts",),)),
    _c("playlist", "contents", "by_id", ("get_playlist_tracks",), "first 25 by track id"),
    _c("playlist", "contents", "by_name", ("get_playlists", "get_playlist_tracks"),
       "name -> id from get_playlists, or by code from the store's names (tools.names); "
       "ambiguous for the duplicated names (Music, Movies)",
       alt=(("get_playlist_tracks",),)),
    _c("playlist", "count", "by_name", ("get_playlists",), "track_count per playlist, or the "
       "total of its tracks (the id by code)", alt=(("get_playlist_tracks",),)),
    # -- genre
    _c("genre", "list", "all", ("list_genres",), "all 25 genres"),
    _c("genre", "count", "all", ("list_genres",), "number of genres",
       alt=(("get_catalog_counts",),)),
    _c("genre", "contents", "by_name", ("get_songs_by_genre",), "spread across artists, 25"),
    _c("genre", "count", "by_name", ("list_genres",), "track_count per genre",
       alt=(("get_songs_by_genre",),)),
    # -- invoice (own, verified)
    _c("invoice", "list", "all", (_INV,), "newest first, all of them (<= 50)", verify=True),
    _c("invoice", "count", "all", (_INV,), "the list's total", verify=True,
       alt=((_PROFILE,),)),
    _c("invoice", "date", "latest", (_INV,), "first row", verify=True, alt=((_PROFILE,),)),
    _c("invoice", "total", "latest", (_INV,), "first row", verify=True),
    _c("invoice", "date", "oldest", (_INV,), "last row of the full list", verify=True),
    _c("invoice", "total", "oldest", (_INV,), "last row of the full list", verify=True),
    _c("invoice", "date", "nth", (_INV,), "row n of the full list; no selector argument",
       verify=True),
    _c("invoice", "total", "most_expensive", (_INV,), "max total over the full list",
       verify=True),
    _c("invoice", "total", "least_expensive", (_INV,), "min total over the full list",
       verify=True),
    _c("invoice", "list", "in_year", (_INV,), "no date-range argument; filter the full list",
       verify=True),
    _c("invoice", "total", "in_month", (_INV,), "no date-range argument; filter the full list",
       verify=True),
    _c("invoice", "contents", "by_id", (_LINES,), "the lines of one invoice", verify=True),
    _c("invoice", "date", "by_id", (_INV,), "the invoice's row", verify=True,
       alt=((_LINES,),)),
    _c("invoice", "total", "by_id", (_INV,), "the invoice's row", verify=True,
       alt=((_LINES,),)),
    _c("invoice", "contents", "latest", (_INV, _LINES), "latest id, then its lines",
       verify=True),
    _c("invoice", "contents", "oldest", (_INV, _LINES), "oldest id, then its lines",
       verify=True),
    _c("invoice", "total", "all", (_PROFILE,), "total_spent", verify=True, alt=((_INV,),)),
    _c("invoice", "address", "by_id", None,
       "billing city/country only in the invoice list; no billing street", verify=True),
    _c("invoice", "refund", "by_id", ("request_refund",), "the policy decides",
       verify=True, generated=False),
    _c("invoice", "refund", "latest", (_INV, "request_refund"), "latest id, then refund",
       verify=True, generated=False),
    # -- invoice line (own, verified)
    _c("invoice_line", "list", "all", (_BY_PRICE,), "everything bought (<= 50 rows)",
       verify=True),
    _c("invoice_line", "count", "all", (_BY_PRICE,), "the list's total", verify=True),
    _c("invoice_line", "price", "most_expensive", (_BY_PRICE,), "first row", verify=True),
    _c("invoice_line", "price", "least_expensive", (_BY_PRICE,), "last row", verify=True),
    _c("invoice_line", "list", "by_name", (_BY_PRICE,), "did I buy song X: search the list",
       verify=True),
    _c("invoice_line", "artist_of", "all", (_BY_PRICE,), "artist per purchased track",
       verify=True),
    _c("invoice_line", "refund", "by_id", (_LINES, "request_refund"), "one song of an invoice",
       verify=True, generated=False),
    # -- support rep (own, verified)
    _c("support_rep", "name", "own", (_PROFILE,), "support_rep", verify=True,
       alt=((_INV, _REP),)),
    _c("support_rep", "contact", "own", (_PROFILE,),
       "support_rep_email; the phone only via get_employee_by_invoice_and_customer",
       verify=True, alt=((_INV, _REP),)),
    _c("support_rep", "name", "by_id", (_REP,), "rep on one invoice (the customer's rep)",
       verify=True),
    # -- own profile (verified)
    _c("profile", "contact", "own", (_PROFILE,), "email and phone on file", verify=True),
    _c("profile", "address", "own", (_PROFILE,), "address, city, country, postal code",
       verify=True),
    _c("profile", "name", "own", (_PROFILE,), "first and last name on the account",
       verify=True),
    _c("profile", "date", "oldest", (_PROFILE,), "first_purchase", verify=True,
       alt=((_INV,),)),
    _c("profile", "date", "latest", (_PROFILE,), "last_purchase", verify=True,
       alt=((_INV,),)),
    _c("profile", "update", "own", None, "no tool changes account details", verify=True),
)  # fmt: skip


def cell(key: str) -> Cell:
    """The row with ``key`` (``entity.attribute.selector``); KeyError names the unknown key."""
    for row in CELLS:
        if row.key == key:
            return row
    raise KeyError(f"no capability cell {key!r}")


def answerable(generated_only: bool = True) -> tuple[Cell, ...]:
    """Cells some tool answers today (by default only those ``eval.generate`` covers)."""
    return tuple(c for c in CELLS if c.answerable and (c.generated or not generated_only))


def not_offered() -> tuple[Cell, ...]:
    """Cells no tool answers today: the to-do list for the next sessions."""
    return tuple(c for c in CELLS if not c.answerable)


def tools_named() -> set[str]:
    """Every tool name the map mentions (checked against the registry by the tests)."""
    return {t for c in CELLS for chain in (c.tools or (), *c.alternatives) for t in chain}


def markdown() -> str:
    """The map as a Markdown table (for eval/README.md: ``python -m eval.capabilities``)."""
    lines = ["| cell | verify | tools today | note |", "|---|---|---|---|"]
    for c in CELLS:
        chains = [" → ".join(f"`{t}`" for t in chain) for chain in (c.tools or (), *c.alternatives)]
        tools = " or ".join(chains) if c.tools else "**not offered yet**"
        lines.append(
            f"| `{c.key}` | {'yes' if c.needs_verification else ''} | {tools} | {c.note} |"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    print(markdown())
