"""Helpers for the storage tests: damage a SQLite page, compare app rows, refuse a refund twice.

Plain functions (no fixtures), shared by tests/test_corruption.py, tests/test_upgrade.py and
tests/adversarial/test_corruption.py. A page is found through ``dbstat`` (every b-tree page of
a table or index) and overwritten whole with garbage, as a torn write or a bad sector would.
"""

from __future__ import annotations

import contextlib
import hashlib
import shutil
import sqlite3
from pathlib import Path

from sqlalchemy import text

from db import init_db
from settings import Settings
from support import approvals, audit, policy, refunds, tickets

REFUND = (5, 361, [1951])  # ALLOW: $0.99, inside the window, under auto_approve_max


def objects(path: Path) -> list[tuple[str, str]]:
    """Every (type, name) of a table or index with its own b-tree in the file."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return conn.execute(
            "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'index') "
            "AND rootpage > 0 ORDER BY type, name"
        ).fetchall()


def pages_of(path: Path, name: str) -> list[int]:
    """The pages of one b-tree, root first (``dbstat`` lists them by path: "/" is the root)."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        rows = conn.execute(
            "SELECT pageno FROM dbstat WHERE name = ? ORDER BY path", (name,)
        ).fetchall()
    return [r[0] for r in rows]


def damage_page(path: Path, pageno: int) -> None:
    """Overwrite one whole page with garbage, as a torn write or a bad sector would."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    assert not Path(f"{path}-wal").exists(), "the WAL must be checkpointed before damaging"
    with open(path, "r+b") as fh:
        fh.seek((pageno - 1) * size)
        fh.write(b"\xa5" * size)


def corrupt_copies(data_dir: Path) -> list[Path]:
    """The moved-aside catalogs (not their -wal/-shm sidecars)."""
    found = data_dir.glob("catalog.sqlite.corrupt-*")
    return sorted(p for p in found if not p.name.endswith(("-wal", "-shm", "-journal")))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def app_rows(engine) -> dict[str, list[tuple]]:
    """Every row of every app table (the main schema), in a comparable form."""
    with engine.connect() as conn:
        names = [
            r[0]
            for r in conn.exec_driver_sql(
                "SELECT name FROM main.sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%'"
            )
        ]
        return {
            n: sorted(map(tuple, conn.exec_driver_sql(f'SELECT * FROM main."{n}"').all()), key=repr)
            for n in names
        }


def populate(settings: Settings) -> None:
    """A data dir with a refund, a pending approval, a rule edit, a ticket and audit rows."""
    engine = init_db(settings)
    try:
        verdict = policy.evaluate(engine, settings, 5, 361, [])
        assert verdict.decision == "REQUIRES_APPROVAL"
        approvals.create(engine, "thread-9", 5, verdict, "files corrupt", "All 9 are bad!")
        done = refunds.execute(engine, settings, *REFUND, "track skips", thread_id="t1")
        assert done["status"] == "executed"
        policy.update_rule(engine, "hard_cap", 90, "alice")
        tickets.open_ticket(engine, "t1", 5, "shouting", "anger", "WHY")
        audit.record_llm_call(engine, "t1", "manager", "m", [], "ok", 1, 1, 0.1)
        audit.record_tool_call(engine, "t1", "invoice", "request_refund", {}, {}, 0.1)
    finally:
        engine.dispose()  # closing the last connection checkpoints the WAL into the file


def copy_of(pristine_dir: Path, dest: Path) -> Settings:
    """A copy of a data dir (not its lock file) and settings on it."""
    shutil.copytree(pristine_dir, dest, ignore=shutil.ignore_patterns("*.lock"))
    return Settings(data_dir=dest)


def assert_no_second_refund(engine, settings: Settings) -> None:
    """The refunded line 1951 is refused again, alone or with its invoice; nothing is added."""
    again = refunds.execute(engine, settings, *REFUND, "again")
    assert again["status"] == "already_executed", again
    whole = refunds.execute(engine, settings, 5, 361, [], "the rest too")
    assert (whole["status"], whole["rule"]) == ("denied", "already_refunded"), whole
    with engine.connect() as conn:
        n = conn.execute(text("SELECT count(*) FROM refund_lines")).scalar_one()
        executed = conn.execute(
            text("SELECT count(*) FROM refunds WHERE status = 'executed'")
        ).scalar_one()
    assert (n, executed) == (1, 1)
