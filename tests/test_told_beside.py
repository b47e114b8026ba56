"""What a message tells beside its question does not change what the question asks.

From fresh31's failures (read after its one run), written here in our own words, titles and
languages: the weather told before "who wrote <song>?" sent the question to the web; "all
day" told after a question about an artist's genre ("todo el día") read as a whole album;
a one-word album that is its own sentence, then "who's that by??", was no title at all.
"""

from __future__ import annotations

import pytest

from tests.helpers import found, offered, plan_of


@pytest.mark.parametrize(
    "message",
    [
        "The weather kept us indoors today. Who wrote Enter Sandman?",
        "Wetter ist mies, die Baustelle steht. Wer hat Black Dog komponiert?",
        "dia de chuva, previsão do tempo horrível. quem compôs Garota De Ipanema?",
    ],
)
def test_a_web_word_told_beside_a_question_about_a_store_title_is_the_catalogs(names, message):
    assert plan_of(names, message) == ["catalog"]


def test_a_web_question_naming_the_store_still_goes_to_the_web(names):
    assert "search" in plan_of(names, "Any news about Metallica touring next year?")


@pytest.mark.parametrize(
    "message",
    [
        "Metallica, en qué género los tenéis? los escucho todo el día en el taller",
        "Djavan, em que gênero vocês colocam? ouço todo o dia no trabalho",
        "What genre is Djavan filed under? I had him on the whole day",
        "Welches Genre hat Djavan bei euch? lief den ganzen Tag im Büro",
    ],
)
def test_a_span_of_time_is_no_whole_album(names, message):
    mentions = names.find(message)
    assert offered("catalog", message, mentions) == ["get_tracks_by_artist"]


@pytest.mark.parametrize(
    "message, title",
    [
        ("Nevermind. who's that by?? it was on at the gym", "Nevermind"),
        ("Californication. how many songs are on it", "Californication"),
        ("Nevermind. Von wem ist das?", "Nevermind"),
    ],
)
def test_a_one_word_title_that_is_its_own_sentence_then_asked_of_is_found(names, message, title):
    assert title in found(names, message, "album", "track")


@pytest.mark.parametrize("message", ["Thanks. Who is my support rep?", "Angela. how are you?"])
def test_a_word_alone_then_a_question_of_its_own_is_no_title(names, message):
    assert found(names, message, "album", "track") == []
