"""Where a webhook may post, decided when it is made or changed and again before every post.

A receiver is an ``http`` or ``https`` URL without a user or password in it. Its host, a literal
or every address its name resolves to, must be public: a link-local address or a cloud's
metadata service never (from there a post could read the machine's own credentials), unusable
addresses never, and loopback or private-network hosts only when the operator allows them
(``MAILBOX_WEBHOOKS_ALLOW_LOCAL=1``). The post then goes to the address that was checked, not
to a second answer of the resolver (:class:`Target`), so a name cannot turn into another
address between the check and the connection.
"""

from __future__ import annotations

import urllib.parse
from dataclasses import dataclass

from ..data.addresses import AddressKind, Resolve, classify, is_link_local, resolve_host
from ..errors import TargetRefused

__all__ = ["Target", "TargetPolicy"]

_PORTS = {"http": 80, "https": 443}


@dataclass(frozen=True, kw_only=True)
class Target:
    """A checked receiver: its URL as given, and the address to connect to."""

    url: str
    scheme: str
    host: str  # as in the URL, for the Host header and the TLS name
    port: int
    path: str  # with the query
    address: str


@dataclass(frozen=True, kw_only=True)
class TargetPolicy:
    allow_local: bool = False
    resolve: Resolve = resolve_host

    def parse(self, url: str) -> urllib.parse.SplitResult:
        """The URL's parts, if it can be a receiver at all (nothing is resolved).

        Raises:
            TargetRefused: not http(s), no host, a user or password in it, or a bad port.
        """
        try:
            parts = urllib.parse.urlsplit(url.strip())
            port = parts.port
        except ValueError:
            raise TargetRefused("the webhook URL is not a valid URL") from None
        if parts.scheme not in _PORTS:
            raise TargetRefused("a webhook URL is http:// or https://")
        if not parts.hostname:
            raise TargetRefused("the webhook URL has no host")
        if parts.username is not None or parts.password is not None:
            raise TargetRefused(
                "a webhook URL carries no user or password: the signature proves the sender"
            )
        if port == 0:
            raise TargetRefused("the webhook URL's port must be 1 to 65535")
        return parts

    async def check(self, url: str) -> Target:
        """The receiver of ``url`` and the address to post to.

        Raises:
            TargetRefused: a URL or a host the service may not post to, or a name that does not
                resolve.
        """
        parts = self.parse(url)
        host = parts.hostname or ""
        port = parts.port or _PORTS[parts.scheme]
        addresses = await self._addresses(host, port)
        for address in addresses:
            self._allowed(host, address)
        return Target(
            url=url.strip(),
            scheme=parts.scheme,
            host=host,
            port=port,
            path=(parts.path or "/") + (f"?{parts.query}" if parts.query else ""),
            address=addresses[0],
        )

    def _allowed(self, host: str, address: str) -> None:
        kind = classify(address)
        if kind is AddressKind.METADATA:
            raise TargetRefused(f"{host} is a cloud metadata address: never a webhook receiver")
        if is_link_local(address):
            raise TargetRefused(f"{host} is a link-local address: never a webhook receiver")
        if kind is AddressKind.UNUSABLE:
            raise TargetRefused(f"{host} is not an address a webhook receiver can have")
        if kind in (AddressKind.LOOPBACK, AddressKind.PRIVATE) and not self.allow_local:
            where = "this machine" if kind is AddressKind.LOOPBACK else "a private network"
            raise TargetRefused(
                f"{host} is on {where}: the operator has to allow local receivers "
                "(MAILBOX_WEBHOOKS_ALLOW_LOCAL=1)"
            )

    async def _addresses(self, host: str, port: int) -> list[str]:
        try:
            classify(host)
        except ValueError:
            pass
        else:
            return [host]
        try:
            addresses = await self.resolve(host, port)
        except OSError:
            addresses = []
        if not addresses:
            raise TargetRefused(f"{host} does not resolve to an address")
        return addresses
