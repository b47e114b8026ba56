"""The catalog's own names (artists, genres, albums, song titles), found in a customer's text.

The catalog specialist's hardest choice is between neighbouring tools: "songs by Aerosmith"
is a question about an artist, "any blues tracks?" about a genre, "do you have Bohemian
Rhapsody?" about a song title. Which of those a name *is* is a fact of the store, so code
looks it up rather than letting a small model guess (it sent "Smoke on the Water" to the
artist tool). ``CatalogNames.find`` returns every store name the text mentions, as typed
``Mention`` values; ``agents.narrow`` uses them to narrow the tools the model may call.

Matching is on folded words (case, accents and punctuation ignored: "ac/dc" finds AC/DC)
with word edges, the longest name winning where names overlap ("Heavy Metal" over
"Metal"). Names that are also everyday words ("Lost", "Kiss", "World") count only when
written with the catalog's capitals; a song title counts when it is quoted or has at least
two words (single common words such as "Love" are too often just words). A title is also
found without the store's bracketed qualifiers ("Physical Graffiti" for "... [Disc 1]":
``tools.everyday.bare_titles``). Each lookup is a
substring search per name over a bounded text: linear in the text for every name.
"""

from __future__ import annotations

import re
import threading
import weakref
from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.engine import Engine

from lexicon import fold_in_place, lexicon
from tools.everyday import (
    bare_titles,
    common_noun,
    everyday_named,
    opening,
    picks_a_row,
    told_in_passing,
)
from tools.playlist_names import beside_playlist_word, beside_the_word
from tools.titles import (
    SENTENCE_END,
    after_a_fact,
    after_buying,
    asked,
    asked_back,
    capital,
    courtesy,
    edges,
    in_a_question,
    in_the_message,
    key,
    keyed,
    pleasantries,
    set_in_capitals,
    starts_sentence,
    told_then_asked,
    topic,
)
from tools.typos import NearNames, NearTitles
from tools.written import (
    MAX_TEXT,
    Kind,
    after_word,
    own_words,
    quoted_phrases,
    title_cased,
    written_as,
)

# Catalog names that are also everyday words: matched only with the catalog's capitals.
EVERYDAY = frozenset(
    {
        "accept",
        "kiss",
        "rush",
        "heroes",
        "lost",
        "passengers",
        "cake",
        "jet",
        "otto",
        "xis",
        "instituto",
        "world",
        "drama",
        "comedy",
        "alternative",
        "skank",
        "the office",
    }
)
# Words that make a phrase sound like a title without naming one ("reggae music").
_PLAIN = frozenset(
    "a an and the of on in to for my your me i you it is are music song songs track tracks "
    "album albums some any what have do we "
    # the pieces of an English contraction ("I don't know", "I can't remember": titles
    # made of everyday words, found only as the store writes them or quoted)
    "t s m re ll ve d don can won didn doesn isn wasn aren couldn wouldn shouldn".split()
)


@dataclass(frozen=True)
class Mention:
    """A store name found in the text: what it is, its catalog spelling, where it starts."""

    kind: Kind
    name: str
    start: int
    end: int
    ids: tuple[int, ...] = ()  # a playlist's ids (several playlists share a name: "Music")


# at most two short words after a greeting asked ("tudo bem por aí?", "ça va chez vous ?")
_TAIL = r"(?:[ \t]{1,3}+\w{1,12}+){0,2}+"


