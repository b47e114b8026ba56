"""Refund executor and the request_refund tool: one refund per request, whatever happens."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from db import open_engine
from support import approvals, policy, refunds
from tests.helpers import count, race
from tools import registry
from tools.base import ToolContext

pytestmark = pytest.mark.both_backends  # storage tests: SQLite and Postgres (fixtures_db)


def events(engine, event):
    with engine.connect() as conn:
        return conn.execute(
            text("SELECT actor, customer_id, thread_id, detail FROM audit_log WHERE event = :e"),
            {"e": event},
        ).all()


def test_allow_executes_once_then_reports_already_executed(fresh, intact):
    engine, settings = fresh
    first = refunds.execute(engine, settings, 5, 361, [1951], "track skips", thread_id="t1")
    assert first["status"] == "executed" and first["amount"] == 0.99
    again = refunds.execute(engine, settings, 5, 361, [1951], "track skips")
    assert again["status"] == "already_executed"
    assert again["refund_id"] == first["refund_id"] and again["amount"] == 0.99
    with engine.connect() as conn:
        row = conn.execute(text("SELECT * FROM refunds")).mappings().one()
        lines = conn.execute(text("SELECT invoice_line_id, amount FROM refund_lines")).all()
    assert (row["customer_id"], row["invoice_id"], row["status"]) == (5, 361, "executed")
    assert (row["store_day"], row["thread_id"], row["reason"]) == (
        "2026-01-15",
        "t1",
        "track skips",
    )
    assert row["idempotency_key"] == policy.idempotency_key(5, 361, [1951])
    assert [tuple(r) for r in lines] == [(1951, 0.99)]
    assert len(events(engine, "refund_executed")) == 1
    intact(engine)  # a refund is a new row; Chinook invoices are never rewritten


def test_deny_and_missing_approval_never_execute(fresh):
    engine, settings = fresh
    denied = refunds.execute(engine, settings, 5, 306, [], "old")
    assert (denied["status"], denied["rule"]) == ("denied", "refund_window_days")
    pending = refunds.execute(engine, settings, 5, 361, [], "all of it")
    assert (pending["status"], pending["decision"]) == ("needs_approval", "REQUIRES_APPROVAL")
    other = refunds.execute(engine, settings, 6, 361, [1951], "not mine")
    assert (other["status"], other["rule"]) == ("denied", "not_found")
    assert count(engine, "SELECT count(*) FROM refunds") == 0
    assert len(events(engine, "refund_blocked")) == 3


def test_an_approval_only_authorizes_its_own_refund(fresh):
    engine, settings = fresh
    whole = policy.evaluate(engine, settings, 5, 361, [])
    approval_id = approvals.create(engine, "t1", 5, whole, "all broken", "all broken")
    assert approvals.decide(engine, approval_id, True, admin="alice")
    # same approval, different line set: not authorized
    part = refunds.execute(engine, settings, 5, 361, [1951, 1952, 1953], "x", approval_id)
    assert part["status"] == "needs_approval" and "different refund" in part["message"]
    # an approval for customer 5 does not open customer 6's invoice
    theirs = refunds.execute(engine, settings, 6, 404, [2188, 2189], "x", approval_id)
    assert theirs["status"] == "needs_approval"
    # a DENY is never executed, approval or not
    old = refunds.execute(engine, settings, 5, 306, [], "x", approval_id)
    assert old["status"] == "denied"
    assert count(engine, "SELECT count(*) FROM refunds") == 0
    done = refunds.execute(engine, settings, 5, 361, [], "all broken", approval_id, actor="alice")
    assert done["status"] == "executed" and done["amount"] == 8.91
    assert count(engine, "SELECT approval_id FROM refunds") == approval_id


def test_concurrent_executions_write_one_refund(fresh):
    engine, settings = fresh
    results = race(8, lambda i: refunds.execute(engine, settings, 5, 361, [1951], f"r{i}"))
    assert not [r for r in results if isinstance(r, Exception)], results
    statuses = sorted(r["status"] for r in results)
    assert statuses == ["already_executed"] * 7 + ["executed"]
    assert len({r["refund_id"] for r in results}) == 1
    assert count(engine, "SELECT count(*) FROM refunds") == 1


def test_concurrent_executions_on_separate_engines(fresh):
    engine, settings = fresh
    engines = [open_engine(settings) for _ in range(4)]  # separate pools/connections
    try:
        results = race(4, lambda i: refunds.execute(engines[i], settings, 58, 412, [2240], "dup"))
    finally:
        for e in engines:
            e.dispose()
    assert sorted(r["status"] for r in results) == ["already_executed"] * 3 + ["executed"]
    assert len({r["refund_id"] for r in results}) == 1
    assert count(engine, "SELECT count(*) FROM refunds") == 1


def test_overlapping_line_sets_racing_refund_each_line_once(fresh):
    engine, settings = fresh
    sets = [[1951], [1951, 1952], [1952], [1951, 1952]]
    results = race(4, lambda i: refunds.execute(engine, settings, 5, 361, sets[i], "race"))
    assert not [r for r in results if isinstance(r, Exception)], results
    assert count(engine, "SELECT count(*) FROM refund_lines") == count(
        engine, "SELECT count(DISTINCT invoice_line_id) FROM refund_lines"
    )
    assert count(engine, "SELECT round(sum(amount), 2) FROM refunds") <= 1.98
    assert {r["status"] for r in results} <= {"executed", "already_executed", "denied"}


def test_database_refuses_a_second_refund_of_a_line(fresh):
    """The UNIQUE line constraint is the last guard if anything bypassed the policy."""
    engine, settings = fresh
    refunds.execute(engine, settings, 5, 361, [1951], "x")
    with pytest.raises(Exception, match="(?i)unique"), engine.begin() as conn:
        rid = conn.execute(
            text(
                "INSERT INTO refunds (customer_id, invoice_id, amount, status) "
                "VALUES (5, 361, 0.99, 'executed') RETURNING id"
            )
        ).scalar_one()
        conn.execute(
            text(
                "INSERT INTO refund_lines (refund_id, invoice_line_id, invoice_id, amount) "
                "VALUES (:r, 1951, 361, 0.99)"
            ),
            {"r": rid},
        )


# ---------------------------------------------------------------- the tool


@pytest.fixture
def call(fresh):
    engine, settings = fresh
    tool = registry().get("request_refund")

    def run(verified, thread_id="thread-1", **args):
        ctx = ToolContext(engine, settings, customer_id=verified, thread_id=thread_id)
        return tool.call(args, ctx).as_json()

    return run


def test_tool_schema_hides_the_customer():
    tool = registry().get("request_refund")
    assert tool.specialist == "invoice" and tool.needs_customer
    props = tool.args_schema["properties"]
    assert set(props) == {"invoice_id", "invoice_line_ids", "reason"}
    assert "empty list" in props["invoice_line_ids"]["description"].lower()


def test_tool_allow_executes(call, fresh):
    engine, _ = fresh
    out = call(5, invoice_id=361, invoice_line_ids=[1951], reason="skips")
    assert out["decision"] == "ALLOW" and out["status"] == "executed"
    assert out["amount"] == 0.99 and isinstance(out["refund_id"], int) and out["message"]
    verdicts = events(engine, "verdict")
    assert len(verdicts) == 1 and verdicts[0].customer_id == 5
    assert verdicts[0].thread_id == "thread-1" and '"ALLOW"' in verdicts[0].detail


def test_tool_requires_approval_queues(call, fresh):
    engine, _ = fresh
    out = call(5, invoice_id=361, invoice_line_ids=[], reason="album is broken")
    assert out["decision"] == "REQUIRES_APPROVAL" and out["amount"] == 8.91
    assert "queued for a human" in out["message"]
    row = approvals.get(engine, out["approval_id"])
    assert (row["status"], row["thread_id"], row["customer_id"]) == ("pending", "thread-1", 5)
    assert row["line_ids"] == list(range(1951, 1960)) and row["reason"] == "album is broken"
    again = call(5, invoice_id=361, invoice_line_ids=[], reason="please")
    assert again["approval_id"] == out["approval_id"]
    assert count(engine, "SELECT count(*) FROM refunds") == 0


def test_tool_deny_names_the_rule(call, fresh):
    engine, _ = fresh
    cases = {
        (5, 306): "refund_window_days",
        (6, 404): "hard_cap",
        (5, 404): "not_found",  # customer 6's invoice
    }
    for (customer, invoice), rule in cases.items():
        out = call(customer, invoice_id=invoice, invoice_line_ids=[], reason="x")
        assert (out["decision"], out["rule"]) == ("DENY", rule), out
        assert out["message"] and "refund_id" not in out
    call(5, invoice_id=361, invoice_line_ids=[1951], reason="x")
    out = call(5, invoice_id=361, invoice_line_ids=[1951], reason="x")
    assert (out["decision"], out["rule"]) == ("DENY", "already_refunded")
    assert len(events(engine, "verdict")) == 5


def test_tool_ignores_a_customer_id_from_the_model(call, fresh):
    engine, _ = fresh
    out = call(5, invoice_id=404, invoice_line_ids=[2188], reason="x", customer_id=6)
    assert (out["decision"], out["rule"]) == ("DENY", "not_found")
    anonymous = call(None, invoice_id=361, invoice_line_ids=[1951], reason="x")
    assert "needs a verified customer" in anonymous["error"]
    bad = call(5, invoice_id="three", invoice_line_ids=[1951], reason="x")
    assert "invalid arguments" in bad["error"]
    assert count(engine, "SELECT count(*) FROM refunds") == 0
