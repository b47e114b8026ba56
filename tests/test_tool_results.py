"""A failed tool call is one thing everywhere: audited failed, shown failed, told to the model.

The sandbox's own report of a program that did not finish (``ok`` false, ``stopped``) once
read as a success: audited ``ok=1``, shown as a plain step and never fed back, so the model
invented the program's answer. Real parts: the sandbox, the Chinook file, the graph.
"""

from __future__ import annotations

import dataclasses

import pytest

import tools.code
from support.audit import recent
from tests.helpers import call, route, thread
from tools import ToolContext, ToolResult
from tools.result import KINDS
from tools.search import REASONS

LOOP = "while True:\n    pass"


@pytest.fixture
def quick_sandbox(monkeypatch):
    """The sandbox's wall clock cut to one second: the loop below times out fast.

    The CPU limit stays well above it: with both at one second, which fired first depended
    on the machine's load (CI once saw the CPU limit's report, ``limit:``, not ``timeout:``).
    CPU time never runs ahead of the wall clock, so the wall clock now always fires first.
    """
    monkeypatch.setattr(
        tools.code, "LIMITS", dataclasses.replace(tools.code.LIMITS, timeout_s=1.0, cpu_s=30)
    )


def test_a_program_that_times_out_is_audited_failed_shown_failed_and_fed_back(
    make_chat, engine, quick_sandbox
):
    chat, fake = make_chat(
        [
            route("code"),
            call("run_python", code=LOOP),
            call("run_python", code="print(6 * 7)"),
            "It is 42.",
        ]
    )
    t = thread()
    turn = chat.ask(t, "Run a python loop, then compute 6 times 7")
    rows = sorted(recent(engine, "tool_calls", thread_id=t), key=lambda r: r["id"])
    assert [(r["tool_name"], bool(r["ok"])) for r in rows] == [
        ("run_python", False),
        ("run_python", True),
    ]
    assert rows[0]["error"].startswith("timeout: the program did not finish")
    steps = [s for s in turn.steps if s.get("tool") == "run_python"]
    assert [s["error"] for s in steps] == [True, False]
    assert turn.tools == ["run_python", "run_python"]
    retry = fake.calls[2].messages[-1]["content"]  # the third model call: the retried step
    assert "<tool_error" in retry and "did not finish" in retry
    assert turn.answer.startswith("It is 42.")


@pytest.mark.parametrize(
    ("code", "kind", "stopped"),
    [
        ("import os", "refused", "blocked"),
        ("1 / 0", "failed", "error"),
    ],
)
def test_a_program_that_did_not_finish_is_a_failure_of_its_kind(code, kind, stopped):
    result = tools.code.run_python.call({"code": code}, ToolContext())
    assert not result.ok and result.error.kind == kind
    shown = result.as_json()  # what the CLI prints and the step shows: the sandbox's report too
    assert shown["error"].startswith("the program did not finish: ")
    assert shown["ok"] is False and shown["stopped"] == stopped


def test_ok_and_unavailable_follow_the_error_and_kinds_are_one_vocabulary():
    assert ToolResult({"x": 1}).ok and ToolResult({"x": 1}).as_json() == {"x": 1}
    missing = ToolResult.failure("not_configured", "set KEY", kind="not_configured")
    assert not missing.ok and missing.unavailable == "set KEY"
    assert ToolResult.failure("timeout", "slow").unavailable is None
    assert set(tools.code.STOPPED.values()) <= set(KINDS)
    assert set(REASONS.values()) <= set(KINDS)
    with pytest.raises(ValueError, match="unknown failure kind"):
        ToolResult.failure("oops", "x")  # type: ignore[arg-type]
    assert not ToolResult({"found": False}).rows and ToolResult({"found": False}).not_found


def test_when_no_tool_worked_no_number_of_the_models_own_is_told(make_chat, engine):
    # The 0.5B answered "between 2024-01-01 and 2024-12-25?" with "10 days" after its only
    # program failed: a small number passed the check, although nothing had been computed.
    bad = "from datetime import date, timedelta, datetime.now()}}"
    chat, fake = make_chat(
        [
            route("code"),
            call("run_python", code=bad),
            call("run_python", code=bad.replace("now()", "today()")),
            call("run_python", code=bad.replace("date,", "")),
            route(),  # the manager, told the code specialist failed: nothing more to try
            "The number of days between 2024-01-01 and 2024-12-25 is 10 days.",
        ]
    )
    turn = chat.ask(thread(), "How many days are there between 2024-01-01 and 2024-12-25?")
    assert [s["error"] for s in turn.steps if s.get("tool") == "run_python"] == [True] * 3
    assert "10 days" not in turn.answer
    assert turn.answer.startswith("Sorry, I could not work that out this time")
