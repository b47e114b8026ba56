"""How much code helps the model (``ASSIST``): ``full``, ``guard`` or ``off``.

Why: the rules (reading a follow-up with its question, checking the plan against the
message's words, narrowing a specialist's tools, picking the row asked for, writing list
answers by code) were built so the 0.5B answers what a 3B would; a user who swaps
``MODEL_ID`` for a bigger model should be able to measure whether they still help it.

* ``full``: every rule (the default for models up to 2B parameters, and when the size is
  not in the model's name);
* ``guard``: only the safety parts: an id argument must come from the customer or a tool
  (``agents.ground``), an answer's numbers, names and amounts must be in the facts
  (``agents.numbers``, ``agents.claims``), the wording clean-up (``agents.wording``); the
  model routes, chooses among all of a specialist's tools and writes every answer (the
  default above 2B);
* ``off``: none of the above either, to measure the model alone.

In every mode code still supplies the verified customer id, verifies customers, runs the
refund policy and says its decision, and quotes data as data: those are the product's
guarantees, not help for a small model.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from settings import ASSIST_CHOICES, Settings

MODES = ASSIST_CHOICES
SMALL_B = 2.0  # parameters (billions) up to which the rules help by default
_SIZE = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s*b(?![a-z])", re.IGNORECASE)


@dataclass(frozen=True)
class Assist:
    """What code does for the model in one mode (see the module doc)."""

    mode: str
    read: bool  # a follow-up is read with the question it follows (agents.followup)
    route: bool  # the plan is checked against the message's words (agents.intent.vet)
    narrow: bool  # a specialist sees the tools the question needs (agents.narrow)
    pick: bool  # the row asked for is picked by code (agents.pick)
    write: bool  # lists, captions and "not found" are written by code (agents.render)
    ground_ids: bool  # id arguments must come from the customer or a tool (agents.ground)
    check_facts: bool  # an answer's facts must be in the facts (agents.numbers, claims)


def assist(mode: str) -> Assist:
    """The rules of ``mode`` (one of ``MODES``)."""
    if mode not in MODES:
        raise ValueError(f"assist mode {mode!r}: choose one of {', '.join(MODES)}")
    every = mode == "full"
    safe = mode in ("full", "guard")
    return Assist(mode, every, every, every, every, every, safe, safe)


def model_size_b(name: str | None) -> float | None:
    """The parameter count (billions) a model's name says ("Qwen2.5-3B-Instruct": 3.0)."""
    found = _SIZE.findall(name or "")
    return float(found[-1]) if found else None


def default_mode(settings: Settings) -> str:
    """``full`` for a model of up to ``SMALL_B`` billion parameters or of unknown size,
    ``guard`` above."""
    name = settings.llm_model or settings.model_id or f"offline-{settings.offline_model}"
    size = model_size_b(name)
    return "guard" if size is not None and size > SMALL_B else "full"


def for_settings(settings: Settings) -> Assist:
    """The rules the app runs with: ``ASSIST`` if set, else by model size."""
    return assist(settings.assist or default_mode(settings))
