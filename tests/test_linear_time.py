"""Every regex and parser over customer text runs in linear time (finding 4 of the review).

A quadratic pattern turns one long message into minutes of CPU with the GIL held, so every
other user of the server waits: "customer 5" + 40,000 spaces + "x" took 43 s in the old
identifier parser. Each pattern here is run on 100 KB of adversarial text (long runs of the
characters its quantifiers accept, repeated keywords, near-misses) and must finish in 50 ms;
the whole identifier parse, which runs eight patterns, in 250 ms. Times are this thread's CPU
time, so other processes on a busy machine do not count against the code; on a slower host a
run over its budget passes only while it grows linearly (``linear``).
"""

from __future__ import annotations

import re
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agents import (
    asking,
    assist,
    claims,
    followup,
    ground,
    guard,
    identifiers,
    intent,
    labels,
    links,
    narrow,
    narrow_invoice,
    nodes,
    numbered,
    numbers,
    pick,
    prompting,
    refunds,
    render,
    sentences,
    smalltalk,
    wording,
    words,
)
from agents.words import fold
from lexicon import language, lexicon
from support import conversations, injection, injection_phrases, knowledge, staff, text, tickets
from tools import data, everyday, names, playlist_names, titles

SIZE = 100_000
PATTERN_BUDGET_S = 0.050
PARSE_BUDGET_S = 0.250

