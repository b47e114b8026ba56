"""What a tool call gives back: one typed ``ToolResult``, and the one vocabulary of failures.

Every tool is called through ``Tool.call``, which always returns a ``ToolResult``: ``data``
is the JSON the model and the UI see (and ``python -m tools`` prints), ``error`` says why
the call failed (a ``Failure``: one ``kind`` of ``KINDS`` and a message the model can act
on), ``ok`` and ``unavailable`` are derived from it so they can never disagree. Code decides
from these fields, never from keys of the JSON: a failure that a tool reports in its own
words (the sandbox's ``{"ok": false, "stopped": "timeout"}``) is a failure here too, so it is
audited as one, shown as one and fed back to the model as one.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from support.text import cut

# The failure kinds, the same for every tool (and a specialist's own failures).
ErrorKind = Literal[
    "bad_input", "not_configured", "timeout", "limit", "refused", "failed", "internal"
]
KINDS: dict[str, str] = {
    "bad_input": "the arguments (or the program) are wrong: fix them and call again",
    "not_configured": "a setting it needs is missing: calling again cannot help",
    "timeout": "it ran out of time",
    "limit": "it reached a size, memory, CPU or rate limit",
    "refused": "a rule or a service refused it",
    "failed": "it ran and failed (a program's own error, a service's error)",
    "internal": "the app's own code failed",
}
PROMPT_CHARS = 1800  # a result as the specialist reads it
UI_CHARS = 1500  # a result as a step in the chat shows it


@dataclass(frozen=True)
class Failure:
    """Why something failed: a ``kind`` of ``KINDS`` and a message written for the reader."""

    kind: ErrorKind
    message: str

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown failure kind {self.kind!r}; one of {list(KINDS)}")

    def __str__(self) -> str:
        return f"{self.kind}: {self.message}"


@dataclass(frozen=True)
class ToolResult:
    """One tool call's outcome (see the module docstring)."""

    data: dict[str, Any] = field(default_factory=dict)
    error: Failure | None = None

    @classmethod
    def failure(cls, kind: ErrorKind, message: str, /, **data: Any) -> ToolResult:
        """A failed call; ``data`` is what the tool can still show about it."""
        return cls(dict(data), Failure(kind, message))

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def unavailable(self) -> str | None:
        """Why the tool cannot work here at all (a missing key), or None."""
        return self.error.message if self.error and self.error.kind == "not_configured" else None

    @property
    def not_found(self) -> bool:
        """A lookup that ran and found nothing (the ``{"found": false}`` envelope)."""
        return self.ok and self.data.get("found") is False

    @property
    def rows(self) -> list[Mapping[str, Any]]:
        """The rows of a successful list result (``data["results"]``), else none."""
        found = self.data.get("results") if self.ok else None
        return [r for r in found if isinstance(r, Mapping)] if isinstance(found, list) else []

    def as_json(self) -> dict[str, Any]:
        """The JSON users see: ``data``, then ``"error"`` (the message) when it failed.

        The tool's own fields come first, as the tool wrote them: the sandbox's report of a
        run starts with its ``"ok"``, which the trace shows (a forged report would say true).
        Fields whose name starts with "_" are for code (``tools.envelope.not_found``'s
        template) and left out.
        """
        shown = {k: v for k, v in self.data.items() if not k.startswith("_")}  # code's own
        if self.error is None:
            return shown
        return {**shown, "error": self.error.message}

    def for_prompt(self, limit: int = PROMPT_CHARS) -> str:
        """The result as compact JSON text for the model, cut to ``limit`` characters."""
        return compact(self.as_json(), limit)

    def for_ui(self) -> str:
        """The result as a chat step shows it."""
        return compact(self.as_json(), UI_CHARS)


def compact(value: Any, limit: int = PROMPT_CHARS) -> str:
    """JSON text of ``value``, cut to ``limit`` characters."""
    return cut(json.dumps(value, ensure_ascii=False, default=str), limit, ' …"(cut)"')
