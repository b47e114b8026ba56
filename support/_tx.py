"""The write lock shared by the support modules that check, then write, and their one-query
read (private to the package)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine

from db import disk_full_as_error, records_dir
from db.postgres import WRITE_LOCK


def read_rows(engine: Engine, sql: str, params: dict[str, Any]) -> list[dict[str, Any]]:
    """The rows of one parameterized SELECT, as dicts, on a connection of their own."""
    with engine.connect() as conn:
        return [dict(r) for r in conn.execute(text(sql), params).mappings()]


@contextlib.contextmanager
def write_lock(engine: Engine) -> Iterator[Connection]:
    """A transaction that holds the database's write lock from its first statement.

    SQLite's default (deferred) transaction reads a snapshot first and upgrades to a write
    lock later, so two writers could both read "not yet refunded" and both write.
    ``BEGIN IMMEDIATE`` takes the write lock up front (waiting up to the busy timeout), so a
    check-then-write in here is atomic across threads and processes. Postgres (several
    replicas, ``DATABASE_URL``) gets the same one-writer rule from a transaction-level
    advisory lock taken as the first statement, released at commit or rollback: rows
    committed by the previous holder are visible to every statement after it (read
    committed). Commits on success, rolls back on any exception. A commit that does not fit
    on the disk is rolled back whole and raised as ``db.DiskFullError`` (the customer's
    sentence), so a refund never lands without its audit row and the caller can say why.
    """
    with disk_full_as_error(records_dir(engine)), engine.connect() as conn:
        if conn.dialect.name == "sqlite":
            conn.exec_driver_sql("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.rollback()
                raise
            conn.commit()
        elif conn.dialect.name == "postgresql":
            with conn.begin():
                conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": WRITE_LOCK})
                yield conn
        else:  # pragma: no cover - other databases: rely on the UNIQUE constraints
            with conn.begin():
                yield conn
