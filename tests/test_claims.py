"""agents.claims: an answer states no name, email, length or currency the sources lack
(issue 22, kind 4: each case is one of the issue's kinds, in our own words and data)."""

from __future__ import annotations

import pytest

from agents.claims import drop_invented

REP = '{"support_rep": "Jane Peacock", "support_rep_email": "jane@chinookcorp.com"}'
SONG = '{"name": "Like A Bird", "artist": "Black Label Society", "duration": "4:37"}'


@pytest.mark.parametrize(
    ("answer", "sources", "said", "kept", "dropped"),
    [
        (
            "Your support rep is John Doe. Jane Peacock helps too.",
            REP, "who is my rep?", "Jane Peacock helps too.", ["John Doe"],
        ),
        ("Mail jdoe@example.org today.", REP, "", "", ["jdoe@example.org"]),
        ("Mail jane@chinookcorp.com today.", REP, "", "Mail jane@chinookcorp.com today.", []),
        ("It is 146 minutes long.", SONG, "how long is Like A Bird?", "", ["146 minutes"]),
        ("It runs 4:37, about 5 minutes.", SONG, "", "It runs 4:37, about 5 minutes.", []),
        ("It is 277 seconds long.", SONG, "", "It is 277 seconds long.", []),
        ("There are 4 seconds in a week.", '{"result": "604800"}', "", "", ["4 seconds"]),
        ("Is 90 minutes long? No.", "{}", "is 90 minutes a long album", "Is 90 minutes long? No.", []),
        ("It costs £0.99.", SONG, "", "It costs $0.99.", []),
        # fresh31 (read after its run): a currency word after the amount ("at 0.99 euros")
        ("It was 0.99 euros.", SONG, "", "It was $0.99.", []),
        ("Custou 0,99 €.", SONG, "", "Custou $0.99.", []),
        ("Kostade 1.99 kronor.", SONG, "", "Kostade $1.99.", []),
        ("It was 0.99 dollars.", SONG, "", "It was 0.99 dollars.", []),
        ("Hello Maria Silva!", "{}", "I'm Maria Silva", "Hello Maria Silva!", []),
        ("Thanks, Your Invoice is ready.", "{}", "", "Thanks, Your Invoice is ready.", []),
    ],
)  # fmt: skip
def test_each_kind_of_invented_fact_is_dropped(answer, sources, said, kept, dropped):
    assert drop_invented(answer, sources, said) == (kept, dropped)


def test_line_breaks_of_kept_sentences_stay():
    text, dropped = drop_invented("Line one.\n\nBy John Doe.\n- item", "{}", "")
    assert text == "Line one.\n\n- item" and dropped == ["By John Doe"]


def test_a_refund_said_to_be_made_needs_a_refund_result():
    from agents.claims import drop_invented

    answer = "You were refunded for your most recent purchase. Your latest invoice is #412."
    lookup = '{"results": [{"invoice_id": 412, "total": 1.99}]}'
    kept, dropped = drop_invented(answer, lookup, "refund my latest purchase")
    assert kept == "Your latest invoice is #412." and dropped == ["refunded"]
    made = '{"decision": "ALLOW", "status": "executed", "refund_id": 3, "message": "Refunded"}'
    assert drop_invented(answer, lookup + made, "refund it")[1] == []
    kept, _ = drop_invented("A sua compra foi reembolsada.", lookup, "reembolso")
    assert kept == ""


FACTS_368 = '{"invoice_id": 368, "invoice_date": "2025-06-06", "total": 8.91}'


@pytest.mark.parametrize(
    ("answer", "kept"),
    [
        # issue 22 (fresh2): a written-out date no fact holds (its day passed as a small
        # number and its year was in the facts)
        ("Your last order was on June 6, 2025. It was created on June 7, 2025.",
         "Your last order was on June 6, 2025."),
        ("Il tuo ordine è del 6 giugno 2025. Fatturato il 9 giugno 2025.",
         "Il tuo ordine è del 6 giugno 2025."),
        ("It was placed on the 6th of June 2025.", "It was placed on the 6th of June 2025."),
        # another currency's sign before a dollar amount is the dollar sign
        ("O pedido mais caro custou R$8.91.", "O pedido mais caro custou $8.91."),
    ],
)  # fmt: skip
def test_written_dates_and_other_currencies_are_checked(answer, kept):
    assert drop_invented(answer, FACTS_368, "")[0] == kept


def test_a_thousands_group_is_one_number_not_a_list():
    """Issue 22 (fresh2): "1,275 albums" passed because 1 and 275 (the artists) were each
    allowed, as if the customer had listed numbers."""
    from agents.numbers import drop_unsupported

    facts = '{"artists": 275, "albums": 347}'
    assert drop_unsupported("We have 1,275 albums. Ask away!", facts)[0] == "Ask away!"
    assert drop_unsupported("Here: 4,8 and 2.", "mean of 4,8,2")[0] == "Here: 4,8 and 2."


def test_an_iso_date_must_be_a_date_of_the_sources():
    """fresh13: "the one right before it was 2025-07-01" beside an invoice of 2025-07-02
    passed: each part (2025, 07, 01) stood somewhere in the facts."""
    facts = "get_invoices_by_customer_sorted_by_date: 2 found\n- invoice_id: 371; invoice_date: 2025-07-02; total: 1.98\n- invoice_id: 360; invoice_date: 2025-05-01; total: 0.99"
    kept, dropped = drop_invented(
        "The order before your latest one was on 2025-07-01. It came to $1.98.", facts, "when?"
    )
    assert dropped == ["2025-07-01"] and kept == "It came to $1.98."
    assert drop_invented("It was placed on 2025-07-02.", facts, "when?")[1] == []
    assert drop_invented("You asked about 2024-12-25.", facts, "what about 2024-12-25?")[1] == []
