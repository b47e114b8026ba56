"""Staff accounts, sign-in throttling and sessions (support.staff, support.throttle).

Real SQLite through SQLAlchemy; time comes from a hand-driven clock so back-off, lockout and
session expiry are tested without sleeping.
"""

from __future__ import annotations

import threading

import pytest
from sqlalchemy import create_engine, text

from db.schema import metadata
from settings import Settings, SettingsError
from support import staff as staff_mod
from support.staff import (
    ADMIN_ACCOUNT,
    SignedOut,
    Staff,
    check_password,
    hash_password,
    parse_accounts,
)
from support.throttle import Limits

CLIENT = "203.0.113.7"
SMALL = Limits(free=2, base_delay_s=1.0, max_delay_s=8.0, lockout_after=5, lockout_s=60.0)
GLOBAL = Limits(free=6, base_delay_s=1.0, max_delay_s=4.0, lockout_after=None, lockout_s=0.0)


class Clock:
    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def engine(tmp_path):
    # Just the app tables in a real SQLite file (no catalog needed for staff sign-in).
    eng = create_engine(
        f"sqlite:///{tmp_path / 'store.sqlite'}",
        connect_args={"check_same_thread": False, "timeout": 30},
    )
    metadata.create_all(eng)
    yield eng
    eng.dispose()


@pytest.fixture
def clock():
    return Clock()


def make_staff(engine, clock, users="alice:correct-horse,bob:battery-staple", password=None):
    settings = Settings(admin_users=users, admin_password=password, admin_session_minutes=30)
    return Staff.from_settings(
        engine, settings, client_limits=SMALL, global_limits=GLOBAL, clock=clock
    )


def rows(engine, sql, **params):
    with engine.connect() as conn:
        return [dict(r) for r in conn.execute(text(sql), params).mappings()]


def sign_in_events(engine):
    return rows(engine, "SELECT * FROM audit_log WHERE event = 'staff_sign_in' ORDER BY id")


# ---------------------------------------------------------------- accounts


def test_parse_accounts_reads_names_and_passwords():
    accounts = parse_accounts("alice:correct-horse, Bob:pass:with:colons", None)
    assert accounts == {"alice": "correct-horse", "bob": "pass:with:colons"}
    assert parse_accounts(None, "s3cret") == {ADMIN_ACCOUNT: "s3cret"}
    both = parse_accounts("alice:correct-horse", "s3cret")
    assert both == {"alice": "correct-horse", ADMIN_ACCOUNT: "s3cret"}
    assert parse_accounts(None, None) == {}


@pytest.mark.parametrize(
    ("users", "password", "needle"),
    [
        ("alice", None, "name:password"),
        ("alice:", None, "empty password"),
        (":longenough", None, "name"),
        ("al ice:longenough", None, "name"),
        ("alice:short", None, "at least 8"),
        ("alice:longenough,ALICE:otherlong1", None, "twice"),
        ("admin:longenough", "s3cret", "ADMIN_PASSWORD"),
        ("alice:longenough,,", None, "empty entry"),
    ],
)
def test_parse_accounts_rejects_malformed_values_without_echoing_passwords(users, password, needle):
    with pytest.raises(SettingsError, match="ADMIN_USERS") as err:
        parse_accounts(users, password)
    assert needle in str(err.value)
    for secret in ("longenough", "otherlong1", "short", "s3cret"):
        assert secret not in str(err.value)


def test_start_up_check_names_the_accounts_or_fails_fast():
    from agents.admin import check_accounts

    assert check_accounts(Settings(admin_users="bob:longenough", admin_password="x")) == (
        "admin",
        "bob",
    )
    with pytest.raises(SettingsError, match="ADMIN_USERS entry 1"):
        check_accounts(Settings(admin_users="bob"))


def test_password_hashes_are_salted_and_checked():
    one, two = hash_password("correct-horse"), hash_password("correct-horse")
    assert one != two and "correct-horse" not in one
    assert check_password("correct-horse", one) and check_password("correct-horse", two)
    assert not check_password("correct-horsf", one)
    assert not check_password("correct-horse", "garbage")


def test_staff_keeps_no_plaintext_password(engine, clock, tmp_path):
    desk = make_staff(engine, clock)
    assert "correct-horse" not in repr(vars(desk))
    assert desk.sign_in("alice", "correct-horse", CLIENT).ok
    engine.dispose()
    stored = b"".join(f.read_bytes() for f in tmp_path.iterdir() if f.is_file())
    assert b"correct-horse" not in stored and b"battery-staple" not in stored


