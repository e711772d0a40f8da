"""Code extraction that generalises (issue 21): shapes and scripts, numbers that are not codes,
twelve more languages and their legacy charsets, and the excerpt and expiry that say why.

Every kind is checked both ways: the right code where the mail has one, no code where it has
none. Mails go through ``extract`` (subject, text, HTML) or, as raw bytes, through
``parse_message`` first, the way the mailroom reads them.
"""

from __future__ import annotations

import base64
import quopri
import unicodedata

import pytest

from mailsocket_mcp.mail.extract import Extraction, extract
from mailsocket_mcp.mail.parse import parse_message


def _code(subject: str, text: str, html: str = "") -> str | None:
    return extract(subject, text, html).otp


# ---- Shapes and scripts ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Your sign-in code:\nK7Q2M\n", "K7Q2M"),
        ("Enter verification code 7QK2M to continue.", "7QK2M"),
        ("رمز التحقق الخاص بك هو ٤٨٢٩١٣", "482913"),  # Arabic-Indic digits
        ("کد تأیید شما: ۴۸۲۹۱۳", "482913"),  # Persian digits
        ("आपका सत्यापन कोड ४८२९१३ है।", "482913"),  # Devanagari digits
        ("Your verification code is ４８２９１３", "482913"),  # full-width digits
        ("Your verification code is ৪৮২৯১৩", "482913"),  # Bengali digits (any Unicode Nd)
        ("รหัส OTP ของคุณคือ ๔๘๒๙๑๓", "482913"),  # Thai digits
        ("Your verification code is 48\u200b29\u200c13", "482913"),  # zero-width inside
        ("رمز التحقق: \u200f\u202b482913\u202c", "482913"),  # bidi marks around it
        ("Your code: \u2066482\u2069\u2060913\ufeff", "482913"),  # isolates and joiners
        ("Security code 482-913", "482913"),
    ],
)
def test_codes_in_other_shapes_and_scripts_are_returned_as_the_ascii_a_user_types(
    text: str, code: str
) -> None:
    result = extract("Verification", text, "")
    assert result.otp == code
    assert result.otp is not None
    assert result.otp.isascii()


@pytest.mark.parametrize(
    "text",
    [
        "Your order reference AB12C has shipped.",  # a five-character reference, no code word
        "رقم الطلب ٤٨٢٩١٣ قيد الشحن",  # Arabic-Indic digits of an order number
        "Order\u200b #\u200e482913 has shipped. Sign in to track it.",
        "Call us: +98 ۲۱ ۴۸۲۹ ۱۳۵۷ to sign in by phone.",  # Persian digits of a phone number
    ],
)
def test_other_scripts_and_invisible_marks_do_not_make_a_code_out_of_a_reference(
    text: str,
) -> None:
    assert _code("Your account", text) is None


# ---- Numbers that are not codes ----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Your verification code 482913 has expired. Please request a new one.",
        "The sign-in code 482913 was already used. If this wasn't you, reset your password.",
        "Dein Bestätigungscode 482913 ist abgelaufen.",
        "Votre code de vérification 482913 a expiré.",
        "Tu código de verificación 482913 ha caducado.",
        "Doğrulama kodunuz 482913 zaten kullanıldı.",
        "Twój kod weryfikacyjny 482913 wygasł.",
        "Je verificatiecode 482913 is verlopen.",
        "Il codice di verifica 482913 è scaduto.",
        "Kode OTP 482913 telah kedaluwarsa.",
        "Ваш код підтвердження 482913 вже використано.",
        "Mã xác minh 482913 đã hết hạn.",
        "รหัสยืนยัน 482913 หมดอายุแล้ว",
        "सत्यापन कोड 482913 समाप्त हो चुका है।",
        "رمز التحقق 482913 انتهت صلاحيته.",
        "کد تأیید 482913 منقضی شده است.",
        "קוד האימות 482913 פג תוקפו.",
        "验证码 482913 已过期。",
    ],
)
def test_a_code_the_mail_calls_expired_or_used_is_not_returned(text: str) -> None:
    assert _code("Verification", text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Your verification code is 482913. This code will be invalidated after use.",
        "Dein Bestätigungscode ist 482913. Er wird nach 10 Minuten ungültig.",
        "رمز التحقق 482913 يتم استخدام هذا الرمز لتسجيل الدخول",  # "is used to sign in"
        "Your verification code is 482913. It was sent to d***@example.test.",
    ],
)
def test_a_code_whose_mail_speaks_of_future_or_ordinary_use_is_found(text: str) -> None:
    assert _code("Sign in", text) == "482913"


