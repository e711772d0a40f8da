"""Kinds of mail the code extractor learnt in session 26 (issue 21, tuning on held-out sets 5
and 6), each a class with hand-written mails in several languages, both ways:

* a code word that names the code of a thing (an appointment, a booking, a customer, a member,
  a claim, a meeting) labels a number that is not a code to type;
* a meeting invitation in any extraction language: its passcode is never the code;
* a notice that a code was *just* used, or is overdue, in more languages, shows no code; a code
  that "can be used only once" is still one;
* lists of backup codes, however the mail names them (possessive, other plurals);
* an authorisation code on a bank statement is the bank's; one that signs in is a code;
* a bank's TAN is a one-time code; a word-and-number code "for your next order" is a coupon;
* legal footers: postcodes and register numbers after "Код ОКПО", "C.P.", Thai and Vietnamese
  registration lines, a label that runs straight into its number;
* Thai words written with sara am ("รหัสสำรอง", "คำสั่งซื้อ") are matched on NFKC text.
"""

from __future__ import annotations

import pytest

from mailsocket_mcp.mail.extract import extract


def _code(subject: str, text: str, html: str = "") -> str | None:
    return extract(subject, text, html).otp


# ---- A thing's code -----------------------------------------------------------------------------

THINGS_CODES = [
    ("Cita confirmada", "Su cita: 16/01/2025 09:20, consulta 12. Código de cita 8834120."),
    ("Rendez-vous", "Votre rendez-vous le 16/01/2025 à 09h20. Code du rendez-vous : 8834120."),
    ("Appointment", "Your appointment on 16 Jan at 09:20 is confirmed. Appointment code: 8834120."),
    ("Termin", "Ihr Termin am 16.01.2025 ist bestätigt. Termin-Code 8834120."),
    ("Afspraak", "Je afspraak is bevestigd. Afspraakcode: 8834120"),
    ("預約", "您的預約已確認。預約代碼：8834120"),
    ("予約", "ご予約が確定しました。予約コード：8834120"),
    ("예약", "예약이 확정되었습니다. 예약 코드: 8834120"),
    ("Randevu", "Randevunuz onaylandı. Randevu kodu: 8834120"),
    ("Wizyta", "Wizyta potwierdzona. Kod wizyty: 8834120"),
    ("Appuntamento", "Appuntamento confermato. Codice appuntamento: 8834120"),
    ("Janji", "Janji temu Anda dikonfirmasi. Kode janji temu: 8834120"),
    ("Lịch hẹn", "Lịch hẹn đã được xác nhận. Mã lịch hẹn: 8834120"),
    ("Запис", "Ваш запис підтверджено. Код запису: 8834120"),
    ("Запись", "Ваша запись подтверждена. Код записи: 8834120"),
    ("موعد", "تم تأكيد موعدك. رمز الموعد: 8834120"),
    ("תור", "התור שלך אושר. קוד תור: 8834120"),
    ("अपॉइंटमेंट", "आपकी अपॉइंटमेंट की पुष्टि हो गई है। अपॉइंटमेंट कोड: 8834120"),
    ("นัดหมาย", "ยืนยันการนัดหมายแล้ว รหัสนัดหมาย: 8834120"),
    ("Uçuş", "Rezervasyon kodu: K7XQ2M. Uçuş TK1234, koltuk 14C."),
    ("Lot", "Kod rezerwacji: K7XQ2M. Lot LO1234, miejsce 14C."),
    ("Chuyến bay", "Mã đặt chỗ: K7XQ2M. Chuyến bay VN1234, ghế 14C."),
    ("رحلة", "رمز الحجز: K7XQ2M. الرحلة EK1234، المقعد 14C."),
    ("پرواز", "کد رزرو: K7XQ2M. پرواز IR1234، صندلی 14C."),
    ("उड़ान", "बुकिंग कोड: K7XQ2M. उड़ान AI1234, सीट 14C."),
    ("เที่ยวบิน", "รหัสการจอง: K7XQ2M เที่ยวบิน TG1234 ที่นั่ง 14C"),
    ("Customer", "Your customer number is 48291377. Customer code: 482913"),
    ("Membership", "Your membership number 48291377. Member code 482913"),
    ("Insurance", "Policy number: 48291377. Claim code: 482913"),
    ("Vale", "Tu código de regalo: 482913. Canjéalo en la tienda."),
    ("Delivery", "Your delivery code is 6049. Show it to the courier."),
    ("Paket", "Abholcode für Ihr Paket: 604918. Packstation 123."),
    ("Colis", "Code de retrait de votre colis : 604918. Point relais 123."),
    ("Paczka", "Kod odbioru paczki: 604918. Paczkomat WAW123."),
    ("Доставка", "Код получения посылки: 604918. Пункт выдачи на ул. Мира."),
    ("Tham chiếu", "Mã tham chiếu: 604918."),
]


