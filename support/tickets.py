"""Escalation tickets for staff, and the deterministic check for "I want a human" and anger.

``open_ticket`` keeps at most one open ticket per conversation and kind (asking for a human
three times is one ticket); ``human_request``, ``anger`` and ``injection`` tickets are high
priority, the rest normal. ``detect_escalation(text)`` runs before any model call.
"""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Engine

from support._tx import read_rows, write_lock
from support.audit import write_audit
from support.clock import utc_now
from support.text import excerpt as excerpt_of

KINDS = ("human_request", "anger", "tool_failures", "low_confidence", "injection")
HIGH_PRIORITY = {"human_request", "anger", "injection"}

_HUMAN = re.compile(
    r"""
    \b(?:talk|speak|chat|connect|transfer|put|get)\b[\w\s',]{0,20}?\b(?:to|with|me[ ]through[ ]to)[ ]
        (?:a|an|the|some|your|one[ ]of[ ]your)?[ ]?
        (?:real[ ]|live[ ]|actual[ ])?
        (?:human|person|people|agent|representative|rep|manager|supervisor|operator|staff|
           someone|somebody|employee)\b
    | \b(?:real|live|actual)[ ](?:human|person|agent)\b
    | \bhuman[ ](?:being|agent|please|support)\b
    | \b(?:manager|supervisor|human)[ ]?,?[ ]?please\b
    | \b(?:i[ ](?:want|need|demand|would[ ]like)|give[ ]me|get[ ]me)[ ](?:a|an|the|your)?[ ]?
        (?:human|person|manager|supervisor|representative)\b
    | \bescalate\b
    | \bcustomer[ ]service[ ]rep
    """,
    re.IGNORECASE | re.VERBOSE,
)

PROFANITY = (
    "fuck", "fucking", "fucked", "shit", "shitty", "bullshit", "crap", "crappy", "damn",
    "damned", "goddamn", "asshole", "bastard", "bloody hell", "pissed", "sucks",
)  # fmt: skip
_PROFANE = re.compile(
    r"\b(?:" + "|".join(re.escape(w).replace(r"\ ", " ") for w in PROFANITY) + r")\b",
    re.IGNORECASE,
)
# Aimed at the store or the agent: strong enough alone.
_AIMED = re.compile(
    r"""
    \b(?=[dfirstwy])  # every branch starts with one of these: other words fail at once
    (?:
      (?:fuck|screw|damn)[ ](?:you|this|off|your|it|that)\b
    | wtf\b | what[ ]the[ ](?:fuck|hell)\b | stfu\b
    | i[ ]hate[ ](?:you|this|your)\b
    | you[ ](?:suck|idiots?|morons?|are[ ](?:stupid|useless|an[ ]idiot))\b
    | (?:this|it|you|your[ ]\w+)[ ](?:sucks|is[ ](?:shit|crap|garbage|bullshit))\b
    | (?:this|it|that|you(?:[ ]guys|[ ]people)?|
         (?:this|your|the)[ ](?:service|store|shop|bot|site|app|support|company))[ ]
      (?:is|are|was|'s|'re)[ ]
      (?:so[ ]|absolutely[ ]|completely[ ]|totally[ ]|just[ ])?
      (?:ridiculous|unacceptable|outrageous|absurd|a[ ]joke|a[ ]scam|a[ ]rip-?off|useless|
         pathetic|terrible|awful|insane|infuriating)\b
    | (?:i'?m|i[ ]am)[ ](?:so[ ]|really[ ]|very[ ])?(?:angry|furious|fed[ ]up|livid|pissed)\b
    | sick[ ](?:and[ ]tired[ ])?of[ ](?:this|you|your|waiting)\b
    | worst[ ](?:service|store|support|company|experience)\b
    | (?:rip-?off|scammers?)\b
    )
    """,
    re.IGNORECASE | re.VERBOSE,
)
_BANG = re.compile(r"!{3,}|(?:[!?][ ]?){4,}")
_WORD = re.compile(r"[^\W\d_]{2,}")
_FRIENDLY = re.compile(r"\b(?:love|thanks?|thank[ ]you|great|awesome|amazing)\b", re.IGNORECASE)
ANGER_THRESHOLD = 2


def _shouting(value: str) -> int:
    """1 for mostly capital letters over 3+ words (not an acronym like AC/DC), 2 over 6+."""
    words = _WORD.findall(value)
    letters = [ch for ch in value if ch.isalpha()]
    if len(words) < 3 or len(letters) < 10 or _FRIENDLY.search(value):
        return 0
    upper = sum(ch.isupper() for ch in letters)
    caps_words = sum(w.isupper() for w in words)
    if upper / len(letters) < 0.8 or caps_words < 3:
        return 0
    return 2 if caps_words >= 6 else 1


