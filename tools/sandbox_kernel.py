"""Kernel layer of the run_python sandbox: a seccomp-bpf filter that holds without root.

The sandbox child starts as a tiny *launcher* (this module's source, run with ``python -I -S
-B -c``) that locks the process down and then ``execveat``s the real runner
(``tools/sandbox_runner.py``) in the same process. The launcher:

1. sets ``PR_SET_PDEATHSIG(SIGKILL)`` (the child dies with the host) and an ``alarm`` a little
   past the wall-clock limit (a dead man's switch that survives the exec and a uid drop);
2. fills the file-descriptor table up to ``fd_table`` with ``/dev/null`` (fds 0-2 and the result
   pipe on fd 3 stay as they are) - the runner then sets ``RLIMIT_NOFILE`` to ``fd_table``, so
   after start-up no new file, socket, pipe or memfd can be created at all, and the filter
   forbids closing those fds to make room;
3. sets ``PR_SET_NO_NEW_PRIVS`` and installs the filter, then execs the runner through an
   ``O_CLOEXEC`` fd above the table (the one exec the filter allows; gone after it). The job's
   ``seccomp: false`` skips the filter: set only by tests of the other layers alone
   (``tools.sandbox``'s private ``_layers_off``), never in production.

Why not install the filter from the runner after its imports: calling ``prctl`` needs
``ctypes``, and once ``_ctypes`` is loaded its classes are reachable through
``object.__subclasses__()`` and give unaudited arbitrary memory reads and writes (a pointer in a
``Union``) - enough to read the result key and undo every in-process layer. The exec leaves no
``ctypes`` in the process that runs the program.

The filter (default allow, ``EPERM`` for what it names; another architecture's or an x32
syscall ends the process) denies: signals to any process (``kill``, ``tkill``, ``tgkill``,
``rt_*sigqueueinfo``, ``pidfd_*``), ``ptrace``/``process_vm_*``/``kcmp``, every scheduling or
priority change (``sched_set*``, ``setpriority``, ``ioprio_set``, ``migrate_pages``...),
``prlimit64`` on another process, sockets, ``execve``, ``fork``/``vfork``/``clone``/``clone3``
(no processes and no threads), namespaces and mounts, ``bpf``, ``perf_event_open``, keyrings,
``userfaultfd``, ``io_uring``, modules, ``prctl``/``seccomp``, timers that could cancel the
deadline (and ``timer_create``), POSIX message queues (``mq_open``, ``mq_unlink``,
``mq_notify``), and every call that writes the file system (``open`` with a write flag,
``unlink``, ``rename``, ``mkdir``, ``chmod``, ``truncate``, ``xattr``...). Only x86_64 and
aarch64 are known; anywhere else (or if the kernel refuses the filter) the run is refused with
"cannot run safely", never run unfiltered.

The kernel also signals processes on a program's behalf; where the call itself is needed,
those paths are closed by argument: ``fcntl`` F_SETOWN, F_SETOWN_EX, F_SETSIG, F_SETLEASE,
F_NOTIFY, and F_SETFL with O_ASYNC (a file's owner gets the signal of the setter's choosing,
SIGKILL included, whenever the file becomes readable or writable: the review killed the server
through the program's stdout pipe as uid 65534); the ``ioctl``s FIOASYNC, FIOSETOWN and
SIOCSPGRP, and the terminal ones that move signals or input (TIOCSPGRP, TIOCSCTTY, TIOCNOTTY,
TIOCSIG, TIOCVHANGUP, TIOCSTI, TIOCCONS, TIOCSETD, TIOCLINUX). Also checked: ``timer_create``
with SIGEV_THREAD_ID and ``mq_notify`` can only signal the caller (the kernel checks) and are
denied anyway; F_SETLEASE and F_NOTIFY signal the file's owner, the caller once F_SETOWN is
gone; ``setpgid`` into another session's group is refused by the kernel; ``clone`` with
CLONE_PARENT and an ``exit_signal`` (the parent gets it when the child exits) and
``prctl(PR_SET_PDEATHSIG)`` go with their denied syscalls. ``tests/test_sandbox_layers.py``
tries each from native code with the other layers off.

Limits of this layer: a filter cannot read the path behind a pointer, so the one exec it allows
(``execveat`` on the launcher's fd number) would also take an absolute path - reachable only by
native code (Python's ``os.execve(fd)`` passes an empty path, and that fd is closed), and what it
started would keep this filter and a full descriptor table (a dynamically linked program cannot
even load its libraries). File metadata (``stat``) stays readable; the runner strips Python's
functions for it.
"""

