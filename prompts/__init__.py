"""Prompts as data: one ``.md`` file per prompt in this folder, with ``{named}`` placeholders.

``render(name, **values)`` fills a prompt and fails loudly on a missing or unexpected
placeholder, so a renamed variable can never silently reach the model as ``{customer}``.
Literal braces in a prompt are written doubled (``{{`` and ``}}``), as in ``str.format``.
Few-shot examples live in ``examples/<file>.md`` as raw text (JSON braces as they are); each
specialist's declaration (``specialists.DECLARED``) names its file.
"""

from __future__ import annotations

import re
import string
import unicodedata
from functools import cache
from pathlib import Path

_DIR = Path(__file__).parent


class PromptError(KeyError):
    """A prompt is missing, or was rendered with the wrong placeholders."""


@cache
def template(name: str) -> str:
    path = _DIR / f"{name}.md"
    if not path.is_file():
        raise PromptError(f"no prompt named {name!r} in {_DIR}")
    return path.read_text(encoding="utf-8").strip()


def placeholders(name: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template(name)) if field}


SHOWN = 6  # a file of more examples than this is a bank, searched for the question's
RETRIEVED = 3  # examples shown from a bank


def examples(file: str | None, question: str = "") -> str:
    """Raw few-shot examples from ``examples/<file>`` (literal JSON), or '' for none.

    ``file`` is a name in ``examples/`` (an absolute path is read where it is). A file of
    more than ``SHOWN`` examples is a bank: the ``RETRIEVED`` closest to ``question`` (BM25
    over the example questions) are shown, the closest last, next to the question. A 0.5B model copies the nearest
    example it sees: shown a sum of odd numbers, it summed odd numbers for "the sum of the
    primes below 100"; shown the primes example, it sums primes. Files of ``SHOWN`` or fewer
    are shown whole (their prompt stays the same for every question, so its KV is reused).
    """
    if not file:
        return ""
    path = _DIR / "examples" / file
    text = path.read_text(encoding="utf-8").strip() if path.is_file() else ""
    head, *lines = text.splitlines() or [""]
    if len(lines) <= SHOWN:
        return text
    return "\n".join([head, *closest(lines, question, RETRIEVED)])


# Words every question has: they would pull in examples that only share them.
_COMMON = frozenset(
    "a an and are as at be by do for from give how i in is it me of on or please python the "
    "this to using what whats with you".split()
)


def _terms(text: str) -> list[str]:
    folded = unicodedata.normalize("NFKD", text.casefold())
    words = re.findall(r"[a-z0-9]+", "".join(c for c in folded if not unicodedata.combining(c)))
    return [w for w in words if w not in _COMMON]


def closest(lines: list[str], question: str, k: int) -> list[str]:
    """The ``k`` example lines whose question (before ``->``) is closest to ``question``,
    the closest last; lines sharing no word with it only when none does (the first ``k``)."""
    from rank_bm25 import BM25Okapi  # only banks need it

    scores = BM25Okapi([_terms(line.split("->", 1)[0]) or ["_"] for line in lines]).get_scores(
        _terms(question[:2000]) or ["_"]
    )
    best = [i for i in sorted(range(len(lines)), key=lambda i: (-scores[i], i)) if scores[i] > 0]
    return [lines[i] for i in reversed(best[:k])] if best else lines[:k]


def names() -> list[str]:
    return sorted(p.stem for p in _DIR.glob("*.md"))


def render(prompt: str, /, **values: object) -> str:
    """Fill prompt ``prompt``; every placeholder must be given and nothing else."""
    wanted = placeholders(prompt)
    missing, extra = wanted - set(values), set(values) - wanted
    if missing or extra:
        raise PromptError(
            f"prompt {prompt!r}: missing {sorted(missing)}, unexpected {sorted(extra)}"
        )
    return template(prompt).format(**values)
