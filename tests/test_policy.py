"""Policy engine: verdicts from real Chinook rows and the policy_rules table.

Demo data (store date 2026-01-15, default rules): customer 5's invoice 361 (2025-05-06, nine
$0.99 lines 1951-1959, $8.91), invoice 306 (2024-09-05, $16.86, outside the window);
customer 6's invoice 404 (2025-11-13, $25.86, above the cap); customer 58's invoice 412
(2025-12-22, one $1.99 video line 2240).
"""

from __future__ import annotations

import pytest
from sqlalchemy import text

from db import init_db
from settings import Settings
from support import policy, refunds

pytestmark = pytest.mark.both_backends  # storage tests: SQLite and Postgres (fixtures_db)

LINES_361 = list(range(1951, 1960))


def test_defaults_are_seeded_once_and_edits_survive(fresh):
    engine, settings = fresh
    rules = {r["key"]: r for r in policy.list_rules(engine)}
    assert {k: r["value"] for k, r in rules.items()} == {
        "auto_approve_max": 2.0,
        "hard_cap": 20.0,
        "refund_window_days": 365,
        "max_refunds_per_30_days": 3,
    }
    assert all(r["enabled"] and r["description"] for r in rules.values())
    assert policy.seed_rules(engine) == 0
    policy.update_rule(engine, "hard_cap", 15, actor="alice")
    restarted = init_db(settings)  # a restart seeds again: nothing is added or overwritten
    assert policy.seed_rules(restarted) == 0
    assert {r["key"]: r["value"] for r in policy.list_rules(restarted)}["hard_cap"] == 15.0
    with restarted.connect() as conn:
        assert conn.execute(text("SELECT count(*) FROM policy_rules")).scalar_one() == 4
    restarted.dispose()


def test_single_recent_line_is_allowed(fresh):
    engine, settings = fresh
    v = policy.evaluate(engine, settings, 5, 361, [1951])
    assert (v.decision, v.rule, v.amount, v.lines) == ("ALLOW", "auto_approve_max", 0.99, [1951])
    assert "$0.99" in v.message and "$2.00" in v.message
    assert (v.invoice_id, v.customer_id) == (361, 5)


def test_whole_recent_invoice_requires_approval(fresh):
    engine, settings = fresh
    v = policy.evaluate(engine, settings, 5, 361, [])
    assert (v.decision, v.rule, v.amount) == ("REQUIRES_APPROVAL", "auto_approve_max", 8.91)
    assert v.lines == LINES_361
    assert "$8.91" in v.message and "$2.00" in v.message
    explicit = policy.evaluate(engine, settings, 5, 361, list(reversed(LINES_361)) + [1951])
    assert explicit.idempotency_key == v.idempotency_key  # empty = all lines, order-free
    assert policy.evaluate(engine, settings, 5, 361, [1951]).idempotency_key != v.idempotency_key


def test_old_invoice_is_denied_by_the_window(fresh):
    engine, settings = fresh
    v = policy.evaluate(engine, settings, 5, 306, [])
    assert (v.decision, v.rule, v.amount) == ("DENY", "refund_window_days", 16.86)
    assert "2024-09-05" in v.message and "365" in v.message and "2026-01-15" in v.message


def test_window_boundary_counts_days_to_the_store_date(fresh):
    engine, _ = fresh
    last_day = Settings(store_date="2026-05-06")  # 2025-05-06 + 365 days
    assert policy.evaluate(engine, last_day, 5, 361, [1951]).decision == "ALLOW"
    too_late = policy.evaluate(engine, Settings(store_date="2026-05-07"), 5, 361, [1951])
    assert (too_late.decision, too_late.rule) == ("DENY", "refund_window_days")


