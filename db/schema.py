"""The app's own tables, declared once with SQLAlchemy Core; ``init_db`` creates them.

Every table declared here lives in ``app.sqlite``, which is never rebuilt (``db.engine``);
tables added later belong here too. The Chinook tables (Album, Artist, Customer, Invoice,
...) come from the vendored script, live in ``catalog.sqlite`` (rebuilt when damaged) and are
not declared here. App tables refer to Chinook rows by id (``customer_id``, ``invoice_id``)
without database-level foreign keys, which SQLite cannot enforce across files anyway; code
checks those ids (tools filter by customer).
Chinook rows are never rewritten: a refund is a new row in ``refunds``, not an edited invoice.

Timestamps are UTC ISO-8601 text (SQLite has no datetime type); JSON columns hold
``json.dumps`` text. Add columns here, not in ad-hoc SQL.

The same tables are created in Postgres when ``DATABASE_URL`` is set (``db.postgres``), and
read the same there: timestamps stay ISO text (``utc_now`` renders each dialect's default),
JSON columns are text holding ``json.dumps`` on Postgres too (``JSONText``), so raw SQL gets
the same string on both and SQLAlchemy the same objects, and the partial unique indexes carry
both dialects' ``WHERE``.

Upgrades: a file built by an earlier release may hold an app table whose columns no longer
match (the first cut of these tables). ``create_all`` cannot alter tables, so before it runs,
such a table is renamed aside to ``<name>_old<N>`` (its rows kept for inspection, its indexes
dropped so the names are free) and created anew. ``app_meta`` is never touched.
"""

from __future__ import annotations

import json
import logging

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    Column,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    Numeric,
    String,
    Table,
    Text,
    event,
    text,
    true,
)
from sqlalchemy.engine import Connection
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.functions import FunctionElement
from sqlalchemy.types import TypeDecorator, TypeEngine

log = logging.getLogger(__name__)

metadata = MetaData()


class utc_now(FunctionElement):  # noqa: N801 - reads as the SQL function it renders
    """The current UTC time as ``2026-01-15T09:41:07Z`` text, in each dialect's own SQL."""

    type = String(32)
    inherit_cache = True


@compiles(utc_now, "sqlite")
def _utc_now_sqlite(_element: utc_now, _compiler: SQLCompiler, **_kw: object) -> str:
    return "(strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))"


@compiles(utc_now, "postgresql")
def _utc_now_postgres(_element: utc_now, _compiler: SQLCompiler, **_kw: object) -> str:
    return """to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')"""


class JSONText(TypeDecorator):
    """JSON kept as text, the way SQLite's JSON column keeps it (used on Postgres).

    Postgres' json type would come back from raw SQL already parsed, where SQLite gives the
    text; storing text keeps every read of these columns the same on both databases.
    """

    impl = Text
    cache_ok = True

    def process_bind_param(self, value: object, _dialect: object) -> str:
        return json.dumps(value)

    def process_result_value(self, value: str | None, _dialect: object) -> object:
        return None if value is None else json.loads(value)


_NOW = utc_now()
_JSON = JSON().with_variant(JSONText(), "postgresql")
_TRUE = true()  # 1 on SQLite, true on Postgres


def _created() -> Column:
    return Column("created_at", String(32), nullable=False, server_default=_NOW)


def _updated() -> Column:
    return Column("updated_at", String(32), nullable=False, server_default=_NOW)


def _id() -> Column:
    return Column("id", Integer, primary_key=True, autoincrement=True)


def _thread() -> Column:
    return Column("thread_id", String(64), nullable=True)


def _money(name: str, nullable: bool = False) -> Column:
    # asdecimal=False: SQLite stores REAL anyway; floats avoid SQLAlchemy's Decimal warning.
    return Column(name, Numeric(10, 2, asdecimal=False), nullable=nullable)


