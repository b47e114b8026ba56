"""Small database helpers shared by the support modules (private to the package)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from datetime import UTC, datetime

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine

from db.postgres import WRITE_LOCK

EXCERPT = 500  # characters of a customer's words kept on an approval or ticket


def utc_now() -> str:
    """The current UTC time as the schema stores it: ``2026-01-15T09:41:07Z``."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def excerpt(value: str | None) -> str | None:
    """A customer's words, whitespace-collapsed and cut to ``EXCERPT`` characters."""
    if value is None:
        return None
    value = " ".join(str(value).split())
    return value if len(value) <= EXCERPT else value[: EXCERPT - 3] + "..."


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
    committed). Commits on success, rolls back on any exception.
    """
    with engine.connect() as conn:
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
