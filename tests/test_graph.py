"""The agent graph with the scripted fake: exact routes, tool calls and model-call counts.

Real parts: the Chinook SQLite file, the tools, LangGraph's SQLite checkpointer and store.
"""

from __future__ import annotations

import json

import prompts
from agents import build_graph
from agents.runner import Conversations, open_checkpointer
from llm.testing import ScriptedGenerate
from settings import Settings
from tests.helpers import call, route, thread

VERIFY_5 = "I'm customer 5, email frantisekw@jetbrains.com"
ACDC = "AC/DC has 2 albums: For Those About To Rock We Salute You and Let There Be Rock."
# The answer code writes for AC/DC's albums: the tool's caption over the rows (agents.render)
ACDC_LISTED = (
    "We have 2 albums by AC/DC:\n\n- For Those About To Rock We Salute You\n- Let There Be Rock"
)
LATEST_361 = "Your latest invoice:\n\n- Invoice #361 · 2025-05-06 · $8.91 (9 items)"
INVOICES_5 = "You have 7 invoices, newest first:\n\n- Invoice #361 · 2025-05-06 · $8.91 (9 items)"


def invoice_turn() -> list:
    """The scripted replies of one invoice question that asks to see the invoices: the route
    only. The lookup takes no arguments (code makes the step) and code writes the answer
    (the tool's caption over the rows)."""
    return [route("invoice")]


def test_one_specialist_list_question_takes_one_model_call(make_chat):
    chat, fake = make_chat([route("catalog")])
    turn = chat.ask(thread(), "What AC/DC albums do you have?")
    assert turn.routes == ["catalog"]
    assert turn.tools == ["get_albums_by_artist"]
    assert turn.answer == ACDC_LISTED and not turn.paused
    (manager,) = fake.calls  # no step call, no finalize call
    assert manager.schema["properties"]["route"]["items"]["enum"][0] == "catalog"
    # "AC/DC" is an artist of the store and "albums" was asked: code narrowed the step to
    # the one tool that answers, with the store's spelling of the name (agents.narrow); that
    # leaves the model no choice, so code made the step (agents.specialist.code_step), and
    # the rows are what was asked to see, so code wrote the answer (agents.render.written).
    assert turn.steps[0]["title"] == "Catalog · get_albums_by_artist(artist='AC/DC')"


def test_one_specialist_question_about_a_fact_takes_two_model_calls(make_chat):
    # "when" asks a fact about the rows, not to see them: the model writes the answer.
    chat, fake = make_chat([route("catalog"), ACDC])
    turn = chat.ask(thread(), "What AC/DC albums do you have, and when were they released?")
    assert turn.routes == ["catalog"] and turn.tools == ["get_albums_by_artist"]
    assert turn.answer == ACDC and not turn.paused  # it names the rows: no list added
    manager, final = fake.calls  # the step was made by code, as above
    assert manager.schema["properties"]["route"]["items"]["enum"][0] == "catalog"
    assert final.stream and "Let There Be Rock" in final.messages[-1]["content"]
    assert turn.steps[0]["title"] == "Catalog · get_albums_by_artist(artist='AC/DC')"


def test_mixed_question_visits_both_specialists_after_verification(make_chat):
    chat, fake = make_chat(
        [
            route("invoice", "catalog"),
            # both steps are made by code: the invoice lookup takes no arguments, and "U2"
            # pins the one albums tool's only argument
            "Your latest invoice is #361 and U2 has albums.",
        ]
    )
    t = thread()
    first = chat.ask(t, "My latest invoice, and albums by U2?")
    assert first.paused and "verify" in first.answer and len(fake.calls) == 1
    second = chat.ask(t, VERIFY_5)
    assert second.verified and not second.paused
    assert chat.state(t)["visited"] == ["invoice", "catalog"]
    invoices = chat.state(t)["results"][0].calls[0].result
    assert invoices.rows[0]["invoice_id"] == 361  # customer 5's newest invoice
    assert second.tools == ["get_invoices_by_customer_sorted_by_date", "get_albums_by_artist"]
    assert len(fake.calls) == 2  # manager, finalize (two lookups: the model writes)
    assert second.answer.startswith("Your latest invoice is #361 and U2 has albums.")


def test_max_turns_stops_the_manager_from_calling_the_model(make_chat):
    chat, fake = make_chat([route("catalog", "data"), "There are 25 genres."], max_turns=1)
    turn = chat.ask(thread(), "List genres and the mean of 3, 5 and 8")
    assert turn.routes == ["catalog", "data"]  # planned
    assert turn.tools == ["list_genres"]  # a step code made (the tool takes no arguments)
    assert len(fake.calls) == 2  # no second manager call, data never ran
    # the note about the cut plan is for the model to say: finalize is still a model call
    assert [c.stream for c in fake.calls] == [False, True]


