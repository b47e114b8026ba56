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
from tools.titles import SENTENCE_MARK, asking

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


COUNT = lexicon().phrase("count_words")  # "how many", "quantos", "wie viele" (data)
TOTAL = lexicon().phrase("total_words")  # "total", "ao todo", "insgesamt" (data)
_THINGS = word_pattern(
    *_LEX["album_words"], *_LEX["song_words"], *_LEX["artist_words"], *_LEX["playlist_words"]
)
MONEY_OR_TIME = word_pattern(
    *_LEX["price_words"], *_LEX["pricey_words"], *_LEX["duration_words"], *_LEX["spent_words"]
)


def asks_count(message: str) -> bool:
    """Whether the message asks how many: a count word ("how many", "quantas"), or a total
    of things the store sells that is no sum of money or time ("total songs I've bought",
    "die Gesamtzahl der Künstler"; not "the total I spent", "how long in total")."""
    text = " ".join(fold(message[:4000]).split())
    if COUNT.search(text):
        return True
    return bool(TOTAL.search(text) and _THINGS.search(text) and not MONEY_OR_TIME.search(text))


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
    """The sentences of ``message`` that ask (``tools.titles.asking``), joined; "" when none
    asks."""
    return " ".join(asking(message[:4000]))
