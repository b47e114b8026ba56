"""Who is this customer? Identifier parsing and lookup for the graph's verify step (not a tool).

    match = lookup_identity(engine, "I'm customer 5, email frantisekw@jetbrains.com")
    match.customer_id   # 5
    match.matched       # ("customer_id", "email")
    match.verified      # True: two distinct kinds of identifier matched the same customer

Identifier kinds: ``customer_id``, ``email`` (case-insensitive), ``phone`` (digits only; with
or without country code, ``00`` international prefix or national trunk ``0``), and
``postal_code`` (case, spaces and dashes ignored). Each given identifier is resolved to the
set of customers it fits; the candidate is the one customer all resolving identifiers share.
Identifiers pointing at different customers give no candidate (``conflict``); identifiers
that fit several customers and nothing narrower give none either (``ambiguous``).

``verified`` needs at least two distinct kinds matching the candidate, so a bare customer id
(or a bare email) never suffices, and every identifier given fitting it: an extra detail that
fits nobody fails the attempt exactly as one of another customer's does (a conflict), so the
outcome never tells whether some email, phone or postal code is a customer's (issue 21).
Messages never say which customer an identifier belongs to.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Engine

from agents.identifier_values import (
    KINDS,
    MAX_PHONE_DIGITS,
    MIN_PHONE_DIGITS,
    Identifiers,
    digits,
    unique,
)
from agents.identifiers import parse_identifiers
from db import normalize


@dataclass(frozen=True)
class IdentifierCheck:
    """One given identifier and the customers it fits (for code and audit, not for users)."""

    kind: str
    value: str
    customer_ids: tuple[int, ...]


@dataclass(frozen=True)
class IdentityMatch:
    """The outcome of a lookup: the candidate (if any) and which identifiers support it."""

    customer_id: int | None
    matched: tuple[str, ...] = ()  # kinds that fit the candidate
    unmatched: tuple[str, ...] = ()  # kinds given that fit no customer at all
    conflict: bool = False
    ambiguous: bool = False
    message: str = ""
    checks: tuple[IdentifierCheck, ...] = field(default=(), repr=False)

    @property
    def verified(self) -> bool:
        """True when every identifier given fits one customer, in ≥2 distinct kinds."""
        # Two distinct kinds: a bare id (or a bare email) is never enough on its own. Nothing
        # unmatched: were an unknown extra ignored, "fails" would mean "X is someone's".
        return (
            self.customer_id is not None
            and not self.conflict
            and not self.unmatched
            and len(set(self.matched)) >= 2
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form (without the per-identifier checks)."""
        out = asdict(self)
        out.pop("checks")
        out["matched"] = list(self.matched)
        out["unmatched"] = list(self.unmatched)
        out["verified"] = self.verified
        return out


def is_verified(match: IdentityMatch) -> bool:
    """Whether ``match`` is strong enough to treat its customer as verified."""
    return match.verified


def _coerce(given: str | Identifiers | Mapping[str, Any]) -> Identifiers:
    if isinstance(given, Identifiers):
        return given
    if isinstance(given, str):
        return parse_identifiers(given)
    if not isinstance(given, Mapping):
        raise TypeError(f"expected text, Identifiers or a mapping, got {type(given).__name__}")
    unknown = set(given) - set(KINDS)
    if unknown:
        raise ValueError(f"unknown identifier kinds: {sorted(unknown)}")

    def many(key: str) -> list[Any]:
        value = given.get(key)
        if value is None or value == "":
            return []
        return list(value) if isinstance(value, (list, tuple)) else [value]

    ids = []
    for v in many("customer_id"):
        try:
            ids.append(int(str(v).strip().lstrip("#")))
        except ValueError:
            continue  # a non-numeric id matches nobody; dropping it is the same
    return Identifiers(
        customer_ids=unique(ids),
        emails=unique(str(v) for v in many("email")),
        phones=unique(str(v) for v in many("phone")),
        postal_codes=unique(str(v) for v in many("postal_code")),
    )


# ---------------------------------------------------------------- matching


def phone_variants(stored: str) -> set[str]:
    """Digit strings a customer might type for the stored phone ``stored``.

    ``"+44 020 7707 0707"`` -> full international ``4402077070707``, national
    ``02077070707``, without trunk zero ``2077070707``, international without trunk zero
    ``442077070707``. The country code is the first ``+`` chunk, as Chinook stores phones.
    """
    full = digits(stored)
    variants = {full} if full else set()
    stripped = stored.strip()
    if stripped.startswith("+"):
        head, _, rest = stripped.partition(" ")
        cc, national = digits(head), digits(rest)
        if national:
            variants |= {national, national.lstrip("0"), cc + national.lstrip("0")}
    return {v for v in variants if len(v) >= MIN_PHONE_DIGITS}


