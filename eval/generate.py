"""Generated cases: every answerable capability cell x phrasing families x languages.

    python -m eval.generate --out PATH --split dev|heldout|fresh|fresh2|fresh3|fresh4|fresh5|fresh6|fresh7|fresh8|fresh9|fresh10|fresh11|fresh12|fresh13|fresh14|fresh15|fresh16|fresh17|fresh18|fresh19|fresh20|fresh21|fresh22|fresh23|fresh24|fresh25|fresh26|fresh27|fresh28|fresh29|fresh30|fresh31
        [--seed N] [--per-cell K] [--languages en,pt,es,fr,de,it,nl,pl,sv]

Why: the public set was written from the rules' own phrasings; this set measures how the
agent does on the question *kinds* of ``eval.capabilities`` asked in wordings kept apart
(``eval.generate_phrasings``: development families to tune on, held-out families to look
at only at the end). Customers and catalog entities are sampled from Chinook and every gold
answer is computed by plain SQL over ``Facts.q`` (never through the tools under test).
The output is the public cases' format (``eval.cases.themes.case``), so ``eval.schema``
loads it and the harness runs it like any case file. Same seed, same cases.
"""

from __future__ import annotations

import argparse
import random
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from eval.capabilities import Cell, answerable
from eval.cases.facts import Facts
from eval.cases.themes import case
from eval.generate_gold import GOLD
from eval.generate_phrasings import FAMILIES as _FAMILIES
from eval.generate_phrasings import FOLLOWUPS, MONTHS, QUESTIONS
from eval.phrasings_fresh import FRESH_FAMILIES, FRESH_QUESTIONS
from eval.phrasings_fresh2 import FRESH2_FAMILIES, FRESH2_QUESTIONS
from eval.phrasings_fresh3 import FRESH3_FAMILIES, FRESH3_QUESTIONS
from eval.phrasings_fresh4 import FRESH4_FAMILIES, FRESH4_QUESTIONS
from eval.phrasings_fresh5 import FRESH5_FAMILIES, FRESH5_QUESTIONS
from eval.phrasings_fresh6 import FRESH6_FAMILIES, FRESH6_QUESTIONS
from eval.phrasings_fresh7 import FRESH7_FAMILIES, FRESH7_QUESTIONS
from eval.phrasings_fresh8 import FRESH8_FAMILIES, FRESH8_QUESTIONS
from eval.phrasings_fresh9 import FRESH9_FAMILIES, FRESH9_QUESTIONS
from eval.phrasings_fresh10 import FRESH10_FAMILIES, FRESH10_QUESTIONS
from eval.phrasings_fresh11 import FRESH11_FAMILIES, FRESH11_QUESTIONS
from eval.phrasings_fresh12 import FRESH12_FAMILIES, FRESH12_QUESTIONS
from eval.phrasings_fresh13 import FRESH13_FAMILIES, FRESH13_QUESTIONS
from eval.phrasings_fresh14 import FRESH14_FAMILIES, FRESH14_QUESTIONS
from eval.phrasings_fresh15 import FRESH15_FAMILIES, FRESH15_QUESTIONS
from eval.phrasings_fresh16 import FRESH16_FAMILIES, FRESH16_QUESTIONS
from eval.phrasings_fresh17 import FRESH17_FAMILIES, FRESH17_QUESTIONS
from eval.phrasings_fresh18 import FRESH18_FAMILIES, FRESH18_QUESTIONS
from eval.phrasings_fresh19 import FRESH19_FAMILIES, FRESH19_QUESTIONS
from eval.phrasings_fresh20 import FRESH20_FAMILIES, FRESH20_QUESTIONS
from eval.phrasings_fresh21 import FRESH21_FAMILIES, FRESH21_QUESTIONS
from eval.phrasings_fresh22 import FRESH22_FAMILIES, FRESH22_QUESTIONS
from eval.phrasings_fresh23 import FRESH23_FAMILIES, FRESH23_QUESTIONS
from eval.phrasings_fresh24 import FRESH24_FAMILIES, FRESH24_QUESTIONS
from eval.phrasings_fresh25 import FRESH25_FAMILIES, FRESH25_QUESTIONS
from eval.phrasings_fresh26 import FRESH26_FAMILIES, FRESH26_QUESTIONS
from eval.phrasings_fresh27 import FRESH27_FAMILIES, FRESH27_QUESTIONS
from eval.phrasings_fresh28 import FRESH28_FAMILIES, FRESH28_QUESTIONS
from eval.phrasings_fresh29 import FRESH29_FAMILIES, FRESH29_QUESTIONS
from eval.phrasings_fresh30 import FRESH30_FAMILIES, FRESH30_QUESTIONS
from eval.phrasings_fresh31 import FRESH31_FAMILIES, FRESH31_QUESTIONS

