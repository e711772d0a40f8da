"""The host a browser opens for an http(s) URL, read by the WHATWG URL Standard's rules.

Python's ``urlsplit`` and a browser disagree on many URLs a stranger can write:
``https://evil.test\\@app.test/`` is ``app.test`` to ``urlsplit`` and ``evil.test`` to a
browser (``\\`` is ``/`` in http(s)); so are ``https:evil.test``, ``https:/\\evil.test``,
``https://ev%69l.test`` and ``http://0x7f.1``. :func:`browser_host` follows the standard's
basic URL parser (https://url.spec.whatwg.org/#concept-basic-url-parser) for the two
special schemes an agent is handed, far enough to name the host:

- leading and trailing C0 controls and spaces are dropped, tabs, LF and CR removed anywhere;
- the scheme is case-insensitive; any run of ``/`` and ``\\`` (even none) follows ``http:``;
- the authority ends at the first ``/``, ``\\``, ``?`` or ``#``; the userinfo is everything
  up to its *last* ``@``; a port is digits only, at most 65535;
- the host is percent-decoded, mapped to ASCII (UTS #46, as browsers do) and lower-cased;
  a forbidden code point makes the URL invalid; a name that ends in a number is read by the
  IPv4 parser (``127.1``, ``0x7f.1``, ``2130706433``); ``[...]`` is an IPv6 address.

:func:`python_host` is the other reading, ``urlsplit``'s, written the same way; where the
two differ, a check made with one reading may not hold for the other, so neither the
gateway nor the sandbox takes such a URL for a magic link.

Pure and dependency-light (``idna`` only), so the gateway and the sandbox read hosts alike.
"""

from __future__ import annotations

import ipaddress
import re
import urllib.parse
from dataclasses import dataclass

import idna

__all__ = ["BrowserHost", "browser_host", "domain_to_ascii", "python_host"]

_C0_OR_SPACE = "".join(chr(code) for code in range(0x21))
_TAB_OR_NEWLINE = re.compile("[\t\n\r]")
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*):")
_AUTHORITY_END = re.compile(r"[/\\?#]")
_FORBIDDEN_HOST = frozenset("\x00\t\n\r #/:<>?@[\\]^|")
_FORBIDDEN_DOMAIN = _FORBIDDEN_HOST | frozenset(chr(code) for code in range(0x20)) | {"%", "\x7f"}
_PERCENT = re.compile(rb"%([0-9A-Fa-f]{2})")
_SPECIAL_PORTS = {"http": 80, "https": 443}


@dataclass(frozen=True)
class BrowserHost:
    """An http(s) URL as a browser reads it: scheme, host (serialised) and port.

    ``host`` is lower-case ASCII: a domain, a dotted IPv4 address, or an IPv6 address in
    brackets. ``port`` is None when absent or the scheme's default.
    """

    scheme: str
    host: str
    port: int | None


def browser_host(url: str) -> BrowserHost | None:
    """The scheme, host and port a browser takes from ``url``; None if it is not a valid
    http(s) URL (another scheme, no scheme, a missing or invalid host, a bad port)."""
    url = _TAB_OR_NEWLINE.sub("", url.strip(_C0_OR_SPACE))
    scheme_match = _SCHEME.match(url)
    if scheme_match is None:
        return None
    scheme = scheme_match.group(1).lower()
    if scheme not in _SPECIAL_PORTS:
        return None
    rest = url[scheme_match.end() :]
    rest = rest.lstrip("/\\")
    end = _AUTHORITY_END.search(rest)
    authority = rest[: end.start()] if end else rest
    at_sign_seen = "@" in authority
    host_and_port = authority.rpartition("@")[2]
    if at_sign_seen and not host_and_port:
        return None
    raw_host, port = _split_port(host_and_port)
    if raw_host is None or not raw_host:
        return None
    if port is not None and port == _SPECIAL_PORTS[scheme]:
        port = None
    host = _parse_host(raw_host)
    return None if host is None else BrowserHost(scheme=scheme, host=host, port=port)


def python_host(url: str) -> str | None:
    """The host Python's ``urlsplit`` reads in an http(s) ``url``, written as
    :func:`browser_host` writes one (lower-case, IDNA for a non-ASCII name, an IPv6
    address in brackets) but not decoded any further; None if it reads none."""
    try:
        parts = urllib.parse.urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number
    except ValueError:
        return None
    host = parts.hostname
    if parts.scheme.lower() not in _SPECIAL_PORTS or not host:
        return None
    if ":" in host:
        return _ipv6(host)
    return host if host.isascii() else domain_to_ascii(host)


