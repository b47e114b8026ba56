"""Policy rules as rows of ``policy_rules``: defaults, seeding, reading, validated edits.

Rules are seeded with ``DEFAULT_RULES`` on first use (never overwriting an edited row) and
read fresh on every evaluation, so ``update_rule`` applies to the next request. Values are
validated by kind: ``money`` (USD, whole cents, 0..100000), ``days`` (0..3650), ``count``
(0..1000); ``auto_approve_max`` may not exceed ``hard_cap``. Every edit writes a
``rule_updated`` audit row in the same transaction. ``support.policy`` re-exports the public
names, so callers can keep to one module.
"""

from __future__ import annotations

import json
import math
import weakref
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Connection, Engine

from support._tx import write_lock
from support.audit import write_audit
from support.clock import utc_now

# key, kind, default value, description (shown on the admin page)
DEFAULT_RULES: tuple[tuple[str, str, float | int, str], ...] = (
    (
        "auto_approve_max",
        "money",
        2.00,
        "Refunds up to this amount (USD) are approved automatically.",
    ),
    (
        "hard_cap",
        "money",
        20.00,
        "Refunds above this amount (USD) are refused; between auto_approve_max and this, "
        "a member of staff decides.",
    ),
    (
        "refund_window_days",
        "days",
        365,
        "Only invoices at most this many days old (counted to the store date) are refundable.",
    ),
    (
        "max_refunds_per_30_days",
        "count",
        3,
        "A customer who already had this many refunds in the last 30 days needs staff "
        "approval for the next one.",
    ),
)
_KINDS = {key: kind for key, kind, _v, _d in DEFAULT_RULES}
_LIMITS = {"money": (0, 100_000), "days": (0, 3650), "count": (0, 1000)}
_seeded: weakref.WeakSet[Engine] = weakref.WeakSet()


def money(value: float | Decimal) -> str:
    """``2`` -> ``"$2.00"``."""
    return f"${Decimal(str(value)).quantize(Decimal('0.01'), ROUND_HALF_UP)}"


# ---------------------------------------------------------------- rules


def seed_rules(engine: Engine) -> int:
    """Insert any missing default rule (never overwrites an edited one); returns how many."""
    added = 0
    with write_lock(engine) as conn:
        for key, kind, value, description in DEFAULT_RULES:
            result = conn.execute(
                text(
                    "INSERT INTO policy_rules (key, kind, value, enabled, description, "
                    "updated_by) VALUES (:key, :kind, :value, TRUE, :description, 'system') "
                    "ON CONFLICT (key) DO NOTHING"
                ),
                {"key": key, "kind": kind, "value": str(value), "description": description},
            )
            added += result.rowcount
        if added:
            write_audit(conn, "rules_seeded", detail={"added": added})
    _seeded.add(engine)
    return added


def ensure_seeded(engine: Engine) -> None:
    """Seed the default rules once per engine (cheap after the first call)."""
    if engine not in _seeded:
        seed_rules(engine)


def load_rules(conn: Connection) -> dict[str, dict[str, Any]]:
    found = conn.execute(
        text(
            "SELECT key, kind, value, enabled, description, updated_at, updated_by "
            "FROM policy_rules ORDER BY key"
        )
    ).mappings()
    rules = {}
    for r in found:
        rule = dict(r)
        rule["value"] = _parse_stored(rule["kind"], rule["value"])
        rule["enabled"] = bool(rule["enabled"])
        rules[rule["key"]] = rule
    for key, kind, value, description in DEFAULT_RULES:  # a missing row acts as its default
        rules.setdefault(
            key,
            {"key": key, "kind": kind, "value": value, "enabled": True,
             "description": description, "updated_at": None, "updated_by": "default"},
        )  # fmt: skip
    return rules


def _parse_stored(kind: str, raw: Any) -> float | int:
    value = float(raw)
    return round(value, 2) if kind == "money" else int(value)


def parse_lines(raw: Any) -> list[int]:
    """Line ids from a JSON column (text or already decoded)."""
    value = json.loads(raw) if isinstance(raw, str) else raw
    return sorted({int(i) for i in value or []})


def list_rules(engine: Engine) -> list[dict[str, Any]]:
    """Every rule as ``{key, kind, value, enabled, description, updated_at, updated_by}``."""
    ensure_seeded(engine)
    with engine.connect() as conn:
        return list(load_rules(conn).values())


def rule_values(engine: Engine) -> dict[str, dict[str, Any]]:
    """Rules by key, read now (for the knowledge templates and the admin page)."""
    ensure_seeded(engine)
    with engine.connect() as conn:
        return load_rules(conn)


def validate(key: str, value: Any) -> float | int:
    """The rule value ``value`` parsed for ``key``; ``ValueError`` saying why it is unusable."""
    if key not in _KINDS:
        raise ValueError(f"unknown policy rule {key!r}; rules: {', '.join(_KINDS)}")
    kind = _KINDS[key]
    if isinstance(value, bool) or value is None:
        raise ValueError(f"{key}: expected a number, got {value!r}")
    raw = value.strip().lstrip("$").strip() if isinstance(value, str) else value
    try:
        number = float(raw)
    except (TypeError, ValueError):
        raise ValueError(f"{key}: expected a number, got {value!r}") from None
    if not math.isfinite(number):
        raise ValueError(f"{key}: expected a finite number, got {value!r}")
    low, high = _LIMITS[kind]
    if not low <= number <= high:
        raise ValueError(f"{key}: {number:g} is outside {low}..{high}")
    if kind == "money":
        if abs(number * 100 - round(number * 100)) > 1e-6:
            raise ValueError(f"{key}: {value!r} is not a whole number of cents")
        return round(number, 2)
    if number != int(number):
        raise ValueError(f"{key}: expected a whole number of {kind}, got {value!r}")
    return int(number)


def update_rule(
    engine: Engine, key: str, value: Any, actor: str, enabled: bool | None = None
) -> dict[str, Any]:
    """Set a rule's value (and optionally ``enabled``); writes a ``rule_updated`` audit row.

    Raises ``ValueError`` for an unknown key, a bad value, a missing actor, or an
    ``auto_approve_max`` above ``hard_cap``. Returns the rule as ``list_rules`` shows it.
    """
    if not actor or not str(actor).strip():
        raise ValueError("update_rule needs the name of who is making the change")
    new_value = validate(key, value)
    ensure_seeded(engine)
    with write_lock(engine) as conn:
        rules = load_rules(conn)
        old = rules[key]
        merged = {k: r["value"] for k, r in rules.items()} | {key: new_value}
        if merged["auto_approve_max"] > merged["hard_cap"]:
            raise ValueError(
                f"auto_approve_max ({money(merged['auto_approve_max'])}) must not exceed "
                f"hard_cap ({money(merged['hard_cap'])})"
            )
        now_enabled = old["enabled"] if enabled is None else bool(enabled)
        conn.execute(
            text(
                "UPDATE policy_rules SET value = :value, enabled = :enabled, "
                "updated_at = :now, updated_by = :actor WHERE key = :key"
            ),
            {
                "value": str(new_value),
                "enabled": now_enabled,
                "now": utc_now(),
                "actor": actor,
                "key": key,
            },
        )
        write_audit(
            conn,
            "rule_updated",
            actor=actor,
            detail={
                "key": key,
                "old": old["value"],
                "new": new_value,
                "old_enabled": old["enabled"],
                "enabled": now_enabled,
            },
        )
        return load_rules(conn)[key]
