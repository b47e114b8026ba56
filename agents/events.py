"""Live progress events, sent through LangGraph's custom stream to the UI.

Each event is a plain dict of one of the types below (``TypedDict``s, so every reader keeps
``event["type"]`` and the dict stays what LangGraph streams and checkpoints handle). A step
of a tool call names the tool in ``"tool"`` (the title is for people, never parsed). Outside
a streaming run (e.g. ``graph.invoke``) the events are dropped.

A ``start`` event says a slow part of the turn has begun (a model call, a verification
lookup), so the UI can show it while it runs instead of only once it is over; ``kind`` names
the part (``"route"``, ``"verify"``, a specialist's name, ``"answer"``), and the ``route`` or
``step`` event of the same kind that follows is its result. A second ``start`` of the same
kind renames the running part (a specialist that chose its tool). Readers that only want
results (``Conversations.collect``, the eval) ignore ``start`` events.
"""

from __future__ import annotations

from typing import Literal, TypedDict

from langgraph.config import get_stream_writer

ROUTE, VERIFY, ANSWER = "route", "verify", "answer"  # start kinds besides specialists' names


class StartEvent(TypedDict):
    type: Literal["start"]
    kind: str
    title: str


class RouteEvent(TypedDict):
    type: Literal["route"]
    plan: list[str]
    reason: str
    called_model: bool


class StepEvent(TypedDict):
    type: Literal["step"]
    title: str
    body: str
    error: bool
    tool: str | None
    kind: str | None  # the start it completes, if one announced it


class TokenEvent(TypedDict):
    type: Literal["token"]
    text: str


class DoneEvent(TypedDict):
    """The last event of a message (``agents.runner``): the answer or the pause."""

    type: Literal["done"]
    paused: bool
    pending: str | None  # what a paused thread waits on: "verify", "approval"
    answer: str
    verified: bool
    visited: list[str]
    latency_s: float


Event = StartEvent | RouteEvent | StepEvent | TokenEvent | DoneEvent


class Emitter:
    """Writes progress events to the current run's custom stream, if there is one."""

    def __init__(self) -> None:
        try:
            self._write = get_stream_writer()
        except RuntimeError:  # not inside a runnable context
            self._write = None

    def emit(self, event: Event) -> None:
        if self._write is not None:
            self._write(event)

    def start(self, kind: str, title: str) -> None:
        """A slow part of the turn begins; its ``route``/``step`` of ``kind`` ends it."""
        self.emit(StartEvent(type="start", kind=kind, title=title))

    def route(self, plan: list[str], reason: str, called_model: bool) -> None:
        self.emit(RouteEvent(type="route", plan=plan, reason=reason, called_model=called_model))

    def step(
        self,
        title: str,
        body: str,
        error: bool = False,
        tool: str | None = None,
        kind: str | None = None,
    ) -> None:
        """A step in the trace; ``tool``: the tool it called, if it called one; ``kind``: the
        ``start`` it completes, if one was emitted."""
        self.emit(StepEvent(type="step", title=title, body=body, error=error, tool=tool, kind=kind))

    def token(self, text: str) -> None:
        self.emit(TokenEvent(type="token", text=text))
