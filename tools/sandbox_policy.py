"""Static policy of the run_python sandbox: what a program may import and name.

``check_code`` is the first layer of ``tools.sandbox``: it rejects a program before any process
starts, with a message the model can act on, and it is meant to hold on its own (the tests run
it alone: real builtins and modules, no audit hook, no seccomp filter behind it).

Names can be built at run time (``dir(f)`` even hands out ``'__globals__'`` ready-made), so
the policy does not chase strings: it closes the few places where a string becomes an attribute
access or code, and the names that lead out of the allowlist.

- Functions that take attribute names or source text: ``getattr``, ``setattr``, ``vars``,
  ``eval`` ... (``BLOCKED_NAMES``), ``functools.wraps``/``update_wrapper`` (``updated=
  ("__globals__",)`` merges a stdlib module's globals into the program's),
  ``operator.attrgetter``/``methodcaller``, ``string.Formatter``, and typing's evaluators of
  annotation strings (``get_type_hints``, ``ForwardRef``, ``functools.singledispatch``'s
  ``register``): refused under every spelling that reaches them - a name, an attribute, an
  import (``as`` another name too), a ``match`` keyword pattern - so renaming one, or calling
  it with ``**`` keywords built at run time, needs a spelling first. Other routes to them go
  through a dunder (``__self__``, ``__globals__``) or a private name.
- A ``match`` class pattern with positional sub-patterns reads the attributes its class's
  ``__match_args__`` names: run-time strings when the class came from ``type(int)("M", ...)``
  (``type`` is one call away from any object, so it cannot be kept away). Positional
  sub-patterns are allowed only for the eleven builtins that match the subject itself
  (``case int(n)``), under a name the program never rebinds, outside class bodies (a
  metaclass's ``__prepare__`` decides what a name means there).
- Attribute names that lead out of the allowlist (``tools.sandbox_surface``): a module outside
  it (``json.codecs``, ``enum.bltns`` - the builtins module - ``typing.types``) and the
  standard library's private names (``random._os``, ``ForwardRef._evaluate``), whatever object
  they are read from. A program may read a private attribute only if it sets it itself
  (``self._total = 0``) and the name is not the standard library's.
- Dunder names outside ``SAFE_DUNDERS``: as names, attributes, class-pattern keywords and
  inside string literals (the common mistake, with a clear message).

What it does not claim: Python has no static soundness proof. A class built at run time (from
``type(x)`` or the enum functional API) may still carry dunders named at run time; they act on
the program's own objects, unless the standard library hands a foreign object or its state to
them - ``copy`` did (deepcopy's memo, the ``__reduce_ex__``/``__setstate__`` protocol), so it
left the allowlist. A CPython memory-safety bug is native code: the kernel layer's business.
In production the runtime and kernel layers stand behind this one.
"""

from __future__ import annotations

import ast
import collections
import re
import threading
from types import ModuleType

from tools import sandbox_surface

