"""Catalog tools (artists, albums, tracks, genres, playlists), open to anonymous visitors.

Every tool returns one of two JSON-serializable shapes:

* found::

      {"found": true, "query": {...}, "match": "exact" | "partial", <context>,
       "count": 2, "total": 2, "truncated": false, "limit": 25, "results": [{...}, ...]}

  ``results`` is always a list (``get_track_details`` gives a list of one). ``total`` counts
  every matching row; when ``truncated`` is true only the first ``limit`` rows are in
  ``results``. ``match`` appears where a name was matched (exact normalized match wins;
  otherwise substring matches). Prices are numbers (USD), durations "m:ss".
* not found: ``{"found": false, "message": "No artist matching 'xyz' in the catalog."}``,
  sometimes with a ``hint``.

Bad input (e.g. a name with no letters or digits) raises ``ToolInputError`` -> ``{"error": ...}``.
Names are compared with the ``norm()`` SQL function from ``db``: accents, case and punctuation
are ignored, so "acdc" finds AC/DC and "guns n roses" finds Guns N' Roses. Every query is
parameterized and ordered with ids as tie-breaks, so the same call gives the same result.
The envelope helpers (``listing``, ``not_found``, ``rows``) are ``tools.envelope``'s, shared
with ``tools.invoice`` and ``tools.knowledge``.
"""

from __future__ import annotations

from db import normalize
from tools.base import ToolContext, ToolInputError, tool
from tools.envelope import listing, not_found, pop_total, quoted, rows

LIMIT = 25  # rows per list result: enough to answer, small enough for a 3B model's context

_TRACK_COLUMNS = """
    t.TrackId AS track_id, t.Name AS name, al.Title AS album, ar.Name AS artist,
    g.Name AS genre, round(t.UnitPrice, 2) AS unit_price"""
_TRACK_JOINS = """
    FROM Track t
    LEFT JOIN Album al ON al.AlbumId = t.AlbumId
    LEFT JOIN Artist ar ON ar.ArtistId = al.ArtistId
    LEFT JOIN Genre g ON g.GenreId = t.GenreId"""


def _needle(value: str, what: str) -> str:
    key = normalize(value) or ""
    if not key:
        raise ToolInputError(f"{what} must contain letters or digits, got {value!r}")
    return key


def _match(ctx: ToolContext, table: str, id_col: str, name_col: str, key: str) -> tuple[str, list]:
    """Rows of ``table`` whose normalized name equals ``key``, else contain it ("partial")."""
    # table/column names are constants from this module; only ``key`` comes from input.
    base = f"SELECT {id_col} AS id, {name_col} AS name FROM {table}"
    exact = rows(ctx, f"{base} WHERE norm({name_col}) = :key ORDER BY {id_col}", {"key": key})
    if exact:
        return "exact", exact
    partial = rows(
        ctx,
        f"{base} WHERE instr(norm({name_col}), :key) > 0 "
        f"ORDER BY length({name_col}), {name_col}, {id_col}",
        {"key": key},
    )
    return "partial", partial


