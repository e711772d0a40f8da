"""Magic links on hand-written mails: wrapped URLs, non-<a> carriers, trackers and safe
links, app-scheme twins, "not you?" links, IDN hosts, and each link's kind; each kind both
ways (the right link, and none where there is none)."""

from __future__ import annotations

import base64
from urllib.parse import quote

import pytest

from mailsocket_mcp.mail.extract import extract
from mailsocket_mcp.mail.parse import parse_message

TOKEN = "q8Zr2Lx0Vb7Np4Ks9Tw1"
TARGET = f"https://app.test/auth/verify?token={TOKEN}&next=%2Fhome"


def _link(text: str = "", html: str = "", subject: str = "Your sign-in link") -> str | None:
    return extract(subject, text, html).magic_link


def test_a_url_wrapped_by_format_flowed_is_rejoined() -> None:
    raw = (
        "From: a@app.test\r\nTo: b@inbox.test\r\nSubject: Sign in\r\nMIME-Version: 1.0\r\n"
        "Content-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\r\n\r\n"
        "Click to sign in to Acme:\r\nhttps://app.test/auth/login?token=q8Zr2Lx0 \r\n"
        "Vb7Np4Ks9Tw1&redirect=home\r\n\r\nThanks\r\n"
    )
    parsed = parse_message(raw.encode())
    found = extract(parsed.subject, parsed.text, parsed.html)
    assert found.magic_link == f"https://app.test/auth/login?token={TOKEN}&redirect=home"


def test_a_url_hard_wrapped_by_a_mail_program_is_rejoined() -> None:
    text = (
        "Reset your password with this link: https://accounts.app.test/password/reset?tok=q8Zr\n"
        "2Lx0Vb7Np4Ks9Tw1abcd\nThanks, the Acme team\n"
    )
    assert _link(text) == f"https://accounts.app.test/password/reset?tok={TOKEN}abcd"


def test_a_line_after_a_short_url_line_is_not_joined_to_it() -> None:
    text = f"Sign in: https://app.test/login?token={TOKEN}\nThanks-2024\n"
    assert _link(text) == f"https://app.test/login?token={TOKEN}"


@pytest.mark.parametrize(
    "html",
    [
        f'<img usemap="#m"><map name="m"><area shape="rect" href="{TARGET}" alt="Verify"></map>',
        f'<!--[if mso]><v:roundrect href="{TARGET}" fillcolor="#06c"><center>Verify email'
        "</center></v:roundrect><![endif]-->",
        f'<form method="get" action="{TARGET}"><button type="submit">Verify</button></form>',
        f'<form><button formaction="{TARGET}">Verify my email</button></form>',
    ],
    ids=["area", "vml", "form", "formaction"],
)
def test_a_link_carried_by_a_tag_other_than_a_is_found(html: str) -> None:
    assert _link(html=html, subject="Verify your email") == TARGET


@pytest.mark.parametrize(
    "html",
    [
        f'<p>Verify your email.</p><span data-href="{TARGET}">Verify</span>',
        f'<area href="{TARGET}" alt="Verify" style="display:none">',
        f'<form action="{TARGET}"><input type="hidden" name="t" value="1"></form>',
    ],
    ids=["data-href", "hidden-area", "form-without-button"],
)
def test_a_carrier_a_reader_cannot_click_gives_no_link(html: str) -> None:
    assert _link(html=html, subject="Verify your email") is None


def _b64(url: str, *, urlsafe: bool = True) -> str:
    encode = base64.urlsafe_b64encode if urlsafe else base64.b64encode
    return encode(url.encode()).decode().rstrip("=")


