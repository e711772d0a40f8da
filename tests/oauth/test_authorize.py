"""The authorization endpoint over HTTP: validation, the consent form, CSRF, the key check."""

from __future__ import annotations

import urllib.parse

import httpx
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.mcp.servers import GatewayHandle

from .support import (
    CALLBACK,
    Pkce,
    Reply,
    authorize_params,
    consent,
    document_server,
    form_token,
    oauth_gateway,
    redirect_params,
    register,
)


def authorize_url(root: str, client_id: str, **overrides: str) -> str:
    query = urllib.parse.urlencode(authorize_params(client_id, Pkce(), **overrides))
    return f"{root}/authorize?{query}"


@pytest.fixture
def client_id(gateway: GatewayHandle) -> str:
    return str(register(gateway.root_url)["client_id"])


def test_the_consent_page_names_the_client_and_where_it_returns(
    gateway: GatewayHandle, client_id: str
) -> None:
    response = httpx.get(authorize_url(gateway.root_url, client_id))
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    page = response.text
    assert "Test client" in page
    assert "127.0.0.1:9" in page
    assert '<label for="api_key">' in page
    assert 'type="password"' in page
    assert "<script" not in page
    csp = response.headers["content-security-policy"]
    assert "default-src 'none'" in csp
    assert "frame-ancestors 'none'" in csp
    assert "unsafe-inline" not in csp
    assert "script-src" not in csp
    assert "form-action 'self' http://127.0.0.1:9" in csp
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["cache-control"] == "no-store"


def test_the_consent_page_names_a_custom_scheme_redirect_whole(gateway: GatewayHandle) -> None:
    """The HTML itself (test_consent_browser.py reads it as a person does)."""
    redirect = "cursor://anysphere.cursor-retrieval/oauth/callback"
    client_id = str(register(gateway.root_url, [redirect])["client_id"])
    page = httpx.get(authorize_url(gateway.root_url, client_id, redirect_uri=redirect)).text
    assert f"<code>{redirect}</code>" in page
    assert "an app on this device</strong>, not to a web site" in page


@pytest.mark.parametrize(
    ("client", "overrides", "says"),
    [
        ("msocl_" + "A" * 40, {}, "Unknown client_id"),
        ("", {}, "client_id is missing"),
        ("not-a-client", {}, "Unknown client_id"),
        (None, {"redirect_uri": "http://127.0.0.1:9/elsewhere"}, "not one this client registered"),
        (None, {"redirect_uri": "https://evil.example/cb"}, "not one this client registered"),
    ],
)
def test_an_unknown_client_or_redirect_is_shown_on_the_page_never_redirected(
    gateway: GatewayHandle,
    client_id: str,
    client: str | None,
    overrides: dict[str, str],
    says: str,
) -> None:
    url = authorize_url(gateway.root_url, client_id if client is None else client, **overrides)
    response = httpx.get(url)
    assert response.status_code == 400
    assert "location" not in response.headers
    assert says in response.text
    assert "Traceback" not in response.text


@pytest.mark.parametrize(
    ("overrides", "error"),
    [
        ({"code_challenge": ""}, "invalid_request"),
        ({"code_challenge_method": "plain"}, "invalid_request"),
        ({"code_challenge": "short"}, "invalid_request"),
        ({"response_type": "token"}, "unsupported_response_type"),
        ({"resource": "https://elsewhere.example/mcp"}, "invalid_target"),
        ({"scope": "x" * 600}, "invalid_request"),
    ],
)
def test_a_bad_request_from_a_known_client_goes_back_with_the_error_and_state(
    gateway: GatewayHandle, client_id: str, overrides: dict[str, str], error: str
) -> None:
    response = httpx.get(authorize_url(gateway.root_url, client_id, **overrides))
    params = redirect_params(response)
    assert response.headers["location"].startswith(CALLBACK + "?")
    assert params["error"] == error
    assert params["state"] == "state-123"
    assert "code" not in params


