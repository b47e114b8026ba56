"""Every part of the account a question asks is said, each in the customer's language.

From fresh30 (read after its run), in our own words: "what email and phone number are on my
account?" was answered with the email alone; the phone was no part the rules knew, and only
the first part named was kept.
"""

from __future__ import annotations

import pytest

from agents.pick import focus
from agents.render import missing_facts
from agents.report import Call, SpecialistReport
from tools.result import ToolResult

ROW = {
    "customer_id": 9, "first_name": "Ana", "last_name": "Lima", "address": "Rua A, 1",
    "city": "Porto", "country": "Portugal", "postal_code": "4000-123",
    "phone": "+351 22 000 1111", "email": "ana.lima@example.pt", "support_rep": "Jane Peacock",
    "support_rep_email": "jane@chinookcorp.com", "support_rep_phone": "+1 (403) 262-3443",
    "invoice_count": 3, "total_spent": 9.9,
}  # fmt: skip


def _said(question: str, answer: str, lang: str) -> str:
    result = focus(ToolResult({"found": True, "count": 1, "total": 1, "results": [ROW]}), question)
    report = SpecialistReport("invoice", [Call("get_customer_profile", {}, result)])
    return missing_facts(answer, [report], question, lang)


@pytest.mark.parametrize(
    "question, answer, lang, said",
    [
        ("What email and phone number are on my account?",
         "The email on your account is ana.lima@example.pt.", "en", "+351 22 000 1111"),
        ("qual é o meu telefone?", "", "pt", "+351 22 000 1111"),
        ("welche Telefonnummer und Adresse habt ihr?", "", "de", "Rua A, 1"),
    ],
)  # fmt: skip
def test_each_part_asked_is_said(question, answer, lang, said):
    assert said in _said(question, answer, lang)


def test_a_part_the_answer_gave_is_not_said_again():
    question = "What email and phone number are on my account?"
    answer = "Your email is ana.lima@example.pt and your phone is +351 22 000 1111."
    assert _said(question, answer, "en") == ""
