"""agents.wording.unretold: a sentence that retells the customer's message instead of
answering it goes, where the lookups found facts (fresh15, read after its runs: the 0.5B
over lists code rendered)."""

import pytest

from agents.wording import unretold

FACTS = "Habib Koité and Bamada\nMuso Ko\n263\n2"
ASKED = (
    "Evening! Hope this is the right place. Cancelled my streaming subscription last month"
    " and I'd rather own my music now. What albums by Habib Koité and Bamada have you got?"
)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        (
            "You have cancelled their streaming subscription last month and wants to own their"
            " music now. We have 1 album by Habib Koité and Bamada: Muso Ko.",
            "We have 1 album by Habib Koité and Bamada: Muso Ko.",
        ),
        # an answer names what the lookup found, in the customer's words or not
        ("Yes, we have Muso Ko by Habib Koité and Bamada.", None),
        ("It has 2 songs.", None),
        # words of the store's and of asking are every answer's, no retelling
        ("Here are the albums you asked about.", None),
        ("Sorry to hear about your subscription.", None),  # one word of theirs: kept
    ],
)
def test_a_sentence_retelling_the_message_goes(text, kept):
    assert unretold(text, ASKED, FACTS) == (text if kept is None else kept)


@pytest.mark.parametrize(
    ("asked", "text"),
    [
        (
            "Not urgent: is Wicked Ways something you sell? Heard it at a friend's place.",
            "They heard it at a friend's place, which is a common practice for music stores.",
        ),
        (
            "Got a new laptop and need to download everything again. Every song I bought?",
            "You got a new laptop and need to download everything again.",
        ),
        (
            "Ich räume meine Unterlagen vor dem Jahresende auf. Alle meine Bestellungen?",
            "Sie räumen Ihre Unterlagen vor dem Jahresende auf.",
        ),
    ],
)
def test_retellings_in_any_language_go(asked, text):
    assert unretold(text, asked, "Wicked Ways\nDeep Purple\n0.99\n2025-04-18") == ""


def test_with_nothing_looked_up_the_models_words_are_the_answer():
    """Off-topic or failed turns: no facts to tell a retelling from an answer by."""
    text = "You got a new laptop and need to download everything again."
    assert unretold(text, "Got a new laptop and need to download everything again", "") == text
