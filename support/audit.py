"""Audit as rows: every model call, tool call and decision, plus the admin page's queries.

Writers (``record_llm_call``, ``record_tool_call``, ``audit``) are cheap single INSERTs that
raise ``AuditError`` when the row cannot be written: an action whose record is missing is an
action nobody can review, so a failed write stops the turn that asked for it (the review got
every insert of a conversation to fail, silently, with a JSON-object thread id); on a full
disk that error is ``AuditDiskFullError``, also a ``db.DiskFullError`` whose text the customer
can read ("the store's data disk is full, so nothing was changed ..."). Text is
stored escaped, never dropped: a lone surrogate or a NUL becomes a backslash escape (``\\udxxx``, ``\\x00``).
State changes that must commit together with their row (a refund, an approval decision, a
rule edit) use ``write_audit(conn, ...)`` inside their own transaction.

Events written by the support package: ``verdict``, ``refund_executed``, ``refund_blocked``,
``approval_requested``, ``approval_decided``, ``rule_updated``, ``rules_seeded``,
``ticket_opened``, ``ticket_closed``. The graph is expected to add ``turn`` (one per customer
turn), ``route`` (detail ``{"route": name}`` or ``{"plan": [names]}``), ``verification`` and
``escalation``; ``stats`` reads ``turn``, ``route`` and ``verdict``.
"""

from __future__ import annotations

import json
import logging
import math
from collections import Counter, defaultdict
from typing import Any

from sqlalchemy import JSON, case, func, select, text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import SQLAlchemyError

from db import DiskFullError, is_disk_full, records_dir
from db.schema import audit_log, llm_calls, metadata, tool_calls
from support.text import cut

log = logging.getLogger(__name__)

MAX_TEXT = 20_000  # per stored message/response: enough to debug a prompt, bounded growth
PREVIEW = 500  # characters of a tool result kept beside its size
MAX_RECENT = 1000


class AuditError(RuntimeError):
    """An audit row could not be written; the action it records must not go ahead."""


class AuditDiskFullError(AuditError, DiskFullError):
    """An audit row did not fit on the disk: an ``AuditError`` (the action stops) that is
    also a ``DiskFullError``, so the customer is told the disk is full, not "an error"."""


def storable(value: str | None) -> str | None:
    """``value`` with lone surrogates and NULs escaped, so SQLite (UTF-8) can store all of it."""
    if value is None:
        return None
    value = str(value)
    if "\x00" in value:
        value = value.replace("\x00", "\\x00")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        value = value.encode("utf-8", "backslashreplace").decode("utf-8")
    return value


def jsonable(value: Any) -> Any:
    """``value`` as plain JSON data (unknown objects become their ``str``)."""
    return json.loads(json.dumps(value, default=str))


def _cut(value: str | None, limit: int = MAX_TEXT) -> str | None:
    value = storable(value)
    return None if value is None else cut(value, limit, "... [{more} more characters]")


def _insert(engine: Engine, table_name: str, values: dict[str, Any]) -> int:
    try:
        with engine.begin() as conn:
            result = conn.execute(metadata.tables[table_name].insert().values(**values))
            return int(result.inserted_primary_key[0])
    except (SQLAlchemyError, TypeError, ValueError) as exc:
        if is_disk_full(exc, records_dir(engine)):
            log.error("could not write a %s row: the data disk is full", table_name)
            raise AuditDiskFullError() from exc
        log.exception("could not write a %s row", table_name)
        raise AuditError(f"could not write the {table_name} row: {type(exc).__name__}") from exc


def audit(
    db: Engine | Connection,
    event: str,
    thread_id: str | None = None,
    customer_id: int | None = None,
    actor: str | None = None,
    detail: dict | None = None,
) -> int:
    """Record one event (verification, route, verdict, escalation, ...); returns its row id.

    On an ``Engine`` the row is its own transaction, and ``AuditError`` says it could not be
    written. On a ``Connection`` (``write_audit``) it is written inside the caller's
    transaction, so it commits with the change it records: a database error propagates as it
    is and rolls that change back (a detail that cannot be stored is ``AuditError`` either way).
    """
    try:
        values = {
            "event": event,
            "actor": storable(actor) or "system",
            "thread_id": storable(thread_id),
            "customer_id": customer_id,
            "detail": jsonable(detail or {}),
        }
    except (TypeError, ValueError) as exc:
        raise AuditError(f"audit detail for {event} is not serializable: {exc}") from exc
    if isinstance(db, Connection):
        return int(db.execute(audit_log.insert().values(**values)).inserted_primary_key[0])
    return _insert(db, "audit_log", values)


