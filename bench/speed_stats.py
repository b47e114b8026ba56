"""The numbers of ``bench/speed_compare.py``: per-turn token split, side summaries, the A/B table.

Pure functions of the stored records (so a results file can be re-summarized without running
anything), plus the ``/proc`` reading that says what else used the CPU during a run: on a
shared machine a latency number means little without it.

Definitions (per turn = one user message of a case; a turn's model calls are the harness's):

- computed prefill tokens = prompt tokens - ``cached_tokens`` (prompt tokens a prefix KV cache
  served, as the generate result reports them; revisions without a cache report none = 0).
- decode tok/s = generated tokens after each call's first / decode seconds, over every timed
  call of a side: a call's first model forward is its prefill (it yields the first token);
  decode runs from the end of that forward to the end of the last one, so grammar and
  sampling work between forwards counts as decode, and a forward that decides several tokens
  (drafted or grammar-forced ones) counts them all. Model forwards per turn are counted too.
  Prefill tok/s = computed prefill tokens / first-forward seconds. Both need the model to be
  a torch module called as ``model(...)`` (forward hooks); ``None`` otherwise (scripted, a
  model server).
- paired latency B/A = the median over turns that both sides finished of B's latency / A's,
  which is steadier than the ratio of the two medians when turns differ a lot in length.
"""

from __future__ import annotations

import os
import statistics
from pathlib import Path
from typing import Any

from support.audit import percentile  # one definition: eval's and the admin charts' too

PER_TURN = ("latency_s", "calls", "prompt_tokens", "cached_tokens", "computed_tokens")
PER_TURN += ("completion_tokens", "forwards")


def add_turn_numbers(record: dict[str, Any], calls: list[dict[str, Any]] | None) -> None:
    """Split the worker's per-call numbers over ``record``'s turns (by each turn's call count)
    and add each turn's cached, computed and timed token counts, in place."""
    turns = record.get("turns") or []
    detail = calls is not None and len(calls) == sum(t.get("calls", 0) for t in turns)
    record["call_detail"] = detail
    start = 0
    for turn in turns:
        mine = calls[start : start + turn["calls"]] if detail and calls is not None else []
        start += turn["calls"] if detail else 0
        turn["cached_tokens"] = sum(c["cached_tokens"] for c in mine)
        turn["computed_tokens"] = turn["prompt_tokens"] - turn["cached_tokens"]
        timed = [c for c in mine if c.get("forwards")]
        turn["forwards"] = sum(c["forwards"] for c in mine)
        # the first token comes from the prefill; a forward may decide several (drafts)
        turn["decode_steps"] = sum(max(c["completion_tokens"] - 1, 0) for c in timed)
        turn["decode_s"] = sum(c["decode_s"] for c in timed)
        turn["prefill_tokens_timed"] = sum(c["prompt_tokens"] - c["cached_tokens"] for c in timed)
        turn["prefill_s"] = sum(c["prefill_s"] for c in timed)
        turn["call_detail"] = mine


def _spread(values: list[float]) -> dict[str, float | None]:
    return {
        "mean": statistics.fmean(values) if values else None,
        "p50": percentile(values, 50),
        "p95": percentile(values, 95),
        "max": max(values) if values else None,
    }


def _rate(num: float, den: float) -> float | None:
    return num / den if den else None


def side_summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    """One side's numbers: per-turn spreads, totals, decode/prefill rates, pass rates."""
    turns = [t for r in records for t in r.get("turns", [])]
    total = {k: sum(t.get(k, 0) for t in turns) for k in PER_TURN}
    timed = {k: sum(t.get(k, 0) for t in turns) for k in ("decode_steps", "decode_s")}
    timed.update(
        {k: sum(t.get(k, 0) for t in turns) for k in ("prefill_tokens_timed", "prefill_s")}
    )
    return {
        "cases": len(records),
        "turns": len(turns),
        "pass_rate": _rate(sum(bool(r["passed"]) for r in records), len(records)),
        "pass_rate_own": _rate(sum(bool(r.get("passed_own")) for r in records), len(records)),
        "errors": sum(1 for r in records if r.get("error")),
        "generate_errors": sum(t.get("generate_errors", 0) for t in turns),
        "call_detail": all(r.get("call_detail") for r in records) if records else None,
        "per_turn": {k: _spread([float(t.get(k, 0)) for t in turns]) for k in PER_TURN},
        "total": total,
        "cache_hit": _rate(total["cached_tokens"], total["prompt_tokens"]),
        "decode_tok_s": _rate(timed["decode_steps"], timed["decode_s"]),
        "prefill_tok_s": _rate(timed["prefill_tokens_timed"], timed["prefill_s"]),
        "timed": timed,
        "cpu_s_per_case": _spread([r.get("cpu_s", 0.0) for r in records])["mean"],
        "idle_cpu_s": sum(r.get("idle_cpu_s", 0.0) for r in records),
    }


