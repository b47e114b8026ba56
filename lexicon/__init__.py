"""Words customers use, as data: one JSON file per language, read by every layer.

Why data: the rules layer mixed five languages inside single patterns, so adding a language
meant editing code and a word in one language could shadow another's (issue 22). Each
``<lang>.json`` here holds one language's words, folded (lower case, no accents, as
``agents.words.fold`` writes text): ``months`` (twelve lists of forms, January first),
``ordinals`` ({"2": ["second", "2nd"], ...}), ``penultimate`` and ``before_that`` (the one
before the latest), ``year_before`` (words that put a year in time: "in 2024", "em 2024"),
``album_words`` / ``song_words`` / ``playlist_words`` (what the catalog's things are called:
a title right after one is that kind of title), ``genre_words`` ("genre", "estilo", "kind of music"), ``customer_id_words`` / ``postal_code_words``
(what customers call their identifiers), ``number_words`` ("number", "nº", "Nr": what may stand between
such a word and the value, "cliente número 22") and ``is_words`` ("is", "é", "ist" between the word
and the value), ``count_words`` ("how many", "quantas", "hur många"), ``invoice_words`` ("invoice",
"fatura", "Rechnung": an id written after one is an invoice's), ``my_words`` ("my", "minha", "meiner": a possessive
before one makes it the customer's), ``rep_words`` (the
customer's support rep: "referente", "Ansprechpartner", "opiekun"), ``bought_words`` ("comprei",
"gekauft": the customer's purchases), ``refund_words`` ("money back", "rimborso", "zwrot"), ``profile_words`` ("endereço", "Adresse": the
customer's own details), ``name_words`` (the fields of their name, "first and last name",
"sobrenome", "Nachname": asked about unless the message gives one, ``Lexicon.name_asked``),
``address_words`` (where they live), ``email_words`` ("e-mail address", "endereço de email": their email, not where they live), ``spent_words``
("gastei", "ausgegeben": what they spent in all), ``purchase_words`` (a purchase as a thing:
"compra", "Einkauf"; an invoice when it is "my" purchase, never before an id, for "purchase 2
songs" is a verb), ``artist_words`` ("band", "zespół"), ``common_words`` (the short words that tell the language: ``language_of``), ``back_words`` ("it", "dele", "sie": a message leaning on the one before) and ``say`` (what code writes to
customers, by its English text: captions, verification questions; English is the key, so
``en.json`` has none), ``say_one`` (a counted text's form for a count of 1, by the English
plural it stands for: "We have {total} album by {artists}:", English's in ``en.json`` too;
``say_counted``) and ``shorthand`` (chat forms: "u", "pls", "vc", "cmq": what they stand
for). ``say`` falls back to English for a text a language lacks.

The rules' words (``agents.intent``, ``narrow``, ``pick``), one concept a key: the evidence
per specialist (``discography_words``; ``account_words``: "my orders", "billed";
``web_words``: news, weather, tours; ``compute_words``: "calculate", "silnia";
``statistics_words``: "median", "gemiddelde"; ``help_words``: policy, download, payment
method; and the weaker ``have_words`` "do you have", ``shop_words`` "do you sell",
"avete", ``music_words``, ``buy_words``, ``price_words`` "price", "quanto costa",
"ile kosztuje", ``account_hint_words`` "paid", "phone", ``now_words`` "today",
``aggregate_words`` "sum", "max", ``service_words`` "password", "can I"), the kinds of
message (``question_words`` "who", "wanneer"; ``you_words`` the assistant addressed;
``off_topic_words`` "poem", "dikt"; ``greeting_words`` "ciao", "hoi", "czesc";
``thanks_words``; ``bye_words``; ``sign_off_words`` a letter's closing before a name,
"Kind regards", "Pozdrawiam"; ``filler_words`` what may stand beside them, "so much";
``if_i_buy_words`` a purchase only thought of; ``about_words`` a fact asked about what the
message names: "how much", "who", "how long"), the orders one row is picked by
(``order_words``: {"latest": [...], "first": [...], "most expensive", "cheapest",
"longest", "shortest"}, named in English; ``few_words`` "three", "kilka" and
``span_words`` "year", "jaar" after one make it no single row; ``pricey_words`` and
``by_date_words`` the lines by price, the invoices by date) and the account's parts
(``seller_words`` who sold it, "verkoper"; ``customer_service_words``). Added since, each
read in every language: the customer's own buying in the first person (``i_words`` then
``done_words``: "jag ... handlat"; ``did_i_words`` then ``do_words``: "did I ... buy"), a
thing by its number (``track_words`` "spår", ``with_words`` "med": "spellistan med id 10"),
what is on a record (``on_words``, ``tracklist_words``, ``songs_of_words`` after a word for
songs: "as faixas do"), the most and least spent
(``most_words``, ``least_words`` near ``spent_words``), what a song's question asks of it
(``composer_words``, ``duration_words``), what the customer does not want (``not_words``:
"not albums"), a question taken back for the one after it (``instead_words``: "so instead:",
"stattdessen", "oh wait,"; ``retract_words`` with up to three words after them: "never mind the
price,", "vergiss den Preis,"), what a number measures or counts when it follows it, so the number is no
id ("10 mins", "3 dias": ``unit_words``), the customer's habit of buying here ("i only ever buy", "ich kaufe immer", "siempre compro":
``habit_words``, the first person's buying like ``i_words`` then ``done_words``), the orders
that pick a purchase by when it was made ("last time",
"letztes mal", "senast": ``occasion_words``, each one of ``order_words``: beside the customer's
buying they name an order, never one song), an order's contents (``contents_words``; "what"
before the buying on such an occasion: ``what_words``, unless its money is asked:
``pay_words``), refunds (``refund_stems``: a word
holding one; ``money_words`` near ``money_back_words``; not someone else's, a refund word
beside ``payer_words``: "expense reimbursement", "reimbursed by my employer"; nor one thanked
for, ``thanks_words`` then ``thanked_for_words`` in one clause: "thanks for the help with my
refund question", unless thanked ``in_advance_words``), the customer spoken of in the third person in an answer
about their account ("their last order": ``their_words``) or the assistant buying ("I spent":
``me_words``, the pronoun alone, then ``done_words``), how the store works
(``how_to_words``), words that say a message is about music (``by_words``) and that a
title follows ("called", "intitolata", "som heter": ``called_words``), that a name
follows which is the customer's own ("I'm", "soy", "ich bin": ``intro_words``), a
whole asked for ("total", "ao todo", "insgesamt": ``total_words``, a count of the stock
when no price or length is asked), who made something ("who", "von wem", "vem":
``who_words``; then a verb for making it, "sings", "singt", "canta": ``sing_words``), each statistic by the summary's field it names ({"median": ["median",
"mediana"], "stdev_sample": [...]}: ``statistic_words``), the openings of an
answer's sentence that narrate the conversation ("you asked", "você perguntou":
``narration_words``) or refuse what the lookups found ("I can't assist with that", "não posso
ajudar": ``refusal_words``), a shop named by what it sells ("record shop", "loja de discos":
``record_shop_words``, no album asked for), an order word that tells when the customer was
last here ("since I was last on here", "ultima vez que estive": ``visit_words``, no row), what
says an email is the account's ("registered with x@y", "entro com": ``signed_up_words``), the words that join two things ("and", "och": ``and_words``), that tie a fact to
its thing ("genre of", "precio de": ``of_words``), how often ("how many times", "wie oft":
``times_words``, the customer's orders), the customer's own points ("second thing", "drugie
pytanie": ``message_words``, after an ordinal that then picks no row), "my" after the order
("l'ultimo ordine mio", "beställningen min": ``my_after_words``) or that a whole
album is meant ("the whole X", "hela X": ``whole_words``); an order word near
``made_words`` is the customer's order ("orders have I placed", "ordini ho fatto"). A chat form
that is a word of a language (Dutch "wat", German "PLZ") is listed in that language's
``not_shorthand`` and never expanded. A word that means
something else in another language is left out of every file ("come", "prima", bare
"primo", "wie" in Dutch: every file's words are read in every message). These keys
(``RULE_KEYS``) do not tell a message's language and are not in ``every_word`` (a rule
that wants typos of its words read as them says so: ``agents.words.learn``).

A new language is a new file; ``tests/test_pick.py`` checks every file has every key and
``tests/test_language.py`` that none is empty. Flat and without imports of the app's own
(like ``settings``), so tools and agents both read it.

The patterns built here are alternations of literals: every scan is linear in the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from lexicon.files import _DICT_KEYS, HERE, KEYS, RULE_KEYS, _files, real_words  # noqa: F401 - re-exported
from lexicon.language import (  # noqa: F401 - re-exported
    TELLS,
    _language_words,
    language_of,
    language_told,
    say,
    say_counted,
    uses,
)
from lexicon.patterns import (  # noqa: F401 - re-exported: the lexicon's public helpers
    _close,
    _i_bought,
    _invoice_id,
    _my_order,
    _name_given,
    _near,
    _numbered,
    _phrase,
    _stems,
    alternation,
    built_from,
    first_letters,
    fold_in_place,
    slips,
    tolerant,
    words_of,
)


@dataclass(frozen=True)
class Lexicon:
    """Every language's words merged, with the patterns code reads them with."""

    languages: tuple[str, ...]
    month_of: dict[str, int]  # a folded month form -> 1..12
    ordinal_of: dict[str, int]  # "second" -> 2
    month: re.Pattern[str]  # "march 2024", "marco de 2024", "2024-03"
    year: re.Pattern[str]  # "in 2024", "em 2024"
    ordinal: re.Pattern[str]
    penultimate: re.Pattern[str]
    before_that: re.Pattern[str]
    words: dict[str, tuple[str, ...]]  # every list-valued key, all languages merged
    # an order a one-item question picks by ("latest", "cheapest": order_words' English
    # names) -> its words in every language
    orders: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # a statistic (the summary's field: "median", "stdev_sample") -> its words, every language
    statistics: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # chat shorthand -> the words it stands for ("u" -> "you", "vc" -> "voce"); a form two
    # languages read differently ("pq": porque, pourquoi) is left out
    shorthand: dict[str, str] = field(default_factory=dict)
    every_word: frozenset[str] = frozenset()  # each word of every key but RULE_KEYS

    @property
    def invoice_id(self) -> re.Pattern[str]:
        """An invoice's id as written (folded text): "#361", "invoice 361", "fatura nº 12"."""
        return _invoice_id(tuple(self.words["invoice_words"]), tuple(self.words["number_words"]))

    @property
    def my_order(self) -> re.Pattern[str]:
        """An order or purchase the customer calls theirs, words apart (folded text): "my
        most recent order", "meiner letzten Bestellung", "minha última compra"."""
        return _my_order(
            tuple(self.words["my_words"]),
            self.words["invoice_words"] + self.words["purchase_words"],
            tuple(self.words["my_after_words"]),  # "l'ultimo ordine mio", "beställningen min"
        )

    def numbered(self, key: str, also: str | None = None) -> re.Pattern[str]:
        """One thing of the ``key`` words named by its number (folded text), the number in
        group 1: "track 12", "faixa nº 7", "spellistan med id 10", "playlist #5". With
        ``also``, only by those of its words that are ``also``'s too (Dutch "nummer": a song
        and a number)."""
        w = self.words
        words = tuple(x for x in w[key] if also is None or x in w[also])
        return _numbered(words, w["with_words"], (*w["number_words"], "id"))

    def stems(self, key: str) -> re.Pattern[str]:
        """A word holding one of the ``key`` stems (folded text): "refund" finds "refunded",
        "erstatt" finds "Rückerstattung" (at most eight letters before the stem)."""
        return _stems(self.words[key])

    def near(self, first: str, second: str, leaving: tuple[str, ...] = ()) -> re.Pattern[str]:
        """A word of key ``first`` and one of key ``second`` at most eight words apart,
        either first (folded text): near("most_words", "spent_words") reads "the most I've
        ever spent" and "spent the most"."""
        kept = tuple(w for w in self.words[first] if w not in leaving)
        return _near(kept, self.words[second])

    @property
    def my_detail(self) -> re.Pattern[str]:
        """The customer's own detail asked about, words apart (folded text): "what email do
        you have for me", "welk e-mailadres hebben jullie van me" (email near about_me), or
        which one the store has ("que correo y telefono tienen", "jaki mail macie": a word
        asking which, at most one word, then the word for an email)."""
        near = self.near("email_words", "about_me_words").pattern
        which = alternation(list(self.words["which_words"]))
        email = alternation(list(self.words["email_words"]))
        return re.compile(rf"{near}|(?<!\w)(?:{which})(?: [\w'-]{{1,24}})? (?:{email})(?!\w)")

    @property
    def i_bought(self) -> re.Pattern[str]:
        """The customer's own buying, in the first person, words apart (folded text): "what
        did I buy", "vad har jag handlat", "hoeveel heb ik ... uitgegeven" (``i_words`` then
        ``done_words``; ``did_i_words`` then ``do_words``; the habit, ``habit_words``: "i
        only ever buy")."""
        w = self.words
        return _i_bought(
            w["i_words"], w["done_words"], w["did_i_words"], w["do_words"], w["habit_words"]
        )

    def name_asked(self, text: str) -> int | None:
        """Where a field of the customer's name is asked about (folded text): "what first
        and last name do you have", "em qual nome", "Nachname"; not one the message gives
        ("my first name is Ana", "Vorname: Jan"). None if there is none."""
        w = self.words
        names = tuple(w["name_words"])
        # ... nor "my name is ...", which gives it (not "how is my name written")
        given = _name_given(
            (*names, *w["name_noun_words"]), tuple(w["my_words"]), tuple(w["is_words"])
        )
        text = given.sub(lambda m: " " * len(m.group(0)), text)
        # ... or "which name" a few words from the word for the account, no word of music
        # between: "what name have you got on the account", "welchen Namen habt ihr für das
        # Konto" (not "the name of the song on my account", nor "my name is on the account")
        near = _which_name_near_account()
        starts = [m.start() for m in (_phrase(names).search(text), near.search(text)) if m]
        return min(starts) if starts else None

    def sum_asked(self, text: str) -> int | None:
        """Where the sum of the customer's orders is asked (folded text): a word that adds
        amounts up ("added together", "combined", "bij elkaar opgeteld": summed_words,
        total_words) a few words from a word for orders or purchases, in a message asking how
        much (how_much_words, price_words), not how many orders ("hoeveel bestellingen in
        totaal": a count word a few words before the orders). None if it is not asked.
        A question word asks it too: "wat is het totaal van al mijn bestellingen?"."""
        w = self.words
        adds = _near(
            (*w["summed_words"], *w["total_words"]), (*w["invoice_words"], *w["purchase_words"])
        ).search(text)
        asks = (*w["how_much_words"], *w["price_words"], *w["question_words"])
        if adds is None or _phrase(asks).search(text) is None:
            return None
        return None if _orders_counted().search(text) else adds.start()

    def unabbreviated(self, text: str) -> str:
        """``text`` (folded) with chat shorthand written out ("is X something u sell" ->
        "... you sell"): whole words of ``shorthand``, one trie, linear in the text."""
        return _shorthand().sub(lambda m: self.shorthand[m.group(0)], text)

    def statistic(self, name: str) -> re.Pattern[str]:
        """The words for one statistic (``statistics``' key: "median") as whole words."""
        return _phrase(self.statistics[name])

    def phrase(self, key: str) -> re.Pattern[str]:
        """Any of the ``key`` words as whole words, over folded text."""
        return _phrase(tuple(self.words[key]))