@pytest.mark.parametrize(
    "wrapper",
    [
        f"https://click.esp.test/ls/click?url={quote(TARGET, safe='')}&id=77",
        f"https://eur01.safelinks.protection.outlook.com/?url={quote(TARGET, safe='')}"
        "&data=05%7C01%7C&sdata=abc&reserved=0",
        f"https://www.google.com/url?q={quote(TARGET, safe='')}&sa=D&ust=1",
        f"https://t.esp.test/c/{_b64(TARGET)}",
        f"https://u1.ct.esp.test/ls/click?upn={_b64(TARGET, urlsafe=False)}",
        f"https://l.esp.test/r?target={quote(TARGET, safe='')}",
        f"https://eur01.safelinks.protection.outlook.com/?url="
        f"{quote('https://click.esp.test/ls/click?u=' + quote(TARGET, safe=''), safe='')}",
    ],
    ids=["url", "safelinks", "google", "base64url-path", "base64-query", "target", "nested"],
)
def test_a_tracker_that_names_its_target_gives_the_target_decoded_once(wrapper: str) -> None:
    html = f'<p>Verify your email address.</p><a href="{wrapper.replace("&", "&amp;")}">Verify</a>'
    assert _link(html=html) == TARGET  # its own %2F stays encoded


def test_an_opaque_tracker_gives_itself_as_written() -> None:
    tracker = "https://links.esp.test/track/click?u=9f8e7d6c5b4a&id=Ab12Cd34Ef56Gh78"
    html = f'<p>Sign in to Acme.</p><a href="{tracker.replace("&", "&amp;")}">Sign in</a>'
    assert _link(html=html) == tracker


def test_a_sign_in_link_that_says_where_to_go_next_is_not_unwrapped() -> None:
    link = f"https://app.test/auth/v1/verify?token={TOKEN}&redirect=https://app.test/welcome"
    assert _link(html=f'<a href="{link}">Sign in</a>') == link


def test_a_wrapper_around_something_other_than_a_web_link_stays_as_written() -> None:
    tracker = f"https://click.esp.test/ls/click?url=javascript%3Aalert(1)&id={TOKEN}"
    html = f'<p>Sign in to Acme.</p><a href="{tracker}">Sign in</a>'
    assert _link(html=html) == tracker


def test_the_https_link_beats_its_app_scheme_twin() -> None:
    html = (
        f'<a href="myapp://login?token={TOKEN}">Sign in in the app</a>'
        f'<a href="https://app.test/login?token={TOKEN}">Sign in</a>'
    )
    assert _link(html=html) == f"https://app.test/login?token={TOKEN}"


def test_an_app_scheme_link_alone_is_no_magic_link() -> None:
    assert _link(html=f'<a href="myapp://login?token={TOKEN}">Sign in</a>') is None


@pytest.mark.parametrize(
    "refusal",
    [
        f'<p>Not you?</p><a href="https://app.test/account/lock?token={TOKEN}x">Click here</a>',
        f'<a href="https://app.test/s/{TOKEN}x">Lock my account</a>',
        f'<p>Wasn\'t you? <a href="https://app.test/login/deny?token={TOKEN}x">Click here</a></p>',
    ],
    ids=["not-you-context", "lock-label", "deny-path"],
)
def test_a_sign_in_link_beats_a_tokenised_not_you_link(refusal: str) -> None:
    sign_in = f'<p>Sign in to Acme.</p><a href="https://app.test/login?token={TOKEN}">Sign in</a>'
    assert _link(html=refusal + sign_in) == f"https://app.test/login?token={TOKEN}"
    assert _link(html=sign_in + refusal) == f"https://app.test/login?token={TOKEN}"
    assert _link(html=refusal, subject="New sign-in to your account") is None


@pytest.mark.parametrize(
    "link",
    [
        f"https://bücher.example/anmelden?token={TOKEN}",
        f"https://почта.рф/вход/подтвердить?token={TOKEN}",
        f"https://app.test/verify/ünïcode-päth?token={TOKEN}",
    ],
)
def test_idn_hosts_and_non_ascii_paths_are_returned_as_written(link: str) -> None:
    assert _link(html=f'<a href="{link}">Sign in</a>') == link
    assert _link(text=f"Sign in: {link}\n") == link


