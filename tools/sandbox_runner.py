"""Child side of ``tools.sandbox``: run one untrusted program, report on a private pipe.

``tools.sandbox`` starts the launcher (``tools/sandbox_kernel.py``) in a new session, with an
empty environment, stdin on /dev/null, cwd a fresh private directory and, when the host allows
it, new network and IPC namespaces; the launcher installs the seccomp filter and execs this
source as ``python -I -S -B -X utf8 -c <source> 4`` in the same process: fd 4 is the job (an
unlinked file), fd 3 the result pipe, and every other fd below RLIMIT_NOFILE is taken.
Importing this module does nothing.

Steps, in order, each one shrinking what the next may do:

1. read the job from fd 4 (then point fd 4 at /dev/null) and pre-import every allowlisted
   module (imports read files; none may later);
2. set rlimits - RLIMIT_NOFILE to the table the launcher filled, so no new fd can exist - then,
   when started as root, chroot into the empty private directory and drop to an unprivileged
   uid; check that the table is really full;
3. compile the program; build restricted ``__builtins__`` and per-run proxy modules that expose
   only public, non-module attributes (``typing.sys``, ``random._os`` are not there); delete
   unaudited but risky functions (``os.mkfifo``, ``os.pidfd_open``, ``os.sched_setscheduler``,
   ``gc.set_debug`` ...) from their modules;
4. install a default-deny audit hook: any audited event outside a tiny allowlist (``exec`` of
   exactly the compiled program, ``builtins.id``, ``time.sleep``) writes a "blocked" notice and
   ends the process with ``os._exit``; should that fail, the hook raises, which also refuses.
   Only ``sys._getframe``/``sys._getframemodulename`` are refused by raising the error their
   stdlib callers (typing, enum) expect, so those fall back instead of ending the run;
5. run, then report with functions bound before step 4.

A job with ``runtime: false`` (set only by tests that run another layer alone, through
``tools.sandbox``'s private ``_layers_off``) skips steps 3-4 but for compiling: the program
gets the real builtins and modules, no hook, and ``ctypes`` pre-imported in step 1, so that a
test can run native code against the kernel layer alone.

Every report starts with the job's per-run key; the host accepts nothing else on the pipe. The
key lives in ``main``'s locals (never a closure cell: the program can read any function's
``__closure__`` it reaches) and in the hook's cells. The hook shares nothing the program can
reach: everything it uses is bound as arguments of the function that built it (no global or
builtin lookups at call time), and it is referenced only by the interpreter. Frames are
audited (``tb_frame``, ``gi_frame``, ``f_code``, ``sys._getframe``); the reporter alone reads
the program's own traceback frames, after the program has finished, with gc off.
"""

import sys

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_BLOCKED = 3
EXIT_MEMORY = 4
EXIT_INTERNAL = 5
BLOCKED_TAG = "\x1eBLOCKED\x1f"
FILENAME = "<sandbox>"
ALWAYS_ALLOWED_EVENTS = frozenset({"builtins.id", "time.sleep", "sys.unraisablehook"})
# Refused with the exception the stdlib's callers expect (typing.TypeVar, NewType, enum's
# functional API ask for the caller's module name and fall back to a default) instead of
# ending the run; the frame is still never handed out.
SOFT_REFUSALS = (("sys._getframe", ValueError), ("sys._getframemodulename", AttributeError))
MAX_TB_ENTRIES = 20
# Unaudited functions an escape could still misuse (make files, read metadata, re-create
# modules, install signal handlers, fish frames out of gc.garbage); deleted from their modules
# before the hook goes in. What the runner needs afterwards is bound to a local name first.
_FS = "mkfifo mknod readlink stat lstat access statvfs fstatvfs pathconf fpathconf uname "
_FS += "memfd_create eventfd register_at_fork umask sched_setaffinity setpriority nice "
_FS += "ctermid ttyname getlogin listxattr getxattr chroot fchdir"
# ... and unaudited calls on other processes: with the filter off (tests of this layer alone),
# a gadget's real os put another process on SCHED_IDLE, and after os.close(5) pidfd_open +
# pidfd_send_signal killed it; terminals, because the child is a session leader.
_FS += " sched_setscheduler sched_setparam pidfd_open openpty login_tty tcsetpgrp"
_SIGNAL = "signal setitimer alarm siginterrupt set_wakeup_fd pthread_sigmask pidfd_send_signal"
STRIP = {
    "posix": _FS,
    "os": _FS,
    "_imp": "create_builtin create_dynamic exec_builtin exec_dynamic init_frozen "
    "get_frozen_object find_frozen",
    "_signal": _SIGNAL,
    "gc": "set_debug callbacks garbage freeze unfreeze enable",
    "signal": _SIGNAL,  # if loaded
}


