"""The admin page's four charts, drawn so that they read true: a bar is as high as its value.

Staff read speed and load off these charts, and gr.BarPlot (Vega-Lite underneath) misleads
on its defaults: its y axis does not start at 0 (a count of 1 next to a 2 is an empty bar,
equal counts give a lone tick "3.000000"), it puts ticks at 0.2, 0.4, ... on counts, and
two series on one x value are stacked, so p95 over p50 stood as high as their sum. Here
every y axis starts at 0, counts are whole numbers on whole-number ticks, each latency
percentile is a bar of its own, and hours without turns are drawn as 0 rather than left
out (bars on a categorical axis close ranks over a gap).

``chart_frames`` turns ``Admin.stats()`` into the rows drawn; ``build_charts`` places the
plots; ``chart_updates`` is what a handler returns for them (data, and the axis settings
that depend on it).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import gradio as gr
import pandas as pd

VERDICTS = ("ALLOW", "REQUIRES_APPROVAL", "DENY")  # the policy engine's three, in this order
PERCENTILES = ("p50", "p95")
HOURS_SHOWN = 24  # the turns chart's window, ending at the latest hour with turns
HOUR = timedelta(hours=1)
# The smallest top of a count axis. Vega-Lite puts about one tick per 40 px (six on these
# charts) at steps of 1, 2 or 5 times a power of ten: from 0 to 5 or more that step is whole.
COUNT_TOP = 5
LATENCY_COLUMNS = ["bar", "node", "percentile", "seconds", "calls"]


@dataclass(frozen=True)
class ChartFrames:
    """The rows each chart draws."""

    turns: pd.DataFrame  # hour ("07:00"), turns (int, 0 for an hour without), starts (full)
    latency: pd.DataFrame  # LATENCY_COLUMNS: one bar per node and percentile
    routes: pd.DataFrame  # route, count (int), most used first
    verdicts: pd.DataFrame  # verdict, count (int): all of VERDICTS, 0 included


def turns_frame(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """Turns per hour over the ``HOURS_SHOWN`` hours ending at the latest hour with turns.

    ``hour`` is the axis label ("07:00": unique within 24 consecutive hours), ``starts`` the
    full UTC hour for the tooltip and the axis title. Every hour in the window has a row.
    """
    counts: dict[datetime, int] = {}
    for row in rows:
        try:
            hour = datetime.fromisoformat(str(row["hour"])).replace(minute=0, second=0)
        except (KeyError, ValueError):  # not an hour stats() writes: left off, not guessed
            continue
        counts[hour] = counts.get(hour, 0) + int(row.get("turns") or 0)
    hours: list[datetime] = []
    if counts:
        last = max(counts)
        first = max(min(counts), last - (HOURS_SHOWN - 1) * HOUR)
        hours = [first + k * HOUR for k in range(int((last - first) / HOUR) + 1)]
    return pd.DataFrame(
        {
            "hour": pd.Series([h.strftime("%H:00") for h in hours], dtype=str),
            "turns": pd.Series([counts.get(h, 0) for h in hours], dtype="int64"),
            "starts": pd.Series([h.strftime("%Y-%m-%d %H:00") for h in hours], dtype=str),
        }
    )


def turns_axis_title(turns: pd.DataFrame) -> str:
    """The turns chart's x title: the dates that the "HH:00" labels belong to."""
    if turns.empty:
        return "hour (UTC)"
    first, last = turns["starts"].iloc[0], turns["starts"].iloc[-1]
    if first[:10] == last[:10]:
        return f"hour (UTC), {first[:10]}"
    return f"hour (UTC), {first} to {last}"


