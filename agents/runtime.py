"""Everything the UI needs, wired from settings: database, checkpointer, store, graph.

``start(settings, generate, stream)`` is the one place that opens the persistent parts, so
the UI (and the eval harness) never import ``db`` or ``tools`` themselves.

With ``DATABASE_URL`` set, the conversations (LangGraph's ``PostgresSaver``) and the
per-customer store (``PostgresStore``) live in that Postgres database beside the records,
so any replica can continue any conversation; they share one psycopg connection pool
(autocommit and dict rows, as LangGraph requires). Their ``setup()`` migrations run under
the start-up advisory lock, so replicas starting together do not race them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from agents.admin import Admin
from agents.graph import build_graph
from agents.report import SERDE
from agents.runner import Conversations, open_checkpointer, open_store
from db import DiskFullError, StorageError, disk_full_as_error, init_db, postgres
from settings import Settings

# app.py catches StorageError at start-up (DiskFullError is one, naming DATA_DIR there)
__all__ = ["DiskFullError", "Runtime", "StorageError", "start"]


POOL_SIZE = 16  # connections for LangGraph's saver and store (one per operation in flight)


@dataclass
class Runtime:
    conversations: Conversations
    admin: Admin
    close: Callable[[], None] = field(default=lambda: None)  # releases pools and engines


def open_postgres_state(url: str) -> tuple[Any, Any, Callable[[], None]]:
    """``(PostgresSaver, PostgresStore, close)`` on one pool over ``url``, set up once.

    A server that cannot be reached raises ``StorageError`` naming DATABASE_URL (password
    hidden) within the pool's timeout.
    """
    from langgraph.checkpoint.postgres import PostgresSaver
    from langgraph.store.postgres import PostgresStore
    from psycopg.rows import dict_row
    from psycopg_pool import ConnectionPool, PoolTimeout

    pool = ConnectionPool(
        postgres.conninfo(url),
        min_size=1,
        max_size=POOL_SIZE,
        kwargs={"autocommit": True, "row_factory": dict_row, "prepare_threshold": None},
        open=False,
        name="langgraph",
    )
    try:
        pool.open(wait=True, timeout=30)
    except PoolTimeout as exc:
        pool.close()
        raise StorageError(
            f"DATABASE_URL {postgres.redacted(url)} cannot be used: no connection in 30 s"
        ) from exc
    try:
        saver, store = PostgresSaver(pool, serde=SERDE), PostgresStore(pool)
        with postgres.startup_lock(url):
            saver.setup()
            store.setup()
    except BaseException:
        pool.close()
        raise
    return saver, store, pool.close


def _closing(*conns: sqlite3.Connection) -> Callable[[], None]:
    """A function closing ``conns``: the last connection to close folds the WAL into the file
    (when the disk has room; else the WAL is kept, and replayed on the next open)."""

    def close() -> None:
        for conn in conns:
            conn.close()

    return close


def start(
    settings: Settings,
    generate: Callable[..., dict],
    stream: Callable[..., Iterator[dict[str, Any]]] | None = None,
) -> Runtime:
    """Open the records, catalog and checkpoints (creating them on first start); compile.

    Raises ``db.StorageError`` naming the file (or DATA_DIR, or DATABASE_URL) that cannot be
    used: a damaged ``app.sqlite`` or ``checkpoints.sqlite`` stops start-up instead of
    losing its rows, and a full disk under DATA_DIR is ``db.DiskFullError`` saying so (not
    "damaged": the files are fine, and nothing is moved aside). ``Runtime.close`` releases
    the engine, pools and the checkpoint file's connections.
    """
    engine = init_db(settings)
    release: Callable[[], None] = lambda: None  # noqa: E731
    try:
        if settings.database_url:
            checkpointer, store, release = open_postgres_state(settings.database_url)
        else:
            with disk_full_as_error(settings.data_dir, at_start=True):
                checkpointer = open_checkpointer(settings.checkpoint_path)
                try:
                    store = open_store(settings.checkpoint_path)
                except BaseException:
                    checkpointer.conn.close()
                    raise
            release = _closing(checkpointer.conn, store.conn)
    except BaseException:
        engine.dispose()
        raise
    graph = build_graph(generate, engine, checkpointer, store, settings, stream=stream)
    conversations = Conversations(graph, settings, engine)

    def close() -> None:
        release()
        engine.dispose()

    return Runtime(conversations, Admin(engine, conversations), close)