def test_a_new_code_after_an_expired_one_and_a_conditional_expiry_are_still_codes() -> None:
    text = "Your previous code 111222 has expired. Your new verification code is 739201."
    assert _code("New code", text) == "739201"
    text = "Your verification code is 482913. If the code has expired, request a new one."
    assert _code("Sign in", text) == "482913"


@pytest.mark.parametrize(
    ("subject", "text"),
    [
        (
            "Your backup codes",
            "Keep these backup codes somewhere safe. Each works once.\n\n"
            "4829 1374\n7392 0155\n1122 3344\n9988 7766\n5566 7788\n",
        ),
        (
            "Two-step verification",
            "Your recovery codes:\n48291374\n73920155\n11223344\n99887766\n",
        ),
        ("Sicherheit", "Ihre Sicherungscodes:\n482913\n739201\n112233\n998877\n"),
        ("Güvenlik", "Yedek kodlarınız:\n482913\n739201\n112233\n"),
    ],
)
def test_a_list_of_backup_or_recovery_codes_is_not_a_code(subject: str, text: str) -> None:
    footer = (
        "\nUse a code to sign in if you lose your phone. Your verification code stays the same."
    )
    assert _code(subject, text + footer) is None


def test_a_code_in_a_mail_that_mentions_backup_codes_is_found() -> None:
    text = (
        "Your verification code is:\n\n482913\n\n"
        "Lost your phone? Sign in with one of your backup codes instead."
    )
    assert _code("Sign in", text) == "482913"


@pytest.mark.parametrize(
    "text",
    [
        "Lotto results. Sign in to check your ticket.\nWinning numbers: 482913, 739201\n",
        "Final score 2 - 1. Stats: attendance 48213 at the stadium. Log in for highlights.",
        "Monthly statistics: 482913 page views. Sign in to your dashboard for more.",
        "Gewinnzahlen der Ziehung: 482913. Melden Sie sich an, um Ihren Schein zu prüfen.",
    ],
)
def test_lottery_sports_and_statistics_figures_are_not_codes(text: str) -> None:
    assert _code("Your account", text) is None


def test_a_sign_in_code_from_a_lottery_site_is_found() -> None:
    assert _code("Lotto24", "Your Lotto24 login code is 482913.") == "482913"


@pytest.mark.parametrize(
    "text",
    [
        "Build failed. Sign in to see details.\n"
        "2026-05-01 10:00:03 INFO sent verification code 482913 to user@example.test\n"
        "2026-05-01 10:00:04 ERROR timeout\n",
        "Test run failed (log in to CI):\nFAILED tests/test_otp.py::test_code - assert 482913\n",
        'Traceback (most recent call last):\n  File "app.py", line 48213, in verify\n'
        "ValueError: verification code mismatch\n",
        "Pipeline #482913 failed. Sign in to retry.",
    ],
)
def test_log_and_test_output_is_not_a_code(text: str) -> None:
    assert _code("CI report", text) is None


def test_a_code_in_a_mail_that_also_carries_log_lines_is_found() -> None:
    text = (
        "Your verification code:\n\n739201\n\n"
        "Recent activity:\n2026-05-01 10:00:03 INFO build 4411 passed\n"
    )
    assert _code("Sign in to CI", text) == "739201"


@pytest.mark.parametrize(
    "text",
    [
        "Receipt\nVisa ending in 4242\nTotal: 45.00 EUR\nAuth code: 482913\nThank you!",
        "Kassenbon\nKartenzahlung girocard\nBetrag 12,50 EUR\nAutorisierungsnummer 482913",
        "Recibo\nTarjeta terminada en 4242\nCódigo de autorización: 482913",
        "Ricevuta\nCarta Mastercard\nCodice di autorizzazione 482913",
    ],
)
def test_a_card_receipts_authorisation_code_is_not_a_code(text: str) -> None:
    assert _code("Your receipt", text) is None


