"""Audit rows: cheap writers that never raise, admin queries, chart aggregates, upgrades."""

from __future__ import annotations

import logging
import sqlite3

import pytest
from sqlalchemy import text

from db import init_db, make_engine
from db.schema import audit_log, llm_calls, tool_calls
from settings import Settings
from support import audit, policy

pytestmark = pytest.mark.both_backends  # storage tests: SQLite and Postgres (fixtures_db)


@pytest.fixture
def records(fresh):
    """This module needs only the engine of the private store."""
    return fresh[0]


def test_writers_land_rows(records):
    messages = [{"role": "system", "content": "x" * 30_000}, {"role": "user", "content": "hi"}]
    call_id = audit.record_llm_call(
        records, "t1", "manager", "qwen", messages, '{"plan": []}', 120, 8, 0.42, None
    )
    failed = audit.record_llm_call(records, "t1", "finalize", "qwen", [], None, 5, 0, 1.5, "boom")
    result = {"found": True, "results": [{"id": i} for i in range(200)]}
    tool_id = audit.record_tool_call(
        records, "t1", "invoice", "get_invoices", {"limit": 5}, result, 0.01, customer_id=5
    )
    err_id = audit.record_tool_call(
        records, "t1", "catalog", "x", {}, {"error": "bad"}, 0.0, error="bad_input: bad"
    )
    event_id = audit.audit(records, "verification", "t1", 5, "graph", {"ok": True, "obj": object()})
    assert all(isinstance(i, int) for i in (call_id, failed, tool_id, err_id, event_id))

    call = audit.recent(records, "llm_calls", node="manager")[0]
    assert (call["prompt_tokens"], call["completion_tokens"], call["latency_s"]) == (120, 8, 0.42)
    assert call["ok"] and call["response"] == '{"plan": []}'
    assert len(call["messages"][0]["content"]) < 21_000  # long prompts are cut, not dropped
    assert call["messages"][1] == {"role": "user", "content": "hi"}
    bad = audit.recent(records, "llm_calls", node="finalize")[0]
    assert not bad["ok"] and bad["error"] == "boom"

    tool = audit.recent(records, "tool_calls", tool_name="get_invoices")[0]
    assert tool["result_size"] > 2000 and len(tool["result_preview"]) < 600
    assert tool["ok"] and tool["error"] is None and tool["customer_id"] == 5
    err = audit.recent(records, "tool_calls", tool_name="x")[0]
    assert not err["ok"] and err["error"] == "bad_input: bad"

    event = audit.recent(records, "audit_log", event="verification")[0]
    assert (event["actor"], event["customer_id"], event["detail"]["ok"]) == ("graph", 5, True)
    assert event["detail"]["obj"].startswith("<object")


def test_a_failed_write_raises_so_the_action_stops(tmp_path, caplog):
    broken = make_engine(tmp_path / "no-tables.sqlite")  # no app tables at all
    with caplog.at_level(logging.ERROR, logger="support.audit"):
        with pytest.raises(audit.AuditError, match="audit_log"):
            audit.audit(broken, "turn", "t1")
        with pytest.raises(audit.AuditError, match="llm_calls"):
            audit.record_llm_call(broken, "t", "manager", "m", [], "", 1, 1, 0.1)
        with pytest.raises(audit.AuditError, match="tool_calls"):
            audit.record_tool_call(broken, "t", "catalog", "x", {}, {}, 0.1)
    assert sum("could not write" in r.getMessage() for r in caplog.records) == 3
    broken.dispose()


def test_surrogates_and_nuls_are_stored_escaped_not_dropped(records):
    row = audit.record_llm_call(
        records, "t\ud800", "manager", "m", [{"role": "user", "content": "a\x00b\udfff"}],
        "reply \ud800 and \x00", 1, 1, 0.1,
    )  # fmt: skip
    stored = audit.recent(records, "llm_calls", thread_id="t\\ud800")[0]
    assert stored["id"] == row
    assert stored["response"] == "reply \\ud800 and \\x00"
    assert stored["messages"][0]["content"] == "a\\x00b\\udfff"
    audit.audit(records, "turn", "t2", detail={"text": "\ud800\x00"})
    assert audit.recent(records, "audit_log", thread_id="t2")[0]["detail"]["text"] == "\ud800\x00"


def test_recent_checks_names_and_limits(records):
    for i in range(5):
        audit.audit(records, "verdict", f"t{i}", 5, detail={"decision": "DENY"})
    audit.audit(records, "route", "t9", None, detail={"route": "catalog"})
    rows = audit.recent(records, "audit_log", limit=3, event="verdict")
    assert [r["thread_id"] for r in rows] == ["t4", "t3", "t2"]
    assert len(audit.recent(records, "audit_log", limit=100, customer_id=5)) == 5
    assert audit.recent(records, "audit_log", since="2999-01-01") == []
    for table, filters in [
        ("Customer", {}),
        ("app_meta", {}),
        ("audit_log", {"nope": 1}),
        ("audit_log", {"detail": "{}"}),
    ]:
        with pytest.raises(ValueError):
            audit.recent(records, table, **filters)
    rules = audit.recent(records, "policy_rules")  # no id column: ordered by key
    assert rules == [] or "key" in rules[0]