def _split_port(value: str) -> tuple[str | None, int | None]:
    """The host and port of ``host[:port]``, as the host state reads them; (None, None)
    when the port is not digits or out of range."""
    inside_brackets = False
    for index, char in enumerate(value):
        if char == "[":
            inside_brackets = True
        elif char == "]":
            inside_brackets = False
        elif char == ":" and not inside_brackets:
            digits = value[index + 1 :]
            if not digits:
                return value[:index], None
            if not digits.isascii() or not digits.isdigit() or int(digits) > 65535:
                return None, None
            return value[:index], int(digits)
    return value, None


def _parse_host(value: str) -> str | None:
    if value.startswith("["):
        if not value.endswith("]"):
            return None
        return _ipv6(value[1:-1])
    domain = _percent_decoded(value)
    if domain is None:
        return None
    ascii_domain = domain_to_ascii(domain)
    if ascii_domain is None or not ascii_domain or _FORBIDDEN_DOMAIN.intersection(ascii_domain):
        return None
    if _ends_in_a_number(ascii_domain):
        return _ipv4(ascii_domain)
    return ascii_domain


def _percent_decoded(value: str) -> str | None:
    """UTF-8 percent-decoding; None where the bytes are not UTF-8 (the standard's U+FFFD
    would then fail the domain-to-ASCII step anyway)."""
    raw = _PERCENT.sub(lambda match: bytes([int(match.group(1), 16)]), value.encode("utf-8"))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def domain_to_ascii(domain: str) -> str | None:
    """``domain`` as lower-case ASCII (UTS #46 mapping, then Punycode), or None if it
    cannot be one. An ASCII name without ``xn--`` labels is only lower-cased."""
    if domain.isascii() and not any(
        label.lower().startswith("xn--") for label in domain.split(".")
    ):
        return domain.lower()
    try:
        mapped = idna.uts46_remap(domain, std3_rules=False, transitional=False)
        labels = [
            label if label.isascii() and not label.startswith("xn--") else _label(label)
            for label in mapped.split(".")
        ]
    except (idna.IDNAError, UnicodeError, ValueError):
        return None
    return ".".join(labels)


def _label(label: str) -> str:
    """One non-ASCII (or ``xn--``) label, checked and encoded.

    Raises:
        idna.IDNAError: the label is not a valid internationalised label.
    """
    if label.startswith("xn--"):
        idna.decode(label)  # a Punycode label must decode to a valid one
        return label
    return idna.alabel(label).decode("ascii")


def _ends_in_a_number(domain: str) -> bool:
    parts = domain.split(".")
    if parts[-1] == "" and len(parts) > 1:
        parts.pop()
    last = parts[-1]
    if last and last.isascii() and last.isdigit():
        return True
    return _ipv4_number(last) is not None


def _ipv4_number(part: str) -> int | None:
    if not part:
        return None
    radix = 10
    if part[:2] in ("0x", "0X"):
        part, radix = part[2:], 16
    elif len(part) >= 2 and part.startswith("0"):
        part, radix = part[1:], 8
    if not part:
        return 0
    digits = "0123456789abcdef"[:radix]
    if not all(char in digits for char in part.lower()):
        return None
    return int(part, radix)


def _ipv4(domain: str) -> str | None:
    parts = domain.split(".")
    if parts[-1] == "" and len(parts) > 1:
        parts.pop()
    if len(parts) > 4:
        return None
    numbers = [_ipv4_number(part) for part in parts]
    if any(number is None for number in numbers):
        return None
    values = [number for number in numbers if number is not None]
    if any(number > 255 for number in values[:-1]) or values[-1] >= 256 ** (5 - len(values)):
        return None
    address = values[-1]
    for index, number in enumerate(values[:-1]):
        address += number * 256 ** (3 - index)
    return str(ipaddress.IPv4Address(address))


def _ipv6(value: str) -> str | None:
    # ipaddress reads the same textual forms, except a zone ("%eth0"), which the standard
    # does not have; the serialisation is the standard's (RFC 5952, no embedded IPv4).
    if "%" in value or not value.isascii():
        return None
    try:
        address = int(ipaddress.IPv6Address(value))
    except ValueError:
        return None
    pieces = [(address >> (16 * (7 - index))) & 0xFFFF for index in range(8)]
    start, length = -1, 1
    index = 0
    while index < 8:
        run = 0
        while index + run < 8 and pieces[index + run] == 0:
            run += 1
        if run > length:
            start, length = index, run
        index += max(run, 1)
    if start < 0:
        return "[" + ":".join(f"{piece:x}" for piece in pieces) + "]"
    head = ":".join(f"{piece:x}" for piece in pieces[:start])
    tail = ":".join(f"{piece:x}" for piece in pieces[start + length :])
    return f"[{head}::{tail}]"
