"""Shared scaffolding for the adversarial suite: the real app over HTTP, probed as an outsider.

Every test here drives the real ``create_app`` (real Gradio server, real Chinook file, real
LangGraph checkpointer) over a ``ScriptedGenerate`` fake model, and talks to it only the way a
stranger can: ``gradio_client`` and raw ``/gradio_api/...`` HTTP calls.

- ``served``: ``(client, fake, demo)``; ``ADMIN_PASSWORD`` is "s3cret" (from tests/conftest.py).
- ``new_conversation(client)``: a server-issued conversation token.
- ``raw_call(base_url, fn_index_or_api_name, data)``: one queue/join or /call round trip with
  raw HTTP (``httpx``), returning the decoded outputs or raising ``RawCallError``.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

import httpx


class RawCallError(RuntimeError):
    """The server answered a raw call with an error event (its message is the text)."""


def new_conversation(client: Any) -> str:
    """A conversation token issued by the server (``/new_conversation``)."""
    return client.predict(api_name="/new_conversation")


def base_url(client: Any) -> str:
    return client.src.rstrip("/")


def raw_call(
    url: str,
    endpoint: int | str,
    data: list[Any],
    timeout: float = 60.0,
    session_hash: str | None = None,
) -> list:
    """Call one event over raw HTTP, as an attacker without ``gradio_client`` would.

    ``endpoint`` is a ``fn_index`` (int: reaches private events too, through the queue) or an
    ``api_name`` without the slash (str: the public ``/gradio_api/call/<name>`` route).
    Bodies are sent as ASCII JSON, so lone surrogates travel as ``\\ud800`` escapes just as
    any JSON client may send them. ``session_hash`` (queue calls) carries Gradio session state
    between calls.
    """
    headers = {"content-type": "application/json"}
    with httpx.Client(base_url=url, timeout=timeout, headers=headers) as http:
        if isinstance(endpoint, int):
            session = session_hash or "adv-" + secrets.token_hex(8)
            body = {"data": data, "fn_index": endpoint, "session_hash": session}
            joined = http.post("/gradio_api/queue/join", content=json.dumps(body))
            if joined.status_code != 200:
                raise RawCallError(f"HTTP {joined.status_code}: {joined.text[:300]}")
            with http.stream("GET", f"/gradio_api/queue/data?session_hash={session}") as stream:
                for line in stream.iter_lines():
                    if not line.startswith("data:"):
                        continue
                    msg = json.loads(line[5:])
                    if msg.get("msg") == "process_completed":
                        if not msg.get("success"):
                            raise RawCallError(str((msg.get("output") or {}).get("error")))
                        return msg["output"]["data"]
            raise RawCallError("the stream ended without a result")
        posted = http.post(f"/gradio_api/call/{endpoint}", content=json.dumps({"data": data}))
        if posted.status_code != 200:
            raise RawCallError(f"HTTP {posted.status_code}: {posted.text[:300]}")
        event_id = posted.json()["event_id"]
        event = None
        with http.stream("GET", f"/gradio_api/call/{endpoint}/{event_id}") as stream:
            for line in stream.iter_lines():
                if line.startswith("event:"):
                    event = line[6:].strip()
                elif line.startswith("data:") and event in ("complete", "error"):
                    payload = line[5:].strip()
                    if event == "error":
                        raise RawCallError(payload)
                    return json.loads(payload)
        raise RawCallError("the stream ended without a result")


def fn_index(demo: Any, fn_name: str) -> int:
    """The ``fn_index`` of the (possibly private) event whose function is named ``fn_name``."""
    for index, block_fn in demo.fns.items():
        if getattr(block_fn.fn, "__name__", "") == fn_name:
            return index
    raise LookupError(f"no event runs a function named {fn_name!r}")