# every family, by split (``families_of``)
FAMILIES = {
    **_FAMILIES,
    **FRESH_FAMILIES,
    **FRESH2_FAMILIES,
    **FRESH3_FAMILIES,
    **FRESH4_FAMILIES,
    **FRESH5_FAMILIES,
    **FRESH6_FAMILIES,
    **FRESH7_FAMILIES,
    **FRESH8_FAMILIES,
    **FRESH9_FAMILIES,
    **FRESH10_FAMILIES,
    **FRESH11_FAMILIES,
    **FRESH12_FAMILIES,
    **FRESH13_FAMILIES,
    **FRESH14_FAMILIES,
    **FRESH15_FAMILIES,
    **FRESH16_FAMILIES,
    **FRESH17_FAMILIES,
    **FRESH18_FAMILIES,
    **FRESH19_FAMILIES,
    **FRESH20_FAMILIES,
    **FRESH21_FAMILIES,
    **FRESH22_FAMILIES,
    **FRESH23_FAMILIES,
    **FRESH24_FAMILIES,
    **FRESH25_FAMILIES,
    **FRESH26_FAMILIES,
    **FRESH27_FAMILIES,
    **FRESH28_FAMILIES,
    **FRESH29_FAMILIES,
    **FRESH30_FAMILIES,
    **FRESH31_FAMILIES,
}

SPLITS = ("dev", "heldout", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7",
          "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15",
          "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22",
          "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28",
          "fresh29", "fresh30", "fresh31")  # fmt: skip
# the fresh splits have one wording per cell of their own, not a (dev, heldout) pair
_FRESH = {
    "fresh": FRESH_QUESTIONS,
    "fresh2": FRESH2_QUESTIONS,
    "fresh3": FRESH3_QUESTIONS,
    "fresh4": FRESH4_QUESTIONS,
    "fresh5": FRESH5_QUESTIONS,
    "fresh6": FRESH6_QUESTIONS,
    "fresh7": FRESH7_QUESTIONS,
    "fresh8": FRESH8_QUESTIONS,
    "fresh9": FRESH9_QUESTIONS,
    "fresh10": FRESH10_QUESTIONS,
    "fresh11": FRESH11_QUESTIONS,
    "fresh12": FRESH12_QUESTIONS,
    "fresh13": FRESH13_QUESTIONS,
    "fresh14": FRESH14_QUESTIONS,
    "fresh15": FRESH15_QUESTIONS,
    "fresh16": FRESH16_QUESTIONS,
    "fresh17": FRESH17_QUESTIONS,
    "fresh18": FRESH18_QUESTIONS,
    "fresh19": FRESH19_QUESTIONS,
    "fresh20": FRESH20_QUESTIONS,
    "fresh21": FRESH21_QUESTIONS,
    "fresh22": FRESH22_QUESTIONS,
    "fresh23": FRESH23_QUESTIONS,
    "fresh24": FRESH24_QUESTIONS,
    "fresh25": FRESH25_QUESTIONS,
    "fresh26": FRESH26_QUESTIONS,
    "fresh27": FRESH27_QUESTIONS,
    "fresh28": FRESH28_QUESTIONS,
    "fresh29": FRESH29_QUESTIONS,
    "fresh30": FRESH30_QUESTIONS,
    "fresh31": FRESH31_QUESTIONS,
}


# ------------------------------------------------------------------ phrasing and assembly

_SLOT = re.compile(r"(\{[a-z_]+\})")


def _outside_slots(template: str, change: Callable[[str], str]) -> str:
    """``change`` applied to the template's words, never to a ``{slot}`` (names stay exact)."""
    return "".join(p if _SLOT.fullmatch(p) else change(p) for p in _SLOT.split(template))


def _typos(text: str, rng: random.Random) -> str:
    """Swap two neighbouring letters in up to two longer words: the typist's usual slip."""
    words = text.split(" ")
    long_words = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
    for i in rng.sample(long_words, min(2, len(long_words))):
        w, j = words[i], rng.randrange(1, len(words[i]) - 2)
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    return " ".join(words)


def transform(template: str, how: str, rng: random.Random) -> str:
    """A family's text transform of a question template (slots untouched)."""
    if how == "terse":
        return _outside_slots(template, str.lower).rstrip("?.! ")
    if how == "typos":
        return _outside_slots(template, lambda part: _typos(part, rng))
    return template


