"""Scoring one case run, and summarizing many.

A case run's *trace* is what the harness saw: ``routes`` (specialists visited, in first-visit
order, across all turns), ``tools`` (every tool call, in order, across all turns), ``answer``
(the last assistant message: the final answer, or the verification question the graph is
paused on), ``verified``, per-turn answers (``turns[i]["answer"]``) and ``db`` (the refund
tables' end state, ``eval.endstate.snapshot``). ``check`` compares a trace with a case's ``expect`` and returns
one reason per failed expectation; each reason starts with the expectation key and a colon,
so a failure's kind is ``reason.split(":")[0]``.

Text matching is case-insensitive and accent-insensitive ("Frantisek" matches "František");
whitespace runs count as one space; an ISO date ("2025-12-04") also matches it written out
("December 4, 2025", "4 Dec 2025"). Metric definitions (all over *case runs*, i.e. one case
times one trial):

- pass rate: runs where every expectation holds / all runs.
- route accuracy: over runs whose case sets ``routes``, ``routes_any`` or
  ``routes_forbidden``: runs where all of those hold.
- tool-trajectory exact match: over runs whose case sets ``tools`` (an empty list counts:
  "no tool at all"): runs whose ordered list of tool calls equals ``expect.tools`` exactly,
  retries and repeats included. Stricter than the ``tools`` check, which only needs each
  listed tool to appear.
- answer-fact accuracy: over runs whose case sets any ``answer_*`` key or
  ``turn_answers_any``: runs where all of them hold.
- verification accuracy: over runs whose case sets ``verified``: runs where it matches.
- end-state accuracy: over runs whose case sets ``db``: runs whose stored end state
  (``eval.endstate``) holds every check.
- protocol validity: over model calls that were given a JSON schema and returned text:
  replies that ``llm.protocol.parse_reply`` accepts.
- pass^k (tau-bench): per case with n trials and c passes, C(c, k) / C(n, k); averaged.
"""

from __future__ import annotations

import math
import re
import statistics
import unicodedata
from typing import Any

from eval import endstate
from eval.schema import Expect
from support.audit import percentile  # one definition: the admin charts use it too

ROUTE_KEYS = ("routes", "routes_any", "routes_forbidden")
TOOL_KEYS = ("tools", "tools_forbidden")
ANSWER_KEYS = ("answer_contains", "answer_contains_any", "answer_excludes", "turn_answers_any")


def fold(text: str) -> str:
    """Text for forgiving comparison: no accents, casefolded, single spaces."""
    decomposed = unicodedata.normalize("NFKD", text or "")
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(stripped.casefold().replace("\u2019", "'").split())


MONTHS = (
    "january february march april may june july august september october november december"
).split()
_MONTH = r"(" + "|".join(m[:3] + r"(?:" + m[3:] + r")?" for m in MONTHS) + r")\.?"
_DAY, _YEAR = r"(\d{1,2})(?:st|nd|rd|th)?", r"(\d{4})"
_DATES = (  # (pattern, group order as (month, day, year)) over folded text
    (re.compile(rf"\b{_MONTH} {_DAY},? {_YEAR}\b"), (1, 2, 3)),  # December 4, 2025
    (re.compile(rf"\b{_DAY} {_MONTH},? {_YEAR}\b"), (2, 1, 3)),  # 4 December 2025
)


def iso_dates(text: str) -> list[str]:
    """Dates written out in folded ``text`` ("december 4th, 2025"), as ISO strings."""
    found = []
    for pattern, (mi, di, yi) in _DATES:
        for m in pattern.finditer(text):
            month = next(i for i, name in enumerate(MONTHS, 1) if name.startswith(m[mi][:3]))
            if 1 <= int(m[di]) <= 31:
                found.append(f"{m[yi]}-{month:02d}-{int(m[di]):02d}")
    return found


def has(answer: str, needle: str) -> bool:
    """Whether ``needle`` is in ``answer`` (folded); an ISO date also matches the same date
    written out, since models say "December 4, 2025" for 2025-12-04."""
    text, wanted = fold(answer), fold(needle)
    return wanted in text or wanted in iso_dates(text)


def check(expect: Expect, trace: dict[str, Any]) -> list[str]:
    """Reasons the trace fails ``expect`` (empty: it passes)."""
    routes, tools = list(trace.get("routes") or []), list(trace.get("tools") or [])
    answer, reasons = trace.get("answer") or "", []
    if expect.routes is not None:
        missing = [r for r in expect.routes if r not in routes]
        if missing:
            reasons.append(f"routes: not visited {missing} (visited {routes})")
    if expect.routes_any is not None and not set(expect.routes_any) & set(routes):
        reasons.append(f"routes_any: none of {expect.routes_any} visited (visited {routes})")
    if expect.routes_forbidden is not None:
        bad = [r for r in expect.routes_forbidden if r in routes]
        if bad:
            reasons.append(f"routes_forbidden: visited {bad}")
    if expect.tools is not None:
        missing = [t for t in expect.tools if t not in tools]
        if missing:
            reasons.append(f"tools: not called {missing} (called {tools})")
    if expect.tools_forbidden is not None:
        bad = sorted({t for t in tools if t in expect.tools_forbidden})
        if bad:
            reasons.append(f"tools_forbidden: called {bad}")
    if expect.answer_contains is not None:
        missing = [s for s in expect.answer_contains if not has(answer, s)]
        if missing:
            reasons.append(f"answer_contains: missing {missing}")
    if expect.answer_contains_any is not None and not any(
        has(answer, s) for s in expect.answer_contains_any
    ):
        shown = expect.answer_contains_any[:5]
        more = "…" if len(expect.answer_contains_any) > 5 else ""
        reasons.append(f"answer_contains_any: none of {shown}{more}")
    if expect.answer_excludes is not None:
        bad = [s for s in expect.answer_excludes if has(answer, s)]
        if bad:
            reasons.append(f"answer_excludes: contains {bad}")
    if expect.verified is not None and bool(trace.get("verified")) != expect.verified:
        reasons.append(f"verified: expected {expect.verified}, got {bool(trace.get('verified'))}")
    turns = trace.get("turns") or []
    for index, wanted in (expect.turn_answers_any or {}).items():
        said = turns[index].get("answer", "") if index < len(turns) else ""
        if not any(has(said, s) for s in wanted):
            reasons.append(f"turn_answers_any: turn {index}: none of {wanted[:5]}")
    if expect.db is not None:
        reasons += endstate.check(expect.db, trace.get("db"))
    return reasons


