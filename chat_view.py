"""How one chat turn looks in the browser: its steps while they run, the answer, a status line.

``app.make_respond`` feeds the turn's progress events (``agents.events``) to a ``TurnView``
and yields its messages. A step shows up when it *starts* (a ``start`` event: routing, a
specialist choosing and calling a tool, verifying, writing the answer) as a pending message
whose seconds count up, and its result (the ``route`` or ``step`` of the same kind) takes
its place. The seconds count up only if the page is sent something while a model call runs,
so ``paced`` reads the events in a worker thread and hands the handler a batch at least
every ``TICK_S`` seconds, an empty one when nothing happened. Why: on a CPU a model call takes
seconds, and a page that shows nothing but "working…" meanwhile looks stuck.

Each step is titled in the customer's words (``chat_words``: "Looked up your invoices"), with
the call and its result under the step's toggle; the final answer shows its rows as a table
where they have columns (``chat_tables``). Only the page changes: the events, the API's
answer and trail, and the audit keep the agent's own text.
"""

from __future__ import annotations

import contextvars
import queue
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import gradio as gr

import specialists
from agents.events import ANSWER, ROUTE, DoneEvent, Event, RouteEvent, StartEvent, StepEvent
from chat_tables import answer_tables, result_markdown
from chat_words import code_of, done_title, parse_call, plan_title, running_title

TICK_S = 0.5  # how often a running step's seconds are sent to the page


def route_message(event: RouteEvent) -> gr.ChatMessage:
    """The manager's plan: where it will look, and (in the toggle) the plan itself."""
    plan = " → ".join(event["plan"]) or "answer directly"
    reason = event.get("reason") or ""
    return gr.ChatMessage(
        role="assistant",
        content=f"Plan · {plan} — {reason}" if reason else f"Plan · {plan}",
        metadata={"title": plan_title(event["plan"]), "status": "done"},
    )


def step_message(event: StepEvent) -> gr.ChatMessage:
    """A tool call or another step, in the customer's words; in its toggle the call as the
    agent made it and its result (rows as a table where they read back)."""
    title, body = event["title"], event.get("body", "")
    call = parse_call(title)
    if call is not None:
        content = f"`{code_of(*call)}`\n\n{result_markdown(body)}"
    else:
        content = f"```\n{body}\n```" if body else ""
    return gr.ChatMessage(
        role="assistant",
        content=content,
        metadata={"title": done_title(title, bool(event.get("error")), body), "status": "done"},
    )


def status_line(done: DoneEvent, elapsed: float) -> str:
    """The line under the chat once a turn ended: time, data sources, who, what it waits on."""
    sources = (
        ", ".join(specialists.get(v).source for v in dict.fromkeys(done.get("visited") or []))
        or "none"
    )
    who = "verified customer" if done.get("verified") else "not verified"
    waiting = ""
    if done.get("paused"):
        waiting = (
            " · waiting for a staff member's decision"
            if done.get("pending") == "approval"
            else " · waiting for your verification details"
        )
    return f"⏱ {elapsed:.1f}s · sources: {sources} · {who}{waiting}"


@dataclass
class _Running:
    """The step shown as pending: where it is in the chat, what it is, when it began."""

    index: int
    kind: str
    title: str
    started: float


