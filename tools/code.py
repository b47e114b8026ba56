"""The "code" specialist's one tool: ``run_python``, a thin wrapper over ``tools.sandbox``.

The sandbox (see its module docstring) runs the model's program in a separate,
resource-limited process under a seccomp filter, with no files, network, processes or
environment, and no way to signal or slow the server - with or without root. This module only validates
the argument and fixes the limits; ``LIMITS`` is the one place to change them.
"""

from __future__ import annotations

import ast
import io
import tokenize

from tools.base import ToolContext, ToolInputError, tool
from tools.result import ErrorKind, ToolResult
from tools.sandbox import SandboxLimits
from tools.sandbox import run_python as run_in_sandbox

LIMITS = SandboxLimits(timeout_s=5.0, cpu_s=5, memory_mb=512, max_output_bytes=10_000)
# How the sandbox says a program stopped, in the app's one vocabulary of failure kinds.
STOPPED: dict[str, ErrorKind] = {
    "timeout": "timeout",
    "cpu": "limit",
    "memory": "limit",
    "output_limit": "limit",
    "blocked": "refused",
    "error": "failed",
}


@tool("code")
def run_python(ctx: ToolContext, code: str) -> dict | ToolResult:
    """Run a short Python 3 program (math, statistics, dates, text) in a sandbox; get its output.

    Print results, or end with an expression: its value comes back as "result". No files,
    network, os/sys or input; limits 5 s, 512 MiB, 10 KB of output. Allowed imports: math,
    cmath, statistics, random, itertools, functools, collections, fractions, decimal, datetime,
    json, re, string, heapq, bisect, operator, textwrap, typing, numbers, time, calendar,
    unicodedata, enum. No __dunder__ names except methods such as __init__ and
    __repr__; no getattr, eval, exec, open, namedtuple or dataclasses (write a small class).

    Args:
        code: The complete program, e.g. "import statistics\\nstatistics.median([3, 1, 4, 1, 5])".
    """
    if not isinstance(code, str) or not code.strip():
        raise ToolInputError("code is empty: pass a complete Python program")
    if len(code) > LIMITS.max_code_chars:
        raise ToolInputError(
            f"code is {len(code)} characters long; the limit is {LIMITS.max_code_chars}"
        )
    result = run_in_sandbox(code, LIMITS)
    if not result["ok"] and str(result.get("reason")).startswith("SyntaxError"):
        if (lines := relined(code)) is not None and (again := run_in_sandbox(lines, LIMITS))["ok"]:
            return {**again, "program": lines}  # what ran, for whoever reads the step
    if result["ok"]:
        return result
    # A program that did not finish is a failed call like any other: audited as failed,
    # flagged in the UI, its reason fed back to the model (which otherwise invents the
    # answer). Its output stays in the result for the reader.
    reason = result.get("reason") or "no reason given"
    return ToolResult.failure(
        STOPPED.get(result.get("stopped") or "error", "failed"),
        f"the program did not finish: {reason}",
        **result,
    )


_COMPOUND = frozenset({"for", "while", "if", "with"})


def relined(code: str) -> str | None:
    """A one-line program with a loop or test after a semicolon, as the lines it means, or
    None for any other program.

    Small models write "a, b = 1, 1; for _ in range(28): a, b = b, a + b; b", a SyntaxError
    (a compound statement cannot follow a semicolon). Read as lines: the statements before
    it, its header, its body indented, and a last bare expression after it (the value the
    program shows, as the model meant). One compound statement only; anything else stays as
    written, and a result that does not parse is None.
    """
    if "\n" in code.strip():
        return None
    parts = _statements(code.strip())
    heads = [i for i, p in enumerate(parts) if p.split(" ", 1)[0] in _COMPOUND]
    if len(heads) != 1:
        return None
    first = heads[0]
    header, _, body = _header(parts[first])
    if not header:
        return None
    tail = parts[first + 1 :]
    last = tail.pop() if tail and _is_expression(tail[-1]) else None
    lines = [*parts[:first], header, *(f"    {b}" for b in [body, *tail] if b)]
    lines += [last] if last else []
    program = "\n".join(lines)
    try:
        ast.parse(program)
    except (SyntaxError, ValueError):
        return None
    return program


def _top_level(code: str, mark: str) -> list[int]:
    """Where ``mark`` (";" or ":") stands outside brackets and strings, in ``code`` (one
    line); [] when it does not tokenize."""
    depth, found = 0, []
    try:
        for token in tokenize.generate_tokens(io.StringIO(code).readline):
            if token.type == tokenize.OP:
                depth += token.string in "([{"
                depth -= token.string in ")]}"
                if token.string == mark and depth == 0:
                    found.append(token.start[1])
    except (tokenize.TokenError, SyntaxError):
        return []
    return found


def _statements(code: str) -> list[str]:
    cuts = _top_level(code, ";")
    bounds = zip([-1, *cuts], [*cuts, len(code)], strict=True)
    return [code[a + 1 : b].strip() for a, b in bounds if code[a + 1 : b].strip()]


def _header(statement: str) -> tuple[str, str, str]:
    """("for _ in range(28):", ":", "a, b = b, a + b") of a one-line compound statement."""
    colons = _top_level(statement, ":")
    if not colons:
        return "", "", ""
    at = colons[0]
    return statement[: at + 1], ":", statement[at + 1 :].strip()


def _is_expression(statement: str) -> bool:
    try:
        tree = ast.parse(statement)
    except (SyntaxError, ValueError):
        return False
    return len(tree.body) == 1 and isinstance(tree.body[0], ast.Expr)
