"""The approval pause: a refund that needs a human freezes the conversation.

The invoice specialist's ``request_refund`` may queue an approval; the graph then waits in
``await_approval`` on a LangGraph ``interrupt()`` persisted by the checkpointer. Staff decide
on the admin page, which resumes the thread with ``{"approved", "admin", "note"}``; the
executor (which re-checks the policy and is idempotent) runs on approval.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langgraph.types import interrupt
from sqlalchemy.engine import Engine

from agents.events import Emitter
from agents.facts import pairs
from agents.report import SpecialistReport
from agents.state import State
from lexicon import say
from settings import Settings
from support import refunds


def pending_from(report: SpecialistReport) -> dict[str, Any] | None:
    """The queued approval in a specialist's report, if a refund call queued one."""
    for call in report.succeeded:
        result = call.result.data
        if result.get("status") == "pending_approval":
            return {
                "approval_id": result["approval_id"],
                "amount": result.get("amount"),
                "message": result.get("message", ""),
            }
    return None


# What the customer reads while staff decide (lexicon "say": in their language)
WAITING = (
    "Your refund request of {amount} needs a staff member's approval (request #{approval_id}). "
    "I've queued it; the outcome will appear here as soon as they decide."
)
WAITING_NO_AMOUNT = (
    "Your refund request needs a staff member's approval (request #{approval_id}). "
    "I've queued it; the outcome will appear here as soon as they decide."
)


def waiting_message(pending: dict[str, Any], lang: str = "en") -> str:
    """The interrupt's text while a refund waits for staff, in the customer's ``lang``."""
    amount = pending.get("amount")
    if isinstance(amount, int | float):
        return say(lang, WAITING).format(
            amount=f"${amount:.2f}", approval_id=pending["approval_id"]
        )
    return say(lang, WAITING_NO_AMOUNT).format(approval_id=pending["approval_id"])


def make_await_approval(engine: Engine, settings: Settings) -> Callable[[State], dict[str, Any]]:
    def await_approval(state: State) -> dict[str, Any]:
        pending = state["pending_approval"]
        waiting = waiting_message(pending, state.get("language") or "en")
        decision = interrupt(
            {"type": "approval", "approval_id": pending["approval_id"], "question": waiting}
        )
        decision = decision if isinstance(decision, dict) else {}
        admin = str(decision.get("admin") or "staff")
        if decision.get("approved"):
            result = refunds.execute_approval(engine, settings, pending["approval_id"], actor=admin)
            fact = {"decision": "APPROVED by staff", **result}
        else:
            note = str(decision.get("note") or "no reason given")
            fact = {
                "decision": "REJECTED by staff",
                "reason": note,
                "approval_id": pending["approval_id"],
            }
        Emitter().step("Staff decision", str(fact))
        # The invoice specialist's refund request, completed by staff: what they decided is
        # the request's last word (written by code from the decision and the executor).
        report = SpecialistReport("invoice", final=f"staff decision: {pairs(fact)}")
        return {
            "pending_approval": None,
            "messages": [{"role": "assistant", "content": waiting}],
            "results": [*state.get("results", []), report],
        }

    return await_approval
