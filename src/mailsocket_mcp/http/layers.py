"""A middleware stack declared as a list in flow order, like Starlette's ``Middleware``.

Each layer is a factory taking the app it wraps (a middleware class, or a
``functools.partial`` of one with its options); the list reads top to bottom in
the order a request passes through, so adding a middleware is adding one line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from starlette.types import ASGIApp

__all__ = ["Layer", "Stack", "stack"]

Layer = Callable[[ASGIApp], ASGIApp]
T = TypeVar("T")


@dataclass(frozen=True)
class Stack:
    """The built stack: ``app`` is its outermost layer; ``built`` every layer, outermost first."""

    app: ASGIApp
    built: tuple[ASGIApp, ...]

    def layer(self, kind: type[T]) -> T:
        """The one built layer of type ``kind`` (one the owner keeps a handle on).

        Raises:
            LookupError: the stack has no such layer, or more than one.
        """
        found = [layer for layer in self.built if isinstance(layer, kind)]
        if len(found) != 1:
            raise LookupError(f"{len(found)} layers of type {kind.__name__} in this stack")
        return found[0]


def stack(layers: Sequence[Layer], app: ASGIApp) -> Stack:
    """Wrap ``app`` in ``layers``, given in flow order (the first one is outermost)."""
    built = [app]
    for layer in reversed(layers):
        built.append(layer(built[-1]))
    built.reverse()
    return Stack(app=built[0], built=tuple(built))
