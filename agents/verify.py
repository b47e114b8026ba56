"""The verify node: the only writer of the verified customer id, and hard to guess past.

Verification needs two identifiers of one customer. Guessing is what an attacker does, so:

* a message with more than ``MAX_PER_KIND`` identifiers of one kind is a guess list: it fails
  (and counts) without being looked up;
* failures are counted in persisted rows (``support.throttle``) keyed by every customer the
  given identifiers point at and by the client's address, not only by conversation, so a new
  conversation or a restart resets nothing; past the limits an attempt is refused before it
  is evaluated, the right details too;
* every failure reads the same, in the answer and in the visible steps: the customer never
  learns which detail exists, which belongs to whom, or whether a lockout is why.

The per-conversation counter (``verify_failures``) stays for the "attempts left" line.
Identifiers add up across one exchange (a phone number with the question, the email in the
reply): a single kind is remembered and one more asked for, without a lookup or a counted
attempt; two or more kinds are one attempt, and what was remembered is spent either way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langgraph.config import get_config
from langgraph.types import interrupt
from sqlalchemy.engine import Engine

import prompts
from agents import guard
from agents.events import VERIFY, Emitter
from agents.guard import thread_id
from agents.identity import Identifiers, lookup_identity, parse_identifiers
from agents.routing import MAX_VERIFY_FAILURES
from agents.state import TURN_RESET, State
from settings import Settings
from support import throttle
from support._tx import write_lock
from support.audit import audit

# Per claimed customer: a typo or two is free; then waits; five failures lock for 15 minutes.
CUSTOMER_LIMITS = throttle.Limits(free=2, base_delay_s=2.0, lockout_after=5, lockout_s=900.0)
# Per client address: roomier (offices and mobile carriers share addresses).
CLIENT_LIMITS = throttle.Limits(free=10, base_delay_s=1.0, lockout_after=30, lockout_s=900.0)
FAILED = "not verified"


def client_key() -> str | None:
    """The address the message came from, as the app put it in the run's config."""
    try:
        client = get_config().get("configurable", {}).get("client")
    except RuntimeError:  # outside a graph run
        return None
    return str(client)[:100] if client else None


def _keys(customers: set[int], client: str | None) -> list[tuple[str, throttle.Limits]]:
    keys = [(f"verify:customer:{c}", CUSTOMER_LIMITS) for c in sorted(customers)]
    if client:
        keys.append((f"verify:client:{client}", CLIENT_LIMITS))
    return keys


def _gate(engine: Engine, keys: list[tuple[str, throttle.Limits]], now: float) -> str:
    """Check every key and, if all may try, count the attempt on each (one transaction)."""
    with write_lock(engine) as conn:
        for key, limits in keys:
            gate = throttle.check(conn, key, limits, now)
            if not gate.ok:
                return gate.outcome
        for key, limits in keys:
            throttle.reserve(conn, key, limits, now)
    return "ok"


def remembered(state: State) -> Identifiers:
    """Identifiers given earlier in this verification exchange (not yet tried)."""
    given = state.get("verify_given") or {}
    return Identifiers(**{k: tuple(v) for k, v in given.items() if k in Identifiers.FIELDS})


def combined(earlier: Identifiers, text: str) -> Identifiers:
    """``earlier`` plus the identifiers in ``text``: a customer may give them a turn apart."""
    return earlier.merge(parse_identifiers(text))


def needs_more(given: Identifiers) -> bool:
    """Fewer than two kinds (and not a guess list): ask for another rather than try.

    Decided by counting kinds only, never by looking anything up, so "one more, please"
    tells nothing about whether the detail given exists.
    """
    return not given.too_many() and given.kinds() < 2


def keep(given: Identifiers) -> dict[str, Any]:
    """The state update that remembers ``given`` until the next attempt."""
    return {"verify_given": {k: list(v) for k, v in given.as_fields().items()}}


