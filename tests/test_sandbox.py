"""Behaviour of the sandbox engine (tools.sandbox) and the run_python tool (tools.code).

CI also runs this file as uid 65534 in a minimal environment (pytest only, the sandbox
modules copied): the tool tests, which need the app's dependencies, skip there.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import pytest

from tests.sandbox_gadgets import GADGET_OS
from tools import sandbox, sandbox_runner
from tools.sandbox import RUNNER_SOURCE, SandboxLimits, _unshare_prefix, run_python
from tools.sandbox_kernel import SYSCALLS, SeccompUnavailable, build_filter
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
    # The child sleeps long enough to be found and its limit is far above its sleep: with
    # 0.8 s under a 1 s limit, a loaded CI host once took the rest of the second to start the
    # interpreter and the run timed out (ok False), failing a test about namespaces.
    with ThreadPoolExecutor(1) as pool:
        slow = replace(FAST, timeout_s=10.0)
        running = pool.submit(run_python, "import time\ntime.sleep(3.0)", slow)
        deadline = time.monotonic() + 2.8
        children: list[Path] = []
        while not children and time.monotonic() < deadline:
            children = [c for c in _sandbox_children() if "uid:\t65534" in _status(c)]
            time.sleep(0.02)
        assert children, "the sandbox child was not found"
        child_ns = os.readlink(children[0] / "ns" / "net")
        out = running.result()
        assert out["ok"], out
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


@pytest.fixture
def tool():
    """``tools.code`` (the run_python tool); skipped where the app's dependencies are absent."""
    pytest.importorskip("pydantic", reason="the tool layer needs the app's dependencies")
    from tools import code
    from tools.base import ToolContext

    return code.run_python, code.LIMITS, ToolContext


def test_limits_are_configurable_and_the_tool_uses_its_own(tool):
    _, LIMITS, _ = tool  # noqa: N806
    assert LIMITS.timeout_s == 5.0 and LIMITS.memory_mb == 512 and LIMITS.static_checks
    tight = SandboxLimits(timeout_s=0.5, max_output_bytes=100)
    out = run_python("print('y' * 500)", tight)
    assert out["stopped"] == "output_limit" and len(out["stdout"]) == 100


def test_tool_is_declared_for_the_code_specialist(tool):
    run_python_tool, _, _ = tool
    assert run_python_tool.specialist == "code"
    assert run_python_tool.name == "run_python"
    assert run_python_tool.args_schema["required"] == ["code"]
    for module in ALLOWED_MODULES:
        if "." not in module:
            assert module in run_python_tool.description


@pytest.mark.parametrize("code", ["", "   \n\t"])
def test_tool_rejects_empty_code(code: str, tool):
    run_python_tool, _, ToolContext = tool  # noqa: N806
    assert run_python_tool.call({"code": code}, ToolContext()).as_json() == {
        "error": "code is empty: pass a complete Python program"
    }


def test_tool_rejects_too_long_code_and_bad_arguments(tool):
    run_python_tool, _, ToolContext = tool  # noqa: N806
    long = run_python_tool.call({"code": "1\n" * 20_000}, ToolContext()).as_json()
    assert "limit is" in long["error"]
    assert "error" in run_python_tool.call({}, ToolContext()).as_json()
    assert "error" in run_python_tool.call({"code": "1", "extra": 2}, ToolContext()).as_json()


def test_tool_runs_a_program(tool):
    run_python_tool, _, ToolContext = tool  # noqa: N806
    out = run_python_tool.call({"code": "import math\nmath.factorial(10)"}, ToolContext()).as_json()
    assert out["ok"] is True and out["result"] == "3628800"


# -- kernel layer (tools/sandbox_kernel.py): must hold with no Python layer and without root ---

