"""The GGUF path end to end, on a real GGUF written from the tiny random Qwen2 (no download).

``write_tiny_gguf`` produces the same kind of file as the offline pack and ``MODEL_ID=*.gguf``,
so ``convert_gguf`` and ``load_backend`` run through transformers' real GGUF loader here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

import llm.select
from llm.pack import convert_gguf, is_converted
from llm.select import load_backend, resolve
from llm.testing import build_tiny_qwen
from llm.tiny_gguf import write_tiny_gguf
from settings import Settings

SAMPLE = 'What AC/DC albums do you have? {"route": ["catalog"]}<|im_end|>\n  x'


@pytest.fixture(scope="module")
def tiny(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(source folder, GGUF file), built once for the module."""
    root = tmp_path_factory.mktemp("tiny_gguf")
    src = build_tiny_qwen(root / "src")
    return src, write_tiny_gguf(src, root / "gguf" / "tiny-qwen.gguf")


def _assert_same_weights(loaded: torch.nn.Module, original: torch.nn.Module) -> None:
    got, want = loaded.state_dict(), original.state_dict()
    assert set(got) == set(want)
    for name, tensor in want.items():
        assert got[name].shape == tensor.shape, name
        assert torch.allclose(got[name].float(), tensor.float(), rtol=1e-2, atol=1e-3), name


def test_gguf_metadata(tiny: tuple[Path, Path]) -> None:
    from gguf import GGUFReader

    _, path = tiny
    reader = GGUFReader(path)
    assert reader.fields["general.architecture"].contents() == "qwen2"
    assert reader.fields["tokenizer.ggml.model"].contents() == "gpt2"
    assert reader.fields["tokenizer.ggml.pre"].contents() == "qwen2"
    assert "<|im_start|>" in reader.fields["tokenizer.chat_template"].contents()
    names = {t.name for t in reader.tensors}
    assert {
        "token_embd.weight",
        "output_norm.weight",
        "blk.1.attn_q.bias",
        "blk.0.ffn_down.weight",
    } <= names
    assert "output.weight" not in names  # tied embeddings


def test_convert_gguf_round_trips(tiny: tuple[Path, Path], tmp_path: Path) -> None:
    src, path = tiny
    folder = convert_gguf(path, tmp_path / "converted", {"sha256": "k", "name": "tiny"})
    assert is_converted(folder, "k")
    assert "quantization_config" not in json.loads((folder / "config.json").read_text())

    model = AutoModelForCausalLM.from_pretrained(folder, dtype=torch.bfloat16)
    original = AutoModelForCausalLM.from_pretrained(src, dtype=torch.bfloat16)
    _assert_same_weights(model, original)
    ids = torch.tensor([[1, 5, 40, 300, 2]])
    with torch.inference_mode():
        assert torch.equal(model(ids).logits, original(ids).logits)

    tokenizer, reference = AutoTokenizer.from_pretrained(folder), AutoTokenizer.from_pretrained(src)
    assert tokenizer(SAMPLE).input_ids == reference(SAMPLE).input_ids
    messages = [{"role": "user", "content": "hi"}]
    prompt = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    assert prompt == reference.apply_chat_template(
        messages, tokenize=False, add_generation_prompt=True
    )
    assert prompt.endswith("<|im_start|>assistant\n")
    assert tokenizer.eos_token == "<|im_end|>"


def test_model_id_gguf_loads_and_converts_once(
    tiny: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, path = tiny
    settings = Settings(model_id=str(path), model_cache_dir=tmp_path / "cache", device="cpu")
    spec = resolve(settings, cuda=False)
    assert spec.kind == "gguf"
    assert spec.ref == str(path.resolve())

    conversions: list[Path] = []

    def counting_convert(gguf: Path, folder: Path, info: dict) -> Path:
        conversions.append(folder)
        return convert_gguf(gguf, folder, info)

    monkeypatch.setattr(llm.select, "convert_gguf", counting_convert)
    backend = load_backend(settings)
    result = backend.generate([{"role": "user", "content": "hi"}], 8)
    assert result["error"] is None, result["error"]
    assert 1 <= result["completion_tokens"] <= 8
    assert len(conversions) == 1
    (folder,) = list((tmp_path / "cache").iterdir())
    assert folder == conversions[0]
    marker_mtime = (folder / "pack.json").stat().st_mtime_ns

    again = load_backend(settings)
    assert len(conversions) == 1  # the cached folder was reused, not converted again
    assert (folder / "pack.json").stat().st_mtime_ns == marker_mtime
    assert again.generate([{"role": "user", "content": "hi"}], 8)["error"] is None
