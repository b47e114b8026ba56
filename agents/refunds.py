"""Whether a message asks for money back: the refund words of every language the store
speaks (lexicon data), and not a refund someone else pays.

Split from ``agents.intent`` (which reads the rest of a message's intent) to keep each
module small; the refund tool is offered, and required, only when this says so
(``agents.narrow``, ``agents.ground``), so money moves only on a customer's request.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from agents.words import fold
from lexicon import lexicon

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
