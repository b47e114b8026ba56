"""Issue 21, findings 1, 4 and 5: a stranger with no account cannot stop the app for others.

Before the fix ~2,150 ``queue/join`` requests with fresh session hashes (never reading the
results) made Gradio's queue loop die on a ``KeyError`` and every later request answer
``503 Queue is stopped``; ``/gradio_api/upload`` kept a 100 MB file; ``/monitoring/summary``
showed anyone the staff's per-endpoint activity.

The floods here run from other loopback addresses (127.0.0.0/8 all reaches the server), so
the customer checked beside them is a different client, as a real one would be. Every loop
is bounded in count and time.
"""

from __future__ import annotations

import multiprocessing
import secrets
import threading
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import httpx
import pytest
from gradio_client.exceptions import AppError

from bench import abuse
from tests.adversarial.conftest import base_url, fn_index, new_conversation

FLOOD = 20_000
ALBUMS = "AC/DC: For Those About To Rock We Salute You; Let There Be Rock."
QUESTION = "What AC/DC albums do you have, and when were they released?"


def _customer_turn(client, fake) -> float:
    """A real customer (from 127.0.0.1): a new conversation and one answered chat turn."""
    started = time.monotonic()
    fake.add({"route": ["catalog"], "reason": "music"}, ALBUMS)
    token = new_conversation(client)
    assert client.predict(QUESTION, token, api_name="/chat") == ALBUMS
    return time.monotonic() - started


def _flood_while_serving(served, addresses: list[str]) -> tuple[Counter, list[float]]:
    client, fake, _ = served
    url = base_url(client)
    # The flood (bench/abuse.py's) runs in its own process, as an attacker's would: in this one its threads
    # would take the server's interpreter lock and time themselves, not the server.
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        flood = pool.submit(abuse.flood, url, addresses, FLOOD)
        during = []
        time.sleep(3.0)  # the child's start-up (imports) before its first request
        while not flood.done() and len(during) < 3:
            during.append(_customer_turn(client, fake))
            time.sleep(1.0)
        counts = flood.result(timeout=abuse.DEADLINE_S + 60)
    after = _customer_turn(client, fake)
    print(f"flood answers {dict(counts)}; customer turns (s): during {during}, after {after}")
    return counts, [*during, after]


def test_one_client_flooding_the_queue_does_not_stop_it(served):
    counts, seconds = _flood_while_serving(served, ["127.0.0.9"])
    assert sum(counts.values()) == FLOOD, counts
    assert set(counts) <= {200, 429}, counts  # never 503 "Queue is stopped", never a hang
    assert counts[429] > FLOOD * 0.9, counts  # the client's own limit stopped most of it
    assert len(seconds) >= 2, seconds  # served during the flood, and after it
    assert max(seconds) < 10.0, seconds


def test_many_clients_flooding_the_queue_do_not_stop_it(served):
    addresses = [f"127.0.0.{n}" for n in range(10, 50)]
    counts, seconds = _flood_while_serving(served, addresses)
    assert sum(counts.values()) == FLOOD, counts
    assert set(counts) <= {200, 429}, counts
    assert len(seconds) >= 2, seconds
    assert max(seconds) < 10.0, seconds


def test_an_error_inside_the_queue_loop_does_not_stop_the_queue(served, monkeypatch):
    client, fake, demo = served
    queue = demo._queue
    real = queue.get_events
    failures = []

    def failing_once():
        if not failures:
            failures.append(1)
            raise KeyError("injected: a session's messages were evicted")
        return real()

    monkeypatch.setattr(queue, "get_events", failing_once)
    assert _customer_turn(client, fake) < 10.0
    assert failures == [1]  # the error did happen, inside the loop
    assert not queue.stopped
    assert _customer_turn(client, fake) < 10.0


def test_a_message_for_an_evicted_session_is_dropped_not_fatal(served):
    client, fake, demo = served
    queue = demo._queue
    fn = fn_index(demo, "new_conversation")
    gate = threading.Event()
    real = queue.get_events
    queue.get_events = lambda: real() if gate.is_set() else None
    # The situation the flood made: an event waiting behind another, its session's
    # messages pushed out of the cache; starting the first sends the second its place.
    sessions = ["first-" + secrets.token_hex(4), "evicted-" + secrets.token_hex(4)]
    try:
        with httpx.Client(base_url=base_url(client), timeout=30) as http:
            for session in sessions:
                body = {"data": [], "fn_index": fn, "session_hash": session}
                joined = http.post("/gradio_api/queue/join", json=body)
                assert joined.status_code == 200, joined.text
        queue.pending_messages_per_session.pop(sessions[1])
    finally:
        gate.set()
        queue.get_events = real
    assert _customer_turn(client, fake) < 10.0
    assert not queue.stopped


