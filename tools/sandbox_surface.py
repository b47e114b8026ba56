"""What a sandboxed program could reach by attribute name from the allowed modules.

The static check (``tools.sandbox_policy``) must hold on its own, even where the program gets
the real modules rather than the runtime layer's proxies (the tests switch that layer off), so
it needs to know which attribute names lead out of the allowlist: ``json.codecs``,
``enum.bltns`` (the builtins module), ``typing.types`` - a module outside the allowlist - and
the standard library's private names (``random._os``, ``ForwardRef._evaluate``). Both sets are
computed once, from the host's own copies of the modules: the child runs the same interpreter
and standard library, and a larger set only refuses more names.

Reachable modules: the allowed and preloaded ones, then every module one of their attributes
(public or private, on the module or on one of its classes) holds, and so on.
"""

from __future__ import annotations

import functools
import importlib
import re
import sys
from types import ModuleType

# `._name` in Python source: the standard library's private attributes, instance ones included
# (``self._attr_type = ...``), which no dir() of a class shows.
_PRIVATE_ATTR = re.compile(r"\.(_[A-Za-z0-9][A-Za-z0-9_]*|_)\b")


def _is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


@functools.cache
def reachable_modules(allowed: tuple[str, ...], preload: tuple[str, ...]) -> dict[str, ModuleType]:
    """Every module reachable by attribute names from ``allowed`` and ``preload``, by name."""
    stack = []
    for name in (*allowed, *preload):
        try:
            stack.append(importlib.import_module(name))
        except ImportError:  # not in this Python build; the child skips it too
            continue
    seen: dict[str, ModuleType] = {}
    while stack:
        module = stack.pop()
        name = getattr(module, "__name__", None)
        if not isinstance(name, str) or name in seen:
            continue
        seen[name] = module
        for value in _attribute_values(module):
            if isinstance(value, ModuleType):
                stack.append(value)
    return seen


def _attribute_values(module: ModuleType) -> list[object]:
    """The module's attribute values, and those of the classes it holds."""
    values = list(vars(module).values())
    for value in list(values):
        if isinstance(value, type):
            try:
                values.extend(vars(value).values())
            except TypeError:
                continue
    return values


@functools.cache
def module_names(allowed: tuple[str, ...], preload: tuple[str, ...]) -> frozenset[str]:
    """Public attribute names that hold a module outside ``allowed`` somewhere reachable.

    ``collections.abc`` is allowed, but ``os.abc`` (the top-level ``abc``) is not, so ``abc`` is
    in this set: the policy lets an allowed submodule through only from its own parent.
    """
    names = set()
    for module in reachable_modules(allowed, preload).values():
        holders = [vars(module)]
        holders += [vars(v) for v in vars(module).values() if isinstance(v, type)]
        for namespace in holders:
            for attr, value in list(namespace.items()):
                if not isinstance(attr, str) or attr.startswith("_"):
                    continue
                if isinstance(value, ModuleType) and value.__name__ not in allowed:
                    names.add(attr)
    return frozenset(names)


@functools.cache
def private_names(allowed: tuple[str, ...], preload: tuple[str, ...]) -> frozenset[str]:
    """Single-underscore names the reachable standard library uses: module and class
    attributes (``dir``), and every ``._name`` in the modules' Python sources."""
    names: set[str] = set()
    for module in reachable_modules(allowed, preload).values():
        names.update(filter(_is_private, dir(module)))
        for value in list(vars(module).values()):
            if isinstance(value, type):
                names.update(filter(_is_private, dir(value)))
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, encoding="utf-8") as fh:
                    names.update(n for n in _PRIVATE_ATTR.findall(fh.read()) if _is_private(n))
            except (OSError, UnicodeDecodeError):
                continue
    for value in vars(sys.modules["builtins"]).values():  # int, str, object ...: C slots
        if isinstance(value, type):
            names.update(filter(_is_private, dir(value)))
    return frozenset(names)
