"""The words that are evidence for each specialist (``agents.intent``), every language's.

Split from ``agents.intent`` (which reads a message for them) to keep each module small: the
tables of strong and weak words per specialist, the specialists whose strong evidence
outweighs another's weak, and how a weak word is read in the message's own language. The
words are data (``lexicon``); only programming words and names every language writes alike
("python", "paypal") are written here. Every pattern is an alternation of literal words, so
each scan is linear in the message length.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agents.words import learn, word_pattern
from lexicon import alternation, language_words, lexicon, uses, words_of

_LEX = lexicon().words


def _words(*keys: str, leaving: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """Every language's words of the lexicon's ``keys`` (data), less ``leaving``."""
    return tuple(w for key in keys for w in _LEX[key] if w not in leaving)


# Words for the catalog's things that mean something else too: "records" (an account's),
# "nummer" (German: a number), "lat" (Swedish "låt": also "let me"), "single", "platte"
# (also "plate"), a band as a "group" ("gruppo", "groep": English "group" reads as "groep").
_AMBIGUOUS = frozenset(
    "record records lp single nummer nummers stuck stueck spar sparet lat platte platten "
    "grupo grupos gruppe gruppen gruppo gruppi groep groepen grupp grupper".split()
)
# ... but counted, one of them is the stock's: "hoeveel nummers hebben jullie" (songs: no one
# counts numbers in a shop), "wie viele Platten habt ihr" (records, not plates)
COUNTED = re.compile(
    rf"(?<!\w)(?:{alternation(_LEX['count_words'])}) (?:[a-z]{{1,12}} )?(?:nummers|platten)(?!\w)"
)
# ... and account words that are something else too: "order" (also a sort order), "rep",
# "agent", "kopen" (Swedish "köpen", the purchases, is Dutch "to buy").
_NOT_ACCOUNT = frozenset("order orders rep ordine ordini agente agent kopen".split())

STRONG = {
    "catalog": word_pattern(
        *_words(
            "album_words", "tracklist_words", "song_words", "playlist_words", "genre_words", "artist_words",
            "discography_words", leaving=_AMBIGUOUS,
        )
    ),
    "invoice": word_pattern(
        *_words(
            "invoice_words", "rep_words", "bought_words", "profile_words", "purchase_words",
            "account_words", leaving=_NOT_ACCOUNT,
        )
    ),
    # names every language writes alike, no one language's words (those are the lexicon's)
    "search": word_pattern(*_words("web_words"), "wikipedia", "google", "bitcoin"),
    # programming words, English in every language
    "code": word_pattern(
        *_words("compute_words"), "python", "script", "program", "run code", "write code",
        "code snippet", "fibonacci", "sqrt", "reverse", "reversed", "sort", "sorted", "modulo",
        "binary", "hexadecimal",
    ),
    "data": word_pattern(*_words("statistics_words")),
    "help": word_pattern(
        *_words("help_words"), "mp3", "aac", "paypal", "gdpr", "drm", "lossless", "faq"
    ),
}  # fmt: skip

_WEAK_KEYS = {
    "catalog": ("have_words", "shop_words", "music_words", "buy_words", "price_words"),
    "invoice": ("my_words", "refund_words", "account_hint_words"),
    "search": ("now_words",),
    "data": ("aggregate_words",),
    "help": ("service_words",),
}
WEAK = {
    **{name: word_pattern(*_words(*keys)) for name, keys in _WEAK_KEYS.items()},
    # "I've bought music online for years": where, no question for the web by itself
    "search": word_pattern(*_words("now_words"), "internet", "online"),
    "code": re.compile(r"\d"),
}
# Each language's own weak words per specialist: a word another language lists that the
# message's language uses for something else is that language's word (``weak_at``).
_WEAK_OWN = {
    name: {lang: language_words(lang, *keys) for lang in lexicon().languages}
    for name, keys in _WEAK_KEYS.items()
}

# ... and the words where that can matter: listed by one language, used for something else
# by another ("ma", "mi", "min"); only these need the message's language read
_CLASHING = {
    name: frozenset(
        word
        for word in words_of(WEAK[name]) or ()
        if any(word not in words and uses(lang, word) for lang, words in own.items())
    )
    for name, own in _WEAK_OWN.items()
}

learn(*STRONG.values(), *WEAK.values())  # their typos read as them (agents.words)

# Weak evidence for a specialist does not hold against strong evidence for one of these.
COMPETITORS = {
    "code": ("data", "search", "catalog", "invoice", "help"),
    "data": ("code",),
    "help": ("invoice", "catalog"),
    "invoice": ("help", "catalog", "code", "data", "search"),
    "search": ("catalog", "invoice", "code", "data", "help"),
    "catalog": ("invoice", "search", "code", "data", "help"),
}


def weak_at(
    name: str, pattern: re.Pattern[str], text: str, told: Callable[[], str | None]
) -> int | None:
    """Where ``text`` first shows ``name``'s weak words, leaving out a word that the
    message's own language (``told()``, read only for a word that clashes across languages)
    uses but does not list among them: Polish "ile piosenek ma" (has) is no French "ma"
    (my), Italian "mi dici" (tell me) no Spanish "mi"."""
    for match in pattern.finditer(text):
        word = match.group(0)
        if word not in _CLASHING.get(name, ()):
            return match.start()
        lang = told() or ""
        own = _WEAK_OWN.get(name, {}).get(lang)
        if own is None or word in own or not uses(lang, word):
            return match.start()
    return None
