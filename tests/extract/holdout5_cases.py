# ruff: noqa: E501  (mail text is data: lines stay as the senders wrote them)
"""Held-out set 5 for issue 21: mails written blind (without reading the extractor or the other sets).

Each case is labelled by what a careful human reader would type or click; where issue 21's rules
decide (hidden text, the current mail only, trackers, app twins, lock links), they are followed.
``make_holdout5.py`` writes the mails and ``expected.json``; ``test_holdout5.py`` checks both.
"""

from __future__ import annotations

from tests.extract.holdout5_lang import LANGS
from tests.extract.holdout5_mail import BREAK, Case

ORGS = [
    ("Ledgerly Bank", "ledgerly-bank.com"), ("Kiosko Shop", "kiosko.shop"), ("Taskpad", "taskpad.io"),
    ("Pixel Raiders", "pixelraiders.gg"), ("Uni Lindenfeld", "uni-lindenfeld.edu"),
    ("GovPortal", "portal.gov.example"), ("SkyLark Air", "skylark-air.com"),
    ("CoinHarbor", "coinharbor.exchange"), ("Heartline", "heartline.app"), ("Rapido Eats", "rapidoeats.com"),
    ("MediCare Plus", "mycare-portal.org"), ("VaultKey", "vaultkey.pw"),
]  # fmt: skip
CODES = [
    "482913", "7305", "61829047", "550 218", "K7Q2ZP", "7HKQ2", "903152", "2846",
    "38120574", "118 604", "M4X9TA", "Q3W8R", "640027", "9127", "52074418", "731 905",
    "ZB4N7K", "4FJ9P", "285731", "6048", "10938265", "864 330", "T8R2VW", "9XK4D",
]  # fmt: skip
DIGIT_SETS = {
    "ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९", "ja": "０１２３４５６７８９",
    "zh": "０１２３４５６７８９",
}  # fmt: skip
SCRIPT_KIND = {
    "ar": "digits_arabic", "fa": "digits_persian", "hi": "digits_devanagari", "ja": "digits_fullwidth",
    "zh": "digits_fullwidth",
}  # fmt: skip
RTL = {"ar", "fa", "he"}


def page(body: str, lang: str = "en", preheader: str = "", style: str = "") -> str:
    """An HTML mail as senders' templates write it: head styles, a hidden preheader, tables."""
    hidden = (
        f'<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">{preheader}</div>'
        if preheader
        else ""
    )
    direction = ' dir="rtl"' if lang in RTL else ""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"{direction}>\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<style>body{{margin:0;padding:0}} .btn{{background:#1a73e8;color:#fff}}{style}</style>\n"
        f'</head>\n<body style="background:#f4f4f7">\n{hidden}\n'
        '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">\n'
        '<table role="presentation" width="600" style="background:#ffffff"><tr><td style="padding:24px">\n'
        f"{body}\n</td></tr></table>\n</td></tr></table>\n</body>\n</html>\n"
    )


def button(url: str, label: str) -> str:
    return (
        '<table role="presentation" cellpadding="0" cellspacing="0"><tr>'
        f'<td class="btn" style="border-radius:6px;padding:12px 20px"><a href="{url}" '
        f'style="color:#ffffff;text-decoration:none;font-weight:bold">{label}</a></td></tr></table>'
    )


def mk(
    name: str,
    otp: str | None,
    link: str | None,
    link_kind: str | None,
    kinds: tuple[str, ...],
    subject: str,
    sender: str,
    **kw: object,
) -> Case:
    charset = str(kw.get("charset", "utf-8"))
    if charset != "utf-8":
        kinds = (*kinds, f"cs:{charset}")
    return Case(name, otp, link, link_kind, kinds, subject, sender, **kw)  # type: ignore[arg-type]


def _typed(code: str) -> str:
    return code.replace(" ", "").replace("-", "")


