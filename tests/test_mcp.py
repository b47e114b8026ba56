"""The public chat API as an MCP server (issue 14, item 8), driven by a real MCP client.

``python app.py`` runs as a separate process (``tests.app_process``) with the served model
replaced by the OpenAI-protocol fake; the test speaks MCP's streamable HTTP transport to
``/gradio_api/mcp/`` with the ``mcp`` package's own client. It lists the tools (exactly the
four public endpoints: no admin-page or UI event may leak into MCP), asks one question
through ``chat``, and checks the same ownership rules as the HTTP API: no, a forged or an
ended token is an error, and nothing reaches the model.
"""

from __future__ import annotations

import asyncio
import json

import httpx
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from tests.app_process import start_app
from tests.openai_fake import FakeOpenAI

PUBLIC = {"new_conversation", "chat", "chat_trace", "end_conversation"}


@pytest.fixture
def app_url(model, tmp_path):
    app = start_app("mcp-app", tmp_path, {"LLM_BASE_URL": model.base_url})
    try:
        app.wait_ready()
        yield app.url
    except Exception:
        print(app.log_tail())
        raise
    finally:
        app.stop()


def text_of(result) -> str:
    return "".join(getattr(c, "text", "") for c in result.content)


async def session_run(url: str, model: FakeOpenAI) -> dict:
    seen: dict = {}
    async with (
        httpx.AsyncClient(timeout=httpx.Timeout(60, read=300)) as http,
        streamable_http_client(f"{url}/gradio_api/mcp/", http_client=http) as (read, write, _),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        tools = (await session.list_tools()).tools
        seen["tools"] = {t.name: t for t in tools}

        token = text_of(await session.call_tool("new_conversation", {})).strip()
        seen["token"] = token
        # the route only: the step ("AC/DC" pins the one tool) and the answer (the albums
        # under the tool's caption) are code's
        model.add(json.dumps({"route": ["catalog"], "reason": "albums"}))
        answer = await session.call_tool(
            "chat", {"message": "What AC/DC albums do you have?", "conversation": token}
        )
        seen["answer"] = (answer.isError, text_of(answer))

        calls_before = len(model.requests)
        for name, args in [
            ("missing", {"message": "my invoices"}),
            ("forged", {"message": "my invoices", "conversation": "A" * 43}),
        ]:
            refused = await session.call_tool("chat", args)
            seen[name] = (refused.isError, text_of(refused))
        ended = await session.call_tool("end_conversation", {"conversation": token})
        seen["ended"] = (ended.isError, text_of(ended))
        after = await session.call_tool("chat", {"message": "hello?", "conversation": token})
        seen["after_end"] = (after.isError, text_of(after))
        seen["model_calls_while_refused"] = len(model.requests) - calls_before
    return seen


def test_mcp_lists_the_public_tools_and_answers_with_the_same_token_rules(app_url, model):
    seen = asyncio.run(session_run(app_url, model))

    assert set(seen["tools"]) == PUBLIC
    chat_schema = seen["tools"]["chat"].inputSchema
    assert {"message", "conversation"} <= set(chat_schema["properties"])
    assert "new_conversation" in chat_schema["properties"]["conversation"]["description"]

    assert len(seen["token"]) >= 40
    is_error, answer = seen["answer"]
    assert not is_error and "Let There Be Rock" in answer, answer
    assert answer.startswith("We have 2 albums by AC/DC:"), answer

    for case in ("missing", "forged", "after_end"):
        is_error, message = seen[case]
        assert is_error and "conversation" in message.lower(), (case, message)
    assert seen["ended"][0] is False
    assert seen["model_calls_while_refused"] == 0


def test_mcp_server_setting():
    from settings import Settings, SettingsError

    assert Settings.from_env({}).mcp_server is True
    assert Settings.from_env({"MCP_SERVER": "0"}).mcp_server is False
    assert Settings.from_env({"MCP_SERVER": "off"}).mcp_server is False
    with pytest.raises(SettingsError, match="MCP_SERVER"):
        Settings.from_env({"MCP_SERVER": "maybe"})