FRAGMENTS = [
    " ", "  ", "\t", "\n", "a", "Z", "é", "5", "14700", "-", ".", "+", "(", ")", "#", ":", "@",
    "'", ",", "!", "?", "customer", "id", "zip", "postal code", "is", "email", "phone", "#5",
    "a@b", "a@b.co", "+420", "2025-01-01", "1/2/2025", "talk to", "a human", "please",
    "angry", "WHY", "fuck", "!!!",
]  # fmt: skip
SHAPES = {
    "spaces": "customer 5" + " " * SIZE + "x",
    "letters": "a" * SIZE,
    "at-run": "a@" + "b" * SIZE,
    "at-pairs": "a@" * (SIZE // 2),
    "dotted": "a@" + "b." * (SIZE // 2),
    "email-chars": "a.b+c'd-" * (SIZE // 8),
    "digits": "1" * SIZE,
    "digit-space": "1 " * (SIZE // 2),
    "digit-dashes": "1----" * (SIZE // 5),
    "keywords": "customer " * (SIZE // 9),
    "zip-run": "zip A " + "A" * SIZE,
    "hash": "#1 " * (SIZE // 3),
    "id-spaces": "customer   :   #   x " * (SIZE // 21),
    "human": "talk to" + " " * SIZE + "x",
    "human-words": "talk " + "to a " * (SIZE // 5),
    "bangs": "! ? " * (SIZE // 4),
    "caps": "WHY IS THIS " * (SIZE // 12),
    "pairs": "; a b: c" * (SIZE // 8),  # the facts block's "; key: value" (agents.wording)
    "snake": "a_" * (SIZE // 2),
    "found": "a b c d e f: 1 " * (SIZE // 15),
}


def cpu_seconds(fn, *args, budget: float = PARSE_BUDGET_S) -> float:
    """This thread's CPU time for ``fn(*args)``: the best of up to three runs, stopping at
    the first under ``budget``. A loaded machine (the clean-clone CI runs a model server
    beside the tests) slows one run by a constant factor (54 ms for a 34 ms pattern); a
    pattern that is not linear is over the budget on every run."""
    best = float("inf")
    for _ in range(3):
        started = time.thread_time()
        fn(*args)
        best = min(best, time.thread_time() - started)
        if best < budget:
            break
    return best


# How much slower than the budgets' machine a host may be: an AVX2-only EPYC ran these 1.0-1.3x
# over the budgets that an AVX512 one met with room. Over budget, a run still passes when it
# grows linearly: a quarter of the text takes more than a QUARTER_SHARE of its time (linear:
# about a quarter; quadratic: a sixteenth), and it stays under SLOW_HOST times the budget.
SLOW_HOST = 4
QUARTER_SHARE = 1 / 8


def linear(fn, text: str, budget: float = PARSE_BUDGET_S) -> str:
    """Why ``fn(text)`` is not linear in ``text``, or "" when it is: under ``budget`` of
    CPU time on 100 KB, or over it (a slow host) but growing linearly (``QUARTER_SHARE``)
    and under ``SLOW_HOST`` budgets."""
    spent = cpu_seconds(fn, text, budget=budget)
    if spent < budget:
        return ""
    if spent >= SLOW_HOST * budget:
        return f"{spent * 1000:.0f} ms, over {SLOW_HOST} budgets"
    quarter = cpu_seconds(fn, text[: len(text) // 4], budget=0)
    if quarter > spent * QUARTER_SHARE:
        return ""
    return f"{spent * 1000:.0f} ms, a quarter of the text {quarter * 1000:.1f} ms: not linear"


def user_text_patterns() -> list[tuple[str, re.Pattern[str]]]:
    """Every compiled pattern the app runs over customer text, by module."""
    found = []
    for module in (
        identifiers,
        labels,
        tickets,
        text,
        data,
        intent,
        smalltalk,
        narrow,
        narrow_invoice,
        asking,
        numbers,
        names,
        titles,
        everyday,
        guard,
        ground,
        pick,
        wording,
        followup,
        words,
        assist,
        claims,
        links,
        nodes,
        prompting,
        refunds,
        render,
        sentences,
        language,
        conversations,
        injection,
        injection_phrases,
        knowledge,
        staff,
        playlist_names,
    ):
        for name, value in vars(module).items():
            if isinstance(value, re.Pattern):
                found.append((f"{module.__name__}.{name}", value))
            elif isinstance(value, dict):  # patterns by specialist or kind (agents.intent)
                found += [
                    (f"{module.__name__}.{name}[{k}]", p)
                    for k, p in value.items()
                    if isinstance(p, re.Pattern)
                ]
            elif isinstance(value, tuple) and value and isinstance(value[0], re.Pattern):
                found += [(f"{module.__name__}.{name}[{i}]", p) for i, p in enumerate(value)]
            elif isinstance(value, list | tuple):  # rows holding a pattern (agents.pick ...)
                found += [
                    (f"{module.__name__}.{name}[{i}]", p)
                    for i, row in enumerate(value)
                    if isinstance(row, tuple)
                    for p in row
                    if isinstance(p, re.Pattern)
                ]
    # the lexicon's patterns (months, positions, the words per kind: lexicon, data)
    from lexicon import lexicon

    lex = lexicon()
    for name, value in vars(lex).items():
        if isinstance(value, re.Pattern):
            found.append((f"lexicon.{name}", value))
    found += [(f"lexicon.phrase[{key}]", lex.phrase(key)) for key in lex.words]
    # patterns built on first use, from the lexicon's words
    from lexicon.patterns import _name_given

    w = lex.words
    given = _name_given(tuple(w["name_words"]), tuple(w["my_words"]), tuple(w["is_words"]))
    found += [
        ("tools.titles._fact_of()", titles._fact_of()),
        ("tools.titles._intro()", titles._intro()),
        *((f"agents.numbers._claims()[{i}]", p) for i, p in enumerate(numbers._claims())),
        ("agents.ground._quantity()", ground._quantity()),
        *((f"agents.ground._numbered()[{i}]", p) for i, p in enumerate(ground._numbered())),
        ("tools.titles._buying()", titles._buying()),
        ("tools.everyday._leaning_back()", everyday._leaning_back()),
        ("tools.titles._who_made()", titles._who_made()),
        ("tools.titles._courtesy()", titles._courtesy()),
        *(
            (f"tools.playlist_names._playlist_word()[{i}]", p)
            for i, p in enumerate(playlist_names._playlist_word())
        ),
        ("lexicon.patterns._name_given()", given),
        *((f"lexicon.statistic[{k}]", lex.statistic(k)) for k in lex.statistics),
    ]
    return found


PATTERNS = user_text_patterns()


def test_the_pattern_list_is_not_empty():
    names = {name for name, _ in PATTERNS}
    assert {
        "agents.identifiers._EMAIL_RE",
        "support.tickets._HUMAN",
        "support.text.SENTENCE_GAP",
    } <= names


@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize(("name", "pattern"), PATTERNS, ids=[n for n, _ in PATTERNS])
def test_each_pattern_is_linear_on_100kb(name, pattern, shape):
    text = SHAPES[shape][:SIZE]
    why = linear(lambda t: sum(1 for _ in pattern.finditer(t)), text, PATTERN_BUDGET_S)
    assert not why, f"{name} on {shape}: {why}"


PARSERS = {
    "identifiers": identifiers.parse_identifiers,
    "escalation": tickets.detect_escalation,
    "numbers": data.parse_numbers,
    "evidence": intent.evidence,
    "small_talk": smalltalk.small_talk,
    # the code decisions over the question (agents.pick, agents.ground)
    "orders": pick.orders,
    # ... and what asks for one row, over the whole text (order words told aside: pick)
    "untold": pick.untold,
    "asks_for_one": asking.asks_for_one,
    "listed_numbers": ground.listed_numbers,
    "wants_items": ground.wants_items,
    "recalled": lambda t: ground.recalled(t, [{"role": "assistant", "content": t}]),
    # every order added together, a genre said as the customer's own thing, a song's number
    "sum_asked": lambda t: lexicon().sum_asked(fold(t)),
    "common_noun": lambda t: everyday.common_noun("Soundtrack", t),
    "track_number": lambda t: numbered.track_number(fold(t), t),
    "unabbreviated": lambda t: lexicon().unabbreviated(fold(t)),
}


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_whole_parsers_are_linear_on_100kb(shape):
    text = SHAPES[shape][:SIZE]
    slow = {name: why for name, fn in PARSERS.items() if (why := linear(fn, text))}
    assert not slow, slow


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from(FRAGMENTS), min_size=1, max_size=40))
def test_random_100kb_messages_parse_within_the_bound(pieces):
    unit = "".join(pieces)
    text = (unit * (SIZE // len(unit) + 1))[:SIZE]
    assert not linear(identifiers.parse_identifiers, text)
    assert not linear(tickets.detect_escalation, text)


def test_over_budget_only_linear_growth_passes():
    """The slow-host allowance can fail: over its budget (set here just under the run's own
    time), a pattern that rescans the rest of the text from every start (quadratic) is not
    linear, and one that reads each character once is."""
    quadratic = re.compile(r"\s*x")  # from every blank of a run without "x": the whole run
    once = re.compile(r"\s")  # each blank once
    for pattern, sample, expected in ((quadratic, " " * 6_000, False), (once, " " * SIZE, True)):

        def scan(t, pattern=pattern):
            return sum(1 for _ in pattern.finditer(t))

        budget = cpu_seconds(scan, sample, budget=0) * 0.6
        assert (linear(scan, sample, budget) == "") is expected, pattern.pattern


def test_the_old_quadratic_inputs_still_parse_correctly():
    # Same answers as before the rewrite, at a size the old parser took seconds on.
    assert identifiers.parse_identifiers("customer 5" + " " * 40_000 + "x").customer_ids == (5,)
    assert identifiers.parse_identifiers("a" * 20_000) == identifiers.Identifiers()
    assert identifiers.parse_identifiers(" ".join(f"zip {n}" for n in range(800))).too_many()


def test_label_removal_is_linear_in_the_text():
    """Each mark of a taken email and each colon looks back a bounded window once."""
    from agents.labels import MARK, without_email_labels, without_labels

    for long in (("email " + MARK) * 20_000, ("account: ") * 12_000, "e" * 100_000 + MARK):
        assert not linear(without_email_labels, long)
        assert not linear(without_labels, long)
