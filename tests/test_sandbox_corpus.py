"""Attack corpus for the run_python sandbox, plus legitimate programs that must keep working.

Every attack runs twice: with the full sandbox, and with the static AST policy switched off
(``static_checks=False``), to prove the runtime layers (restricted builtins, proxy modules,
audit hook, rlimits, uid drop) contain it on their own. Each run must end in an expected
``stopped`` value, never leak the host's secret environment, never create the marker file,
and leave no temporary directory behind; the test process itself must live on.
"""

from __future__ import annotations

import json
import os
import uuid
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from tests import sandbox_gadgets as gadgets
from tools.sandbox import SandboxLimits, run_python

SECRET = "secret-xyz-7f3a9c"
FAST = SandboxLimits(timeout_s=1.0, cpu_s=2, memory_mb=256)
RUNTIME_ONLY = replace(FAST, static_checks=False)
# Reaches the real builtins through a stdlib function's globals: only possible with the static
# policy off, so these payloads test the runtime layers.
REAL = "import json\nb = json.dumps.__globals__['__builtins__']\n"
CONTAINED = {"blocked", "error", "timeout", "cpu", "memory", "output_limit"}


@dataclass(frozen=True)
class Attack:
    id: str
    code: str
    full: frozenset = frozenset({"blocked"})  # acceptable ``stopped`` with every layer on
    runtime: frozenset = frozenset({"blocked"})  # ... with the static policy off


def A(id: str, code: str, full: set | None = None, runtime: set | None = None) -> Attack:  # noqa: N802
    return Attack(id, code, frozenset(full or {"blocked"}), frozenset(runtime or {"blocked"}))


ERR = {"error"}
OK_OR_ERR = {None, "error"}  # runtime-only: the call "works" but yields nothing dangerous
WALK = "def walk(c, seen):\n    for s in type.__subclasses__(c):\n        if s not in seen:\n            seen.append(s)\n            walk(s, seen)\n    return seen\nall_classes = walk(object, [])\n"

# Static-policy bypasses of issue 10 (dunder names built at run time and read through a `match`
# class pattern or functools.update_wrapper). The static layer refuses them since issue 21
# (tests/test_sandbox_layers.py runs it alone), and the proxy functools has no update_wrapper;
# the runtime must hold without the static layer either way.
# Attack codes are str.format()ed (marker, ppid): the shared gadgets' braces are escaped.
_K = "k = '_' * 2\ng = k + 'globals' + k\n"
MATCH_GADGET = gadgets.MATCH_GADGET.replace("{", "{{").replace("}", "}}")
WRAPPER_GADGET = _K + (
    "import functools\nimport json\ndef target():\n    pass\n"
    "functools.update_wrapper(target, json.dumps, assigned=(), updated=(g,))\n"
)

# The review's bypasses (issue 10). The gadget hands out the real `os`; `os.pidfd_open`,
# `_signal.pidfd_send_signal` and `os.sched_*` are not audited: the runner strips them (issue
# 21) and the kernel layer (seccomp, tools/sandbox_kernel.py) denies them, and only the per-run
# key stops a forged report on the result pipe (fd 3).
GADGET_OS = gadgets.GADGET_OS.replace("{", "{{").replace("}", "}}")
WRAPPER_OS = (
    "import functools\nimport random\ndef target():\n    pass\n"
    "functools.update_wrapper(target, random.seed, assigned=(), updated=('_' * 2 + 'globals' + '_' * 2,))\n"
)  # the program's own globals gain random's: `_os` is the real os module
FORGE = 'os.write(3, b\'{{"kind": "ok", "result": "FORGED-7c1"}}\')\n'