def make_hook(  # noqa: ANN201
    write, exit_now, result_fd, allowed_codes, window, traceback_type, frame_type,  # noqa: ANN001
    type_=type, len_=len, repr_=repr, str_=str, int_=int, bytes_=bytes, tuple_=tuple,  # noqa: ANN001
    base_exception=BaseException, refusal=PermissionError, exit_code=EXIT_BLOCKED,  # noqa: ANN001
    allowed_events=ALWAYS_ALLOWED_EVENTS, tag=BLOCKED_TAG, soft=SOFT_REFUSALS,  # noqa: ANN001
):  # fmt: skip
    """The audit hook. Its state lives only in this call's cells, reachable through nothing."""

    def hook(event, args):  # noqa: ANN001, ANN202
        if type_(event) is str_:
            if event in allowed_events:
                return
            if event == "exec" and len_(args) == 1:
                for code in allowed_codes:
                    if args[0] is code:
                        return
            if event == "object.__getattr__" and window and len_(args) == 2:
                obj, attr = args
                if type_(attr) is str_ and (
                    (attr == "tb_frame" and type_(obj) is traceback_type)
                    or (attr == "f_code" and type_(obj) is frame_type)
                ):
                    for allowed in window:
                        if allowed is obj:
                            return
            for soft_event, soft_error in soft:
                if event == soft_event:
                    raise soft_error("not available in the sandbox")
        else:
            event = "?"
        detail = ""
        try:  # only exact builtin types are touched: a subclass could run code in here
            for arg in args:
                kind = type_(arg)
                if kind is str_ or kind is bytes_ or kind is int_:
                    detail = repr_(arg)[:200]
                    break
                if kind is tuple_ and len_(arg) < 5:
                    plain = True
                    for item in arg:
                        item_kind = type_(item)
                        plain = plain and (item_kind is str_ or item_kind is int_)
                    if plain:
                        detail = repr_(arg)[:200]
                        break
            data = (tag + event + "\x1f" + detail).encode("utf-8", "backslashreplace")
            while data:
                data = data[write(result_fd, data) :]
        except base_exception:  # noqa: S110 - the notice is best effort; the exit is not
            pass
        exit_now(exit_code)
        raise refusal("blocked by the sandbox")  # only if exiting somehow failed

    return hook


