"""Fresh sandbox API keys, one account each."""

from __future__ import annotations

import secrets


def new_key() -> str:
    return f"ms_live_test{secrets.token_hex(8)}"
