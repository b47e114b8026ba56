"""The Gradio chat UI for the Chinook music store's support agent.

    python app.py            # http://localhost:7860, offline model on a CPU machine

The customer's page is ``chat_page`` (layout: a welcome, examples, operator detail under a
closed "About this assistant") and ``chat_handlers`` (its events). Each message streams live:
each step (routing, verifying, a tool call, writing the answer) shows up, in the customer's
words, as a collapsible step when it starts, its seconds counting up until its result
replaces it (``chat_view``), then the answer token by token, and a status line with elapsed
time and data sources. Staff use ``/admin`` (``admin_page``).

The API (``gradio_client`` or raw HTTP) is four named endpoints: ``new_conversation`` () ->
token, ``chat`` (message, conversation) -> answer, ``chat_trace`` (same) -> answer and trail,
``end_conversation`` (conversation). A conversation belongs to whoever holds its token; the
server issues it and there is no shared or client-chosen thread. Every argument is checked
here, at the edge, and a bad one is a ``gr.Error`` saying what is wrong (nothing runs, nothing
is stored). The UI imports the graph, settings and the model banner only — never tools or db.

Start-up (``main``) serves the page before the in-process model has loaded (cached 0.5B: the
page in 6.1 s, the model 5.7 s later; ``bench/results/cold-start.md``). What is cheap is
checked first and stops start-up with exit status 2 (settings, data files, ``llm.check``); a
turn sent during the load waits for the model (``llm.generate``); a model that fails only
while loading leaves the app up, saying why in the model line, the log and every answer. ZeroGPU
(the model placed at start) and a model server (``LLM_BASE_URL``: quick to ask) keep the
model first.
"""

from __future__ import annotations

import inspect
import logging
import os
import sys
import threading
from collections.abc import Callable
from typing import Any

import gradio as gr
import spaces
from starlette.middleware import Middleware

import llm
from admin_page import build_admin_page
from agents.admin import check_accounts
from agents.runner import (
    AuditError,
    ConversationError,
    Conversations,
    DiskFullError,
    InputError,
    Turn,
)
from agents.runtime import Runtime, StorageError, start
from chat_handlers import client_of, make_poll, make_respond, make_restart, open_conversation
from chat_page import CSS, HEAD, TITLE, about_text, build_chat_page
from chat_view import status_line as status_line  # the status line, where it was (tests)
from edge import Edge, EdgeMiddleware, TooMany
from llm.select import ModelLoadError
from queue_guard import GuardedQueue
from settings import Settings, SettingsError

log = logging.getLogger("app")


# Gradio's queue looks for new events every 1 ms and for progress updates every 10 ms, with
# or without a client: that was most of the ~6 % of a core the idle server used
# (bench/results/idle-cpu.md). 50 ms (Gradio's own value on Windows) costs an event at most
# 50 ms before it starts, which a chat turn of seconds does not notice.
QUEUE_IDLE_POLL_S = 0.05
PROGRESS_IDLE_POLL_S = 1.0  # progress updates (gr.Progress): this app sends none
POLL_S = 2.0  # how often a page waiting on staff asks whether they decided


