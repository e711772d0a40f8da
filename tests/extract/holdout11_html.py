"""The HTML of held-out set 11: blocks a mail is made of (each with what its text part says)
and the templates senders wrap them in (a big ESP's nested tables with preheader and legal
footer, Outlook's VML buttons, a small app's plain markup)."""

# ruff: noqa: E501  (mail wording and markup stay on one line, as the sender wrote them)

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from tests.extract.holdout11_lang import Lang


@dataclass(frozen=True)
class Block:
    """A piece of a mail: its HTML and what the text part says for it ("" for nothing)."""

    html: str
    text: str


def para(text: str, style: str = "margin:0 0 16px;font-size:15px;line-height:22px") -> Block:
    body = escape(text).replace("\n", "<br>")
    return Block(f'<p style="{style}">{body}</p>', text)


def code_box(code: str, html_code: str | None = None, text_code: str | None = None) -> Block:
    shown = html_code if html_code is not None else escape(code)
    return Block(
        '<table role="presentation" cellpadding="0" cellspacing="0" align="center"><tr>'
        '<td style="background:#f3f4f6;border-radius:6px;padding:14px 28px;font-family:'
        f'Menlo,Consolas,monospace;font-size:30px;letter-spacing:6px;font-weight:700">{shown}'
        "</td></tr></table>",
        text_code if text_code is not None else code,
    )


def button(href: str, label: str, color: str = "#1a73e8", text: str | None = None) -> Block:
    return Block(
        '<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px auto">'
        f'<tr><td align="center" bgcolor="{color}" style="border-radius:4px">'
        f'<a href="{escape(href)}" target="_blank" style="display:inline-block;padding:12px 26px;'
        f'color:#ffffff;text-decoration:none;font-weight:600">{escape(label)}</a></td></tr></table>',
        text if text is not None else f"{label}: {href}",
    )


def vml_button(href: str, label: str, color: str = "#0b6e4f", text: str | None = None) -> Block:
    """Outlook's VML twin next to the ordinary link, as email builders write it."""
    h, lab = escape(href), escape(label)
    return Block(
        '<div><!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" '
        f'xmlns:w="urn:schemas-microsoft-com:office:word" href="{h}" style="height:44px;'
        f'v-text-anchor:middle;width:240px" arcsize="10%" stroke="f" fillcolor="{color}"><w:anchorlock/>'
        f'<center style="color:#ffffff;font-size:16px">{lab}</center></v:roundrect><![endif]-->'
        f'<!--[if !mso]><!-- --><a href="{h}" style="background:{color};color:#ffffff;'
        f"display:inline-block;line-height:44px;width:240px;text-align:center;"
        f'text-decoration:none;border-radius:4px">{lab}</a><!--<![endif]--></div>',
        text if text is not None else f"{label}: {href}",
    )


def vml_only(href: str, label: str, color: str = "#7a1f5c") -> Block:
    """A button whose only link is Outlook's VML shape; other clients get a styled span."""
    h, lab = escape(href), escape(label)
    return Block(
        '<div><!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" '
        f'href="{h}" style="height:40px;width:220px" fillcolor="{color}" stroke="f">'
        f'<center style="color:#fff">{lab}</center></v:roundrect><![endif]--></div>',
        "",
    )


def area_map(href: str, alt: str, img: str, others: tuple[tuple[str, str], ...] = ()) -> Block:
    areas = "".join(
        f'<area shape="rect" coords="{10 + 200 * n},0,{190 + 200 * n},60" href="{escape(h)}" '
        f'alt="{escape(a)}">'
        for n, (h, a) in enumerate(((href, alt), *others))
    )
    return Block(
        f'<img src="{escape(img)}" usemap="#cta" width="600" height="60" alt="{escape(alt)}" '
        f'style="display:block;border:0"><map name="cta">{areas}</map>',
        "",
    )


def form_button(action: str, label: str, hidden: tuple[tuple[str, str], ...] = ()) -> Block:
    fields = "".join(
        f'<input type="hidden" name="{escape(k)}" value="{escape(v)}">' for k, v in hidden
    )
    return Block(
        f'<form action="{escape(action)}" method="post" target="_blank" style="margin:20px 0">'
        f'{fields}<button type="submit" style="background:#222;color:#fff;border:0;'
        f'padding:12px 24px;border-radius:3px;font-size:15px">{escape(label)}</button></form>',
        "",
    )


