"""What an agent can check about a link or a sender before trusting a mail.

A magic link comes with its host (ASCII, so a look-alike internationalised name shows
as ``xn--...``) and whether it is secure (``https``, or plain ``http`` to this machine).
The host is the one a browser opens (:mod:`mailsocket_mcp.url_host`, the WHATWG rules);
a link that Python's ``urlsplit`` (or any tool built like it) reads with another host,
such as ``https://evil.test\\@app.test/``, is refused: whoever checks it might check
the wrong host.
A wait can be bound to a host (the link's host is it or a subdomain of it) or to a
sender (the From address's domain is it or a subdomain; or one exact address), and an
operator can bound every link a deployment returns with an allowlist of hosts
(``MCP_LINK_HOSTS``). The From header is whatever the sender wrote, so a sender binding
keeps out careless phishing only; a link host binding is the stronger check.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass

from .url_host import browser_host, domain_to_ascii, python_host

__all__ = [
    "HostAllowlist",
    "LinkFacts",
    "LinkRefusal",
    "host_matches",
    "link_facts",
    "normalised_host",
    "read_link",
    "sender_address",
    "sender_matches",
]

_LABEL = r"[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?"
_LABELS = re.compile(rf"{_LABEL}(?:\.{_LABEL})*")
_ADDRESS = re.compile(r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}@([A-Za-z0-9.-]{1,253})")
# The address of "Name <a@b.test>" (the last angle brackets), else the whole header.
_ANGLE_ADDRESS = re.compile(r"<([^<>]*)>\s*$")
_IP_LIKE = re.compile(r"[0-9.]+|.*:.*")


@dataclass(frozen=True)
class LinkFacts:
    """A link's host (lower-case ASCII) and whether it is https or loopback."""

    host: str
    secure: bool


def normalised_host(value: str) -> str | None:
    """``value`` as a lower-case ASCII host name or IP address, or None if it is not one."""
    host = value.strip().rstrip(".").lower()
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    if not host or len(host) > 253:
        return None
    if _IP_LIKE.fullmatch(host):
        try:
            return str(ipaddress.ip_address(host))
        except ValueError:
            return None
    if not host.isascii():
        ascii_host = domain_to_ascii(host)
        if ascii_host is None:
            return None
        host = ascii_host
    return host if _LABELS.fullmatch(host) else None


def _is_loopback(host: str) -> bool:
    if host == "localhost" or host.endswith(".localhost"):
        return True
    if not _IP_LIKE.fullmatch(host):
        return False
    return ipaddress.ip_address(host).is_loopback  # a normalised IP-like host is an IP


@dataclass(frozen=True)
class LinkRefusal:
    """Why a link is not one an agent is given: ``short`` names the kind, ``detail`` says it."""

    short: str
    detail: str


NOT_A_WEB_LINK = LinkRefusal("not a web link", "it is not an http(s) link with a valid host")


def read_link(link: str) -> LinkFacts | LinkRefusal:
    """The host and security of an http(s) link as a browser reads it, or why it has none
    an agent can trust: not http(s) with a valid host, or read with another host by
    ``urlsplit``."""
    opened = browser_host(link)
    host = normalised_host(opened.host) if opened is not None else None
    if opened is None or host is None:
        return NOT_A_WEB_LINK
    other = python_host(link)
    if other != opened.host:
        return LinkRefusal(
            "host reading differs",
            f"a browser opens host {host}, but other URL parsers read "
            f"{'another host' if other else 'no valid host'} in it, so a check of its host "
            "could check the wrong one",
        )
    return LinkFacts(host=host, secure=opened.scheme == "https" or _is_loopback(host))


def link_facts(link: str) -> LinkFacts | None:
    """The host and security of an http(s) link (:func:`read_link`); None if it has none."""
    facts = read_link(link)
    return facts if isinstance(facts, LinkFacts) else None


def host_matches(host: str, wanted: str) -> bool:
    """True if ``host`` is ``wanted`` or one of its subdomains (both normalised)."""
    return host == wanted or host.endswith("." + wanted)


class HostAllowlist:
    """The hosts a deployment returns links to: ``app.example.com`` (exactly that host)
    or ``*.example.com`` (any subdomain of example.com, not example.com itself)."""

    def __init__(self, entries: Iterable[str]) -> None:
        self.entries = tuple(entries)
        self._exact: set[str] = set()
        self._suffixes: list[str] = []
        for entry in self.entries:
            wildcard = entry.startswith("*.")
            host = normalised_host(entry[2:] if wildcard else entry)
            if host is None:
                raise ValueError(f"not a host name: {entry[:60]!r}")
            if wildcard:
                self._suffixes.append("." + host)
            else:
                self._exact.add(host)

    def allows(self, host: str) -> bool:
        """True if links to ``host`` (normalised) may be returned."""
        return host in self._exact or any(host.endswith(suffix) for suffix in self._suffixes)

    def __repr__(self) -> str:
        return f"HostAllowlist({list(self.entries)!r})"


def sender_address(from_field: str) -> str | None:
    """The plain address of a From header (``a@b.test``, domain lower-cased), if it has one:
    the one in the last angle brackets (``Name <a@b.test>``), or the header itself."""
    angle = _ANGLE_ADDRESS.search(from_field)
    address = (angle.group(1) if angle else from_field).strip()
    match = _ADDRESS.fullmatch(address)
    if match is None:
        return None
    local = address[: match.start(1) - 1]
    domain = normalised_host(match.group(1))
    return f"{local}@{domain}" if domain is not None else None


def sender_matches(address: str | None, wanted: str) -> bool:
    """True if ``address`` is ``wanted`` (an address, any case) or its domain is
    ``wanted`` (a domain) or a subdomain of it."""
    if address is None:
        return False
    if "@" in wanted:
        return address.lower() == wanted.lower()
    return host_matches(address.rpartition("@")[2], wanted)