def attempt(
    engine: Engine, given: Identifiers, failures: int, settings: Settings
) -> dict[str, Any]:
    """One verification attempt with ``given``: gated, audited, counted, and the state update
    for either outcome (``customer_id``, or one more failure); what was remembered is spent."""
    Emitter().start(VERIFY, "Verifying your details…")
    client = client_key()
    now = guard.clock()  # looked up on the module: a test that moves it moves both
    if given.too_many():
        claimed = set(given.customer_ids)
        outcome, match = "too_many", None
    else:
        match = lookup_identity(engine, given)
        claimed = {c for check in match.checks for c in check.customer_ids}
        claimed |= set(given.customer_ids)
    keys = _keys(claimed, client)
    if match is None:
        _gate(engine, keys, now)  # counted even though nothing was looked up
    else:
        outcome = _gate(engine, keys, now)
        if outcome == "ok":
            outcome = "verified" if match.verified else "mismatch"
    verified = outcome == "verified"
    audit(
        engine,
        "verification",
        thread_id=thread_id(),
        customer_id=match.customer_id if verified else None,
        actor="verify",
        detail={
            "verified": verified,
            "outcome": outcome,  # too_many | backoff | locked | mismatch | verified
            "matched": list(match.matched) if match else [],
            "claimed": sorted(claimed),
            "client": client,
            "attempt": failures + 1,
        },
    )
    if verified:
        with write_lock(engine) as conn:
            throttle.clear(conn, f"verify:customer:{match.customer_id}")
            if client:
                throttle.release(conn, f"verify:client:{client}")
        Emitter().step("Verification", f"verified customer #{match.customer_id}", kind=VERIFY)
        return {
            "customer_id": match.customer_id,
            "verified_until": now + 60 * settings.verify_idle_minutes,
            "verify_given": {},
        }
    Emitter().step("Verification", FAILED, error=True, kind=VERIFY)  # same words for every failure
    return {"verify_failures": failures + 1, "verify_given": {}}


def make_verify(engine: Engine, settings: Settings) -> Callable[[State], dict[str, Any]]:
    def verify(state: State) -> dict[str, Any]:
        failures = state.get("verify_failures", 0)
        plan = list(state.get("plan") or [])
        drop_invoice = [p for p in plan if p != "invoice"]
        if failures >= MAX_VERIFY_FAILURES:
            note = "Verification is locked after too many failed attempts; account data was not accessed."
            return {
                "plan": drop_invoice,
                "notes": [*state.get("notes", []), note],
                "code_answer": prompts.render("verify_locked"),  # said as is when nothing else ran
            }
        question_text = state.get("question", "")
        earlier = remembered(state)
        if not state.get("verify_inline_tried") and parse_identifiers(question_text):
            # The customer already gave identifiers with the question: try them (once per
            # turn, counted like any attempt so the lockout holds) before asking; a single
            # kind is remembered and one more is asked for.
            given = combined(earlier, question_text)
            update = (
                keep(given) if needs_more(given) else attempt(engine, given, failures, settings)
            )
            return {"verify_inline_tried": True, **update}
        if earlier:
            question = prompts.render("verify_more")
        elif failures:
            question = prompts.render("verify_retry", left=MAX_VERIFY_FAILURES - failures)
        else:
            question = prompts.render("verify_ask")
        reply = str(interrupt({"type": "verify", "question": question}))
        if not parse_identifiers(reply):
            # No identifiers at all: the customer moved on. Answer the new message instead.
            return {
                **TURN_RESET,
                "messages": [
                    {"role": "assistant", "content": question},
                    {"role": "user", "content": reply},
                ],
                "question": reply,
                "verify_given": {},
                "notes": ["The customer did not verify; account data was not accessed."],
            }
        convo = [
            {"role": "assistant", "content": question},
            {"role": "user", "content": "(identity details)"},
        ]
        given = combined(earlier, reply)
        if needs_more(given):
            return {"messages": convo, **keep(given)}
        return {"messages": convo, **attempt(engine, given, failures, settings)}

    return verify
