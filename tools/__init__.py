"""Tool registry: every tool by name, and which specialist owns which tools.

Tools are declared with ``tools.base.tool``; the modules that hold them are named by the
specialists' declaration (``specialists.DECLARED``). The registry is built on first use,
once per declaration.
"""

from __future__ import annotations

import importlib
from functools import cache

import specialists
from tools.base import Tool, ToolContext, ToolInputError, tool
from tools.result import Failure, ToolResult

__all__ = [
    "Failure",
    "Registry",
    "Tool",
    "ToolContext",
    "ToolInputError",
    "ToolResult",
    "registry",
    "tool",
]


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
        specialists.get(specialist)  # ValueError for a specialist nobody declared
        return [t for t in self._tools.values() if t.specialist == specialist]


def registry() -> Registry:
    """The registry of every declared tool, in module then declaration order."""
    modules = (m for spec in specialists.DECLARED for m in spec.tools)
    return _registry(tuple(dict.fromkeys(modules)))


@cache
def _registry(modules: tuple[str, ...]) -> Registry:
    found: list[Tool] = []
    for module_name in modules:
        module = importlib.import_module(module_name)
        found.extend(v for v in vars(module).values() if isinstance(v, Tool))
    return Registry(found)
