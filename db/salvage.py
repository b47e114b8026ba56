"""Operator-run recovery of a damaged ``app.sqlite``: copy every row that still reads.

Start-up never does this by itself: a damaged records file stops it with ``StorageError``,
because dropping unreadable rows must be a person's decision, made with the report in hand.
``python -m db.salvage [DATA_DIR]`` copies ``app.sqlite`` table by table into a new
``app.sqlite.salvaged-<timestamp>`` and prints, per table, how many rows were copied and
whether the table was complete. ``app.sqlite`` itself is only read. To use the result: stop
the app, move ``app.sqlite`` away (keep it), rename the salvaged file to ``app.sqlite``.

A damaged leaf page costs the rows on it: after a read error the copy seeks past it (by
rowid, in growing steps) and carries on, so rows on later pages are kept.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import sys
from dataclasses import asdict, dataclass
from pathlib import Path

from db.files import aside_name, fsync_file, remove_with_sidecars
from db.records import APP_MARKER, prepare
from settings import Settings

MAX_ROWID = 2**63 - 1


@dataclass(frozen=True)
class TableReport:
    """What the salvage copied of one table."""

    name: str
    copied: int
    complete: bool
    error: str | None = None


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _copy_rows(src: sqlite3.Connection, dst: sqlite3.Connection, name: str) -> TableReport:
    """Copy ``name`` in rowid order, stepping over unreadable pages; count what was copied."""
    q = _quote(name)
    width = len(src.execute(f"SELECT * FROM main.{q} LIMIT 0").description)
    insert = f"INSERT OR IGNORE INTO {q} VALUES ({','.join('?' * width)})"
    copied, start, step, error = 0, -MAX_ROWID - 1, 1, None
    while start <= MAX_ROWID:
        last = None
        try:
            cursor = src.execute(
                f"SELECT rowid, * FROM main.{q} WHERE rowid >= ? ORDER BY rowid", (start,)
            )
            for row in cursor:
                last = row[0]
                copied += dst.execute(insert, row[1:]).rowcount
            break  # read to the end
        except sqlite3.DatabaseError as exc:
            error = error or str(exc)
            # Skip ahead of the damage: just past the last good row, then ever further.
            start = (last + 1) if last is not None else start + step
            step *= 4
            if last is None and start > MAX_ROWID - step:
                break
    return TableReport(name, copied, error is None, error)


def salvage(app: Path) -> tuple[Path, list[TableReport]]:
    """Copy what reads of ``app`` into a new file beside it; return it and the report."""
    target = aside_name(app, "salvaged")
    tmp = target.with_name(target.name + ".partial")
    remove_with_sidecars(tmp)
    reports: list[TableReport] = []
    uri = f"{app.resolve().as_uri()}?mode=ro"
    try:
        with (
            contextlib.closing(sqlite3.connect(uri, uri=True)) as src,
            contextlib.closing(sqlite3.connect(tmp)) as dst,
        ):
            schema = src.execute(
                "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL "
                "AND name NOT LIKE 'sqlite_%' ORDER BY type = 'index', name"
            ).fetchall()
            for kind, name, _table, sql in schema:
                if kind != "table":
                    continue
                dst.execute(sql)
                reports.append(_copy_rows(src, dst, name))
                dst.commit()
            for kind, name, _table, sql in schema:
                if kind == "index":
                    try:
                        dst.execute(sql)
                    except sqlite3.DatabaseError as exc:  # e.g. damaged rows broke a UNIQUE
                        reports.append(TableReport(f"index {name}", 0, False, str(exc)))
            dst.commit()
        summary = {"source": app.name, "tables": [asdict(r) for r in reports]}
        prepare(
            tmp, {APP_MARKER: json.dumps({"salvaged": True}), "salvaged_from": json.dumps(summary)}
        )
        fsync_file(tmp)
        tmp.rename(target)
    finally:
        remove_with_sidecars(tmp)
    return target, reports


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    settings = Settings.from_env(data_dir=Path(args[0])) if args else Settings.from_env()
    app = Path(settings.db_path)
    if not app.exists():
        print(f"{app} does not exist: nothing to salvage.", file=sys.stderr)
        return 2
    target, reports = salvage(app)
    for r in reports:
        state = "complete" if r.complete else f"INCOMPLETE ({r.error})"
        print(f"{r.name:28} {r.copied:>9} rows  {state}")
    print(f"\nWrote {target}; {app} was only read.")
    if not all(r.complete for r in reports):
        print("Some rows could not be read: compare with a backup before using the copy.")
    print(f"To use it: stop the app, move {app.name} away, rename {target.name} to {app.name}.")
    return 0 if all(r.complete for r in reports) else 1


if __name__ == "__main__":
    raise SystemExit(main())