# Not ``copy``: it hands objects' internal state to the program (deepcopy's memo, and the
# __reduce_ex__/__setstate__ hooks a class built at run time can name), a ForwardRef's compiled
# code among it (tests/sandbox_gadgets.py STATIC_ESCAPES).
ALLOWED_MODULES = (
    "math", "cmath", "statistics", "random", "itertools", "functools", "collections",
    "collections.abc", "fractions", "decimal", "datetime", "json", "re", "string", "heapq",
    "bisect", "operator", "textwrap", "typing", "numbers", "time", "calendar", "unicodedata",
    "enum",
)  # fmt: skip
# Imported lazily by the stdlib (datetime.strptime, str.encode, functools): after start-up no
# import may read a file, so they are loaded up front. (weakref came with copy before.)
PRELOAD = ("_strptime", "warnings", "weakref") + tuple(
    "encodings." + name
    for name in "ascii latin_1 cp1252 cp437 iso8859_15 mac_roman utf_16 utf_32 utf_8_sig idna "
    "unicode_escape raw_unicode_escape rot_13".split()
)
# Public attributes that turn strings into attribute access or code (getattr in disguise):
# the runtime layer's proxy modules leave them out too (see NAME_CONSUMERS).
HIDDEN_ATTRS = {
    "operator": ("attrgetter", "methodcaller"),
    "string": ("Formatter",),
    "functools": ("wraps", "update_wrapper", "singledispatch", "singledispatchmethod"),
    "typing": ("get_type_hints", "ForwardRef"),
    "enum": ("global_enum",),
}
BLOCKED_NAMES = frozenset(
    "getattr setattr delattr vars globals locals eval exec compile open input breakpoint help "
    "memoryview exit quit copyright credits license".split()
)
SAFE_DUNDERS = frozenset(
    "__name__ __main__ __doc__ __slots__ __init__ __repr__ __str__ __format__ __hash__ __bool__ "
    "__len__ __iter__ __next__ __reversed__ __contains__ __getitem__ __setitem__ __delitem__ "
    "__missing__ __call__ __enter__ __exit__ __eq__ __ne__ __lt__ __le__ __gt__ __ge__ __neg__ "
    "__pos__ __abs__ __invert__ __int__ __float__ __complex__ __index__ __round__ __trunc__ "
    "__floor__ __ceil__ __divmod__ __rdivmod__".split()
    + [
        f"__{p}{op}__"
        for op in "add sub mul matmul truediv floordiv mod pow lshift rshift and or xor".split()
        for p in ("", "r", "i")
    ]
)
# Frame, code, generator and module internals: the usual pivots of an escape.
BLOCKED_ATTRS = frozenset(
    "gi_frame gi_code gi_yieldfrom cr_frame cr_code cr_await cr_origin ag_frame ag_code ag_await "
    "f_back f_globals f_locals f_builtins f_code f_trace tb_frame tb_next co_code func_globals "
    "func_code modules builtins sys os posix subprocess environ getenv system popen spawn fork "
    "kill killpg setrlimit _getframe settrace setprofile addaudithook audit import_module "
    "load_module exec_module find_spec".split()
)
# Public functions that turn strings into attribute access or code, wherever they are read
# from (getattr in disguise; typing's evaluators of annotation strings), and the builtins that
# do, should a module hold one; ``global_enum`` writes into any module by its name.
NAME_CONSUMERS = frozenset(
    "attrgetter methodcaller Formatter get_field get_value wraps update_wrapper "
    "singledispatch singledispatchmethod get_type_hints ForwardRef evaluate evaluate_forward_ref "
    "get_annotations call_annotate_function global_enum "
    "getattr setattr delattr vars globals locals eval exec breakpoint input open".split()
)
# Classes whose class pattern matches the subject itself: ``case int(n)`` binds the subject,
# reading no attribute. Any other class with positional sub-patterns reads __match_args__.
SELF_MATCHING = frozenset(
    "bool bytearray bytes dict float frozenset int list set str tuple".split()
)
_DUNDER = re.compile(r"__[A-Za-z][A-Za-z0-9_]*?__")


# CPython 3.11 can fail an ast.parse that runs while another thread parses ("SystemError:
# AST constructor recursion depth mismatch": a race on the parser's recursion counter; CI
# hit it with four programs checked at once): the host parses one program at a time.
_PARSING = threading.Lock()


def parse(code: str) -> ast.Module:
    """``ast.parse`` of a program, one thread at a time (see ``_PARSING``)."""
    with _PARSING:
        return ast.parse(code, "<sandbox>")


def check_code(code: str) -> tuple[int, str] | None:
    """Static policy: ``(line, what is wrong)`` for the first violation, else None.

    The source must already parse (``ast.parse``); this never runs it.
    """
    tree = parse(code)
    facts = _Facts(tree)
    for node, scope in _walk(tree):
        problem = _node_problem(node, scope, facts)
        if problem:
            return getattr(node, "lineno", 0), problem
    return None


