"""Live progress (issue 12): ``start`` events from the graph, and how the chat shows them.

The graph runs on the scripted model, the real Chinook file and the real checkpointer
(``make_chat``); ``chat_view`` is driven with plain events and a hand-moved clock. The real
page is checked in ``tests/test_browser.py::test_each_step_shows_while_it_runs``.
"""

from __future__ import annotations

import threading
import time

import pytest

from agents.events import ANSWER, ROUTE, VERIFY, DoneEvent, Emitter
from chat_view import TurnView, paced
from tests.helpers import call, route, thread

VERIFY_5 = "I'm customer 5, email frantisekw@jetbrains.com"


def without_tokens(events):
    return [
        (e["type"], e.get("kind"), e.get("title"))
        for e in events
        if e["type"] in ("start", "route", "step")
    ]


def test_each_result_follows_its_start(make_chat):
    # "acdc" is not the store's spelling, so the model chooses the step, and "when" asks a
    # fact of the albums, so the model writes the answer: every model call is announced.
    chat, _ = make_chat(
        [route("catalog"), call("get_albums_by_artist", artist="acdc"), "AC/DC: two albums."]
    )
    events = list(chat.send(thread(), "Which albums do you have by acdc, and when were they out?"))
    label = "Catalog · get_albums_by_artist(artist='acdc')"
    assert without_tokens(events) == [
        ("start", ROUTE, "Routing…"),
        ("route", None, None),
        ("start", "catalog", "Catalog · choosing a tool…"),
        ("start", "catalog", label),
        ("step", "catalog", label),
        ("start", ANSWER, "Writing the answer…"),
    ]
    assert events[-1]["type"] == "done"


def test_steps_and_answers_code_makes_announce_no_model_call(make_chat):
    # The step is code's (one tool, its argument pinned) and so is the answer (the albums
    # listed under the tool's caption): no "choosing a tool", no "Writing the answer".
    chat, fake = make_chat([route("catalog")])
    events = list(chat.send(thread(), "What AC/DC albums do you have?"))
    label = "Catalog · get_albums_by_artist(artist='AC/DC')"
    assert without_tokens(events) == [
        ("start", ROUTE, "Routing…"),
        ("route", None, None),
        ("start", "catalog", label),
        ("step", "catalog", label),
    ]
    assert events[-1]["type"] == "done" and events[-1]["answer"].startswith("We have 2 albums")
    assert len(fake.calls) == 1


def test_verification_shows_while_it_checks(make_chat):
    chat, _ = make_chat([route("invoice")])  # the lookup's step and answer are code's
    t = thread()
    assert chat.ask(t, "Show my latest invoice").paused
    shown = without_tokens(chat.send(t, VERIFY_5))
    assert shown[:2] == [
        ("start", VERIFY, "Verifying your details…"),
        ("step", VERIFY, "Verification"),
    ]


def test_a_start_reaches_the_reader_while_the_model_call_runs(make_chat):
    """The point of a start: the reader has it before the call it announces returns."""
    seen = threading.Event()
    in_time: list[bool] = []

    def routing(*_):
        in_time.append(seen.wait(10))  # released by the reader below, or not within 10 s
        return route("finish")

    chat, _ = make_chat([routing])
    for event in chat.send(thread(), "hmm, what do you sell"):
        if event["type"] == "start" and event["kind"] == ROUTE:
            seen.set()
    assert in_time == [True]


def test_collect_keeps_results_only(make_chat):
    chat, _ = make_chat([route("catalog")])  # the step and the answer are code's
    turn = chat.ask(thread(), "What AC/DC albums do you have?")
    assert [s["type"] for s in turn.steps] == ["step"]
    assert turn.tools == ["get_albums_by_artist"] and turn.routes == ["catalog"]


def test_outside_a_stream_a_start_goes_nowhere():
    Emitter().start(ROUTE, "Routing…")  # no run context: dropped, no error


# -- the chat's view of a turn --------------------------------------------------------------


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def done(**fields) -> DoneEvent:
    base = DoneEvent(
        type="done",
        paused=False,
        pending=None,
        answer="AC/DC: two albums.",
        verified=False,
        visited=["catalog"],
        latency_s=1.0,
    )
    return DoneEvent(**{**base, **fields})


def start(kind: str, title: str) -> dict:
    return {"type": "start", "kind": kind, "title": title}


def make_step(title: str, kind: str | None) -> dict:
    return {
        "type": "step",
        "title": title,
        "body": "{}",
        "error": False,
        "tool": None,
        "kind": kind,
    }


def shown(view: TurnView) -> list[tuple]:
    out = []
    for m in view.chat:
        meta = getattr(m, "metadata", None) or {}
        out.append((m.role, meta.get("title"), meta.get("status"), meta.get("duration")))
    return out


def test_a_running_step_counts_its_seconds_and_its_result_takes_its_place():
    clock = Clock()
    view = TurnView([], "albums?", clock=clock)
    view.apply(start(ROUTE, "Routing…"))
    assert shown(view)[-1] == ("assistant", "Reading your question…", "pending", None)
    clock.now += 2.34
    view.tick()
    assert shown(view)[-1] == ("assistant", "Reading your question…", "pending", 2.3)
    assert view.status() == "⏳ 2.3s…"
    clock.now += 1.0
    view.apply({"type": "route", "plan": ["catalog"], "reason": "", "called_model": True})
    plan = "Read your question: looking in the music catalog"
    assert shown(view)[1:] == [("assistant", plan, "done", 3.3)]
    assert view.chat[1].content == "Plan · catalog"  # the plan itself; no reason, nothing missing