def paired(records: list[dict[str, Any]]) -> dict[str, Any]:
    """What only the same cases on both sides show: latency ratios and identical behaviour."""
    by = {(r["side"], r["id"]): r for r in records}
    ids = [r["id"] for r in records if r["side"] == "A" and ("B", r["id"]) in by]
    ratios, same_answers, same_tools, flipped = [], 0, 0, []
    for cid in ids:
        a, b = by[("A", cid)], by[("B", cid)]
        for ta, tb in zip(a.get("turns", []), b.get("turns", []), strict=False):
            if ta["latency_s"] > 0 and tb["latency_s"] > 0:
                ratios.append(tb["latency_s"] / ta["latency_s"])
        answers = [[t.get("answer") for t in r.get("turns", [])] for r in (a, b)]
        same_answers += answers[0] == answers[1]
        same_tools += a.get("tools") == b.get("tools")
        if a["passed"] != b["passed"]:
            flipped.append({"id": cid, "A": a["passed"], "B": b["passed"]})
    return {
        "cases": len(ids),
        "turns": len(ratios),
        "latency_b_over_a_median": statistics.median(ratios) if ratios else None,
        "same_answers": same_answers,
        "same_tools": same_tools,
        "verdict_differs": flipped,
    }


# (label, summary path, kind): kind "pct" = a rate shown in %, "n" = a number
_ROWS = [
    ("latency s/turn p50", ("per_turn", "latency_s", "p50"), "n"),
    ("latency s/turn p95", ("per_turn", "latency_s", "p95"), "n"),
    ("latency s/turn mean", ("per_turn", "latency_s", "mean"), "n"),
    ("latency s/turn worst", ("per_turn", "latency_s", "max"), "n"),
    ("model calls/turn", ("per_turn", "calls", "mean"), "n"),
    ("prompt tokens/turn", ("per_turn", "prompt_tokens", "mean"), "n"),
    ("cached prompt tokens/turn", ("per_turn", "cached_tokens", "mean"), "n"),
    ("prefill tokens computed/turn", ("per_turn", "computed_tokens", "mean"), "n"),
    ("prefill tokens computed/turn p95", ("per_turn", "computed_tokens", "p95"), "n"),
    ("generated tokens/turn", ("per_turn", "completion_tokens", "mean"), "n"),
    ("model forwards/turn", ("per_turn", "forwards", "mean"), "n"),
    ("decode tok/s", ("decode_tok_s",), "n"),
    ("prefill tok/s (computed)", ("prefill_tok_s",), "n"),
    ("CPU s/case (worker)", ("cpu_s_per_case",), "n"),
    ("CPU s used while waiting (all cases)", ("idle_cpu_s",), "n"),
    ("pass rate", ("pass_rate",), "pct"),
    ("pass rate (revision's own scorer)", ("pass_rate_own",), "pct"),
    ("case errors", ("errors",), "n"),
]


def _get(summary: dict[str, Any], path: tuple[str, ...]) -> Any:
    for key in path:
        summary = summary.get(key) if isinstance(summary, dict) else None  # type: ignore[assignment]
    return summary


