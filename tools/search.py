"""Web search for the "search" specialist, through Tavily (``tavily-python``).

Result shapes (every one JSON-serializable; the tool never raises for network or API trouble):

* success::

    {"query": str, "answer": str | None, "results": [{"title", "url", "snippet"}, ...],
     "count": int, "truncated": bool}

  ``snippet`` is Tavily's ``content`` cut to ``SNIPPET_CHARS`` (a cut text ends with "…"),
  ``answer`` (Tavily's own short answer, requested with ``include_answer``) is cut to
  ``ANSWER_CHARS``. Results are added in rank order while the whole result, as UTF-8 JSON,
  stays within ``MAX_RESULT_BYTES``; ``truncated`` is true when results were left out for that.

* failure: a failed ``ToolResult`` (``tools.result``) whose JSON is::

    {"error": str, "kind": str, "configured": bool}

  ``kind`` (the service's own reason; the result's ``error.kind`` is the app-wide kind it
  maps to in ``REASONS``) is one of ``not_configured`` (no ``TAVILY_API_KEY``: no request is made),
  ``invalid_key`` (401), ``rate_limited`` (429), ``forbidden`` (403/432/433: plan or usage
  limit), ``bad_request`` (400), ``timeout``, ``network``, ``http_error`` (other status,
  e.g. 5xx), ``bad_response`` (not the JSON Tavily promises) or ``unexpected``.
  ``configured`` is false only for ``not_configured`` (the result is then ``unavailable``).

An empty query is the model's mistake and raises ``ToolInputError``; ``max_results`` is
clamped to 1..10. The API key is never put into a result or log line: any text that came
back from the service is scrubbed of it before use.
"""

from __future__ import annotations

import json
import logging
from typing import Any

import requests
from tavily import TavilyClient
from tavily import errors as tavily_errors

from settings import Settings
from support.text import cut, one_line
from tools.base import ToolContext, ToolInputError, tool
from tools.result import ErrorKind, ToolResult

log = logging.getLogger(__name__)

TIMEOUT_S = 15.0  # a chat turn should not hang on search; Tavily's own default is 60 s
MAX_QUERY_CHARS = 400  # Tavily rejects longer queries; say so before spending a request
MAX_RESULTS = 10
TITLE_CHARS = 150
URL_CHARS = 300
SNIPPET_CHARS = 300
ANSWER_CHARS = 600
MAX_RESULT_BYTES = 4096  # the small local model's context is precious
DETAIL_CHARS = 200  # how much of a service error message to pass on

# Said to the customer: the key to set is operator detail (the About section, the admin page).
NOT_CONFIGURED = "web search is not configured on this assistant"


def _cut(text: Any, limit: int) -> str:
    """Plain one-line text of at most ``limit`` characters; a cut ends with an ellipsis."""
    return cut(one_line(text), limit)


def _size(result: dict[str, Any]) -> int:
    return len(json.dumps(result, ensure_ascii=False).encode("utf-8"))


# The service's reasons, in the app's one vocabulary of failure kinds.
REASONS: dict[str, ErrorKind] = {
    "not_configured": "not_configured",
    "invalid_key": "refused",
    "rate_limited": "limit",
    "forbidden": "refused",
    "bad_request": "bad_input",
    "timeout": "timeout",
    "network": "failed",
    "http_error": "failed",
    "bad_response": "failed",
    "unexpected": "failed",
}


# Tavily's refusals, in the order they are tried: kind, and the message ({detail}: its words).
_REFUSALS: dict[type[Exception], tuple[str, str]] = {
    tavily_errors.InvalidAPIKeyError: (
        "invalid_key",
        "web search rejected the API key (401){detail}; check TAVILY_API_KEY",
    ),
    tavily_errors.UsageLimitExceededError: (
        "rate_limited",
        "web search is rate-limited or over its usage limit (429){detail}; try again later",
    ),
    tavily_errors.ForbiddenError: (
        "forbidden",
        "web search was refused (plan or usage limit, or key not allowed){detail}",
    ),
    tavily_errors.BadRequestError: ("bad_request", "web search rejected the query (400){detail}"),
}


def _failure(kind: str, message: str, key: str | None = None) -> ToolResult:
    if key:
        message = message.replace(key, "***")
    # A missing key is a deployment choice, not an incident: keep it out of warning logs.
    log.log(
        logging.INFO if kind == "not_configured" else logging.WARNING,
        "web search failed (%s): %s",
        kind,
        message,
    )
    return ToolResult.failure(
        REASONS[kind], message, kind=kind, configured=kind != "not_configured"
    )


