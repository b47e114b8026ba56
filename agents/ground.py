"""What a specialist's tool call must rest on, and what a request still needs: by code.

A small model fills an id it was not given from its few-shot examples ("refund invoice 98"
for "refund my most recent purchase") and ends a refund request after the lookup that was
only meant to find the invoice. Both are cheap for code to see:

* ``agents.ids``: every ``*_id`` / ``*_ids`` argument must be a number the customer wrote
  (this message or an earlier one of the conversation) or an id of its kind a tool returned
  in this visit; otherwise the call is not made and the model is told where the id comes from;
* ``still_needed``: a refund request is not answered until ``request_refund`` ran, and "what
  was on my latest invoice" not until the invoice's lines were read, so a lookup's
  ``"then": "answer"`` goes on to the next step instead.

Names are held the same way in ``agents.named``; amounts are the tools' own to judge.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from agents.identifiers import without_identifiers
from agents.ids import KnownIds, pinned
from agents.numbers import THING_KEYS
from agents.pick import orders
from agents.refunds import asks_refund
from agents.report import Call
from agents.words import fold, respelled, without_names, word_pattern
from lexicon import alternation, lexicon
from tools.data import parse_numbers

_NUMBER = re.compile(r"(?<![\w.])\d{1,9}+(?![\w.]\d)(?![^\W\d_])")  # not "60th", "3e", "5º"
MAX_SCANNED = 4000  # characters of each text looked at (messages are capped at this anyway)
# "What was on my latest invoice", "the songs on it", "o que veio na", "co było w" (data)
_CONTENTS = lexicon().phrase("contents_words")
# "Refund it", "what's on that one", "isso", "ça": the message leans on the answer before it
# (lexicon back_words, every language)
_BACK = lexicon().phrase("back_words")
RECALLED_CHARS = 600  # of the previous answer, shown to a specialist for such a message


def recalled(message: str, history: Sequence[Mapping[str, str]]) -> str:
    """The previous answer, when ``message`` refers back to it and names no id of its own."""
    text = fold(message)
    if _NUMBER.search(text) or not _BACK.search(text):
        return ""
    last = next((m["content"] for m in reversed(history) if m["role"] == "assistant"), "")
    return last[:RECALLED_CHARS]


def ids_said(answer: str) -> str:
    """The ids an earlier answer gave, as text: numbers written "#361" or after the word for
    an invoice ("invoice 361", "fatura 361"), never a count or a list position ("you have 7
    invoices", "1."), which a refund of "invoice 7" once took for an id (issue 22, kind 3)."""
    text = fold(answer[:MAX_SCANNED])
    return " ".join(m.group(1) for m in lexicon().invoice_id.finditer(text))


def numbers_in(texts: Iterable[str]) -> set[int]:
    """Every whole number written in ``texts`` (at most ``MAX_SCANNED`` characters each)."""
    return {int(n) for t in texts for n in _NUMBER.findall(t[:MAX_SCANNED])}


def ids_told(question: str, names: Iterable[str], earlier: Iterable[str] = ()) -> set[int]:
    """The ids the customer (or an earlier answer) wrote: the numbers of ``question`` with
    its identifiers aside ("I'm customer 40" gave an invoice id 40 to "which songs were on my
    latest invoice?"), the store's ``names`` found in it aside ("Commercial 1, c'est sur
    quel album?" offered track 1) and its quantities aside ("presenting in 10 mins" offered
    track 10), and those of ``earlier``."""
    said = fold(without_names(without_identifiers(question), names))
    # ... but a number right after a thing's word is its id whatever follows it: "hur lång
    # låt 24 är" ("är", folded, is "ar", a year's word too)
    numbered = {int(m.group(1)) for p in _numbered() for m in p.finditer(said[:MAX_SCANNED])}
    return numbers_in([_quantity().sub(" ", said), *earlier]) | numbered


@functools.cache
def _numbered() -> tuple[re.Pattern[str], ...]:
    """A track, playlist or album named by its number ("låt 24", "playlist 5"), or an
    invoice ("order 12"): lexicon numbered words."""
    keys = ("track_words", "playlist_words", "album_words")
    return (*(lexicon().numbered(k) for k in keys), lexicon().invoice_id)


@functools.cache
def _quantity() -> re.Pattern[str]:
    """A number and what it measures or counts right after it: "10 mins", "5 songs", "3
    dias" (lexicon unit_words and the words for the store's things, every language)."""
    w = lexicon().words
    units = word_pattern(*(x for k in ("unit_words", *THING_KEYS) for x in w[k])).pattern
    return re.compile(rf"(?<![\w.])\d{{1,9}}[ \t]?{units}")


# A refund of one song ("refund just that song", "the track 'X'"), not of a whole invoice.
_ITEM = re.compile(
    r"\b(?:songs?|tracks?|tunes?|items?|lines?|musicas?|faixas?|chansons?|morceaux?|titres?"
    r"|lieds?|lieder|titel|canci(?:o|on)(?:es)?|temas?)\b|[\"\u201c\u201d\u00ab\u00bb]"
)


def wants_items(message: str) -> bool:
    """Whether a refund request singles out items (a song, a line, a quoted title)."""
    return asks_refund(message) and _ITEM.search(fold(message)) is not None


_INVOICES = "get_invoices_by_customer_sorted_by_date"


def refund_by_position(message: str) -> bool:
    """A refund of an invoice named by its place ("my latest", "the first one"), not its id."""
    return (
        asks_refund(message)
        and bool(orders(message))
        and lexicon().invoice_id.search(fold(message)[:MAX_SCANNED]) is None
    )


def offered(
    tools: Sequence[dict[str, Any]], message: str, calls: Sequence[Call], known: KnownIds
) -> list[dict[str, Any]]:
    """The tools one step's grammar offers: ids pinned to the known ones (``pinned``), and
    for a refund of single items, the refund only once the invoice's lines were read (its
    ``invoice_line_ids`` then at least one): the 0.5B refunded a whole invoice for "refund
    just that song"."""
    if refund_by_position(message):
        # "refund my latest invoice": the invoices first, then only the one code picked
        # from them (agents.pick), never another id the conversation holds (issue 22)
        looked = [c for c in calls if c.tool == _INVOICES and c.result.ok]
        refund = [t for t in tools if t["name"] == "request_refund"]
        others = [t for t in tools if t["name"] != "request_refund"]
        picked = {r["invoice_id"] for c in looked for r in c.result.rows if "invoice_id" in r}
        if not looked:  # the lookup alone first (the 0.5B read its priciest lines instead)
            others = [t for t in others if t["name"] == _INVOICES] or others
        step = pinned(others, known)
        for tool in pinned(refund, known) if picked else []:
            props = dict(tool["args"]["properties"])
            props["invoice_id"] = {**props["invoice_id"], "enum": sorted(picked)}
            if not wants_items(message):  # "refund my latest order": the whole invoice
                props["invoice_line_ids"] = {**props["invoice_line_ids"], "maxItems": 0}
            step.append({**tool, "args": {**tool["args"], "properties": props}})
    else:
        step = pinned(tools, known)
    if not wants_items(message):
        return step
    read = any(c.tool == "get_invoice_line_items" and c.result.ok for c in calls)
    out = []
    for tool in step:
        if tool["name"] == "request_refund":
            if not read:
                continue
            props = dict(tool["args"]["properties"])
            props["invoice_line_ids"] = {**props["invoice_line_ids"], "minItems": 1}
            tool = {**tool, "args": {**tool["args"], "properties": props}}
        out.append(tool)
    return out or step


_TOKEN = re.compile(r"-?\d+(?:\.\d+)?|[^\s\d]+")
_JOINS = frozenset({",", ";", "&", "and", "e", "et", "und", "y", ",and"})


def listed_numbers(message: str) -> list[float] | None:
    """The one list of three or more numbers the message writes out ("1, 9, 4 and 7"), or
    None (no list, or several). A statistic is of that list: the 0.5B took "3 to the power
    10" from the other half of "... 3 to the power 10, and the median of 1, 9, 4 and 7".
    The list is read by the data tool's own rules ("1,200" is one number)."""
    text = fold(message)[:MAX_SCANNED]
    spans: list[tuple[int, int, int]] = []  # (start, end, numbers) of each run
    start = end = count = 0
    joined = False  # the last token joined two numbers (a comma, "and" ...)
    for m in _TOKEN.finditer(text):
        token = m.group(0)
        if token[-1].isdigit():
            if count and not joined:
                spans.append((start, end, count))
                count = 0
            if not count:
                start = m.start()
            end, count, joined = m.end(), count + 1, False
        elif count and not joined and token in _JOINS:
            joined = True
        elif count:
            spans.append((start, end, count))
            count, joined = 0, False
    if count:
        spans.append((start, end, count))
    lists = [parse_numbers(text[a:b]) for a, b, n in spans if n >= 3]
    lists = [numbers for numbers in lists if len(numbers) >= 3]
    return lists[0] if len(lists) == 1 else None


def bought_then(text: str) -> bool:
    """Whether folded ``text`` speaks of the customer's buying on one occasion picked by
    when ("what did I buy last time", "qué compré la primera vez", "vad köpte jag senast":
    lexicon occasion_words, and i_bought or a word of buying done, which in most of the
    store's languages says "I" by itself): that occasion is an order, never one song of it."""
    lex = lexicon()
    return lex.phrase("occasion_words").search(text) is not None and (
        lex.phrase("done_words").search(text) is not None or bool(lex.i_bought.search(text))
    )


# "what did I buy last time", "o que comprei da última vez", "was habe ich zuletzt gekauft":
# a word asking what, then (at most five words on) a word of buying (lexicon data; only
# words that ask "what" in every language: German "was" alone is English "was", and "que",
# "che" start "the last time that I bought" in Spanish, Portuguese and Italian)
_BUYING = (*lexicon().words["done_words"], *lexicon().words["do_words"])
_WHAT_DONE = re.compile(
    rf"(?<!\w)(?:{alternation(lexicon().words['what_words'])})(?: [\w'-]{{1,24}}){{0,5}}? "
    rf"(?:{alternation(_BUYING)})(?!\w)"
)
# ... unless what was paid is asked: "what did I pay last time", "the total of the order I
# placed most recently"
_MONEY_KEYS = ("price_words", "spent_words", "total_words", "pay_words")
_MONEY_ASKED = word_pattern(*(w for key in _MONEY_KEYS for w in lexicon().words[key]))


def asks_contents(message: str) -> bool:
    """Whether the message asks what was on an invoice (its items), not the invoice itself:
    "what was on ...", or songs and an invoice in one message ("which songs were on my
    latest invoice", "quais músicas estavam na minha fatura"), unless it asks for a refund."""
    text = respelled(fold(message)[:MAX_SCANNED])  # "trcaks" is "tracks"
    if _CONTENTS.search(text) is not None:
        return True
    if bought_then(text) and _WHAT_DONE.search(text) and not _MONEY_ASKED.search(text):
        return True  # what was bought on one occasion: that order's items
    lex = lexicon()
    text = lex.phrase("history_words").sub(" ", text)  # "my purchase history": all of them
    return (
        lex.phrase("song_words").search(text) is not None
        and (
            lex.phrase("invoice_words").search(text) is not None
            or lex.my_order.search(text) is not None
            or bought_then(text)  # "which songs did I buy last time?"
        )
        and not asks_refund(message)
    )


def still_needed(
    message: str, calls: Sequence[Call], tools: Iterable[str], required: Iterable[str] = ()
) -> str | None:
    """The tool the request still needs after ``calls`` (None when it is answered);
    ``required``: tools code found the message needs every one of (``agents.narrow``)."""
    have = set(tools)
    done = {c.tool for c in calls if c.result.ok}
    if missing := [t for t in required if t in have and t not in done]:
        return missing[0]
    if asks_refund(message) and "request_refund" in have and "request_refund" not in done:
        return "request_refund"
    if (
        asks_contents(message)
        and "get_invoice_line_items" in have
        and "get_invoice_line_items" not in done
        and any(c.tool == "get_invoices_by_customer_sorted_by_date" for c in calls)
    ):
        return "get_invoice_line_items"
    return None


_CONTENT = re.compile(r"[^\W\d_]{4,}")
REASON_CHARS = 200  # of the customer's own words, as a refund's reason


def grounded_reason(reason: str, message: str, earlier: Sequence[str] = ()) -> str:
    """A refund's ``reason`` as staff will read it: the model's few words when each of them
    (four letters or more) is the customer's (``message`` or an ``earlier`` one), else the
    customer's ``message`` itself. The 0.5B wrote "charged twice" for a customer who had
    said nothing of the kind (issue 23's try)."""
    words = set(_CONTENT.findall(fold(" ".join([message, *earlier]))))
    if reason.strip() and set(_CONTENT.findall(fold(reason))) <= words:
        return reason
    return " ".join(message.split())[:REASON_CHARS] or "(no reason given)"
