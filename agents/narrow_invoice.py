"""Narrowing the invoice specialist's tools to those that can answer, by code.

Split from ``agents.narrow`` (the catalog's narrowing and the entry point) to keep each
module small. The account record answers many kinds of question with neighbouring tools: an
order's row or its lines, the lines over all orders, the profile and its rep. The words that
tell them apart ("spent", "my latest", "the songs I bought", "my rep", an invoice's number)
are every language's (lexicon data); a refund keeps every tool, and only a refund asked for
offers the refund tool.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from agents.asking import QUESTION_WORDS, asks_for_one
from agents.ground import asks_contents, bought_then
from agents.identifiers import parse_identifiers, without_identifiers
from agents.pick import period, untold
from agents.refunds import asks_refund
from agents.words import corrected, fold, learn, respelled, without_names, word_pattern
from lexicon import alternation, fold_in_place, lexicon
from tools.names import Mention
from tools.titles import questions
from tools.written import quoted_phrases

SONG = word_pattern(*lexicon().words["song_words"])  # every language's words (data)
ARTIST = lexicon().phrase("artist_words")
_WORDS = lexicon().words
INVOICE_WORD = lexicon().phrase("invoice_words")
MY_ORDER = lexicon().my_order
# ... and so is a purchase they made, "my" or not: "a penúltima compra que fiz" (data)
PURCHASE_MADE = lexicon().near("purchase_words", "made_words")
# "how much have I spent", "quanto gastei", the rep, the customer's own details, "my
# account", "service client": the account record answers (data)
SPENT_WORDS = word_pattern(*_WORDS["spent_words"])  # what was spent ("gastei", "speso")
SPENT = word_pattern(
    *_WORDS["spent_words"],
    *_WORDS["rep_words"],
    *_WORDS["profile_words"],
    *_WORDS["customer_service_words"],
)
# ... but not the service addressed, as a letter opens: "Dear customer service,", "Beste
# klantenservice,", "Hello support team!" (the words, then a comma, colon or "!")
_ADDRESSED = re.compile(
    rf"(?<!\w)(?:{alternation(_WORDS['customer_service_words'])})\s{{0,2}}[,:!]"
)
# ... nor the account as where the orders or songs are: "every order on my account",
# "songs bought on my account" (lexicon on_account_words)
_ON_ACCOUNT = lexicon().phrase("on_account_words")
# "songs, not orders", "e não só das encomendas", "nicht nur die Bestellungen": orders the
# customer does not ask for: a not-word, maybe "only" and an article, then a word for an
# invoice (not "not my latest order, the one before": an order picked). A not-word of two
# letters counts only before "only": Portuguese "no pedido 234" is "in order 234".
_NOT = [w for w in _WORDS["not_words"] if len(w) > 2]
_SHORT_NOT = [w for w in _WORDS["not_words"] if len(w) <= 2]
_ONLY = alternation(_WORDS["only_words"])
_NOT_INVOICES = re.compile(
    rf"(?<!\w)(?:(?:{alternation(_NOT)})(?: (?:{_ONLY}))?|(?:{alternation(_SHORT_NOT)}) (?:{_ONLY}))"
    rf"(?: [a-z]{{1,3}}+)? (?:{alternation(_WORDS['invoice_words'])})(?!\w)"
)
# "welk e-mailadres hebben jullie van me": their own record, unless the message gives an
# email itself ("my email is ...": an identifier's word, not a question about it)
EMAIL_WORD = word_pattern(*_WORDS["email_words"])
MY_DETAIL = lexicon().my_detail  # "which email do you have for me" (data)
ADDRESS_WORD = word_pattern(*_WORDS["address_words"])
TIMES = lexicon().phrase("times_words")  # "how many times", "wie oft" (data)
# "how many songs", "combien de chansons", "wie viele Lieder" (count, maybe "of", a word, songs)
SONGS_COUNTED = re.compile(
    rf"(?<!\w)(?:{alternation(_WORDS['count_words'])})"
    rf"(?: (?:{alternation(_WORDS['of_words'])}))?(?: [a-z]{{1,12}}+)? "
    rf"(?:{alternation(_WORDS['song_words'])})(?!\w)"
)
WHO = lexicon().phrase("who_words")  # "who", "von wem", "vem" (data)
NAME = lexicon().phrase("name_words")  # "first and last name", "sobrenome" (data)
# "email address", "Mail-Adresse", "adresse mail": the email's name, not an address
_EMAIL, _ADDRESS = alternation(_WORDS["email_words"]), alternation(_WORDS["address_words"])
EMAIL_ADDRESS = re.compile(
    rf"(?<!\w)(?:(?:{_EMAIL})[ -]?(?:{_ADDRESS})|(?:{_ADDRESS})[ -]?(?:{_EMAIL}))(?!\w)"
)
SPENT_MOST = lexicon().near("most_words", "spent_words")  # "the most I've spent" (data)
SPENT_LEAST = lexicon().near("least_words", "spent_words")
PRICEY = word_pattern(*_WORDS["pricey_words"])  # "most expensive", "duurste" (data)
# ... said of a song, at most two words between: "my priciest song purchase", "my cheapest
# single song", "die teuerste einzelne Titel" (one line of theirs, not an order's contents);
# or after it, at most an article between, as the Romance languages put it: "a música mais
# cara", "la chanson la plus chère" (not "as músicas do pedido mais caro": that order's)
_PRICEY_WORDS = alternation([fold(w) for w in _WORDS["pricey_words"]])
_SONG_WORDS = alternation([fold(w) for w in _WORDS["song_words"]])
PRICEY_SONG = re.compile(
    rf"(?<!\w)(?:{_PRICEY_WORDS})(?: [\w'-]{{1,24}}){{0,2}} (?:{_SONG_WORDS})(?!\w)"
    rf"|(?<!\w)(?:{_SONG_WORDS})(?: [\w']{{1,3}})? (?:{_PRICEY_WORDS})(?!\w)"
)
# ... or a total word at most one word from a word for songs, either side ("total songs
# I've bought", "músicas no total", "Lieder insgesamt"): a count as well, where no word for
# money is said (not "the total I spent on songs"; "the total of all the songs": a sum)
_TOTAL_WORDS = alternation([fold(w) for w in _WORDS["total_words"]])
PRICE = word_pattern(*_WORDS["price_words"])  # "price", "cost", "preço" (data)
SONGS_TOTALLED = re.compile(
    rf"(?<!\w)(?:(?:{_TOTAL_WORDS})(?: [a-z]{{1,12}}+)? (?:{_SONG_WORDS})"
    rf"|(?:{_SONG_WORDS})(?: [a-z]{{1,12}}+)? (?:{_TOTAL_WORDS}))(?!\w)"
)
HISTORY = lexicon().phrase("history_words")  # "purchase history", "historial de compras"
BY_DATE = word_pattern(*_WORDS["by_date_words"])  # "latest", "history", "senaste" (data)
# the support rep, and who sold or served the customer ("verkoper", "sprzedawca")
REP = word_pattern(*_WORDS["rep_words"], *_WORDS["seller_words"])
INVOICE_ID = lexicon().invoice_id  # "invoice 98", "#98", "order 228", "pedido nº 12" (data)

learn(INVOICE_WORD, SPENT, PRICEY, BY_DATE, REP)


def only(tools: Sequence[dict[str, Any]], names: Sequence[str]) -> list[dict[str, Any]]:
    """The tools named ``names``, or every tool when none of them is there."""
    picked = [t for t in tools if t["name"] in names]
    return picked or list(tools)  # never narrow to nothing


def narrow_invoice(
    question: str, tools: Sequence[dict[str, Any]], mentions: Sequence[Mention] = ()
) -> list[dict[str, Any]]:
    """The invoice tools the model may choose from for ``question`` (every tool when the
    words decide nothing)."""
    # typos of the store's words read as those words; identifiers given with the question
    # ("my email is ...") are not what it asks about
    # ... and a question taken back is not asked ("my last order? scratch that, what have
    # I spent in all?": agents.words.corrected)
    asked = corrected(without_names(without_identifiers(question), [m.name for m in mentions]))
    # ... nor are orders said not to be wanted ("songs, not orders")
    for m in _NOT_INVOICES.finditer(fold_in_place(asked)):  # same spans in ``asked``
        asked = asked[: m.start()] + " " * (m.end() - m.start()) + asked[m.end() :]
    asked = untold(_order_asked(asked))  # not "saving for my first car": no order of theirs
    text = corrected(respelled(asked))
    if asks_refund(question):
        return list(tools)  # the refund tool and the lookups it may need
    # Money moves only when the customer asks for it: the 0.5B answered "who is my rep?" with
    # its few-shot example's request_refund(98, "charged twice").
    tools = [t for t in tools if t["name"] != "request_refund"]
    if INVOICE_ID.search(text):
        # "who was the rep on my invoice 34?", "who took care of invoice 34?" (a person:
        # not "who sang the songs on it")
        if REP.search(text) or (
            WHO.search(text) and not (SONG.search(text) or ARTIST.search(text))
        ):
            return only(tools, ("get_employee_by_invoice_and_customer",))
        if asks_contents(asked):  # "what was on invoice 98?"
            return only(tools, ("get_invoice_line_items",))
        # its date or total: its row in the list (agents.pick keeps it), or its lines
        return only(tools, ("get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"))
    if TIMES.search(text):  # "how many times have I ordered?": their invoices
        return only(tools, ("get_invoices_by_customer_sorted_by_date",))
    one_picked = asks_for_one(asked) or period(asked) is not None  # "my latest", "in May"
    totalled = SONGS_TOTALLED.search(text) and not (SPENT_WORDS.search(text) or PRICE.search(text))
    if (SONGS_COUNTED.search(text) or totalled) and not one_picked:
        # "how many songs, over all my orders?": their lines (not one order's: "on my latest")
        return only(tools, ("get_invoice_line_items_sorted_by_price",))
    if PRICEY_SONG.search(text):  # "my cheapest single song: which one, what did I pay?"
        return only(tools, ("get_invoice_line_items_sorted_by_price",))
    if ARTIST.search(text) and lexicon().i_bought.search(text) and not one_picked:
        # "di quali artisti ho comprato musica": every line names its artist, over all orders
        return only(tools, ("get_invoice_line_items_sorted_by_price",))
    if asks_contents(asked):
        # "what was on my latest invoice": find it (agents.pick picks it), then its lines
        return only(tools, ("get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"))
    # a title the customer quotes (or writes as the store does) is a song of theirs ("have I bought 'Nothing to Hide'?")
    # ... and so are its artists ("which artists are in my purchase history?": the lines say)
    songs = (
        SONG.search(text) is not None
        or bool(quoted_phrases(question))
        or bool(ARTIST.search(text))
        or any(m.kind == "track" for m in mentions)  # "did I already buy Times Like These?"
    )
    # "my latest purchase", "minha última compra": a purchase that is theirs is an invoice
    # ... not "my purchase history" (every purchase: lexicon history_words)
    one = HISTORY.sub(" ", text)
    # "first and last name", "último nome": the customer's name, no order of rows
    name = lexicon().name_asked(text) is not None
    text = NAME.sub(" ", text)
    invoices = (  # ... and so is what they bought on one occasion ("last time", "senast")
        INVOICE_WORD.search(one) is not None
        or MY_ORDER.search(one) is not None
        or PURCHASE_MADE.search(one) is not None
        or bought_then(one)
    )
    spent_one = SPENT_MOST.search(text) or SPENT_LEAST.search(text)
    if spent_one and SONG.search(text) and not INVOICE_WORD.search(text):
        # "which single track have I paid the least for?": one of the purchased songs
        return only(tools, ("get_invoice_line_items_sorted_by_price",))
    if spent_one and not songs:
        # "the most I've ever spent on one order": one invoice (agents.pick), not the sum
        return only(tools, ("get_invoices_by_customer_sorted_by_date",))
    # an email the message gives is an identifier: its words ("my email address is") ask
    # nothing about the customer's record
    given = bool(parse_identifiers(question).emails)
    plain = EMAIL_ADDRESS.sub(" ", text) if given else text
    if invoices and not songs and asks_for_one(asked):
        # "my cheapest order, what did I spend?": what was spent on that one order is its
        # total (its row), not the account's sum
        plain = SPENT_WORDS.sub(" ", plain)
    named_part = (  # a part of the record named
        MY_DETAIL.search(text) is not None  # "what email do you have for me?"
        or name  # "which first and last name is on the account?"
        or ADDRESS_WORD.search(plain) is not None
    )
    part = named_part or (EMAIL_WORD.search(plain) is not None and not given)
    if invoices and not songs and not named_part and (asks_for_one(asked) or period(asked)):
        # one order, picked by its place or date ("what did my order in March cost? saw a
        # charge on my account"): its row, whatever is said of "the account" beside it, or
        # of an email ("how much was my last order? the confirmation email never came")
        return only(tools, ("get_invoices_by_customer_sorted_by_date",))
    if period(asked) and SPENT_WORDS.search(plain) and not songs and not named_part:
        # "how much did I spend in 2022?": that year's invoices, added up (agents.pick)
        return only(tools, ("get_invoices_by_customer_sorted_by_date",))
    if not part and not invoices and songs and not SPENT_WORDS.search(text):  # songs: or titles
        if lexicon().i_bought.search(text):
            # "I think I bought <song> already on my account, did I?", "list the songs I
            # bought, the account is x@y": their purchases are in the lines; "my account" is
            # where, not what's asked
            return only(tools, ("get_invoice_line_items_sorted_by_price",))
    said = _ADDRESSED.sub(" ", plain)
    if invoices or songs:  # "every order on my account": the orders, where they are
        said = _ON_ACCOUNT.sub(" ", said)
        # ... and the record's words told, not asked: "Can you list all my orders? I don't
        # usually paste my details here": only the questions count, when there are some
        said = _questions(said)
    # ... or every order added together, asked how much: the account's sum ("all my orders
    # with you added together, how much is that?"); not one order's, nor a month's ("qual
    # foi o total da compra desse mês?": that month's invoices, added up by agents.pick)
    summed = lexicon().sum_asked(said) is not None and not one_picked
    profile = part or SPENT.search(said) is not None or summed
    if not profile:
        if any(m.kind == "track" for m in mentions) and not INVOICE_WORD.search(text):
            # "X – is it among my purchases?": whether a song the store sells was bought,
            # and when, is in the lines (not "what did invoice 12 cost", named above)
            return only(tools, ("get_invoice_line_items_sorted_by_price",))
        if ARTIST.search(text):  # "which artists are in my purchase history?": lines name them
            return only(tools, ("get_invoice_line_items_sorted_by_price",))
        if songs and not invoices:  # "how many songs have I bought", "my priciest track"
            return only(tools, ("get_invoice_line_items_sorted_by_price",))
        if invoices and not songs:  # "my most expensive invoice", "my orders in 2024"
            return only(tools, ("get_invoices_by_customer_sorted_by_date",))
    rules = [
        ("get_customer_profile", profile),
        ("get_invoice_line_items_sorted_by_price", PRICEY.search(text) is not None),
        # "latest", "history" ... or a month or year: "a purchase in June 2024"
        ("get_invoices_by_customer_sorted_by_date", BY_DATE.search(text) or period(asked)),
    ]
    hits = [name for name, hit in rules if hit]
    return only(tools, hits[:1]) if len(hits) == 1 else list(tools)


def _order_asked(asked: str) -> str:
    """``asked`` from its first question on, when what is told before it is songs and no
    order, and the rest asks of an order and of no song: "We buy a song or two after each
    class. What's the smallest order I've had?" asks that order's row, not its songs. Else
    ``asked``: "Someone helped with invoice 208. Which rep looked after that order?" (an
    order told), "the music we bought in 2021 ... list my orders from then" (a date told),
    "I'd like to say how many songs I've bought. How many is it?" (a question told),
    "what was in my last order? the titles" (songs asked after the question)."""
    first = questions(asked[:4000])
    if not first:
        return asked
    start = asked.find(first[0])
    told, rest = corrected(respelled(asked[:start])), asked[start:]
    folded = corrected(respelled(rest))
    if not SONG.search(told) or SONG.search(folded) or asks_contents(rest):
        return asked
    if INVOICE_WORD.search(told) or MY_ORDER.search(told) or INVOICE_ID.search(told):
        return asked
    if period(asked[:start]) is not None or QUESTION_WORDS.search(told):
        return asked
    return rest if INVOICE_WORD.search(folded) or MY_ORDER.search(folded) else asked


def _questions(text: str) -> str:
    """The sentences of ``text`` that end in a question mark, or ``text`` when none does."""
    return " ".join(questions(text[:4000])) or text
