"""Shared database fixtures for the db and tool tests.

Test modules load this with ``pytest_plugins = ("tests.fixtures_db",)`` and use only its
fixtures (importing names from it directly would defeat pytest's assertion rewriting).
The Chinook file is built once per session into a temp dir through ``init_db``; tests that
corrupt or rebuild a database make their own in ``tmp_path`` instead.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.engine import Engine

from db import init_db
from db.engine import EXPECTED_COUNTS
from settings import Settings
from tools.base import ToolContext

INJECTIONS = (
    "' OR 1=1 --",
    "x'); DROP TABLE Customer; --",
    '" OR ""="',
    "%",
    "1; DELETE FROM Track",
)


@pytest.fixture(scope="session")
def db_settings(tmp_path_factory: pytest.TempPathFactory) -> Settings:
    return Settings(data_dir=Path(tmp_path_factory.mktemp("chinook")))


@pytest.fixture(scope="session")
def engine(db_settings: Settings) -> Engine:
    eng = init_db(db_settings)
    yield eng
    eng.dispose()


@pytest.fixture
def ctx(engine: Engine, db_settings: Settings) -> ToolContext:
    """An anonymous visitor's context."""
    return ToolContext(engine=engine, settings=db_settings)


@pytest.fixture
def as_customer(engine: Engine, db_settings: Settings):
    """Factory: the context of a verified customer."""

    def make(customer_id: int) -> ToolContext:
        return ToolContext(engine=engine, settings=db_settings, customer_id=customer_id)

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
    with engine.connect() as conn:
        return {
            t: conn.execute(text(f'SELECT count(*) FROM "{t}"')).scalar_one()
            for t in EXPECTED_COUNTS
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
def fresh(db_template: Path, tmp_path: Path):
    """A private writable store (engine, settings) for tests that write refunds, rules, rows."""
    settings = Settings(data_dir=tmp_path)
    with sqlite3.connect(db_template) as src, sqlite3.connect(settings.db_path) as dst:
        src.backup(dst)
    engine = init_db(settings)
    yield engine, settings
    engine.dispose()
