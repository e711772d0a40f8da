# ruff: noqa: E501
"""Held-out set 12, the rest of the month: the issue's carriers and traps in other languages'
account mail, and more of the everyday mail that fills the four inboxes."""

from __future__ import annotations

from urllib.parse import quote

from tests.extract.holdout12_cases import DEV, OWNER, Case, foot, mk
from tests.extract.holdout12_lang import Lang
from tests.extract.holdout12_mail import button, code_box, esp, inner_mail, plain_html

RUTH = "Ruth Abernathy <ruth.abernathy@inboxly.net>"


def _carriers() -> list[Case]:
    de = Lang("de", "Lena Brückner <lena.brueckner@posteo.de>")
    fr = Lang("fr", "Camille Roussel <camille.roussel@laposte-mail.fr>")
    es = Lang("es", "Mateo Ibarra <mateo.ibarra@correo-ibarra.es>")
    it = Lang("it", "Marco Ferraresi <marco@ferraresi-ceramiche.it>")
    ja = Lang("ja", "佐藤健二 <kenji.sato@mail-sato.jp>")
    ru = Lang("ru", "Ольга Петровна Смирнова <o.smirnova@pochta-mail.ru>")
    nl = Lang("nl", "Joost van Dijk <joost.vandijk@ziggo-mail.nl>")
    pt = Lang("pt", "Beatriz Nogueira <bia.nogueira@caixa-mail.com.br>")
    ko = Lang("ko", "김민준 <minjun.kim@pyeonji.co.kr>")
    zh = Lang("zh", "王芳 <wang.fang@youxiang.cn>")
    tr = Lang("tr", "Elif Aydın <elif.aydin@posta-mail.com.tr>")
    pl = Lang("pl", "Jan Kowalczyk <jan.kowalczyk@poczta-mail.pl>")
    ar = Lang("ar", "كريم حداد <karim.haddad@barid-mail.ae>", rtl=True)
    uk = Lang("uk", "Андрій Коваленко <andrii.kovalenko@ukr-mail.com.ua>")
    wk = "https://wellenkino.de/anmelden/link?t=wk_ml_58Qz1a"
    cassetto = "https://l.cassetto.app/ct/9f2c1e88a0b14d7e/2"
    return [
        de.esp(
            "wellenkino_tracker_login",
            "Wellenkino <konto@wellenkino.de>",
            "Dein Anmeldelink",
            "<p>Hallo Lena,</p><p>hier ist dein Link zur Anmeldung "
            "auf dem Fernseher:</p>"
            + button(
                f"https://t.wellenkino.de/click?campaign=auth&amp;u={quote(wk, safe='')}",
                "Jetzt anmelden",
            )
            + "<p>Der Link ist 15 Minuten gültig.</p>",
            "Wellenkino GmbH · Amtsgericht Berlin (Charlottenburg) HRB 221045 B",
            link=wk,
            kind="sign_in",
            kinds=("magic_link", "tracker_recoverable"),
        ),
        _with(
            de.plain(
                "thunderbird_pgp_signiert",
                "Jonas Pfeiffer <jonas.pf@posteo.de>",
                "Schlüssel für die WG-Cloud",
                "Hi Lena,\n\nich hab die Nextcloud neu "
                "aufgesetzt. Dein Benutzername ist lena, Passwort schick ich per Signal.\n"
                "Mein Schlüssel-Fingerabdruck: 4F2A 9C11 0B7E 3318 7720\n\nJonas\n",
                cte="7bit",
                kinds=("signature", "personal", "lookalike_number"),
            ),
            signature="pgp",
        ),
        _with(
            de.plain(
                "code_split_subject",
                "Lernwerk <noreply@lernwerk.de>",
                "",
                "Hallo Lena,\n\ngib den Code aus dem Betreff in der App ein.\n",
                otp="558130",
                kinds=("encoded_words_split", "subject_only", "verify_code"),
            ),
            raw_subject=_split("Bestätigungscode: ", "558130", " – Lernwerk"),
        ),
        fr.esp(
            "vml_reinitialiser",
            "Ardoise Banque <securite@ardoise-banque.fr>",
            "Réinitialisez votre mot de passe",
            "<p>Pour choisir un nouveau mot de passe, "
            "utilisez le bouton ci-dessous (valable 30 minutes).</p>"
            '<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" '
            'href="https://client.ardoise-banque.fr/mdp/reinitialiser?jeton=AB-77rQ2x" '
            'style="height:42px;width:260px" fillcolor="#1b3a5c"><center>Réinitialiser'
            "</center></v:roundrect><![endif]--><!--[if !mso]><!-->"
            + button(
                "https://client.ardoise-banque.fr/mdp/reinitialiser?jeton=AB-77rQ2x",
                "Réinitialiser",
            )
            + "<!--<![endif]-->",
            "Ardoise Banque SA · RCS Lyon 812 447 903",
            charset="iso-8859-15",
            link="https://client.ardoise-banque.fr/mdp/reinitialiser?jeton=AB-77rQ2x",
            kind="reset",
            kinds=("magic_link", "vml", "legacy_charset"),
        ),
        fr.esp(
            "code_refs_caracteres",
            "Vélouve <bonjour@velouve.fr>",
            "Votre code Vélouve",
            "<p>Votre code de vérification :</p>"
            + code_box("&#x32;&#x39;&#x34;&#x30;&#x31;&#x38;"),
            "Vélouve SAS · RCS Nantes 901 228 447",
            otp="294018",
            kinds=("char_refs", "verify_code"),
        ),
        es.esp(
            "decoy_oculto",
            "Pesito <seguridad@pesito.app>",
            "Código para entrar en Pesito",
            '<div style="display:none!important;mso-hide:all">Código 118820</div>'
            "<p>Hola Mateo, tu código para entrar en Pesito es:</p>"
            + code_box("905 441")
            + "<p>Válido durante 10 minutos.</p>",
            "Pesito Pagos SL · NIF B-88120447",
            otp="905441",
            kinds=("hidden_css", "sign_in_code", "spaced_code"),
        ),
        es.esp(
            "enlace_y_bloqueo",
            "Pesito <seguridad@pesito.app>",
            "Entra en Pesito con un clic",
            "<p>Pulsa para entrar en tu cuenta:</p>"
            + button("https://pesito.app/entrar/enlace?t=ps_20Lqx9", "Entrar en Pesito")
            + '<p>¿No has sido tú? <a href="https://pesito.app/cuenta/bloquear?t=ps_bk_7741">'
            "Bloquea tu cuenta</a>.</p>",
            "Pesito Pagos SL · NIF B-88120447",
            link="https://pesito.app/entrar/enlace?t=ps_20Lqx9",
            kind="sign_in",
            kinds=("magic_link", "lock_link"),
        ),
        es.plain(
            "alerta_bloqueo",
            "Pesito <seguridad@pesito.app>",
            "Nuevo inicio de sesión",
            "Hemos detectado un inicio de sesión desde Android en Sevilla.\n¿No has sido "
            "tú? Bloquea tu cuenta: https://pesito.app/cuenta/bloquear?t=ps_bk_9902\n",
            kinds=("lock_link", "security_alert"),
        ),
        it.esp(
            "alt_codice",
            "Cassetto <team@cassetto.app>",
            "Il tuo codice Cassetto",
            '<p>Ciao Marco, ecco il codice:</p><img src="https://img.cassetto.app/otp/771.png" '
            'alt="Codice: 771 204" width="220"><p>Scade tra 10 minuti.</p>',
            "Cassetto S.p.A. · P.IVA 09912044712",
            otp="771204",
            kinds=("alt_text", "sign_in_code", "registry_number"),
        ),
        it.esp(
            "tracker_opaco_conferma",
            "Cassetto <team@cassetto.app>",
            "Conferma il cambio di email",
            "<p>Hai chiesto di cambiare l'email del tuo account "
            "in marco@ferraresi-ceramiche.it. Conferma:</p>" + button(cassetto, "Conferma"),
            "Cassetto S.p.A. · P.IVA 09912044712",
            link=cassetto,
            kind="confirm",
            kinds=("magic_link", "tracker_opaque"),
        ),
        ja.esp(
            "app_scheme_futago",
            "ポイントモール <auth@pointmall.jp>",
            "ログインリンク",
            "<p>佐藤様</p><p>下のボタンからログインしてください。</p>"
            + button("pointmall://auth/login?t=pm_44Kx1", "アプリで開く")
            + '<p>ブラウザの場合：<a href="https://pointmall.jp/auth/login?t=pm_44Kx1">'
            "https://pointmall.jp/auth/login?t=pm_44Kx1</a></p>",
            "株式会社ポイントモール",
            charset="shift_jis",
            link="https://pointmall.jp/auth/login?t=pm_44Kx1",
            kind="sign_in",
            kinds=("magic_link", "app_scheme", "legacy_charset"),
        ),
        ja.plain(
            "kenmei_code",
            "さくら証券 <no-reply@sakura-sec.jp>",
            "【さくら証券】認証コード 736102",
            "件名に記載の認証コードを入力してください。\n",
            charset="iso-2022-jp",
            cte="7bit",
            otp="736102",
            kinds=("subject_only", "sign_in_code", "legacy_charset"),
        ),
        _with(
            ru.plain(
                "qp_kod",
                "Книжный дом <info@knizhny-dom.ru>",
                "Код для входа",
                "Ваш код для входа на сайт Книжного дома: 72049183. Код действует 10 минут.\n",
                charset="windows-1251",
                otp="72049183",
                kinds=("qp_soft_break", "sign_in_code", "legacy_charset"),
            ),
            qp_cut="72049183",
        ),
        ru.plain(
            "idn_vhod",
            "Книжный дом <info@knizhny-dom.ru>",
            "Ссылка для входа",
            "Ольга Петровна, для входа в личный кабинет перейдите по ссылке:\n"
            "https://кабинет.книжныйдом.рф/вход?t=kd_19Zq\n\nСсылка одноразовая.\n",
            link="https://кабинет.книжныйдом.рф/вход?t=kd_19Zq",
            kind="sign_in",
            kinds=("magic_link", "idn", "non_ascii_path"),
        ),
        ru.plain(
            "idn_novosti",
            "Книжный дом <news@knizhny-dom.ru>",
            "Новинки сентября",
            "Новинки месяца: https://книжныйдом.рф/новинки/сентябрь\nСкидка 15% по "
            "промокоду ОСЕНЬ15.\n",
            charset="koi8-r",
            kinds=("idn", "non_ascii_path", "newsletter", "legacy_charset"),
        ),
        nl.plain(
            "flowed_wachtwoord",
            "Kaasboerderij De Hoeve <klant@dehoevekaas.nl>",
            "Nieuw wachtwoord instellen",
            "Hallo Joost,\n\nStel een nieuw wachtwoord in via "
            "deze link:\n\nhttps://dehoevekaas.nl/account/wachtwoord-herstellen?sle \n"
            "utel=dh_reset_7Qx02aLm\n\nGroet,\nDe Hoeve\n",
            flowed=True,
            cte="7bit",
            link="https://dehoevekaas.nl/account/wachtwoord-herstellen?sleutel=dh_reset_7Qx02aLm",
            kind="reset",
            kinds=("magic_link", "flowed_url"),
        ),
        pt.esp(
            "area_mapa",
            "Trilha Cursos <contato@trilhacursos.com.br>",
            "Seu acesso à aula",
            "<p>Toque na imagem para entrar na sua conta:</p>"
            '<img src="https://cdn.trilhacursos.com.br/e/entrar.png" usemap="#e" alt="Entrar">'
            '<map name="e"><area shape="rect" coords="0,0,480,90" '
            'href="https://trilhacursos.com.br/entrar/link?t=tc_login_5Zq8" alt="Entrar"></map>',
            "Trilha Cursos Ltda · CNPJ 12.044.712/0001-09",
            link="https://trilhacursos.com.br/entrar/link?t=tc_login_5Zq8",
            kind="sign_in",
            kinds=("magic_link", "area_href"),
        ),
        pt.esp(
            "backup_codigos",
            "Banco Ipê <seguranca@bancoipe.com.br>",
            "Seus códigos de recuperação",
            "<p>Guarde estes códigos de recuperação em local "
            "seguro. Cada um pode ser usado uma vez:</p><p><code>4471-2093</code><br>"
            "<code>8812-0447</code><br><code>5520-9931</code><br><code>6610-2258</code></p>",
            "Banco Ipê S.A. · CNPJ 44.712.093/0001-81",
            kinds=("backup_codes", "twofa_setup"),
        ),
        ko.esp(
            "tracker_newsletter",
            "그림책방 <news@grimbook.co.kr>",
            "9월의 그림책",
            '<p>이달의 추천 그림책 5권을 소개합니다.</p><p><a href="https://trk.grimbook.co.kr/'
            'o/Zx81Qa0c7">자세히 보기</a></p>',
            "(주)그림책방 · 사업자등록번호 120-81-44712",
            charset="euc-kr",
            kinds=("tracker_opaque", "newsletter", "legacy_charset"),
        ),
        zh.esp(
            "tracker_decode_newsletter",
            "青柠云盘 <news@qingning-pan.cn>",
            "九月会员福利",
            '<p>会员专享：年卡立减50元。</p><p><a href="https://click.qingning-pan.cn/c?url='
            'https%3A%2F%2Fqingning-pan.cn%2Fvip%2Fsept">立即查看</a></p>',
            "青柠云盘 京ICP备20264471号",
            charset="gb2312",
            kinds=("tracker_recoverable", "newsletter", "legacy_charset", "registry_number"),
        ),
        _with(
            tr.esp(
                "rfc822_ek",
                "Çarşım <uyelik@carsim.com.tr>",
                "İlettiğiniz e-posta hakkında",
                "<p>Merhaba Elif,</p><p>Eklediğiniz e-postayı inceledik: bu bir dolandırıcılık "
                "girişimidir, içindeki kodu kullanmayın.</p>",
                "Çarşım Elektronik Ticaret A.Ş.",
                charset="iso-8859-9",
                kinds=("rfc822", "security_alert", "legacy_charset"),
            ),
            inner=inner_mail(
                "Carsim Destek <destek@carsim-hesap.top>",
                "Hesabınız askıya alındı",
                "Hesabınızı açmak için kodu girin: 441209\n",
            ),
        ),
        pl.esp(
            "ukryty_kod_promo",
            "Ogrodnik24 <newsletter@ogrodnik24.pl>",
            "Jesienne nasadzenia",
            '<span style="display:none">kod 602113</span><p>Cebulki tulipanów -20%! '
            "Oferta ważna do 30.09.</p>",
            "Ogrodnik24 sp. z o.o., KRS 0000712044, NIP 7792044712",
            charset="iso-8859-2",
            kinds=("hidden_css", "newsletter", "registry_number", "legacy_charset"),
        ),
        _disagree(ar),
        uk.plain(
            "log_servera",
            "Моніторинг <alerts@monitoring.com.ua>",
            "[CRIT] api-2: диск 97%",
            "Хост: api-2 (10.0.4.71)\nЧас: 2026-09-14 03:12:44\nКод помилки: 28 (ENOSPC)\n"
            "PID 44120 завершено з кодом 137\n",
            kinds=("log_output", "lookalike_number"),
        ),
    ]