def test_an_auth_code_outside_a_card_receipt_is_a_code() -> None:
    assert _code("Sign in", "Your auth code is 482913.") == "482913"


@pytest.mark.parametrize(
    "text",
    [
        "Accedi al portale. Codice fiscale: 48291374",
        "Zaloguj się do sklepu. Kod pocztowy 48291, NIP 4829137411",
        "Bitte melden Sie sich an. Steuernummer 48291374",
        "Log in op uw account. KvK 48291374, BTW-nummer 48291374",
        "Hesabınıza giriş yapın. Vergi No: 4829137411",
        "Inicia sesión. Código postal 48291",
        "Please sign in. Ref: 482913",
        "Sign in to view Order #482913.",
        "Ticket ID 482913: sign in to reply.",
        "Your anti-phishing code is K7Q2M. Sign in to change it.",
        "Security tip: your anti-phishing code is 482913.",
    ],
)
def test_registration_tax_reference_and_anti_phishing_numbers_are_not_codes(text: str) -> None:
    assert _code("Your account", text) is None


def test_the_verification_code_beside_an_anti_phishing_code_and_a_tax_number_is_found() -> None:
    text = (
        "Anti-phishing code: K7Q2M\nYour verification code: 739201\n\n"
        "Nimbus S.r.l. - Partita IVA 48291374 - Codice fiscale 48291374"
    )
    assert _code("Verifica", text) == "739201"


# ---- Twelve more languages ---------------------------------------------------------------------

LANGUAGES = [
    ("ar", "رمز التحقق", "رمز التحقق الخاص بك هو 482913. صالح لمدة 10 دقائق.", 600),
    ("fa", "کد تایید", "کد تأیید شما 482913 است. این کد تا 2 دقیقه معتبر است.", 120),
    ("he", "קוד אימות", "קוד האימות שלך הוא: 482913. הקוד בתוקף ל-10 דקות.", 600),
    ("tr", "Doğrulama kodu", "Doğrulama kodunuz: 482913. Bu kod 3 dakika geçerlidir.", 180),
    (
        "pl",
        "Kod weryfikacyjny",
        "Twój kod weryfikacyjny to 482913. Jest ważny przez 10 minut.",
        600,
    ),
    ("nl", "Verificatiecode", "Je verificatiecode is 482913. Deze code is 15 minuten geldig.", 900),
    ("it", "Codice di verifica", "Il tuo codice di verifica è 482913. Scade tra 10 minuti.", 600),
    ("id", "Kode OTP", "Kode OTP Anda adalah 482913. Berlaku selama 5 menit.", 300),
    ("uk", "Код підтвердження", "Ваш код підтвердження: 482913. Дійсний протягом 10 хвилин.", 600),
    ("vi", "Mã xác minh", "Mã xác minh của bạn là 482913. Mã có hiệu lực trong 5 phút.", 300),
    ("th", "รหัส OTP", "รหัส OTP ของคุณคือ 482913 รหัสนี้ใช้ได้ภายใน 5 นาที", 300),
    ("hi", "सत्यापन कोड", "आपका सत्यापन कोड 482913 है। यह 10 मिनट के लिए मान्य है।", 600),
]


@pytest.mark.parametrize(
    ("lang", "subject", "text", "seconds"), LANGUAGES, ids=[c[0] for c in LANGUAGES]
)
def test_sign_in_codes_and_their_expiry_are_read_in_twelve_more_languages(
    lang: str, subject: str, text: str, seconds: int
) -> None:
    result = extract("", text, "")
    assert (result.otp, result.otp_expires_seconds) == ("482913", seconds)
    assert result.otp_confidence is not None
    assert result.otp_confidence >= 0.8


def test_thai_wording_is_matched_without_spaces_between_words() -> None:
    assert _code("", "รหัสยืนยันของคุณคือ482913") == "482913"


