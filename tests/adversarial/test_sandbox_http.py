"""Finding 3 over HTTP: model-written code must not kill or slow the server.

The review got the real ``os`` module inside ``run_python`` (a ``match`` class pattern whose
``__match_args__`` is built at run time) and, on a non-root host, SIGKILLed the server with
``os.pidfd_open(os.getppid())`` + ``_signal.pidfd_send_signal(fd, 9)`` and put it on
SCHED_IDLE with ``os.sched_setscheduler``. Here a scripted model routes to the "code"
specialist and calls ``run_python`` with those programs through the public ``/chat`` API; the
server (this test process) must answer the next request and keep its scheduling policy.
Each runs with the server's real limits (the static policy refuses the gadget) and with the
static policy and the root-only layers (uid drop, chroot, namespaces) switched off - the
configuration of a non-root host, as if the static policy missed a gadget: then only the
runtime and kernel layers stand between the program and the server, even when these tests
run as root.
"""

from __future__ import annotations

import os
from dataclasses import replace

import pytest

from tests.adversarial.conftest import new_conversation
from tests.sandbox_gadgets import GADGET_OS
from tools import code as code_tool

PAYLOADS = {
    "pidfd_kill": GADGET_OS + "imp('_signal').pidfd_send_signal(os.pidfd_open(os.getppid()), 9)",
    "sched_idle": GADGET_OS
    + "os.sched_setscheduler(os.getppid(), os.SCHED_IDLE, os.sched_param(0))",
    "forge_result": GADGET_OS  # a report of its own on every fd the result pipe may be
    + "for fd in range(3, 64):\n"
    + "    try:\n"
    + '        os.write(fd, b\'{"kind": "ok", "result": "FORGED-7c1"}\')\n'
    + "    except OSError:\n"
    + "        pass\n"
    + "os._exit(0)",
}


def code_turn(code: str, fails: bool = False) -> tuple:
    """The model's replies for one code turn; a failed program is an error the model sees,
    and here it gives up with a short report instead of retrying."""
    gives_up = ({"final": "The program could not run."},) if fails else ()
    return (
        {"route": ["code"], "reason": "calculation"},
        {"tool": "run_python", "args": {"code": code}, "then": "answer"},
        *gives_up,
        "Done.",
    )


NON_ROOT_RUNTIME_ONLY = {
    "static_checks": False,
    "sandbox_uid": None,
    "sandbox_gid": None,
    "chroot": False,
    "namespaces": False,
}


@pytest.mark.parametrize("layers", ["as_configured", "non_root_runtime_only"])
@pytest.mark.parametrize("payload", sorted(PAYLOADS))
def test_model_written_code_cannot_kill_or_slow_the_server(served, payload, layers, monkeypatch):
    client, fake, _ = served
    if layers == "non_root_runtime_only":
        monkeypatch.setattr(code_tool, "LIMITS", replace(code_tool.LIMITS, **NON_ROOT_RUNTIME_ONLY))
    scheduling = (os.sched_getscheduler(0), os.getpriority(os.PRIO_PROCESS, 0))
    token = new_conversation(client)
    fake.add(*code_turn(PAYLOADS[payload], fails=True))
    trace = client.predict("Compute something for me", token, api_name="/chat_trace")
    assert "run_python" in trace["steps"][0]["title"]
    # The trace shows the tool's output (JSON, cut at 400 characters): "ok" comes first. A
    # forged report that were accepted would read "ok": true.
    assert trace["steps"][0]["body"].startswith('{"ok": false, ')

    # The server is alive, answers the next request, and was not deprioritised.
    fake.add(*code_turn("sum(range(10))"))
    second = client.predict("Now add 0..9", token, api_name="/chat_trace")
    # "Done." names no number, so code adds the program's result (agents.render).
    assert second["answer"] == "Done.\n\nResult: 45"
    assert '"result": "45"' in second["steps"][0]["body"]
    assert (os.sched_getscheduler(0), os.getpriority(os.PRIO_PROCESS, 0)) == scheduling
