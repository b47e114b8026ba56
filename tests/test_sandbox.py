"""Behaviour of the sandbox engine (tools.sandbox) and the run_python tool (tools.code)."""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import pytest

from tools.base import ToolContext
from tools.code import LIMITS
from tools.code import run_python as run_python_tool
from tools.sandbox import RUNNER_SOURCE, SandboxLimits, _unshare_prefix, run_python
from tools.sandbox_policy import ALLOWED_MODULES, check_code

FAST = SandboxLimits(timeout_s=1.0, cpu_s=2, memory_mb=256)
KEYS = {"ok", "stdout", "stderr", "result", "stopped", "reason", "duration_s", "truncated"}
RUNNER_MARKER = RUNNER_SOURCE.splitlines()[0]
REAL_OS = "import json\nos = json.dumps.__globals__['__builtins__']['__import__']('os')\n"


def test_result_shape_on_success():
    out = run_python("print('hi')\n6 * 7", FAST)
    assert set(out) == KEYS
    assert out == {**out, "ok": True, "stdout": "hi\n", "stderr": "", "result": "42"}
    assert out["stopped"] is None and out["reason"] is None and out["truncated"] is False
    assert isinstance(out["duration_s"], float) and 0 <= out["duration_s"] < 1


@pytest.mark.parametrize(
    ("code", "result"),
    [
        ("x = 1", None),  # no final expression
        ("print('only printed')", None),  # the final expression's value is None
        ("'text'", "'text'"),  # repr, like a REPL
        ("[1, 2][-1]", "2"),
        ("x = 3\nif x:\n    y = x * 2\ny", "6"),
    ],
)
def test_final_expression_value(code: str, result: str | None):
    out = run_python(code, FAST)
    assert out["ok"], out
    assert out["result"] == result


@pytest.mark.parametrize("char", ["a", "é", "😀"])
def test_huge_final_value_is_cut_to_the_output_cap(char: str):
    out = run_python(f"'{char}' * 50_000", FAST)
    assert out["ok"] and out["truncated"] is True
    assert out["result"] == "'" + char * (FAST.max_output_bytes - 1)
    assert run_python(f"'{char}' * 10", FAST)["truncated"] is False


def test_concurrent_runs_do_not_mix():
    codes = [f"print({i})\n{i} * 2" for i in range(8)] + ["while True:\n    print(1)"]
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda c: run_python(c, FAST), codes))
    for i, out in enumerate(results[:8]):
        assert (out["stdout"], out["result"]) == (f"{i}\n", str(i * 2))
    assert results[8]["stopped"] == "output_limit"


def test_timeout_stops_quickly_and_names_the_limit():
    started = time.monotonic()
    out = run_python("print('before')\nwhile True:\n    pass", FAST)
    assert out["stopped"] == "timeout" and out["ok"] is False
    assert "1 s" in out["reason"] and "wall-clock" in out["reason"]
    assert out["stdout"] == "before\n"  # line-buffered: what was printed before the kill survives
    assert time.monotonic() - started < 3


def _sandbox_children() -> list[Path]:
    """/proc entries of running sandbox children (the runner source is on their command line)."""
    found = []
    for proc_dir in Path("/proc").glob("[0-9]*"):
        try:
            if RUNNER_MARKER in (proc_dir / "cmdline").read_text(errors="replace"):
                found.append(proc_dir)
        except OSError:
            continue
    return found


def test_timeout_kills_the_whole_process():
    assert run_python("while True:\n    pass", FAST)["stopped"] == "timeout"
    assert _sandbox_children() == []


def test_cpu_limit_when_the_wall_clock_allows_more():
    out = run_python("while True:\n    pass", replace(FAST, timeout_s=10.0, cpu_s=1))
    assert out["stopped"] == "cpu"
    assert "CPU" in out["reason"]
    assert out["duration_s"] < 5


def test_output_cap_truncates_and_stops():
    out = run_python("for i in range(10**6):\n    print(i)", FAST)
    assert out["stopped"] == "output_limit"
    assert out["truncated"] is True
    assert len(out["stdout"].encode()) == FAST.max_output_bytes
    assert out["stdout"].startswith("0\n1\n2\n")
    assert "10000 bytes" in out["reason"]


def test_output_just_under_the_cap_is_not_truncated():
    out = run_python("print('x' * 9_000)", FAST)
    assert out["ok"] and out["truncated"] is False
    assert len(out["stdout"]) == 9_001