_MUSIC_KEYS = (
    "song_words",
    "track_words",
    "album_words",
    "artist_words",
    "playlist_words",
    "genre_words",
)


@cache
def _orders_counted() -> re.Pattern[str]:
    """A count word, at most three words, then a word for orders: "how many orders", "the
    total number of my orders", "hoeveel bestellingen" (``Lexicon.sum_asked``): built once,
    linear (a bounded run of words)."""
    w = lexicon().words
    counts = alternation(list(w["count_words"]))
    orders = alternation([*w["invoice_words"], *w["purchase_words"]])
    return re.compile(rf"(?<!\w)(?:{counts})(?: [\w'-]{{1,24}}){{0,3}}? (?:{orders})(?!\w)")


@cache
def _shorthand() -> re.Pattern[str]:
    """The shorthand forms as whole words, not inside a name ("R&B", "AC/DC"): built once."""
    forms = list(lexicon().shorthand)
    return re.compile(rf"(?<![\w'/&])(?:{alternation(forms)})(?![\w'/&])")


@cache
def _which_name_near_account() -> re.Pattern[str]:
    """ "which name" or "my name" a few words from the word for the account, no word of
    music between (``Lexicon.name_asked``): built once."""
    w = lexicon().words
    music = tuple(x for k in _MUSIC_KEYS for x in w[k])
    # ... or "my name" ("how is my name written on my account": one given, "my name is
    # Ana", was blanked before this is read)
    which = tuple(
        f"{q} {n}" for q in (*w["which_words"], *w["my_words"]) for n in w["name_noun_words"]
    )
    return _close(which, tuple(w["account_noun_words"]), music)


