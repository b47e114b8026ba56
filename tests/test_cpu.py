"""llm.cpu: the dtype and thread decisions (pure), the readers on real files, and the OpenMP
waiting policy as the real runtime reports it (``OMP_DISPLAY_ENV``) in a fresh process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from llm.cpu import (
    DtypeChoice,
    ThreadChoice,
    apply_openmp_env,
    cfs_limit,
    cgroup_cpu_limit,
    choose_dtype,
    choose_threads,
    cpu_flags,
    cpu_max_limit,
    openmp_wait_env,
    read_cpu_flags,
)
from settings import Settings, SettingsError

ROOT = Path(__file__).resolve().parents[1]

# Abridged /proc/cpuinfo of the machines named in issue 12 (two processors each).
SAPPHIRE_RAPIDS = """processor\t: 0
vendor_id\t: GenuineIntel
model name\t: Intel(R) Xeon(R) Processor
flags\t\t: fpu sse2 avx avx2 avx512f avx512_bf16 amx_bf16 amx_tile amx_int8
bogomips\t: 4200.00

processor\t: 1
flags\t\t: fpu sse2 avx avx2 avx512f avx512_bf16 amx_bf16 amx_tile amx_int8
"""
COOPER_LAKE = "processor\t: 0\nflags\t\t: fpu avx2 avx512f avx512_bf16 avx512_vnni\n"
ZEN3 = "processor\t: 0\nvendor_id\t: AuthenticAMD\nflags\t\t: fpu sse2 avx avx2 fma bmi2\n"
GRAVITON = "processor\t: 0\nFeatures\t: fp asimd sve bf16 i8mm\nCPU implementer\t: 0x41\n"


# -- dtype -------------------------------------------------------------------------------


def test_flags_are_read_from_x86_and_arm_cpuinfo():
    assert {"amx_bf16", "avx512_bf16", "avx2"} <= cpu_flags(SAPPHIRE_RAPIDS)
    assert "model" not in cpu_flags(SAPPHIRE_RAPIDS)  # only the flags line counts
    assert {"asimd", "bf16"} <= cpu_flags(GRAVITON)
    assert cpu_flags("processor : 0\n") == frozenset()


@pytest.mark.parametrize(
    ("cpuinfo", "dtype", "reason"),
    [
        (SAPPHIRE_RAPIDS, "bfloat16", "CPU has AMX-BF16"),
        (COOPER_LAKE, "bfloat16", "CPU has AVX512-BF16"),
        (ZEN3, "float32", "CPU has no AVX512-BF16/AMX: bf16 would be emulated"),
        # Arm's bf16 is not one of the two flags the issue trusts: float32 is never slow.
        (GRAVITON, "float32", "CPU has no AVX512-BF16/AMX: bf16 would be emulated"),
    ],
)
def test_auto_on_cpu_takes_bf16_only_with_native_bf16(cpuinfo, dtype, reason):
    assert choose_dtype("auto", "cpu", flags=cpu_flags(cpuinfo)) == DtypeChoice(dtype, reason)


def test_unknown_cpu_features_fall_back_to_float32_naming_torchs_capability():
    choice = choose_dtype("auto", "cpu", flags=None, capability="AVX2")
    assert choice == DtypeChoice("float32", "CPU features unknown, torch sees AVX2")
    assert choose_dtype("auto", "cpu", flags=None).reason == "CPU features unknown"


def test_cuda_takes_bf16_where_the_gpu_supports_it_else_float16():
    assert choose_dtype("auto", "cuda", cuda_bf16=True) == DtypeChoice(
        "bfloat16", "GPU supports bf16"
    )
    assert choose_dtype("auto", "cuda", cuda_bf16=False) == DtypeChoice(
        "float16", "GPU has no bf16"
    )


def test_dtype_setting_wins_and_warns_where_it_is_known_to_be_slow():
    zen3 = cpu_flags(ZEN3)
    assert choose_dtype("float32", "cpu", flags=cpu_flags(SAPPHIRE_RAPIDS)) == DtypeChoice(
        "float32", "set by DTYPE"
    )
    slow = choose_dtype("bfloat16", "cpu", flags=zen3)
    assert slow.dtype == "bfloat16" and "no bf16 instructions" in slow.reason
    assert choose_dtype("bfloat16", "cpu", flags=cpu_flags(COOPER_LAKE)).reason == "set by DTYPE"
    assert "does not support bf16" in choose_dtype("bfloat16", "cuda", cuda_bf16=False).reason
    assert choose_dtype("float16", "cpu", flags=zen3) == DtypeChoice("float16", "set by DTYPE")


def test_cpu_flags_are_read_from_a_file_and_absent_without_one(tmp_path):
    info = tmp_path / "cpuinfo"
    info.write_text(ZEN3)
    assert read_cpu_flags(info) == cpu_flags(ZEN3)
    assert read_cpu_flags(tmp_path / "missing") is None
    (tmp_path / "empty").write_text("")
    assert read_cpu_flags(tmp_path / "empty") is None


# -- settings ----------------------------------------------------------------------------


def test_dtype_and_threads_settings_are_read_and_checked():
    assert Settings.from_env({}).dtype == "auto" and Settings.from_env({}).torch_threads is None
    got = Settings.from_env({"DTYPE": "Float32", "TORCH_THREADS": "3"})
    assert (got.dtype, got.torch_threads) == ("float32", 3)
    assert Settings.from_env({"TORCH_THREADS": "auto"}).torch_threads is None
    with pytest.raises(SettingsError, match="DTYPE='fp8': choose one of auto, bfloat16"):
        Settings.from_env({"DTYPE": "fp8"})
    for bad in ("0", "two", "-1", "2000", "²"):
        with pytest.raises(SettingsError, match="TORCH_THREADS=.*auto or a number 1..1024"):
            Settings.from_env({"TORCH_THREADS": bad})


# -- threads -----------------------------------------------------------------------------


def test_cgroup_quota_files_are_parsed():
    assert cpu_max_limit("max 100000\n") is None
    assert cpu_max_limit("150000 100000\n") == 1.5
    assert cpu_max_limit("garbage") is None
    assert cfs_limit("-1\n", "100000\n") is None
    assert cfs_limit("200000\n", "100000\n") == 2.0
    assert cfs_limit("x", "100000") is None


def _tree(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


def test_cgroup_v2_limit_is_the_least_along_the_path(tmp_path):
    _tree(
        tmp_path,
        {
            "self": "0::/spaces/app\n",
            "sys/spaces/cpu.max": "100000 100000\n",  # the parent allows 1 CPU
            "sys/spaces/app/cpu.max": "400000 100000\n",  # the child asks for 4
        },
    )
    assert cgroup_cpu_limit(tmp_path / "sys", tmp_path / "self") == 1.0


def test_cgroup_v2_namespaced_container_root_and_no_limit(tmp_path):
    _tree(tmp_path, {"self": "0::/\n", "sys/cpu.max": "250000 100000\n"})
    assert cgroup_cpu_limit(tmp_path / "sys", tmp_path / "self") == 2.5
    _tree(tmp_path, {"sys/cpu.max": "max 100000\n"})
    assert cgroup_cpu_limit(tmp_path / "sys", tmp_path / "self") is None
    assert cgroup_cpu_limit(tmp_path / "sys", tmp_path / "no-such-file") is None


def test_cgroup_v1_cfs_quota(tmp_path):
    _tree(
        tmp_path,
        {
            "self": "4:memory:/x\n2:cpu,cpuacct:/docker/abc\n0::/\n",
            "sys/cpu,cpuacct/docker/abc/cpu.cfs_quota_us": "150000\n",
            "sys/cpu,cpuacct/docker/abc/cpu.cfs_period_us": "100000\n",
            "sys/cpu,cpuacct/cpu.cfs_quota_us": "-1\n",
            "sys/cpu,cpuacct/cpu.cfs_period_us": "100000\n",
        },
    )
    assert cgroup_cpu_limit(tmp_path / "sys", tmp_path / "self") == 1.5


def test_threads_follow_the_setting_then_omp_num_threads_then_the_usable_cpus():
    assert choose_threads(3, "1", 16, 2.0) == ThreadChoice(3, "set by TORCH_THREADS")
    assert choose_threads(None, "1", 16, None) == ThreadChoice(None, "OMP_NUM_THREADS=1")
    assert choose_threads(None, None, 16, 2.0) == ThreadChoice(2, "cgroup quota 2 CPUs of 16")
    assert choose_threads(None, "", 16, 1.5) == ThreadChoice(2, "cgroup quota 1.5 CPUs of 16")
    assert choose_threads(None, None, 16, 0.5) == ThreadChoice(1, "cgroup quota 0.5 CPUs of 16")
    assert choose_threads(None, None, 2, 8.0) == ThreadChoice(2, "2 CPUs available")
    assert choose_threads(None, None, 4, None) == ThreadChoice(4, "4 CPUs available")


# -- OpenMP waiting ----------------------------------------------------------------------


def test_openmp_spins_briefly_unless_the_user_chose():
    assert openmp_wait_env({}) == {"GOMP_SPINCOUNT": "10000", "KMP_BLOCKTIME": "1"}
    assert openmp_wait_env({"OMP_WAIT_POLICY": "ACTIVE"}) == {"KMP_BLOCKTIME": "1"}
    assert openmp_wait_env({"GOMP_SPINCOUNT": "500"}) == {"KMP_BLOCKTIME": "1"}
    assert openmp_wait_env({"KMP_BLOCKTIME": "200", "OMP_WAIT_POLICY": "passive"}) == {}


def test_apply_sets_nothing_once_torch_is_imported():
    env: dict[str, str] = {}
    said = apply_openmp_env(env, modules={"torch": object()})
    assert env == {} and "torch was imported before the model load" in said
    said = apply_openmp_env(env, modules={})
    assert env == {"GOMP_SPINCOUNT": "10000", "KMP_BLOCKTIME": "1"}
    assert said == "OpenMP spins briefly, then sleeps (GOMP_SPINCOUNT=10000)"
    assert apply_openmp_env({"GOMP_SPINCOUNT": "9"}, modules={}) == "GOMP_SPINCOUNT=9"


def _fresh_process(code: str, **env: str) -> subprocess.CompletedProcess:
    base = {
        k: v
        for k, v in os.environ.items()
        if k not in ("OMP_WAIT_POLICY", "GOMP_SPINCOUNT", "KMP_BLOCKTIME", "TORCH_THREADS")
    }
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**base, "OMP_NUM_THREADS": "1", "OMP_DISPLAY_ENV": "VERBOSE", **env},
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_the_model_load_makes_the_real_openmp_runtime_spin_briefly(tiny_model_dir):
    """torch imported only by load_backend: libgomp reports spin count 10000 (it spins
    300000 by default); and TORCH_THREADS beats OMP_NUM_THREADS."""
    code = (
        "import sys\n"
        "from settings import Settings\n"
        "from llm.select import load_backend\n"
        "assert 'torch' not in sys.modules\n"
        f"b = load_backend(Settings.from_env(model_id={str(tiny_model_dir)!r}))\n"
        "import torch\n"
        "print('THREADS', torch.get_num_threads())\n"
        "print('BANNER', b.info.banner())\n"
    )
    out = _fresh_process(code, TORCH_THREADS="1", DTYPE="float32")
    assert out.returncode == 0, out.stderr[-3000:]
    if "GOMP_SPINCOUNT" not in out.stderr:
        pytest.skip("torch here does not use GNU libgomp (no GOMP_SPINCOUNT in OMP_DISPLAY_ENV)")
    assert "GOMP_SPINCOUNT = '10000'" in out.stderr
    assert "THREADS 1" in out.stdout
    assert "float32 (set by DTYPE)" in out.stdout
    assert "1 thread (set by TORCH_THREADS; OpenMP spins briefly, then sleeps" in out.stdout


def test_a_users_spin_count_is_left_as_set():
    code = "from llm.cpu import apply_openmp_env\nprint(apply_openmp_env())\nimport torch\n"
    out = _fresh_process(code, GOMP_SPINCOUNT="500")
    assert out.returncode == 0, out.stderr[-3000:]
    if "GOMP_SPINCOUNT" not in out.stderr:
        pytest.skip("torch here does not use GNU libgomp")
    assert "GOMP_SPINCOUNT = '500'" in out.stderr and "GOMP_SPINCOUNT=500" in out.stdout
