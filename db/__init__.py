"""Database layer: the app's records (``app.sqlite``) with the Chinook catalog attached.

With ``DATABASE_URL`` set, both live in one Postgres database instead (``db.postgres``).

``init_db(settings)`` checks, creates or migrates the files and returns an Engine (see
``db.engine`` for the layout and why); ``db.schema`` declares the app tables;
``StorageError`` is what start-up raises, naming the file, when records cannot be used.
May import only ``settings`` (see the design notes).
"""

from db.catalog import check_catalog
from db.engine import init_db, make_engine, normalize, open_engine
from db.files import StorageError, ensure_writable_dir, open_sqlite
from db.records import check_records
from db.schema import metadata

__all__ = [
    "StorageError",
    "check_catalog",
    "check_records",
    "ensure_writable_dir",
    "init_db",
    "make_engine",
    "metadata",
    "normalize",
    "open_engine",
    "open_sqlite",
]
