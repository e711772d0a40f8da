"""HTML the way big senders' templates write it: nested layout tables with a hidden preheader,
MJML-style blocks with Outlook conditionals, bulletproof VML buttons, order tables, footers with
postal addresses, imprints, social and unsubscribe links. Helpers return HTML fragments; the
pages wrap them."""

from __future__ import annotations

from html import escape

PREVIEW_FILLER = "&#847;&zwnj;&nbsp;" * 40


def esc(text: str) -> str:
    return escape(text, quote=False)


def attr(url: str) -> str:
    """A URL as an attribute value (``&`` written ``&amp;``, as templates do)."""
    return escape(url, quote=True)


def p(text: str, style: str = "margin:0 0 16px;font-size:15px;line-height:22px;") -> str:
    return f'<p style="{style}">{text}</p>'


def code_box(code: str, *, color: str = "#111111", spacing: str = "6px") -> str:
    return (
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center">'
        f'<tr><td style="background:#f3f4f6;border-radius:8px;padding:14px 28px;font-family:'
        f"'SF Mono',Menlo,Consolas,monospace;font-size:30px;font-weight:700;letter-spacing:"
        f'{spacing};color:{color};text-align:center;">{code}</td></tr></table>'
    )


def button(url: str, label: str, color: str = "#1a73e8") -> str:
    return (
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" '
        f'style="margin:24px auto;"><tr><td align="center" bgcolor="{color}" style="border-radius:'
        f'6px;"><a href="{attr(url)}" target="_blank" style="display:inline-block;'
        "padding:14px 32px;"
        f"font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;"
        f'">{label}</a></td></tr></table>'
    )


def vml_button(url: str, label: str, color: str = "#0b5cff", *, fallback: bool = True) -> str:
    """Outlook's bulletproof button: a VML roundrect for Word-rendered Outlook and an ``<a>`` for
    every other client (or, with ``fallback=False``, the VML alone as some builders emit)."""
    vml = (
        '<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" '
        'xmlns:w="urn:schemas-microsoft-com:office:word" '
        f'href="{attr(url)}" style="height:46px;v-text-anchor:middle;width:240px;" arcsize="12%" '
        f'strokecolor="{color}" fillcolor="{color}"><w:anchorlock/><center style="color:#ffffff;'
        f'font-family:Arial,sans-serif;font-size:16px;font-weight:bold;">{label}</center>'
        "</v:roundrect><![endif]-->"
    )
    if not fallback:
        return vml.replace("<!--[if mso]>", "").replace("<![endif]-->", "")
    return (
        f'<div style="text-align:center;margin:24px 0;">{vml}<!--[if !mso]><!-- -->'
        f'<a href="{attr(url)}" style="background-color:{color};border-radius:6px;color:#ffffff;'
        "display:inline-block;font-family:Arial,sans-serif;font-size:16px;font-weight:bold;"
        f'line-height:46px;text-align:center;text-decoration:none;width:240px;">{label}</a>'
        "<!--<![endif]--></div>"
    )


def rows(pairs: list[tuple[str, str]], *, width: str = "100%") -> str:
    """A two-column summary table (order, booking, transaction details)."""
    body = "".join(
        f'<tr><td style="padding:6px 0;color:#6b7280;font-size:14px;">{label}</td>'
        f'<td style="padding:6px 0;text-align:right;font-size:14px;font-weight:600;">{value}</td>'
        "</tr>"
        for label, value in pairs
    )
    return (
        f'<table role="presentation" width="{width}" cellpadding="0" cellspacing="0" '
        f'style="border-top:1px solid #e5e7eb;border-bottom:1px solid #e5e7eb;margin:16px 0;">'
        f"{body}</table>"
    )


HIDE = {
    "display": "display:none;",
    "display_important": "display:none !important;mso-hide:all;",
    "visibility": "visibility:hidden;",
    "font0": "font-size:0;line-height:0;",
    "fontpx0": "font-size:0px;max-height:0px;overflow:hidden;",
    "white": "color:#ffffff;background-color:#ffffff;",
    "offscreen": "position:absolute;left:-9999px;top:-9999px;",
    "maxheight": "max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;",
}


def hidden(text: str, how: str, tag: str = "div") -> str:
    """``text`` as templates hide it from the reader (tests, honeypots, leftovers)."""
    return f'<{tag} style="{HIDE[how]}">{text}</{tag}>'


def social(brand_host: str) -> str:
    nets = ["facebook", "x", "instagram", "linkedin", "youtube"]
    cells = "".join(
        f'<td style="padding:0 6px;"><a href="https://www.{brand_host}/social/{net}">'
        f'<img src="https://static.{brand_host}/email/icons/{net}.png" width="24" height="24" '
        f'alt="{net.title()}" style="display:block;border:0;"></a></td>'
        for net in nets
    )
    return f'<table role="presentation" align="center"><tr>{cells}</tr></table>'


