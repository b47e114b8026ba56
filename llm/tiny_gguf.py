"""Write the tiny test Qwen2 (``llm.testing.build_tiny_qwen``) as a real GGUF file.

Tests of the GGUF path (``MODEL_ID=/path/model.gguf``, ``llm.pack.convert_gguf``) need a GGUF
that transformers can load without a download. This writes one with gguf-py's ``GGUFWriter``
the way llama.cpp's ``convert_hf_to_gguf.py`` does for Qwen2: llama.cpp tensor names, F32
values (bf16 widens to f32 exactly), and the byte-level BPE tokenizer plus chat template as
``tokenizer.*`` metadata, so both ``AutoTokenizer`` and ``AutoModelForCausalLM`` load it back.
"""

from __future__ import annotations

import json
from pathlib import Path

import gguf
import numpy as np
import torch
from safetensors.torch import load_file

_CONTROL = int(gguf.TokenType.CONTROL)
_NORMAL = int(gguf.TokenType.NORMAL)


def _gguf_name(name_map: gguf.TensorNameMap, hf_name: str) -> str:
    """``model.layers.0.self_attn.q_proj.weight`` -> ``blk.0.attn_q.weight``."""
    base, suffix = hf_name.rsplit(".", 1)
    mapped = name_map.get_name(base)
    if mapped is None:
        raise ValueError(f"no GGUF name for tensor {hf_name!r}")
    return f"{mapped}.{suffix}"


def _tokenizer_fields(src: Path) -> dict:
    """Vocabulary, merges and special ids from ``tokenizer.json`` / ``tokenizer_config.json``."""
    spec = json.loads((src / "tokenizer.json").read_text())
    config = json.loads((src / "tokenizer_config.json").read_text())
    vocab: dict[str, int] = dict(spec["model"]["vocab"])
    special = {t["content"] for t in spec.get("added_tokens", []) if t.get("special")}
    for token in spec.get("added_tokens", []):
        vocab.setdefault(token["content"], token["id"])
    tokens = [""] * len(vocab)
    for token, index in vocab.items():
        tokens[index] = token
    if "" in tokens:
        raise ValueError("token ids in tokenizer.json are not contiguous")
    # tokenizers writes merges as ["a", "b"] pairs (newer) or "a b" strings (older); GGUF wants strings
    merges = [m if isinstance(m, str) else " ".join(m) for m in spec["model"]["merges"]]

    def token_id(key: str) -> int | None:
        value = config.get(key)
        value = value.get("content") if isinstance(value, dict) else value
        return vocab.get(value) if value else None

    template = config.get("chat_template")
    if template is None and (src / "chat_template.jinja").is_file():
        template = (src / "chat_template.jinja").read_text()  # transformers 5 saves it apart
    return {
        "tokens": tokens,
        # CONTROL keeps <|im_start|> etc. whole when transformers rebuilds the tokenizer
        "types": [_CONTROL if t in special else _NORMAL for t in tokens],
        "merges": merges,
        "eos": token_id("eos_token"),
        "pad": token_id("pad_token"),
        "template": template,
    }


def write_tiny_gguf(src_folder: Path, out_file: Path) -> Path:
    """Convert a ``build_tiny_qwen`` folder into a Qwen2 GGUF file at ``out_file``."""
    src, out_file = Path(src_folder), Path(out_file)
    config = json.loads((src / "config.json").read_text())
    if config.get("model_type") != "qwen2":
        raise ValueError(f"{src} holds a {config.get('model_type')!r} model, not qwen2")
    layers = config["num_hidden_layers"]
    tok = _tokenizer_fields(src)
    rope = config.get("rope_parameters") or {}
    rope_theta = rope.get("rope_theta", config.get("rope_theta", 10000.0))

    out_file.parent.mkdir(parents=True, exist_ok=True)
    writer = gguf.GGUFWriter(out_file, "qwen2")
    writer.add_name(src.name)
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    writer.add_context_length(config["max_position_embeddings"])
    writer.add_embedding_length(config["hidden_size"])
    writer.add_block_count(layers)
    writer.add_feed_forward_length(config["intermediate_size"])
    writer.add_head_count(config["num_attention_heads"])
    writer.add_head_count_kv(config["num_key_value_heads"])
    writer.add_rope_freq_base(float(rope_theta))
    writer.add_layer_norm_rms_eps(config["rms_norm_eps"])

    writer.add_tokenizer_model("gpt2")  # byte-level BPE, tokens stored in the byte alphabet
    writer.add_tokenizer_pre("qwen2")  # selects Qwen2's pre-tokenizer split regex on load
    writer.add_token_list(tok["tokens"])
    writer.add_token_types(tok["types"])
    writer.add_token_merges(tok["merges"])
    bos = config.get("bos_token_id")
    eos = tok["eos"] if tok["eos"] is not None else config.get("eos_token_id")
    pad = tok["pad"] if tok["pad"] is not None else config.get("pad_token_id")
    for add, value in ((writer.add_bos_token_id, bos), (writer.add_eos_token_id, eos)):
        if value is not None:
            add(value)
    if pad is not None:
        writer.add_pad_token_id(pad)
    writer.add_add_bos_token(False)  # Qwen never prepends BOS; the template frames turns
    if tok["template"]:
        writer.add_chat_template(tok["template"])

    name_map = gguf.get_tensor_name_map(gguf.MODEL_ARCH.QWEN2, layers)
    tied = config.get("tie_word_embeddings", False)
    state = load_file(str(src / "model.safetensors"))
    for hf_name, tensor in state.items():
        if tied and hf_name == "lm_head.weight":
            continue  # llama.cpp omits output.weight for tied embeddings; loaders re-tie
        # Qwen2 q/k are stored unpermuted (only llama-arch files get llama.cpp's rope permute)
        data = tensor.to(torch.float32).numpy()
        writer.add_tensor(_gguf_name(name_map, hf_name), np.ascontiguousarray(data))

    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return out_file
