"""Client ID metadata documents: fetched under strict limits, checked, cached briefly."""

from __future__ import annotations

import socket
import time
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from mailsocket_mcp.http.oauth.clients import CACHE_TTL_S, FAILURE_TTL_S, Clients
from mailsocket_mcp.http.oauth.errors import OAuthError
from mailsocket_mcp.http.oauth.fetch import DocumentFetcher, FetchError, _is_public
from mailsocket_mcp.http.oauth.sealing import Sealer
from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.mcp.servers import GatewayHandle
from tests.support.certs import CertificateFiles, make_certificates

from .support import (
    CALLBACK,
    SECRET,
    DocumentServer,
    Pkce,
    Reply,
    authorize_params,
    document_server,
    oauth_gateway,
)


@pytest.fixture(scope="module")
def ca(tmp_path_factory: pytest.TempPathFactory) -> CertificateFiles:
    return make_certificates(tmp_path_factory.mktemp("ca"))


@pytest.fixture
def tls_documents(ca: CertificateFiles) -> Iterator[DocumentServer]:
    with document_server(ca) as server:
        yield server


def doc(url: str, **extra: object) -> dict[str, object]:
    return {"client_id": url, "client_name": "Doc client", "redirect_uris": [CALLBACK], **extra}


@pytest.mark.anyio
async def test_a_document_is_fetched_over_verified_tls(
    ca: CertificateFiles, tls_documents: DocumentServer
) -> None:
    url = tls_documents.serve_json("/client.json", doc("x"))
    fetcher = DocumentFetcher(allow_local=True, ssl_context=ca.client_context())
    assert (await fetcher.fetch_json(url))["client_name"] == "Doc client"
    untrusting = DocumentFetcher(allow_local=True)  # the system's trust store only
    with pytest.raises(FetchError, match="could not be fetched"):
        await untrusting.fetch_json(url)


@pytest.mark.anyio
async def test_loopback_and_plain_http_are_refused_outside_development(
    ca: CertificateFiles, tls_documents: DocumentServer
) -> None:
    url = tls_documents.serve_json("/client.json", doc("x"))
    strict = DocumentFetcher(ssl_context=ca.client_context())
    with pytest.raises(FetchError, match="non-public address"):
        await strict.fetch_json(url)
    with pytest.raises(FetchError, match="must use https"):
        await strict.fetch_json(url.replace("https://", "http://"))
    with pytest.raises(FetchError, match="user name"):
        await strict.fetch_json("https://user:pw@example.com/client.json")
    with pytest.raises(FetchError, match="invalid port"):
        await strict.fetch_json("https://example.com:99999/client.json")


@pytest.mark.parametrize(
    ("reply", "says"),
    [
        (Reply(302, b"", {"Location": "https://example.com/"}), "redirects are not followed"),
        (Reply(404, b"{}"), "HTTP 404"),
        (Reply(200, b"x" * 20_000), "larger than 16 KiB"),
        (Reply(200, b"<html>"), "not JSON"),
        (Reply(200, b"[1, 2]"), "not a JSON object"),
        (Reply(200, b'{"a": 1}', {"Content-Length": "400"}), "cut short"),
    ],
)
@pytest.mark.anyio
async def test_bad_answers_are_refused_with_a_reason(
    ca: CertificateFiles, tls_documents: DocumentServer, reply: Reply, says: str
) -> None:
    tls_documents.replies["/client.json"] = reply
    fetcher = DocumentFetcher(allow_local=True, ssl_context=ca.client_context())
    with pytest.raises(FetchError, match=says):
        await fetcher.fetch_json(tls_documents.url("/client.json"))


@pytest.mark.anyio
async def test_a_server_that_never_answers_is_given_up_on() -> None:
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(1)  # accepts into the backlog, never replies
        url = f"http://127.0.0.1:{silent.getsockname()[1]}/client.json"
        fetcher = DocumentFetcher(allow_local=True, timeout_s=0.3)
        with pytest.raises(FetchError, match=r"no answer within 0\.3 s"):
            await fetcher.fetch_json(url)


def test_only_public_addresses_count_as_public() -> None:
    assert _is_public("93.184.216.34")
    assert _is_public("2606:4700:4700::1111")
    # A public IPv4 address behind NAT64 or 6to4 is as public as the address itself.
    assert _is_public("64:ff9b::808:808")
    assert _is_public("2002:808:808::1")
    for address in [
        "127.0.0.1",
        "10.0.0.8",
        "169.254.169.254",
        "::1",
        "::ffff:127.0.0.1",
        "fe80::1%eth0",
        "100.64.0.1",
        "0.0.0.0",
        "224.0.0.1",
        *EMBEDDED_LOOPBACK,
    ]:
        assert not _is_public(address), address


