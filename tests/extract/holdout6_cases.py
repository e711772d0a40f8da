"""Held-out set 6 (issue 21): mails written blind, as banks, shops, SaaS, games, telecoms,
insurers, governments, schools, travel, crypto and healthcare senders write them, in 23
languages. Each is labelled with what a careful reader types or clicks (``otp``, ``link``) and
the kinds of mail it stands for. More than half hold no code but numbers that tempt (legal
footers, receipts, tracking, passcodes, backup codes, used codes, newsletters).

Regenerate the committed files with ``python tests/extract/make_holdout6.py``.
"""

from __future__ import annotations

import base64
import hashlib
from collections import Counter
from collections.abc import Callable
from urllib.parse import quote

from tests.extract.holdout6_lang import LANGS, ZH_HANT, Lang
from tests.extract.holdout6_mail import Case, build6

BRANDS = {
    "bank": "Kestrel Bank", "shop": "Lumo Store", "saas": "Cloudyard", "game": "Pixelfort",
    "telecom": "Vantel", "insurer": "Sureline", "gov": "Citizen Portal", "school": "Campus Online",
    "travel": "Skyway Air", "crypto": "Coinvault", "health": "MediPlus",
}  # fmt: skip

NATIVE_DIGITS = {"ar": 0x0660, "fa": 0x06F0, "hi": 0x0966, "ja": 0xFF10, "zh": 0xFF10, "ko": 0xFF10}
HIDDEN_STYLES = (
    ("hidden_display", "display:none"),
    ("hidden_visibility", "visibility:hidden"),
    ("hidden_fontsize", "font-size:0;line-height:0"),
    ("hidden_colour", "color:#ffffff;background:#ffffff"),
    ("hidden_offscreen", "position:absolute;left:-9999px;top:-9999px"),
)
ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def _h(*parts: object) -> str:
    return hashlib.sha256("|".join(map(str, parts)).encode()).hexdigest()


def _digits(seed: str, n: int = 6) -> str:
    value = str(int(seed, 16)).zfill(n)
    out = value[-n:]
    return ("1" + out[1:]) if out[0] == "0" else out


def _alnum(seed: str, n: int = 5) -> str:
    raw = int(seed, 16)
    chars = []
    for _ in range(n):
        raw, index = divmod(raw, len(ALNUM))
        chars.append(ALNUM[index])
    if not any(c.isdigit() for c in chars):
        chars[2] = "7"
    return "".join(chars)


def _token(seed: str) -> str:
    return base64.urlsafe_b64encode(bytes.fromhex(seed[:36])).decode().rstrip("=")


class Mail:
    """What one template knows about its language and sender."""

    def __init__(self, lang: Lang, n: int, v: int, sector: str, slug: str) -> None:
        self.lang = lang
        self.w = lang.words
        self.n = n
        self.name = f"{lang.tag}_{n:02d}_{slug}"
        self.seed = _h(self.name)
        self.brand = BRANDS[sector]
        self.domain = f"{self.brand.lower().replace(' ', '')}.{lang.tld}"
        self.sender = f"{self.brand} <no-reply@mail.{self.domain}>"
        self.code = _digits(self.seed[:20])
        self.decoy = _digits(self.seed[20:40])
        self.token = _token(self.seed)
        self.v = v  # which variant of its template the mail is (the template's nth use)

    def footer(self) -> str:
        postcode = _digits(self.seed[40:50], 5)
        reg = _digits(self.seed[50:60], 8)
        tax = _digits(self.seed[30:45], 9)
        return (
            f"{self.brand}, Harbour Road 14, {postcode}\n"
            f"{self.w['reg']} {reg}, {self.w['tax']} {tax}"
        )

    def html_footer(self) -> str:
        return (
            '<p style="color:#888;font-size:11px">'
            + self.footer().replace("\n", "<br>")
            + f'<br><a href="https://www.{self.domain}/privacy">Privacy</a></p>'
        )


def _wrap(inner: str) -> str:
    return (
        '<!DOCTYPE html><html><body style="font-family:Arial,sans-serif;background:#ffffff">'
        f'<table width="600" align="center" cellpadding="0" cellspacing="0"><tr><td>{inner}'
        "</td></tr></table></body></html>"
    )


