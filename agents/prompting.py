"""Building the message lists each node sends to ``generate()``, from prompts/ templates."""

from __future__ import annotations

import json
from typing import Any

import prompts

SPECIALIST_INFO: dict[str, str] = {
    "catalog": "the music catalog (artists, albums, tracks, genres, playlists, prices).",
    "invoice": "the customer's own invoices, purchases and support rep (needs a verified customer).",
    "search": "the web, for facts outside the store.",
    "code": "runs Python for calculations.",
    "data": "statistics (mean, median, spread) of numbers.",
    "help": "the store's policies and FAQ: refund rules, file formats, downloads, payment, privacy.",
}

HISTORY_TURNS = 6  # earlier messages shown to the manager, so follow-ups make sense


def specialists_block(names: list[str] | None = None) -> str:
    names = names or list(SPECIALIST_INFO)
    return "\n".join(f"- {name}: {SPECIALIST_INFO[name]}" for name in names)


def manager_messages(
    question: str,
    history: list[dict[str, str]] | None = None,
    customer: str = "anonymous (not verified)",
    done: str = "none",
    safety: str = "Safety check: nothing suspicious.",
) -> list[dict[str, str]]:
    """System prompt + recent history + the customer's latest message."""
    system = prompts.render(
        "manager", specialists=specialists_block(), customer=customer, done=done, safety=safety
    )
    recent = (history or [])[-HISTORY_TURNS:]
    return [{"role": "system", "content": system}, *recent, {"role": "user", "content": question}]


def compact(value: Any, limit: int = 1800) -> str:
    """JSON text of a tool result, cut to ``limit`` characters for the prompt."""
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= limit else text[: limit - 20] + ' …"(cut)"'
