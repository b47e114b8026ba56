"""Store policies and FAQ: markdown templates rendered from the live policy rows, BM25 search.

The corpus is ``support/knowledge/*.md``: one ``# Title`` per file, ``## Section`` chunks.
Numbers that the policy engine enforces are never written into the text; templates name the
rule instead, and rendering reads ``policy_rules`` at query time:

* ``{auto_approve_max}``, ``{hard_cap}`` -> "$2.00"; ``{refund_window_days}``,
  ``{max_refunds_per_30_days}`` -> "365", "3";
* a line starting ``[if rule_key]`` is kept only while that rule is enabled, one starting
  ``[unless rule_key]`` only while it is disabled.

So after an admin edits a rule, the next answer quotes the new value: what the customer reads
cannot disagree with what ``support.policy`` enforces. Ranking is BM25 (rank-bm25) over the
rendered sections, rebuilt per query (a few dozen short chunks: microseconds).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from rank_bm25 import BM25Okapi
from sqlalchemy.engine import Engine

from support import policy

DOCS_DIR = Path(__file__).resolve().parent / "knowledge"

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_CONDITION = re.compile(r"^\[(if|unless)\s+(\w+)\]\s*")
_TOKEN = re.compile(r"[a-z0-9]+")
_STOP = frozenset(
    "a an and are as at be by can do does for from how i if in is it its me my of on or our "
    "so that the their them there this to up was what when where which who why will with "
    "you your".split()
)


@dataclass(frozen=True)
class Section:
    doc: str  # file stem, e.g. "refunds"
    title: str  # "Refunds - How refunds work"
    template: str


def stem(word: str) -> str:
    """A light English suffix strip so "refunds", "refunded" and "refund" meet."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("sses", "xes", "ches", "shes")):
        return word[:-2]
    for suffix in ("ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us")):
        return word[:-1]
    return word


def tokens(value: str) -> list[str]:
    """Lower-cased, stop-word-free, stemmed word tokens."""
    return [stem(t) for t in _TOKEN.findall(value.lower()) if t not in _STOP]


def _parse(path: Path) -> list[Section]:
    title, sections = path.stem.replace("-", " ").title(), []
    heading, body = None, []

    def flush() -> None:
        if heading is not None and any(line.strip() for line in body):
            sections.append(Section(path.stem, f"{title} - {heading}", "\n".join(body).strip()))

    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            title = line[2:].strip()
        elif line.startswith("## "):
            flush()
            heading, body = line[3:].strip(), []
        else:
            body.append(line)
    flush()
    return sections


@lru_cache(maxsize=4)
def _sections(_stamp: tuple) -> tuple[Section, ...]:
    return tuple(s for path in sorted(DOCS_DIR.glob("*.md")) for s in _parse(path))


def sections() -> tuple[Section, ...]:
    """Every section template; re-read when a file in the corpus changes."""
    stamp = tuple((p.name, p.stat().st_mtime_ns) for p in sorted(DOCS_DIR.glob("*.md")))
    return _sections(stamp)


def _values(rules: dict[str, dict[str, Any]]) -> dict[str, str]:
    values = {}
    for key, rule in rules.items():
        value = rule["value"]
        values[key] = policy.money(value) if rule["kind"] == "money" else str(value)
    return values


def render(template: str, rules: dict[str, dict[str, Any]]) -> str:
    """Fill placeholders and apply ``[if ...]``/``[unless ...]`` lines from ``rules``."""
    values = _values(rules)
    kept = []
    for line in template.splitlines():
        condition = _CONDITION.match(line)
        if condition:
            kind, key = condition.groups()
            enabled = bool(rules.get(key, {}).get("enabled"))
            if enabled != (kind == "if"):
                continue
            line = line[condition.end() :]
        kept.append(_PLACEHOLDER.sub(lambda m: values.get(m.group(1), m.group(0)), line))
    return "\n".join(kept).strip()


def documents(engine: Engine) -> list[dict[str, str]]:
    """Every section rendered now: ``[{"doc", "title", "text"}]`` (for an admin preview)."""
    rules = policy.rule_values(engine)
    return [{"doc": s.doc, "title": s.title, "text": render(s.template, rules)} for s in sections()]


def search(engine: Engine, query: str, k: int = 2) -> list[dict[str, Any]]:
    """The ``k`` best sections for ``query``: ``[{"title", "text", "score", "doc"}]``.

    Only sections sharing a word with the query are returned (possibly none).
    """
    wanted = tokens(query or "")
    if not wanted or k < 1:
        return []
    docs = documents(engine)
    corpus = [tokens(d["title"]) * 2 + tokens(d["text"]) for d in docs]  # headings count double
    scores = BM25Okapi(corpus).get_scores(wanted)
    ranked = sorted(
        (i for i in range(len(docs)) if set(wanted) & set(corpus[i])),
        key=lambda i: (-scores[i], i),
    )
    return [
        {
            "title": docs[i]["title"],
            "text": docs[i]["text"],
            "score": round(float(scores[i]), 3),
            "doc": docs[i]["doc"],
        }
        for i in ranked[:k]
    ]
