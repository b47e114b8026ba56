"""Which ids a specialist's tool call may use, by kind: an invoice's number is no track id.

A small model fills an id argument with any number in sight. Checking only "was this number
seen" let the 1.5B look up ``get_track_details(track_id=305)`` with an invoice's number
(persona-55), and let a count or a total ("you have 7 invoices", ``"item_count": 14``) pass
as an id. So the ids a call may use are held apart:

* ``told``: the numbers the customer (or an earlier answer) wrote: "track 12", "invoice 98".
  Their kind is the customer's to say, so they count for any id argument;
* ``returned``: the ids results of this visit returned, by the field they came in
  (``invoice_id``, ``track_id``, ``invoice_line_id`` ...). A number in any other field (a
  count, a total, a length) is no id at all.

``ungrounded`` refuses a call whose id is none of these; ``pinned`` gives each id argument
of a step's grammar only the ids of its own kind, so the model cannot pick another.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from agents.report import Call

MAX_PINNED = 200  # ids offered in one argument's enum (more: the check below still holds)


def kind_of(name: str) -> str | None:
    """The id kind an argument or a result field holds ("invoice_line_ids" -> "invoice_line_id"),
    or None for a field that holds no id."""
    if name.endswith("_ids"):
        return name[:-1]
    return name if name.endswith("_id") else None


@dataclass(frozen=True)
class KnownIds:
    """The ids a call may use: ``told`` ones for any argument, ``returned`` ones by kind."""

    told: frozenset[int] = frozenset()
    returned: Mapping[str, frozenset[int]] = field(default_factory=dict)

    def of(self, argument: str) -> set[int]:
        """The ids argument ``argument`` may take."""
        kind = kind_of(argument)
        return set(self.told) | set(self.returned.get(kind, ())) if kind else set()


def returned_ids(calls: Sequence[Call]) -> dict[str, frozenset[int]]:
    """The ids the successful ``calls`` returned, by the field they came in."""
    found: dict[str, set[int]] = {}
    for call in calls:
        if call.result.ok:
            _collect(call.result.data, found)
    return {kind: frozenset(ids) for kind, ids in found.items()}


def _collect(value: Any, found: dict[str, set[int]]) -> None:
    if isinstance(value, Mapping):
        for key, v in value.items():
            kind = kind_of(str(key))
            ids = v if isinstance(v, list) else [v]
            if kind:
                found.setdefault(kind, set()).update(
                    i for i in ids if isinstance(i, int) and not isinstance(i, bool)
                )
            _collect(v, found)
    elif isinstance(value, list):
        for v in value:
            _collect(v, found)


def known_ids(told: Iterable[int], calls: Sequence[Call]) -> KnownIds:
    """What a call may use after ``calls``, with ``told`` the conversation's own numbers."""
    return KnownIds(frozenset(told), returned_ids(calls))


def ungrounded(args: Mapping[str, Any], known: KnownIds, declared: Iterable[str]) -> str | None:
    """Why a call with ``args`` must not be made (an id from nowhere, or of another kind), or
    None. Only the tool's ``declared`` arguments count: ``customer_id`` is code's, from the
    graph state."""
    names = set(declared)
    for name, value in args.items():
        if name not in names or kind_of(name) is None:
            continue
        ids = value if isinstance(value, list) else [value]
        allowed = known.of(name) | _enum(declared, name)  # _enum: ids code chose (narrow)
        unknown = [v for v in ids if isinstance(v, int) and v not in allowed]
        if unknown:
            return (
                f"{name} {', '.join(map(str, unknown))} is not in the customer's messages or "
                "in any result as that kind of id: never guess an id. Look it up first (the "
                "customer's invoices: get_invoices_by_customer_sorted_by_date; an invoice's "
                "items and their invoice_line_id: get_invoice_line_items), or use an id the "
                "customer gave."
            )
    return None


def _enum(declared: Iterable[str] | Mapping[str, Any], name: str) -> set[int]:
    """The ids an argument's schema already allows (an ``enum`` code set), if any."""
    prop = declared.get(name) if isinstance(declared, Mapping) else None
    enum = prop.get("enum") if isinstance(prop, Mapping) else None
    return {v for v in enum if isinstance(v, int)} if isinstance(enum, list) else set()


def _is_id(name: str, schema: Mapping[str, Any]) -> bool:
    items = schema.get("items") if schema.get("type") == "array" else None
    kind = items.get("type") if isinstance(items, Mapping) else schema.get("type")
    return kind_of(name) is not None and kind == "integer"


def pinned(tools: Sequence[dict[str, Any]], known: KnownIds) -> list[dict[str, Any]]:
    """``tools`` for the grammar of one step: every id argument may only be a ``known`` id of
    its kind (an ``enum``), and a tool that needs an id while none of its kind is known is not
    offered yet ("what was on my latest invoice": the invoices first, their lines once an
    invoice id came back; a list of ids may stay empty). Never narrows to nothing; the prompt keeps the tools as declared
    (its cached prefix stays)."""
    offered = []
    for tool in tools:
        args = tool.get("args") or {}
        props = args.get("properties") or {}
        # an id code already chose (an ``enum`` from agents.narrow) stays as it is
        id_args = [
            n
            for n, p in props.items()
            if isinstance(p, Mapping) and _is_id(n, p) and "enum" not in p
        ]
        ids = {n: sorted(known.of(n))[:MAX_PINNED] for n in id_args}
        required = set(args.get("required") or [])
        # a single id is needed; a list of them may be empty (a refund of a whole invoice)
        if any(not ids[n] and n in required and props[n].get("type") != "array" for n in id_args):
            continue
        if not id_args:
            offered.append(tool)
            continue
        copy = {**tool, "args": {**args, "properties": dict(props)}}
        for name in id_args:
            prop = dict(props[name])
            if prop.get("type") == "array":
                allowed = ids[name]
                prop["items"] = {**prop["items"], "enum": allowed} if allowed else prop["items"]
                prop["maxItems"] = min(prop.get("maxItems", len(allowed)), len(allowed))
            elif ids[name]:
                prop["enum"] = ids[name]
            copy["args"]["properties"][name] = prop
        offered.append(copy)
    return offered or list(tools)
