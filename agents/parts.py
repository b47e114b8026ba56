"""The part of the customer's own record a question asks about: their rep, name, email,
address, or what they have spent.

Split from ``agents.pick`` (which rows of a result a question asks for), which hands a
one-row account record here. "who is my rep / their email" is not the customer's own email
(the 0.5B read that one out); "how is my name written on my account" asks the name; "all my
orders added together, how much is that?" asks what was spent. The words are the lexicon's
(one key per part, every language), and two parts are also read in other words by the
lexicon's own readings (``Lexicon.name_asked``, ``Lexicon.sum_asked``). ``agents.sentences``
says the part kept as a sentence in the customer's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from agents.identifiers import parse_identifiers, without_identifiers
from agents.words import fold, respelled
from lexicon import lexicon
from tools.result import ToolResult

# The fields of one account record a question about one of its parts asks for: "who is my
# rep / their email" is not the customer's own email (the 0.5B read that one out). The rep,
# when named, is the one ("l'adresse e-mail de mon conseiller"); else the part the message
# names first: "what email address do you have for me?" names the email, not an address.
_PARTS = (
    ("rep_words", ("support_rep", "support_rep_email", "support_rep_phone")),
    ("name_words", ("first_name", "last_name")),
    ("email_words", ("email",)),
    ("phone_words", ("phone",)),
    ("address_words", ("address", "city", "state", "country", "postal_code")),
    ("spent_words", ("total_spent", "invoice_count")),
)


def part(result: ToolResult, message: str) -> ToolResult:
    """A one-row account record kept to the fields the message asks about, or as it is."""
    (row,) = result.rows
    if "customer_id" not in row:  # an employee's row is said whole: their name first
        return result
    # identifiers given to verify ("... and the email x@y") ask about no part
    written = " ".join(fold(without_identifiers(message)).split())[:4000]
    # "my email is x": the words that give an email go with it (``without_identifiers``), so
    # an email word left is asked about ("which email do you have? x@y, customer 4"); a part
    # named as written beats one only a typo's reading names ("she dares to ask how much she
    # spent": "dares" read as the Dutch "adres" is no address asked about)
    named = _parts_named(row, written) or _parts_named(row, respelled(written))
    if parse_identifiers(message).phones:  # "my phone is +351 ...": its words give it
        named = [n for n in named if n[2] != ("phone",)]
    if not named:
        return result
    reps = [n for n in named if n[2] == _PARTS[0][1]]
    # the rep; else every part named, in the order named, and at one place the longer
    # words ("email address" is the email, not an address): "what email and phone number
    # are on my account?" asks both
    chosen = reps[:1] or _in_order(named)
    fields = [f for _, _, part_fields in chosen for f in part_fields]
    kept = {k: v for k, v in row.items() if k in fields}
    parts = [part_fields[0] for _, _, part_fields in chosen]
    data = {**result.data, "results": [kept], "picked": f"the {', '.join(parts)} asked about"}
    return ToolResult({**data, PARTS: parts}, result.error)


PARTS = "parts"  # the result's key for the parts kept, by their first fields ("email")


def _in_order(
    named: list[tuple[int, int, tuple[str, ...]]],
) -> list[tuple[int, int, tuple[str, ...]]]:
    """The parts named, in the order named; a part named inside the words of one before it
    is that one's ("email address" is the email, not an address; sorted, the longer words
    of one place come first)."""
    chosen: list[tuple[int, int, tuple[str, ...]]] = []
    end = -1
    for at, length, fields in sorted(named):
        if at < end:
            continue
        chosen.append((at, length, fields))
        end = at - length  # ``length`` is negative: sorted, longer words first
    return chosen


# ... or asks for in other words: "how is my name written on my account", "all my orders
# added together, how much is that?" (the lexicon's readings, each a position or None)
_ASKED_OTHERWISE = {"name_words": lexicon().name_asked, "spent_words": lexicon().sum_asked}


def _parts_named(row: Mapping[str, Any], text: str) -> list[tuple[int, int, tuple[str, ...]]]:
    """The parts of ``row`` that ``text`` (folded) names: (where, -length, their fields)."""
    named = []
    for key, fields in _PARTS:
        if fields[0] not in row:
            continue
        if (found := lexicon().phrase(key).search(text)) is not None:
            named.append((found.start(), -len(found.group(0)), fields))
        elif key in _ASKED_OTHERWISE and (at := _ASKED_OTHERWISE[key](text)) is not None:
            named.append((at, 0, fields))
    return named
