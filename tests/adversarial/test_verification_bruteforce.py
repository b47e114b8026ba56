"""Finding 2: verification cannot be passed by guessing, nor probed for which detail exists.

Before the fix one message could carry hundreds of guesses ("customer 5 zip 14000 zip 14001
..."), the 5-attempt lockout reset with every new thread, and the retry wording told "this id
exists" apart from "matches nobody".
"""

from __future__ import annotations

import pytest
from gradio_client.exceptions import AppError

from tests.adversarial.conftest import new_conversation

ASK = ({"route": ["invoice"], "reason": "account"},)


def test_many_guesses_in_one_message_never_verify(served):
    client, fake, _ = served
    token = new_conversation(client)
    guesses = " ".join(f"zip {code}" for code in range(14000, 14800))  # holds the right one
    fake.add(*ASK)
    trace = client.predict(
        f"customer 5 {guesses[:3500]} zip 14700 show my invoices", token, api_name="/chat_trace"
    )
    assert trace["verified"] is False


def test_brute_force_across_fifty_fresh_conversations_never_verifies(served):
    client, fake, _ = served
    wrong = [f"{n:05d}" for n in range(10000, 10050)]
    for i, code in enumerate(wrong):
        token = new_conversation(client)
        fake.add(*ASK)
        trace = client.predict(f"customer 5 zip {code}: my invoices", token, api_name="/chat_trace")
        assert trace["verified"] is False, i
    # Customer 5 is now locked: even the right details are refused, in the same words.
    token = new_conversation(client)
    fake.add(*ASK)
    trace = client.predict("customer 5 zip 14700: my invoices", token, api_name="/chat_trace")
    assert trace["verified"] is False


def _failure_wording(client, fake, text: str) -> tuple[str, str]:
    token = new_conversation(client)
    fake.add(*ASK)
    first = client.predict("show my invoices", token, api_name="/chat_trace")
    assert first["paused"]
    trace = client.predict(text, token, api_name="/chat_trace")
    steps = " | ".join(f"{s['title']}: {s['body']}" for s in trace["steps"])
    return trace["answer"], steps


def test_failure_wording_is_the_same_whether_or_not_a_detail_exists(served):
    client, fake, _ = served
    one_detail = [  # remembered, and one more asked for, without a lookup
        "customer 5",  # exists
        "customer 9999",  # exists nowhere
        "frantisekw@jetbrains.com",  # exists
        "nobody@example.com",  # exists nowhere
    ]
    two_details = [  # one counted attempt each
        "customer 5, nobody@example.com",  # one right, one wrong
        "customer 9999, nobody@example.com",  # both wrong
        "customer 5, luisg@embraer.com.br",  # both exist, different customers
    ]
    for probes in (one_detail, two_details):
        outcomes = {_failure_wording(client, fake, p) for p in probes}
        assert len(outcomes) == 1, outcomes


def test_too_many_identifiers_of_one_kind_is_refused_and_counted(served):
    client, fake, _ = served
    token = new_conversation(client)
    fake.add(*ASK)
    client.predict("show my invoices", token, api_name="/chat_trace")
    trace = client.predict(
        "zip 14000 zip 14100 zip 14200 customer 5", token, api_name="/chat_trace"
    )
    assert trace["verified"] is False and trace["paused"] is True
    assert "Attempts left: 4" in trace["answer"]


def test_message_size_limit_is_a_clear_error(served):
    client, fake, _ = served
    token = new_conversation(client)
    with pytest.raises(AppError, match="(?i)too long"):
        client.predict("x" * 30_000, token, api_name="/chat")
    assert fake.calls == []
