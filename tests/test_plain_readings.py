"""What a customer says in passing, read as they mean it (fresh27's failures, read after its
one run, each written here in our own words, titles and, where the class allows, languages).

* a genre's name used as a common noun of the customer's own plans ("I need a soundtrack
  for the drive") beside an artist asked about is no genre asked about;
* a one-word title asked about with chat shorthand ("is X something u sell?") is asked about;
* a one-word title made only of a genre's words ("Bossa", not the genre Bossa Nova), leant
  back on as a song by a later question, is the song;
* a one-word album opening a later question of its own ("Long week. X lasts how long?") is
  the album, as it is when it opens the message;
* the words a customer opens a question with ("here's what I wanted to ask: ...") ask
  nothing of a lower-case title told after them;
* "I mean" is no statistic: a composer asked "the composer I mean" is the catalog's;
* Dutch "nummer" with a number asked a song's price or length is the song's number;
* every order added together, asked how much, is the account's sum;
* "how is my name written on my account" asks for the customer's name.
"""

from __future__ import annotations

import pytest

from agents.pick import focus
from tests.helpers import found, offered, plan_of
from tools.result import ToolResult

# --------------------------------------------------------------- a genre as a common noun


@pytest.mark.parametrize(
    "message",
    [
        "cleaning out the garage tomorrow so I want a soundtrack for it. Iron Maiden: which of "
        "their songs do you carry?",
        "long drive to my sister's, need a soundtrack. what songs have you got by Iron Maiden?",
        "brauche einen Soundtrack fürs Training. welche Songs von Iron Maiden habt ihr?",
    ],
)
def test_a_genre_named_as_the_customers_own_thing_is_no_genre(names, message):
    assert found(names, message, "genre") == []
    assert found(names, message, "artist") == ["Iron Maiden"]
    assert "get_songs_by_genre" not in offered("catalog", message, names.find(message))


@pytest.mark.parametrize(
    ("message", "genre"),
    [
        ("what soundtracks do you sell?", "Soundtrack"),
        ("do you have a soundtrack album by Iron Maiden?", "Soundtrack"),  # a kind of album
        ("a soundtrack, any soundtrack: what have you got?", "Soundtrack"),  # nothing else named
    ],
)
def test_a_genre_asked_about_is_still_the_genre(names, message, genre):
    assert genre in found(names, message, "genre")


# --------------------------------------------------------------- chat shorthand in a question


@pytest.mark.parametrize(
    ("message", "title"),
    [
        ("worked a double shift and need cheering up. is Breadfan something u sell?", "Breadfan"),
        ("long day at the kennels. r u selling Cuitelinho??", "Cuitelinho"),
    ],
)
def test_a_one_word_title_asked_with_shorthand_is_asked(names, message, title):
    assert found(names, message, "track") == [title]
    assert "check_for_songs" in offered("catalog", message, names.find(message))


# --------------------------------------------------------------- a title of a genre's words


def test_a_title_of_genre_words_leant_back_on_as_a_song_is_the_song(names):
    message = "drove home with Bossa on repeat. which genre do you keep that song under"
    assert found(names, message, "track") == ["Bossa"]


@pytest.mark.parametrize(
    "message",
    [
        "I love Bossa. how many genres do you have?",  # nothing leans back on it
        "any bossa tracks? do you have them?",  # lower case: the genre's word
    ],
)
def test_a_genre_word_not_leant_back_on_as_a_song_is_no_title(names, message):
    assert found(names, message, "track") == []


# --------------------------------------------------------------- a title opening a question


@pytest.mark.parametrize(
    "message",
    [
        "Long week at the hives. Purpendicular lasts how long in total?",
        "Longue semaine au rucher. Purpendicular dure combien de temps au total ?",
    ],
)
def test_an_album_opening_a_later_question_is_the_album(names, message):
    assert found(names, message, "album") == ["Purpendicular"]
    assert plan_of(names, message) == ["catalog"]


def test_a_name_opening_a_later_question_about_no_music_stays_a_name(names):
    assert (
        found(names, "Long week. Tribute to you all! How many albums do you have?", "album") == []
    )


# --------------------------------------------------------------- a frame before a colon


@pytest.mark.parametrize(
    "message",
    [
        "right, here's what I meant to ask: night shift at the bakery, killing time. the total "
        "number of albums you carry?",
        "so my question is this: another late shift, killing time. total number of artists "
        "in the shop?",
    ],
)
def test_a_question_announced_before_a_colon_asks_nothing_of_a_title_told(names, message):
    assert found(names, message, "track", "album") == []
    assert "get_catalog_counts" in offered("catalog", message, names.find(message))


