"""A mail as the write tools take it (``create_draft``, ``update_draft``, ``send_message``),
turned into the body the service's REST API takes (``OutgoingMessage``, ``DraftMessage``,
``DraftReplacement`` in docs/contract/mailbox-v1.openapi.json). Pure."""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field

from ...errors import InvalidArgument
from .recipients import recipients

__all__ = [
    "ATTACHMENTS_MAX_BYTES",
    "Action",
    "ForwardAs",
    "FromMessage",
    "Mail",
    "NewFile",
    "mail_arguments",
    "mail_body",
]

# What the tools accept in files of their own, together (the service caps the whole body).
ATTACHMENTS_MAX_BYTES = 25 * 1024 * 1024
# The service's rule for a media type (web/models.py OutgoingAttachment).
_MEDIA_TYPE = re.compile(r"^[\w.+-]+/[\w.+-]+$")

Action = Literal["reply", "reply_all", "forward"]
ForwardAs = Literal["inline", "attachment"]


class NewFile(BaseModel):
    """A file to attach that the caller provides, such as a calendar invitation."""

    filename: Annotated[str, Field(min_length=1, max_length=200)]
    content_type: Annotated[
        str, Field(description="Its media type, e.g. text/calendar, text/csv, application/pdf")
    ] = "application/octet-stream"
    data: Annotated[str, Field(description="The file's bytes, base64-encoded")]


class FromMessage(BaseModel):
    """An attachment of another mail of the same account."""

    message_id: str
    attachment_id: Annotated[str, Field(description="Its id as get_message lists it")]


@dataclass(frozen=True, kw_only=True)
class Mail:
    """The arguments a write tool received, after validation."""

    to: Sequence[str] | None = None
    cc: Sequence[str] | None = None
    bcc: Sequence[str] | None = None
    subject: str = ""
    text: str = ""
    html: str | None = None
    original_id: str | None = None
    action: Action = "reply"
    quote: bool = True
    forward_as: ForwardAs = "inline"
    reply_to: Sequence[str] | None = None
    attachments: Sequence[NewFile] | None = None
    attach_from: Sequence[FromMessage] | None = None


def mail_body(mail: Mail, *, keep_attachments: Sequence[str] | None = None) -> dict[str, Any]:
    """The REST body for ``mail``; ``keep_attachments`` only for replacing a draft.

    Raises:
        InvalidArgument: an address, the subject or an attachment cannot be used.
    """
    if "\n" in mail.subject or "\r" in mail.subject:
        raise InvalidArgument("subject must be one line: remove its line breaks.")
    body: dict[str, Any] = {
        "to": recipients("to", mail.to),
        "cc": recipients("cc", mail.cc),
        "bcc": recipients("bcc", mail.bcc),
        "reply_to": recipients("reply_to", mail.reply_to),
        "subject": mail.subject,
        # Without text beside HTML the service makes the text part from the HTML.
        "text": None if mail.html is not None and not mail.text else mail.text,
        "html": mail.html,
        "attachments": _files(mail.attachments or ()),
        "attachments_from": [
            {"message_id": item.message_id, "attachment_id": item.attachment_id}
            for item in mail.attach_from or ()
        ],
    }
    if mail.original_id is not None:
        body["reference"] = {
            "message_id": mail.original_id,
            "action": mail.action,
            "forward_as": mail.forward_as,
            "quote": mail.quote,
        }
    if keep_attachments is not None:
        body["keep_attachments"] = list(keep_attachments)
    return body


def mail_arguments(mail: Mail) -> dict[str, Any]:
    """``mail`` as JSON values, every argument present (its default where left out)."""
    return {
        "to": _listed(mail.to),
        "cc": _listed(mail.cc),
        "bcc": _listed(mail.bcc),
        "subject": mail.subject,
        "text": mail.text,
        "html": mail.html,
        "original_id": mail.original_id,
        "action": mail.action,
        "quote": mail.quote,
        "forward_as": mail.forward_as,
        "reply_to": _listed(mail.reply_to),
        "attachments": None
        if mail.attachments is None
        else [item.model_dump(mode="json") for item in mail.attachments],
        "attach_from": None
        if mail.attach_from is None
        else [item.model_dump(mode="json") for item in mail.attach_from],
    }


def _listed(values: Sequence[str] | None) -> list[str] | None:
    return None if values is None else list(values)


def _files(files: Sequence[NewFile]) -> list[dict[str, str]]:
    out = []
    total = 0
    for index, item in enumerate(files):
        try:
            total += len(base64.b64decode(item.data, validate=True))
        except (binascii.Error, ValueError):
            raise InvalidArgument(
                f"attachments[{index}].data is not base64: encode the file's bytes as "
                "standard base64 (A-Z, a-z, 0-9, +, /, = padding), without line breaks."
            ) from None
        if not _MEDIA_TYPE.match(item.content_type):
            raise InvalidArgument(
                f"attachments[{index}].content_type must be a media type such as "
                "application/pdf or text/calendar."
            )
        out.append(
            {"filename": item.filename, "content_type": item.content_type, "data": item.data}
        )
    if total > ATTACHMENTS_MAX_BYTES:
        raise InvalidArgument(
            f"The attachments take {total / 2**20:.1f} MiB together; at most 25 MiB can be "
            "attached. Attach fewer or smaller files, or use attach_from for files that "
            "already are in this account's mail."
        )
    return out
