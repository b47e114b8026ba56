"""The store's names that are everyday words too, and how a message tells them apart.

"Lost", "Kiss", "The Last Time", "Boa Noite", "Live [Disc 1]": a catalog holds names that are
also words, greetings or the words that pick a row, and a customer writes them without
quotes. These decide when such a name is the store's: an everyday word only with its
capitals in a message about music (``everyday_named``), a greeting only where it does not
open the message (``opening``), an order word never alone
(``picks_a_row``), a phrase in lower case not in a sentence beside a question of its own
(``told_in_passing``), and a bracketed qualifier left off as customers do (``bare_titles``).
Split from ``tools.titles`` (where a title stands and whether it is asked about) to keep each
module small; ``tools.names`` reads both.
"""

from __future__ import annotations

import functools
import re

from lexicon import alternation, fold_in_place, lexicon
from tools.titles import MUSIC_KEYS, SENTENCE_END, key, pleasantries, sentences, starts_sentence


@functools.cache
def _orders() -> frozenset[str]:
    """The words that pick one row, every language (lexicon order_words), as ``key`` folds."""
    return frozenset(key(w) for words in lexicon().orders.values() for w in words)


def picks_a_row(folded: str) -> bool:
    """Whether a title (``key`` folded) is, but for an article before it, words that pick
    one row: "The Last Time", "The First Time" are songs, but "whens the last time i bought
    something" picks an order (lexicon order_words)."""
    first, _, rest = folded.partition(" ")
    return folded in _orders() or (len(first) <= 3 and rest in _orders())


_QUALIFIER = re.compile(r"\[[^\[\]]{0,80}\]|\([^()]{0,80}\)")  # "[Disc 1]", "(Remastered)"


def bare_title(name: str) -> str:
    """``name`` without the store's bracketed qualifiers: "Physical Graffiti [Disc 1]" is
    "Physical Graffiti", the record a customer names."""
    return " ".join(_QUALIFIER.sub(" ", name).split()).strip(" ,-:")


def bare_titles(
    keys: list[tuple[str, str, str]], everyday: frozenset[str]
) -> list[tuple[str, str, str]]:
    """Album and song titles as customers write them, without a disc, edition or subtitle in
    brackets. Left out: one of everyday words alone ("Who Are You (Single Edit)", "Live [Disc
    1]", or one of ``everyday``, the store's names that are words: "Lost"), one the store
    already has as a title of that kind, and one that is the name of an artist, genre or
    playlist (the bare form is the less certain reading)."""
    have = {(kind, folded) for kind, _, folded in keys}
    names = {folded for kind, _, folded in keys if kind not in ("album", "track")}
    every = lexicon().every_word
    bare: list[tuple[str, str, str]] = []
    for kind, name, _ in keys:
        title = bare_title(name) if kind in ("album", "track") else name
        folded = key(title)
        if title == name or not folded or (kind, folded) in have or folded in names:
            continue
        if folded in everyday or all(word in every for word in folded.split()):
            continue
        have.add((kind, folded))
        bare.append((kind, title, folded))
    return bare


def about_music(folded: str) -> bool:
    """Whether ``folded`` (text folded by ``key``) has a word about music in any language."""
    return any(lexicon().phrase(k).search(folded) is not None for k in MUSIC_KEYS)


def everyday_named(name: str, message: str) -> bool:
    """Whether ``message`` names the store's ``name``, an everyday word ("Lost", "Kiss"):
    written with its capitals in a message about music, and where only a sentence's start
    gives it a capital, in a sentence about music ("Kiss is my favourite band"; not "Lost
    my notes, I want to credit them", fresh17, nor "Rush order please!")."""
    if not about_music(key(message)):
        return False
    for m in re.finditer(r"(?<!\w)" + re.escape(name) + r"(?!\w)", message):
        if not starts_sentence(message, m.start()):
            return True
        ends = SENTENCE_END.search(message, m.end())
        if about_music(key(message[m.start() : ends.start() if ends else len(message)])):
            return True
    return False


