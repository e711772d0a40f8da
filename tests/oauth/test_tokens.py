"""Codes and tokens: exchange, refresh, tools with the access token, and every rejection."""

from __future__ import annotations

import base64
import json
import logging

import httpx
import pytest

from mailsocket_mcp.http.oauth.errors import OAuthError
from mailsocket_mcp.http.oauth.spent_codes import SpentCodes
from mailsocket_mcp.redact import RedactingFilter, Redactor
from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.mcp.helpers import MCP_HEADERS, structured
from tests.mcp.servers import GatewayHandle, mcp_session

from .support import (
    OTHER_SECRET,
    SECRET,
    Clock,
    Pkce,
    code_for,
    exchange,
    oauth_gateway,
    register,
    tokens_for,
)

PING = {"jsonrpc": "2.0", "id": 1, "method": "ping"}


def refresh(root: str, client_id: str, token: str, **extra: str) -> httpx.Response:
    data = {"grant_type": "refresh_token", "refresh_token": token, "client_id": client_id, **extra}
    return httpx.post(f"{root}/token", data=data)


def bearer_status(url: str, token: str) -> int:
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {token}"}
    return httpx.post(url, json=PING, headers=headers).status_code


def assert_oauth_error(response: httpx.Response, error: str, status: int = 400) -> str:
    assert response.status_code == status, response.text
    assert response.headers["cache-control"] == "no-store"
    body = response.json()
    assert body["error"] == error, body
    return str(body["error_description"])


@pytest.mark.anyio
async def test_an_access_token_calls_tools_on_the_same_account_as_the_raw_key(
    gateway: GatewayHandle, key: str
) -> None:
    _, tokens = tokens_for(gateway.root_url, key)
    assert tokens["token_type"] == "Bearer"
    assert tokens["expires_in"] == 3600
    access = str(tokens["access_token"])
    assert key not in access
    assert key not in str(tokens["refresh_token"])
    async with mcp_session(gateway.mcp_url, access) as client:
        inbox = structured(await client.call_tool("create_inbox", {"label": "oauth"}))
    async with mcp_session(gateway.mcp_url, key) as client:
        listed = structured(await client.call_tool("list_inboxes", {}))
    assert inbox["id"] in [item["id"] for item in listed["inboxes"]]


def test_a_refresh_token_gives_new_tokens_that_work(gateway: GatewayHandle, key: str) -> None:
    client_id, tokens = tokens_for(gateway.root_url, key)
    response = refresh(
        gateway.root_url, client_id, str(tokens["refresh_token"]), resource=gateway.mcp_url
    )
    assert response.status_code == 200, response.text
    renewed = response.json()
    assert renewed["access_token"] != tokens["access_token"]
    assert bearer_status(gateway.mcp_url, renewed["access_token"]) == 200
    again = refresh(gateway.root_url, client_id, renewed["refresh_token"])
    assert again.status_code == 200


def test_a_wrong_code_verifier_is_rejected(gateway: GatewayHandle, key: str) -> None:
    client_id = str(register(gateway.root_url)["client_id"])
    pkce = Pkce()
    code = code_for(gateway.root_url, client_id, key, pkce)
    wrong = exchange(gateway.root_url, client_id, code, pkce, code_verifier="w" * 50)
    assert "code_verifier" in assert_oauth_error(wrong, "invalid_grant")
    missing = exchange(gateway.root_url, client_id, code, pkce, code_verifier="")
    assert_oauth_error(missing, "invalid_request")


def test_a_code_is_exchanged_once_and_a_failed_attempt_does_not_use_it_up(
    gateway: GatewayHandle, key: str
) -> None:
    client_id = str(register(gateway.root_url)["client_id"])
    pkce = Pkce()
    code = code_for(gateway.root_url, client_id, key, pkce)
    wrong = exchange(gateway.root_url, client_id, code, pkce, code_verifier="w" * 50)
    assert_oauth_error(wrong, "invalid_grant")
    first = exchange(gateway.root_url, client_id, code, pkce)
    assert first.status_code == 200, first.text
    replayed = exchange(gateway.root_url, client_id, code, pkce)
    assert "already been used" in assert_oauth_error(replayed, "invalid_grant")
    # The tokens from the first exchange are untouched.
    assert bearer_status(gateway.mcp_url, first.json()["access_token"]) == 200


