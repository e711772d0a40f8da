"""The HTML of held-out set 9 as senders build it: big-ESP templates (nested tables, hidden
preheaders, bulletproof buttons with VML twins, footers with addresses, imprints and social
links) and the lighter markup of small apps and transactional APIs."""

from __future__ import annotations

from html import escape


def attr(url: str) -> str:
    """``url`` as an ``href`` value (``&`` written as ``&amp;``)."""
    return escape(url, quote=True)


def preheader(text: str) -> str:
    """The hidden preview text ESPs put first, padded so clients show nothing after it."""
    pad = "&#847;&zwnj;&nbsp;" * 24
    return (
        '<div style="display:none;font-size:1px;color:#fefefe;line-height:1px;max-height:0px;'
        f'max-width:0px;opacity:0;overflow:hidden;mso-hide:all;">{text}{pad}</div>'
    )


def button(href: str, label: str, colour: str = "#2d6cdf", *, vml: bool = True) -> str:
    """A bulletproof button: a VML round rectangle for Outlook and the ``<a>`` for the rest."""
    ms = (
        "<!--[if mso]>"
        '<v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" '
        f'xmlns:w="urn:schemas-microsoft-com:office:word" href="{attr(href)}" '
        'style="height:44px;v-text-anchor:middle;width:240px;" arcsize="10%" stroke="f" '
        f'fillcolor="{colour}"><w:anchorlock/><center style="color:#ffffff;font-family:Arial,'
        f'sans-serif;font-size:16px;font-weight:bold;">{label}</center></v:roundrect>'
        "<![endif]-->"
        if vml
        else ""
    )
    return (
        '<table role="presentation" cellspacing="0" cellpadding="0" border="0" align="center">'
        f'<tr><td class="btn" style="border-radius:6px;background:{colour};">{ms}'
        "<!--[if !mso]><!-- -->"
        f'<a href="{attr(href)}" target="_blank" style="background:{colour};border:1px solid '
        f"{colour};font-family:Arial,sans-serif;font-size:16px;line-height:44px;text-align:"
        "center;text-decoration:none;display:block;border-radius:6px;font-weight:bold;"
        f'color:#ffffff;padding:0 28px;">{label}</a><!--<![endif]--></td></tr></table>'
    )


def code_box(code: str, *, spacing: str = "6px") -> str:
    """The big code in a shaded box, as most sign-in mails show it."""
    return (
        '<table role="presentation" align="center" cellpadding="0" cellspacing="0"><tr>'
        '<td style="background:#f2f4f7;border-radius:8px;padding:16px 28px;font-family:'
        "'SFMono-Regular',Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:"
        f'{spacing};color:#111827;" class="otp">{code}</td></tr></table>'
    )


def p(text: str, style: str = "") -> str:
    """A body paragraph as table-based templates write it."""
    base = "margin:0 0 16px 0;font-family:Helvetica,Arial,sans-serif;font-size:15px;"
    return f'<p style="{base}line-height:22px;color:#3c4043;{style}">{text}</p>'


def link(href: str, label: str) -> str:
    return f'<a href="{attr(href)}" style="color:#2d6cdf;text-decoration:underline;">{label}</a>'


def footer(lines: list[str], links: list[tuple[str, str]], *, social: str = "") -> str:
    """An ESP footer: company lines (address, register, tax numbers) and small links."""
    anchors = " &middot; ".join(
        f'<a href="{attr(href)}" style="color:#8a8f98;text-decoration:underline;">{label}</a>'
        for href, label in links
    )
    icons = ""
    if social:
        icons = "".join(
            f'<a href="https://{net}.com/{social}" style="display:inline-block;margin:0 6px;">'
            f'<img src="https://static.{social}.net/email/ic-{net}.png" width="24" height="24" '
            f'alt="{net.title()}" style="border:0;"></a>'
            for net in ("facebook", "instagram", "linkedin", "youtube")
        )
        icons = f'<tr><td align="center" style="padding:8px 0 16px 0;">{icons}</td></tr>'
    text = "<br>".join(lines)
    return (
        f'<table role="presentation" width="100%" cellpadding="0" cellspacing="0">{icons}'
        '<tr><td align="center" style="padding:0 24px 24px 24px;font-family:Arial,sans-serif;'
        f'font-size:11px;line-height:16px;color:#8a8f98;">{text}<br><br>{anchors}</td></tr></table>'
    )


