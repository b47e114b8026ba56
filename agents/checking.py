"""The model's answer, checked against the turn's facts before the customer reads it.

Why a module of its own: finalize (``agents.nodes``) decides where an answer comes from;
what may stay of a model-written one is decided here, in one place, by the checks of
``agents.wording`` (clean-up), ``agents.numbers`` (numbers and counts) and ``agents.claims``
(names, emails, lengths, currencies), each against the facts and what the customer said.
"""

from __future__ import annotations

import json
import logging

from agents.claims import drop_invented
from agents.facts import values
from agents.numbers import drop_uncounted, drop_unsupported
from agents.render import passages
from agents.report import succeeded_calls
from agents.state import State, history
from agents.wording import unpersoned, unrefused, unretold, worded

log = logging.getLogger(__name__)


def checked(text: str, state: State, facts: str) -> str:
    """The model's answer, cleaned (agents.wording), without the sentences stating a number
    found in neither the facts nor the question, or a count the facts do not state as one
    (agents.numbers); "" when none is left.
    When no call worked, any number not in the question is the model's own (small ones too)."""
    question = state.get("question", "")
    text = worded(text, question)
    reports = state.get("results") or []
    # the customer's earlier messages count as what they said (a name they gave, the song
    # asked about before, a number they wrote)
    said = "\n".join(m["content"] for m in history(state) if m["role"] == "user")
    if succeeded_calls(reports):
        results = json.dumps([r.as_json() for r in reports], default=str)
        kept, dropped = drop_unsupported(text, facts, results, question, said)
        kept, uncounted = drop_uncounted(kept, f"{facts}\n{results}", f"{question}\n{said}")
        dropped += uncounted
        kept = unretold(kept, f"{question}\n{said}", values(reports))  # the message told back
        kept = unpersoned(kept, any(r.specialist == "invoice" and r.succeeded for r in reports))
        kept = unrefused(kept)  # "I can't assist with that" over what the lookups found
    else:  # failed calls' arguments and errors are the model's guesses, not facts
        results = ""
        kept, dropped = drop_unsupported(text, question, said, small=0)
    # names, emails, lengths and currencies too (agents.claims)
    kept, invented = drop_invented(kept, f"{facts}\n{results}", f"{question}\n{said}")
    if dropped or invented:
        log.info("answer sentences dropped: not in the facts: %s", [*dropped, *invented])
    return kept


def told_by_code(results: list) -> bool:
    """Whether code can say every fact of the turn itself: lookups of the catalog or the
    account that found rows (not a policy passage, a program or a specialist's own words)."""
    calls = succeeded_calls(results)
    return (
        bool(calls)
        and all(
            r.specialist in ("catalog", "invoice") and not r.failed and not r.final for r in results
        )
        and all(c.result.rows and not passages(c.result.rows) for c in calls)
    )


def strings(rows: list) -> list[str]:
    """The text values of ``rows`` (the names an answer in another language may hold)."""
    return [v for row in rows for v in row.values() if isinstance(v, str) and v.strip()]
