"""OAuth 2.1 for MCP connectors that cannot send a raw key, without server-side state.

The gateway is its own authorization server. Codes, tokens and registered client ids
are sealed records (AES-256-GCM under ``MCP_TOKEN_SECRET``), so any instance that
shares the secret serves any request. The Bearer layer (``http/auth.py``) opens an
access token to the same key a raw ``ms_live_`` header would carry.
"""

from __future__ import annotations

from .app import OAuth, OAuthDisabled
from .errors import oauth_error_body
from .forms import MAX_BODY_BYTES
from .metadata import error_shape_for, is_oauth_path, logged_paths

__all__ = [
    "MAX_BODY_BYTES",
    "OAuth",
    "OAuthDisabled",
    "error_shape_for",
    "is_oauth_path",
    "logged_paths",
    "oauth_error_body",
]
