"""What a customer spent in a year or a month: the sum of that period's invoices, by code.

"How much did I spend in 2022?" is neither the account's all-time total (the profile) nor
one invoice: it is the invoices dated in 2022, added up. The rows come from the invoice
list (``agents.narrow``), are kept by their date (``agents.pick.focus``, which adds their
sum) and the sum is said in the customer's language when the answer lacks it
(``agents.render.missing_facts``).
"""

from __future__ import annotations

import pytest

from agents.narrow import narrow
from agents.pick import focus
from agents.render import missing_facts
from agents.report import Call, SpecialistReport
from tools import registry
from tools.result import ToolResult

INVOICES = ToolResult(
    {
        "found": True,
        "count": 4,
        "total": 4,
        "truncated": False,
        "results": [  # newest first
            {"invoice_id": 412, "invoice_date": "2025-12-22", "total": 1.99, "item_count": 1},
            {"invoice_id": 335, "invoice_date": "2025-01-15", "total": 13.86, "item_count": 14},
            {"invoice_id": 120, "invoice_date": "2023-05-02", "total": 5.94, "item_count": 6},
            {"invoice_id": 48, "invoice_date": "2021-07-24", "total": 0.99, "item_count": 1},
        ],
    }
)
TOOL = "get_invoices_by_customer_sorted_by_date"


def _tools(names: list[dict]) -> list[str]:
    return [t["name"] for t in names]


@pytest.mark.parametrize(
    "question",
    [
        "how much did i spend in 2022",
        "what did I spend in March 2024?",
        "quanto gastei em 2023?",
        "wie viel habe ich 2024 ausgegeben?",
    ],
)
def test_spending_in_a_period_asks_the_invoice_list(question):
    tools = [t.describe() for t in registry().for_specialist("invoice")]
    assert _tools(narrow("invoice", question, tools, [])) == [TOOL]


def test_spending_in_all_is_still_the_accounts_total():
    tools = [t.describe() for t in registry().for_specialist("invoice")]
    assert _tools(narrow("invoice", "how much did i spend in total", tools, [])) == [
        "get_customer_profile"
    ]


def test_the_periods_invoices_carry_their_sum():
    shown = focus(INVOICES, "How much did I spend in 2025?")
    assert [r["invoice_id"] for r in shown.rows] == [412, 335]
    assert shown.data["spent"] == 15.85 and shown.data["period"] == "2025"


def test_one_row_picked_within_the_period_carries_no_sum():
    shown = focus(INVOICES, "my latest invoice in 2025, what did it cost?")
    assert [r["invoice_id"] for r in shown.rows] == [412]
    assert "spent" not in shown.data


def _report(result: ToolResult) -> SpecialistReport:
    return SpecialistReport(specialist="invoice", calls=[Call(TOOL, {}, result)])


@pytest.mark.parametrize(
    ("question", "lang", "said"),
    [
        ("How much did I spend in 2025?", "en", "In 2025 you spent $15.85 on 2 orders."),
        ("Quanto gastei em 2025?", "pt", "Em 2025 gastou $15.85 em 2 pedidos."),
    ],
)
def test_the_sum_is_said_when_the_answer_lacks_it(question, lang, said):
    shown = focus(INVOICES, question)
    assert said in missing_facts("You have 2 invoices in 2025.", [_report(shown)], question, lang)


def test_an_answer_with_the_sum_gets_no_sentence():
    question = "How much did I spend in 2025?"
    shown = focus(INVOICES, question)
    added = missing_facts("You spent $15.85 in 2025.", [_report(shown)], question, "en")
    assert "15.85" not in added


def test_a_period_listed_without_spending_asked_gets_no_sum_sentence():
    question = "Which invoices did I get in 2025?"
    shown = focus(INVOICES, question)
    assert "spent" not in missing_facts("Two invoices.", [_report(shown)], question, "en")


def test_a_year_right_before_a_word_of_spending_is_the_period():
    # German puts the year bare before the verb: "wie viel habe ich 2024 ausgegeben?"
    from agents.pick import period

    assert period("wie viel habe ich 2024 ausgegeben?") == "2024"
    assert period("call me on 555-2024 spent all day waiting") is None  # a phone's digits


@pytest.mark.parametrize(
    ("question", "tool"),
    [
        # the most or least paid for one song is a line of the purchases (fresh15)
        (
            "could you tell me which single track I have paid the least for, and the price?",
            "get_invoice_line_items_sorted_by_price",
        ),
        ("which song did I spend the most on?", "get_invoice_line_items_sorted_by_price"),
        # German purchases in the dative after "my": "bei meinen Käufen" (fresh15)
        (
            "Welcher Song war bei meinen Käufen der billigste und was hat er gekostet?",
            "get_invoice_line_items_sorted_by_price",
        ),
        # ... while the most spent on one order is that invoice
        ("what's the most I've spent on one order?", TOOL),
    ],
)
def test_the_most_or_least_paid_for_a_song_is_a_purchased_line(question, tool):
    tools = [t.describe() for t in registry().for_specialist("invoice")]
    assert _tools(narrow("invoice", question, tools, [])) == [tool]
