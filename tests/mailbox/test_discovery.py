"""Discovery: presets answer without the network; autoconfig comes over HTTPS only from public
addresses (here a local HTTPS server, allowed by the test-only loopback switch) and is parsed
safely; SRV records come from a stand-in DNS source."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import anyio
import dns.exception
import dns.name
import dns.resolver
import httpx
import pytest
from benethos_mailbox_client import SyncMailboxClient

from mailsocket_mcp.mailbox.data.autoconfig import AutoconfigFetcher
from mailsocket_mcp.mailbox.data.srv import DnsSrv
from mailsocket_mcp.mailbox.domain.discovery import Discoverer
from tests.mailbox.conftest import Service
from tests.mailbox.helpers import user_with_token
from tests.support.certs import CertificateFiles, make_certificates

EMAIL = "me@example.test"
WELL_KNOWN = "/.well-known/autoconfig/mail/config-v1.1.xml"
CONFIG = b"""<?xml version="1.0"?>
<clientConfig version="1.1"><emailProvider id="example.test">
  <incomingServer type="imap"><hostname>imap.%EMAILDOMAIN%</hostname><port>993</port>
    <socketType>SSL</socketType><username>%EMAILADDRESS%</username></incomingServer>
  <incomingServer type="pop3"><hostname>pop.example.test</hostname><port>110</port>
    <socketType>plain</socketType><username>%EMAILLOCALPART%</username></incomingServer>
  <outgoingServer type="smtp"><hostname>smtp.example.test</hostname><port>587</port>
    <socketType>STARTTLS</socketType><username>%EMAILADDRESS%</username></outgoingServer>
</emailProvider></clientConfig>"""
BILLION_LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>
<clientConfig version="1.1">&lol2;</clientConfig>"""


class _Handler(BaseHTTPRequestHandler):
    routes: dict[str, tuple[int, dict[str, str], bytes]] = {}  # noqa: RUF012 - set per server

    def do_GET(self) -> None:
        status, headers, body = self.routes.get(self.path.split("?")[0], (404, {}, b""))
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@dataclass
class Site:
    port: int
    certificates: CertificateFiles
    routes: dict[str, tuple[int, dict[str, str], bytes]]


@pytest.fixture
def site(tmp_path: Path) -> Iterator[Site]:
    """HTTPS on 127.0.0.1 with a certificate for example.test and autoconfig.example.test."""
    certificates = make_certificates(tmp_path)
    handler = type("Handler", (_Handler,), {"routes": {}})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.socket = certificates.server_context().wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield Site(server.server_address[1], certificates, handler.routes)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(10)


@dataclass(frozen=True)
class _Record:
    priority: int
    weight: int
    port: int
    target: dns.name.Name


class StandInDns:
    """A DNS source at the resolver seam: SRV answers by name, or an exception to raise."""

    def __init__(self, answers: dict[str, list[tuple[int, int, int, str]]] | None = None) -> None:
        self.answers = answers or {}
        self.fails: Exception | None = None

    async def resolve(self, qname: str, rdtype: str, *, lifetime: float) -> list[_Record]:
        assert rdtype == "SRV"
        if self.fails is not None:
            raise self.fails
        if qname not in self.answers:
            raise dns.resolver.NXDOMAIN()
        return [_Record(p, w, port, dns.name.from_text(t)) for p, w, port, t in self.answers[qname]]


def _discoverer(
    site: Site, dns_source: StandInDns, addresses: Callable[[str], list[str]] | None = None
) -> Discoverer:
    async def resolve(host: str, port: int) -> list[str]:
        if addresses is not None:
            return addresses(host)
        if host in ("example.test", "autoconfig.example.test"):
            return ["127.0.0.1"]
        raise OSError("no such host")

    fetcher = AutoconfigFetcher(
        resolve=resolve,
        port=site.port,
        allow_loopback=True,
        ssl_context=site.certificates.client_context(),
        timeout=5.0,
    )
    return Discoverer(autoconfig=fetcher, srv=DnsSrv(resolver=dns_source))


