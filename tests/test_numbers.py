"""agents.numbers: a number in an answer must come from the facts, the question or what the
customer said; small ones too (issue 22: "10 tracks from Queen" beside six rows, "the sorted
list is [1, 4, 5, 9]" for 1, 9, 4 and 7 passed as "numbers up to 10")."""

from agents.numbers import drop_uncounted, drop_unsupported


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


# A count the answer states must be a count the facts state (or one the customer wrote):
# "You have 5 World tracks" beside "28 found (showing 5 of 28)" passed the number check,
# because the 5 rows shown to the model are a number of the facts (fresh11).
WORLD = (
    "get_songs_by_genre: 28 found (list truncated: showing 5 of 28) [genres: World]\n"
    "- track_id: 3351; name: Din Din Wo; album: Muso Ko; unit_price: 0.99\n"
    "- track_id: 5; name: Pura Elegancia; album: Cafezinho; unit_price: 0.99"
)


def test_a_count_the_facts_do_not_state_as_a_count_is_dropped():
    answer = "You have 5 World tracks. We have 28 songs in World."
    assert drop_uncounted(answer, WORLD, "how many World tracks do you have?") == (
        "We have 28 songs in World.",
        ["5"],
    )


def test_counts_are_read_in_every_language_and_from_count_fields():
    assert drop_uncounted("Temos 5 músicas de World.", WORLD, "quantas musicas?")[1] == ["5"]
    album = "get_album: Let There Be Rock\n- title: Let There Be Rock; track_count: 8; price: 7.92"
    assert drop_uncounted("Let There Be Rock has 8 songs.", album, "how many songs?")[1] == []
    assert drop_uncounted("Let There Be Rock has 10 songs.", album, "how many?")[1] == ["10"]


def test_a_count_the_facts_give_for_another_thing_is_no_count_of_this_one():
    # fresh28: "Album Of The Year has 347 tracks." beside the store's counts, where 347 is the
    # number of albums: a count, but of albums
    counts = '{"artists": 275, "albums": 347, "songs": 3503, "genres": 25, "playlists": 18}'
    answer = "Album Of The Year has 347 tracks. We have 347 albums and 3503 songs."
    assert drop_uncounted(answer, counts, "how many tracks is it") == (
        "We have 347 albums and 3503 songs.",
        ["347"],
    )
    assert drop_uncounted("Temos 347 álbuns e 18 playlists.", counts, "quantos?")[1] == []
    assert drop_uncounted("O álbum tem 18 músicas.", counts, "quantas músicas?")[1] == ["18"]
    album = "get_album: Let There Be Rock\n- title: Let There Be Rock; track_count: 8"
    assert drop_uncounted("Let There Be Rock is one of 8 albums.", album, "how many?")[1] == ["8"]
    # a count of rows found is a count of whatever the rows are, and the customer's own
    # numbers are theirs to count with
    found = "get_albums_by_artist: 3 found\n- albums: 3"
    assert drop_uncounted("AC/DC has 3 songs on 3 albums.", found, "")[1] == []
    assert drop_uncounted("You said 18 songs.", counts, "are there 18 songs?")[1] == []


def test_ids_positions_amounts_and_the_customers_own_counts_are_not_checked_as_counts():
    lines = "get_invoice_line_items: 3 found\n- invoice_id: 5; track_id: 3; unit_price: 0.99"
    for answer in (
        "Invoice 5 has 3 songs.",
        "Track 3 on the album costs $0.99.",
        "Your order #5 of 3 songs is paid.",
        "The 2nd song on that order was 0.99.",
    ):
        assert drop_uncounted(answer, lines, "what was in my order?")[1] == [], answer
    said = "do you really only have 2 albums by Queen? I thought 5 albums"
    facts = "get_albums_by_artist: 2 found\n- title: Greatest Hits"
    assert drop_uncounted("We have 2 albums, not 5 albums.", facts, said)[1] == []


def test_a_number_grouped_wrongly_is_its_parts_not_the_digits_run_together():
    # fresh14: bytes 5645703 in the facts; the 0.5B wrote "564,570,3 bytes", which passed as
    # the value 5645703. Only a grouping by thousands is one number.
    facts = (
        'get_track_details: 1 found\n{"bytes": 5645703, "unit_price": 0.99, "milliseconds": 172000}'
    )
    answer = "The file has 564,570,3 bytes. The unit price is $0.99."
    assert drop_unsupported(answer, facts) == ("The unit price is $0.99.", ["564,570,3"])
    well = "The file has 5,645,703 bytes. It costs 1,000.99 in all."
    assert drop_unsupported(well, facts + " total 1000.99") == (well, [])


def test_a_time_of_day_or_a_length_is_checked_whole_not_digit_by_digit():
    """fresh31 (read after its run): "placed on April 9, 2021, at 25:00" beside invoice 25 of
    2021-04-09 passed, its 25 and 00 each found in the facts; a time or a length ("5:31",
    "1:02:33") is one fact and must be in the facts or the question as written."""
    facts = "invoice_id: 25; invoice_date: 2021-04-09; total: 8.91"
    kept, dropped = drop_unsupported(
        "Your first order was placed on April 9, 2021, at 25:00.", facts
    )
    assert kept == "" and dropped == ["25:00"]
    song = "name: Battery; duration: 5:12; milliseconds: 312000; album: Master Of Puppets"
    assert drop_unsupported("Battery lasts 5:12.", song) == ("Battery lasts 5:12.", [])
    assert drop_unsupported("Battery lasts 05:12.", song) == ("Battery lasts 05:12.", [])
    assert drop_unsupported("Battery lasts 3:12.", song)[1] == ["3:12"]
    assert drop_unsupported("The album runs 1:02:33 in all.", "duration: 1:02:33")[1] == []
    assert drop_unsupported("At 9:30 pm? It lasts 5:12.", song, "can I call at 9:30 pm?")[1] == []