def _unique_where(name: str, condition: str, *columns: Column) -> Index:
    """A unique index over the rows that meet ``condition`` (a partial index), given to
    both dialects: one that lacked its own ``WHERE`` would be unique over every row."""
    where = text(condition)
    return Index(name, *columns, unique=True, sqlite_where=where, postgresql_where=where)


def _call_log(name: str, *called: Column, given: str, returned: tuple[Column, ...]) -> Table:
    """A log of calls (model or tool), one row a call: ``called`` columns say what was
    called (and for whom), the JSON column named ``given`` what it was called with, and
    ``returned`` columns what came back. Every such row also has its thread, how long the
    call took, how it ended (``ok``, ``error``) and when, and the thread's rows are read in
    order by an index."""
    table = Table(
        name,
        metadata,
        _id(),
        _thread(),
        *called,
        Column(given, _JSON, nullable=True),
        *returned,
        Column("latency_s", Float, nullable=True),
        Column("ok", Boolean, nullable=False, server_default=_TRUE),
        Column("error", Text, nullable=True),
        _created(),
    )
    Index(f"ix_{name}_thread", table.c.thread_id, table.c.id)
    return table


def _key_value(name: str, value_type: TypeEngine | type[TypeEngine], *owner: Column) -> Table:
    """A key/value table: one ``value`` per ``key`` (per ``owner`` key, when given, which
    comes first in the primary key), stamped with when it last changed."""
    return Table(
        name,
        metadata,
        *owner,
        Column("key", String(64), primary_key=True),
        Column("value", value_type, nullable=False),
        _updated(),
    )


# Key/value facts about the file itself; the Chinook-load completion marker lives here.
app_meta = _key_value("app_meta", Text)

customer_preferences = _key_value(
    "customer_preferences", _JSON, Column("customer_id", Integer, primary_key=True)
)

# Human approval queue (support.approvals). A refund proposal that needs a human is one row;
# the partial unique index keeps one *pending* row per idempotency key.
approvals = Table(
    "approvals",
    metadata,
    _id(),
    Column("kind", String(32), nullable=False, server_default="refund"),
    Column("customer_id", Integer, nullable=False),
    _thread(),
    Column("invoice_id", Integer, nullable=False),
    Column("line_ids", _JSON, nullable=False),  # sorted InvoiceLineIds
    _money("amount"),
    Column("rule", String(64), nullable=False),  # the rule that asked for a human
    Column("message", Text, nullable=True),  # the verdict's explanation
    Column("idempotency_key", String(64), nullable=False),
    Column("reason", Text, nullable=True),  # the customer's reason, as the agent relayed it
    Column("excerpt", Text, nullable=True),  # the customer's own words, for the reviewer
    Column("status", String(16), nullable=False, server_default="pending"),
    Column("requested_by", String(64), nullable=False, server_default="agent"),
    Column("decided_by", String(64), nullable=True),
    Column("decided_at", String(32), nullable=True),
    Column("note", Text, nullable=True),
    _created(),
    CheckConstraint("status IN ('pending', 'approved', 'rejected')", name="ck_approvals_status"),
    CheckConstraint("amount >= 0", name="ck_approvals_amount"),
)
Index("ix_approvals_status", approvals.c.status, approvals.c.id)
_unique_where("ux_approvals_pending_key", "status = 'pending'", approvals.c.idempotency_key)

