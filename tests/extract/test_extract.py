"""OTP and magic-link extraction on small hand-written mails: evidence, distractors, bounds."""

from __future__ import annotations

import base64

import pytest

from mailsocket_mcp.mail.extract import MAX_HTML_CHARS, MAX_TEXT_CHARS, extract
from mailsocket_mcp.mail.html_text import render_html
from mailsocket_mcp.mail.parse import parse_message


def _confidence(subject: str, text: str, html: str = "") -> float:
    result = extract(subject, text, html)
    assert result.otp_confidence is not None
    return result.otp_confidence


def test_keyword_next_to_a_six_digit_code_gives_high_confidence() -> None:
    result = extract("Sign in", "Your verification code is 482913.", "")
    assert result.otp == "482913"
    assert result.otp_confidence is not None
    assert result.otp_confidence >= 0.8


def test_bare_number_without_any_keyword_is_not_a_code() -> None:
    assert extract("Hello", "See you at table 482913 tonight.", "") == extract("", "", "")
    assert extract("Hello", "482913", "").otp is None


def test_code_far_from_its_keyword_has_lower_confidence_than_one_next_to_it() -> None:
    near = _confidence("Hi", "Your login code: 482913")
    subject_only = _confidence("Your login code", "Hi Dana,\n\n" + "Thanks. " * 40 + "482913")
    assert near >= 0.8 > subject_only >= 0.5


def test_weak_context_word_gives_less_confidence_than_a_code_keyword() -> None:
    weak = _confidence("", "Enter 482913 to sign in")
    strong = _confidence("", "Your sign-in code is 482913")
    assert strong > weak


def test_confidence_is_none_exactly_when_there_is_no_code() -> None:
    result = extract("Newsletter", "Read our 10 tips", "")
    assert (result.otp, result.otp_confidence) == (None, None)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Your code: 123 456", "123456"),
        ("Security code 842-193", "842193"),
        ("Your one-time code is X4T9PZ", "X4T9PZ"),
        ("Your sign-in code: A7K-9QX", "A7K9QX"),
        ("Your code: 4 8 2 9 1 3", "482913"),
        ("確認コード：７３９２０１", "739201"),
    ],
)
def test_codes_are_returned_the_way_a_user_types_them(text: str, code: str) -> None:
    assert extract("", text, "").otp == code


@pytest.mark.parametrize(
    ("subject", "text", "code"),
    [
        ("验证码", "您的验证码是：683920，5分钟内有效。", "683920"),
        ("認証", "認証コード：418207", "418207"),
        ("인증", "인증번호 [583027]를 입력해 주세요.", "583027"),
        ("Вход", "Ваш код подтверждения: 749201", "749201"),
        ("Anmeldung", "Ihr Bestätigungscode lautet 602817.", "602817"),
        ("Connexion", "Votre code de vérification est : 274019", "274019"),
        ("Acceso", "Tu código de verificación es 851130.", "851130"),
        ("Acesso", "Seu código de verificação é 930174.", "930174"),
    ],
)
def test_code_keywords_are_understood_in_nine_languages(subject: str, text: str, code: str) -> None:
    result = extract(subject, text, "")
    assert result.otp == code
    assert result.otp_confidence is not None
    assert result.otp_confidence >= 0.8


@pytest.mark.parametrize(
    "text",
    [
        "Your verification code expires in 10 minutes. Order #558201, total $4999.",
        "Use promo code 739201 at checkout for 15% off.",
        "Use code SAVE20 for 20% off your order.",
        "Login code sent. Call +1 (555) 013-2841 if you need help.",
        "Verify your address: 1200 Market Street, CA 94107.",
        "Sign in before 2024-05-12. Tracking number 1Z999AA10123456784.",
        "Verification pending for invoice 20240512 (€1250).",
        "Your code will arrive in 1440 minutes. Ticket #482913.",
        "Sign in to see https://shop.test/orders/4829130?ref=77120934 or write to u123456@x.test",
    ],
)
def test_distractors_do_not_win_even_beside_code_words(text: str) -> None:
    assert extract("Your account", text, "").otp is None


def test_code_found_in_html_with_scripts_styles_and_entities() -> None:
    html = (
        "<style>.x{color:#123456}</style><script>var id=884201;</script>"
        "<p>Your&nbsp;code&nbsp;is</p><div><b>118204</b></div>"
    )
    assert extract("", "", html).otp == "118204"


