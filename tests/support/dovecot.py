"""Debian's Dovecot as a test fixture: IMAP, POP3 and LMTP on free loopback ports.

One server per test session, with its own configuration, sockets, logs and maildirs in a
temporary folder; the system's packaged service and its ``/etc/dovecot`` are never used.
Dovecot runs as root (the tests do) and drops to ``dovenull`` for logins and to
``dovecot`` for mail. Users live in a ``passwd-file`` that Dovecot re-reads when it
changes (one file per user), so each test makes its own user (:meth:`Dovecot.new_user`)
and sees only its own mail while the server is shared.

Listeners: plaintext IMAP and POP3 (STARTTLS offered, plaintext login allowed because
everything is on 127.0.0.1), implicit-TLS IMAP and POP3 with a certificate from
:mod:`tests.support.certs`, and LMTP, where :func:`deliver` hands mail in as an MTA would.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import smtplib
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.support.certs import CertificateFiles, make_certificates

DOVECOT = Path("/usr/sbin/dovecot")
START_SECONDS = 15.0
LMTP_TIMEOUT_SECONDS = 10.0
DOMAIN = "example.test"
HOW_TO_INSTALL = "apt-get install dovecot-imapd dovecot-pop3d dovecot-lmtpd (.ci/run does)"


@dataclass(frozen=True)
class MailUser:
    """A login on the fixture's servers; ``address`` is also the username."""

    address: str
    password: str = field(repr=False)


@dataclass
class Dovecot:
    """A running Dovecot: where to reach it, and its users."""

    host: str
    imap_port: int
    imaps_port: int
    pop3_port: int
    pop3s_port: int
    lmtp_port: int
    certificates: CertificateFiles
    folder: Path
    users: dict[str, str] = field(default_factory=dict, repr=False)

    def new_user(self, name: str = "user", password: str | None = None) -> MailUser:
        """A fresh user with an empty mailbox (and a random password unless given).

        One passwd-file per user (``users/<address>``): Dovecot re-reads a changed file at
        most once a second, a file it has never seen it reads at once.
        """
        address = f"{name}-{secrets.token_hex(4)}@{DOMAIN}"
        return self.add_user(MailUser(address, password or secrets.token_urlsafe(12)))

    def add_user(self, user: MailUser) -> MailUser:
        """``user`` (say, another server's) can log in here too, with its own mailbox."""
        self.users[user.address] = user.password
        entry = self.folder / "users" / user.address
        entry.write_text(f"{user.address}:{{PLAIN}}{user.password}::::::\n")
        entry.chmod(0o640)
        shutil.chown(entry, "dovecot", "dovecot")  # Dovecot's auth worker reads it
        return user

    def imap_account(
        self,
        user: MailUser,
        *,
        email: str | None = None,
        password: str | None = None,
        smtp: tuple[str, int] | None = None,
        display_name: str | None = None,
    ) -> dict[str, Any]:
        """The ``POST /v1/accounts`` body of an IMAP account on ``user``'s mailbox here
        (plain IMAP on loopback), sending through ``smtp`` (host, port) when given."""
        settings: dict[str, Any] = {
            "host": self.host,
            "port": self.imap_port,
            "security": "none",
            "username": user.address,
        }
        if smtp is not None:
            settings |= {"smtp_host": smtp[0], "smtp_port": smtp[1], "smtp_security": "none"}
        body: dict[str, Any] = {
            "provider": "imap",
            "email": email or user.address,
            "settings": settings,
            "credentials": {"password": password or user.password},
        }
        if display_name is not None:
            body["display_name"] = display_name
        return body

    def check_password(self, address: str, password: str) -> bool:
        expected = self.users.get(address)
        return expected is not None and secrets.compare_digest(expected, password)

    @property
    def log(self) -> str:
        path = self.folder / "dovecot.log"
        return path.read_text(errors="replace") if path.exists() else ""


def missing_reason() -> str | None:
    """Why Dovecot cannot run here (None when it can)."""
    if not DOVECOT.exists():
        return f"{DOVECOT} is missing: {HOW_TO_INSTALL}"
    return None


def free_ports(count: int) -> list[int]:
    """``count`` distinct free TCP ports on 127.0.0.1 (held open together while chosen)."""
    with contextlib.ExitStack() as stack:
        sockets = [stack.enter_context(socket.socket()) for _ in range(count)]
        for sock in sockets:
            sock.bind(("127.0.0.1", 0))
        return [sock.getsockname()[1] for sock in sockets]


def _oauth2_config(folder: Path, introspection_url: str | None) -> tuple[str, str]:
    """The ``auth_mechanisms`` and the extra passdb for XOAUTH2 / OAUTHBEARER logins.

    Dovecot asks ``introspection_url`` (RFC 7662, POST ``token=...``) whether a bearer token
    is active and whose it is (``username`` in the answer must be the login's user).
    """
    if introspection_url is None:
        return "plain login", ""
    settings = folder / "dovecot-oauth2.conf.ext"
    settings.write_text(
        f"introspection_url = {introspection_url}\n"
        "introspection_mode = post\n"
        "force_introspection = yes\n"
        "username_attribute = username\n"
        "active_attribute = active\n"
        "active_value = true\n"
    )
    passdb = f"""
passdb {{
  driver = oauth2
  mechanisms = xoauth2 oauthbearer
  args = {settings}
}}"""
    return "plain login xoauth2 oauthbearer", passdb


