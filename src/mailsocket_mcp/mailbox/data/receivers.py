"""Posting to webhook receivers over HTTP (httpx): one client per delivery worker.

The connection goes to the address the caller checked (``address``), with the URL's host in
the ``Host`` header and as the TLS server name, so the certificate is verified for the name and
the resolver is not asked a second time. Redirects are not followed (a 3xx is a failed post),
no proxy from the environment is used, every post is bounded by ``timeout``, and the answer's
body is never read: only its status counts.
"""

from __future__ import annotations

import ipaddress
import ssl
from dataclasses import dataclass
from types import TracebackType

import httpx

__all__ = ["PostResult", "Poster"]

_USER_AGENT = "mailsocket-mailbox-webhooks/1"


@dataclass(frozen=True)
class PostResult:
    """What the receiver answered (None: it could not be reached), and why the post failed
    (None: the receiver took it, a 2xx)."""

    status: int | None
    error: str | None


class Poster:
    """``async with Poster(timeout) as poster: await poster.post(...)``."""

    def __init__(self, timeout: float, ssl_context: ssl.SSLContext | None = None) -> None:
        self.timeout = timeout
        self._client = httpx.AsyncClient(
            timeout=timeout,
            follow_redirects=False,
            trust_env=False,
            verify=ssl_context if ssl_context is not None else True,
            headers={"User-Agent": _USER_AGENT},
        )

    async def __aenter__(self) -> Poster:
        await self._client.__aenter__()
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self._client.__aexit__(kind, exc, tb)

    async def post(
        self,
        *,
        scheme: str,
        host: str,
        port: int,
        path: str,
        address: str,
        headers: dict[str, str],
        body: bytes,
    ) -> PostResult:
        """POST ``body`` (JSON) to ``scheme://host:port/path``, connecting to ``address``."""
        literal = _is_literal(host)
        url = f"{scheme}://{_bracketed(address)}:{port}{path}"
        default = {"http": 80, "https": 443}[scheme]
        host_header = _bracketed(host) + ("" if port == default else f":{port}")
        extensions = {"sni_hostname": host} if scheme == "https" and not literal else {}
        request = self._client.build_request(
            "POST",
            url,
            content=body,
            headers={**headers, "Host": host_header, "Content-Type": "application/json"},
            extensions=extensions,
        )
        try:
            answer = await self._client.send(request, stream=True)
            await answer.aclose()  # the body is never read
        except httpx.TimeoutException:
            return PostResult(None, f"the receiver did not answer within {self.timeout:g} s")
        except httpx.ConnectError:
            return PostResult(None, f"could not connect to {host} (or its TLS failed)")
        except httpx.HTTPError as exc:
            return PostResult(None, f"the post failed: {type(exc).__name__}")
        status = answer.status_code
        if 200 <= status < 300:
            return PostResult(status, None)
        if 300 <= status < 400:
            return PostResult(status, f"the receiver answered {status}, a redirect: not followed")
        return PostResult(status, f"the receiver answered {status}")


def _is_literal(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host
