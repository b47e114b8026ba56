"""A specialist: a JSON tool loop over its own tools only.

decision -> tool call -> result -> (next decision, only when the model asked to continue).
Tool errors and unparseable replies go back to the model as text, at most
``settings.tool_retries`` times; then the specialist gives up and records a failure. A tool
result that answers ends the loop without another model call.
"""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from typing import Any

import prompts
from agents.events import Emitter
from agents.narrow import narrow
from agents.prompting import (
    SPECIALIST_INFO,
    clean,
    compact,
    known_preferences,
    specialist_messages,
    tool_error_message,
    tool_result_message,
)
from llm.protocol import FinalAnswer, ProtocolError, ToolCall, parse_reply, step_schema
from settings import Settings
from support.audit import record_tool_call
from tools import ToolContext, registry
from tools.names import catalog_names

log = logging.getLogger(__name__)

MAX_ROUNDS = 4  # tool calls per specialist visit
STEP_TOKENS = 256


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
    emit: Emitter,
) -> dict[str, Any]:
    """Run ``name``'s tool loop for ``question``; return one result record for finalize."""
    tools = registry().for_specialist(name)
    # Code narrows the choice (and pins names) where the store's data decides it.
    mentions = (
        catalog_names(ctx.engine).find(question)
        if name == "catalog" and ctx.engine is not None
        else []
    )
    descriptions = narrow(name, question, [t.describe() for t in tools], mentions)
    own = {t.name: t for t in tools if t.name in {d["name"] for d in descriptions}}
    # The manager already decided this specialist is needed, so the first step must be a
    # tool call: a small model otherwise "answers" from memory and invents catalog items.
    first_schema = step_schema(descriptions, allow_final=False)
    later_schema = step_schema(descriptions)
    tool_lines = "\n".join(json.dumps(d, ensure_ascii=False) for d in descriptions)
    system = prompts.render(
        "specialist",
        name=name,
        role=SPECIALIST_INFO[name],
        customer=customer,
        context=known_preferences(context),
        tools=tool_lines,
        examples=prompts.examples(name),
    )
    # The question and every tool result go in as quoted data (agents.prompting).
    messages = specialist_messages(system, question)
    record: dict[str, Any] = {"specialist": name, "calls": [], "failed": False}
    errors = 0
    seen: set[str] = set()
    for _ in range(MAX_ROUNDS):
        succeeded = any("error" not in c["result"] for c in record["calls"])
        reply = generate(clean(messages), STEP_TOKENS, later_schema if succeeded else first_schema)
        if reply.get("error"):
            err = reply["error"]
            emit.step(
                f"{name.capitalize()} · model error", f"{err['type']}: {err['message']}", error=True
            )
            record.update(failed=True, error=f"the model failed: {err['type']}: {err['message']}")
            return record
        step = parse_reply(reply["text"], ToolCall, FinalAnswer)
        if isinstance(step, ProtocolError):
            errors += 1
            emit.step(f"{name.capitalize()} · unreadable reply", step.detail, error=True)
            if errors > settings.tool_retries:
                record.update(
                    failed=True, error=f"no valid step after {errors} tries ({step.kind})"
                )
                return record
            messages += [
                {"role": "assistant", "content": reply["text"]},
                {"role": "user", "content": step.feedback()},
            ]
            continue
        if isinstance(step, FinalAnswer):
            record["final"] = step.final
            return record
        key = json.dumps([step.tool, step.args], sort_keys=True)
        if key in seen:  # the same call again would give the same result: stop here
            record["note"] = f"repeated {step.tool} with the same arguments"
            if "error" in record["calls"][-1]["result"]:
                record.update(
                    failed=True,
                    error=f"{step.tool} kept failing: {record['calls'][-1]['result']['error']}",
                )
            return record
        seen.add(key)
        tool = own.get(step.tool)
        started = time.perf_counter()
        result = (
            tool.call(step.args, ctx)
            if tool
            else {"error": f"{step.tool!r} is not one of your tools: {', '.join(own)}"}
        )
        if ctx.engine is not None:
            record_tool_call(
                ctx.engine,
                ctx.thread_id,
                name,
                step.tool,
                step.args,
                result,
                time.perf_counter() - started,
                customer_id=ctx.customer_id,
            )
        label = call_label(name, step.tool, step.args)
        record["calls"].append({"tool": step.tool, "args": step.args, "result": result})
        emit.step(label, compact(result, 1500), error="error" in result)
        if result.get("configured") is False:  # a missing key: retrying cannot help
            record["final"] = record["unavailable"] = result["error"]
            return record
        if "error" in result:
            errors += 1
            if errors > settings.tool_retries:
                record.update(failed=True, error=f"{step.tool} kept failing: {result['error']}")
                return record
            messages += [
                {"role": "assistant", "content": reply["text"]},
                tool_error_message(result["error"]),
            ]
            continue
        if step.then == "answer":
            return record
        messages += [
            {"role": "assistant", "content": reply["text"]},
            tool_result_message(step.tool, result),
        ]
    record["note"] = f"stopped after {MAX_ROUNDS} tool calls"
    return record
