"""Driving the graph one user message at a time, for the UI, the eval harness and tests.

``Conversations.send(thread_id, text)`` streams progress events (``agents.events``) and ends
with one ``DoneEvent``. When the thread is paused at an interrupt (verification),
the message resumes it with ``Command(resume=text)`` instead of starting a new turn.

A write that does not fit on the data disk (a conversation token, an audit row, a refund, the
turn's checkpoint) raises ``DiskFullError``, whose text the customer can read: SQLite rolled
the write back, so nothing was changed, and once space is freed the next turn works.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.store.sqlite import SqliteStore
from langgraph.types import Command
from sqlalchemy.engine import Engine

from agents.events import DoneEvent, Event, StepEvent
from agents.graph import recursion_limit
from agents.report import SERDE
from db import DiskFullError, StorageError, disk_full_as_error, open_sqlite
from settings import Settings
from support import conversations
from support.audit import AuditError
from support.conversations import ConversationError

__all__ = [
    "AuditError",
    "ConversationError",
    "Conversations",
    "DiskFullError",
    "InputError",
    "Turn",
]


class InputError(ValueError):
    """A message or argument the graph must not take; the text says what is wrong."""


def open_checkpointer(path: Path) -> SqliteSaver:
    """A SQLite checkpointer in the data directory: conversations survive restarts.

    A file that is not a database or has a damaged page, or a DATA_DIR that cannot be
    written, raises ``StorageError`` naming it (the file is left as it is).
    """
    conn = open_sqlite(path, "the conversation checkpoints", check_same_thread=False)
    try:
        saver = SqliteSaver(conn, serde=SERDE)
        saver.setup()
    except sqlite3.Error as exc:
        conn.close()
        raise StorageError(
            f"{path} (the conversation checkpoints) cannot be set up: {exc}"
        ) from exc
    return saver


def open_store(path: Path) -> SqliteStore:
    """The persistent per-customer store (preferences), beside the checkpoints."""
    conn = open_sqlite(
        path, "the conversation store", check_same_thread=False, isolation_level=None
    )
    try:
        store = SqliteStore(conn)
        store.setup()
    except sqlite3.Error as exc:
        conn.close()
        raise StorageError(f"{path} (the conversation store) cannot be set up: {exc}") from exc
    return store


@dataclass
class Turn:
    """What one message produced: the answer (or the verification question) and the trail."""

    answer: str = ""
    paused: bool = False
    routes: list[str] = field(default_factory=list)
    tools: list[str] = field(default_factory=list)
    steps: list[StepEvent] = field(default_factory=list)
    verified: bool = False
    latency_s: float = 0.0


class Conversations:
    """Threads of one compiled graph (with a checkpointer)."""

    def __init__(self, graph: Any, settings: Settings, engine: Engine | None = None) -> None:
        self.graph = graph
        self.settings = settings
        self.engine = engine  # the records database: conversation tokens live there

    # -- ownership: a conversation is a server-issued token (support.conversations) --------

    def open(self) -> str:
        """Start a conversation; returns its token (the only way to reach its thread)."""
        with self.full_disk():
            return conversations.issue(self._records())

    def thread_of(self, token: object) -> str:
        """The thread of a live conversation token; ``ConversationError`` otherwise
        (``DiskFullError`` when its last-seen time cannot be written)."""
        with self.full_disk():
            return conversations.thread_of(self._records(), token)

    def close(self, token: object) -> bool:
        """End a conversation (sign-out): its token, and so its verification, stop working."""
        with self.full_disk():
            return conversations.end(self._records(), token)

    def full_disk(self) -> contextlib.AbstractContextManager[None]:
        """Disk-full errors below (records or checkpoints) as ``DiskFullError``, whose text
        is the customer's sentence; every other error passes unchanged."""
        return disk_full_as_error(None if self.settings.database_url else self.settings.data_dir)

    def _records(self) -> Engine:
        if self.engine is None:
            raise RuntimeError("Conversations was built without the records engine")
        return self.engine

    def config(self, thread_id: str, client: str | None = None) -> dict[str, Any]:
        """The run config: the thread, and the client's address (verify keys lockouts by it)."""
        configurable: dict[str, Any] = {"thread_id": thread_id}
        if client:
            configurable["client"] = client
        return {"configurable": configurable, "recursion_limit": recursion_limit(self.settings)}

    def check_message(self, text: object) -> str:
        """``text`` as a message the graph may take, or ``InputError`` saying what is wrong.

        Checked before anything is stored: a refused message leaves no trace in the thread.
        """
        if not isinstance(text, str):
            raise InputError(f"The message must be text, not {type(text).__name__}.")
        text = text.strip()
        if not text:
            raise InputError("The message is empty.")
        limit = self.settings.max_message_chars
        if len(text) > limit:
            raise InputError(
                f"The message is too long ({len(text)} characters; the limit is {limit})."
            )
        return text

    def pending(self, thread_id: str) -> dict[str, Any] | None:
        """The interrupt the thread is paused on (``{"type", "question", ...}``), if any."""
        snapshot = self.graph.get_state(self.config(thread_id))
        for task in snapshot.tasks:
            for intr in task.interrupts:
                value = intr.value
                return (
                    value
                    if isinstance(value, dict)
                    else {"type": "question", "question": str(value)}
                )
        return None

    def pending_question(self, thread_id: str) -> str | None:
        """The question the thread is paused on, if any."""
        found = self.pending(thread_id)
        return str(found.get("question", "")) if found else None

    def state(self, thread_id: str) -> dict[str, Any]:
        return dict(self.graph.get_state(self.config(thread_id)).values)

    def messages(self, thread_id: str) -> list[dict[str, str]]:
        """Every user/assistant message of the thread, as the graph stored them."""
        return list(self.state(thread_id).get("messages") or [])

    def send(self, thread_id: str, text: str, client: str | None = None) -> Iterator[Event]:
        """Stream events for one user message; the last event is a ``DoneEvent``.

        A thread paused for verification is resumed with the message. A thread frozen on a
        staff approval is not: only staff resume it, so the customer is told it is waiting.
        ``InputError`` (before anything runs) for a message that is not text, empty or too long.
        """
        text = self.check_message(text)
        waiting = self.pending(thread_id)
        if waiting and waiting.get("type") == "approval":
            yield DoneEvent(
                type="done",
                paused=True,
                pending="approval",
                answer=waiting.get("question", "Your request is waiting for a staff member."),
                verified=self.state(thread_id).get("customer_id") is not None,
                visited=[],
                latency_s=0.0,
            )
            return
        if waiting is not None:
            payload: Any = Command(resume=text)
        else:
            payload = {"messages": [{"role": "user", "content": text}]}
        yield from self._run(thread_id, payload, client)

    def resume(self, thread_id: str, value: Any) -> Iterator[Event]:
        """Resume a paused thread with ``value`` (e.g. staff's approval decision)."""
        if self.pending(thread_id) is None:
            raise ValueError(f"thread {thread_id!r} is not paused")
        yield from self._run(thread_id, Command(resume=value))

    def _run(self, thread_id: str, payload: Any, client: str | None = None) -> Iterator[Event]:
        started = time.perf_counter()
        config = self.config(thread_id, client)
        paused_on: str | None = None
        # durability="exit": one checkpoint per message (at the end or at an interrupt), not one
        # per node; with prune() below, a thread's file share stays one bounded state.
        with self.full_disk():
            for mode, chunk in self.graph.stream(
                payload, config, stream_mode=["custom", "updates"], durability="exit"
            ):
                if mode == "custom":
                    yield chunk
                elif mode == "updates" and "__interrupt__" in chunk:
                    value = chunk["__interrupt__"][0].value
                    paused_on = value.get("question", "") if isinstance(value, dict) else str(value)
            self.prune(thread_id)
            values = self.state(thread_id)
            waiting = self.pending(thread_id) if paused_on is not None else None
        yield DoneEvent(
            type="done",
            paused=paused_on is not None,
            pending=waiting.get("type") if waiting else None,
            answer=paused_on if paused_on is not None else values.get("answer", ""),
            verified=values.get("customer_id") is not None,
            visited=list(values.get("visited") or []),
            latency_s=time.perf_counter() - started,
        )

    def prune(self, thread_id: str) -> None:
        """Drop the thread's older checkpoints: only the latest is ever read (no time travel)."""
        saver = self.graph.checkpointer
        if not isinstance(saver, SqliteSaver):
            if hasattr(saver, "prune"):  # PostgresSaver (DATABASE_URL) prunes itself
                saver.prune([thread_id], strategy="keep_latest")
            return
        latest = "(SELECT max(checkpoint_id) FROM checkpoints WHERE thread_id = ?)"
        with saver.cursor() as cur:
            for table in ("checkpoints", "writes"):  # fixed names, not input
                cur.execute(
                    f"DELETE FROM {table} WHERE thread_id = ? AND checkpoint_id < {latest}",  # noqa: S608
                    (thread_id, thread_id),
                )

    def collect(self, events: Iterator[Event]) -> Turn:
        """Run ``events`` to the end and collect what happened (results only: a ``start``
        event says what began, and its result follows as a ``route`` or ``step``)."""
        turn = Turn()
        for event in events:
            if event["type"] == "route":
                turn.routes += [r for r in event["plan"] if r not in turn.routes]
            elif event["type"] == "step":
                turn.steps.append(event)
                if event.get("tool"):
                    turn.tools.append(event["tool"])
            elif event["type"] == "done":
                turn.answer = event["answer"]
                turn.paused = event["paused"]
                turn.verified = event["verified"]
                turn.latency_s = event["latency_s"]
                turn.routes = list(dict.fromkeys([*turn.routes, *event["visited"]]))
        return turn

    def ask(self, thread_id: str, text: str, client: str | None = None) -> Turn:
        """Run one message to completion and collect what happened."""
        return self.collect(self.send(thread_id, text, client))
