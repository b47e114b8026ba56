"""The load benchmark's customer mix (bench/mix.py, issue 24): the same work for every set-up
and N, drawn from every kind of question, and the customer each conversation verifies as."""

from __future__ import annotations

import pytest

from bench.mix import KINDS, Conversation, conversations, customer_of, describe, for_turns
from db.catalog import build_catalog


def test_every_kind_has_cases_and_a_long_run_draws_each_of_them():
    drawn = conversations(200)
    assert {c.kind for c in drawn} == {k.name for k in KINDS}
    # No search turns: the benchmark has no Tavily key, so they would time an error message.
    assert not [c for c in drawn if "search" in c.case]


def test_the_same_seed_gives_the_same_work_to_any_number_of_customers():
    one = [c for dealt in for_turns(48, 1) for c in dealt]
    for n in (4, 8, 16):
        dealt = for_turns(48, n)
        assert len(dealt) == n
        assert sorted(c.case for d in dealt for c in d) == sorted(c.case for c in one)
    turns = sum(len(c.turns) for c in one)
    # At least the budget, and no more than one conversation beyond it.
    assert 48 <= turns < 48 + max(len(c.turns) for c in one)
    assert [c.case for c in for_turns(48, 1, seed=7)[0]] != [c.case for c in one]


def test_a_run_mixes_verification_languages_and_model_written_answers():
    mix = describe(48)["kinds"]
    for kind in ("catalog", "account", "language", "refund"):
        assert mix[kind].get("turns", 0) > 0, (kind, mix)
    assert mix["account"]["turns"] >= 2 * mix["account"]["conversations"]  # verification turns


def test_bad_sizes_are_refused():
    with pytest.raises(ValueError, match="at least 1"):
        for_turns(0, 4)
    with pytest.raises(ValueError, match="at least 1"):
        for_turns(10, 0)


def test_the_customer_comes_from_the_email_else_the_id(tmp_path):
    catalog = tmp_path / "catalog.sqlite"
    build_catalog(catalog)
    by_email = Conversation("a", "refund", ("Refund 405", "Sure: email DMiller@comcast.com"))
    by_id = Conversation("b", "account", ("who is my rep", "id 51 nobody@example.com"))
    nobody = Conversation("c", "catalog", ("What albums by Nirvana do you have?",))
    by_phone = Conversation(
        "d", "persona", ("rep?", "Phone +33 01 47 42 71 71, postal code 75002.")
    )
    assert customer_of(by_phone, catalog) == 40  # was None: its invoices counted as cross-talk
    assert customer_of(by_email, catalog) == 20
    assert customer_of(by_id, catalog) == 51
    assert customer_of(nobody, catalog) is None


def test_each_part_of_a_run_is_new_work():
    """Issue 24: a part replayed finds its prompts in the server's prompt cache."""
    parts = [[c.case for d in for_turns(48, 1, part=k) for c in d] for k in range(4)]
    assert [c.case for d in for_turns(48, 1) for c in d] == parts[0]
    for k in range(1, 4):
        assert sum(len(c.turns) for d in for_turns(48, 1, part=k) for c in d) >= 48
        assert set(parts[k]).isdisjoint(parts[k - 1])


def test_the_report_counts_model_turns_calls_and_repeats():
    from bench.load_report import repeats, summary

    def turn(latency, server, calls, model_s, error=None):
        return {"latency_s": latency, "server_s": server, "model_calls": calls,
                "model_s": model_s, "tools_s": 0.5, "error": error, "cross_talk": []}  # fmt: skip

    turns = [turn(4.0, 3.0, 2, 2.0), turn(2.0, 2.0, 0, 0.0), turn(9.0, 9.0, 1, 1.0, "boom")]
    got = summary(turns, wall=60.0, customers=2)
    assert (got["turns"], got["turns_per_min"], got["errors"]) == (3, 3.0, 1)
    assert got["model_turn_share"] == 0.67 and got["model_calls_per_turn"] == 1.0
    # the failed turn's time is not counted; the rest: model 1, tools 0.5, queue 0.5 s
    assert got["time_split_s"] == {
        "model": 1.0,
        "tools": 0.5,
        "server_rest": 1.0,
        "queue_and_transfer": 0.5,
    }
    runs = {"served": [{"customers": 8, "turns_per_min": 20.0, "part": 2},
                       {"customers": 8, "turns_per_min": 22.0, "part": 4}]}  # fmt: skip
    assert "| served | 8 | 20.0 (part 2) | 22.0 (part 4) | +10.0% |" in repeats({"runs": runs})
