"""What one specialist visit produced, as one typed value: ``SpecialistReport``.

Written by ``agents.specialist`` (and by the approval step, for staff's decision) and read
by the manager's re-plan, routing, the facts finalize answers from, the lists code renders,
the customer's remembered preferences and the approval pause: every reader asks the same
fields (``calls``, ``failure``, ``final``, ``unavailable``), none digs in dict keys. Reports
live in the graph's state, so the checkpointer stores them: ``SERDE`` is the serializer
that knows these types (and only these of ours).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer

from tools.result import Failure, ToolResult


@dataclass(frozen=True)
class Call:
    """One tool call of a visit: the tool, the arguments the model gave, what came back."""

    tool: str
    args: dict[str, Any]
    result: ToolResult


@dataclass(frozen=True)
class SpecialistReport:
    """One specialist visit: its calls in order, why it gave up (if it did), its last words."""

    specialist: str
    calls: list[Call] = field(default_factory=list)
    failure: Failure | None = None  # it gave up: the facts say why, the manager may re-plan
    final: str | None = None  # its closing words for finalize (quoted there as data)
    note: str | None = None  # why code stopped the loop early, for the trace

    @property
    def failed(self) -> bool:
        return self.failure is not None

    @property
    def unavailable(self) -> str | None:
        """Why the specialist could not work at all (its tool is not configured), or None."""
        return next((c.result.unavailable for c in self.calls if c.result.unavailable), None)

    @property
    def succeeded(self) -> list[Call]:
        """The calls that worked (retried mistakes left out)."""
        return [c for c in self.calls if c.result.ok]

    def as_json(self) -> dict[str, Any]:
        """Everything in the report as plain JSON (for logs and number checks)."""
        return {
            "specialist": self.specialist,
            "calls": [
                {"tool": c.tool, "args": c.args, "result": c.result.as_json()} for c in self.calls
            ],
            "failure": str(self.failure) if self.failure else None,
            "final": self.final,
            "note": self.note,
        }


def succeeded_calls(reports: Iterable[SpecialistReport]) -> list[Call]:
    """Every call that worked, across ``reports``, in order."""
    return [c for r in reports for c in r.succeeded]


# The checkpointer's serializer: it may rebuild these types from a checkpoint, no others.
SERDE = JsonPlusSerializer(
    allowed_msgpack_modules=[
        ("agents.report", "SpecialistReport"),
        ("agents.report", "Call"),
        ("tools.result", "ToolResult"),
        ("tools.result", "Failure"),
    ]
)
