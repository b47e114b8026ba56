"""The public case set: ``*.jsonl`` files written by ``build_cases.py`` (plus hand-written smoke).

``facts`` reads expected facts from Chinook by SQL; ``themes`` turns them into cases.
"""