def _lang_cases() -> list[Case]:
    cases: list[Case] = []
    for i, (lang, w) in enumerate(LANGS.items()):
        org, domain = ORGS[i % len(ORGS)]
        sender = f"{org} <no-reply@{domain}>"
        legacy = w["cs"]
        code = CODES[i]
        shape = ["digits6", "digits4", "digits8", "grouped", "alnum6", "alnum5"][i % 6]
        valid = w["valid"].format(n=[10, 5, 15, 30][i % 4])
        cs = legacy if i % 2 == 0 else "utf-8"
        kinds: tuple[str, ...] = ("code", f"shape:{shape}", "registry_number")
        if shape == "alnum5":
            kinds = (*kinds, "alnum5")
        # T1: a code in one of four structures, with the sender's legal footer below
        if i % 4 == 0:
            text = f"{w['code']} {code}\n\n{valid}\n{w['ignore']}\n\n--\n{w['reg']}\n"
            cases.append(
                mk(
                    f"{lang}_code_plain",
                    _typed(code),
                    None,
                    None,
                    (*kinds, "plain"),
                    w["s_code"],
                    sender,
                    text=text,
                    charset=cs,
                )
            )
        elif i % 4 == 1:
            html = page(
                f"<p>{w['hello']}</p><table><tr><td>{w['code']}</td></tr><tr>"
                f'<td style="font-size:28px;letter-spacing:6px"><b>{code}</b></td></tr>'
                f"<tr><td>{valid}</td></tr></table><p>{w['ignore']}</p>"
                f'<table><tr><td style="font-size:11px;color:#888">{w["reg"]}</td></tr></table>',
                lang,
            )
            cases.append(
                mk(
                    f"{lang}_code_table",
                    _typed(code),
                    None,
                    None,
                    (*kinds, "table"),
                    w["s_code"],
                    sender,
                    html=html,
                    charset=cs,
                )
            )
        elif i % 4 == 2:
            text = f"{w['hello']}\n\n{w['ignore']}\n\n{w['code']}: {code}\n{valid}\n\n{w['reg']}\n"
            html = page(
                f'<div class="mj-column"><div style="font-size:16px">{w["hello"]}</div>'
                f"<div>{w['ignore']}</div><div>{w['code']}</div>"
                f'<div style="font-size:32px;font-weight:700">{code}</div><div>{valid}</div></div>'
                f'<div class="mj-footer" style="font-size:10px">{w["reg"]}</div>',
                lang,
            )
            cases.append(
                mk(
                    f"{lang}_code_mjml_bottom",
                    _typed(code),
                    None,
                    None,
                    (*kinds, "mjml"),
                    w["s_code"],
                    sender,
                    text=text,
                    html=html,
                    charset=cs,
                    cte="base64",
                )
            )
        else:
            html = page(
                f"<h1>{w['s_code']}</h1><p>{w['code']}</p>"
                f'<p><span style="font-size:30px;background:#eef">{code}</span></p><p>{valid}</p>'
                "<table><tr><td>IP</td><td>203.0.113.45</td></tr>"
                "<tr><td>Time</td><td>2025-01-14 09:41 UTC</td></tr></table>"
                f'<p>{w["ignore"]}</p><p style="font-size:10px">{w["reg"]}</p>',
                lang,
            )
            cases.append(
                mk(
                    f"{lang}_code_span_device",
                    _typed(code),
                    None,
                    None,
                    (*kinds, "device_table"),
                    w["s_code"],
                    sender,
                    html=html,
                    charset=cs,
                )
            )
        # T2: a link, sometimes with a code beside it
        link_kind, label, subject = [
            ("sign_in", w["signin"], w["s_signin"]), ("verify", w["verify"], w["s_verify"]),
            ("reset", w["reset"], w["s_reset"]),
        ][i % 3]  # fmt: skip
        path = {
            "sign_in": "auth/magic",
            "verify": "account/verify-email",
            "reset": "password/reset",
        }
        url = f"https://{domain}/{path[link_kind]}?token=h5{lang}{i:02d}Xq9vLr2Tz&lang={lang}"
        with_code = i % 4 == 0
        code2 = f"{(i * 7919 + 104729) % 900000 + 100000}"
        extra = f"<p>{w['code']} <b>{code2}</b></p>" if with_code else ""
        html = page(
            f"<p>{w['hello']}</p><p>{w['intro']}</p>{button(url, label)}{extra}"
            f'<p>{w["ignore"]}</p><p style="font-size:10px">{w["reg"]}</p>',
            lang,
        )
        text = (
            f"{w['hello']}\n\n{w['intro']}\n{url}\n\n"
            + (f"{w['code']} {code2}\n\n" if with_code else "")
            + f"{w['ignore']}\n"
        )
        cases.append(
            mk(
                f"{lang}_link_{link_kind}",
                code2 if with_code else None,
                url,
                link_kind,
                ("link", f"link:{link_kind}", "registry_number"),
                subject,
                sender,
                text=text,
                html=html,
                charset=legacy if i % 2 else "utf-8",
            )
        )
        # T3: a receipt: amounts, an order number, a legal footer; no code, no link worth returning
        order_no = f"{i + 3}0{i * 37 % 97:02d}-{(i * 7331) % 100000:05d}"
        html = page(
            f'<h2>{w["order"]}</h2><table width="100%">'
            f"<tr><td>{w['orderno']}</td><td>{order_no}</td></tr>"
            f"<tr><td>2 x Item 4471</td><td>39,98</td></tr><tr><td>{w['total']}</td>"
            f"<td><b>{120 + i},{i % 10}0</b></td></tr></table>"
            f'<p><a href="https://{domain}/orders/{order_no}">{w["orderno"]} {order_no}</a></p>'
            f'<p style="font-size:10px;color:#999">{w["reg"]}</p>',
            lang,
        )
        cases.append(
            mk(
                f"{lang}_receipt",
                None,
                None,
                None,
                ("receipt", "registry_number"),
                f"{w['s_order']} {order_no}",
                sender,
                html=html,
                charset=legacy,
                pdf=f"invoice-{order_no}.pdf" if i % 3 == 0 else None,
            )
        )
        # T4: a "code was used" or "code expired" notice (no new code)
        if i % 2 == 0:
            old = CODES[(i + 5) % len(CODES)]
            lock = f"https://{domain}/security/lock?u=88{i}&t=Zr8Qw{i}Lk"
            text = f"{w['hello']}\n\n{w['used'].format(c=old)}\n\n{w['ignore']}\n{lock}\n"
            cases.append(
                mk(
                    f"{lang}_code_used",
                    None,
                    None,
                    None,
                    ("used_expired", "lock_link", "notice"),
                    w["s_used"],
                    sender,
                    text=text,
                    charset=legacy,
                )
            )
        else:
            html = page(
                f"<p>{w['hello']}</p><p><b>{w['expired']}</b></p>"
                f'<p style="font-size:10px">{w["reg"]}</p>',
                lang,
            )
            cases.append(
                mk(
                    f"{lang}_code_expired",
                    None,
                    None,
                    None,
                    ("used_expired", "notice"),
                    w["s_expired"],
                    sender,
                    html=html,
                    charset=legacy,
                )
            )
        # T5: a parcel with a tracking number and a delivery window
        tracking = [
            "1Z999AA10123456784",
            "JJD000390007123456",
            "LX123456789CN",
            "00340434161234567890",
        ][i % 4]
        text = (
            f"{w['hello']}\n\n{w['parcel']} {tracking}\n\n"
            f"2025-01-16, 08:00-12:00\n{w['orderno']}: {order_no}\n"
            f"https://track.{domain}/t/{tracking}\n\n{w['reg']}\n"
        )
        cases.append(
            mk(
                f"{lang}_parcel",
                None,
                None,
                None,
                ("tracking", "reference_code"),
                w["s_parcel"],
                f"{org} Logistics <shipping@{domain}>",
                text=text,
                charset=legacy if i % 3 else "utf-8",
                cte="8bit",
            )
        )
        # T6: a code in another shape of encoding or script
        variant = i % 5
        raw = f"{(i * 104729 + 17) % 900000 + 100000}"
        if lang in DIGIT_SETS:
            shown = raw.translate(str.maketrans("0123456789", DIGIT_SETS[lang]))
            body = f'<p>{w["hello"]}</p><p>{w["code"]}</p><p style="font-size:26px"><b>{shown}</b></p><p>{valid}</p>'
            cases.append(
                mk(
                    f"{lang}_code_script",
                    raw,
                    None,
                    None,
                    ("code", SCRIPT_KIND[lang]),
                    w["s_code"],
                    sender,
                    html=page(body, lang),
                )
            )
        elif variant == 0:
            cases.append(
                mk(
                    f"{lang}_code_subject_only",
                    raw,
                    None,
                    None,
                    ("code", "rfc2047_split", "subject_only"),
                    f"{w['s_code']}: {raw[:3]}{BREAK}{raw[3:]}",
                    sender,
                    text=f"{w['hello']}\n\n{valid}\n{w['ignore']}\n",
                    charset=legacy,
                )
            )
        elif variant == 1:
            body = f"{w['hello']}\n\n{w['code']} {raw[:2]}{BREAK}{raw[2:]}\n{valid}\n"
            cases.append(
                mk(
                    f"{lang}_code_qp_break",
                    raw,
                    None,
                    None,
                    ("code", "qp_softbreak"),
                    w["s_code"],
                    sender,
                    text=body,
                    charset=legacy,
                )
            )
        elif variant == 2:
            refs = "".join(
                f"&#{ord(c)};" if n % 2 == 0 else f"&#x{ord(c):x};" for n, c in enumerate(raw)
            )
            body = f"<p>{w['hello']}</p><p>{w['code']} <strong>{refs}</strong></p><p>{valid}</p>"
            cases.append(
                mk(
                    f"{lang}_code_charref",
                    raw,
                    None,
                    None,
                    ("code", "charref"),
                    w["s_code"],
                    sender,
                    html=page(body, lang),
                    charset=legacy,
                )
            )
        elif variant == 3:
            shown = "\u200b".join([raw[:2], raw[2:4], raw[4:]])
            body = f"{w['hello']}\n{w['code']} {shown}\n{valid}\n"
            cases.append(
                mk(
                    f"{lang}_code_zero_width",
                    raw,
                    None,
                    None,
                    ("code", "zero_width"),
                    w["s_code"],
                    sender,
                    text=body,
                )
            )
        else:
            shown = f"\u2066{raw}\u2069" if lang not in RTL else f"\u200e{raw}\u200f"
            body = f"<p>{w['hello']}</p><p>{w['code']} {shown}</p><p>{valid}</p>"
            cases.append(
                mk(
                    f"{lang}_code_bidi",
                    raw,
                    None,
                    None,
                    ("code", "bidi"),
                    w["s_code"],
                    sender,
                    html=page(body, lang),
                )
            )
    return cases


