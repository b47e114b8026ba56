"""Finding 5 over HTTP: a damaged catalog page must not wipe refund history or re-open a refund.

Before the fix, one damaged page anywhere in ``store.sqlite`` made start-up move the whole
file aside and rebuild Chinook: the refund made over ``/chat`` was gone and the same line
was refunded again. Here the real app (real Gradio server, real files, scripted model) is
started on a data dir, a refund is made through ``/chat``, the server is stopped, a page of
``InvoiceLine`` in ``catalog.sqlite`` is overwritten with garbage, and the app is started
again on the same DATA_DIR.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from pathlib import Path

import pytest

from llm.testing import ScriptedGenerate
from settings import Settings
from tests.adversarial.conftest import new_conversation
from tests.conftest import free_port

VERIFY_5 = "customer 5, frantisekw@jetbrains.com"
REFUND_1951 = (
    {"route": ["invoice"], "reason": "refund"},
    {
        "tool": "request_refund",
        "args": {"invoice_id": 361, "invoice_line_ids": [1951], "reason": "track skips"},
        "then": "answer",
    },
)


@pytest.fixture
def app_on(tmp_path):
    """``serve()`` starts the real app on one DATA_DIR; ``stop()`` shuts the latest down."""
    from gradio_client import Client

    import app
    from agents.runtime import start

    running: list = []

    class Server:
        data_dir = tmp_path / "data"

        def serve(self):
            fake = ScriptedGenerate()
            settings = Settings(data_dir=self.data_dir, port=free_port(), admin_password="s3cret")
            runtime = start(settings, fake, fake.stream)
            demo = app.create_app(settings, runtime, "Model: scripted · test")
            demo.queue().launch(
                server_name="127.0.0.1",
                server_port=settings.port,
                prevent_thread_lock=True,
                quiet=True,
            )
            running.append((demo, runtime, fake))
            return Client(f"http://127.0.0.1:{settings.port}/", verbose=False), fake, runtime

        def stop(self):
            demo, runtime, fake = running.pop()
            demo.close()
            runtime.admin.engine.dispose()  # the last connection checkpoints the WAL
            fake.assert_consumed()

    server = Server()
    yield server
    while running:
        server.stop()


def damage_root_page(path: Path, table: str) -> None:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        size = conn.execute("PRAGMA page_size").fetchone()[0]
        (page,) = conn.execute(
            "SELECT pageno FROM dbstat WHERE name = ? AND path = '/'", (table,)
        ).fetchone()
    with open(path, "r+b") as fh:
        fh.seek((page - 1) * size)
        fh.write(b"\xa5" * size)


def refund_over_http(client, fake) -> str:
    """Ask for the refund of line 1951, verify as customer 5; the refund tool's output."""
    token = new_conversation(client)
    fake.add(*REFUND_1951)  # the answer is the refund tool's own sentence (no model call)
    asked = client.predict("Please refund line 1951 of invoice 361", token, api_name="/chat")
    assert "verify" in asked.lower()
    trace = client.predict(VERIFY_5, token, api_name="/chat_trace")
    assert trace["verified"] is True, trace
    assert trace["answer"] == json.loads(
        next(s for s in trace["steps"] if "request_refund" in s["title"])["body"]
    ).get("message", trace["answer"])
    [step] = [s for s in trace["steps"] if "request_refund" in s["title"]]
    return step["body"]


def test_refund_history_survives_a_damaged_catalog_and_the_refund_is_refused(app_on):
    client, fake, runtime = app_on.serve()
    first = refund_over_http(client, fake)
    assert "Refunded $0.99" in first
    [made] = runtime.admin.recent("refunds")
    assert made["status"] == "executed" and made["invoice_id"] == 361
    app_on.stop()

    catalog = app_on.data_dir / "catalog.sqlite"
    damage_root_page(catalog, "InvoiceLine")
    with contextlib.closing(sqlite3.connect(catalog)) as conn, pytest.raises(sqlite3.DatabaseError):
        conn.execute("SELECT sum(UnitPrice) FROM InvoiceLine").fetchone()  # the damage is real

    client, fake, runtime = app_on.serve()  # start-up moves the catalog aside and rebuilds it
    assert [p.name for p in app_on.data_dir.glob("catalog.sqlite.corrupt-*")]
    [kept] = runtime.admin.recent("refunds")
    assert (kept["id"], kept["idempotency_key"], kept["status"]) == (
        made["id"],
        made["idempotency_key"],
        "executed",
    )
    second = refund_over_http(client, fake)
    assert "already refunded" in second and "Refunded $0.99" not in second
    assert len(runtime.admin.recent("refunds")) == 1
    verdicts = [r for r in runtime.admin.recent("audit_log") if r["event"] == "verdict"]
    assert verdicts[0]["detail"]["rule"] == "already_refunded"  # newest first