def test_max_turns_state_records_only_the_visited_specialist(make_chat):
    chat, _ = make_chat([route("catalog", "data"), "ok"], max_turns=1)
    t = thread()
    chat.ask(t, "genres and stats")
    state = chat.state(t)
    assert state["visited"] == ["catalog"] and state["turn_count"] == 1
    assert any("maximum number of steps" in n for n in state["notes"])


def test_unparseable_manager_reply_goes_straight_to_finalize(make_chat):
    chat, fake = make_chat(["I think catalog?", "Sorry, could you rephrase?"])
    turn = chat.ask(thread(), "hmm")
    assert turn.routes == [] and turn.tools == []
    assert turn.answer.startswith("Sorry, could you rephrase?")
    assert "A human colleague has been notified: ticket #" in turn.answer  # low confidence
    assert len(fake.calls) == 2


def test_unparseable_specialist_reply_is_fed_back_then_retried(make_chat):
    # "acdc" is not the store's spelling: no tool is narrowed or pinned, the model chooses
    chat, fake = make_chat(
        [route("catalog"), "albums please", call("get_albums_by_artist", artist="acdc")]
    )
    turn = chat.ask(thread(), "Which albums do you have by acdc?")
    assert turn.tools == ["get_albums_by_artist"]
    assert "not valid protocol JSON" in fake.calls[2].messages[-1]["content"]
    assert turn.answer == ACDC_LISTED  # the tool's match, written by code: no finalize call
    assert len(fake.calls) == 3


def test_tool_error_is_retried_then_given_up_and_replanned(make_chat):
    bad = call("get_track_details", track_id="not-a-number")
    worse = call("get_track_details", track_id="still-not-a-number")
    chat, fake = make_chat(
        [route("catalog"), bad, worse, route("finish"), "I could not look that up."], tool_retries=1
    )
    t = thread()
    turn = chat.ask(t, "Details of track abc?")
    assert turn.tools == ["get_track_details", "get_track_details"]
    assert "invalid arguments" in fake.calls[2].messages[-1]["content"]
    record = chat.state(t)["results"][0]
    assert record.failed and "kept failing" in record.failure.message
    assert "failed" in fake.calls[3].messages[0]["content"]  # the re-plan sees the failure
    assert turn.answer.startswith("I could not look that up.")
    assert "ticket #" in turn.answer  # repeated tool failures escalate
    assert len(fake.calls) == 5


def test_lookup_feeds_the_next_call_when_the_model_continues(make_chat):
    chat, fake = make_chat(
        [
            route("catalog"),
            call("check_for_songs", then="continue", song_title="Balls to the Wall"),
            call("get_track_details", track_id=2),
            "Balls to the Wall costs $0.99.",
        ]
    )
    # The number in the message lets get_track_details be offered from the first step, so
    # the model has a choice to make (a pinned title alone: code makes the check itself).
    # ("the 1983 song" offers none: a number before what it counts is no id, agents.ground)
    turn = chat.ask(thread(), "How much is Balls to the Wall, track 2 I think?")
    assert turn.tools == ["check_for_songs", "get_track_details"]
    assert "Result of check_for_songs" in fake.calls[2].messages[-1]["content"]
    assert turn.answer.startswith("Balls to the Wall costs $0.99.")
    assert len(fake.calls) == 4


def test_verification_interrupt_resume_then_invoice_answer(make_chat):
    chat, fake = make_chat(invoice_turn())
    t = thread()
    ask = chat.ask(t, "Show my latest invoice")
    assert ask.paused and chat.pending_question(t) == ask.answer
    done = chat.ask(t, VERIFY_5)
    assert done.verified and done.tools == ["get_invoices_by_customer_sorted_by_date"]
    assert chat.state(t)["customer_id"] == 5
    assert done.answer == LATEST_361  # customer 5's newest, picked and written by code
    assert len(fake.calls) == 1  # the manager's, before the pause


def test_one_identifier_is_not_enough(make_chat):
    chat, _ = make_chat([route("invoice")])
    t = thread()
    chat.ask(t, "my invoices")
    again = chat.ask(t, "customer id 5")
    # One kind is remembered and one more asked for, decided without a lookup: the words say
    # nothing about whether customer 5 exists (no oracle).
    assert again.paused and "one more" in again.answer
    assert chat.state(t).get("customer_id") is None


