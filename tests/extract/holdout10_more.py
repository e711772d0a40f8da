"""Set 10, a second round: more of what fills a test inbox in every language (security
notices, password-changed and deletion mails, team invitations, CI and tracker notices,
people's notes), so that no language is only its sign-in mails."""

# The mails' own wording, kept whole per line where it is long: the set is data.
# ruff: noqa: E501
from __future__ import annotations

from tests.extract.holdout10_kit import button, form_button, hidden, mk, simple_html, vml_button
from tests.extract.holdout10_mail import Case


def _h(
    lang: str,
    slug: str,
    subject: str,
    sender: str,
    body: str,
    *,
    otp: str | None = None,
    link: str | None = None,
    kind: str | None = None,
    kinds: tuple[str, ...] = (),
    charset: str = "utf-8",
    plain: bool = False,
    cte: str | None = None,
) -> Case:
    rtl = lang in {"ar", "fa", "he"}
    return mk(
        f"{lang}-{slug}",
        subject=subject,
        sender=sender,
        otp=otp,
        link=link,
        kind=kind,
        kinds=kinds,
        text=body if plain else None,
        html=None if plain else simple_html(body, lang, "rtl" if rtl else "ltr"),
        lang=lang,
        charset=charset,
        cte=cte,
    )


def _world() -> list[Case]:
    return [
        _h(
            "fa",
            "ramz-taghir",
            "رمز عبور شما تغییر کرد",
            "سرو <no-reply@sarv.ir>",
            "<p>رمز عبور حساب شما در تاریخ ۱۴۰۴/۰۱/۲۸ ساعت ۱۰:۴۲ تغییر کرد. اگر این کار را شما انجام "
            "نداده‌اید با پشتیبانی تماس بگیرید. شماره پیگیری: ۸۸۲۱۳۰۴۷</p>",
            kinds=("password-changed", "lookalike", "other-script"),
        ),
        _h(
            "fa",
            "davat",
            "دعوت به فضای کاری نیلوفر",
            "نیلوفر <team@niloofar.app>",
            "<p>مریم رضایی شما را به فضای کاری «طراحی» دعوت کرده است.</p>"
            + button("https://niloofar.app/davat/paziresh?c=Nl81xQ", "پذیرفتن دعوت"),
            link="https://niloofar.app/davat/paziresh?c=Nl81xQ",
            kind="other",
            kinds=("invitation",),
        ),
        _h(
            "he",
            "hazmana",
            "הוזמנת לצוות בפלטפורמת גשר",
            "גשר <team@gesher.dev>",
            "<p>נועה לוי הזמינה אותך להצטרף לצוות &quot;מוצר&quot;.</p>"
            + button("https://gesher.dev/invite/accept?t=Gs81Kq", "הצטרפות לצוות"),
            link="https://gesher.dev/invite/accept?t=Gs81Kq",
            kind="other",
            kinds=("invitation",),
            charset="windows-1255",
        ),
        _h(
            "he",
            "meeting",
            "זימון: סקירת QA",
            "נועה לוי <noa@gesher.dev>",
            "<p>הצטרפות לפגישה: https://huddlecall.us/j/84120937718</p><p>מזהה פגישה: 841 2093 7718"
            "<br>קוד גישה: 662019</p>",
            kinds=("meeting", "lookalike"),
        ),
        _h(
            "th",
            "password-changed",
            "รหัสผ่านของคุณถูกเปลี่ยนแล้ว",
            "ตามใจ <no-reply@tamjai.co.th>",
            "<p>รหัสผ่านบัญชีของคุณถูกเปลี่ยนเมื่อ 17/04/2568 เวลา 10:42 น. หากไม่ใช่คุณ "
            'กรุณา<a href="https://bunchee.tamjai.co.th/lock?t=Lk81">ระงับบัญชี</a>ทันที</p>',
            kinds=("password-changed", "lock-account"),
            charset="tis-620",
        ),
        _h(
            "th",
            "order",
            "ยืนยันคำสั่งซื้อ #TH2504174821",
            "ร้านใบเตย <shop@baitoey.co.th>",
            "<p>หมายเลขคำสั่งซื้อ TH2504174821 ยอดชำระ 590 บาท รหัสไปรษณีย์ 10110</p>",
            kinds=("receipt", "lookalike"),
        ),
        _h(
            "vi",
            "dang-nhap",
            "Đăng nhập mới vào tài khoản",
            "Quế Tre <hotro@quetre.vn>",
            "<p>Tài khoản của bạn vừa đăng nhập trên Chrome (Hà Nội) lúc 09:41 ngày 17/04/2025. "
            "Mã giao dịch: 88213047. Nếu không phải bạn, hãy đổi mật khẩu.</p>",
            kinds=("security-alert", "lookalike"),
            charset="windows-1258",
        ),
        _h(
            "vi",
            "moi",
            "Bạn được mời tham gia nhóm",
            "Sổ Tay <nhom@sotay.vn>",
            "<p>Minh Anh đã mời bạn tham gia nhóm <b>Kiểm thử</b>.</p>"
            + button("https://sotay.vn/loi-moi/chap-nhan?m=St81Kq", "Chấp nhận lời mời"),
            link="https://sotay.vn/loi-moi/chap-nhan?m=St81Kq",
            kind="other",
            kinds=("invitation",),
        ),
        _h(
            "id",
            "ganti-email",
            "Konfirmasi perubahan email",
            "Warungku <noreply@warungku.id>",
            "<p>Kamu meminta mengganti email akun menjadi runner+new@qa-harbor.dev.</p>"
            + button("https://akun.warungku.id/email/konfirmasi?t=Wk82Lm", "Konfirmasi email baru"),
            link="https://akun.warungku.id/email/konfirmasi?t=Wk82Lm",
            kind="confirm",
            kinds=("email-change",),
        ),
        _h(
            "id",
            "rapat",
            "Undangan rapat evaluasi sprint",
            "Dewi Lestari <dewi@warungku.id>",
            "Halo tim,\n\nRapat evaluasi sprint 42 hari Kamis 24/04 pukul 14.00 WIB di ruang 3B.\n"
            "Agenda: tiket WRG-4821, WRG-4830.\n\nSalam,\nDewi\n",
            kinds=("people", "meeting", "lookalike"),
            plain=True,
        ),
        _h(
            "pt",
            "conta-excluida",
            "Sua conta foi excluída",
            "Caju <nao-responda@caju.com.br>",
            "<p>Conforme solicitado, sua conta foi excluída em 17/04/2025. Protocolo LGPD "
            "2025-0417-4821.</p>",
            kinds=("deletion", "reference-code", "lookalike"),
        ),
        _h(
            "uk",
            "vydalennia",
            "Підтвердіть видалення акаунта",
            "Смерека <info@smereka.ua>",
            "<p>Ви попросили видалити акаунт. Підтвердіть, натиснувши кнопку:</p>"
            + button(
                "https://kabinet.smereka.ua/vydalennia/pidtverdyty?t=Sm90Qx", "Видалити акаунт"
            ),
            link="https://kabinet.smereka.ua/vydalennia/pidtverdyty?t=Sm90Qx",
            kind="confirm",
            kinds=("deletion",),
            charset="koi8-u",
        ),
        _h(
            "ar",
            "taghyir",
            "تم تغيير كلمة المرور",
            "سنابل <no-reply@sanabel.sa>",
            "<p>تم تغيير كلمة مرور حسابك يوم ١٧ أبريل الساعة ١٠:٤٢. رقم المرجع: ٨٨٢١٣٠٤٧.</p>",
            kinds=("password-changed", "reference-code", "lookalike", "other-script"),
        ),
        _h(
            "ar",
            "rmz-talab",
            "رمز التحقق لعملية الدفع",
            "بطاقتي <otp@bitaqati.ae>",
            "رمز التحقق لعملية شراء بقيمة 149 درهم لدى متجر الواحة هو 730518. لا تشاركه مع أحد.\n",
            otp="730518",
            kinds=("three-ds",),
            plain=True,
        ),
        _h(
            "hi",
            "password",
            "आपका पासवर्ड बदल दिया गया है",
            "चायवाला <noreply@chaiwala.in>",
            "<p>आपका पासवर्ड 17 अप्रैल को बदला गया। संदर्भ संख्या: 48213047</p>",
            kinds=("password-changed", "reference-code", "lookalike"),
        ),
        _h(
            "zh",
            "fapiao",
            "电子发票已开具",
            "茶园 <billing@chayuan.cn>",
            "<p>发票代码：031002100411 发票号码：48213047 金额：¥199.00</p>",
            kinds=("receipt", "registry-number", "lookalike"),
            charset="gb2312",
        ),
        _h(
            "zh",
            "ci",
            "构建失败：main #4821",
            "流水线 <ci@liushui.dev>",
            "构建 #4821 失败（提交 9c41e7b）。\n测试 test_otp: 期望 482913，实际 482931。\n",
            kinds=("ci", "log-output", "lookalike"),
            plain=True,
        ),
        _h(
            "ko",
            "ci",
            "[빌드] #4821 실패",
            "빌드봇 <ci@hangari.dev>",
            "빌드 #4821 실패 (커밋 9c41e7b, 브랜치 main)\n실패한 테스트 3건, 소요 시간 4분 12초\n",
            kinds=("ci", "lookalike"),
            plain=True,
            charset="euc-kr",
        ),
        _h(
            "ko",
            "bimilbeonho",
            "비밀번호 재설정 안내",
            "항아리 <noreply@hangari.kr>",
            "<p>아래 버튼을 눌러 비밀번호를 재설정하세요. 링크는 30분간 유효합니다.</p>"
            + button("https://member.hangari.kr/password/reset?token=Hg90Kx", "비밀번호 재설정"),
            link="https://member.hangari.kr/password/reset?token=Hg90Kx",
            kind="reset",
            charset="euc-kr",
        ),
        _h(
            "ja",
            "ci",
            "[チケット] KMR-4821 が更新されました",
            "チケット管理 <noreply@ticket.kumori.jp>",
            "<p>KMR-4821「認証コードが届かない」のステータスが「対応中」に変更されました。担当：佐藤</p>",
            kinds=("issue-tracker", "lookalike"),
        ),
    ]


