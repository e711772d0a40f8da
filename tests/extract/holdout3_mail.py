"""One mail of the third held-out set, and the bytes a sending client would produce for it.

``build3`` goes further than ``make_corpus.build``: messages attached as ``message/rfc822``,
S/MIME and PGP/MIME signatures, ``format=flowed`` text, legacy charsets (Persian in windows-1256,
Vietnamese in windows-1258 with combining tone marks), a Subject header written as given (split
RFC 2047 words) and byte patches on the finished mail (a quoted-printable soft break in a code).
The output is deterministic: fixed date, ids and MIME boundaries.
"""

from __future__ import annotations

import base64
import hashlib
import unicodedata
from dataclasses import dataclass
from email.message import EmailMessage, Message
from email.mime.application import MIMEApplication
from email.mime.message import MIMEMessage
from email.mime.multipart import MIMEMultipart
from email.policy import SMTP


@dataclass(frozen=True)
class Case:
    """One held-out mail: its content, how it is sent, and what a careful reader takes from it."""

    name: str  # "<lang>_<what>", e.g. "de_hidden_display_code"
    subject: str
    text: str | None = None
    html: str | None = None
    otp: str | None = None  # the code a reader would type, in ASCII
    link: str | None = None  # the link a reader would click to sign in / verify / reset / confirm
    link_kind: str | None = None  # "sign_in" | "verify" | "reset" | "confirm" | "other"
    kinds: tuple[str, ...] = ()  # what the mail tests, for coverage and per-kind scores
    charset: str = "utf-8"
    cte: str = "quoted-printable"
    sender: str = "Nimbus <no-reply@nimbus.test>"
    subject_raw: str | None = None  # the Subject header's value exactly as sent
    flowed: bool = False  # text part is format=flowed; delsp=yes (sent 8bit)
    signed: str | None = None  # "smime" or "pgp": multipart/signed around the body
    attached: Case | None = None  # an earlier mail attached as message/rfc822
    attached_inline: bool = False  # that attachment is shown inline (Content-Disposition: inline)
    patches: tuple[tuple[bytes, bytes], ...] = ()  # byte replacements on the finished mail


_TONES = "\u0300\u0301\u0303\u0309\u0323"


def _for_charset(text: str, charset: str) -> str:
    """``text`` as mail in ``charset`` writes it (Persian yeh in cp1256, Vietnamese tone marks)."""
    if charset == "windows-1256":
        text = text.replace("\u06cc", "\u064a")
    if charset != "windows-1258":
        return text
    out = []
    for char in unicodedata.normalize("NFC", text):
        try:
            char.encode("cp1258")
            out.append(char)
        except UnicodeEncodeError:
            parts = unicodedata.normalize("NFD", char)
            tones = "".join(c for c in parts if c in _TONES)
            out.append(unicodedata.normalize("NFC", "".join(c for c in parts if c not in _TONES)))
            out.append(tones)
    return "".join(out)


def _leaf(content: str, subtype: str, charset: str, cte: str, flowed: bool = False) -> EmailMessage:
    part = EmailMessage()
    content = _for_charset(content, charset)
    content.encode(charset)  # fail loudly when a case's text does not fit its charset
    part.set_content(content, subtype=subtype, charset=charset, cte="8bit" if flowed else cte)
    if flowed:
        part.set_param("format", "flowed")
        part.set_param("delsp", "yes")
    return part


def _body(case: Case) -> Message:
    parts: list[Message] = []
    if case.text is not None:
        parts.append(_leaf(case.text, "plain", case.charset, case.cte, case.flowed))
    if case.html is not None:
        parts.append(_leaf(case.html, "html", case.charset, case.cte))
    if len(parts) == 1:
        return parts[0]
    alternative = MIMEMultipart("alternative", policy=SMTP)
    for part in parts:
        del part["MIME-Version"]
        alternative.attach(part)
    return alternative


def _noise(seed: str, size: int) -> bytes:
    out = b""
    block = seed.encode()
    while len(out) < size:
        block = hashlib.sha256(block).digest()
        out += block
    return out[:size]


def _signature(case: Case) -> Message:
    if case.signed == "smime":
        part = MIMEApplication(_noise(case.name, 1400), "pkcs7-signature", policy=SMTP)
        part.add_header("Content-Disposition", "attachment", filename="smime.p7s")
        part.replace_header("Content-Type", 'application/pkcs7-signature; name="smime.p7s"')
        return part
    armour = base64.encodebytes(_noise(case.name, 560)).decode().replace("\n", "\r\n")
    crc = base64.b64encode(_noise(case.name + "crc", 3)).decode()
    sig = f"-----BEGIN PGP SIGNATURE-----\r\n\r\n{armour}={crc}\r\n-----END PGP SIGNATURE-----\r\n"
    part = MIMEApplication(sig.encode(), "pgp-signature", lambda p: None, policy=SMTP)
    part.replace_header("Content-Type", 'application/pgp-signature; name="signature.asc"')
    part.add_header("Content-Description", "OpenPGP digital signature")
    part.add_header("Content-Disposition", "attachment", filename="signature.asc")
    return part


def _tree(case: Case) -> Message:
    top = _body(case)
    if case.signed is not None:
        protocol = (
            "application/pkcs7-signature" if case.signed == "smime" else "application/pgp-signature"
        )
        micalg = "sha-256" if case.signed == "smime" else "pgp-sha256"
        signed = MIMEMultipart("signed", protocol=protocol, micalg=micalg, policy=SMTP)
        del top["MIME-Version"]
        signed.attach(top)
        signed.attach(_signature(case))
        top = signed
        for part in top.get_payload():
            del part["MIME-Version"]
    if case.attached is not None:
        mixed = MIMEMultipart("mixed", policy=SMTP)
        del top["MIME-Version"]
        mixed.attach(top)
        inner = MIMEMessage(_message(case.attached), policy=SMTP)
        disposition = "inline" if case.attached_inline else "attachment"
        inner.add_header("Content-Disposition", disposition, filename="forwarded message.eml")
        del inner["MIME-Version"]
        mixed.attach(inner)
        top = mixed
    return top


def _message(case: Case) -> Message:
    top = _tree(case)
    headers = [
        ("From", case.sender),
        ("To", "dev-7f3a@inbox.mailsocket.test"),
        ("Date", "Tue, 04 Jun 2024 07:30:00 +0000"),
        ("Message-ID", f"<{case.name}@holdout3.mailsocket.test>"),
    ]
    if case.subject_raw is None:
        headers.append(("Subject", case.subject))
    for key, value in reversed(headers):
        top._headers.insert(0, top.policy.header_store_parse(key, value))
    if "MIME-Version" not in top:
        top["MIME-Version"] = "1.0"
    for index, part in enumerate(top.walk()):
        if part.get_content_maintype() == "multipart":
            part.set_boundary(f"=_h3_{case.name}_{index}")
    return top


def build3(case: Case) -> bytes:
    """The raw bytes of ``case`` as an SMTP client would send them."""
    raw = _message(case).as_bytes(policy=SMTP)
    if case.subject_raw is not None:
        raw = f"Subject: {case.subject_raw}\r\n".encode("ascii") + raw
    for old, new in case.patches:
        if old not in raw:
            raise ValueError(f"{case.name}: patch target {old!r} not in the mail")
        raw = raw.replace(old, new)
    return raw