def _hidden_cases() -> list[Case]:
    s = "Taskpad <security@taskpad.io>"
    out = []
    decoys = [
        ("hidden_display", "display:none"), ("hidden_visibility", "visibility:hidden"),
        ("hidden_fontsize", "font-size:0;color:#333"), ("hidden_lineheight", "line-height:0;max-height:0;overflow:hidden;font-size:1px"),
        ("hidden_colour", "color:#ffffff;background:#ffffff"), ("hidden_offscreen", "position:absolute;left:-9999px;top:-9999px"),
    ]  # fmt: skip
    for n, (kind, style) in enumerate(decoys):
        real, fake = f"{315720 + n * 11111}", f"{900100 + n * 7}"
        bg = ' style="background:#ffffff"' if kind == "hidden_colour" else ""
        body = (
            f'<p>Hi Alex,</p><div{bg}><span style="{style}">Your code is {fake}</span></div>'
            f'<p>Use this code to finish signing in:</p><p style="font-size:26px"><b>{real}</b></p>'
            "<p>It expires in 10 minutes.</p>"
        )
        out.append(
            mk(
                f"en_{kind}_decoy",
                real,
                None,
                None,
                (kind, "code"),
                "Your Taskpad code",
                s,
                html=page(body),
            )
        )
    # the only number is hidden: the visible mail has no code
    out.append(
        mk(
            "en_hidden_display_only",
            None,
            None,
            None,
            ("hidden_display",),
            "Your email is confirmed",
            s,
            html=page(
                '<div style="display:none">Your verification code is 660213</div>'
                "<p>Thanks, your email address has been confirmed. You're all set.</p>"
            ),
        )
    )
    out.append(
        mk(
            "en_hidden_colour_only",
            None,
            None,
            None,
            ("hidden_colour",),
            "Welcome to Taskpad",
            s,
            html=page(
                '<table style="background:#fff"><tr><td style="color:#ffffff">code 447120</td></tr></table>'
                "<p>Welcome aboard! Create your first board to get started.</p>"
            ),
        )
    )
    out.append(
        mk(
            "en_hidden_offscreen_only",
            None,
            None,
            None,
            ("hidden_offscreen",),
            "Weekly digest",
            s,
            html=page(
                '<div style="position:absolute;left:-5000px">OTP 550321</div><p>3 tasks were completed this week.</p>'
            ),
        )
    )
    # honeypot links
    hp = "https://taskpad.io/auth/verify?trap=1&token=HP77aa"
    good = "https://taskpad.io/auth/magic?token=Vv8Lq2Rt90"
    out.append(
        mk(
            "en_honeypot_with_real",
            None,
            good,
            "sign_in",
            ("honeypot_link", "link"),
            "Sign in to Taskpad",
            s,
            html=page(
                f'<a href="{hp}" style="display:none">verify</a><p>Click to sign in:</p>{button(good, "Sign in to Taskpad")}'
            ),
        )
    )
    out.append(
        mk(
            "en_honeypot_only",
            None,
            None,
            None,
            ("honeypot_link",),
            "Taskpad tips for January",
            s,
            html=page(
                f'<div style="display:none"><a href="{hp}">Confirm your account</a></div>'
                '<p>Tip: press <b>K</b> to open the command bar.</p><a href="https://taskpad.io/blog/tips">Read more tips</a>'
            ),
        )
    )
    out.append(
        mk(
            "de_honeypot_visibility",
            None,
            "https://kiosko.shop/de/konto/bestaetigen?k=Df93kLm",
            "verify",
            ("honeypot_link", "link"),
            "Bitte bestätigen Sie Ihre E-Mail-Adresse",
            "Kiosko <info@kiosko.shop>",
            html=page(
                '<p><a style="visibility:hidden" href="https://kiosko.shop/de/x?bot=1">x</a></p>'
                "<p>Bitte bestätigen Sie Ihre Adresse:</p>"
                + button(
                    "https://kiosko.shop/de/konto/bestaetigen?k=Df93kLm", "Adresse bestätigen"
                ),
                "de",
            ),
        )
    )
    # visible text that is not body text
    out.append(
        mk(
            "en_img_alt_code",
            "381920",
            None,
            None,
            ("img_alt", "code"),
            "Your Pixel Raiders login code",
            "Pixel Raiders <account@pixelraiders.gg>",
            html=page(
                '<p>Enter this code in the launcher:</p><img src="https://cdn.pixelraiders.gg/otp/381920.png" alt="381920" width="200" height="60">'
            ),
        )
    )
    out.append(
        mk(
            "en_img_alt_logo_only",
            None,
            None,
            None,
            ("img_alt",),
            "Season 12 is live",
            "Pixel Raiders <news@pixelraiders.gg>",
            html=page(
                '<img src="https://cdn.pixelraiders.gg/s12.png" alt="Season 12 - 2025 - 48 new maps"><p>Patch 12.0.4 is out now.</p>'
            ),
        )
    )
    out.append(
        mk(
            "en_input_value_code",
            "738102",
            None,
            None,
            ("input_value", "code"),
            "Confirm your sign-in",
            "VaultKey <noreply@vaultkey.pw>",
            html=page(
                '<p>Copy this one-time code:</p><input type="text" value="738102" readonly style="font-size:24px;border:1px solid #ccc"><p>Valid for 5 minutes.</p>'
            ),
        )
    )
    out.append(
        mk(
            "es_input_value_code",
            "264017",
            None,
            None,
            ("input_value", "code"),
            "Tu código de acceso",
            "Kiosko <hola@kiosko.shop>",
            html=page(
                '<p>Copia este código:</p><input value="264017" readonly><p>Caduca en 10 minutos.</p>',
                "es",
            ),
        )
    )
    # parts disagree: the HTML as rendered wins
    out.append(
        mk(
            "en_parts_disagree_code",
            "472913",
            None,
            None,
            ("parts_disagree", "code"),
            "Your CoinHarbor code",
            "CoinHarbor <no-reply@coinharbor.exchange>",
            text="Your verification code is 101010.\n",
            html=page(
                "<p>Your verification code is <b>472913</b>.</p><p>Never share it with anyone.</p>"
            ),
        )
    )
    out.append(
        mk(
            "en_parts_disagree_none",
            None,
            None,
            None,
            ("parts_disagree",),
            "Sign-in approved",
            "CoinHarbor <no-reply@coinharbor.exchange>",
            text="Your verification code is 839512.\n",
            html=page(
                "<p>Your sign-in was approved on your phone. No further action is needed.</p>"
            ),
        )
    )
    out.append(
        mk(
            "fr_parts_disagree_link",
            None,
            "https://heartline.app/fr/connexion/lien?t=Nn8wQ2",
            "sign_in",
            ("parts_disagree", "link"),
            "Votre lien de connexion",
            "Heartline <bonjour@heartline.app>",
            text="Connectez-vous : https://heartline.app/fr/connexion/lien?t=OLD00\n",
            html=page(
                "<p>Votre lien de connexion :</p>"
                + button("https://heartline.app/fr/connexion/lien?t=Nn8wQ2", "Se connecter"),
                "fr",
            ),
        )
    )
    return out


