"""Verification is not an oracle (issue 21, item 3).

Before the fix, "my id, my email, and X" verified when X belonged to nobody (X was ignored)
and failed when X belonged to another customer (a conflict): anyone with their own account
could learn whether any email, phone or postal code was a customer's, and each hit also
counted a failure against X's owner. Now an attempt verifies only when every identifier
given fits the one customer, and nothing a customer sees or is counted depends on whether
a wrong identifier belongs to someone else or to nobody.

Real parts: the Chinook SQLite file through SQLAlchemy, the LangGraph graph with its SQLite
checkpointer, the persisted throttle rows; the model is scripted (the manager's route).
"""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import select, text

import agents.guard
from agents.identifier_values import Identifiers
from agents.identifiers import parse_identifiers
from agents.identity import lookup_identity
from db.schema import throttle
from tests.helpers import route, thread

OWN_ID, OWN_EMAIL = 5, "frantisekw@jetbrains.com"
OWN = f"My customer id is {OWN_ID} and my email is {OWN_EMAIL}"
PHRASE = {"email": "my other email is", "phone": "my phone is", "postal_code": "my zip is"}
pytestmark = pytest.mark.both_backends  # the lookup and the throttle rows, on both databases

PER_KIND = 12  # identifiers of other customers per kind (and as many made up)
FORGET_S = 15 * 60  # failures count for 15 minutes after the last one


class Clock:
    """The verification clock, moved by hand: each probe is a minute after the last, so no
    back-off from an earlier probe decides a later one."""

    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now

    def tick(self, seconds: float = 60.0) -> None:
        self.now += seconds


@pytest.fixture
def clock(monkeypatch) -> Clock:
    c = Clock()
    monkeypatch.setattr(agents.guard, "clock", c)
    return c


def others(engine) -> dict[str, list[str]]:
    """Emails, phones and postal codes of customers other than OWN_ID, each fitting exactly
    one customer (checked, so the "belongs to another customer" group is what it says)."""
    with engine.connect() as conn:
        rows = conn.execute(
            text(
                "SELECT CustomerId, Email, Phone, PostalCode FROM Customer "
                "WHERE CustomerId <> :own ORDER BY CustomerId"
            ),
            {"own": OWN_ID},
        ).all()
    found: dict[str, list[str]] = {"email": [], "phone": [], "postal_code": []}
    for cid, email, phone, postal in rows:
        for kind, value in (("email", email), ("phone", phone), ("postal_code", postal)):
            if not value or len(found[kind]) == PER_KIND:
                continue
            if lookup_identity(engine, {kind: value}).customer_id == cid:
                found[kind].append(value)
    assert all(len(v) == PER_KIND for v in found.values()), found
    return found


def made_up(engine) -> dict[str, list[str]]:
    """As many identifiers of each kind that fit no customer (checked)."""
    found = {
        "email": [f"someone.{i}@example.org" for i in range(PER_KIND)],
        "phone": [f"+1 (555) 01{i:02d}-7{i:02d}" for i in range(PER_KIND)],
        "postal_code": [f"Q{i}X 9Z{i}" for i in range(PER_KIND)],
    }
    for kind, values in found.items():
        for value in values:
            match = lookup_identity(engine, {kind: value})
            assert match.unmatched == (kind,), (kind, value, match)
    return found


def probe_text(kind: str, value: str) -> str:
    message = f"{OWN}, and {PHRASE[kind]} {value}. What's my latest invoice?"
    given = parse_identifiers(message)  # the extra identifier is read as that kind
    field = {"email": "emails", "phone": "phones", "postal_code": "postal_codes"}[kind]
    assert value in getattr(given, field), (message, given)
    assert given.customer_ids == (OWN_ID,) and OWN_EMAIL in given.emails
    return message


def rows(engine) -> dict[str, tuple[int, float, float]]:
    with engine.connect() as conn:
        return {
            r.key: (r.failures, r.last_failure, r.locked_until)
            for r in conn.execute(select(throttle))
        }


def counted(before: dict, after: dict, now: float) -> list[tuple[int, bool, bool]]:
    """What one attempt counted, without the keys' names (an identifier of the attempt may be
    part of a name): per changed row, how many failures it gained, whether its last failure
    is now, and whether it is locked."""
    changed = []
    for key, (failures, last, locked) in after.items():
        old = before.get(key, (0, 0.0, 0.0))
        if (failures, last, locked) != old:
            changed.append((failures - old[0], last == now, locked > now))
    for key in before.keys() - after.keys():  # pruned: only rows that no longer counted
        failures, last, locked = before[key]
        assert last <= now - FORGET_S and locked <= now, (key, before[key], now)
    return sorted(changed)


