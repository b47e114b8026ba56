"""Finding 2: verification cannot be passed by guessing, nor probed for which detail exists.

Before the fix one message could carry hundreds of guesses ("customer 5 zip 14000 zip 14001
..."), the 5-attempt lockout reset with every new thread, and the retry wording told "this id
exists" apart from "matches nobody". Counters are kept per client address (issue 21), so a
guesser is held up and the customer, from their own address, is not.
"""

from __future__ import annotations

import pytest
from gradio_client.exceptions import AppError

from tests.adversarial.conftest import new_conversation
from tests.adversarial.test_verification_lockout import Visitor

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


def test_brute_force_across_fresh_conversations_never_verifies(served):
    # Wrong postal codes for customer 5 from one address, each in a fresh conversation (a
    # new conversation resets nothing), then the right one from that address: refused.
    # Counters are the address's, not the customer's: the customer, from their own address,
    # still verifies (issue 21: before, the guesser locked customer 5 out for everyone).
    # The guesses are paced to the back-off (2 free, then 2, 4 and 8 s): an attempt made
    # during a back-off is refused without a lookup and counts nowhere, so an unpaced burst
    # reached the lock or not depending on how fast the server answered (CI: not, and the
    # right code, sent once the last back-off had passed, was the 5th lookup and verified).
    import time

    from agents.verify import CLAIM_LIMITS
    from support.throttle import delay

    client, fake, _ = served
    wrong = [f"{n:05d}" for n in range(10000, 10015)]

    def guess(code: str) -> dict:
        token = new_conversation(client)
        fake.add(*ASK)
        return client.predict(f"customer 5 zip {code}: my invoices", token, api_name="/chat_trace")

    for counted, code in enumerate(wrong[: CLAIM_LIMITS.lockout_after]):
        time.sleep(delay(counted, CLAIM_LIMITS) + 0.3)  # each of these is a counted lookup
        assert guess(code)["verified"] is False, code
    token = new_conversation(client)
    fake.add(*ASK)
    first = client.predict(f"customer 5 zip {wrong[5]}: my invoices", token, api_name="/chat_trace")
    assert first["verified"] is False
    for code in wrong[6:15]:  # the rest, as replies: refused, the lock holds
        trace = client.predict(f"customer 5 zip {code}", token, api_name="/chat_trace")
        assert trace["verified"] is False, code
    assert guess("14700")["verified"] is False  # the right one, from the guesser's address
    owner = Visitor(client.src, "127.0.0.77")  # another address: the customer's own
    assert owner.ask(fake, "customer 5 zip 14700: What's my latest invoice?")[1]["verified"]


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
