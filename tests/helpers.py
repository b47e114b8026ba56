"""Plain helpers shared by the tests (no fixtures): threads raced together, counts, scripts.

Fixtures live in ``tests/fixtures_db.py`` and ``tests/fixtures_graph.py``, both loaded once
by ``tests/conftest.py``; these are ordinary functions to import.
"""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Engine


def race(n: int, fn: Callable[[int], Any]) -> list[Any]:
    """Run ``fn(i)`` in ``n`` threads released together; their results (or exceptions)."""
    barrier = threading.Barrier(n)
    results: list[Any] = [None] * n

    def run(i: int) -> None:
        barrier.wait()
        try:
            results[i] = fn(i)
        except Exception as exc:  # surfaced by the caller's asserts
            results[i] = exc

    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return results


def count(engine: Engine, sql: str, **params: Any) -> Any:
    """The single value ``sql`` selects (bound ``params``)."""
    with engine.connect() as conn:
        return conn.execute(text(sql), params).scalar_one()


def thread() -> str:
    """A new conversation thread id."""
    return uuid.uuid4().hex


def route(*names: str, reason: str = "r") -> dict[str, Any]:
    """A scripted manager decision."""
    return {"route": list(names), "reason": reason}


def call(tool: str, then: str = "answer", **args: Any) -> dict[str, Any]:
    """A scripted specialist step calling ``tool``."""
    return {"tool": tool, "args": args, "then": then}


def string_tool(name: str, arg: str, max_length: int, description: str | None = None) -> dict:
    """A tool as ``llm.protocol.step_schema`` takes it, with one required string argument
    ``arg`` of at most ``max_length`` characters (a bound keeps a small model's argument
    short); the description, when given, is what a prompt shows of it."""
    spec: dict[str, Any] = {"name": name}
    if description is not None:
        spec["description"] = description
    spec["args"] = {
        "type": "object",
        "properties": {arg: {"type": "string", "maxLength": max_length}},
        "required": [arg],
        "additionalProperties": False,
    }
    return spec


def plan_of(names: Any, message: str) -> list[str]:
    """The specialists code's evidence alone plans for ``message`` (``agents.intent.vet`` of
    an empty plan), the store's names found by ``names`` (``tools.names.catalog_names``)."""
    from agents.intent import evidence, vet

    mentions = names.find(message)
    ev = evidence(message, [m.start for m in mentions], names=[m.name for m in mentions])
    return vet([], ev)


def offered(specialist: str, message: str, mentions: Any = ()) -> list[str]:
    """The tools ``agents.narrow`` offers ``specialist`` for ``message``."""
    from agents.narrow import narrow
    from tools import registry

    tools = [t.describe() for t in registry().for_specialist(specialist)]
    return [t["name"] for t in narrow(specialist, message, tools, mentions)]


def found(names: Any, message: str, *kinds: str) -> list[str]:
    """The store's names of ``kinds`` that ``names`` (a ``CatalogNames``) finds in ``message``."""
    return [m.name for m in names.find(message) if m.kind in kinds]