ATTACKS = [
    # files
    A("open_etc_passwd", "open('/etc/passwd').read()", runtime=ERR),
    A("open_homoglyph", "ｏｐｅｎ('/etc/passwd').read()", runtime=ERR),
    A("builtins_dict_open", "__builtins__['open']('/etc/passwd').read()", runtime=ERR),
    A("io_open", "import io\nio.open('/etc/passwd').read()"),
    A("pathlib_read", "import pathlib\npathlib.Path('/etc/passwd').read_text()"),
    A("real_open", REAL + "b['open']('/etc/passwd').read()"),
    A(
        "fileio_by_subclass_walk",
        WALK + "[c for c in all_classes if c.__name__ == 'FileIO'][0]('/etc/passwd').read()",
    ),
    A(
        "zipimport_read",
        REAL + "b['__import__']('sys').modules['zipimport'].zipimporter('/etc/passwd')",
        runtime={"blocked", "error"},
    ),
    # environment and /proc
    A("os_environ", "import os\nos.environ['TAVILY_API_KEY']"),
    A("os_getenv", "import os\nos.getenv('TAVILY_API_KEY')"),
    A("proc_self_environ", "open('/proc/self/environ').read()", runtime=ERR),
    A("proc_parent_environ", REAL + "b['open']('/proc/{ppid}/environ').read()"),
    A(
        "posix_environ_via_globals",
        "import random\nrandom.seed.__globals__['_os'].environ",
        runtime=OK_OR_ERR,
    ),
    # network
    A("socket_connect", "import socket\ns = socket.socket()\ns.connect(('1.1.1.1', 80))"),
    A("real_import_socket", REAL + "b['__import__']('socket')"),
    A("urllib", "import urllib.request\nurllib.request.urlopen('http://example.com')"),
    # processes
    A("subprocess_run", "import subprocess\nsubprocess.run(['touch', '{marker}'])"),
    A("os_system", "import os\nos.system('touch {marker}')"),
    A(
        "wrap_close_system",
        WALK
        + "[c for c in all_classes if c.__name__ == '_wrap_close'][0].__init__.__globals__['system']('touch {marker}')",
    ),
    A(
        "popen_by_subclass_walk",
        "[c for c in ().__class__.__base__.__subclasses__() if c.__name__ == 'Popen'][0](['id'])",
        runtime=ERR,
    ),
    A("fork_bomb", "import os\nwhile True:\n    os.fork()"),
    A("real_fork", REAL + "b['__import__']('os').fork()"),
    A("threads", "import threading\nthreading.Thread(target=print).start()"),
    A("kill_parent", "import os\nos.kill(os.getppid(), 9)"),
    A("real_kill_parent", REAL + "os = b['__import__']('os')\nos.kill(os.getppid(), 9)"),
    # resources
    A("memory_bomb_str", "x = 'a' * 10**10", {"memory"}, {"memory"}),
    A("memory_bomb_list", "x = []\nwhile True:\n    x.append(' ' * 10**6)", {"memory"}, {"memory"}),
    A("memory_bomb_bytearray", "bytearray(10**10)", {"memory"}, {"memory"}),
    A("infinite_loop", "while True:\n    pass", {"timeout", "cpu"}, {"timeout", "cpu"}),
    A("sleep_forever", "import time\ntime.sleep(100)", {"timeout"}, {"timeout"}),
    A("output_flood", "while True:\n    print('x' * 1000)", {"output_limit"}, {"output_limit"}),
    A(
        "ignore_signals_then_loop",
        "import signal\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\nwhile True:\n    pass",
    ),
    A(
        "real_ignore_sigxcpu",
        REAL
        + "s = b['__import__']('sys').modules['_signal']\ns.signal(s.SIGXCPU, s.SIG_IGN)\nwhile True:\n    pass",
        runtime={"error", "timeout", "cpu"},
    ),
    A("raise_rlimit", "import resource\nresource.setrlimit(resource.RLIMIT_AS, (-1, -1))"),
    A(
        "real_raise_rlimit",
        REAL + "r = b['__import__']('resource')\nr.setrlimit(r.RLIMIT_AS, (-1, -1))",
    ),
    A(
        "stack_smash",
        REAL + "b['__import__']('sys').setrecursionlimit(10**7)\ndef f():\n    f()\nf()",
        runtime=CONTAINED,
    ),
    A(
        "real_segfault",
        REAL + "b['__import__']('sys').modules['_signal'].raise_signal(11)",
        runtime=ERR,
    ),
    A("real_exit_without_report", REAL + "b['__import__']('os')._exit(0)", runtime=ERR),
    # writes outside the private directory
    A("write_tmp", "open('{marker}', 'w').write('x')", runtime=ERR),
    A("real_write_tmp", REAL + "b['open']('{marker}', 'w').write('x')"),
    A("real_mkfifo", REAL + "b['__import__']('os').mkfifo('{marker}')", runtime=ERR),
    # importing machinery, code execution, deserialisation
    A("dunder_import", "__import__('os').system('id')"),
    A("importlib", "import importlib\nimportlib.import_module('os')"),
    A("ctypes", "import ctypes\nctypes.CDLL(None).system(b'id')"),
    A("real_import_ctypes", REAL + "b['__import__']('ctypes')"),
    A("pickle_loads", "import pickle\npickle.loads(b\"cos\\nsystem\\n(S'id'\\ntR.\")"),
    A("real_marshal_loads", REAL + "b['__import__']('sys').modules['marshal'].loads(b'N')"),
    A("exec_string", "exec('import os')", runtime=ERR),
    A("eval_string", "eval('1 + 1')", runtime=ERR),
    A("compile_string", "compile('1', 'x', 'eval')", runtime=ERR),
    A("real_exec", REAL + "b['exec']('x = 1')"),
    A("from_os_import", "from os import system\nsystem('id')"),
    A("relative_import", "from . import sandbox"),
    # interpreter internals
    A("subclasses_walk", "().__class__.__base__.__subclasses__()", runtime={None}),
    A(
        "type_three_arg_walk",
        "X = type('X', (), {{}})\nX.__mro__[-1].__subclasses__()",
        runtime={None},
    ),
    A("getattr_builtin", "getattr(print, '__self__')", runtime=ERR),
    A(
        "attrgetter_concat",
        "import operator\noperator.attrgetter('_' * 2 + 'globals' + '_' * 2)(len)",
        runtime=ERR,
    ),
    A(
        "formatter_get_field",
        "import string\nstring.Formatter().get_field('0.' + '_' * 2 + 'class' + '_' * 2, [1], {{}})",
        runtime=ERR,
    ),
    A("format_string_walk", "'{{0.__class__.__base__}}'.format(1)", runtime={None}),
    A("fstring_attr", "f'{{(1).__class__}}'", runtime={None}),
    A("func_globals", "def f():\n    pass\nf.__globals__['__builtins__']", runtime={None}),
    A("lambda_code", "(lambda: 0).__code__"),
    A("code_replace", "(lambda: 0).__code__.replace(co_consts=(1,))"),
    A("generator_frame_walk", "def g():\n    yield\nx = g()\nnext(x)\nx.gi_frame.f_back.f_globals"),
    A(
        "traceback_frame_walk",
        "try:\n    1 / 0\nexcept Exception as e:\n    e.__traceback__.tb_frame.f_back.f_globals",
    ),
    # refused with ValueError (typing/enum expect that), never handing out the frame
    A("real_getframe", REAL + "b['__import__']('sys')._getframe(0).f_back", runtime=ERR),
    A("real_gc_objects", REAL + "b['__import__']('sys').modules['gc'].get_objects()"),
    A("real_settrace", REAL + "b['__import__']('sys').settrace(print)"),
    A("real_addaudithook", REAL + "b['__import__']('sys').addaudithook(lambda *a: None)"),
    A("typing_sys_modules", "import typing\ntyping.sys.modules['os'].system('id')", runtime=ERR),
    A("private_module_attr", "import random\nrandom._os.system('id')", runtime=ERR),
    A("sys_modules", "import sys\nsys.modules['os']"),
    A(
        "decorator_walk",
        "def deco(cls):\n    return cls.__mro__[-1].__subclasses__()\n@deco\nclass A:\n    pass",
        runtime={None},
    ),
    A(
        "match_class_getattr",
        "match 1:\n    case object(__class__=c):\n        print(c)",
        runtime={None},
    ),
    A("gadget_match_open", MATCH_GADGET + "real['open']('/etc/passwd').read()"),
    A("gadget_match_write_tmp", MATCH_GADGET + "real['open']('{marker}', 'w')"),
    A("gadget_match_exec", MATCH_GADGET + "real['exec']('1')"),
    A(
        "gadget_match_kill_parent",
        MATCH_GADGET + "os = real[k + 'import' + k]('os')\nos.kill(os.getppid(), 9)",
    ),
    A(
        "gadget_match_system",
        MATCH_GADGET + "real[k + 'import' + k]('os').system('touch {marker}')",
    ),
    A(
        "gadget_match_tamper_builtins",
        MATCH_GADGET + "real['type'] = real['len'] = lambda *a: str\nreal['open']('/etc/passwd')",
    ),
    A(
        "gadget_match_gc_savall",
        MATCH_GADGET + "real[k + 'import' + k]('gc').set_debug(32)",
        runtime=ERR,
    ),
    A(  # the proxy functools has no update_wrapper (AttributeError)
        "gadget_wrapper_open",
        WRAPPER_GADGET + "codecs.open('/proc/{ppid}/environ').read()",
        runtime=ERR,
    ),
    A(
        "gadget_pidfd_kill_parent",
        GADGET_OS + "imp('_signal').pidfd_send_signal(os.pidfd_open(os.getppid()), 9)",
        runtime=ERR,
    ),
    A("gadget_pidfd_open_parent", GADGET_OS + "os.pidfd_open(os.getppid())", runtime=ERR),
    A(
        "gadget_pidfd_signal_by_fd_number",
        GADGET_OS
        + "for fd in range(64):\n    try:\n        imp('_signal').pidfd_send_signal(fd, 9)\n    except OSError:\n        pass",
        runtime=ERR,  # pidfd_send_signal is stripped (unaudited); the filter also denies it
    ),
    A(
        "gadget_sched_idle_parent",
        GADGET_OS + "os.sched_setscheduler(os.getppid(), os.SCHED_IDLE, os.sched_param(0))",
        runtime=ERR,
    ),
    A(
        "gadget_sched_batch_parent",
        GADGET_OS + "os.sched_setscheduler(os.getppid(), os.SCHED_BATCH, os.sched_param(0))",
        runtime=ERR,
    ),
    A(
        "gadget_sched_setparam_parent",
        GADGET_OS + "os.sched_setparam(os.getppid(), os.sched_param(0))",
        runtime=ERR,
    ),
    A("gadget_killpg_parent", GADGET_OS + "os.killpg(os.getpgid(os.getppid()), 9)"),
    A(
        "gadget_prlimit_parent",
        GADGET_OS + "r = imp('resource')\nr.prlimit(os.getppid(), r.RLIMIT_NOFILE, (16, 16))",
    ),
    A("gadget_forge_result_and_exit", GADGET_OS + FORGE + "os._exit(0)", runtime=ERR),
    A("gadget_forge_result_then_finish", GADGET_OS + FORGE + "6 * 7", runtime=ERR),
    A("gadget_socket", GADGET_OS + "imp('_socket').socket().connect(('1.1.1.1', 80))"),
    A("gadget_execve", GADGET_OS + "os.execv('/bin/sh', ['sh', '-c', 'touch {marker}'])"),
    A("gadget_fork", GADGET_OS + "os.fork()"),
    A(
        "gadget_thread",
        GADGET_OS + "imp('_thread').start_new_thread(print, ('x',))",
        runtime={"blocked", "error"},
    ),
    A("gadget_os_open", GADGET_OS + "os.read(os.open('/etc/passwd', 0), 100)"),
    A(
        "gadget_close_then_open",
        GADGET_OS + "os.close(5)\nos.read(os.open('/proc/{ppid}/environ', 0), 100)",
        runtime=ERR,
    ),
    A("gadget_cancel_deadline", GADGET_OS + "imp('_signal').alarm(0)", runtime=ERR),
    A(
        "wrapper_pidfd_kill_parent",
        WRAPPER_OS + "_os.pidfd_open(_os.getppid())",
        runtime=ERR,
    ),
    A(
        "wrapper_sched_idle_parent",
        WRAPPER_OS + "_os.sched_setscheduler(_os.getppid(), _os.SCHED_IDLE, _os.sched_param(0))",
        runtime=ERR,
    ),
    A("vars_globals_locals", "vars(), globals(), locals()", runtime=ERR),
    A("breakpoint", "breakpoint()", runtime=ERR),
    A("input", "input()", runtime=ERR),
    A("help", "help()", runtime=ERR),
]


