"""Sentences code says about one tool result, in the customer's language.

Why a module of its own: ``agents.render`` decides *whether* code adds to an answer (a list,
a missing fact); these say *what*: a row as one line, an album's length and price, an
artist's genres, the part of an account asked about, a tool's "not found" sentence. Each
English text is the key of its translations (``lexicon`` "say"), so a new language is data.
Only tool data goes in, from typed fields: nothing here comes from a customer's text or the
model's.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from agents.asking import asks_genre
from agents.parts import PARTS
from agents.words import fold
from lexicon import lexicon, say, say_counted
from tools.result import ToolResult

MAX_LISTED = 25  # a tool's whole page (tools.catalog.LIMIT): 25 genres are all shown, not 10
_DIGIT_GROUPS = re.compile(r"(?<=\d),(?=\d{3}\b)")


def comparable(text: str) -> str:
    """``text`` as answers are compared: lower case, digit groups joined ("1,200" -> "1200")."""
    return _DIGIT_GROUPS.sub("", text).casefold()


def _money(value: Any) -> str:
    return f"${float(value):.2f}"


def _duration(ms: Any) -> str:
    seconds = round(int(ms) / 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


def asked_facts(row: Mapping[str, Any], question: str) -> list[tuple[str, ...]]:
    """What ``question`` asks of one song's ``row``, as an answer must say it (any one of
    each tuple, compared folded): a composer of it ("who wrote", "kompozytor"), its length
    ("4:00"), its price ("0.99"), its genre, its album, in full; the words are data (lexicon
    composer_words, duration_words, price_words, genre_words, album_words). The 0.5B answered "who wrote X?" with the song's artist."""
    text, lex, wanted = fold(question), lexicon(), []
    if row.get("composer") and lex.phrase("composer_words").search(text):
        names = [n.strip() for n in _COMPOSERS.split(str(row["composer"])) if n.strip()]
        wanted.append(tuple(comparable(n) for n in names))
    length = _duration(row["milliseconds"]) if row.get("milliseconds") else row.get("duration")
    if length and lex.phrase("duration_words").search(text):
        wanted.append((str(length),))
    if row.get("unit_price") is not None and lex.phrase("price_words").search(text):
        wanted.append((f"{float(row['unit_price']):.2f}",))
    if row.get("genre") and lex.phrase("genre_words").search(text):  # "what style is it?"
        wanted.append((comparable(str(row["genre"])),))
    if row.get("album") and lex.phrase("album_words").search(text):  # "on which album"
        wanted.append((comparable(str(row["album"])),))  # in full: "... [UK]" too
    return wanted


_COMPOSERS = re.compile(r"[,/&;]| and ")  # "Ian Gillan, Roger Glover/Jon Lord"

# A record's fields as a customer reads them (each label translated: ``lexicon`` "say"); a
# field not named here is read as its name with blanks ("first_purchase": "first purchase").
FIELD_LABELS = {
    "customer_id": "customer number",
    "first_name": "first name",
    "last_name": "last name",
    "postal_code": "postal code",
    "support_rep_email": "support rep's email",
    "support_rep_phone": "support rep's phone",
    "invoice_count": "invoices",
}
_MONEY_FIELDS = frozenset({"total_spent", "total", "unit_price"})


