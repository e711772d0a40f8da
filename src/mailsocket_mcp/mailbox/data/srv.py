"""RFC 6186 SRV records (``_imaps._tcp``, ``_imap._tcp``, ``_pop3s._tcp``, ``_submission._tcp``)
through dnspython's asynchronous resolver, which is the seam tests replace."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import dns.asyncresolver
import dns.exception
import dns.resolver

from .autoconfig import ServerEntry

__all__ = ["SRV_SERVICES", "DnsSrv", "LookupFailed", "SrvResolver"]

TIMEOUT_S = 3.0
# service label -> (protocol, security); RFC 6186: _imap and _submission are STARTTLS
SRV_SERVICES = {
    "_imaps._tcp": ("imap", "tls"),
    "_imap._tcp": ("imap", "starttls"),
    "_pop3s._tcp": ("pop3", "tls"),
    "_submission._tcp": ("smtp", "starttls"),
}


class LookupFailed(Exception):
    """Raised when DNS could not answer (not when a name simply has no record)."""


class SrvResolver(Protocol):
    """What of ``dns.asyncresolver.Resolver`` is used: an answer is an iterable of records with
    ``priority``, ``weight``, ``port`` and ``target``."""

    async def resolve(self, qname: str, rdtype: str, *, lifetime: float) -> Any: ...


@dataclass(frozen=True, kw_only=True)
class DnsSrv:
    resolver: SrvResolver = field(default_factory=dns.asyncresolver.Resolver)
    timeout: float = TIMEOUT_S

    async def servers(self, domain: str) -> list[ServerEntry]:
        """The servers ``domain`` announces, best first per service; none offered: empty.

        Raises:
            LookupFailed: DNS timed out or no name server answered.
        """
        found: list[ServerEntry] = []
        for label, (protocol, security) in SRV_SERVICES.items():
            try:
                answer = await self.resolver.resolve(
                    f"{label}.{domain}", "SRV", lifetime=self.timeout
                )
            except (dns.resolver.NXDOMAIN, dns.resolver.NoAnswer):
                continue
            except dns.exception.DNSException as exc:
                raise LookupFailed(f"DNS did not answer ({type(exc).__name__})") from None
            records = sorted(answer, key=lambda r: (r.priority, -r.weight))
            for record in records:
                target = str(record.target).rstrip(".")
                if not target:  # "." means the service is not offered here
                    continue
                port_security = "tls" if protocol == "smtp" and record.port == 465 else security
                found.append(ServerEntry(protocol, target, int(record.port), port_security, None))
        return found