@pytest.mark.parametrize(("subject", "text"), THINGS_CODES, ids=[s for s, _ in THINGS_CODES])
def test_the_code_of_an_appointment_booking_or_customer_is_not_a_code(
    subject: str, text: str
) -> None:
    assert _code(subject, text) is None


@pytest.mark.parametrize(
    ("subject", "text"),
    [
        ("Rezerwacja", "Kod weryfikacyjny do rezerwacji: 604918"),
        ("Termin", "Ihr Bestätigungscode für den Termin: 604918"),
        ("Customer", "Dear customer, your code is 604918."),
        ("예약", "예약을 완료하려면 인증번호 604918 을(를) 입력하세요."),
        ("Janji", "Kode verifikasi untuk janji temu Anda: 604918"),
        ("Delivery", "Your code is 604918. Enter it to confirm the delivery address."),
    ],
    ids=["pl", "de", "en", "ko", "id", "en-delivery"],
)
def test_a_one_time_code_about_a_booking_or_for_a_customer_is_still_found(
    subject: str, text: str
) -> None:
    assert _code(subject, text) == "604918"


# ---- Travel bookings -------------------------------------------------------------------------

BOOKINGS = [
    ("en", "Your flight is booked! Confirmation code: K7XQ2M. Flight UA 123 departs 09:45."),
    ("en-hotel", "Reservation confirmed. Confirmation code: 48291377. Check-in 15:00."),
    ("es", "¡Tu vuelo está reservado! Código de confirmación: K7XQ2M. Vuelo IB3456, salida 09:45."),
    ("de", "Ihr Flug ist gebucht. Bestätigungscode: K7XQ2M. Abflug 09:45, Sitzplatz 14C."),
    ("th", "จองเที่ยวบินเรียบร้อยแล้ว รหัสยืนยัน: K7XQ2M เที่ยวบิน TG1234"),
]


@pytest.mark.parametrize("text", [t for _, t in BOOKINGS], ids=[lang for lang, _ in BOOKINGS])
def test_a_travel_bookings_confirmation_code_is_not_a_code(text: str) -> None:
    assert _code("Booking", text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Your verification code is 604918. Use it to sign in and manage your flight booking.",
        "Confirmation code: 604918. Enter it to confirm your e-mail address.",
        "รหัสยืนยันของคุณคือ 604918 ใช้เพื่อเข้าสู่ระบบ",
    ],
    ids=["airline-sign-in", "e-mail", "th"],
)
def test_a_confirmation_or_sign_in_code_outside_a_booking_is_found(text: str) -> None:
    assert _code("Code", text) == "604918"


# ---- Meeting invitations ------------------------------------------------------------------------

_DIAL_IN = "\n\n+44 20 3481 2754,,86595348218#\n"
MEETINGS = [
    ("ar", "الانضمام إلى الاجتماع\n\nID: 865 9534 8218\nرمز مرور الاجتماع: 565755" + _DIAL_IN),
    ("fa", "جلسه را بپیوندید\n\nID: 865 9534 8218\nرمز عبور جلسه: 565755\n"),
    ("es", "Unirse a la reunión\n\nID: 865 9534 8218\nCódigo de acceso de la reunión: 565755\n"),
    ("fr", "Rejoindre la réunion\n\nID : 865 9534 8218\nCode secret de la réunion : 565755\n"),
    ("it", "Partecipa alla riunione\nID: 865 9534 8218\nPasscode della riunione: 565755\n"),
    ("nl", "Deelnemen aan vergadering\nID: 865 9534 8218\nToegangscode vergadering: 565755\n"),
    ("pl", "Dołącz do spotkania\nID: 699 1255 8269\nKod dostępu do spotkania: 459356\n"),
    ("id", "Bergabung ke rapat\nID: 865 9534 8218\nKode sandi rapat: 565755\n"),
    ("th", "เข้าร่วมการประชุม\nID: 865 9534 8218\nรหัสผ่านการประชุม: 565755\n"),
    ("he", "הצטרפות לפגישה\nID: 865 9534 8218\nקוד גישה לפגישה: 565755\n"),
    ("uk", "Приєднатися до наради\nID: 865 9534 8218\nКод доступу до наради: 565755\n"),
    ("ru", "Присоединиться к конференции\nID: 865 9534 8218\nКод доступа: 565755" + _DIAL_IN),
    ("hi", "मीटिंग में शामिल हों\nID: 562 2817 5540\nमीटिंग पासकोड: 371542" + _DIAL_IN),
    ("ja", "ミーティングに参加\nID: 178 9671 0325\nミーティングのパスコード: 235202\n"),
    ("zh", "加入會議\nID: 917 3636 3290\n會議密碼: 419248\n"),
    ("pt", "Entrar na reunião\nID: 865 9534 8218\nSenha da reunião: 565755\n"),
]