# Executed refunds (support.refunds is the only writer). One row per execution; the UNIQUE
# idempotency key makes a repeated or racing execution a no-op. ``store_day`` is the store's
# "today" (Settings.store_date) when it ran: the rate-limit rule counts on the store's clock.
refunds = Table(
    "refunds",
    metadata,
    _id(),
    Column("idempotency_key", String(64), nullable=True, unique=True),
    Column("customer_id", Integer, nullable=False),
    Column("invoice_id", Integer, nullable=False),
    Column("line_ids", _JSON, nullable=True),  # sorted InvoiceLineIds; see refund_lines
    _money("amount"),
    Column("reason", Text, nullable=True),
    # Only 'executed' rows count as money returned; other code may park 'requested' rows.
    Column("status", String(16), nullable=False, server_default="requested"),
    Column("approval_id", Integer, ForeignKey("approvals.id"), nullable=True),
    _thread(),
    Column("actor", String(64), nullable=True),
    Column("store_day", String(10), nullable=True),
    _created(),
    _updated(),
    CheckConstraint("amount >= 0", name="ck_refunds_amount"),
    CheckConstraint("status IN ('requested', 'executed', 'reversed')", name="ck_refunds_status"),
)
Index("ix_refunds_customer", refunds.c.customer_id, refunds.c.invoice_id)

# One row per refunded invoice line. UNIQUE(invoice_line_id): a line is refunded at most once,
# even by two different line sets racing (the policy check is the first guard, this the last).
refund_lines = Table(
    "refund_lines",
    metadata,
    Column("refund_id", Integer, ForeignKey("refunds.id"), primary_key=True),
    Column("invoice_line_id", Integer, primary_key=True),
    Column("invoice_id", Integer, nullable=False),
    _money("amount"),
)
Index("ux_refund_lines_line", refund_lines.c.invoice_line_id, unique=True)

# Policy thresholds (support.policy): rows, so the admin page edits them without a deploy.
policy_rules = Table(
    "policy_rules",
    metadata,
    Column("key", String(64), primary_key=True),
    Column("kind", String(16), nullable=False),  # money | days | count
    Column("value", _JSON, nullable=False),
    Column("enabled", Boolean, nullable=False, server_default=_TRUE),
    Column("description", Text, nullable=True),
    _updated(),
    Column("updated_by", String(64), nullable=False, server_default="system"),
)

# Escalations to a human (support.tickets); at most one open ticket per thread and kind.
tickets = Table(
    "tickets",
    metadata,
    _id(),
    Column("customer_id", Integer, nullable=True),  # NULL: anonymous visitor
    _thread(),
    Column("kind", String(32), nullable=False),
    Column("reason", Text, nullable=False),
    Column("excerpt", Text, nullable=True),
    Column("status", String(16), nullable=False, server_default="open"),
    Column("priority", String(16), nullable=False, server_default="normal"),
    Column("closed_by", String(64), nullable=True),
    Column("note", Text, nullable=True),
    _created(),
    _updated(),
    CheckConstraint("status IN ('open', 'closed')", name="ck_tickets_status"),
    CheckConstraint(
        "kind IN ('human_request', 'anger', 'tool_failures', 'low_confidence', 'injection')",
        name="ck_tickets_kind",
    ),
    CheckConstraint("priority IN ('normal', 'high')", name="ck_tickets_priority"),
)
Index("ix_tickets_status", tickets.c.status, tickets.c.id)
Index("ix_tickets_customer", tickets.c.customer_id, tickets.c.id)
_unique_where("ux_tickets_open_thread_kind", "status = 'open'", tickets.c.thread_id, tickets.c.kind)


# Every model call (support.audit.record_llm_call).
llm_calls = _call_log(
    "llm_calls",
    Column("node", String(64), nullable=True),
    Column("model_id", String(200), nullable=True),
    given="messages",
    returned=(
        Column("response", Text, nullable=True),
        Column("prompt_tokens", Integer, nullable=True),
        Column("completion_tokens", Integer, nullable=True),
    ),
)
Index("ix_llm_calls_created", llm_calls.c.created_at)

# Every tool call (support.audit.record_tool_call): size and error, plus a short preview.
tool_calls = _call_log(
    "tool_calls",
    Column("tool_name", String(64), nullable=False),
    Column("specialist", String(16), nullable=True),
    Column("customer_id", Integer, nullable=True),
    given="args",
    returned=(
        Column("result_preview", Text, nullable=True),
        Column("result_size", Integer, nullable=True),
    ),
)