def language_words(lang: str, *keys: str) -> frozenset[str]:
    """One language's words of the lists ``keys`` (empty for a language with no file)."""
    data = _files().get(lang, {})
    return frozenset(w for key in keys for w in data.get(key, ()))


@cache
def lexicon() -> Lexicon:
    """The merged lexicon of every ``*.json`` beside this module (read once)."""
    month_of: dict[str, int] = {}
    ordinal_of: dict[str, int] = {}
    penultimate: list[str] = []
    before_that: list[str] = []
    year_before: list[str] = []
    words: dict[str, list[str]] = {}
    shorthand: dict[str, str] = {}
    orders: dict[str, list[str]] = {}
    statistics: dict[str, list[str]] = {}
    languages = []
    for name, data in _files().items():  # the files, read once
        missing = [k for k in KEYS if k not in data]
        if missing or len(data["months"]) != 12:
            raise ValueError(f"{name}.json: needs {KEYS} with twelve months; missing {missing}")
        languages.append(data["language"])
        for number, forms in enumerate(data["months"], start=1):
            month_of.update({form: number for form in forms})
        for number, forms in data["ordinals"].items():
            ordinal_of.update({form: int(number) for form in forms})
        penultimate += data["penultimate"]
        before_that += data["before_that"]
        year_before += data["year_before"]
        for key in KEYS[5:]:
            if key not in _DICT_KEYS:
                words[key] = [*words.get(key, []), *data[key]]
        for name, forms in data["order_words"].items():
            orders[name] = [*orders.get(name, []), *forms]
        for name, forms in data["statistic_words"].items():
            statistics[name] = [*statistics.get(name, []), *forms]
        for short, full in data.get("shorthand", {}).items():
            shorthand[short] = full if shorthand.get(short, full) == full else ""
    # a form that is a word of another language, read as that word there (data: each
    # language's "not_shorthand"): Dutch "wat", German "PLZ" (a postal code) are not
    # English "what", "please"
    for data in _files().values():
        for form in data.get("not_shorthand", []):
            shorthand[form] = ""
    every_word = frozenset(_language_words()[0])
    mine = list(dict.fromkeys(words["my_words"]))
    # "2024 invoices", and a year right before what was spent: "habe ich 2024 ausgegeben"
    nouns = list(
        dict.fromkeys(words["invoice_words"] + words["purchase_words"] + words["spent_words"])
    )
    year = r"((?:19|20)\d\d)(?![\d-])"
    return Lexicon(
        languages=tuple(languages),
        month_of=month_of,
        ordinal_of=ordinal_of,
        month=re.compile(
            rf"(?<!\w)({alternation(list(month_of))})\.? (?:(?:de|of|del|di) )?{year}"
            rf"|(?<![\w-])((?:19|20)\d\d)-(0[1-9]|1[0-2])(?!\d)"
        ),
        # "in 2024", "my 2024 orders", "2024 invoices", "2024 ausgegeben": the year in group
        # 1 or group 2
        year=re.compile(
            rf"(?<!\w)(?:(?:{alternation(year_before)}) (?:the )?|(?:{alternation(mine)}) ){year}"
            rf"|(?<![\w-]){year} (?:{alternation(nouns)})(?!\w)"
        ),
        ordinal=re.compile(rf"(?<!\w)({alternation(list(ordinal_of))})(?!\w)"),
        # "penultimate", or a "before" word a few words ahead of a latest word: "the order
        # prior to my newest one", "la factura anterior a la más reciente" (linear: a
        # bounded run of words, no nesting)
        penultimate=re.compile(
            rf"(?<!\w)(?:{alternation(penultimate)}|(?:{alternation(words['before_words'])})"
            rf"(?: [\w'-]{{1,24}}){{0,3}}? (?:{alternation(orders['latest'])}))(?!\w)"
        ),
        before_that=re.compile(rf"(?<!\w)(?:{alternation(before_that)})(?!\w)"),
        words={k: tuple(dict.fromkeys(v)) for k, v in words.items()},
        orders={k: tuple(dict.fromkeys(v)) for k, v in orders.items()},
        statistics={k: tuple(dict.fromkeys(v)) for k, v in statistics.items()},
        every_word=every_word,
        shorthand={k: v for k, v in shorthand.items() if v},
    )
