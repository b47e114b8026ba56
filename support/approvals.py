"""The human approval queue: refunds the policy sent to staff, as rows that survive restarts.

* ``create`` queues a REQUIRES_APPROVAL verdict; while a request for the same refund
  (idempotency key) is pending, asking again returns the same id.
* ``decide`` approves or rejects atomically (``UPDATE ... WHERE status = 'pending'``): of two
  racing decisions exactly one wins, the other gets ``False``. Deciding does not move money;
  the resumed conversation (or the admin page) then calls
  ``support.refunds.execute_approval``, which re-checks the policy and executes once.

Every change writes its audit row in the same transaction.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Engine

from support._tx import read_rows, write_lock
from support.audit import write_audit
from support.clock import utc_now
from support.policy import Verdict, parse_lines
from support.text import excerpt as excerpt_of

_COLUMNS = (
    "id, kind, customer_id, thread_id, invoice_id, line_ids, amount, rule, message, "
    "idempotency_key, reason, excerpt, status, requested_by, decided_by, decided_at, note, "
    "created_at"
)


def _row(mapping: Any) -> dict[str, Any]:
    row = dict(mapping)
    row["line_ids"] = parse_lines(row["line_ids"])
    row["amount"] = float(row["amount"])
    return row


def create(
    engine: Engine,
    thread_id: str | None,
    customer_id: int,
    verdict: Verdict,
    reason: str | None,
    excerpt: str | None,
) -> int:
    """Queue ``verdict`` (a REQUIRES_APPROVAL for ``customer_id``) for a human; its id."""
    if verdict.decision != "REQUIRES_APPROVAL":
        raise ValueError(f"only REQUIRES_APPROVAL verdicts are queued, not {verdict.decision}")
    if verdict.customer_id != customer_id:
        raise ValueError("the verdict was evaluated for a different customer")
    with write_lock(engine) as conn:
        found = conn.execute(
            text("SELECT id FROM approvals WHERE idempotency_key = :key AND status = 'pending'"),
            {"key": verdict.idempotency_key},
        ).first()
        if found is not None:
            return int(found.id)
        approval_id = conn.execute(
            text(
                "INSERT INTO approvals (kind, customer_id, thread_id, invoice_id, line_ids, "
                "amount, rule, message, idempotency_key, reason, excerpt) VALUES ('refund', "
                ":customer_id, :thread_id, :invoice_id, :line_ids, :amount, :rule, :message, "
                ":key, :reason, :excerpt) RETURNING id"
            ),
            {
                "customer_id": customer_id,
                "thread_id": thread_id,
                "invoice_id": verdict.invoice_id,
                "line_ids": json.dumps(verdict.lines),
                "amount": verdict.amount,
                "rule": verdict.rule,
                "message": verdict.message,
                "key": verdict.idempotency_key,
                "reason": excerpt_of(reason),
                "excerpt": excerpt_of(excerpt),
            },
        ).scalar_one()
        write_audit(
            conn,
            "approval_requested",
            thread_id=thread_id,
            customer_id=customer_id,
            actor="agent",
            detail={
                "approval_id": approval_id,
                "invoice_id": verdict.invoice_id,
                "lines": verdict.lines,
                "amount": verdict.amount,
                "rule": verdict.rule,
            },
        )
        return int(approval_id)


def list_pending(engine: Engine) -> list[dict[str, Any]]:
    """Pending approvals, oldest first (the order staff should work through them)."""
    return list_approvals(engine, "pending")


def list_approvals(
    engine: Engine, status: str | None = None, limit: int = 200
) -> list[dict[str, Any]]:
    """Approvals with ``status`` (all when ``None``); pending oldest first, others newest."""
    where = "WHERE status = :status" if status else ""
    order = "id" if status == "pending" else "id DESC"
    found = read_rows(
        engine,
        f"SELECT {_COLUMNS} FROM approvals {where} ORDER BY {order} LIMIT :limit",
        {"status": status, "limit": limit},
    )
    return [_row(r) for r in found]


def get(engine: Engine, approval_id: int) -> dict[str, Any] | None:
    """One approval as a dict, or ``None``."""
    found = read_rows(
        engine, f"SELECT {_COLUMNS} FROM approvals WHERE id = :id", {"id": approval_id}
    )
    return _row(found[0]) if found else None


def latest_decision(engine: Engine, customer_id: int, key: str) -> dict[str, Any] | None:
    """The newest decided (approved or rejected) approval of this customer's refund key."""
    found = read_rows(
        engine,
        f"SELECT {_COLUMNS} FROM approvals WHERE customer_id = :customer_id "
        "AND idempotency_key = :key AND status != 'pending' ORDER BY id DESC LIMIT 1",
        {"customer_id": customer_id, "key": key},
    )
    return _row(found[0]) if found else None


def decide(engine: Engine, approval_id: int, approve: bool, admin: str, note: str = "") -> bool:
    """Approve or reject a pending approval; ``True`` only for the call that decided it."""
    if not admin or not str(admin).strip():
        raise ValueError("decide needs the name of the staff member deciding")
    status = "approved" if approve else "rejected"
    with write_lock(engine) as conn:
        changed = conn.execute(
            text(
                "UPDATE approvals SET status = :status, decided_by = :admin, "
                "decided_at = :now, note = :note WHERE id = :id AND status = 'pending' "
                "RETURNING customer_id, thread_id, invoice_id, amount"
            ),
            {"status": status, "admin": admin, "now": utc_now(), "note": note, "id": approval_id},
        ).first()
        if changed is None:
            return False
        write_audit(
            conn,
            "approval_decided",
            thread_id=changed.thread_id,
            customer_id=changed.customer_id,
            actor=admin,
            detail={
                "approval_id": approval_id,
                "decision": status,
                "note": note,
                "invoice_id": changed.invoice_id,
                "amount": float(changed.amount),
            },
        )
        return True
