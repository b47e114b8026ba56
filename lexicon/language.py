"""Which of the store's languages a customer writes, and code's sentences in it.

Every word of a language's lists counts for it (the rules' ``RULE_KEYS`` only as written,
where no other list holds the word); see ``language_of``. Split from ``lexicon`` to keep each module small; re-exported there.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from lexicon.files import KEYS, RULE_KEYS, _files
from lexicon.patterns import slips

_WORD = re.compile(r"[a-z']+")
_CASED_WORD = re.compile(r"[A-Za-z']+")
_STOPS = frozenset('.?!:;"(¿¡')
# an email address or a link is no language's words ("anna@post.it", "shop.example.de/x");
# bounded pieces, so linear in the text, and an address starts after a blank, so a long run
# without one is not tried again from each of its characters (it was 64 steps a character)
_ADDRESS = re.compile(r"(?<!\S)[^\s@]{1,64}@[^\s@]{1,255}|\bhttps?://\S{1,2000}|\bwww\.\S{1,2000}")
TELLS = 1.0  # the score a message needs to tell its language by itself


def language_of(text: str, previous: str | None = None) -> str:
    """The language of a customer's message.

    Each of its words counts for the languages that use it (``common_words`` and every other
    word list of the language, a typist's slip of a word of five letters or more as well;
    the rules' ``RULE_KEYS`` only as written), shared among them: "que" is
    a third for pt, es and fr, "contient" all for fr; each letter only some languages write
    (``letters``: "ñ", "ł", "å") counts the same way. A message that does not tell (a
    number, "ok", names, a tie) keeps ``previous``, the conversation's language, or is
    English when there is none. Email addresses and links are not read."""
    text = _ADDRESS.sub(" ", text[:2000])
    lowered = text.casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    _, slipped, letters, users = _language_words()
    scores = dict.fromkeys(_files(), 0.0)
    last = 0
    for m in _CASED_WORD.finditer(plain):
        word = m.group(0).casefold().strip("'")
        langs = users.get(word) or users.get(slipped.get(word, ""), ())
        if not langs and "'" in word:  # an elision: "l'avete" is "avete", "dell'album" "album"
            rest = word.rsplit("'", 1)[1]
            langs = users.get(rest) or users.get(slipped.get(rest, ""), ())
        # a capital inside a sentence starts a name more often than not ("On-The-Go")
        starts = last == 0 or any(c in _STOPS for c in plain[last : m.start()])
        weight = 0.5 if m.group(0)[0].isupper() and not starts else 1.0
        # a word of one or two letters tells half as much: such words are many languages'
        # and abbreviations' ("o ja, klantnr 7" is Dutch; "ID 59, mail x. ta" English)
        weight *= 0.5 if len(word) <= 2 else 1.0
        last = m.end()
        for lang in langs:
            scores[lang] += weight / len(langs)
    for letter, langs in letters.items():
        if letter in lowered:
            for lang in langs:
                scores[lang] += 1 / len(langs)
    best = max(scores.values(), default=0.0)
    leaders = [lang for lang, score in scores.items() if score == best]
    if previous == _UNTOLD:
        return leaders[0] if best >= TELLS and len(leaders) == 1 else _UNTOLD
    if best < TELLS or len(leaders) > 1:
        if previous in _files() and (best < TELLS or previous in leaders):
            return previous
        return "en" if best < TELLS or "en" in leaders else leaders[0]
    return leaders[0]


_UNTOLD = ""


def uses(lang: str, word: str) -> bool:
    """Whether ``lang``'s word lists hold ``word`` (folded, one word): Polish holds "ma"
    (has), so in a Polish message it is no French "ma" (my)."""
    return lang in _language_words()[3].get(word, ())


def language_told(text: str) -> str | None:
    """The language ``text`` tells by itself (``language_of``), or None when it does not."""
    return language_of(text, previous=_UNTOLD) or None


@cache
def _language_words() -> tuple[
    dict[str, tuple[str, ...]], dict[str, str], dict[str, tuple], dict[str, tuple[str, ...]]
]:
    """Word -> the languages that use it (the rules' words left out: ``lexicon.every_word``);
    a slip of such a word -> the word; letter -> the languages that write it; and every word
    that tells a language -> those languages (``language_of``)."""
    users: dict[str, set[str]] = {}
    rules: dict[str, set[str]] = {}
    writers: dict[str, set[str]] = {}
    for lang, data in _files().items():
        for key in KEYS:
            if key == "letters":
                for letter in data[key]:
                    writers.setdefault(letter, set()).add(lang)
                continue
            into = rules if key in RULE_KEYS else users
            values = data[key].values() if isinstance(data[key], dict) else data[key]
            for item in values:
                for form in item if isinstance(item, list) else [item]:
                    for word in _WORD.findall(form):
                        into.setdefault(word.strip("'"), set()).add(lang)
    ordered = {w: tuple(sorted(langs)) for w, langs in users.items()}
    long_words = [w for w in ordered if len(w) >= 5]
    # a slip is read only in a word of five letters or more: "poem" is no slip of "podem"
    slipped = {typed: meant for typed, meant in slips(long_words).items() if len(typed) >= 5}
    # the rules' words tell as written, where no other list holds them ("wer singt ...?",
    # "quanto custa ...?" were English): no slips of theirs, nor their short loanwords
    telling = ordered | {
        w: tuple(sorted(langs)) for w, langs in rules.items() if len(w) >= 3 and w not in ordered
    }
    letters = {c: tuple(sorted(ls)) for c, ls in writers.items()}
    return ordered, slipped, letters, telling


def say(lang: str, english: str) -> str:
    """``english`` (a text code writes to customers) in ``lang``; English if not translated."""
    return _said().get(lang, {}).get(english, english)


def say_counted(lang: str, english: str, count: object) -> str:
    """``english``, a template with a count in it (always written plural: "We have {total}
    albums by {artists}:"), in ``lang`` for ``count``: the language's ``say_one`` form when
    the count is exactly 1 ("We have {total} album by ..."; English's own is in en.json too,
    as English is no key's translation), else ``say``. Only an int 1: a bool, a float or a
    text is no count of one item."""
    if isinstance(count, int) and not isinstance(count, bool) and count == 1:
        one = _said_one().get(lang, {}).get(english)
        if one is not None:
            return one
    return say(lang, english)


@cache
def _said() -> dict[str, dict[str, str]]:
    return {lang: dict(data.get("say") or {}) for lang, data in _files().items()}


@cache
def _said_one() -> dict[str, dict[str, str]]:
    """Each language's form for a count of 1, by the English plural template (``say_one``)."""
    return {lang: dict(data.get("say_one") or {}) for lang, data in _files().items()}