def main() -> None:  # noqa: C901 - one linear sequence of steps reads best in one place
    import ast
    import builtins
    import gc
    import json
    import json.encoder
    import os
    import resource
    import types
    import warnings

    # The launcher left the (already unlinked) job file open on this fd; once read, the fd
    # is pointed at /dev/null (the table must stay full; the filter forbids close).
    job_fd, data = int(sys.argv[1]), bytearray()
    os.lseek(job_fd, 0, os.SEEK_SET)
    while chunk := os.read(job_fd, 1 << 16):
        data += chunk
    os.dup2(0, job_fd)
    job = json.loads(data)
    del data
    # The per-run key that authenticates every report. It lives only in this frame's locals
    # (no nested function reads it: it must never become a closure cell the program could
    # reach through a function's __closure__) and in the audit hook's unreachable cells.
    key = job.pop("key")
    runtime = job["runtime"] is not False  # False only in tests of the other layers alone
    allowed = []
    for name in (*job["allowed"], *job["preload"], *(() if runtime else ("ctypes",))):
        try:  # a module missing from this Python build must not take the others down
            __import__(name)
        except ImportError:
            continue
        if name in job["allowed"]:
            allowed.append(name)

    # Everything used after the hook is installed is bound here, never looked up later.
    write, exit_now, exc_info, audit = os.write, os._exit, sys.exc_info, sys.audit
    type_, len_, TracebackType = type, len, types.TracebackType  # noqa: N806
    encode = json.encoder.encode_basestring_ascii
    gc_disable = gc.disable
    result_fd, max_chars = job["result_fd"], job["max_output_bytes"]
    stdlib_dir = os.path.dirname(os.__file__) + os.sep
    sys.stdout.reconfigure(line_buffering=True, errors="backslashreplace")
    sys.stderr.reconfigure(errors="backslashreplace")
    flush_out, flush_err = sys.stdout.flush, sys.stderr.flush

    def send(fd: int, text: str) -> None:
        data = text.encode("utf-8", "backslashreplace")
        while data:
            data = data[write(fd, data) :]

    def refuse(event: str, detail: str) -> None:
        """Used by the import guard: raises an audit event, so the hook (which alone holds the
        key) writes the authenticated notice and ends the process. This function is reachable
        by the program (through the guard's closure), so it must hold no secret."""
        for flush in (flush_out, flush_err):
            try:
                flush()
            except BaseException:  # noqa: S110 - dying anyway; the notice matters more
                pass
        try:
            audit(event, detail) if detail else audit(event)
        finally:
            exit_now(EXIT_BLOCKED)

    # -- 2. limits, filesystem, privileges --------------------------------------------------
    cpu = job["cpu_s"]
    for limit, value in (
        (resource.RLIMIT_CPU, (cpu, cpu + 1)),  # soft: SIGXCPU; hard: SIGKILL
        (resource.RLIMIT_AS, (job["memory_bytes"],) * 2),
        (resource.RLIMIT_FSIZE, (job["file_size_bytes"],) * 2),
        (resource.RLIMIT_NOFILE, (job["max_open_files"],) * 2),
        (resource.RLIMIT_NPROC, (0, 0)),  # no fork at all once unprivileged
        (resource.RLIMIT_CORE, (0, 0)),
        (resource.RLIMIT_MEMLOCK, (0, 0)),
    ):
        resource.setrlimit(limit, value)
    if job["uid"] is not None and os.geteuid() == 0:
        if job["chroot"]:
            try:  # best effort: a container may lack CAP_SYS_CHROOT
                os.chroot(".")  # cwd is the empty private directory
                os.chdir("/")
            except PermissionError:
                pass
        try:  # not best effort: never run the program as root
            os.setgroups([])
            os.setgid(job["gid"])
            os.setuid(job["uid"])
            if os.getuid() != job["uid"] or os.geteuid() != job["uid"]:
                raise PermissionError("uid did not change")
        except (OSError, ValueError, OverflowError) as exc:
            reason = encode(f"cannot drop root: {exc}")
            send(result_fd, key + '{"kind": "internal", "error": ' + reason + "}")
            exit_now(EXIT_INTERNAL)
    # The launcher filled the descriptor table up to RLIMIT_NOFILE and the seccomp filter
    # forbids closing those fds: no new file, socket or pipe can exist from here on.
    try:
        os.dup(0)
    except OSError:
        pass
    else:
        send(result_fd, key + '{"kind": "internal", "error": "the descriptor table is not full"}')
        exit_now(EXIT_INTERNAL)

    # -- 3. program, builtins, modules ----------------------------------------------------
    source = job["code"]
    src_lines = source.splitlines()
    tree = ast.parse(source, FILENAME)
    expr_code = None
    if tree.body and isinstance(tree.body[-1], ast.Expr):  # REPL-style final expression
        expr_code = compile(ast.Expression(tree.body.pop().value), FILENAME, "eval")
    body_code = compile(tree, FILENAME, "exec", dont_inherit=True)
    allowed_codes = (body_code, expr_code) if expr_code is not None else (body_code,)

    hidden = {name: set(attrs) for name, attrs in job["hidden_attrs"].items()}
    proxies: dict[str, types.ModuleType] = {}
    for name in allowed:
        real = sys.modules[name]
        proxy = types.ModuleType(name, real.__doc__)
        for attr, value in vars(real).items():
            if attr.startswith("_") or attr in hidden.get(name, ()):
                continue
            if not isinstance(value, types.ModuleType):
                setattr(proxy, attr, value)
        proxies[name] = proxy
    for name in allowed:  # allowed submodules hang off their (proxy) parent
        parent, _, child = name.rpartition(".")
        if parent in proxies:
            setattr(proxies[parent], child, proxies[name])

    loaded = sys.modules

    def guarded_import(
        name: str,
        globals: object = None,
        locals: object = None,
        fromlist: tuple = (),
        level: int = 0,
    ) -> types.ModuleType | None:
        if type_(name) is str and type_(fromlist) is list and not fromlist and name in loaded:
            # C code's PyImport_Import (datetime.strptime -> _strptime, warnings) calls the
            # current __import__ and then reads sys.modules itself: it gets its module, the
            # program gets None. An import statement never passes a list.
            return None
        if type_(name) is not str or level != 0 or name not in proxies:
            refuse("import", name[:200] if type_(name) is str else "")
            raise ImportError("blocked by the sandbox")
        for item in fromlist or ():
            if type_(item) is not str or item.startswith("_"):
                refuse("import", f"{name} (a private name)")
                raise ImportError("blocked by the sandbox")
        return proxies[name] if fromlist else proxies[name.partition(".")[0]]

    blocked = set(job["blocked_builtins"])
    safe_builtins = {
        k: v for k, v in vars(builtins).items() if not k.startswith("_") and k not in blocked
    }
    safe_builtins["__build_class__"] = builtins.__build_class__  # class statements need it
    safe_builtins["__import__"] = guarded_import
    user_globals = {"__name__": "__main__", "__builtins__": safe_builtins}
    if not runtime:
        user_globals["__builtins__"] = builtins

    # The default warning and unraisable-exception printers read source files, which the
    # hook would (rightly) refuse; these print one line instead.
    def show_warning(message, category, filename, lineno, file=None, line=None) -> None:  # noqa: ANN001
        sys.stderr.write(f"{getattr(category, '__name__', 'Warning')}: {message}\n")

    def show_unraisable(unraisable) -> None:  # noqa: ANN001
        exc = unraisable.exc_type
        sys.stderr.write(
            f"Exception ignored: {getattr(exc, '__name__', exc)}: {unraisable.exc_value}\n"
        )

    warnings.showwarning = show_warning
    sys.unraisablehook = show_unraisable

    # -- 4. the hook ---------------------------------------------------------------------
    window: list = []  # traceback/frame objects the reporter may read; empty while user code runs
    for module_name, names in STRIP.items():
        if module_name not in sys.modules or not runtime:
            continue
        namespace = vars(sys.modules[module_name])
        for attr in names.split():
            namespace.pop(attr, None)
    gc.collect()  # setup's cyclic garbage goes now, never to a later finalizer
    if runtime:
        sys.addaudithook(
            make_hook(
                write,
                exit_now,
                result_fd,
                allowed_codes,
                window,
                TracebackType,
                types.FrameType,
                tag=key + BLOCKED_TAG,
            )
        )

    # -- 5. run and report ----------------------------------------------------------------
    kind, result, error, tb, oom, cut = "ok", None, None, None, False, False
    try:
        exec(body_code, user_globals)
        if expr_code is not None:
            value = eval(expr_code, user_globals)
            if value is not None:
                text = repr(value)
                result = text[:max_chars] if type_(text) is str else "<unprintable>"
                cut = type_(text) is str and len_(text) > max_chars
    except MemoryError:
        oom = True
    except SystemExit as exc:
        if exc.code not in (None, 0):
            kind, error = "error", f"SystemExit: {exc.code!r}"[:500]
    except BaseException as exc:
        kind, tb = "error", exc_info()[2]
        try:
            name, message = type_(exc).__name__, str(exc)
            if type_(name) is not str or type_(message) is not str:
                name, message = "Exception", "<unprintable>"
            module = type_(exc).__module__
            if type_(module) is str and module not in ("builtins", "__main__"):
                name = f"{module}.{name}"
        except BaseException:
            name, message = "Exception", "<unprintable>"
        error = f"{name}: {message}"[:2000] if message else name
    if oom:
        user_globals.clear()
        send(result_fd, key + '{"kind": "memory"}')
        exit_now(EXIT_MEMORY)
    for flush in (flush_out, flush_err):
        try:
            flush()
        except BaseException:  # noqa: S110 - a closed or replaced stream must not stop the report
            pass

    entries: list[tuple[str, int, str]] = []
    if tb is not None:
        # Reporter-only window: gc is off and only C-level attributes are read, so no program
        # code runs while the hook lets these particular frames be read.
        gc_disable()
        chain = []
        while type_(tb) is TracebackType and len_(chain) < 5000:
            chain.append(tb)
            tb = tb.tb_next
        window.extend(chain)
        try:
            for item in chain[1:]:  # the first entry is this runner's exec() call
                frame = item.tb_frame
                window.append(frame)
                code = frame.f_code
                entries.append((code.co_filename, item.tb_lineno, code.co_name))
        finally:
            window.clear()
            chain.clear()

    try:
        send(2, format_traceback(entries, src_lines, stdlib_dir, error))
        line = next((n for f, n, _ in reversed(entries) if f == FILENAME), None)
        fields = [f'"kind": {encode(kind)}']
        if result is not None:
            fields.append(f'"result": {encode(result)}, "cut": {"true" if cut else "false"}')
        if error is not None:
            fields.append(f'"error": {encode(error)}')
        if line is not None:
            fields.append(f'"line": {line}')
        send(result_fd, key + "{" + ", ".join(fields) + "}")
    except BaseException:
        exit_now(EXIT_INTERNAL)
    exit_now(EXIT_OK if kind == "ok" else EXIT_ERROR)


