"""What the machine under the in-process model can do: a fast dtype, a sane thread count.

Why this exists (issue 12, "speed"):

- **dtype.** bf16 halves memory and is 1.6–2× faster than float32 on a CPU with bf16
  instructions (AVX512-BF16, AMX-BF16), but ~5× *slower* on one without them (an AMD Zen 3
  with only AVX2: prefill 5–6 vs 26–29 tok/s), because every bf16 op is converted in
  software. ``choose_dtype`` picks bf16 only where the CPU says it has them, and says why.
- **threads.** torch takes one thread per CPU it *sees*; in a container with a CPU quota it
  sees the host's cores, and its OpenMP threads then wait for each other at every barrier
  while the quota stops them. ``available_cpus`` counts what this process may really use
  (affinity mask, cgroup v2 ``cpu.max`` / v1 ``cpu.cfs_quota_us``).
- **waiting.** torch's OpenMP runtime here is GNU libgomp: a thread that reaches a barrier
  first spins (``GOMP_SPINCOUNT``, 300000 by default) before it sleeps. When another process
  takes a core away, the others spin for the missing one at every parallel region (a decoded
  token has hundreds): one-specialist turns went from ~5 s to 170–230 s on a shared 2-core
  box. ``openmp_wait_env`` asks for a short spin before sleeping (``GOMP_SPINCOUNT=10000``;
  ``KMP_BLOCKTIME=1`` ms for Intel/LLVM OpenMP builds). Measured on this 2-core box
  (``bench/results/contention-cpu-2core.json``, p50 of a manager call + 32-token decode,
  quiet / beside one busy process): libgomp's default 3.7 / 12.4 s (3.3x), fully passive
  (spin 0) 4.7 / 6.6 s (1.4x, but a quarter slower when quiet), spin 10000 4.1 / 9.1 s (2.2x).

The OpenMP runtime reads its variables once, when torch is first imported, so
``apply_openmp_env`` must run before that (``llm.select.load_backend`` calls it first) and
says so when it came too late. These are the runtime's own variables, read and written in
the process environment; the app's settings (``DTYPE``, ``TORCH_THREADS``) come from
``settings.Settings`` as usual. Deciding is pure (flags and numbers in, choice and reason
out); reading /proc and /sys is kept apart so the decisions are tested on any machine.
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
from pathlib import Path

CPUINFO = Path("/proc/cpuinfo")
CGROUP_ROOT = Path("/sys/fs/cgroup")
SELF_CGROUP = Path("/proc/self/cgroup")

# CPU flags (as /proc/cpuinfo spells them) that make bf16 matmuls native, best first.
BF16_FLAGS = (("amx_bf16", "AMX-BF16"), ("avx512_bf16", "AVX512-BF16"))

# Asked for unless the user set the variable (or, for the spin, OMP_WAIT_POLICY) already.
SPIN = "10000"
WAIT_DEFAULTS = (("GOMP_SPINCOUNT", SPIN), ("KMP_BLOCKTIME", "1"))
WAIT_WORDS = f"OpenMP spins briefly, then sleeps (GOMP_SPINCOUNT={SPIN})"


@dataclass(frozen=True)
class DtypeChoice:
    """The dtype to load the model in (a ``torch`` attribute name) and why, for the banner."""

    dtype: str
    reason: str


@dataclass(frozen=True)
class ThreadChoice:
    """torch's intra-op thread count; ``threads`` None: leave torch's own (OMP_NUM_THREADS)."""

    threads: int | None
    reason: str


# -- dtype -------------------------------------------------------------------------------


def cpu_flags(cpuinfo: str) -> frozenset[str]:
    """The feature flags in /proc/cpuinfo text: x86 ``flags``, Arm ``Features`` lines."""
    flags: set[str] = set()
    for line in cpuinfo.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() in ("flags", "Features"):
            flags.update(value.split())
    return frozenset(flags)


def read_cpu_flags(path: Path = CPUINFO) -> frozenset[str] | None:
    """This machine's CPU flags, or None where there is no /proc/cpuinfo (macOS, Windows)."""
    try:
        text = path.read_text(errors="replace")
    except OSError:
        return None
    flags = cpu_flags(text)
    return flags or None


