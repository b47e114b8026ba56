"""Run a small untrusted Python program in a separate, locked-down process.

``run_python(code)`` returns ``{"ok", "stdout", "stderr", "result", "stopped", "reason",
"duration_s", "truncated"}``; ``stopped`` is None or one of ``timeout``, ``cpu``, ``memory``,
``blocked``, ``output_limit``, ``error``. ``result`` is the repr of a final expression, like a REPL.

Layers, each meant to hold on its own (``tests/test_sandbox_layers.py`` runs each of layers 1-3
alone, and the attack corpus runs with layer 1 switched off, as root and as uid 65534):

1. Static AST policy (``tools/sandbox_policy.py``, with ``tools/sandbox_surface.py``, before any
   process starts): imports only from ``ALLOWED_MODULES``; no double-underscore names or
   attributes beyond ``SAFE_DUNDERS`` (also inside string literals); none of the functions that
   turn strings into attribute access or code (``getattr``, ``functools.wraps``,
   ``operator.attrgetter``, ``typing.get_type_hints`` ...) under any spelling; no attribute
   that leads to a module outside the allowlist or to a private name of the standard library;
   positional class patterns only for the builtins that match themselves (``case int(n)``).
   It closes the places where a run-time string becomes an attribute access or code rather
   than chasing the strings; its docstring says what it does not claim.
2. Runtime, in the child (``tools/sandbox_runner.py``): restricted ``__builtins__``, proxy
   modules with only their public non-module attributes, unaudited risky functions deleted,
   and a default-deny ``sys.addaudithook`` hook that ends the process on any audited event
   outside a tiny allowlist (``open``, ``os.*``, ``socket.*``, ``import``, ``exec``, frames...).
3. Kernel, without root (``tools/sandbox_kernel.py``): a launcher sets PR_SET_PDEATHSIG and
   an alarm, fills the descriptor table, sets PR_SET_NO_NEW_PRIVS and a seccomp-bpf filter,
   then execs the runner. No signal, ptrace, scheduling or rlimit change reaches another
   process, nor does a signal the kernel sends for the program (``fcntl`` F_SETOWN/F_SETSIG,
   O_ASYNC, ``ioctl`` FIOSETOWN ...); no socket, exec, fork, thread, namespace or file-system
   write; and once the runner sets RLIMIT_NOFILE to the full table, no new file descriptor
   at all, so no file can be opened, even for reading.
4. Process: ``-I -S -B`` (isolated, stdlib only), ``env={}``, stdin /dev/null, new session
   killed as a group, wall-clock timeout; rlimits CPU, AS, FSIZE, NOFILE, NPROC=0, CORE=0.
5. Result channel: the report travels on a private pipe prefixed with a per-run random key
   (kept in the runner's locals and the audit hook's cells, never in a closure the program can
   read); anything else on the pipe - a program that found the pipe and wrote its own report -
   makes the run an error.
6. Root only: after start-up the child chroots into its empty private directory and drops to
   uid/gid 65534, inside new network and IPC namespaces (``unshare --net --ipc``).

What holds where: as root, all six. Without root (every hosted Space), layers 1-5: the host
process can be neither signalled, traced, re-prioritised nor limited by the program (kernel,
layer 3), host files can be neither written (filter) nor opened at all (full table), and the
result cannot be forged. What root adds: the uid drop and chroot (host files not even
visible), private network/IPC namespaces. What root loses: the uid drop clears
PR_SET_PDEATHSIG (a kernel rule), so a child whose host died lives until its alarm (wall-clock
limit + 2 s) instead of dying at once. A host where the filter cannot be installed (another
architecture than x86_64/aarch64, no seccomp) gets "cannot run safely", never an unfiltered run.

Switching layers off (tests only). Each of layers 1-3 is meant to hold alone, so the tests run
each alone: ``run_python(code, limits, _layers_off={"static", "runtime", "kernel"} - {one})``.
``_layers_off`` is a private keyword of this host-side function and nothing else: the
``run_python`` tool (``tools/code.py``) passes only the model's ``code`` and its fixed
``LIMITS``, the child gets an empty environment, and the child learns the switches from its job
file (written by the host, read and unlinked before the program exists). ``"static"`` skips
``check_code``; ``"runtime"`` gives the program the real builtins and modules with no audit hook
(and pre-imports ``ctypes``, so that a test can run native code against the kernel layer);
``"kernel"`` installs no seccomp filter. Process limits, the full descriptor table, the result
key and the root-only steps stay on. ``SandboxLimits.static_checks=False`` is the older spelling
of ``_layers_off={"static"}``. The default, and every production call, is all layers on.
"""

