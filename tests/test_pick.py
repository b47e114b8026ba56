"""agents.pick: the row a one-item question asks for is picked by code, not by the model."""

from __future__ import annotations

import pytest

from agents.pick import focus, orders
from tools.result import Failure, ToolResult

INVOICES = ToolResult(
    {
        "found": True,
        "count": 3,
        "total": 3,
        "truncated": False,
        "results": [  # the tool's order: newest first
            {"invoice_id": 412, "invoice_date": "2025-12-22", "total": 1.99, "item_count": 1},
            {"invoice_id": 335, "invoice_date": "2025-01-15", "total": 13.86, "item_count": 14},
            {"invoice_id": 48, "invoice_date": "2021-07-24", "total": 0.99, "item_count": 1},
        ],
    }
)
LINES = ToolResult(
    {
        "found": True,
        "count": 3,
        "total": 3,
        "results": [  # most expensive first; two lines tie at the top
            {"invoice_line_id": 7, "invoice_id": 5, "invoice_date": "2024-02-01",
             "track": "Exodus, Pt. 1", "unit_price": 1.99},
            {"invoice_line_id": 9, "invoice_id": 6, "invoice_date": "2025-03-01",
             "track": "Through a Looking Glass", "unit_price": 1.99},
            {"invoice_line_id": 3, "invoice_id": 2, "invoice_date": "2021-01-01",
             "track": "The Star Spangled Banner", "unit_price": 0.99},
        ],
    }
)  # fmt: skip


def ids(result: ToolResult) -> list[int]:
    return [r["invoice_id"] for r in result.rows]


@pytest.mark.parametrize(
    "question, expected",
    [
        ("What was my most recent invoice?", [412]),
        ("What did my last order come to?", [412]),
        ("Quelle est ma dernière facture ?", [412]),
        ("¿Cuál fue mi última factura?", [412]),
        ("Was ist meine letzte Rechnung?", [412]),
        ("When did I first buy something here?", [48]),
        ("Qual foi a minha primeira compra?", [48]),
        ("Which was my most expensive invoice?", [335]),
        ("my cheapest order", [48]),
    ],
)
def test_one_item_questions_get_that_row(question, expected):
    shown = focus(INVOICES, question)
    assert ids(shown) == expected
    assert shown.data["total"] == 1 and shown.data["picked"].endswith(" of 3")


@pytest.mark.parametrize(
    "question",
    [
        "Show me my invoices",
        "my last 3 invoices",
        "my latest purchases",
        "show my invoices, newest first",
        "First, show me my invoices",
        "What did I buy last year?",
        "at last, my invoices",
    ],
)
def test_lists_and_counts_pick_nothing(question):
    assert focus(INVOICES, question) is INVOICES


def test_ties_keep_the_tools_order_and_the_other_field_orders_lines():
    assert [r["track"] for r in focus(LINES, "the priciest track I bought").rows] == [
        "Exodus, Pt. 1"
    ]
    assert [r["invoice_line_id"] for r in focus(LINES, "my first purchase").rows] == [3]
    assert [r["invoice_line_id"] for r in focus(LINES, "my latest purchase").rows] == [9]


def test_lines_named_in_the_message_are_kept():
    question = 'On invoice 2 I bought "The Star Spangled Banner" by accident. Refund just that.'
    assert [r["invoice_line_id"] for r in focus(LINES, question).rows] == [3]


def test_a_cut_list_a_failure_and_a_single_row_are_left_alone():
    cut = ToolResult({**INVOICES.data, "total": 9, "truncated": True})
    assert focus(cut, "my first invoice") is cut
    failed = ToolResult.failure("bad_input", "no")
    assert focus(failed, "my latest invoice") is failed
    one = ToolResult({"found": True, "results": INVOICES.data["results"][:1]})
    assert focus(one, "my first invoice") is one
    assert isinstance(failed.error, Failure)


def test_rows_without_the_field_are_not_picked():
    albums = ToolResult({"found": True, "results": [{"title": "A"}, {"title": "B"}]})
    assert focus(albums, "their latest album") is albums


def test_orders_are_listed_as_the_message_says_them():
    found = orders("What was the most expensive thing on my last invoice?")
    assert [o.word for o in found] == ["most expensive", "latest"]
