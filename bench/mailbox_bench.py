"""The mailbox service against a real Dovecot holding 10,000 messages in one account.

Usage::

    .venv/bin/python bench/mailbox_bench.py [--messages 10000] [--requests 500] [--samples 20]

Starts Dovecot as the tests do (``tests/support/dovecot.py``), writes the messages straight
into the user's ``Maildir/new`` (files, not LMTP: 10,000 LMTP deliveries take minutes; Dovecot
indexes the files on the first login), then runs ``mailsocket-mailbox serve`` (``MAILBOX_SYNC=on``,
a temp data dir, 127.0.0.1) and measures over one HTTP keep-alive connection:

- the initial sync: from ``POST /v1/accounts`` to ``/v1/status`` showing the first pass;
- list and search latency, p50 / p99 (``--requests`` each): search by a common word or a
  sender, by a rare word (in 1 message of 1,000, at the end of the body) and by a word that
  matches nothing (the worst case: nothing stops the search early);
- the service's CPU per request (``/proc/<pid>/stat`` utime + stime over the requests);
- a mail delivered over LMTP seen in the change feed (IDLE), ``--samples`` times.

Needs root (Dovecot's mail user) and Debian's dovecot-imapd and dovecot-lmtpd. Every wait is
bounded. Not a test: the figures depend on the machine.
"""

from __future__ import annotations

import argparse
import email.utils
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.dovecot import Dovecot, deliver, free_ports, running_dovecot  # noqa: E402

SCRIPT = str(Path(sys.executable).with_name("mailsocket-mailbox"))
SENDERS = [f"Sender {n} <sender{n}@shop{n % 7}.test>" for n in range(50)]
WORDS = ["invoice", "order", "quote", "meeting", "report", "travel", "lunch", "contract"]
RARE = "zephyrine"  # at the end of the body of every 1,000th message
NOWHERE = "xylograph"  # in no message
# About 1,500 characters of ordinary text before the rare word: a body, not a one-liner.
FILLER = " ".join(
    f"{WORDS[k % len(WORDS)]} line {k} of the usual correspondence about the shop"
    for k in range(24)
)
CLK_TCK = os.sysconf("SC_CLK_TCK")


def _letter(to: str, n: int, when: float) -> bytes:
    message = EmailMessage()
    message["From"] = SENDERS[n % len(SENDERS)]
    message["To"] = to
    message["Subject"] = f"{WORDS[n % len(WORDS)].title()} {n}"
    message["Date"] = email.utils.formatdate(when)
    message["Message-ID"] = f"<bench-{n}@shop.test>"
    rare = f" {RARE.title()} {n}." if n % 1000 == 7 else ""
    message.set_content(
        f"Hello,\n\nthis is {WORDS[(n * 3) % len(WORDS)]} number {n}.\n\n{FILLER}{rare}\n"
    )
    return message.as_bytes()


def fill_maildir(server: Dovecot, address: str, count: int) -> float:
    """Write ``count`` messages into the user's Maildir/new; answers the seconds it took."""
    started = time.perf_counter()
    maildir = server.folder / "mail" / address
    for sub in ("cur", "new", "tmp"):
        (maildir / sub).mkdir(parents=True, exist_ok=True)
    base = time.time() - count * 60
    for n in range(count):
        when = base + n * 60
        path = maildir / "new" / f"{int(when)}.M{n}P1.bench"
        path.write_bytes(_letter(address, n, when))
        os.utime(path, (when, when))  # Dovecot's received date of a maildir file
    for path in [maildir, *maildir.rglob("*")]:
        shutil.chown(path, "dovecot", "dovecot")
    return time.perf_counter() - started


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK  # utime, stime


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def wait_for_line(process: subprocess.Popen[str], pattern: str, seconds: float) -> re.Match[str]:
    deadline = time.monotonic() + seconds
    assert process.stdout is not None
    while time.monotonic() < deadline:
        line = process.stdout.readline()
        if not line and process.poll() is not None:
            raise RuntimeError(f"serve exited: {process.stderr.read() if process.stderr else ''}")
        found = re.search(pattern, line)
        if found:
            return found
    raise RuntimeError(f"no line matching {pattern!r} in {seconds} s")


