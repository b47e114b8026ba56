"""Tool registry: every tool by name, and which specialist owns which tools.

Tools are declared with ``tools.base.tool``; each specialist's tools live in one module
(catalog, invoice, search, code, data). The registry is built once, on first use.
"""

from __future__ import annotations

import importlib
from functools import cache

from tools.base import SPECIALISTS, Tool, ToolContext, ToolInputError, tool

__all__ = ["Registry", "Tool", "ToolContext", "ToolInputError", "registry", "tool"]

_MODULES = (
    "tools.catalog",
    "tools.invoice",
    "tools.refunds",
    "tools.search",
    "tools.code",
    "tools.data",
    "tools.knowledge",
)


class Registry:
    """Maps tool names to tools; ``for_specialist`` gives one specialist's tools only."""

    def __init__(self, tools: list[Tool]) -> None:
        self._tools: dict[str, Tool] = {}
        for t in tools:
            if t.name in self._tools:
                raise ValueError(f"duplicate tool name {t.name!r}")
            self._tools[t.name] = t

    def __contains__(self, name: str) -> bool:
        return name in self._tools

    def __iter__(self):  # noqa: ANN204 - iterator of Tool
        return iter(self._tools.values())

    def get(self, name: str) -> Tool | None:
        return self._tools.get(name)

    def names(self) -> list[str]:
        return list(self._tools)

    def for_specialist(self, specialist: str) -> list[Tool]:
        if specialist not in SPECIALISTS:
            raise ValueError(f"unknown specialist {specialist!r}")
        return [t for t in self._tools.values() if t.specialist == specialist]


@cache
def registry() -> Registry:
    """The registry of every declared tool, in module then declaration order."""
    found: list[Tool] = []
    for module_name in _MODULES:
        module = importlib.import_module(module_name)
        found.extend(v for v in vars(module).values() if isinstance(v, Tool))
    return Registry(found)
