"""What a customer's message is about, decided by code where words decide it.

A 0.5B manager sends "Hi there!" to the catalog, a poem request to the code sandbox and
"How many genres do you have?" to Python; it routes a two-part question to one specialist.
Words settle most of that without a model: "invoice", "bought" or "support rep" mean the
customer's account; "album", "playlist" or a catalog artist's name mean the catalog; "mean"
or "median" beside numbers mean statistics. So code reads the message for *evidence* per
specialist (``strong``: words that only one specialist answers; ``weak``: words that fit it
among others) and checks the model's plan against it (``vet``):

* a planned specialist with no evidence at all is dropped, and one with only weak evidence
  is dropped when a competing specialist has strong evidence ("mean of 12, 15" is data, not
  code, though both take numbers);
* a specialist with strong evidence the plan left out is added (a two-part question gets
  both parts), in the order the message mentions them;
* a message with no evidence for any specialist keeps the model's plan (follow-ups such as
  "and the second one?" read only in context), unless it is plainly off-topic (a poem, advice,
  a question about the assistant), which gets a polite scope reply written by code.

Greetings, thanks and goodbyes (``agents.smalltalk``) are answered by code without any model call.
The words are data (``lexicon``: one file per language, English, Portuguese, Spanish, French,
German, Italian, Dutch, Polish and Swedish, one key per kind of word), gathered per specialist
in ``agents.evidence_words``; a weak word is read in the message's own language there. Every
pattern is an alternation of literal words (no nested repetition), so each scan is linear
in the message length.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import specialists
from agents.asking import QUESTION_WORDS, asked_there, asking_sentences
from agents.evidence_words import COMPETITORS, COUNTED, STRONG, WEAK, weak_at
from agents.numbered import track_number
from agents.refunds import REFUND_STEMS, asks_refund
from agents.words import (
    corrected,
    fold,
    respelled,
    without_names,
    word_pattern,
)
from lexicon import language_told, lexicon

_LEX = lexicon().words

# A plain question about the world (no store words): the web specialist's job.
_WORLD_QUESTION = QUESTION_WORDS
_ABOUT_ASSISTANT = word_pattern(*_LEX["you_words"])
_OFF_TOPIC = word_pattern(*_LEX["off_topic_words"])
# Catalog-intent phrases that name the store's stock even beside account words.
_SHOP = word_pattern(*_LEX["shop_words"])


@dataclass(frozen=True)
class Evidence:
    """Where the message first shows each specialist's words (character offsets)."""

    strong: dict[str, int] = field(default_factory=dict)
    weak: dict[str, int] = field(default_factory=dict)
    off_topic: bool = False
    world_question: bool = False

    @property
    def any(self) -> bool:
        return bool(self.strong or self.weak)

    def position(self, name: str) -> int:
        return min(self.strong.get(name, 1 << 30), self.weak.get(name, 1 << 30))


# Tried only where a word starts, so a long run without blanks is read once.
_ADDRESS = re.compile(r"(?<!\S)[^\s@]{1,64}@[^\s@]{1,255}|\bhttps?://\S{1,2000}")


# "how do I", "como posso", "kann ich": how the store works, not a lookup (data)
_HOW_TO = lexicon().phrase("how_to_words")
# The customer's own buying, in the first person, words apart (lexicon: i/done words).
_I_BOUGHT = lexicon().i_bought
_BACK = lexicon().phrase("back_words")  # "it", "dat", "dele": what was named before
# A purchase the customer only thinks of making (a question about the stock's prices).
_IF_I_BUY = word_pattern(*_LEX["if_i_buy_words"])
# An order the customer calls theirs, words apart ("my most recent order", "meiner letzten
# Bestellung"): at most three words between, each a run of letters (linear: no nesting).
_MY_ORDER = lexicon().my_order
# An order the customer made, words apart: "orders have I placed", "pedidos he hecho" (data)
# ("order" alone is also a sort order: "in order made by Queen")
# The customer's own details, words apart: "what email do you have for me" (data)
_MY_DETAIL = lexicon().my_detail
_ORDERS_MADE = lexicon().near("invoice_words", "made_words", leaving=("order",))


