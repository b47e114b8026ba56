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
from agents import build_graph
from agents.runner import Conversations, open_checkpointer, open_store
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
    waiting = " · waiting for your verification details" if done.get("paused") else ""
    return f"⏱ {elapsed:.1f}s · sources: {sources} · {who}{waiting}"


def make_respond(conversations: Conversations) -> Callable[..., Iterator[tuple]]:
    def respond(message: str, chat: list, thread_id: str) -> Iterator[tuple[list, str, str, str]]:
        thread_id = thread_id or new_thread()
        for chat_, status, box in _respond(message, chat, thread_id):
            yield chat_, status, box, thread_id

    def _respond(message: str, chat: list, thread_id: str) -> Iterator[tuple[list, str, str]]:
        message = (message or "").strip()
        if not message:
            yield chat, "Type a message first.", ""
            return
        started = time.perf_counter()
        chat = [*chat, gr.ChatMessage(role="user", content=message)]
        yield chat, "⏳ working…", ""
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
                    yield chat, status_line(event, time.perf_counter() - started), ""
                    return
                yield chat, f"⏳ {time.perf_counter() - started:.1f}s…", ""
        except Exception as exc:  # the UI must survive anything below it
            log.exception("turn failed")
            chat = [
                *chat,
                gr.ChatMessage(
                    role="assistant",
                    content=f"Sorry, something went wrong: {type(exc).__name__}: {exc}",
                ),
            ]
            yield chat, "error", ""

    return respond


def make_chat_api(conversations: Conversations) -> Callable[[str, str], str]:
    def chat(message: str, thread_id: str = "api") -> str:
        """Send one message to the support agent in thread ``thread_id``; returns the answer text."""
        if not (message or "").strip():
            return "Error: the message is empty."
        return conversations.ask(thread_id or "api", message.strip()).answer

    return chat


def create_app(settings: Settings, conversations: Conversations, banner: str) -> gr.Blocks:
    """The Blocks app; ``conversations`` wraps a compiled graph with its checkpointer."""
    notes = settings.describe_missing()
    with gr.Blocks(title=TITLE) as demo:
        gr.Markdown(
            f"## 🎵 {TITLE}\n{banner}" + "".join(f"\n\n> {n}" for n in notes), elem_id="banner"
        )
        thread = gr.State("")  # a thread id per browser session, made on its first message
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
        box.submit(
            respond, [box, chatbot, thread], [chatbot, status, box], api_visibility="private"
        )
        send.click(
            respond, [box, chatbot, thread], [chatbot, status, box], api_visibility="private"
        )
        new.click(
            lambda: ([], "New conversation started.", new_thread()),
            None,
            [chatbot, status, thread],
            api_visibility="private",
        )
        gr.api(make_chat_api(conversations), api_name="chat")
    return demo


def build(
    settings: Settings, generate: Callable[..., dict], stream: Callable[..., Iterator] | None
) -> Conversations:
    """Database, checkpointer, store and graph for ``settings`` with the given model functions."""
    from db import init_db  # the UI never queries the db itself; the graph gets the engine

    engine = init_db(settings)
    checkpointer = open_checkpointer(settings.checkpoint_path)
    store = open_store(settings.checkpoint_path)
    graph = build_graph(generate, engine, checkpointer, store, settings, stream=stream)
    return Conversations(graph, settings)


def main() -> None:
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    settings = Settings.from_env()
    info = llm.init(settings)  # module-level load: ZeroGPU expects the model placed at start
    print(info.banner(), flush=True)
    for note in settings.describe_missing():
        print(note, flush=True)
    conversations = build(settings, llm.generate, llm.generate_stream)
    demo = create_app(settings, conversations, info.banner())
    demo.queue(default_concurrency_limit=1).launch(
        server_name=settings.host, server_port=settings.port
    )


if __name__ == "__main__":
    main()