def test_above_the_cap_is_denied(fresh):
    engine, settings = fresh
    v = policy.evaluate(engine, settings, 6, 404, [])
    assert (v.decision, v.rule, v.amount) == ("DENY", "hard_cap", 25.86)
    assert "$25.86" in v.message and "$20.00" in v.message
    part = policy.evaluate(engine, settings, 6, 404, [2188, 2189])  # 0.99 + 1.99
    assert (part.decision, part.amount) == ("REQUIRES_APPROVAL", 2.98)


def test_amount_equal_to_auto_limit_is_allowed(fresh):
    engine, settings = fresh
    v = policy.evaluate(engine, settings, 58, 412, [])
    assert (v.decision, v.amount, v.lines) == ("ALLOW", 1.99, [2240])
    policy.update_rule(engine, "auto_approve_max", "1.99", actor="alice")
    assert policy.evaluate(engine, settings, 58, 412, []).decision == "ALLOW"
    policy.update_rule(engine, "auto_approve_max", 1.98, actor="alice")
    assert policy.evaluate(engine, settings, 58, 412, []).decision == "REQUIRES_APPROVAL"


def test_other_customers_invoice_reads_like_a_missing_one(fresh):
    engine, settings = fresh
    theirs = policy.evaluate(engine, settings, 5, 404, [])  # customer 6's invoice
    missing = policy.evaluate(engine, settings, 5, 99999, [])
    assert (
        (theirs.decision, theirs.rule) == (missing.decision, missing.rule) == ("DENY", "not_found")
    )
    assert theirs.message.replace("404", "N") == missing.message.replace("99999", "N")
    assert theirs.amount == 0.0 and "25.86" not in theirs.message


def test_line_not_on_the_invoice_is_not_found(fresh):
    engine, settings = fresh
    v = policy.evaluate(engine, settings, 5, 361, [1951, 2240])  # 2240 is on invoice 412
    assert (v.decision, v.rule) == ("DENY", "not_found")
    assert "2240" in v.message and "1.99" not in v.message


def test_already_refunded_lines_are_denied(fresh):
    engine, settings = fresh
    assert refunds.execute(engine, settings, 5, 361, [1951], "broken")["status"] == "executed"
    again = policy.evaluate(engine, settings, 5, 361, [1951])
    assert (again.decision, again.rule) == ("DENY", "already_refunded")
    overlap = policy.evaluate(engine, settings, 5, 361, [1951, 1952])
    assert (overlap.decision, overlap.rule) == ("DENY", "already_refunded")
    assert "1951" in overlap.message and "1952" in overlap.message  # names the rest
    assert policy.evaluate(engine, settings, 5, 361, [1952]).decision == "ALLOW"


def test_rate_limit_sends_the_next_refund_to_a_human(fresh):
    engine, settings = fresh
    for line in (1951, 1952, 1953):
        assert refunds.execute(engine, settings, 5, 361, [line], "skips")["status"] == "executed"
    v = policy.evaluate(engine, settings, 5, 361, [1954])
    assert (v.decision, v.rule) == ("REQUIRES_APPROVAL", "max_refunds_per_30_days")
    assert "3 refunds" in v.message and "$0.99" in v.message
    # Counted on the store's clock: 45 store-days later the three no longer count.
    later = Settings(store_date="2026-03-01")
    assert policy.evaluate(engine, later, 5, 361, [1954]).decision == "ALLOW"
    policy.update_rule(engine, "max_refunds_per_30_days", 4, actor="alice")
    assert policy.evaluate(engine, settings, 5, 361, [1954]).decision == "ALLOW"
    # another customer is not affected by customer 5's refunds
    policy.update_rule(engine, "max_refunds_per_30_days", 1, actor="alice")
    assert policy.evaluate(engine, settings, 58, 412, []).decision == "ALLOW"


