"""No invented numbers: every number in an answer must be found in the facts or the question.

A small model writes plausible numbers that are nowhere in what the tools returned ("your
latest invoice is invoice 234, paid on December 23, 2023" beside a result naming invoice
407 of 2025-12-04; "the 30th Fibonacci number is 55" after the program failed). Whether a
number was given is a fact code can check, so ``drop_unsupported`` removes every sentence
of the answer that states a number absent from the facts and the customer's own message.
Small numbers are checked too: a count is in the facts ("6 found"), so "10 tracks from
Queen" beside six rows, or "the sorted list is [1, 4, 5, 9]" for 1, 9, 4 and 7, goes (both
passed as "numbers up to 10", issue 22). Only positions pass on their own: a list marker
("2." at a line's start) and an ordinal ("the 2nd") up to 10. Amounts never do; a date
written out ("December 4, 2025") passes when its day and year are in the facts (ISO dates
are split into their parts). Money and decimals compare by value ("$1.9" is 1.90).
When every sentence goes, the caller says so honestly and shows the facts instead. When no
tool call of the turn worked there are no facts a number could come from, small or not: the
caller passes ``small=0`` and the question as the only source (the 0.5B answered "how many
days between 2024-01-01 and 2024-12-25?" with "10 days" after its programs failed).

A count is checked against counts (``drop_uncounted``): "You have 5 World tracks" beside
"28 found (showing 5 of 28)" passed the number check, since the 5 rows shown to the model
are a number of the facts. A number right before what it counts ("5 World tracks", "12
Iron Maiden albums", in every language: lexicon words) must be a count the facts state
("28 found", "track_count: 8") or a number the customer wrote.
"""

from __future__ import annotations

import functools
import re

from agents.words import fold, word_pattern
from lexicon import lexicon
from support.text import pieces

_NUMBER = re.compile(r"\d(?:[\d,]*\d)?(?:\.\d+)?")
SMALL = 10  # the largest position ("the 10th") that passes without a fact
_LIST_MARK = re.compile(r"[ \t]{0,8}\d{1,3}[.)](?:\s|$)")  # "1. " / "2) " starting a list line
# "1,275" and "1,060.50": one number; any other comma run ("4,8", "564,570,3") is a list
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")


# A time of day or a length, "25:00", "5:12", "1:02:33": one fact, compared whole (its parts
# are numbers the facts hold for other reasons: "at 25:00" beside invoice 25, fresh31)
_TIME = re.compile(r"(?<![\d:.])\d{1,3}(?::\d{2}){1,2}(?![\d:])")


def _time(token: str) -> str:
    """A time's canonical form among the allowed values: "05:12" and "5:12" alike."""
    hours, rest = token.split(":", 1)
    return f"time {int(hours)}:{rest}"


def _values(text: str) -> set[str]:
    """Every number in ``text``, as canonical strings (commas dropped, value compared), and
    every time or length as a whole (``_time``)."""
    found: set[str] = {_time(t) for t in _TIME.findall(text)}
    for token in _NUMBER.findall(text):
        plain = token.replace(",", "")
        try:
            value = float(plain)
        except ValueError:  # "1,2,3" folded to "123" still parses; anything else is skipped
            continue
        found.add(f"{value:.2f}")
        if "," in token:  # "1,060" or a list "4,8": keep the parts too
            for part in token.split(","):
                if part:
                    found.add(f"{float(part):.2f}")
    return found


def unsupported(sentence: str, allowed: set[str], small: int = SMALL) -> list[str]:
    """Numbers in ``sentence`` that are not in ``allowed``; a list marker and an ordinal
    up to ``small`` ("the 2nd") are positions and pass."""
    missing = []
    times = [m.span() for m in _TIME.finditer(sentence)]
    missing += [sentence[a:b] for a, b in times if _time(sentence[a:b]) not in allowed]
    marker = _LIST_MARK.match(sentence)
    for match in _NUMBER.finditer(sentence):
        if any(a <= match.start() < b for a, b in times):
            continue  # a part of a time, checked whole above
        token = match.group(0)
        plain = token.replace(",", "")
        try:
            value = float(plain)
        except ValueError:
            continue
        if marker and match.start() < marker.end():
            continue
        # a comma run that is no grouping by thousands is a list, checked part by part:
        # "564,570,3 bytes" is not the 5645703 of the facts (fresh14)
        listed = "," in token and not _THOUSANDS.fullmatch(token)
        if not listed and f"{value:.2f}" in allowed:
            continue
        # an ordinal is a letter right after the digits ("2nd", "3º", "1er"), never an amount
        # ("$9.99" for an album of $9.90 passed as "a number up to 10", issue 22)
        after = sentence[match.end() : match.end() + 1]
        if value <= small and value == int(value) and (after.isalpha() or after == "º"):
            continue
        if listed and all(f"{float(p):.2f}" in allowed for p in token.split(",") if p):
            continue  # "4,8" in a list of the customer's own numbers
        missing.append(token)
    return missing


