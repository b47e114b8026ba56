"""Integration: the real offline Qwen2.5-Coder-0.5B pack, through the real generate path.

Skipped where the pack is not installed; under CI (CI=true) a missing pack fails instead.
"""

from __future__ import annotations

import re

import pytest

import llm
from agents.prompting import manager_messages
from llm.protocol import ManagerDecision, manager_schema, parse_reply

pytestmark = pytest.mark.pack


def test_offline_pack_routes_an_acdc_question_to_the_catalog(offline_backend):
    llm.set_backend(offline_backend)
    try:
        result = llm.generate(
            manager_messages("What AC/DC albums do you have?"), 60, schema=manager_schema()
        )
    finally:
        llm.set_backend(None)
    assert result["error"] is None, result
    decision = parse_reply(result["text"], ManagerDecision)
    assert isinstance(decision, ManagerDecision), decision
    assert decision.plan == ["catalog"]
    assert offline_backend.info.name == "Qwen2.5-Coder-0.5B-Instruct"


@pytest.fixture(scope="module")
def offline_chat(offline_backend, tmp_path_factory):
    from agents import build_graph
    from agents.runner import Conversations, open_checkpointer
    from db import init_db
    from settings import Settings

    data = tmp_path_factory.mktemp("offline-data")
    settings = Settings(data_dir=data)
    llm.set_backend(offline_backend)
    graph = build_graph(
        llm.generate,
        init_db(settings),
        open_checkpointer(data / "ck.sqlite"),
        None,
        settings,
        stream=llm.generate_stream,
    )
    yield Conversations(graph, settings)
    llm.set_backend(None)


def test_offline_graph_names_both_acdc_albums(offline_chat):
    turn = offline_chat.ask("acdc", "What AC/DC albums do you have?")
    assert turn.routes == ["catalog"] and turn.tools == ["get_albums_by_artist"]
    assert "For Those About To Rock" in turn.answer and "Let There Be Rock" in turn.answer, (
        turn.answer
    )


def test_offline_graph_computes_the_mean(offline_chat):
    turn = offline_chat.ask("mean", "What is the mean of 3, 5 and 10?")
    assert turn.routes == ["data"] and turn.tools == ["summary_stats"]
    assert re.search(r"\b6(\.0+)?\b", turn.answer), turn.answer
