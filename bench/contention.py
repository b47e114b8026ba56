"""How the in-process model copes with a busy neighbour: quiet vs one competing process.

    python bench/contention.py                                  # offline 0.5B, 5 rounds
    python bench/contention.py --model tiny --repeats 1 --out /tmp/contention-smoke.json

Why: Spaces and small boxes share CPUs. With two other busy processes on a 2-core machine,
one-specialist turns took 170-230 s instead of ~5 s: torch's OpenMP threads (GNU libgomp)
spin at every barrier for a thread whose core was taken away (``llm.cpu``). This measures,
for each OpenMP setting in ``VARIANTS``, one *probe* (a turn's model work: the manager's
schema-constrained call on a real ~1,000-token manager prompt, then a 32-token unconstrained
decode, both through ``llm.generate`` as the app calls it) on a quiet machine and again
while ``--hogs`` processes (``python -c "while 1: pass"``, started here and killed at the
end) compete for the CPUs. Target: p50 contended / p50 quiet <= 2.5.

Each variant runs in its own worker process (this file with ``--worker``), because the
OpenMP runtime reads its variables once, when torch is imported: the worker's environment
*is* the setting. What the runtime actually took is read back from its own report
(``OMP_DISPLAY_ENV=VERBOSE``) and recorded. Rounds interleave the variants (a different
order each round) and alternate which condition goes first, so a drift of the machine's
load spreads over all of them; one worker (one model) is alive at a time. The prompt KV
cache is cleared before every probe, so each probe computes its whole prompt (a turn's
first call) and the numbers compare across probes. Writes ``--out`` (JSON: command,
machine, every probe) and prints a table. Run it on an otherwise quiet machine.
"""

from __future__ import annotations

import argparse
import json
import os
import select
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.proc import stop  # noqa: E402

# name -> (what it is, environment of the worker). Variables the app reads (TORCH_THREADS)
# or leaves alone when set (OMP_WAIT_POLICY, GOMP_SPINCOUNT) are the knobs; the rest is the
# app's own choice (llm.cpu), so "app" measures exactly what `python app.py` does.
VARIANTS: dict[str, tuple[str, dict[str, str]]] = {
    "app": ("the app's default: auto threads, short spin (llm.cpu)", {}),
    "passive": ("auto threads, OMP_WAIT_POLICY=PASSIVE (spin 0)", {"OMP_WAIT_POLICY": "PASSIVE"}),
    "spin": (
        "auto threads, libgomp's default spin (GOMP_SPINCOUNT=300000)",
        {"GOMP_SPINCOUNT": "300000"},
    ),
    "one": ("one thread (TORCH_THREADS=1): no barriers at all", {"TORCH_THREADS": "1"}),
}
# Cleared from the worker's environment first, so only the variant's own values count.
KNOBS = ("OMP_NUM_THREADS", "OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "KMP_BLOCKTIME", "TORCH_THREADS")
# As the runtime prints them at start-up (its thread count is torch's to change later, so
# the table shows torch's own count instead). libgomp shows OMP_WAIT_POLICY=PASSIVE even
# while it spins: GOMP_SPINCOUNT is what it does.
ICVS = ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "KMP_BLOCKTIME")
TARGET = 2.5
HOG = "while 1: pass"


# -- the worker: one model, probes on demand -------------------------------------------


def worker(model: str, tokens: int) -> int:
    """Load ``model`` the app's way, then answer "probe" lines with one JSON line each."""
    # stdout carries only the protocol: anything else written to fd 1 (Python or native
    # code, such as a tokenizer trainer's progress) goes to stderr.
    sys.stdout.flush()
    proto = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    import llm
    from eval.harness import eval_settings, machine
    from llm.select import load_backend

    assert "torch" not in sys.modules, "torch must first be imported by load_backend"
    settings = eval_settings(model, Path(tempfile.mkdtemp(prefix="chinook-contention-")))
    backend = load_backend(settings)
    llm.set_backend(backend)
    import torch

    from agents.nodes import MANAGER_TOKENS
    from eval.speed import LONG_ANSWER, manager_prompt
    from llm.protocol import manager_schema

    def probe() -> dict[str, Any]:
        cache = getattr(backend, "prefix_cache", None)
        if cache is not None:
            cache.clear()  # every probe prefills its whole prompt, as a turn's first call
        out: dict[str, Any] = {}
        for part, messages, limit, schema in (
            ("manager", manager_prompt(), MANAGER_TOKENS, manager_schema()),
            ("decode", LONG_ANSWER, tokens, None),
        ):
            started = time.perf_counter()
            result = llm.generate(messages, limit, schema)
            out[f"{part}_s"] = round(time.perf_counter() - started, 3)
            out[f"{part}_tokens"] = [result["prompt_tokens"], result["completion_tokens"]]
            if result.get("error"):
                out["error"] = result["error"]
        out["total_s"] = round(out["manager_s"] + out["decode_s"], 3)
        return out

    probe()  # warm-up: grammar compile, first allocations
    hello = {
        "ready": True,
        "banner": backend.info.banner(),
        "threads": torch.get_num_threads(),
        "machine": machine(),
    }
    print(json.dumps(hello), file=proto, flush=True)
    for line in sys.stdin:
        if line.strip() == "probe":
            print(json.dumps(probe()), file=proto, flush=True)
        elif line.strip() == "quit":
            break
    return 0


