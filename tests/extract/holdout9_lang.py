"""Held-out set 9 in other languages: each language's own services write its mails (a sign-in
or verification code, an account link, an order, a shipping notice, a sign-in alert, a
promotion, a bill), in that language's wording and, for many, its legacy charset. The
layout (ESP template, light HTML, plain text) and transfer encoding vary from mail to mail,
as they do between senders."""

from __future__ import annotations

from dataclasses import dataclass

from tests.extract.holdout9_html import button, esp, footer, link, p, simple
from tests.extract.holdout9_mail import Case, encodable
from tests.extract.holdout9_parts import mk

_CTES = ("qp", "base64", "8bit")


@dataclass(frozen=True)
class Pack:
    """One language's mails: who sends them and what each says."""

    lang: str
    charset: str
    otp_from: str
    otp_subject: str
    otp_body: str
    otp_shown: str
    otp: str
    link_from: str
    link_subject: str
    link_body: str
    link_label: str
    link_url: str
    link_kind: str
    order_from: str
    order_subject: str
    order_body: str
    ship_from: str
    ship_subject: str
    ship_body: str
    ship_url: str
    alert_from: str
    alert_subject: str
    alert_body: str
    lock_label: str
    lock_url: str
    promo_from: str
    promo_subject: str
    promo_body: str
    promo_url: str
    bill_from: str
    bill_subject: str
    bill_body: str
    imprint: str
    rtl: bool = False
    otp_kinds: tuple[str, ...] = ()
    link_kinds: tuple[str, ...] = ()
    promo_kinds: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()


def _paras(body: str) -> list[str]:
    return [part.strip() for part in body.split("\n\n") if part.strip()]


def _html(pack: Pack, style: int, title: str, body: str, extra: str, logo: str) -> str:
    paras = _paras(body)
    if style == 0:
        domain = logo.split("@")[-1].rstrip(">")
        brand = logo.split("<")[0].strip()
        company = pack.imprint if logo == pack.bill_from else f"© 2025 {brand} · {domain}"
        return esp(
            title=title,
            pre=paras[0][:90],
            logo=(f"https://static.{domain}/mail/logo.png", brand),
            blocks=[p(text) for text in paras] + ([extra] if extra else []),
            foot=footer([company], [(f"https://{domain}/unsubscribe", "&#10005;")]),
            lang=pack.lang,
            rtl=pack.rtl,
        )
    inner = "".join(f"<p>{text}</p>" for text in paras) + extra
    return simple(inner, lang=pack.lang, rtl=pack.rtl)


def _fits(text: str, charset: str) -> bool:
    return encodable(text.replace("ی", "ي"), charset)


def _case(
    pack: Pack,
    index: int,
    slot: int,
    name: str,
    labels: tuple[str | None, str | None, str | None],
    kinds: list[str],
    sender: str,
    subject: str,
    body: str,
    *,
    url: str = "",
    label: str = "",
    legacy: bool = True,
) -> Case:
    """One mail, its layout picked by the language's place and the mail's slot."""
    style = (index + slot) % 3
    charset = pack.charset
    cte = _CTES[(index * 2 + slot) % 3]
    if cte == "8bit" and charset == "utf-8" and style == 0:
        cte = "qp"
    text = body.replace("{code}", pack.otp_shown)
    if name == "bill" and style != 0:
        text += "\n\n" + pack.imprint
    if not legacy or not _fits(text + subject, pack.charset):
        charset = "utf-8"
    if charset == "windows-1256":
        text, subject = text.replace("ی", "ي"), subject.replace("ی", "ي")
    extra = ""
    if url:
        extra = button(url, label) if style == 0 else f"<p>{link(url, label)}</p>"
    html = None if style == 2 else _html(pack, style, subject, text, extra, sender)
    plain: str | None = None
    if style != 1:
        tail = f"\n\n{url}" if label.startswith("&") else f"\n\n{label}:\n{url}"
        plain = "\n\n".join(_paras(text)) + (tail if url else "") + "\n"
        plain = plain.replace("<b>", "").replace("</b>", "").replace("<br>", "\n")
    if charset != "utf-8":
        kinds = [*kinds, "legacy_charset"]
    code, answer, kind = labels
    kinds += [tag.split(":")[1] for tag in pack.tags if tag.startswith(name + ":")]
    return mk(
        f"{pack.lang}_{name}",
        code,
        answer,
        kind,
        [*kinds, f"lang_{pack.lang}", ("esp", "light_html", "plain_text")[style]],
        sender=sender,
        subject=subject,
        text=plain,
        html=html,
        lang=pack.lang,
        charset=charset,
        cte=cte,
        subject_enc="B" if index % 2 else "Q",
    )


def cases_of(pack: Pack, index: int) -> list[Case]:
    """The seven everyday mails of one language."""
    legacy_otp = index % 2 == 0
    return [
        _case(
            pack,
            index,
            0,
            "otp",
            (pack.otp, None, None),
            ["signin_code", *pack.otp_kinds],
            pack.otp_from,
            pack.otp_subject,
            pack.otp_body,
            legacy=legacy_otp,
        ),
        _case(
            pack,
            index,
            1,
            "link",
            (None, pack.link_url, pack.link_kind),
            [f"{pack.link_kind}_link", *pack.link_kinds],
            pack.link_from,
            pack.link_subject,
            pack.link_body,
            url=pack.link_url,
            label=pack.link_label,
            legacy=False,
        ),
        _case(
            pack,
            index,
            2,
            "order",
            (None, None, None),
            ["order", "lookalike"],
            pack.order_from,
            pack.order_subject,
            pack.order_body,
        ),
        _case(
            pack,
            index,
            3,
            "shipping",
            (None, None, None),
            ["shipping", "lookalike"],
            pack.ship_from,
            pack.ship_subject,
            pack.ship_body,
            url=pack.ship_url,
            label="&#8594;",
            legacy=not legacy_otp,
        ),
        _case(
            pack,
            index,
            4,
            "alert",
            (None, None, None),
            ["security_alert", "lock_account"],
            pack.alert_from,
            pack.alert_subject,
            pack.alert_body,
            url=pack.lock_url,
            label=pack.lock_label,
        ),
        _case(
            pack,
            index,
            5,
            "promo",
            (None, None, None),
            ["promo", "promo_code", "lookalike", *pack.promo_kinds],
            pack.promo_from,
            pack.promo_subject,
            pack.promo_body,
            url=pack.promo_url,
            label="&#187;",
            legacy=False,
        ),
        _case(
            pack,
            index,
            6,
            "bill",
            (None, None, None),
            ["bill", "registry_number", "lookalike"],
            pack.bill_from,
            pack.bill_subject,
            pack.bill_body,
        ),
    ]
