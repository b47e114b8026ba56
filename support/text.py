"""Cutting text to a size, one way for the whole app.

Every stored or shown piece of text has a limit (a prompt, an audit row, a web snippet, a
customer's words on a ticket). ``cut`` keeps the head and says that something was left out,
within the limit; ``one_line`` collapses whitespace first where line breaks mean nothing.
``pieces`` splits an answer into its sentences with what followed each, so a check can drop
some and keep the line breaks of the rest.
"""

from __future__ import annotations

import re

EXCERPT = 500  # characters of a customer's words kept on an approval or ticket


def one_line(value: object) -> str:
    """``value`` as text with every run of whitespace made one space."""
    return " ".join(str(value if value is not None else "").split())


def cut(text: str, limit: int, marker: str = "…") -> str:
    """``text`` if it fits in ``limit`` characters, else its head and ``marker`` within it.

    ``marker`` may say how much was left out: ``{more}`` becomes that number of characters.
    """
    if len(text) <= limit:
        return text
    keep = max(limit - len(marker.format(more=len(text))), 0)
    return text[:keep].rstrip() + marker.format(more=len(text) - keep)


def excerpt(value: str | None) -> str | None:
    """A customer's words, whitespace-collapsed and cut to ``EXCERPT`` characters."""
    return None if value is None else cut(one_line(value), EXCERPT, "...")


SENTENCE_GAP = re.compile(r"(?<=[.!?])\s+|\n+")  # between two sentences, or two lines


def pieces(text: str, between: re.Pattern[str] = SENTENCE_GAP) -> list[tuple[str, str]]:
    """``text`` cut where ``between`` matches: each piece with the gap that followed it
    (the last one's is ""), so ``"".join(p + g for p, g in pieces(text)) == text``."""
    out: list[tuple[str, str]] = []
    cursor = 0
    for match in between.finditer(text):
        out.append((text[cursor : match.start()], match.group(0)))
        cursor = match.end()
    out.append((text[cursor:], ""))
    return out
