"""Album and song titles typed with a typo ("physcal grafitti", "Smoke on the Watter").

``tools.names`` finds a title written as the store writes it, and an artist or genre a typo
away (``CatalogNames._near``: a few hundred names, compared one by one). The store has
thousands of titles, so a typo in one is looked up through an index instead: titles by their
word count and the first two letters of their first word of their own (not "the", "a";
a typo seldom falls there), each compared only with the windows of the message of that
many words whose first word of their own starts with those letters. A title needs two words of its own (not everyday words of any language, not
"the", "song"), so ordinary phrases ("what is it", "in my order") never match one; and a
window that is itself a plain run of everyday words is no title either.

The work is bounded: the first ``WORDS`` words of the message, windows of ``MIN_WORDS`` to
``MAX_WORDS`` words, one dictionary lookup per window and a similarity only for the few
titles in its bucket.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from difflib import SequenceMatcher

NEAR = 0.88  # similarity of a window and a title: "physcal grafitti" ~ "physical graffiti" 0.91
WORDS = 60  # words of the message looked at
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
        starts, offset = [], 1
        for word in words:
            starts.append(text_key.index(word, offset))
            offset = starts[-1] + len(word)
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
                    if ratio > score or (ratio == score and folded == title):
                        best = [(kind, name)] if folded != title else [*best, (kind, name)]
                        score, title = ratio, folded
                if best:  # an album and its title song: both, ``agents.narrow`` decides
                    found += [(*b, starts[i], starts[i] + len(gram)) for b in best]
                    break
        return found