def _current_mail_cases() -> list[Case]:
    out = []
    inner_code = Case(
        "inner_code",
        "905512",
        None,
        None,
        (),
        "Your Ledgerly code",
        "Ledgerly Bank <otp@ledgerly-bank.com>",
        text="Your one-time passcode is 905512. It expires in 5 minutes.\n",
    )
    inner_link = Case(
        "inner_link",
        None,
        "https://taskpad.io/auth/magic?token=OLDab12",
        "sign_in",
        (),
        "Sign in",
        "Taskpad <a@taskpad.io>",
        html=page(button("https://taskpad.io/auth/magic?token=OLDab12", "Sign in")),
    )
    out.append(
        mk(
            "en_rfc822_only_attached_code",
            None,
            None,
            None,
            ("rfc822",),
            "FW: Your Ledgerly code",
            "Sam Ortiz <sam.ortiz@example.com>",
            text="Hi IT, I got this but didn't ask for it. Is it phishing?\n\nSam\n",
            attached=inner_code,
        )
    )
    out.append(
        mk(
            "en_rfc822_current_code",
            "227406",
            None,
            None,
            ("rfc822", "code"),
            "Your new Ledgerly code",
            "Ledgerly Bank <otp@ledgerly-bank.com>",
            text="Your new one-time passcode is 227406.\nThe earlier message is attached for reference.\n",
            attached=inner_code,
        )
    )
    out.append(
        mk(
            "en_rfc822_only_attached_link",
            None,
            None,
            None,
            ("rfc822",),
            "Fwd: Sign in",
            "Priya N <priya@example.org>",
            html=page("<p>Forwarding as attachment, this came to the shared inbox.</p>"),
            attached=inner_link,
        )
    )
    out.append(
        mk(
            "en_rfc822_current_link",
            None,
            "https://taskpad.io/auth/magic?token=NEWzz98",
            "sign_in",
            ("rfc822", "link"),
            "Your new sign-in link",
            "Taskpad <a@taskpad.io>",
            html=page(
                "<p>Your previous link expired. Here is a new one:</p>"
                + button("https://taskpad.io/auth/magic?token=NEWzz98", "Sign in")
            ),
            attached=inner_link,
        )
    )
    fwd = (
        "---------- Forwarded message ---------\nFrom: Ledgerly Bank <otp@ledgerly-bank.com>\n"
        "Date: Mon, Jan 13, 2025 at 8:02 PM\nSubject: Your Ledgerly code\nTo: <mum@example.net>\n\n"
        "Your one-time passcode is 318845. Do not share it.\n"
    )
    out.append(
        mk(
            "en_gmail_forward_code",
            None,
            None,
            None,
            ("forwarded",),
            "Fwd: Your Ledgerly code",
            "Mum <mum@example.net>",
            text="Can you help me with this? It keeps asking.\n\n" + fwd,
            html=page(
                '<div dir="ltr">Can you help me with this? It keeps asking.<br><br><div class="gmail_quote">'
                '<div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: Ledgerly Bank</div>'
                "<p>Your one-time passcode is 318845. Do not share it.</p></div></div>"
            ),
        )
    )
    out.append(
        mk(
            "de_outlook_forward_link",
            None,
            None,
            None,
            ("forwarded",),
            "WG: Passwort zurücksetzen",
            "Jonas Weber <j.weber@example.de>",
            html=page(
                '<div>Kannst du mal schauen?</div><div style="border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0 0 0">'
                "<p><b>Von:</b> Kiosko &lt;info@kiosko.shop&gt;<br><b>Gesendet:</b> Montag, 13. Januar 2025 18:22<br>"
                "<b>Betreff:</b> Passwort zurücksetzen</p></div>"
                + button("https://kiosko.shop/de/passwort/neu?t=Ab12Cd", "Passwort zurücksetzen"),
                "de",
            ),
            charset="iso-8859-1",
        )
    )
    out.append(
        mk(
            "en_forward_note_with_own_code",
            "660481",
            None,
            None,
            ("forwarded", "code"),
            "Your code and the notice you asked about",
            "VaultKey Support <support@vaultkey.pw>",
            text="Hello Alex,\n\nYour support verification code is 660481.\n\n---------- Forwarded message ---------\n"
            "From: VaultKey <noreply@vaultkey.pw>\nSubject: New login\n\nA login code 118273 was used on 12 Jan.\n",
        )
    )
    out.append(
        mk(
            "en_forward_with_own_link",
            None,
            "https://uni-lindenfeld.edu/password/reset?r=Nw55Tq",
            "reset",
            ("forwarded", "link"),
            "Your new password reset link",
            "Uni Lindenfeld IT <it@uni-lindenfeld.edu>",
            text="Hello Alex,\n\nAs requested, here is a new reset link (valid 24 hours):\n"
            "https://uni-lindenfeld.edu/password/reset?r=Nw55Tq\n\nIT Service Desk, ticket 2025-00871\n\n"
            "---------- Forwarded message ---------\nFrom: Uni Lindenfeld <it@uni-lindenfeld.edu>\n"
            "Subject: Reset your password\n\nhttps://uni-lindenfeld.edu/password/reset?r=OLD11aa\n",
        )
    )
    out.append(
        mk(
            "en_reply_quoted_code",
            "839201",
            None,
            None,
            ("quoted", "code"),
            "Re: code not working",
            "Rapido Eats Support <help@rapidoeats.com>",
            text="Hi Alex,\n\nSorry about that. Here is a fresh code: 839201\n\nBest, Mia\n\n"
            "On Mon, Jan 13, 2025 at 7:10 PM Alex Reader <alex.reader@example.net> wrote:\n"
            "> The code 123456 you sent doesn't work.\n> Order 55821.\n",
        )
    )
    out.append(
        mk(
            "en_reply_quoted_only",
            None,
            None,
            None,
            ("quoted",),
            "Re: verification",
            "Alex Reader <alex.reader@example.net>",
            html=page(
                '<div>Thanks, that worked!</div><blockquote class="gmail_quote" style="margin:0 0 0 .8ex;border-left:1px #ccc solid">'
                "On Tue, Jan 14, 2025, Heartline wrote:<br>Your code is 774030</blockquote>"
            ),
        )
    )
    out.append(
        mk(
            "nl_outlook_reply_quoted",
            None,
            None,
            None,
            ("quoted",),
            "RE: inlogcode",
            "Helpdesk Gemeente <helpdesk@portal.gov.example>",
            html=page(
                '<p>Goedemiddag, het probleem is opgelost. Ticket 2025-00412.</p><div id="divRplyFwdMsg"><hr>'
                "<b>Van:</b> Alex<br><b>Verzonden:</b> maandag 13 januari 2025<br><b>Onderwerp:</b> inlogcode</div>"
                "<p>Ik kreeg code 583302 maar die werkt niet.</p>",
                "nl",
            ),
        )
    )
    out.append(
        mk(
            "en_mobile_reply_quoted",
            None,
            None,
            None,
            ("quoted", "mobile"),
            "Re: your booking",
            "Chris <chris@example.com>",
            text="Sounds good, see you then.\n\nSent from my iPhone\n\n> On 13 Jan 2025, at 18:44, SkyLark Air <booking@skylark-air.com> wrote:\n>\n"
            "> Your check-in code is 447190.\n",
        )
    )
    out.append(
        mk(
            "en_smime_bank_code",
            "604173",
            None,
            None,
            ("smime", "code"),
            "Ledgerly Bank: confirm your payment",
            "Ledgerly Bank <secure@ledgerly-bank.com>",
            text="Confirm the payment of EUR 249.00 to ACME GmbH (IBAN DE89 3704 0044 0532 0130 00).\n\n"
            "Your confirmation code: 604173\n\nThis message is digitally signed.\n",
            wrap="smime",
        )
    )
    out.append(
        mk(
            "en_smime_statement",
            None,
            None,
            None,
            ("smime", "statement"),
            "Your January statement is ready",
            "Ledgerly Bank <secure@ledgerly-bank.com>",
            text="Your statement for account ending 4471 is ready. Closing balance: EUR 3,182.44.\nCustomer number 20884731.\n",
            wrap="smime",
        )
    )
    out.append(
        mk(
            "de_smime_behoerde",
            None,
            None,
            None,
            ("smime", "gov"),
            "Ihr Bescheid liegt im Postfach",
            "Finanzamt Portal <noreply@portal.gov.example>",
            text="Ihr Steuerbescheid 2023 liegt im Postfach bereit.\nSteuernummer 143/123/45678, Aktenzeichen 2025-118-4471.\n",
            wrap="smime",
            charset="iso-8859-1",
        )
    )
    out.append(
        mk(
            "en_pgp_signed_code",
            "55120",
            None,
            None,
            ("pgp", "code", "alnum5"),
            "Your mailbox login code",
            "Krypta Mail <noreply@krypta.example>",
            text="Your login code: 55120\n\nIt expires in 15 minutes.\n",
            wrap="pgp",
        )
    )
    out.append(
        mk(
            "en_pgp_signed_release",
            None,
            None,
            None,
            ("pgp", "log_output"),
            "[ANNOUNCE] libfoo 3.8.2 released",
            "libfoo maintainers <announce@lists.libfoo.org>",
            text="libfoo 3.8.2 is out.\n\nsha256 4b1c9e0f3a7d2b8c... libfoo-3.8.2.tar.gz\nFixes CVE-2024-48213 and bug #112233.\n"
            "Tests: 2841 passed, 0 failed, 12 skipped in 381.20s\n",
            wrap="pgp",
        )
    )
    out.append(
        mk(
            "ru_pgp_signed_code",
            "731064",
            None,
            None,
            ("pgp", "code"),
            "Код для входа",
            "Почта <noreply@pochta.example>",
            text="Ваш код для входа: 731064\nКод действует 10 минут.\n",
            wrap="pgp",
            charset="koi8-u",
        )
    )
    return out


def _plain(
    name: str, subject: str, sender: str, text: str, kinds: tuple[str, ...], **kw: object
) -> Case:
    return mk(name, None, None, None, kinds, subject, sender, text=text, **kw)