def format_traceback(
    entries: list[tuple[str, int, str]], src_lines: list[str], stdlib_dir: str, error: str | None
) -> str:
    """CPython-style traceback text without host paths; repeats collapsed like CPython does."""
    if not entries:
        return error + "\n" if error else ""
    out = ["Traceback (most recent call last):\n"]
    if len(entries) > MAX_TB_ENTRIES:
        out.append(f"  [... {len(entries) - MAX_TB_ENTRIES} earlier frames omitted]\n")
    previous, repeats = None, 0
    for entry in entries[-MAX_TB_ENTRIES:]:
        if entry == previous:
            repeats += 1
            if repeats >= 3:
                continue
        else:
            if repeats >= 3:
                out.append(f"  [Previous line repeated {repeats - 2} more times]\n")
            previous, repeats = entry, 0
        filename, lineno, func = entry
        if filename == FILENAME:
            shown = FILENAME
        elif filename.startswith(stdlib_dir):
            shown = "<stdlib>/" + filename[len(stdlib_dir) :]
        else:
            shown = "<python>"
        out.append(f'  File "{shown}", line {lineno}, in {func}\n')
        if filename == FILENAME and 0 < lineno <= len(src_lines):
            out.append(f"    {src_lines[lineno - 1].strip()}\n")
    if repeats >= 3:
        out.append(f"  [Previous line repeated {repeats - 2} more times]\n")
    return "".join(out) + (error or "") + "\n"


if __name__ == "__main__":
    main()