def row_line(row: Mapping[str, Any], single: bool = False, lang: str = "en") -> str:
    """One row as a customer reads it: the name first, then what tells it apart (code's
    words in ``lang``: "Fatura #361", "(9 itens)")."""
    if row.get("last_name") and "customer_id" not in row:  # a person: the store's employee
        name = f"{row.get('first_name') or ''} {row['last_name']}".strip()
        rest = [str(row[k]) for k in ("title", "email", "phone") if row.get(k)]
        return " · ".join([name, *rest])
    if "invoice_id" in row and "track" not in row:  # an invoice
        line = say(lang, "Invoice #{invoice_id}").format(invoice_id=row["invoice_id"])
        if row.get("invoice_date"):
            line += f" · {row['invoice_date']}"
        if row.get("total") is not None:
            line += f" · {_money(row['total'])}"
        if row.get("item_count"):
            count = row["item_count"]  # "(1 item)": the one-item form is data (say_one)
            line += " " + say_counted(lang, "({count} items)", count).format(count=count)
        return line
    if "track" in row:  # an invoice line
        line = str(row["track"])
        if row.get("artist"):
            line += f" — {row['artist']}"
        if row.get("unit_price") is not None:
            line += f" · {_money(row['unit_price'])}"
        if row.get("invoice_id"):
            on = say(lang, "(invoice #{invoice_id}, {invoice_date})")
            line += " " + on.format(
                invoice_id=row["invoice_id"], invoice_date=row.get("invoice_date", "")
            ).replace(", )", ")")
        return line
    name = row.get("title") or row.get("name")
    if name is None:  # a record field by field: the customer's profile, the catalog's counts
        return "; ".join(
            f"{say(lang, FIELD_LABELS.get(k, k.replace('_', ' ')))}: "
            + (_money(v) if k in _MONEY_FIELDS else str(v))
            for k, v in row.items()
            if v not in (None, "", [])
        )
    line = str(name)
    if "name" in row and row.get("artist"):  # a track
        line += f" — {row['artist']}"
        if row.get("album"):
            line += f" ({row['album']})"
    if single:  # one row: all it holds that a customer asks of a song
        if row.get("genre"):
            line += f" · {row['genre']}"
        if row.get("composer"):
            line += f" · {row['composer']}"
        if row.get("milliseconds"):
            line += f" · {_duration(row['milliseconds'])}"
        elif row.get("duration"):
            line += f" · {row['duration']}"
        if row.get("unit_price") is not None:
            line += f" · {_money(row['unit_price'])}"
    elif row.get("track_count") is not None and "title" not in row:
        count = row["track_count"]  # a genre of one song: "Opera (1 track)"
        line += " " + say_counted(lang, "({count} tracks)", count).format(count=count)
    return line


def not_found_sentence(result: ToolResult, lang: str) -> str:
    """A tool's "not found" sentence in the customer's language: its English template
    (``tools.envelope.not_found``) said through the lexicon, filled from its fields."""
    data = result.data
    message = str(data.get("message") or "Nothing matched in our store.")
    template, fields = data.get("_template"), data.get("_fields")
    if not isinstance(template, str) or not isinstance(fields, Mapping):
        return message
    try:
        return say(lang, template).format_map(fields)
    except (KeyError, IndexError, ValueError):
        return message


ALBUM_SUMMARY = "{title} by {artist}: {track_count} songs, {duration} in all, ${price}."


def album_sentence(answer: str, result: ToolResult, lang: str) -> str | None:
    """An album's own facts (its length and price, from ``get_album_tracks``) when the
    answer leaves them out: the 0.5B answered "how long is the album X?" with its number of
    songs and the list, never the length the list does not add up for the customer."""
    album = result.data.get("album")
    if not isinstance(album, Mapping) or not {"duration", "price", "title"} <= set(album):
        return None
    try:
        price = f"{float(album['price']):.2f}"
    except (TypeError, ValueError):
        return None
    if str(album["duration"]) in answer and price in answer:
        return None
    try:
        return say(lang, ALBUM_SUMMARY).format_map({**album, "price": price})
    except (KeyError, IndexError, ValueError):
        return None


# The part of the account a question asked about (``agents.pick``), said as a sentence in the
# customer's language (``lexicon`` "say") when the answer leaves some of it out; keyed by the
# part's first field. What the answer must hold of it: every field, or those named here.
PART_SENTENCES = {
    "support_rep": "Your support rep: {support_rep} ({support_rep_email}, {support_rep_phone}).",
    "first_name": "The name on your account: {first_name} {last_name}.",
    "email": "The email on your account: {email}.",
    "phone": "The phone number on your account: {phone}.",
    "address": "The address on your account: {address}.",
    "total_spent": "You have spent ${total_spent} with us in all, on {invoice_count} invoices.",
}
_PART_NEEDS = {"total_spent": ("total_spent",)}
_ADDRESS = ("address", "city", "state", "postal_code", "country")


INVOICE_SUMMARY = "Invoice #{invoice_id} of {invoice_date}: ${total} in all."