# Runs in place of the runner, inside the launcher's seccomp filter but with none of the
# runner's Python layers: trusted test code that issues each syscall itself (ctypes for those
# Python has no function for) and reports the errno. Every call targets a victim process of the
# test's own uid, or would succeed harmlessly, if the filter let it through.
KERNEL_PROBE = r"""
import ctypes, errno, json, os, resource, socket, sys, _thread
victim, marker, victim_file, table, machine, nrs = json.loads({args!r})
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
out = {{}}

def name(code):
    return errno.errorcode.get(code, str(code))

def sc(label, nr, *args):
    ctypes.set_errno(0)
    rc = libc.syscall(ctypes.c_long(nr), *[ctypes.c_long(a) for a in args])
    out[label] = name(ctypes.get_errno()) if rc == -1 else "ok"

def py(label, fn):
    try:
        fn()
        out[label] = "ok"
    except OSError as exc:
        out[label] = name(exc.errno)
    except (RuntimeError, ValueError) as exc:
        out[label] = type(exc).__name__

sc("kill", nrs["kill"], victim, 0)
sc("tkill", nrs["tkill"], victim, 0)
sc("tgkill", nrs["tgkill"], victim, victim, 0)
sc("pidfd_send_signal", nrs["pidfd_send_signal"], 0, 0, 0, 0)  # EBADF if unfiltered
sc("pidfd_getfd", nrs["pidfd_getfd"], 0, 0, 0)
sc("ptrace_peek", nrs["ptrace"], 2, victim, 0, 0)  # ESRCH (not attached) if unfiltered
sc("process_vm_readv", nrs["process_vm_readv"], victim, 0, 0, 0, 0, 0)
sc("sched_setattr", nrs["sched_setattr"], victim, 0, 0)
sc("ioprio_set", nrs["ioprio_set"], 1, victim, (3 << 13))  # IOPRIO_CLASS_IDLE
sc("clone3", nrs["clone3"], 0, 0)
sc("unshare_user", nrs["unshare"], 0x10000000)
sc("mount", nrs["mount"], 0, 0, 0, 0, 0)
sc("bpf", nrs["bpf"], 0, 0, 0)
sc("perf_event_open", nrs["perf_event_open"], 0, 0, -1, -1, 0)
sc("keyctl", nrs["keyctl"], 0, -3, 0)
sc("userfaultfd", nrs["userfaultfd"], 0)
sc("io_uring_setup", nrs["io_uring_setup"], 1, 0)
sc("prctl", nrs["prctl"], 3, 0, 0, 0, 0)  # PR_GET_DUMPABLE
sc("seccomp", nrs["seccomp"], 2, 0, 0)
sc("memfd_create", nrs["memfd_create"], 0, 0)
sc("setitimer", nrs["setitimer"], 0, 0, 0)
if machine == "x86_64":
    sc("x32_getpid", 0x40000000 | 39)
py("pidfd_open", lambda: os.pidfd_open(victim))
py("sched_setscheduler", lambda: os.sched_setscheduler(victim, os.SCHED_IDLE, os.sched_param(0)))
py("sched_setparam", lambda: os.sched_setparam(victim, os.sched_param(0)))
py("sched_setaffinity", lambda: os.sched_setaffinity(victim, {{0}}))
py("setpriority", lambda: os.setpriority(os.PRIO_PROCESS, victim, 19))
py("prlimit_other", lambda: resource.prlimit(victim, resource.RLIMIT_CORE))
py("socket", lambda: socket.socket())
py("socketpair", lambda: socket.socketpair())
py("execve", lambda: os.execv("/bin/true", ["true"]))
py("fork", lambda: os.fork() == 0 and os._exit(0))
py("thread", lambda: _thread.start_new_thread(print, ()))
py("create_file", lambda: os.open(marker, os.O_WRONLY | os.O_CREAT))
py("unlink", lambda: os.unlink(victim_file))
py("rename", lambda: os.rename(victim_file, victim_file + ".moved"))
py("chmod", lambda: os.chmod(victim_file, 0o777))
py("truncate", lambda: os.truncate(victim_file, 0))
py("mkdir", lambda: os.mkdir(marker + ".d"))
py("symlink", lambda: os.symlink(victim_file, marker + ".ln"))
# The runner's step: the table the launcher filled becomes the hard limit.
resource.setrlimit(resource.RLIMIT_NOFILE, (table, table))
py("open_read_after_limit", lambda: os.open("/etc/hostname", os.O_RDONLY))
py("dup_after_limit", lambda: os.dup(0))
py("pipe_after_limit", lambda: os.pipe())
py("close_low_fd", lambda: os.close(5))
sc("close_range", nrs["close_range"], 5, 10, 0)
py("raise_limit", lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (table + 1, table + 1)))
py("prlimit_self", lambda: resource.prlimit(0, resource.RLIMIT_CORE))
print(json.dumps(out), flush=True)
"""
KERNEL_EXPECTED = {
    "open_read_after_limit": "EMFILE",
    "dup_after_limit": "EMFILE",
    "pipe_after_limit": "EMFILE",
    "thread": "RuntimeError",
    "raise_limit": "ValueError",  # resource's word for the kernel's EPERM
    "prlimit_self": "ok",  # the one prlimit64 the runner needs
}


