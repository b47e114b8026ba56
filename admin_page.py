"""The admin page: approval queue, tickets, policy rules, audit rows and charts.

Protected by ``ADMIN_PASSWORD``; without it the page says it is disabled and why. Every
action re-checks the signed-in flag on the server. The page talks to ``agents.admin.Admin``
only (never to the database directly).
"""

from __future__ import annotations

import hmac
from typing import Any

import gradio as gr
import pandas as pd

from agents.admin import AUDIT_TABLES, Admin
from settings import Settings

APPROVAL_COLUMNS = [
    "id",
    "customer_id",
    "invoice_id",
    "amount",
    "rule",
    "reason",
    "conversation",
    "created_at",
]
TICKET_COLUMNS = ["id", "kind", "customer_id", "thread_id", "reason", "excerpt", "created_at"]
RULE_COLUMNS = ["key", "value", "enabled", "description", "updated_at", "updated_by"]


def _frame(rows: list[dict[str, Any]], columns: list[str] | None = None) -> pd.DataFrame:
    frame = pd.DataFrame(rows)
    if columns:
        frame = frame.reindex(columns=[c for c in columns if c in frame.columns] or columns)
    return frame.astype(str) if not frame.empty else pd.DataFrame(columns=columns or ["(none)"])


def _charts(stats: dict[str, Any]) -> tuple[pd.DataFrame, pd.DataFrame, pd.DataFrame, pd.DataFrame]:
    turns = pd.DataFrame(stats.get("turns_per_hour") or [], columns=["hour", "turns"])
    latency_rows = [
        {"node": r["node"], "percentile": p, "seconds": r.get(p) or 0.0}
        for r in stats.get("latency") or []
        for p in ("p50", "p95")
    ]
    latency = pd.DataFrame(latency_rows, columns=["node", "percentile", "seconds"])
    routes = pd.DataFrame(
        [{"route": k, "count": v} for k, v in (stats.get("routes") or {}).items()],
        columns=["route", "count"],
    )
    verdicts = pd.DataFrame(
        [{"verdict": k, "count": v} for k, v in (stats.get("refunds_by_verdict") or {}).items()],
        columns=["verdict", "count"],
    )
    return turns, latency, routes, verdicts


