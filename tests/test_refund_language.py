"""A refund's outcome said in the customer's language (issue: it was English for everyone).

The policy, the executor and the refund tool build each customer-readable sentence from an
English template and its values (``support.sentence.Sentence``); the English ``message``
stays exactly as it was for audit rows, the staff queue and the model's facts, while
``agents.refunds.refund_outcome`` says the sentences through the lexicon ("say"; "say_one"
for a count of one). Real parts: a fresh Chinook file per test, the real graph, policy
engine, executor and lexicon; the model is the scripted fake.
"""

from __future__ import annotations

import re
import string

import pytest

from agents import build_graph
from agents.runner import Conversations, open_checkpointer
from lexicon import _files, language_told, say
from llm.testing import ScriptedGenerate
from support import approvals, policy, refunds
from support import sentence as sentence_mod
from support.sentence import SAY, Sentence, from_list
from tests.helpers import thread
from tools import ToolContext, registry
from tools import refunds as refund_tool

LANGS = ("pt", "es", "fr", "de", "it", "nl", "pl", "sv")
# the modules that build the refund's sentences: their templates are their upper-case texts
BUILDERS = (policy, refunds, refund_tool)
# the templates said with a count: each has a one-item form ("say_one") in every language
COUNTED = (policy.ITEMS, policy.TOO_MANY, policy.REFUNDED, policy.REFUNDED_SOME)


def templates() -> list[str]:
    return [
        value
        for module in BUILDERS
        for name, value in vars(module).items()
        if name.isupper() and isinstance(value, str) and " " in value  # a text, not a name
    ]


def _fields(text: str) -> list[tuple[str, str, str]]:
    return sorted(
        (name, spec or "", conv or "")
        for _, name, spec, conv in string.Formatter().parse(text)
        if name is not None
    )


def test_every_refund_template_is_said_in_every_language_with_its_placeholders():
    found = templates()
    assert len(found) >= 20 and policy.TOO_OLD in found and refund_tool.SORRY in found
    files = _files()
    for template in found:
        for lang in LANGS:
            said = files[lang]["say"].get(template)
            assert said and said != template, (lang, template)
            assert _fields(said) == _fields(template), (lang, template, said)
    for template in COUNTED:
        for lang in ("en", *LANGS):
            one = files[lang]["say_one"].get(template)
            assert one and _fields(one) == _fields(template), (lang, template, one)
            assert one != template or lang != "en", template


# ---------------------------------------------------------------- every verdict, every language

VERIFY = {
    "en": ("my invoices", "I'm customer 5, email frantisekw@jetbrains.com"),
    "pt": ("Quais são as minhas faturas?", "Sou o cliente 5, email frantisekw@jetbrains.com"),
    "de": ("Welche Rechnungen habe ich?", "Ich bin Kunde 5, E-Mail frantisekw@jetbrains.com"),
}
ASK = {
    "en": ("Please refund invoice {invoice}", " (line {lines})"),
    "pt": ("Quero o reembolso da fatura {invoice}, por favor", " (linha {lines})"),
    "de": ("Bitte erstatten Sie mir die Rechnung {invoice}", " (Position {lines})"),
}
# What an English customer reads today, word for word.
ENGLISH = {
    "one": "Refunded $0.99 for 1 item on invoice 361 (refund #1).",
    "two": "Refunded $1.98 for 2 items on invoice 361 (refund #2).",
    "again": "Sorry, this refund can't be made. Line 1951 of invoice 361 was already refunded "
    "($0.99, refund #1).",
    "old": "Sorry, this refund can't be made. Invoice 306 is from 2024-09-05, 497 days before "
    "today (2026-01-15); refunds are possible within 365 days of purchase.",
}
_NUMBER = re.compile(r"\$?\d[\d.,-]*\d|\d")


