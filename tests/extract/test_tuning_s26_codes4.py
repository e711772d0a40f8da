"""Kinds of mail the code extractor learnt in the fourth code pass of session 26 (issue 21,
tuning on held-out sets 9 and 10), each a class of hand-written mails in several languages,
both ways:

* the purpose gate: a code is returned only when the mail says what it is for. A one-time
  phrase names it ("verification code", "Votre code de vérification"), the subject speaks of a
  code or of what it is typed for, or near a code word stands a call to enter or use it, what
  it is for (signing in, approving, resetting, paying), "do not share it", a validity of a day
  or less, or the reader's own code ("Your code:"). A bare "code" word with none of these
  (a firm code, a transaction code, a SIM PIN, a cinema offer's code, "the code from the mail")
  and a bare sign-in word ("login qa, password in Vault") give none.
"""

from __future__ import annotations

import pytest

from mailsocket_mcp.mail.extract import extract


def _code(subject: str, text: str, html: str = "") -> str | None:
    return extract(subject, text, html).otp


# ---- The purpose gate -----------------------------------------------------------------------

NO_PURPOSE = [
    ("Invoice INV-2025-0071", "Total GBP 288.00. Registered in England. ICAEW firm code C009981."),
    ("Newsletter", "Our code of conduct changed in section 4471."),
    ("Top up berhasil", "Saldo bertambah Rp 250.000.\nKode transaksi: TPX4471931\nWaktu: 19:22"),
    (
        "Install your eSIM",
        "Scan the QR code below.\nOrder number 77120443 · SIM PIN code 1234 (change it later)",
    ),
    ("Kinotag", "Jeden Mittwoch: mit dem Code KINO2X1 ist das zweite Ticket gratis."),
    ("Re: тестовий акаунт", "Акаунт створила. Код із листа (318402) вже не дійсний."),
    ("Re: test stand", "Stand is up. Login qa, password is in the vault at qa/stand/4821."),
    ("lunch?", "Table for 4 under Carter, confirmation 7731. Ring me if late."),
]


@pytest.mark.parametrize(("subject", "text"), NO_PURPOSE)
def test_a_code_word_that_says_nothing_of_a_purpose_gives_no_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


WITH_PURPOSE = [
    (
        "Approve your payment",
        "Bank: use 2093 to approve your payment. Code valid 3 minutes.",
        "2093",
    ),
    ("Zresetuj hasło", "Kod resetu: 581094", "581094"),
    ("Account", "Here is the Guard code you need to log in:\n\nF4K9R", "F4K9R"),
    ("Pulsewire", "Your code: 221200 (valid for 10 minutes)", "221200"),
    ("Brindle", "Brindle code: 482913\n\nDo not share it.", "482913"),
    (
        "Re: code not working",
        "Sorry, the earlier code was issued too soon. A fresh one:\n405638",
        "405638",
    ),
    ("Re: Vantel", "Votre code de vérification est 890330", "890330"),
    ("Re: Alcance", "Tu código de verificación es: 348754", "348754"),
]


@pytest.mark.parametrize(("subject", "text", "code"), WITH_PURPOSE)
def test_a_code_word_with_a_purpose_still_gives_the_code(
    subject: str, text: str, code: str
) -> None:
    assert _code(subject, text) == code


# ---- A card's end in French, Spanish, German: a label inside a one-time sentence -------------

CARD_ENDS = [
    ("Paiement", "Votre code de vérification pour la carte se terminant par 4417 est 583920."),
    ("Pago", "Tu código de verificación para la tarjeta terminada en 4417 es 583920."),
    ("Zahlung", "Ihr Bestätigungscode für die Karte endend auf 4417 lautet 583920."),
    ("Pagamento", "O seu código de verificação do cartão terminado em 4417 é 583920."),
]


@pytest.mark.parametrize(("subject", "text"), CARD_ENDS)
def test_a_cards_end_is_not_the_code_in_its_languages(subject: str, text: str) -> None:
    assert _code(subject, text) == "583920"


CARD_END_ONLY = [
    (
        "Paiement",
        "Paiement de 42,00 EUR avec la carte se terminant par 4417. Code confidentiel demandé.",
    ),
    ("Pago", "Cargo en la tarjeta terminada en 4417. Tu código de cliente no cambia."),
]


@pytest.mark.parametrize(("subject", "text"), CARD_END_ONLY)
def test_a_cards_end_alone_gives_no_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


# ---- Polish: a BLIK code is one-time; "Kod rozliczeniowy" (the qualifier after "kod") is not --

