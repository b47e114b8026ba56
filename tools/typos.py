"""The store's names typed with a typo: "Metalica", "physcal grafitti", "Smoke on the Watter".

``tools.names`` finds a name written as the store writes it; this finds one a typo away.
Artists and genres (``NearNames``: a few hundred) are compared one by one with the words
and word pairs of the message. The store has thousands of titles, so a typo in one
(``NearTitles``) is looked up through an index instead: titles by their
word count and the first two letters of their first word of their own (not "the", "a";
a typo seldom falls there), each compared only with the windows of the message of that
many words whose first word of their own starts with those letters, each word of the window a
slip of the title's ("let it go" is no "Let It Grow"). A title needs two words of its own (not everyday words of any language, not
"the", "song"), so ordinary phrases ("what is it", "in my order") never match one; and a
window that is itself a plain run of everyday words is no title either.

The work is bounded: the first ``WORDS`` words of the message, windows of ``MIN_WORDS`` to
``MAX_WORDS`` words, one dictionary lookup per window and a similarity only for the few
titles in its bucket.
"""

from __future__ import annotations

import difflib
from collections import defaultdict
from collections.abc import Iterable
from difflib import SequenceMatcher

NEAR = 0.88  # similarity of a window and a title: "physcal grafitti" ~ "physical graffiti" 0.91
NEAR_NAME = 0.88  # difflib similarity for a typo of a name ("metalica" ~ "metallica" is 0.94)
NAME_WORDS = 40  # words tried for a name: a question names its artist early; bounds the cost
WORDS = 60  # words of the message looked at for a title
MIN_WORDS, MAX_WORDS = 2, 6  # titles of one word are too often words; longer ones are quoted
MIN_LENGTH = 8  # characters of a title (folded) worth a typo search


class NearTitles:
    """An index of titles (``kind``, store spelling, folded) for typo lookups."""

    def __init__(self, titles: Iterable[tuple[str, str, str]], plain: frozenset[str]) -> None:
        self._plain = plain
        self._buckets: dict[tuple[int, str], list[tuple[str, str, str]]] = defaultdict(list)
        for kind, name, folded in titles:
            words = folded.split()
            own = [w for w in words if w not in plain and len(w) >= 3]
            if MIN_WORDS <= len(words) <= MAX_WORDS and len(own) >= 2 and len(folded) >= MIN_LENGTH:
                self._buckets[(len(words), own[0][:2])].append((kind, name, folded))

    def _anchor(self, words: list[str]) -> str:
        return next((w[:2] for w in words if w not in self._plain and len(w) >= 3), "")

    def find(self, text_key: str) -> list[tuple[str, str, int, int]]:
        """(kind, name, start, end) of each title a typo away from a window of ``text_key``
        (the message folded by ``tools.titles.key``, padded with blanks); the best match per
        window, none where the window is the title exactly (found already) or plain words."""
        words = text_key.split()[:WORDS]
        starts = _starts(text_key, words)
        found: list[tuple[str, str, int, int]] = []
        for i in range(len(words)):
            for width in range(MAX_WORDS, MIN_WORDS - 1, -1):
                window = words[i : i + width]
                anchor = self._anchor(window)
                if len(window) < width or not anchor:
                    continue
                gram = " ".join(window)
                best: list[tuple[str, str]] = []
                score, title = NEAR, ""
                for kind, name, folded in self._buckets.get((width, anchor), ()):
                    if gram == folded or abs(len(gram) - len(folded)) > len(folded) // 5 + 1:
                        continue
                    ratio = SequenceMatcher(None, gram, folded).ratio()
                    if ratio >= score and not _word_by_word(window, folded.split()):
                        continue
                    if ratio > score or (ratio == score and folded == title):
                        best = [(kind, name)] if folded != title else [*best, (kind, name)]
                        score, title = ratio, folded
                if best:  # an album and its title song: both, ``agents.narrow`` decides
                    found += [(*b, starts[i], starts[i] + len(gram)) for b in best]
                    break
        return found


class NearNames:
    """Artists and genres (``kind``, store spelling, folded) one or two typos away from a run
    of one to four words of the text. Only the first ``NAME_WORDS`` words, of six letters or more and
    not ``plain``, are tried, at a close similarity, so a typo finds its name while ordinary
    words find nothing; a name in ``everyday`` ("Lost", "Kiss") is never a typo's."""

    def __init__(
        self, names: Iterable[tuple[str, str, str]], plain: frozenset[str], everyday: frozenset[str]
    ) -> None:
        self._names = {folded: (kind, name) for kind, name, folded in names if len(folded) >= 5}
        self._keys = list(self._names)
        self._plain, self._everyday = plain, everyday

    def find(self, text_key: str) -> list[tuple[str, str, int, int]]:
        """(kind, name, start, end) of each name a typo away, at most one per word."""
        words = text_key.split()[:NAME_WORDS]
        starts = _starts(text_key, words)
        found: list[tuple[str, str, int, int]] = []
        for i in range(len(words)):
            for n in (4, 3, 2, 1):  # "red hot chilli peppers" before "red hot"
                gram = " ".join(words[i : i + n])
                if len(words[i : i + n]) < n or len(gram) < 6 or gram in self._plain:
                    continue
                close = difflib.get_close_matches(gram, self._keys, n=1, cutoff=NEAR_NAME)
                if close and close[0] not in self._everyday and _short_words_kept(gram, close[0]):
                    found.append((*self._names[close[0]], starts[i], starts[i] + len(gram)))
                    break
        return found


NEAR_WORD = 0.75  # each word a typo of its own: "grafitti" ~ "graffiti"; "go" is no "grow"


def _word_by_word(window: list[str], title: list[str]) -> bool:
    """Whether each word of ``window`` is its title word or a slip of it (letters swapped,
    one left out or doubled): "won't let it go" has a word of its own where "Let It Grow"
    has "grow", which is no typo of it."""
    return all(
        w == t or sorted(w) == sorted(t) or SequenceMatcher(None, w, t).ratio() >= NEAR_WORD
        for w, t in zip(window, title, strict=True)
    )


def _short_words_kept(gram: str, name: str) -> bool:
    """Whether the short words (four letters or fewer) of ``gram`` are the name's, but for
    letters swapped: "then who" is no slip of "The Who" ("Right then. Who composed track
    825?"); a slip in a longer word still is ("metalica", "red hot chilli peppers")."""
    words, named = gram.split(), name.split()
    if len(words) != len(named):
        return True
    return all(
        w == t or sorted(w) == sorted(t) or min(len(w), len(t)) > 4
        for w, t in zip(words, named, strict=True)
    )


def _starts(text_key: str, words: list[str]) -> list[int]:
    """Where each of ``words`` (the first words of ``text_key``) starts in it."""
    starts, offset = [], 1
    for word in words:
        starts.append(text_key.index(word, offset))
        offset = starts[-1] + len(word)
    return starts
