"""Held-out set 11's account mails: sign-in, verification, reset, 2FA and payment codes and
links, written the many ways services write them."""

# ruff: noqa: E501  (mail wording and markup stay on one line, as the sender wrote them)

from __future__ import annotations

from html import escape

from tests.extract.holdout11_base import Case, Ctx, opaque, tracked
from tests.extract.holdout11_html import (
    HIDE,
    Block,
    area_map,
    button,
    code_box,
    esp,
    footer_text,
    form_button,
    hidden,
    link_line,
    para,
    raw,
    simple,
    text_of,
    vml_button,
)
from tests.extract.holdout11_mail import FLOW, SOFT, Mail

ENCODINGS = ("qp", "b64", "qp", "8bit")
NATIVE_DIGITS = {
    "ar": "٠١٢٣٤٥٦٧٨٩",
    "fa": "۰۱۲۳۴۵۶۷۸۹",
    "hi": "०१२३४५६७८९",
    "th": "๐๑๒๓๔๕๖๗๘๙",
    "ja": "０１２３４５６７８９",
    "zh": "０１２３４５６７８９",
    "ko": "０１２３４５６７８９",
}
LOCAL_PATH = {
    "ru": "вход/подтверждение",
    "uk": "вхід/посилання",
    "de": "anmelden/bestätigen",
    "ja": "ログイン/確認",
    "zh": "登录/确认",
    "ko": "로그인/확인",
    "ar": "دخول",
    "he": "כניסה",
    "fr": "connexion/vérifier",
    "tr": "giriş/doğrula",
    "pl": "logowanie/potwierdź",
    "th": "เข้าสู่ระบบ",
    "vi": "đăng-nhập",
    "es": "acceso/confirmación",
}


def native(code: str, lang: str) -> str:
    digits = NATIVE_DIGITS[lang]
    return "".join(digits[int(c)] if c.isdigit() else c for c in code)


def compose(
    ctx: Ctx,
    subject: str,
    blocks: list[Block],
    *,
    style: str = "esp",
    preheader: str = "",
    text: bool = True,
    html: bool = True,
    unsubscribe: bool = False,
    enc: str | None = None,
    text_override: str | None = None,
    sender: str | None = None,
    **extra: object,
) -> Mail:
    """A mail from ``blocks`` in the sender's template, with the text part saying the same."""
    footer = (f"© 2025 {ctx.brand}", ctx.w("reg"))
    if style == "esp":
        body = esp(
            ctx.lang,
            ctx.brand,
            ctx.domain,
            blocks,
            preheader=preheader,
            footer=footer,
            unsubscribe=ctx.hexed(16) if unsubscribe else None,
            social=ctx.slot % 3 != 0,
        )
    else:
        body = simple(ctx.lang, blocks)
    plain = text_override if text_override is not None else text_of(blocks)
    if style == "esp" and text_override is None:
        plain += "\n\n" + footer_text(footer)
    return Mail(
        sender=sender or ctx.sender(),
        subject=subject,
        charset=ctx.charset,
        text=plain if text else None,
        html=body if html else None,
        enc=enc or ENCODINGS[ctx.slot % len(ENCODINGS)],
        **extra,  # type: ignore[arg-type]
    )


def _regards(ctx: Ctx) -> Block:
    return para(ctx.w("regards"))


# ---------------------------------------------------------------- codes


def code_mail(ctx: Ctx, variant: str) -> Case:
    """A verification code in the sender's big code box; shapes vary by service."""
    mins = str(ctx.rng.choice((5, 10, 15, 30)))
    kinds: tuple[str, ...] = ("code", "expiry")
    if variant == "digits4":
        code = shown = ctx.digits(4)
    elif variant == "digits8":
        code = shown = ctx.digits(8)
    elif variant == "alnum5":
        code = shown = ctx.alnum(5)
        kinds += ("alnum5",)
    elif variant == "alnum8":
        code = shown = ctx.alnum(8)
        kinds += ("alnum",)
    elif variant == "spaced":
        code = ctx.digits(6)
        shown = f"{code[:3]} {code[3:]}"
        kinds += ("spaced_code",)
    elif variant == "dashed":
        code = ctx.alnum(6)
        shown = f"{code[:3]}-{code[3:]}"
        kinds += ("dashed_code",)
    else:
        code = shown = ctx.digits(6)
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("code_is")),
        code_box(code, escape(shown), shown),
        para(ctx.w("expires", min=mins)),
        para(ctx.w("ignore")),
        _regards(ctx),
    ]
    preheader = f"{ctx.w('code_is')} {shown}" if ctx.slot % 2 else ""
    mail = compose(ctx, ctx.w("code_subj"), blocks, preheader=preheader)
    return ctx.case(f"code_{variant}", mail, otp=code, kinds=kinds)


