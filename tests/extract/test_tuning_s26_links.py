# ruff: noqa: E501  (mail markup is data: the cases stay one line each)
"""Session 26 link tuning (issue 21): the classes of holdout5/holdout6 link and kind misses,
and the link shapes real senders use, each both ways (the right link and kind, and no link
where the mail has no answer link: README, "What counts as a magic link")."""

from __future__ import annotations

import base64
from urllib.parse import quote

import pytest

from mailsocket_mcp.mail.extract import extract

TOKEN = "q8Zr2Lx0Vb7Np4Ks9Tw1"


def _found(subject: str, text: str = "", html: str = "") -> tuple[str | None, str | None]:
    found = extract(subject, text, html)
    return found.magic_link, found.link_kind


# ---- What counts as a magic link: none for parcels, meetings, orders, newsletters ------------


@pytest.mark.parametrize(
    ("subject", "html"),
    [
        ("Your parcel is on its way", '<p>Track your parcel:</p><a href="{u}/track/JD0142?t=Ab12Cd34Ef56Gh78">Track</a>'),
        ("Ihr Paket ist unterwegs", '<a href="{u}/sendung/verfolgen?id=Ab12Cd34Ef56Gh78">Sendung verfolgen</a>'),
        ("Votre colis", '<a href="{u}/suivi/colis?ref=Ab12Cd34Ef56Gh78">Suivre mon colis</a>'),
        ("包裹已发货", '<a href="{u}/parcel/JD0142?k=Ab12Cd34Ef56Gh78">查看物流</a>'),
        ("Join the webinar", '<a href="https://zoom.test/j/84412345678?pwd=Ab12Cd34Ef56Gh78">Join meeting</a>'),
        ("Einladung: Teambesprechung", '<a href="https://teams.test/l/meetup-join/19%3ameeting_Ab12Cd34Ef56Gh78">An Besprechung teilnehmen</a>'),
        ("Your order #4471", '<a href="{u}/account/orders/4471?key=Ab12Cd34Ef56Gh78">View your order</a>'),
        ("Your receipt", '<a href="{u}/r/Ab12Cd34Ef56Gh78">View receipt</a>'),
        ("Weekly digest", '<a href="{u}/blog/2026/faster-sign-in?s=Ab12Cd34Ef56Gh78">Read more</a>'),
        ("Newsletter", '<a href="{u}/email/unsubscribe?u=Ab12Cd34Ef56Gh78">Unsubscribe</a>'),
        ("Newsletter", '<a href="{u}/preferences?token=Ab12Cd34Ef56Gh78">Manage preferences</a>'),
        ("Sign-in from a new device", '<a href="{u}/account/lock?token=Ab12Cd34Ef56Gh78">Not you? Lock your account</a>'),
    ],
    ids=["parcel", "paket", "colis", "wuliu", "zoom", "teams", "order", "receipt", "article",
         "unsubscribe", "preferences", "lock"],
)  # fmt: skip
def test_a_parcel_meeting_order_or_newsletter_link_is_not_a_magic_link(
    subject: str, html: str
) -> None:
    assert _found(subject, html=html.format(u="https://shop.test"))[0] is None


def test_a_meeting_join_link_in_plain_text_is_not_a_magic_link() -> None:
    text = "Join the meeting:\nhttps://campus.test/j/40547221776?pwd=bxiX18aGBp8n0yvq7UkQ\n"
    assert _found("Campus Online: join", text)[0] is None


# ---- Short tokens of letters and digits in any parameter (holdout5) ---------------------------


@pytest.mark.parametrize(
    ("subject", "html", "href", "kind"),
    [
        ("Confirm new device", '<a href="{h}">Confirm device</a>', "https://x.test/account/confirm-device?d=Dv71kPq", "verify"),
        ("Reset your password", '<a href="{h}">Reset password</a>', "https://x.test/password/reset?r=Nw55Tq", "reset"),
        ("Zresetuj hasło", '<a href="{h}">Ustaw nowe hasło</a>', "https://x.test/haslo/nowe?t=Pl09Rs", "reset"),
        ("Confirm your subscription", '<p>Please confirm you want the newsletter.</p><form action="{h}" method="post"><button type="submit">Yes, subscribe me</button></form>', "https://x.test/newsletter/confirm?s=Fm44Qz", "confirm"),
        ("Confirm your new email address", "", "https://x.test/account/email/confirm?c=Ch2Q", "confirm"),
    ],
    ids=["device", "reset", "pl-reset", "form", "email-change"],
)  # fmt: skip
def test_a_short_token_of_letters_and_digits_is_a_secret_when_address_and_words_say_so(
    subject: str, html: str, href: str, kind: str
) -> None:
    text = "" if html else f"You asked to change your email. Confirm:\n{href}\n"
    assert _found(subject, text, html.format(h=href)) == (href, kind)


