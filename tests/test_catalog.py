"""Catalog tools against the real Chinook data: exact values, not-found wording, truncation,
determinism and SQL-injection attempts."""

from __future__ import annotations

import json

import pytest

from db import normalize
from tools import catalog
from tools.base import Tool

pytestmark = pytest.mark.both_backends  # storage tests: SQLite and Postgres (fixtures_db)

CATALOG_NAMES = [
    "get_albums_by_artist",
    "get_tracks_by_artist",
    "get_songs_by_genre",
    "check_for_songs",
    "get_track_details",
    "list_genres",
    "get_playlists",
    "get_playlist_tracks",
    "get_album_tracks",
    "get_catalog_counts",
]
STRING_ARGS = [
    ("get_album_tracks", "album"),
    ("get_albums_by_artist", "artist"),
    ("get_tracks_by_artist", "artist"),
    ("get_songs_by_genre", "genre"),
    ("check_for_songs", "song_title"),
]


def run(name, args, ctx):
    result = getattr(catalog, name).call(args, ctx).as_json()
    json.dumps(result)  # every result is JSON-serializable
    return result


def ids(result, key="track_id"):
    return [r[key] for r in result["results"]]


def test_module_declares_exactly_the_catalog_tools():
    tools = [v for v in vars(catalog).values() if isinstance(v, Tool)]
    assert sorted(t.name for t in tools) == sorted(CATALOG_NAMES)
    assert {t.specialist for t in tools} == {"catalog"}
    assert not any(t.needs_customer for t in tools)


@pytest.mark.parametrize("query", ["acdc", "AC/DC", "ac dc", "Ac-Dc"])
def test_albums_by_artist_forgives_case_and_punctuation(ctx, query):
    result = run("get_albums_by_artist", {"artist": query}, ctx)
    assert result == {
        "found": True,
        "query": {"artist": query},
        "match": "exact",
        "artists": ["AC/DC"],
        "count": 2,
        "total": 2,
        "truncated": False,
        "limit": catalog.LIMIT,
        "results": [
            {
                "album_id": 1,
                "title": "For Those About To Rock We Salute You",
                "artist": "AC/DC",
                "track_count": 10,
            },
            {"album_id": 4, "title": "Let There Be Rock", "artist": "AC/DC", "track_count": 8},
        ],
    }


def test_albums_guns_n_roses_apostrophe(ctx):
    result = run("get_albums_by_artist", {"artist": "guns n roses"}, ctx)
    assert result["artists"] == ["Guns N' Roses"]
    assert [r["title"] for r in result["results"]] == [
        "Appetite for Destruction",
        "Use Your Illusion I",
        "Use Your Illusion II",
    ]


def test_accents_ignored_in_query_and_data(ctx):
    result = run("get_albums_by_artist", {"artist": "antonio carlos jobim"}, ctx)
    assert result["artists"] == ["Antônio Carlos Jobim"]
    assert sorted(r["title"] for r in result["results"]) == [
        "Chill: Brazil (Disc 2)",
        "Warner 25 Anos",
    ]
    partial = run("get_albums_by_artist", {"artist": "Koité"}, ctx)
    assert partial["match"] == "partial"
    assert partial["artists"] == ["Habib Koité and Bamada"]
    assert ids(partial, "album_id") == [263]


def test_partial_artist_match_lists_all_matches(ctx):
    result = run("get_albums_by_artist", {"artist": "black"}, ctx)
    assert result["match"] == "partial"
    assert result["artists"] == [
        "Black Sabbath",
        "Banda Black Rio",
        "Black Eyed Peas",
        "The Black Crowes",
        "Black Label Society",
    ]
    assert result["total"] == 6 and result["truncated"] is False
    assert [(r["album_id"], r["artist"]) for r in result["results"]] == [
        (14, "Black Label Society"),
        (15, "Black Label Society"),
        (16, "Black Sabbath"),
        (17, "Black Sabbath"),
        (209, "The Black Crowes"),
        (210, "The Black Crowes"),
    ]


def test_unknown_artist_wording(ctx):
    assert run("get_albums_by_artist", {"artist": "beyonce"}, ctx) == {
        "found": False,
        "message": "No artist matching 'beyonce' in the catalog.",
    }
    assert run("get_tracks_by_artist", {"artist": "xyz"}, ctx) == {
        "found": False,
        "message": "No artist matching 'xyz' in the catalog.",
    }


