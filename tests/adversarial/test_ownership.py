"""Finding 1: a stranger must never read a verified customer's data.

Before the fix, a missing/null/{} thread id fell back to one shared thread ``"api"`` and any
client-chosen id (the README's ``my-thread``) was accepted, so a second client inherited the
first client's verification. Now a conversation is a server-issued token, anything else is a
clear error, and verification ends with the conversation or after idle time.
"""

from __future__ import annotations

import re

import pytest
from gradio_client.exceptions import AppError

from tests.adversarial.conftest import RawCallError, base_url, new_conversation, raw_call

VERIFY_5 = "customer 5, frantisekw@jetbrains.com"
# The route only: the invoice lookup takes no arguments (code makes the step) and the
# latest invoice it picks is an answer code writes.
INVOICE_TURN = ({"route": ["invoice"], "reason": "account"},)
LATEST_361 = "Your latest invoice:\n\n- Invoice #361 · 2025-05-06 · $8.91 (9 items)"


def verify_customer_5(client, fake) -> str:
    token = new_conversation(client)
    fake.add(*INVOICE_TURN)
    client.predict("Show my latest invoice", token, api_name="/chat")
    answer = client.predict(VERIFY_5, token, api_name="/chat")
    assert answer == LATEST_361
    return token


def test_tokens_are_unguessable_and_distinct(served):
    client, _, _ = served
    tokens = {new_conversation(client) for _ in range(20)}
    assert len(tokens) == 20
    for token in tokens:
        assert re.fullmatch(r"[A-Za-z0-9_-]{43}", token)  # 256 random bits, URL-safe


@pytest.mark.parametrize("thread", [None, "", "api", "my-thread", "t-1", {}, {"a": 1}, 5, []])
def test_no_token_or_a_chosen_one_is_an_error_not_a_shared_thread(served, thread):
    client, fake, _ = served
    verify_customer_5(client, fake)
    calls = len(fake.calls)
    with pytest.raises((AppError, RawCallError)) as err:
        raw_call(base_url(client), "chat", ["Show my latest invoice", thread])
    assert "conversation" in str(err.value).lower()
    assert len(fake.calls) == calls  # the graph never ran: no shared thread, no new thread


def test_a_second_client_cannot_reach_the_first_clients_verified_thread(served):
    client, fake, demo = served
    token = verify_customer_5(client, fake)
    stranger = new_conversation(client)
    fake.add(*INVOICE_TURN[:1])  # the stranger's request routes to invoice: verify asks
    trace = client.predict("Show my latest invoice", stranger, api_name="/chat_trace")
    assert trace["verified"] is False and trace["paused"] is True
    assert "361" not in trace["answer"]
    # The internal thread id (what audit rows and the admin page show) is not a token either.
    from support.conversations import thread_id_for

    with pytest.raises(AppError):
        client.predict("Show my latest invoice", thread_id_for(token), api_name="/chat")


def test_an_unknown_well_formed_token_is_refused(served):
    client, _, _ = served
    with pytest.raises(AppError, match="(?i)unknown|ended"):
        client.predict("hello", "A" * 43, api_name="/chat")


def test_ending_a_conversation_ends_its_verification(served):
    client, fake, _ = served
    token = verify_customer_5(client, fake)
    assert client.predict(token, api_name="/end_conversation").startswith("Ended")
    with pytest.raises(AppError, match="(?i)unknown|ended"):
        client.predict("Show my latest invoice", token, api_name="/chat")


def test_verification_expires_after_idle_time(served, monkeypatch):
    import agents.guard

    client, fake, _ = served
    token = verify_customer_5(client, fake)
    later = agents.guard.clock() + 31 * 60  # default VERIFY_IDLE_MINUTES is 30
    monkeypatch.setattr(agents.guard, "clock", lambda: later)
    fake.add(INVOICE_TURN[0])
    trace = client.predict("Show my invoices again", token, api_name="/chat_trace")
    assert trace["verified"] is False and trace["paused"] is True  # asked to verify again
