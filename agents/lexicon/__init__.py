"""Words that name times and positions, as data: one JSON file per language.

Why data: the rules layer mixed five languages inside single patterns, so adding a language
meant editing code and a word in one language could shadow another's (issue 22). Each
``<lang>.json`` here holds one language's words, folded (lower case, no accents, as
``agents.intent.fold`` writes text): ``months`` (twelve lists of forms, January first),
``ordinals`` ({"2": ["second", "2nd"], ...}), ``penultimate`` and ``before_that`` (the one
before the latest), ``year_before`` (words that put a year in time: "in 2024", "em 2024").
A new language is a new file; ``tests/test_pick.py`` checks every file has every key.

The patterns built here are alternations of literals: every scan is linear in the text.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = ("months", "ordinals", "penultimate", "before_that", "year_before")


def _alternation(words: list[str]) -> str:
    ordered = sorted(set(words), key=len, reverse=True)  # the longest form wins
    return "|".join(re.escape(w).replace(r"\ ", " ").replace(r"\-", "[- ]") for w in ordered)


@dataclass(frozen=True)
class Lexicon:
    """Every language's words merged, with the patterns code reads them with."""

    languages: tuple[str, ...]
    month_of: dict[str, int]  # a folded month form -> 1..12
    ordinal_of: dict[str, int]  # "second" -> 2
    month: re.Pattern[str]  # "march 2024", "marco de 2024", "2024-03"
    year: re.Pattern[str]  # "in 2024", "em 2024"
    ordinal: re.Pattern[str]
    penultimate: re.Pattern[str]
    before_that: re.Pattern[str]


@cache
def lexicon() -> Lexicon:
    """The merged lexicon of every ``*.json`` beside this module (read once)."""
    month_of: dict[str, int] = {}
    ordinal_of: dict[str, int] = {}
    penultimate: list[str] = []
    before_that: list[str] = []
    year_before: list[str] = []
    languages = []
    for path in sorted(HERE.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        missing = [k for k in KEYS if k not in data]
        if missing or len(data["months"]) != 12:
            raise ValueError(f"{path.name}: needs {KEYS} with twelve months; missing {missing}")
        languages.append(data["language"])
        for number, forms in enumerate(data["months"], start=1):
            month_of.update({form: number for form in forms})
        for number, forms in data["ordinals"].items():
            ordinal_of.update({form: int(number) for form in forms})
        penultimate += data["penultimate"]
        before_that += data["before_that"]
        year_before += data["year_before"]
    year = r"((?:19|20)\d\d)(?![\d-])"
    return Lexicon(
        languages=tuple(languages),
        month_of=month_of,
        ordinal_of=ordinal_of,
        month=re.compile(
            rf"(?<!\w)({_alternation(list(month_of))})\.? (?:(?:de|of|del|di) )?{year}"
            rf"|(?<![\w-])((?:19|20)\d\d)-(0[1-9]|1[0-2])(?!\d)"
        ),
        year=re.compile(rf"(?<!\w)(?:{_alternation(year_before)}) (?:the )?{year}"),
        ordinal=re.compile(rf"(?<!\w)({_alternation(list(ordinal_of))})(?!\w)"),
        penultimate=re.compile(rf"(?<!\w)(?:{_alternation(penultimate)})(?!\w)"),
        before_that=re.compile(rf"(?<!\w)(?:{_alternation(before_that)})(?!\w)"),
    )
