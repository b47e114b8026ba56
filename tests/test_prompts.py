"""Every prompt renders with its named placeholders; mistakes fail loudly."""

from __future__ import annotations

import pytest

import prompts

SAMPLES = {
    "name": "catalog",
    "question": "What AC/DC albums do you have?",
    "role": "the music catalog",
    "customer": "(verified customer #5) ",
    "context": "",
    "tools": '{"name": "list_genres"}',
    "specialists": "- catalog: music",
    "done": "none",
    "facts": "[catalog] list_genres() -> {}",
    "tool": "list_genres",
    "result": "{}",
    "error": "bad id",
    "why": "no match",
    "left": 3,
    "ticket": 42,
    "reason": "web search is not configured",
    "safety": "Safety check: nothing suspicious.",
    "examples": 'Examples:\n"x" -> {"tool": "list_genres"}',
}


@pytest.mark.parametrize("name", prompts.names())
def test_each_prompt_renders(name):
    values = {k: SAMPLES[k] for k in prompts.placeholders(name)}
    text = prompts.render(name, **values)
    assert text
    for value in values.values():
        assert str(value) in text


def test_known_prompts_exist():
    assert {"manager", "specialist", "finalize", "verify_ask", "verify_retry"} <= set(
        prompts.names()
    )


def test_missing_or_unexpected_placeholders_fail():
    with pytest.raises(prompts.PromptError, match="missing"):
        prompts.render("finalize", customer="x")
    with pytest.raises(prompts.PromptError, match="unexpected"):
        prompts.render("verify_ask", extra=1)
    with pytest.raises(prompts.PromptError, match="no prompt"):
        prompts.render("nope")


def test_examples_are_raw_json_lines_naming_real_tools():
    import json

    from tools import registry

    for specialist in ("catalog", "invoice", "help"):
        text = prompts.examples(specialist)
        lines = [line for line in text.splitlines() if " -> " in line]
        assert lines, specialist
        for line in lines:
            step = json.loads(line.split(" -> ", 1)[1])
            tool = registry().get(step["tool"])
            assert tool is not None and tool.specialist == specialist
            tool.args_model.model_validate(step["args"])
    assert prompts.examples("nobody") == ""
