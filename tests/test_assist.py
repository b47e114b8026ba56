"""agents.assist: ASSIST=full|guard|off, and what each mode leaves to the model."""

from __future__ import annotations

import uuid

import pytest

from agents.assist import assist, default_mode, for_settings, model_size_b
from settings import Settings, SettingsError


def test_each_mode_keeps_its_rules():
    full, guard, off = assist("full"), assist("guard"), assist("off")
    assert all([full.read, full.route, full.narrow, full.pick, full.write])
    assert full.ground_ids and full.check_facts
    assert not any([guard.read, guard.route, guard.narrow, guard.pick, guard.write])
    assert guard.ground_ids and guard.check_facts  # the safety parts stay
    assert not any([off.ground_ids, off.check_facts, off.narrow, off.write])
    with pytest.raises(ValueError, match="choose one of full, guard, off"):
        assist("some")


@pytest.mark.parametrize(
    ("name", "size"),
    [("Qwen/Qwen2.5-3B-Instruct", 3.0), ("offline-0.5b", 0.5), ("qwen2.5-1.5b-instruct-q4.gguf", 1.5),
     ("Qwen/Qwen2.5-14B-Instruct", 14.0), ("my-local-model", None), ("qwen", None)],
)  # fmt: skip
def test_model_size_from_its_name(name, size):
    assert model_size_b(name) == size


def test_the_default_follows_the_model_size():
    assert default_mode(Settings()) == "full"  # the offline 0.5B pack
    assert default_mode(Settings(offline_model="1.5b")) == "full"
    assert default_mode(Settings(model_id="Qwen/Qwen2.5-3B-Instruct")) == "guard"
    assert default_mode(Settings(model_id="/models/mine")) == "full"  # size unknown
    assert for_settings(Settings(model_id="Qwen/Qwen2.5-7B-Instruct", assist="full")).narrow


def test_assist_from_the_environment(monkeypatch):
    monkeypatch.setenv("ASSIST", "Guard")
    assert Settings.from_env().assist == "guard"
    monkeypatch.setenv("ASSIST", "most")
    with pytest.raises(SettingsError, match="ASSIST='most'"):
        Settings.from_env()
    monkeypatch.delenv("ASSIST")
    assert Settings.from_env().assist is None


QUEEN = [{"route": ["catalog"], "reason": "albums"}]


def test_full_narrows_and_writes_the_list_by_code(make_chat):
    chat, fake = make_chat(QUEEN, assist="full")
    turn = chat.ask(uuid.uuid4().hex, "Which Queen albums do you sell?")
    assert turn.answer.startswith("We have 3 albums by Queen")
    assert len(fake.calls) == 1  # the route only: code made the call and wrote the list


def test_guard_leaves_the_tools_and_the_answer_to_the_model(make_chat):
    call = {"tool": "get_albums_by_artist", "args": {"artist": "Queen"}, "then": "answer"}
    chat, fake = make_chat([*QUEEN, call, "We have Greatest Hits I and II."], assist="guard")
    turn = chat.ask(uuid.uuid4().hex, "Which Queen albums do you sell?")
    assert turn.answer == "We have Greatest Hits I and II."
    offered = fake.calls[1].messages[0]["content"]  # the specialist saw all its tools
    assert "get_songs_by_genre" in offered and "check_for_songs" in offered


def test_guard_still_refuses_an_id_from_nowhere_and_off_does_not(make_chat, engine):
    from sqlalchemy import text

    with engine.connect() as conn:
        name = {
            i: conn.execute(text("SELECT Name FROM Track WHERE TrackId = :i"), {"i": i}).scalar()
            for i in (3, 98)
        }
    asked = "Who composed track 3?"
    route = {"route": ["catalog"], "reason": "track"}
    invented = {"tool": "get_track_details", "args": {"track_id": 98}, "then": "answer"}
    right = {"tool": "get_track_details", "args": {"track_id": 3}, "then": "answer"}
    chat, fake = make_chat([route, invented, right, "Here it is."], assist="guard")
    chat.ask(uuid.uuid4().hex, asked)
    facts = fake.calls[-1].messages[-1]["content"]  # finalize's facts
    assert name[3] in facts and name[98] not in facts  # 98 was refused, 3 was looked up
    chat, fake = make_chat([route, invented, "Here it is."], assist="off")
    chat.ask(uuid.uuid4().hex, asked)
    assert name[98] in fake.calls[-1].messages[-1]["content"]  # the model alone: 98 ran
