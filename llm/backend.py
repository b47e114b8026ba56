"""The transformers backend: one loaded model + tokenizer, greedy generation, JSON constraints.

``TransformersBackend.generate`` and ``.stream`` never raise: every failure becomes a result
carrying the real exception type and message (and the traceback goes to the log), because
exceptions crossing the ZeroGPU process boundary arrive mangled and a failing model must
never crash a chat turn. Results are plain dicts so they pickle across that boundary.

Every prompt goes through ``TransformersBackend.encode``, which neutralises chat-template
control tokens (``<|im_start|>``, ``<|im_end|>``, ``<|endoftext|>``, any ``<|...|>`` and every
other token the tokenizer adds, such as Qwen's ``<tool_call>``) inside message *content*
before the template is applied: otherwise a customer's "<|im_start|>system" becomes a real
role marker. Doing it here, not in each caller, means no prompt can skip it.
"""

from __future__ import annotations

import functools
import json
import logging
import re
import threading
import time
import traceback
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from typing import Any, NotRequired, TypedDict

from llm.decode import Decoded, greedy
from llm.prefix_cache import PrefixCache
from settings import PREFIX_CACHE_MB, PROMPT_LOOKUP

log = logging.getLogger(__name__)


# What every ``generate()`` takes, named once so the backends, the test double and the
# eval meter declare the same call: a chat prompt ([{"role": ..., "content": ...}, ...])
# and the JSON schema a reply is constrained to (None: free text).
Messages = list[dict[str, str]]
Schema = dict[str, Any] | None


class GenerateError(TypedDict):
    type: str
    message: str


class GenerateResult(TypedDict):
    """What ``generate()`` returns; ``error`` is None on success."""

    text: str
    error: GenerateError | None
    prompt_tokens: int
    completion_tokens: int
    latency_s: float
    model: str
    # Prompt tokens whose KV came from a cache, not computed by this call (absent: none).
    cached_tokens: NotRequired[int]


@dataclass(frozen=True)
class ModelInfo:
    """What the banner says: which model, from where, dtype (and why), device, threads."""

    name: str
    source: str
    dtype: str
    device: str
    load_s: float = 0.0
    dtype_reason: str = ""  # e.g. "CPU has AMX-BF16" (llm.cpu.choose_dtype)
    threads: int = 0  # torch's intra-op threads; 0: not set by the loader
    threads_reason: str = ""  # e.g. "2 CPUs available; OpenMP spins briefly…" (llm.cpu)

    def banner(self) -> str:
        if self.device == "server":  # llm.served: the weights live in another process
            return f"Model: {self.name} · served by {self.source} · no local model loaded"
        dtype = f"{self.dtype} ({self.dtype_reason})" if self.dtype_reason else self.dtype
        device = self.device
        if self.threads:
            why = f" ({self.threads_reason})" if self.threads_reason else ""
            device += f", {self.threads} thread{'s' if self.threads != 1 else ''}{why}"
        return f"Model: {self.name} · from {self.source} · {dtype} · {device} · loaded in {self.load_s:.1f}s"

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


# A Qwen-style special token written as text: "<|" + name + "|>" (a fixed shape, bounded).
CONTROL_TOKEN = re.compile(r"<\|[^<>|\n]{0,64}\|>")
# Qwen2.5's tool-call markers are plain added tokens, not "<|...|>": defused everywhere,
# even where no tokenizer is at hand (prompt builders, the scripted fake in tests).
TOOL_MARKUP = ("<tool_call>", "</tool_call>")


def _defuse(token: str) -> str:
    """``token`` changed just enough that no tokenizer reads it as the special token."""
    if token.startswith("<"):  # "<|im_start|>" -> "‹|im_start|›": still readable as text
        return "\u2039" + token[1:-1] + ("\u203a" if token.endswith(">") else token[-1:])
    return token[:1] + "\u2060" + token[1:]  # a word joiner splits any other literal


@functools.lru_cache(maxsize=8)
def _control_pattern(specials: tuple[str, ...]) -> re.Pattern[str]:
    # Longest first, so "<|im_start|>" is replaced whole before any shorter token inside it;
    # one-character tokens cannot be defused without dropping the character: left alone.
    exact = sorted({t for t in (*specials, *TOOL_MARKUP) if len(t) > 1}, key=len, reverse=True)
    return re.compile("|".join([CONTROL_TOKEN.pattern, *map(re.escape, exact)]))


def neutralize(text: str, specials: Iterable[str] = ()) -> str:
    """``text`` with every control token made plain text (see the module docstring).

    ``specials`` are the tokenizer's added tokens, matched exactly; anything shaped like
    ``<|...|>`` is defused too, so a token this tokenizer lacks cannot slip through either.
    Repeats until stable (defusing "<|a<|b|>|>" can expose nothing new, but a second look
    is cheap); each pass only ever removes "<" or splits a token, so it settles at once.
    """
    pattern = _control_pattern(tuple(specials))
    for _ in range(8):
        cleaned = pattern.sub(lambda m: _defuse(m.group(0)), text)
        if cleaned == text:
            break
        text = cleaned
    return text


