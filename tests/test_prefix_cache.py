"""The decoding loop's savings keep greedy's output: prompt KV reuse, forced tokens, lookup.

Each saving is compared token for token with the plain loop, and the plain loop with
transformers' own ``model.generate``, on the tiny random Qwen2 and on the real 0.5B pack.
"""

from __future__ import annotations

import pytest

import llm.protocol as protocol
from agents.prompting import finalize_messages, manager_messages
from llm.decode import Lookup, greedy
from llm.prefix_cache import MIN_REUSE, PrefixCache, common_prefix
from settings import PROMPT_LOOKUP
from tests.helpers import string_tool

QUESTIONS = [
    "What AC/DC albums do you have?",
    "Show me my last invoice please",
    "hello there",
    "median of 3, 5 and 10?",
]


def _ids(backend, messages):
    return backend.encode(messages)


def _hf_greedy(backend, ids, n):
    import torch

    batch = torch.tensor([ids], device=backend.model.device)
    with torch.inference_mode():
        out = backend.model.generate(
            input_ids=batch,
            attention_mask=torch.ones_like(batch),
            max_new_tokens=n,
            do_sample=False,
            eos_token_id=backend._stop_ids,
            pad_token_id=backend._stop_ids[0],
        )
    tokens = out[0][len(ids) :].tolist()
    while tokens and tokens[-1] in backend._stop_ids:  # greedy() does not keep the stop token
        tokens.pop()
    return tokens


def _greedy(backend, ids, n, **savings):
    """``greedy`` on ``backend``'s model, ``n`` tokens, with loop trimming off so that every
    run compares raw outputs; ``savings``: the cache, grammar and lookup options under test."""
    return greedy(
        backend.model,
        ids,
        max_new_tokens=n,
        stop_ids=backend._stop_ids,
        stop_loops=False,
        **savings,
    )


def _plain(backend, ids, n, schema=None):
    grammar = backend.grammar(schema) if schema else None
    return _greedy(backend, ids, n, grammar=grammar, jump_forward=False)


# -- the cache itself ------------------------------------------------------------------


def _layers(n, fill=0.0):
    import torch

    return [(torch.full((1, 2, n, 4), fill), torch.full((1, 2, n, 4), fill)) for _ in range(2)]


def test_common_prefix_counts_shared_leading_tokens():
    assert common_prefix((1, 2, 3, 4), (1, 2, 9)) == 2
    assert common_prefix((1, 2), (1, 2, 3)) == 2
    assert common_prefix((), (1,)) == 0
    assert common_prefix(tuple(range(1000)) + (5,), tuple(range(1000)) + (6,)) == 1000


def test_lookup_gives_the_longest_shared_prefix_but_never_the_last_token():
    cache = PrefixCache(10**9)
    base = tuple(range(100))
    cache.store(base, _layers(100))
    other = tuple(range(1000, 1050))
    cache.store(other, _layers(50, 1.0))
    hit = cache.lookup(base[:60] + (7, 7))
    assert hit is not None and hit.length == 60
    assert all(k.shape[-2] == 60 for k, _ in hit.layers)
    same = cache.lookup(base)
    assert same is not None and same.length == 99  # the last token's logits are needed
    assert cache.lookup(base[: MIN_REUSE - 1] + (5000,)) is None  # too little to be worth it
    assert cache.lookup((9999,) * 40) is None


def test_store_copies_and_a_longer_prompt_replaces_the_one_it_extends():
    cache = PrefixCache(10**9)
    layers = _layers(40)
    cache.store(tuple(range(40)), layers)
    layers[0][0].fill_(5.0)  # the caller's tensors change: the kept copy must not
    assert float(cache.lookup(tuple(range(40))).layers[0][0].max()) == 0.0
    cache.store(tuple(range(60)), _layers(60))
    assert len(cache) == 1 and cache.lookup(tuple(range(50)) + (-1,)).length == 50


def test_cache_stays_within_its_byte_bound_least_recently_used_out_first():
    one = sum(k.nbytes + v.nbytes for k, v in _layers(50))
    cache = PrefixCache(2 * one)
    a, b, c = (tuple(range(s, s + 50)) for s in (0, 1000, 2000))
    cache.store(a, _layers(50))
    cache.store(b, _layers(50))
    assert cache.lookup(a + (1,)) is not None  # a is now the most recently used
    cache.store(c, _layers(50))
    assert cache.bytes <= 2 * one and len(cache) == 2
    assert cache.lookup(b + (1,)) is None and cache.lookup(a + (1,)) is not None
    off = PrefixCache(0)
    off.store(a, _layers(50))
    assert len(off) == 0 and off.lookup(a + (1,)) is None


