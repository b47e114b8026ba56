"""The served backend: every model call goes to an OpenAI-compatible server (vLLM, SGLang,
llama.cpp's server) through the ``openai`` client, instead of a model in this process.

Why a server: a batching engine lets many chats share one GPU (eight concurrent requests
finished 3.7x faster than one after another on vLLM, even on a CPU), and app replicas stay
small. The contract is the in-process one (``llm.backend``): plain-dict results, never raises,
JSON-constrained output for a schema, token counts for ``llm_calls``.

- The schema goes in the server's structured-output field (``LLM_SCHEMA_FIELD``): the standard
  ``response_format`` json_schema (vLLM, SGLang), vLLM's ``structured_outputs`` extra, or
  llama.cpp's ``json_object`` + schema. A server that rejects the field (HTTP 400/422 while a
  plain request works) is asked in the prompt instead, its reply parsed, and asked once more
  when the reply is no JSON object; that server is then always asked this way.
- Retries with back-off on 429/5xx and connection errors, and ``Retry-After``, are the
  ``openai`` client's own (``LLM_RETRIES``); every request has a timeout (``LLM_TIMEOUT``).
- A server that is down gives an error naming ``LLM_BASE_URL``, never a bare socket message.
- Control tokens in message content are defused here too: the server applies the chat template,
  so a customer's "<|im_start|>system" would otherwise become a real role marker.
"""

from __future__ import annotations

import json
import logging
import re
import threading
import time
from collections.abc import Iterator
from typing import Any

from llm.backend import (
    GenerateResult,
    Messages,
    ModelInfo,
    Schema,
    error_result,
    neutralize_messages,
    ok_result,
    trim_loop,
)
from settings import LLM_SCHEMA_FIELDS as SCHEMA_FIELDS

log = logging.getLogger(__name__)

_PROMPT_RULE = "Reply with only one JSON object matching this JSON schema, and nothing else:\n"
_RETRY_ASK = "That was not one valid JSON object. Reply again with only the JSON object."


def _openai() -> Any:
    """The ``openai`` package, imported on first use rather than with this module.

    ``llm.select`` imports this module on every start, but only a start with ``LLM_BASE_URL``
    talks to a server: importing ``openai`` (~0.4 s) would lengthen the in-process app's
    start for nothing (``bench/results/cold-start.md``).
    """
    import openai

    return openai


class ModelServerError(RuntimeError):
    """The model server could not answer; the message names ``LLM_BASE_URL`` and the cause."""


def first_json_object(text: str) -> str | None:
    """The first complete JSON object in ``text`` (code fences and chatter around it ignored)."""
    decoder = json.JSONDecoder()
    start = text.find("{")
    while start != -1:
        try:
            value, end = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            start = text.find("{", start + 1)
            continue
        if isinstance(value, dict):
            return text[start:end]
        start = text.find("{", end)
    return None


def with_schema_rule(messages: list[dict[str, str]], schema: dict[str, Any]) -> list[dict]:
    """``messages`` with the schema stated in the system message (for servers without the field)."""
    rule = _PROMPT_RULE + json.dumps(schema, separators=(",", ":"))
    if messages and messages[0].get("role") == "system":
        return [{**messages[0], "content": messages[0]["content"] + "\n\n" + rule}, *messages[1:]]
    return [{"role": "system", "content": rule}, *messages]


