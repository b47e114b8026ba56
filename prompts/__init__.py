"""Prompts as data: one ``.md`` file per prompt in this folder, with ``{named}`` placeholders.

``render(name, **values)`` fills a prompt and fails loudly on a missing or unexpected
placeholder, so a renamed variable can never silently reach the model as ``{customer}``.
Literal braces in a prompt are written doubled (``{{`` and ``}}``), as in ``str.format``.
Few-shot examples live in ``examples/<file>.md`` as raw text (JSON braces as they are); each
specialist's declaration (``specialists.DECLARED``) names its file.
"""

from __future__ import annotations

import string
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


def examples(file: str | None) -> str:
    """Raw few-shot examples from ``examples/<file>`` (literal JSON), or '' for none.

    ``file`` is a name in ``examples/`` (an absolute path is read where it is).
    """
    if not file:
        return ""
    path = _DIR / "examples" / file
    return path.read_text(encoding="utf-8").strip() if path.is_file() else ""


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
