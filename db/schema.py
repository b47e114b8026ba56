"""The app's own tables, declared once with SQLAlchemy Core; ``init_db`` creates them.

The Chinook tables (Album, Artist, Customer, Invoice, ...) come from the vendored script and
are not declared here. App tables refer to Chinook rows by id (``customer_id``,
``invoice_id``) without database-level foreign keys, because ``create_all`` would otherwise
need the Chinook tables in this MetaData; code checks those ids (tools filter by customer).

Timestamps are UTC ISO-8601 text (SQLite has no datetime type); JSON columns hold
``json.dumps`` text. Later issues extend these tables; add columns here, not in ad-hoc SQL.
"""

from __future__ import annotations

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    Column,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    Numeric,
    String,
    Table,
    Text,
    text,
)

metadata = MetaData()

_NOW = text("(strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))")


def _created() -> Column:
    return Column("created_at", String(32), nullable=False, server_default=_NOW)


# Key/value facts about the file itself; the Chinook-load completion marker lives here.
app_meta = Table(
    "app_meta",
    metadata,
    Column("key", String(64), primary_key=True),
    Column("value", Text, nullable=False),
    Column("updated_at", String(32), nullable=False, server_default=_NOW),
)

customer_preferences = Table(
    "customer_preferences",
    metadata,
    Column("customer_id", Integer, primary_key=True),
    Column("key", String(64), primary_key=True),
    Column("value", JSON, nullable=False),
    Column("updated_at", String(32), nullable=False, server_default=_NOW),
)

approvals = Table(
    "approvals",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("kind", String(32), nullable=False),  # e.g. "refund"
    Column("customer_id", Integer, nullable=True),
    Column("thread_id", String(64), nullable=True),
    Column("payload", JSON, nullable=False),
    Column("status", String(16), nullable=False, server_default="pending"),
    Column("requested_by", String(64), nullable=False, server_default="agent"),
    Column("decided_by", String(64), nullable=True),
    Column("decided_at", String(32), nullable=True),
    Column("note", Text, nullable=True),
    _created(),
    CheckConstraint("status IN ('pending', 'approved', 'rejected')", name="ck_approvals_status"),
)
Index("ix_approvals_status", approvals.c.status, approvals.c.id)

refunds = Table(
    "refunds",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("customer_id", Integer, nullable=False),
    Column("invoice_id", Integer, nullable=False),
    Column("invoice_line_id", Integer, nullable=True),  # NULL: the whole invoice
    Column("amount", Numeric(10, 2), nullable=False),
    Column("reason", Text, nullable=True),
    Column("status", String(16), nullable=False, server_default="requested"),
    Column("approval_id", Integer, ForeignKey("approvals.id"), nullable=True),
    Column("thread_id", String(64), nullable=True),
    _created(),
    Column("updated_at", String(32), nullable=False, server_default=_NOW),
    CheckConstraint("amount >= 0", name="ck_refunds_amount"),
    CheckConstraint(
        "status IN ('requested', 'pending_approval', 'approved', 'rejected', 'completed')",
        name="ck_refunds_status",
    ),
)
Index("ix_refunds_customer", refunds.c.customer_id, refunds.c.invoice_id)

policy_rules = Table(
    "policy_rules",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("name", String(64), nullable=False, unique=True),
    Column("description", Text, nullable=True),
    Column("value", JSON, nullable=False),
    Column("enabled", Boolean, nullable=False, server_default=text("1")),
    Column("updated_at", String(32), nullable=False, server_default=_NOW),
)

tickets = Table(
    "tickets",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("customer_id", Integer, nullable=True),  # NULL: anonymous visitor
    Column("thread_id", String(64), nullable=True),
    Column("subject", String(200), nullable=False),
    Column("body", Text, nullable=True),
    Column("status", String(16), nullable=False, server_default="open"),
    Column("priority", String(16), nullable=False, server_default="normal"),
    _created(),
    Column("updated_at", String(32), nullable=False, server_default=_NOW),
    CheckConstraint("status IN ('open', 'pending', 'closed')", name="ck_tickets_status"),
)
Index("ix_tickets_customer", tickets.c.customer_id, tickets.c.id)

llm_calls = Table(
    "llm_calls",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("thread_id", String(64), nullable=True),
    Column("node", String(64), nullable=True),
    Column("model_id", String(200), nullable=True),
    Column("prompt_tokens", Integer, nullable=True),
    Column("completion_tokens", Integer, nullable=True),
    Column("latency_ms", Integer, nullable=True),
    Column("ok", Boolean, nullable=False, server_default=text("1")),
    Column("error", Text, nullable=True),
    _created(),
)
Index("ix_llm_calls_thread", llm_calls.c.thread_id, llm_calls.c.id)

tool_calls = Table(
    "tool_calls",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("thread_id", String(64), nullable=True),
    Column("tool_name", String(64), nullable=False),
    Column("specialist", String(16), nullable=True),
    Column("customer_id", Integer, nullable=True),
    Column("args", JSON, nullable=True),
    Column("result", JSON, nullable=True),
    Column("ok", Boolean, nullable=False, server_default=text("1")),
    Column("latency_ms", Integer, nullable=True),
    _created(),
)
Index("ix_tool_calls_thread", tool_calls.c.thread_id, tool_calls.c.id)

audit_log = Table(
    "audit_log",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("actor", String(64), nullable=False),  # "agent", "admin", "system", ...
    Column("action", String(64), nullable=False),
    Column("customer_id", Integer, nullable=True),
    Column("thread_id", String(64), nullable=True),
    Column("detail", JSON, nullable=True),
    _created(),
)
Index("ix_audit_log_customer", audit_log.c.customer_id, audit_log.c.id)

APP_TABLES: tuple[str, ...] = tuple(metadata.tables)