def test_artist_without_albums(ctx):
    result = run("get_albums_by_artist", {"artist": "Azymuth"}, ctx)
    assert result == {"found": False, "message": "No albums by Azymuth in the catalog."}


def test_tracks_by_acdc(ctx):
    result = run("get_tracks_by_artist", {"artist": "acdc"}, ctx)
    assert result["total"] == 18 and result["count"] == 18 and result["truncated"] is False
    assert ids(result) == [1, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]
    assert result["results"][0] == {
        "track_id": 1,
        "name": "For Those About To Rock (We Salute You)",
        "album": "For Those About To Rock We Salute You",
        "artist": "AC/DC",
        "genre": "Rock",
        "unit_price": 0.99,
    }


def test_tracks_by_artist_truncates_with_total(ctx):
    result = run("get_tracks_by_artist", {"artist": "Iron Maiden"}, ctx)
    assert result["total"] == 213
    assert result["truncated"] is True
    assert result["count"] == result["limit"] == catalog.LIMIT == 25
    assert result["results"][0]["name"] == "Different World"
    assert result["results"][0]["album"] == "A Matter of Life and Death"


def test_songs_by_genre_spreads_across_artists(ctx):
    result = run("get_songs_by_genre", {"genre": "rock"}, ctx)
    assert result["match"] == "exact" and result["genres"] == ["Rock"]
    assert result["total"] == 1297 and result["truncated"] is True and result["count"] == 25
    assert ids(result)[:3] == [1, 2, 23]
    artists = [r["artist"] for r in result["results"]]
    assert len(set(artists)) == len(artists)  # one song per artist before any second one
    assert {r["genre"] for r in result["results"]} == {"Rock"}


def test_genre_exact_beats_partial(ctx):
    metal = run("get_songs_by_genre", {"genre": "metal"}, ctx)
    assert metal["genres"] == ["Metal"] and metal["total"] == 374
    heavy = run("get_songs_by_genre", {"genre": "Heavy-Metal"}, ctx)
    assert heavy["genres"] == ["Heavy Metal"] and heavy["total"] == 28


def test_genre_partial(ctx):
    result = run("get_songs_by_genre", {"genre": "hip hop"}, ctx)
    assert result["match"] == "partial"
    assert result["genres"] == ["Hip Hop/Rap"]
    assert result["total"] == 35 and result["count"] == 25 and result["truncated"] is True


def test_unknown_genre_wording_and_hint(ctx):
    result = run("get_songs_by_genre", {"genre": "polka"}, ctx)
    assert result["found"] is False
    assert result["message"] == "No genre matching 'polka' in the catalog."
    assert result["hint"].startswith("Genres: Alternative, Alternative & Punk, Blues,")


def test_check_for_songs_exact_normalized(ctx):
    result = run("check_for_songs", {"song_title": "for those about to rock we salute you"}, ctx)
    assert result["match"] == "exact"
    assert ids(result) == [1]
    rosie = run("check_for_songs", {"song_title": "WHOLE LOTTA ROSIE"}, ctx)
    assert [(r["track_id"], r["artist"]) for r in rosie["results"]] == [(22, "AC/DC")]


def test_check_for_songs_partial(ctx):
    result = run("check_for_songs", {"song_title": "lotta"}, ctx)
    assert result["match"] == "partial"
    assert [(r["track_id"], r["name"]) for r in result["results"]] == [
        (345, "Whole Lotta Love"),
        (1627, "Whole Lotta Love"),
        (1670, "Whole Lotta Love"),
        (22, "Whole Lotta Rosie"),
        (1585, "Whole Lotta Love (Medley)"),
    ]


def test_check_for_songs_not_found(ctx):
    assert run("check_for_songs", {"song_title": "Zzyzx Road Song"}, ctx) == {
        "found": False,
        "message": "No song matching 'Zzyzx Road Song' in the catalog.",
    }


def test_track_details(ctx):
    result = run("get_track_details", {"track_id": 1}, ctx)
    assert result["count"] == 1 and result["total"] == 1
    assert result["results"][0] == {
        "track_id": 1,
        "name": "For Those About To Rock (We Salute You)",
        "album_id": 1,
        "album": "For Those About To Rock We Salute You",
        "artist_id": 1,
        "artist": "AC/DC",
        "genre": "Rock",
        "media_type": "MPEG audio file",
        "composer": "Angus Young, Malcolm Young, Brian Johnson",
        "milliseconds": 343719,
        "bytes": 11170334,
        "unit_price": 0.99,
        "duration": "5:44",
        "playlists": [
            {"playlist_id": 1, "name": "Music"},
            {"playlist_id": 8, "name": "Music"},
            {"playlist_id": 17, "name": "Heavy Metal Classic"},
        ],
    }


