"""A playlist named by an everyday word ("Music", "Classical", "Grunge") counts where the
customer puts it beside the word for a playlist: "the Grunge playlist", "spellistan Grunge".

Split from ``tools.names`` (the store's names and their lookup) to keep each module small.
The patterns are anchored at a name's edge, so each check is linear in the text.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from lexicon import lexicon
from tools.titles import any_of

if TYPE_CHECKING:
    from tools.names import Mention


def beside_the_word(found: list[Mention], text_key: str) -> list[Mention]:
    """``found`` with only the playlists named beside the word for a playlist ("the
    On-The-Go 1 playlist", "spellistan Grunge"), when several are found and some are: in "we
    play music all day ... the Grunge playlist", "music" is a word, not the playlist Music;
    and when the message names a playlist by its number ("hey music shop, the songs on
    playlist 18"), a name not beside the word is a word too."""
    playlists = [m for m in found if m.kind == "playlist"]
    numbered = bool(playlists) and lexicon().numbered("playlist_words").search(text_key)
    if len(playlists) < 2 and not numbered:
        return found
    beside = [m for m in playlists if beside_playlist_word(text_key, m.start, m.end)]
    keep = beside if beside or numbered else playlists
    return [m for m in found if m.kind != "playlist" or m in keep]


def beside_playlist_word(text_key: str, start: int, end: int) -> bool:
    """Whether the name at ``text_key[start:end]`` has a word for a playlist right after
    it or right before it ("the Grunge playlist", "spellistan Grunge")."""
    after, before = _playlist_word()
    return bool(after.match(text_key, end + 1) or before.search(text_key, 0, start))


@functools.cache
def _playlist_word() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """A word for a playlist (lexicon playlist_words) at a name's edge in ``key`` text: the
    word right after the name (matched where the name ends), and the word ending the text
    before it, maybe with "called" between (searched up to where the name starts)."""
    # ... or a bare word for a list ("la lista Classical", "your Classical list": lexicon
    # list_words): beside a playlist's own name, it is that playlist
    words = any_of([*lexicon().words["playlist_words"], *lexicon().words["list_words"]])
    called = any_of(lexicon().words["called_words"])
    return (
        re.compile(rf" ?(?:{words})(?!\w)"),
        re.compile(rf"(?<!\w)(?:{words})(?: (?:{called}))?$"),
    )
