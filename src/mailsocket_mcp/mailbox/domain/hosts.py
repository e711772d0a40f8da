"""Where an account's mail servers may be, decided before anything is sent to them.

Public hosts need ``tls`` or ``starttls``. Loopback hosts (a local test server, Proton Mail
Bridge) may also use ``none`` (plain text never leaves the machine). Hosts on private
networks only when the operator allows them (``MAILBOX_ALLOW_PRIVATE_HOSTS=1``); a cloud's
metadata address and unusable addresses never. A host name is resolved and every address it
has must pass, so a name cannot smuggle in an address a literal would not get.

:meth:`HostPolicy.pin` is what every connection to an account's server goes through
(``Endpoint.pin``, set by :class:`~.connection.Connector`): the name is resolved and checked
once, and the connection goes to the checked address, not to a second lookup that a DNS
server under someone else's control could answer with 127.0.0.1 or a metadata address.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..data.addresses import AddressKind, Resolve, classify, resolve_host
from ..errors import InvalidSettings, ProviderUnavailable

__all__ = ["HostPolicy"]


@dataclass(frozen=True, kw_only=True)
class HostPolicy:
    allow_private: bool = False
    resolve: Resolve = resolve_host

    async def pin(self, host: str, port: int, security: str, *, setting: str) -> str:
        """The address to connect to: the first of ``host``'s, once every one passed
        :meth:`check`'s rules. Raises as :meth:`check` does."""
        return (await self._checked(host, port, security, setting=setting))[0]

    async def check(self, host: str, port: int, security: str, *, setting: str) -> None:
        """Raises ``InvalidSettings`` (naming ``setting`` and the host) when the service may not
        connect to ``host`` with ``security``; ``ProviderUnavailable`` when it does not resolve.
        """
        await self._checked(host, port, security, setting=setting)

    async def _checked(self, host: str, port: int, security: str, *, setting: str) -> list[str]:
        addresses = await self._addresses(host, port, setting)
        kinds = {classify(address) for address in addresses}
        if AddressKind.METADATA in kinds:
            raise InvalidSettings(
                f"{setting} {host} is a cloud metadata address: never a mail server"
            )
        if AddressKind.UNUSABLE in kinds:
            raise InvalidSettings(f"{setting} {host} is not an address a mail server can have")
        if AddressKind.PRIVATE in kinds and not self.allow_private:
            raise InvalidSettings(
                f"{setting} {host} is on a private network: the operator has to allow "
                "private hosts (MAILBOX_ALLOW_PRIVATE_HOSTS=1)"
            )
        if security == "none" and kinds != {AddressKind.LOOPBACK}:
            raise InvalidSettings(
                f"{setting} {host} is not a loopback host: security none (plain text) is "
                "allowed to a loopback host only; use tls or starttls"
            )
        return addresses

    async def _addresses(self, host: str, port: int, setting: str) -> list[str]:
        literal = host.strip("[]")
        try:
            classify(literal)
        except ValueError:
            pass
        else:
            return [literal]
        try:
            addresses = await self.resolve(host, port)
        except OSError:
            addresses = []
        if not addresses:
            raise ProviderUnavailable(f"{setting} {host} does not resolve to an address")
        return addresses
