"""Reading prompts the way the tests of quoted data need: what is inside and outside blocks.

Shared by tests/test_prompts.py and tests/adversarial/test_prompt_injection.py. A block is
exactly what ``agents.prompting.quote`` writes, note included.
"""

from __future__ import annotations

import re

from agents.prompting import DATA_NOTE

BLOCK = re.compile(rf"<(\w+) note=\"{re.escape(DATA_NOTE)}\">\n.*?\n</\1>", re.DOTALL)


def outside_blocks(text: str) -> str:
    """The prompt minus every quoted block: the app's own words only."""
    return BLOCK.sub("", text)


def blocks(text: str, label: str) -> list[str]:
    """Every quoted block labelled ``label``, whole."""
    return [m.group(0) for m in BLOCK.finditer(text) if m.group(1) == label]