def test_failed_attempts_are_limited_and_invoice_tools_never_run(make_chat):
    # The lock is said by code (prompts/verify_locked.md): with nothing looked up, a small
    # model asked to answer from the note alone invented "a command to show your invoices".
    chat, fake = make_chat([route("invoice")])
    t = thread()
    first = chat.ask(t, "Show my invoices")
    assert first.paused
    for attempt in range(5):
        turn = chat.ask(t, "customer 5, email wrong@example.com")
        assert turn.paused == (attempt < 4), attempt
    assert turn.answer == prompts.render("verify_locked") and "locked" in turn.answer
    state = chat.state(t)
    assert state["verify_failures"] == 5 and state.get("customer_id") is None
    assert turn.tools == [] and "invoice" not in state["visited"]
    assert any("locked" in n for n in state["notes"])
    assert len(fake.calls) == 1  # the manager's; no finalize call


INLINE_5 = "My customer id is 5 and my email is frantisekw@jetbrains.com. What's my latest invoice?"


def test_identifiers_in_the_question_verify_without_asking(make_chat):
    chat, fake = make_chat(invoice_turn())
    t = thread()
    turn = chat.ask(t, INLINE_5)
    assert not turn.paused and turn.verified and chat.state(t)["customer_id"] == 5
    assert turn.tools == ["get_invoices_by_customer_sorted_by_date"]
    assert turn.answer == LATEST_361 and len(fake.calls) == 1
    assert chat.state(t).get("verify_failures", 0) == 0


def test_wrong_identifiers_in_the_question_count_as_an_attempt_then_ask(make_chat):
    chat, _ = make_chat(invoice_turn())
    t = thread()
    turn = chat.ask(t, "customer 5, email wrong@example.com: my latest invoice?")
    assert turn.paused and turn.answer.startswith("Sorry, I could not verify you")
    assert chat.state(t)["verify_failures"] == 1 and chat.state(t).get("customer_id") is None
    assert chat.ask(t, VERIFY_5).verified


def test_inline_attempts_do_not_bypass_the_lockout(make_chat):
    chat, fake = make_chat([route("invoice")])  # the lock is said by code, no finalize call
    t = thread()
    turn = chat.ask(t, "customer 5, email wrong@example.com: my invoices")
    for _ in range(4):
        turn = chat.ask(t, "customer 5, email wrong@example.com")
    assert not turn.paused and chat.state(t)["verify_failures"] == 5
    assert "locked" in turn.answer
    assert chat.state(t).get("customer_id") is None and turn.tools == []


def test_customer_id_from_model_text_is_ignored(make_chat):
    # "What have I bought?" names no one lookup: the model chooses the step, and writes a
    # customer id into it.
    chat, fake = make_chat(
        [
            route("invoice"),
            {
                "tool": "get_invoices_by_customer_sorted_by_date",
                "args": {"customer_id": 1},
                "then": "answer",
            },
        ]
    )
    t = thread()
    chat.ask(t, "What have I bought from you?")
    turn = chat.ask(t, VERIFY_5)
    assert fake.calls[1].schema is not None  # the step was the model's
    assert "verified customer #5" in fake.calls[1].messages[0]["content"]
    result = chat.state(t)["results"][0].calls[0].result
    assert result.rows[0]["invoice_id"] == 361  # customer 5's, not customer 1's
    assert turn.answer.startswith(INVOICES_5)


def test_new_message_instead_of_identifiers_is_answered(make_chat):
    chat, fake = make_chat(
        # list_genres takes no arguments: code makes the step; the model still writes the
        # answer, as there is a note to tell (the customer did not verify)
        [route("invoice"), route("catalog"), "We have 25 genres."]
    )
    t = thread()
    chat.ask(t, "my invoices")
    turn = chat.ask(t, "never mind, what genres do you have?")
    assert not turn.paused and turn.tools == ["list_genres"]
    assert turn.answer.startswith("We have 25 genres.\n\n- Alternative (40 tracks)")
    assert "did not verify" in fake.calls[-1].messages[-1]["content"]
    latest = fake.calls[1].messages[-1]["content"]  # the new question, quoted as data
    assert "never mind, what genres do you have?" in latest and "<customer_message" in latest


def test_threads_do_not_share_verification(make_chat):
    chat, _ = make_chat([*invoice_turn(), route("invoice")])
    a, b = thread(), thread()
    chat.ask(a, "my invoices")
    assert chat.ask(a, VERIFY_5).verified
    other = chat.ask(b, "my invoices")
    assert other.paused and chat.state(b).get("customer_id") is None


def test_restart_continues_a_paused_conversation(engine, tmp_path):
    settings = Settings(data_dir=tmp_path)
    t = thread()
    first = ScriptedGenerate([route("invoice")])
    graph = build_graph(first, engine, open_checkpointer(tmp_path / "ck.sqlite"), None, settings)
    assert Conversations(graph, settings).ask(t, "my invoices").paused
    first.assert_consumed()
    # A new process: new checkpointer and graph on the same files.
    # The rest of the turn needs no model: the lookup takes no arguments, code lists them.
    second = ScriptedGenerate([])
    graph2 = build_graph(second, engine, open_checkpointer(tmp_path / "ck.sqlite"), None, settings)
    turn = Conversations(graph2, settings).ask(t, VERIFY_5)
    assert turn.verified and turn.answer.startswith(INVOICES_5) and "#306" in turn.answer
    assert turn.tools == ["get_invoices_by_customer_sorted_by_date"] and not second.calls


