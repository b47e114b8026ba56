"""Which weights pay on this CPU? bf16 against float32 and torchao's int8 schemes, interleaved.

    pip install torchao==0.18.0   # not in the requirements: the app has no int8 path
    OMP_NUM_THREADS=2 python bench/int8.py --out bench/results/int8-cpu-2core.json
    OMP_NUM_THREADS=2 python bench/int8.py --schemes bf16,float32 --out bench/results/dtype-cpu-2core.json

Loads the offline 0.5B pack once per scheme, then, interleaved round by round, times a
prefill (a real manager prompt, one new token) and a 48-token decode through the app's own
loop (``llm.decode.greedy``), and says whether the generated tokens match bf16's. The issue's
bar: keep an int8 path only if decode is >= 1.4x faster (and the eval's pass rate holds).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

LONG = [{"role": "user", "content": "Write a long history of rock music, decade by decade."}]


def load(scheme: str):  # noqa: ANN201 - a transformers model
    import torch
    from transformers import AutoModelForCausalLM

    from llm.pack import PACKS, ensure_pack
    from settings import Settings

    folder = ensure_pack(PACKS["0.5b"], Settings.from_env().model_cache_dir)
    dtype = torch.float32 if scheme == "float32" else torch.bfloat16
    model = AutoModelForCausalLM.from_pretrained(folder, dtype=dtype).eval()
    started = time.perf_counter()
    if scheme.startswith("int8"):
        from torchao.quantization import (
            Int8DynamicActivationInt8WeightConfig,
            Int8WeightOnlyConfig,
            quantize_,
        )

        config = {
            "int8-weight": Int8WeightOnlyConfig,
            "int8-dynamic": Int8DynamicActivationInt8WeightConfig,
        }
        quantize_(model, config[scheme]())
    return folder, model, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schemes", default="bf16,int8-weight,int8-dynamic")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", type=Path, default=Path("bench/results/int8-cpu-2core.json"))
    args = parser.parse_args()
    import torch
    from transformers import AutoTokenizer

    from agents.prompting import manager_messages
    from llm.decode import greedy

    models = {}
    for scheme in args.schemes.split(","):
        folder, model, quant_s = load(scheme)
        models[scheme] = (model, quant_s)
    tok = AutoTokenizer.from_pretrained(folder)
    stop = [tok.convert_tokens_to_ids("<|im_end|>")]

    def ids(messages):  # noqa: ANN001, ANN202
        return tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True)[
            "input_ids"
        ]

    manager = ids(manager_messages("What AC/DC albums do you have, and what did I buy last month?"))
    long = ids(LONG)
    rows: dict[str, dict[str, list]] = {
        s: {"prefill": [], "decode": [], "tokens": []} for s in models
    }
    for _ in range(args.rounds):
        for scheme, (model, _) in models.items():
            t = time.perf_counter()
            greedy(model, manager, max_new_tokens=1, stop_ids=stop)
            rows[scheme]["prefill"].append(len(manager) / (time.perf_counter() - t))
            t = time.perf_counter()
            first = greedy(model, long, max_new_tokens=1, stop_ids=stop)
            base = time.perf_counter() - t
            t = time.perf_counter()
            out = greedy(model, long, max_new_tokens=48, stop_ids=stop, stop_loops=False)
            rows[scheme]["decode"].append((len(out.tokens) - 1) / (time.perf_counter() - t - base))
            rows[scheme]["tokens"] = out.tokens
            del first
    ref = rows.get("bf16", next(iter(rows.values())))
    summary = {
        s: {
            "quantize_s": round(models[s][1], 1),
            "prefill_tok_s": round(statistics.median(r["prefill"]), 1),
            "decode_tok_s": round(statistics.median(r["decode"]), 2),
            "decode_vs_bf16": round(
                statistics.median(r["decode"]) / statistics.median(ref["decode"]), 2
            ),
            "same_tokens_as_bf16": r["tokens"] == ref["tokens"],
        }
        for s, r in rows.items()
    }
    result = {
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "torch_threads": torch.get_num_threads(),
        "omp_num_threads": os.environ.get("OMP_NUM_THREADS"),
        "rounds": args.rounds,
        "summary": summary,
        "raw": {s: {k: v for k, v in r.items() if k != "tokens"} for s, r in rows.items()},
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print("| scheme | prefill tok/s | decode tok/s | decode vs bf16 | same tokens |")
    print("|---|---|---|---|---|")
    for s, v in summary.items():
        print(
            f"| {s} | {v['prefill_tok_s']} | {v['decode_tok_s']} | {v['decode_vs_bf16']}x | {v['same_tokens_as_bf16']} |"
        )


if __name__ == "__main__":
    main()
