"""tools.base: schemas derived from signatures, injected params, and error results."""

from __future__ import annotations

import logging

import pytest

from tools import catalog, invoice
from tools.base import Tool, ToolContext, ToolInputError, tool
from tools.result import ToolResult


@tool("catalog")
def _echo(ctx: ToolContext, word: str, times: int = 1) -> dict:
    """Repeat a word.

    Args:
        word: The word to repeat.
        times: How many times,
            at least one.
    """
    if times < 1:
        raise ToolInputError("times must be at least 1")
    if word == "boom":
        raise RuntimeError("kaboom")
    if word == "list":
        return ["not", "a", "dict"]  # type: ignore[return-value]
    return {"echo": " ".join([word] * times)}


@tool("invoice")
def _whoami(ctx: ToolContext, customer_id: int) -> dict:
    """The injected customer id."""
    return {"customer_id": customer_id}


def test_schema_from_signature_and_docstring():
    assert isinstance(_echo, Tool)
    assert _echo.description == "Repeat a word."
    assert _echo.args_schema == {
        "additionalProperties": False,
        "properties": {
            "word": {"description": "The word to repeat.", "type": "string"},
            "times": {
                "default": 1,
                "description": "How many times, at least one.",
                "type": "integer",
            },
        },
        "required": ["word"],
        "type": "object",
    }


def test_real_tool_schema():
    assert catalog.get_albums_by_artist.describe() == {
        "name": "get_albums_by_artist",
        "description": 'Albums by an artist. Matching ignores case, accents and punctuation ("acdc" finds AC/DC).',
        "args": {
            "additionalProperties": False,
            "properties": {
                "artist": {
                    "description": 'The artist or band name, e.g. "AC/DC".',
                    "type": "string",
                }
            },
            "required": ["artist"],
            "type": "object",
        },
    }


def test_injected_params_absent_from_schema():
    for t in (_whoami, invoice.get_invoice_line_items, invoice.get_customer_profile):
        props = t.args_schema.get("properties", {})
        assert "customer_id" not in props and "ctx" not in props
        assert t.needs_customer is True
    assert list(invoice.get_invoice_line_items.args_schema["properties"]) == ["invoice_id"]
    assert catalog.list_genres.args_schema["properties"] == {}


def test_customer_id_comes_from_context_only():
    ctx = ToolContext(customer_id=7)
    assert _whoami.call({"customer_id": 1}, ctx) == ToolResult({"customer_id": 7})


def test_customer_tool_without_verified_customer():
    assert _whoami.call({}, ToolContext()) == ToolResult.failure(
        "refused", "_whoami needs a verified customer; none is verified yet"
    )


@pytest.mark.parametrize(
    ("args", "error"),
    [
        ({}, "invalid arguments for _echo: word: Field required"),
        (
            {"word": "hi", "times": "many"},
            "invalid arguments for _echo: times: Input should be a valid integer",
        ),
        (
            {"word": "hi", "loud": True},
            "invalid arguments for _echo: loud: Extra inputs are not permitted",
        ),
        ({"word": 5}, "invalid arguments for _echo: word: Input should be a valid string"),
    ],
)
def test_invalid_args_become_error_results(args, error):
    result = _echo.call(args, ToolContext())
    assert result.error.kind == "bad_input" and result.error.message.startswith(error)
    assert set(result.as_json()) == {"error"}


def test_non_object_args():
    assert _echo.call(["hi"], ToolContext()) == ToolResult.failure(  # type: ignore[arg-type]
        "bad_input", "_echo: arguments must be a JSON object, got list"
    )


def test_tool_input_error_and_crash_and_bad_return(caplog):
    ctx = ToolContext()
    assert _echo.call({"word": "hi", "times": 2}, ctx) == ToolResult({"echo": "hi hi"})
    failed = _echo.call({"word": "hi", "times": 0}, ctx)
    assert failed == ToolResult.failure("bad_input", "times must be at least 1")
    assert failed.as_json() == {"error": "times must be at least 1"}  # what the CLI prints
    with caplog.at_level(logging.ERROR, logger="tools.base"):
        crashed = _echo.call({"word": "boom"}, ctx)
    assert crashed == ToolResult.failure("internal", "_echo failed: RuntimeError: kaboom")
    assert any("tool _echo failed" in r.getMessage() for r in caplog.records)
    assert _echo.call({"word": "list"}, ctx) == ToolResult.failure(
        "internal", "_echo returned list, not an object"
    )


def test_declaration_mistakes_are_caught():
    with pytest.raises(ValueError, match="unknown specialist"):
        tool("billing")
    with pytest.raises(TypeError, match="first parameter must be 'ctx"):

        @tool("catalog")
        def no_ctx(word: str) -> dict:
            """Doc."""
            return {}

    with pytest.raises(TypeError, match="needs a type hint"):

        @tool("catalog")
        def untyped(ctx: ToolContext, word) -> dict:  # noqa: ANN001
            """Doc."""
            return {}

    with pytest.raises(TypeError, match="needs a docstring"):

        @tool("catalog")
        def undocumented(ctx: ToolContext) -> dict:
            return {}


def test_every_catalog_and_invoice_tool_has_arg_docs():
    for module in (catalog, invoice):
        for t in vars(module).values():
            if isinstance(t, Tool):
                assert t.description and len(t.description) < 200, t.name
                for name, prop in t.args_schema.get("properties", {}).items():
                    assert prop.get("description"), (t.name, name)
