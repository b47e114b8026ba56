"""A full data disk (issue 21, item 4): a clear error, no record lost or half-written, and
service again once space is freed, without a restart.

Why a real full disk and not a mock: what SQLite does when a write meets ENOSPC (a commit
whose WAL frames do not fit, a ``-shm`` that cannot grow, a checkpoint that cannot extend
the database file) is the thing under test. So DATA_DIR is a small tmpfs (root mounts it;
CI runs as root), filled to the last byte by a filler file, and the app is the real one:
``agents.runtime.start`` on a scripted model, and the Gradio app over it.

Without the rights to mount, the tests skip, except under CI (``CI=true``), where they fail
saying why.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from agents.runtime import DiskFullError, Runtime, StorageError, start
from db import check_catalog, check_records
from llm.testing import ScriptedGenerate
from settings import Settings
from tests.conftest import free_port

ROOT = Path(__file__).resolve().parent.parent
DISK_SIZE = "8m"  # Chinook (~1 MiB), the records and checkpoints, with room to spare
VERIFY_5 = "I'm customer 5, email frantisekw@jetbrains.com"
VERIFY_3 = "I'm customer 3, email ftremblay@gmail.com"  # invoice 339: $5.94, needs approval
# The records whose rows must survive, unchanged, anything a full disk does.
TABLES = (
    "refunds",
    "refund_lines",
    "approvals",
    "tickets",
    "audit_log",
    "llm_calls",
    "tool_calls",
    "conversations",
    "policy_rules",
)


# ---------------------------------------------------------------- the disk


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A fresh tmpfs of ``DISK_SIZE`` at ``tmp_path/disk``, unmounted afterwards."""
    where = tmp_path / "disk"
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={DISK_SIZE},mode=0755", "tmpfs", str(where)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        reason = (
            f"cannot mount a {DISK_SIZE} tmpfs at {where} to fill it (needs root with "
            f"CAP_SYS_ADMIN; uid {os.getuid()}): {done.stderr.strip() or done.returncode}"
        )
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the full-disk tests: {reason}")
        pytest.skip(reason)
    try:
        yield where
    finally:
        if subprocess.run(["umount", str(where)], check=False).returncode != 0:
            subprocess.run(["umount", "-l", str(where)], check=False)  # a file still open


def fill(where: Path) -> Path:
    """Write (or top up) a filler file in ``where`` until the disk has not one byte left."""
    filler = where / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    try:
        for size in (1 << 20, 1 << 12, 1):
            chunk = b"\0" * size
            while True:
                try:
                    if os.write(fd, chunk) < size:
                        break
                except OSError as exc:
                    assert exc.errno == errno.ENOSPC, exc
                    break
    finally:
        os.close(fd)
    assert os.statvfs(where).f_bavail == 0
    return filler


# ---------------------------------------------------------------- reading the records


def records(data_dir: Path) -> dict[str, list[tuple]]:
    """Every row of the record tables, read from ``app.sqlite`` on a read-only connection."""
    uri = f"{(data_dir / 'app.sqlite').as_uri()}?mode=ro"
    with contextlib.closing(sqlite3.connect(uri, uri=True)) as conn:
        return {
            t: conn.execute(f"SELECT * FROM {t} ORDER BY rowid").fetchall()  # noqa: S608
            for t in TABLES
        }


def conversation_state(runtime: Runtime, threads: list[str]) -> dict[str, Any]:
    """What each thread holds: its messages, what it waits on, who is verified."""
    conv = runtime.conversations
    return {
        t: (conv.messages(t), conv.pending(t), conv.state(t).get("customer_id")) for t in threads
    }


