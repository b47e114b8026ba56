"""Everything the UI needs, wired from settings: database, checkpointer, store, graph.

``start(settings, generate, stream)`` is the one place that opens the persistent parts, so
the UI (and the eval harness) never import ``db`` or ``tools`` themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from agents.admin import Admin
from agents.graph import build_graph
from agents.runner import Conversations, open_checkpointer, open_store
from db import StorageError, init_db
from settings import Settings

__all__ = ["Runtime", "StorageError", "start"]  # app.py catches StorageError at start-up


@dataclass
class Runtime:
    conversations: Conversations
    admin: Admin


def start(
    settings: Settings,
    generate: Callable[..., dict],
    stream: Callable[..., Iterator[dict[str, Any]]] | None = None,
) -> Runtime:
    """Open the records, catalog and checkpoints (creating them on first start); compile.

    Raises ``db.StorageError`` naming the file (or DATA_DIR) that cannot be used: a damaged
    ``app.sqlite`` or ``checkpoints.sqlite`` stops start-up instead of losing its rows.
    """
    engine = init_db(settings)
    try:
        checkpointer = open_checkpointer(settings.checkpoint_path)
        store = open_store(settings.checkpoint_path)
    except BaseException:
        engine.dispose()
        raise
    graph = build_graph(generate, engine, checkpointer, store, settings, stream=stream)
    conversations = Conversations(graph, settings, engine)
    return Runtime(conversations, Admin(engine, conversations))