def test_off_topic_request_is_answered_without_tools(make_chat):
    # The model sends a poem request to the code sandbox; code sees no store or calculation
    # words and a request for a poem, drops the plan and writes the scope reply itself.
    chat, fake = make_chat([route("code")])
    turn = chat.ask(thread(), "Write me a poem about cats")
    assert turn.tools == [] and turn.routes == []
    assert "music store" in turn.answer and "catalog" in turn.answer
    assert len(fake.calls) == 1  # the manager only: no specialist, no finalize call


def test_greeting_is_answered_by_code_without_any_model_call(make_chat):
    chat, fake = make_chat([])
    turn = chat.ask(thread(), "Hi there!")
    assert turn.routes == [] and turn.answer.startswith("Hello!") and not fake.calls


def test_a_two_part_question_gets_both_specialists(make_chat):
    # The model routes to one specialist; code adds the other part's specialist.
    chat, fake = make_chat(
        [
            route("code"),
            # the Queen albums step is code's ("Queen" pins the one tool's only argument)
            call("run_python", code="print(2 ** 20)"),
            "2 to the power 20 is 1048576, and we have Queen albums.",
        ]
    )
    turn = chat.ask(thread(), "Do you have albums by Queen? Also, what is 2 to the power 20?")
    assert turn.routes == ["catalog", "code"]  # in the order the message asks
    assert turn.tools == ["get_albums_by_artist", "run_python"]


def test_model_errors_never_break_the_turn(make_chat):
    # A question about the albums ("when"), so the model writes the answer, and fails.
    chat, fake = make_chat([route("catalog"), RuntimeError("CUDA out of memory")])
    turn = chat.ask(thread(), "When did AC/DC release their albums?")
    assert "model failed" in turn.answer and "Let There Be Rock" in turn.answer
    assert fake.calls[-1].stream  # the failure was finalize's


def test_preferences_are_remembered_and_merged(make_chat):
    chat, fake = make_chat(
        [
            *invoice_turn(),
            route("catalog"),  # AC/DC's albums: step and answer made by code
            route("catalog"),
            call("get_albums_by_artist", artist="Nobody At All"),
            # found nothing: code answers from the tool's message, no finalize call
            route("catalog"),
            call("list_genres"),  # a step the model chooses: it sees the preferences
        ]
    )
    t = thread()
    chat.ask(t, "my invoices")
    chat.ask(t, VERIFY_5)
    chat.ask(t, "AC/DC albums?")
    chat.ask(t, "Albums by Nobody At All?")  # found nothing: must not erase
    chat.ask(t, "Anything you would recommend?")  # no tool narrowed: the model chooses
    assert "likes artists AC/DC" in fake.calls[-1].messages[0]["content"]  # that step


def test_repeating_a_failing_call_stops_the_specialist(make_chat):
    bad = call("get_track_details", track_id="x")
    chat, fake = make_chat([route("catalog"), bad, bad, route("finish"), "Sorry."], tool_retries=3)
    t = thread()
    turn = chat.ask(t, "track x?")
    assert turn.tools == ["get_track_details"]  # the repeat is not executed
    assert chat.state(t)["results"][0].failed
    assert len(fake.calls) == 5


def test_first_step_must_be_a_tool_call(make_chat):
    chat, fake = make_chat(
        [route("data"), call("summary_stats", numbers=[3, 5, 10]), "The mean is 6."]
    )
    chat.ask(thread(), "mean of 3, 5 and 10?")
    first = fake.calls[1].schema
    options = first.get("anyOf", [first])
    assert all("tool" in o["properties"] for o in options)


def test_missing_search_key_is_said_by_code_without_retries_tickets_or_a_model_answer(make_chat):
    # Only search was needed and it is not configured: the answer is written by code, so a
    # small model cannot invent a result instead of saying search is unavailable.
    chat, fake = make_chat([route("search")])  # the search step too is made by code
    t = thread()
    turn = chat.ask(t, "Who won the 2022 world cup?")
    assert turn.tools == ["web_search"] and "ticket" not in turn.answer
    assert "web search is not configured" in turn.answer.lower()
    assert "TAVILY_API_KEY" not in turn.answer  # operator detail: the admin page says it
    assert len(fake.calls) == 1  # the manager only: no search step, no finalize call
    assert chat.messages(t)[-1] == {"role": "assistant", "content": turn.answer}