# State changes and decisions (support.audit.audit): verdicts, approvals, rule edits, ...
audit_log = Table(
    "audit_log",
    metadata,
    _id(),
    Column("event", String(64), nullable=False),
    Column("actor", String(64), nullable=False, server_default="system"),
    Column("customer_id", Integer, nullable=True),
    _thread(),
    Column("detail", _JSON, nullable=True),
    _created(),
)
Index("ix_audit_log_event", audit_log.c.event, audit_log.c.id)
Index("ix_audit_log_customer", audit_log.c.customer_id, audit_log.c.id)
Index("ix_audit_log_thread", audit_log.c.thread_id, audit_log.c.id)

# Conversation tokens (support.conversations). Only the SHA-256 of a token is stored: it is
# the LangGraph thread id, so the checkpoint file, audit rows and the admin page never hold a
# usable credential.
conversations = Table(
    "conversations",
    metadata,
    Column("thread_id", String(64), primary_key=True),
    _created(),
    Column("last_seen_at", String(32), nullable=False, server_default=_NOW),
    Column("ended_at", String(32), nullable=True),
)

# Failure counters with back-off (support.throttle), e.g. ``verify:client:<host>`` and
# ``staff:client:<host>``. Persisted, so neither a restart nor a new thread resets them.
throttle = Table(
    "throttle",
    metadata,
    Column("key", String(160), primary_key=True),
    Column("failures", Integer, nullable=False, server_default=text("0")),
    Column("last_failure", Float, nullable=False, server_default=text("0")),  # epoch seconds
    Column("locked_until", Float, nullable=False, server_default=text("0")),  # epoch seconds
)

# Admin sign-in sessions (support.staff). Only the SHA-256 of a session token is stored, so
# a copy of this file signs nobody in. Times are epoch seconds from the staff desk's clock
# (injectable, so expiry is tested without sleeping); expired rows are purged on sign-in.
staff_sessions = Table(
    "staff_sessions",
    metadata,
    Column("token_hash", String(64), primary_key=True),
    Column("staff", String(64), nullable=False),  # the account, never a typed name
    Column("client", String(64), nullable=True),
    Column("started", Float, nullable=False),
    Column("expires", Float, nullable=False),
    Column("ended", Float, nullable=True),  # set by sign-out
    _created(),
)

APP_TABLES: tuple[str, ...] = tuple(metadata.tables)


# ---------------------------------------------------------------- upgrades


def _columns(conn: Connection, name: str) -> set[str] | None:
    rows = conn.exec_driver_sql(f'PRAGMA table_info("{name}")').all()  # name: declared table
    return {r[1] for r in rows} if rows else None


def _free_name(conn: Connection, name: str) -> str:
    n = 1
    while _columns(conn, f"{name}_old{n}") is not None:
        n += 1
    return f"{name}_old{n}"


@event.listens_for(metadata, "before_create")
def _upgrade_outdated(target: MetaData, connection: Connection, **_kw: object) -> None:
    """Rename aside app tables whose columns predate this schema, then create them anew."""
    if connection.dialect.name != "sqlite":
        return  # other databases get real migrations, not this first-cut shim
    outdated = []
    for table in target.sorted_tables:
        if table is app_meta:
            continue
        have = _columns(connection, table.name)
        if have is not None and not {c.name for c in table.columns} <= have:
            outdated.append(table)
    for table in outdated:
        aside = _free_name(connection, table.name)
        log.warning("app table %s has an old layout: renaming it to %s", table.name, aside)
        indexes = connection.exec_driver_sql(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? "
            "AND sql IS NOT NULL",
            (table.name,),
        ).all()
        for (index,) in indexes:
            connection.exec_driver_sql(f'DROP INDEX "{index}"')
        connection.exec_driver_sql(f'ALTER TABLE "{table.name}" RENAME TO "{aside}"')
    for table in outdated:  # create_all already skipped them: they existed when it looked
        table.create(connection)
