"""Ways to connect an address, best first: presets, then the domain's autoconfig, then SRV.

Looks up only: no credential is sent and no mail server is contacted. A known provider is
answered from its preset without asking the network. Otherwise the domain's autoconfig
documents (``https://autoconfig.<domain>/mail/config-v1.1.xml?emailaddress=...``, then
``https://<domain>/.well-known/autoconfig/mail/config-v1.1.xml``) and its RFC 6186 SRV
records are asked at once; each source reports ``found``, ``nothing`` or ``failed``.
A candidate's ``settings`` go as they are to ``POST /v1/accounts``.

The contract's sources (``preset``, ``autoconfig``, ``jmap``, ``ispdb``, ``mx``) have no name
for RFC 6186: SRV records are, like the autoconfig document, what the domain itself publishes
about its servers, so they are reported as ``autoconfig`` and told apart by our own field
``lookup`` (``preset``, ``autoconfig``: the XML document, ``srv``: the SRV records). A client
that switches over the contract's values keeps working.
"""

from __future__ import annotations

import functools
import re
import urllib.parse
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import anyio

from ..data.autoconfig import AutoconfigFetcher, FetchFailed, ServerEntry, parse_autoconfig
from ..data.srv import DnsSrv, LookupFailed
from ..errors import BadRequest
from .presets import Preset, preset_for

__all__ = ["Discoverer"]

_LABEL = re.compile(r"^(?!-)[a-z0-9-]{1,63}(?<!-)$")


@dataclass(frozen=True, kw_only=True)
class Discoverer:
    autoconfig: AutoconfigFetcher = field(default_factory=AutoconfigFetcher)
    srv: DnsSrv = field(default_factory=DnsSrv)

    def discover_blocking(self, email: str) -> dict[str, Any]:
        """:meth:`discover` from synchronous code (a thread without a running event loop)."""
        return anyio.run(functools.partial(self.discover, email))

    async def discover(self, email: str) -> dict[str, Any]:
        """The ``Discovery`` of ``email``.

        Raises:
            BadRequest: not an address with a valid domain.
        """
        email = email.strip()
        domain = _domain_of(email)
        preset = preset_for(domain)
        if preset is not None:
            candidates = _preset_candidates(preset, email)
            report = [_report("preset", "found", preset.name)]
            return _discovery(email, domain, candidates, report)
        results: dict[str, tuple[list[ServerEntry], dict[str, Any]]] = {}
        async with anyio.create_task_group() as group:
            group.start_soon(self._from_autoconfig, email, domain, results)
            group.start_soon(self._from_srv, domain, results)
        candidates = []
        for source in ("autoconfig", "srv"):
            candidates += _candidates(results[source][0], email, source, None, "password", [])
        reports = [_report("preset", "nothing", None)] + [
            results[s][1] for s in ("autoconfig", "srv")
        ]
        return _discovery(email, domain, _confirmed(candidates), reports)

    async def _from_autoconfig(self, email: str, domain: str, results: dict[str, Any]) -> None:
        query = urllib.parse.urlencode({"emailaddress": email})
        urls = (
            f"https://autoconfig.{domain}/mail/config-v1.1.xml?{query}",
            f"https://{domain}/.well-known/autoconfig/mail/config-v1.1.xml",
        )
        failures = []
        for url in urls:
            try:
                document = await self.autoconfig.fetch(url)
                if document is None:
                    continue
                servers = parse_autoconfig(document, email)
            except FetchFailed as exc:
                failures.append(f"{urllib.parse.urlsplit(url).hostname}: {exc}")
                continue
            if servers:
                results["autoconfig"] = (servers, _report("autoconfig", "found", url))
                return
        outcome = "failed" if failures else "nothing"
        results["autoconfig"] = ([], _report("autoconfig", outcome, "; ".join(failures) or None))

    async def _from_srv(self, domain: str, results: dict[str, Any]) -> None:
        try:
            servers = await self.srv.servers(domain)
        except LookupFailed as exc:
            results["srv"] = ([], _report("srv", "failed", str(exc)))
            return
        results["srv"] = (servers, _report("srv", "found" if servers else "nothing", None))


