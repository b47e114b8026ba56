"""Load benchmark (issues 14 and 24): N customers at once against the real app, on a mix of
what customers ask.

Each simulated customer holds its own conversations through ``gradio_client`` (the public
API, from its own address via ``X-Forwarded-For``) and sends the turns of the conversations
``bench.mix`` deals it: catalog and account questions from the capability map (verification
inside), other languages, follow-ups, calculations, mixed requests and refunds. The k-th N of
a run takes the mix's k-th part of ``--turns`` turns, dealt to N customers, and every set-up
runs the same parts: no N replays prompts another already put in a prompt cache, and the set-ups
compare the same work. An N named twice (``--ns 1 4 8 16 8``) is a repeat on a new part. Three set-ups, each a real ``python app.py`` on a fresh state:

- ``in-process``: the offline model inside the app, one turn at a time (CONCURRENCY=1);
- ``served``: the app over a vLLM server (``LLM_BASE_URL``), CONCURRENCY=16;
- ``replicas``: two apps over that server and one Postgres (CONCURRENCY=8 each), the
  customers split between them.

Per set-up and N: turns/min, p50/p95 turn latency (client side), errors (failed calls),
cross-talk (an invoice id in an answer or its tool results that belongs to someone else and
was not in the customer's own words), the share of turns that called the model and the model
calls per turn (the ``llm_calls`` rows of the turn's thread), and where a turn's time went
(model calls, tool calls, the rest of the server's turn, and the wait before it: Gradio's
queue and the transfer). The machine's load is recorded with each N.

    .ci/vllm start                                      # served and replicas need it
    python bench/load.py --ns 1 4 8 16 8 --out bench/results/load-mix.json \
        --server-restart ".ci/vllm stop && .ci/vllm start"
    python bench/load.py --compare a.json b.json        # a repeat against a first run
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import re
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.load_report import compare, repeats, summary, table  # noqa: E402
from bench.mix import Conversation, customer_of, describe, for_turns  # noqa: E402
from bench.proc import stop  # noqa: E402

INVOICE = re.compile(r"(?:Invoice #|invoice_id\W+|invoice #|[Ii]nvoice )(\d+)")
MODES = ("in-process", "served", "replicas")


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


def start_app(port: int, data_dir: Path, log: Path, extra: dict[str, str]) -> subprocess.Popen:
    """One app, started and ready (its page served, its model loaded)."""
    env = dict(os.environ, DATA_DIR=str(data_dir), PORT=str(port), HOST="127.0.0.1")
    # The customers come "through a proxy" on this machine (X-Forwarded-For): each its own
    # client for the per-client limits (edge.py), as behind a real proxy.
    env["TRUSTED_PROXIES"] = "127.0.0.1"
    for key in ("LLM_BASE_URL", "LLM_MODEL", "CONCURRENCY", "MODEL_ID", "DATABASE_URL"):
        env.pop(key, None)
    env.update(extra)
    proc = subprocess.Popen(
        [sys.executable, "app.py"],
        cwd=ROOT,
        env=env,
        stdout=log.open("w"),
        stderr=subprocess.STDOUT,
    )
    try:
        wait_http(f"http://127.0.0.1:{port}/", 900, proc)
        wait_banner(log, 900, proc)
        return proc
    except BaseException:
        stop(proc, 60)  # an app that never got ready is not left running
        raise


class Setup:
    """A running set-up: its app URLs and where its ``llm_calls``/``tool_calls`` rows are."""

    def __init__(self, urls: list[str], state_url: str, banner: str) -> None:
        from sqlalchemy import create_engine

        self.urls = urls
        self.banner = banner
        self.engine = create_engine(state_url)

    def calls(self, thread: str) -> tuple[int, float, float]:
        """The thread's model calls so far, their seconds and its tool calls' seconds."""
        from sqlalchemy import text

        with self.engine.connect() as conn:
            n, model_s = conn.execute(
                text(
                    "SELECT count(*), coalesce(sum(latency_s), 0) FROM llm_calls WHERE thread_id = :t"
                ),
                {"t": thread},
            ).one()
            tools_s = conn.execute(
                text("SELECT coalesce(sum(latency_s), 0) FROM tool_calls WHERE thread_id = :t"),
                {"t": thread},
            ).scalar_one()
        return int(n), float(model_s), float(tools_s)


def start_setup(mode: str, stack: ExitStack, tmp: Path, port: int, vllm_url: str) -> Setup:
    served = {"LLM_BASE_URL": vllm_url}
    if mode == "in-process":
        apps = [("app", {"CONCURRENCY": "1"})]
    elif mode == "served":
        apps = [("app", {**served, "CONCURRENCY": "16"})]
    else:
        from tests.pg_server import start_server

        pg = start_server()
        stack.callback(pg.stop)
        db = pg.create_database("load")
        apps = [
            (f"replica-{i}", {**served, "CONCURRENCY": "8", "DATABASE_URL": db}) for i in (1, 2)
        ]
    urls, banner = [], ""
    for i, (name, extra) in enumerate(apps):
        data, log = tmp / mode / name, tmp / f"{mode}-{name}.log"
        data.mkdir(parents=True)
        proc = start_app(port + i, data, log, extra)
        stack.callback(stop, proc, 60)
        urls.append(f"http://127.0.0.1:{port + i}/")
        banner = next(ln for ln in log.read_text().splitlines() if ln.startswith("Model:"))
    state = apps[0][1].get("DATABASE_URL") or f"sqlite:///{tmp / mode / 'app' / 'app.sqlite'}"
    return Setup(urls, state, banner)


def one_customer(
    setup: Setup, url: str, address: str, talks: list[Conversation], known: dict
) -> list[dict]:
    from gradio_client import Client

    client = Client(url, verbose=False, headers={"X-Forwarded-For": address})
    turns = []
    for talk in talks:
        token = client.predict(api_name="/new_conversation")
        thread = hashlib.sha256(token.encode("ascii")).hexdigest()
        customer = known["customer"][talk.case]
        said = {int(i) for t in talk.turns for i in re.findall(r"\d+", t)}
        for message in talk.turns:
            record = {"case": talk.case, "kind": talk.kind, "message": message[:60], "error": None}
            before = setup.calls(thread)
            started = time.perf_counter()
            try:
                trace = client.predict(message, token, api_name="/chat_trace")
                record["latency_s"] = round(time.perf_counter() - started, 2)
                record["server_s"] = trace["latency_s"]
                text = trace["answer"] + " " + " ".join(s["body"] for s in trace["steps"])
                owner = known["owner"]
                record["cross_talk"] = sorted(
                    i
                    for i in {int(i) for i in INVOICE.findall(text)} - said
                    if owner.get(i) is not None and owner.get(i) != customer
                )
                record["routes"] = trace["routes"]
                record["answer"] = trace["answer"][:200]
            except Exception as exc:  # noqa: BLE001 - counted as an error of this turn
                record["error"] = f"{type(exc).__name__}: {exc}"[:300]
                record["latency_s"] = round(time.perf_counter() - started, 2)
            after = setup.calls(thread)
            record["model_calls"] = after[0] - before[0]
            record["model_s"] = round(after[1] - before[1], 2)
            record["tools_s"] = round(after[2] - before[2], 2)
            turns.append(record)
    return turns


def run_n(setup: Setup, n: int, turns: int, tag: int, known: dict, part: int = 0) -> dict:
    dealt = for_turns(turns, n, part=part)
    started = time.perf_counter()
    with ThreadPoolExecutor(n) as pool:
        futures = [
            pool.submit(
                one_customer,
                setup,
                setup.urls[i % len(setup.urls)],
                f"10.{tag}.{i}.1",
                talks,
                known,
            )
            for i, talks in enumerate(dealt)
        ]
        done = [t for f in futures for t in f.result()]
    result = summary(done, time.perf_counter() - started, n)
    result["detail"] = done
    return result


def known_facts(tmp: Path, turns: int, parts: int) -> dict:
    """Who owns each invoice, and whom each conversation of the run's parts verifies as."""
    from db.catalog import build_catalog

    catalog = tmp / "catalog-copy.sqlite"
    build_catalog(catalog)
    owner = invoice_owners(catalog)
    dealt = [d for k in range(parts) for d in for_turns(turns, 1, part=k)]
    talks = {c.case: c for d in dealt + for_turns(4, 1, seed=1) for c in d}
    return {"owner": owner, "customer": {k: customer_of(c, catalog) for k, c in talks.items()}}