import struct
import sys

EXIT_INTERNAL = 5  # same value as tools.sandbox_runner.EXIT_INTERNAL

# (x86_64, aarch64) syscall numbers from the kernel's uapi headers; None: not on that arch.
SYSCALLS = {
    "kill": (62, 129), "tkill": (200, 130), "tgkill": (234, 131),
    "rt_sigqueueinfo": (129, 138), "rt_tgsigqueueinfo": (297, 240),
    "pidfd_open": (434, 434), "pidfd_send_signal": (424, 424), "pidfd_getfd": (438, 438),
    "ptrace": (101, 117), "process_vm_readv": (310, 270), "process_vm_writev": (311, 271),
    "process_madvise": (440, 440), "kcmp": (312, 272),
    "sched_setscheduler": (144, 119), "sched_setparam": (142, 118), "sched_setattr": (314, 274),
    "sched_setaffinity": (203, 122), "setpriority": (141, 140), "ioprio_set": (251, 30),
    "migrate_pages": (256, 238), "move_pages": (279, 239),
    "socket": (41, 198), "socketpair": (53, 199), "connect": (42, 203), "bind": (49, 200),
    "listen": (50, 201), "accept": (43, 202), "accept4": (288, 242),
    "execve": (59, 221), "fork": (57, None), "vfork": (58, None), "clone": (56, 220),
    "clone3": (435, 435), "unshare": (272, 97), "setns": (308, 268), "mount": (165, 40),
    "umount2": (166, 39), "pivot_root": (155, 41), "open_tree": (428, 428),
    "move_mount": (429, 429), "fsopen": (430, 430), "fsconfig": (431, 431),
    "fsmount": (432, 432), "fspick": (433, 433), "mount_setattr": (442, 442),
    "bpf": (321, 280), "perf_event_open": (298, 241), "keyctl": (250, 219),
    "add_key": (248, 217), "request_key": (249, 218), "userfaultfd": (323, 282),
    "io_uring_setup": (425, 425), "io_uring_enter": (426, 426), "io_uring_register": (427, 427),
    "init_module": (175, 105), "finit_module": (313, 273), "delete_module": (176, 106),
    "kexec_load": (246, 104), "kexec_file_load": (320, 294), "reboot": (169, 142),
    "swapon": (167, 224), "swapoff": (168, 225), "acct": (163, 89), "quotactl": (179, 60),
    "quotactl_fd": (443, 443), "syslog": (103, 116), "personality": (135, 92),
    "seccomp": (317, 277), "prctl": (157, 167), "alarm": (37, None), "setitimer": (38, 103),
    "vhangup": (153, 58), "uselib": (134, None), "lookup_dcookie": (212, 18),
    "memfd_create": (319, 279), "fanotify_init": (300, 262), "timer_create": (222, 107),
    "mq_open": (240, 180), "mq_unlink": (241, 181), "mq_notify": (244, 184),
    "name_to_handle_at": (303, 264), "open_by_handle_at": (304, 265),
    "openat2": (437, 437), "creat": (85, None), "close_range": (436, 436),
    "unlink": (87, None), "unlinkat": (263, 35), "rename": (82, None), "renameat": (264, 38),
    "renameat2": (316, 276), "mkdir": (83, None), "mkdirat": (258, 34), "rmdir": (84, None),
    "link": (86, None), "linkat": (265, 37), "symlink": (88, None), "symlinkat": (266, 36),
    "chmod": (90, None), "fchmod": (91, 52), "fchmodat": (268, 53), "fchmodat2": (452, 452),
    "chown": (92, None), "fchown": (93, 55), "lchown": (94, None), "fchownat": (260, 54),
    "truncate": (76, 45), "ftruncate": (77, 46), "mknod": (133, None), "mknodat": (259, 33),
    "utime": (132, None), "utimes": (235, None), "futimesat": (261, None),
    "utimensat": (280, 88), "setxattr": (188, 5), "lsetxattr": (189, 6), "fsetxattr": (190, 7),
    "removexattr": (197, 14), "lremovexattr": (198, 15), "fremovexattr": (199, 16),
    # allowed only with the arguments checked below
    "close": (3, 57), "prlimit64": (302, 261), "open": (2, None), "openat": (257, 56),
    "execveat": (322, 281), "fcntl": (72, 25), "ioctl": (16, 29),
}  # fmt: skip
CONDITIONAL = ("close", "prlimit64", "open", "openat", "execveat", "fcntl", "ioctl")
DENIED = tuple(name for name in SYSCALLS if name not in CONDITIONAL)
# machine -> (AUDIT_ARCH_*, column in SYSCALLS); both little-endian 64-bit.
ARCHES = {"x86_64": (0xC000003E, 0), "aarch64": (0xC00000B7, 1)}
X32_SYSCALL_BIT = 0x40000000
O_WRITE_FLAGS = 0o1 | 0o2 | 0o100 | 0o1000 | 0o2000  # O_WRONLY O_RDWR O_CREAT O_TRUNC O_APPEND
# Signal-driven I/O: a file's owner (F_SETOWN...) is signalled, as the file's opener, whenever
# the file becomes readable or writable once O_ASYNC is on - the review killed the server by
# owning the program's stdout pipe. Same numbers on x86_64 and aarch64 (asm-generic).
F_SETFL, O_ASYNC = 4, 0o20000
FCNTL_DENIED = (
    8,  # F_SETOWN (a pid, or a process group if negative)
    10,  # F_SETSIG (which signal, SIGKILL included)
    15,  # F_SETOWN_EX (a thread, process or process group)
    1024,  # F_SETLEASE (a lease break signals the file's owner)
    1026,  # F_NOTIFY (dnotify signals the directory's owner)
)
IOCTL_DENIED = (
    0x5452,  # FIOASYNC: O_ASYNC by ioctl
    0x8901,  # FIOSETOWN: a socket's owner
    0x8902,  # SIOCSPGRP: a socket's owner (process group)
    0x5410,  # TIOCSPGRP: a terminal's foreground group (gets its SIGINT, SIGTSTP ...)
    0x540E,  # TIOCSCTTY: take a controlling terminal (SIGHUP to its group on exit)
    0x5422,  # TIOCNOTTY: give it up (SIGHUP, SIGCONT to the foreground group)
    0x5412,  # TIOCSTI: type into a terminal
    0x541D,  # TIOCCONS: redirect the console
    0x40045436,  # TIOCSIG: signal a pty's foreground group
    0x5437,  # TIOCVHANGUP: hang up a terminal (SIGHUP)
    0x5423,  # TIOCSETD: change a terminal's line discipline
    0x541C,  # TIOCLINUX: console subcommands
)

