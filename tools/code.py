"""The "code" specialist's one tool: ``run_python``, a thin wrapper over ``tools.sandbox``.

The sandbox (see its module docstring) runs the model's program in a separate,
resource-limited process under a seccomp filter, with no files, network, processes or
environment, and no way to signal or slow the server - with or without root. This module only validates
the argument and fixes the limits; ``LIMITS`` is the one place to change them.
"""

from __future__ import annotations

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
