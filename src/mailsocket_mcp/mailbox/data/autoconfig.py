"""Mozilla-style autoconfig: fetch a domain's ``config-v1.1.xml`` safely, and read it.

The domain comes from an address a caller typed, so fetching is an SSRF surface: HTTPS only;
the host is resolved once and every address must be public (``allow_loopback`` is for tests);
the connection goes to the address that was checked, TLS verifies the host name; a redirect is
followed only to https on the same host (twice at most); the exchange is capped in bytes and
seconds. The XML is parsed with ``defusedxml`` and no DTD, so entity bombs are refused.
"""

from __future__ import annotations

import ssl
import urllib.parse
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.abc
from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from .addresses import AddressKind, Resolve, classify, resolve_host

__all__ = ["AutoconfigFetcher", "FetchFailed", "ServerEntry", "parse_autoconfig"]

MAX_BYTES = 64 * 1024
TIMEOUT_S = 5.0
MAX_REDIRECTS = 2
_SECURITY = {"SSL": "tls", "TLS": "tls", "STARTTLS": "starttls"}  # plain is never offered


class FetchFailed(Exception):
    """Raised when the document cannot be fetched or read; the message says why (safe)."""


@dataclass(frozen=True)
class ServerEntry:
    protocol: str  # imap, pop3, smtp
    host: str
    port: int
    security: str  # tls, starttls
    username: str | None


@dataclass(frozen=True, kw_only=True)
class AutoconfigFetcher:
    resolve: Resolve = resolve_host
    port: int = 443
    allow_loopback: bool = False  # tests only: a local HTTPS server
    ssl_context: ssl.SSLContext | None = field(default=None, repr=False)
    timeout: float = TIMEOUT_S

    async def fetch(self, url: str) -> bytes | None:
        """The document at ``url`` (None: the server has none, 404 or 410).

        Raises:
            FetchFailed: a refused address or redirect, a network or TLS failure, a timeout,
                another status, or a document over the size cap.
        """
        try:
            with anyio.fail_after(self.timeout):
                for _ in range(MAX_REDIRECTS + 1):
                    status, location, body = await self._get(url)
                    if status in (404, 410):
                        return None
                    if status == 200:
                        return body
                    if status not in (301, 302, 303, 307, 308) or not location:
                        raise FetchFailed(f"the server answered HTTP {status}")
                    url = self._same_host(url, location)
        except TimeoutError:
            raise FetchFailed(f"no answer within {self.timeout:g} s") from None
        except (OSError, anyio.BrokenResourceError, anyio.EndOfStream, ssl.SSLError) as exc:
            raise FetchFailed(f"could not be fetched ({type(exc).__name__})") from None
        raise FetchFailed("too many redirects")

    def _same_host(self, url: str, location: str) -> str:
        target = urllib.parse.urljoin(url, location)
        before, after = urllib.parse.urlsplit(url), urllib.parse.urlsplit(target)
        if after.scheme != "https" or after.hostname != before.hostname:
            raise FetchFailed("a redirect to another host or to http is not followed")
        return target

    async def _get(self, url: str) -> tuple[int, str | None, bytes]:
        parts = urllib.parse.urlsplit(url)
        host = parts.hostname or ""
        address = await self._address(host)
        stream = await anyio.connect_tcp(
            address,
            self.port,
            ssl_context=self.ssl_context or ssl.create_default_context(),
            tls_hostname=host,
            tls_standard_compatible=False,  # the size is capped below instead
        )
        target = urllib.parse.urlunsplit(("", "", parts.path or "/", parts.query, ""))
        request = (
            f"GET {target} HTTP/1.0\r\nHost: {host}\r\nAccept: application/xml, text/xml\r\n"
            "User-Agent: mailsocket-mailbox\r\n\r\n"
        )
        chunks: list[bytes] = []
        size = 0
        async with stream:
            await stream.send(request.encode("ascii"))
            while True:
                try:
                    chunk = await stream.receive()
                except (anyio.EndOfStream, anyio.BrokenResourceError):
                    break
                size += len(chunk)
                if size > MAX_BYTES:
                    raise FetchFailed(f"the document is larger than {MAX_BYTES // 1024} KiB")
                chunks.append(chunk)
        return _response(b"".join(chunks))

    async def _address(self, host: str) -> str:
        if not host or not host.isascii():
            raise FetchFailed("the host name is not ASCII")
        try:
            addresses = await self.resolve(host, self.port)
        except OSError:
            addresses = []
        if not addresses:
            raise FetchFailed(f"{host} does not resolve")
        allowed = {AddressKind.PUBLIC} | ({AddressKind.LOOPBACK} if self.allow_loopback else set())
        if any(classify(address) not in allowed for address in addresses):
            raise FetchFailed(f"{host} resolves to an address that is not public")
        return addresses[0]


def _response(raw: bytes) -> tuple[int, str | None, bytes]:
    head, separator, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = lines[0].split(" ", 2)
    if not separator or len(status) < 2 or not status[1].isdigit():
        raise FetchFailed("the answer is not HTTP")
    location = None
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "location":
            location = value.strip()
    return int(status[1]), location, body


def parse_autoconfig(document: bytes, email: str) -> list[ServerEntry]:
    """The servers a ``clientConfig`` document names, plain-text ones left out.

    Raises:
        FetchFailed: not XML, or XML with a DTD or entities (defusedxml refuses them).
    """
    try:
        root: Any = fromstring(document, forbid_dtd=True)
    except (DefusedXmlException, SyntaxError, ValueError) as exc:
        raise FetchFailed(f"the document is not acceptable XML ({type(exc).__name__})") from None
    local, _, domain = email.partition("@")
    found = []
    for element in root.iter():
        if element.tag not in ("incomingServer", "outgoingServer"):
            continue
        protocol = element.get("type", "")
        security = _SECURITY.get((element.findtext("socketType") or "").strip().upper())
        host = (element.findtext("hostname") or "").strip()
        port = (element.findtext("port") or "").strip()
        if protocol not in ("imap", "pop3", "smtp") or not security or not host:
            continue
        if not port.isdigit() or not 0 < int(port) < 65536:
            continue
        username = (element.findtext("username") or "").strip() or None
        if username is not None:
            username = (
                username.replace("%EMAILADDRESS%", email)
                .replace("%EMAILLOCALPART%", local)
                .replace("%EMAILDOMAIN%", domain)
            )
        host = host.replace("%EMAILDOMAIN%", domain)
        found.append(ServerEntry(protocol, host, int(port), security, username))
    return found