def test_a_different_redirect_uri_at_the_token_endpoint_is_rejected(
    gateway: GatewayHandle, key: str
) -> None:
    client_id = str(register(gateway.root_url)["client_id"])
    pkce = Pkce()
    code = code_for(gateway.root_url, client_id, key, pkce)
    response = exchange(
        gateway.root_url, client_id, code, pkce, redirect_uri="http://127.0.0.1:9/other"
    )
    assert "redirect_uri" in assert_oauth_error(response, "invalid_grant")


def test_a_code_issued_to_another_client_is_rejected(gateway: GatewayHandle, key: str) -> None:
    first = str(register(gateway.root_url)["client_id"])
    second = str(register(gateway.root_url)["client_id"])
    pkce = Pkce()
    code = code_for(gateway.root_url, first, key, pkce)
    assert_oauth_error(exchange(gateway.root_url, second, code, pkce), "invalid_grant")


def test_an_expired_code_and_an_expired_access_token_are_rejected(
    sandbox: SandboxHandle, key: str
) -> None:
    clock = Clock()
    with oauth_gateway(sandbox.base_url, clock=clock) as gateway:
        client_id, tokens = tokens_for(gateway.root_url, key)
        pkce = Pkce()
        code = code_for(gateway.root_url, client_id, key, pkce)
        clock.advance(61)
        late = exchange(gateway.root_url, client_id, code, pkce)
        assert "expired" in assert_oauth_error(late, "invalid_grant")
        assert bearer_status(gateway.mcp_url, str(tokens["access_token"])) == 200
        clock.advance(3600)
        assert bearer_status(gateway.mcp_url, str(tokens["access_token"])) == 401
        # The refresh token lives 30 days: it still renews the access.
        renewed = refresh(gateway.root_url, client_id, str(tokens["refresh_token"]))
        assert renewed.status_code == 200
        clock.advance(31 * 24 * 3600)
        stale = refresh(gateway.root_url, client_id, str(tokens["refresh_token"]))
        assert_oauth_error(stale, "invalid_grant")


def test_tokens_for_another_audience_are_rejected(sandbox: SandboxHandle, key: str) -> None:
    with (
        oauth_gateway(sandbox.base_url, public_url="https://one.example") as one,
        oauth_gateway(sandbox.base_url, public_url="https://two.example") as two,
    ):
        client_id, tokens = tokens_for(one.root_url, key)
        assert bearer_status(one.mcp_url, str(tokens["access_token"])) == 200
        assert bearer_status(two.mcp_url, str(tokens["access_token"])) == 401
        foreign = refresh(two.root_url, client_id, str(tokens["refresh_token"]))
        assert "another resource" in assert_oauth_error(foreign, "invalid_grant")
        pkce = Pkce()
        code = code_for(one.root_url, client_id, key, pkce)
        assert_oauth_error(exchange(two.root_url, client_id, code, pkce), "invalid_grant")
        target = exchange(one.root_url, client_id, code, pkce, resource="https://two.example/mcp")
        assert_oauth_error(target, "invalid_target")


def test_a_tampered_token_or_code_is_rejected(gateway: GatewayHandle, key: str) -> None:
    client_id, tokens = tokens_for(gateway.root_url, key)
    access = str(tokens["access_token"])
    flipped = access[:-5] + ("A" if access[-5] != "A" else "B") + access[-4:]
    assert bearer_status(gateway.mcp_url, flipped) == 401
    as_refresh = "msort_" + access.removeprefix("msoat_")  # same bytes, another kind
    assert_oauth_error(refresh(gateway.root_url, client_id, as_refresh), "invalid_grant")
    pkce = Pkce()
    code = code_for(gateway.root_url, client_id, key, pkce)
    bad = code[:20] + ("x" if code[20] != "x" else "y") + code[21:]
    assert_oauth_error(exchange(gateway.root_url, client_id, bad, pkce), "invalid_grant")