class CatalogNames:
    """The store's names by kind, with the lookup described in the module docstring."""

    def __init__(
        self,
        names: dict[Kind, list[str]],
        playlist_ids: dict[str, tuple[int, ...]] | None = None,
        albums_of: dict[str, list[str]] | None = None,
    ) -> None:
        self.names = names
        self.playlist_ids = playlist_ids or {}  # folded playlist name -> its ids
        # folded artist name -> its album titles (store spelling, folded), longest first
        self._albums_of = {
            key(artist): sorted(((t, key(t)) for t in titles if key(t)), key=lambda t: -len(t[1]))
            for artist, titles in (albums_of or {}).items()
        }
        self._keys: list[tuple[Kind, str, str]] = [
            (kind, name, key(name))
            for kind, values in names.items()
            for name in dict.fromkeys(values)
            if key(name)
        ]
        self._keys += bare_titles(self._keys, EVERYDAY)  # type: ignore[arg-type]
        self._near_names = NearNames(
            [k for k in self._keys if k[0] in ("artist", "genre")], _PLAIN, EVERYDAY
        )
        # album titles by their folded form, for an album named like its artist
        self._albums = {folded: name for kind, name, folded in self._keys if kind == "album"}
        self._genres = {key(genre) for genre in names.get("genre", [])}
        self._genre_words = {w for genre in self._genres for w in genre.split()}
        self._common = self._genre_words | lexicon().every_word
        self._near_titles = NearTitles(
            [k for k in self._keys if k[0] in ("album", "track")], _PLAIN | self._common
        )

    def _allowed(self, kind: Kind, name: str, folded: str, message: str, quoted: set[str]) -> bool:
        if kind in ("track", "album") and folded in pleasantries() and folded not in quoted:
            # "Boa noite! quantos artistas ...?": a greeting opening the message ("Olá, boa
            # noite. ..." too), or said with "!" or ",", is no song Boa Noite; "quanto custa
            # Boa Noite?" names it, and so does "a música Boa Noite"
            said = re.escape(folded).replace(r"\ ", r"\s+")
            folded_message = fold_in_place(message)
            greeting = (
                key(message).startswith(folded)
                or re.search(rf"(?<!\w){said}\s{{0,3}}[!,]", folded_message)
                # ... asked with a word or two after it: "Olá, tudo bem por aí?"
                or opening(
                    re.search(rf"(?<!\w){said}{_TAIL}\s{{0,3}}(?:[?.]|$)", folded_message), message
                )
            )
            if greeting and not after_word(kind, folded, message):
                return False
        if folded in EVERYDAY:  # "Lost", "World": with the catalog's capitals, about music
            return everyday_named(name, message)
        if kind == "playlist":  # "the Grunge playlist", "spellista Grunge": beside the word
            text_key = f" {key(message)} "
            at = text_key.find(f" {folded} ")
            beside = at >= 0 and beside_playlist_word(text_key, at, at + len(folded))
            if lexicon().phrase("playlist_words").search(text_key) is None:
                return beside  # ... or a word for a list: "la lista Classical"
            # ... and one named by an everyday word ("Music", "Classical") written as its
            # name is, or right beside that word: "background music ... what playlists?"
            # names no playlist Music; "the music playlist" does
            return folded not in self._common or written_as(name, message) or beside
        if kind in ("track", "album") and folded not in quoted and not written_as(name, message):
            if picks_a_row(folded) and not after_word(kind, folded, message):
                return False  # "whens the last time i bought": no song The Last Time
        if kind in ("track", "album"):  # a title: quoted, or two words of its own
            own = [w for w in folded.split() if w not in _PLAIN and w not in self._genre_words]
            if folded in quoted or (len(own) >= 2 and len(folded) >= 8):
                return True
            if title_cased(name, message):  # "Album Of The Year is the only thing ..."
                return True
            # a short title right after the word for its kind: "the album Nevermind", "the
            # song Simples", "a música Lamento" (the words are data: lexicon, per language)
            return len(own) >= 1 and len(folded) >= 4 and after_word(kind, folded, message)
        return len(folded) >= 2

    def find(self, message: str) -> list[Mention]:
        """Every store name in ``message``; overlapping names keep the longest."""
        message = message[:MAX_TEXT]
        text_key, breaks = keyed(message)
        quoted = {key(q) for q in quoted_phrases(message)}
        found: list[Mention] = []
        for kind, name, folded in self._keys:
            at = text_key.find(f" {folded} ")
            if at < 0 or not self._allowed(kind, name, folded, message, quoted):
                continue
            if SENTENCE_END.search(name) is None and any(at < b < at + len(folded) for b in breaks):
                continue  # "Greatest Hits? i only know ...": the I starts the next sentence
            if kind in ("track", "album") and own_words(
                name, folded, message, quoted, text_key, at
            ):
                continue  # "I can't remember what ...": the customer's words, not the title
            if (
                kind in ("track", "album")
                and folded not in quoted
                and not written_as(name, message)
                and not after_word(kind, folded, message)
                and told_in_passing(folded, message)
            ):
                continue  # "wide awake again. how many albums do you have?": a count asked
            ids = self.playlist_ids.get(folded, ()) if kind == "playlist" else ()
            found.append(Mention(kind, name, at, at + len(folded), ids))
            if kind == "artist" and folded in self._albums:  # "Olodum" by Olodum: both, and
                album = self._albums[folded]  # ``agents.narrow`` decides from the words
                found.append(Mention("album", album, at, at + len(folded)))
        found += self._after_its_artist(found, message, text_key)  # "Led Zeppelin IV"
        if not any(m.kind in ("artist", "genre") for m in found):
            found += [  # "Metalica", "jamiroqai": a typo of a name
                Mention(kind, name, start, end)  # type: ignore[arg-type]
                for kind, name, start, end in self._near_names.find(text_key)
            ]
        if not quoted and all(m.kind == "genre" for m in found):  # a quoted title is read above
            # "who sings Pop Song 89?", "In Step": a title holding a genre's name wins below
            found += self._written(message, text_key)
        if not quoted and not any(m.kind in ("track", "album") for m in found):
            found += [  # "songs on physcal grafitti": a title a typo away
                Mention(kind, name, start, end)  # type: ignore[arg-type]
                for kind, name, start, end in self._near_titles.find(text_key)
                if not any(start < b < end for b in breaks)
                and not any(m.start < end and start < m.end for m in found)  # "Led Zeppelin's"
            ]
        if any(m.kind != "genre" for m in found):  # "I need a soundtrack. James Brown: ..."
            found = [m for m in found if m.kind != "genre" or not common_noun(m.name, message)]
        found = list(dict.fromkeys(found))  # an album found twice (by title, as its artist's)
        longest = sorted(found, key=lambda m: (m.start - m.end, m.start))
        kept: list[Mention] = []
        for mention in longest:
            inside = any(
                k.start <= mention.start
                and mention.end <= k.end
                and k.name != mention.name
                and (k.end - k.start) > (mention.end - mention.start)
                for k in kept
            )
            if not inside:
                kept.append(mention)
        return beside_the_word(sorted(kept, key=lambda m: (m.start, m.kind)), text_key)

    def _after_its_artist(self, found: list[Mention], message: str, text_key: str) -> list[Mention]:
        """An album of an artist found, right after the artist's name ("Led Zeppelin IV",
        "Metallica's Load"): a title too short to stand alone, so only written as the store
        writes it or ending the message ("how long is metallica load?"); "Metallica load
        times are slow" names no album."""
        albums: list[Mention] = []
        for artist in (m for m in found if m.kind == "artist"):
            # a mention starts at the blank before its name (``find``'s convention)
            after = text_key[artist.end + 1 :]
            skip = 2 if after.startswith(" s ") else 0  # "metallica s load": the 's
            for title, folded in self._albums_of.get(key(artist.name), ()):
                if not after[skip:].startswith(f" {folded} "):
                    continue
                start = artist.end + 1 + skip
                if written_as(title, message) or not text_key[start + 1 + len(folded) :].strip():
                    albums.append(Mention("album", title, start, start + len(folded)))
                break
        return albums

    def _written(self, message: str, text_key: str) -> list[Mention]:
        """Song and album titles written as the store writes them, capitals and all, when
        nothing else was found: "was kostet Cigano?", "who sings Pop Song 89?".

        Customers seldom quote a title or say "the song"; its capitals mark it instead. A
        capital that only starts a sentence marks nothing, so a title there counts when a
        later word of it is capitalised too ("In Step") or it is the whole message; a title
        of one word counts when it is asked about (a question mark follows it). The title
        needs a word of its own: not a word of the lexicon (any language: German
        nouns such as "Preis" are capitalised too), not a plain or genre word.
        """
        found: list[Mention] = []
        for kind, name, folded in self._keys:
            if kind not in ("track", "album") or len(folded) < 4:
                continue
            at = message.find(name)
            while at >= 0 and not edges(message, at, at + len(name)):
                at = message.find(name, at + 1)
            if at < 0 or not capital(name):
                continue
            own = [w for w in folded.split() if w not in _PLAIN and w not in self._common]
            if (
                not own
                and not set_in_capitals(message, at, name)
                and not self._genre_part(folded, message, at, at + len(name))
            ):
                continue
            whole = key(message) == folded
            first = topic(message, at, at + len(name))  # put first, then asked about
            # ... or told of, then asked back ("Realize was playing ... Which songs are on it?")
            first = first or (" " not in folded and told_then_asked(message, at, at + len(name)))
            if starts_sentence(message, at) and not (
                capital(" ".join(name.split()[1:])) or whole or first
            ):
                continue
            entire = after_word("whole", folded, message)  # "the entire Transmission"
            if kind == "track" and entire:
                continue  # ... is the album
            if " " not in folded and courtesy(message, at):
                continue  # "Thanks, Maria": her name
            # one word is a title only asked about ("was kostet Cigano?"): a name in "it's
            # Madalena, my email is ..." is the customer's own
            if (
                " " not in folded
                and not whole
                and not first
                and not asked(message, at + len(name))
                and not (kind == "album" and entire)
                and not in_a_question(message, at, at + len(name))
                and not after_a_fact(message, at, at + len(name))
                and not in_the_message(message, at, at + len(name))
                and not after_buying(message, at, at + len(name))
                and not asked_back(message, at, at + len(name))
            ):
                continue  # ... or a whole album ("vad kostar hela Transmission")
            start = text_key.find(f" {folded} ")
            if start >= 0:
                found.append(Mention(kind, name, start, start + len(folded)))
        return found

    def _genre_part(self, folded: str, message: str, at: int, end: int) -> bool:
        """Whether a title of only a genre's words, no genre's whole name nor everyday words
        ("Bossa", of Bossa Nova), is leant back on as a song ("drove home with Bossa on
        repeat. which genre do you keep that song under")."""
        words = folded.split()
        if folded in self._genres or any(w in self._common - self._genre_words for w in words):
            return False
        return asked_back(message, at, end) or told_then_asked(message, at, end)

    def of(self, mentions: list[Mention], kind: Kind) -> list[str]:
        """The catalog spellings of the mentions of one kind, in order, without repeats."""
        return list(dict.fromkeys(m.name for m in mentions if m.kind == kind))


