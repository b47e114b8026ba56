"""The refund policy engine: plain Python over database rows, never over model output.

``evaluate(engine, settings, customer_id, invoice_id, line_ids)`` returns a ``Verdict``:
ALLOW (the executor may refund now), REQUIRES_APPROVAL (a human decides) or DENY. The
thresholds are rows of ``policy_rules`` (``support.rules``: seeded with ``DEFAULT_RULES`` on
first use, edited with ``update_rule``, both re-exported here) and are read on every call,
so an edit applies to the next request.
"Today" is ``settings.store_date`` (Chinook's invoices end in December 2025).

Evaluation order; the first rule that fires decides, and ``Verdict.rule`` names it:

1. ``not_found`` (built in) -> DENY: the invoice is not this customer's (same wording as a
   missing invoice, so ids leak nothing), a requested line is not on it, or it has no lines.
   An empty ``line_ids`` means every line of the invoice; duplicates are ignored.
2. ``already_refunded`` (built in) -> DENY: a requested line is in an executed refund.
3. ``refund_window_days`` -> DENY: the invoice is more than that many days before today.
4. ``hard_cap`` -> DENY: the amount is above the cap.
5. ``max_refunds_per_30_days`` -> REQUIRES_APPROVAL: the customer already has that many
   executed refunds in the 30 days up to today. A human, not a flat refusal, because a
   burst of refunds can be legitimate (a batch of broken downloads); staff can judge.
6. ``auto_approve_max`` -> ALLOW when the amount is at most this, else REQUIRES_APPROVAL.

A disabled rule is skipped, except ``auto_approve_max``: disabled, nothing is automatic and
every refund within the other rules needs a human.
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import bindparam, text
from sqlalchemy.engine import Connection, Engine

from settings import Settings
from support import rules as rules_mod
from support.rules import (
    DEFAULT_RULES,
    ensure_seeded,
    list_rules,
    money,
    parse_lines,
    rule_values,
    seed_rules,
    update_rule,
    validate,
)
from support.sentence import Sentence

__all__ = [
    "DECISIONS",
    "DEFAULT_RULES",
    "Verdict",
    "ensure_seeded",
    "evaluate",
    "evaluate_on",
    "idempotency_key",
    "list_rules",
    "money",
    "parse_lines",
    "rule_values",
    "seed_rules",
    "update_rule",
    "validate",
]

DECISIONS = ("ALLOW", "REQUIRES_APPROVAL", "DENY")
RATE_DAYS = 30

# What each verdict says, in English: the lexicon's keys ("say"), filled from the verdict's
# values. Money is written ("$1.98"), dates ISO. ITEMS, TOO_MANY and the REFUNDED ones count
# something: a count of 1 takes their one-item form ("say_one": "1 item", "Line 3 ... was").
ITEMS = "{count} items on invoice {invoice_id}"
NO_INVOICE = "No invoice {invoice_id} found for this customer."
NO_LINE = (
    "Invoice {invoice_id} does not have line {lines}. Line ids are listed with the invoice's items."
)
NO_ITEMS = (
    "Invoice {invoice_id} does not have any items. Line ids are listed with the invoice's items."
)
REFUNDED = (
    "Lines {lines} of invoice {invoice_id} were already refunded ({amount}, refund #{refund_id})."
)
REFUNDED_SOME = (
    "Lines {lines} of invoice {invoice_id} were already refunded (refund #{refund_id}). "
    "The other lines ({rest}) can be asked for on their own."
)
TOO_OLD = (
    "Invoice {invoice_id} is from {bought}, {age} days before today ({today}); refunds are "
    "possible within {window} days of purchase."
)
ABOVE_CAP = (
    "A refund of {amount} for {what} is above the {cap} limit for refunds; you can ask for "
    "fewer items at a time."
)
TOO_MANY = (
    "You have had {count} refunds in the last {days} days (automatic handling stops at "
    "{limit}), so a member of staff will review this refund of {amount} for {what}."
)
AUTOMATIC = "A refund of {amount} for {what} is within the {limit} limit for automatic refunds."
ABOVE_AUTOMATIC = (
    "A refund of {amount} for {what} is above the {limit} limit for automatic refunds, so a "
    "member of staff will review it."
)
NOT_AUTOMATIC = (
    "A refund of {amount} for {what} is not automatic (automatic refunds are switched off), so "
    "a member of staff will review it."
)


@dataclass(frozen=True)
class Verdict:
    """The policy's answer for one proposed refund."""

    decision: str  # ALLOW | REQUIRES_APPROVAL | DENY
    rule: str  # the rule key that decided
    message: str  # customer-readable, with the real numbers: ``sentence`` in English
    sentence: Sentence  # the message as a template and its values (any language)
    amount: float  # sum of UnitPrice * Quantity over ``lines``
    idempotency_key: str
    lines: list[int] = field(default_factory=list)  # sorted InvoiceLineIds
    invoice_id: int = 0
    customer_id: int = 0

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def idempotency_key(customer_id: int, invoice_id: int, line_ids: list[int]) -> str:
    """sha256 of (customer, invoice, sorted distinct lines): one key per distinct refund."""
    lines = ",".join(str(i) for i in sorted(set(line_ids)))
    return hashlib.sha256(f"refund|{customer_id}|{invoice_id}|{lines}".encode()).hexdigest()


def _joined(ids: list[int]) -> str:
    return ", ".join(map(str, ids))


# ---------------------------------------------------------------- evaluation


def evaluate(
    engine: Engine, settings: Settings, customer_id: int, invoice_id: int, line_ids: list[int]
) -> Verdict:
    """The verdict for refunding ``line_ids`` (empty: the whole invoice) of one invoice."""
    ensure_seeded(engine)
    with engine.connect() as conn:
        return evaluate_on(conn, settings, customer_id, invoice_id, line_ids)


