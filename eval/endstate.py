"""The database's end state after a case: reset before it, read after it, checked against
``expect.db`` (tau-bench's lesson: the database must end right, not only the words).

Every case run starts from the built database: ``reset`` removes the refund and approval rows
an earlier case left (as the harness already removes verification back-off rows), so a case's
verdict never depends on case order or on the trial number under ``--k``. ``snapshot`` reads
the rows the case left in those tables (SQLAlchemy Core, bound parameters, at most ``LIMIT``
rows each) into the case record as plain JSON. ``check`` is a pure function of that stored
snapshot, so ``python -m eval.rescore`` re-applies an edited ``expect.db`` without a model or
the run's database.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.engine import Connection

from db.schema import approvals, refund_lines, refunds
from eval.schema import ApprovalRows, DbExpect, RefundRows

LIMIT = 200  # a case makes a handful; more means a runaway loop, and the count says so


def reset(conn: Connection) -> None:
    """Remove every refund and approval row (children first: the foreign keys point up)."""
    for table in (refund_lines, refunds, approvals):
        conn.execute(table.delete())


def _cents(value: Any) -> float:
    return round(float(value), 2)


def snapshot(conn: Connection) -> dict[str, Any]:
    """``{"refunds": [...], "approvals": [...], "counts": {...}}``: the rows now in the tables
    (the first ``LIMIT`` of each, oldest first) and how many there are in all."""
    out: dict[str, Any] = {"counts": {}}
    for name, table, extra in (
        ("refunds", refunds, ()),
        ("approvals", approvals, (approvals.c.rule,)),
    ):
        found = conn.execute(
            select(
                table.c.id,
                table.c.customer_id,
                table.c.invoice_id,
                table.c.amount,
                table.c.status,
                *extra,
            )
            .order_by(table.c.id)
            .limit(LIMIT)
        ).mappings()
        out[name] = [
            {
                "id": r["id"],
                "customer": r["customer_id"],
                "invoice": r["invoice_id"],
                "amount": _cents(r["amount"]),
                "status": r["status"],
                **({"rule": r["rule"]} if "rule" in r else {}),
            }
            for r in found
        ]
        out["counts"][name] = conn.execute(select(func.count()).select_from(table)).scalar_one()
    return out


def _scope(check: RefundRows | ApprovalRows) -> str:
    parts = [f"customer {check.customer}" if check.customer else "any customer"]
    if check.invoice:
        parts.append(f"invoice {check.invoice}")
    status = getattr(check, "status", None)
    if status:
        parts.append(status)
    return ", ".join(parts)


def _matching(rows: list[dict[str, Any]], check: RefundRows | ApprovalRows) -> list[dict]:
    status = "executed" if isinstance(check, RefundRows) else check.status
    return [
        r
        for r in rows
        if (check.customer is None or r["customer"] == check.customer)
        and (check.invoice is None or r["invoice"] == check.invoice)
        and (status is None or r["status"] == status)
    ]


def check(expect: DbExpect, state: dict[str, Any] | None) -> list[str]:
    """Reasons (``db: ...``) the stored end state fails ``expect`` (empty: it holds)."""
    if state is None:
        return ["db: no end state recorded (the run predates expect.db)"]
    reasons = []
    for table, checks in (("refunds", expect.refunds), ("approvals", expect.approvals)):
        rows = state.get(table) or []
        if state.get("counts", {}).get(table, len(rows)) > len(rows):
            reasons.append(f"db: {table}: more than {len(rows)} rows, not all were read")
            continue
        for wanted in checks or ():
            found = _matching(rows, wanted)
            if len(found) != wanted.count:
                reasons.append(
                    f"db: {table} ({_scope(wanted)}): expected {wanted.count} row(s), "
                    f"found {len(found)}"
                )
            elif wanted.amount is not None:
                total = _cents(sum(r["amount"] for r in found))
                if total != _cents(wanted.amount):
                    reasons.append(
                        f"db: {table} ({_scope(wanted)}): expected amount "
                        f"{wanted.amount:.2f}, found {total:.2f}"
                    )
    return reasons