def timed(
    http: httpx.Client, pid: int, path: str, params: list[dict[str, Any]]
) -> dict[str, float]:
    durations = []
    cpu_before = cpu_seconds(pid)
    for query in params:
        started = time.perf_counter()
        answer = http.get(path, params=query)
        durations.append((time.perf_counter() - started) * 1000)
        assert answer.status_code == 200, answer.text
    cpu = cpu_seconds(pid) - cpu_before
    return {
        "p50": percentile(durations, 50),
        "p99": percentile(durations, 99),
        "cpu_ms": cpu * 1000 / len(params),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--messages", type=int, default=10_000)
    parser.add_argument("--requests", type=int, default=500)
    parser.add_argument("--samples", type=int, default=20)
    args = parser.parse_args()
    data = Path(tempfile.mkdtemp(prefix="mailbox-bench-"))
    env = {
        **os.environ,
        "MAILBOX_DATA": str(data),
        "MAILBOX_SYNC": "on",
        "MAILBOX_RATE_PER_MINUTE": "1000000",
    }
    with running_dovecot() as server:
        user = server.new_user("bench", "bench-password-1")
        seconds = fill_maildir(server, user.address, args.messages)
        print(f"maildir: {args.messages} messages written in {seconds:.1f} s")
        made = subprocess.run(
            [SCRIPT, "create-admin"],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        token = re.search(r"API token \(shown this once\): (\S+)", made.stdout)
        assert token is not None, made.stdout
        port = free_ports(1)[0]
        serve = subprocess.Popen(
            [SCRIPT, "serve", "--port", str(port)],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
        )
        try:
            wait_for_line(serve, r"mailbox API on", 60)
            headers = {"Authorization": f"Bearer {token.group(1)}"}
            with httpx.Client(
                base_url=f"http://127.0.0.1:{port}", headers=headers, timeout=60
            ) as http:
                run(http, serve.pid, server, user.address, args)
        finally:
            serve.terminate()
            serve.wait(timeout=30)
            shutil.rmtree(data, ignore_errors=True)


def run(
    http: httpx.Client, pid: int, server: Dovecot, address: str, args: argparse.Namespace
) -> None:
    started = time.perf_counter()
    body = {
        "provider": "imap",
        "email": address,
        "settings": {
            "host": server.host,
            "port": server.imap_port,
            "security": "none",
            "username": address,
        },
        "credentials": {"password": "bench-password-1"},
    }
    made = http.post("/v1/accounts", json=body)
    assert made.status_code == 201, made.text
    account = made.json()["id"]
    cpu_before = cpu_seconds(pid)
    deadline = time.monotonic() + float(os.environ.get("BENCH_SYNC_SECONDS", "900"))
    while time.monotonic() < deadline:
        answer = http.get("/v1/status")
        status = answer.json()
        if answer.status_code != 200:  # e.g. the database busy with the first pass: say so
            print(f"/v1/status answered {answer.status_code}: {status}", file=sys.stderr)
        elif status["accounts"][0]["last_sync_at"] is not None:
            break
        time.sleep(0.2)
    else:
        raise RuntimeError(f"no sync pass within 900 s: {status}")
    synced = time.perf_counter() - started
    listed = http.get(f"/v1/accounts/{account}/folders").json()
    inbox = next(f for f in listed if f["role"] == "inbox")
    print(
        f"initial sync: {synced:.1f} s for {inbox['total']} messages "
        f"(service CPU {cpu_seconds(pid) - cpu_before:.1f} s)"
    )

    path = f"/v1/accounts/{account}/messages"
    timed(http, pid, path, [{"limit": 50}] * 20)  # warm up
    pages = [{"limit": 50}] * args.requests
    searches = [
        {"q": WORDS[n % len(WORDS)], "limit": 50}
        if n % 2
        else {"from": f"sender{n % 50}@", "limit": 50}
        for n in range(args.requests)
    ]
    rare = [{"q": RARE, "limit": 50}] * args.requests
    nowhere = [{"q": NOWHERE, "limit": 50}] * args.requests
    for name, params in (
        ("list", pages),
        ("search", searches),
        ("search rare word", rare),
        ("search no match", nowhere),
    ):
        figures = timed(http, pid, path, params)
        print(
            f"{name}: p50 {figures['p50']:.1f} ms, p99 {figures['p99']:.1f} ms, "
            f"service CPU {figures['cpu_ms']:.2f} ms/request ({len(params)} requests)"
        )

    found = http.get(path, params={"q": RARE, "limit": 50}).json()["items"]
    expected = sum(1 for n in range(args.messages) if n % 1000 == 7)
    assert len(found) == expected, found  # the index answers what the body says
    if not args.samples:
        return
    feed = f"/v1/accounts/{account}/changes"
    state = http.get(feed).json()["state"]
    latencies = []
    for n in range(args.samples):
        time.sleep(1.2)  # the worker waits at least 1 s between passes of one account
        raw = _letter(address, args.messages + n, time.time())
        sent = time.perf_counter()
        deliver(server, [address], raw)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            page = http.get(feed, params={"since": state}).json()
            if any(c["type"] == "message.created" for c in page["changes"]):
                latencies.append((time.perf_counter() - sent) * 1000)
                state = page["state"]
                break
            time.sleep(0.005)
        else:
            raise RuntimeError("a delivered mail did not reach the feed within 10 s")
    print(
        f"delivery to feed (IDLE): p50 {percentile(latencies, 50):.0f} ms, "
        f"max {max(latencies):.0f} ms, mean {statistics.mean(latencies):.0f} ms "
        f"({len(latencies)} samples)"
    )


if __name__ == "__main__":
    main()