@pytest.mark.parametrize(
    ("subject", "html", "kind"),
    [
        ("Hi", '<a href="https://app.test/x/{t}">Sign in</a>', "sign_in"),
        ("Hi", '<a href="https://app.test/x/{t}">Verify email</a>', "verify"),
        ("Hi", '<a href="https://app.test/x/{t}">Reset password</a>', "reset"),
        ("Hi", '<a href="https://app.test/x/{t}">Confirm your account</a>', "confirm"),
        (
            "Hi",
            '<p>Sign in.</p><a href="https://app.test/password/reset?token={t}">here</a>',
            "reset",
        ),
        (
            "Hi",
            '<a href="https://app.test/auth/v1/verify?token={t}&type=magiclink">here</a>',
            "sign_in",
        ),
        (
            "Hi",
            '<a href="https://app.test/auth/v1/verify?token={t}&type=recovery">here</a>',
            "reset",
        ),
        (
            "Hi",
            '<p>Please verify your email:</p><a href="https://app.test/e/{t}">here</a>',
            "verify",
        ),
        (
            "Sign in to Acme",
            '<p>Use it:</p><a href="https://app.test/login?x={t}">here</a>',
            "sign_in",
        ),
        ("Hi", '<a href="https://app.test/x/{t}">Bestätigen</a>', "confirm"),
        ("Hi", '<a href="https://app.test/x/{t}">Réinitialiser le mot de passe</a>', "reset"),
        ("Hi", '<a href="https://app.test/x/{t}">ログイン</a>', "sign_in"),
        ("Hi", '<a href="https://app.test/x/{t}">Inloggen</a>', "sign_in"),
        ("Hi", '<a href="https://app.test/x/{t}">Zweryfikuj adres</a>', "verify"),
        ("Hi", '<a href="https://app.test/x/{t}">Şifreyi sıfırla</a>', "reset"),
        # Confirming an e-mail address is verifying it, whatever the language's verb.
        ("Hi", '<a href="https://app.test/x/{t}">Konfirmasi email</a>', "verify"),
        ("Hi", '<a href="https://app.test/x/{t}">Konfirmasi langganan</a>', "confirm"),
        ("Hi", '<a href="https://app.test/x/{t}">Увійти</a>', "sign_in"),
        ("Hi", '<a href="https://app.test/x/{t}">Đăng nhập</a>', "sign_in"),
        ("Hi", '<a href="https://app.test/x/{t}">تسجيل الدخول</a>', "sign_in"),
        ("Hi", '<a href="https://app.test/x/{t}">אימות החשבון</a>', "verify"),
        ("Hi", '<a href="https://app.test/x/{t}">เข้าสู่ระบบ</a>', "sign_in"),
        ("Hi", '<a href="https://app.test/x/{t}">पुष्टि करें</a>', "confirm"),
        ("Hi", '<a href="https://app.test/x/{t}">Accedi</a>', "sign_in"),
        ("Hi", '<a href="https://app.test/x/{t}">ورود به حساب</a>', "sign_in"),
        ("Join", '<a href="https://app.test/magic/{t}">Open</a>', "sign_in"),
    ],
)
def test_each_link_says_what_it_is_for(subject: str, html: str, kind: str) -> None:
    found = extract(subject, "", html.replace("{t}", TOKEN))
    assert found.magic_link is not None
    assert found.link_kind == kind


def test_a_link_whose_words_name_no_kind_is_other() -> None:
    found = extract(
        "Your invitation", "", f'<a href="https://app.test/join/{TOKEN}">Join the team</a>'
    )
    assert (found.magic_link, found.link_kind) == (f"https://app.test/join/{TOKEN}", "other")


def test_a_mail_without_a_link_has_no_kind() -> None:
    found = extract("Newsletter", "Read our tips at https://blog.app.test/tips", "")
    assert (found.magic_link, found.link_kind) == (None, None)


@pytest.mark.parametrize(
    "label",
    ["Inloggen", "Zaloguj się", "Giriş yap", "Masuk", "Увійти", "Đăng nhập", "تسجيل الدخول",
     "התחברות", "เข้าสู่ระบบ", "लॉग इन करें", "Accedi", "ورود"],
)  # fmt: skip
def test_sign_in_labels_of_the_further_languages_give_the_link(label: str) -> None:
    link = f"https://app.test/s/{TOKEN}"
    assert _link(html=f'<a href="{link}">{label}</a>', subject="Hi") == link
    assert _link(html=f'<a href="https://app.test/s/about">{label}</a>', subject="Hi") is None
