"""Evaluation harness for the support graph: cases, scoring, reports, and a smolagents peer.

    python -m eval --cases eval/cases/smoke.jsonl --model scripted --out /tmp/smoke.json
    python -m eval.peer --cases eval/cases/catalog.jsonl --model offline-0.5b --out /tmp/peer.json
    python -m eval.summarize bench/results/*.json

See ``eval/README.md`` for the case format and the exact metric definitions. Nothing in the
app imports this package.
"""
