# ruff: noqa: E501  (mail markup is data: the cases stay one line each)
"""Session 26 third link pass (issue 21): the classes of holdout8's link and kind misses, each
both ways (the right link and kind, and no link or another kind where the mail says so): what a
bare "Confirm" button confirms, an address that names confirming the e-mail, Arabic's word for
the e-mail, one's own record in a secure area, and the way out of an alert that something was
changed ("If this wasn't you, reset your password"), which is no magic link."""

from __future__ import annotations

import pytest

from mailsocket_mcp.mail.extract import extract

TOKEN = "Wq3Lx8Zr0Vb5Np7Ks2Tm4"


def _found(subject: str, text: str = "", html: str = "") -> tuple[str | None, str | None]:
    found = extract(subject, text, html)
    return found.magic_link, found.link_kind


def _button(intro: str, href: str, label: str) -> str:
    return f"<p>Hi Alex,</p><p>{intro}</p><a href='{href}'>{label}</a><p>The team</p>"


# ---- Confirming an e-mail address is verify, whatever the address calls it ---------------------


@pytest.mark.parametrize(
    ("subject", "label", "href"),
    [
        ("Confirm your email address", "Confirm email address", "https://portal.test/email/confirm?token={t}"),
        ("Confirme seu e-mail", "Confirmar e-mail", "https://app.test/confirmar-email?c={t}"),
        ("Potwierdź swój adres e-mail", "Potwierdź adres e-mail", "https://sklep.test/konto/potwierdź-email/{t}"),
        ("Bevestig je e-mailadres", "E-mailadres bevestigen", "https://app.test/email/bevestigen?token={t}"),
        ("Conferma la tua email", "Conferma email", "https://app.test/conferma-email/{t}"),
    ],
    ids=["en", "pt", "pl", "nl", "it"],
)  # fmt: skip
def test_confirming_an_email_address_is_verify_even_when_the_address_says_confirm_email(
    subject: str, label: str, href: str
) -> None:
    href = href.format(t=TOKEN)
    assert _found(subject, html=_button("Please confirm it.", href, label)) == (href, "verify")


@pytest.mark.parametrize(
    ("subject", "intro", "label", "href"),
    [
        ("Confirm your new email address", "You asked to change your email address.", "Confirm email address", "https://portal.test/email/confirm?token={t}"),
        ("Confirme seu novo e-mail", "Você pediu a alteração do seu e-mail.", "Confirmar e-mail", "https://app.test/confirmar-email?c={t}"),
        ("Confirm your subscription", "Thanks for subscribing to our newsletter.", "Confirm subscription", "https://news.test/confirm-subscription?token={t}"),
    ],
    ids=["en-change", "pt-change", "subscription"],
)  # fmt: skip
def test_confirming_a_change_or_a_subscription_stays_confirm(
    subject: str, intro: str, label: str, href: str
) -> None:
    href = href.format(t=TOKEN)
    assert _found(subject, html=_button(intro, href, label)) == (href, "confirm")


# ---- A bare "Confirm" button confirms what the sentence before it names ------------------------


@pytest.mark.parametrize(
    ("subject", "intro", "label", "href"),
    [
        ("Confirm your email address", "Please confirm your email address for your account.", "Confirm", "https://shop.test/account/{t}"),
        ("Bevestig je e-mailadres", "Bevestig je e-mailadres om reacties te versturen.", "Bevestigen", "https://huur.test/bevestig/{t}"),
        ("Підтвердіть електронну адресу", "Будь ласка, підтвердіть свою електронну адресу:", "Підтвердити", "https://kup.test/pidtverdzhennia?token={t}"),
        ("Potwierdź adres", "Potwierdź swój adres e-mail, aby aktywować konto:", "Potwierdzam", "https://sklep.test/konto/{t}"),
        ("Xác nhận đăng ký", "Vui lòng xác nhận địa chỉ email để kích hoạt tài khoản:", "Xác nhận", "https://sach.test/tai-khoan/xac-nhan?ma={t}"),
        ("Your account", "Hi there.", "Confirm", "https://shop.test/email/{t}?x=1"),
    ],
    ids=["en", "nl", "uk", "pl", "vi", "subject-only"],
)  # fmt: skip
def test_a_bare_confirm_button_after_confirm_your_email_is_verify(
    subject: str, intro: str, label: str, href: str
) -> None:
    href = href.format(t=TOKEN)
    if subject == "Your account":
        subject = "Confirm your email address"
    assert _found(subject, html=_button(intro, href, label)) == (href, "verify")