def _named_invoice(text: str) -> int | None:
    """Where an order or invoice is named by its number in words ("order no 171", "fatura
    12"), not by a bare "#12" (a track's number too), else None."""
    for match in lexicon().invoice_id.finditer(text):
        if not match.group(0).startswith("#"):
            return match.start()
    return None


def _numbers(text: str) -> int:
    return len(re.findall(r"(?<![\w.])-?\d+(?:[.,]\d+)?", text))


# The form an answer is wanted in ("in m:ss format", "Format: YYYY-MM-DD", "no formato mm:ss"):
# a picture of a time or date, with the word "format" in any language beside it, is no
# question about the store's file formats (folded text; bounded pieces, linear)
_PICTURE = r"(?<![\w:])[hmsdyjat]{1,4}(?:[:./-][hmsdyjat]{1,4}){1,2}(?![\w:])"
_FORMAT_WORD = r"(?<!\w)forma(?:at|t\w{0,3}|to)(?!\w)"
_FORM_DEMAND = re.compile(
    rf"(?:{_FORMAT_WORD}\s{{0,3}}:?\s{{0,3}})?{_PICTURE}(?:\s{{0,3}}{_FORMAT_WORD})?"
)


# Where a sentence ends, and how: a sentence that asks ends in "?" (a split: linear).
_ENDS = re.compile(r"([.!?\n])")


def _questions(message: str) -> str:
    """The message's sentences that end in "?", joined ("" when none does)."""
    pieces = _ENDS.split(message[:4000])  # sentence, its end, sentence, its end, ...
    return " ".join(p for p, end in zip(pieces[::2], pieces[1::2], strict=False) if end == "?")


def _only_asked(message: str, names: Sequence[str]) -> str | None:
    """What the message's questions (its sentences ending in "?") ask, when they ask only
    the stock ("catalog": the account is only told about) or only the account ("invoice":
    a store name is only told about, "faz tanto tempo" beside "que músicas vieram na minha
    primeira compra?"); None otherwise, or for a refund."""
    asked = _questions(message)
    if not asked or asks_refund(message):
        return None
    ev = evidence(asked, names=names)
    named = any(n.casefold() in asked.casefold() for n in names)  # "Who recorded <album>?"
    if ("catalog" in ev.strong or named) and "invoice" not in ev.strong | ev.weak:
        return "catalog"
    # ... a name in a question about the customer's own buying is what they bought
    # ("Confusion: did I already buy that one from you?")
    if "invoice" in ev.strong and "catalog" not in ev.strong:
        if not named or _I_BOUGHT.search(fold(asked)):
            return "invoice"
    return None


def _leans_back(message: str, names: Sequence[str]) -> bool:
    """Whether the message's questions lean back on something named before them ("it",
    "dat nummer") and ask nothing of the account: no account word, no buying of the
    customer's, no refund, no store name of their own (``_only_asked`` reads those)."""
    asked = _questions(message)
    if not asked or asks_refund(message) or _BACK.search(fold(asked)) is None:
        return False
    if any(n.casefold() in asked.casefold() for n in names) or _I_BOUGHT.search(fold(asked)):
        return False
    ev = evidence(asked, names=names)
    return "invoice" not in ev.strong | ev.weak


# The store asked about as the one who has things: "do you have", "habt ihr", "tienen",
# "in this shop", "w sklepie" (lexicon have_words, shop_words, in_store_words)
_STORE_HAS = word_pattern(*_LEX["have_words"], *_LEX["shop_words"], *_LEX["in_store_words"])


def _store_asked(message: str) -> bool:
    """Whether the message's questions ask what the store has ("how many albums do you
    have?", "ilu wykonawców jest w tym sklepie?"), not what was told before them ("Welche
    Lieder waren das?", "quelles chansons il y a dedans?")."""
    return _STORE_HAS.search(fold(_questions(message))) is not None