def _fields(case: Case) -> dict[str, object]:
    return {name: getattr(case, name) for name in case.__dataclass_fields__}


def _split(before: str, code: str, after: str) -> str:
    from tests.extract.holdout12_mail import split_subject

    return split_subject(before, code, after)


def _disagree(self: Lang) -> Case:
    return mk(
        "ar_ajzaa_mukhtalifa",
        otp="318204",
        kinds=("parts_disagree", "sign_in_code"),
        lang="ar",
        sender="تطبيق رحلة <no-reply@rehla-app.ae>",
        to=self.to,
        subject="رمز الدخول",
        text="رمز الدخول الخاص بك هو 550917\n",
        html=esp(
            "رحلة",
            "<p>رمز الدخول الخاص بك هو</p>" + code_box("318204") + "<p>صالح لمدة 10 دقائق.</p>",
            lang="ar",
            rtl=True,
            footer="رحلة للسفر ذ.م.م",
        ),
    )


def _everyday() -> list[Case]:
    cal = (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\n"
        "UID:sprint-review-0917@okafor.dev\r\nDTSTART:20260917T090000Z\r\n"
        "DTEND:20260917T100000Z\r\nSUMMARY:Sprint review\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    de = Lang("de", "Lena Brückner <lena.brueckner@posteo.de>")
    fr = Lang("fr", "Camille Roussel <camille.roussel@laposte-mail.fr>")
    it = Lang("it", "Marco Ferraresi <marco@ferraresi-ceramiche.it>")
    es = Lang("es", "Mateo Ibarra <mateo.ibarra@correo-ibarra.es>")
    hi = Lang("hi", "अनीता शर्मा <anita.sharma@daak.in>")
    id_ = Lang("id", "Putri Wulandari <putri.w@surat-mail.co.id>")
    vi = Lang("vi", "Nguyễn Thị Lan <lan.nguyen@thu-mail.vn>")
    th = Lang("th", "สมชาย ใจดี <somchai.j@mail-th.co.th>")
    fa = Lang("fa", "نگار رضایی <negar.rezaei@post-mail.ir>", rtl=True)
    he = Lang("he", "רות לוי <ruth.levy@doar-mail.co.il>", rtl=True)
    return [
        mk(
            "en_sprint_review_invite",
            kinds=("meeting", "calendar"),
            sender="Lena Krause <lena@tarnbuild.dev>",
            to=DEV,
            subject="Invitation: Sprint review @ Thu 17 Sep 10:00",
            calendar=cal,
            text="Join: https://meet.confero.video/j/44120933771\nMeeting ID: 441 2093 3771\n"
            "Passcode: TarN77\n",
        ),
        mk(
            "en_flight_booking",
            kinds=("receipt", "alnum_code", "lookalike_number"),
            sender="Skerry Air <bookings@skerryair.com>",
            to=RUTH,
            subject="Booking confirmed: K7XQ2P",
            html=esp(
                "Skerry Air",
                "<p>Booking reference <b>K7XQ2P</b></p><p>Portland (PDX) → "
                "Boston (BOS), Fri 2 Oct, SK 441, dep 07:15, seat 14C</p><p>E-ticket "
                "0172044120931</p>",
                footer="Skerry Air Inc., 1 Runway Ave, Seattle, WA",
            ),
        ),
        mk(
            "en_hotel_confirmation",
            kinds=("receipt", "lookalike_number"),
            sender="Harborlight Inn <stay@harborlightinn.com>",
            to=RUTH,
            subject="Your reservation #88120447",
            text="Dear Ruth,\n\nWe look forward to welcoming you on 2 Oct. Confirmation number: "
            "88120447. Door code for late arrival will be sent on the day.\n",
        ),
        mk(
            "en_school_newsletter",
            kinds=("newsletter", "lookalike_number"),
            sender="Brookside Community Church <office@brooksidecc.org>",
            to=RUTH,
            subject="This week at Brookside",
            text="Harvest supper Sat 6pm. Hymns: 112, 448, 520. Food bank needs tins: 37 boxes "
            "collected so far!\n",
        ),
        mk(
            "en_jira_digest",
            kinds=("notification", "digest", "lookalike_number"),
            sender="Tracker <tracker@halvorsen-eng.com>",
            to=DEV,
            subject="[Tracker] 5 updates in API",
            text="API-2210 Retry storms on 503 (In review)\nAPI-2214 Upgrade to 4.12.0 (Done)\n"
            "API-2218 Flaky test_retry (Open)\n",
        ),
        mk(
            "en_slack_like_digest",
            kinds=("digest", "notification"),
            sender="Chatterly <notify@chatterly.io>",
            to=DEV,
            subject="3 unread messages in #backend",
            html=esp(
                "Chatterly",
                "<p><b>lena</b>: deploy 2026.09.14-3 is out</p><p><b>raj</b>: "
                "error rate back to 0.02%</p>",
                footer=foot("Chatterly", "chatterly.io"),
            ),
        ),
        mk(
            "en_outlook_forward_receipt",
            kinds=("forward", "receipt", "lookalike_number"),
            sender=OWNER,
            to="Greg Dunmore <greg@dunmore-accounts.co.uk>",
            subject="FW: Receipt from Framecraft Supplies",
            text="Greg, for the books.\n\nFrom: Framecraft Supplies <orders@framecraft.co.uk>\n"
            "Sent: 10 September 2026 14:11\nSubject: Receipt 44120\n\nInvoice 44120, total "
            "£412.80, VAT £68.80\n",
        ),
        mk(
            "en_domain_renewal",
            kinds=("notification", "lookalike_number"),
            sender="Nameharbor <billing@nameharbor.com>",
            to=DEV,
            subject="okafor.dev renews in 30 days",
            text="okafor.dev will auto-renew on 15 Oct 2026 for $12.00 using card ending 0447.\n",
        ),
        mk(
            "en_status_incident",
            kinds=("notification", "log_output"),
            sender="Orbitkeel Status <status@orbitkeel.com>",
            to=DEV,
            subject="[Resolved] Elevated errors",
            text="Between 09:12 and 09:47 UTC, 4.2% of API requests returned HTTP 500. Incident "
            "INC-20260914-02.\n",
        ),
        mk(
            "en_password_reset_unrequested_notice",
            kinds=("security_alert", "password_changed"),
            sender="Kestrelbox <login@kestrelbox.net>",
            to=DEV,
            subject="Password reset requested",
            text="Someone requested a password reset for your account, but two-factor authentication "
            "is on, so nothing changed. If it was you, use the app to finish.\n",
        ),
        mk(
            "en_github_verify_device_code_en",
            otp="7F3K9",
            kinds=("alnum5", "alnum_code", "verify_code"),
            sender="Gitmoor <noreply@gitmoor.dev>",
            to=DEV,
            subject="[Gitmoor] Please verify your device",
            text="Hey sokafor!\n\nA sign-in attempt requires further verification because we did not "
            "recognize your device.\n\nVerification code: 7F3K9\n\nIf you did not attempt to sign in, "
            "change your password.\n",
        ),
        mk(
            "en_mailing_list_quoted_code_discussion",
            kinds=("mailing_list", "quoted_reply", "lookalike_number"),
            sender="Raj Patel <raj@patel.engineering>",
            to="dev-list <dev@lists.netherby.org>",
            subject="Re: [netherby-dev] OTP tests flaky",
            text="> The fixture generates 123456 every time\n\nThat's the fallback when the seed env "
            "var is missing; see line 88.\n",
        ),
        de.plain(
            "newsletter_kino",
            "Kino Lichtspiele <programm@lichtspiele-flussheim.de>",
            "Programm KW 38",
            "Mo–Do 20:15: Der Leuchtturm (OmU), Saal 2\nFr 22:30: Sneak "
            "Preview\nGutscheincode für Studierende: STUDI38\n",
            kinds=("newsletter", "lookalike_number"),
        ),
        de.plain(
            "arbeitgeber_lohn",
            "Personalbüro Café Rösterei <lohn@cafe-roesterei.de>",
            "Lohnabrechnung September",
            "Hallo Lena,\n\nanbei deine Abrechnung. Personalnummer "
            "00447, Steuer-ID 44 712 093 188, Sozialversicherungsnummer 12 180496 B 447.\n",
            kinds=("registry_number", "lookalike_number"),
        ),
        fr.plain(
            "ecole_mail",
            "École Jules Ferry <ce2@ecole-julesferry.fr>",
            "Sortie au musée",
            "Madame, Monsieur,\n\nLa sortie au musée aura lieu le jeudi 24 septembre. "
            "Participation : 4 €. Merci de rendre le coupon avant le 18.\n",
            charset="iso-8859-15",
            kinds=("personal", "legacy_charset"),
        ),
        fr.plain(
            "impots_avis",
            "Espace Fiscal <ne-pas-repondre@espace-fiscal.fr>",
            "Votre avis d'impôt est disponible",
            "Numéro fiscal : 30 44 712 093 188\n"
            "Référence de l'avis : 26 44 7120931 44\nMontant : 412 €\n",
            kinds=("registry_number", "reference_code", "lookalike_number"),
        ),
        it.plain(
            "mamma",
            "Lucia Ferraresi <lucia.ferraresi@libero-mail.it>",
            "pranzo domenica",
            "Marco, domenica pranzo da noi alle 13. Porta il vino. Il nuovo numero di "
            "zia Carla è 347 441 2093.\nBaci, mamma\n",
            kinds=("personal", "lookalike_number"),
        ),
        it.esp(
            "corriere_consegna",
            "Veloce Express <avvisi@velocexpress.it>",
            "La tua spedizione è in consegna",
            "<p>Spedizione n. VX44120933 in consegna "
            "oggi.</p><p>Codice di ritiro presso il locker: 7741</p>",
            "Veloce Express S.r.l. · P.IVA 11204471209",
            kinds=("shipping", "registry_number", "lookalike_number"),
        ),
        es.plain(
            "comunidad_vecinos",
            "Administración Fincas Sol <admin@fincassol.es>",
            "Derrama ascensor",
            "Estimados vecinos: la derrama del ascensor es de 412,50 € "
            "por vivienda. IBAN ES91 2100 0418 4502 0005 1332. Referencia: ASC-2026-18.\n",
            kinds=("bank_notice", "reference_code", "lookalike_number"),
        ),
        hi.plain(
            "aadhaar_like_update",
            "पहचान सेवा <noreply@pehchan-seva.in>",
            "पता अपडेट हुआ",
            "आपका पता सफलतापूर्वक अपडेट हो गया है। अनुरोध संख्या: URN-4471209377\n",
            kinds=("reference_code", "lookalike_number"),
        ),
        id_.plain(
            "kampus",
            "Akademik Universitas Nusantara <akademik@unnus.ac.id>",
            "Jadwal UTS",
            "UTS Statistika: Senin 28/09, ruang B-204, NIM 2410447120.\n",
            kinds=("notification", "lookalike_number"),
        ),
        vi.plain(
            "hop_phu_huynh",
            "Trường Tiểu học Hoa Sen <thongbao@thhoasen.edu.vn>",
            "Họp phụ huynh",
            "Kính gửi quý phụ huynh, buổi họp sẽ diễn ra lúc 8 giờ sáng Chủ nhật, phòng 204.\n",
            charset="windows-1258",
            kinds=("personal", "legacy_charset"),
        ),
        th.plain(
            "nat_mo",
            "โรงพยาบาลริมน้ำ <appointment@rimnam-hospital.co.th>",
            "นัดหมายแพทย์",
            "นัดพบแพทย์วันที่ 24 ก.ย. เวลา 09:30 น. HN 4471209\n",
            charset="tis-620",
            kinds=("notification", "legacy_charset", "lookalike_number"),
        ),
        fa.plain(
            "kod_monghazi",
            "فروشگاه آسمان <no-reply@aseman-shop.ir>",
            "کد منقضی شد",
            "کد ۴۴۱۲۰۹ منقضی شده است. برای دریافت کد جدید دوباره وارد شوید.\n",
            kinds=("used_expired", "script_digits"),
        ),
        he.plain(
            "smime_bank",
            "בנק הגליל <notify@galil-bank.co.il>",
            "הודעה מאובטחת",
            "לקוח/ה יקר/ה, עודכנו תנאי החשבון. מספר חשבון 12-441-209377.\n",
            charset="windows-1255",
            kinds=("bank_notice", "signature", "legacy_charset", "lookalike_number"),
        ),
    ]


def _second_looks() -> list[Case]:
    ja = Lang("ja", "佐藤健二 <kenji.sato@mail-sato.jp>")
    ko = Lang("ko", "김민준 <minjun.kim@pyeonji.co.kr>")
    nl = Lang("nl", "Joost van Dijk <joost.vandijk@ziggo-mail.nl>")
    pl = Lang("pl", "Jan Kowalczyk <jan.kowalczyk@poczta-mail.pl>")
    tr = Lang("tr", "Elif Aydın <elif.aydin@posta-mail.com.tr>")
    uk = Lang("uk", "Андрій Коваленко <andrii.kovalenko@ukr-mail.com.ua>")
    return [
        mk(
            "en_support_new_code_forwarded_ticket",
            otp="604418",
            kinds=("forward", "sign_in_code", "support_ticket"),
            sender="Mossgate Support <help@mossgate.net>",
            to=DEV,
            subject="Re: [#88219] locked out",
            text="Hi Sam,\n\nI've reset the lock on your account. Sign in with this one-time code: "
            "604418 (valid for 30 minutes).\n\nTobias\n\n---------- Forwarded message ---------\n"
            "From: Sam Okafor <sam@okafor.dev>\nSubject: locked out\n\nThe code 229104 you sent "
            "this morning didn't work.\n",
        ),
        mk(
            "en_subject_split_order",
            kinds=("encoded_words_split", "order", "lookalike_number"),
            sender="Fablecart <orders@fablecart.com>",
            to=OWNER,
            raw_subject=_split("Fablecart order #", "770412", " shipped ✓"),
            subject="",
            text="Your order is on its way with Parcelworth.\n",
        ),
        mk(
            "en_vml_newsletter",
            kinds=("vml", "newsletter"),
            sender="Halyard Payroll <news@halyardpay.com>",
            to=OWNER,
            subject="New: pension auto-enrolment reports",
            html=esp(
                "Halyard",
                "<p>Auto-enrolment reports are now one click away.</p>"
                '<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" '
                'href="https://halyardpay.com/blog/auto-enrolment" style="height:40px;'
                'width:200px"><center>Read more</center></v:roundrect><![endif]-->'
                "<!--[if !mso]><!-->"
                + button("https://halyardpay.com/blog/auto-enrolment", "Read more")
                + "<!--<![endif]-->",
                footer=foot("Halyard", "halyardpay.com"),
            ),
        ),
        mk(
            "en_order_in_button_cell",
            kinds=("code_in_button", "order", "lookalike_number"),
            sender="Fablecart <orders@fablecart.com>",
            to=OWNER,
            subject="Thanks for your order",
            html=esp(
                "Fablecart",
                '<p>Your order number:</p><table><tr><td style="background:#222;'
                'color:#fff;font-size:22px;padding:12px 24px;border-radius:8px">FC-440918</td>'
                "</tr></table><p>We'll email you when it ships.</p>",
                footer=foot("Fablecart", "fablecart.com"),
            ),
        ),
        mk(
            "en_confirm_password_change",
            link="https://id.orbitkeel.com/password/confirm-change?t=OK-pc-41Zq",
            kind="confirm",
            kinds=("password_changed", "magic_link"),
            sender="Orbitkeel <security@orbitkeel.com>",
            to=DEV,
            subject="Confirm your password change",
            text="You asked to change your Orbitkeel password. The change takes effect once you "
            "confirm it:\n\nhttps://id.orbitkeel.com/password/confirm-change?t=OK-pc-41Zq\n\n"
            "The link expires in 1 hour.\n",
        ),
        mk(
            "en_payment_approved_notice",
            kinds=("payment_code", "card_auth", "bank_notice", "lookalike_number"),
            sender="Northway Bank <secure@northwaybank.co.uk>",
            to=OWNER,
            subject="Payment approved",
            text="Your payment of £49.90 to FRAMECRAFT SUPPLIES with card ending 4432 was approved "
            "using the passcode we sent. Approval code 550219.\n",
        ),
        mk(
            "en_webinar_invitation",
            kinds=("invitation", "meeting"),
            sender="Ledgerlark Events <events@ledgerlark.co>",
            to=OWNER,
            subject="You're invited: Year-end for small businesses",
            html=esp(
                "Ledgerlark",
                "<p>Join our free webinar on Thu 1 Oct, 12:00 BST.</p>"
                + button(
                    "https://events.ledgerlark.co/webinars/year-end-2026/join?reg=88120",
                    "Join webinar",
                ),
                footer=foot("Ledgerlark", "ledgerlark.co"),
            ),
        ),
        ja.plain(
            "newsletter_hanabi",
            "まちの情報便 <info@machi-joho.jp>",
            "今月のイベント",
            "花火大会：9月26日（土）19:30〜\n会場：河川敷グラウンド\n臨時バス 12系統 増便\n",
            charset="shift_jis",
            kinds=("newsletter", "legacy_charset", "lookalike_number"),
        ),
        ko.plain(
            "dongchang",
            "이서연 <seoyeon.lee@pyeonji.co.kr>",
            "동창회 안내",
            "민준아, 동창회는 10월 3일 저녁 7시, 강남역 4번 출구 앞 식당이야. 회비 3만원!\n",
            charset="euc-kr",
            kinds=("personal", "legacy_charset"),
        ),
        nl.plain(
            "huisarts",
            "Huisartsenpraktijk De Linde <praktijk@delinde-huisarts.nl>",
            "Herinnering griepprik",
            "Beste heer Van Dijk,\n\nU bent welkom voor de griepprik op "
            "zaterdag 10 oktober tussen 9:00 en 12:00. Neem uw oproepkaart (nr. 4471) mee.\n",
            kinds=("notification", "lookalike_number"),
        ),
        pl.plain(
            "parafia",
            "Parafia św. Jadwigi <kancelaria@parafia-jadwiga.pl>",
            "Ogłoszenia parafialne",
            "W niedzielę zbiórka na remont dachu. Numer konta: 12 1020 4471 0000 2093 0001 8812.\n",
            charset="iso-8859-2",
            kinds=("newsletter", "legacy_charset", "lookalike_number"),
        ),
        tr.plain(
            "fatura",
            "Boğaziçi Elektrik <fatura@bogazici-elektrik.com.tr>",
            "Eylül faturanız",
            "Tesisat no: 4471209\nTutar: 612,40 TL\nSon ödeme: 30.09.2026\n",
            charset="iso-8859-9",
            kinds=("bank_notice", "legacy_charset", "lookalike_number"),
        ),
        uk.plain(
            "code_kod_pidtverdzhennia",
            "Книгарня Є <hello@knyharnia-ye.ua>",
            "Код підтвердження замовлення",
            "Ваш код підтвердження замовлення: 5531\n"
            "Введіть його на сторінці оформлення. Номер замовлення 77120.\n",
            charset="koi8-u",
            otp="5531",
            kinds=("verify_code", "legacy_charset"),
        ),
    ]


def more_cases() -> list[Case]:
    """The extra carriers and everyday mail."""
    cases = _carriers() + _everyday() + _second_looks()
    return [
        _with(case, signature="smime") if case.name == "he_smime_bank" else case for case in cases
    ]


def _with(case: Case, **changes: object) -> Case:
    return Case(**{**_fields(case), **changes})  # type: ignore[arg-type]


__all__ = ["more_cases", "plain_html"]