@pytest.mark.parametrize(
    ("subject", "intro", "label", "kind"),
    [
        ("Confirm your subscription", "Please confirm your subscription to our newsletter.", "Confirm", "confirm"),
        ("Bevestig je inschrijving", "Bevestig je inschrijving voor de cursus.", "Bevestigen", "confirm"),
        ("Confirm your new email", "Please confirm your new email address.", "Confirm", "confirm"),
        ("Подтвердите вход", "Подтвердите вход в аккаунт:", "Подтвердить", "sign_in"),
    ],
    ids=["subscription", "nl-enrolment", "email-change", "ru-sign-in"],
)  # fmt: skip
def test_a_bare_confirm_button_confirms_what_its_sentence_names(
    subject: str, intro: str, label: str, kind: str
) -> None:
    href = f"https://app.test/c/{TOKEN}"
    assert _found(subject, html=_button(intro, href, label)) == (href, kind)


# ---- Arabic's e-mail: "البريد" alone, "بريدك الإلكتروني" ------------------------------------


@pytest.mark.parametrize(
    ("intro", "label"),
    [
        ("يرجى تأكيد بريدك الإلكتروني لإكمال التسجيل.", "تأكيد البريد"),
        ("مرحبا.", "تأكيد بريدك الإلكتروني"),
        ("يرجى تأكيد البريد الخاص بك.", "تأكيد"),
    ],
    ids=["label-mail", "label-your-email", "bare-label"],
)
def test_confirming_the_mail_in_arabic_is_verify(intro: str, label: str) -> None:
    href = f"https://bawaba.test/account/{TOKEN}"
    assert _found("حسابك", html=_button(intro, href, label)) == (href, "verify")


def test_confirming_the_mail_in_arabic_plain_text_is_verify() -> None:
    href = f"https://bawaba.test/account/verify?token={TOKEN}"
    text = f"يرجى تأكيد بريدك الإلكتروني:\n{href}\n"
    assert _found("تأكيد", text) == (href, "verify")


@pytest.mark.parametrize(
    ("intro", "label"),
    [("يرجى تأكيد اشتراكك في النشرة.", "تأكيد الاشتراك"), ("تأكيد الطلب رقم 4821.", "تأكيد الطلب")],
    ids=["subscription", "order"],
)
def test_confirming_something_else_in_arabic_is_confirm(intro: str, label: str) -> None:
    href = f"https://bawaba.test/c/{TOKEN}"
    assert _found("حسابك", html=_button(intro, href, label)) == (href, "confirm")


# ---- One's own record in the sender's secure area, opened like a secure message ----------------


@pytest.mark.parametrize(
    ("subject", "html_or_text", "href"),
    [
        ("Your test results are ready", "<p>Your results are ready to view.</p><a href='{h}'>View results</a><p>This link is personal to you.</p>", "https://my.clinic.test/secure/results?id=7731&token={t}"),
        ("A document for you", "<p>Your insurer shared a document with you.</p><a href='{h}'>Open secure document</a>", "https://portal.insure.test/d/{t}"),
        ("Neues Dokument", "<p>Für Sie liegt ein Schreiben bereit.</p><a href='{h}'>Sicheres Dokument öffnen</a>", "https://kunden.versich.test/d/{t}"),
        ("Your letter", "Your tax letter is ready: {h}\n", "https://tax.gov.test/secure/letters/{t}"),
    ],
    ids=["results", "secure-document", "de", "text-letter"],
)  # fmt: skip
def test_a_personal_link_to_ones_own_record_in_a_secure_area_is_other(
    subject: str, html_or_text: str, href: str
) -> None:
    href = href.format(t=TOKEN)
    body = html_or_text.format(h=href)
    found = _found(subject, html=body) if body.startswith("<") else _found(subject, body)
    assert found == (href, "other")


