"""Re-score stored runs with today's cases and scorer: ``python -m eval.rescore FILE...``.

Scoring is a pure function of a run's stored trace (routes, tools, last answer, verified), so
a fixed case or a fairer matcher applies to runs that took hours without calling the model
again. Each file keeps its run metadata; ``run["rescored"]`` says when, at which commit and
how many verdicts changed. Peer files (``python -m eval.peer``) re-score both sides and their
side-by-side table. Case files come from ``run["case_files"]`` unless ``--cases`` is given.
Records that ended in a harness error keep their verdict (there is no trace to score).
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from eval.harness import git_commit
from eval.report import write_all
from eval.schema import Case, CaseFileError, load_many
from eval.score import check, summarize

ROOT = Path(__file__).resolve().parents[1]


def rescore_records(records: list[dict[str, Any]], cases: dict[str, Case]) -> int:
    """Re-check every record in place; returns how many verdicts (pass/fail) changed."""
    changed = 0
    for record in records:
        case = cases.get(record["id"])
        if case is None:
            raise CaseFileError(f"case {record['id']!r} is not in the case files")
        if record.get("error"):
            continue
        reasons = check(case.expect, record)
        changed += record["passed"] != (not reasons)
        record["reasons"], record["passed"] = reasons, not reasons
    return changed


def rescore(data: dict[str, Any], cases: dict[str, Case], command: str) -> int:
    """Re-score one results document in place; returns the number of changed verdicts."""
    run = data["run"]
    changed = rescore_records(data["cases"], cases)
    data["summary"] = summarize(data["cases"], data["summary"].get("k", 1))
    if "ours" in data:  # a peer file: both sides, then the table
        from eval.peer import comparison

        changed += rescore_records(data["ours"]["cases"], cases)
        data["ours"]["summary"] = summarize(data["ours"]["cases"])
        model = run["model"].removeprefix("smolagents:")
        run["comparison"] = comparison(data["ours"]["summary"], data["summary"], model)
    run["rescored"] = {
        "at": datetime.now(UTC).isoformat(timespec="seconds"),
        "git": git_commit(),
        "command": command,
        "changed": changed,
    }
    return changed


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m eval.rescore", description=__doc__.splitlines()[0])
    p.add_argument("files", nargs="+", type=Path, help="results JSON files (rewritten in place)")
    p.add_argument("--cases", nargs="*", type=Path, default=None, help="case files to use")
    args = p.parse_args(argv)
    command = "python -m eval.rescore " + " ".join(argv if argv is not None else sys.argv[1:])
    for path in args.files:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            files = args.cases or [ROOT / f for f in data["run"]["case_files"]]
            cases = {c.id: c for c in load_many(files)}
            changed = rescore(data, cases, command)
        except (OSError, json.JSONDecodeError, KeyError, CaseFileError) as exc:
            print(f"python -m eval.rescore: {path}: {exc}", file=sys.stderr)
            return 2
        write_all(data, path)
        s = data["summary"]
        print(f"{path}: {changed} verdict(s) changed; pass rate {s['pass_rate']:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
