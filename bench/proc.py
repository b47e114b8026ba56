"""Stopping the child processes the benchmarks start (an app, a worker), one way for all.

A benchmark must not leave its app or worker running when it ends or fails, even when the
child ignores the polite request: so the child is asked first (SIGTERM, or the quit command a
worker reads on its stdin), given ``timeout_s`` to exit, then killed and reaped.
"""

from __future__ import annotations

import subprocess


def stop(proc: subprocess.Popen, timeout_s: float, quit_line: str | None = None) -> int:
    """End ``proc`` and return its exit status.

    ``quit_line`` (a worker's quit command) is written to its stdin, which is then closed;
    without it the process gets SIGTERM. One that has not exited after ``timeout_s`` seconds,
    or whose stdin is already broken, is killed.
    """
    try:
        if proc.poll() is None:
            if quit_line is None:
                proc.terminate()
            elif proc.stdin:
                proc.stdin.write(quit_line)
                proc.stdin.close()  # flushes; EOF tells a worker no command will follow
        return proc.wait(timeout_s)
    except (OSError, subprocess.TimeoutExpired):
        proc.kill()
        return proc.wait()
