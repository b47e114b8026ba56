"""A peer baseline: the same tools and model under smolagents' ``ToolCallingAgent``.

    python -m eval.peer --cases eval/cases/*.jsonl --model offline-0.5b --out peer.json \\
        [--ours bench/results/eval-offline-0.5b.json] [--max-steps 5] [--limit N]

The peer gets our catalog, invoice and data ``Tool`` objects (from ``tools.registry()``)
wrapped as smolagents tools, with a ``TransformersModel`` on the same local model folder
(for the offline packs: the converted folder from ``llm.pack.ensure_pack``), greedy decoding.

Subset: cases whose ``routes`` (or ``routes_any``) expectation is non-empty and inside
{catalog, invoice, data}; invoice cases only when their identifiers verify.
Verification: the peer has no interrupt, so it is PRE-VERIFIED by code: every turn that holds
identifiers is checked with ``agents.identity.lookup_identity`` (the graph's own check); a match
sets the customer id injected into the invoice tools (the model never sees or passes it), and
identifier-only turns after the first are dropped from the peer's conversation. The peer
therefore skips the verification round trip our graph pays for (one turn, one model call).
Scoring: the same ``eval.score.check``; the peer's "routes" are the specialists owning the
tools it called, and "protocol validity" is the share of agent steps whose tool call parsed.
Ours: read from ``--ours`` (a ``python -m eval`` results file) for the same case ids, or, if
not given, run through our graph in the same process on the same subset.
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from eval import endstate
from eval.harness import Harness, Journal, git_commit, run_cases, run_header
from eval.report import case_line, num, pct, publish, summary_lines
from eval.schema import Case, load_many
from eval.score import check, summarize

PEER_ROUTES = ("catalog", "invoice", "data")
INSTRUCTIONS = (
    "You are the support assistant of the Chinook digital music store. Use the tools to look "
    "things up and answer only from their results, in one to three sentences. Customer: {who}."
)


def identifier_turns(case: Case) -> list[int]:
    from agents.identifiers import parse_identifiers

    return [i for i, t in enumerate(case.turns) if parse_identifiers(t)]


def pre_verify(engine: Any, case: Case) -> int | None:
    """The customer the case's identifier turns verify (the last that does), else None."""
    from agents.identity import lookup_identity

    found = None
    for i in identifier_turns(case):
        match = lookup_identity(engine, case.turns[i])
        if match.verified:
            found = match.customer_id
    return found


def eligible(case: Case, engine: Any) -> bool:
    routes = case.expect.routes or case.expect.routes_any or []
    if not routes or not set(routes) <= set(PEER_ROUTES):
        return False
    if case.expect.turn_answers_any:  # per-turn checks: the peer drops identifier turns
        return False
    return "invoice" not in routes or pre_verify(engine, case) is not None


def peer_turns(case: Case) -> list[str]:
    """The case's turns minus identifier turns after the first (pre-verification used them)."""
    ids = set(identifier_turns(case))
    return [t for i, t in enumerate(case.turns) if i == 0 or i not in ids]


def _json_type(prop: dict[str, Any]) -> str:
    kind = prop.get("type")
    return kind if isinstance(kind, str) else "any"  # anyOf/unions: let the tool validate


def wrap_tool(tool: Any, state: dict[str, Any]) -> Any:
    """Our ``Tool`` as a smolagents ``Tool``; calls go through ``Tool.call`` and are logged."""
    from smolagents import Tool as SmolTool

    from tools import ToolContext

    schema = tool.args_schema
    required = set(schema.get("required", []))
    inputs = {
        name: {
            "type": _json_type(prop),
            "description": prop.get("description") or name,
            **({} if name in required else {"nullable": True}),
        }
        for name, prop in schema.get("properties", {}).items()
    }

    def forward(self: Any, *args: Any, **kwargs: Any) -> str:
        if args and isinstance(args[0], dict) and not kwargs:
            kwargs = args[0]
        call_args = {k: v for k, v in kwargs.items() if v is not None}
        ctx = ToolContext(
            engine=state["engine"], settings=state["settings"], customer_id=state["customer_id"]
        )
        result = tool.call(call_args, ctx)
        state["calls"].append(tool.name)
        return result.for_prompt()  # the same 1800-character view our specialists get

    attrs = {
        "name": tool.name,
        "description": tool.description,
        "inputs": inputs,
        "output_type": "string",
        "skip_forward_signature_validation": True,
        "forward": forward,
    }
    return type(f"Peer_{tool.name}", (SmolTool,), attrs)()


