"""The review's static-policy bypass (issue 10), written once for every sandbox test.

The program builds dunder names at run time and reads a stdlib function's ``__globals__``
through a ``match`` class pattern whose ``__match_args__`` names it, so the static policy sees
no dunder attribute; it ends holding the real builtins (``real``) or the real ``os``
(``os``, with ``imp`` the real ``__import__``). Only the runtime and kernel layers can stop
what follows it. Plain text: a caller that ``str.format``s its programs escapes the braces.
"""

from __future__ import annotations

# Ends with ``real``: the real builtins dict.
MATCH_GADGET = (
    "k = '_' * 2\n"
    "Meta = type('Meta', (type,), {k + 'instancecheck' + k: lambda cls, inst: True})\n"
    "M = Meta('M', (), {k + 'match_args' + k: (k + 'globals' + k,)})\n"
    "import json\n"
    "match json.dumps:\n"
    "    case M(glb):\n"
    "        real = glb[k + 'builtins' + k]\n"
)
# Ends with ``imp`` (the real ``__import__``) and ``os`` (the real module).
GADGET_OS = MATCH_GADGET + "imp = real[k + 'import' + k]\nos = imp('os')\n"
