"""Staff operations for the admin page: sign-in, approvals, tickets, policy rules, audit rows.

The UI talks to this facade only (never to db/ or support/ directly). Deciding an approval
is atomic (one of two racing decisions wins) and then resumes the frozen conversation, whose
graph runs the executor and writes the customer's answer.

Who is acting comes from ``staff`` (support.staff): the page turns the session cookie of
each request (set by ``admin_session``'s sign-in route, never held in page state) into a
``StaffSession`` with ``require`` before every action and passes that session's account as
the actor, so a decision is recorded under the signed-in account, never a typed name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy.engine import Engine

from agents.runner import Conversations
from settings import Settings
from support import approvals, audit, policy, tickets
from support.staff import SignedOut, SignIn, Staff, StaffSession, parse_accounts

AUDIT_TABLES = ("audit_log", "llm_calls", "tool_calls", "refunds", "approvals", "tickets")


__all__ = ["AUDIT_TABLES", "Admin", "SignIn", "SignedOut", "StaffSession", "check_accounts"]


def check_accounts(settings: Settings) -> tuple[str, ...]:
    """The staff account names ``settings`` defines; raises ``SettingsError`` if malformed.

    Cheap (no hashing): call it at start-up, before loading a model, to fail fast.
    """
    return tuple(sorted(parse_accounts(settings.admin_users, settings.admin_password)))


@dataclass
class Admin:
    engine: Engine
    conversations: Conversations
    staff: Staff | None = None  # None until configured: then nobody can sign in

    def open_staff(self, settings: Settings) -> Staff | None:
        """Build the staff desk from ``settings`` once (a test may have set its own)."""
        if self.staff is None:
            self.staff = Staff.from_settings(self.engine, settings)
        return self.staff

    def sign_in(self, name: object, password: object, client: object) -> SignIn:
        """One throttled, audited attempt from address ``client``; its token (if any) is for
        the caller to hand the browser as an HttpOnly cookie, never to show."""
        if self.staff is None:
            return SignIn("wrong", "Sign-in is not configured on this server.")
        return self.staff.sign_in(name, password, client)

    def sign_out(self, token: object) -> str | None:
        """End the session behind ``token`` on the server; its account, or ``None``."""
        return self.staff.sign_out(token) if self.staff is not None else None

    def require(self, token: object) -> StaffSession:
        """The live session behind ``token``; raises ``SignedOut`` (with the reason) if none."""
        if self.staff is None:
            raise SignedOut("Sign-in is not configured on this server.")
        return self.staff.session(token)

    def pending_approvals(self) -> list[dict[str, Any]]:
        rows = approvals.list_pending(self.engine)
        for row in rows:  # the conversation excerpt staff decide on
            tail = (
                self.conversations.messages(row["thread_id"])[-4:] if row.get("thread_id") else []
            )
            row["conversation"] = " | ".join(f"{m['role']}: {m['content'][:160]}" for m in tail)
        return rows

    def decide(self, approval_id: int, approve: bool, admin: str, note: str = "") -> str:
        """Approve or reject; resumes the customer's conversation. Returns a status line."""
        row = approvals.get(self.engine, approval_id)
        if row is None:
            return f"No approval #{approval_id}."
        if not approve and not note.strip():
            return "A rejection needs a reason: the customer will read it."
        if not approvals.decide(self.engine, approval_id, approve, admin, note):
            return f"Approval #{approval_id} was already decided ({row['status']})."
        thread = row.get("thread_id")
        waiting = self.conversations.pending(thread) if thread else None
        if not waiting or waiting.get("approval_id") != approval_id:
            return f"Approval #{approval_id} {'approved' if approve else 'rejected'}; its conversation is not waiting on it."
        turn = self.conversations.collect(
            self.conversations.resume(thread, {"approved": approve, "admin": admin, "note": note})
        )
        return f"Approval #{approval_id} {'approved' if approve else 'rejected'}. The customer was told: {turn.answer}"

    def tickets(self, status: str = "open") -> list[dict[str, Any]]:
        return tickets.list_tickets(self.engine, status=status)

    def close_ticket(self, ticket_id: int, admin: str, note: str = "") -> bool:
        return tickets.close_ticket(self.engine, ticket_id, admin, note)

    def rules(self) -> list[dict[str, Any]]:
        return policy.list_rules(self.engine)

    def update_rule(self, key: str, value: Any, admin: str) -> dict[str, Any]:
        return policy.update_rule(self.engine, key, value, admin)

    def recent(self, table: str, limit: int = 50, **filters: Any) -> list[dict[str, Any]]:
        if table not in AUDIT_TABLES:
            raise ValueError(f"unknown table {table!r}")
        return audit.recent(self.engine, table, limit, **filters)

    def stats(self) -> dict[str, Any]:
        return audit.stats(self.engine)
