"""One way to declare a tool: a typed function whose signature and docstring are its schema.

    @tool("catalog")
    def get_albums_by_artist(ctx: ToolContext, artist: str) -> dict:
        '''Albums by an artist, matched forgivingly (case, accents, punctuation).

        Args:
            artist: The artist's name, e.g. "AC/DC".
        '''

The JSON schema shown to the model is derived from the parameters (minus the injected ones,
``ctx`` and ``customer_id``) and the docstring's ``Args:`` section; it is never written twice.
``customer_id`` is filled by code from the verified graph state, never from model text.
A tool returns its JSON (a dict) or, for a failure it describes itself, a ``ToolResult``;
it raises ``ToolInputError`` for bad input. ``Tool.call`` always returns a ``ToolResult``
(``tools.result``): bad input, validation errors and unexpected failures become failed
results of one vocabulary of kinds, with a message the model can read.
"""

from __future__ import annotations

import inspect
import json
import logging
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pydantic
from sqlalchemy.engine import Engine

import specialists
from settings import Settings
from tools.result import ToolResult

log = logging.getLogger(__name__)

INJECTED = ("ctx", "customer_id")


class ToolInputError(ValueError):
    """Bad input the model caused: goes back to the model as a ``bad_input`` failure."""


@dataclass
class ToolContext:
    """What code (never the model) hands a tool: the database, settings, verified customer."""

    engine: Engine | None = None
    settings: Settings = field(default_factory=Settings)
    customer_id: int | None = None
    thread_id: str | None = None  # the conversation, for rows that must point back to it


def _arg_docs(doc: str) -> tuple[str, dict[str, str]]:
    """Split a Google-style docstring into its summary and per-argument descriptions."""
    lines = inspect.cleandoc(doc or "").splitlines()
    summary: list[str] = []
    args: dict[str, str] = {}
    section = None
    current = None
    for line in lines:
        stripped = line.strip()
        if re.fullmatch(r"(Args|Arguments|Parameters):", stripped):
            section = "args"
            continue
        if re.fullmatch(r"(Returns|Raises|Examples?):", stripped):
            section = "other"
            continue
        if section is None:
            summary.append(stripped)
        elif section == "args":
            match = re.match(r"(\w+)(\s*\(.*?\))?:\s*(.*)", stripped)
            if match and line.startswith((" ", "\t")) and match.group(1) not in ("",):
                current = match.group(1)
                args[current] = match.group(3)
            elif current and stripped:
                args[current] += " " + stripped
    return " ".join(s for s in summary if s).strip(), args


