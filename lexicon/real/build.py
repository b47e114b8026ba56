"""Write ``<language>.txt`` here: the real words of each of the store's languages that a
typo correction must leave alone (one per line, folded as ``agents.words.fold`` folds).

Why: ``agents.words.respelled`` reads a word one typist's slip away from a rule word as that
word ("acount" is "account"). Without a list of real words it also read real words of
another language so: Spanish "estén" as German "ersten" (first), German "gerne" (gladly)
as "genre", "leider" as "lieder", English "sending" as "spending", Portuguese "preciso" (I
need) as "precios" (370 corrections in the seen messages, a third of them real words).

Source: wordfreq 3.1.1 (https://github.com/rspeer/wordfreq, data CC BY-SA 4.0: the words
below are derived from it), ``wordlist="best"``; a word counts when its Zipf frequency in
its language is at least ``ZIPF`` (about two in a million words: the common misspellings,
"acount" 1.8, "recomend" 2.1, "thier" 3.1, stay below), of five letters or more (shorter
words are never corrected). Run by hand with wordfreq installed (it is not a dependency):

    pip install wordfreq==3.1.1 && python lexicon/real/build.py
"""

from __future__ import annotations

import re
import sys
import unicodedata
from pathlib import Path

import wordfreq

LANGUAGES = ("en", "pt", "es", "fr", "de", "it", "nl", "pl", "sv")
ZIPF = 3.3
HERE = Path(__file__).resolve().parent
LETTERS = re.compile(r"[a-z]{5,24}")


def fold(text: str) -> str:  # agents.words.fold, repeated: this script runs on its own
    decomposed = unicodedata.normalize("NFKD", text.casefold().replace("ł", "l"))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def main() -> int:
    for lang in LANGUAGES:
        words = {
            fold(w)
            for w in wordfreq.top_n_list(lang, 200_000, wordlist="best")
            if wordfreq.zipf_frequency(w, lang, wordlist="best") >= ZIPF
        }
        kept = sorted(w for w in words if LETTERS.fullmatch(w))
        (HERE / f"{lang}.txt").write_text("\n".join(kept) + "\n", encoding="utf-8")
        print(f"{lang}: {len(kept)} words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
