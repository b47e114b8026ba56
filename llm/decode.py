"""The greedy decoding loop of the in-process model, written out so each saving is ours to make.

``model.generate`` recomputes every prompt from its first token and decodes one token per
forward pass. On a CPU that is memory-bound (a forward pass over a few tokens costs about
what one token costs), three things pay, and all three keep greedy's choices:

- **prompt KV reuse** (``llm.prefix_cache``): the part of the prompt an earlier call already
  computed is not computed again;
- **forced-token skipping**: where the JSON grammar admits only one continuation (keys,
  ``","then":"``, closing braces), xgrammar's ``find_jump_forward_tokens`` spells it out and
  those tokens ride along in the pass that computes the current token;
- **prompt lookup** (unconstrained answers): the answer often copies names from the facts in
  its prompt; after a token that continues an n-gram of the prompt (or of the answer so
  far), the tokens that followed it there ride along the same way.

Both are drafts, checked like speculative decoding: each is kept only while it is the token
greedy would pick at its position (under the grammar's mask), so the output is greedy's own
(the grammar's spelling of a key may not be the model's; then the model's wins). The rest of
a refused draft's KV is cut off.

Every output ends for a named reason (``Decoded.stop``): a stop token, the token budget, the
grammar (a token it refuses, which cannot happen under its own mask) or a loop — the same
1–12 tokens repeated, which a weak model can fall into inside a JSON string as well as in prose.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from llm.prefix_cache import PrefixCache

LOOKUP_NGRAM = 3  # the n-gram (longest first, down to 2) a proposal must continue


@dataclass
class Decoded:
    """What one decoding produced and what it cost."""

    tokens: list[int]
    prompt_tokens: int
    cached_tokens: int = 0  # prompt tokens whose KV came from the prefix cache
    forced_tokens: int = 0  # grammar-forced tokens kept, computed in another token's pass
    drafted_tokens: int = 0  # prompt-lookup tokens kept, likewise
    forward_passes: int = 0
    stop: str = "length"  # eos | length | loop | grammar


def _loop_period(tokens: Sequence[int], repeats: int, max_period: int) -> int:
    """The period of a loop at the end of ``tokens`` (repeated ``repeats`` times), or 0."""
    for period in range(1, max_period + 1):
        span = period * repeats
        if len(tokens) < span:
            break
        tail = tokens[-span:]
        if all(tail[i] == tail[i % period] for i in range(span)):
            return period
    return 0


LONG_PERIOD = 64  # tokens: a sentence or two said over and over
LONG_REPEATS = 3


def looping(tokens: Sequence[int], repeats: int = 4, max_period: int = 12) -> bool:
    """True when ``tokens`` end in the same 1–12 tokens repeated 4 times, or the same
    13–64 tokens (a sentence or two) 3 times.

    A single token repeated needs 12 repeats, so tables and rulers ("-----") survive. The
    0.5B once said one 40-token sentence pair 7 times over in a refund answer.
    """
    period = _loop_period(tokens, repeats, max_period)
    if period == 1:
        period = _loop_period(tokens, 12, 1)
    return period > 0 or _long_loop(tokens, max_period + 1)


def _long_loop(tokens: Sequence[int], shortest: int) -> bool:
    n = len(tokens)
    for period in range(shortest, LONG_PERIOD + 1):
        if n < period * LONG_REPEATS:
            return False
        if tokens[-1] != tokens[-1 - period]:  # the usual case: one comparison
            continue
        if _loop_period(tokens[-period * LONG_REPEATS :], LONG_REPEATS, period) == period:
            return True
    return False


class Lookup:
    """Proposes the prompt's continuation of the n-gram the output ends with."""

    def __init__(self, context: Sequence[int], size: int) -> None:
        self.size = size
        self.seq = list(context)
        self._seen: dict[tuple[int, ...], int] = {}  # n-gram -> where it last ended
        for end in range(1, len(self.seq)):  # the last n-gram: indexed when a token follows
            self._index(end)

    def _index(self, end: int) -> None:
        for n in range(2, LOOKUP_NGRAM + 1):
            if end >= n:
                self._seen[tuple(self.seq[end - n : end])] = end

    def extend(self, tokens: Sequence[int]) -> None:
        for token in tokens:
            # index the n-grams ending *before* the new token first, so the latest n-gram
            # (the one a proposal is looked up by) still points at its earlier occurrence
            self.seq.append(token)
            self._index(len(self.seq) - 1)

    def propose(self) -> list[int]:
        for n in range(LOOKUP_NGRAM, 1, -1):
            at = self._seen.get(tuple(self.seq[-n:]))
            if at is not None and at < len(self.seq):
                return self.seq[at : at + self.size]
        return []


