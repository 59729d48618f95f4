"""A real, throwaway PostgreSQL server for the tests: started once per session, removed after.

The server binaries come from BOTWAR_TEST_PG_BIN when set, else from the `pgserver`
package (a test dependency in pyproject.toml, so `.ci/run` has them on a bare machine),
else from an installed PostgreSQL (/usr/lib/postgresql/*/bin, or `pg_ctl` on PATH). initdb and postgres refuse to run as
root: as root the server runs as the `postgres` user if there is one, else as `nobody`,
with its data directory handed to that user. It listens on a Unix socket in its own
temporary directory only (no TCP port to collide with), with fsync off: a test server
need not survive a power cut, and the tests stay fast.

Each test gets a fresh database, copied from a template that already has every migration
(CREATE DATABASE … TEMPLATE), and dropped after the test.
"""

import contextlib
import importlib.util
import os
import pwd
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

TEMPLATE = "botwar_template"


class ServerError(RuntimeError):
    """The test PostgreSQL server could not be set up; the message says why and what to do."""


def find_binaries() -> Path:
    spec = importlib.util.find_spec("pgserver")
    candidates: list[Path] = []
    if os.environ.get("BOTWAR_TEST_PG_BIN"):
        candidates.append(Path(os.environ["BOTWAR_TEST_PG_BIN"]))
    if spec is not None and spec.origin is not None:
        candidates.append(Path(spec.origin).parent / "pginstall" / "bin")
    candidates += sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)
    on_path = shutil.which("pg_ctl")
    if on_path:
        candidates.append(Path(on_path).parent)
    for folder in candidates:
        if (folder / "initdb").is_file() and (folder / "pg_ctl").is_file() and (folder / "postgres").is_file():
            return folder
    raise ServerError(
        "no PostgreSQL server binaries found for the tests: install the test extra "
        '(pip install -e ".[test]", which brings pgserver) or the Debian package postgresql'
    )


@dataclass
class RunAs:
    uid: int
    gid: int
    name: str


def run_as() -> RunAs | None:
    """Who runs the server: None (ourselves) unless we are root, whom initdb refuses."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "nobody"):
        with contextlib.suppress(KeyError):
            entry = pwd.getpwnam(name)
            return RunAs(entry.pw_uid, entry.pw_gid, name)
    raise ServerError("running as root, and there is neither a postgres nor a nobody user to run PostgreSQL as")


class TestServer:
    __test__ = False  # not a test class, whatever pytest thinks of its name

    def __init__(self) -> None:
        self.bin = find_binaries()
        self.user = run_as()
        self.root = Path(tempfile.mkdtemp(prefix="botwar-pg-"))
        self.data = self.root / "data"
        self.started = False
        self._databases = 0

    def _run(self, *args: str) -> None:
        kwargs: dict[str, object] = {}
        if self.user is not None:
            kwargs = {"user": self.user.uid, "group": self.user.gid, "extra_groups": []}
        done = subprocess.run(args, capture_output=True, text=True, timeout=60, check=False, **kwargs)  # type: ignore[call-overload]
        if done.returncode != 0:
            log = self.root / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise ServerError(
                f"{' '.join(args[:1])} failed ({done.returncode}): {done.stderr.strip() or done.stdout.strip()}"
                + (f"\nserver log:\n{tail}" if tail else "")
            )

    def start(self, *, durable: bool = False) -> None:
        """Start the server; `durable` keeps fsync and synchronous commits on (for benchmarks)."""
        if self.user is not None:
            os.chown(self.root, self.user.uid, self.user.gid)
            os.chmod(self.root, 0o700)
            self._reachable_binaries()
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "botwar", "-E", "UTF8")
        self._run(
            str(self.bin / "pg_ctl"),
            "-D",
            str(self.data),
            "-l",
            str(self.root / "server.log"),
            "-w",
            "-t",
            "30",
            "-o",
            f"-k {self.root} -c listen_addresses= -p 5432 -c max_connections=200"
            + ("" if durable else " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"),
            "start",
        )
        self.started = True

    def _reachable_binaries(self) -> None:
        """The user the server runs as may not reach binaries installed under root's home (a
        virtualenv in /root/…): then the installation is copied next to the data, once."""
        try:
            self._run(str(self.bin / "postgres"), "--version")
        except (ServerError, OSError):
            # pgserver's layout: site-packages/pgserver/pginstall/{bin,lib,share}, with the
            # shared libraries its binaries load (by a relative path) in site-packages/pgserver.libs.
            installation = self.bin.parent
            package, site = installation.parent, installation.parent.parent
            copy = self.root / "site" / package.name / installation.name
            shutil.copytree(installation, copy, symlinks=True)
            libraries = site / f"{package.name}.libs"
            if libraries.is_dir():
                shutil.copytree(libraries, self.root / "site" / libraries.name, symlinks=True)
            self.bin = copy / "bin"

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://botwar@/{database}?host={self.root}&port=5432"

    def postmaster_pid(self) -> int:
        """The server's main process (the benchmarks read its CPU time from /proc)."""
        return int((self.data / "postmaster.pid").read_text().split()[0])

    def next_database(self) -> str:
        self._databases += 1
        return f"test_{os.getpid()}_{self._databases}"

    def stop(self) -> None:
        try:
            if self.started:
                self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "stop")
                self.started = False
        finally:
            shutil.rmtree(self.root, ignore_errors=True)
