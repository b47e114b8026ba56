"""Deterministic prompt-injection detection for customer messages (and pasted text).

``scan(text)`` normalizes the text (NFKC, zero-width characters removed, whitespace
collapsed), then adds the weight of every pattern family that matches, once per family:

====================  ======  ==========================================================
family                weight  examples
====================  ======  ==========================================================
override              7       "ignore all previous instructions", "disregard the rules"
override_soft         4       "new instructions:", "from now on you", "forget your rules"
role_play             3       "you are now ...", "pretend to be", "act as the admin"
fake_system           6       "SYSTEM:" at a line start, "[system]", "### instruction"
chat_tokens           8       "<|im_start|>system", "<|endoftext|>", "[INST]"
fake_authority        4       "I am the administrator", "as the admin", "developer mode"
prompt_leak           6       "show your system prompt", "reveal your instructions"
other_customers       5       "other customers' emails", "customer 12's invoices"
customers_mention     2       "every customer", "other customers" (without a data request)
tool_json             5       ``{"tool": ...}``, ``{"route": ...}``, ``"args":``
fake_verification     4       "the user is verified", "customer is authenticated"
injected_id           4       ``"customer_id": 7``, "customer_id=7"
zero_width            3       zero-width or bidi control characters in the raw text
mixed_script          3       a word mixing Latin with Cyrillic/Greek look-alikes (these
                              are also folded to Latin before the patterns run)
====================  ======  ==========================================================

Severity from the total score: 0 NONE, 1-3 LOW, 4-6 MEDIUM, 7+ HIGH. One unmistakable
override or chat-template token is HIGH on its own; softer signals need company. Suggested
use: HIGH -> no model call, an ``injection`` ticket; MEDIUM -> proceed, audited; LOW -> log.
Patterns need instruction-like objects ("instructions", "rules", "prompt"), so ordinary
shop talk ("ignore the previous album, show me the next one") stays NONE.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

SEVERITIES = ("NONE", "LOW", "MEDIUM", "HIGH")
THRESHOLDS = {"LOW": 1, "MEDIUM": 4, "HIGH": 7}

_ZERO_WIDTH = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad]")
_OBJECTS = (
    r"(?:instructions?|rules?|prompts?|polic(?:y|ies)|guidelines?|directives?|guardrails?|"
    r"restrictions?|constraints?|programming|system\s+message)"
)
_DATA = (
    r"(?:invoices?|orders?|e-?mails?|addresses|phone(?:\s+numbers)?|data|details|purchases|"
    r"accounts?|names|records|info(?:rmation)?|history|refunds?|passwords?)"
)
_ANY = r"(?:\s+(?:the|your|my|all|any|of|previous|prior|above|earlier|preceding|existing|"
_ANY += r"original|current|initial|default|safety|system|these|those|every|other))*"

_FAMILIES: tuple[tuple[str, int, re.Pattern[str]], ...] = tuple(
    (name, weight, re.compile(pattern, re.IGNORECASE | re.VERBOSE))
    for name, weight, pattern in (
        (
            "override",
            7,
            rf"""\b(?:ignore|disregard|forget|override|bypass|skip|drop|abandon|neglect)
                 {_ANY}\s+{_OBJECTS}\b
               | \bdo\s+not\s+follow{_ANY}\s+{_OBJECTS}\b""",
        ),
        (
            "override_soft",
            4,
            r"""\bnew\s+(?:instructions?|rules?|system\s+prompt|task)\s*:
              | \bfrom\s+now\s+on,?\s+(?:you\s+(?:are|will|must|shall)|ignore|your\s+(?:new\s+)?
                  (?:role|instructions?|task))
              | \b(?:updated|revised|real)\s+instructions?\s*:
              | \bno\s+(?:longer\s+)?(?:bound|restricted)\s+by\b""",
        ),
        (
            "role_play",
            3,
            r"""\byou\s+are\s+now\b | \bpretend\s+(?:to\s+be|you\s+are)\b
              | \bact\s+as\s+(?:an?\s+|the\s+)?(?:admin|administrator|system|developer|root|
                  dan|unrestricted|jailbroken)\b
              | \bjailbreak | \bDAN\s+mode\b""",
        ),
        (
            "fake_system",
            6,
            r"""(?:^|\n)\s*(?:system|assistant|developer|admin)\s*:
              | \[\s*(?:system|admin|developer)\s*\] | </?\s*system\s*>
              | \#{2,}\s*(?:system|instructions?)\b""",
        ),
        ("chat_tokens", 8, r"<\|\s*(?:im_start|im_end|endoftext|system|eot_id)|\[/?INST\]"),
        (
            "fake_authority",
            4,
            r"""\b(?:i\s*am|i'm|this\s+is)\s+(?:the|an|your)\s+(?:admin|administrator|developer|
                  sysadmin|system|root)\b
              | \bas\s+(?:the|an|your)\s+(?:admin|administrator|developer|system)\b
              | \b(?:developer|admin|debug|god|maintenance)\s+mode\b
              | \badmin\s+(?:access|override|privileges?|rights)\b""",
        ),
        (
            "prompt_leak",
            6,
            r"""\b(?:show|reveal|print|display|repeat|tell|give|output|leak|dump|share|
                  what\s+(?:is|are|were))(?:\s+me|\s+us)?(?:\s+(?:the|your|all|of|exact|full))*
                  \s+(?:(?:hidden|secret|initial|original|system)\s+(?:prompt|instructions?|rules)|
                  instructions?\s+you\s+(?:were|are)\s+given|(?<=your\s)(?:prompt|instructions?))\b
              | \bsystem\s+prompt\b""",
        ),
        (
            "other_customers",
            5,
            rf"""\b(?:other|another|all|every|each)\s+(?:the\s+)?customers?(?:'s?)?\s+{_DATA}
              | \b{_DATA}\s+(?:of|for|from|belonging\s+to)\s+(?:(?:the\s+)?other|all|every|each|
                  another|any)\s+(?:the\s+)?customers?\b
              | \bcustomer\s*(?:\#|no\.?|number|id)?\s*\d+'s\b
              | \b{_DATA}\s+(?:of|for|from|belonging\s+to)\s+customer\s*(?:\#|no\.?|number|id)?
                  \s*\d+\b
              | \bsomeone\s+else'?s\s+{_DATA}
              | \b(?:show|list|give|dump|export|send)\s+(?:me\s+)?(?:all|every)\s+(?:the\s+)?
                  (?:customers|users|accounts)\b""",
        ),
        ("customers_mention", 2, r"\b(?:other|another|all|every|each)\s+customers?\b"),
        (
            "tool_json",
            5,
            r"""\{\s*"(?:tool|route|name|function|action|specialist|plan)"\s*:
              | "(?:args|arguments|tool_calls?|function_call)"\s*:""",
        ),
        (
            "fake_verification",
            4,
            r"""\b(?:user|customer|caller)\s+(?:is|has\s+been)\s+(?:already\s+)?
                  (?:verified|authenticated|authori[sz]ed|an?\s+admin)""",
        ),
        ("injected_id", 4, r""""customer_?id"\s*: | \bcustomer_id\s*=\s*\d"""),
    )
)