class _Facts:
    """What the whole program binds and sets, which some rules need before the walk."""

    def __init__(self, tree: ast.Module) -> None:
        self.bound: dict[str, int] = {}  # name -> how often it is bound, in any scope
        self.own_private: set[str] = set()  # attributes the program sets itself
        imports: dict[str, set[str]] = {}  # name -> modules an import binds it to
        for node, scope in _walk(tree):
            for name in _bound_names(node):
                self.bound[name] = self.bound.get(name, 0) + 1
            if isinstance(node, ast.Import):
                for alias in node.names:
                    module = alias.name if alias.asname else alias.name.partition(".")[0]
                    imports.setdefault(alias.asname or module, set()).add(module)
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                for alias in node.names:
                    module = f"{node.module}.{alias.name}"
                    if module in ALLOWED_MODULES:
                        imports.setdefault(alias.asname or alias.name, set()).add(module)
            elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                self.own_private.add(node.attr)
            elif scope == "class":  # a class body's own names are its attributes
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    self.own_private.add(node.name)
                elif isinstance(node, ast.Name) and not _is_load(node):
                    self.own_private.add(node.id)
        # A module alias is a name one import binds and nothing else does: after `import json`
        # and `json = x`, `json.codecs` would be x's attribute.
        self.modules = {
            name: next(iter(modules))
            for name, modules in imports.items()
            if len(modules) == 1 and self.bound.get(name) == 1
        }


def _walk(tree: ast.AST) -> list[tuple[ast.AST, str]]:
    """Every node with the kind of scope it runs in ("module", "class", "function").

    Iterative and breadth-first, like ``ast.walk`` (deep nesting cannot overflow the host's
    stack; the first problem reported is an outer one).
    """
    out, queue = [], collections.deque([(tree, "module")])
    while queue:
        node, scope = queue.popleft()
        out.append((node, scope))
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            inner = "function"
        elif isinstance(node, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
            inner = "function"
        elif isinstance(node, ast.ClassDef):
            inner = "class"
        else:
            inner = scope
        queue.extend((child, inner) for child in ast.iter_child_nodes(node))
    return out


def _bound_names(node: ast.AST) -> list[str]:
    """Names ``node`` binds (assigns, imports, defines, captures, deletes, declares)."""
    if isinstance(node, ast.Name) and not _is_load(node):
        return [node.id]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return [node.name]
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        return [a.asname or a.name.partition(".")[0] for a in node.names]
    if isinstance(node, (ast.Global, ast.Nonlocal)):
        return list(node.names)
    if isinstance(node, (ast.ExceptHandler, ast.MatchAs, ast.MatchStar)) and node.name:
        return [node.name]
    if isinstance(node, ast.MatchMapping) and node.rest:
        return [node.rest]
    return []


def _is_load(node: ast.Name) -> bool:
    return isinstance(node.ctx, ast.Load)


def _node_problem(node: ast.AST, scope: str, facts: _Facts) -> str | None:
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name not in ALLOWED_MODULES:
                return f"importing {alias.name!r} is not allowed"
    elif isinstance(node, ast.ImportFrom):
        if node.level:
            return "relative imports are not allowed"
        if node.module not in ALLOWED_MODULES:
            return f"importing from {node.module!r} is not allowed"
        for alias in node.names:
            if alias.name == "*" or alias.name.startswith("_"):
                return f"importing {alias.name!r} from {node.module!r} is not allowed"
            problem = _attr_problem(alias.name, node.module, facts)
            if problem:
                return f"importing {alias.name!r} from {node.module!r}: {problem}"
    elif isinstance(node, ast.Name):
        return _name_problem(node.id)
    elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        problem = _name_problem(node.name)
        if not problem and isinstance(node, ast.ClassDef):
            problem = _metaclass_problem(node)
        return problem
    elif isinstance(node, ast.Call):
        return _gadget_call_problem(node)
    elif isinstance(node, ast.arg):
        return _name_problem(node.arg)
    elif isinstance(node, (ast.Global, ast.Nonlocal)):
        return next(filter(None, map(_name_problem, node.names)), None)
    elif isinstance(node, ast.Attribute):
        receiver = node.value.id if isinstance(node.value, ast.Name) else None
        return _attr_problem(node.attr, facts.modules.get(receiver or ""), facts)
    elif isinstance(node, ast.MatchClass):
        for attr in node.kwd_attrs:  # `case C(__class__=x)` is a getattr
            problem = _attr_problem(attr, None, facts)
            if problem:
                return problem
        if node.patterns:
            return _positional_pattern_problem(node, scope, facts)
    elif isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes)):
        text = node.value if isinstance(node.value, str) else node.value.decode("latin-1")
        bad = [d for d in _DUNDER.findall(text) if d not in SAFE_DUNDERS]
        if bad:
            return f"the string mentions {bad[0]!r} (interpreter internals)"
    return None


