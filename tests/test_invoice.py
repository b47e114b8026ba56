"""Invoice tools: exact Chinook values, customer scoping, no existence leaks."""

from __future__ import annotations

import json

import pytest
from sqlalchemy import text

from tools import invoice
from tools.base import Tool

pytestmark = pytest.mark.both_backends  # storage tests: SQLite and Postgres (fixtures_db)

INVOICE_NAMES = [
    "get_invoices_by_customer_sorted_by_date",
    "get_invoice_line_items_sorted_by_price",
    "get_employee_by_invoice_and_customer",
    "get_invoice_line_items",
    "get_customer_profile",
]


def run(name, args, ctx):
    result = getattr(invoice, name).call(args, ctx).as_json()
    json.dumps(result)
    return result


def test_module_declares_exactly_the_invoice_tools():
    tools = [v for v in vars(invoice).values() if isinstance(v, Tool)]
    assert sorted(t.name for t in tools) == sorted(INVOICE_NAMES)
    assert all(t.specialist == "invoice" and t.needs_customer for t in tools)
    for t in tools:
        assert "customer_id" not in t.args_schema.get("properties", {})


def test_invoices_newest_first_customer_5(as_customer):
    result = run("get_invoices_by_customer_sorted_by_date", {}, as_customer(5))
    assert (result["count"], result["total"], result["truncated"]) == (7, 7, False)
    assert [(r["invoice_id"], r["invoice_date"], r["total"]) for r in result["results"]] == [
        (361, "2025-05-06", 8.91),
        (306, "2024-09-05", 16.86),
        (295, "2024-07-26", 1.98),
        (174, "2023-02-02", 0.99),
        (122, "2022-06-14", 5.94),
        (100, "2022-03-12", 3.96),
        (77, "2021-12-08", 1.98),
    ]
    assert result["results"][0] == {
        "invoice_id": 361,
        "invoice_date": "2025-05-06",
        "total": 8.91,
        "item_count": 9,
        "billing_city": "Prague",
        "billing_country": "Czech Republic",
    }


def test_invoices_customer_6(as_customer):
    result = run("get_invoices_by_customer_sorted_by_date", {}, as_customer(6))
    assert [r["invoice_id"] for r in result["results"]] == [404, 393, 272, 220, 198, 175, 46]
    assert round(sum(r["total"] for r in result["results"]), 2) == 49.62


def test_line_items_sorted_by_price(as_customer):
    result = run("get_invoice_line_items_sorted_by_price", {}, as_customer(5))
    assert (result["count"], result["total"], result["truncated"]) == (38, 38, False)
    prices = [r["unit_price"] for r in result["results"]]
    assert prices == sorted(prices, reverse=True)
    assert [(r["invoice_line_id"], r["track"], r["unit_price"]) for r in result["results"][:4]] == [
        (1667, "The Hard Part", 1.99),
        (1668, "Hot Girl", 1.99),
        (1669, "Email Surveillance", 1.99),
        (1951, "Fear Of The Dark", 0.99),
    ]
    assert {r["invoice_id"] for r in result["results"]} == {361, 306, 295, 174, 122, 100, 77}


def test_support_rep_for_invoice(as_customer):
    result = run("get_employee_by_invoice_and_customer", {"invoice_id": 361}, as_customer(5))
    assert result["results"] == [
        {
            "employee_id": 4,
            "first_name": "Margaret",
            "last_name": "Park",
            "title": "Sales Support Agent",
            "email": "margaret@chinookcorp.com",
            "phone": "+1 (403) 263-4423",
            "invoice_id": 361,
        }
    ]


