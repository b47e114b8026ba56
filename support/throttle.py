"""Persisted failure counters with exponential back-off and lockout, keyed by any string.

Why rows and not a dict: a counter that a restart resets is a counter an attacker resets by
crashing or waiting for a redeploy. Each key (``"verify:client:<host>"``,
``"staff:client:<host>"``, ``"staff:global"``) is one row of the ``throttle`` table, so the
table stays as small as the number of distinct keys, however many attempts are made.

The rule for one key, given its ``failures`` so far and the time of the last one:

* ``failures < free``: no wait.
* otherwise the next attempt must wait ``min(base_delay_s * 2 ** (failures - free),
  max_delay_s)`` after the last failure (1 s, 2 s, 4 s, ...);
* reaching ``lockout_after`` failures locks the key for ``lockout_s``: everything is refused,
  the right password too. Failures are forgotten ``forget_s`` after the last one, or on
  success. With ``forget_s`` longer than ``lockout_s`` they are kept after a lockout ends, so
  the next failure locks again at once (staff sign-in: a day); verification sets ``forget_s``
  to ``lockout_s``, so its failures end with the lock (``agents.verify`` says why).

Callers count *before* they check a password (``reserve``), inside the same write-locked
transaction as ``check``: parallel guesses cannot all pass the gate before any is counted.
A success then ``clear``s (or ``release``s) what was reserved. Refusals are never counted,
so flooding a locked key does not extend its lock. Times are the caller's clock (epoch
seconds), so tests drive them by hand. Keys that name what a visitor typed (verification's)
can be many; ``prune`` drops those that no longer count.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import and_, delete, insert, select, update
from sqlalchemy.engine import Connection

from db.schema import throttle as counters

DAY = 24 * 60 * 60.0


@dataclass(frozen=True)
class Limits:
    """How many failures one key gets before waits, and how long those waits grow."""

    free: int = 3
    base_delay_s: float = 1.0
    max_delay_s: float = 300.0
    lockout_after: int | None = 10  # None: back off only, never lock
    lockout_s: float = 15 * 60.0
    forget_s: float = DAY


@dataclass(frozen=True)
class Verdict:
    """A yes-or-why answer to an attempt: ``outcome`` is ``ok`` or why not (the subclass's
    docstring lists its words). Staff sign-in (``support.staff.SignIn``) answers this way too."""

    outcome: str

    @property
    def ok(self) -> bool:
        return self.outcome == "ok"


@dataclass(frozen=True)
class Gate(Verdict):
    """The verdict on one attempt by ``key``: ``outcome`` is ``ok``, ``backoff`` or ``locked``."""

    key: str
    retry_after: float = 0.0


@dataclass(frozen=True)
class _Count:
    failures: int
    last_failure: float | None
    locked_until: float | None


def _read(conn: Connection, key: str, limits: Limits, now: float) -> _Count:
    row = conn.execute(select(counters).where(counters.c.key == key)).first()
    if row is None:
        return _Count(0, None, None)
    # The columns hold 0 for "never" (NOT NULL): read that as None.
    count = _Count(int(row.failures), row.last_failure or None, row.locked_until or None)
    if count.last_failure is not None and now - count.last_failure >= limits.forget_s:
        return _Count(0, None, None)  # a quiet day: start again from zero
    return count


def delay(failures: int, limits: Limits) -> float:
    """Seconds the next attempt must wait after the last failure, with ``failures`` so far."""
    if failures < limits.free:
        return 0.0
    return min(limits.base_delay_s * 2 ** min(failures - limits.free, 60), limits.max_delay_s)


def check(conn: Connection, key: str, limits: Limits, now: float) -> Gate:
    """May ``key`` make an attempt at ``now``? Reads only."""
    count = _read(conn, key, limits, now)
    if count.locked_until is not None and now < count.locked_until:
        return Gate("locked", key, count.locked_until - now)
    if count.last_failure is not None:
        ready = count.last_failure + delay(count.failures, limits)
        if now < ready:
            return Gate("backoff", key, ready - now)
    return Gate("ok", key)


def reserve(conn: Connection, key: str, limits: Limits, now: float) -> None:
    """Count one failure for ``key`` now (undone by ``clear`` or ``release`` on success)."""
    count = _read(conn, key, limits, now)
    failures = count.failures + 1
    locked_until = count.locked_until
    if limits.lockout_after is not None and failures >= limits.lockout_after:
        locked_until = now + limits.lockout_s
    values = {"failures": failures, "last_failure": now, "locked_until": locked_until or 0.0}
    changed = conn.execute(update(counters).where(counters.c.key == key).values(values)).rowcount
    if changed == 0:
        conn.execute(insert(counters).values(key=key, **values))


def clear(conn: Connection, key: str) -> None:
    """Forget every failure of ``key`` (its owner proved who they are)."""
    conn.execute(delete(counters).where(counters.c.key == key))


def release(conn: Connection, key: str) -> None:
    """Undo one ``reserve`` of ``key`` that turned out a success, keeping earlier failures."""
    conn.execute(
        update(counters)
        .where(counters.c.key == key, counters.c.failures > 0)
        .values(failures=counters.c.failures - 1)
    )


def prune(conn: Connection, prefix: str, forget_s: float, now: float) -> int:
    """Delete the rows of keys starting with ``prefix`` that no longer count: neither locked
    at ``now`` nor failed within ``forget_s`` (the longest ``Limits.forget_s`` among those
    keys). Returns how many went.

    ``_read`` already reads such a row as zero, so this changes no verdict; it keeps a table
    whose keys come from visitors (one per address and identifier tried) from growing
    without end. ``prefix`` must hold no ``LIKE`` wildcards (``%``, ``_``).
    """
    if "%" in prefix or "_" in prefix:
        raise ValueError(f"prefix {prefix!r} holds a LIKE wildcard")
    stale = and_(
        counters.c.key.like(prefix + "%"),
        counters.c.last_failure <= now - forget_s,
        counters.c.locked_until <= now,  # 0 when never locked (the column is NOT NULL)
    )
    return int(conn.execute(delete(counters).where(stale)).rowcount or 0)
