"""Two SQLite files behind one Engine: the app's records, with the Chinook catalog attached.

Layout of DATA_DIR (paths from ``Settings``):

* ``app.sqlite`` (``settings.db_path``): every table declared in ``db.schema`` (refunds,
  refund_lines, approvals, policy_rules, tickets, audit_log, llm_calls, tool_calls, ...).
  Never rebuilt, moved or dropped: if it cannot be read, start-up stops with
  ``StorageError`` naming it (``db.records``).
* ``catalog.sqlite`` (``settings.catalog_path``): Chinook, rebuilt from the vendored script
  when damaged, the damaged copy kept as ``catalog.sqlite.corrupt-<timestamp>``
  (``db.catalog``).
* ``store.sqlite`` (``settings.legacy_db_path``): the single file of earlier releases; on the
  first start its app tables are copied into ``app.sqlite`` and it is kept renamed
  (``db.upgrade``).

Why two files and one Engine: a damaged catalog page used to cost the refund history, because
both lived in one file that was rebuilt whole. Every connection opens ``app.sqlite`` as
``main`` and ATTACHes the catalog as ``catalog``; SQLite resolves an unqualified table name
in ``main`` first, then in attached files, so the tools' SQL (``Invoice`` joined with
``Customer``, the refund executor reading ``InvoiceLine`` then writing ``refunds``) is
unchanged, and one ``BEGIN IMMEDIATE`` still locks both. The app's records never depend on
catalog rows for their own integrity: the "already refunded" check reads ``refund_lines``,
which stays in ``app.sqlite`` through any catalog rebuild.

With ``DATABASE_URL`` set, ``init_db`` hands over to ``db.postgres`` (one database shared by
several replicas) and none of the files below are used.

``init_db(settings)`` runs once at start-up (app, CLI, tests), under a lock file so two
processes starting together do not race; it returns the Engine. Every connection also gets
WAL, foreign keys, a busy timeout and the ``norm()`` SQL function (see ``normalize``).
"""

from __future__ import annotations

import logging
import sqlite3
import unicodedata
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import create_engine, event
from sqlalchemy.engine import URL, Connection, Engine

from db import catalog as catalog_file
from db import postgres, records, upgrade
from db.catalog import EXPECTED_COUNTS, MARKER_KEY, SQL_PATH, DatabaseBuildError, check_catalog
from db.files import (
    BUSY_TIMEOUT_MS,
    StorageError,
    disk_full_as_error,
    ensure_writable_dir,
    ensure_writable_file,
    start_lock,
    unreadable,
)
from db.schema import metadata
from settings import Settings

__all__ = [
    "BUSY_TIMEOUT_MS",
    "CATALOG_SCHEMA",
    "EXPECTED_COUNTS",
    "MARKER_KEY",
    "SQL_PATH",
    "DatabaseBuildError",
    "StorageError",
    "check_catalog",
    "init_db",
    "make_engine",
    "normalize",
    "open_engine",
    "records_dir",
]

log = logging.getLogger(__name__)

CATALOG_SCHEMA = "catalog"  # the name the catalog is attached under
CATALOG_FILE = "catalog.sqlite"  # beside the app file, unless make_engine is told otherwise


def normalize(value: object) -> str | None:
    """Fold text for forgiving comparison: strip accents, casefold, keep letters and digits.

    ``"AC/DC"`` -> ``"acdc"``, ``"Beyoncé"`` -> ``"beyonce"``, ``"Guns N' Roses"`` ->
    ``"gunsnroses"``. Registered as the SQL function ``norm()`` on every connection.
    """
    if value is None:
        return None
    decomposed = unicodedata.normalize("NFKD", str(value))
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return "".join(ch for ch in stripped.casefold() if ch.isalnum())


def _connection_setup(catalog: Path) -> Callable[[sqlite3.Connection, object], None]:
    # mode=rw: a missing catalog is an error on connect, never a new empty file.
    catalog_uri = f"{catalog.resolve().as_uri()}?mode=rw"

    def configure(dbapi_conn: sqlite3.Connection, _record: object) -> None:
        """Per-connection setup: pragmas that are not persistent, norm(), the catalog."""
        dbapi_conn.create_function("norm", 1, normalize, deterministic=True)
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA foreign_keys = ON")
        cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cur.execute("PRAGMA main.journal_mode = WAL")
        cur.execute("PRAGMA main.synchronous = NORMAL")  # safe with WAL, much faster than FULL
        cur.execute(f"ATTACH DATABASE ? AS {CATALOG_SCHEMA}", (catalog_uri,))
        cur.close()

    return configure


