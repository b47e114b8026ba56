"""A follow-up read with the question it follows: "their email?" after "who handles my account".

Why: every rule after the guard (evidence, narrow, pick, the specialists' prompts) reads one
message. A short message that leans on the one before ("zähl sie mal" after "Battlestar
Galactica Alben?", "e o total dele" after "o meu pedido mais antigo", "who's the composer"
after a song was found) names no album, invoice or rep of its own, so it was routed and
narrowed as if it were a new question: counted in the wrong catalog, answered with the
customer's own email (held-out follow-up families, issue 22). Read together with the
customer's previous question, the same rules see the topic and the new ask.

A message is a follow-up when it is short, names no number or quoted title, is no small talk,
and either leans back (``back_words``: "it", "dele", "sie") or shows no topic of its own; the
previous question is the last customer message that said something besides identifiers.
A refund is never carried over: "yes, do it" must not file the request a second time.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

from agents.identifiers import without_identifiers
from agents.intent import evidence
from agents.refunds import asks_refund
from agents.smalltalk import small_talk
from agents.words import fold
from lexicon import lexicon

MAX_WORDS = 7  # a follow-up is short: a longer message says what it is about
_WORD = re.compile(r"\w+")
# a number, or a quoted title of its own (a quote that opens a word, not "who's")
_SAYS_ITS_OWN = re.compile(r"\d|(?<!\w)[\"'‘“«]\w")
IDENTITY_PLACEHOLDER = "(identity details)"  # what verification keeps of the reply


def _previous_question(history: Sequence[Mapping[str, str]]) -> str:
    """The customer's last message that said something besides identifiers, or ""."""
    for m in reversed(history):
        if m.get("role") != "user" or m.get("content") == IDENTITY_PLACEHOLDER:
            continue
        rest = " ".join(without_identifiers(m.get("content", "")).split())
        if len(_WORD.findall(rest)) >= 2 and small_talk(rest) is None:
            return rest
    return ""


def is_followup(message: str, titled: Callable[[str], bool] | None = None) -> bool:
    """Whether ``message`` leans on the question before it (see the module doc).
    ``titled``: whether a text names a song or album title of the store's (``tools.names``);
    such a title with words of its own asking ("Do you have Smells Like Teen Spirit?") is a
    topic of its own, like a quoted one; "and Californication?" still follows."""
    rest = " ".join(without_identifiers(message).split())
    words = _WORD.findall(rest)
    if not words or len(words) > MAX_WORDS or _SAYS_ITS_OWN.search(rest):
        return False
    if small_talk(rest) is not None or asks_refund(rest):
        return False
    if lexicon().phrase("back_words").search(fold(rest)) is not None:
        return True
    found = evidence(rest)
    if found.strong:
        return False
    return not (titled is not None and found.any and titled(rest))


def with_context(
    message: str,
    history: Sequence[Mapping[str, str]],
    titled: Callable[[str], bool] | None = None,
) -> str:
    """``message`` as the rules should read it: after the previous question when it is a
    follow-up of it, else as it is (``titled``: as ``is_followup`` reads it)."""
    if not is_followup(message, titled):
        return message
    previous = _previous_question(history)
    if not previous or asks_refund(previous):
        return message
    return f"{previous} {message}"
