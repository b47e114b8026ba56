"""Per-turn cost of the real graph on the configured model (the offline pack on a CPU).

    python bench/turns.py [--out FILE]

Runs fixed questions (one-specialist, mixed, verification, off-topic) through the real
graph and reports, per turn: generate() calls, prompt tokens, generated tokens, wall time.
Targets: <= 3 generate() calls for a one-specialist question, <= 5 for a mixed one.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import llm  # noqa: E402
from agents import build_graph  # noqa: E402
from agents.runner import Conversations, open_checkpointer, open_store  # noqa: E402
from db import init_db  # noqa: E402
from settings import Settings  # noqa: E402

# (kind, thread, message): messages in one thread continue one conversation.
QUESTIONS = [
    ("one", "a", "What AC/DC albums do you have?"),
    ("one", "b", "What is the mean of 3, 5 and 10?"),
    ("one", "c", "Which genres do you have?"),
    ("one", "d", "Do you have the song Balls to the Wall?"),
    ("one", "e", "What jazz tracks do you have?"),
    ("one", "f", "Compute 2 to the power 64 in Python"),
    ("one", "g", "Show me the playlists"),
    ("one", "h", "What albums does Iron Maiden have?"),
    ("one", "i", "Median of 4, 8, 15, 16, 23 and 42?"),
    ("one", "j", "Who won the 2022 football world cup?"),
    ("one", "k", "Which songs does Queen have?"),
    ("one", "l", "What is 17 factorial? Use Python."),
    ("verify-ask", "m", "Show me my latest invoice"),
    ("verify-resume", "m", "I am customer 5, email frantisekw@jetbrains.com"),
    ("one", "m", "What was my most expensive purchase?"),
    ("one", "m", "Who was the support rep on invoice 361?"),
    ("mixed", "m", "My latest invoice, and albums by U2?"),
    ("mixed", "n", "What rock songs do you have, and what is the average of 2, 4 and 9?"),
    ("offtopic", "o", "Hi there!"),
    ("offtopic", "p", "Write me a poem about cats"),
    ("one", "q", "Do you have albums by Taylor Swift?"),
    ("mixed", "r", "Albums by Led Zeppelin and the standard deviation of 1, 2, 3, 4?"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--limit", type=int, default=None, help="only the first N questions")
    args = parser.parse_args()

    data = Path(tempfile.mkdtemp(prefix="turns-"))
    settings = Settings.from_env(data_dir=data)
    info = llm.init(settings)
    print(info.banner())
    calls: list[dict] = []

    def generate(messages, max_new_tokens=256, schema=None):
        result = llm.generate(messages, max_new_tokens, schema)
        calls.append(result)
        return result

    def stream(messages, max_new_tokens=256):
        for chunk in llm.generate_stream(messages, max_new_tokens):
            if chunk.get("done"):
                calls.append(chunk)
            yield chunk

    graph = build_graph(
        generate,
        init_db(settings),
        open_checkpointer(data / "ck.sqlite"),
        open_store(data / "ck.sqlite"),
        settings,
        stream=stream,
    )
    chat = Conversations(graph, settings)
    rows = []
    for kind, thread, question in QUESTIONS[: args.limit]:
        before = len(calls)
        start = time.perf_counter()
        turn = chat.ask(thread, question)
        wall = time.perf_counter() - start
        mine = calls[before:]
        row = {
            "kind": kind,
            "question": question,
            "routes": turn.routes,
            "tools": turn.tools,
            "calls": len(mine),
            "prompt_tokens": sum(c.get("prompt_tokens", 0) for c in mine),
            "generated_tokens": sum(c.get("completion_tokens", 0) for c in mine),
            "wall_s": round(wall, 2),
            "paused": turn.paused,
            "answer": turn.answer,
        }
        rows.append(row)
        print(
            f"{kind:13} calls={row['calls']} prompt={row['prompt_tokens']:5} gen={row['generated_tokens']:4} "
            f"{row['wall_s']:6.2f}s routes={turn.routes} tools={turn.tools} | {question}\n"
            f"{'':13} -> {turn.answer[:160]!r}"
        )

    def summary(kind: str) -> dict:
        sel = [r for r in rows if r["kind"] == kind]
        if not sel:
            return {}
        return {
            "turns": len(sel),
            "calls_max": max(r["calls"] for r in sel),
            "calls_mean": round(statistics.mean(r["calls"] for r in sel), 2),
            "wall_p50_s": round(statistics.median(r["wall_s"] for r in sel), 2),
            "prompt_tokens_mean": round(statistics.mean(r["prompt_tokens"] for r in sel)),
            "generated_tokens_mean": round(statistics.mean(r["generated_tokens"] for r in sel)),
        }

    kinds = dict.fromkeys(r["kind"] for r in rows)
    report = {
        "command": " ".join(sys.argv),
        "machine": f"{platform.machine()} {platform.node()}",
        "model": info.as_dict(),
        "targets": {"one": "calls <= 3", "mixed": "calls <= 5"},
        "summary": {k: summary(k) for k in kinds},
        "turns": rows,
    }
    print(json.dumps(report["summary"], indent=2))
    out = args.out or ROOT / "bench" / "results" / f"turns-{info.name}-{info.device}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