def latency_frame(rows: list[dict[str, Any]]) -> pd.DataFrame:
    """One bar per node and percentile, side by side: ``bar`` is "manager · p95".

    gr.BarPlot has no grouping offset: bars that share an x value and differ in colour are
    stacked. A bar per percentile on an x of its own is as high as its value. A node with
    no measured latency has no bar, not a bar at 0.
    """
    bars = [
        {
            "bar": f"{row['node']} · {p}",
            "node": str(row["node"]),
            "percentile": p,
            "seconds": float(row[p]),
            "calls": int(row.get("calls") or 0),
        }
        for row in rows
        for p in PERCENTILES
        if row.get(p) is not None
    ]
    return pd.DataFrame(bars, columns=LATENCY_COLUMNS).astype(
        {"bar": str, "node": str, "percentile": str, "seconds": "float64", "calls": "int64"}
    )


def count_frame(counts: dict[str, int], name: str) -> pd.DataFrame:
    """``{name, count}`` rows in the order given, counts as integers."""
    return pd.DataFrame(
        {
            name: pd.Series([str(k) for k in counts], dtype=str),
            "count": pd.Series([int(v) for v in counts.values()], dtype="int64"),
        }
    )


def chart_frames(stats: dict[str, Any]) -> ChartFrames:
    """The four charts' rows from ``Admin.stats()`` (``{}`` gives empty charts)."""
    routes = sorted((stats.get("routes") or {}).items(), key=lambda kv: (-int(kv[1]), kv[0]))
    verdicts = {v: 0 for v in VERDICTS} | dict(stats.get("refunds_by_verdict") or {})
    return ChartFrames(
        turns=turns_frame(stats.get("turns_per_hour") or []),
        latency=latency_frame(stats.get("latency") or []),
        routes=count_frame(dict(routes), "route"),
        verdicts=count_frame(verdicts, "verdict"),
    )


def count_top(counts: pd.Series) -> int:
    """The top of a count axis: the largest count, and at least ``COUNT_TOP``."""
    return max(COUNT_TOP, int(counts.max()) if len(counts) else 0)


def build_charts() -> list[gr.BarPlot]:
    """Place the four plots (two rows) in the current Blocks; turns, latency, routes, verdicts.

    Axis settings that depend on the data (each count axis's top, the order of the hours and
    their dates) come with every update from ``chart_updates``.
    """
    counts = {"y_axis_format": "d", "y_lim": [0, COUNT_TOP], "min_width": 320}
    with gr.Row():
        turns = gr.BarPlot(
            x="hour",
            y="turns",
            title="Turns per hour",
            x_title="hour (UTC)",
            x_label_angle=-45,
            tooltip=["starts"],
            elem_id="admin-turns-chart",
            **counts,
        )
        latency = gr.BarPlot(
            x="bar",
            y="seconds",
            color="percentile",
            title="Model latency p50 and p95 (s)",
            x_title="node · percentile",
            x_label_angle=-45,
            y_lim=[0, None],
            sort="x",  # "finalize · p50", "finalize · p95", "manager · p50", ...
            tooltip=["calls"],
            min_width=320,
            elem_id="admin-latency-chart",
        )
    with gr.Row():
        routes = gr.BarPlot(
            x="route", y="count", title="Routes", sort="-y", elem_id="admin-routes-chart", **counts
        )
        verdicts = gr.BarPlot(
            x="verdict",
            y="count",
            title="Refunds by verdict",
            sort=list(VERDICTS),
            elem_id="admin-verdicts-chart",
            **counts,
        )
    return [turns, latency, routes, verdicts]


def chart_updates(stats: dict[str, Any]) -> list[dict[str, Any]]:
    """What a handler returns for ``build_charts``'s plots, from ``Admin.stats()``."""
    frames = chart_frames(stats)
    return [
        gr.update(
            value=frames.turns,
            y_lim=[0, count_top(frames.turns["turns"])],
            sort=list(frames.turns["hour"]) or None,  # oldest first, across midnight too
            x_title=turns_axis_title(frames.turns),
        ),
        gr.update(value=frames.latency, y_lim=[0, None if len(frames.latency) else 1]),
        gr.update(value=frames.routes, y_lim=[0, count_top(frames.routes["count"])]),
        gr.update(value=frames.verdicts, y_lim=[0, count_top(frames.verdicts["count"])]),
    ]
