"""The customer's page: what a store's customer sees first, and what they can ask.

A customer opening the chat should learn at once what the assistant can do, that account
questions need two identifiers (and which), and that what they type is recorded; the chat
opens with that welcome (``WELCOME``) and examples of what customers ask (catalog, an account
question, a refund, a calculation). What only an operator reads (the model, its dtype and
threads, the features a missing key disables) sits in "About this assistant", closed by
default, and on the admin page: a missing key is told to the customer where they meet it
(a web search answers that it is not configured), not as a banner over the chat.

The page must read on a phone (390 px wide) without scrolling sideways: ``CSS`` lets a
table's cells wrap and keeps the chat's tables and code within the chat's width.

``build_chat_page`` lays the page out inside the app's ``Blocks`` and wires the handlers
``app`` makes (the turn, the staff-decision poll, a new conversation); the events and their
names are those the browser and the tests use.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import gradio as gr

import llm

TITLE = "Chinook Music Store · Support"
# What customers ask: the catalog, an account question, a refund, a calculation. Each was
# tried on the offline 0.5B (customer 5 verified): "a refund for my latest invoice" was not
# (it refunded the wrong invoice), so the refund example names its invoice.
EXAMPLES = [
    "What AC/DC albums do you have?",
    "Show me my invoices",
    "I'd like a refund for invoice 361",
    "What is the average of 8.91, 3.96 and 1.98?",
]
WELCOME = (
    "Hi! I'm the Chinook music store's assistant. I can help with:\n\n"
    "- **our music**: artists, albums, songs, genres, playlists and prices\n"
    "- **your account**: your invoices and purchases, your support contact, and **refunds**\n"
    "- **the store's policies** (downloads, payment, refunds) and quick **calculations**\n\n"
    "For questions about your account I first need **two** of these: your customer number, "
    "email, phone number or postal code.\n\n"
    "Messages in this chat are recorded so that our support staff can help you and check "
    "my answers."
)
PLACEHOLDER = "Ask about our music, your account, a refund, or a calculation…"

# Tables and code stay within the chat's width on a phone: cells wrap, long words break.
CSS = """
#chat .message-wrap table { width: 100%; table-layout: auto; border-collapse: collapse; }
#chat .message-wrap th, #chat .message-wrap td {
  white-space: normal; overflow-wrap: anywhere; word-break: normal; padding: 4px 6px;
}
#chat .message-wrap th { overflow-wrap: normal; }
@media (max-width: 480px) {
  #title h1 { font-size: 1.4em; }
  #chat .message-wrap table { font-size: 0.8em; }
  #chat .message-wrap th, #chat .message-wrap td { padding: 3px 4px; }
}
#chat .message-wrap pre, #chat .message-wrap code { white-space: pre-wrap; overflow-wrap: anywhere; }
#chat .message-wrap .table-wrap, #chat .message-wrap .md { max-width: 100%; }
.gradio-container { overflow-x: hidden; }
/* Contrast of 4.5:1 at least (WCAG AA; axe-core checks it in tests/test_browser_walk.py):
   Gradio's default orange with white text (2.8:1) and its grey links (1.9:1) fall short. */