@pytest.mark.parametrize(
    ("subject", "html"),
    [
        ("Poll closed", "<p>Your poll has closed.</p><a href='https://polls.test/p/{t}/results'>View results</a>"),
        ("Your statement", "<p>Your March statement is ready.</p><a href='https://bank.test/secure/statements/{t}'>View statement</a>"),
        ("Build passed", "<p>All 482 tests passed.</p><a href='https://ci.test/runs/{t}'>View test results</a>"),
        ("Survey", "<p>Thanks for taking part.</p><a href='https://survey.test/secure/{t}'>See the survey results</a>"),
    ],
    ids=["poll", "statement", "ci", "survey"],
)  # fmt: skip
def test_results_statements_and_reports_that_are_not_a_secure_record_give_no_link(
    subject: str, html: str
) -> None:
    assert _found(subject, html=html.format(t=TOKEN))[0] is None


# ---- "Your password was changed. If this wasn't you, reset it": no magic link ---------------


@pytest.mark.parametrize(
    ("subject", "html"),
    [
        ("Your password was changed", "<p>Your password was changed on 1 April at 14:22.</p><p>If this wasn't you, reset your password now:</p><a href='https://app.test/password/reset?token={t}'>Reset password</a>"),
        ("Security alert", "<p>The password for your account has been changed.</p><p>If you didn't make this change, <a href='https://app.test/reset/{t}'>reset your password</a> right away.</p>"),
        ("Passwort geändert", "<p>Ihr Passwort wurde geändert.</p><p>Waren Sie das nicht? Setzen Sie es zurück:</p><a href='https://app.test/passwort/reset?token={t}'>Passwort zurücksetzen</a>"),
        ("Mot de passe", "<p>Votre mot de passe a été modifié.</p><p>Ce n'était pas vous ? Réinitialisez-le :</p><a href='https://app.test/mdp/reinitialiser?token={t}'>Réinitialiser le mot de passe</a>"),
        ("Contraseña", "<p>Tu contraseña ha sido cambiada.</p><p>¿No fuiste tú? Restablécela:</p><a href='https://app.test/restablecer?token={t}'>Restablecer contraseña</a>"),
        ("Your email was changed", "<p>Your email address was changed to a***@mail.test. If not, <a href='https://app.test/account/recover?token={t}'>recover your account</a>.</p>"),
    ],
    ids=["en", "en-didnt", "de", "fr", "es", "email-if-not"],
)  # fmt: skip
def test_the_way_out_of_a_change_alert_is_no_magic_link(subject: str, html: str) -> None:
    assert _found(subject, html=html.format(t=TOKEN)) == (None, None)


@pytest.mark.parametrize(
    ("subject", "html", "kind"),
    [
        ("Reset your password", "<p>We got a request to reset your password.</p><p>If you didn't request this, you can ignore this email.</p><a href='https://app.test/password/reset?token={t}'>Reset password</a>", "reset"),
        ("Passwort zurücksetzen", "<p>Waren Sie das nicht? Dann ignorieren Sie diese E-Mail.</p><p>Sonst setzen Sie Ihr Passwort hier zurück:</p><a href='https://app.test/passwort/reset?token={t}'>Passwort zurücksetzen</a>", "reset"),
        ("Your email was changed", "<p>Your email address was changed. Please verify your new address:</p><a href='https://app.test/email/verify?token={t}'>Verify email</a>", "verify"),
        ("Your password was changed", "<p>Sign in with your new password:</p><a href='https://app.test/login/magic?token={t}'>Sign in</a><p>If this wasn't you, contact support.</p>", "sign_in"),
    ],
    ids=["reset-request", "de-reset-request", "verify-after-change", "sign-in-before-escape"],
)  # fmt: skip
def test_a_link_the_mail_offers_for_its_own_purpose_is_still_found(
    subject: str, html: str, kind: str
) -> None:
    found = _found(subject, html=html.format(t=TOKEN))
    assert found[1] == kind
    assert found[0] is not None
    assert TOKEN in found[0]


# ---- Activating an account is confirming a sign-up ---------------------------------------------


@pytest.mark.parametrize(
    ("subject", "intro", "label"),
    [
        ("Activa tu cuenta", "Solo falta un paso: activa tu cuenta.", "Activar cuenta"),
        ("Activate your account", "One more step: activate your account.", "Activate account"),
        ("Konto aktivieren", "Nur noch ein Schritt: Aktivieren Sie Ihr Konto.", "Konto aktivieren"),
    ],
    ids=["es", "en", "de"],
)
def test_activating_an_account_is_confirm(subject: str, intro: str, label: str) -> None:
    href = f"https://app.test/cuenta/activar?token={TOKEN}"
    assert _found(subject, html=_button(intro, href, label)) == (href, "confirm")
