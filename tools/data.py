"""Summary statistics for the "data" specialist, plus a forgiving number parser.

``summary_stats`` takes numbers as a JSON list, a single number, or free text, and returns::

    {"count": int, "sum", "mean", "median", "min", "max",
     "stdev_sample": number | None,   # statistics.stdev, n - 1 denominator; None for n = 1
     "stdev_population": number,      # statistics.pstdev, n denominator
     "q1", "q2", "q3",                # statistics.quantiles(n=4, method="inclusive")
     "quartile_method": "inclusive",  # linear interpolation, same as numpy's default; q2 == median
     "values": [...],                 # the numbers used (first MAX_ECHO), so parsing can be checked
     "values_truncated": bool,
     "notes": [str, ...],
     "chart_path": str}               # only when chart=True and the PNG was written
                                      # ("chart_error": str instead if it could not be)

Numbers are rounded to 15 significant digits (dropping binary noise such as
0.30000000000000004) and integral values come back as ints, so the mean of 3, 5, 10 is 6.

Free-text rules (``parse_numbers``):

* "." is the only decimal mark; a comma never is ("1,5" is 1 and 5).
* A comma directly between digit groups is a thousands separator only when the whole
  comma-joined run looks like one: 1-3 digits, then groups of exactly 3 ("1,200" -> 1200,
  "1,200,300.5" -> 1200300.5). Otherwise the run is a list ("3,5,10", "12,15,18,200").
  A comma followed by a space always separates ("1, 200" is 1 and 200). So "100,200,300"
  reads as one number; write "100, 200, 300" for three.
* Signs, decimals, exponents and a leading dot work: "-4", "+2", "2e3", ".5"; a Unicode
  minus is read as "-". A sign directly after a digit is a separator ("3-5" is 3 and 5).
* Currency symbols, "%" and words around numbers are ignored ("$1,200 and 3" is 1200, 3);
  digits glued to a letter before them are not numbers ("Q3", "mp3").
* "nan", "inf" and "infinity" are parsed as such so ``summary_stats`` can refuse them.
"""

from __future__ import annotations

import math
import re
import statistics
import uuid
from pathlib import Path
from typing import Any

from tools.base import ToolContext, ToolInputError, tool

MAX_TEXT_CHARS = 50_000
MAX_COUNT = 10_000
MAX_ECHO = 50
SIG_DIGITS = 15

_NUMBER = re.compile(
    r"""
    (?<![\w.])                       # not glued to a word, a digit or a dot
    (?P<sign>[-+])?
    (?:
        (?P<special>inf(?:inity)?|nan)(?!\w)
      | (?P<digits>\d+(?:,\d+)*)     # a comma-joined run, split or joined below
        (?P<frac>\.\d*)?
      | (?P<lead>\.\d+)
    )
    (?P<exp>[eE][-+]?\d+)?
    """,
    re.VERBOSE | re.IGNORECASE,
)
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+")


def parse_numbers(text: str) -> list[float]:
    """Every number in ``text``, in order, following the module's free-text rules."""
    text = text.replace("\u2212", "-")  # Unicode minus, common in pasted tables
    found: list[float] = []
    for m in _NUMBER.finditer(text):
        sign = m.group("sign") or ""
        exp = m.group("exp") or ""
        if m.group("special"):
            found.append(float(sign + m.group("special")))
            continue
        if m.group("lead"):
            found.append(float(sign + "0" + m.group("lead") + exp))
            continue
        digits, frac = m.group("digits"), m.group("frac") or ""
        if frac == ".":
            frac = ""  # "5." at the end of a sentence
        if "," not in digits or _THOUSANDS.fullmatch(digits):
            found.append(float(sign + digits.replace(",", "") + frac + exp))
            continue
        parts = digits.split(",")
        # The sign belongs to the first number of the run, fraction and exponent to the last.
        for i, part in enumerate(parts):
            first, last = i == 0, i == len(parts) - 1
            found.append(float((sign if first else "") + part + (frac + exp if last else "")))
    return found