@pytest.mark.parametrize(
    "text",
    [
        "كود الخصم الخاص بك هو 482913. تسوق الآن!",  # ar: discount code
        "کد تخفیف شما 482913 است.",  # fa: discount code
        "קוד הקופון שלך: 482913",  # he: coupon code
        "İndirim kodu: 482913 ile alışverişe başla!",  # tr: discount code
        "Kod rabatowy 482913 na zakupy.",  # pl: discount code
        "Gebruik kortingscode 482913 bij je volgende bestelling.",  # nl: discount code
        "Usa il codice sconto 482913 sul tuo prossimo ordine.",  # it: discount code
        "Gunakan kode promo 482913 untuk diskon.",  # id: promo code
        "Номер замовлення 482913 відправлено.",  # uk: order number
        "Mã giảm giá 482913 cho đơn hàng tiếp theo.",  # vi: discount code
        "รหัสไปรษณีย์ 48291",  # th: postal code
        "आपका कूपन कोड 482913 है।",  # hi: coupon code
    ],
)
def test_other_numbers_named_in_the_twelve_languages_are_not_codes(text: str) -> None:
    """The sign-in words around them do not make a discount, order or postal code a code."""
    assert _code("Your account", text + "\nSign in to your account.") is None


# ---- Say why: excerpt and expiry ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "seconds"),
    [
        ("Your verification code is 482913. It is valid for 10 minutes.", 600),
        ("Your verification code is 482913. It expires in 1 hour.", 3600),
        ("Ihr Bestätigungscode lautet 482913. Er ist gültig für 15 Minuten.", 900),
        ("Tu código de verificación es 482913. Expira en 5 minutos.", 300),
        ("Votre code de vérification : 482913. Il expire dans 30 secondes.", 30),
        ("验证码：482913，10分钟内有效。", 600),
        ("Your verification code is 482913. It expires in an hour.", 3600),
        ("Your verification code is 482913. Our office is open 8 hours a day.", None),
        ("Your verification code is 482913.", None),
    ],
)
def test_the_expiry_the_mail_states_is_given_in_seconds(text: str, seconds: int | None) -> None:
    result = extract("Sign in", text, "")
    assert (result.otp, result.otp_expires_seconds) == ("482913", seconds)


def test_the_excerpt_is_the_short_plain_text_around_the_code() -> None:
    html = (
        "<html><body><h1>Welcome back</h1>"
        + "<p>Thanks for using Nimbus.</p>" * 20
        + "<p>Your <b>verification code</b> is:</p><p><b>482 913</b></p>"
        "<p>It is valid for 10 minutes.</p>" + "<p>Nimbus, 1 Cloud Way.</p>" * 20 + "</body></html>"
    )
    result = extract("Sign in to Nimbus", "", html)
    assert result.otp == "482913"
    excerpt = result.otp_excerpt
    assert excerpt is not None
    assert len(excerpt) <= 160
    assert "482913" in excerpt
    assert "verification code" in excerpt
    assert "\n" not in excerpt
    assert "<" not in excerpt
    assert result.otp_expires_seconds == 600


def test_no_code_means_no_excerpt_and_no_expiry() -> None:
    result = extract("Newsletter", "Our sale ends in 10 minutes!", "")
    assert (result.otp, result.otp_excerpt, result.otp_expires_seconds) == (None, None, None)


def test_a_close_runner_up_lowers_the_confidence() -> None:
    clear = extract("Sign in", "Your verification code is 482913.", "").otp_confidence
    torn = extract("Sign in", "Your code: 482913\nYour code: 739201\n", "").otp_confidence
    assert clear is not None
    assert torn is not None
    assert clear > torn


# ---- Legacy charsets, through parse_message ----------------------------------------------------


def _encode(text: str, charset: str) -> bytes:
    """Encode ``text`` in ``charset``; windows-1258 writes tone marks as combining characters."""
    out = bytearray()
    for char in unicodedata.normalize("NFC", text):
        try:
            out += char.encode(charset)
        except UnicodeEncodeError:
            # One mark composed with the letter (ê), the others as combining marks (U+0323).
            base, *marks = unicodedata.normalize("NFD", char)
            for kept in [*range(len(marks)), len(marks)]:
                head = unicodedata.normalize("NFC", base + "".join(marks[kept : kept + 1]))
                rest = "".join(marks[:kept] + marks[kept + 1 :])
                try:
                    out += head.encode(charset) + rest.encode(charset)
                    break
                except UnicodeEncodeError:
                    continue
            else:
                raise
    return bytes(out)


