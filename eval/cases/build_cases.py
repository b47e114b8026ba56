"""Write the public case set (``eval/cases/*.jsonl``) with facts computed from Chinook by SQL.

    python -m eval.cases.build_cases [--out eval/cases] [--data-dir DIR]

Builds the Chinook SQLite with ``db.init_db`` (in a temp dir unless ``--data-dir``), reads
album titles, track names, customers' identifiers, invoices and support reps with plain SQL
(independent of the tools under test, so a tool bug cannot make its own expectation), and
writes one file per theme. The committed files must equal what this script writes
(``tests/test_eval.py`` regenerates into a temp dir and compares). ``smoke.jsonl`` is
hand-written and not touched here. Code/data facts are computed with Python's ``math`` and
``statistics``.
"""

from __future__ import annotations

import argparse
import json
import tempfile
from pathlib import Path
from typing import Any

from sqlalchemy import text
from sqlalchemy.engine import Engine

from db import init_db
from eval.cases import facts, themes
from eval.cases.themes_language import THEMES_LANGUAGE
from eval.cases.themes_more import THEMES_MORE
from eval.cases.themes_personas import THEMES_PERSONAS
from settings import Settings

HERE = Path(__file__).resolve().parent
THEMES = {
    "catalog": themes.catalog,
    "invoice": themes.invoice,
    **THEMES_MORE,
    **THEMES_LANGUAGE,
    **THEMES_PERSONAS,
}
FILES = tuple(THEMES)  # file stems this script owns, in write order


def build(engine: Engine) -> dict[str, list[dict[str, Any]]]:
    """Every generated case, by file stem."""
    with engine.connect() as conn:
        db = facts.Facts(lambda sql, **p: [dict(r) for r in conn.execute(text(sql), p).mappings()])
        out = {stem: make(db) for stem, make in THEMES.items()}
    ids = [c["id"] for cases in out.values() for c in cases]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise ValueError(f"duplicate case ids: {dupes}")
    return out


def dump(case: dict[str, Any]) -> str:
    """One JSONL line; keys in a fixed order so the files diff cleanly."""
    order = ("id", "turns", "expect", "tags", "note")
    return json.dumps({k: case[k] for k in order if k in case}, ensure_ascii=False)


def write(cases: dict[str, list[dict[str, Any]]], out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for stem, rows in cases.items():
        path = out_dir / f"{stem}.jsonl"
        path.write_text("".join(dump(c) + "\n" for c in rows), encoding="utf-8")
        paths.append(path)
    return paths


def generate(out_dir: Path, data_dir: Path | None = None) -> list[Path]:
    """Build the DB (temp dir by default) and write every theme file into ``out_dir``."""
    with tempfile.TemporaryDirectory(prefix="chinook-cases-") as tmp:
        engine = init_db(Settings(data_dir=data_dir or Path(tmp)))
        try:
            return write(build(engine), out_dir)
        finally:
            engine.dispose()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=HERE)
    parser.add_argument("--data-dir", type=Path, default=None)
    args = parser.parse_args(argv)
    for path in generate(args.out, args.data_dir):
        print(f"wrote {path} ({sum(1 for _ in path.open())} cases)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
