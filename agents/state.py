"""The graph's state, documented field by field.

Conversation-long fields persist across turns in the checkpointer; turn fields are reset by
the ``guard`` node at the start of every user message.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any, TypedDict


class Message(TypedDict):
    role: str  # "user" | "assistant"
    content: str


class State(TypedDict, total=False):
    # -- conversation-long ------------------------------------------------------------
    messages: Annotated[list[Message], operator.add]  # every user/assistant message, appended
    customer_id: int | None  # verified customer; written ONLY by the verify node
    verify_failures: int  # failed verification attempts in this conversation (max 5)
    verify_why: str  # why the last attempt failed (shown when asking again)
    # -- this turn ----------------------------------------------------------------------
    question: str  # the user message being answered
    plan: list[str]  # specialists still to visit, in order
    visited: list[str]  # specialists visited this turn (routes taken), in order
    results: list[dict[str, Any]]  # what specialists found; finalize answers from these only
    turn_count: int  # manager -> specialist dispatches this turn (capped by MAX_TURNS)
    manager_calls: int  # model calls the manager made this turn
    reason: str  # the manager's latest reason
    notes: list[str]  # facts for finalize from code (verification outcome, caps hit)
    answer: str  # the final answer of this turn
    injection: dict[str, Any]  # the guard's prompt-injection scan: severity, score, matches
    blocked: bool  # the guard stopped the turn before the manager (injection, human request)
    tickets: list[int]  # escalation tickets opened this turn
    pending_approval: dict[str, Any] | None  # a queued refund the conversation waits on
    verify_inline_tried: bool  # identifiers in this turn's question were already tried


TURN_RESET: dict[str, Any] = {
    "plan": [],
    "visited": [],
    "results": [],
    "turn_count": 0,
    "manager_calls": 0,
    "reason": "",
    "notes": [],
    "answer": "",
    "injection": {},
    "blocked": False,
    "tickets": [],
    "pending_approval": None,
    "verify_inline_tried": False,
}
