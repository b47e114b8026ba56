"""Per-customer music preferences in a persistent LangGraph store, merge-only.

Preferences are taken by code from the catalog lookups a verified customer makes (the
artists and genres that were found) — no extra model call. Merging is a set union, so an
empty extraction never erases what was remembered.
"""

from __future__ import annotations

from langgraph.store.base import BaseStore

from agents.report import Call

KEY = "music"
MAX_ITEMS = 20


def _namespace(customer_id: int) -> tuple[str, str]:
    return ("preferences", str(customer_id))


def load_preferences(store: BaseStore | None, customer_id: int | None) -> dict[str, list[str]]:
    if store is None or customer_id is None:
        return {"artists": [], "genres": []}
    item = store.get(_namespace(customer_id), KEY)
    value = item.value if item else {}
    return {"artists": list(value.get("artists", [])), "genres": list(value.get("genres", []))}


def merge_preferences(
    store: BaseStore | None, customer_id: int | None, artists: list[str], genres: list[str]
) -> dict[str, list[str]]:
    """Union ``artists``/``genres`` into the stored preferences; returns the merged value."""
    current = load_preferences(store, customer_id)
    if store is None or customer_id is None or not (artists or genres):
        return current
    merged = {
        "artists": list(dict.fromkeys(current["artists"] + artists))[-MAX_ITEMS:],
        "genres": list(dict.fromkeys(current["genres"] + genres))[-MAX_ITEMS:],
    }
    if merged != current:
        store.put(_namespace(customer_id), KEY, merged)
    return merged


def preferences_from_calls(calls: list[Call]) -> tuple[list[str], list[str]]:
    """Artists and genres named in successful catalog lookups (canonical names from results)."""
    artists: list[str] = []
    genres: list[str] = []
    for call in calls:
        if not call.result.ok or not call.result.data.get("found"):
            continue
        data, rows = call.result.data, call.result.rows
        if call.tool in ("get_albums_by_artist", "get_tracks_by_artist"):
            names = data.get("artists") or sorted(
                {r.get("artist") for r in rows if r.get("artist")}
            )
            artists += [n for n in names if isinstance(n, str)]
        elif call.tool == "get_songs_by_genre":
            names = data.get("genres") or sorted({r.get("genre") for r in rows if r.get("genre")})
            genres += [n for n in names if isinstance(n, str)]
    return artists, genres


def describe(prefs: dict[str, list[str]]) -> str:
    parts = []
    if prefs["artists"]:
        parts.append("likes artists " + ", ".join(prefs["artists"][-5:]))
    if prefs["genres"]:
        parts.append("likes genres " + ", ".join(prefs["genres"][-5:]))
    return "; ".join(parts)