def footer(lines: list[str], brand_host: str, *, unsubscribe: bool = True) -> str:
    links = (
        f'<a href="https://www.{brand_host}/help" style="color:#6b7280;">Help Center</a> &middot; '
        f'<a href="https://www.{brand_host}/legal/privacy" style="color:#6b7280;">Privacy</a>'
    )
    if unsubscribe:
        links += (
            f' &middot; <a href="https://www.{brand_host}/email/preferences?u=7f3a2c9e" '
            'style="color:#6b7280;">Unsubscribe</a>'
        )
    text = "<br>".join(lines)
    return (
        f'<td style="padding:24px 32px;font-size:12px;line-height:18px;color:#6b7280;'
        f'text-align:center;">{social(brand_host)}<p style="margin:12px 0;">{links}</p>'
        f'<p style="margin:0;">{text}</p></td>'
    )


def esp_page(
    *,
    brand: str,
    brand_host: str,
    preheader: str,
    body: str,
    footer_lines: list[str],
    accent: str = "#1a73e8",
    lang: str = "en",
    unsubscribe: bool = True,
    dir_: str = "ltr",
) -> str:
    """The large-ESP layout: doctype, head styles, hidden preheader, centred 600 px table."""
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'
        f'<html lang="{lang}" dir="{dir_}" xmlns="http://www.w3.org/1999/xhtml"><head>'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1.0">'
        f'<title>{esc(brand)}</title><style type="text/css">body{{margin:0;padding:0;}}'
        "table,td{border-collapse:collapse;}img{border:0;outline:none;}"
        "@media only screen and (max-width:600px){.container{width:100% !important;}}"
        "</style></head>"
        '<body style="margin:0;padding:0;background-color:#f4f5f7;">'
        f'<div style="display:none;font-size:1px;color:#f4f5f7;line-height:1px;max-height:0px;'
        f'max-width:0px;opacity:0;overflow:hidden;">{preheader}{PREVIEW_FILLER}</div>'
        '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" '
        'bgcolor="#f4f5f7"><tr><td align="center" style="padding:24px 12px;">'
        '<table role="presentation" class="container" width="600" cellpadding="0" '
        'cellspacing="0" border="0" bgcolor="#ffffff" style="border-radius:10px;">'
        f'<tr><td style="padding:28px 32px 8px;border-top:4px solid {accent};">'
        f'<a href="https://www.{brand_host}/"><img src="https://static.{brand_host}/email/'
        f'logo@2x.png" width="140" alt="{attr(brand)}" style="display:block;"></a></td></tr>'
        f'<tr><td style="padding:16px 32px 24px;font-family:Helvetica,Arial,sans-serif;'
        f'color:#1f2937;">{body}</td></tr>'
        f"<tr>{footer(footer_lines, brand_host, unsubscribe=unsubscribe)}</tr>"
        "</table></td></tr></table></body></html>"
    )


def mjml_page(*, title: str, body: str, footer_html: str, lang: str = "en") -> str:
    """The MJML output shape: div columns with Outlook-only table scaffolding around them."""
    return (
        f'<!doctype html><html lang="{lang}" xmlns="http://www.w3.org/1999/xhtml" '
        'xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">'
        f'<head><title>{esc(title)}</title><!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" '
        'content="IE=edge"><!--<![endif]--><meta http-equiv="Content-Type" '
        'content="text/html; charset=UTF-8"><style type="text/css">#outlook a{padding:0;}'
        "body{margin:0;padding:0;-webkit-text-size-adjust:100%;}</style>"
        "<!--[if mso]><noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96"
        "</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript><![endif]--></head>"
        '<body style="word-spacing:normal;background-color:#eef1f5;"><div style="background-color:'
        '#eef1f5;"><!--[if mso | IE]><table align="center" border="0" cellpadding="0" '
        'cellspacing="0" style="width:600px;" width="600"><tr><td style="line-height:0px;'
        'font-size:0px;mso-line-height-rule:exactly;"><![endif]--><div style="background:#ffffff;'
        'margin:0px auto;max-width:600px;"><div class="mj-column-per-100 mj-outlook-group-fix" '
        'style="font-size:0px;text-align:left;direction:ltr;display:inline-block;'
        'vertical-align:top;width:100%;"><div style="font-family:Inter,Arial,sans-serif;'
        f'font-size:15px;line-height:1.6;color:#222222;padding:32px;">{body}</div></div></div>'
        f'<div style="max-width:600px;margin:0 auto;padding:16px;font-family:Arial,sans-serif;'
        f'font-size:11px;color:#8a8f98;text-align:center;">{footer_html}</div>'
        "<!--[if mso | IE]></td></tr></table><![endif]--></div></body></html>"
    )


def plain_page(body: str, *, lang: str = "en", dir_: str = "ltr") -> str:
    """A small app's HTML: one div, system font, no layout tables."""
    return (
        f'<html lang="{lang}" dir="{dir_}"><head><meta charset="utf-8"></head>'
        "<body><div style=\"font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,"
        f'sans-serif;font-size:14px;color:#24292f;max-width:560px;">{body}</div></body></html>'
    )