def code_plain(ctx: Ctx) -> Case:
    """A small app's plain-text code mail."""
    code = ctx.digits(6)
    text = (
        f"{ctx.w('hi')}\n\n{ctx.w('code_is')} {code}\n\n{ctx.w('expires', min='10')}\n"
        f"{ctx.w('ignore')}\n\n{ctx.w('regards')}\n"
    )
    mail = Mail(ctx.sender("auth"), ctx.w("code_subj"), ctx.charset, text=text, enc="8bit")
    return ctx.case("code_plain", mail, otp=code, kinds=("code", "plain_text"))


def code_subject(ctx: Ctx, split: bool) -> Case:
    """The code is in the subject only; the body points at it."""
    code = ctx.digits(6)
    shown = f"{code[:2]}{SOFT}{code[2:]}" if split else code
    subject = f"{shown} — {ctx.w('code_subj')}"
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("expires", min="10")),
        para(ctx.w("ignore")),
        _regards(ctx),
    ]
    mail = compose(ctx, subject, blocks, style="simple", subject_q=ctx.slot % 2 == 0)
    kinds = ("code", "subject_only") + (("encoded_word_split",) if split else ())
    return ctx.case("code_subject" + ("_split" if split else ""), mail, otp=code, kinds=kinds)


def code_with_decoy(ctx: Ctx, how: str) -> Case:
    """A real code and, hidden by CSS, another number (an A/B leftover or a tracking id)."""
    code = ctx.digits(6)
    decoy = ctx.digits(6)
    blocks = [
        para(ctx.w("hi")),
        hidden(f"{ctx.w('code_is')} {decoy}", how),
        para(ctx.w("code_is")),
        code_box(code),
        para(ctx.w("expires", min="15")),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("code_subj"), blocks, text=ctx.slot % 2 == 0)
    return ctx.case(f"code_decoy_{how}", mail, otp=code, kinds=("code", "hidden_decoy", how))


def decoy_only(ctx: Ctx, how: str) -> Case:
    """A password-changed notice whose hidden block holds a code-shaped number."""
    decoy = ctx.digits(6)
    blocks = [
        para(ctx.w("hi")),
        hidden(f"{ctx.w('code_is')} {decoy}", how),
        para(ctx.w("pw_changed")),
        para(ctx.w("not_you")),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("pw_changed").split(".")[0][:60], blocks, text=False)
    return ctx.case(f"decoy_{how}", mail, kinds=("password_changed", "hidden_decoy", how))


def code_alt(ctx: Ctx) -> Case:
    """The code drawn as an image whose alt text carries it."""
    code = ctx.digits(6)
    img = raw(
        f'<p style="text-align:center"><img src="https://cdn.{ctx.ascii_domain}/otp/'
        f'{ctx.hexed(20)}.png" width="220" height="60" alt="{code}" '
        'style="font-size:28px;font-weight:bold;letter-spacing:4px"></p>',
        code,
    )
    blocks = [para(ctx.w("hi")), para(ctx.w("code_is")), img, para(ctx.w("expires", min="10"))]
    mail = compose(ctx, ctx.w("code_subj"), blocks, text=False)
    return ctx.case("code_alt", mail, otp=code, kinds=("code", "alt_text"))


