"""Identifiers in a customer's text: customer ids, emails, phones, postal codes (``Identifiers``).

Read by verification (``agents.identity`` looks them up), by the guard and the rules (which
read what else a message says: ``without_identifiers``) and by routing (a greeting that
gives identifiers). Ids need a word ("customer 5", "cliente número 22", "#5", read last) and
postal codes one ("zip 94043", "CEP 01007-010"): bare numbers are ambiguous; emails and
phones are recognisable alone. Each language's words for them are data (``lexicon``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from agents.identifier_values import (
    MAX_MATCHES,
    MAX_PHONE_DIGITS,
    MIN_PHONE_DIGITS,
    Identifiers,
    digits,
    unique,
)
from agents.labels import MARK, unlisted, without_email_labels, without_labels
from lexicon import alternation, first_letters, fold_in_place, lexicon, slips, tolerant


class _TooMany(Exception):
    """Raised inside ``parse_identifiers`` to stop at the first pattern past ``MAX_MATCHES``."""


# Every pattern runs in linear time over untrusted text (a reply to the verification question
# can be anything): whitespace runs are collapsed to one space first and found spans become
# one space, so optional spaces are bounded (`` {0,3}``) and never compete for a long run;
# each pattern's start is anchored by a look-behind or ``\b``, so a failed attempt inside a
# long run fails at once; runs are possessive where nothing needs to be given back; and
# parsing stops at ``MAX_MATCHES`` hits of one pattern. tests/test_linear_time.py holds each
# pattern, and the whole parse, to a time bound on 100 KB inputs.
_EMAIL_RE = re.compile(r"(?<![\w.+'-])[\w.+'-]++@[\w-]++(?:\.[\w-]++)+", re.UNICODE)
_POSTAL_RE = re.compile(
    r"\b(?:postal ?code|post ?code|zip ?code|zip)\b {0,3}(?:is\b|:|=|#)? {0,3}"
    # a code is 1-2 chunks; the second chunk needs a digit so "14700 and" stops at 14700
    r"([A-Z0-9]{1,8}(?:[ -](?=[A-Z0-9]{0,5}\d)[A-Z0-9]{1,5})?)\b",
    re.IGNORECASE,
)
# "is", and "should be", "deveria ser" (a customer unsure of a detail still gives it)
_IS_WORDS = [
    w for w in lexicon().words["is_words"] if w.replace("'", "").replace(" ", "").isalpha()
]


def _plain(words: list[str]) -> str:
    """An alternation of folded ``words`` (a trie, longest form first), a blank, hyphen or dot
    or nothing between their parts: one test per letter at each position, not one per word."""
    return alternation(words, blank="[ .-]?", hyphen="[ .-]?")


_ID_WORDS = list(lexicon().words["customer_id_words"])
_POSTAL_WORDS = list(lexicon().words["postal_code_words"])
# An id is 1-6 digits after a keyword, and not the start of a longer digit run (a phone).
_ID_TAIL = r" {0,3}(?:is\b|:|=|-)? {0,3}#? {0,3}(\d{1,6})\b(?! ?[-.]? ?\d)"  # "customer-12" too
_ID_RES = (
    re.compile(
        r"\b(?:customer|cust|client|account|acct)(?: ?(?:id|number|num|no\.?|#))?" + _ID_TAIL,
        re.IGNORECASE,
    ),
    re.compile(r"\bid\b" + _ID_TAIL, re.IGNORECASE),
    # The store's customers write in their own languages: "número de cliente é 1",
    # "numéro client est 40", "Kundennummer ist 36", "número de cliente es 50".
    re.compile(
        r"(?:\bn[uú]mero (?:de )?cliente|\bnum[eé]ro (?:de )?client|\bkundennummer|"
        r"\bkunden-?nr\.?|\bid (?:de |do )?cliente|\bidentifiant client)"
        r" {0,3}(?:[eé]|est|ist|es|:|=)? {0,3}#? {0,3}(\d{1,6})\b(?! ?[-.]? ?\d)",
        re.IGNORECASE,
    ),
    # Every language's words for a customer number (lexicon data): "Sou o cliente 43",
    # "il mio numero cliente è 30", "klantnummer 12", "numer klienta to 7", "kundnummer är 9".
)
# "#5": an id as likely as a track's or an invoice's number, so it is read last and stays
# in what else the message says (``without_identifiers``)
_HASH_ID_RE = re.compile(r"(?<![\w#])#(\d{1,6})\b(?! ?[-.]? ?\d)")
# Every language's words for a customer number (lexicon data), read over the message folded
# in place (``fold_in_place``: no accents, lower case, same length), so they are plain words:
# "Sou o cliente 43", "il mio numero cliente è 30", "klantnummer 12", "kundnummer är 9".
# A word for "number" may follow ("cliente número 22", "klant nr. 8").
_NUMBER_WORDS = list(lexicon().words["number_words"])
# Possessive blanks: nothing to hand back between the optional parts, so a near miss
# fails at once (tests/test_linear_time.py).
_ID_VALUE = (
    rf" {{0,3}}+(?:(?:{_plain(_NUMBER_WORDS)})(?![^\W\d])\.?)? {{0,3}}+"
    # an article may follow the is-word: "c'est le 12", "es el 12"; a comma may stand
    # before it: "mon numéro client, c'est le 53"
    rf"(?:,?+ {{0,3}}+(?:{_plain(_IS_WORDS)})(?!\w)(?: [a-z]{{1,3}}+(?= {{0,3}}+\d))?)?"
    rf" {{0,3}}+[:=-]? {{0,3}}+#? {{0,3}}+"
    r"(\d{1,6})\b(?! ?[-.]? ?\d)"
)
# "(my account: x@y.z, number 12)", "numer 29": a number word before the value, read as
# the customer's number only beside an email and not after a thing's word ("track number 5")
_NUMBER_ID_RE = re.compile(
    rf"(?<!\w){first_letters(_NUMBER_WORDS)}(?:{_plain(_NUMBER_WORDS)})(?!\w)\.?{_ID_VALUE}"
)
_LEXICON_ID_RE = re.compile(rf"(?<!\w){first_letters(_ID_WORDS)}(?:{_plain(_ID_WORDS)}){_ID_VALUE}")


# The number first, then what it is: "12 is my customer number", "12 ist meine Kundennummer",
# "12 è il mio numero cliente" (folded; at most two short words between the is-word and the
# id word), and beside an email "12 is the number you gave me" (a number word, not "the
# number of songs": lexicon of_words)
def _value_first(label: str, after: str = "") -> re.Pattern[str]:
    """A value, an is-word, at most two short words, then ``label`` (and ``after``)."""
    return re.compile(
        rf"(?<![\w.,:/#+$-])(\d{{1,6}}) {{0,3}}+(?:{_plain(_IS_WORDS)})(?!\w)"
        rf"(?: [a-z]{{1,7}}+){{0,2}}? (?:{label})(?!\w){after}"
    )


_ID_FIRST_RE = _value_first(_plain(_ID_WORDS))
# ... or its label in brackets after it: "12 (customer no.)", "12 (Kundennummer)"
_ID_BRACKETED_RE = re.compile(
    rf"(?<![\w.,:/#+$-])(\d{{1,6}}) {{0,3}}+[(\[] {{0,3}}+(?:{_plain(_ID_WORDS)})(?!\w)\.?"
    rf"(?: {{0,3}}+(?:{_plain(_NUMBER_WORDS)})(?!\w)\.?)? {{0,3}}+[)\]]"
)
_NUMBER_FIRST_RE = _value_first(
    _plain(_NUMBER_WORDS), rf"(?! (?:{_plain(list(lexicon().words['of_words']))})(?!\w))"
)
# ... and a typist's slip of one of those words ("acount 26", "custmer 12"), folded: any
# word of 5-14 letters before an id's value, kept when it is a slip of an id word.
_ID_SLIPS = slips([w for w in _ID_WORDS if w.isalpha() and len(w) >= 5])
_SLIPPED_ID_RE = re.compile(rf"(?<![a-z])([a-z]{{5,14}})(?![a-z]){_ID_VALUE}")
# "order #89", "pedido nº 12": an invoice's number (folded text), never a customer's id.
_INVOICE_REF_RE = re.compile(
    rf"(?<!\w)(?:{_plain(list(lexicon().words['invoice_words']))}) {{0,3}}"
    rf"(?:(?:{_plain(_NUMBER_WORDS)})(?!\w)\.? {{0,3}})?#? {{0,3}}\d{{1,9}}(?!\d)"
)
# "track id 12", "playlist-id 5", "the track with id 741": a thing's id, never the customer's; its
# "id" is read as "nr" (same length), so the number stays in what else the message says.
_THING_WORDS = [
    w
    for key in ("track_words", "song_words", "playlist_words", "album_words", "invoice_words",
                "artist_words", "genre_words")
    for w in lexicon().words[key]
]  # fmt: skip
_THING_ID_RE = re.compile(
    rf"(?<!\w){first_letters(_THING_WORDS)}(?:{_plain(_THING_WORDS)})"
    rf"(?:[ -](?:{_plain(list(lexicon().words['with_words']))}))?[ -]?(id)(?!\w)"
)
# ... and for a postal code: "CEP 01007-010", "codice postale 00192", "postnummer 11230"
_POSTAL_WORDS_RE = re.compile(
    rf"(?<!\w){first_letters(_POSTAL_WORDS)}(?:{tolerant(_POSTAL_WORDS)}) {{0,3}}"
    rf"(?:(?:{tolerant(_IS_WORDS)})(?!\w))? {{0,3}}[:=#]? {{0,3}}"
    # a code has a digit ("cap it" is no code)
    r"((?=[A-Z]{0,7}\d)[A-Z0-9]{1,8}(?:[ -](?=[A-Z0-9]{0,5}\d)[A-Z0-9]{1,5})?)\b",
    re.IGNORECASE,
)
# One number standing alone, ending its phrase (a comma, the end, "and" or an email right
# after it: "ref 12, registered to x@y", "my deets: 12 n x@y", "its 12 and the email is x@y",
# "typing on my phone: 12 x@y"), over folded text;
# read as the customer's number only beside an email, when it is the message's one such
# number and no thing's (``_lone_id``). Not "$12", "12.5", "3 of my orders", "12 songs".
_LONE_RE = re.compile(
    r"(?<![\w.,:/#+$€£-])(\d{1,6})(?![\w.,:/-]?\d)"
    rf"(?= {{0,2}}(?:[,;!?)\]|/·{MARK}]|\.(?!\d)|$|(?:{_plain(list(lexicon().words['and_words']))})(?!\w)))"
)
_DATE_RE = re.compile(r"\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b")
# Digits joined by at most three separators: no two parts of the pattern can match the same
# character, so there is nothing to backtrack into.
_PHONE_RE = re.compile(r"(?<![\w+])\+?\(?\d(?:[ ().\-]{0,3}\d)++")


# ---------------------------------------------------------------- parsing


_BARE_ID = re.compile(r"(?<![\w.,:/#+-])\d{1,6}(?![\w.,:/-]?\d)")


def parse_identifiers(message: str, bare_id: bool = False) -> Identifiers:
    """Pull customer ids, emails, phones and postal codes out of free text (see ``_parse``).

    ``bare_id``: the message answers the verification question, so one number standing
    alone ("4 and bjorn@example.com") is the customer id it was asked for."""
    given, _ = _parse(message)
    if bare_id and not given.customer_ids and not given.overflow:
        rest = " ".join(message.split())
        for found in (*given.emails, *given.phones, *given.postal_codes):
            rest = rest.replace(found, " ")  # the short digit runs a phone left are candidates
        numbers = _BARE_ID.findall(_DATE_RE.sub(" ", rest))
        if len(numbers) == 1:
            given = given.merge(Identifiers(customer_ids=(int(numbers[0]),)))
    return given


def without_identifiers(message: str) -> str:
    """``message`` with every identifier it gives (and the word naming it) blanked: what
    else the customer said ("hi, I'm customer 4, email x" leaves "hi, I'm , ")."""
    return _parse(message)[1]


_THINGS = frozenset(w for w in _THING_WORDS if " " not in w)


def _word_before(text: str, at: int) -> str:
    """The word that ends before position ``at`` of ``text`` (folded), or ""."""
    words = text[max(0, at - 40) : at].split()
    return words[-1].strip(".,:;()") if words else ""


def _things_numbered(text: str) -> str:
    """``text`` with each "<thing> id" ("track id 12") written "<thing> nr" (same spans)."""
    pieces, last = [], 0
    for m in _THING_ID_RE.finditer(fold_in_place(text)):
        pieces += [text[last : m.start(1)], "nr"]
        last = m.end(1)
    return "".join(pieces) + text[last:]


def _outside(
    text: str, pattern: re.Pattern[str], keep: Callable[[re.Match[str]], bool]
) -> list[str]:
    """The pieces of ``text`` around what ``pattern`` finds in its folded form (and
    ``keep`` keeps)."""
    pieces, last = [], 0
    for m in pattern.finditer(fold_in_place(text)):
        if keep(m):
            pieces.append(text[last : m.start()])
            last = m.end()
    pieces.append(text[last:])
    return pieces


def _parse(message: str) -> tuple[Identifiers, str]:
    """Pull customer ids, emails, phones and postal codes out of free text.

    Ids need a keyword ("customer 5", "id: 5", "#5") and postal codes one ("zip 94043"),
    because bare numbers are ambiguous; each found span is blanked before the next kind is
    searched, so a phone's digits never also become an id or a postal code. Linear time in
    the length of ``message``.
    """
    # one space between words, in C, in linear time; no mark of where an email was; a list's
    # own numbers are no one's ("1. Customer number: 14 / 2. Email: ...")
    work = " ".join(unlisted(message.replace(MARK, " ")).split())

    def take(
        pattern: re.Pattern[str], group: int = 0, keep: Any = None, mark: str = ""
    ) -> list[str]:
        nonlocal work
        found, pieces, last, seen = [], [], 0, 0
        for m in pattern.finditer(work):
            seen += 1
            if seen > MAX_MATCHES:
                raise _TooMany
            if keep is not None and not keep(m.group(group).strip()):
                continue  # not one (a year is no phone): it stays in the text
            found.append(m.group(group).strip())
            pieces.append(work[last : m.start()])
            last = m.end()
        pieces.append(work[last:])
        work = f" {mark} ".join(pieces) if mark else " ".join(pieces)  # a span: one space
        return found

    def take_folded(
        pattern: re.Pattern[str],
        keep: Callable[[re.Match[str]], bool] | None = None,
        group: int = 1,
    ) -> list[str]:
        """``take`` for a pattern of folded words, matched on the folded text, same spans."""
        nonlocal work
        found, pieces, last = [], [], 0
        for m in pattern.finditer(fold_in_place(work)):
            if keep is not None and not keep(m):
                continue  # a word before a number that is no id word: it stays
            if len(found) == MAX_MATCHES:
                raise _TooMany
            found.append(m.group(group))
            pieces.append(work[last : m.start()])
            last = m.end()
        pieces.append(work[last:])
        work = " ".join(pieces)
        return found

    def blank_folded(pattern: re.Pattern[str]) -> None:
        """Blank what ``pattern`` finds in the folded text (bounded like ``take``)."""
        take_folded(pattern, group=0)

    def phone(p: str) -> bool:
        return MIN_PHONE_DIGITS <= len(digits(p)) <= MAX_PHONE_DIGITS + 2  # +2: "00" prefix

    work = _things_numbered(work)
    try:
        emails = take(_EMAIL_RE, mark=MARK)  # where each was stays marked until its label goes
        postal = take(_POSTAL_RE, 1) + take(_POSTAL_WORDS_RE, 1)
        ids: list[str] = []
        for pattern in _ID_RES:
            ids += take(pattern, 1)
        ids += take_folded(_LEXICON_ID_RE)
        ids += take_folded(_ID_FIRST_RE)  # "12 is my customer number"
        ids += take_folded(_ID_BRACKETED_RE)  # "12 (customer no.)"
        ids += take_folded(_SLIPPED_ID_RE, lambda m: m.group(1) in _ID_SLIPS, group=2)
        rest = work  # what else was said: identifiers blanked, dates, numbers and "#5" kept
        blank_folded(_INVOICE_REF_RE)  # "order #89" stays in ``rest``, and is no id
        if not ids:  # "#9 Dream" beside "klant 5": a title's number, not a second id
            # ... and "track #2664", "song #15": that thing's number, not the customer's
            ids += take_folded(
                _HASH_ID_RE, lambda m: _word_before(m.string, m.start()) not in _THINGS
            )
            # ... given beside an email ("P.S. if it helps: #31, x@y"), it is no other thing's
            rest = _beside_an_email(rest, ids)
        if not ids and emails and (paired := _paired(work)) is not None:
            # "lost track ref: 47 / x@y": a number set beside an email as a pair is the
            # customer's, whatever word came before it (not "track number 47")
            number, pattern, beside = paired
            ids.append(number)
            rest = " ".join(_outside(rest, pattern, beside))
        if not ids and emails:

            def keep(m: re.Match[str]) -> bool:
                return _word_before(m.string, m.start()) not in _THINGS

            ids += take_folded(_NUMBER_ID_RE, keep)
            if ids:  # "(my account: x@y, number 12)": out of what else was said too
                rest = " ".join(_outside(rest, _NUMBER_ID_RE, keep))
        if not ids and emails:  # "x@y ... 12 is the number you gave me"
            ids += take_folded(_NUMBER_FIRST_RE)
            if ids:
                rest = " ".join(_outside(rest, _NUMBER_FIRST_RE, lambda m: True))
        if not ids and emails and (lone := _lone_id(work)) is not None:
            ids.append(lone)  # "ref 12, registered to x@y": out of what else was said too
            rest = " ".join(_outside(rest, _LONE_RE, lambda m: m.group(1) == lone))
        take(_DATE_RE)  # dates are never phones
        phones = take(_PHONE_RE, keep=phone)
        for found in phones:
            rest = rest.replace(found, " ")
        rest = without_labels(without_email_labels(rest))
    except _TooMany:
        return Identifiers(overflow=True), ""
    return Identifiers(
        customer_ids=unique(int(i) for i in ids),
        emails=unique(emails),
        phones=unique(phones),
        postal_codes=unique(postal),
    ), rest


# "#31, x@y", "x@y / #31", "#28, e-mail x@y", "#28 e o email é x@y": at most a few
# separators, and four short words (an email's label, "and"), between the number and an
# email's mark
_HASH_BY_EMAIL = re.compile(
    rf"#(\d{{1,6}})(?=[ ,;/&:]{{0,6}}+(?:[\w-]{{1,8}}+[ ,;/&:]{{1,6}}+){{0,4}}+{MARK})"
    rf"|(?<={MARK})[ ,;/&]{{0,6}}+#(\d{{1,6}})"
)


# "47 / x@y", "x@y | 47", "ref 47, x@y": a number and an email side by side, one mark
# between (folded text, where each email is a mark): the customer's two details
_SEPARATOR = r" {0,3}+[/|,;&\u00b7] {0,3}+"
_PAIRED_BEFORE = re.compile(
    rf"(?<![\w.,:/#+$\u20ac\u00a3-])(\d{{1,6}})(?![\w.,:/-]?\d)(?={_SEPARATOR}{MARK})"
)
_PAIRED_AFTER = re.compile(r"(?<=[/|,;&\u00b7]) {0,3}+(\d{1,6})(?![\w.,:/-]?\d)(?![\w.])")
_EMAIL_THEN_MARK = re.compile(rf"{MARK} {{0,3}}[/|,;&\u00b7]$")


def _paired(
    text: str,
) -> tuple[str, re.Pattern[str], Callable[[re.Match[str]], bool]] | None:
    """The one number ``text`` (emails marked) sets right beside an email as a pair, with
    the pattern and test that find it again (to blank it), or None: none, or two."""
    folded = fold_in_place(text)

    def beside(m: re.Match[str]) -> bool:
        if m.re is _PAIRED_BEFORE:
            return True
        return _EMAIL_THEN_MARK.search(m.string, max(0, m.start() - 8), m.start()) is not None

    found = [
        (m.group(1), pattern)
        for pattern in (_PAIRED_BEFORE, _PAIRED_AFTER)
        for m in pattern.finditer(folded)
        if beside(m) and not _year(m.group(1))
    ]
    if len({number for number, _ in found}) != 1 or len(_numbers(folded)) != 1:
        return None  # "3 or 4, x@y": two numbers, neither said to be the id
    number, pattern = found[0]
    return number, pattern, lambda m: beside(m) and m.group(1) == number


def _beside_an_email(rest: str, ids: list[str]) -> str:
    """``rest`` without each "#N" taken as the customer's number that stands right beside
    an email (separators and a few short words between: ``_HASH_BY_EMAIL``): the two are
    the customer's details, and the number is no invoice's or track's."""
    return _HASH_BY_EMAIL.sub(
        lambda m: " " if (m.group(1) or m.group(2)) in ids else m.group(0), rest
    )


