"""Live progress events, sent through LangGraph's custom stream to the UI.

Each event is a plain dict: ``{"type": "route" | "step" | "token" | "verify", ...}``; a step
of a tool call names the tool in ``"tool"`` (the title is for people, never parsed). Outside
a streaming run (e.g. ``graph.invoke``) the events are dropped.
"""

from __future__ import annotations

from typing import Any

from langgraph.config import get_stream_writer


class Emitter:
    """Writes progress events to the current run's custom stream, if there is one."""

    def __init__(self) -> None:
        try:
            self._write = get_stream_writer()
        except RuntimeError:  # not inside a runnable context
            self._write = None

    def emit(self, event: dict[str, Any]) -> None:
        if self._write is not None:
            self._write(event)

    def route(self, plan: list[str], reason: str, called_model: bool) -> None:
        self.emit({"type": "route", "plan": plan, "reason": reason, "called_model": called_model})

    def step(self, title: str, body: str, error: bool = False, tool: str | None = None) -> None:
        """A step in the trace; ``tool``: the tool it called, if it called one."""
        self.emit({"type": "step", "title": title, "body": body, "error": error, "tool": tool})

    def token(self, text: str) -> None:
        self.emit({"type": "token", "text": text})
