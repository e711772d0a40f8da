"""The labelled mails of the extraction corpus, as data. ``make_corpus.py`` writes them out.

Each case is a realistic mail from an invented brand, with the code and magic link a person
would pick out of it (or None). About a third are negatives: mail full of numbers and links
that are not codes or sign-in links.
"""

# ruff: noqa: E501  -- mail prose reads better on one line than split to fit a column limit

from __future__ import annotations

import base64
import hashlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Mail:
    """One corpus mail and its expected extraction."""

    name: str
    subject: str
    text: str | None = None
    html: str | None = None
    otp: str | None = None
    link: str | None = None
    charset: str = "utf-8"
    cte: str = "quoted-printable"
    subject_charset: str | None = None  # encode the subject as RFC 2047 in this charset
    sender: str = "Nimbus <no-reply@nimbus.test>"
    to: str = "dev-7f3a@inbox.mailsocket.test"
    attachment: tuple[str, bytes] | None = None
    raw: bytes | None = None  # hand-written bytes, for mail no library would produce


def tok(seed: str, length: int = 32) -> str:
    """A deterministic, random-looking URL-safe token."""
    digest = hashlib.sha256(seed.encode()).digest() * 2
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")[:length]


def page(body: str, brand: str = "Nimbus", domain: str = "nimbus.test", lang: str = "en") -> str:
    """A typical transactional HTML mail around ``body``: styles, logo, preheader, footer."""
    words = FOOTERS[lang]
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{brand}</title>
<style>
  body {{ background:#f4f4f7; color:#333333; font-family: Helvetica, Arial; }}
  .btn {{ background:#2250f4; padding: 12px 24px; border-radius: 4px; }}
  @media (max-width: 480px) {{ .wrap {{ width: 100% !important; }} }}
</style></head>
<body><table class="wrap" width="600" cellpadding="0" cellspacing="0">
<tr><td><a href="https://www.{domain}/"><img src="https://cdn.{domain}/img/logo-2x.png"
 alt="{brand}" width="120" height="32"></a></td></tr>
<tr><td>{body}</td></tr>
<tr><td style="font-size:12px;color:#8a8a8a">
<p>{words[0]} <a href="https://help.{domain}/">{words[1]}</a> ·
<a href="https://www.{domain}/privacy">{words[2]}</a> ·
<a href="https://mail.{domain}/unsubscribe?u={tok(domain + "u", 20)}&amp;list=2291">{words[3]}</a>
</p>
<p><a href="https://twitter.com/{brand.lower()}">Twitter</a>
<a href="https://www.linkedin.com/company/{brand.lower()}">LinkedIn</a></p>
<p>© 2024 {brand} Inc. · {words[4]}</p>
</td></tr></table>
<img src="https://t.{domain}/open/{tok(domain + "o", 24)}.gif" width="1" height="1" alt="">
</body></html>"""


FOOTERS = {
    "en": ("Questions?", "Help center", "Privacy", "Unsubscribe",
           "1200 Market Street, Suite 400, San Francisco, CA 94107"),
    "zh": ("有疑问？", "帮助中心", "隐私政策", "退订", "上海市浦东新区世纪大道 100 号 200120"),
    "ja": ("ご不明な点は", "ヘルプセンター", "プライバシー", "配信停止",
           "〒150-0002 東京都渋谷区渋谷2-21-1"),
    "ko": ("문의사항은", "고객센터", "개인정보처리방침", "수신거부", "서울특별시 강남구 테헤란로 152, 06236"),
    "ru": ("Вопросы?", "Справка", "Конфиденциальность", "Отписаться",
           "125009, Москва, ул. Тверская, 7"),
    "de": ("Fragen?", "Hilfe", "Datenschutz", "Abmelden", "Musterstraße 12, 10115 Berlin"),
    "fr": ("Des questions ?", "Aide", "Confidentialité", "Se désabonner",
           "18 rue de la Paix, 75002 Paris"),
    "es": ("¿Preguntas?", "Ayuda", "Privacidad", "Darse de baja",
           "Calle de Alcalá 48, 28014 Madrid"),
    "pt": ("Dúvidas?", "Ajuda", "Privacidade", "Descadastrar",
           "Av. Paulista, 1578 - São Paulo - SP, 01310-200"),
}  # fmt: skip


def button(href: str, label: str) -> str:
    return (
        f'<table><tr><td class="btn"><a href="{href}" style="color:#ffffff;'
        f'text-decoration:none">{label}</a></td></tr></table>'
    )


def big_code(code: str) -> str:
    return (
        '<table><tr><td style="font-size:32px;letter-spacing:6px;font-weight:bold">'
        f"{code}</td></tr></table>"
    )


MAGIC = f"https://app.nimbus.test/auth/magic?token={tok('magic-1')}&email=dev%40inbox.test"
VERIFY = f"https://accounts.lumen.test/verify-email/{tok('verify-2', 40)}"
RESET = f"https://id.orbit.test/password/reset?token={tok('reset-3')}&uid=88213"
CLICK = f"https://click.mailer.test/ls/click?upn={tok('click-4', 60)}"
ZH_LINK = f"https://passport.yunduan.test/auth/callback?ticket={tok('zh-5', 28)}"
JA_LINK = f"https://members.sakura-cloud.test/confirm/{tok('ja-6', 36)}"
RU_LINK = f"https://id.bereza.test/recover?key={tok('ru-7', 30)}&lang=ru"
DE_LINK = f"https://konto.waldhaus.test/bestaetigen?token={tok('de-8')}"
FR_LINK = f"https://compte.lumiere.test/connexion/lien?jeton={tok('fr-9', 40)}"
ES_LINK = f"https://cuenta.solana.test/verificar?token={tok('es-10')}"
PT_LINK = f"https://conta.praia.test/redefinir-senha?token={tok('pt-11')}"
KO_LINK = f"https://auth.hangang.test/login/magic?token={tok('ko-12')}"
OPTIN = f"https://news.quill.test/subscribe/confirm?id={tok('optin-13', 24)}"
HERE = f"https://app.tessera.test/e/{tok('here-14', 44)}"
QP_LINK = (
    "https://accounts.harbor.test/password/reset?token="
    f"{tok('qp-15', 64)}&redirect=%2Fsettings%2Fsecurity&utm_source=email"
)
RAW_QP = f"https://app.kestrel.test/login/verify?token={tok('raw-16', 70)}&step=2"
OTP_LINK = f"https://app.nimbus.test/login/confirm?token={tok('both-17')}"
PLAIN_VERIFY = f"https://signup.meridian.test/activate?code={tok('act-18', 26)}"


CASES: list[Mail] = []

# --- One-time codes, English ------------------------------------------------------------------

CASES += [
    Mail(
        name="en_otp_alternative",
        subject="Your Nimbus verification code",
        text=(
            "Hi Dana,\n\nYour verification code is 482913.\n\n"
            "It expires in 10 minutes. If you didn't try to sign in, you can ignore this email.\n\n"
            "— The Nimbus team\n1200 Market Street, Suite 400, San Francisco, CA 94107\n"
        ),
        html=page(
            "<p>Hi Dana,</p><p>Your verification code is:</p>"
            + big_code("482913")
            + "<p>It expires in 10 minutes.</p>"
        ),
        otp="482913",
    ),
    Mail(
        name="en_code_in_subject_only",
        subject="483920 is your Quill login code",
        sender="Quill <security@quill.test>",
        text=(
            "Someone (hopefully you) is signing in to Quill from Firefox on macOS.\n"
            "Enter the code from the subject line to continue. It expires in 15 minutes.\n\n"
            "Quill Labs, 88 Harbor Road, Portland, OR 97209\n"
        ),
        otp="483920",
    ),
    Mail(
        name="en_spaced_code",
        subject="Sign in to Lumen",
        sender="Lumen <hello@lumen.test>",
        text="Use this code to sign in to Lumen:\n\n    123 456\n\nThe code is valid for 5 minutes.\n",
        otp="123456",
    ),
    Mail(
        name="en_dashed_code",
        subject="Your security code",
        sender="Orbit Bank <alerts@orbit.test>",
        html=page(
            "<p>Security code: <b>842-193</b></p><p>Never share this code. Orbit staff will "
            "never ask for it. Call us on 1-800-555-0199 if you did not request it.</p>",
            "Orbit",
            "orbit.test",
        ),
        otp="842193",
    ),
    Mail(
        name="en_alnum_code_html_only",
        subject="Confirm it's you",
        sender="Tessera <no-reply@tessera.test>",
        html=page(
            "<h1>Confirm it's you</h1><p>Your one-time code is</p>"
            + big_code("X4T9PZ")
            + "<p>This code expires in 30 minutes.</p>",
            "Tessera",
            "tessera.test",
        ),
        otp="X4T9PZ",
    ),
    Mail(
        name="en_alnum_dashed_code",
        subject="Finish signing in",
        sender="Kestrel <auth@kestrel.test>",
        text="Your sign-in code: A7K-9QX\n\nType it in the Kestrel app. Request #55120 from IP 203.0.113.7.\n",
        otp="A7K9QX",
    ),
    Mail(
        name="en_otp_and_magic_link",
        subject="Sign in to Nimbus",
        html=page(
            "<p>Click the button to sign in, or enter the code <strong>719304</strong>.</p>"
            + button(OTP_LINK.replace("&", "&amp;"), "Sign in to Nimbus")
            + "<p>The link and code expire in 10 minutes.</p>"
        ),
        text=f"Sign in to Nimbus: {OTP_LINK}\n\nOr enter the code 719304.\n",
        otp="719304",
        link=OTP_LINK,
    ),
    Mail(
        name="en_four_digit_pin",
        subject="Your Parcelbox PIN",
        sender="Parcelbox <no-reply@parcelbox.test>",
        text=(
            "Your PIN is 4821.\nUse it at locker 12 (Station Road, open 06:00-22:00).\n"
            "© 2024 Parcelbox Ltd, registered in England no. 0912884.\n"
        ),
        otp="4821",
    ),
    Mail(
        name="en_eight_digit_code_with_phone",
        subject="Your Ledgerly one-time password",
        sender="Ledgerly <otp@ledgerly.test>",
        text=(
            "Your one-time password is 90817364\n\nIf you need help, call +1 (555) 013-2841 "
            "between 8:00 and 20:00.\nLedgerly, PO Box 4410, Austin, TX 78701\n"
        ),
        otp="90817364",
    ),
    Mail(
        name="en_code_among_order_numbers",
        subject="Verify your purchase",
        sender="Shopwell <orders@shopwell.test>",
        html=page(
            "<p>Order #558201 needs one more step.</p><p>Total: $49.99 (2 items)</p>"
            "<p>Your verification code is <b>663018</b>. It expires in 15 minutes.</p>"
            "<p>Tracking will be available after payment.</p>",
            "Shopwell",
            "shopwell.test",
        ),
        otp="663018",
    ),
    Mail(
        name="en_html_only_quoted_printable",
        subject="Nimbus: confirm your sign-in",
        html=page(
            "<p>We received a sign-in request for your account.</p>"
            "<p>Enter&nbsp;this&nbsp;code:&nbsp;<span style='font-size:24px'>275931</span></p>"
        ),
        otp="275931",
    ),
    Mail(
        name="en_text_only_base64",
        subject="Your access code",
        sender="Fernway <access@fernway.test>",
        text="Hello,\n\nYour access code for Fernway is 620184.\nIt can be used once.\n",
        cte="base64",
        otp="620184",
    ),
    Mail(
        name="en_code_on_its_own_line",
        subject="Sign in to Meridian",
        sender="Meridian <no-reply@meridian.test>",
        text=(
            "Use the code below to sign in. We sent it because someone asked to sign in to\n"
            "your Meridian workspace 'Acme Design' (12 members).\n\n"
            "305718\n\nIf you didn't request this, you can safely ignore this email.\n"
        ),
        otp="305718",
    ),
    Mail(
        name="en_code_before_keyword",
        subject="Welcome to Pebble",
        sender="Pebble <team@pebble.test>",
        text="938271 is your Pebble verification code.\n\nThanks for joining 2 million creators!\n",
        otp="938271",
    ),
    Mail(
        name="en_two_factor_seven_digits",
        subject="Two-factor authentication",
        sender="Gitway <noreply@gitway.test>",
        html=page(
            "<p>Here is your two-factor authentication code:</p><h2>5820194</h2>"
            "<p>Requested at 14:32 UTC on 12 May 2024 from 198.51.100.24.</p>",
            "Gitway",
            "gitway.test",
        ),
        otp="5820194",
    ),
    Mail(
        name="en_entities_and_styles",
        subject="Your code",
        sender="Vanta Games <no-reply@vanta.test>",
        html=(
            "<html><head><style>.c{color:#123456;width:600px}</style>"
            "<script>var build=20240512; var id=884201;</script></head><body>"
            "<p>Your&nbsp;code&nbsp;is&nbsp;<strong>118204</strong>&#46;</p>"
            "<p>Player&nbsp;ID&nbsp;77120934 &amp; region EU-West.</p></body></html>"
        ),
        otp="118204",
    ),
    Mail(
        name="en_code_in_digit_boxes",
        subject="Verify your email address",
        sender="Cobalt <verify@cobalt.test>",
        html=page(
            "<p>Enter this verification code in the app:</p><table><tr>"
            + "".join(f'<td style="border:1px solid #ccc;padding:8px">{d}</td>' for d in "804126")
            + "</tr></table><p>Valid for 24 hours.</p>",
            "Cobalt",
            "cobalt.test",
        ),
        otp="804126",
    ),
    Mail(
        name="en_code_with_attachment",
        subject="Your statement and login code",
        sender="Orbit Bank <alerts@orbit.test>",
        text="Your login code: 553920\n\nYour May statement is attached (account ending 4471).\n",
        attachment=("statement-2024-05.pdf", b"%PDF-1.4 code 999111 account 12345678"),
        otp="553920",
    ),
]

# --- One-time codes in other languages and charsets ---------------------------------------------

CASES += [
    Mail(
        name="zh_gb2312_base64",
        subject="【云端】验证码",
        subject_charset="gb2312",
        sender="=?gb2312?b?1MS2yw==?= <no-reply@yunduan.test>",
        text="尊敬的用户：\n\n您的验证码是：683920，5分钟内有效。请勿泄露给他人。\n\n客服电话：400-820-8820\n",
        charset="gb2312",
        cte="base64",
        otp="683920",
    ),
    Mail(
        name="zh_big5_traditional",
        subject="驗證碼通知",
        subject_charset="big5",
        sender="Taipei Pay <service@taipeipay.test>",
        text="您好，您的驗證碼為 529013，請於 10 分鐘內輸入。\n交易序號：20240513-8841\n",
        charset="big5",
        cte="base64",
        otp="529013",
    ),
    Mail(
        name="zh_code_and_login_link",
        subject="登录云端账户",
        sender="云端 <no-reply@yunduan.test>",
        html=page(
            "<p>您正在登录云端账户。</p><p>验证码：<b>307751</b></p>"
            "<p>或点击下方按钮直接登录：</p>"
            + button(ZH_LINK, "登录")
            + "<p>链接 30 分钟内有效。</p>",
            "Yunduan",
            "yunduan.test",
            "zh",
        ),
        otp="307751",
        link=ZH_LINK,
    ),
    Mail(
        name="ja_shift_jis_text",
        subject="【さくらクラウド】認証コードのお知らせ",
        subject_charset="iso-2022-jp",
        sender="Sakura Cloud <info@sakura-cloud.test>",
        text=(
            "さくらクラウドをご利用いただきありがとうございます。\n\n"
            "認証コード：418207\n\nこのコードの有効期限は10分です。\n"
            "お問い合わせ番号：2024-0513-7781\n〒150-0002 東京都渋谷区渋谷2-21-1\n"
        ),
        charset="shift_jis",
        cte="base64",
        otp="418207",
    ),
    Mail(
        name="ja_fullwidth_digits",
        subject="確認コード",
        sender="Fuji Mart <no-reply@fujimart.test>",
        text="ご本人確認のため、以下の確認コードを入力してください。\n\n確認コード：７３９２０１\n\n有効期限：３０分\n",
        otp="739201",
    ),
    Mail(
        name="ja_iso2022_onetime_password",
        subject="ワンタイムパスワード",
        subject_charset="iso-2022-jp",
        sender="Midori Bank <otp@midori.test>",
        text="ワンタイムパスワードは 662094 です。\nお取引金額：12,800円\n",
        charset="iso-2022-jp",
        cte="7bit",
        otp="662094",
    ),
    Mail(
        name="ko_euc_kr_brackets",
        subject="[한강] 인증번호 안내",
        subject_charset="euc-kr",
        sender="Hangang <no-reply@hangang.test>",
        text="인증번호 [583027]를 입력해 주세요.\n인증번호는 3분간 유효합니다.\n고객센터 1588-1234\n",
        charset="euc-kr",
        cte="base64",
        otp="583027",
    ),
    Mail(
        name="ko_code_and_magic_link",
        subject="한강 로그인",
        sender="Hangang <no-reply@hangang.test>",
        html=page(
            "<p>로그인 인증 코드: <b>219384</b></p><p>아래 버튼을 눌러 바로 로그인할 수도 있습니다.</p>"
            + button(KO_LINK, "로그인"),
            "Hangang",
            "hangang.test",
            "ko",
        ),
        otp="219384",
        link=KO_LINK,
    ),
    Mail(
        name="ru_koi8r_quoted_printable",
        subject="Код подтверждения",
        subject_charset="koi8-r",
        sender="Bereza <noreply@bereza.test>",
        text=(
            "Здравствуйте!\n\nВаш код подтверждения: 749201\n\nКод действует 10 минут.\n"
            "Служба поддержки: 8 800 555-35-35\n"
        ),
        charset="koi8-r",
        cte="quoted-printable",
        otp="749201",
    ),
    Mail(
        name="ru_windows1251_four_digits",
        subject="Вход в аккаунт",
        subject_charset="windows-1251",
        sender="Bereza <noreply@bereza.test>",
        text="Код для входа: 3816\nЕсли это были не вы, смените пароль.\nТелефон: +7 495 123-45-67\n",
        charset="windows-1251",
        cte="base64",
        otp="3816",
    ),
    Mail(
        name="de_latin1_quoted_printable",
        subject="Ihr Bestätigungscode",
        subject_charset="iso-8859-1",
        sender="Waldhaus <service@waldhaus.test>",
        html=page(
            "<p>Hallo Jörg,</p><p>Ihr Bestätigungscode lautet <b>602817</b>.</p>"
            "<p>Er ist 10 Minuten gültig. Kundennummer: 5830217</p>",
            "Waldhaus",
            "waldhaus.test",
            "de",
        ),
        charset="iso-8859-1",
        otp="602817",
    ),
    Mail(
        name="de_code_in_subject_only",
        subject="Ihr Anmeldecode: 5820",
        sender="Waldhaus <service@waldhaus.test>",
        text="Geben Sie den Code aus dem Betreff in der App ein.\nMusterstraße 12, 10115 Berlin\n",
        otp="5820",
    ),
    Mail(
        name="fr_latin9_spaced_code",
        subject="Votre code de vérification",
        subject_charset="iso-8859-15",
        sender="Lumière <securite@lumiere.test>",
        text=(
            "Bonjour,\n\nVotre code de vérification est : 274 019\n\n"
            "Ce code expire dans 10 minutes.\nLumière SAS, 18 rue de la Paix, 75002 Paris\n"
        ),
        charset="iso-8859-15",
        otp="274019",
    ),
    Mail(
        name="es_windows1252",
        subject="Tu código de verificación",
        sender="Solana <hola@solana.test>",
        text=(
            "¡Hola!\n\nTu código de verificación es 851130.\nCaduca en 10 minutos.\n\n"
            "Solana S.L., Calle de Alcalá 48, 28014 Madrid. Tel. 910 123 456\n"
        ),
        charset="windows-1252",
        cte="quoted-printable",
        otp="851130",
    ),
    Mail(
        name="es_code_in_subject",
        subject="Tu código es 447120",
        sender="Solana <hola@solana.test>",
        html=page(
            "<p>Usa el código del asunto para iniciar sesión.</p>", "Solana", "solana.test", "es"
        ),
        otp="447120",
    ),
    Mail(
        name="pt_utf8_code",
        subject="Seu código de verificação",
        sender="Praia <nao-responda@praia.test>",
        html=page(
            "<p>Olá!</p><p>Seu código de verificação é <b>930174</b>.</p>"
            "<p>Pedido nº 88412 aguardando confirmação.</p>",
            "Praia",
            "praia.test",
            "pt",
        ),
        otp="930174",
    ),
    Mail(
        name="pt_alnum_access_code",
        subject="Código de acesso",
        sender="Praia <nao-responda@praia.test>",
        text="Código de acesso: K7M2QZ\n\nVálido por 15 minutos. CEP 01310-200.\n",
        cte="base64",
        otp="K7M2QZ",
    ),
]

# --- Magic links without a code -----------------------------------------------------------------

CASES += [
    Mail(
        name="en_magic_link_button",
        subject="Your sign-in link for Nimbus",
        text=f"Sign in to Nimbus:\n{MAGIC}\n\nThis link expires in 15 minutes and can be used once.\n",
        html=page(
            "<p>Click the button below to sign in. This link expires in 15 minutes.</p>"
            + button(MAGIC.replace("&", "&amp;"), "Sign in to Nimbus")
            + "<p>Trouble clicking? <a href='https://help.nimbus.test/sign-in'>Get help</a></p>"
        ),
        link=MAGIC,
    ),
    Mail(
        name="en_verify_email_text_only",
        subject="Verify your email for Lumen",
        sender="Lumen <hello@lumen.test>",
        text=(
            "Welcome to Lumen!\n\nPlease confirm your email address by opening this link:\n"
            f"{VERIFY}\n\nQuestions? Write to support@lumen.test or visit "
            "https://help.lumen.test/getting-started\n"
        ),
        link=VERIFY,
    ),
    Mail(
        name="en_password_reset_button",
        subject="Reset your Orbit password",
        sender="Orbit <no-reply@orbit.test>",
        html=page(
            "<p>We received a request to reset the password for your Orbit account.</p>"
            + button(RESET.replace("&", "&amp;"), "Reset password")
            + "<p>If you didn't ask for this, ignore this email. The link expires in 60 minutes.</p>",
            "Orbit",
            "orbit.test",
        ),
        link=RESET,
    ),
    Mail(
        name="en_reset_text_quoted_printable_long_url",
        subject="Password reset requested",
        sender="Harbor <accounts@harbor.test>",
        text=f"Use the link below to choose a new password:\n\n{QP_LINK}\n\nHarbor Security\n",
        link=QP_LINK,
    ),
    Mail(
        name="en_click_tracked_login_button",
        subject="Log in to Tessera",
        sender="Tessera <no-reply@tessera.test>",
        html=page(
            "<p>Here's your magic link to log in to Tessera.</p>"
            + button(CLICK, "Log in")
            + '<p><a href="https://click.mailer.test/ls/click?upn='
            + tok("click-unsub", 60)
            + '">Unsubscribe from product updates</a></p>',
            "Tessera",
            "tessera.test",
        ),
        link=CLICK,
    ),
    Mail(
        name="en_double_opt_in_newsletter",
        subject="Please confirm your subscription",
        sender="The Quill Weekly <newsletter@quill.test>",
        html=page(
            "<p>Thanks for signing up for The Quill Weekly — 40,000 readers since 2019.</p>"
            + button(OPTIN, "Yes, confirm my subscription")
            + "<p>If you didn't sign up, just ignore this email.</p>",
            "Quill",
            "quill.test",
        ),
        link=OPTIN,
    ),
    Mail(
        name="en_click_here_link",
        subject="One more step",
        sender="Tessera <no-reply@tessera.test>",
        html=page(
            f'<p>To verify your email address, <a href="{HERE}">click here</a>.</p>'
            '<p>Read our <a href="https://blog.tessera.test/welcome">getting started guide</a>.</p>',
            "Tessera",
            "tessera.test",
        ),
        link=HERE,
    ),
    Mail(
        name="en_activation_plain_text",
        subject="Activate your Meridian account",
        sender="Meridian <no-reply@meridian.test>",
        text=(
            "Thanks for signing up for Meridian.\n\nActivate your account:\n"
            f"<{PLAIN_VERIFY}>\n\nFollow us: https://twitter.com/meridian\n"
            "Unsubscribe: https://meridian.test/unsubscribe?e=dev%40inbox.test&t=91823\n"
        ),
        link=PLAIN_VERIFY,
    ),
    Mail(
        name="zh_magic_link",
        subject="登录链接",
        sender="云端 <no-reply@yunduan.test>",
        html=page(
            "<p>您好，请点击下方按钮登录您的云端账户。</p>"
            + button(ZH_LINK, "立即登录")
            + "<p>如果不是您本人操作，请忽略此邮件。</p>",
            "Yunduan",
            "yunduan.test",
            "zh",
        ),
        link=ZH_LINK,
    ),
    Mail(
        name="ja_confirm_email",
        subject="メールアドレスの確認",
        subject_charset="iso-2022-jp",
        sender="Sakura Cloud <info@sakura-cloud.test>",
        html=page(
            "<p>ご登録ありがとうございます。</p>"
            + button(JA_LINK, "メールアドレスを確認する")
            + "<p>このリンクの有効期限は24時間です。</p>",
            "Sakura",
            "sakura-cloud.test",
            "ja",
        ),
        link=JA_LINK,
    ),
    Mail(
        name="ru_password_reset",
        subject="Восстановление пароля",
        sender="Bereza <noreply@bereza.test>",
        html=page(
            "<p>Вы запросили сброс пароля.</p>"
            + button(RU_LINK.replace("&", "&amp;"), "Сбросить пароль")
            + "<p>Ссылка действительна 1 час.</p>",
            "Bereza",
            "bereza.test",
            "ru",
        ),
        charset="koi8-r",
        link=RU_LINK,
    ),
    Mail(
        name="de_confirm_button",
        subject="Bitte bestätigen Sie Ihre E-Mail-Adresse",
        sender="Waldhaus <service@waldhaus.test>",
        html=page(
            "<p>Willkommen bei Waldhaus!</p>" + button(DE_LINK, "E-Mail-Adresse bestätigen"),
            "Waldhaus",
            "waldhaus.test",
            "de",
        ),
        charset="iso-8859-1",
        link=DE_LINK,
    ),
    Mail(
        name="fr_sign_in_button",
        subject="Votre lien de connexion",
        sender="Lumière <securite@lumiere.test>",
        html=page(
            "<p>Cliquez sur le bouton pour vous connecter à votre compte.</p>"
            + button(FR_LINK, "Se connecter"),
            "Lumiere",
            "lumiere.test",
            "fr",
        ),
        link=FR_LINK,
    ),
    Mail(
        name="es_verify_text_only",
        subject="Verifica tu cuenta",
        sender="Solana <hola@solana.test>",
        text=f"Hola,\n\nVerifica tu cuenta con este enlace:\n{ES_LINK}\n\nAyuda: https://solana.test/ayuda\n",
        charset="windows-1252",
        link=ES_LINK,
    ),
    Mail(
        name="pt_reset_password",
        subject="Redefinição de senha",
        sender="Praia <nao-responda@praia.test>",
        html=page(
            "<p>Recebemos um pedido para redefinir sua senha.</p>"
            + button(PT_LINK, "Redefinir senha"),
            "Praia",
            "praia.test",
            "pt",
        ),
        link=PT_LINK,
    ),
]

# A sender that quoted-printable-encodes the body but labels it 7bit: the soft line breaks
# ("=" at line end) and "=3D" reach the reader and must be undone in the link.
_RAW_QP_BODY = "Log in to Kestrel with this link:\n\n" + RAW_QP.replace("=", "=3D") + "\n"
_RAW_QP_WRAPPED = "=\n".join(_RAW_QP_BODY[i : i + 75] for i in range(0, len(_RAW_QP_BODY), 75))
CASES.append(
    Mail(
        name="en_mislabelled_qp_soft_breaks",
        subject="Your Kestrel login link",
        raw=(
            "From: Kestrel <auth@kestrel.test>\r\nTo: dev-7f3a@inbox.mailsocket.test\r\n"
            "Subject: Your Kestrel login link\r\nDate: Mon, 13 May 2024 09:00:00 +0000\r\n"
            "MIME-Version: 1.0\r\nContent-Type: text/plain; charset=us-ascii\r\n"
            "Content-Transfer-Encoding: 7bit\r\n\r\n" + _RAW_QP_WRAPPED.replace("\n", "\r\n")
        ).encode("ascii"),
        link=RAW_QP,
    )
)

# --- Negatives: numbers and links that are neither codes nor sign-in links ---------------------

CASES += [
    Mail(
        name="neg_newsletter",
        subject="The Quill Weekly #212: 10 tools we loved in May",
        sender="The Quill Weekly <newsletter@quill.test>",
        html=page(
            "<h1>Issue 212</h1><p>Join 40,000 readers. This week: 10 tools, 3 interviews and "
            "the 2024 survey results (1,204 answers).</p>"
            f'<p><a href="https://quill.test/p/{tok("n1", 20)}">Read more</a> · '
            f'<a href="https://quill.test/webversion/{tok("n2", 20)}">View in browser</a></p>',
            "Quill",
            "quill.test",
        ),
    ),
    Mail(
        name="neg_receipt_order_numbers",
        subject="Your Shopwell order #10458213 is confirmed",
        sender="Shopwell <orders@shopwell.test>",
        html=page(
            "<p>Thanks for your order!</p><table><tr><td>Order number</td><td>10458213</td></tr>"
            "<tr><td>Invoice</td><td>INV-20931</td></tr><tr><td>Total</td><td>$129.00</td></tr>"
            "<tr><td>Card ending in</td><td>4242</td></tr></table>"
            + button(
                f"https://shopwell.test/orders/10458213?key={tok('r1', 30)}", "View your order"
            ),
            "Shopwell",
            "shopwell.test",
        ),
    ),
    Mail(
        name="neg_shipping_tracking",
        subject="Your package is on the way",
        sender="Shopwell <orders@shopwell.test>",
        text=(
            "Good news! Order 10458213 has shipped.\n\nTracking number: 1Z999AA10123456784\n"
            "Carrier: UPX Ground\nEstimated delivery: Thursday, May 16\n\n"
            f"Track your package: https://track.upx.test/t/1Z999AA10123456784?ref={tok('s1', 24)}\n"
        ),
    ),
    Mail(
        name="neg_calendar_invite",
        subject="Invitation: Design review @ Tue Jun 4, 2024 10:00 - 11:00 (CEST)",
        sender="Calendar <calendar-notification@cal.test>",
        html=page(
            "<p><b>Design review</b></p><p>Tuesday, June 4, 2024 ⋅ 10:00 – 11:00 (CEST)</p>"
            "<p>Join: https://meet.cal.test/abc-defg-hij · Meeting ID: 845 2931 0042</p>"
            "<p>Room 4021, Building B</p>"
            f'<p><a href="https://cal.test/event?action=RESPOND&amp;rst=1&amp;tok={tok("c1")}">'
            f'Yes</a> <a href="https://cal.test/event?action=RESPOND&amp;rst=2&amp;tok={tok("c2")}">'
            "No</a></p>",
            "Calendar",
            "cal.test",
        ),
    ),
    Mail(
        name="neg_promo_coupon_codes",
        subject="20% off everything this weekend",
        sender="Fernway <deals@fernway.test>",
        html=page(
            "<h1>Weekend sale</h1><p>Use code <b>SAVE20</b> at checkout for 20% off, "
            "or WELCOME15 if it's your first order. Ends Sunday 23:59.</p>"
            + button("https://fernway.test/sale?utm_campaign=wk20", "Shop now"),
            "Fernway",
            "fernway.test",
        ),
    ),
    Mail(
        name="neg_numeric_promo_code",
        subject="A gift for you",
        sender="Fernway <deals@fernway.test>",
        text="Enter promo code 739201 at checkout and get $15 off orders over $100.\nValid until 05/31/2024.\n",
    ),
    Mail(
        name="neg_expires_in_minutes_no_code",
        subject="Your session is about to expire",
        sender="Ledgerly <no-reply@ledgerly.test>",
        text=(
            "Your Ledgerly session expires in 10 minutes because of inactivity.\n"
            "Log in again to continue: https://app.ledgerly.test/login\n"
        ),
    ),
    Mail(
        name="neg_support_phone_numbers",
        subject="We're here to help",
        sender="Orbit Bank <care@orbit.test>",
        text=(
            "Call us at +1 (555) 013-2841 or 0800 123 4567 (free from UK landlines),\n"
            "Monday to Friday 08:00-20:00. Fax: 555-0188.\n"
        ),
    ),
    Mail(
        name="neg_store_address_postcodes",
        subject="Our new store is open",
        sender="Cobalt <hello@cobalt.test>",
        html=page(
            "<p>Visit us at 1200 Market Street, Suite 400, San Francisco, CA 94107, or at "
            "Musterstraße 12, 10115 Berlin. Open 7 days, 10:00–19:00.</p>",
            "Cobalt",
            "cobalt.test",
        ),
    ),
    Mail(
        name="neg_support_ticket",
        subject="[Ticket #482913] Your request has been updated",
        sender="Tessera Support <support@tessera.test>",
        html=page(
            "<p>Ticket #482913 has a new reply from Sam (Support).</p>"
            "<p>“Thanks, we have escalated this to engineering.”</p>"
            + button(
                f"https://support.tessera.test/tickets/482913?auth={tok('t1')}", "View ticket"
            ),
            "Tessera",
            "tessera.test",
        ),
    ),
    Mail(
        name="neg_bank_statement",
        subject="Your May statement is ready",
        sender="Orbit Bank <alerts@orbit.test>",
        text=(
            "Account ending in 4821\nStatement date: 01/05/2024\nBalance: €1,250.00\n"
            "Reference: 88213095\nIBAN DE89 3704 0044 0532 0130 00\n"
        ),
    ),
    Mail(
        name="neg_zh_order",
        subject="订单发货通知",
        sender="云端商城 <shop@yunduan.test>",
        text="您的订单号：202405128832 已发货。\n金额：￥299.00\n快递单号：SF1234567890\n客服电话：400-820-8820\n",
        charset="gbk",
        cte="base64",
    ),
    Mail(
        name="neg_ja_shipping",
        subject="商品発送のお知らせ",
        subject_charset="iso-2022-jp",
        sender="Fuji Mart <no-reply@fujimart.test>",
        text=(
            "ご注文ありがとうございます。\n注文番号：250-8841923-1120\n"
            "お問い合わせ伝票番号：4821-3392-1120\nお届け予定日：5月16日\n合計：3,980円\n"
            "〒150-0002 東京都渋谷区渋谷2-21-1\n"
        ),
        charset="shift_jis",
        cte="base64",
    ),
    Mail(
        name="neg_ko_receipt",
        subject="결제 완료 안내",
        sender="Hangang <no-reply@hangang.test>",
        text="주문번호 20240512-0001\n결제금액 39,000원\n배송 예정일 5월 16일\n고객센터 1588-1234\n",
        charset="euc-kr",
    ),
    Mail(
        name="neg_ru_promo",
        subject="Скидка 20% только сегодня",
        subject_charset="koi8-r",
        sender="Bereza <promo@bereza.test>",
        text="Скидка 20% по промокоду SALE2024 до 31.05.2024.\nТелефон: +7 495 123-45-67\n",
        charset="koi8-r",
    ),
    Mail(
        name="neg_de_invoice",
        subject="Ihre Rechnung 2024-10582",
        sender="Waldhaus <rechnung@waldhaus.test>",
        text=(
            "Rechnungsnummer: 2024-10582\nKundennummer 5830217\nBetrag: 89,90 €\n"
            "Fällig am 31.05.2024\nIBAN DE89 3704 0044 0532 0130 00\n"
        ),
        charset="iso-8859-15",
    ),
    Mail(
        name="neg_fr_shipping",
        subject="Votre colis est en route",
        sender="Lumière <commandes@lumiere.test>",
        html=page(
            "<p>Commande n° 772104 expédiée.</p><p>Numéro de suivi : 6A12345678901</p>"
            "<p>Livraison prévue le 14/05/2024 entre 9h et 13h.</p>"
            + button(
                f"https://lumiere.test/suivi/6A12345678901?s={tok('f1', 20)}", "Suivre mon colis"
            ),
            "Lumiere",
            "lumiere.test",
            "fr",
        ),
    ),
    Mail(
        name="neg_es_flight_booking",
        subject="Confirmación de reserva QX7P2L",
        sender="Aerosol Airlines <reservas@aerosol.test>",
        text=(
            "Código de reserva: QX7P2L\nVuelo IB3170 Madrid – Lisboa\nSalida: 07:45, 16/05/2024\n"
            "Asiento 14C · Puerta B22\nImporte total: 129,40 €\n"
        ),
    ),
    Mail(
        name="neg_pt_coupon",
        subject="Presente para você",
        sender="Praia <ofertas@praia.test>",
        html=page(
            "<p>Use o cupom <b>BEMVINDO10</b> e ganhe 10% de desconto.</p>"
            "<p>Frete grátis acima de R$ 199. Oferta válida até 31/05.</p>"
            + button("https://praia.test/ofertas?c=BEMVINDO10", "Comprar agora"),
            "Praia",
            "praia.test",
            "pt",
        ),
    ),
    Mail(
        name="neg_security_alert",
        subject="New sign-in to your Nimbus account",
        html=page(
            "<p>We noticed a new sign-in to your account.</p><p>Chrome on Windows · "
            "12 May 2024, 14:32 UTC · IP 203.0.113.42 · Berlin, Germany</p>"
            "<p>If this was you, there's nothing to do. If not, "
            '<a href="https://nimbus.test/security/activity">review your activity</a>.</p>'
        ),
    ),
    Mail(
        name="neg_marketing_login_cta",
        subject="Your rewards are waiting",
        sender="Fernway <deals@fernway.test>",
        html=page(
            "<p>You have 12500 points — enough for a free night!</p>"
            + button(
                "https://fernway.test/login?next=/rewards&utm_source=email", "Log in to redeem"
            )
            + "<p>Points expire on 31 December 2024.</p>",
            "Fernway",
            "fernway.test",
        ),
    ),
    Mail(
        name="neg_meeting_reminder_times",
        subject="Reminder: 1:1 with Alex at 10:30",
        sender="Calendar <calendar-notification@cal.test>",
        text="Reminder: 1:1 with Alex\nWhen: Wed May 15, 2024 10:30 – 11:00\nWhere: Room 4021\n",
    ),
    Mail(
        name="neg_password_changed_notice",
        subject="Your password was changed",
        sender="Orbit <no-reply@orbit.test>",
        text=(
            "The password for your Orbit account was changed on 13 May 2024 at 09:12.\n"
            "If you did this, no action is needed. Otherwise contact us: https://orbit.test/help\n"
        ),
    ),
]

# --- Shapes seen from large senders -------------------------------------------------------------

SIGNED = f"https://app.ridge.test/email/verify/4471/{tok('sig-19', 40)}?expires=1715600000&signature={tok('sig-20', 64)}"

CASES += [
    Mail(
        name="en_prefixed_code_in_subject_and_body",
        subject="G-482913 is your Gamma verification code",
        sender="Gamma <noreply@gamma.test>",
        text="G-482913 is your Gamma verification code.\n\nDon't share it with anyone.\n",
        otp="482913",
    ),
    Mail(
        name="en_security_code_four_digits_masked_account",
        subject="Your account security code",
        sender="Account team <account-security@ms-like.test>",
        html=page(
            "<p>Please use the following security code for the account d**@example.com.</p>"
            "<p>Security code: <b>4829</b></p><p>If you don't recognize d**@example.com, you can "
            '<a href="https://account.ms-like.test/remove?id=77120934">click here</a> to remove it.</p>',
            "Account",
            "ms-like.test",
        ),
        otp="4829",
    ),
    Mail(
        name="en_alnum_code_on_its_own_line",
        subject="Slate confirmation code: FQK-9RT",
        sender="Slate <feedback@slate.test>",
        html=page(
            "<h1>Confirm your email address</h1><p>Your confirmation code is below — enter it "
            "in your open browser window and we'll help you get signed in.</p>"
            + big_code("FQK-9RT"),
            "Slate",
            "slate.test",
        ),
        otp="FQK9RT",
    ),
    Mail(
        name="en_signed_verify_link_with_copy_paste_text",
        subject="Verify Email Address",
        sender="Ridge <hello@ridge.test>",
        html=page(
            "<p>Please click the button below to verify your email address.</p>"
            + button(SIGNED.replace("&", "&amp;"), "Verify Email Address")
            + "<p>If you're having trouble clicking the button, copy and paste this URL into "
            f"your browser: {SIGNED.replace('&', '&amp;')}</p>",
            "Ridge",
            "ridge.test",
        ),
        link=SIGNED,
    ),
    Mail(
        name="neg_video_meeting_details",
        subject="Updated invitation: Weekly sync",
        sender="Calendar <calendar-notification@cal.test>",
        text=(
            "Join Video Meeting https://meet.vid.test/j/84529310042?pwd=Zk9xT2abc\n"
            "Meeting ID: 845 2931 0042\nOne tap mobile: +16465588656,,84529310042#\n"
            "Dial by your location: +1 646 558 8656 US (New York)\n"
        ),
    ),
    Mail(
        name="neg_flash_sale_code_expiry",
        subject="Flash sale: 30% off for 24 hours",
        sender="Fernway <deals@fernway.test>",
        html=page(
            "<p>Get 30% off everything with code <b>FLASH30</b>. The code expires in 24 hours.</p>"
            + button("https://fernway.test/flash?utm_source=email&amp;c=FLASH30", "Shop the sale"),
            "Fernway",
            "fernway.test",
        ),
    ),
]
