"""Two revisions (or two settings) of the graph on the same cases, interleaved in one run.

    python bench/speed_compare.py --a aff266d --b HEAD --model offline-0.5b \\
        --out bench/results/speed-compare-prefix-cache.json
    python bench/speed_compare.py --a HEAD --b HEAD --a-env PREFIX_CACHE=0 ...

Why interleaved: on a shared 2-core machine the noise of other work is larger than most
speed-ups, so two separate eval runs an hour apart compare the machine, not the code. Here
each side is one long-lived worker (``bench/speed_worker.py``) inside a git worktree of its
revision (``git worktree add --detach``, removed at the end; ``.`` = this checkout as it is),
with the model loaded once; the case order is 1:A, 1:B, 2:B, 2:A, 3:A, ... (who goes first
alternates), and only one side computes at a time (the other blocks on stdin). Both sides get
the same torch threads.

Cases: by default 33, a round-robin over ``eval/cases/*.jsonl`` without the smoke files (one
case of each file in name order, then the second of each, ...), so every file is sampled;
``--cases`` and ``--limit`` override. Verdicts are re-scored with this checkout's
``eval.score.check`` (so a scorer change between revisions is no speed-up or slow-down); each
revision's own verdict is kept as ``passed_own``.

Per turn: wall latency, model calls, prompt tokens, prompt tokens served from a prefix KV cache
(``cached_tokens`` in a generate result; absent at old revisions = 0), prefill tokens actually
computed (prompt - cached), generated tokens; per model call, when the backend is a
transformers model, the prefill (first forward) and decode (later forwards) seconds. Output:
``--out`` JSON (both sides' records and summaries, rewritten after every case, so a killed run
leaves what it finished: ``"complete": false``), a markdown summary beside it (``.md``), and the
table on stdout. The load average before every case and the CPU seconds other processes used
during the run are recorded: this machine is shared.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.proc import stop  # noqa: E402
from bench.speed_stats import (  # noqa: E402
    add_turn_numbers,
    markdown,
    other_cpu,
    paired,
    proc_cpu,
    short,
    side_summary,
    table_rows,
)
from eval.schema import Case, load_many  # noqa: E402
from eval.score import check  # noqa: E402

WORKER = Path(__file__).with_name("speed_worker.py")
DEFAULT_LIMIT = 33  # three cases of each of the 11 public files


def round_robin(files: list[Path]) -> list[Case]:
    """The cases of ``files`` taken one from each file in turn (file order kept)."""
    per_file = [load_many([f]) for f in files]
    out: list[Case] = []
    for i in range(max((len(c) for c in per_file), default=0)):
        out += [cases[i] for cases in per_file if i < len(cases)]
    return out


def public_files() -> list[Path]:
    """Every public case file: ``eval/cases/*.jsonl`` but the smoke files and side files."""
    return sorted(
        p
        for p in (ROOT / "eval" / "cases").glob("*.jsonl")
        if not p.name.startswith("smoke") and not p.name.endswith(".replies.jsonl")
    )


def git(*args: str, cwd: Path = ROOT) -> str:
    return subprocess.run(
        ["git", *args], cwd=cwd, check=True, capture_output=True, text=True
    ).stdout.strip()


class Side:
    """One revision + environment: its worktree and its worker process."""

    def __init__(self, label: str, rev: str, env: list[str], tmp: Path, threads: int | None):
        self.label, self.rev, self.threads = label, rev, threads
        self.env = dict(item.split("=", 1) for item in env)
        if rev == ".":
            dirty = subprocess.run(["git", "diff", "--quiet", "HEAD"], cwd=ROOT).returncode
            self.commit = git("rev-parse", "HEAD") + ("+dirty" if dirty else "")
            self.root, self.worktree = ROOT, None
        else:
            self.commit = git("rev-parse", "--verify", f"{rev}^{{commit}}")
            self.root = self.worktree = tmp / label
        subject = git("log", "-1", "--format=%s", self.commit.split("+")[0])
        self.subject = subject if len(subject) <= 80 else subject[:79] + "…"
        self.log = tmp / f"worker-{label}.log"
        self.proc: subprocess.Popen | None = None
        self.hello: dict[str, Any] = {}

    def start(self, model: str, worker: Path, env_keys: list[str]) -> None:
        if self.worktree is not None:
            git("worktree", "add", "--detach", str(self.worktree), self.commit)
        self._log_file = self.log.open("w")
        env = {**os.environ, **self.env, "PYTHONPATH": str(self.root)}
        if self.threads:
            env["OMP_NUM_THREADS"] = env["MKL_NUM_THREADS"] = str(self.threads)
        config = {"root": str(self.root), "model": model, "threads": self.threads}
        config["env_keys"] = env_keys  # both sides' keys: each reports what it really has
        self.proc = subprocess.Popen(
            [sys.executable, str(worker), json.dumps(config)],
            cwd=self.root,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log_file,
            text=True,
            encoding="utf-8",
        )
        self.hello = self.receive(timeout_s=1800)
        if not Path(self.hello["harness_file"]).resolve().is_relative_to(self.root.resolve()):
            raise RuntimeError(f"{self.label}: the worker imported {self.hello['harness_file']}")

    def receive(self, timeout_s: float) -> dict[str, Any]:
        import select

        assert self.proc and self.proc.stdout
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout_s)
        line = self.proc.stdout.readline() if ready else ""
        if not line:
            tail = self.log.read_text(errors="replace").splitlines()[-30:]
            why = "timed out" if not ready else f"exited ({self.proc.poll()})"
            raise RuntimeError(f"worker {self.label} {why}; its log ends:\n" + "\n".join(tail))
        return json.loads(line)

    def run(self, case: Case, seq: int, timeout_s: float) -> dict[str, Any]:
        assert self.proc and self.proc.stdin
        message = {"op": "run", "seq": seq, "case": case.model_dump(mode="json", exclude_none=True)}
        self.proc.stdin.write(json.dumps(message) + "\n")
        self.proc.stdin.flush()
        reply = self.receive(timeout_s)
        if reply.get("seq") != seq:
            raise RuntimeError(f"worker {self.label} answered {reply.get('seq')} for {seq}")
        return reply

    def stop(self) -> None:
        if self.proc is not None:
            stop(self.proc, 60, quit_line='{"op": "quit"}\n')
            self._log_file.close()
        if self.worktree is not None and self.worktree.exists():
            git("worktree", "remove", "--force", str(self.worktree))

    def describe(self) -> dict[str, Any]:
        return {
            "rev": self.rev,
            "commit": self.commit,
            "subject": self.subject,
            "env": self.env,
            **{k: v for k, v in self.hello.items() if k != "ready"},
        }


def case_record(case: Case, reply: dict[str, Any], side: str, first: bool) -> dict[str, Any]:
    """The worker's reply as one record: the harness record, re-scored here, plus the probe."""
    record = reply.get("record") or {
        "id": case.id,
        "turns": [],
        "error": reply.get("error"),
        "passed": False,
        "reasons": [f"error: {reply.get('error')}"],
    }
    record["passed_own"] = record.get("passed", False)
    if reply.get("record"):
        reasons = check(case.expect, record)
        if record.get("error"):
            reasons.insert(0, f"error: {record['error']}")
        record["reasons"], record["passed"] = reasons, not reasons
    record.update(side=side, seq=reply["seq"], first=first, load_avg=reply["load_avg"])
    record.update(worker_wall_s=reply["wall_s"], cpu_s=reply["cpu_s"])
    record["idle_cpu_s"] = reply["idle_cpu_s"]
    record.update(started_at=reply["started_at"], ended_at=reply["ended_at"])
    add_turn_numbers(record, reply.get("calls"))
    return record


def warmup_case(files: list[Path], cases: list[Case]) -> Case:
    """A case for the unmeasured first run: the next one the pick would take, so no measured
    case finds its own prompts in a prefix cache; the first case when the pick took all."""
    measured = {c.id for c in cases}
    return next((c for c in round_robin(files) if c.id not in measured), cases[0])


def warm_up(sides: dict[str, Side], case: Case, timeout_s: float) -> dict[str, Any]:
    """One unmeasured case on each side: a process's first turn pays one-off costs (imports,
    compiling the JSON grammars) that no later turn pays, in the app or here."""
    out: dict[str, Any] = {"case": case.id}
    for key, side in sides.items():
        out[key] = round(side.run(case, 0, timeout_s)["wall_s"], 2)
        print(f"warm-up {key} {case.id}: {out[key]:.1f}s", flush=True)
    return out


def cpu_name() -> str:
    try:
        with open("/proc/cpuinfo") as fh:
            return next(ln.split(":", 1)[1].strip() for ln in fh if ln.startswith("model name"))
    except (OSError, StopIteration):
        return platform.processor()


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--a", required=True, help="git revision of side A ('.': this checkout)")
    p.add_argument("--b", required=True, help="git revision of side B ('.': this checkout)")
    p.add_argument("--a-env", action="append", default=[], metavar="K=V", help="A's env")
    p.add_argument("--b-env", action="append", default=[], metavar="K=V", help="B's env")
    p.add_argument("--model", required=True, help="as for python -m eval (scripted, tiny, ...)")
    p.add_argument("--out", required=True, type=Path, help="results JSON (.md beside it)")
    p.add_argument("--cases", nargs="+", type=Path, help="case files (default: public, mixed)")
    p.add_argument("--limit", type=int, help=f"first N cases (default {DEFAULT_LIMIT})")
    p.add_argument(
        "--threads",
        type=int,
        default=int(os.environ.get("OMP_NUM_THREADS") or 0) or None,
        help="torch threads of both sides (default: OMP_NUM_THREADS, else torch's default)",
    )
    p.add_argument("--warmup", type=int, choices=(0, 1), default=1, help="unmeasured first run")
    p.add_argument("--case-timeout", type=float, default=1800.0, help="seconds per case run")
    p.add_argument("--note", default="", help="what else ran on the machine, in words")
    args = p.parse_args(argv)
    for item in args.a_env + args.b_env:
        if "=" not in item:
            p.error(f"--a-env/--b-env take K=V, got {item!r}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    files = args.cases or public_files()
    cases = round_robin(files)
    limit = args.limit if args.limit is not None else (None if args.cases else DEFAULT_LIMIT)
    cases = cases[:limit] if limit is not None else cases
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # still remove the worktrees
    tmp = Path(tempfile.mkdtemp(prefix="speed-compare-"))
    try:
        sides = {
            "A": Side("a", args.a, args.a_env, tmp, args.threads),
            "B": Side("b", args.b, args.b_env, tmp, args.threads),
        }
    except subprocess.CalledProcessError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        print(f"error: {shlex.join(exc.cmd)}: {exc.stderr.strip()}", file=sys.stderr)
        return 2
    worker = tmp / "speed_worker.py"  # a copy: the worktrees' revisions may predate it
    shutil.copy(WORKER, worker)
    results: dict[str, Any] = {
        "kind": "speed-compare",
        "command": "python bench/speed_compare.py "
        + shlex.join(argv if argv is not None else sys.argv[1:]),
        "model": args.model,
        "started": datetime.now(UTC).isoformat(timespec="seconds"),
        "case_files": [str(f) for f in files],
        "case_ids": [c.id for c in cases],
        "machine": f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs, {cpu_name()}",
        "threads_asked": args.threads,
        "note": args.note,
        "load_avg_start": os.getloadavg(),
        "complete": False,
    }
    t0, cpu_before, records = time.perf_counter(), proc_cpu(), []
    try:
        for side in sides.values():
            side.start(args.model, worker, sorted({*sides["A"].env, *sides["B"].env}))
            print(f"{side.label}: {short(side.commit)} {side.env or ''} ready", flush=True)
        results["sides"] = {k: s.describe() for k, s in sides.items()}
        torch_threads = {s.hello.get("torch_threads") for s in sides.values()}
        if len(torch_threads) > 1:
            print(f"warning: the sides run with different torch threads {torch_threads}")
        if args.warmup:
            results["warmup"] = warm_up(sides, warmup_case(files, cases), args.case_timeout)
        for i, case in enumerate(cases):
            order = ["A", "B"] if i % 2 == 0 else ["B", "A"]
            for k in order:
                reply = sides[k].run(case, len(records) + 1, args.case_timeout)
                records.append(case_record(case, reply, k, first=k == order[0]))
                r = records[-1]
                line = f"[{r['seq']}] {k} {case.id}: {'pass' if r['passed'] else 'FAIL'}"
                print(f"{line} {r['worker_wall_s']:.1f}s", flush=True)
            write(results, records, args.out, t0, cpu_before, sides, complete=False)
        results["complete"] = True
    finally:
        for side in sides.values():
            side.stop()
        shutil.rmtree(tmp, ignore_errors=True)
    table = write(results, records, args.out, t0, cpu_before, sides, complete=True)
    print(table)
    return 0


def write(
    results: dict[str, Any],
    records: list[dict[str, Any]],
    out: Path,
    t0: float,
    cpu_before: dict[tuple[int, int], tuple[str, float]],
    sides: dict[str, Side],
    complete: bool,
) -> str:
    """Write the results JSON and the markdown beside it; return the markdown table."""
    ours = {os.getpid(), *(s.proc.pid for s in sides.values() if s.proc)}
    summaries = {k: side_summary([r for r in records if r["side"] == k]) for k in sides}
    results.update(
        complete=complete and results["complete"],
        wall_s=time.perf_counter() - t0,
        load_avg_end=os.getloadavg(),
        other_processes=other_cpu(cpu_before, proc_cpu(), ours, time.perf_counter() - t0),
        summary={**summaries, "paired": paired(records), "rows": table_rows(records)},
        records=records,
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=1, ensure_ascii=False, default=str) + "\n")
    text, table = markdown(results)
    out.with_suffix(".md").write_text(text, encoding="utf-8")
    return table


if __name__ == "__main__":
    sys.exit(main())