def test_kernel_layer_denies_process_network_and_file_attacks(tmp_path, monkeypatch):
    victim = subprocess.Popen(["sleep", "60"])
    victim_file = tmp_path / "victim.txt"
    victim_file.write_text("keep me")
    victim_file.chmod(0o644)
    marker = str(tmp_path / "created")
    nice_before = os.getpriority(os.PRIO_PROCESS, victim.pid)
    machine = os.uname().machine
    numbers = {name: pair[0 if machine == "x86_64" else 1] for name, pair in SYSCALLS.items()}
    args = json.dumps([victim.pid, marker, str(victim_file), 32, machine, numbers])
    monkeypatch.setattr(sandbox, "RUNNER_SOURCE", KERNEL_PROBE.format(args=args))
    try:
        out = run_python("1", replace(FAST, timeout_s=10.0, cpu_s=10))
        assert out["stdout"], out
        probe = json.loads(out["stdout"].splitlines()[-1])
        assert victim.poll() is None, "the victim process was killed"
        assert os.sched_getscheduler(victim.pid) == os.SCHED_OTHER
        assert os.getpriority(os.PRIO_PROCESS, victim.pid) == nice_before
    finally:
        victim.kill()
        victim.wait()
    expected = {label: KERNEL_EXPECTED.get(label, "EPERM") for label in probe}
    if os.geteuid() == 0:  # root may raise its own hard limit (CAP_SYS_RESOURCE); the runner
        expected["raise_limit"] = probe["raise_limit"]  # drops root before the program runs
    assert probe == expected
    assert len(probe) >= 45 - (machine != "x86_64")
    assert victim_file.read_text() == "keep me" and victim_file.stat().st_mode & 0o777 == 0o644
    assert sorted(p.name for p in tmp_path.iterdir()) == ["victim.txt"]


def test_filter_refuses_unknown_machines_and_checks_the_architecture():
    with pytest.raises(SeccompUnavailable, match="riscv64"):
        build_filter("riscv64", 40, 32)
    for machine, audit_arch in (("x86_64", 0xC000003E), ("aarch64", 0xC00000B7)):
        prog = build_filter(machine, 40, 32)
        assert len(prog) % 8 == 0 and len(prog) // 8 < 4096
        # first: load the arch; second: compare it; third: kill the process on a mismatch
        assert prog[:24] == bytes.fromhex("200000000400000015000100") + audit_arch.to_bytes(
            4, "little"
        ) + bytes.fromhex("0600000000000080")


@pytest.mark.parametrize(
    ("column", "header"),
    [
        (0, "/usr/include/x86_64-linux-gnu/asm/unistd_64.h"),
        (1, "/usr/include/asm-generic/unistd.h"),  # aarch64 uses the generic table
    ],
    ids=["x86_64", "aarch64"],
)
def test_syscall_numbers_match_the_kernel_headers(column: int, header: str):
    path = Path(header)
    if not path.exists():
        pytest.skip(f"{header} is not installed (Debian: linux-libc-dev)")
    defined = {}
    for line in path.read_text().splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "#define" and parts[2].isdigit():
            name = parts[1].removeprefix("__NR3264_").removeprefix("__NR_")
            defined.setdefault(name, int(parts[2]))
    for name, numbers in SYSCALLS.items():
        if name == "fchmodat2" and name not in defined:
            continue  # newer than these headers; 452 on every architecture
        assert numbers[column] == defined.get(name), name


def test_a_launcher_failure_refuses_to_run():
    out = run_python("print('never')", replace(FAST, max_open_files=4))
    assert out["stopped"] == "error" and out["stdout"] == ""
    assert "cannot run safely" in out["reason"] and "descriptor table" in out["reason"]


def _children_of(pid: int) -> list[int]:
    found = []
    for proc_dir in _sandbox_children():
        try:
            stat = (proc_dir / "stat").read_text()
        except OSError:
            continue
        if int(stat.rpartition(")")[2].split()[1]) == pid:
            found.append(int(proc_dir.name))
    return found


