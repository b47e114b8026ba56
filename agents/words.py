"""Words as code reads them: folded, matched as whole words, typos read as the word meant.

Why one module: every rule (``agents.intent``, ``narrow``, ``pick``, ``ground``, ``claims``)
folds the customer's text the same way and builds its word lists the same way, and the
typo correction must know every word those lists hold (``learn``). The vocabulary starts as
the lexicons' words (``lexicon``: data, one file per language); each rule module adds its own.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

from lexicon import alternation, built_from, language_told, lexicon, real_words, slips, words_of
from lexicon.patterns import fold_in_place


def fold(text: str) -> str:
    """Lower case, accents stripped, so "Músicas" and "musicas" read alike ("ł", which
    Unicode does not decompose, as "l": "kupiłem" is the lexicon's "kupilem")."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().replace("ł", "l"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def without_names(text: str, names: Iterable[str]) -> str:
    """``text`` folded, with each of ``names`` (the store's names found in it) blanked as
    whole words at the same length: a title's words are the title's, no evidence and no
    typo of their own ("Born to Run" asks the web nothing; "Brain Stew" holds no Italian
    "brani", tracks)."""
    text = fold(text)
    for name in names:
        whole = re.compile(rf"(?<!\w){re.escape(fold(name))}(?!\w)")
        text = whole.sub(lambda m: " " * len(m.group(0)), text)
    return text


def names_blanked(text: str, names: Iterable[str]) -> str:
    """``text`` as written (case and accents kept), each of ``names`` blanked where it stands
    as whole words, matched folded: what the customer wrote around the store's names, for
    reading their language ("Please Read The Letter. pris?" is Swedish, not English)."""
    folded = fold_in_place(text)
    for name in names:
        whole = re.compile(rf"(?<!\w){re.escape(fold_in_place(name))}(?!\w)")
        spans = [m.span() for m in whole.finditer(folded)]
        for start, end in spans:
            text = text[:start] + " " * (end - start) + text[end:]
    return text


def word_pattern(*items: str) -> re.Pattern[str]:
    """One pattern matching any of ``items`` as whole words (folded literals; a blank in
    one matches any run of blanks), as a trie: linear in the text, cheap per position."""
    folded = tuple(dict.fromkeys(fold(i) for i in items))
    body = alternation(folded, blank=r"\s+", hyphen=r"\-")
    return built_from(re.compile(r"(?<!\w)(?:" + body + r")(?!\w)"), folded)


def _written_words(pattern: re.Pattern[str]) -> set[str]:
    """The words of five letters or more ``pattern`` matches, as written."""
    source = words_of(pattern)
    text = " ".join(source) if source is not None else pattern.pattern
    return set(re.findall(r"[a-z]{5,}", text))


# Typos of the store's words ("whos my suport rep", "invoise"): a word of five letters or more
# that is none of the lexicons' words is read as one of them when it is that word after a
# typist's slip: two neighbouring letters swapped ("albmus"), one letter left out ("acount")
# or typed twice or stray ("invoicce", "lastest"), or one letter for a sound-alike ("invoise").
# A changed *ending* is no slip but an inflection of another word, read as it is: "comprar" is
# not "compra", "acheter" not "achete"; nor is any other letter for another ("reference" is
# not the Italian "referente"). Why not difflib's ratio: it took real words of other
# languages for typos (held-out cases, issue 22). The vocabulary is the lexicons' own words
# (read back from their patterns, declared once). A common word of the message's language
# (``lexicon/real``, from wordfreq) is never a slip: Spanish "estén" is not "ersten".
NEAR_WORDS = 40  # words looked at: bounds the cost (the request is said early)
MAX_WORD = 24  # longer runs of letters are no typo of a word (and cost nothing to skip)
_VOCABULARY = sorted(w for w in lexicon().every_word if re.fullmatch(r"[a-z]{5,}", w))
_KNOWN = frozenset(_VOCABULARY)
_LONG_WORD = re.compile(r"[a-z]{5,}")
_SLIPS = slips(_VOCABULARY)
# "estén", "gerne", "sending": words of the message's language, not slips of "ersten",
# "genre", "spending"; where the message does not tell its language, of any of them
_REAL = real_words()
_REAL_ANY = frozenset().union(*_REAL.values())


@functools.lru_cache(maxsize=256)
def _real_in(text: str) -> frozenset[str]:
    """The real words of ``text``'s language (every language's when it does not tell):
    Spanish "teams" is still a slip of "temas"."""
    told = language_told(text)
    return _REAL.get(told, _REAL_ANY) if told else _REAL_ANY


def _extra_letter(word: str) -> str | None:
    """The vocabulary word ``word`` is with one stray letter inside it ("lastest")."""
    for i in range(1, len(word) - 1):
        if (plain := word[:i] + word[i + 1 :]) in _KNOWN:
            return plain
    return None


def learn(*patterns: re.Pattern[str]) -> None:
    """Add the words of ``patterns`` (other rules' words: "expensive", "latest") to what
    ``respelled`` corrects towards, so a typo of them reads as them too."""
    global _VOCABULARY, _KNOWN, _SLIPS
    words = {w for p in patterns for w in _written_words(p)}
    if not words <= _KNOWN:
        _VOCABULARY = sorted(_KNOWN | words)
        _KNOWN = frozenset(_VOCABULARY)
        _SLIPS = slips(_VOCABULARY)


# Chat shorthand, read as the words it stands for ("do u have", "qto custa", "cmq"): data,
# per language (lexicon "shorthand"); a trie of whole words, linear in the text.
def unabbreviated(text: str) -> str:
    """``text`` (folded) with chat shorthand written out ("do u have" -> "do you have")."""
    return lexicon().unabbreviated(text)


def respelled(text: str) -> str:
    """``text`` (folded) with a typist's slips of the lexicons' words written as those words,
    and chat shorthand written out."""
    text = unabbreviated(text)
    real = _real_in(text[:2000])

    def fix(m: re.Match[str]) -> str:
        word = m.group(0)
        if word in _KNOWN or len(word) > MAX_WORD or word in real:
            return word  # a word of its own: no typo
        return _SLIPS.get(word) or _extra_letter(word) or word

    head = text.split(None, NEAR_WORDS)
    if len(head) > NEAR_WORDS:  # the rest is kept as it is
        cut = len(text) - len(head[-1])
        return _LONG_WORD.sub(fix, text[:cut]) + text[cut:]
    return _LONG_WORD.sub(fix, text)


# "I was going to ask X's best album, but ... so instead: what genre ...?": what a correction
# takes back is not asked (lexicon instead_words, each language's, then a comma, colon or
# dash: "instead of" is no correction); the last one counts. Linear: one trie, one scan.
_INSTEAD = re.compile(
    rf"(?<!\w)(?:(?:{alternation([fold(w) for w in lexicon().words['instead_words']])})"
    # "never mind the price,", "vergiss die letzte,": at most three words of what is dropped
    rf"|(?:{alternation([fold(w) for w in lexicon().words['retract_words']])})"
    r"(?:[ \t]{1,3}+\w{1,20}+){0,3}+)"
    r"\s{0,3}[,:;\u2014\u2013-]"
)
# What the question after a correction may lean back on ("which album is it on?"): the
# thing the question taken back named by its number ("track 812") is still meant.
_BACK = lexicon().phrase("back_words")
_NUMBERED = re.compile(r"(?<!\w)\w{1,24}+[ \t]{1,3}+(?:n[ro]\.?[ \t]{0,3})?#?\d{1,9}(?!\w)")


def corrected(text: str) -> str:
    """``text`` (folded) with what comes before its last correction blanked, same length
    (offsets stay): the customer took that question back for the one after it; a thing it
    named by its number stays when the question after it leans back on it ("it", "dele")."""
    end = max((m.end() for m in _INSTEAD.finditer(text)), default=0)
    if not end or not text[end:].strip():
        return text
    before = [" "] * end
    if _BACK.search(text, end):
        for m in _NUMBERED.finditer(text, 0, end):
            before[m.start() : m.end()] = m.group(0)
    return "".join(before) + text[end:]
