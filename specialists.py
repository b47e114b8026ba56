"""The specialists, declared once: everything else derives from ``DECLARED``.

A specialist is a name the manager may route to, a one-line role (shown to the manager and
to the specialist itself), the modules holding its tools (each declared with
``tools.base.tool(name)``), its few-shot examples (a file in ``prompts/examples/``) and how
the chat's status line names what it consulted. The manager's JSON schema and
``ManagerDecision`` (``llm.protocol``), the graph's nodes and edges (``agents.graph``),
the prompts (``agents.prompting``), the tool registry (``tools``) and the UI read this
tuple when they run, so adding a specialist is one entry here plus its tools and examples.

Flat and without imports of the app's own, so every layer may read it (like ``settings``).
"""

from __future__ import annotations

from dataclasses import dataclass

FINISH = "finish"  # the manager's route meaning "answer now"


@dataclass(frozen=True)
class Specialist:
    name: str
    role: str  # one line: what it knows
    tools: tuple[str, ...]  # modules whose ``@tool(name)`` functions are its tools
    source: str  # what the chat's status line calls it ("sources: catalog DB")
    examples: str | None = None  # few-shot file in prompts/examples/ (or a path), if any


DECLARED: tuple[Specialist, ...] = (
    Specialist(
        "catalog",
        "the music catalog (artists, albums, tracks, genres, playlists, prices).",
        ("tools.catalog",),
        "catalog DB",
        "catalog.md",
    ),
    Specialist(
        "invoice",
        "the customer's own invoices, purchases and support rep (needs a verified customer).",
        ("tools.invoice", "tools.refunds"),
        "your invoices",
        "invoice.md",
    ),
    Specialist("search", "the web, for facts outside the store.", ("tools.search",), "web search"),
    Specialist(
        "code", "runs Python for calculations.", ("tools.code",), "Python sandbox", "code.md"
    ),
    Specialist(
        "data", "statistics (mean, median, spread) of numbers.", ("tools.data",), "statistics"
    ),
    Specialist(
        "help",
        "the store's policies and FAQ: refund rules, file formats, downloads, payment, privacy.",
        ("tools.knowledge",),
        "help",
        "help.md",
    ),
)


def names() -> tuple[str, ...]:
    """Every specialist's name, in declaration order."""
    return tuple(s.name for s in DECLARED)


def routes() -> tuple[str, ...]:
    """What the manager may route to: every specialist, then ``finish``."""
    return (*names(), FINISH)


def get(name: str) -> Specialist:
    """The declared specialist ``name``; ``ValueError`` for an unknown one."""
    for spec in DECLARED:
        if spec.name == name:
            return spec
    raise ValueError(f"unknown specialist {name!r}; declared: {list(names())}")
