"""A link pasted into a message read as the thing it names: "yourshop.com/orders/405" is
"orders 405", "/track/2011" is "track 2011".

Why: customers paste what their browser shows ("Re: yourshop.com/orders/405. Who handled
that invoice?", "a friend sent me .../playlists/11"). Read as one run of characters, the
number was no invoice, track or playlist of any rule, so the rep of *that* order was never
asked for and the latest invoices were listed instead (issue 22, kind 2). A path segment
that is a word for a thing of the store (the lexicons' track, song, album, playlist,
artist, genre and invoice words, any language), followed by a number, becomes those two
words; the rest of the link stays as it was. Plain string work over whitespace-separated
tokens: linear in the message.
"""

from __future__ import annotations

import re

from agents.words import fold
from lexicon import lexicon

MAX_TOKEN = 2000  # a longer run of characters is no link anyone pasted
_SPACES = re.compile(r"(\s+)")  # kept between the pieces, so the message keeps its lines

_KEYS = ("track_words", "song_words", "album_words", "playlist_words", "artist_words",
         "genre_words", "invoice_words")  # fmt: skip
_THINGS = frozenset(fold(w) for key in _KEYS for w in lexicon().words[key] if w.isalpha())


def _thing(segment: str) -> bool:
    """Whether a path segment names a kind of thing ("orders", "track", "Playlists")."""
    word = fold(segment)
    return word in _THINGS or (word.endswith("s") and word[:-1] in _THINGS)


def _read(token: str) -> str:
    """One whitespace-free token, its "<thing>/<number>" pairs as "<thing> <number>"."""
    if "/" not in token or len(token) > MAX_TOKEN:
        return token
    parts = token.split("/")
    said = [
        f"{parts[i]} {parts[i + 1].rstrip('.,;:!?)')}"
        for i in range(len(parts) - 1)
        if _thing(parts[i]) and parts[i + 1].rstrip(".,;:!?)").isdigit()
    ]
    if not said:
        return token
    tail = token[len(token.rstrip(".,;:!?)")) :]  # the sentence's own stop stays
    return " ".join(said) + tail


def links_read(message: str) -> str:
    """``message`` with each pasted link's "<thing>/<number>" written as words (see the
    module doc); a message without such a link is returned as it is."""
    if "/" not in message:
        return message
    return "".join(_read(p) if "/" in p else p for p in _SPACES.split(message))
