"""Bytes a conversation adds to checkpoints.sqlite per message, for two revisions side by side.

    python bench/checkpoint_growth.py --base 4b36f60   # HEAD vs an earlier commit

Each revision runs in its own process from its own git worktree, on the scripted model
(routing "finish", a 150-character answer), with the same messages: 30 of 4,000 characters,
then one of 1 MB. Reported per revision: bytes the thread holds after each message (checkpoint
and pending-write blobs), checkpoint rows, and whether the 1 MB message was accepted. Writes
``bench/results/checkpoint-growth.json``. No model, no timing: the numbers are sizes.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MESSAGES = 30
CHARS = 4000

PROBE = r"""
import json, sqlite3, sys, tempfile
from pathlib import Path
from agents import build_graph
from agents.runner import Conversations, open_checkpointer, open_store
from db import init_db
from llm.testing import ScriptedGenerate
from settings import Settings

def held(path, thread):
    with sqlite3.connect(path) as c:
        rows, size = c.execute("SELECT count(*), coalesce(sum(length(checkpoint)+length(metadata)),0)"
                               " FROM checkpoints WHERE thread_id=?", (thread,)).fetchone()
        w = c.execute("SELECT coalesce(sum(length(value)),0) FROM writes WHERE thread_id=?",
                      (thread,)).fetchone()[0]
    return rows, size + w

data = Path(tempfile.mkdtemp())
settings = Settings(data_dir=data)
engine = init_db(settings)
fake = ScriptedGenerate()
for _ in range(%(n)d + 1):
    fake.add({"route": ["finish"], "reason": "chat"}, "ok " * 50)
ck = data / "ck.sqlite"
graph = build_graph(fake, engine, open_checkpointer(ck), open_store(ck), settings, stream=fake.stream)
chat = Conversations(graph, settings)
out = {"bytes": [], "rows": []}
for i in range(%(n)d):
    chat.ask("t", "x" * %(chars)d)
    rows, size = held(ck, "t")
    out["bytes"].append(size); out["rows"].append(rows)
try:
    chat.ask("t", "y" * 1_000_000)
    rows, size = held(ck, "t")
    out["one_mb"] = {"accepted": True, "bytes_after": size, "rows": rows}
except Exception as exc:
    out["one_mb"] = {"accepted": False, "error": f"{type(exc).__name__}: {exc}"}
print(json.dumps(out))
"""


def measure(tree: Path) -> dict:
    code = PROBE % {"n": MESSAGES, "chars": CHARS}
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=tree, capture_output=True, text=True, check=True
    )
    return json.loads(run.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the earlier commit to compare with")
    args = parser.parse_args()
    head = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        base_tree = Path(tmp) / "base"
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(base_tree), args.base],
            cwd=ROOT, check=True, capture_output=True,
        )  # fmt: skip
        try:
            for name, tree in ((args.base, base_tree), (head, ROOT)):
                results[name] = measure(tree)
                r = results[name]
                growth = [b - a for a, b in zip(r["bytes"], r["bytes"][1:], strict=False)]
                print(
                    f"{name}: after {MESSAGES} msgs {r['bytes'][-1]:,} B in {r['rows'][-1]} "
                    f"checkpoint rows; growth/msg first {growth[0]:,} B, last {growth[-1]:,} B; "
                    f"1 MB message: {r['one_mb']}",
                    flush=True,
                )
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(base_tree)], cwd=ROOT, check=False
            )
    out = ROOT / "bench" / "results" / "checkpoint-growth.json"
    payload = {
        "command": " ".join(["python", "bench/checkpoint_growth.py", *sys.argv[1:]]),
        "messages": MESSAGES,
        "chars": CHARS,
        "results": results,
    }
    out.write_text(json.dumps(payload, indent=1) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