def _cs(charset: str) -> tuple[str, ...]:
    return () if charset == "utf-8" else (f"cs:{charset}",)


def _native(lang: Lang, digits: str) -> tuple[str, tuple[str, ...]]:
    """``digits`` as the language's own digits, and the kind that makes (none if ASCII)."""
    base = NATIVE_DIGITS.get(lang.tag)
    if base is None:
        return digits, ()
    kind = {0x0660: "digits_arabic", 0x06F0: "digits_persian", 0x0966: "digits_devanagari"}
    return "".join(chr(base + int(c)) for c in digits), (kind.get(base, "digits_fullwidth"),)


# --- mails with a code -------------------------------------------------------------------


def p_table(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "bank", "table_code")
    variant = m.v % 3
    if variant == 0:
        cell = f'<td style="font-size:30px;letter-spacing:6px;padding:12px">{m.code}</td>'
        kinds: tuple[str, ...] = ("code_table",)
    elif variant == 1:
        cell = f'<td><img src="https://img.{m.domain}/otp.png" alt="{m.code}" width="180"></td>'
        kinds = ("code_table", "img_alt")
    else:
        cell = f'<td><input type="text" value="{m.code}" readonly style="font-size:24px"></td>'
        kinds = ("code_table", "input_value")
    html = _wrap(
        f"<p>{m.w['code']}</p><table><tr>{cell}</tr></table><p>{m.w['valid']}</p>" + m.html_footer()
    )
    return Case(
        m.name, m.code, None, None, (*kinds, "qp_body", "registry_number", *_cs(lang.legacy)),
        m.sender, f"{m.brand}: {m.w['code'].rstrip(':：')}", html=html, charset=lang.legacy,
    )  # fmt: skip


def _tracked(m: Mail, target: str) -> tuple[str, str, str]:
    """The href a sender's click tracker gives ``target``, the label, and the kind."""
    variant = m.v % 3
    if variant == 0:
        return (
            f"https://click.{m.domain}/ls/click?upn={quote(target, safe='')}",
            target,
            ("tracker_recoverable"),
        )
    if variant == 1:
        b64 = base64.urlsafe_b64encode(target.encode()).decode().rstrip("=")
        return f"https://links.{m.domain}/r/{b64}", target, "tracker_recoverable"
    opaque = f"https://t.{m.domain}/c/{m.seed[:10]}/{m.seed[10:30]}"
    return opaque, opaque, "tracker_opaque"


