"""The edge's pure parts: whose request it is (TRUSTED_PROXIES), token buckets, refused routes.

The served behaviour (429s, refused uploads, the queue under a flood) is tested against the
real server in tests/adversarial/test_flood.py.
"""

from __future__ import annotations

import pytest

from edge import UNKNOWN, Buckets, Edge, Limits, Rate, TooMany, _kind, _refused, client_address
from settings import Settings, SettingsError, parse_proxies

PROXY = parse_proxies("10.0.0.0/8, 127.0.0.1")


@pytest.mark.parametrize(
    ("peer", "forwarded", "trusted", "client"),
    [
        # no trusted proxies (the default): the header is the client's own claim, ignored
        ("198.51.100.4", "203.0.113.9", (), "198.51.100.4"),
        ("198.51.100.4", None, (), "198.51.100.4"),
        # a peer that is not a trusted proxy cannot choose its key either
        ("198.51.100.4", "203.0.113.9", PROXY, "198.51.100.4"),
        # a trusted proxy: the right-most entry it added is the client
        ("10.1.2.3", "203.0.113.9", PROXY, "203.0.113.9"),
        # entries left of it are the client's own claims: not believed
        ("10.1.2.3", "1.1.1.1, 203.0.113.9", PROXY, "203.0.113.9"),
        # a chain of trusted proxies is walked through
        ("127.0.0.1", "203.0.113.9, 10.9.9.9", PROXY, "203.0.113.9"),
        # only trusted proxies in the header: the left-most of them
        ("10.1.2.3", "10.0.0.5", PROXY, "10.0.0.5"),
        # an empty or blank header: the proxy itself
        ("10.1.2.3", " , ", PROXY, "10.1.2.3"),
        (None, None, (), UNKNOWN),
    ],
)
def test_client_address(peer, forwarded, trusted, client):
    assert client_address(peer, forwarded, trusted) == client


def test_client_address_is_bounded():
    huge = ",".join(["203.0.113.9"] * 10_000) + ", " + "x" * 500
    assert len(client_address("10.1.2.3", huge, PROXY)) <= 64


def test_trusted_proxies_setting():
    assert Settings.from_env({}).trusted_proxies == ()
    assert Settings.from_env({"TRUSTED_PROXIES": "10.0.0.0/8,::1"}).trusted_proxies == (
        parse_proxies("10.0.0.0/8")[0],
        parse_proxies("::1")[0],
    )
    # On a Space, unset means the Space's own proxy (private ranges); set, it wins.
    space = Settings.from_env({"SPACE_ID": "store/support"}).trusted_proxies
    assert space and any(n.overlaps(parse_proxies("10.0.0.0/8")[0]) for n in space)
    assert Settings.from_env({"SPACE_ID": "s/x", "TRUSTED_PROXIES": ""}).trusted_proxies == ()
    with pytest.raises(SettingsError, match="TRUSTED_PROXIES.*'not-an-ip'"):
        Settings.from_env({"TRUSTED_PROXIES": "10.0.0.1,not-an-ip"})


def test_buckets_allow_a_burst_then_the_rate():
    now = [0.0]
    buckets = Buckets(Limits(), clock=lambda: now[0])
    rate = Rate(burst=3, per_s=0.5)
    assert [buckets.take("join", "a", rate) for _ in range(3)] == [0.0, 0.0, 0.0]
    assert buckets.take("join", "a", rate) == pytest.approx(2.0)
    assert buckets.take("join", "b", rate) == 0.0  # another client has its own bucket
    assert buckets.take("other", "a", rate) == 0.0  # and another kind
    now[0] += 2.0
    assert buckets.take("join", "a", rate) == 0.0
    assert buckets.take("join", "a", rate) > 0


def test_buckets_keep_a_bounded_number_of_clients():
    buckets = Buckets(Limits(clients=50), clock=lambda: 0.0)
    for n in range(1000):
        buckets.take("join", f"client-{n}", Rate(1, 1))
    assert len(buckets._state) == 50


def test_too_many_says_what_and_when():
    edge = Edge(limits=Limits(conversation=Rate(burst=1, per_s=0.1)))
    edge.allow("conversation", "a", "new conversations")
    with pytest.raises(TooMany, match=r"Too many new conversations .* wait 10 s") as info:
        edge.allow("conversation", "a", "new conversations")
    assert info.value.retry_after == 10


@pytest.mark.parametrize(
    "path",
    [
        "/gradio_api/upload",
        "/gradio_api/upload/",
        "/GRADIO_API/Upload",
        "/admin/gradio_api/upload",
        "/gradio_api/upload_progress",
        "/monitoring",
        "/monitoring/summary",
        "/monitoring/abc/dashboard",
        "/gradio_api/monitoring/summary",
    ],
)
def test_refused_routes(path):
    assert _refused(path)


@pytest.mark.parametrize("path", ["/", "/admin", "/gradio_api/queue/join", "/gradio_api/info"])
def test_offered_routes(path):
    assert _refused(path) is None


def test_request_kinds():
    assert _kind("POST", "/gradio_api/queue/join") == ("join", "requests")
    assert _kind("POST", "/gradio_api/call/chat") == ("join", "requests")
    assert _kind("POST", "/gradio_api/mcp/messages/") == ("join", "requests")
    assert _kind("GET", "/gradio_api/queue/data") == ("other", "requests")
    assert _kind("GET", "/") is None
    assert _kind("GET", "/assets/index.js") is None


def test_a_sealed_client_key_is_believed_only_when_this_process_sealed_it():
    """Gradio's MCP server calls each tool over HTTP from the server's own address, with the
    MCP request's headers: the key the edge sealed on that request carries the real client."""
    edge, other = Edge(), Edge()
    sealed = edge.seal("198.51.100.4")
    assert edge.client("127.0.0.1", {"x-edge-client": sealed}) == "198.51.100.4"
    # forged, or sealed by another process (another secret): the peer decides
    for forged in ("198.51.100.4", "198.51.100.4|00", other.seal("198.51.100.4"), "|", ""):
        assert edge.client("127.0.0.1", {"x-edge-client": forged}) == "127.0.0.1"
    tampered = sealed.replace("198.51.100.4", "198.51.100.5")
    assert edge.client("127.0.0.1", {"x-edge-client": tampered}) == "127.0.0.1"
