"""The remote gateway: a stateless Streamable-HTTP ASGI app, one small middleware per concern."""

from .app import create_app

__all__ = ["create_app"]
