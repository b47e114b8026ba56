"""Load benchmark (issue 14, item 7): N simulated customers at once against the real app.

Each customer is a scripted conversation through ``gradio_client`` (the public API, from its
own address via ``X-Forwarded-For``): verify with id + email and ask for their invoices, then a
catalog question. Two set-ups side by side in one run, each a real ``python app.py`` on a
fresh DATA_DIR:

- ``in-process``: the offline model inside the app, one turn at a time (CONCURRENCY=1);
- ``served``: the app over a vLLM server (``LLM_BASE_URL``), CONCURRENCY=16.

Reported per set-up and N: turns/min, p50/p95 turn latency (client side), errors (failed
calls) and cross-talk (an invoice id in a customer's answer or tool results that belongs to
someone else). The machine's load and busiest other processes are recorded with the results,
since this box is shared.

    .ci/vllm start                                   # the served set-up needs the server
    python bench/load.py --ns 1 4 8 16 --out bench/results/load-cpu.json
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.proc import stop  # noqa: E402

INVOICE = re.compile(r"(?:Invoice #|invoice_id\W+|invoice #)(\d+)")


def machine_note() -> dict:
    """What else the machine was doing: load average and the busiest processes."""
    top = subprocess.run(
        ["ps", "-eo", "pcpu,rss,args", "--sort=-pcpu"], capture_output=True, text=True
    ).stdout.splitlines()[1:9]
    return {
        "cpus": os.cpu_count(),
        "loadavg": os.getloadavg(),
        "busiest": [" ".join(line.split())[:160] for line in top],
    }


def wait_http(url: str, timeout_s: float, proc: subprocess.Popen | None = None) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"the app exited with {proc.returncode} before answering {url}")
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except OSError:
            time.sleep(2)
    raise RuntimeError(f"{url} did not answer within {timeout_s:.0f}s")


def start_app(
    mode: str, port: int, data_dir: Path, vllm_url: str, log: Path
) -> tuple[subprocess.Popen, str]:
    """The app, started and ready (its page served, its model loaded), and its banner."""
    env = dict(os.environ, DATA_DIR=str(data_dir), PORT=str(port), HOST="127.0.0.1")
    # The customers come "through a proxy" on this machine (X-Forwarded-For): each its own
    # client for the per-client limits (edge.py), as behind a real proxy.
    env["TRUSTED_PROXIES"] = "127.0.0.1"
    for key in ("LLM_BASE_URL", "LLM_MODEL", "CONCURRENCY", "MODEL_ID", "DATABASE_URL"):
        env.pop(key, None)
    if mode == "served":
        env.update(LLM_BASE_URL=vllm_url, CONCURRENCY="16")
    else:
        env.update(CONCURRENCY="1")
    proc = subprocess.Popen(
        [sys.executable, "app.py"],
        cwd=ROOT,
        env=env,
        stdout=log.open("w"),
        stderr=subprocess.STDOUT,
    )
    try:
        wait_http(f"http://127.0.0.1:{port}/", 900, proc)
        return proc, wait_banner(log, 900, proc)
    except BaseException:
        stop(proc, 60)  # an app that never got ready is not left running
        raise


def wait_banner(log: Path, timeout_s: float, proc: subprocess.Popen) -> str:
    """The app's ``Model:`` line, once printed: the page is served before the in-process
    model has loaded (issue 12), and a turn sent meanwhile would time the load, not a turn."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        banner = next((ln for ln in log.read_text().splitlines() if ln.startswith("Model:")), "")
        if banner:
            return banner
        if proc.poll() is not None:
            raise RuntimeError(f"the app exited with {proc.returncode} before its model loaded")
        time.sleep(1)
    raise RuntimeError(f"no 'Model:' line in {log} within {timeout_s:.0f}s")


def customers(catalog: Path, n: int) -> tuple[dict[int, str], dict[int, int]]:
    with sqlite3.connect(catalog) as conn:
        emails = dict(conn.execute("SELECT CustomerId, Email FROM Customer ORDER BY CustomerId"))
        owner = dict(conn.execute("SELECT InvoiceId, CustomerId FROM Invoice"))
    return {c: emails[c] for c in list(emails)[:n]}, owner


