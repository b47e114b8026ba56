"""The JSON protocol: tolerant parsing, typed errors, schemas."""

from __future__ import annotations

import pytest

from llm.protocol import (
    FinalAnswer,
    ManagerDecision,
    ProtocolError,
    ToolCall,
    manager_schema,
    parse_reply,
    step_schema,
)


@pytest.mark.parametrize(
    "text",
    [
        '{"route": ["catalog"], "reason": "music"}',
        'Sure! {"route": ["catalog"], "reason": "music"} Hope that helps {"x": 1}',
        '```json\n{"route": ["catalog"], "reason": "music"}\n```',
        'I think {not json} then {"route": ["catalog"], "reason": "music"}',
    ],
)
def test_tolerant_parser_takes_the_first_valid_object(text):
    decision = parse_reply(text, ManagerDecision)
    assert isinstance(decision, ManagerDecision)
    assert decision.route == ["catalog"] and decision.plan == ["catalog"]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("", "empty"),
        ("   ", "empty"),
        ("I would route this to catalog.", "no_json"),
        ('{"route": ["catalog"], "reason": "unterminated', "invalid_json"),
        ('{"route": ["weather"], "reason": "x"}', "schema"),
        ('{"route": [], "reason": "x"}', "schema"),
        ('{"reason": "music"}', "schema"),
        ('{"route": ["catalog"], "reason": "x", "extra": 1}', "schema"),
    ],
)
def test_unparseable_replies_become_typed_protocol_errors(text, kind):
    error = parse_reply(text, ManagerDecision)
    assert isinstance(error, ProtocolError)
    assert error.kind == kind
    assert error.raw == text
    assert "JSON" in error.feedback()


def test_manager_plan_keeps_order_and_drops_repeats_and_finish():
    decision = ManagerDecision(route=["invoice", "catalog", "invoice", "finish"], reason="both")
    assert decision.route == ["invoice", "catalog"]
    assert ManagerDecision(route=["finish"], reason="hi").plan == []


def test_step_parses_as_tool_call_or_final():
    call = parse_reply(
        '{"tool": "get_albums_by_artist", "args": {"artist": "AC/DC"}}', ToolCall, FinalAnswer
    )
    assert call == ToolCall(tool="get_albums_by_artist", args={"artist": "AC/DC"})
    final = parse_reply('{"final": "Two albums."}', ToolCall, FinalAnswer)
    assert final == FinalAnswer(final="Two albums.")
    bad = parse_reply('{"tool": 3}', ToolCall, FinalAnswer)
    assert (
        isinstance(bad, ProtocolError) and "ToolCall" in bad.detail and "FinalAnswer" in bad.detail
    )


def test_schemas_restrict_routes_and_tools():
    schema = manager_schema(("catalog", "finish"))
    assert schema["properties"]["route"]["items"]["enum"] == ["catalog", "finish"]
    tools = [{"name": "a", "args": {"type": "object"}}, {"name": "b", "args": {"type": "object"}}]
    step = step_schema(tools)
    names = [opt["properties"].get("tool", {}).get("const") for opt in step["anyOf"]]
    assert names == ["a", "b", None]
    assert step_schema(tools, allow_final=False)["anyOf"][-1]["properties"]["tool"]["const"] == "b"


def test_the_manager_writes_a_route_only_but_a_given_reason_is_read():
    from llm.protocol import manager_schema

    assert parse_reply('{"route": ["catalog"]}', ManagerDecision).plan == ["catalog"]
    assert parse_reply('{"route": ["data"], "reason": "stats"}', ManagerDecision).reason == "stats"
    schema = manager_schema()
    assert list(schema["properties"]) == ["route"] and schema["required"] == ["route"]


def test_every_tool_string_and_array_is_bounded_in_the_step_grammar():
    from llm.protocol import ARG_ITEMS_MAX, ARG_STRING_MAX, bounded, step_schema
    from tools import registry

    def unbounded(node, path="") -> list[str]:
        found = []
        if isinstance(node, dict):
            kinds = node.get("type") if isinstance(node.get("type"), list) else [node.get("type")]
            if "string" in kinds and not ({"maxLength", "enum", "const"} & set(node)):
                found.append(path)
            if "array" in kinds and "maxItems" not in node:
                found.append(path)
            for key, value in node.items():
                found += unbounded(value, f"{path}/{key}")
        elif isinstance(node, list):
            for i, value in enumerate(node):
                found += unbounded(value, f"{path}/{i}")
        return found

    schema = step_schema([t.describe() for t in registry()])
    assert unbounded(schema) == []
    raw = [t.describe()["args"] for t in registry()]
    assert unbounded(raw), "the tools declare unbounded strings: this test must see them bounded"
    assert bounded({"type": "string", "maxLength": 5}) == {"type": "string", "maxLength": 5}
    assert bounded({"type": "array", "items": {"type": "string"}}) == {
        "type": "array",
        "items": {"type": "string", "maxLength": ARG_STRING_MAX},
        "maxItems": ARG_ITEMS_MAX,
    }
