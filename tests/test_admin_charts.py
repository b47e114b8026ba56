"""The admin charts read true (issue 12): frames from stats, and the page as a browser draws it.

The unit tests check the rows each chart is given (hour labels, every hour present, whole
counts, one latency bar per node and percentile); the browser test seeds audit rows with the
same writers the graph uses, signs in on the real app server in Debian's chromium, and
measures the drawn SVG: every y axis starts at 0, count ticks are whole numbers, and every
bar stands on the 0 line as high as its value (a stacked p95 would stand on its p50).
"""

from __future__ import annotations

import re
from datetime import datetime

import gradio as gr
import pandas as pd
import pytest

from admin_charts import (
    COUNT_TOP,
    HOURS_SHOWN,
    VERDICTS,
    build_charts,
    chart_frames,
    chart_updates,
    count_top,
    latency_frame,
    turns_axis_title,
    turns_frame,
)
from support import audit
from support.audit import percentile
from tests.test_browser import ARTIFACTS, page  # noqa: F401  (the chromium fixture)

# ---------------------------------------------------------------- frames


def test_one_hour_of_turns_is_a_readable_hour_and_a_whole_count():
    turns = turns_frame([{"hour": "2026-12-01T07:00", "turns": 8}])
    assert turns.to_dict("records") == [{"hour": "07:00", "turns": 8, "starts": "2026-12-01 07:00"}]
    assert str(turns["turns"].dtype) == "int64"
    assert turns_axis_title(turns) == "hour (UTC), 2026-12-01"


def test_hours_without_turns_are_drawn_as_zero_in_order_across_midnight():
    turns = turns_frame(
        [
            {"hour": "2026-12-02T01:00", "turns": 2},
            {"hour": "2026-12-01T22:00", "turns": 1},
            {"hour": "not an hour", "turns": 99},
        ]
    )
    assert list(turns["hour"]) == ["22:00", "23:00", "00:00", "01:00"]
    assert list(turns["turns"]) == [1, 0, 0, 2]
    assert turns_axis_title(turns) == "hour (UTC), 2026-12-01 22:00 to 2026-12-02 01:00"


def test_the_turns_window_ends_at_the_latest_hour_and_its_labels_are_unique():
    rows = [{"hour": f"2026-12-0{d}T{h:02d}:00", "turns": 1} for d in (1, 2, 3) for h in (0, 12)]
    turns = turns_frame(rows)
    assert len(turns) == HOURS_SHOWN and turns["hour"].is_unique
    assert turns["starts"].iloc[-1] == "2026-12-03 12:00"
    assert turns["turns"].sum() == 2  # 2026-12-02 12:00 (first hour shown) and the last


def test_latency_is_one_bar_per_node_and_percentile_as_high_as_its_value():
    frame = latency_frame(
        [
            {"node": "finalize", "calls": 2, "errors": 0, "p50": 1.25, "p95": 1.475},
            {"node": "manager", "calls": 5, "errors": 1, "p50": 0.6, "p95": 1.74},
            {"node": "verify", "calls": 1, "errors": 1, "p50": None, "p95": None},
        ]
    )
    assert frame[["bar", "seconds"]].values.tolist() == [
        ["finalize · p50", 1.25],
        ["finalize · p95", 1.475],
        ["manager · p50", 0.6],
        ["manager · p95", 1.74],
    ]
    # gr.BarPlot stacks rows that share an x value: none may share one.
    assert frame["bar"].is_unique
    assert list(frame["percentile"]) == ["p50", "p95", "p50", "p95"]
    assert list(frame["calls"]) == [2, 2, 5, 5]


def test_counts_are_whole_and_every_verdict_has_a_bar():
    frames = chart_frames(
        {"routes": {"catalog": 1, "invoice": 2}, "refunds_by_verdict": {"DENY": 1}}
    )
    assert frames.routes.values.tolist() == [["invoice", 2], ["catalog", 1]]
    assert frames.verdicts.values.tolist() == [["ALLOW", 0], ["REQUIRES_APPROVAL", 0], ["DENY", 1]]
    assert str(frames.routes["count"].dtype) == str(frames.verdicts["count"].dtype) == "int64"
    assert count_top(frames.verdicts["count"]) == COUNT_TOP
    assert count_top(pd.Series([7, 12])) == 12
    assert count_top(pd.Series([], dtype="int64")) == COUNT_TOP


def test_plot_updates_start_every_y_axis_at_zero_and_type_the_axes(fresh):
    engine = fresh[0]
    for latency in (0.4, 0.5, 0.6, 0.7, 2.0):
        audit.record_llm_call(engine, "t1", "manager", "m", [], "ok", 1, 1, latency)
    audit.audit(engine, "turn", thread_id="t1")
    audit.audit(engine, "route", detail={"plan": ["catalog", "invoice"]})
    audit.audit(engine, "verdict", detail={"decision": "ALLOW"})

    with gr.Blocks():
        plots = build_charts()
    for stats in ({}, audit.stats(engine)):
        updates = chart_updates(stats)
        assert [u["y_lim"][0] for u in updates] == [0, 0, 0, 0]
        turns, latency, routes, verdicts = (u["value"] for u in updates)
        assert updates[0]["sort"] == (list(turns["hour"]) or None)
        for plot, update in zip(plots, updates, strict=True):
            data = plot.postprocess(update["value"])  # what the browser is sent
            assert data.datatypes[plot.x] == "nominal"
            assert data.datatypes[plot.y] == "quantitative"
    assert list(turns["turns"]) == [1]
    assert re.fullmatch(r"\d\d:00", turns["hour"].iloc[0])
    assert latency["seconds"].tolist() == [0.6, 1.74]  # p50, p95 (stacked, p95 read 2.34)
    assert routes["count"].tolist() == [1, 1] and verdicts["count"].tolist() == [1, 0, 0]


