"""The real app (``python app.py``) as a separate process, for the replica and MCP tests.

Why a process and not ``create_app`` in the test: two replicas must share nothing but the
database and the model server, and ``app.main()`` is what a deployment runs (settings from
the environment, Postgres from ``DATABASE_URL``, the served model from ``LLM_BASE_URL``,
the MCP server). The model is ``tests.openai_fake.FakeOpenAI`` in the test process, so one
script is consumed across replicas in the order the test drives them.

``AppProcess.call(fn, data, session)`` runs one event by name over raw HTTP the way a
browser tab does (``queue/join`` in the session ``session``), so private admin-page events
(``approve``, ``refresh``) are reached like the page reaches them; the event ids come from
the server's own ``/config``. Staff sign in the way the admin page's script does
(``AppProcess.sign_in``: a JSON POST to ``STAFF_SIGN_IN`` whose answer sets an HttpOnly
session cookie); the tab ``session`` keeps that cookie and sends it with its later events,
as a browser does. A tab that never signed in sends none, whatever session hash it uses.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from tests.conftest import free_port

ROOT = Path(__file__).resolve().parent.parent
STAFF, STAFF_PASSWORD = "alice", "correct-horse"
STAFF_SIGN_IN, STAFF_SIGN_OUT = "/gradio_api/staff/sign-in", "/gradio_api/staff/sign-out"
STAFF_COOKIE = "chinook_staff"


def staff_sign_in(http: httpx.Client, name: str, password: str) -> httpx.Response:
    """Sign staff in as the admin page's script does; on success the answer's Set-Cookie
    puts the session cookie in ``http``'s cookie jar (the body never carries the token)."""
    return http.post(STAFF_SIGN_IN, json={"name": name, "password": password})


def queue_event(http: httpx.Client, fn_index: int, data: list[Any], session: str) -> Any:
    """One Gradio queue event in browser session ``session``: its output data, or ``None``
    when the stream ends without a result (an unsuccessful one fails the test)."""
    joined = http.post(
        "/gradio_api/queue/join",
        json={"data": data, "fn_index": fn_index, "session_hash": session},
    )
    assert joined.status_code == 200, joined.text
    with http.stream("GET", f"/gradio_api/queue/data?session_hash={session}") as stream:
        for line in stream.iter_lines():
            if line.startswith("data:"):
                msg = json.loads(line[5:])
                if msg.get("msg") == "process_completed":
                    assert msg.get("success"), msg
                    return msg["output"]["data"]
    return None


@dataclass
class AppProcess:
    name: str
    url: str
    proc: subprocess.Popen
    log: Path
    events: dict[str, int] = field(default_factory=dict)
    jars: dict[str, httpx.Cookies] = field(default_factory=dict)  # each tab's cookies

    def log_tail(self, chars: int = 4000) -> str:
        return self.log.read_text(errors="replace")[-chars:] if self.log.exists() else ""

    def wait_ready(self, timeout: float = 240.0) -> None:
        """Until ``/config`` answers; fails with the log when the process dies or stalls."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(
                    f"{self.name} exited {self.proc.returncode}:\n{self.log_tail()}"
                )
            try:
                config = httpx.get(f"{self.url}/config", timeout=5)
                if config.status_code == 200:
                    self.events = {
                        d["api_name"]: d["id"]
                        for d in config.json()["dependencies"]
                        if d.get("api_name")
                    }
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.5)
        # Where it is stuck: faulthandler (PYTHONFAULTHANDLER) writes every thread's stack
        # to the log on SIGABRT.
        self.proc.send_signal(signal.SIGABRT)
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            pass
        raise AssertionError(f"{self.name} not ready in {timeout:.0f}s:\n{self.log_tail(12000)}")

    def sign_in(self, session: str, name: str = STAFF, password: str = STAFF_PASSWORD) -> Any:
        """Sign staff in from the tab ``session``, which keeps the cookie; the JSON answer."""
        with httpx.Client(base_url=self.url, timeout=60) as http:
            answer = staff_sign_in(http, name, password)
            self.jars[session] = httpx.Cookies(http.cookies)
        return answer.json()

    def call(self, fn: str, data: list[Any], session: str, timeout: float = 120) -> Any:
        """One event (by its api name, private ones too) in browser session ``session``, with
        that tab's cookies if it signed in."""
        cookies = self.jars.get(session)
        with httpx.Client(base_url=self.url, timeout=timeout, cookies=cookies) as http:
            found = queue_event(http, self.events[fn], data, session)
        if found is None:
            raise AssertionError(f"{self.name}: no result for {fn}")
        return found

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(10)


def start_app(name: str, workdir: Path, env: dict[str, str], script: str = "app.py") -> AppProcess:
    """``python app.py`` (or ``script``, e.g. ``tests/gated_app.py``) with ``env`` over a
    clean environment; not yet waited for."""
    port = free_port()
    data = workdir / name
    data.mkdir(parents=True, exist_ok=True)
    base = {k: v for k, v in os.environ.items() if not k.startswith(("LLM_", "DATABASE_"))}
    full = {
        **base,
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "DATA_DIR": str(data),
        "MODEL_CACHE_DIR": str(workdir / "model-cache"),
        "ADMIN_USERS": f"{STAFF}:{STAFF_PASSWORD}",
        "GRADIO_ANALYTICS_ENABLED": "False",
        "OMP_NUM_THREADS": "1",
        "PYTHONUNBUFFERED": "1",
        "PYTHONFAULTHANDLER": "1",
        **env,
    }
    log = workdir / f"{name}.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen(  # noqa: S603 - this interpreter, this repository's app
            [sys.executable, script], cwd=ROOT, env=full, stdout=out, stderr=subprocess.STDOUT
        )
    return AppProcess(name, f"http://127.0.0.1:{port}", proc, log)
