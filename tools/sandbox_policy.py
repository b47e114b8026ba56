"""Static policy of the run_python sandbox: what a program may import and name.

``check_code`` is the first, cheapest layer of ``tools.sandbox``: it rejects a program before
any process starts, with a message the model can act on. It is a speed bump, not a boundary -
names can be built at run time and read through gadgets (a ``match`` class pattern with a
computed ``__match_args__``, ``functools.update_wrapper``) - so the child's runtime layers
(``tools.sandbox_runner``) are built to hold without it, and the attack corpus proves they do.
"""

from __future__ import annotations

import ast
import re
import threading

ALLOWED_MODULES = (
    "math", "cmath", "statistics", "random", "itertools", "functools", "collections",
    "collections.abc", "fractions", "decimal", "datetime", "json", "re", "string", "heapq",
    "bisect", "operator", "textwrap", "typing", "numbers", "time", "calendar", "unicodedata",
    "copy", "enum",
)  # fmt: skip
# Imported lazily by the stdlib (datetime.strptime, str.encode): after start-up no import may
# read a file, so they are loaded up front.
PRELOAD = ("_strptime", "warnings") + tuple(
    "encodings." + name
    for name in "ascii latin_1 cp1252 cp437 iso8859_15 mac_roman utf_16 utf_32 utf_8_sig idna "
    "unicode_escape raw_unicode_escape rot_13".split()
)
# Public attributes that turn strings into attribute access (getattr in disguise).
HIDDEN_ATTRS = {"operator": ("attrgetter", "methodcaller"), "string": ("Formatter",)}
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
    "load_module exec_module find_spec attrgetter methodcaller Formatter update_wrapper".split()
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
    modules: set[str] = set()  # local names bound to imported modules
    for node in ast.walk(tree):  # iterative: deep nesting cannot overflow the host's stack
        line = getattr(node, "lineno", 0)
        problem = None
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name not in ALLOWED_MODULES:
                    problem = f"importing {alias.name!r} is not allowed"
                modules.add(alias.asname or alias.name.partition(".")[0])
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                problem = "relative imports are not allowed"
            elif node.module not in ALLOWED_MODULES:
                problem = f"importing from {node.module!r} is not allowed"
            for alias in node.names:
                if alias.name.startswith("_") or alias.name in BLOCKED_ATTRS or alias.name == "*":
                    problem = f"importing {alias.name!r} from {node.module!r} is not allowed"
                if f"{node.module}.{alias.name}" in ALLOWED_MODULES:
                    modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Name):
            problem = _name_problem(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            problem = _name_problem(node.name)
            if not problem and isinstance(node, ast.ClassDef):
                problem = _metaclass_problem(node)
        elif isinstance(node, ast.Call):
            problem = _gadget_call_problem(node)
        elif isinstance(node, ast.arg):
            problem = _name_problem(node.arg)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            problem = next(filter(None, map(_name_problem, node.names)), None)
        elif isinstance(node, ast.Attribute):
            problem = _attr_problem(node.attr)
            if not problem and node.attr.startswith("_") and not node.attr.startswith("__"):
                if isinstance(node.value, ast.Name) and node.value.id in modules:
                    problem = f"private module attribute {node.attr!r} is not allowed"
        elif isinstance(node, ast.MatchClass):  # `case C(__class__=x)` is a getattr
            problem = next(filter(None, map(_attr_problem, node.kwd_attrs)), None)
        elif isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes)):
            text = node.value if isinstance(node.value, str) else node.value.decode("latin-1")
            bad = [d for d in _DUNDER.findall(text) if d not in SAFE_DUNDERS]
            if bad:
                problem = f"the string mentions {bad[0]!r} (interpreter internals)"
        if problem:
            return line, problem
    return None


def _name_problem(name: str) -> str | None:
    if name in BLOCKED_NAMES:
        return f"{name!r} is not available in the sandbox"
    if name.startswith("__") and name.endswith("__") and name not in SAFE_DUNDERS:
        return f"the name {name!r} is not allowed (interpreter internals)"
    return None


def _metaclass_problem(node: ast.ClassDef) -> str | None:
    """``class Meta(type)``: a metaclass can answer ``isinstance`` for any object, the first
    half of the ``match`` gadget (see the module docstring)."""
    bases = [*node.bases, *(k.value for k in node.keywords if k.arg == "metaclass")]
    if any(isinstance(b, ast.Name) and b.id == "type" for b in bases):
        return "defining a metaclass is not allowed"
    return None


def _gadget_call_problem(node: ast.Call) -> str | None:
    """Calls that read or write attributes named by run-time strings: ``type(name, bases,
    dict)`` (a class whose ``__match_args__`` is computed) and ``functools.wraps`` with
    ``assigned``/``updated`` (it copies any named attribute). Speed bumps only."""
    func = node.func
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    if name == "type" and (len(node.args) + len(node.keywords) > 1 or _starred(node)):
        return "type() with more than one argument (building a class at run time) is not allowed"
    if any(k.arg in ("assigned", "updated") for k in node.keywords):
        return "the 'assigned'/'updated' arguments (copying attributes by name) are not allowed"
    if name == "wraps" and (len(node.args) > 1 or _starred(node)):
        return "wraps() accepts only the wrapped function here"
    return None


def _starred(node: ast.Call) -> bool:
    return any(isinstance(a, ast.Starred) for a in node.args) or any(
        k.arg is None for k in node.keywords
    )


def _attr_problem(attr: str) -> str | None:
    if attr.startswith("__") and attr.endswith("__") and attr not in SAFE_DUNDERS:
        hint = "; use type(x) or isinstance()" if attr == "__class__" else ""
        return f"the attribute {attr!r} is not allowed (interpreter internals{hint})"
    if attr in BLOCKED_ATTRS:
        return f"the attribute {attr!r} is not allowed"
    return None