@pytest.mark.parametrize("text", [t for _, t in MEETINGS], ids=[lang for lang, _ in MEETINGS])
def test_a_meeting_invitations_passcode_is_not_a_code_in_any_language(text: str) -> None:
    assert _code("Campus Online", "Campus Online\n\n" + text) is None


@pytest.mark.parametrize(
    ("subject", "text"),
    [
        ("Zoom", "Your Zoom verification code is 604918. Enter it before you join the meeting."),
        ("Teams", "Código de verificación de tu cuenta: 604918\nÚsalo para unirte a la reunión."),
        ("Spotkanie", "Twój kod weryfikacyjny: 604918. Użyj go, zanim dołączysz do spotkania."),
    ],
    ids=["en", "es", "pl"],
)
def test_a_sign_in_code_in_a_mail_that_mentions_a_meeting_is_found(subject: str, text: str) -> None:
    assert _code(subject, text) == "604918"


# ---- Just-used and overdue codes ----------------------------------------------------------------

SPENT = [
    ("uk", "Код входу 864 330 щойно використано для входу до вашого облікового запису."),
    ("ru", "Код входа 864 330 только что использован для входа в ваш аккаунт."),
    ("vi", "Mã đăng nhập 9XK4D vừa được dùng để đăng nhập vào tài khoản của bạn."),
    ("vi-2", "Mã đăng nhập 482913 đã được dùng để đăng nhập."),
    ("zh", "登录验证码550 218刚刚被用于登录您的账户。"),
    ("zh-tw", "登入驗證碼550218剛剛被用來登入您的帳戶。"),
    ("he", "קוד הכניסה 482913 שימש זה עתה להתחברות לחשבון שלך."),
    ("he-2", "נעשה שימוש בקוד הכניסה 482913 כדי להתחבר לחשבון שלך."),
    ("fa", "کد ورود ۴۸۲۹۱۳ همین الان برای ورود به حساب شما به کار رفت."),
    ("ar", "استُخدم رمز الدخول 482913 للتو لتسجيل الدخول إلى حسابك."),
    ("hi", "लॉगिन कोड 482913 का अभी-अभी इस्तेमाल हुआ।"),
    ("ru-overdue", "Код подтверждения 482913 просрочен. Запросите новый код."),
    ("uk-overdue", "Код підтвердження 482913 прострочено. Запросіть новий код."),
]


@pytest.mark.parametrize("text", [t for _, t in SPENT], ids=[lang for lang, _ in SPENT])
def test_a_code_the_mail_says_was_just_used_or_is_overdue_is_not_the_code(text: str) -> None:
    assert _code("Login", text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Ваш код подтверждения: 604918. Этот код может быть использован только один раз.",
        "Ваш код підтвердження: 604918. Код може бути використано лише один раз.",
        "Mã xác minh của bạn là 604918. Mã chỉ được dùng một lần.",
        "您的验证码是 604918，仅可使用一次，请勿泄露。",
        "קוד האימות שלך: 604918. ניתן להשתמש בקוד פעם אחת בלבד.",
        "Попередній код прострочено. Ваш новий код підтвердження: 604918",
    ],
    ids=["ru", "uk", "vi", "zh", "he", "uk-new"],
)
def test_a_code_to_use_once_or_a_new_code_after_an_overdue_one_is_found(text: str) -> None:
    assert _code("Code", text) == "604918"


# ---- Lists of backup codes ----------------------------------------------------------------------

_LIST = "\n\n25819127\n\n60487594\n\n50470013\n\n15238597\n\n71660086\n"