def choose_dtype(
    requested: str,
    device: str,
    flags: frozenset[str] | None = None,
    cuda_bf16: bool = False,
    capability: str | None = None,
) -> DtypeChoice:
    """The dtype for a model on ``device`` ("cpu" or "cuda"), with the reason in words.

    ``requested`` is the ``DTYPE`` setting: anything but "auto" wins (with a warning in the
    reason where it is known to be slow or unsupported). Otherwise: on CUDA bf16 where the
    GPU supports it (``cuda_bf16``), else float16; on a CPU bf16 only when ``flags`` hold
    AMX-BF16 or AVX512-BF16, else float32. ``flags`` None means they could not be read:
    float32, the dtype that is never slow, with torch's ``capability`` named for context.
    """
    if requested != "auto":
        note = ""
        if requested == "bfloat16" and device == "cpu" and flags is not None:
            if not any(flag in flags for flag, _ in BF16_FLAGS):
                note = "; this CPU has no bf16 instructions: expect it slower than float32"
        elif requested == "bfloat16" and device == "cuda" and not cuda_bf16:
            note = "; this GPU does not support bf16"
        return DtypeChoice(requested, f"set by DTYPE{note}")
    if device == "cuda":
        if cuda_bf16:
            return DtypeChoice("bfloat16", "GPU supports bf16")
        return DtypeChoice("float16", "GPU has no bf16")
    if flags is None:
        seen = f", torch sees {capability}" if capability else ""
        return DtypeChoice("float32", f"CPU features unknown{seen}")
    for flag, name in BF16_FLAGS:
        if flag in flags:
            return DtypeChoice("bfloat16", f"CPU has {name}")
    return DtypeChoice("float32", "CPU has no AVX512-BF16/AMX: bf16 would be emulated")


def machine_dtype(requested: str, device: str) -> DtypeChoice:
    """``choose_dtype`` with this machine's facts (imports torch)."""
    import torch

    if device == "cuda":
        return choose_dtype(requested, device, cuda_bf16=bool(torch.cuda.is_bf16_supported()))
    flags = read_cpu_flags()
    capability = None
    if flags is None:
        try:
            capability = torch.backends.cpu.get_cpu_capability()
        except Exception:  # noqa: BLE001 - context for the reason only
            capability = None
    return choose_dtype(requested, device, flags=flags, capability=capability)


# -- threads -----------------------------------------------------------------------------


def cpu_max_limit(text: str) -> float | None:
    """CPUs allowed by a cgroup v2 ``cpu.max`` ("max 100000" or "200000 100000")."""
    parts = text.split()
    if len(parts) != 2 or parts[0] == "max":
        return None
    try:
        quota, period = int(parts[0]), int(parts[1])
    except ValueError:
        return None
    return quota / period if quota > 0 and period > 0 else None


def cfs_limit(quota: str, period: str) -> float | None:
    """CPUs allowed by cgroup v1 ``cpu.cfs_quota_us`` / ``cpu.cfs_period_us`` (-1: none)."""
    try:
        q, p = int(quota.strip()), int(period.strip())
    except ValueError:
        return None
    return q / p if q > 0 and p > 0 else None


def _ancestors(root: Path, path: str) -> list[Path]:
    """``root/path`` and each folder above it up to ``root`` (limits nest: the least wins)."""
    parts = [p for p in path.strip().split("/") if p and p not in (".", "..")]
    return [root.joinpath(*parts[:n]) for n in range(len(parts), -1, -1)]


def _read(path: Path) -> str | None:
    try:
        return path.read_text()
    except OSError:
        return None


def cgroup_cpu_limit(root: Path = CGROUP_ROOT, self_cgroup: Path = SELF_CGROUP) -> float | None:
    """The CPU quota of this process's cgroup and its parents, in CPUs; None: no quota.

    cgroup v2: ``cpu.max`` along the path of the ``0::`` line (the root itself too: inside a
    container with its own cgroup namespace the root is the container's cgroup); mounted at
    ``root`` or, on a hybrid host, ``root/unified``. cgroup v1: ``cpu.cfs_quota_us`` under
    the ``cpu`` controller's mount (``root/cpu`` or ``root/cpu,cpuacct``).
    """
    lines = (_read(self_cgroup) or "").splitlines()
    limits: list[float] = []
    for line in lines:
        _, controllers, path = (line.split(":", 2) + ["", ""])[:3]
        if controllers == "":  # cgroup v2
            for mount in (root, root / "unified"):
                for folder in _ancestors(mount, path):
                    text = _read(folder / "cpu.max")
                    limit = cpu_max_limit(text) if text else None
                    if limit is not None:
                        limits.append(limit)
        elif "cpu" in controllers.split(","):
            for mount in (root / "cpu", root / "cpu,cpuacct"):
                for folder in _ancestors(mount, path):
                    quota = _read(folder / "cpu.cfs_quota_us")
                    period = _read(folder / "cpu.cfs_period_us")
                    limit = cfs_limit(quota, period) if quota and period else None
                    if limit is not None:
                        limits.append(limit)
    return min(limits) if limits else None


