"""CPU the app uses while nobody talks to it: no client, then one idle browser page.

    python bench/idle_cpu.py                 # served model faked (tests.openai_fake)
    python bench/idle_cpu.py --model tiny    # a tiny random Qwen2 in the process (transformers)

``python app.py`` runs as its own process, as the tests start it (``tests.app_process``).
After it answers ``/config`` and settles, its utime+stime (``/proc/<pid>/stat``, all threads)
is read over ``--seconds`` with no client at all; then one chromium page (Playwright) opens
the chat, and the same is read again while the page sits idle (the staff-decision poll was
one request every 2 s per open page; tests/test_browser.py counts those). Why: an idle app
should cost nothing; a Space or a replica behind a balancer sits idle most of the time.
Prints a markdown table (``bench/results/idle-cpu.md`` holds the numbers kept).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.app_process import start_app  # noqa: E402
from tests.openai_fake import FakeOpenAI  # noqa: E402

TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """utime + stime of ``pid`` (every thread), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK  # fields 14 and 15 of stat(5)


def share(pid: int, seconds: float) -> tuple[float, float]:
    """(CPU seconds used, % of one core) over ``seconds`` of wall time."""
    before, start = cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    used, wall = cpu_seconds(pid) - before, time.monotonic() - start
    return used, 100 * used / wall


def browser_idle(url: str, pid: int, seconds: float) -> tuple[float, float]:
    from playwright.sync_api import sync_playwright

    from tests.test_browser import CHROMIUM, FLAGS

    if CHROMIUM is None:
        raise SystemExit("chromium is not installed")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            page = browser.new_page()
            page.goto(url)
            page.locator("#msg textarea").wait_for(timeout=30_000)
            time.sleep(3)  # the page's start-up requests are over
            used, pct = share(pid, seconds)
        finally:
            browser.close()
    return used, pct


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--model", choices=["served", "tiny"], default="served")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="idle-cpu-"))
    with FakeOpenAI() as model:
        if args.model == "tiny":
            from llm.testing import build_tiny_qwen

            env = {"MODEL_ID": str(build_tiny_qwen(work / "tiny-qwen"))}
        else:
            env = {"LLM_BASE_URL": model.base_url}
        app = start_app("idle", work, env)
        try:
            app.wait_ready()
            time.sleep(5)  # start-up work (first requests, model warm-up) is over
            pid = app.proc.pid
            used, pct = share(pid, args.seconds)
            b_used, b_pct = browser_idle(app.url, pid, args.seconds)
        finally:
            app.stop()
            shutil.rmtree(work, ignore_errors=True)
    print(f"| state ({args.model} model, {args.seconds:.0f} s) | CPU s | % of a core |")
    print("|---|---|---|")
    print(f"| no client | {used:.2f} | {pct:.1f} |")
    print(f"| one idle browser page | {b_used:.2f} | {b_pct:.1f} |")


if __name__ == "__main__":
    main()