def test_track_details_video_price(ctx):
    track = run("get_track_details", {"track_id": 3168}, ctx)["results"][0]
    assert (track["name"], track["unit_price"], track["duration"]) == (
        "The Hard Part",
        1.99,
        "43:21",
    )
    assert isinstance(track["unit_price"], float)


def test_track_details_not_found(ctx):
    assert run("get_track_details", {"track_id": 99999}, ctx) == {
        "found": False,
        "message": "No track with id 99999 in the catalog.",
    }


def test_list_genres(ctx):
    result = run("list_genres", {}, ctx)
    assert result["total"] == result["count"] == 25 and result["truncated"] is False
    assert result["results"][0] == {"genre_id": 23, "name": "Alternative", "track_count": 40}
    by_name = {g["name"]: g["track_count"] for g in result["results"]}
    assert by_name["Rock"] == 1297 and by_name["Opera"] == 1
    assert sum(by_name.values()) == 3503


def test_get_playlists(ctx):
    result = run("get_playlists", {}, ctx)
    assert result["total"] == 18
    assert [p["name"] for p in result["results"]] == [
        "Music", "Movies", "TV Shows", "Audiobooks", "90’s Music", "Audiobooks", "Movies",
        "Music", "Music Videos", "TV Shows", "Brazilian Music", "Classical",
        "Classical 101 - Deep Cuts", "Classical 101 - Next Steps", "Classical 101 - The Basics",
        "Grunge", "Heavy Metal Classic", "On-The-Go 1",
    ]  # fmt: skip
    assert result["results"][4] == {"playlist_id": 5, "name": "90’s Music", "track_count": 1477}


def test_playlist_tracks(ctx):
    result = run("get_playlist_tracks", {"playlist_id": 16}, ctx)
    assert result["playlist"] == {"playlist_id": 16, "name": "Grunge"}
    assert result["total"] == 15 and result["truncated"] is False
    assert ids(result) == [52, 2003, 2004, 2005, 2007, 2010, 2013, 2194, 2195, 2198, 2206,
                           2512, 2516, 2550, 3367]  # fmt: skip


def test_playlist_tracks_truncated(ctx):
    result = run("get_playlist_tracks", {"playlist_id": 1}, ctx)
    assert (result["total"], result["count"], result["truncated"], result["limit"]) == (
        3290,
        25,
        True,
        25,
    )
    assert ids(result) == sorted(ids(result))


def test_playlist_empty_and_missing(ctx):
    assert run("get_playlist_tracks", {"playlist_id": 2}, ctx) == {
        "found": False,
        "message": "Playlist 2 (Movies) has no tracks.",
        "playlist": {"playlist_id": 2, "name": "Movies"},
    }
    assert run("get_playlist_tracks", {"playlist_id": 999}, ctx) == {
        "found": False,
        "message": "No playlist with id 999 in the catalog.",
    }


@pytest.mark.parametrize(
    ("name", "args"),
    [
        ("get_albums_by_artist", {"artist": "black"}),
        ("get_tracks_by_artist", {"artist": "queen"}),
        ("get_songs_by_genre", {"genre": "latin"}),
        ("check_for_songs", {"song_title": "love"}),
        ("get_track_details", {"track_id": 2}),
        ("list_genres", {}),
        ("get_playlists", {}),
        ("get_playlist_tracks", {"playlist_id": 5}),
    ],
)
def test_same_call_same_result(ctx, name, args):
    assert run(name, args, ctx) == run(name, args, ctx)


@pytest.mark.parametrize(("name", "arg"), STRING_ARGS)
def test_sql_injection_in_every_string_argument(ctx, engine, intact, name, arg, injection):
    """Quotes and SQL keywords are data: the result is what their letters alone would give."""
    result = run(name, {arg: injection}, ctx)
    key = normalize(injection)
    if not key:
        assert result == {"error": f"{arg} must contain letters or digits, got {injection!r}"}
    else:
        plain = run(name, {arg: key}, ctx)
        result.pop("query", None)
        plain.pop("query", None)
        if not plain["found"]:  # the message echoes the input; compare the rest
            assert result["found"] is False and result.keys() == plain.keys()
        else:
            assert result == plain
    intact(engine)


