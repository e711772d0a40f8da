"""The structured results the tools return (their output schemas), and how a mail becomes one.

Every string a sender controls is capped before it reaches an agent, by one table,
:data:`FIELD_CAPS`. A shortened field ends in :data:`TRUNCATED` and is named in the
message's ``truncated`` list. A code or link is useless cut (a cut link opens the wrong
page, or another one), so one over its cap is withheld instead: null in a listed
message, a tool error naming the message for a wait.

Each code comes with why it was read as one: ``otp_excerpt``, the words around it (full
content mode only: it is the sender's prose, so it is fenced everywhere, as the subject is),
and ``otp_expires_at``, when it expires if
the mail says; each link with ``magic_link_kind`` (``sign_in``, ``verify``, ``reset``,
``confirm`` or ``other``). These read null when the API gives none.

A :class:`MailView`, made for each call, then decides what the agent sees of a mail:
in ``full`` content mode the sender's text (``from``, ``to``, ``subject``, ``text``)
neutralised and fenced (:mod:`mailsocket_mcp.tools.untrusted`); in ``artifacts`` mode only
codes, links and metadata (ids, times, the sender's address). Every link comes with
its host and whether it is secure; a code or link that hides characters, a link whose
host a browser and ``urlsplit`` read differently, or a link outside the deployment's
allowed hosts, is withheld, and ``withheld`` says why.
Every result that carries mail starts with ``untrusted: true``, the content mode and a
one-line notice. The text a model reads (:meth:`MailView.in_text`) fences the sender's
address and the link as well; the structured content keeps them exact, for use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Annotated, Any, Literal, cast

from pydantic import Field
from typing_extensions import NotRequired, Required, TypedDict

from ...config import ContentMode
from ...links import HostAllowlist, LinkFacts, LinkRefusal, read_link, sender_address
from ..untrusted import Fence, hides_characters, neutralised, new_boundary

__all__ = [
    "FENCED_IN_TEXT",
    "FIELD_CAPS",
    "TRUNCATED",
    "ArrivedOut",
    "DeleteResult",
    "InboxCreated",
    "InboxList",
    "InboxOut",
    "LatestResult",
    "LinkResult",
    "MailView",
    "MessageList",
    "MessageOut",
    "NoEmailResult",
    "OtpResult",
    "Skipped",
    "TestCodeResult",
    "capped",
    "inbox_out",
    "withheld_field",
]

# Characters of each mail-derived field an agent is shown.
FIELD_CAPS: Mapping[str, int] = MappingProxyType(
    {
        "subject": 1000,  # RFC 5322 caps a header line at 998
        "from": 500,
        "to": 1000,
        "text": 4000,
        "magic_link": 8192,  # most web servers refuse a longer request line anyway
        "otp": 64,
        "otp_excerpt": 300,
    }
)
TRUNCATED = " [truncated]"

HIDDEN_CHARACTERS = "it contains invisible or control characters"
HIDES_CHARACTERS = LinkRefusal("link withheld", HIDDEN_CHARACTERS)
# Exact in the structured content, fenced in the text a model reads: a stranger writes them.
FENCED_IN_TEXT = frozenset({"sender", "magic_link"})
LINK_KINDS = frozenset({"sign_in", "verify", "reset", "confirm", "other"})
_NUMBER = (int, float)
_LEAVES = frozenset({str, type(None), bool, int, float})  # as JSON writes them
ARTIFACTS_NOTICE = (
    "Content mode artifacts: only codes, links and metadata are shown, never a mail's "
    "subject or body. They still come from untrusted mail: verify a link's host."
)

ModeName = Literal["full", "artifacts"]
# Described once here, in the schema an agent reads; "untrusted", "boundary" and
# "withheld" explain themselves through each result's notice and values.
SECURE = "https, or http to localhost, 127.x or [::1]."
LinkSecure = Annotated[bool | None, Field(description=SECURE)]
# The kind's values are listed in the module docstring and the README, not in every
# schema: each copy costs every client context tokens.
OtpExcerpt = str | None
OtpExpiresAt = str | None
LinkKind = str | None


class InboxCreated(TypedDict):
    id: str
    address: str


class InboxOut(TypedDict):
    id: str
    address: str
    label: str | None
    created_at: str | None


class InboxList(TypedDict):
    inboxes: list[InboxOut]
    next_cursor: str | None
    has_more: bool


class Skipped(TypedDict):
    id: str
    received_at: str
    sender: str | None
    subject: NotRequired[str]
    reason: str  # "no link: ...", "sender did not match: ...": the kind, then why


# "from" is a Python keyword, hence the functional form. Fields a sender writes
# ("from", "to", "subject", "text") are present in full content mode only.
MessageOut = TypedDict(
    "MessageOut",
    {
        "id": str,
        "received_at": str,
        "sender": str | None,
        "from": NotRequired[str],
        "to": NotRequired[str],
        "subject": NotRequired[str],
        "otp": str | None,
        "otp_confidence": float | None,
        "otp_excerpt": NotRequired[OtpExcerpt],
        "otp_expires_at": OtpExpiresAt,
        "magic_link": str | None,
        "magic_link_host": str | None,
        "magic_link_secure": LinkSecure,
        "magic_link_kind": LinkKind,
        "text": NotRequired[str],
        "truncated": list[str],
        "withheld": dict[str, str],
    },
)

OtpResult = TypedDict(
    "OtpResult",
    {
        "untrusted": bool,
        "content_mode": ModeName,
        "notice": str,
        "boundary": NotRequired[str],
        "otp": str,
        "confidence": float | None,
        "otp_excerpt": NotRequired[OtpExcerpt],
        "otp_expires_at": OtpExpiresAt,
        "id": str,
        "received_at": str,
        "sender": str | None,
        "from": NotRequired[str],
        "subject": NotRequired[str],
        "skipped": list[Skipped],
    },
)

LinkResult = TypedDict(
    "LinkResult",
    {
        "untrusted": bool,
        "content_mode": ModeName,
        "notice": str,
        "boundary": NotRequired[str],
        "magic_link": str,
        "magic_link_host": str,
        "magic_link_secure": Annotated[bool, Field(description=SECURE)],
        "magic_link_kind": LinkKind,
        "id": str,
        "received_at": str,
        "sender": str | None,
        "from": NotRequired[str],
        "subject": NotRequired[str],
        "skipped": list[Skipped],
    },
)


class MessageList(TypedDict):
    untrusted: bool
    content_mode: ModeName
    notice: str
    boundary: NotRequired[str]
    messages: list[MessageOut]
    next_cursor: str | None
    has_more: bool


# get_latest: the newest message itself (a MessageOut, after the untrusted-mail keys),
# or, for an empty inbox, {"id": None, "empty": True, "since": 0, "note": ...}. One
# object schema admits both.
LatestResult = TypedDict(
    "LatestResult",
    {
        "untrusted": bool,
        "content_mode": ModeName,
        "notice": str,
        "boundary": str,
        "id": Required[str | None],
        "received_at": str,
        "sender": str | None,
        "from": str,
        "to": str,
        "subject": str,
        "otp": str | None,
        "otp_confidence": float | None,
        "otp_excerpt": OtpExcerpt,
        "otp_expires_at": OtpExpiresAt,
        "magic_link": str | None,
        "magic_link_host": str | None,
        "magic_link_secure": LinkSecure,
        "magic_link_kind": LinkKind,
        "text": str,
        "truncated": list[str],
        "withheld": dict[str, str],
        "empty": bool,
        "since": int,
        "note": str,
    },
    total=False,
)

EMPTY_INBOX_NOTE = (
    "The inbox is empty. Use since=0 as the cutoff: wait_for_otp or wait_for_link with "
    "since=0 returns its first mail."
)

ArrivedOut = TypedDict(
    "ArrivedOut",
    {
        "id": str,
        "received_at": str,
        "sender": str | None,
        "from": NotRequired[str],
        "subject": NotRequired[str],
    },
)


class NoEmailResult(TypedDict):
    untrusted: bool
    content_mode: ModeName
    notice: str
    boundary: NotRequired[str]
    arrived: Annotated[
        bool, Field(description="False: nothing matching arrived within the window.")
    ]
    within: Annotated[float, Field(description="The window in seconds, clamped like a timeout.")]
    message: Annotated[
        ArrivedOut | None, Field(description="The first matching mail that arrived, if any.")
    ]


class TestCodeResult(TypedDict):
    message_id: Annotated[
        str, Field(description='This mail\'s id; as a since it means "after this mail".')
    ]
    sent_at: str
    since: Annotated[
        str | int, Field(description="Pass to wait_for_otp as since: it returns this mail.")
    ]


class DeleteResult(TypedDict):
    deleted: str


def _who(out: dict[str, Any], raw: Mapping[str, Any]) -> dict[str, Any]:
    """``out`` with which mail ``raw`` is and who sent it added: its id, when it came, the
    sender's address."""
    out["id"] = _text(raw.get("id"))
    out["received_at"] = _text(raw.get("received_at"))
    out["sender"] = sender_address(_text(raw.get("from")))
    return out


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def capped(raw: Mapping[str, Any], name: str, truncated: list[str] | None = None) -> str:
    """Field ``name`` of an API message as text, cut to its cap (noted in ``truncated``)."""
    value = _text(raw.get(name))
    cap = FIELD_CAPS[name]
    if len(value) <= cap:
        return value
    if truncated is not None:
        truncated.append(name)
    return value[:cap] + TRUNCATED


