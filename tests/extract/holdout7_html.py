# ruff: noqa: E501 - mail data: long URLs, HTML and sentences are kept as senders write them
"""The HTML that different senders write, for held-out set 7: a big ESP's template (nested
tables, a hidden preheader, a logo, a bulletproof button with its Outlook VML twin, a footer
with an address, a legal imprint, unsubscribe and social links), a small app's bare HTML, and
the wrappers of webmail clients."""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Brand:
    """A sender: its name, domain, colour and what its footer says."""

    name: str
    domain: str
    color: str = "#1a5fb4"
    address: str = "1200 Harbor Street, Suite 400, Portland, OR 97209, USA"
    imprint: str = ""

    def sender(self, local: str = "no-reply") -> str:
        return f"{self.name} <{local}@{self.domain}>"


def esc(text: str) -> str:
    return html.escape(text, quote=False)


def paragraphs(blocks: Sequence[str]) -> str:
    style = "margin:0 0 16px 0;font-size:15px;line-height:22px;color:#30343b"
    return "\n".join(f'<p style="{style}">{block}</p>' for block in blocks)


def button(href: str, label: str, color: str = "#1a5fb4", *, vml: bool = True) -> str:
    """A bulletproof button: VML for Outlook, a padded ``<a>`` for everyone else."""
    mso = (
        "<!--[if mso]>\n"
        f'<v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="{href}" '
        f'style="height:44px;v-text-anchor:middle;width:240px;" arcsize="10%" stroke="f" '
        f'fillcolor="{color}"><w:anchorlock/><center style="color:#ffffff;font-size:16px;">'
        f"{label}</center></v:roundrect>\n<![endif]-->\n"
    )
    link = (
        f'<!--[if !mso]><!-- --><a href="{href}" target="_blank" style="background:{color};'
        "border-radius:4px;color:#ffffff;display:inline-block;font-size:16px;font-weight:bold;"
        f'line-height:44px;text-align:center;text-decoration:none;width:240px;">{label}</a>'
        "<!--<![endif]-->"
    )
    return (
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>'
        f'<td align="center" style="padding:8px 0 24px 0">\n{mso if vml else ""}{link}\n'
        "</td></tr></table>"
    )


def code_box(code: str, color: str = "#111111") -> str:
    return (
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%"><tr>'
        '<td align="center" style="background:#f3f5f8;border-radius:6px;padding:18px 0;'
        f"font-family:Menlo,Consolas,monospace;font-size:30px;letter-spacing:6px;color:{color};"
        f'font-weight:bold">{code}</td></tr></table>'
    )


def esp(
    brand: Brand,
    content: str,
    *,
    preheader: str = "",
    lang: str = "en",
    footer_links: Sequence[tuple[str, str]] = (),
    footer_note: str = "",
    direction: str = "ltr",
) -> str:
    """A big ESP's template around ``content``."""
    hidden = (
        '<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;'
        f'max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">{preheader}'
        + "&#847;&zwnj;&nbsp;" * 12
        + "</div>"
        if preheader
        else ""
    )
    links = " &middot; ".join(
        f'<a href="{href}" style="color:#7a7f87;text-decoration:underline">{label}</a>'
        for label, href in footer_links
    )
    social = "".join(
        f'<a href="https://{site}.com/{brand.domain.split(".")[0]}" style="padding:0 6px">'
        f'<img src="https://cdn.{brand.domain}/mail/icons/{site}.png" width="24" height="24" '
        f'alt="{site.title()}" style="border:0"></a>'
        for site in ("facebook", "instagram", "linkedin")
    )
    imprint = f"<br>{brand.imprint}" if brand.imprint else ""
    note = f'<p style="margin:0 0 8px 0">{footer_note}</p>' if footer_note else ""
    return f"""<!DOCTYPE html>
<html lang="{lang}" dir="{direction}" xmlns:v="urn:schemas-microsoft-com:vml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(brand.name)}</title>
<style type="text/css">
  body {{ margin:0; padding:0; -webkit-text-size-adjust:100%; }}
  table, td {{ border-collapse:collapse; mso-table-lspace:0pt; mso-table-rspace:0pt; }}
  @media only screen and (max-width:620px) {{ .container {{ width:100% !important; }} }}
</style>
</head>
<body style="margin:0;padding:0;background-color:#eef0f3">
{hidden}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#eef0f3">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:0 0 16px 0" align="left">
<img src="https://cdn.{brand.domain}/mail/logo@2x.png" width="140" alt="{esc(brand.name)}" style="display:block;border:0">
</td></tr>
<tr><td bgcolor="#ffffff" style="background:#ffffff;border-radius:8px;padding:32px 36px;font-family:Helvetica,Arial,sans-serif">
{content}
</td></tr>
<tr><td style="padding:24px 8px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#7a7f87" align="center">
{note}<p style="margin:0 0 8px 0">{social}</p>
<p style="margin:0 0 8px 0">{links}</p>
<p style="margin:0">{esc(brand.name)} &middot; {brand.address}{imprint}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
"""


def bare(blocks: Sequence[str], *, lang: str = "en", direction: str = "ltr") -> str:
    """A small app's HTML: a few paragraphs, no tables."""
    inner = "\n".join(f"<p>{block}</p>" for block in blocks)
    return (
        f'<html lang="{lang}" dir="{direction}"><head><meta charset="utf-8"></head>\n'
        f'<body style="font-family:sans-serif;font-size:14px">\n{inner}\n</body></html>\n'
    )


def gmail(blocks: Sequence[str], quoted: str = "") -> str:
    """What Gmail's composer sends: ``<div dir="ltr">`` and a ``gmail_quote`` block."""
    inner = "".join(f"<div>{block}</div>" for block in blocks)
    return f'<div dir="ltr">{inner}</div>{quoted}\n'


def outlook(blocks: Sequence[str], quoted_header: str, quoted: str) -> str:
    """What Outlook sends for a reply or forward: the new text, a rule, the earlier mail."""
    inner = "\n".join(f'<p class="MsoNormal">{block}<o:p></o:p></p>' for block in blocks)
    return (
        '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head>'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head>'
        '<body lang="EN-US" link="#0563C1"><div class="WordSection1">\n'
        f"{inner}\n"
        '<div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in">'
        f'<p class="MsoNormal">{quoted_header}</p></div></div>\n'
        f"{quoted}\n</div></body></html>\n"
    )
