"""The graph over a scripted model, for the tests that drive whole turns (``make_chat``).

Real parts: the Chinook file (``tests.fixtures_db``'s ``engine``), the tools, LangGraph's
SQLite checkpointer and store. Loaded once by ``tests/conftest.py``.
"""

from __future__ import annotations

import pytest

from agents import build_graph
from agents.runner import Conversations, open_checkpointer, open_store
from db.schema import throttle
from llm.testing import ScriptedGenerate
from settings import Settings


@pytest.fixture
def make_chat(engine, tmp_path):
    """``make_chat(replies, **settings)``: Conversations over a scripted model and the fake;
    every fake's script must be consumed by the end of the test."""
    fakes = []
    with engine.begin() as conn:  # verification lockouts persist in the (shared) records file
        conn.execute(throttle.delete())

    def make(replies, **overrides):
        settings = Settings(data_dir=tmp_path, **overrides)
        fake = ScriptedGenerate(list(replies))
        fakes.append(fake)
        graph = build_graph(
            fake,
            engine,
            open_checkpointer(tmp_path / "ck.sqlite"),
            open_store(tmp_path / "ck.sqlite"),
            settings,
            stream=fake.stream,
        )
        return Conversations(graph, settings), fake

    yield make
    for fake in fakes:
        fake.assert_consumed()
