"""The eval harness: exact scores on scripted smoke cases (including built-to-fail ones),
pass^k, the case schema, and that the committed case files are what the builder writes."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

import specialists
from eval.__main__ import main as eval_main
from eval.cases.build_cases import FILES, generate
from eval.schema import Case, CaseFileError, Expect, load_cases, load_many
from eval.score import check, fold, pass_hat_k, percentile, reason_kinds, summarize

CASES = Path(__file__).resolve().parents[1] / "eval" / "cases"
SMOKE = CASES / "smoke.jsonl"

# case id -> the expectation kinds it must fail (empty: passes). Each built-to-fail case
# fails for exactly one reason.
SMOKE_OUTCOMES = {
    "smoke-catalog-pass": [],
    "smoke-invoice-verified-pass": [],
    "smoke-offtopic-pass": [],
    "smoke-verify-partial-pass": [],
    "smoke-protocol-retry-pass": [],
    "smoke-mixed-pass": [],
    "smoke-search-not-configured-pass": [],
    "smoke-fail-routes": ["routes"],
    "smoke-fail-routes-any": ["routes_any"],
    "smoke-fail-routes-forbidden": ["routes_forbidden"],
    "smoke-fail-tools": ["tools"],
    "smoke-fail-tools-forbidden": ["tools_forbidden"],
    "smoke-fail-answer-contains": ["answer_contains"],
    "smoke-fail-answer-contains-any": ["answer_contains_any"],
    "smoke-fail-answer-excludes": ["answer_excludes"],
    "smoke-fail-verified": ["verified"],
    "smoke-error-unexpected-call": ["error"],
}
SMOKE_CALLS = {  # generate() calls per case: manager, specialist step(s), finalize
    # the manager's only: code makes the step (one tool, "AC/DC" pinned) and writes the list
    "smoke-catalog-pass": [1],
    "smoke-invoice-verified-pass": [1, 0],  # the resumed turn: code's step, code's answer
    "smoke-offtopic-pass": [1],  # the manager's call; code writes the scope reply
    "smoke-verify-partial-pass": [1, 0],
    "smoke-protocol-retry-pass": [3],  # manager, the bad step, the good one; code's answer
    "smoke-mixed-pass": [1, 1],  # both steps code's; two lookups: the model writes
    "smoke-search-not-configured-pass": [1],  # code makes the search step and says it
}


@pytest.fixture(scope="module")
def smoke(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("smoke") / "smoke.json"
    assert (
        eval_main(["--cases", str(SMOKE), "--model", "scripted", "--out", str(out), "--quiet"]) == 0
    )
    return json.loads(out.read_text())


def test_smoke_run_writes_json_markdown_and_png(smoke, tmp_path_factory):
    runs = smoke["cases"]
    assert [r["id"] for r in runs] == list(SMOKE_OUTCOMES)
    assert {"id", "passed", "reasons", "routes", "tools", "answer", "calls", "latency_s"} <= set(
        runs[0]
    )
    out = Path(smoke["run"]["command"].split("--out ")[1].split()[0])
    assert out.with_suffix(".md").read_text().startswith("# Eval: scripted")
    assert out.with_suffix(".png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("case_id", list(SMOKE_OUTCOMES))
def test_each_smoke_case_fails_for_exactly_the_expected_reason(smoke, case_id):
    run = next(r for r in smoke["cases"] if r["id"] == case_id)
    assert reason_kinds(run["reasons"]) == SMOKE_OUTCOMES[case_id], run["reasons"]
    assert run["passed"] is (not SMOKE_OUTCOMES[case_id])
    assert run.get("script_left", 0) == 0  # every scripted reply was used
    if case_id in SMOKE_CALLS:
        assert [t["calls"] for t in run["turns"]] == SMOKE_CALLS[case_id]


def test_smoke_traces_are_what_the_scripts_make_the_graph_do(smoke):
    runs = {r["id"]: r for r in smoke["cases"]}
    mixed = runs["smoke-mixed-pass"]
    assert mixed["routes"] == ["invoice", "catalog"] and mixed["verified"]
    assert mixed["tools"] == ["get_invoices_by_customer_sorted_by_date", "get_albums_by_artist"]
    assert runs["smoke-verify-partial-pass"]["paused"]
    assert "one more" in runs["smoke-verify-partial-pass"]["answer"].lower()  # remembered
    assert runs["smoke-fail-tools"]["tools"] == ["list_genres"]
    assert "UnexpectedCall" in runs["smoke-error-unexpected-call"]["error"]


def test_smoke_summary_numbers_are_exact(smoke):
    s = smoke["summary"]
    assert (s["cases"], s["runs"], s["turns"], s["errors"]) == (17, 17, 21, 1)
    assert s["pass_rate"] == pytest.approx(7 / 17) and s["pass^1"] == pytest.approx(7 / 17)
    # routes/routes_any/routes_forbidden set in 13 cases; 3 fail one of them
    assert (s["route_runs"], s["route_accuracy"]) == (13, pytest.approx(10 / 13))
    # tools set in 13 cases; only smoke-fail-tools' trajectory differs (error case sets none)
    assert (s["tool_runs"], s["tool_exact_match"]) == (13, pytest.approx(12 / 13))
    assert (s["answer_runs"], s["answer_accuracy"]) == (11, pytest.approx(8 / 11))
    assert (s["verify_runs"], s["verify_accuracy"]) == (5, pytest.approx(4 / 5))
    # one unparseable step ("albums please") among 21 constrained replies: 17 manager
    # replies and 4 steps (protocol-retry's two, the wrong-artist cases' one each); the
    # other steps are code's
    assert (s["protocol_checked"], s["protocol_validity"]) == (21, pytest.approx(20 / 21))
    assert s["calls_per_turn"]["p50"] == 1.0 and s["calls_per_turn"]["mean"] == pytest.approx(
        23 / 21  # code makes the steps with no choice and writes list answers, a missing
        # search key, off-topic, a bare "finish" and the wrong-artist cases' "no artist"
    )
    assert s["failures_by_kind"] == {k[0]: 1 for k in SMOKE_OUTCOMES.values() if k}


def test_pass_hat_k_is_tau_bench_formula():
    assert pass_hat_k([[True, True, True]], 3) == 1.0
    assert pass_hat_k([[True, True, False]], 3) == 0.0
    # n=4 trials, c=3 passes: C(3,2)/C(4,2) = 3/6
    assert pass_hat_k([[True, True, True, False]], 2) == pytest.approx(0.5)
    # k=1 is the plain success rate per case, averaged over cases
    assert pass_hat_k([[True, False], [True, True]], 1) == pytest.approx((0.5 + 1.0) / 2)
    runs = [[True] * 5 + [False] * 3, [True] * 8]
    expected = (math.comb(5, 3) / math.comb(8, 3) + 1.0) / 2
    assert pass_hat_k(runs, 3) == pytest.approx(expected)
    with pytest.raises(ValueError):
        pass_hat_k([[True]], 2)


def test_pass_hat_k_from_the_cli_runs_each_case_k_times(tmp_path):
    out = tmp_path / "k.json"
    args = ["--cases", str(SMOKE), "--model", "scripted", "--out", str(out), "--quiet", "--k", "2"]
    assert eval_main([*args, "--only", "smoke-catalog-pass", "smoke-fail-routes"]) == 0
    s = json.loads(out.read_text())["summary"]
    assert (s["runs"], s["k"], s["pass^2"]) == (4, 2, 0.5)


def test_assist_mode_is_chosen_on_the_command_line_and_recorded_in_the_results(tmp_path):
    out = tmp_path / "a.json"
    args = ["--cases", str(SMOKE), "--model", "scripted", "--out", str(out), "--quiet"]
    assert eval_main([*args, "--only", "smoke-catalog-pass"]) == 0
    assert json.loads(out.read_text())["run"]["assist"] == "full"  # a model of unknown size
    assert eval_main([*args, "--only", "smoke-catalog-pass", "--assist", "off"]) == 0
    assert json.loads(out.read_text())["run"]["assist"] == "off"
    assert "assist: off" in out.with_suffix(".md").read_text()
    with pytest.raises(SystemExit):
        eval_main([*args, "--assist", "some"])


def test_scorer_matching_is_case_and_accent_insensitive():
    expect = Expect(answer_contains=["František", "LET THERE BE ROCK"], answer_excludes=["x y"])
    assert check(expect, {"answer": "frantisek: Let  There be rock"}) == []
    assert reason_kinds(check(expect, {"answer": "Frantisek, let there be rock. X   Y"})) == [
        "answer_excludes"
    ]
    assert fold("Sweet Child O\u2019 Mine") == "sweet child o' mine"
    assert percentile([1, 2, 3, 4], 50) == 2.5 and percentile([], 95) is None


@pytest.mark.parametrize(
    "answer",
    [
        "Your last purchase was on 2025-12-04.",
        "Your last purchase was on December 4, 2025.",
        "Your last purchase was on december 4th 2025.",
        "Your last purchase was on 4 December 2025.",
        "Your last purchase was on Dec. 04, 2025.",
    ],
)
def test_an_iso_date_fact_matches_the_same_date_written_out(answer):
    assert check(Expect(answer_contains=["2025-12-04"]), {"answer": answer}) == []


@pytest.mark.parametrize(
    "answer", ["It was on December 5, 2025.", "It was on 2025-04-12.", "It was on May 4, 2025."]
)
def test_a_different_date_does_not_match(answer):
    assert reason_kinds(check(Expect(answer_contains=["2025-12-04"]), {"answer": answer})) == [
        "answer_contains"
    ]


def test_tools_check_is_lenient_but_exact_match_is_not():
    expect = Expect(tools=["list_genres"])
    assert check(expect, {"tools": ["list_genres", "list_genres"]}) == []
    run = {"id": "a", "expect": {"tools": ["list_genres"]}, "reasons": [], "passed": True}
    runs = [
        {**run, "tools": ["list_genres", "list_genres"], "turns": []},
        {**run, "id": "b", "tools": ["list_genres"], "turns": []},
    ]
    assert summarize(runs)["tool_exact_match"] == 0.5  # the repeat breaks the trajectory


def test_every_committed_case_file_parses_into_the_schema():
    files = sorted(CASES.glob("*.jsonl"))
    cases = load_many(files)
    public = [c for c in cases if "smoke" not in c.tags]
    assert len(public) >= 150
    covered = {r for c in public for r in (c.expect.routes or []) + (c.expect.routes_any or [])}
    assert covered == set(specialists.names())
    tags = {t for c in public for t in c.tags}
    assert {"pt", "fr", "de", "es", "typo", "persona", "refund"} <= tags
    refunds = [c for c in public if c.expect.db is not None]
    assert len(refunds) >= 10
    assert {"executed", "pending", "denied"} <= {t for c in refunds for t in c.tags}
    for c in public:
        if c.tags[0] == "persona":  # verify, two account questions, then music
            assert len(c.turns) == 4 and c.expect.turn_answers_any and c.expect.verified
    assert all(c.replies for c in load_cases(SMOKE))  # the side file supplies every script


@pytest.mark.parametrize(
    "line, problem",
    [
        ({"id": "a", "turns": ["hi"], "expect": {"route": ["catalog"]}}, "route"),
        ({"id": "a", "turns": ["hi"], "expect": {"routes": ["billing"]}}, "unknown route"),
        ({"id": "a", "turns": ["hi"], "expect": {"tools": ["get_album"]}}, "unknown tool"),
        ({"id": "a", "turns": [], "expect": {}}, "turns"),
        ({"id": "a", "turns": ["hi"], "expect": {}, "extra": 1}, "extra"),
        ({"id": "a", "turns": ["hi"], "expect": {"answer_contains_any": []}}, "must not be empty"),
    ],
)
def test_case_schema_rejects_bad_lines(tmp_path, line, problem):
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(line) + "\n")
    with pytest.raises(CaseFileError, match=problem):
        load_cases(path)


def test_replies_side_file_must_name_known_cases(tmp_path):
    (tmp_path / "c.jsonl").write_text(json.dumps({"id": "a", "turns": ["hi"]}) + "\n")
    (tmp_path / "c.replies.jsonl").write_text(json.dumps({"id": "b", "replies": []}) + "\n")
    with pytest.raises(CaseFileError, match="known case id"):
        load_cases(tmp_path / "c.jsonl")
    assert Case(id="a", turns=["hi"]).expect.keys() == []


def test_committed_case_files_equal_what_the_builder_writes(tmp_path):
    written = generate(tmp_path)
    assert [p.stem for p in written] == list(FILES)
    for path in written:
        committed = CASES / path.name
        assert committed.read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), (
            f"{committed.name} is stale: run python -m eval.cases.build_cases"
        )


def test_summarize_renders_a_row_per_results_file(smoke, tmp_path):
    from eval.summarize import render

    path = tmp_path / "eval-smoke.json"
    path.write_text(json.dumps(smoke))
    (tmp_path / "unrelated.json").write_text('{"something": "else"}')
    text = render([path, tmp_path / "unrelated.json"], base=tmp_path)
    assert (
        "| [scripted](eval-smoke.json) | 17 | 41.2% | 76.9% | 92.3% | 72.7% | 80.0% | 95.2% |"
        in text
    )
    assert smoke["run"]["command"] in text


def test_summarize_rewrites_only_the_marked_readme_block(smoke, tmp_path):
    from eval.summarize import main as summarize_main

    results = tmp_path / "eval-smoke.json"
    results.write_text(json.dumps(smoke))
    readme = tmp_path / "README.md"
    readme.write_text(
        "# Title\n\n<!-- results:start -->\nold table\n<!-- results:end -->\n\ntail\n"
    )
    assert summarize_main([str(results), "--readme", str(readme)]) == 0
    text = readme.read_text()
    assert text.startswith("# Title\n\n<!-- results:start -->\n### Eval results")
    assert "old table" not in text and "| [scripted](eval-smoke.json) | 17 |" in text
    assert text.endswith("<!-- results:end -->\n\ntail\n")
    assert summarize_main([str(results), "--readme", str(readme)]) == 0
    assert readme.read_text() == text  # idempotent

    unmarked = tmp_path / "OTHER.md"
    unmarked.write_text("no markers here\n")
    assert summarize_main([str(results), "--readme", str(unmarked)]) == 2
    assert unmarked.read_text() == "no markers here\n"  # nothing lost


def test_resume_reuses_finished_cases_from_the_journal(tmp_path):
    out = tmp_path / "r.json"
    args = ["--cases", str(SMOKE), "--model", "scripted", "--out", str(out), "--quiet"]
    assert eval_main([*args, "--only", "smoke-catalog-pass", "smoke-fail-routes"]) == 0
    assert not (tmp_path / "r.partial.jsonl").exists()  # a finished run removes its journal
    first = json.loads(out.read_text())["cases"][0]
    (tmp_path / "r.partial.jsonl").write_text(
        json.dumps({**first, "answer": "from journal"}) + "\n"
    )
    assert eval_main([*args, "--only", "smoke-catalog-pass", "smoke-fail-routes", "--resume"]) == 0
    runs = json.loads(out.read_text())["cases"]
    assert [r["answer"] for r in runs][0] == "from journal" and runs[1]["id"] == "smoke-fail-routes"


def test_peer_subset_pre_verifies_invoice_cases_and_drops_identifier_turns(tmp_path):
    from db import init_db
    from eval.peer import eligible, peer_turns, pre_verify
    from settings import Settings

    engine = init_db(Settings(data_dir=tmp_path))
    cases = {c.id: c for c in load_many(sorted(CASES.glob("*.jsonl")))}
    assert eligible(cases["invoice-latest-5"], engine)
    assert pre_verify(engine, cases["invoice-latest-5"]) == 5
    assert peer_turns(cases["invoice-latest-5"]) == ["What was my most recent invoice?"]
    assert pre_verify(engine, cases["verify-wrong-then-right"]) == 5  # the last good pair wins
    assert not eligible(cases["verify-other-customer-email"], engine)  # no routes to compare
    assert not eligible(cases["code-factorial-17"], engine)  # code is not in the peer's tools
    assert eligible(cases["catalog-albums-ac-dc"], engine)
    engine.dispose()


def test_peer_tool_wrapper_calls_our_tool_with_the_injected_customer(tmp_path):
    pytest.importorskip("smolagents")
    from db import init_db
    from eval.peer import wrap_tool
    from settings import Settings
    from tools import registry

    settings = Settings(data_dir=tmp_path)
    state = {"engine": init_db(settings), "settings": settings, "customer_id": 5, "calls": []}
    albums = wrap_tool(registry().get("get_albums_by_artist"), state)
    assert albums.inputs["artist"]["type"] == "string"
    assert "Let There Be Rock" in albums.forward(artist="AC/DC")
    invoices = wrap_tool(registry().get("get_invoices_by_customer_sorted_by_date"), state)
    assert invoices.inputs == {} and '"invoice_id": 361' in invoices.forward()
    assert state["calls"] == ["get_albums_by_artist", "get_invoices_by_customer_sorted_by_date"]
    state["engine"].dispose()


def test_no_committed_case_excludes_a_fact_it_also_expects():
    # A case whose expected facts contain an excluded string can never pass (the scorer folds
    # case), e.g. excluding "Ride the Lightning" while Chinook sells "Ride The Lightning".
    for c in load_many(sorted(CASES.glob("*.jsonl"))):
        expected = (c.expect.answer_contains or []) + (c.expect.answer_contains_any or [])
        for bad in c.expect.answer_excludes or []:
            clash = [e for e in expected if fold(bad) in fold(e)]
            assert not clash, f"{c.id}: excludes {bad!r} but expects {clash}"


def test_rescore_applies_edited_cases_to_stored_traces_without_the_model(tmp_path):
    from eval.rescore import main as rescore_main

    cases = tmp_path / "smoke.jsonl"
    cases.write_text(SMOKE.read_text())
    (tmp_path / "smoke.replies.jsonl").write_text((CASES / "smoke.replies.jsonl").read_text())
    out = tmp_path / "r.json"
    assert (
        eval_main(["--cases", str(cases), "--model", "scripted", "--out", str(out), "--quiet"]) == 0
    )
    before = json.loads(out.read_text())
    # Fix the built-to-fail case so the answer it got now satisfies it.
    lines = [json.loads(line) for line in cases.read_text().splitlines()]
    for line in lines:
        if line["id"] == "smoke-fail-answer-contains":
            line["expect"]["answer_contains"] = ["release"]  # "no artist matching 'release'"
    cases.write_text("".join(json.dumps(line) + "\n" for line in lines))

    assert rescore_main([str(out)]) == 0  # loads no model: the stored traces are scored
    after = json.loads(out.read_text())
    by_id = {r["id"]: r for r in after["cases"]}
    assert by_id["smoke-fail-answer-contains"]["passed"] is True
    assert after["summary"]["pass_rate"] == pytest.approx(8 / 17)
    assert before["summary"]["pass_rate"] == pytest.approx(7 / 17)
    assert after["run"]["rescored"]["changed"] == 1
    assert after["run"]["command"] == before["run"]["command"]  # the run itself is kept
    assert by_id["smoke-error-unexpected-call"]["reasons"][0].startswith("error:")

    lines[0]["id"] = "renamed"
    cases.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert rescore_main([str(out)]) == 2  # a stored case the case files no longer have
    assert json.loads(out.read_text()) == after  # nothing lost
