"""Labels: the words that introduced the identifiers a message gave, taken out with them,
and the markers of a list they were written as ("1. Customer number: 14 / 2. Email: ...").

Why: what else a message says (``agents.identifiers.without_identifiers``) is read for the
question it asks. A label left behind reads as one: "(my account: x@y, number 12)" as a
question about the customer's record, "The email on file should be x@y" as a question
about their email. Every function here is linear in the text: each mark or colon looks
back a bounded window once.
"""

from __future__ import annotations

import functools
import re

from lexicon import alternation, first_letters, fold_in_place, lexicon


def _phrase_start(window: str) -> int:
    """Where the phrase ending ``window`` starts: after its last "(", comma or sentence
    mark, the label's own colon or dash at its end aside ("mejl: x@y")."""
    head = window.rstrip(" :=#-–—")
    return max(head.rfind(c) for c in "(,;:.!?—–") + 1


# Where an email was taken out of the text, until the words that introduced it go too.
MARK = "\x01"


# Words that name an email: "The email on file should be x@y", "o meu e-mail é o x@y",
# "the address I signed up with is x@y", "registered with x@y" (lexicon email_words,
# address_words, signed_up_words).
def _any_word(words: list[str]) -> re.Pattern[str]:
    """Any of ``words`` (folded) as whole words, a blank, hyphen or dot or nothing between
    their parts."""
    body = alternation(words, blank="[ .-]?", hyphen="[ .-]?")
    return re.compile(rf"(?<!\w){first_letters(words)}(?:{body})(?!\w)")


_LABEL_WORDS = [
    w for k in ("email_words", "address_words", "signed_up_words") for w in lexicon().words[k]
]
_EMAIL_LABEL_RE = _any_word(_LABEL_WORDS)


# ... and after it, what says whose it is: "x@y — that's my account", "x@y is the email on
# my account" (lexicon email_words, address_words, profile_words)
_AFTER_LABEL_RE = _any_word([*_LABEL_WORDS, *lexicon().words["profile_words"]])
_PHRASE_END = re.compile(r"[(,;:.!?\n]")
_AFTER_WORDS_MAX = 6


def without_email_labels(rest: str) -> str:
    """``rest`` without the words that introduced each email taken out of it ("The email
    on file should be x@y" read as a question about the customer's own record): from a word
    for an email or an address, in the same phrase and at most ``_LABEL_CHARS`` before it,
    to where the email was; and after it, to the end of its phrase, the words that say whose
    it is ("x@y — that's my account"). Linear: each mark looks a bounded window each way."""
    pieces, last = [], 0
    for at in (i for i, ch in enumerate(rest) if ch == MARK):
        if at < last:
            continue  # inside the label after the email before it
        start = max(last, at - _LABEL_CHARS)
        window = rest[start:at]
        label = _EMAIL_LABEL_RE.search(fold_in_place(window), _phrase_start(window))
        pieces.append(rest[last : start + label.start() if label else at])
        last = at + 1
        ahead = rest[last : last + _LABEL_CHARS]
        lead = len(ahead) - len(ahead.lstrip(" —–-"))
        end = _PHRASE_END.search(ahead, lead)
        # to its phrase's end, or to the text's end when that comes first
        phrase = ahead[: end.start()] if end else ahead if len(ahead) < _LABEL_CHARS else ""
        # a few words: "— that's my account", "is the email on my account" (not "i have
        # a question about my account")
        short = len(phrase.split()) <= _AFTER_WORDS_MAX
        if short and MARK not in phrase and _AFTER_LABEL_RE.search(fold_in_place(phrase)):
            last += len(phrase)
    pieces.append(rest[last:])
    return " ".join(pieces)


# after a label's colon: nothing but blanks and separators to the end or to a ")" (a bar, a
# dot or a bullet, a plus or an ampersand separate values as a comma does: "my details
# first: x@y | customer number 12")
_EMPTIED = re.compile(r"[ ,;./()\-–—|·•+&*]*+(?:\)|$)")
_LABEL_CHARS = 40  # a label is a few words: "my account", "registered email"
_LABEL_WORDS = 4  # "mon numéro de client:", "your registered email address:"


@functools.cache
def _label_vocabulary() -> frozenset[str]:
    """The words a label for an identifier is made of, every language (lexicon: "my",
    "customer", "number", "ref", "kundnummer", "e-mail", "zip" ...), folded."""
    keys = ("my_words", "customer_id_words", "number_words", "email_words",
            "account_noun_words", "postal_code_words")  # fmt: skip
    return frozenset(
        word for k in keys for entry in lexicon().words[k] for word in fold_in_place(entry).split()
    )


def _label_words_start(window: str) -> int | None:
    """Where the label words that end ``window`` start ("how many songs in total ref" ->
    "ref"), at most ``_LABEL_WORDS`` of them; None when the last word is no label word."""
    start, end = None, len(window)
    for _ in range(_LABEL_WORDS):
        head = window[:end].rstrip()
        at = max(head.rfind(" "), head.rfind("\t"), head.rfind("\n")) + 1
        if not head or fold_in_place(head[at:]).strip(".#-") not in _label_vocabulary():
            break
        start, end = at, at
    return start


def without_labels(rest: str) -> str:
    """``rest`` without the labels whose values were taken out: "(my account:  , )" read
    as a question about the customer's account. A label ends in ":" or "=" with nothing
    but separators after it; it starts after the last "(", comma or sentence mark before
    it, at most ``_LABEL_WORDS`` words back ("how many songs in total ref: 47, x@y": the
    label is "ref", not the question). Linear: each colon's look-ahead stops at the next
    one."""
    pieces, last = [], 0
    for m in re.finditer(r"[:=]", rest):
        if _EMPTIED.match(rest, m.end()) is None:
            continue
        window = rest[max(last, m.start() - _LABEL_CHARS) : m.start()]
        start = m.start() - len(window) + _phrase_start(window)
        if (own := _label_words_start(window)) is not None:  # "... in total ref:"
            start = m.start() - len(window) + own
        pieces.append(rest[last:start])
        last = m.end()
    pieces.append(rest[last:])
    return " ".join(pieces)


# A list's markers: "1." / "2)" / "-" / "•" opening a line, or "1)" ... "2)" inline (a list
# counted from one on one line); bounded pieces, linear
_LINE_MARK = re.compile(r"(?m)^[ \t]{0,8}(?:\d[.)]|[-*\u2022\u00b7])[ \t]+")
_INLINE_MARK = re.compile(r"(?<!\S)\d[.)](?=[ \t])")


def unlisted(text: str) -> str:
    """``text`` without the markers of a list it is written as (see ``_LINE_MARK``): "2."
    before "Email:" is the list's second line, not a number that ends the id before it."""
    inline = {m.group(0)[0] for m in _INLINE_MARK.finditer(text)}
    if {"1", "2"} <= inline:
        text = _INLINE_MARK.sub(" ", text)
    return _LINE_MARK.sub(" ", text)