def test_missing_search_key_beside_other_results_is_appended_to_the_model_answer(make_chat):
    chat, fake = make_chat(
        [
            route("catalog", "search"),
            # both steps are code's: "AC/DC" pins the albums tool, and search cannot work
            ACDC,
        ]
    )
    turn = chat.ask(thread(), "AC/DC albums, and is AC/DC touring?")
    assert turn.tools == ["get_albums_by_artist", "web_search"]
    assert turn.answer.startswith(ACDC)
    assert "web search is not configured" in turn.answer.lower()
    assert len(fake.calls) == 2  # manager, finalize


def test_replan_skips_specialists_that_already_succeeded(make_chat):
    chat, fake = make_chat(
        [
            route("catalog", "data"),
            # list_genres takes no arguments: code makes that step
            call("summary_stats", numbers="no numbers here"),
            call("summary_stats", numbers="still none"),
            call("summary_stats", numbers="nothing"),
            route("catalog", "finish"),
            "Here are the genres.",
        ]
    )
    t = thread()
    turn = chat.ask(t, "genres, and stats of nothing")
    assert chat.state(t)["visited"] == ["catalog", "data"]  # catalog not run again
    assert turn.tools.count("list_genres") == 1


def test_identifiers_add_up_across_one_verification_exchange(make_chat):
    # A phone number with the question, the email in the reply: two kinds, so verified,
    # without a failed attempt in between and without being asked for "two" again.
    chat, fake = make_chat(invoice_turn())
    t = thread()
    first = chat.ask(t, "My phone is +420 2 4172 5555, show my latest invoice")
    assert first.paused and "one more" in first.answer
    assert chat.state(t).get("verify_failures", 0) == 0  # one kind: nothing was tried
    done = chat.ask(t, "frantisekw@jetbrains.com")
    assert done.verified and done.answer == LATEST_361


def test_a_single_identifier_reply_is_remembered_not_failed(make_chat):
    chat, _ = make_chat(invoice_turn())
    t = thread()
    chat.ask(t, "my invoices")
    more = chat.ask(t, "customer id 5")
    assert more.paused and "one more" in more.answer
    assert chat.state(t).get("verify_failures", 0) == 0
    assert chat.ask(t, "zip 14700").verified


def test_remembered_identifiers_still_count_against_guessing(make_chat):
    chat, _ = make_chat([route("invoice")])
    t = thread()
    chat.ask(t, "customer 5: my invoices")
    turn = chat.ask(t, "zip 14000 zip 14100 zip 14200")  # a guess list, with the id remembered
    assert turn.paused and turn.answer.startswith("Sorry, I could not verify you")
    assert chat.state(t)["verify_failures"] == 1 and chat.state(t).get("customer_id") is None


def test_an_answer_with_invented_numbers_is_replaced_by_the_rows(make_chat):
    # The model names a date that is nowhere in the facts: its sentence goes, and the
    # customer reads code's list of the real invoice under an honest lead-in. ("How much"
    # asks a fact of the invoice, so the model writes the answer.)
    chat, fake = make_chat(
        [route("invoice"), "Your latest invoice is #361, paid on December 23, 2023."]
    )
    t = thread()
    chat.ask(t, "How much was my latest invoice?")
    turn = chat.ask(t, VERIFY_5)
    assert turn.answer.startswith("Here is what I found:\n\n- Invoice #361 · 2025-05-06")
    assert "December 23" not in turn.answer
    assert len(fake.calls) == 2 and fake.calls[-1].stream  # the model's answer, dropped


def test_an_id_from_nowhere_is_not_used_and_a_refund_goes_on_past_its_lookup(make_chat):
    # The 0.5B copied "98" from the few-shot examples for "refund my most recent purchase".
    # The latest purchase is found first (code makes the lookup: nothing else is offered),
    # then the refund may name only the invoice code picked from it.
    chat, fake = make_chat(
        [
            route("invoice"),
            call("request_refund", invoice_id=98, invoice_line_ids=[], reason="charged twice"),
            call("request_refund", invoice_id=361, invoice_line_ids=[], reason="charged twice"),
        ]
    )
    t = thread()
    chat.ask(t, "Please refund my most recent purchase, I was charged twice.")
    turn = chat.ask(t, VERIFY_5)
    shown = fake.calls[1].messages[-1]["content"]  # the lookup, narrowed to the latest invoice
    assert '"invoice_id": 361' in shown and "the latest" in shown and "306" not in shown
    step = json.dumps(fake.calls[1].schema)
    assert '"enum": [361]' in step and "98" not in step  # the grammar offers 361 alone
    told = fake.calls[2].messages[-1]["content"]
    assert "invoice_id 98 is not in the customer's messages" in told
    calls = chat.state(t)["results"][0].calls
    assert [c.tool for c in calls][0] == "get_invoices_by_customer_sorted_by_date"
    refunds = [c for c in calls if c.tool == "request_refund"]
    assert [c.args["invoice_id"] for c in refunds] == [98, 361]
    assert refunds[0].result.error.kind == "bad_input"
    assert turn.paused and "approval" in turn.answer  # the whole invoice waits for staff


