"""A real, throwaway PostgreSQL server for tests, started from the machine's own binaries.

Why our own fixture and not a mock: the Postgres backend's whole point is behaviour a fake
cannot show (advisory locks across processes, the loaders that make rows read like
SQLite's, functions created in the server). Why not ``pytest-postgresql``: it needs the same
binaries and still refuses to run as root, which CI is; this module is the few lines that
matter, with the privilege drop made explicit.

``initdb`` and ``postgres`` refuse to run as root, so under root every server command runs
as uid/gid 65534 (``setpriv``), in a temp directory chowned to that uid; as any other user
they run as that user. The server listens on 127.0.0.1 at a free port, trusts local
connections, and is built for speed over durability (``fsync=off``: a test database is
thrown away). ``find_bin`` looks on PATH, then under ``/usr/lib/postgresql/*/bin``.
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

UNPRIVILEGED = 65534


class PostgresUnavailable(RuntimeError):
    """No PostgreSQL binaries on this machine, or the server would not start."""


def find_bin(name: str) -> str:
    """The path of a PostgreSQL program (``initdb``, ``pg_ctl``), newest version first."""
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(
        glob.glob(f"/usr/lib/postgresql/*/bin/{name}"),
        key=lambda p: int(Path(p).parts[4]) if Path(p).parts[4].isdigit() else 0,
    )
    if not candidates:
        raise PostgresUnavailable(
            f"{name} not found on PATH or under /usr/lib/postgresql/*/bin "
            "(install Debian's postgresql package)"
        )
    return candidates[-1]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _as_server_user() -> list[str]:
    """The command prefix that drops root to uid 65534 (nothing when not root)."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        raise PostgresUnavailable("running as root without setpriv: cannot drop privileges")
    return [
        "setpriv",
        f"--reuid={UNPRIVILEGED}",
        f"--regid={UNPRIVILEGED}",
        "--clear-groups",
    ]


@dataclass
class PostgresServer:
    """One running server; ``url(db)`` is a SQLAlchemy URL for a database on it."""

    root: Path
    port: int

    @property
    def data(self) -> Path:
        return self.root / "data"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def conninfo(self, database: str = "postgres") -> str:
        return f"host=127.0.0.1 port={self.port} user=postgres dbname={database}"

    def execute(self, sql: str, database: str = "postgres") -> None:
        """Run one statement outside a transaction (CREATE/DROP DATABASE need that)."""
        import psycopg

        with psycopg.connect(self.conninfo(database), autocommit=True) as conn:
            conn.execute(sql)

    def create_database(self, name: str, template: str | None = None) -> str:
        """A new database (optionally a copy of ``template``); returns its URL."""
        clause = f' TEMPLATE "{template}"' if template else ""
        self.execute(f'CREATE DATABASE "{name}"{clause}')
        return self.url(name)

    def drop_database(self, name: str) -> None:
        self.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def stop(self) -> None:
        _run([find_bin("pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop"], check=False)
        shutil.rmtree(self.root, ignore_errors=True)


def _run(cmd: list[str], check: bool = True) -> subprocess.CompletedProcess:
    env = {"PATH": "/usr/bin:/bin", "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    done = subprocess.run(  # noqa: S603 - fixed programs, arguments built here
        [*_as_server_user(), *cmd], capture_output=True, text=True, env=env, timeout=120
    )
    if check and done.returncode != 0:
        raise PostgresUnavailable(
            f"{' '.join(cmd[:2])} failed ({done.returncode}): {done.stderr.strip()[-2000:]}"
        )
    return done


def start_server() -> PostgresServer:
    """initdb a fresh cluster in a temp dir and start it; the caller must ``stop()`` it."""
    initdb, pg_ctl = find_bin("initdb"), find_bin("pg_ctl")
    root = Path(tempfile.mkdtemp(prefix="pg-test-"))
    if os.geteuid() == 0:
        os.chown(root, UNPRIVILEGED, UNPRIVILEGED)
    server = PostgresServer(root, _free_port())
    try:
        _run([initdb, "-D", str(server.data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
              "--locale=C.UTF-8"])  # fmt: skip
        options = (
            f"-p {server.port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        _run([pg_ctl, "-D", str(server.data), "-o", options, "-l", str(root / "log"), "-w",
              "-t", "60", "start"])  # fmt: skip
    except BaseException:
        with contextlib.suppress(Exception):
            log = (root / "log").read_text()[-2000:]
            raise PostgresUnavailable(f"postgres did not start; log: {log}") from None
        shutil.rmtree(root, ignore_errors=True)
        raise
    return server
