"""How a name stands in a customer's text: quoted, right after the word for its kind, as
the store writes it, or followed by what the customer asks.

Split from ``tools.names`` (the store's names found in a text), which reads these for every
name it finds; ``agents.narrow``, ``records``, ``nodes`` and ``specialist`` read the quoted
phrases and the word before a title too. Every pattern is an alternation of literal words
(lexicon data) or a bounded run, so each scan is linear in the text.
"""

from __future__ import annotations

import functools
import re
from typing import Literal

from lexicon import lexicon
from tools.titles import any_of, key

Kind = Literal["artist", "genre", "album", "track", "playlist"]
MAX_TEXT = 4000  # characters looked at (messages are capped at this size anyway)

_QUOTED = re.compile(r"(?:^|(?<=[\s(:]))[\"“”'‘’«]([^\"“”‘’«»\n]{2,80})[\"“”'‘’»](?=$|[\s?.!,;:)])")


def after_word(kind: Kind | Literal["on", "whole", "albums"], folded: str, message: str) -> bool:
    """Whether ``folded`` (a title, folded by ``key``) comes right after the word for its
    kind in ``message``: "the album Nevermind", "a música Breed"; kind "on": after a word
    for what is on a record ("the songs on Olodum", "ile piosenek jest na Aquaman")."""
    lex = lexicon().words
    own = {
        "on": "on_words",
        "whole": "whole_words",
        "album": "album_words",
        "albums": "plural_album_words",  # "ile albumów Skank": the artist's albums
    }
    words = lex[own.get(kind, "song_words")]
    before = _before(words)
    return re.search(before + re.escape(folded) + r"(?!\w)", key(message)) is not None


def written_as(name: str, message: str) -> bool:
    """Whether ``message`` writes ``name`` as the store does, capitals and all."""
    return _written_at(name, message) is not None


def _written_at(name: str, message: str) -> re.Match[str] | None:
    """Where ``message`` first writes ``name`` as the store does, as a whole word."""
    return re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", message)


_INITIALS = re.compile(r"(?<!\w)(?:[A-Z]\.){2,}")  # "W.M.A.", "R.E.M."


def title_cased(name: str, message: str) -> bool:
    """Whether ``message`` writes ``name`` as the store does with a capital past its first
    word ("Album Of The Year") or in initials with their stops ("W.M.A."), capitals ordinary
    writing never gives, in a message that does not capitalise its words anyway (under half
    of its other words start with a capital)."""
    words = name.split()
    if not any(w[:1].isupper() for w in words[1:]) and _INITIALS.search(name) is None:
        return False
    found = _written_at(name, message)
    if found is None:
        return False
    rest = (message[: found.start()] + " " + message[found.end() :]).split()
    return 2 * sum(w[:1].isupper() for w in rest) < max(len(rest), 1)


@functools.cache
def _before(words: tuple[str, ...]) -> str:
    """The words (folded, longest first) then a blank and maybe "called", "intitolata",
    "som heter" (lexicon called_words)."""
    return rf"(?<!\w)(?:{any_of(words)}) (?:(?:{any_of(lexicon().words['called_words'])}) )?"


def own_words(
    name: str, folded: str, message: str, quoted: set[str], text_key: str, at: int
) -> bool:
    """Whether a title found at ``at`` of ``text_key`` (the message's key) is the customer's own words:
    not quoted, not written with the store's capitals, and followed by what they ask ("I
    can't remember what was in my order", "I don't know who sings X": titles of songs too)."""
    if folded in quoted or name in message:
        return False
    return _asked_next().match(text_key, at + len(folded) + 2) is not None


@functools.cache
def _asked_next() -> re.Pattern[str]:
    """A question word (lexicon question_words, every language) as whole words."""
    return re.compile(rf"(?:{any_of(key(w) for w in lexicon().words['question_words'])})(?!\w)")


def quoted_phrases(message: str) -> list[str]:
    """Phrases the customer put in quotes ('Smoke on the Water', "Yesterday")."""
    return [m.group(1).strip() for m in _QUOTED.finditer(message[:MAX_TEXT]) if m.group(1).strip()]
