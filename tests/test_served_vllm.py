"""The served backend against the real engine: vLLM (CPU build) serving the offline 0.5B pack.

CI starts the server (``.ci/vllm start``) and sets ``VLLM_BASE_URL`` and ``REQUIRE_VLLM=1``:
then these tests wait for it (up to ``VLLM_WAIT_S``) and fail, never skip, when it is not
there. Elsewhere they run when a server answers at ``VLLM_BASE_URL`` (default
``http://127.0.0.1:8001/v1``) and are skipped otherwise.

What must hold on a real engine, whatever a 0.5B model decides: schema-constrained replies
parse (the server enforced the schema), the specialist's first step is a call to one of its
tools, finalize streams, ``usage`` token counts reach ``llm_calls``, the eval harness runs
over the server, and 8 turns at once finish with each customer seeing only their own data
while the server runs several requests at once. Generations are kept short (MAX_NEW_TOKENS)
because this engine makes ~3 tokens/s per request on a 2-core CPU.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import sqlalchemy as sa

import llm
from llm.protocol import ManagerDecision, ToolCall, manager_schema, parse_reply, step_schema
from llm.select import load_served
from settings import Settings, parse_proxies
from tests.conftest import free_port
from tests.helpers import string_tool

URL = os.environ.get("VLLM_BASE_URL", "http://127.0.0.1:8001/v1").rstrip("/")
REQUIRED = os.environ.get("REQUIRE_VLLM") == "1"
TOKENS = 96  # MAX_NEW_TOKENS for these tests: short answers, a bounded CI


def _ready(timeout: float = 5.0) -> bool:
    try:
        with urllib.request.urlopen(f"{URL}/models", timeout=timeout) as reply:
            return reply.status == 200
    except OSError:
        return False


def _server_died() -> str | None:
    """Why the server will not come (CI's start job failed, or its process died), or None."""
    log = os.environ.get("VLLM_LOG", "its log")
    failed = os.environ.get("VLLM_FAILED_FILE")
    if failed and Path(failed).exists():
        return f"installing or starting vLLM failed; see {log}"
    pid_file = os.environ.get("VLLM_PID_FILE")
    if not pid_file or not Path(pid_file).is_file():
        return None
    pid = int(Path(pid_file).read_text().strip() or 0)
    try:
        os.kill(pid, 0)
    except OSError:
        return f"the vLLM server (pid {pid}) exited; see {log}"
    return None


@pytest.fixture(scope="module")
def settings(tmp_path_factory) -> Settings:
    if not _ready():
        if not REQUIRED:
            pytest.skip(f"no vLLM server at {URL} (.ci/vllm start; CI sets REQUIRE_VLLM=1)")
        deadline = time.monotonic() + float(os.environ.get("VLLM_WAIT_S", "1800"))
        while not _ready():
            died = _server_died()
            if died or time.monotonic() > deadline:
                pytest.fail(died or f"vLLM at {URL} not ready in time (VLLM_WAIT_S)")
            time.sleep(5)
    return Settings(
        data_dir=tmp_path_factory.mktemp("vllm-data"),
        llm_base_url=URL,
        llm_timeout_s=900,  # eight requests share one CPU core: slow, not dead
        llm_retries=1,
        max_new_tokens=TOKENS,
        concurrency=8,
        # the customers come "through a proxy" on this machine: each its own client
        trusted_proxies=parse_proxies("127.0.0.1"),
    )


@pytest.fixture(scope="module")
def backend(settings):
    served = load_served(settings)
    llm.set_backend(served)
    yield served
    llm.set_backend(None)
    served.close()


def test_the_server_is_found_and_named_in_the_banner(backend):
    assert backend.model == "qwen"
    assert URL in backend.info.banner()


def test_manager_decision_under_the_schema(backend):
    messages = [
        {
            "role": "system",
            "content": "Route the customer's message to the specialists that can answer it: "
            "catalog (music), invoice (their purchases), search (the web), code, data, help "
            '(store policy) or finish. Reply as JSON {"route": [...], "reason": "..."}.',
        },
        {"role": "user", "content": "What AC/DC albums do you have?"},
    ]
    result = llm.generate(messages, 64, schema=manager_schema())
    assert result["error"] is None, result["error"]
    json.loads(result["text"])  # plain JSON: no fence, no chatter (the server enforced it)
    assert isinstance(parse_reply(result["text"], ManagerDecision), ManagerDecision)
    assert result["prompt_tokens"] > 20 and result["completion_tokens"] > 0


def test_a_specialists_first_step_is_a_call_to_one_of_its_tools(backend):
    tools = [
        string_tool("get_albums_by_artist", "artist", 80, "Albums of one artist in the catalog."),
        string_tool("get_tracks_by_genre", "genre", 40, "Tracks of one genre."),
    ]
    messages = [
        {
            "role": "system",
            "content": "You are the catalog specialist. Call one tool as JSON "
            '{"tool": name, "args": {...}, "then": "answer"}. Tools:\n'
            + "\n".join(json.dumps(t) for t in tools),
        },
        {"role": "user", "content": "What AC/DC albums do you have?"},
    ]
    result = llm.generate(messages, 96, schema=step_schema(tools, allow_final=False))
    assert result["error"] is None, result["error"]
    call = parse_reply(result["text"], ToolCall)
    assert isinstance(call, ToolCall), result["text"]
    assert call.tool in {"get_albums_by_artist", "get_tracks_by_genre"}
    assert set(call.args) == ({"artist"} if call.tool == "get_albums_by_artist" else {"genre"})


def test_streamed_finalize(backend):
    messages = [
        {"role": "system", "content": "Answer in one short sentence from the facts."},
        {"role": "user", "content": "Facts: AC/DC has 2 albums: Let There Be Rock; Powerage."},
    ]
    items = list(llm.generate_stream(messages, 48))
    deltas = [i["delta"] for i in items if "delta" in i]
    final = items[-1]
    assert final["done"] is True and final["error"] is None, final
    assert len(deltas) >= 2  # it arrived in pieces, not at the end
    assert final["text"] and final["text"] in "".join(deltas).strip() + " …"
    assert final["prompt_tokens"] > 10 and final["completion_tokens"] >= len(deltas) // 2


def test_a_turn_through_the_app_streams_and_records_usage(backend, settings, tmp_path):
    from dataclasses import replace

    from agents.runtime import start

    runtime = start(replace(settings, data_dir=tmp_path), llm.generate, llm.generate_stream)
    conversations = runtime.conversations
    # "when" asks a fact of the albums: the model writes (and streams) the answer; a plain
    # "what AC/DC albums do you have?" is now the manager's call alone (code's step and list)
    turn = conversations.ask(conversations.open(), "When did AC/DC release their albums?")
    assert turn.answer.strip()
    with conversations.engine.connect() as conn:
        rows = conn.execute(
            sa.text("SELECT node, ok, prompt_tokens, completion_tokens FROM llm_calls")
        ).all()
    assert rows and all(ok for _, ok, _, _ in rows), rows
    assert all(p > 0 and c > 0 for _, _, p, c in rows), rows  # from the server's usage


def test_the_eval_smoke_over_the_served_backend(backend, settings):
    from eval.harness import Harness
    from eval.schema import load_cases

    cases = {c.id: c for c in load_cases(Path("eval/cases/smoke.jsonl"))}
    harness = Harness("served", settings=settings, load=False)  # llm already holds the server
    try:
        records = [
            harness.run_case(cases[i])
            for i in ("smoke-catalog-pass", "smoke-invoice-verified-pass")
        ]
    finally:
        harness.close()
    for record in records:
        print(record["id"], "passed" if record["passed"] else record["reasons"])
        assert record["error"] is None, record["error"]
        for turn in record["turns"]:
            assert turn["generate_errors"] == 0
            assert turn["protocol_valid"] == turn["protocol_checked"]  # schema-constrained
        assert record["calls"] > 0 and record["prompt_tokens"] > 0


def _running_requests() -> float:
    text = urllib.request.urlopen(URL.removesuffix("/v1") + "/metrics", timeout=5).read().decode()
    found = re.findall(r"^vllm:num_requests_running\{[^}]*\} ([0-9.e+]+)$", text, re.M)
    return sum(float(v) for v in found)


def test_eight_turns_at_once_each_customer_sees_only_their_own(backend, settings, tmp_path):
    from dataclasses import replace

    from gradio_client import Client

    import app
    from agents.runtime import start

    settings = replace(settings, data_dir=tmp_path, port=free_port())
    runtime = start(settings, llm.generate, llm.generate_stream)
    demo = app.create_app(settings, runtime, backend.info.banner())
    demo.queue(default_concurrency_limit=settings.turn_concurrency).launch(
        server_name="127.0.0.1", server_port=settings.port, prevent_thread_lock=True, quiet=True
    )
    engine = runtime.conversations.engine
    with engine.connect() as conn:
        people = dict(
            conn.execute(
                sa.text("SELECT CustomerId, Email FROM Customer WHERE CustomerId <= 8")
            ).all()
        )
        owner = dict(conn.execute(sa.text("SELECT InvoiceId, CustomerId FROM Invoice")).all())
    peak, done = [0.0], threading.Event()

    def watch() -> None:
        while not done.wait(1.0):
            try:
                peak[0] = max(peak[0], _running_requests())
            except OSError:
                pass

    def one(cid: int) -> dict:
        client = Client(
            f"http://127.0.0.1:{settings.port}/",
            verbose=False,
            headers={"X-Forwarded-For": f"10.0.1.{cid}"},  # eight customers, eight addresses
        )
        token = client.predict(api_name="/new_conversation")
        # a fact of the invoices, so each turn streams a finalize call too (a plain "show my
        # invoices" is the manager's call alone: too short for the watcher to see overlap)
        message = f"I'm customer {cid}, email {people[cid]}. What did I pay for my invoices?"
        return client.predict(message, token, api_name="/chat_trace")

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    started = time.perf_counter()
    try:
        with ThreadPoolExecutor(8) as pool:
            traces = dict(zip(people, pool.map(one, people), strict=True))
    finally:
        done.set()
        demo.close()
    wall = time.perf_counter() - started
    print(
        f"8 turns at once: {wall:.0f}s wall, {sum(t['latency_s'] for t in traces.values()):.0f}s "
        f"of turn time, at most {peak[0]:.0f} requests running in the server"
    )
    for cid, trace in traces.items():
        assert trace["answer"].strip(), (cid, trace)
        text = trace["answer"] + " ".join(s["body"] for s in trace["steps"])
        seen = {int(i) for i in re.findall(r"(?:Invoice #|invoice_id\W+)(\d+)", text)}
        strangers = {i for i in seen if owner.get(i) != cid}
        assert not strangers, f"customer {cid} was shown invoices of others: {strangers}"
        if "invoice" in trace["routes"]:
            assert trace["verified"] is True, (cid, trace)
    assert peak[0] > 1, "vLLM never ran two requests at once"
    with engine.connect() as conn:
        failed = conn.execute(sa.text("SELECT count(*) FROM llm_calls WHERE NOT ok")).scalar()
    assert failed == 0
