"""Cold start of ``python app.py``: seconds until the page is served, and where they go.

    python bench/cold_start.py [--out bench/results/cold-start.json]

Target (issue 12): a cached start of the 0.5B app (model already converted in
``MODEL_CACHE_DIR``, as every start after the first) serves its page within 5 s.

Up to three starts (``--starts``), one after the other, each on a free port with the README's
variables and nothing else changed (``DATA_DIR`` in a temp dir; the model cache is the
user's):

1. ``first``: ``python app.py`` on an empty ``DATA_DIR`` (the databases are built);
2. ``cached``: ``python app.py`` again on the same ``DATA_DIR``: the number that counts;
3. ``phases``: the same start once more, run as ``python -X importtime bench/cold_start.py
   --child``, which wraps the start-up steps ``app.main`` calls (data files and graph, the
   model check, UI, queue, server, the model load after the page, the grammar warm-up) with
   timers and then runs ``app.py`` as ``__main__`` unchanged.

Since issue 12 the app serves its page first and loads the model after (``app.main``): for
each start, the time to the first HTTP 200 of ``/``, when Gradio's "Running on" line
appeared, and when the model was ready (the banner line ``Model: …``, printed once it has
loaded), timestamped here as they arrive. Run 3 adds the phase table and the import times of
the big packages (``-X importtime``; cumulative, so a package first imported by another counts
inside that one). Writes ``--out`` and prints the tables. (The ``deferred`` start of the
first measurement, which simulated this order without editing app.py, is gone: it is the
app's own order now.)
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MARK = "COLDSTART-MARK"
PACKAGES = ("torch", "transformers", "gradio", "langgraph", "xgrammar", "mcp", "sqlalchemy")
LOAD = "model load (llm.init, after the page)"
GRAMMAR = "warm-up: grammar compile (background)"  # the last mark of a start
IMPORT_LINE = re.compile(r"import time:\s+(\d+) \|\s+(\d+) \|( *)(\S+)")


# -- the instrumented child ------------------------------------------------------------


def mark(name: str) -> None:
    print(f"{MARK} {name} {time.time():.4f}", file=sys.stderr, flush=True)


def timed(owner: Any, attr: str, name: str) -> None:
    """Replace ``owner.attr`` by a wrapper that marks ``name`` start and end."""
    original = getattr(owner, attr)

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        mark(f"{name}:start")
        try:
            return original(*args, **kwargs)
        finally:
            mark(f"{name}:end")

    setattr(owner, attr, wrapper)


def child() -> None:
    """Run app.py as ``__main__`` with its start-up steps timed (app.py itself unchanged)."""
    import runpy

    mark("interpreter")
    sys.path.insert(0, str(ROOT))  # as for `python app.py` (this file's folder is bench/)
    mark("imports:start")
    import gradio as gr

    import agents.runtime
    import app  # noqa: F401 - the app's own imports, timed here as one phase
    import llm
    import llm.select

    mark("imports:end")
    timed(agents.runtime, "start", "runtime (data files + graph)")
    timed(agents.runtime, "init_db", "data files (init_db)")
    timed(agents.runtime, "open_checkpointer", "checkpointer")
    timed(agents.runtime, "open_store", "store")
    timed(agents.runtime, "build_graph", "graph build")
    timed(llm, "check", "model check (llm.check)")
    timed(llm, "init", LOAD)
    timed(llm.select, "local_folder", "model: find/verify cached folder")
    timed(llm, "warm_up", GRAMMAR)
    timed(gr.Blocks, "queue", "queue")
    timed(gr.Blocks, "launch", "server start (launch)")
    runpy.run_path(str(ROOT / "app.py"), run_name="__main__")


# -- the parent --------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def app_env(data_dir: Path, port: int) -> dict[str, str]:
    """The user's environment with the README's variables; no test-only thread pinning."""
    drop = ("OMP_NUM_THREADS", "TORCH_THREADS", "LLM_", "DATABASE_", "MODEL_ID", "PORT", "HOST")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    return {**env, "DATA_DIR": str(data_dir), "PORT": str(port), "PYTHONUNBUFFERED": "1"}


def start(
    argv: list[str], env: dict[str, str], port: int, timeout: float, until: str
) -> dict[str, Any]:
    """Start ``argv``, timestamp its output lines, poll ``/`` until 200, then wait for a
    line containing ``until`` (the model ready, the last mark); then stop it."""
    from bench.proc import stop  # here, not at the top: the timed child imports this file

    t0 = time.time()
    proc = subprocess.Popen(
        argv, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    lines: list[tuple[float, str]] = []

    def read() -> None:
        for line in proc.stdout:
            lines.append((time.time() - t0, line.rstrip("\n")))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    url, first_200 = f"http://127.0.0.1:{port}/", None
    try:
        while time.time() - t0 < timeout and proc.poll() is None:
            try:
                with urllib.request.urlopen(url, timeout=5) as response:
                    if response.status == 200:
                        first_200 = time.time() - t0
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            time.sleep(0.05)
        if first_200 is not None:  # the model loads after the page, the warm-up after that
            deadline = time.time() + timeout
            while time.time() < deadline and not any(until in line for _, line in lines):
                time.sleep(0.1)
    finally:
        stop(proc, 20)
        reader.join(5)

    def seen(text: str) -> float | None:
        return next((round(t, 2) for t, line in lines if text in line), None)

    return {
        "command": shlex.join(argv),
        "first_200_s": round(first_200, 2) if first_200 is not None else None,
        "running_on_s": seen("Running on local URL"),
        "model_ready_s": seen("Model: "),
        "banner": next((line for _, line in lines if line.startswith("Model: ")), None),
        "t0": t0,
        "lines": lines,
        "exit": proc.returncode,
    }


def phases(run: dict[str, Any]) -> list[dict[str, Any]]:
    """Start/end marks of the instrumented child as (phase, start s, seconds)."""
    t0, opened, out = run["t0"], {}, []
    for _, line in run["lines"]:
        if not line.startswith(MARK):
            continue
        name, stamp = line[len(MARK) + 1 :].rsplit(" ", 1)
        at = float(stamp) - t0
        if name.endswith(":start"):
            opened[name[:-6]] = at
        elif name.endswith(":end") and name[:-4] in opened:
            begin = opened.pop(name[:-4])
            out.append(
                {"phase": name[:-4], "start_s": round(begin, 2), "seconds": round(at - begin, 2)}
            )
        else:
            out.append({"phase": name, "start_s": round(at, 2), "seconds": None})
    queues = [p for p in out if p["phase"] == "queue"]
    for inner in queues[:-1]:  # gr.Blocks() calls queue() itself: inside create_app
        inner["phase"] = "queue (called by gr.Blocks(), inside create_app)"
    ends = {p["phase"]: p["start_s"] + (p["seconds"] or 0) for p in out}
    queue = queues[-1]["start_s"] if queues else None  # app.main's own queue()
    check = "model check (llm.check)"
    if check in ends and queue is not None:  # create_app is app.py's own: between the two
        out.append(
            {
                "phase": "UI build (create_app)",
                "start_s": round(ends[check], 2),
                "seconds": round(queue - ends[check], 2),
            }
        )
    grammar_start = next((p["start_s"] for p in out if p["phase"] == GRAMMAR), None)
    if LOAD in ends and grammar_start is not None:  # app.warm_up: matplotlib, then the grammar
        out.append(
            {
                "phase": "warm-up: banner printed, matplotlib (background)",
                "start_s": round(ends[LOAD], 2),
                "seconds": round(grammar_start - ends[LOAD], 2),
            }
        )
    return sorted(out, key=lambda p: p["start_s"])


def import_times(run: dict[str, Any]) -> list[dict[str, Any]]:
    """``-X importtime`` cumulative seconds of ``PACKAGES`` (first import of each)."""
    found: dict[str, dict[str, Any]] = {}
    for at, line in run["lines"]:
        m = IMPORT_LINE.match(line)
        if m and m.group(4) in PACKAGES and m.group(4) not in found:
            found[m.group(4)] = {
                "package": m.group(4),
                "cumulative_s": round(int(m.group(2)) / 1e6, 2),
                "depth": len(m.group(3)) // 2,
                "done_at_s": round(at, 2),
            }
    return sorted(found.values(), key=lambda f: f["done_at_s"])


def report(result: dict[str, Any]) -> str:
    out = ["| start | first 200 s | 'Running on' s | model ready s |", "|---|---|---|---|"]
    for name, run in result["starts"].items():
        out.append(
            f"| {name} | {run['first_200_s']} | {run['running_on_s']} | {run['model_ready_s']} |"
        )
    for name, rows in result["phases"].items():
        out += ["", f"| phase ({name}) | starts at s | seconds |", "|---|---|---|"]
        out += [f"| {p['phase']} | {p['start_s']} | {p['seconds']} |" for p in rows]
    for name, rows in result["imports"].items():
        out += ["", f"| import ({name}) | cumulative s | depth | done at s |", "|---|---|---|---|"]
        out += [
            f"| {i['package']} | {i['cumulative_s']} | {i['depth']} | {i['done_at_s']} |"
            for i in rows
        ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "bench/results/cold-start.json")
    p.add_argument("--timeout", type=float, default=600.0, help="seconds one start may take")
    p.add_argument(
        "--starts",
        nargs="+",
        choices=("first", "cached", "phases"),
        default=["first", "cached", "phases"],
    )
    p.add_argument("--data-dir", type=Path, help="an existing DATA_DIR (default: a new one)")
    p.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        child()
        return 0
    sys.path.insert(0, str(ROOT))
    from eval.harness import git_commit

    started = datetime.now(UTC).isoformat(timespec="seconds")
    load = os.getloadavg()
    data = args.data_dir or Path(tempfile.mkdtemp(prefix="chinook-cold-start-")) / "data"
    plain = [sys.executable, "app.py"]
    commands = {
        "first": plain,
        "cached": plain,
        "phases": [sys.executable, "-X", "importtime", __file__, "--child"],
    }
    # what ends each start: the model ready, or the instrumented one's last mark
    until = {"first": "Model: ", "cached": "Model: ", "phases": f"{GRAMMAR}:end"}
    starts = {}
    for name in args.starts:
        cmd = commands[name]
        port = free_port()
        starts[name] = start(cmd, app_env(data, port), port, args.timeout, until[name])
        print(f"{name}: first 200 after {starts[name]['first_200_s']} s", file=sys.stderr)
    result = {
        "kind": "cold_start",
        "command": "python bench/cold_start.py " + shlex.join(sys.argv[1:]),
        "git": git_commit(),
        "started": started,
        "load_average_at_start": load,
        "cpus": len(os.sched_getaffinity(0)),
        "starts": {
            k: {key: v for key, v in run.items() if key not in ("lines", "t0")}
            for k, run in starts.items()
        },
        "data_dir": str(data),
        "phases": {k: phases(run) for k, run in starts.items() if k == "phases"},
        "imports": {k: import_times(run) for k, run in starts.items() if k == "phases"},
        "logs": {
            k: [f"{t:7.2f} {line}" for t, line in run["lines"] if not IMPORT_LINE.match(line)]
            for k, run in starts.items()
        },
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(report(result))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
