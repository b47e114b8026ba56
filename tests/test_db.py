"""db/: the app file and the catalog file; building, checking, rebuilding; connection setup.

Damage page by page, the upgrade from store.sqlite and start-up errors: tests/test_corruption.py.
"""

from __future__ import annotations

import ast
import json
import logging
import os
from pathlib import Path

import pytest
import sqlalchemy.exc
from sqlalchemy import inspect, text

import db.catalog as dbc
import db.engine as dbe
from db import StorageError, check_catalog, check_records, init_db, make_engine, normalize
from db.schema import APP_TABLES, refunds
from settings import Settings

CHINOOK_TABLES = {
    "Album", "Artist", "Customer", "Employee", "Genre", "Invoice", "InvoiceLine",
    "MediaType", "Playlist", "PlaylistTrack", "Track",
}  # fmt: skip


def new_settings(tmp_path: Path) -> Settings:
    return Settings(data_dir=tmp_path / "data")


def test_build_has_exact_chinook_counts(engine, counts):
    assert counts(engine) == {
        "Album": 347, "Artist": 275, "Customer": 59, "Employee": 8, "Genre": 25,
        "Invoice": 412, "InvoiceLine": 2240, "MediaType": 5, "Playlist": 18,
        "PlaylistTrack": 8715, "Track": 3503,
    }  # fmt: skip


def test_invoice_dates_run_2021_to_2025(engine):
    with engine.connect() as conn:
        lo, hi = conn.execute(text("SELECT min(InvoiceDate), max(InvoiceDate) FROM Invoice")).one()
    assert (lo, hi) == ("2021-01-01 00:00:00", "2025-12-22 00:00:00")


def test_all_tables_exist(engine):
    app_names = set(inspect(engine).get_table_names())
    catalog_names = set(inspect(engine).get_table_names(schema=dbe.CATALOG_SCHEMA))
    assert CHINOOK_TABLES <= catalog_names and not CHINOOK_TABLES & app_names
    assert set(APP_TABLES) <= app_names and not set(APP_TABLES) & catalog_names
    assert set(APP_TABLES) >= {
        "app_meta", "customer_preferences", "refunds", "approvals", "policy_rules",
        "tickets", "llm_calls", "tool_calls", "audit_log",
    }  # fmt: skip


def test_two_files_one_engine(engine, db_settings):
    """Unqualified names reach both files; one statement joins app rows with catalog rows."""
    with engine.connect() as conn:
        files = {r[1]: Path(r[2]).name for r in conn.exec_driver_sql("PRAGMA database_list")}
        joined = conn.execute(
            text(
                "SELECT count(*) FROM app_meta m JOIN Customer c ON c.CustomerId = 5 "
                "JOIN Invoice i ON i.CustomerId = c.CustomerId"
            )
        ).scalar_one()
    assert files == {"main": "app.sqlite", "catalog": "catalog.sqlite"}
    assert db_settings.db_path.name == "app.sqlite"
    assert db_settings.catalog_path.name == "catalog.sqlite"
    assert joined > 0


def test_engine_without_its_catalog_fails_instead_of_making_an_empty_one(tmp_path):
    broken = make_engine(tmp_path / "app.sqlite")
    with pytest.raises(sqlalchemy.exc.OperationalError), broken.connect():
        pass
    broken.dispose()
    assert not (tmp_path / "catalog.sqlite").exists()


def test_completion_marker_records_counts(db_settings):
    import sqlite3

    with sqlite3.connect(db_settings.catalog_path) as conn:
        (value,) = conn.execute(
            f"SELECT value FROM {dbc.META_TABLE} WHERE key = ?", (dbc.MARKER_KEY,)
        ).fetchone()
    marker = json.loads(value)
    assert marker["source"] == "Chinook_Sqlite.sql"
    assert marker["counts"] == dbc.EXPECTED_COUNTS
    assert len(marker["sha256"]) == 64


