"""Request and response models of REST v1, shaped (names and fields) as the contract's schemas.

``tests/mailbox/test_contract.py`` compares the property names with
``docs/contract/mailbox-v1.openapi.json`` for every implemented path.
"""

from __future__ import annotations

import base64
import binascii
from datetime import datetime
from typing import Annotated, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, SecretStr, field_validator

Item = TypeVar("Item")

AccountStatus = Literal["connected", "needs_reauth", "unreachable"]
ProviderType = Literal["imap", "pop3", "jmap", "gmail", "microsoft", "memory"]
AllowedRecipient = Annotated[str, Field(pattern=r"^(\*|\*@[^\s@*]+|[^\s@*]+@[^\s@*]+)$")]
FolderName = Annotated[str, Field(min_length=1, max_length=200)]
SettingValue = str | int | bool


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class ErrorDetail(BaseModel):
    code: str
    message: str


class ErrorResponse(BaseModel):
    """The body of every error the API raises itself."""

    error: ErrorDetail


class Page(BaseModel, Generic[Item]):
    items: list[Item]
    next_cursor: str | None = None


class Grant(Strict):
    """Rights on accounts: operation or group names, account ids or ``*``."""

    accounts: list[str]
    allow: list[str]
    recipients: Annotated[list[AllowedRecipient], Field(max_length=100)] | None = None
    max_sends_per_day: Annotated[int, Field(ge=1)] | None = None
    folders: Annotated[list[FolderName], Field(min_length=1, max_length=100)] | None = None
    expires_at: datetime | None = None


class PermissionCatalogue(BaseModel):
    groups: dict[str, list[str]]
    service: list[str]


class MeSending(BaseModel):
    recipients: list[str] | None
    max_sends_per_day: int | None
    sends_left: int | None


class Marks(BaseModel):
    read: list[str] = []
    written: list[str] = []


class MeAccount(BaseModel):
    id: str
    email: str
    display_name: str | None = None
    operations: list[str]
    warnings: list[str] = []
    sending: list[MeSending] = []
    capabilities: list[str] = []
    marks: Marks = Marks()
    status: AccountStatus = "connected"
    last_sync_at: datetime | None = None
    attention: bool = False


class Me(BaseModel):
    """The caller and its effective rights."""

    user_id: str
    name: str
    accounts: list[MeAccount]
    operations: list[str]


class UserCreate(Strict):
    name: Annotated[str, Field(min_length=1, max_length=200)]
    roles: list[str] = []
    service: list[str] = []
    grants: list[Grant] = []
    ui_sign_in: bool = False


class UserUpdate(Strict):
    name: Annotated[str, Field(min_length=1, max_length=200)] | None = None
    roles: list[str] | None = None
    service: list[str] | None = None
    grants: list[Grant] | None = None
    disabled: bool | None = None
    ui_sign_in: bool | None = None


class UserInfo(BaseModel):
    """A user, with how it signs in to the UI. Never the password."""

    id: str
    name: str
    roles: list[str] = []
    service: list[str] = []
    grants: list[Grant] = []
    disabled: bool = False
    ui_sign_in: bool = False
    has_password: bool
    must_change: bool
    last_sign_in_at: datetime | None
    second_factor: bool


class PasswordSet(Strict):
    password: SecretStr | None = None


class PasswordSetResult(BaseModel):
    password: str | None
    must_change: bool = True


class TokenCreate(Strict):
    name: Annotated[str, Field(min_length=1, max_length=200)]
    expires_at: datetime | None = None


class TokenInfo(BaseModel):
    """A token without its secret."""

    id: str
    user_id: str
    name: str
    state: Literal["active", "expired", "revoked"]
    created_at: datetime
    expires_at: datetime | None = None
    last_used_at: datetime | None = None
    revoked_at: datetime | None = None


class TokenCreated(TokenInfo):
    token: str


class Role(BaseModel):
    id: str
    service: list[str] = []
    grants: list[Grant] = []


class RoleCreate(Strict):
    id: Annotated[str, Field(min_length=1, max_length=100, pattern=r"^[A-Za-z0-9_.-]+$")]
    service: list[str] = []
    grants: list[Grant] = []


class RoleReplace(Strict):
    service: list[str] = []
    grants: list[Grant] = []


class CredentialInfo(BaseModel):
    """That a credential is stored, never its value."""

    field: str
    updated_at: datetime


class InboxSourceSpec(Strict):
    """Ours, beside the contract: how an account hands out the inbox bridge's addresses."""

    mode: Annotated[
        Literal["plus", "catch_all"],
        Field(
            description="`plus`: `<local>+<tag>@<domain>` of the account's address; "
            "`catch_all`: `<tag>@` the `domain` (whose mail must all reach the account)."
        ),
    ]
    domain: Annotated[str, Field(min_length=1, max_length=253)] | None = None


