"""``write_audit``: the audit row written inside the caller's transaction (support.audit).

It is the same writer as ``audit`` on an engine, so its row holds the same things: text
escaped, never dropped, and ``system`` for a missing actor; and it commits or rolls back
with the change it records.
"""

from __future__ import annotations

import pytest

from support import audit

pytestmark = pytest.mark.both_backends  # storage tests: SQLite and Postgres (fixtures_db)


@pytest.fixture
def records(fresh):
    return fresh[0]


def test_the_row_commits_with_the_callers_transaction(records):
    with records.begin() as conn:
        row = audit.write_audit(conn, "rule_updated", thread_id="t1", detail={"key": "x"})
    stored = audit.recent(records, "audit_log", event="rule_updated")
    assert [(r["id"], r["actor"], r["thread_id"], r["detail"]) for r in stored] == [
        (row, "system", "t1", {"key": "x"})
    ]


def test_the_row_rolls_back_with_the_callers_transaction(records):
    with pytest.raises(RuntimeError, match="the change failed"):
        with records.begin() as conn:
            audit.write_audit(conn, "refund_executed", customer_id=5, detail={"amount": 1.0})
            raise RuntimeError("the change failed")
    assert audit.recent(records, "audit_log", event="refund_executed") == []


def test_text_is_stored_escaped_inside_a_transaction_too(records):
    with records.begin() as conn:
        audit.write_audit(conn, "staff_sign_in", thread_id="t\ud800", actor="a\x00b")
    stored = audit.recent(records, "audit_log", event="staff_sign_in")[0]
    assert (stored["thread_id"], stored["actor"]) == ("t\\ud800", "a\\x00b")


def test_a_detail_that_cannot_be_stored_stops_the_transaction(records):
    circular: dict = {}
    circular["self"] = circular
    with pytest.raises(audit.AuditError, match="not serializable"):
        with records.begin() as conn:
            audit.write_audit(conn, "rule_updated", detail={"key": "x"})
            audit.write_audit(conn, "rule_updated", detail=circular)
    assert audit.recent(records, "audit_log", event="rule_updated") == []
