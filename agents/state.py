"""The graph's state, documented field by field.

Conversation-long fields persist across turns in the checkpointer; turn fields are reset by
the ``guard`` node at the start of every user message.
"""

from __future__ import annotations

from typing import Annotated, Any, TypedDict

# Only the latest messages are kept: the prompts use a few, and every checkpoint stores the
# whole list, so an unbounded history would grow the checkpoint file with every message.
MAX_HISTORY = 40


def keep_recent(old: list, new: list) -> list:
    """The ``messages`` reducer: append, then keep the latest ``MAX_HISTORY``."""
    return (list(old or []) + list(new or []))[-MAX_HISTORY:]


class Message(TypedDict):
    role: str  # "user" | "assistant"
    content: str


class State(TypedDict, total=False):
    # -- conversation-long ------------------------------------------------------------
    messages: Annotated[list[Message], keep_recent]  # the latest MAX_HISTORY messages
    # Verified customer: set ONLY by the verify node; the guard may only clear it (expiry).
    customer_id: int | None
    verified_until: float  # epoch seconds; idle past this, the guard ends the verification
    verify_failures: int  # failed verification attempts in this conversation (max 5)
    verify_given: dict[str, list]  # identifiers of one kind, remembered until a second comes
    language: str  # the customer's language: the last message that told it (lexicon)
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
    small_talk: str  # "greeting" / "thanks" / "bye" / "off_topic": answered by code (intent)
    code_answer: str  # what code has to say when nothing was looked up (verification locked)


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
    "small_talk": "",
    "code_answer": "",
}


def history(state: State) -> list[dict[str, str]]:
    """Earlier messages of the conversation (without the current question)."""
    messages = list(state.get("messages") or [])
    return messages[:-1] if messages and messages[-1]["role"] == "user" else messages