def test_from_settings_is_none_without_any_account(engine, clock):
    assert Staff.from_settings(engine, Settings(), clock=clock) is None


# ---------------------------------------------------------------- sign-in and sessions


def test_right_password_signs_in_with_a_session_naming_the_account(engine, clock):
    desk = make_staff(engine, clock)
    result = desk.sign_in("Alice", "correct-horse", CLIENT)
    assert result.ok and result.staff == "alice" and len(result.token) >= 40
    assert desk.session(result.token).staff == "alice"
    [event] = sign_in_events(engine)
    assert event["actor"] == "alice" and '"ok"' in event["detail"]
    stored = rows(engine, "SELECT * FROM staff_sessions")
    assert len(stored) == 1 and result.token not in repr(stored)  # only its hash is kept


def test_admin_password_alone_is_the_admin_account(engine, clock):
    desk = make_staff(engine, clock, users=None, password="s3cret")
    assert not desk.sign_in("alice", "s3cret", CLIENT).ok  # a free-text name is not an identity
    result = desk.sign_in("admin", "s3cret", CLIENT)
    assert result.ok and desk.session(result.token).staff == ADMIN_ACCOUNT


def test_wrong_name_and_wrong_password_get_the_same_answer(engine, clock):
    desk = make_staff(engine, clock)
    unknown = desk.sign_in("mallory", "correct-horse", CLIENT)
    wrong = desk.sign_in("alice", "nope-nope", CLIENT)
    assert not unknown.ok and not wrong.ok and unknown.message == wrong.message
    assert unknown.token is None and wrong.token is None


@pytest.mark.parametrize("bad", [None, 5, ["alice"], {"a": 1}, "x" * 10_000])
def test_odd_inputs_are_a_counted_failure_not_a_crash(engine, clock, bad):
    desk = make_staff(engine, clock)
    assert not desk.sign_in(bad, bad, CLIENT).ok
    assert len(sign_in_events(engine)) == 1


def test_session_expires_after_the_setting(engine, clock):
    desk = make_staff(engine, clock)
    token = desk.sign_in("alice", "correct-horse", CLIENT).token
    clock.advance(29 * 60)
    assert desk.session(token).staff == "alice"
    clock.advance(61)
    with pytest.raises(SignedOut, match="expired"):
        desk.session(token)


def test_sign_out_ends_the_session_and_is_audited(engine, clock):
    desk = make_staff(engine, clock)
    token = desk.sign_in("alice", "correct-horse", CLIENT).token
    other = desk.sign_in("bob", "battery-staple", CLIENT).token
    assert desk.sign_out(token) == "alice"
    with pytest.raises(SignedOut):
        desk.session(token)
    assert desk.session(other).staff == "bob"  # only that session ended
    assert rows(engine, "SELECT actor FROM audit_log WHERE event = 'staff_sign_out'") == [
        {"actor": "alice"}
    ]
    assert desk.sign_out(token) is None  # twice: nothing to end


@pytest.mark.parametrize("token", [None, "", "forged", "x" * 43, 42, ["a"], "y" * 5000])
def test_forged_or_absent_tokens_are_refused(engine, clock, token):
    desk = make_staff(engine, clock)
    desk.sign_in("alice", "correct-horse", CLIENT)
    with pytest.raises(SignedOut):
        desk.session(token)


def test_sessions_survive_a_restart_but_not_their_expiry(engine, clock):
    token = make_staff(engine, clock).sign_in("alice", "correct-horse", CLIENT).token
    restarted = make_staff(engine, clock)
    assert restarted.session(token).staff == "alice"


# ---------------------------------------------------------------- throttling