def invoice_sentence(answer: str, result: ToolResult, lang: str) -> str | None:
    """An invoice's own total and date (``get_invoice_line_items``'s "invoice") when the
    answer leaves the total out: asked "how much did invoice N come to?", the 0.5B listed
    the items, or summed some of them, and never said what the invoice came to."""
    invoice = result.data.get("invoice")
    if not isinstance(invoice, Mapping) or not {"invoice_id", "invoice_date", "total"} <= set(
        invoice
    ):
        return None
    if f"{invoice['total']:.2f}" in answer:
        return None
    try:
        return say(lang, INVOICE_SUMMARY).format_map(
            {**invoice, "total": f"{invoice['total']:.2f}"}
        )
    except (KeyError, IndexError, ValueError, TypeError):
        return None


PERIOD_SPENT = "In {period} you spent ${spent} on {count} orders."


def period_sentence(answer: str, result: ToolResult, question: str, lang: str) -> str | None:
    """What the invoices of a year or month came to (``agents.pick``'s "spent"), when the
    question asks what was spent and the answer does not say the sum: asked "how much did I
    spend in 2022?", the 0.5B listed the invoices, or added them up wrong."""
    spent, period = result.data.get("spent"), result.data.get("period")
    if not isinstance(spent, (int, float)) or not isinstance(period, str) or len(result.rows) < 2:
        return None  # one invoice's total is its own row
    if lexicon().phrase("spent_words").search(fold(question)) is None or f"{spent:.2f}" in answer:
        return None
    values = {"period": period, "spent": f"{spent:.2f}", "count": len(result.rows)}
    # singular for one order, should the guard above ever let one through
    return say_counted(lang, PERIOD_SPENT, len(result.rows)).format_map(values)


GENRE_SUMMARY = "Songs by {artists}, by genre: {genres}."


def genre_sentence(answer: str, result: ToolResult, question: str, lang: str) -> str:
    """An artist's songs per genre (``get_tracks_by_artist``'s "genres", over all of them)
    when the question asks what kind of music it is and the answer names none: the 0.5B
    answered "what kind of music is Marcos Valle?" with the list of songs alone."""
    # per-genre counts only: ``get_songs_by_genre`` names the genres it searched as strings
    genres = [g for g in result.data.get("genres") or () if isinstance(g, Mapping)]
    if not genres or not asks_genre(question):
        return ""
    if any(comparable(str(g.get("genre", ""))) in answer for g in genres):
        return ""
    named = ", ".join(f"{g.get('genre')} ({g.get('songs')})" for g in genres[:MAX_LISTED])
    artists = ", ".join(str(a) for a in result.data.get("artists") or [])
    return say(lang, GENRE_SUMMARY).format(artists=artists, genres=named)


def asked_parts(result: ToolResult) -> list[str]:
    """The first fields of the account parts ``agents.parts`` kept ("email", "phone"), in
    the order asked; [] for any other result."""
    parts = result.data.get(PARTS)
    if len(result.rows) != 1 or not isinstance(parts, list):
        return []
    return [p for p in parts if isinstance(p, str)]


def part_sentence(row: Mapping[str, Any], part: str, answer: str, lang: str) -> str:
    """The asked part of an account record as code says it, or "" when the answer has it."""
    needs = _PART_NEEDS.get(part) or tuple(row)
    if all(comparable(str(row[k])) in answer for k in needs if row.get(k) not in (None, "")):
        return ""
    values = {k: ("" if v is None else v) for k, v in row.items()}
    if part == "address":
        values["address"] = ", ".join(str(row[k]) for k in _ADDRESS if row.get(k))
    if part == "total_spent" and isinstance(row.get("total_spent"), (int, float)):
        values["total_spent"] = f"{float(row['total_spent']):.2f}"
    template = PART_SENTENCES.get(part)
    if template is None or any(values.get(k) in (None, "") for k in _PART_NEEDS.get(part, ())):
        return f"- {row_line(row, single=True, lang=lang)}"
    try:
        return say(lang, template).format_map(values).replace(", )", ")").replace(" ()", "")
    except (KeyError, IndexError, ValueError):
        return f"- {row_line(row, single=True, lang=lang)}"
