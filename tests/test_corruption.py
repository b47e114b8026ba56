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
import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from db import StorageError, check_catalog, init_db
from db.catalog import EXPECTED_COUNTS
from db.schema import metadata
from settings import Settings
from support import approvals, audit, policy, refunds, tickets

REFUND = (5, 361, [1951])  # ALLOW: $0.99, inside the window, under auto_approve_max


def objects(path: Path) -> list[tuple[str, str]]:
    """Every (type, name) of a table or index with its own b-tree in the file."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return conn.execute(
            "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'index') "
            "AND rootpage > 0 ORDER BY type, name"
        ).fetchall()


def pages_of(path: Path, name: str) -> list[int]:
    """The pages of one b-tree, root first (``dbstat`` lists them by path: "/" is the root)."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        rows = conn.execute(
            "SELECT pageno FROM dbstat WHERE name = ? ORDER BY path", (name,)
        ).fetchall()
    return [r[0] for r in rows]


def damage_page(path: Path, pageno: int) -> None:
    """Overwrite one whole page with garbage, as a torn write or a bad sector would."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    assert not Path(f"{path}-wal").exists(), "the WAL must be checkpointed before damaging"
    with open(path, "r+b") as fh:
        fh.seek((pageno - 1) * size)
        fh.write(b"\xa5" * size)


def corrupt_copies(data_dir: Path) -> list[Path]:
    """The moved-aside catalogs (not their -wal/-shm sidecars)."""
    found = data_dir.glob("catalog.sqlite.corrupt-*")
    return sorted(p for p in found if not p.name.endswith(("-wal", "-shm", "-journal")))


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def app_rows(engine) -> dict[str, list[tuple]]:
    """Every row of every app table (the main schema), in a comparable form."""
    with engine.connect() as conn:
        names = [
            r[0]
            for r in conn.exec_driver_sql(
                "SELECT name FROM main.sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%'"
            )
        ]
        return {
            n: sorted(map(tuple, conn.exec_driver_sql(f'SELECT * FROM main."{n}"').all()), key=repr)
            for n in names
        }


def populate(settings: Settings) -> None:
    """A data dir with a refund, a pending approval, a rule edit, a ticket and audit rows."""
    engine = init_db(settings)
    try:
        verdict = policy.evaluate(engine, settings, 5, 361, [])
        assert verdict.decision == "REQUIRES_APPROVAL"
        approvals.create(engine, "thread-9", 5, verdict, "files corrupt", "All 9 are bad!")
        done = refunds.execute(engine, settings, *REFUND, "track skips", thread_id="t1")
        assert done["status"] == "executed"
        policy.update_rule(engine, "hard_cap", 90, "alice")
        tickets.open_ticket(engine, "t1", 5, "shouting", "anger", "WHY")
        audit.record_llm_call(engine, "t1", "manager", "m", [], "ok", 1, 1, 0.1)
        audit.record_tool_call(engine, "t1", "invoice", "request_refund", {}, {}, 0.1)
    finally:
        engine.dispose()  # closing the last connection checkpoints the WAL into the file


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


def copy_of(pristine_dir: Path, dest: Path) -> Settings:
    shutil.copytree(pristine_dir, dest, ignore=shutil.ignore_patterns("*.lock"))
    return Settings(data_dir=dest)


def assert_no_second_refund(engine, settings: Settings) -> None:
    again = refunds.execute(engine, settings, *REFUND, "again")
    assert again["status"] == "already_executed", again
    whole = refunds.execute(engine, settings, 5, 361, [], "the rest too")
    assert (whole["status"], whole["rule"]) == ("denied", "already_refunded"), whole
    with engine.connect() as conn:
        n = conn.execute(text("SELECT count(*) FROM refund_lines")).scalar_one()
        executed = conn.execute(
            text("SELECT count(*) FROM refunds WHERE status = 'executed'")
        ).scalar_one()
    assert (n, executed) == (1, 1)


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


# ---------------------------------------------------------------- upgrade from store.sqlite


def legacy_store(data_dir: Path) -> Path:
    """``store.sqlite`` as the release before issue 10 built it: Chinook and app rows in one."""
    from sqlalchemy import create_engine
    from sqlalchemy.engine import URL

    import db.catalog

    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "store.sqlite"
    with contextlib.closing(sqlite3.connect(path)) as conn:
        conn.executescript("BEGIN;\n" + db.catalog.read_script() + "\nCOMMIT;")
        conn.execute("PRAGMA journal_mode = WAL")
    engine = create_engine(URL.create("sqlite", database=str(path)))
    try:
        metadata.create_all(engine)
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO app_meta (key, value) VALUES ('chinook_loaded', '{}')"))
        settings = Settings(data_dir=data_dir)
        verdict = policy.evaluate(engine, settings, 5, 361, [])
        approvals.create(engine, "thread-9", 5, verdict, "files corrupt", "All 9 are bad!")
        assert refunds.execute(engine, settings, *REFUND, "skips")["status"] == "executed"
        policy.update_rule(engine, "hard_cap", 90, "alice")
    finally:
        engine.dispose()
    return path


def legacy_app_rows(path: Path) -> dict[str, list[tuple]]:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        names = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
            if r[0] not in EXPECTED_COUNTS
        ]
        return {n: sorted(conn.execute(f'SELECT * FROM "{n}"').fetchall(), key=repr) for n in names}


@pytest.fixture(scope="module")
def legacy_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("legacy") / "data"
    legacy_store(d)
    return d


def test_store_sqlite_is_migrated_row_for_row_and_kept(legacy_dir, tmp_path):
    settings = copy_of(legacy_dir, tmp_path / "d")
    old_rows = legacy_app_rows(settings.legacy_db_path)
    assert old_rows["refunds"] and old_rows["approvals"] and old_rows["policy_rules"]
    engine = init_db(settings)
    try:
        new_rows = app_rows(engine)
        for name, rows in old_rows.items():
            if name == "app_meta":  # gains the app_created / app_tables / migrated_from rows
                assert set(rows) <= set(new_rows[name])
            else:
                assert new_rows[name] == rows, name
        assert not settings.legacy_db_path.exists()
        [kept] = settings.data_dir.glob("store.sqlite.migrated-*")
        assert legacy_app_rows(kept) == old_rows  # the old file is renamed, never deleted
        with engine.connect() as conn:
            marker = conn.execute(
                text("SELECT value FROM app_meta WHERE key = 'migrated_from'")
            ).scalar_one()
        assert kept.name in marker and '"refunds": 1' in marker
        assert_no_second_refund(engine, settings)
    finally:
        engine.dispose()
    engine = init_db(settings)  # a second start migrates nothing again
    assert len(list(settings.data_dir.glob("store.sqlite.migrated-*"))) == 1
    engine.dispose()


@pytest.mark.parametrize("table", ["Track", "InvoiceLine", "Customer"])
def test_store_sqlite_with_a_damaged_chinook_page_keeps_refund_history(legacy_dir, tmp_path, table):
    """The finding itself: the old release moved the whole file aside and lost the refunds."""
    settings = copy_of(legacy_dir, tmp_path / "d")
    old_rows = legacy_app_rows(settings.legacy_db_path)
    damage_page(settings.legacy_db_path, pages_of(settings.legacy_db_path, table)[0])
    engine = init_db(settings)
    try:
        assert app_rows(engine)["refunds"] == old_rows["refunds"]
        assert app_rows(engine)["refund_lines"] == old_rows["refund_lines"]
        assert_no_second_refund(engine, settings)
    finally:
        engine.dispose()


@pytest.mark.parametrize("table", ["refunds", "refund_lines", "approvals", "sqlite_master"])
def test_store_sqlite_with_a_damaged_app_page_is_refused_untouched(legacy_dir, tmp_path, table):
    settings = copy_of(legacy_dir, tmp_path / "d")
    page = 1 if table == "sqlite_master" else pages_of(settings.legacy_db_path, table)[0]
    damage_page(settings.legacy_db_path, page)
    before = digest(settings.legacy_db_path)
    with pytest.raises(StorageError) as err:
        init_db(settings)
    assert str(settings.legacy_db_path) in str(err.value)
    assert digest(settings.legacy_db_path) == before
    assert not settings.db_path.exists()
    assert not list(settings.data_dir.glob("app.sqlite*[!k]"))  # no half-made app file


def test_interrupted_migration_finishes_and_a_different_store_is_refused(legacy_dir, tmp_path):
    settings = copy_of(legacy_dir, tmp_path / "d")
    init_db(settings).dispose()
    [kept] = settings.data_dir.glob("store.sqlite.migrated-*")
    shutil.copy(kept, settings.legacy_db_path)  # as if the rename had not happened
    engine = init_db(settings)
    assert len(app_rows(engine)["refunds"]) == 1  # not copied twice
    engine.dispose()
    assert not settings.legacy_db_path.exists()
    assert len(list(settings.data_dir.glob("store.sqlite.migrated-*"))) == 2

    other = legacy_store(tmp_path / "other")  # a store with rows app.sqlite never saw
    shutil.copy(other, settings.legacy_db_path)
    with pytest.raises(StorageError) as err:
        init_db(settings)
    assert str(settings.legacy_db_path) in str(err.value) and str(settings.db_path) in str(
        err.value
    )
    assert settings.legacy_db_path.exists()


# ---------------------------------------------------------------- checkpoints and DATA_DIR


def test_corrupt_checkpoint_file_is_named(tmp_path):
    from agents.runner import open_checkpointer, open_store

    path = tmp_path / "checkpoints.sqlite"
    path.write_bytes(b"this is not a database " * 300)
    for opener in (open_checkpointer, open_store):
        with pytest.raises(StorageError) as err:
            opener(path)
        assert str(path) in str(err.value) and "conversation" in str(err.value)


def test_damaged_checkpoint_page_is_named(tmp_path):
    from agents.runner import open_checkpointer

    path = tmp_path / "checkpoints.sqlite"
    saver = open_checkpointer(path)
    saver.conn.close()
    damage_page(path, pages_of(path, "checkpoints")[0])
    with pytest.raises(StorageError, match=str(path)):
        open_checkpointer(path)


def test_start_stops_on_a_corrupt_checkpoint_file(tmp_path):
    from agents.runtime import start
    from llm.testing import ScriptedGenerate

    settings = Settings(data_dir=tmp_path)
    settings.checkpoint_path.write_bytes(b"\x00garbage" * 1000)
    fake = ScriptedGenerate()
    with pytest.raises(StorageError, match=str(settings.checkpoint_path)):
        start(settings, fake, fake.stream)


@pytest.mark.parametrize("shape", ["file", "under_file"])
def test_data_dir_that_is_not_a_directory_is_a_clear_error(tmp_path, shape):
    from agents.runner import open_checkpointer
    from agents.runtime import start
    from llm.testing import ScriptedGenerate

    blocker = tmp_path / "blocker"
    blocker.write_text("not a directory")
    data_dir = blocker if shape == "file" else blocker / "data"
    settings = Settings(data_dir=data_dir)
    fake = ScriptedGenerate()
    for call in (
        lambda: init_db(settings),
        lambda: open_checkpointer(settings.checkpoint_path),
        lambda: start(settings, fake, fake.stream),
    ):
        with pytest.raises(StorageError) as err:
            call()
        assert "DATA_DIR" in str(err.value) and str(data_dir) in str(err.value)
    assert blocker.read_text() == "not a directory"


@pytest.mark.skipif(
    shutil.which("setpriv") is None or not hasattr(__import__("os"), "geteuid"),
    reason="needs setpriv",
)
def test_read_only_data_dir_is_a_clear_error_for_a_non_root_user():
    """As root chmod stops nothing, so the check runs as uid 65534 (every Space is non-root)."""
    import os
    import subprocess
    import sys
    import tempfile

    if os.geteuid() != 0:
        pytest.skip("needs root to switch to uid 65534")
    root = Path(tempfile.mkdtemp(prefix="ro-data-"))
    try:
        os.chmod(root, 0o755)
        data_dir = root / "data"
        data_dir.mkdir(mode=0o555)
        os.chmod(data_dir, 0o555)  # not writable for uid 65534
        code = (
            "from db import StorageError, init_db\nfrom settings import Settings\n"
            f"try:\n    init_db(Settings(data_dir={str(data_dir)!r}))\n"
            "except StorageError as exc:\n    print('STORAGE', exc)\n"
        )
        proc = subprocess.run(
            ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
             sys.executable, "-c", code],
            cwd=Path(__file__).resolve().parents[1],
            capture_output=True, text=True, timeout=120,
        )  # fmt: skip
        assert proc.returncode == 0, proc.stderr
        assert proc.stdout.startswith("STORAGE") and str(data_dir) in proc.stdout, proc.stdout
        assert "not writable" in proc.stdout
        assert list(data_dir.iterdir()) == []
    finally:
        shutil.rmtree(root)