from __future__ import annotations

import functools
import json
import math
import os
import secrets
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tools import sandbox_kernel, sandbox_runner
from tools.sandbox_policy import (
    ALLOWED_MODULES,
    BLOCKED_NAMES,
    HIDDEN_ATTRS,
    PRELOAD,
    check_code,
    parse,
)
from tools.sandbox_runner import (
    BLOCKED_TAG,
    EXIT_BLOCKED,
    EXIT_ERROR,
    EXIT_INTERNAL,
    EXIT_MEMORY,
    EXIT_OK,
)


@dataclass(frozen=True)
class SandboxLimits:
    """Limits of one run. ``static_checks=False`` is for tests only (see the module docstring)."""

    timeout_s: float = 5.0
    cpu_s: int = 5
    memory_mb: int = 512
    max_output_bytes: int = 10_000
    file_size_bytes: int = 1 << 20
    max_open_files: int = 32  # the child's whole descriptor table (8-1024), filled at start
    max_code_chars: int = 20_000
    sandbox_uid: int | None = 65534  # uid drop, chroot and namespaces need a root host
    sandbox_gid: int | None = 65534
    chroot: bool = True  # into the empty private directory, before dropping root
    namespaces: bool = True  # new network and IPC namespaces via `unshare`, when it works
    static_checks: bool = True


DEFAULT_LIMITS = SandboxLimits()
RUNNER_SOURCE = Path(sandbox_runner.__file__).read_text(encoding="utf-8")
LAUNCHER_SOURCE = Path(sandbox_kernel.__file__).read_text(encoding="utf-8")
RESULT_FD = 3  # where the launcher puts the result pipe in the child
LAYERS = frozenset({"static", "runtime", "kernel"})  # what ``_layers_off`` may name


def run_python(
    code: str,
    limits: SandboxLimits = DEFAULT_LIMITS,
    *,
    _layers_off: Collection[str] = (),
) -> dict[str, Any]:
    """Run ``code`` in a sandboxed child process; never raises for anything the code does.

    ``_layers_off`` is for tests only (see the module docstring); production passes nothing.
    """
    started = time.monotonic()
    off = frozenset(_layers_off) | ({"static"} if not limits.static_checks else set())
    if not off <= LAYERS:
        raise ValueError(f"unknown sandbox layers: {sorted(off - LAYERS)}")

    def done(stopped: str | None = None, reason: str | None = None, **fields: Any) -> dict:
        return {
            "ok": stopped is None,
            "stdout": fields.get("stdout", ""),
            "stderr": fields.get("stderr", ""),
            "result": fields.get("result"),
            "stopped": stopped,
            "reason": reason,
            "duration_s": round(time.monotonic() - started, 3),
            "truncated": fields.get("truncated", False),
        }

    if len(code) > limits.max_code_chars:
        return done(
            "error",
            f"The program is too long ({len(code)} characters; the limit is {limits.max_code_chars}).",
        )
    try:
        parse(code)
    except SyntaxError as exc:
        text = f'  File "<sandbox>", line {exc.lineno}\n'
        if exc.text:
            text += f"    {exc.text.strip()}\n"
        text += f"SyntaxError: {exc.msg}\n"
        return done("error", f"SyntaxError: {exc.msg} (line {exc.lineno}).", stderr=text)
    except (ValueError, RecursionError, MemoryError) as exc:  # null bytes, absurd nesting
        return done("error", f"The program could not be parsed: {type(exc).__name__}: {exc}")
    if "static" not in off:
        problem = check_code(code)
        if problem:
            line, what = problem
            return done(
                "blocked",
                f"Blocked before running (line {line}): {what}. The sandbox allows computation "
                f"only; allowed imports: {', '.join(ALLOWED_MODULES)}.",
            )
    return _spawn(code, limits, done, off)