def test_a_title_in_a_question_after_a_colon_is_stillfound(names):
    message = "here's my question: heard killing time on the radio, who sings it?"
    assert "Killing Time" in found(names, message, "track")


# --------------------------------------------------------------- "I mean"


@pytest.mark.parametrize(
    "message",
    [
        "Breadfan: who wrote it, the composer I mean",
        "practising a routine to Breadfan. who actually wrote it? the composer, I mean",
    ],
)
def test_i_mean_is_no_statistic(names, message):
    assert plan_of(names, message) == ["catalog"]


def test_the_mean_of_numbers_is_still_a_statistic(names):
    assert plan_of(names, "what's the mean of 12, 15 and 20?") == ["data"]


# --------------------------------------------------------------- Dutch "nummer"


@pytest.mark.parametrize(
    "message",
    [
        "Repetitie met het koor vanavond. wat kost nummer 2936 bij jullie",
        "hoe lang duurt nummer 461 eigenlijk?",
    ],
)
def test_dutch_nummer_with_a_song_fact_is_a_track_number(names, message):
    assert plan_of(names, message) == ["catalog"]
    assert "get_track_details" in offered("catalog", message, names.find(message))


@pytest.mark.parametrize(
    ("message", "plan"),
    [
        ("wat kostte factuur nummer 12?", ["invoice"]),  # an invoice's number
        ("mijn nummer is 37 en mijn mail is a.b@example.org", []),  # an identifier
    ],
)
def test_dutch_nummer_of_an_invoice_or_an_id_is_no_track(names, message, plan):
    assert plan_of(names, message) == plan


# --------------------------------------------------------------- every order added together


@pytest.mark.parametrize(
    "message",
    [
        "sorting my budget for the month. every order I've placed with you added up, how "
        "much does that come to?",
        "all my purchases here combined: how much is that?",
        "alle bestellingen bij elkaar opgeteld, hoeveel is dat?",
    ],
)
def test_every_order_added_together_asks_the_sum(message):
    assert offered("invoice", message) == ["get_customer_profile"]


@pytest.mark.parametrize(
    "message",
    [
        "how much was my last order, all items added together?",  # one order's total
        "list all my orders together with their dates",  # no sum asked
    ],
)
def test_one_order_or_a_list_is_no_sum(message):
    assert offered("invoice", message) != ["get_customer_profile"]


_PROFILE = {
    "customer_id": 9,
    "first_name": "Ada",
    "last_name": "Quill",
    "email": "ada@example.org",
    "address": "1 Lane",
    "city": "Town",
    "country": "Wales",
    "postal_code": "X1",
    "support_rep": "Jane Peacock",
    "support_rep_email": "jane@example.org",
    "support_rep_phone": "+1 403",
    "total_spent": 41.62,
    "invoice_count": 7,
}


def _kept(message: str) -> set[str]:
    (row,) = focus(ToolResult({"results": [dict(_PROFILE)]}), message).rows
    return set(row)


def test_the_sum_of_every_order_keeps_the_total_spent():
    assert "total_spent" in _kept("all my orders added together, how much is that?")
    assert "email" not in _kept("all my orders added together, how much is that?")


# --------------------------------------------------------------- the name as written


@pytest.mark.parametrize(
    "message",
    [
        "how is my name written on my account with you?",
        "the bank wants it exact: how do you spell my name on the account",
        "wie schreibt ihr meinen Namen in meinem Konto?",
    ],
)
def test_my_name_on_the_account_asks_the_name(message):
    assert offered("invoice", message) == ["get_customer_profile"]
    assert _kept(message) == {"first_name", "last_name"}


def test_my_name_given_is_not_asked():
    message = "my name is Ada and my account is 9: what did my last order cost?"
    assert offered("invoice", message) != ["get_customer_profile"]


# --------------------------------------------------------------- a web word told, no mark


@pytest.mark.parametrize(
    "message",
    [
        "je suis facteur, tournée finie à midi. l'album Nevermind en entier ça coûte combien",
        "Briefträger hier, Tournee geschafft. wie viel kostet das ganze Album Nevermind",
    ],
)
def test_a_web_word_told_before_an_unmarked_question_asks_no_web_search(names, message):
    assert plan_of(names, message) == ["catalog"]


def test_a_web_word_in_the_unmarked_question_still_asks_the_web(names):
    assert "search" in plan_of(names, "Nirvana hat eine neue Tournee, wann spielen sie")
