"""The app's edge: who a request comes from, and what one client may ask of the server.

Why this exists (issue 21): one client sending ~2,000 ``queue/join`` requests with fresh
session hashes, never reading the results, stopped Gradio's queue for everyone; the upload
route kept any file it was sent; ``/monitoring`` showed anyone the staff's activity. So,
before Gradio sees a request (``EdgeMiddleware``, a plain ASGI middleware):

* routes this app does not offer are refused without reading the body: file uploads (the
  app has no file input) and Gradio's monitoring pages;
* each client gets a token bucket per kind of request (``Limits``): joining the queue or
  calling the API, opening a conversation, and everything else under ``/gradio_api``; past
  it a request is answered ``429`` with ``Retry-After`` and a sentence saying why;

and inside the queue (``queue_guard``) each client may have only a few events waiting and
the queue has a bounded size.

Who "a client" is: the socket's peer address, unless that peer is a proxy the deployment
trusts (``TRUSTED_PROXIES``, empty by default); then the right-most ``X-Forwarded-For``
entry that is not itself a trusted proxy. A client reaching the app directly cannot choose
its key by sending the header. The buckets live in this process's memory on purpose: they
are about load, not about secrets (verification and sign-in keep their counters as rows),
and a restart that forgets them costs an attacker nothing it could not get by waiting.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import json
import math
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from settings import Network

Scope = dict[str, Any]
Receive = Callable[[], Awaitable[dict[str, Any]]]
Send = Callable[[dict[str, Any]], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

UNKNOWN = "unknown"  # a request without a peer address (tests' in-process calls)
# The client key the edge decided, sealed with this process's secret, on every request it
# passes on. Why: Gradio's MCP server runs each tool call as a new request from the server's
# own loopback address, copying the MCP request's headers; the seal carries the real client
# through, and a client cannot forge one.
CLIENT_HEADER = "x-edge-client"


def _trusted(address: str, trusted: Iterable[Network]) -> bool:
    try:
        ip = ipaddress.ip_address(address.strip().strip("[]"))
    except ValueError:
        return False
    return any(ip in network for network in trusted)


def client_address(peer: str | None, forwarded: str | None, trusted: tuple[Network, ...]) -> str:
    """The key of the client behind a request (see the module docstring).

    ``forwarded`` is read only when ``peer`` is a trusted proxy; then the right-most entry
    that is not a trusted proxy is the client (entries to its left are the client's own
    claims). Returns at most 64 characters; ``UNKNOWN`` when there is no peer.
    """
    client = (peer or "").strip()
    if forwarded and client and trusted and _trusted(client, trusted):
        for entry in reversed(forwarded[:2000].split(",")):
            entry = entry.strip()
            if not entry:
                continue
            client = entry
            if not _trusted(entry, trusted):
                break
    return client[:64] or UNKNOWN


@dataclass(frozen=True)
class Rate:
    """A token bucket: ``burst`` requests at once, refilled at ``per_s`` a second."""

    burst: float
    per_s: float


@dataclass(frozen=True)
class Limits:
    """What one client may do. Sized for a person in a browser tab (each message is one or
    two joins; a page's timers a few more) with room for a household or an office behind
    one address, and far below what stopped the queue (~2,000 joins in 24 s)."""

    join: Rate = Rate(burst=60, per_s=2.0)  # queue/join, /call/<api>, MCP calls
    other: Rate = Rate(burst=240, per_s=20.0)  # the rest of /gradio_api (status, data, ...)
    conversation: Rate = Rate(burst=20, per_s=0.2)  # new conversations (12 a minute)
    pending_per_client: int = 4  # events one client may have waiting or running
    queue_size: int = 512  # events waiting in the whole queue
    sessions: int = 2000  # browser sessions whose unread results are kept (Gradio's number)
    clients: int = 10_000  # buckets kept; the oldest idle ones are forgotten first


class Buckets:
    """Token buckets keyed by (kind, client); thread-safe (events run in worker threads)."""

    def __init__(self, limits: Limits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self._lock = threading.Lock()
        self._state: OrderedDict[tuple[str, str], tuple[float, float]] = OrderedDict()

    def take(self, kind: str, client: str, rate: Rate) -> float:
        """Spend one token of ``client``'s ``kind`` bucket: 0.0 if allowed, else the seconds
        until a token is back (nothing is spent then)."""
        now = self.clock()
        key = (kind, client)
        with self._lock:
            tokens, last = self._state.pop(key, (rate.burst, now))
            tokens = min(rate.burst, tokens + (now - last) * rate.per_s)
            wait = 0.0 if tokens >= 1 else (1 - tokens) / rate.per_s
            self._state[key] = (tokens - 1 if wait == 0.0 else tokens, now)
            while len(self._state) > self.limits.clients:
                self._state.popitem(last=False)
        return wait


class TooMany(Exception):
    """A client went past one of its limits: ``str()`` says which, for the caller to read."""

    def __init__(self, what: str, retry_after: float) -> None:
        self.retry_after = max(1, math.ceil(retry_after))
        super().__init__(
            f"Too many {what} from your address; please wait {self.retry_after} s and try again."
        )


@dataclass
class Edge:
    """One app's edge policy: its trusted proxies, its limits and their buckets."""

    trusted: tuple[Network, ...] = ()
    limits: Limits = field(default_factory=Limits)
    buckets: Buckets = field(init=False)
    secret: bytes = field(default_factory=lambda: secrets.token_bytes(32), repr=False)

    def __post_init__(self) -> None:
        self.buckets = Buckets(self.limits)

    def seal(self, client: str) -> str:
        """``client`` with this process's MAC: the value of ``CLIENT_HEADER``."""
        mac = hmac.new(self.secret, client.encode(), hashlib.sha256).hexdigest()
        return f"{client}|{mac}"

    def unseal(self, sealed: str | None) -> str | None:
        """The client key in a ``CLIENT_HEADER`` value this process sealed, else ``None``."""
        client, _, mac = (sealed or "").rpartition("|")
        if not client or len(client) > 64:
            return None
        good = hmac.new(self.secret, client.encode(), hashlib.sha256).hexdigest()
        return client if hmac.compare_digest(mac, good) else None

    def client(self, peer: str | None, headers: Any) -> str:
        """The client key of a request from ``peer`` with ``headers`` (any mapping): the
        sealed key the edge put on it, else decided from the peer (``client_address``)."""
        if headers is not None:
            sealed = self.unseal(headers.get(CLIENT_HEADER))
            if sealed is not None:
                return sealed
        forwarded = headers.get("x-forwarded-for") if headers is not None else None
        return client_address(peer, forwarded, self.trusted)

    def client_of(self, request: Any) -> str:
        """The client key of a Starlette or Gradio request (``UNKNOWN`` without one)."""
        if request is None:
            return UNKNOWN
        peer = getattr(getattr(request, "client", None), "host", None)
        return self.client(peer, getattr(request, "headers", None))

    def allow(self, kind: str, client: str, what: str) -> None:
        """Spend one of ``client``'s ``kind`` requests, or raise ``TooMany``."""
        wait = self.buckets.take(kind, client, getattr(self.limits, kind))
        if wait:
            raise TooMany(what, wait)


NOT_OFFERED = {
    "upload": "This app takes no file uploads.",
    "monitoring": "Not found.",
}


def _refused(path: str) -> str | None:
    """Why ``path`` is a route this app does not offer, or ``None``."""
    parts = [p for p in path.lower().split("/") if p]
    if "gradio_api" in parts:
        after = parts[parts.index("gradio_api") + 1 :]
        if after[:1] in (["upload"], ["upload_progress"]):
            return NOT_OFFERED["upload"]
    if parts[:1] == ["monitoring"] or "monitoring" in parts[:2]:
        return NOT_OFFERED["monitoring"]
    return None


def _kind(method: str, path: str) -> tuple[str, str] | None:
    """Which bucket a request spends from, and how its refusal names it."""
    parts = [p for p in path.lower().split("/") if p]
    if "gradio_api" not in parts:
        return None  # the page, its assets: static, cheap, cached by browsers
    after = parts[parts.index("gradio_api") + 1 :]
    if method == "POST" and (after[:2] == ["queue", "join"] or after[:1] in (["call"], ["mcp"])):
        return "join", "requests"
    return "other", "requests"


async def _answer(send: Send, status: int, detail: str, retry_after: int | None = None) -> None:
    body = json.dumps({"detail": detail, "error": detail}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body))]
    if retry_after is not None:
        headers.append((b"retry-after", str(retry_after).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class EdgeMiddleware:
    """ASGI middleware: refuses routes the app does not offer and applies per-client rates.

    Decided from the method, the path and the peer alone, before any body is read, so a
    refused request costs the server almost nothing.
    """

    def __init__(self, app: ASGIApp, edge: Edge) -> None:
        self.app = app
        self.edge = edge

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope.get("type") != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path") or "/"
        refused = _refused(path)
        if refused is not None:
            await _answer(send, 404, refused)
            return
        peer = (scope.get("client") or (None,))[0]
        raw = list(scope.get("headers") or ())
        wanted = {b"x-forwarded-for", CLIENT_HEADER.encode()}
        headers = {
            k.decode("latin-1").lower(): v.decode("latin-1") for k, v in raw if k.lower() in wanted
        }
        client = self.edge.client(peer, headers)
        kind = _kind(scope.get("method", "GET"), path)
        if kind is not None:
            try:
                self.edge.allow(kind[0], client, kind[1])
            except TooMany as exc:
                await _answer(send, 429, str(exc), exc.retry_after)
                return
        sealed = (CLIENT_HEADER.encode(), self.edge.seal(client).encode("latin-1"))
        raw = [(k, v) for k, v in raw if k.lower() != CLIENT_HEADER.encode()] + [sealed]
        await self.app({**scope, "headers": raw}, receive, send)
