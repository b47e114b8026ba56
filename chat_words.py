"""Each step of a turn in the customer's words ("Looked up your invoices"), not a function's.

The agent names a step for developers: ``Catalog · get_albums_by_artist(artist='AC/DC')``
(``agents.specialist.call_label``), and that is what ``chat_trace`` returns and the audit
keeps. A customer reading the chat does not know what a function is, so the chat shows a
sentence instead ("Searched the catalog for albums by AC/DC"), and keeps the call and its
result under the step's toggle for whoever wants them. The sentences are data (``TOOL_WORDS``,
one line per tool), filled from the call's arguments; a tool without a line still gets a
plain sentence from its specialist (``AREA``), never its function name.

The arguments come from the step's label, read back with ``ast`` (the label writes each value
with ``repr``, so it reads back exactly): the progress events carry the tool's name but not
its arguments. ``tests/test_chat_words.py`` pins the reading against ``call_label`` itself,
so a change of the label's format fails a test instead of showing the raw call.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Any

from support.text import cut

# tool -> (what it did, what it is doing); {name} is the call's argument of that name
TOOL_WORDS: dict[str, tuple[str, str]] = {
    "get_albums_by_artist": (
        "Searched the catalog for albums by {artist}",
        "Searching the catalog for albums by {artist}",
    ),
    "get_tracks_by_artist": (
        "Searched the catalog for songs by {artist}",
        "Searching the catalog for songs by {artist}",
    ),
    "get_songs_by_genre": ("Looked up {genre} songs", "Looking up {genre} songs"),
    "check_for_songs": (
        'Searched the catalog for "{song_title}"',
        'Searching the catalog for "{song_title}"',
    ),
    "get_track_details": ("Looked up a song's details", "Looking up a song's details"),
    "get_album_tracks": ("Looked up the songs on {album}", "Looking up the songs on {album}"),
    "get_catalog_counts": ("Counted what the catalog holds", "Counting what the catalog holds"),
    "list_genres": ("Listed the genres", "Listing the genres"),
    "get_playlists": ("Listed the playlists", "Listing the playlists"),
    "get_playlist_tracks": ("Looked up a playlist's songs", "Looking up a playlist's songs"),
    "get_invoices_by_customer_sorted_by_date": (
        "Looked up your invoices",
        "Looking up your invoices",
    ),
    "get_invoice_line_items_sorted_by_price": (
        "Looked up everything you bought",
        "Looking up everything you bought",
    ),
    "get_employee_by_invoice_and_customer": (
        "Looked up your support contact",
        "Looking up your support contact",
    ),
    "get_invoice_line_items": (
        "Looked up what is on invoice #{invoice_id}",
        "Looking up what is on invoice #{invoice_id}",
    ),
    "get_customer_profile": ("Looked up your account details", "Looking up your account details"),
    "request_refund": (
        "Checked a refund for invoice #{invoice_id} against the store's rules",
        "Checking a refund for invoice #{invoice_id} against the store's rules",
    ),
    "web_search": ('Searched the web for "{query}"', 'Searching the web for "{query}"'),
    "run_python": ("Ran a calculation", "Running a calculation"),
    "summary_stats": ("Worked out the statistics", "Working out the statistics"),
    "search_store_policies": ("Read the store's policies", "Reading the store's policies"),
}

# specialist -> where it looks, as a customer would say it
AREA: dict[str, str] = {
    "catalog": "the music catalog",
    "invoice": "your account",
    "search": "the web",
    "code": "a calculation",
    "data": "the numbers",
    "help": "the store's policies",
}

ARG_CHARS = 60  # an argument quoted in a sentence
_LABEL = re.compile(r"(?P<area>\w+) · (?P<tool>\w+)\((?P<args>.*)\)", re.DOTALL)


def parse_call(label: str) -> tuple[str, dict[str, Any]] | None:
    """``(tool, args)`` from a step's label (``Catalog · tool(a='x', n=2)``), or ``None`` when
    the label is not a tool call (or its arguments do not read back)."""
    match = _LABEL.fullmatch(label.strip())
    if match is None:
        return None
    try:
        call = ast.parse(f"f({match['args']})", mode="eval").body
        if not isinstance(call, ast.Call) or call.args:
            return None
        args = {k.arg: ast.literal_eval(k.value) for k in call.keywords if k.arg}
    except (SyntaxError, ValueError, TypeError, MemoryError, RecursionError):
        return None
    return match["tool"], args


def _area_of(label: str) -> str:
    head = label.split(" · ", 1)[0].strip().lower()
    return AREA.get(head, "the store's records")


def call_sentence(tool: str, args: dict[str, Any], running: bool = False, area: str = "") -> str:
    """What a call did (or, ``running``, is doing), in the customer's words."""
    where = area or "the store's records"
    generic = f"Looking something up in {where}" if running else f"Looked something up in {where}"
    words = TOOL_WORDS.get(tool)
    if words is None:
        return generic
    shown = {k: cut(" ".join(str(v).split()), ARG_CHARS) for k, v in args.items()}
    try:
        return (words[1] if running else words[0]).format_map(shown)
    except (KeyError, IndexError, ValueError):  # an argument the call left out
        return generic


