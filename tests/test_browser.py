"""A real browser (Playwright driving Debian's chromium) against the real app server."""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser
POLL_WAIT = 2.5  # a little over app.POLL_S
ROUTING_S = 5.0  # how long the scripted routing call takes in the progress test
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


WELCOME = "the Chinook music store's assistant"  # the chat's first message (chat_page)


def open_chat(page, url: str) -> None:
    """The chat page, once it shows its welcome."""
    page.goto(url)
    page.get_by_text(WELCOME).wait_for(timeout=20_000)


@contextmanager
def browser_page(**context: Any) -> Iterator[Any]:
    """A page of Debian's chromium under Playwright (``context``: a viewport and the like);
    skipped where chromium is missing, and a failure in CI, which must install it."""
    if CHROMIUM is None:
        if os.environ.get("CI"):
            pytest.fail("CI must install Debian's chromium (see .ci/run)")
        pytest.skip("chromium is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            yield browser.new_context(**context).new_page()
        finally:
            browser.close()


@pytest.fixture
def page():
    with browser_page(viewport={"width": 1100, "height": 900}) as opened:
        yield opened


def test_browser_chat_shows_steps_and_answer(served, page):
    client, fake, _ = served
    # the route only: the step ("AC/DC" pins the one tool) and the answer (the albums under
    # the tool's caption) are code's
    fake.add({"route": ["catalog"], "reason": "music"})
    open_chat(page, client.src)
    # operator detail is under "About this assistant", closed until opened
    assert not page.get_by_text("Model: scripted").is_visible()
    page.get_by_text("About this assistant").click()
    page.get_by_text("Model: scripted").wait_for(timeout=5_000)
    box = page.locator("#msg textarea")
    box.fill("What AC/DC albums do you have?")
    box.press("Enter")
    answer = page.get_by_text("We have 2 albums by AC/DC", exact=False)
    answer.first.wait_for(timeout=30_000)
    page.get_by_text("Searched the catalog for albums by AC/DC").first.wait_for(timeout=5_000)
    page.get_by_text("sources: catalog DB").wait_for(timeout=10_000)
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "chat.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000


def slow(seconds: float, reply):
    """A scripted reply the fake model takes ``seconds`` to give (a model call in progress)."""

    def later(*_):
        time.sleep(seconds)
        return reply

    return later


def seconds_shown(page) -> float:
    """The running step's elapsed time as the page shows it ("(2.5s)" -> 2.5)."""
    text = page.locator("#chat .duration").last.inner_text()
    return float(re.search(r"([\d.]+)s", text).group(1))


def test_each_step_shows_while_it_runs(served, page):
    client, fake, _ = served
    # The step is code's ("AC/DC" pins the one tool); "when" asks a fact of the albums, so
    # the model writes the answer, and the page shows that while it runs.
    fake.add(
        slow(ROUTING_S, {"route": ["catalog"], "reason": "music"}),
        slow(
            3.0, "AC/DC has 2 albums: For Those About To Rock We Salute You and Let There Be Rock."
        ),
    )
    open_chat(page, client.src)
    box = page.locator("#msg textarea")
    box.fill("What AC/DC albums do you have, and when were they released?")
    sent = time.monotonic()
    box.press("Enter")
    chat = page.locator("#chat")
    chat.get_by_text("Reading your question…").wait_for(timeout=10_000)
    shown_after = time.monotonic() - sent
    # the routing step shows while its model call runs, long before the call ends
    assert shown_after < ROUTING_S / 2, shown_after
    print(f"first progress {shown_after:.2f}s after Enter")
    assert chat.locator(".loading-spinner").count() == 1
    answer = chat.get_by_text("AC/DC has 2 albums", exact=False)
    assert answer.count() == 0
    page.wait_for_function(  # its seconds count up while it runs
        "document.querySelector('#chat .duration')?.innerText.match(/[1-9][.\\d]*s/)",
        timeout=5_000,
    )
    first = seconds_shown(page)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "chat-pending.png"), full_page=True)
    time.sleep(1.2)
    assert seconds_shown(page) > first
    assert answer.count() == 0
    # then the plan replaces it, the tool call shows, and the answer is written
    chat.get_by_text("Writing the answer…").wait_for(timeout=15_000)
    chat.get_by_text("Read your question: looking in the music catalog").wait_for(timeout=5_000)
    chat.get_by_text("Searched the catalog for albums by AC/DC").wait_for(timeout=5_000)
    assert answer.count() == 0
    answer.first.wait_for(timeout=15_000)
    page.get_by_text("sources: catalog DB").wait_for(timeout=10_000)
    assert chat.locator(".loading-spinner").count() == 0  # every step ended
    assert chat.get_by_text("Reading your question…").count() == 0  # its result took its place
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "chat-progress.png"), full_page=True)


def polls(demo) -> int:
    """Staff-decision polls the server has taken from every page so far (Gradio's own count
    of queued events per function: the browser's requests do not all reach Playwright)."""
    return demo._queue.events_recorded_per_fn["poll"]


def test_an_idle_page_sends_no_polls(served, page):
    _, _, demo = served
    open_chat(page, demo.local_url)
    time.sleep(3 * POLL_WAIT)  # three of the poll timer's intervals
    assert polls(demo) == 0