# The same writer, under the name the support modules call inside their own transaction
# (``write_audit(conn, "refund_executed", ...)``): one declaration of what an audit row holds.
write_audit = audit


def record_llm_call(
    engine: Engine,
    thread_id: str | None,
    node: str | None,
    model: str | None,
    messages: list[dict] | None,
    response_text: str | None,
    prompt_tokens: int | None,
    completion_tokens: int | None,
    latency_s: float | None,
    error: str | None = None,
) -> int:
    """Record one model call (prompt messages, reply, tokens, latency); ``AuditError`` if the
    row cannot be written."""
    try:
        stored = [
            {**m, "content": _cut(str(m.get("content", "")))} if isinstance(m, dict) else str(m)
            for m in (messages or [])
        ]
        values = {
            "thread_id": storable(thread_id),
            "node": node,
            "model_id": storable(model),
            "messages": jsonable(stored),
            "response": _cut(response_text),
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "latency_s": latency_s,
            "ok": error is None,
            "error": _cut(error, 2000),
        }
    except (TypeError, ValueError) as exc:
        raise AuditError(f"the model call record is not serializable: {exc}") from exc
    return _insert(engine, "llm_calls", values)


def record_tool_call(
    engine: Engine,
    thread_id: str | None,
    specialist: str | None,
    tool: str,
    args: dict | None,
    result: Any,
    latency_s: float | None,
    customer_id: int | None = None,
    error: str | None = None,
) -> int:
    """Record one tool call: args, the result's size and a short preview, and ``error`` (None
    when the call succeeded: the row's ``ok``); ``AuditError`` if the row cannot be written."""
    try:
        body = json.dumps(result, default=str, ensure_ascii=False)
        values = {
            "thread_id": storable(thread_id),
            "tool_name": tool,
            "specialist": specialist,
            "customer_id": customer_id,
            "args": jsonable(args or {}),
            "result_preview": _cut(body, PREVIEW),
            "result_size": len(body),
            "ok": error is None,
            "error": _cut(error, 2000),
            "latency_s": latency_s,
        }
    except (TypeError, ValueError) as exc:
        raise AuditError(f"the {tool} call record is not serializable: {exc}") from exc
    return _insert(engine, "tool_calls", values)


# ---------------------------------------------------------------- admin queries


def recent(
    engine: Engine, table: str, limit: int = 50, since: str | None = None, **filters: Any
) -> list[dict]:
    """Newest rows of an app table, optionally filtered by equality on plain columns.

    ``recent(engine, "audit_log", 20, event="verdict", customer_id=5)``; ``since`` keeps rows
    whose ``created_at`` is at or after that ISO timestamp. Unknown tables or columns raise
    ``ValueError`` (names are checked against the schema, values are bound parameters).
    """
    if table not in metadata.tables or table == "app_meta":
        raise ValueError(f"unknown table {table!r}")
    t = metadata.tables[table]
    stmt = select(t)
    for name, value in filters.items():
        if name not in t.c or isinstance(t.c[name].type, JSON):
            raise ValueError(f"cannot filter {table} on {name!r}")
        stmt = stmt.where(t.c[name] == value)
    if since is not None:
        if "created_at" not in t.c:
            raise ValueError(f"{table} has no created_at")
        stmt = stmt.where(t.c.created_at >= since)
    order = t.c.id if "id" in t.c else next(iter(t.primary_key.columns))
    stmt = stmt.order_by(order.desc()).limit(max(1, min(int(limit), MAX_RECENT)))
    with engine.connect() as conn:
        return [dict(r) for r in conn.execute(stmt).mappings()]


