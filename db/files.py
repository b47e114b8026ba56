"""Files in DATA_DIR: the typed storage error, move-aside names, the start-up lock.

Why a module of its own: the catalog rebuild, the app file check, the upgrade from the old
single ``store.sqlite`` and the conversation checkpoints all touch files in the data
directory, and they must share two rules:

* nothing is ever deleted or overwritten to "repair" it: a bad or superseded file is renamed
  aside to ``<name>.<label>-<UTC timestamp>`` (``-2``, ``-3``, ... on a clash), together with
  its ``-wal``/``-shm``/``-journal`` sidecars, so an earlier copy is never replaced;
* a file the app cannot use stops start-up with ``StorageError``, whose message names the
  file (and ``DATA_DIR`` where the directory itself is the problem) and says what to do.

A full disk is neither damage nor a bug, so it has a type of its own (``DiskFullError``):
SQLite rolls back a transaction whose commit does not fit (nothing half-written, the WAL
intact), so the only harm is the error itself. Telling it apart matters: read as damage it
would send the operator to a backup or ``db.salvage`` for a file that is fine, and make the
catalog check move a good catalog aside; read as a bug, the customer would be shown an
exception's name instead of "try again later".
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

try:  # POSIX only; without it two processes starting at once could race the first build
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

SIDECARS = ("-wal", "-shm", "-journal")
BUSY_TIMEOUT_MS = 10_000


class StorageError(RuntimeError):
    """A file or directory the app keeps its records in cannot be used; the message names it."""


DISK_FULL = "The store's data disk is full, so nothing was changed. Please try again later."
SQLITE_FULL, SQLITE_IOERR = 13, 10  # primary result codes (sqlite3.Error.sqlite_errorcode)
PG_DISK_FULL = "53100"  # SQLSTATE of psycopg.errors.DiskFull
ROOM_BYTES = 1 << 20  # less free space than this, and an I/O error counts as "disk full"


class DiskFullError(StorageError):
    """A write did not fit on the disk holding the records; it was rolled back whole.

    ``str()`` is the customer's sentence (``DISK_FULL``: no path, no internals) unless a
    message is given, as start-up does to name DATA_DIR for the operator. Space freed, the
    next write succeeds: nothing needs repairing or restarting.
    """

    def __init__(self, message: str = DISK_FULL) -> None:
        super().__init__(message)


def no_room(where: Path) -> bool:
    """Whether the file system holding ``where`` has (almost) no space left for this user."""
    try:
        st = os.statvfs(where)
    except OSError:
        return False
    free = st.f_bfree if os.geteuid() == 0 else st.f_bavail  # root may use the reserve
    return free * st.f_frsize < ROOM_BYTES


def is_disk_full(exc: BaseException | None, where: Path | None = None) -> bool:
    """Whether ``exc``, or an exception it was raised from, says the disk (or quota) is full.

    SQLite says ``SQLITE_FULL`` when a write does not fit, but only "disk I/O error" when the
    ``-shm`` index cannot be grown (opening a WAL file on a full disk, ``SQLITE_IOERR_SHMSIZE``);
    such an error counts when the file system holding ``where`` has no room left. Python's
    ``OSError`` ENOSPC/EDQUOT and Postgres' ``DiskFull`` (SQLSTATE 53100, through
    SQLAlchemy's ``.orig``) count as they are.
    """
    seen: set[int] = set()
    while exc is not None and id(exc) not in seen:
        seen.add(id(exc))
        if isinstance(exc, DiskFullError):
            return True
        if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return True
        if isinstance(exc, sqlite3.Error):
            code = getattr(exc, "sqlite_errorcode", None)
            primary = None if code is None else code & 0xFF
            if primary == SQLITE_FULL or "database or disk is full" in str(exc):
                return True
            if primary == SQLITE_IOERR and where is not None and no_room(where):
                return True
        if getattr(exc, "sqlstate", None) == PG_DISK_FULL:
            return True
        exc = getattr(exc, "orig", None) or exc.__cause__ or exc.__context__
    return False


def full_disk_at_start(where: Path) -> DiskFullError:
    """The start-up error for a full disk under DATA_DIR ``where``, for the operator."""
    return DiskFullError(
        f"DATA_DIR {where} is on a full disk (no space left): free some space there, or "
        "point DATA_DIR at a disk with room, then start again. Nothing was changed, moved or "
        "rebuilt."
    )


@contextlib.contextmanager
def disk_full_as_error(where: Path | None = None, at_start: bool = False) -> Iterator[None]:
    """Raise ``DiskFullError`` for any exception that ``is_disk_full`` (chained from it).

    ``at_start``: the operator's message naming ``where`` (``full_disk_at_start``), else
    the customer's sentence. Any other exception passes through unchanged.
    """
    try:
        yield
    except Exception as exc:
        if not is_disk_full(exc, where):
            raise
        if at_start and where is not None:
            raise full_disk_at_start(where) from exc
        if isinstance(exc, DiskFullError):
            raise
        raise DiskFullError() from exc


def now() -> str:
    """UTC time as the schema stores it: ``2026-01-15T09:41:07Z``."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def sidecars(path: Path) -> list[Path]:
    """The file and the files SQLite keeps beside it."""
    return [path, *(path.with_name(path.name + s) for s in SIDECARS)]


