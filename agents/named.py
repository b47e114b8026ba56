"""A name a catalog call looks up must be one the conversation holds: by code.

Asked "i only ever buy a song or two at a time. which track was the cheapest of all of
them?", the 0.5B called ``get_tracks_by_artist(artist="Guns N' Roses")``: an artist no one
had named, whose songs then came back as the customer's answer. Ids were already held to
what the customer wrote or a tool returned (``agents.ids.ungrounded``); this does the same
for the names of things (an artist, an album, a song title): the value must be written in
the customer's messages, an earlier answer or a result of this visit, whole or nearly (a
typo the model mended: "metalica" -> "Metallica"; "beatles" -> "The Beatles"). A genre is
left to the tool: customers name it in their own language ("Klassik") and the model's
translation is no invention.

The scan is bounded: the heard text is capped, and each value is compared with word windows
of its own length, so the work is linear in the text.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from difflib import SequenceMatcher
from typing import Any

from agents.report import Call
from tools.data import parse_numbers
from tools.titles import key

NAMED_ARGS = ("artist", "album", "song_title")  # a genre is translated, not invented
MAX_HEARD = 20_000  # characters of the conversation and results compared against
NEAR = 0.8  # difflib similarity for a spelling the model mended


def heard(texts: Iterable[str]) -> str:
    """The conversation's and the results' words, as ``key`` folds them, padded with blanks."""
    return f" {key(' '.join(texts)[-MAX_HEARD:])} "


def results_said(calls: Sequence[Call]) -> list[str]:
    """What the successful calls returned, as text (a refusal's message names the refused
    value: it is no source)."""
    return [
        json.dumps(c.result.data, ensure_ascii=False, default=str) for c in calls if c.result.ok
    ]


def _said(value: str, text: str) -> bool:
    folded = key(value)
    if not folded or f" {folded} " in text:
        return True
    first, _, rest = folded.partition(" ")
    if rest and len(first) <= 3 and f" {rest} " in text:  # "beatles" for "The Beatles"
        return True
    words, size = text.split(), len(folded.split())
    for width in {max(1, size - 1), size, size + 1}:
        for start in range(max(0, len(words) - width + 1)):
            window = " ".join(words[start : start + width])
            if abs(len(window) - len(folded)) <= len(folded) // 4 + 1 and (
                SequenceMatcher(None, folded, window).ratio() >= NEAR
            ):
                return True
    return False


def unnamed(args: Mapping[str, Any], text: str) -> str | None:
    """Why a call with ``args`` must not be made (a name no one said), or None; ``text``:
    what the conversation and this visit's results hold (``heard``)."""
    for name in NAMED_ARGS:
        value = args.get(name)
        if isinstance(value, str) and value.strip() and not _said(value, text):
            return (
                f"{name} {value!r} is not in the customer's messages or in any result: never "
                "guess a name. Use the names the customer wrote; if they named none, say what "
                "you need to know."
            )
    return None


NUMBER_ARGS = ("numbers",)  # the data a statistic is computed on (tools.data)


def _asked_numbers(value: Any) -> list[float]:
    """The numbers an argument holds, read by the data tool's own rules ("1,200" is one)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int | float):
        return [float(value)]
    if isinstance(value, str):
        return parse_numbers(value[:MAX_HEARD])
    if isinstance(value, list):
        return [n for v in value for n in _asked_numbers(v)]
    return []


def unwritten(args: Mapping[str, Any], texts: Iterable[str]) -> str | None:
    """Why a call with ``args`` must not be made (numbers to compute on that no one wrote),
    or None; ``texts``: the conversation and this visit's results. Asked "hoeveel nummers
    hebben jullie?", the 0.5B computed the statistics of [3, 5, 10], its tool's example."""
    for name in NUMBER_ARGS:
        asked = _asked_numbers(args.get(name))
        if not asked:
            continue
        written = {abs(n) for t in texts for n in parse_numbers(t[-MAX_HEARD:])}
        missing = [n for n in asked if abs(n) not in written]
        if missing:
            shown = ", ".join(f"{n:g}" for n in missing[:5])
            return (
                f"{name} {shown} are not in the customer's messages or in any result: never "
                "make up data. Compute only on numbers the customer gave; if they gave none, "
                "say what you need."
            )
    return None
