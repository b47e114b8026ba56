"""The case format: one JSON object per line of a ``.jsonl`` file, validated with pydantic.

    {"id": "catalog-albums-acdc",
     "turns": ["What AC/DC albums do you have?"],
     "expect": {"routes": ["catalog"], "tools": ["get_albums_by_artist"],
                "answer_contains": ["Let There Be Rock"]},
     "tags": ["catalog"],
     "replies": [...]}            # optional: the scripted model's replies (``--model scripted``)

``expect.db`` checks the database's end state (refund and approval rows, ``DbExpect``;
evaluated by ``eval.endstate``) and ``expect.turn_answers_any`` the answer of a given turn.
Every ``expect`` key is optional and unknown keys are an error (a typo must not silently
turn an expectation off). Route and tool names are checked against the real graph and tool
registry for the same reason. ``replies`` may instead live in a side file
``<stem>.replies.jsonl`` beside the case file, one ``{"id": ..., "replies": [...]}`` a line.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any, Literal

import pydantic

import specialists


def _tool_names() -> set[str]:
    from tools import registry

    return set(registry().names())


def _only_known(
    value: list[str] | None, known: Iterable[str], what: str, hint: str = ""
) -> list[str] | None:
    """``value`` as it is when every name in it is ``known``; else a ValueError naming the
    unknown ones (``what``: route, tool), followed by ``hint``."""
    unknown = sorted(set(value or ()) - set(known))
    if unknown:
        raise ValueError(f"unknown {what}(s) {unknown}{hint}")
    return value


class _Rows(pydantic.BaseModel):
    """Rows of one end-state table that match a filter, and how many there must be."""

    model_config = pydantic.ConfigDict(extra="forbid")

    customer: int | None = pydantic.Field(default=None, ge=1)  # None: any customer
    invoice: int | None = pydantic.Field(default=None, ge=1)  # None: any invoice
    count: int = pydantic.Field(ge=0, le=1000)  # exactly this many matching rows
    amount: float | None = pydantic.Field(default=None, ge=0)  # their summed amount, to the cent


class RefundRows(_Rows):
    """Executed refunds (``refunds`` rows with status ``executed``) at the end of the case."""


class ApprovalRows(_Rows):
    """Refund approvals (``approvals`` rows) at the end of the case; ``status`` narrows them."""

    status: Literal["pending", "approved", "rejected"] | None = None


class DbExpect(pydantic.BaseModel):
    """End state the database must hold after the case (tau-bench style), one list per table.
    A single object is accepted for a one-check list: ``{"refunds": {"customer": 5, "count": 1}}``."""

    model_config = pydantic.ConfigDict(extra="forbid")

    refunds: list[RefundRows] | None = None
    approvals: list[ApprovalRows] | None = None

    @pydantic.field_validator("refunds", "approvals", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        return [value] if isinstance(value, dict) else value

    @pydantic.model_validator(mode="after")
    def _something(self) -> DbExpect:
        if not (self.refunds or self.approvals):
            raise ValueError("'db' must check at least one of 'refunds', 'approvals'")
        return self


class Expect(pydantic.BaseModel):
    """What must hold after the case's last turn. ``None`` means "not checked"."""

    model_config = pydantic.ConfigDict(extra="forbid")

    routes: list[str] | None = None  # all visited (across the case's turns)
    routes_any: list[str] | None = None  # at least one visited
    routes_forbidden: list[str] | None = None  # none visited
    tools: list[str] | None = None  # all called; also the exact trajectory for tool EM
    tools_forbidden: list[str] | None = None  # none called
    answer_contains: list[str] | None = None  # every one is in the last answer
    answer_contains_any: list[str] | None = None  # at least one is in the last answer
    answer_excludes: list[str] | None = None  # none is in the last answer
    verified: bool | None = None  # a customer is verified at the end
    turn_answers_any: dict[int, list[str]] | None = None  # turn index -> one of these in its answer
    db: DbExpect | None = None  # end state of the refund tables after the last turn

    @pydantic.field_validator("routes", "routes_any", "routes_forbidden")
    @classmethod
    def _known_routes(cls, value: list[str] | None) -> list[str] | None:
        known = specialists.names()
        return _only_known(value, known, "route", f"; known: {list(known)}")

    @pydantic.field_validator("tools", "tools_forbidden")
    @classmethod
    def _known_tools(cls, value: list[str] | None) -> list[str] | None:
        return _only_known(value, _tool_names(), "tool")

    @pydantic.field_validator("routes_any", "answer_contains_any")
    @classmethod
    def _not_empty(cls, value: list[str] | None) -> list[str] | None:
        if value is not None and not value:
            raise ValueError("an '*_any' list must not be empty (it could never pass)")
        return value

    @pydantic.field_validator("turn_answers_any")
    @classmethod
    def _turns_not_empty(cls, value: dict[int, list[str]] | None) -> dict[int, list[str]] | None:
        for index, wanted in (value or {}).items():
            if index < 0 or not wanted:
                raise ValueError(f"turn_answers_any[{index}]: need a turn index >= 0 and strings")
        return value

    def keys(self) -> list[str]:
        """The expectation keys this case sets, in declaration order."""
        return [k for k in type(self).model_fields if getattr(self, k) is not None]