def _everyday_cases() -> list[Case]:
    c = [
        _plain("en_backup_codes_dashes", "Your VaultKey backup codes", "VaultKey <noreply@vaultkey.pw>",
               "Keep these backup codes somewhere safe. Each can be used once.\n\n4829-1130\n5571-0294\n6630-1187\n"
               "7712-5590\n8841-0023\n9902-3316\n1047-7741\n2290-8856\n", ("backup_codes",)),
        _plain("en_backup_codes_numbered", "Recovery codes for your account", "Taskpad <security@taskpad.io>",
               "Your new recovery codes:\n 1. 48392017\n 2. 59103846\n 3. 60218473\n 4. 71239058\n 5. 82340169\n"
               "Old codes no longer work.\n", ("backup_codes",)),
        mk("en_backup_codes_table", None, None, None, ("backup_codes",), "Two-factor authentication enabled", "CoinHarbor <no-reply@coinharbor.exchange>",
           html=page("<p>2FA is on. Save your backup codes:</p><table><tr><td>k3f9 2mzq</td><td>p8d1 x7wa</td></tr>"
                     "<tr><td>r2n6 b4yt</td><td>h5c0 v9ue</td></tr></table>")),
        _plain("de_backup_codes", "Ihre Wiederherstellungscodes", "Kiosko <sicherheit@kiosko.shop>",
               "Ihre Backup-Codes:\n  30918 47221\n  58312 90476\n  11834 66290\n  72053 38817\n", ("backup_codes",), charset="iso-8859-1"),
        _plain("ja_backup_codes", "バックアップコード", "VaultKey <noreply@vaultkey.pw>",
               "バックアップコードを保管してください。\n1) 8832 1190\n2) 7734 0021\n3) 5512 9983\n", ("backup_codes",), charset="iso-2022-jp"),
        _plain("en_expired_no_new", "Your sign-in link expired", "Heartline <hello@heartline.app>",
               "The sign-in code 447102 expired 10 minutes after we sent it. Open the app to get a new one.\n", ("used_expired",)),
        mk("en_expired_with_new", "552019", None, None, ("used_expired", "code"), "Here's a new code", "Heartline <hello@heartline.app>",
           text="Your previous code (447102) expired.\nHere is a new one: 552019\nIt is valid for 10 minutes.\n"),
        mk("en_used_then_new", "118302", None, None, ("used_expired", "code"), "New verification code",
           "GovPortal <noreply@portal.gov.example>",
           html=page("<p>Code 934417 has already been used.</p><p>Your new code is <b>118302</b> (valid 15 minutes).</p>")),
        _plain("en_lottery", "Your EuroDraw results", "EuroDraw <results@eurodraw.example>",
               "Draw 1812, Friday 10 January 2025\nWinning numbers: 07 19 23 38 44  Stars: 03 11\n"
               "Your ticket 4471-2290-8812 matched 2 numbers. Prize: EUR 4.30\n", ("lottery",)),
        _plain("es_loteria", "Resultados del sorteo", "Loterías <avisos@loterias.example>",
               "Sorteo del jueves: 04 - 15 - 22 - 31 - 40 - 47. Complementario 12, reintegro 6.\nBoleto 084512: sin premio.\n",
               ("lottery",), charset="iso-8859-1"),
        _plain("en_sports_results", "Full time: United 3-1 City", "SportsDesk <alerts@sportsdesk.example>",
               "United 3-1 City (HT 1-0)\nAttendance: 74,310\nPossession 58% - 42%\nShots 17 (6) - 9 (3)\n"
               "Next: Sat 18 Jan, 17:30 vs Rovers\n", ("sports", "statistics")),
        mk("it_sport_classifica", None, None, None, ("sports",), "Serie A: risultati della 20ª giornata", "Calcio News <news@calcio.example>",
           html=page("<table><tr><td>Inter - Milan</td><td>2-2</td></tr><tr><td>Roma - Lazio</td><td>1-0</td></tr>"
                     "<tr><td>Classifica: Napoli 47, Inter 45, Atalanta 43</td></tr></table>", "it"), charset="iso-8859-1"),
        _plain("en_stats_report", "Your site's monthly stats", "Plausibly <reports@plausibly.example>",
               "December 2024\nUnique visitors: 182,041 (+12%)\nPageviews: 603,118\nBounce rate: 41%\nVisit duration: 2m 13s\n"
               "Top page: /pricing (48,210)\n", ("statistics",)),
        _plain("pl_statystyki", "Podsumowanie roku", "Biegaj <raport@biegaj.example>",
               "W 2024 roku przebiegłeś 1284 km w 163 treningach. Najdłuższy bieg: 42,195 km, czas 3:48:12.\n",
               ("statistics",), charset="iso-8859-2"),
        _plain("en_ci_failed", "[taskpad/api] Run failed: CI - main (a3f9c21)", "GitHub <notifications@github.com>",
               "Run #48213 failed in 4m 12s\nCommit a3f9c21 by jdoe\n\nFAILED tests/test_auth.py::test_otp - AssertionError: "
               "assert 401 == 200\nrandom seed 845123\n3 failed, 1207 passed\n", ("log_output",)),
        _plain("en_build_passed", "Build #1193 passed", "Buildbot <ci@taskpad.io>",
               "Build 1193 (commit 7d41e0b) passed.\nDuration: 00:06:41\nArtifacts: taskpad-2.14.0-1193.tar.gz (48.2 MB)\n",
               ("log_output",)),
        mk("en_test_log_code_label", None, None, None, ("log_output",), "Cron <deploy@web1> ./rotate.sh", "Cron Daemon <root@web1.example>",
           text="2025-01-14T03:00:01Z INFO rotating keys\n2025-01-14T03:00:02Z DEBUG generated code=558201 for test user\n"
           "2025-01-14T03:00:02Z INFO exit code 0\n"),
        _plain("en_card_receipt", "Your receipt from Corner Cafe", "Square <receipts@squareup.example>",
               "Corner Cafe\nFlat white  4.20\nCroissant  3.10\nTotal USD 7.30\nVisa **** 4471\nAuth code: 084512\n"
               "Approval 23:14  Terminal 0042\n", ("card_auth", "receipt")),
        mk("fr_ticket_cb", None, None, None, ("card_auth", "receipt"), "Votre ticket de caisse", "Supermarché <tickets@super.example>",
           html=page("<pre>CB SANS CONTACT\nMONTANT 54,20 EUR\nNo AUTO : 307194\nA0000000421010\nTICKET CLIENT</pre>", "fr"), charset="iso-8859-1"),
        _plain("en_promo_code", "20% off this weekend", "Kiosko Shop <deals@kiosko.shop>",
               "Use code SAVE20 at checkout. Ends Sunday 23:59. Prices from $9.99.\n", ("reference_code", "newsletter")),
        _plain("en_gift_card", "You've received a gift card", "Kiosko Shop <gifts@kiosko.shop>",
               "Gift card value: $50.00\nCard number: 6006 4912 3345 8812\nPIN: 4412\nRedeem at checkout.\n", ("reference_code",)),
        _plain("en_anti_phishing_notice", "Withdrawal completed", "CoinHarbor <no-reply@coinharbor.exchange>",
               "Anti-phishing code: MOON42\n\nYour withdrawal of 0.25 BTC has been completed.\nTxID 9f3a2c11b8e45d70a6f1e0c9d2b3a4f5e6d7c8b9a0f1e2d3c4b5a6f7e8d9c0b1\n",
               ("anti_phishing",)),
        mk("en_anti_phishing_with_code", "417209", None, None, ("anti_phishing", "code"), "Withdrawal verification",
           "CoinHarbor <no-reply@coinharbor.exchange>",
           html=page('<p style="background:#fffbe6">Anti-phishing code: <b>MOON42</b></p><p>Your withdrawal verification code:</p>'
                     '<p style="font-size:28px"><b>417209</b></p><p>The code expires in 30 minutes.</p>')),
        _plain("tr_anti_phishing", "Para yatırma onayı", "KriptoPazar <bildirim@kriptopazar.example>",
               "Oltalama karşıtı kodunuz: GUNES7\n1.500,00 TL hesabınıza yatırıldı. İşlem no 2025011400471.\n",
               ("anti_phishing",), charset="iso-8859-9"),
        _plain("en_zoom_invite", "Invitation: Weekly sync @ Tue 10:00", "Calendar <calendar-notification@example.com>",
               "Join Zoom Meeting\nhttps://us02web.zoom.us/j/84522019932?pwd=QmFzZTY0\nMeeting ID: 845 2201 9932\nPasscode: 482913\n"
               "Dial by your location +1 646 558 8656\n", ("meeting",)),
        _plain("de_teams_einladung", "Einladung: Projekt-Review", "Outlook <noreply@example.de>",
               "Microsoft Teams-Besprechung\nBesprechungs-ID: 391 284 775 102\nKennung: k7Dq9Z\nTelefon: +49 69 365 123 45, Konferenz-ID: 518 203 771#\n",
               ("meeting",), charset="iso-8859-1"),
        _plain("en_support_ticket", "[Ticket #482913] We received your request", "Rapido Eats Support <help@rapidoeats.com>",
               "Thanks for contacting us. Your ticket number is 482913. We usually reply within 24 hours.\n", ("support",)),
        _plain("en_password_changed", "Your password was changed", "VaultKey <noreply@vaultkey.pw>",
               "Your master password was changed on 14 Jan 2025 at 09:12 (UTC) from IP 198.51.100.23.\n"
               "If this wasn't you, contact support immediately: https://vaultkey.pw/support\n", ("security_notice",)),
        _plain("en_flight_booking", "Booking confirmed: LHR - JFK", "SkyLark Air <booking@skylark-air.com>",
               "Booking reference (PNR): K7Q2ZP\nFlight SL 1184, 21 Jan 2025, dep 10:45, seat 32A\nE-ticket 125-2190448371\n"
               "Total GBP 612.40\n", ("flight", "reference_code")),
        mk("fr_vol_embarquement", None, None, None, ("flight", "reference_code"), "Votre carte d'embarquement", "SkyLark Air <booking@skylark-air.com>",
           html=page("<p>Vol SL 0832 Paris CDG - Lisbonne, porte K42, embarquement 07:55.</p><p>Référence de réservation : <b>X4TNRB</b></p><p>Siège 14C</p>", "fr")),
        _plain("en_doctor_appointment", "Appointment confirmed", "MediCare Plus <appointments@mycare-portal.org>",
               "Your appointment with Dr. Patel is confirmed for Thu 16 Jan at 14:30, room 204.\nBooking number: 3318204\n"
               "Patient ID: 00471822\n", ("appointment", "health")),
        _plain("en_lab_results", "New results in your portal", "MediCare Plus <results@mycare-portal.org>",
               "New lab results are available. HbA1c 5.4%, LDL 112 mg/dL. Sign in to the portal to view them.\n",
               ("health", "statistics")),
        _plain("en_dating_match", "You have a new match!", "Heartline <hello@heartline.app>",
               "Sam (29) likes you too! You're 3 km apart and share 4 interests. 12 people viewed your profile this week.\n",
               ("dating",)),
        _plain("en_delivery_order", "Your order is on its way", "Rapido Eats <orders@rapidoeats.com>",
               "Order #58214 from Pizza Roma\nArrives 19:40-19:55\nCourier: Dana, scooter plate 7XK 412\nTotal $23.85\n",
               ("delivery", "receipt")),
        _plain("en_university_grades", "Grades published", "Uni Lindenfeld <registrar@uni-lindenfeld.edu>",
               "Student ID 20231847. Course CS-2040 final grade: 1.7 (82/100). Credits: 6 ECTS.\n", ("university",)),
        _plain("en_gov_tax_received", "Tax return received", "GovPortal <noreply@portal.gov.example>",
               "We received your 2024 tax return on 14 January 2025. Reference number: TR-2025-0047182. "
               "Tax ID ending 4471.\n", ("gov", "reference_code")),
        _plain("en_2fa_enabled", "Two-step verification turned on", "Taskpad <security@taskpad.io>",
               "Two-step verification is now on for your account. From now on, we'll ask for a code when you sign in.\n",
               ("security_notice",)),
        mk("en_newsletter_prices", None, None, None, ("newsletter",), "January deals: up to 60% off", "Kiosko Shop <news@kiosko.shop>",
           html=page('<table><tr><td><img src="https://cdn.kiosko.shop/a.jpg" alt="Headphones"><br>$129.99 <s>$199.99</s> -35%</td>'
                     '<td>Smartwatch 2025<br>$89.00</td></tr></table><p>Offer valid 14.01.-20.01.2025. Item 100234871.</p>'
                     '<p><a href="https://kiosko.shop/deals?utm_source=nl">Shop now</a> | <a href="https://kiosko.shop/unsubscribe?u=77812">Unsubscribe</a></p>')),
        _plain("en_invoice_iban", "Invoice INV-2025-0113", "Taskpad Billing <billing@taskpad.io>",
               "Invoice INV-2025-0113, due 28 Jan 2025\nAmount: EUR 1,190.00 (incl. VAT 19%: EUR 190.00)\n"
               "IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX\nVAT ID DE 312345678\n", ("invoice", "registry_number"),
               pdf="INV-2025-0113.pdf"),
        _plain("en_game_patch", "Patch 12.0.4 notes", "Pixel Raiders <news@pixelraiders.gg>",
               "Version 12.0.4 (build 884213)\n- Fixed crash on level 17\n- Damage of Vanguard reduced from 48 to 44\n", ("game", "log_output")),
        _plain("en_pm_emergency", "Emergency access granted", "VaultKey <noreply@vaultkey.pw>",
               "Jordan now has emergency access to 3 shared items. The waiting period was 48 hours.\n", ("security_notice",)),
        _plain("sv_faktura", "Faktura 2025-0042", "Elbolaget <faktura@elbolaget.example>",
               "Att betala: 1 284,00 kr\nOCR-nummer: 4471220914\nBankgiro 5050-1055\nFörfallodag 2025-01-31\n",
               ("invoice", "reference_code"), charset="iso-8859-1"),
        _plain("cs_faktura", "Faktura č. 2025001", "Elektro s.r.o. <faktura@elektro.example>",
               "Variabilní symbol: 2025001\nČástka: 2 490 Kč\nČíslo účtu 123456789/0800\nIČO 12345678\n",
               ("invoice", "registry_number"), charset="iso-8859-2"),
        _plain("uk_rahunok", "Рахунок на оплату", "Дніпро Маркет <rahunok@dnipro.example>",
               "Рахунок N 1182 від 14.01.2025\nСума: 1 450,00 грн\nIBAN UA21 3223 1300 0002 6007 2335 6600 1\nКод ЄДРПОУ 12345678\n",
               ("invoice", "registry_number"), charset="koi8-u"),
        _plain("ru_vypiska", "Выписка по счёту", "Банк Север <info@banksever.example>",
               "Баланс: 48 210,55 ₽\nСписание 1 200,00 ₽ — код авторизации 307194\nБИК 044525225, ИНН 7707083893\n",
               ("card_auth", "registry_number"), charset="utf-8"),
        _plain("vi_hoa_don", "Hóa đơn điện tử", "Điện lực <hoadon@dienluc.example>",
               "Mã khách hàng: PD01000123456\nKỳ hóa đơn 12/2024, số tiền 482.913 đồng\nMã số thuế 0100100079\n",
               ("invoice", "registry_number"), charset="windows-1258"),
        _plain("th_tax_receipt", "ใบเสร็จรับเงิน", "ร้านช้างทอง <receipt@changthong.example>",
               "เลขที่ใบเสร็จ 2025011400471\nยอดรวม 1,250.00 บาท\nเลขประจำตัวผู้เสียภาษี 0105551234567\n",
               ("receipt", "registry_number"), charset="tis-620"),
        _plain("ko_delivery", "배송 완료 안내", "한빛쇼핑 <delivery@hanbit.example>",
               "주문번호 2025011412345 상품이 배송 완료되었습니다.\n운송장 번호 612345678901\n결제 금액 48,900원\n",
               ("delivery", "tracking"), charset="euc-kr"),
        _plain("zh_tw_order", "訂單通知", "星辰購物 <service@xingchen.example>",
               "您的訂單 TW20250114-0471 已出貨。\n統一編號 12345675\n金額 NT$1,280\n", ("receipt", "registry_number"), charset="big5"),
        _plain("zh_lottery", "开奖结果", "彩票中心 <kaijiang@caipiao.example>",
               "第2025006期 开奖号码：03 11 19 24 28 32 + 07\n您的彩票未中奖。\n", ("lottery",), charset="gb2312"),
        _plain("ja_event_ticket", "チケット購入完了", "チケットぴあ <info@ticket.example>",
               "受付番号：8834120\n公演日 2025年2月8日 18:00\n座席 2階 C列 14番\n", ("reference_code",), charset="iso-2022-jp"),
        _plain("he_hazmana", "אישור תור", "קופת חולים <tor@kupa.example>",
               "התור שלך נקבע ליום ה' 16.01 בשעה 14:30. מספר תור 3318204.\n", ("appointment", "health"), charset="windows-1255"),
        _plain("ar_bank_transfer", "إشعار تحويل", "بنك النخيل <alerts@nakheel-bank.example>",
               "تم تحويل 1,500.00 ريال إلى الحساب 4471. رقم العملية 20250114004712.\n", ("statement",), charset="windows-1256"),
        _plain("fa_bill", "قبض برق", "شرکت برق <ghabz@bargh.example>",
               "شناسه قبض 4471220914 شناسه پرداخت 48291300 مبلغ 1,250,000 ریال\n", ("invoice", "reference_code"), charset="windows-1256"),
        _plain("id_ojek", "Perjalanan selesai", "GoRide <no-reply@goride.example>",
               "Terima kasih! Perjalanan ID RB-48291-XZ, jarak 8,4 km, total Rp 27.500. Plat B 4471 KZT.\n", ("delivery", "receipt")),
        _plain("ms_bil", "Bil anda", "Tenaga <bil@tenaga.example>",
               "No. akaun 220014471209. Jumlah perlu dibayar RM 182.40 sebelum 31/01/2025.\n", ("invoice",)),
        _plain("hi_ticket_pnr", "टिकट बुक हो गया", "RailConnect <tickets@railconnect.example>",
               "PNR 4471220914, ट्रेन 12951, कोच B2 सीट 44. किराया ₹1,845.\n", ("flight", "reference_code")),
        _plain("it_ricetta", "La tua ricetta elettronica", "Sanità Digitale <noreply@sanita.example>",
               "Numero ricetta elettronica (NRE): 1200A4471220914. Codice fiscale RSSMRA80A01H501U.\n",
               ("health", "registry_number"), charset="iso-8859-1"),
        _plain("pt_nif_fatura", "Fatura-recibo", "Loja Atlântico <faturas@atlantico.example>",
               "Fatura FR 2025/118, NIF cliente 123456789, ATCUD JJ3A7BK2-118, total 48,20 EUR.\n",
               ("invoice", "registry_number"), charset="iso-8859-1"),
        _plain("es_cita_medica", "Cita confirmada", "Salud Digital <citas@salud.example>",
               "Su cita: 16/01/2025 09:20, consulta 12. Código de cita 8834120. CIP SANT 0012345678.\n",
               ("appointment", "health", "reference_code"), charset="iso-8859-1"),
    ]  # fmt: skip
    return c