def _lone_id(text: str) -> str | None:
    """The one number ``text`` (identifiers and invoice numbers blanked) holds standing
    alone (``_LONE_RE``), not a year nor a thing's ("track 12", "track nr 12"), or None when it
    holds none, or two (which one would be a guess)."""
    folded = fold_in_place(_DATE_RE.sub(" ", text))
    found = [
        m.group(1)
        for m in _LONE_RE.finditer(folded)
        if not _THINGS.intersection(folded[max(0, m.start() - 40) : m.start()].split()[-2:])
        and not _year(m.group(1))
    ]
    return found[0] if len(found) == 1 and len(_numbers(folded)) == 1 else None


def _numbers(folded: str) -> list[str]:
    """Every number ``folded`` holds standing alone, but years (a year is no candidate)."""
    return [n for n in re.findall(r"(?<![\d.,])\d{1,9}(?![\d]|[.,]\d)", folded) if not _year(n)]


def _year(number: str) -> bool:
    return len(number) == 4 and number[:2] in ("19", "20")


def blank_addresses(message: str) -> str:
    """``message`` with each email address blanked, same length (offsets stay): a name in
    an address ("manoj.pareek@...") is no album or artist the customer named."""
    return _EMAIL_RE.sub(lambda m: " " * len(m.group(0)), message)
