"""The row a one-item question asks for, picked by code from a list the tools returned.

"My latest invoice", "when did I first buy something", "the priciest track I bought": the
tools answer with a sorted list (all seven invoices, newest first), and a small model asked
to read the one row out of it picks a neighbour (invoice 283 for "most recent" beside a
list headed by 335; the newest date for "first"). Which row is the latest, the first or the
dearest is arithmetic over typed fields, so code does it: ``orders`` reads what the message
asks for ("latest", "première", "teuerste" ...), ``focus`` narrows a result to that row
(and a list of invoice lines to the lines the message names by title). The specialist's
next step, the facts finalize answers from, the number check and the rows code adds to the
answer all read the narrowed result, so the wrong row is not there to be named. The audit
row and the chat's step keep the tool's whole result.

A message that asks for several ("my last 3 invoices", "the latest purchases", "newest
first") picks nothing, and neither does a list cut short (its extreme may be missing).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from agents.parts import part
from agents.words import corrected, fold, learn, respelled, word_pattern
from lexicon import alternation, fold_in_place, lexicon
from support.text import pieces
from tools.envelope import not_found
from tools.names import Mention
from tools.result import ToolResult
from tools.titles import SENTENCE_MARK

DATE = ("invoice_date",)
PRICE = ("unit_price", "total")  # an invoice line's price, an invoice's total
LENGTH = ("milliseconds",)


@dataclass(frozen=True)
class Order:
    """What a one-item question orders by: ``fields`` (the first a row has), and which end."""

    word: str  # how the facts name it: "latest", "first", "most expensive" ...
    fields: tuple[str, ...]
    highest: bool
    at: int = 0  # where the message says it (the first-said order is tried first)
    nth: int = 1  # 2: "the second latest", "the one before that", "my second invoice"

    @property
    def named(self) -> str:
        """ "latest", "second latest" (how the facts and the caption say it)."""
        return (
            self.word if self.nth == 1 else f"{_NTH_WORD.get(self.nth, f'#{self.nth}')} {self.word}"
        )


_NTH_WORD = {2: "second", 3: "third", 4: "fourth", 5: "fifth"}


# What each order sorts by, and which end it takes; its words in every language are data
# (lexicon order_words: "latest", "ultima", "senaste", "najnowsza" ...).
_FIELDS: dict[str, tuple[tuple[str, ...], bool]] = {
    "latest": (DATE, True),
    "first": (DATE, False),
    "most expensive": (PRICE, True),
    "cheapest": (PRICE, False),
    "longest": (LENGTH, True),
    "shortest": (LENGTH, False),
}
_WORDS = tuple(
    (word, fields, highest, lexicon().orders[word]) for word, (fields, highest) in _FIELDS.items()
)
# After the word: a count ("last 3", "first five", "ostatnie kilka"), a plural ("latest
# purchases") or a span of time ("last year", "first name", "laatste jaar") means it is not
# one row of a list (counts and spans: lexicon few_words, span_words).
_NOT_ONE = re.compile(
    rf" (?:\d|(?:{alternation(lexicon().words['few_words'] + lexicon().words['span_words'])})\b"
    r"|\w{3,}s\b(?<!\bwas\b)(?<!\bthis\b)(?<!\bhas\b)(?<!\bdoes\b)(?<!\bis\b))"
)
_SPAN_BEFORE = re.compile(rf"(?<!\w)(?:{alternation(lexicon().words['span_words'])}) $")
# "newest first", "mais recentes primeiro", "neueste zuerst": a sort order, not one row
_SORTING = re.compile(
    rf"(?<!\w)(?:{alternation([w for ws in lexicon().orders.values() for w in ws])})(?:e?s)? "
    rf"(?:{alternation(lexicon().words['sorted_first_words'])})(?!\w)"
)
_NAME = lexicon().phrase("name_words")  # "first and last name", "sobrenome" (data)
# "since I was last on here", "last time I was here": when the customer visited, no row
_VISIT = lexicon().phrase("visit_words")
_AT = re.compile(r"\b(?:at|for the) $")  # the text's blanks are single spaces
# "Second thing: ...", "one last question", "drugie pytanie": an order word counting the
# customer's own points, not rows (lexicon message_words)
# then a mark ("the last thing I bought" is a purchase)
_POINT = re.compile(rf" (?:{alternation(lexicon().words['message_words'])})(?!\w) ?[:,;.!?—–-]")
_PATTERNS = [
    (word, fields, highest, word_pattern(*items)) for word, fields, highest, items in _WORDS
]


# The most (least) spent, words apart: the dearest (cheapest) row of what was bought
# (lexicon most_words, least_words near spent_words: data)
_SPENT_MOST = lexicon().near("most_words", "spent_words")
_SPENT_LEAST = lexicon().near("least_words", "spent_words")
learn(*(pattern for _, _, _, pattern in _PATTERNS))  # "expnesive" reads as "expensive"


# An order said not to be meant, right before it ("not my latest", "niet mijn laatste",
# "não a última": lexicon not_words, at most one word between); "no, my latest" answers
# no, and bare "no" is also Portuguese "in the" ("vieram no meu último pedido")
_NOT_MEANT = re.compile(
    rf"(?<!\w)(?:{alternation([w for w in lexicon().words['not_words'] if w != 'no'])})"
    r" (?:[\w'-]{1,24}+ )?$"
)


def one_row(text: str, start: int, end: int) -> bool:
    """Whether the order word at ``text[start:end]`` (folded, single blanks) picks one row:
    no count, plural or span of time right after it ("last 3", "latest purchases", "last
    night") nor a span right before it ("le mois dernier"), not "at first", not the
    customer's own point ("one last question:"), not "first-time", not told of the
    customer's own life ("saving up for my first car.": ``told_aside``)."""
    return _one_by_shape(text, start, end) and not told_aside(text, start, end)


def _one_by_shape(text: str, start: int, end: int) -> bool:
    """``one_row`` by the words right around the order word alone."""
    return not (
        _NOT_ONE.match(text, end)
        or _SPAN_BEFORE.search(text, max(0, start - 24), start)
        or _AT.search(text, max(0, start - 12), start)  # "at first", "for the first"
        or _POINT.match(text, end)
        or text[end : end + 1] == "-"  # "first-time writer", "last-minute"
    )


# What makes a sentence about the store's rows: an order, a purchase, buying, paying, a
# song or a record (lexicon data, every language)
_ABOUT_ROWS = word_pattern(
    *(
        w
        for k in ("invoice_words", "purchase_words", "bought_words", "do_words", "spent_words",
                  "pay_words", "price_words", "song_words", "album_words", "occasion_words")
        for w in lexicon().words[k]
    )
)  # fmt: skip


def told_aside(text: str, start: int, end: int) -> bool:
    """Whether the order word at ``text[start:end]`` (folded, single blanks) tells of the
    customer's own life, not of a row: the word after it is none the store's words know
    ("my first car", "mi primer coche": lexicon ``every_word``), in a sentence that asks
    nothing and names no order, purchase, payment or song, while another sentence asks
    ("saving up for my first car. how much have I spent in all?"). Looks a few hundred
    characters either way."""
    ahead = text[end : end + 40]
    word = ahead.split(maxsplit=1)[0] if ahead[:1].isspace() and ahead.strip() else ""
    word = word[: next((i for i, c in enumerate(word) if not c.isalpha()), len(word))]
    if not word or word in lexicon().every_word or "?" not in text[max(0, start - 600) : end + 600]:
        return False
    window = max(0, start - 300)
    stops = [m.end() for m in SENTENCE_MARK.finditer(text, window, start)]
    begin = stops[-1] if stops else window
    stop = SENTENCE_MARK.search(text, end, end + 300)
    if stop is None or stop.group(0) in "?？" or "\u00bf" in text[begin:start]:
        return False  # the sentence asks ("¿Cuál fue mi primer pedido?" too)
    return _ABOUT_ROWS.search(text[begin : stop.start()]) is None


# Every order word, every language (lexicon order_words: "latest", "cheapest", "ultima")
ORDER_WORDS = word_pattern(*(w for words in lexicon().orders.values() for w in words))


def untold(message: str) -> str:
    """``message`` with each order word told of the customer's own life blanked, same
    length (``told_aside``): "saving for my first car" picks no order, nor sorts by date."""
    text = fold_in_place(message)
    told = [
        m.span()
        for m in ORDER_WORDS.finditer(text)
        if _one_by_shape(text, *m.span()) and told_aside(text, *m.span())
    ]
    kept, last = [], 0
    for start, end in told:
        kept += [message[last:start], " " * (end - start)]
        last = end
    return "".join(kept) + message[last:]


def _read(message: str) -> str:
    """``message`` as the picks read it: folded, single blanks, typos as the words meant
    ("lastest" is "latest", "druing" is "during"), and a question taken back gone ("my last
    order? scratch that, everything", "in 2023? no wait, in 2024": agents.words.corrected)."""
    return corrected(respelled(" ".join(fold(message).split())[:4000]))


def orders(message: str) -> list[Order]:
    """What the message asks to pick by, in the order it says it (none for a list)."""
    text = _NAME.sub(" ", _read(message))  # "first and last name": a name's words, no order
    text = _VISIT.sub(" ", text)
    if _SORTING.search(text):
        return []
    found = []
    for word, fields, highest, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            if not one_row(text, m.start(), m.end()):
                continue
            if word == "first" and m.start() == 0 and text[m.end() : m.end() + 1] == ",":
                continue  # "First, ..." orders the message, not a list
            if _NOT_MEANT.search(text, max(0, m.start() - 40), m.start()):
                continue  # "not my latest order, but the very first one"
            found.append(Order(word, fields, highest, m.start()))
            break
    # "the most I've ever spent", "gastei mais": words apart, so only when no order is said
    # ("non ricordo più quanto ho speso nel mio primo ordine": "no longer", and the first)
    if not found:
        for word, pattern in (("most expensive", _SPENT_MOST), ("cheapest", _SPENT_LEAST)):
            if (m := pattern.search(text)) is not None:
                found.append(Order(word, *_FIELDS[word], m.start()))
                break
    return _positioned(sorted(found, key=lambda o: o.at), text)


def _positioned(found: list[Order], text: str) -> list[Order]:
    """The orders with a position ("second", "penultimate", "the one before that") applied to
    the first-said one; a position alone counts by date ("my second invoice": from the
    oldest; "the one before that": from the latest)."""
    lex = lexicon()
    if (m := lex.penultimate.search(text) or lex.before_that.search(text)) is not None:
        nth, alone = 2, Order("latest", DATE, True, m.start())
    elif m := next(
        (o for o in lex.ordinal.finditer(text) if not _POINT.match(text, o.end())), None
    ):
        nth, alone = lex.ordinal_of[m.group(1)], Order("first", DATE, False, m.start())
    else:
        return found
    return [replace(found[0], nth=nth), *found[1:]] if found else [replace(alone, nth=nth)]


def _value(row: Mapping[str, Any], name: str) -> Any:
    value = row.get(name)
    return value if isinstance(value, (int, float, str)) and not isinstance(value, bool) else None


def _extreme(rows: Sequence[Mapping[str, Any]], order: Order) -> Mapping[str, Any] | None:
    """The row at ``order``'s end (the first in the tool's order among ties), or None."""
    name = next((f for f in order.fields if all(_value(r, f) is not None for r in rows)), None)
    if name is None:
        return None
    values = [_value(r, name) for r in rows]
    if not (all(isinstance(v, str) for v in values) or not any(isinstance(v, str) for v in values)):
        return None  # dates beside numbers: not one order
    # sorted() is stable with reverse too: ties keep the tool's order at either end
    ranked = sorted(range(len(rows)), key=lambda i: values[i], reverse=order.highest)
    return rows[ranked[order.nth - 1]] if order.nth <= len(rows) else None


def _lines(rows: Sequence[Mapping[str, Any]]) -> bool:
    """Whether ``rows`` are invoice lines (a purchased track each)."""
    return all(isinstance(r.get("track"), str) and "invoice_line_id" in r for r in rows)


def _named_lines(
    rows: Sequence[Mapping[str, Any]], message: str, every: bool = True
) -> list[Mapping[str, Any]]:
    """The invoice lines whose track the message names (all of them when it names none,
    unless ``every`` is false: then none)."""
    text = fold(message)
    named = [
        r
        for r in rows
        if isinstance(r.get("track"), str)
        and len(r["track"]) >= 4
        and re.search(r"(?<!\w)" + re.escape(fold(r["track"])) + r"(?!\w)", text)
    ]
    if not every:
        return named
    return named if named and len(named) < len(rows) else list(rows)


def _dated(row: Mapping[str, Any]) -> bool:
    return isinstance(row.get("invoice_date"), str)


def period(message: str) -> str | None:
    """The year or month the message limits dated rows to: "in 2024" -> "2024", "March
    2024" / "marco de 2024" / "2024-03" -> "2024-03" (a bare number is no year: a phone)."""
    text = _read(message)
    lex = lexicon()
    if (m := lex.month.search(text)) is not None:
        if m.group(1):
            return f"{m.group(2)}-{lex.month_of[m.group(1)]:02d}"
        return f"{m.group(3)}-{m.group(4)}"
    if (m := lex.year.search(text)) is not None:
        return m.group(1) or m.group(2)
    return None


def _named_invoices(rows: Sequence[Mapping[str, Any]], message: str) -> list[Mapping[str, Any]]:
    """The invoices whose id the message writes as one ("invoice 115", "#115"), else all."""
    said = {int(m.group(1)) for m in lexicon().invoice_id.finditer(fold(message)[:4000])}
    named = [r for r in rows if "track" not in r and r.get("invoice_id") in said]
    return named if named and len(named) < len(rows) else list(rows)


NOT_BOUGHT = "{titles} is not among the {count} songs you bought."


def asked_titles(message: str, mentions: Sequence[Mention]) -> list[str]:
    """The store's song titles ``mentions`` found in ``message`` that its question is about.

    An everyday phrase can be a title too: "Que músicas vieram na minha primeira compra? Faz
    tanto tempo que nem lembro mais" names the song Tanto Tempo in a sentence that asks
    nothing, and the first order's lines were narrowed to it (fresh14). A title outside every
    question sentence counts only when a question points back to something ("Pretty sure I
    own X. Did I buy it?"), or when no sentence is a question at all."""
    spans: list[tuple[int, int, bool]] = []  # each sentence: start, end, whether it asks
    at = 0
    for piece, gap in pieces(message):
        spans.append((at, at + len(piece), piece.rstrip().endswith(("?", "？"))))
        at += len(piece) + len(gap)
    questions = [message[a:b] for a, b, asks in spans if asks]
    back = lexicon().phrase("back_words")
    points_back = not questions or any(back.search(fold(q)) for q in questions)
    kept = [
        m.name
        for m in mentions
        if m.kind == "track"
        and (points_back or any(a <= m.start < b and asks for a, b, asks in spans))
    ]
    return list(dict.fromkeys(kept))


def focus(result: ToolResult, message: str, titles: Sequence[str] = ()) -> ToolResult:
    """``result`` narrowed to the row(s) ``message`` asks for; ``result`` itself otherwise.

    ``titles``: songs the message names (the store's titles, quoted phrases). Over the
    whole list of the customer's purchased songs, none of them there is said as such ("have
    I bought X?" was answered with the list of everything bought)."""
    rows = result.rows
    data = result.data
    if len(rows) == 1 and len(data.get("results") or []) == 1:
        return part(result, message)
    if len(rows) < 2 or len(rows) != len(data.get("results") or []):
        return result
    total = data.get("total", len(rows))
    if data.get("truncated") or (isinstance(total, int) and total > len(rows)):
        return result
    if titles and _lines(rows) and not _named_lines(rows, " ".join(titles), every=False):
        fields = {"titles": " / ".join(dict.fromkeys(titles)), "count": len(rows)}
        picked = f"none named (0 of {len(rows)})"
        return ToolResult(not_found(NOT_BOUGHT, fields, picked=picked), result.error)
    kept = _named_invoices(_named_lines(rows, message), message)
    how = "named in the message" if len(kept) < len(rows) else ""
    if (when := period(message)) is not None and all(_dated(r) for r in kept):
        kept = [r for r in kept if str(r["invoice_date"]).startswith(when)]
        how = f"in {when}"
        if not kept:  # "my invoices in 2019": none, said as such (not the all-time list)
            message = f"Nothing is dated {when} ({len(rows)} found in all)."
            picked = f"none {how} (0 of {len(rows)})"
            return ToolResult({"found": False, "message": message, "picked": picked}, result.error)
    if len(kept) > 1:
        for order in orders(message):
            row = _extreme(kept, order)
            if row is not None:
                kept, how = [row], f"the {order.named}" + (f" {how}" if when else "")
                break
    spent = _spent(kept, when) if when and how == f"in {when}" else {}  # no one row picked
    if len(kept) == len(rows):  # every row in the period: the list as it is, and its sum
        return ToolResult({**data, **spent}, result.error) if spent else result
    # What the facts head the row(s) with: "the latest of 7", "named in the message (1 of 38)"
    picked = (
        f"{how} of {len(rows)}"
        if len(kept) == 1 and how.startswith("the ")
        else (f"{how} ({len(kept)} of {len(rows)})")
    )
    narrowed = {**data, "results": list(kept), "count": len(kept), "total": len(kept)}
    return ToolResult({**narrowed, "picked": picked, **spent}, result.error)


def _spent(invoices: Sequence[Mapping[str, Any]], when: str) -> dict[str, Any]:
    """The sum of a period's invoices ("how much did I spend in 2022?" adds them up; the
    0.5B cannot), with the period, for the facts; {} for rows that are not invoices."""
    totals = [r.get("total") for r in invoices if "track" not in r]
    if len(totals) != len(invoices) or not all(isinstance(t, (int, float)) for t in totals):
        return {}
    return {"spent": round(sum(totals), 2), "period": when}


def picked_order(result: ToolResult) -> str | None:
    """The order word ("latest", "most expensive") ``focus`` picked ``result``'s one row
    by, or None (not picked, or picked by the titles the message names)."""
    picked = result.data.get("picked")
    if len(result.rows) != 1 or not isinstance(picked, str) or not picked.startswith("the "):
        return None
    word, of, _ = picked[len("the ") :].rpartition(" of ")
    base = word.split(" ", 1)[1] if word.split(" ", 1)[0] in _NTH_WORD.values() else word
    return word if of and base in {w for w, *_ in _WORDS} else None
