"""Shared database fixtures for the db and tool tests.

Test modules load this with ``pytest_plugins = ("tests.fixtures_db",)`` and use only its
fixtures (importing names from it directly would defeat pytest's assertion rewriting).
The Chinook file is built once per session into a temp dir through ``init_db``; tests that
corrupt or rebuild a database make their own in ``tmp_path`` instead.

Both backends: in a module marked ``pytestmark = pytest.mark.both_backends``, every test that
uses ``engine``, ``ctx``, ``as_customer``, ``fresh`` or ``store_settings`` runs twice, on the
SQLite files and on a real Postgres (``DATABASE_URL``) started from this machine's binaries
(``tests.pg_server``; as uid 65534 under root). Elsewhere these fixtures are SQLite only.
Without PostgreSQL installed the Postgres runs skip, except under CI (``CI=true``), which
must run them.
"""

from __future__ import annotations

import os
import sqlite3
import uuid
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.engine import Engine

from db import init_db
from db.engine import EXPECTED_COUNTS
from settings import Settings
from tests.pg_server import PostgresServer, PostgresUnavailable, start_server
from tools.base import ToolContext
from tools.names import CatalogNames, catalog_names

BACKENDS = ("sqlite", "postgres")

INJECTIONS = (
    "' OR 1=1 --",
    "x'); DROP TABLE Customer; --",
    '" OR ""="',
    "%",
    "1; DELETE FROM Track",
)


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Run a ``both_backends`` module's storage tests once per backend."""
    if "backend" in metafunc.fixturenames and metafunc.definition.get_closest_marker(
        "both_backends"
    ):
        metafunc.parametrize("backend", BACKENDS, indirect=True, scope="session")


@pytest.fixture(scope="session")
def backend(request: pytest.FixtureRequest) -> str:
    """``sqlite`` or ``postgres``: which store the storage fixtures open."""
    return getattr(request, "param", "sqlite")


@pytest.fixture(scope="session")
def pg_server() -> PostgresServer:
    """One real PostgreSQL server for the session (skips without the binaries, outside CI)."""
    try:
        server = start_server()
    except PostgresUnavailable as exc:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the Postgres tests: {exc}")
        pytest.skip(str(exc))
    yield server
    server.stop()


@pytest.fixture(scope="session")
def pg_template(pg_server: PostgresServer) -> str:
    """A database with Chinook and the app tables, to copy (``CREATE DATABASE ... TEMPLATE``)."""
    name = "chinook_template"
    url = pg_server.create_database(name)
    init_db(Settings(database_url=url)).dispose()  # no connection may stay open on a template
    return name


@pytest.fixture
def pg_database(pg_server: PostgresServer, pg_template: str):
    """Factory: a new private database copied from the template; returns its URL."""
    made: list[str] = []

    def make() -> str:
        name = f"t_{uuid.uuid4().hex[:12]}"
        made.append(name)
        return pg_server.create_database(name, template=pg_template)

    yield make
    for name in made:
        pg_server.drop_database(name)


@pytest.fixture(scope="session")
def db_settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return Settings(data_dir=Path(tmp_path_factory.mktemp("chinook")))


@pytest.fixture(scope="session")
def store_settings(backend: str, db_settings: Settings, request: pytest.FixtureRequest) -> Settings:
    """The settings of the shared read-mostly store: ``db_settings``, or Postgres."""
    if backend == "sqlite":
        return db_settings
    server = request.getfixturevalue("pg_server")
    template = request.getfixturevalue("pg_template")
    url = server.create_database("chinook_shared", template=template)
    return Settings(data_dir=db_settings.data_dir, database_url=url)


@pytest.fixture(scope="session")
def engine(store_settings: Settings) -> Engine:
    eng = init_db(store_settings)
    yield eng
    eng.dispose()


@pytest.fixture
def names(engine: Engine) -> CatalogNames:
    """The store's names (``tools.names``) as the graph reads them, from the real catalog."""
    return catalog_names(engine)


@pytest.fixture
def ctx(engine: Engine, store_settings: Settings) -> ToolContext:
    """An anonymous visitor's context."""
    return ToolContext(engine=engine, settings=store_settings)


@pytest.fixture
def as_customer(engine: Engine, store_settings: Settings):
    """Factory: the context of a verified customer."""

    def make(customer_id: int) -> ToolContext:
        return ToolContext(engine=engine, settings=store_settings, customer_id=customer_id)

    return make


@pytest.fixture(params=INJECTIONS)
def injection(request: pytest.FixtureRequest) -> str:
    """Each SQL-injection attempt in turn."""
    return request.param


@pytest.fixture
def counts():
    """``counts(engine)``: row count of every Chinook table."""
    return table_counts


@pytest.fixture
def intact():
    """``intact(engine)``: assert every Chinook table has exactly its original row count."""
    return assert_intact


def table_counts(engine: Engine) -> dict[str, int]:
    # Unquoted: Postgres folds Chinook's names to lower case, SQLite ignores case.
    with engine.connect() as conn:
        return {
            t: conn.execute(text(f"SELECT count(*) FROM {t}")).scalar_one() for t in EXPECTED_COUNTS
        }


def assert_intact(engine: Engine) -> None:
    """Every Chinook table still exists with exactly its original row count."""
    assert table_counts(engine) == EXPECTED_COUNTS


@pytest.fixture(scope="session")
def db_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A built Chinook file to copy: cheaper than building one per test."""
    settings = Settings(data_dir=Path(tmp_path_factory.mktemp("chinook-template")))
    init_db(settings).dispose()
    return settings.db_path


@pytest.fixture
def fresh(backend: str, tmp_path: Path, request: pytest.FixtureRequest):
    """A private writable store (engine, settings) for tests that write refunds, rules, rows."""
    if backend == "postgres":
        url = request.getfixturevalue("pg_database")()
        settings = Settings(data_dir=tmp_path, database_url=url)
    else:
        settings = Settings(data_dir=tmp_path)
        db_template = request.getfixturevalue("db_template")
        with sqlite3.connect(db_template) as src, sqlite3.connect(settings.db_path) as dst:
            src.backup(dst)
    engine = init_db(settings)
    yield engine, settings
    engine.dispose()
