"""Shorthands that held-out set 7's cases are written with: a ``Case`` (labels and mail), an
ESP mail from HTML blocks (its text part derived the way ESPs derive it), plain and webmail
mails, and click-tracker URLs (recoverable ones and opaque ones)."""

from __future__ import annotations

import base64
import hashlib
import html
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from urllib.parse import quote

from tests.extract.heldout import Labels
from tests.extract.holdout7_html import Brand, bare, esp
from tests.extract.holdout7_mail import Body, Envelope

HIDE_OPEN, HIDE_CLOSE = "\ue001", "\ue002"


@dataclass(frozen=True)
class Case(Labels):
    """A held-out mail and what a careful reader takes from it."""

    mail: Envelope


def case(
    name: str,
    mail: Envelope,
    kinds: Sequence[str],
    *,
    otp: str | None = None,
    link: str | None = None,
    kind: str | None = None,
) -> Case:
    if (link is None) != (kind is None):
        raise ValueError(f"{name}: a link needs its kind and only a link has one")
    return Case(name, otp, link, kind, tuple(kinds), mail)


def hide(fragment: str) -> str:
    """``fragment`` hidden from the reader: kept out of the derived text part."""
    return f"{HIDE_OPEN}{fragment}{HIDE_CLOSE}"


def clean(markup: str) -> str:
    return markup.replace(HIDE_OPEN, "").replace(HIDE_CLOSE, "")


def text_of(blocks: Sequence[str]) -> str:
    """The text part an ESP derives from HTML blocks: links as ``label ( url )``."""
    out = []
    for block in blocks:
        block = re.sub(f"{HIDE_OPEN}.*?{HIDE_CLOSE}", "", block, flags=re.S)
        block = re.sub(r"<!--.*?-->", "", block, flags=re.S)
        block = re.sub(r"<(style|title)[^>]*>.*?</\1>", "", block, flags=re.S)
        block = re.sub(
            r'<a [^>]*href="([^"]+)"[^>]*>(.*?)</a>',
            lambda m: f"{m[2]} ( {m[1]} )" if m[1].startswith("http") else m[2],
            block,
            flags=re.S,
        )
        block = re.sub(r"<br\s*/?>|</p>|</tr>|</div>", "\n", block)
        block = re.sub(r"<[^>]+>", "", block)
        lines = [" ".join(line.split()) for line in html.unescape(block).splitlines()]
        text = "\n".join(line for line in lines if line)
        if text:
            out.append(text)
    return "\n\n".join(out) + "\n"


def esp_mail(
    brand: Brand,
    subject: str,
    blocks: Sequence[str],
    *,
    preheader: str = "",
    lang: str = "en",
    charset: str = "utf-8",
    text: str | None = "",
    footer_links: Sequence[tuple[str, str]] = (),
    footer_note: str = "",
    direction: str = "ltr",
    local: str = "no-reply",
    html_cte: str = "quoted-printable",
    text_cte: str = "quoted-printable",
) -> Envelope:
    """An ESP's mail: the template around ``blocks``; ``text=""`` derives the text part,
    ``None`` sends HTML only."""
    links = footer_links or (
        ("Unsubscribe", f"https://{brand.domain}/email/unsubscribe?u=8f31c2a9"),
        ("Email preferences", f"https://{brand.domain}/settings/notifications"),
        ("Privacy", f"https://{brand.domain}/legal/privacy"),
    )
    markup = esp(
        brand,
        "\n".join(blocks),
        preheader=preheader,
        lang=lang,
        footer_links=links,
        footer_note=footer_note,
        direction=direction,
    )
    if text == "":
        imprint = f"\n{brand.imprint}" if brand.imprint else ""
        text = text_of(blocks) + f"\n--\n{brand.name}, {brand.address}{imprint}\n"
    body = Body(
        text=clean(text) if text is not None else None,
        html=clean(markup).replace("charset=utf-8", f"charset={charset}"),
        charset=charset,
        html_cte=html_cte,
        text_cte=text_cte,
    )
    return Envelope(brand.sender(local), subject, body)


def plain_mail(
    sender: str,
    subject: str,
    text: str,
    *,
    charset: str = "utf-8",
    cte: str = "quoted-printable",
    flowed: bool = False,
) -> Envelope:
    return Envelope(sender, subject, Body(text=text, charset=charset, text_cte=cte, flowed=flowed))


def app_mail(
    sender: str,
    subject: str,
    blocks: Sequence[str],
    *,
    lang: str = "en",
    charset: str = "utf-8",
    direction: str = "ltr",
    cte: str = "quoted-printable",
) -> Envelope:
    """A small app's mail: bare HTML and the same words as text."""
    body = Body(
        text=clean(text_of(blocks)),
        html=clean(bare(blocks, lang=lang, direction=direction)).replace(
            'charset="utf-8"', f'charset="{charset}"'
        ),
        charset=charset,
        text_cte=cte,
        html_cte=cte,
    )
    return Envelope(sender, subject, body)


def with_body(mail: Envelope, **changes: object) -> Envelope:
    return replace(mail, body=replace(mail.body, **changes))  # type: ignore[arg-type]


def token(seed: str, size: int = 32) -> str:
    """A URL-safe token that looks random and is the same on every run."""
    digest = hashlib.sha256(seed.encode("utf-8")).digest()
    return base64.urlsafe_b64encode(digest).decode("ascii").rstrip("=")[:size]


def url_tracker(base: str, target: str, key: str = "url") -> str:
    """A click tracker whose target is URL-encoded in its query."""
    return f"{base}?{key}={quote(target, safe='')}&cid={token(target, 10)}"


def b64_tracker(base: str, target: str) -> str:
    """A click tracker whose target is base64url in its path."""
    encoded = base64.urlsafe_b64encode(target.encode("utf-8")).decode("ascii").rstrip("=")
    return f"{base}/{encoded}/{token(base + target, 12)}"


def opaque_tracker(base: str, seed: str) -> str:
    """A click tracker that keeps its target on its server."""
    return f"{base}/{token(seed, 44)}/{token(seed + 'x', 18)}"
