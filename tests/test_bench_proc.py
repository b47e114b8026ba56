"""bench/proc.py: the benchmarks' one way to stop a child (ask, wait, then kill)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.proc import stop  # noqa: E402


def _python(code: str, **kwargs: object) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", code], **kwargs)  # type: ignore[call-overload]


def test_sigterm_ends_a_child_that_honours_it() -> None:
    proc = _python("import time; time.sleep(60)")
    assert stop(proc, 10) == -15  # SIGTERM, well before the timeout


def test_quit_line_ends_a_worker_reading_its_stdin() -> None:
    worker = "import sys\nfor line in sys.stdin:\n    if line == 'quit\\n': sys.exit(3)"
    proc = _python(worker, stdin=subprocess.PIPE, text=True)
    assert stop(proc, 10, quit_line="quit\n") == 3


def test_a_child_that_ignores_sigterm_is_killed_after_the_timeout() -> None:
    ignore = "import signal, sys, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
    proc = _python(ignore + "print('ready', flush=True)\ntime.sleep(60)", stdout=subprocess.PIPE)
    assert proc.stdout and proc.stdout.readline() == b"ready\n"  # the handler is in place
    started = time.monotonic()
    assert stop(proc, 0.5) == -9
    assert time.monotonic() - started < 10


def test_an_exited_child_is_only_reaped() -> None:
    proc = _python("pass", stdin=subprocess.PIPE, text=True)
    proc.wait()
    assert stop(proc, 1, quit_line="quit\n") == 0
