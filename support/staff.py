"""Staff accounts, throttled sign-in and server-side sessions for the admin page.

Why this exists: the admin page used to compare one shared password with no limit (200
guesses in 11 s by ``fn_index``), kept "signed in" forever, and recorded whatever name was
typed with a decision. Here:

* **Accounts** come from ``ADMIN_USERS`` (``name:password,name2:password2``) and/or
  ``ADMIN_PASSWORD`` (the single account ``admin``). Passwords are kept only as salted scrypt
  hashes, in memory (the environment is the source of truth, so nothing is written to disk);
  an unknown name is checked against a dummy hash so it takes as long as a wrong password.
* **Sign-in** passes two persisted gates (``support.throttle``): one per client address and
  one global, so rotating addresses does not help much. The attempt is counted *before* the
  password is checked and the check is skipped while a gate is shut, so the right password
  is refused during a lockout too. Every attempt, refused ones included, is one
  ``staff_sign_in`` audit row written in the same transaction as its counters: a failed audit
  write stops the sign-in.
* **Sessions** are 256-bit random tokens; only their SHA-256 is stored, with an absolute
  expiry (``ADMIN_SESSION_MINUTES``) and a sign-out time. The staff identity of every action
  is the session's account. The UI hands a token to the browser only as an HttpOnly,
  SameSite=Strict cookie (``admin_session``): anything a page script can read (the Gradio
  session hash, page state) would make it a bearer secret for whoever learns it.

Caveat, documented in the README: behind a proxy that all traffic shares (a Hugging Face
Space), every visitor has the proxy's address, so the per-client gate acts as a second global
gate, and a guesser can keep staff waiting too. That trade (a slower real sign-in under
attack, never a faster guess) is deliberate.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from sqlalchemy import delete, insert, select, update
from sqlalchemy.engine import Engine

from db.schema import staff_sessions
from settings import Settings, SettingsError
from support import throttle
from support._tx import write_lock
from support.audit import write_audit
from support.throttle import Gate, Limits, Verdict

ADMIN_ACCOUNT = "admin"  # the one account ADMIN_PASSWORD defines
MIN_USER_PASSWORD = 8  # for ADMIN_USERS entries (ADMIN_PASSWORD keeps its old rules)
MAX_NAME, MAX_PASSWORD = 64, 256  # longer input is a counted failure, never hashed
_NAME_RE = re.compile(r"[a-z0-9][a-z0-9._@-]{0,63}")  # fullmatch over at most 64 chars
_SCRYPT = {"n": 2**14, "r": 8, "p": 1}  # ~16 MB and ~50 ms per check

CLIENT_LIMITS = Limits()  # 3 free, then 1 s, 2 s, ... ; 10 failures lock for 15 minutes
GLOBAL_LIMITS = Limits(free=30, max_delay_s=60.0, lockout_after=None)  # back-off only
GLOBAL_KEY = "staff:global"

WRONG = "Wrong name or password."


class SignedOut(Exception):
    """No valid session: absent, forged, expired or signed out (the message says which)."""


@dataclass(frozen=True)
class SignIn(Verdict):
    """The answer to one sign-in attempt. ``outcome``: ok, wrong, backoff, locked, busy."""

    message: str
    token: str | None = None
    staff: str | None = None
    retry_after: float = 0.0


@dataclass(frozen=True)
class StaffSession:
    """A live session: ``staff`` is the account name every action is recorded under."""

    staff: str
    expires: float


# ---------------------------------------------------------------- accounts


def parse_accounts(admin_users: str | None, admin_password: str | None) -> dict[str, str]:
    """``{name: password}`` from ``ADMIN_USERS`` and ``ADMIN_PASSWORD``.

    Names are lower-cased; errors name the entry by position and never echo a password.
    """
    accounts: dict[str, str] = {}
    if admin_users and admin_users.strip():
        for number, entry in enumerate(admin_users.split(","), start=1):
            where = f"ADMIN_USERS entry {number}"
            entry = entry.strip()
            if not entry:
                raise SettingsError(f"{where} is an empty entry (a stray comma?)")
            name, colon, password = entry.partition(":")
            name = name.strip().lower()
            if not colon:
                raise SettingsError(f"{where} has no ':' (write name:password)")
            if not _NAME_RE.fullmatch(name):
                raise SettingsError(
                    f"{where}: the name must be 1-64 letters, digits or . _ @ - "
                    "(no spaces), starting with a letter or digit"
                )
            if not password:
                raise SettingsError(f"{where} ({name}) has an empty password")
            if len(password) < MIN_USER_PASSWORD:
                raise SettingsError(
                    f"{where} ({name}): the password must be at least {MIN_USER_PASSWORD} "
                    "characters"
                )
            if len(password) > MAX_PASSWORD:
                raise SettingsError(f"{where} ({name}): the password is over {MAX_PASSWORD}")
            if name in accounts:
                raise SettingsError(f"{where}: the name {name!r} appears twice")
            accounts[name] = password
    if admin_password:
        if ADMIN_ACCOUNT in accounts:
            raise SettingsError(
                f"ADMIN_USERS defines {ADMIN_ACCOUNT!r}, which ADMIN_PASSWORD also defines: "
                "keep one of them"
            )
        accounts[ADMIN_ACCOUNT] = admin_password
    return accounts


def hash_password(password: str, salt: bytes | None = None) -> str:
    """``scrypt$<salt hex>$<hash hex>`` with a fresh 16-byte salt."""
    salt = secrets.token_bytes(16) if salt is None else salt
    digest = hashlib.scrypt(password.encode(), salt=salt, dklen=32, **_SCRYPT)
    return f"scrypt${salt.hex()}${digest.hex()}"


def check_password(password: str, stored: str) -> bool:
    """Does ``password`` match ``stored`` (from ``hash_password``)? Constant-time compare."""
    kind, _, rest = stored.partition("$")
    salt_hex, _, digest_hex = rest.partition("$")
    try:
        salt, digest = bytes.fromhex(salt_hex), bytes.fromhex(digest_hex)
    except ValueError:
        return False
    if kind != "scrypt" or not salt or not digest:
        return False
    return hmac.compare_digest(hash_password(password, salt).rpartition("$")[2], digest.hex())


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _client(host: object) -> str:
    text = str(host or "unknown")
    return text[:MAX_NAME]


# ---------------------------------------------------------------- the desk


class Staff:
    """Sign-in, sessions and sign-out over one database, with an injectable clock."""

    def __init__(
        self,
        engine: Engine,
        accounts: Mapping[str, str],
        *,
        session_minutes: int,
        client_limits: Limits = CLIENT_LIMITS,
        global_limits: Limits = GLOBAL_LIMITS,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.engine = engine
        self._hashes = {name: hash_password(pw) for name, pw in accounts.items()}
        self._dummy = hash_password(secrets.token_urlsafe(16))  # unknown names cost the same
        self.session_s = session_minutes * 60.0
        self.client_limits, self.global_limits = client_limits, global_limits
        self.clock = clock

    @classmethod
    def from_settings(
        cls,
        engine: Engine,
        settings: Settings,
        *,
        client_limits: Limits = CLIENT_LIMITS,
        global_limits: Limits = GLOBAL_LIMITS,
        clock: Callable[[], float] = time.time,
    ) -> Staff | None:
        """The desk for ``settings``' accounts; ``None`` when none is configured."""
        accounts = parse_accounts(settings.admin_users, settings.admin_password)
        if not accounts:
            return None
        return cls(
            engine,
            accounts,
            session_minutes=settings.admin_session_minutes,
            client_limits=client_limits,
            global_limits=global_limits,
            clock=clock,
        )

    @property
    def accounts(self) -> tuple[str, ...]:
        return tuple(sorted(self._hashes))

    def sign_in(self, name: object, password: object, client: object) -> SignIn:
        """One attempt from ``client`` (its address): throttled, checked, audited."""
        now, host = self.clock(), _client(client)
        client_key = f"staff:client:{host}"
        name = name.strip().lower() if isinstance(name, str) else ""
        password = password if isinstance(password, str) else ""
        known = name if name in self._hashes else None
        detail = {"client": host, "account": known}
        with write_lock(self.engine) as conn:
            gates = [
                throttle.check(conn, client_key, self.client_limits, now),
                throttle.check(conn, GLOBAL_KEY, self.global_limits, now),
            ]
            shut = [g for g in gates if not g.ok]
            if shut:
                refused = _refusal(shut, client_key)
                write_audit(
                    conn,
                    "staff_sign_in",
                    actor="anonymous",
                    detail={
                        **detail,
                        "outcome": refused.outcome,
                        "retry_after": round(refused.retry_after, 1),
                    },
                )
                return refused
            throttle.reserve(conn, client_key, self.client_limits, now)
            throttle.reserve(conn, GLOBAL_KEY, self.global_limits, now)

        # Outside the lock: scrypt takes tens of milliseconds. Over-long input is never hashed.
        fits = 0 < len(name) <= MAX_NAME and len(password) <= MAX_PASSWORD
        stored = self._hashes.get(name, self._dummy) if fits else self._dummy
        matched = check_password(password if fits else "", stored)
        ok = fits and known is not None and matched

        with write_lock(self.engine) as conn:
            if not ok:
                write_audit(
                    conn, "staff_sign_in", actor="anonymous", detail={**detail, "outcome": "wrong"}
                )
                return SignIn("wrong", WRONG)
            now = self.clock()
            throttle.clear(conn, client_key)
            throttle.release(conn, GLOBAL_KEY)
            token = secrets.token_urlsafe(32)
            conn.execute(delete(staff_sessions).where(staff_sessions.c.expires <= now))
            conn.execute(
                insert(staff_sessions).values(
                    token_hash=_token_hash(token),
                    staff=known,
                    client=host,
                    started=now,
                    expires=now + self.session_s,
                )
            )
            write_audit(conn, "staff_sign_in", actor=known, detail={**detail, "outcome": "ok"})
        return SignIn("ok", f"Signed in as {known}.", token=token, staff=known)

    def session(self, token: object) -> StaffSession:
        """The live session behind ``token``; raises ``SignedOut`` saying why not."""
        if not isinstance(token, str) or not token:
            raise SignedOut("Sign in first.")
        if len(token) > 128:
            raise SignedOut("Sign in first.")
        with self.engine.connect() as conn:
            row = conn.execute(
                select(staff_sessions).where(staff_sessions.c.token_hash == _token_hash(token))
            ).first()
        if row is None:
            raise SignedOut("Sign in first.")
        if row.ended is not None:
            raise SignedOut("You signed out. Sign in again.")
        if self.clock() >= row.expires:
            raise SignedOut("Your session expired. Sign in again.")
        return StaffSession(staff=row.staff, expires=row.expires)

    def sign_out(self, token: object) -> str | None:
        """End the session behind ``token``; its account, or ``None`` if none was live."""
        try:
            live = self.session(token)
        except SignedOut:
            return None
        with write_lock(self.engine) as conn:
            ended = conn.execute(
                update(staff_sessions)
                .where(
                    staff_sessions.c.token_hash == _token_hash(str(token)),
                    staff_sessions.c.ended.is_(None),
                )
                .values(ended=self.clock())
            ).rowcount
            if not ended:
                return None
            write_audit(conn, "staff_sign_out", actor=live.staff, detail={})
        return live.staff


def _refusal(shut: list[Gate], client_key: str) -> SignIn:
    """The refusal for the shut gates: the client's own lock first, then the longest wait."""
    wait = max(g.retry_after for g in shut)
    mine = next((g for g in shut if g.key == client_key), None)
    seconds = max(1, round(wait))
    if mine is not None and mine.outcome == "locked":
        minutes = max(1, round(mine.retry_after / 60))
        return SignIn(
            "locked",
            f"Too many failed sign-ins from your address: locked for {minutes} more "
            "minute(s). The right password is refused until then.",
            retry_after=mine.retry_after,
        )
    if mine is not None:
        return SignIn(
            "backoff",
            f"Too many failed sign-ins: wait {seconds} s before trying again.",
            retry_after=wait,
        )
    return SignIn(
        "busy",
        f"Too many failed sign-ins on this server right now: try again in {seconds} s.",
        retry_after=wait,
    )
