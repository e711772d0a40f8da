"""Kinds of mail the code extractor learnt in the third code pass of session 26 (issue 21,
tuning on held-out set 8, code-free mails full of code-looking numbers), each a class of
hand-written mails in several languages, both ways:

* a label word ("card ending", "account", "Kundenportal") inside the sentence that names a
  one-time code and ends with the code is a word of that sentence, not the code's label; a
  label right before its own number still labels it;
* "neuer Anmeldecode", "nieuwe inlogcode": a compound after "new" names a new code;
* code words in a sentence that says a secret was changed ("The PIN code for your card was
  changed") are no evidence of a code; a "we will never ask for your code" warning introduces
  no number after it, while a code shown before it is still found;
* a code word with a value of its own ("tariff code E7", "exited with code 2") gives no
  credit to the mail's other numbers; "(code 48213)" annotates an error;
* a word and a number (BLOOM15, ROAM10) no one-time phrase names is a coupon's or a plan's
  name; a generated mix (YPLP6) is still a code;
* meter, contract, cash-machine and payment-entity numbers, and a card refund's authorisation
  code, are not codes.
"""

from __future__ import annotations

import pytest

from mailsocket_mcp.mail.extract import extract


def _code(subject: str, text: str, html: str = "") -> str | None:
    return extract(subject, text, html).otp


# ---- A label inside the sentence that names a one-time code ---------------------------------

ONE_TIME_SENTENCES = [
    ("Payment", "Your one-time passcode for the card ending 4417 is 583920.\nValid 5 minutes."),
    ("Sign in", "Your verification code for your account is 583920."),
    ("Sign in", "Your login code for order 771204 is 583920."),
    (
        "Anmeldung",
        "Ihr Bestätigungscode für das Kundenportal lautet: 583 920\n\nKundennummer 48213",
    ),
    ("Payment", "Your security code for the account ending 4417 is 583920."),
]


@pytest.mark.parametrize(("subject", "text"), ONE_TIME_SENTENCES)
def test_a_label_inside_a_one_time_sentence_is_not_the_codes_label(subject: str, text: str) -> None:
    assert _code(subject, text) == "583920"


LABELLED_NUMBERS = [
    # A label right before its number still labels it, whatever the sentence says.
    ("Sign in", "Your verification code is for account 583920."),
    ("Login", "Your login code was sent for order 583920."),
    ("Anmeldung", "Ihr Bestätigungscode folgt. Kundennummer 583920"),
]


@pytest.mark.parametrize(("subject", "text"), LABELLED_NUMBERS)
def test_a_label_right_before_its_number_still_labels_it(subject: str, text: str) -> None:
    assert _code(subject, text) is None


# ---- A new code after an expired one ---------------------------------------------------------

NEW_AFTER_EXPIRED = [
    ("Neuer Code", "Der Code 771204 ist abgelaufen.\n\nDein neuer Anmeldecode lautet 583920."),
    ("Nieuwe code", "De code 771204 is verlopen.\n\nJe nieuwe inlogcode is 583920."),
    ("Neuer Code", "Ihr Sicherheitscode 771204 ist abgelaufen. Ihr neuer Sicherheitscode: 583920"),
]


@pytest.mark.parametrize(("subject", "text"), NEW_AFTER_EXPIRED)
def test_a_compound_after_new_names_a_new_code(subject: str, text: str) -> None:
    assert _code(subject, text) == "583920"


def test_an_expired_code_with_no_new_one_is_still_no_code() -> None:
    assert _code("Code abgelaufen", "Ihr Anmeldecode 583920 ist abgelaufen.") is None


# ---- Change notices and warnings -------------------------------------------------------------

NOTICES = [
    (
        "PIN changed",
        "The PIN code for your card was changed at a cash machine.\n\n"
        "Where: terminal 58392, 22 Deansgate",
    ),
    ("Security", "Your security code has been changed.\n\nReference 583920 is on file."),
    (
        "Passwort geändert",
        "Ihr Passwort wurde am 01.04.2025 geändert.\n\n"
        "Wir werden Sie niemals nach einem Bestätigungscode fragen. Notruf: 583 920",
    ),
    ("Appointment", "Your visit is booked.\n\nWe never ask for your sign-in code. Desk 583920."),
    ("Seguridad", "Tu código PIN ha sido cambiado. Oficina 583920, Madrid."),
    ("Konto", "Twój kod PIN został zmieniony. Oddział 583920."),
]


