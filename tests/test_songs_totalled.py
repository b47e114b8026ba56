"""A total of songs bought is a count of the customer's purchased songs, in any language.

From fresh30's failures (read after its one run), written here in our own words: "total
songs I've bought ... across all my orders" was read as a list of orders and one order's
lines, and the count of every song bought was never looked up. "How many songs" was read
so already; a total word right beside a word for songs is the same question. A total of
money ("the total I spent on songs", "the total of all the songs I bought") is not.
"""

from __future__ import annotations

import pytest

from tests.helpers import offered

_LINES = ["get_invoice_line_items_sorted_by_price"]


@pytest.mark.parametrize(
    "message",
    [
        "total tracks I've purchased with you, over every order?",
        "songs in total that I bought here, all orders together",
        "total de músicas que comprei em todos os meus pedidos?",
        "Lieder insgesamt, die ich bei euch über alle Bestellungen gekauft habe?",
        "totale canzoni comprate da voi in tutti i miei ordini?",
        "låtar totalt som jag har köpt i alla mina beställningar?",
    ],
)
def test_a_total_of_songs_bought_counts_every_line(message):
    assert offered("invoice", message) == _LINES


@pytest.mark.parametrize(
    "message",
    [
        "what was the total I spent on songs across my orders?",
        "total songs on my latest order?",
    ],
)
def test_a_total_of_money_or_of_one_order_is_not_that_count(message):
    assert offered("invoice", message) != _LINES
