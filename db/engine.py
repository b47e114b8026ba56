"""The one SQLite file: build it from the vendored Chinook script, check it, hand out an Engine.

``init_db(settings)`` is called once at start-up (app, CLI, tests):

* First start: the Chinook script (``db/data/Chinook_Sqlite.sql``) is loaded into a temporary
  file next to ``settings.db_path``, row counts are checked, a completion marker is written,
  and the file is atomically renamed into place. A crash mid-build leaves only a temp file.
* Later starts reuse the file after a cheap check (``PRAGMA quick_check``, the marker row,
  the Chinook tables' row counts). A file that fails the check is moved aside to
  ``<name>.corrupt`` and rebuilt, with a warning in the log.
* Every connection gets WAL, foreign keys, a busy timeout and the ``norm()`` SQL function
  (see ``normalize``) that tools use for forgiving name matching.

The app's own tables (``db.schema``) are created with ``create_all`` on every start, so a
table added by a later release appears in an existing file without a rebuild.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import sqlite3
import time
import unicodedata
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import create_engine, event, text
from sqlalchemy.engine import URL, Engine

from db.schema import metadata
from settings import Settings

try:  # POSIX only; without it two processes starting at once could race the first build
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

SQL_PATH = Path(__file__).resolve().parent / "data" / "Chinook_Sqlite.sql"
MARKER_KEY = "chinook_loaded"
BUSY_TIMEOUT_MS = 10_000

# Row counts of the vendored Chinook 1.4.5 script. A finished build must have exactly these;
# an existing file must have at least these (the app may add invoices or customers later).
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


def _configure_connection(dbapi_conn: sqlite3.Connection, _record: object) -> None:
    """Per-connection setup: pragmas that are not persistent, and the norm() function."""
    dbapi_conn.create_function("norm", 1, normalize, deterministic=True)
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA foreign_keys = ON")
    cur.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    cur.execute("PRAGMA journal_mode = WAL")
    cur.execute("PRAGMA synchronous = NORMAL")  # safe with WAL, much faster than FULL
    cur.close()


def make_engine(path: Path) -> Engine:
    """An Engine on an existing SQLite file, with the per-connection setup attached."""
    engine = create_engine(
        URL.create("sqlite", database=str(path)),  # no URL parsing of odd characters in path
        # The pool hands a connection to one thread at a time, so sharing across threads is safe.
        connect_args={"check_same_thread": False, "timeout": BUSY_TIMEOUT_MS / 1000},
    )
    event.listen(engine, "connect", _configure_connection)
    return engine


def _read_script() -> str:
    raw = SQL_PATH.read_bytes()
    # The upstream script ships with a BOM and CRLF line endings in some releases.
    return raw.decode("utf-8-sig").replace("\r\n", "\n")


def _table_counts(conn: sqlite3.Connection) -> dict[str, int]:
    counts = {}
    for table in EXPECTED_COUNTS:  # names come from the constant above, never from input
        counts[table] = conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0]
    return counts


def _is_busy(exc: sqlite3.Error) -> bool:
    return isinstance(exc, sqlite3.OperationalError) and (
        "locked" in str(exc) or "busy" in str(exc)
    )


def check_database(path: Path) -> str | None:
    """Why the file at ``path`` is unusable, or ``None`` when it is a complete Chinook build."""
    if not path.exists():
        return "missing"
    try:
        conn = sqlite3.connect(
            f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
        )
    except sqlite3.Error as exc:
        return f"cannot open: {exc}"
    try:
        result = conn.execute("PRAGMA quick_check").fetchone()
        if not result or result[0] != "ok":
            return f"quick_check failed: {result[0] if result else 'no result'}"
        row = conn.execute(
            "SELECT value FROM app_meta WHERE key = :key", {"key": MARKER_KEY}
        ).fetchone()
        if row is None:
            return "completion marker missing"
        counts = _table_counts(conn)
        short = {t: n for t, n in counts.items() if n < EXPECTED_COUNTS[t]}
        if short:
            return f"tables have too few rows: {short}"
    except sqlite3.Error as exc:  # garbage bytes, truncated pages, missing tables
        if _is_busy(exc):
            raise  # another process holds a lock: the file is in use, not corrupt
        return f"{type(exc).__name__}: {exc}"
    finally:
        conn.close()
    return None


def _build(target: Path) -> None:
    """Load Chinook into a temp file beside ``target``, verify it, then rename it into place."""
    tmp = target.with_name(f"{target.name}.building-{os.getpid()}")
    _remove_with_sidecars(tmp)
    started = time.perf_counter()
    script = _read_script()
    try:
        conn = sqlite3.connect(tmp)
        try:
            # One transaction for the whole load: faster, and all-or-nothing.
            conn.executescript("BEGIN;\n" + script + "\nCOMMIT;")
            counts = _table_counts(conn)
            if counts != EXPECTED_COUNTS:
                raise DatabaseBuildError(f"Chinook load gave {counts}, expected {EXPECTED_COUNTS}")
            bad_fks = conn.execute("PRAGMA foreign_key_check").fetchall()
            if bad_fks:
                raise DatabaseBuildError(f"Chinook load broke foreign keys: {bad_fks[:5]}")
            conn.execute("PRAGMA journal_mode = WAL")
        finally:
            conn.close()
        engine = make_engine(tmp)
        try:
            metadata.create_all(engine)
            marker = {
                "source": SQL_PATH.name,
                "sha256": hashlib.sha256(script.encode()).hexdigest(),
                "counts": EXPECTED_COUNTS,
            }
            with engine.begin() as conn2:
                conn2.execute(
                    text("INSERT INTO app_meta (key, value, updated_at) VALUES (:k, :v, :t)"),
                    {"k": MARKER_KEY, "v": json.dumps(marker), "t": _now()},
                )
        finally:
            engine.dispose()  # closing the last connection checkpoints and removes the -wal
        with open(tmp, "rb") as fh:
            os.fsync(fh.fileno())
        _remove_with_sidecars(target)  # a stale -wal must never be replayed onto the new file
        os.replace(tmp, target)
    finally:
        _remove_with_sidecars(tmp)
    log.info("built %s from %s in %.2fs", target, SQL_PATH.name, time.perf_counter() - started)


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _sidecars(path: Path) -> list[Path]:
    return [path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")]


def _remove_with_sidecars(path: Path) -> None:
    for p in _sidecars(path):
        with contextlib.suppress(FileNotFoundError):
            p.unlink()


def _move_aside(path: Path) -> None:
    """Keep a bad file for inspection (it may hold app rows) instead of deleting it."""
    for p in _sidecars(path):
        if p.exists():
            os.replace(p, p.with_name(p.name.replace(path.name, path.name + ".corrupt", 1)))


@contextlib.contextmanager
def _build_lock(path: Path) -> Iterator[None]:
    """Serialize check-and-build across processes sharing one data dir."""
    if fcntl is None:  # pragma: no cover
        yield
        return
    with open(path.with_name(path.name + ".lock"), "a+") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


def init_db(settings: Settings) -> Engine:
    """Ensure ``settings.db_path`` holds a complete Chinook database; return an Engine on it.

    Idempotent: a good file is reused untouched. A missing, partial or corrupt file is
    (re)built; a corrupt one is first moved aside to ``<name>.corrupt``.
    """
    path = Path(settings.db_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with _build_lock(path):
        problem = check_database(path)
        if problem == "missing":
            log.info("no database at %s: building it", path)
            _build(path)
        elif problem is not None:
            log.warning("database %s is unusable (%s): rebuilding it", path, problem)
            _move_aside(path)
            _build(path)
    engine = make_engine(path)
    metadata.create_all(engine)  # checkfirst: only tables added since the file was built
    return engine
