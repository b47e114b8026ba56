"""Invented facts: anything in an answer that is in neither the facts nor the conversation.

Why: the number check in the app sees numbers only, and the issue-22 failures it missed were
names ("John Doe" as the support rep), currencies ("£" before dollar prices), small numbers
("4 seconds in a week"), durations made from an id ("146 minutes"). This module counts them
per answer, as the scorer's own measure, independent of the app's checks: a fact token of
the answer (email, phone, currency, money amount, date, duration, a length in minutes or seconds,
number, capitalised name)
is *invented* when no form of it appears in the turn's facts (what the tools returned, as
finalize read them, and the verified customer's line) or in what was said before it (the
customer's messages and earlier answers).

The reading is deliberately simple and errs towards flagging: a flagged token is a lead to
read, and a run's count is comparable between revisions because the reading is the same.
Every pattern is linear (bounded repetitions, no nesting) and the text is cut to
``MAX_CHARS``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import date

from agents.words import fold

MAX_CHARS = 8000
_EMAIL = re.compile(r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}")
_PHONE = re.compile(r"\+?[\d(][\d ().-]{6,24}\d")
_CURRENCY = re.compile(r"[£€¥₹]|\b(?:GBP|EUR|BRL|R\$)")
_MONEY = re.compile(r"\$ ?(\d{1,9}(?:,\d{3})*(?:\.\d{1,2})?)")
_ISO = re.compile(r"\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b")
_MONTHS = (
    "january february march april may june july august september october november december"
).split()
_WRITTEN = re.compile(
    r"\b(" + "|".join(m.capitalize() for m in _MONTHS) + r") (\d{1,2}),? ((?:19|20)\d\d)\b"
)
_DURATION = re.compile(r"\b\d{1,3}:\d\d(?::\d\d)?\b")
_LENGTH = re.compile(
    r"(?<![\w.,])(\d{1,5}(?:[.,]\d{1,2})?) ?(hours?|hrs?|minutes?|mins?|seconds?|secs?)\b", re.I
)
_NUMBER = re.compile(r"(?<![\w.,])\d{1,12}(?:[.,]\d{1,4})?(?![\w])")
_LIST_MARK = re.compile(r"^\s*\d{1,3}[.)]\s", re.MULTILINE)
_NAME = re.compile(r"\b[A-Z][\w'’-]{1,30}(?:[ ][A-Z][\w'’-]{1,30}){1,4}")
# Capitalised words that are how answers talk, not names of anything.
_STOCK = frozenset(
    """the your you we our i here this these that there sorry hello hi thanks thank yes no
    please invoice invoices customer customers support music store song songs album albums
    track tracks playlist playlists genre genres dear best regards also and or a an in on
    of for to with is are was were it its my me id email phone postal code total date
    unfortunately however great sure certainly of course let know if would like help
    available catalog catalogue price prices rep representative account order orders
    purchase purchases""".split()
    + _MONTHS
    + "monday tuesday wednesday thursday friday saturday sunday".split()
)


def _numbers(text: str) -> set[float]:
    found = set()
    for m in re.finditer(r"\d{1,12}(?:\.\d{1,4})?", text.replace(",", "")):
        found.add(round(float(m.group()), 2))
    return found


def _durations(numbers: set[float], text: str) -> set[str]:
    """Durations as written from the facts: "m:ss" strings in them, and every whole number
    of milliseconds in them written as m:ss and h:mm:ss (code renders lengths that way)."""
    out = set(_DURATION.findall(text))
    for n in numbers:
        if n >= 1000 and n == int(n):
            seconds = round(n / 1000)
            out.add(f"{seconds // 60}:{seconds % 60:02d}")
            hours, minutes = divmod(seconds // 60, 60)
            out.add(f"{hours}:{minutes:02d}:{seconds % 60:02d}")
    return out


def _lengths(durations: set[str]) -> set[tuple[str, float]]:
    """(unit, value) pairs a fact's durations may be said as: "3:39" is 3 or 4 minutes, 219
    seconds, 0.06 hours."""
    out: set[tuple[str, float]] = set()
    for d in durations:
        parts = [int(p) for p in d.split(":")]
        seconds = sum(p * 60**i for i, p in enumerate(reversed(parts)))
        minutes = seconds / 60
        out |= {("s", float(seconds)), ("m", float(int(minutes))), ("m", float(round(minutes)))}
        out |= {
            ("m", round(minutes, 1)),
            ("h", round(minutes / 60, 1)),
            ("h", float(int(minutes // 60))),
        }
    return out


def _value(text: str) -> float:
    """A number as an answer writes it: "12,000" (thousands), "0,99" (a decimal comma)."""
    if re.fullmatch(r"\d{1,3},\d{3}", text):
        return float(text.replace(",", ""))
    return round(float(text.replace(",", ".")), 2)


def app_words() -> str:
    """The app's own fixed texts (prompts, and the lexicon's translations of what code
    writes): their words are no facts ("Ihre Kundennummer" in the German verification
    question is no invented name)."""
    from pathlib import Path

    import prompts
    from lexicon import _files

    texts = [p.read_text(encoding="utf-8") for p in Path(prompts.__file__).parent.glob("*.md")]
    # "say_one": the same texts for a count of one ("Sie haben 1 Rechnung:")
    texts += [
        t
        for data in _files().values()
        for key in ("say", "say_one")
        for t in (data.get(key) or {}).values()
    ]
    return "\n".join(texts)


def _display_counts(answer: str) -> str:
    """``answer`` without code's "(showing 25 of 38)" lines, in any language: how many rows
    a list shows is the display's number, not a fact."""
    from lexicon import _files

    key = "(showing {shown} of {total})"
    for template in [key, *((d.get("say") or {}).get(key, key) for d in _files().values())]:
        escaped = re.escape(template)
        pattern = escaped.replace(r"\{shown\}", r"\d+").replace(r"\{total\}", r"\d+")
        answer = re.sub(pattern, " ", answer)
    return answer


