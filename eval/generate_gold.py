"""Gold answers for ``eval.generate``: one maker per answerable capability cell.

Why a module of its own: the gold must come from the data, never from the tools under test,
so every maker samples its customer or catalog entity with plain SQL over ``Facts.q`` and
computes the expected strings the way the tools document their orders (invoices newest
first, purchases most expensive first, playlist tracks by id, 25 rows per catalog list).
A maker is ``(Facts, Random) -> (slots, expect)``: the slots fill the question, the expect
keys go into the case. A new answerable cell in ``eval.capabilities`` needs one entry in
``GOLD`` (``tests/test_capabilities.py`` fails until it has one).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from db import normalize
from eval.cases.facts import Facts, duration, money
from eval.cases.themes import names

Gold = tuple[dict[str, Any], dict[str, Any]]  # (slots for the question, expect keys)


# ------------------------------------------------------------------ entity pools (SQL)


def _artist(db: Facts, rng: random.Random, min_albums: int = 1) -> dict[str, Any]:
    rows = db.q(
        "SELECT ar.ArtistId AS id, ar.Name AS name, count(al.AlbumId) AS n FROM Artist ar "
        "JOIN Album al ON al.ArtistId = ar.ArtistId GROUP BY ar.ArtistId "
        "HAVING count(al.AlbumId) >= :m ORDER BY ar.ArtistId",
        m=min_albums,
    )
    return rng.choice([r for r in rows if 5 <= len(r["name"]) <= 30])


def _unique_songs(db: Facts) -> list[dict[str, Any]]:
    """Tracks whose folded title no other track has: the song search finds exactly them.
    Computed once per ``Facts`` (a scan of every track), then kept on it."""
    cached = getattr(db, "_unique_songs", None)
    if cached is not None:
        return cached
    rows = db.q(
        "SELECT t.TrackId AS id, t.Name AS name, t.Composer AS composer, "
        "t.Milliseconds AS ms, t.UnitPrice AS price, al.Title AS album, ar.Name AS artist, "
        "g.Name AS genre FROM Track t JOIN Album al ON al.AlbumId = t.AlbumId "
        "JOIN Artist ar ON ar.ArtistId = al.ArtistId JOIN Genre g ON g.GenreId = t.GenreId "
        "ORDER BY t.TrackId"
    )
    db._unique_songs = _unique_by(rows, "name", shortest=5)  # type: ignore[attr-defined]
    return db._unique_songs  # type: ignore[attr-defined]


def _unique_by(rows: list[dict[str, Any]], key: str, shortest: int) -> list[dict[str, Any]]:
    """The rows whose folded ``key`` no other row has (a search by it finds exactly them),
    ``shortest`` to 40 characters of plain Latin text (a question can carry it whole)."""
    counts: dict[str, int] = {}
    for r in rows:
        counts[normalize(r[key])] = counts.get(normalize(r[key]), 0) + 1
    return [
        r
        for r in rows
        if counts[normalize(r[key])] == 1
        and shortest <= len(r[key]) <= 40
        and re.fullmatch(r"[A-Za-z0-9 ',.&!-]+", r[key])
    ]


def _song(db: Facts, rng: random.Random, composer: bool = False) -> dict[str, Any]:
    pool = [r for r in _unique_songs(db) if r["composer"] or not composer]
    return rng.choice(pool)


def _composers(value: str) -> list[str]:
    parts = re.split(r"[,&/]| and ", value)
    return [p.strip() for p in parts if len(p.strip()) >= 4] or [value]


def _playlists(db: Facts) -> list[dict[str, Any]]:
    return db.q(
        "SELECT p.PlaylistId AS id, p.Name AS name, count(pt.TrackId) AS n FROM Playlist p "
        "LEFT JOIN PlaylistTrack pt ON pt.PlaylistId = p.PlaylistId "
        "GROUP BY p.PlaylistId ORDER BY p.PlaylistId"
    )


def _playlist_tracks(db: Facts, playlist_id: int) -> list[str]:
    """The first 25 in ``get_playlist_tracks``'s order (track id)."""
    rows = db.q(
        "SELECT t.Name FROM PlaylistTrack pt JOIN Track t ON t.TrackId = pt.TrackId "
        "WHERE pt.PlaylistId = :p ORDER BY t.TrackId LIMIT 25",
        p=playlist_id,
    )
    return [r["Name"] for r in rows]