@pytest.mark.parametrize(("name", "arg"), STRING_ARGS)
@pytest.mark.parametrize("attack", ["' OR 1=1 --", "x'); DROP TABLE Customer; --"])
def test_classic_injections_find_nothing(ctx, engine, intact, name, arg, attack):
    result = run(name, {arg: attack}, ctx)
    assert result["found"] is False
    assert repr(attack) in result["message"]
    intact(engine)


@pytest.mark.parametrize(("name", "arg"), STRING_ARGS)
def test_blank_name_is_an_error(ctx, name, arg):
    assert run(name, {arg: " -- "}, ctx) == {
        "error": f"{arg} must contain letters or digits, got ' -- '"
    }


def test_integer_args_reject_injection(ctx):
    result = run("get_track_details", {"track_id": "1 OR 1=1"}, ctx)
    assert result["error"].startswith("invalid arguments for get_track_details: track_id:")


# ---------------------------------------------------------------- an album by its title


def test_album_tracks_in_album_order_with_artist_length_and_price(ctx):
    """Issue 22, kind 1: "the songs on album X" had no tool and got a genre's song list."""
    from sqlalchemy import text

    result = run("get_album_tracks", {"album": "let there be rock"}, ctx)
    with ctx.engine.connect() as conn:
        want = conn.execute(
            text(
                "SELECT t.Name, t.Milliseconds, t.UnitPrice FROM Track t JOIN Album al "
                "ON al.AlbumId = t.AlbumId WHERE al.Title = 'Let There Be Rock' ORDER BY t.TrackId"
            )
        ).all()
    assert [r["name"] for r in result["results"]] == [w[0] for w in want]
    seconds = round(sum(w[1] for w in want) / 1000)
    assert result["album"] == {
        "album_id": result["album"]["album_id"],
        "title": "Let There Be Rock",
        "artist": "AC/DC",
        "track_count": len(want),
        "price": round(sum(float(w[2]) for w in want), 2),
        "duration": f"{seconds // 60}:{seconds % 60:02d}",
    }
    first = round(want[0][1] / 1000)
    assert result["results"][0]["duration"] == f"{first // 60}:{first % 60:02d}"
    assert result["total"] == len(want)


def test_album_longer_than_an_hour_says_hours_and_names_other_matches(ctx):
    result = run("get_album_tracks", {"album": "greatest hits"}, ctx)
    assert result["album"]["title"] == "Greatest Hits" and result["match"] == "exact"
    assert result["album"]["duration"].count(":") == 2  # h:mm:ss
    partial = run("get_album_tracks", {"album": "greatest hi"}, ctx)
    assert partial["match"] == "partial"
    assert {partial["album"]["title"], *partial["other_albums"]} >= {
        "Greatest Hits",
        "Greatest Hits I",
        "Greatest Hits II",
    }


def test_album_not_found_wording(ctx):
    result = run("get_album_tracks", {"album": "No Such Record Ever"}, ctx)
    assert result == {
        "found": False,
        "message": "No album matching 'No Such Record Ever' in the catalog.",
    }


def test_a_song_search_row_carries_composer_and_length(ctx):
    """Issue 22, kind 1: "how long is X" got an invented length (the track id as minutes);
    the search row itself now holds what customers ask of a song."""
    from sqlalchemy import text

    result = run("check_for_songs", {"song_title": "Whole Lotta Rosie"}, ctx)
    (row,) = result["results"]
    with ctx.engine.connect() as conn:
        composer, ms = conn.execute(
            text("SELECT Composer, Milliseconds FROM Track WHERE TrackId = :t"),
            {"t": row["track_id"]},
        ).one()
    seconds = round(ms / 1000)
    assert row["composer"] == composer
    assert row["duration"] == f"{seconds // 60}:{seconds % 60:02d}"


def test_catalog_counts_are_the_tables_sizes(ctx):
    """Issue 22: "how many songs do you have?" was answered with one artist's songs."""
    from sqlalchemy import text

    (row,) = run("get_catalog_counts", {}, ctx)["results"]
    with ctx.engine.connect() as conn:
        for key, table in [("artists", "Artist"), ("albums", "Album"), ("songs", "Track"),
                           ("genres", "Genre"), ("playlists", "Playlist")]:  # fmt: skip
            assert row[key] == conn.execute(text(f"SELECT count(*) FROM {table}")).scalar()
