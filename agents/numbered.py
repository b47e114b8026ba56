"""A song named by its number in a message: "track 12", "spår 122", Dutch "nummer 1685".

Split from ``agents.intent`` (which reads it as evidence for the catalog). A word for a
track before a number names one ("hur lång är spår 122?"). A word for a song does too where
it is also the word for a number (Dutch "nummer") only when the message asks a song's fact
(its price, length or composer, or how much: "wat kost nummer 1685 bij jullie"), since
"nummer 37" alone is as often the customer's number. Neither counts where the number is an
invoice's ("factuur nummer 12") or the customer's own id (a number paired with an email, or
given with a word for a customer number: ``agents.identifiers``). Every pattern is an
alternation of literal words (lexicon data), so each scan is linear in the text.
"""

from __future__ import annotations

import functools
import re

from agents.identifiers import parse_identifiers
from agents.words import word_pattern
from lexicon import lexicon

_TRACK = lexicon().numbered("track_words")  # "track 12", "spår 122", "faixa nº 7"
# a word for a song that is also the word for a number: Dutch "nummer", German "Nummer"
_SONG = lexicon().numbered("song_words", also="number_words")


@functools.cache
def _song_fact() -> re.Pattern[str]:
    w = lexicon().words
    # "wat kost", "hoe lang duurt", "wie schreef", or how much ("hoeveel moet ik betalen voor")
    asked = ("price_words", "duration_words", "composer_words", "how_much_words")
    return word_pattern(*(x for k in asked for x in w[k]))


def track_number(text: str, message: str) -> re.Match[str] | None:
    """The first song named by its number in ``text`` (folded ``message``), the number in
    group 1; None when there is none (see the module doc)."""
    ids: tuple[int, ...] | None = None  # read only when a number is found (evidence is hot)
    invoices: list[tuple[int, int]] | None = None
    for pattern in (_TRACK, _SONG):
        if pattern is _SONG and _song_fact().search(text) is None:
            continue
        for m in pattern.finditer(text):
            if ids is None or invoices is None:
                ids = parse_identifiers(message).customer_ids
                # an invoice named by its word ("factuur nummer 12"); a bare "#12" is a
                # track's too
                invoices = [
                    i.span() for i in lexicon().invoice_id.finditer(text) if i.group(0)[:1] != "#"
                ]
            if int(m.group(1)) not in ids and not any(a <= m.start(1) < b for a, b in invoices):
                return m
    return None