def visible(turn: Any, state: dict) -> tuple:
    """Everything the customer sees of a turn, and the per-conversation count they are told."""
    steps = tuple((s["title"], s["body"], s["error"], s["kind"]) for s in turn.steps)
    return (
        turn.verified,
        turn.paused,
        turn.answer,
        steps,
        tuple(turn.tools),
        state.get("verify_failures", 0),
        state.get("customer_id"),
    )


def probe(chat: Any, engine, clock: Clock, message: str, client: str) -> tuple[tuple, list]:
    clock.tick()
    before = rows(engine)
    t = thread()
    turn = chat.ask(t, message, client)
    return visible(turn, chat.state(t)), counted(before, rows(engine), clock.now)


def test_an_extra_identifier_verifies_only_if_it_is_the_customers_own(engine):
    with engine.connect() as conn:
        phone = conn.execute(text("SELECT Phone FROM Customer WHERE CustomerId = 5")).scalar_one()
    mine = lookup_identity(engine, {"customer_id": 5, "email": OWN_EMAIL, "phone": phone})
    assert mine.verified and mine.customer_id == 5
    someone = lookup_identity(
        engine, {"customer_id": 5, "email": OWN_EMAIL, "phone": "+1 (204) 452-6452"}
    )
    nobody = lookup_identity(engine, {"customer_id": 5, "email": OWN_EMAIL, "phone": "+1 555 0100"})
    assert someone.verified is False and nobody.verified is False


def test_another_customers_identifier_and_a_made_up_one_fail_alike(engine, make_chat, clock):
    theirs, invented = others(engine), made_up(engine)
    n = 2 * sum(len(v) for v in theirs.values())
    chat, _ = make_chat([route("invoice")] * n)
    outcomes: dict[str, set] = {"theirs": set(), "invented": set()}
    counts: dict[str, set] = {"theirs": set(), "invented": set()}
    i = 0
    for group, found in (("theirs", theirs), ("invented", invented)):
        for kind, values in found.items():
            for value in values:
                i += 1
                seen, count = probe(chat, engine, clock, probe_text(kind, value), f"10.7.0.{i}")
                outcomes[group].add(seen)
                counts[group].add(tuple(count))
    # One outcome for all of them: not verified, the same words, the same steps, the same
    # "attempts left"; and the same counting (each probe from its own fresh address).
    assert len(outcomes["theirs"]) == 1, outcomes["theirs"]
    assert outcomes["theirs"] == outcomes["invented"]
    (seen,) = outcomes["theirs"]
    assert seen[0] is False and seen[1] is True and seen[5] == 1
    assert seen[2].startswith("Sorry, I could not verify you")
    assert counts["theirs"] == counts["invented"] and len(counts["theirs"]) == 1


def test_repeating_the_probe_leads_to_the_same_state_either_way(engine, make_chat, clock):
    # Counting that differed would show later: five probes from one address, then that
    # address's own correct details, and a second address's.
    theirs, invented = others(engine), made_up(engine)
    chat, _ = make_chat([route("invoice")] * (2 * 3 * 7))
    results = []
    for n, (kind, found) in enumerate(
        (k, f) for f in (theirs, invented) for k in ("email", "phone", "postal_code")
    ):
        message = probe_text(kind, found[kind][n % 3])
        client = f"10.8.{n}.1"
        seen = [probe(chat, engine, clock, message, client) for _ in range(5)]
        right = probe(chat, engine, clock, f"{OWN}. What's my latest invoice?", client)
        elsewhere = probe(chat, engine, clock, f"{OWN}. What's my latest invoice?", f"10.8.{n}.2")
        results.append((seen, right, elsewhere))
    assert all(r == results[0] for r in results), results
    seen, right, elsewhere = results[0]
    assert right[0][0] is False  # five failures from this address: it waits, right details too
    assert elsewhere[0][0] is True  # nobody else is held up by them


def test_the_identifiers_in_an_attempt_are_all_checked(engine):
    given = Identifiers(customer_ids=(5,), emails=(OWN_EMAIL, "hholy@gmail.com"))
    match = lookup_identity(engine, given)  # hholy@gmail.com is customer 6's
    assert match.verified is False and match.customer_id is None
    given = Identifiers(customer_ids=(5,), emails=(OWN_EMAIL, "nobody@example.com"))
    assert lookup_identity(engine, given).verified is False