# -- the orchestrator (never imports torch) --------------------------------------------


class Worker:
    """A worker process for one variant; its stderr goes to a file (the runtime's report)."""

    def __init__(self, model: str, tokens: int, env: dict[str, str]) -> None:
        self.log = tempfile.NamedTemporaryFile("w+", prefix="contention-worker-", suffix=".log")
        base = {k: v for k, v in os.environ.items() if k not in KNOBS}
        self.proc = subprocess.Popen(
            [sys.executable, __file__, "--worker", "--model", model, "--tokens", str(tokens)],
            cwd=ROOT,
            env={**base, **env, "OMP_DISPLAY_ENV": "VERBOSE"},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
        )

    def read(self, timeout: float) -> dict[str, Any] | None:
        """The next protocol line, or None when the worker is silent for ``timeout`` s."""
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        if not ready:
            return None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"worker died:\n{self.stderr_tail()}")
        return json.loads(line)

    def ask(self, timeout: float) -> dict[str, Any] | None:
        self.proc.stdin.write("probe\n")
        self.proc.stdin.flush()
        return self.read(timeout)

    def stderr_tail(self, chars: int = 3000) -> str:
        self.log.seek(0)
        return self.log.read()[-chars:]

    def runtime_report(self) -> dict[str, str]:
        """What the OpenMP runtime says it took (libgomp prints ``  NAME = 'value'``)."""
        self.log.seek(0)
        found: dict[str, str] = {}
        for line in self.log.read().splitlines():
            name, sep, value = line.strip().partition(" = ")
            if sep and name in ICVS and name not in found:
                found[name] = value.strip("'")
        return found

    def close(self) -> None:
        stop(self.proc, 30, quit_line="quit\n")
        self.log.close()


class Hogs:
    """``n`` busy Python processes, started for the contended probe and killed after it."""

    def __init__(self, n: int) -> None:
        self.n, self.procs = n, []

    def __enter__(self) -> Hogs:
        self.procs = [subprocess.Popen([sys.executable, "-c", HOG]) for _ in range(self.n)]
        time.sleep(0.5)  # let them get going
        return self

    def __exit__(self, *_: object) -> None:
        for proc in self.procs:
            proc.kill()
        for proc in self.procs:
            proc.wait()
        self.procs = []


def p50(values: list[float]) -> float | None:
    return round(statistics.median(values), 2) if values else None


def summarize(name: str, runs: list[dict[str, Any]], timeout: float) -> dict[str, Any]:
    """p50 of each condition (a timed-out probe counts as ``timeout``, a lower bound)."""
    out: dict[str, Any] = {"variant": name, "what": VARIANTS[name][0], "env": VARIANTS[name][1]}
    for cond in ("quiet", "contended"):
        probes = [r for r in runs if r["condition"] == cond]
        totals = [timeout if r.get("timed_out") else r["total_s"] for r in probes]
        out[f"p50_{cond}_s"] = p50(totals)
        out[f"p50_{cond}_manager_s"] = p50([r["manager_s"] for r in probes if "manager_s" in r])
        out[f"p50_{cond}_decode_s"] = p50([r["decode_s"] for r in probes if "decode_s" in r])
        out[f"{cond}_timed_out"] = sum(1 for r in probes if r.get("timed_out"))
    q, c = out["p50_quiet_s"], out["p50_contended_s"]
    out["ratio"] = round(c / q, 2) if q and c else None
    out["meets_target"] = out["ratio"] is not None and out["ratio"] <= TARGET
    return out