BLIK = [
    ("Płatność BLIK", "Wpisz kod BLIK 482913 w aplikacji. Kod rozliczeniowy 10204821.", "482913"),
    ("BLIK", "Twój kod BLIK: 482913\nKod rozliczeniowy banku 1020 4821", "482913"),
    ("Przelew", "Kod rozliczeniowy 10204821 dla przelewu. Potwierdź płatność w aplikacji.", None),
    ("Płatność BLIK", "Nigdy nie podawaj kodu BLIK. Kod rozliczeniowy banku 1020 4821.", None),
]


@pytest.mark.parametrize(("subject", "text", "code"), BLIK)
def test_a_blik_code_is_found_and_a_settlement_code_is_not(
    subject: str, text: str, code: str | None
) -> None:
    assert _code(subject, text) == code


# ---- Tracker mail about codes: issue keys, counts of users, a city's ZIP ----------------------

TRACKER_MAIL = [
    (
        "[Jira] PAC-4821: zmiana statusu",
        "Zgłoszenie PAC-4821 „Kod SMS nie dochodzi” zmieniło status.",
    ),
    (
        "[Tracker] SUP-1182 customer cannot log in",
        "Priya commented on SUP-1182: the login code never arrives.",
    ),
    ("[Board] PLAT-4821 assigned to you: OTP email retries", "Mara assigned PLAT-4821 to you."),
    ("Your digest: OTP work", "PLT-224 Code expiry 10 to 5 min completed"),
    ("Your digest: login codes", "Backfill 48213 users with a new login code length."),
    ("Your digest: OTP work", "Code expiry shortened.\nTrackline Inc., San Francisco CA 94111"),
]


@pytest.mark.parametrize(("subject", "text"), TRACKER_MAIL)
def test_a_trackers_issue_keys_counts_and_address_are_not_codes(subject: str, text: str) -> None:
    assert _code(subject, text) is None


KEYED_CODES = [
    ("Your code", "G-482913 is your Google verification code.", "482913"),
    ("PLAT-4821 sign-in", "Your sign-in code for PLAT-4821 is 583920.", "583920"),
    ("Verify", "Your verification code: 583920\nSan Francisco, CA", "583920"),
]


@pytest.mark.parametrize(("subject", "text", "code"), KEYED_CODES)
def test_a_code_beside_an_issue_key_or_a_state_is_still_found(
    subject: str, text: str, code: str
) -> None:
    assert _code(subject, text) == code


# ---- Vietnamese "Mã giao dịch" (transaction code) ---------------------------------------------

TRANSACTION_CODES = [
    ("Đăng nhập mới", "Tài khoản vừa đăng nhập trên Chrome. Mã giao dịch: 88213047."),
    (
        "Đăng nhập mới vào tài khoản",
        "Bạn vừa đăng nhập. Mã giao dịch 88213047. Nếu không phải bạn, hãy đổi mật khẩu.",
    ),
    ("Thanh toán", "Đăng nhập để xem. Mã giao dịch: 482913"),
]


@pytest.mark.parametrize(("subject", "text"), TRANSACTION_CODES)
def test_a_vietnamese_transaction_code_is_not_a_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


def test_a_vietnamese_sign_in_code_beside_a_transaction_code_is_found() -> None:
    text = "Mã xác thực đăng nhập của bạn là 482913. Mã giao dịch: 88213047."
    assert _code("Đăng nhập", text) == "482913"


# ---- Hebrew "לחשבון" (to the account) is a word of the sentence, not a label ------------------

HEBREW_TO_THE_ACCOUNT = [
    ("קוד אימות לכניסה", "קוד האימות שלך לכניסה לחשבון: \u200e629184\u200e\nהקוד בתוקף ל-10 דקות."),
    ("כניסה", "קוד האימות שלך לכניסה לחשבון: 629184"),
    ("כניסה", "קוד אימות לחשבון שלך: 629184"),
    ("התחברות", "קוד האימות שלך להתחברות לחשבון הוא: 629184"),
]


@pytest.mark.parametrize(("subject", "text"), HEBREW_TO_THE_ACCOUNT)
def test_a_hebrew_to_the_account_is_no_label(subject: str, text: str) -> None:
    assert _code(subject, text) == "629184"


@pytest.mark.parametrize(
    "text", ["חשבון: 629184. קוד האימות יישלח בנפרד.", "מספר חשבון 629184, קוד אימות בנפרד."]
)
def test_a_hebrew_account_number_is_still_a_label(text: str) -> None:
    assert _code("חשבון", text) is None