def _at(engine, table, stamp, **values):
    with engine.begin() as conn:
        conn.execute(table.insert().values(created_at=stamp, **values))


def test_stats_aggregates(records):
    for minute, latency in zip(("05", "20", "40", "50", "55"), (1, 2, 3, 4, 5), strict=True):
        hour = "09" if minute < "45" else "10"
        _at(
            records, llm_calls, f"2026-01-15T{hour}:{minute}:00Z", node="manager", latency_s=latency
        )
    _at(records, llm_calls, "2026-01-15T10:01:00Z", node="finalize", latency_s=0.5, ok=False)
    _at(records, tool_calls, "2026-01-15T10:01:00Z", tool_name="a", ok=True)
    _at(records, tool_calls, "2026-01-15T10:02:00Z", tool_name="b", ok=False, error="x")
    for detail in ({"route": "invoice"}, {"plan": ["catalog", "invoice"]}):
        _at(records, audit_log, "2026-01-15T10:03:00Z", event="route", detail=detail)
    for decision in ("ALLOW", "ALLOW", "DENY"):
        _at(
            records,
            audit_log,
            "2026-01-15T10:04:00Z",
            event="verdict",
            detail={"decision": decision},
        )

    s = audit.stats(records)
    assert s["turns_source"] == "llm_calls"
    assert s["turns_per_hour"] == [
        {"hour": "2026-01-15T09:00", "turns": 3},
        {"hour": "2026-01-15T10:00", "turns": 2},
    ]
    manager = next(r for r in s["latency"] if r["node"] == "manager")
    assert (manager["calls"], manager["p50"], manager["p95"]) == (5, 3.0, 4.8)
    finalize = next(r for r in s["latency"] if r["node"] == "finalize")
    assert (finalize["calls"], finalize["errors"], finalize["p50"]) == (1, 1, 0.5)
    assert s["routes"] == {"invoice": 2, "catalog": 1}
    assert s["refunds_by_verdict"] == {"ALLOW": 2, "REQUIRES_APPROVAL": 0, "DENY": 1}
    assert s["totals"]["tool_calls"] == 2 and s["totals"]["tool_errors"] == 1
    assert s["totals"]["llm_calls"] == 6 and s["totals"]["llm_errors"] == 1

    # turn events, when the graph writes them, are the better count
    _at(records, audit_log, "2026-01-15T11:00:00Z", event="turn", detail={})
    s = audit.stats(records)
    assert s["turns_source"] == "audit"
    assert s["turns_per_hour"] == [{"hour": "2026-01-15T11:00", "turns": 1}]
    later = audit.stats(records, since="2026-01-15T10:00")
    assert later["refunds_by_verdict"]["ALLOW"] == 2 and later["totals"]["llm_calls"] == 3


def test_stats_counts_executed_refunds(records):
    from support import refunds

    settings = Settings()
    refunds.execute(records, settings, 5, 361, [1951], "x")
    refunds.execute(records, settings, 58, 412, [], "x")
    totals = audit.stats(records)["totals"]
    assert (totals["refunds_executed"], totals["refunded_amount"]) == (2, 2.98)


def test_percentile():
    assert audit.percentile([], 50) is None
    assert audit.percentile([7.0], 95) == 7.0
    assert audit.percentile([4, 1, 3, 2], 50) == 2.5


def test_old_layout_tables_are_renamed_aside(tmp_path):
    settings = Settings(data_dir=tmp_path)
    init_db(settings).dispose()
    with sqlite3.connect(settings.db_path) as conn:  # the first cut of two app tables
        conn.executescript(
            """
            DROP TABLE policy_rules;
            CREATE TABLE policy_rules (id INTEGER PRIMARY KEY, name VARCHAR(64) UNIQUE,
                description TEXT, value JSON NOT NULL, enabled BOOLEAN DEFAULT 1,
                updated_at VARCHAR(32));
            INSERT INTO policy_rules (name, value) VALUES ('legacy', '5');
            DROP TABLE tickets;
            CREATE TABLE tickets (id INTEGER PRIMARY KEY, customer_id INTEGER,
                thread_id VARCHAR(64), subject VARCHAR(200) NOT NULL, body TEXT,
                status VARCHAR(16), priority VARCHAR(16), created_at VARCHAR(32),
                updated_at VARCHAR(32));
            CREATE INDEX ix_tickets_customer ON tickets (customer_id, id);
            INSERT INTO tickets (subject) VALUES ('old ticket');
            """
        )
    engine = init_db(settings)
    try:
        with engine.connect() as conn:
            kept = conn.execute(text("SELECT name FROM policy_rules_old1")).scalar_one()
            old_ticket = conn.execute(text("SELECT subject FROM tickets_old1")).scalar_one()
        assert (kept, old_ticket) == ("legacy", "old ticket")
        assert {r["key"] for r in policy.list_rules(engine)} == {
            k for k, *_ in policy.DEFAULT_RULES
        }
        from support import tickets

        assert tickets.open_ticket(engine, "t", None, "x", "anger", None) == 1
    finally:
        engine.dispose()
    init_db(settings).dispose()  # a second start finds nothing to upgrade
    with sqlite3.connect(settings.db_path) as conn:
        names = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "policy_rules_old2" not in names and "tickets_old1" in names