def halves(data_dir: Path) -> list[str]:
    """Records that lack their other half: a refund, approval or ticket without its audit row
    (they are written in one transaction), or a refund without its lines."""
    uri = f"{(data_dir / 'app.sqlite').as_uri()}?mode=ro"
    with contextlib.closing(sqlite3.connect(uri, uri=True)) as conn:
        audited = {
            (event, json.loads(detail).get(key))
            for event, detail, key in [
                (e, d, k)
                for e, d in conn.execute("SELECT event, detail FROM audit_log")
                for k in ("refund_id", "approval_id", "ticket_id")
            ]
        }
        problems = []
        for (rid,) in conn.execute("SELECT id FROM refunds"):
            if ("refund_executed", rid) not in audited:
                problems.append(f"refund {rid} has no refund_executed audit row")
            if not conn.execute(
                "SELECT 1 FROM refund_lines WHERE refund_id = ?", (rid,)
            ).fetchone():
                problems.append(f"refund {rid} has no lines")
        for aid, status in conn.execute("SELECT id, status FROM approvals"):
            if ("approval_requested", aid) not in audited:
                problems.append(f"approval {aid} has no approval_requested audit row")
            if status != "pending" and ("approval_decided", aid) not in audited:
                problems.append(f"approval {aid} is {status} without an approval_decided row")
        for (tid,) in conn.execute("SELECT id FROM tickets"):
            if ("ticket_opened", tid) not in audited:
                problems.append(f"ticket {tid} has no ticket_opened audit row")
        return problems


def integrity(data_dir: Path) -> dict[str, str]:
    """``PRAGMA integrity_check`` of every SQLite file in DATA_DIR (the app closed)."""
    found = {}
    for name in ("app.sqlite", "catalog.sqlite", "checkpoints.sqlite"):
        with contextlib.closing(sqlite3.connect(data_dir / name)) as conn:
            found[name] = "; ".join(r[0] for r in conn.execute("PRAGMA integrity_check"))
    return found


WHOLE = {"app.sqlite": "ok", "catalog.sqlite": "ok", "checkpoints.sqlite": "ok"}


def assert_clear(message: str) -> None:
    """The customer's message about a full disk: what happened and what to do, no internals."""
    lowered = message.lower()
    assert "disk is full" in lowered, message
    assert "nothing was changed" in lowered and "try again later" in lowered, message
    for internal in ("Traceback", "OperationalError", "sqlite", "SQL", "/"):
        assert internal not in message, message


# ---------------------------------------------------------------- the store's day


class Store:
    """A runtime on the small disk, a scripted model, and the turns that write records."""

    def __init__(self, data_dir: Path) -> None:
        self.settings = Settings(data_dir=data_dir, port=free_port(), admin_password="s3cret")
        self.fake = ScriptedGenerate()
        self.runtime = start(self.settings, self.fake, self.fake.stream)
        self.conv = self.runtime.conversations
        self.threads: list[str] = []

    def new_thread(self) -> tuple[str, str]:
        token = self.conv.open()
        self.threads.append(self.conv.thread_of(token))
        return token, self.threads[-1]

    def write_records(self) -> dict[str, str]:
        """A verified customer with an executed refund, a refund waiting on staff, a ticket."""
        token_a, a = self.new_thread()
        self.fake.add({"route": ["invoice"], "reason": "account"})
        assert self.conv.ask(a, "my invoices").paused
        assert self.conv.ask(a, VERIFY_5).verified
        self.fake.add(
            {"route": ["invoice"], "reason": "refund"},
            {
                "tool": "request_refund",
                "args": {"invoice_id": 361, "invoice_line_ids": [1951], "reason": "broken"},
                "then": "answer",
            },
        )
        refunded = self.conv.ask(a, "Please refund invoice 361 (line 1951)")
        assert refunded.answer == "Refunded $0.99 for 1 item on invoice 361 (refund #1)."

        token_b, b = self.new_thread()
        self.fake.add(
            {"route": ["invoice"], "reason": "refund"},
            {
                "tool": "request_refund",
                "args": {"invoice_id": 339, "invoice_line_ids": [], "reason": "wrong album"},
                "then": "answer",
            },
        )
        assert self.conv.ask(b, "Please refund invoice 339").paused
        frozen = self.conv.ask(b, VERIFY_3)
        assert frozen.paused and "approval" in frozen.answer

        token_c, c = self.new_thread()
        assert "ticket #" in self.conv.ask(c, "I want to talk to a human please").answer
        self.fake.assert_consumed()
        return {"verified": token_a, "waiting": token_b, "ticket": token_c}


