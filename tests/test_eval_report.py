"""The eval report says what its latencies were measured with.

Latency per turn depends on the dtype the machine allows (bf16 where the CPU has AVX512-BF16
or AMX, else float32, about 2.5x slower for the 0.5B here): a report that does not say which
cannot be compared with another (fresh25's run on an AVX2-only host looked 2.8x slower than
fresh24's on an AVX512-BF16 one, with the same tokens per turn).
"""

from __future__ import annotations

import json
from pathlib import Path

from eval.report import markdown

RESULTS = Path(__file__).resolve().parents[1] / "bench" / "results"


def test_the_model_line_says_the_dtype_and_why():
    results = json.loads((RESULTS / "eval-fresh25-0.5b-5c07852.json").read_text())
    line = next(x for x in markdown(results).splitlines() if x.startswith("- model:"))
    assert "float32 (CPU has no AVX512-BF16/AMX: bf16 would be emulated)" in line, line
    assert "2 torch threads" in line, line


def test_a_run_without_a_dtype_says_so():
    results = json.loads((RESULTS / "eval-fresh25-0.5b-5c07852.json").read_text())
    info = results["run"]["model_info"]
    for field in ("dtype", "dtype_reason", "threads", "threads_reason"):
        info.pop(field, None)
    line = next(x for x in markdown(results).splitlines() if x.startswith("- model:"))
    assert "dtype not recorded" in line, line
