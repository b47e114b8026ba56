"""The verify node: the only writer of the verified customer id, and hard to guess past.

Verification needs two identifiers of one customer, and every identifier given must fit
that customer (``agents.identity``). Guessing is what an attacker does, so:

* a message with more than ``MAX_PER_KIND`` identifiers of one kind is a guess list: it fails
  (and counts) without being looked up;
* failures are counted in persisted rows (``support.throttle``), so a new conversation or a
  restart resets nothing, under keys of the *client* (its address, ``client_key``): one per
  address (``CLIENT_LIMITS``: 10 free, then waits, 30 lock it for 15 minutes), and one per
  address and identifier it gave (``CLAIM_LIMITS``: 2 free, then waits, 5 lock it). Past a
  limit an attempt is refused before anything is looked up, the right details too;
* every failure reads the same, in the answer and in the visible steps: the customer never
  learns which detail exists, which belongs to whom, or whether a lockout is why.

Why per client and not per customer (issue 21). A count kept per customer is one that anyone
can raise: 50 messages naming six customers each locked all 59 customers out, the right
details included. So no count is kept that a stranger's attempt can raise for anyone else:

* **The keys are made from the address and the words of the message, never from a lookup.**
  A claim key is an identifier as given (in the one form every spelling that could match it
  shares: ``claim``), so what is counted is the same whether that identifier belongs to a
  customer, to another one, or to nobody; an attempt naming several customers counts
  against none of them, only against the address that sent it. The lookup decides one thing
  only, verified or not, after the gate.
* **Guessing stays bounded per address.** A guesser holds at most one of a customer's
  identifiers (two would verify), and repeats it with every guess, so that identifier's key
  from the guesser's address locks after 5 failures; all its guesses together lock the
  address after 30.
* **Failures end with the lock** (``forget_s == lockout_s``): a count that outlived the lock
  by a day let one message per customer every 15 minutes keep them out.
* **No count is kept per customer alone.** Such a count could refuse an attempt only before
  knowing whether it is right: refusing the right details too is the lockout above, and
  refusing only wrong ones bounds nothing, since a right guess would still pass. What it
  could safely do is slow an address that has itself failed against that customer, but the
  per-address keys already hold such an address to 5 tries in 15 minutes, and an attacker
  with many addresses tries each once, which no signal of that kind touches. So nothing is
  kept: the audit row of every attempt records which customers its identifiers fit, for
  staff to see a distributed attack.

What this gives up: an attacker with many addresses gets each address's allowance. Behind a
proxy that reports the client's address, addresses cost the attacker real machines; an app
reached directly takes the client key from whatever the app's edge trusts (``app``). A
visitor sharing an address with a guesser (an office, a carrier's NAT) waits with it.

The per-conversation counter (``verify_failures``) stays for the "attempts left" line.
Identifiers add up across one exchange (a phone number with the question, the email in the
reply): a single kind is remembered and one more asked for, without a lookup or a counted
attempt; two or more kinds are one attempt, and what was remembered is spent either way.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable
from typing import Any

from langgraph.config import get_config
from langgraph.types import interrupt
from sqlalchemy.engine import Engine

import prompts
from agents import guard
from agents.asking import asks_question, requests
from agents.events import VERIFY, Emitter
from agents.followup import IDENTITY_PLACEHOLDER
from agents.guard import thread_id
from agents.identifier_values import MAX_PER_KIND, MIN_PHONE_DIGITS, Identifiers, digits
from agents.identifiers import parse_identifiers, without_identifiers
from agents.identity import lookup_identity
from agents.intent import evidence
from agents.routing import MAX_VERIFY_FAILURES
from agents.state import TURN_RESET, State
from db import normalize
from lexicon import language_of, say
from settings import Settings
from support import throttle
from support._tx import write_lock
from support.audit import audit

LOCK_S = 15 * 60.0
# Per client address and identifier given: a typo or two is free; then waits; five lock it.
CLAIM_LIMITS = throttle.Limits(
    free=2, base_delay_s=2.0, lockout_after=5, lockout_s=LOCK_S, forget_s=LOCK_S
)
# Per client address: roomier (a household or an office verifies several customers).
CLIENT_LIMITS = throttle.Limits(
    free=10, base_delay_s=1.0, lockout_after=30, lockout_s=LOCK_S, forget_s=LOCK_S
)
PREFIX = "verify:"
ANONYMOUS = "-"  # the client of a run without one (scripts, the eval harness, tests)
FAILED = "not verified"


def client_key() -> str | None:
    """The address the message came from, as the app put it in the run's config."""
    try:
        client = get_config().get("configurable", {}).get("client")
    except RuntimeError:  # outside a graph run
        return None
    return str(client)[:100] if client else None


