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

The app serves its page while the model loads (``app.main``): ``check`` first finds what it
can without loading anything (a ``MODEL_ID`` naming nothing, a missing pack), ``expect_load``
then makes every call wait for ``init`` (``LOAD_WAIT_S`` at most, outside ``@spaces.GPU``, so
no GPU is held while waiting), and a load that fails makes every later call an error naming
the cause, as ``banner()`` does.

Importing this package loads no model; tests inject a tiny model or a scripted fake.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Iterator
from typing import Any, Protocol

import spaces

from llm.backend import (
    GenerateResult,
    Messages,
    ModelInfo,
    Schema,
    TransformersBackend,
    error_result,
)
from settings import Settings

__all__ = [
    "Backend",
    "GenerateResult",
    "Messages",
    "ModelInfo",
    "Schema",
    "TransformersBackend",
    "banner",
    "check",
    "expect_load",
    "generate",
    "generate_stream",
    "gpu_duration",
    "init",
    "is_loading",
    "set_backend",
    "warm_up",
]

log = logging.getLogger(__name__)

# How long a call waits for a model still loading before it answers with an error. A cached
# 0.5B loads in ~5 s, but the first start converts the offline pack and a GPU machine may
# download the 3B from the Hub: minutes, not hours.
LOAD_WAIT_S = 600.0


class ModelNotReadyError(RuntimeError):
    """The model was still loading when a call gave up waiting for it (``LOAD_WAIT_S``)."""


class Backend(Protocol):
    """What ``generate`` needs of a model: ``TransformersBackend`` or ``llm.served.ServedBackend``."""

    served: bool  # True: a model server; calls skip @spaces.GPU and may run concurrently
    info: ModelInfo

    def generate(
        self, messages: Messages, max_new_tokens: int = ..., schema: Schema = ...
    ) -> GenerateResult: ...

    def stream(self, messages: Messages, max_new_tokens: int = ...) -> Iterator[dict[str, Any]]: ...


_backend: Backend | None = None
_duration_cap = Settings().gpu_duration_max
# Guards the three below; notified when a load ends. A call waits on it while _loading.
_state = threading.Condition()
_loading = False  # expect_load() was called and init() has not finished yet
_failure: str | None = None  # why the last init() failed, as every later call reports it


def check(settings: Settings) -> None:
    """Raise ``ModelLoadError`` for what is wrong with the configured model that shows
    without loading it: a ``MODEL_ID`` naming no usable file or folder, ``DEVICE=cuda``
    without CUDA, an offline pack neither converted nor installed where it would be used.

    Cheap: no weights are read, and ``torch`` is imported (to ask for CUDA) only where the
    answer depends on it. A model server (``LLM_BASE_URL``) is asked by ``init`` instead.
    """
    from llm.pack import PACKS, PackError, converted_dir, is_converted, part_files
    from llm.select import ModelLoadError, cuda_available, pick_device, resolve

    if settings.llm_base_url:
        return
    if settings.device == "cuda":
        pick_device(settings, cuda_available())
    if settings.model_id:
        resolve(settings, cuda=False)  # a MODEL_ID is checked the same with or without CUDA
        return
    pack = PACKS[settings.offline_model]
    if is_converted(converted_dir(pack, settings.model_cache_dir), pack.sha256):
        return
    try:
        part_files(pack)
    except PackError as exc:
        if settings.device == "cpu" or not cuda_available():  # with CUDA the Hub model is used
            raise ModelLoadError(str(exc)) from None


def expect_load() -> None:
    """From now until ``init`` returns, calls wait for the model instead of failing."""
    global _loading
    with _state:
        if _backend is None:
            _loading = True


def init(settings: Settings) -> ModelInfo:
    """Load the configured model (once) and make it the one ``generate`` uses.

    A failure is raised, and also kept: every later call answers with it (``generate``).
    """
    global _backend, _duration_cap, _loading, _failure
    from llm.select import ModelLoadError, load_backend

    _duration_cap = settings.gpu_duration_max
    if _backend is None:
        try:
            backend = load_backend(settings)
        except Exception as exc:
            why = str(exc) if isinstance(exc, ModelLoadError) else f"{type(exc).__name__}: {exc}"
            with _state:  # on one line: it goes into the banner and into answers
                _failure, _loading = " ".join(why.split()), False
                _state.notify_all()
            raise
        with _state:
            _backend, _failure, _loading = backend, None, False
            _state.notify_all()
    return _backend.info