def test_the_per_client_join_limit_answers_429_with_a_reason(served):
    client, _, demo = served
    fn = fn_index(demo, "new_conversation")
    transport = httpx.HTTPTransport(local_address="127.0.0.60")
    limit = demo.edge.limits.join
    with httpx.Client(base_url=base_url(client), timeout=30, transport=transport) as http:
        started = time.monotonic()
        answers = []
        for n in range(300):
            body = {"data": [], "fn_index": fn, "session_hash": secrets.token_hex(8)}
            # A forged X-Forwarded-For does not make it another client (no trusted proxies).
            forged = {"X-Forwarded-For": f"203.0.113.{n % 250}"}
            answers.append(http.post("/gradio_api/queue/join", json=body, headers=forged))
        elapsed = time.monotonic() - started
        statuses = Counter(a.status_code for a in answers)
        assert set(statuses) == {200, 429}, statuses
        assert statuses[200] <= limit.burst + limit.per_s * elapsed + 1, (statuses, elapsed)
        refused = next(a for a in answers if a.status_code == 429)
        assert "Too many" in refused.json()["detail"]
        assert int(refused.headers["retry-after"]) >= 1
        # The API route spends the same allowance.
        called = http.post("/gradio_api/call/new_conversation", json={"data": []})
        assert called.status_code == 429
    # Another client is not affected.
    assert new_conversation(client)


def test_new_conversations_are_limited_per_client(served):
    client, _, _ = served
    tokens = []
    with pytest.raises(AppError, match="Too many new conversations"):
        for _ in range(100):
            tokens.append(new_conversation(client))
    assert 10 <= len(tokens) <= 30, len(tokens)


def test_each_client_has_only_a_few_events_waiting(served):
    client, _, demo = served
    queue = demo._queue
    fn = fn_index(demo, "new_conversation")
    gate = threading.Event()
    real = queue.get_events
    # Hold the queue so nothing is processed while one client joins again and again.
    queue.get_events = lambda: real() if gate.is_set() else None
    try:
        transport = httpx.HTTPTransport(local_address="127.0.0.61")
        with httpx.Client(base_url=base_url(client), timeout=30, transport=transport) as http:
            statuses = [
                http.post(
                    "/gradio_api/queue/join",
                    json={"data": [], "fn_index": fn, "session_hash": secrets.token_hex(8)},
                ).status_code
                for _ in range(12)
            ]
    finally:
        gate.set()
        queue.get_events = real
    assert statuses.count(200) == 4, statuses
    assert statuses[4:] == [429] * 8, statuses
    assert queue.max_size is not None and queue.max_size <= 1024


def _files(root: Path) -> set[Path]:
    return {p for p in root.rglob("*") if p.is_file()} if root.exists() else set()


def test_uploads_are_refused_and_nothing_is_kept(served, tmp_path):
    client, _, demo = served
    cache = Path(demo.GRADIO_CACHE)
    before = _files(cache)
    big = tmp_path / "big.bin"
    big.write_bytes(b"\0" * (20 << 20))
    with httpx.Client(base_url=base_url(client), timeout=60) as http:
        for path in ("/gradio_api/upload", "/gradio_api/upload?upload_id=x", "/gradio_api/upload/"):
            with big.open("rb") as f:
                answer = http.post(path, files={"files": ("big.bin", f)})
            assert answer.status_code in (403, 404, 413), (path, answer.status_code)
            assert "upload" in answer.text.lower()
    assert _files(cache) == before


def test_monitoring_is_not_public(served):
    client, _, _ = served
    with httpx.Client(base_url=base_url(client), timeout=30) as http:
        for path in ("/monitoring", "/monitoring/summary", "/gradio_api/monitoring/summary"):
            answer = http.get(path)
            assert answer.status_code == 404, (path, answer.status_code, answer.text[:200])


@pytest.mark.parametrize(
    ("source", "header", "forged"),
    [
        # the edge's own sealed key, forged (a wrong MAC)
        ("127.0.0.62", "x-edge-client", "203.0.113.{n}|" + "0" * 64),
        # uvicorn believes X-Forwarded-For from loopback by default, before the app sees
        # the request; with no TRUSTED_PROXIES nobody is believed, loopback included
        ("127.0.0.1", "X-Forwarded-For", "203.0.113.{n}"),
    ],
)
def test_a_client_cannot_pick_its_key_with_a_header(served, source, header, forged):
    client, _, demo = served
    fn = fn_index(demo, "new_conversation")
    transport = httpx.HTTPTransport(local_address=source)
    limit = demo.edge.limits.join
    with httpx.Client(base_url=base_url(client), timeout=30, transport=transport) as http:
        statuses = Counter(
            http.post(
                "/gradio_api/queue/join",
                json={"data": [], "fn_index": fn, "session_hash": secrets.token_hex(8)},
                headers={header: forged.format(n=n % 250)},
            ).status_code
            for n in range(int(limit.burst) + 40)
        )
    assert statuses[429] > 0, statuses
