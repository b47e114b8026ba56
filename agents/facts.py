"""Turning tool results into short plain-text facts a small model can quote exactly.

Raw JSON is hard for a 0.5B model to read; one line per row with ``key: value`` pairs is
not. Totals and truncation are spelled out so the answer can say "showing 25 of 130".

``gather`` keeps two kinds apart: ``data`` (what tools returned, what specialists found,
why they failed: it can carry anything a web page or a record says, so finalize quotes it)
and ``notes`` (sentences the app's own code wrote: tickets, verification). Only code builds
either list; nothing a customer types ends up in them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from agents.parts import PARTS
from agents.report import SpecialistReport
from support.sentence import SAY
from tools.result import ToolResult

MAX_ROWS = 25
# Rows per result in finalize's prompt when code shows the whole list after the model's
# words: the model writes a sentence or two and needs the total, not every row. Twenty-five
# rows were ~1,800 prompt tokens, 6-8 s of prefill on a 2-core CPU, and more to ramble about.
LISTED_ROWS = 5
SKIP_KEYS = {
    "picked",
    PARTS,  # the same, as code reads it
    "query",
    "limit",
    "match",
    "values",
    "values_truncated",
    "quartile_method",
    "duration_s",
    SAY,  # a message's sentences for the customer's language: code's own (support.sentence)
}


def _value(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.2f}" if abs(value) < 1e6 and round(value, 2) == value else f"{value:g}"
    if isinstance(value, list):
        return ", ".join(_value(v) for v in value)
    if isinstance(value, Mapping):  # a result's context record (the album, the playlist)
        return "(" + pairs(value) + ")"
    return str(value)


def pairs(row: Mapping[str, Any]) -> str:
    """``key: value; ...`` for the fields of ``row`` that say something."""
    return "; ".join(
        f"{k}: {_value(v)}"
        for k, v in row.items()
        if v not in (None, "", []) and k not in SKIP_KEYS
    )


def render_result(tool: str, result: ToolResult, rows: int = MAX_ROWS) -> str:
    """One block of text for one tool result, with at most ``rows`` of its rows."""
    if result.error:
        return f"{tool}: ERROR: {result.error.message}"
    data = result.data
    if result.not_found:
        return f"{tool}: NOT FOUND: {data.get('message', 'nothing matched')}"
    found = data.get("results")
    if isinstance(found, list):
        total, count = data.get("total", len(found)), len(found)
        # A row code picked for the question (agents.pick) is headed by what it is.
        head = f"{tool}: {data['picked']}" if data.get("picked") else f"{tool}: {total} found"
        if data.get("truncated") or total > min(count, rows):
            head += f" (list truncated: showing {min(count, rows)} of {total})"
        context = {
            k: v
            for k, v in data.items()
            if k not in {"results", "found", "count", "total", "truncated"}
        }
        extra = pairs(context)
        lines = [head + (f" [{extra}]" if extra else "")]
        lines += [f"- {pairs(r) if isinstance(r, dict) else _value(r)}" for r in found[:rows]]
        return "\n".join(lines)
    return f"{tool}: {pairs(data)}"


@dataclass(frozen=True)
class Facts:
    """What finalize answers from, assembled by code from the turn's state."""

    data: list[str] = field(default_factory=list)  # from tools and specialists: quoted
    notes: list[str] = field(default_factory=list)  # written by the app's code

    def text(self, empty: str) -> str:
        """Plain text, one fact per line, notes last (``empty`` when there is nothing)."""
        return "\n".join([*self.data, *(f"Note: {n}" for n in self.notes)]) or empty


def gather(state: Mapping[str, Any], rows: int = MAX_ROWS) -> Facts:
    """Successful tool results (at most ``rows`` rows each), specialists' findings and
    failures, then the notes."""
    data = []
    report: SpecialistReport
    for report in state.get("results") or []:
        who = report.specialist
        for call in report.succeeded:  # retried mistakes are noise; failures below
            data.append(render_result(call.tool, call.result, rows))
        if report.final:
            data.append(f"{who} specialist: {report.final}")
        if report.failure:
            data.append(f"{who} specialist could not complete: {report.failure.message}")
    return Facts(data, [str(n) for n in state.get("notes") or []])


def _scalars(value: Any, out: list[str]) -> None:
    if isinstance(value, Mapping):
        for k, v in value.items():
            if k not in SKIP_KEYS:  # "query" holds the customer's own words, not a fact
                _scalars(v, out)
    elif isinstance(value, list | tuple):
        for v in value:
            _scalars(v, out)
    elif value is not None and not isinstance(value, bool):
        out.append(_value(value))


def values(reports: list[SpecialistReport]) -> str:
    """Every value the turn's lookups returned and each specialist's finding, without keys
    ("found", "total" are no facts): what a sentence shares a word with when it says one."""
    out: list[str] = []
    for report in reports:
        for call in report.succeeded:
            _scalars(call.result.data, out)
        if report.final:
            out.append(report.final)
    return "\n".join(out)
