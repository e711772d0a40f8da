"""A middleware stack is declared as a list in flow order."""

from __future__ import annotations

from functools import partial

import pytest
from starlette.types import ASGIApp, Receive, Scope, Send

from mailsocket_mcp.http.layers import stack


class _Named:
    def __init__(self, app: ASGIApp, *, name: str) -> None:
        self.app = app
        self.name = name

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.app(scope, receive, send)


class _Other(_Named):
    pass


async def _endpoint(scope: Scope, receive: Receive, send: Send) -> None:
    return None


def test_the_first_layer_listed_is_the_outermost_and_wraps_the_next() -> None:
    built = stack([partial(_Named, name="outer"), partial(_Other, name="inner")], _endpoint)
    assert isinstance(built.app, _Named)
    assert built.app.name == "outer"
    assert isinstance(built.app.app, _Other)
    assert built.app.app.app is _endpoint
    assert built.layer(_Other).name == "inner"


def test_asking_for_a_layer_the_stack_does_not_hold_once_is_an_error() -> None:
    built = stack([partial(_Named, name="a"), partial(_Named, name="b")], _endpoint)
    with pytest.raises(LookupError, match="2 layers of type _Named"):
        built.layer(_Named)  # _Other is a _Named too: both would match
    with pytest.raises(LookupError, match="0 layers"):
        stack([], _endpoint).layer(_Other)