def set_backend(backend: Backend | None) -> None:
    """Use ``backend`` for every later call (tests and benchmarks); ends any wait for one."""
    global _backend, _loading, _failure
    with _state:
        _backend, _loading, _failure = backend, False, None
        _state.notify_all()


def is_loading() -> bool:
    """True between ``expect_load`` and the end of ``init``."""
    return _loading


def banner() -> str:
    """One line on the model: the loaded one's banner, or that it is loading or failed."""
    with _state:
        if _backend is not None:
            return _backend.info.banner()
        if _failure is not None:
            return (
                f"Model: failed to load ({_failure}); no answer can be written until the app "
                "is restarted with a model that loads"
            )
        if _loading:
            return "Model: loading… (an answer asked for meanwhile waits for it)"
        return "Model: none loaded"


def warm_up() -> None:
    """Compile the manager's grammar now, not in the first turn (~0.7 s on a CPU).

    Nothing to do without a model, or with a model server (it constrains output itself).
    """
    current = _backend
    grammar = getattr(current, "grammar", None)
    if current is None or current.served or grammar is None:
        return
    from llm.protocol import manager_schema

    grammar(manager_schema())


def _ready() -> tuple[Backend | None, GenerateResult | None]:
    """The backend to call, or the error result to answer with: waits while a load is
    under way (``LOAD_WAIT_S`` at most)."""
    with _state:
        if _backend is None and _loading:
            log.info("a model call waits for the model to load (%.0f s at most)", LOAD_WAIT_S)
            if not _state.wait_for(lambda: not _loading, LOAD_WAIT_S):
                return None, error_result(
                    ModelNotReadyError(
                        f"the model is still loading after {LOAD_WAIT_S:.0f} s; try again "
                        "in a minute"
                    )
                )
        if _backend is not None:
            return _backend, None
        if _failure is not None:
            from llm.select import ModelLoadError

            return None, error_result(ModelLoadError(f"the model failed to load: {_failure}"))
        return None, _no_model()


def is_served() -> bool:
    """True when calls go to a model server (several turns may then run at once)."""
    return _backend is not None and _backend.served


def gpu_duration(messages: Messages, max_new_tokens: int = 256, schema: Schema = None) -> int:
    """Seconds of GPU to ask ZeroGPU for: a fixed start-up allowance plus decode time."""
    prompt_chars = sum(len(m.get("content", "")) for m in messages)
    estimate = 5 + prompt_chars / 4 / 2000 + max_new_tokens / 25  # ~25 tok/s worst case
    return int(min(_duration_cap, max(5, estimate)))


def _no_model() -> GenerateResult:
    return error_result(RuntimeError("no model is loaded: call llm.init(settings) first"))


@spaces.GPU(duration=gpu_duration)
def _generate_on_gpu(
    messages: Messages, max_new_tokens: int = 256, schema: Schema = None
) -> GenerateResult:
    if _backend is None:
        return _no_model()
    return _backend.generate(messages, max_new_tokens=max_new_tokens, schema=schema)


@spaces.GPU(duration=gpu_duration)
def _stream_on_gpu(messages: Messages, max_new_tokens: int = 256) -> Iterator[dict[str, Any]]:
    if _backend is None:
        yield dict(_no_model(), done=True)
        return
    yield from _backend.stream(messages, max_new_tokens=max_new_tokens)


def generate(
    messages: Messages, max_new_tokens: int = 256, schema: Schema = None
) -> GenerateResult:
    """Greedy completion of chat ``messages``; JSON-constrained to ``schema`` when given."""
    current, failed = _ready()
    if current is None:
        return failed
    if current.served:  # a server: no GPU to attach here
        return current.generate(messages, max_new_tokens=max_new_tokens, schema=schema)
    return _generate_on_gpu(messages, max_new_tokens, schema)


def generate_stream(messages: Messages, max_new_tokens: int = 256) -> Iterator[dict[str, Any]]:
    """Yield ``{"delta": text}`` pieces, then a final result dict with ``"done": True``."""
    current, failed = _ready()
    if current is None:
        yield dict(failed, done=True)
        return
    if current.served:
        yield from current.stream(messages, max_new_tokens=max_new_tokens)
        return
    yield from _stream_on_gpu(messages, max_new_tokens)