def test_lookup_proposes_what_followed_the_same_ngram_in_the_prompt():
    lookup = Lookup([5, 6, 7, 8, 9, 10, 1, 2], size=3)
    assert lookup.propose() == []  # "1 2" never occurred before
    lookup.extend([6, 7])
    assert lookup.propose() == [8, 9, 10]
    lookup.extend([42])
    assert lookup.propose() == []


# -- greedy equality ---------------------------------------------------------------------


def _equalities(backend, n_tokens: int) -> None:
    """Every saving gives the plain loop's tokens; the plain loop gives ``model.generate``'s."""
    prompts = [_ids(backend, manager_messages(q)) for q in QUESTIONS]
    facts = ["Albums by AC/DC: For Those About To Rock We Salute You; Let There Be Rock"]
    prompts.append(_ids(backend, finalize_messages(QUESTIONS[0], facts, [], None, "none")))
    cache = PrefixCache(1 << 30)
    for ids in prompts:
        plain = _plain(backend, ids, n_tokens)
        assert plain.tokens == _hf_greedy(backend, ids, n_tokens)[: len(plain.tokens)]
        for _ in range(2):  # the second pass reuses the whole prompt but its last token
            cached = _greedy(backend, ids, n_tokens, cache=cache, lookup_tokens=PROMPT_LOOKUP)
            assert cached.tokens == plain.tokens
        assert cached.cached_tokens == len(ids) - 1
    assert len(cache) >= 1
    later = _greedy(backend, prompts[1], 1, cache=PrefixCache(1 << 30))  # one token: no loop
    assert later.cached_tokens == 0  # an empty cache computes everything


def _constrained_equalities(backend, n_tokens: int) -> None:
    schemas = [
        protocol.manager_schema(),
        protocol.step_schema([string_tool("get_albums_by_artist", "artist", 40)]),
    ]
    cache = PrefixCache(1 << 30)
    forced = 0
    for question in QUESTIONS:
        ids = _ids(backend, manager_messages(question))
        for schema in schemas:
            plain = _plain(backend, ids, n_tokens, schema)
            fast = _greedy(backend, ids, n_tokens, cache=cache, grammar=backend.grammar(schema))
            assert fast.tokens == plain.tokens
            assert fast.forward_passes < plain.forward_passes
            forced += fast.forced_tokens
    assert forced > 0


def test_savings_keep_greedy_output_on_the_tiny_model(tiny_backend):
    _equalities(tiny_backend, 24)


def test_forced_tokens_keep_constrained_output_on_the_tiny_model(tiny_backend):
    _constrained_equalities(tiny_backend, 48)


@pytest.mark.pack
def test_savings_keep_greedy_output_on_the_real_pack(offline_backend):
    _equalities(offline_backend, 40)


@pytest.mark.pack
def test_forced_tokens_keep_constrained_output_on_the_real_pack(offline_backend_float32):
    # float32: the drafts are checked by a multi-token pass, whose bf16 rounding differs
    # from one-token passes on some CPUs (see the fixture); the check itself is exact.
    _constrained_equalities(offline_backend_float32, 48)


# -- settings -----------------------------------------------------------------------------


def test_settings_size_the_savings_and_cap_every_call(tiny_model_dir, monkeypatch):
    from llm.select import load_backend
    from settings import Settings, SettingsError

    monkeypatch.setenv("PREFIX_CACHE_MB", "7")
    monkeypatch.setenv("PROMPT_LOOKUP", "0")
    monkeypatch.setenv("MAX_NEW_TOKENS", "16")
    monkeypatch.setenv("MODEL_ID", str(tiny_model_dir))
    backend = load_backend(Settings.from_env())
    assert backend.prefix_cache.max_bytes == 7 << 20 and backend.lookup_tokens == 0
    messages = manager_messages("What AC/DC albums do you have?")
    first = backend.generate(messages, max_new_tokens=200)
    again = backend.generate(messages, max_new_tokens=200)
    assert first["completion_tokens"] <= 16 and again["completion_tokens"] <= 16
    assert first["cached_tokens"] == 0 and again["cached_tokens"] == first["prompt_tokens"] - 1
    assert again["text"] == first["text"]
    for name, bad in (
        ("PREFIX_CACHE_MB", "lots"),
        ("PREFIX_CACHE_MB", "-1"),
        ("PROMPT_LOOKUP", "33"),
    ):
        monkeypatch.setenv(name, bad)
        with pytest.raises(SettingsError, match=name):
            Settings.from_env()
        monkeypatch.delenv(name)
    monkeypatch.setenv("PREFIX_CACHE_MB", "0")
    off = load_backend(Settings.from_env())
    off.generate(messages, max_new_tokens=4)
    assert off.generate(messages, max_new_tokens=4)["cached_tokens"] == 0