@pytest.fixture(autouse=True)
def secret_env(monkeypatch):
    monkeypatch.setenv("TAVILY_API_KEY", SECRET)
    monkeypatch.setenv("HF_TOKEN", SECRET + "-hf")


def _sandbox_dirs() -> set[str]:
    return {p.name for p in Path(os.environ.get("TMPDIR", "/tmp")).glob("sandbox-*")}


@pytest.mark.parametrize("mode", ["full", "runtime_only"])
@pytest.mark.parametrize("attack", ATTACKS, ids=[a.id for a in ATTACKS])
def test_attack_is_contained(attack: Attack, mode: str):
    marker = Path(f"/tmp/sandbox-pwned-{uuid.uuid4().hex}")
    code = attack.code.format(marker=marker, ppid=os.getpid())
    dirs_before = _sandbox_dirs()
    limits = FAST if mode == "full" else RUNTIME_ONLY
    scheduling = (os.sched_getscheduler(0), os.getpriority(os.PRIO_PROCESS, 0))

    result = run_python(code, limits)

    expected = attack.full if mode == "full" else attack.runtime
    assert result["stopped"] in expected, (result["stopped"], result["reason"], result["stderr"])
    assert result["ok"] is (result["stopped"] is None)
    if result["stopped"]:
        assert result["reason"]
    if result["stopped"] == "blocked" and mode == "full":
        assert "Blocked" in result["reason"]
    dumped = json.dumps(result)
    assert SECRET not in dumped
    assert not marker.exists(), "the sandbox wrote outside its private directory"
    assert not _sandbox_dirs() - dirs_before, "a private directory was left behind"
    assert os.environ["TAVILY_API_KEY"] == SECRET  # the host is untouched and alive
    assert (os.sched_getscheduler(0), os.getpriority(os.PRIO_PROCESS, 0)) == scheduling
    assert "FORGED-7c1" not in dumped, "a forged report was accepted"


