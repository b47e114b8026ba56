"""How the lexicon's words become patterns: alternations of literals (a trie of the words,
accented letters read as their plain ones), folding, a typist's slips, and the few shapes
the rules read (an order named by its number, two kinds of words near each other, a word
holding a stem, the customer's own buying). Every pattern is linear in the text.

Split from ``lexicon/__init__.py`` (the files and their loader) to keep each module small.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

# Accented forms a folded letter stands for, so a pattern built from folded words reads
# unfolded text ("numero" finds "número", "e" finds "è").
_ACCENTS = {
    "a": "aáàâãäå", "e": "eéèêë", "i": "iíìîï", "o": "oóòôõöø", "u": "uúùûü", "c": "cç",
    "n": "nñń", "l": "lł", "s": "sś", "z": "zźż",
}  # fmt: skip


def alternation(words: list[str] | tuple[str, ...], blank: str = " ", hyphen: str = "[- ]") -> str:
    """A pattern matching any of ``words`` (``blank`` for a blank, ``hyphen`` for a hyphen),
    the longest form first, written as a trie ("album(?:es|s)?"): each position costs one
    test per letter that can follow, not one per word, however long the list grows."""
    trie: dict = {}
    for word in set(words):
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}  # a word ends here

    def atom(ch: str) -> str:
        return hyphen if ch == "-" else blank if ch == " " else re.escape(ch)

    def pattern(node: dict) -> str:
        branches = [atom(ch) + pattern(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        return f"(?:{body})?" if "" in node else body

    return pattern(trie)


def tolerant(words: list[str]) -> str:
    """An alternation of ``words`` (folded) that also matches their accented spellings and
    any run of blanks, hyphens or dots between their parts (for raw, unfolded text)."""
    out = []
    for word in sorted(set(words), key=len, reverse=True):
        parts = []
        for ch in word:
            if ch in _ACCENTS:
                parts.append(f"[{_ACCENTS[ch]}]")
            elif ch in " -":
                parts.append("[ .-]?")
            else:
                parts.append(re.escape(ch))
        out.append("".join(parts))
    return "|".join(out)


def _fold_table() -> dict[int, str]:
    """Upper case and accented Latin letters to their plain lower-case letter, one for one."""
    table = {}
    for code in [*range(0x41, 0x5B), *range(0xC0, 0x250)]:
        plain = "".join(
            c for c in unicodedata.normalize("NFKD", chr(code)) if not unicodedata.combining(c)
        ).lower()
        if len(plain) == 1 and plain != chr(code):
            table[code] = plain
    table[ord("ł")], table[ord("Ł")] = "l", "l"  # no decomposition in Unicode
    return table


_FOLD = _fold_table()


def fold_in_place(text: str) -> str:
    """``text`` lower-cased and without accents, character for character (same length, so a
    span found in it is the same span of ``text``); in C, linear."""
    return text.translate(_FOLD)


def first_letters(words: list[str]) -> str:
    """A look-ahead for the letters ``words`` can start with (accented forms included): a
    position whose character cannot start any of them is left at once, so a long text
    costs one test per character, not one per word."""
    letters = sorted({w[0] for w in words if w})
    return "(?=[" + "".join(_ACCENTS.get(c, re.escape(c)) for c in letters) + "])"


# letters typed for one another because they sound alike
_SOUND_ALIKE = {c: group for group in ("cskzq", "aeiouy", "mn", "bp", "fv") for c in group}


def slips(words: list[str] | tuple[str, ...] | set[str]) -> dict[str, str]:
    """Every typist's slip of ``words`` (folded) to the word: two neighbouring letters
    swapped ("albmus"), one left out ("acount") or typed twice ("invoicce"), one letter for a
    sound-alike ("invoise"; in words of six letters or more, never the first: a short word
    one sound away from a rule word is mostly a word itself). Never a changed *ending*: that is an inflection of another word
    ("comprar" is not "compra"). A slip of two of the words is kept for neither."""
    out: dict[str, str] = {}
    clash: set[str] = set()
    for word in words:
        found = set()
        for i in range(len(word) - 1):
            found.add(word[:i] + word[i + 1] + word[i] + word[i + 2 :])  # swapped
            if i:  # left out (never the first letter: "ontem" is no "kontem"; nor the last)
                found.add(word[:i] + word[i + 1 :])
            if i and len(word) >= 6:  # in a short word or its first letter, a sound-alike
                for c in _SOUND_ALIKE.get(word[i], ""):  # is a word of its own: "store" is
                    found.add(word[:i] + c + word[i + 1 :])  # not "ktore", "think" not "thank"
        for i in range(1, len(word)):
            found.add(word[:i] + word[i - 1] + word[i:])  # typed twice (not at the end)
        for slip in found - {word}:
            if out.setdefault(slip, word) != word:
                clash.add(slip)
    return {slip: word for slip, word in out.items() if slip not in clash}


@cache
def _invoice_id(words: tuple[str, ...], numbers: tuple[str, ...]) -> re.Pattern[str]:
    # "invoice 361", "#361", "fatura nº 12", "Rechnung Nr. 5": the number words are data
    return re.compile(
        rf"(?:#|(?<!\w)(?:{alternation(list(words))}) (?:(?:{alternation(list(numbers))})\.? ?)?#?)"
        r"(\d{1,9})(?!\d)"
    )


@cache
def _my_order(
    mine: tuple[str, ...], orders: tuple[str, ...], after: tuple[str, ...] = ()
) -> re.Pattern[str]:
    # at most three words between, each a run of letters (linear: no nesting); or "my"
    # right after the order ("ordine mio")
    before = (
        rf"(?:{alternation(list(mine))})(?: [\w'-]{{1,24}}){{0,3}}? "
        rf"(?:{alternation(list(orders))})(?!\w)"
    )
    if not after:
        return re.compile(rf"(?<!\w){before}")
    then = rf"(?:{alternation(list(orders))}) (?:{alternation(list(after))})(?!\w)"
    return re.compile(rf"(?<!\w)(?:{before}|{then})")


@cache
def _stems(stems: tuple[str, ...]) -> re.Pattern[str]:
    # from a word's start: a bounded run of letters, the stem, the rest of the word
    return re.compile(rf"(?<!\w)\w{{0,8}}?(?:{alternation(list(stems))})\w*")


@cache
def _near(first: tuple[str, ...], second: tuple[str, ...]) -> re.Pattern[str]:
    a, b = alternation(list(first)), alternation(list(second))
    gap = r"(?: [\w'-]{1,24}){0,8}? "  # linear: a bounded run of words, no nesting
    return re.compile(rf"(?<!\w)(?:(?:{a}){gap}(?:{b})|(?:{b}){gap}(?:{a}))(?!\w)")


@cache
def _close(
    first: tuple[str, ...], second: tuple[str, ...], not_between: tuple[str, ...]
) -> re.Pattern[str]:
    """A word of ``first`` and one of ``second`` at most five words apart, either first,
    none of the words between one of ``not_between``."""
    a, b, x = alternation(list(first)), alternation(list(second)), alternation(list(not_between))
    gap = rf"(?: (?!(?:{x})(?!\w))[\w'-]{{1,24}}){{0,5}}? "  # linear: bounded, no nesting
    return re.compile(rf"(?<!\w)(?:(?:{a}){gap}(?:{b})|(?:{b}){gap}(?:{a}))(?!\w)")


@cache
def _numbered(
    words: tuple[str, ...], with_: tuple[str, ...], numbers: tuple[str, ...]
) -> re.Pattern[str]:
    return re.compile(
        rf"(?<!\w)(?:{alternation(list(words))})(?: (?:{alternation(list(with_))}))?"
        rf"(?: (?:{alternation(list(numbers))})\.?)?[,:]?\s?#?\s?(\d{{1,6}})(?!\d)"
    )


@cache
def _i_bought(
    i: tuple[str, ...],
    done: tuple[str, ...],
    did_i: tuple[str, ...],
    do: tuple[str, ...],
    habit: tuple[str, ...] = (),
) -> re.Pattern[str]:
    # at most five words between, each a run of letters (linear: no nesting); "ordered by"
    # is a sort order, not a purchase; or the habit of buying, said as a whole
    gap = r"(?: [\w'-]{1,24}){0,5}? "
    habitual = rf"|(?<!\w)(?:{alternation(list(habit))})(?!\w)" if habit else ""
    return re.compile(
        rf"(?<!\w)(?:{alternation(list(i))}){gap}(?:{alternation(list(done))})(?!\w)(?! by\b)"
        rf"|(?<!\w)(?:{alternation(list(did_i))}){gap}(?:{alternation(list(do))})(?!\w)" + habitual
    )


@cache
def _name_given(
    names: tuple[str, ...], mine: tuple[str, ...], is_words: tuple[str, ...]
) -> re.Pattern[str]:
    body, my, given = alternation(list(names)), alternation(list(mine)), alternation(list(is_words))
    return re.compile(rf"(?<!\w)(?:(?:{my}) (?:{body}) ?(?:{given})(?!\w)|(?:{body}) ?[:=])")


@cache
def _phrase(words: tuple[str, ...]) -> re.Pattern[str]:
    return built_from(re.compile(rf"(?<!\w)(?:{alternation(list(words))})(?!\w)"), words)


# The words each word-list pattern was built from: its text is a trie, where a word is no
# longer written out whole (``agents.words.respelled`` reads its vocabulary from here).
_BUILT_FROM: dict[re.Pattern[str], tuple[str, ...]] = {}


def built_from(pattern: re.Pattern[str], words: tuple[str, ...]) -> re.Pattern[str]:
    """``pattern``, remembered as built from ``words`` (``words_of``)."""
    _BUILT_FROM[pattern] = tuple(words)
    return pattern


def words_of(pattern: re.Pattern[str]) -> tuple[str, ...] | None:
    """The words a word-list pattern was built from, or None for any other pattern."""
    return _BUILT_FROM.get(pattern)
