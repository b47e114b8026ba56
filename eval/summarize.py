"""Markdown tables from stored results: ``python -m eval.summarize [FILES...]``.

Default files: ``bench/results/*.json``. Eval results (``python -m eval``) become one row per
file; peer results (``python -m eval.peer``) add their side-by-side table; speed results
(``python -m eval.speed``) a speed table. Other JSON files there are ignored. Prints the
markdown to stdout, writes it with ``--out``, or with ``--readme docs/benchmarks.md`` replaces the block
between ``<!-- results:start -->`` and ``<!-- results:end -->`` in that file.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from eval import report
from eval.report import num, pct
from eval.score import summarize

DEFAULT = Path(__file__).resolve().parents[1] / "bench" / "results"
START, END = "<!-- results:start -->", "<!-- results:end -->"


def replace_block(document: str, block: str) -> str:
    """``document`` with the text between the results markers replaced by ``block``."""
    start, end = document.find(START), document.find(END)
    if start < 0 or end < start:
        raise ValueError(f"no {START} ... {END} block")
    return document[: start + len(START)] + "\n" + block + document[end:]


def load(paths: list[Path]) -> list[tuple[Path, dict[str, Any]]]:
    out = []
    for path in sorted(paths):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue
        if isinstance(data, dict) and (
            {"run", "summary", "cases"} <= set(data) or data.get("kind") == "speed"
        ):
            out.append((path, data))
    return out


def eval_table(results: list[tuple[Path, dict[str, Any]]], base: Path | None = None) -> list[str]:
    """One row per run; links are relative to ``base`` (where the markdown will live)."""
    rows = [
        "| run | cases | pass rate | route acc. | tool EM | answer acc. | verify acc. | protocol valid | calls/turn | latency/turn p50 / p95 (s) | machine | code |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for path, data in results:
        s, run = data["summary"], data["run"]
        lat = s["latency_s_per_turn"]
        rows.append(
            f"| [{run['model']}]({link(path, base)}) | {s['cases']} | {pct(s['pass_rate'])} | "
            f"{pct(s['route_accuracy'])} | {pct(s['tool_exact_match'])} | {pct(s['answer_accuracy'])} | "
            f"{pct(s['verify_accuracy'])} | {pct(s['protocol_validity'])} | "
            f"{num(s['calls_per_turn']['mean'], 2)} | {num(lat['p50'])} / {num(lat['p95'])} | "
            f"{run['machine']} | `{run.get('git', '?')}` |"
        )
    return rows


def link(path: Path, base: Path | None) -> str:
    return Path(os.path.relpath(path.resolve(), (base or Path.cwd()).resolve())).as_posix()


def common_cases(runs: list[tuple[Path, dict[str, Any]]]) -> list[tuple[Path, dict[str, Any]]]:
    """Our eval runs (no peer files) re-scored on the case ids they all share, when their
    case sets differ."""
    if len(runs) < 2:
        return []
    shared = set.intersection(*({r["id"] for r in d["cases"]} for _, d in runs))
    if not shared or all(len({r["id"] for r in d["cases"]}) == len(shared) for _, d in runs):
        return []
    out = []
    for path, data in runs:
        cases = [r for r in data["cases"] if r["id"] in shared]
        out.append(
            (path, {**data, "cases": cases, "summary": summarize(cases, data["summary"]["k"])})
        )
    return out


def speed_table(results: list[tuple[Path, dict[str, Any]]]) -> list[str]:
    rows = [
        "| model | device | load s | prefill tok/s | decode tok/s | machine |",
        "|---|---|---|---|---|---|",
    ]
    for _, d in results:
        info = d.get("model_info", {})
        rows.append(
            f"| {info.get('name', d['model'])} | {info.get('device', '-')} | {num(d['load_s'])} | "
            f"{num(d['prefill_tok_s'])} | {num(d['decode_tok_s'])} | {d['machine']} |"
        )
    return rows


def render(paths: list[Path], base: Path | None = None) -> str:
    found = load(paths)
    evals = [(p, d) for p, d in found if d.get("kind") != "speed"]
    speeds = [(p, d) for p, d in found if d.get("kind") == "speed"]
    # Peer files (they carry "ours") get their own side-by-side table below, not a row here.
    ours_only = [(p, d) for p, d in evals if "ours" not in d]
    out = ["### Eval results", "", *eval_table(ours_only, base), ""]
    shared = common_cases(ours_only)
    if shared:
        n = shared[0][1]["summary"]["cases"]
        out += [f"### The same {n} cases in every run above", "", *eval_table(shared, base), ""]
    for path, data in evals:
        if "ours" in data and data["run"].get("comparison"):
            out += [f"### Ours vs smolagents ({path.name})", "", *data["run"]["comparison"], ""]
    if speeds:
        out += ["### Speed", "", *speed_table(speeds), ""]
    out += ["Commands:", "", *(f"- `{d['run']['command']}`" for _, d in evals)]
    out += [f"- `{d['command']}`" for _, d in speeds]
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m eval.summarize", description=__doc__.splitlines()[0]
    )
    p.add_argument("files", nargs="*", type=Path)
    p.add_argument("--out", type=Path, default=None)
    p.add_argument("--readme", type=Path, default=None, help="rewrite the marked block there")
    p.add_argument("--reports", action="store_true", help="also rewrite each run's .md and .png")
    args = p.parse_args(argv)
    paths = args.files or list(DEFAULT.glob("*.json"))
    if args.reports:
        for path, data in load(paths):
            if data.get("kind") != "speed":
                markdown_path = path.with_suffix(".md")
                markdown_path.write_text(report.markdown(data), encoding="utf-8")
                report.chart(data, path.with_suffix(".png"))
    target = args.readme or args.out
    text = render(paths, target.parent if target else None)
    if args.readme:
        try:
            document = args.readme.read_text(encoding="utf-8")
            updated = replace_block(document, text)
        except (OSError, ValueError) as exc:
            print(f"python -m eval.summarize: {args.readme}: {exc}", file=sys.stderr)
            return 2
        args.readme.write_text(updated, encoding="utf-8")
    elif args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