class Store:
    """One store over a fresh Chinook file and the real graph, the model scripted."""

    def __init__(self, fresh, tmp_path):
        engine, settings = fresh
        self.fake = ScriptedGenerate()
        graph = build_graph(
            self.fake,
            engine,
            open_checkpointer(tmp_path / "ck.sqlite"),
            None,
            settings,
            stream=self.fake.stream,
        )
        self.chat = Conversations(graph, settings)

    def verified(self, lang: str) -> str:
        t = thread()
        asked, verify = VERIFY[lang]
        self.fake.add({"route": ["invoice"], "reason": "account"})
        assert self.chat.ask(t, asked).paused
        assert self.chat.ask(t, verify).verified
        return t

    def refund(self, t: str, lang: str, invoice_id: int, lines: list[int]) -> str:
        self.fake.add(
            {"route": ["invoice"], "reason": "refund"},
            {
                "tool": "request_refund",
                "args": {"invoice_id": invoice_id, "invoice_line_ids": lines, "reason": "x"},
                "then": "answer",
            },
        )
        question, named = ASK[lang]
        said = named.format(lines=", ".join(map(str, lines))) if lines else ""
        turn = self.chat.ask(t, question.format(invoice=invoice_id) + said)
        assert not turn.paused
        return turn.answer


@pytest.fixture
def store(fresh, tmp_path):
    s = Store(fresh, tmp_path)
    yield s
    s.fake.assert_consumed()


def _turns(store: Store, lang: str) -> dict[str, str]:
    t = store.verified(lang)
    return {
        "one": store.refund(t, lang, 361, [1951]),
        "two": store.refund(t, lang, 361, [1952, 1953]),
        "again": store.refund(t, lang, 361, [1951]),
        "old": store.refund(t, lang, 306, []),
    }


def test_an_english_customer_reads_todays_english(store):
    assert _turns(store, "en") == ENGLISH


@pytest.mark.parametrize("lang", ["pt", "de"])
def test_a_refund_is_answered_in_the_customers_language_with_the_same_numbers(store, lang):
    answers = _turns(store, lang)
    for case, answer in answers.items():
        english = ENGLISH[case]
        assert answer != english and language_told(answer) == lang, (case, answer)
        assert "Refunded" not in answer and "Sorry" not in answer, answer
        for number in _NUMBER.findall(english):  # money, ids, dates and days, all kept
            assert number in answer, (case, number, answer)
    sorry = say(lang, refund_tool.SORRY)
    assert answers["old"].startswith(sorry) and answers["again"].startswith(sorry)
    assert not answers["one"].startswith(sorry)
    # a count of one in its one-item form, two in the plural
    for case, count in (("one", 1), ("two", 2)):
        items = Sentence(policy.ITEMS, {"count": count, "invoice_id": 361}, count=count)
        assert items.said(lang) in answers[case], (items.said(lang), answers[case])


# ---------------------------------------------------------------- each sentence, each language


@pytest.fixture
def request_refund(fresh):
    engine, settings = fresh
    tool = registry().get("request_refund")

    def run(customer, invoice_id, lines):
        ctx = ToolContext(engine, settings, customer_id=customer, thread_id="t")
        return tool.call(
            {"invoice_id": invoice_id, "invoice_line_ids": lines, "reason": "x"}, ctx
        ).data

    return run