MAGIC = "https://app.nimbus.test/auth/magic?token=q8ZrT3vX9kLmN2pQ4sW6yB1c&e=1"


def test_sign_in_button_wins_over_footer_links_and_entities_are_decoded() -> None:
    html = (
        '<a href="https://nimbus.test/"><img alt="Nimbus" src="https://cdn.nimbus.test/l.png"></a>'
        f'<a href="{MAGIC.replace("&", "&amp;")}">Sign in</a>'
        '<a href="https://nimbus.test/unsubscribe?t=a1b2c3d4e5f6g7h8i9">Unsubscribe</a>'
        '<a href="mailto:help@nimbus.test">Help</a><a href="https://twitter.com/nimbus">X</a>'
    )
    assert extract("", "", html).magic_link == MAGIC


@pytest.mark.parametrize(
    "label", ["Verify email", "Confirm", "Log in", "Anmelden", "Se connecter", "ログイン", "登录"]
)
def test_anchor_text_names_the_magic_link_in_many_languages(label: str) -> None:
    href = "https://go.mailer.test/c/8f3a9b2c7d1e4f5a6b7c8d9e"
    html = f'<a href="{href}">{label}</a> <a href="https://go.mailer.test/c/1a2b3c4d5e6f7a8b9c">Blog</a>'
    assert extract("", "", html).magic_link == href


def test_link_split_by_a_quoted_printable_soft_break_is_joined() -> None:
    text = "Sign in:\nhttps://app.nimbus.test/login?token=3Dq8ZrT3vX9kLm=\nN2pQ4sW6yB1c\n"
    assert (
        extract("", text, "").magic_link
        == "https://app.nimbus.test/login?token=q8ZrT3vX9kLmN2pQ4sW6yB1c"
    )


@pytest.mark.parametrize(
    "html",
    [
        '<a href="https://shop.test/sale?c=SUMMER">Shop now</a>',
        '<a href="https://shop.test/login">Log in</a>',
        '<a href="https://shop.test/orders/88?key=a1b2c3d4e5f6a7b8c9">View your order</a>',
        '<a href="https://shop.test/u/unsubscribe/a1b2c3d4e5f6a7b8c9">Sign in to unsubscribe</a>',
        '<a href="mailto:login@shop.test?subject=verify">Verify</a>',
    ],
)
def test_marketing_order_and_mailto_links_are_not_magic_links(html: str) -> None:
    assert extract("", "", html).magic_link is None


def test_html_rendering_keeps_block_boundaries_and_anchor_text() -> None:
    markup = "<p>Your code</p><p>123&nbsp;456</p><a href='https://x.test/a'>Go <b>now</b></a>"
    rendered = render_html(markup)
    assert [line for line in rendered.text.splitlines() if line][:2] == ["Your code", "123 456"]
    assert rendered.anchors[0].text == "Go now"


def test_broken_html_still_renders_text() -> None:
    assert "482913" in render_html("<head><title>x<p>Code <b>482913</b><![if !mso]><a href=").text


