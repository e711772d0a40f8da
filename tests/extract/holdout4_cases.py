"""Held-out set 4 for issue 21: mails as data, labelled by what a careful reader types or clicks.

Written blind (without reading the extractor or the earlier held-out sets). ``GENERIC`` mails are
the everyday kinds in 21 languages and several template styles (table layouts, MJML-like nested
divs, Outlook HTML with VML buttons, plain text, text plus HTML); ``SPECIAL`` mails each stand for
one rule of the issue, most both ways (an answer, and a similar mail without one). ``KINDS`` and
``LINK_KINDS`` index them by name. Regenerate the files with ``make_holdout4.py``.
"""

# ruff: noqa: E501  -- mail prose reads better on one line than split to fit a column limit

from __future__ import annotations

import hashlib
from collections.abc import Callable

from tests.extract.holdout4_lang import LANGS, LEGACY, PHRASES, native
from tests.extract.holdout4_mail import SOFT, Case, encodable

Item = str | tuple[str, ...] | tuple[str, list[tuple[str, str]]]

BRANDS = [
    ("Northwind Bank", "northwind-bank.example"), ("Kestrel Shop", "kestrel.shop.example"),
    ("Orbitly", "orbitly.example"), ("Pixel Quest", "pixelquest.example"),
    ("Citizen Portal", "portal.gov.example"), ("SkyLark Air", "skylark-air.example"),
    ("Chirp", "chirp.example"), ("Ledgerly", "ledgerly.example"), ("Parcelo", "parcelo.example"),
    ("Tessellate", "tessellate.example"), ("Mondo Energy", "mondo-energy.example"),
]  # fmt: skip
STYLES = ("table", "mjml", "text", "outlook", "both")


def _num(seed: str, digits: int) -> str:
    value = int(hashlib.sha256(seed.encode()).hexdigest(), 16)
    out = str(value)[-digits:]
    return ("7" + out[1:]) if out[0] == "0" else out


def _token(seed: str, size: int = 32) -> str:
    return hashlib.sha256(("tok" + seed).encode()).hexdigest()[:size]


def render(
    items: list[Item], style: str, brand: str, domain: str, lang: str
) -> tuple[str | None, str | None]:
    """The text and HTML parts of one mail in a template style (None for a part it lacks)."""
    rtl = ' dir="rtl"' if lang in ("ar", "fa", "he") else ""
    unsub = f"https://{domain}/email/unsubscribe?u={_token(domain + lang, 20)}"
    footer_text = f"{PHRASES[lang]['reg']}\n{PHRASES[lang]['unsub']}: {unsub}"
    text_lines: list[str] = []
    html_blocks: list[str] = []
    for item in items:
        if isinstance(item, str):
            text_lines.append(item)
            html_blocks.append(
                f'<p style="margin:0 0 16px;font-size:15px;line-height:22px">{item}</p>'
            )
            continue
        tag = item[0]
        if tag == "code":
            text_lines.append(f"    {item[1]}")
            html_blocks.append(
                '<div style="font-size:32px;font-weight:bold;letter-spacing:6px;'
                f'background:#f3f4f6;padding:14px 0;text-align:center">{item[1]}</div>'
            )
        elif tag == "btn":
            url, label = item[1], item[2]
            text_lines.append(f"{label}: {url}")
            if style == "outlook":
                html_blocks.append(
                    "<!--[if mso]>\n"
                    '<v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="' + url + '" '
                    'style="height:44px;v-text-anchor:middle;width:240px" arcsize="10%" '
                    'strokecolor="#1a73e8" fillcolor="#1a73e8"><w:anchorlock/>'
                    f'<center style="color:#ffffff">{label}</center></v:roundrect>\n'
                    "<![endif]--><!--[if !mso]><!-- -->"
                    f'<a href="{url}" style="background:#1a73e8;color:#ffffff;display:inline-block;'
                    f'padding:12px 28px;border-radius:4px;text-decoration:none">{label}</a>'
                    "<!--<![endif]-->"
                )
            else:
                html_blocks.append(
                    '<table role="presentation" cellpadding="0" cellspacing="0"><tr>'
                    f'<td bgcolor="#0b5fff" style="border-radius:6px"><a href="{url}" target="_blank" '
                    'style="display:inline-block;padding:12px 26px;color:#ffffff;'
                    f'font-weight:600;text-decoration:none">{label}</a></td></tr></table>'
                )
        elif tag == "link":
            url, label = item[1], item[2]
            text_lines.append(f"{label} {url}")
            html_blocks.append(
                f'<p style="font-size:13px;color:#666"><a href="{url}">{label}</a></p>'
            )
        elif tag == "rows":
            rows = item[1]
            assert isinstance(rows, list)
            text_lines.extend(f"{key}: {value}" for key, value in rows)
            cells = "".join(
                f'<tr><td style="padding:4px 12px 4px 0;color:#555">{key}</td>'
                f'<td style="padding:4px 0;text-align:right">{value}</td></tr>'
                for key, value in rows
            )
            html_blocks.append(
                f'<table cellpadding="0" cellspacing="0" width="100%">{cells}</table>'
            )
        elif tag == "list":
            text_lines.extend(item[1:])
            lis = "".join(f"<li style='font-family:monospace'>{entry}</li>" for entry in item[1:])
            html_blocks.append(f"<ul>{lis}</ul>")
        elif tag == "small":
            text_lines.append(item[1])
            html_blocks.append(f'<p style="font-size:11px;color:#888">{item[1]}</p>')
    text = "\n\n".join(text_lines) + "\n\n--\n" + footer_text + "\n"
    social = (
        f'<a href="https://x.example/{domain.split(".")[0]}"><img src="https://{domain}/i/x.png" '
        'alt="X" width="24"></a> '
        f'<a href="https://instagram.example/{domain.split(".")[0]}"><img src="https://{domain}/i/ig.png" '
        'alt="Instagram" width="24"></a>'
    )
    footer_html = (
        f'<p style="font-size:11px;color:#888">{social}<br>{PHRASES[lang]["reg"]}<br>'
        f'<a href="{unsub}" style="color:#888">{PHRASES[lang]["unsub"]}</a></p>'
    )
    inner = "\n".join(html_blocks)
    if style == "mjml":
        html = (
            f'<!doctype html><html{rtl}><head><meta charset="utf-8"><style>.mj-column-per-100{{width:100%}}'
            '</style></head><body style="background:#eee"><div style="margin:0 auto;max-width:600px">'
            f'<div class="mj-column-per-100"><div style="padding:20px"><img src="https://{domain}/logo.png" '
            f'alt="{brand}" width="120"></div><div style="background:#fff;padding:24px">{inner}</div>'
            f'<div style="padding:16px">{footer_html}</div></div></div></body></html>'
        )
    elif style == "outlook":
        html = (
            '<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office" '
            f'xmlns:w="urn:schemas-microsoft-com:office:word"{rtl}><head><meta name=Generator content="Microsoft Word 15">'
            '<style>p.MsoNormal{margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif}</style></head>'
            f'<body lang=EN-US link="#0563C1"><div class=WordSection1><p class=MsoNormal><b>{brand}</b><o:p></o:p></p>'
            f"{inner}{footer_html}</div></body></html>"
        )
    else:
        html = (
            f'<html{rtl}><body style="margin:0;background:#f4f4f4"><table width="100%" cellpadding="0" '
            'cellspacing="0" bgcolor="#f4f4f4"><tr><td align="center"><table width="600" cellpadding="0" '
            f'cellspacing="0" bgcolor="#ffffff"><tr><td style="padding:24px;background:#12263a;color:#fff;'
            f'font-size:20px">{brand}</td></tr><tr><td style="padding:32px">{inner}</td></tr><tr><td '
            f'style="padding:16px 32px">{footer_html}</td></tr></table></td></tr></table></body></html>'
        )
    if style == "text":
        return text, None
    if style in ("table", "outlook"):
        return None, html
    return text, html