def opening(asked: re.Match[str] | None, message: str) -> bool:
    """Whether a pleasantry asked (``asked``: "tudo bem?") opens the message: only a
    greeting or one word before it ("Oii, tudo bem?"), not "quanto custa Boa Noite?"."""
    if asked is None:
        return False
    before = key(message[: asked.start()]).split()
    return len(before) <= 1 or " ".join(before) in pleasantries()


_KINDS = ("album_words", "song_words", "artist_words", "genre_words", "playlist_words")
_STOCK_ASKED = ("count_words", "total_words", "list_words", "have_words", "shop_words")


@functools.cache
def _leaning_back() -> re.Pattern[str]:
    """A word that points back ("it", "lo", "das") or a pointing word before a kind of
    thing ("that song", "este álbum"), every language (lexicon, folded)."""
    words = lexicon().words
    back = alternation(list(words["back_words"]))
    kinds = alternation([w for k in _KINDS for w in words[k]])
    objects = alternation(list(words["back_object_words"]))
    return re.compile(rf"(?<!\w)(?:(?:{objects})|(?:{back}) (?:{kinds}))(?!\w)")


def _asks(sentence: str, keyed: str) -> bool:
    """Whether ``sentence`` (``keyed``: as ``key`` folds it) asks: a question mark, or a
    question word (lexicon)."""
    return sentence.rstrip().endswith(("?", "？")) or (
        lexicon().phrase("question_words").search(keyed) is not None
    )


def _holds(folded: str, keyed: str) -> bool:
    """Whether ``keyed`` (text as ``key`` folds it) holds the words ``folded`` whole."""
    return f" {folded} " in f" {keyed} "


def told_in_passing(folded: str, message: str) -> bool:
    """Whether a title (``key`` folded) that ``message`` writes in lower case, unquoted, is
    the customer's own words told in passing: every sentence holding it asks nothing, and
    another asks of the store's stock on its own ("wide awake at 3am again. how many
    albums does this shop have, overall": the count, not the song Wide Awake), leaning
    back on nothing ("heard falling to pieces today. who sings it?" names the song). The
    caller checks the case and the quotes."""
    lex = lexicon()
    holding, asking = False, []
    for sentence in sentences(message):
        keyed = key(sentence)  # once a sentence
        if _holds(folded, keyed):
            # the words before a colon announce the question ("here's what I wanted to
            # ask: long shift, killing time."): the clause holding the title is after it
            if sentence.rstrip().endswith(("?", "？")) or any(
                _asks(clause, k)
                for clause in sentence.split(":")
                if _holds(folded, k := key(clause))
            ):
                return False
            holding = True
        elif _asks(sentence, keyed):
            asking.append(keyed)
    if not holding or not asking:
        return False
    kinds = [lex.phrase(k) for k in _KINDS]
    stock = [lex.phrase(k) for k in _STOCK_ASKED]
    return all(_leaning_back().search(q) is None for q in asking) and any(
        any(k.search(q) for k in kinds) and any(s.search(q) for s in stock) for q in asking
    )


@functools.cache
def _indefinite() -> frozenset[str]:
    return frozenset(key(w) for w in lexicon().words["indefinite_words"])


def common_noun(name: str, message: str) -> bool:
    """Whether the store's genre ``name`` is said in ``message`` as a thing of the
    customer's own: the head of a phrase after an indefinite article ("brew day, so I need a
    soundtrack", "brauche einen Soundtrack fürs Training": lexicon indefinite_words), not a
    kind of thing it qualifies ("a soundtrack album": a word for songs, albums, genres
    follows). The caller drops it only beside another store name asked about ("... James
    Brown: what songs of theirs?"); alone, "a soundtrack, any soundtrack" asks the genre."""
    return _said_as_a_thing(key(name)).search(fold_in_place(message[:4000])) is not None


@functools.cache
def _said_as_a_thing(folded: str) -> re.Pattern[str]:
    """An indefinite article, blanks, the name, and no word for a kind of thing after it
    (not a list's "a) rock": a closing bracket is no article's end)."""
    kinds = alternation([w for k in _KINDS for w in lexicon().words[k]])
    return re.compile(
        rf"(?<![\w)])(?:{alternation(sorted(_indefinite()))})[ \t]{{1,3}}{re.escape(folded)}"
        rf"(?!\w)(?![ \t]{{1,3}}(?:{kinds})(?!\w))"
    )
