"""The Chinook catalog file: built from the vendored script, checked, rebuilt when damaged.

The catalog (artists, albums, tracks, customers, invoices and their lines) is reference data:
``db/data/Chinook_Sqlite.sql`` recreates it exactly, so a damaged catalog can be moved aside
(``catalog.sqlite.corrupt-<timestamp>``, never replacing an earlier copy) and rebuilt without
losing anything. That is also why it is a file of its own: the app's records (refunds,
approvals, audit, ...) live in ``app.sqlite``, which is never rebuilt (see ``db.engine``).

* Build: the script is loaded into a temp file beside the target in one transaction, the row
  counts and foreign keys are checked, a completion marker is written to ``catalog_meta``, and
  the file is atomically renamed into place. A crash mid-build leaves only a temp file.
* Check: ``PRAGMA quick_check`` (finds a page overwritten with garbage), the marker, and each
  Chinook table's row count.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import sqlite3
import time
from pathlib import Path

from db.files import (
    diagnose,
    fsync_file,
    integrity_problems,
    move_aside,
    now,
    remove_with_sidecars,
)

log = logging.getLogger(__name__)

SQL_PATH = Path(__file__).resolve().parent / "data" / "Chinook_Sqlite.sql"
META_TABLE = "catalog_meta"
MARKER_KEY = "chinook_loaded"

# Row counts of the vendored Chinook 1.4.5 script. A finished build must have exactly these;
# an existing file must have at least these.
EXPECTED_COUNTS: dict[str, int] = {
    "Album": 347,
    "Artist": 275,
    "Customer": 59,
    "Employee": 8,
    "Genre": 25,
    "Invoice": 412,
    "InvoiceLine": 2240,
    "MediaType": 5,
    "Playlist": 18,
    "PlaylistTrack": 8715,
    "Track": 3503,
}


class DatabaseBuildError(RuntimeError):
    """The Chinook script did not produce the expected database."""


def read_script() -> str:
    raw = SQL_PATH.read_bytes()
    # The upstream script ships with a BOM and CRLF line endings in some releases.
    return raw.decode("utf-8-sig").replace("\r\n", "\n")


def table_counts(conn: sqlite3.Connection) -> dict[str, int]:
    counts = {}
    for table in EXPECTED_COUNTS:  # names come from the constant above, never from input
        counts[table] = conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0]
    return counts


def check_catalog(path: Path) -> str | None:
    """Why the catalog at ``path`` is unusable, or ``None`` when it is a complete build."""
    return diagnose(path, "ro", _catalog_problem)


def _catalog_problem(conn: sqlite3.Connection) -> str | None:
    problems = integrity_problems(conn)
    if problems:
        return f"quick_check failed: {'; '.join(problems)}"
    row = conn.execute(f"SELECT value FROM {META_TABLE} WHERE key = ?", (MARKER_KEY,)).fetchone()
    if row is None:
        return "completion marker missing"
    short = {t: n for t, n in table_counts(conn).items() if n < EXPECTED_COUNTS[t]}
    if short:
        return f"tables have too few rows: {short}"
    return None


def build_catalog(target: Path) -> None:
    """Load Chinook into a temp file beside ``target``, verify it, then rename it into place."""
    tmp = target.with_name(f"{target.name}.building-{os.getpid()}")
    remove_with_sidecars(tmp)
    started = time.perf_counter()
    script = read_script()
    try:
        with contextlib.closing(sqlite3.connect(tmp)) as conn:
            # One transaction for the whole load: faster, and all-or-nothing.
            conn.executescript("BEGIN;\n" + script + "\nCOMMIT;")
            counts = table_counts(conn)
            if counts != EXPECTED_COUNTS:
                raise DatabaseBuildError(f"Chinook load gave {counts}, expected {EXPECTED_COUNTS}")
            bad_fks = conn.execute("PRAGMA foreign_key_check").fetchall()
            if bad_fks:
                raise DatabaseBuildError(f"Chinook load broke foreign keys: {bad_fks[:5]}")
            marker = {
                "source": SQL_PATH.name,
                "sha256": hashlib.sha256(script.encode()).hexdigest(),
                "counts": EXPECTED_COUNTS,
                "built_at": now(),
            }
            conn.execute(f"CREATE TABLE {META_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
            conn.execute(
                f"INSERT INTO {META_TABLE} (key, value) VALUES (?, ?)",
                (MARKER_KEY, json.dumps(marker)),
            )
            conn.commit()
            conn.execute("PRAGMA journal_mode = WAL")
        fsync_file(tmp)
        remove_with_sidecars(target)  # a stale -wal must never be replayed onto the new file
        os.replace(tmp, target)
    finally:
        remove_with_sidecars(tmp)
    log.info("built %s from %s in %.2fs", target, SQL_PATH.name, time.perf_counter() - started)


def ensure_catalog(path: Path) -> None:
    """Reuse a good catalog; build a missing one; move a damaged one aside and rebuild it.

    The caller holds ``db.files.start_lock``.
    """
    problem = check_catalog(path)
    if problem == "missing":
        log.info("no catalog at %s: building it", path)
        build_catalog(path)
    elif problem is not None:
        aside = move_aside(path, "corrupt")
        log.warning(
            "catalog %s is unusable (%s): moved it to %s and rebuilding it from %s",
            path,
            problem,
            aside.name,
            SQL_PATH.name,
        )
        build_catalog(path)
