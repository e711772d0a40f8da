"""Every error status, in the ``{"error": {"code", "message"}}`` shape the SDK reads."""

from __future__ import annotations

import httpx
import mailsocket
import pytest
from mailsocket.errors import AuthError, MailsocketError, NotFound

from mailsocket_mcp.sandbox.api.routes import MAX_MAIL_BYTES
from mailsocket_mcp.sandbox.runner import SandboxHandle


def _error(response: httpx.Response) -> dict[str, str]:
    error = response.json()["error"]
    assert set(error) == {"code", "message"}
    return dict(error)


def test_a_request_without_a_key_is_401_authentication_required(sandbox: SandboxHandle) -> None:
    response = httpx.get(f"{sandbox.base_url}/inboxes")

    assert response.status_code == 401
    assert response.headers["WWW-Authenticate"] == "Bearer"
    assert _error(response)["code"] == "authentication_required"


@pytest.mark.parametrize(
    "key", ["ms_live_short", "ms_test_abcdefghij", "ms_live_has space1", "ms_live_" + "a" * 201]
)
def test_a_malformed_key_is_an_auth_error_in_the_sdk(sandbox: SandboxHandle, key: str) -> None:
    with pytest.raises(AuthError) as caught:
        mailsocket.Client(key, base_url=sandbox.base_url).list_inboxes()

    assert caught.value.status == 401
    assert caught.value.code == "invalid_api_key"
    assert key not in str(caught.value)


def test_a_non_bearer_authorization_is_401(sandbox: SandboxHandle) -> None:
    response = httpx.get(
        f"{sandbox.base_url}/inboxes", headers={"Authorization": "Basic ms_live_abcdefgh"}
    )

    assert response.status_code == 401
    assert _error(response)["code"] == "invalid_api_key"


def test_an_unknown_inbox_is_a_not_found_error(client: mailsocket.Client) -> None:
    with pytest.raises(NotFound) as caught:
        client.get_inbox("inb_nope")

    assert caught.value.code == "not_found"
    assert "inb_nope" in str(caught.value)


def test_an_unknown_path_and_a_wrong_method_answer_json(http: httpx.Client) -> None:
    missing = http.get("/nothing-here")
    wrong_method = http.put("/inboxes")

    assert (missing.status_code, _error(missing)["code"]) == (404, "not_found")
    assert (wrong_method.status_code, _error(wrong_method)["code"]) == (405, "method_not_allowed")


@pytest.mark.parametrize("limit", ["0", "101", "ten", "-1"])
def test_a_bad_limit_is_a_400_naming_limit(http: httpx.Client, limit: str) -> None:
    response = http.get("/inboxes", params={"limit": limit})

    assert response.status_code == 400
    error = _error(response)
    assert error["code"] == "invalid_parameter"
    assert "limit" in error["message"]


def test_a_limit_out_of_range_surfaces_in_the_sdk_as_a_400(client: mailsocket.Client) -> None:
    with pytest.raises(MailsocketError) as caught:
        client.list_inboxes(limit=1000)

    assert (caught.value.status, caught.value.code) == (400, "invalid_parameter")


@pytest.mark.parametrize(
    ("params", "named"),
    [
        ({"since": "yesterday"}, "since"),
        ({"since": "2026-13-45T00:00:00Z"}, "since"),
        ({"since": "99999999999999"}, "since"),
        ({"require": "pdf"}, "require"),
        ({"timeout": "soon"}, "timeout"),
        ({"timeout": "nan"}, "timeout"),
        ({"min_confidence": "2"}, "min_confidence"),
    ],
)
def test_a_bad_wait_parameter_is_a_400_naming_it(
    client: mailsocket.Client, http: httpx.Client, params: dict[str, str], named: str
) -> None:
    inbox = client.create_inbox()

    response = http.get(f"/inboxes/{inbox['id']}/messages/wait", params=params)

    assert response.status_code == 400
    assert named in _error(response)["message"]


def test_a_bad_since_surfaces_in_the_sdk_as_a_400(client: mailsocket.Client) -> None:
    inbox = client.create_inbox()

    with pytest.raises(MailsocketError) as caught:
        client.wait_for_otp(inbox["id"], since="last tuesday", timeout=2)

    assert caught.value.status == 400


@pytest.mark.parametrize(
    ("path", "params"),
    [("/inboxes", {"cursor": "not-a-cursor"}), ("/inboxes", {"cursor": "c2VxOng"})],
)
def test_a_foreign_cursor_is_a_400(http: httpx.Client, path: str, params: dict[str, str]) -> None:
    response = http.get(path, params=params)

    assert response.status_code == 400
    assert "cursor" in _error(response)["message"]


def test_bad_message_filters_and_cursors_are_400s(
    client: mailsocket.Client, http: httpx.Client
) -> None:
    inbox = client.create_inbox()
    url = f"/inboxes/{inbox['id']}/messages"

    assert http.get(url, params={"has_otp": "maybe"}).status_code == 400
    assert http.get(url, params={"cursor": "zzz"}).status_code == 400


@pytest.mark.parametrize(
    "body", [b"[1, 2]", b"{not json", b'{"label": 5}', b'{"label": "' + b"x" * 201 + b'"}']
)
def test_a_bad_create_inbox_body_is_a_400(http: httpx.Client, body: bytes) -> None:
    response = http.post("/inboxes", content=body, headers={"Content-Type": "application/json"})

    assert response.status_code == 400


def test_bad_delivery_bodies_are_refused(client: mailsocket.Client, http: httpx.Client) -> None:
    inbox = client.create_inbox()
    url = f"/inboxes/{inbox['id']}/messages"

    assert http.post(url, json={"subject": 5}).status_code == 400
    assert http.post(url, json=[]).status_code == 400
    too_big = http.post(
        url, content=b"x" * (MAX_MAIL_BYTES + 1), headers={"Content-Type": "message/rfc822"}
    )
    assert (too_big.status_code, _error(too_big)["code"]) == (413, "payload_too_large")


def test_health_needs_no_key(sandbox: SandboxHandle) -> None:
    assert httpx.get(f"{sandbox.root_url}/healthz").json() == {"status": "ok"}