class Account(BaseModel):
    id: str
    provider: ProviderType
    email: str
    display_name: str | None = None
    status: AccountStatus = "connected"
    disabled: Annotated[
        bool,
        Field(
            description="Ours, beside the contract (whose `status` has no value for it): an "
            "admin switched the account off (PATCH with `disabled`).",
            json_schema_extra={"x-ours": True},
        ),
    ] = False
    inbox_source: Annotated[
        InboxSourceSpec | None,
        Field(
            description="Ours, beside the contract: the account hands out the addresses of "
            "the inbox bridge (`/api/v1`); null: it does not.",
            json_schema_extra={"x-ours": True},
        ),
    ] = None
    credentials: list[CredentialInfo] = []
    settings: dict[str, SettingValue] = {}
    capabilities: list[str] = []
    marks: Marks = Marks()
    operations: list[str] = []


class AccountCreate(Strict):
    provider: ProviderType
    email: Annotated[str, Field(min_length=3, max_length=320, pattern=r"^[^\s@]+@[^\s@]+$")]
    display_name: Annotated[str, Field(max_length=200)] | None = None
    settings: dict[str, SettingValue] = {}
    credentials: dict[str, SecretStr] = {}


class AccountUpdate(Strict):
    display_name: Annotated[str, Field(max_length=200)] | None = None
    settings: dict[str, SettingValue | None] = {}
    credentials: dict[str, SecretStr] = {}
    disabled: Annotated[
        bool | None,
        Field(
            description="Ours, beside the contract: `true` disables the account (not synced, "
            "not connected to, mail operations answer 409 `account_disabled`), `false` "
            "enables it again.",
            json_schema_extra={"x-ours": True},
        ),
    ] = None
    inbox_source: Annotated[
        InboxSourceSpec | None,
        Field(
            description="Ours, beside the contract (the right `accounts.inbox_source`): mark "
            'the account as an inbox source of the inbox bridge (`{"mode": "plus"}`, or '
            '`{"mode": "catch_all", "domain": "..."}`); null stops it.',
            json_schema_extra={"x-ours": True},
        ),
    ] = None


class DeviceOAuthStart(BaseModel):
    account_id: str | None = Field(
        default=None, description="Sign this account in again. Left out: connect."
    )


class DeviceOAuthStarted(BaseModel):
    sign_in_id: str = Field(description="Names this sign-in when polling it.")
    user_code: str = Field(description="What the person enters at the provider.")
    verification_uri: str = Field(
        description="The provider's page where the person enters the code."
    )
    expires_at: datetime = Field(description="When the code runs out.")
    interval: int = Field(description="Seconds to wait between two polls.")


class DeviceOAuthState(BaseModel):
    connected: bool = Field(description="The person signed in, and the account is connected.")
    account: Account | None = Field(
        default=None, description="The account connected or signed in again."
    )


class ActivityRecord(BaseModel):
    id: str
    at: datetime
    activity: str
    user_id: str | None
    user_name: str
    credential: str | None
    record: str | None
    source: str | None
    outcome: Literal["done", "refused", "failed"]
    detail: str


# -- sending ---------------------------------------------------------------------------------

# One header line: no CR, LF or other line breaks (the contract's pattern).
OneLine = r"^[^\r\n\x0b\x0c\x1c-\x1e\x85\u2028\u2029]*$"


class Recipient(BaseModel):
    email: Annotated[str, Field(max_length=254, pattern=r'^[^\s@<>,;"]+@[^\s@<>,;"]+$')]
    name: Annotated[str, Field(max_length=200, pattern=OneLine)] | None = None


class OutgoingAttachment(BaseModel):
    filename: Annotated[str, Field(min_length=1, max_length=200, pattern=OneLine)]
    content_type: Annotated[str, Field(pattern=r"^[\w.+-]+/[\w.+-]+$")] = "application/octet-stream"
    data: Annotated[
        str,
        Field(
            description="The content, base64-encoded.",
            json_schema_extra={"format": "base64", "contentMediaType": "application/octet-stream"},
        ),
    ]

    @field_validator("data")
    @classmethod
    def _base64(cls, value: str) -> str:
        try:
            base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            raise ValueError("data is not base64") from None
        return value

    def content(self) -> bytes:
        return base64.b64decode(self.data)


class AttachmentSource(BaseModel):
    """An attachment of another message of the same account, attached as it is."""

    message_id: str
    attachment_id: str


class MessageReference(BaseModel):
    """Reply to or forward a message of the same account."""

    message_id: str
    action: Literal["reply", "reply_all", "forward"]
    forward_as: Literal["inline", "attachment"] = "inline"
    quote: bool = True


