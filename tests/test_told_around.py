"""What a message tells around its question is no part of the question.

From fresh20's failures (read after its one run), each written here in our own words and in
other languages than the case's: "at my old record shop" asked for no album; "years ago I
bought X here ... do you still sell it?" asked the stock, not the account; "since I was last
on here" picked no latest order; "registered with x@y" is an identifier's label, not a
question about the profile; "nome sul mio account?" asks the customer's name.
"""

from __future__ import annotations

import pytest

from agents.pick import orders
from agents.verify import asks_more
from tests.helpers import offered, plan_of


@pytest.mark.parametrize(
    "message",
    [
        "When I worked at a record store, Queen got filed all over the place. What genre do"
        " you list them under?",
        "Na minha antiga loja de discos os Queen mudavam sempre de estilo. Em que gênero vocês"
        " os colocam?",
        "W sklepie płytowym Queen stali raz tu, raz tam. Pod jakim gatunkiem ich macie?",
    ],
)
def test_a_shop_named_by_what_it_sells_asks_for_no_album(names, message):
    assert offered("catalog", message, names.find(message)) == ["get_tracks_by_artist"]


@pytest.mark.parametrize(
    "message",
    [
        "Ages ago I bought Smells Like Teen Spirit from you and then my laptop died. Is it"
        " still for sale?",
        "Jaren geleden kocht ik Smells Like Teen Spirit bij jullie. Wie zingt dat nummer ook"
        " alweer?",
    ],
)
def test_a_purchase_told_before_a_question_about_the_song_asks_the_stock(names, message):
    assert plan_of(names, message) == ["catalog"]


@pytest.mark.parametrize(
    "message",
    [
        "I bought Smells Like Teen Spirit from you last year. When did I buy it?",
        "I bought Smells Like Teen Spirit from you. Is it on my invoice?",
    ],
)
def test_a_question_about_that_purchase_still_asks_the_account(names, message):
    assert plan_of(names, message) == ["invoice"]


@pytest.mark.parametrize(
    ("message", "picked"),
    [
        ("Haven't been on here since I was last in town. What did my first order cost?", ["first"]),
        ("Last time I was here I liked jazz. Which artists have I bought over the years?", []),
        ("Desde a última vez que estive aqui mudou tudo. Quanto custou o meu primeiro pedido?",
         ["first"]),
        ("When was the last time I bought something?", ["latest"]),
    ],
)  # fmt: skip
def test_when_the_customer_was_last_here_picks_no_row(message, picked):
    assert [o.word for o in orders(message)] == picked


@pytest.mark.parametrize(
    "message",
    [
        "Hi, Ana here, customer 12, registered with ana@example.com.",
        "Oi, sou a Ana, cliente 12, cadastrada com ana@example.com",
        "Hallo, Ana hier, Kundennummer 12, angemeldet mit ana@example.com",
    ],
)
def test_registered_with_an_email_is_its_label_and_asks_nothing(message):
    assert not asks_more(message)


@pytest.mark.parametrize(
    "message",
    ["nome sul mio account?", "Welcher Name steht auf meinem Konto?", "nazwisko na moim koncie?"],
)
def test_the_name_on_my_account_is_asked_in_every_language(names, message):
    assert plan_of(names, message) == ["invoice"]
    assert offered("invoice", message) == ["get_customer_profile"]
