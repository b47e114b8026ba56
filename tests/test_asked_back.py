"""A song told of in passing and then asked back about, and an order the customer had.

From fresh25's failures (read after its one run), each written here in our own words, other
titles and, where the class allows, other languages than the case's: a one-word song named
mid-sentence ("my neighbour plays Supernaut every night") and a later question that leans
back on it and asks whether the store has it ("do you sell it?") or whether the customer
bought it ("hab ich das schon mal gekauft") is the song; a one-word song inside a question
asking whether the store has it in a form of its own ("Gibt es Serenity bei euch?"); "the
smallest order I've had with you" is the customer's order, though "order" alone may be a sort
order.
"""

from __future__ import annotations

import pytest

from tests.helpers import offered, plan_of


def _songs(names, message: str) -> list[str]:
    return [m.name for m in names.find(message) if m.kind == "track"]


@pytest.mark.parametrize(
    ("message", "title"),
    [
        (
            "our choir warms up with Supernaut these days, weird I know. do you sell it??",
            "Supernaut",
        ),
        ("My neighbour blasts Crackerman every night. Is it in your shop?", "Crackerman"),
        ("Im Fitnessstudio läuft dauernd Snowballed. Habt ihr das?", "Snowballed"),
        ("Mi hermano escucha Borogodo sin parar. ¿Lo venden?", "Borogodo"),
        ("Mijn buurman draait steeds Psychopomp. Verkopen jullie het?", "Psychopomp"),
    ],
)
def test_a_song_told_of_then_asked_whether_the_store_has_it_is_the_song(names, message, title):
    assert _songs(names, message) == [title]
    assert plan_of(names, message) == ["catalog"]
    assert "check_for_songs" in offered("catalog", message, names.find(message))


@pytest.mark.parametrize(
    ("message", "title"),
    [
        ("Seit Wochen höre ich nur noch Alte Sachen. Gibt es Serenity bei euch?", "Serenity"),
        ("Kurze Frage: gibt es Rhinocerous bei euch?", "Rhinocerous"),
    ],
)
def test_a_song_inside_a_question_whether_the_store_has_it_is_the_song(names, message, title):
    assert _songs(names, message) == [title]


@pytest.mark.parametrize(
    ("message", "title"),
    [
        (
            "Auf der Arbeit läuft immer Supernaut. hab ich das schon mal bei euch gekauft",
            "Supernaut",
        ),
        ("my kid keeps humming Crackerman. did I already buy it from you?", "Crackerman"),
    ],
)
def test_a_song_told_of_then_asked_whether_i_bought_it_is_the_song(names, message, title):
    assert _songs(names, message) == [title]
    assert plan_of(names, message) == ["invoice"]
    assert offered("invoice", message, names.find(message)) == [
        "get_invoice_line_items_sorted_by_price"
    ]


@pytest.mark.parametrize(
    "message",
    [
        # nothing leans back: the question asks something else of the store
        "our choir warms up with Supernaut these days. Do you sell gift cards?",
        # a name told, then a question of the store's size
        "Hi, Marvin here. How many albums do you have?",
    ],
)
def test_a_song_told_without_a_question_leaning_back_is_no_song(names, message):
    assert _songs(names, message) == []


@pytest.mark.parametrize(
    "message",
    [
        "We buy a track or two after every rehearsal. What's the smallest order I've had with you?",
        "Which was the priciest order I've ever placed with you, and what did it come to?",
        "what's the biggest order i have had with you",
    ],
)
def test_an_order_the_customer_had_is_theirs(names, message):
    assert plan_of(names, message) == ["invoice"]
    assert offered("invoice", message, names.find(message)) == [
        "get_invoices_by_customer_sorted_by_date"
    ]