def test_the_only_registered_redirect_uri_is_used_when_none_is_given(
    gateway: GatewayHandle, client_id: str, key: str
) -> None:
    url = authorize_url(gateway.root_url, client_id, redirect_uri="", resource=gateway.mcp_url)
    params = redirect_params(consent(url, key))
    assert params["code"].startswith("msoac_")


def test_a_key_of_the_wrong_shape_is_an_error_on_the_page(
    gateway: GatewayHandle, client_id: str
) -> None:
    response = consent(authorize_url(gateway.root_url, client_id), "sk-not-mailsocket-123")
    assert response.status_code == 400
    assert 'role="alert"' in response.text
    assert "ms_live_" in response.text
    assert "sk-not-mailsocket-123" not in response.text
    assert "aria-invalid=true" in response.text
    assert form_token(response.text)  # the same form can be sent again


def test_a_key_the_api_rejects_is_an_error_on_the_page(sandbox: SandboxHandle, key: str) -> None:
    rejecting = Reply(401, b'{"error": {"code": "unauthorized", "message": "Invalid API key."}}')
    with document_server(None) as upstream:
        upstream.replies["*"] = rejecting
        with oauth_gateway(upstream.url("/api/v1")) as gateway:
            client_id = str(register(gateway.root_url)["client_id"])
            response = consent(authorize_url(gateway.root_url, client_id), key)
    assert response.status_code == 401
    assert "did not accept this key" in response.text
    assert key not in response.text
    assert upstream.hits  # the key was checked upstream, once
    assert sum(upstream.hits.values()) == 1


def test_an_unreachable_api_is_an_error_on_the_page(
    sandbox: SandboxHandle, gateway: GatewayHandle, client_id: str, key: str
) -> None:
    sandbox.faults.arm("error_500", count=1)
    response = consent(authorize_url(gateway.root_url, client_id), key)
    assert response.status_code == 503
    assert "Try again in a moment" in response.text


def test_cancel_goes_back_with_access_denied(
    gateway: GatewayHandle, client_id: str, key: str
) -> None:
    params = redirect_params(
        consent(authorize_url(gateway.root_url, client_id), "", decision="deny")
    )
    assert params == {
        "error": "access_denied",
        "error_description": "The person declined to connect mailsocket.",
        "state": "state-123",
    }


def test_the_form_cannot_be_forged_or_sent_from_another_site(
    gateway: GatewayHandle, client_id: str, key: str
) -> None:
    page = httpx.get(authorize_url(gateway.root_url, client_id)).text
    token = form_token(page)
    endpoint = f"{gateway.root_url}/authorize"
    forged = httpx.post(endpoint, data={"form": token[:-3] + "AAA", "api_key": key})
    assert forged.status_code == 400
    assert "not valid" in forged.text
    cross_site = httpx.post(
        endpoint, data={"form": token, "api_key": key}, headers={"Sec-Fetch-Site": "cross-site"}
    )
    assert cross_site.status_code == 403
    assert "location" not in cross_site.headers
    foreign_origin = httpx.post(
        endpoint, data={"form": token, "api_key": key}, headers={"Origin": "https://evil.example"}
    )
    assert foreign_origin.status_code == 403
    own_origin = httpx.post(
        endpoint, data={"form": token, "api_key": key}, headers={"Origin": gateway.root_url}
    )
    assert own_origin.status_code == 303


def test_an_expired_form_says_so(sandbox: SandboxHandle, key: str) -> None:
    from .support import Clock

    clock = Clock()
    with oauth_gateway(sandbox.base_url, clock=clock) as gateway:
        client_id = str(register(gateway.root_url)["client_id"])
        token = form_token(httpx.get(authorize_url(gateway.root_url, client_id)).text)
        clock.advance(601)
        response = httpx.post(f"{gateway.root_url}/authorize", data={"form": token, "api_key": key})
    assert response.status_code == 400
    assert "expired" in response.text


def test_repeated_parameters_are_refused_on_the_page(
    gateway: GatewayHandle, client_id: str
) -> None:
    url = authorize_url(gateway.root_url, client_id) + "&state=again"
    response = httpx.get(url)
    assert response.status_code == 400
    assert "repeated" in response.text