def code_input(ctx: Ctx) -> Case:
    """The code in a read-only input box to copy from."""
    code = ctx.digits(6)
    box = raw(
        f'<input type="text" value="{code}" readonly style="font-size:26px;width:180px;'
        'text-align:center;border:1px solid #ccc;padding:8px">',
        code,
    )
    blocks = [para(ctx.w("hi")), para(ctx.w("code_is")), box, para(ctx.w("ignore"))]
    mail = compose(ctx, ctx.w("code_subj"), blocks, style="simple", text=False)
    return ctx.case("code_input", mail, otp=code, kinds=("code", "input_value"))


def code_charrefs(ctx: Ctx) -> Case:
    """The code written as numeric character references by a templating engine."""
    code = ctx.digits(6)
    refs = "".join(f"&#{ord(c)};" if n % 2 == 0 else f"&#x{ord(c):x};" for n, c in enumerate(code))
    blocks = [para(ctx.w("hi")), para(ctx.w("code_is")), code_box(code, refs), _regards(ctx)]
    mail = compose(ctx, ctx.w("code_subj"), blocks, text=False)
    return ctx.case("code_charrefs", mail, otp=code, kinds=("code", "char_refs"))


def code_qp_break(ctx: Ctx) -> Case:
    """A quoted-printable soft break falls inside the code."""
    code = ctx.digits(6)
    cut = f"{code[:3]}{SOFT}{code[3:]}"
    blocks = [
        para(ctx.w("hi")),
        raw(
            f'<p style="font-size:15px">{escape(ctx.w("code_is"))} '
            f'<strong style="font-size:22px">{cut}</strong></p>',
            f"{ctx.w('code_is')} {cut}",
        ),
        para(ctx.w("expires", min="10")),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("code_subj"), blocks, style="simple", enc="qp")
    return ctx.case("code_qp_break", mail, otp=code, kinds=("code", "qp_soft_break"))


def code_native_digits(ctx: Ctx) -> Case:
    """The code in the digits of the language's script."""
    code = ctx.digits(6)
    shown = native(code, ctx.lang.code)
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("code_is")),
        code_box(code, shown, shown),
        para(ctx.w("expires", min=native("5", ctx.lang.code))),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("code_subj"), blocks)
    return ctx.case("code_native", mail, otp=code, kinds=("code", "other_digits"))


def code_bidi(ctx: Ctx) -> Case:
    """Right-to-left text around the code, with direction and zero-width marks."""
    code = ctx.digits(6)
    shown = "\u2066" + "\u200b".join((code[:3], code[3:])) + "\u2069\u200f"
    blocks = [
        para(ctx.w("hi")),
        para(f"{ctx.w('code_is')} {shown}"),
        para(ctx.w("expires", min="10")),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("code_subj"), blocks, style="simple")
    return ctx.case("code_bidi", mail, otp=code, kinds=("code", "bidi_zw"))


def code_parts_disagree(ctx: Ctx) -> Case:
    """The text part was left on an old template with another code; the HTML is current."""
    code, stale = ctx.digits(6), ctx.digits(6)
    blocks = [para(ctx.w("hi")), para(ctx.w("code_is")), code_box(code), _regards(ctx)]
    text = f"{ctx.w('code_is')} {stale}\n\n{ctx.w('regards')}"
    mail = compose(ctx, ctx.w("code_subj"), blocks, text_override=text)
    return ctx.case("code_parts_disagree", mail, otp=code, kinds=("code", "parts_disagree"))


def parts_disagree_none(ctx: Ctx) -> Case:
    """The text part holds a code; the HTML a client shows says that code expired."""
    stale = ctx.digits(6)
    blocks = [para(ctx.w("hi")), para(ctx.w("expired")), para(ctx.w("ignore")), _regards(ctx)]
    text = f"{ctx.w('code_is')} {stale}\n\n{ctx.w('regards')}"
    mail = compose(ctx, ctx.w("code_subj"), blocks, text_override=text)
    return ctx.case("parts_disagree_none", mail, kinds=("parts_disagree", "expired_code"))


