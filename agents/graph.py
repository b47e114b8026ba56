"""Wiring: ``build_graph(generate, engine, checkpointer, store, settings)``.

    guard -> manager -> [verify <-> interrupt] -> specialist(s) -> manager -> finalize
                                        invoice -> [await_approval <-> interrupt] -> finalize

The manager plans specialists in one model call and code walks the plan; it is asked again
only when a specialist failed. ``MAX_TURNS`` caps manager -> specialist dispatches in code;
LangGraph's ``recursion_limit`` stays as a backstop. Every model call is recorded as an
``llm_calls`` row by a thin wrapper around the injected ``generate``/``stream``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

from langgraph.config import get_config
from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore
from sqlalchemy.engine import Engine

import specialists
from agents.approval import make_await_approval
from agents.guard import make_guard
from agents.nodes import make_finalize, make_manager, make_specialist_node
from agents.routing import (
    next_after_guard,
    next_after_manager,
    next_after_specialist,
    next_after_verify,
)
from agents.state import State
from agents.verify import make_verify
from settings import Settings
from support.audit import record_llm_call


def recursion_limit(settings: Settings) -> int:
    """Backstop for node hops: each dispatch is ~3 hops, verification up to 6 more."""
    return 3 * settings.max_turns + 20


def _where() -> tuple[str | None, str]:
    try:
        config = get_config()
    except RuntimeError:
        return None, "?"
    return config.get("configurable", {}).get("thread_id"), config.get("metadata", {}).get(
        "langgraph_node", "?"
    )


def audited(
    generate: Callable[..., dict],
    stream: Callable[..., Iterator[dict[str, Any]]] | None,
    engine: Engine,
) -> tuple[Callable[..., dict], Callable[..., Iterator[dict[str, Any]]] | None]:
    """Wrap the model functions so every call leaves an ``llm_calls`` row."""

    def record(messages: list[dict[str, str]], result: dict[str, Any], latency: float) -> None:
        thread, node = _where()
        error = result.get("error")
        record_llm_call(
            engine,
            thread,
            node,
            result.get("model", ""),
            messages,
            result.get("text", ""),
            result.get("prompt_tokens", 0),
            result.get("completion_tokens", 0),
            result.get("latency_s") or latency,
            f"{error['type']}: {error['message']}" if error else None,
        )

    def audited_generate(
        messages: list[dict[str, str]], max_new_tokens: int = 256, schema: dict | None = None
    ) -> dict:
        started = time.perf_counter()
        result = generate(messages, max_new_tokens, schema)
        record(messages, result, time.perf_counter() - started)
        return result

    if stream is None:
        return audited_generate, None

    def audited_stream(
        messages: list[dict[str, str]], max_new_tokens: int = 256
    ) -> Iterator[dict[str, Any]]:
        started = time.perf_counter()
        for chunk in stream(messages, max_new_tokens):
            if chunk.get("done"):
                record(messages, chunk, time.perf_counter() - started)
            yield chunk

    return audited_generate, audited_stream


def build_graph(
    generate: Callable[..., dict],
    engine: Engine,
    checkpointer: Any = None,
    store: BaseStore | None = None,
    settings: Settings | None = None,
    stream: Callable[..., Iterator[dict[str, Any]]] | None = None,
) -> Any:
    """Compile the support graph. ``stream`` (optional) streams the final answer's tokens."""
    settings = settings or Settings()
    generate, stream = audited(generate, stream, engine)
    graph = StateGraph(State)
    graph.add_node("guard", make_guard(engine, settings))
    graph.add_node("manager", make_manager(generate, engine, settings))
    graph.add_node("verify", make_verify(engine, settings))
    names = specialists.names()  # one node per declared specialist
    for name in names:
        graph.add_node(name, make_specialist_node(name, generate, engine, store, settings))
    graph.add_node("await_approval", make_await_approval(engine, settings))
    graph.add_node("finalize", make_finalize(generate, stream, engine, settings))

    graph.add_edge(START, "guard")
    graph.add_conditional_edges("guard", next_after_guard, ["manager", "verify", "finalize"])
    graph.add_conditional_edges("manager", next_after_manager, ["verify", "finalize", *names])
    graph.add_conditional_edges(
        "verify", next_after_verify, ["invoice", "manager", "verify", "finalize"]
    )
    for name in names:
        graph.add_conditional_edges(name, next_after_specialist, ["await_approval", "manager"])
    graph.add_edge("await_approval", "finalize")
    graph.add_edge("finalize", END)
    return graph.compile(checkpointer=checkpointer, store=store)