class Blocks(gr.Blocks):
    """``gr.Blocks`` whose argument-count error reaches the API caller, whose queue idles,
    and whose server keeps its edge (``edge``, ``queue_guard``) however it is launched.

    Gradio raises a plain ``ValueError`` for a call with too few arguments, which a client
    sees as ``{"error": null}`` unless ``show_error`` is on, and that would also show every
    internal exception's text. This turns just that one check into a clear ``gr.Error``.

    The edge is applied here, not in ``main``, so that every way of serving the app (tests
    and benchmarks call ``create_app(...).queue().launch(...)``) has it: per-client limits,
    no upload route, no public monitoring, a guarded queue, and the routes of ``routes``
    (plain Starlette routes, e.g. the admin page's cookie sign-in) mounted first.
    """

    edge: Edge
    routes: list[Any]

    def __init__(self, *args: Any, edge: Edge | None = None, **kwargs: Any) -> None:
        self.edge = edge or Edge()  # before Blocks.__init__, which calls queue()
        self.routes = []
        super().__init__(*args, **kwargs)

    def queue(self, *args: Any, **kwargs: Any) -> Blocks:
        """``gr.Blocks.queue``, guarded (``queue_guard``), with its idle polls slowed."""
        super().queue(*args, **kwargs)
        GuardedQueue.adopt(self._queue, self.edge)
        self._queue.sleep_when_free = QUEUE_IDLE_POLL_S
        self._queue.progress_update_sleep_when_free = PROGRESS_IDLE_POLL_S
        return self

    def launch(self, *args: Any, **kwargs: Any) -> Any:
        """``gr.Blocks.launch`` with the edge: its middleware and routes, no monitoring."""
        app_kwargs = dict(kwargs.pop("app_kwargs", None) or {})
        app_kwargs["middleware"] = [
            Middleware(EdgeMiddleware, edge=self.edge),
            *app_kwargs.get("middleware", []),
        ]
        app_kwargs["routes"] = [*self.routes, *app_kwargs.get("routes", [])]
        kwargs["enable_monitoring"] = False  # per-endpoint staff activity is nobody's business
        # uvicorn rewrites the peer from X-Forwarded-For before any middleware runs, for the
        # peers in FORWARDED_ALLOW_IPS (its default: loopback): make that exactly
        # TRUSTED_PROXIES, or a local client could pick its own key. Read when launch builds
        # uvicorn's Config, just below.
        os.environ["FORWARDED_ALLOW_IPS"] = ",".join(str(n) for n in self.edge.trusted)
        kwargs.setdefault("max_file_size", "1kb")  # no file input; the route is refused anyway
        kwargs.setdefault("css", CSS)  # the chat's tables and code fit a phone (chat_page)
        kwargs.setdefault("head", HEAD)  # the steps' toggles, named once for screen readers
        return super().launch(*args, app_kwargs=app_kwargs, **kwargs)

    def validate_inputs(self, block_fn: Any, inputs: list[Any]) -> None:
        try:
            super().validate_inputs(block_fn, inputs)
        except ValueError:
            params = [
                name
                for name, param in inspect.signature(block_fn.fn).parameters.items()
                if param.annotation not in (gr.Request, "gr.Request")
            ][: len(block_fn.inputs)]
            raise gr.Error(
                f"{block_fn.name or 'This endpoint'} takes {len(block_fn.inputs)} arguments "
                f"({', '.join(params)}); got {len(inputs)}.",
                print_exception=False,
            ) from None


def failed_turn(exc: Exception) -> gr.Error:
    """What an API caller is told when a turn breaks below the edge (details go to the log)."""
    log.error("turn failed", exc_info=exc)
    if isinstance(exc, DiskFullError):  # its text is the customer's sentence
        return gr.Error(str(exc), print_exception=False)
    if isinstance(exc, AuditError):
        return gr.Error(
            "The turn was stopped because its audit record could not be written. "
            "Please try again later.",
            print_exception=False,
        )
    return gr.Error(
        f"Sorry, something went wrong ({type(exc).__name__}); it was logged.",
        print_exception=False,
    )


def api_turn(
    conversations: Conversations,
    message: object,
    conversation: object,
    request: gr.Request | None,
    edge: Edge,
) -> Turn:
    """One API message, run to the end: the edge checks, the turn, and what a caller is told.

    A bad token or message is a ``gr.Error`` saying what is wrong, raised before anything
    runs or is stored; a turn that breaks below the edge is a ``gr.Error`` without internals.
    """
    try:
        thread = conversations.thread_of(conversation)
        text = conversations.check_message(message)
    except (ConversationError, InputError, DiskFullError) as exc:
        raise gr.Error(str(exc), print_exception=False) from None
    try:
        return conversations.ask(thread, text, client_of(request, edge))
    except Exception as exc:  # noqa: BLE001 - told to the caller without internals
        raise failed_turn(exc) from None


