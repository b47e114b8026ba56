"""``python app.py``, except that loading the model waits until a file exists.

    LOAD_GATE=/tmp/x/open python tests/gated_app.py

For ``tests/test_cold_start.py``: to see the page served and a turn sent while the model is
still loading, the test must decide when loading ends. The gate lives here, in the test's
launcher, not in the app: ``llm.select.load_backend`` is wrapped, then ``app.py`` runs as
``__main__``, unchanged (as ``bench/cold_start.py`` does to time it).
"""

from __future__ import annotations

import os
import runpy
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[0] = str(ROOT)  # as for `python app.py` (this file's folder is tests/)

import llm.select  # noqa: E402 - after the path is set

GATE = Path(os.environ["LOAD_GATE"])
GATE_WAIT_S = 180.0  # a test that never opens the gate has failed; don't hang on it
real_load = llm.select.load_backend


def gated_load(settings: Any, spec: Any = None) -> Any:
    print("gated_app: the model load waits for the gate", flush=True)
    deadline = time.monotonic() + GATE_WAIT_S
    while not GATE.exists():
        if time.monotonic() > deadline:
            raise RuntimeError(f"gated_app: {GATE} never appeared")
        time.sleep(0.05)
    print("gated_app: the gate is open; loading", flush=True)
    return real_load(settings, spec)


llm.select.load_backend = gated_load
runpy.run_path(str(ROOT / "app.py"), run_name="__main__")
