"""What the chat page's events do: a turn, the staff-decision poll, a new conversation.

``chat_page`` lays the page out; these handlers are its events (private: not API endpoints).
The chat's token lives in the browser session's server-side state: the first message opens
a conversation (within the client's allowance, ``Limits.conversation``), and a token that
stopped working (ended, or a reset data dir) is replaced. A turn streams its steps and answer
through ``chat_view``; whatever breaks below is said in the chat, never raised to the page.
Moved out of ``app`` (which keeps start-up, the API endpoints and the edge) to keep it short.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator
from typing import Any

import gradio as gr

from agents.runner import ConversationError, Conversations, DiskFullError, InputError
from chat_page import welcome
from chat_tables import answer_tables
from chat_view import TurnView, paced
from edge import Edge, TooMany

log = logging.getLogger("app")


def client_of(request: gr.Request | None, edge: Edge) -> str | None:
    """The caller's client key (``edge.client_address``: the peer, or behind a trusted proxy
    the address it forwarded), for verification's per-client counters; ``None`` without a
    request."""
    if request is None:
        return None
    return edge.client_of(request)


def open_conversation(conversations: Conversations, edge: Edge, request: Any) -> str:
    """A new conversation's token, within the client's allowance (``Limits.conversation``);
    past it ``TooMany``, whose text the caller is shown."""
    edge.allow("conversation", edge.client_of(request), "new conversations")
    return conversations.open()


def make_respond(conversations: Conversations, edge: Edge) -> Callable[..., Iterator[tuple]]:
    """The chat handler: streams steps and the answer; yields (chat, status, box, token, watch,
    timer): the staff-decision timer runs only while the turn ends waiting on staff.

    Each step shows up when it starts, with its seconds counting up while it runs, and its
    result takes its place (``chat_view``). The token lives in this browser session's
    server-side state; the first message starts a conversation, and a token that stopped
    working (ended, or a reset data dir) is replaced.
    """

    def respond(message: str, chat: list, token: str, request: gr.Request) -> Iterator[tuple]:
        try:
            message = conversations.check_message(message)
        except InputError as exc:
            yield chat, str(exc), gr.skip(), token, False, gr.skip()
            return
        try:
            try:
                thread_id = conversations.thread_of(token)
            except ConversationError:
                token = open_conversation(conversations, edge, request)
                thread_id = conversations.thread_of(token)
        except (TooMany, DiskFullError) as exc:
            yield chat, str(exc), gr.skip(), token, False, gr.skip()
            return
        view = TurnView(chat, message)
        yield view.chat, "⏳ working…", "", token, False, gr.skip()
        try:
            for batch in paced(conversations.send(thread_id, message, client_of(request, edge))):
                for event in batch:
                    view.apply(event)
                view.tick()
                if view.done is not None:
                    watch = view.waits_on_staff  # poll for staff's decision (make_poll)
                    yield view.chat, view.status(), "", token, watch, gr.Timer(active=watch)
                    return
                yield view.chat, view.status(), "", token, False, gr.skip()
        except Exception as exc:  # the UI must survive anything below it
            log.exception("turn failed")
            failure = f"Sorry, something went wrong: {type(exc).__name__}: {exc}"
            if isinstance(exc, DiskFullError):
                failure = str(exc)
            yield (
                [*view.chat, gr.ChatMessage(role="assistant", content=failure)],
                "error",
                "",
                token,
                False,
                gr.Timer(active=False),
            )

    return respond


def make_poll(conversations: Conversations) -> Callable[..., tuple]:
    """While a thread waits on staff, show the outcome as soon as they decide.

    Its timer is active only while a turn has ended waiting on staff (respond turns it on,
    this turns it off once staff decided): a page with nothing waiting sends no polls.
    Returns (chat, status, watch, timer).
    """
    stop = (False, gr.Timer(active=False))

    def poll(chat: list, token: str, watch: bool) -> tuple:
        if not watch or not token:  # a tick already on its way when the timer stopped
            return gr.skip(), gr.skip(), *stop
        try:
            thread_id = conversations.thread_of(token)
        except ConversationError:
            return gr.skip(), gr.skip(), *stop
        waiting = conversations.pending(thread_id)
        if waiting and waiting.get("type") == "approval":
            return gr.skip(), gr.skip(), gr.skip(), gr.skip()
        last = conversations.messages(thread_id)[-1:]
        outcome = last[0]["content"] if last and last[0]["role"] == "assistant" else ""
        if not outcome:
            return gr.skip(), gr.skip(), *stop
        chat = [*chat, gr.ChatMessage(role="assistant", content=answer_tables(outcome))]
        return chat, "Staff decided: see the answer above.", *stop

    return poll


def make_restart(conversations: Conversations, edge: Edge) -> Callable[..., tuple]:
    def restart(token: str, request: gr.Request) -> tuple:
        """End this session's conversation (and its verification) and start another;
        returns (chat, status, token, watch, timer)."""
        try:
            if token:
                try:
                    conversations.close(token)
                except ConversationError:
                    pass  # already unusable: nothing to end
            started = open_conversation(conversations, edge, request)
        except (TooMany, DiskFullError) as exc:  # the next message opens one
            return welcome(), str(exc), "", False, gr.Timer(active=False)
        return welcome(), "New conversation started.", started, False, gr.Timer(active=False)

    return restart