def _duration(ms: int | None) -> str | None:
    if ms is None:
        return None
    seconds = round(ms / 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


# ---------------------------------------------------------------- tools


# The two by-artist queries: rows for the matched artists' :ids, at most :limit of them.
_ALBUMS_BY_ARTIST = """SELECT al.AlbumId AS album_id, al.Title AS title, ar.Name AS artist,
           (SELECT count(*) FROM Track t WHERE t.AlbumId = al.AlbumId) AS track_count,
           count(*) OVER () AS _total
    FROM Album al JOIN Artist ar ON ar.ArtistId = al.ArtistId
    WHERE al.ArtistId IN :ids
    ORDER BY ar.Name, ar.ArtistId, al.Title, al.AlbumId
    LIMIT :limit"""
_TRACKS_BY_ARTIST = f"""SELECT {_TRACK_COLUMNS}, count(*) OVER () AS _total
    {_TRACK_JOINS}
    WHERE al.ArtistId IN :ids
    ORDER BY ar.Name, ar.ArtistId, al.Title, al.AlbumId, t.TrackId
    LIMIT :limit"""


# An artist's songs per genre, over all of them (the listing shows a page): "what kind of
# music is X?" is answered from this, not from the first page's rows.
_GENRES_BY_ARTIST = """SELECT coalesce(g.Name, '?') AS genre, count(*) AS songs
    FROM Track t JOIN Album al ON al.AlbumId = t.AlbumId LEFT JOIN Genre g ON g.GenreId = t.GenreId
    WHERE al.ArtistId IN :ids GROUP BY g.Name ORDER BY songs DESC, g.Name"""


def _by_artist(ctx: ToolContext, artist: str, what: str, sql: str) -> dict:
    # The albums and tracks tools differ only in their query (bound to :ids and :limit).
    match, artists = _match(ctx, "Artist", "ArtistId", "Name", _needle(artist, "artist"))
    if not artists:
        return not_found("No artist matching {artist} in the catalog.", {"artist": quoted(artist)})
    ids = [a["id"] for a in artists]
    found = rows(ctx, sql, {"ids": ids, "limit": LIMIT})
    names = [a["name"] for a in artists]
    if not found:
        template = f"No {what} by {{artists}} in the catalog."  # albums, tracks
        return not_found(template, {"artists": ", ".join(names[:5])})
    total = pop_total(found)
    extra = {"genres": rows(ctx, _GENRES_BY_ARTIST, {"ids": ids})} if what == "tracks" else {}
    return listing(
        found, total, LIMIT, query={"artist": artist}, match=match, artists=names[:10], **extra
    )


@tool("catalog", caption="We have {total} albums by {artists}:")
def get_albums_by_artist(ctx: ToolContext, artist: str) -> dict:
    """Albums by an artist. Matching ignores case, accents and punctuation ("acdc" finds AC/DC).

    Args:
        artist: The artist or band name, e.g. "AC/DC".
    """
    return _by_artist(ctx, artist, "albums", _ALBUMS_BY_ARTIST)


@tool(
    "catalog",
    caption="We have {total} songs by {artists}:",
    caption_one="Our {pick} song by {artists}:",
)
def get_tracks_by_artist(ctx: ToolContext, artist: str) -> dict:
    """Songs (tracks) by an artist, album by album. Matching ignores case, accents, punctuation.

    Args:
        artist: The artist or band name, e.g. "Guns N' Roses".
    """
    return _by_artist(ctx, artist, "tracks", _TRACKS_BY_ARTIST)


@tool("catalog", caption="We have {total} songs in {genres}:")
def get_songs_by_genre(ctx: ToolContext, genre: str) -> dict:
    """Songs in a genre, spread across artists (first song of each artist, then the second, ...).

    Args:
        genre: A genre name, e.g. "Jazz" or "hip hop". Use list_genres to see all genres.
    """
    match, genres = _match(ctx, "Genre", "GenreId", "Name", _needle(genre, "genre"))
    if not genres:
        known = [g["name"] for g in rows(ctx, "SELECT Name AS name FROM Genre ORDER BY Name")]
        return not_found(
            "No genre matching {genre} in the catalog.",
            {"genre": quoted(genre)},
            hint="Genres: " + ", ".join(known),
        )
    found = rows(
        ctx,
        f"""SELECT {_TRACK_COLUMNS}, count(*) OVER () AS _total,
                   row_number() OVER (PARTITION BY al.ArtistId ORDER BY t.TrackId) AS _rank
            {_TRACK_JOINS}
            WHERE t.GenreId IN :ids
            ORDER BY _rank, ar.Name, ar.ArtistId, t.TrackId
            LIMIT :limit""",
        {"ids": [g["id"] for g in genres], "limit": LIMIT},
    )
    names = [g["name"] for g in genres]
    if not found:
        return not_found("No songs in {genres} in the catalog.", {"genres": ", ".join(names)})
    total = pop_total(found)
    for row in found:
        del row["_rank"]
    return listing(found, total, LIMIT, query={"genre": genre}, match=match, genres=names)


@tool("catalog", caption='We have {total} songs matching "{song_title}":')
def check_for_songs(ctx: ToolContext, song_title: str) -> dict:
    """Whether the store sells a song: tracks whose title matches (exact title first), each
    with its artist, album, genre, composer, length and price.

    Args:
        song_title: The song title or part of it, e.g. "Whole Lotta Rosie".
    """
    key = _needle(song_title, "song_title")
    match = "exact"
    where = "norm(t.Name) = :key"
    count = rows(ctx, f"SELECT count(*) AS n FROM Track t WHERE {where}", {"key": key})[0]["n"]
    if not count:
        match, where = "partial", "instr(norm(t.Name), :key) > 0"
    found = rows(
        ctx,
        f"""SELECT {_TRACK_COLUMNS}, t.Composer AS composer, t.Milliseconds AS milliseconds,
                   count(*) OVER () AS _total
            {_TRACK_JOINS}
            WHERE {where}
            ORDER BY length(t.Name), t.Name, t.TrackId
            LIMIT :limit""",
        {"key": key, "limit": LIMIT},
    )
    if not found:
        return not_found("No song matching {song} in the catalog.", {"song": quoted(song_title)})
    total = pop_total(found)
    for row in found:  # the length as customers read it (no second call for "how long is X")
        row["duration"] = _duration(row.pop("milliseconds"))
    return listing(found, total, LIMIT, query={"song_title": song_title}, match=match)


@tool("catalog")
def get_track_details(ctx: ToolContext, track_id: int) -> dict:
    """Full details of one track: album, artist, genre, composer, length, price, playlists.

    Args:
        track_id: The track's id, as given by another catalog tool.
    """
    found = rows(
        ctx,
        """SELECT t.TrackId AS track_id, t.Name AS name, al.AlbumId AS album_id,
                  al.Title AS album, ar.ArtistId AS artist_id, ar.Name AS artist,
                  g.Name AS genre, m.Name AS media_type, t.Composer AS composer,
                  t.Milliseconds AS milliseconds, t.Bytes AS bytes,
                  round(t.UnitPrice, 2) AS unit_price
           FROM Track t
           LEFT JOIN Album al ON al.AlbumId = t.AlbumId
           LEFT JOIN Artist ar ON ar.ArtistId = al.ArtistId
           LEFT JOIN Genre g ON g.GenreId = t.GenreId
           LEFT JOIN MediaType m ON m.MediaTypeId = t.MediaTypeId
           WHERE t.TrackId = :track_id""",
        {"track_id": track_id},
    )
    if not found:
        return not_found("No track with id {track_id} in the catalog.", {"track_id": track_id})
    track = found[0]
    track["duration"] = _duration(track["milliseconds"])
    track["playlists"] = rows(
        ctx,
        """SELECT p.PlaylistId AS playlist_id, p.Name AS name
           FROM PlaylistTrack pt JOIN Playlist p ON p.PlaylistId = pt.PlaylistId
           WHERE pt.TrackId = :track_id ORDER BY p.PlaylistId""",
        {"track_id": track_id},
    )
    return listing([track], 1, query={"track_id": track_id})


_ALBUM_TRACKS = f"""SELECT {_TRACK_COLUMNS}, t.Milliseconds AS milliseconds,
           t.Composer AS composer, count(*) OVER () AS _total
    {_TRACK_JOINS}
    WHERE t.AlbumId = :album_id
    ORDER BY t.TrackId
    LIMIT :limit"""


@tool("catalog", caption="The album {album[title]} by {album[artist]} has {total} songs:")
def get_album_tracks(ctx: ToolContext, album: str) -> dict:
    """The songs on an album (in album order, with length and price), its artist, its length
    and its price. Matching ignores case, accents and punctuation.

    Args:
        album: The album title or part of it, e.g. "Let There Be Rock".
    """
    match, albums = _match(ctx, "Album", "AlbumId", "Title", _needle(album, "album"))
    if not albums:
        return not_found("No album matching {album} in the catalog.", {"album": quoted(album)})
    first = rows(
        ctx,
        """SELECT al.AlbumId AS album_id, al.Title AS title, ar.Name AS artist,
                  count(t.TrackId) AS track_count, round(sum(t.UnitPrice), 2) AS price,
                  sum(t.Milliseconds) AS milliseconds
           FROM Album al JOIN Artist ar ON ar.ArtistId = al.ArtistId
           LEFT JOIN Track t ON t.AlbumId = al.AlbumId
           WHERE al.AlbumId = :album_id GROUP BY al.AlbumId, al.Title, ar.Name""",
        {"album_id": albums[0]["id"]},
    )[0]
    seconds = round((first.pop("milliseconds") or 0) / 1000)  # an album may last hours
    hours, minutes = divmod(seconds // 60, 60)
    first["duration"] = f"{hours}:{minutes:02d}" if hours else f"{minutes}"
    first["duration"] += f":{seconds % 60:02d}"
    found = rows(ctx, _ALBUM_TRACKS, {"album_id": first["album_id"], "limit": LIMIT})
    total = pop_total(found)
    for row in found:
        row["duration"] = _duration(row.pop("milliseconds"))
    # Several albums may match ("Greatest Hits"): the first is shown, the others named.
    others = [a["name"] for a in albums[1:6]]
    extra = {"other_albums": others} if others else {}
    return listing(found, total, LIMIT, query={"album": album}, match=match, album=first, **extra)


_SIZE = "We have {artists} artists, {albums} albums, {songs} songs, {genres} genres and {playlists} playlists."  # fmt: skip


@tool("catalog", sentence=_SIZE)
def get_catalog_counts(ctx: ToolContext) -> dict:
    """How big the store is: how many artists, albums, songs, genres and playlists it has."""
    found = rows(
        ctx,
        """SELECT (SELECT count(*) FROM Artist) AS artists, (SELECT count(*) FROM Album) AS albums,
                  (SELECT count(*) FROM Track) AS songs, (SELECT count(*) FROM Genre) AS genres,
                  (SELECT count(*) FROM Playlist) AS playlists""",
    )
    return listing(found, 1)


@tool("catalog", caption="We have {total} genres:")
def list_genres(ctx: ToolContext) -> dict:
    """All music genres in the store, with how many tracks each has."""
    found = rows(
        ctx,
        """SELECT g.GenreId AS genre_id, g.Name AS name, count(t.TrackId) AS track_count
           FROM Genre g LEFT JOIN Track t ON t.GenreId = g.GenreId
           GROUP BY g.GenreId ORDER BY g.Name, g.GenreId""",
    )
    return listing(found, len(found))


@tool("catalog", caption="We have {total} playlists:")
def get_playlists(ctx: ToolContext) -> dict:
    """All playlists in the store, with their ids and track counts."""
    found = rows(
        ctx,
        """SELECT p.PlaylistId AS playlist_id, p.Name AS name, count(pt.TrackId) AS track_count
           FROM Playlist p LEFT JOIN PlaylistTrack pt ON pt.PlaylistId = p.PlaylistId
           GROUP BY p.PlaylistId ORDER BY p.PlaylistId""",
    )
    return listing(found, len(found))


@tool("catalog", caption="The playlist {playlist[name]} has {total} tracks:")
def get_playlist_tracks(ctx: ToolContext, playlist_id: int) -> dict:
    """Tracks in one playlist, by track id.

    Args:
        playlist_id: The playlist's id, as given by get_playlists.
    """
    playlist = rows(
        ctx,
        "SELECT PlaylistId AS playlist_id, Name AS name FROM Playlist WHERE PlaylistId = :pid",
        {"pid": playlist_id},
    )
    if not playlist:
        return not_found(
            "No playlist with id {playlist_id} in the catalog.", {"playlist_id": playlist_id}
        )
    found = rows(
        ctx,
        f"""SELECT {_TRACK_COLUMNS}, count(*) OVER () AS _total
            {_TRACK_JOINS}
            JOIN PlaylistTrack pt ON pt.TrackId = t.TrackId
            WHERE pt.PlaylistId = :pid
            ORDER BY t.TrackId
            LIMIT :limit""",
        {"pid": playlist_id, "limit": LIMIT},
    )
    if not found:
        return not_found(
            "Playlist {playlist_id} ({name}) has no tracks.",
            {"playlist_id": playlist_id, "name": playlist[0]["name"]},
            playlist=playlist[0],
        )
    total = pop_total(found)
    return listing(found, total, LIMIT, query={"playlist_id": playlist_id}, playlist=playlist[0])
