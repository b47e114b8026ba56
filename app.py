"""The Gradio chat UI for the Chinook music store's support agent.

    python app.py            # http://localhost:7860, offline model on a CPU machine

Each message streams live: the manager's routing, each tool call as a collapsible step, then
the final answer token by token, and a status line with elapsed time and data sources. A
named API endpoint ``chat`` (message, thread_id) -> answer serves ``gradio_client``.
The UI imports the graph, settings and the model banner only — never tools or db.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import gradio as gr

import llm
from admin_page import build_admin_page
from agents.runner import Conversations
from agents.runtime import Runtime, start
from settings import Settings

log = logging.getLogger("app")

TITLE = "Chinook Music Store · Support"
SOURCES = {
    "catalog": "catalog DB",
    "invoice": "your invoices",
    "search": "web search",
    "code": "Python sandbox",
    "data": "statistics",
}
EXAMPLES = [
    "What AC/DC albums do you have?",
    "Show me my latest invoice",
    "What is the mean of 3, 5 and 10?",
    "Compute 2 to the power 64 in Python",
]


def new_thread() -> str:
    return uuid.uuid4().hex


def _step_message(event: dict[str, Any]) -> gr.ChatMessage:
    if event["type"] == "route":
        plan = " → ".join(event["plan"]) or "answer directly"
        title = "Routing…" if event["called_model"] else "Plan"
        return gr.ChatMessage(
            role="assistant",
            content=f"{plan} — {event.get('reason', '')}",
            metadata={"title": f"{title} {plan}", "status": "done"},
        )
    title = ("⚠ " if event.get("error") else "") + event["title"]
    body = event.get("body", "")
    return gr.ChatMessage(
        role="assistant",
        content=f"```json\n{body}\n```",
        metadata={"title": title, "status": "done"},
    )


def status_line(done: dict[str, Any], elapsed: float) -> str:
    sources = (
        ", ".join(SOURCES.get(v, v) for v in dict.fromkeys(done.get("visited") or [])) or "none"
    )
    who = "verified customer" if done.get("verified") else "not verified"
    waiting = ""
    if done.get("paused"):
        waiting = (
            " · waiting for a staff member's decision"
            if done.get("pending") == "approval"
            else " · waiting for your verification details"
        )
    return f"⏱ {elapsed:.1f}s · sources: {sources} · {who}{waiting}"


def make_respond(conversations: Conversations) -> Callable[..., Iterator[tuple]]:
    """The chat handler: streams steps and the answer; yields (chat, status, box, thread, watch)."""

    def respond(message: str, chat: list, thread_id: str) -> Iterator[tuple]:
        thread_id = thread_id or new_thread()
        message = (message or "").strip()
        if not message:
            yield chat, "Type a message first.", "", thread_id, False
            return
        started = time.perf_counter()
        chat = [*chat, gr.ChatMessage(role="user", content=message)]
        yield chat, "⏳ working…", "", thread_id, False
        answer: gr.ChatMessage | None = None
        try:
            for event in conversations.send(thread_id, message):
                if event["type"] in ("route", "step"):
                    chat = [*chat, _step_message(event)]
                elif event["type"] == "token":
                    if answer is None:
                        answer = gr.ChatMessage(role="assistant", content="")
                        chat = [*chat, answer]
                    answer.content += event["text"]
                    chat = list(chat)
                elif event["type"] == "done":
                    if answer is None or event["paused"]:
                        chat = [*chat, gr.ChatMessage(role="assistant", content=event["answer"])]
                    elif answer.content != event["answer"]:
                        answer.content = event["answer"]
                    watch = event.get("pending") == "approval"  # poll for staff's decision
                    yield (
                        chat,
                        status_line(event, time.perf_counter() - started),
                        "",
                        thread_id,
                        watch,
                    )
                    return
                yield chat, f"⏳ {time.perf_counter() - started:.1f}s…", "", thread_id, False
        except Exception as exc:  # the UI must survive anything below it
            log.exception("turn failed")
            failure = f"Sorry, something went wrong: {type(exc).__name__}: {exc}"
            yield (
                [*chat, gr.ChatMessage(role="assistant", content=failure)],
                "error",
                "",
                thread_id,
                False,
            )

    return respond


def make_poll(conversations: Conversations) -> Callable[..., tuple]:
    """While a thread waits on staff, show the outcome as soon as they decide."""

    def poll(chat: list, thread_id: str, watch: bool) -> tuple:
        if not watch or not thread_id:
            return gr.skip(), gr.skip(), gr.skip()
        waiting = conversations.pending(thread_id)
        if waiting and waiting.get("type") == "approval":
            return gr.skip(), gr.skip(), gr.skip()
        last = conversations.messages(thread_id)[-1:]
        outcome = last[0]["content"] if last and last[0]["role"] == "assistant" else ""
        if not outcome:
            return gr.skip(), gr.skip(), False
        chat = [*chat, gr.ChatMessage(role="assistant", content=outcome)]
        return chat, "Staff decided: see the answer above.", False

    return poll


def make_chat_api(conversations: Conversations) -> Callable[[str, str], str]:
    def chat(message: str, thread_id: str = "api") -> str:
        """Send one message to the support agent in thread ``thread_id``; returns the answer text."""
        if not (message or "").strip():
            return "Error: the message is empty."
        return conversations.ask(thread_id or "api", message.strip()).answer

    return chat


def make_trace_api(conversations: Conversations) -> Callable[[str, str], dict]:
    def chat_trace(message: str, thread_id: str = "api") -> dict:
        """Like ``chat``, but also returns the routes, tool steps and pause state of the turn."""
        if not (message or "").strip():
            return {"error": "the message is empty"}
        turn = conversations.ask(thread_id or "api", message.strip())
        return {
            "answer": turn.answer,
            "paused": turn.paused,
            "verified": turn.verified,
            "routes": turn.routes,
            "steps": [{"title": s["title"], "body": s["body"][:400]} for s in turn.steps],
            "latency_s": round(turn.latency_s, 2),
        }

    return chat_trace


def create_app(settings: Settings, runtime: Runtime, banner: str) -> gr.Blocks:
    """The chat page and the admin page (``/admin``) over one runtime."""
    conversations = runtime.conversations
    notes = settings.describe_missing()
    with gr.Blocks(title=TITLE) as demo:
        gr.Markdown(
            f"## 🎵 {TITLE}\n{banner}" + "".join(f"\n\n> {n}" for n in notes), elem_id="banner"
        )
        thread = gr.State("")  # a thread id per browser session, made on its first message
        watch = gr.State(False)  # True while the thread waits on a staff decision
        chatbot = gr.Chatbot(label="Support chat", height=520, elem_id="chat")
        with gr.Row():
            box = gr.Textbox(
                placeholder="Ask about music, your invoices, or a calculation…",
                scale=5,
                show_label=False,
                elem_id="msg",
            )
            send = gr.Button("Send", variant="primary", scale=1, elem_id="send")
        status = gr.Markdown("", elem_id="status")
        new = gr.Button("New conversation", size="sm", elem_id="new")
        gr.Examples(EXAMPLES, inputs=box)

        respond = make_respond(conversations)
        outputs = [chatbot, status, box, thread, watch]
        box.submit(respond, [box, chatbot, thread], outputs, api_visibility="private")
        send.click(respond, [box, chatbot, thread], outputs, api_visibility="private")
        new.click(
            lambda: ([], "New conversation started.", new_thread(), False),
            None,
            [chatbot, status, thread, watch],
            api_visibility="private",
        )
        gr.Timer(2.0).tick(
            make_poll(conversations),
            [chatbot, thread, watch],
            [chatbot, status, watch],
            api_visibility="private",
        )
        gr.api(make_chat_api(conversations), api_name="chat")
        gr.api(make_trace_api(conversations), api_name="chat_trace")
    with demo.route("Admin", "/admin"):
        build_admin_page(runtime.admin, settings)
    return demo


def main() -> None:
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    settings = Settings.from_env()
    info = llm.init(settings)  # module-level load: ZeroGPU expects the model placed at start
    print(info.banner(), flush=True)
    for note in settings.describe_missing():
        print(note, flush=True)
    runtime = start(settings, llm.generate, llm.generate_stream)
    demo = create_app(settings, runtime, info.banner())
    demo.queue(default_concurrency_limit=1).launch(
        server_name=settings.host, server_port=settings.port
    )


if __name__ == "__main__":
    main()