def _domain_of(email: str) -> str:
    local, at, domain = email.rpartition("@")
    domain = domain.lower().rstrip(".")
    try:
        ascii_domain = domain.encode("idna").decode("ascii")
    except UnicodeError:
        ascii_domain = ""
    labels = ascii_domain.split(".")
    if not at or not local or len(labels) < 2 or not all(_LABEL.match(p) for p in labels):
        raise BadRequest(f"not a valid email address: {email[:254]!r}")
    return ascii_domain


# Our lookups, by the contract's source each is reported as.
_CONTRACT_SOURCE = {"preset": "preset", "autoconfig": "autoconfig", "srv": "autoconfig"}


def _report(lookup: str, outcome: str, message: str | None) -> dict[str, Any]:
    return {
        "source": _CONTRACT_SOURCE[lookup],
        "lookup": lookup,
        "outcome": outcome,
        "message": message,
    }


def _preset_candidates(preset: Preset, email: str) -> list[dict[str, Any]]:
    hints = [{"text": text, "url": url} for text, url in preset.hints]
    if preset.credential == "oauth":
        return [
            {
                **_candidate(preset.servers, email, "preset", preset.name, "oauth", hints),
                "provider": preset.oauth_provider or "imap",
                "oauth_provider": preset.oauth_provider,
                "settings": {},
            }
        ]
    return _candidates(preset.servers, email, "preset", preset.name, preset.credential, hints)


def _candidates(
    servers: Sequence[ServerEntry],
    email: str,
    source: str,
    name: str | None,
    credential: str,
    hints: list[dict[str, Any]],
) -> list[dict[str, Any]]:
    """One candidate per incoming protocol (IMAP before POP3), each with the first SMTP."""
    found = []
    for protocol in ("imap", "pop3"):
        incoming = next((s for s in servers if s.protocol == protocol), None)
        if incoming is not None:
            smtp = next((s for s in servers if s.protocol == "smtp"), None)
            chosen = [incoming] + ([smtp] if smtp else [])
            candidate = _candidate(chosen, email, source, name, credential, hints)
            candidate["provider"] = protocol
            candidate["confirmed"] = source == "preset"
            found.append(candidate)
    return found


def _candidate(
    servers: Sequence[ServerEntry],
    email: str,
    source: str,
    name: str | None,
    credential: str,
    hints: list[dict[str, Any]],
) -> dict[str, Any]:
    incoming, outgoing = servers[0], servers[1] if len(servers) > 1 else None
    settings: dict[str, Any] = {
        "host": incoming.host,
        "port": incoming.port,
        "security": incoming.security,
        "username": incoming.username or email,
    }
    if outgoing is not None:
        settings.update(
            smtp_host=outgoing.host, smtp_port=outgoing.port, smtp_security=outgoing.security
        )
        if (outgoing.username or email) != settings["username"]:
            settings["smtp_username"] = outgoing.username or email
    return {
        "provider": "imap",
        "name": name,
        "credential": credential,
        "oauth_provider": None,
        "servers": [
            {
                "protocol": s.protocol,
                "host": s.host,
                "port": s.port,
                "security": s.security,
                "username": s.username or email,
                "path": None,
                "reachable": None,
                "capabilities": [],
            }
            for s in servers
        ],
        "hints": hints,
        "source": _CONTRACT_SOURCE[source],
        "lookup": source,
        "confirmed": False,
        "settings": settings,
    }


def _confirmed(candidates: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Candidates with the same settings from two sources: one, marked confirmed."""
    kept: dict[tuple[Any, ...], dict[str, Any]] = {}
    for candidate in candidates:
        key = (candidate["provider"], *sorted(candidate["settings"].items()))
        if key in kept:
            kept[key]["confirmed"] = True
        else:
            kept[key] = candidate
    return list(kept.values())


def _discovery(
    email: str, domain: str, candidates: list[dict[str, Any]], sources: list[dict[str, Any]]
) -> dict[str, Any]:
    hints = []
    if not candidates:
        hints.append(
            {
                "text": "Nothing found for this domain: ask the provider for its IMAP (or "
                "POP3) and SMTP servers and give them as settings.",
                "url": None,
            }
        )
    return {
        "email": email,
        "domain": domain,
        "candidates": candidates,
        "hints": hints,
        "sources": sources,
    }