def reason_kinds(reasons: list[str]) -> list[str]:
    """The expectation keys behind ``reasons`` (``"routes"``, ``"answer_excludes"``, ...)."""
    return [r.split(":", 1)[0] for r in reasons]


def pass_hat_k(trials: list[list[bool]], k: int) -> float:
    """tau-bench pass^k: mean over cases of C(c, k) / C(n, k) (n trials, c passes each)."""
    scores = []
    for runs in trials:
        n, c = len(runs), sum(bool(r) for r in runs)
        if n < k:
            raise ValueError(f"pass^{k} needs at least {k} trials per case, got {n}")
        scores.append(math.comb(c, k) / math.comb(n, k))
    return sum(scores) / len(scores) if scores else 0.0


def _rate(hits: int, total: int) -> float | None:
    return hits / total if total else None


def _subset_rate(runs: list[dict], keys: tuple[str, ...]) -> tuple[float | None, int]:
    scoped = [r for r in runs if any(r["expect"].get(k) is not None for k in keys)]
    ok = sum(1 for r in scoped if not set(reason_kinds(r["reasons"])) & set(keys))
    return _rate(ok, len(scoped)), len(scoped)


def summarize(runs: list[dict[str, Any]], k: int = 1) -> dict[str, Any]:
    """Summary metrics of case-run records (see the module docstring for definitions)."""
    turns = [t for r in runs for t in r["turns"]]
    route_acc, route_n = _subset_rate(runs, ROUTE_KEYS)
    answer_acc, answer_n = _subset_rate(runs, ANSWER_KEYS)
    verify_acc, verify_n = _subset_rate(runs, ("verified",))
    db_acc, db_n = _subset_rate(runs, ("db",))
    with_tools = [r for r in runs if r["expect"].get("tools") is not None]
    tool_em = _rate(sum(r["tools"] == r["expect"]["tools"] for r in with_tools), len(with_tools))
    checked = sum(t["protocol_checked"] for t in turns)
    valid = sum(t["protocol_valid"] for t in turns)
    by_case: dict[str, list[bool]] = {}
    for r in runs:
        by_case.setdefault(r["id"], []).append(r["passed"])

    def per_turn(key: str) -> dict[str, float | None]:
        values = [float(t[key]) for t in turns]
        return {
            "mean": statistics.fmean(values) if values else None,
            "p50": percentile(values, 50),
            "p95": percentile(values, 95),
        }

    return {
        "cases": len(by_case),
        "runs": len(runs),
        "turns": len(turns),
        "k": k,
        "pass_rate": _rate(sum(r["passed"] for r in runs), len(runs)),
        f"pass^{k}": pass_hat_k(list(by_case.values()), k) if by_case else None,
        "route_accuracy": route_acc,
        "route_runs": route_n,
        "tool_exact_match": tool_em,
        "tool_runs": len(with_tools),
        "answer_accuracy": answer_acc,
        "answer_runs": answer_n,
        "verify_accuracy": verify_acc,
        "verify_runs": verify_n,
        "db_accuracy": db_acc,
        "db_runs": db_n,
        "protocol_validity": _rate(valid, checked),
        "protocol_checked": checked,
        "errors": sum(1 for r in runs if r.get("error")),
        "generate_errors": sum(t["generate_errors"] for t in turns),
        # eval.invented, where the run recorded it (None for runs from before it existed)
        "invented_answers": sum(bool(t["invented"]) for t in turns if "invented" in t)
        if any("invented" in t for t in turns)
        else None,
        "invented_facts": sum(len(t.get("invented", ())) for t in turns),
        "calls_per_turn": per_turn("calls"),
        "prompt_tokens_per_turn": per_turn("prompt_tokens"),
        "completion_tokens_per_turn": per_turn("completion_tokens"),
        "latency_s_per_turn": per_turn("latency_s"),
        "failures_by_kind": _failure_kinds(runs),
        "by_tag": by_tag(runs),
    }


def by_tag(runs: list[dict[str, Any]]) -> dict[str, list[int]]:
    """``{first tag: [passed runs, runs]}``: pass counts per theme (catalog, invoice, ...)."""
    out: dict[str, list[int]] = {}
    for r in runs:
        tag = (r.get("tags") or ["untagged"])[0]
        counts = out.setdefault(tag, [0, 0])
        counts[0] += bool(r["passed"])
        counts[1] += 1
    return out


def _failure_kinds(runs: list[dict[str, Any]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for r in runs:
        for kind in dict.fromkeys(reason_kinds(r["reasons"])):
            counts[kind] = counts.get(kind, 0) + 1
    return dict(sorted(counts.items()))
