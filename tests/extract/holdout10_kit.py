"""What the writers of set 10's cases share: one call to make a case (its language and charset
become kinds), and the HTML that senders build mail from (ESP shells with preheaders and
footers, table buttons, Outlook VML buttons, forms, image maps, hidden decoys)."""

from __future__ import annotations

import hashlib
from html import escape

from tests.extract.holdout10_mail import Case


def mk(
    name: str,
    *,
    subject: str,
    sender: str,
    otp: str | None = None,
    link: str | None = None,
    kind: str | None = None,
    kinds: tuple[str, ...] = (),
    text: str | None = None,
    html: str | None = None,
    lang: str = "en",
    charset: str = "utf-8",
    cte: str | None = None,
    html_cte: str | None = None,
    flowed: bool = False,
    wrap: str | None = None,
    attached: bytes | None = None,
    headers: tuple[tuple[str, str], ...] = (),
) -> Case:
    """A case; ``lang-XX`` and (for a legacy charset) ``charset-NAME`` join its kinds."""
    if (link is None) != (kind is None):
        raise ValueError(f"{name}: a link needs its kind and a kind its link")
    if cte is None:
        cte = _transfer_encoding(name, text, html)
    extra = [f"lang-{lang}"]
    if charset != "utf-8":
        extra.append(f"charset-{charset}")
    return Case(
        name=name,
        otp=otp,
        link=link,
        link_kind=kind,
        kinds=tuple(dict.fromkeys((*kinds, *extra))),
        subject=subject,
        sender=sender,
        text=text,
        html=html,
        lang=lang,
        charset=charset,
        cte=cte,
        html_cte=html_cte,
        flowed=flowed,
        wrap=wrap,
        attached=attached,
        headers=headers,
    )


def _transfer_encoding(name: str, text: str | None, html: str | None) -> str:
    """A sender's choice of transfer encoding, fixed per mail: quoted-printable or base64,
    8bit for some plain-text mails; quoted-printable wherever a soft break is marked."""
    if "\x00" in (text or "") + (html or ""):
        return "qp"
    choices = ("qp", "base64", "qp", "base64", "8bit" if html is None else "qp")
    return choices[hashlib.sha256(name.encode()).digest()[0] % len(choices)]


HIDDEN = {
    "display": "display:none",
    "visibility": "visibility:hidden",
    "zero-font": "font-size:0;line-height:0",
    "same-colour": "color:#ffffff;background-color:#ffffff",
    "off-screen": "position:absolute;left:-9999px;top:-9999px",
    "max-height": "max-height:0;overflow:hidden;mso-hide:all",
}


def hidden(text: str, how: str = "display") -> str:
    """``text`` in an element no mail client shows."""
    return f'<div style="{HIDDEN[how]}">{text}</div>'


def preheader(text: str) -> str:
    """The hidden preview line ESPs put first, padded with zero-width joiners."""
    pad = "&zwnj;&nbsp;" * 30
    return (
        '<div style="display:none;font-size:1px;color:#fefefe;line-height:1px;max-height:0;'
        f'max-width:0;opacity:0;overflow:hidden;mso-hide:all">{text}{pad}</div>'
    )


def button(href: str, label: str, colour: str = "#3b5bdb") -> str:
    """A bulletproof table button."""
    return (
        '<table role="presentation" border="0" cellpadding="0" cellspacing="0" align="center">'
        f'<tr><td align="center" bgcolor="{colour}" style="border-radius:6px">'
        f'<a href="{escape(href)}" target="_blank" style="display:inline-block;padding:12px 28px;'
        f'color:#ffffff;font-weight:600;text-decoration:none;border-radius:6px">{label}</a>'
        "</td></tr></table>"
    )


def vml_button(href: str, label: str, colour: str = "#0b7a75") -> str:
    """An Outlook VML round rectangle with the usual non-Outlook ``<a>`` beside it."""
    url = escape(href)
    return (
        "<div><!--[if mso]>"
        '<v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" '
        f'href="{url}" style="height:44px;v-text-anchor:middle;width:240px;" arcsize="12%" '
        f'stroke="f" fillcolor="{colour}"><w:anchorlock/><center style="color:#ffffff;">{label}'
        "</center></v:roundrect><![endif]--><!--[if !mso]><!-- -->"
        f'<a href="{url}" style="background-color:{colour};border-radius:5px;color:#ffffff;'
        'display:inline-block;line-height:44px;text-align:center;text-decoration:none;width:240px">'
        f"{label}</a><!--<![endif]--></div>"
    )