def _europe() -> list[Case]:
    return [
        _h(
            "de",
            "ci",
            "[Baustelle] Pipeline #118204 fehlgeschlagen",
            "Baustelle CI <ci@baustelle.dev>",
            "Pipeline #118204 auf main ist fehlgeschlagen.\nCommit: 3e91fa0 (Anmeldecode-Länge)\n"
            "Job test:unit - AssertionError: erwartet 604218, erhalten 604281\n",
            kinds=("ci", "log-output", "lookalike"),
            plain=True,
        ),
        _h(
            "de",
            "einladung",
            "Einladung zum Team Zeltplatz",
            "Zeltplatz <team@zeltplatz.app>",
            "<p>Lena Schmid hat dich ins Team <b>Backend</b> eingeladen.</p>"
            + button("https://zeltplatz.app/einladung/annehmen?c=Zp81Qx", "Einladung annehmen"),
            link="https://zeltplatz.app/einladung/annehmen?c=Zp81Qx",
            kind="other",
            kinds=("invitation",),
        ),
        _h(
            "fr",
            "suppression",
            "Votre compte a été supprimé",
            "Papillote <bonjour@papillote.fr>",
            "<p>Votre compte Papillote a été supprimé le 17/04/2025. Référence de la demande : "
            "RGPD-2025-04821.</p>",
            kinds=("deletion", "reference-code", "lookalike"),
        ),
        _h(
            "fr",
            "changer-email",
            "Confirmez votre nouvelle adresse",
            "Papillote <bonjour@papillote.fr>",
            "<p>Pour utiliser runner+new@qa-harbor.dev sur Papillote, confirmez cette adresse :</p>"
            + button(
                "https://app.papillote.fr/email/confirmer?jeton=Pp90Lm", "Confirmer l'adresse"
            ),
            link="https://app.papillote.fr/email/confirmer?jeton=Pp90Lm",
            kind="confirm",
            kinds=("email-change",),
        ),
        _h(
            "es",
            "ci",
            "Despliegue completado: v3.2.1 (build 4821)",
            "Despliegues <deploy@tablerito.io>",
            "<p>Versión v3.2.1 desplegada en producción. Build 4821, commit a3f9c21, 3 réplicas.</p>",
            kinds=("ci", "lookalike"),
        ),
        _h(
            "es",
            "codigo-alfa",
            "Código de acceso a Tablerito",
            "Tablerito <equipo@tablerito.io>",
            "<p>Tu código de acceso es <b>4KQ-T9B</b>. Caduca en 15 minutos.</p>",
            otp="4KQT9B",
            kinds=("alnum", "dashed"),
        ),
        _h(
            "it",
            "eliminazione",
            "Conferma l'eliminazione dell'account",
            "Pastello <noreply@pastello.it>",
            "<p>Per eliminare definitivamente il tuo account conferma qui sotto. L'operazione non è "
            "reversibile.</p>"
            + button("https://account.pastello.it/elimina/conferma?t=Ps90Qx", "Elimina account"),
            link="https://account.pastello.it/elimina/conferma?t=Ps90Qx",
            kind="confirm",
            kinds=("deletion",),
        ),
        _h(
            "nl",
            "wachtwoord-gewijzigd",
            "Je wachtwoord is gewijzigd",
            "Fietsdeel <noreply@fietsdeel.nl>",
            "<p>Je wachtwoord is op 17-04-2025 om 10:42 gewijzigd. Was jij dit niet? Neem contact op "
            "via 030 204 8213.</p>",
            kinds=("password-changed", "lookalike"),
        ),
        _h(
            "pl",
            "ci",
            "[Jira] PAC-4821: zmiana statusu",
            "Jira <jira@paczkomatek.atlassian-like.net>",
            "<p>Zgłoszenie PAC-4821 „Kod SMS nie dochodzi” zmieniło status na <b>Do weryfikacji</b>."
            "</p>",
            kinds=("issue-tracker", "lookalike"),
        ),
        _h(
            "tr",
            "davet",
            "Ekibe davet edildiniz",
            "Kahvemat <bilgi@kahvemat.com.tr>",
            "<p>Ayşe Demir sizi <b>Ürün</b> ekibine davet etti.</p>"
            + button("https://hesap.kahvemat.com.tr/davet/kabul?k=Kv90Lm", "Daveti kabul et"),
            link="https://hesap.kahvemat.com.tr/davet/kabul?k=Kv90Lm",
            kind="other",
            kinds=("invitation",),
            charset="iso-8859-9",
        ),
        _h(
            "ru",
            "kollega",
            "Re: стенд для тестов",
            "Игорь Петров <igor@tundra.ru>",
            "Стенд поднял, адрес test-4821.tundra.local, порт 8443. Логин qa, пароль в Vault (путь "
            "qa/stand/4821).\n\n> Нужен стенд к четвергу\n",
            kinds=("people", "quoted-reply", "lookalike"),
            plain=True,
            charset="windows-1251",
        ),
    ]