def _album(db: Facts, rng: random.Random) -> dict[str, Any]:
    """An album whose folded title no other album has, with its artist and sums."""
    rows = db.q(
        "SELECT al.AlbumId AS id, al.Title AS title, ar.Name AS artist, count(*) AS n, "
        "round(sum(t.UnitPrice), 2) AS price, sum(t.Milliseconds) AS ms FROM Album al "
        "JOIN Artist ar ON ar.ArtistId = al.ArtistId JOIN Track t ON t.AlbumId = al.AlbumId "
        "GROUP BY al.AlbumId ORDER BY al.AlbumId"
    )
    return rng.choice(_unique_by(rows, "title", shortest=4))


def _album_tracks(db: Facts, album_id: int) -> list[str]:
    """The first 25 in ``get_album_tracks``'s order (track id)."""
    rows = db.q("SELECT Name FROM Track WHERE AlbumId = :a ORDER BY TrackId LIMIT 25", a=album_id)
    return [r["Name"] for r in rows]


def _album_length(ms: int) -> str:
    seconds = round(ms / 1000)
    hours, minutes = divmod(seconds // 60, 60)
    return (f"{hours}:{minutes:02d}" if hours else f"{minutes}") + f":{seconds % 60:02d}"


def _album_gold(field: str) -> Maker:
    def make(db: Facts, rng: random.Random) -> Gold:
        a = _album(db, rng)
        if field == "contents":
            tracks = _album_tracks(db, a["id"])
            return {"album": a["title"]}, {"answer_contains_any": names(tracks) or tracks}
        value = {
            "artist": a["artist"],
            "count": str(a["n"]),
            "price": money(a["price"]),
            "duration": _album_length(a["ms"]),
        }[field]
        return {"album": a["title"]}, {"answer_contains": [value]}

    return make


def _genre(db: Facts, rng: random.Random) -> dict[str, Any]:
    rows = db.q(
        "SELECT g.Name AS name, count(t.TrackId) AS n FROM Genre g "
        "JOIN Track t ON t.GenreId = g.GenreId GROUP BY g.GenreId ORDER BY g.GenreId"
    )
    return rng.choice(rows)


def _customer(db: Facts, rng: random.Random) -> int:
    return rng.choice([r["id"] for r in db.q("SELECT CustomerId AS id FROM Customer")])


def _purchases(db: Facts, customer_id: int) -> list[dict[str, Any]]:
    rows = db.q(
        "SELECT t.Name AS track, ar.Name AS artist, il.UnitPrice AS price FROM InvoiceLine il "
        "JOIN Invoice i ON i.InvoiceId = il.InvoiceId JOIN Track t ON t.TrackId = il.TrackId "
        "JOIN Album al ON al.AlbumId = t.AlbumId JOIN Artist ar ON ar.ArtistId = al.ArtistId "
        "WHERE i.CustomerId = :c ORDER BY il.UnitPrice DESC, i.InvoiceDate DESC, "
        "il.InvoiceLineId",
        c=customer_id,
    )
    return [{**r, "price": money(r["price"])} for r in rows]


def _rep(db: Facts, customer_id: int) -> dict[str, Any]:
    return db.q(
        "SELECT e.LastName AS last, e.Email AS email FROM Customer c "
        "JOIN Employee e ON e.EmployeeId = c.SupportRepId WHERE c.CustomerId = :c",
        c=customer_id,
    )[0]


# ------------------------------------------------------------------ gold, one per cell

Maker = Callable[[Facts, random.Random], Gold]


def _track_gold(field: str) -> Callable[[Facts, random.Random], Gold]:
    def make(db: Facts, rng: random.Random) -> Gold:
        s = _song(db, rng, composer=field == "composer")
        value = {
            "artist": [s["artist"]],
            "album": [s["album"]],
            "genre": [s["genre"]],
            "price": [money(s["price"])],
            "duration": [duration(s["ms"])],
        }.get(field)
        if field == "composer":
            return {"song": s["name"]}, {"answer_contains_any": _composers(s["composer"])}
        return {"song": s["name"]}, {"answer_contains": value}

    return make


def _by_id_gold(field: str) -> Callable[[Facts, random.Random], Gold]:
    def make(db: Facts, rng: random.Random) -> Gold:
        pool = [r for r in _unique_songs(db) if r["composer"] or field != "composer"]
        s = rng.choice(pool)
        want = {
            "duration": {"answer_contains": [duration(s["ms"])]},
            "price": {"answer_contains": [money(s["price"])]},
            "composer": {"answer_contains_any": _composers(s["composer"] or "")},
            "album": {"answer_contains": [s["album"]]},
        }[field]
        return {"track_id": s["id"]}, want

    return make


def _invoice_pick(pick: Callable[[list[dict]], Any], key: str, contents: bool = False) -> Maker:
    def make(db: Facts, rng: random.Random) -> Gold:
        cid = _customer(db, rng)
        chosen = pick(db.invoices(cid))
        if contents:
            return {"customer": cid}, {
                "answer_contains_any": names(db.invoice_tracks(chosen["id"])) or ["\u0000"]
            }
        return {"customer": cid}, {"answer_contains": [chosen[key]]}

    return make


def _in_year(db: Facts, rng: random.Random) -> Gold:
    cid = _customer(db, rng)
    invoices = db.invoices(cid)
    year = rng.choice(sorted({i["date"][:4] for i in invoices}))
    dates = [i["date"] for i in invoices if i["date"].startswith(year)]
    others = [i["date"] for i in invoices if not i["date"].startswith(year)]
    # Listing every invoice is the failure this cell measures: other years' dates must not show.
    return {"customer": cid, "year": year}, {
        "answer_contains_any": dates,
        "answer_excludes": others or None,
    }


def _in_month(db: Facts, rng: random.Random) -> Gold:
    cid = _customer(db, rng)
    invoices = db.invoices(cid)
    months = [i["date"][:7] for i in invoices]
    chosen = rng.choice([i for i in invoices if months.count(i["date"][:7]) == 1])
    year, month = chosen["date"][:4], int(chosen["date"][5:7])
    return {"customer": cid, "year": year, "month_no": month}, {
        "answer_contains": [chosen["total"]]
    }


def _contents_by_id(db: Facts, rng: random.Random) -> Gold:
    cid = _customer(db, rng)
    inv = rng.choice(db.invoices(cid))
    tracks = db.invoice_tracks(inv["id"])
    return {"customer": cid, "invoice_id": inv["id"]}, {
        "answer_contains_any": names(tracks) or tracks
    }


def _line_extreme(highest: bool) -> Maker:
    def make(db: Facts, rng: random.Random) -> Gold:
        cid = _customer(db, rng)
        lines = _purchases(db, cid)
        price = lines[0 if highest else -1]["price"]
        tracks = [line["track"] for line in lines if line["price"] == price]
        return {"customer": cid}, {"answer_contains": [price], "answer_contains_any": tracks}

    return make


def _customer_gold(value: Callable[[Facts, int], Any], key: str = "answer_contains") -> Maker:
    def make(db: Facts, rng: random.Random) -> Gold:
        cid = _customer(db, rng)
        got = value(db, cid)
        return {"customer": cid}, {key: got if isinstance(got, list) else [got]}

    return make


def _playlist_named(db: Facts, rng: random.Random) -> dict[str, Any]:
    rows = _playlists(db)
    unique = [r for r in rows if r["n"] and [x["name"] for x in rows].count(r["name"]) == 1]
    return rng.choice(unique)


def _artist_genres(db: Facts, rng: random.Random) -> Gold:
    artist = _artist(db, rng)
    rows = db.q(
        "SELECT DISTINCT g.Name AS name FROM Track t JOIN Album al ON al.AlbumId = t.AlbumId "
        "JOIN Genre g ON g.GenreId = t.GenreId WHERE al.ArtistId = :a ORDER BY g.Name",
        a=artist["id"],
    )
    return {"artist": artist["name"]}, {"answer_contains_any": [r["name"] for r in rows]}


def _invoice_by_id(key: str) -> Maker:
    def make(db: Facts, rng: random.Random) -> Gold:
        cid = _customer(db, rng)
        chosen = rng.choice(db.invoices(cid))
        return {"customer": cid, "invoice_id": chosen["id"]}, {"answer_contains": [chosen[key]]}

    return make


def _bought_song(db: Facts, rng: random.Random) -> Gold:
    cid = _customer(db, rng)
    song = rng.choice(_purchases(db, cid))["track"]
    return {"customer": cid, "song": song}, {"answer_contains": [song]}


def _address(db: Facts, cid: int) -> str:
    return db.q("SELECT Address FROM Customer WHERE CustomerId = :c", c=cid)[0]["Address"]


GENERIC_PLAYLISTS = {"Music", "Movies", "TV Shows", "Audiobooks", "Music Videos", "Classical"}

GOLD: dict[str, Maker] = {
    "artist.albums.by_name": lambda db, rng: (
        (a := _artist(db, rng)) and {"artist": a["name"]},
        {"answer_contains_any": names(db.albums(a["name"]), 10) or db.albums(a["name"])},
    ),
    "artist.count.by_name": lambda db, rng: (
        (a := _artist(db, rng, 2)) and {"artist": a["name"]},
        {"answer_contains": [str(a["n"])]},
    ),
    "artist.genre_of.by_name": _artist_genres,
    "track.count.all": lambda db, rng: (
        {}, {"answer_contains": [str(db.q("SELECT count(*) AS n FROM Track")[0]["n"])]},
    ),
    "invoice.date.by_id": _invoice_by_id("date"),
    "invoice.total.by_id": _invoice_by_id("total"),
    "invoice_line.artist_of.all": _customer_gold(
        lambda db, c: names([p["artist"] for p in _purchases(db, c)]), "answer_contains_any"
    ),
    "profile.name.own": _customer_gold(lambda db, c: db.customer(c).last),
    "artist.tracks.by_name": lambda db, rng: (
        (a := _artist(db, rng)) and {"artist": a["name"]},
        {"answer_contains_any": names(db.tracks(a["name"])[:25]) or db.tracks(a["name"])[:25]},
    ),
    "artist.count.all": lambda db, rng: (
        {}, {"answer_contains": [str(db.q("SELECT count(*) AS n FROM Artist")[0]["n"])]},
    ),
    "album.count.all": lambda db, rng: (
        {}, {"answer_contains": [str(db.q("SELECT count(*) AS n FROM Album")[0]["n"])]},
    ),
    "album.contents.by_name": _album_gold("contents"),
    "album.artist_of.by_name": _album_gold("artist"),
    "album.count.by_name": _album_gold("count"),
    "album.price.by_name": _album_gold("price"),
    "album.duration.by_name": _album_gold("duration"),
    "track.list.by_name": lambda db, rng: (
        (s := _song(db, rng)) and {"song": s["name"]},
        {"answer_contains": [s["name"]], "answer_contains_any": [s["artist"]]},
    ),
    "track.artist_of.by_name": _track_gold("artist"),
    "track.album_of.by_name": _track_gold("album"),
    "track.genre_of.by_name": _track_gold("genre"),
    "track.price.by_name": _track_gold("price"),
    "track.duration.by_name": _track_gold("duration"),
    "track.composer.by_name": _track_gold("composer"),
    "track.duration.by_id": _by_id_gold("duration"),
    "track.price.by_id": _by_id_gold("price"),
    "track.composer.by_id": _by_id_gold("composer"),
    "track.album_of.by_id": _by_id_gold("album"),
    "playlist.list.all": lambda db, rng: (
        {},
        {"answer_contains_any": [p for p in db.playlists() if p not in GENERIC_PLAYLISTS]},
    ),
    "playlist.count.all": lambda db, rng: ({}, {"answer_contains": [str(len(_playlists(db)))]}),
    "playlist.contents.by_id": lambda db, rng: (
        (p := rng.choice([r for r in _playlists(db) if r["n"]])) and {"playlist_id": p["id"]},
        {"answer_contains_any": names(_playlist_tracks(db, p["id"])) or _playlist_tracks(db, p["id"])},
    ),
    "playlist.contents.by_name": lambda db, rng: (
        (p := _playlist_named(db, rng)) and {"playlist": p["name"]},
        {"answer_contains_any": names(_playlist_tracks(db, p["id"])) or _playlist_tracks(db, p["id"])},
    ),
    "playlist.count.by_name": lambda db, rng: (
        (p := _playlist_named(db, rng)) and {"playlist": p["name"]},
        {"answer_contains": [str(p["n"])]},
    ),
    "genre.list.all": lambda db, rng: (
        {}, {"answer_contains_any": [g for g in db.genres() if len(g) >= 4]},
    ),
    "genre.count.all": lambda db, rng: ({}, {"answer_contains": [str(len(db.genres()))]}),
    "genre.contents.by_name": lambda db, rng: (
        (g := _genre(db, rng)) and {"genre": g["name"]},
        {"answer_contains_any": names(db.genre_artists(g["name"])) or db.genre_artists(g["name"])},
    ),
    "genre.count.by_name": lambda db, rng: (
        (g := _genre(db, rng)) and {"genre": g["name"]}, {"answer_contains": [str(g["n"])]},
    ),
    "invoice.list.all": _customer_gold(
        lambda db, c: [i["date"] for i in db.invoices(c)], "answer_contains_any"
    ),
    "invoice.count.all": _customer_gold(lambda db, c: str(len(db.invoices(c)))),
    "invoice.date.latest": _invoice_pick(lambda rows: rows[0], "date"),
    "invoice.total.latest": _invoice_pick(lambda rows: rows[0], "total"),
    "invoice.date.oldest": _invoice_pick(lambda rows: rows[-1], "date"),
    "invoice.total.oldest": _invoice_pick(lambda rows: rows[-1], "total"),
    "invoice.date.nth": _invoice_pick(lambda rows: rows[1], "date"),
    "invoice.total.most_expensive": _invoice_pick(
        lambda rows: max(rows, key=lambda r: float(r["total"])), "total"
    ),
    "invoice.total.least_expensive": _invoice_pick(
        lambda rows: min(rows, key=lambda r: float(r["total"])), "total"
    ),
    "invoice.list.in_year": _in_year,
    "invoice.total.in_month": _in_month,
    "invoice.contents.by_id": _contents_by_id,
    "invoice.contents.latest": _invoice_pick(lambda rows: rows[0], "", contents=True),
    "invoice.contents.oldest": _invoice_pick(lambda rows: rows[-1], "", contents=True),
    "invoice.total.all": _customer_gold(lambda db, c: db.total_spent(c)),
    "invoice_line.list.all": _customer_gold(
        lambda db, c: names([p["track"] for p in _purchases(db, c)]), "answer_contains_any"
    ),
    "invoice_line.count.all": _customer_gold(lambda db, c: str(len(_purchases(db, c)))),
    "invoice_line.price.most_expensive": _line_extreme(True),
    "invoice_line.price.least_expensive": _line_extreme(False),
    "invoice_line.list.by_name": _bought_song,
    "support_rep.name.own": _customer_gold(lambda db, c: db.customer(c).rep_last),
    "support_rep.contact.own": _customer_gold(lambda db, c: _rep(db, c)["email"]),
    "support_rep.name.by_id": lambda db, rng: (
        (c := _customer(db, rng)) and {"customer": c,
                                       "invoice_id": rng.choice(db.invoices(c))["id"]},
        {"answer_contains": [db.customer(c).rep_last]},
    ),
    "profile.contact.own": _customer_gold(lambda db, c: db.customer(c).email),
    "profile.address.own": _customer_gold(_address),
    "profile.date.oldest": _customer_gold(lambda db, c: db.first_purchase(c)),
    "profile.date.latest": _customer_gold(lambda db, c: db.invoices(c)[0]["date"]),
}  # fmt: skip