def test_connection_pragmas(engine):
    with engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA journal_mode").scalar_one() == "wal"
        assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar_one() == 1
        assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar_one() == dbe.BUSY_TIMEOUT_MS


@pytest.mark.parametrize(
    ("raw", "folded"),
    [
        ("AC/DC", "acdc"),
        ("Beyoncé", "beyonce"),
        ("Guns N' Roses", "gunsnroses"),
        ("Antônio Carlos Jobim", "antoniocarlosjobim"),
        ("Straße", "strasse"),
        ("  90’s Music ", "90smusic"),
        ("' OR 1=1 --", "or11"),
    ],
)
def test_normalize(raw, folded):
    assert normalize(raw) == folded


def test_norm_sql_function_matches_python(engine):
    with engine.connect() as conn:
        got = conn.execute(text("SELECT norm(Name) FROM Artist WHERE ArtistId = 88")).scalar_one()
        assert conn.execute(text("SELECT norm(NULL)")).scalar_one() is None
    assert got == "gunsnroses"


def test_vendored_script_is_inside_the_project():
    assert dbc.SQL_PATH == Path(dbc.__file__).resolve().parent / "data" / "Chinook_Sqlite.sql"
    assert (dbc.SQL_PATH.parent / "Chinook_LICENSE.md").is_file()


def test_second_start_reuses_both_files(tmp_path, caplog, intact):
    settings = new_settings(tmp_path)
    with caplog.at_level(logging.INFO, logger="db"):
        init_db(settings).dispose()
    messages = [r.getMessage() for r in caplog.records]
    assert any("building it" in m for m in messages) and any("creating" in m for m in messages)
    paths = (settings.db_path, settings.catalog_path)
    before = [os.stat(p) for p in paths]
    caplog.clear()
    with caplog.at_level(logging.INFO, logger="db"):
        engine = init_db(settings)
    after = [os.stat(p) for p in paths]
    assert [(s.st_ino, s.st_mtime_ns, s.st_size) for s in after] == [
        (s.st_ino, s.st_mtime_ns, s.st_size) for s in before
    ]
    assert not caplog.records
    intact(engine)
    engine.dispose()


def test_app_rows_survive_restart(tmp_path):
    settings = new_settings(tmp_path)
    engine = init_db(settings)
    with engine.begin() as conn:
        conn.execute(refunds.insert().values(customer_id=5, invoice_id=361, amount=0.99))
    engine.dispose()
    engine = init_db(settings)
    with engine.connect() as conn:
        row = conn.execute(text("SELECT customer_id, amount, status FROM refunds")).one()
    assert tuple(row) == (5, 0.99, "requested")
    engine.dispose()


def test_schema_constraints_enforced(engine):
    with pytest.raises(sqlalchemy.exc.IntegrityError), engine.begin() as conn:
        conn.execute(refunds.insert().values(customer_id=5, invoice_id=361, amount=-1))
    with pytest.raises(sqlalchemy.exc.IntegrityError), engine.begin() as conn:
        conn.execute(
            refunds.insert().values(customer_id=5, invoice_id=1, amount=1, approval_id=999)
        )


@pytest.mark.parametrize(
    "damage",
    ["garbage", "truncate", "empty", "no_marker"],
)
def test_damaged_catalog_is_rebuilt_with_log(tmp_path, caplog, damage, intact):
    import sqlite3

    settings = new_settings(tmp_path)
    engine = init_db(settings)
    with engine.begin() as conn:
        conn.execute(refunds.insert().values(customer_id=5, invoice_id=361, amount=0.99))
    engine.dispose()
    path = settings.catalog_path
    if damage == "garbage":
        path.write_bytes(b"this is not a database " * 500)
    elif damage == "truncate":
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 3])
    elif damage == "empty":
        path.write_bytes(b"")
    else:
        with sqlite3.connect(path) as conn:
            conn.execute(f"DELETE FROM {dbc.META_TABLE}")
    assert check_catalog(path) is not None
    with caplog.at_level(logging.WARNING, logger="db"):
        engine = init_db(settings)
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "rebuilding" in warnings[0] and str(path) in warnings[0]
    assert check_catalog(path) is None
    intact(engine)
    found = tmp_path.glob("data/catalog.sqlite.corrupt-*")
    [aside] = [p for p in found if not p.name.endswith(("-wal", "-shm"))]
    assert aside.name in warnings[0]  # kept for inspection, under the name the log gives
    with engine.connect() as conn:  # the app's records did not go with the catalog
        assert conn.execute(text("SELECT amount FROM refunds")).scalar_one() == 0.99
    engine.dispose()