@pytest.fixture
def store(small_disk: Path) -> Iterator[Store]:
    s = Store(small_disk)
    try:
        yield s
    finally:
        s.runtime.close()


# ---------------------------------------------------------------- the tests


def test_a_full_disk_stops_turns_clearly_loses_nothing_and_recovers(store: Store) -> None:
    disk = store.settings.data_dir
    tokens = store.write_records()
    before, state_before = records(disk), conversation_state(store.runtime, store.threads)
    assert len(before["refunds"]) == 1 and len(before["approvals"]) == 1
    assert len(before["tickets"]) == 1 and halves(disk) == []

    filler = fill(disk)
    conv = store.conv
    verified = store.threads[0]
    # (1) A turn in a live conversation, and a new conversation: a clear error, at once.
    # (The token's last-seen write may still fit, or be a no-op within the same second.)
    with pytest.raises(DiskFullError) as turn:
        conv.ask(conv.thread_of(tokens["verified"]), "my invoices")
    assert_clear(str(turn.value))
    with pytest.raises(DiskFullError) as opened:
        conv.open()
    assert_clear(str(opened.value))
    with pytest.raises(DiskFullError):  # a ticket, on a turn that needs no model
        conv.ask(store.threads[2], "a human please, again")
    # Staff approving on a full disk: refused as a whole, the approval still pending.
    [pending] = store.runtime.admin.pending_approvals()
    with pytest.raises(DiskFullError) as decided:
        store.runtime.admin.decide(pending["id"], True, "alice")
    assert_clear(str(decided.value))
    # (2) + (3) Nothing changed, nothing half-written, every conversation as it was.
    assert records(disk) == before
    assert conversation_state(store.runtime, store.threads) == state_before
    assert halves(disk) == []

    # (4) Space freed: the same runtime serves again, no restart.
    filler.unlink()
    store.fake.add({"route": ["invoice"], "reason": "account"})
    again = conv.ask(conv.thread_of(tokens["verified"]), "my invoices")
    assert again.verified and again.answer.startswith("You have 7 invoices"), again.answer
    _, fresh = store.new_thread()
    assert "ticket #" in conv.ask(fresh, "I want to talk to a human please").answer
    store.fake.add("Good news: your refund of $5.94 was approved.")
    assert "Good news" in store.runtime.admin.decide(pending["id"], True, "alice")
    store.fake.assert_consumed()
    store.runtime.close()

    # The app closed: every file checks whole, and every earlier row is there unchanged.
    assert integrity(disk) == WHOLE
    after = records(disk)
    for table in ("refunds", "refund_lines", "tickets", "audit_log", "llm_calls", "tool_calls"):
        assert after[table][: len(before[table])] == before[table], table
    assert len(after["refunds"]) == 2 and halves(disk) == []
    assert [r[0] for r in after["approvals"]] == [r[0] for r in before["approvals"]]
    reopened = start(store.settings, ScriptedGenerate())
    try:
        state = conversation_state(reopened, store.threads)
        assert state[verified][0][: len(state_before[verified][0])] == state_before[verified][0]
        assert state[store.threads[2]] == state_before[store.threads[2]]
    finally:
        reopened.close()


def test_closing_on_a_full_disk_keeps_the_wal_and_every_record(store: Store) -> None:
    """The app stopped while the disk is full: the WAL cannot be folded into the files (they
    cannot grow), so it must be kept, and replayed whole on the next start."""
    disk = store.settings.data_dir
    store.write_records()
    before, state_before = records(disk), conversation_state(store.runtime, store.threads)
    filler = fill(disk)
    store.runtime.close()
    assert (disk / "app.sqlite-wal").stat().st_size > 0  # not folded in, not lost
    filler.unlink()
    assert integrity(disk) == WHOLE
    assert records(disk) == before
    reopened = start(store.settings, ScriptedGenerate())
    try:
        assert conversation_state(reopened, store.threads) == state_before
    finally:
        reopened.close()
    assert halves(disk) == []


