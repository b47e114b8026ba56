"""agents.wording.unpersoned: an answer to the customer in the wrong person goes (fresh17's
passing answers, read for quality after its run: "Hey there! I spent $1.98 on my order in
December 2024.", "You placed their very first order with you on September 6, 2021"). The
rows and sentences code writes say those facts in the right person."""

import pytest

from agents.wording import unpersoned
from tests.helpers import route, thread

VERIFY_5 = "I'm customer 5, email frantisekw@jetbrains.com"


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("I spent $1.98 on my order in March 2024. You have 7 orders.", "You have 7 orders."),
        ("The cheapest song I've bought from you is Dazed, $0.99.", ""),
        ("The first order I ever placed with you was in 2021.", ""),
        ("Eu comprei a música Álibi em 2024.", ""),
        ("Ich habe gekauft: Love Gun.", ""),  # "ich", then "habe", then bought
        ("Você já tinha comprado essa música.", None),  # "já" is no "I"
        ("I found 3 songs you bought.", None),  # the assistant found; the customer bought
        ("Du har handlat för $38.62 hos oss totalt.", None),  # "har" is anyone's
    ],
)
def test_the_assistant_buying_goes(text, kept):
    assert unpersoned(text, account=False) == (text if kept is None else kept)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("You placed their very first order on 2021-09-06. It came to $1.98.", "It came to $1.98."),
        ("They spent $1.98 on their first order.", ""),
        ("The songs in their last order are: Álibi, Djavan Ao Vivo - Vol. 02.", ""),  # no "02."
        ("Here are your orders, with the dates they were placed:", None),  # the orders
        ("O total das compras deles é $37.62.", ""),
        # fresh25: the customer's own words said back ("the smallest order I've had with you")
        (
            "The smallest order I've had with you is invoice 244. It came to $0.99.",
            "It came to $0.99.",
        ),
        ("Mi pedido más pequeño fue la factura 244.", ""),
        ("Your smallest order is invoice 244, for $0.99.", None),
        ("The order you've had with us the longest is #12.", None),
        ("My records show your order was placed in 2021.", None),
        # fresh26's fit re-run: the customer as "they", counted ("They have 9 invoices")
        (
            "Your last order was on 2025-03-05. They have 9 invoices, each $0.99.",
            "Your last order was on 2025-03-05.",
        ),
        ("They've had two orders with us so far.", ""),
        ("They have 4 songs on that invoice.", None),  # the songs: no order said after it
    ],
)
def test_the_customer_as_they_goes_from_an_account_answer(text, kept):
    assert unpersoned(text, account=True) == (text if kept is None else kept)


def test_they_in_a_catalog_answer_is_the_artist():
    text = "Kiss recorded Love Gun in 1977; their songs cost $0.99."
    assert unpersoned(text, account=False) == text


def test_an_answer_in_the_wrong_person_reaches_no_customer(make_chat):
    """Through the graph: the model's sentence about "my order" goes; code's row stays."""
    chat, fake = make_chat(
        [route("invoice"), "I spent $8.91 on my latest order. It came to $8.91 on 2025-05-06."]
    )
    t = thread()
    turn = chat.ask(t, f"What was the total of my latest invoice, and when was it? {VERIFY_5}")
    assert turn.verified and turn.tools == ["get_invoices_by_customer_sorted_by_date"]
    assert "I spent" not in turn.answer
    assert "It came to $8.91 on 2025-05-06." in turn.answer
    assert "#361" in turn.answer  # the row code rendered


@pytest.mark.parametrize(
    ("answer", "kept"),
    [
        # fresh18 (read after its run): a refusal over the rows that answer the question
        ("I'm sorry, but I can't assist with that request.", ""),
        (
            "Morning, Ana! I’m afraid I cannot help you with that. Your rep is Jane.",
            "Morning, Ana! Your rep is Jane.",
        ),
        ("Lo siento, no puedo ayudarte con eso. Aquí tiene la lista.", "Aquí tiene la lista."),
        (
            "Tut mir leid, dabei kann ich nicht helfen.",
            "",
        ),
        ("Das Album kostet $9.99.", "Das Album kostet $9.99."),
        ("I can help with that: your rep is Jane.", "I can help with that: your rep is Jane."),
    ],
)
def test_a_refusal_over_what_the_lookups_found_goes(answer, kept):
    from agents.wording import unrefused

    assert unrefused(answer) == kept


# fresh31 (read after its run): the customer's "with you" (the store) said back to the
# customer, who is "you" too: "The first order you put in with you", "You have bought 38
# songs from you". The store is "us" there; the sentence's facts stay.
@pytest.mark.parametrize(
    ("text", "mended"),
    [
        ("The first order you placed with you was on May 2, 2022.",
         "The first order you placed with us was on May 2, 2022."),
        ("You have bought 12 songs from you in all.", "You have bought 12 songs from us in all."),
        ("You've already bought Battery off you.", "You've already bought Battery off us."),
        ("Thank you! We're glad to help you with your order.", None),  # no store as "you"
        ("We can send you a receipt with your next order.", None),
    ],
)  # fmt: skip
def test_the_store_said_as_you_to_the_customer_is_us(text, mended):
    from agents.wording import worded

    assert worded(text, "") == (text if mended is None else mended)
