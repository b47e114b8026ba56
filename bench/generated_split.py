"""Pass rates of a generated-case run by split, family and language, side by side.

    python bench/generated_split.py RESULTS.json [RESULTS.json ...]

Reads eval results files (``python -m eval --cases eval/generated/...``) and prints, per
file: passes per split (dev / heldout), per family and per language, the invented-fact
counts the harness recorded (``eval.invented``), whether each answer is in the customer's
language (``language_match``) and latency per turn (p50, p95).
"""

from __future__ import annotations

import json
import statistics
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from agents.words import without_names  # noqa: E402
from lexicon import language_told  # noqa: E402


def language_match(runs: list[dict], names: Any = None) -> tuple[Counter[str], list[str]]:
    """How many answers tell the case's language (``lexicon.language_told``, the app's own
    reading), tell another, or tell none (names and numbers only); and, for the others,
    "case id: wanted -> told" lines to read. Every turn's answer counts, read without its
    list rows ("- Mais Do Mesmo") and without the store's names ``names`` finds in it
    (``tools.names.CatalogNames``): they are in whatever language they are ("Album A Matter
    of Life and Death (Iron Maiden) ma 11 utworów" is Polish)."""
    counts: Counter[str] = Counter()
    other: list[str] = []
    for r in runs:
        wanted = r["tags"][3]
        for t in r["turns"]:
            lines = (t.get("answer") or "").splitlines()
            said = "\n".join(x for x in lines if not x.lstrip().startswith("-"))
            if names is not None:
                said = without_names(said, [m.name for m in names.find(said)])
            told = language_told(said)
            kind = "untold" if told is None else "same" if told == wanted else "other"
            counts[kind] += 1
            if kind == "other":
                other.append(f"{r['id']}: {wanted} -> {told}")
    return counts, other


def _names() -> Any:
    """The store's names (``tools.names.catalog_names`` of the Chinook the cases use)."""
    from db import init_db
    from settings import Settings
    from tools.names import catalog_names

    return catalog_names(init_db(Settings()))


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
    told, other = language_match(runs, _names())
    lines.append(
        f"  answers in the customer's language: {told['same']} same, {told['other']} other,"
        f" {told['untold']} untold (names/numbers only)"
    )
    lines += [f"    other: {line}" for line in other[:15]]
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
