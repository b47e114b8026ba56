"""One settings object, read from the environment once.

Every knob of the app lives here; nothing else reads ``os.environ`` for configuration.
Bad values raise ``SettingsError`` naming the variable, so a typo never silently falls
back to a default.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import overload

DEFAULT_GPU_MODEL = "Qwen/Qwen2.5-3B-Instruct"
OFFLINE_CHOICES = ("0.5b", "1.5b")
ASSIST_CHOICES = ("full", "guard", "off")  # how much code helps the model (agents.assist)
# Where a model server takes a JSON schema (llm.served): the standard response_format
# json_schema, vLLM's structured_outputs, llama.cpp's json_object + schema, or the prompt.
LLM_SCHEMA_FIELDS = ("json_schema", "structured_outputs", "json_object", "prompt")
# Kept prompt KVs: 256 MiB holds ~20 prompts of 1,000 tokens on the 0.5B model (12 KiB a
# token), ~6 on the 3B. 0 turns the cache off.
PREFIX_CACHE_MB = 256
# Prompt tokens checked per pass by prompt lookup; 0 turns it off. On the 0.5B pack 4 kept
# greedy's answers where 8 changed one (bf16 rounds a 9-token pass differently).
PROMPT_LOOKUP = 4
# The in-process model's dtype; "auto" asks the hardware (llm.cpu.choose_dtype).
DTYPE_CHOICES = ("auto", "bfloat16", "float16", "float32")
# A Space's app is reached only through the Space's own proxy, from a private address.
SPACE_PROXIES = "10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7"


Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def parse_proxies(raw: str) -> tuple[Network, ...]:
    """``TRUSTED_PROXIES`` (comma-separated addresses or CIDR ranges) as networks.

    Raises ``ValueError`` naming the entry that is not an address or range.
    """
    networks = []
    for entry in (part.strip() for part in raw.split(",")):
        if not entry:
            continue
        try:
            networks.append(ipaddress.ip_network(entry, strict=False))
        except ValueError:
            raise ValueError(f"{entry!r} is not an IP address or CIDR range") from None
    return tuple(networks)


class SettingsError(ValueError):
    """A configuration variable has a value the app cannot use."""


def _default_cache() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "chinook-support"


def database_url(raw: str | None) -> str | None:
    """``DATABASE_URL`` as a SQLAlchemy URL for psycopg 3, or ``SettingsError``.

    ``postgresql://`` and ``postgres://`` (what hosting providers hand out) mean the same
    server and get the ``+psycopg`` driver; any other scheme is refused by name.
    """
    if raw is None:
        return None
    scheme, sep, rest = raw.partition("://")
    if not sep or not rest:
        raise SettingsError("DATABASE_URL must look like postgresql+psycopg://user@host/db")
    if scheme.lower() in ("postgresql", "postgres", "postgresql+psycopg"):
        return f"postgresql+psycopg://{rest}"
    raise SettingsError(
        f"DATABASE_URL uses {scheme}://: only postgresql+psycopg:// (or postgresql://) is "
        "supported; leave it unset for the embedded SQLite files in DATA_DIR"
    )


class _DataFile:
    """A read-only ``Settings`` attribute: the path of the file ``name`` in its ``data_dir``.

    A descriptor, not a field: the path follows ``data_dir`` (``dataclasses.replace`` with
    another data_dir moves every file) and cannot be set on its own.
    """

    def __init__(self, name: str, doc: str) -> None:
        self.name, self.__doc__ = name, doc

    @overload
    def __get__(self, settings: None, owner: type | None = None) -> _DataFile: ...
    @overload
    def __get__(self, settings: Settings, owner: type | None = None) -> Path: ...
    def __get__(self, settings: Settings | None, owner: type | None = None) -> Path | _DataFile:
        return self if settings is None else settings.data_dir / self.name


@dataclass(frozen=True)
class Settings:
    """Runtime configuration. Build with ``Settings.from_env()``; tests pass overrides."""

    model_id: str | None = None
    offline_model: str = "0.5b"
    assist: str | None = None  # one of ASSIST_CHOICES; unset: by model size (agents.assist)
    max_turns: int = 6
    tool_retries: int = 2
    tavily_api_key: str | None = None
    hf_token: str | None = None
    admin_password: str | None = None
    data_dir: Path = Path("data")
    model_cache_dir: Path = field(default_factory=_default_cache)
    host: str = "127.0.0.1"
    port: int = 7860
    gpu_duration_max: int = 120
    max_new_tokens: int = 384
    device: str = "auto"
    dtype: str = "auto"  # one of DTYPE_CHOICES
    torch_threads: int | None = None  # unset: the CPUs this process may use (llm.cpu)
    # The in-process model's savings (llm.decode): kept prompt KVs, prompt-lookup drafts.
    prefix_cache_mb: int = PREFIX_CACHE_MB
    prompt_lookup: int = PROMPT_LOOKUP
    store_date: str = "2026-01-15"
    # Security limits (issue 10): every input has a size limit, every session an expiry.
    max_message_chars: int = 4000
    verify_idle_minutes: int = 30
    admin_session_minutes: int = 60
    admin_users: str | None = None  # "name:password,name2:password2" (per-staff sign-in)
    # Shared state for several replicas (db.postgres); None: the SQLite files in data_dir.
    database_url: str | None = None
    # The public chat API as an MCP server too (Gradio's /gradio_api/mcp/); MCP_SERVER=0: off.
    mcp_server: bool = True
    # Served model (issue 14): an OpenAI-compatible server instead of a model in this process.
    llm_base_url: str | None = None
    llm_api_key: str | None = None
    llm_model: str | None = None  # unset: the one model the server lists
    llm_timeout_s: int = 120
    llm_retries: int = 3
    llm_schema_field: str = "json_schema"  # one of LLM_SCHEMA_FIELDS
    concurrency: int | None = None  # turns at once; unset: 1 in-process, 8 served
    # Proxies whose X-Forwarded-For is believed (edge.client_address); empty: none, so a
    # client cannot pick its own per-client key. On a Space (SPACE_ID set) unset means the
    # private ranges its own proxy comes from: nothing else can reach a Space's app.
    trusted_proxies: tuple[Network, ...] = ()

    @property
    def turn_concurrency(self) -> int:
        """How many turns run at once: a server batches them, one local model serialises."""
        if self.concurrency is not None:
            return self.concurrency
        return 8 if self.llm_base_url else 1

    # The files the app keeps in data_dir, named in one place.
    db_path = _DataFile(
        "app.sqlite",
        "The app's own records (refunds, approvals, audit, ...): never rebuilt (db.engine).",
    )
    catalog_path = _DataFile(
        "catalog.sqlite", "The Chinook catalog, attached to every connection; rebuilt when damaged."
    )
    legacy_db_path = _DataFile(
        "store.sqlite", "The single file of earlier releases, migrated into ``db_path`` at start."
    )
    checkpoint_path = _DataFile("checkpoints.sqlite", "LangGraph's checkpoints (the chat threads).")

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, **overrides: object) -> Settings:
        """Read settings from ``env`` (default ``os.environ``); ``overrides`` win."""
        env = os.environ if env is None else env
        values: dict[str, object] = {}

        def text(name: str) -> str | None:
            value = env.get(name, "").strip()
            return value or None

        def integer(name: str, low: int, high: int) -> int | None:
            raw = text(name)
            if raw is None:
                return None
            try:
                value = int(raw)
            except ValueError:
                raise SettingsError(f"{name}={raw!r} is not an integer") from None
            if not low <= value <= high:
                raise SettingsError(f"{name}={value} is outside {low}..{high}")
            return value

        def choice(name: str, choices: tuple[str, ...], default: str) -> str:
            value = (text(name) or default).lower()
            if value not in choices:
                raise SettingsError(f"{name}={value!r}: choose one of {', '.join(choices)}")
            return value

        values["model_id"] = text("MODEL_ID")
        values["offline_model"] = choice("OFFLINE_MODEL", OFFLINE_CHOICES, "0.5b")
        values["assist"] = choice("ASSIST", ASSIST_CHOICES, "full") if text("ASSIST") else None
        values["max_turns"] = integer("MAX_TURNS", 1, 50)
        values["tool_retries"] = integer("TOOL_RETRIES", 0, 10)
        values["tavily_api_key"] = text("TAVILY_API_KEY")
        values["hf_token"] = text("HF_TOKEN")
        values["admin_password"] = text("ADMIN_PASSWORD")
        if text("DATA_DIR"):
            values["data_dir"] = Path(text("DATA_DIR")).expanduser()
        if text("MODEL_CACHE_DIR"):
            values["model_cache_dir"] = Path(text("MODEL_CACHE_DIR")).expanduser()
        values["host"] = text("HOST") or text("GRADIO_SERVER_NAME")
        values["port"] = integer("PORT", 1, 65535) or integer("GRADIO_SERVER_PORT", 1, 65535)
        values["gpu_duration_max"] = integer("GPU_DURATION_MAX", 5, 3600)
        values["max_new_tokens"] = integer("MAX_NEW_TOKENS", 16, 8192)
        device = (text("DEVICE") or "auto").lower()
        if device not in ("auto", "cpu", "cuda"):
            raise SettingsError(f"DEVICE={device!r}: choose auto, cpu or cuda")
        values["device"] = device
        values["dtype"] = choice("DTYPE", DTYPE_CHOICES, "auto")
        threads = (text("TORCH_THREADS") or "auto").lower()
        if threads != "auto":
            if not (threads.isascii() and threads.isdigit()) or not 1 <= int(threads) <= 1024:
                raise SettingsError(f"TORCH_THREADS={threads!r}: use auto or a number 1..1024")
            values["torch_threads"] = int(threads)
        values["prefix_cache_mb"] = integer("PREFIX_CACHE_MB", 0, 1 << 20)
        values["prompt_lookup"] = integer("PROMPT_LOOKUP", 0, 32)
        values["store_date"] = text("STORE_DATE")
        values["max_message_chars"] = integer("MAX_MESSAGE_CHARS", 100, 100_000)
        values["verify_idle_minutes"] = integer("VERIFY_IDLE_MINUTES", 1, 24 * 60)
        values["admin_session_minutes"] = integer("ADMIN_SESSION_MINUTES", 1, 24 * 60)
        values["admin_users"] = text("ADMIN_USERS")
        values["database_url"] = database_url(text("DATABASE_URL"))
        mcp = (text("MCP_SERVER") or "1").lower()
        if mcp not in ("0", "1", "true", "false", "on", "off"):
            raise SettingsError(f"MCP_SERVER={mcp!r}: use 1 (on, the default) or 0 (off)")
        values["mcp_server"] = mcp in ("1", "true", "on")
        base_url = text("LLM_BASE_URL")
        if base_url is not None:
            if not base_url.startswith(("http://", "https://")) or len(base_url) > 2000:
                raise SettingsError(
                    f"LLM_BASE_URL={base_url[:100]!r} is not an http:// or https:// URL "
                    "(e.g. http://127.0.0.1:8000/v1)"
                )
            if values["model_id"] is not None:
                raise SettingsError(
                    "set MODEL_ID (a model in this process) or LLM_BASE_URL (a model server), "
                    "not both"
                )
        values["llm_base_url"] = base_url
        values["llm_api_key"] = text("LLM_API_KEY")
        values["llm_model"] = text("LLM_MODEL")
        values["llm_timeout_s"] = integer("LLM_TIMEOUT", 1, 3600)
        values["llm_retries"] = integer("LLM_RETRIES", 0, 10)
        values["llm_schema_field"] = choice("LLM_SCHEMA_FIELD", LLM_SCHEMA_FIELDS, "json_schema")
        values["concurrency"] = integer("CONCURRENCY", 1, 64)
        proxies = env.get("TRUSTED_PROXIES")
        if proxies is None and text("SPACE_ID"):
            proxies = SPACE_PROXIES
        try:
            values["trusted_proxies"] = parse_proxies(proxies or "")
        except ValueError as exc:
            raise SettingsError(f"TRUSTED_PROXIES: {exc} (e.g. 10.0.0.0/8,127.0.0.1)") from None
        values = {k: v for k, v in values.items() if v is not None}
        values.update(overrides)
        known = {f.name for f in fields(cls)}
        unknown = set(values) - known
        if unknown:
            raise SettingsError(f"unknown settings: {sorted(unknown)}")
        return cls(**values)  # type: ignore[arg-type]

    def describe_missing(self) -> list[str]:
        """Plain-language lines about what a missing key disables."""
        notes = []
        if not self.tavily_api_key:
            notes.append("TAVILY_API_KEY is not set: web search is disabled.")
        if not self.admin_password and not self.admin_users:
            notes.append(
                "Neither ADMIN_USERS nor ADMIN_PASSWORD is set: the admin page is disabled."
            )
        return notes