def make_engine(path: Path, catalog: Path | None = None) -> Engine:
    """An Engine on the app file ``path`` with the catalog (default: beside it) attached."""
    path = Path(path).resolve()  # absolute: never read as a "file:" URI
    engine = create_engine(
        URL.create("sqlite", database=str(path)),  # no URL parsing of odd characters in path
        # The pool hands a connection to one thread at a time, so sharing across threads is
        # safe. uri=True lets ATTACH take the catalog's mode=rw URI.
        connect_args={
            "check_same_thread": False,
            "timeout": BUSY_TIMEOUT_MS / 1000,
            "uri": True,
        },
    )
    event.listen(
        engine, "connect", _connection_setup(Path(catalog or path.with_name(CATALOG_FILE)))
    )
    return engine


def records_dir(bind: Engine | Connection) -> Path | None:
    """The directory of a SQLite engine's records file; ``None`` for Postgres.

    ``db.files.is_disk_full`` asks that directory's free space, because SQLite reports a
    ``-shm`` index it cannot grow as a plain I/O error.
    """
    url = bind.engine.url
    if url.get_backend_name() != "sqlite" or not url.database:
        return None
    return Path(url.database).parent


def open_engine(settings: Settings) -> Engine:
    """Another Engine (its own pool) on a store ``init_db`` has already set up."""
    if settings.database_url:
        return postgres.make_engine(settings.database_url)
    return make_engine(settings.db_path, settings.catalog_path)


def _open_records(settings: Settings) -> None:
    """Migrate, create or check ``app.sqlite``; StorageError when it cannot be used."""
    app, legacy = Path(settings.db_path), Path(settings.legacy_db_path)
    if not app.exists() and legacy.exists():
        upgrade.migrate(legacy, app)
    problem = records.check_records(app)
    if problem == "missing":
        strays = records.stray_sidecars(app)
        if strays:
            raise StorageError(
                f"{strays[0]} exists without {app}: it may hold the app's records. Restore "
                f"{app.name} beside it, or move it away to start without them."
            )
        log.info("no app records at %s: creating the file", app)
        records.create_records_file(app)
    elif problem is not None:
        remedy = (
            f"Restore it from a backup, or run `python -m db.salvage {app.parent}` to copy every "
            "row that still reads into a new file, with a per-table report."
        )
        raise StorageError(unreadable(app, records.WHAT, problem, remedy))
    ensure_writable_file(app, records.WHAT)
    if legacy.exists():
        upgrade.finish_or_refuse(legacy, app, records.read_meta(app, upgrade.MIGRATED_KEY))


def init_db(settings: Settings) -> Engine:
    """Check (or create, or migrate) the app file, ensure the catalog; return an Engine.

    Raises ``StorageError`` naming the file or DATA_DIR when the app's records cannot be
    read or written (``DiskFullError`` when the disk under DATA_DIR has no room); a damaged
    catalog is moved aside and rebuilt (a warning in the log).
    Idempotent: good files are reused untouched. With ``settings.database_url`` set, the
    records and the catalog live in that Postgres database instead (``db.postgres``).
    """
    if settings.database_url:
        return postgres.init_postgres(settings)
    data_dir = Path(settings.data_dir)
    # A full disk is said as such (DiskFullError naming DATA_DIR), never as a damaged file.
    with disk_full_as_error(data_dir, at_start=True):
        ensure_writable_dir(data_dir)
        return _init_files(settings, data_dir)


def _init_files(settings: Settings, data_dir: Path) -> Engine:
    """``init_db`` for the SQLite files in ``data_dir``, under the start-up lock."""
    with start_lock(data_dir):
        _open_records(settings)
        catalog_file.ensure_catalog(Path(settings.catalog_path))
        engine = make_engine(settings.db_path, settings.catalog_path)
        try:
            with engine.begin() as conn:
                metadata.create_all(conn)  # checkfirst: only tables added since it was made
                records.remember_tables(conn)
        except BaseException:
            engine.dispose()
            raise
    return engine
