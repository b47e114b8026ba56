"""Run any tool from the shell, for operators and debugging.

    python -m tools NAME '{"arg": "value"}'        # prints the tool's JSON result
    python -m tools get_customer_profile '{"customer_id": 5}'
    python -m tools --list                         # every tool: specialist, description, args

``customer_id`` in the JSON args goes into the ``ToolContext`` (as the verified customer),
never to the tool as a model argument. Exit status: 0 whenever the tool ran, including a
tool's failed result (``{"error": ...}``); 2 for an unknown tool or arguments that are not a JSON
object, with one line on stderr. Settings come from the environment (``DATA_DIR``, ...).
"""

from __future__ import annotations

import json
import sys

from db import init_db
from settings import Settings, SettingsError
from tools import ToolContext, registry

USAGE = "usage: python -m tools NAME ['JSON-ARGS'] | python -m tools --list"


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def _dump(value: object) -> None:
    print(json.dumps(value, indent=2, ensure_ascii=False))


def main(argv: list[str] | None = None) -> int:
    """Parse ``argv``, run one tool (or list them), print JSON; return the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE, file=sys.stderr if not argv else sys.stdout)
        return 2 if not argv else 0
    reg = registry()
    if argv[0] == "--list":
        _dump([{"name": t.name, "specialist": t.specialist, **t.describe()} for t in reg])
        return 0
    if len(argv) > 2:
        return _fail(f"expected NAME and one JSON argument, got {len(argv)} arguments")
    name = argv[0]
    found = reg.get(name)
    if found is None:
        return _fail(f"unknown tool {name!r}; see python -m tools --list")
    try:
        args = json.loads(argv[1]) if len(argv) > 1 else {}
    except json.JSONDecodeError as exc:
        return _fail(f"arguments are not valid JSON: {exc}")
    if not isinstance(args, dict):
        return _fail(f"arguments must be a JSON object, got {type(args).__name__}")
    customer_id = args.pop("customer_id", None)
    if customer_id is not None and (
        isinstance(customer_id, bool) or not isinstance(customer_id, int)
    ):
        return _fail(f"customer_id must be an integer, got {customer_id!r}")
    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        return _fail(str(exc))
    ctx = ToolContext(engine=init_db(settings), settings=settings, customer_id=customer_id)
    _dump(found.call(args, ctx).as_json())  # the ToolResult's JSON, as the model sees it
    return 0


if __name__ == "__main__":
    sys.exit(main())