# Each IPv6 form that embeds an IPv4 address, here 127.0.0.1 or 10.0.0.1 (and Teredo).
EMBEDDED_LOOPBACK = [
    "::ffff:7f00:1",  # IPv4-mapped
    "::ffff:0:7f00:1",  # IPv4-translated
    "::7f00:1",  # IPv4-compatible
    "64:ff9b::7f00:1",  # NAT64 well-known prefix
    "64:ff9b::a00:1",
    "64:ff9b:1::a00:1",  # NAT64 local-use prefix: refused whatever it carries
    "64:ff9b:1::808:808",
    "2002:7f00:1::1",  # 6to4
    "2002:a00:1::",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",  # Teredo
]


@pytest.fixture(scope="module")
def strict(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    """A gateway as deployed: https documents on public addresses only."""
    with oauth_gateway(sandbox.base_url, allow_local_clients=False) as handle:
        yield handle


@pytest.mark.parametrize("address", EMBEDDED_LOOPBACK)
def test_a_client_id_on_an_ipv6_address_embedding_a_private_ipv4_is_refused(
    strict: GatewayHandle, address: str
) -> None:
    response = authorize(strict, f"https://[{address}]/client.json")
    assert response.status_code == 400
    assert "resolves to a non-public address" in response.text


# -- through the gateway (development mode: http on loopback) ------------------------


@pytest.fixture(scope="module")
def documents() -> Iterator[DocumentServer]:
    with document_server(None) as server:
        yield server


def authorize(gateway: GatewayHandle, client_id: str) -> httpx.Response:
    query = urllib.parse.urlencode(authorize_params(client_id, Pkce()))
    return httpx.get(f"{gateway.root_url}/authorize?{query}")


def test_a_document_client_reaches_the_consent_page_and_is_cached(
    gateway: GatewayHandle, documents: DocumentServer
) -> None:
    url = documents.serve_json("/cached.json", {})
    documents.serve_json("/cached.json", doc(url))
    for _ in range(3):
        response = authorize(gateway, url)
        assert response.status_code == 200, response.text
        assert "Doc client" in response.text
    assert documents.hits["/cached.json"] == 1


@pytest.mark.parametrize(
    ("document", "says"),
    [
        ({"client_id": "https://someone-else.example/c"}, "exactly the URL"),
        ({"redirect_uris": []}, "redirect_uris"),
        ({"redirect_uris": ["javascript:alert(1)"]}, "not allowed"),
        ({"token_endpoint_auth_method": "client_secret_basic"}, "token_endpoint_auth_method none"),
        ({"client_secret": "s3cret"}, "hold no secret"),
    ],
)
def test_a_bad_document_is_refused_on_the_page(
    gateway: GatewayHandle, documents: DocumentServer, document: dict[str, object], says: str
) -> None:
    path = f"/bad-{abs(hash(says))}.json"
    url = documents.url(path)
    documents.serve_json(path, {**doc(url), **document})
    response = authorize(gateway, url)
    assert response.status_code == 400
    assert "metadata document was refused" in response.text
    assert says in response.text


def test_a_document_url_without_a_path_or_unreachable_is_refused(
    gateway: GatewayHandle, documents: DocumentServer, tmp_path: Path
) -> None:
    assert "must have a path" in authorize(gateway, documents.url("/")).text
    missing = authorize(gateway, documents.url("/missing.json"))
    assert missing.status_code == 400
    assert "HTTP 404" in missing.text


def test_document_clients_exchange_codes_without_a_secret(
    sandbox: SandboxHandle, documents: DocumentServer, key: str
) -> None:
    from .support import code_for, exchange

    with oauth_gateway(sandbox.base_url) as gateway:
        url = documents.url("/flow.json")
        documents.serve_json("/flow.json", doc(url))
        pkce = Pkce()
        response = exchange(gateway.root_url, url, code_for(gateway.root_url, url, key, pkce), pkce)
    assert response.status_code == 200, response.text


@pytest.mark.anyio
async def test_documents_are_cached_for_minutes_and_refusals_for_seconds(
    documents: DocumentServer,
) -> None:
    now = [0.0]
    clients = Clients(
        Sealer([SECRET], time.time), DocumentFetcher(allow_local=True), clock=lambda: now[0]
    )
    good = documents.serve_json("/timed.json", {})
    documents.serve_json("/timed.json", doc(good))
    bad = documents.url("/timed-missing.json")
    for _ in range(2):
        assert (await clients.resolve(good)).name == "Doc client"
        with pytest.raises(OAuthError, match="HTTP 404"):
            await clients.resolve(bad)
    assert (documents.hits["/timed.json"], documents.hits["/timed-missing.json"]) == (1, 1)
    now[0] += FAILURE_TTL_S + 1  # the refusal is forgotten, the document is not
    await clients.resolve(good)
    with pytest.raises(OAuthError, match="HTTP 404"):
        await clients.resolve(bad)
    assert (documents.hits["/timed.json"], documents.hits["/timed-missing.json"]) == (1, 2)
    now[0] += CACHE_TTL_S
    await clients.resolve(good)
    assert documents.hits["/timed.json"] == 2
