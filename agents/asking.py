"""What kind of answer a message asks for: one row, a fact about the rows, a genre, anything.

Split from ``agents.intent`` (which specialists a message needs): these read the same
message for the answer's shape instead, and ``agents.render``, ``narrow``, ``nodes``,
``sentences`` and ``verify`` ask them. Word lists are the lexicon's (data); every pattern is
an alternation of literal words, so each scan is linear in the text.
"""

from __future__ import annotations

import re

from agents.pick import ORDER_WORDS, one_row
from agents.words import fold, respelled, unabbreviated, word_pattern
from lexicon import lexicon
from tools.titles import SENTENCE_MARK, sentences

_LEX = lexicon().words
# A question word of any language ("how many", "quanti", "hoeveel"): ``agents.intent``
# reads a plain question about the world by it too.
QUESTION_WORDS = word_pattern(*_LEX["question_words"])

_NAME = lexicon().phrase("name_words")  # "first and last name" (data)


def asks_for_one(message: str) -> bool:
    """Whether the message asks for one item of a list ("my latest invoice", "the cheapest"):
    not "first name", not a span of time ("I was browsing your store last night"), a count
    or a plural ("my last 3 orders": ``agents.pick.one_row``)."""
    text = " ".join(_NAME.sub(" ", fold(message)).split())
    return any(one_row(text, m.start(), m.end()) for m in ORDER_WORDS.finditer(text))


# Words that ask a fact about the things a lookup found (a price, a length, who made it, a
# comparison) rather than to see them: "how much is Enter Sandman?" is not answered by the
# list of its recordings, so such a message keeps a sentence of the model's.
_ABOUT = word_pattern(*_LEX["about_words"], *_LEX["price_words"])


# "most"/"least" compare ("the most tracks"), but not in the orders code picks a row by.
_MOST = re.compile(r"(?<!\w)(?:most|least)(?!\w)(?! (?:recent|expensive|costly)\b)")


def asks_about(message: str) -> bool:
    """Whether the message asks a fact about what it names, beyond seeing the list of it."""
    text = " ".join(fold(message).split())
    return _ABOUT.search(text) is not None or _MOST.search(text) is not None


def asks_genre(message: str) -> bool:
    """Whether the message asks what kind of music something is ("genre", "estilo", "what
    kind of music": the lexicon's genre_words, typos read as the words)."""
    text = respelled(" ".join(fold(message[:4000]).split()))
    return lexicon().phrase("genre_words").search(text) is not None


_REQUEST = lexicon().phrase("request_words")  # "please state", "bitte nennen Sie" (data)


def requests(message: str) -> bool:
    """Whether the message asks for something as a request, with no question word nor
    mark ("Please state the total of ...", "Por favor, indiquem ...": lexicon
    request_words)."""
    return _REQUEST.search(" ".join(fold(message[:4000]).split())) is not None


def asks_question(message: str) -> bool:
    """Whether the message holds a question word of any language ("how many", "quanti",
    "hoeveel"; chat shorthand read as the words: "whats"), question mark or not. Not typos:
    a question word is short, and "store" is one letter from Polish "ktore"."""
    text = unabbreviated(" ".join(fold(message[:4000]).split()))
    return QUESTION_WORDS.search(text) is not None


def asked_there(text: str, at: int) -> bool:
    """Whether position ``at`` of ``text`` stands in a question: a sentence ending in a
    question mark, or anywhere when no sentence of the text ends in one."""
    if "?" not in text and "？" not in text:
        return True
    end = next((m.start() for m in SENTENCE_MARK.finditer(text, at)), len(text))
    return text[end : end + 1] in ("?", "？")


def asking_sentences(message: str) -> str:
    """The sentences of ``message`` that ask: those ending in a question mark, or, where
    none does, those holding a question word ("je suis facteur, tournée finie. l'album X en
    entier ça coûte combien": the last one); "" when none asks."""
    said = [p for p in sentences(message[:4000]) if p.strip()]
    marked = [p for p in said if p.rstrip().endswith(("?", "？"))]
    return " ".join(marked or [p for p in said if asks_question(p)])
