"""No invented numbers: every number in an answer must be found in the facts or the question.

A small model writes plausible numbers that are nowhere in what the tools returned ("your
latest invoice is invoice 234, paid on December 23, 2023" beside a result naming invoice
407 of 2025-12-04; "the 30th Fibonacci number is 55" after the program failed). Whether a
number was given is a fact code can check, so ``drop_unsupported`` removes every sentence
of the answer that states a number absent from the facts and the customer's own message.
Whole numbers up to 10 pass (counts, list positions, "one to three"), amounts never do; a
date written out ("December 4, 2025") passes when its day and year are in the facts (ISO
dates are split into their parts). Money and decimals compare by value ("$1.9" is 1.90).
When every sentence goes, the caller says so honestly and shows the facts instead. When no
tool call of the turn worked there are no facts a number could come from, small or not: the
caller passes ``small=0`` and the question as the only source (the 0.5B answered "how many
days between 2024-01-01 and 2024-12-25?" with "10 days" after its programs failed).
"""

from __future__ import annotations

import re

_NUMBER = re.compile(r"\d(?:[\d,]*\d)?(?:\.\d+)?")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
SMALL = 10
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+")  # "1,275": one number, not a list


def _values(text: str) -> set[str]:
    """Every number in ``text``, as canonical strings (commas dropped, value compared)."""
    found: set[str] = set()
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
    """Numbers in ``sentence`` that are not in ``allowed`` (and larger than ``small``)."""
    missing = []
    for match in _NUMBER.finditer(sentence):
        token = match.group(0)
        plain = token.replace(",", "")
        try:
            value = float(plain)
        except ValueError:
            continue
        # small whole numbers pass (counts, positions); an amount never does ("$9.99" for an
        # album of $9.90 passed as "a number up to 10", issue 22)
        money = (
            sentence[max(0, match.start() - 2) : match.start()].strip().endswith(("$", "£", "€"))
        )
        if (value <= small and value == int(value) and not money) or f"{value:.2f}" in allowed:
            continue
        if (
            "," in token
            and not _THOUSANDS.fullmatch(token)
            and all(
                f"{float(p):.2f}" in allowed or float(p) <= small for p in token.split(",") if p
            )
        ):
            continue  # "4,8" in a list of the customer's own numbers
        missing.append(token)
    return missing


def drop_unsupported(answer: str, *sources: str, small: int = SMALL) -> tuple[str, list[str]]:
    """``answer`` without the sentences whose numbers appear in none of ``sources``
    (numbers up to ``small`` pass).

    Returns the kept text and the numbers that were not found (empty: nothing removed).
    Line breaks and list lines are kept as they were for the sentences that stay.
    """
    allowed: set[str] = set()
    for source in sources:
        allowed |= _values(source)
    kept: list[str] = []
    dropped: list[str] = []
    cursor = 0
    for match in [*_SENTENCE_END.finditer(answer), None]:
        end = match.start() if match else len(answer)
        sentence = answer[cursor:end]
        gap = match.group(0) if match else ""
        if missing := unsupported(sentence, allowed, small):
            dropped += missing
        else:
            kept.append(sentence + gap)
        cursor = match.end() if match else len(answer)
    return "".join(kept).strip(), dropped
