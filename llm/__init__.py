"""The model layer: one ``generate()`` for every model call in the app.

    import llm
    info = llm.init(settings)          # once per process, at module level in app.py
    result = llm.generate(messages, max_new_tokens=128, schema=llm.protocol.manager_schema())

With the in-process model, ``generate`` and ``generate_stream`` go through ``@spaces.GPU``: on
a ZeroGPU Space a GPU is attached for the call's duration, which is computed from the request
(shorter asks queue sooner) and capped by ``GPU_DURATION_MAX``. Elsewhere the decorator is a
no-op. With ``LLM_BASE_URL`` set the backend is a model server (``llm.served``): calls go
straight to it, no local model is loaded and no GPU is asked for.
Arguments and results are plain data (ZeroGPU pickles them across a process boundary), and
neither function raises: failures come back as ``{"error": {"type", "message"}}``.

Importing this package loads no model; tests inject a tiny model or a scripted fake.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Protocol

import spaces

from llm.backend import GenerateResult, ModelInfo, TransformersBackend, error_result
from settings import Settings

__all__ = [
    "Backend",
    "GenerateResult",
    "ModelInfo",
    "TransformersBackend",
    "generate",
    "generate_stream",
    "gpu_duration",
    "init",
    "set_backend",
]


class Backend(Protocol):
    """What ``generate`` needs of a model: ``TransformersBackend`` or ``llm.served.ServedBackend``."""

    served: bool  # True: a model server; calls skip @spaces.GPU and may run concurrently
    info: ModelInfo

    def generate(
        self, messages: list[dict[str, str]], max_new_tokens: int = ..., schema: Any = ...
    ) -> GenerateResult: ...

    def stream(
        self, messages: list[dict[str, str]], max_new_tokens: int = ...
    ) -> Iterator[dict[str, Any]]: ...


_backend: Backend | None = None
_duration_cap = Settings().gpu_duration_max


def init(settings: Settings) -> ModelInfo:
    """Load the configured model (once) and make it the one ``generate`` uses."""
    global _backend, _duration_cap
    from llm.select import load_backend

    _duration_cap = settings.gpu_duration_max
    if _backend is None:
        _backend = load_backend(settings)
    return _backend.info


def set_backend(backend: Backend | None) -> None:
    """Use ``backend`` for every later call (tests and benchmarks)."""
    global _backend
    _backend = backend


def is_served() -> bool:
    """True when calls go to a model server (several turns may then run at once)."""
    return _backend is not None and _backend.served


def gpu_duration(
    messages: list[dict[str, str]], max_new_tokens: int = 256, schema: dict[str, Any] | None = None
) -> int:
    """Seconds of GPU to ask ZeroGPU for: a fixed start-up allowance plus decode time."""
    prompt_chars = sum(len(m.get("content", "")) for m in messages)
    estimate = 5 + prompt_chars / 4 / 2000 + max_new_tokens / 25  # ~25 tok/s worst case
    return int(min(_duration_cap, max(5, estimate)))


def _no_model() -> GenerateResult:
    return error_result(RuntimeError("no model is loaded: call llm.init(settings) first"))


@spaces.GPU(duration=gpu_duration)
def _generate_on_gpu(
    messages: list[dict[str, str]], max_new_tokens: int = 256, schema: dict[str, Any] | None = None
) -> GenerateResult:
    if _backend is None:
        return _no_model()
    return _backend.generate(messages, max_new_tokens=max_new_tokens, schema=schema)


@spaces.GPU(duration=gpu_duration)
def _stream_on_gpu(
    messages: list[dict[str, str]], max_new_tokens: int = 256
) -> Iterator[dict[str, Any]]:
    if _backend is None:
        yield dict(_no_model(), done=True)
        return
    yield from _backend.stream(messages, max_new_tokens=max_new_tokens)


def generate(
    messages: list[dict[str, str]], max_new_tokens: int = 256, schema: dict[str, Any] | None = None
) -> GenerateResult:
    """Greedy completion of chat ``messages``; JSON-constrained to ``schema`` when given."""
    current = _backend
    if current is not None and current.served:  # a server: no GPU to attach here
        return current.generate(messages, max_new_tokens=max_new_tokens, schema=schema)
    return _generate_on_gpu(messages, max_new_tokens, schema)


def generate_stream(
    messages: list[dict[str, str]], max_new_tokens: int = 256
) -> Iterator[dict[str, Any]]:
    """Yield ``{"delta": text}`` pieces, then a final result dict with ``"done": True``."""
    current = _backend
    if current is not None and current.served:
        yield from current.stream(messages, max_new_tokens=max_new_tokens)
        return
    yield from _stream_on_gpu(messages, max_new_tokens)