_CACHE: weakref.WeakKeyDictionary[Engine, CatalogNames] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()
_QUERIES: dict[Kind, str] = {
    "artist": "SELECT Name AS name FROM Artist WHERE Name IS NOT NULL",
    "genre": "SELECT Name AS name FROM Genre WHERE Name IS NOT NULL",
    "album": "SELECT Title AS name FROM Album WHERE Title IS NOT NULL",
    "track": "SELECT Name AS name FROM Track WHERE Name IS NOT NULL",
    "playlist": "SELECT Name AS name FROM Playlist WHERE Name IS NOT NULL ORDER BY PlaylistId",
}
_PLAYLIST_IDS = "SELECT PlaylistId AS id, Name AS name FROM Playlist ORDER BY PlaylistId"
_ALBUMS_OF = """SELECT ar.Name AS artist, al.Title AS title FROM Album al
    JOIN Artist ar ON ar.ArtistId = al.ArtistId WHERE ar.Name IS NOT NULL AND al.Title IS NOT NULL"""


def catalog_names(engine: Engine) -> CatalogNames:
    """The names of the catalog behind ``engine``, read once per engine (the catalog is
    read-only while the app runs; a rebuilt catalog comes with a new engine)."""
    with _LOCK:
        cached = _CACHE.get(engine)
        if cached is None:
            with engine.connect() as conn:
                playlists: dict[str, tuple[int, ...]] = {}
                for pid, name in conn.execute(text(_PLAYLIST_IDS)):
                    playlists[key(str(name))] = (*playlists.get(key(str(name)), ()), int(pid))
                albums_of: dict[str, list[str]] = {}
                for artist, title in conn.execute(text(_ALBUMS_OF)):
                    albums_of.setdefault(str(artist), []).append(str(title))
                cached = CatalogNames(
                    {
                        kind: [str(r[0]) for r in conn.execute(text(sql))]
                        for kind, sql in _QUERIES.items()
                    },
                    playlists,
                    albums_of,
                )
            _CACHE[engine] = cached
        return cached