def _discover(service: Service, email: str = EMAIL) -> dict[str, Any]:
    answer = service.http.post(
        "/v1/discovery", json={"email": email}, headers=service.admin_headers
    )
    assert answer.status_code == 200, answer.text
    found: dict[str, Any] = answer.json()
    return found


def _outcomes(found: dict[str, Any]) -> dict[str, tuple[str, str | None]]:
    """Each lookup's outcome (SRV is reported as the contract's source ``autoconfig``)."""
    return {s["lookup"]: (s["outcome"], s["message"]) for s in found["sources"]}


def test_presets_answer_for_the_big_providers_without_the_network(service: Service) -> None:
    gmail = _discover(service, "Someone@GMail.com")
    assert _outcomes(gmail) == {"preset": ("found", "Gmail")}
    first = gmail["candidates"][0]
    assert first["settings"] == {
        "host": "imap.gmail.com",
        "port": 993,
        "security": "tls",
        "username": "Someone@GMail.com",
        "smtp_host": "smtp.gmail.com",
        "smtp_port": 465,
        "smtp_security": "tls",
    }
    assert first["credential"] == "app_password"
    assert "app password" in first["hints"][0]["text"]
    assert [c["provider"] for c in gmail["candidates"]] == ["imap", "pop3"]
    outlook = _discover(service, "me@hotmail.com")["candidates"]
    assert [(c["provider"], c["credential"]) for c in outlook] == [("microsoft", "oauth")]
    assert "OAuth needed" in outlook[0]["hints"][0]["text"]
    proton = _discover(service, "me@proton.me")["candidates"][0]["settings"]
    assert (proton["host"], proton["port"], proton["security"]) == ("127.0.0.1", 1143, "starttls")
    for email in (
        "a@icloud.com",
        "a@fastmail.com",
        "a@gmx.de",
        "a@web.de",
        "a@yahoo.com",
        "a@mailbox.org",
        "a@zoho.eu",
    ):
        assert _discover(service, email)["candidates"], email


def test_discovery_needs_accounts_connect_and_a_valid_address(service: Service) -> None:
    _, headers = user_with_token(service, "reader")
    refused = service.http.post("/v1/discovery", json={"email": EMAIL}, headers=headers)
    assert refused.status_code == 403
    for bad in ("nobody", "a@b", "a@-x.test", "a@exa mple.test"):
        answer = service.http.post(
            "/v1/discovery", json={"email": bad}, headers=service.admin_headers
        )
        assert answer.status_code == 400, bad
        assert "not a valid email address" in answer.json()["error"]["message"]


def test_autoconfig_and_srv_agree_and_the_candidate_is_confirmed(
    service: Service, site: Site
) -> None:
    site.routes[WELL_KNOWN] = (200, {"Content-Type": "text/xml"}, CONFIG)
    dns_source = StandInDns(
        {
            "_imaps._tcp.example.test": [(10, 0, 993, "imap.example.test.")],
            "_imap._tcp.example.test": [(0, 0, 0, ".")],  # not offered
            "_submission._tcp.example.test": [
                (20, 0, 465, "backup.example.test."),
                (10, 5, 587, "smtp.example.test."),
            ],
        }
    )
    service.mailbox.discoverer = _discoverer(site, dns_source)
    found = _discover(service)
    assert found["domain"] == "example.test"
    outcomes = _outcomes(found)
    assert outcomes["autoconfig"][0] == "found"
    assert outcomes["srv"] == ("found", None)
    assert outcomes["preset"] == ("nothing", None)
    [imap] = found["candidates"]  # autoconfig's and SRV's are the same; plain POP3 left out
    assert (imap["source"], imap["lookup"]) == ("autoconfig", "autoconfig")
    assert imap["confirmed"] is True
    assert imap["settings"] == {
        "host": "imap.example.test",
        "port": 993,
        "security": "tls",
        "username": EMAIL,
        "smtp_host": "smtp.example.test",
        "smtp_port": 587,
        "smtp_security": "starttls",
    }