def test_memory_limit():
    out = run_python("x = []\nwhile True:\n    x.append(' ' * 10**6)", FAST)
    assert out["stopped"] == "memory"
    assert "256 MiB" in out["reason"]


def test_exception_gives_traceback_without_host_paths():
    code = (
        "import statistics\ndef avg(xs):\n    return statistics.mean(xs)\nprint('start')\navg([])"
    )
    out = run_python(code, FAST)
    assert out["stopped"] == "error" and out["ok"] is False
    assert out["stdout"] == "start\n"
    assert "statistics.StatisticsError" in out["reason"] and "(line 3)" in out["reason"]
    err = out["stderr"]
    assert err.startswith("Traceback (most recent call last):\n")
    assert '  File "<sandbox>", line 5, in <module>\n    avg([])\n' in err
    assert '  File "<sandbox>", line 3, in avg\n    return statistics.mean(xs)\n' in err
    assert 'File "<stdlib>/statistics.py"' in err
    for host_path in (sys.prefix, sys.base_prefix, str(Path.cwd()), "/root", "/tmp/"):
        assert host_path not in err


def test_zero_division_error():
    out = run_python("a = 1\nb = 0\na / b", FAST)
    assert out["stopped"] == "error"
    assert out["reason"] == "The program raised ZeroDivisionError: division by zero (line 3)."
    assert out["stderr"].endswith("ZeroDivisionError: division by zero\n")


def test_deep_recursion_traceback_is_short():
    out = run_python("def f(n):\n    return f(n + 1)\nf(0)", FAST)
    assert out["stopped"] == "error" and "RecursionError" in out["reason"]
    assert out["stderr"].count("\n") < 40
    assert "earlier frames omitted" in out["stderr"] and "repeated" in out["stderr"]


def test_syntax_error_is_reported_without_running():
    out = run_python("def f(:\n    pass", FAST)
    assert out["stopped"] == "error"
    assert out["reason"].startswith("SyntaxError:") and "(line 1)" in out["reason"]
    assert 'File "<sandbox>", line 1' in out["stderr"]


def test_system_exit_zero_is_success_and_nonzero_is_error():
    assert run_python("print(1)\nraise SystemExit(0)", FAST)["ok"]
    out = run_python("raise SystemExit(3)", FAST)
    assert out["stopped"] == "error" and "SystemExit: 3" in out["reason"]


def test_blocked_reason_names_what_was_blocked():
    out = run_python("import os\nos.system('id')", FAST)
    assert out["stopped"] == "blocked"
    assert "line 1" in out["reason"] and "'os'" in out["reason"] and "math" in out["reason"]
    runtime = run_python(REAL_OS + "os.system('id')", replace(FAST, static_checks=False))
    assert runtime["stopped"] == "blocked"
    assert "start a process (os.system b'id')" in runtime["reason"]


def test_output_before_a_blocked_call_is_kept():
    out = run_python(
        "print('partial')\n" + REAL_OS + "os.system('id')", replace(FAST, static_checks=False)
    )
    assert out["stopped"] == "blocked" and out["stdout"] == "partial\n"


def test_namedtuple_is_a_documented_limitation():
    out = run_python("import collections\ncollections.namedtuple('P', 'x y')", FAST)
    assert out["stopped"] == "blocked"
    assert "namedtuple" in out["reason"] and "small class" in out["reason"]


def test_too_long_code():
    out = run_python("x = 1\n" * 10_000, FAST)
    assert out["stopped"] == "error" and "too long" in out["reason"]


@pytest.mark.parametrize(
    "code", ["-" * 19_990 + "1", "a" + ".b" * 9_000, "(" * 5_000 + ")" * 5_000]
)
def test_parser_bombs_are_rejected_in_the_host(code: str):
    out = run_python(code, FAST)
    assert out["stopped"] == "error" and out["duration_s"] < 1


def test_null_byte_in_code():
    out = run_python("x = 1\x00", FAST)
    assert out["stopped"] == "error"


@pytest.mark.skipif(os.geteuid() != 0, reason="the uid drop happens only when the host is root")
def test_child_runs_unprivileged():
    out = run_python(
        REAL_OS + "os.getuid(), os.getgid(), os.getgroups()", replace(FAST, static_checks=False)
    )
    assert out["result"] == "(65534, 65534, [])"


