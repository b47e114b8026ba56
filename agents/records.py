"""Which of the album titles a catalog question names it asks about as a record.

A title may be an artist's name too ("Van Halen") or its title song's ("Let There Be
Rock"); the words around it decide. Split from ``agents.narrow`` (which narrows the tools
from this) to keep each module small.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.words import fold, without_names
from lexicon import alternation, lexicon
from tools.names import Mention, key
from tools.written import after_word

WHO = lexicon().phrase("who_words")  # "who", "von wem", "vem" (data)
_RECORD_BACK = lexicon().phrase("record_back_words")  # "on it", "drauf", "erop" (data)
_WHICH_ALBUM = re.compile(  # "which album", "welk album", "em qual álbum", "na jakim albumie"
    rf"(?<!\w)(?:{alternation(list(lexicon().words['which_words']))})(?: [\w'-]{{1,12}})?? "
    rf"(?:{alternation(list(lexicon().words['album_words']))})(?!\w)"
)


def albums_named(
    mentions: Sequence[Mention],
    album_word: bool,
    song_word: bool,
    question: str,
    contents: bool,
    summed: bool = False,
) -> list[str]:
    """Album titles the message names. A title that is also an artist's name ("Van Halen")
    is the album in "the album Van Halen" or "the songs on the album Van Halen" (else the
    artist's tools answer); one that is also a song's ("Let There Be Rock") only beside the
    word album or when its songs are listed or counted (``contents``), or beside the word
    album when who made it is asked ("who made that album?"), or when its whole price or
    length is (``summed``: "in total"), and never right after the word song ("the song
    X") unless its songs are asked. "The songs on X" (a word for what is on a record,
    lexicon ``on_words``) is the album too."""
    artists = {fold(m.name) for m in mentions if m.kind == "artist"}
    songs = {fold(m.name) for m in mentions if m.kind == "track"}
    who = WHO.search(without_names(question, [m.name for m in mentions])) is not None
    return [
        m.name
        for m in mentions
        if m.kind == "album"
        and (
            fold(m.name) not in artists
            or (album_word and song_word)
            or (album_word and not song_word and who)  # "who made that album?"
            or summed  # "how long does X run in total?": an artist has no length
            # "the album Van Halen"; not "ile albumów Audioslave", the artist's albums
            or (
                after_word("album", key(m.name), question)
                and not after_word("albums", key(m.name), question)
            )
            or (song_word and after_word("on", key(m.name), question))
            # ... or its songs asked, leaning back on it as a record ("Olodum - which songs
            # are on it?", "how many tracks is it": lexicon record_back_words)
            or (contents and _RECORD_BACK.search(fold(question)) is not None)
        )
        and (fold(m.name) not in songs or album_word or contents)
        and not (
            fold(m.name) in songs and not contents and after_word("track", key(m.name), question)
        )
        # a song named like its album, asked which album it is on, is the song ("Op welk
        # album staat Houses Of The Holy?": lexicon which_words, then album_words)
        and not (fold(m.name) in songs and not contents and _WHICH_ALBUM.search(fold(question)))
    ]
