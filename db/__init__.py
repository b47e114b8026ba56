"""Database layer: the app's records (``app.sqlite``) with the Chinook catalog attached.

With ``DATABASE_URL`` set, both live in one Postgres database instead (``db.postgres``).

``init_db(settings)`` checks, creates or migrates the files and returns an Engine (see
``db.engine`` for the layout and why); ``db.schema`` declares the app tables;
``StorageError`` is what start-up raises, naming the file, when records cannot be used;
``DiskFullError`` (a ``StorageError``) is what any write raises when the disk has no room.
May import only ``settings`` (see the design notes).
"""

from db.catalog import check_catalog
from db.engine import init_db, make_engine, normalize, open_engine, records_dir
from db.files import (
    DiskFullError,
    StorageError,
    disk_full_as_error,
    ensure_writable_dir,
    is_disk_full,
    open_sqlite,
)
from db.records import check_records
from db.schema import metadata

__all__ = [
    "DiskFullError",
    "StorageError",
    "check_catalog",
    "check_records",
    "disk_full_as_error",
    "ensure_writable_dir",
    "init_db",
    "is_disk_full",
    "make_engine",
    "metadata",
    "normalize",
    "open_engine",
    "open_sqlite",
    "records_dir",
]