def test_a_tool_call_renames_its_running_step_and_keeps_its_clock():
    clock = Clock()
    view = TurnView([], "albums?", clock=clock)
    view.apply(start("catalog", "Catalog · choosing a tool…"))
    assert shown(view)[-1][1] == "Deciding what to look up in the music catalog…"
    clock.now += 2.0
    view.apply(start("catalog", "Catalog · get_albums_by_artist(artist='AC/DC')"))
    assert shown(view)[-1][1] == "Searching the catalog for albums by AC/DC…"
    clock.now += 0.5
    view.apply(make_step("Catalog · get_albums_by_artist(artist='AC/DC')", "catalog"))
    assert shown(view)[1:] == [
        ("assistant", "Searched the catalog for albums by AC/DC", "done", 2.5)
    ]
    # the call itself, for whoever opens the step
    assert "`get_albums_by_artist(artist='AC/DC')`" in view.chat[1].content


def test_a_step_that_ends_without_a_result_is_closed_by_the_next():
    clock = Clock()
    view = TurnView([], "albums?", clock=clock)
    view.apply(start("catalog", "Catalog · choosing a tool…"))  # answered without a tool
    clock.now += 1.0
    view.apply(start(ANSWER, "Writing the answer…"))
    view.apply(make_step("Escalated to a human · ticket #3", None))  # nothing announced it
    assert shown(view)[1:] == [
        ("assistant", "Deciding what to look up in the music catalog", "done", 1.0),
        ("assistant", "Writing the answer…", "pending", None),
        ("assistant", "Escalated to a human · ticket #3", "done", None),
    ]
    clock.now += 2.0
    view.apply({"type": "token", "text": "AC/DC:"})
    view.apply({"type": "token", "text": " two"})
    assert view.chat[-1].content == "AC/DC: two"
    assert shown(view)[2][2] == "pending"  # the answer is still being written
    view.apply(done())
    assert shown(view)[2] == ("assistant", "Writing the answer", "done", 2.0)
    assert view.chat[-1].content == "AC/DC: two albums."  # the final answer replaces the draft
    assert view.status().startswith("⏱ 3.0s · sources: catalog DB")
    assert not view.waits_on_staff


def test_an_answer_written_by_code_ends_what_ran_before_it():
    view = TurnView([], "hi", clock=Clock())
    view.apply(start("catalog", "Catalog · choosing a tool…"))
    view.apply({"type": "token", "text": "Hello!"})
    assert shown(view)[1][2] == "done" and view.chat[-1].content == "Hello!"


def test_the_final_answer_shows_its_rows_as_a_table():
    view = TurnView([], "my invoices", clock=Clock())
    rows = "- Invoice #2 · 2025-02-01 · $1.98 (2 items)\n- Invoice #1 · 2025-01-01 · $0.99 (1 item)"
    view.apply({"type": "token", "text": "You have 2 invoices:\n\n" + rows})
    view.apply(done(answer="You have 2 invoices:\n\n" + rows))
    assert view.chat[-1].content.startswith("You have 2 invoices:\n\n| Invoice | Date |")
    assert "| 1 | 2025-01-01 | $0.99 | 1 |" in view.chat[-1].content


def test_a_missing_key_is_said_in_the_step_where_the_customer_meets_it():
    # the events of a web question on a deployment without TAVILY_API_KEY, as the graph sends them
    view = TurnView([], "news about Metallica?", clock=Clock())
    view.apply(start("search", "Search · web_search()"))
    body = (
        '{"kind": "not_configured", "configured": false, "error": "web search is not configured"}'
    )
    step = {**make_step("Search · web_search()", "search"), "body": body, "error": True}
    view.apply({**step, "tool": "web_search"})
    assert shown(view)[1][1] == "⚠ Web search is not available here"


def test_a_turn_waiting_on_staff_says_so():
    view = TurnView([], "refund 361", clock=Clock())
    view.apply(done(paused=True, pending="approval", answer="A staff member will decide."))
    assert view.waits_on_staff and view.chat[-1].content == "A staff member will decide."
    assert "waiting for a staff member's decision" in view.status()


# -- paced: the handler is handed something at least every tick ------------------------------


def test_paced_hands_empty_batches_while_nothing_happens():
    def slow():
        yield {"type": "start", "kind": ROUTE, "title": "Routing…"}
        time.sleep(0.5)
        yield {"type": "token", "text": "hi"}

    batches = list(paced(slow(), every=0.05))
    assert [e["type"] for b in batches for e in b] == ["start", "token"]
    assert sum(1 for b in batches if not b) >= 3  # the seconds could tick meanwhile


def test_paced_raises_what_the_turn_raised_after_what_came_before():
    def broken():
        yield {"type": "token", "text": "partial"}
        raise RuntimeError("model server gone")

    got = []
    with pytest.raises(RuntimeError, match="model server gone"):
        for batch in paced(broken(), every=0.05):
            got += batch
    assert got == [{"type": "token", "text": "partial"}]
