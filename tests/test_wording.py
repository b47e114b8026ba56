"""agents.wording: the model's answer, cleaned by code before the customer reads it."""

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
