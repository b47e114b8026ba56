"""Rows shown as tables in the chat, where they have columns (invoices, purchases, songs).

The answer is Markdown written by ``agents.render``: a list of rows is bullet lines such as
``- Invoice #98 · 2025-01-01 · $3.98 (2 items)``. That text is what the chat API returns
and what the eval scores, so it stays as it is; only the chat page shows such a list as a
table (``answer_tables``). A bullet list becomes a table only when every line of it reads
whole as the same kind of row (``ROW_KINDS``: each pattern matches a line from its start to
its end, so every character lands in a cell or is one of the fixed separators): a list that
does not is left as bullets, so nothing is ever lost or reordered. Two rows at least, and
columns few enough to read on a phone.

A step's toggle shows its tool result the same way (``result_markdown``): its rows as a
table when the step's JSON reads back, else the JSON itself (the step's text is cut at
``tools.result.UI_CHARS``, so a long result may not).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

MIN_ROWS = 2
MAX_COLUMNS = 4  # a step's rows: more would not fit a phone's width
CELL_CHARS = 80


@dataclass(frozen=True)
class RowKind:
    """One kind of bullet line ``agents.render.row_line`` writes: its pattern (a named
    group per column, in order) and the columns' headers."""

    pattern: re.Pattern[str]
    headers: tuple[str, ...]


_MONEY = r"\$\d+(?:\.\d+)?"
ROW_KINDS: tuple[RowKind, ...] = (
    RowKind(  # an invoice: "Invoice #98 · 2025-01-01 · $3.98 (2 items)"
        re.compile(
            rf"Invoice #(?P<invoice>\d+)(?: · (?P<date>[^·()]+?))?(?: · (?P<total>{_MONEY}))?"
            r"(?: \((?P<items>\d+) items?\))?"
        ),
        ("Invoice", "Date", "Total", "Items"),
    ),
    RowKind(  # a purchase: "Song — Artist · $0.99 (invoice #98, 2025-01-01)"
        re.compile(
            rf"(?P<song>.+?)(?: — (?P<artist>.+?))? · (?P<price>{_MONEY})"
            r"(?: \((?P<invoice>invoice #\d+(?:, [^()]*)?)\))?"
        ),
        ("Song", "Artist", "Price", "Invoice"),
    ),
    RowKind(  # a song: "Song — Artist (Album)"
        re.compile(r"(?P<song>.+?) — (?P<artist>.+?)(?: \((?P<album>.+)\))?"),
        ("Song", "Artist", "Album"),
    ),
    RowKind(  # a genre or playlist: "Rock (1297 tracks)"
        re.compile(r"(?P<name>.+) \((?P<tracks>\d+) tracks\)"),
        ("Name", "Songs"),
    ),
)


def _cell(value: object) -> str:
    """A value as one Markdown table cell (pipes escaped, one line)."""
    text = " ".join(str(value).split()) if value is not None else ""
    return text.replace("\\", "\\\\").replace("|", "\\|")


def markdown_table(headers: list[str], rows: list[list[Any]]) -> str:
    """A GitHub-flavoured Markdown table."""
    lines = [
        "| " + " | ".join(_cell(h) for h in headers) + " |",
        "|" + "---|" * len(headers),
    ]
    lines += ["| " + " | ".join(_cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def _as_table(items: list[str]) -> str | None:
    """A table of bullet ``items`` if every one reads whole as the same kind of row."""
    for kind in ROW_KINDS:
        matches = [kind.pattern.fullmatch(item) for item in items]
        if all(matches):
            rows = [[m.group(i + 1) or "" for i in range(len(kind.headers))] for m in matches]
            used = [i for i in range(len(kind.headers)) if any(row[i] for row in rows)]
            if len(used) < 2:
                return None  # one column is a list, not a table
            return markdown_table(
                [kind.headers[i] for i in used], [[row[i] for i in used] for row in rows]
            )
    return None


def answer_tables(text: str) -> str:
    """``text`` with each bullet list of ``MIN_ROWS`` rows or more that has columns shown as
    a table; every other line exactly as it was."""
    lines = text.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if not lines[i].startswith("- "):
            out.append(lines[i])
            i += 1
            continue
        j = i
        while j < len(lines) and lines[j].startswith("- "):
            j += 1
        items = [line[2:] for line in lines[i:j]]
        table = _as_table(items) if len(items) >= MIN_ROWS else None
        if table is None:
            out.extend(lines[i:j])
        else:
            if out and out[-1].strip():
                out.append("")  # a table needs a blank line above it
            out.append(table)
            if j < len(lines) and lines[j].strip():
                out.append("")  # and below it, or the next line joins its last row
        i = j
    return "\n".join(out)


def _rows_of(data: object) -> list[dict[str, Any]] | None:
    if not isinstance(data, dict):
        return None
    rows = data.get("results")
    if not isinstance(rows, list) or len(rows) < 1:
        return None
    if not all(isinstance(r, dict) for r in rows):
        return None
    return rows


def result_markdown(body: str) -> str:
    """A step's tool result for its toggle: rows as a table (with what else the result
    says under it), else the JSON as the tool gave it."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        data = None
    rows = _rows_of(data)
    if rows is None:
        return f"```json\n{body}\n```"
    columns: list[str] = []
    for row in rows:
        columns += [
            k for k, v in row.items() if k not in columns and not isinstance(v, dict | list)
        ]
    shown = columns[:MAX_COLUMNS]
    table = markdown_table(  # "invoice_date" as "invoice date": a header that can wrap
        [c.replace("_", " ") for c in shown],
        [[str(row.get(c, ""))[:CELL_CHARS] for c in shown] for row in rows],
    )
    notes = [
        f"{k}: {json.dumps(v, ensure_ascii=False)}"
        for k, v in data.items()
        if k != "results" and not isinstance(v, dict | list)
    ]
    if len(columns) > len(shown):
        notes.append(f"(also: {', '.join(columns[len(shown) :])})")
    return "\n\n".join([table, *(["  \n".join(notes)] if notes else [])])