def _name_problem(name: str) -> str | None:
    if name in BLOCKED_NAMES:
        return f"{name!r} is not available in the sandbox"
    if name.startswith("__") and name.endswith("__") and name not in SAFE_DUNDERS:
        return f"the name {name!r} is not allowed (interpreter internals)"
    return None


def _metaclass_problem(node: ast.ClassDef) -> str | None:
    """``class Meta(type)``: a metaclass can answer ``isinstance`` for any object (see
    ``_positional_pattern_problem`` for why that no longer suffices for an escape)."""
    bases = [*node.bases, *(k.value for k in node.keywords if k.arg == "metaclass")]
    if any(isinstance(b, ast.Name) and b.id == "type" for b in bases):
        return "defining a metaclass is not allowed"
    return None


def _gadget_call_problem(node: ast.Call) -> str | None:
    """``type(name, bases, dict)`` spelled out: a clear message for the usual way of building a
    class at run time (an alias of ``type`` is not caught here; see the module docstring)."""
    func = node.func
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    if name == "type" and (len(node.args) + len(node.keywords) > 1 or _starred(node)):
        return "type() with more than one argument (building a class at run time) is not allowed"
    return None


def _starred(node: ast.Call) -> bool:
    return any(isinstance(a, ast.Starred) for a in node.args) or any(
        k.arg is None for k in node.keywords
    )


def _positional_pattern_problem(node: ast.MatchClass, scope: str, facts: _Facts) -> str | None:
    cls = node.cls.id if isinstance(node.cls, ast.Name) else None
    if cls in SELF_MATCHING and cls not in facts.bound and scope != "class":
        return None
    return (
        "positional sub-patterns in a class pattern are allowed only for "
        f"{', '.join(sorted(SELF_MATCHING))} (not rebound, not in a class body); "
        "use keywords, e.g. case Point(x=0, y=y)"
    )


def _attr_problem(attr: str, module: str | None, facts: _Facts) -> str | None:
    """``attr`` read from an object; ``module`` when the receiver is known to be that module."""
    if attr.startswith("__") and attr.endswith("__"):
        if attr in SAFE_DUNDERS:
            return None
        hint = "; use type(x) or isinstance()" if attr == "__class__" else ""
        return f"the attribute {attr!r} is not allowed (interpreter internals{hint})"
    if attr in BLOCKED_ATTRS or attr in NAME_CONSUMERS:
        return f"the attribute {attr!r} is not allowed"
    if attr.startswith("_"):
        if module is not None:
            return f"private module attribute {attr!r} is not allowed"
        if attr in _surface()[1]:
            return (
                f"the attribute {attr!r} is a private name of the standard library "
                "(name your own attributes differently)"
            )
        if attr not in facts.own_private:
            return (
                f"the private attribute {attr!r} is not one this program sets "
                "(only a program's own private attributes may be read)"
            )
        return None
    if module is not None:
        value = getattr(_real_module(module), attr, None)
        if isinstance(value, ModuleType) and value.__name__ not in ALLOWED_MODULES:
            return f"the attribute {attr!r} is a module that is not allowed"
        if isinstance(value, ModuleType):
            return None  # an allowed submodule from its own parent: collections.abc
    if attr in _surface()[0]:
        return f"the attribute {attr!r} names a module that is not allowed"
    return None


def _surface() -> tuple[frozenset[str], frozenset[str]]:
    """(module-valued names, stdlib private names): see ``tools.sandbox_surface``."""
    return (
        sandbox_surface.module_names(ALLOWED_MODULES, PRELOAD),
        sandbox_surface.private_names(ALLOWED_MODULES, PRELOAD),
    )


def _real_module(name: str) -> ModuleType | None:
    return sandbox_surface.reachable_modules(ALLOWED_MODULES, PRELOAD).get(name)