@pytest.mark.parametrize(("subject", "text"), NOTICES)
def test_a_change_notice_or_a_warning_gives_no_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


CODES_BESIDE_WARNINGS = [
    ("Sign in", "583920\n\nWe will never ask you for this code."),
    ("Your code", "Your code is 583920 - never share it with anyone."),
    ("Anmeldung", "Ihr Anmeldecode: 583920\n\nWir werden Sie niemals nach diesem Code fragen."),
    ("Sign in", "Your password was changed yesterday.\n\nYour sign-in code is 583920."),
]


@pytest.mark.parametrize(("subject", "text"), CODES_BESIDE_WARNINGS)
def test_a_code_beside_a_warning_or_a_change_is_found(subject: str, text: str) -> None:
    assert _code(subject, text) == "583920"


# ---- Code words attached to their own values -------------------------------------------------

OWN_VALUES = [
    ("Your sign-in link", "Sign in to see your readings (meter 58392011, tariff code E7)."),
    ("Build", "Sign in to see the logs.\n\nJob 583920 exited with code 2"),
    ("Bounce", "Delivery failed: recipient address rejected (code 58392)."),
    ("Digest", "error: conflict on numpy==2.2.4 [code 583920]"),
]


@pytest.mark.parametrize(("subject", "text"), OWN_VALUES)
def test_a_code_word_with_its_own_value_credits_no_other_number(subject: str, text: str) -> None:
    assert _code(subject, text) is None


OWN_VALUE_CODES = [
    ("Pulsewire code", "Your code: 5 8 3 9 2 0 (valid for 10 minutes)"),
    ("Login", "583920 is your login code."),
    ("Your code", "Code: 583920"),
]


@pytest.mark.parametrize(("subject", "text"), OWN_VALUE_CODES)
def test_a_code_right_after_its_code_word_is_found(subject: str, text: str) -> None:
    assert _code(subject, text) == "583920"


# ---- Word-and-number names -------------------------------------------------------------------

WORD_NAMES = [
    ("Spring", "Read our planting guide and use code BLOOM15 in the shop."),
    ("Your bill", "Roaming pass code ROAM10 saves $10 on your first day."),
    ("Reserved", "Your car is reserved.\n\nRate code LEIS7\n\nPick-up 12 May"),
    ("Tarif", "Mit dem Code SOMMER24 im Warenkorb."),
]


@pytest.mark.parametrize(("subject", "text"), WORD_NAMES)
def test_a_word_and_a_number_no_one_time_phrase_names_is_no_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


GENERATED_MIXES = [
    (
        "Votre code de connexion",
        "Votre code de connexion : YPLP6\n\nCode client 48213390.",
        "YPLP6",
    ),
    ("Tu código", "Tu código de verificación es:\n\nWVMN7\n\nCaduca en 10 minutos.", "WVMN7"),
    ("Sign in", "Your one-time code: BLOOM4\n\nIt expires in 5 minutes.", "BLOOM4"),
]


@pytest.mark.parametrize(("subject", "text", "code"), GENERATED_MIXES)
def test_a_generated_mix_or_a_named_one_time_code_is_found(
    subject: str, text: str, code: str
) -> None:
    assert _code(subject, text) == code


# ---- Other numbers that are not codes --------------------------------------------------------

NOT_CODES = [
    ("Your bill", "Your bill is ready. Code of conduct applies.\nContract 5839201 · Meter 482133"),
    ("Factura", "Tu código de cliente está en la web. Contrato 5839201."),
    ("Pagamento", "Use o código na app. Pagamento por Multibanco: Entidade 58392"),
    ("Card", "Your PIN code is unchanged. Withdrawal at ATM 58392, Deansgate."),
    (
        "Account deleted",
        "Your account was deleted. Credit was refunded to card •••• 4417 "
        "with authorisation code 583920.",
    ),
    ("Promo", "Usa il codice sconto PRIMAVERA. Codice articolo più venduto: 583920."),
]


@pytest.mark.parametrize(("subject", "text"), NOT_CODES)
def test_meter_contract_atm_entity_item_and_refund_numbers_are_no_codes(
    subject: str, text: str
) -> None:
    assert _code(subject, text) is None
