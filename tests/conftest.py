"""Shared fixtures: the scripted model, the tiny real Qwen2, and the offline pack.

Fixtures that need the offline model pack skip when it is not installed, except under CI
(``CI=true``), where a missing pack is a failure: CI installs it and must exercise it.
"""

from __future__ import annotations

import dataclasses
import os
import socket
from pathlib import Path

import pytest

from llm.testing import ScriptedGenerate, build_tiny_qwen

os.environ.setdefault("GRADIO_ANALYTICS_ENABLED", "False")

# Registered here once for every test module: the storage fixtures (engine, ctx, fresh, ...)
# and the scripted graph (make_chat). Plain helpers are imported from tests.helpers.
pytest_plugins = ("tests.fixtures_db", "tests.fixtures_graph", "tests.openai_fake")


@pytest.fixture
def scripted():
    """A ScriptedGenerate that fails the test if replies are left unconsumed."""
    fake = ScriptedGenerate()
    yield fake
    fake.assert_consumed()


@pytest.fixture(scope="session")
def tiny_model_dir(tmp_path_factory) -> Path:
    return build_tiny_qwen(tmp_path_factory.mktemp("tiny-qwen"))


@pytest.fixture(scope="session")
def tiny_backend(tiny_model_dir):
    from llm.select import load_backend
    from settings import Settings

    return load_backend(Settings(model_id=str(tiny_model_dir)))


def _pack_settings():
    from settings import Settings

    return Settings.from_env()


@pytest.fixture(scope="session")
def offline_backend():
    """The real offline 0.5B pack (converted once into the model cache)."""
    return _offline_backend()


@pytest.fixture(scope="session")
def offline_backend_float32():
    """The same pack in float32: where a test needs a multi-token forward pass to give the
    logits of one-token passes. In bf16 that holds on some CPU kernels only (Intel AMX did;
    an AMD EPYC with AVX512-BF16 rounds a 9-token pass differently and flips a token)."""
    return _offline_backend(dtype="float32")


def _offline_backend(**overrides):
    from llm.pack import PACKS, PackError, part_files
    from llm.select import load_backend, resolve

    settings = _pack_settings()
    if overrides:
        settings = dataclasses.replace(settings, **overrides)
    pack = PACKS["0.5b"]
    try:
        part_files(pack)
    except PackError as exc:
        if os.environ.get("CI"):
            pytest.fail(f"CI must install the offline pack: {exc}")
        pytest.skip(str(exc))
    spec = resolve(
        settings.__class__(offline_model="0.5b", model_cache_dir=settings.model_cache_dir),
        cuda=False,
    )
    return load_backend(settings, spec)


@pytest.fixture(scope="session", autouse=True)
def _patient_localhost_check():
    """Gradio's launch checks that its own localhost answers with one 3-second HEAD and, on
    a timeout, refuses to start ("a shareable link must be created"). On a loaded CI
    machine (the vLLM server and the tests on two cores) that one request can time out:
    one test's setup failed so. Tests launch on 127.0.0.1 only, so the check is tried
    again, up to four times, before it counts as failed."""
    from gradio import networking

    once = networking.url_ok

    def patient(url: str) -> bool:
        return any(once(url) for _ in range(4))

    networking.url_ok = patient
    yield
    networking.url_ok = once


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def served(tmp_path):
    """The real app server on a free port, on a scripted model: (client, fake, demo).

    ``ADMIN_PASSWORD`` is "s3cret" so the admin page is enabled.
    """
    from gradio_client import Client

    import app
    from agents.runtime import start
    from settings import Settings

    fake = ScriptedGenerate()
    settings = Settings(data_dir=tmp_path, port=free_port(), admin_password="s3cret")
    runtime = start(settings, fake, fake.stream)
    demo = app.create_app(settings, runtime, "Model: scripted · test")
    demo.runtime = runtime  # tests reach the engine and conversations through it
    demo.queue().launch(
        server_name="127.0.0.1", server_port=settings.port, prevent_thread_lock=True, quiet=True
    )
    try:
        yield Client(f"http://127.0.0.1:{settings.port}/", verbose=False), fake, demo
    finally:
        demo.close()
    fake.assert_consumed()
