"""Cold start (issue 12): the page is served before the model has loaded.

- ``llm``: a call made while the model loads waits for it (bounded), a load that fails makes
  every call an error naming the cause, and ``check`` finds a bad ``MODEL_ID`` without
  importing torch (real tiny Qwen2, real threads).
- The page's banner is read on each page load and follows the load (real Gradio server, and
  a real browser: a page opened during the load shows the model once it is ready).
- ``python app.py`` as a deployment runs it (``tests.app_process``): its page is up while the
  model load is held back (``tests/gated_app.py``), a chat turn sent then is answered once
  the model is there; a model that fails to load only in the background leaves the app up,
  saying why in the banner, the log and the answer; a ``MODEL_ID`` naming no file still
  stops start-up (exit 2) before anything is served.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

import llm
from llm.backend import ModelInfo
from llm.select import ModelLoadError
from settings import Settings
from tests.app_process import ROOT, queue_event, start_app
from tests.test_browser import page  # noqa: F401 - the Playwright page fixture

MESSAGES = [{"role": "user", "content": "Say hi."}]


@pytest.fixture(autouse=True)
def no_model():
    """Each test starts and ends with no model and no load under way (module-level state)."""
    llm.set_backend(None)
    yield
    llm.set_backend(None)


@pytest.fixture
def no_weights(tiny_model_dir, tmp_path) -> Path:
    """A model folder that passes the cheap check (config.json is there) but cannot load."""
    folder = tmp_path / "no-weights"
    shutil.copytree(tiny_model_dir, folder, ignore=shutil.ignore_patterns("*.safetensors"))
    return folder


def later(seconds: float, fn, *args) -> threading.Thread:
    def run() -> None:
        time.sleep(seconds)
        try:
            fn(*args)
        except ModelLoadError:
            pass  # the failing-load test reads it back from llm

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


# -- llm: the wait, the failure, the cheap check ------------------------------------------


def test_a_call_during_the_load_waits_for_the_model(tiny_model_dir):
    settings = Settings(model_id=str(tiny_model_dir))
    llm.expect_load()
    assert llm.is_loading() and llm.banner().startswith("Model: loading")
    loader = later(0.5, llm.init, settings)
    started = time.perf_counter()
    result = llm.generate(MESSAGES, 4)
    waited = time.perf_counter() - started
    loader.join(30)
    assert result["error"] is None, result["error"]
    assert result["model"] == Path(tiny_model_dir).name  # the tiny model answered
    assert waited >= 0.4  # it waited for the load rather than failing at once
    assert not llm.is_loading() and "loading" not in llm.banner()
    assert llm.banner().startswith("Model: ") and str(tiny_model_dir) in llm.banner()


def test_a_stream_during_the_load_waits_for_a_backend_set_from_another_thread(tiny_backend):
    llm.expect_load()
    later(0.3, llm.set_backend, tiny_backend)
    chunks = list(llm.generate_stream(MESSAGES, 4))
    assert chunks[-1]["done"] and chunks[-1]["error"] is None, chunks[-1]


def test_the_wait_is_bounded(monkeypatch):
    monkeypatch.setattr(llm, "LOAD_WAIT_S", 0.3)
    llm.expect_load()
    started = time.perf_counter()
    result = llm.generate(MESSAGES, 4)
    assert time.perf_counter() - started < 5
    assert result["error"]["type"] == "ModelNotReadyError"
    assert "still loading" in result["error"]["message"]
    final = list(llm.generate_stream(MESSAGES, 4))[-1]
    assert final["done"] and final["error"]["type"] == "ModelNotReadyError"


def test_without_a_load_under_way_a_call_fails_at_once():
    started = time.perf_counter()
    result = llm.generate(MESSAGES, 4)
    assert time.perf_counter() - started < 1
    assert "no model is loaded" in result["error"]["message"]


def test_a_failed_load_makes_every_call_an_error_naming_the_cause(no_weights):
    settings = Settings(model_id=str(no_weights))
    llm.check(settings)  # config.json is there: only loading finds the missing weights
    llm.expect_load()
    later(0.3, llm.init, settings)
    result = llm.generate(MESSAGES, 4)  # waits, then gets the failure
    assert result["error"]["type"] == "ModelLoadError"
    assert "failed to load" in result["error"]["message"]
    assert "model.safetensors" in result["error"]["message"]  # the cause, from transformers
    final = list(llm.generate_stream(MESSAGES, 4))[-1]
    assert final["done"] and final["error"]["message"] == result["error"]["message"]
    assert llm.banner().startswith("Model: failed to load (") and "model.safetensors" in (
        llm.banner()
    )
    assert not llm.is_loading()


@pytest.mark.parametrize(
    "model_id, says",
    [
        ("/nowhere/model.gguf", "names a GGUF file that does not exist"),
        ("/nowhere/folder", "neither a Hub id"),
    ],
)
def test_check_finds_a_model_id_naming_nothing(model_id, says):
    with pytest.raises(ModelLoadError, match=says):
        llm.check(Settings(model_id=model_id))


def test_check_finds_an_uninstalled_pack_on_a_cpu_machine(tmp_path):
    from llm.pack import PACKS, PackError, part_files

    try:
        part_files(PACKS["1.5b"])
        pytest.skip("the 1.5B pack is installed here")
    except PackError:
        pass
    settings = Settings(offline_model="1.5b", device="cpu", model_cache_dir=tmp_path)
    with pytest.raises(ModelLoadError, match="requirements-offline-1.5b.txt"):
        llm.check(settings)


def test_check_is_cheap_it_imports_neither_torch_nor_transformers(tiny_model_dir, tmp_path):
    """What start-up checks before serving must not pay for what it defers (~2 s)."""
    code = (
        "import sys, llm\n"
        "from settings import Settings\n"
        f"llm.check(Settings(model_id={str(tiny_model_dir)!r}))\n"
        f"llm.check(Settings(model_cache_dir=__import__('pathlib').Path({str(tmp_path)!r})))\n"
        "print(sorted(m for m in ('torch', 'transformers', 'openai') if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "[]"


def test_the_app_imports_no_openai_without_a_model_server():
    """``openai`` (~0.4 s) is imported only when LLM_BASE_URL is used (llm.served)."""
    code = "import sys, app\nprint('openai' in sys.modules, 'torch' in sys.modules)\n"
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "False False"


# -- the banner on a real page ---------------------------------------------------------


class Loaded:
    """What ``llm.banner()`` reads of a loaded backend; nothing here calls the model."""

    served = False
    info = ModelInfo(name="tiny", source="a test", dtype="bfloat16", device="cpu")


@pytest.fixture
def loading_app(tmp_path):
    """The real app server with ``llm.banner`` as its banner, started while a load is due."""
    import app
    from agents.runtime import start
    from llm.testing import ScriptedGenerate
    from tests.conftest import free_port

    settings = Settings(data_dir=tmp_path, port=free_port())
    fake = ScriptedGenerate()  # no model call is expected: it fails on any
    demo = app.create_app(settings, start(settings, fake, fake.stream), llm.banner)
    llm.expect_load()
    demo.queue().launch(
        server_name="127.0.0.1", server_port=settings.port, prevent_thread_lock=True, quiet=True
    )
    try:
        yield f"http://127.0.0.1:{settings.port}"
    finally:
        demo.close()


def test_the_banner_is_read_on_each_page_load_and_polls_only_while_loading(loading_app):
    with httpx.Client(base_url=loading_app, timeout=30) as http:
        config = http.get("/config").json()
        banner_event = next(
            d["id"] for d in config["dependencies"] if d.get("api_name") == "banner"
        )
        timers = [c for c in config["components"] if c.get("type") == "timer"]
        assert all(t["props"]["active"] is False for t in timers)  # no poll before a page asks
        text, timer = queue_event(http, banner_event, [], "page-1")
        assert "Model: loading" in text and timer["active"] is True
        llm.set_backend(Loaded())
        text, timer = queue_event(http, banner_event, [], "page-2")
        assert "Model: tiny · from a test" in text and timer["active"] is False
        assert "/banner" not in http.get("/gradio_api/info").json()["named_endpoints"]


@pytest.mark.browser
def test_a_page_opened_during_the_load_shows_the_model_once_ready(loading_app, page):  # noqa: F811 - fixture
    from chat_page import BANNER_POLL_S

    page.goto(loading_app)
    page.get_by_text("About this assistant").click()  # where the model line is
    page.get_by_text("Model: loading").wait_for(timeout=20_000)
    llm.set_backend(Loaded())
    # no reload: the page's banner timer asks again while the model loads
    page.get_by_text("Model: tiny · from a test").wait_for(timeout=(BANNER_POLL_S + 5) * 1000)
    assert page.get_by_text("Model: loading").count() == 0


# -- python app.py ------------------------------------------------------------------------


def test_the_page_is_served_before_the_model_and_a_turn_sent_meanwhile_is_answered(
    tiny_model_dir, tmp_path
):
    gate = tmp_path / "gate-open"
    proc = start_app(
        "gated",
        tmp_path,
        {"MODEL_ID": str(tiny_model_dir), "LOAD_GATE": str(gate)},
        script="tests/gated_app.py",
    )
    try:
        proc.wait_ready(timeout=180)  # the page, while the load is held at the gate
        # the load thread may write its line just after the page answers: wait for it
        deadline = time.monotonic() + 30
        while "the model load waits for the gate" not in proc.log_tail(20000):
            assert time.monotonic() < deadline, proc.log_tail(2000)
            time.sleep(0.2)
        banner = proc.call("banner", [], "page")[0]
        assert "Model: loading" in banner
        token = proc.call("new_conversation", [], "api")[0]
        answered: dict = {}

        def ask() -> None:
            answered["data"] = proc.call(
                "chat_trace", ["What AC/DC albums do you have?", token], "api", timeout=240
            )

        asking = threading.Thread(target=ask, daemon=True)
        asking.start()
        deadline = time.monotonic() + 60
        while "a model call waits for the model to load" not in proc.log_tail(20000):
            assert time.monotonic() < deadline, proc.log_tail()
            assert asking.is_alive(), answered
            time.sleep(0.2)
        assert asking.is_alive()  # still waiting: the load has not started
        gate.touch()
        asking.join(240)
        assert not asking.is_alive(), proc.log_tail()
        trace = answered["data"][0]
        log = proc.log_tail(200000)
        for failure in ("ModelNotReadyError", "ModelLoadError", "no model is loaded"):
            assert failure not in trace["answer"] and failure not in log
        assert trace["answer"]  # the tiny (random) model's turn ran to an answer
        assert (
            log.index("Running on local URL") < log.index("gate is open") < log.index("Model: tiny")
        )
        assert "Model: tiny" in proc.call("banner", [], "page-2")[0]
    finally:
        proc.stop()


def test_a_model_failing_to_load_after_the_page_is_said_everywhere(no_weights, tmp_path):
    proc = start_app("failing", tmp_path, {"MODEL_ID": str(no_weights)})
    try:
        proc.wait_ready(timeout=180)
        deadline = time.monotonic() + 120
        while "Model: failed to load" not in proc.log_tail(20000):
            assert time.monotonic() < deadline, proc.log_tail()
            time.sleep(0.2)
        log = proc.log_tail(200000)
        assert "ERROR app: the model failed to load" in log  # with the traceback
        assert proc.proc.poll() is None  # still serving
        banner = proc.call("banner", [], "page")[0]
        assert "Model: failed to load (" in banner and "model.safetensors" in banner
        token = proc.call("new_conversation", [], "api")[0]
        for _ in range(2):  # every turn, not just the first
            answer = proc.call("chat", ["What AC/DC albums do you have?", token], "api")[0]
            assert "ModelLoadError: the model failed to load" in answer, answer
            assert "model.safetensors" in answer
    finally:
        proc.stop()


def test_a_model_id_naming_no_file_still_stops_start_up_before_serving(tmp_path):
    missing = tmp_path / "no-such.gguf"
    proc = start_app("missing-model", tmp_path, {"MODEL_ID": str(missing)})
    try:
        proc.proc.wait(180)
    finally:
        proc.stop()
    log = proc.log_tail()
    assert proc.proc.returncode == 2, log
    assert f"Cannot start: MODEL_ID={str(missing)!r} names a GGUF file that does not exist" in log
    assert "Running on" not in log
