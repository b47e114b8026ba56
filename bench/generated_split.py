"""Pass rates of a generated-case run by split, family and language, side by side.

    python bench/generated_split.py RESULTS.json [RESULTS.json ...]

Reads eval results files (``python -m eval --cases eval/generated/...``) and prints, per
file: passes per split (dev / heldout), per family and per language, the invented-fact
counts the harness recorded (``eval.invented``), and latency per turn (p50, p95).
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import Counter, defaultdict
from pathlib import Path


def summary(path: Path) -> list[str]:
    """The lines printed for one results file."""
    data = json.loads(path.read_text(encoding="utf-8"))
    runs = data["cases"]
    lines = [f"== {path}: {len(runs)} runs, git {data['run'].get('git')}"]
    by: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    invented: Counter[str] = Counter()
    for r in runs:
        split, family, lang = r["tags"][1], r["tags"][2], r["tags"][3]
        for key in (split, f"{split}/{family}", f"{split}/lang={lang}"):
            by[key][0] += r["passed"]
            by[key][1] += 1
        for t in r["turns"]:
            if "invented" in t:
                invented[f"{split} turns"] += 1
                invented[f"{split} invented answers"] += bool(t["invented"])
                invented[f"{split} invented facts"] += len(t["invented"])
    for key in sorted(by):
        passed, n = by[key]
        lines.append(f"  {key:28s} {passed:4d}/{n:<4d} {100 * passed / n:5.1f}%")
    if invented:
        lines.append(f"  {dict(invented)}")
    latency = sorted(t["latency_s"] for r in runs for t in r["turns"])
    if latency:
        p95 = latency[int(0.95 * (len(latency) - 1))]
        lines.append(
            f"  latency/turn p50 {statistics.median(latency):.2f} s  p95 {p95:.2f} s"
            f"  n={len(latency)}"
        )
    return lines


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    for name in argv:
        print("\n".join(summary(Path(name))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
