"""The admin page: approval queue, tickets, policy rules, audit rows and charts.

Staff sign in with an account from ``ADMIN_USERS`` (or ``admin`` with ``ADMIN_PASSWORD``);
without either the page says it is disabled and why. Every event here is reachable by
``fn_index`` over ``/gradio_api/queue/join`` whatever ``api_visibility`` says, and page
scripts can read the tab's Gradio ``session_hash`` that every such call carries, so neither
proves anything. The session is an HttpOnly cookie instead (``admin_session``): the "Sign in"
button's script POSTs the name and password to the sign-in route, whose answer sets it, and
every handler here starts by turning the cookie of its own ``queue/join`` request into a live
``StaffSession`` (``admin_session.live_session``) and records actions under that session's
account. A client that knows the tab's session hash but not the cookie, or that replays the
tab's request bodies, is told "Sign in first."; so is a request the browser marks as coming
from another site. The password never goes through a Gradio event: the script sends the
event only the server's answer. "Sign out" ends the session on the server and clears the
cookie; expiry is the server's (``ADMIN_SESSION_MINUTES``).

What stops a cross-site page: it cannot read the cookie (HttpOnly), the browser does not
send it with requests another site starts (SameSite=Strict, whatever Gradio's permissive
CORS answers), the server refuses requests whose ``Sec-Fetch-Site`` is not ``same-origin``
(or, from browsers without it, whose ``Origin`` names another host), and sign-in accepts
only JSON, which an HTML form cannot send. The page talks to ``agents.admin.Admin`` only;
its charts are drawn by ``admin_charts``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import gradio as gr
import pandas as pd
from starlette.routing import BaseRoute

from admin_charts import build_charts, chart_updates
from admin_session import (
    NOT_SIGNED_IN,
    SIGN_IN_JS,
    SIGN_OUT_JS,
    SIGNED_OUT,
    live_session,
    session_routes,
    token_of,
)
from agents.admin import AUDIT_TABLES, Admin, SignedOut, StaffSession
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


COOKIE_NOT_KEPT = (
    "Signed in, but this browser did not send the session cookie back. Open the admin page "
    "at the app's own address (not inside another site's frame) and allow its cookies."
)


def _banner(session: StaffSession) -> str:
    ends = datetime.fromtimestamp(session.expires, UTC).strftime("%H:%M UTC")
    return f"Signed in as {session.staff} · session ends at {ends}"


def build_admin_page(
    admin: Admin, settings: Settings, about: str | Callable[[], str] = ""
) -> list[BaseRoute]:
    """Render the admin page's components into the current Blocks context.

    ``about``: what runs here (the model, its dtype and threads, what a missing key
    disables), or a function giving it, read on each page load; shown to anyone who opens
    the page, signed in or not (the customer's page keeps it under a closed section).

    Returns the routes the page's sign-in and sign-out need (``admin_session``), to be
    mounted on the app before Gradio's own; none when the page is disabled.
    """
    gr.Markdown("# Admin · approvals, tickets, policy, audit")
    if about:
        with gr.Accordion("This deployment", open=True, elem_id="admin-about"):
            about_box = gr.Markdown(about() if callable(about) else about)
        if callable(about):  # read again on each page load (the model may have loaded since)
            events = dict(api_visibility="private", concurrency_limit=None, show_progress="hidden")
            gr.on(None, about, None, about_box, **events)
    if admin.open_staff(settings) is None:  # a malformed ADMIN_USERS raises here, at start-up
        gr.Markdown(
            "The admin page is **disabled**: set `ADMIN_USERS` (`name:password,...`, one "
            "account per staff member) or `ADMIN_PASSWORD` (the single account `admin`) as "
            "environment variables (Space secrets) and restart to enable it.",
            elem_id="admin-disabled",
        )
        return []
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

    def shown(table_name: object, event_f: object, thread_f: object) -> list:
        """The panel with fresh data (for a session the caller proved live)."""
        return [
            gr.update(visible=False),
            gr.update(visible=True),
            "",
            *data(table_name, event_f, thread_f),
        ]

    def refresh(table_name: str, event_f: str, thread_f: str, request: gr.Request) -> list:
        try:
            live_session(admin, request)
        except SignedOut as exc:
            return signed_out(str(exc))
        return shown(table_name, event_f, thread_f)

    def resume(request: gr.Request) -> list:
        """On page load: a live cookie shows the panel at once (a reload keeps the session)."""
        if token_of(request) is None:
            return [gr.update()] * (len(screen) + len(views) + 1)  # the sign-in form stays
        try:
            session = live_session(admin, request)
        except SignedOut as exc:
            return [*signed_out(str(exc)), ""]
        return [*shown("audit_log", "", ""), _banner(session)]

    def after_sign_in(
        message: object,
        _name: object,
        _password: object,
        table_name: str,
        event_f: str,
        thread_f: str,
        request: gr.Request,
    ) -> list:
        """After the button's script asked the sign-in route: show what the cookie says.

        ``message`` is the route's answer, only ever shown back; a name or password sent
        here (by a raw call) is ignored: this event signs nobody in.
        """
        try:
            session = live_session(admin, request)
        except SignedOut as exc:
            said = _text(message, 300).strip()
            reason = COOKIE_NOT_KEPT if said.startswith("Signed in as") else said or str(exc)
            return [*signed_out(reason), "", ""]
        return [*shown(table_name, event_f, thread_f), _banner(session), ""]

    # The script runs first (SIGN_IN_JS): it POSTs the name and password, which set the
    # cookie, and hands this event the answer and an empty password.
    login.click(
        after_sign_in,
        [login_msg, name, password, *filters],
        [*screen, *views, whoami, password],
        js=SIGN_IN_JS,
        api_visibility="private",
    )

    def after_sign_out(message: object, request: gr.Request) -> list:
        """After the script's sign-out request: ends the session here too if it is still
        live (the request never arrived), then shows the sign-in form."""
        who = admin.sign_out(token_of(request))
        said = _text(message, 200).strip()
        return signed_out(SIGNED_OUT if who else said or NOT_SIGNED_IN)

    leave.click(
        after_sign_out,
        [login_msg],
        [*screen, *views],
        js=SIGN_OUT_JS,
        api_visibility="private",
    )
    refresh_button.click(refresh, filters, [*screen, *views], api_visibility="private")
    for box in filters:
        box.change(refresh, filters, [*screen, *views], api_visibility="private")
    gr.on(None, resume, None, [*screen, *views, whoami], api_visibility="private")

    def acting(request: gr.Request, action: Callable[[str], str]) -> str:
        """``action(staff_name)`` only for the live session the cookie names; else why not."""
        try:
            session = live_session(admin, request)
        except SignedOut as exc:
            return str(exc)
        return action(session.staff)

    def decide(who: str, number: object, text: object, approve_it: bool) -> str:
        approval = _number(number)
        if approval is None:
            return "Enter an approval number."
        return admin.decide(approval, approve_it, who, _text(text))

    def approve(number: object, text: object, request: gr.Request) -> str:
        return acting(request, lambda who: decide(who, number, text, True))

    def reject(number: object, text: object, request: gr.Request) -> str:
        return acting(request, lambda who: decide(who, number, text, False))

    def close_ticket(number: object, request: gr.Request) -> str:
        def close_it(who: str) -> str:
            ticket = _number(number)
            if ticket is None:
                return "Enter a ticket number."
            return "Closed." if admin.close_ticket(ticket, who) else "No such open ticket."

        return acting(request, close_it)

    def update_rule(key: object, value: object, request: gr.Request) -> str:
        def save(who: str) -> str:
            try:
                rule = admin.update_rule(_text(key, 64).strip(), _text(value, 200).strip(), who)
            except (ValueError, KeyError) as exc:
                return f"Not saved: {exc}"
            return f"Saved: {rule['key']} = {rule['value']} (applies to the next request)."

        return acting(request, save)

    for button, action, inputs, output in [
        (approve_button, approve, [approval_id, note], decision),
        (reject_button, reject, [approval_id, note], decision),
        (close, close_ticket, [ticket_id], decision),
        (save_rule, update_rule, [rule_key, rule_value], rule_msg),
    ]:
        button.click(action, inputs, output, api_visibility="private").then(
            refresh, filters, [*screen, *views], api_visibility="private"
        )
    return session_routes(admin, settings.trusted_proxies)