def _detail(exc: BaseException) -> str:
    """The service's own words, if any, as a short suffix."""
    text = _cut(exc, DETAIL_CHARS)
    return f": {text}" if text else ""


def _shape(query: str, data: dict[str, Any]) -> dict[str, Any]:
    """Trim Tavily's response to what the model needs, within ``MAX_RESULT_BYTES``."""
    answer = data.get("answer")
    result: dict[str, Any] = {
        "query": query,
        "answer": _cut(answer, ANSWER_CHARS)
        if isinstance(answer, str) and answer.strip()
        else None,
        "results": [],
        "count": 0,
        "truncated": False,
    }
    for item in data["results"]:
        if not isinstance(item, dict):
            continue  # skip junk rather than fail the whole search
        entry = {
            "title": _cut(item.get("title"), TITLE_CHARS),
            "url": _cut(item.get("url"), URL_CHARS),
            "snippet": _cut(item.get("content"), SNIPPET_CHARS),
        }
        result["results"].append(entry)
        result["count"] += 1
        if _size(result) > MAX_RESULT_BYTES:
            result["results"].pop()
            result["count"] -= 1
            result["truncated"] = True
            break
    return result


def _unconfigured(settings: Settings) -> ToolResult | None:
    """The failed result every call gets without a key (None with one)."""
    return None if settings.tavily_api_key else _failure("not_configured", NOT_CONFIGURED)


@tool("search", unconfigured=_unconfigured)
def web_search(ctx: ToolContext, query: str, max_results: int = 5) -> dict | ToolResult:
    """Search the web for current, public information outside the store's own database.

    Args:
        query: What to look for, in plain words, e.g. "AC/DC latest album release date".
        max_results: How many results to return, 1 to 10 (default 5).
    """
    query = " ".join((query or "").split())
    if not query:
        raise ToolInputError("query is empty: say what to search for")
    if len(query) > MAX_QUERY_CHARS:
        raise ToolInputError(f"query is {len(query)} characters; keep it under {MAX_QUERY_CHARS}")
    max_results = min(max(int(max_results), 1), MAX_RESULTS)

    key = ctx.settings.tavily_api_key
    if not key:
        # Never build a TavilyClient without a key: it would fall back to the environment
        # or to Tavily's keyless mode and send the query anyway. (Tool.call asks
        # _unconfigured first; this guards a direct call of the function.)
        return _failure("not_configured", NOT_CONFIGURED)

    try:
        with TavilyClient(api_key=key) as client:
            data = client.search(
                query,
                max_results=max_results,
                include_answer=True,
                search_depth="basic",
                timeout=TIMEOUT_S,
            )
    except tuple(_REFUSALS) as exc:
        kind, message = next(v for t, v in _REFUSALS.items() if isinstance(exc, t))
        return _failure(kind, message.format(detail=_detail(exc)), key)
    except tavily_errors.TimeoutError:
        return _failure(
            "timeout", f"web search timed out after {TIMEOUT_S:g} s; try again later", key
        )
    except requests.exceptions.HTTPError as exc:
        status = exc.response.status_code if exc.response is not None else "?"
        return _failure(
            "http_error", f"web search service error (HTTP {status}); try again later", key
        )
    except requests.exceptions.ConnectionError as exc:
        return _failure(
            "network", f"web search could not reach the service: {type(exc).__name__}", key
        )
    except ValueError as exc:  # requests' JSONDecodeError: a 200 whose body is not JSON
        return _failure(
            "bad_response", f"web search got an unreadable response: {type(exc).__name__}", key
        )
    except Exception as exc:  # e.g. a non-object JSON body or an odd status; never crash the turn
        log.exception("web search: unexpected failure")
        return _failure("unexpected", f"web search failed: {type(exc).__name__}{_detail(exc)}", key)

    if not isinstance(data, dict) or not isinstance(data.get("results"), list):
        return _failure("bad_response", "web search got a response without a results list", key)
    result = _shape(query, data)
    # The service could echo anything; make sure the key never reaches the model.
    if key in json.dumps(result, ensure_ascii=False):
        result = json.loads(json.dumps(result, ensure_ascii=False).replace(key, "***"))
    return result
