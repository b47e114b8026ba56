"""Identifiers given alone, whatever a customer separates them with, ask nothing.

From fresh30's failures (read after its one run), written here in our own words and data:
"my details first: <email> | customer number <n>" was read as a question about the profile
because the label's colon was followed by a bar, not a comma, so the label stayed behind
as words and the model wrote a biography of the customer.
"""

from __future__ import annotations

import pytest

from agents.verify import asks_more


@pytest.mark.parametrize(
    "message",
    [
        "my details first: mia.k@example.org | customer number 27",
        "my info up front: mia.k@example.org · customer no. 27",
        "meine Daten vorab: mia.k@example.org • Kundennummer 27",
        "mes infos d'abord : mia.k@example.org | client 27",
        "mis datos: mia.k@example.org + cliente 27",
        "account: 27 & mia.k@example.org",
    ],
)
def test_identifiers_between_any_separators_ask_nothing(message):
    assert not asks_more(message)


@pytest.mark.parametrize(
    "message",
    [
        "my details first: mia.k@example.org | customer number 27 | what did my last order cost",
        "mia.k@example.org | 27 | welche Lieder waren in meiner letzten Bestellung",
    ],
)
def test_a_question_beside_them_is_still_asked(message):
    assert asks_more(message)