@dataclass
class Tool:
    """A declared tool: the function plus the schema derived from it."""

    name: str
    specialist: str
    fn: Callable[..., dict | ToolResult]
    description: str
    args_model: type[pydantic.BaseModel]
    needs_customer: bool
    # The answer's first line when code writes the whole answer around this tool's rows
    # (agents.render.written): a format string over the result's fields and the call's
    # arguments, e.g. "We have {total} albums by {artists}:". ``caption_one``: the same for
    # the one row code picked from them (agents.pick), with ``{pick}`` ("latest").
    caption: str | None = None
    caption_one: str | None = None
    # A one-row result said as one sentence over its row's fields (agents.render), e.g. the
    # store's size: "We have {artists} artists, ...": a record read field by field is no
    # answer ("artists: 275; albums: 347; ...").
    sentence: str | None = None
    # Why the tool cannot work in this deployment (a missing key), as the failed result a
    # call gets, or None: checked before anything else, so the specialist knows it without
    # asking the model for arguments first.
    unconfigured: Callable[[Settings], ToolResult | None] | None = None

    @property
    def args_schema(self) -> dict[str, Any]:
        """JSON schema of the model-supplied arguments."""
        schema = self.args_model.model_json_schema()
        schema.pop("title", None)
        for prop in schema.get("properties", {}).values():
            prop.pop("title", None)
        return schema

    def unavailable(self, settings: Settings) -> str | None:
        """Why this tool cannot work with ``settings`` (a missing key), or None."""
        missing = self.unconfigured(settings) if self.unconfigured else None
        return missing.unavailable if missing is not None else None

    def describe(self) -> dict[str, Any]:
        """Name, description and argument schema, as shown to the model."""
        return {"name": self.name, "description": self.description, "args": self.args_schema}

    def call(self, args: dict[str, Any] | None, ctx: ToolContext) -> ToolResult:
        """Validate ``args``, run the tool; always a ``ToolResult``, never an exception."""
        if self.unconfigured and (missing := self.unconfigured(ctx.settings)) is not None:
            return missing
        if args is None:
            args = {}
        if not isinstance(args, dict):
            return ToolResult.failure(
                "bad_input",
                f"{self.name}: arguments must be a JSON object, got {type(args).__name__}",
            )
        args = {k: v for k, v in args.items() if k not in INJECTED}
        try:
            validated = self.args_model.model_validate(args)
        except pydantic.ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in err['loc']) or 'args'}: {err['msg']}"
                for err in exc.errors()
            )
            return ToolResult.failure("bad_input", f"invalid arguments for {self.name}: {problems}")
        kwargs = dict(validated)
        if self.needs_customer:
            if ctx.customer_id is None:
                return ToolResult.failure(
                    "refused", f"{self.name} needs a verified customer; none is verified yet"
                )
            kwargs["customer_id"] = ctx.customer_id
        started = time.perf_counter()
        try:
            result = self.fn(ctx, **kwargs)
        except ToolInputError as exc:
            return ToolResult.failure("bad_input", str(exc))
        except Exception as exc:  # a tool bug must not crash the graph; log it loudly
            log.exception("tool %s failed", self.name)
            return ToolResult.failure(
                "internal", f"{self.name} failed: {type(exc).__name__}: {exc}"
            )
        finally:
            log.debug("tool %s took %.3fs", self.name, time.perf_counter() - started)
        if isinstance(result, ToolResult):
            json.dumps(result.data)  # a non-serializable result is a programmer error
            return result
        if not isinstance(result, dict):
            return ToolResult.failure(
                "internal", f"{self.name} returned {type(result).__name__}, not an object"
            )
        json.dumps(result)  # a non-serializable result is a programmer error: let it raise
        return ToolResult(result)


def tool(
    specialist: str,
    *,
    caption: str | None = None,
    caption_one: str | None = None,
    sentence: str | None = None,
    unconfigured: Callable[[Settings], ToolResult | None] | None = None,
) -> Callable[[Callable[..., dict | ToolResult]], Tool]:
    """Declare a tool owned by ``specialist``; its signature and docstring are its schema.

    ``caption``/``caption_one``: the lead code writes above its rows, ``sentence``: its one
    row said as a sentence (see ``Tool``);
    ``unconfigured``: why it cannot work in a deployment, as a failed result, or None.
    """
    specialists.get(specialist)  # ValueError for a specialist nobody declared

    def wrap(fn: Callable[..., dict | ToolResult]) -> Tool:
        sig = inspect.signature(fn)
        params = list(sig.parameters.values())
        if not params or params[0].name != "ctx":
            raise TypeError(f"tool {fn.__name__}: first parameter must be 'ctx: ToolContext'")
        summary, arg_docs = _arg_docs(fn.__doc__ or "")
        if not summary:
            raise TypeError(f"tool {fn.__name__} needs a docstring")
        hints = inspect.get_annotations(fn, eval_str=True)
        model_fields: dict[str, Any] = {}
        for p in params:
            if p.name in INJECTED:
                continue
            if p.name not in hints:
                raise TypeError(f"tool {fn.__name__}: parameter {p.name!r} needs a type hint")
            default = ... if p.default is inspect.Parameter.empty else p.default
            model_fields[p.name] = (
                hints[p.name],
                pydantic.Field(default, description=arg_docs.get(p.name)),
            )
        args_model = pydantic.create_model(
            f"{fn.__name__}_args",
            __config__=pydantic.ConfigDict(extra="forbid"),
            **model_fields,
        )
        return Tool(
            name=fn.__name__,
            specialist=specialist,
            fn=fn,
            description=summary,
            args_model=args_model,
            needs_customer="customer_id" in sig.parameters,
            caption=caption,
            caption_one=caption_one,
            sentence=sentence,
            unconfigured=unconfigured,
        )

    return wrap
