"""Words and titles as customers write them (fresh29's failures, read after its one run,
each written here in our own words, titles and, where the class allows, languages).

* a word for albums, songs or artists in the case its sentence needs (Polish "ile albumów",
  "o piosenkach", "z zespołem") is that word: each inflected form is lexicon data;
* a title written with the store's letters and stops ("W.M.A.", "R.E.M.-like" initials) is
  named, as a title of everyday words written with the store's capitals is.
"""

from __future__ import annotations

import pytest

from tests.helpers import found, offered, plan_of


@pytest.mark.parametrize(
    "message",
    [
        "ile albumów Skank macie?",
        "Słucham Skank w pracy. Ile ich albumów jest u was?",
        "ile płyt Skank macie?",
    ],
)
def test_an_inflected_word_for_albums_is_about_music(names, message):
    assert found(names, message, "artist") == ["Skank"]
    assert plan_of(names, message) == ["catalog"]
    assert offered("catalog", message, names.find(message)) == ["get_albums_by_artist"]


@pytest.mark.parametrize(
    "message",
    ["ile albumów Audioslave macie?", "Ile albumy Audioslave macie w sklepie?"],
)
def test_albums_before_a_name_an_album_shares_with_its_artist_are_the_artists(names, message):
    # a word for albums in the plural right before the name: the artist's albums, not the
    # record of that name ("the album Audioslave" is the record)
    assert offered("catalog", message, names.find(message)) == ["get_albums_by_artist"]
    single = "ile piosenek ma album Audioslave?"
    assert offered("catalog", single, names.find(single)) == ["get_album_tracks"]


@pytest.mark.parametrize(
    ("message", "title"),
    [
        ("The night porter hums W.M.A. all shift. who sings it?", "W.M.A."),
        ("who sings W.M.A.?", "W.M.A."),
    ],
)
def test_a_title_of_initials_written_as_the_store_does_is_named(names, message, title):
    assert found(names, message, "track", "album") == [title]


def test_initials_written_otherwise_are_no_title(names):
    assert found(names, "the wma file would not play. who sings it?", "track", "album") == []


@pytest.mark.parametrize(
    ("message", "title"),
    [
        # a one-word title opening a told sentence, leant back on by a question without its
        # mark (one with its mark was read so already)
        ("Breadfan was on in the van all morning. what album is it off", "Breadfan"),
        ("Supernaut lief die ganze Nacht im Lkw. auf welchem Album ist das drauf", "Supernaut"),
    ],
)
def test_a_title_opening_a_told_sentence_leant_back_on_in_a_music_question(names, message, title):
    assert found(names, message, "track") == [title]


def test_a_sentence_opening_with_no_question_after_it_is_no_title(names):
    message = "Breadfan was on in the van all morning. it is off now"
    assert found(names, message, "track") == []
