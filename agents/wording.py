"""The model's answer, cleaned by code before the customer reads it.

A 0.5B model writing to a customer slips in ways code can see and mend without touching
what it said: it writes programs into the answer that never ran ("This will output: 6.50"
beside a result of 5.5), repeats the customer's question as its first line, runs on into
the prompt's own markup ("</customer_message> ### Facts ..."), speaks of "the customer"
to the customer, loops, saying one sentence again and again until its budget runs out, and
narrates the exchange ("You asked whether ..."). ``worded`` undoes those six; the facts check (``agents.numbers``) and the
rows code adds (``agents.render``) come after it. ``unretold``, given the facts, drops the
sentences that tell the customer their own message back (the seventh); ``unpersoned`` those
in the wrong person: the assistant buying ("I spent $1.98 on my order") and, about the
customer's account, the customer as "they" ("You placed their very first order") or the
customer's words said back in the first person ("The smallest order I've had with you").
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from agents.words import fold, without_names
from lexicon import alternation, language_told, lexicon
from support.text import pieces

# Where the prompt's own markup begins: the answer ended before it.
_MARKUP = re.compile(r"</?(?:customer_message|facts|tool_result)\b|^#{2,4} ?Facts\b", re.M)
# The facts block copied (agents.facts.render_result): a tool's header, spaced or not
# ("Check for songs: 1 found"), a field name ("track_id: ", "support_rep_email: ") or two
# "; key: value" pairs in a row. No customer is written to so; from there on is no answer.
_COPIED = re.compile(
    r"(?<!\w)[a-z]+(?:[ _][a-z]+){0,4}: \d+ found\b"
    r"|(?<!\w)[a-z]+(?:_[a-z]+)+: "
    r"|; [a-z]+(?:[ _][a-z]+)?: [^;\n]*; [a-z]+(?:[ _][a-z]+)?: ",
    re.I,
)
# "the customer" meant the reader: said to them. Verbs that change with the person first.
_SECOND = [
    (re.compile(r"\b([Tt])he customer's\b"), lambda m: "Your" if m.group(1) == "T" else "your"),
    (re.compile(r"\b([Tt])he customer (is|was|has|does)\b"), None),
    (re.compile(r"\b([Tt])he customer\b"), lambda m: "You" if m.group(1) == "T" else "you"),
]
_PERSON = {"is": "are", "was": "were", "has": "have", "does": "do"}


def _without_intro(text: str) -> str:
    """``text`` without a last clause ending in ":" ("Here's how you can do it:"): it
    introduced a code block that is gone."""
    body = text.rstrip()
    if not body.endswith(":"):
        return text
    cut = max(body.rfind(c, 0, len(body) - 1) for c in ".!?\n")
    return body[: cut + 1] if len(body) - cut <= 200 else text


def prose(text: str) -> str:
    """``text`` without fenced code blocks (and the clause that introduced each one)."""
    parts = text.split("```")
    if len(parts) == 1:
        return text
    kept = parts[::2] if len(parts) % 2 else parts[:-1:2]  # an unclosed fence: cut it off
    kept = [_without_intro(k) if i < len(parts) // 2 else k for i, k in enumerate(kept)]
    return re.sub(r"\n{3,}", "\n\n", "".join(kept)).strip()


def second_person(text: str) -> str:
    """ "The customer's last invoice ..." written to the customer: "Your last invoice ..."."""

    def verb(m: re.Match[str]) -> str:
        return f"{'You' if m.group(1) == 'T' else 'you'} {_PERSON[m.group(2)]}"

    for pattern, repl in _SECOND:
        text = pattern.sub(repl or verb, text)
    return text


# The store as "you" in a sentence to the customer, who is "you" already: the customer's
# "the first order I put in with you" said back as "the first order you put in with you"
# (fresh31). The second "you" is the store: "us". One sentence at most, bounded: linear.
_MIRRORED = re.compile(
    r"(?i)(\byou(?:'ve|'d)?\b[^.!?\n]{0,80}?\b(?:with|from|off|through)) you\b(?!')"
)


def unmirrored(text: str) -> str:
    """``text`` with the store said as "us" where the model mirrored the customer's "you"."""
    return _MIRRORED.sub(lambda m: f"{m.group(1)} us", text)


