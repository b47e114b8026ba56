"""``python -m eval --cases FILE [FILE ...] --model NAME --out results.json [--k K]``.

Runs every case through the real graph, prints one line per case run and the totals, and
writes the results JSON plus a markdown report and a PNG chart beside it (same stem).
Exit status: 0 when the run completed (whatever the pass rate), 2 for bad arguments/cases.
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import os
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from agents.assist import for_settings
from eval.harness import Harness, Journal, git_commit, run_cases, run_header
from eval.report import case_line, publish, summary_lines
from eval.schema import CaseFileError, load_many
from eval.score import summarize
from settings import ASSIST_CHOICES, Settings


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m eval", description=__doc__.splitlines()[0])
    p.add_argument("--cases", nargs="+", required=True, type=Path, help="case .jsonl file(s)")
    p.add_argument(
        "--model",
        required=True,
        help="scripted | tiny | offline-0.5b | offline-1.5b | a MODEL_ID (Hub id, folder, .gguf)",
    )
    p.add_argument("--out", required=True, type=Path, help="results JSON path (.md/.png beside)")
    p.add_argument(
        "--assist",
        choices=ASSIST_CHOICES,
        default=None,
        help="how much code helps the model (agents.assist); unset: ASSIST, else by model size",
    )
    p.add_argument("--k", type=int, default=1, help="trials per case; reports pass^k")
    p.add_argument("--only", nargs="*", default=None, help="run only these case ids")
    p.add_argument("--limit", type=int, default=None, help="run only the first N cases")
    p.add_argument("--quiet", action="store_true", help="no per-case lines")
    p.add_argument(
        "--resume", action="store_true", help="reuse finished cases from <out>.partial.jsonl"
    )
    args = p.parse_args(argv)
    if args.k < 1:
        p.error("--k must be at least 1")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if os.environ.get("EVAL_DEBUG") else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
    )
    try:
        cases = load_many(args.cases)
    except (CaseFileError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.only is not None:
        cases = [c for c in cases if c.id in set(args.only)]
    if args.limit is not None:
        cases = cases[: args.limit]
    started = datetime.now(UTC).isoformat(timespec="seconds")
    commit = git_commit()  # the code this run imports (others may commit meanwhile)
    t0 = time.perf_counter()
    base = Settings.from_env()
    if args.assist is not None:
        base = dataclasses.replace(base, assist=args.assist)
    harness = Harness(args.model, settings=base)
    try:
        print(f"model: {harness.info.get('name')} · {harness.info.get('source')}", flush=True)
        journal = Journal(args.out, args.resume)
        runs = run_cases(
            harness,
            cases,
            args.k,
            progress=None if args.quiet else lambda r: print(case_line(r), flush=True),
            journal=journal,
        )
    finally:
        harness.close()
    summary = summarize(runs, args.k)
    results = {
        "run": {
            **run_header("eval", argv, args.model, harness.info, args.cases, commit, started, t0),
            "assist": for_settings(harness.settings).mode,
        },
        "cases": runs,
        "summary": summary,
    }
    for line in summary_lines(summary):
        print(line)
    publish(results, args.out, journal)
    return 0


if __name__ == "__main__":
    sys.exit(main())
