"""A real browser (Playwright driving Debian's chromium) against the real app server."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser
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


@pytest.fixture
def page():
    if CHROMIUM is None:
        if os.environ.get("CI"):
            pytest.fail("CI must install Debian's chromium (see .ci/run)")
        pytest.skip("chromium is not installed")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            yield browser.new_page(viewport={"width": 1100, "height": 900})
        finally:
            browser.close()


def test_browser_chat_shows_steps_and_answer(served, page):
    client, fake, _ = served
    fake.add(
        {"route": ["catalog"], "reason": "music"},
        {"tool": "get_albums_by_artist", "args": {"artist": "AC/DC"}, "then": "answer"},
        "AC/DC has 2 albums: For Those About To Rock We Salute You and Let There Be Rock.",
    )
    page.goto(client.src)
    page.get_by_text("Model: scripted").wait_for(timeout=20_000)
    box = page.locator("#msg textarea")
    box.fill("What AC/DC albums do you have?")
    box.press("Enter")
    answer = page.get_by_text("AC/DC has 2 albums", exact=False)
    answer.first.wait_for(timeout=30_000)
    page.get_by_text("Catalog · get_albums_by_artist(artist='AC/DC')").first.wait_for(timeout=5_000)
    page.get_by_text("sources: catalog DB").wait_for(timeout=10_000)
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "chat.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
