"""No invented names, emails, lengths or currencies: the check ``agents.numbers`` makes for
numbers, for the other facts a small model makes up.

The 0.5B named a support rep "John Doe" with the customer's own phone, put "£" before dollar
prices, told a customer a song "is 146 minutes long" (the track id) and "there are 4 seconds
in a week" (issue 22, kind 4). Each is a fact code can check against what the tools returned
and what the customer wrote (the *sources*):

* an email address must appear in the sources;
* a length in hours, minutes or seconds must be one a source's duration ("3:39", or a
  number of milliseconds) or the customer's own words give;
* a capitalised name of two words or more must have each of its words in the sources
  (words every answer uses, "Your", "Thanks", month names, are not names);
* a date written out ("June 7, 2025", "7 giugno 2025") or as ISO ("2025-07-01") must be a
  date of the sources (each part of an ISO date standing somewhere in them is not enough);
* the store's prices are US dollars: "£0.99", "R$0.99" and "0.99 euros" are written "$0.99";
* money moved only when a refund tool result says so (a ``refund_id``): "you were refunded"
  with no refund made (the 0.5B after a lookup that refunded nothing) is dropped.

A sentence with an invented fact is dropped, as ``agents.numbers`` drops one with an
invented number. Every pattern is linear (bounded repetitions) over a bounded text.
"""

from __future__ import annotations

import re

from agents.words import fold
from lexicon import alternation, lexicon
from support.text import pieces

MAX_CHARS = 8000
# starts only where an address can start: one try per word, not 64 at every character
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]{1,64}+@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}")
_CURRENCY = re.compile(r"(?:R\$|[£€¥₹])(?= ?\d)")
# ... or a currency's word or sign after the amount: "0.99 euros", "0,99 €", "1.99 kronor"
# (fresh31); a decimal comma is written as the store writes its dollars
_AMOUNT_IN = re.compile(
    r"(?<![\w.,$])(\d{1,7})(?:[.,](\d{2}))? ?"
    r"(?:euros?|eur|€|pounds?|gbp|£|reais|brl|z[łl]oty(?:ch)?|z[łl]|pln|kronor|kr|sek)(?!\w)",
    re.I,
)


def _in_dollars(m: re.Match[str]) -> str:
    return f"${m.group(1)}" + (f".{m.group(2)}" if m.group(2) else "")


_LENGTH = re.compile(
    r"(?<![\w.,])(\d{1,5}(?:[.,]\d{1,2})?) ?(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b", re.I
)
_DURATION = re.compile(r"\b(\d{1,3}):(\d\d)(?::(\d\d))?\b")
_MS = re.compile(r"\"?milliseconds\"?: ?(\d{1,9})|(\d{1,9}) ?ms\b")
_NAME = re.compile(r"\b[A-Z][\w'’-]{1,30}(?: [A-Z][\w'’-]{1,30}){1,4}")
# A date written out in any of the store's languages (folded text; month names are data):
# "june 6, 2025", "6 giugno 2025", "6th of june 2025", "6 de junho de 2025".
_MONTH = alternation(sorted(lexicon().month_of, key=len, reverse=True))
_WRITTEN_DATE = re.compile(
    rf"(?<!\w)(?:({_MONTH}) (\d{{1,2}})(?:st|nd|rd|th)?,? ((?:19|20)\d\d)"
    rf"|(\d{{1,2}})(?:st|nd|rd|th|\.|º)? (?:(?:de|of|the) )?({_MONTH}),? (?:(?:de|del) )?"
    rf"((?:19|20)\d\d))(?!\d)"
)
_ISO_DATE = re.compile(r"(?<![\d-])(?:19|20)\d\d-[01]\d-[0-3]\d(?![\d-])")
# A refund said to be made, in the store's languages (folded text; lexicon refunded_words).
_REFUND_MADE = lexicon().phrase("refunded_words")
_STOCK = frozenset(
    """the your you we our i here this these that there sorry hello hi thanks thank yes no
    please dear best regards also and or in on of for to with is are was were it its my me
    sure certainly great unfortunately however let know if would like help support store
    music invoice invoices customer account rep song songs album albums track tracks
    playlist playlists genre genres total price date order orders purchase purchases
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday usd""".split()
)


def _seconds(sources: str) -> set[int]:
    """Every length the sources state, in whole seconds."""
    found = set()
    for m in _DURATION.finditer(sources):
        parts = [int(p) for p in m.groups() if p is not None]
        found.add(sum(p * 60**i for i, p in enumerate(reversed(parts))))
    for m in _MS.finditer(sources):
        found.add(round(int(m.group(1) or m.group(2)) / 1000))
    return found


def _length_ok(value: float, unit: str, seconds: set[int], said: str) -> bool:
    if re.search(rf"(?<![\d.]){re.escape(_plain(value))}(?![\d.])", said):
        return True  # the customer's own number ("is 90 minutes a long album?")
    scale = {"h": 3600, "m": 60, "s": 1}[unit[0].lower()]
    for total in seconds:
        exact = total / scale
        if abs(exact - value) < 0.05 or int(exact) == value or round(exact) == value:
            return True
    return False


def _date_known(m: re.Match[str], known: str) -> bool:
    """Whether a written-out date is a date of the sources (as ISO) or written in them."""
    month, day, year = (m.group(1), m.group(2), m.group(3)) if m.group(1) else (
        m.group(5), m.group(4), m.group(6))  # fmt: skip
    iso = f"{year}-{lexicon().month_of[month]:02d}-{int(day):02d}"
    return iso in known or m.group() in fold(known)


def _plain(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def invented(sentence: str, sources: str, said: str) -> list[str]:
    """The facts of ``sentence`` that no source gives (see the module docstring)."""
    folded = fold(sources + "\n" + said)
    seconds = _seconds(sources)
    out = [m.group() for m in _EMAIL.finditer(sentence) if fold(m.group()) not in folded]
    for m in _LENGTH.finditer(sentence):
        value = float(m.group(1).replace(",", "."))
        if not _length_ok(value, m.group(2), seconds, said):
            out.append(m.group())
    for m in _WRITTEN_DATE.finditer(fold(sentence)):
        if not _date_known(m, sources + "\n" + said):
            out.append(m.group())
    out += [m.group() for m in _ISO_DATE.finditer(sentence) if m.group() not in sources + said]
    if (made := _REFUND_MADE.search(fold(sentence))) and "refund_id" not in sources:
        out.append(made.group())  # no refund result says money moved
    for m in _NAME.finditer(_EMAIL.sub(" ", sentence)):
        words = [w for w in re.split(r"[ '’-]", m.group()) if len(w) >= 3]
        if any(fold(w) not in _STOCK and fold(w) not in folded for w in words):
            out.append(m.group())
    return out


def drop_invented(answer: str, sources: str, said: str) -> tuple[str, list[str]]:
    """``answer`` without the sentences stating a fact in neither ``sources`` (the tools'
    results) nor ``said`` (the customer's message), dollar signs for other currencies; and
    what was dropped."""
    answer = _AMOUNT_IN.sub(_in_dollars, _CURRENCY.sub("$", answer[:MAX_CHARS]))
    sources, said = sources[: MAX_CHARS * 4], said[:MAX_CHARS]
    kept: list[str] = []
    dropped: list[str] = []
    for sentence, gap in pieces(answer):  # line breaks kept, as numbers does
        if found := invented(sentence, sources, said):
            dropped += found
        else:
            kept.append(sentence + gap)
    return "".join(kept).strip(), dropped