@pytest.mark.parametrize(
    "href",
    [
        "https://x.test/login?utm_campaign=spring24",
        "https://x.test/login?ref=nl2026",
        "https://x.test/login?lang=en2",
        "https://x.test/blog/login-tips?s=Ab12",
    ],
)
def test_a_sign_in_page_with_a_campaign_value_but_no_token_is_not_a_magic_link(href: str) -> None:
    html = f'<p>Spring points are here. Sign in to see yours.</p><a href="{href}">Sign in</a>'
    assert _found("Spring points", html=html)[0] is None


# ---- "other": invitations, approvals, secure messages, one's own export ------------------------


@pytest.mark.parametrize(
    ("subject", "text", "href"),
    [
        ("You have a new secure message", "A new secure message is waiting. Open secure message:", "https://bank.test/secure-message/open?m=Sm8812Qx"),
        ("Your data export is ready", "Your export (48 MB) is ready. Download it within 7 days:", "https://x.test/exports/download?e=Ex4471&sig=aa19f"),
        ("Datenexport bereit", "Ihr Datenexport ist fertig:", f"https://x.test/export/{TOKEN}"),
        ("Sign-in attempt", "Was this you? Approve the sign-in:", f"https://x.test/device/approve?token={TOKEN}"),
        ("Invitation", "Ana invited you. Accept the invitation:", "https://x.test/invite/accept?i=Sl99Kw"),
    ],
    ids=["secure-message", "export", "datenexport", "approve", "invite"],
)  # fmt: skip
def test_a_one_person_account_action_is_a_magic_link_of_kind_other(
    subject: str, text: str, href: str
) -> None:
    assert _found(subject, f"{text}\n{href}\n") == (href, "other")


@pytest.mark.parametrize(
    "html",
    [
        f'<a href="https://x.test/download/app?token={TOKEN}">Download the app</a>',
        f'<a href="https://x.test/downloads/invoice.pdf?sig={TOKEN}">Download invoice</a>',
    ],
)
def test_a_download_that_is_not_ones_own_export_is_not_a_magic_link(html: str) -> None:
    assert _found("Your account", html=html)[0] is None


# ---- Trackers and safe-link wrappers whose target is written in them ---------------------------

SIGN_IN = f"https://app.test/auth/magic?token={TOKEN}"


@pytest.mark.parametrize(
    "wrapper",
    [
        f"https://click.esp.test/ls/click?upn={quote(SIGN_IN, safe='')}",
        "https://r.awstrack.test/L0/" + quote(SIGN_IN, safe="") + "/1/0100019a-4471/Xy8=",
        "https://urldefense.proofpoint.com/v2/url?u="
        + SIGN_IN.replace("://", "-3A__").replace("/", "_").replace("?", "-3F").replace("=", "-3D")
        + "&d=DwMF&c=abc&r=def&m=ghi&s=jkl&e=",
        f"https://urldefense.com/v3/__{SIGN_IN}__;!!AbC!dEf123$",
        "https://t.esp.test/c/" + base64.urlsafe_b64encode(SIGN_IN.encode()).decode().rstrip("="),
        f"https://eur01.safelinks.protection.outlook.com/?url={quote(SIGN_IN, safe='')}&data=05%7C02",
    ],
    ids=["upn", "ses-path", "proofpoint-v2", "proofpoint-v3", "base64url-path", "safelinks"],
)
def test_a_wrapper_that_writes_its_target_gives_the_target(wrapper: str) -> None:
    assert _found("Sign in", html=f'<a href="{wrapper}">Sign in</a>') == (SIGN_IN, "sign_in")


def test_an_opaque_wrapper_is_the_link_as_written() -> None:
    mimecast = f"https://protect-eu.mimecast.test/s/{TOKEN}?domain=app.test"
    assert _found("Sign in", html=f'<a href="{mimecast}">Sign in</a>')[0] == mimecast


def test_a_wrapper_around_a_tracking_page_gives_no_magic_link() -> None:
    target = quote("https://shop.test/track/JD0142?t=Ab12Cd34Ef56Gh78", safe="")
    html = f'<a href="https://click.esp.test/ls/click?upn={target}">Track parcel</a>'
    assert _found("Your parcel", html=html)[0] is None


# ---- Sign-in words of more languages, and separable verbs --------------------------------------


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("Přihlásit se", "sign_in"), ("Logga in", "sign_in"), ("Log ind", "sign_in"),
        ("Kirjaudu sisään", "sign_in"), ("Bejelentkezés", "sign_in"), ("Σύνδεση", "sign_in"),
        ("Ověřit e-mail", "verify"), ("Verifiera", "verify"), ("Potvrdit", "confirm"),
        ("Bekräfta prenumeration", "confirm"), ("Återställ lösenord", "reset"),
        ("Obnovit heslo", "reset"), ("Resetează parola", "reset"),
    ],
)  # fmt: skip
def test_a_link_labelled_in_more_languages_is_found_with_its_kind(label: str, kind: str) -> None:
    href = f"https://app.test/x/{TOKEN}"
    assert _found("Hi", html=f'<a href="{href}">{label}</a>') == (href, kind)


