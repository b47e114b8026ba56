"""Greetings, thanks and goodbyes: a message that is only that is answered by code, with no
model call ("Hi there!" sent to the catalog by a 0.5B manager; issue 22's greeting echoed).

Split from ``agents.intent`` (what a message asks) to keep each module small. The words are
data (``lexicon``: greeting_words, thanks_words, bye_words, filler_words per language); every
pattern is an alternation of literal words, so each scan is linear in the message length.
"""

from __future__ import annotations

import re

from agents.words import fold, word_pattern
from lexicon import lexicon

_LEX = lexicon().words
_SMALL_TALK = {kind: _LEX[f"{kind}_words"] for kind in ("greeting", "thanks", "bye")}
_FILLER = word_pattern(*_LEX["filler_words"], "chinook")  # the store's name
_SMALL_PATTERNS = {kind: word_pattern(*items) for kind, items in _SMALL_TALK.items()}
# All of them at once, so the longest is taken away where two overlap ("hej" is hello,
# "hej då" goodbye)
_PLEASANTRIES = word_pattern(*(w for items in _SMALL_TALK.values() for w in items))
_LEFTOVER = re.compile(r"\w")


def small_talk(message: str) -> str | None:
    """ "greeting", "thanks" or "bye" when the message is only that (no request), else None."""
    text = fold(message)
    if len(text) > 120:
        return None
    kinds = [kind for kind, pattern in _SMALL_PATTERNS.items() if pattern.search(text)]
    if not kinds:
        return None
    text = _FILLER.sub(" ", _PLEASANTRIES.sub(" ", text))
    if _LEFTOVER.search(text):
        return None  # there is a request beside the pleasantries
    for kind in ("bye", "thanks", "greeting"):  # "thanks, bye!" is a goodbye
        if kind in kinds:
            return kind
    return None