def _eml(subject: str, body: str, charset: str, cte: str) -> bytes:
    raw = _encode(body, charset)
    payload = base64.encodebytes(raw) if cte == "base64" else quopri.encodestring(raw)
    header = base64.b64encode(_encode(subject, charset)).decode()
    return (
        b"From: Nimbus <no-reply@nimbus.test>\r\nTo: dev@inbox.test\r\n"
        + f"Subject: =?{charset}?B?{header}?=\r\n".encode()
        + b"MIME-Version: 1.0\r\n"
        + f"Content-Type: text/plain; charset={charset}\r\n".encode()
        + f"Content-Transfer-Encoding: {cte}\r\n\r\n".encode()
        + payload
    )


CHARSET_MAILS = [
    ("windows-1256", "رمز التحقق", "رمز التحقق الخاص بك هو 482913. صالح لمدة 10 دقائق.", 600),
    # windows-1256 has no Persian ye: Persian mail in it writes the Arabic one.
    (
        "windows-1256",
        "کد تايید".replace("ی", "ي"),
        "کد تأييد شما: 482913\nاين کد تا 2 دقيقه معتبر است.",
        120,
    ),
    ("windows-1255", "קוד אימות", "קוד האימות שלך הוא: 482913. הקוד בתוקף ל-10 דקות.", 600),
    ("iso-8859-9", "Doğrulama kodu", "Doğrulama kodunuz: 482913. 3 dakika geçerlidir.", 180),
    (
        "iso-8859-2",
        "Kod weryfikacyjny",
        "Twój kod weryfikacyjny: 482913. Ważny przez 10 minut.",
        600,
    ),
    ("koi8-u", "Код підтвердження", "Ваш код підтвердження: 482913. Дійсний 10 хвилин.", 600),
    ("tis-620", "รหัส OTP", "รหัส OTP ของคุณคือ 482913 ใช้ได้ภายใน 5 นาที", 300),
    (
        "windows-1258",
        "Mã xác minh",
        "Mã xác minh của bạn là 482913. Có hiệu lực trong 5 phút.",
        300,
    ),
    (
        "iso-8859-15",
        "Codice di verifica",
        "Il tuo codice di verifica è 482913. Scade tra 10 minuti.",
        600,
    ),
]


@pytest.mark.parametrize(("charset", "subject", "body", "seconds"), CHARSET_MAILS)
@pytest.mark.parametrize("cte", ["base64", "quoted-printable"])
def test_mails_in_legacy_charsets_yield_their_code_and_expiry(
    charset: str, subject: str, body: str, seconds: int, cte: str
) -> None:
    parsed = parse_message(_eml(subject, body, charset, cte))
    result: Extraction = extract(parsed.subject, parsed.text, parsed.html)
    assert (result.otp, result.otp_expires_seconds) == ("482913", seconds)
    assert result.otp_excerpt is not None
    assert "482913" in result.otp_excerpt


@pytest.mark.parametrize(
    ("charset", "subject", "body"),
    [
        ("windows-1256", "خصم", "كود الخصم الخاص بك هو 482913. تسوق الآن!"),
        ("windows-1255", "קופון", "קוד הקופון שלך: 482913"),
        ("iso-8859-9", "Fatura", "Hesabınıza giriş yapın. Vergi No: 4829137411"),
        ("iso-8859-2", "Zamówienie", "Zaloguj się. Kod pocztowy 48291, NIP 4829137411"),
        ("koi8-u", "Замовлення", "Номер замовлення 482913 відправлено."),
        ("tis-620", "ส่วนลด", "รหัสส่วนลด 482913 สำหรับการสั่งซื้อครั้งถัดไป"),
        ("windows-1258", "Giảm giá", "Mã giảm giá 482913 cho đơn hàng tiếp theo."),
    ],
)
def test_mails_in_legacy_charsets_without_a_code_yield_none(
    charset: str, subject: str, body: str
) -> None:
    parsed = parse_message(_eml(subject, body + "\nSign in to your account.", charset, "base64"))
    assert extract(parsed.subject, parsed.text, parsed.html).otp is None
