"""Narrowing a specialist's tools (and their arguments) to those that can answer, by code.

Neighbouring tools are where a 0.5B specialist goes wrong: songs by an artist vs. songs of a
genre, a song title sent to the artist tool, "how much have I spent" answered from the price
list of single lines. The facts that settle those choices are cheap for code to see: the
store's names in the message (``tools.names``: is "Aerosmith" an artist, "blues" a genre,
"Bohemian Rhapsody" a title?) and a few words ("albums" vs. "songs", "spent" vs. "most
expensive"). ``narrow`` returns the tool descriptions the model may choose from; where one
tool is left and the message names exactly the store's spelling of its argument, the
argument schema becomes that name (an ``enum``), so a name cannot be misspelt either. When
nothing decides, every tool stays: narrowing only removes tools the message rules out.
The invoice specialist's narrowing is ``agents.narrow_invoice``.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from typing import Any

from agents.asking import COUNT, MONEY_OR_TIME, TOTAL
from agents.ground import listed_numbers
from agents.narrow_invoice import narrow_invoice, only
from agents.numbered import track_number
from agents.records import albums_named
from agents.words import corrected, fold, learn, respelled, without_names, word_pattern
from lexicon import alternation, lexicon
from tools.names import Mention, key
from tools.written import after_word, quoted_phrases

ALBUM = word_pattern(*lexicon().words["album_words"])  # every language's words (data)
TRACK_ID = lexicon().numbered("track_words")  # "track 12", "faixa nº 7" (data)
SONG = word_pattern(*lexicon().words["song_words"])
# "not albums", "keine Alben", "inte album": a kind of thing the customer does not want;
# not a question about them said negatively ("you wouldn't know how many albums you have",
# "weten niet hoeveel albums": the word between is no question or count word)
_ASKING = alternation(lexicon().words["question_words"] + lexicon().words["count_words"])
NOT_THING = re.compile(
    rf"(?<!\w)(?:{alternation(lexicon().words['not_words'])})"
    rf"(?: (?!(?:{_ASKING})(?!\w))[\w'-]{{1,24}})? "
    rf"(?:{alternation(lexicon().words['album_words'] + lexicon().words['song_words'])})(?!\w)"
)
# a shop named by what it sells ("my old record shop", "sklep płytowy"): no album asked for
RECORD_SHOP = lexicon().phrase("record_shop_words")
WHOLE = lexicon().phrase("whole_words")  # "the whole X", "hela X": an album (data)
# ... not a span of time: "the whole day", "todo el día", "den ganzen Tag", "hela dagen"
# (lexicon whole_words, then at most one short word, then span_words)
_WHOLE_SPAN = re.compile(
    rf"(?<!\w)(?:{alternation(lexicon().words['whole_words'])})(?: [a-z']{{1,6}}+)?"
    rf" (?:{alternation(lexicon().words['span_words'])})(?!\w)"
)
# "the tracklist of X": the songs on an album (both words at once)
TRACKLIST = word_pattern(*lexicon().words["tracklist_words"])
CONTENTS = lexicon().phrase("contents_words")  # "the songs on", "welche Titel sind drauf"
# ... and any word for songs right before a word that puts them on a record (lexicon
# songs_of_words): "as faixas do", "i brani di", "de nummers van" (the title itself is
# blanked out of the text read); not "a tune for", which is what the song is for
SONGS_OF = re.compile(
    rf"(?<!\w)(?:{alternation(lexicon().words['song_words'])}) "
    rf"(?:{alternation(lexicon().words['songs_of_words'])})(?!\w)"
)
GENRE = lexicon().phrase("genre_words")  # "genre", "estilo", "kind of music" (data)
ARTIST = lexicon().phrase("artist_words")
PLAYLIST = lexicon().phrase("playlist_words")  # every language's word for it (data)
# "playlist 5", "spellistan med id 10", "playlist #5" (playlist, number and "with" words: data)
PLAYLIST_ID = lexicon().numbered("playlist_words")
# "track 3", "track id 12", "faixa nº 7", "spår 122": a track by its id, which only
# get_track_details takes (the words for one track: data)
_WORDS = lexicon().words
# a count, a total, a price or a length asked (one copy: agents.asking)
PRICE_OR_LENGTH = MONEY_OR_TIME


learn(ALBUM, SONG, TRACKLIST, GENRE, PLAYLIST, COUNT)


def _pin(tool: dict[str, Any], arg: str, values: Sequence[str]) -> dict[str, Any]:
    """``tool`` with argument ``arg`` restricted to ``values`` (the store's spellings)."""
    if not values or arg not in tool["args"].get("properties", {}):
        return tool
    pinned = copy.deepcopy(tool)
    pinned["args"]["properties"][arg] = {"type": "string", "enum": list(values)}
    return pinned


def narrow_catalog(
    question: str, mentions: Sequence[Mention], tools: Sequence[dict[str, Any]]
) -> list[dict[str, Any]]:
    # typos of the store's words read as those words; a title's own words are not read
    text = corrected(respelled(without_names(question, [m.name for m in mentions])))
    artists = [m.name for m in mentions if m.kind == "artist"]
    genres = [m.name for m in mentions if m.kind == "genre"]
    titles = [m.name for m in mentions if m.kind == "track"]
    quoted = [q for q in quoted_phrases(question) if fold(q) not in map(fold, artists + genres)]
    text = NOT_THING.sub(" ", text)  # "songs i mean, not albums": no album asked for
    text = RECORD_SHOP.sub(" ", text)
    text = _WHOLE_SPAN.sub(" ", text)  # "I had it on the whole day": no album
    tracklist = bool(TRACKLIST.search(text))
    # "how long is X in total", "how much is the whole album": a record's whole price or
    # length (an artist has neither)
    summed = PRICE_OR_LENGTH.search(text) is not None and (
        TOTAL.search(text) is not None
        or (WHOLE.search(text) is not None and ALBUM.search(text) is not None)
    )
    album = tracklist or bool(ALBUM.search(text)) or bool(WHOLE.search(text)) or summed
    song = tracklist or bool(SONG.search(text))
    # its songs listed or counted: a record's contents, never a song's (a song has no songs)
    contents = tracklist or (
        song and bool(COUNT.search(text) or CONTENTS.search(text) or SONGS_OF.search(text))
    )
    if _counted(text, True):
        # "your site says 'over 500 albums': how many do you have?": a quoted claim about the
        # stock's things (written as words, not as a title is), beside a count asked, is
        # what is checked, no title ("Songs of Faith" stays one)
        quoted = [q for q in quoted if q[:1].isupper() or not _THINGS.search(respelled(fold(q)))]
    titles += quoted
    if ids := [i for m in mentions if m.kind == "playlist" for i in m.ids]:
        # "the Grunge playlist": its id(s) by code, never a number inside its name ("101")
        picked = only(tools, ("get_playlist_tracks",))
        return [_pin_value(t, "playlist_id", ids) for t in picked]
    # the playlist word beside an artist or album of the store's, or a song named as one
    # ("a playlist for my dad: which Aerosmith songs ...", "the song X, for my workout
    # playlist"), or a genre asked about ("a playlist for my run, Reggae mood: what do you
    # have in that genre?", fresh17) is the customer's own playlist, not the store's
    named = any(
        m.kind in ("artist", "album")
        or after_word("track", key(m.name), question)
        or (m.kind == "genre" and GENRE.search(text) is not None)
        for m in mentions
    )
    if PLAYLIST.search(text) and not named:
        if (number := PLAYLIST_ID.search(text)) is not None:  # "spellista 5", "playlist #5"
            picked = only(tools, ("get_playlist_tracks",))
            return [_pin_value(t, "playlist_id", [int(number.group(1))]) for t in picked]
        if not (song or CONTENTS.search(text)):
            # "what playlists do you offer?", "how many playlists?": none named, no songs
            # asked for: the list of them (the 0.5B opened playlist 1 with the other tool)
            return only(tools, ("get_playlists",))
        return only(tools, ("get_playlists", "get_playlist_tracks"))
    # "track 12", "hoeveel kost nummer 2936" (agents.numbered); not "Pop Song 89": a title
    if (TRACK_ID.search(text) or track_number(text, question)) and not artists and not titles:
        return only(tools, ("get_track_details",))
    # "what's on Nevermind?", "who made Let There Be Rock"
    if albums := albums_named(mentions, album, song, question, contents, summed):
        return [_pin(t, "album", albums) for t in only(tools, ("get_album_tracks",))]
    if _albums_and_a_song(question, mentions):  # "Metallica's albums, and Enter Sandman?"
        picked = only(tools, ("get_albums_by_artist", "check_for_songs"))
        return [_pin(_pin(t, "artist", artists), "song_title", titles) for t in picked]
    if artists and GENRE.search(text) and not (album or song):
        # "what kind of music is Djavan?": the genre is on each of the artist's songs (a
        # genre named beside it is a guess: "what genre is Aerosmith, rock or what?")
        return [_pin(t, "artist", artists) for t in only(tools, ("get_tracks_by_artist",))]
    if artists and not genres:
        names = ["get_albums_by_artist"] if album and not song else []
        names = names or (["get_tracks_by_artist"] if song and not album else [])
        names = names or ["get_albums_by_artist", "get_tracks_by_artist"]
        picked = only(tools, names)
        return [_pin(t, "artist", artists) for t in picked] if len(picked) == 1 else picked
    things = album or song or ARTIST.search(text) is not None  # what the stock holds
    if _counted(text, things) and not (artists or genres or titles) and not GENRE.search(text):
        # "how many songs do you have in total?": the store's own counts, not a list's
        return only(tools, ("get_catalog_counts",))
    if titles and not artists and (not genres or GENRE.search(text)):
        # a song's details by id next; "what genre is X? my friend says jazz": X's genre
        # (a genre named beside a question about a title's genre is a guess)
        picked = only(tools, ("check_for_songs", "get_track_details"))
        return [_pin(t, "song_title", titles) for t in picked]
    if genres and not artists:
        return [_pin(t, "genre", genres) for t in only(tools, ("get_songs_by_genre",))]
    if GENRE.search(text) and not artists and not titles:  # "what genre is the song X": X
        return only(tools, ("list_genres",))
    if song and not album and not artists:  # "do you have the song Yesterday?"
        return only(tools, ("check_for_songs", "get_tracks_by_artist", "get_track_details"))
    return list(tools)


_THINGS = word_pattern(*_WORDS["album_words"], *_WORDS["song_words"], *_WORDS["artist_words"])


def _counted(text: str, things: bool) -> bool:
    """Whether the message asks how many: a count word, or a total of the stock's
    ``things`` that is no sum of money or time ("o total de álbuns", "die Gesamtzahl der
    Künstler": lexicon total_words; not "the total of my invoice", "spent in total")."""
    return COUNT.search(text) is not None or (
        things and TOTAL.search(text) is not None and PRICE_OR_LENGTH.search(text) is None
    )


def _titles(question: str, mentions: Sequence[Mention]) -> list[str]:
    artists = [fold(m.name) for m in mentions if m.kind in ("artist", "genre")]
    titles = [m.name for m in mentions if m.kind == "track"] + quoted_phrases(question)
    return [t for t in dict.fromkeys(titles) if fold(t) not in artists]


def _albums_and_a_song(question: str, mentions: Sequence[Mention]) -> bool:
    """Two catalog questions in one: an artist's albums, and whether a song is sold."""
    artists = [m for m in mentions if m.kind == "artist"]
    wanted = NOT_THING.sub(" ", fold(question))  # not "not their albums"
    return bool(artists and _titles(question, mentions) and ALBUM.search(wanted))


def required(specialist: str, question: str, mentions: Sequence[Mention] = ()) -> tuple[str, ...]:
    """Tools the message needs every one of before it is answered (a two-part question)."""
    if specialist == "catalog" and _albums_and_a_song(question, mentions):
        return ("get_albums_by_artist", "check_for_songs")
    return ()


def narrow(
    specialist: str,
    question: str,
    tools: Sequence[dict[str, Any]],
    mentions: Sequence[Mention] = (),
) -> list[dict[str, Any]]:
    """The tool descriptions ``specialist`` may choose from for ``question``."""
    if specialist == "catalog":
        return narrow_catalog(question, mentions, tools)
    if specialist == "invoice":
        return narrow_invoice(question, tools, mentions)
    if specialist == "data" and (listed := listed_numbers(question)) is not None:
        # the one list the message writes out is what the statistic is of (agents.ground)
        value = [int(n) if n.is_integer() else n for n in listed]
        return [_pin_value(t, "numbers", value) for t in tools]
    return list(tools)


def _pin_value(tool: dict[str, Any], arg: str, value: Any) -> dict[str, Any]:
    """``tool`` with argument ``arg`` fixed to ``value`` (the grammar writes it in one go);
    for an id argument, ``value`` is the list of ids it may take."""
    if arg not in tool["args"].get("properties", {}):
        return tool
    pinned = copy.deepcopy(tool)
    allowed = list(dict.fromkeys(value)) if arg.endswith("_id") else [value]
    pinned["args"]["properties"][arg] = {"enum": allowed}
    return pinned
