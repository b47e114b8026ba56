"""Issue 21, item 2: nobody can lock a customer out of verification.

Before the fix a failed attempt counted against every customer its identifiers pointed at,
and that count locked the customer whoever tried next: 50 messages, each naming six
customers (two ids, two emails, two phones from the public Chinook data) and a wrong postal
code, locked all 59 customers in 22 s, and failures outlived the lock by a day. Now failures
count against the client that sent them (its address, and each identifier it gave from that
address) and are forgotten when a lock ends, so a stranger's guesses hold up only the
stranger.

Each client here is a real TCP peer address (127.0.0.x on the loopback), which the app sees
as the client with or without a trusted proxy in front; the app, the graph, the Chinook file
and the throttle rows are the real ones, the model is scripted.
"""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from sqlalchemy import select, text

import agents.guard
from db.schema import audit_log

ASK = ({"route": ["invoice"], "reason": "account"},)
LOCK_S = 15 * 60


class Clock:
    """The verification clock, moved by hand (``agents.guard.clock``)."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    c = Clock()
    monkeypatch.setattr(agents.guard, "clock", c)
    return c


class Visitor:
    """A client at its own loopback address, calling the app's public API over raw HTTP."""

    def __init__(self, url: str, address: str) -> None:
        self.url = url.rstrip("/")
        self.address = address

    def _call(self, api: str, data: list[Any]) -> Any:
        transport = httpx.HTTPTransport(local_address=self.address)
        headers = {"content-type": "application/json"}
        with httpx.Client(
            base_url=self.url, timeout=60, transport=transport, headers=headers
        ) as http:
            posted = http.post(f"/gradio_api/call/{api}", content=json.dumps({"data": data}))
            assert posted.status_code == 200, posted.text
            event_id = posted.json()["event_id"]
            event = None
            with http.stream("GET", f"/gradio_api/call/{api}/{event_id}") as stream:
                for line in stream.iter_lines():
                    if line.startswith("event:"):
                        event = line[6:].strip()
                    elif line.startswith("data:") and event in ("complete", "error"):
                        assert event == "complete", line
                        return json.loads(line[5:])[0]
        raise AssertionError("the stream ended without a result")

    def new(self) -> str:
        """A new conversation's token."""
        return self._call("new_conversation", [])

    def say(self, token: str, message: str) -> dict[str, Any]:
        """One more message in a conversation paused on verification; the turn's trace."""
        return self._call("chat_trace", [message, token])

    def ask(self, fake: Any, message: str) -> tuple[str, dict[str, Any]]:
        """``message`` as the first message of a new conversation (the model routes it to
        the invoice specialist): its token and the turn's trace."""
        token = self.new()
        fake.add(*ASK)
        return token, self.say(token, message)


def customers(engine) -> dict[int, tuple[str, str | None, str | None]]:
    with engine.connect() as conn:
        found = conn.execute(
            text("SELECT CustomerId, Email, Phone, PostalCode FROM Customer ORDER BY CustomerId")
        ).all()
    return {cid: (email, phone, postal) for cid, email, phone, postal in found}


def flood_messages(people: dict, n: int) -> list[str]:
    """``n`` messages, each naming six customers (two ids, two emails, two phones) and a
    postal code nobody has; every customer is named at least five times."""
    order = sorted(people)
    messages = []
    for j in range(n):
        six = [order[(6 * j + k) % len(order)] for k in range(6)]
        for k in (4, 5):  # a customer without a phone swaps with an id's place
            if people[six[k]][1] is None:
                six[0], six[k] = six[k], six[0]
        a, b, c, d, e, f = six
        messages.append(
            f"customer {a}, customer {b}, {people[c][0]}, {people[d][0]}, "
            f"phone {people[e][1]}, phone {people[f][1]}, zip 99999. Show my invoices"
        )
    return messages


def outcomes(engine, client: str) -> list[str]:
    """The audited outcome of each verification attempt from ``client``, oldest first."""
    query = select(audit_log.c.detail).where(audit_log.c.event == "verification")
    with engine.connect() as conn:
        found = conn.execute(query.order_by(audit_log.c.id)).scalars().all()
    return [d["outcome"] for d in found if d.get("client") == client]


def test_a_flood_naming_six_customers_a_message_locks_nobody_out(served, clock):
    client, fake, demo = served
    engine = demo.runtime.conversations.engine
    people = customers(engine)
    flood = flood_messages(people, 50)
    attackers = [Visitor(client.src, f"127.0.0.{10 + i}") for i in range(10)]  # or forged
    for i, message in enumerate(flood):
        clock.now += 5  # 50 messages in about four minutes: no back-off stops one of them
        _, trace = attackers[i % len(attackers)].ask(fake, message)
        assert trace["verified"] is False and trace["paused"] is True
    # Then ten customers give their own details, each from their own address.
    for n, cid in enumerate(range(1, 60, 6)):
        clock.now += 5
        visitor = Visitor(client.src, f"127.0.0.{100 + n}")
        message = f"customer {cid}, email {people[cid][0]}. What's my latest invoice?"
        _, trace = visitor.ask(fake, message)
        assert trace["verified"] is True, (cid, trace["answer"])
        assert outcomes(engine, visitor.address) == ["verified"]


