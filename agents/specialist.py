"""A specialist: a JSON tool loop over its own tools only.

decision -> tool call -> result -> (next decision, only when the model asked to continue).
Tool errors and unparseable replies go back to the model as text, at most
``settings.tool_retries`` times; then the specialist gives up and records a failure. A tool
result that answers ends the loop without another model call.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from typing import Any

import prompts
import specialists
from agents.assist import for_settings
from agents.events import Emitter
from agents.ground import grounded_reason, ids_told, offered, still_needed
from agents.identifiers import blank_addresses, without_identifiers
from agents.ids import known_ids, ungrounded
from agents.named import heard, results_said, unnamed, unwritten
from agents.narrow import narrow, required
from agents.pick import asked_titles, focus
from agents.prompting import (
    clean,
    known_preferences,
    specialist_messages,
    tool_error_message,
    tool_result_message,
)
from agents.report import Call, SpecialistReport
from llm.protocol import (
    FinalAnswer,
    ProtocolError,
    ToolCall,
    only_call,
    parse_reply,
    step_schema,
)
from settings import Settings
from support.audit import record_tool_call
from tools import Failure, Tool, ToolContext, ToolResult, registry
from tools.names import catalog_names
from tools.written import quoted_phrases

MAX_ROUNDS = 4  # tool calls per specialist visit
STEP_TOKENS = 256


def code_step(
    step: list[dict[str, Any]], allow_final: bool, own: dict[str, Tool], ctx: ToolContext
) -> ToolCall | list[dict[str, Any]]:
    """The step code makes itself, or ``step`` (the tools offered) for the model to choose.

    Code makes it when the grammar leaves the model nothing to choose (``only_call``: one
    argument-less tool, "list my invoices") and when every tool offered cannot work here
    (a missing key): the model wrote a web query for 3 s only to hear that search is not
    configured. The call then gets the tool's own "not configured" result, as before.
    """
    if not allow_final and step and all(own[t["name"]].unavailable(ctx.settings) for t in step):
        return ToolCall(tool=step[0]["name"], args={}, then="answer")
    return only_call(step, allow_final) or step


def call_label(specialist: str, tool: str, args: dict[str, Any]) -> str:
    """UI label like ``Catalog · get_albums_by_artist(artist='AC/DC')``."""
    shown = ", ".join(f"{k}={v!r}" for k, v in args.items())
    return f"{specialist.capitalize()} · {tool}({shown})"


def run_specialist(
    name: str,
    question: str,
    *,
    generate: Callable[..., dict],
    ctx: ToolContext,
    settings: Settings,
    customer: str,
    context: str = "",
    earlier: Sequence[str] = (),
    recalled: str = "",
    before: str = "",
    said: Sequence[str] = (),
    emit: Emitter,
) -> SpecialistReport:
    """Run ``name``'s tool loop for ``question``; its report for finalize.

    ``earlier``: the conversation's earlier messages (ids the customer or an answer gave may
    be used); ``recalled``: the previous answer, shown as data when the question refers back
    to it ("refund it"); ``before``: the customer's previous message, whose catalog names a
    message that refers back and names none leans on ("Do you sell X?" ... "How long is it?");
    ``said``: the conversation's earlier messages in full, whose names a call may look up
    (``agents.named``: an artist or title no one said is not looked up).
    """
    spec = specialists.get(name)
    tools = registry().for_specialist(name)
    # Code narrows the choice (and pins names) where the store's data decides it: a song the
    # store sells, named in an account question, is one of the purchases to look for.
    mentions = (
        catalog_names(ctx.engine).find(blank_addresses(question))
        if name in ("catalog", "invoice") and ctx.engine is not None
        else []
    )
    if name == "catalog" and not mentions and recalled and before and ctx.engine is not None:
        mentions = catalog_names(ctx.engine).find(before)
    # the songs the message names: "have I bought X?" over the purchases is X's lines or none
    titles = asked_titles(question, mentions) + quoted_phrases(question)
    rules = for_settings(settings)  # how much code helps the model (agents.assist)
    descriptions = [t.describe() for t in tools]
    if rules.narrow:
        descriptions = narrow(name, question, descriptions, mentions)
    needed = required(name, question, mentions) if rules.narrow else ()
    own = {t.name: t for t in tools if t.name in {d["name"] for d in descriptions}}
    tool_lines = "\n".join(json.dumps(d, ensure_ascii=False) for d in descriptions)
    system = prompts.render(
        "specialist",
        name=name,
        role=spec.role,
        customer=customer,
        context=known_preferences(context),
        tools=tool_lines,
        examples=prompts.examples(spec.examples, question),
    )
    # The question and every tool result go in as quoted data (agents.prompting).
    messages = specialist_messages(system, question, recalled)
    calls: list[Call] = []
    told = ids_told(question, [m.name for m in mentions], earlier)  # ids of any kind
    spoken = [question, *said, recalled, before]  # the names a call may look up

    def report(**fields: Any) -> SpecialistReport:
        return SpecialistReport(name, list(calls), **fields)

    errors = 0
    seen: set[str] = set()
    for _ in range(MAX_ROUNDS):
        succeeded = any(c.result.ok for c in calls)
        # The grammar offers only ids from the conversation or a result (agents.ground). The
        # manager already decided this specialist is needed, so the first step must be a tool
        # call: a small model otherwise "answers" from memory and invents catalog items.
        # A final report is allowed once a call worked and nothing the request needs is left;
        # while a tool is still needed and can be called, it is the one offered (the 0.5B
        # repeated the albums call instead of checking the song it was also asked about).
        missing = still_needed(question, calls, own, needed) if succeeded and rules.narrow else None
        # ids offered by the grammar only from the conversation or a result (agents.ground)
        offer = (
            offered(descriptions, question, calls, known_ids(told, calls))
            if rules.ground_ids
            else descriptions
        )
        offer = [t for t in offer if t["name"] == missing] or offer
        allow_final = succeeded and missing is None
        made = code_step(offer, allow_final, own, ctx)
        if isinstance(made, ToolCall):  # no choice left to the model: code makes the step
            reply = {"text": json.dumps(made.model_dump(), ensure_ascii=False)}
        else:
            emit.start(
                name, f"{name.capitalize()} · choosing {'the next step' if calls else 'a tool'}…"
            )
            reply = generate(clean(messages), STEP_TOKENS, step_schema(made, allow_final))
        if reply.get("error"):
            err = reply["error"]
            emit.step(
                f"{name.capitalize()} · model error",
                f"{err['type']}: {err['message']}",
                error=True,
                kind=name,
            )
            return report(
                failure=Failure("failed", f"the model failed: {err['type']}: {err['message']}")
            )
        step = parse_reply(reply["text"], ToolCall, FinalAnswer)
        if isinstance(step, ProtocolError):
            errors += 1
            emit.step(f"{name.capitalize()} · unreadable reply", step.detail, error=True, kind=name)
            if errors > settings.tool_retries:
                return report(
                    failure=Failure(
                        "bad_input", f"no valid step after {errors} tries ({step.kind})"
                    )
                )
            messages += [
                {"role": "assistant", "content": reply["text"]},
                {"role": "user", "content": step.feedback()},
            ]
            continue
        if isinstance(step, FinalAnswer):
            return report(final=step.final)
        key = json.dumps([step.tool, step.args], sort_keys=True)
        if key in seen:  # the same call again would give the same result: stop here
            last = calls[-1].result.error
            return report(
                note=f"repeated {step.tool} with the same arguments",
                failure=Failure(last.kind, f"{step.tool} kept failing: {last.message}")
                if last
                else None,
            )
        seen.add(key)
        tool = own.get(step.tool)
        emit.start(name, call_label(name, step.tool, step.args))
        started = time.perf_counter()
        declared = next(
            (d["args"].get("properties", {}) for d in descriptions if d["name"] == step.tool), {}
        )
        guessed = (
            ungrounded(step.args, known_ids(told, calls), declared)
            or unnamed(step.args, heard([*spoken, *results_said(calls)]))
            or unwritten(step.args, [*spoken, *results_said(calls)])
            if rules.ground_ids
            else None
        )
        if tool is None:
            result = ToolResult.failure(
                "bad_input", f"{step.tool!r} is not one of your tools: {', '.join(own)}"
            )
        elif guessed:  # an id or a name from nowhere (an example's "98"): not called at all
            result = ToolResult.failure("bad_input", guessed)
        else:
            if step.tool == "request_refund" and rules.ground_ids:
                # the reason staff read: the customer's words, not the model's guess
                words = without_identifiers(question)  # not ``own``: the tool table
                given = str(step.args.get("reason", ""))
                step.args["reason"] = grounded_reason(given, words, earlier)
            result = tool.call(step.args, ctx)
        if ctx.engine is not None:
            record_tool_call(
                ctx.engine,
                ctx.thread_id,
                name,
                step.tool,
                step.args,
                result.as_json(),
                time.perf_counter() - started,
                customer_id=ctx.customer_id,
                error=str(result.error) if result.error else None,
            )
        # The row a one-item question asks for, picked by code (agents.pick): what the next
        # step and finalize read; the audit row above and the step below keep the whole list.
        shown = focus(result, question, titles) if result.ok and rules.pick else result
        calls.append(Call(step.tool, step.args, shown))
        emit.step(
            call_label(name, step.tool, step.args),
            result.for_ui(),
            error=not result.ok,
            tool=step.tool,
            kind=name,
        )
        if result.unavailable:  # a missing key: retrying cannot help
            return report(final=result.unavailable)
        if result.error:
            errors += 1
            if errors > settings.tool_retries:
                return report(
                    failure=Failure(
                        result.error.kind, f"{step.tool} kept failing: {result.error.message}"
                    )
                )
            messages += [
                {"role": "assistant", "content": reply["text"]},
                tool_error_message(result.error.message),
            ]
            continue
        if step.then == "answer" and not (
            rules.narrow and still_needed(question, calls, own, needed)
        ):
            return report()
        messages += [
            {"role": "assistant", "content": reply["text"]},
            tool_result_message(step.tool, shown),
        ]
    return report(note=f"stopped after {MAX_ROUNDS} tool calls")
