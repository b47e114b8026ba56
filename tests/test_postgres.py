"""Postgres for state (``DATABASE_URL``): what only the Postgres backend does.

The storage tests that hold on both backends run on both (``pytest.mark.both_backends`` in
the tool, policy, refund and approval modules); here: ``norm()`` agrees with Python's
``normalize`` on every text in Chinook, start-up is idempotent and loads Chinook exactly once
even when several replicas start at the same moment, a database that is not ours is refused
rather than changed, tools return identical results on both backends, settings parse the URL,
and LangGraph's Postgres checkpointer continues a conversation in a second runtime.
"""

from __future__ import annotations

import json
import sqlite3
import threading

import pytest
from sqlalchemy import text

from agents.runtime import start
from db import StorageError, init_db, normalize
from db.catalog import EXPECTED_COUNTS, read_script
from db.postgres import make_engine as pg_engine
from llm.testing import ScriptedGenerate
from settings import Settings, SettingsError
from support import tickets
from tools import registry
from tools.base import ToolContext


def _chinook_texts() -> set[str]:
    src = sqlite3.connect(":memory:")
    src.executescript(read_script())
    found: set[str] = set()
    for (table,) in src.execute("SELECT name FROM sqlite_master WHERE type = 'table'"):
        for _cid, column, kind, *_ in src.execute(f'PRAGMA table_info("{table}")'):
            if "CHAR" in kind.upper():
                found |= {r[0] for r in src.execute(f'SELECT "{column}" FROM "{table}"') if r[0]}
    src.close()
    return found


def test_norm_matches_normalize_on_every_chinook_text(pg_database):
    engine = init_db(Settings(database_url=pg_database()))
    texts = sorted(_chinook_texts() | {"Straße", "ΣΊΣΥΦΟΣ", "Beyoncé", "AC/DC", "Guns N' Roses"})
    assert len(texts) > 5000
    try:
        with engine.connect() as conn:
            got = conn.execute(
                text("SELECT t, norm(t) FROM unnest(CAST(:texts AS text[])) AS t"),
                {"texts": texts},
            ).all()
    finally:
        engine.dispose()
    wrong = [(t, n, normalize(t)) for t, n in got if n != normalize(t)]
    assert len(got) == len(texts) and not wrong, wrong[:10]


def test_start_up_is_idempotent(pg_server):
    url = pg_server.create_database("idempotent")
    try:
        for _ in range(2):
            engine = init_db(Settings(database_url=url))
            with engine.connect() as conn:
                counts = {
                    t: conn.execute(text(f"SELECT count(*) FROM {t}")).scalar_one()
                    for t in EXPECTED_COUNTS
                }
                markers = conn.execute(text("SELECT count(*) FROM catalog_meta")).scalar_one()
            engine.dispose()
            assert counts == EXPECTED_COUNTS and markers == 1
    finally:
        pg_server.drop_database("idempotent")


def test_replicas_starting_together_load_chinook_once(pg_server):
    """Six starts at the same moment on an empty database: one load, no errors."""
    url = pg_server.create_database("racing")
    barrier, results = threading.Barrier(6), []

    def boot() -> None:
        barrier.wait()
        try:
            engine = init_db(Settings(database_url=url))
            engine.dispose()
            results.append("ok")
        except Exception as exc:  # noqa: BLE001 - collected and asserted below
            results.append(exc)

    threads = [threading.Thread(target=boot) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    try:
        assert results == ["ok"] * 6, results
        engine = init_db(Settings(database_url=url))
        with engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM Track")).scalar_one() == 3503
            assert conn.execute(text("SELECT count(*) FROM catalog_meta")).scalar_one() == 1
            assert conn.execute(text("SELECT count(*) FROM policy_rules")).scalar_one() == 0
        engine.dispose()
    finally:
        pg_server.drop_database("racing")


def test_foreign_tables_under_chinook_names_are_refused_not_replaced(pg_server):
    url = pg_server.create_database("foreign")
    try:
        pg_server.execute("CREATE TABLE album (id int); INSERT INTO album VALUES (7)", "foreign")
        with pytest.raises(StorageError, match="Album exist without Chinook's completion"):
            init_db(Settings(database_url=url))
        engine = pg_engine(url)
        with engine.connect() as conn:
            assert conn.execute(text("SELECT id FROM album")).scalar_one() == 7
        engine.dispose()
    finally:
        pg_server.drop_database("foreign")


def test_a_lost_records_table_stops_start_up(pg_database):
    url = pg_database()
    with pytest.raises(StorageError, match="refunds"):
        engine = init_db(Settings(database_url=url))
        with engine.begin() as conn:
            conn.execute(text("DROP TABLE refund_lines"))
            conn.execute(text("DROP TABLE refunds"))
        engine.dispose()
        init_db(Settings(database_url=url))


def test_an_unreachable_server_names_database_url_without_the_password(pg_server):
    url = f"postgresql+psycopg://app:hunter22@127.0.0.1:{pg_server.port + 1}/nowhere"
    with pytest.raises(StorageError) as err:
        init_db(Settings(database_url=url))
    assert "DATABASE_URL" in str(err.value) and "hunter22" not in str(err.value)
    assert f"127.0.0.1:{pg_server.port + 1}/nowhere" in str(err.value)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("postgresql+psycopg://u@h/db", "postgresql+psycopg://u@h/db"),
        ("postgresql://u:p@h:5433/db", "postgresql+psycopg://u:p@h:5433/db"),
        ("postgres://u@h/db", "postgresql+psycopg://u@h/db"),
    ],
)
def test_database_url_setting(raw, expected):
    assert Settings.from_env({"DATABASE_URL": raw}).database_url == expected
    assert Settings.from_env({}).database_url is None