def claim(kind: str, value: Any) -> str:
    """``value`` (an identifier of ``kind``) in the one form that every spelling of it that
    could match a customer shares, as the lookup compares them: an id as a number, an email
    trimmed and lower-cased, a postal code normalized, a phone by its last 7 digits (every
    variant of a stored phone ends in the same 7). Rewriting a guess never makes a new key.
    """
    if kind == "customer_id":
        return f"id:{int(value)}"
    if kind == "email":
        return f"email:{str(value).strip().lower()}"
    if kind == "phone":
        return f"phone:{digits(str(value))[-MIN_PHONE_DIGITS:]}"
    return f"postal:{normalize(value) or str(value).strip().lower()}"


def throttle_keys(given: Identifiers, client: str | None) -> list[tuple[str, throttle.Limits]]:
    """The counters an attempt with ``given`` from ``client`` passes and counts on: the
    client's, and one per identifier it gave (kinds past ``MAX_PER_KIND`` are a guess list's
    guesses, not claims). Made from the address and the text only, never from a lookup, so
    they are the same whoever an identifier belongs to. Identifiers are hashed: the table
    holds counts, not customers' details."""
    who = (client or ANONYMOUS)[:100]
    per_kind = Counter(kind for kind, _ in given.items())
    claims = {claim(k, v) for k, v in given.items() if per_kind[k] <= MAX_PER_KIND}
    keys = [(f"{PREFIX}client:{who}", CLIENT_LIMITS)]
    for text in sorted(claims):
        digest = hashlib.sha256(text.encode()).hexdigest()[:24]
        keys.append((f"{PREFIX}claim:{who}:{digest}", CLAIM_LIMITS))
    return keys


