"""summary_stats and parse_numbers: exact values, free-text parsing, errors, the chart."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from settings import Settings
from tools.base import ToolContext, ToolInputError
from tools.data import parse_numbers, summary_stats


@pytest.fixture
def ctx(tmp_path) -> ToolContext:
    return ToolContext(settings=Settings(data_dir=tmp_path))


def test_exact_values(ctx):
    out = summary_stats.call({"numbers": [3, 5, 10]}, ctx).as_json()
    assert {k: out[k] for k in ("count", "sum", "mean", "median", "min", "max")} == {
        "count": 3, "sum": 18, "mean": 6, "median": 5, "min": 3, "max": 10,
    }  # fmt: skip
    assert isinstance(out["mean"], int)  # 6, not 6.0000000001
    # deviations -3, -1, 4: squares sum to 26 -> sample var 13, population var 26/3
    assert out["stdev_sample"] == pytest.approx(math.sqrt(13), rel=1e-14)
    assert out["stdev_population"] == pytest.approx(math.sqrt(26 / 3), rel=1e-14)
    # inclusive (linear) quartiles: positions 0.5, 1, 1.5 between the sorted values
    assert (out["q1"], out["q2"], out["q3"]) == (4, 5, 7.5)
    assert out["quartile_method"] == "inclusive"
    assert out["values"] == [3, 5, 10] and out["notes"] == []
    assert "chart_path" not in out
    json.dumps(out)


def test_textbook_stdev_and_float_noise(ctx):
    out = summary_stats.fn(ctx, [2, 4, 4, 4, 5, 5, 7, 9])
    assert out["stdev_population"] == 2 and out["mean"] == 5
    assert out["stdev_sample"] == pytest.approx(math.sqrt(32 / 7))
    out = summary_stats.fn(ctx, [0.1, 0.2])
    assert out["sum"] == 0.3 and out["mean"] == 0.15  # not 0.30000000000000004


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3, 5 and 10", [3, 5, 10]),
        ("1.5; 2e3 -4", [1.5, 2000, -4]),
        ("$1,200 and 3", [1200, 3]),
        ("1, 200", [1, 200]),
        ("1,200,300.5", [1200300.5]),
        ("12,15,18,200", [12, 15, 18, 200]),  # not 12, 15, 18200
        ("1,5", [1, 5]),  # a comma is never a decimal mark
        ("Values: 3,5,10.", [3, 5, 10]),
        ("\u22124 and +2, .5", [-4, 2, 0.5]),
        ("3-5", [3, 5]),
        ("Q3 sales were 100 (mp3: 7%)", [100, 7]),
        ("no numbers here", []),
    ],
)
def test_parse_numbers(text, expected):
    assert parse_numbers(text) == expected


def test_free_text_through_the_tool(ctx):
    out = summary_stats.call({"numbers": "$1,200 and 3"}, ctx).as_json()
    assert out["values"] == [1200, 3] and out["sum"] == 1203
    out = summary_stats.call({"numbers": ["3", 5, "$10"]}, ctx).as_json()
    assert out["mean"] == 6


@pytest.mark.parametrize("numbers", [7, [7], "just 7"])
def test_single_number(ctx, numbers):
    out = summary_stats.call({"numbers": numbers}, ctx).as_json()
    assert out["count"] == 1 and out["mean"] == out["q1"] == out["q3"] == 7
    assert out["stdev_sample"] is None and out["stdev_population"] == 0
    assert "at least two" in out["notes"][0]


@pytest.mark.parametrize(
    ("numbers", "phrase"),
    [
        ("hello world", "no numbers found"),
        ("", "no numbers found"),
        ([], "empty list"),
        ([1, "abc"], "numbers[1]"),
        ([1, "3 and 4"], "not a single number"),
        ([1, float("nan")], "finite"),
        ([1, float("inf")], "finite"),
        ("3, NaN, 5", "finite"),
        ("1e400", "finite"),
    ],
)
def test_bad_input(ctx, numbers, phrase):
    with pytest.raises(ToolInputError, match=phrase.replace("[", r"\[").replace("]", r"\]")):
        summary_stats.fn(ctx, numbers)
    out = summary_stats.call({"numbers": numbers}, ctx).as_json()
    assert set(out) == {"error"} and phrase in out["error"]


def test_chart_is_a_png_in_data_dir(ctx, tmp_path):
    out = summary_stats.call({"numbers": [1, 2, 2, 3, 3, 3, 10], "chart": True}, ctx).as_json()
    path = Path(out["chart_path"])
    assert path.parent == (tmp_path / "charts").resolve()
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    json.dumps(out)


def test_long_input_echo_is_capped(ctx):
    out = summary_stats.fn(ctx, list(range(1, 201)))
    assert out["count"] == 200 and out["sum"] == 20100 and out["median"] == 100.5
    assert len(out["values"]) == 50 and out["values_truncated"] is True
