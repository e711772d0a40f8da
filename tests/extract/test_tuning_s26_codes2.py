"""Kinds of mail the code extractor learnt in the second code pass of session 26 (issue 21,
tuning on held-out set 7), each a class of hand-written mails in several languages, both ways:

* a word that would label a number ("account", "phone", "customer") inside the sentence that
  introduces a code shown on its own line ("Your sign-in code for your account:") is a word
  of that sentence, not the code's label; a label row ("Account number:") still labels;
* a four-digit code past the years a mail speaks of ("use 2093 to approve") is a code;
* lottery, sports or statistics words in another paragraph do not rule out a code that a code
  word introduces; in its own sentence or line they still do;
* in a mail that names no one-time code, a code word that any noun labels ("Depot code",
  "Código de sucursal", "门店代码", "รหัสร้าน") names that thing's code, unless the noun is the
  mail's own name or the line speaks of signing in;
* log and test output of more kinds, and a line between two log lines;
* a passcode right after a meeting's ID is the meeting's; a sign-in code beside one is not.
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
    # A line that does not end in a colon introduces nothing.
    ("Account", "Enter the code from the app. Your customer account\n\n583920\n"),
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


# ---- Lottery, sports and statistics words in another paragraph -----------------------------------

CODES_BESIDE_NUMBER_TALK = [
    (
        "PlayFair",
        "Your PlayFair code:\n\n447120\n\nTonight's lotto jackpot: £12m. Draw closes at 19:30.",
    ),
    (
        "Anmeldung",
        "Ihr Code für die Anmeldung:\n\n447120\n\nAktueller Jackpot: 45 Mio. Euro, Ziehung.",
    ),
    (
        "Entrar",
        "Tu código para entrar:\n\n447120\n\nSorteo de hoy: lotería con bote de 12 millones.",
    ),
    (
        "StatsHub",
        "Your StatsHub code:\n\n447120\n\nFinal score last night: 3-1. League table updated.",
    ),
]


@pytest.mark.parametrize(("subject", "text"), CODES_BESIDE_NUMBER_TALK)
def test_a_code_word_owns_its_number_beside_a_jackpot_in_the_next_paragraph(
    subject: str, text: str
) -> None:
    assert _code(subject, text) == "447120"


NUMBER_TALK_IN_THE_CODES_OWN_SENTENCE = [
    ("Lotto", "Lotto draw code: 447120 · Jackpot EUR 48m"),
    ("Jackpot", "Your code for this week's jackpot draw:\n\n447120\n\nGood luck."),
    ("Statistik", "Statistik-Code: 447120 (Besucherzahlen März)"),
]


@pytest.mark.parametrize(("subject", "text"), NUMBER_TALK_IN_THE_CODES_OWN_SENTENCE)
def test_number_talk_in_the_codes_own_sentence_or_line_still_rules_it_out(
    subject: str, text: str
) -> None:
    assert _code(subject, text) is None


# ---- Any noun's code, in a mail that names no one-time code -------------------------------------

THINGS_CODES_OF_ANY_NOUN = [
    ("Your delivery window", "Deliveries resume Monday.\nDepot code: 402215 · Route: North"),
    ("Policy", "Thank you for your business.\n\nFCA code 771204. Registered in England."),
    (
        "Aviso",
        "Tu factura de marzo está disponible.\nCódigo de sucursal 884213 · Importe: 42,10 EUR",
    ),
    ("Relevé", "Votre relevé est disponible.\nCode d'agence 88421 · Solde : 1 204,00 EUR"),
    (
        "Bolletta",
        "La bolletta di marzo è pronta.\nCodice della filiale 884213 · Importo: 42,10 EUR",
    ),
    ("电子发票", "您的电子发票已开具。\n门店代码 884213 · 开票日期 2025-03-11"),
    ("請求書", "ご請求書を発行しました。\n店舗コード 884213 · 請求番号 INV-0412"),
    ("ใบแจ้งหนี้", "ใบแจ้งหนี้เดือนมีนาคม\nรหัสร้าน 884213 · ยอดรวม 420 บาท"),
    ("बिल", "आपका बिल तैयार है।\nSAC कोड 998314 · राशि 420 रुपये"),
]


@pytest.mark.parametrize(("subject", "text"), THINGS_CODES_OF_ANY_NOUN)
def test_a_code_word_a_noun_names_labels_that_things_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


OWN_CODES_WITHOUT_A_ONE_TIME_PHRASE = [
    # The mail's own name, which it repeats, is no thing.
    ("Brindle", "Brindle\n\nBrindle code: 482913\n\nDo not share it. Brindle Ltd", "482913"),
    # A word of a sentence ("the Guard code you need"), an adjective ("Fresh code").
    ("Lanternforge", "Here is the Guard code you need to log in:\n\n4RT9W\n\nThanks", "4RT9W"),
    ("Reply", "Sorry about that.\n\nFresh code: 839201\n\nBest, Mia", "839201"),
    # A line that speaks of signing in makes the noun's code a sign-in code.
    ("Console", "Arcade code to sign in on the console:\n\n4RT9W\n", "4RT9W"),
    ("Cuenta", "Código de Arcadia para iniciar sesión:\n\n482913\n", "482913"),
    # A possessive after "código de", a particle or a possessive before "コード", "代码".
    ("Acceso", "Código de tu cuenta: 482913\nNo lo compartas.", "482913"),
    ("代码", "您的代码：482913\n请勿告诉他人。", "482913"),
    ("コード", "ログインのコード：482913", "482913"),
]


@pytest.mark.parametrize(("subject", "text", "code"), OWN_CODES_WITHOUT_A_ONE_TIME_PHRASE)
def test_a_code_word_no_noun_names_still_gives_the_code(subject: str, text: str, code: str) -> None:
    assert _code(subject, text) == code


# ---- Log and test output -------------------------------------------------------------------------

LOG_OUTPUT = [
    (
        "Cron <deploy@app01> /opt/bin/rotate.sh",
        "/opt/bin/rotate.sh: line 12: 48213 Terminated  gzip app.log\nrotate: exit status 143\n"
        "logrotate error: code 2 at rotate.c(4411)",
    ),
    (
        "[acme/web] Job failed",
        "Job failed on main\n\ntests/test_login.py::test_code FAILED\nE   assert 401 == 200\n"
        "E   otp=559013 user=sam\nmake: *** [Makefile:9: test] Error 1",
    ),
    (
        "CI failed",
        "Pipeline failed.\n\n--- output ---\nFAIL src/auth.test.ts\n  ● login › accepts the code\n"
        "    Expected: 200, Received: 401 (code 558120)\n",
    ),
    # A line between two log lines is log output, whatever it looks like itself.
    (
        "Monitor alert",
        "Alert from the verification code service:\n\n10:42:13 verify: sending code\n"
        "  session 482913\n10:42:14 verify: code rejected\n\nSee the dashboard.",
    ),
]


@pytest.mark.parametrize(("subject", "text"), LOG_OUTPUT)
def test_numbers_in_log_or_test_output_are_not_codes(subject: str, text: str) -> None:
    assert _code(subject, text) is None


CODES_NEAR_LOG_WORDS = [
    ("Security warning", "Security warning: someone tried to sign in.\nYour code: 482913"),
    ("Your code", "Your sign-in code:\n\n482913\n\nRequested at 10:42:13 from Firefox."),
    ("Code", "Sign-in failed? Use this code instead:\n\n482913\n\nIt expires in 10 minutes."),
]


@pytest.mark.parametrize(("subject", "text"), CODES_NEAR_LOG_WORDS)
def test_a_code_beside_words_of_a_log_is_still_a_code(subject: str, text: str) -> None:
    assert _code(subject, text) == "482913"


# ---- A passcode right after a meeting's ID -------------------------------------------------------

MEETING_PASSCODES = [
    ("Webinar", "Your webinar starts soon.\nWebinar ID: 912 4410 2231\nPasscode: 558210"),
    ("Webinaire", "Rejoindre le webinaire\nID du webinaire : 912 4410 2231 · Code secret : 558210"),
    (
        "Seminario",
        "Únase al seminario web.\nID del seminario web: 912 4410 2231 · Contraseña: 558210",
    ),
    (
        "Вебинар",
        "Вебинар скоро начнётся.\nИдентификатор вебинара: 912 4410 2231 · Код доступа: 558210",
    ),
]


@pytest.mark.parametrize(("subject", "text"), MEETING_PASSCODES)
def test_a_passcode_after_a_meeting_id_is_the_meetings(subject: str, text: str) -> None:
    assert _code(subject, text) is None


CODES_BESIDE_A_WEBINAR = [
    (
        "Code",
        "Your sign-in code: 558210\n\nAfter signing in, join the webinar from your dashboard.",
    ),
    ("Code", "Use code 558210 to sign in. Webinar ID: 912 4410 2231 is shown inside."),
    (
        "Code",
        "Webinar ID: 912 4410 2231\n\nTo watch the recording, sign in with this code:\n\n558210",
    ),
]


@pytest.mark.parametrize(("subject", "text"), CODES_BESIDE_A_WEBINAR)
def test_a_sign_in_code_beside_a_webinar_is_still_a_code(subject: str, text: str) -> None:
    assert _code(subject, text) == "558210"