def test_back_off_then_lockout_even_for_the_right_password(engine, clock):
    desk = make_staff(engine, clock)
    outcomes = []
    for _ in range(2):  # SMALL.free: no wait yet
        outcomes.append(desk.sign_in("alice", "wrong-guess", CLIENT).outcome)
    assert outcomes == ["wrong", "wrong"]
    refused = desk.sign_in("alice", "wrong-guess", CLIENT)
    assert refused.outcome == "backoff" and refused.retry_after == pytest.approx(1.0)
    clock.advance(1.0)
    assert desk.sign_in("alice", "wrong-guess", CLIENT).outcome == "wrong"  # 3rd failure
    assert desk.sign_in("alice", "wrong-guess", CLIENT).retry_after == pytest.approx(2.0)
    clock.advance(2.0)
    assert desk.sign_in("alice", "wrong-guess", CLIENT).outcome == "wrong"  # 4th
    clock.advance(4.0)
    assert desk.sign_in("alice", "wrong-guess", CLIENT).outcome == "wrong"  # 5th: locks
    locked = desk.sign_in("alice", "correct-horse", CLIENT)
    assert locked.outcome == "locked" and not locked.ok and locked.token is None
    assert locked.retry_after == pytest.approx(60.0)
    clock.advance(59.0)
    assert desk.sign_in("alice", "correct-horse", CLIENT).outcome == "locked"
    clock.advance(1.0)
    assert desk.sign_in("alice", "correct-horse", CLIENT).ok
    events = sign_in_events(engine)
    assert len(events) == 10  # every attempt, refused ones included
    assert sum('"locked"' in e["detail"] for e in events) == 2


def test_other_clients_are_not_locked_by_one_client(engine, clock):
    desk = make_staff(engine, clock)
    for _ in range(3):
        desk.sign_in("alice", "wrong-guess", CLIENT)
    assert desk.sign_in("alice", "correct-horse", "198.51.100.1").ok


def test_success_resets_the_clients_count(engine, clock):
    desk = make_staff(engine, clock)
    desk.sign_in("alice", "wrong-guess", CLIENT)
    desk.sign_in("alice", "wrong-guess", CLIENT)
    assert desk.sign_in("alice", "correct-horse", "198.51.100.1").ok
    clock.advance(1.0)
    assert desk.sign_in("alice", "correct-horse", CLIENT).ok
    assert desk.sign_in("alice", "wrong-guess", CLIENT).outcome == "wrong"
    assert desk.sign_in("alice", "wrong-guess", CLIENT).outcome == "wrong"  # free again


def test_rotating_clients_hit_the_global_limit(engine, clock):
    desk = make_staff(engine, clock)
    outcomes = [
        desk.sign_in("alice", "wrong-guess", f"198.51.100.{i}").outcome for i in range(1, 41)
    ]
    assert outcomes[: GLOBAL.free] == ["wrong"] * GLOBAL.free
    assert set(outcomes[GLOBAL.free :]) == {"busy"}
    clock.advance(1.0)
    assert desk.sign_in("alice", "wrong-guess", "198.51.100.99").outcome == "wrong"
    assert desk.sign_in("alice", "wrong-guess", "198.51.100.98").outcome == "busy"


def test_counters_survive_a_restart(engine, clock):
    desk = make_staff(engine, clock)
    for seconds in (0, 0, 1, 2, 4):
        clock.advance(seconds)
        desk.sign_in("alice", "wrong-guess", CLIENT)
    restarted = make_staff(engine, clock)
    assert restarted.sign_in("alice", "correct-horse", CLIENT).outcome == "locked"


def test_failures_are_forgotten_after_a_quiet_day(engine, clock):
    desk = make_staff(engine, clock)
    for _ in range(2):
        desk.sign_in("alice", "wrong-guess", CLIENT)
    clock.advance(SMALL.forget_s + 1)
    assert desk.sign_in("alice", "wrong-guess", CLIENT).outcome == "wrong"
    assert desk.sign_in("alice", "wrong-guess", CLIENT).outcome == "wrong"


def test_parallel_guesses_cannot_race_past_the_counter(engine, clock):
    desk = make_staff(engine, clock)
    barrier = threading.Barrier(12)
    outcomes: list[str] = []

    def guess(i: int) -> None:
        barrier.wait()
        outcomes.append(desk.sign_in("alice", f"guess-{i}", CLIENT).outcome)

    threads = [threading.Thread(target=guess, args=(i,)) for i in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert outcomes.count("wrong") == SMALL.free  # the rest wait, however they interleave
    assert len(sign_in_events(engine)) == 12


def test_a_failed_audit_write_stops_the_sign_in(engine, clock, monkeypatch):
    desk = make_staff(engine, clock)

    def broken(*_a, **_k):
        raise RuntimeError("disk full")

    monkeypatch.setattr(staff_mod, "write_audit", broken)
    with pytest.raises(RuntimeError, match="disk full"):
        desk.sign_in("alice", "correct-horse", CLIENT)
    assert rows(engine, "SELECT * FROM staff_sessions") == []
