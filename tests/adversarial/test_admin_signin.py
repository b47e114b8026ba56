"""Finding 7: staff sign-in cannot be brute-forced, sessions end, identity is the account, and
the session is an HttpOnly cookie, not the Gradio session hash (issue 21, item 7).

Before the first fix the private ``sign_in`` event answered 200 guesses by ``fn_index`` in 11 s
with no delay, no lockout and no audit row; a signed-in page stayed signed in forever; and the
staff name recorded with a decision was whatever was typed in a text box. Before the second,
the signed-in token sat in a ``gr.State`` keyed by the tab's ``session_hash``, which page
scripts can read and every ``queue/join`` body carries: whoever learned it acted as staff.

The real app runs over a scripted model with a hand-driven clock injected into its staff desk,
so back-off, lockout and expiry are tested without sleeping. Staff sign in as the page's
script does (a JSON POST to ``STAFF_SIGN_IN`` answered with ``Set-Cookie``); events are raw
``queue/join`` requests with a session hash we choose, sent with or without that cookie.
"""

from __future__ import annotations

import json
import time
from http.cookies import SimpleCookie
from typing import Any

import httpx
import pytest
from sqlalchemy import text

from llm.testing import ScriptedGenerate
from tests.adversarial.conftest import fn_index
from tests.app_process import (
    STAFF_COOKIE,
    STAFF_SIGN_IN,
    STAFF_SIGN_OUT,
    queue_event,
    staff_sign_in,
)
from tests.conftest import free_port

NAME, PASSWORD = "alice", "correct-horse"
SIGN_INS = "SELECT * FROM audit_log WHERE event = 'staff_sign_in'"
FILTERS = ["audit_log", "", ""]
NO_COOKIES = httpx.Cookies()


class Clock:
    def __init__(self) -> None:
        self.now = 2_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