def test_a_tool_the_request_still_needs_is_the_one_offered_next(make_chat):
    chat, fake = make_chat(
        [
            route("catalog"),
            call("get_albums_by_artist", artist="Metallica"),  # "then": "answer", yet it goes on
            "Ten albums; Enter Sandman is there.",
        ]
    )
    turn = chat.ask(thread(), "Which Metallica albums do you have, and do you sell Enter Sandman?")
    assert turn.tools == ["get_albums_by_artist", "check_for_songs"]
    first = fake.calls[1].schema  # the first step: both tools the message needs
    assert [o["properties"]["tool"]["const"] for o in first["anyOf"]] == [
        "get_albums_by_artist",
        "check_for_songs",
    ]
    # The step after the albums offered only the song check (its title pinned) and no final
    # report, so code made it: the model was not asked, and the next call is finalize.
    assert len(fake.calls) == 3 and fake.calls[2].stream
    assert turn.steps[1]["title"] == "Catalog · check_for_songs(song_title='Enter Sandman')"


def test_a_follow_up_that_refers_back_keeps_the_song_it_refers_to(make_chat):
    """Issue 22, kind 1: "Do you sell X?" then "Which album is it on?" looked up an artist
    named like the song; the follow-up's catalog names come from the message before it, so
    code makes the same song lookup (the title pinned) and the album is among the facts."""
    chat, fake = make_chat(
        [
            route("catalog"),
            "Yes: Whole Lotta Rosie by AC/DC.",
            route("catalog"),
            "It is on Let There Be Rock.",
        ]
    )
    t = thread()
    chat.ask(t, "Do you sell Whole Lotta Rosie?")
    second = chat.ask(t, "Which album is it on?")
    assert second.tools == ["check_for_songs"]
    assert second.steps[0]["title"] == "Catalog · check_for_songs(song_title='Whole Lotta Rosie')"
    assert "Let There Be Rock" in fake.calls[3].messages[-1]["content"]  # the album, a fact


def test_identifiers_in_a_greeting_verify_at_once_and_are_not_lost(make_chat):
    """Issue 22, kind 2: "hi, I'm customer N, email ..." got an echo of the greeting and the
    details were gone by the account question. Now they are tried at once: code answers
    (no model call), and the next account question goes straight to the invoice tools."""
    chat, fake = make_chat(invoice_turn())
    t = thread()
    hello = chat.ask(t, f"Hi! {VERIFY_5}")
    assert hello.verified and hello.answer == prompts.render("verify_welcome")
    assert fake.calls == [] and not hello.paused
    latest = chat.ask(t, "What was my latest invoice?")
    assert latest.answer == LATEST_361 and not latest.paused


def test_one_identifier_in_a_greeting_is_kept_until_the_second_comes(make_chat):
    chat, fake = make_chat([])
    t = thread()
    first = chat.ask(t, "hello, my email is frantisekw@jetbrains.com")
    assert not first.verified and first.answer == prompts.render("verify_more")
    second = chat.ask(t, "customer id 5")
    assert second.verified and second.answer == prompts.render("verify_welcome")
    assert fake.calls == []


def test_wrong_identifiers_in_a_greeting_fail_like_any_attempt(make_chat):
    chat, fake = make_chat([])
    turn = chat.ask(thread(), "Hi, I'm customer 5, email someone.else@example.com")
    assert not turn.verified and turn.answer.startswith("Sorry, I could not verify you")
    assert fake.calls == []


def test_a_track_number_with_a_hash_is_no_identity(make_chat):
    chat, fake = make_chat([route("catalog"), "It is Balls to the Wall."])
    turn = chat.ask(thread(), "What is track #2?")
    assert not turn.verified and turn.tools == ["get_track_details"]


def test_a_bare_number_answering_the_verification_question_is_the_id(make_chat):
    """Issue 22, kind 2: asked for two identifiers, "5 and <email>" was one detail only."""
    chat, fake = make_chat(invoice_turn())
    t = thread()
    asked = chat.ask(t, "What was my latest invoice?")
    assert asked.paused
    done = chat.ask(t, "5 and frantisekw@jetbrains.com")
    assert done.verified and done.answer == LATEST_361


