"""agents.wording: the model's answer, cleaned by code before the customer reads it."""

import pytest

from agents.wording import worded


def test_a_sentence_said_again_is_said_once():
    """The 0.5B looped: "You have also found one track ... $0.99." three times over."""
    again = "You have also found one track named Holier Than Thou. The price is $0.99."
    text = f"Holier Than Thou is on Black Album. {again} {again}\n{again.upper()}"
    assert (
        worded(text, "Holier Than Thou price pls") == f"Holier Than Thou is on Black Album. {again}"
    )


def test_list_lines_and_different_sentences_stay():
    text = "Here they are:\n- Flash\n- Flash\nFlash is $0.99. Flash is 2:48 long."
    assert worded(text, "songs?") == text


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            'You asked whether we sell "Hard To Handle". We do: it costs $0.99.',
            "We do: it costs $0.99.",
        ),
        ("Your question is about invoice 12. Its total was $5.94.", "Its total was $5.94."),
        ("I am writing to thank you for your order. It had 9 songs.", "It had 9 songs."),
        ("Você perguntou sobre a fatura 12. O total foi $5.94.", "O total foi $5.94."),
        ("Sie haben gefragt, was es kostet. Es kostet $0.99.", "Es kostet $0.99."),
        ("You asked about it.", ""),  # nothing else said: code says the facts
        # fresh9: the customer's message told back in the second person
        ("You are writing to the store to ask the price. It costs $0.99.", "It costs $0.99."),
        ("You are thinking of gifting it. It is 4:05 long.", "It is 4:05 long."),
        ("Stai chiedendo il prezzo. Costa $0.99.", "Costa $0.99."),
        # fresh31 (read after its run): the model's own instructions narrated to the customer
        ("You were asked to find the song. It lasts 4:05.", "It lasts 4:05."),
        ("You were not instructed to list albums. It lasts 4:05.", "It lasts 4:05."),
        # the customer's own words in a sentence are no narration of them
        (
            "Yes, as you asked, the album has 12 songs.",
            "Yes, as you asked, the album has 12 songs.",
        ),
        ("You have 7 invoices, the latest from May.", "You have 7 invoices, the latest from May."),
    ],
)
def test_a_sentence_that_narrates_the_conversation_is_left_out(text, kept):
    """Issue 22, kind 4 (and fresh4, fresh5): the 0.5B narrated the exchange ("You asked if
    they could find the song ... You provided information about ...") or wrote as the
    customer ("I am writing to ..."): the sentences that open so say nothing to the reader."""
    assert worded(text, "a question") == kept


@pytest.mark.parametrize(
    ("question", "text", "kept"),
    [
        # fresh15: the whole message said back, its last word now with a full stop
        (
            "Buenas, ¿Cuántos artistas tienen en total en la tienda? Es para un trabajo de clase",
            "Buenas, ¿Cuántos artistas tienen en total en la tienda? Es para un trabajo de clase.",
            "",
        ),
        # ... or with a capital where the customer wrote none
        (
            "hi. invoice 67 - who dealt with it? thanks",
            "Hi. Invoice 67 - who dealt with it? Thanks! Steve Johnson did.",
            "Steve Johnson did.",
        ),
        # the customer's words inside an answer are no echo of the message
        ("how long is Flash?", "Flash is 2:48 long.", "Flash is 2:48 long."),
    ],
)
def test_the_message_said_back_is_left_out(question, text, kept):
    assert worded(text, question) == kept


def test_a_sentence_of_the_message_said_back_word_for_word_is_left_out():
    """fresh16: the 0.5B's whole answer was the message's first two sentences."""
    question = (
        "Hi there! My son turns sixteen next week and he keeps going on about Aquaman."
        " How much is the whole album?"
    )
    text = "Hi there! My son turns sixteen next week and he keeps going on about Aquaman."
    assert worded(text, question) == "Hi there!"  # three words or fewer: kept
    assert worded(f"The whole album is $8.91. {text.split('! ')[1]}", question) == (
        "The whole album is $8.91."
    )


@pytest.mark.parametrize(
    ("question", "text", "kept"),
    [
        # the facts block copied after a sentence of the model's own (fresh14, fresh17)
        (
            "is Civil War filed under metal?",
            "Civil War is filed under Metal. Check_for_songs: 1 found. Track_id: 1174; name:"
            " Civil War; album: Use Your Illusion II; artist: Guns N' Roses; genre: Metal",
            "Civil War is filed under Metal.",
        ),
        # a tool's header, spaced or not, and its rows on their own lines (fresh4, fresh7)
        (
            "who sings Binky The Doormat",
            "check_for_songs: 1 found\n- track_id: 2305; name: Binky The Doormat; artist: R.E.M.",
            "",
        ),
        (
            "how many songs do you have",
            "Get catalog counts: 1 found\n- artists: 275; albums: 347; songs: 3503",
            "",
        ),
        # the field names of an account row, after the model's answer (fresh11, fresh16)
        (
            "who is my rep?",
            "Your rep is Jane Peacock.\n\n- support_rep: Jane Peacock; support_rep_email: x@y.z",
            "Your rep is Jane Peacock.",
        ),
        # the customer's sentence said back with its apostrophe put in (fresh20)
        (
            "Hello there. theres a song called Madalena stuck in my head who sings it",
            "There's a song called Madalena stuck in my head who sings it. Check for songs: 1"
            " found. - track_id: 888; name: Madalena; album: Elis Regina-Minha História",
            "",
        ),
        # prose that names a field's words, or lists with colons, is no copy of the facts
        ("my rep?", "Your rep, Jane Peacock, is there from 9 to 5.", None),
        ("albums?", "Two albums: Let There Be Rock and Back in Black.", None),
        ("genres?", "Rock: 1297 songs. Jazz: 130 songs.", None),
    ],
)
def test_the_facts_block_copied_into_the_answer_is_left_out(question, text, kept):
    """The 0.5B copied the facts it was given ("Check for songs: 1 found. - track_id: 888;
    name: ...; unit_price: 0.99"), field names and all, into ~1 answer in 150 of every
    fresh split. Nothing from there on is written for a customer; code says the rows."""
    assert worded(text, question) == (text if kept is None else kept)
