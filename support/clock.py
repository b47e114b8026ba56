"""The app's clock as text: timestamps written the way the schema stores them."""

from __future__ import annotations

from datetime import UTC, datetime


def utc_now() -> str:
    """The current UTC time as the schema stores it: ``2026-01-15T09:41:07Z``."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