Scenario = Callable[[str, str, str, str], dict[str, object]]


def _otp_basic(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    code = _num(seed, 6)
    shown = (
        native(code, lang)
        if lang in ("fa", "hi") or (lang == "ar" and seed[-1] in "02468")
        else code
    )
    kinds = ["otp"] + ([f"digits_{_DIGIT_KIND[lang]}"] if shown != code else [])
    items: list[Item] = [p["code_is"], ("code", shown), p["valid"], p["ignore"]]
    return {"subject": f"{p['code_subj']} - {brand}", "items": items, "otp": code, "kinds": kinds}


def _otp_and_signin(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    code = _num(seed, 6)
    url = f"https://{domain}/auth/magic?token={_token(seed)}"
    items: list[Item] = [
        p["signin_line"],
        ("btn", url, p["signin"]),
        p["code_is"],
        ("code", code),
        p["valid"],
    ]
    items.append(("link", f"https://{domain}/security/lock?t={_token(seed + 'l')}", p["lock"]))
    return {
        "subject": f"{p['signin']} - {brand}", "items": items, "otp": code, "link": url,
        "link_kind": "sign_in", "kinds": ["otp", "magic_link", "lock_link"],
    }  # fmt: skip


def _magic(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    url = f"https://{domain}/login/email?token={_token(seed)}&redirect=%2Fdashboard"
    items: list[Item] = [p["signin_line"], ("btn", url, p["signin"]), p["ignore"]]
    return {"subject": f"{p['signin']} - {brand}", "items": items, "link": url, "link_kind": "sign_in",
            "kinds": ["magic_link"]}  # fmt: skip


def _verify(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    url = f"https://{domain}/account/verify-email/{_token(seed, 40)}"
    items: list[Item] = [p["verify_line"], ("btn", url, p["verify"]), ("small", p["reg"])]
    return {"subject": p["verify"], "items": items, "link": url, "link_kind": "verify",
            "kinds": ["magic_link", "registry_number"]}  # fmt: skip


def _reset(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    url = f"https://{domain}/password/reset?key={_token(seed, 24)}&uid={_num(seed, 7)}"
    items: list[Item] = [p["reset_line"], ("btn", url, p["reset"]), p["ignore"]]
    return {"subject": p["reset"], "items": items, "link": url, "link_kind": "reset",
            "kinds": ["magic_link"]}  # fmt: skip


def _order(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    no = _num(seed, 9)
    if lang in _DIGIT_KIND and seed[-1] in "13579":
        no = native(no, lang)
    rows = [(p["order_no"], no), ("SKU 4006381333931", "2 × 19,99"), (p["total"], "39,98")]
    items: list[Item] = [p["order"], ("rows", rows), f"{p['order_no']} {no} · 12.04.2025 14:32"]
    kinds = ["order"] + ([f"digits_{_DIGIT_KIND[lang]}"] if not no.isascii() else [])
    return {"subject": f"{p['order']} {p['order_no']} {no}", "items": items, "kinds": kinds}


def _shipping(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    track = "1Z" + _num(seed, 6) + "A" + _num(seed + "b", 8)
    items: list[Item] = [
        p["tracking"],
        ("code", track),
        ("rows", [(p["order_no"], _num(seed + "o", 8))]),
    ]
    return {
        "subject": f"{p['tracking']} {track}",
        "items": items,
        "kinds": ["shipping", "reference_code"],
    }


def _used(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    code = _num(seed, 6)
    items: list[Item] = [p["used"], ("rows", [("Code", code), ("IP", "203.0.113.42"), ("2025-04-12", "09:41 UTC")]),
                         ("link", f"https://{domain}/security/lock?t={_token(seed)}", p["lock"])]  # fmt: skip
    return {"subject": p["used"][:60], "items": items, "kinds": ["used_expired", "lock_link"]}


def _backup(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    codes = [f"{_num(seed + str(i), 4)}-{_num(seed + str(i) + 'x', 4)}" for i in range(8)]
    items: list[Item] = [p["backup"], ("list", *codes), p["ignore"]]
    return {"subject": p["backup"][:50], "items": items, "kinds": ["backup_codes"]}


def _pwchanged(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    items: list[Item] = [p["pwchanged"], f"{p['ticket']}: {_num(seed, 8)}",
                         ("link", f"https://{domain}/support/secure-account?case={_num(seed, 8)}&sig={_token(seed)}", p["lock"])]  # fmt: skip
    return {
        "subject": p["pwchanged"],
        "items": items,
        "kinds": ["password_changed", "lock_link", "reference_code"],
    }


def _newsletter(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    items: list[Item] = [p["news"], ("rows", [("-40%", "59,90 → 35,94"), ("-25%", "120,00 → 90,00"),
                                              ("30.04.2025", "23:59")]),
                         ("btn", f"https://{domain}/sale?utm_source=newsletter&utm_campaign=spring25", p["news"][:20])]  # fmt: skip
    return {"subject": p["news"], "items": items, "kinds": ["newsletter", "statistics"]}


def _invoice(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    rows = [(p["invoice"], f"INV-2025-{_num(seed, 6)}"), ("IBAN", "DE89 3704 0044 0532 0130 00"),
            ("BIC", "COBADEFFXXX"), (p["due"], f"{_num(seed + 'a', 3)},50"), ("VAT", "DE318442907")]  # fmt: skip
    items: list[Item] = [f"{p['invoice']} {brand}", ("rows", rows), ("small", p["reg"])]
    return {"subject": f"{p['invoice']} INV-2025-{_num(seed, 6)}", "items": items,
            "kinds": ["invoice", "registry_number"]}  # fmt: skip


def _expired(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    code = _num(seed, 6)
    items: list[Item] = [p["expired"], ("rows", [("Code", code)]), p["ignore"]]
    return {"subject": p["expired"][:50], "items": items, "kinds": ["used_expired"]}


def _registry(lang: str, seed: str, brand: str, domain: str) -> dict[str, object]:
    p = PHRASES[lang]
    items: list[Item] = [p["reg"], p["order"], ("small", p["reg"])]
    return {"subject": f"{brand}: {p['invoice']}", "items": items, "kinds": ["registry_number"]}


_DIGIT_KIND = {"ar": "arabic", "fa": "persian", "hi": "devanagari", "ja": "fullwidth"}
SCENARIOS: list[tuple[str, Scenario]] = [
    ("otp", _otp_basic), ("otpsignin", _otp_and_signin), ("magic", _magic), ("verify", _verify),
    ("reset", _reset), ("order", _order), ("shipping", _shipping), ("used", _used),
    ("backup", _backup), ("pwchanged", _pwchanged), ("news", _newsletter), ("invoice", _invoice),
    ("expired", _expired), ("registry", _registry),
]  # fmt: skip


def _generic() -> list[Case]:
    cases = []
    for li, lang in enumerate(LANGS):
        for si, (slug, scenario) in enumerate(SCENARIOS):
            if (si + li) % 7 == 6 and slug not in ("otp", "magic"):
                continue  # each language skips two scenarios; the set stays varied, not exhaustive
            brand, domain = BRANDS[(li * 3 + si) % len(BRANDS)]
            seed = f"{lang}{slug}{si}"
            data = scenario(lang, seed, brand, domain)
            style = STYLES[(li + si) % len(STYLES)]
            items = data["items"]
            assert isinstance(items, list)
            text, html = render(items, style, brand, domain, lang)
            charset = "utf-8"
            if lang in LEGACY and (li + si) % 3 == 0:
                charset = LEGACY[lang]
                if lang == "fa":
                    text = _ascii_digits(text)
                    html = _ascii_digits(html)
                if not (encodable(text, charset) and encodable(str(data["subject"]), charset)):
                    charset = "utf-8"
            if lang == "ja" and charset != "utf-8" and si % 2:
                charset = "iso-2022-jp"
            if html is not None:
                html = html.replace('charset="utf-8"', f'charset="{charset}"')
            kinds = [*data["kinds"], f"style:{style}", f"cs:{charset}"]  # type: ignore[misc]
            if charset != "utf-8" and lang == "fa":
                kinds = [k for k in kinds if not k.startswith("digits_")]
            cases.append(
                Case(
                    name=f"{lang}_{si:02d}_{slug}",
                    subject=str(data["subject"]),
                    text=text, html=html,
                    otp=data.get("otp"),  # type: ignore[arg-type]
                    link=data.get("link"),  # type: ignore[arg-type]
                    link_kind=data.get("link_kind"),  # type: ignore[arg-type]
                    kinds=tuple(kinds), charset=charset,
                    sender=f"{brand} <no-reply@{domain}>",
                )
            )  # fmt: skip
    return cases


def _ascii_digits(text: str | None) -> str | None:
    if text is None:
        return None
    return text.translate({0x06F0 + i: 0x30 + i for i in range(10)}).replace("\u200c", " ")


def _page(body: str, rtl: bool = False) -> str:
    attr = ' dir="rtl"' if rtl else ""
    return (
        f'<html{attr}><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif">'
        f"{body}</body></html>"
    )


def _c(name: str, subject: str, *, kinds: tuple[str, ...], **fields: object) -> Case:
    charset = str(fields.get("charset", "utf-8"))
    return Case(name=name, subject=subject, kinds=(*kinds, f"cs:{charset}"), **fields)  # type: ignore[arg-type]


_HIDE = {
    "hidden_display": "display:none",
    "hidden_visibility": "visibility:hidden",
    "hidden_fontsize": "font-size:0;max-height:0;overflow:hidden",
    "hidden_lineheight": "line-height:0;max-height:0;overflow:hidden;mso-hide:all",
    "hidden_colour": "color:#ffffff;background:#ffffff",
    "hidden_offscreen": "position:absolute;left:-9999px;top:-9999px",
}
_FOOT = (
    '<p style="font-size:11px;color:#999">Orbitly Inc., 548 Market St #41093, San Francisco CA 94104 · '
    '<a href="https://orbitly.example/unsubscribe?e=8f3a1c">Unsubscribe</a></p>'
)


def _special() -> list[Case]:
    out: list[Case] = []
    # Hidden text: a decoy code hidden by CSS next to the visible one, and a hidden code alone.
    for i, (kind, css) in enumerate(_HIDE.items()):
        real, decoy = _num(kind, 6), _num(kind + "d", 6)
        lang = ("en", "de", "fr", "es", "it", "nl")[i]
        p = PHRASES[lang]
        body = (
            f'<div style="{css}">{p["code_is"]} {decoy}</div>'
            f'<p>{p["code_is"]}</p><p style="font-size:28px"><b>{real}</b></p><p>{p["valid"]}</p>{_FOOT}'
        )
        out.append(_c(f"{lang}_x{i:02d}_{kind}_code", p["code_subj"], html=_page(body), otp=real,
                      kinds=(kind, "otp")))  # fmt: skip
        preheader = (
            f'<div style="{css}">Orbitly weekly digest. Preview code {decoy} inside</div>'
            f"<p>Here is what happened in your workspace this week: 14 tasks closed, 3 new members.</p>{_FOOT}"
        )
        out.append(_c(f"{lang}_x{i:02d}_{kind}_none", "Your weekly digest", html=_page(preheader),
                      kinds=(kind, "newsletter")))  # fmt: skip
    # Honeypot link: a hidden link next to the visible sign-in, and a hidden link alone.
    trap = "https://chirp.example/l/verify?trap=1&token=aa91c0"
    good = "https://chirp.example/l/signin?token=f81d4fae7dec11d0a76500a0c91e6bf6"
    out.append(_c("en_x10_honeypot_link", "Sign in to Chirp", html=_page(
        f'<a href="{trap}" style="display:none">Verify</a><p>Use this link to sign in:</p>'
        f'<p><a href="{good}">Sign in to Chirp</a></p>{_FOOT}'), link=good, link_kind="sign_in",
        kinds=("honeypot_link", "magic_link")))  # fmt: skip
    out.append(_c("en_x11_honeypot_link_none", "Your Chirp summary", html=_page(
        f'<div style="display:none;max-height:0"><a href="{trap}">Sign in now</a></div>'
        f"<p>You have 4 new followers and 12 likes this week.</p>{_FOOT}"),
        kinds=("honeypot_link", "newsletter")))  # fmt: skip
    # Visible text that is not plain body text.
    out.append(_c("en_x12_img_alt", "Your Pixel Quest login code", html=_page(
        '<p>Enter this code in the game launcher:</p><img src="https://cdn.pixelquest.example/otp/'
        'a81f.png" alt="730418" width="200" height="60"><p>Valid for 5 minutes.</p>' + _FOOT),
        otp="730418", kinds=("img_alt", "otp")))  # fmt: skip
    out.append(_c("en_x13_input_value", "Citizen Portal one-time code", html=_page(
        '<p>Copy your one-time code:</p><input type="text" value="514962" readonly '
        'style="font-size:24px;border:1px solid #ccc;width:180px"><p>It expires in 10 minutes.</p>'),
        otp="514962", kinds=("input_value", "otp")))  # fmt: skip
    out.append(_c("en_x14_input_value_none", "Complete your profile", html=_page(
        '<form action="https://portal.gov.example/profile" method="post"><label>Postcode</label>'
        '<input name="zip" value="90210"><input type="hidden" name="csrf" value="381920">'
        "<button>Save</button></form>"), kinds=("input_value", "registry_number")))  # fmt: skip
    # The text and HTML parts disagree: the HTML as rendered wins.
    out.append(_c("en_x15_parts_disagree", "Your Ledgerly code", text="Your code is 000000\n",
                  html=_page("<p>Your Ledgerly verification code is <b>846203</b>.</p>"),
                  otp="846203", kinds=("parts_disagree", "otp")))  # fmt: skip
    out.append(_c("de_x16_parts_disagree_none", "Ihre Bestellung bei Kestrel",
                  text="Ihr Bestätigungscode lautet: 319574\n",
                  html=_page("<p>Vielen Dank für Ihre Bestellung Nr. 40021877. Summe: 59,90 EUR.</p>"),
                  kinds=("parts_disagree", "order")))  # fmt: skip
    # Current mail only: message/rfc822, forwarded, quoted, S/MIME, PGP.
    inner = Case("inner1", "Your verification code", text="Your verification code is 662019.\n")
    out.append(_c("en_x17_rfc822_none", "Fwd: Your verification code", text=
                  "Hi, see the attached mail, is this legit?\n\nSent from my iPhone\n", attached=inner,
                  kinds=("rfc822",)))  # fmt: skip
    out.append(_c("en_x18_rfc822_code", "Your Orbitly code (original attached)", text=
                  "Your new Orbitly code is 905733. The earlier message is attached for reference.\n",
                  attached=inner, otp="905733", kinds=("rfc822", "otp")))  # fmt: skip
    inner_link = Case(
        "inner2",
        "Sign in to Tessellate",
        html=_page('<a href="https://tessellate.example/magic?t=44aa91">Sign in</a>'),
    )
    out.append(_c("en_x19_rfc822_link", "Sign in to Tessellate", html=_page(
        '<p>Here is your fresh link: <a href="https://tessellate.example/magic?t=c09e1f7733">Sign in'
        "</a></p><p>The message that bounced is attached.</p>"), attached=inner_link,
        link="https://tessellate.example/magic?t=c09e1f7733", link_kind="sign_in",
        kinds=("rfc822", "magic_link")))  # fmt: skip
    out.append(_c("fr_x20_rfc822_link_none", "TR: Connexion", text="Voir le mail ci-joint.\n-- \nMarc\n",
                  attached=inner_link, kinds=("rfc822",)))  # fmt: skip
    fwd = (
        "FYI\n\n---------- Forwarded message ---------\nFrom: Northwind Bank <no-reply@northwind-bank.example>\n"
        "Date: Mon, 14 Apr 2025 at 10:02\nSubject: Your verification code\nTo: <alex.reader@inbox.example>\n\n"
        "Your verification code is 417382. It expires in 10 minutes.\n"
        "Sign in: https://northwind-bank.example/auth?token=77c2e0a1\n"
    )
    out.append(
        _c("en_x21_forwarded", "Fwd: Your verification code", text=fwd, kinds=("forwarded",))
    )
    out.append(_c("de_x22_forwarded_html", "WG: Ihr Anmeldelink", html=_page(
        '<div>Kannst du das bitte prüfen?</div><div class="gmail_quote"><div dir="ltr" class="gmail_attr">'
        "---------- Forwarded message ---------<br>Von: <b>Orbitly</b></div><blockquote class=\"gmail_quote\">"
        '<p>Ihr Code: 552817</p><a href="https://orbitly.example/login?token=3b9f">Anmelden</a></blockquote></div>'),
        kinds=("forwarded",)))  # fmt: skip
    out.append(_c("en_x23_quoted_none", "Re: Your code", text=
                  "Thanks, that worked!\n\nOn Mon, 14 Apr 2025 at 10:02, Support <help@orbitly.example> wrote:\n"
                  "> Your verification code is 284610.\n> It expires in 10 minutes.\n", kinds=("quoted",)))  # fmt: skip
    out.append(_c("en_x24_quoted_code", "Re: Can't log in", text=
                  "Hi Alex, I've issued a new code for you: 739105\n\nBest, Dana (Support)\n\n"
                  "On Mon, 14 Apr 2025, Alex wrote:\n> The code 284610 didn't work\n", otp="739105",
                  kinds=("quoted", "otp")))  # fmt: skip
    out.append(_c("es_x25_quoted_mobile", "Re: Código", text=
                  "Gracias!\n\nEnviado desde mi móvil\n\nEl 14 abr 2025, a las 10:02, Banco Norte escribió:\n\n"
                  "> Tu código de verificación es: 640291\n", kinds=("quoted",)))  # fmt: skip
    out.append(_c("en_x26_smime_code", "Northwind Bank security code", text=
                  "Your Northwind Bank security code is 380457.\nValid for 5 minutes.\n", otp="380457",
                  wrapper="smime", kinds=("smime", "otp")))  # fmt: skip
    out.append(_c("de_x27_smime_none", "Kontoauszug April", text=
                  "Ihr Kontoauszug Nr. 4 / 2025 steht im Online-Banking bereit.\nIBAN DE44 5001 0517 5407 3249 31\n",
                  wrapper="smime", kinds=("smime", "bank_statement")))  # fmt: skip
    out.append(_c("en_x28_pgp_link", "Confirm your subscription to the list", text=
                  "Confirm your subscription:\nhttps://lists.tessellate.example/confirm/8d1f0c2b9e\n",
                  link="https://lists.tessellate.example/confirm/8d1f0c2b9e", link_kind="confirm",
                  wrapper="pgp", kinds=("pgp", "magic_link")))  # fmt: skip
    out.append(_c("en_x29_pgp_none", "Release 4.2.0 signed", text=
                  "Release 4.2.0 is out. SHA256 9f2c41e7... Key fingerprint 4096R/1A2B3C4D 2025-04-01\n",
                  wrapper="pgp", kinds=("pgp", "log_output")))  # fmt: skip
    # Code shapes and scripts.
    out.append(_c("en_x30_alnum5", "Your Pixel Quest code", text="Your Pixel Quest login code: K7Q2M\n",
                  otp="K7Q2M", kinds=("alnum5", "otp")))  # fmt: skip
    out.append(_c("en_x31_alnum5_ref", "Support request received", text=
                  "We received your request. Reference: H4X9T. We reply within 2 business days.\n",
                  kinds=("alnum5", "reference_code")))  # fmt: skip
    out.append(_c("ar_x32_bidi", "رمز التحقق", html=_page(
        "<p>رمز التحقق الخاص بك هو: <b>\u200e4\u200f8\u200e1\u200f0\u200e3\u200f7\u200e</b></p>", rtl=True),
        otp="481037", kinds=("bidi", "otp")))  # fmt: skip
    out.append(_c("he_x33_bidi_none", "ההזמנה שלך", text="מספר הזמנה: \u200f5521034\u200f. סה\"כ 120 ₪\n",
                  kinds=("bidi", "order")))  # fmt: skip
    out.append(_c("en_x34_zero_width", "Chirp code", html=_page(
        "<p>Your Chirp code: <b>2\u200b9\u200b4\u200b8\u200b1\u200b6</b></p>"), otp="294816",
        kinds=("zero_width", "otp")))  # fmt: skip
    out.append(_c("en_x35_qp_softbreak", "Your Ledgerly code", text=
                  "Hello Alex, here is the code you asked for to finish signing in to Ledgerly: 58" + SOFT
                  + "3907\nIt expires in 10 minutes.\n", cte="qp", otp="583907",
                  kinds=("qp_softbreak", "otp")))  # fmt: skip
    out.append(_c("en_x36_rfc2047_split", "Your Kestrel code is 604218", text=
                  "Use the code in the subject line to finish checking out.\n", subject_words=5,
                  otp="604218", kinds=("rfc2047_split", "otp")))  # fmt: skip
    out.append(_c("en_x37_charref", "Your sign-in code", html=_page(
        "<p>Your sign-in code is <b>&#55;&#x31;&#56;&#x30;&#52;&#x36;</b></p>"), otp="718046",
        kinds=("charref", "otp")))  # fmt: skip
    out.append(_c("ja_x38_fullwidth", "確認コード", text="確認コード：９０２７１５\n有効期限は10分間です。\n",
                  charset="iso-2022-jp", otp="902715", kinds=("digits_fullwidth", "otp")))  # fmt: skip
    # Numbers that are not codes.
    out.append(_c("en_x39_lottery", "Saturday Lotto results", text=
                  "Draw 4471: 04 11 19 27 38 45, bonus 12. Jackpot 3,200,000. Next draw 19 April.\n",
                  kinds=("lottery",)))  # fmt: skip
    out.append(_c("de_x40_sports", "Bundesliga: Ergebnisse", html=_page(
        "<table><tr><td>FC Nord</td><td>2:1</td></tr><tr><td>Zuschauer</td><td>81365</td></tr></table>"),
        kinds=("sports",)))  # fmt: skip
    out.append(_c("en_x41_statistics", "Your monthly analytics", text=
                  "Visitors: 184320 (+12.4%)\nBounce rate: 41.7%\nAvg. session: 00:02:41\n",
                  kinds=("statistics",)))  # fmt: skip
    out.append(_c("en_x42_log_output", "[CI] Build #20931 failed", text=
                  "Job 884213 failed\nexit code 137\nFAILED tests/test_auth.py::test_code - AssertionError: "
                  "assert '482913' == '482931'\n", kinds=("log_output",)))  # fmt: skip
    out.append(_c("en_x43_card_auth", "Your receipt from Kestrel Shop", text=
                  "VISA **** 4417\nAuth code: 083412\nTerminal 20031877\nAmount 42.50 USD\n",
                  kinds=("card_auth",)))  # fmt: skip
    out.append(_c("it_x44_registry", "Conferma iscrizione newsletter", text=
                  "Grazie! Codice fiscale 80012345678, codice cliente 4471923.\n", kinds=("registry_number",)))  # fmt: skip
    out.append(_c("en_x45_anti_phishing_code", "Login verification", text=
                  "Anti-phishing code: BLUEFOX42\nYour login verification code: 661208\n", otp="661208",
                  kinds=("anti_phishing", "otp")))  # fmt: skip
    out.append(_c("en_x46_anti_phishing_none", "Withdrawal successful", text=
                  "Anti-phishing code: BLUEFOX42\nYou withdrew 0.25 BTC. TxID 4f1a9c.\n",
                  kinds=("anti_phishing",)))  # fmt: skip
    out.append(_c("en_x47_meeting", "Invitation: Weekly sync", text=
                  "Join Zoom Meeting\nMeeting ID: 845 2291 0372\nPasscode: 519273\nDial-in: +1 646 558 8656, PIN 7731#\n",
                  kinds=("meeting",)))  # fmt: skip
    out.append(_c("en_x48_flight", "Booking confirmed: LHR-JFK", text=
                  "Booking reference (PNR): X7K9QZ\nFlight SL 117 on 22 Apr, seat 34C\nE-ticket 125-2189934471\n",
                  kinds=("flight", "reference_code")))  # fmt: skip
    # Links.
    long_link = (
        "https://auth.ledgerly.example/session/email-link?token="
        + _token("flow", 64)
        + "&client=web"
    )
    flowed = (
        "Hi Alex,\n\nClick to sign in:\n" + long_link[:60] + " \n" + long_link[60:] + "\n\nThanks\n"
    )
    out.append(_c("en_x49_flowed_url", "Sign in to Ledgerly", text=flowed, flowed=True, link=long_link,
                  link_kind="sign_in", kinds=("flowed_url", "magic_link")))  # fmt: skip
    unsub_long = "https://ledgerly.example/email/preferences?u=" + _token("unsub", 60)
    out.append(_c("en_x50_flowed_url_none", "Ledgerly product news", text=
                  "New: dark mode and CSV exports.\n\nManage emails:\n" + unsub_long[:50] + " \n"
                  + unsub_long[50:] + "\n", flowed=True, kinds=("flowed_url", "newsletter")))  # fmt: skip
    area = "https://portal.gov.example/id/verify?ticket=" + _token("area", 24)
    out.append(_c("en_x51_area_href", "Verify your Citizen Portal email", html=_page(
        '<p>Click the button in the image to verify.</p><img src="https://portal.gov.example/btn.png" '
        f'usemap="#m" width="300" height="60"><map name="m"><area shape="rect" coords="0,0,300,60" '
        f'href="{area}" alt="Verify"></map>'), link=area, link_kind="verify",
        kinds=("area_href", "magic_link")))  # fmt: skip
    out.append(_c("en_x52_area_href_none", "Citizen Portal newsletter", html=_page(
        '<img src="https://portal.gov.example/banner.png" usemap="#b"><map name="b"><area shape="rect" '
        'coords="0,0,600,200" href="https://portal.gov.example/news/2025-04" alt="Read more"></map>'),
        kinds=("area_href", "newsletter")))  # fmt: skip
    form = "https://mondo-energy.example/account/confirm?c=" + _token("form", 28)
    out.append(_c("en_x53_form_action", "Confirm your Mondo Energy reminders", html=_page(
        f'<p>Confirm your subscription to meter-reading reminders.</p><form action="{form}" method="get">'
        '<button type="submit" style="background:#0a0;color:#fff;padding:10px 20px">Confirm subscription</button></form>'),
        link=form, link_kind="confirm", kinds=("non_a_carrier", "magic_link")))  # fmt: skip
    target = "https://app.orbitly.example/auth/callback?token=9c1e77ab31&next=%2Fhome"
    enc = (
        target.replace("%", "%25")
        .replace(":", "%3A")
        .replace("/", "%2F")
        .replace("?", "%3F")
        .replace("=", "%3D")
        .replace("&", "%26")
    )
    out.append(_c("en_x54_tracker_urlencoded", "Sign in to Orbitly", html=_page(
        f'<a href="https://click.mail.orbitly.example/ls/click?upn=u001.abc&amp;url={enc}">Sign in</a>'),
        link=target, link_kind="sign_in", kinds=("tracker_recoverable", "magic_link")))  # fmt: skip
    b64target = "https://skylark-air.example/account/verify?code=7f3e9a0d11"
    b64 = __import__("base64").urlsafe_b64encode(b64target.encode()).decode().rstrip("=")
    out.append(_c("en_x55_tracker_base64", "Verify your SkyLark account", html=_page(
        f'<p>Verify your email:</p><a href="https://t.skylark-air.example/r/{b64}/1/aa">Verify email</a>'),
        link=b64target, link_kind="verify", kinds=("tracker_recoverable", "magic_link")))  # fmt: skip
    safe_target = "https://kestrel.shop.example/reset?k=51bd0e22a9"
    out.append(_c("en_x56_safelinks", "Reset your Kestrel password", html=_page(
        '<a href="https://eur01.safelinks.protection.outlook.com/?url=' + safe_target.replace(":", "%3A")
        .replace("/", "%2F").replace("?", "%3F").replace("=", "%3D")
        + '&amp;data=05%7C02%7C%7Cabc&amp;sdata=xyz%3D&amp;reserved=0">Reset password</a>'),
        link=safe_target, link_kind="reset", kinds=("tracker_recoverable", "magic_link")))  # fmt: skip
    opaque = "https://u2481203.ct.sendgrid.example/ls/click?upn=4Ka9xQ-2BzLpM1vT8sRw7_eyJ0IjoxfQ"
    out.append(_c("en_x57_tracker_opaque", "Your Tessellate sign-in link", html=_page(
        f'<p>Sign in to Tessellate:</p><a href="{opaque}">Sign in</a>'), link=opaque, link_kind="sign_in",
        kinds=("tracker_opaque", "magic_link")))  # fmt: skip
    out.append(_c("en_x58_tracker_opaque_none", "Tessellate tips", html=_page(
        '<p>3 tips to organise your boards.</p><a href="https://u2481203.ct.sendgrid.example/ls/click?upn=Zx81">'
        "Read the blog</a> · <a href=\"https://u2481203.ct.sendgrid.example/wf/unsubscribe?upn=Qq7\">"
        "Unsubscribe</a>"), kinds=("tracker_opaque", "newsletter")))  # fmt: skip
    https = "https://chirp.example/i/login/confirm?token=ab12cd34ef56"
    out.append(_c("en_x59_app_twin", "Log in to Chirp", html=_page(
        '<a href="chirp://login/confirm?token=ab12cd34ef56">Open in the app</a><br>'
        f'<a href="{https}">Log in on the web</a>'), link=https, link_kind="sign_in",
        kinds=("app_twin", "magic_link")))  # fmt: skip
    out.append(_c("en_x60_app_scheme_alone", "Open Chirp", html=_page(
        '<p>Tap to open the app:</p><a href="chirp://login/confirm?token=ab12cd34ef56">Open Chirp</a>'),
        kinds=("app_twin",)))  # fmt: skip
    lock = "https://northwind-bank.example/security/lock-account?token=" + _token("lock")
    login = "https://northwind-bank.example/login/magic?token=" + _token("login")
    out.append(_c("en_x61_lock_link", "Sign in to Northwind Bank", html=_page(
        f'<p><a href="{lock}">Not you? Lock your account</a></p><p>Sign in with this link:</p>'
        f'<a href="{login}">Sign in</a>'), link=login, link_kind="sign_in",
        kinds=("lock_link", "magic_link")))  # fmt: skip
    out.append(_c("en_x62_lock_link_none", "New sign-in to Northwind Bank", html=_page(
        "<p>We noticed a new sign-in from Chrome on Windows, Berlin, 14 Apr 2025 09:41.</p>"
        f'<p>If this wasn\'t you, <a href="{lock}">lock your account</a>.</p>'),
        kinds=("lock_link", "new_sign_in")))  # fmt: skip
    idn = "https://münchen-stadtwerke.example/anmelden?token=4d2a7f"
    out.append(_c("de_x63_idn_host", "Anmelden bei den Stadtwerken", html=_page(
        f'<p>Melden Sie sich an:</p><a href="{idn}">Jetzt anmelden</a>'), link=idn, link_kind="sign_in",
        kinds=("idn", "magic_link")))  # fmt: skip
    idn_path = "https://пример.example/вход/подтвердить?токен=8c3f1e"
    out.append(_c("ru_x64_idn_path", "Подтвердите вход", text=f"Подтвердите вход:\n{idn_path}\n",
                  link=idn_path, link_kind="sign_in", kinds=("idn", "magic_link")))  # fmt: skip
    invite = "https://tessellate.example/invite/accept/" + _token("inv", 20)
    out.append(_c("en_x65_invite", "You're invited to Tessellate", html=_page(
        f'<p>Dana invited you to the workspace Atlas.</p><a href="{invite}">Accept invitation</a>'),
        link=invite, link_kind="other", kinds=("magic_link", "invite")))  # fmt: skip
    return out


HOLDOUT4: list[Case] = _generic() + _special()
KINDS: dict[str, tuple[str, ...]] = {case.name: case.kinds for case in HOLDOUT4}
LINK_KINDS: dict[str, str | None] = {case.name: case.link_kind for case in HOLDOUT4}