def test_a_count_an_answer_said_is_no_invoice_id(make_chat):
    """Issue 22, kind 3: after "You have 7 invoices", "refund my last order" became a refund
    of invoice 7. The last order is looked up, and the refund may name only it."""
    chat, fake = make_chat(
        [
            route("invoice"),  # "show my invoices": code makes the step and the answer
            route("invoice"),
            call("request_refund", invoice_id=361, invoice_line_ids=[], reason="did not want it"),
        ]
    )
    t = thread()
    chat.ask(t, f"{VERIFY_5}. Show me all my invoices.")
    assert chat.state(t)["messages"][-1]["content"].startswith("You have 7 invoices")
    turn = chat.ask(t, "Refund my last order, I did not want it.")
    step = json.dumps(fake.calls[2].schema)
    assert '"enum": [361]' in step and '"maxItems": 0' in step  # not 7: the one picked
    assert turn.tools == ["get_invoices_by_customer_sorted_by_date", "request_refund"]


def test_a_step_after_a_refund_request_still_runs(make_chat):
    """The 1.5B on the public set: after request_refund, a further lookup crashed the whole
    turn ("AttributeError: 'str' object has no attribute 'get'"): the refund's reason
    reused the name of the specialist's tool table."""
    chat, fake = make_chat(
        [
            route("invoice"),
            call(
                "request_refund",
                then="continue",
                invoice_id=361,
                invoice_line_ids=[],
                reason="bought by mistake",
            ),
            call("get_invoices_by_customer_sorted_by_date"),
        ]
    )
    turn = chat.ask(thread(), f"{VERIFY_5}. Refund invoice 361 in full please, bought by mistake.")
    assert turn.tools == ["request_refund", "get_invoices_by_customer_sorted_by_date"]
    # $8.91 waits for staff: the turn pauses on the approval, told by code
    assert turn.verified and turn.paused and "approval" in turn.answer


def test_a_title_asked_after_an_account_question_is_asked_alone(make_chat):
    """The 1.5B on the public set (persona-55): "Do you have Smells Like Teen Spirit?" after
    "Who is my support rep?" was read as a follow-up of it (no word of the message's own
    was store evidence; the title is the store's): the rep again, and a catalog lookup of
    track 305, an invoice's number."""
    chat, fake = make_chat(
        [route("invoice"), "Your support rep is Jane Peacock.", route("catalog")]
    )
    t = thread()
    first = chat.ask(t, f"{VERIFY_5}. Who is my support rep?")
    assert first.tools == ["get_customer_profile"]
    turn = chat.ask(t, "Do you have Smells Like Teen Spirit?")
    assert turn.routes == ["catalog"] and turn.tools == ["check_for_songs"]
    assert "Nirvana" in turn.answer


def test_the_verification_question_is_asked_in_the_customer_language(make_chat):
    chat, fake = make_chat([route("invoice")])
    asked = chat.ask(thread(), "Qual foi o total da minha última fatura?")
    assert asked.paused and asked.answer.startswith("Para ver a sua conta")


def test_a_playlist_asked_by_name_is_looked_up_by_the_id_code_chose(make_chat):
    """The id narrow pinned from the playlist's name is a known id: the 0.5B's call with it
    was refused as "not in the customer's messages" twice, and the turn failed."""
    chat, fake = make_chat([route("catalog")])
    turn = chat.ask(thread(), "What songs are in the Grunge playlist?")
    assert turn.tools == ["get_playlist_tracks"]
    assert turn.answer.startswith("The playlist Grunge has 15 tracks:")


def test_a_customer_id_given_with_the_question_is_no_invoice_id(make_chat):
    """'I'm customer 40' made 40 an id the grammar offered for an invoice: the lines of
    "invoice 40" were asked for instead of the latest invoice's. Identifiers are no ids to
    look things up by, so the invoice list comes first (code makes that step), then its
    lines. Its one invoice id is the only one of that kind known then, so code makes the
    lines step too (a count or a total in the list is no id: agents.ids)."""
    chat, fake = make_chat([route("invoice"), "Invoice 361 had nine songs."])
    question = (
        "Which songs were on my latest invoice? (I'm customer 5, email frantisekw@jetbrains.com)"
    )
    turn = chat.ask(thread(), question)
    assert turn.verified
    assert turn.tools == ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"]


def test_a_song_named_in_an_account_question_is_looked_for_in_the_purchases(make_chat):
    """Issue 22 (fresh2): "did i already buy <title>?" was offered every invoice tool (the
    store's names were read for the catalog specialist only), and the 0.5B read the profile."""
    chat, fake = make_chat([route("invoice")])  # one step, made and answered by code
    turn = chat.ask(thread(), f"{VERIFY_5}. Have I bought Times Like These before?")
    assert turn.tools == ["get_invoice_line_items_sorted_by_price"]
    assert "Times Like These is not among the 38 songs you bought." in turn.answer, turn.answer