def _typed_phone(value: str) -> set[str]:
    d = digits(value)
    if d.startswith("00"):  # "00" international dialling prefix
        d = d[2:]
    return {v for v in (d, d.lstrip("0")) if MIN_PHONE_DIGITS <= len(v) <= MAX_PHONE_DIGITS}


def _ids(conn: Any, sql: str, params: dict[str, Any]) -> list[int]:
    return [r[0] for r in conn.execute(text(sql), params)]


def _resolve(conn: Any, kind: str, value: Any) -> tuple[int, ...]:
    """Ids of customers that ``value`` (an identifier of ``kind``) fits."""
    if kind == "customer_id":
        found = _ids(conn, "SELECT CustomerId FROM Customer WHERE CustomerId = :v", {"v": value})
    elif kind == "email":
        email = str(value).strip().lower()
        found = _ids(
            conn,
            "SELECT CustomerId FROM Customer WHERE lower(trim(Email)) = :v",
            {"v": email},
        )
    elif kind == "postal_code":
        key = normalize(value) or ""
        found = (
            _ids(conn, "SELECT CustomerId FROM Customer WHERE norm(PostalCode) = :v", {"v": key})
            if key
            else []
        )
    elif kind == "phone":
        typed = _typed_phone(str(value))
        if not typed:
            return ()
        # Narrow in SQL by the last 7 digits, then apply the exact variant rules in Python.
        # LIKE '%<digits>' rather than substr(..., -7): Postgres reads a negative start
        # differently; the digits hold no LIKE wildcards.
        tail = min(typed, key=len)[-MIN_PHONE_DIGITS:]
        rows = conn.execute(
            text(
                "SELECT CustomerId, Phone FROM Customer WHERE Phone IS NOT NULL AND "
                "replace(replace(replace(replace(replace(replace(Phone, ' ', ''),"
                " '+', ''), '(', ''), ')', ''), '-', ''), '.', '') LIKE :tail"
            ),
            {"tail": "%" + tail},
        )
        found = [cid for cid, phone in rows if typed & phone_variants(phone)]
    else:
        raise ValueError(f"unknown identifier kind {kind!r}")
    return tuple(sorted(found))


def lookup_identity(
    engine: Engine, text_or_identifiers: str | Identifiers | Mapping[str, Any]
) -> IdentityMatch:
    """Resolve identifiers (free text, ``Identifiers``, or a ``{kind: value}`` mapping).

    Returns the single customer every resolving identifier fits, which kinds matched it and
    which kinds fit nobody. Different customers -> ``conflict``; several -> ``ambiguous``.
    """
    given = _coerce(text_or_identifiers)
    if not given:
        return IdentityMatch(None, message="No customer id, email, phone or postal code given.")
    with engine.connect() as conn:
        checks = tuple(
            IdentifierCheck(kind, str(value), _resolve(conn, kind, value))
            for kind, value in given.items()
        )
    unmatched = unique(c.kind for c in checks if not c.customer_ids)
    resolving = [set(c.customer_ids) for c in checks if c.customer_ids]
    if not resolving:
        return IdentityMatch(
            None,
            unmatched=unmatched,
            message="No customer matches the details given.",
            checks=checks,
        )
    shared = set.intersection(*resolving)
    if not shared:
        return IdentityMatch(
            None,
            unmatched=unmatched,
            conflict=True,
            message="The details given belong to different customer accounts.",
            checks=checks,
        )
    if len(shared) > 1:
        return IdentityMatch(
            None,
            unmatched=unmatched,
            ambiguous=True,
            message="The details given fit more than one customer; add an email or phone.",
            checks=checks,
        )
    (customer_id,) = shared
    matched = unique(c.kind for c in checks if customer_id in c.customer_ids)
    match = IdentityMatch(customer_id, matched, unmatched, checks=checks)
    if match.verified:
        note = f"Verified by {' and '.join(matched)}."
    elif len(matched) >= 2:
        note = "Every detail given must fit the one customer."
    else:
        note = "One kind of identifier matched; a second (email, phone or postal code) is needed."
    if unmatched:
        note += f" Not matching any customer: {', '.join(unmatched)}."
    return IdentityMatch(customer_id, matched, unmatched, checks=checks, message=note)
