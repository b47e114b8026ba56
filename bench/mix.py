"""The load benchmark's customer mix (issue 24): what "a turn" is when ``bench/load.py`` counts.

Why: the first load benchmark had every customer verify and list their invoices, then ask for
an artist's albums. Once code wrote those answers (issue 22), its turns barely called the
model, so it measured the rules, not the model server the served set-up exists for. The mix
is drawn from what customers ask instead: the capability map's generated questions
(``eval/generated/dev.jsonl``, catalog and account cells, with verification inside) and the
public cases whose answers the model writes (calculations, mixed requests, refunds with their
policy sentence), follow-ups, and questions in the other eight languages.

A conversation is one case's turns, as a customer would send them. The same seed gives the
same list of conversations, so every set-up runs the same work: ``for_turns`` cuts the list
into parts of ``turns`` turns (a run's k-th N takes part k, so no N replays another's
prompts) and deals a part to N customers in turn.

    python -m bench.mix --turns 48     # print the mix a run would send
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GENERATED = ROOT / "eval" / "generated" / "dev.jsonl"
CASES = ROOT / "eval" / "cases"
CATALOG_ENTITIES = {"artist", "album", "track", "playlist", "genre"}
SEED = 24


@dataclass(frozen=True)
class Conversation:
    """One case's turns, sent in order in one conversation."""

    case: str
    kind: str
    turns: tuple[str, ...]


@dataclass(frozen=True)
class Kind:
    """A kind of conversation, its share of the mix and where its cases come from."""

    name: str
    weight: float
    source: Path
    keep: Callable[[dict], bool]
    what: str


def _tag(case: dict, i: int) -> str:
    tags = case.get("tags", [])
    return tags[i] if len(tags) > i else ""


def _generated(entities: set[str] | None, lang: str | None, family: str | None = None):
    def keep(case: dict) -> bool:
        entity = _tag(case, 4).split(".")[0]
        return (
            (entities is None or entity in entities)
            and (lang is None or (_tag(case, 3) == "en") == (lang == "en"))
            and (family is None or _tag(case, 2) == family)
            and (family is not None or _tag(case, 2) != "followup")
        )

    return keep


def _public(exclude: tuple[str, ...] = ()) -> Callable[[dict], bool]:
    return lambda case: not any(word in case["id"] for word in exclude)


ACCOUNT = {"invoice", "invoice_line", "support_rep", "profile"}
KINDS = (
    Kind("catalog", 4, GENERATED, _generated(CATALOG_ENTITIES, "en"), "a catalog fact"),
    Kind("account", 4, GENERATED, _generated(ACCOUNT, "en"), "verify, then an account fact"),
    Kind("language", 2, GENERATED, _generated(None, "other"), "either, in pt/es/fr/de/it/nl/pl/sv"),
    Kind(
        "followup", 1, GENERATED, _generated(None, None, "followup"), "a question, then 'and ...?'"
    ),
    Kind("persona", 1, CASES / "personas.jsonl", _public(), "four turns: account and catalog"),
    # Search needs a Tavily key the benchmark does not have: its turns would time nothing.
    Kind("calculation", 1.5, CASES / "code_data.jsonl", _public(), "a calculation"),
    Kind("mixed", 1.5, CASES / "mixed.jsonl", _public(("search",)), "two requests in one"),
    Kind("refund", 1.5, CASES / "refunds.jsonl", _public(), "a refund and its policy"),
)


def load_kind(kind: Kind) -> list[Conversation]:
    cases = [json.loads(line) for line in kind.source.read_text().splitlines() if line.strip()]
    return [
        Conversation(c["id"], kind.name, tuple(c["turns"]))
        for c in cases
        if kind.keep(c) and all(isinstance(t, str) for t in c["turns"])
    ]


def conversations(count: int, seed: int = SEED) -> list[Conversation]:
    """``count`` conversations, each kind drawn by its weight, its cases in a seeded order
    (a kind's cases come round again only after all of them were used)."""
    rng = random.Random(seed)
    pools = {k.name: load_kind(k) for k in KINDS}
    for name, pool in pools.items():
        if not pool:
            raise ValueError(f"the mix's kind {name!r} has no cases")
        rng.shuffle(pool)
    names = [k.name for k in KINDS]
    weights = [k.weight for k in KINDS]
    used = dict.fromkeys(names, 0)
    out = []
    for _ in range(count):
        name = rng.choices(names, weights)[0]
        pool = pools[name]
        out.append(pool[used[name] % len(pool)])
        used[name] += 1
    return out


def for_turns(
    turns: int, customers: int, seed: int = SEED, part: int = 0
) -> list[list[Conversation]]:
    """Part ``part`` of the list (part 0 its head), each part the conversations that hold at
    least ``turns`` turns, dealt to ``customers`` in turn.

    Each N of a run takes its own part: a part replayed would find its prompts in the model
    server's (and the in-process model's) prompt cache and time the cache, not the load.
    """
    if turns < 1 or customers < 1 or part < 0:
        raise ValueError("turns and customers must be at least 1, part at least 0")
    pool = iter(conversations(turns * (part + 1), seed))  # at least one turn each: enough
    for _ in range(part + 1):
        head: list[Conversation] = []
        for conversation in pool:
            head.append(conversation)
            if sum(len(c.turns) for c in head) >= turns:
                break
    dealt: list[list[Conversation]] = [[] for _ in range(customers)]
    for i, conversation in enumerate(head):
        dealt[i % customers].append(conversation)
    return dealt


_ID = re.compile(r"\b(?:customer|cliente|kunde|client|id)\D{0,12}?(\d{1,3})\b", re.IGNORECASE)
_EMAIL = re.compile(r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}")


def customer_of(conversation: Conversation, catalog: Path) -> int | None:
    """The customer a conversation verifies as (from its email, else its phone, else its id),
    for the cross-talk count; None when it names none."""
    text = " ".join(conversation.turns)
    with sqlite3.connect(catalog) as conn:
        for email in _EMAIL.findall(text):
            row = conn.execute(
                "SELECT CustomerId FROM Customer WHERE lower(Email) = lower(?)", (email,)
            ).fetchone()
            if row:
                return row[0]
        digits = re.sub(r"\D", "", text)
        for cid, phone in conn.execute("SELECT CustomerId, Phone FROM Customer"):
            own = re.sub(r"\D", "", phone or "")
            if len(own) >= 7 and own in digits:
                return cid
    found = _ID.search(text)
    return int(found.group(1)) if found else None


def describe(turns: int, seed: int = SEED) -> dict:
    """The mix a run of ``turns`` turns sends: conversations and turns per kind."""
    head = [c for dealt in for_turns(turns, 1, seed) for c in dealt]
    summary: dict[str, dict[str, int]] = {}
    for c in head:
        entry = summary.setdefault(c.kind, {"conversations": 0, "turns": 0})
        entry["conversations"] += 1
        entry["turns"] += len(c.turns)
    return {
        "seed": seed,
        "conversations": len(head),
        "turns": sum(len(c.turns) for c in head),
        "kinds": {k.name: {"what": k.what, **summary.get(k.name, {})} for k in KINDS},
        "cases": [c.case for c in head],
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--turns", type=int, default=48)
    p.add_argument("--seed", type=int, default=SEED)
    args = p.parse_args(argv)
    print(json.dumps(describe(args.turns, args.seed), indent=1, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
