"""``mailsocket-mailbox``: serve the mailbox REST API, make the first admin, keys, migrations.

Every command takes ``--data DIR`` (else ``MAILBOX_DATA``, else a folder it names) and ``--db
URL`` (else ``MAILBOX_DB``, else SQLite in the data folder). A refusal prints one line and exits
2; nothing prints a stored secret except what a command makes and shows once.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import socket
import sys
from collections.abc import Callable, Mapping, Sequence
from contextlib import ExitStack
from pathlib import Path

import uvicorn

from .data import service_lock
from .data.vault import VaultState
from .domain import backups, second_factor, users
from .domain.admins import HOST_RIGHTS, create_admin
from .domain.audit import HOST
from .domain.mailbox import Mailbox, open_mailbox
from .domain.service_log import LogRing, recording
from .errors import BadRequest, MailboxServiceError, NotFound
from .settings import MailboxSettings
from .web.app import create_mailbox_app, openapi_document

__all__ = ["build_parser", "main"]

PROG = "mailsocket-mailbox"


def build_parser() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--data", metavar="DIR", help="data folder: SQLite file and key file (MAILBOX_DATA)"
    )
    common.add_argument(
        "--db", metavar="URL", help="postgresql://... instead of SQLite (MAILBOX_DB)"
    )
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="The mailbox service: real mail accounts behind one REST API (v1).",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", parents=[common], help="run the REST API")
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (127.0.0.1)")
    serve.add_argument("--port", type=int, default=8090, help="port; 0 picks a free one (8090)")
    commands.add_parser("openapi", help="print our OpenAPI document as JSON")
    admin = commands.add_parser(
        "create-admin",
        parents=[common],
        help="create a user with every right; print a one-time password and an API token",
    )
    admin.add_argument("name", nargs="?", default="admin", help="the user's name (admin)")
    commands.add_parser("migrate", parents=[common], help="bring the database to the newest schema")
    factor = commands.add_parser(
        "second-factor", help="a user's second factor of UI sign-in (until the UI does it)"
    )
    factor_commands = factor.add_subparsers(dest="factor_command", required=True)
    add = factor_commands.add_parser(
        "add",
        parents=[common],
        help="add an authenticator app: print its otpauth:// URI, confirm with a code from it",
    )
    add.add_argument("user", help="the user's name or id")
    add.add_argument("--name", required=True, help="the device's name, unique per user (Phone)")
    add.add_argument(
        "--code",
        help="confirm the device already added under --name with this code (else one is "
        "read from stdin after the URI is printed)",
    )
    remove = factor_commands.add_parser(
        "remove", parents=[common], help="remove every device and recovery code of a user"
    )
    remove.add_argument("user", help="the user's name or id")
    keys = commands.add_parser("keys", help="the master key that seals account credentials")
    key_commands = keys.add_subparsers(dest="keys_command", required=True)
    key_commands.add_parser(
        "init", parents=[common], help="make the master key; print the recovery key once"
    )
    key_commands.add_parser(
        "rotate", parents=[common], help="a new master key; re-wrap every data key"
    )
    key_commands.add_parser(
        "import-recovery",
        parents=[common],
        help="store the master key from a recovery key read from stdin",
    )
    backup = commands.add_parser(
        "backup",
        parents=[common],
        help="back the SQLite database up into FILE, sealed (while `serve` runs), or "
        "`backup verify FILE`",
        usage=f"{PROG} backup FILE [--data DIR] | {PROG} backup verify FILE [--recovery-key]",
    )
    backup.add_argument(
        "target", nargs="+", metavar="FILE", help="the backup to write, or: verify FILE"
    )
    _recovery_flag(backup)
    restore = commands.add_parser(
        "restore",
        parents=[common],
        help="install a backup as the data folder's database (no service may run on it)",
    )
    restore.add_argument("file", metavar="FILE", help="the backup")
    restore.add_argument(
        "--force", action="store_true", help="replace the database (and key file) that are there"
    )
    _recovery_flag(restore)
    return parser


def _recovery_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--recovery-key",
        action="store_true",
        help="open the backup with the recovery key, read from stdin (else the master key: "
        "MAILBOX_MASTER_KEY or the key file)",
    )


def main(argv: Sequence[str] | None = None, environ: Mapping[str, str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    env = os.environ if environ is None else environ
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)
    if args.command == "openapi":
        print(json.dumps(openapi_document(), indent=2, sort_keys=True))
        return 0
    handlers: dict[str, Callable[[argparse.Namespace, MailboxSettings], int]] = {
        "serve": _serve,
        "create-admin": _create_admin,
        "migrate": _migrate,
        "keys": _keys,
        "second-factor": _second_factor,
        "backup": _backup,
        "restore": _restore,
    }
    try:
        settings = MailboxSettings.from_env(env, data=args.data, db=args.db)
        return handlers[args.command](args, settings)
    except MailboxServiceError as exc:
        print(f"{PROG}: {exc.message}", file=sys.stderr)
        return 2


def _open(settings: MailboxSettings, *, initialise: bool) -> Mailbox:
    return open_mailbox(settings, migrate=True, initialise=initialise)


def _serve(args: argparse.Namespace, settings: MailboxSettings) -> int:
    ring = LogRing()  # the admin page's service log: from the first record on
    with ExitStack() as held, recording(ring):
        if settings.uses_sqlite:  # `restore` refuses while this is held
            held.enter_context(service_lock.serving(settings.data_dir))
        return _run_service(args, settings, ring)


def _run_service(args: argparse.Namespace, settings: MailboxSettings, ring: LogRing) -> int:
    mailbox = _open(settings, initialise=True)
    mailbox.log_ring = ring
    try:
        print(f"mailbox data in {settings.data_dir}", flush=True)
        if mailbox.recovery_key is not None:
            _print_recovery(mailbox.recovery_key)
        if mailbox.vault.state is VaultState.LOCKED:
            print(f"vault locked: {mailbox.vault.why}", file=sys.stderr, flush=True)
        with mailbox.db.session() as session:
            if not users.count_users(session):
                print(f"no user yet: run `{PROG} create-admin`", flush=True)
        listener = socket.create_server((args.host, args.port), reuse_port=False)
        host, port = listener.getsockname()[:2]
        shown = f"[{host}]" if ":" in host else host
        app = create_mailbox_app(mailbox)
        config = uvicorn.Config(app, log_level="warning", access_log=False, lifespan="on")
        server = uvicorn.Server(config)
        print(f"mailbox API on http://{shown}:{port}/", flush=True)
        server.run(sockets=[listener])
    finally:
        mailbox.close()
    return 0


def _create_admin(args: argparse.Namespace, settings: MailboxSettings) -> int:
    mailbox = _open(settings, initialise=True)
    try:
        if mailbox.recovery_key is not None:
            _print_recovery(mailbox.recovery_key)
        with mailbox.db.session() as session:
            admin = create_admin(session, args.name)
        print(f"admin {args.name!r} ({admin.user_id}) created.")
        print(
            f"one-time password for the admin page (change it at first sign-in): {admin.password}"
        )
        print(f"API token (shown this once): {admin.token}")
    finally:
        mailbox.close()
    return 0


def _migrate(args: argparse.Namespace, settings: MailboxSettings) -> int:
    mailbox = _open(settings, initialise=False)
    try:
        print(f"database at revision {mailbox.db.revision()}")
    finally:
        mailbox.close()
    return 0


def _keys(args: argparse.Namespace, settings: MailboxSettings) -> int:
    mailbox = _open(settings, initialise=False)
    try:
        vault = mailbox.vault
        with mailbox.db.session() as session:
            if args.keys_command == "init":
                recovery = vault.initialise(session)
                if recovery is None:
                    print("vault sealed with the key from MAILBOX_MASTER_KEY")
                else:
                    print(f"master key written to {settings.key_file} (0600)")
                    _print_recovery(recovery)
            elif args.keys_command == "rotate":
                recovery = vault.rotate(session)
                print(f"new master key written to {settings.key_file}; data keys re-wrapped")
                _print_recovery(recovery)
            else:
                vault.import_recovery(session, sys.stdin.read())
                print(f"master key restored to {settings.key_file}")
    finally:
        mailbox.close()
    return 0


def _second_factor(args: argparse.Namespace, settings: MailboxSettings) -> int:
    mailbox = _open(settings, initialise=False)
    try:
        with mailbox.db.session() as session:
            user = users.find_user(session, args.user)
            if args.factor_command == "remove":
                second_factor.remove_all(session, HOST, HOST_RIGHTS, user.id)
                print(f"second factor of {user.name!r} removed: it signs in with its password")
                return 0
            if args.code:
                device_id = second_factor.pending_device(session, user.id, args.name)
                if device_id is None:
                    raise NotFound(
                        f"{user.name!r} has no device {args.name!r} waiting for a code; "
                        "run without --code first"
                    )
            else:
                enrolment = second_factor.enrol_totp(session, mailbox.vault, user.id, args.name)
                device_id = enrolment.device_id
                print(f"add this to the authenticator app (shown this once):\n  {enrolment.uri}")
                print(f"secret, to type in instead: {enrolment.secret}", flush=True)
        code = args.code or _read_code()
        if not code:
            raise BadRequest(
                "no code: the device waits; confirm it with "
                f"`{PROG} second-factor add {args.user} --name {args.name} --code CODE`"
            )
        with mailbox.db.session() as session:
            confirmed = second_factor.confirm_totp(
                session, mailbox.vault, HOST, user.id, device_id, code
            )
        print(f"device {args.name!r} ({confirmed.device_id}) of {user.name!r} confirmed.")
        if confirmed.recovery_codes:
            print("recovery codes (shown this once; each signs in once without the app):")
            print("\n".join(f"  {recovery}" for recovery in confirmed.recovery_codes))
    finally:
        mailbox.close()
    return 0


def _backup(args: argparse.Namespace, settings: MailboxSettings) -> int:
    target: list[str] = args.target
    if target[0] == "verify" and len(target) == 2:
        key = backups.backup_key(settings, _read_recovery(args))
        opened = backups.verify_backup(Path(target[1]), key)
        counts = ", ".join(f"{label} {count}" for label, count in opened.facts.counts.items())
        print(f"backup {target[1]}: intact (every chunk checked, database integrity ok)")
        print(f"made {opened.created_at}, schema revision {opened.revision}")
        print(f"holds: {counts}")
        return 0
    if len(target) != 1:
        raise BadRequest(f"usage: {PROG} backup FILE, or {PROG} backup verify FILE")
    made = backups.write_backup(settings, backups.open_vault(settings), Path(target[0]))
    print(f"backup written to {made.path} ({made.size} bytes, schema revision {made.revision})")
    print("it opens with the master key or the recovery key: keep one of them apart from it")
    return 0


def _restore(args: argparse.Namespace, settings: MailboxSettings) -> int:
    key = backups.backup_key(settings, _read_recovery(args))
    restored = backups.restore_backup(settings, Path(args.file), key, force=args.force)
    print(
        f"restored the backup made {restored.backup.created_at} (schema revision "
        f"{restored.backup.revision}) into {settings.data_dir}"
    )
    if restored.revision != restored.backup.revision:
        print(f"database migrated to revision {restored.revision}")
    if restored.key_file_written:
        print(f"master key written to {settings.key_file} (0600)")
    print(f"start the service: {PROG} serve --data {settings.data_dir}")
    return 0


def _read_recovery(args: argparse.Namespace) -> str | None:
    if not args.recovery_key:
        return None
    if sys.stdin.isatty():
        print("recovery key: ", end="", file=sys.stderr, flush=True)
    return sys.stdin.readline().strip()


def _read_code() -> str:
    print("code from the app: ", end="", file=sys.stderr, flush=True)
    return sys.stdin.readline().strip()


def _print_recovery(recovery: str) -> None:
    print(
        "recovery key (shown this once; keep it offline, it restores the master key with "
        f"`{PROG} keys import-recovery`):\n  {recovery}",
        flush=True,
    )


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
