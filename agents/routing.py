"""Routing decisions as pure functions of the state: they return node names, nothing else.

The specialists' nodes are the declared ones (``specialists.DECLARED``); the manager's plan
only ever names those (``llm.protocol.ManagerDecision`` checks it).
"""

from __future__ import annotations

from agents.identifiers import parse_identifiers
from agents.state import State

MAX_VERIFY_FAILURES = 5


def next_after_guard(state: State) -> str:
    """A blocked turn (injection, request for a human) goes straight to finalize; a message
    with identifiers from a customer not yet verified goes to verify first (issue 22: the
    details given in a greeting were lost)."""
    if state.get("blocked"):
        return "finalize"
    if state.get("customer_id") is None and gives_identity(state.get("question", "")):
        return "verify"
    return "manager"


def gives_identity(message: str) -> bool:
    """Whether ``message`` gives identifiers worth trying before its question: two kinds, or
    an email, phone or postal code, or a customer id said with a word ("I'm customer 4");
    not an id written "#98" alone, which in a catalog or invoice question is a track's or
    an invoice's number."""
    given = parse_identifiers(message)
    if given.kinds() >= 2 or given.emails or given.phones or given.postal_codes:
        return True
    return bool(given.customer_ids) and "#" not in message


def next_after_specialist(state: State) -> str:
    """A refund waiting for staff freezes the conversation; otherwise back to the manager."""
    return "await_approval" if state.get("pending_approval") else "manager"


def next_after_manager(state: State) -> str:
    """The next specialist in the plan (through ``verify`` for invoice work), or finalize."""
    plan = state.get("plan") or []
    if not plan:
        return "finalize"
    head = plan[0]
    if head == "invoice" and state.get("customer_id") is None:
        return "verify"
    return head


def next_after_verify(state: State) -> str:
    """Verified -> invoice; out of attempts or abandoned -> manager (which drops invoice)."""
    if state.get("code_answer") and not state.get("manager_calls"):
        return "finalize"  # identifiers alone: code says verified / one more / not verified
    if "invoice" not in (state.get("plan") or []):
        return "manager"  # verified before any plan (identifiers first), or invoice dropped
    if state.get("customer_id") is not None:
        return "invoice"
    if state.get("verify_failures", 0) >= MAX_VERIFY_FAILURES:
        return "manager"
    return "verify"


def needs_model_call(state: State, max_turns: int) -> bool:
    """Whether the manager must ask the model (vs. walking its plan or stopping)."""
    if state.get("turn_count", 0) >= max_turns:
        return False  # hard cap: no more model calls, straight to finalize
    if state.get("plan"):
        return False  # a plan is being walked
    calls = state.get("manager_calls", 0)
    if calls == 0:
        return True  # first decision of the turn
    # Ask again only when the last specialist failed and a re-plan may help (at most once).
    results = state.get("results") or []
    return bool(results) and results[-1].failed and calls < 2