def evidence(
    message: str,
    mentions: Sequence[int] = (),
    quoted: bool = False,
    names: Sequence[str] = (),
) -> Evidence:
    """Evidence per specialist in ``message``.

    ``mentions``: offsets of the store's names in it (``tools.names``); ``names``: those
    names, whose words are the name's and no evidence of their own ("Born to Run" asks no
    biography of the web); ``quoted``: the customer quoted a phrase the store does not know
    (maybe a title it lacks).
    """
    # An address is an identifier, not a topic ("fharris@google.com" is no web search).
    text = _FORM_DEMAND.sub(" ", respelled(_ADDRESS.sub(" ", without_names(message, names))))
    now = corrected(text)  # "..., so instead: ..." asks what follows
    found = _evidence(now, message, mentions, quoted, names)
    if now != text and not found.strong:
        # "my most recent order? wait, no: the one before it": what follows leans on the
        # question taken back for its topic
        found = _evidence(text, message, mentions, quoted, names)
    return found


def _evidence(
    text: str, message: str, mentions: Sequence[int], quoted: bool, names: Sequence[str]
) -> Evidence:
    strong: dict[str, int] = {}
    weak: dict[str, int] = {}
    for name, pattern in STRONG.items():
        if match := pattern.search(text):
            strong[name] = match.start()
    told = functools.cache(lambda: language_told(message))  # read once, only if needed
    for name, pattern in WEAK.items():
        if (at := weak_at(name, pattern, text, told)) is not None:
            weak[name] = at
    if (bought := _I_BOUGHT.search(text)) and "invoice" not in strong:
        strong["invoice"] = bought.start()  # "when did I last buy something from you?"
    # not "lost track ref: 47 / x@y" (the customer's), nor "factuur nummer 12"
    track = track_number(text, message)
    if track and "catalog" not in strong:
        strong["catalog"] = track.start()  # "hur lång är spår 122?": a track by its number
    if (named := _named_invoice(text)) is not None and "invoice" not in strong:
        strong["invoice"] = named  # "what i got in order no 171": an order by its number
    if (mine := _MY_DETAIL.search(text)) and "invoice" not in strong:
        strong["invoice"] = mine.start()  # "welk e-mailadres hebben jullie van me"
    if (name := lexicon().name_asked(text)) is not None and "invoice" not in strong:
        strong["invoice"] = name  # "what first and last name do you have for me"
    if (counted := COUNTED.search(text)) and "catalog" not in strong:
        strong["catalog"] = counted.start()  # "hoeveel nummers": songs, counted
    if (made := _ORDERS_MADE.search(text)) and "invoice" not in strong:
        strong["invoice"] = made.start()  # "how many orders have I placed", "ordini ho fatto"
    if (mine := _MY_ORDER.search(text)) and "invoice" not in strong:
        strong["invoice"] = mine.start()  # "my most recent order", "a minha última compra"
    if "help" in strong and not asked_there(text, strong["help"]):
        # "vado in un rifugio e voglio scaricare un po' di roba. Quanti artisti avete?": a
        # download told on the way is no question about how the store works
        weak["help"] = strong.pop("help")
    statistic = "data" in strong  # a statistic named ("the median of my invoices")
    if statistic and _numbers(text) < 2:
        # statistics need numbers to work on: "the composer, I mean" asks no mean, and a
        # name beside it is the stock's; one named over the customer's rows stays weak
        weak["data"] = strong.pop("data")
    if "search" in strong and (strong.keys() & {"invoice", "catalog"} or mentions):
        # "she says we've been buying since before the kids were born. On what date did I
        # place my first order?", "The weather kept us in. Who wrote <song>?": a web word in
        # the story told, none in the question asked (its sentences with a question word,
        # where none has a mark: "tournée finie")
        asked = asking_sentences(message)
        told = asked and len(asked.strip()) < len(message.strip())  # some sentence only told
        if told and "search" not in evidence(asked, names=names).strong:
            weak["search"] = strong.pop("search")
    if mentions:  # an artist, genre or title of the store, found by code
        # ... is about the stock when music words say so or nothing else is asked;
        # "Any AC/DC news?" names an artist but asks the web. Beside a question about how
        # the store works it is the stock too: "how much is Go Back? I want to download it"
        # (a download word is the help desk's) asks its price
        about_stock = "catalog" in strong or "catalog" in weak or set(strong) <= {"help"}
        bucket = strong if about_stock else weak
        bucket["catalog"] = min(bucket.get("catalog", 1 << 30), min(mentions))
    if quoted:
        weak["catalog"] = min(weak.get("catalog", 1 << 30), len(text))
    if "data" in weak and not statistic and _numbers(text) < 2 and strong:
        # "hoeveel nummers jullie in totaal hebben": a total the store counts, no numbers
        # to compute on (the 0.5B's statistics tool took its own example's 3, 5 and 10);
        # a statistic named ("the median of my invoices") is still computed on the rows
        weak.pop("data")
    if "invoice" in strong and "catalog" in strong and _IF_I_BUY.search(text):
        # "if I bought every track of Diver Down, what's the price?": a price, not a purchase
        weak["invoice"] = strong.pop("invoice")
    if (
        "catalog" in strong
        and "invoice" in strong
        and track
        and _named_invoice(text) is None
        and not _I_BOUGHT.search(text)
        and not asks_refund(message)
    ):
        # "track 77 is printed on my receipt: who composed it?": the receipt is where the
        # number came from; the question is the track's (not "what did I pay on invoice 12")
        weak["invoice"] = strong.pop("invoice")
    if "help" in strong and "invoice" in strong and REFUND_STEMS.search(text):
        # "refund invoice 406, the downloads never worked": a request about the customer's
        # purchase (the invoice specialist files it), not a question about the policy
        weak["help"] = strong.pop("help")
    elif "help" in strong and "invoice" in strong and _HOW_TO.search(text):
        # "how do I download my purchases?": how the store works, no account lookup; not
        # a reason told after the question ("Kan ni lista låtarna jag har köpt? Då kan jag
        # ladda ner dem igen": Swedish "kan jag" is "I can" there, fresh17)
        asked = _questions(message)
        if not asked or _HOW_TO.search(fold(asked)):
            weak["invoice"] = strong.pop("invoice")
        else:
            weak["help"] = strong.pop("help")
    asked = _only_asked(message, names) if {"invoice", "catalog"} <= strong.keys() else None
    if asked == "catalog" and (mentions or track or _store_asked(message)):
        # "Bought a second hand laptop and <album> was in its music folder. Who is that album
        # by?", "track 90? I already bought it. Who wrote it?", "I just bought my first
        # computer. How many artists are in this shop?": the buying is the story told; the
        # question asks the stock (not "I bought two albums in May. Which were they?")
        weak["invoice"] = strong.pop("invoice")
    elif asked == "invoice":  # ... or the name is, and the question asks the account
        weak["catalog"] = strong.pop("catalog")
    if mentions and "invoice" in strong and "catalog" not in strong and _leans_back(message, names):
        # "Years ago I bought The Wanton Song here and lost it. Do you still sell it?": the
        # buying is the story told; the question leans back on the name, not on the account
        strong["catalog"] = weak.pop("catalog", min(mentions))
        weak["invoice"] = strong.pop("invoice")
    if (
        "catalog" in strong
        and ("invoice" in strong or "help" in strong)
        and not mentions
        and not _SHOP.search(text)
        and not track  # "track 77 from my receipt": the catalog's
    ):
        # "the songs I bought", "what format are the songs": music words about the
        # customer's purchases or the store's service, not a question about the stock
        weak["catalog"] = strong.pop("catalog")
    about_you = bool(_ABOUT_ASSISTANT.search(text))
    world = bool(_WORLD_QUESTION.search(text)) and not about_you and "?" in message
    return Evidence(
        strong=strong,
        weak=weak,
        off_topic=bool(_OFF_TOPIC.search(text)),
        world_question=world,
    )


def vet(plan: Iterable[str], ev: Evidence, visited: Iterable[str] = ()) -> list[str]:
    """The plan after code's check against the message's evidence (see the module doc).

    ``visited``: specialists that already ran this turn; a re-plan never adds them back.
    """
    wanted = [p for p in plan if p in specialists.names()]
    if not ev.strong:
        if ev.off_topic:
            return []  # a poem, advice, a question about the assistant: scope reply
        return wanted  # no word decides (a follow-up, a rare phrasing): the model's stands
    kept = [
        name
        for name in wanted
        if name in ev.strong
        or (name in ev.weak and not any(c in ev.strong for c in COMPETITORS.get(name, ())))
    ]
    added = [name for name in ev.strong if name not in kept and name not in set(visited)]
    plan = sorted(dict.fromkeys([*kept, *added]), key=ev.position)
    if not plan and ev.world_question and not ev.off_topic:
        return ["search"]  # a question about the world that names nothing of the store
    return plan