def test_admin_approves_a_refund_and_the_customer_sees_it(served, page):
    client, fake, demo = served
    fake.add(
        {"route": ["invoice"], "reason": "refund"},
        {
            "tool": "request_refund",
            "args": {"invoice_id": 361, "invoice_line_ids": [], "reason": "wrong album"},
            "then": "answer",
        },
    )
    page.goto(client.src)
    box = page.locator("#msg textarea")
    box.fill("Please refund my invoice 361")
    box.press("Enter")
    page.get_by_text("verify who you are").first.wait_for(timeout=30_000)
    box.fill("customer 5, frantisekw@jetbrains.com")
    box.press("Enter")
    page.get_by_text("needs a staff member's approval").first.wait_for(timeout=30_000)
    assert polls(demo) == 0  # nothing waited on staff until now

    admin = page.context.new_page()
    admin.goto(client.src.rstrip("/") + "/admin")
    # ADMIN_PASSWORD alone defines the one account "admin"; a typed name is not an identity.
    admin.locator("#admin-name textarea, #admin-name input").first.fill("admin")
    admin.locator("#admin-password input, #admin-password textarea").first.fill("s3cret")
    admin.locator("#admin-login").click()
    admin.wait_for_function(
        "document.querySelector('#admin-approvals')?.innerText.includes('8.91')", timeout=20_000
    )
    # The session is an HttpOnly, SameSite=Strict cookie the server set: no page script
    # (this page's or one that learned its session hash) can read it.
    [cookie] = [c for c in admin.context.cookies() if c["name"] == "chinook_staff"]
    assert cookie["httpOnly"] and cookie["sameSite"] == "Strict", cookie
    assert cookie["path"] == "/gradio_api" and len(cookie["value"]) >= 40
    assert "chinook_staff" not in admin.evaluate("document.cookie")
    # A reload keeps the session (the cookie, not the tab's Gradio session, carries it).
    admin.reload()
    admin.get_by_text("Signed in as admin").wait_for(timeout=20_000)
    admin.wait_for_function(
        "document.querySelector('#admin-approvals')?.innerText.includes('8.91')", timeout=20_000
    )
    fake.add("Good news: your refund of $8.91 for invoice 361 was approved.")
    admin.locator("#admin-approval-id input").fill("1")
    admin.locator("#admin-approve").click()
    admin.get_by_text("The customer was told").wait_for(timeout=30_000)
    admin.get_by_text("Signed in as admin").wait_for(timeout=5_000)
    ARTIFACTS.mkdir(exist_ok=True)
    admin.screenshot(path=str(ARTIFACTS / "admin.png"), full_page=True)

    page.bring_to_front()
    page.get_by_text("Good news: your refund of $8.91").first.wait_for(timeout=20_000)
    page.screenshot(path=str(ARTIFACTS / "refund-approved.png"), full_page=True)
    seen = polls(demo)
    assert seen > 0  # the page asked while the refund waited
    time.sleep(2 * POLL_WAIT)
    assert polls(demo) <= seen + 1  # and stopped once staff decided (one may be on its way)

    admin.bring_to_front()
    admin.locator("#admin-sign-out").click()
    admin.locator("#admin-login").wait_for(state="visible", timeout=10_000)
    admin.get_by_text("Signed out.").wait_for(timeout=5_000)
    table = admin.locator("#admin-approvals")  # hidden, and emptied: nothing left to read
    assert table.count() == 0 or "8.91" not in table.inner_text()
    assert not [c for c in admin.context.cookies() if c["name"] == "chinook_staff"]
    assert admin.locator("#admin-password input").input_value() == ""  # not kept in the box
    admin.reload()  # and a reload does not bring the session back
    admin.locator("#admin-login").wait_for(state="visible", timeout=20_000)
    assert admin.get_by_text("Signed in as admin").count() == 0


def test_admin_rejects_with_a_note_after_a_wrong_password(served, page):
    """Sign-in through the page: a wrong password says so and sets no cookie; the right one
    signs in; a rejection needs a note and is recorded."""
    client, _fake, demo = served
    from settings import Settings
    from support import approvals, policy

    engine = demo.runtime.admin.engine
    verdict = policy.evaluate(engine, Settings(), 5, 361, [])  # store_date: the default
    approval = approvals.create(engine, None, 5, verdict, "bad files", "All bad!")
    page.goto(client.src.rstrip("/") + "/admin")
    name = page.locator("#admin-name textarea, #admin-name input").first
    password = page.locator("#admin-password input, #admin-password textarea").first
    name.fill("admin")
    password.fill("wrong-one")
    page.locator("#admin-login").click()
    page.get_by_text("Wrong name or password.").wait_for(timeout=20_000)
    assert not [c for c in page.context.cookies() if c["name"] == "chinook_staff"]
    password.fill("s3cret")
    page.locator("#admin-login").click()
    page.get_by_text("Signed in as admin").wait_for(timeout=20_000)
    page.locator("#admin-approval-id input").fill(str(approval))
    page.locator("#admin-reject").click()
    page.get_by_text("A rejection needs a reason").wait_for(timeout=20_000)
    page.locator("#admin-note textarea, #admin-note input").first.fill("Files play fine.")
    page.locator("#admin-reject").click()
    page.get_by_text(f"Approval #{approval} rejected").wait_for(timeout=20_000)
    decided = approvals.get(engine, approval)
    assert decided["status"] == "rejected" and decided["decided_by"] == "admin"


def test_admin_page_is_disabled_without_a_password(tmp_path, page):
    import app
    from agents.runtime import start
    from llm.testing import ScriptedGenerate
    from settings import Settings
    from tests.conftest import free_port

    fake = ScriptedGenerate()
    settings = Settings(data_dir=tmp_path, port=free_port())
    demo = app.create_app(settings, start(settings, fake, fake.stream), "Model: scripted")
    demo.queue().launch(
        server_name="127.0.0.1", server_port=settings.port, prevent_thread_lock=True, quiet=True
    )
    try:
        page.goto(f"http://127.0.0.1:{settings.port}/admin")
        page.get_by_text("ADMIN_USERS").first.wait_for(timeout=20_000)
        assert page.locator("#admin-login").count() == 0
    finally:
        demo.close()
