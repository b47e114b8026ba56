"""A sentence code writes to a customer: an English template and its values, said in any
of the store's languages.

The refund's outcome is built from these (``support.policy``, ``support.refunds``,
``tools.refunds``): its English ``message`` (audit rows, the staff queue, the model's facts)
is the sentences said in English, and ``agents.refunds.refund_outcome`` says them in the
customer's language through the lexicon: "say" keyed by the English template, "say_one"
for a sentence that counts something when the count is one ("1 item", "1 refund").

A value is text (money already written "$1.98", dates ISO), a whole number, or a sentence of
its own said first ("{count} items on invoice {invoice_id}" inside a longer one). In a tool's
result the sentences travel as JSON (``as_list``) under ``SAY``, a field of code's own that
``ToolResult.as_json`` leaves out of what the model and users see.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Union

from lexicon import say, say_counted

SAY = "_say"  # a tool result's field: its message as sentences (``as_list``)
Value = Union[str, int, "Sentence"]


@dataclass(frozen=True)
class Sentence:
    """One sentence: ``template`` (English, the lexicon's key) filled from ``values``."""

    template: str
    values: Mapping[str, Value] = field(default_factory=dict)
    count: int | None = None  # what it counts, when its one-item form is said for 1

    def said(self, lang: str = "en") -> str:
        """The sentence in ``lang`` (English when the lexicon lacks it)."""
        if self.count is None:
            template = say(lang, self.template)
        else:
            template = say_counted(lang, self.template, self.count)
        return template.format_map(
            {k: v.said(lang) if isinstance(v, Sentence) else v for k, v in self.values.items()}
        )

    def as_dict(self) -> dict[str, Any]:
        values = {k: v.as_dict() if isinstance(v, Sentence) else v for k, v in self.values.items()}
        out: dict[str, Any] = {"template": self.template, "values": values}
        if self.count is not None:
            out["count"] = self.count
        return out

    @classmethod
    def from_dict(cls, data: object) -> Sentence | None:
        """The sentence ``as_dict`` wrote, or None for anything else."""
        if not isinstance(data, Mapping) or not isinstance(data.get("template"), str):
            return None
        values, count = data.get("values", {}), data.get("count")
        if not isinstance(values, Mapping) or not (count is None or _whole(count)):
            return None
        read: dict[str, Value] = {}
        for key, value in values.items():
            if isinstance(value, Mapping):
                value = cls.from_dict(value)
            if not (isinstance(value, (str, Sentence)) or _whole(value)):
                return None
            read[str(key)] = value
        return cls(data["template"], read, count)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def said(sentences: Iterable[Sentence], lang: str = "en") -> str:
    """``sentences`` in ``lang``, one after the other; in English, the message itself."""
    return " ".join(s.said(lang) for s in sentences)


def as_list(sentences: Iterable[Sentence]) -> list[dict[str, Any]]:
    return [s.as_dict() for s in sentences]


def told(*sentences: Sentence) -> dict[str, Any]:
    """A result's fields for ``sentences``: its ``message`` (English) and, under ``SAY``,
    the sentences themselves."""
    return {"message": said(sentences), SAY: as_list(sentences)}


def from_list(data: object) -> tuple[Sentence, ...] | None:
    """The sentences ``as_list`` wrote; None when there are none or any is not one."""
    if not isinstance(data, list) or not data:
        return None
    read = [Sentence.from_dict(d) for d in data]
    return tuple(s for s in read if s is not None) if None not in read else None
