"""The JSON protocol between the graph and the model, as pydantic models.

- ``ManagerDecision``: which specialists to run, in order (or ``finish``). The
  routes are the declared specialists (``specialists.DECLARED``) and ``finish``, read when a
  decision is checked, and ``manager_schema`` is derived from the model itself.
- ``ToolCall`` / ``FinalAnswer``: one step of a specialist's tool loop.

With the transformers backend, decoding is constrained by these schemas (an xgrammar
logits processor, ``llm.backend.TransformersBackend.logits_processor``; a model server gets
them in its structured-output field, ``llm.served``), so replies always parse. ``parse_reply`` is the tolerant parser for
unconstrained backends: it takes the first JSON object in the text (code fences and trailing
chatter ignored); anything that still does not fit becomes a ``ProtocolError`` value the
caller handles — it is returned, never raised into the UI.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

import pydantic

import specialists

REASON_MAX = 160
FINAL_MAX = 1200
# Every string and array a constrained reply may write has a bound: a weak model can
# otherwise repeat an array item or a phrase until the token budget runs out (a weather
# question once made summary_stats list "1, 200" for 70-128 s a call). A tool argument
# declared with its own bound keeps it.
ARG_STRING_MAX = 600
ARG_ITEMS_MAX = 50


class ManagerDecision(pydantic.BaseModel):
    """The manager's plan: specialists to visit in order; ``["finish"]`` means answer now.

    ``reason`` is accepted (a model server or an older script may write one) but never asked
    for: constrained decoding writes the route only, as nothing reads a free-text reason
    and it cost about a third of the manager's generated tokens.
    """

    model_config = pydantic.ConfigDict(extra="forbid")
    route: list[str] = pydantic.Field(min_length=1, max_length=4)
    reason: str = pydantic.Field(default="", max_length=REASON_MAX)

    @pydantic.field_validator("route")
    @classmethod
    def _known_and_deduped(cls, value: list[str]) -> list[str]:
        known = specialists.routes()
        unknown = [r for r in value if r not in known]
        if unknown:
            raise ValueError(f"unknown route(s) {unknown}; expected one of {list(known)}")
        plan = list(dict.fromkeys(value))  # keep order, drop repeats
        if "finish" in plan and len(plan) > 1:
            plan = [r for r in plan if r != "finish"]  # specialists first; finish is implied
        return plan

    @property
    def plan(self) -> list[str]:
        return [r for r in self.route if r != "finish"]


class ToolCall(pydantic.BaseModel):
    """A specialist asks to run one of its tools.

    ``then="answer"`` (the default) means the result is expected to answer the request, so
    the specialist ends without another model call; ``"continue"`` feeds the result back
    for a follow-up call (a lookup feeding the next tool).
    """

    model_config = pydantic.ConfigDict(extra="forbid")
    tool: str
    args: dict[str, Any] = pydantic.Field(default_factory=dict)
    then: Literal["answer", "continue"] = "answer"


class FinalAnswer(pydantic.BaseModel):
    """A specialist is done; ``final`` is its short report for the finalize step."""

    model_config = pydantic.ConfigDict(extra="forbid")
    final: str = pydantic.Field(max_length=FINAL_MAX)


@dataclass(frozen=True)
class ProtocolError:
    """A reply that does not fit the protocol. ``kind``: empty, no_json, invalid_json, schema."""

    kind: str
    detail: str
    raw: str

    def feedback(self) -> str:
        """A one-line message to show the model so it can correct itself."""
        return f"Your reply was not valid protocol JSON ({self.kind}: {self.detail}). Reply with one JSON object only."


T = TypeVar("T", bound=pydantic.BaseModel)
_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def first_json_object(text: str) -> tuple[Any, str | None]:
    """Return the first decodable JSON object in ``text`` and None, or (None, error kind)."""
    if not text or not text.strip():
        return None, "empty"
    candidates = [m.group(1) for m in _FENCE.finditer(text)] + [text]
    decoder = json.JSONDecoder()
    saw_brace = False
    for candidate in candidates:
        for match in re.finditer(r"\{", candidate):
            saw_brace = True
            try:
                value, _ = decoder.raw_decode(candidate, match.start())
            except json.JSONDecodeError:
                continue
            if isinstance(value, dict):
                return value, None
    return None, "invalid_json" if saw_brace else "no_json"


def parse_reply(text: str, *models: type[T]) -> T | ProtocolError:
    """Parse ``text`` as the first of ``models`` it validates against, or a ``ProtocolError``."""
    value, error = first_json_object(text)
    if error:
        detail = {"empty": "the reply was empty", "no_json": "no JSON object found"}.get(
            error, "a JSON object was started but never completed"
        )
        return ProtocolError(error, detail, text)
    problems = []
    for model in models:
        try:
            return model.model_validate(value)
        except pydantic.ValidationError as exc:
            first = exc.errors()[0]
            loc = ".".join(str(p) for p in first["loc"]) or model.__name__
            problems.append(f"{model.__name__}: {loc}: {first['msg']}")
    return ProtocolError("schema", "; ".join(problems), text)


def manager_schema(routes: tuple[str, ...] | None = None) -> dict[str, Any]:
    """JSON schema for a manager decision, to constrain decoding: the limits are
    ``ManagerDecision``'s own, the routes an enum (``routes``, default every declared one).

    Laid out field by field in a fixed order: the grammar is cached by the schema's text,
    and the model writes the properties in this order.
    """
    model = ManagerDecision.model_json_schema()
    route = model["properties"]["route"]
    return {
        "type": "object",
        "properties": {
            "route": {
                "type": "array",
                "items": {"type": "string", "enum": list(routes or specialists.routes())},
                "minItems": route["minItems"],
                "maxItems": route["maxItems"],
            },
        },
        "required": ["route"],
        "additionalProperties": model["additionalProperties"],
    }


def bounded(schema: Any) -> Any:
    """``schema`` with a bound on every string (``maxLength``) and array (``maxItems``) that
    has none, at any depth; declared bounds are kept."""
    if isinstance(schema, list):
        return [bounded(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: bounded(v) if isinstance(v, dict | list) else v for k, v in schema.items()}
    kinds = out.get("type")
    kinds = kinds if isinstance(kinds, list) else [kinds]
    if "string" in kinds and "enum" not in out and "const" not in out:
        out.setdefault("maxLength", ARG_STRING_MAX)
    if "array" in kinds:
        out.setdefault("maxItems", ARG_ITEMS_MAX)
    return out


def step_schema(tools: list[dict[str, Any]], allow_final: bool = True) -> dict[str, Any]:
    """JSON schema for one specialist step: a call to one of ``tools`` or a final report.

    ``tools`` are ``Tool.describe()`` dicts; each alternative pins the tool name and that
    tool's own argument schema, so a constrained reply can only name an allowed tool with
    well-typed arguments.
    """
    options: list[dict[str, Any]] = []
    for spec in tools:
        options.append(
            {
                "type": "object",
                "properties": {
                    "tool": {"const": spec["name"]},
                    "args": bounded(spec["args"]),
                    "then": {"type": "string", "enum": ["answer", "continue"]},
                },
                "required": ["tool", "args", "then"],
                "additionalProperties": False,
            }
        )
    if allow_final or not options:
        options.append(
            {
                "type": "object",
                "properties": {"final": {"type": "string", "maxLength": FINAL_MAX}},
                "required": ["final"],
                "additionalProperties": False,
            }
        )
    return options[0] if len(options) == 1 else {"anyOf": options}


def only_call(tools: list[dict[str, Any]], allow_final: bool = True) -> ToolCall | None:
    """The call ``step_schema(tools, allow_final)`` leaves the model no choice about, or None.

    That is one tool, no final report, and arguments fixed by the schema: every property
    required and pinned to one value (``const``, or an ``enum`` of one: an id code pinned),
    none optional, nothing else allowed. The model would only spell out what the grammar
    forces (~20 tokens a step), so code makes the step. ``then`` is "answer": the loop goes
    on by itself while the request still needs a tool (``agents.ground.still_needed``).
    """
    if allow_final or len(tools) != 1:
        return None
    args = tools[0].get("args") or {}
    props = args.get("properties") or {}
    if args.get("additionalProperties") is not False or set(props) != set(
        args.get("required") or []
    ):
        return None
    values: dict[str, Any] = {}
    for name, prop in props.items():
        if "const" in prop:
            values[name] = prop["const"]
        elif isinstance(prop.get("enum"), list) and len(prop["enum"]) == 1:
            values[name] = prop["enum"][0]
        else:
            return None
    return ToolCall(tool=tools[0]["name"], args=values, then="answer")