# ---------------------------------------------------------------- the page in a browser

# Per chart: the labels of each axis, and every bar's aria label and box (page pixels).
DRAWN = """ids => ids.map(id => {
  const svg = document.querySelector(`#${id} svg.marks`);
  if (!svg) return null;
  const axis = name => {
    const g = [...svg.querySelectorAll('[aria-roledescription="axis"]')]
      .find(a => (a.getAttribute('aria-label') || '').startsWith(name));
    return g ? [...g.querySelectorAll('.role-axis-label text')].map(t => {
      const r = t.getBoundingClientRect();
      return {text: t.textContent, y: r.top + r.height / 2};
    }) : [];
  };
  const bars = [...svg.querySelectorAll('.mark-rect path')].map(p => {
    const r = p.getBoundingClientRect();
    return {label: p.getAttribute('aria-label'), top: r.top, bottom: r.bottom};
  });
  return {id, x: axis('X-axis'), y: axis('Y-axis'), bars};
})"""
CHARTS = ["admin-turns-chart", "admin-latency-chart", "admin-routes-chart", "admin-verdicts-chart"]


def _number(text: str) -> float:
    return float(text.replace("\u2212", "-").replace(",", ""))


def _check_bars_stand_on_zero(chart: dict, field: str) -> dict[str, float]:
    """Assert the y axis starts at 0 and each bar rises from it as high as its value."""
    ticks = chart["y"]
    assert ticks and _number(ticks[0]["text"]) == 0, chart["id"]
    zero, top = ticks[0], ticks[-1]
    px_per_unit = (zero["y"] - top["y"]) / _number(top["text"])
    values = {}
    for bar in chart["bars"]:
        value = float(re.search(rf"{field}: ([-\d.]+)", bar["label"]).group(1))
        values[bar["label"].split(";")[0].rsplit(": ", 1)[1]] = value
        assert bar["bottom"] == pytest.approx(zero["y"], abs=1.5), (chart["id"], bar)
        height = bar["bottom"] - bar["top"]
        assert height == pytest.approx(value * px_per_unit, abs=1.5), (chart["id"], bar)
    return values


@pytest.mark.browser
def test_admin_charts_read_true_in_a_browser(served, page):  # noqa: F811
    client, _fake, demo = served
    admin = demo.runtime.admin
    engine = admin.engine
    latencies = {"manager": (0.4, 0.5, 0.6, 0.7, 2.0), "finalize": (1.0, 1.5)}
    for node, values in latencies.items():
        for latency in values:
            audit.record_llm_call(engine, "t1", node, "m", [], "ok", 1, 1, latency)
    for _ in range(3):
        audit.audit(engine, "turn", thread_id="t1")
    audit.audit(engine, "route", thread_id="t1", detail={"route": "invoice"})
    audit.audit(engine, "route", thread_id="t1", detail={"plan": ["catalog", "invoice"]})
    audit.audit(engine, "verdict", thread_id="t1", detail={"decision": "ALLOW"})
    stats = admin.stats()

    page.goto(client.src.rstrip("/") + "/admin")
    page.locator("#admin-name textarea, #admin-name input").first.fill("admin")
    page.locator("#admin-password input, #admin-password textarea").first.fill("s3cret")
    page.locator("#admin-login").click()
    page.get_by_text("Signed in as admin").wait_for(timeout=20_000)
    page.wait_for_function(
        f"""() => {{
          const n = id => document.querySelectorAll(`#${{id}} svg.marks .mark-rect path`).length;
          return n('{CHARTS[0]}') === 1 && n('{CHARTS[1]}') === 4
            && n('{CHARTS[2]}') === 2 && n('{CHARTS[3]}') === 3;
        }}""",
        timeout=30_000,
    )
    page.locator(f"#{CHARTS[3]}").scroll_into_view_if_needed()
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "admin-charts.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    turns, latency, routes, verdicts = page.evaluate(DRAWN, CHARTS)

    # Turns: the hour as "HH:00" (its date in the axis title), whole ticks from 0.
    (hour,) = stats["turns_per_hour"]
    expected_hour = datetime.fromisoformat(hour["hour"]).strftime("%H:00")
    assert [t["text"] for t in turns["x"]] == [expected_hour]
    assert [t["text"] for t in turns["y"]] == [str(n) for n in range(COUNT_TOP + 1)]
    assert _check_bars_stand_on_zero(turns, "turns") == {expected_hour: 3}

    # Latency: a bar per node and percentile, each from 0 (p95 is not stacked on p50).
    drawn = _check_bars_stand_on_zero(latency, "seconds")
    expected = {
        f"{node} · p{q}": round(percentile(list(values), q), 3)
        for node, values in latencies.items()
        for q in (50, 95)
    }
    assert drawn == pytest.approx(expected)

    # Routes and verdicts: whole ticks from 0; a count of 1 is a bar, 0 is none.
    for chart in (routes, verdicts):
        assert all(re.fullmatch(r"\d+", t["text"]) for t in chart["y"]), chart["y"]
    assert _check_bars_stand_on_zero(routes, "count") == {"invoice": 2, "catalog": 1}
    assert [t["text"] for t in verdicts["x"]] == list(VERDICTS)
    assert _check_bars_stand_on_zero(verdicts, "count") == {
        "ALLOW": 1,
        "REQUIRES_APPROVAL": 0,
        "DENY": 0,
    }
