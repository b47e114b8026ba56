"""What a customer tells of their own life beside the question is not what they ask.

From fresh26's failures (read after its one run), each written here in our own words, other
titles and, where the class allows, other languages than the case's: a word that picks a row
("first", "last") in a sentence that tells of the customer's own things and asks nothing ("I'm
saving for my first flat") picks none of their orders; a number set right beside an email as
a pair ("ref 112 | x@y") is the customer's, whatever word came before it ("I lost track"); a
title written in lower case, in a told sentence, is the customer's own words when the question
asks of its own object and leans back on nothing ("my garden is falling to pieces. how many
artists do you carry?"); a one-word song asked back about with a Spanish, Italian or French
object pronoun before the verb ("¿La tenéis?") is the song.
"""

from __future__ import annotations

import pytest

from agents.identifiers import parse_identifiers, without_identifiers
from agents.pick import orders
from tests.helpers import offered, plan_of

# --------------------------------------------------------------- order words told aside

SUM_ASKED = [
    "putting money aside for my first flat, so I'm careful. what have I spent with you in "
    "total, every order added up?",
    "Still recovering from my last holiday. How much have I spent here altogether?",
    "Ahorro para mi primer coche. ¿Cuánto he gastado en total con vosotros?",
]


@pytest.mark.parametrize("message", SUM_ASKED)
def test_an_order_word_in_a_told_sentence_picks_no_order(message):
    assert orders(message) == []


@pytest.mark.parametrize("message", SUM_ASKED[:2])
def test_the_sum_asked_beside_a_told_order_word_is_the_account_total(message):
    assert offered("invoice", message) == ["get_customer_profile"]


@pytest.mark.parametrize(
    ("message", "word"),
    [
        ("My last order looked odd. What was on it?", "latest"),  # the told sentence names it
        ("Was my first order expensive?", "first"),  # asked
        ("saving up for a bike. how much was my last order?", "latest"),  # in the question
        ("tell me my first purchase", "first"),  # no question mark anywhere
    ],
)
def test_an_order_word_about_an_order_or_asked_still_picks(message, word):
    assert [o.word for o in orders(message)] == [word]


# --------------------------------------------------------------- a number paired to an email


@pytest.mark.parametrize(
    ("message", "number"),
    [
        (
            "when did I last buy something? so much going on I lost track ref 112 | a.b@example.org",
            112,
        ),
        ("What did my last order cost? i've lost track, 33 / someone@example.com", 33),
        ("someone@example.com / 58 — what's my latest invoice? I lost track", 58),
    ],
)
def test_a_number_paired_with_an_email_is_the_customer_number(message, number):
    assert parse_identifiers(message).customer_ids == (number,)


@pytest.mark.parametrize(
    "message",
    [
        "how many songs have I bought from you in total ref: 47, a.b@example.org",
        "hur många låtar har jag köpt av er totalt ref: 47, a.b@example.org",
    ],
)
def test_a_label_before_a_paired_number_takes_no_question_words(message):
    # the label is the word or few before its colon ("ref:"), not the question before it
    rest = without_identifiers(message)
    assert message.split(" ref:")[0] in rest
    assert "47" not in rest and "ref" not in rest


def test_a_track_number_far_from_the_email_stays_a_track_number():
    message = "what is track number 12 called? my email is a.b@example.org"
    assert parse_identifiers(message).customer_ids == ()


def test_the_order_question_with_a_paired_id_goes_to_invoices(names):
    message = "When was my latest order? so busy I lost track ref: 12 / a.b@example.org"
    assert plan_of(names, message) == ["invoice"]


# --------------------------------------------------------------- a title in lower case, told


def _titles(names, message: str) -> list[str]:
    return [m.name for m in names.find(message) if m.kind in ("track", "album")]


@pytest.mark.parametrize(
    ("message", "tool"),
    [
        ("my garden is falling to pieces. how many artists do you carry?", "get_catalog_counts"),
        (
            "the kids were out of control all day. ok so how many albums does this store have, "
            "all told",
            "get_catalog_counts",
        ),
    ],
)
def test_a_lower_case_title_told_aside_is_the_customers_words(names, message, tool):
    assert _titles(names, message) == []
    assert tool in offered("catalog", message, names.find(message))


@pytest.mark.parametrize(
    ("message", "title"),
    [
        ("heard falling to pieces on the radio. who sings it?", "Falling To Pieces"),
        ("how much is falling to pieces?", "Falling To Pieces"),
        ("Out Of Control is stuck in my head. how long is the song?", "Out Of Control"),
    ],
)
def test_a_title_asked_or_leant_on_is_still_found(names, message, title):
    assert title in _titles(names, message)


# --------------------------------------------------------------- a pronoun before the verb


@pytest.mark.parametrize(
    ("message", "title"),
    [
        ("En el gimnasio ponen Supernaut cada mañana. ¿La tenéis?", "Supernaut"),
        ("Mi compañero silba Crackerman todo el rato. ¿La vendéis?", "Crackerman"),
        ("In palestra mettono sempre Supernaut. La vendete?", "Supernaut"),
    ],
)
def test_a_song_asked_back_with_a_pronoun_before_the_verb_is_the_song(names, message, title):
    assert [m.name for m in names.find(message) if m.kind == "track"] == [title]
    assert "check_for_songs" in offered("catalog", message, names.find(message))