def test_a_rotated_out_secret_no_longer_opens_its_tokens(sandbox: SandboxHandle, key: str) -> None:
    public = "https://mcp.example"
    with (
        oauth_gateway(sandbox.base_url, secrets=(SECRET,), public_url=public) as old,
        oauth_gateway(
            sandbox.base_url, secrets=(OTHER_SECRET, SECRET), public_url=public
        ) as rotating,
        oauth_gateway(sandbox.base_url, secrets=(OTHER_SECRET,), public_url=public) as rotated,
    ):
        client_id, tokens = tokens_for(old.root_url, key)
        access, refresh_token = str(tokens["access_token"]), str(tokens["refresh_token"])
        assert bearer_status(rotating.mcp_url, access) == 200
        assert refresh(rotating.root_url, client_id, refresh_token).status_code == 200
        assert bearer_status(rotated.mcp_url, access) == 401
        assert_oauth_error(
            refresh(rotated.root_url, client_id, refresh_token), "invalid_client", 401
        )


def test_a_client_registered_with_a_secret_must_send_it(gateway: GatewayHandle, key: str) -> None:
    registration = register(gateway.root_url, token_endpoint_auth_method="client_secret_basic")
    client_id, secret = str(registration["client_id"]), str(registration["client_secret"])
    pkce = Pkce()
    code = code_for(gateway.root_url, client_id, key, pkce)
    unauthenticated = exchange(gateway.root_url, client_id, code, pkce)
    assert_oauth_error(unauthenticated, "invalid_client", 401)
    basic = base64.b64encode(f"{client_id}:wrong".encode()).decode()
    wrong = httpx.post(
        f"{gateway.root_url}/token",
        data={"grant_type": "authorization_code", "code": code, "code_verifier": pkce.verifier},
        headers={"Authorization": f"Basic {basic}"},
    )
    assert_oauth_error(wrong, "invalid_client", 401)
    assert wrong.headers["www-authenticate"].startswith("Basic")
    good = base64.b64encode(f"{client_id}:{secret}".encode()).decode()
    ok = httpx.post(
        f"{gateway.root_url}/token",
        data={"grant_type": "authorization_code", "code": code, "code_verifier": pkce.verifier},
        headers={"Authorization": f"Basic {good}"},
    )
    assert ok.status_code == 200, ok.text
    posted = refresh(gateway.root_url, client_id, ok.json()["refresh_token"], client_secret=secret)
    assert posted.status_code == 200


@pytest.mark.parametrize(
    ("data", "error", "status"),
    [
        (
            {"grant_type": "client_credentials", "client_id": "https://a.example/c"},
            "unsupported_grant_type",
            400,
        ),
        ({"client_id": "https://a.example/c"}, "invalid_request", 400),
        ({"grant_type": "authorization_code"}, "invalid_client", 401),
        ({"grant_type": "authorization_code", "client_id": "nope"}, "invalid_client", 401),
        (
            {"grant_type": "authorization_code", "client_id": "msocl_" + "A" * 40},
            "invalid_client",
            401,
        ),
        (
            {"grant_type": "authorization_code", "client_id": "https://a.example/c"},
            "invalid_request",
            400,
        ),
        (
            {"grant_type": "refresh_token", "client_id": "https://a.example/c"},
            "invalid_request",
            400,
        ),
        (
            {
                "grant_type": "refresh_token",
                "client_id": "https://a.example/c",
                "refresh_token": "x",
            },
            "invalid_grant",
            400,
        ),
    ],
)
def test_malformed_token_requests_get_oauth_errors(
    gateway: GatewayHandle, data: dict[str, str], error: str, status: int
) -> None:
    assert_oauth_error(httpx.post(f"{gateway.root_url}/token", data=data), error, status)


