"""bench/speed_compare.py end to end: real git worktrees, real worker processes, the real graph.

Two revisions = HEAD and HEAD (one with an extra env setting), on the scripted model (exact
verdicts and token counts) and on the tiny random Qwen2 (the transformers path, where each
model forward is timed). The worker's per-call numbers are checked against the harness's own
per-turn counts, and the case order and the no-overlap of the two workers are read from the
records' sequence numbers and wall-clock stamps.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from eval.schema import load_cases

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.speed_compare import DEFAULT_LIMIT, public_files, round_robin  # noqa: E402
from bench.speed_stats import add_turn_numbers, other_cpu, side_summary  # noqa: E402

SMOKE = ROOT / "eval" / "cases" / "smoke.jsonl"


def compare(out: Path, *args: str) -> subprocess.CompletedProcess:
    cmd = [sys.executable, str(ROOT / "bench" / "speed_compare.py"), "--out", str(out), *args]
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)


def worktrees() -> str:
    return subprocess.run(
        ["git", "worktree", "list", "--porcelain"], cwd=ROOT, capture_output=True, text=True
    ).stdout


@pytest.fixture(scope="module")
def scripted_run(tmp_path_factory) -> tuple[dict, subprocess.CompletedProcess]:
    out = tmp_path_factory.mktemp("speed") / "compare.json"
    args = ["--a", "HEAD", "--b", "HEAD", "--b-env", "SPEED_COMPARE_PROBE=on"]
    done = compare(out, *args, "--model", "scripted", "--cases", str(SMOKE), "--limit", "2")
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(out.read_text()), done


def test_cases_alternate_who_goes_first_and_never_overlap(scripted_run):
    results, _ = scripted_run
    first, second, third = (c.id for c in load_cases(SMOKE)[:3])
    order = [(r["seq"], r["side"], r["id"], r["first"]) for r in results["records"]]
    assert order == [
        (1, "A", first, True),
        (2, "B", first, False),
        (3, "B", second, True),
        (4, "A", second, False),
    ]
    stamps = [(r["started_at"], r["ended_at"]) for r in results["records"]]
    assert all(end <= nxt for (_, end), (nxt, _) in zip(stamps, stamps[1:], strict=False))
    assert results["warmup"]["case"] == third  # the next case of the pick, not a measured one
    assert results["complete"] is True and results["case_ids"] == [first, second]


def test_each_side_runs_its_own_worktree_with_its_own_env(scripted_run):
    results, _ = scripted_run
    head = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    roots = set()
    for key, probe in (("A", None), ("B", "on")):
        side = results["sides"][key]
        assert side["commit"] == head
        assert side["env"] == ({"SPEED_COMPARE_PROBE": "on"} if probe else {})
        harness = Path(side["harness_file"])
        assert not harness.is_relative_to(ROOT)  # the worktree's code, not this checkout's
        assert not harness.exists()  # the worktree is gone after the run
        roots.add(harness.parents[1])
        assert str(harness.parents[1]) not in worktrees()
        assert side["wraps_generate"] is True and side["times_forwards"] is False
    assert len(roots) == 2
    # what each worker process reported from its own os.environ
    assert results["sides"]["A"]["worker_env"] == {"SPEED_COMPARE_PROBE": None}
    assert results["sides"]["B"]["worker_env"] == {"SPEED_COMPARE_PROBE": "on"}


def test_per_call_numbers_add_up_to_the_harness_turns(scripted_run):
    results, done = scripted_run
    for record in results["records"]:
        assert record["passed"] and record["passed_own"] and record["call_detail"]
        # a turn may make no model call (smoke-invoice-verified-pass's resumed turn: code's
        # step and code's answer); every case makes some
        assert sum(turn["calls"] for turn in record["turns"]) > 0
        for turn in record["turns"]:
            calls = turn["call_detail"]
            assert len(calls) == turn["calls"]
            assert sum(c["prompt_tokens"] for c in calls) == turn["prompt_tokens"]
            assert sum(c["completion_tokens"] for c in calls) == turn["completion_tokens"]
            assert turn["cached_tokens"] == 0  # HEAD reports no prefix cache
            assert turn["computed_tokens"] == turn["prompt_tokens"]
    for key in ("A", "B"):
        turns = [t for r in results["records"] if r["side"] == key for t in r["turns"]]
        mean = results["summary"][key]["per_turn"]["prompt_tokens"]["mean"]
        assert mean == pytest.approx(statistics.fmean(t["prompt_tokens"] for t in turns))
    rows = {row["metric"]: row for row in results["summary"]["rows"]}
    assert rows["pass rate"]["A"] == rows["pass rate"]["B"] == 1.0
    assert rows["cases with same answers, every turn"]["B/A"] == "2 of 2"
    assert "| metric | A | B | B/A |" in done.stdout
    md = Path(results_path(done)).with_suffix(".md").read_text()
    assert "| prefill tokens computed/turn |" in md and "A,B then B,A" in md


def results_path(done: subprocess.CompletedProcess) -> str:
    args = done.args
    return args[args.index("--out") + 1]


def test_tiny_model_times_prefill_and_each_decode_step(tmp_path):
    out = tmp_path / "tiny.json"
    args = "--a HEAD --b HEAD --model tiny --limit 1 --threads 1 --warmup 0".split()
    done = compare(out, *args)
    assert done.returncode == 0, done.stderr[-3000:]
    results = json.loads(out.read_text())
    assert [r["side"] for r in results["records"]] == ["A", "B"]
    for key in ("A", "B"):
        assert results["sides"][key]["times_forwards"] is True
        assert results["sides"][key]["torch_threads"] == 1
        summary = results["summary"][key]
        assert summary["decode_tok_s"] > 0 and summary["prefill_tok_s"] > 0
    for record in results["records"]:
        for turn in record["turns"]:
            calls = turn["call_detail"]
            assert turn["forwards"] == sum(c["forwards"] for c in calls) > 0
            for call in calls:
                # the first forward is the prefill; a decoded token needs a forward after it
                assert call["forwards"] >= 1 + (call["completion_tokens"] > 1)
                assert 0 < call["prefill_s"] <= call["first_token_s"] <= call["latency_s"]
                assert (call["decode_s"] > 0) == (call["forwards"] > 1)


def test_an_unknown_revision_is_refused_before_anything_starts(tmp_path):
    before = worktrees()
    done = compare(
        tmp_path / "x.json", "--a", "HEAD", "--b", "no-such-rev-xyz", "--model", "scripted"
    )
    assert done.returncode == 2 and "no-such-rev-xyz" in done.stderr
    assert worktrees() == before and not (tmp_path / "x.json").exists()


def test_default_pick_is_round_robin_over_every_public_file():
    files = public_files()
    assert files and not any(f.name.startswith("smoke") for f in files)
    per_file = [load_cases(f) for f in files]
    picked = round_robin(files)[:DEFAULT_LIMIT]
    assert len(picked) == DEFAULT_LIMIT >= 30
    expected = [cases[i].id for i in range(3) for cases in per_file]
    assert [c.id for c in picked] == expected[:DEFAULT_LIMIT]


def test_computed_prefill_is_prompt_minus_cached_per_turn():
    calls = [
        {"prompt_tokens": 100, "completion_tokens": 5, "cached_tokens": 80, "forwards": 5},
        {"prompt_tokens": 120, "completion_tokens": 3, "cached_tokens": 0, "forwards": 3},
        {"prompt_tokens": 50, "completion_tokens": 2, "cached_tokens": 50, "forwards": 0},
    ]
    for call, (prefill, decode) in zip(calls, [(0.1, 0.4), (0.5, 0.2), (0, 0)], strict=True):
        if call["forwards"]:
            call.update(prefill_s=prefill, decode_s=decode)
    record = {
        "side": "A",
        "passed": True,
        "turns": [
            {"calls": 2, "prompt_tokens": 220, "completion_tokens": 8, "latency_s": 1.0},
            {"calls": 1, "prompt_tokens": 50, "completion_tokens": 2, "latency_s": 0.5},
        ],
    }
    add_turn_numbers(record, calls)
    first, second = record["turns"]
    assert (first["cached_tokens"], first["computed_tokens"]) == (80, 140)
    assert (second["cached_tokens"], second["computed_tokens"]) == (50, 0)
    # decode tokens: all but each call's first (the prefill's); 5 + 3 tokens, 2 calls
    assert (first["decode_steps"], first["decode_s"]) == (6, pytest.approx(0.6))
    assert first["forwards"] == 8
    summary = side_summary([record])
    assert summary["cache_hit"] == pytest.approx(130 / 270)
    assert summary["decode_tok_s"] == pytest.approx(6 / 0.6)
    assert summary["prefill_tok_s"] == pytest.approx((20 + 120) / 0.6)
    # calls that do not add up to the harness's count are not guessed at: no cache assumed
    add_turn_numbers(record, calls[:2])
    assert record["call_detail"] is False and record["turns"][0]["cached_tokens"] == 0


def test_other_cpu_leaves_out_our_process_tree():
    before = {(10, 1): (1, "other", 5.0), (20, 1): (1, "us", 1.0), (21, 2): (20, "child", 0.0)}
    after = {
        (10, 1): (1, "other", 9.0),
        (20, 1): (1, "us", 50.0),
        (21, 2): (20, "child", 30.0),
        (30, 3): (1, "newcomer", 2.0),
        (10, 9): (1, "pid reused", 1.0),
    }
    used = other_cpu(before, after, {20}, wall_s=10.0)
    assert used["cpu_s"] == pytest.approx(4.0 + 2.0 + 1.0)
    assert [p["cmd"] for p in used["busiest"]] == ["other", "newcomer", "pid reused"]