def unechoed(text: str, question: str) -> str:
    """``text`` without the question repeated as its opening, without prompt markup and
    without the facts block copied."""
    if m := _MARKUP.search(text):
        text = text[: m.start()]
    if m := _COPIED.search(text):  # cut with the sentence or line it began in
        text = "".join(p + g for p, g in pieces(text[: m.start()], _PIECE)[:-1])
    words = question.split()
    said = list(_SPACED.finditer(text))[: len(words)]
    # said back as written, or (three words or more: no one-word answer "Songs:" to "songs?")
    # but for a capital or a closing mark ("clase" → "clase.")
    same = [
        m.group() == w or (len(words) > 2 and _bare(m.group()) == _bare(w))
        for m, w in zip(said, words, strict=False)
    ]
    if words and len(said) == len(words) and all(same):
        text = text[said[-1].end() :]
    # ... and any sentence of the message said back word for word ("Hi there! My son turns
    # sixteen next week and he keeps going on about Aquaman." above no answer at all)
    told = {key for piece, _ in pieces(question, _PIECE) if len(key := _words_of(piece)) > 3}
    kept = [p + g for p, g in pieces(text, _PIECE) if _words_of(p) not in told]
    return "".join(kept).strip()


def _words_of(sentence: str) -> tuple[str, ...]:
    """The words, without case or marks inside them: "There's" said back is "theres"."""
    return tuple(b for w in sentence.split() if (b := _MARKED.sub("", w.casefold())))


_MARKED = re.compile(r"[\W_]+")


_SPACED = re.compile(r"\S+")
_MARKS = ".,;:!?…¿¡\"'“”«»()"


def _bare(word: str) -> str:
    return word.casefold().strip(_MARKS)


_PIECE = re.compile(r"(?<=[.!?])[ \t]+|\n+")  # between sentences and lines
_NARRATION = lexicon().phrase("narration_words")  # "you asked", "você perguntou" (data)
_LIST_ITEM = re.compile(r"[ \t]{0,8}(?:[-*\u2022]|\d{1,3}[.)])\s")


def unrepeated(text: str) -> str:
    """``text`` with each sentence said once: the 0.5B loops ("You have also found one
    track ... $0.99." three times). List lines stay: two songs may share a title."""
    seen: set[str] = set()
    kept: list[str] = []
    for piece, gap in pieces(text, _PIECE):
        key = " ".join(piece.casefold().split())
        if key and key in seen and not _LIST_ITEM.match(piece):
            if kept and "\n" in gap:  # keep the line break the dropped sentence ended with
                kept[-1] = kept[-1].rstrip(" \t") + gap
        else:
            seen.add(key)
            kept.append(piece + gap)
    return "".join(kept).strip()


def unnarrated(text: str) -> str:
    """``text`` without the sentences that narrate the conversation ("You asked whether
    ...", "Your question is about ...") or speak as the customer ("I am writing to ..."):
    they tell the reader nothing (lexicon narration_words, each sentence's opening)."""
    kept = [p + g for p, g in pieces(text, _PIECE) if not _NARRATION.match(fold(p.lstrip()))]
    return "".join(kept).strip()


# The words an answer shares with any question: the language's short words, the store's
# things, buying and ordering (lexicon data, every language). Any other word of the
# customer's, said back with no fact beside it, is their message retold.
_ECHO_KEYS = ("common_words", "my_words", "have_words", "song_words", "album_words")
_ECHO_KEYS += ("artist_words", "playlist_words", "genre_words", "invoice_words")
_ECHO_KEYS += ("purchase_words", "bought_words", "buy_words", "music_words", "shop_words")
_TOKEN = re.compile(r"[^\W_]{4,}|\d+")  # words of four letters or more, and numbers
RETOLD = 2  # the customer's own words a fact-free sentence may hold before it is a retelling


def _tokens(text: str) -> set[str]:
    return set(_TOKEN.findall(fold(text)))


def _echo() -> frozenset[str]:
    words = lexicon().words
    return frozenset(t for key in _ECHO_KEYS for w in words[key] for t in _tokens(w))


def unretold(text: str, said: str, facts: str) -> str:
    """``text`` without the sentences that retell the customer's message instead of
    answering it: ``RETOLD`` or more of the customer's own words (``said``) and not one
    word or number of the ``facts``. The 0.5B over a list code rendered: "You have
    cancelled their streaming subscription last month and wants to own their music now.",
    "They heard it at a friend's place, which is a common practice for music stores." A
    sentence that answers names something the lookups found."""
    if not facts.strip():
        return text  # nothing looked up: the model's sentences are all the answer there is
    asked, known, echo = _tokens(said), _tokens(facts), _echo()
    kept = []
    for piece, gap in pieces(text, _PIECE):
        words = _tokens(piece) - echo
        if len(words & asked - known) < RETOLD or words & known:
            kept.append(piece + gap)
    return "".join(kept).strip()