def percentile(values: list[float], q: float) -> float | None:
    """Linear-interpolated percentile (``q`` in 0..100) of ``values``; ``None`` when empty."""
    if not values:
        return None
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    low, high = math.floor(pos), math.ceil(pos)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def _hour(stamp: str) -> str:
    return stamp[:13] + ":00"  # "2026-01-15T09:41:07Z" -> "2026-01-15T09:00"


def stats(engine: Engine, since: str | None = None) -> dict[str, Any]:
    """Aggregates for the admin charts, over rows created at or after ``since`` (ISO text).

    * ``turns_per_hour``: ``[{"hour", "turns"}]`` from ``turn`` audit events when any exist,
      else from ``manager`` model calls (``turns_source`` says which).
    * ``latency``: ``[{"node", "calls", "errors", "p50", "p95"}]`` of ``llm_calls.latency_s``.
    * ``routes``: ``{name: count}`` from ``route`` audit events.
    * ``refunds_by_verdict``: ``{"ALLOW": n, "REQUIRES_APPROVAL": n, "DENY": n}`` from
      ``verdict`` audit events.
    * ``totals``: call counts, tool errors, executed refunds and their sum.
    """
    since = since or ""
    ev = audit_log.c
    with engine.connect() as conn:
        events = conn.execute(
            select(ev.event, ev.detail, ev.created_at).where(
                ev.event.in_(("turn", "route", "verdict")), ev.created_at >= since
            )
        ).all()
        calls = conn.execute(
            select(
                llm_calls.c.node, llm_calls.c.latency_s, llm_calls.c.ok, llm_calls.c.created_at
            ).where(llm_calls.c.created_at >= since)
        ).all()
        tools_total, tool_errors = conn.execute(
            select(
                func.count(), func.coalesce(func.sum(case((tool_calls.c.ok, 0), else_=1)), 0)
            ).where(tool_calls.c.created_at >= since)
        ).one()
        refunded = conn.execute(
            text(
                "SELECT count(*), round(coalesce(sum(amount), 0), 2) FROM refunds "
                "WHERE status = 'executed' AND created_at >= :since"
            ),
            {"since": since},
        ).one()

    turn_events = [e.created_at for e in events if e.event == "turn"]
    source = "audit" if turn_events else "llm_calls"
    stamps = turn_events or [c.created_at for c in calls if c.node == "manager"]
    per_hour = Counter(_hour(s) for s in stamps)

    by_node: dict[str, list] = defaultdict(list)
    errors: Counter = Counter()
    for c in calls:
        node = c.node or "?"
        by_node[node].append(c.latency_s)
        errors[node] += 0 if c.ok else 1
    latency = []
    for node in sorted(by_node):
        values = [v for v in by_node[node] if v is not None]
        p50, p95 = percentile(values, 50), percentile(values, 95)
        latency.append(
            {
                "node": node,
                "calls": len(by_node[node]),
                "errors": errors[node],
                "p50": None if p50 is None else round(p50, 3),
                "p95": None if p95 is None else round(p95, 3),
            }
        )

    routes: Counter = Counter()
    verdicts: Counter = Counter({"ALLOW": 0, "REQUIRES_APPROVAL": 0, "DENY": 0})
    for e in events:
        detail = e.detail if isinstance(e.detail, dict) else {}
        if e.event == "route":
            names = detail.get("plan") or detail.get("routes") or [detail.get("route")]
            routes.update(str(n) for n in (names if isinstance(names, list) else [names]) if n)
        elif e.event == "verdict" and detail.get("decision"):
            verdicts[str(detail["decision"])] += 1

    return {
        "turns_per_hour": [{"hour": h, "turns": per_hour[h]} for h in sorted(per_hour)],
        "turns_source": source,
        "latency": latency,
        "routes": dict(routes.most_common()),
        "refunds_by_verdict": dict(verdicts),
        "totals": {
            "llm_calls": len(calls),
            "llm_errors": sum(errors.values()),
            "tool_calls": int(tools_total),
            "tool_errors": int(tool_errors),
            "refunds_executed": int(refunded[0]),
            "refunded_amount": float(refunded[1]),
        },
    }