def test_child_dies_with_the_host(tmp_path):
    timeout = 3.0
    host_code = (
        "from tools.sandbox import SandboxLimits, run_python\n"
        f"run_python('import time\\ntime.sleep(30)', SandboxLimits(timeout_s={timeout}))\n"
    )
    started = time.monotonic()
    host = subprocess.Popen(  # TMPDIR: the killed host cannot remove its private directory
        [sys.executable, "-c", host_code],
        cwd=Path(__file__).parents[1],
        env={**os.environ, "TMPDIR": str(tmp_path)},
    )
    try:
        children: list[int] = []
        while not children and time.monotonic() - started < 10:
            children = _children_of(host.pid)
            time.sleep(0.05)
        assert children, "the sandbox child did not start"
        time.sleep(0.3)  # past the launcher: the runner (uid-dropped as root) is running
        host.kill()
        killed = time.monotonic()
    finally:
        host.kill()
        host.wait()
    # Without root, PR_SET_PDEATHSIG kills it at once. As root the uid drop clears that
    # setting (a kernel rule), and the launcher's alarm (limit + 2 s) is what ends it.
    limit = 1.5 if os.geteuid() != 0 else started + timeout + 4 - killed
    while time.monotonic() - killed < limit and Path(f"/proc/{children[0]}").exists():
        time.sleep(0.05)
    assert not Path(f"/proc/{children[0]}").exists() or _is_zombie(children[0])


def _is_zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] == "Z"
    except OSError:
        return True


def test_the_result_key_is_never_a_closure_cell():
    """The program can read any reachable function's ``__closure__``; frames are audited."""
    main_code = sandbox_runner.main.__code__
    assert "key" in main_code.co_varnames
    assert "key" not in main_code.co_cellvars
    for const in main_code.co_consts:
        if hasattr(const, "co_freevars"):
            assert "key" not in const.co_freevars, const.co_name


FORGED = 'b\'{"kind": "ok", "result": "\\\'forged\\\'"}\''


@pytest.mark.parametrize(
    "tail",
    [
        f"os.write(3, {FORGED})\nos._exit(0)",  # a report of its own, then exit
        f"os.write(3, {FORGED})\n6 * 7",  # a report before the runner's real one
        "os.write(3, b'0' * 64 + b'{\"kind\": \"ok\"}')\nos._exit(0)",  # a guessed key
    ],
    ids=["forge_and_exit", "forge_then_finish", "guessed_key"],
)
def test_a_forged_report_is_rejected(tail: str):
    out = run_python(GADGET_OS + tail, replace(FAST, static_checks=False))
    assert out["stopped"] == "error" and out["ok"] is False and out["result"] is None
    assert "rejected" in out["reason"] or "runner failed" in out["reason"], out["reason"]


def test_programs_parsed_in_many_threads_at_once_all_parse():
    """CI failed test_concurrent_runs_do_not_mix once with CPython 3.11's "SystemError: AST
    constructor recursion depth mismatch" (a race between threads parsing at once); the
    host's parses of programs go one at a time (tools.sandbox_policy.parse)."""
    from tools.sandbox_policy import parse

    nested = "x = " + "(" * 40 + "1" + ")" * 40 + "\nprint([i for i in range(3)])"
    with ThreadPoolExecutor(8) as pool:
        trees = list(pool.map(lambda _: parse(nested), range(400)))
    assert all(len(t.body) == 2 for t in trees)


@pytest.mark.parametrize(
    ("code", "value"),
    [
        # a loop after a semicolon, then the value to show (the 0.5B's usual one-liner)
        ("a, b = 1, 1; for _ in range(8): a, b = b, a + b; b", 55),
        ("total = 0; for n in [3, 4, 5]: total += n * n; total", 50),
        ("n = 10; while n > 3: n -= 4; n", 2),
        ("x = 7; if x > 5: x = x * 2; x", 14),
    ],
)
def test_a_one_line_program_with_a_loop_after_a_semicolon_is_run_as_lines(tool, code, value):
    """The 0.5B wrote "a, b = 1, 1; for _ in range(28): a, b = b, a + b; b" six times: a
    SyntaxError each time (a compound statement cannot follow a semicolon). The tool runs
    it as the lines it means, the last expression after the loop, and says what it ran."""
    run_python_tool, _, ToolContext = tool  # noqa: N806
    out = run_python_tool.call({"code": code}, ToolContext()).as_json()
    assert out.get("result") == repr(value) or out.get("result") == value, out
    assert "\n" in out["program"]


@pytest.mark.parametrize(
    "code",
    [
        "for i in range(3): print(i; x",  # broken anyway
        "a = 1; for i in range(2): a += 1; for j in range(2): a += 1; a",  # two loops: unclear
        "s = 'a; for x in y: z'; s +",  # the semicolon in a string is no statement's end
    ],
)
def test_a_program_that_is_not_that_shape_keeps_its_syntax_error(tool, code):
    run_python_tool, _, ToolContext = tool  # noqa: N806
    out = run_python_tool.call({"code": code}, ToolContext()).as_json()
    assert "SyntaxError" in out["error"] and "program" not in out