def test_token_requests_must_be_form_encoded_with_single_values(gateway: GatewayHandle) -> None:
    as_json = httpx.post(f"{gateway.root_url}/token", json={"grant_type": "refresh_token"})
    assert_oauth_error(as_json, "invalid_request")
    repeated = httpx.post(
        f"{gateway.root_url}/token",
        content=b"grant_type=refresh_token&grant_type=authorization_code",
        headers={"content-type": "application/x-www-form-urlencoded"},
    )
    assert "repeated" in assert_oauth_error(repeated, "invalid_request")
    two_ids = httpx.post(
        f"{gateway.root_url}/token",
        data={"grant_type": "refresh_token", "client_id": "https://a.example/c"},
        headers={"Authorization": "Basic " + base64.b64encode(b"other:x").decode()},
    )
    assert_oauth_error(two_ids, "invalid_request")
    garbled = httpx.post(
        f"{gateway.root_url}/token",
        data={"grant_type": "refresh_token"},
        headers={"Authorization": "Basic %%%"},
    )
    assert_oauth_error(garbled, "invalid_client", 401)


def test_the_raw_key_keeps_working_next_to_oauth(gateway: GatewayHandle, key: str) -> None:
    assert bearer_status(gateway.mcp_url, key) == 200


def test_codes_and_tokens_are_masked_like_keys(gateway: GatewayHandle, key: str) -> None:
    client_id, tokens = tokens_for(gateway.root_url, key)
    line = f"access={tokens['access_token']} refresh={tokens['refresh_token']} client={client_id}"
    masked = Redactor().text(line)
    assert masked == "access=[redacted] refresh=[redacted] client=[redacted]"


def test_a_result_carrying_tokens_is_masked_value_by_value(
    gateway: GatewayHandle, key: str
) -> None:
    """Redaction by value: each string loses only its token, wherever it sits in the document."""
    client_id, tokens = tokens_for(gateway.root_url, key)
    access, refresh_token = str(tokens["access_token"]), str(tokens["refresh_token"])
    hidden = "m%73" + access[2:]  # percent-encoded, as a link in a mail could carry it
    document = {
        "subject": f"your token {access}!",
        "links": [f"https://app.test/cb?t={hidden}&next=%2Fhome", "https://app.test/plain%2F"],
        refresh_token: client_id,
        "count": 3,
    }
    masked = Redactor(key).value(document)
    assert masked == {
        "subject": "your token [redacted]!",
        "links": ["https://app.test/cb?t=[redacted]&next=%2Fhome", "https://app.test/plain%2F"],
        "[redacted]": "[redacted]",
        "count": 3,
    }
    wire = Redactor(key).json_bytes(document).decode()
    assert json.loads(wire) == masked
    for secret in (access, refresh_token, client_id, access[2:]):
        assert secret not in wire


def test_a_log_line_quoting_a_token_is_masked(gateway: GatewayHandle, key: str) -> None:
    _, tokens = tokens_for(gateway.root_url, key)
    record = logging.LogRecord(
        "mailsocket_mcp.test",
        logging.ERROR,
        __file__,
        1,
        "refused %s",
        (tokens["access_token"],),
        None,
    )
    assert RedactingFilter(lambda: None).filter(record)
    assert record.getMessage() == "refused [redacted]"


def test_the_record_of_spent_codes_forgets_them_at_expiry_and_refuses_when_full() -> None:
    now = [1000.0]
    spent = SpentCodes(lambda: now[0], capacity=2)
    spent.spend("late", 1100)
    spent.spend("a", 1060)
    with pytest.raises(OAuthError, match="already been used"):
        spent.spend("a", 1060)
    with pytest.raises(OAuthError, match="Too many sign-ins") as full:
        spent.spend("b", 1060)
    assert (full.value.status, full.value.headers["retry-after"]) == (503, "1")
    now[0] = 1061  # "a" has expired, behind "late": found by the sweep when full
    spent.spend("b", 1121)
    with pytest.raises(OAuthError, match="already been used"):
        spent.spend("b", 1121)
    now[0] = 1101  # both in front have expired
    spent.spend("a", 1161)  # a new code that happened to reuse an id is not refused for it