def drop_unsupported(answer: str, *sources: str, small: int = SMALL) -> tuple[str, list[str]]:
    """``answer`` without the sentences whose numbers appear in none of ``sources``
    (list markers and ordinals up to ``small`` pass).

    Returns the kept text and the numbers that were not found (empty: nothing removed).
    Line breaks and list lines are kept as they were for the sentences that stay.
    """
    allowed: set[str] = set()
    for source in sources:
        allowed |= _values(source)
    kept: list[str] = []
    dropped: list[str] = []
    for sentence, gap in pieces(answer):
        if missing := unsupported(sentence, allowed, small):
            dropped += missing
        else:
            kept.append(sentence + gap)
    return "".join(kept).strip(), dropped


# Things a count can be of, and words that make a number something else when they stand
# between it and such a thing ("track 3 on the album", "3 of the albums"): lexicon data.
THING_KEYS = ("song_words", "album_words", "artist_words", "playlist_words", "genre_words")
THING_KEYS += ("invoice_words", "purchase_words")
_BREAKS = ("common_words", "on_words", "of_words", "is_words", "with_words", "by_words")
_BEFORE_AN_ID = ("track_words", "song_words", "album_words", "invoice_words", "number_words")


@functools.cache
def _claims() -> tuple[re.Pattern[str], re.Pattern[str]]:
    words = lexicon().words
    thing = word_pattern(*(w for key in THING_KEYS for w in words[key])).pattern
    stop = word_pattern(*(w for key in _BREAKS for w in words[key])).pattern
    label = word_pattern(*(w for key in _BEFORE_AN_ID for w in words[key]), "id").pattern
    # a whole number, not an amount, a decimal or a part of a date; then at most two other
    # words (no digits, no break word), then the thing it counts
    claim = re.compile(
        rf"(?<![\w.,$€£#/:-])(\d{{1,7}})(?![\w%]|[.,:/-]\d)"
        rf"(?:\s+(?!{stop})[^\W\d][\w'/&.-]{{0,30}}){{0,2}}?\s+(?P<thing>{thing})"
    )
    # ... and not an id: "track 3", "order no 5" (the label right before the number)
    return claim, re.compile(rf"(?:{label})\s*$")


# counts the facts state: "28 found", "showing 5 of 28", "track_count: 8", '"total": 28'
_COUNT_FACT = re.compile(
    r"\b(\d+) found\b|\bshowing \d+ of (\d+)\b|"
    r'\b(?:_?total|n|[a-z]+_count|songs|tracks|albums|artists|genres|playlists|items)"?'
    r"\s*[:=]\s*(\d+)(?![\d.])"
)


# ... of which a field named for one kind of thing counts only that kind: '"albums": 347' in
# the store's counts is no number of tracks ("Album Of The Year has 347 tracks", fresh28)
_TYPED_FACT = re.compile(
    r"(songs|tracks|albums|artists|genres|playlists|"
    r"(?:song|track|album|artist|genre|playlist)_count)\b"
)
_FIELD_KIND = {"track": "song", "tracks": "song"}


@functools.cache
def _kinds_of() -> dict[str, frozenset[str]]:
    """Each folded word for a thing -> the kinds it names ("tracks" -> song, "álbuns" ->
    album), from the lexicon's words per kind."""
    kinds: dict[str, set[str]] = {}
    for key in THING_KEYS:
        for word in lexicon().words[key]:
            kinds.setdefault(" ".join(fold(word).split()), set()).add(key.removesuffix("_words"))
    return {word: frozenset(k) for word, k in kinds.items()}


def _field_kind(field: str) -> str:
    name = field.removesuffix("_count").removesuffix("s")
    return _FIELD_KIND.get(name, name)


def _counts(facts: str) -> tuple[set[int], dict[str, set[int]]]:
    """The counts ``facts`` state: of anything ("28 found") and by kind ('"albums": 347')."""
    anything: set[int] = set()
    by_kind: dict[str, set[int]] = {}
    for m in _COUNT_FACT.finditer(facts):
        number = int(next(n for n in m.groups() if n))
        if typed := _TYPED_FACT.match(m.group(0)):
            by_kind.setdefault(_field_kind(typed.group(1)), set()).add(number)
        else:
            anything.add(number)
    return anything, by_kind


def claimed_counts(sentence: str) -> list[tuple[str, frozenset[str]]]:
    """The numbers ``sentence`` states as counts of the store's things ("5 World tracks"),
    each with the kinds its word names."""
    claim, label = _claims()
    text = fold(sentence)
    return [
        (m.group(1), _kinds_of().get(" ".join(m.group("thing").split()), frozenset()))
        for m in claim.finditer(text)
        if not label.search(text, max(0, m.start() - 40), m.start())
    ]


def drop_uncounted(answer: str, facts: str, said: str) -> tuple[str, list[str]]:
    """``answer`` without the sentences stating a count that is neither a count of ``facts``
    nor a number of ``said`` (the customer's messages). Returns the kept text and the
    counts that were not found."""
    counts, by_kind = _counts(facts)
    counts |= {int(float(v)) for v in _values(said) if float(v) == int(float(v))}

    def counted(number: str, kinds: frozenset[str]) -> bool:
        return int(number) in counts or any(int(number) in by_kind.get(k, ()) for k in kinds)

    kept: list[str] = []
    dropped: list[str] = []
    for sentence, gap in pieces(answer):
        if missing := [n for n, kinds in claimed_counts(sentence) if not counted(n, kinds)]:
            dropped += missing
        else:
            kept.append(sentence + gap)
    return "".join(kept).strip(), dropped
