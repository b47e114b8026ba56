"""A small real HTTP server that speaks the OpenAI chat protocol, for the served backend's tests.

It is a real socket server (``ThreadingHTTPServer``), so the ``openai`` client, its retries,
timeouts and streaming are exercised for real; only the model is replaced. Each request is
answered by the next scripted ``Reply`` or by a ``respond(request) -> Reply`` function; a
request beyond the script, or one the function refuses (raises), is answered HTTP 500 with
``x-should-retry: false`` and recorded in ``failures``, and ``check()`` (run by the fixture on
teardown) fails on any failure or an unused scripted reply.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass
class Reply:
    """One answer: ``text`` (200, as a completion) or an HTTP ``status`` with ``error``."""

    text: str = ""
    status: int = 200
    error: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    delay_s: float = 0.0
    prompt_tokens: int = 11
    completion_tokens: int = 7


@dataclass
class Request:
    path: str
    body: dict[str, Any]

    @property
    def messages(self) -> list[dict[str, str]]:
        return self.body.get("messages", [])

    @property
    def schema(self) -> dict[str, Any] | None:
        fmt = self.body.get("response_format") or {}
        if fmt.get("type") == "json_schema":
            return fmt["json_schema"]["schema"]
        if fmt.get("type") == "json_object":
            return fmt.get("schema")
        return (self.body.get("structured_outputs") or {}).get("json")


class FakeOpenAI:
    """``/v1/models`` and ``/v1/chat/completions`` (plain and streamed) on 127.0.0.1."""

    def __init__(
        self, models: tuple[str, ...] = ("qwen",), respond: Callable[[Request], Reply] | None = None
    ) -> None:
        self.models = models
        self.respond = respond
        self.script: list[Reply] = []
        self.requests: list[Request] = []
        self.failures: list[str] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self._lock = threading.Lock()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *_: Any) -> None:  # quiet
                pass

            def do_GET(self) -> None:  # noqa: N802 - http.server's naming
                if self.path.rstrip("/") == "/v1/models":
                    data = [{"id": m, "object": "model", "owned_by": "test"} for m in fake.models]
                    self._json(200, {"object": "list", "data": data})
                else:
                    fake._fail(f"unexpected GET {self.path}")
                    self._json(404, {"error": {"message": "not found"}})

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                if self.path.rstrip("/") != "/v1/chat/completions":
                    fake._fail(f"unexpected POST {self.path}")
                    self._json(404, {"error": {"message": "not found"}})
                    return
                request = Request(self.path, body)
                with fake._lock:
                    fake.requests.append(request)
                    fake.in_flight += 1
                    fake.max_in_flight = max(fake.max_in_flight, fake.in_flight)
                try:
                    reply = fake._next(request)
                    if reply is None:
                        self._json(500, {"error": {"message": "unexpected call"}}, retry=False)
                        return
                    if reply.delay_s:
                        time.sleep(reply.delay_s)
                    if reply.status != 200:
                        error = {"error": {"message": reply.error, "code": reply.status}}
                        self._json(reply.status, error, headers=reply.headers)
                    elif body.get("stream"):
                        self._stream(body, reply)
                    else:
                        self._json(200, completion(body, reply))
                finally:
                    with fake._lock:
                        fake.in_flight -= 1

            def _json(
                self,
                status: int,
                payload: dict,
                retry: bool | None = None,
                headers: dict[str, str] | None = None,
            ) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                if retry is not None:
                    self.send_header("x-should-retry", "true" if retry else "false")
                for key, value in (headers or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

            def _stream(self, body: dict, reply: Reply) -> None:
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.send_header("connection", "close")
                self.end_headers()
                self.close_connection = True
                words = reply.text.split(" ")
                for i, word in enumerate(words):
                    piece = word if i == 0 else " " + word
                    self._event(chunk(body, {"content": piece}, None))
                self._event(chunk(body, {}, "stop"))
                if (body.get("stream_options") or {}).get("include_usage"):
                    self._event(dict(chunk(body, {}, None), choices=[], usage=usage(reply)))
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()

            def _event(self, payload: dict) -> None:
                self.wfile.write(b"data: " + json.dumps(payload).encode() + b"\n\n")
                self.wfile.flush()

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def add(self, *replies: Reply | str) -> FakeOpenAI:
        self.script.extend(r if isinstance(r, Reply) else Reply(text=r) for r in replies)
        return self

    def _fail(self, why: str) -> None:
        with self._lock:
            self.failures.append(why)

    def _next(self, request: Request) -> Reply | None:
        with self._lock:
            if self.script:
                return self.script.pop(0)
        if self.respond is None:
            self._fail(f"request #{len(self.requests)} is beyond the script: {request.body!r:.300}")
            return None
        try:
            return self.respond(request)
        except Exception as exc:  # noqa: BLE001 - recorded, and the caller gets a 500
            self._fail(f"respond() refused request #{len(self.requests)}: {exc!r}")
            return None

    def check(self) -> None:
        assert not self.failures, self.failures
        assert not self.script, f"{len(self.script)} scripted repl(ies) never used"

    def __enter__(self) -> FakeOpenAI:
        self.thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def model() -> Iterator[FakeOpenAI]:
    """The served model, faked (registered in conftest's pytest_plugins for the app tests)."""
    with FakeOpenAI() as fake:
        yield fake
    fake.check()


def usage(reply: Reply) -> dict[str, int]:
    return {
        "prompt_tokens": reply.prompt_tokens,
        "completion_tokens": reply.completion_tokens,
        "total_tokens": reply.prompt_tokens + reply.completion_tokens,
    }


def completion(body: dict, reply: Reply) -> dict[str, Any]:
    return {
        "id": "cmpl-test",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": body.get("model", ""),
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": reply.text},
                "finish_reason": "stop",
            }
        ],
        "usage": usage(reply),
    }


def chunk(body: dict, delta: dict, finish: str | None) -> dict[str, Any]:
    return {
        "id": "cmpl-test",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": body.get("model", ""),
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
