"""The app's own records file (``app.sqlite``): created once, checked every start, never rebuilt.

Refunds, refund lines, approvals, rule edits, tickets, audit rows and every other table
declared in ``db.schema`` live here, apart from the rebuildable catalog, because they cannot
be recreated: a damaged ``app.sqlite`` stops start-up (``StorageError`` naming the file) and
is left exactly as it is, for a backup restore or a manual recovery.

* Create: ``create_all`` into a temp file, an ``app_created`` marker, atomic rename; a crash
  leaves only the temp file.
* Check: ``PRAGMA quick_check`` over the whole file (a page overwritten with garbage is
  found even where the rows before it still read); the ``app_created`` marker (an emptied,
  truncated or foreign file is refused instead of silently starting from nothing); and every
  table recorded in ``app_tables`` still present (``create_all`` would otherwise recreate a
  table whose schema row was lost as an empty one).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.engine import URL, Connection

from db.files import (
    BUSY_TIMEOUT_MS,
    diagnose,
    fsync_file,
    now,
    remove_with_sidecars,
    sidecars,
)
from db.schema import metadata

APP_MARKER = "app_created"
TABLES_KEY = "app_tables"
WHAT = "the app's own records: refunds, approvals, rules, tickets, audit"


def _tables(conn: Connection) -> list[str]:
    rows = conn.exec_driver_sql(
        "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "ORDER BY name"
    ).all()
    return [r[0] for r in rows]


def _put(conn: Connection, key: str, value: str) -> None:
    conn.execute(
        text(
            "INSERT INTO app_meta (key, value, updated_at) VALUES (:k, :v, :t) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at"
        ),
        {"k": key, "v": value, "t": now()},
    )


def remember_tables(conn: Connection) -> None:
    """Record the tables the file holds (written only when the set changed)."""
    names = json.dumps(_tables(conn))
    old = conn.execute(
        text("SELECT value FROM app_meta WHERE key = :k"), {"k": TABLES_KEY}
    ).scalar_one_or_none()
    if old != names:
        _put(conn, TABLES_KEY, names)


def prepare(path: Path, meta: dict[str, str]) -> None:
    """Create every declared table in the file at ``path`` and write ``meta`` into app_meta."""
    engine = create_engine(URL.create("sqlite", database=str(path)))
    try:
        metadata.create_all(engine)
        with engine.begin() as conn:
            for key, value in meta.items():
                _put(conn, key, value)
            remember_tables(conn)
    finally:
        engine.dispose()


def create_records_file(path: Path) -> None:
    """A new, empty ``app.sqlite`` with its markers, renamed into place when complete."""
    tmp = path.with_name(f"{path.name}.creating-{os.getpid()}")
    remove_with_sidecars(tmp)
    try:
        prepare(tmp, {APP_MARKER: json.dumps({"at": now()})})
        with contextlib.closing(sqlite3.connect(tmp)) as conn:
            conn.execute("PRAGMA journal_mode = WAL")
        fsync_file(tmp)
        os.replace(tmp, path)
    finally:
        remove_with_sidecars(tmp)


def stray_sidecars(path: Path) -> list[Path]:
    """``-wal``/``-journal`` files left without their database (they may hold records)."""
    return [p for p in sidecars(path)[1:] if p.exists() and not p.name.endswith("-shm")]


def check_records(path: Path) -> str | None:
    """Why ``app.sqlite`` cannot be used, or ``None``; ``"missing"`` when there is none."""
    # Read-write (never create): a read-only open could not replay a leftover WAL.
    return diagnose(path, "rw", _records_problem)


def _records_problem(conn: sqlite3.Connection) -> str | None:
    rows = conn.execute("PRAGMA quick_check(10)").fetchall()
    if [r[0] for r in rows] != ["ok"]:
        return "damaged pages: " + "; ".join(str(r[0]) for r in rows)
    present = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    found = {}
    if "app_meta" in present:
        found = dict(
            conn.execute(
                "SELECT key, value FROM app_meta WHERE key IN (?, ?)", (APP_MARKER, TABLES_KEY)
            ).fetchall()
        )
    if APP_MARKER not in found:
        return f"the {APP_MARKER} marker is missing (an emptied or foreign file)"
    lost = sorted(set(json.loads(found.get(TABLES_KEY, "[]"))) - present)
    if lost:
        return f"tables are missing: {', '.join(lost)}"
    return None


def read_meta(path: Path, key: str) -> str | None:
    """One ``app_meta`` value of a file that passed ``check_records``."""
    with contextlib.closing(sqlite3.connect(path, timeout=BUSY_TIMEOUT_MS / 1000)) as conn:
        row = conn.execute("SELECT value FROM app_meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else str(row[0])
