"""Many turns at once (issue 14, item 2): no cross-talk, and who waits for whom.

- Served: the real app (Gradio server, graph, Chinook, checkpointer) with the served backend
  pointed at a fake OpenAI-protocol server that answers like an honest model, from what each
  request itself says. 16 customers verify at the same moment, each with their own id and
  email, and ask what they paid for their invoices (a fact, so the model writes the answer from
  that customer's invoices; the lookup's step is code's); every answer must list exactly that
  customer's invoice ids, and every model request must carry one customer only. The fake also
  counts requests in flight: more than one at a time shows the turns really ran in parallel.
- In-process: the real transformers backend (tiny Qwen2) called from several threads runs one
  decoding (``llm.decode.greedy``) at a time, while the callers' other work goes on.
"""

from __future__ import annotations

import json
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
import sqlalchemy as sa

import llm
from agents.facts import LISTED_ROWS
from llm.served import ServedBackend
from settings import Settings, parse_proxies
from tests.conftest import free_port
from tests.openai_fake import FakeOpenAI, Reply, Request

CUSTOMERS = 16
USAGE = (123, 9)  # what the fake reports per call; llm_calls must hold exactly these

ASKED = re.compile(r"customer (\d+), email")
VERIFIED = re.compile(r"verified customer #(\d+)")
INVOICE_ID = re.compile(r"invoice_id\W+(\d+)")


def honest_model(request: Request) -> Reply:
    """Answer like a model that uses only what this request says; refuse mixed requests."""
    text = "\n".join(m["content"] for m in request.messages)
    asked = set(ASKED.findall(text))
    verified = set(VERIFIED.findall(text))
    if len(asked) != 1 or not verified <= asked:
        raise AssertionError(f"one request mixes customers: asked {asked}, verified {verified}")
    reply = dict(prompt_tokens=USAGE[0], completion_tokens=USAGE[1], delay_s=0.15)
    schema = request.schema
    if schema is not None and "route" in json.dumps(schema):
        return Reply('{"route": ["invoice"], "reason": "own invoices"}', **reply)
    if schema is not None:
        if verified != asked:
            raise AssertionError("the invoice specialist ran for an unverified customer")
        step = {"tool": "get_invoices_by_customer_sorted_by_date", "args": {}, "then": "answer"}
        return Reply(json.dumps(step), **reply)
    if not request.body.get("stream"):
        raise AssertionError("finalize is expected to stream in the app")
    ids = INVOICE_ID.findall(request.messages[-1]["content"])
    if not ids:
        raise AssertionError("finalize got no invoice facts")
    return Reply("Your invoices: " + ", ".join(f"#{i}" for i in ids) + ".", **reply)


def customers(engine: sa.Engine, n: int) -> dict[int, tuple[str, set[int]]]:
    """``n`` customers: id -> (email, their invoice ids), read from Chinook directly."""
    with engine.connect() as conn:
        rows = conn.execute(
            sa.text("SELECT CustomerId, Email FROM Customer ORDER BY CustomerId LIMIT :n"),
            {"n": n},
        ).all()
        out = {}
        for cid, email in rows:
            ids = conn.execute(
                sa.text("SELECT InvoiceId FROM Invoice WHERE CustomerId = :c"), {"c": cid}
            ).scalars()
            out[cid] = (email, set(ids))
    return out


def test_sixteen_customers_at_once_each_see_only_their_own_invoices(tmp_path):
    from gradio_client import Client

    import app
    from agents.runtime import start

    with FakeOpenAI(respond=honest_model) as fake:
        settings = Settings(data_dir=tmp_path, port=free_port(), llm_base_url=fake.base_url)
        assert settings.turn_concurrency >= 8  # served: several turns at once by default
        settings = Settings(
            data_dir=tmp_path,
            port=settings.port,
            llm_base_url=fake.base_url,
            concurrency=16,
            # the customers come "through a proxy" on this machine: each its own client
            trusted_proxies=parse_proxies("127.0.0.1"),
        )
        llm.set_backend(ServedBackend(fake.base_url, "qwen", max_retries=0))
        runtime = start(settings, llm.generate, llm.generate_stream)
        demo = app.create_app(settings, runtime, "served test")
        demo.queue(default_concurrency_limit=settings.turn_concurrency).launch(
            server_name="127.0.0.1", server_port=settings.port, prevent_thread_lock=True, quiet=True
        )
        engine = runtime.conversations.engine
        people = customers(engine, CUSTOMERS)
        url = f"http://127.0.0.1:{settings.port}/"
        gate = threading.Barrier(CUSTOMERS)

        def one_customer(cid: int) -> dict:
            # Each customer from their own address, as a proxy reports it: verification
            # back-off is kept per address too, and 16 attempts in flight from one address
            # would (by design) run into that address's limit, not into each other.
            client = Client(url, verbose=False, headers={"X-Forwarded-For": f"10.0.0.{cid}"})
            token = client.predict(api_name="/new_conversation")
            gate.wait(timeout=120)  # all 16 ask at the same moment
            message = f"I'm customer {cid}, email {people[cid][0]}. What did I pay for my invoices?"
            return client.predict(message, token, api_name="/chat_trace")

        try:
            with ThreadPoolExecutor(CUSTOMERS) as pool:
                results = dict(zip(people, pool.map(one_customer, people), strict=True))
        finally:
            demo.close()
            llm.set_backend(None)
        fake.check()  # no request mixed two customers; none was refused
        assert fake.max_in_flight > 1, "the turns never overlapped at the model server"

    for cid, trace in results.items():
        listed = re.search(r"Your invoices: ([^.]*)\.", trace["answer"])
        assert listed, (cid, trace["answer"])
        said = {int(i) for i in re.findall(r"#(\d+)", listed.group(1))}
        shown = {int(i) for i in re.findall(r"#(\d+)", trace["answer"])}
        assert trace["verified"] is True, (cid, trace)
        # the model read the total and a few rows (agents.facts.LISTED_ROWS); code lists all
        assert said <= people[cid][1] and len(said) == min(LISTED_ROWS, len(people[cid][1]))
        assert shown == people[cid][1], f"customer {cid} was shown {shown}"
    # at least manager and finalize each (a turn may plan more; the lookup's step is code's)
    assert len(fake.requests) >= 2 * CUSTOMERS
    with engine.connect() as conn:
        tokens = conn.execute(
            sa.text("SELECT prompt_tokens, completion_tokens FROM llm_calls")
        ).all()
    # one llm_calls row per request, with the token counts from the server's usage
    assert len(tokens) == len(fake.requests) and set(tokens) == {USAGE}


