"""Wiring: ``build_graph(generate, engine, checkpointer, store, settings)``.

    guard -> manager -> [verify <-> interrupt] -> specialist(s) -> manager -> finalize

The manager plans specialists in one model call and code walks the plan; it is asked again
only when a specialist failed. ``MAX_TURNS`` caps manager -> specialist dispatches in code;
LangGraph's ``recursion_limit`` stays as a backstop.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.store.base import BaseStore
from sqlalchemy.engine import Engine

from agents.nodes import guard, make_finalize, make_manager, make_specialist_node, make_verify
from agents.routing import SPECIALIST_NODES, next_after_manager, next_after_verify
from agents.state import State
from settings import Settings


def recursion_limit(settings: Settings) -> int:
    """Backstop for node hops: each dispatch is ~3 hops, verification up to 6 more."""
    return 3 * settings.max_turns + 20


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
    graph = StateGraph(State)
    graph.add_node("guard", guard)
    graph.add_node("manager", make_manager(generate, settings))
    graph.add_node("verify", make_verify(engine))
    for name in SPECIALIST_NODES:
        graph.add_node(name, make_specialist_node(name, generate, engine, store, settings))
    graph.add_node("finalize", make_finalize(generate, stream))

    graph.add_edge(START, "guard")
    graph.add_edge("guard", "manager")
    graph.add_conditional_edges(
        "manager", next_after_manager, ["verify", "finalize", *SPECIALIST_NODES]
    )
    graph.add_conditional_edges("verify", next_after_verify, ["invoice", "manager", "verify"])
    for name in SPECIALIST_NODES:
        graph.add_edge(name, "manager")
    graph.add_edge("finalize", END)
    return graph.compile(checkpointer=checkpointer, store=store)