def code_used_new(ctx: Ctx) -> Case:
    """An old code was used; a new one follows."""
    old, new = ctx.digits(6), ctx.digits(6)
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("used", code=old)),
        para(ctx.w("new_code")),
        code_box(new),
        para(ctx.w("expires", min="10")),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("code_subj"), blocks)
    return ctx.case("code_used_new", mail, otp=new, kinds=("code", "used_code"))


def expired_none(ctx: Ctx) -> Case:
    """The code shown has expired and no new one is given."""
    old = ctx.digits(6)
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("used", code=old) if ctx.slot % 2 else f"{old}: {ctx.w('expired')}"),
        para(ctx.w("ignore")),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("code_subj"), blocks, style="simple")
    return ctx.case("expired_none", mail, kinds=("expired_code", "used_code"))


def payment_code(ctx: Ctx) -> Case:
    """A 3-D Secure style payment approval code."""
    code = ctx.digits(6 if ctx.slot % 3 else 8)
    amount = f"{ctx.rng.randint(12, 480)},{ctx.rng.randint(10, 99)} €"
    merchant = ctx.rng.choice(("TIENDA ORO SL", "KAFFEEHAUS 24", "AIRWAYS WEB", "BOOKNEST LTD"))
    card = ctx.digits(4)
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("pay", amount=amount, merchant=merchant)),
        para(f"VISA •••• {card}"),
        code_box(code),
        para(ctx.w("expires", min="5")),
        para(ctx.w("ignore")),
    ]
    mail = compose(ctx, ctx.w("code_subj"), blocks)
    return ctx.case("payment_3ds", mail, otp=code, kinds=("code", "payment_3ds"))


def backup_codes(ctx: Ctx, with_code: bool) -> Case:
    """2FA is on: a list of backup codes (none is the answer); sometimes with a setup code."""
    codes = [f"{ctx.digits(4)}-{ctx.digits(4)}" for _ in range(8)]
    listing = raw(
        '<table style="font-family:monospace;font-size:16px">'
        + "".join(
            f"<tr><td>{a}</td><td>{b}</td></tr>"
            for a, b in zip(codes[::2], codes[1::2], strict=True)
        )
        + "</table>",
        "\n".join(codes),
    )
    blocks = [para(ctx.w("hi"))]
    otp = None
    if with_code:
        otp = ctx.digits(6)
        blocks += [para(ctx.w("code_is")), code_box(otp), para(ctx.w("expires", min="10"))]
    blocks += [para(ctx.w("backup")), listing, _regards(ctx)]
    mail = compose(ctx, ctx.w("code_subj") if with_code else "2FA ✓ " + ctx.brand, blocks)
    sid = "backup_codes" + ("_with_code" if with_code else "")
    kinds = ("backup_codes", "2fa_setup") + (("code",) if with_code else ())
    return ctx.case(sid, mail, otp=otp, kinds=kinds)


def anti_phishing(ctx: Ctx, with_code: bool) -> Case:
    """An exchange's anti-phishing phrase, with a code or in a settings notice."""
    phrase = ctx.rng.choice(("BLUEFOX7", "Tango42", "MOONRIVER", "k1w1-Sky"))
    blocks = [para(ctx.w("hi")), para(f"Anti-phishing code: {phrase}")]
    otp = None
    if with_code:
        otp = ctx.digits(6)
        blocks += [para(ctx.w("code_is")), code_box(otp), para(ctx.w("expires", min="30"))]
    else:
        blocks += [para(ctx.w("pw_changed"))]
    blocks.append(_regards(ctx))
    mail = compose(ctx, ctx.w("code_subj") if with_code else ctx.w("alert_subj"), blocks)
    kinds = ("anti_phishing",) + (("code",) if with_code else ("security_alert",))
    return ctx.case("anti_phishing" + ("_code" if with_code else ""), mail, otp=otp, kinds=kinds)


def code_and_link(ctx: Ctx) -> Case:
    """Enter the code, or click the link: both are the answer."""
    code = ctx.digits(6)
    link = f"https://app.{ctx.domain}/login/email?code={code}&t={ctx.token(24)}"
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("code_is")),
        code_box(code),
        button(link, ctx.w("signin_btn")),
        para(ctx.w("expires", min="15")),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("signin_subj"), blocks)
    return ctx.case(
        "code_and_link", mail, otp=code, link=link, kind="sign_in", kinds=("code", "link")
    )


