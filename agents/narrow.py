"""Narrowing a specialist's tools (and their arguments) to those that can answer, by code.

Neighbouring tools are where a 0.5B specialist goes wrong: songs by an artist vs. songs of a
genre, a song title sent to the artist tool, "how much have I spent" answered from the price
list of single lines. The facts that settle those choices are cheap for code to see: the
store's names in the message (``tools.names``: is "Aerosmith" an artist, "blues" a genre,
"Bohemian Rhapsody" a title?) and a few words ("albums" vs. "songs", "spent" vs. "most
expensive"). ``narrow`` returns the tool descriptions the model may choose from; where one
tool is left and the message names exactly the store's spelling of its argument, the
argument schema becomes that name (an ``enum``), so a name cannot be misspelt either. When
nothing decides, every tool stays: narrowing only removes tools the message rules out.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Sequence
from typing import Any

from agents.asking import asks_for_one
from agents.ground import asks_contents, bought_then, listed_numbers
from agents.identifiers import parse_identifiers, without_identifiers
from agents.pick import period
from agents.records import albums_named
from agents.refunds import asks_refund
from agents.words import corrected, fold, learn, respelled, without_names, word_pattern
from lexicon import alternation, lexicon
from tools.names import Mention, after_word, key, quoted_phrases

ALBUM = word_pattern(*lexicon().words["album_words"])  # every language's words (data)
SONG = word_pattern(*lexicon().words["song_words"])
# "not albums", "keine Alben", "inte album": a kind of thing the customer does not want;
# not a question about them said negatively ("you wouldn't know how many albums you have",
# "weten niet hoeveel albums": the word between is no question or count word)
_ASKING = alternation(lexicon().words["question_words"] + lexicon().words["count_words"])
NOT_THING = re.compile(
    rf"(?<!\w)(?:{alternation(lexicon().words['not_words'])})"
    rf"(?: (?!(?:{_ASKING})(?!\w))[\w'-]{{1,24}})? "
    rf"(?:{alternation(lexicon().words['album_words'] + lexicon().words['song_words'])})(?!\w)"
)
# a shop named by what it sells ("my old record shop", "sklep płytowy"): no album asked for
RECORD_SHOP = lexicon().phrase("record_shop_words")
WHOLE = lexicon().phrase("whole_words")  # "the whole X", "hela X": an album (data)
# "the tracklist of X": the songs on an album (both words at once)
TRACKLIST = word_pattern(*lexicon().words["tracklist_words"])
CONTENTS = lexicon().phrase("contents_words")  # "the songs on", "welche Titel sind drauf"
# ... and any word for songs right before a word that puts them on a record (lexicon
# songs_of_words): "as faixas do", "i brani di", "de nummers van" (the title itself is
# blanked out of the text read); not "a tune for", which is what the song is for
SONGS_OF = re.compile(
    rf"(?<!\w)(?:{alternation(lexicon().words['song_words'])}) "
    rf"(?:{alternation(lexicon().words['songs_of_words'])})(?!\w)"
)
GENRE = lexicon().phrase("genre_words")  # "genre", "estilo", "kind of music" (data)
COUNT = lexicon().phrase("count_words")
INVOICE_WORD = lexicon().phrase("invoice_words")
MY_ORDER = lexicon().my_order
# ... and so is a purchase they made, "my" or not: "a penúltima compra que fiz" (data)
PURCHASE_MADE = lexicon().near("purchase_words", "made_words")
ARTIST = lexicon().phrase("artist_words")
PLAYLIST = lexicon().phrase("playlist_words")  # every language's word for it (data)
# "playlist 5", "spellistan med id 10", "playlist #5" (playlist, number and "with" words: data)
PLAYLIST_ID = lexicon().numbered("playlist_words")
_WORDS = lexicon().words
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
TOTAL = lexicon().phrase("total_words")  # "total", "ao todo", "insgesamt" (data)
PRICE_OR_LENGTH = word_pattern(
    *_WORDS["price_words"],
    *_WORDS["pricey_words"],
    *_WORDS["duration_words"],
    *_WORDS["spent_words"],
)
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
HISTORY = lexicon().phrase("history_words")  # "purchase history", "historial de compras"
BY_DATE = word_pattern(*_WORDS["by_date_words"])  # "latest", "history", "senaste" (data)
# the support rep, and who sold or served the customer ("verkoper", "sprzedawca")
REP = word_pattern(*_WORDS["rep_words"], *_WORDS["seller_words"])
# "track 3", "track id 12", "faixa nº 7", "spår 122": a track by its id, which only
# get_track_details takes (the words for one track: data)
TRACK_ID = lexicon().numbered("track_words")
INVOICE_ID = lexicon().invoice_id  # "invoice 98", "#98", "order 228", "pedido nº 12" (data)


learn(ALBUM, SONG, TRACKLIST, GENRE, PLAYLIST, COUNT, INVOICE_WORD, SPENT, PRICEY, BY_DATE, REP)


def _only(tools: Sequence[dict[str, Any]], names: Sequence[str]) -> list[dict[str, Any]]:
    picked = [t for t in tools if t["name"] in names]
    return picked or list(tools)  # never narrow to nothing


def _pin(tool: dict[str, Any], arg: str, values: Sequence[str]) -> dict[str, Any]:
    """``tool`` with argument ``arg`` restricted to ``values`` (the store's spellings)."""
    if not values or arg not in tool["args"].get("properties", {}):
        return tool
    pinned = copy.deepcopy(tool)
    pinned["args"]["properties"][arg] = {"type": "string", "enum": list(values)}
    return pinned


def narrow_catalog(
    question: str, mentions: Sequence[Mention], tools: Sequence[dict[str, Any]]
) -> list[dict[str, Any]]:
    # typos of the store's words read as those words; a title's own words are not read
    text = corrected(respelled(without_names(question, [m.name for m in mentions])))
    artists = [m.name for m in mentions if m.kind == "artist"]
    genres = [m.name for m in mentions if m.kind == "genre"]
    titles = [m.name for m in mentions if m.kind == "track"]
    quoted = [q for q in quoted_phrases(question) if fold(q) not in map(fold, artists + genres)]
    text = NOT_THING.sub(" ", text)  # "songs i mean, not albums": no album asked for
    text = RECORD_SHOP.sub(" ", text)
    tracklist = bool(TRACKLIST.search(text))
    # "how long is X in total", "how much is the whole album": a record's whole price or
    # length (an artist has neither)
    summed = PRICE_OR_LENGTH.search(text) is not None and (
        TOTAL.search(text) is not None
        or (WHOLE.search(text) is not None and ALBUM.search(text) is not None)
    )
    album = tracklist or bool(ALBUM.search(text)) or bool(WHOLE.search(text)) or summed
    song = tracklist or bool(SONG.search(text))
    # its songs listed or counted: a record's contents, never a song's (a song has no songs)
    contents = tracklist or (
        song and bool(COUNT.search(text) or CONTENTS.search(text) or SONGS_OF.search(text))
    )
    if _counted(text, True):
        # "your site says 'over 500 albums': how many do you have?": a quoted claim about the
        # stock's things (written as words, not as a title is), beside a count asked, is
        # what is checked, no title ("Songs of Faith" stays one)
        quoted = [q for q in quoted if q[:1].isupper() or not _THINGS.search(respelled(fold(q)))]
    titles += quoted
    if ids := [i for m in mentions if m.kind == "playlist" for i in m.ids]:
        # "the Grunge playlist": its id(s) by code, never a number inside its name ("101")
        picked = _only(tools, ("get_playlist_tracks",))
        return [_pin_value(t, "playlist_id", ids) for t in picked]
    # the playlist word beside an artist or album of the store's, or a song named as one
    # ("a playlist for my dad: which Aerosmith songs ...", "the song X, for my workout
    # playlist"), or a genre asked about ("a playlist for my run, Reggae mood: what do you
    # have in that genre?", fresh17) is the customer's own playlist, not the store's
    named = any(
        m.kind in ("artist", "album")
        or after_word("track", key(m.name), question)
        or (m.kind == "genre" and GENRE.search(text) is not None)
        for m in mentions
    )
    if PLAYLIST.search(text) and not named:
        if (number := PLAYLIST_ID.search(text)) is not None:  # "spellista 5", "playlist #5"
            picked = _only(tools, ("get_playlist_tracks",))
            return [_pin_value(t, "playlist_id", [int(number.group(1))]) for t in picked]
        if not (song or CONTENTS.search(text)):
            # "what playlists do you offer?", "how many playlists?": none named, no songs
            # asked for: the list of them (the 0.5B opened playlist 1 with the other tool)
            return _only(tools, ("get_playlists",))
        return _only(tools, ("get_playlists", "get_playlist_tracks"))
    if TRACK_ID.search(text) and not artists and not titles:  # not "Pop Song 89": a title
        return _only(tools, ("get_track_details",))
    # "what's on Nevermind?", "who made Let There Be Rock"
    if albums := albums_named(mentions, album, song, question, contents, summed):
        return [_pin(t, "album", albums) for t in _only(tools, ("get_album_tracks",))]
    if _albums_and_a_song(question, mentions):  # "Metallica's albums, and Enter Sandman?"
        picked = _only(tools, ("get_albums_by_artist", "check_for_songs"))
        return [_pin(_pin(t, "artist", artists), "song_title", titles) for t in picked]
    if artists and GENRE.search(text) and not (album or song):
        # "what kind of music is Djavan?": the genre is on each of the artist's songs (a
        # genre named beside it is a guess: "what genre is Aerosmith, rock or what?")
        return [_pin(t, "artist", artists) for t in _only(tools, ("get_tracks_by_artist",))]
    if artists and not genres:
        names = ["get_albums_by_artist"] if album and not song else []
        names = names or (["get_tracks_by_artist"] if song and not album else [])
        names = names or ["get_albums_by_artist", "get_tracks_by_artist"]
        picked = _only(tools, names)
        return [_pin(t, "artist", artists) for t in picked] if len(picked) == 1 else picked
    things = album or song or ARTIST.search(text) is not None  # what the stock holds
    if _counted(text, things) and not (artists or genres or titles) and not GENRE.search(text):
        # "how many songs do you have in total?": the store's own counts, not a list's
        return _only(tools, ("get_catalog_counts",))
    if titles and not artists and (not genres or GENRE.search(text)):
        # a song's details by id next; "what genre is X? my friend says jazz": X's genre
        # (a genre named beside a question about a title's genre is a guess)
        picked = _only(tools, ("check_for_songs", "get_track_details"))
        return [_pin(t, "song_title", titles) for t in picked]
    if genres and not artists:
        return [_pin(t, "genre", genres) for t in _only(tools, ("get_songs_by_genre",))]
    if GENRE.search(text) and not artists and not titles:  # "what genre is the song X": X
        return _only(tools, ("list_genres",))
    if song and not album and not artists:  # "do you have the song Yesterday?"
        return _only(tools, ("check_for_songs", "get_tracks_by_artist", "get_track_details"))
    return list(tools)


_THINGS = word_pattern(*_WORDS["album_words"], *_WORDS["song_words"], *_WORDS["artist_words"])


def _counted(text: str, things: bool) -> bool:
    """Whether the message asks how many: a count word, or a total of the stock's
    ``things`` that is no sum of money or time ("o total de álbuns", "die Gesamtzahl der
    Künstler": lexicon total_words; not "the total of my invoice", "spent in total")."""
    return COUNT.search(text) is not None or (
        things and TOTAL.search(text) is not None and PRICE_OR_LENGTH.search(text) is None
    )


def narrow_invoice(
    question: str, tools: Sequence[dict[str, Any]], mentions: Sequence[Mention] = ()
) -> list[dict[str, Any]]:
    # typos of the store's words read as those words; identifiers given with the question
    # ("my email is ...") are not what it asks about
    # ... and a question taken back is not asked ("my last order? scratch that, what have
    # I spent in all?": agents.words.corrected)
    asked = corrected(without_names(without_identifiers(question), [m.name for m in mentions]))
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
            return _only(tools, ("get_employee_by_invoice_and_customer",))
        if asks_contents(asked):  # "what was on invoice 98?"
            return _only(tools, ("get_invoice_line_items",))
        # its date or total: its row in the list (agents.pick keeps it), or its lines
        return _only(tools, ("get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"))
    if TIMES.search(text):  # "how many times have I ordered?": their invoices
        return _only(tools, ("get_invoices_by_customer_sorted_by_date",))
    one_picked = asks_for_one(asked) or period(asked) is not None  # "my latest", "in May"
    if SONGS_COUNTED.search(text) and not one_picked:
        # "how many songs, over all my orders?": their lines (not one order's: "on my latest")
        return _only(tools, ("get_invoice_line_items_sorted_by_price",))
    if PRICEY_SONG.search(text):  # "my cheapest single song: which one, what did I pay?"
        return _only(tools, ("get_invoice_line_items_sorted_by_price",))
    if ARTIST.search(text) and lexicon().i_bought.search(text) and not one_picked:
        # "di quali artisti ho comprato musica": every line names its artist, over all orders
        return _only(tools, ("get_invoice_line_items_sorted_by_price",))
    if asks_contents(asked):
        # "what was on my latest invoice": find it (agents.pick picks it), then its lines
        return _only(tools, ("get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"))
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
        return _only(tools, ("get_invoice_line_items_sorted_by_price",))
    if spent_one and not songs:
        # "the most I've ever spent on one order": one invoice (agents.pick), not the sum
        return _only(tools, ("get_invoices_by_customer_sorted_by_date",))
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
        return _only(tools, ("get_invoices_by_customer_sorted_by_date",))
    if period(asked) and SPENT_WORDS.search(plain) and not songs and not named_part:
        # "how much did I spend in 2022?": that year's invoices, added up (agents.pick)
        return _only(tools, ("get_invoices_by_customer_sorted_by_date",))
    if not part and not invoices and songs and not SPENT_WORDS.search(text):  # songs: or titles
        if lexicon().i_bought.search(text):
            # "I think I bought <song> already on my account, did I?", "list the songs I
            # bought, the account is x@y": their purchases are in the lines; "my account" is
            # where, not what's asked
            return _only(tools, ("get_invoice_line_items_sorted_by_price",))
    profile = part or SPENT.search(_ADDRESSED.sub(" ", plain)) is not None
    if not profile:
        if any(m.kind == "track" for m in mentions) and not INVOICE_WORD.search(text):
            # "X – is it among my purchases?": whether a song the store sells was bought,
            # and when, is in the lines (not "what did invoice 12 cost", named above)
            return _only(tools, ("get_invoice_line_items_sorted_by_price",))
        if ARTIST.search(text):  # "which artists are in my purchase history?": lines name them
            return _only(tools, ("get_invoice_line_items_sorted_by_price",))
        if songs and not invoices:  # "how many songs have I bought", "my priciest track"
            return _only(tools, ("get_invoice_line_items_sorted_by_price",))
        if invoices and not songs:  # "my most expensive invoice", "my orders in 2024"
            return _only(tools, ("get_invoices_by_customer_sorted_by_date",))
    rules = [
        ("get_customer_profile", profile),
        ("get_invoice_line_items_sorted_by_price", PRICEY.search(text) is not None),
        # "latest", "history" ... or a month or year: "a purchase in June 2024"
        ("get_invoices_by_customer_sorted_by_date", BY_DATE.search(text) or period(asked)),
    ]
    hits = [name for name, hit in rules if hit]
    return _only(tools, hits[:1]) if len(hits) == 1 else list(tools)


def _titles(question: str, mentions: Sequence[Mention]) -> list[str]:
    artists = [fold(m.name) for m in mentions if m.kind in ("artist", "genre")]
    titles = [m.name for m in mentions if m.kind == "track"] + quoted_phrases(question)
    return [t for t in dict.fromkeys(titles) if fold(t) not in artists]


def _albums_and_a_song(question: str, mentions: Sequence[Mention]) -> bool:
    """Two catalog questions in one: an artist's albums, and whether a song is sold."""
    artists = [m for m in mentions if m.kind == "artist"]
    wanted = NOT_THING.sub(" ", fold(question))  # not "not their albums"
    return bool(artists and _titles(question, mentions) and ALBUM.search(wanted))


def required(specialist: str, question: str, mentions: Sequence[Mention] = ()) -> tuple[str, ...]:
    """Tools the message needs every one of before it is answered (a two-part question)."""
    if specialist == "catalog" and _albums_and_a_song(question, mentions):
        return ("get_albums_by_artist", "check_for_songs")
    return ()


def narrow(
    specialist: str,
    question: str,
    tools: Sequence[dict[str, Any]],
    mentions: Sequence[Mention] = (),
) -> list[dict[str, Any]]:
    """The tool descriptions ``specialist`` may choose from for ``question``."""
    if specialist == "catalog":
        return narrow_catalog(question, mentions, tools)
    if specialist == "invoice":
        return narrow_invoice(question, tools, mentions)
    if specialist == "data" and (listed := listed_numbers(question)) is not None:
        # the one list the message writes out is what the statistic is of (agents.ground)
        value = [int(n) if n.is_integer() else n for n in listed]
        return [_pin_value(t, "numbers", value) for t in tools]
    return list(tools)


def _pin_value(tool: dict[str, Any], arg: str, value: Any) -> dict[str, Any]:
    """``tool`` with argument ``arg`` fixed to ``value`` (the grammar writes it in one go);
    for an id argument, ``value`` is the list of ids it may take."""
    if arg not in tool["args"].get("properties", {}):
        return tool
    pinned = copy.deepcopy(tool)
    allowed = list(dict.fromkeys(value)) if arg.endswith("_id") else [value]
    pinned["args"]["properties"][arg] = {"enum": allowed}
    return pinned
