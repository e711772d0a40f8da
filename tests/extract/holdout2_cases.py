"""A second held-out set of labelled mails, written without reading the extractor's rules.

``holdout_cases.py`` was tuned against once; this set is fresh, to measure generalisation
before any further tuning. It leans on the cases that set had few of:

- ``url``: digits that belong to a URL: magic links of local development apps
  (``http://localhost:3000/...``, ``http://127.0.0.1:8000/...``, ports of four and five
  digits, numeric path segments and query values), some with a real code elsewhere;
- ``promo``: marketing mail with promo, coupon and referral codes (``SAVE20``, ``BF2026``)
  in several languages, often styled exactly like a one-time code;
- ``activation``: "complete your registration" / "activate your account" in each language's
  own words, the activation link being the magic link (four in stateful ISO-2022-JP);
- ``otp`` and ``neg``: codes and true negatives in all nine languages and many charsets;
  ``invite`` and ``confirm``: an invitation and a newsletter opt-in, links but no activation.

``KINDS`` records every kind a mail belongs to (a mail may be several). ``make_holdout2.py``
writes the set to ``holdout2/``. Labelling conventions are those of ``holdout_cases.py``:
``otp`` as the user would type it (no spaces or dashes), ``link`` the ``href`` of the action
exactly as the mail carries it, HTML entities decoded; a click-tracking redirector wrapping
the button *is* the link. All brands and domains are invented.
"""

# ruff: noqa: E501  -- mail prose reads better on one line than split to fit a column limit

from __future__ import annotations

import hashlib

from tests.extract.corpus_cases import Mail, tok

HOLDOUT2: list[Mail] = []
KINDS: dict[str, frozenset[str]] = {}


def add(kinds: str, mail: Mail) -> None:
    """Append ``mail`` to the set, tagged with the space-separated ``kinds``."""
    HOLDOUT2.append(mail)
    KINDS[mail.name] = frozenset(kinds.split())


def hexd(seed: str, length: int = 40) -> str:
    """A deterministic lowercase hex string (signatures, hashes, ids)."""
    return hashlib.sha256(("h2-" + seed).encode()).hexdigest()[:length]


def h(url: str) -> str:
    """``url`` as it appears inside an HTML attribute."""
    return url.replace("&", "&amp;")


# ---- layouts ---------------------------------------------------------------------------
# (view online, unsubscribe, preferences, help, why you get this, copyright word)
FOOTER = {
    "en": ("View in browser", "Unsubscribe", "Email preferences", "Help Center",
           "You are receiving this email because you signed up for {brand}.", "©"),
    "zh": ("在浏览器中查看", "退订", "邮件偏好设置", "帮助中心",
           "您收到此邮件是因为您注册了{brand}。", "版权所有"),
    "zh-tw": ("在瀏覽器中檢視", "取消訂閱", "通知設定", "說明中心",
              "您收到此郵件是因為您註冊了{brand}。", "版權所有"),
    "ja": ("ブラウザで表示", "配信停止", "配信設定", "ヘルプ",
           "このメールは{brand}にご登録いただいた方にお送りしています。", "Copyright"),
    "ko": ("웹에서 보기", "수신거부", "알림 설정", "고객센터",
           "본 메일은 {brand} 회원님께 발송되었습니다.", "Copyright"),
    "ru": ("Открыть в браузере", "Отписаться", "Настройки рассылки", "Помощь",
           "Вы получили это письмо, потому что зарегистрировались в {brand}.", "©"),
    "de": ("Im Browser ansehen", "Abmelden", "E-Mail-Einstellungen", "Hilfe",
           "Sie erhalten diese E-Mail, weil Sie sich bei {brand} registriert haben.", "©"),
    "fr": ("Voir dans le navigateur", "Se désinscrire", "Préférences e-mail", "Aide",
           "Vous recevez cet e-mail car vous êtes inscrit(e) sur {brand}.", "©"),
    "es": ("Ver en el navegador", "Darse de baja", "Preferencias", "Centro de ayuda",
           "Recibes este correo porque te registraste en {brand}.", "©"),
    "pt": ("Ver no navegador", "Descadastrar", "Preferências de e-mail", "Central de ajuda",
           "Você recebeu este e-mail porque se cadastrou na {brand}.", "©"),
}  # fmt: skip

ADDRESS = {
    "en": "2201 Broadway, Floor 6, Oakland, CA 94612, USA",
    "zh": "北京市朝阳区建国路 88 号 100022",
    "zh-tw": "台北市信義區市府路 45 號 110",
    "ja": "〒100-0005 東京都千代田区丸の内1-9-1",
    "ko": "서울특별시 중구 세종대로 110 (04524)",
    "ru": "115054, Москва, ул. Валовая, д. 26",
    "de": "Friedrichstraße 68, 10117 Berlin",
    "fr": "12 avenue des Champs-Élysées, 75008 Paris",
    "es": "Paseo de la Castellana 259, 28046 Madrid",
    "pt": "Rua Augusta 1500, São Paulo - SP, 01304-001",
}


def sendgrid(seed: str) -> str:
    """A SendGrid-style click redirector; the account number sits in the host name."""
    return f"https://u4820193.ct.sendgrid.test/ls/click?upn={tok('h2-sg-' + seed, 90)}"


def mailgun(domain: str, seed: str) -> str:
    return f"https://email.{domain}/c/{tok('h2-mg-' + seed, 110)}"


def esp(
    body: str,
    *,
    brand: str,
    domain: str,
    lang: str = "en",
    preheader: str = "",
    charset: str = "utf-8",
    tracked: bool = False,
) -> str:
    """A marketing-platform layout: preheader, view-online bar, logo, social row, footer."""
    view, unsub, prefs, helpdesk, why, copy = FOOTER[lang]
    year = "2026"
    links = {
        "view": f"https://mailer.{domain}/v/20260913/{tok('h2-view' + domain, 18)}",
        "logo": f"https://www.{domain}/?utm_source=newsletter&utm_medium=email&utm_campaign=20260913",
        "unsub": f"https://mailer.{domain}/unsubscribe/58201/{tok('h2-uns' + domain, 22)}?list=2291",
        "prefs": f"https://mailer.{domain}/preferences?uid=88120455",
        "help": f"https://help.{domain}/hc/articles/360004471",
        "fb": f"https://www.facebook.com/{brand.lower()}",
        "ig": f"https://www.instagram.com/{brand.lower()}",
        "x": f"https://x.com/{brand.lower()}",
        "yt": f"https://www.youtube.com/@{brand.lower()}",
        "ios": "https://apps.apple.test/app/id1459203381",
        "android": f"https://play.google.test/store/apps/details?id=com.{brand.lower()}.app",
    }
    if tracked:
        links = {key: sendgrid(domain + key) for key in links}
    a = {key: h(url) for key, url in links.items()}
    return f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}"><head>
