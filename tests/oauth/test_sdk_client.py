"""The `mcp` SDK OAuth client on a real gateway: register, consent, tokens, refresh, tools."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path

import anyio
import anyio.to_thread
import httpx
import httpx2
import pytest
from mcp.client.auth import OAuthClientProvider
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import (
    AuthorizationCodeResult,
    OAuthClientInformationFull,
    OAuthClientMetadata,
    OAuthToken,
)
from pydantic import AnyUrl

from mailsocket_mcp.http.oauth.metadata import Discovery
from mailsocket_mcp.sandbox.runner import SandboxHandle
from mcp import Client
from tests.mcp.helpers import structured
from tests.mcp.servers import GatewayHandle, free_port, mcp_session, running_gateway_process
from tests.support.certs import make_certificates

from .support import (
    CALLBACK,
    SECRET,
    Pkce,
    code_for,
    consent,
    document_server,
    exchange,
    oauth_gateway,
    redirect_params,
    register,
)


@dataclass
class MemoryStorage:
    tokens: OAuthToken | None = None
    client_info: OAuthClientInformationFull | None = None

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client_info

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client_info = client_info


@dataclass
class Person:
    """Plays the person in the browser: opens the authorization URL and submits the form."""

    key: str
    urls: list[str] = field(default_factory=list)
    consents: int = 0

    async def redirect(self, url: str) -> None:
        self.urls.append(url)

    async def callback(self) -> AuthorizationCodeResult:
        url = self.urls.pop()
        response = await anyio.to_thread.run_sync(consent, url, self.key)
        self.consents += 1
        params = redirect_params(response)
        return AuthorizationCodeResult(code=params["code"], state=params["state"])


def provider_for(
    mcp_url: str, person: Person, storage: MemoryStorage, metadata_url: str | None = None
) -> OAuthClientProvider:
    return OAuthClientProvider(
        server_url=mcp_url,
        client_metadata=OAuthClientMetadata(
            redirect_uris=[AnyUrl(CALLBACK)],
            client_name="python sdk test",
            grant_types=["authorization_code", "refresh_token"],
            token_endpoint_auth_method="none",
        ),
        storage=storage,
        redirect_handler=person.redirect,
        callback_handler=person.callback,
        client_metadata_url=metadata_url,
    )


def code_at_one_exchanged_at_two(
    one: GatewayHandle, two: GatewayHandle, key: str
) -> httpx.Response:
    client_id = str(register(one.root_url)["client_id"])
    pkce = Pkce()
    return exchange(two.root_url, client_id, code_for(one.root_url, client_id, key, pkce), pkce)


@asynccontextmanager
async def oauth_session(url: str, provider: OAuthClientProvider) -> AsyncIterator[Client]:
    async with (
        httpx2.AsyncClient(auth=provider, timeout=httpx2.Timeout(60.0)) as http,
        Client(streamable_http_client(url, http_client=http), mode="legacy") as client,  # type: ignore[arg-type]
    ):
        yield client


@pytest.mark.anyio
async def test_the_sdk_client_registers_signs_in_refreshes_and_calls_tools(
    gateway: GatewayHandle, key: str
) -> None:
    person, storage = Person(key), MemoryStorage()
    provider = provider_for(gateway.mcp_url, person, storage)
    with anyio.fail_after(60):
        async with oauth_session(gateway.mcp_url, provider) as client:
            inbox = structured(await client.call_tool("create_inbox", {"label": "sdk"}))
            assert storage.client_info is not None
            assert storage.client_info.client_id.startswith("msocl_")
            assert storage.tokens is not None
            first_access = storage.tokens.access_token
            # Age the client's copy of the token: its next call refreshes first.
            provider.context.token_expiry_time = time.time() - 1
            listed = structured(await client.call_tool("list_inboxes", {}))
    assert person.consents == 1  # the refresh needed no second consent
    assert storage.tokens.access_token != first_access
    assert inbox["id"] in [item["id"] for item in listed["inboxes"]]
    async with mcp_session(gateway.mcp_url, key) as raw:  # same account as the raw key
        same = structured(await raw.call_tool("list_inboxes", {}))
    assert inbox["id"] in [item["id"] for item in same["inboxes"]]


@pytest.mark.parametrize(
    ("public", "used"),
    [("http://localhost:{port}", "127.0.0.1"), ("http://127.0.0.1:{port}", "localhost")],
)
@pytest.mark.anyio
async def test_a_loopback_gateway_signs_in_clients_using_either_spelling_of_its_url(
    sandbox: SandboxHandle, key: str, public: str, used: str
) -> None:
    with oauth_gateway(sandbox.base_url, public_url=public) as gateway:
        mcp_url = f"http://{used}:{gateway.port}/mcp"
        person, storage = Person(key), MemoryStorage()
        provider = provider_for(mcp_url, person, storage)
        with anyio.fail_after(60):
            async with oauth_session(mcp_url, provider) as client:
                inbox = structured(await client.call_tool("create_inbox", {"label": used}))
                provider.context.token_expiry_time = time.time() - 1  # refresh next
                listed = structured(await client.call_tool("list_inboxes", {}))
        assert person.consents == 1
        assert inbox["id"] in [item["id"] for item in listed["inboxes"]]
        # The person's browser posts the form from the spelling it was sent to.
        origin = f"http://{used}:{gateway.port}"
        async with httpx2.AsyncClient(timeout=10) as http:
            posted = await http.post(
                f"{origin}/authorize", data={"form": "x"}, headers={"Origin": origin}
            )
        assert posted.status_code == 400  # a bad form, but not refused as cross-site (403)
        assert "not valid" in posted.text


def test_only_loopback_spellings_of_a_loopback_public_url_are_the_same_gateway() -> None:
    local = Discovery("http://localhost:8080", "/mcp")
    assert local.same_resource("http://[::1]:8080/mcp")
    assert local.as_seen_from("127.0.0.1:8080").issuer == "http://127.0.0.1:8080"
    assert not local.same_resource("http://127.0.0.1:8081/mcp")  # another port: not us
    assert local.as_seen_from("127.0.0.1:8081") is local
    assert not local.same_resource("https://127.0.0.1:8080/mcp")  # another scheme
    public = Discovery("https://mcp.example.com", "/mcp")
    assert public.origins == ("https://mcp.example.com",)
    assert not public.same_resource("https://127.0.0.1/mcp")
    assert public.as_seen_from("localhost") is public
    assert not public.is_own_origin("http://localhost")


@pytest.mark.slow
@pytest.mark.anyio
async def test_two_processes_sharing_only_the_secret_accept_each_others_grants(
    sandbox: SandboxHandle, key: str, tmp_path: Path
) -> None:
    """And the SDK client signs in with a client ID metadata document served over TLS."""
    ca = make_certificates(tmp_path)
    port_a, port_b = free_port(), free_port()
    public = f"http://127.0.0.1:{port_a}"
    env = {
        "MCP_OAUTH": "on",
        "MCP_PUBLIC_URL": public,
        "MCP_TOKEN_SECRET": SECRET,
        "MCP_OAUTH_ALLOW_LOCAL_CLIENTS": "on",
        "SSL_CERT_FILE": str(ca.ca_cert),
    }
    with (
        document_server(ca) as documents,
        running_gateway_process(sandbox.base_url, tmp_path / "a.log", env, port_a) as one,
        running_gateway_process(sandbox.base_url, tmp_path / "b.log", env, port_b) as two,
    ):
        metadata_url = documents.url("/oauth/client.json")
        documents.serve_json(
            "/oauth/client.json",
            {
                "client_id": metadata_url,
                "client_name": "CIMD test client",
                "redirect_uris": [CALLBACK],
                "grant_types": ["authorization_code", "refresh_token"],
                "token_endpoint_auth_method": "none",
            },
        )
        person, storage = Person(key), MemoryStorage()
        provider = provider_for(one.mcp_url, person, storage, metadata_url)
        with anyio.fail_after(60):
            async with oauth_session(one.mcp_url, provider) as client:
                structured(await client.call_tool("create_inbox", {"label": "cimd"}))
            assert storage.client_info is not None
            assert storage.client_info.client_id == metadata_url
            assert documents.hits["/oauth/client.json"] == 1
            assert storage.tokens is not None
            # The other process opens the first one's access token ...
            async with mcp_session(two.mcp_url, storage.tokens.access_token) as other:
                listed = structured(await other.call_tool("list_inboxes", {}))
            assert listed["inboxes"]
            # ... and refreshes its refresh token.
            async with httpx2.AsyncClient() as http:
                renewed = await http.post(
                    f"{two.root_url}/token",
                    data={
                        "grant_type": "refresh_token",
                        "refresh_token": storage.tokens.refresh_token or "",
                        "client_id": metadata_url,
                    },
                )
            assert renewed.status_code == 200, renewed.text
            # A code the first process issued is exchanged at the second.
            exchanged = await anyio.to_thread.run_sync(code_at_one_exchanged_at_two, one, two, key)
            assert exchanged.status_code == 200, exchanged.text
    logs = (tmp_path / "a.log").read_text() + (tmp_path / "b.log").read_text()
    assert key not in logs
    assert storage.tokens.access_token not in logs