def _spawn(code: str, limits: SandboxLimits, done: Any, off: frozenset[str]) -> dict[str, Any]:
    workdir = tempfile.mkdtemp(prefix="sandbox-")  # 0700; the child's cwd
    read_end, write_end = os.pipe()
    proc = None
    key = secrets.token_hex(32)  # authenticates the child's report: see _verdict
    try:
        job_path = os.path.join(workdir, "job.json")
        job = {
            "key": key,
            "launch": {
                "host_pid": os.getpid(),
                "python": sys.executable,
                "result_fd_in": write_end,
                "result_fd": RESULT_FD,
                "fd_table": limits.max_open_files,
                "deadline_s": math.ceil(limits.timeout_s) + 2,
                "seccomp": "kernel" not in off,
            },
            "code": code,
            "runtime": "runtime" not in off,
            "allowed": ALLOWED_MODULES,
            "preload": PRELOAD,
            "hidden_attrs": HIDDEN_ATTRS,
            "blocked_builtins": sorted(BLOCKED_NAMES),
            "result_fd": RESULT_FD,
            "max_output_bytes": limits.max_output_bytes,
            "cpu_s": limits.cpu_s,
            "memory_bytes": limits.memory_mb * 1024 * 1024,
            "file_size_bytes": limits.file_size_bytes,
            "max_open_files": limits.max_open_files,
            "uid": limits.sandbox_uid,
            "gid": limits.sandbox_gid,
            "chroot": limits.chroot,
        }
        with open(job_path, "w", encoding="utf-8") as fh:
            json.dump(job, fh)
        prefix = _unshare_prefix() if limits.namespaces else ()
        cmd = [
            *prefix,
            sys.executable,
            "-I",
            "-S",
            "-B",
            "-X",
            "utf8",
            "-c",
            LAUNCHER_SOURCE,
            job_path,
            RUNNER_SOURCE,
        ]
        proc = subprocess.Popen(
            cmd,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            pass_fds=(write_end,),
            env={},
            cwd=workdir,
            start_new_session=True,  # its own process group, killed as a whole
        )
        os.close(write_end)
        write_end = -1
        out, err, msg, stopped = _collect(
            proc, read_end, limits, time.monotonic() + limits.timeout_s
        )
    finally:
        if proc is not None:
            _kill_group(proc)  # not reaped yet, so this group id cannot have been reused
            proc.wait()
            for stream in (proc.stdout, proc.stderr):
                if stream:
                    stream.close()
        os.close(read_end)
        if write_end >= 0:
            os.close(write_end)
        shutil.rmtree(workdir, ignore_errors=True)

    fields = {
        "stdout": out.decode("utf-8", "replace"),
        "stderr": err.decode("utf-8", "replace"),
        "truncated": stopped == "output_limit",
    }
    return done(
        *_verdict(stopped, proc.returncode, msg.decode("utf-8", "replace"), key, limits, fields),
        **fields,
    )


def _collect(
    proc: subprocess.Popen, result_fd: int, limits: SandboxLimits, deadline: float
) -> tuple[bytes, bytes, bytes, str | None]:
    """Read stdout, stderr and the result pipe until the child exits, the deadline, or a cap.

    The child is never reaped here: a zombie keeps its pid and process group, so the caller's
    ``killpg`` can never hit a recycled group.
    """
    assert proc.stdout is not None and proc.stderr is not None
    fds = {proc.stdout.fileno(): 0, proc.stderr.fileno(): 1, result_fd: 2}
    # The report carries the result and error JSON-escaped to ASCII: up to 12 bytes a character.
    caps = (limits.max_output_bytes, limits.max_output_bytes, 12 * limits.max_output_bytes + 32768)
    bufs = (bytearray(), bytearray(), bytearray())
    try:
        pidfd = os.pidfd_open(proc.pid)  # readable once the child has exited (Linux >= 5.3)
    except (AttributeError, OSError):
        pidfd = -1
    exited = False
    try:
        with selectors.DefaultSelector() as sel:
            for fd in fds:
                os.set_blocking(fd, False)
                sel.register(fd, selectors.EVENT_READ)
            if pidfd >= 0:
                sel.register(pidfd, selectors.EVENT_READ)
            open_pipes = set(fds)
            while open_pipes or not exited:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    return (*bufs, "timeout")  # type: ignore[return-value]
                ready = sel.select(remaining if pidfd >= 0 else min(remaining, 0.02))
                for key, _ in ready:
                    if key.fd == pidfd:
                        exited = True
                        sel.unregister(pidfd)
                        continue
                    try:
                        chunk = os.read(key.fd, 65536)
                    except BlockingIOError:
                        continue
                    if not chunk:
                        sel.unregister(key.fd)
                        open_pipes.discard(key.fd)
                        continue
                    index = fds[key.fd]
                    room = caps[index] - len(bufs[index])
                    bufs[index].extend(chunk[:room])
                    if len(chunk) > room and index < 2:
                        return (*bufs, "output_limit")  # type: ignore[return-value]
                if pidfd < 0 and not exited:
                    flags = os.WEXITED | os.WNOWAIT | os.WNOHANG
                    exited = os.waitid(os.P_PID, proc.pid, flags) is not None
    finally:
        if pidfd >= 0:
            os.close(pidfd)
    return (*bufs, None)  # type: ignore[return-value]


