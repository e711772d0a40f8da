"""Addresses as an agent writes them (``ada@example.org``, ``Ada Lovelace <ada@example.org>``)
turned into the service's recipients (``{"email", "name"}``)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from email.utils import getaddresses

from ...errors import InvalidArgument

__all__ = ["recipients"]

# The service's own rule for an address (web/models.py Recipient), checked here first so
# the agent reads which argument and which entry is wrong.
_ADDRESS = re.compile(r'^[^\s@<>,;"]+@[^\s@<>,;"]+$')
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_NAME_MAX = 200
_ADDRESS_MAX = 254


def recipients(argument: str, values: Sequence[str] | None) -> list[dict[str, str]]:
    """``values`` as recipients, in order; ``argument`` names the tool argument in errors.

    Raises:
        InvalidArgument: an entry is not one address, plain or as ``Name <address>``.
    """
    out: list[dict[str, str]] = []
    for index, value in enumerate(values or ()):
        out.append(_recipient(argument, index, value))
    return out


def _recipient(argument: str, index: int, value: str) -> dict[str, str]:
    text = value.strip()
    found = getaddresses([text])
    name, address = found[0] if len(found) == 1 else ("", "")
    plain = "<" not in text
    if (
        not address
        or (not plain and not text.endswith(">"))
        or _CONTROL.search(text)
        or len(address) > _ADDRESS_MAX
        or len(name) > _NAME_MAX
        or not _ADDRESS.match(address)
        or (plain and address != text)
    ):
        shown = value[:80].encode("unicode_escape").decode("ascii")
        raise InvalidArgument(
            f"{argument}[{index}] is not one address: {shown!r}. Write each recipient as its "
            "own entry, plain (ada@example.org) or with a name (Ada Lovelace <ada@example.org>)."
        )
    recipient = {"email": address}
    if name:
        recipient["name"] = name
    return recipient
