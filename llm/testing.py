"""First-class test doubles for the model layer.

- ``ScriptedGenerate``: replays queued replies with ``generate()``'s signature, records every
  call, raises ``UnexpectedCall`` on a call beyond the script, and ``assert_consumed()``
  fails when scripted replies were never used (use it as a context manager or via the
  ``scripted`` pytest fixture, which checks on teardown).
- ``build_tiny_qwen``: a random-weight Qwen2 with a small byte-level BPE tokenizer and the
  real Qwen2.5 chat template, built in milliseconds with no download, for tests that must
  exercise the real transformers path (chat template, generate, constrained decoding).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from llm.backend import GenerateResult, Messages, Schema, error_result, ok_result

Reply = str | dict | GenerateResult | Callable[..., Any] | BaseException


class UnexpectedCall(AssertionError):
    """The code under test called the model more times than the script allows."""


class UnconsumedReplies(AssertionError):
    """The script holds replies the code under test never asked for."""


@dataclass
class Call:
    messages: Messages
    max_new_tokens: int
    schema: Schema
    stream: bool = False


@dataclass
class ScriptedGenerate:
    """A fake ``generate`` that replays ``replies`` in order.

    A reply may be text, a dict (sent as JSON text), a full ``GenerateResult`` (e.g. an error),
    an exception (turned into an error result, as the real ``generate`` does), or a callable
    ``(messages, max_new_tokens, schema) -> reply`` for replies that depend on the prompt.
    """

    replies: list[Reply] = field(default_factory=list)
    model: str = "scripted"
    calls: list[Call] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._queue = list(self.replies)

    def add(self, *replies: Reply) -> ScriptedGenerate:
        self._queue.extend(replies)
        return self

    @property
    def remaining(self) -> int:
        return len(self._queue)

    def _next(self, call: Call) -> GenerateResult:
        self.calls.append(call)
        if not self._queue:
            last = call.messages[-1]["content"][:200] if call.messages else ""
            raise UnexpectedCall(
                f"call #{len(self.calls)} is beyond the script; last message: {last!r}"
            )
        reply = self._queue.pop(0)
        if callable(reply) and not isinstance(reply, BaseException):
            reply = reply(call.messages, call.max_new_tokens, call.schema)
        if isinstance(reply, BaseException):
            return error_result(reply, self.model)  # the real generate's own error result
        if isinstance(reply, dict) and "text" in reply and "error" in reply:
            return reply  # type: ignore[return-value]
        text = json.dumps(reply) if isinstance(reply, dict) else str(reply)
        prompt_chars = sum(len(m.get("content", "")) for m in call.messages)
        return ok_result(text, prompt_chars // 4, max(1, len(text) // 4), 0.0, self.model)

    def __call__(
        self, messages: Messages, max_new_tokens: int = 256, schema: Schema = None
    ) -> GenerateResult:
        return self._next(Call(list(messages), max_new_tokens, schema))

    def stream(self, messages: Messages, max_new_tokens: int = 256) -> Iterator[dict[str, Any]]:
        """The streaming variant: the scripted text word by word, then the final result."""
        result = self._next(Call(list(messages), max_new_tokens, None, stream=True))
        words = result["text"].split(" ")
        for i, word in enumerate(words):
            yield {"delta": word if i == 0 else " " + word}
        yield dict(result, done=True)

    def assert_consumed(self) -> None:
        if self._queue:
            raise UnconsumedReplies(
                f"{len(self._queue)} scripted repl(ies) never used: {self._queue!r:.300}"
            )

    def __enter__(self) -> ScriptedGenerate:
        return self

    def __exit__(self, exc_type: object, *_: object) -> None:
        if exc_type is None:
            self.assert_consumed()


# -- a tiny real Qwen2 -------------------------------------------------------------------

_TEMPLATE = Path(__file__).with_name("qwen_chat_template.jinja")
_SPECIAL = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]
_CORPUS = [
    'system user assistant {"route": ["catalog"], "reason": "music"} {"tool": "x", "args": {}}',
    '{"final": "done"} catalog invoice search code data finish albums artist genre track',
    "You are a helpful assistant. What AC/DC albums do you have? The mean of 3, 5 and 10 is 6.",
    "0123456789 abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ .,:;!?'\"()[]{}<>/\\-_+=*&%$#@",
]


def build_tiny_qwen(folder: Path, seed: int = 0) -> Path:
    """Write a random-weight Qwen2 (hidden 64, 2 layers) and BPE tokenizer to ``folder``."""
    import torch
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    bpe = Tokenizer(models.BPE())
    bpe.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    bpe.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=360,
        special_tokens=_SPECIAL,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
    )
    bpe.train_from_iterator(_CORPUS * 4, trainer)
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=bpe,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        additional_special_tokens=["<|im_start|>"],
    )
    tokenizer.chat_template = _TEMPLATE.read_text()
    torch.manual_seed(seed)
    config = Qwen2Config(
        vocab_size=len(tokenizer),
        hidden_size=64,
        intermediate_size=128,
        num_hidden_layers=2,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=4096,
        tie_word_embeddings=True,
        bos_token_id=tokenizer.convert_tokens_to_ids("<|endoftext|>"),
        eos_token_id=tokenizer.convert_tokens_to_ids("<|im_end|>"),
        pad_token_id=tokenizer.convert_tokens_to_ids("<|endoftext|>"),
    )
    model = Qwen2ForCausalLM(config).to(torch.bfloat16)
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder
