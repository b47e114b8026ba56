"""The graph's nodes: guard, manager, verify, specialists, finalize.

Each node is built by a factory closing over its dependencies (generate, engine, store,
settings), so tests swap the model and the database without patching globals.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterator
from typing import Any

from langgraph.store.base import BaseStore
from sqlalchemy.engine import Engine

from agents import memory
from agents.approval import pending_from
from agents.asking import asks_for_one
from agents.assist import for_settings
from agents.checking import checked, strings, told_by_code
from agents.events import ANSWER, ROUTE, Emitter
from agents.facts import LISTED_ROWS, gather
from agents.ground import ids_said, recalled
from agents.guard import escalate, record, safety_line, thread_id
from agents.identifiers import blank_addresses, without_identifiers
from agents.intent import Evidence, evidence, vet
from agents.prompting import finalize_messages, manager_messages
from agents.refunds import refund_outcome
from agents.render import (
    listing,
    missing_facts,
    nothing_found,
    written,
)
from agents.report import succeeded_calls
from agents.routing import needs_model_call
from agents.smalltalk import small_talk
from agents.specialist import run_specialist
from agents.state import State, history
from agents.verify import phrased
from agents.wording import foreign, whole_sentences
from agents.words import fold
from lexicon import language_of, say
from llm.protocol import ManagerDecision, ProtocolError, manager_schema, parse_reply
from settings import Settings
from tools import ToolContext
from tools.names import catalog_names
from tools.written import quoted_phrases

log = logging.getLogger(__name__)

NO_FACTS = (
    "(no lookups were made: if the message is off-topic, say politely that you help with "
    "music, purchases and invoices)"
)
NOTHING_WORKED = "Sorry, I could not work that out this time: the steps I tried did not work."
_TOLD_TICKET = "(A human colleague has been notified: ticket #{ticket}.)"  # lexicon: say
MANAGER_TOKENS = 64
# "One to three sentences" is ~20-80 tokens; a reply cut by a budget keeps its whole
# sentences, and code adds the facts it left out (render.missing_facts). The slowest turns
# (p95 over 10 s on a 2-core CPU) were replies of 100-170 tokens: the 0.5B repeating itself,
# narrating the exchange, or writing a letter.
FINAL_TOKENS = 112
LIST_TOKENS = 64  # with a list rendered by code, the model writes a sentence or two
LIST_NOTE = (
    "The list of results is shown to the customer right after your reply, so do not repeat "
    "it: answer the question in one or two short sentences."
)
_LIST_LINE = re.compile(r"^[ \t]*(?:[-*\u2022]|\d{1,3}[.)])[ \t]+.*$\n?", re.MULTILINE)


Generate = Callable[..., dict]
Stream = Callable[..., Iterator[dict[str, Any]]]


def customer_line(state: State) -> str:
    cid = state.get("customer_id")
    return f"verified customer #{cid}" if cid is not None else "anonymous (not verified)"


def make_manager(
    generate: Generate, engine: Engine, settings: Settings
) -> Callable[[State], dict[str, Any]]:
    def manager(state: State) -> dict[str, Any]:
        emit = Emitter()
        plan = list(state.get("plan") or [])
        if state.get("turn_count", 0) >= settings.max_turns:
            emit.route([], f"MAX_TURNS={settings.max_turns} reached", called_model=False)
            return {
                "plan": [],
                "notes": [*state.get("notes", []), "Stopped after the maximum number of steps."],
            }
        if not needs_model_call(state, settings.max_turns):
            if plan:
                emit.route(plan, state.get("reason", ""), called_model=False)
            return {}
        question = state.get("question", "")
        first = not state.get("manager_calls") and not state.get("results")
        if first and (kind := small_talk(question)):  # "hi", "thanks, bye": code answers
            emit.route([], f"small talk ({kind})", called_model=False)
            return {"plan": [], "reason": f"small talk ({kind})", "small_talk": kind}
        done = (
            "; ".join(
                f"{r.specialist}: {f'failed ({r.failure.message})' if r.failure else 'done'}"
                for r in state.get("results") or []
            )
            or "none"
        )
        messages = manager_messages(
            question,
            history(state),
            customer_line(state),
            done,
            safety_line(state),
        )
        emit.start(ROUTE, "Routing…")
        reply = generate(messages, MANAGER_TOKENS, manager_schema())
        calls = state.get("manager_calls", 0) + 1
        if reply.get("error") or isinstance(
            decision := parse_reply(reply["text"], ManagerDecision), ProtocolError
        ):
            # Could not route: answer without lookups and let a human look at it.
            why = (
                f"model error {reply['error']['type']}: {reply['error']['message']}"
                if reply.get("error")
                else f"unreadable decision ({decision.kind}: {decision.detail})"
            )
            emit.step("Manager · could not route", why, error=True, kind=ROUTE)
            update = escalate(engine, state, "low_confidence", f"manager could not route: {why}")
            return {"plan": [], "manager_calls": calls, "reason": why, **update}
        # Code checks the plan against the message's words and the store's names (intent).
        ev = message_evidence(engine, question)
        vetted = (
            vet(decision.plan, ev, visited=state.get("visited") or [])
            if for_settings(settings).route
            else decision.plan
        )
        if vetted != decision.plan:
            decision.reason = f"{decision.reason} [plan {decision.plan} checked by code: {vetted}]"
        off_topic = not vetted and ev.off_topic and not state.get("results")
        # A re-plan must not redo work that already succeeded this turn.
        succeeded = {r.specialist for r in state.get("results") or [] if not r.failed}
        decision.route = [r for r in vetted if r not in succeeded] or ["finish"]
        emit.route(decision.plan, decision.reason, called_model=True)
        route = {"plan": decision.plan, "reason": decision.reason}
        record(engine, state, "route", "manager", route)
        return {
            "plan": decision.plan,
            "reason": decision.reason,
            "manager_calls": calls,
            "small_talk": "off_topic" if off_topic else "",
        }

    return manager


def message_evidence(engine: Engine | None, question: str) -> Evidence:
    """The message's evidence per specialist, with the store's names found in it."""
    # a name inside an email address is not one the customer named
    text = blank_addresses(question)
    mentions = catalog_names(engine).find(text) if engine is not None else []
    titles = {fold(m.name) for m in mentions}
    unknown_quote = any(fold(q) not in titles for q in quoted_phrases(question))
    starts, names = [m.start for m in mentions], [m.name for m in mentions]
    return evidence(question, starts, quoted=unknown_quote, names=names)


def make_specialist_node(
    name: str, generate: Generate, engine: Engine, store: BaseStore | None, settings: Settings
) -> Callable[[State], dict[str, Any]]:
    def specialist(state: State) -> dict[str, Any]:
        plan = list(state.get("plan") or [])
        if plan and plan[0] == name:
            plan = plan[1:]
        cid = state.get("customer_id")
        prefs = memory.load_preferences(store, cid) if name == "catalog" else None
        context = (
            f"Known preferences: {memory.describe(prefs)}\n"
            if prefs and memory.describe(prefs)
            else ""
        )
        ctx = ToolContext(
            engine=engine,
            settings=settings,
            customer_id=cid if name == "invoice" else None,
            thread_id=thread_id(),
        )
        report = run_specialist(
            name,
            state.get("question", ""),
            generate=generate,
            ctx=ctx,
            settings=settings,
            customer=customer_line(state),
            context=context,
            # what the customer wrote, and only the ids an answer gave (not its counts)
            earlier=[
                without_identifiers(m["content"]) if m["role"] == "user" else ids_said(m["content"])
                for m in history(state)
            ],
            recalled=recalled(state.get("question", ""), history(state)),
            said=[m["content"] for m in history(state)],  # names a call may use
            before=next(
                (m["content"] for m in reversed(history(state)) if m["role"] == "user"), ""
            ),
            emit=Emitter(),
        )
        if name == "catalog" and cid is not None:
            memory.merge_preferences(store, cid, *memory.preferences_from_calls(report.calls))
        return {
            "plan": plan,
            "visited": [*state.get("visited", []), name],
            "results": [*state.get("results", []), report],
            "turn_count": state.get("turn_count", 0) + 1,
            "pending_approval": pending_from(report),
        }

    specialist.__name__ = name
    return specialist


def facts_text(state: State) -> str:
    """Plain-text facts: successful tool results, failures, notes from code (see gather)."""
    return gather(state).text(NO_FACTS)


def fallback_answer(state: State, error: dict[str, str]) -> str:
    """What the customer reads when the model cannot write the answer: the raw facts."""
    facts = facts_text(state)
    return (
        f"Sorry, the assistant model failed while writing the answer ({error['type']}: {error['message']}). "
        + ("Here is what I found:\n" + facts if state.get("results") else "Please try again.")
    )


def make_finalize(
    generate: Generate, stream: Stream | None, engine: Engine, settings: Settings | None = None
) -> Callable[[State], dict[str, Any]]:
    rules = for_settings(settings or Settings())  # what code writes (agents.assist)

    def finalize(state: State) -> dict[str, Any]:
        emit = Emitter()
        update: dict[str, Any] = {}

        def said(text: str) -> dict[str, Any]:  # an answer written whole by code
            emit.token(text)
            return {"answer": text, "messages": [{"role": "assistant", "content": text}]}

        if state.get("blocked"):  # injection or a request for a human: no model call at all
            kind = (
                "injection"
                if (state.get("injection") or {}).get("severity") == "HIGH"
                else "human_request"
            )
            return said(
                phrased(state, f"blocked_{kind}", ticket=(state.get("tickets") or ["?"])[-1])
            )
        results = state.get("results") or []
        question = state.get("question", "")
        lang = state.get("language") or language_of(question)
        # A tool disabled by a missing key is said by code: a small model asked to answer from
        # "not configured" alone tends to invent the answer instead.
        # ... in the customer's language, reason and all (lexicon "say")
        unavailable = [say(lang, r.unavailable) for r in results if r.unavailable]
        if unavailable and all(r.unavailable for r in results):
            return said(phrased(state, "unavailable", reason="; ".join(unavailable)))
        if not results and not state.get("tickets") and (text := state.get("code_answer")):
            return said(text)  # e.g. verification locked: exact words, no model to garble them
        plain = not state.get("tickets") and not state.get("notes")  # nothing else to tell
        if plain and not results:  # small talk or off-topic: a scope reply written by code
            return said(phrased(state, f"scope_{state.get('small_talk') or 'general'}"))
        if plain and (
            (rules.write and (text := nothing_found(results, question, lang)) is not None)
            or (text := refund_outcome(results, question, lang)) is not None  # the policy's words
            or (rules.write and (text := written(results, question, lang)) is not None)
        ):
            return said(text)  # said by code, no model (agents.render)
        if any(r.failed for r in results):
            update = escalate(engine, state, "tool_failures", "a specialist's tools kept failing")
            state = {**state, **update}
        # The facts go in the last user message, where a small model attends best; earlier
        # answers are left out so the model cannot copy a previous reply. The question and
        # the facts are quoted blocks; only code fills the facts (a customer's "### Facts"
        # stays inside the quoted question).
        facts = gather(state)
        # rows by code, after the model's words
        block = listing(results, question=question, lang=lang) if rules.write else ""
        shown = gather(state, LISTED_ROWS) if block else facts  # the prompt's; all rows below
        messages = finalize_messages(
            question,
            shown.data,
            [*facts.notes, LIST_NOTE] if block else facts.notes,
            state.get("customer_id"),
            NO_FACTS,
        )
        budget = LIST_TOKENS if block else FINAL_TOKENS
        emit.start(ANSWER, "Writing the answer…")
        if stream is not None:
            final: dict[str, Any] = {}
            for chunk in stream(messages, budget):
                if "delta" in chunk:
                    emit.token(chunk["delta"])
                if chunk.get("done"):
                    final = chunk
        else:
            final = generate(messages, budget, None)
            if final.get("text"):
                emit.token(final["text"])
        text = (final.get("text") or "").strip()
        if final.get("error"):
            text = fallback_answer(state, final["error"])
            emit.token("\n\n" + text)
        elif not text:
            text = "Sorry, I could not write an answer this time. Please try again."
            emit.token(text)
        else:
            if (final.get("completion_tokens") or 0) >= budget:  # cut mid-way by the budget
                text = whole_sentences(text)
            if rules.check_facts:
                text = checked(text, state, facts.text(""))
            if rules.write and lang != "en" and told_by_code(results):
                names = [v for c in succeeded_calls(results) for v in strings(c.result.rows)]
                if foreign(text, lang, names):
                    text = ""  # code says the facts below, in the customer's language
            # the lists the checked answer does not already name (agents.render.listing);
            # where code lists rows, the model's own list lines go
            one = asks_for_one(question)
            if rules.write:
                block = listing(results, answer=text, one=one, question=question, lang=lang)
            if block:
                text = _LIST_LINE.sub("", text).strip()
            # Said by code after the model's words (a sentence code dropped is corrected
            # when the turn ends: the UI shows the final answer in place of the draft).
            missing = missing_facts(text, results, question, lang) if rules.write else ""
            if not text and results and not succeeded_calls(results):
                text = say(lang, NOTHING_WORKED)
            elif not text and results and (missing or block or "- ").startswith("- "):
                text = say(lang, "Here is what I found:")  # over bare rows; a caption leads
            for extra in (missing, block):
                if extra:
                    emit.token("\n\n" + extra)
                    text = f"{text}\n\n{extra}" if text else extra
        for reason in unavailable:  # said by code, like tickets below
            told = "\n\n" + say(lang, "(Note: {reason}.)").format(reason=reason)
            emit.token(told)
            text += told
        if state.get("tickets"):  # said by code, so the customer is always told
            told = "\n\n" + say(lang, _TOLD_TICKET).format(ticket=state["tickets"][-1])
            emit.token(told)
            text += told
        return {**update, "answer": text, "messages": [{"role": "assistant", "content": text}]}

    return finalize
