"""The admin page: approval queue, tickets, policy rules, audit rows and charts.

Staff sign in with an account from ``ADMIN_USERS`` (or ``admin`` with ``ADMIN_PASSWORD``);
without either the page says it is disabled and why. Every event here is reachable by
``fn_index`` over ``/gradio_api/queue/join`` whatever ``api_visibility`` says, so every
handler starts by turning the page's session token into a live ``StaffSession`` on the
server (``Admin.require``) and records actions under that session's account. The token sits
in a ``gr.State``, which Gradio keeps server-side per browser session and never reads from
the request, so a raw call cannot supply one; and even a stolen browser session ends at its
expiry or its "Sign out". The page talks to ``agents.admin.Admin`` only; its charts are
drawn by ``admin_charts``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import gradio as gr
import pandas as pd

from admin_charts import build_charts, chart_updates
from agents.admin import AUDIT_TABLES, Admin, SignedOut
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


def _number(value: object) -> int | None:
    """A whole number from a Number box, or ``None`` (a raw call can send anything)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if not math.isfinite(value) or value != int(value) or abs(value) > 2**62:
        return None
    return int(value)


def _text(value: object, limit: int = 2000) -> str:
    return value[:limit] if isinstance(value, str) else ""


def _client(request: gr.Request | None) -> str | None:
    """The peer address of the request (uvicorn applies trusted proxy headers only)."""
    client = getattr(request, "client", None) if request is not None else None
    return getattr(client, "host", None)


