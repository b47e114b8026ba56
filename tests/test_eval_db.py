"""End-state checks (``expect.db``) and per-turn answer checks (``turn_answers_any``): scripted
refund cases through the real graph, policy and executor, including built-to-fail ones; the
vocabulary's validation; and re-scoring from the stored end state without a model."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from eval.__main__ import main as eval_main
from eval.endstate import check as db_check
from eval.schema import CaseFileError, DbExpect, load_cases
from eval.score import reason_kinds, summarize

CASES = Path(__file__).resolve().parents[1] / "eval" / "cases"
SMOKE_DB = CASES / "smoke_db.jsonl"

OUTCOMES = {  # case id -> the expectation kinds it must fail (empty: passes)
    "smoke-db-refund-pass": [],
    "smoke-db-deny-pass": [],  # needs the refund row of the case before it reset
    "smoke-db-approval-pass": [],
    "smoke-db-fail-db": ["db"],
    "smoke-db-persona-pass": [],
    "smoke-db-fail-turn-answer": ["turn_answers_any"],
}


def _run(tmp: Path, *extra: str) -> dict:
    out = tmp / "db.json"
    args = ["--cases", str(SMOKE_DB), "--model", "scripted", "--out", str(out), "--quiet"]
    assert eval_main([*args, *extra]) == 0
    return json.loads(out.read_text())


@pytest.fixture(scope="module")
def smoke_db(tmp_path_factory) -> dict:
    return _run(tmp_path_factory.mktemp("smoke-db"))


@pytest.mark.parametrize("case_id", list(OUTCOMES))
def test_each_db_smoke_case_fails_for_exactly_the_expected_reason(smoke_db, case_id):
    run = next(r for r in smoke_db["cases"] if r["id"] == case_id)
    assert reason_kinds(run["reasons"]) == OUTCOMES[case_id], run["reasons"]
    assert run.get("script_left", 0) == 0


def test_the_record_holds_the_rows_the_case_left(smoke_db):
    runs = {r["id"]: r for r in smoke_db["cases"]}
    refund = runs["smoke-db-refund-pass"]["db"]
    assert [(r["customer"], r["invoice"], r["amount"], r["status"]) for r in refund["refunds"]] == [
        (21, 406, 1.98, "executed")
    ]
    assert refund["approvals"] == [] and refund["counts"] == {"refunds": 1, "approvals": 0}
    waiting = runs["smoke-db-approval-pass"]
    assert waiting["paused"] and waiting["db"]["refunds"] == []
    [row] = waiting["db"]["approvals"]
    assert (row["customer"], row["invoice"], row["status"], row["amount"]) == (
        18,
        396,
        "pending",
        8.91,
    )
    # every case starts from the built DB: the refund of the first case is gone by the next
    assert runs["smoke-db-deny-pass"]["db"]["counts"] == {"refunds": 0, "approvals": 0}
    s = smoke_db["summary"]
    assert (s["db_runs"], s["db_accuracy"]) == (4, pytest.approx(3 / 4))
    assert (s["answer_runs"], s["answer_accuracy"]) == (4, pytest.approx(3 / 4))


def test_every_trial_of_a_refund_case_starts_from_the_same_database(tmp_path):
    data = _run(tmp_path, "--k", "2", "--only", "smoke-db-refund-pass")
    assert [r["passed"] for r in data["cases"]] == [True, True]
    assert [r["db"]["counts"]["refunds"] for r in data["cases"]] == [1, 1]
    assert data["summary"]["pass^2"] == 1.0


@pytest.mark.parametrize(
    "db, problem",
    [
        ({"refund": {"count": 1}}, "refund"),  # a typo must not switch the check off
        ({"refunds": {"customer": 5}}, "count"),
        ({"refunds": {"count": -1}}, "greater than or equal"),
        ({"refunds": {"count": 1, "status": "pending"}}, "status"),  # refunds have no status key
        ({"approvals": {"count": 1, "status": "done"}}, "status"),
        ({"approvals": {"count": 1, "customer": 0}}, "customer"),
        ({}, "at least one"),
    ],
)
def test_db_vocabulary_rejects_unknown_or_bad_keys(tmp_path, db, problem):
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({"id": "a", "turns": ["hi"], "expect": {"db": db}}) + "\n")
    with pytest.raises(CaseFileError, match=problem):
        load_cases(path)


@pytest.mark.parametrize(
    "expect, problem",
    [({"turn_answers_any": {"3": ["x"]}}, "names turn"), ({"turn_answers_any": {"0": []}}, "0")],
)
def test_turn_answers_must_name_existing_turns_and_strings(tmp_path, expect, problem):
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({"id": "a", "turns": ["hi", "again"], "expect": expect}) + "\n")
    with pytest.raises(CaseFileError, match=problem):
        load_cases(path)


def test_db_check_filters_by_customer_invoice_and_status():
    state = {
        "counts": {"refunds": 2, "approvals": 1},
        "refunds": [
            {"customer": 5, "invoice": 361, "amount": 0.99, "status": "executed"},
            {"customer": 5, "invoice": 361, "amount": 0.99, "status": "requested"},
        ],
        "approvals": [{"customer": 6, "invoice": 404, "amount": 25.86, "status": "rejected"}],
    }
    ok = DbExpect(refunds={"customer": 5, "invoice": 361, "count": 1, "amount": 0.99})
    assert db_check(ok, state) == []
    assert db_check(DbExpect(refunds={"customer": 6, "count": 0}), state) == []
    wrong_amount = DbExpect(refunds={"customer": 5, "count": 1, "amount": 1.98})
    assert db_check(wrong_amount, state) == [
        "db: refunds (customer 5): expected amount 1.98, found 0.99"
    ]
    assert db_check(DbExpect(approvals={"status": "pending", "count": 1}), state) == [
        "db: approvals (any customer, pending): expected 1 row(s), found 0"
    ]
    assert db_check(DbExpect(approvals=[{"status": "rejected", "count": 1}]), state) == []
    truncated = {**state, "counts": {"refunds": 500, "approvals": 1}}
    assert reason_kinds(db_check(DbExpect(refunds={"count": 0}), truncated)) == ["db"]
    assert db_check(ok, None) == ["db: no end state recorded (the run predates expect.db)"]


def test_rescore_applies_an_edited_db_expectation_to_the_stored_end_state(tmp_path):
    from eval.rescore import main as rescore_main

    cases = tmp_path / "smoke_db.jsonl"
    cases.write_text(SMOKE_DB.read_text())
    (tmp_path / "smoke_db.replies.jsonl").write_text((CASES / "smoke_db.replies.jsonl").read_text())
    out = tmp_path / "r.json"
    args = ["--cases", str(cases), "--model", "scripted", "--out", str(out), "--quiet"]
    assert eval_main(args) == 0
    lines = [json.loads(line) for line in cases.read_text().splitlines()]
    for line in lines:
        if line["id"] == "smoke-db-fail-db":  # what the policy really does: no refund
            line["expect"]["db"]["refunds"]["count"] = 0
        if line["id"] == "smoke-db-refund-pass":  # now wrong: the refund was 1.98
            line["expect"]["db"]["refunds"]["amount"] = 0.99
    cases.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert rescore_main([str(out)]) == 0
    by_id = {r["id"]: r for r in json.loads(out.read_text())["cases"]}
    assert by_id["smoke-db-fail-db"]["passed"] is True
    assert by_id["smoke-db-refund-pass"]["reasons"] == [
        "db: refunds (customer 21, invoice 406): expected amount 0.99, found 1.98"
    ]
    assert json.loads(out.read_text())["run"]["rescored"]["changed"] == 2


def test_summary_counts_db_runs_only_where_the_case_sets_db():
    run = {"trial": 0, "turns": [], "tools": [], "reasons": [], "passed": True}
    runs = [
        {**run, "id": "a", "expect": {"db": {"refunds": [{"count": 0}]}}},
        {**run, "id": "b", "expect": {}},
        {**run, "id": "c", "expect": {"db": {"refunds": [{"count": 1}]}}, "reasons": ["db: x"]},
    ]
    s = summarize(runs)
    assert (s["db_runs"], s["db_accuracy"]) == (2, 0.5)


def test_peer_leaves_out_cases_with_per_turn_checks(tmp_path):
    from db import init_db
    from eval.peer import eligible
    from settings import Settings

    engine = init_db(Settings(data_dir=tmp_path))
    cases = {c.id: c for c in load_cases(SMOKE_DB)}
    assert not eligible(cases["smoke-db-persona-pass"], engine)
    assert eligible(cases["smoke-db-refund-pass"], engine)
    engine.dispose()


def test_the_ideal_refund_call_leaves_the_end_state_each_public_case_expects(tmp_path):
    # The builder works the outcome out from SQL facts and rule values; here the real tool,
    # policy and executor run the call a perfect agent would make and must end the same way.
    import re

    from agents.identity import lookup_identity
    from db import init_db
    from eval.endstate import reset, snapshot
    from settings import Settings
    from tools import registry
    from tools.base import ToolContext

    settings = Settings(data_dir=tmp_path)
    engine = init_db(settings)
    refund = registry().get("request_refund")
    public = load_cases(CASES / "refunds.jsonl") + load_cases(CASES / "personas.jsonl")
    checked = 0
    for c in (c for c in public if c.expect.db is not None):
        with engine.begin() as conn:
            reset(conn)
        found = re.search(r"invoice (\d+)", c.note)
        ids = [m.customer_id for t in c.turns if (m := lookup_identity(engine, t)).verified]
        if found and ids:
            lines = []
            if "one-track" in c.id:  # the track is named in the question, its line in the DB
                track = re.search(r'"(.+)"', c.turns[0])[1]
                with engine.connect() as conn:
                    lines = [
                        line.line
                        for line in conn.exec_driver_sql(
                            "SELECT il.InvoiceLineId AS line FROM InvoiceLine il JOIN Track t "
                            "ON t.TrackId = il.TrackId WHERE il.InvoiceId = ? AND t.Name = ?",
                            (int(found[1]), track),
                        )
                    ]
            args = {"invoice_id": int(found[1]), "invoice_line_ids": lines, "reason": "eval"}
            refund.call(
                args, ToolContext(engine, settings, customer_id=ids[-1], thread_id="t")
            ).as_json()
            checked += 1
        with engine.connect() as conn:
            assert db_check(c.expect.db, snapshot(conn)) == [], c.id
    assert checked >= 10
    engine.dispose()
