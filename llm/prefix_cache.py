"""Prompt KV reuse: the keys and values of prompts already computed, kept for the next call.

Every call of a node starts with the same long system prompt (the manager's examples, a
specialist's tool schemas, finalize's rules): ~1,000 tokens that are identical across turns
and users. Prefilling them again on every call is most of a call's prompt work on a CPU.
Here, after a call, the KV of its whole prompt is kept; the next call looks for the kept
prompt sharing the longest token prefix with its own and computes only the rest. A
specialist's follow-up call (its first prompt + its tool call + the result) reuses all of
its first call, not only the system prompt.

Bounded by bytes, least recently used out first; a kept prompt that a newer one extends is
dropped (the newer one serves every lookup the older one could). Tensors are stored, never
mutated: a ``DynamicCache`` grows by concatenation (``torch.cat`` makes new tensors), so a
cache rebuilt from a stored entry cannot write into it.

Reuse is exact up to floating point: the cached part was computed by the same weights on
the same tokens, only in a different chunk. ``tests/test_prefix_cache.py`` compares greedy
outputs with and without it, token for token.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

# A kept prompt must share at least this many tokens with a new one to be worth a rebuild
# (every prompt shares its first few tokens, "<|im_start|>system\n", with every other).
MIN_REUSE = 16

Layers = list[tuple[Any, Any]]  # per layer: (keys, values), each [batch, heads, tokens, dim]


@dataclass(frozen=True)
class Hit:
    """A lookup's answer: ``length`` prompt tokens can come from ``layers`` (cut to that)."""

    length: int
    layers: Layers


def common_prefix(a: tuple[int, ...], b: tuple[int, ...]) -> int:
    """How many leading tokens ``a`` and ``b`` share."""
    n = min(len(a), len(b))
    if a[:n] == b[:n]:  # the common case, at C speed
        return n
    lo, hi = 0, n  # binary search on slice equality: O(n log n) at C speed, no Python loop
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def layers_bytes(layers: Layers) -> int:
    return sum(k.numel() * k.element_size() + v.numel() * v.element_size() for k, v in layers)


class PrefixCache:
    """Kept prompt KVs, at most ``max_bytes`` in all (0 keeps nothing)."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max(0, int(max_bytes))
        self._entries: OrderedDict[tuple[int, ...], Layers] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    @property
    def enabled(self) -> bool:
        return self.max_bytes > 0

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def bytes(self) -> int:
        return self._bytes

    def lookup(self, ids: tuple[int, ...]) -> Hit | None:
        """The kept prompt sharing the longest prefix with ``ids`` (at most all but its last
        token: the last one must be computed to get the next token's logits)."""
        best_len, best_key = 0, None
        with self._lock:
            for key in self._entries:
                shared = common_prefix(key, ids)
                if shared > best_len:
                    best_len, best_key = shared, key
            best_len = min(best_len, len(ids) - 1)
            if best_key is None or best_len < MIN_REUSE:
                return None
            self._entries.move_to_end(best_key)
            layers = self._entries[best_key]
        return Hit(best_len, [(k[..., :best_len, :], v[..., :best_len, :]) for k, v in layers])

    def store(self, ids: tuple[int, ...], layers: Layers) -> None:
        """Keep ``layers`` (the KV of exactly ``ids``) as copies; evict to stay in bounds."""
        if not self.enabled or not ids:
            return
        size = layers_bytes(layers)
        if size > self.max_bytes:
            return
        kept = [(k.detach().clone(), v.detach().clone()) for k, v in layers]
        with self._lock:
            for key in [k for k in self._entries if len(k) <= len(ids) and ids[: len(k)] == k]:
                self._drop(key)  # ``ids`` extends it: the new entry answers all it could
            self._entries[ids] = kept
            self._bytes += size
            while self._bytes > self.max_bytes and len(self._entries) > 1:
                self._drop(next(iter(self._entries)))

    def _drop(self, key: tuple[int, ...]) -> None:
        self._bytes -= layers_bytes(self._entries.pop(key))

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0