button.primary { background: #c2410c !important; border-color: #c2410c !important; color: #fff !important; }
button.primary:hover { background: #9a3412 !important; }
button.stop { background: #b91c1c !important; border-color: #b91c1c !important; color: #fff !important; }
.nav-holder nav a, footer a, footer button { color: #52525b !important; }
.nav-holder nav a.active { color: #18181b !important; }
#chat .duration { color: #52525b !important; }
#chat code { color: #1f2937 !important; background: #f3f4f6 !important; }
/* An empty message box that scrolls is a region the keyboard cannot reach (axe-core). */
#admin-login-msg, #admin-decision, #admin-whoami, #status { overflow: visible !important; }
#chat .thought-group .title .arrow button { pointer-events: none; }
"""

# Gradio draws each step's toggle as a ``role="button"`` title holding a second, unnamed
# <button> (its arrow): screen readers meet a nameless button inside a button (axe-core:
# button-name, critical; nested-interactive, serious). The title alone is the control: the
# arrow is taken out of the accessibility tree and of the tab order, and clicks on it reach
# the title (CSS above). Steps arrive while a turn streams, so new ones are fixed as they come.
HEAD = """<script>
(() => {
  const fix = (root) => {
    for (const b of root.querySelectorAll('.thought-group .title .arrow button')) {
      if (!b.disabled) { b.disabled = true; b.setAttribute('aria-hidden', 'true'); b.tabIndex = -1; }
    }
  };
  const start = () => {
    fix(document);
    new MutationObserver(() => fix(document)).observe(document.body, {childList: true, subtree: true});
  };
  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start);
})();
</script>"""

BANNER_POLL_S = 2.0  # how often a page opened while the model loads asks whether it is ready


def welcome() -> list[gr.ChatMessage]:
    """The chat as it opens (and as "New conversation" leaves it)."""
    return [gr.ChatMessage(role="assistant", content=WELCOME)]


def about_text(line: str, notes: list[str], staff_link: bool = True) -> str:
    """What "About this assistant" says: the model line and what a missing key disables."""
    parts = [
        "An AI assistant that answers from the store's own catalog and records; a person "
        "reviews refunds above the automatic limit.",
        f"`{line}`",
    ]
    if notes:
        parts.append("Not available in this deployment:\n" + "\n".join(f"- {n}" for n in notes))
    if staff_link:
        parts.append("Staff: the [admin page](admin).")
    return "\n\n".join(parts)


def build_chat_page(
    demo: gr.Blocks,
    banner: str | Callable[[], str],
    notes: list[str],
    respond: Callable[..., Any],
    poll: Callable[..., Any],
    restart: Callable[..., Any],
    poll_s: float,
) -> None:
    """The chat page's components and events, inside ``demo`` (the current ``Blocks``).

    ``banner`` is the model line, or a function giving it: read when a page loads (the
    private ``banner`` event), and every ``BANNER_POLL_S`` while ``llm.is_loading()``.
    """

    def about() -> str:
        return about_text(banner() if callable(banner) else banner, notes)

    gr.Markdown(f"# {TITLE}", elem_id="title")
    thread = gr.State("")  # this browser session's conversation token, made on first use
    watch = gr.State(False)  # True while the thread waits on a staff decision
    chatbot = gr.Chatbot(
        value=welcome(),
        label="Support chat",
        show_label=False,
        height="68vh",  # the screen's height, less the box, on a phone as on a desktop
        min_height=360,
        elem_id="chat",
        feedback_options=None,
        buttons=["copy"],
    )
    with gr.Row(equal_height=True):
        box = gr.Textbox(
            placeholder=PLACEHOLDER,
            scale=5,
            min_width=200,
            show_label=False,
            elem_id="msg",
            lines=1,
            max_lines=6,
        )
        send = gr.Button("Send", variant="primary", scale=1, min_width=80, elem_id="send")
    status = gr.Markdown("", elem_id="status")
    gr.Examples(EXAMPLES, inputs=box, label="Try asking")
    new = gr.Button("New conversation", size="sm", elem_id="new")
    with gr.Accordion("About this assistant", open=False, elem_id="about"):
        about_box = gr.Markdown(about(), elem_id="banner")
    if callable(banner):
        banner_timer = gr.Timer(BANNER_POLL_S, active=False)

        def show_banner() -> tuple[str, gr.Timer]:
            return about(), gr.Timer(active=llm.is_loading())

        outputs = [about_box, banner_timer]
        # no concurrency limit: a page's banner never waits behind a running turn
        events = dict(api_visibility="private", concurrency_limit=None, show_progress="hidden")
        demo.load(show_banner, None, outputs, api_name="banner", **events)
        banner_timer.tick(show_banner, None, outputs, **events)

    # Polls for staff's decision; inactive until a turn ends waiting on staff (app.make_poll).
    timer = gr.Timer(poll_s, active=False)
    outputs = [chatbot, status, box, thread, watch, timer]
    box.submit(respond, [box, chatbot, thread], outputs, api_visibility="private")
    send.click(respond, [box, chatbot, thread], outputs, api_visibility="private")
    new.click(restart, thread, [chatbot, status, thread, watch, timer], api_visibility="private")
    timer.tick(
        poll, [chatbot, thread, watch], [chatbot, status, watch, timer], api_visibility="private"
    )