def _english() -> list[Case]:
    link = "https://app.loomwork.dev/auth/confirm?token=lw_Q82xKm4Z"
    return [
        _h(
            "en",
            "loomwork-code-and-link",
            "Confirm your Loomwork account",
            "Loomwork <hi@loomwork.dev>",
            "<p>Enter <b>615032</b> in the app, or confirm with one click:</p>"
            + button(link, "Confirm account")
            + "<p>Both expire in 30 minutes.</p>",
            otp="615032",
            link=link,
            kind="confirm",
            kinds=("code-and-link",),
        ),
        _h(
            "en",
            "loomwork-team-invite-expired",
            "Your Loomwork invitation expired",
            "Loomwork <hi@loomwork.dev>",
            "<p>The invitation to <b>acme</b> (sent 14 days ago) has expired. Ask an admin to send a "
            "new one.</p>",
            kinds=("invitation", "expired-code"),
        ),
        _h(
            "en",
            "loomwork-weekly",
            "Loomwork: your week in numbers",
            "Loomwork <digest@loomwork.dev>",
            "<p>42 tasks closed &middot; 118 comments &middot; 7 PRs merged (#4821, #4833, #4840)</p>",
            kinds=("digest", "lookalike"),
        ),
        _h(
            "en",
            "ci-coverage",
            "Coverage report for tidepool/cli#4833",
            "Coverbot <bot@coverbot.io>",
            "Coverage 93.41% (+0.12%) compared to a3f9c21.\nFiles changed: 4, lines 118204 total.\n",
            kinds=("ci", "lookalike"),
            plain=True,
        ),
        _h(
            "en",
            "hidden-preheader-code",
            "Your Loomwork code",
            "Loomwork <hi@loomwork.dev>",
            hidden("Loomwork code 228190 inside", "max-height")
            + "<p>Your Loomwork code is <b>228190</b>.</p>",
            otp="228190",
            kinds=("css-hidden", "preheader"),
        ),
        _h(
            "en",
            "beta-waitlist",
            "You're on the Loomwork waitlist",
            "Loomwork <hi@loomwork.dev>",
            "<p>You're number 4,821 on the waitlist. Referral code: LOOM-7Q2K &mdash; share it to move "
            "up.</p>",
            kinds=("reference-code", "lookalike"),
        ),
        _h(
            "en",
            "api-key-rotated",
            "API key rotated",
            "Quillstack <security@quillstack.dev>",
            "<p>The API key ending in <code>...a8F2</code> for project <b>qs-prod</b> was rotated by "
            "ana@quillstack.dev. Request ID req_7Hq2Lz9X.</p>",
            kinds=("security-alert", "lookalike"),
        ),
        _h(
            "en",
            "sms-fallback",
            "Use this code instead of SMS",
            "Tessellate <noreply@login.tessellate.work>",
            "We couldn't reach your phone. Your Tessellate code is 3 0 9 8 2 1.\n",
            otp="309821",
            kinds=("spaced",),
            plain=True,
        ),
    ]


