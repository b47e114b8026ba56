"""The staff session cookie: the sign-in and sign-out routes, and reading it in admin events.

Why this exists (issue 21, item 7): the signed-in token used to sit in a ``gr.State`` keyed by
the tab's Gradio ``session_hash``. Page scripts can read that hash and every ``queue/join``
body carries it, so whoever learned it acted as staff (a review saved a policy rule that way).
Gradio event handlers cannot set response cookies, so sign-in and sign-out are plain Starlette
routes next to Gradio's (``session_routes``; app.py mounts them before Gradio's own):

* ``POST {root}/gradio_api/staff/sign-in`` takes ``{"name", "password"}`` as JSON, signs in
  through ``Admin.sign_in`` (the staff desk's throttling, lockout and ``staff_sign_in`` audit
  row, unchanged) and answers with ``Set-Cookie``. The token is never in the body.
* ``POST {root}/gradio_api/staff/sign-out`` ends the session the cookie names on the server
  and clears the cookie.

The cookie is ``HttpOnly`` (no script reads it), ``SameSite=Strict``, ``Secure`` when the
request came over https (directly or per ``X-Forwarded-Proto``), and its path is
``{root}/gradio_api``: it goes with ``queue/join`` (how every admin event reaches the server)
and the two routes, not with page loads. It has no ``Max-Age``: the server-side expiry
(``ADMIN_SESSION_MINUTES``) decides, so an expired page is told so rather than signed out
silently. Every admin event passes its ``gr.Request`` to ``live_session``, which reads the
cookie of that very ``queue/join`` request; the session hash plays no part.

Strict, not Lax: the cookie is only ever needed on same-origin ``fetch`` requests made by the
admin page itself, never on a navigation arriving from another site, so Lax would only add
the cross-site top-level navigations it allows. (A page embedded in another site's frame, a
Space on huggingface.co, is cross-site to the browser: open the app's own address.)

Cross-site requests: a browser never sends a ``SameSite=Strict`` cookie with a request another
site started, and Gradio's CORS middleware (which echoes any origin when the host is not
localhost) cannot change that. On top, the server refuses what the browser marks as not
same-origin (``Sec-Fetch-Site``, a header page scripts cannot set) on the routes and on every
admin event; without that header, an ``Origin`` naming another host is refused. Sign-in and
sign-out take only ``application/json``, which an HTML form cannot send, and bodies over
``MAX_BODY`` bytes are refused unread.
"""

from __future__ import annotations

import json
import math
from urllib.parse import SplitResult, urlsplit

from gradio.route_utils import get_root_url
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from agents.admin import Admin, SignedOut, StaffSession
from edge import client_address
from settings import Network

COOKIE = "chinook_staff"
API_PREFIX = "/gradio_api"  # Gradio's; queue/join lives under it
SIGN_IN_PATH = f"{API_PREFIX}/staff/sign-in"
SIGN_OUT_PATH = f"{API_PREFIX}/staff/sign-out"
MAX_BODY = 4096  # a name and a password fit many times over
SIGNED_OUT, NOT_SIGNED_IN = "Signed out.", "Sign in first."

# The page's scripts (``js=`` on its buttons). The admin page is one path segment below the
# app's root, whatever prefix a proxy serves it under, so the root is the page's path less
# its last segment. Each returns the values its event sends on to Python: the server's
# sentence for the message box, and never the password.
_ROOT_JS = "window.location.pathname.replace(/\\/[^\\/]*\\/?$/, '')"
SIGN_IN_JS = f"""async (message, name, password, table, event, thread) => {{
  let text;
  try {{
    const answer = await fetch({_ROOT_JS} + '{SIGN_IN_PATH}', {{
      method: 'POST', credentials: 'same-origin', cache: 'no-store',
      headers: {{'Content-Type': 'application/json'}},
      body: JSON.stringify({{name: name, password: password}}),
    }});
    const body = await answer.json().catch(() => ({{}}));
    text = body.message || body.detail || ('Sign-in failed (HTTP ' + answer.status + ').');
  }} catch (error) {{
    text = 'Sign-in failed: the server did not answer.';
  }}
  return [text, name, '', table, event, thread];
}}"""
SIGN_OUT_JS = f"""async (message) => {{
  let text = '{SIGNED_OUT}';
  try {{
    const answer = await fetch({_ROOT_JS} + '{SIGN_OUT_PATH}', {{
      method: 'POST', credentials: 'same-origin', cache: 'no-store',
      headers: {{'Content-Type': 'application/json'}}, body: '{{}}',
    }});
    const body = await answer.json().catch(() => ({{}}));
    text = body.message || text;
  }} catch (error) {{
    text = 'Sign-out did not reach the server.';
  }}
  return [text];
}}"""


# ---------------------------------------------------------------- the events' side


def _header(headers: object, name: str) -> str | None:
    try:
        value = headers.get(name) if headers is not None else None  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - a request we cannot read has no session
        return None
    return value if isinstance(value, str) else None


def token_of(request: object) -> str | None:
    """The session cookie of a Gradio event's request (its ``queue/join``), or ``None``."""
    if request is None:
        return None
    try:
        cookies = request.cookies  # type: ignore[attr-defined]
    except AttributeError:
        return None
    return _header(cookies, COOKIE)