def _verdict(
    stopped: str | None, rc: int, msg: str, key: str, limits: SandboxLimits, fields: dict
) -> tuple[str | None, str | None]:
    """Turn how the child ended into ``(stopped, reason)``; may add ``result`` to ``fields``.

    A report counts only if the whole result channel is ``key`` + one report: the program can
    reach the pipe (a gadget gives it the real ``os``), but not the key, and anything it writes
    comes before the runner's report, so a forged or spliced report is refused as an error.
    """
    if stopped == "timeout":
        return (
            stopped,
            f"Stopped: the program ran longer than {limits.timeout_s:g} s (wall-clock limit).",
        )
    if stopped == "output_limit":
        return stopped, (
            f"Stopped: the program printed more than {limits.max_output_bytes} bytes; "
            "output was truncated. Print less (e.g. a summary)."
        )
    if msg and not msg.startswith(key):
        return "error", (
            "The program wrote to the sandbox's private result channel; its report was "
            "rejected as forged."
        )
    msg = msg[len(key) :]
    if msg.startswith(BLOCKED_TAG) or (rc == EXIT_BLOCKED and not msg):
        event, _, detail = msg[len(BLOCKED_TAG) :].partition("\x1f")
        return "blocked", (
            f"Blocked: the program tried to {_describe_event(event, detail)}. The sandbox allows "
            "computation only: no files, network, processes or interpreter internals."
        )
    if rc == EXIT_MEMORY:
        return "memory", f"Stopped: the program ran out of memory (limit {limits.memory_mb} MiB)."
    if rc in (-signal.SIGXCPU, -signal.SIGKILL):
        return "cpu", f"Stopped: the program used more than {limits.cpu_s} s of CPU time."
    if rc < 0:
        try:
            name = signal.Signals(-rc).name
        except ValueError:
            name = f"signal {-rc}"
        return "error", f"The program crashed ({name})."
    try:
        report = json.loads(msg)
    except ValueError:
        report = {}
    if not isinstance(report, dict):
        report = {}
    if rc == EXIT_OK and report.get("kind") == "ok":
        result = report.get("result")
        fields["result"] = result if isinstance(result, str) else None
        fields["truncated"] = report.get("cut") is True
        return None, None
    if rc == EXIT_INTERNAL and report.get("kind") == "internal":
        return "error", f"The sandbox cannot run safely on this host: {report.get('error')}."
    if rc == EXIT_ERROR and report.get("kind") == "error":
        where = f" (line {report['line']})" if isinstance(report.get("line"), int) else ""
        return "error", f"The program raised {str(report.get('error'))[:300]}{where}."
    return "error", f"The sandbox runner failed (exit status {rc})."


def _describe_event(event: str, detail: str) -> str:
    detail = f" {detail}" if detail else ""
    if event == "open":
        return f"open a file{detail}"
    if event == "import":
        return f"import a module that is not allowed{detail}"
    if event.startswith("socket."):
        return f"use the network ({event}{detail})"
    if event in (
        "subprocess.Popen",
        "os.system",
        "os.posix_spawn",
        "os.fork",
        "os.forkpty",
        "pty.spawn",
    ) or event.startswith(("os.exec", "os.spawn")):
        return f"start a process ({event}{detail})"
    if event in ("os.kill", "os.killpg", "signal.pthread_kill"):
        return f"send a signal ({event}{detail})"
    if event in ("exec", "compile", "code.__new__", "function.__new__", "marshal.loads"):
        return (
            f"run dynamically generated code ({event}); collections.namedtuple, "
            "typing.NamedTuple and dataclasses do this - use a small class instead"
        )
    if event.startswith(("object.", "sys.", "gc.", "cpython.")):
        return f"reach interpreter internals ({event}{detail})"
    if event.startswith("ctypes."):
        return f"use ctypes ({event})"
    if event.startswith("resource."):
        return f"change resource limits ({event})"
    if event == "builtins.input":
        return "read input (stdin is closed)"
    if event.startswith("os."):
        return f"call an operating-system function ({event}{detail})"
    return f"perform the audited operation {event!r}{detail}"


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


@functools.cache
def _unshare_prefix() -> tuple[str, ...]:
    """``(unshare, --net, --ipc, --)`` if private namespaces work here (root), else ``()``."""
    exe = shutil.which("unshare")
    if not exe or os.geteuid() != 0:
        return ()
    prefix = (exe, "--net", "--ipc", "--")
    try:
        subprocess.run(
            [*prefix, sys.executable, "-I", "-S", "-c", ""],
            env={}, stdin=subprocess.DEVNULL, capture_output=True, timeout=10, check=True,
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return ()
    return prefix
