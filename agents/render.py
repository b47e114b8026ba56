"""Facts the answer must carry, added by code when the model's words left them out.

A small model asked to answer from a list tends to summarise it ("U2 has released 10
albums.") or misquote a number (the 30th Fibonacci number "is 89" beside a result of 832040).
Where a decision can be made by code it is: after the model's answer, ``missing_facts``
looks at what the tools returned and, when the answer names none of the rows (or lacks a
program's result), renders them as a short list the customer can read. An answer that names
a row is trusted as it is, so a one-row question ("my latest invoice") stays one sentence.

Only tool data goes in, rendered by code from typed fields: nothing here comes from a
customer's text or the model's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from agents.asking import asks_about, asks_count, asks_for_one, asks_genre
from agents.pick import picked_order
from agents.refunds import message_in
from agents.report import Call, SpecialistReport, succeeded_calls
from agents.sentences import (
    MAX_LISTED,
    album_sentence,
    asked_facts,
    asked_parts,
    comparable,
    genre_sentence,
    invoice_sentence,
    not_found_sentence,
    part_sentence,
    period_sentence,
    row_line,
)
from agents.words import fold, word_pattern
from lexicon import language_of, lexicon, say, say_counted
from support.text import cut, one_line
from tools import registry
from tools.result import ToolResult

CAPTION_VALUE_CHARS = 80  # a name or an argument quoted in a caption
_MONEY = re.compile(r"(?<=\$)\d+(?:\.\d+)?")
# a question about what something cost: "cheapest", "dearest", "price" (lexicon, any language)
_PRICED = word_pattern(*lexicon().words["pricey_words"], *lexicon().words["price_words"])


def _keys(row: Mapping[str, Any]) -> list[str]:
    """What naming this row in an answer looks like (any one is enough)."""
    if row.get("last_name") and "customer_id" not in row:  # a person (the employee who
        return [str(row["last_name"])]  # served an invoice): named by name, not its invoice id
    if "invoice_id" in row and "track" not in row:
        return [str(row["invoice_id"])]  # its id: a date alone leaves the customer asking which
    named = [str(row[k]) for k in ("title", "name", "track") if row.get(k)]
    if named:
        return named
    # A record without a name (a profile, an employee): any value of its that says something.
    return [
        f"{v:.2f}" if isinstance(v, float) else str(v)
        for v in row.values()
        if isinstance(v, (str, int, float)) and not isinstance(v, bool) and len(str(v)) >= 4
    ]


def _says(key: str, answer: str) -> bool:
    """Whether ``answer`` says ``key``: a number as a whole number ("2021" says no invoice
    21: the 0.5B listed two of a year's three invoices and the third counted as named)."""
    if key.isdigit():
        return re.search(rf"(?<![\d.,]){key}(?![\d]|[.,]\d)", answer) is not None
    return key in answer


def _named(row: Mapping[str, Any], answer: str, asked: str, single: bool = False) -> bool:
    """Whether ``answer`` (folded) names ``row`` (``asked``: the question, folded).

    A song of the catalog needs its artist as well, unless the question named it: "yes, we
    have Enter Sandman" only repeats the question; the artist (so which recording) is what
    the customer learns. The one invoice an answer is about (``single``) needs its date and
    total too: "what date was my first order?" was answered with its id and total alone.
    Any other row needs one of its keys.
    """
    keys = [k.casefold() for k in _keys(row)]
    if single and "invoice_id" in row and "track" not in row:
        total = row.get("total")
        facts = [*keys, str(row.get("invoice_date") or "")]
        facts.append(f"{float(total):.2f}" if isinstance(total, (int, float)) else "")
        return all(_says(f, answer) for f in facts if f)
    if (
        single
        and "track" in row
        and row.get("unit_price") is not None
        and _PRICED.search(fold(asked))
    ):
        # one line picked by its price ("my cheapest song"): the price is what was asked
        return any(_says(k, answer) for k in keys) and f"{float(row['unit_price']):.2f}" in answer
    artist = row.get("artist")
    if "name" in row and "track" not in row and isinstance(artist, str) and artist:
        known = artist.casefold()
        facts = asked_facts(row, asked) if single else []  # "who wrote it?": a composer
        return (
            any(_says(k, answer) for k in keys)
            and (known in answer or known in asked)
            and all(any(v in answer for v in alts) for alts in facts)
        )
    return any(_says(k, answer) for k in keys)


def passages(rows: Iterable[Mapping[str, Any]]) -> bool:
    """Whether ``rows`` hold a passage (a policy's "text"): read by the model, never said
    or listed by code."""
    return any("text" in r for r in rows)


def listed(result: ToolResult) -> bool:
    """Whether code lists this result's rows after the answer: two rows or more of named
    things (a policy passage is read by the model, not listed)."""
    rows = result.rows
    return len(rows) >= 2 and not passages(rows)


def _rows_part(
    answer: str, result: ToolResult, asked: str = "", always: bool = False, lang: str = "en"
) -> str:
    rows = result.rows
    single = len(rows) == 1
    if not rows or (not always and any(_named(r, answer, asked, single) for r in rows)):
        return ""
    total = result.data.get("total", len(rows))
    total = total if isinstance(total, int) else len(rows)
    shown = rows[:MAX_LISTED]
    lines = [f"- {row_line(r, single=len(rows) == 1, lang=lang)}" for r in shown]
    if total > len(shown):
        lines.append(
            say(lang, "(showing {shown} of {total})").format(shown=len(shown), total=total)
        )
    return "\n".join(lines)


def _program_part(answer: str, result: ToolResult) -> str:
    """A finished program's value (its final expression, else its output), if not named."""
    value = result.data.get("result")
    if value is None:
        value = (result.data.get("stdout") or "").strip()
    value = str(value).strip().strip("'\"")
    if not value or len(value) > 200 or comparable(value) in answer:
        return ""
    return f"Result: {value}"


def nothing_found(
    reports: Iterable[SpecialistReport], question: str = "", lang: str | None = None
) -> str | None:
    """The whole answer, written by code, when every lookup of the turn found nothing.

    With only "not found" to go on, a small model tends to invent what it was asked for
    ("Beyoncé has released several albums, including ..."); the tools' own messages are
    exact and already written for the customer. None when anything was found, a specialist
    failed or answered itself, or nothing was looked up.
    """
    messages = []
    lang = lang or language_of(question)
    for report in reports:
        if report.failed or report.final or report.unavailable:
            return None
        for call in report.succeeded:  # retried mistakes left out
            if not call.result.not_found:
                return None
            messages.append(not_found_sentence(call.result, lang))
    if not messages:
        return None
    sorry = say(lang, "Sorry, we don't have that.")
    return sorry + " " + " ".join(dict.fromkeys(messages))


def _names_any(answer: str, reports: Iterable[SpecialistReport], asked: str) -> bool:
    return any(
        _named(r, answer, asked)
        for call in succeeded_calls(reports)
        if listed(call.result)
        for r in call.result.rows
    )


def _names_all(answer: str, result: ToolResult, asked: str) -> bool:
    return all(_named(r, answer, asked) for r in result.rows[:MAX_LISTED])


def listing(
    reports: Iterable[SpecialistReport],
    answer: str | None = None,
    one: bool = False,
    question: str = "",
    lang: str | None = None,
) -> str:
    """Every list the tools found (two rows or more), rendered by code for the answer.

    The model writes only the sentences around it (it is told the list follows), so exact
    names, prices and dates cannot be lost or changed: "showing 25 of 130" is said too.
    With ``answer``, a list whose shown rows the answer already names all is left out
    ("AC/DC has 2 albums: A and B." needs no list under it), and so is every list when the
    question asks for one item (``one``: "my latest invoice") and the answer names a row.
    """
    reports = list(reports)
    folded = None if answer is None else comparable(answer)
    asked = comparable(question)
    if folded is not None and one and _names_any(folded, reports, asked):
        return ""
    lang = lang or language_of(question)
    parts = [
        _rows_part("", call.result, always=True, lang=lang)
        for call in succeeded_calls(reports)
        if listed(call.result)
        and not call.result.not_found
        and (folded is None or not _names_all(folded, call.result, asked))
    ]
    return "\n\n".join(dict.fromkeys(p for p in parts if p))


def _message_part(answer: str, result: ToolResult, lang: str = "en") -> str:
    """A result's own sentence for the customer ("Refunded $1.98 for 2 items on invoice 406
    (refund #1).") when the answer leaves out its amount of money, in ``lang`` when the
    result has its sentences (``agents.refunds.message_in``)."""
    message = result.data.get("message")
    if not isinstance(message, str) or not message.strip():
        return ""
    if str(result.data.get("status", "")).startswith(("pending", "needs_")):
        return ""  # said when it was queued; staff's decision is what the answer reports now
    amounts = _MONEY.findall(comparable(message))[:1]  # the amount itself must not be lost
    if not any(a not in answer for a in amounts):
        return ""
    return message_in(result, message.strip(), lang)


def _stats_part(answer: str, result: ToolResult, question: str) -> str:
    """The statistics the question asks for ("the median of ..."), each by the customer's
    own word for it, whose values the answer (folded) does not say: the 0.5B explained how a
    median is found instead of giving the one the tool computed."""
    text, lines = fold(question), []
    for field in lexicon().statistics:
        value = result.data.get(field)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            continue
        shown = f"{value:.2f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)
        if (word := lexicon().statistic(field).search(text)) and shown not in answer:
            lines.append(f"{word.group(0)[:1].upper()}{word.group(0)[1:]}: {shown}")
    return "\n".join(dict.fromkeys(lines))


def missing_facts(
    answer: str, reports: Iterable[SpecialistReport], question: str = "", lang: str = "en"
) -> str:
    """Lines to add after ``answer`` so it carries what the tools found ("" if it does).

    Lists of two rows or more are left to ``listing``; this adds a single row or a
    program's result that the answer does not name.
    """
    folded, asked = comparable(answer), comparable(question)
    parts = []
    for call in succeeded_calls(reports):
        if (summary := album_sentence(folded, call.result, lang)) is not None:
            parts.append(summary)  # an album's length and price, said whatever is listed
        if invoice := invoice_sentence(folded, call.result, lang):
            parts.append(invoice)  # an invoice's total, said whatever is listed
        if spent := period_sentence(folded, call.result, question, lang):
            parts.append(spent)  # a year's or month's invoices, added up
        if genres := genre_sentence(folded, call.result, question, lang):
            parts.append(genres)  # an artist's kind of music, said whatever is listed
        if count := count_caption(answer, call, question, lang):
            parts.append(count)  # "how many?" over a list: its total, if the answer lacks it
        if listed(call.result) or call.result.not_found:
            continue
        if call.tool == "run_python":
            part = _program_part(folded, call.result)
        elif not call.result.rows:
            part = _message_part(folded, call.result, lang) or _stats_part(
                folded, call.result, question
            )
        elif names := asked_parts(call.result):
            # the parts of the account asked about (agents.parts): every value of each, so
            # "how do I contact my rep?" gets the email too, not only the name the answer
            # gave, and "my email and phone?" both
            row = call.result.rows[0]
            said = (part_sentence(row, name, folded, lang) for name in names)
            part = "\n".join(s for s in said if s)
        else:
            part = _rows_part(folded, call.result, asked, lang=lang)
            if part:  # one row its tool says as a sentence: "We have 275 artists, ..."
                part = _sentence(call, lang) or part
        if part:
            parts.append(part)
    return "\n\n".join(dict.fromkeys(parts))  # a repeated call adds its rows once


def count_caption(answer: str, call: Call, question: str, lang: str = "en") -> str | None:
    """The caption of a list, which says its total ("We have 18 playlists:"), when the
    customer asked how many and ``answer`` does not say that number: with a few rows in its
    prompt the 0.5B answered "how many playlists?" with "You can find them by clicking ..."."""
    rows = call.result.rows  # one row is a count too ("how many?": 1)
    if not rows or passages(rows) or call.result.not_found:
        return None
    if picked_order(call.result):  # one row code picked ("ile": how much, and how many)
        return None
    if not asks_count(question):
        return None
    total = call.result.data.get("total", len(rows))
    if re.search(rf"(?<![\d.,]){total}(?!\d)", answer):
        return None
    tool = registry().get(call.tool)
    return _caption(_counted(lang, tool.caption, call), call) if tool and tool.caption else None


def _counted(lang: str, caption: str, call: Call) -> str:
    """A tool's caption in ``lang`` for the number the call found: its one-item form for
    exactly one ("We have 1 album by Os Mutantes:", not "1 albums"), the plural else."""
    total = call.result.data.get("total", len(call.result.rows))
    return say_counted(lang, caption, total)


def _caption(template: str, call: Call, pick: str | None = None) -> str | None:
    """``template`` filled from the call's arguments and result fields (lists of names
    joined, text on one line and cut short); None when a field it names is missing."""
    fields: dict[str, Any] = {}
    for key, value in {**call.args, **call.result.data, "pick": pick}.items():
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            value = ", ".join(value)
        fields[key] = cut(one_line(value), CAPTION_VALUE_CHARS) if isinstance(value, str) else value
    try:
        return template.format_map(fields)
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def written(
    reports: Iterable[SpecialistReport], question: str, lang: str | None = None
) -> str | None:
    """The whole answer, written by code, when the turn was one lookup whose rows are what
    the customer asked to see: its tool's caption ("We have 2 albums by AC/DC:", "Your
    latest invoice:") over the rows code lists anyway.

    The model only wrote the sentence above such a list, and a 0.5B wrote it badly ("You
    can find the albums ... on the music store's website", "I'm sorry, but I can't assist
    with that request." over the invoice it was asked for) at ~25 tokens a turn. None (the
    model writes) for anything else: several calls, a failure or a specialist's own words,
    nothing found, one row nobody picked, a tool without a caption, or a question about a
    fact of the rows (a price, a length, who, a comparison: ``asks_about``) or for one item
    code did not pick.
    """
    reports = list(reports)
    if any(r.failed or r.final or r.unavailable for r in reports):
        return None
    calls = succeeded_calls(reports)
    if len(calls) != 1 or calls[0].result.not_found or asks_about(question):
        return None
    # "what kind of music is X?" over X's songs: a question about them, not their list
    # ("what genres do you have?" is the list, written by code)
    if asks_genre(question) and "genres" in calls[0].result.data:
        return None
    call = calls[0]
    tool = registry().get(call.tool)
    if tool is None:
        return None
    lang = lang or language_of(question)  # the customer's language, for code's words (lexicon)
    if tool.caption and listed(call.result) and not asks_for_one(question):
        lead, body = (
            _caption(_counted(lang, tool.caption, call), call),
            listing(reports, question=question, lang=lang),
        )
    elif tool.caption_one and (pick := picked_order(call.result)):
        caption, word = say(lang, tool.caption_one), say(lang, pick)
        if word == pick and lang != "en":  # an order without its words: all of it in English
            caption, word = tool.caption_one, pick
        lead, body = (
            _caption(caption, call, word),
            _rows_part("", call.result, always=True, lang=lang),
        )
    else:
        return _sentence(call, lang)  # one row said as a sentence ("We have 275 artists ...")
    return f"{lead}\n\n{body}" if lead and body else None


def _sentence(call: Call, lang: str) -> str | None:
    """The call's one row said as its tool's sentence in ``lang`` (``Tool.sentence``), or
    None: no such sentence, not one row, or a field it names missing."""
    tool = registry().get(call.tool)
    if tool is None or not tool.sentence or len(call.result.rows) != 1:
        return None
    try:
        return say(lang, tool.sentence).format_map(call.result.rows[0])
    except (KeyError, IndexError, TypeError, ValueError):
        return None