def test_rule_edit_changes_the_next_verdict(fresh):
    engine, settings = fresh
    assert policy.evaluate(engine, settings, 5, 361, []).decision == "REQUIRES_APPROVAL"
    policy.update_rule(engine, "auto_approve_max", 10, actor="alice")
    assert policy.evaluate(engine, settings, 5, 361, []).decision == "ALLOW"
    policy.update_rule(engine, "refund_window_days", 30, actor="alice")
    v = policy.evaluate(engine, settings, 5, 361, [])
    assert (v.decision, v.rule) == ("DENY", "refund_window_days")
    assert "within 30 days" in v.message
    policy.update_rule(engine, "refund_window_days", 365, actor="alice")
    with pytest.raises(ValueError, match="must not exceed"):
        policy.update_rule(engine, "hard_cap", 5, actor="bob")  # below auto_approve_max 10
    policy.update_rule(engine, "auto_approve_max", 2, actor="alice")
    policy.update_rule(engine, "hard_cap", 5, actor="bob")
    assert policy.evaluate(engine, settings, 5, 361, []).rule == "hard_cap"


def test_disabled_rules(fresh):
    engine, settings = fresh
    policy.update_rule(engine, "refund_window_days", 365, actor="alice", enabled=False)
    v = policy.evaluate(engine, settings, 5, 306, [])  # old, $16.86
    assert (v.decision, v.rule) == ("REQUIRES_APPROVAL", "auto_approve_max")
    policy.update_rule(engine, "auto_approve_max", 2, actor="alice", enabled=False)
    v = policy.evaluate(engine, settings, 5, 361, [1951])
    assert v.decision == "REQUIRES_APPROVAL" and "switched off" in v.message
    policy.update_rule(engine, "hard_cap", 20, actor="alice", enabled=False)
    assert policy.evaluate(engine, settings, 6, 404, []).decision == "REQUIRES_APPROVAL"
    rules = {r["key"]: r for r in policy.list_rules(engine)}
    assert not rules["hard_cap"]["enabled"] and rules["hard_cap"]["updated_by"] == "alice"


@pytest.mark.parametrize(
    "key, value, problem",
    [
        ("no_such_rule", 1, "unknown policy rule"),
        ("auto_approve_max", "abc", "expected a number"),
        ("auto_approve_max", -1, "outside"),
        ("auto_approve_max", 1.234, "whole number of cents"),
        ("auto_approve_max", float("nan"), "finite"),
        ("auto_approve_max", True, "expected a number"),
        ("auto_approve_max", None, "expected a number"),
        ("auto_approve_max", 25, "must not exceed"),
        ("refund_window_days", 1.5, "whole number"),
        ("refund_window_days", 100000, "outside"),
        ("max_refunds_per_30_days", "three", "expected a number"),
    ],
)
def test_bad_rule_values_are_refused_clearly(fresh, key, value, problem):
    engine, _ = fresh
    with pytest.raises(ValueError, match=problem):
        policy.update_rule(engine, key, value, actor="alice")
    assert {r["key"]: r["value"] for r in policy.list_rules(engine)}["auto_approve_max"] == 2.0


def test_rule_edit_needs_an_actor_and_is_audited(fresh):
    engine, _ = fresh
    with pytest.raises(ValueError, match="who"):
        policy.update_rule(engine, "hard_cap", 15, actor=" ")
    rule = policy.update_rule(engine, "hard_cap", "$15.50", actor="alice")
    assert (rule["value"], rule["updated_by"]) == (15.5, "alice")
    with engine.connect() as conn:
        row = conn.execute(
            text("SELECT actor, detail FROM audit_log WHERE event = 'rule_updated'")
        ).one()
    assert row.actor == "alice"
    assert '"old": 20.0' in row.detail and '"new": 15.5' in row.detail


def test_evaluation_never_writes_chinook(fresh, intact):
    engine, settings = fresh
    for line in (1951, 1952):
        refunds.execute(engine, settings, 5, 361, [line], "test")
    intact(engine)
    with engine.connect() as conn:
        total = conn.execute(text("SELECT Total FROM Invoice WHERE InvoiceId = 361")).scalar_one()
    assert total == 8.91