def model_ref(model: str) -> str:
    """What the workers load: ``tiny`` is built once, in a process of its own (building it
    imports torch, which must not happen in a worker before ``load_backend``)."""
    if model != "tiny":
        return model
    folder = Path(tempfile.mkdtemp(prefix="contention-tiny-")) / "tiny-qwen"
    code = f"from llm.testing import build_tiny_qwen; build_tiny_qwen({str(folder)!r})"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, capture_output=True)
    return str(folder)


def run(args: argparse.Namespace) -> dict[str, Any]:
    from eval.harness import git_commit

    started = datetime.now(UTC).isoformat(timespec="seconds")
    ref = model_ref(args.model)
    probes: list[dict[str, Any]] = []
    seen: dict[str, dict[str, Any]] = {}
    names = list(args.variants)
    for rnd in range(args.repeats):
        order = names[rnd % len(names) :] + names[: rnd % len(names)]
        conditions = ("quiet", "contended") if rnd % 2 == 0 else ("contended", "quiet")
        for name in order:
            w = Worker(ref, args.tokens, VARIANTS[name][1])
            try:
                hello = w.read(args.load_timeout)
                if hello is None:
                    raise RuntimeError(f"{name}: no model after {args.load_timeout} s")
                seen.setdefault(name, {**hello, "runtime": w.runtime_report()})
                for cond in conditions:
                    record = {"round": rnd, "variant": name, "condition": cond}
                    if cond == "contended":
                        with Hogs(args.hogs):
                            answer = w.ask(args.timeout)
                    else:
                        answer = w.ask(args.timeout)
                    if answer is None:  # stuck: this worker is done for this round
                        record["timed_out"] = True
                        probes.append(record)
                        print(f"round {rnd} {name} {cond}: timed out", file=sys.stderr)
                        break
                    probes.append({**record, **answer})
                    print(f"round {rnd} {name} {cond}: {answer['total_s']} s", file=sys.stderr)
            except Exception:
                print(w.stderr_tail(), file=sys.stderr)
                raise
            finally:
                w.close()
    rows = [summarize(n, [p for p in probes if p["variant"] == n], args.timeout) for n in names]
    for row in rows:
        info = seen.get(row["variant"], {})
        row.update(threads=info.get("threads"), runtime=info.get("runtime"))
    return {
        "kind": "contention",
        "command": "python bench/contention.py " + shlex.join(sys.argv[1:]),
        "model": args.model,
        "banner": next(iter(seen.values()), {}).get("banner"),
        "machine": next(iter(seen.values()), {}).get("machine"),
        "load_average_at_start": os.getloadavg(),
        "git": git_commit(),
        "started": started,
        "hogs": args.hogs,
        "decode_tokens": args.tokens,
        "timeout_s": args.timeout,
        "target_ratio": TARGET,
        "rows": rows,
        "probes": probes,
    }


def table(result: dict[str, Any]) -> str:
    lines = [
        "| variant | threads | runtime took | p50 quiet s | p50 contended s | ratio | ≤ 2.5 |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in result["rows"]:
        took = ", ".join(f"{k}={v}" for k, v in (r.get("runtime") or {}).items()) or "?"
        timed = f" ({r['contended_timed_out']} timed out)" if r["contended_timed_out"] else ""
        lines.append(
            f"| {r['variant']} | {r.get('threads')} | {took} | {r['p50_quiet_s']} | "
            f"{r['p50_contended_s']}{timed} | {r['ratio']} | {'yes' if r['meets_target'] else 'no'} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument(
        "--model", default="offline-0.5b", help="offline-0.5b, offline-1.5b, tiny or a model folder"
    )
    p.add_argument("--repeats", type=int, default=5, help="rounds over all variants")
    p.add_argument("--variants", nargs="+", choices=list(VARIANTS), default=list(VARIANTS))
    p.add_argument("--hogs", type=int, default=1, help="busy processes while contended")
    p.add_argument("--tokens", type=int, default=32, help="tokens of the unconstrained decode")
    p.add_argument("--timeout", type=float, default=300.0, help="seconds one probe may take")
    p.add_argument("--load-timeout", type=float, default=600.0)
    p.add_argument("--out", type=Path, default=ROOT / "bench/results/contention-cpu-2core.json")
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.worker:
        return worker(args.model, args.tokens)
    result = run(args)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(result["banner"])
    print(table(result))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
