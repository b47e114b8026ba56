"""Whether a message asks for money back: the refund words of every language the store
speaks (lexicon data), and not a refund someone else pays; and the refund's outcome said in
the customer's language (``refund_outcome``).

Split from ``agents.intent`` (which reads the rest of a message's intent) to keep each
module small; the refund tool is offered, and required, only when this says so
(``agents.narrow``, ``agents.ground``), so money moves only on a customer's request.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from agents.report import SpecialistReport
from agents.words import fold
from lexicon import language_of, lexicon
from support.sentence import SAY, from_list, said
from tools.result import ToolResult

# Asking for money back, in the store's languages: a word holding a stem ("refunded",
# "Rückerstattung", "reembolso": lexicon refund_stems, data)
REFUND_STEMS = lexicon().stems("refund_stems")


_REFUND_WORDS = lexicon().phrase("refund_words")  # "money back", "rimborso", "zwrot" (data)
_MONEY_BACK = lexicon().near("money_words", "money_back_words")  # "mein Geld ... zurück"


# Someone else's refund, beside the refund word: "an expense reimbursement", "for a
# reimbursement claim at work", "reimbursed by my employer" (lexicon payer_words). That is
# what the customer needs a record for, not money back from the store: it moved no money
# but filed a refund request (fresh15, the 1.5B). At most one word between the two.
_PAYER = lexicon().phrase("payer_words")
# ... and a refund someone else makes to the customer, the refund word in the third person:
# "the gym reimburses me for the music", "la salle me rembourse la musique" (lexicon
# reimbursed_words). The store is asked in the second person ("can you refund me?").
_REIMBURSED = lexicon().phrase("reimbursed_words")
_BETWEEN = re.compile(r"\W{1,3}+(?:\w{1,24}+\W{1,3}+)?")


def _someone_elses(text: str, start: int, end: int, payers: Sequence[tuple[int, int]]) -> bool:
    return any(
        (_BETWEEN.fullmatch(text, end, a) is not None if a >= end else False)
        or (_BETWEEN.fullmatch(text, b, start) is not None if b <= start else False)
        for a, b in payers
    )


# A refund thanked for, earlier in its clause: "Thanks for the help last time with my refund
# question. Could you list all my orders?" filed, and the policy executed, a refund of the
# latest invoice (fresh17). Thanks, at most three words, then what it is for (lexicon
# thanks_words, thanked_for_words); not thanks in advance ("merci d'avance pour le
# remboursement": in_advance_words), and a clause ends at a comma ("thanks for your help,
# please refund invoice 12" asks). Missing a request costs a repeated ask; a false one
# moves money.
_THANKED = re.compile(
    rf"(?:{lexicon().phrase('thanks_words').pattern})\W{{1,3}}+(?:\w{{1,24}}+\W{{1,3}}+){{0,3}}?"
    rf"(?:{lexicon().phrase('thanked_for_words').pattern})"
)
_ADVANCE = lexicon().phrase("in_advance_words")
_CLAUSE_END = re.compile(r"[.,;:!?\n]")


def _thanked_for(text: str, start: int, thanks: Sequence[tuple[int, int]]) -> bool:
    for a, b in thanks:
        if b <= start and _CLAUSE_END.search(text, b, start) is None:
            clause = _CLAUSE_END.search(text, start)
            if _ADVANCE.search(text, a, clause.start() if clause else len(text)) is None:
                return True
    return False


def asks_refund(message: str) -> bool:
    """Whether the message asks for (or about) a refund, in any of the store's languages
    (the stems above, and each language's ``refund_words``: data), not someone else's
    (one they make the customer, too) and not one the customer thanks the store for."""
    text = fold(message[:4000])
    payers = [m.span() for m in _PAYER.finditer(text)]
    thanks = [m.span() for m in _THANKED.finditer(text)]
    made = [m.span() for m in _REIMBURSED.finditer(text)]
    return any(
        not (payers and _someone_elses(text, m.start(), m.end(), payers))
        and not (thanks and _thanked_for(text, m.start(), thanks))
        and not any(a < m.end() and m.start() < b for a, b in made)
        for p in (REFUND_STEMS, _REFUND_WORDS, _MONEY_BACK)
        for m in p.finditer(text)
    )


def refund_outcome(
    reports: Iterable[SpecialistReport], question: str, lang: str | None = None
) -> str | None:
    """The whole answer, written by code, for a refund request: the policy's own sentences.

    The refund tool's message is exact and written for the customer ("Refunded $1.99 for 1
    item on invoice 412 (refund #1).", "Sorry, this refund can't be made. ..."); a small model
    retelling it garbled who did what ("The customer was denied the refund ..."). Said in
    the customer's language (``lang``; else the question's) from the message's sentences
    (``support.sentence``); a result without them (an older one) is said as its English
    message. Only when the turn was that request alone (invoice lookups and the refund,
    nothing queued or decided by staff, nothing failed); None otherwise.
    """
    if not asks_refund(question):
        return None
    lang = lang or language_of(question)
    messages = []
    for report in reports:
        if report.specialist != "invoice" or report.failed or report.final:
            return None
        for call in report.succeeded:
            if call.tool != "request_refund":
                continue  # a lookup that found the invoice or its lines
            message = call.result.data.get("message")
            if str(call.result.data.get("status", "")).startswith(("pending", "needs_")):
                return None
            if isinstance(message, str) and message.strip():
                messages.append(message_in(call.result, message.strip(), lang))
    return " ".join(dict.fromkeys(messages)) or None


def message_in(result: ToolResult, message: str, lang: str) -> str:
    """A result's ``message`` in ``lang``, said from its sentences (``message`` when it
    has none, or they do not fill: an older result, a lexicon without them)."""
    sentences = from_list(result.data.get(SAY))
    if sentences is None or lang == "en":  # English: the message itself, word for word
        return message
    try:
        return said(sentences, lang)
    except (KeyError, IndexError, ValueError, TypeError):
        return message
