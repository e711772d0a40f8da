"""Hostile input on the OAuth paths is a 4xx with a reason, never a 500 or a traceback."""

from __future__ import annotations

import logging
import urllib.parse
from collections.abc import Iterator

import httpx
import pytest

from tests.mcp.servers import GatewayHandle

from .support import CALLBACK, DocumentServer, Pkce, Reply, authorize_params, document_server

URIS = '{"redirect_uris": ["https://a.example/cb"], '
DEEP = "[" * 8_000 + "]" * 8_000  # as deep as 16 KiB (the body and document cap) allows


@pytest.fixture(scope="module")
def documents() -> Iterator[DocumentServer]:
    with document_server(None) as server:
        yield server


@pytest.fixture
def no_traceback(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    with caplog.at_level(logging.DEBUG):
        yield
    assert "Traceback" not in caplog.text
    assert not [record for record in caplog.records if record.exc_info], caplog.text


@pytest.mark.parametrize(
    ("body", "error"),
    [
        (DEEP, "invalid_client_metadata"),
        ('{"redirect_uris": ' + DEEP[:-2] + "]]}", "invalid_client_metadata"),
        (URIS + '"grant_types": [{}]}', "invalid_client_metadata"),
        (URIS + '"grant_types": "ab"}', "invalid_client_metadata"),
        (URIS + '"scope": "\\ud800"}', "invalid_client_metadata"),  # a lone surrogate
        (URIS + '"scope": 7}', "invalid_client_metadata"),
        (URIS + '"client_name": "\\udfff"}', None),
    ],
)
def test_a_hostile_registration_body_gets_an_oauth_error(
    gateway: GatewayHandle, no_traceback: None, body: str, error: str | None
) -> None:
    response = httpx.post(
        f"{gateway.root_url}/register",
        content=body.encode(),
        headers={"Content-Type": "application/json"},
        timeout=10,
    )
    if error is None:  # harmless: the unprintable name is dropped
        assert response.status_code == 201, response.text
        assert "client_name" not in response.json()
        return
    assert response.status_code == 400, response.text
    assert response.json()["error"] == error
    assert response.json()["error_description"]


def authorize(gateway: GatewayHandle, client_id: str) -> httpx.Response:
    query = urllib.parse.urlencode(authorize_params(client_id, Pkce()))
    return httpx.get(f"{gateway.root_url}/authorize?{query}", timeout=10)


def test_a_deeply_nested_metadata_document_is_refused_on_the_page(
    gateway: GatewayHandle, documents: DocumentServer, no_traceback: None
) -> None:
    documents.replies["/deep.json"] = Reply(200, DEEP.encode())
    response = authorize(gateway, documents.url("/deep.json"))
    assert response.status_code == 400
    assert "metadata document was refused: the document is not JSON" in response.text


@pytest.mark.parametrize(
    ("path_or_url", "says"),
    [
        ("/ä.json", "must be ASCII"),
        ("/caf%C3%A9.json", "HTTP 404"),
        ("/%FF.json", "HTTP 404"),
        ("http://bücher.example/client.json", "must be ASCII"),
        ("http://" + "ä" * 70 + ".example/client.json", "must be ASCII"),
    ],
)
def test_a_client_id_with_non_ascii_or_odd_bytes_is_refused_with_a_reason(
    gateway: GatewayHandle,
    documents: DocumentServer,
    no_traceback: None,
    path_or_url: str,
    says: str,
) -> None:
    url = path_or_url if "://" in path_or_url else documents.url(path_or_url)
    response = authorize(gateway, url)
    assert response.status_code == 400, response.text
    assert "metadata document was refused" in response.text
    assert says in response.text


def test_a_token_request_naming_a_non_ascii_document_client_is_an_oauth_error(
    gateway: GatewayHandle, no_traceback: None
) -> None:
    response = httpx.post(
        f"{gateway.root_url}/token",
        data={
            "grant_type": "authorization_code",
            "code": "msoac_x",
            "client_id": "https://bücher.example/ä",
            "redirect_uri": CALLBACK,
            "code_verifier": Pkce().verifier,
        },
        timeout=10,
    )
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_grant"