def esp(
    *,
    title: str,
    pre: str,
    logo: tuple[str, str],
    blocks: list[str],
    foot: str,
    lang: str = "en",
    rtl: bool = False,
    extra_head: str = "",
    bg: str = "#f4f5f7",
) -> str:
    """A full ESP template: doctype, head styles, hidden preheader, centred 600 px card."""
    direction = ' dir="rtl"' if rtl else ""
    rows = "".join(f'<tr><td style="padding:0 40px;">{block}</td></tr>' for block in blocks)
    src, alt = logo
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html lang="{lang}"{direction} xmlns="http://www.w3.org/1999/xhtml" '
        'xmlns:v="urn:schemas-microsoft-com:vml" '
        'xmlns:o="urn:schemas-microsoft-com:office:office">\n'
        '<head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1.0">'
        f"<title>{title}</title>"
        '<style type="text/css">body{margin:0;padding:0;}table,td{border-collapse:collapse;'
        "mso-table-lspace:0pt;mso-table-rspace:0pt;}img{border:0;outline:none;}"
        "@media only screen and (max-width:620px){.card{width:100%!important;}"
        ".otp{font-size:26px!important;}}</style>"
        f"{extra_head}</head>\n"
        f'<body style="margin:0;padding:0;background-color:{bg};">\n{preheader(pre)}\n'
        f'<table role="presentation" width="100%" bgcolor="{bg}" cellpadding="0" cellspacing="0">'
        '<tr><td align="center" style="padding:32px 12px;">\n'
        '<table role="presentation" class="card" width="600" bgcolor="#ffffff" cellpadding="0" '
        'cellspacing="0" style="background:#ffffff;border-radius:10px;">\n'
        f'<tr><td align="center" style="padding:32px 40px 16px 40px;"><img src="{src}" '
        f'width="132" alt="{alt}" style="display:block;"></td></tr>\n{rows}\n'
        '<tr><td style="padding:24px 40px 32px 40px;"></td></tr></table>\n'
        f"{foot}\n</td></tr></table>\n</body></html>\n"
    )


def simple(body: str, *, lang: str = "en", rtl: bool = False) -> str:
    """The light HTML of small apps and transactional APIs: a few paragraphs, inline styles."""
    direction = ' dir="rtl"' if rtl else ""
    return (
        f'<html lang="{lang}"{direction}><head><meta charset="utf-8"></head>'
        '<body style="font-family:-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;'
        f'color:#222;">\n<div style="max-width:560px;margin:0 auto;padding:24px;">\n{body}\n'
        "</div></body></html>\n"
    )


def gmail_quote(top: str, attribution: str, quoted: str) -> str:
    """A Gmail reply: the new text and the earlier mail in a blockquote."""
    return (
        f'<div dir="ltr">{top}</div><br><div class="gmail_quote"><div dir="ltr" '
        f'class="gmail_attr">{attribution}<br></div><blockquote class="gmail_quote" '
        'style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);'
        f'padding-left:1ex">{quoted}</blockquote></div>'
    )


def outlook_forward(top: str, header: str, quoted: str) -> str:
    """An Outlook forward: the new text, a rule, the earlier header block and mail."""
    return (
        '<div class="WordSection1"><p class="MsoNormal">'
        f"{top}</p>"
        '<div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm">'
        f'<p class="MsoNormal"><b>From:</b> {header}</p></div></div>'
        f'<div id="divRplyFwdMsg">{quoted}</div></div>'
    )
