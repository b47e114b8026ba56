"""eval.invented: the scorer's count of facts an answer invents (issue 22, kind 4).

Each case is one of the issue's kinds, in our own words and data."""

from __future__ import annotations

import pytest

from eval.invented import invented

REP = '{"support_rep": "Jane Peacock", "support_rep_email": "jane@chinookcorp.com"}'
TRACK = (
    '{"track_id": 146, "name": "Like A Bird", "artist": "Black Label Society", '
    '"unit_price": 0.99, "milliseconds": 219000}'
)


@pytest.mark.parametrize(
    ("answer", "facts", "said", "kinds"),
    [
        ("Your support rep is John Doe.", REP, [], ["name: John Doe"]),
        ("Your rep is Jane Peacock (jane@chinookcorp.com).", REP, [], []),
        ("Write to jdoe@example.org.", REP, [], ["email: jdoe@example.org"]),
        ("It costs £0.99.", TRACK, [], ["currency: £"]),
        ("It costs $0.99.", TRACK, [], []),
        ("It costs $1.29.", TRACK, [], ["money: $1.29"]),
        ("Like A Bird is 146 minutes long.", TRACK, [], ["length: 146 minutes"]),
        ("Like A Bird is 3:39 long, about 4 minutes.", TRACK, [], []),
        (
            "There are 4 seconds in a week.",
            "{}",
            ["how many seconds in a week?"],
            ["length: 4 seconds"],
        ),
        ("There are 604800 seconds in a week.", '{"result": "604800"}', [], []),
        (
            "Your invoice of 2025-01-15 came to $13.86.",
            '{"invoice_date": "2025-01-15", "total": 13.86}',
            [],
            [],
        ),
        ("Your invoice of January 15, 2025.", '{"invoice_date": "2025-01-15"}', [], []),
        (
            "Your invoice of March 3, 2024.",
            '{"invoice_date": "2025-01-15"}',
            [],
            ["date: March 3, 2024"],
        ),
        ("Call +1 (604) 555-0199.", REP, [], ["phone: +1 (604) 555-0199"]),
        ("Your phone +1 (604) 555-0199 is on file.", "{}", ["my phone is +1 604 555 0199"], []),
        ("You have 7 invoices.", '{"total": 7}', [], []),
        ("You have 9 invoices.", '{"total": 7}', [], ["number: 9"]),
        ("1. Like A Bird\n2. Black Label Society", TRACK, [], []),  # list marks are no numbers
    ],
)
def test_each_kind_of_invented_fact(answer, facts, said, kinds):
    assert invented(answer, facts, said) == kinds


def test_a_name_the_customer_said_is_not_invented():
    assert invented("Hello Maria Silva!", "{}", ["I'm Maria Silva, id 12"]) == []


def test_the_app_fixed_words_and_display_counts_are_no_invented_facts():
    from eval.invented import app_words
    from lexicon import say

    german = "Um Ihr Konto einzusehen, muss ich zuerst prüfen, wer Sie sind. Ihre Kundennummer."
    assert invented(german, "{}", app=app_words()) == []
    # every language's texts, read whole (fresh21: code's Polish caption over a playlist
    # was counted as the name "Playlista Brazilian Music": Polish was past the cut)
    facts = '{"playlist": {"name": "Brazilian Music"}, "total": 39}'
    for lang in ("pl", "sv", "nl", "it"):
        caption = say(lang, "The playlist {playlist[name]} has {total} tracks:")
        text = caption.format_map({"playlist": {"name": "Brazilian Music"}, "total": 39})
        assert invented(text, facts, app=app_words()) == [], (lang, text)
    assert invented("You bought 38 items:\n- a\n(showing 25 of 38)", '{"total": 38}') == []
    assert invented("Sie haben 38 Artikel gekauft:\n(25 von 38 angezeigt)", '{"total": 38}') == []
    assert invented("2 Minutes To Midnight is there.", '{"name": "2 Minutes To Midnight"}') == []


def test_a_paused_turn_is_the_apps_own_question_and_invents_nothing():
    """The verification counter ("Attempts left: 3.") was counted as an invented number."""
    from types import SimpleNamespace

    from eval.harness import turn_invented

    text = "Sorry, I could not verify you with those details.\nAttempts left: 3."
    assert turn_invented(SimpleNamespace(paused=True, answer=text), "", ["id 5"]) == []
    answered = SimpleNamespace(paused=False, answer=text)
    assert turn_invented(answered, "", ["id 5"]) == ["number: 3"]


def test_a_program_that_ran_is_a_fact_its_explanation_may_quote():
    """ "`[::-1]` ... stepping by -1" explains the program run_python ran: no invented 1.
    A failed call's arguments are the model's guess, and stay no fact."""
    from types import SimpleNamespace

    from agents.report import Call, SpecialistReport
    from eval.harness import _facts
    from tools.result import ToolResult

    ran = Call("run_python", {"code": "print('chinook'[::-1])"}, ToolResult({"stdout": "koonihc"}))
    guess = Call("run_python", {"code": "print(7 * 6)"}, ToolResult.failure("bad_input", "no"))
    state = {"results": [SpecialistReport("code", [guess, ran])], "question": "reverse it"}
    graph = SimpleNamespace(get_state=lambda config: SimpleNamespace(values=state))
    facts = _facts(graph, "t")
    assert "[::-1]" in facts and "7 * 6" not in facts
    assert turn_invented_for("stepping by -1", facts) == []


def turn_invented_for(answer: str, facts: str) -> list[str]:
    from types import SimpleNamespace

    from eval.harness import turn_invented

    return turn_invented(SimpleNamespace(paused=False, answer=answer), facts, [])