def live_session(admin: Admin, request: object) -> StaffSession:
    """The live session the request's cookie names; raises ``SignedOut`` saying why not.

    Call it first in every admin event: the cookie is the only credential, so a client that
    knows the tab's session hash but has no cookie gets "Sign in first.", and so does a
    request the browser marks as started by another site.
    """
    site = _header(getattr(request, "headers", None), "sec-fetch-site")
    if site is not None and site != "same-origin":
        raise SignedOut(NOT_SIGNED_IN)
    return admin.require(token_of(request))


# ---------------------------------------------------------------- the routes


def _refuse(status: int, message: str, **headers: str) -> JSONResponse:
    return JSONResponse(
        {"ok": False, "message": message}, status_code=status, headers=headers or None
    )


def _first(value: str | None) -> str | None:
    return value.split(",")[0].strip().lower() if value else None


def _not_same_origin(request: Request) -> JSONResponse | None:
    """403 for a request a browser started from another site or origin, else ``None``."""
    site = request.headers.get("sec-fetch-site")
    if site is not None:
        return (
            None if site == "same-origin" else _refuse(403, "Refused: not a same-origin request.")
        )
    origin = request.headers.get("origin")
    if origin is None:
        return None  # not a browser (or one too old to say): SameSite still holds there
    hosts = {_first(request.headers.get("host")), _first(request.headers.get("x-forwarded-host"))}
    if urlsplit(origin).netloc.lower() not in hosts - {None}:
        return _refuse(403, "Refused: a request from another site.")
    return None


async def _json_object(request: Request) -> dict[str, object] | JSONResponse:
    """The body as a JSON object, or the refusal: wrong type 415, too big 413, bad 400."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        return _refuse(415, "Send JSON (Content-Type: application/json).")
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MAX_BODY:
        return _refuse(413, "Request too large.")
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            return _refuse(413, "Request too large.")
    try:
        value = json.loads(body or b"{}")
    except ValueError:
        return _refuse(400, "The body is not JSON.")
    return value if isinstance(value, dict) else _refuse(400, "Send a JSON object.")


def _public_root(request: Request, route_path: str) -> SplitResult:
    """The app's root URL as the browser sees it, worked out the way Gradio does (its
    ``root_path``, ``X-Forwarded-Host``, ``X-Forwarded-Proto``)."""
    root_path = getattr(request.app, "root_path", None) or request.scope.get("root_path")
    return urlsplit(get_root_url(request, route_path=route_path, root_path=root_path))


def _cookie_options(request: Request, route_path: str) -> dict[str, object]:
    root = _public_root(request, route_path)
    return {
        "path": root.path.rstrip("/") + API_PREFIX,
        "secure": root.scheme == "https" or request.url.scheme == "https",
        "httponly": True,
        "samesite": "strict",
    }


def _client(request: Request, trusted: tuple[Network, ...]) -> str:
    """The client key for sign-in throttling: the peer, or behind a ``TRUSTED_PROXIES``
    proxy the address it forwarded (``edge.client_address``, as every other limit)."""
    peer = request.client.host if request.client is not None else None
    return client_address(peer, request.headers.get("x-forwarded-for"), trusted)


def _no_store(response: Response) -> Response:
    response.headers["Cache-Control"] = "no-store"
    return response


def session_routes(admin: Admin, trusted: tuple[Network, ...] = ()) -> list[BaseRoute]:
    """The sign-in and sign-out routes over ``admin``; mount them before Gradio's.
    ``trusted``: the proxies whose ``X-Forwarded-For`` names the client (``TRUSTED_PROXIES``)."""

    async def sign_in(request: Request) -> Response:
        body = _not_same_origin(request) or await _json_object(request)
        if isinstance(body, Response):
            return body
        result = await run_in_threadpool(
            admin.sign_in, body.get("name"), body.get("password"), _client(request, trusted)
        )
        answer: dict[str, object] = {
            "ok": result.ok,
            "outcome": result.outcome,
            "message": result.message,
        }
        if not result.ok or result.token is None:
            if result.outcome == "wrong":
                return _no_store(JSONResponse(answer, status_code=401))
            wait = str(max(1, math.ceil(result.retry_after)))
            return _no_store(JSONResponse(answer, status_code=429, headers={"Retry-After": wait}))
        replaced = request.cookies.get(COOKIE)
        if replaced:  # this browser's previous session ends: one cookie, one session
            await run_in_threadpool(admin.sign_out, replaced)
        session = await run_in_threadpool(admin.require, result.token)
        answer.update(staff=session.staff, expires=session.expires)
        response = JSONResponse(answer)
        response.set_cookie(COOKIE, result.token, **_cookie_options(request, SIGN_IN_PATH))
        return _no_store(response)

    async def sign_out(request: Request) -> Response:
        body = _not_same_origin(request) or await _json_object(request)
        if isinstance(body, Response):
            return body
        who = await run_in_threadpool(admin.sign_out, request.cookies.get(COOKIE))
        response = JSONResponse({"ok": True, "message": SIGNED_OUT if who else NOT_SIGNED_IN})
        response.delete_cookie(COOKIE, **_cookie_options(request, SIGN_OUT_PATH))
        return _no_store(response)

    return [
        Route(SIGN_IN_PATH, sign_in, methods=["POST"], name="staff_sign_in"),
        Route(SIGN_OUT_PATH, sign_out, methods=["POST"], name="staff_sign_out"),
    ]


__all__ = [
    "COOKIE",
    "SIGN_IN_JS",
    "SIGN_IN_PATH",
    "SIGN_OUT_JS",
    "SIGN_OUT_PATH",
    "live_session",
    "session_routes",
    "token_of",
]
