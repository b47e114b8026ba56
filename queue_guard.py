"""Gradio's queue, made so that a flood or one error inside its loop cannot stop it.

What stopped the app (issue 21): Gradio keeps each browser session's unread results in an
LRU of 2,000 sessions. A client joining the queue ~2,000 times with fresh session hashes,
never reading, pushed out the entry of a session whose event was still waiting; the next
message for it raised ``KeyError`` inside ``Queue.start_processing``, whose ``finally``
marks the queue stopped, and every later request got ``503 Queue is stopped`` until a
restart. Three changes, each enough for that attack on its own:

* ``SessionMessages``: the cache evicts the oldest session *with nothing waiting or
  running*; a live session is never dropped (the queue's bounded size and the per-client
  cap keep live sessions far below the cache's size);
* ``send_message`` drops a message for a session that is gone instead of raising;
* ``start_processing`` survives any error of one iteration: logged, then the loop goes on.

``push`` adds the per-client cap (``Limits.pending_per_client`` events waiting or running)
and the bounded size (``Limits.queue_size``), both answered ``429`` with a sentence, before
Gradio's own ``queue_full`` (a ``503``) could be reached.

The class is adopted onto the queue Gradio built (``adopt``), because ``Blocks.queue``
constructs ``gradio.queueing.Queue`` itself. Written against gradio 6.31 (pinned): the loop
below is Gradio's, iteration for iteration, with the error handling added.
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from fastapi import HTTPException
from gradio import queueing
from gradio.utils import run_coro_in_background, set_task_name

from edge import Edge, TooMany

log = logging.getLogger("queue_guard")
ERROR_PAUSE_S = 0.05  # after a failed iteration: a persistent error must not spin a core


class SessionMessages(OrderedDict):
    """Gradio's per-session message cache, evicting only sessions with nothing pending."""

    def __init__(self, max_size: int, live: Callable[[], set[str]]) -> None:
        super().__init__()
        self.max_size = max_size
        self._live = live

    def __setitem__(self, key: str, value: Any) -> None:
        if key in self:
            self.move_to_end(key)
        elif len(self) >= self.max_size:
            live = self._live()
            for old in list(self):
                if old not in live:
                    del self[old]
                    break
        super().__setitem__(key, value)