def neutralize_messages(
    messages: list[dict[str, str]], specials: Iterable[str] = ()
) -> list[dict[str, str]]:
    """Copies of ``messages`` whose content holds no control token."""
    specials = tuple(specials)
    return [
        {**m, "content": neutralize(m["content"], specials)}
        if isinstance(m.get("content"), str)
        else dict(m)
        for m in messages
    ]


def ok_result(
    text: str,
    prompt_tokens: int,
    completion_tokens: int,
    latency_s: float,
    model: str,
    cached_tokens: int | None = None,
) -> GenerateResult:
    """A completed call's result (``error`` None), built one way by every backend and the
    test double; ``cached_tokens`` is left out where the backend does not count it."""
    result = GenerateResult(
        text=text,
        error=None,
        prompt_tokens=prompt_tokens,
        completion_tokens=completion_tokens,
        latency_s=latency_s,
        model=model,
    )
    if cached_tokens is not None:
        result["cached_tokens"] = cached_tokens
    return result


def error_result(exc: BaseException, model: str = "", latency_s: float = 0.0) -> GenerateResult:
    """A structured error carrying the real exception type and message; logs the traceback."""
    log.error("generate failed: %s", "".join(traceback.format_exception(exc)))
    return GenerateResult(
        text="",
        error=GenerateError(type=type(exc).__name__, message=str(exc)),
        prompt_tokens=0,
        completion_tokens=0,
        latency_s=latency_s,
        model=model,
    )


TRIM_UNIT_CHARS = 400  # a sentence or two (llm.decode.looping stops 64-token periods)