def one_customer(url: str, cid: int, email: str, owner: dict[int, int]) -> list[dict]:
    from gradio_client import Client

    client = Client(url, verbose=False, headers={"X-Forwarded-For": f"10.9.{cid // 250}.{cid}"})
    token = client.predict(api_name="/new_conversation")
    script = [
        f"I'm customer {cid}, email {email}. Show me my invoices.",
        "What AC/DC albums do you have?",
    ]
    turns = []
    for message in script:
        started = time.perf_counter()
        record = {"customer": cid, "message": message[:60], "error": None, "cross_talk": []}
        try:
            trace = client.predict(message, token, api_name="/chat_trace")
            text = trace["answer"] + " " + " ".join(s["body"] for s in trace["steps"])
            record["cross_talk"] = sorted(
                {int(i) for i in INVOICE.findall(text) if owner.get(int(i)) not in (cid, None)}
            )
            record["routes"] = trace["routes"]
            record["answer"] = trace["answer"][:200]
        except Exception as exc:  # noqa: BLE001 - counted as an error of this turn
            record["error"] = f"{type(exc).__name__}: {exc}"[:300]
        record["latency_s"] = round(time.perf_counter() - started, 2)
        turns.append(record)
    return turns


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def run_n(url: str, people: dict[int, str], owner: dict[int, int]) -> dict:
    started = time.perf_counter()
    with ThreadPoolExecutor(len(people)) as pool:
        futures = [pool.submit(one_customer, url, c, e, owner) for c, e in people.items()]
        turns = [t for f in futures for t in f.result()]
    wall = time.perf_counter() - started
    latencies = [t["latency_s"] for t in turns if not t["error"]]
    return {
        "customers": len(people),
        "turns": len(turns),
        "wall_s": round(wall, 1),
        "turns_per_min": round(len(turns) / wall * 60, 2),
        "p50_s": round(percentile(latencies, 0.5), 1),
        "p95_s": round(percentile(latencies, 0.95), 1),
        "mean_s": round(statistics.fmean(latencies), 1) if latencies else None,
        "errors": sum(1 for t in turns if t["error"]),
        "cross_talk": sum(1 for t in turns if t["cross_talk"]),
        "detail": turns,
    }


def table(results: dict) -> str:
    lines = [
        "| set-up | N | turns | wall s | turns/min | p50 s | p95 s | errors | cross-talk |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for mode, runs in results["runs"].items():
        for r in runs:
            lines.append(
                f"| {mode} | {r['customers']} | {r['turns']} | {r['wall_s']} | "
                f"{r['turns_per_min']} | {r['p50_s']} | {r['p95_s']} | {r['errors']} | "
                f"{r['cross_talk']} |"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ns", type=int, nargs="+", default=[1, 4, 8, 16])
    p.add_argument("--modes", nargs="+", default=["in-process", "served"])
    p.add_argument(
        "--vllm-url", default=os.environ.get("VLLM_BASE_URL", "http://127.0.0.1:8001/v1")
    )
    p.add_argument("--port", type=int, default=7871)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--note", default="", help="what else ran, how the server was started")
    args = p.parse_args(argv)
    results: dict = {
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "commit": subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip(),
        "machine": {"platform": platform.platform(), **machine_note()},
        "script": "verify (id + email) and invoices; then a catalog question",
        "omp_num_threads": os.environ.get("OMP_NUM_THREADS"),
        "note": args.note,
        "warmup": {},
        "runs": {},
    }
    with tempfile.TemporaryDirectory(prefix="chinook-load-") as tmp:
        for mode in args.modes:
            data = Path(tmp) / mode
            log = Path(tmp) / f"{mode}.log"
            proc, banner = start_app(mode, args.port, data, args.vllm_url, log)
            try:
                results.setdefault("banners", {})[mode] = banner
                url = f"http://127.0.0.1:{args.port}/"
                # One customer first, not counted: the first turn of either set-up pays
                # one-time costs (grammar compile, the server's first prompt) a running
                # store does not. The last customer of the table, whom no N reaches.
                people, owner = customers(data / "catalog.sqlite", 59)
                last = max(people)
                warm = run_n(url, {last: people[last]}, owner)
                results["warmup"][mode] = {k: warm[k] for k in ("wall_s", "errors")}
                results["runs"][mode] = []
                for n in args.ns:
                    people, owner = customers(data / "catalog.sqlite", n)
                    note = machine_note()
                    run = run_n(url, people, owner)
                    run["machine_before"] = note
                    results["runs"][mode].append(run)
                    print(
                        f"{mode:10} N={n:2}: {run['turns_per_min']:6.2f} turns/min, "
                        f"p50 {run['p50_s']}s, p95 {run['p95_s']}s, errors {run['errors']}, "
                        f"cross-talk {run['cross_talk']} (load {note['loadavg'][0]:.1f})",
                        flush=True,
                    )
                    args.out.parent.mkdir(parents=True, exist_ok=True)
                    args.out.write_text(json.dumps(results, indent=1))  # partial runs count
            finally:
                stop(proc, 60)
    results["finished"] = datetime.now(UTC).isoformat(timespec="seconds")
    results["table"] = table(results)
    args.out.write_text(json.dumps(results, indent=1))
    print(results["table"])
    return 0


if __name__ == "__main__":
    threading.current_thread().name = "load"
    raise SystemExit(main())
