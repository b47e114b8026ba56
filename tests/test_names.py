"""tools.names: a title is found as customers write it, without the store's qualifiers.

The store writes a disc, an edition or a version into the title ("Physical Graffiti [Disc 1]",
"Bark at the Moon (Remastered)", "Welcome Home (Sanitarium)"); a customer names the record
("what's on Physical Graffiti?"). Real parts: the Chinook catalog.
"""

from __future__ import annotations

import pytest

from agents.narrow import narrow
from tools import registry
from tools.names import CatalogNames


def _kinds(names: CatalogNames, message: str) -> list[tuple[str, str]]:
    return [(m.kind, m.name) for m in names.find(message)]


@pytest.mark.parametrize(
    ("message", "kinds"),
    [
        # a record in two discs: the record, as the customer wrote it
        ("what's on Physical Graffiti?", [("album", "Physical Graffiti")]),
        ("songs on physical graffiti pls", [("album", "Physical Graffiti")]),
        # the record and its title song (the store has both; agents.narrow decides)
        (
            "how long is Bark at the Moon",
            [("album", "Bark at the Moon"), ("track", "Bark at the Moon")],
        ),
        ("quanto custa o álbum Garage Inc.?", [("album", "Garage Inc.")]),
        # the qualifier written out still finds the store's own title
        ("what's on Physical Graffiti [Disc 2]?", [("album", "Physical Graffiti [Disc 2]")]),
        # a song's subtitle in brackets ("Welcome Home (Sanitarium)")
        ("who wrote Welcome Home?", [("track", "Welcome Home")]),
        # titles left of everyday words alone are the customer's words, not a title
        ("who are you?", []),
        ("I got you a question: is it live?", []),
    ],
)
def test_a_title_is_found_without_its_bracketed_qualifier(names, message, kinds):
    assert _kinds(names, message) == kinds


def test_a_record_named_without_its_disc_gets_the_album_tool(names):
    message = "songs on physical graffiti pls"
    tools = [t.describe() for t in registry().for_specialist("catalog")]
    picked = narrow("catalog", message, tools, names.find(message))
    assert [t["name"] for t in picked] == ["get_album_tracks"]
    assert picked[0]["args"]["properties"]["album"]["enum"] == ["Physical Graffiti"]


def test_a_bare_title_another_title_already_has_adds_nothing():
    # "Communication Breakdown(2)" beside "Communication Breakdown": the store's own wins
    names = CatalogNames({"track": ["Communication Breakdown", "Communication Breakdown(2)"]})
    assert [(m.kind, m.name) for m in names.find("who wrote Communication Breakdown?")] == [
        ("track", "Communication Breakdown")
    ]


@pytest.mark.parametrize(
    "message",
    [
        "which album is the song Let There Be Rock on?",
        "In quale album si trova la canzone Surfing with the Alien? Grazie!",
    ],
)
def test_a_title_of_a_record_and_a_song_after_the_word_song_is_the_song(names, message):
    # the store has both an album and its title song; "the song X" names the song, whose
    # album is then asked
    tools = [t.describe() for t in registry().for_specialist("catalog")]
    picked = narrow("catalog", message, tools, names.find(message))
    assert "get_album_tracks" not in [t["name"] for t in picked]
    assert "check_for_songs" in [t["name"] for t in picked]


@pytest.mark.parametrize(
    ("message", "kinds"),
    [
        ("songs on physcal grafitti pls", [("album", "Physical Graffiti")]),
        ("who sings Smoke on the Watter", [("track", "Smoke On The Water")]),
        (
            "whats on Bark at the Mon",
            [("album", "Bark at the Moon"), ("track", "Bark at the Moon")],
        ),
        # everyday words a letter away from a title are the customer's own
        ("what was my last order and which songs were in it?", []),
        ("can you tell me how much i spent on my orders this year", []),
    ],
)
def test_a_title_a_typo_away_is_found(names, message, kinds):
    assert _kinds(names, message) == kinds


def test_a_name_found_as_written_is_no_typo_of_a_title(names):
    # "Led Zeppelin's" is the artist's, not the album "Led Zeppelin I" a letter away
    assert _kinds(names, "Show me Led Zeppelin's albums") == [("artist", "Led Zeppelin")]


@pytest.mark.parametrize(
    ("message", "kinds"),
    [
        # an album named with its artist before it: a title too short to stand alone
        (
            "what songs are on Led Zeppelin IV",
            [("artist", "Led Zeppelin"), ("album", "IV")],
        ),
        ("how much is Metallica's Load", [("artist", "Metallica"), ("album", "Load")]),
        ("how long is metallica load?", [("artist", "Metallica"), ("album", "Load")]),
        # another artist's album, or a word after the name, is no album of that artist
        ("what songs are on Led Zeppelin Load", [("artist", "Led Zeppelin")]),
        ("Metallica load times are slow on your site", [("artist", "Metallica")]),
    ],
)
def test_an_album_right_after_its_artist_is_found(names, message, kinds):
    assert _kinds(names, message) == kinds


