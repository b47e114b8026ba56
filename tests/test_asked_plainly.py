"""Questions put plainly, read as asked (fresh28's failures, read after its one run, each
written here in our own words, titles and, where the class allows, languages).

* a one-word title opening the message's last sentence, asked with a question word and no
  mark ("Long shift. Breadfan how long is it") is the title;
* "the total of all my orders", asked with a question word, is the account's sum;
* Dutch "nummer N" asked how much it costs ("hoeveel moet ik betalen voor") is a song's number;
* a greeting asked with a word or two after it ("tudo bem por aí?") is no song;
* the person who handled an invoice, asked in Polish ("osoba, która prowadziła fakturę");
* an album named like its artist, leant back on with "on it" or "is it" asked its songs,
  is the album;
* a song named like its album, asked which album it is on, is the song.
"""

from __future__ import annotations

import pytest

from tests.helpers import found, offered, plan_of

# --------------------------------------------------------------- a title opening an unmarked question


@pytest.mark.parametrize(
    "message",
    [
        "Long shift on the ferry today. Breadfan how long is it",
        "Turno lungo in traghetto. Breadfan quanto costa",
    ],
)
def test_a_title_opening_an_unmarked_last_question_is_the_title(names, message):
    assert found(names, message, "track") == ["Breadfan"]


def test_a_name_opening_a_told_sentence_is_no_title(names):
    message = "Long shift. Breadfan was on the radio and I sang along"
    assert found(names, message, "track") == []


# --------------------------------------------------------------- the total of all my orders


@pytest.mark.parametrize(
    "message",
    [
        "what's the total of every order I've made here?",
        "qual è il totale di tutti i miei ordini da voi?",
        "wat is het totaal van al mijn aankopen?",
    ],
)
def test_the_total_of_all_orders_asks_the_sum(message):
    assert offered("invoice", message) == ["get_customer_profile"]


def test_the_total_of_one_order_is_that_orders_row():
    assert offered("invoice", "what was the total of my last order?") == [
        "get_invoices_by_customer_sorted_by_date"
    ]


# --------------------------------------------------------------- Dutch "nummer", how much


def test_dutch_nummer_asked_how_much_to_pay_is_a_track_number(names):
    message = "na de dienst even kijken: hoeveel moet ik betalen voor nummer 2936?"
    assert plan_of(names, message) == ["catalog"]


# --------------------------------------------------------------- a greeting asked


@pytest.mark.parametrize(
    "message",
    [
        "Olá, tudo bem por aí? quem é o responsável pela minha conta",
        "Oi, tudo bem contigo? qual é o email do responsável pela minha conta",
    ],
)
def test_a_greeting_asked_with_words_after_it_is_no_song(names, message):
    assert found(names, message, "track") == []
    assert offered("invoice", message, names.find(message)) == ["get_customer_profile"]


def test_the_song_asked_by_its_price_is_still_the_song(names):
    assert found(names, "quanto custa Tudo Bem?", "track") == ["Tudo Bem"]


# --------------------------------------------------------------- who handled an invoice, Polish


def test_the_person_who_handled_an_invoice_in_polish():
    message = "Jak się nazywa osoba z obsługi, która prowadziła fakturę 12?"
    assert offered("invoice", message) == ["get_employee_by_invoice_and_customer"]


# --------------------------------------------------------------- named like its artist


@pytest.mark.parametrize(
    "message",
    [
        "Olodum is all I play while grooming. how many tracks is it",
        "Olodum - which songs are on it?",
    ],
)
def test_an_album_named_like_its_artist_leant_on_as_a_record_is_the_album(names, message):
    tools = offered("catalog", message, names.find(message))
    assert "get_album_tracks" in tools
    assert "get_tracks_by_artist" not in tools


def test_the_artist_asked_by_name_is_still_the_artist(names):
    message = "which songs by Olodum do you have?"
    assert "get_tracks_by_artist" in offered("catalog", message, names.find(message))


# --------------------------------------------------------------- named like its album


@pytest.mark.parametrize(
    "message",
    [
        "a passenger hummed Houses Of The Holy the whole way. which album is that on?",
        "Op welk album staat Houses Of The Holy?",
    ],
)
def test_a_song_named_like_an_album_asked_its_album_is_the_song(names, message):
    tools = offered("catalog", message, names.find(message))
    assert "check_for_songs" in tools or "get_track_details" in tools
    assert "get_album_tracks" not in tools


def test_the_total_of_a_months_purchase_is_that_months_invoices():
    message = "Meu filho usou o meu cartão em março de 2024. Qual foi o total da compra desse mês?"
    assert offered("invoice", message) == ["get_invoices_by_customer_sorted_by_date"]


def test_dutch_nummer_asked_how_much_offers_the_tracks_details():
    """fresh28's re-run: routed to the catalog, "hoeveel ... nummer" was read as a count."""
    message = "hoeveel moet ik betalen voor nummer 2936?"
    assert offered("catalog", message) == ["get_track_details"]


@pytest.mark.parametrize("message", ["Track #2664 costs how much?", "length of track #968?"])
def test_a_track_by_its_hash_number_offers_its_details(message):
    assert offered("catalog", message) == ["get_track_details"]