def _cache_for(model: Any, cache: PrefixCache | None, ids: tuple[int, ...]) -> tuple[Any, int]:
    """A fresh ``DynamicCache`` for this call, holding the longest reusable prefix of ``ids``."""
    from transformers import DynamicCache

    hit = cache.lookup(ids) if cache is not None and cache.enabled else None
    if hit is None:
        return DynamicCache(config=model.config), 0
    return DynamicCache(ddp_cache_data=hit.layers, config=model.config), hit.length


def _croppable(kv: Any) -> bool:
    from transformers.cache_utils import DynamicLayer

    return all(type(layer) is DynamicLayer for layer in kv.layers)


def _keep(kv: Any, cache: PrefixCache | None, ids: tuple[int, ...]) -> None:
    """Give the prompt part of ``kv`` to ``cache`` (sliding-window layers cannot be cut)."""
    if cache is None or not cache.enabled or not _croppable(kv):
        return
    n = len(ids)
    layers = [(layer.keys[..., :n, :], layer.values[..., :n, :]) for layer in kv.layers]
    if all(k.shape[-2] == n for k, _ in layers):
        cache.store(ids, layers)


def greedy(
    model: Any,
    prompt: Sequence[int],
    *,
    max_new_tokens: int,
    stop_ids: Sequence[int],
    cache: PrefixCache | None = None,
    grammar: Any = None,
    jump_forward: bool = True,
    lookup_tokens: int = 0,
    stop_loops: bool = True,
    on_tokens: Callable[[list[int]], None] | None = None,
) -> Decoded:
    """Greedy continuation of ``prompt`` (token ids); constrained by ``grammar`` when given.

    ``grammar`` is an xgrammar ``CompiledGrammar`` for this model's vocabulary;
    ``lookup_tokens`` > 0 turns on prompt lookup (unconstrained only); ``on_tokens`` gets each
    batch of new tokens as it is decided (streaming).
    """
    import torch

    device = model.device
    ids = tuple(int(t) for t in prompt)
    kv, reused = _cache_for(model, cache, ids)
    out = Decoded(tokens=[], prompt_tokens=len(ids), cached_tokens=reused)
    stops = set(stop_ids)

    def forward(tokens: Sequence[int], keep: int) -> Any:
        out.forward_passes += 1
        batch = torch.tensor([list(tokens)], dtype=torch.long, device=device)
        result = model(input_ids=batch, cache=kv, use_cache=True, logits_to_keep=keep)
        return result.logits[0].float()

    matcher = bitmask = None
    if grammar is not None:
        import xgrammar as xgr

        matcher = xgr.GrammarMatcher(grammar)
        bitmask = xgr.allocate_token_bitmask(1, model.config.vocab_size)
    lookup = Lookup(ids, lookup_tokens) if lookup_tokens > 0 and grammar is None else None

    def emit(tokens: list[int]) -> None:
        out.tokens.extend(tokens)
        if lookup is not None:
            lookup.extend(tokens)
        if on_tokens is not None:
            on_tokens(tokens)

    def masked_argmax(row: Any) -> int:
        if matcher is not None:
            matcher.fill_next_token_bitmask(bitmask)
            xgr.apply_token_bitmask_inplace(row, bitmask.to(row.device))
        return int(torch.argmax(row))

    def take(token: int) -> str | None:
        """Emit ``token`` if greedy may: the reason to stop instead, or None."""
        if token in stops:
            return "eos"
        if matcher is not None and not matcher.accept_token(token):
            return "grammar"
        emit([token])
        return "loop" if stop_loops and looping(out.tokens) else None

    with torch.inference_mode():
        logits = forward(ids[reused:], 1)[-1]
        while len(out.tokens) < max_new_tokens:
            token = masked_argmax(logits)
            stop = take(token)
            if stop is not None:
                out.stop = stop
                break
            room = max_new_tokens - len(out.tokens)
            if room <= 0:
                break
            # Drafts: what the grammar forces, or what the prompt says next. Checked in the
            # same pass that computes ``token``; kept only as far as greedy picks them.
            if matcher is not None:
                draft = matcher.find_jump_forward_tokens() if jump_forward else []
            else:
                draft = lookup.propose() if lookup is not None else []
            draft = draft[:room]
            rows = forward([token, *draft], len(draft) + 1)
            kept = 0
            for i, proposed in enumerate(draft):
                if masked_argmax(rows[i]) != proposed or proposed in stops:
                    break
                stop = take(proposed)
                kept += 1
                if stop is not None:
                    break
            if matcher is not None:
                out.forced_tokens += kept
            else:
                out.drafted_tokens += kept
            if kept < len(draft):
                kv.crop(-(len(draft) - kept))  # the refused drafts' KV
            if stop is not None:
                out.stop = stop
                break
            logits = rows[kept]
        _keep(kv, cache, ids)
    return out