def table_rows(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The A/B table: ``{"metric", "kind", "A", "B", "B/A"}`` per row."""
    sums = {k: side_summary([r for r in records if r["side"] == k]) for k in ("A", "B")}
    rows = []
    for label, path, kind in _ROWS:
        a, b = _get(sums["A"], path), _get(sums["B"], path)
        ratio = b / a if isinstance(a, int | float) and isinstance(b, int | float) and a else None
        rows.append({"metric": label, "kind": kind, "A": a, "B": b, "B/A": ratio})
    pair = paired(records)
    rows.append(
        {
            "metric": f"latency/turn B/A, median of {pair['turns']} paired turns",
            "kind": "n",
            "A": None,
            "B": None,
            "B/A": pair["latency_b_over_a_median"],
        }
    )
    for key, label in (("same_answers", "same answers, every turn"), ("same_tools", "same tools")):
        rows.append({"metric": f"cases with {label}", "kind": "n", "A": None, "B": None})
        rows[-1]["B/A"] = f"{pair[key]} of {pair['cases']}"
    return rows


def _fmt(value: Any, kind: str) -> str:
    if value is None:
        return "–"
    if isinstance(value, str):
        return value
    if kind == "pct":
        return f"{100 * value:.1f}%"
    if isinstance(value, int) or abs(value) >= 100:
        return f"{value:.0f}"
    return f"{value:.2f}" if abs(value) < 10 else f"{value:.1f}"


def short(commit: str) -> str:
    """A commit as 12 hex digits, keeping a ``+dirty`` mark (``.``: this checkout)."""
    head, _, mark = commit.partition("+")
    return head[:12] + (f"+{mark}" if mark else "")


def _loads(values: list[float]) -> str:
    return " / ".join(f"{v:.2f}" for v in values)


def markdown(results: dict[str, Any]) -> tuple[str, str]:
    """(the whole markdown summary, the table alone)."""
    rows = results["summary"]["rows"]
    lines = ["| metric | A | B | B/A |", "|---|---|---|---|"]
    for row in rows:
        ratio = row["B/A"] if isinstance(row["B/A"], str) else _fmt(row["B/A"], "n")
        lines.append(f"| {row['metric']} | {_fmt(row['A'], row['kind'])} | ")
        lines[-1] += f"{_fmt(row['B'], row['kind'])} | {ratio} |"
    table = "\n".join(lines)
    head = [f"# Speed compare: {results['model']}", "", f"`{results['command']}`", ""]
    for key, side in (results.get("sides") or {}).items():
        env = " ".join(f"{k}={v}" for k, v in side["env"].items()) or "no extra env"
        info = side.get("model_info") or {}
        why = f" ({info['threads_reason']})" if info.get("threads_reason") else ""
        head.append(
            f"- **{key}**: `{side['rev']}` = `{short(side['commit'])}` ({side['subject']}), "
            f"{env}; {info.get('dtype', '-')} on {info.get('device', '-')}, torch threads "
            f"{side.get('torch_threads')}{why}, load {side.get('load_s', 0):.1f} s"
        )
    other = results.get("other_processes") or {}
    flips = results["summary"].get("paired", {})
    head += [
        f"- cases: {len(results['case_ids'])} ({'complete' if results['complete'] else 'PARTIAL'}"
        f", {len(results['records'])} case runs), order A,B then B,A alternating",
        f"- machine: {results['machine']}; load average {_loads(results['load_avg_start'])} at "
        f"the start, {_loads(results['load_avg_end'])} at the end",
        f"- other processes used {other.get('cpu_s', 0):.0f} CPU s during the run "
        f"({100 * (other.get('share') or 0):.0f}% of the machine); busiest: "
        + "; ".join(f"{p['cmd'][:60]} ({p['cpu_s']:.0f} s)" for p in other.get("busiest", [])[:4]),
        *([f"- note: {results['note']}"] if results.get("note") else []),
        "",
    ]
    differ = flips.get("verdict_differs", [])
    tail = ["", f"Verdicts that differ between the sides: {len(differ) or 'none'}"]
    tail += [
        f"- {f['id']}: A {'pass' if f['A'] else 'fail'}, B {'pass' if f['B'] else 'fail'}"
        for f in differ
    ]
    warm = results.get("warmup")
    if warm:
        tail.append(f"\nWarm-up (not measured): {warm['case']}, A {warm['A']} s, B {warm['B']} s")
    return "\n".join([*head, table, *tail]) + "\n", table


# -- what else ran ------------------------------------------------------------------------


def proc_cpu() -> dict[tuple[int, int], tuple[int, str, float]]:
    """``{(pid, start tick): (ppid, command, CPU seconds so far)}`` for every process."""
    tick = os.sysconf("SC_CLK_TCK")
    out = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:  # gone meanwhile
            continue
        comm, fields = (
            stat[stat.index("(") + 1 : stat.rindex(")")],
            stat[stat.rindex(")") + 2 :].split(),
        )
        cpu = (int(fields[11]) + int(fields[12])) / tick
        out[(int(entry.name), int(fields[19]))] = (int(fields[1]), cmd.strip() or comm, cpu)
    return out


def other_cpu(
    before: dict[tuple[int, int], tuple[int, str, float]],
    after: dict[tuple[int, int], tuple[int, str, float]],
    ours: set[int],
    wall_s: float,
) -> dict[str, Any]:
    """CPU seconds used during the run by processes that are not ours (nor our children's).

    Processes that started and ended between the two snapshots are not seen."""
    parent = {pid: ppid for (pid, _), (ppid, _, _) in after.items()}

    def mine(pid: int) -> bool:
        for _ in range(64):
            if pid in ours:
                return True
            if pid not in parent or pid <= 1:
                return False
            pid = parent[pid]
        return False

    used = []
    for key, (_, cmd, cpu) in after.items():
        if not mine(key[0]):
            spent = cpu - (before[key][2] if key in before else 0.0)
            if spent > 0:
                used.append({"pid": key[0], "cmd": cmd[:160], "cpu_s": round(spent, 1)})
    used.sort(key=lambda p: -p["cpu_s"])
    total = sum(p["cpu_s"] for p in used)
    return {
        "cpu_s": round(total, 1),
        "share": total / (wall_s * (os.cpu_count() or 1)) if wall_s > 0 else None,
        "busiest": [p for p in used[:8] if p["cpu_s"] >= 0.5],
    }