def _numbers_from(numbers: list[float | str] | float | str) -> list[float]:
    """Turn any accepted input into floats, or raise a ToolInputError the model can act on."""
    if isinstance(numbers, str):
        if len(numbers) > MAX_TEXT_CHARS:
            raise ToolInputError(
                f"text is too long ({len(numbers)} characters; at most {MAX_TEXT_CHARS})"
            )
        values = parse_numbers(numbers)
        if not values:
            shown = numbers.strip()[:80] or "(empty)"
            raise ToolInputError(
                f"no numbers found in {shown!r}; give numbers like [3, 5, 10] or '3, 5 and 10'"
            )
        return values
    if isinstance(numbers, bool):
        raise ToolInputError("numbers must be numbers, not true/false")
    if isinstance(numbers, int | float):
        return [float(numbers)]
    if not isinstance(numbers, list | tuple):
        raise ToolInputError(
            f"numbers must be a list of numbers or text, not {type(numbers).__name__}"
        )
    if not numbers:
        raise ToolInputError("numbers is an empty list; give at least one number")
    values: list[float] = []
    for i, item in enumerate(numbers):
        if isinstance(item, bool):
            raise ToolInputError(f"numbers[{i}] is {item!r}, not a number")
        if isinstance(item, int | float):
            values.append(float(item))
            continue
        parsed = parse_numbers(item) if isinstance(item, str) else []
        if len(parsed) != 1:  # "abc", "" or "3 and 4" inside one list item: ambiguous, refuse
            raise ToolInputError(f"numbers[{i}] is {item!r}, not a single number")
        values.append(parsed[0])
    return values


def _num(x: float) -> int | float:
    """Round off binary noise; integral values become ints (6.0 -> 6)."""
    x = float(f"{x:.{SIG_DIGITS}g}")
    return int(x) if x.is_integer() and abs(x) < 2**53 else x


def _chart(values: list[float], directory: Path) -> Path:
    """Histogram above a box plot, written as a PNG; returns its absolute path."""
    # Imported here: matplotlib is slow to import and only charts need it. The object API
    # (Figure + Agg canvas) avoids pyplot's global state, which is not thread-safe.
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    directory.mkdir(parents=True, exist_ok=True)
    path = (directory / f"stats-{uuid.uuid4().hex[:12]}.png").resolve()
    fig = Figure(figsize=(6, 4), dpi=100)
    FigureCanvasAgg(fig)
    hist_ax, box_ax = fig.subplots(2, 1, sharex=True, gridspec_kw={"height_ratios": [3, 1]})
    hist_ax.hist(values, bins="auto", color="#4C72B0", edgecolor="white")
    hist_ax.set_ylabel("count")
    hist_ax.set_title(f"{len(values)} values")
    box_ax.boxplot(values, orientation="horizontal", widths=0.6)
    box_ax.set_yticks([])
    box_ax.set_xlabel("value")
    fig.tight_layout()
    fig.savefig(path, format="png")
    return path


@tool("data")
def summary_stats(
    ctx: ToolContext, numbers: list[float | str] | float | str, chart: bool = False
) -> dict:
    """Summary statistics of a list of numbers: count, sum, mean, median, min, max, standard deviation and quartiles.

    Args:
        numbers: The numbers, as a list like [3, 5, 10] or as text like "3, 5 and 10". In text, "1,200" is one thousand two hundred; "1, 200" is two numbers.
        chart: Also draw a histogram and box plot and return the image path (default false).
    """
    values = _numbers_from(numbers)
    bad = [v for v in values if not math.isfinite(v)]
    if bad:
        raise ToolInputError(
            f"numbers must be finite; got {bad[0]!r} (NaN or infinity, or a number too large)"
        )
    if len(values) > MAX_COUNT:
        raise ToolInputError(f"too many numbers ({len(values)}; at most {MAX_COUNT})")

    notes: list[str] = []
    n = len(values)
    if n >= 2:
        q1, q2, q3 = statistics.quantiles(values, n=4, method="inclusive")
        stdev_sample: int | float | None = _num(statistics.stdev(values))
    else:  # quantiles and the sample stdev need two values; one value is its own quartiles
        q1 = q2 = q3 = values[0]
        stdev_sample = None
        notes.append("only one number: the sample standard deviation needs at least two")

    result: dict[str, Any] = {
        "count": n,
        "sum": _num(math.fsum(values)),
        "mean": _num(statistics.fmean(values)),
        "median": _num(statistics.median(values)),
        "min": _num(min(values)),
        "max": _num(max(values)),
        "stdev_sample": stdev_sample,
        "stdev_population": _num(statistics.pstdev(values)),
        "q1": _num(q1),
        "q2": _num(q2),
        "q3": _num(q3),
        "quartile_method": "inclusive",
        "values": [_num(v) for v in values[:MAX_ECHO]],
        "values_truncated": n > MAX_ECHO,
        "notes": notes,
    }
    if chart:
        try:
            result["chart_path"] = str(_chart(values, Path(ctx.settings.data_dir) / "charts"))
        except Exception as exc:  # the numbers are still worth returning without a picture
            result["chart_error"] = f"could not draw the chart: {type(exc).__name__}: {exc}"
    return result