def form_button(action: str, label: str) -> str:
    """A one-click form whose action carries the token (no ``<a>`` at all)."""
    return (
        f'<form action="{escape(action)}" method="post" target="_blank" style="margin:0">'
        '<button type="submit" style="background:#222;color:#fff;border:0;padding:12px 24px;'
        f'border-radius:4px;font-size:16px">{label}</button></form>'
    )


def image_map(href: str, alt: str, other: str) -> str:
    """A banner image whose clickable areas are ``<area href>``: the action and a help area."""
    return (
        f'<img src="https://cdn.static-post.net/b/banner-640.png" width="640" height="220" '
        f'alt="{escape(alt)}" usemap="#cta" style="display:block;border:0">'
        '<map name="cta">'
        f'<area shape="rect" coords="170,140,470,196" href="{escape(href)}" alt="{escape(alt)}">'
        f'<area shape="rect" coords="560,10,630,40" href="{escape(other)}" alt="Help">'
        "</map>"
    )


def esp(
    brand: str,
    body: str,
    *,
    domain: str,
    lead: str = "",
    address: str = "",
    colour: str = "#3b5bdb",
    extra_head: str = "",
    lang: str = "en",
    unsubscribe: str = "Unsubscribe",
    prefs: str = "Email preferences",
    footer_note: str = "",
    direction: str = "ltr",
    charset: str = "utf-8",
) -> str:
    """A big-ESP HTML mail: doctype, head styles, preheader, nested tables, logo, body, a
    footer with the postal address, legal note, social links and unsubscribe."""
    social = "".join(
        f'<a href="https://{net}.com/{brand.lower().replace(" ", "")}" style="margin:0 6px">'
        f'<img src="https://cdn.{domain}/email/{net}.png" width="24" height="24" alt="{net}"></a>'
        for net in ("x", "linkedin", "github")
    )
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'
        f'<html lang="{lang}" dir="{direction}" xmlns="http://www.w3.org/1999/xhtml" '
        'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">'
        f'<head><meta http-equiv="Content-Type" content="text/html; charset={charset}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1.0">'
        f"<title>{escape(brand)}</title>"
        "<style>body{margin:0;padding:0}table,td{border-collapse:collapse}"
        ".hide-mobile{display:block}@media only screen and (max-width:480px){"
        ".hide-mobile{display:none!important}.wrap{width:100%!important}}"
        f"{extra_head}</style></head>"
        '<body style="margin:0;padding:0;background-color:#f2f4f7">'
        f"{preheader(lead) if lead else ''}"
        '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" '
        'bgcolor="#f2f4f7"><tr><td align="center" style="padding:24px 8px">'
        '<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" '
        'bgcolor="#ffffff" style="border-radius:8px">'
        f'<tr><td style="padding:28px 32px;border-bottom:3px solid {colour}">'
        f'<a href="https://www.{domain}/"><img src="https://cdn.{domain}/email/logo@2x.png" '
        f'width="132" height="32" alt="{escape(brand)}" style="border:0"></a></td></tr>'
        '<tr><td style="padding:32px;font-family:Helvetica,Arial,sans-serif;font-size:16px;'
        f'line-height:24px;color:#1f2933">{body}</td></tr></table>'
        '<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0">'
        '<tr><td align="center" style="padding:20px 32px;font-family:Helvetica,Arial,sans-serif;'
        f'font-size:12px;line-height:18px;color:#7b8794">{social}<br><br>{footer_note}'
        f"{'<br>' if footer_note else ''}{address}<br>"
        f'<a href="https://www.{domain}/email/preferences" style="color:#7b8794">{prefs}</a>'
        f' &middot; <a href="https://www.{domain}/email/unsubscribe" style="color:#7b8794">'
        f"{unsubscribe}</a></td></tr></table></td></tr></table></body></html>"
    )


def simple_html(body: str, lang: str = "en", direction: str = "ltr") -> str:
    """The plain HTML a small app or a framework's default template sends."""
    return (
        f'<!doctype html><html lang="{lang}" dir="{direction}"><head><meta charset="utf-8">'
        '</head><body style="font-family:-apple-system,Segoe UI,sans-serif;color:#222">'
        f"{body}</body></html>"
    )
