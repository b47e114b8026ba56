"""Presenting results: a console table, a markdown report and a PNG chart (matplotlib Agg).

All three are written from the results JSON's content (``{"run", "cases", "summary"}``), so
``python -m eval.summarize`` can regenerate reports from stored results without a model.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from eval.score import by_tag

if TYPE_CHECKING:
    from eval.harness import Journal

METRICS = (
    ("pass_rate", "pass rate"),
    ("route_accuracy", "route acc."),
    ("tool_exact_match", "tool EM"),
    ("answer_accuracy", "answer acc."),
    ("verify_accuracy", "verify acc."),
    ("protocol_validity", "protocol valid"),
)
# Per-turn spreads (mean, p50, p95), each with what it counts: "<label>/turn" in the console,
# "<label> / turn" in the markdown table.
PER_TURN = (
    ("calls_per_turn", "generate() calls"),
    ("prompt_tokens_per_turn", "prompt tokens"),
    ("completion_tokens_per_turn", "generated tokens"),
    ("latency_s_per_turn", "latency s"),
)


def pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}%"


def num(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def case_line(record: dict[str, Any], width: int = 34) -> str:
    """One console line for a case run: verdict, id, numbers, and why it failed."""
    verdict = "PASS" if record["passed"] else "FAIL"
    why = "; ".join(record["reasons"])
    return (
        f"{verdict} {record['id'][:width]:<{width}} t{record['trial']} "
        f"calls={record['calls']:>2} {record['latency_s']:6.1f}s  {why[:160]}"
    )


def summary_lines(summary: dict[str, Any]) -> list[str]:
    """Human-readable totals, one metric a line."""
    k = summary["k"]
    lines = [
        f"cases {summary['cases']}, runs {summary['runs']}, turns {summary['turns']}, "
        f"errors {summary['errors']}, generate errors {summary['generate_errors']}",
        f"pass rate {pct(summary['pass_rate'])}   pass^{k} {pct(summary.get(f'pass^{k}'))}",
        f"route accuracy {pct(summary['route_accuracy'])} (of {summary['route_runs']})   "
        f"tool exact match {pct(summary['tool_exact_match'])} (of {summary['tool_runs']})",
        f"answer-fact accuracy {pct(summary['answer_accuracy'])} (of {summary['answer_runs']})   "
        f"verification {pct(summary['verify_accuracy'])} (of {summary['verify_runs']})   "
        f"end state {pct(summary.get('db_accuracy'))} (of {summary.get('db_runs', 0)})",
        f"protocol validity {pct(summary['protocol_validity'])} "
        f"(of {summary['protocol_checked']} constrained replies)",
    ]
    if summary.get("invented_answers") is not None:
        lines.append(
            f"answers with an invented fact {summary['invented_answers']} of {summary['turns']} "
            f"turns ({summary['invented_facts']} facts; eval.invented)"
        )
    for key, label in PER_TURN:
        stats = summary[key]
        lines.append(
            f"{label}/turn: mean {num(stats['mean'], 2)}  p50 {num(stats['p50'], 2)}  "
            f"p95 {num(stats['p95'], 2)}"
        )
    if summary["failures_by_kind"]:
        kinds = ", ".join(f"{k} {v}" for k, v in summary["failures_by_kind"].items())
        lines.append(f"failed runs by expectation: {kinds}")
    return lines


def _dtype(info: dict[str, Any]) -> str:
    """The dtype and torch threads a run used, with why: latencies compare only between runs
    with the same (bf16 on a CPU with AVX512-BF16 is ~2.5x faster than float32 on AVX2)."""
    if not info.get("dtype"):
        return "dtype not recorded"
    said = (
        f"{info['dtype']} ({info['dtype_reason']})" if info.get("dtype_reason") else info["dtype"]
    )
    return f"{said}, {info['threads']} torch threads" if info.get("threads") else said


def markdown(results: dict[str, Any]) -> str:
    """The report: run description, summary table, then one row per case run."""
    run, summary = results["run"], results["summary"]
    k = summary["k"]
    out = [
        f"# Eval: {run['model']} on {', '.join(run['case_files'])}",
        "",
        f"- command: `{run['command']}`",
        f"- model: {run['model_info'].get('name')} · {run['model_info'].get('source')} · "
        f"{run['model_info'].get('device')} · {_dtype(run['model_info'])} · "
        f"loaded in {num(run['model_info'].get('load_s'))} s",
        f"- assist: {run.get('assist', 'not recorded')}",
        f"- machine: {run['machine']}",
        f"- code: git {run.get('git', 'unknown')}",
        f"- started {run['started']}, wall {num(run['wall_s'])} s",
        "",
        "| metric | value |",
        "|---|---|",
    ]
    for key, label in METRICS:
        out.append(f"| {label} | {pct(summary[key])} |")
    out.append(f"| pass^{k} | {pct(summary.get(f'pass^{k}'))} |")
    for key, label in PER_TURN:
        s = summary[key]
        out.append(
            f"| {label} / turn (mean / p50 / p95) | {num(s['mean'], 2)} / {num(s['p50'], 2)} / {num(s['p95'], 2)} |"
        )
    if run.get("comparison"):  # a peer run: ours vs smolagents on the same cases
        out += ["", "## Side by side", "", *run["comparison"]]
    out += ["", "| theme (first tag) | passed | runs |", "|---|---|---|"]
    for tag, (passed, runs) in by_tag(results["cases"]).items():
        out.append(f"| {tag} | {passed} | {runs} |")
    out += ["", "| case | trial | result | calls | latency s | why |", "|---|---|---|---|---|---|"]
    for r in results["cases"]:
        why = "; ".join(r["reasons"]).replace("|", "\\|")[:300]
        verdict = "pass" if r["passed"] else "**fail**"
        out.append(
            f"| {r['id']} | {r['trial']} | {verdict} | {r['calls']} | {r['latency_s']:.1f} | {why} |"
        )
    return "\n".join(out) + "\n"


def chart(results: dict[str, Any], path: Path) -> None:
    """Two panels: the accuracy metrics as bars, and the per-turn latency histogram."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    summary = results["summary"]
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    labels = [label for key, label in METRICS]
    values = [100 * (summary[key] or 0) for key, _ in METRICS]
    bars = left.bar(labels, values, color="#4c72b0")
    for bar, (key, _) in zip(bars, METRICS, strict=True):
        left.text(bar.get_x() + bar.get_width() / 2, bar.get_height() + 1, pct(summary[key]),
                  ha="center", fontsize=8)  # fmt: skip
    left.set_ylim(0, 110)
    left.set_ylabel("%")
    left.tick_params(axis="x", labelrotation=30, labelsize=8)
    left.set_title(f"{results['run']['model']}: {summary['runs']} case runs")
    latencies = [t["latency_s"] for r in results["cases"] for t in r["turns"]]
    right.hist(latencies or [0], bins=20, color="#dd8452")
    right.set_xlabel("seconds per turn")
    right.set_ylabel("turns")
    lat = summary["latency_s_per_turn"]
    right.set_title(f"latency/turn p50 {num(lat['p50'])} s, p95 {num(lat['p95'])} s")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write_all(results: dict[str, Any], out: Path) -> list[Path]:
    """Write ``out`` (JSON) and, beside it, ``.md`` and ``.png`` with the same stem."""
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    md, png = out.with_suffix(".md"), out.with_suffix(".png")
    md.write_text(markdown(results), encoding="utf-8")
    chart(results, png)
    return [out, md, png]


def publish(results: dict[str, Any], out: Path, journal: Journal) -> None:
    """Write the results files, then close the journal (the run is complete); say where."""
    paths = write_all(results, out)
    journal.finish()
    print("wrote " + ", ".join(str(p) for p in paths))