def signed_code(ctx: Ctx, how: str) -> Case:
    """A code mail signed with PGP/MIME or S/MIME."""
    code = ctx.digits(6)
    text = f"{ctx.w('hi')}\n\n{ctx.w('code_is')} {code}\n\n{ctx.w('expires', min='10')}\n\n{ctx.w('regards')}\n"
    mail = Mail(ctx.sender("security"), ctx.w("code_subj"), ctx.charset, text=text, signature=how)
    return ctx.case(f"signed_code_{how}", mail, otp=code, kinds=("code", f"signature_{how}"))


def attached_with_own_code(ctx: Ctx) -> Case:
    """Support sends a new code and attaches the earlier mail, which held an older one."""
    old, new = ctx.digits(6), ctx.digits(6)
    inner = Mail(
        ctx.sender(),
        ctx.w("code_subj"),
        ctx.charset,
        text=f"{ctx.w('code_is')} {old}\n",
    )
    text = f"{ctx.w('hi')}\n\n{ctx.w('new_code')} {new}\n\n{ctx.w('regards')}\n"
    mail = Mail(
        ctx.sender("support"), "Re: " + ctx.w("code_subj"), ctx.charset, text=text, attached=inner
    )
    return ctx.case("rfc822_own_code", mail, otp=new, kinds=("code", "rfc822"))


def reply_new_code(ctx: Ctx) -> Case:
    """An agent's reply with a fresh code above the quoted thread holding the old one."""
    old, new = ctx.digits(6), ctx.digits(6)
    addr = f"help@{ctx.ascii_domain}"
    quoted = "\n".join(
        "> " + line
        for line in f"{ctx.w('code_is')} {old}\n{ctx.w('expires', min='10')}".splitlines()
    )
    text = (
        f"{ctx.w('hi')}\n\n{ctx.w('new_code')} {new}\n\n{ctx.w('regards')}\n\n"
        f"{ctx.w('wrote', name=ctx.brand, addr=addr)}\n{quoted}\n"
    )
    mail = Mail(ctx.sender("help"), "Re: " + ctx.w("code_subj"), ctx.charset, text=text, enc="qp")
    return ctx.case("reply_new_code", mail, otp=new, kinds=("code", "quote"))


# ---------------------------------------------------------------- links


TARGETS = {
    "sign_in": ("/auth/magic?token={t}", "/login/link/{t}", "/session/email/{t}?redirect=%2Fhome"),
    "verify": ("/verify-email?token={t}", "/account/verify/{u}/{t}", "/email/verify?sig={t}"),
    "reset": ("/password/reset/{t}", "/reset-password?key={t}&login={u}", "/account/recover/{t}"),
    "confirm": ("/newsletter/confirm?id={u}&h={t}", "/activate/{t}", "/subscribe/confirm/{t}"),
    "other": ("/invite/accept/{t}", "/auth/approve?request={t}", "/secure/message/{u}?t={t}"),
}
WORDS = {
    "sign_in": ("signin_subj", "signin_intro", "signin_btn"),
    "verify": ("verify_subj", "verify_intro", "verify_btn"),
    "reset": ("reset_subj", "reset_intro", "reset_btn"),
    "confirm": ("verify_subj", "confirm_intro", "confirm_btn"),
    "other": ("signin_subj", "invite", "accept"),
}


def target_of(ctx: Ctx, kind: str, variant: str) -> str:
    form = TARGETS[kind][0 if kind == "other" else ctx.slot % 3]
    path = form.format(t=ctx.token(40), u=ctx.digits(7))
    host = ctx.domain if variant == "idn" or ctx.slot % 2 else "app." + ctx.domain
    if variant == "path":
        local = LOCAL_PATH.get(ctx.lang.code, "acceso")
        return f"https://{host}/{local}?t={ctx.token(32)}"
    return f"https://{host}{path}"


