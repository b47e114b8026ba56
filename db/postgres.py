"""Postgres for state: the same records and catalog as the SQLite files, in one database.

With ``DATABASE_URL=postgresql+psycopg://...`` several app replicas share one database, which
SQLite files on one disk cannot give. Unset, nothing here runs and SQLite stays the embedded
default (``db.engine``).

What the SQLite layout does with files and pragmas is done here with the server's own tools:

* **Start-up** (``init_postgres``): one transaction holding a transaction-level advisory lock
  (``pg_advisory_xact_lock``), so replicas starting together wait for each other instead of
  racing: functions created (``CREATE OR REPLACE``), Chinook loaded only when its completion
  marker is missing, the app tables created when missing (``create_all``, checkfirst). DDL is
  transactional in Postgres, so a crash mid-load leaves nothing behind.
* **Chinook**: the vendored SQLite script is run into an in-memory SQLite database and copied
  table by table (``COPY``) into tables with the same, unquoted names (Postgres folds them to
  lower case, so the tools' SQL - ``FROM Invoice i JOIN Customer c`` - reads unchanged).
  Existing Chinook-named tables without the marker are refused, never dropped.
* **Reads look like SQLite's**: each connection loads ``date``/``timestamp`` values as
  ISO text and ``numeric`` as float, as SQLite returns them, so tool results (JSON for the
  model) and date arithmetic in Python are the same on both databases.
* **SQL functions SQLite got from Python**: ``norm(text)`` (accent-, case- and
  punctuation-insensitive form, ``db.engine.normalize``) is NFKD + lower case + letters and
  digits only, with ICU's Unicode classes where the server has ICU; ``instr(a, b)`` is
  ``strpos``. ``tests/test_postgres.py`` checks ``norm`` equals ``normalize`` on every text
  in Chinook.
* **Exactly-once writes**: SQLite's ``BEGIN IMMEDIATE`` becomes an advisory transaction lock
  (``support._tx.write_lock``, key ``WRITE_LOCK``), one writer at a time like SQLite's.

Repair is the server's business (backups, PITR): nothing here moves or rebuilds anything.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import re
import sqlite3
import time
from collections.abc import Iterator

from sqlalchemy import create_engine, event, inspect, text
from sqlalchemy.engine import Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, OperationalError

from db.catalog import EXPECTED_COUNTS, MARKER_KEY, META_TABLE, DatabaseBuildError, read_script
from db.files import StorageError, now
from db.records import APP_MARKER, TABLES_KEY
from db.schema import metadata
from settings import Settings

__all__ = [
    "INIT_LOCK",
    "WRITE_LOCK",
    "conninfo",
    "init_postgres",
    "make_engine",
    "redacted",
    "startup_lock",
]

log = logging.getLogger(__name__)

# Advisory lock keys (any fixed 64-bit numbers, the same in every replica).
INIT_LOCK = 0x43484E4B_0001  # start-up: functions, Chinook load, app tables
# LangGraph's setup() migrations: a key of their own. With one key for both, replica B held
# it for setup(), whose CREATE INDEX CONCURRENTLY waits for every open transaction, while
# replica A's start-up transaction waited for the same key: neither moved, and Postgres'
# deadlock check did not see it (tests/test_replicas.py hung one start in three). The same
# wait arises for any replica *waiting* on this lock inside a statement, so it is polled.
SETUP_LOCK = 0x43484E4B_0002
WRITE_LOCK = 0x43484E4B_0002  # support._tx.write_lock: the refund check-then-write

# Chinook's tables in load order (parents first); the set must equal EXPECTED_COUNTS.
CHINOOK_TABLES = (
    "Artist",
    "Album",
    "Employee",
    "Customer",
    "Genre",
    "MediaType",
    "Track",
    "Invoice",
    "InvoiceLine",
    "Playlist",
    "PlaylistTrack",
)
_TYPES = (  # the script's declared types -> Postgres types
    (re.compile(r"INTEGER", re.I), "integer"),
    (re.compile(r"NVARCHAR\((\d+)\)", re.I), r"varchar(\1)"),
    (re.compile(r"NUMERIC\((\d+),\s*(\d+)\)", re.I), r"numeric(\1,\2)"),
    (re.compile(r"DATETIME", re.I), "timestamp"),
)

_ICU_NORM = """
CREATE OR REPLACE FUNCTION norm(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(
    replace(replace(lower(normalize(value, NFKD) COLLATE "und-x-icu"), 'ß', 'ss'), 'ς', 'σ')
      COLLATE "und-x-icu",
    '[^[:alnum:]]', '', 'g')
$$"""
_PLAIN_NORM = """
CREATE OR REPLACE FUNCTION norm(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(
    replace(replace(lower(normalize(value, NFKD)), 'ß', 'ss'), 'ς', 'σ'), '[^[:alnum:]]', '', 'g')
$$"""
_INSTR = """
CREATE OR REPLACE FUNCTION instr(haystack text, needle text) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT strpos(haystack, needle) $$"""


def redacted(url: str) -> str:
    """``url`` with any password masked, for messages and logs."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return "<unparseable DATABASE_URL>"


def conninfo(url: str) -> str:
    """The libpq connection string psycopg (and LangGraph's PostgresSaver) take for ``url``."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def _configure(dbapi_conn: object, _record: object) -> None:
    """Per connection: rows read as SQLite gives them (dates as ISO text, numeric as float)."""
    from psycopg.types.numeric import FloatLoader
    from psycopg.types.string import TextLoader

    adapters = dbapi_conn.adapters  # type: ignore[attr-defined]
    for name in ("date", "timestamp", "timestamptz"):
        adapters.register_loader(name, TextLoader)
    adapters.register_loader("numeric", FloatLoader)


def make_engine(url: str, pool_size: int = 10) -> Engine:
    """An Engine on the Postgres database at ``url`` (``postgresql+psycopg://``)."""
    engine = create_engine(
        url,
        pool_size=pool_size,
        max_overflow=pool_size,
        pool_pre_ping=True,  # a restarted server's dead connections are replaced, not used
    )
    event.listen(engine, "connect", _configure)
    return engine


# ---------------------------------------------------------------- Chinook


def _column_type(table: str, column: str, declared: str) -> str:
    for pattern, pg in _TYPES:
        if pattern.fullmatch(declared.strip()):
            return pattern.sub(pg, declared.strip())
    raise DatabaseBuildError(f"Chinook column {table}.{column} has an unknown type {declared!r}")


def _load_chinook(conn: Connection) -> dict[str, int]:
    """Copy Chinook from the vendored script into ``conn``'s database; returns row counts."""
    started = time.perf_counter()
    script = read_script()
    src = sqlite3.connect(":memory:")
    try:
        src.executescript(script)
        driver = conn.connection.driver_connection
        foreign, indexes = [], []
        for table in CHINOOK_TABLES:  # names from the constant, never from input
            cols = src.execute(f'PRAGMA table_info("{table}")').fetchall()
            defs = [
                f"{name} {_column_type(table, name, kind)}{' NOT NULL' if notnull else ''}"
                for _cid, name, kind, notnull, _dflt, _pk in cols
            ]
            keys = [c[1] for c in sorted(cols, key=lambda c: c[5]) if c[5]]
            conn.exec_driver_sql(
                f"CREATE TABLE {table} ({', '.join(defs)}, PRIMARY KEY ({', '.join(keys)}))"
            )
            names = [c[1] for c in cols]
            with (
                driver.cursor() as cur,
                cur.copy(f"COPY {table} ({', '.join(names)}) FROM STDIN") as copy,
            ):
                for row in src.execute(f'SELECT * FROM "{table}"'):
                    copy.write_row(row)
            for fk in src.execute(f'PRAGMA foreign_key_list("{table}")').fetchall():
                foreign.append(
                    f"ALTER TABLE {table} ADD FOREIGN KEY ({fk[3]}) REFERENCES {fk[2]} ({fk[4]})"
                )
            for _seq, index, unique, origin, _partial in src.execute(
                f'PRAGMA index_list("{table}")'
            ):
                if origin == "c":  # declared indexes only; the primary key exists already
                    cols_of = [r[2] for r in src.execute(f'PRAGMA index_info("{index}")')]
                    kind = "UNIQUE INDEX" if unique else "INDEX"
                    indexes.append(f"CREATE {kind} {index} ON {table} ({', '.join(cols_of)})")
        for statement in foreign + indexes:
            conn.exec_driver_sql(statement)
    finally:
        src.close()
    counts = _chinook_counts(conn)
    if counts != EXPECTED_COUNTS:
        raise DatabaseBuildError(f"Chinook load gave {counts}, expected {EXPECTED_COUNTS}")
    marker = {
        "source": "Chinook_Sqlite.sql",
        "sha256": hashlib.sha256(script.encode()).hexdigest(),
        "counts": EXPECTED_COUNTS,
        "built_at": now(),
    }
    conn.exec_driver_sql(
        f"CREATE TABLE IF NOT EXISTS {META_TABLE} (key text PRIMARY KEY, value text NOT NULL)"
    )
    conn.execute(
        text(f"INSERT INTO {META_TABLE} (key, value) VALUES (:k, :v)"),
        {"k": MARKER_KEY, "v": json.dumps(marker)},
    )
    log.info("loaded Chinook into Postgres in %.2fs", time.perf_counter() - started)
    return counts


def _chinook_counts(conn: Connection) -> dict[str, int]:
    return {
        t: conn.execute(text(f"SELECT count(*) FROM {t}")).scalar_one()  # names: constant
        for t in EXPECTED_COUNTS
    }


def _ensure_chinook(conn: Connection) -> None:
    """Load Chinook unless its marker is there; refuse foreign tables under its names."""
    present = {t.lower() for t in inspect(conn).get_table_names()}
    if META_TABLE in present:
        marker = conn.execute(
            text(f"SELECT value FROM {META_TABLE} WHERE key = :k"), {"k": MARKER_KEY}
        ).scalar_one_or_none()
        if marker is not None:
            short = {t: n for t, n in _chinook_counts(conn).items() if n < EXPECTED_COUNTS[t]}
            if short:
                raise StorageError(f"the Chinook tables have too few rows: {short}")
            return
    clash = sorted(t for t in EXPECTED_COUNTS if t.lower() in present)
    if clash:
        raise StorageError(
            f"tables {', '.join(clash)} exist without Chinook's completion marker (another "
            "application's tables, or a load that did not finish): not replacing them. "
            "Point DATABASE_URL at an empty database, or drop them yourself."
        )
    log.info("no Chinook catalog in the database: loading it")
    _load_chinook(conn)


# ---------------------------------------------------------------- records


def _put_meta(conn: Connection, key: str, value: str) -> None:
    conn.execute(
        text(
            "INSERT INTO app_meta (key, value, updated_at) VALUES (:k, :v, :t) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value, "
            "updated_at = excluded.updated_at"
        ),
        {"k": key, "v": value, "t": now()},
    )


def _ensure_records(conn: Connection) -> None:
    """Create the app tables that are missing; refuse a database that lost recorded ones.

    ``create_all`` would silently recreate a dropped ``refunds`` table empty; the list of
    tables in ``app_meta`` (as in ``app.sqlite``) turns that into an error naming them.
    """
    present = set(inspect(conn).get_table_names())
    if "app_meta" in present:
        recorded = conn.execute(
            text("SELECT value FROM app_meta WHERE key = :k"), {"k": TABLES_KEY}
        ).scalar_one_or_none()
        lost = sorted(set(json.loads(recorded or "[]")) - present)
        if lost:
            raise StorageError(
                f"the app's tables {', '.join(lost)} are missing from the database (they "
                "hold refunds, approvals or audit rows): restore them from a backup."
            )
    metadata.create_all(conn)
    if "app_meta" not in present:
        _put_meta(conn, APP_MARKER, json.dumps({"at": now()}))
    names = json.dumps(sorted(metadata.tables))
    _put_meta(conn, TABLES_KEY, names)


def _create_functions(conn: Connection) -> None:
    icu = conn.execute(
        text("SELECT 1 FROM pg_collation WHERE collname = 'und-x-icu'")
    ).scalar_one_or_none()
    conn.exec_driver_sql(_ICU_NORM if icu else _PLAIN_NORM)
    conn.exec_driver_sql(_INSTR)


@contextlib.contextmanager
def _reported(url: str) -> Iterator[None]:
    """Connection and server errors as a ``StorageError`` naming DATABASE_URL (no password)."""
    try:
        yield
    except (OperationalError, DBAPIError) as exc:
        cause = str(getattr(exc, "orig", exc)).strip().splitlines()
        raise StorageError(
            f"DATABASE_URL {redacted(url)} cannot be used: {cause[0] if cause else exc}"
        ) from exc


@contextlib.contextmanager
def startup_lock(url: str) -> Iterator[None]:
    """Hold the start-up advisory lock on a connection of its own (e.g. for LangGraph's
    ``setup()`` migrations, which two replicas must not run at the same moment)."""
    import psycopg

    try:
        conn = psycopg.connect(conninfo(url), autocommit=True)
    except psycopg.Error as exc:
        raise StorageError(f"DATABASE_URL {redacted(url)} cannot be used: {exc}") from exc
    with conn:
        # Polled, not waited for: a statement waiting on the lock is an open transaction,
        # and the holder's CREATE INDEX CONCURRENTLY waits for every open transaction.
        while not conn.execute("SELECT pg_try_advisory_lock(%s)", (SETUP_LOCK,)).fetchone()[0]:
            time.sleep(0.2)
        try:
            yield
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK,))


def init_postgres(settings: Settings) -> Engine:
    """Functions, Chinook and the app tables in ``settings.database_url``; returns an Engine.

    Safe to run from many replicas at once (they queue on an advisory lock) and on every
    start (everything is created only when missing). ``StorageError`` names DATABASE_URL.
    """
    url = str(settings.database_url)
    engine = make_engine(url)
    try:
        with _reported(url), engine.begin() as conn:
            conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": INIT_LOCK})
            encoding = conn.execute(text("SHOW server_encoding")).scalar_one()
            if encoding.upper() not in ("UTF8", "UTF-8"):
                raise StorageError(
                    f"DATABASE_URL {redacted(url)}: the database's encoding is {encoding}; "
                    "the store needs UTF8 (CREATE DATABASE ... ENCODING 'UTF8')."
                )
            _create_functions(conn)
            _ensure_chinook(conn)
            _ensure_records(conn)
    except BaseException:
        engine.dispose()
        raise
    return engine