def _config(
    folder: Path,
    ports: Sequence[int],
    certificates: CertificateFiles,
    oauth2_introspection_url: str | None = None,
) -> str:
    imap, imaps, pop3, pop3s, lmtp = ports
    mechanisms, oauth2_passdb = _oauth2_config(folder, oauth2_introspection_url)
    return f"""
base_dir = {folder}/run
state_dir = {folder}/state
log_path = {folder}/dovecot.log
instance_name = mailsocket-test-{folder.name}
protocols = imap pop3 lmtp
listen = 127.0.0.1
default_login_user = dovenull
default_internal_user = dovecot
first_valid_uid = 1
first_valid_gid = 1
mail_uid = dovecot
mail_gid = dovecot
mail_location = maildir:{folder}/mail/%u
disable_plaintext_auth = no
auth_mechanisms = {mechanisms}
ssl = yes
ssl_cert = <{certificates.server_cert}
ssl_key = <{certificates.server_key}
recipient_delimiter = +
lmtp_save_to_detail_mailbox = no
imap_idle_notify_interval = 1 secs
passdb {{
  driver = passwd-file
  args = scheme=PLAIN username_format=%u {folder}/users/%u
}}{oauth2_passdb}
userdb {{
  driver = static
  args = uid=dovecot gid=dovecot home={folder}/home/%u
}}
namespace inbox {{
  inbox = yes
  separator = /
  mailbox Drafts {{
    special_use = \\Drafts
    auto = subscribe
  }}
  mailbox Sent {{
    special_use = \\Sent
    auto = subscribe
  }}
  mailbox Trash {{
    special_use = \\Trash
    auto = subscribe
  }}
  mailbox Junk {{
    special_use = \\Junk
    auto = subscribe
  }}
  mailbox Archive {{
    special_use = \\Archive
    auto = subscribe
  }}
}}
service imap-login {{
  inet_listener imap {{
    address = 127.0.0.1
    port = {imap}
  }}
  inet_listener imaps {{
    address = 127.0.0.1
    port = {imaps}
    ssl = yes
  }}
}}
service pop3-login {{
  inet_listener pop3 {{
    address = 127.0.0.1
    port = {pop3}
  }}
  inet_listener pop3s {{
    address = 127.0.0.1
    port = {pop3s}
    ssl = yes
  }}
}}
service lmtp {{
  inet_listener lmtp {{
    address = 127.0.0.1
    port = {lmtp}
  }}
}}
"""


def _wait_for_ports(process: subprocess.Popen[bytes], ports: Sequence[int], log: Path) -> None:
    deadline = time.monotonic() + START_SECONDS
    waiting = list(ports)
    while waiting:
        if process.poll() is not None:
            raise RuntimeError(f"dovecot exited with {process.returncode}:\n{_tail(log)}")
        if time.monotonic() > deadline:
            raise RuntimeError(f"dovecot not listening on {waiting} after {START_SECONDS:g} s")
        try:
            with socket.create_connection(("127.0.0.1", waiting[0]), timeout=1):
                waiting.pop(0)
        except OSError:
            time.sleep(0.05)  # start-up poll of a child process, bounded by the deadline


def _tail(log: Path) -> str:
    return log.read_text(errors="replace")[-3000:] if log.exists() else "(no log)"


@contextlib.contextmanager
def running_dovecot(*, oauth2_introspection_url: str | None = None) -> Iterator[Dovecot]:
    """Start Dovecot in the foreground on free ports; stop it and remove its folder after.

    With ``oauth2_introspection_url`` it also takes XOAUTH2 and OAUTHBEARER logins, whose
    bearer tokens it checks at that URL (see :func:`_oauth2_config`).

    Raises:
        RuntimeError: Dovecot is missing, exited, or did not listen in time (with its log).
    """
    reason = missing_reason()
    if reason is not None:
        raise RuntimeError(reason)
    # A short path: Dovecot's unix sockets live under base_dir (108-byte limit).
    folder = Path(tempfile.mkdtemp(prefix="dc-"))
    try:
        # Login and mail processes (dovenull, dovecot) must traverse to their sockets and mail.
        folder.chmod(0o755)
        for name in ("mail", "home", "users"):
            (folder / name).mkdir()
            shutil.chown(folder / name, "dovecot", "dovecot")
        certificates = make_certificates(folder)
        ports = free_ports(5)
        conf = folder / "dovecot.conf"
        conf.write_text(_config(folder, ports, certificates, oauth2_introspection_url))
        server = Dovecot("127.0.0.1", *ports, certificates=certificates, folder=folder)
        log = folder / "dovecot.log"
        with (folder / "stderr.log").open("wb") as stderr:
            process = subprocess.Popen(
                [str(DOVECOT), "-F", "-c", str(conf)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=stderr,
                env={"PATH": os.environ.get("PATH", "/usr/sbin:/usr/bin:/sbin:/bin")},
            )
        try:
            _wait_for_ports(process, ports, log)
            yield server
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=10)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def deliver(server: Dovecot, recipients: Sequence[str], raw: bytes, *, sender: str = "") -> None:
    """Hand ``raw`` to Dovecot over LMTP, as an MTA delivers.

    Raises:
        smtplib.SMTPRecipientsRefused: Dovecot refused every recipient.
    """
    refused: dict[str, tuple[int, bytes]] = {}
    with smtplib.LMTP(server.host, server.lmtp_port, timeout=LMTP_TIMEOUT_SECONDS) as lmtp:
        # One transaction per recipient: LMTP answers DATA once per recipient, and smtplib
        # reads only one answer, so a second one would be left unread for QUIT to trip over.
        for recipient in recipients:
            try:
                refused.update(lmtp.sendmail(sender or f"sender@{DOMAIN}", [recipient], raw))
            except smtplib.SMTPRecipientsRefused as exc:
                refused.update(exc.recipients)
    if refused:
        raise smtplib.SMTPRecipientsRefused(refused)
