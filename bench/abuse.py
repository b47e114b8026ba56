"""Issue 21's attacks, replayed against a running app on this machine: held or broken.

    python app.py &                                   # any model; the offline 0.5B is fine
    python bench/abuse.py --url http://127.0.0.1:7860 --out bench/results/abuse.json

Each attack is what a stranger with no account did in the review, from loopback addresses
only (127.0.0.0/8: a flood "from many clients" uses many source addresses there), bounded
in count and time; the script stops by itself and refuses any other host.

1. flood: 20,000 ``queue/join`` with fresh session hashes, never read, from one address and
   from 40; held if only 200/429 came back and a customer on another address got a new
   conversation and an answered turn during and after it.
2. lockout: 50 messages, each naming six customers and a wrong postal code, from 5
   addresses; held if then 10 customers with their correct details (other addresses) verify.
3. oracle: own id and email plus a third identifier that is another customer's, or nobody's;
   held if the outcome never differs between the two.
4. uploads: a 5 MB file to ``/gradio_api/upload``; held if it is refused.
5. monitoring: ``/monitoring/summary``; held if it is not served.
6. sandbox: the two payloads of the review (a static-check bypass through ``functools``
   helpers with run-time keywords; native code asking the kernel to SIGKILL the host through
   ``F_SETOWN``/``F_SETSIG``/``O_ASYNC``) run through the app's own ``run_python`` here; held
   if this process is alive and neither payload got through. Each layer alone is tested in
   tests/test_sandbox_layers.py.

Turns 2 and 3 need the app's model to route "show my invoices" to the invoice desk (every
model the app ships does). Exit status: 0 when everything held, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import re
import secrets
import sqlite3
import sys
import threading
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
CHINOOK = ROOT / "db" / "data" / "Chinook_Sqlite.sql"
DEADLINE_S = 180.0  # any one flood stops by then


def call(url: str, api: str, data: list, address: str = "127.0.0.1", timeout: float = 120) -> Any:
    """One public API call (``/gradio_api/call/<api>``) from source ``address``: its output,
    or an ``Exception`` carrying the error."""
    transport = httpx.HTTPTransport(local_address=address)
    with httpx.Client(base_url=url, timeout=timeout, transport=transport) as http:
        posted = http.post(f"/gradio_api/call/{api}", json={"data": data})
        if posted.status_code != 200:
            return RuntimeError(f"HTTP {posted.status_code}: {posted.text[:200]}")
        event, result = None, None
        with http.stream("GET", f"/gradio_api/call/{api}/{posted.json()['event_id']}") as stream:
            for line in stream.iter_lines():
                if line.startswith("event:"):
                    event = line[6:].strip()
                elif line.startswith("data:") and event in ("complete", "error"):
                    payload = line[5:].strip()
                    if event == "error":
                        return RuntimeError(payload)
                    result = json.loads(payload)[0]
        return result


def customer_turn(url: str, address: str = "127.0.0.1") -> tuple[bool, float, str]:
    """A new conversation and one catalog turn: (answered, seconds, what happened)."""
    started = time.monotonic()
    token = call(url, "new_conversation", [], address)
    if isinstance(token, Exception):
        return False, time.monotonic() - started, f"new_conversation: {token}"
    answer = call(url, "chat", ["What genres of music do you have?", token], address)
    ok = isinstance(answer, str) and bool(answer.strip())
    return ok, time.monotonic() - started, str(answer)[:120]


def fn_index(url: str, api_name: str) -> int:
    config = httpx.get(f"{url}/config", timeout=30).json()
    for dep in config["dependencies"]:
        if dep.get("api_name") == api_name:
            return dep["id"]
    raise LookupError(api_name)


def flood(url: str, addresses: list[str], total: int = 20_000, threads: int = 8) -> Counter:
    """``total`` queue/join requests with fresh session hashes from ``addresses``."""
    fn = fn_index(url, "new_conversation")
    counts: Counter = Counter()
    lock = threading.Lock()
    stop_at = time.monotonic() + DEADLINE_S

    def worker(k: int) -> None:
        mine = [a for i, a in enumerate(addresses) if i % threads == k] or addresses[:1]
        clients = [
            httpx.Client(base_url=url, timeout=30, transport=httpx.HTTPTransport(local_address=a))
            for a in mine
        ]
        try:
            for i in range(k, total, threads):
                if time.monotonic() > stop_at:
                    break
                body = {"data": [], "fn_index": fn, "session_hash": secrets.token_hex(8)}
                try:
                    key: Any = clients[i % len(clients)].post("/gradio_api/queue/join", json=body)
                    key = key.status_code
                except httpx.HTTPError as exc:
                    key = type(exc).__name__
                with lock:
                    counts[key] += 1
        finally:
            for client in clients:
                client.close()

    with ThreadPoolExecutor(threads) as pool:
        list(pool.map(worker, range(threads)))
    return counts


def attack_flood(url: str) -> dict[str, Any]:
    runs = {}
    for name, addresses in (
        ("one", ["127.0.0.9"]),
        ("many", [f"127.0.0.{n}" for n in range(10, 50)]),
    ):
        result: dict[str, Counter] = {}
        thread = threading.Thread(
            target=lambda a=addresses, r=result: r.setdefault("c", flood(url, a))
        )
        thread.start()
        time.sleep(2.0)
        during = customer_turn(url)
        thread.join(DEADLINE_S + 60)
        after = customer_turn(url)
        counts = result.get("c", Counter())
        held = set(counts) <= {200, 429} and during[0] and after[0]
        runs[name] = {
            "held": bool(held),
            "answers": {str(k): v for k, v in counts.items()},
            "customer_during_s": round(during[1], 2),
            "customer_after_s": round(after[1], 2),
            "customer_during": during[2],
        }
    return {"held": all(r["held"] for r in runs.values()), **runs}


def customers(n: int = 59) -> list[dict[str, str]]:
    db = sqlite3.connect(":memory:")
    db.executescript(CHINOOK.read_text(encoding="utf-8-sig"))
    rows = db.execute(
        "SELECT CustomerId, Email, Phone, PostalCode FROM Customer ORDER BY CustomerId LIMIT ?",
        (n,),
    )
    keys = ("id", "email", "phone", "postal")
    return [
        dict(zip(keys, (str(v) if v is not None else "" for v in row), strict=True)) for row in rows
    ]


def verify(url: str, text: str, address: str) -> bool | str:
    """A fresh conversation asking for invoices with identifiers: verified, or why not."""
    token = call(url, "new_conversation", [], address)
    if isinstance(token, Exception):
        return f"new_conversation: {token}"
    trace = call(url, "chat_trace", [f"Show my invoices. {text}", token], address)
    if isinstance(trace, Exception):
        return str(trace)[:200]
    return bool(trace.get("verified"))


def attack_lockout(url: str) -> dict[str, Any]:
    people = customers()
    sent = 0
    for i in range(50):
        six = [people[(6 * i + k) % len(people)] for k in range(6)]
        text = (
            f"customer {six[0]['id']} customer {six[1]['id']} {six[2]['email']} "
            f"{six[3]['email']} phone {six[4]['phone']} phone {six[5]['phone']} zip 00000"
        )
        verify(url, text, f"127.0.1.{i % 5 + 1}")
        sent += 1
    results = [
        verify(url, f"I am customer {p['id']}, my email is {p['email']}", f"127.0.2.{k + 1}")
        for k, p in enumerate(people[:10])
    ]
    return {
        "held": all(r is True for r in results),
        "flood_messages": sent,
        "verified_after": sum(r is True for r in results),
        "of": len(results),
        "refusals": [r for r in results if r is not True][:3],
    }


def attack_oracle(url: str) -> dict[str, Any]:
    people = customers()
    differing = []
    for k in range(8):
        me, other = people[k], people[30 + k]
        made_up = {"email": f"nobody{k}@example.invalid", "phone": f"+1 555 010 {1000 + k}"}
        for kind in ("email", "phone"):
            own = (
                f"customer {me['id']}, email {me['email']}"
                if kind == "phone"
                else (f"customer {me['id']}, phone {me['phone']}")
            )
            a = verify(url, f"{own}, {kind} {other[kind]}", f"127.0.3.{2 * k + 1}")
            b = verify(url, f"{own}, {kind} {made_up[kind]}", f"127.0.3.{2 * k + 2}")
            if a != b:
                differing.append({"customer": me["id"], "kind": kind, "theirs": a, "nobody": b})
    return {"held": not differing, "pairs": 16, "differing": differing[:5]}


def attack_upload(url: str) -> dict[str, Any]:
    answer = httpx.post(
        f"{url}/gradio_api/upload", files={"files": ("big.bin", b"\0" * (5 << 20))}, timeout=60
    )
    return {"held": answer.status_code != 200, "status": answer.status_code}


def attack_monitoring(url: str) -> dict[str, Any]:
    answer = httpx.get(f"{url}/monitoring/summary", timeout=30)
    leaked = answer.status_code == 200 and "functions" in answer.text
    return {"held": not leaked, "status": answer.status_code}


WRAPS_BYPASS = """
import functools
helper = functools.update_wrapper
names = ''.join(['__', 'glo', 'bals', '__'])
def mine():
    pass
