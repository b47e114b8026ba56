"""The chat's steps in the customer's words, and rows as tables (``chat_words``,
``chat_tables``), read against what the agent and the tools really write."""

from __future__ import annotations

import json

import pytest

from agents.render import row_line
from agents.specialist import call_label
from chat_tables import answer_tables, result_markdown
from chat_words import (
    TOOL_WORDS,
    call_sentence,
    done_title,
    parse_call,
    plan_title,
    running_title,
)
from tools import registry

ODD = "Guns N' Roses \"live\" · (1987) — it's 'it'"


@pytest.mark.parametrize(
    "args",
    [{}, {"artist": "AC/DC"}, {"invoice_id": 361, "invoice_line_ids": [1, 2], "reason": ODD}],
)
def test_the_arguments_read_back_from_the_agents_own_label(args):
    label = call_label("invoice", "request_refund", args)
    assert parse_call(label) == ("request_refund", args)


def test_labels_that_are_no_call_are_not_read_as_one():
    for title in ("Routing…", "Verification", "Catalog · choosing a tool…", "Plan · catalog"):
        assert parse_call(title) is None
    assert parse_call("Catalog · f(__import__('os'))") is None  # values only, never code


def test_every_tool_has_words_that_its_own_arguments_fill():
    tools = registry()
    assert sorted(TOOL_WORDS) == sorted(tools.names())  # a new tool needs its sentence
    for name in tools.names():
        props = tools.get(name).args_schema.get("properties", {})
        args = {k: "X" for k in props}
        for running in (False, True):
            sentence = call_sentence(name, args, running=running)
            assert "{" not in sentence and name not in sentence and "_" not in sentence


def test_steps_read_as_the_customer_would_say_them():
    label = call_label("catalog", "get_albums_by_artist", {"artist": "Nirvana"})
    assert done_title(label, error=False) == "Searched the catalog for albums by Nirvana"
    assert running_title("catalog", label) == "Searching the catalog for albums by Nirvana…"
    invoices = call_label("invoice", "get_invoices_by_customer_sorted_by_date", {})
    assert done_title(invoices, error=False) == "Looked up your invoices"
    assert done_title(invoices, error=True) == "⚠ Looked up your invoices (it did not work)"
    assert running_title("route", "Routing…") == "Reading your question…"
    chosen = running_title("invoice", "Invoice · choosing a tool…")
    assert chosen == "Deciding what to look up in your account…"
    assert plan_title(["catalog", "invoice"]) == (
        "Read your question: looking in the music catalog, then your account"
    )
    assert done_title("Verification", error=True) == "⚠ Could not verify your details"
    assert done_title("Catalog · model error", error=True).startswith("⚠ Something went wrong")
    # a tool nobody wrote words for still reads as a sentence, not a function name
    unknown = done_title("Catalog · frobnicate(x=1)", error=False)
    assert unknown == "Looked something up in the music catalog"


def test_a_feature_this_deployment_lacks_is_said_where_the_customer_meets_it():
    body = json.dumps(
        {"kind": "not_configured", "configured": False, "error": "web search is not configured"}
    )
    title = call_label("search", "web_search", {})
    assert done_title(title, error=True, body=body) == "⚠ Web search is not available here"
    other = call_label("catalog", "list_genres", {})
    assert done_title(other, error=True, body=body) == "⚠ Listed the genres: not available here"
    failed = json.dumps({"kind": "timeout", "error": "too slow"})
    assert done_title(title, error=True, body=failed).endswith("(it did not work)")


def _bullets(rows):
    return "\n".join(f"- {row_line(r)}" for r in rows)


def _table_rows(text: str) -> list[list[str]]:
    lines = [line for line in text.split("\n") if line.startswith("| ")]
    return [[c.strip() for c in line.strip("|").split(" | ")] for line in lines[1:]]


def test_invoices_become_a_table_with_every_value_kept(as_customer):
    result = registry().get("get_invoices_by_customer_sorted_by_date").call({}, as_customer(5))
    rows = result.rows
    text = f"You have {len(rows)} invoices, newest first:\n\n{_bullets(rows)}\n(showing 7 of 7)"
    shown = answer_tables(text)
    assert shown.startswith(f"You have {len(rows)} invoices, newest first:\n\n| Invoice | Date |")
    assert shown.endswith("|\n\n(showing 7 of 7)")
    cells = _table_rows(shown)
    assert [c[0] for c in cells] == [str(r["invoice_id"]) for r in rows]
    assert [c[1] for c in cells] == [r["invoice_date"] for r in rows]
    assert [c[2] for c in cells] == [f"${float(r['total']):.2f}" for r in rows]


def test_purchases_and_songs_become_tables(as_customer, ctx):
    bought = registry().get("get_invoice_line_items_sorted_by_price").call({}, as_customer(5))
    shown = answer_tables(_bullets(bought.rows[:5]))
    assert shown.startswith("| Song | Artist | Price |")
    assert [c[0] for c in _table_rows(shown)] == [r["track"] for r in bought.rows[:5]]
    songs = registry().get("get_tracks_by_artist").call({"artist": "AC/DC"}, ctx)
    shown = answer_tables(_bullets(songs.rows[:4]))
    assert shown.startswith("| Song | Artist | Album |")
    assert [c[2] for c in _table_rows(shown)] == [r["album"] for r in songs.rows[:4]]


def test_lists_that_are_not_rows_stay_as_they_were(ctx):
    albums = registry().get("get_albums_by_artist").call({"artist": "AC/DC"}, ctx)
    plain = f"We have 2 albums by AC/DC:\n\n{_bullets(albums.rows)}"
    assert answer_tables(plain) == plain  # one column: a list
    mixed = "- Invoice #1 · 2025-01-01 · $1.98\n- see you soon"
    assert answer_tables(mixed) == mixed  # not every line a row: nothing changes
    one = "Your latest invoice:\n\n- Invoice #361 · 2025-05-06 · $8.91 (9 items)"
    assert answer_tables(one) == one
    pipes = "- A|B — C (D)\n- E — F (G)"
    assert "A\\|B" in answer_tables(pipes)


def test_a_step_result_shows_its_rows_as_a_table_or_else_its_json(as_customer):
    result = registry().get("get_invoices_by_customer_sorted_by_date").call({}, as_customer(5))
    shown = result_markdown(result.for_ui())
    assert shown.startswith("| invoice id | invoice date |")
    assert "total: 7" in shown and "(also: billing_city, billing_country)" in shown
    cut = result.for_ui()[:100]  # a long result is cut: no table, the text as it came
    assert result_markdown(cut) == f"```json\n{cut}\n```"
    stats = json.dumps({"mean": 6})
    assert result_markdown(stats) == f"```json\n{stats}\n```"