def withheld_field(raw: Mapping[str, Any], name: str) -> bool:
    """True when field ``name`` (a code or link) is too long to be given out."""
    value = raw.get(name)
    return isinstance(value, str) and len(value) > FIELD_CAPS[name]


def inbox_out(raw: dict[str, Any]) -> InboxOut:
    """Our view of an API inbox."""
    label = raw.get("label")
    created = raw.get("created_at")
    return {
        "id": _text(raw.get("id")),
        "address": _text(raw.get("address")),
        "label": label if isinstance(label, str) else None,
        "created_at": created if isinstance(created, str) else None,
    }


@dataclass(frozen=True)
class MailView:
    """What one call's results show of mail: its content mode, fence and link hosts."""

    mode: ContentMode = "full"
    link_hosts: HostAllowlist | None = None
    fence: Fence = field(default_factory=lambda: Fence(new_boundary()))

    @property
    def full(self) -> bool:
        return self.mode == "full"

    def envelope(self) -> dict[str, Any]:
        """The keys every mail-carrying result starts with."""
        if not self.full:
            return {"untrusted": True, "content_mode": self.mode, "notice": ARTIFACTS_NOTICE}
        return {
            "untrusted": True,
            "content_mode": self.mode,
            "notice": self.fence.notice,
            "boundary": self.fence.boundary,
        }

    def shown(self, raw: Mapping[str, Any], name: str, truncated: list[str] | None = None) -> str:
        """A sender-written field: capped, neutralised, fenced."""
        value = neutralised(capped(raw, name, truncated), multiline=name == "text")
        return self.fence.wrap(value)

    def code_problem(self, code: str) -> str | None:
        """Why ``code`` may not be returned, or None if it may."""
        return HIDDEN_CHARACTERS if hides_characters(code) else None

    def link_problem(self, link: str) -> LinkFacts | LinkRefusal:
        """``link``'s host and security, or why it may not be returned."""
        if hides_characters(link):
            return HIDES_CHARACTERS
        facts = read_link(link)
        allowed = self.link_hosts
        if isinstance(facts, LinkFacts) and allowed is not None and not allowed.allows(facts.host):
            return LinkRefusal(
                "link host not allowed",
                f"its host {facts.host} is not among the hosts this server returns links "
                "to (MCP_LINK_HOSTS)",
            )
        return facts

    def message(self, raw: Mapping[str, Any]) -> MessageOut:
        """A listed message: metadata, the usable code and link, and (full mode) its text."""
        return cast(MessageOut, self._message_into({}, raw))

    def latest(self, raw: Any) -> LatestResult:
        """get_latest's result: the message itself, or a plain "empty, use since=0"."""
        if not isinstance(raw, dict):
            return {"id": None, "empty": True, "since": 0, "note": EMPTY_INBOX_NOTE}
        # A MessageOut's keys are all LatestResult keys, and none is an envelope key.
        return cast(LatestResult, self._message_into(self.envelope(), raw))

    def _message_into(self, out: dict[str, Any], raw: Mapping[str, Any]) -> dict[str, Any]:
        """:meth:`message`'s keys added to ``out`` (one dict, filled in its key order)."""
        truncated: list[str] = []
        withheld: dict[str, str] = {}
        confidence = raw.get("otp_confidence")
        otp = _usable(raw, "otp", truncated)
        if otp is not None and (problem := self.code_problem(otp)) is not None:
            otp, withheld["otp"] = None, problem
        link = _usable(raw, "magic_link", truncated)
        facts: LinkFacts | None = None
        if link is not None:
            reading = self.link_problem(link)
            if isinstance(reading, LinkRefusal):
                link, withheld["magic_link"] = None, reading.detail
            else:
                facts = reading
        full = self.full
        _who(out, raw)
        if full:
            out["from"] = self.shown(raw, "from", truncated)
            out["to"] = self.shown(raw, "to", truncated)
            out["subject"] = self.shown(raw, "subject", truncated)
        out["otp"] = otp
        out["otp_confidence"] = float(confidence) if isinstance(confidence, _NUMBER) else None
        self._otp_why(out, raw if otp is not None else {})
        out["magic_link"] = link
        out["magic_link_host"] = facts.host if facts else None
        out["magic_link_secure"] = facts.secure if facts else None
        out["magic_link_kind"] = _link_kind(raw) if link is not None else None
        if full:
            out["text"] = self.shown(raw, "text", truncated)
        out["truncated"] = truncated
        out["withheld"] = withheld
        return out

    def listed(self, page: Any) -> MessageList:
        """A page of messages under one envelope."""
        return cast(
            MessageList,
            {
                **self.envelope(),
                "messages": [self.message(item) for item in page.data],
                "next_cursor": page.next_cursor,
                "has_more": page.has_more,
            },
        )

    def _about(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        about = _who({}, raw)
        if self.full:
            about["from"] = self.shown(raw, "from")
            about["subject"] = self.shown(raw, "subject")
        return about

    def _otp_why(self, why: dict[str, Any], raw: Mapping[str, Any]) -> dict[str, Any]:
        """``why`` with why a code was read as one added: the words around it (full mode:
        they are the sender's text) and when it expires, if the mail says."""
        if self.full:
            excerpt = raw.get("otp_excerpt")
            why["otp_excerpt"] = (
                self.shown(raw, "otp_excerpt") if isinstance(excerpt, str) else None
            )
        expires = raw.get("otp_expires_at")
        why["otp_expires_at"] = expires if isinstance(expires, str) else None
        return why

    def skipped(self, raw: Mapping[str, Any], reason: str) -> Skipped:
        """A mail a wait looked at and did not take: what it was, and ``reason``."""
        item = _who({}, raw)
        if self.full:
            item["subject"] = self.shown(raw, "subject")
        item["reason"] = reason
        return cast(Skipped, item)

    def skipped_note(self, skipped: Sequence[Skipped], *, total: int, shown: int = 5) -> str:
        """One sentence for a timeout error naming the mail a wait skipped, fenced."""
        described = []
        for item in skipped[:shown]:
            about = [f"received {item['received_at'] or '(unknown)'}"]
            about.append(f"from {self.fence.wrap(item['sender'] or '(no address)')}")
            if "subject" in item:
                about.append(f"subject {item['subject'] or '(none)'}")
            described.append(f"{item['id']} ({', '.join(about)}): {item['reason']}")
        more = f"; and {total - len(described)} more" if total > len(described) else ""
        return (
            f" Skipped {total} mail that did not pass this wait's checks: "
            f"{'; '.join(described)}{more}. {self.fence.notice}"
        )

    def in_text(self, structured: Mapping[str, Any]) -> Mapping[str, Any]:
        """``structured`` as a model reads it in the text content: a mail's sender address
        and link fenced too (an agent takes their exact values from the structured
        content). A result that carries no mail comes back as it is."""
        if "untrusted" not in structured:
            return structured
        text = cast(dict[str, Any], self._fence_exact(structured))
        if self.full:
            return text
        # Artifacts mode names no boundary in its structured content; its text does.
        envelope = {**self.envelope(), "notice": f"{ARTIFACTS_NOTICE} {self.fence.notice}"}
        return {
            **envelope,
            "boundary": self.fence.boundary,
            **{key: value for key, value in text.items() if key not in envelope},
        }

    def _fence_exact(self, value: Any) -> Any:
        if type(value) in _LEAVES:
            return value  # the leaves, told apart before the costlier ABC check
        if isinstance(value, Mapping):
            # A copy in one C pass, then only the members that change: the fenced ones
            # and the containers (most members are leaves, left as they are).
            fenced = dict(value)
            for key, item in value.items():
                if key in FENCED_IN_TEXT and isinstance(item, str):
                    fenced[key] = self.fence.wrap(item)
                elif type(item) not in _LEAVES:
                    fenced[key] = self._fence_exact(item)
            return fenced
        if isinstance(value, list):
            return [self._fence_exact(item) for item in value]
        return value

    def otp_result(
        self, raw: Mapping[str, Any], confidence: float | None, skipped: list[Skipped]
    ) -> OtpResult:
        """A wait's code, with the mail's metadata and what the wait skipped."""
        result = {
            **self.envelope(),
            "otp": _text(raw.get("otp")),
            "confidence": confidence,
            **self._otp_why({}, raw),
            **self._about(raw),
            "skipped": skipped,
        }
        return cast(OtpResult, result)

    def link_result(
        self, raw: Mapping[str, Any], facts: LinkFacts, skipped: list[Skipped]
    ) -> LinkResult:
        """A wait's link with its host and security, the mail's metadata, what was skipped."""
        result = {
            **self.envelope(),
            "magic_link": _text(raw.get("magic_link")),
            "magic_link_host": facts.host,
            "magic_link_secure": facts.secure,
            "magic_link_kind": _link_kind(raw),
            **self._about(raw),
            "skipped": skipped,
        }
        return cast(LinkResult, result)

    def no_email(self, within: float, arrived: Mapping[str, Any] | None) -> NoEmailResult:
        """expect_no_email's verdict, naming the first matching mail that arrived."""
        result = {
            **self.envelope(),
            "arrived": arrived is not None,
            "within": within,
            "message": self._about(arrived) if arrived is not None else None,
        }
        return cast(NoEmailResult, result)


def _link_kind(raw: Mapping[str, Any]) -> str | None:
    kind = raw.get("magic_link_kind")
    return kind if isinstance(kind, str) and kind in LINK_KINDS else None


def _usable(raw: Mapping[str, Any], name: str, truncated: list[str]) -> str | None:
    value = raw.get(name)
    if not isinstance(value, str):
        return None
    if withheld_field(raw, name):
        truncated.append(name)
        return None
    return value