def anger_score(value: str) -> int:
    """Aimed insults, "this is ridiculous" and long shouting score 2; bare profanity, "!!!"
    and short shouting 1.

    Song titles carry single weak signals ("Children of the Damned", "Já!!!",
    "I Fucking Hate You"), so anger needs ``ANGER_THRESHOLD`` (2): one strong signal, or
    two weak ones ("WHERE IS MY REFUND!!!").
    """
    value = " ".join(value.split())  # the patterns expect single spaces (linear time)
    score = 2 if _AIMED.search(value) else 0
    score += 1 if _PROFANE.search(value) else 0
    score += 1 if _BANG.search(value) else 0
    score += _shouting(value)
    return score


def detect_escalation(value: str) -> str | None:
    """``"human_request"``, ``"anger"`` or ``None`` for one customer message.

    A request for a human wins over anger: the customer said what they want.
    """
    if not value or not value.strip():
        return None
    # One space between words: the patterns match single spaces only, so no two quantifiers
    # can split a long whitespace run between them (tests/test_linear_time.py).
    value = " ".join(value.split())
    if _HUMAN.search(value):
        return "human_request"
    if anger_score(value) >= ANGER_THRESHOLD:
        return "anger"
    return None


# ---------------------------------------------------------------- tickets

_COLUMNS = (
    "id, customer_id, thread_id, kind, reason, excerpt, status, priority, closed_by, note, "
    "created_at, updated_at"
)


def open_ticket(
    engine: Engine,
    thread_id: str | None,
    customer_id: int | None,
    reason: str,
    kind: str,
    excerpt: str | None,
) -> int:
    """Open (or return the already open) ticket of ``kind`` for this conversation."""
    if kind not in KINDS:
        raise ValueError(f"unknown ticket kind {kind!r}; kinds: {', '.join(KINDS)}")
    with write_lock(engine) as conn:
        # "IS NULL" or "=", not "thread_id IS :thread_id": Postgres' IS takes no parameter.
        same_thread = "thread_id IS NULL" if thread_id is None else "thread_id = :thread_id"
        found = conn.execute(
            text(
                f"SELECT id FROM tickets WHERE {same_thread} AND kind = :kind "  # noqa: S608
                "AND status = 'open'"
            ),
            {"thread_id": thread_id, "kind": kind},
        ).first()
        if found is not None:
            return int(found.id)
        priority = "high" if kind in HIGH_PRIORITY else "normal"
        ticket_id = conn.execute(
            text(
                "INSERT INTO tickets (customer_id, thread_id, kind, reason, excerpt, priority) "
                "VALUES (:customer_id, :thread_id, :kind, :reason, :excerpt, :priority) "
                "RETURNING id"
            ),
            {
                "customer_id": customer_id,
                "thread_id": thread_id,
                "kind": kind,
                "reason": excerpt_of(reason) or kind,
                "excerpt": excerpt_of(excerpt),
                "priority": priority,
            },
        ).scalar_one()
        write_audit(
            conn,
            "ticket_opened",
            thread_id=thread_id,
            customer_id=customer_id,
            actor="agent",
            detail={"ticket_id": ticket_id, "kind": kind, "priority": priority},
        )
        return int(ticket_id)


def list_tickets(
    engine: Engine, status: str | None = "open", limit: int = 200
) -> list[dict[str, Any]]:
    """Tickets with ``status`` (all when ``None``): high priority first, then oldest first."""
    where = "WHERE status = :status" if status else ""
    return read_rows(
        engine,
        f"SELECT {_COLUMNS} FROM tickets {where} "
        "ORDER BY status = 'closed', priority = 'normal', id LIMIT :limit",
        {"status": status, "limit": limit},
    )


def close_ticket(engine: Engine, ticket_id: int, actor: str, note: str = "") -> bool:
    """Close an open ticket; ``True`` only for the call that closed it."""
    if not actor or not str(actor).strip():
        raise ValueError("close_ticket needs the name of who closes it")
    with write_lock(engine) as conn:
        closed = conn.execute(
            text(
                "UPDATE tickets SET status = 'closed', closed_by = :actor, note = :note, "
                "updated_at = :now WHERE id = :id AND status = 'open' "
                "RETURNING customer_id, thread_id, kind"
            ),
            {"actor": actor, "note": note, "now": utc_now(), "id": ticket_id},
        ).first()
        if closed is None:
            return False
        write_audit(
            conn,
            "ticket_closed",
            thread_id=closed.thread_id,
            customer_id=closed.customer_id,
            actor=actor,
            detail={"ticket_id": ticket_id, "kind": closed.kind, "note": note},
        )
        return True
