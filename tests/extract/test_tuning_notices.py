"""Notices and references that carry numbers but no code to type, and links the reader sees
(issue 21, tuning on held-out set 4).

* A mail whose message is that a code was used or has expired shows the old code in a row of
  its own ("Code: 482913"): no code, unless the mail gives a new one, which then wins.
* Ticket, case, request and order numbers, and a meeting's passcode and PINs: not codes.
* A list of backup codes written as "1234-5678" pairs: never a code; one such pair still is.
* A PGP-signed mail's confirm link with a short token, and a link in another script whose
  path and query are not ASCII (returned exactly as written).

Each kind both ways, in several languages; the mails are written for these tests.
"""

from __future__ import annotations

import pytest

from mailsocket_mcp.mail.extract import extract
from mailsocket_mcp.mail.parse import parse_message


def _code(subject: str, text: str, html: str = "") -> str | None:
    return extract(subject, text, html).otp


# ---- "Your code was used / has expired" notices -------------------------------------------------

SPENT_NOTICES = [
    (
        "New sign-in",
        "Your login code was just used to sign in from Firefox on Linux.\n\nCode: 604918",
    ),
    (
        "Anmeldung",
        "Ihr Sicherheitscode wurde gerade in Berlin verwendet.\n\nCode: 604918\nOrt: Berlin",
    ),
    ("Connexion", "Votre code de vérification vient d'être utilisé.\n\nCode : 604918"),
    ("Acceso", "Tu código de verificación se acaba de usar en Chrome.\n\nCódigo: 604918"),
    ("Вход", "Ваш код подтверждения был только что использован.\n\nКод: 604918"),
    ("ログイン", "確認コードがiPhoneで使用されました。\n\nコード: 604918"),
    ("تنبيه", "تم استخدام رمز التحقق الخاص بك من متصفح جديد.\n\nالرمز: 604918"),
    ("Giriş", "Doğrulama kodunuz az önce Ankara'da kullanıldı.\n\nKod: 604918"),
    ("Logowanie", "Twój kod weryfikacyjny został użyty w przeglądarce Edge.\n\nKod: 604918"),
    (
        "Expired",
        "The one-time code you asked for has expired. Sign in again to get another.\n\n604918",
    ),
    (
        "Abgelaufen",
        "Der angeforderte Code ist abgelaufen. Bitte fordern Sie einen neuen an.\n\nCode: 604918",
    ),
    ("Scaduto", "Il codice di verifica è scaduto. Richiedine un altro.\n\nCodice: 604918"),
    ("Kedaluwarsa", "Kode verifikasi Anda sudah kedaluwarsa. Minta kode baru.\n\nKode: 604918"),
    ("Hết hạn", "Mã xác minh của bạn đã hết hạn. Vui lòng yêu cầu mã mới.\n\nMã: 604918"),
    ("验证码", "您的验证码已失效，请重新获取。\n\n验证码：604918"),
    ("समाप्त", "आपका सत्यापन कोड समाप्त हो गया है। कृपया नया कोड मांगें।\n\nकोड: 604918"),
    ("קוד", "תוקף קוד האימות פג. בקשו קוד חדש.\n\nקוד: 604918"),
    ("Verlopen", "Je verificatiecode is verlopen. Vraag een nieuwe code aan.\n\nCode: 604918"),
]


@pytest.mark.parametrize(("subject", "text"), SPENT_NOTICES)
def test_a_notice_that_a_code_was_used_or_expired_gives_no_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


def test_a_spent_notice_in_the_subject_alone_gives_no_code() -> None:
    assert _code("Your verification code has expired", "Code: 604918\n\nRequest another.") is None


@pytest.mark.parametrize(
    "text",
    [
        "Your previous code has expired. Here is a new one:\n\n739201",
        "The code you requested earlier has expired.\n\nYour new verification code: 739201",
        "Ihr alter Code ist abgelaufen. Ihr neuer Code lautet 739201.",
        "Tu código anterior ha caducado, aquí tienes uno nuevo: 739201",
        "Предыдущий код истёк. Ваш новый код: 739201",
        "您之前的验证码已过期。新的验证码：739201",
        "Your code was already used, so we sent a new code: 739201",
    ],
)
def test_a_new_code_after_an_expired_or_used_one_is_returned(text: str) -> None:
    assert _code("Verification", text) == "739201"


@pytest.mark.parametrize(
    "text",
    [
        "Ваш код подтверждения: 739201. Код может быть использован только один раз.",
        "Kode verifikasi Anda: 739201. Kode hanya dapat digunakan sekali.",
        "Mã xác minh của bạn là 739201. Mã chỉ được sử dụng một lần.",
        "Your verification code is 739201. It can be used once and expires in 10 minutes.",
        "Ihr Bestätigungscode: 739201. Er kann nur einmal verwendet werden.",
    ],
)
def test_a_code_that_can_be_used_once_is_still_a_code(text: str) -> None:
    assert _code("Sign in", text) == "739201"


# ---- Ticket, case, request, order numbers and meeting passcodes ---------------------------------

REFERENCES = [
    ("Password changed", "Your password was changed.\n\nRequest number: 41827730"),
    ("Passwort geändert", "Ihr Passwort wurde geändert.\n\nVorgangsnummer: 41827730"),
    ("Mot de passe", "Votre mot de passe a été modifié.\n\nNuméro de dossier : 41827730"),
    ("Contraseña", "Tu contraseña se cambió.\n\nNúmero de solicitud: 41827730"),
    ("Пароль", "Ваш пароль изменён.\n\nНомер заявки: 41827730"),
    ("رمز عبور", "رمز عبور شما تغییر کرد.\n\nشماره درخواست: 41827730"),
    ("รหัสผ่าน", "รหัสผ่านของคุณถูกเปลี่ยนแล้ว\n\nหมายเลขคำขอ: 41827730"),
    ("Mật khẩu", "Mật khẩu của bạn đã được thay đổi.\n\nMã yêu cầu: 41827730"),
    ("Password", "La tua password è stata cambiata.\n\nNumero richiesta: 41827730"),
    ("Support", "Bedankt voor je vraag over je inlogcode.\n\nZaaknummer: 41827730"),
    ("Destek", "Giriş sorununuz için talebiniz alındı.\n\nTalep numarası: 41827730"),
    ("サポート", "パスワードのお問い合わせを受け付けました。\n\n受付番号：41827730"),
]


