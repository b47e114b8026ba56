"""One side of ``bench/speed_compare.py``: a long-lived process that runs eval cases on demand.

``speed_compare`` copies this file into a temp dir and starts it with the main venv's python,
its working directory and ``sys.path[0]`` set to one side's git worktree, so the graph, the
harness and the model code are that revision's. It loads the model once (``eval.harness``'s
``Harness``), then answers JSON lines on stdin:

    {"op": "run", "seq": 3, "case": {...}}  ->  {"seq": 3, "record": {...}, "calls": [...], ...}
    {"op": "quit"}                          ->  closes the harness and exits

Old revisions must work, so this file imports only the standard library and harness APIs that
exist at aff266d and since: ``Harness(model)``, ``.run_case(case, trial)``, ``.info``,
``.close()`` and ``eval.schema.Case``. Two optional hooks add what the harness does not keep,
and are reported as absent (not guessed) where a revision lacks them:

- ``Harness._generate`` (the generate function of a case) is wrapped to see every raw
  ``generate`` result: prompt and completion tokens, and ``cached_tokens`` (prompt tokens a
  prefix KV cache served; absent = 0) and any other numeric field a newer backend adds.
- forward hooks on ``llm._backend.model`` (a transformers model) time each call's model
  forwards: the first forward is the prefill, each later one decodes one token.

Stdout carries only the protocol: everything else printed goes to stderr.
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from typing import Any

KNOWN = {"text", "error", "prompt_tokens", "completion_tokens", "latency_s", "model"}


class Probe:
    """Per-call numbers of one case: raw ``generate`` results and model forward timings."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []
        self._forwards: list[tuple[float, float]] = []
        self._started: float | None = None  # start of the running forward (pre-hook)
        self._active = False
        self.wraps_generate = False
        self.times_forwards = False

    def attach(self, harness: Any) -> None:
        original = getattr(harness, "_generate", None)
        if callable(original):

            def generate_of_case(case: Any) -> Any:
                generate, script = original(case)
                return self.wrap(generate), script

            harness._generate = generate_of_case
            self.wraps_generate = True
        try:
            import llm

            model = getattr(getattr(llm, "_backend", None), "model", None)
        except ImportError:
            model = None
        if model is not None and hasattr(model, "register_forward_pre_hook"):
            model.register_forward_pre_hook(self._pre)
            model.register_forward_hook(self._post)
            self.times_forwards = True

    def _pre(self, *_: Any) -> None:
        self._started = time.perf_counter()

    def _post(self, *_: Any) -> None:
        if self._active and self._started is not None:
            self._forwards.append((self._started, time.perf_counter()))

    def wrap(self, generate: Any) -> Any:
        def recorded(
            messages: list[dict[str, str]], max_new_tokens: int = 256, schema: Any = None
        ) -> Any:
            self._forwards, self._active = [], True
            started = time.perf_counter()
            try:
                result = generate(messages, max_new_tokens, schema)
            finally:
                self._active = False
            self.calls.append(call_numbers(result, started, time.perf_counter(), self._forwards))
            return result

        return recorded

    def take(self) -> list[dict[str, Any]]:
        out, self.calls = self.calls, []
        return out


def call_numbers(
    result: Any, started: float, ended: float, forwards: list[tuple[float, float]]
) -> dict[str, Any]:
    """One model call: tokens from its result, and prefill/decode seconds from its forwards."""
    result = result if isinstance(result, dict) else {}
    numbers: dict[str, Any] = {
        "prompt_tokens": int(result.get("prompt_tokens") or 0),
        "completion_tokens": int(result.get("completion_tokens") or 0),
        "cached_tokens": int(result.get("cached_tokens") or 0),
        "latency_s": ended - started,
        "error": bool(result.get("error")),
        "forwards": len(forwards),
    }
    if forwards:
        numbers["first_token_s"] = forwards[0][1] - started
        numbers["prefill_s"] = forwards[0][1] - forwards[0][0]
        numbers["decode_s"] = forwards[-1][1] - forwards[0][1]  # the tokens after the first
    extra = {
        k: v
        for k, v in result.items()
        if k not in KNOWN and k != "cached_tokens" and isinstance(v, int | float)
    }
    if extra:
        numbers["extra"] = extra
    return numbers


def set_threads(threads: int | None, model: str) -> int | None:
    """Torch's intra-op threads after the model loaded (set to ``threads`` when asked: a
    revision's ``load_backend`` may pick its own); ``None`` when torch is not used.

    Called only after the harness loaded the model: a revision may set OpenMP's variables
    before its first ``import torch`` (the runtime reads them once), so importing torch
    earlier here would change what that revision does."""
    if model == "scripted" and "torch" not in sys.modules:
        return None
    import torch

    if threads:
        torch.set_num_threads(threads)
    return torch.get_num_threads()


OPENMP_VARS = ("OMP_NUM_THREADS", "OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "KMP_BLOCKTIME")


def run(
    harness: Any, probe: Probe, case_cls: Any, message: dict[str, Any], idle_from: float
) -> dict[str, Any]:
    reply: dict[str, Any] = {"seq": message["seq"], "load_avg": os.getloadavg()}
    reply["started_at"] = time.time()  # wall clock: comparable across the two processes
    cpu, wall = time.process_time(), time.perf_counter()
    # CPU this process used while it waited for this case (OpenMP threads that spin instead
    # of sleeping): time taken from the other side, which was computing meanwhile.
    reply["idle_cpu_s"] = cpu - idle_from
    probe.take()
    try:
        case = case_cls.model_validate(message["case"])
        reply["record"] = harness.run_case(case, 0)
    except Exception as exc:  # noqa: BLE001 - one case this revision cannot run is a result
        traceback.print_exc()
        reply["error"] = f"{type(exc).__name__}: {exc}"
    reply["calls"] = probe.take()
    reply["wall_s"] = time.perf_counter() - wall
    reply["cpu_s"] = time.process_time() - cpu  # every thread of this process
    reply["ended_at"] = time.time()
    return reply


def main() -> int:
    config = json.loads(sys.argv[1])
    root = config["root"]
    os.chdir(root)
    sys.path.insert(0, root)
    protocol = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)  # prints from the app (and C libraries) go to stderr, not into the protocol
    sys.stdout = sys.stderr

    def send(message: dict[str, Any]) -> None:
        protocol.write(json.dumps(message, ensure_ascii=False, default=str) + "\n")
        protocol.flush()

    started = time.perf_counter()
    import eval.harness
    from eval.harness import Harness
    from eval.schema import Case

    harness = Harness(config["model"])
    threads = set_threads(config.get("threads"), config["model"])
    probe = Probe()
    probe.attach(harness)
    send(
        {
            "ready": True,
            "load_s": time.perf_counter() - started,
            "model_info": harness.info,
            "harness_file": eval.harness.__file__,
            "torch_threads": threads,
            "omp_num_threads": os.environ.get("OMP_NUM_THREADS"),
            "openmp_env": {k: os.environ.get(k) for k in OPENMP_VARS},
            "worker_env": {k: os.environ.get(k) for k in config.get("env_keys", [])},
            "wraps_generate": probe.wraps_generate,
            "times_forwards": probe.times_forwards,
            "pid": os.getpid(),
        }
    )
    try:
        idle_from = time.process_time()
        for line in sys.stdin:
            message = json.loads(line)
            if message.get("op") == "quit":
                break
            send(run(harness, probe, Case, message, idle_from))
            idle_from = time.process_time()
    finally:
        harness.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
