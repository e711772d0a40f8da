"""Where an IP address is: loopback, a private network, a cloud's metadata service, or public.

The service connects to hosts that callers name (an account's mail servers, an autoconfig
document's web server), so this decides what it may reach. An IPv6 address that embeds an
IPv4 one (mapped, translated, compatible, NAT64 and 6to4 forms) is judged by that IPv4
address; a site-chosen NAT64 prefix or a Teredo address cannot be read that way and is
unusable. The gateway's SSRF guard follows the same idea; the service keeps its own copy so
that it never imports the gateway.
"""

from __future__ import annotations

import enum
import ipaddress
import socket
from collections.abc import Awaitable, Callable

import anyio

__all__ = ["AddressKind", "Resolve", "classify", "is_link_local", "resolve_host"]

Resolve = Callable[[str, int], Awaitable[list[str]]]
"""``resolve(host, port)``: every address ``host`` has (the seam tests replace)."""


class AddressKind(str, enum.Enum):
    LOOPBACK = "loopback"  # this machine
    PRIVATE = "private"  # RFC 1918, CGNAT, link-local, ULA: only where the operator allows it
    METADATA = "metadata"  # a cloud's instance metadata service: never
    PUBLIC = "public"  # global unicast
    UNUSABLE = "unusable"  # unspecified, multicast, reserved, documentation, tunnels


_V4 = ipaddress.IPv4Network
_V6 = ipaddress.IPv6Network
_METADATA = frozenset(
    ipaddress.ip_address(a)
    for a in (
        "169.254.169.254",  # AWS, GCP, Azure, OpenStack, DigitalOcean, ...
        "169.254.170.2",  # AWS ECS task metadata
        "168.63.129.16",  # Azure wire server
        "100.100.100.200",  # Alibaba Cloud
        "fd00:ec2::254",  # AWS over IPv6
    )
)
_PRIVATE = (
    _V4("10.0.0.0/8"),
    _V4("172.16.0.0/12"),
    _V4("192.168.0.0/16"),
    _V4("100.64.0.0/10"),  # carrier-grade NAT
    _V4("169.254.0.0/16"),  # link-local
    _V6("fc00::/7"),  # unique local
    _V6("fe80::/10"),  # link-local
)
_EMBEDDING_IPV4 = (
    _V6("::ffff:0:0/96"),  # IPv4-mapped
    _V6("::ffff:0:0:0/96"),  # IPv4-translated (SIIT)
    _V6("::/96"),  # IPv4-compatible (deprecated)
    _V6("64:ff9b::/96"),  # NAT64, well-known prefix
)
_UNREADABLE = (_V6("64:ff9b:1::/48"), _V6("2001::/32"))  # local-use NAT64, Teredo


def classify(address: str) -> AddressKind:
    """The kind of ``address`` (an IP literal; a zone ``%eth0`` is ignored).

    Raises:
        ValueError: not an IP address.
    """
    ip = ipaddress.ip_address(address.strip("[]").split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip != ipaddress.IPv6Address("::1"):
        if any(ip in network for network in _UNREADABLE):
            return AddressKind.UNUSABLE
        embedded = _embedded_ipv4(ip)
        if embedded is not None:
            return classify(str(embedded))
    if ip.is_loopback:
        return AddressKind.LOOPBACK
    if ip in _METADATA:
        return AddressKind.METADATA
    if any(ip in network for network in _PRIVATE):
        return AddressKind.PRIVATE
    if ip.is_global and not ip.is_multicast:
        return AddressKind.PUBLIC
    return AddressKind.UNUSABLE


def is_link_local(address: str) -> bool:
    """Whether ``address`` (an IP literal) is link-local (169.254/16, fe80::/10), also inside an
    IPv6 form that embeds an IPv4 address: a neighbour on the wire, never a receiver of posts.

    Raises:
        ValueError: not an IP address.
    """
    ip = ipaddress.ip_address(address.strip("[]").split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address):
        embedded = _embedded_ipv4(ip)
        if embedded is not None:
            return embedded.is_link_local
    return ip.is_link_local


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    if ip.sixtofour is not None:
        return ip.sixtofour
    if ip not in _V6("::/127") and any(ip in network for network in _EMBEDDING_IPV4):
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


async def resolve_host(host: str, port: int) -> list[str]:
    """Every address of ``host`` (the system's resolver). Raises: OSError: it does not resolve."""
    infos = await anyio.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(str(info[4][0]) for info in infos))