def evaluate_on(
    conn: Connection,
    settings: Settings,
    customer_id: int,
    invoice_id: int,
    line_ids: list[int],
) -> Verdict:
    """``evaluate`` on an open connection (the executor calls it inside its write lock)."""
    today = date.fromisoformat(settings.store_date)
    requested = sorted({int(i) for i in (line_ids or [])})

    def verdict(decision: str, rule: str, sentence: Sentence, amount: Decimal, lines: list[int]):
        return Verdict(
            decision=decision,
            rule=rule,
            message=sentence.said(),
            sentence=sentence,
            amount=float(amount),
            idempotency_key=idempotency_key(customer_id, invoice_id, lines),
            lines=lines,
            invoice_id=invoice_id,
            customer_id=customer_id,
        )

    zero = Decimal("0.00")
    invoice = conn.execute(
        text(
            "SELECT date(InvoiceDate) AS day FROM Invoice "
            "WHERE InvoiceId = :invoice_id AND CustomerId = :customer_id"
        ),
        {"invoice_id": invoice_id, "customer_id": customer_id},
    ).first()
    if invoice is None:
        found = Sentence(NO_INVOICE, {"invoice_id": invoice_id})
        return verdict("DENY", "not_found", found, zero, requested)
    on_invoice = {  # aliased: Postgres returns Chinook's unquoted names in lower case
        r.line_id: Decimal(str(r.unit_price)) * r.quantity
        for r in conn.execute(
            text(
                "SELECT InvoiceLineId AS line_id, UnitPrice AS unit_price, Quantity AS quantity "
                "FROM InvoiceLine WHERE InvoiceId = :invoice_id"
            ),
            {"invoice_id": invoice_id},
        )
    }
    lines = requested or sorted(on_invoice)
    missing = [i for i in lines if i not in on_invoice]
    if not lines or missing:
        found = Sentence(NO_LINE, {"invoice_id": invoice_id, "lines": _joined(missing)})
        if not missing:
            found = Sentence(NO_ITEMS, {"invoice_id": invoice_id})
        return verdict("DENY", "not_found", found, zero, lines)
    amount = sum((on_invoice[i] for i in lines), zero).quantize(Decimal("0.01"), ROUND_HALF_UP)
    what = Sentence(ITEMS, {"count": len(lines), "invoice_id": invoice_id}, count=len(lines))

    done = conn.execute(
        text(
            "SELECT rl.invoice_line_id AS line, r.id AS refund_id FROM refund_lines rl "
            "JOIN refunds r ON r.id = rl.refund_id "
            "WHERE r.status = 'executed' AND rl.invoice_line_id IN :lines "
            "ORDER BY rl.invoice_line_id"
        ).bindparams(bindparam("lines", expanding=True)),
        {"lines": lines},
    ).all()
    if done:
        refunded = [r.line for r in done]
        rest = [i for i in lines if i not in refunded]
        values = {"lines": _joined(refunded), "invoice_id": invoice_id,
                  "refund_id": done[0].refund_id}  # fmt: skip
        # The amount too when every asked line is in it: what the customer got back.
        said = Sentence(REFUNDED, {**values, "amount": money(amount)}, count=len(refunded))
        if rest:
            said = Sentence(REFUNDED_SOME, {**values, "rest": _joined(rest)}, count=len(refunded))
        return verdict("DENY", "already_refunded", said, amount, lines)

    rules = rules_mod.load_rules(conn)
    window = rules["refund_window_days"]
    bought = date.fromisoformat(invoice.day)
    age = (today - bought).days
    if window["enabled"] and age > window["value"]:
        values = {"invoice_id": invoice_id, "bought": bought.isoformat(), "age": age,
                  "today": today.isoformat(), "window": window["value"]}  # fmt: skip
        return verdict("DENY", "refund_window_days", Sentence(TOO_OLD, values), amount, lines)

    cap = rules["hard_cap"]
    if cap["enabled"] and amount > Decimal(str(cap["value"])):
        values = {"amount": money(amount), "what": what, "cap": money(cap["value"])}
        return verdict("DENY", "hard_cap", Sentence(ABOVE_CAP, values), amount, lines)

    rate = rules["max_refunds_per_30_days"]
    if rate["enabled"]:
        recent = conn.execute(
            text(
                "SELECT count(*) FROM refunds WHERE customer_id = :customer_id "
                "AND status = 'executed' AND store_day > :start AND store_day <= :today"
            ),
            {
                "customer_id": customer_id,
                "start": (today - timedelta(days=RATE_DAYS)).isoformat(),
                "today": today.isoformat(),
            },
        ).scalar_one()
        if recent >= rate["value"]:
            recent = int(recent)
            values = {"count": recent, "days": RATE_DAYS, "limit": rate["value"],
                      "amount": money(amount), "what": what}  # fmt: skip
            said = Sentence(TOO_MANY, values, count=recent)
            return verdict("REQUIRES_APPROVAL", "max_refunds_per_30_days", said, amount, lines)

    auto = rules["auto_approve_max"]
    values = {"amount": money(amount), "what": what, "limit": money(auto["value"])}
    if auto["enabled"] and amount <= Decimal(str(auto["value"])):
        return verdict("ALLOW", "auto_approve_max", Sentence(AUTOMATIC, values), amount, lines)
    said = Sentence(ABOVE_AUTOMATIC, values)
    if not auto["enabled"]:
        said = Sentence(NOT_AUTOMATIC, {"amount": money(amount), "what": what})
    return verdict("REQUIRES_APPROVAL", "auto_approve_max", said, amount, lines)