def test_the_app_tells_the_customer_the_disk_is_full(store: Store) -> None:
    """The same through the real Gradio app and its API, as a client sees it."""
    from gradio_client import Client
    from gradio_client.exceptions import AppError

    import app

    demo = app.create_app(store.settings, store.runtime, "Model: scripted · test")
    demo.queue().launch(
        server_name="127.0.0.1",
        server_port=store.settings.port,
        prevent_thread_lock=True,
        quiet=True,
    )
    try:
        client = Client(f"http://127.0.0.1:{store.settings.port}/", verbose=False)
        token = client.predict(api_name="/new_conversation")
        assert "ticket #" in client.predict("a human please", token, api_name="/chat")
        filler = fill(store.settings.data_dir)
        for args, api in (((), "/new_conversation"), (("my invoices", token), "/chat")):
            with pytest.raises(AppError) as failed:
                client.submit(*args, api_name=api).result(timeout=60)
            assert_clear(str(failed.value))
        filler.unlink()
        assert client.predict(api_name="/new_conversation")
    finally:
        demo.close()


@pytest.mark.parametrize("with_records", [False, True], ids=["empty", "with-records"])
def test_start_up_on_a_full_disk_stops_with_a_clear_message(
    small_disk: Path, with_records: bool
) -> None:
    """``python app.py`` on a full DATA_DIR: exit 2 and one clear line, no traceback."""
    if with_records:
        store = Store(small_disk)
        try:
            store.write_records()
            before = records(small_disk)  # while the app is open: its close removes the WAL
        finally:
            store.runtime.close()
        assert sorted(p.name for p in small_disk.iterdir() if "-wal" in p.name) == []
        # Opening a WAL file needs room for its -shm index: on a full disk that is an I/O
        # error, which the checks must not read as damage (the catalog would be moved aside).
        for check, name in ((check_catalog, "catalog.sqlite"), (check_records, "app.sqlite")):
            fill(small_disk)
            with pytest.raises(DiskFullError, match="full disk"):
                check(small_disk / name)
    filler = fill(small_disk)
    env = {**os.environ, "DATA_DIR": str(small_disk), "PORT": str(free_port())}
    for name in ("DATABASE_URL", "LLM_BASE_URL", "MODEL_ID"):
        env.pop(name, None)
    done = subprocess.run(
        [sys.executable, "app.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2, done.stderr[-3000:]
    assert "Traceback" not in done.stderr, done.stderr[-3000:]
    [line] = [x for x in done.stderr.splitlines() if x.startswith("Cannot start:")]
    assert f"DATA_DIR {small_disk} is on a full disk" in line, line
    filler.unlink()
    if with_records:
        assert records(small_disk) == before
        assert integrity(small_disk) == WHOLE
        assert sorted(p.name for p in small_disk.iterdir() if ".corrupt-" in p.name) == []


def test_what_counts_as_a_full_disk(tmp_path: Path) -> None:
    """The errors that mean "no room" (also where no disk can be filled, e.g. Postgres')."""
    import psycopg.errors
    from sqlalchemy.exc import OperationalError

    from db import is_disk_full

    full = sqlite3.OperationalError("database or disk is full")
    assert is_disk_full(full) and is_disk_full(OSError(errno.ENOSPC, "No space left"))
    assert is_disk_full(OSError(errno.EDQUOT, "Disk quota exceeded"))
    pg = psycopg.errors.DiskFull("could not extend file: No space left on device")
    assert is_disk_full(OperationalError("INSERT ...", {}, pg))  # SQLAlchemy's wrapper
    chained = StorageError("cannot be set up")
    chained.__cause__ = full
    assert is_disk_full(chained)
    io = sqlite3.OperationalError("disk I/O error")
    io.sqlite_errorcode = 4874  # SQLITE_IOERR_SHMSIZE: full only where there is no room
    assert not is_disk_full(io) and not is_disk_full(io, tmp_path)
    assert not is_disk_full(sqlite3.OperationalError("no such table: x"))
    assert not is_disk_full(OSError(errno.EACCES, "Permission denied"))
    assert_clear(str(DiskFullError()))
    assert isinstance(DiskFullError(), StorageError)
