"""agents.followup: a short message that leans on the previous question is read with it."""

from __future__ import annotations

import pytest

from agents.followup import IDENTITY_PLACEHOLDER, is_followup, with_context


def _history(*turns: tuple[str, str]) -> list[dict[str, str]]:
    return [{"role": role, "content": text} for role, text in turns]


@pytest.mark.parametrize(
    ("before", "message"),
    [
        ("Battlestar Galactica Alben?", "zähl sie mal"),
        ("O meu pedido mais antigo, quando?", "e o total dele"),
        ("who handles my account", "their email?"),
        ("Looking for Long Tall Sally.", "who's the composer"),
        ("Show my most recent order", "what tracks did it have"),
    ],
)
def test_a_followup_is_read_after_the_question_it_follows(before, message):
    history = _history(
        ("user", before),
        ("assistant", "To look at your account I first need to verify who you are."),
        ("user", IDENTITY_PLACEHOLDER),
        ("assistant", "Your latest invoice: #407"),
    )
    assert with_context(message, history) == f"{before} {message}"


@pytest.mark.parametrize(
    "message",
    [
        "my invoices",  # a topic of its own
        "thanks a lot!",  # small talk
        "what about invoice 98?",  # a number of its own
        "Do you have 'Yesterday'?",  # a quoted title
        "yes, refund it",  # a refund is never carried over
        "Which Metallica albums do you have and which songs are on Master of Puppets?",
    ],
)
def test_a_message_with_its_own_topic_is_read_alone(message):
    history = _history(("user", "What albums by Queen do you have?"), ("assistant", "2 albums"))
    assert with_context(message, history) == message


def test_nothing_before_or_only_identifiers_before_leaves_it_alone():
    assert with_context("their email?", []) == "their email?"
    history = _history(("user", "frank@x.com 16"), ("assistant", "Thanks, you're verified."))
    assert with_context("their email?", history) == "their email?"


def test_a_refund_question_is_not_carried_into_the_next_message():
    history = _history(("user", "refund my last order please"), ("assistant", "Queued."))
    assert is_followup("do it") and with_context("do it", history) == "do it"


def _titles(text: str) -> bool:
    """A stand-in for the store's names (tools.names): these titles are the store's."""
    return any(t in text for t in ("Smells Like Teen Spirit", "Californication"))


def test_a_question_naming_a_title_of_the_stores_is_its_own():
    """The 1.5B on the public set (persona-55): "Do you have Smells Like Teen Spirit?" after
    "Who is my support rep?" was read with it: the rep again, and a track id from nowhere."""
    history = _history(("user", "Who is my support rep?"), ("assistant", "Margaret Park"))
    message = "Do you have Smells Like Teen Spirit?"
    assert with_context(message, history, titled=_titles) == message


def test_a_title_alone_still_follows_the_question_before():
    history = _history(("user", "What songs are on Nevermind?"), ("assistant", "..."))
    assert with_context("and Californication?", history, titled=_titles) == (
        "What songs are on Nevermind? and Californication?"
    )