def test_a_guesser_holds_up_only_itself_and_its_lock_ends(served, clock):
    client, fake, demo = served
    engine = demo.runtime.conversations.engine
    guesser, owner = Visitor(client.src, "127.0.0.20"), Visitor(client.src, "127.0.0.21")
    # Five wrong postal codes for customer 5, a minute apart, over two conversations.
    clock.now += 60
    token, trace = guesser.ask(fake, "customer 5 zip 10000: my invoices")
    for code in range(10001, 10004):
        clock.now += 60
        trace = guesser.say(token, f"customer 5 zip {code}")
    assert trace["verified"] is False and "Attempts left: 1" in trace["answer"]
    clock.now += 60
    token, trace = guesser.ask(fake, "customer 5 zip 10004: my invoices")
    assert outcomes(engine, guesser.address) == ["mismatch"] * 5
    # The right details from the guesser's address are refused now, in the same words.
    clock.now += 60
    refused = guesser.say(token, "customer 5 zip 14700")
    assert refused["verified"] is False and refused["answer"] == trace["answer"].replace(
        "Attempts left: 4", "Attempts left: 3"
    )
    assert outcomes(engine, guesser.address)[-1] == "locked"
    # The customer, from their own address, is not held up by the guesser.
    _, mine = owner.ask(fake, "customer 5 zip 14700: What's my latest invoice?")
    assert mine["verified"] is True
    # The lock ends after 15 minutes, and the failures before it end with it: one more
    # typo does not lock the guesser's address again (before the fix they lasted a day).
    clock.now += LOCK_S
    token, trace = guesser.ask(fake, "customer 5 zip 10006: What's my latest invoice?")
    assert trace["verified"] is False
    clock.now += 60
    assert guesser.say(token, "customer 5 zip 14700")["verified"] is True
    assert outcomes(engine, guesser.address)[-2:] == ["mismatch", "verified"]


def test_an_address_is_bounded_across_customers(served, clock):
    # One address guessing a postal code for each of 30 customers (five a conversation):
    # past its limit it is refused everything, while the customers verify from elsewhere.
    client, fake, demo = served
    engine = demo.runtime.conversations.engine
    people = customers(engine)
    guesser = Visitor(client.src, "127.0.0.30")
    for first in range(1, 31, 5):
        clock.now += 300  # past the longest back-off: every attempt is evaluated and counted
        token, trace = guesser.ask(fake, f"customer {first} zip Q9{first:03d}: my invoices")
        for cid in range(first + 1, first + 5):
            clock.now += 300
            trace = guesser.say(token, f"customer {cid} zip Q9{cid:03d}")
        assert trace["verified"] is False
    assert outcomes(engine, guesser.address) == ["mismatch"] * 30
    clock.now += 300
    right = f"customer 31, email {people[31][0]}. What's my latest invoice?"
    assert guesser.ask(fake, right)[1]["verified"] is False
    assert outcomes(engine, guesser.address)[-1] == "locked"
    owner = Visitor(client.src, "127.0.0.31")
    assert owner.ask(fake, right)[1]["verified"] is True


def test_stale_counters_are_pruned_and_nothing_else(engine):
    # A flood of made-up identifiers from forged addresses leaves one row per address and
    # identifier; rows that no longer count go, so the table stays bounded. Staff sign-in's
    # rows (a day's memory) and anything locked or recent stay.
    from agents.verify import CLAIM_LIMITS, LOCK_S, PREFIX
    from db.schema import throttle as rows
    from support import throttle
    from support._tx import write_lock

    t0 = 1_800_000_000.0
    with write_lock(engine) as conn:
        conn.execute(rows.delete())
        for n in range(5):  # locked at t0 + 4
            throttle.reserve(conn, "verify:claim:a:locked", CLAIM_LIMITS, t0 + n)
        throttle.reserve(conn, "verify:claim:b:old", CLAIM_LIMITS, t0)
        throttle.reserve(conn, "verify:claim:c:recent", CLAIM_LIMITS, t0 + LOCK_S)
        throttle.reserve(conn, "staff:client:d", throttle.Limits(), t0)
        assert throttle.prune(conn, PREFIX, LOCK_S, t0 + LOCK_S + 1) == 1  # b only
        left = {r.key for r in conn.execute(rows.select())}
        assert left == {"verify:claim:a:locked", "verify:claim:c:recent", "staff:client:d"}
        assert throttle.prune(conn, PREFIX, LOCK_S, t0 + 4 + LOCK_S) == 1  # the lock ended
        with pytest.raises(ValueError, match="wildcard"):
            throttle.prune(conn, "verify_%", LOCK_S, t0)
        conn.execute(rows.delete())
