"""The load benchmark's report (``bench/load.py``): per set-up and N, the numbers a reader
compares, and the repeat of an N against its first measurement. Pure functions of the turns
and results the benchmark recorded (kept apart so the runner stays about running).
"""

from __future__ import annotations

import json
import statistics
from pathlib import Path


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summary(turns: list[dict], wall: float, customers: int) -> dict:
    ok = [t for t in turns if not t["error"]]
    lat = [t["latency_s"] for t in ok]

    def mean(key: str) -> float:
        return round(statistics.fmean(t[key] for t in ok), 2) if ok else float("nan")

    server_rest = [t["server_s"] - t["model_s"] - t["tools_s"] for t in ok]
    waited = [t["latency_s"] - t["server_s"] for t in ok]
    return {
        "customers": customers,
        "turns": len(turns),
        "wall_s": round(wall, 1),
        "turns_per_min": round(len(turns) / wall * 60, 2),
        "p50_s": round(percentile(lat, 0.5), 1),
        "p95_s": round(percentile(lat, 0.95), 1),
        "errors": sum(1 for t in turns if t["error"]),
        "cross_talk": sum(1 for t in turns if t.get("cross_talk")),
        "model_turn_share": round(sum(1 for t in turns if t["model_calls"]) / len(turns), 2),
        "model_calls_per_turn": round(sum(t["model_calls"] for t in turns) / len(turns), 2),
        "time_split_s": {
            "model": mean("model_s"),
            "tools": mean("tools_s"),
            "server_rest": round(statistics.fmean(server_rest), 2) if ok else None,
            "queue_and_transfer": round(statistics.fmean(waited), 2) if ok else None,
        },
    }


def table(results: dict) -> str:
    lines = [
        "| set-up | N | turns | turns/min | p50 s | p95 s | model turns | calls/turn | "
        "model / tools / rest / queue s | errors | cross-talk |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for mode, runs in results["runs"].items():
        for r in runs:
            split = " / ".join(f"{v}" for v in r["time_split_s"].values())
            lines.append(
                f"| {mode} | {r['customers']} | {r['turns']} | {r['turns_per_min']} | "
                f"{r['p50_s']} | {r['p95_s']} | {r['model_turn_share']:.0%} | "
                f"{r['model_calls_per_turn']} | {split} | {r['errors']} | {r['cross_talk']} |"
            )
    return "\n".join(lines)


def repeats(results: dict) -> str:
    """Each N a run measured twice (on two parts of the mix): turns/min and the difference."""
    lines = []
    for mode, runs in results["runs"].items():
        first: dict[int, dict] = {}
        for r in runs:
            if (x := first.setdefault(r["customers"], r)) is not r:
                a, b = x["turns_per_min"], r["turns_per_min"]
                lines.append(
                    f"| {mode} | {r['customers']} | {a} (part {x.get('part')}) | "
                    f"{b} (part {r.get('part')}) | {(b - a) / a:+.1%} |"
                )
    head = ["| set-up | N | turns/min | repeat | difference |", "|---|---|---|---|---|"]
    return "\n".join(head + lines) if lines else ""


def compare(first: Path, second: Path) -> str:
    """Turns/min of a repeat run against a first one, per set-up and N (the first of each)."""
    a, b = (json.loads(p.read_text())["runs"] for p in (first, second))
    lines = ["| set-up | N | first turns/min | repeat | difference |", "|---|---|---|---|---|"]
    for mode, runs in b.items():
        earlier: dict[int, dict] = {}
        for r in a.get(mode, []):
            earlier.setdefault(r["customers"], r)
        for r in runs:
            if r["customers"] in earlier:
                x, y = earlier[r["customers"]]["turns_per_min"], r["turns_per_min"]
                lines.append(f"| {mode} | {r['customers']} | {x} | {y} | {(y - x) / x:+.1%} |")
    return "\n".join(lines)
