"""The refund executor: the only code that writes refunds.

``execute`` never trusts a verdict it is handed; it asks ``policy`` again, inside a
transaction that holds the write lock (``BEGIN IMMEDIATE``), so the check and the write are
one atomic step:

* a refund with the same idempotency key already exists -> ``already_executed`` with that
  refund's id (a repeat, a retry, or the loser of two racing approvals);
* ALLOW -> executed;
* REQUIRES_APPROVAL -> executed only with ``approval_id`` naming an ``approved`` row for the
  same customer and idempotency key, else ``needs_approval``;
* DENY -> ``denied`` (never executed, whatever approval is shown).

A refund is one new ``refunds`` row (status ``executed``) plus one ``refund_lines`` row per
invoice line; Chinook's Invoice and InvoiceLine rows are never touched. The UNIQUE
idempotency key and the UNIQUE refunded line id are the last guard should anything bypass
the lock. The refund and its ``refund_executed`` audit row commit together.

Everything the "already refunded" decision reads (``refunds``, ``refund_lines``, their
UNIQUE indexes) is in ``app.sqlite``, never in the rebuildable catalog: a catalog rebuilt
from the script has the same invoice line ids, so a refunded line stays refused after any
catalog damage (tests/test_corruption.py damages every page of both files to show it).
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine

from settings import Settings
from support import policy
from support._tx import write_lock
from support.audit import write_audit
from support.sentence import Sentence, told

# What the executor says, in English: the lexicon's keys ("say"), filled from its values.
EXECUTED = "Refunded {amount} for {what} (refund #{refund_id})."
ALREADY_EXECUTED = "This refund was already made (refund #{refund_id}, {amount})."
NEEDS_APPROVAL = "This refund needs a staff member's approval first."
NO_APPROVAL = "Approval {approval_id} does not exist for this customer."
OTHER_APPROVAL = "Approval {approval_id} was given for a different refund."
PENDING_APPROVAL = "Approval {approval_id} is pending, not approved."
REJECTED_APPROVAL = "Approval {approval_id} is rejected, not approved."
UNDECIDED_APPROVAL = "Approval {approval_id} is {status}, not approved."  # any other status
NO_REFUND_APPROVAL = "No refund approval {approval_id}."


def _existing(conn: Connection, key: str) -> dict[str, Any] | None:
    row = conn.execute(
        text("SELECT id, amount FROM refunds WHERE idempotency_key = :key"), {"key": key}
    ).first()
    return None if row is None else {"refund_id": row.id, "amount": float(row.amount)}


def _approval_problem(
    conn: Connection, approval_id: int | None, verdict: policy.Verdict
) -> Sentence | None:
    """Why ``approval_id`` does not authorize this refund, or ``None`` when it does."""
    if approval_id is None:
        return Sentence(NEEDS_APPROVAL)
    row = conn.execute(
        text("SELECT kind, customer_id, idempotency_key, status FROM approvals WHERE id = :id"),
        {"id": approval_id},
    ).first()
    named = {"approval_id": approval_id}
    if row is None or row.kind != "refund" or row.customer_id != verdict.customer_id:
        return Sentence(NO_APPROVAL, named)
    if row.idempotency_key != verdict.idempotency_key:
        return Sentence(OTHER_APPROVAL, named)
    if row.status != "approved":
        said = {"pending": PENDING_APPROVAL, "rejected": REJECTED_APPROVAL}.get(row.status)
        if said is None:
            return Sentence(UNDECIDED_APPROVAL, {**named, "status": row.status})
        return Sentence(said, named)
    return None


def execute(
    engine: Engine,
    settings: Settings,
    customer_id: int,
    invoice_id: int,
    line_ids: list[int],
    reason: str | None,
    approval_id: int | None = None,
    actor: str = "agent",
    thread_id: str | None = None,
) -> dict[str, Any]:
    """Refund ``line_ids`` (empty: whole invoice) if policy allows; idempotent.

    Returns ``{"status": "executed" | "already_executed", "refund_id", "amount", ...}``, or
    ``{"status": "denied" | "needs_approval", "decision", "rule", "message", ...}``; with the
    message, its sentences (``support.sentence.SAY``) for the customer's language.
    """
    policy.ensure_seeded(engine)  # before the lock: seeding takes its own
    with write_lock(engine) as conn:
        verdict = policy.evaluate_on(conn, settings, customer_id, invoice_id, line_ids)
        base = {
            "invoice_id": invoice_id,
            "lines": verdict.lines,
            "amount": verdict.amount,
            "idempotency_key": verdict.idempotency_key,
        }
        done = _existing(conn, verdict.idempotency_key)
        if done is not None:
            made = {"refund_id": done["refund_id"], "amount": policy.money(done["amount"])}
            return {
                **base,
                "status": "already_executed",
                **done,
                **told(Sentence(ALREADY_EXECUTED, made)),
            }
        refusal = None
        if verdict.decision == "DENY":
            refusal = "denied", told(verdict.sentence)
        elif verdict.decision == "REQUIRES_APPROVAL":
            problem = _approval_problem(conn, approval_id, verdict)
            if problem is not None:
                refusal = "needs_approval", told(verdict.sentence, problem)
        if refusal is not None:
            write_audit(
                conn,
                "refund_blocked",
                thread_id=thread_id,
                customer_id=customer_id,
                actor=actor,
                detail={**base, "decision": verdict.decision, "rule": verdict.rule,
                        "approval_id": approval_id, "status": refusal[0]},
            )  # fmt: skip
            return {
                **base,
                "status": refusal[0],
                "decision": verdict.decision,
                "rule": verdict.rule,
                **refusal[1],
            }
        if verdict.decision == "ALLOW" and approval_id is not None:
            # Policy allows it outright; link the approval only if it really is for this.
            if _approval_problem(conn, approval_id, verdict) is not None:
                approval_id = None
        refund_id = _write(conn, settings, verdict, reason, approval_id, actor, thread_id)
        write_audit(
            conn,
            "refund_executed",
            thread_id=thread_id,
            customer_id=customer_id,
            actor=actor,
            detail={**base, "refund_id": refund_id, "rule": verdict.rule,
                    "decision": verdict.decision, "approval_id": approval_id},
        )  # fmt: skip
        count = len(verdict.lines)
        what = Sentence(policy.ITEMS, {"count": count, "invoice_id": invoice_id}, count=count)
        values = {"amount": policy.money(verdict.amount), "what": what, "refund_id": refund_id}
        return {**base, "status": "executed", "refund_id": refund_id,
                **told(Sentence(EXECUTED, values))}  # fmt: skip


def _write(
    conn: Connection,
    settings: Settings,
    verdict: policy.Verdict,
    reason: str | None,
    approval_id: int | None,
    actor: str,
    thread_id: str | None,
) -> int:
    refund_id = conn.execute(
        text(
            "INSERT INTO refunds (idempotency_key, customer_id, invoice_id, line_ids, amount, "
            "reason, status, approval_id, thread_id, actor, store_day) VALUES (:key, "
            ":customer_id, :invoice_id, :line_ids, :amount, :reason, 'executed', "
            ":approval_id, :thread_id, :actor, :store_day) RETURNING id"
        ),
        {
            "key": verdict.idempotency_key,
            "customer_id": verdict.customer_id,
            "invoice_id": verdict.invoice_id,
            "line_ids": json.dumps(verdict.lines),
            "amount": verdict.amount,
            "reason": reason,
            "approval_id": approval_id,
            "thread_id": thread_id,
            "actor": actor,
            "store_day": settings.store_date,
        },
    ).scalar_one()
    prices = conn.execute(
        text(
            "SELECT InvoiceLineId AS line, round(UnitPrice * Quantity, 2) AS amount "
            "FROM InvoiceLine WHERE InvoiceId = :invoice_id"
        ),
        {"invoice_id": verdict.invoice_id},
    ).all()
    amounts = {r.line: r.amount for r in prices}
    conn.execute(
        text(
            "INSERT INTO refund_lines (refund_id, invoice_line_id, invoice_id, amount) "
            "VALUES (:refund_id, :line, :invoice_id, :amount)"
        ),
        [
            {"refund_id": refund_id, "line": line, "invoice_id": verdict.invoice_id,
             "amount": amounts[line]}
            for line in verdict.lines
        ],
    )  # fmt: skip
    return int(refund_id)


def execute_approval(
    engine: Engine, settings: Settings, approval_id: int, actor: str = "agent"
) -> dict[str, Any]:
    """Execute the refund an approval row describes (after ``approvals.decide`` approved it).

    Safe to call more than once, and from both the resumed conversation and the admin page:
    the second call answers ``already_executed``. Returns ``{"status": "not_found"}`` for an
    unknown approval, ``needs_approval`` while pending or when rejected.
    """
    with engine.connect() as conn:
        row = conn.execute(
            text(
                "SELECT customer_id, invoice_id, line_ids, reason, thread_id FROM approvals "
                "WHERE id = :id AND kind = 'refund'"
            ),
            {"id": approval_id},
        ).first()
    if row is None:
        return {
            "status": "not_found",
            **told(Sentence(NO_REFUND_APPROVAL, {"approval_id": approval_id})),
        }
    lines = policy.parse_lines(row.line_ids)
    return execute(
        engine,
        settings,
        row.customer_id,
        row.invoice_id,
        lines,
        row.reason,
        approval_id=approval_id,
        actor=actor,
        thread_id=row.thread_id,
    )
