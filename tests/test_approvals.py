"""Approval queue: queue, decide once, execute once; rows survive a restart."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from db import init_db
from support import approvals, policy, refunds
from tests.helpers import count, race

pytestmark = pytest.mark.both_backends  # storage tests: SQLite and Postgres (fixtures_db)


def queue_whole_361(engine, settings, thread_id="thread-9"):
    verdict = policy.evaluate(engine, settings, 5, 361, [])
    assert verdict.decision == "REQUIRES_APPROVAL"
    return approvals.create(engine, thread_id, 5, verdict, "files corrupt", "All 9 files are bad!")


def test_create_is_idempotent_while_pending(fresh):
    engine, settings = fresh
    first = queue_whole_361(engine, settings)
    assert queue_whole_361(engine, settings, thread_id="another") == first
    pending = approvals.list_pending(engine)
    assert [p["id"] for p in pending] == [first]
    row = approvals.get(engine, first)
    assert row["status"] == "pending" and row["amount"] == 8.91
    assert row["rule"] == "auto_approve_max" and row["invoice_id"] == 361
    assert row["excerpt"] == "All 9 files are bad!" and row["thread_id"] == "thread-9"
    assert "$8.91" in row["message"]
    assert approvals.get(engine, 424242) is None
    assert count(engine, "SELECT count(*) FROM audit_log WHERE event = 'approval_requested'") == 1


def test_create_refuses_other_verdicts(fresh):
    engine, settings = fresh
    allow = policy.evaluate(engine, settings, 5, 361, [1951])
    with pytest.raises(ValueError, match="REQUIRES_APPROVAL"):
        approvals.create(engine, "t", 5, allow, "x", "x")
    needs = policy.evaluate(engine, settings, 5, 361, [])
    with pytest.raises(ValueError, match="different customer"):
        approvals.create(engine, "t", 6, needs, "x", "x")


def test_approve_then_execute_exactly_once(fresh, intact):
    engine, settings = fresh
    approval_id = queue_whole_361(engine, settings)
    assert refunds.execute_approval(engine, settings, approval_id)["status"] == "needs_approval"
    assert approvals.decide(engine, approval_id, True, admin="alice", note="ok")
    assert not approvals.decide(engine, approval_id, False, admin="bob")  # already decided
    done = refunds.execute_approval(engine, settings, approval_id, actor="alice")
    assert done["status"] == "executed" and done["amount"] == 8.91
    again = refunds.execute_approval(engine, settings, approval_id)
    assert again["status"] == "already_executed" and again["refund_id"] == done["refund_id"]
    assert count(engine, "SELECT count(*) FROM refunds") == 1
    assert count(engine, "SELECT count(*) FROM refund_lines") == 9
    row = approvals.get(engine, approval_id)
    assert (row["status"], row["decided_by"], row["note"]) == ("approved", "alice", "ok")
    assert approvals.list_pending(engine) == []
    # the lines are refunded now: a new request is denied, not queued
    assert policy.evaluate(engine, settings, 5, 361, []).rule == "already_refunded"
    with engine.connect() as conn:
        evs = [r.event for r in conn.execute(text("SELECT event FROM audit_log ORDER BY id"))]
    assert evs.count("approval_requested") == 1 and evs.count("approval_decided") == 1
    assert evs.count("refund_executed") == 1
    intact(engine)


def test_reject_never_refunds(fresh):
    engine, settings = fresh
    approval_id = queue_whole_361(engine, settings)
    assert approvals.decide(engine, approval_id, False, admin="alice", note="not eligible")
    out = refunds.execute_approval(engine, settings, approval_id)
    assert out["status"] == "needs_approval" and "rejected" in out["message"]
    assert count(engine, "SELECT count(*) FROM refunds") == 0
    with engine.connect() as conn:
        actor, detail = conn.execute(
            text("SELECT actor, detail FROM audit_log WHERE event = 'approval_decided'")
        ).one()
    assert actor == "alice" and '"rejected"' in detail
    assert refunds.execute_approval(engine, settings, 999)["status"] == "not_found"


def test_racing_decisions_have_one_winner(fresh):
    engine, settings = fresh
    approval_id = queue_whole_361(engine, settings)
    results = race(6, lambda i: approvals.decide(engine, approval_id, i % 2 == 0, f"admin{i}"))
    assert results.count(True) == 1 and results.count(False) == 5
    assert count(engine, "SELECT count(*) FROM audit_log WHERE event = 'approval_decided'") == 1


def test_racing_executions_of_one_approval_write_one_refund(fresh):
    engine, settings = fresh
    approval_id = queue_whole_361(engine, settings)
    approvals.decide(engine, approval_id, True, admin="alice")
    results = race(8, lambda i: refunds.execute_approval(engine, settings, approval_id))
    assert not [r for r in results if isinstance(r, Exception)], results
    assert sorted(r["status"] for r in results) == ["already_executed"] * 7 + ["executed"]
    assert len({r["refund_id"] for r in results}) == 1
    assert count(engine, "SELECT count(*) FROM refunds") == 1


def test_pending_approval_survives_a_restart(fresh):
    engine, settings = fresh
    approval_id = queue_whole_361(engine, settings)
    engine.dispose()
    restarted = init_db(settings)  # a new process on the same file
    try:
        assert [p["id"] for p in approvals.list_pending(restarted)] == [approval_id]
        assert approvals.decide(restarted, approval_id, True, admin="alice")
        out = refunds.execute_approval(restarted, settings, approval_id)
        assert out["status"] == "executed"
        assert refunds.execute_approval(restarted, settings, approval_id)["status"] == (
            "already_executed"
        )
        assert count(restarted, "SELECT count(*) FROM refunds") == 1
    finally:
        restarted.dispose()


def test_policy_change_after_approval_still_wins(fresh):
    """The executor re-checks: an approved refund the rules now deny is not made."""
    engine, settings = fresh
    approval_id = queue_whole_361(engine, settings)
    approvals.decide(engine, approval_id, True, admin="alice")
    policy.update_rule(engine, "hard_cap", 5, actor="bob")
    out = refunds.execute_approval(engine, settings, approval_id)
    assert (out["status"], out["rule"]) == ("denied", "hard_cap")
    assert count(engine, "SELECT count(*) FROM refunds") == 0


def test_list_approvals_by_status(fresh):
    engine, settings = fresh
    a = queue_whole_361(engine, settings)
    b = approvals.create(
        engine, "t2", 6, policy.evaluate(engine, settings, 6, 404, [2188, 2189]), "x", "x"
    )
    approvals.decide(engine, a, False, admin="alice")
    assert [r["id"] for r in approvals.list_pending(engine)] == [b]
    assert [r["id"] for r in approvals.list_approvals(engine, "rejected")] == [a]
    assert [r["id"] for r in approvals.list_approvals(engine)] == [b, a]
    with pytest.raises(ValueError, match="staff"):
        approvals.decide(engine, b, True, admin="")


def _tool(engine, settings, customer_id=5, thread_id="thread-9"):
    from tools import registry
    from tools.base import ToolContext

    tool = registry().get("request_refund")
    ctx = ToolContext(engine, settings, customer_id=customer_id, thread_id=thread_id)
    return lambda **args: tool.call(args, ctx).as_json()


def test_tool_honours_an_earlier_staff_decision(fresh):
    engine, settings = fresh
    ask = _tool(engine, settings)
    first = ask(invoice_id=361, invoice_line_ids=[], reason="broken")
    assert first["decision"] == "REQUIRES_APPROVAL"
    approvals.decide(engine, first["approval_id"], True, admin="alice")
    # the conversation never resumed (say, a restart); asking again uses the approval
    again = ask(invoice_id=361, invoice_line_ids=[], reason="broken")
    assert (again["decision"], again["status"]) == ("ALLOW", "executed")
    assert again["approval_id"] == first["approval_id"] and again["amount"] == 8.91
    assert count(engine, "SELECT count(*) FROM refunds") == 1
    assert approvals.list_pending(engine) == []


def test_tool_does_not_requeue_a_rejected_refund(fresh):
    engine, settings = fresh
    ask = _tool(engine, settings)
    first = ask(invoice_id=361, invoice_line_ids=[], reason="broken")
    approvals.decide(engine, first["approval_id"], False, admin="alice", note="abuse")
    again = ask(invoice_id=361, invoice_line_ids=[], reason="please")
    assert (again["decision"], again["rule"]) == ("DENY", "rejected_by_staff")
    assert "abuse" not in again["message"]  # staff notes stay internal
    assert approvals.list_pending(engine) == []
    # a different set of lines is a different request
    other = ask(invoice_id=361, invoice_line_ids=[1951, 1952, 1953], reason="three")
    assert other["decision"] == "REQUIRES_APPROVAL"