# The wrong person in an answer to the customer: the assistant buying ("I spent $1.98 on my
# order", "the most expensive song I ever bought": lexicon me_words, at most one word, then
# done_words: the customer's first person copied), and, about their account, the customer as
# "they" ("You placed their very first order", "They spent $1.98": their_words). Rows and
# sentences code writes say those facts in the right person (fresh17's passing answers).
_DONE = alternation(lexicon().words["done_words"])
_I_BOUGHT = re.compile(
    rf"(?<!\w)(?:{alternation(lexicon().words['me_words'])})(?: [\w'-]{{1,24}}+)? (?:{_DONE})(?!\w)"
)
_THEY = lexicon().phrase("their_words")
# "they spent", "they've bought" (not "the dates they were placed": the orders)
_THEY_DID = re.compile(rf"(?<!\w)they(?: have|'ve)? (?:{_DONE})(?!\w)")
_LETTER = re.compile(r"[^\W\d_]")
_W = lexicon().words
_ORDERS = alternation(_W["invoice_words"] + _W["purchase_words"])
# ... and "they have 9 invoices", "they've had two orders": the customer counted as "they"
# (at most two words before the orders)
_THEY_HAVE = re.compile(
    rf"(?<!\w)they(?: have|'ve| had)(?: had)?(?: [\w'-]{{1,24}}+){{0,2}}? (?:{_ORDERS})(?!\w)"
)
# an order the writer calls theirs: "my order", "my smallest order", "the order I've had
# with you", "mi pedido" (one word between at most: "my records show your order" is not it)
_MY_ORDER = re.compile(
    rf"(?<!\w)(?:(?:{alternation(_W['my_words'])})(?: [\w'-]{{1,24}})? (?:{_ORDERS})"
    rf"|(?:{_ORDERS}) (?:{alternation(_W['my_after_words'])}))(?!\w)"
)


def unpersoned(text: str, account: bool) -> str:
    """``text`` without the sentences in the wrong person (above); ``account``: the answer
    is about the customer's own account, where "their order" can only be theirs. A piece
    with no letter left after a dropped one ("... Vol." then "02.") goes with it."""
    kept, dropped = [], False
    for piece, gap in pieces(text, _PIECE):
        folded = fold(piece)
        if _I_BOUGHT.search(folded) or (
            account and any(p.search(folded) for p in (_THEY, _THEY_DID, _THEY_HAVE, _MY_ORDER))
        ):
            dropped = True
        elif not (dropped and _LETTER.search(piece) is None):
            kept.append(piece + gap)
            dropped = False
    return "".join(kept).strip()


_REFUSAL = lexicon().phrase("refusal_words")  # "I can't assist with that" (data)


def unrefused(text: str) -> str:
    """``text`` without its refusals ("I'm sorry, but I can't assist with that request."),
    for an answer over lookups that worked: the 0.5B wrote one above the very rows asked for,
    which code lists below it."""
    kept = [
        p + gap
        for p, gap in pieces(text, _PIECE)
        if not _REFUSAL.search(fold(p).replace("\u2019", "'"))
    ]
    return "".join(kept).strip()


def worded(text: str, question: str) -> str:
    """The answer as the customer should read it (see the module docstring)."""
    return unnarrated(
        unrepeated(unmirrored(second_person(unechoed(prose(text), question))))
    ).strip()


_SENTENCE_END = re.compile(r"[.!?](?=\s|$)")  # "$8.91" and "2.5" are not ends


def whole_sentences(text: str) -> str:
    """``text`` up to its last finished sentence: the reply the token budget cut mid-word
    ("Their best-known song is Bohemi"); as it is when no sentence finished."""
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    return text[: ends[-1]].rstrip() if ends else text


def foreign(text: str, lang: str, names: Iterable[str] = ()) -> bool:
    """Whether ``text`` tells, by itself, a language other than ``lang`` (the customer's),
    the store's ``names`` it quotes left out: "Balls to the Wall" in a Portuguese sentence
    is no English (the 0.5B answered half the questions in other languages in English)."""
    told = language_told(without_names(text, names))
    return told is not None and told != lang
