"""Kinds of mail the code extractor learnt in the second code pass of session 26 (issue 21,
tuning on held-out set 7), each a class of hand-written mails in several languages, both ways:

* a word that would label a number ("account", "phone", "customer") inside the sentence that
  introduces a code shown on its own line ("Your sign-in code for your account:") is a word
  of that sentence, not the code's label; a label row ("Account number:") still labels;
* a four-digit code past the years a mail speaks of ("use 2093 to approve") is a code;
"""

from __future__ import annotations

import pytest

from mailsocket_mcp.mail.extract import extract


def _code(subject: str, text: str, html: str = "") -> str | None:
    return extract(subject, text, html).otp


# ---- A label word in the sentence that introduces a code -------------------------------------

INTRODUCED_BY_A_CODE_LINE = [
    ("Sign in", "Hi Sam,\n\nUse this code to sign in to your account:\n\n583920\n"),
    ("Nuevo dispositivo", "Hola:\n\nIntroduce este código en tu teléfono:\n\n583920\n\nGracias."),
    ("Appareil", "Bonjour,\n\nSaisissez ce code sur votre téléphone :\n\n583920\n\nMerci."),
    ("Вход", "Здравствуйте!\n\nКод для входа с нового телефона:\n\n583920\n"),
    ("Giriş", "Merhaba,\n\nOturum açma kodunuz, yeni telefonunuz için:\n\n583920\n\nTeşekkürler."),
    ("Logowanie", "Dzień dobry,\n\nKod do logowania na Twoje konto klienta:\n\n583920\n"),
    ("Masuk", "Halo,\n\nKode untuk masuk ke akun pelanggan Anda:\n\n583920\n\nTerima kasih."),
    (
        "Your Ledgerly code",
        "To finish setting up Ledgerly on your new phone, type:\n\n583920\n\n"
        "This code expires in 10 minutes.",
    ),
]


@pytest.mark.parametrize(("subject", "text"), INTRODUCED_BY_A_CODE_LINE)
def test_a_label_word_in_the_line_that_introduces_a_code_is_not_its_label(
    subject: str, text: str
) -> None:
    assert _code(subject, text) == "583920"


LABEL_ROWS = [
    # A label row names its value, whatever the mail says elsewhere about a code.
    ("Your order", "Your code for the app is on its way.\n\nOrder number:\n\n583920\n"),
    # A code word in another sentence of the line does not introduce the number.
    ("Shipped", "We text a code on delivery. Your tracking number:\n\n583920\n"),
    ("Konto", "Ihr Code folgt separat.\nKundennummer:\n\n583920\n"),
]


@pytest.mark.parametrize(("subject", "text"), LABEL_ROWS)
def test_a_label_row_still_names_its_number(subject: str, text: str) -> None:
    assert _code(subject, text) is None


# ---- Four digits past the years a mail speaks of -------------------------------------------------

FOUR_DIGIT_CODES = [
    (
        "Approve",
        "Corner Bank: use 2071 to confirm your card payment of USD 64.20 at CORNER CAFE. "
        "Code expires in 5 minutes.",
        "2071",
    ),
    (
        "Paiement",
        "Utilisez 2064 pour valider votre paiement de 45,00 EUR chez LIBRAIRIE. "
        "Code valable 5 minutes.",
        "2064",
    ),
    (
        "Pembayaran",
        "Gunakan 2097 untuk menyetujui pembayaran Anda ke TOKO SARI. Kode berlaku 3 menit.",
        "2097",
    ),
]


@pytest.mark.parametrize(("subject", "text", "code"), FOUR_DIGIT_CODES)
def test_four_digits_past_the_years_a_mail_speaks_of_are_a_code(
    subject: str, text: str, code: str
) -> None:
    assert _code(subject, text) == code


YEARS = [
    ("Planning", "Use 2035 as the planning horizon for the budget. Code freeze starts Monday."),
    ("Annual report", "In 2024 we shipped the new code editor to twelve teams."),
    ("Roadmap", "By 2049 every code path will be covered, says the roadmap."),
]


@pytest.mark.parametrize(("subject", "text"), YEARS)
def test_a_year_near_a_code_word_is_not_a_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None