def remove_with_sidecars(path: Path) -> None:
    """Delete a file this process made itself (a temp build), never a file of records."""
    for p in sidecars(path):
        with contextlib.suppress(FileNotFoundError):
            p.unlink()


def aside_name(path: Path, label: str) -> Path:
    """A free ``<name>.<label>-<UTC timestamp>[-N]`` beside ``path`` (no sidecar name taken)."""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    base = f"{path.name}.{label}-{stamp}"
    n = 1
    while True:
        target = path.with_name(base if n == 1 else f"{base}-{n}")
        if not any(p.exists() for p in sidecars(target)):
            return target
        n += 1


def move_aside(path: Path, label: str, target: Path | None = None) -> Path:
    """Rename ``path`` and its sidecars to ``target`` (default: a fresh ``aside_name``).

    The caller holds ``start_lock``, so checking that no name is taken, then renaming, cannot
    race another start; an existing copy is never replaced.
    """
    target = target or aside_name(path, label)
    if any(p.exists() for p in sidecars(target)):
        raise StorageError(f"{target} already exists: not replacing it with {path}")
    for p, dest in zip(sidecars(path), sidecars(target), strict=True):
        if p.exists():
            os.rename(p, dest)
    return target


def fsync_file(path: Path) -> None:
    with open(path, "rb") as fh:
        os.fsync(fh.fileno())


def ensure_writable_dir(path: Path) -> Path:
    """Create DATA_DIR if needed and prove a file can be written there, or raise StorageError.

    The proof is a real write (a probe file made and removed), not ``os.access``: permission
    bits say nothing about a read-only mount, and as root they say nothing at all.
    """
    where = f"DATA_DIR {path}"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise StorageError(
            f"{where} is a file, not a directory: point DATA_DIR at a writable directory."
        ) from None
    except OSError as exc:
        raise StorageError(
            f"{where} cannot be created ({exc.strerror or exc}): point DATA_DIR at a "
            "writable directory."
        ) from exc
    if not path.is_dir():
        raise StorageError(f"{where} is not a directory: point DATA_DIR at a writable directory.")
    try:
        fd, probe = tempfile.mkstemp(prefix=".write-probe-", dir=path)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise StorageError(
            f"{where} is not writable ({exc.strerror or exc}); the app keeps its records "
            "there: point DATA_DIR at a writable directory."
        ) from exc
    return path


def ensure_writable_file(path: Path, what: str) -> None:
    """StorageError when an existing file of records cannot be written by this process.

    ``os.access`` is the right question here (unlike for the directory): it answers for
    this process's user, and reports a read-only mount. SQLite would otherwise open such a
    file read-only without a word and fail on the first refund or audit row.
    """
    if path.exists() and not os.access(path, os.W_OK):
        raise StorageError(
            f"{path} ({what}) is not writable by this user (uid {os.getuid()}): make it "
            "writable (e.g. chown it to the user the app runs as) or point DATA_DIR elsewhere."
        )