def _turns(cell: Cell, family: str, lang: str, question: str | tuple[str, str], slots: dict,
           db: Facts, rng: random.Random) -> list[str]:  # fmt: skip
    """The case's user turns: the framed question with the identifiers placed as the family
    says; a follow-up pair is (first question, identifiers if needed, follow-up)."""
    spec = FAMILIES[family]
    if isinstance(question, tuple):
        return [*_turns(cell, family, lang, question[0], slots, db, rng), question[1]]
    text = rng.choice(spec["frames"][lang]).format(q=question)
    if not cell.needs_verification:
        return [text]
    c = db.customer(slots["customer"])
    ids = rng.choice(spec["id_lines"][lang]).format(id=c.id, email=c.email, first=c.first)
    return {"after": [text, ids], "before": [ids, text], "with": [f"{text} {ids}"]}[spec["ids"]]


def _question(family: str, lang: str, key: str) -> str | tuple[str, str] | None:
    """The family's split's wording of cell ``key`` in ``lang`` (a pair for follow-ups)."""
    spec = FAMILIES[family]
    if lang not in spec["frames"]:
        return None
    if spec["split"] in _FRESH:
        return _FRESH[spec["split"]].get(lang, {}).get(key)
    table = FOLLOWUPS if spec.get("followup") else QUESTIONS
    pair = table.get(lang, {}).get(key)
    return None if pair is None else pair[SPLITS.index(spec["split"])]


def _expect(cell: Cell, gold: dict[str, Any]) -> dict[str, Any]:
    if cell.needs_verification:
        where = {"routes": ["invoice"], "verified": True}
    else:
        where = {"routes": ["catalog"], "routes_forbidden": ["invoice"], "verified": False}
    return {**where, "tools": cell.required_tools or None, **gold}


def generate(db: Facts, families: list[str] | tuple[str, ...], languages: list[str] |
             tuple[str, ...], seed: int = 0, per_cell: int = 1) -> list[dict[str, Any]]:  # fmt: skip
    """Case dicts for every answerable cell x family x language that has a question.

    Each case's sampling uses its own RNG seeded from (seed, family, language, cell, k), so
    adding a cell or a language does not reshuffle the others' customers and entities.
    """
    out = []
    for cell in answerable():
        for family in families:
            split, how = FAMILIES[family]["split"], FAMILIES[family]["transform"]
            for lang in languages:
                wording = _question(family, lang, cell.key)
                if wording is None:
                    continue
                for k in range(per_cell):
                    rng = random.Random(f"{seed}:{family}:{lang}:{cell.key}:{k}")
                    slots, gold = GOLD[cell.key](db, rng)
                    if "month_no" in slots:
                        slots["month"] = MONTHS[lang][slots["month_no"] - 1]
                    parts = (wording,) if isinstance(wording, str) else wording
                    filled = tuple(transform(t, how, rng).format(**slots) for t in parts)
                    question = filled[0] if isinstance(wording, str) else (filled[0], filled[1])
                    out.append(
                        case(
                            f"gen.{split}.{family}.{lang}.{cell.key}.{k}",
                            _turns(cell, family, lang, question, slots, db, rng),
                            ["generated", split, family, lang, cell.key, cell.entity],
                            "; ".join([cell.key, *(f"{n}={v}" for n, v in slots.items())]),
                            **_expect(cell, gold),
                        )
                    )
    return out


def families_of(split: str) -> tuple[str, ...]:
    """The family names of one split, in declaration order."""
    return tuple(f for f, spec in FAMILIES.items() if spec["split"] == split)


def main(argv: list[str] | None = None) -> int:
    from sqlalchemy import text

    from db import init_db
    from eval.cases.build_cases import dump
    from settings import Settings

    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--split", choices=SPLITS, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--per-cell", type=int, default=1)
    parser.add_argument("--languages", default=",".join(QUESTIONS))
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="chinook-gen-") as tmp:
        engine = init_db(Settings(data_dir=Path(tmp)))
        try:
            with engine.connect() as conn:
                db = Facts(
                    lambda sql, **p: [dict(r) for r in conn.execute(text(sql), p).mappings()]
                )
                cases = generate(db, families_of(args.split), args.languages.split(","),
                                 args.seed, args.per_cell)  # fmt: skip
        finally:
            engine.dispose()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(dump(c) + "\n" for c in cases), encoding="utf-8")
    print(f"wrote {args.out} ({len(cases)} cases, split {args.split}, seed {args.seed})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
