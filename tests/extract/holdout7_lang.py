"""Held-out set 7's mails in 20 more languages, each in its own words and, where senders
still use one, its legacy charset: a sign-in code, a one-click link, a payment code, and four
mails with no answer (a new-sign-in alert with a lock link, an order or parcel, an expired
code, and a notice whose footer lists register and tax numbers after "code"-like words)."""

from __future__ import annotations

from dataclasses import dataclass

from tests.extract.holdout7_build import (
    Case,
    app_mail,
    b64_tracker,
    case,
    esp_mail,
    plain_mail,
    token,
    url_tracker,
)
from tests.extract.holdout7_html import Brand, button, code_box
from tests.extract.holdout7_mail import Envelope

DIGITS = {
    "arabic": "٠١٢٣٤٥٦٧٨٩",
    "persian": "۰۱۲۳۴۵۶۷۸۹",
    "devanagari": "०१२३४५६७८९",
    "fullwidth": "０１２３４５６７８９",
}


@dataclass(frozen=True)
class Lang:
    """One language's mails: paragraphs with ``{code}``, ``{button}`` or ``{lock}``."""

    tag: str
    legacy: str
    brand: Brand
    code: tuple[str, str, tuple[str, ...]]  # code, subject, paragraphs
    link: tuple[str, str, tuple[str, ...], str, str]  # url, subject, paragraphs, label, kind
    payment: tuple[str, str, tuple[str, ...]]
    alert: tuple[str, tuple[str, ...], str]  # subject, paragraphs, lock label
    order: tuple[str, tuple[str, ...]]
    expired: tuple[str, tuple[str, ...]]
    notice: tuple[str, tuple[str, ...]]
    show: str = "plain"  # how the code is written: plain, spaced, dashed, or a script
    direction: str = "ltr"
    link_carrier: str = "button"  # button, url_tracker, b64_tracker, plain
    code_charset: str = ""  # the code mail's charset when not the legacy one
    kinds: tuple[str, ...] = ()  # extra kinds of the link mail (idn, non_ascii_path)


def shown(code: str, how: str) -> str:
    if how in DIGITS:
        return "".join(DIGITS[how][int(d)] if d.isdigit() else d for d in code)
    if how == "spaced":
        return f"{code[:3]} {code[3:]}"
    if how == "dashed":
        return f"{code[:3]}-{code[3:]}"
    if how == "rlm":
        return f"\u200f{code}\u200f"
    return code


def _kinds(lang: Lang, charset: str, *more: str) -> list[str]:
    extra = [] if charset == "utf-8" else [f"charset:{charset}"]
    return [f"lang:{lang.tag}", *extra, *more]


def cases_of(lang: Lang, index: int) -> list[Case]:
    brand, tag, legacy = lang.brand, lang.tag, lang.legacy
    rtl = lang.direction
    out = []
    code, subject, paras = lang.code
    charset = lang.code_charset or legacy
    code_kinds = ["sign_in_code", "expiry"]
    if lang.show in DIGITS:
        code_kinds.append("script_digits")
    if lang.show in ("spaced", "dashed"):
        code_kinds.append(lang.show)
    if lang.show == "rlm":
        code_kinds.append("bidi_zero_width")
    if any(not c.isdigit() for c in code):
        code_kinds.append("alnum5" if len(code) == 5 else "alnum")
    if index % 2:
        blocks = [p.format(code=code_box(shown(code, lang.show))) for p in paras]
        mail: Envelope = esp_mail(brand, subject, blocks, lang=tag, charset=charset,
                                  direction=rtl, html_cte="base64" if index % 4 == 1 else
                                  "quoted-printable")  # fmt: skip
        code_kinds.append("esp")
    else:
        text = "\n\n".join(p.format(code=shown(code, lang.show)) for p in paras) + "\n"
        mail = plain_mail(brand.sender(), subject, text, charset=charset,
                          cte="8bit" if index % 4 == 0 else "base64")  # fmt: skip
        code_kinds.append("plain")
    out.append(case(f"{tag}_code", mail, _kinds(lang, charset, *code_kinds),
                    otp=code.replace(" ", "").replace("-", "")))  # fmt: skip

    url, subject, paras, label, kind = lang.link
    href = url
    link_kinds = [f"{kind}_link", *lang.kinds]
    if lang.link_carrier == "url_tracker":
        href = url_tracker(f"https://click.{brand.domain}/track", url, "redirect")
        link_kinds.append("tracker_recoverable")
    elif lang.link_carrier == "b64_tracker":
        href = b64_tracker(f"https://l.{brand.domain}/r", url)
        link_kinds.append("tracker_recoverable")
    if lang.link_carrier == "plain":
        text = "\n\n".join(p.format(button=f"{label}:\n{href}") for p in paras) + "\n"
        mail = plain_mail(brand.sender(), subject, text, charset="utf-8")
        link_kinds.append("plain")
    else:
        blocks = [p.format(button=button(href.replace("&", "&amp;"), label, brand.color))
                  for p in paras]  # fmt: skip
        mail = esp_mail(brand, subject, blocks, lang=tag, direction=rtl)
        link_kinds += ["esp", "vml"]
    out.append(case(f"{tag}_link", mail, _kinds(lang, "utf-8", *link_kinds), link=url,
                    kind=kind))  # fmt: skip

    code, subject, paras = lang.payment
    blocks = [p.format(code=f"<b>{shown(code, 'plain')}</b>") for p in paras]
    mail = app_mail(brand.sender("secure"), subject, blocks, lang=tag, direction=rtl,
                    charset="utf-8")  # fmt: skip
    out.append(case(f"{tag}_payment_code", mail, _kinds(lang, "utf-8", "payment_otp",
                    "small_app"), otp=code))  # fmt: skip

    subject, paras, lock_label = lang.alert
    lock = f"https://{brand.domain}/security/lock?t={token(tag + '-lock')}"
    blocks = [p.format(lock=f'<a href="{lock}">{lock_label}</a>') for p in paras]
    out.append(case(f"{tag}_new_sign_in_alert", esp_mail(brand, subject, blocks, lang=tag,
        charset=legacy, direction=rtl), _kinds(lang, legacy, "lock_link", "security_alert",
        "esp")))  # fmt: skip

    subject, paras = lang.order
    charset = "utf-8" if lang.show in DIGITS else legacy
    order_kinds = ["order", "shipping", "esp"] + (["script_digits"] if charset == "utf-8" else [])
    out.append(case(f"{tag}_order_shipped", esp_mail(brand, subject, list(paras), lang=tag,
        charset=charset, direction=rtl), _kinds(lang, charset, *order_kinds)))  # fmt: skip

    subject, paras = lang.expired
    text = "\n\n".join(paras) + "\n"
    out.append(case(f"{tag}_expired_code", plain_mail(brand.sender(), subject, text,
        charset=legacy, cte="quoted-printable"), _kinds(lang, legacy, "expired_code",
        "plain")))  # fmt: skip

    subject, paras = lang.notice
    out.append(case(f"{tag}_notice_registry", app_mail(brand.sender("info"), subject,
        list(paras), lang=tag, charset=legacy, direction=rtl), _kinds(lang, legacy,
        "registry_number", "small_app")))  # fmt: skip
    return out


def language_cases() -> list[Case]:
    from tests.extract.holdout7_langs import LANGS

    return [c for index, lang in enumerate(LANGS) for c in cases_of(lang, index)]