RET_ALLOW, RET_KILL_PROCESS, RET_EPERM = 0x7FFF0000, 0x80000000, 0x00050000 | 1
LD_ABS, JEQ, JGE, JSET, RET = 0x20, 0x15, 0x35, 0x45, 0x06  # BPF_LD|W|ABS, BPF_JMP|..|K, BPF_RET|K
NR, ARCH = 0, 4  # offsets in struct seccomp_data; args[i] low word at 16 + 8 * i


class SeccompUnavailable(RuntimeError):
    """No filter can be built for this interpreter or machine."""


def _insn(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("<HBBI", code, jt, jf, k)


def _arg(index: int) -> bytes:
    """Load the low 32 bits of argument ``index`` (fds, pids and flags are 32-bit ints)."""
    return _insn(LD_ABS, 16 + 8 * index)


def _fcntl_body() -> list[bytes]:
    """``fcntl``: EPERM for FCNTL_DENIED, and for F_SETFL with O_ASYNC; else allow. The kernel
    reads the command and the flags as 32-bit ints, so the low words are what count."""
    n = len(FCNTL_DENIED)  # indices: 0 load, 1..n compares, n+1 F_SETFL?, n+2 load, n+3 bit
    body = [_arg(1)]
    body += [_insn(JEQ, cmd, n + 5 - (i + 2), 0) for i, cmd in enumerate(FCNTL_DENIED)]
    body += [_insn(JEQ, F_SETFL, 0, 2), _arg(2), _insn(JSET, O_ASYNC, 1, 0)]
    return body + [_insn(RET, RET_ALLOW), _insn(RET, RET_EPERM)]  # n+4 allow, n+5 deny


def _ioctl_body() -> list[bytes]:
    """``ioctl``: EPERM for IOCTL_DENIED (compared as the kernel's 32-bit request); else allow
    (Python sets close-on-exec with FIOCLEX)."""
    n = len(IOCTL_DENIED)  # indices: 0 load, 1..n compares, n+1 allow, n+2 deny
    body = [_arg(1)]
    body += [_insn(JEQ, request, n + 2 - (i + 2), 0) for i, request in enumerate(IOCTL_DENIED)]
    return body + [_insn(RET, RET_ALLOW), _insn(RET, RET_EPERM)]


def build_filter(machine: str, exec_fd: int, fd_table: int) -> bytes:
    """The BPF program (``struct sock_filter[]``) for ``machine``; raises SeccompUnavailable."""
    if machine not in ARCHES or sys.maxsize < 2**32 or sys.byteorder != "little":
        raise SeccompUnavailable(
            f"no seccomp filter for this machine ({machine}, {struct.calcsize('P') * 8}-bit)"
        )
    audit_arch, column = ARCHES[machine]
    nr = {name: numbers[column] for name, numbers in SYSCALLS.items()}
    prog = [_insn(LD_ABS, ARCH), _insn(JEQ, audit_arch, 1, 0), _insn(RET, RET_KILL_PROCESS)]
    prog.append(_insn(LD_ABS, NR))
    if machine == "x86_64":  # the x32 ABI reaches the same kernel code under other numbers
        prog += [_insn(JGE, X32_SYSCALL_BIT, 0, 1), _insn(RET, RET_EPERM)]
    for name in DENIED:
        if nr[name] is not None:
            prog += [_insn(JEQ, nr[name], 0, 1), _insn(RET, RET_EPERM)]
    # Each block: "if nr == X" then load an argument and return; a miss skips the block.
    blocks = {
        "close": (_arg(0), _insn(JGE, fd_table, 0, 1), RET_ALLOW, RET_EPERM),  # keep the table full
        "prlimit64": (_arg(0), _insn(JEQ, 0, 0, 1), RET_ALLOW, RET_EPERM),  # own process only
        "open": (_arg(1), _insn(JSET, O_WRITE_FLAGS, 0, 1), RET_EPERM, RET_ALLOW),
        "openat": (_arg(2), _insn(JSET, O_WRITE_FLAGS, 0, 1), RET_EPERM, RET_ALLOW),
        "execveat": (_arg(0), _insn(JEQ, exec_fd, 0, 1), RET_ALLOW, RET_EPERM),  # the runner
    }
    for name, (load, test, when_true, when_false) in blocks.items():
        if nr[name] is not None:
            prog += [_insn(JEQ, nr[name], 0, 4), load, test]
            prog += [_insn(RET, when_true), _insn(RET, when_false)]
    for name, body in (("fcntl", _fcntl_body()), ("ioctl", _ioctl_body())):
        prog += [_insn(JEQ, nr[name], 0, len(body)), *body]
    prog.append(_insn(RET, RET_ALLOW))
    return b"".join(prog)


def launch() -> None:
    """Launcher entry point: ``argv = [job.json, runner source]``; never returns."""
    import json
    import os

    job_fd = os.open(sys.argv[1], os.O_RDONLY)
    data = bytearray()
    while chunk := os.read(job_fd, 1 << 16):
        data += chunk
    os.unlink(sys.argv[1])  # the runner reads the job (and its key) from the open fd only
    job = json.loads(data)
    config, key = job["launch"], job["key"]
    out_fd = config["result_fd_in"]
    try:
        out_fd, exec_fd = _lock_down(config, job_fd)
        argv = [config["python"], "-I", "-S", "-B", "-X", "utf8", "-c", sys.argv[2]]
        os.execve(exec_fd, [*argv, "4"], {})
    except BaseException as exc:  # noqa: BLE001 - every failure refuses the run, with a reason
        report = {"kind": "internal", "error": f"{type(exc).__name__}: {exc}"[:500]}
        data = (key + json.dumps(report)).encode("utf-8", "backslashreplace")
        while data:
            data = data[os.write(out_fd, data) :]
        os._exit(EXIT_INTERNAL)


def _lock_down(config: dict, job_fd: int) -> tuple[int, int]:
    """Steps 1-3 of the module docstring; returns ``(result fd, exec fd)``."""
    import ctypes
    import fcntl
    import os
    import signal

    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl.argtypes = [ctypes.c_int] + [ctypes.c_ulong] * 4
    libc.prctl.restype = ctypes.c_int

    def prctl(option: int, arg: int, what: str, arg3: int = 0) -> None:
        if libc.prctl(option, arg, arg3, 0, 0) != 0:
            errno = ctypes.get_errno()
            raise OSError(errno, f"{what} failed: {os.strerror(errno)}")

    prctl(1, signal.SIGKILL, "PR_SET_PDEATHSIG")
    if os.getppid() != config["host_pid"]:
        raise RuntimeError("the host exited before the sandbox started")
    signal.alarm(config["deadline_s"])

    result_fd, fd_table = config["result_fd"], config["fd_table"]
    if not 8 <= fd_table <= 1024:
        raise ValueError(f"the descriptor table size must be 8-1024, not {fd_table}")
    # Move the result pipe and the job file to their fixed numbers, via copies above the table
    # so that neither can overwrite the other on the way.
    moves = [(fd, wanted) for fd, wanted in ((config["result_fd_in"], result_fd), (job_fd, 4))]
    copies = [(fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, fd_table), wanted) for fd, wanted in moves]
    for fd, _ in moves:
        os.close(fd)
    for copy, wanted in copies:
        os.dup2(copy, wanted)  # inheritable: survives the exec
        os.close(copy)
    null = os.open(os.devnull, os.O_RDONLY)
    for fd in range(fd_table):
        try:
            os.fstat(fd)
        except OSError:
            os.dup2(null, fd)  # inheritable: survives the exec
    if null < fd_table:
        os.set_inheritable(null, True)  # a filler too; O_CLOEXEC would leave a hole after exec
    else:
        os.close(null)
    exec_fd = os.open(config["python"], os.O_RDONLY | os.O_CLOEXEC)
    if exec_fd < fd_table:
        raise RuntimeError("the file table could not be filled")

    prog = build_filter(os.uname().machine, exec_fd, fd_table)
    buffer = ctypes.create_string_buffer(prog, len(prog))

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    fprog = SockFprog(len(prog) // 8, ctypes.addressof(buffer))
    prctl(38, 1, "PR_SET_NO_NEW_PRIVS")
    if config["seccomp"] is not False:  # False only in tests of the other layers alone
        prctl(22, 2, "installing the seccomp filter", ctypes.addressof(fprog))  # MODE_FILTER
    return result_fd, exec_fd


if __name__ == "__main__":
    launch()
