"""agents.named: a catalog call looks up only names the conversation holds."""

from __future__ import annotations

import pytest

from agents.named import heard, unnamed


@pytest.mark.parametrize(
    ("args", "texts"),
    [
        ({"artist": "Metallica"}, ["songs by metalica?"]),  # a typo the model mended
        ({"artist": "The Beatles"}, ["anything by beatles"]),
        ({"artist": "AC/DC"}, ["acdc albums pls"]),
        ({"album": "Kill 'Em All"}, ["how long is kill em all"]),
        ({"song_title": "Balls to the Wall"}, ["do you have balls to the wal"]),
        # from an earlier answer, or a result of this visit
        ({"artist": "Accept"}, ["who sings Balls to the Wall?", "It is by Accept.", "more?"]),
        ({"album": "Restless and Wild"}, ['{"results": [{"album": "Restless and Wild"}]}']),
        ({"genre": "Classical"}, ["Klassik bitte"]),  # a genre is translated, not invented
        ({}, ["how many songs do you have"]),
    ],
)
def test_a_name_the_conversation_holds_may_be_looked_up(args, texts):
    assert unnamed(args, heard(texts)) is None


@pytest.mark.parametrize(
    ("args", "texts"),
    [
        ({"artist": "Guns N' Roses"}, ["which track was the cheapest of all of them?"]),
        ({"song_title": "Balls to the Wall"}, ["my last order, which songs?"]),
        ({"album": "Let There Be Rock"}, ["what's your best album"]),
    ],
)
def test_a_name_no_one_said_is_refused_with_a_reason(args, texts):
    why = unnamed(args, heard(texts))
    assert why is not None and "never guess a name" in why and next(iter(args.values())) in why
