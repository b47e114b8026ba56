"""Routing decisions are pure functions of the state: tested without a model."""

from __future__ import annotations

from agents.report import SpecialistReport
from agents.routing import needs_model_call, next_after_manager, next_after_verify
from tools.result import Failure


def test_next_after_manager_walks_the_plan():
    assert next_after_manager({"plan": ["catalog", "data"]}) == "catalog"
    assert next_after_manager({"plan": []}) == "finalize"
    assert next_after_manager({}) == "finalize"


def test_invoice_goes_through_verification_until_verified():
    assert next_after_manager({"plan": ["invoice"], "customer_id": None}) == "verify"
    assert next_after_manager({"plan": ["invoice", "catalog"]}) == "verify"
    assert next_after_manager({"plan": ["invoice"], "customer_id": 5}) == "invoice"


def test_next_after_verify():
    assert next_after_verify({"customer_id": 7, "plan": ["invoice"]}) == "invoice"
    assert next_after_verify({"plan": ["invoice"], "verify_failures": 2}) == "verify"
    assert next_after_verify({"plan": ["invoice"], "verify_failures": 5}) == "manager"
    assert next_after_verify({"plan": ["catalog"]}) == "manager"  # invoice dropped


def test_manager_asks_the_model_once_then_walks_the_plan():
    assert needs_model_call({}, max_turns=6)
    assert not needs_model_call({"manager_calls": 1, "plan": ["data"]}, max_turns=6)
    ok = {"manager_calls": 1, "results": [SpecialistReport("catalog")]}
    assert not needs_model_call(ok, max_turns=6)


def test_manager_replans_once_after_a_failure():
    failed = {
        "manager_calls": 1,
        "results": [SpecialistReport("catalog", failure=Failure("failed", "kept failing"))],
    }
    assert needs_model_call(failed, max_turns=6)
    assert not needs_model_call({**failed, "manager_calls": 2}, max_turns=6)


def test_max_turns_is_a_hard_cap():
    assert not needs_model_call({"turn_count": 6}, max_turns=6)
    assert not needs_model_call({"turn_count": 3, "manager_calls": 0}, max_turns=3)
