"""Upgrade from the single store.sqlite of earlier releases, and start-up storage errors.

The finding-5 case on upgrade: an old store whose Chinook pages are damaged still hands over
every refund row; an old store whose app pages are damaged is refused, untouched. A corrupt
checkpoint file and an unusable DATA_DIR stop start-up with a message naming them.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from sqlalchemy import text

from db import StorageError, init_db
from db.catalog import EXPECTED_COUNTS
from db.schema import metadata
from settings import Settings
from support import approvals, policy, refunds
from tests.damage import (
    REFUND,
    app_rows,
    assert_no_second_refund,
    copy_of,
    damage_page,
    digest,
    pages_of,
)

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
    with contextlib.closing(sqlite3.connect(other)) as conn:
        # Built in the same second, the two stores could be byte-identical: make them differ.
        with conn:
            conn.execute("INSERT INTO audit_log (event, actor) VALUES ('only-in-other', 'test')")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
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


def as_nobody(code: str) -> subprocess.CompletedProcess:
    """Run ``code`` in this checkout as uid/gid 65534, the way a Space (never root) runs."""
    return subprocess.run(
        ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
         sys.executable, "-c", code],
        cwd=Path(__file__).resolve().parents[1],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


START = (
    "from agents.runtime import start\nfrom db import StorageError\n"
    "from llm.testing import ScriptedGenerate\nfrom settings import Settings\n"
    "from pathlib import Path\nfake = ScriptedGenerate()\n"
    "try:\n    start(Settings(data_dir=Path({data_dir!r})), fake, fake.stream)\n"
    "except StorageError as exc:\n    print('STORAGE', exc)\n"
)


def nobody_can_run_this_checkout() -> bool:
    """Whether uid 65534 can import this checkout (a private clone dir, mode 0700, it cannot;
    .ci/run opens the clone dir for it, so in CI these tests run rather than skip)."""
    if shutil.which("setpriv") is None or os.geteuid() != 0:
        return False
    return as_nobody("import agents.runtime").returncode == 0


needs_setpriv = pytest.mark.skipif(
    not os.environ.get("CI") and not nobody_can_run_this_checkout(),
    reason="needs root, setpriv, and a checkout uid 65534 can read",
)


@pytest.fixture
def shared_tmp():
    """A temp dir uid 65534 can reach (pytest's own tmp dirs are root-only)."""
    root = Path(tempfile.mkdtemp(prefix="nobody-"))
    os.chmod(root, 0o755)
    yield root
    shutil.rmtree(root)


@needs_setpriv
def test_read_only_data_dir_is_a_clear_error_for_a_non_root_user(shared_tmp):
    """As root chmod stops nothing, so the check runs as uid 65534 (every Space is non-root)."""
    data_dir = shared_tmp / "data"
    data_dir.mkdir()
    os.chmod(data_dir, 0o555)  # not writable for uid 65534
    proc = as_nobody(START.format(data_dir=str(data_dir)))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("STORAGE") and f"DATA_DIR {data_dir}" in proc.stdout
    assert "not writable" in proc.stdout
    assert list(data_dir.iterdir()) == []


@needs_setpriv
@pytest.mark.parametrize("name", ["app.sqlite", "checkpoints.sqlite"])
def test_records_file_of_another_user_is_a_clear_error_for_a_non_root_user(shared_tmp, name):
    """A file SQLite would silently open read-only: the first refund would fail, not start-up."""
    data_dir = shared_tmp / "data"
    data_dir.mkdir()
    init_db(Settings(data_dir=data_dir)).dispose()  # made by root
    from agents.runner import open_checkpointer

    open_checkpointer(data_dir / "checkpoints.sqlite").conn.close()
    os.chmod(data_dir, 0o1777)  # the directory is writable for everyone, the files are not
    proc = as_nobody(START.format(data_dir=str(data_dir)))
    assert proc.returncode == 0, proc.stderr
    if name == "checkpoints.sqlite":  # make app.sqlite theirs: the next file is the problem
        assert str(data_dir / "app.sqlite") in proc.stdout
        for p in data_dir.iterdir():
            os.chown(p, 65534, 65534)
        os.chown(data_dir / name, 0, 0)
        proc = as_nobody(START.format(data_dir=str(data_dir)))
    assert proc.stdout.startswith("STORAGE") and str(data_dir / name) in proc.stdout, proc
    assert "not writable by this user (uid 65534)" in proc.stdout
