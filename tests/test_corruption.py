"""Finding 5 of issue 10: a damaged page must never cost a refund row or allow a double refund.

The catalog (Chinook, rebuilt from the vendored script) and the app's records live in two
files. Every table and index of each file is damaged in turn, by overwriting one of its pages
(found through ``dbstat`` / ``sqlite_master.rootpage``) with garbage, and the data directory is
started again with the real ``init_db``:

* a damaged catalog page: the catalog is moved aside under a timestamped name and rebuilt;
  every app row is still there and the refunded line is refused a second time;
* a damaged app page: start-up stops with ``StorageError`` naming the file, and the file is
  left byte for byte as it was (no rebuild, no move, nothing dropped).
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from db import StorageError, check_catalog, init_db
from db.catalog import EXPECTED_COUNTS
from db.schema import metadata
from settings import Settings
from tests.damage import (
    app_rows,
    assert_no_second_refund,
    copy_of,
    corrupt_copies,
    damage_page,
    digest,
    objects,
    pages_of,
    populate,
)


@pytest.fixture(scope="module")
def pristine(tmp_path_factory) -> tuple[Path, dict[str, list[tuple]]]:
    """A populated data dir to copy, and its app rows."""
    settings = Settings(data_dir=tmp_path_factory.mktemp("pristine"))
    populate(settings)
    engine = init_db(settings)
    rows = app_rows(engine)
    engine.dispose()
    assert rows["refunds"] and rows["refund_lines"] and rows["approvals"]
    return settings.data_dir, rows


# ---------------------------------------------------------------- damage, file by file


def test_every_catalog_page_damage_is_rebuilt_and_keeps_every_app_row(pristine, tmp_path):
    pristine_dir, rows = pristine
    catalog = Settings(data_dir=pristine_dir).catalog_path
    cases = [(name, page) for _, name in objects(catalog) for page in pages_of(catalog, name)[:1]]
    big = [n for n in EXPECTED_COUNTS if len(pages_of(catalog, n)) > 2]
    cases += [(name, pages_of(catalog, name)[-1]) for name in big]  # a leaf, not the root
    assert {n for n, _ in cases} >= set(EXPECTED_COUNTS)  # every Chinook table is damaged
    for i, (name, page) in enumerate(cases):
        settings = copy_of(pristine_dir, tmp_path / f"c{i}")
        damage_page(settings.catalog_path, page)
        assert check_catalog(settings.catalog_path) is not None, f"{name}: damage not seen"
        engine = init_db(settings)
        try:
            assert check_catalog(settings.catalog_path) is None
            with engine.connect() as conn:
                got = {
                    t: conn.execute(text(f'SELECT count(*) FROM "{t}"')).scalar_one()
                    for t in EXPECTED_COUNTS
                }
            assert got == EXPECTED_COUNTS, name
            assert app_rows(engine) == rows, f"{name}: app rows changed"
            assert len(corrupt_copies(settings.data_dir)) == 1, name
            assert_no_second_refund(engine, settings)
        finally:
            engine.dispose()


def test_every_app_page_damage_stops_start_up_naming_the_file(pristine, tmp_path):
    pristine_dir, _ = pristine
    app = Settings(data_dir=pristine_dir).db_path
    cases = [(name, pages_of(app, name)[0]) for _, name in objects(app)]
    assert {n for n, _ in cases} >= set(metadata.tables)  # every app table is damaged
    cases.append(("file header", 1))
    for i, (name, page) in enumerate(cases):
        settings = copy_of(pristine_dir, tmp_path / f"a{i}")
        damage_page(settings.db_path, page)
        before = digest(settings.db_path)
        listing = sorted(p.name for p in settings.data_dir.iterdir())
        for _ in range(2):  # a second start refuses too: nothing was "fixed" by dropping it
            with pytest.raises(StorageError) as err:
                init_db(settings)
            assert str(settings.db_path) in str(err.value), name
            assert "not" in str(err.value).lower() and "refund" in str(err.value), name
        assert digest(settings.db_path) == before, f"{name}: the app file was modified"
        after = sorted(p.name for p in settings.data_dir.iterdir() if not p.name.endswith(".lock"))
        assert after == [n for n in listing if not n.endswith(".lock")], name


def test_emptied_or_truncated_app_file_is_refused_not_recreated(pristine, tmp_path):
    pristine_dir, _ = pristine
    for i, cut in enumerate((0, 4096, 100)):
        settings = copy_of(pristine_dir, tmp_path / f"t{i}")
        data = settings.db_path.read_bytes()
        settings.db_path.write_bytes(data[:cut])
        with pytest.raises(StorageError, match=str(settings.db_path)):
            init_db(settings)
        assert settings.db_path.read_bytes() == data[:cut]


def test_a_lost_app_table_is_refused_not_recreated_empty(pristine, tmp_path):
    settings = copy_of(pristine[0], tmp_path / "d")
    with contextlib.closing(sqlite3.connect(settings.db_path)) as conn:
        conn.execute("DROP TABLE refund_lines")  # as if its sqlite_master row were lost
        conn.commit()
    with pytest.raises(StorageError, match="refund_lines"):
        init_db(settings)


def test_corrupt_copies_are_timestamped_and_never_overwritten(pristine, tmp_path):
    settings = copy_of(pristine[0], tmp_path / "d")
    seen: dict[Path, str] = {}
    for round_ in range(3):  # three damages, most likely within the same second
        damage_page(settings.catalog_path, pages_of(settings.catalog_path, "Track")[0])
        init_db(settings).dispose()
        copies = corrupt_copies(settings.data_dir)
        assert len(copies) == round_ + 1
        for path in copies:
            assert seen.setdefault(path, digest(path)) == digest(path), path
    engine = init_db(settings)
    assert_no_second_refund(engine, settings)
    engine.dispose()


# ---------------------------------------------------------------- salvage, by hand


def test_salvage_copies_every_row_that_reads_and_only_reads_the_damaged_file(pristine, tmp_path):
    from db.salvage import main

    settings = copy_of(pristine[0], tmp_path / "d")
    engine = init_db(settings)
    with engine.begin() as conn:  # enough audit rows for several leaf pages
        conn.execute(
            text("INSERT INTO audit_log (event, detail) VALUES ('filler', :d)"),
            [{"d": f'{{"n": {i}, "pad": "{"x" * 200}"}}'} for i in range(2000)],
        )
        filler = conn.execute(text("SELECT count(*) FROM audit_log")).scalar_one()
    rows = app_rows(engine)
    engine.dispose()
    leaf = pages_of(settings.db_path, "audit_log")[5]  # one leaf in the middle
    damage_page(settings.db_path, leaf)
    before = digest(settings.db_path)
    with pytest.raises(StorageError, match="db.salvage"):
        init_db(settings)

    assert main([str(settings.data_dir)]) == 1  # 1: something could not be read
    assert digest(settings.db_path) == before
    [copy] = [p for p in settings.data_dir.glob("app.sqlite.salvaged-*") if "-wal" not in p.name]
    with contextlib.closing(sqlite3.connect(copy)) as conn:
        kept = conn.execute("SELECT count(*) FROM audit_log").fetchone()[0]
        refund_rows = sorted(map(tuple, conn.execute("SELECT * FROM refunds").fetchall()))
    assert filler - 100 < kept < filler  # one page of rows lost, the pages after it kept
    assert refund_rows == rows["refunds"]

    settings.db_path.rename(settings.data_dir / "app.sqlite.damaged")
    copy.rename(settings.db_path)
    engine = init_db(settings)  # the salvaged file is a valid records file
    try:
        for name in ("refunds", "refund_lines", "approvals", "policy_rules", "tickets"):
            assert app_rows(engine)[name] == rows[name], name
        assert_no_second_refund(engine, settings)
    finally:
        engine.dispose()