def test_a_question_beside_identifiers_is_answered_in_the_same_turn(make_chat):
    """Issue 22 (fresh2): "quanti ordini ho fatto finora - cliente 20, <email>" (no question
    mark, no account word the rules knew) got the welcome, and the question was lost."""
    chat, fake = make_chat(invoice_turn())
    turn = chat.ask(thread(), f"how many orders have i placed so far - {VERIFY_5}")
    assert turn.verified and turn.tools == ["get_invoices_by_customer_sorted_by_date"]
    assert turn.answer != prompts.render("verify_welcome") and "7" in turn.answer


def test_a_list_code_shows_reaches_the_model_as_its_total_and_a_few_rows(make_chat):
    """The whole list is shown by code after the model's words, so the model's prompt holds
    the total and five rows, and a budget for a sentence or two: 25 rows were ~1,800 prompt
    tokens (p95 over 10 s on a 2-core CPU) and more for the 0.5B to ramble about."""
    from agents.facts import LISTED_ROWS
    from agents.nodes import LIST_TOKENS

    seen = {}

    def answer(messages, max_new_tokens, schema):
        seen.update(prompt=messages[-1]["content"], budget=max_new_tokens)
        return {
            "text": "Customer 5 has these invoices.",
            "error": None,
            "prompt_tokens": 1,
            "completion_tokens": 6,
            "latency_s": 0.0,
            "model": "scripted",
        }

    chat, fake = make_chat([route("invoice"), answer])
    t = thread()
    chat.ask(t, "List all my invoices with how much each one cost")
    turn = chat.ask(t, VERIFY_5)
    assert seen, turn.answer
    rows = [line for line in seen["prompt"].splitlines() if line.startswith("- invoice_id")]
    assert len(rows) == LISTED_ROWS and seen["budget"] == LIST_TOKENS
    assert "showing 5 of 7" in seen["prompt"]  # customer 5 has seven invoices in Chinook
    assert turn.answer.count("- Invoice #") == 7  # every row, shown by code


def test_the_models_english_answer_to_another_language_is_said_by_code_in_that_language(
    make_chat,
):
    """fresh5 (read after its runs): half the answers to questions in other languages were
    the model's English ("The composer of track 2110 is ..."), often narration ("You asked
    ..."). Where code has the facts, it says them in the customer's language instead; an
    answer in their language, or an English question's answer, is kept."""
    from lexicon import say

    english = "Track 2 is Balls to the Wall by Accept, and it lasts 5:43."
    chat, fake = make_chat([route("catalog"), english])
    turn = chat.ask(thread(), "Quanto dura a faixa 2?")
    assert turn.tools == ["get_track_details"]
    assert turn.answer.startswith(say("pt", "Here is what I found:")), turn.answer
    assert "Balls to the Wall" in turn.answer and "5:43" in turn.answer
    assert "lasts" not in turn.answer

    own = "A faixa 2 é Balls to the Wall, de Accept, e dura 5:43."
    chat, fake = make_chat([route("catalog"), own])
    assert chat.ask(thread(), "Quanto dura a faixa 2?").answer == own

    chat, fake = make_chat([route("catalog"), english])
    assert chat.ask(thread(), "How long is track 2?").answer == english


def test_a_name_no_one_said_is_not_looked_up(make_chat):
    # fresh14: "which track was the cheapest of all of them?" got
    # get_tracks_by_artist("Guns N' Roses"), and that band's songs as the answer
    chat, fake = make_chat(
        [
            route("catalog"),
            call("get_tracks_by_artist", artist="Guns N' Roses"),
            call("get_tracks_by_artist", artist="Aerosmith"),
            route("finish"),
            "Which songs do you mean?",
        ],
        tool_retries=1,
    )
    t = thread()
    turn = chat.ask(t, "which track was the cheapest of all of them?")
    told = fake.calls[2].messages[-1]["content"]
    assert "artist \"Guns N' Roses\" is not in the customer's messages" in told
    calls = chat.state(t)["results"][0].calls
    assert [c.args["artist"] for c in calls] == ["Guns N' Roses", "Aerosmith"]
    assert all(c.result.error.kind == "bad_input" and not c.result.rows for c in calls)
    assert "Guns" not in turn.answer and "Aerosmith" not in turn.answer


def test_a_sentence_retelling_the_message_is_left_out_of_the_answer(make_chat):
    # fresh15: the 0.5B told the customer their own message back ("You have cancelled their
    # streaming subscription ...") above the facts. "How much" asks a fact, so the model writes.
    chat, _ = make_chat(
        [
            route("invoice"),
            "You are tidying your records before the tax deadline. Your latest invoice was $8.91.",
        ]
    )
    t = thread()
    chat.ask(t, "I'm tidying my records before the tax deadline. How much was my latest invoice?")
    turn = chat.ask(t, VERIFY_5)
    assert turn.answer.startswith("Your latest invoice was $8.91.")
    assert "tidying" not in turn.answer