def _link_cases() -> list[Case]:
    s = "Taskpad <hello@taskpad.io>"
    magic = "https://taskpad.io/auth/magic-link/verify?token=eyJhbGciOiJIUzI1NiJ9.h5Qz.Rr8x&redirect=%2Fboards"
    flowed = magic.replace("eyJhbGci", f"eyJh{BREAK}bGci")
    target = "https://heartline.app/login/confirm?t=ab%2Bc9Z&uid=7781"
    enc = "https%3A%2F%2Fheartline.app%2Flogin%2Fconfirm%3Ft%3Dab%252Bc9Z%26uid%3D7781"
    b64 = "aHR0cHM6Ly92YXVsdGtleS5wdy92ZXJpZnk_dD1LOXFXcjI"  # https://vaultkey.pw/verify?t=K9qWr2
    opaque = "https://u4471.ct.sendmail-click.example/ls/click?upn=u001.Qm9vbXNhZnQ-2BzZ2-2FkK3d9xZ7-2BqL"
    vml = "https://coinharbor.exchange/account/confirm-device?d=Dv71kPq"
    c = [
        mk("en_flowed_url", None, magic, "sign_in", ("flowed_url", "link"), "Your Taskpad sign-in link", s,
           text=f"Hi Alex,\n\nClick the link below to sign in:\n\n{flowed}\n\nThe link expires in 15 minutes.\n", flowed=True),
        mk("de_flowed_url", None, "https://kiosko.shop/de/konto/anmelden?token=Lq8Zt2Vx91Pm&quelle=mail", "sign_in",
           ("flowed_url", "link"), "Ihr Anmeldelink", "Kiosko <info@kiosko.shop>",
           text=f"Hallo,\n\nmelden Sie sich mit diesem Link an:\nhttps://kiosko.shop/de/konto/anmelden?token=Lq8Zt2{BREAK}Vx91Pm&quelle=mail\n",
           flowed=True, charset="iso-8859-1"),
        mk("en_flowed_no_link", None, None, None, ("flowed_url",), "Re: lunch?", "Dana <dana@example.com>",
           text=f"Sure, Thursday works. The menu is at https://trattoria.example/menus/{BREAK}winter-2025.pdf if you want \n"
           f"to look first.\n", flowed=True),
        mk("en_qp_long_url", None, "https://vaultkey.pw/account/verify-email?token=Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA&uid=4471", "verify",
           ("qp_softbreak", "link"), "Verify your email", "VaultKey <noreply@vaultkey.pw>",
           html=page('<p>Confirm your address:</p><a href="https://vaultkey.pw/account/verify-email?token=Zm9vYmFyYmF6' + BREAK
                     + 'cXV4MTIzNDU2Nzg5MA&amp;uid=4471">Verify email</a>')),
        mk("en_area_href", None, "https://pixelraiders.gg/account/verify?c=Ar3aMap9", "verify", ("area_href", "link"),
           "Verify your Pixel Raiders account", "Pixel Raiders <account@pixelraiders.gg>",
           html=page('<img src="https://cdn.pixelraiders.gg/verify.png" usemap="#m" width="400" height="100" alt="Verify">'
                     '<map name="m"><area shape="rect" coords="100,20,300,80" href="https://pixelraiders.gg/account/verify?c=Ar3aMap9" alt="Verify account"></map>')),
        # Kinds relabelled in session 26 (README, "What counts as a magic link"): confirming a
        # device is "verify", accepting an invitation "other".
        mk("en_vml_button", None, vml, "verify", ("non_a_carrier", "link", "outlook_vml"), "Confirm new device",
           "CoinHarbor <no-reply@coinharbor.exchange>",
           html=page(f'<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="{vml}" style="height:40px;width:200px" '
                     f'fillcolor="#1a73e8"><center>Confirm device</center></v:roundrect><![endif]-->'
                     f'<!--[if !mso]><!-->{button(vml, "Confirm device")}<!--<![endif]-->')),
        mk("en_form_action", None, "https://uni-lindenfeld.edu/newsletter/confirm?s=Fm44Qz", "confirm", ("non_a_carrier", "link"),
           "Confirm your subscription", "Uni Lindenfeld <news@uni-lindenfeld.edu>",
           html=page('<p>Please confirm you want the alumni newsletter.</p><form action="https://uni-lindenfeld.edu/newsletter/confirm?s=Fm44Qz" '
                     'method="post"><button type="submit" style="padding:10px">Yes, subscribe me</button></form>')),
        mk("en_tracker_urlencoded", None, target, "sign_in", ("tracker_recoverable", "link"), "Your Heartline login link",
           "Heartline <hello@heartline.app>",
           html=page(button(f"https://click.heartline-mail.example/track?cid=8841&url={enc}", "Log in to Heartline"))),
        mk("en_safelinks", None, "https://taskpad.io/invite/accept?i=Sl99Kw", "other", ("tracker_recoverable", "link"),
           "You're invited to a Taskpad workspace", "Taskpad <hello@taskpad.io>",
           html=page(button("https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Ftaskpad.io%2Finvite%2Faccept%3Fi%3DSl99Kw"
                            "&data=05%7C02%7Calex%40example.net%7C8c1&sdata=Qk9x%2B%3D&reserved=0", "Accept invitation"))),
        mk("en_tracker_base64", None, "https://vaultkey.pw/verify?t=K9qWr2", "verify", ("tracker_recoverable", "link"),
           "Verify your email", "VaultKey <noreply@vaultkey.pw>",
           html=page(button(f"https://t.vaultkey-mail.example/r?e=4471&u={b64}", "Verify email"))),
        mk("en_tracker_path_encoded", None, "https://skylark-air.com/account/reset?k=Rp55Ht", "reset", ("tracker_recoverable", "link"),
           "Reset your SkyLark password", "SkyLark Air <account@skylark-air.com>",
           html=page(button("https://abc123.r.us-east-1.awstrack.example/L0/https:%2F%2Fskylark-air.com%2Faccount%2Freset%3Fk=Rp55Ht/1/0100019a-4471/Xy8=", "Reset password"))),
        mk("en_tracker_opaque_signin", None, opaque, "sign_in", ("tracker_opaque", "link"), "Sign in to Rapido Eats",
           "Rapido Eats <hello@rapidoeats.com>", html=page("<p>Your magic link is ready.</p>" + button(opaque, "Sign in"))),
        mk("en_tracker_opaque_newsletter", None, None, None, ("tracker_opaque", "newsletter"), "New in town: 12 restaurants",
           "Rapido Eats <news@rapidoeats.com>",
           html=page('<p>12 new restaurants near you, delivery from $0.99.</p><a href="https://u4471.ct.sendmail-click.example/ls/click?upn=u001.Zz9">Explore</a>')),
        mk("en_app_twin", None, "https://heartline.app/auth/open?t=Tw1nQ8", "sign_in", ("app_twin", "link"), "Log in to Heartline",
           "Heartline <hello@heartline.app>",
           html=page(button("heartline://auth/open?t=Tw1nQ8", "Open in the app") + "<p>or on the web:</p>" + button("https://heartline.app/auth/open?t=Tw1nQ8", "Log in"))),
        mk("es_app_twin", None, "https://rapidoeats.com/es/verificar?t=Es44Pq", "verify", ("app_twin", "link"), "Verifica tu correo",
           "Rapido Eats <hola@rapidoeats.com>",
           html=page(button("rapidoeats://verify?t=Es44Pq", "Abrir la app") + button("https://rapidoeats.com/es/verificar?t=Es44Pq", "Verificar correo"), "es")),
        mk("en_lock_with_signin", None, "https://vaultkey.pw/login/magic?t=Mg71Pz", "sign_in", ("lock_link", "link"), "Your login link",
           "VaultKey <noreply@vaultkey.pw>",
           html=page(button("https://vaultkey.pw/login/magic?t=Mg71Pz", "Log in") +
                     '<p style="font-size:12px">Not you? <a href="https://vaultkey.pw/security/lock?t=Lk71Pz">Lock my account</a></p>')),
        mk("en_lock_only", None, None, None, ("lock_link", "security_notice"), "New sign-in from Firefox",
           "VaultKey <noreply@vaultkey.pw>",
           html=page('<p>We noticed a new sign-in on Firefox, Linux, Berlin.</p><p>Not you? <a href="https://vaultkey.pw/security/lock?t=Lk99Qa">Secure your account</a></p>')),
        mk("de_idn_host", None, "https://bücherstube-köln.de/konto/bestätigen?t=Id7Nn", "verify", ("idn", "link"),
           "Bitte bestätigen Sie Ihr Konto", "Bücherstube Köln <info@xn--bcherstube-kln-7ob5m.de>",
           html=page(button("https://bücherstube-köln.de/konto/bestätigen?t=Id7Nn", "Konto bestätigen"), "de")),
        mk("ru_idn_cyrillic", None, "https://магазин.рф/вход/ссылка?t=Ru55Zx", "sign_in", ("idn", "link"), "Ссылка для входа",
           "Магазин <noreply@xn--80aswg.xn--p1ai>",
           html=page(button("https://магазин.рф/вход/ссылка?t=Ru55Zx", "Войти"), "ru")),
        mk("en_secure_message_other", None, "https://ledgerly-bank.com/secure-message/open?m=Sm8812Qx", "other", ("link",),
           "You have a new secure message", "Ledgerly Bank <secure@ledgerly-bank.com>",
           html=page("<p>A new secure message is waiting. It can be opened once within 72 hours.</p>"
                     + button("https://ledgerly-bank.com/secure-message/open?m=Sm8812Qx", "Open secure message"))),
        mk("en_data_export_other", None, "https://taskpad.io/exports/download?e=Ex4471&sig=aa19f", "other", ("link",),
           "Your data export is ready", "Taskpad <hello@taskpad.io>",
           text="Your export (48 MB) is ready. Download it within 7 days:\nhttps://taskpad.io/exports/download?e=Ex4471&sig=aa19f\n"),
        mk("en_email_change_confirm", None, "https://uni-lindenfeld.edu/account/email/confirm?c=Ch2Q", "confirm", ("link",),
           "Confirm your new email address", "Uni Lindenfeld <it@uni-lindenfeld.edu>",
           text="You asked to change your email to alex.reader@example.net. Confirm:\nhttps://uni-lindenfeld.edu/account/email/confirm?c=Ch2Q\n"),
        mk("pl_reset_link_code", "581094", "https://sklep-wisla.pl/haslo/nowe?t=Pl09Rs", "reset", ("link", "code"), "Zresetuj hasło",
           "Sklep Wisła <kontakt@sklep-wisla.pl>",
           html=page("<p>Kod resetu: <b>581094</b></p>" + button("https://sklep-wisla.pl/haslo/nowe?t=Pl09Rs", "Ustaw nowe hasło"), "pl"),
           charset="iso-8859-2"),
        mk("en_newsletter_links_only", None, None, None, ("newsletter",), "The Weekly Ledger #112", "Ledgerly Bank <news@ledgerly-bank.com>",
           html=page('<p>Rates: savings 3.1% APY, 12-month CD 4.25%.</p><a href="https://ledgerly-bank.com/blog/rates-2025">Read</a> '
                     '<a href="https://ledgerly-bank.com/preferences?u=4471">Preferences</a>')),
    ]  # fmt: skip
    return c


