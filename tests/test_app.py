"""End to end: the real Gradio server (in this process) driven by gradio_client.

The graph runs on the scripted fake, the real Chinook file and the real checkpointer.
"""

from __future__ import annotations

import pytest
from gradio_client.exceptions import AppError

from tests.adversarial.conftest import new_conversation


def test_chat_api_answers_through_the_graph(served):
    client, fake, _ = served
    # The step is code's ("AC/DC" pins the one tool's only argument); "when" asks a fact of
    # the albums, so the model writes the answer from the tool's result.
    fake.add(
        {"route": ["catalog"], "reason": "music"},
        "AC/DC: For Those About To Rock We Salute You; Let There Be Rock.",
    )
    answer = client.predict(
        "What AC/DC albums do you have, and when were they released?",
        new_conversation(client),
        api_name="/chat",
    )
    assert answer == "AC/DC: For Those About To Rock We Salute You; Let There Be Rock."
    assert (
        "Let There Be Rock" in fake.calls[-1].messages[-1]["content"]
    )  # finalize saw the tool result


def test_chat_api_verification_pause_and_resume(served):
    client, fake, _ = served
    # the route only: the lookup's step and the answer (the picked invoice) are code's
    fake.add({"route": ["invoice"], "reason": "account"})
    token = new_conversation(client)
    question = client.predict("Show my latest invoice", token, api_name="/chat")
    assert "verify" in question
    answer = client.predict("customer 5, frantisekw@jetbrains.com", token, api_name="/chat")
    assert answer == "Your latest invoice:\n\n- Invoice #361 · 2025-05-06 · $8.91 (9 items)"


def test_chat_api_rejects_an_empty_message(served):
    client, _, _ = served
    with pytest.raises(AppError, match="empty"):
        client.predict("   ", new_conversation(client), api_name="/chat")


def test_only_the_chat_endpoints_are_public(served):
    client, _, _ = served
    info = client.view_api(print_info=False, return_format="dict")
    assert sorted(info["named_endpoints"]) == [
        "/chat",
        "/chat_trace",
        "/end_conversation",
        "/new_conversation",
    ]


def test_chat_trace_returns_the_tool_steps(served):
    client, fake, _ = served
    fake.add(
        {"route": ["data"], "reason": "stats"},
        {"tool": "summary_stats", "args": {"numbers": [3, 5, 10]}, "then": "answer"},
        "The mean is 6.",
    )
    trace = client.predict("mean of 3, 5 and 10?", new_conversation(client), api_name="/chat_trace")
    assert trace["answer"] == "The mean is 6." and trace["routes"] == ["data"]
    assert trace["steps"][0]["title"] == "Data · summary_stats(numbers=[3, 5, 10])"
    assert '"mean": 6' in trace["steps"][0]["body"]


def test_the_queue_idles_without_a_busy_poll(served):
    """Gradio's queue looked for work every 1 ms (~6 % of a core on an idle server); app.Blocks
    slows that down. Fails if the values are not applied, or if Gradio stops reading them
    (an upgrade that renames them would leave the idle cost silently back)."""
    import inspect

    import app

    _, _, demo = served
    queue = demo._queue
    assert queue.sleep_when_free == app.QUEUE_IDLE_POLL_S >= 0.05
    assert queue.progress_update_sleep_when_free == app.PROGRESS_IDLE_POLL_S
    # the loop is queue_guard's (an iteration per _iterate), Gradio's progress loop its own
    assert "self.sleep_when_free" in inspect.getsource(type(queue)._iterate)
    assert "self.progress_update_sleep_when_free" in inspect.getsource(
        type(queue).start_progress_updates
    )


def test_the_staff_decision_timer_starts_inactive(served):
    """No page polls for staff's decision until one of its turns waits on staff."""
    import httpx

    client, _, _ = served
    config = httpx.get(client.src.rstrip("/") + "/config", timeout=10).json()
    timers = [c for c in config["components"] if c.get("type") == "timer"]
    assert timers and all(t["props"]["active"] is False for t in timers)