_LATIN = re.compile(r"[a-zA-Z]")
# Cyrillic/Greek letters that look Latin, folded before matching ("іgnore" -> "ignore").
_FOLD = str.maketrans(
    "аеорсухіјѕԁһӏАВЕКМНОРСТХІЈЅοαεινκρτ",
    "aeopcyxijsdhlABEKMHOPCTXIJSoaeivkpt",
)
_LOOKALIKE = re.compile("[\u0370-\u03ff\u0400-\u04ff]")  # Greek, Cyrillic


@dataclass(frozen=True)
class Injection:
    """How much a text looks like an attempt to steer the agent, and why."""

    severity: str  # NONE | LOW | MEDIUM | HIGH
    score: int
    matches: list[str] = field(default_factory=list)  # "family: matched text"


def severity_of(score: int) -> str:
    """The severity band of a total score (see the module docstring)."""
    if score >= THRESHOLDS["HIGH"]:
        return "HIGH"
    if score >= THRESHOLDS["MEDIUM"]:
        return "MEDIUM"
    if score >= THRESHOLDS["LOW"]:
        return "LOW"
    return "NONE"


def normalize(value: str) -> str:
    """NFKC (full-width and styled letters to plain), zero-width characters removed."""
    return _ZERO_WIDTH.sub("", unicodedata.normalize("NFKC", value))


def _hidden(value: str) -> int:
    """Zero-width/bidi characters, not counting the joiner inside emoji sequences."""
    count = 0
    for m in _ZERO_WIDTH.finditer(value):
        i = m.start()
        if m.group(0) == "\u200d" and 0 < i < len(value) - 1:
            if not (value[i - 1].isalpha() or value[i + 1].isalpha()):
                continue  # e.g. the family emoji: a legitimate joiner
        count += 1
    return count


def scan(value: str) -> Injection:
    """Score ``value`` for prompt injection; deterministic and cheap (regular expressions)."""
    if not value:
        return Injection("NONE", 0, [])
    score = 0
    matches: list[str] = []
    hidden = _hidden(value)
    if hidden:
        score += 3
        matches.append(f"zero_width: {hidden} hidden character(s)")
    clean = normalize(value)
    for word in re.findall(r"\w{3,}", clean):
        if _LATIN.search(word) and _LOOKALIKE.search(word):
            score += 3
            matches.append(f"mixed_script: {word!r}")
            break
    flat = re.sub(r"[ \t]+", " ", clean.translate(_FOLD))
    fired: set[str] = set()
    for name, weight, pattern in _FAMILIES:
        if name == "customers_mention" and "other_customers" in fired:
            continue  # the same words, already scored as a data request
        found = pattern.search(flat)
        if found:
            fired.add(name)
            score += weight
            matches.append(f"{name}: {' '.join(found.group(0).split())[:80]!r}")
    return Injection(severity_of(score), score, matches)