class GuardedQueue(queueing.Queue):
    """``gradio.queueing.Queue`` with the guards of the module docstring."""

    edge: Edge
    _served: OrderedDict[str | None, int]
    _tick: int

    @classmethod
    def adopt(cls, queue: queueing.Queue, edge: Edge) -> GuardedQueue:
        """Turn the queue ``Blocks.queue`` built into a guarded one, keeping its state."""
        queue.__class__ = cls
        assert isinstance(queue, GuardedQueue)  # noqa: S101 - for the type checker
        queue.edge = edge
        queue._served = OrderedDict()  # client -> tick when last served (get_events)
        queue._tick = 0
        queue.max_size = edge.limits.queue_size
        old = queue.pending_messages_per_session
        queue.pending_messages_per_session = SessionMessages(edge.limits.sessions, queue.live)
        queue.pending_messages_per_session.update(old)
        return queue

    def live(self) -> set[str]:
        """Sessions with an event waiting or running."""
        events = [e for q in self.event_queue_per_concurrency_id.values() for e in q.queue]
        events += [e for job in self.active_jobs if job for e in job]
        return {e.session_hash for e in events}

    def _pending(self, client: str) -> int:
        waiting = [e for q in self.event_queue_per_concurrency_id.values() for e in q.queue]
        running = [e for job in self.active_jobs if job for e in job]
        return sum(getattr(e, "edge_client", None) == client for e in waiting + running)

    async def push(self, body: Any, request: Any, username: str | None) -> Any:
        client = self.edge.client_of(request)
        if self._pending(client) >= self.edge.limits.pending_per_client:
            too_many = TooMany("requests waiting", 1.0)
            raise HTTPException(429, str(too_many), {"Retry-After": str(too_many.retry_after)})
        if len(self) >= self.edge.limits.queue_size:
            raise HTTPException(
                429, "The assistant is very busy right now; please try again in a minute.",
                {"Retry-After": "30"},
            )  # fmt: skip
        result = await super().push(body, request, username)
        success, event_id = result[0], result[1]
        if success and isinstance(event_id, str) and event_id in self.event_ids_to_events:
            self.event_ids_to_events[event_id].edge_client = client
        return result

    def get_events(self) -> tuple[list[Any], bool, str] | None:
        """The next events to run: Gradio's choice of event queue, then, within it, the
        waiting event of the client served longest ago (a client never served first; equal
        ones in arrival order). Gradio takes the oldest event, so a customer's one message
        waited behind every event a flood had put in the same queue before it."""
        concurrency_ids = list(self.event_queue_per_concurrency_id)
        random.shuffle(concurrency_ids)
        for concurrency_id in concurrency_ids:
            event_queue = self.event_queue_per_concurrency_id[concurrency_id]
            limit = event_queue.concurrency_limit
            if not event_queue.queue or (
                limit is not None and event_queue.current_concurrency >= limit
            ):
                continue
            first = min(event_queue.queue, key=self._last_served)
            events = [first]
            if first.fn.batch:
                same = [e for e in event_queue.queue if e.fn == first.fn and e is not first]
                events += same[: first.fn.max_batch_size - 1]
            for event in events:
                event_queue.queue.remove(event)
                self._served_now(getattr(event, "edge_client", None))
            return events, bool(first.fn.batch), concurrency_id
        return None

    def _last_served(self, event: Any) -> int:
        return self._served.get(getattr(event, "edge_client", None), -1)

    def _served_now(self, client: str | None) -> None:
        self._tick += 1
        self._served.pop(client, None)
        self._served[client] = self._tick
        while len(self._served) > self.edge.limits.clients:
            self._served.popitem(last=False)

    def compute_analytics_summary(self, records: Any) -> dict[str, Any]:
        """Nothing: the summary feeds only Gradio's monitoring page, which this app turns
        off, and Gradio built it with pandas over up to 10,000 events after *every* event
        (most of the server's CPU under a flood of cheap events)."""
        return self.cached_event_analytics_summary

    def send_message(self, event: Any, event_message: Any) -> None:
        """Gradio's, except that a session whose messages are gone drops the message."""
        if not event.alive:
            return
        event_message.event_id = event._id
        messages = self.pending_messages_per_session.get(event.session_hash)
        if messages is None:
            log.warning("dropped a message for a session no longer kept (%s)", event_message.msg)
            return
        messages.put_nowait(event_message)

    async def start_processing(self) -> None:
        """Gradio's loop; an error in one iteration is logged and the loop goes on."""
        try:
            while not self.stopped:
                try:
                    await self._iterate()
                except asyncio.CancelledError:
                    raise
                except Exception:  # noqa: BLE001 - the queue must outlive any one event
                    log.exception("queue loop error; the queue keeps running")
                    await asyncio.sleep(ERROR_PAUSE_S)
        finally:
            self.stopped = True
            self._cancel_asyncio_tasks()

    async def _iterate(self) -> None:
        if len(self) == 0 or None not in self.active_jobs:
            await asyncio.sleep(self.sleep_when_free)
            return
        async with self.delete_lock:
            event_batch = self.get_events()
        if not event_batch:
            await asyncio.sleep(self.sleep_when_free)
            return
        events, batch, concurrency_id = event_batch
        slot = self.active_jobs.index(None)
        self.active_jobs[slot] = events
        event_queue = self.event_queue_per_concurrency_id[concurrency_id]
        event_queue.current_concurrency += 1
        try:
            start_time = time.time()
            fn = events[0].fn
            event_queue.start_times_per_fn[fn].add(start_time)
            for event in events:
                if (a := self.event_analytics.get(event._id)) is not None:
                    a["status"] = "processing"
            task = run_coro_in_background(self.process_events, events, batch, start_time, fn)
        except BaseException:
            # the events never started: give their worker slot back, or it is lost for good
            self.active_jobs[slot] = None
            event_queue.current_concurrency -= 1
            raise
        set_task_name(task, events[0].session_hash, fn._id, events[0]._id, batch)
        self._asyncio_tasks.add(task)
        task.add_done_callback(self._asyncio_tasks.discard)
        if self.live_updates:
            self.broadcast_estimations(concurrency_id)
