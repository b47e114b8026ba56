"""The result envelope every tool module shares (found: ``listing``; not found:
``not_found``), the one way a tool runs SQL (``rows``: parameterized, list parameters
expanded), and the small helpers around them. Split from ``tools.catalog`` so that
``tools.invoice`` and ``tools.knowledge`` need not import the catalog's tools to build
their results; the shapes are described in ``tools.catalog``'s docstring.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import bindparam, text

from tools.base import ToolContext


def rows(ctx: ToolContext, sql: str, params: dict[str, Any] | None = None) -> list[dict]:
    """Run one parameterized query; ``:ids``-style list params are expanded safely."""
    if ctx.engine is None:
        raise RuntimeError("tool called without a database engine in its ToolContext")
    params = params or {}
    stmt = text(sql)
    expanding = [bindparam(k, expanding=True) for k, v in params.items() if isinstance(v, list)]
    if expanding:
        stmt = stmt.bindparams(*expanding)
    with ctx.engine.connect() as conn:
        return [dict(r) for r in conn.execute(stmt, params).mappings()]


def listing(
    results: list[dict], total: int, limit: int | None = None, **context: Any
) -> dict[str, Any]:
    """The found-shape envelope; ``context`` (query, match, artist, ...) goes before results."""
    out: dict[str, Any] = {"found": True, **context}
    out["count"] = len(results)
    out["total"] = total
    out["truncated"] = total > len(results)
    if limit is not None:
        out["limit"] = limit
    out["results"] = results
    return out


def not_found(template: str, fields: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    """The not-found envelope: ``found`` false and a sentence the model can relay: ``template``
    filled from ``fields``. Both are kept too, so code says the sentence in the customer's
    language (``lexicon`` "say", keyed by the English template), as fields of code's own
    (a leading "_": ``ToolResult.as_json`` leaves them out of what the model and users see)."""
    fields = dict(fields or {})
    out = {"found": False, "message": template.format_map(fields), **extra}
    return {**out, "_template": template, "_fields": fields}  # code's, never the model's


def quoted(value: str) -> str:
    """User text echoed in a message: quoted and cut short, never interpreted."""
    value = " ".join(value.split())
    return repr(value if len(value) <= 80 else value[:77] + "...")


def pop_total(found: list[dict]) -> int:
    """Strip the ``_total`` window column from each row; return the total it carried."""
    total = found[0]["_total"] if found else 0
    for row in found:
        row.pop("_total", None)
    return total
