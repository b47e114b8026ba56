"""web_search against a mocked Tavily HTTP API (``responses`` patches requests' transport).

The real TavilyClient runs in every test; only the network is fake.
"""

from __future__ import annotations

import json

import pytest
import requests
import responses

from settings import Settings
from tools.base import ToolContext, ToolInputError
from tools.search import MAX_RESULT_BYTES, NOT_CONFIGURED, REASONS, SNIPPET_CHARS, web_search

URL = "https://api.tavily.com/search"
KEY = "tvly-test-SECRET-0123456789"


@pytest.fixture
def ctx() -> ToolContext:
    return ToolContext(settings=Settings(tavily_api_key=KEY))


@pytest.fixture
def http():
    # Unmatched requests raise ConnectionError, so a stray real call can never happen.
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        yield mock


def tavily_body(n: int = 3, content: str = "Some page text.", title: str = "Title") -> dict:
    return {
        "query": "q",
        "answer": "A short answer.",
        "images": [],
        "response_time": 0.4,
        "results": [
            {
                "title": f"{title} {i}",
                "url": f"https://example.com/{i}",
                "content": content,
                "score": 0.9,
                "raw_content": "x" * 5000,
            }
            for i in range(n)
        ],
    }


def test_success_trims_results_and_sends_key(ctx, http):
    http.post(URL, json=tavily_body(2, content="word " * 200))
    out = web_search.call({"query": "  AC/DC   new album ", "max_results": 2}, ctx).as_json()

    assert "error" not in out
    assert out["query"] == "AC/DC new album"
    assert out["answer"] == "A short answer."
    assert out["count"] == 2 and out["truncated"] is False
    first = out["results"][0]
    assert set(first) == {"title", "url", "snippet"}  # score, raw_content dropped
    assert first["url"] == "https://example.com/0"
    assert len(first["snippet"]) <= SNIPPET_CHARS and first["snippet"].endswith("…")

    (call,) = http.calls
    assert call.request.headers["Authorization"] == f"Bearer {KEY}"
    sent = json.loads(call.request.body)
    assert sent["query"] == "AC/DC new album" and sent["max_results"] == 2
    assert sent["include_answer"] is True
    assert call.request.req_kwargs["timeout"] == 15
    assert KEY not in json.dumps(out)
    json.dumps(out)


def test_overall_size_cap(ctx, http):
    http.post(URL, json=tavily_body(10, content="é" * 1000, title="T" * 500))
    out = web_search.call({"query": "long", "max_results": 10}, ctx).as_json()
    assert out["truncated"] is True
    assert 0 < out["count"] == len(out["results"]) < 10
    assert len(json.dumps(out, ensure_ascii=False).encode()) <= MAX_RESULT_BYTES


def test_long_answer_is_capped_and_missing_answer_is_none(ctx, http):
    body = tavily_body(1)
    body["answer"] = "a" * 5000
    http.post(URL, json=body)
    assert len(web_search.call({"query": "x"}, ctx).as_json()["answer"]) <= 600

    http.replace(responses.POST, URL, json={"results": []})
    out = web_search.call({"query": "x"}, ctx).as_json()
    assert out["answer"] is None and out["results"] == [] and out["count"] == 0


@pytest.mark.parametrize(("asked", "sent"), [(50, 10), (0, 1), (-3, 1), (7, 7)])
def test_max_results_is_clamped(ctx, http, asked, sent):
    http.post(URL, json=tavily_body(1))
    web_search.call({"query": "x", "max_results": asked}, ctx).as_json()
    assert json.loads(http.calls[0].request.body)["max_results"] == sent


@pytest.mark.parametrize("settings", [Settings(), Settings(tavily_api_key="")])
def test_no_key_makes_no_request(http, monkeypatch, settings):
    monkeypatch.setenv("TAVILY_API_KEY", "from-env-must-not-be-used")
    result = web_search.call({"query": "anything"}, ToolContext(settings=settings))
    assert result.unavailable == NOT_CONFIGURED  # said by code, never retried
    out = result.as_json()
    assert out == {"error": NOT_CONFIGURED, "kind": "not_configured", "configured": False}
    assert len(http.calls) == 0


@pytest.mark.parametrize("query", ["", "   \n\t"])
def test_empty_query_is_input_error(ctx, http, query):
    with pytest.raises(ToolInputError, match="query is empty"):
        web_search.fn(ctx, query)
    assert "error" in web_search.call({"query": query}, ctx).as_json()
    assert len(http.calls) == 0


def test_overlong_query_is_input_error(ctx, http):
    out = web_search.call({"query": "word " * 200}, ctx).as_json()
    assert "keep it under" in out["error"] and len(http.calls) == 0


def tavily_error(status: int, message: str) -> dict:
    """The mocked response of a Tavily API error: its status, the message under detail.error."""
    return dict(status=status, json={"detail": {"error": message}})


ERROR_CASES = {
    "connection": (dict(body=requests.exceptions.ConnectionError("refused")), "network", "reach"),
    "timeout": (dict(body=requests.exceptions.ReadTimeout("slow")), "timeout", "timed out"),
    "401": (
        tavily_error(401, "Unauthorized: missing or invalid API key."),
        "invalid_key",
        "API key",
    ),
    "429": (tavily_error(429, "Rate limit exceeded"), "rate_limited", "rate-limited"),
    "432": (tavily_error(432, "Plan limit exceeded"), "forbidden", "refused"),
    "400": (tavily_error(400, "Query is too long."), "bad_request", "Query is too long"),
    "500": (dict(status=500, body="Internal Server Error"), "http_error", "HTTP 500"),
    "503": (dict(status=503, json={}), "http_error", "HTTP 503"),
    "invalid-json": (dict(status=200, body="<html>not json</html>"), "bad_response", "unreadable"),
    "json-list": (dict(status=200, json=[1, 2]), "unexpected", "failed"),
    "no-results": (dict(status=200, json={"results": "nope"}), "bad_response", "results"),
}


@pytest.mark.parametrize("case", list(ERROR_CASES))
def test_failures_become_clear_results(ctx, http, case):
    mock_kwargs, kind, phrase = ERROR_CASES[case]
    http.post(URL, **mock_kwargs)
    result = web_search.call({"query": "x"}, ctx)
    assert result.error.kind == REASONS[kind] and not result.unavailable
    out = result.as_json()
    assert out["kind"] == kind
    assert phrase in out["error"]
    assert out["configured"] is True
    assert KEY not in json.dumps(out)


def test_key_echoed_by_service_is_scrubbed(ctx, http):
    http.post(URL, **tavily_error(401, f"key {KEY} is not valid"))
    out = web_search.call({"query": "x"}, ctx).as_json()
    assert KEY not in json.dumps(out) and "***" in out["error"]

    body = tavily_body(1, content=f"leaked {KEY}")
    http.replace(responses.POST, URL, json=body)
    out = web_search.call({"query": "x"}, ctx).as_json()
    assert KEY not in json.dumps(out) and "***" in out["results"][0]["snippet"]


def test_schema_is_what_the_model_sees():
    args = web_search.describe()["args"]
    assert set(args["properties"]) == {"query", "max_results"}
    assert args["required"] == ["query"]
