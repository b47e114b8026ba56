"""Raw speed of one model through ``llm.generate``: load time, prefill and decode tokens/s.

    python -m eval.speed --model offline-0.5b --out bench/results/speed-offline-0.5b.json

Prefill: a real manager prompt (about a thousand tokens) with ``max_new_tokens=1``; tok/s is
prompt tokens / latency. Decode: the same call with ``--tokens`` new tokens on a prompt that
asks for a long answer; tok/s is (new tokens - 1) / (its latency - the prefill latency of that
prompt). The median of ``--repeats`` runs is reported, after one warm-up call.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path

from eval.harness import eval_settings, git_commit, load_model, machine

LONG_ANSWER = [
    {"role": "system", "content": "You are a helpful assistant for a digital music store."},
    {
        "role": "user",
        "content": "Write a long, detailed history of rock music from the 1950s to the 1990s, "
        "decade by decade, naming influential bands and their albums.",
    },
]


def manager_prompt() -> list[dict[str, str]]:
    from agents.prompting import manager_messages

    return manager_messages("What AC/DC albums do you have, and what did I buy last month?")


def timed(messages: list[dict[str, str]], tokens: int) -> tuple[float, dict]:
    import llm

    started = time.perf_counter()
    result = llm.generate(messages, tokens, None)
    if result.get("error"):
        raise RuntimeError(f"generate failed: {result['error']}")
    return time.perf_counter() - started, result


def measure(tokens: int, repeats: int) -> dict:
    """Median prefill and decode rates over ``repeats`` runs (after a warm-up call)."""
    timed(manager_prompt(), 1)
    prefill, decode, prompt_tokens, new_tokens = [], [], 0, 0
    for _ in range(repeats):
        seconds, result = timed(manager_prompt(), 1)
        prompt_tokens = result["prompt_tokens"]
        prefill.append(prompt_tokens / seconds)
        base, _ = timed(LONG_ANSWER, 1)
        seconds, result = timed(LONG_ANSWER, tokens)
        new_tokens = result["completion_tokens"]
        decode.append(max(new_tokens - 1, 1) / max(seconds - base, 1e-6))
    return {
        "prefill_prompt_tokens": prompt_tokens,
        "prefill_tok_s": round(statistics.median(prefill), 1),
        "decode_new_tokens": new_tokens,
        "decode_tok_s": round(statistics.median(decode), 2),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m eval.speed", description=__doc__.splitlines()[0])
    p.add_argument("--model", required=True)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--tokens", type=int, default=128)
    p.add_argument("--repeats", type=int, default=3)
    args = p.parse_args(argv)
    started = datetime.now(UTC).isoformat(timespec="seconds")
    settings = eval_settings(args.model, Path("data-unused"))
    t0 = time.perf_counter()
    info = load_model(args.model, settings, Path(tempfile.mkdtemp(prefix="chinook-speed-")))
    load_wall = time.perf_counter() - t0
    numbers = measure(args.tokens, args.repeats)
    out = {
        "kind": "speed",
        "command": "python -m eval.speed " + " ".join(argv if argv is not None else sys.argv[1:]),
        "model": args.model,
        "model_info": info,
        "machine": machine(),
        "git": git_commit(),
        "started": started,
        "load_s": round(load_wall, 2),
        **numbers,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(out, indent=1) + "\n")
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
