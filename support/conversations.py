"""Conversation tokens: a conversation belongs to whoever holds its server-issued token.

    token = issue(engine)              # 256 random bits, URL-safe, shown to the client once
    thread = thread_of(engine, token)  # the LangGraph thread id, or ConversationError
    end(engine, token)                 # sign-out: the token (and its verification) is gone

Nothing is shared by default: there is no fallback thread, and a client can never choose a
thread id. The stored (and checkpointed, audited, admin-visible) thread id is the SHA-256 of
the token, so reading the database or the admin page never yields a usable credential, and a
thread id typed into the API is just an unknown token.
"""

from __future__ import annotations

import hashlib
import re
import secrets

from sqlalchemy import select, update
from sqlalchemy.engine import Engine

from db.schema import conversations
from support.clock import utc_now

TOKEN_BYTES = 32  # 256 bits
_TOKEN = re.compile(r"[A-Za-z0-9_-]{43}")  # token_urlsafe(32): 43 characters, no padding
START_HINT = "start one with the new_conversation endpoint (or the New conversation button)"


class ConversationError(ValueError):
    """The conversation token is missing, malformed, unknown or ended (the text says which)."""


def thread_id_for(token: str) -> str:
    """The thread id a token maps to (one-way)."""
    return hashlib.sha256(token.encode("ascii")).hexdigest()


def issue(engine: Engine) -> str:
    """A new conversation; returns its token (only its hash is stored)."""
    token = secrets.token_urlsafe(TOKEN_BYTES)
    with engine.begin() as conn:
        conn.execute(conversations.insert().values(thread_id=thread_id_for(token)))
    return token


def check_token(token: object) -> str:
    """``token`` if it is shaped like one we issue; else ``ConversationError``."""
    if token is None or token == "":
        raise ConversationError(f"A conversation token is required: {START_HINT}.")
    if not isinstance(token, str):
        raise ConversationError(
            f"The conversation must be a token string, not {type(token).__name__}: {START_HINT}."
        )
    if not _TOKEN.fullmatch(token):
        raise ConversationError(f"That is not a conversation token: {START_HINT}.")
    return token


def thread_of(engine: Engine, token: object) -> str:
    """The thread id of a live conversation; ``ConversationError`` for anything else."""
    thread = thread_id_for(check_token(token))
    with engine.begin() as conn:
        ended = conn.execute(
            select(conversations.c.ended_at).where(conversations.c.thread_id == thread)
        ).first()
        if ended is None or ended.ended_at is not None:
            raise ConversationError(f"Unknown or ended conversation: {START_HINT}.")
        conn.execute(
            update(conversations)
            .where(conversations.c.thread_id == thread)
            .values(last_seen_at=utc_now())
        )
    return thread


def end(engine: Engine, token: object) -> bool:
    """End a conversation (sign-out); False if it was not live."""
    thread = thread_id_for(check_token(token))
    with engine.begin() as conn:
        result = conn.execute(
            update(conversations)
            .where(conversations.c.thread_id == thread, conversations.c.ended_at.is_(None))
            .values(ended_at=utc_now())
        )
    return result.rowcount == 1