def counting_model(folder: str, device: str, max_new_tokens: int) -> Any:
    """A ``TransformersModel`` (greedy) that records each call's tokens and latency."""
    from smolagents import TransformersModel

    class Counting(TransformersModel):
        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.log: list[dict[str, Any]] = []

        def generate(self, *args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            message = super().generate(*args, **kwargs)
            usage = message.token_usage
            self.log.append(
                {
                    "prompt_tokens": usage.input_tokens if usage else 0,
                    "completion_tokens": usage.output_tokens if usage else 0,
                    "latency_s": time.perf_counter() - started,
                }
            )
            return message

    return Counting(
        model_id=folder,
        device_map=device,
        torch_dtype="bfloat16",
        max_new_tokens=max_new_tokens,
        do_sample=False,
    )


class Peer:
    """The smolagents side: one model, our tools, one agent per case run."""

    def __init__(self, model: str, harness: Harness, max_steps: int = 5) -> None:
        from llm.select import cuda_available, local_folder, pick_device, resolve
        from tools import registry

        settings = harness.settings
        if model == "tiny":
            from llm.testing import build_tiny_qwen

            tiny = harness.workdir / "tiny-qwen"
            folder = str(tiny if tiny.is_dir() else build_tiny_qwen(tiny))
        else:
            folder = local_folder(resolve(settings, cuda_available()), settings)
        self.folder = folder
        self.device = pick_device(settings, cuda_available())
        self.model = counting_model(folder, self.device, 256)
        self.state: dict[str, Any] = {
            "engine": harness.engine,
            "settings": settings,
            "customer_id": None,
            "calls": [],
        }
        self.tools = [
            wrap_tool(t, self.state) for s in PEER_ROUTES for t in registry().for_specialist(s)
        ]
        self.owner = {t.name: t.specialist for t in registry()}
        self.engine = harness.engine
        self.max_steps = max_steps

    def run_case(self, case: Case) -> dict[str, Any]:
        from smolagents import ToolCallingAgent
        from smolagents.utils import AgentParsingError

        cid = pre_verify(self.engine, case)
        self.state.update(customer_id=cid, calls=[])
        with self.engine.begin() as conn:  # the same start state as our side's case runs
            endstate.reset(conn)
        who = f"verified customer #{cid}" if cid is not None else "anonymous (not verified)"
        agent = ToolCallingAgent(
            tools=self.tools,
            model=self.model,
            max_steps=self.max_steps,
            instructions=INSTRUCTIONS.format(who=who),
            verbosity_level=0,
        )
        record: dict[str, Any] = {"id": case.id, "trial": 0, "tags": case.tags, "turns": []}
        record.update(expect=case.expect.model_dump(exclude_none=True), error=None, answer="")
        for i, text in enumerate(peer_turns(case)):
            self.model.log, before = [], len(self.state["calls"])
            started = time.perf_counter()
            try:
                answer = agent.run(text, reset=i == 0)
            except Exception as exc:  # noqa: BLE001 - one broken case must not stop the run
                record["error"], answer = f"{type(exc).__name__}: {exc}", ""
            steps = [s for s in agent.memory.steps if hasattr(s, "tool_calls")]
            bad = sum(1 for s in steps if isinstance(s.error, AgentParsingError))
            log = self.model.log
            record["turns"].append(
                {
                    "user": text,
                    "answer": str(answer),
                    "tools": self.state["calls"][before:],
                    "calls": len(log),
                    "prompt_tokens": sum(c["prompt_tokens"] for c in log),
                    "completion_tokens": sum(c["completion_tokens"] for c in log),
                    "latency_s": time.perf_counter() - started,
                    "model_latency_s": sum(c["latency_s"] for c in log),
                    "protocol_checked": len(steps),
                    "protocol_valid": len(steps) - bad,
                    "generate_errors": 0,
                }
            )
            record["answer"] = str(answer)
            if record["error"]:
                break
        record["tools"] = list(self.state["calls"])
        record["routes"] = list(dict.fromkeys(self.owner[t] for t in record["tools"]))
        record["verified"] = cid is not None
        with self.engine.connect() as conn:
            record["db"] = endstate.snapshot(conn)
        reasons = check(case.expect, record)
        record["reasons"] = ([f"error: {record['error']}"] if record["error"] else []) + reasons
        record["passed"] = not record["reasons"]
        for key in ("calls", "prompt_tokens", "completion_tokens", "latency_s"):
            record[key] = sum(t[key] for t in record["turns"])
        return record


def comparison(ours: dict[str, Any], peer: dict[str, Any], model: str) -> list[str]:
    """The side-by-side markdown table (one row per metric)."""

    def row(label: str, fn: Any) -> str:
        return f"| {label} | {fn(ours)} | {fn(peer)} |"

    lat, calls = "latency_s_per_turn", "calls_per_turn"
    return [
        f"| metric ({model}, {peer['cases']} cases) | ours (LangGraph) | smolagents ToolCallingAgent |",
        "|---|---|---|",
        row("pass rate", lambda s: pct(s["pass_rate"])),
        row("route accuracy", lambda s: pct(s["route_accuracy"])),
        row("tool-trajectory exact match", lambda s: pct(s["tool_exact_match"])),
        row("answer-fact accuracy", lambda s: pct(s["answer_accuracy"])),
        row("protocol validity", lambda s: pct(s["protocol_validity"])),
        row("model calls / turn (mean)", lambda s: num(s[calls]["mean"], 2)),
        row("prompt tokens / turn (mean)", lambda s: num(s["prompt_tokens_per_turn"]["mean"], 0)),
        row("generated tokens / turn (mean)", lambda s: num(s["completion_tokens_per_turn"]["mean"], 0)),
        row("latency s / turn p50", lambda s: num(s[lat]["p50"])),
        row("latency s / turn p95", lambda s: num(s[lat]["p95"])),
    ]  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m eval.peer", description=__doc__.splitlines()[0])
    p.add_argument("--cases", nargs="+", required=True, type=Path)
    p.add_argument("--model", required=True)
    p.add_argument("--out", type=Path, default=Path("peer-results.json"))
    p.add_argument("--ours", type=Path, default=None, help="our results JSON for the same model")
    p.add_argument("--max-steps", type=int, default=5)
    p.add_argument("--resume", action="store_true", help="reuse cases in <out>.partial.jsonl")
    p.add_argument("--limit", type=int, default=None)
    p.add_argument("--only", nargs="*", default=None, help="only these case ids (if eligible)")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    started, t0 = datetime.now(UTC).isoformat(timespec="seconds"), time.perf_counter()
    commit = git_commit()  # the code this run imports (others may commit meanwhile)
    # With --ours, our side comes from the file: the harness only builds the DB.
    harness = Harness(args.model, load=args.ours is None)
    try:
        cases = [c for c in load_many(args.cases) if eligible(c, harness.engine)]
        if args.only is not None:
            cases = [c for c in cases if c.id in set(args.only)]
        cases = cases[: args.limit]
        print(f"peer subset: {len(cases)} cases", flush=True)
        if args.ours is not None:
            import json

            by_id = {r["id"]: r for r in json.loads(args.ours.read_text())["cases"]}
            ours_runs = [by_id[c.id] for c in cases if c.id in by_id]
            cases = [c for c in cases if c.id in by_id]
        else:
            ours_runs = run_cases(
                harness, cases, progress=lambda r: print("ours ", case_line(r), flush=True)
            )
        peer = Peer(args.model, harness, args.max_steps)
        journal = Journal(args.out, args.resume)
        peer_runs = []
        for case in cases:
            record = journal.done.get((case.id, 0))
            if record is None:
                record = peer.run_case(case)
                journal.add(record)
            peer_runs.append(record)
            print("peer ", case_line(record), flush=True)
    finally:
        harness.close()
    ours_s, peer_s = summarize(ours_runs), summarize(peer_runs)
    table = comparison(ours_s, peer_s, args.model)
    results = {
        "run": {
            **run_header(
                "eval.peer",
                argv,
                f"smolagents:{args.model}",
                {"name": args.model, "source": peer.folder, "device": peer.device},
                args.cases,
                commit,
                started,
                t0,
            ),
            "max_steps": args.max_steps,
            "comparison": table,
        },
        "cases": peer_runs,
        "summary": peer_s,
        "ours": {"cases": ours_runs, "summary": ours_s},
    }
    print("\n".join(["", "peer:", *summary_lines(peer_s), "", *table]))
    publish(results, args.out, journal)
    return 0


if __name__ == "__main__":
    sys.exit(main())
