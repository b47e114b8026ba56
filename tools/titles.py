"""Where a title the customer wrote without quotes stands in the message, and whether the
message asks about it: the reading ``tools.names`` uses to tell "was kostet Cigano?" (a
title asked about) from "it's Angela, my email is ..." (a name).

Customers seldom quote a title or say "the song"; its capitals, its place (put first and
set off, right before a question mark, inside a question about music, right after the
fact asked of it) and the words around it mark it instead. Split from ``tools.names`` (the
store's names and their lookup) to keep each module small. Every pattern is linear in the
text; each looks at a bounded window around the title.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

from lexicon import alternation, lexicon

# Words that say a message is about music, every language (lexicon data): "songs by Lost",
# "quantas músicas de Comedy", "Alben von Kiss".
MUSIC_KEYS = (
    "music_words",
    "song_words",
    "album_words",
    "genre_words",
    "artist_words",
    "by_words",
)
_NON_WORD = re.compile(r"[\W_]+")


def key(value: str) -> str:
    """Folded words joined by single spaces: "Guns N' Roses" -> "guns n roses" ("ł", which
    Unicode does not decompose, as "l", as ``agents.words.fold`` reads it: "cała płyta")."""
    decomposed = unicodedata.normalize("NFKD", value.casefold().replace("ł", "l"))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _NON_WORD.sub(" ", plain).strip()


def _plain(text: str) -> str:
    """``text`` folded by ``key``, chat shorthand written out ("u sell" -> "you sell")."""
    return lexicon().unabbreviated(key(text))


def starts_sentence(message: str, at: int) -> bool:
    """Whether position ``at`` begins the message or a sentence of it."""
    before = message[:at].rstrip(" \t\"'“‘«")
    return not before or before[-1] in ".?!:;\n(¿¡"


# from the end of a title only (``match``); linear over any text too: a blank run is read
# once, from its start, and nothing is given back
_THEN_ASKED = re.compile(r"(?<!\s)\s{0,20}+(?:[a-zà-ÿ]{2,12}+\s{0,20}+)?[?？]")


_THEN_ENDS = re.compile(r"[\s.!…]*+$")


def asked(message: str, end: int) -> bool:
    """Whether a question mark follows position ``end`` (after blanks), or one lower-case
    word and then it ("van wie is Outbreak eigenlijk?", "how long is X exactly?"), or the
    message ends there and asks something ("how many tunes are on Californication")."""
    if _THEN_ASKED.match(message, end) is not None:
        return True
    ends = _THEN_ENDS.match(message, end) is not None
    return ends and lexicon().phrase("question_words").search(key(message[:end])) is not None


# a separator after a title put first: "Kashmir: ...", "Innuendo, ...", "Transmission – ..."
_SET_OFF = re.compile(r"[ \t]{0,3}+[:,;—–-]")
# what a question about a title asks: music words, or its price, length or composer
_ASKED_OF_A_TITLE = (*MUSIC_KEYS, "price_words", "duration_words", "composer_words")


def topic(message: str, at: int, end: int) -> bool:
    """Whether the title at ``at``..``end`` is put first, then asked about: set off
    ("Kashmir: how long is that one", "Innuendo, ¿cuánto cuesta?", "Confusion: did I already
    buy that one?") or the message's first word asked about in its own sentence ("Kashmir est
    sur quel album"; "Tribute was paid to them. How many albums ...?" asks nothing of it),
    or the first word of a later question asked about in it ("Long week. Purpendicular lasts
    how long in total?"), or a sentence of its own that the next one asks of ("Powerslave.
    who's that by??": ``_asked_of_it``). A name there ("Angela, how are you?") asks nothing
    about music, so it stays a name."""
    said = message[end : end + 400]
    if starts_sentence(message, at) and (alone := _ALONE.match(said)) is not None:
        return _asked_of_it(said[alone.end() :])  # "Powerslave. who's that by??"
    stop = SENTENCE_MARK.search(said)
    # the message's first word, or the first of a later question of its own ("Long week.
    # Purpendicular lasts how long in total?")
    opens = not message[:at].strip(" \t\"'“‘«")
    own_question = stop is not None and stop.group(0) in "?？"
    # ... or the message's last sentence, unmarked, with a question word ("Long shift.
    # Breadfan how long is it")
    own_question = own_question or (
        stop is None and lexicon().phrase("question_words").search(_plain(said)) is not None
    )
    first = opens or own_question
    if not starts_sentence(message, at) or not (first or _SET_OFF.match(message, end)):
        return False
    if first and not _SET_OFF.match(message, end) and stop is not None:
        # the first word, asked about in its own sentence only
        said = said[: stop.end()] if own_question else said[: stop.start()]

    rest = _plain(said)
    asked = "?" in said or lexicon().phrase("question_words").search(rest) is not None
    if not asked:
        return False
    if any(lexicon().phrase(k).search(rest) for k in _ASKED_OF_A_TITLE):
        return True
    # ... or whether the customer bought it, leaning back on it ("Confusion: did I already
    # buy that one?"); not a label before a question of its own ("Question: did I buy
    # anything in 2023?")
    return bool(lexicon().i_bought.search(rest) and lexicon().phrase("back_words").search(rest))


# the title is a sentence of its own: its full stop or "!" right after it
_ALONE = re.compile(r"[ \t]{0,3}+[.!]++")


def _asked_of_it(after: str) -> bool:
    """Whether the sentence after a title that stood alone asks of it, leaning back on it
    ("Powerslave. who's that by??", "Nevermind. Von wem ist das?", "X. how long is it"): a
    question (a mark or a question word) with a back word (lexicon back_words or
    back_object_words) and a word for a title's facts or who made it. "Thanks. Who is my
    rep?" leans back on nothing; a name alone is no title."""
    stop = SENTENCE_MARK.search(after)
    sentence = after[: stop.end()] if stop else after
    text = _plain(sentence)
    lex = lexicon()
    if "?" not in sentence and not lex.phrase("question_words").search(text):
        return False
    if not (lex.phrase("back_words").search(text) or lex.phrase("back_object_words").search(text)):
        return False
    facts = (*_ASKED_OF_A_TITLE, "who_words")
    return any(lex.phrase(k).search(text) for k in facts)


SENTENCE_MARK = re.compile(r"[.!?？\n]")
_AFTER_STOP = re.compile(r"(?<=[.!?？\n])")  # after each sentence mark: a split, linear


def sentences(text: str) -> list[str]:
    """``text`` split after every sentence mark, each sentence with its mark (linear)."""
    return _AFTER_STOP.split(text)


def questions(text: str) -> list[str]:
    """The sentences of ``text`` that end in a question mark, each with its mark (``text``
    split after every sentence mark: linear)."""
    return [part for part in _AFTER_STOP.split(text) if part.endswith(("?", "？"))]


def asking(text: str) -> list[str]:
    """The sentences of ``text`` that ask, each with its mark: those ending in a question
    mark, or, where none does, those holding a question word of any language ("je suis
    facteur, tournée finie. l'album X en entier ça coûte combien", "Aneurysm was on in the
    galley. what album is it off": the last one); [] when none asks (linear)."""
    said = [part for part in _AFTER_STOP.split(text) if part.strip()]
    marked = [part for part in said if part.rstrip().endswith(("?", "？"))]
    question = lexicon().phrase("question_words")
    return marked or [part for part in said if question.search(_plain(part))]


# the store asked whether it has something: "do you sell", "habt ihr", "gibt es ... bei euch"
_STORE_HAS = ("have_words", "shop_words", "in_store_words")
# what a question holding a title asks: music words, a song's facts, a purchase of it, or
# whether the store has it
_ASKED_IN_A_QUESTION = (*_ASKED_OF_A_TITLE, "bought_words", "done_words", *_STORE_HAS)
# what a message holding a title asks of it besides: who made it, or buying it ("... who
# recorded it", "Vem är det som gör den?", "comprare X"). Not "do you have": "what address do
# you have on file ... Love the shop" asks nothing of a song Love.
_ASKED_IN_THE_MESSAGE = (*_ASKED_OF_A_TITLE, "who_words", "sing_words", "buy_words")


def in_a_question(message: str, at: int, end: int) -> bool:
    """Whether the one-word title at ``at``..``end`` stands inside a question that asks
    about music, a song's facts or a purchase ("zu welchem Genre gehört Kashmir bei euch?",
    "¿ya les compré Innuendo o me lo estoy imaginando?"), not right after the words that
    say a name is the customer's own ("I'm Angela, which songs ...": lexicon intro_words)."""
    start = max((m.end() for m in SENTENCE_MARK.finditer(message, max(0, at - 400), at)), default=0)
    stop = SENTENCE_MARK.search(message, end, end + 400)
    if stop is None or stop.group(0) not in "?？":
        return False
    before, sentence = key(message[start:at]), _plain(message[start : stop.start()])
    if _intro().search(before):
        return False
    return any(lexicon().phrase(k).search(sentence) for k in _ASKED_IN_A_QUESTION)


def _before(message: str, at: int) -> str:
    """The few words before position ``at`` (folded ``key`` text): what introduces a title."""
    return key(message[max(0, at - 60) : at])


def _possessive(message: str, end: int) -> bool:
    """Whether the word ending at ``end`` is someone's ("Angela's dinner")."""
    return re.match(r"['’]s\b", message[end : end + 3]) is not None


def in_the_message(message: str, at: int, end: int) -> bool:
    """Whether the one-word title at ``at``..``end``, inside a sentence (not its first word)
    and no one's possessive nor the customer's own name, stands in a message that asks about
    music, a song's facts, who made it or buying it, in another sentence or
    without a question mark ("thinking of gifting Solar to my best friend how much is it",
    "Is Armadura long enough? How long is it, to the second?", "my mum keeps singing Signe
    and wants to know who recorded it"). Only for a title written with the store's capitals (``_written``)."""
    if starts_sentence(message, at) or _possessive(message, end):
        return False
    if _intro().search(_before(message, at)):  # "I'm Maria, ..."
        return False
    text = _plain(message[:4000])
    asks = "?" in message or lexicon().phrase("question_words").search(text) is not None
    return asks and any(lexicon().phrase(k).search(text) for k in _ASKED_IN_THE_MESSAGE)


# a word in lower case right after a title: the title is the subject of its sentence
# ("Realize was playing ...", "Purpendicular lief ...")
_THEN_A_VERB = re.compile(r"[ \t]{1,3}+[a-zà-ÿ]")


def told_then_asked(message: str, at: int, end: int) -> bool:
    """Whether the one-word title at ``at``..``end`` starts a sentence as its subject (a
    lower-case word follows: "Realize was playing the night we met") and a later question
    of the message leans back on it, the question or the title's own sentence asking about
    music or a song's facts ("... Which songs are on it?", "Welche Lieder sind da drauf?",
    "Palco is on the album ____. Can you fill that in?": lexicon back_words in the question,
    a music or fact word). A name told so asks nothing back ("Frank from work
    recommended you. Which songs do you have by Queen?"). Looks at the next 600 characters."""
    if not starts_sentence(message, at) or _possessive(message, end):
        return False
    if _THEN_A_VERB.match(message, end) is None:
        return False
    stop = SENTENCE_MARK.search(message, end, end + 400)
    if stop is None or stop.group(0) in "?？":
        return False  # a question of its own: ``in_a_question``, ``topic``
    told, back = _plain(message[end : stop.start()]), lexicon().phrase("back_words")
    after = message[stop.end() : stop.end() + 600]
    for question in asking(after):  # with a mark, or where none has one, a question word
        text = _plain(question[-301:])  # its last 300 characters and the mark
        if back.search(text) and any(
            lexicon().phrase(k).search(text) or lexicon().phrase(k).search(told)
            for k in _ASKED_OF_A_TITLE
        ):
            return True
    return False


def asked_back(message: str, at: int, end: int) -> bool:
    """Whether the one-word title at ``at``..``end``, inside a sentence that asks nothing
    ("our choir warms up with Supernaut these days."), is leant back on by a later sentence
    that asks whether the store has it or whether the customer bought it ("do you sell
    it??", "Habt ihr das?", "hab ich das schon mal bei euch gekauft": a back word, lexicon
    back_words or back_object_words, and have, shop or in-store words or the customer's own
    buying), or asks a song's facts of it in a question ("which genre is that song under").
    A name told so asks nothing back ("Hi, Marvin here. How many albums do you have?"): the
    later sentence must lean back. Looks at the next 600 characters."""
    if starts_sentence(message, at) or _possessive(message, end):
        return False
    if _intro().search(_before(message, at)):  # "I'm Maria, ..."
        return False
    stop = SENTENCE_MARK.search(message, end, end + 400)
    if stop is None or stop.group(0) in "?？":
        return False  # a question of its own: ``in_a_question``
    lex = lexicon()
    for sentence in _AFTER_STOP.split(message[stop.end() : stop.end() + 600]):
        text = _plain(sentence)
        if not (
            lex.phrase("back_words").search(text) or lex.phrase("back_object_words").search(text)
        ):
            continue
        if any(lex.phrase(k).search(text) for k in _STORE_HAS) or lex.i_bought.search(text):
            return True
        # ... or asks a song's facts of it ("... Bossa on repeat. which genre do you keep
        # that song under")
        asks = sentence.rstrip().endswith(("?", "？")) or lex.phrase("question_words").search(text)
        if asks and any(lex.phrase(k).search(text) for k in _ASKED_OF_A_TITLE):
            return True
    return False


def after_a_fact(message: str, at: int, end: int) -> bool:
    """Whether the one-word title at ``at``..``end`` comes right after a fact asked of it
    and the word tying them ("Genre of Kashmir, please", "precio de Innuendo"), or after who
    made it ("who sings Kashmir", "wer singt Kashmir", "who wrote Kashmir"), and is no one's
    possessive ("the price of Angela's dinner")."""
    if _possessive(message, end):
        return False
    before = _before(message, at)
    return _fact_of().search(before) is not None or _who_made().search(before) is not None


def after_buying(message: str, at: int, end: int) -> bool:
    """Whether the one-word title at ``at``..``end`` comes right after a word of buying
    ("was going to get Tear but ...") in a message that asks whether the customer bought
    something ("... I have a feeling I bought it already. Did I?", fresh13): lexicon
    buy_words, do_words, done_words before it; a question mark and the customer's own buying
    (``i_bought``) in the message. Someone's possessive is no title ("buy Angela's ...")."""
    if "?" not in message or _possessive(message, end):
        return False
    if _buying().search(_before(message, at)) is None:
        return False
    return lexicon().i_bought.search(key(message[:4000])) is not None


@functools.cache
def _buying() -> re.Pattern[str]:
    w = lexicon().words
    said = {key(x) for k in ("buy_words", "do_words", "done_words") for x in w[k]}
    return re.compile(rf"(?<!\w)(?:{any_of(x for x in said if x)})$")


def any_of(words: Iterable[str]) -> str:
    """A pattern for any of ``words`` as written (a trie: ``lexicon.alternation``), for
    folded ``key`` text, where a blank is one blank and a hyphen a hyphen."""
    return alternation(sorted(set(words)), blank=" ", hyphen=r"\-")


@functools.cache
def _fact_of() -> re.Pattern[str]:
    facts = [w for k in _ASKED_OF_A_TITLE[-3:] + ("genre_words",) for w in lexicon().words[k]]
    words = any_of(key(w) for w in facts if key(w))
    return re.compile(rf"(?<!\w)(?:{words}) (?:{any_of(map(key, lexicon().words['of_words']))})$")


@functools.cache
def _who_made() -> re.Pattern[str]:
    """ "who" and a verb for making a song, ending the text: "who sings", "wer singt eigentlich"
    (one word may stand between), "who wrote" (lexicon who_words, sing_words, composer_words)."""
    w = lexicon().words
    who = any_of(map(key, w["who_words"]))
    made = any_of(key(x) for x in [*w["sing_words"], *w["composer_words"]] if key(x))
    return re.compile(rf"(?<!\w)(?:{who}) (?:{made})(?: [a-z]{{1,12}}+)?$")


def courtesy(message: str, at: int) -> bool:
    """Whether position ``at`` comes right after a greeting, thanks or goodbye ("Thanks,
    Maria", "Hi Angela"): a name there is the person's, not a title. A greeting that ended
    its own sentence addresses no one ("Hey! Bloodsucker, what does it cost?")."""
    if message[max(0, at - 60) : at].rstrip(" \t\"'“‘«").endswith((".", "!", "?", "\n")):
        return False
    return _courtesy().search(_before(message, at)) is not None


@functools.cache
def _courtesy() -> re.Pattern[str]:
    """A greeting, thanks or goodbye ending the text: a name after it is the person's."""
    return re.compile(rf"(?<!\w)(?:{any_of(x for x in pleasantries() if x)})$")


@functools.cache
def _intro() -> re.Pattern[str]:
    return re.compile(rf"(?<!\w)(?:{any_of(map(key, lexicon().words['intro_words']))})$")


# Where a sentence ends; a name holding none of these ends no sentence inside it.
SENTENCE_END = re.compile(r"[.?!;:\n]")


def keyed(message: str) -> tuple[str, frozenset[int]]:
    """``f" {key(message)} "`` and where in it a sentence of ``message`` ended: the blank
    that stands for the end. One pass over the sentences (linear in the message)."""
    text, breaks = " ", set()
    for part in filter(None, map(key, SENTENCE_END.split(message))):
        if len(text) > 1:
            breaks.add(len(text) - 1)
        text += part + " "
    return text if len(text) > 1 else "  ", frozenset(breaks)


def edges(message: str, start: int, end: int) -> bool:
    """Whether ``message[start:end]`` is whole words (no letter or digit either side)."""
    before = message[start - 1] if start > 0 else " "
    after = message[end] if end < len(message) else " "
    return not before.isalnum() and not after.isalnum()


def set_in_capitals(message: str, at: int, name: str) -> bool:
    """Whether a title of three words or more, every one capitalised as the store writes
    it, stands inside a sentence written in lower case ("do you know if It's So Easy is on
    your site?"): capitals no sentence needs mark a title made of everyday words."""
    words = name.split()
    if len(words) < 3 or not all(w[:1].isupper() or not w[:1].isalpha() for w in words):
        return False
    if starts_sentence(message, at):
        return False
    rest = message[max(0, at - 200) : at] + " " + message[at + len(name) : at + len(name) + 200]
    return sum(w[:1].islower() for w in rest.split()) >= 3


def capital(text: str) -> bool:
    """Whether a word of ``text`` starts with a capital letter."""
    return any(word[:1].isupper() for word in text.split())


@functools.cache
def pleasantries() -> frozenset[str]:
    """Greetings, thanks, goodbyes and a letter's closings ("Kind regards, Carolina") of
    every language (lexicon), as ``key`` folds them."""
    words = lexicon().words
    said = ("greeting_words", "thanks_words", "bye_words", "sign_off_words")
    return frozenset(key(w) for k in said for w in words[k])