<meta http-equiv="Content-Type" content="text/html; charset={charset}">
<meta name="x-apple-disable-message-reformatting">
<title>{brand}</title>
<style type="text/css">
body{{margin:0;padding:0;-webkit-text-size-adjust:100%}} img{{border:0;height:auto;outline:none}}
.mcnButton{{font-size:16px;padding:14px 30px}} @media only screen and (max-width:480px){{#bodyTable{{width:100%!important}} .h1{{font-size:24px!important}}}}
</style></head>
<body>
<span class="preheader" style="display:none!important;visibility:hidden;mso-hide:all;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden">{preheader}&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;&#847;&zwnj;&nbsp;</span>
<center><table id="bodyTable" align="center" border="0" cellpadding="0" cellspacing="0" width="100%" style="background:#fafafa">
<tr><td align="right" style="padding:9px 18px;font-size:11px;color:#656565"><a href="{a["view"]}" style="color:#656565">{view}</a></td></tr>
<tr><td align="center" style="padding:18px"><a href="{a["logo"]}"><img src="https://cdn.{domain}/mail/2026/logo@2x.png" width="164" height="40" alt="{brand}"></a></td></tr>
<tr><td align="center"><table border="0" cellpadding="0" cellspacing="0" width="600" style="background:#ffffff;border-top:3px solid #222222">
<tr><td style="padding:36px 40px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:150%;color:#202020">
{body}
</td></tr></table></td></tr>
<tr><td align="center" style="padding:24px 18px 8px">
<a href="{a["fb"]}"><img src="https://cdn.{domain}/mail/icons/facebook-48.png" width="24" height="24" alt="Facebook"></a>&nbsp;
<a href="{a["ig"]}"><img src="https://cdn.{domain}/mail/icons/instagram-48.png" width="24" height="24" alt="Instagram"></a>&nbsp;
<a href="{a["x"]}"><img src="https://cdn.{domain}/mail/icons/x-48.png" width="24" height="24" alt="X"></a>&nbsp;
<a href="{a["yt"]}"><img src="https://cdn.{domain}/mail/icons/youtube-48.png" width="24" height="24" alt="YouTube"></a>
</td></tr>
<tr><td align="center" style="padding:8px 18px">
<a href="{a["ios"]}"><img src="https://cdn.{domain}/mail/badges/app-store.png" width="120" height="40" alt="App Store"></a>
<a href="{a["android"]}"><img src="https://cdn.{domain}/mail/badges/google-play.png" width="135" height="40" alt="Google Play"></a>
</td></tr>
<tr><td align="center" style="padding:12px 18px 36px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:150%;color:#656565">
{why.format(brand=brand)}<br>
<a href="{a["prefs"]}" style="color:#656565">{prefs}</a> &middot; <a href="{a["unsub"]}" style="color:#656565">{unsub}</a> &middot; <a href="{a["help"]}" style="color:#656565">{helpdesk}</a><br>
{copy} {year} {brand}. {ADDRESS[lang]}
</td></tr></table></center>
<img src="https://trk.{domain}/o.gif?m=20260913&amp;u=88120455&amp;c=7741" width="1" height="1" alt="" style="display:block;height:1px;width:1px">
</body></html>"""


def plain(body: str, brand: str, footer: str = "") -> str:
    """A bare transactional template (Postmark / framework default style)."""
    return f"""<html><head><meta name="viewport" content="width=device-width, initial-scale=1.0">
<style>.wrapper{{width:100%;background-color:#edf2f7}} .content-cell{{max-width:100vw;padding:32px}} .button{{border-radius:4px;color:#fff;display:inline-block}}</style></head>
<body><table class="wrapper" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">
<table class="content" width="100%" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="header" style="padding:25px 0;text-align:center;font-size:19px;font-weight:bold">{brand}</td></tr>
<tr><td class="body" width="100%"><table class="inner-body" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation">
<tr><td class="content-cell">
{body}
</td></tr></table></td></tr>
<tr><td><table class="footer" align="center" width="570" cellpadding="0" cellspacing="0" role="presentation"><tr><td class="content-cell" align="center" style="font-size:12px;color:#b0adc5">{footer}</td></tr></table></td></tr>
</table></td></tr></table></body></html>"""


def button(href: str, label: str, color: str = "#1a73e8") -> str:
    return (
        '<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:28px auto"><tr>'
        f'<td align="center" bgcolor="{color}" style="border-radius:24px">'
        f'<a class="mcnButton" href="{h(href)}" target="_blank" style="display:inline-block;padding:14px 32px;'
        f'font-weight:bold;color:#ffffff;text-decoration:none">{label}</a></td></tr></table>'
    )


def code_panel(code: str, caption: str = "") -> str:
    """A big dashed-border box: the way both OTPs and coupons are shown."""
    return (
        '<table role="presentation" align="center" cellpadding="0" cellspacing="0" style="margin:20px auto">'
        '<tr><td align="center" style="border:2px dashed #ff5a36;padding:18px 36px;'
        'font-family:Courier New,monospace;font-size:34px;font-weight:bold;letter-spacing:4px;color:#111111">'
        f"{code}</td></tr>"
        + (
            f'<tr><td align="center" style="font-size:12px;color:#777777;padding-top:6px">{caption}</td></tr>'
            if caption
            else ""
        )
        + "</table>"
    )


# ---- URL digits: magic links of local development apps ----------------------------------

AUTHJS = (
    "http://localhost:3000/api/auth/callback/nodemailer?callbackUrl=http%3A%2F%2Flocalhost%3A3000%2Fdashboard"
    f"&token={hexd('authjs', 64)}&email=dev%40example.test"
)
add(
    "url",
    Mail(
        name="url_en_authjs_sign_in_localhost_3000",
        subject="Sign in to localhost:3000",
        sender="Dev App <no-reply@dev-app.test>",
        to="dev@example.test",
        text=f"Sign in to localhost:3000\n{AUTHJS}\n\n",
        html=f"""<body style="background: #f9f9f9;">
  <table width="100%" border="0" cellspacing="20" cellpadding="0"
    style="background: #fff; max-width: 600px; margin: auto; border-radius: 10px;">
    <tr>
      <td align="center"
        style="padding: 10px 0px; font-size: 22px; font-family: Helvetica, Arial, sans-serif; color: #444;">
        Sign in to <strong>localhost:3000</strong>
      </td>
    </tr>
    <tr>
      <td align="center" style="padding: 20px 0;">
        <table border="0" cellspacing="0" cellpadding="0">
          <tr>
            <td align="center" style="border-radius: 5px;" bgcolor="#346df1"><a href="{h(AUTHJS)}"
                target="_blank"
                style="font-size: 18px; font-family: Helvetica, Arial, sans-serif; color: #fff; text-decoration: none; border-radius: 5px; padding: 10px 20px; border: 1px solid #346df1; display: inline-block; font-weight: bold;">Sign
                in</a></td>
          </tr>
        </table>
      </td>
    </tr>
    <tr>
      <td align="center"
        style="padding: 0px 0px 10px 0px; font-size: 16px; line-height: 22px; font-family: Helvetica, Arial, sans-serif; color: #444;">
        If you did not request this email you can safely ignore it.
      </td>
    </tr>
  </table>
</body>""",
        link=AUTHJS,
    ),
)

DEVISE = "http://localhost:3000/users/confirmation?confirmation_token=zT8x4vQ1-9Hk2mPaWc7R"
add(
    "url activation",
    Mail(
        name="url_en_devise_confirm_account_localhost_3000",
        subject="Confirmation instructions",
        sender="please-change-me-at-config-initializers-devise@example.com",
        to="dev@example.test",
        html=(
            "<p>Welcome dev@example.test!</p>\n\n"
            "<p>You can confirm your account email through the link below:</p>\n\n"
            f'<p><a href="{DEVISE}">Confirm my account</a></p>\n'
        ),
        link=DEVISE,
    ),
)

LARAVEL = (
    f"http://127.0.0.1:8000/email/verify/42/{hexd('laravel-hash', 40)}"
    f"?expires=1789304511&signature={hexd('laravel-sig', 64)}"
)
add(
    "url activation",
    Mail(
        name="url_en_laravel_verify_email_127_8000",
        subject="Verify Email Address",
        sender="Laravel <hello@example.com>",
        to="dev@example.test",
        text=(
            "Laravel: http://127.0.0.1:8000\n\n# Hello!\n\n"
            "Please click the button below to verify your email address.\n\n"
            f"Verify Email Address: {LARAVEL}\n\n"
            "If you did not create an account, no further action is required.\n\n"
            "Regards,\nLaravel\n\n"
            'If you\'re having trouble clicking the "Verify Email Address" button, copy and paste the URL below\n'
            f"into your web browser: [{LARAVEL}]({LARAVEL})\n\n"
            "© 2026 Laravel. All rights reserved.\n"
        ),
        html=plain(
            '<h1 style="font-size:18px">Hello!</h1>\n'
            "<p>Please click the button below to verify your email address.</p>\n"
            f'<table class="action" align="center" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td align="center">'
            f'<a href="{h(LARAVEL)}" class="button button-primary" target="_blank" rel="noopener">Verify Email Address</a></td></tr></table>\n'
            "<p>If you did not create an account, no further action is required.</p>\n"
            "<p>Regards,<br>\nLaravel</p>\n"
            '<table class="subcopy" width="100%" cellpadding="0" cellspacing="0" role="presentation"><tr><td>'
            'If you\'re having trouble clicking the "Verify Email Address" button, copy and paste the URL below\n'
            f'into your web browser: <span class="break-all"><a href="{h(LARAVEL)}">{h(LARAVEL)}</a></span></td></tr></table>',
            '<a href="http://127.0.0.1:8000">Laravel</a>',
            "© 2026 Laravel. All rights reserved.",
        ),
        link=LARAVEL,
    ),
)

SUPA_LOCAL = (
    f"http://127.0.0.1:54321/auth/v1/verify?token=pkce_{hexd('supa-local', 56)}"
    "&type=signup&redirect_to=http://127.0.0.1:3000"
)
add(
    "url url-with-code activation",
    Mail(
        name="url_en_supabase_local_confirm_signup_with_code",
        subject="Confirm Your Signup",
        sender="Admin <admin@email.com>",
        to="dev@example.test",
        html=(
            "<h2>Confirm your signup</h2>\n\n"
            "<p>Follow this link to confirm your user:</p>\n"
            f'<p><a href="{h(SUPA_LOCAL)}">Confirm your mail</a></p>\n'
            "<p>Alternatively, enter the code: 294751</p>\n"
        ),
        otp="294751",
        link=SUPA_LOCAL,
    ),
)

ALLAUTH = f"http://localhost:8000/accounts/confirm-email/MTA:1sp9Xy:{tok('h2-allauth', 43)}/"
add(
    "url activation",
    Mail(
        name="url_en_django_allauth_confirm_localhost_8000",
        subject="[localhost:8000] Please Confirm Your Email Address",
        sender="webmaster@localhost",
        to="dev@example.test",
        text=(
            "Hello from localhost:8000!\n\n"
            "You're receiving this email because user dev4211 has given your email address to register an account on localhost:8000.\n\n"
            f"To confirm this is correct, go to {ALLAUTH}\n\n"
            "Thank you for using localhost:8000!\nlocalhost:8000\n"
        ),
        cte="7bit",
        link=ALLAUTH,
    ),
)

PHOENIX = f"http://localhost:4000/users/log-in/{tok('h2-phoenix', 43)}"
add(
    "url",
    Mail(
        name="url_en_phoenix_magic_link_localhost_4000",
        subject="Log in instructions",
        sender='"MyApp" <contact@example.com>',
        to="dev@example.test",
        text=(
            "\n==============================\n\nHi dev@example.test,\n\n"
            "You can log into your account by visiting the URL below:\n\n"
            f"{PHOENIX}\n\n"
            "If you didn't request this email, please ignore this.\n\n"
            "==============================\n"
        ),
        link=PHOENIX,
    ),
)

EXPRESS = "http://localhost:8080/api/v1/users/10482/verify?code=608214&ts=1789304511"
add(
    "url url-with-code",
    Mail(
        name="url_en_express_code_also_in_link_localhost_8080",
        subject="Verify your email - Tasklet (dev)",
        sender="Tasklet Dev <dev-mailer@tasklet.test>",
        to="dev@example.test",
        text=(
            "Hi dev,\n\nYour verification code is 608 214.\n\n"
            f"Or verify in one click: {EXPRESS}\n\n"
            "This code expires in 600 seconds.\n\n-- \nTasklet (NODE_ENV=development, build 1.4.2)\n"
        ),
        otp="608214",
        link=EXPRESS,
    ),
)

VITE = f"http://localhost:5173/#/auth/callback?access_token={tok('h2-vite', 40)}&expires_in=3600&type=magiclink"
add(
    "url url-with-code",
    Mail(
        name="url_en_vite_spa_alnum_code_and_link_localhost_5173",
        subject="Your Driftwood sign-in code",
        sender="Driftwood <auth@driftwood.test>",
        html=(
            "<div style='font-family:system-ui;max-width:480px;margin:0 auto;padding:24px'>"
            "<h2 style='margin:0 0 16px'>Sign in to Driftwood</h2>"
            "<p>Enter this code on the sign-in page:</p>"
            "<p style='font-size:28px;font-weight:700;letter-spacing:3px;font-family:monospace'>QX7-4M2</p>"
            f"<p>or <a href='{h(VITE)}'>sign in with one click</a>.</p>"
            "<p style='color:#888;font-size:12px'>Sent from a development server (v0.9.3). "
            "The link and code expire in 3600 seconds.</p></div>"
        ),
        otp="QX74M2",
        link=VITE,
    ),
)

FASTAPI = f"http://localhost:8000/reset-password?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.{tok('h2-fastapi-body', 60)}.{tok('h2-fastapi-sig', 43)}"
add(
    "url",
    Mail(
        name="url_en_fastapi_reset_password_localhost_8000",
        subject="Full Stack FastAPI Project - Password recovery for user dev@example.test",
        sender="Full Stack FastAPI Project <info@example.com>",
        to="dev@example.test",
        html=(
            '<mjml><mj-body background-color="#fafbfc"></mj-body></mjml>'
            '<div style="background-color:#fafbfc;"><div style="margin:0px auto;max-width:600px;">'
            '<table align="center" border="0" cellpadding="0" cellspacing="0" role="presentation" style="width:100%;"><tbody><tr>'
            '<td style="direction:ltr;font-size:0px;padding:20px 0;padding-bottom:20px;padding-top:20px;text-align:center;">'
            '<div style="font-family:Arial, Helvetica, sans-serif;font-size:20px;line-height:1;text-align:center;color:#555555;">Full Stack FastAPI Project - Password Recovery</div>'
            '<div style="font-family:Arial, Helvetica, sans-serif;font-size:16px;line-height:1;text-align:center;color:#555555;">'
            "<span>We received a request to recover the password for user <b>dev@example.test</b>.</span></div>"
            '<div style="font-size:16px;text-align:center;color:#555555;">Reset your password by clicking the button below:</div>'
            f'<table border="0" cellpadding="0" cellspacing="0" role="presentation" style="border-collapse:separate;line-height:100%;"><tr><td align="center" bgcolor="#009688" role="presentation" style="border:none;border-radius:8px;cursor:auto;padding:10px 25px;" valign="middle"><a href="{h(FASTAPI)}" style="display:inline-block;background:#009688;color:#ffffff;font-size:18px;font-weight:normal;line-height:120%;margin:0;text-decoration:none;text-transform:none;padding:10px 25px;border-radius:8px;" target="_blank">Reset password</a></td></tr></table>'
            '<div style="font-size:16px;text-align:center;color:#555555;">Or open the following link:</div>'
            f'<div style="font-size:16px;text-align:center;color:#555555;"><a href="{h(FASTAPI)}">{h(FASTAPI)}</a></div>'
            '<p style="border-top:solid 2px #cccccc;font-size:1px;margin:0px auto;width:550px;"></p>'
            '<div style="font-size:14px;text-align:center;color:#555555;">The reset password link / button will expire in 48 hours.</div>'
            '<div style="font-size:14px;text-align:center;color:#555555;">If you didn\'t request a password recovery you can disregard this email.</div>'
            "</td></tr></tbody></table></div></div>"
        ),
        link=FASTAPI,
    ),
)

SPRING_DE = f"http://127.0.0.1:8081/konto/bestaetigen/2048?token={tok('h2-spring-de', 36)}"
add(
    "url url-with-code activation",
    Mail(
        name="url_de_spring_code_and_activation_127_8081",
        subject="Bitte bestätigen Sie Ihre Registrierung",
        subject_charset="iso-8859-1",
        sender="Kontoservice Testumgebung <noreply@kontoservice.test>",
        to="dev@example.test",
        text=(
            "Hallo Jörg Müller,\n\n"
            "vielen Dank für Ihre Registrierung. Um Ihr Konto zu aktivieren, geben Sie bitte folgenden Bestätigungscode ein:\n\n"
            "    4417\n\n"
            "Alternativ können Sie Ihre Registrierung über diesen Link abschließen:\n"
            f"{SPRING_DE}\n\n"
            "Der Code ist 10 Minuten gültig.\n\n"
            "Mit freundlichen Grüßen\nIhr Kontoservice-Team (Testsystem, Port 8081)\n"
            "Kontoservice GmbH · Friedrichstraße 68 · 10117 Berlin · HRB 204811 B\n"
        ),
        charset="iso-8859-1",
        cte="quoted-printable",
        otp="4417",
        link=SPRING_DE,
    ),
)

RAILS_JA = "http://localhost:3000/users/confirmation?confirmation_token=Gm7xP2qLw9Zr4Ks8VbN3"
add(
    "url activation iso2022",
    Mail(
        name="url_ja_iso2022_rails_honntouroku_localhost_3000",
        subject="【開発環境】本登録のご案内",
        subject_charset="iso-2022-jp",
        sender="開発環境 <no-reply@localhost>",
        to="dev@example.test",
        text=(
            "dev@example.test 様\n\n"
            "仮登録ありがとうございます。\n"
            "以下のリンクをクリックして、本登録を完了してください。\n\n"
            f"{RAILS_JA}\n\n"
            "※このリンクの有効期限は24時間です。\n"
            "※本メールにお心当たりのない場合は、お手数ですが破棄してください。\n\n"
            "--\n開発環境（RAILS_ENV=development）\n"
        ),
        charset="iso-2022-jp",
        cte="7bit",
        link=RAILS_JA,
    ),
)

FLASK_RU = (
    "http://127.0.0.1:5000/auth/confirm/eyJ1c2VyX2lkIjo3MzF9.ZuQ3aA.k3Jd9xQ_pL2vT8rYw6mN1sBc4Fh"
)
add(
    "url activation",
    Mail(
        name="url_ru_flask_confirm_registration_127_5000",
        subject="Подтвердите регистрацию",
        subject_charset="windows-1251",
        sender="Flasky Admin <flasky@example.com>",
        to="dev@example.test",
        text=(
            "Здравствуйте, dev!\n\n"
            "Спасибо за регистрацию на Flasky. Чтобы завершить регистрацию, перейдите по ссылке:\n\n"
            f"{FLASK_RU}\n\n"
            "Ссылка действительна 3600 секунд.\n\n"
            "С уважением,\nкоманда Flasky\n\n"
            "Примечание: на это письмо не нужно отвечать.\n"
        ),
        html=(
            "<p>Здравствуйте, <b>dev</b>!</p>"
            "<p>Спасибо за регистрацию на <b>Flasky</b>!</p>"
            f'<p>Чтобы завершить регистрацию, <a href="{FLASK_RU}">нажмите здесь</a>.</p>'
            f"<p>Или вставьте ссылку в адресную строку браузера:</p><p>{FLASK_RU}</p>"
            "<p>С уважением,</p><p>команда Flasky</p>"
            "<p><small>Примечание: на это письмо не нужно отвечать.</small></p>"
        ),
        charset="windows-1251",
        cte="base64",
        link=FLASK_RU,
    ),
)

ZH_LOCAL = f"http://localhost:8088/api/user/activate?uid=100245&code={hexd('zh-local', 32)}"
add(
    "url activation",
    Mail(
        name="url_zh_gbk_activate_account_localhost_8088",
        subject="【测试环境】请激活您的账号",
        subject_charset="gbk",
        sender="测试环境 <noreply@demo-shop.test>",
        to="dev@example.test",
        html=(
            "<div style='font-size:14px;line-height:24px'>"
            "<p>亲爱的用户 dev_2026：</p>"
            "<p>感谢您注册喆喆商城！请在 24 小时内点击下面的链接激活您的账号：</p>"
            f"<p><a href='{h(ZH_LOCAL)}' target='_blank'>{h(ZH_LOCAL)}</a></p>"
            "<p>如果链接无法点击，请复制到浏览器地址栏打开。</p>"
            "<p>—— 喆喆商城 测试环境（端口 8088）</p></div>"
        ),
        charset="gbk",
        cte="base64",
        link=ZH_LOCAL,
    ),
)

KO_LOCAL = "http://localhost:3000/signup/verify?email=dev%40example.test&requestId=20260913001"
add(
    "url url-with-code",
    Mail(
        name="url_ko_code_and_verify_link_localhost_3000",
        subject="[로컬] 이메일 인증번호 안내",
        sender="로컬 테스트 <noreply@local.test>",
        to="dev@example.test",
        html=(
            "<div style='font-family:Apple SD Gothic Neo,Malgun Gothic,sans-serif'>"
            "<p>안녕하세요, dev님.</p>"
            "<p>이메일 인증번호는 <b>[731904]</b> 입니다. 인증번호는 5분간 유효합니다.</p>"
            "<p>또는 아래 버튼을 눌러 인증을 완료하세요.</p>"
            + button(KO_LOCAL, "이메일 인증하기")
            + "<p style='color:#999'>요청 ID: 20260913001 · 서버: localhost:3000</p></div>"
        ),
        otp="731904",
        link=KO_LOCAL,
    ),
)

EXPO = f"http://192.168.0.12:19006/auth/callback?token_hash={hexd('expo', 56)}&type=email"
add(
    "url",
    Mail(
        name="url_en_lan_ip_port_19006_magic_link",
        subject="Your magic link for Pocketlist (staging)",
        sender="Pocketlist Staging <noreply@staging.pocketlist.test>",
        text=(
            "Hi there,\n\n"
            "Tap the link below on the device running the app to log in:\n\n"
            f"{EXPO}\n\n"
            "This link can be used once and expires in 1 hour.\n"
            "Build 2026.09.13-4821 · Expo SDK 52\n"
        ),
        link=EXPO,
    ),
)

NUMERIC_PATH = f"http://localhost:8080/auth/magic/839201/{tok('h2-numpath', 24)}"
add(
    "url",
    Mail(
        name="url_en_numeric_path_segment_localhost_8080",
        subject="Log in to Fieldnote",
        sender="Fieldnote (local) <noreply@fieldnote.test>",
        html=(
            "<p>Hi Sam,</p><p>Someone asked to log in to Fieldnote with this address.</p>"
            + button(NUMERIC_PATH, "Log in to Fieldnote")
            + f"<p style='font-size:12px;color:#777'>Button not working? Paste this into your browser:<br>{NUMERIC_PATH}</p>"
            "<p style='font-size:12px;color:#777'>Request ID r-5521 · 13 Sep 2026 10:41 UTC</p>"
        ),
        link=NUMERIC_PATH,
    ),
)

PT_LOCAL = f"http://localhost:3333/cadastro/confirmar/7731?token={tok('h2-pt-local', 30)}"
add(
    "url activation",
    Mail(
        name="url_pt_adonis_concluir_cadastro_localhost_3333",
        subject="Conclua seu cadastro",
        sender="Feirinha (dev) <nao-responda@feirinha.test>",
        to="dev@example.test",
        text=(
            "Olá, Ana!\n\nFalta pouco! Para concluir seu cadastro, confirme seu e-mail acessando o link abaixo:\n\n"
            f"{PT_LOCAL}\n\n"
            "O link expira em 24 horas.\n\nEquipe Feirinha\n"
        ),
        link=PT_LOCAL,
    ),
)

# ---- promotional mail: promo, coupon and referral codes are not one-time codes -------------

add(
    "promo neg",
    Mail(
        name="promo_en_welcome_series_welcome15",
        subject="Welcome to Hearth & Hollow — here's 15% off",
        sender="Hearth & Hollow <hello@hearthhollow.test>",
        html=esp(
            "<h1 class='h1' style='font-size:30px'>You're in!</h1>"
            "<p>Thanks for creating your Hearth &amp; Hollow account. Your account is all set.</p>"
            "<p>As a welcome gift, take 15% off your first order with this code:</p>"
            + code_panel("WELCOME15", "Valid for 14 days · one use per customer")
            + button(
                "https://www.hearthhollow.test/new-arrivals?utm_source=welcome&utm_content=cta1",
                "Shop new arrivals",
            )
            + "<p>Already know what you want? <a href='https://www.hearthhollow.test/account/login'>Log in to your account</a> to check out faster.</p>"
            "<p>Free shipping on orders over $50. Questions? Call 1-800-555-0142.</p>",
            brand="Hearth",
            domain="hearthhollow.test",
            preheader="Your welcome gift is inside: 15% off your first order.",
        ),
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_en_black_friday_code_box_bf2026",
        subject="BLACK FRIDAY: up to $200 off ends Monday",
        sender="Voltaic Audio <deals@voltaic.test>",
        html=esp(
            "<h1 class='h1' style='font-size:34px;text-align:center'>Black Friday is here</h1>"
            "<p style='text-align:center'>$50 off $250+ · $100 off $500+ · $200 off $1,000+</p>"
            + code_panel("BF2026", "Enter at checkout · ends Mon 11/30 at 11:59 PM EST")
            + button(
                "https://www.voltaic.test/black-friday?code=BF2026&utm_campaign=bf26",
                "Shop the sale",
            )
            + "<p style='font-size:12px;color:#888'>Offer valid 11/27/2026-11/30/2026 on full-price items. Cannot be combined with other offers. Excludes gift cards. Model VX-900 limited to 2 per order.</p>",
            brand="Voltaic",
            domain="voltaic.test",
            preheader="Code BF2026 unlocks our biggest savings of the year",
            tracked=True,
        ),
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_en_code_in_subject_freeship50",
        subject="Your code FREESHIP50 expires tonight ⏰",
        sender="Lark & Loom <news@larkloom.test>",
        text=(
            "Lark & Loom\n\nLast call!\n\n"
            "Your code FREESHIP50 expires at midnight. Enter it at checkout for free shipping on orders of $50 or more.\n\n"
            "Shop now: https://larkloom.test/shop?utm_source=email&utm_campaign=fs50\n\n"
            "Lark & Loom · 88 Mill St, Burlington, VT 05401\n"
            "Unsubscribe: https://larkloom.test/u/5521903?t=mkt\n"
        ),
        html=esp(
            "<h1 class='h1'>Last call!</h1>"
            "<p>Your code <strong>FREESHIP50</strong> expires at midnight. Enter it at checkout for free shipping on orders of $50 or more.</p>"
            + button("https://larkloom.test/shop?utm_source=email&utm_campaign=fs50", "Shop now"),
            brand="Lark",
            domain="larkloom.test",
            preheader="Free shipping ends at midnight",
        ),
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_en_abandoned_cart_complete_your_purchase",
        subject="Did you forget something? Complete your purchase",
        sender="Pinewood Supply <cart@pinewood.test>",
        html=esp(
            "<h1 class='h1'>Still thinking it over?</h1>"
            "<p>The items in your cart are waiting. Complete your purchase in the next 24 hours and save 10% with code <b>COMEBACK10</b>.</p>"
            "<table width='100%' style='border-top:1px solid #eee'><tr><td><img src='https://cdn.pinewood.test/p/44172/thumb.jpg' width='80' alt=''></td>"
            "<td>Cedar Planter Box, 24&quot; (SKU 44172)<br>Qty 2 · $38.00</td></tr>"
            "<tr><td></td><td><b>Subtotal: $76.00</b></td></tr></table>"
            + button(
                f"https://www.pinewood.test/cart/recover?cart_id=88120455&key={tok('h2-cart', 24)}",
                "Complete your purchase",
            ),
            brand="Pinewood",
            domain="pinewood.test",
            preheader="Your cart expires soon. Save 10% with COMEBACK10",
        ),
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_en_referral_invite_friends_code",
        subject="Give $20, get $20: your referral code inside",
        sender="Parcelwise <team@parcelwise.test>",
        text=(
            "Hi Jordan,\n\nInvite friends to Parcelwise and you'll both get $20 in credit.\n\n"
            "Your personal referral code: JORDAN-7K2Q\n\n"
            "Share your link: https://parcelwise.test/r/JORDAN-7K2Q\n\n"
            "Your friend gets $20 off their first 3 shipments. Credit posts within 7 days of their first order.\n"
            "Terms: https://parcelwise.test/legal/referral-terms\n\n"
            "Parcelwise Inc., 500 7th Ave, New York, NY 10018\n"
            "Manage emails: https://parcelwise.test/settings/notifications\n"
        ),
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_zh_gbk_double11_coupon",
        subject="双11狂欢 | 满300减50优惠码已到账",
        subject_charset="gbk",
        sender="喆品优选 <market@zhepin.test>",
        html=esp(
            "<h1 class='h1' style='color:#e4393c'>双11 狂欢节</h1>"
            "<p>亲爱的会员，您的专属优惠码已到账：</p>"
            + code_panel("SHOP1111", "满300元减50元 · 11月11日 23:59 前有效")
            + "<p>全场低至 5 折，前 1000 名下单再送 20 元无门槛券。</p>"
            + button(
                "https://www.zhepin.test/activity/1111?from=edm&sid=20261111", "立即抢购", "#e4393c"
            )
            + "<p>客服热线：400-820-8820（9:00-21:00）</p>",
            brand="Zhepin",
            domain="zhepin.test",
            lang="zh",
            charset="gbk",
            preheader="优惠码 SHOP1111，满300减50",
        ),
        charset="gbk",
        cte="base64",
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_zh_big5_anniversary_discount_code",
        subject="週年慶限定：折扣碼 VIP2026 再享 85 折",
        subject_charset="big5",
        sender="晴光書店 <news@qingguang.test>",
        text=(
            "親愛的會員您好：\n\n晴光書店 12 週年慶開跑！\n"
            "結帳時輸入折扣碼 VIP2026，全館書籍再享 85 折。\n"
            "活動期間：2026/10/01 - 2026/10/15\n"
            "單筆滿 NT$1,200 免運費。\n\n"
            "立即選購：https://www.qingguang.test/event/anniv12?utm=edm\n\n"
            "取消訂閱：https://www.qingguang.test/edm/unsubscribe?m=7730215\n"
            "晴光書店 台北市信義區市府路 45 號 110 客服專線 (02) 2720-8889\n"
        ),
        charset="big5",
        cte="quoted-printable",
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_ja_sjis_coupon_code_spring500",
        subject="【500円OFF】春のクーポンをお届けします",
        subject_charset="iso-2022-jp",
        sender="みどり雑貨店 <info@midori-zakka.test>",
        html=esp(
            "<p>いつもみどり雑貨店をご利用いただき、ありがとうございます。</p>"
            "<p>会員様限定で、3,000円以上のお買い物に使える500円OFFクーポンをお届けします。</p>"
            + code_panel("SPRING500", "クーポンコード（有効期限：2026年4月30日 23:59まで）")
            + "<p>ご注文手続きの画面でクーポンコードを入力してください。</p>"
            + button(
                "https://www.midori-zakka.test/campaign/spring2026?cid=mail0415",
                "クーポンを使ってお買い物",
            )
            + "<p>お問い合わせ：0120-123-456（平日10:00〜18:00）</p>",
            brand="Midori",
            domain="midori-zakka.test",
            lang="ja",
            charset="shift_jis",
            preheader="500円OFFクーポンコード SPRING500",
        ),
        charset="shift_jis",
        cte="base64",
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_ko_euc_kr_welcome_coupon_code",
        subject="[별빛마켓] 신규 회원 10% 할인 쿠폰이 도착했어요",
        subject_charset="euc-kr",
        sender="별빛마켓 <event@byeolbit.test>",
        html=esp(
            "<p>회원님, 별빛마켓에 오신 것을 환영합니다!</p>"
            "<p>첫 구매 시 사용할 수 있는 10% 할인 코드를 드려요.</p>"
            + code_panel("HELLO10", "할인 코드 · 최대 5,000원 할인 · 2026.10.31까지")
            + "<p>결제 페이지에서 쿠폰 코드를 입력하세요. 3만원 이상 구매 시 무료배송.</p>"
            + button(
                "https://www.byeolbit.test/event/welcome?utm_source=email&no=3391", "쇼핑하러 가기"
            ),
            brand="Byeolbit",
            domain="byeolbit.test",
            lang="ko",
            charset="euc-kr",
            preheader="신규 회원 할인 코드 HELLO10",
        ),
        charset="euc-kr",
        cte="base64",
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_ru_koi8r_promokod_leto2026",
        subject="Промокод на скидку 20% внутри",
        subject_charset="koi8-r",
        sender="Лесная лавка <promo@lavka.test>",
        text=(
            "Здравствуйте, Ирина!\n\n"
            "Лето продолжается: дарим скидку 20% на весь ассортимент.\n\n"
            "Ваш промокод: LETO2026\n\n"
            "Введите его при оформлении заказа. Действует до 31.08.2026 на заказы от 1500 руб.\n\n"
            "Перейти в каталог: https://lavka.test/catalog?utm_source=email&utm_campaign=leto2026\n\n"
            "Горячая линия: 8 800 555-01-42\n"
            "Отписаться от рассылки: https://lavka.test/unsubscribe?id=5583021\n"
        ),
        charset="koi8-r",
        cte="quoted-printable",
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_de_latin1_gutscheincode_herbst25",
        subject="Ihr Gutscheincode: 25 % Rabatt auf die Herbstkollektion",
        subject_charset="iso-8859-1",
        sender="Wollwerk <newsletter@wollwerk.test>",
        html=esp(
            "<h1 class='h1'>Hallo Frau Schäfer,</h1>"
            "<p>der Herbst ist da - und mit ihm unsere neue Kollektion. Als Newsletter-Abonnentin erhalten Sie 25 % Rabatt:</p>"
            + code_panel("HERBST25", "Gutscheincode · gültig bis 30.09.2026")
            + "<p>Einfach im Warenkorb eingeben. Mindestbestellwert 49,90 EUR, nicht mit anderen Aktionen kombinierbar.</p>"
            + button(
                "https://www.wollwerk.test/herbst?utm_source=nl&utm_campaign=h25", "Jetzt entdecken"
            ),
            brand="Wollwerk",
            domain="wollwerk.test",
            lang="de",
            charset="iso-8859-1",
            preheader="25 % Rabatt mit dem Code HERBST25",
        ),
        charset="iso-8859-1",
        cte="quoted-printable",
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_fr_latin1_code_promo_bienvenue10",
        subject="Bienvenue ! Votre code promo de 10 %",
        subject_charset="iso-8859-1",
        sender="Maison Garance <bonjour@garance.test>",
        text=(
            "Bonjour Camille,\n\n"
            "Merci de vous être inscrite à la newsletter Maison Garance.\n\n"
            "Votre code promo : BIENVENUE10\n"
            "-10 % sur votre première commande, valable jusqu'au 31/12/2026.\n\n"
            "J'en profite : https://www.garance.test/nouveautes?code=BIENVENUE10&utm_source=newsletter\n\n"
            "Livraison offerte dès 60 euros d'achat.\n"
            "Service client : 01 84 80 12 34 (du lundi au vendredi, 9h-18h)\n\n"
            "Se désinscrire : https://www.garance.test/newsletter/desinscription?e=7712093\n"
            "Maison Garance SAS, 12 avenue des Champs-Élysées, 75008 Paris\n"
        ),
        charset="iso-8859-1",
        cte="quoted-printable",
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_es_cupon_verano30",
        subject="☀️ Cupón VERANO30: 30% de descuento solo este fin de semana",
        sender="Tienda Alba <ofertas@alba.test>",
        html=esp(
            "<h1 class='h1'>¡Llega el verano!</h1>"
            "<p>Usa el código de descuento <b>VERANO30</b> al finalizar tu compra y ahorra un 30% en toda la colección de baño.</p>"
            "<p>Válido del 19 al 21 de junio de 2026. Pedido mínimo 40 €.</p>"
            + button(
                "https://www.alba.test/rebajas/bano?utm_source=email&cupon=VERANO30",
                "Comprar ahora",
            ),
            brand="Alba",
            domain="alba.test",
            lang="es",
            preheader="Cupón VERANO30 · 30% de descuento",
            tracked=True,
        ),
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_pt_cupom_black50",
        subject="Black Friday: cupom BLACK50 liberado!",
        sender="Casa Ipê <ofertas@casaipe.test>",
        html=esp(
            "<h1 class='h1'>Black Friday Casa Ipê</h1>"
            "<p>Oi, Beatriz! Seu cupom de desconto chegou:</p>"
            + code_panel("BLACK50", "R$ 50 OFF em compras acima de R$ 299 · até 29/11/2026")
            + "<p>Primeira compra? Use também o cupom <b>PRIMEIRA10</b> e ganhe 10% extra.</p>"
            + button(
                "https://www.casaipe.test/black-friday?utm_source=email&utm_medium=crm",
                "Aproveitar agora",
            )
            + "<p>Frete grátis para CEP 01000-000 a 09999-999.</p>",
            brand="Casaipe",
            domain="casaipe.test",
            lang="pt",
            preheader="Cupom BLACK50: R$ 50 OFF",
        ),
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_en_ride_credit_code_ride5off",
        subject="We miss you! Here's a code for your next ride",
        sender="Zipline Rides <promos@zipline-rides.test>",
        text=(
            "It's been a while!\n\n"
            "Enter promo code RIDE5OFF in the app under Account > Promotions to get $5 off your next 3 rides.\n"
            "Expires in 7 days. Valid in Seattle, Portland and Denver.\n\n"
            "Open the app: https://zipline-rides.test/app?promo=RIDE5OFF\n\n"
            "Zipline Rides, PO Box 24810, Seattle, WA 98124\n"
            "Unsubscribe: https://zipline-rides.test/email/unsub?u=91203384\n"
        ),
    ),
)

add(
    "promo neg",
    Mail(
        name="promo_ja_euc_jp_point_campaign_code",
        subject="ポイント10倍キャンペーン実施中",
        subject_charset="euc-jp",
        sender="さくら書房 <news@sakura-shobo.test>",
        text=(
            "さくら書房 会員各位\n\n"
            "ただいまポイント10倍キャンペーンを実施中です。\n"
            "ご注文時にキャンペーンコード「BOOK10X」を入力すると、ポイントが10倍になります。\n\n"
            "期間：2026年9月1日（火）〜9月30日（水）\n"
            "対象：税込2,000円以上のご注文\n\n"
            "▼キャンペーン詳細\nhttps://www.sakura-shobo.test/campaign/point10?mid=20260901\n\n"
            "配信停止はこちら：https://www.sakura-shobo.test/mail/stop?u=4418820\n"
            "さくら書房株式会社 〒100-0005 東京都千代田区丸の内1-9-1\n"
        ),
        charset="euc-jp",
        cte="base64",
    ),
)

# ---- account activation / registration completion: the activation link is the magic link --

JA_ACT_1 = f"https://member.hinoki-travel.test/regist/complete?key={tok('h2-hinoki', 40)}"
add(
    "activation iso2022",
    Mail(
        name="act_ja_iso2022_text_honntouroku_url",
        subject="【ひのき旅行】会員本登録のお願い",
        subject_charset="iso-2022-jp",
        sender="ひのき旅行 <member@hinoki-travel.test>",
        text=(
            "山田 太郎 様\n\n"
            "この度は、ひのき旅行の会員仮登録をいただき、誠にありがとうございます。\n"
            "まだ会員登録は完了しておりません。\n\n"
            "下記URLにアクセスして、本登録を完了してください。\n"
            f"{JA_ACT_1}\n\n"
            "※URLの有効期限は、仮登録から24時間です。\n"
            "※有効期限を過ぎた場合は、お手数ですが再度仮登録をお願いいたします。\n\n"
            "━━━━━━━━━━━━━━━━━━━━━━\n"
            "ひのき旅行株式会社\n〒100-0005 東京都千代田区丸の内1-9-1\n"
            "TEL：03-6203-4417（受付時間 10:00〜18:00）\n"
            "観光庁長官登録旅行業第2048号\n"
            "━━━━━━━━━━━━━━━━━━━━━━\n"
        ),
        charset="iso-2022-jp",
        cte="7bit",
        link=JA_ACT_1,
    ),
)

JA_ACT_2 = f"https://account.kumo-note.test/activate?t={tok('h2-kumo', 44)}"
add(
    "activation iso2022",
    Mail(
        name="act_ja_iso2022_multipart_account_activation_button",
        subject="【くもノート】アカウントを有効化してください",
        subject_charset="iso-2022-jp",
        sender="くもノート <noreply@kumo-note.test>",
        text=(
            "くもノートへのご登録ありがとうございます。\n\n"
            "以下のリンクからアカウントを有効化し、登録を完了してください。\n"
            f"{JA_ACT_2}\n\n"
            "このリンクの有効期限は72時間です。\n"
            "お問い合わせ番号：KN-20260913-0042\n"
        ),
        html=esp(
            "<p>くもノートへのご登録ありがとうございます。</p>"
            "<p>下のボタンをクリックしてアカウントを有効化し、登録を完了してください。</p>"
            + button(JA_ACT_2, "アカウントを有効化する")
            + "<p style='font-size:12px;color:#888'>このリンクの有効期限は72時間です。<br>お問い合わせ番号：KN-20260913-0042</p>",
            brand="Kumo",
            domain="kumo-note.test",
            lang="ja",
            charset="iso-2022-jp",
            preheader="登録を完了するには、アカウントを有効化してください",
        ),
        charset="iso-2022-jp",
        cte="7bit",
        link=JA_ACT_2,
    ),
)

JA_ACT_3 = f"https://www.yuzu-kitchen.test/member/entry/finish/{tok('h2-yuzu', 32)}"
add(
    "activation",
    Mail(
        name="act_ja_euc_jp_kaiin_touroku_kanryou",
        subject="会員登録を完了してください",
        subject_charset="euc-jp",
        sender="ゆずキッチン <info@yuzu-kitchen.test>",
        html=(
            "<html><head><meta http-equiv='Content-Type' content='text/html; charset=EUC-JP'></head><body>"
            "<p>ゆずキッチンへようこそ！</p>"
            "<p>会員登録はまだ完了していません。下のボタンを押して、会員登録を完了してください。</p>"
            f"<p><a href='{h(JA_ACT_3)}' style='background:#f5a623;color:#fff;padding:12px 24px'>会員登録を完了する</a></p>"
            "<p>レシピ掲載数 12,480件 ／ 会員数 310万人</p>"
            "<hr><p style='font-size:11px'>ゆずキッチン運営事務局 TEL 050-3852-7741<br>"
            "<a href='https://www.yuzu-kitchen.test/help/'>よくあるご質問</a> ｜ "
            "<a href='https://www.yuzu-kitchen.test/mail/stop?id=5521'>メール配信停止</a></p></body></html>"
        ),
        charset="euc-jp",
        cte="quoted-printable",
        link=JA_ACT_3,
    ),
)

ZH_ACT_1 = f"https://passport.heyun.test/register/activate?token={tok('h2-heyun', 36)}&uid=30018824"
add(
    "activation",
    Mail(
        name="act_zh_gb2312_activate_account_tracked",
        subject="激活您的禾云账号，完成注册",
        subject_charset="gb2312",
        sender="禾云 <noreply@heyun.test>",
        html=esp(
            "<p>您好！</p><p>感谢您注册禾云。请点击下方按钮激活您的账号，完成注册：</p>"
            + button(ZH_ACT_1, "激活账号")
            + f"<p>如果按钮无法点击，请将以下链接复制到浏览器中打开：<br>{h(ZH_ACT_1)}</p>"
            "<p>该链接 48 小时内有效。用户编号：30018824</p>",
            brand="Heyun",
            domain="heyun.test",
            lang="zh",
            charset="gb2312",
            preheader="只差一步，激活账号即可开始使用",
        ),
        charset="gb2312",
        cte="base64",
        link=ZH_ACT_1,
    ),
)

ZH_ACT_2 = f"https://www.lanting.test/account/verify?code={tok('h2-lanting', 28)}"
add(
    "activation",
    Mail(
        name="act_zh_big5_complete_registration",
        subject="蘭亭會員：請完成註冊",
        subject_charset="big5",
        sender="蘭亭 <service@lanting.test>",
        text=(
            "親愛的會員您好：\n\n"
            "感謝您申請成為蘭亭會員。請點選以下連結啟用帳號，完成註冊程序：\n\n"
            f"{ZH_ACT_2}\n\n"
            "此連結將於 2026/09/15 23:59 失效。\n"
            "若您並未申請，請忽略此信。\n\n"
            "蘭亭客服中心 (02) 2720-8889 台北市信義區市府路 45 號 110\n"
        ),
        charset="big5",
        cte="base64",
        link=ZH_ACT_2,
    ),
)

KO_ACT = f"https://member.sopung.test/join/complete?authKey={tok('h2-sopung', 40)}"
add(
    "activation",
    Mail(
        name="act_ko_euc_kr_signup_complete_button",
        subject="[소풍] 회원가입을 완료해 주세요",
        subject_charset="euc-kr",
        sender="소풍 <noreply@sopung.test>",
        html=esp(
            "<p>안녕하세요, 소풍입니다.</p>"
            "<p>회원가입을 위한 이메일 인증 단계입니다. 아래 버튼을 눌러 회원가입을 완료해 주세요.</p>"
            + button(KO_ACT, "회원가입 완료하기", "#00c73c")
            + "<p>본 인증 링크는 발송 후 24시간 동안 유효합니다.</p>",
            brand="Sopung",
            domain="sopung.test",
            lang="ko",
            charset="euc-kr",
            preheader="이메일 인증 후 가입이 완료됩니다",
        ),
        charset="euc-kr",
        cte="base64",
        link=KO_ACT,
    ),
)

RU_ACT = f"https://id.kedr.test/register/finish?activation_key={tok('h2-kedr', 40)}"
add(
    "activation",
    Mail(
        name="act_ru_koi8r_finish_registration",
        subject='Завершите регистрацию в "Кедре"',
        subject_charset="koi8-r",
        sender="Кедр <noreply@kedr.test>",
        text=(
            "Здравствуйте, Алексей!\n\n"
            'Вы начали регистрацию в сервисе "Кедр". Чтобы активировать учётную запись и завершить регистрацию, перейдите по ссылке:\n\n'
            f"{RU_ACT}\n\n"
            "Ссылка действительна 48 часов. Если вы не регистрировались, просто проигнорируйте это письмо.\n\n"
            "Служба поддержки: 8 800 200-41-17, support@kedr.test\n"
            'ООО "Кедр", 115054, Москва, ул. Валовая, д. 26\n'
        ),
        charset="koi8-r",
        cte="8bit",
        link=RU_ACT,
    ),
)

DE_ACT = f"https://konto.bergsee.test/registrierung/abschliessen?token={tok('h2-bergsee', 36)}&kd=5830217"
add(
    "activation",
    Mail(
        name="act_de_latin1_konto_aktivieren",
        subject="Nur noch ein Schritt: Konto aktivieren",
        subject_charset="iso-8859-1",
        sender="Bergsee Energie <kundenservice@bergsee.test>",
        html=esp(
            "<p>Sehr geehrte Frau Weiß,</p>"
            "<p>vielen Dank für Ihre Registrierung im Kundenportal von Bergsee Energie. Bitte aktivieren Sie Ihr Konto, um die Registrierung abzuschließen:</p>"
            + button(DE_ACT, "Konto aktivieren", "#0a6e3c")
            + "<p>Der Link ist 7 Tage gültig. Ihre Kundennummer: 5830217, Zählernummer 1ESY1160 4417 02.</p>"
            "<p>Mit freundlichen Grüßen<br>Ihr Bergsee-Kundenservice</p>",
            brand="Bergsee",
            domain="bergsee.test",
            lang="de",
            charset="iso-8859-1",
            preheader="Registrierung abschließen",
        ),
        charset="iso-8859-1",
        cte="quoted-printable",
        link=DE_ACT,
    ),
)

FR_ACT = mailgun("lavande.test", "fr-act")
add(
    "activation",
    Mail(
        name="act_fr_finaliser_inscription_mailgun_tracked",
        subject="Finalisez votre inscription sur Lavande",
        sender="Lavande <bienvenue@lavande.test>",
        html=esp(
            "<p>Bonjour Léa,</p>"
            "<p>Il ne vous reste plus qu'une étape : cliquez sur le bouton ci-dessous pour activer votre compte et finaliser votre inscription.</p>"
            + button(FR_ACT, "Finaliser mon inscription", "#7b5ea7")
            + "<p>Ce lien est valable 48 heures.</p>"
            "<p>À très vite,<br>L'équipe Lavande</p>",
            brand="Lavande",
            domain="lavande.test",
            lang="fr",
            preheader="Activez votre compte en un clic",
        ),
        link=FR_ACT,
    ),
)

ES_ACT = f"https://www.cumbre.test/cuenta/activar/{tok('h2-cumbre', 32)}?origen=registro"
add(
    "activation",
    Mail(
        name="act_es_activa_tu_cuenta_text_and_html",
        subject="Activa tu cuenta de Cumbre",
        sender="Cumbre <no-responder@cumbre.test>",
        text=(
            "¡Hola, Marta!\n\nGracias por registrarte en Cumbre. Para completar tu registro, activa tu cuenta en este enlace:\n\n"
            f"{ES_ACT}\n\n"
            "El enlace caduca en 24 horas.\n\nCumbre Outdoor S.L. · Paseo de la Castellana 259, 28046 Madrid · CIF B-87654321\n"
        ),
        html=esp(
            "<h1 class='h1'>¡Hola, Marta!</h1>"
            "<p>Gracias por registrarte en Cumbre. Para completar tu registro, activa tu cuenta:</p>"
            + button(ES_ACT, "Activar mi cuenta", "#d9480f")
            + "<p>El enlace caduca en 24 horas.</p>",
            brand="Cumbre",
            domain="cumbre.test",
            lang="es",
            preheader="Completa tu registro",
        ),
        charset="iso-8859-1",
        link=ES_ACT,
    ),
)

PT_ACT = f"https://conta.jabuti.test/ativar-conta?token={tok('h2-jabuti', 40)}&origem=email"
add(
    "activation",
    Mail(
        name="act_pt_ative_sua_conta_base64",
        subject="Ative sua conta Jabuti e conclua seu cadastro",
        sender="Jabuti <nao-responda@jabuti.test>",
        html=esp(
            "<p>Olá, Rafael!</p>"
            "<p>Recebemos seu cadastro. Para concluí-lo, clique no botão abaixo e ative sua conta:</p>"
            + button(PT_ACT, "Ativar minha conta", "#2b8a3e")
            + "<p>O link é válido por 72 horas. Seu protocolo de atendimento é 20260913-5521.</p>",
            brand="Jabuti",
            domain="jabuti.test",
            lang="pt",
            preheader="Falta pouco para concluir seu cadastro",
        ),
        cte="base64",
        link=PT_ACT,
    ),
)

EN_ACT_1 = sendgrid("complete-registration")
add(
    "activation",
    Mail(
        name="act_en_complete_registration_sendgrid_tracked",
        subject="Complete your registration",
        sender="Brightpath Learning <accounts@brightpath.test>",
        html=esp(
            "<h1 class='h1'>Almost there, Priya!</h1>"
            "<p>You started creating a Brightpath Learning account on Sep 13, 2026. Complete your registration to start your 14-day free trial.</p>"
            + button(EN_ACT_1, "Complete registration", "#6741d9")
            + "<p>This link expires in 72 hours. Learner ID: BP-2026-448120.</p>",
            brand="Brightpath",
            domain="brightpath.test",
            preheader="One click to finish setting up your account",
            tracked=True,
        ),
        link=EN_ACT_1,
    ),
)

EN_ACT_2 = f"https://app.tidewater.test/activate/{tok('h2-tidewater', 40)}"
add(
    "activation",
    Mail(
        name="act_en_activate_account_with_help_and_terms_links",
        subject="Activate your Tidewater account",
        sender="Tidewater <support@tidewater.test>",
        text=(
            "Welcome to Tidewater!\n\n"
            "Before you can use your account, please activate it:\n"
            f"{EN_ACT_2}\n\n"
            "Getting started guide: https://help.tidewater.test/articles/360001120-getting-started\n"
            "Terms of Service: https://tidewater.test/legal/terms\n"
            "Status page: https://status.tidewater.test\n\n"
            "Your plan: Team (5 seats), billed at $12.00 per seat per month after the 30-day trial.\n\n"
            "Tidewater Software Inc., 2201 Broadway, Floor 6, Oakland, CA 94612\n"
        ),
        link=EN_ACT_2,
    ),
)

INVITE = f"https://app.quarry.test/invitations/{tok('h2-quarry', 32)}/accept?org=40211"
add(
    "invite",
    Mail(
        name="link_en_invitation_accept_join_team",
        subject="Mina Okafor invited you to join Northwind Ops on Quarry",
        sender="Quarry <notifications@quarry.test>",
        html=esp(
            "<p><b>Mina Okafor</b> (mina@northwind.test) has invited you to join the <b>Northwind Ops</b> workspace on Quarry.</p>"
            "<p>Northwind Ops has 23 members and 4 active projects.</p>"
            + button(INVITE, "Accept invitation", "#1864ab")
            + "<p style='font-size:13px;color:#666'>This invitation expires in 7 days. Not expecting it? You can ignore this email.</p>",
            brand="Quarry",
            domain="quarry.test",
            preheader="Join Northwind Ops on Quarry",
        ),
        link=INVITE,
    ),
)

FR_OPTIN = f"https://lettre.ciboulette.test/abonnement/confirmer?cle={tok('h2-cib', 30)}"
add(
    "confirm",
    Mail(
        name="link_fr_confirm_newsletter_inscription",
        subject="Confirmez votre inscription",
        subject_charset="iso-8859-1",
        sender="La Ciboulette <lettre@ciboulette.test>",
        text=(
            "Bonjour,\n\n"
            "Pour confirmer votre inscription à La Lettre de la Ciboulette (2 envois par mois), cliquez sur ce lien :\n"
            f"{FR_OPTIN}\n\n"
            "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : vous ne serez pas inscrit(e).\n\n"
            "La Ciboulette, 9 rue des Martyrs, 75009 Paris\n"
        ),
        charset="iso-8859-1",
        link=FR_OPTIN,
    ),
)

# ---- one-time codes, all languages and charsets ---------------------------------------------

add(
    "otp",
    Mail(
        name="otp_en_code_with_order_phone_and_zip",
        subject="Confirm your order with this code",
        sender="Fennel Market <orders@fennel.test>",
        text=(
            "Hi Chris,\n\nTo confirm order #80231-4471 (3 items, $64.18), enter this one-time code on the payment page:\n\n"
            "  519 027\n\n"
            "The code expires in 10 minutes.\n\n"
            "Delivery to: 14 Elm Street, Apt 2B, Cambridge, MA 02139\n"
            "Questions? Call (617) 555-0182.\n"
        ),
        otp="519027",
    ),
)

add(
    "otp",
    Mail(
        name="otp_en_code_box_preheader_and_tracked_footer",
        subject="Your Hollis verification code",
        sender="Hollis <security@hollis.test>",
        html=esp(
            "<h1 class='h1'>Verify it's you</h1>"
            "<p>We noticed a sign-in from a new device (Safari 18 on iPhone, Denver, CO 80202).</p>"
            "<p>Enter this verification code to continue:</p>"
            + code_panel("846 302")
            + "<p>The code expires in 15 minutes. Hollis will never call you to ask for it.</p>",
            brand="Hollis",
            domain="hollis.test",
            preheader="Your verification code is 846302",
            tracked=True,
        ),
        otp="846302",
    ),
)

add(
    "otp",
    Mail(
        name="otp_en_alnum_eight_grouped_sign_in_code",
        subject="Sign-in code for Marrow",
        sender="Marrow <auth@marrow.test>",
        text=(
            "Your sign-in code is:\n\n    FJ4K-9QWZ\n\n"
            "Enter it within 20 minutes. For your security, don't share it with anyone.\n"
            "Session ID 7f3a-22b1 · 13 Sep 2026, 10:41:07 UTC\n"
        ),
        otp="FJ4K9QWZ",
    ),
)

add(
    "otp",
    Mail(
        name="otp_en_request_details_ip_date_and_code",
        subject="Security code for your Greywell account",
        sender="Greywell Bank <no-reply@greywell.test>",
        html=plain(
            "<p>Dear customer,</p>"
            "<p>Use the security code below to approve your login.</p>"
            "<p style='font-size:26px;font-weight:bold'>640199</p>"
            "<table style='font-size:13px;color:#555'>"
            "<tr><td>Requested</td><td>Friday, 11 September 2026 at 14:05</td></tr>"
            "<tr><td>IP address</td><td>81.2.69.142</td></tr>"
            "<tr><td>Device</td><td>Chrome 131 / Windows 11</td></tr>"
            "<tr><td>Account</td><td>**** **** 4821</td></tr></table>"
            "<p>If this wasn't you, call us immediately on 0800 555 0199.</p>",
            "Greywell Bank",
            "Greywell Bank plc. Registered in England and Wales No. 02065581. Authorised by the PRA (FRN 114216).",
        ),
        otp="640199",
    ),
)

add(
    "otp",
    Mail(
        name="otp_en_code_only_in_subject_brackets",
        subject="[Ferro] 318204 is your login code",
        sender="Ferro <login@ferro.test>",
        html=plain(
            "<p>Copy the code from the subject line and paste it into the Ferro app.</p>"
            "<p>Ferro will never ask for this code by phone or chat.</p>",
            "Ferro",
            "Ferro Labs · 44 Canal Rd, Leeds LS12 2PL",
        ),
        otp="318204",
    ),
)

add(
    "otp",
    Mail(
        name="otp_en_magic_link_and_code_sendgrid",
        subject="Log in to Ashgrove",
        sender="Ashgrove <hello@ashgrove.test>",
        text=(
            "Log in to Ashgrove\n\nClick the link below to log in:\n"
            f"{sendgrid('ashgrove-login')}\n\n"
            "Or enter this code in the app: 55 21 87\n\n"
            "Ashgrove, 9 Quay Street, Dublin 2, D02 X285, Ireland\n"
        ),
        html=esp(
            "<h1 class='h1'>Log in to Ashgrove</h1>"
            + button(sendgrid("ashgrove-login"), "Log in")
            + "<p>Or enter this code in the app:</p>"
            + code_panel("55 21 87")
            + "<p>Both expire in 15 minutes.</p>",
            brand="Ashgrove",
            domain="ashgrove.test",
            preheader="Your login link and code",
            tracked=True,
        ),
        otp="552187",
        link=sendgrid("ashgrove-login"),
    ),
)

add(
    "otp",
    Mail(
        name="otp_zh_gbk_code_with_order_and_hotline",
        subject="【喆喆商城】支付验证码",
        subject_charset="gbk",
        sender="喆喆商城 <pay@zhezhe.test>",
        text=(
            "尊敬的用户：\n\n"
            "您的订单 202609130088412 正在支付，金额 ￥1,299.00。\n"
            "本次支付验证码：582013（5分钟内有效），请勿告诉他人。\n\n"
            "客服热线：400-820-8820\n"
        ),
        charset="gbk",
        cte="base64",
        otp="582013",
    ),
)

add(
    "otp",
    Mail(
        name="otp_zh_big5_qp_verification_code",
        subject="【晴光書店】驗證碼通知",
        subject_charset="big5",
        sender="晴光書店 <service@qingguang.test>",
        html=(
            "<p>親愛的會員您好：</p>"
            "<p>您正在變更登入密碼，驗證碼為：<span style='font-size:22px;color:#c92a2a'><b>307 415</b></span></p>"
            "<p>驗證碼於 10 分鐘內有效。</p>"
            "<p>晴光書店 客服專線 (02) 2720-8889，服務時間 09:00-18:00</p>"
        ),
        charset="big5",
        cte="quoted-printable",
        otp="307415",
    ),
)

add(
    "otp",
    Mail(
        name="otp_ja_euc_jp_kakunin_code",
        subject="【あおば銀行】確認コードのお知らせ",
        subject_charset="euc-jp",
        sender="あおば銀行 <info@aoba-bank.test>",
        text=(
            "あおば銀行をご利用いただきありがとうございます。\n\n"
            "お振込みの確認コードは以下のとおりです。\n\n"
            "確認コード：402957\n\n"
            "振込金額：58,000円\n振込先：ミドリ商事（株） 普通 1234567\n"
            "受付日時：2026年9月13日 10:41\n\n"
            "※確認コードの有効期限は5分です。\n"
        ),
        charset="euc-jp",
        cte="base64",
        otp="402957",
    ),
)

add(
    "otp iso2022",
    Mail(
        name="otp_ja_iso2022_fullwidth_ninshou_code",
        subject="認証コードのお知らせ",
        subject_charset="iso-2022-jp",
        sender="ポケット証券 <auth@pocket-sec.test>",
        text=(
            "ポケット証券をご利用いただきありがとうございます。\n\n"
            "ログイン用の認証コードをお送りします。\n\n"
            "認証コード：８１４０２６\n\n"
            "有効期限：送信から１０分\n"
            "口座番号：３３９−１２０４４８\n\n"
            "お問い合わせ：０１２０−８８−４４１７\n"
        ),
        charset="iso-2022-jp",
        cte="7bit",
        otp="814026",
    ),
)

add(
    "otp",
    Mail(
        name="otp_ko_euc_kr_html_base64_injeung_number",
        subject="[하늘페이] 인증번호는 604183 입니다",
        subject_charset="euc-kr",
        sender="하늘페이 <noreply@haneulpay.test>",
        html=esp(
            "<p>안녕하세요, 하늘페이입니다.</p>"
            "<p>요청하신 인증번호는 아래와 같습니다.</p>"
            + code_panel("604183")
            + "<p>인증번호는 3분간 유효합니다. 결제금액 129,000원 · 주문번호 2026091300412</p>",
            brand="Haneulpay",
            domain="haneulpay.test",
            lang="ko",
            charset="euc-kr",
            preheader="인증번호 안내",
        ),
        charset="euc-kr",
        cte="base64",
        otp="604183",
    ),
)

add(
    "otp",
    Mail(
        name="otp_ru_koi8r_spaced_code",
        subject="Код для входа в Ладью",
        subject_charset="koi8-r",
        sender="Ладья <noreply@ladya.test>",
        text=(
            "Здравствуйте!\n\nКод для входа: 371 902\n\n"
            "Никому его не сообщайте, даже сотрудникам поддержки. Код действует 5 минут.\n"
            "Вход выполнен 13.09.2026 в 10:41 с IP 95.165.12.4 (Москва).\n"
        ),
        charset="koi8-r",
        cte="quoted-printable",
        otp="371902",
    ),
)

add(
    "otp",
    Mail(
        name="otp_ru_windows1251_html_one_time_password_four",
        subject="Одноразовый пароль",
        subject_charset="windows-1251",
        sender="Банк «Сокол» <info@sokol-bank.test>",
        html=(
            "<html><head><meta charset='windows-1251'></head><body>"
            "<p>Одноразовый пароль для подтверждения операции: <b>8604</b></p>"
            "<p>Перевод 1 250,00 руб. на карту *4417. Никому не сообщайте пароль.</p>"
            "<p>Банк «Сокол», лицензия ЦБ РФ № 3251. Телефон: 8 800 100-32-51</p></body></html>"
        ),
        charset="windows-1251",
        cte="base64",
        otp="8604",
    ),
)

add(
    "otp",
    Mail(
        name="otp_de_utf8_8bit_anmeldecode",
        subject="Ihr Anmeldecode für Kiefer",
        sender="Kiefer <sicherheit@kiefer.test>",
        text=(
            "Hallo Jörg,\n\nIhr Anmeldecode lautet: 920 481\n\n"
            "Er ist 10 Minuten gültig. Geben Sie ihn niemals an Dritte weiter – Kiefer fragt Sie nie telefonisch danach.\n\n"
            "Anfrage vom 13.09.2026 um 10:41 Uhr, Gerät: Firefox 130 unter Linux\n"
            "Kiefer GmbH, Friedrichstraße 68, 10117 Berlin, Tel. 030 20188-0\n"
        ),
        cte="8bit",
        otp="920481",
    ),
)

add(
    "otp",
    Mail(
        name="otp_fr_latin1_code_with_commande_number",
        subject="Votre code de vérification",
        subject_charset="iso-8859-1",
        sender="Boulangerie Vallée <commandes@vallee.test>",
        html=plain(
            "<p>Bonjour Éloïse,</p>"
            "<p>Pour valider votre commande n° 10293847 (retrait le 14/09 à 08h30), saisissez le code de vérification suivant :</p>"
            "<p style='font-size:28px;letter-spacing:2px'><b>553 019</b></p>"
            "<p>Ce code est valable 15 minutes.</p>",
            "Boulangerie Vallée",
            "Boulangerie Vallée · 4 place du Marché, 69002 Lyon · SIRET 812 345 678 00019",
        ),
        charset="iso-8859-1",
        cte="quoted-printable",
        otp="553019",
    ),
)

add(
    "otp",
    Mail(
        name="otp_es_four_digit_code_with_pedido",
        subject="Tu código de verificación de Olivar",
        sender="Olivar <hola@olivar.test>",
        text=(
            "¡Hola, Lucía!\n\n"
            "Tu código de verificación es 7302.\n\n"
            "Introdúcelo en la app para confirmar el cambio de dirección del pedido 4417-22.\n"
            "Caduca en 10 minutos.\n\n"
            "Olivar S.L. · C/ Mayor 12, 41001 Sevilla · Tel. 954 123 456\n"
        ),
        cte="base64",
        otp="7302",
    ),
)

add(
    "otp",
    Mail(
        name="otp_pt_codigo_de_acesso_with_cpf_and_cep",
        subject="Seu código de acesso Caju",
        sender="Caju <seguranca@caju.test>",
        html=esp(
            "<p>Olá, Beatriz!</p>"
            "<p>Use o código abaixo para acessar sua conta Caju:</p>"
            + code_panel("840 227")
            + "<p>O código vale por 5 minutos. CPF: ***.482.019-**</p>"
            "<p>Não reconhece este acesso? Ligue 0800 771 4417.</p>",
            brand="Caju",
            domain="caju.test",
            lang="pt",
            preheader="Código de acesso: 840227",
        ),
        otp="840227",
    ),
)

add(
    "otp",
    Mail(
        name="otp_es_latin1_codigo_alfanumerico",
        subject="Código de seguridad",
        subject_charset="iso-8859-1",
        sender="Banco Ribera <avisos@ribera.test>",
        text=(
            "Estimado cliente:\n\n"
            "Su código de seguridad para firmar la operación es: R7K2P9\n\n"
            "Importe: 1.250,00 EUR · Cuenta ES91 2100 0418 4502 0005 1332\n"
            "Fecha: 13/09/2026 10:41\n\n"
            "Banco Ribera nunca le pedirá este código por teléfono.\n"
        ),
        charset="iso-8859-1",
        cte="quoted-printable",
        otp="R7K2P9",
    ),
)

add(
    "otp",
    Mail(
        name="otp_zh_utf8_code_and_login_link_tracked",
        subject="登录确认",
        sender="青柠 <noreply@qingning.test>",
        html=esp(
            "<p>您好！您正在登录青柠账号。</p>"
            "<p>验证码：<b style='font-size:24px'>619530</b>（10 分钟内有效）</p>"
            "<p>也可以点击下方按钮一键登录：</p>"
            + button(mailgun("qingning.test", "zh-login"), "一键登录")
            + "<p>登录地点：上海（IP 116.228.88.12）</p>",
            brand="Qingning",
            domain="qingning.test",
            lang="zh",
            preheader="验证码 619530",
        ),
        otp="619530",
        link=mailgun("qingning.test", "zh-login"),
    ),
)

add(
    "otp",
    Mail(
        name="otp_ko_utf8_text_code_in_parentheses",
        subject="두루미 로그인 인증",
        sender="두루미 <auth@durumi.test>",
        text=(
            "두루미 로그인 인증번호(528841)를 입력해 주세요.\n"
            "타인에게 절대 알려주지 마세요.\n\n"
            "접속 시각: 2026-09-13 10:41\n고객센터 1544-7741\n"
        ),
        otp="528841",
    ),
)

# ---- true negatives: numbers, links and the words "code", "confirm", "verify", no action ---

add(
    "neg",
    Mail(
        name="neg_en_password_changed_with_reset_page_link",
        subject="Your password was changed",
        sender="Fernhill <security@fernhill.test>",
        html=esp(
            "<p>Hi Alex,</p>"
            "<p>The password for your Fernhill account was changed on Sep 13, 2026 at 10:41 AM (UTC) from Chrome on macOS (IP 198.51.100.23).</p>"
            "<p>If you made this change, no further action is needed.</p>"
            "<p>If you didn't, <a href='https://www.fernhill.test/forgot-password'>reset your password</a> right away and contact support.</p>",
            brand="Fernhill",
            domain="fernhill.test",
            preheader="Security notice for your account",
        ),
    ),
)

add(
    "neg",
    Mail(
        name="neg_en_new_sign_in_alert",
        subject="New sign-in to your Corvid account",
        sender="Corvid <no-reply@corvid.test>",
        text=(
            "New sign-in to your account\n\n"
            "We noticed a new sign-in to your Corvid account.\n\n"
            "Device: Pixel 9 Pro\nLocation: Austin, TX 78701, United States\nTime: 13 Sep 2026, 10:41 CDT\nIP: 203.0.113.77\n\n"
            "If this was you, you don't need to do anything.\n"
            "If not, secure your account: https://corvid.test/security/checkup?src=alert\n"
        ),
    ),
)

add(
    "neg",
    Mail(
        name="neg_en_invoice_with_numbers",
        subject="Invoice INV-20260913-0042 from Stratus Cloud",
        sender="Stratus Cloud Billing <billing@stratus.test>",
        html=plain(
            "<p>Your invoice is ready.</p><table style='font-size:14px'>"
            "<tr><td>Invoice number</td><td>INV-20260913-0042</td></tr>"
            "<tr><td>Account ID</td><td>448120</td></tr>"
            "<tr><td>Billing period</td><td>Aug 1 – Aug 31, 2026</td></tr>"
            "<tr><td>Compute (730 h)</td><td>$184.22</td></tr><tr><td>Storage (250 GB)</td><td>$5.75</td></tr>"
            "<tr><td><b>Total due</b></td><td><b>$189.97</b></td></tr></table>"
            + button(
                "https://console.stratus.test/billing/invoices/INV-20260913-0042", "View invoice"
            ),
            "Stratus Cloud",
            "Stratus Cloud Inc. · 2201 Broadway, Oakland, CA 94612 · Tax ID 94-3318820",
        ),
    ),
)

add(
    "neg",
    Mail(
        name="neg_en_event_ticket_code",
        subject="Your tickets for Lumen Festival 2026",
        sender="Ticketbay <tickets@ticketbay.test>",
        html=esp(
            "<h1 class='h1'>You're going to Lumen Festival!</h1>"
            "<p>Saturday, 17 October 2026 · Doors 18:30 · Pier 27, San Francisco, CA 94111</p>"
            "<p>Order 7741-2093 · 2 × General Admission · $118.00</p>"
            "<p>Ticket code: <b>TKT-8F2K-91</b><br>Show the QR code in the app at the entrance.</p>"
            + button("https://www.ticketbay.test/orders/77412093/tickets", "View tickets"),
            brand="Ticketbay",
            domain="ticketbay.test",
            preheader="Your order 7741-2093 is confirmed",
        ),
    ),
)

add(
    "neg",
    Mail(
        name="neg_en_git_notification_commit_and_issue_numbers",
        subject="Re: [acme/widgets] Fix token refresh race (PR #4821)",
        sender="Codeforge <notifications@codeforge.test>",
        text=(
            "@jlee approved this pull request.\n\n"
            "LGTM. Verified locally on commit a3f9c21 against staging (port 8443).\n\n"
            "> if (expiresAt - 300000 < Date.now()) refresh()\n\n"
            "-- \nReply to this email directly or view it on Codeforge:\n"
            "https://codeforge.test/acme/widgets/pull/4821#pullrequestreview-2209134\n"
            "You are receiving this because you authored the thread.\n"
            "Unsubscribe: https://codeforge.test/notifications/unsubscribe-auth/AB3X7Q2K9\n"
        ),
    ),
)

add(
    "neg",
    Mail(
        name="neg_ja_sjis_shipping_tsuiseki_number",
        subject="【みどり雑貨店】商品発送のお知らせ",
        subject_charset="iso-2022-jp",
        sender="みどり雑貨店 <info@midori-zakka.test>",
        text=(
            "ご注文いただいた商品を発送いたしました。\n\n"
            "ご注文番号：MZ-20260913-0412\n"
            "お問い合わせ伝票番号：4417-2093-8812\n"
            "お届け予定日：9月15日（火）午前中\n"
            "合計金額：4,180円（税込）\n\n"
            "配送状況の確認：https://track.kuroneko-bin.test/?number=441720938812\n"
        ),
        charset="shift_jis",
        cte="base64",
    ),
)

add(
    "neg",
    Mail(
        name="neg_de_terminbestaetigung_buchungsnummer",
        subject="Terminbestätigung: Praxis Dr. Krüger, 17.09.2026, 09:15 Uhr",
        subject_charset="iso-8859-1",
        sender="Praxis Dr. Krüger <termine@praxis-krueger.test>",
        text=(
            "Guten Tag Herr Schulz,\n\n"
            "hiermit bestätigen wir Ihren Termin:\n\n"
            "Datum: Donnerstag, 17.09.2026\nUhrzeit: 09:15 Uhr\nBuchungsnummer: 483920\n"
            "Adresse: Friedrichstraße 68, 10117 Berlin (2. OG)\n\n"
            "Bitte bringen Sie Ihre Versichertenkarte mit. Absagen bitte bis 24 Stunden vorher unter 030 2018 4417.\n\n"
            "Termin absagen: https://praxis-krueger.test/termine/absagen?nr=483920\n"
        ),
        charset="iso-8859-1",
        cte="quoted-printable",
    ),
)

add(
    "neg",
    Mail(
        name="neg_fr_facture_mobile",
        subject="Votre facture Onde Mobile de septembre est disponible",
        sender="Onde Mobile <facture@onde.test>",
        html=esp(
            "<p>Bonjour,</p><p>Votre facture n° 2026-09-448120 d'un montant de <b>19,99 €</b> est disponible dans votre espace abonné.</p>"
            "<p>Elle sera prélevée le 05/10/2026 sur le compte FR76 **** **** 1332.</p>"
            "<p>Ligne : 06 12 34 56 78 · Forfait 100 Go</p>"
            + button("https://espace.onde.test/factures/2026-09", "Consulter ma facture"),
            brand="Onde",
            domain="onde.test",
            lang="fr",
            preheader="Facture de 19,99 €",
        ),
    ),
)

add(
    "neg",
    Mail(
        name="neg_es_cita_localizador",
        subject="Cita confirmada - localizador X7K29B",
        sender="Clínica Sol <citas@clinicasol.test>",
        text=(
            "Hola, Javier:\n\n"
            "Tu cita ha quedado confirmada.\n\n"
            "Localizador: X7K29B\nFecha: martes 22/09/2026 a las 17:30\n"
            "Especialidad: Dermatología, consulta 12\n"
            "Dirección: Paseo de la Castellana 259, 28046 Madrid\n\n"
            "Para anular o cambiar la cita llama al 910 123 456.\n"
        ),
    ),
)

add(
    "neg",
    Mail(
        name="neg_ko_utf8_delivery_tracking",
        subject="[별빛마켓] 주문하신 상품이 발송되었습니다",
        sender="별빛마켓 <order@byeolbit.test>",
        html=esp(
            "<p>주문번호 2026091304412 상품이 발송되었습니다.</p>"
            "<p>택배사: 한빛택배 / 운송장번호 6120-4417-2093</p>"
            "<p>도착 예정일: 9월 15일(화)</p>"
            + button("https://www.byeolbit.test/mypage/order/2026091304412", "배송 조회"),
            brand="Byeolbit",
            domain="byeolbit.test",
            lang="ko",
        ),
    ),
)

add(
    "neg",
    Mail(
        name="neg_ru_windows1251_two_factor_disabled",
        subject="Двухфакторная аутентификация отключена",
        subject_charset="windows-1251",
        sender="Ладья <security@ladya.test>",
        text=(
            "Здравствуйте!\n\n"
            "13.09.2026 в 10:41 (МСК) для вашего аккаунта была отключена двухфакторная аутентификация.\n"
            "Код подтверждения больше не будет запрашиваться при входе.\n\n"
            "Если это сделали не вы, срочно смените пароль в настройках безопасности: https://ladya.test/settings/security\n"
            "Служба поддержки: 8 800 555-01-42\n"
        ),
        charset="windows-1251",
        cte="quoted-printable",
    ),
)

add(
    "neg",
    Mail(
        name="neg_pt_pedido_entregue",
        subject="Seu pedido nº 884120 foi entregue",
        sender="Casa Ipê <pedidos@casaipe.test>",
        text=(
            "Olá, Beatriz!\n\n"
            "Seu pedido nº 884120 foi entregue em 13/09/2026 às 14:22.\n"
            "Código de rastreio: BR123456789BR\n"
            "Valor total: R$ 349,90 (3x de R$ 116,63)\n\n"
            "Avalie sua compra: https://www.casaipe.test/avaliar/884120\n"
            "Casa Ipê · Rua Augusta 1500, São Paulo - SP, 01304-001\n"
        ),
    ),
)

add(
    "neg",
    Mail(
        name="neg_zh_utf8_verification_passed_notice",
        subject="实名认证已通过",
        sender="禾云 <noreply@heyun.test>",
        html=esp(
            "<p>您好！</p><p>您于 2026年9月13日 10:41 提交的实名认证已审核通过，无需任何操作。</p>"
            "<p>认证编号：RZ20260913004412</p>"
            "<p>如有疑问，请拨打客服电话 400-820-8820。</p>",
            brand="Heyun",
            domain="heyun.test",
            lang="zh",
        ),
    ),
)

# ---- hand-written bytes: what a library would not produce -----------------------------------

# A Japanese mailer that writes the subject as two ISO-2022-JP encoded-words, puts a 7bit
# ISO-2022-JP text part next to a base64 UTF-8 HTML part, and labels the charset in capitals.
JA_RAW_LINK = f"https://shop.tsubaki.test/member/regist/complete?id={tok('h2-tsubaki', 36)}"
_JA_RAW_TEXT = (
    "椿ショップをご利用いただきありがとうございます。\n"
    "以下のURLから本登録を完了してください。\n\n"
    f"{JA_RAW_LINK}\n\n"
    "※お問い合わせ番号：TS-0913-4417\n"
)
_JA_RAW_HTML = (
    "<p>椿ショップをご利用いただきありがとうございます。</p>"
    f"<p><a href='{h(JA_RAW_LINK)}'>本登録を完了する</a></p>"
    "<p>※お問い合わせ番号：TS-0913-4417</p>"
)


def _b64_lines(data: bytes) -> str:
    import base64

    encoded = base64.b64encode(data).decode("ascii")
    return "\r\n".join(encoded[i : i + 76] for i in range(0, len(encoded), 76))


def _iso2022_word(text: str) -> str:
    import base64

    return "=?ISO-2022-JP?B?" + base64.b64encode(text.encode("iso-2022-jp")).decode() + "?="


add(
    "activation iso2022",
    Mail(
        name="act_ja_iso2022_raw_split_subject_mixed_parts",
        subject="【椿ショップ】本登録のお願い",
        raw=(
            "From: =?ISO-2022-JP?B?GyRCRFglNyVnJUMlVxsoQg==?= <info@tsubaki.test>\r\n"
            "To: dev-7f3a@inbox.mailsocket.test\r\n"
            f"Subject: {_iso2022_word('【椿ショップ】')}\r\n {_iso2022_word('本登録のお願い')}\r\n"
            "Date: Mon, 13 May 2024 09:00:00 +0900\r\n"
            "Message-ID: <act_ja_iso2022_raw@corpus.mailsocket.test>\r\n"
            "MIME-Version: 1.0\r\n"
            'Content-Type: multipart/alternative; boundary="=_tsubaki_0"\r\n\r\n'
            "--=_tsubaki_0\r\n"
            'Content-Type: text/plain; charset="ISO-2022-JP"\r\n'
            "Content-Transfer-Encoding: 7bit\r\n\r\n"
            + _JA_RAW_TEXT.encode("iso-2022-jp").decode("ascii").replace("\n", "\r\n")
            + "\r\n--=_tsubaki_0\r\n"
            'Content-Type: text/html; charset="UTF-8"\r\n'
            "Content-Transfer-Encoding: base64\r\n\r\n"
            + _b64_lines(_JA_RAW_HTML.encode("utf-8"))
            + "\r\n--=_tsubaki_0--\r\n"
        ).encode("ascii"),
        link=JA_RAW_LINK,
    ),
)

# A Chinese sender that labels its mail GB2312 but writes GBK-only characters (喆, 堃).
_ZH_RAW_TEXT = (
    "王喆堃 您好：\n\n您的登录验证码为 736052，10分钟内有效。\n"
    "订单号 202609130071 · 客服电话 400-820-8820\n"
)
add(
    "otp",
    Mail(
        name="otp_zh_raw_gb2312_label_gbk_bytes",
        subject="登录验证码",
        raw=(
            "From: Zhezhe <pay@zhezhe.test>\r\nTo: dev-7f3a@inbox.mailsocket.test\r\n"
            "Subject: =?GB2312?B?tcfCvNHp1qTC6w==?=\r\n"
            "Date: Mon, 13 May 2024 09:00:00 +0800\r\n"
            "MIME-Version: 1.0\r\n"
            "Content-Type: text/plain; charset=GB2312\r\n"
            "Content-Transfer-Encoding: base64\r\n\r\n"
            + _b64_lines(_ZH_RAW_TEXT.encode("gbk"))
            + "\r\n"
        ).encode("ascii"),
        otp="736052",
    ),
)
