"""Upgrade from the single ``store.sqlite`` of earlier releases to ``app.sqlite`` + catalog.

Earlier releases kept Chinook and the app's records in one file, and on any damage moved the
whole file aside and rebuilt Chinook, so one bad page in a catalog table wiped the refund
history (issue 10, finding 5). On the first start of this release:

1. every table of ``store.sqlite`` that is not a Chinook table (refunds, refund_lines,
   approvals, policy_rules, tickets, audit_log, ..., and any ``*_oldN`` or unknown table) is
   checked on its own (``PRAGMA quick_check(table)``) and copied, with its indexes, into a
   temp file; the Chinook tables are not copied (the catalog is rebuilt from the script), so
   damage confined to them costs nothing;
2. each copied table's row count is compared with the source; an ``app_meta`` row
   ``migrated_from`` records the counts, the old file's sha256 and where it went;
3. the temp file is renamed to ``app.sqlite``, and only then ``store.sqlite`` is renamed to
   ``store.sqlite.migrated-<timestamp>`` (kept, never deleted).

An app table that cannot be read stops start-up with ``StorageError`` naming
``store.sqlite``, which is left untouched. A crash between steps 3's two renames leaves both
files: the next start sees the marker, checks the old file's bytes match, and finishes the
rename. A ``store.sqlite`` beside an ``app.sqlite`` that was not made from it is refused (its
refunds would be invisible to the "already refunded" check), never merged or dropped.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import sqlite3
from pathlib import Path

from db.catalog import EXPECTED_COUNTS
from db.files import (
    BUSY_TIMEOUT_MS,
    StorageError,
    aside_name,
    fsync_file,
    integrity_problems,
    is_busy,
    move_aside,
    now,
    remove_with_sidecars,
    unreadable,
)
from db.records import APP_MARKER, prepare

log = logging.getLogger(__name__)

MIGRATED_KEY = "migrated_from"
WHAT = "the previous release's store, with the refund history"


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _app_tables(conn: sqlite3.Connection) -> list[str]:
    rows = conn.execute(
        "SELECT name FROM main.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "ORDER BY name"
    ).fetchall()
    return [r[0] for r in rows if r[0] not in EXPECTED_COUNTS]


def _counts(conn: sqlite3.Connection, path: Path) -> dict[str, int]:
    counts = {}
    for name in _app_tables(conn):
        problems = integrity_problems(conn, name)
        if problems:
            raise StorageError(unreadable(path, WHAT, f"table {name}: {'; '.join(problems)}"))
        counts[name] = conn.execute(f"SELECT count(*) FROM main.{_quote(name)}").fetchone()[0]
    return counts


def _copy(src: sqlite3.Connection, legacy: Path, tmp: Path) -> dict[str, int]:
    """Copy every app table (schema, rows, indexes) of ``src`` into ``tmp``; verify counts."""
    counts = _counts(src, legacy)
    with contextlib.closing(sqlite3.connect(tmp)) as dst:
        for name in counts:
            (sql,) = src.execute(
                "SELECT sql FROM main.sqlite_master WHERE type = 'table' AND name = ?", (name,)
            ).fetchone()
            dst.execute(sql)
        dst.commit()
    src.execute("ATTACH DATABASE ? AS dest", (str(tmp),))
    try:
        src.execute("BEGIN")
        for name in counts:
            q = _quote(name)
            src.execute(f"INSERT INTO dest.{q} SELECT * FROM main.{q}")
        if src.execute(
            "SELECT 1 FROM dest.sqlite_master WHERE name = 'sqlite_sequence'"
        ).fetchone():
            src.execute(
                "INSERT INTO dest.sqlite_sequence SELECT * FROM main.sqlite_sequence "
                f"WHERE name IN ({','.join('?' * len(counts))})",
                list(counts),
            )
        src.execute("COMMIT")
        for name in counts:
            copied = src.execute(f"SELECT count(*) FROM dest.{_quote(name)}").fetchone()[0]
            if copied != counts[name]:
                raise StorageError(
                    f"copying {name} from {legacy} gave {copied} rows, not {counts[name]}; "
                    f"{legacy} is left untouched."
                )
        extras = src.execute(
            "SELECT sql FROM main.sqlite_master WHERE type IN ('index', 'trigger') "
            "AND sql IS NOT NULL AND tbl_name IN "
            f"({','.join('?' * len(counts))}) ORDER BY type",
            list(counts),
        ).fetchall()
    finally:
        with contextlib.suppress(sqlite3.Error):
            src.execute("ROLLBACK")
        src.execute("DETACH DATABASE dest")
    with contextlib.closing(sqlite3.connect(tmp)) as dst:
        for (sql,) in extras:
            dst.execute(sql)
        dst.commit()
        problems = integrity_problems(dst)
        if problems:
            raise StorageError(f"the copy of {legacy} failed its check: {problems}")
    return counts


def migrate(legacy: Path, app: Path) -> None:
    """Copy the app tables of ``legacy`` into a new ``app`` file, then rename ``legacy`` aside.

    The caller holds ``db.files.start_lock``.
    """
    tmp = app.with_name(f"{app.name}.migrating-{os.getpid()}")
    remove_with_sidecars(tmp)
    try:
        try:
            with contextlib.closing(
                sqlite3.connect(legacy, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
            ) as src:
                counts = _copy(src, legacy, tmp)
        except sqlite3.Error as exc:
            if is_busy(exc):
                raise
            raise StorageError(unreadable(legacy, WHAT, str(exc))) from exc
        kept = aside_name(legacy, "migrated")
        marker = {
            "source": legacy.name,
            "sha256": _digest(legacy),  # after the copy closed it: no WAL left to fold in
            "kept_as": kept.name,
            "counts": counts,
            "at": now(),
        }
        # Tables the old file lacked are created; the app_created marker makes it an app file.
        prepare(tmp, {APP_MARKER: json.dumps({"at": now()}), MIGRATED_KEY: json.dumps(marker)})
        fsync_file(tmp)
        os.replace(tmp, app)
    finally:
        remove_with_sidecars(tmp)
    move_aside(legacy, "migrated", kept)
    log.warning(
        "upgraded %s to %s (app rows copied: %s); the old file is kept as %s",
        legacy,
        app,
        counts,
        kept.name,
    )


def _digest(path: Path) -> str:
    with open(path, "rb") as fh:
        return hashlib.file_digest(fh, "sha256").hexdigest()


def finish_or_refuse(legacy: Path, app: Path, marker: str | None) -> None:
    """Both files exist: finish an interrupted migration, or refuse to guess.

    ``marker`` is ``app.sqlite``'s ``migrated_from`` value (``None`` when it was not made by
    a migration). Only the very file that was copied (same name, same bytes) is renamed aside.
    """
    if marker is not None:
        recorded = json.loads(marker)
        if recorded.get("source") == legacy.name and recorded.get("sha256") == _digest(legacy):
            kept = move_aside(legacy, "migrated")
            log.warning("finished the upgrade: %s was already copied; kept as %s", legacy, kept)
            return
    raise StorageError(
        f"{legacy} (from an earlier release) sits beside {app} but was not migrated into it: "
        f"refunds recorded only in {legacy.name} would be invisible to the 'already refunded' "
        f"check. Move {legacy} out of DATA_DIR (or move {app} away to migrate it afresh)."
    )
