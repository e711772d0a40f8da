"""Client metadata document fetches run in a pool of their own and never starve other OAuth work.

The attack: many ``/authorize`` requests whose ``client_id`` URLs point at a host that
accepts connections and never answers. Each such fetch holds a slot of the fetch pool
(a few per host, per caller address and per process) and nothing else; past a limit a
fetch is refused at once with 503 and ``Retry-After``; a refused document is remembered
briefly. Registration, token refresh, the metadata and other callers' sign-ins go on.
"""

from __future__ import annotations

import socket
import urllib.parse
from collections.abc import Iterator

import anyio
import anyio.to_thread
import httpx
import pytest

from mailsocket_mcp.config import ConnectionLimits
from mailsocket_mcp.http.oauth.fetch_slots import FetchBusy, FetchLimits, FetchSlots
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .support import CALLBACK, Pkce, authorize_params, document_server, oauth_gateway, tokens_for

BOUND = 20  # seconds the whole exchange below may take
FLOOD = 40
HELD = FetchLimits().per_host  # fetches the silent host gets before the rest are refused


@pytest.fixture
def silent() -> Iterator[socket.socket]:
    """A TCP server on loopback that accepts (into its backlog) and never answers."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(FLOOD + 8)
        yield listener


def authorize_query(client_id: str) -> str:
    return "/authorize?" + urllib.parse.urlencode(authorize_params(client_id, Pkce()))


def pending_connections(listener: socket.socket) -> list[socket.socket]:
    """Accept what the gateway has connected so far (without waiting for more)."""
    listener.setblocking(False)
    accepted = []
    while True:
        try:
            accepted.append(listener.accept()[0])
        except BlockingIOError:
            return accepted


@pytest.mark.anyio
async def test_authorize_floods_on_a_silent_host_leave_register_token_and_metadata_working(
    sandbox: SandboxHandle, silent: socket.socket, key: str
) -> None:
    silent_root = f"http://127.0.0.1:{silent.getsockname()[1]}"
    with (
        # A deadline long enough that the held fetches outlast everything checked below. The
        # flood comes from one address, so the connection layer's per-address share of keyless
        # connections (which would refuse most of it first) is off: this is the fetch pool's test.
        oauth_gateway(
            sandbox.base_url,
            fetch_timeout_s=60,
            connections=ConnectionLimits(max_keyless_per_address=0),
        ) as gateway,
        document_server(None, host="127.0.0.2") as good,
    ):
        client_id, tokens = await anyio.to_thread.run_sync(tokens_for, gateway.root_url, key)
        good_url = good.url("/good.json")
        document = {"client_id": good_url, "client_name": "Good", "redirect_uris": [CALLBACK]}
        good.serve_json("/good.json", document)
        flood = [f"{silent_root}/client-{n}.json" for n in range(FLOOD)]
        answers: dict[str, httpx.Response] = {}
        refused_all = anyio.Event()
        limits = httpx.Limits(max_connections=FLOOD + 8)
        async with (
            httpx.AsyncClient(base_url=gateway.root_url, timeout=BOUND, limits=limits) as http,
            httpx.AsyncClient(
                base_url=gateway.root_url,
                timeout=BOUND,
                transport=httpx.AsyncHTTPTransport(local_address="127.0.0.2"),
            ) as elsewhere,
        ):

            async def authorize(url: str) -> None:
                answers[url] = await http.get(authorize_query(url))
                if len(answers) == FLOOD - HELD:
                    refused_all.set()

            with anyio.fail_after(BOUND):
                async with anyio.create_task_group() as group:
                    for url in flood:
                        group.start_soon(authorize, url)
                    await refused_all.wait()
                    held = pending_connections(silent)
                    waiting = [url for url in flood if url not in answers]
                    # The held fetches are in flight now; everything else answers at once.
                    register = await http.post(
                        "/register", json={"redirect_uris": [CALLBACK], "client_name": "late"}
                    )
                    refreshed = await http.post(
                        "/token",
                        data={
                            "grant_type": "refresh_token",
                            "refresh_token": str(tokens["refresh_token"]),
                            "client_id": client_id,
                        },
                    )
                    metadata = [
                        await http.get("/.well-known/oauth-authorization-server"),
                        await http.get("/.well-known/oauth-protected-resource/mcp"),
                    ]
                    other_caller = await elsewhere.get(authorize_query(good_url))
                    for connection in held:  # the silent host gives up: the fetches end
                        connection.close()
                # Refused documents are remembered: asking again costs no new connection.
                again = await http.get(authorize_query(waiting[0]))
    assert len(held) == len(waiting) == HELD
    refused = [answer for answer in answers.values() if answer.status_code == 503]
    assert len(refused) == FLOOD - HELD, [answer.status_code for answer in answers.values()]
    assert all(answer.headers["retry-after"] == "2" for answer in refused)
    assert "cannot be fetched right now" in refused[0].text
    assert register.status_code == 201, register.text
    assert refreshed.status_code == 200, refreshed.text
    assert [response.status_code for response in metadata] == [200, 200]
    assert other_caller.status_code == 200, other_caller.text
    assert "Good" in other_caller.text
    ended = [answers[url] for url in waiting]
    assert [answer.status_code for answer in ended] == [400] * HELD
    assert "cut short" in ended[0].text
    assert again.status_code == 400
    assert "cut short" in again.text
    assert pending_connections(silent) == []


def refusal(slots: FetchSlots, host: str, client: str | None) -> str:
    """Why ``slots`` refuses one more fetch (it must refuse)."""
    with pytest.raises(FetchBusy) as refused, slots.hold(host, client):
        pass  # pragma: no cover - refused on entry
    return str(refused.value)


def test_the_pool_refuses_past_its_total_and_past_each_callers_share() -> None:
    slots = FetchSlots(FetchLimits(total=3, per_host=2, per_client=2))
    with slots.hold("a.example", "192.0.2.1"), slots.hold("b.example", "192.0.2.1"):
        assert "your earlier sign-ins" in refusal(slots, "c.example", "192.0.2.1")
    with slots.hold("a.example", None), slots.hold("A.example", None):
        assert "this host" in refusal(slots, "A.EXAMPLE", "192.0.2.2")  # names without case
    with (
        slots.hold("a.example", None),
        slots.hold("b.example", None),
        slots.hold("c.example", None),
    ):
        assert slots.in_flight == 3
        assert "too many" in refusal(slots, "d.example", "192.0.2.3")
    assert slots.in_flight == 0
