"""Turning tool results into short plain-text facts a small model can quote exactly.

Raw JSON is hard for a 0.5B model to read; one line per row with ``key: value`` pairs is
not. Totals and truncation are spelled out so the answer can say "showing 25 of 130".
"""

from __future__ import annotations

from typing import Any

MAX_ROWS = 25
SKIP_KEYS = {
    "query",
    "limit",
    "match",
    "values",
    "values_truncated",
    "quartile_method",
    "duration_s",
}


def _value(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.2f}" if abs(value) < 1e6 and round(value, 2) == value else f"{value:g}"
    if isinstance(value, list):
        return ", ".join(_value(v) for v in value)
    return str(value)


def _pairs(row: dict[str, Any]) -> str:
    return "; ".join(
        f"{k}: {_value(v)}"
        for k, v in row.items()
        if v not in (None, "", []) and k not in SKIP_KEYS
    )


def render_result(tool: str, result: dict[str, Any]) -> str:
    """One block of text for one tool result."""
    if "error" in result:
        return f"{tool}: ERROR: {result['error']}"
    if result.get("found") is False:
        return f"{tool}: NOT FOUND: {result.get('message', 'nothing matched')}"
    rows = result.get("results")
    if isinstance(rows, list):
        total, count = result.get("total", len(rows)), len(rows)
        head = f"{tool}: {total} found"
        if result.get("truncated") or total > count:
            head += f" (list truncated: showing {min(count, MAX_ROWS)} of {total})"
        context = {
            k: v
            for k, v in result.items()
            if k not in {"results", "found", "count", "total", "truncated"}
        }
        extra = _pairs(context)
        lines = [head + (f" [{extra}]" if extra else "")]
        lines += [f"- {_pairs(r) if isinstance(r, dict) else _value(r)}" for r in rows[:MAX_ROWS]]
        return "\n".join(lines)
    return f"{tool}: {_pairs(result)}"