def build_admin_page(admin: Admin, settings: Settings) -> None:
    """Render the admin page's components into the current Blocks context."""
    gr.Markdown("## Admin · approvals, tickets, policy, audit")
    if not settings.admin_password:
        gr.Markdown(
            "The admin page is **disabled**: set the `ADMIN_PASSWORD` environment variable "
            "(a Space secret) and restart to enable it.",
            elem_id="admin-disabled",
        )
        return
    authed = gr.State(False)
    staff = gr.State("")
    with gr.Column(visible=True) as login_box:
        name = gr.Textbox(label="Your name (recorded with every decision)", elem_id="admin-name")
        password = gr.Textbox(label="Password", type="password", elem_id="admin-password")
        login = gr.Button("Sign in", variant="primary", elem_id="admin-login")
        login_msg = gr.Markdown()
    with gr.Column(visible=False) as panel:
        refresh = gr.Button("Refresh", elem_id="admin-refresh")
        gr.Markdown("### Pending approvals")
        approvals = gr.Dataframe(interactive=False, wrap=True, elem_id="admin-approvals")
        with gr.Row():
            approval_id = gr.Number(label="Approval #", precision=0, elem_id="admin-approval-id")
            note = gr.Textbox(
                label="Note (required to reject: the customer reads it)", elem_id="admin-note"
            )
        with gr.Row():
            approve = gr.Button("Approve", variant="primary", elem_id="admin-approve")
            reject = gr.Button("Reject", variant="stop", elem_id="admin-reject")
        decision = gr.Markdown(elem_id="admin-decision")
        gr.Markdown("### Open tickets")
        tickets = gr.Dataframe(interactive=False, wrap=True)
        with gr.Row():
            ticket_id = gr.Number(label="Ticket #", precision=0)
            close = gr.Button("Close ticket")
        gr.Markdown("### Policy rules (applied to the next request)")
        rules = gr.Dataframe(interactive=False, wrap=True)
        with gr.Row():
            rule_key = gr.Textbox(label="Rule key", elem_id="admin-rule-key")
            rule_value = gr.Textbox(label="New value", elem_id="admin-rule-value")
            save_rule = gr.Button("Save rule", elem_id="admin-save-rule")
        rule_msg = gr.Markdown()
        gr.Markdown("### Audit")
        with gr.Row():
            table = gr.Dropdown(list(AUDIT_TABLES), value="audit_log", label="Table")
            event = gr.Textbox(label="Filter: audit event (e.g. verdict)")
            thread = gr.Textbox(label="Filter: thread id")
        rows = gr.Dataframe(interactive=False, wrap=True)
        with gr.Row():
            turns_plot = gr.BarPlot(x="hour", y="turns", title="Turns per hour")
            latency_plot = gr.BarPlot(
                x="node", y="seconds", color="percentile", title="Model latency p50/p95 (s)"
            )
        with gr.Row():
            routes_plot = gr.BarPlot(x="route", y="count", title="Routes")
            verdict_plot = gr.BarPlot(x="verdict", y="count", title="Refunds by verdict")

    views = [approvals, tickets, rules, rows, turns_plot, latency_plot, routes_plot, verdict_plot]

    def load(
        ok: bool, table_name: str = "audit_log", event_f: str = "", thread_f: str = ""
    ) -> list:
        if not ok:
            return [gr.skip()] * len(views)
        filters: dict[str, Any] = {}
        event_f, thread_f = (event_f or ""), (thread_f or "")
        if event_f.strip() and table_name == "audit_log":
            filters["event"] = event_f.strip()
        if thread_f.strip():
            filters["thread_id"] = thread_f.strip()
        try:
            audit_rows = _frame(admin.recent(table_name, 100, **filters))
        except ValueError as exc:
            audit_rows = _frame([{"error": str(exc)}])
        return [
            _frame(admin.pending_approvals(), APPROVAL_COLUMNS),
            _frame(admin.tickets(), TICKET_COLUMNS),
            _frame(admin.rules(), RULE_COLUMNS),
            audit_rows,
            *_charts(admin.stats()),
        ]

    def sign_in(who: str, secret: str, table_name: str, event_f: str, thread_f: str) -> list:
        who, secret = (who or ""), (secret or "")
        ok = bool(who.strip()) and hmac.compare_digest(
            secret.encode(), settings.admin_password.encode()
        )
        message = "" if ok else ("Enter your name." if not who.strip() else "Wrong password.")
        return [
            ok,
            who.strip(),
            gr.update(visible=not ok),
            gr.update(visible=ok),
            message,
            *load(ok, table_name, event_f, thread_f),
        ]

    filters = [table, event, thread]
    login.click(
        sign_in,
        [name, password, *filters],
        [authed, staff, login_box, panel, login_msg, *views],
        api_visibility="private",
    )
    refresh.click(load, [authed, *filters], views, api_visibility="private")
    for box in filters:
        box.change(load, [authed, *filters], views, api_visibility="private")

    def decide(ok: bool, who: str, number: float | None, text: str, approve_it: bool) -> str:
        if not ok:
            return "Sign in first."
        if number is None:
            return "Enter an approval number."
        return admin.decide(int(number), approve_it, who, text or "")

    approve.click(
        lambda ok, who, n, t: decide(ok, who, n, t, True),
        [authed, staff, approval_id, note],
        decision,
        api_visibility="private",
    ).then(load, [authed, *filters], views, api_visibility="private")
    reject.click(
        lambda ok, who, n, t: decide(ok, who, n, t, False),
        [authed, staff, approval_id, note],
        decision,
        api_visibility="private",
    ).then(load, [authed, *filters], views, api_visibility="private")

    def close_ticket(ok: bool, who: str, number: float | None) -> str:
        if not ok or number is None:
            return "Sign in and enter a ticket number."
        return "Closed." if admin.close_ticket(int(number), who) else "No such open ticket."

    close.click(close_ticket, [authed, staff, ticket_id], decision, api_visibility="private").then(
        load, [authed, *filters], views, api_visibility="private"
    )

    def update_rule(ok: bool, who: str, key: str, value: str) -> str:
        if not ok:
            return "Sign in first."
        try:
            rule = admin.update_rule(key.strip(), value.strip(), who)
        except (ValueError, KeyError) as exc:
            return f"Not saved: {exc}"
        return f"Saved: {rule['key']} = {rule['value']} (applies to the next request)."

    save_rule.click(
        update_rule, [authed, staff, rule_key, rule_value], rule_msg, api_visibility="private"
    ).then(load, [authed, *filters], views, api_visibility="private")
