"""Benchmark ``generate()`` against a raw ``model.generate`` on the same prompt.

    python bench/generate_bench.py [--cold] [--tokens 64] [--repeats 3] [--out FILE]

Prints and writes (JSON): first-load time (``--cold``: assemble + convert the offline pack
into an empty cache, then load), cached-load time, prefill and decode tok/s for both paths,
and generate()'s overhead relative to the raw call. Target: overhead <= 5 %.
Uses the model the app would use (MODEL_ID / OFFLINE_MODEL / MODEL_CACHE_DIR).
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

import torch  # noqa: E402

import llm  # noqa: E402
from llm.select import load_backend, resolve  # noqa: E402
from settings import Settings  # noqa: E402

PROMPT = [
    {"role": "system", "content": "You are a helpful assistant for a digital music store."},
    {
        "role": "user",
        "content": "Write a detailed paragraph about the history of rock music, from the 1950s "
        "to the 1990s, naming several influential bands and albums of each decade. " * 3,
    },
]


def timed(fn, repeats: int) -> tuple[float, object]:
    times, out = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times), out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--cold", action="store_true", help="also measure first load into an empty cache"
    )
    parser.add_argument("--tokens", type=int, default=64, help="tokens to decode")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args()

    settings = Settings.from_env()
    spec = resolve(settings, torch.cuda.is_available())
    results: dict = {
        "command": " ".join(sys.argv),
        "machine": f"{platform.node()} {platform.machine()} {platform.processor() or ''} "
        f"torch {torch.__version__} threads {torch.get_num_threads()}",
        "model": spec.name,
        "source": spec.source,
    }
    if args.cold:
        with tempfile.TemporaryDirectory() as cache:
            cold = Settings.from_env(model_cache_dir=Path(cache))
            start = time.perf_counter()
            load_backend(cold, spec)
            results["first_load_s"] = round(time.perf_counter() - start, 2)
    start = time.perf_counter()
    backend = load_backend(settings, spec)
    results["cached_load_s"] = round(time.perf_counter() - start, 2)
    results["device"], results["dtype"] = backend.info.device, backend.info.dtype
    llm.set_backend(backend)

    enc = backend.encode(PROMPT)
    prompt_tokens = int(enc["input_ids"].shape[1])

    def raw(n: int):
        with torch.inference_mode():
            return backend.model.generate(**backend._generate_kwargs(enc, n, None))

    timed(lambda: raw(4), 1)  # warm-up
    raw_prefill, _ = timed(lambda: raw(1), args.repeats)
    raw_full, out = timed(lambda: raw(args.tokens), args.repeats)
    new_tokens = int(out.shape[1]) - prompt_tokens
    gen_prefill, _ = timed(lambda: llm.generate(PROMPT, 1), args.repeats)
    gen_full, result = timed(lambda: llm.generate(PROMPT, args.tokens), args.repeats)
    assert result["error"] is None, result["error"]
    assert result["completion_tokens"] == new_tokens, "both paths must decode the same tokens"

    def decode_rate(full: float, prefill: float) -> float:
        return (new_tokens - 1) / max(full - prefill, 1e-9)

    results.update(
        prompt_tokens=prompt_tokens,
        new_tokens=new_tokens,
        raw={
            "prefill_s": round(raw_prefill, 4),
            "total_s": round(raw_full, 4),
            "prefill_tok_s": round(prompt_tokens / raw_prefill, 1),
            "decode_tok_s": round(decode_rate(raw_full, raw_prefill), 2),
        },
        generate={
            "prefill_s": round(gen_prefill, 4),
            "total_s": round(gen_full, 4),
            "prefill_tok_s": round(prompt_tokens / gen_prefill, 1),
            "decode_tok_s": round(decode_rate(gen_full, gen_prefill), 2),
        },
        overhead_pct=round(100 * (gen_full - raw_full) / raw_full, 2),
        target_overhead_pct=5.0,
    )
    results["meets_target"] = results["overhead_pct"] <= 5.0
    print(json.dumps(results, indent=2))
    out_file = (
        args.out
        or ROOT / "bench" / "results" / f"generate_bench-{spec.name}-{backend.info.device}.json"
    )
    out_file.parent.mkdir(parents=True, exist_ok=True)
    out_file.write_text(json.dumps(results, indent=2) + "\n")
    print(f"wrote {out_file}")


if __name__ == "__main__":
    main()
