"""Legal footers and used/expired notices in more languages (issue 21, tuning on held-out set 4).

* A legal footer (imprint: company, legal form, registered office, register / tax / postcode
  lines) is not where a code lives: its numbers are never the code, also after a "code"-like
  label ("código postal", "code APE", "邮政编码"); a code above such a footer still wins.
* A mail saying a code was used or has expired, in Japanese, Chinese, Korean, Russian,
  Ukrainian, Czech, Swedish, Malay and Portuguese, shows no code to type; a mail that gives a
  new code in these languages still gives it.

Each kind both ways; the mails are written for these tests.
"""

from __future__ import annotations

import pytest

from mailsocket_mcp.mail.extract import extract


def _code(subject: str, text: str, html: str = "") -> str | None:
    return extract(subject, text, html).otp


# ---- Legal footers ---------------------------------------------------------------------------

FOOTERS = [
    "Nordlicht Reisen GmbH · Hafenstraße 12 · 20457 Hamburg\nRegistergericht Hamburg HRB 174302,"
    " Geschäftsführer: Jana Ott",
    "Brisa Verde S.L., domicilio social: Calle Mayor 8, Valencia. Registro Mercantil de Valencia,"
    " hoja V-583921",
    "Atelier Lune SARL au capital social de 10 000 €, siège social : 4 rue Haute, Lyon\nRCS Lyon"
    " 813 402 117 — code APE 4791B",
    "ООО «Северный ветер», юридический адрес: ул. Ленина 5, Казань\nИНН 1655093817, ОКПО 846203",
    "上海星河科技有限公司 地址：上海市浦东新区世纪大道 88 号\n"
    "统一社会信用代码 91310115MA7XK2L81C 邮政编码 200135",
    "Bosman Webwinkel B.V., Kerkstraat 3, Utrecht\nKvK 73920415, BTW NL861924033B01",
    "Kolibri Sp. z o.o., ul. Długa 7, Gdańsk\nKRS 0000752913, NIP 5842791036, kod pocztowy 80-827",
    "Lumen Analytics Ltd, registered office: 9 Mill Lane, Leeds\nRegistered in England and Wales"
    " no. 12839401. VAT no. GB 319 4402 17",
]

_FOOTER_LANGS = ["de", "es", "fr", "ru", "zh", "nl", "pl", "en"]


@pytest.mark.parametrize("footer", FOOTERS, ids=_FOOTER_LANGS)
def test_a_legal_footers_numbers_are_never_a_code(footer: str) -> None:
    text = (
        "Hello,\n\nclick the button below to sign in to your account. The link is valid for"
        f" 15 minutes.\n\nIf you did not ask for this, ignore this mail.\n\n--\n{footer}\n"
    )
    assert _code("Sign in", text) is None


@pytest.mark.parametrize("footer", FOOTERS, ids=_FOOTER_LANGS)
def test_a_code_above_a_legal_footer_is_still_the_code(footer: str) -> None:
    text = f"Your verification code is:\n\n604918\n\nIt expires in 10 minutes.\n\n--\n{footer}\n"
    assert _code("Your code", text) == "604918"


def test_a_registry_label_on_the_line_outweighs_a_code_word_further_back() -> None:
    text = (
        "Thanks for your order!\n\nCódigo de identificación fiscal: B-47291035. Inscrita en el"
        " Registro Mercantil de Sevilla, tomo 52917\n"
    )
    assert _code("Pedido confirmado", text) is None


def test_a_company_name_beside_the_code_does_not_hide_it() -> None:
    text = "Your verification code for Lumen Analytics Ltd is 604918. VAT no. GB 319 4402 17"
    assert _code("Your code", text) == "604918"


# ---- Used / expired notices in more languages ---------------------------------------------------

SPENT = [
    ("ログイン通知", "お客様の認証コードは既に使用済みです。\n\nコード: 604918"),
    ("验证码失效", "您的验证码已经失效，请重新登录获取。\n\n验证码：604918"),
    ("코드 만료", "인증번호의 유효 시간이 지났습니다. 다시 요청해 주세요.\n\n인증번호: 604918"),
    ("Код использован", "Код подтверждения уже использовали для входа.\n\nКод: 604918"),
    (
        "Код недействителен",
        "Срок действия вашего кода подтверждения закончился. Запросите код повторно."
        "\n\nКод: 604918",
    ),
    ("Код застарів", "Термін дії вашого коду підтвердження закінчився.\n\nКод: 604918"),
    ("Kód použit", "Váš ověřovací kód byl právě použit k přihlášení.\n\nKód: 604918"),
    ("Kód vypršel", "Platnost vašeho ověřovacího kódu vypršela. Vyžádejte si nový.\n\nKód: 604918"),
    ("Kod använd", "Din verifieringskod har redan använts för att logga in.\n\nKod: 604918"),
    ("Koden har gått ut", "Koden du begärde har gått ut. Begär en ny kod.\n\nKod: 604918"),
    (
        "Kod tamat tempoh",
        "Kod yang anda minta telah tamat tempoh. Sila minta kod baharu.\n\n604918",
    ),
    ("Código expirado", "O código que você pediu está expirado. Peça um novo.\n\nCódigo: 604918"),
]


@pytest.mark.parametrize(
    ("subject", "text"),
    SPENT,
    ids=["ja", "zh", "ko", "ru", "ru2", "uk", "cs", "cs2", "sv", "sv2", "ms", "pt"],
)
def test_a_used_or_expired_notice_gives_no_code(subject: str, text: str) -> None:
    assert _code(subject, text) is None


FRESH = [
    ("Přihlášení", "Váš ověřovací kód je 482913. Platí 10 minut."),
    ("Ny kod", "Din tidigare kod har gått ut. Här är din nya kod: 482913"),
    ("Nový kód", "Váš předchozí kód vypršel. Nový kód: 482913"),
    ("Kod baharu", "Kod sebelum ini telah tamat tempoh. Kod baharu anda: 482913"),
    ("Новый код", "Предыдущий код больше не действует. Ваш новый код: 482913"),
    ("新验证码", "您之前的验证码已经失效。新的验证码：482913"),
    ("Novo código", "O seu código anterior já foi utilizado. O novo código é 482913."),
]


@pytest.mark.parametrize(
    ("subject", "text"), FRESH, ids=["cs", "sv", "cs2", "ms", "ru", "zh", "pt"]
)
def test_a_new_code_after_an_expired_one_is_given(subject: str, text: str) -> None:
    assert _code(subject, text) == "482913"
