"""Fetch a client ID metadata document: https only, public addresses only, small and quick.

The gateway fetches a URL the caller chose, so this is an SSRF surface. The host is
resolved once and every address must be public (no loopback, private, link-local,
multicast or reserved address; an IPv6 address embedding an IPv4 one, in the mapped,
translated, compatible, NAT64 or 6to4 forms, is judged by that IPv4 address, and a
local-use NAT64 or Teredo address is refused outright). The connection goes to the
address that was checked (no second lookup to rebind), TLS verifies the host name, no
redirect is followed, and the whole exchange is capped in bytes and seconds.
``allow_local`` (tests and local development only) also accepts http:// and local
addresses.
"""

from __future__ import annotations

import ipaddress
import json
import socket
import ssl
import urllib.parse
from dataclasses import dataclass

import anyio
import anyio.abc

from ... import __version__
from .fetch_slots import FetchLimits, FetchSlots

__all__ = ["TIMEOUT_S", "DocumentFetcher", "FetchError"]

MAX_BYTES = 16 * 1024  # status line, headers and body together
TIMEOUT_S = 3.0  # resolve, connect, send and receive; a slow host is not waited for


class FetchError(Exception):
    """Raised when the document cannot be fetched or is not a JSON object; says why."""


@dataclass(frozen=True)
class _Target:
    scheme: str
    host: str
    port: int
    target: str  # path and query, as sent


class DocumentFetcher:
    """GETs small JSON documents from public https URLs under strict limits."""

    def __init__(
        self,
        *,
        allow_local: bool = False,
        timeout_s: float = TIMEOUT_S,
        ssl_context: ssl.SSLContext | None = None,
        limits: FetchLimits | None = None,
    ) -> None:
        self.allow_local = allow_local
        self.timeout_s = timeout_s
        self._tls = ssl_context or ssl.create_default_context()
        self.slots = FetchSlots(limits)

    async def fetch_json(self, url: str, *, client: str | None = None) -> dict[str, object]:
        """The JSON object at ``url``, fetched on behalf of the caller at address ``client``.

        Raises:
            FetchBusy: the fetch pool, the host or the caller is at its limit (nothing
                was sent; retry soon).
            FetchError: a refused URL or address, a network failure, a timeout, a
                response that is not 200, too large, or not a JSON object.
        """
        target = self._parse(url)
        try:
            with self.slots.hold(target.host, client), anyio.fail_after(self.timeout_s):
                address = await self._resolve(target)
                raw = await self._exchange(target, address)
        except TimeoutError:
            raise FetchError(f"no answer within {self.timeout_s:g} s") from None
        except (OSError, anyio.BrokenResourceError, anyio.EndOfStream, ssl.SSLError) as exc:
            raise FetchError(f"could not be fetched ({type(exc).__name__})") from None
        return _parse_response(raw)

    def _parse(self, url: str) -> _Target:
        if not url.isascii():
            raise FetchError(
                "the URL must be ASCII: percent-encode its path and write its host in punycode"
            )
        parts = urllib.parse.urlsplit(url)
        schemes = ("https", "http") if self.allow_local else ("https",)
        if parts.scheme not in schemes:
            raise FetchError("the URL must use https")
        if not parts.hostname or parts.username is not None or parts.password is not None:
            raise FetchError("the URL must name a host and carry no user name or password")
        try:
            port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:
            raise FetchError("the URL has an invalid port") from None
        return _Target(
            parts.scheme,
            parts.hostname,
            port,
            urllib.parse.urlunsplit(("", "", parts.path or "/", parts.query, "")),
        )

    async def _resolve(self, target: _Target) -> str:
        infos = await anyio.getaddrinfo(target.host, target.port, type=socket.SOCK_STREAM)
        addresses = [str(info[4][0]) for info in infos]
        if not addresses:  # pragma: no cover - getaddrinfo raises instead
            raise FetchError("the host does not resolve")
        if not self.allow_local:
            for address in addresses:
                if not _is_public(address):
                    raise FetchError("the host resolves to a non-public address")
        return addresses[0]

    async def _exchange(self, target: _Target, address: str) -> bytes:
        tls = target.scheme == "https"
        stream: anyio.abc.ByteStream
        if tls:
            stream = await anyio.connect_tcp(
                address,
                target.port,
                ssl_context=self._tls,
                tls_hostname=target.host,
                tls_standard_compatible=False,  # the length is checked below instead
            )
        else:
            stream = await anyio.connect_tcp(address, target.port)
        host = target.host if ":" not in target.host else f"[{target.host}]"
        default_port = 443 if tls else 80
        authority = host if target.port == default_port else f"{host}:{target.port}"
        request = (
            f"GET {target.target} HTTP/1.0\r\nHost: {authority}\r\n"
            f"Accept: application/json\r\nUser-Agent: mailsocket-mcp/{__version__}\r\n\r\n"
        )
        chunks: list[bytes] = []
        size = 0
        async with stream:
            await stream.send(request.encode("ascii", "strict"))
            while True:
                try:
                    chunk = await stream.receive()
                except (anyio.EndOfStream, anyio.BrokenResourceError):
                    break
                size += len(chunk)
                if size > MAX_BYTES:
                    raise FetchError(f"the document is larger than {MAX_BYTES // 1024} KiB")
                chunks.append(chunk)
        return b"".join(chunks)


# IPv6 forms that carry an IPv4 address in their last 32 bits: the IPv4 rules apply to it.
_EMBEDDING_IPV4 = tuple(
    ipaddress.IPv6Network(prefix)
    for prefix in (
        "::ffff:0:0/96",  # IPv4-mapped
        "::ffff:0:0:0/96",  # IPv4-translated (SIIT)
        "::/96",  # IPv4-compatible (deprecated)
        "64:ff9b::/96",  # NAT64, well-known prefix (DNS64 answers for IPv4-only hosts)
    )
)
# Refused outright: a site-chosen NAT64 prefix (RFC 8215) puts the IPv4 address where
# the site decides, so no rule can read it; Teredo tunnels are never a document's home.
_NEVER_PUBLIC = tuple(ipaddress.IPv6Network(prefix) for prefix in ("64:ff9b:1::/48", "2001::/32"))


def _is_public(address: str) -> bool:
    """True for a global unicast address; IPv6 forms embedding IPv4 are judged by the IPv4."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address):
        if any(ip in network for network in _NEVER_PUBLIC):
            return False
        if ip.sixtofour is not None:  # 2002::/16 carries it in bits 16-48
            return _is_public(str(ip.sixtofour))
        if any(ip in network for network in _EMBEDDING_IPV4):
            return _is_public(str(ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)))
    return ip.is_global and not ip.is_multicast


def _parse_response(raw: bytes) -> dict[str, object]:
    head, separator, body = raw.partition(b"\r\n\r\n")
    if not separator:
        raise FetchError("the response was cut short")
    lines = head.decode("latin-1").split("\r\n")
    status = lines[0].split(" ", 2)
    if len(status) < 2 or not status[0].startswith("HTTP/"):
        raise FetchError("the response is not HTTP")
    if status[1] != "200":
        raise FetchError(f"the server answered HTTP {status[1][:3]} (redirects are not followed)")
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length" and value.strip() != str(len(body)):
            raise FetchError("the response was cut short")
    try:
        document = json.loads(body)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise FetchError("the document is not JSON (or is nested too deeply)") from None
    if not isinstance(document, dict):
        raise FetchError("the document is not a JSON object")
    return document