class Case(pydantic.BaseModel):
    """One conversation to run: user turns in order, and what must hold at the end."""

    model_config = pydantic.ConfigDict(extra="forbid")

    id: str = pydantic.Field(min_length=1, pattern=r"^[\w.:-]+$")
    turns: list[str] = pydantic.Field(min_length=1)
    expect: Expect = pydantic.Field(default_factory=Expect)
    tags: list[str] = pydantic.Field(default_factory=list)
    note: str = ""
    replies: list[Any] | None = None  # scripted model replies (str or JSON object each)

    @pydantic.model_validator(mode="after")
    def _turns_exist(self) -> Case:
        late = sorted(i for i in self.expect.turn_answers_any or {} if i >= len(self.turns))
        if late:
            raise ValueError(
                f"turn_answers_any names turn(s) {late}; the case has {len(self.turns)}"
            )
        return self


class CaseFileError(ValueError):
    """A case file line does not parse or validate; the message names file and line."""


def replies_path(cases_file: Path) -> Path:
    """Where scripted replies for ``cases_file`` live when not inline: ``<stem>.replies.jsonl``."""
    return cases_file.with_name(cases_file.stem + ".replies.jsonl")


def _lines(path: Path) -> list[tuple[int, dict]]:
    out = []
    for number, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip():
            continue
        try:
            value = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise CaseFileError(f"{path}:{number}: not JSON: {exc}") from None
        if not isinstance(value, dict):
            raise CaseFileError(f"{path}:{number}: a line must be a JSON object")
        out.append((number, value))
    return out


def _repeated_ids(cases: list[Case]) -> list[str]:
    ids = [c.id for c in cases]
    return sorted({i for i in ids if ids.count(i) > 1})


def load_cases(path: Path | str) -> list[Case]:
    """Validated cases of one file (with side-file replies merged in); ids must be unique."""
    path = Path(path)
    cases: list[Case] = []
    for number, value in _lines(path):
        try:
            cases.append(Case.model_validate(value))
        except pydantic.ValidationError as exc:
            raise CaseFileError(f"{path}:{number}: {exc}") from None
    if dupes := _repeated_ids(cases):
        raise CaseFileError(f"{path}: duplicate case ids {dupes}")
    side = replies_path(path)
    if side.is_file():
        by_id = {c.id: c for c in cases}
        for number, value in _lines(side):
            cid, replies = value.get("id"), value.get("replies")
            if cid not in by_id or not isinstance(replies, list) or set(value) != {"id", "replies"}:
                raise CaseFileError(
                    f"{side}:{number}: need {{'id': <known case id>, 'replies': [...]}}"
                )
            if by_id[cid].replies is not None:
                raise CaseFileError(f"{side}:{number}: case {cid!r} already has inline replies")
            by_id[cid].replies = replies
    return cases


def load_many(paths: list[Path | str]) -> list[Case]:
    """Cases of several files in order (``*.replies.jsonl`` side files are skipped, so a
    shell glob like ``eval/cases/*.jsonl`` works); ids must be unique across them."""
    files = [Path(p) for p in paths if not str(p).endswith(".replies.jsonl")]
    cases = [c for p in files for c in load_cases(p)]
    if dupes := _repeated_ids(cases):
        raise CaseFileError(f"duplicate case ids across files: {dupes}")
    return cases
