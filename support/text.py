"""Cutting text to a size, one way for the whole app.

Every stored or shown piece of text has a limit (a prompt, an audit row, a web snippet, a
customer's words on a ticket). ``cut`` keeps the head and says that something was left out,
within the limit; ``one_line`` collapses whitespace first where line breaks mean nothing.
"""

from __future__ import annotations

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