def test_a_german_separable_sign_in_verb_says_what_a_text_link_is_for() -> None:
    href = "https://kiosko.test/de/konto/anmelden?token=Lq8Zt2Vx91Pm&quelle=mail"
    text = f"Hallo,\n\nmelden Sie sich mit diesem Link an:\n{href}\n"
    assert _found("Ihr Anmeldelink", text) == (href, "sign_in")


def test_a_link_in_another_language_that_says_nothing_is_not_a_magic_link() -> None:
    html = f'<a href="https://shop.test/x/{TOKEN}">Přečtěte si více</a>'
    assert _found("Novinky", html=html)[0] is None


# ---- Kinds: the object of "confirm", and addresses that name two kinds -------------------------


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("Adresse bestätigen", "verify"), ("Potwierdź adres", "verify"),
        ("Підтвердити адресу", "verify"), ("Confirm device", "verify"),
        ("Gerät bestätigen", "verify"), ("Подтвердить вход", "sign_in"),
        ("Anmeldung bestätigen", "sign_in"), ("Confirm subscription", "confirm"),
        ("Yes, it was me", "other"), ("Open secure message", "other"),
    ],
)  # fmt: skip
def test_what_confirm_confirms_decides_the_kind(label: str, kind: str) -> None:
    href = f"https://app.test/x/{TOKEN}"
    assert _found("Hi", html=f'<a href="{href}">{label}</a>') == (href, kind)


def test_confirming_the_change_of_an_address_is_confirm() -> None:
    href = f"https://app.test/compte/email/confirmer?token={TOKEN}"
    html = f"<p>Confirmez le changement de votre adresse e-mail :</p><a href='{href}'>Confirmer l'adresse</a>"
    assert _found("Confirmez votre nouvelle adresse e-mail", html=html) == (href, "confirm")


def test_an_address_naming_two_kinds_takes_the_one_its_words_say() -> None:
    href = f"https://app.test/auth/magic-link/verify?token={TOKEN}"
    assert _found("Your sign-in link", f"Click the link below to sign in:\n{href}\n") == (
        href,
        "sign_in",
    )
    verify = f"Click the link below to verify your email:\n{href}\n"
    assert _found("Verify your email", verify) == (href, "verify")


def test_words_naming_the_object_of_a_confirm_address_refine_its_kind() -> None:
    href = f"https://kontor.test/konto/bestaetigen?token={TOKEN}"
    assert _found("Hallo", f"E-Mail-Adresse bestätigen:\n{href}\n") == (href, "verify")
    assert _found("Hallo", f"Abonnement bestätigen:\n{href}\n") == (href, "confirm")


def test_a_path_in_cyrillic_says_what_the_link_is_for() -> None:
    href = "https://bank.test/підтвердити?т=Hq72Lm"
    text = f"Або підтвердіть за посиланням:\n{href}\n"
    assert _found("Підтвердіть вхід", text)[0] == href
    assert _found("Новини", "Наш блог:\nhttps://bank.test/новини?т=Hq72Lm\n")[0] is None


# ---- Shapes of real senders: angle brackets, data- attributes, app twins -----------------------


def test_a_url_in_angle_brackets_in_plain_text_is_the_link_without_them() -> None:
    href = f"https://app.test/auth/verify?token={TOKEN}"
    assert _found("Verify your email", f"Verify your email: <{href}>\n") == (href, "verify")


def test_a_url_in_angle_brackets_broken_across_lines_is_rejoined() -> None:
    text = "Sign in to Acme:\n<https://app.test/auth/magic?\n token=" + TOKEN + ">\nThanks\n"
    assert _found("Your sign-in link", text)[0] == f"https://app.test/auth/magic?token={TOKEN}"


def test_an_anchor_with_its_url_only_in_data_attributes_is_not_a_link() -> None:
    html = f'<a data-href="https://app.test/auth/magic?token={TOKEN}" data-url="https://app.test/auth/magic?token={TOKEN}">Sign in</a>'
    assert _found("Sign in", html=html)[0] is None


def test_the_https_link_beats_its_app_scheme_twin() -> None:
    https = f"https://app.test/login/confirm?ticket={TOKEN}"
    html = f'<a href="app://login/confirm?ticket={TOKEN}">Logga in (App)</a> | <a href="{https}">Logga in</a>'
    assert _found("Logga in", html=html) == (https, "sign_in")