HIDE = {
    "display": "display:none;max-height:0;overflow:hidden",
    "visibility": "visibility:hidden;height:0;mso-hide:all",
    "fontsize": "font-size:0;line-height:0;color:transparent",
    "colour": "color:#ffffff;background-color:#ffffff",
    "offscreen": "position:absolute;left:-9999px;top:-9999px",
}


def hidden(text: str, how: str) -> Block:
    return Block(f'<div style="{HIDE[how]}">{escape(text)}</div>', "")


def raw(html: str, text: str = "") -> Block:
    return Block(html, text)


def link_line(label: str, href: str) -> Block:
    return Block(
        f'<p style="font-size:13px;color:#555">{escape(label)} '
        f'<a href="{escape(href)}" style="color:#1a73e8">{escape(href)}</a></p>',
        f"{label}\n{href}",
    )


def text_of(blocks: list[Block]) -> str:
    return "\n\n".join(block.text for block in blocks if block.text)


def _dir(lang: Lang) -> str:
    return ' dir="rtl"' if lang.rtl else ""


def esp(
    lang: Lang,
    brand: str,
    domain: str,
    blocks: list[Block],
    *,
    preheader: str = "",
    accent: str = "#1a73e8",
    footer: tuple[str, ...] = (),
    unsubscribe: str | None = None,
    social: bool = True,
) -> str:
    """A big ESP's template: nested tables, hidden preheader, logo, legal footer."""
    pre = (
        '<div style="display:none;font-size:1px;color:#fefefe;line-height:1px;max-height:0;'
        f'max-width:0;opacity:0;overflow:hidden">{escape(preheader)}'
        + "&nbsp;&zwnj;" * 12
        + "</div>"
        if preheader
        else ""
    )
    links = ""
    if social:
        links += " ".join(
            f'<a href="https://{site}/{domain.split(".")[0]}" style="color:#888">{site.split(".")[0]}</a>'
            for site in ("instagram.com", "facebook.com", "linkedin.com/company")
        )
    if unsubscribe:
        links += (
            f' &middot; <a href="https://{domain}/email/unsubscribe?u={unsubscribe}" '
            f'style="color:#888">{escape(lang.w["unsubscribe"])}</a>'
        )
    foot = "".join(f'<p style="margin:4px 0">{escape(line)}</p>' for line in footer)
    inner = "".join(block.html for block in blocks)
    return (
        '<!DOCTYPE html><html lang="' + lang.code + '"' + _dir(lang) + '><head><meta charset="'
        'utf-8"><meta name="viewport" content="width=device-width"><title></title>'
        "<style>@media only screen and (max-width:620px){.wrap{width:100%!important}}</style>"
        f'</head><body style="margin:0;padding:0;background:#eef0f3">{pre}'
        '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" '
        'bgcolor="#eef0f3"><tr><td align="center" style="padding:24px 8px">'
        '<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" '
        'bgcolor="#ffffff" style="border-radius:8px"><tr><td style="padding:24px 32px;'
        f'border-bottom:3px solid {accent}"><img src="https://cdn.{domain}/mail/logo@2x.png" '
        f'width="120" alt="{escape(brand)}" style="display:block;border:0"></td></tr>'
        '<tr><td style="padding:28px 32px;font-family:Helvetica,Arial,sans-serif;color:#222">'
        f"{inner}</td></tr></table>"
        '<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0">'
        '<tr><td style="padding:18px 32px;font-family:Arial,sans-serif;font-size:11px;'
        f'color:#888;text-align:center">{foot}<p>{links}</p></td></tr></table>'
        "</td></tr></table></body></html>"
    )


def simple(lang: Lang, blocks: list[Block]) -> str:
    """A small app's HTML: one div, system font."""
    inner = "".join(block.html for block in blocks)
    return (
        f'<html{_dir(lang)}><body><div style="font-family:-apple-system,Segoe UI,Roboto,'
        f'sans-serif;max-width:520px;margin:0 auto;padding:20px;color:#111">{inner}</div>'
        "</body></html>"
    )


def footer_text(lines: tuple[str, ...]) -> str:
    return "\n".join(("--", *lines)) if lines else ""
