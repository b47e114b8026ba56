"""The README's screenshots, taken from the running app: ``python scripts/screenshots.py``.

Runs the browser walk of ``tests/test_browser_walk.py`` (the real app server on the scripted
model, Debian's chromium driven by Playwright, desktop and phone) with ``SHOTS_DIR`` set, so
the pictures are of the page as the tests check it, and regenerating them is one command
after any change to the page. Writes ``docs/img/*.png`` (or ``--out``); the walk's checks
(accessibility, no sideways scrolling) must pass for the pictures to be written.

Needs ``requirements-test.txt`` and ``chromium``; the status line's ⏱ needs an emoji font
(``apt-get install fonts-noto-color-emoji``), or it shows as a box.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python scripts/screenshots.py", description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "img")
    args = parser.parse_args(argv)
    env = {**os.environ, "SHOTS_DIR": str(args.out.resolve())}
    command = [sys.executable, "-m", "pytest", "-q", "tests/test_browser_walk.py"]
    done = subprocess.run(command, cwd=ROOT, env=env, check=False)  # noqa: S603 - our own tests
    if done.returncode == 0:
        for shot in sorted(args.out.glob("*.png")):
            print(shot.relative_to(ROOT) if shot.is_relative_to(ROOT) else shot)
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
