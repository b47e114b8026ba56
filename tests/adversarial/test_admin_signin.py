"""Finding 7: the admin password cannot be brute-forced, sessions end, identity is the account.

Before the fix the private ``sign_in`` event answered 200 guesses by ``fn_index`` in 11 s with
no delay, no lockout and no audit row; a signed-in page stayed signed in forever with no way
out; and the staff name recorded with a decision was whatever was typed in a text box.

The real app runs over a scripted model with a hand-driven clock injected into its staff desk,
so back-off, lockout and expiry are tested without sleeping. Calls are raw ``queue/join``
requests with a session hash we choose (the way a browser tab keeps its ``gr.State``) and, for
the rotating-address test, a chosen loopback source address.
"""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import pytest
from sqlalchemy import text

from llm.testing import ScriptedGenerate
from tests.adversarial.conftest import fn_index
from tests.app_process import queue_event
from tests.conftest import free_port

NAME, PASSWORD = "alice", "correct-horse"
SIGN_INS = "SELECT * FROM audit_log WHERE event = 'staff_sign_in'"


class Clock:
    def __init__(self) -> None:
        self.now = 2_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Server:
    """The running app, its database and clock, and raw calls into it."""

    def __init__(self, url: str, demo: Any, engine: Any, clock: Clock, settings: Any) -> None:
        self.url, self.demo, self.engine, self.clock, self.settings = (
            url,
            demo,
            engine,
            clock,
            settings,
        )

    def call(
        self,
        fn: str,
        data: list[Any],
        session: str,
        source: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> str:
        """One event by fn_index in the browser session ``session``; its outputs as JSON text."""
        transport = httpx.HTTPTransport(local_address=source) if source else None
        with httpx.Client(
            base_url=self.url, timeout=30, transport=transport, headers=headers
        ) as http:
            found = queue_event(http, fn_index(self.demo, fn), data, session)
        if found is None:
            raise AssertionError("no result")
        return json.dumps(found)

    def sign_in(
        self, session: str, name: str, password: str, source: str | None = None, **kw: Any
    ) -> str:
        return self.call("sign_in", [name, password, "audit_log", "", ""], session, source, **kw)

    def rows(self, sql: str, **params: Any) -> list[dict]:
        with self.engine.connect() as conn:
            return [dict(r) for r in conn.execute(text(sql), params).mappings()]

    def pending_approval(self) -> int:
        from support import approvals, policy

        verdict = policy.evaluate(self.engine, self.settings, 5, 361, [])
        return approvals.create(self.engine, None, 5, verdict, "bad files", "All bad!")

    def status(self, approval_id: int) -> dict:
        [row] = self.rows("SELECT * FROM approvals WHERE id = :i", i=approval_id)
        return row


@pytest.fixture
def server(tmp_path):
    import app
    from agents.runtime import start
    from settings import Settings
    from support.staff import Staff

    fake = ScriptedGenerate()
    clock = Clock()
    settings = Settings(
        data_dir=tmp_path,
        port=free_port(),
        admin_password="s3cret",
        admin_users=f"{NAME}:{PASSWORD}",
        admin_session_minutes=60,
    )
    runtime = start(settings, fake, fake.stream)
    runtime.admin.staff = Staff.from_settings(runtime.admin.engine, settings, clock=clock)
    demo = app.create_app(settings, runtime, "Model: scripted · test")
    demo.queue().launch(
        server_name="127.0.0.1", server_port=settings.port, prevent_thread_lock=True, quiet=True
    )
    try:
        yield Server(
            f"http://127.0.0.1:{settings.port}", demo, runtime.admin.engine, clock, settings
        )
    finally:
        demo.close()
    fake.assert_consumed()


def test_sixty_guesses_by_fn_index_are_throttled_locked_and_audited(server):
    answers, slowest = [], 0.0
    for i in range(60):
        start = time.perf_counter()
        answers.append(server.sign_in(f"guess-{i}", NAME, f"guess-{i:04d}"))
        slowest = max(slowest, time.perf_counter() - start)
    wrong = sum("Wrong name or password" in a for a in answers)
    refused = sum("Too many" in a for a in answers)
    assert wrong == 3 and refused == 57  # three free guesses, then nothing is even checked
    assert slowest < 5  # refusals answer at once: no sleeping thread holds the queue
    events = server.rows(SIGN_INS)
    assert len(events) == 60 and all(json.loads(e["detail"])["client"] for e in events)
    assert sum(json.loads(e["detail"])["outcome"] == "wrong" for e in events) == 3

    # Ten minutes later the guesser is still held to one guess at a time, far apart ...
    for step in range(7):
        server.clock.advance(600)
        server.sign_in("late", NAME, f"late-{step}")
    # ... and by now locked out: the right password is refused too.
    locked = server.sign_in("owner", NAME, PASSWORD)
    assert "locked" in locked and "Signed in" not in locked
    assert server.rows("SELECT * FROM staff_sessions") == []
    server.clock.advance(15 * 60)
    assert "Signed in as alice" in server.sign_in("owner", NAME, PASSWORD)


def test_rotating_source_addresses_hit_the_global_limit(server):
    outcomes = []
    for i in range(2, 42):
        answer = server.sign_in(f"rot-{i}", NAME, "nope-nope", source=f"127.0.0.{i}")
        outcomes.append("Wrong" in answer)
    assert sum(outcomes) == 30 and not any(outcomes[30:])
    clients = {json.loads(e["detail"])["client"] for e in server.rows(SIGN_INS)}
    assert "127.0.0.2" in clients and "127.0.0.41" in clients  # the real peer is recorded


def test_a_forged_forwarded_for_header_is_not_a_new_client(server):
    answers = [
        server.sign_in(
            f"xff-{i}",
            NAME,
            "nope-nope",
            source="127.0.0.2",  # not a trusted proxy (uvicorn trusts 127.0.0.1 by default)
            headers={"X-Forwarded-For": f"10.9.8.{i}"},
        )
        for i in range(6)
    ]
    assert ["Wrong" in a for a in answers] == [True, True, True, False, False, False]
    clients = {json.loads(e["detail"])["client"] for e in server.rows(SIGN_INS)}
    assert clients == {"127.0.0.2"}


def test_decisions_record_the_signed_in_account_and_expire_with_the_session(server):
    first = server.pending_approval()
    signed = server.sign_in("tab", NAME, PASSWORD)
    assert "Signed in as alice" in signed and "8.91" in signed
    assert "approved" in server.call("approve", [None, first, ""], "tab")
    assert server.status(first)["decided_by"] == "alice"  # from the session, never typed

    second = server.pending_approval()
    server.clock.advance(61 * 60)
    answer = server.call("approve", [None, second, ""], "tab")
    assert "expired" in answer and server.status(second)["status"] == "pending"
    refreshed = server.call("refresh", [None, "audit_log", "", ""], "tab")
    assert "8.91" not in refreshed  # nothing is shown to an expired page


def test_a_signed_out_page_cannot_act(server):
    approval = server.pending_approval()
    server.sign_in("tab", "admin", "s3cret")
    assert "Signed out" in server.call("sign_out", [None], "tab")
    [ended] = server.rows("SELECT ended FROM staff_sessions")
    assert ended["ended"] is not None  # ended on the server, not only forgotten by the page
    answer = server.call("approve", [None, approval, ""], "tab")
    assert "Sign in" in answer and server.status(approval)["status"] == "pending"
    out = server.rows("SELECT actor FROM audit_log WHERE event = 'staff_sign_out'")
    assert out == [{"actor": "admin"}]


@pytest.mark.parametrize(
    "forged",
    [
        "forged-token",
        True,
        {"staff": "alice", "token": "x"},
        "A" * 43,
    ],
)
def test_events_by_fn_index_without_signing_in_are_refused(server, forged):
    approval = server.pending_approval()
    for fn, data in [
        ("approve", [forged, approval, "ok"]),
        ("reject", [forged, approval, "no"]),
        ("close_ticket", [forged, 1]),
        ("update_rule", [forged, "auto_approve_max", "9999"]),
    ]:
        answer = server.call(fn, data, "stranger")
        assert "Sign in" in answer, (fn, answer)
    assert server.status(approval)["status"] == "pending"
    rule = server.rows("SELECT value FROM policy_rules WHERE key = 'auto_approve_max'")
    assert "9999" not in json.dumps(rule)
    shown = server.call("refresh", [forged, "audit_log", "", ""], "stranger")
    assert "8.91" not in shown and "approval_requested" not in shown