@pytest.mark.parametrize(
    "intro",
    [
        "رموزك الاحتياطية الجديدة (كل رمز يعمل مرة واحدة):",
        "كودات الاسترداد الخاصة بك:",
        "您的备用代码：",
        "予備コード：",
        "รหัสสำรองของคุณ:",
    ],
    ids=["ar", "ar-2", "zh", "ja", "th"],
)
def test_a_list_of_backup_codes_however_named_gives_no_code(intro: str) -> None:
    assert _code("Cloudyard", intro + _LIST) is None


# ---- Authorisation codes, TANs, coupons ---------------------------------------------------------

STATEMENTS = [
    ("Выписка по счёту", "Баланс: 48 210,55 ₽\nСписание 1 200,00 ₽ — код авторизации 307194\n"),
    ("Kontoauszug", "Kontostand: 4.210,55 €\nAbbuchung 12,00 € — Autorisierungscode 307194\n"),
    ("Relevé", "Solde : 4 210,55 €\nDébit 12,00 € — code d'autorisation 307194\n"),
    ("Statement", "Balance: $4,210.55\nDebit $12.00 - authorization code 307194\n"),
    ("Hesap özeti", "Bakiye: 4.210,55 TL\nHarcama 12,00 TL — provizyon kodu 307194\n"),
    ("Extracto", "Saldo: 4.210,55 €\nCargo 12,00 € — código de autorización 307194\n"),
]


@pytest.mark.parametrize(("subject", "text"), STATEMENTS, ids=[s for s, _ in STATEMENTS])
def test_an_authorisation_code_on_a_bank_statement_is_not_a_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


@pytest.mark.parametrize(
    ("subject", "text", "code"),
    [
        ("Auth", "Your authorization code is 307194. Enter it to sign in.", "307194"),
        ("Zahlung", "Ihr mobileTAN für die Zahlung von 49,90 EUR an Shop: 482913", "482913"),
        ("TAN", "Ihre TAN lautet 482913.", "482913"),
        ("Bank", "3-D Secure: to confirm your payment of 49,90 EUR, enter code 482913.", "482913"),
    ],
    ids=["auth-sign-in", "mobiletan", "tan", "3ds"],
)
def test_a_code_that_signs_in_or_approves_a_payment_is_found(
    subject: str, text: str, code: str
) -> None:
    assert _code(subject, text) == code


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for your order! Order number: 48291377. Use code SAVE10 on your next order.",
        "Danke für Ihren Einkauf. Mit dem Code HERBST10 sparen Sie bei Ihrer nächsten Bestellung.",
        "Dziękujemy! Użyj kodu WIOSNA10 przy następnym zamówieniu.",
    ],
    ids=["en", "de", "pl"],
)
def test_a_word_and_number_code_for_the_next_order_is_a_coupon(text: str) -> None:
    assert _code("Thanks", text) is None


# ---- Legal footers ------------------------------------------------------------------------------

FOOTERS = [
    "ООО «Ромашка», 420111, г. Казань\nКод ОКПО 84620312, ИНН 1655093817, ОГРН 1151690012345",
    "บริษัท ฟ้า จำกัด กรุงเทพฯ 10110\nเลขประจำตัวผู้เสียภาษี 0105551234567",
    "Empresa S.A. de C.V., RFC EMP010203AB1, C.P. 06600 Ciudad de México",
    "Campus Online, Harbour Road 14, 54976\nGiấy chứng nhận đăng ký doanh nghiệp số 26184861,"
    " Mã số thuế285078479",
]


@pytest.mark.parametrize("footer", FOOTERS, ids=["ru", "th", "mx", "vi"])
def test_a_footers_postcode_or_register_number_is_never_a_code(footer: str) -> None:
    text = (
        "Đặt lại mật khẩu / reset your password:\n\nThe code is valid for 10 minutes: open the"
        f" link on the website.\n\n{footer}\n"
    )
    assert _code("Sign in", text) is None


@pytest.mark.parametrize("footer", FOOTERS, ids=["ru", "th", "mx", "vi"])
def test_a_code_above_such_a_footer_is_still_found(footer: str) -> None:
    text = f"Your verification code is:\n\n604918\n\nIt expires in 10 minutes.\n\n--\n{footer}\n"
    assert _code("Your code", text) == "604918"


# ---- Thai words with sara am --------------------------------------------------------------------


def test_a_thai_order_number_is_not_a_code() -> None:
    assert _code("คำสั่งซื้อ", "รหัส: คำสั่งซื้อ 604918 ของคุณถูกจัดส่งแล้ว") is None