@pytest.mark.skipif(os.geteuid() != 0, reason="the uid drop happens only when the host is root")
def test_a_failed_privilege_drop_refuses_to_run():
    out = run_python("print('never')", replace(FAST, sandbox_uid=-7))
    assert out["stopped"] == "error" and out["stdout"] == ""
    assert "cannot run safely" in out["reason"] and "drop root" in out["reason"]


@pytest.mark.skipif(not _unshare_prefix(), reason="no private namespaces on this host")
def test_child_has_its_own_network_namespace():
    with ThreadPoolExecutor(1) as pool:
        running = pool.submit(run_python, "import time\ntime.sleep(0.8)", FAST)
        deadline = time.monotonic() + 0.7
        children: list[Path] = []
        while not children and time.monotonic() < deadline:
            children = [c for c in _sandbox_children() if "uid:\t65534" in _status(c)]
            time.sleep(0.02)
        assert children, "the sandbox child was not found"
        child_ns = os.readlink(children[0] / "ns" / "net")
        assert running.result()["ok"]
    assert child_ns != os.readlink("/proc/self/ns/net")


def _status(proc_dir: Path) -> str:
    try:
        return (proc_dir / "status").read_text().lower()
    except OSError:
        return ""


def test_empty_environment_in_child(monkeypatch):
    monkeypatch.setenv("TAVILY_API_KEY", "secret-env-check")
    out = run_python(REAL_OS + "sorted(os.environ)", replace(FAST, static_checks=False))
    assert out["ok"]
    assert "TAVILY" not in out["result"] and "PATH" not in out["result"]


def test_check_code_allows_common_dunders_and_rejects_the_rest():
    ok = (
        "class A:\n    __slots__ = ('v',)\n    def __init__(self, v):\n        self.v = v\n"
        "    def __repr__(self):\n        return f'A({self.v})'\n"
        "    def __eq__(self, other):\n        return self.v == other.v\n"
        "class B(A):\n    def __init__(self):\n        super().__init__(1)\n"
        "if __name__ == '__main__':\n    print(A.__name__, A.__doc__)\n"
    )
    assert check_code(ok) is None
    assert check_code("print('_' * 3 + '__________')\nx = '__main__'") is None
    assert run_python(ok, FAST)["stdout"] == "A None\n"
    for bad, fragment in [
        ("x.__class__", "'__class__'"),
        ("x = '__subclasses__'", "'__subclasses__'"),
        ("import os", "'os'"),
        ("from math import _private", "'_private'"),
        ("import random\nrandom._inst", "'_inst'"),
        ("g.gi_frame", "'gi_frame'"),
        ("getattr(x, 'y')", "'getattr'"),
        ("def __del__(self):\n    pass", "'__del__'"),
        ("match x:\n    case C(__dict__=d):\n        pass", "'__dict__'"),
    ]:
        problem = check_code(bad)
        assert problem is not None and fragment in problem[1], (bad, problem)


def test_limits_are_configurable_and_the_tool_uses_its_own():
    assert LIMITS.timeout_s == 5.0 and LIMITS.memory_mb == 512 and LIMITS.static_checks
    tight = SandboxLimits(timeout_s=0.5, max_output_bytes=100)
    out = run_python("print('y' * 500)", tight)
    assert out["stopped"] == "output_limit" and len(out["stdout"]) == 100


def test_tool_is_declared_for_the_code_specialist():
    assert run_python_tool.specialist == "code"
    assert run_python_tool.name == "run_python"
    assert run_python_tool.args_schema["required"] == ["code"]
    for module in ALLOWED_MODULES:
        if "." not in module:
            assert module in run_python_tool.description


@pytest.mark.parametrize("code", ["", "   \n\t"])
def test_tool_rejects_empty_code(code: str):
    assert run_python_tool.call({"code": code}, ToolContext()) == {
        "error": "code is empty: pass a complete Python program"
    }


def test_tool_rejects_too_long_code_and_bad_arguments():
    long = run_python_tool.call({"code": "1\n" * 20_000}, ToolContext())
    assert "limit is" in long["error"]
    assert "error" in run_python_tool.call({}, ToolContext())
    assert "error" in run_python_tool.call({"code": "1", "extra": 2}, ToolContext())


def test_tool_runs_a_program():
    out = run_python_tool.call({"code": "import math\nmath.factorial(10)"}, ToolContext())
    assert out["ok"] is True and out["result"] == "3628800"
