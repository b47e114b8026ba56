"""A conversation's share of checkpoints.sqlite stays bounded however long it runs.

The review measured a 1 MB message adding 14 MB to the checkpoint file and ~7 MB per later
message: every node's checkpoint stored the whole, ever-growing message list. Now messages are
capped at ``MAX_MESSAGE_CHARS`` (refused at the edge), the history keeps ``MAX_HISTORY``
messages, one checkpoint is written per message (``durability="exit"``) and older ones are
pruned, so the bytes a thread holds stop growing once its history is full.
"""

from __future__ import annotations

import sqlite3
import uuid

import pytest

from agents import build_graph
from agents.runner import Conversations, InputError, open_checkpointer, open_store
from agents.state import MAX_HISTORY
from llm.testing import ScriptedGenerate
from settings import Settings


def thread_bytes(path, thread: str) -> tuple[int, int]:
    """(checkpoint rows, bytes of checkpoints + writes) the thread holds in the file."""
    with sqlite3.connect(path) as conn:
        rows, size = conn.execute(
            "SELECT count(*), coalesce(sum(length(checkpoint) + length(metadata)), 0) "
            "FROM checkpoints WHERE thread_id = ?",
            (thread,),
        ).fetchone()
        writes = conn.execute(
            "SELECT coalesce(sum(length(value)), 0) FROM writes WHERE thread_id = ?", (thread,)
        ).fetchone()[0]
    return rows, size + writes


def test_a_long_conversation_holds_one_bounded_checkpoint(engine, tmp_path):
    settings = Settings(data_dir=tmp_path)
    turns = MAX_HISTORY  # twice the history: two messages a turn
    fake = ScriptedGenerate()
    for _ in range(turns):
        fake.add({"route": ["finish"], "reason": "chat"})  # code writes the scope reply
    path = tmp_path / "ck.sqlite"
    graph = build_graph(
        fake, engine, open_checkpointer(path), open_store(path), settings, stream=fake.stream
    )
    chat = Conversations(graph, settings)
    thread = uuid.uuid4().hex
    message = "x" * (settings.max_message_chars - 10)
    sizes = []
    for _ in range(turns):
        chat.ask(thread, message)
        sizes.append(thread_bytes(path, thread))
    fake.assert_consumed()
    assert {rows for rows, _ in sizes} == {1}  # older checkpoints are pruned
    full = sizes[MAX_HISTORY // 2 - 1][1]  # the history is full from here on
    assert sizes[-1][1] <= full * 1.05  # ... and the bytes stop growing
    # One full history of the longest messages, plus overhead, bounds a thread's share.
    assert sizes[-1][1] < MAX_HISTORY * settings.max_message_chars * 1.5
    assert len(chat.messages(thread)) == MAX_HISTORY


def test_a_message_over_the_limit_is_refused_before_anything_is_stored(engine, tmp_path):
    settings = Settings(data_dir=tmp_path, max_message_chars=100)
    path = tmp_path / "ck.sqlite"
    graph = build_graph(ScriptedGenerate(), engine, open_checkpointer(path), None, settings)
    chat = Conversations(graph, settings)
    with pytest.raises(InputError, match="too long"):
        chat.ask("t", "y" * 101)
    assert thread_bytes(path, "t") == (0, 0)
