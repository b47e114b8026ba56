"""The model layer: one ``generate()`` for every model call in the app.

    import llm
    info = llm.init(settings)          # once per process, at module level in app.py
    result = llm.generate(messages, max_new_tokens=128, schema=llm.protocol.manager_schema())

``generate`` and ``generate_stream`` are decorated with ``@spaces.GPU``: on a ZeroGPU Space a
GPU is attached for the call's duration, which is computed from the request (shorter asks
queue sooner) and capped by ``GPU_DURATION_MAX``. Elsewhere the decorator is a no-op.
Arguments and results are plain data (ZeroGPU pickles them across a process boundary), and
neither function raises: failures come back as ``{"error": {"type", "message"}}``.

Importing this package loads no model; tests inject a tiny model or a scripted fake.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import spaces

from llm.backend import GenerateResult, ModelInfo, TransformersBackend, error_result
from settings import Settings

__all__ = [
    "GenerateResult",
    "ModelInfo",
    "TransformersBackend",
    "generate",
    "generate_stream",
    "gpu_duration",
    "init",
    "set_backend",
]

_backend: TransformersBackend | None = None
_duration_cap = Settings().gpu_duration_max


def init(settings: Settings) -> ModelInfo:
    """Load the configured model (once) and make it the one ``generate`` uses."""
    global _backend, _duration_cap
    from llm.select import load_backend

    _duration_cap = settings.gpu_duration_max
    if _backend is None:
        _backend = load_backend(settings)
    return _backend.info


def set_backend(backend: TransformersBackend | None) -> None:
    """Use ``backend`` for every later call (tests and benchmarks)."""
    global _backend
    _backend = backend


def backend() -> TransformersBackend | None:
    return _backend


def gpu_duration(
    messages: list[dict[str, str]], max_new_tokens: int = 256, schema: dict[str, Any] | None = None
) -> int:
    """Seconds of GPU to ask ZeroGPU for: a fixed start-up allowance plus decode time."""
    prompt_chars = sum(len(m.get("content", "")) for m in messages)
    estimate = 5 + prompt_chars / 4 / 2000 + max_new_tokens / 25  # ~25 tok/s worst case
    return int(min(_duration_cap, max(5, estimate)))


@spaces.GPU(duration=gpu_duration)
def generate(
    messages: list[dict[str, str]], max_new_tokens: int = 256, schema: dict[str, Any] | None = None
) -> GenerateResult:
    """Greedy completion of chat ``messages``; JSON-constrained to ``schema`` when given."""
    if _backend is None:
        return error_result(RuntimeError("no model is loaded: call llm.init(settings) first"))
    return _backend.generate(messages, max_new_tokens=max_new_tokens, schema=schema)


@spaces.GPU(duration=gpu_duration)
def generate_stream(
    messages: list[dict[str, str]], max_new_tokens: int = 256
) -> Iterator[dict[str, Any]]:
    """Yield ``{"delta": text}`` pieces, then a final result dict with ``"done": True``."""
    if _backend is None:
        yield dict(
            error_result(RuntimeError("no model is loaded: call llm.init(settings) first")),
            done=True,
        )
        return
    yield from _backend.stream(messages, max_new_tokens=max_new_tokens)