def link_mail(ctx: Ctx, kind: str, variant: str) -> Case:
    """An account link (sign-in, verify, reset, confirm or other), carried the way
    ``variant`` says."""
    subj_key, intro_key, btn_key = WORDS[kind]
    target = target_of(ctx, kind, variant)
    intro = ctx.w(intro_key, team="Atelier", name=ctx.lang.people[(ctx.slot + 1) % 4])
    label = ctx.w(btn_key)
    href, answer = target, target
    kinds: tuple[str, ...] = ("link",)
    if variant in ("query", "safelinks", "b64path", "b64query"):
        href = tracked(target, variant, ctx.rng)
        kinds += ("tracker_recoverable",)
    elif variant == "opaque":
        href = answer = opaque(ctx.domain, ctx.rng)
        kinds += ("tracker_opaque",)
    elif variant == "generic":
        label = ctx.w("click_here" if ctx.slot % 2 else "continue")
        kinds += ("generic_button",)
    elif variant in ("idn", "path"):
        kinds += ("idn_host" if variant == "idn" else "nonascii_path",)
    blocks = [para(ctx.w("hi")), para(intro)]
    style, text, html = "esp", True, True
    extra: dict[str, object] = {}
    if variant == "app":
        app = f"{ctx.ascii_domain.split('.')[0].replace('-', '')}://auth/callback?token={ctx.token(40)}"
        blocks += [
            button(app, label, text=""),
            link_line("Web:", target),
        ]
        kinds += ("app_scheme",)
    elif variant == "area":
        blocks.append(area_map(href, label, f"https://cdn.{ctx.ascii_domain}/mail/cta.png"))
        text = False
        kinds += ("area_href",)
    elif variant == "vml":
        blocks.append(vml_button(href, label))
        kinds += ("vml",)
    elif variant == "form":
        blocks.append(form_button(href, label))
        text = False
        kinds += ("form_button",)
    elif variant == "lock":
        lock = f"https://{ctx.domain}/security/lock?token={ctx.token(40)}"
        blocks += [
            button(href, label),
            para(ctx.w("not_you")),
            link_line(ctx.w("lock_btn") + ":", lock),
        ]
        kinds += ("lock_account",)
    elif variant in ("text", "flowed"):
        html = False
        if variant == "flowed":
            cut = len(href) // 2
            href_text = href[:cut] + FLOW + href[cut:]
            extra["flowed"] = True
            kinds += ("flowed_url",)
        else:
            href_text = href
            kinds += ("text_only",)
        body = (
            f"{ctx.w('hi')}\n\n{intro}\n\n{href_text}\n\n{ctx.w('ignore')}\n\n{ctx.w('regards')}\n"
        )
        mail = Mail(
            ctx.sender(),
            ctx.w(subj_key),
            ctx.charset,
            text=body,
            enc="8bit" if variant == "text" else "qp",
            **extra,
        )  # type: ignore[arg-type]
        return ctx.case(f"{kind}_{variant}", mail, link=answer, kind=kind, kinds=kinds)
    else:
        blocks.append(button(href, label))
        if variant == "plain_html":
            style = "simple"
    blocks += [para(ctx.w("ignore")), _regards(ctx)]
    mail = compose(ctx, ctx.w(subj_key), blocks, style=style, text=text, html=html)
    return ctx.case(f"{kind}_{variant}", mail, link=answer, kind=kind, kinds=kinds)


def hidden_link_decoy(ctx: Ctx, how: str) -> Case:
    """A honeypot sign-in link hidden by CSS next to the real button."""
    target = target_of(ctx, "sign_in", "")
    trap = f"https://{ctx.domain}/auth/magic?token={ctx.token(40)}&hp=1"
    blocks = [
        para(ctx.w("hi")),
        Block(
            f'<div style="{HIDE[how]}"><a href="{escape(trap)}">'
            f"{escape(ctx.w('signin_btn'))}</a></div>",
            "",
        ),
        para(ctx.w("signin_intro")),
        button(target, ctx.w("signin_btn")),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("signin_subj"), blocks, text=False)
    return ctx.case(
        f"link_decoy_{how}", mail, link=target, kind="sign_in", kinds=("link", "hidden_decoy", how)
    )
