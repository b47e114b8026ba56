"""Refund tool: the agent proposes, the policy decides, the executor is the only writer.

``request_refund`` never moves money on the model's say-so. It asks ``support.policy`` for a
verdict on the verified customer's invoice (``customer_id`` is injected by code):

* ALLOW -> ``support.refunds.execute`` runs now (it re-checks the policy itself);
* REQUIRES_APPROVAL -> a row in the approval queue (``support.approvals``); the graph then
  pauses the conversation until staff decide. If staff already decided this exact refund
  (same idempotency key), that decision stands: approved executes, rejected is a DENY with
  rule ``rejected_by_staff``;
* DENY -> the rule and a customer-readable reason.

Result shapes: ``{"decision": "ALLOW", "status": "executed" | "already_executed",
"refund_id", "amount", "message", ...}`` whenever money moved (also for a refund staff had
approved earlier; ``approval_id`` is then set); ``{"decision": "REQUIRES_APPROVAL",
"status": "pending_approval", "approval_id", "amount", "message"}`` -> interrupt;
``{"decision": "DENY", "rule", "message"}``. Every verdict is written to the audit log
(event ``verdict``). Each message (English, for the model, the audit and staff) comes with
its sentences under ``support.sentence.SAY`` (code's own field, hidden from the model), so
code says the outcome in the customer's language (``agents.refunds.refund_outcome``).
"""

from __future__ import annotations

from support import approvals, policy, refunds
from support.audit import audit
from support.sentence import SAY, Sentence, told
from tools.base import ToolContext, ToolInputError, tool

MAX_LINES = 100  # an invoice has at most a few dozen lines; more is a confused request
# What the tool adds to the policy's sentences, in English (the lexicon's "say" keys).
SORRY = "Sorry, this refund can't be made."
DECLINED = (
    "A member of staff already reviewed and declined this refund (approval #{approval_id}). "
    "You can ask for a human to discuss it."
)
QUEUED = (
    "The request is queued for a human (approval #{approval_id}); you'll get the answer "
    "in this conversation."
)


@tool("invoice")
def request_refund(
    ctx: ToolContext,
    invoice_id: int,
    invoice_line_ids: list[int],
    reason: str,
    customer_id: int,
) -> dict:
    """Ask for a refund of items on one of the customer's invoices. The store's refund rules
    decide: small refunds are made at once, larger ones wait for a staff member's approval,
    and some are refused (too old, too large, already refunded). Relay the returned message.

    Args:
        invoice_id: The invoice's id, as given by get_invoices_by_customer_sorted_by_date.
        invoice_line_ids: The invoice_line_id of each item to refund, as given by
            get_invoice_line_items. An empty list means the whole invoice.
        reason: The customer's reason for the refund, in a few words.
    """
    if ctx.engine is None:
        raise RuntimeError("request_refund called without a database engine")
    if len(invoice_line_ids) > MAX_LINES:
        raise ToolInputError(f"at most {MAX_LINES} invoice_line_ids per request")
    reason = " ".join(reason.split())[:500]
    verdict = policy.evaluate(ctx.engine, ctx.settings, customer_id, invoice_id, invoice_line_ids)
    audit(
        ctx.engine,
        "verdict",
        thread_id=ctx.thread_id,
        customer_id=customer_id,
        actor="policy",
        detail={
            "decision": verdict.decision,
            "rule": verdict.rule,
            "invoice_id": invoice_id,
            "lines": verdict.lines,
            "amount": verdict.amount,
            "reason": reason,
        },
    )
    if verdict.decision == "ALLOW":
        done = refunds.execute(
            ctx.engine,
            ctx.settings,
            customer_id,
            invoice_id,
            verdict.lines,
            reason,
            actor="agent",
            thread_id=ctx.thread_id,
        )
        return _executed(done, verdict)
    if verdict.decision == "REQUIRES_APPROVAL":
        decided = approvals.latest_decision(ctx.engine, customer_id, verdict.idempotency_key)
        if decided is not None and decided["status"] == "approved":
            # Staff already approved this exact refund (e.g. before a restart): execute it.
            done = refunds.execute_approval(ctx.engine, ctx.settings, decided["id"])
            return _executed(done, verdict, decided["id"])
        if decided is not None and decided["status"] == "rejected":
            return {
                "decision": "DENY",
                "rule": "rejected_by_staff",
                "approval_id": decided["id"],
                **told(Sentence(DECLINED, {"approval_id": decided["id"]})),
            }
        approval_id = approvals.create(
            ctx.engine, ctx.thread_id, customer_id, verdict, reason, excerpt=reason
        )
        return {
            "decision": "REQUIRES_APPROVAL",
            "status": "pending_approval",
            "approval_id": approval_id,
            "rule": verdict.rule,
            "invoice_id": invoice_id,
            "invoice_line_ids": verdict.lines,
            "amount": verdict.amount,
            **told(verdict.sentence, Sentence(QUEUED, {"approval_id": approval_id})),
        }
    # Said so plainly: the rule's own sentence explains why, not that it was refused.
    return {"decision": "DENY", "rule": verdict.rule, **told(Sentence(SORRY), verdict.sentence)}


def _message(done: dict) -> dict:
    """The executor's message, with its sentences (``SAY``) when it has them."""
    return {"message": done["message"], **({SAY: done[SAY]} if SAY in done else {})}


def _executed(done: dict, verdict: policy.Verdict, approval_id: int | None = None) -> dict:
    """The tool's answer for an executor result."""
    if done["status"] in ("executed", "already_executed"):
        out = {
            "decision": "ALLOW",  # the money moved: by the rules, or by a staff approval
            "status": done["status"],
            "refund_id": done["refund_id"],
            "invoice_id": verdict.invoice_id,
            "invoice_line_ids": verdict.lines,
            "amount": done["amount"],
            **_message(done),
        }
        if approval_id is not None:
            out["approval_id"] = approval_id
        return out
    # The rules changed between the verdict and the write: report what the executor saw.
    return {
        "decision": done.get("decision", verdict.decision),
        "rule": done.get("rule", verdict.rule),
        "status": "not_executed",
        **_message(done),
    }