class TurnView:
    """The chat of one turn, kept up to date from its events (``apply``) and the clock
    (``tick``); ``done`` is the turn's last event once it came."""

    def __init__(
        self, chat: list[Any], message: str, clock: Callable[[], float] = time.perf_counter
    ) -> None:
        self.clock = clock
        self.started = clock()
        self.chat: list[Any] = [*chat, gr.ChatMessage(role="user", content=message)]
        self.running: _Running | None = None
        self.answer_at: int | None = None
        self.done: DoneEvent | None = None

    def apply(self, event: Event) -> None:
        if event["type"] == "start":
            self._start(event)
        elif event["type"] == "route":
            self._result(ROUTE, route_message(event))
        elif event["type"] == "step":
            self._result(event.get("kind"), step_message(event))
        elif event["type"] == "token":
            self._token(event["text"])
        elif event["type"] == "done":
            self._done(event)

    def tick(self) -> None:
        """The running step's seconds, brought up to now."""
        if self.running is not None:
            self._show(self.running, "pending")

    def status(self) -> str:
        elapsed = self.clock() - self.started
        return status_line(self.done, elapsed) if self.done else f"⏳ {elapsed:.1f}s…"

    @property
    def waits_on_staff(self) -> bool:
        return self.done is not None and self.done.get("pending") == "approval"

    # -- the pending step ------------------------------------------------------------------

    def _start(self, event: StartEvent) -> None:
        title = running_title(event["kind"], event["title"])
        if self.running is not None and self.running.kind == event["kind"]:
            self.running.title = title  # the same part, better named (its tool call)
        else:
            self._close()
            self.chat = [*self.chat, None]
            self.running = _Running(len(self.chat) - 1, event["kind"], title, self.clock())
        self._show(self.running, "pending")

    def _result(self, kind: str | None, message: gr.ChatMessage) -> None:
        running = self.running
        if running is None or kind != running.kind:  # a result nothing announced
            self.chat = [*self.chat, message]
            return
        message.metadata["duration"] = self._elapsed(running)
        self._put(running.index, message)
        self.running = None

    def _close(self) -> None:
        """The running step ended without a result of its own (e.g. a specialist that
        answered without a tool, or the answer once written)."""
        if self.running is not None:
            self.running.title = self.running.title.removesuffix("…")  # no longer going on
            self._show(self.running, "done")
            self.running = None

    def _show(self, running: _Running, status: str) -> None:
        metadata = {"title": running.title, "status": status}
        if elapsed := self._elapsed(running):  # 0 would show as "0ms"
            metadata["duration"] = elapsed
        self._put(running.index, gr.ChatMessage(role="assistant", content="", metadata=metadata))

    def _elapsed(self, running: _Running) -> float:
        return round(self.clock() - running.started, 1)

    # -- the answer ------------------------------------------------------------------------

    def _token(self, text: str) -> None:
        if self.running is not None and self.running.kind != ANSWER:
            self._close()  # an answer written by code: whatever ran before it is over
        if self.answer_at is None:
            self.chat = [*self.chat, gr.ChatMessage(role="assistant", content="")]
            self.answer_at = len(self.chat) - 1
        self._put(
            self.answer_at,
            gr.ChatMessage(role="assistant", content=self.chat[self.answer_at].content + text),
        )

    def _done(self, event: DoneEvent) -> None:
        self._close()
        self.done = event
        answer = answer_tables(event["answer"])
        if self.answer_at is None or event["paused"]:
            self.chat = [*self.chat, gr.ChatMessage(role="assistant", content=answer)]
        elif self.chat[self.answer_at].content != answer:
            # code may have dropped a sentence the model wrote, and rows read as a table:
            # the final answer replaces the draft
            self._put(self.answer_at, gr.ChatMessage(role="assistant", content=answer))

    def _put(self, index: int, message: gr.ChatMessage) -> None:
        self.chat = [*self.chat[:index], message, *self.chat[index + 1 :]]


_END = object()


def paced(events: Iterator[Event], every: float = TICK_S) -> Iterator[list[Event]]:
    """``events`` in batches: what came since the last batch, at least every ``every``
    seconds (an empty batch when nothing did). An exception from ``events`` is raised here.

    The events are read in a worker thread, so a long model call does not hold the caller;
    a caller that stops early leaves the turn to finish there (a turn stopped halfway
    would leave its thread's checkpoint behind the conversation).
    """
    inbox: queue.Queue[Any] = queue.Queue()

    def read() -> None:
        try:
            for event in events:
                inbox.put(event)
        except BaseException as exc:  # noqa: BLE001 - handed to the reader below
            inbox.put(exc)
        inbox.put(_END)

    context = contextvars.copy_context()  # the caller's context vars, as an inline read had
    threading.Thread(target=context.run, args=(read,), name="turn", daemon=True).start()
    while True:
        batch: list[Event] = []
        try:
            item = inbox.get(timeout=every)
            while True:
                if item is _END:
                    if batch:
                        yield batch
                    return
                if isinstance(item, BaseException):
                    if batch:
                        yield batch
                    raise item
                batch.append(item)
                item = inbox.get_nowait()
        except queue.Empty:
            pass
        yield batch