def p_bold(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "saas", "bold_signin")
    target = f"https://app.{m.domain}/auth/magic?token={m.token}"
    href, label, tkind = _tracked(m, target)
    kinds: tuple[str, ...] = ("code_bold", tkind)
    shown = m.code
    if m.v % 5 == 1:
        shown = "".join(f"&#{ord(c)};" for c in m.code)
        kinds += ("charref",)
    text_code = m.code
    if m.v % 4 == 0:
        text_code = m.decoy
        kinds += ("parts_disagree",)
    signature = ("pgp", "smime")[m.v // 2 % 2] if m.v % 2 == 0 else None
    if signature:
        kinds += (signature,)
    html = _wrap(
        f"<p>{m.w['code']} <b>{shown}</b></p><p>{m.w['valid']}</p>"
        f'<p><a href="{href}" style="background:#2b6cb0;color:#fff;padding:10px">'
        f"{m.w['signin']}</a></p>" + m.html_footer()
    )
    text = f"{m.w['code']} {text_code}\n{m.w['valid']}\n\n{m.w['signin']}: {href}\n\n{m.footer()}"
    return Case(
        m.name, m.code, label, "sign_in", kinds + _cs(lang.legacy), m.sender,
        f"{m.brand} {m.w['signin']}", text=text, html=html, charset=lang.legacy,
        signature=signature,
    )  # fmt: skip


def p_subject(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "game", "subject_code")
    text = f"{m.w['valid']}\n\n{m.brand}\n{m.footer()}\n"
    return Case(
        m.name, m.code, None, None, ("subject_only", "rfc2047", *_cs(lang.legacy)), m.sender,
        f"{m.w['code']} {m.code}", text=text, charset=lang.legacy, cte="base64",
    )  # fmt: skip


def p_alnum(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "crypto", "alnum_app_twin")
    if m.v % 2:
        shown = label = _alnum(m.seed[5:25])
        kinds: tuple[str, ...] = ("alnum5",)
    else:
        shown, label = f"{m.code[:3]} {m.code[3:]}", m.code
        kinds = ("grouped",)
    https = f"https://www.{m.domain}/login/confirm?ticket={m.token}"
    app = f"coinvault://login/confirm?ticket={m.token}"
    html = _wrap(
        f'<p>{m.w["code"]}</p><p style="font-size:26px;font-family:monospace"><strong>{shown}'
        f"</strong></p><p>{m.w['valid']}</p>"
        f'<p><a href="{app}">{m.w["signin"]} (App)</a> | <a href="{https}">{m.w["signin"]}</a></p>'
        + m.html_footer()
    )
    return Case(
        m.name, label, https, "sign_in", (*kinds, "app_twin", *_cs(lang.legacy)), m.sender,
        f"{m.brand}: {m.w['signin']}", html=html, charset=lang.legacy,
    )  # fmt: skip


def p_script(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "health", "script_digits")
    shown, kinds = _native(lang, m.code)
    if lang.tag == "he":
        shown = "\u200f" + "\u200e".join(m.code) + "\u200f"
        kinds = ("bidi",)
    elif not kinds:
        shown = "\u200b".join(m.code[:3]) + "\u200c" + "\u200b".join(m.code[3:])
        kinds = ("zero_width",)
    text = (
        f"{m.w['code']} {shown}\n{m.w['valid']}\n\n"
        f"{m.brand} - {m.w['order']} {m.decoy}\n{m.footer()}\n"
    )
    return Case(
        m.name, m.code, None, None, (*kinds, "registry_number"), m.sender,
        f"{m.brand} - {m.w['code'].rstrip(':：')}", text=text, cte="base64",
    )  # fmt: skip


def p_hidden(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "shop", "hidden_decoy")
    hkind, style = HIDDEN_STYLES[m.v % len(HIDDEN_STYLES)]
    trap = f"https://www.{m.domain}/account/login?session={m.token}"
    real = f"https://www.{m.domain}/account/login?otp_session={m.seed[:24]}" if v % 2 else None
    button = f'<p><a href="{real}">{m.w["signin"]}</a></p>' if real else ""
    html = _wrap(
        f'<div style="{style}">{m.w["code"]} {m.decoy} '
        f'<a href="{trap}">{m.w["signin"]}</a></div>'
        f"<p>{m.w['code']}</p><h2>{m.code}</h2><p>{m.w['valid']}</p>{button}" + m.html_footer()
    )
    return Case(
        m.name, m.code, real, "sign_in" if real else None,
        (hkind, "honeypot_link", *_cs(lang.legacy)), m.sender,
        f"{m.brand}: {m.w['code'].rstrip(':：')}", html=html, charset=lang.legacy,
    )  # fmt: skip


def p_quoted(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "telecom", "quoted_old")
    old = f"https://my.{m.domain}/signin?t={m.token}"
    text = (
        f"{m.w['code']} {m.code}\n{m.w['valid']}\n\n{m.brand}\n\n"
        f"2026-11-30 08:14, {m.brand} <no-reply@mail.{m.domain}>:\n"
        f"> {m.w['code']} {m.decoy}\n> {m.w['signin']}: {old}\n> {m.w['valid']}\n"
    )
    return Case(
        m.name, m.code, None, None, ("quoted", *_cs(lang.legacy)), m.sender,
        f"Re: {m.brand} {m.w['signin']}", text=text, charset=lang.legacy,
    )  # fmt: skip


def p_lock(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "insurer", "lock_link")
    lock = f"https://secure.{m.domain}/account/lock?u={m.token}&sig={m.seed[:12]}"
    signin = f"https://secure.{m.domain}/login/verify?code={m.code}&u={m.token}"
    with_signin = m.v % 2 == 0
    button = f'<p><a href="{signin}">{m.w["signin"]}</a></p>' if with_signin else ""
    html = _wrap(
        f"<p>{m.w['code']} <span style='font-size:22px'>{m.code}</span></p>"
        f"<p>{m.w['valid']}</p>{button}"
        f'<p style="font-size:12px"><a href="{lock}">&#128274; {m.brand}</a></p>' + m.html_footer()
    )
    return Case(
        m.name, m.code, signin if with_signin else None, "sign_in" if with_signin else None,
        ("lock_link", *_cs(lang.legacy)), m.sender, f"{m.brand} {m.w['signin']}", html=html,
        charset=lang.legacy,
    )  # fmt: skip


# --- mails without a code ----------------------------------------------------------------


def n_receipt(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "shop", "receipt")
    order = _digits(m.seed[:24], 10)
    text = (
        f"{m.w['order']}: {order}\n\n1 x USB-C 65W  29.90\n2 x Cable 2m  15.80\n"
        f"{m.w['total']}: 45.70 EUR\n\nVISA **** {m.code[:4]}\nAUTH CODE: {m.decoy}\n"
        f"TID 0{m.code[2:]}\n\n{m.footer()}\n"
    )
    return Case(
        m.name, None, None, None, ("receipt", "card_auth", "registry_number", *_cs(lang.legacy)),
        m.sender, f"{m.w['order']} {order}", text=text, charset=lang.legacy,
    )  # fmt: skip


def n_ship(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "shop", "shipping")
    track = f"JD{_digits(m.seed[:30], 12)}"
    target = f"https://track.{m.domain}/parcel/{track}"
    href, _, tkind = _tracked(m, target)
    html = _wrap(
        f"<p>{m.w['order']}: {_digits(m.seed[30:50], 9)}</p>"
        f"<p>{m.w['track']}: <b>{track}</b></p>"
        f'<p><a href="{href}">{m.w["track"]}</a></p>' + m.html_footer()
    )
    # Tracking a parcel is not a magic link (S26 decision): the mail has no answer link.
    return Case(
        m.name, None, None, None, ("tracking", tkind, *_cs(lang.legacy)), m.sender,
        f"{m.w['track']} {track}", html=html, charset=lang.legacy,
    )  # fmt: skip


def n_meeting(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "school", "meeting_passcode")
    mid = _digits(m.seed[:30], 11)
    join = f"https://campus.{m.domain}/j/{mid}?pwd={m.token[:20]}"
    text = (
        f"{m.brand}\n\n{m.w['join']}\n{join}\n\nID: {mid[:3]} {mid[3:7]} {mid[7:]}\n"
        f"{m.w['passcode']}: {m.code}\n\n+44 20 3481 {m.decoy[:4]},,{mid}#\n"
    )
    # Joining a meeting is not a magic link (S26 decision): the mail has no answer link.
    return Case(
        m.name, None, None, None, ("meeting_passcode", *_cs(lang.legacy)), m.sender,
        f"{m.brand}: {m.w['join']}", text=text, charset=lang.legacy,
    )  # fmt: skip


def n_backup(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "saas", "backup_codes")
    codes = [_digits(_h(m.seed, i), 8) for i in range(10)]
    if m.v % 2:
        codes = [f"{c[:4]}-{c[4:]}" for c in codes]
    rows = "".join(f"<li><code>{c}</code></li>" for c in codes)
    html = _wrap(f"<p>{m.w['backup']}</p><ul>{rows}</ul>" + m.html_footer())
    return Case(
        m.name, None, None, None, ("backup_codes", *_cs(lang.legacy)), m.sender,
        f"{m.brand}: {m.w['backup'].split('(')[0].split('（')[0].strip()}", html=html,
        charset=lang.legacy,
    )  # fmt: skip


def n_used(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "gov", "code_used")
    shown, kinds = _native(lang, m.code)
    charset = "utf-8" if kinds else lang.legacy
    text = f"{m.w['used']} {shown}\n\n{m.brand}\n{m.footer()}\n"
    return Case(
        m.name, None, None, None, ("used_expired", "registry_number", *kinds, *_cs(charset)),
        m.sender, f"{m.brand}", text=text, charset=charset,
    )  # fmt: skip


def n_news(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, ("game", "travel")[n % 2], "newsletter")
    balls = " ".join(str(int(m.seed[i : i + 2], 16) % 49 + 1) for i in range(0, 12, 2))
    opaque = f"https://t.{m.domain}/o/{m.seed[:16]}"
    html = _wrap(
        f"<h1>{m.w['news']}</h1><p>{int(m.seed[:5], 16):,} / 2026</p>"
        f"<p>{balls} + {int(m.seed[5], 16)}</p><p>3 : 1 (2 : 0)</p>"
        f"<p>{m.w['order']} #{_digits(m.seed[50:], 7)}</p>"
        f'<p><a href="{opaque}">{m.brand}</a></p>'
        f'<p><a href="https://www.{m.domain}/unsubscribe?u={m.token}">Unsubscribe</a></p>'
        + m.html_footer()
    )
    return Case(
        m.name, None, None, None,
        ("newsletter", "lottery", "statistics", "tracker_opaque", *_cs(lang.legacy)),
        m.sender, m.w["news"], html=html, charset=lang.legacy,
    )  # fmt: skip


def n_legal(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, ("insurer", "gov")[n % 2], "legal_footer")
    policy = _digits(m.seed[:25], 10)
    text = (
        f"{m.brand}\n\nPolicy / Ref. {policy}\n{m.w['total']}: 312.40 EUR\n\n{m.footer()}\n"
        f"IBAN DE{_digits(m.seed[5:40], 20)}\n"
    )
    return Case(
        m.name, None, None, None,
        ("registry_number", "legal_footer", "reference_code", *_cs(lang.legacy)),
        m.sender, f"{m.brand} {policy}", text=text, charset=lang.legacy,
    )  # fmt: skip


def n_forward(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "bank", "forwarded")
    old = f"https://online.{m.domain}/login?token={m.token}"
    text = (
        "FYI\n\n---------- Forwarded message ---------\n"
        f"From: {m.sender}\nDate: Mon, 30 Nov 2026 18:02\nSubject: {m.brand}\n\n"
        f"{m.w['code']} {m.code}\n{m.w['valid']}\n{m.w['signin']}: {old}\n"
    )
    return Case(
        m.name, None, None, None, ("forwarded", *_cs(lang.legacy)),
        f"Sam Colleague <sam.colleague@inbox.{lang.tld}>", f"Fwd: {m.brand}", text=text,
        charset=lang.legacy,
    )  # fmt: skip


def n_rfc822(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "travel", "attached_mail")
    inner_case = Case(
        m.name + "_inner",
        None,
        None,
        None,
        (),
        m.sender,
        f"{m.brand} {m.w['signin']}",
        text=f"{m.w['code']} {m.code}\n{m.w['signin']}: https://www.{m.domain}/m/{m.token}\n",
    )
    return Case(
        m.name, None, None, None, ("rfc822",), f"IT Desk <helpdesk@corp.{lang.tld}>",
        f"Phishing? {m.brand}", text=f"{m.brand}?\n\n-- \nIT Desk, ext. 4471\n",
        attached=build6(inner_case),
    )  # fmt: skip


def n_ticket(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "telecom", "support_ticket")
    ticket = _digits(m.seed[:20], 7)
    text = (
        f"[#{ticket}] {m.brand}\n\nTicket #{ticket}\nSIM ICCID 8944{_digits(m.seed[20:], 15)}\n"
        f"PUK: {_digits(m.seed[40:], 8)}\n\n{m.footer()}\n"
    )
    return Case(
        m.name, None, None, None, ("ticket", "reference_code", *_cs(lang.legacy)), m.sender,
        f"[#{ticket}] {m.brand}", text=text, charset=lang.legacy,
    )  # fmt: skip


def l_reset(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "school", "reset_link")
    host = f"campus-öffnung.{lang.tld}" if m.v % 3 == 0 else f"id.{m.domain}"
    link = f"https://{host}/password/reset/{m.token}?lang={lang.tag}&expires=1764583200"
    text = f"{m.w['reset']}:\n\n{link}\n\n{m.w['valid']}\n\n{m.footer()}\n"
    kinds = ("flowed_url",) + (("idn",) if m.v % 3 == 0 else ())
    return Case(
        m.name, None, link, "reset", kinds, m.sender, m.w["reset"], text=text, flowed=True,
    )  # fmt: skip


def l_confirm(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "travel", "confirm_area")
    link = f"https://news.{m.domain}/subscribe/confirm?id={m.token}"
    html = _wrap(
        f"<p>{m.w['confirm']}</p>"
        f'<img src="https://img.{m.domain}/confirm.png" usemap="#b" width="300" height="60">'
        f'<map name="b"><area shape="rect" coords="0,0,300,60" href="{link}" '
        f'alt="{m.w["confirm"]}"></map>' + m.html_footer()
    )
    return Case(
        m.name, None, link, "confirm", ("area_href", "non_a_carrier", *_cs(lang.legacy)),
        m.sender, m.w["confirm"], html=html, charset=lang.legacy,
    )  # fmt: skip


def l_verify(lang: Lang, n: int, v: int) -> Case:
    m = Mail(lang, n, v, "gov", "verify_link")
    link = f"https://portal.{m.domain}/verify-email?token={m.token}&src={_digits(m.seed[3:], 6)}"
    text = f"{m.w['verify']}:\n{link}\n\n{m.footer()}\n"
    html = _wrap(f'<p><a href="{link}">{m.w["verify"]}</a></p>' + m.html_footer())
    return Case(
        m.name, None, link, "verify", ("verify_only", "registry_number", *_cs(lang.legacy)),
        m.sender, m.w["verify"], text=text, html=html, charset=lang.legacy,
    )  # fmt: skip


Template = Callable[[Lang, int, int], Case]
WITH_CODE: tuple[Template, ...] = (
    p_table, p_bold, p_subject, p_alnum, p_script, p_hidden, p_quoted, p_lock,
)  # fmt: skip
WITHOUT_CODE: tuple[Template, ...] = (
    n_receipt, n_ship, n_meeting, n_backup, n_used, n_news, n_legal, n_forward, n_rfc822,
    n_ticket, l_reset, l_confirm, l_verify,
)  # fmt: skip


def _cases() -> tuple[Case, ...]:
    out: list[Case] = []
    uses: Counter[Template] = Counter()
    for row, lang in enumerate((*LANGS, ZH_HANT)):
        first = 50 if lang is ZH_HANT else 0
        templates = [WITH_CODE[(3 * row + k) % len(WITH_CODE)] for k in range(3)]
        templates += [WITHOUT_CODE[(4 * row + k) % len(WITHOUT_CODE)] for k in range(4)]
        if lang.tag in NATIVE_DIGITS:
            templates += [p_script, n_used] if lang.tag in ("ar", "fa", "hi") else [p_script]
        for n, template in enumerate(templates):
            out.append(template(lang, first + n, uses[template]))
            uses[template] += 1
    return tuple(out)


def _specials() -> tuple[Case, ...]:
    """Mails written one by one, for kinds the templates do not cover both ways."""
    ex = "https://"
    inner = Case(
        "fr_80_inner",
        None,
        None,
        None,
        (),
        "Banque Kestrel <no-reply@kestrel.fr>",
        "Votre code",
        text="Votre code de vérification est 604219.\n",
    )
    return (
        Case(
            "en_80_hidden_preheader_sale",
            None,
            None,
            None,
            ("hidden_display", "newsletter"),
            "Lumo Store <news@lumostore.co.uk>",
            "48 hours only: 30% off headphones",
            html=_wrap(
                '<div style="display:none;max-height:0;overflow:hidden">Your code 735106 '
                "unlocks early access</div><h1>Weekend sale</h1><p>Over 1,200 products "
                "reduced. Offer ends 06/12/2026 23:59.</p><p>Lumo Store Ltd, company number "
                "09127745, VAT GB 281 4471 09</p>"
            ),
        ),
        Case(
            "fr_80_attached_with_own_code",
            "317582",
            None,
            None,
            ("rfc822",),
            "Banque Kestrel <securite@kestrel.fr>",
            "Votre nouveau code",
            text=(
                "Bonjour,\n\nLe code envoyé précédemment (ci-joint) n'est plus valable.\n"
                "Votre nouveau code de vérification est 317582.\n\nBanque Kestrel\n"
            ),
            attached=build6(inner),
        ),
        Case(
            "ru_80_expired_then_new",
            "582043",
            None,
            None,
            ("used_expired",),
            "Госуслуги Портал <no-reply@portal.ru>",
            "Новый код подтверждения",
            text=(
                "Код 119374 истёк.\nНовый код подтверждения: 582043\n"
                "Никому не сообщайте код.\n\nИНН 7710474375, ОГРН 1027700130045\n"
            ),
            charset="windows-1251",
        ),
        Case(
            "en_81_anti_phishing_with_code",
            "904417",
            None,
            None,
            ("anti_phishing",),
            "Coinvault <security@coinvault.com>",
            "Withdrawal verification",
            html=_wrap(
                "<p>Anti-phishing code: <b>BLUE7-TIGER42</b></p><p>To confirm your withdrawal "
                "of 0.0421 BTC, enter this verification code:</p><h2>904417</h2><p>Valid for 5 "
                "minutes.</p>"
            ),
        ),
        Case(
            "es_80_anti_phishing_only",
            None,
            None,
            None,
            ("anti_phishing",),
            "Coinvault <security@coinvault.es>",
            "Depósito recibido",
            html=_wrap(
                "<p>Código antiphishing: <b>MAR-8841</b></p><p>Hemos recibido tu depósito de "
                "250,00 EUR. Referencia 20261201-448172.</p>"
            ),
        ),
        Case(
            "tr_80_idn_flowed_signin",
            None,
            ex + "giriş.vantel.com.tr/oturum/aç?anahtar=Yb7Qm2Lk9wPz4RtX81aVcN",
            "sign_in",
            ("idn", "flowed_url", "cs:iso-8859-9"),
            "Vantel <bildirim@vantel.com.tr>",
            "Vantel hesabına giriş",
            text=(
                "Merhaba,\n\nHesabına giriş yapmak için bağlantıya dokun:\n"
                + ex
                + "giriş.vantel.com.tr/oturum/aç?anahtar=Yb7Qm2Lk9wPz4RtX81aVcN\n\n"
                "Müşteri no: 58210937\n"
            ),
            charset="iso-8859-9",
            flowed=True,
        ),
        Case(
            "uk_80_cyrillic_path_verify",
            "740316",
            ex + "bank.kestrel.ua/підтвердити?т=Hq72Lm",
            "verify",
            ("idn", "cs:koi8-u"),
            "Кестрел Банк <info@kestrel.ua>",
            "Підтвердіть вхід",
            text=(
                "Ваш код підтвердження: 740316\nАбо підтвердіть за посиланням:\n"
                + ex
                + "bank.kestrel.ua/підтвердити?т=Hq72Lm\n\nКод ЄДРПОУ 14360570\n"
            ),
            charset="koi8-u",
        ),
        Case(
            "en_82_ci_log_output",
            None,
            None,
            None,
            ("log_output",),
            "CI <builds@ci.cloudyard.io>",
            "[cloudyard/api] Build #48213 failed",
            text=(
                "Build #48213 failed on main (commit 9f3a2c1).\n\n"
                "FAILED tests/test_otp.py::test_verify - AssertionError: expected '482913', "
                "got '482931'\n  exit code 1\n  duration 00:03:41\n"
            ),
        ),
        Case(
            "sv_80_sports_results",
            None,
            None,
            None,
            ("sports", "statistics"),
            "Sportbladet <nyhetsbrev@sportbladet.se>",
            "Resultat: IFK 2-1 AIK",
            text=(
                "Allsvenskan, omgång 29\nIFK Göteborg 2-1 AIK (publik 14 523)\n"
                "Malmö FF 0-0 Hammarby\nTabell: MFF 64p, HIF 58p\n"
            ),
            charset="iso-8859-1",
        ),
        Case(
            "id_80_short_otp",
            "4821",
            None,
            None,
            ("short_code",),
            "Bank Kestrel <notifikasi@kestrel.co.id>",
            "Kode OTP",
            text=(
                "JANGAN BERIKAN kode ini kepada siapa pun, termasuk petugas bank.\n"
                "Kode OTP: 4821\nBerlaku 3 menit. Transaksi Rp 1.250.000 ke rekening "
                "8830412297.\n"
            ),
        ),
        Case(
            "nl_80_payment_reference",
            None,
            None,
            None,
            ("reference_code",),
            "Belastingdienst Portaal <noreply@portaal.nl>",
            "Betaalgegevens aanslag 2026",
            text=(
                "U betaalt 412,00 euro voor 31-12-2026.\nBetalingskenmerk: 3000 1234 5678 9012\n"
                "IBAN NL86 INGB 0002 4455 88\nAanslagnummer 1234.56.789.H.66\n"
            ),
        ),
        Case(
            "ja_80_parts_disagree",
            "208815",
            None,
            None,
            ("parts_disagree", "cs:shift_jis"),
            "クラウドヤード <no-reply@cloudyard.co.jp>",
            "ログイン認証コード",
            text="認証コード：771204\n",
            html=_wrap(
                "<p>認証コードは次のとおりです：</p><h2>208815</h2><p>有効期限は10分です。</p>"
            ),
            charset="shift_jis",
        ),
        Case(
            "hi_80_hidden_link_only",
            None,
            None,
            None,
            ("honeypot_link", "hidden_offscreen"),
            "MediPlus <care@mediplus.in>",
            "आपकी अपॉइंटमेंट की पुष्टि",
            html=_wrap(
                '<div style="position:absolute;left:-9999px"><a href="https://mediplus.in/'
                'login?s=Qx81Lm">साइन इन करें</a></div><p>आपकी अपॉइंटमेंट 04/12/2026 को 10:30 बजे '
                "है। अपॉइंटमेंट संख्या 558214।</p>"
            ),
        ),
        Case(
            "he_80_bidi_marks",
            "615230",
            None,
            None,
            ("bidi", "cs:windows-1255"),
            "קופת חולים מדיפלוס <no-reply@mediplus.co.il>",
            "קוד אימות",
            text=(
                "שלום,\nקוד האימות שלך הוא: \u200f\u200e615230\u200e\u200f\n"
                "הקוד בתוקף ל-10 דקות. מספר תור 44817.\n"
            ),
            charset="windows-1255",
        ),
        Case(
            "de_80_parts_disagree_none",
            None,
            None,
            None,
            ("parts_disagree",),
            "Kestrel Bank <service@kestrelbank.de>",
            "Ihr Anmeldelink ist abgelaufen",
            text="Ihr Bestätigungscode lautet 481223.\n",
            html=_wrap(
                "<p>Ihr Anmeldelink ist abgelaufen. Bitte fordern Sie in der App einen neuen "
                "an.</p><p>Kestrel Bank AG, Amtsgericht Frankfurt, HRB 88231</p>"
            ),
        ),
        Case(
            "de_81_idn_newsletter",
            None,
            None,
            None,
            ("idn", "newsletter", "cs:iso-8859-1"),
            "Bücherstube Müller <post@buecherstube-mueller.de>",
            "Neue Bücher im Dezember",
            html=_wrap(
                "<h1>Neu im Dezember</h1><p>12 Neuerscheinungen, ab 9,99 EUR.</p>"
                '<p><a href="https://bücherstube-müller.de/neuheiten/dezember-2026">Zu den '
                "Neuheiten</a></p><p>Bücherstube Müller GmbH, HRB 40217, 79098 Freiburg</p>"
            ),
            charset="iso-8859-1",
        ),
        Case(
            "en_83_flowed_blog_digest",
            None,
            None,
            None,
            ("flowed_url", "newsletter"),
            "Cloudyard Blog <digest@cloudyard.io>",
            "Cloudyard digest #112",
            text=(
                "This week on the blog (issue #112):\n\nHow we cut p99 latency from 840 ms "
                "to 95 ms:\nhttps://blog.cloudyard.io/2026/11/28/how-we-cut-p99-latency-from-"
                "840ms-to-95ms-with-request-hedging\n\n3 new regions, 2 retired.\n"
            ),
            flowed=True,
        ),
    )


HOLDOUT6 = _cases() + _specials()
KINDS = {case.name: case.kinds for case in HOLDOUT6}
LINK_KINDS = {case.name: case.link_kind for case in HOLDOUT6}