def _gate(engine: Engine, keys: list[tuple[str, throttle.Limits]], now: float) -> str:
    """Check every key and, if all may try, count the attempt on each (one transaction):
    ``ok``, or why not (``backoff``, ``locked``). Stale verification rows go first."""
    with write_lock(engine) as conn:
        throttle.prune(conn, PREFIX, max(CLAIM_LIMITS.forget_s, CLIENT_LIMITS.forget_s), now)
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
    for either outcome (``customer_id``, or one more failure); what was remembered is spent.

    The gate comes first and looks nothing up; only an attempt it lets through is checked,
    and only "verified" or not comes of the check: what else the lookup found (a conflict,
    an unknown detail) goes to the audit row for staff, never to the customer.
    """
    Emitter().start(VERIFY, "Verifying your details…")
    client = client_key()
    now = guard.clock()  # looked up on the module: a test that moves it moves both
    keys = throttle_keys(given, client)
    outcome, match = _gate(engine, keys, now), None
    if outcome == "ok" and given.too_many():
        outcome = "too_many"  # counted, not looked up
    elif outcome == "ok":
        match = lookup_identity(engine, given)
        outcome = "verified" if match.verified else "mismatch"
    verified = match is not None and outcome == "verified"
    fits = {c for check in match.checks for c in check.customer_ids} if match else set()
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
            "unmatched": list(match.unmatched) if match else [],
            "conflict": bool(match and match.conflict),
            "claimed": sorted(fits | set(given.customer_ids)),  # whom the details fit
            "client": client,
            "attempt": failures + 1,
        },
    )
    if verified:
        with write_lock(engine) as conn:
            client_row, *claims = (key for key, _ in keys)
            for key in claims:  # every identifier given is the verified customer's own
                throttle.clear(conn, key)
            throttle.release(conn, client_row)  # the address keeps its earlier failures
        Emitter().step("Verification", f"verified customer #{match.customer_id}", kind=VERIFY)
        return {
            "customer_id": match.customer_id,
            "verified_until": now + 60 * settings.verify_idle_minutes,
            "verify_given": {},
        }
    Emitter().step("Verification", FAILED, error=True, kind=VERIFY)  # same words for every failure
    return {"verify_failures": failures + 1, "verify_given": {}}


def phrased(state: State, name: str, **values: object) -> str:
    """Prompt ``name`` (a text code says to the customer) in the language of the customer's
    question (``lexicon``: its ``say`` table), else as ``prompts`` has it, in English."""
    key = f"prompt:{name}"
    lang = state.get("language") or language_of(state.get("question", ""))
    text = say(lang, key)
    return prompts.render(name, **values) if text == key else text.format(**values)


def early(state: State) -> bool:
    """Identifiers came before any account question ("hi, I'm customer 4, email ..."): the
    turn reached verify from the guard, before the manager planned anything."""
    return not state.get("manager_calls") and not state.get("plan") and not state.get("results")


def asks_more(message: str) -> bool:
    """Whether ``message`` asks for something besides giving identifiers: a question mark,
    a question word, words that are evidence for a specialist, or a request ("please
    state ...") and words that hint at one, once the identifiers are blanked (people type
    "how many orders have i made so far - acct 20, ..." with no "?")."""
    rest = without_identifiers(message)
    if "?" in rest or asks_question(rest):
        return True
    found = evidence(rest)  # ... or a request for what a specialist answers ("Please state
    return bool(found.strong) or bool(requests(rest) and found.weak)  # the total of ...")


def before_the_question(engine: Engine, state: State, settings: Settings) -> dict[str, Any]:
    """Identifiers given before (or without) an account question are tried at once, not lost
    (issue 22): two kinds are one attempt, one kind is remembered until the next. When the
    message asks nothing else, code answers: verified, one more detail, or not verified."""
    given = combined(remembered(state), state.get("question", ""))
    failures = state.get("verify_failures", 0)
    alone = not asks_more(state.get("question", ""))
    if failures >= MAX_VERIFY_FAILURES:  # locked: nothing tried; said if nothing else is asked
        locked = phrased(state, "verify_locked")
        return {"verify_inline_tried": True, **({"code_answer": locked} if alone else {})}
    update = keep(given) if needs_more(given) else attempt(engine, given, failures, settings)
    update["verify_inline_tried"] = True
    if alone:
        if update.get("customer_id") is not None:
            update["code_answer"] = phrased(state, "verify_welcome")
        elif needs_more(given):
            update["code_answer"] = phrased(state, "verify_more")
        else:
            left = MAX_VERIFY_FAILURES - update.get("verify_failures", failures)
            update["code_answer"] = phrased(state, "verify_retry", left=max(left, 0))
    return update


def make_verify(engine: Engine, settings: Settings) -> Callable[[State], dict[str, Any]]:
    def verify(state: State) -> dict[str, Any]:
        if early(state):
            return before_the_question(engine, state, settings)
        failures = state.get("verify_failures", 0)
        plan = list(state.get("plan") or [])
        drop_invoice = [p for p in plan if p != "invoice"]
        if failures >= MAX_VERIFY_FAILURES:
            note = "Verification is locked after too many failed attempts; account data was not accessed."
            return {
                "plan": drop_invoice,
                "notes": [*state.get("notes", []), note],
                "code_answer": phrased(state, "verify_locked"),  # said as is when nothing else ran
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
            question = phrased(state, "verify_more")
        elif failures:
            question = phrased(state, "verify_retry", left=MAX_VERIFY_FAILURES - failures)
        else:
            question = phrased(state, "verify_ask")
        reply = str(interrupt({"type": "verify", "question": question}))
        if not parse_identifiers(reply, bare_id=True):
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
            {"role": "user", "content": IDENTITY_PLACEHOLDER},
        ]
        given = earlier.merge(parse_identifiers(reply, bare_id=True))  # "4, bjorn@..." : id 4
        if needs_more(given):
            return {"messages": convo, **keep(given)}
        return {"messages": convo, **attempt(engine, given, failures, settings)}

    return verify