def test_an_album_after_its_artist_gets_the_album_tool(names):
    message = "what songs are on Led Zeppelin IV"
    tools = [t.describe() for t in registry().for_specialist("catalog")]
    picked = narrow("catalog", message, tools, names.find(message))
    assert [t["name"] for t in picked] == ["get_album_tracks"]
    assert picked[0]["args"]["properties"]["album"]["enum"] == ["IV"]


@pytest.mark.parametrize(
    ("message", "kinds"),
    [
        ("red hot chilli peppers albums", [("artist", "Red Hot Chili Peppers")]),
        ("songs by metalica", [("artist", "Metallica")]),
    ],
)
def test_an_artist_of_several_words_a_typo_away_is_found(names, message, kinds):
    assert _kinds(names, message) == kinds


@pytest.mark.parametrize(
    "message",
    [
        "quais são as músicas do Let There Be Rock? vi um anúncio",
        "dame las canciones del Let There Be Rock",
        "mi elenchi i brani di Let There Be Rock?",
        "wat zijn de nummers van Let There Be Rock",
        "what are the tracks of Let There Be Rock?",
    ],
)
def test_the_songs_of_a_record_named_like_its_title_song_are_its_contents(names, message):
    # a plural word for songs right before "of"/"on" and the title: the record's songs
    tools = [t.describe() for t in registry().for_specialist("catalog")]
    picked = narrow("catalog", message, tools, names.find(message))
    assert [t["name"] for t in picked] == ["get_album_tracks"]


def test_what_a_song_is_for_does_not_make_it_a_records_songs(names):
    # "a tune for a video": the song's use, not the songs on a record of that title
    message = "need a short tune for a video. how long is Bark at the Moon?"
    tools = [t.describe() for t in registry().for_specialist("catalog")]
    picked = [t["name"] for t in narrow("catalog", message, tools, names.find(message))]
    assert "get_album_tracks" not in picked and "check_for_songs" in picked


@pytest.mark.parametrize(
    ("message", "title"),
    [
        # fresh18 (read after its run): a song of one word, in our own words and languages:
        # who made it, asked in the sentence after the title or with no question mark
        ("my sister hums Stormbringer all week, no idea who did it originally", "Stormbringer"),
        ("Mein Opa pfeift ständig Snowblind. Wer hat das gemacht?", "Snowblind"),
        ("mi novia no para de cantar Lavadeira, quien la canta?", "Lavadeira"),
        # buying it: "can I buy X from you or not?"
        ("Is it possible to buy Motorbreath here or not?", "Motorbreath"),
        ("Je peux acheter Prowler chez vous ?", "Prowler"),
    ],
)
def test_a_one_word_title_asked_who_made_it_or_to_buy_is_the_song(names, message, title):
    assert ("track", title) in _kinds(names, message)
    tools = [t.describe() for t in registry().for_specialist("catalog")]
    offered = [t["name"] for t in narrow("catalog", message, tools, names.find(message))]
    assert "check_for_songs" in offered and "get_albums_by_artist" not in offered


@pytest.mark.parametrize(
    "message",
    [
        # an account question beside "Love the shop": no song Love
        "what address do you have on file for me? Love the shop btw, customer 41",
        "Who can help me with my invoice? Regards, Carolina",
        "I'm Carolina, who is my support rep?",
    ],
)
def test_a_capitalised_word_beside_who_or_have_is_no_title_by_itself(names, message):
    assert not [k for k, _ in _kinds(names, message) if k == "track"], message


@pytest.mark.parametrize(
    ("message", "kinds"),
    [
        # a title of everyday words written with capitals ordinary writing never gives
        # (past its first word): named, even opening the message (fresh28: "Album Of The
        # Year is the only thing that calms the spaniels down" got the catalog's counts)
        (
            "Album Of The Year is the only thing that calms the dogs down. how many tracks is it",
            [("album", "Album Of The Year")],
        ),
        ("is Best Of You on sale", [("track", "Best Of You")]),
        # ... not where the customer capitalises every word anyway, nor lower case
        ("Album Of The Year Is The Only Thing I Play", []),
        ("album of the year is the only thing that calms the dogs down", []),
        # ... nor a title's first word alone capitalised at a sentence's start
        ("The best of the store? how many songs have you got", []),
    ],
)
def test_a_title_written_with_its_inner_capitals_is_named(names, message, kinds):
    assert _kinds(names, message) == kinds