def test_check_reasons(tmp_path, db_settings, engine):
    assert check_catalog(tmp_path / "nope.sqlite") == "missing"
    assert check_records(tmp_path / "nope.sqlite") == "missing"
    assert check_catalog(db_settings.catalog_path) is None
    assert check_records(db_settings.db_path) is None
    assert "catalog_meta" in check_catalog(db_settings.db_path)  # the app file is no catalog
    assert "marker" in check_records(db_settings.catalog_path)  # nor the catalog an app file
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"\x00garbage" * 1000)
    assert "not a database" in check_catalog(junk)
    assert "not a database" in check_records(junk)


def test_damaged_app_file_stops_start_up(tmp_path):
    settings = new_settings(tmp_path)
    init_db(settings).dispose()
    settings.db_path.write_bytes(b"this is not a database " * 500)
    with pytest.raises(StorageError) as err:
        init_db(settings)
    assert str(settings.db_path) in str(err.value) and "refunds" in str(err.value)
    assert settings.db_path.read_bytes() == b"this is not a database " * 500


def test_bom_and_crlf_script_loads(tmp_path, monkeypatch, intact):
    script = dbc.SQL_PATH.read_text(encoding="utf-8")
    odd = tmp_path / "Chinook_Sqlite.sql"
    odd.write_bytes(b"\xef\xbb\xbf" + script.replace("\n", "\r\n").encode("utf-8"))
    monkeypatch.setattr(dbc, "SQL_PATH", odd)
    engine = init_db(new_settings(tmp_path))
    intact(engine)
    with engine.connect() as conn:  # no stray "\r" kept in values
        name = conn.execute(text("SELECT Name FROM Artist WHERE ArtistId = 1")).scalar_one()
    assert name == "AC/DC"
    engine.dispose()


def test_failed_build_leaves_nothing_behind(tmp_path, monkeypatch):
    script = dbc.SQL_PATH.read_text(encoding="utf-8")
    cut = tmp_path / "Chinook_Sqlite.sql"
    cut.write_text(script[: script.index("INSERT INTO [Track]")], encoding="utf-8")
    monkeypatch.setattr(dbc, "SQL_PATH", cut)
    settings = new_settings(tmp_path)
    with pytest.raises(dbc.DatabaseBuildError, match="Chinook load gave"):
        init_db(settings)
    leftovers = sorted(p.name for p in settings.data_dir.iterdir() if not p.name.endswith(".lock"))
    assert leftovers == ["app.sqlite"]  # the (empty) records file; no half-built catalog


def test_db_package_imports_only_settings():
    allowed_local = {"db", "settings"}
    for path in Path(dbe.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                top = node.module.split(".")[0]
            elif isinstance(node, ast.Import):
                top = node.names[0].name.split(".")[0]
            else:
                continue
            assert top not in {"tools", "agents", "llm", "app", "graph"}, (path.name, top)
            if top in allowed_local or top in {"sqlalchemy", "__future__"}:
                continue
            assert top in {
                "contextlib", "hashlib", "json", "logging", "os", "sqlite3", "time",
                "unicodedata", "collections", "datetime", "pathlib", "fcntl", "typing",
                "tempfile", "sys", "dataclasses", "re",
                "errno",  # db.files: ENOSPC/EDQUOT, a full disk (DiskFullError)
                "psycopg",  # db.postgres: the Postgres driver (DATABASE_URL)
            }, (path.name, top)  # fmt: skip
