"""agents.numbers: a number in an answer must come from the facts, the question or what the
customer said; small ones too (issue 22: "10 tracks from Queen" beside six rows, "the sorted
list is [1, 4, 5, 9]" for 1, 9, 4 and 7 passed as "numbers up to 10")."""

from agents.numbers import drop_unsupported


def test_a_small_count_that_no_fact_holds_is_dropped():
    facts = "get_invoice_line_items: 6 found\n- track: Flash; unit_price: 0.99; quantity: 1"
    answer = "Your latest order has 6 songs. You also ordered 10 tracks from Queen."
    assert drop_unsupported(answer, facts) == ("Your latest order has 6 songs.", ["10"])


def test_a_small_number_the_model_made_up_in_a_calculation_is_dropped():
    answer = "The result is 59049. The sorted list is [1, 4, 5, 9]. The median is 5."
    kept, dropped = drop_unsupported(answer, "code specialist: 59049", "median of 1, 9, 4 and 7")
    assert kept == "The result is 59049." and dropped == ["5", "5"]


def test_list_markers_and_ordinals_are_positions_not_facts():
    facts = "get_albums_by_artist: 2 found\n- title: Greatest Hits\n- title: Innuendo"
    answer = "Queen has 2 albums:\n1. Greatest Hits\n2) Innuendo\nThe 2nd one came out later."
    assert drop_unsupported(answer, facts) == (answer, [])


def test_an_ordinal_is_still_checked_when_nothing_was_computed():
    assert drop_unsupported("It is the 3rd day.", "no facts", small=0)[1] == ["3"]


def test_the_customers_earlier_numbers_count_as_said():
    assert (
        drop_unsupported("You asked about 3 albums.", "facts", "how many?", "I own 3 albums")[1]
        == []
    )
