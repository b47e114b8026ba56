"""Specialists are declared once (``specialists.DECLARED``): a new one needs one declaration
plus its tools and examples, and reaches the manager's schema, the decision's check, routing,
the prompts, the tool registry, the graph and the UI's status line from there alone.

The throw-away "lyrics" specialist below is added through the declaration (its tools module
and examples file written to a temporary folder), driven through a whole turn, then removed.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pydantic
import pytest

import specialists
from agents.prompting import manager_messages
from agents.routing import next_after_manager
from llm.protocol import ManagerDecision, manager_schema
from specialists import Specialist
from tests.helpers import call, route, thread
from tools import registry

LYRICS_TOOLS = '''
from tools.base import ToolContext, tool


@tool("lyrics")
def get_lyrics(ctx: ToolContext, song: str) -> dict:
    """The first line of a song's lyrics.

    Args:
        song: The song's title, e.g. "Yesterday".
    """
    return {"found": True, "count": 1, "total": 1, "results": [{"title": song, "line": "la"}]}
'''
LYRICS_EXAMPLES = (
    'Examples:\n"the words of Zq" -> {"tool": "get_lyrics", "args": {"song": "Zq"}, '
    '"then": "answer"}\n'
)


@contextlib.contextmanager
def lyrics_declared(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Specialist]:
    """The lyrics specialist declared (one entry), its tools and examples beside it."""
    (folder / "lyrics_tools.py").write_text(LYRICS_TOOLS)
    (folder / "lyrics.md").write_text(LYRICS_EXAMPLES)
    spec = Specialist(
        "lyrics",
        "song lyrics, a line at a time.",
        ("lyrics_tools",),
        "lyrics",
        str(folder / "lyrics.md"),
    )
    with monkeypatch.context() as m:
        m.syspath_prepend(str(folder))
        m.setattr(specialists, "DECLARED", (*specialists.DECLARED, spec))
        try:
            yield spec
        finally:
            sys.modules.pop("lyrics_tools", None)


def enum() -> list[str]:
    return manager_schema()["properties"]["route"]["items"]["enum"]


def test_a_specialist_declared_once_reaches_everything_then_leaves(
    tmp_path, monkeypatch, make_chat
):
    import app

    with lyrics_declared(tmp_path, monkeypatch):
        assert enum() == [*specialists.names(), "finish"] and "lyrics" in enum()
        assert ManagerDecision.model_validate({"route": ["lyrics"], "reason": "r"}).plan == [
            "lyrics"
        ]
        assert next_after_manager({"plan": ["lyrics"]}) == "lyrics"
        assert "- lyrics: song lyrics, a line at a time." in manager_messages("hi")[0]["content"]
        assert [t.name for t in registry().for_specialist("lyrics")] == ["get_lyrics"]

        chat, fake = make_chat([route("lyrics"), call("get_lyrics", song="Zq"), "It goes: la."])
        turn = chat.ask(thread(), "zq xv")  # no store words: the model's plan stands
        assert "lyrics" in chat.graph.nodes
        assert turn.routes == ["lyrics"] and turn.tools == ["get_lyrics"]
        system = fake.calls[1].messages[0]["content"]  # the lyrics specialist's own prompt
        assert "song lyrics, a line at a time." in system and '"song": "Zq"' in system
        assert fake.calls[1].schema["properties"]["tool"] == {"const": "get_lyrics"}
        assert turn.answer.startswith("It goes: la.")
        assert "sources: lyrics" in app.status_line({"visited": ["lyrics"]}, 0.1)

    assert "lyrics" not in enum() and "lyrics" not in specialists.names()
    with pytest.raises(pydantic.ValidationError, match="unknown route"):
        ManagerDecision.model_validate({"route": ["lyrics"], "reason": "r"})
    with pytest.raises(ValueError, match="unknown specialist"):
        registry().for_specialist("lyrics")
    assert "lyrics" not in manager_messages("hi")[0]["content"]


def test_the_manager_schema_takes_its_limits_from_the_decision_model():
    schema = manager_schema()
    route_field = ManagerDecision.model_fields["route"]
    limits = {type(m).__name__: m for m in route_field.metadata}
    assert schema["properties"]["route"]["minItems"] == limits["MinLen"].min_length
    assert schema["properties"]["route"]["maxItems"] == limits["MaxLen"].max_length
    assert schema["required"] == ["route"] and not schema["additionalProperties"]
    assert enum() == ["catalog", "invoice", "search", "code", "data", "help", "finish"]