@contextlib.contextmanager
def start_lock(data_dir: Path) -> Iterator[None]:
    """Serialize check, migration and rebuild across processes sharing one data dir."""
    if fcntl is None:  # pragma: no cover
        yield
        return
    # Read-only is enough for flock, and works when another user made the lock file.
    fd = os.open(data_dir / "db.lock", os.O_RDONLY | os.O_CREAT, 0o666)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


def is_busy(exc: BaseException) -> bool:
    """A lock held by another process: the file is in use, not damaged."""
    return isinstance(exc, sqlite3.OperationalError) and (
        "locked" in str(exc) or "busy" in str(exc)
    )


def integrity_problems(conn: sqlite3.Connection, table: str | None = None) -> list[str]:
    """``PRAGMA quick_check`` lines (at most 10), for one table or the whole file; [] if ok.

    quick_check walks every b-tree page, so a page overwritten with garbage is found even
    when the rows before it still read; it skips the slow index-versus-row comparison.
    """
    if table is None:
        rows = conn.execute("PRAGMA quick_check(10)").fetchall()
    else:  # the name comes from sqlite_master, quoted as an identifier
        quoted = '"' + table.replace('"', '""') + '"'
        rows = conn.execute(f"PRAGMA quick_check({quoted})").fetchall()
    lines = [str(r[0]) for r in rows]
    return [] if lines == ["ok"] else lines[:10]


def diagnose(
    path: Path, mode: str, problem: Callable[[sqlite3.Connection], str | None]
) -> str | None:
    """Why the SQLite file at ``path`` cannot be used, or ``None``; ``"missing"`` when absent.

    The catalog check and the app file check share this frame: open the file (URI ``mode``
    "ro" or "rw", never create), ask ``problem``, and turn an open or read error into the
    reason, except a lock held by another process (in use, not damaged), which is raised,
    and a full disk (``DiskFullError``: the file is fine and must not be moved aside).
    """
    if not path.exists():
        return "missing"
    try:
        conn = sqlite3.connect(
            f"{path.resolve().as_uri()}?mode={mode}", uri=True, timeout=BUSY_TIMEOUT_MS / 1000
        )
    except sqlite3.Error as exc:
        if is_disk_full(exc, path.parent):
            raise full_disk_at_start(path.parent) from exc
        return f"cannot open: {exc}"
    try:
        return problem(conn)
    except sqlite3.Error as exc:  # garbage bytes, truncated pages, missing tables
        if is_busy(exc):
            raise
        if is_disk_full(exc, path.parent):  # the file is fine: the disk has no room
            raise full_disk_at_start(path.parent) from exc
        return f"{type(exc).__name__}: {exc}"
    finally:
        conn.close()


def open_sqlite(path: Path, what: str, **connect_args: object) -> sqlite3.Connection:
    """Open (or create) a SQLite file that must be readable in full, e.g. the checkpoints.

    ``what`` says what the file holds, for the error message. A directory or file that cannot
    be written, a file that is not a database, or a damaged page raises ``StorageError``
    naming the file; the file is left as it is.
    """
    ensure_writable_dir(path.parent)
    ensure_writable_file(path, what)
    try:
        conn = sqlite3.connect(str(path), **connect_args)  # type: ignore[arg-type]
    except sqlite3.Error as exc:
        if is_disk_full(exc, path.parent):
            raise full_disk_at_start(path.parent) from exc
        raise StorageError(f"{path} ({what}) cannot be opened: {exc}.") from exc
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        conn.execute("PRAGMA journal_mode = WAL")
        problems = integrity_problems(conn)
    except sqlite3.Error as exc:
        conn.close()
        if is_busy(exc):
            raise
        if is_disk_full(exc, path.parent):  # not damage: nothing to restore
            raise full_disk_at_start(path.parent) from exc
        raise StorageError(unreadable(path, what, str(exc))) from exc
    if problems:
        conn.close()
        raise StorageError(unreadable(path, what, "; ".join(problems)))
    return conn


def unreadable(path: Path, what: str, detail: str, remedy: str = "") -> str:
    """The start-up message for a damaged file of records (left untouched)."""
    remedy = remedy or "Restore it from a backup, or move it away to start without those records."
    return (
        f"{path} ({what}) cannot be read: {detail}. The app will not start on it, and has not "
        f"changed, moved or rebuilt it. {remedy}"
    )