@pytest.mark.parametrize("raw", ["mysql://u@h/db", "sqlite:///x.db", "not a url"])
def test_database_url_of_another_kind_is_refused(raw):
    with pytest.raises(SettingsError, match="DATABASE_URL"):
        Settings.from_env({"DATABASE_URL": raw})


CALLS = [  # (tool, args, customer): read tools, answers compared across backends
    ("get_albums_by_artist", {"artist": "ac/dc"}, None),
    ("get_albums_by_artist", {"artist": "beyonce"}, None),
    ("get_tracks_by_artist", {"artist": "Antonio Carlos Jobim"}, None),
    ("get_songs_by_genre", {"genre": "bossa nova"}, None),
    ("check_for_songs", {"song_title": "black dog"}, None),
    ("get_track_details", {"track_id": 1}, None),
    ("list_genres", {}, None),
    ("get_playlists", {}, None),
    ("get_playlist_tracks", {"playlist_id": 3}, None),
    ("get_invoices_by_customer_sorted_by_date", {}, 5),
    ("get_invoice_line_items_sorted_by_price", {}, 5),
    ("get_invoice_line_items", {"invoice_id": 361}, 5),
    ("get_employee_by_invoice_and_customer", {"invoice_id": 361}, 5),
    ("get_customer_profile", {}, 12),
]


def test_tools_answer_the_same_on_both_backends(engine, db_settings, pg_database):
    """Dates as text, prices as numbers, accents folded: the model sees the same JSON."""
    pg = init_db(Settings(database_url=pg_database()))
    tools = registry()
    compared = 0
    try:
        for name, args, customer in CALLS:
            tool = tools.get(name)
            if tool is None:
                continue  # renamed since: the others still compare
            on_sqlite = tool.call(
                args, ToolContext(engine=engine, settings=db_settings, customer_id=customer)
            ).as_json()
            on_pg = tool.call(
                args, ToolContext(engine=pg, settings=db_settings, customer_id=customer)
            ).as_json()
            assert "error" not in on_sqlite, (name, on_sqlite)
            assert json.dumps(on_pg, sort_keys=True) == json.dumps(on_sqlite, sort_keys=True), name
            compared += 1
    finally:
        pg.dispose()
    assert compared >= 10


def test_a_conversation_continues_in_a_second_runtime(pg_database, tmp_path):
    """PostgresSaver: the verification question asked by one runtime is answered in another."""
    settings = Settings(data_dir=tmp_path, database_url=pg_database())
    fake = ScriptedGenerate()
    # the route only: the lookup's step and the answer (the latest invoice) are code's
    fake.add({"route": ["invoice"], "reason": "account"})
    first = start(settings, fake, fake.stream)
    try:
        token = first.conversations.open()
        thread = first.conversations.thread_of(token)
        assert first.conversations.ask(thread, "Show me my latest invoice").paused
    finally:
        first.close()
    second = start(settings, fake, fake.stream)
    try:
        assert second.conversations.thread_of(token) == thread  # the token lives in Postgres
        turn = second.conversations.ask(thread, "I'm customer 5, email frantisekw@jetbrains.com")
        assert turn.verified and not turn.paused
        assert turn.answer.startswith("Your latest invoice:\n\n- Invoice #361 ·")
        assert second.conversations.state(thread)["customer_id"] == 5
    finally:
        second.close()
    fake.assert_consumed()


def test_a_postgres_conversation_keeps_one_checkpoint(pg_database, tmp_path):
    """Older checkpoints are pruned on Postgres as on SQLite; every message stays."""
    settings = Settings(data_dir=tmp_path, database_url=pg_database())
    fake = ScriptedGenerate()
    for _ in range(4):
        fake.add({"route": ["finish"], "reason": "chat"})  # code writes the scope reply
    runtime = start(settings, fake, fake.stream)
    try:
        thread = runtime.conversations.thread_of(runtime.conversations.open())
        for i in range(4):
            runtime.conversations.ask(thread, f"question number {i} about nothing in particular")
        saver = runtime.conversations.graph.checkpointer
        with saver._cursor() as cur:  # the saver's own connection pool
            cur.execute("SELECT count(*) AS n FROM checkpoints WHERE thread_id = %s", (thread,))
            rows = cur.fetchone()["n"]
        assert rows == 1
        assert len(runtime.conversations.messages(thread)) == 8
    finally:
        runtime.close()
    fake.assert_consumed()


@pytest.mark.both_backends
def test_one_open_ticket_per_conversation_and_kind(fresh):
    """The ticket de-duplication query, with and without a conversation, on both backends."""
    engine, _settings = fresh
    first = tickets.open_ticket(engine, "thread-1", 5, "asked for a human", "human_request", "hi")
    assert tickets.open_ticket(engine, "thread-1", 5, "again", "human_request", "hi") == first
    anonymous = tickets.open_ticket(engine, None, None, "shouting", "anger", "GRR")
    assert tickets.open_ticket(engine, None, None, "more", "anger", "GRR") == anonymous != first
    assert {t["id"] for t in tickets.list_tickets(engine)} == {first, anonymous}
    assert tickets.close_ticket(engine, first, "alice")
    assert not tickets.close_ticket(engine, first, "bob")
    reopened = tickets.open_ticket(engine, "thread-1", 5, "back", "human_request", "hi")
    assert reopened not in (first, anonymous)
