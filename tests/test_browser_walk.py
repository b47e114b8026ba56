"""A customer's first visit, in a real browser on a desktop and on a phone (390×844).

Welcome → a catalog question → verification → an invoice question → a refund, then the
staff's queue on the admin page: each screen is checked with axe-core (no serious or
critical violation) and, on both sizes, for sideways scrolling (none: not the page, nor any
part of it; the admin page's wide tables scroll in their own frame). The app is the real server on the scripted model (``served``); the answers of
this walk are the ones code writes (captions over rows, the refund policy's sentence), so
they read as the real app's do.

``python scripts/screenshots.py`` runs this file with ``SHOTS_DIR`` set: the screenshots the
README shows are taken here, from the same walk, so they stay true.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.test_browser import WELCOME, browser_page

pytestmark = pytest.mark.browser
SHOTS = Path(os.environ["SHOTS_DIR"]) if os.environ.get("SHOTS_DIR") else None
VIEWPORTS = {
    "desktop": {"viewport": {"width": 1100, "height": 860}},
    "phone": {
        "viewport": {"width": 390, "height": 844},
        "device_scale_factor": 2,
        "is_mobile": True,
        "has_touch": True,
    },
}
# Every element that scrolls sideways, or that sticks out of the page's width.
SIDEWAYS_JS = """() => {
  const width = document.documentElement.clientWidth;
  const out = [];
  if (document.documentElement.scrollWidth > width + 1) out.push('page ' + document.documentElement.scrollWidth);
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const scrolls = ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    const rect = el.getBoundingClientRect();
    if (scrolls || (rect.width > 0 && rect.right > width + 1))
      out.push(el.tagName + '#' + el.id + '.' + el.className + ' ' + Math.round(rect.right));
  }
  return out.slice(0, 10);
}"""


@pytest.fixture(params=list(VIEWPORTS))
def device(request):
    """(size name, page) for each viewport."""
    with browser_page(**VIEWPORTS[request.param]) as opened:
        yield request.param, opened


def serious_violations(page) -> list[str]:
    """axe-core's serious and critical violations on the page as it is now."""
    from axe_playwright_python.sync_playwright import Axe

    found = Axe().run(page).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]} {v['help']}"
        for v in found
        if v["impact"] in ("serious", "critical")
    ]


def check(page, where: str, sideways: bool = True) -> None:
    """No serious accessibility violation, and nothing scrolls sideways, once the page has
    settled (Gradio fades a component while its event runs: its text is pale meanwhile; on a
    loaded two-core CI box a chained event can keep it pale for seconds: CI once saw the opened
    step's code pale after three)."""
    for _ in range(10):
        found = serious_violations(page)
        if not found:
            break
        time.sleep(1.0)
    assert found == [], f"{where}: " + "\n".join(found)
    if sideways:
        assert page.evaluate(SIDEWAYS_JS) == [], where


# the README's pictures (docs/img/NAME-SIZE.png): what a newcomer should see, no more
SHOT_NAMES = {"welcome-phone", "chat-desktop", "step-desktop", "admin-desktop"}


def shoot(page, name: str, size: str) -> None:
    if SHOTS is not None and f"{name}-{size}" in SHOT_NAMES:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{name}-{size}.png"), full_page=False)


def ask(page, text: str, expect: str) -> None:
    box = page.locator("#msg textarea")
    box.fill(text)
    page.locator("#send").click()
    page.get_by_text(expect, exact=False).last.wait_for(timeout=30_000)
    page.locator("#status").get_by_text("⏱").wait_for(timeout=10_000)  # the turn ended


def test_a_first_visit_from_welcome_to_refund(served, device):
    client, fake, _demo = served
    size, page = device
    page.goto(client.src)
    chat = page.locator("#chat")
    chat.get_by_text(WELCOME).wait_for(timeout=20_000)
    # the welcome says what it can do, which identifiers an account question needs, and
    # that messages are recorded; the operator's detail is closed away
    for words in ("customer number, email, phone number or postal code", "recorded"):
        assert chat.get_by_text(words, exact=False).count() == 1
    assert not page.get_by_text("Model: scripted").is_visible()
    # the examples are drawn after the welcome (CI once counted them a moment too early)
    for example in ("What AC/DC albums", "my invoices", "refund", "average"):
        page.get_by_role("button", name=example).first.wait_for(timeout=10_000)
    check(page, "welcome")
    page.evaluate("document.querySelector('#chat .bubble-wrap')?.scrollTo(0, 0)")  # its top
    shoot(page, "welcome", size)

    fake.add({"route": ["catalog"], "reason": "music"})
    ask(page, "What AC/DC albums do you have?", "We have 2 albums by AC/DC")
    chat.get_by_text("Searched the catalog for albums by AC/DC").wait_for(timeout=5_000)
    check(page, "catalog answer")

    fake.add({"route": ["invoice"], "reason": "account"})
    ask(page, "Show me my invoices", "verify who you are")
    ask(page, "customer 5, frantisekw@jetbrains.com", "invoices, newest first")
    table = chat.locator("table").last
    assert table.locator("th").all_inner_texts()[:3] == ["Invoice", "Date", "Total"]
    assert table.locator("tbody tr").count() == 7  # customer 5's seven invoices, as rows
    check(page, "invoices as a table")
    shoot(page, "chat", size)

    step = chat.get_by_text("Looked up your invoices").last
    step.click()  # the step's toggle: the call and its rows, for whoever wants them
    chat.get_by_text("get_invoices_by_customer_sorted_by_date()").last.wait_for(timeout=5_000)
    step.scroll_into_view_if_needed()
    check(page, "a step opened")
    shoot(page, "step", size)

    fake.add(
        {"route": ["invoice"], "reason": "refund"},
        {
            "tool": "request_refund",
            "args": {"invoice_id": 361, "invoice_line_ids": [], "reason": "wrong album"},
            "then": "answer",
        },
    )
    ask(page, "Please refund my invoice 361, I bought the wrong album", "staff member")
    chat.get_by_text("Checked a refund for invoice #361").last.wait_for(timeout=5_000)
    check(page, "refund waiting for staff")
    shoot(page, "refund", size)

    page.get_by_text("About this assistant").click()  # the operator's detail, when asked
    page.get_by_text("Model: scripted").wait_for(timeout=5_000)
    check(page, "about this assistant")

    page.locator("#new").click()  # a new conversation opens with the welcome again
    page.locator("#status").get_by_text("New conversation started").wait_for(timeout=10_000)
    assert chat.get_by_text(WELCOME).count() == 1
    assert chat.get_by_text("Looked up your invoices").count() == 0

    admin = page.context.new_page()
    admin.goto(client.src.rstrip("/") + "/admin")
    admin.locator("#admin-login").wait_for(timeout=20_000)
    assert admin.get_by_text("Model: scripted").is_visible()  # the operator's detail is here
    # the staff's tables are wide (eight columns): they scroll inside their own frame
    check(admin, "admin sign-in", sideways=False)
    admin.locator("#admin-name textarea, #admin-name input").first.fill("admin")
    admin.locator("#admin-password input").first.fill("s3cret")
    admin.locator("#admin-login").click()
    admin.wait_for_function(
        "document.querySelector('#admin-approvals')?.innerText.includes('8.91')", timeout=20_000
    )
    check(admin, "admin queue", sideways=False)
    admin.locator("#admin-approvals").scroll_into_view_if_needed()
    shoot(admin, "admin", size)