def affinity_cpus() -> int:
    """CPUs this process may run on (its affinity mask; all of them where there is none)."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # macOS, Windows
        return os.cpu_count() or 1


def choose_threads(
    requested: int | None,
    omp_num_threads: str | None,
    affinity: int,
    quota: float | None,
) -> ThreadChoice:
    """torch's thread count: ``TORCH_THREADS``, else ``OMP_NUM_THREADS`` stands, else the
    CPUs this process may really use: its affinity mask, lowered to a cgroup quota
    (rounded up: 1.5 CPUs keep 2 threads busy, and the quota caps them together).
    """
    if requested is not None:
        return ThreadChoice(requested, "set by TORCH_THREADS")
    if omp_num_threads and omp_num_threads.strip():
        return ThreadChoice(None, f"OMP_NUM_THREADS={omp_num_threads.strip()}")
    if quota is not None and math.ceil(quota) < affinity:
        cpus = max(1, math.ceil(quota))
        return ThreadChoice(cpus, f"cgroup quota {quota:g} CPUs of {affinity}")
    return ThreadChoice(max(1, affinity), f"{affinity} CPUs available")


def configure_threads(
    requested: int | None, environ: Mapping[str, str] | None = None
) -> tuple[int, str]:
    """Set torch's thread count for this machine (the one place the app does); returns the
    count torch now uses and the reason."""
    import torch

    environ = os.environ if environ is None else environ
    choice = choose_threads(
        requested, environ.get("OMP_NUM_THREADS"), affinity_cpus(), cgroup_cpu_limit()
    )
    if choice.threads is not None and choice.threads != torch.get_num_threads():
        torch.set_num_threads(choice.threads)
    return torch.get_num_threads(), choice.reason


# -- OpenMP waiting ----------------------------------------------------------------------


def openmp_wait_env(environ: Mapping[str, str]) -> dict[str, str]:
    """The OpenMP variables to add to ``environ``: a short spin, unless the user chose.

    A user's ``OMP_WAIT_POLICY`` or ``GOMP_SPINCOUNT`` (libgomp's own knob, which overrides
    the policy) keeps the waiting as they set it; a user's ``KMP_BLOCKTIME`` stays too.
    """
    add: dict[str, str] = {}
    for name, value in WAIT_DEFAULTS:
        if environ.get(name, "").strip():
            continue
        if name == "GOMP_SPINCOUNT" and environ.get("OMP_WAIT_POLICY", "").strip():
            continue
        add[name] = value
    return add


def apply_openmp_env(
    environ: MutableMapping[str, str] | None = None,
    modules: Mapping[str, object] | None = None,
) -> str:
    """Put ``openmp_wait_env`` into the environment before torch starts its OpenMP runtime.

    Returns what the waiting policy is, in words, for the banner. Once torch is imported the
    runtime has read its variables: then nothing is set, and the words say so.
    """
    environ = os.environ if environ is None else environ
    modules = sys.modules if modules is None else modules
    policy = environ.get("OMP_WAIT_POLICY", "").strip()
    spin = environ.get("GOMP_SPINCOUNT", "").strip()
    if "torch" in modules:
        if policy or spin:
            return f"GOMP_SPINCOUNT={spin}" if spin else f"OMP_WAIT_POLICY={policy}"
        return "OpenMP's default waiting (torch was imported before the model load)"
    add = openmp_wait_env(environ)
    environ.update(add)
    if "GOMP_SPINCOUNT" in add:
        return WAIT_WORDS
    if spin:
        return f"GOMP_SPINCOUNT={spin}"
    return f"OMP_WAIT_POLICY={policy}"