def code_of(tool: str, args: dict[str, Any]) -> str:
    """The call as a developer reads it: ``tool(a='x')`` (the label without its area)."""
    return f"{tool}({', '.join(f'{k}={v!r}' for k, v in args.items())})"


def running_title(kind: str, title: str) -> str:
    """A step that has started (``agents.events.StartEvent``), in the customer's words."""
    parsed = parse_call(title)
    if parsed is not None:
        return call_sentence(*parsed, running=True, area=_area_of(title)) + "…"
    if kind == "route":
        return "Reading your question…"
    if kind in AREA and "choosing" in title:
        return f"Deciding what to look up in {AREA[kind]}…"
    return title  # already a sentence ("Verifying your details…", "Writing the answer…")


def plan_title(plan: list[str]) -> str:
    """The manager's plan: where the assistant will look."""
    places = [AREA.get(p, p) for p in dict.fromkeys(plan)]
    if not places:
        return "Read your question"
    return "Read your question: looking in " + ", then ".join(places)


_FIXED: dict[str, str] = {  # other steps' titles (agents/) -> the customer's words
    "Verification": "Checked your details",
    "Staff decision": "A staff member decided",
}


# tool -> what the customer reads when this deployment lacks what it needs (a missing key)
NOT_AVAILABLE: dict[str, str] = {"web_search": "Web search is not available here"}


def _not_configured(body: str) -> bool:
    """Whether a step's result is the failure of a tool this deployment cannot run."""
    try:
        data = json.loads(body)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("kind") == "not_configured"


def done_title(title: str, error: bool, body: str = "") -> str:
    """A finished step (``agents.events.StepEvent``), in the customer's words; a step that
    failed says so, and a tool this deployment cannot run (``body``: its result) says that."""
    parsed = parse_call(title)
    if parsed is not None and error and _not_configured(body):
        words = NOT_AVAILABLE.get(parsed[0])
        return f"⚠ {words or call_sentence(*parsed, area=_area_of(title)) + ': not available here'}"
    if parsed is not None:
        sentence = call_sentence(*parsed, area=_area_of(title))
    elif title == "Verification" and error:
        return "⚠ Could not verify your details"
    elif title in _FIXED:
        sentence = _FIXED[title]
    elif " · " in title and title.split(" · ", 1)[0].lower() in AREA:  # "Catalog · model error"
        sentence = f"Something went wrong while looking in {_area_of(title)}"
    elif title.startswith("Manager · "):
        sentence = "Could not work out how to help with that"
    else:
        sentence = title  # already a sentence ("Escalated to a human · ticket #3")
    if error:
        return f"⚠ {sentence} (it did not work)" if parsed else f"⚠ {sentence}"
    return sentence