def invoice_owners(catalog: Path) -> dict[int, int]:
    """Invoice id -> its customer, from a catalog copy (the cross-talk check's key)."""
    with sqlite3.connect(catalog) as conn:
        return dict(conn.execute("SELECT InvoiceId, CustomerId FROM Invoice"))


def recount(path: Path) -> str:
    """Cross-talk of a results file counted again with today's ``customer_of`` (the ids each
    flagged turn named are recorded): a customer the first count could not tell (named by
    phone alone) had their own invoices counted as someone else's."""
    from bench.mix import KINDS, load_kind
    from db.catalog import build_catalog

    results = json.loads(path.read_text())
    talks = {c.case: c for kind in KINDS for c in load_kind(kind)}
    with tempfile.TemporaryDirectory() as tmp:
        catalog = Path(tmp) / "catalog.sqlite"
        build_catalog(catalog)
        owner = invoice_owners(catalog)
        for runs in results["runs"].values():
            for run in runs:
                for t in run["detail"]:
                    who = customer_of(talks[t["case"]], catalog) if t.get("cross_talk") else None
                    t["cross_talk"] = [i for i in t.get("cross_talk", []) if owner.get(i) != who]
                run["cross_talk"] = sum(1 for t in run["detail"] if t["cross_talk"])
    results["cross_talk_recounted"] = datetime.now(UTC).isoformat(timespec="seconds")
    results["table"] = table(results)
    path.write_text(json.dumps(results, indent=1))
    return results["table"]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--ns", type=int, nargs="+", default=[1, 4, 8, 16])
    p.add_argument("--modes", nargs="+", choices=MODES, default=list(MODES))
    p.add_argument("--turns", type=int, default=48, help="turns per N (one part of the mix)")
    p.add_argument(
        "--parts",
        type=int,
        nargs="+",
        help="the mix's part each N takes (default 0, 1, 2, ...): a repeat run of one N names "
        "the part that N took in the first run",
    )
    p.add_argument(
        "--vllm-url", default=os.environ.get("VLLM_BASE_URL", "http://127.0.0.1:8001/v1")
    )
    p.add_argument("--port", type=int, default=7871)
    p.add_argument("--out", type=Path)
    p.add_argument("--note", default="", help="what else ran, how the server was started")
    p.add_argument("--compare", type=Path, nargs=2, metavar=("FIRST", "REPEAT"))
    p.add_argument("--recount", type=Path, metavar="RESULTS", help="count cross-talk again")
    p.add_argument(
        "--server-restart",
        default="",
        help="shell command run before each set-up that uses the model server (a fresh cache)",
    )
    args = p.parse_args(argv)
    if args.compare:
        print(compare(*args.compare))
        return 0
    if args.recount:
        print(recount(args.recount))
        return 0
    if args.out is None:
        p.error("--out is required")
    parts = args.parts or list(range(len(args.ns)))
    if len(parts) != len(args.ns) or min(parts) < 0:
        p.error("--parts needs one part (0 or more) per N of --ns")
    results: dict = {
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "commit": subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
        ).stdout.strip(),
        "machine": {"platform": platform.platform(), **machine_note()},
        "mix": describe(args.turns),
        "omp_num_threads": os.environ.get("OMP_NUM_THREADS"),
        "note": args.note,
        "warmup": {},
        "banners": {},
        "runs": {},
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="chinook-load-") as tmp_name:
        tmp = Path(tmp_name)
        known = known_facts(tmp, args.turns, max(parts) + 1)
        for m, mode in enumerate(args.modes):
            if mode != "in-process" and args.server_restart:
                # a fresh server: no set-up starts with another's prompts in its cache
                subprocess.run(args.server_restart, shell=True, check=True, cwd=ROOT)  # noqa: S602
            with ExitStack() as stack:
                setup = start_setup(mode, stack, tmp, args.port, args.vllm_url)
                results["banners"][mode] = setup.banner
                # Four turns first, not counted (another seed's conversations): the first
                # turns pay one-time costs (grammar compile, the server's first prompts).
                # Every replica warms up.
                dealt = for_turns(4, 1, seed=1)[0]
                results["warmup"][mode] = [
                    t["latency_s"]
                    for i, url in enumerate(setup.urls)
                    for t in one_customer(setup, url, f"10.200.{m}.{i + 1}", dealt, known)
                ]
                results["runs"][mode] = []
                for k, n in enumerate(args.ns):
                    note = machine_note()
                    run = run_n(setup, n, args.turns, 10 * m + k + 1, known, part=parts[k])
                    run["part"] = parts[k]
                    run["machine_before"] = note
                    results["runs"][mode].append(run)
                    print(
                        f"{mode:10} N={n:2}: {run['turns_per_min']:6.2f} turns/min, "
                        f"p50 {run['p50_s']}s, p95 {run['p95_s']}s, model turns "
                        f"{run['model_turn_share']:.0%}, calls/turn {run['model_calls_per_turn']}, "
                        f"errors {run['errors']}, cross-talk {run['cross_talk']} "
                        f"(load {note['loadavg'][0]:.1f})",
                        flush=True,
                    )
                    args.out.write_text(json.dumps(results, indent=1))  # partial runs count
    results["finished"] = datetime.now(UTC).isoformat(timespec="seconds")
    results["table"] = table(results)
    results["repeats"] = repeats(results)
    args.out.write_text(json.dumps(results, indent=1))
    print(results["table"], results["repeats"], sep="\n\n")
    return 0


if __name__ == "__main__":
    threading.current_thread().name = "load"
    raise SystemExit(main())
