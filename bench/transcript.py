"""Record a real transcript from a running app (``python app.py``) with its tool steps.

    ADMIN_PASSWORD=demo python app.py &      # the real app, real model
    python bench/transcript.py --url http://127.0.0.1:7860/ --password demo

Drives the chat through the ``chat_trace`` API (gradio_client) and approves the queued refund
on the admin page with a real browser (Playwright + Debian chromium). Writes a markdown
transcript to bench/results/transcript-<date>.md.
"""

from __future__ import annotations

import argparse
import datetime as dt
import shutil
import sys
from pathlib import Path

from gradio_client import Client

ROOT = Path(__file__).resolve().parents[1]

CONVERSATION = [
    ("catalog", "What AC/DC albums do you have?"),
    ("invoice (asks to verify)", "Show me my latest invoice"),
    ("verification", "I am customer 5, my email is frantisekw@jetbrains.com"),
    ("invoice", "Who was the support rep on invoice 361?"),
    ("code", "Compute 2 to the power 64 in Python"),
    ("data", "What is the mean of 3, 5 and 10?"),
    (
        "refund under the threshold",
        "Please refund invoice line 1951 of invoice 361, I bought it twice",
    ),
    ("refund outside the window", "Please refund all of invoice 306, I did not like it"),
    (
        "refund over the threshold",
        "Please refund invoice lines 1952, 1953, 1954, 1955 and 1956 of invoice 361, wrong album",
    ),
]


def approve_in_browser(url: str, password: str, staff: str = "admin") -> str:
    from playwright.sync_api import sync_playwright

    chromium = shutil.which("chromium")
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=chromium, args=flags)
        page = browser.new_context().new_page()
        page.goto(url.rstrip("/") + "/admin")
        page.locator("#admin-name textarea, #admin-name input").first.fill(staff)
        page.locator("#admin-password input").first.fill(password)
        page.locator("#admin-login").click()
        page.wait_for_function(
            "document.querySelector('#admin-approvals')?.innerText.includes('REQUIRES') || true"
        )
        text = page.locator("#admin-approvals").inner_text(timeout=20_000)
        ids = [line.split()[0] for line in text.splitlines() if line.strip()[:1].isdigit()]
        if not ids:
            browser.close()
            return "(no pending approval was listed)"
        page.locator("#admin-approval-id input").fill(ids[0])
        page.locator("#admin-approve").click()
        page.get_by_text("The customer was told").wait_for(timeout=600_000)
        decision = page.locator("#admin-decision").inner_text()
        (ROOT / "bench" / "results").mkdir(parents=True, exist_ok=True)
        page.screenshot(
            path=str(ROOT / "bench" / "results" / "transcript-admin.png"), full_page=True
        )
        browser.close()
        return decision


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://127.0.0.1:7860/")
    parser.add_argument("--password", default=None, help="the staff account's password")
    parser.add_argument("--staff", default="admin", help="staff account (ADMIN_USERS name)")
    args = parser.parse_args()
    client = Client(args.url, verbose=False)
    token = client.predict(api_name="/new_conversation")
    lines = [f"# Transcript · {dt.datetime.now():%Y-%m-%d %H:%M} · `{' '.join(sys.argv)}`", ""]
    for label, message in CONVERSATION:
        trace = client.predict(message, token, api_name="/chat_trace")
        lines += [f"### {label}", f"**Customer:** {message}", ""]
        for step in trace.get("steps", []):
            lines.append(f"- `{step['title']}` → {step['body'][:300]}")
        lines += [
            "",
            f"**Assistant** ({trace.get('latency_s')} s, routes {trace.get('routes')}): {trace.get('answer')}",
            "",
        ]
        print("\n".join(lines[-6:]), flush=True)
        if trace.get("paused") and "approval" in trace.get("answer", "") and args.password:
            decision = approve_in_browser(args.url, args.password, args.staff)
            lines += ["### staff approves on the admin page", f"Admin page: {decision}", ""]
            print(lines[-2], flush=True)
    out = ROOT / "bench" / "results" / f"transcript-{dt.date.today()}.md"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
