"""What the rules read from every case message, one line each, so that a change to a word
list or a rule can be diffed against the revision before it.

    python bench/readings.py --out /tmp/after.tsv [--cases FILE ...]
    diff /tmp/before.tsv /tmp/after.tsv | grep -c '^>'     # readings that changed

A line is: message, the store's names found in it (``tools.names``: kind and name), the
specialists the evidence names (``agents.intent.vet`` of an empty plan), the catalog tools
``agents.narrow`` offers, the invoice tools it offers, whether the message asks something
beside identifiers (``agents.verify.asks_more``). No model runs.
Unseen splits are left out unless named with ``--cases`` (reading them is looking at them).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# The splits already looked at (the newest fresh split stays unread until it is run).
SEEN = (
    *sorted((ROOT / "eval" / "cases").glob("*.jsonl")),
    *(
        ROOT / "eval" / "generated" / f"{s}.jsonl"
        for s in ("dev", "heldout", "fresh", *(f"fresh{n}" for n in range(2, 32)))
    ),
)


def messages(paths: list[Path]) -> list[str]:
    """Every user turn of the case files, once each, in file order."""
    out: dict[str, None] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                for turn in json.loads(line).get("turns", []):
                    out[turn if isinstance(turn, str) else str(turn)] = None
    return list(out)


def reading(message: str, names, catalog_tools, invoice_tools) -> str:
    from agents.intent import evidence, vet
    from agents.links import links_read
    from agents.narrow import narrow
    from agents.verify import asks_more

    message = links_read(message)  # as the guard hands it on
    mentions = names.find(message)
    plan = vet([], evidence(message, [m.start for m in mentions], names=[m.name for m in mentions]))
    catalog = [t["name"] for t in narrow("catalog", message, catalog_tools, mentions)]
    invoice = [t["name"] for t in narrow("invoice", message, invoice_tools, mentions)]
    flat = " ".join(message.split())
    found = ",".join(f"{m.kind}:{m.name}" for m in mentions)
    return "\t".join([flat, found, ",".join(plan), ",".join(catalog), ",".join(invoice),
                      str(asks_more(message))])  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--cases", type=Path, nargs="*", default=list(SEEN))
    args = parser.parse_args(argv)
    from db import init_db
    from settings import Settings
    from tools import registry
    from tools.names import catalog_names

    names = catalog_names(init_db(Settings()))
    catalog_tools, invoice_tools = (
        [t.describe() for t in registry().for_specialist(s)] for s in ("catalog", "invoice")
    )
    lines = [reading(m, names, catalog_tools, invoice_tools) for m in messages(args.cases)]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} messages -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