def make_new_conversation(conversations: Conversations, edge: Edge) -> Callable[..., str]:
    def new_conversation(request: gr.Request = None) -> str:
        """Start a conversation; returns its token. Pass it to chat and chat_trace, and keep
        it secret: whoever holds it can read the conversation (and its verified account).

        Returns:
            The conversation token (pass it as `conversation` to chat and chat_trace).
        """
        try:
            return open_conversation(conversations, edge, request)
        except (TooMany, DiskFullError) as exc:
            raise gr.Error(str(exc), print_exception=False) from None

    return new_conversation


def make_end_conversation(conversations: Conversations) -> Callable[[str], str]:
    def end_conversation(conversation: str = "") -> str:
        """End a conversation (sign out): its token stops working, verification included.

        Args:
            conversation: The token new_conversation returned.
        """
        try:
            ended = conversations.close(conversation)
        except ConversationError as exc:
            raise gr.Error(str(exc), print_exception=False) from None
        if not ended:
            raise gr.Error("Unknown or ended conversation.", print_exception=False)
        return "Ended: this conversation's token no longer works."

    return end_conversation


_TURN_ARGS = """
Args:
    message: The customer's message to the music store's support agent.
    conversation: The token new_conversation returned (required; keep it secret).
"""


def _turn_doc(summary: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    # chat and chat_trace take the same inputs; Gradio's API page and MCP read this docstring.
    def document(fn: Callable[..., Any]) -> Callable[..., Any]:
        fn.__doc__ = f"{summary}\n{_TURN_ARGS}"
        return fn

    return document


def make_chat_api(conversations: Conversations, edge: Edge) -> Callable[..., str]:
    @_turn_doc(
        "Send one message in a conversation (a token from new_conversation); returns the answer."
    )
    def chat(message: str, conversation: str = "", request: gr.Request = None) -> str:
        return api_turn(conversations, message, conversation, request, edge).answer

    return chat


def make_trace_api(conversations: Conversations, edge: Edge) -> Callable[..., dict]:
    @_turn_doc("Like chat, but also returns the routes, tool steps and pause state of the turn.")
    def chat_trace(message: str, conversation: str = "", request: gr.Request = None) -> dict:
        turn = api_turn(conversations, message, conversation, request, edge)
        return {
            "answer": turn.answer,
            "paused": turn.paused,
            "verified": turn.verified,
            "routes": turn.routes,
            "steps": [{"title": s["title"], "body": s["body"][:400]} for s in turn.steps],
            "latency_s": round(turn.latency_s, 2),
        }

    return chat_trace


def warm_up_matplotlib() -> None:
    """Import what Gradio's first event would.

    Gradio runs every event inside a matplotlib backend switch (``gradio.route_utils``), so
    the first event of a process imports matplotlib and pyplot: ~1 s here, by which the
    first message's progress showed late. Paid after the server starts instead (``warm_up``;
    an event arriving meanwhile waits for the same import rather than repeating it).
    """
    try:
        import matplotlib
    except ImportError:  # Gradio then skips the switch too
        return
    matplotlib.get_backend()


def warm_up() -> None:
    """What the first event and the first turn would otherwise pay, in the background once
    the page is served: matplotlib (~0.4 s) and the manager's grammar (~0.7 s)."""
    try:
        warm_up_matplotlib()
        llm.warm_up()
    except Exception:  # noqa: BLE001 - only a head start: the first turn does it anyway
        log.warning("warm-up failed; the first turn pays for it instead", exc_info=True)


def create_app(settings: Settings, runtime: Runtime, banner: str | Callable[[], str]) -> gr.Blocks:
    """The chat page (``chat_page``) and the admin page (``/admin``) over one runtime.

    ``banner`` is the model line, or a function giving it: read when a page loads, and
    every ``BANNER_POLL_S`` while ``llm.is_loading()``, so a page opened during the load
    says so and then shows the model. The customer finds it under "About this assistant";
    the admin page shows it too, with what a missing key disables.
    """
    conversations = runtime.conversations
    notes = settings.describe_missing()

    def operator_detail() -> str:
        line = banner() if callable(banner) else banner
        return about_text(line, notes, staff_link=False)

    edge = Edge(trusted=settings.trusted_proxies)
    # delete_cache: whatever Gradio caches for this app (it takes no files) goes within a day
    with Blocks(title=TITLE, edge=edge, delete_cache=(3600, 86400)) as demo:
        build_chat_page(
            demo,
            banner,
            notes,
            respond=make_respond(conversations, edge),
            poll=make_poll(conversations),
            restart=make_restart(conversations, edge),
            poll_s=POLL_S,
        )
        gr.api(make_new_conversation(conversations, edge), api_name="new_conversation")
        gr.api(make_chat_api(conversations, edge), api_name="chat")
        gr.api(make_trace_api(conversations, edge), api_name="chat_trace")
        gr.api(make_end_conversation(conversations), api_name="end_conversation")
    with demo.route("Admin", "/admin"):
        # the page's plain routes (its cookie sign-in), if it has any, are served first
        demo.routes.extend(build_admin_page(runtime.admin, settings, operator_detail) or [])
    return demo


def model_first(settings: Settings) -> bool:
    """Whether the model loads before the server starts (else after, while the page is up).

    ZeroGPU expects the model placed on the GPU at start, at module level of the main
    process; a model server (``LLM_BASE_URL``) is only asked which models it serves, and one
    that cannot answer must stop start-up (exit 2), as before.
    """
    return bool(spaces.config.Config.zero_gpu or settings.llm_base_url)


def main() -> None:
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
        settings = Settings.from_env()
        check_accounts(settings)
        # The data files before the model: a damaged or unwritable one stops start-up in
        # seconds, naming the file, instead of after a model load.
        runtime = start(settings, llm.generate, llm.generate_stream)
        llm.check(settings)  # cheap: a MODEL_ID naming nothing stops start-up here too
        first = model_first(settings)
        if first:
            llm.init(settings)
    except (SettingsError, StorageError, ModelLoadError) as exc:
        # ModelLoadError includes a model server (LLM_BASE_URL) that cannot answer
        print(f"Cannot start: {exc}", file=sys.stderr, flush=True)
        raise SystemExit(2) from None
    if not first:
        llm.expect_load()  # a turn sent before the model is ready waits for it
    # Turns at once: a model server batches concurrent requests; one in-process model runs
    # one call at a time (llm.backend's lock) while other turns' tools and I/O go on.
    concurrency = settings.turn_concurrency

    def banner() -> str:
        return f"{llm.banner()} · up to {concurrency} turn(s) at once"

    demo = create_app(settings, runtime, banner)
    # MCP (settings.mcp_server): the four public API endpoints as MCP tools at
    # /gradio_api/mcp/; each call goes through the same endpoint, so the same token rules.
    demo.queue(default_concurrency_limit=concurrency).launch(
        server_name=settings.host,
        server_port=settings.port,
        mcp_server=settings.mcp_server,
        prevent_thread_lock=True,  # the page is served from here on; blocked below
    )
    if not first:
        try:
            llm.init(settings)
        except KeyboardInterrupt:
            demo.close()
            raise SystemExit(130) from None
        except Exception:  # noqa: BLE001 - kept by llm: the banner and every answer say why
            log.exception("the model failed to load; the app stays up and every answer says so")
    print(banner(), flush=True)
    for note in settings.describe_missing():
        print(note, flush=True)
    threading.Thread(target=warm_up, name="warm-up", daemon=True).start()
    demo.block_thread()


if __name__ == "__main__":
    main()