def _pairs() -> list[Case]:
    """The other way of kinds the mails above show one way only."""
    link = "https://app.quarry.build/verify?t=qv_81Kx2L"
    return [
        _h(
            "en",
            "helpdesk-forward-with-code",
            "Fwd: access request for Quarry",
            "Quarry Helpdesk <help@quarry.build>",
            "Your request below was forwarded to us. To confirm it's you, reply in the portal with "
            "the code 740118.\n\n---------- Forwarded message ---------\nFrom: Dana Whitfield "
            "<dana@qa-harbor.dev>\nSubject: access request\n\nPlease give runner access to order "
            "48213's project.\n",
            otp="740118",
            kinds=("forwarded", "support"),
            plain=True,
        ),
        _h(
            "en",
            "order-qp-break",
            "Your Tinplate order is confirmed",
            "Tinplate <orders@tinplate.store>",
            "Thanks for shopping with Tinplate! Your order number is 58\x0020417 and it ships within "
            "two business days.\n",
            kinds=("qp-soft-break", "receipt", "lookalike"),
            plain=True,
        ),
        _h(
            "en",
            "subject-number-only",
            "Ticket 482190 updated",
            "Helpwise <support@helpwise.desk>",
            "<p>An agent replied to your ticket. Open the help center to read the reply.</p>",
            kinds=("subject-only", "support", "lookalike"),
        ),
        _h(
            "en",
            "subject-split-order",
            "Order 73\x008145 has shipped – Tinplate",
            "Tinplate <orders@tinplate.store>",
            "<p>Good news: your parcel is on its way with Parcelpath.</p>",
            kinds=("encoded-word-split", "shipping", "lookalike"),
        ),
        _h(
            "en",
            "zero-width-phone",
            "Your Tinplate invoice",
            "Tinplate <orders@tinplate.store>",
            "<p>Invoice 2025-0417. Questions? Call 0\u200b20 7946 0\u200b182 or reply.</p>",
            kinds=("zero-width", "receipt", "lookalike"),
        ),
        _h(
            "en",
            "char-refs-order",
            "Tinplate: order received",
            "Tinplate <orders@tinplate.store>",
            "<p>We received order <b>&#35;&#53;&#56;&#50;&#48;&#52;&#49;&#55;</b>.</p>",
            kinds=("char-refs", "receipt", "lookalike"),
        ),
        _h(
            "he",
            "bidi-receipt",
            "אישור תשלום",
            "גשר <billing@gesher.dev>",
            "<p>התשלום התקבל. מספר אסמכתא: \u200f\u200e48213047\u200e</p>",
            kinds=("bidi", "receipt", "lookalike"),
            charset="windows-1255",
        ),
        _h(
            "en",
            "used-code-new",
            "Lumen: here's a fresh code",
            "Lumen <security@lumenbank.app>",
            "The code 118240 has already been used. Here is a fresh code: 660431\n",
            otp="660431",
            kinds=("used-code",),
            plain=True,
        ),
        _h(
            "en",
            "3ds-approved",
            "Purchase approved",
            "Cardguard <otp@cardguard-secure.net>",
            "Your purchase of EUR 49.00 at KITEBOARD APP with card ending 8832 was approved after "
            "verification. Approval code 51J8Q2.\n",
            kinds=("three-ds", "card-auth", "lookalike"),
            plain=True,
        ),
        mk(
            "quarry-text-stale-html-link",
            subject="Verify your Quarry email",
            sender="Quarry <auth@quarry.build>",
            link=link,
            kind="verify",
            kinds=("parts-disagree",),
            text="Your email client can't show this message. Open it in a browser.\n",
            html=simple_html(
                "<p>Verify your email to start building:</p>" + button(link, "Verify email")
            ),
        ),
        _h(
            "en",
            "vml-newsletter",
            "Teamcove spring update",
            "Teamcove <news@teamcove.io>",
            "<p>Spaces now support guests.</p>"
            + vml_button("https://teamcove.io/blog/guests", "Read more"),
            kinds=("vml", "newsletter"),
        ),
        _h(
            "en",
            "form-unsubscribe",
            "Slatebase: you're unsubscribed",
            "Slatebase <news@slatebase.com>",
            "<p>You won't get product news any more.</p>"
            + form_button("https://slatebase.com/email/resubscribe?u=88213", "Resubscribe"),
            kinds=("form-button", "newsletter"),
        ),
        _h(
            "de",
            "umlaut-pfad-newsletter",
            "Frühlingsangebote bei Bücherstube",
            "Bücherstube <hallo@xn--bcherstube-9db.de>",
            '<p><a href="https://bücherstube.de/angebote/frühling">Zu den Angeboten</a></p>',
            kinds=("non-ascii-path", "idn", "newsletter"),
        ),
        _h(
            "en",
            "export-preparing",
            "We're preparing your Notchbook export",
            "Notchbook <data@notchbook.app>",
            "<p>Your export (request exp_2025_04_17) is being prepared. We'll email you when it's "
            "ready, usually within an hour.</p>",
            kinds=("export", "lookalike"),
        ),
    ]


def cases() -> list[Case]:
    """The second round of set 10's mails."""
    return [*_world(), *_europe(), *_english(), *_pairs()]