def build_admin_page(admin: Admin, settings: Settings) -> None:
    """Render the admin page's components into the current Blocks context."""
    gr.Markdown("## Admin · approvals, tickets, policy, audit")
    if admin.open_staff(settings) is None:  # a malformed ADMIN_USERS raises here, at start-up
        gr.Markdown(
            "The admin page is **disabled**: set `ADMIN_USERS` (`name:password,...`, one "
            "account per staff member) or `ADMIN_PASSWORD` (the single account `admin`) as "
            "environment variables (Space secrets) and restart to enable it.",
            elem_id="admin-disabled",
        )
        return
    token = gr.State("")  # server-side; a raw queue/join call cannot set it
    with gr.Column(visible=True) as login_box:
        name = gr.Textbox(
            label="Staff name (your ADMIN_USERS name, or admin)", elem_id="admin-name"
        )
        password = gr.Textbox(label="Password", type="password", elem_id="admin-password")
        login = gr.Button("Sign in", variant="primary", elem_id="admin-login")
        login_msg = gr.Markdown(elem_id="admin-login-msg")
    with gr.Column(visible=False) as panel:
        with gr.Row():
            whoami = gr.Markdown(elem_id="admin-whoami")
            refresh_button = gr.Button("Refresh", elem_id="admin-refresh")
            leave = gr.Button("Sign out", elem_id="admin-sign-out")
        gr.Markdown("### Pending approvals")
        approvals = gr.Dataframe(interactive=False, wrap=True, elem_id="admin-approvals")
        with gr.Row():
            approval_id = gr.Number(label="Approval #", precision=0, elem_id="admin-approval-id")
            note = gr.Textbox(
                label="Note (required to reject: the customer reads it)", elem_id="admin-note"
            )
        with gr.Row():
            approve_button = gr.Button("Approve", variant="primary", elem_id="admin-approve")
            reject_button = gr.Button("Reject", variant="stop", elem_id="admin-reject")
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
        turns_plot, latency_plot, routes_plot, verdict_plot = build_charts()

    views = [approvals, tickets, rules, rows, turns_plot, latency_plot, routes_plot, verdict_plot]
    filters = [table, event, thread]
    screen = [login_box, panel, login_msg]

    def blank() -> list:
        """Empty views: nothing stays on screen once a session is gone."""
        return [
            _frame([], APPROVAL_COLUMNS),
            _frame([], TICKET_COLUMNS),
            _frame([], RULE_COLUMNS),
            _frame([]),
            *chart_updates({}),
        ]

    def signed_out(reason: str) -> list:
        return [gr.update(visible=True), gr.update(visible=False), reason, *blank()]

    def data(table_name: object, event_f: object, thread_f: object) -> list:
        table_name = table_name if table_name in AUDIT_TABLES else "audit_log"
        filters_: dict[str, Any] = {}
        event_f, thread_f = _text(event_f, 64).strip(), _text(thread_f, 128).strip()
        if event_f and table_name == "audit_log":
            filters_["event"] = event_f
        if thread_f:
            filters_["thread_id"] = thread_f
        try:
            audit_rows = _frame(admin.recent(table_name, 100, **filters_))
        except ValueError as exc:
            audit_rows = _frame([{"error": str(exc)}])
        return [
            _frame(admin.pending_approvals(), APPROVAL_COLUMNS),
            _frame(admin.tickets(), TICKET_COLUMNS),
            _frame(admin.rules(), RULE_COLUMNS),
            audit_rows,
            *chart_updates(admin.stats()),
        ]

    def refresh(tok: str, table_name: str, event_f: str, thread_f: str) -> list:
        try:
            admin.require(tok)
        except SignedOut as exc:
            return signed_out(str(exc))
        return [
            gr.update(visible=False),
            gr.update(visible=True),
            "",
            *data(table_name, event_f, thread_f),
        ]

    def sign_in(
        who: str, secret: str, table_name: str, event_f: str, thread_f: str, request: gr.Request
    ) -> list:
        result = admin.sign_in(who, secret, _client(request))
        if not result.ok or result.token is None:
            return ["", *signed_out(result.message), "", ""]
        session = admin.require(result.token)
        ends = datetime.fromtimestamp(session.expires, UTC).strftime("%H:%M UTC")
        banner = f"Signed in as {session.staff} · session ends at {ends}"
        return [
            result.token,
            gr.update(visible=False),
            gr.update(visible=True),
            "",
            *data(table_name, event_f, thread_f),
            banner,
            "",  # the password box is cleared
        ]

    login.click(
        sign_in,
        [name, password, *filters],
        [token, *screen, *views, whoami, password],
        api_visibility="private",
    )

    def sign_out(tok: str) -> list:
        who = admin.sign_out(tok)
        return ["", *signed_out("Signed out." if who else "Sign in first.")]

    leave.click(sign_out, [token], [token, *screen, *views], api_visibility="private")
    refresh_button.click(refresh, [token, *filters], [*screen, *views], api_visibility="private")
    for box in filters:
        box.change(refresh, [token, *filters], [*screen, *views], api_visibility="private")

    def guarded(action: Callable[..., str]) -> Callable[..., str]:
        """Run ``action(staff_name, *inputs)`` only for a live session; else say why not."""

        def run(tok: str, *inputs: Any) -> str:
            try:
                session = admin.require(tok)
            except SignedOut as exc:
                return str(exc)
            return action(session.staff, *inputs)

        run.__name__ = action.__name__
        return run

    def decide(who: str, number: object, text: object, approve_it: bool) -> str:
        approval = _number(number)
        if approval is None:
            return "Enter an approval number."
        return admin.decide(approval, approve_it, who, _text(text))

    def approve(who: str, number: object, text: object) -> str:
        return decide(who, number, text, True)

    def reject(who: str, number: object, text: object) -> str:
        return decide(who, number, text, False)

    def close_ticket(who: str, number: object) -> str:
        ticket = _number(number)
        if ticket is None:
            return "Enter a ticket number."
        return "Closed." if admin.close_ticket(ticket, who) else "No such open ticket."

    def update_rule(who: str, key: object, value: object) -> str:
        try:
            rule = admin.update_rule(_text(key, 64).strip(), _text(value, 200).strip(), who)
        except (ValueError, KeyError) as exc:
            return f"Not saved: {exc}"
        return f"Saved: {rule['key']} = {rule['value']} (applies to the next request)."

    for button, action, inputs, output in [
        (approve_button, approve, [approval_id, note], decision),
        (reject_button, reject, [approval_id, note], decision),
        (close, close_ticket, [ticket_id], decision),
        (save_rule, update_rule, [rule_key, rule_value], rule_msg),
    ]:
        button.click(guarded(action), [token, *inputs], output, api_visibility="private").then(
            refresh, [token, *filters], [*screen, *views], api_visibility="private"
        )