def test_only_the_first_max_text_chars_are_read_so_a_huge_mail_costs_bounded_work() -> None:
    filler = "Order 1234 5678, call +1 555 0100. " * (MAX_TEXT_CHARS // 20)
    late_code = filler + "Your verification code is 482913"
    assert extract("", late_code, "").otp is None
    early_code = "Your verification code is 482913\n" + filler
    assert extract("", early_code, "").otp == "482913"
    # The HTML a client renders wins over the text part: its code must come early too.
    early_html = "<p>Your verification code is 482913</p><p>" + filler * 3 + "</p>"
    assert extract("", early_code, early_html).otp == "482913"
    late_html = "<p>" + filler * 3 + "</p><p>Your verification code is 482913</p>"
    assert extract("", "", late_html).otp is None
    assert len(filler) * 3 > MAX_HTML_CHARS


@pytest.mark.parametrize(
    ("text", "otp"),
    [
        ("Join the meeting. Meeting passcode: 482911", None),
        ("Appointment Tue 14:30. Confirmation number: 558201", None),
        ("Booking confirmation 83920144 for 2 nights", None),
        ("Acme Inc., 1 Harbour Way, Suite 1200, Oakland, CA 94607. Your code is above.", None),
        ("Guard code to log in to account player_8812:\n\n4RT9W\n", "4RT9W"),
    ],
)
def test_shared_passcodes_references_and_identifiers_are_not_codes(
    text: str, otp: str | None
) -> None:
    assert extract("Notice", text, "").otp == otp


@pytest.mark.parametrize(
    ("subject", "text"),
    [
        ("Sign in to localhost:3000", "Sign in to localhost:3000\nYour sign-in link is below."),
        ("[localhost:8000] Confirm", "Confirm your email on localhost:8000 by opening the link."),
        ("Sign in", "Open localhost:8080/verify?code=482913 to sign in."),
        ("Sign in", "Your login link: 127.0.0.1:5000/auth/login/839201"),
        ("Confirm", "Confirm at app.example.test/verify/839201 now."),
        ("Confirm", "Confirm at app.example.test:8443/confirm?token=552019"),
        ("Login", "Open exp://192.168.1.5:19000/--/auth?code=4411 on your phone to log in."),
        ("Login", "Dev server [::1]:5173 is ready. Log in with the link."),
    ],
    ids=["port", "port-2", "query", "ip-path", "path", "domain-port", "app-scheme", "ipv6"],
)
def test_digits_of_a_url_are_never_a_code(subject: str, text: str) -> None:
    assert extract(subject, text, "").otp is None


def test_a_real_code_beside_a_localhost_link_is_still_found() -> None:
    text = (
        "Your verification code is 731904.\n"
        "Or open http://localhost:3000/verify?requestId=20260913001 · server localhost:3000"
    )
    assert extract("Verify on localhost:3000", text, "").otp == "731904"


@pytest.mark.parametrize(
    ("subject", "text"),
    [
        ("Hi", "Your exclusive code SPRING25 - 25% off everything this weekend."),
        ("Hallo", "Ihr persönlicher Code: HERBST30\nSie sparen 30 % im Onlineshop."),
        ("Bonjour", "Votre code : ETE15 pour -15 % sur votre commande"),
        ("Hola", "Tu código: VERANO20, 20% de descuento en toda la tienda"),
        ("Olá", "Seu código: FRETE10 para frete grátis"),
        ("Привет", "Ваш код: OSEN25 — скидка 25% на всё"),
        ("会员", "您的专属码 VIP888，满200减30"),
        ("お知らせ", "ご注文時にキャンペーンコード「NATSU10」を入力してください。"),
        ("안내", "고객님의 코드: SUMMER10 — 10% 할인"),
        ("Black Friday", "$50 off $250+\n\nBF2027\n\nEnter at checkout"),
        ("Tickets", "Ticket code: TKT-8F2K-91. Show it at the entrance."),
    ],
    ids=["en", "de", "fr", "es", "pt", "ru", "zh", "ja", "ko", "code-box", "ticket"],
)
def test_promotional_and_ticket_codes_are_not_one_time_codes(subject: str, text: str) -> None:
    assert extract(subject, text, "").otp is None


def test_a_coupon_named_in_the_subject_is_a_coupon_there_too() -> None:
    body = "Your code FREESHIP50 expires at midnight: free shipping on orders over $50."
    assert extract("Your code FREESHIP50 expires tonight", body, "").otp is None


def test_a_word_and_number_code_is_a_coupon_anywhere_in_a_mail_about_sales() -> None:
    text = "Black Friday starts now.\n\n" + "Fresh picks for you. " * 8 + "\n\nYour code: BF2027"
    assert extract("Your code BF2027 inside", text, "").otp is None
    # The same shape in a mail that sells nothing is a code.
    assert extract("Sign in", "Your sign-in code: BF2027", "").otp == "BF2027"


def test_a_named_one_time_code_outweighs_a_promotion_right_after_it() -> None:
    text = "Your verification code is 482913.\n\nP.S. Get 20% off with code SAVE20"
    assert extract("Sign in", text, "").otp == "482913"


TRACKED = "https://t.mailer.test/c/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2Rl"


@pytest.mark.parametrize(
    "label",
    [
        "Complete registration",
        "Registrierung abschließen",
        "Finaliser mon inscription",
        "Completa tu registro",
        "Concluir cadastro",
        "Завершить регистрацию",
        "完成注册",
        "本登録を完了する",
        "회원가입 완료하기",
    ],
)
def test_registration_completion_buttons_are_magic_links_in_nine_languages(label: str) -> None:
    html = (
        f'<a href="{TRACKED}">{label}</a> <a href="https://t.mailer.test/c/1a2b3c4d5e6f7a">Blog</a>'
    )
    assert extract("", "", html).magic_link == TRACKED


@pytest.mark.parametrize(
    "label", ["Complete your purchase", "Complete your profile", "Register now", "Shop the sale"]
)
def test_other_completion_buttons_are_not_magic_links(label: str) -> None:
    assert extract("", "", f'<a href="{TRACKED}">{label}</a>').magic_link is None


@pytest.mark.parametrize(
    ("text", "link"),
    [
        (
            "Чтобы завершить регистрацию, перейдите по ссылке:\n",
            "https://id.kedr.test/register/finish?activation_key=CNhXfySzd9arEt4fIZYFRi",
        ),
        (
            "Sie können Ihre Registrierung über diesen Link abschließen:\n",
            "http://127.0.0.1:8081/konto/bestaetigen/2048?token=NiLk_xIuDp8alqhY66SI",
        ),
        (
            "To confirm this is correct, go to ",
            "http://localhost:8000/accounts/confirm-email/MTA:1sp9Xy:X6lWsvOe1qWfNMEzB7/",
        ),
    ],
    ids=["ru-finish-path", "de-context", "signed-value-with-colons"],
)
def test_activation_links_written_in_the_text_are_found(text: str, link: str) -> None:
    assert extract("", text + link + "\n", "").magic_link == link


def test_a_single_page_app_route_after_the_hash_is_read_as_path_and_query() -> None:
    link = "http://localhost:5173/#/auth/callback?access_token=3GVKASnlTM98bCbbUC34&type=magiclink"
    html = f'<p>Or</p><a href="{link.replace("&", "&amp;")}">sign in with one click</a>'
    assert extract("", "", html).magic_link == link


def test_a_verify_address_and_button_make_a_long_identifier_secret_enough() -> None:
    link = "http://localhost:3000/signup/verify?email=dev%40example.test&requestId=20260913001"
    html = f'<a href="{link.replace("&", "&amp;")}">인증하기</a>'
    assert extract("", "", html).magic_link == link
    short = "https://app.test/verify?id=88211"
    assert extract("", "", f'<a href="{short}">Verify email</a>').magic_link is None


def test_iso_2022_jp_activation_mail_decodes_and_yields_its_link() -> None:
    link = "https://shop.tsubaki.test/member/regist/complete?id=2u72M8NcjHmsQkAXG8NjwE1E"
    body = (
        b"\x1b$B-!\x1b(B"  # "①" as Windows writes it: the strict ISO-2022-JP codec rejects it
        + f"以下のURLから本登録を完了してください。\n{link}\n".encode("iso-2022-jp")
    )
    subject = base64.b64encode("本登録のお願い".encode("iso-2022-jp")).decode()
    raw = (
        f"Subject: =?ISO-2022-JP?B?{subject}?=\r\n"
        "Content-Type: text/plain; charset=ISO-2022-JP\r\n\r\n"
    ).encode() + body
    parsed = parse_message(raw)
    assert parsed.subject == "本登録のお願い"
    assert extract(parsed.subject, parsed.text, parsed.html).magic_link == link


@pytest.mark.parametrize(
    ("subject", "text", "link"),
    [
        ("Verify your email", "Verify your email: https://app.test/verify?t=q1", True),
        ("Hello", "To sign in, open https://app.test/login?token=abc", True),
        ("Sign in to Acme", "Continue: https://app.test/?magic=x7", True),
        # The address says nothing of signing in, and "t" is no token by its name.
        ("Sign in to Acme", "Sign in here: https://app.test/welcome?t=q1", False),
        ("Spring sale", "Our sale: https://shop.test/verify?t=q1", False),
        ("Sign in", "Sign in: https://app.test/login?page=2", False),
    ],
)
def test_a_short_token_counts_where_the_address_and_the_words_say_sign_in(
    subject: str, text: str, link: bool
) -> None:
    found = extract(subject, text, "").magic_link
    assert (found is not None) == link, found


@pytest.mark.parametrize(
    "href",
    [
        "https://evil.test\\@app.test/verify?token=Zx81abcdefgh1234",
        "https:evil.test/verify?token=Zx81abcdefgh1234",
        "https://%65vil.test/verify?token=Zx81abcdefgh1234",
        "http://0x7f.1/verify?token=Zx81abcdefgh1234",
    ],
)
def test_a_link_whose_host_depends_on_who_reads_it_is_never_picked(href: str) -> None:
    assert extract("Sign in", "", f'<a href="{href}">Sign in</a>').magic_link is None