def test_corpus_size():
    assert len(ATTACKS) >= 100


LEGIT = [
    ("arithmetic", "2 ** 100", "", "1267650600228229401496703205376"),
    ("print_and_result", "x = sum(range(101))\nprint('total', x)\nx * 2", "total 5050\n", "10100"),
    (
        "statistics",
        "import statistics\nd = [2, 4, 4, 4, 5, 5, 7, 9]\nprint(statistics.mean(d), statistics.median(d), statistics.pstdev(d))",
        "5 4.5 2.0\n",
        None,
    ),
    (
        "fractions",
        "from fractions import Fraction\nFraction(1, 3) + Fraction(1, 6)",
        "",
        "Fraction(1, 2)",
    ),
    (
        "decimal",
        "from decimal import Decimal, getcontext\ngetcontext().prec = 30\nstr(Decimal(1) / Decimal(7))",
        "",
        "'0.142857142857142857142857142857'",
    ),
    (
        "strings",
        "s = 'Hello, World'\nprint(s.lower()[::-1])\nprint(s.split(', '))",
        "dlrow ,olleh\n['Hello', 'World']\n",
        None,
    ),
    ("comprehension", "[n * n for n in range(10) if n % 2]", "", "[1, 9, 25, 49, 81]"),
    (
        "counter",
        "from collections import Counter\nCounter('mississippi').most_common(2)",
        "",
        "[('i', 4), ('s', 4)]",
    ),
    (
        "json",
        "import json\nprint(json.dumps({'b': [1, 2], 'a': None}, sort_keys=True))",
        '{"a": null, "b": [1, 2]}\n',
        None,
    ),
    (
        "small_class",
        "class Money:\n    def __init__(self, cents):\n        self.cents = cents\n    def __add__(self, other):\n        return Money(self.cents + other.cents)\n    def __repr__(self):\n        return f'${self.cents / 100:.2f}'\nMoney(199) + Money(1)",
        "",
        "$2.00",
    ),
    (
        "dates",
        "import datetime\n(datetime.date(2026, 1, 15) - datetime.date(2025, 12, 25)).days",
        "",
        "21",
    ),
    (
        "strptime",
        "from datetime import datetime\ndatetime.strptime('2024-02-29', '%Y-%m-%d').strftime('%A')",
        "",
        "'Thursday'",
    ),
    (
        "regex",
        "import re\nre.findall(r'\\d+', 'track 7 of 12, 3:45')",
        "",
        "['7', '12', '3', '45']",
    ),
    (
        "itertools",
        "import itertools\nlist(itertools.combinations('abc', 2))",
        "",
        "[('a', 'b'), ('a', 'c'), ('b', 'c')]",
    ),
    (
        "math",
        "import math\nround(math.pi, 5), math.comb(5, 2), math.gcd(12, 18)",
        "",
        "(3.14159, 10, 6)",
    ),
    (
        "lru_cache_recursion",
        "from functools import lru_cache\n@lru_cache(None)\ndef fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(90)",
        "",
        "2880067194370816120",
    ),
    (
        "main_guard",
        "def main():\n    print('ran')\nif __name__ == '__main__':\n    main()",
        "ran\n",
        None,
    ),
    (
        "caught_exception",
        "try:\n    1 / 0\nexcept ZeroDivisionError as e:\n    print('caught', e)",
        "caught division by zero\n",
        None,
    ),
    (
        "typing_and_enum",
        "import enum\nimport typing\nT = typing.TypeVar('T')\nColor = enum.Enum('Color', 'RED GREEN')\n"
        "class Box(typing.Generic[T]):\n    def __init__(self, v: T):\n        self.v = v\n"
        "Box(Color.GREEN).v.value",
        "",
        "2",
    ),
    (
        "seeded_random",
        "import random\nrandom.seed(7)\n[random.randint(1, 6) for _ in range(5)]",
        "",
        None,
    ),
    (
        "unicode",
        "import unicodedata\n'café'.upper(), unicodedata.name('é'), 'é'.encode('cp1252')",
        "",
        "('CAFÉ', 'LATIN SMALL LETTER E WITH ACUTE', b'\\xe9')",
    ),
]


@pytest.mark.parametrize(("name", "code", "stdout", "result"), LEGIT, ids=[x[0] for x in LEGIT])
def test_legitimate_program(name: str, code: str, stdout: str, result: str | None):
    out = run_python(code, FAST)
    assert out["stopped"] is None, (out["reason"], out["stderr"])
    assert out["ok"] is True
    assert out["stdout"] == stdout
    assert out["stderr"] == ""
    if name == "seeded_random":  # the value depends on the Python version, not the sandbox
        assert out["result"].startswith("[") and out["result"].count(",") == 4
    else:
        assert out["result"] == result