def test_line_items_of_one_invoice(as_customer):
    result = run("get_invoice_line_items", {"invoice_id": 306}, as_customer(5))
    assert result["invoice"] == {"invoice_id": 306, "invoice_date": "2024-09-05", "total": 16.86}
    assert result["count"] == result["total"] == 14
    assert round(sum(r["line_total"] for r in result["results"]), 2) == 16.86
    first = run("get_invoice_line_items", {"invoice_id": 361}, as_customer(5))["results"][0]
    assert first == {
        "invoice_line_id": 1951,
        "track_id": 1365,
        "track": "Fear Of The Dark",
        "artist": "Iron Maiden",
        "album": "Rock In Rio [CD2]",
        "unit_price": 0.99,
        "quantity": 1,
        "line_total": 0.99,
    }


@pytest.mark.parametrize("name", ["get_employee_by_invoice_and_customer", "get_invoice_line_items"])
@pytest.mark.parametrize("invoice_id", [1, 404, 99999, 0, -5])
def test_other_customers_invoice_looks_nonexistent(as_customer, name, invoice_id):
    # 1 belongs to customer 2, 404 to customer 6, 99999 exists for nobody.
    assert run(name, {"invoice_id": invoice_id}, as_customer(5)) == {
        "found": False,
        "message": f"No invoice {invoice_id} found for this customer.",
    }


def test_customer_profile(as_customer):
    result = run("get_customer_profile", {}, as_customer(5))
    assert result["results"] == [
        {
            "customer_id": 5,
            "first_name": "František",
            "last_name": "Wichterlová",
            "company": "JetBrains s.r.o.",
            "address": "Klanova 9/506",
            "city": "Prague",
            "state": None,
            "country": "Czech Republic",
            "postal_code": "14700",
            "phone": "+420 2 4172 5555",
            "fax": "+420 2 4172 5555",
            "email": "frantisekw@jetbrains.com",
            "support_rep": "Margaret Park",
            "support_rep_email": "margaret@chinookcorp.com",
            "support_rep_phone": "+1 (403) 263-4423",
            "invoice_count": 7,
            "total_spent": 40.62,
            "first_purchase": "2021-12-08",
            "last_purchase": "2025-05-06",
        }
    ]


def test_model_supplied_customer_id_is_ignored(as_customer):
    result = run("get_customer_profile", {"customer_id": 6}, as_customer(5))
    assert result["results"][0]["customer_id"] == 5
    invoices = run("get_invoices_by_customer_sorted_by_date", {"customer_id": 6}, as_customer(5))
    assert invoices["results"][0]["invoice_id"] == 361


@pytest.mark.parametrize("name", INVOICE_NAMES)
def test_no_verified_customer_is_an_error(ctx, name):
    args = (
        {"invoice_id": 361}
        if "invoice_id" in getattr(invoice, name).args_schema.get("properties", {})
        else {}
    )
    assert run(name, args, ctx) == {
        "error": f"{name} needs a verified customer; none is verified yet"
    }


def test_unknown_customer_has_nothing(as_customer):
    assert run("get_customer_profile", {}, as_customer(999)) == {
        "found": False,
        "message": "No customer profile found.",
    }
    assert run("get_invoices_by_customer_sorted_by_date", {}, as_customer(999)) == {
        "found": False,
        "message": "No invoices found for this customer.",
    }


def test_every_customer_sees_only_own_rows(engine, as_customer):
    with engine.connect() as conn:
        owner = dict(conn.execute(text("SELECT InvoiceId, CustomerId FROM Invoice")).all())
    for cid in range(1, 60):
        ctx = as_customer(cid)
        mine = {
            r["invoice_id"]
            for r in run("get_invoices_by_customer_sorted_by_date", {}, ctx)["results"]
        }
        lines = run("get_invoice_line_items_sorted_by_price", {}, ctx)["results"]
        assert mine == {i for i, c in owner.items() if c == cid}
        assert {r["invoice_id"] for r in lines} <= mine


def test_invoice_id_injection_is_rejected(as_customer, engine, intact):
    result = run("get_invoice_line_items", {"invoice_id": "361 OR 1=1"}, as_customer(5))
    assert result["error"].startswith("invalid arguments for get_invoice_line_items: invoice_id:")
    intact(engine)