helper(mine, helper, **{'assigned': (), 'updated': (names,)})
if 'get_cache_token' in globals() or 'RLock' in globals():
    print('BROKEN: a stdlib module globals copied into the program')
"""
F_SETOWN_KILL = """
import ctypes, os
libc = ctypes.CDLL(None)
F_SETOWN, F_SETSIG, F_SETFL, O_ASYNC = 8, 10, 4, 0o20000
host = os.getppid()
for fd in (1, 2):
    libc.fcntl(fd, F_SETOWN, host); libc.fcntl(fd, F_SETSIG, 9)
    libc.fcntl(fd, F_SETFL, O_ASYNC | os.O_WRONLY)
print('x' * 200000)
print('BROKEN')
"""


def attack_sandbox() -> dict[str, Any]:
    from tools.sandbox import run_python

    results = {}
    for name, code in (("wraps_bypass", WRAPS_BYPASS), ("f_setown_kill", F_SETOWN_KILL)):
        result = run_python(code)
        said = str(result.get("stdout") or "") + str(result.get("result") or "")
        results[name] = {"got_through": "BROKEN" in said, "said": json.dumps(result)[:200]}
    held = not any(r["got_through"] for r in results.values())  # and we are still running
    return {"held": held, **results}


ATTACKS = {
    "flood": attack_flood,
    "lockout": attack_lockout,
    "oracle": attack_oracle,
    "uploads": attack_upload,
    "monitoring": attack_monitoring,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", default="http://127.0.0.1:7860")
    parser.add_argument("--only", nargs="*", choices=[*ATTACKS, "sandbox"])
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    url = args.url.rstrip("/")
    host = urlparse(url).hostname or ""
    if not re.fullmatch(r"127\.\d+\.\d+\.\d+|localhost", host):
        parser.error("only an app on this machine (127.0.0.0/8 or localhost) is attacked")
    report = {}
    for name in args.only or [*ATTACKS, "sandbox"]:
        started = time.monotonic()
        outcome = attack_sandbox() if name == "sandbox" else ATTACKS[name](url)
        outcome["seconds"] = round(time.monotonic() - started, 1)
        report[name] = outcome
        print(f"{name:11} {'held' if outcome['held'] else 'BROKEN':6} {json.dumps(outcome)[:300]}")
    if args.out:
        args.out.write_text(json.dumps(report, indent=2) + "\n")
    raise SystemExit(0 if all(r["held"] for r in report.values()) else 1)


if __name__ == "__main__":
    main()