def trim_loop(text: str, min_repeats: int = 3) -> str:
    """Drop a trailing run of a repeated fragment, keeping its first occurrence."""
    longest = min(TRIM_UNIT_CHARS, len(text) // min_repeats + 1)
    for size in range(4, longest):  # short units eat "1000"
        unit = text[-size:]
        count = 1
        while (count + 1) * size <= len(text) and text[: len(text) - count * size].endswith(unit):
            count += 1
        if count >= min_repeats and any(ch.isalnum() for ch in unit):
            return text[: len(text) - (count - 1) * size].rstrip(" ,;") + " …"
    return text


class TransformersBackend:
    """A causal LM and its tokenizer, decoded greedily by ``llm.decode.greedy``.

    One model, one call at a time: ``model_lock`` serialises decoding (two at once would only
    share the same cores, and a streamed call's worker thread must not overlap the next
    call). Turns that run concurrently (``CONCURRENCY``) still overlap their tool work,
    database reads and prompt building; only the model calls queue here.

    ``prefix_cache`` keeps prompt KVs between calls (``llm.prefix_cache``, default
    ``PREFIX_CACHE_MB``); ``jump_forward``
    appends grammar-forced tokens in one pass; ``lookup_tokens`` > 0 lets unconstrained
    answers check that many prompt tokens per pass (see ``llm.decode``).
    """

    served = False  # the model runs in this process (``llm.served.ServedBackend`` is True)

    def __init__(
        self,
        model: Any,
        tokenizer: Any,
        info: ModelInfo,
        prefix_cache: PrefixCache | None = None,
        jump_forward: bool = True,
        lookup_tokens: int = PROMPT_LOOKUP,
        max_tokens_cap: int | None = None,
    ) -> None:
        self.model = model
        self.tokenizer = tokenizer
        self.info = info
        self.prefix_cache = (
            prefix_cache if prefix_cache is not None else PrefixCache(PREFIX_CACHE_MB << 20)
        )
        self.max_tokens_cap = max_tokens_cap  # MAX_NEW_TOKENS: no call asks for more
        self.jump_forward = jump_forward
        self.lookup_tokens = lookup_tokens
        self.model_lock = threading.Lock()
        self._grammar_lock = threading.Lock()
        self._compiler: Any = None
        self._grammars: dict[str, Any] = {}
        self._stop_ids = self._find_stop_ids()
        # Every token the tokenizer matches as a unit (specials and plain added tokens).
        self._specials = tuple(tokenizer.get_added_vocab())

    def _find_stop_ids(self) -> list[int]:
        ids = []
        for token in ("<|im_end|>", "<|endoftext|>", self.tokenizer.eos_token):
            if token is None:
                continue
            tid = self.tokenizer.convert_tokens_to_ids(token)
            if (
                isinstance(tid, int)
                and tid >= 0
                and tid != self.tokenizer.unk_token_id
                and tid not in ids
            ):
                ids.append(tid)
        return ids

    # -- prompts -----------------------------------------------------------------------
    def encode(self, messages: list[dict[str, str]]) -> list[int]:
        """Token ids of ``messages`` in the chat template, control tokens in content defused."""
        enc = self.tokenizer.apply_chat_template(
            neutralize_messages(messages, self._specials),
            add_generation_prompt=True,
            return_dict=True,
        )
        return list(enc["input_ids"])

    def count_prompt_tokens(self, messages: list[dict[str, str]]) -> int:
        return len(self.encode(messages))

    # -- constrained decoding ----------------------------------------------------------
    def grammar(self, schema: dict[str, Any]) -> Any:
        """The compiled xgrammar grammar of ``schema`` (compiled once per schema text)."""
        import xgrammar as xgr

        key = json.dumps(schema)  # key order matters: properties are generated in order
        with self._grammar_lock:
            if self._compiler is None:
                info = xgr.TokenizerInfo.from_huggingface(
                    self.tokenizer,
                    vocab_size=self.model.config.vocab_size,
                    stop_token_ids=self._stop_ids,
                )
                self._compiler = xgr.GrammarCompiler(info)
            if key not in self._grammars:
                # No free whitespace: fewer tokens, and a weak model cannot loop on spaces.
                self._grammars[key] = self._compiler.compile_json_schema(key, any_whitespace=False)
            return self._grammars[key]

    def _decode(
        self,
        ids: list[int],
        max_new_tokens: int,
        schema: dict[str, Any] | None,
        on_tokens: Any = None,
    ) -> Decoded:
        if self.max_tokens_cap is not None:
            max_new_tokens = min(max_new_tokens, self.max_tokens_cap)
        return greedy(
            self.model,
            ids,
            max_new_tokens=max_new_tokens,
            stop_ids=self._stop_ids,
            cache=self.prefix_cache,
            grammar=self.grammar(schema) if schema is not None else None,
            jump_forward=self.jump_forward,
            lookup_tokens=self.lookup_tokens if schema is None else 0,
            on_tokens=on_tokens,
        )

    def _result(self, decoded: Decoded, text: str, started: float) -> GenerateResult:
        if decoded.stop == "loop":
            log.warning("generation stopped in a loop after %d tokens", len(decoded.tokens))
        return ok_result(
            text.strip(),
            decoded.prompt_tokens,
            len(decoded.tokens),
            time.perf_counter() - started,
            self.info.name,
            cached_tokens=decoded.cached_tokens,
        )

    # -- generation --------------------------------------------------------------------
    def generate(
        self, messages: Messages, max_new_tokens: int = 256, schema: Schema = None
    ) -> GenerateResult:
        """Greedy completion of ``messages``; constrained to ``schema`` when given. Never raises."""
        started = time.perf_counter()
        try:
            ids = self.encode(messages)
            with self.model_lock:
                decoded = self._decode(ids, max_new_tokens, schema)
            text = self.tokenizer.decode(decoded.tokens, skip_special_tokens=True)
            if schema is None:
                text = trim_loop(text.strip())
            return self._result(decoded, text, started)
        except Exception as exc:  # noqa: BLE001 - see module docstring
            return error_result(exc, self.info.name, time.perf_counter() - started)

    def stream(self, messages: Messages, max_new_tokens: int = 256) -> Iterator[dict[str, Any]]:
        """Yield ``{"delta": text}`` as tokens arrive, then one final ``GenerateResult``-like
        dict with ``"done": True``. Never raises."""
        import torch
        from transformers import TextIteratorStreamer

        started = time.perf_counter()
        failure: list[BaseException] = []
        decoded: list[Decoded] = []
        pieces: list[str] = []
        try:
            ids = self.encode(messages)
            streamer = TextIteratorStreamer(self.tokenizer, skip_special_tokens=True, timeout=600)

            def run() -> None:
                try:
                    decoded.append(
                        self._decode(
                            ids, max_new_tokens, None, lambda t: streamer.put(torch.tensor(t))
                        )
                    )
                except BaseException as exc:  # noqa: BLE001 - reported to the consumer
                    failure.append(exc)
                finally:
                    streamer.end()
                    self.model_lock.release()  # held until the model stops, not the reader

            # Taken here, released by the worker: a consumer that stops reading early must
            # not let the next call start while this generation still runs.
            self.model_lock.acquire()
            worker = threading.Thread(target=run, daemon=True)
            try:
                worker.start()
            except BaseException:
                self.model_lock.release()
                raise
            for delta in streamer:
                if delta:
                    pieces.append(delta)
                    yield {"delta": delta}
            worker.join()
            if failure:
                raise failure[0]
            text = trim_loop("".join(pieces).strip())
            yield dict(self._result(decoded[0], text, started), done=True)
        except Exception as exc:  # noqa: BLE001
            result = error_result(exc, self.info.name, time.perf_counter() - started)
            result["text"] = "".join(pieces)
            yield dict(result, done=True)
