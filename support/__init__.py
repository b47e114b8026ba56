"""Support back office: the deterministic parts that decide, record and escalate.

* ``policy``: refund rules as rows, ``evaluate`` -> ALLOW / REQUIRES_APPROVAL / DENY.
* ``refunds``: the executor, the only writer of refunds (idempotent, re-checks the policy).
* ``approvals``: the human approval queue; ``tickets``: escalations and their detection.
* ``injection``: prompt-injection scoring; ``audit``: rows for every call and decision.
* ``knowledge``: the policy/FAQ corpus, rendered from the live rules, searched with BM25.

Nothing here reads model output as authority. May import ``db`` and ``settings`` only.
"""