def _code_shape_cases() -> list[Case]:
    s = "Pixel Raiders <account@pixelraiders.gg>"
    return [
        mk("en_alnum5_code", "Q7K2M", None, None, ("alnum5", "code"), "Your Pixel Raiders login code", s,
           html=page('<p>Enter this code in the game launcher:</p><p style="font-size:30px;letter-spacing:8px">Q7K2M</p><p>Expires in 10 minutes.</p>')),
        mk("sv_alnum5_code", "H4T9X", None, None, ("alnum5", "code"), "Din inloggningskod", "Spelhuset <konto@spelhuset.example>",
           text="Din inloggningskod: H4T9X\nKoden gäller i 15 minuter.\n", charset="iso-8859-1"),
        _plain("en_alnum5_postcode", "Your address was updated", "Rapido Eats <hello@rapidoeats.com>",
               "Your delivery address is now 221B Baker St, London NW1 6XE. Gate code on the note: B4K7Z is not stored.\n", ("alnum5",)),
        _plain("en_alnum5_sku", "Back in stock", "Kiosko Shop <news@kiosko.shop>",
               "Item Z8R4T (size M) is back in stock at $24.00.\n", ("alnum5", "newsletter")),
        mk("ar_digits_arabic_none", None, None, None, ("digits_arabic",), "تأكيد طلبك", "متجر النخيل <orders@nakheel.example>",
           text="رقم الطلب ٤٨٢٩١٣٠\nالإجمالي ٢٥٠ ريال\nموعد التوصيل ١٦/٠١\n"),
        mk("fa_digits_persian_none", None, None, None, ("digits_persian",), "رسید پرداخت", "فروشگاه آریا <info@arya.example>",
           text="شماره پیگیری ۴۸۲۹۱۳\nمبلغ ۱۲۵٬۰۰۰ تومان\nتاریخ ۱۴۰۳/۱۰/۲۵\n"),
        mk("hi_digits_devanagari_none", None, None, None, ("digits_devanagari",), "बिल भुगतान सफल", "बिजली विभाग <bill@bijli.example>",
           text="उपभोक्ता संख्या ४८२९१३, राशि ₹१,२५० का भुगतान हो गया।\n"),
        mk("ja_digits_fullwidth_none", None, None, None, ("digits_fullwidth",), "ご予約確認", "ホテル桜 <yoyaku@sakura.example>",
           text="予約番号：４８２９１３\nチェックイン　１月２０日　１５：００\n", charset="shift_jis"),
        mk("zh_digits_fullwidth_code", "604218", None, None, ("digits_fullwidth", "code"), "验证码", "星辰商城 <noreply@xingchen.example>",
           text="【星辰商城】您的验证码为：６０４２１８，５分钟内有效。\n", charset="gb2312"),
        mk("ar_bidi_code", "918273", None, None, ("bidi", "code"), "رمز الدخول", "بنك النخيل <otp@nakheel-bank.example>",
           text="رمز الدخول الخاص بك هو \u200f918273\u200f ولا تشاركه مع أحد.\n"),
        mk("he_bidi_rlm_code", "550163", None, None, ("bidi", "code"), "קוד אימות", "בנק הכרמל <otp@carmel-bank.example>",
           html=page("<p>קוד האימות: <b>\u200e550163\u200e</b></p><p>הקוד תקף ל-5 דקות.</p>", "he"), charset="windows-1255"),
        mk("en_code_grouped_dash", "204881", None, None, ("code", "grouped"), "Your GovPortal sign-in code", "GovPortal <noreply@portal.gov.example>",
           text="Your sign-in code is 204-881. It expires in 20 minutes.\nCase reference GP-2025-118.\n"),
        mk("en_code_subject_only_sms_style", "770128", None, None, ("code", "subject_only"), "770128 is your Heartline code",
           "Heartline <hello@heartline.app>", text="Welcome back! Enter the code from the subject line in the app.\n"),
        mk("ko_code_subject_split", "339102", None, None, ("code", "rfc2047_split"), f"[한빛] 인증번호 33{BREAK}9102", "한빛쇼핑 <no-reply@hanbit.example>",
           text="인증번호를 입력해 주세요.\n", charset="euc-kr"),
        mk("en_code_bottom_long", "615503", None, None, ("code", "bottom"), "Action required: verify your identity", "Ledgerly Bank <otp@ledgerly-bank.com>",
           html=page("<p>We're updating our terms on 1 March 2025 (section 4.2, 7.1).</p>" * 3
                     + "<p>Customer number 20884731. To continue, enter this code in online banking:</p><p><b>615503</b></p>")),
        mk("en_code_charref_hex", "482007", None, None, ("code", "charref"), "Your code", "Taskpad <security@taskpad.io>",
           html=page("<p>Your code: <b>&#x34;&#x38;&#x32;&#x30;&#x30;&#x37;</b></p>")),
        mk("fr_code_qp_break", "930418", None, None, ("code", "qp_softbreak"), "Votre code", "Heartline <bonjour@heartline.app>",
           html=page(f"<p>Votre code : <b>930{BREAK}418</b></p><p>Valable 10 minutes.</p>", "fr"), charset="iso-8859-1"),
        mk("en_code_zero_width_joiner", "771204", None, None, ("code", "zero_width"), "Your VaultKey code", "VaultKey <noreply@vaultkey.pw>",
           html=page("<p>Code: <b>771\u200d204</b></p><p>\ufeffExpires in 5 minutes.</p>")),
        mk("th_code_legacy", "402918", None, None, ("code",), "รหัส OTP", "ธนาคารช้าง <otp@chang-bank.example>",
           text="รหัส OTP ของคุณคือ 402918 (รหัสอ้างอิง: KXQP) ใช้ได้ภายใน 5 นาที\n", charset="tis-620"),
        mk("vi_code_ref", "551029", None, None, ("code", "reference_code"), "Mã OTP", "Ngân hàng Sen <otp@sen-bank.example>",
           text="Mã OTP của quý khách là 551029. Mã giao dịch: FT25014004471. Không chia sẻ mã này.\n", charset="windows-1258"),
        mk("ja_code_iso2022", "8820", None, None, ("code",), "【重要】ワンタイムパスワード", "さくら銀行 <otp@sakura-bank.example>",
           text="ワンタイムパスワード：8820\n有効期限は5分です。\nお客様番号 1234567\n", charset="iso-2022-jp"),
        mk("zh_big5_code", "317509", None, None, ("code",), "驗證碼通知", "星辰購物 <service@xingchen.example>",
           text="您的驗證碼為 317509，請於10分鐘內輸入。\n統一編號 12345675\n", charset="big5"),
    ]  # fmt: skip


HOLDOUT5: list[Case] = [
    *_lang_cases(), *_hidden_cases(), *_current_mail_cases(), *_everyday_cases(), *_link_cases(),
    *_code_shape_cases(),
]  # fmt: skip
KINDS: dict[str, tuple[str, ...]] = {case.name: case.kinds for case in HOLDOUT5}
LINK_KINDS: dict[str, str | None] = {case.name: case.link_kind for case in HOLDOUT5}