class Server:
    """The running app, its database and clock, and raw calls into it.

    ``jars`` keeps each tab's cookies, as a browser does: a tab that signed in sends its
    session cookie with every later request; any other client sends none.
    """

    def __init__(self, url: str, demo: Any, engine: Any, clock: Clock, settings: Any) -> None:
        self.url, self.demo, self.engine, self.clock, self.settings = (
            url,
            demo,
            engine,
            clock,
            settings,
        )
        self.jars: dict[str, httpx.Cookies] = {}

    def client(
        self,
        source: str | None = None,
        headers: dict[str, str] | None = None,
        cookies: httpx.Cookies | None = None,
    ) -> httpx.Client:
        transport = httpx.HTTPTransport(local_address=source) if source else None
        return httpx.Client(
            base_url=self.url, timeout=30, transport=transport, headers=headers, cookies=cookies
        )

    def call(
        self,
        fn: str,
        data: list[Any],
        tab: str,
        cookies: httpx.Cookies | None = None,
        headers: dict[str, str] | None = None,
    ) -> str:
        """One event by fn_index in browser session ``tab``, sending ``cookies`` (by default
        the tab's own); its outputs as JSON text."""
        jar = self.jars.get(tab) if cookies is None else cookies
        with self.client(headers=headers, cookies=jar) as http:
            found = queue_event(http, fn_index(self.demo, fn), data, tab)
        if found is None:
            raise AssertionError("no result")
        return json.dumps(found)

    def sign_in(
        self,
        tab: str,
        name: str,
        password: str,
        source: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> httpx.Response:
        """Sign in from ``tab`` the way the page's script does; the tab keeps any cookie."""
        with self.client(source, headers) as http:
            answer = staff_sign_in(http, name, password)
            if STAFF_COOKIE in http.cookies:
                self.jars[tab] = httpx.Cookies(http.cookies)
        return answer

    def rows(self, sql: str, **params: Any) -> list[dict]:
        with self.engine.connect() as conn:
            return [dict(r) for r in conn.execute(text(sql), params).mappings()]

    def pending_approval(self) -> int:
        from support import approvals, policy

        verdict = policy.evaluate(self.engine, self.settings, 5, 361, [])
        return approvals.create(self.engine, None, 5, verdict, "bad files", "All bad!")

    def status(self, approval_id: int) -> dict:
        [row] = self.rows("SELECT * FROM approvals WHERE id = :i", i=approval_id)
        return row


def cookie_of(response: httpx.Response) -> SimpleCookie:
    """The staff cookie the response sets, attributes and all (empty if none)."""
    jar = SimpleCookie()
    for header in response.headers.get_list("set-cookie"):
        jar.load(header)
    return jar


@pytest.fixture
def server(tmp_path):
    import app
    from agents.runtime import start
    from settings import Settings
    from support.staff import Staff

    fake = ScriptedGenerate()
    clock = Clock()
    settings = Settings(
        data_dir=tmp_path,
        port=free_port(),
        admin_password="s3cret",
        admin_users=f"{NAME}:{PASSWORD}",
        admin_session_minutes=60,
    )
    runtime = start(settings, fake, fake.stream)
    runtime.admin.staff = Staff.from_settings(runtime.admin.engine, settings, clock=clock)
    demo = app.create_app(settings, runtime, "Model: scripted · test")
    demo.queue().launch(
        server_name="127.0.0.1", server_port=settings.port, prevent_thread_lock=True, quiet=True
    )
    try:
        yield Server(
            f"http://127.0.0.1:{settings.port}", demo, runtime.admin.engine, clock, settings
        )
    finally:
        demo.close()
    fake.assert_consumed()


# ---------------------------------------------------------------- throttling, as before


def test_sixty_guesses_are_throttled_locked_and_audited(server):
    answers, slowest = [], 0.0
    for i in range(60):
        start = time.perf_counter()
        answers.append(server.sign_in(f"guess-{i}", NAME, f"guess-{i:04d}"))
        slowest = max(slowest, time.perf_counter() - start)
    wrong = [a for a in answers if "Wrong name or password" in a.json()["message"]]
    refused = [a for a in answers if "Too many" in a.json()["message"]]
    assert len(wrong) == 3 and len(refused) == 57  # three free guesses, then nothing is checked
    assert {a.status_code for a in wrong} == {401} and {a.status_code for a in refused} == {429}
    assert all(a.headers.get("retry-after") for a in refused)
    assert not any(a.headers.get_list("set-cookie") for a in answers)
    assert slowest < 5  # refusals answer at once: no sleeping thread holds the server
    events = server.rows(SIGN_INS)
    assert len(events) == 60 and all(json.loads(e["detail"])["client"] for e in events)
    assert sum(json.loads(e["detail"])["outcome"] == "wrong" for e in events) == 3

    # Ten minutes later the guesser is still held to one guess at a time, far apart ...
    for step in range(7):
        server.clock.advance(600)
        server.sign_in("late", NAME, f"late-{step}")
    # ... and by now locked out: the right password is refused too, and no cookie is set.
    locked = server.sign_in("owner", NAME, PASSWORD)
    assert locked.status_code == 429 and "locked" in locked.json()["message"]
    assert not cookie_of(locked) and "owner" not in server.jars
    assert server.rows("SELECT * FROM staff_sessions") == []
    server.clock.advance(15 * 60)
    signed = server.sign_in("owner", NAME, PASSWORD)
    assert signed.status_code == 200 and signed.json()["message"] == "Signed in as alice."


def test_rotating_source_addresses_hit_the_global_limit(server):
    outcomes = []
    for i in range(2, 42):
        answer = server.sign_in(f"rot-{i}", NAME, "nope-nope", source=f"127.0.0.{i}")
        outcomes.append("Wrong" in answer.json()["message"])
    assert sum(outcomes) == 30 and not any(outcomes[30:])
    clients = {json.loads(e["detail"])["client"] for e in server.rows(SIGN_INS)}
    assert "127.0.0.2" in clients and "127.0.0.41" in clients  # the real peer is recorded


def test_a_forged_forwarded_for_header_is_not_a_new_client(server):
    answers = [
        server.sign_in(
            f"xff-{i}",
            NAME,
            "nope-nope",
            source="127.0.0.2",  # not a trusted proxy (uvicorn trusts 127.0.0.1 by default)
            headers={"X-Forwarded-For": f"10.9.8.{i}"},
        )
        for i in range(6)
    ]
    assert ["Wrong" in a.json()["message"] for a in answers] == [True] * 3 + [False] * 3
    clients = {json.loads(e["detail"])["client"] for e in server.rows(SIGN_INS)}
    assert clients == {"127.0.0.2"}


# ---------------------------------------------------------------- the session cookie


def test_sign_in_sets_an_httponly_strict_cookie_and_never_shows_the_token(server):
    answer = server.sign_in("tab", NAME, PASSWORD)
    assert answer.status_code == 200 and answer.json()["ok"] is True
    morsel = cookie_of(answer)[STAFF_COOKIE]
    token = morsel.value
    assert len(token) >= 40 and token not in answer.text  # only Set-Cookie carries it
    assert morsel["httponly"] is True and morsel["samesite"].lower() == "strict"
    assert morsel["path"] == "/gradio_api"  # queue/join and sign-out: not the pages
    assert not morsel["secure"]  # plain http here: a Secure cookie would never come back
    assert not morsel["max-age"] and not morsel["expires"]  # the server decides expiry
    assert token not in json.dumps(server.rows("SELECT * FROM staff_sessions"))  # hash only

    # Over https (a trusted proxy's X-Forwarded-Proto) the cookie is Secure too.
    https = server.sign_in("tls", NAME, PASSWORD, headers={"X-Forwarded-Proto": "https"})
    assert cookie_of(https)[STAFF_COOKIE]["secure"] is True


def test_decisions_record_the_signed_in_account_and_expire_with_the_session(server):
    first = server.pending_approval()
    server.sign_in("tab", NAME, PASSWORD)
    shown = server.call("after_sign_in", ["Signed in as alice.", "", "", *FILTERS], "tab")
    assert "Signed in as alice" in shown and "8.91" in shown
    assert "approved" in server.call("approve", [first, ""], "tab")
    assert server.status(first)["decided_by"] == "alice"  # from the session, never typed

    second = server.pending_approval()
    server.clock.advance(61 * 60)
    answer = server.call("approve", [second, ""], "tab")
    assert "expired" in answer and server.status(second)["status"] == "pending"
    refreshed = server.call("refresh", FILTERS, "tab")
    assert "8.91" not in refreshed  # nothing is shown to an expired page


def test_a_stolen_session_hash_without_the_cookie_is_signed_out(server):
    """The staff's tab signed in; another client knows its session hash (page scripts can
    read it, every queue/join body carries it) and replays the tab's own event bodies."""
    approval = server.pending_approval()
    server.sign_in("staff-tab", NAME, PASSWORD)
    assert "8.91" in server.call("refresh", FILTERS, "staff-tab")  # the staff see the queue
    stolen_bodies = [
        ("approve", [approval, "ok"]),
        ("reject", [approval, "no"]),
        ("close_ticket", [1]),
        ("update_rule", ["auto_approve_max", "9999"]),
    ]
    for fn, data in stolen_bodies:
        answer = server.call(fn, data, "staff-tab", cookies=NO_COOKIES)
        assert "Sign in" in answer, (fn, answer)
    for fn, data in [("refresh", FILTERS), ("after_sign_in", ["", "", "", *FILTERS])]:
        shown = server.call(fn, data, "staff-tab", cookies=NO_COOKIES)
        assert "8.91" not in shown and "approval_requested" not in shown, fn
        assert "Signed in as" not in shown, fn
    assert server.status(approval)["status"] == "pending"
    rule = server.rows("SELECT value FROM policy_rules WHERE key = 'auto_approve_max'")
    assert "9999" not in json.dumps(rule)
    # The thief cannot sign the staff out either: only the cookie names the session.
    server.call("after_sign_out", [""], "staff-tab", cookies=NO_COOKIES)
    assert server.rows("SELECT ended FROM staff_sessions") == [{"ended": None}]
    # ... while the staff's own tab, cookie and all, still acts.
    assert "approved" in server.call("approve", [approval, ""], "staff-tab")


def test_a_cross_site_request_is_refused_even_with_the_cookie(server):
    """SameSite=Strict keeps a browser from sending the cookie cross-site; the server also
    refuses what a browser marks as cross-site, and sign-in accepts only same-origin JSON."""
    approval = server.pending_approval()
    server.sign_in("tab", NAME, PASSWORD)
    answer = server.call("approve", [approval, ""], "tab", headers={"Sec-Fetch-Site": "cross-site"})
    assert "Sign in" in answer and server.status(approval)["status"] == "pending"

    with server.client() as http:
        refused = [
            http.post(STAFF_SIGN_IN, data={"name": NAME, "password": PASSWORD}),  # an HTML form
            http.post(
                STAFF_SIGN_IN,
                content=json.dumps({"name": NAME, "password": PASSWORD}),
                headers={"Content-Type": "text/plain"},  # what a form or no-cors fetch may send
            ),
            http.post(
                STAFF_SIGN_IN,
                json={"name": NAME, "password": PASSWORD},
                headers={"Origin": "https://evil.example"},
            ),
            http.post(
                STAFF_SIGN_IN,
                json={"name": NAME, "password": PASSWORD},
                headers={"Sec-Fetch-Site": "cross-site"},
            ),
            http.post(STAFF_SIGN_IN, json={"name": NAME, "password": "x" * 20_000}),  # too big
            http.post(
                STAFF_SIGN_IN, content=b"{not json", headers={"Content-Type": "application/json"}
            ),
            http.get(STAFF_SIGN_IN),
        ]
        assert [r.status_code for r in refused] == [415, 415, 403, 403, 413, 400, 405]
        assert not any(r.headers.get_list("set-cookie") for r in refused)
        same_origin = http.post(
            STAFF_SIGN_IN,
            json={"name": NAME, "password": PASSWORD},
            headers={"Origin": server.url, "Sec-Fetch-Site": "same-origin"},
        )
        assert same_origin.status_code == 200 and cookie_of(same_origin)[STAFF_COOKIE].value
    assert len(server.rows(SIGN_INS)) == 2  # refused requests were never attempts


def test_the_page_sign_in_event_takes_no_password(server):
    """The page's event only shows what the cookie says: a raw call with a name and password
    signs nobody in and counts no attempt."""
    shown = server.call("after_sign_in", ["", NAME, PASSWORD, *FILTERS], "tab", cookies=NO_COOKIES)
    assert "Signed in as" not in shown and "8.91" not in shown
    assert server.rows("SELECT * FROM staff_sessions") == [] and server.rows(SIGN_INS) == []


def test_sign_out_clears_the_cookie_and_ends_the_session(server):
    approval = server.pending_approval()
    answer = server.sign_in("tab", "admin", "s3cret")
    token = cookie_of(answer)[STAFF_COOKIE].value
    with server.client(cookies=server.jars["tab"]) as http:
        out = http.post(STAFF_SIGN_OUT, json={})
    assert out.status_code == 200 and out.json()["message"] == "Signed out."
    cleared = cookie_of(out)[STAFF_COOKIE]
    assert cleared.value == "" and cleared["path"] == "/gradio_api"
    assert cleared["max-age"] == "0" or "1970" in cleared["expires"]
    [ended] = server.rows("SELECT ended FROM staff_sessions")
    assert ended["ended"] is not None  # ended on the server, not only forgotten by the browser
    replayed = httpx.Cookies({STAFF_COOKIE: token})  # a copy of the cookie kept from before
    answer = server.call("approve", [approval, ""], "tab", cookies=replayed)
    assert "signed out" in answer.lower() and server.status(approval)["status"] == "pending"
    out = server.rows("SELECT actor FROM audit_log WHERE event = 'staff_sign_out'")
    assert out == [{"actor": "admin"}]


def test_the_page_sign_out_event_ends_the_session_its_cookie_names(server):
    """If the page's sign-out request never arrived, its event still ends the session."""
    server.sign_in("tab", NAME, PASSWORD)
    assert "Signed out" in server.call("after_sign_out", [""], "tab")
    [ended] = server.rows("SELECT ended FROM staff_sessions")
    assert ended["ended"] is not None
    assert "signed out" in server.call("approve", [1, ""], "tab").lower()


def test_signing_in_again_ends_the_session_the_cookie_replaces(server):
    server.sign_in("tab", NAME, PASSWORD)
    with server.client(cookies=server.jars["tab"]) as http:
        again = staff_sign_in(http, NAME, PASSWORD)
    assert again.status_code == 200
    sessions = server.rows("SELECT ended FROM staff_sessions ORDER BY started")
    assert len(sessions) == 2 and sessions[0]["ended"] is not None
    assert sessions[1]["ended"] is None


@pytest.mark.parametrize("forged", [None, "forged-token", "", "A" * 43, "x" * 5000])
def test_events_without_a_real_session_cookie_are_refused(server, forged):
    approval = server.pending_approval()
    jar = NO_COOKIES if forged is None else httpx.Cookies({STAFF_COOKIE: forged})
    for fn, data in [
        ("approve", [approval, "ok"]),
        ("reject", [approval, "no"]),
        ("close_ticket", [1]),
        ("update_rule", ["auto_approve_max", "9999"]),
    ]:
        answer = server.call(fn, data, "stranger", cookies=jar)
        assert "Sign in" in answer, (fn, answer)
    assert server.status(approval)["status"] == "pending"
    rule = server.rows("SELECT value FROM policy_rules WHERE key = 'auto_approve_max'")
    assert "9999" not in json.dumps(rule)
    shown = server.call("refresh", FILTERS, "stranger", cookies=jar)
    assert "8.91" not in shown and "approval_requested" not in shown