def invented(answer: str, facts: str, said: Iterable[str] = (), app: str = "") -> list[str]:
    """The answer's fact tokens found in neither ``facts`` nor ``said`` (see module doc),
    each as ``"kind: text"``, in the order the answer says them. ``app``: the app's own
    texts (``app_words``), read whole: cut like a message, the languages past its first
    32,000 characters were lost, and code's Polish caption "Playlista X" read as a name."""
    answer = _display_counts(answer[:MAX_CHARS])
    known = "\n".join([facts[: MAX_CHARS * 4], *(s[: MAX_CHARS * 4] for s in said), app])
    folded, digits = fold(known), re.sub(r"\D", "", known)
    numbers = _numbers(known)
    out: list[str] = []
    rest = answer

    def take(kind: str, pattern: re.Pattern[str], ok) -> None:  # noqa: ANN001 - local helper
        nonlocal rest
        for m in pattern.finditer(rest):
            if not ok(m):
                out.append(f"{kind}: {m.group().strip()}")
        rest = pattern.sub(" ", rest)

    take("email", _EMAIL, lambda m: fold(m.group()) in folded)
    take("currency", _CURRENCY, lambda m: m.group() in known)
    take("money", _MONEY, lambda m: round(float(m.group(1).replace(",", "")), 2) in numbers)
    take("date", _ISO, lambda m: m.group() in known)
    take("date", _WRITTEN, lambda m: _written_known(m, known))
    take("duration", _DURATION, lambda m: m.group() in _durations(numbers, known))
    lengths = _lengths(_durations(numbers, known))
    said_numbers = _numbers("\n".join(said))
    take(
        "length",
        _LENGTH,
        lambda m: (
            (m.group(2)[0].lower(), _value(m.group(1))) in lengths
            or _value(m.group(1)) in said_numbers
            or fold(m.group()) in folded  # part of a name: "2 Minutes To Midnight"
        ),
    )
    take("phone", _PHONE, lambda m: len(d := re.sub(r"\D", "", m.group())) < 7 or d in digits)
    rest = _LIST_MARK.sub(" ", rest)
    take("number", _NUMBER, lambda m: _value(m.group()) in numbers)
    for m in _NAME.finditer(rest):
        words = [w for w in re.split(r"[ '’-]", m.group()) if len(w) >= 3]
        if any(fold(w) not in _STOCK and fold(w) not in folded for w in words):
            out.append(f"name: {m.group()}")
    return out


def _written_known(m: re.Match[str], known: str) -> bool:
    month = _MONTHS.index(m.group(1).lower()) + 1
    try:
        iso = date(int(m.group(3)), month, int(m.group(2))).isoformat()
    except ValueError:
        return False  # "February 30": not a date any fact holds
    return iso in known or m.group() in known