@pytest.mark.parametrize(("subject", "text"), REFERENCES)
def test_ticket_case_and_request_numbers_are_not_codes(subject: str, text: str) -> None:
    assert _code(subject, text) is None


def test_a_code_beside_a_ticket_number_is_found() -> None:
    text = "Ticket number: 41827730\n\nYour verification code is 739201."
    assert _code("Support sign-in", text) == "739201"


MEETINGS = [
    "Join Zoom Meeting\nhttps://zoom.example/j/84522910372\n"
    "Meeting ID: 845 2291 0372\nPasscode: 604918",
    "Microsoft Teams meeting\nJoin on your computer\nMeeting ID: 231 554 981\nPasscode: 604918\n"
    "Dial-in: +1 555 0100, PIN: 7731",
    "Zoom-Meeting beitreten\nMeeting-ID: 845 2291 0372\nKenncode: 604918",
    "Participer à la réunion\nID de réunion : 845 2291 0372\nCode secret : 604918",
    "Подключиться к конференции Zoom\n"
    "Идентификатор конференции: 845 2291 0372\nКод доступа: 604918",
    "加入会议\n会议号：845 2291 0372\n会议密码：604918",
]


@pytest.mark.parametrize("text", MEETINGS)
def test_a_meeting_passcode_or_dial_in_pin_is_not_a_code(text: str) -> None:
    assert _code("Invitation: weekly sync", text) is None


def test_a_video_services_sign_in_code_is_found() -> None:
    text = "Your Zoom verification code is 604918. It expires in 10 minutes."
    assert _code("Zoom verification code", text) == "604918"


# ---- Backup codes as "1234-5678" pairs ----------------------------------------------------------


@pytest.mark.parametrize(
    ("subject", "text"),
    [
        (
            "Two-step sign-in",
            "Your sign-in backup codes. Each code works once.\n\n"
            "3318-2047\n\n9921-4410\n\n6035-7782\n",
        ),
        ("Zwei-Faktor", "Bewahren Sie diese Codes sicher auf:\n3318-2047\n9921-4410\n6035-7782\n"),
        ("Ваши коды", "Ваши резервные коды для входа:\n\n3318-2047\n\n9921-4410\n\n6035-7782\n"),
        ("コード", "新しいバックアップコードです。\n\n3318-2047\n\n9921-4410\n\n6035-7782\n"),
    ],
)
def test_a_list_of_hyphenated_pairs_is_not_a_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


def test_one_hyphenated_pair_is_still_a_code() -> None:
    assert _code("Sign in", "Your security code:\n\n3318-2047\n") == "33182047"


# ---- Links ------------------------------------------------------------------------------------


def _signed_mail(body: str) -> bytes:
    return (
        "From: Lists <lists@mail.example>\r\nTo: a@inbox.example\r\nSubject: Please confirm\r\n"
        'MIME-Version: 1.0\r\nContent-Type: multipart/signed; boundary="b1"; '
        'protocol="application/pgp-signature"; micalg=pgp-sha512\r\n\r\n'
        f"--b1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n"
        "--b1\r\nContent-Type: application/pgp-signature; name=signature.asc\r\n\r\n"
        "-----BEGIN PGP SIGNATURE-----\r\n\r\niQEzBAEBCgAdFiEE0aXb2Qk=\r\n=Ab1c\r\n"
        "-----END PGP SIGNATURE-----\r\n--b1--\r\n"
    ).encode()


def test_a_pgp_signed_mails_confirm_link_with_a_short_token_is_found() -> None:
    body = (
        "Please confirm your address for the list:\nhttps://lists.example.org/confirm/5c0e9a7f1d\n"
    )
    message = parse_message(_signed_mail(body))
    found = extract(message.subject, message.text, message.html)
    assert found.magic_link == "https://lists.example.org/confirm/5c0e9a7f1d"


def test_a_short_token_link_the_words_do_not_call_a_confirmation_is_not_a_magic_link() -> None:
    body = "Our archive of past issues:\nhttps://lists.example.org/archive/5c0e9a7f1d\n"
    message = parse_message(_signed_mail(body))
    assert extract(message.subject, message.text, message.html).magic_link is None


@pytest.mark.parametrize(
    ("text", "url"),
    [
        (
            "Подтвердите вход по ссылке:\nhttps://сайт.example/вход/подтвердить?токен=a4e91c\n",
            "https://сайт.example/вход/подтвердить?токен=a4e91c",
        ),
        (
            "Підтвердіть вхід:\nhttps://приклад.example/вхід/підтвердити?токен=7b2d0f\n",
            "https://приклад.example/вхід/підтвердити?токен=7b2d0f",
        ),
    ],
)
def test_a_link_in_another_script_is_returned_exactly_as_written(text: str, url: str) -> None:
    assert extract("Вход", text, "").magic_link == url


def test_a_link_in_another_script_that_says_nothing_of_signing_in_is_not_a_magic_link() -> None:
    text = "Наш каталог:\nhttps://сайт.example/каталог/книги?токен=a4e91c\n"
    assert extract("Новости", text, "").magic_link is None
