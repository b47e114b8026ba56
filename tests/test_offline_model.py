"""Integration: the real offline Qwen2.5-Coder-0.5B pack, through the real generate path.

Skipped where the pack is not installed; under CI (CI=true) a missing pack fails instead.
"""

from __future__ import annotations

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