class ServedBackend:
    """A model behind an OpenAI-compatible ``/v1/chat/completions``; thread-safe (the server
    batches concurrent requests, so nothing here serialises them)."""

    served = True

    def __init__(
        self,
        base_url: str,
        model: str,
        api_key: str | None = None,
        timeout_s: float = 120.0,
        max_retries: int = 3,
        schema_field: str = "json_schema",
        max_tokens_cap: int | None = None,
    ) -> None:
        if schema_field not in SCHEMA_FIELDS:
            raise ValueError(f"schema_field {schema_field!r}: choose one of {SCHEMA_FIELDS}")
        self.base_url = base_url.rstrip("/")
        # what errors and the banner show: a password in the URL (user:pw@host) stays out
        self.shown_url = re.sub(r"//[^/@]*@", "//", self.base_url)
        self.model = model
        self.schema_field = schema_field
        self.timeout_s = timeout_s
        self.max_tokens_cap = max_tokens_cap  # MAX_NEW_TOKENS: no call asks for more
        openai = _openai()
        # vLLM without --api-key accepts any key, but the client insists on one.
        self.client = openai.OpenAI(
            base_url=self.base_url,
            api_key=api_key or "not-needed",
            timeout=openai.Timeout(timeout_s, connect=min(10.0, timeout_s)),
            max_retries=max_retries,
        )
        self._field_lock = threading.Lock()
        self.info = ModelInfo(
            name=model,
            source=f"OpenAI-compatible server at {self.shown_url}",
            dtype="served",
            device="server",
        )

    # -- the server ----------------------------------------------------------------------
    def served_models(self, timeout_s: float = 10.0) -> list[str]:
        """Model ids the server lists at ``/models``; raises ``ModelServerError`` if it cannot."""
        openai = _openai()
        try:
            page = self.client.with_options(timeout=timeout_s, max_retries=0).models.list()
            return [m.id for m in page.data]
        except openai.OpenAIError as exc:
            raise self._server_error(exc) from exc

    def _server_error(self, exc: BaseException) -> ModelServerError:
        openai = _openai()
        where = f"the model server at LLM_BASE_URL={self.shown_url}"
        if isinstance(exc, openai.APITimeoutError):
            return ModelServerError(
                f"{where} did not answer within {self.timeout_s:g}s (LLM_TIMEOUT)"
            )
        if isinstance(exc, openai.APIConnectionError):
            cause = exc.__cause__ or exc
            return ModelServerError(
                f"{where} cannot be reached ({type(cause).__name__}: {cause}); "
                "start the server or correct LLM_BASE_URL"
            )
        if isinstance(exc, openai.NotFoundError):
            return ModelServerError(
                f"{where} does not serve model {self.model!r} (LLM_MODEL) or has no "
                f"/chat/completions: HTTP 404 {_body(exc)}"
            )
        if isinstance(exc, openai.APIStatusError):
            return ModelServerError(f"{where} answered HTTP {exc.status_code}: {_body(exc)}")
        return ModelServerError(f"{where} failed: {type(exc).__name__}: {exc}")

    def _request(self, messages: list[dict], max_new_tokens: int, **extra: Any) -> dict[str, Any]:
        return dict(
            model=self.model,
            messages=neutralize_messages(messages),
            max_tokens=min(max_new_tokens, self.max_tokens_cap or max_new_tokens),
            temperature=0.0,  # greedy, as in-process
            **extra,
        )

    def _schema_args(self, schema: dict[str, Any]) -> dict[str, Any]:
        if self.schema_field == "json_schema":
            return {
                "response_format": {
                    "type": "json_schema",
                    "json_schema": {"name": "reply", "schema": schema, "strict": True},
                }
            }
        if self.schema_field == "structured_outputs":
            return {"extra_body": {"structured_outputs": {"json": schema}}}
        if self.schema_field == "json_object":
            return {"response_format": {"type": "json_object", "schema": schema}}
        return {}

    def _complete(
        self, messages: list[dict], max_new_tokens: int, **extra: Any
    ) -> tuple[str, int, int]:
        reply = self.client.chat.completions.create(
            **self._request(messages, max_new_tokens, **extra)
        )
        text = (reply.choices[0].message.content or "") if reply.choices else ""
        usage = reply.usage
        return (
            text,
            int(getattr(usage, "prompt_tokens", 0) or 0),
            int(getattr(usage, "completion_tokens", 0) or 0),
        )

    # -- generation ----------------------------------------------------------------------
    def _result(self, text: str, prompt: int, completion: int, started: float) -> GenerateResult:
        """A completed call's result: the reply, the server's token counts, and its time."""
        return ok_result(
            text.strip(), prompt, completion, time.perf_counter() - started, self.model
        )

    def generate(
        self, messages: Messages, max_new_tokens: int = 256, schema: Schema = None
    ) -> GenerateResult:
        """One completion; JSON-constrained to ``schema`` when given. Never raises."""
        openai = _openai()
        started = time.perf_counter()
        try:
            if schema is None:
                text, prompt, completion = self._complete(messages, max_new_tokens)
                text = trim_loop(text.strip())
            elif self.schema_field != "prompt":
                try:
                    text, prompt, completion = self._complete(
                        messages, max_new_tokens, **self._schema_args(schema)
                    )
                except (openai.BadRequestError, openai.UnprocessableEntityError) as exc:
                    text, prompt, completion = self._prompted(messages, max_new_tokens, schema)
                    self._drop_schema_field(exc)  # the plain request worked: the field was it
            else:
                text, prompt, completion = self._prompted(messages, max_new_tokens, schema)
            return self._result(text, prompt, completion, started)
        except Exception as exc:  # noqa: BLE001 - the contract: errors are results
            failure = self._server_error(exc) if isinstance(exc, openai.OpenAIError) else exc
            return error_result(failure, self.model, time.perf_counter() - started)

    def _prompted(
        self, messages: list[dict], max_new_tokens: int, schema: dict[str, Any]
    ) -> tuple[str, int, int]:
        """The schema in the prompt, the reply parsed; one more ask when it holds no object."""
        asked = with_schema_rule(messages, schema)
        text, prompt, completion = self._complete(asked, max_new_tokens)
        found = first_json_object(text)
        if found is None:
            retry = [
                *asked,
                {"role": "assistant", "content": text},
                {"role": "user", "content": _RETRY_ASK},
            ]
            text, more_prompt, more_completion = self._complete(retry, max_new_tokens)
            prompt, completion = prompt + more_prompt, completion + more_completion
            found = first_json_object(text)
        return (found if found is not None else text), prompt, completion

    def _drop_schema_field(self, exc: BaseException) -> None:
        with self._field_lock:
            if self.schema_field != "prompt":
                log.warning(
                    "LLM_BASE_URL=%s rejected the %s schema field (%s); asking for JSON in the "
                    "prompt from now on (set LLM_SCHEMA_FIELD to the field this server supports)",
                    self.shown_url,
                    self.schema_field,
                    _body(exc),
                )
                self.schema_field = "prompt"

    def stream(
        self, messages: list[dict[str, str]], max_new_tokens: int = 256
    ) -> Iterator[dict[str, Any]]:
        """Yield ``{"delta": text}`` as the server sends it, then the final result with
        ``"done": True`` (token counts from the server's closing ``usage``). Never raises."""
        openai = _openai()
        started = time.perf_counter()
        pieces: list[str] = []
        prompt = completion = 0
        try:
            chunks = self.client.chat.completions.create(
                **self._request(
                    messages,
                    max_new_tokens,
                    stream=True,
                    stream_options={"include_usage": True},
                )
            )
            with chunks:
                for chunk in chunks:
                    if chunk.usage is not None:
                        prompt = int(chunk.usage.prompt_tokens or 0)
                        completion = int(chunk.usage.completion_tokens or 0)
                    for choice in chunk.choices or ():
                        delta = choice.delta.content if choice.delta else None
                        if delta:
                            pieces.append(delta)
                            yield {"delta": delta}
            text = trim_loop("".join(pieces).strip())
            yield dict(self._result(text, prompt, completion, started), done=True)
        except Exception as exc:  # noqa: BLE001
            failure = self._server_error(exc) if isinstance(exc, openai.OpenAIError) else exc
            result = error_result(failure, self.model, time.perf_counter() - started)
            result["text"] = "".join(pieces)
            yield dict(result, done=True)

    def close(self) -> None:
        self.client.close()


def _body(exc: BaseException) -> str:
    """The server's own error text, short (vLLM puts the reason in ``message``)."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        text = inner.get("message") if isinstance(inner, dict) else None
        if text:
            return str(text)[:300]
    return str(exc)[:300]
