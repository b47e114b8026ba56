"""A count of one said in the singular, in every language (``lexicon.say_counted``).

Code's counted texts are written plural ("We have {total} albums by {artists}:"), so with
one item customers read "We have 1 albums by Os Mutantes:", "Temos 1 músicas", "Opera (1
faixas)". Each language's ``say_one`` holds the form for exactly 1, by the English plural.
Real parts: the lexicon's files, the Chinook file and the real tools; the whole turn runs
the real graph over the scripted model.
"""

from __future__ import annotations

import inspect
import string

import pytest

import agents.sentences
from agents.render import missing_facts
from agents.report import Call, SpecialistReport
from agents.sentences import row_line
from lexicon import _files, say, say_counted
from tests.helpers import route, thread
from tools import ToolContext, registry

# Every text code fills with a count (tools' captions, agents.sentences): each needs its
# one-item form in every language.
COUNTED = (
    "We have {total} albums by {artists}:",
    "We have {total} songs by {artists}:",
    "We have {total} songs in {genres}:",
    'We have {total} songs matching "{song_title}":',
    "The album {album[title]} by {album[artist]} has {total} songs:",
    "We have {total} genres:",
    "We have {total} playlists:",
    "The playlist {playlist[name]} has {total} tracks:",
    "You have {total} invoices, newest first:",
    "You bought {total} items, most expensive first:",
    "Invoice #{invoice_id} of {invoice[invoice_date]} (${invoice[total]:.2f}) has {total} items:",
    "In {period} you spent ${spent} on {count} orders.",
    "({count} tracks)",
    "({count} items)",
)


def _fields(text: str) -> list[tuple[str, str, str]]:
    """``text``'s placeholders as format reads them: name, format spec and conversion."""
    return sorted(
        (name, spec or "", conv or "")
        for _, name, spec, conv in string.Formatter().parse(text)
        if name is not None
    )


def test_each_one_item_form_stands_for_a_plural_code_writes_with_its_placeholders():
    files = _files()
    english = set(files["pt"]["say"])  # the texts code writes (every translation's keys)
    for lang, data in files.items():
        keys = set(data["say"]) if lang != "en" else english
        for plural, one in data["say_one"].items():
            assert plural in keys, (lang, plural)
            assert _fields(one) == _fields(plural), (lang, plural, one)  # the digit stays
            assert one != plural or lang != "en", (lang, plural)


def test_every_language_has_the_one_item_form_of_every_counted_text():
    captions = {tool.caption for tool in registry() if tool.caption}
    source = inspect.getsource(agents.sentences)
    for plural in COUNTED:  # each is a text code fills (a caption or a sentence of its own)
        assert plural in captions or plural in source, plural
    for lang, data in _files().items():
        assert set(COUNTED) <= set(data.get("say_one") or {}), lang


@pytest.mark.parametrize(
    ("lang", "one"),
    [("en", "We have {total} album by {artists}:"), ("pt", "Temos {total} álbum de {artists}:")],
)
def test_a_count_of_one_and_only_one_takes_the_one_item_form(lang, one):
    plural = "We have {total} albums by {artists}:"
    assert say_counted(lang, plural, 1) == one
    for count in (0, 2, 25, True, 1.0, "1", None):  # a flag, a float or a text counts no item
        assert say_counted(lang, plural, count) == say(lang, plural), count
    assert say_counted(lang, "Here is what I found:", 1) == say(lang, "Here is what I found:")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "We have 1 album by Os Mutantes:"),
        ("pt", "Temos 1 álbum de Os Mutantes:"),
        ("de", "Wir haben 1 Album von Os Mutantes:"),
        ("pl", "Mamy 1 album wykonawcy Os Mutantes:"),
    ],
)
def test_an_artist_with_one_album_is_counted_in_the_singular(ctx, lang, said):
    """Os Mutantes have one album in Chinook: "how many?" over it was "We have 1 albums"."""
    args = {"artist": "Os Mutantes"}
    result = registry().get("get_albums_by_artist").call(args, ctx)
    assert len(result.rows) == 1 and result.data["total"] == 1
    reports = [SpecialistReport("catalog", [Call("get_albums_by_artist", args, result)])]
    question = "How many albums by Os Mutantes do you have?"
    text = missing_facts("They are a Brazilian band.", reports, question, lang)
    assert said in text, text


def test_a_genre_of_one_song_is_listed_in_the_singular(ctx):
    """Opera has one track in Chinook: the list of genres said "Opera (1 tracks)"."""
    genres = registry().get("list_genres").call({}, ctx)
    opera = next(r for r in genres.rows if r["name"] == "Opera")
    assert opera["track_count"] == 1
    assert row_line(opera) == "Opera (1 track)"
    assert row_line(opera, lang="pt") == "Opera (1 faixa)"
    assert row_line(opera, lang="pl") == "Opera (1 utwór)"
    jazz = next(r for r in genres.rows if r["name"] == "Jazz")
    assert row_line(jazz, lang="pt") == f"Jazz ({jazz['track_count']} faixas)"


def test_an_invoice_of_one_item_says_item_in_every_language(engine):
    """Customer 16 has an invoice of one item (tests/test_code_answers.py: "(1 item)")."""
    ctx = ToolContext(engine=engine, settings=None, customer_id=16)
    invoices = registry().get("get_invoices_by_customer_sorted_by_date").call({}, ctx)
    one = next(r for r in invoices.rows if r["item_count"] == 1)
    assert row_line(one, lang="es").endswith("(1 artículo)")
    assert row_line(one, lang="pl").endswith("(1 pozycja)")
    many = next(r for r in invoices.rows if r["item_count"] > 1)
    assert row_line(many, lang="pl").endswith(f"({many['item_count']} pozycji)")


def test_a_turn_counting_one_album_says_album(make_chat):
    """The whole turn: the count code adds under the model's answer is in the singular."""
    chat, fake = make_chat([route("catalog"), "Os Mutantes are a Brazilian band."])
    turn = chat.ask(thread(), "How many albums by Os Mutantes do you have?")
    assert turn.tools == ["get_albums_by_artist"]
    assert "We have 1 album by Os Mutantes:" in turn.answer, turn.answer
    assert "1 albums" not in turn.answer
