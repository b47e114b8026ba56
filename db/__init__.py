"""Database layer: one SQLite file holding Chinook plus the app's own tables.

``init_db(settings)`` builds or checks the file and returns an Engine; ``db.schema`` declares
the app tables. May import only ``settings`` (see the design notes).
"""

from db.engine import check_database, init_db, make_engine, normalize
from db.schema import metadata

__all__ = ["check_database", "init_db", "make_engine", "metadata", "normalize"]
