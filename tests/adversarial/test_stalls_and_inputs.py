"""Findings 4, 6 and 9: no message stalls the server, every argument is checked at the edge,
and no input makes an audit row disappear.
"""

from __future__ import annotations

import threading
import time

import httpx
import pytest
from gradio_client.exceptions import AppError
from sqlalchemy import func, select

from tests.adversarial.conftest import RawCallError, base_url, new_conversation, raw_call

ASK = ({"route": ["invoice"], "reason": "account"},)


@pytest.mark.parametrize(
    "message",
    [
        "customer 5" + " " * 3900 + "x",  # quadratic id look-ahead before the fix
        "a" * 3990,  # quadratic email scan before the fix
    ],
)
def test_a_hostile_verification_reply_is_answered_quickly(served, message):
    client, fake, _ = served
    token = new_conversation(client)
    fake.add(*ASK)
    client.predict("show my invoices", token, api_name="/chat")
    if "customer" not in message:  # no identifiers: a new question, answered as one
        fake.add({"route": ["finish"], "reason": "unclear"}, "Could you say more?")
    started = time.perf_counter()
    client.predict(message, token, api_name="/chat")
    assert time.perf_counter() - started < 5  # was 43 s for the 40 KB form


def test_the_server_answers_others_while_a_huge_message_is_refused(served):
    client, _, _ = served
    token = new_conversation(client)
    errors = []

    def huge() -> None:
        try:
            client.predict("customer 5" + " " * 1_000_000 + "x", token, api_name="/chat")
        except Exception as exc:  # noqa: BLE001 - the refusal is what we wait for
            errors.append(exc)

    worker = threading.Thread(target=huge)
    worker.start()
    started = time.perf_counter()
    config = httpx.get(base_url(client) + "/config", timeout=30)
    assert config.status_code == 200 and time.perf_counter() - started < 10
    worker.join(60)
    assert errors and "too long" in str(errors[0]).lower()


@pytest.mark.parametrize("message", [5, ["hi"], {"text": "hi"}, None, 1.5, True])
def test_a_non_string_message_is_a_clear_error(served, message):
    client, fake, _ = served
    token = new_conversation(client)
    with pytest.raises(RawCallError) as err:
        raw_call(base_url(client), "chat", [message, token])
    text = str(err.value)
    assert "null" not in text.lower() and "message" in text.lower()
    assert fake.calls == []


def test_a_missing_argument_is_a_clear_error(served):
    client, fake, _ = served
    with pytest.raises(RawCallError) as err:
        raw_call(base_url(client), "chat", ["hello"])
    assert "null" not in str(err.value).lower() and str(err.value).strip()
    assert fake.calls == []


def test_an_object_thread_id_cannot_silence_the_audit(served):
    client, fake, demo = served
    with pytest.raises(RawCallError):
        raw_call(base_url(client), "chat_trace", ["hello", {"$gt": ""}])
    assert fake.calls == []  # refused at the edge: nothing ran without its audit rows


def test_a_lone_surrogate_keeps_its_llm_calls_row(served):
    from db.schema import audit_log, llm_calls

    client, fake, demo = served
    engine = demo.runtime.admin.engine
    token = new_conversation(client)
    fake.add(
        {"route": ["catalog"], "reason": "music"},
        # the step is code's ("AC/DC" pins the one tool); "when" asks a fact, so the model
        # writes the answer (with the lone surrogate)
        "We have Let There Be Rock and \ud800 For Those About To Rock We Salute You.",
    )
    raw_call(base_url(client), "chat", ["When were the AC/DC albums \ud800 \x00 out?", token])
    with engine.connect() as conn:
        rows = conn.execute(select(llm_calls.c.node, llm_calls.c.response)).all()
        turns = conn.execute(
            select(func.count()).select_from(audit_log).where(audit_log.c.event == "turn")
        ).scalar()
    assert [r.node for r in rows] == ["manager", "finalize"]
    assert "\\ud800" in rows[1].response  # stored escaped, not dropped
    assert turns == 1


def test_a_failing_audit_write_stops_the_turn(served):
    from sqlalchemy import text

    client, fake, demo = served
    token = new_conversation(client)
    with demo.runtime.admin.engine.begin() as conn:  # a real failing INSERT, not a mock
        conn.execute(
            text(
                "CREATE TRIGGER audit_full BEFORE INSERT ON audit_log "
                "BEGIN SELECT RAISE(ABORT, 'disk full'); END"
            )
        )
    with pytest.raises(AppError):
        client.predict("What AC/DC albums do you have?", token, api_name="/chat")
    assert fake.calls == []  # the turn row could not be written: nothing else happened