def test_each_outcome_keeps_its_english_message_and_is_said_in_every_language(
    fresh, request_refund
):
    engine, settings = fresh
    three = [1956, 1957, 1958]  # $2.97: above the automatic limit
    results = [
        request_refund(5, 361, [1951]),  # executed (auto)
        request_refund(5, 361, [1951]),  # already refunded: one line, its amount
        request_refund(5, 361, [1951, 1952]),  # already refunded: one of two lines
        queued := request_refund(5, 361, three),  # queued for a human
        request_refund(5, 306, []),  # refund window
        request_refund(6, 404, []),  # hard cap
        request_refund(5, 404, []),  # not this customer's
        request_refund(5, 361, [1]),  # not on the invoice
        refunds.execute(engine, settings, 5, 361, [1951], "x"),  # already executed
        refunds.execute(engine, settings, 5, 361, three, "x"),  # needs approval, none given
        refunds.execute(engine, settings, 5, 361, three, "x", 999),  # no such approval
        refunds.execute(engine, settings, 5, 361, three, "x", queued["approval_id"]),  # pending
        refunds.execute(engine, settings, 5, 361, [1957, 1958, 1959], "x", queued["approval_id"]),
        refunds.execute_approval(engine, settings, 999),  # no such approval
    ]
    allowed = policy.evaluate(engine, settings, 5, 361, [1953])  # its verdict's sentence
    approvals.decide(engine, queued["approval_id"], False, admin="alice", note="no")
    results.append(request_refund(5, 361, three))  # declined by staff before
    results.append(refunds.execute(engine, settings, 5, 361, three, "x", queued["approval_id"]))
    policy.update_rule(engine, "auto_approve_max", 2, "alice", enabled=False)
    results.append(request_refund(5, 361, [1954]))  # automatic refunds switched off
    policy.update_rule(engine, "auto_approve_max", 2, "alice", enabled=True)
    policy.update_rule(engine, "max_refunds_per_30_days", 1, "alice")
    results.append(request_refund(5, 361, [1955]))  # a human: too many refunds lately
    outcomes = [(from_list(data.get(SAY)), data["message"]) for data in results]
    outcomes.append(((allowed.sentence,), allowed.message))
    used = {t for sentences, _ in outcomes for s in sentences or () for t in _templates_in(s)}
    unused = set(templates()) - used  # an invoice without lines; an approval's odd status
    assert unused == {policy.NO_ITEMS, refunds.UNDECIDED_APPROVAL}, unused
    for sentences, message in outcomes:
        assert sentences and sentence_mod.said(sentences, "en") == message, message
        # the customer reads it: spoken to, not of
        assert "the customer" not in message.lower(), message
        for lang in LANGS:
            text = sentence_mod.said(sentences, lang)
            assert text != message, (lang, text)
            assert sorted(_NUMBER.findall(text)) == sorted(_NUMBER.findall(message)), (lang, text)


def _templates_in(sentence: Sentence) -> list[str]:
    nested = [
        t for v in sentence.values.values() if isinstance(v, Sentence) for t in _templates_in(v)
    ]
    return [sentence.template, *nested]


def test_a_sentence_survives_its_json_and_a_result_without_one_stays_english():
    from agents.facts import render_result
    from agents.refunds import refund_outcome
    from agents.report import Call, SpecialistReport
    from tools.result import ToolResult

    what = Sentence(policy.ITEMS, {"count": 1, "invoice_id": 12}, count=1)
    done = Sentence(refunds.EXECUTED, {"amount": "$0.99", "what": what, "refund_id": 3})
    assert done.said() == "Refunded $0.99 for 1 item on invoice 12 (refund #3)."
    assert from_list([done.as_dict()]) == (done,)
    assert from_list(None) is None and from_list([{"template": 3}]) is None
    result = ToolResult({"message": done.said(), SAY: [done.as_dict()]})
    # code's own field: not in what the model reads (its facts) nor in what users see
    assert result.as_json() == {"message": done.said()}
    assert render_result("request_refund", result) == f"request_refund: message: {done.said()}"
    old = {"decision": "ALLOW", "status": "executed", "message": "Refunded $0.99 (old)."}
    reports = [SpecialistReport("invoice", [Call("request_refund", {}, ToolResult(old))])]
    assert refund_outcome(reports, "Quero um reembolso da fatura 12", "pt") == old["message"]


@pytest.mark.parametrize("lang", ["en", "pt", "de"])
def test_a_refund_waiting_for_staff_is_said_in_the_customers_language(store, lang):
    """The whole invoice 361 ($8.91) is above the automatic limit: the turn waits for staff,
    and what the customer reads while it waits was English for everyone."""
    from agents.approval import WAITING

    t = store.verified(lang)
    store.fake.add(
        {"route": ["invoice"], "reason": "refund"},
        {
            "tool": "request_refund",
            "args": {"invoice_id": 361, "invoice_line_ids": [], "reason": "x"},
            "then": "answer",
        },
    )
    question, _ = ASK[lang]
    turn = store.chat.ask(t, question.format(invoice=361))
    assert turn.paused and "$8.91" in turn.answer and "#1" in turn.answer, turn.answer
    assert turn.answer == say(lang, WAITING).format(amount="$8.91", approval_id=1)
    assert language_told(turn.answer) == lang or lang == "en", turn.answer