@pytest.mark.parametrize(
    ("route", "says"),
    [
        ((200, {}, BILLION_LAUGHS), "DTDForbidden"),
        ((200, {}, b"<clientConfig>" + b"x" * 70_000 + b"</clientConfig>"), "larger than"),
        ((302, {"Location": "http://example.test/config.xml"}, b""), "redirect"),
        ((302, {"Location": "https://elsewhere.test/config.xml"}, b""), "another host"),
        ((500, {}, b""), "HTTP 500"),
        ((200, {}, b"not xml"), "not acceptable XML"),
    ],
)
def test_an_unsafe_or_broken_autoconfig_is_refused_and_reported(
    service: Service, site: Site, route: tuple[int, dict[str, str], bytes], says: str
) -> None:
    site.routes[WELL_KNOWN] = route
    service.mailbox.discoverer = _discoverer(site, StandInDns())
    found = _discover(service)
    outcome, message = _outcomes(found)["autoconfig"]
    assert outcome == "failed"
    assert message is not None
    assert says in message
    assert found["candidates"] == []
    assert "Nothing found" in found["hints"][0]["text"]


def test_a_same_host_https_redirect_is_followed(service: Service, site: Site) -> None:
    site.routes[WELL_KNOWN] = (302, {"Location": "/moved.xml"}, b"")
    site.routes["/moved.xml"] = (200, {}, CONFIG)
    service.mailbox.discoverer = _discoverer(site, StandInDns())
    assert _discover(service)["candidates"][0]["settings"]["host"] == "imap.example.test"


def test_autoconfig_from_a_private_address_is_never_fetched(service: Service, site: Site) -> None:
    site.routes[WELL_KNOWN] = (200, {}, CONFIG)
    service.mailbox.discoverer = _discoverer(site, StandInDns(), lambda host: ["10.0.0.7"])
    outcome, message = _outcomes(_discover(service))["autoconfig"]
    assert outcome == "failed"
    assert message is not None
    assert "not public" in message


def test_dns_that_does_not_answer_is_a_failed_source(service: Service, site: Site) -> None:
    dns_source = StandInDns()
    dns_source.fails = dns.exception.Timeout()
    service.mailbox.discoverer = _discoverer(site, dns_source)
    found = _discover(service)
    assert _outcomes(found)["srv"][0] == "failed"
    assert _outcomes(found)["autoconfig"] == ("nothing", None)


def test_srv_records_are_read_best_first_and_465_is_tls() -> None:
    dns_source = StandInDns(
        {
            "_imap._tcp.example.test": [
                (5, 0, 143, "b.example.test."),
                (1, 0, 143, "a.example.test."),
            ],
            "_pop3s._tcp.example.test": [(0, 0, 995, "pop.example.test.")],
            "_submission._tcp.example.test": [(0, 0, 465, "out.example.test.")],
        }
    )
    servers = anyio.run(DnsSrv(resolver=dns_source).servers, "example.test")
    assert [(s.protocol, s.host, s.port, s.security) for s in servers] == [
        ("imap", "a.example.test", 143, "starttls"),
        ("imap", "b.example.test", 143, "starttls"),
        ("pop3", "pop.example.test", 995, "tls"),
        ("smtp", "out.example.test", 465, "tls"),
    ]


def test_srv_records_reach_the_independent_client_as_a_source_of_the_contract(
    service: Service, site: Site
) -> None:
    dns_source = StandInDns({"_imaps._tcp.example.test": [(10, 0, 993, "imap.example.test.")]})
    service.mailbox.discoverer = _discoverer(site, dns_source)

    def forward(request: httpx.Request) -> httpx.Response:
        answer = service.http.request(
            request.method,
            request.url.raw_path.decode(),
            content=request.read(),
            headers=dict(request.headers),
        )
        return httpx.Response(answer.status_code, headers=answer.headers, content=answer.content)

    with SyncMailboxClient(
        "http://mailbox.test",
        service.admin.token,
        transport=httpx.MockTransport(forward),
        allow_http=True,
    ) as client:
        found = client.discover_account(EMAIL)
    [candidate] = found.candidates
    assert candidate.source == "autoconfig"
    assert candidate.settings["host"] == "imap.example.test"
    assert {report.source for report in found.sources} == {"preset", "autoconfig"}
    raw = _discover(service)
    assert raw["candidates"][0]["lookup"] == "srv"
    assert _outcomes(raw)["srv"] == ("found", None)