def test_in_process_model_calls_run_one_at_a_time(tiny_backend, monkeypatch):
    """Concurrent callers of one in-process model: generations never overlap, streamed or not."""
    active, peak, lock = [0], [0], threading.Lock()
    real = llm.backend.greedy  # one decoding (llm.decode); it makes many forward passes

    def counting_generate(*args, **kwargs):
        with lock:
            active[0] += 1
            peak[0] = max(peak[0], active[0])
        try:
            time.sleep(0.05)  # widen the window in which an overlap would show
            return real(*args, **kwargs)
        finally:
            with lock:
                active[0] -= 1

    monkeypatch.setattr(llm.backend, "greedy", counting_generate)
    messages = [{"role": "user", "content": "What AC/DC albums do you have?"}]

    def call(i: int) -> str:
        if i % 2:
            return tiny_backend.generate(messages, max_new_tokens=4)["text"]
        items = list(tiny_backend.stream(messages, max_new_tokens=4))
        return items[-1]["text"]

    with ThreadPoolExecutor(6) as pool:
        list(pool.map(call, range(12)))
    assert peak[0] == 1


def test_a_stream_left_early_holds_the_model_until_its_generation_ends(tiny_backend, monkeypatch):
    """A reader that stops after the first piece must not let the next call overlap."""
    active, overlaps = [0], []
    real = llm.backend.greedy  # one decoding (llm.decode); it makes many forward passes

    def counting_generate(*args, **kwargs):
        active[0] += 1
        overlaps.append(active[0] > 1)
        try:
            time.sleep(0.3)
            return real(*args, **kwargs)
        finally:
            active[0] -= 1

    monkeypatch.setattr(llm.backend, "greedy", counting_generate)
    messages = [{"role": "user", "content": "hello"}]
    stream = tiny_backend.stream(messages, max_new_tokens=8)
    next(stream)  # generation started; now walk away
    stream.close()
    assert tiny_backend.generate(messages, max_new_tokens=2)["error"] is None
    assert overlaps == [False, False]


@pytest.mark.parametrize("served", [False, True])
def test_llm_is_served_tells_the_two_apart(served, tiny_backend):
    backend = ServedBackend("http://127.0.0.1:9/v1", "qwen") if served else tiny_backend
    llm.set_backend(backend)
    try:
        assert llm.is_served() is served
    finally:
        llm.set_backend(None)


def test_in_process_a_turn_without_model_calls_is_not_held_up_by_one_generating(
    tiny_backend, monkeypatch, tmp_path
):
    """One model, two turns: while one turn's model call runs, another turn's own work (here
    a request for a human: guard, ticket, audit, checkpoint; no model call) completes."""
    from agents.runtime import start

    generating, release = threading.Event(), threading.Event()
    real = llm.backend.greedy  # one decoding (llm.decode); it makes many forward passes

    def slow_generate(*args, **kwargs):
        generating.set()
        release.wait(30)  # hold the model until the other turn is done (or 30 s)
        return real(*args, **kwargs)

    monkeypatch.setattr(llm.backend, "greedy", slow_generate)
    runtime = start(Settings(data_dir=tmp_path), tiny_backend.generate, tiny_backend.stream)
    chat = runtime.conversations
    slow_token, quick_token = chat.open(), chat.open()
    with ThreadPoolExecutor(2) as pool:
        slow = pool.submit(chat.ask, slow_token, "What AC/DC albums do you have?")
        assert generating.wait(30)
        quick = pool.submit(chat.ask, quick_token, "I want to talk to a human, please.")
        turn = quick.result(timeout=30)  # finished while the model is still held
        assert not slow.done()
        release.set()
        slow.result(timeout=120)
    assert "ticket" in turn.answer.lower() or "#" in turn.answer, turn.answer