class OutgoingMessage(BaseModel):
    """A message to send. The service sets From, Date and Message-ID."""

    to: list[Recipient] = []
    cc: list[Recipient] = []
    bcc: Annotated[list[Recipient], Field(description="Receive it, but appear in no header.")] = []
    reply_to: list[Recipient] = []
    subject: Annotated[str, Field(max_length=998, pattern=OneLine)] = ""
    text: Annotated[
        str | None, Field(description="Plain text. Left out beside `html`: made from the HTML.")
    ] = None
    html: Annotated[
        str | None, Field(description="HTML, sent beside a text part (multipart/alternative).")
    ] = None
    attachments: list[OutgoingAttachment] = []
    attachments_from: Annotated[list[AttachmentSource], Field(max_length=20)] = []
    reference: MessageReference | None = None


class DraftMessage(OutgoingMessage):
    """A draft: a message that may still lack recipients. The service sets From, Date and
    Message-ID."""


class DraftReplacement(DraftMessage):
    """A draft as ``create_draft`` takes it, and which attachments of the stored draft to
    keep."""

    keep_attachments: Annotated[
        list[str],
        Field(
            description="Ids of attachments of the stored draft that go into the new one, "
            "before those `attachments` brings. Any other stored attachment is gone afterwards."
        ),
    ] = []


class LinkRequest(BaseModel):
    """How long a link to an attachment is to hold."""

    expires_in: Annotated[
        int | None,
        Field(
            ge=1,
            description="Seconds the link holds. Left out: as long as the service is set to, "
            "`MAILBOX_SERVICE_LINK_SECONDS`, 120 by default. More than that answers `400`.",
        ),
    ] = None


class AttachmentLink(BaseModel):
    """A link to an attachment: whoever holds the URL fetches the attachment once, without a
    token, until `expires_at`."""

    url: Annotated[
        str,
        Field(
            description="Fetched with GET and no Authorization. Shown once: the service keeps "
            "only a digest of its secret."
        ),
    ]
    expires_at: datetime
    content_type: str
    filename: str | None = None
    size: int


class SendResult(BaseModel):
    message_id_header: Annotated[str, Field(description="The Message-ID of the sent message.")]
    refused: Annotated[
        list[str], Field(description="Recipients the server refused while it accepted others.")
    ] = []
    original_marked: bool | None = None
    sent_copy_id: Annotated[
        str | None, Field(description="The copy in the sent folder, where the service put one.")
    ] = None


class SendRecord(BaseModel):
    """One attempt to send: a mail or a draft."""

    id: str
    created_at: datetime
    user_id: str
    credential_id: Annotated[str | None, Field(description="The token used.")]
    account_id: str
    operation: Literal["send_message", "send_draft"]
    recipients: list[str]
    outcome: Literal["sent", "denied", "failed"]
    error: Annotated[str | None, Field(description="The error code, if any.")] = None
    refused: list[str] = []
    message_id_header: str | None = None


# -- discovery -------------------------------------------------------------------------------


class DiscoveryRequest(BaseModel):
    email: Annotated[str, Field(max_length=254, description="The address to be connected.")]


class Hint(BaseModel):
    """Something the person has to know or do, with a help page if known."""

    text: str
    url: str | None = None


class MailServer(BaseModel):
    protocol: Literal["imap", "pop3", "smtp", "jmap"]
    host: str
    port: int
    security: Literal["tls", "starttls"]
    username: str | None = None
    path: str | None = None
    reachable: bool | None = None
    capabilities: list[str] = []


DiscoverySourceName = Literal["preset", "autoconfig", "jmap", "ispdb", "mx"]
Lookup = Annotated[
    Literal["preset", "autoconfig", "srv"],
    Field(
        description="Ours, beside the contract's `source`: how it was looked up. `preset`: a "
        "known provider; `autoconfig`: the domain's autoconfig document; `srv`: its RFC 6186 "
        "SRV records (reported as the source `autoconfig`, both being what the domain "
        "publishes about its servers)."
    ),
]


class Candidate(BaseModel):
    """One way to connect an address, as found by one source."""

    provider: ProviderType
    name: str | None = None
    credential: Literal["password", "app_password", "api_token", "oauth"]
    oauth_provider: str | None = None
    servers: list[MailServer] = []
    hints: list[Hint] = []
    source: DiscoverySourceName
    lookup: Lookup
    confirmed: bool = False
    settings: dict[str, SettingValue] = {}


class SourceReport(BaseModel):
    source: DiscoverySourceName
    lookup: Lookup
    outcome: Literal["found", "nothing", "failed"]
    message: str | None = None


class Discovery(BaseModel):
    """Ranked ways to connect an address, best first."""

    email: str
    domain: str
    candidates: list[Candidate] = []
    hints: list[Hint] = []
    sources: list[SourceReport] = []
