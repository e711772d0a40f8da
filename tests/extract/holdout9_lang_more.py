"""Held-out set 9: one-off mails in other languages, for the kinds the everyday mails of
``holdout9_lang`` do not show (payment codes, expired and used codes, forwards, replies,
signed mail, split and encoded codes, other-script digits in code-free mail)."""

from __future__ import annotations

from tests.extract.holdout9_html import attr, gmail_quote, outlook_forward, simple
from tests.extract.holdout9_mail import SOFT, Case
from tests.extract.holdout9_parts import mk, wrapped


def _zh_tw() -> Case:
    html = simple(
        "<p>親愛的會員您好：</p><p>您的驗證碼為 <b>338105</b>，請於 10 分鐘內完成驗證。</p>"
        "<p>為保障您的帳戶安全，請勿將驗證碼提供給任何人。</p><p>晨光書店 敬上</p>",
        lang="zh-Hant",
    )
    return mk(
        "zh_tw_big5_code",
        "338105",
        None,
        None,
        ["verify_code", "legacy_charset", "lang_zh", "expiry"],
        sender="晨光書店 <service@chenguang-books.com.tw>",
        subject="晨光書店 驗證碼通知",
        html=html,
        lang="zh",
        charset="big5",
        cte="base64",
        subject_enc="B",
    )


def _ru_expired() -> Case:
    text = (
        "Здравствуйте!\n\nКод 551204 больше не действует: истёк срок его действия.\n\n"
        "Запросите новый код в приложении «Кошелёк Плюс».\n"
    )
    return mk(
        "ru_expired_code",
        kinds=["expired_code", "legacy_charset", "lang_ru", "lookalike"],
        sender="Кошелёк Плюс <noreply@koshelek-plus.ru>",
        subject="Срок действия кода истёк",
        text=text,
        lang="ru",
        charset="windows-1251",
        cte="8bit",
    )


def _tr_3ds() -> Case:
    text = (
        "Sayın Müşterimiz,\n\n5412 **** **** 0932 numaralı kartınızla LALE MAGAZACILIK A.S. "
        "işyerinde yapacağınız 1.249,90 TL tutarındaki alışveriş için 3D Secure doğrulama "
        "şifreniz: 771 620\n\nBankamız şifrenizi hiçbir şekilde sormaz.\n\nAnadolu Yıldız "
        "Bankası\n"
    )
    return mk(
        "tr_3ds_code",
        "771620",
        None,
        None,
        ["payment_3ds", "card_auth", "spaced_code", "legacy_charset", "lang_tr"],
        sender="Anadolu Yıldız Bankası <bilgi@yildizbank.com.tr>",
        subject="3D Secure doğrulama şifreniz",
        text=text,
        lang="tr",
        charset="iso-8859-9",
        cte="qp",
        subject_enc="Q",
    )


def _th_transfer() -> Case:
    text = (
        "แจ้งเตือนการโอนเงิน\n\nโอนเงินสำเร็จ จำนวน 1,500.00 บาท\nไปยังบัญชี xxx-x-x4471-x\n"
        "วันที่ 12/03/2025 เวลา 18:42\nรหัสอ้างอิง: 202503121842AT0447193\n\nธนาคารเจ้าพระยา\n"
    )
    return mk(
        "th_transfer_notice",
        kinds=["bank", "reference_code", "legacy_charset", "lang_th", "lookalike"],
        sender="ธนาคารเจ้าพระยา <alert@chaophraya-bank.co.th>",
        subject="แจ้งเตือนการโอนเงิน",
        text=text,
        lang="th",
        charset="tis-620",
        cte="base64",
    )


def _vi_3ds() -> Case:
    html = simple(
        "<p>Quý khách đang thực hiện giao dịch thanh toán 1.250.000 VND tại CHO XANH bằng thẻ "
        "****0932.</p><p>Mã OTP giao dịch: <b>409 552</b> (hiệu lực 3 phút).</p>"
        "<p>Mã giao dịch: FT25071448120. Không cung cấp mã OTP cho bất kỳ ai.</p>",
        lang="vi",
    )
    return mk(
        "vi_3ds_code",
        "409552",
        None,
        None,
        ["payment_3ds", "card_auth", "reference_code", "legacy_charset", "lang_vi"],
        sender="Ngân hàng Phương Nam <otp@phuongnambank.vn>",
        subject="Mã OTP xác thực giao dịch",
        html=html,
        lang="vi",
        charset="windows-1258",
        cte="qp",
        subject_enc="B",
    )


def _de_forward() -> Case:
    quoted = (
        "<p>Hallo Robin,</p><p>Ihr Bestätigungscode lautet: <b>604 218</b></p>"
        "<p>Der Code ist 10 Minuten gültig.</p>"
    )
    html = outlook_forward(
        "Hallo Jana,<br><br>kannst du kurz draufschauen? Der Code kam auf meinem Diensthandy-"
        "Postfach an, ich habe aber nichts angefordert.<br><br>Gruß<br>Robin",
        "Kontoro &lt;sicherheit@kontoro.de&gt;<br><b>Gesendet:</b> Mittwoch, 12. März 2025 "
        "09:14<br><b>An:</b> Robin Castellan<br><b>Betreff:</b> Ihr Anmeldecode für Kontoro",
        quoted,
    )
    return mk(
        "de_forward_code",
        kinds=["forward", "person", "lang_de", "lookalike"],
        sender="Robin Castellan <robin.castellan@postfach-nord.de>",
        to="Jana Voigt <jana.voigt@fernhollow.io>",
        subject="WG: Ihr Anmeldecode für Kontoro",
        html=html,
        lang="de",
        charset="iso-8859-15",
        cte="qp",
        subject_enc="Q",
    )


def _fr_reply_code() -> Case:
    quoted = (
        "<p>Bonjour, le code reçu (418 220) est refusé par l'application. Pouvez-vous "
        "m'aider ?</p><p>Robin</p>"
    )
    top = (
        "<p>Bonjour Robin,</p><p>Le code précédent avait été émis avant la mise à jour de "
        "votre numéro. Voici un nouveau code de vérification : <b>903 417</b>. Il est valable "
        "30 minutes.</p><p>Cordialement,<br>Léa &ndash; Service client Banque Corail<br>"
        "Dossier n° 2025-118204</p>"
    )
    html = simple(
        gmail_quote(
            top,
            "Le mar. 11 mars 2025 à 10:02, Robin Castellan &lt;"
            "robin.castellan@postfach-nord.de&gt; a écrit :",
            quoted,
        ),
        lang="fr",
    )
    return mk(
        "fr_support_reply_code",
        "903417",
        None,
        None,
        ["quoted_reply", "support", "spaced_code", "lang_fr"],
        sender="Banque Corail <service-client@banquecorail.fr>",
        subject="RE: Code refusé [Dossier 2025-118204]",
        html=html,
        lang="fr",
        cte="base64",
    )


def _es_subject_split() -> Case:
    text = (
        "Hola Robin:\n\nEste es tu código de verificación de Correo Faro: 471920\n\n"
        "Es válido durante 15 minutos.\n"
    )
    return mk(
        "es_subject_split_code",
        "471920",
        None,
        None,
        ["verify_code", "encoded_word_split", "legacy_charset", "lang_es"],
        sender="Correo Faro <seguridad@correofaro.es>",
        subject=f"Tu código de verificación: 47{SOFT}1920",
        subject_enc="Q",
        text=text,
        lang="es",
        charset="iso-8859-1",
        cte="qp",
    )


def _pt_backup() -> Case:
    codes = ["4b7k-2m9p", "8x3q-6t1w", "5r2j-9c4v", "7h6n-3d8s", "1f5z-4g7y", "9m2c-8b3x"]
    text = (
        "Olá, Robin!\n\nA verificação em duas etapas está ativada na sua conta Pagaê.\n\n"
        "Guarde estes códigos de recuperação em um lugar seguro. Cada código pode ser usado "
        "uma única vez:\n\n" + "\n".join(codes) + "\n\nEquipe Pagaê\n"
    )
    return mk(
        "pt_backup_codes",
        kinds=["2fa_setup", "backup_codes", "lang_pt"],
        sender="Pagaê <seguranca@pagae.com.br>",
        subject="Verificação em duas etapas ativada",
        text=text,
        lang="pt",
        cte="qp",
    )


def _it_card_receipt() -> Case:
    text = (
        "RICEVUTA DI PAGAMENTO\n\nBAR CENTRALE DI PIAZZA\nVia Roma 118, 40121 Bologna\n"
        "P.IVA 02044719312\n\nImporto: EUR 7,40\nCarta: MASTERCARD ****0932\n"
        "Codice autorizzazione: 004471\nCodice esercente: 118204471\nSTAN 000931\n\n"
        "Transazione eseguita. Grazie e arrivederci.\n"
    )
    return mk(
        "it_card_receipt",
        kinds=["receipt", "card_auth", "registry_number", "lang_it", "legacy_charset", "lookalike"],
        sender="PagaFacile <ricevute@pagafacile.it>",
        subject="La tua ricevuta di pagamento",
        text=text,
        lang="it",
        charset="windows-1252",
        cte="8bit",
    )


def _nl_used_code() -> Case:
    html = simple(
        "<p>Hoi Robin,</p><p>De code 662104 is al gebruikt om in te loggen op je Stroomlijn-"
        "account (vandaag om 08:12, Amsterdam).</p><p>Was jij dit niet? Neem dan contact op "
        "met onze klantenservice.</p>",
        lang="nl",
    )
    return mk(
        "nl_used_code",
        kinds=["used_code", "security_alert", "lang_nl", "lookalike"],
        sender="Stroomlijn <beveiliging@stroomlijn.nl>",
        subject="Je bent ingelogd met een code",
        html=html,
        lang="nl",
        cte="qp",
    )


def _pl_meeting() -> Case:
    join = "https://convene.video/j/7731229104?pwd=cGwtc3Bva2FuaWU"
    text = (
        "Cześć Robin,\n\nzapraszam na spotkanie zespołu w czwartek o 10:00.\n\nDołącz: "
        f"{join}\nIdentyfikator spotkania: 773 122 9104\nKod dostępu: 482 913\n\nDo zobaczenia,"
        "\nTomasz\n"
    )
    return mk(
        "pl_meeting_invite",
        kinds=["meeting", "meeting_passcode", "person", "lang_pl", "legacy_charset", "lookalike"],
        sender="Tomasz Wójcik <tomasz.wojcik@fernhollow.io>",
        subject="Spotkanie zespołu w czwartek",
        text=text,
        lang="pl",
        charset="iso-8859-2",
        cte="qp",
        subject_enc="Q",
    )


def _uk_charrefs() -> Case:
    digits = "".join(f"&#x{ord(d):x};" for d in "481260")
    html = simple(
        f"<p>Вітаємо!</p><p>Ваш код для входу до Гаманця: <b>{digits}</b></p>"
        "<p>Код дійсний 10 хвилин.</p>",
        lang="uk",
    )
    return mk(
        "uk_charrefs_code",
        "481260",
        None,
        None,
        ["signin_code", "char_refs", "legacy_charset", "lang_uk"],
        sender="Гаманець <noreply@gamanets.ua>",
        subject="Код для входу",
        html=html,
        lang="uk",
        charset="koi8-u",
        cte="qp",
    )


def _fa_3ds() -> Case:
    text = (
        "رمز پویای شما برای خرید از فروشگاه سیب به مبلغ ۱٬۲۵۰٬۰۰۰ ریال:\n\n۴۸۱۹۲۷\n\n"
        "این رمز تا ۲ دقیقه معتبر است. کارت: ۶۰۳۷-****-****-۰۹۳۲\n"
    )
    return mk(
        "fa_3ds_code",
        "481927",
        None,
        None,
        ["payment_3ds", "card_auth", "other_digits", "lang_fa", "expiry"],
        sender="بانک پارسیان نو <otp@parsian-no.ir>",
        subject="رمز پویا",
        text=text,
        lang="fa",
        cte="base64",
    )


def _he_smime() -> Case:
    html = simple(
        "<p>שלום רובין,</p><p>קוד האימות להפעלת המכשיר החדש באפליקציית בנק השרון: "
        "<b>205718</b></p><p>הקוד בתוקף ל-15 דקות.</p><p>הודעה זו חתומה דיגיטלית.</p>",
        lang="he",
        rtl=True,
    )
    return mk(
        "he_smime_code",
        "205718",
        None,
        None,
        ["device_verify", "smime", "legacy_charset", "lang_he", "expiry"],
        sender="בנק השרון <alerts@bank-hasharon.co.il>",
        subject="הפעלת מכשיר חדש",
        html=html,
        lang="he",
        charset="windows-1255",
        cte="base64",
        signed="smime",
    )


def _hi_payment() -> Case:
    text = (
        "₹2,499.00 के भुगतान (मर्चेंट: मसाला बाज़ार) के लिए आपका OTP 883104 है। कार्ड XX0932।\n"
        "यह OTP 5 मिनट तक मान्य है। कृपया इसे किसी के साथ साझा न करें। - धनसेतु बैंक\n"
    )
    return mk(
        "hi_payment_otp",
        "883104",
        None,
        None,
        ["payment_3ds", "card_auth", "lang_hi", "expiry"],
        sender="धनसेतु बैंक <alerts@dhansetu.in>",
        subject="भुगतान के लिए OTP",
        text=text,
        lang="hi",
        cte="qp",
    )


def _ja_fullwidth_order() -> Case:
    text = (
        "ロビン・カステラン様\n\nご注文の商品を発送いたしました。\n\n注文番号：２００４４７１９３１\n"
        "お問い合わせ番号：４４７１−９３１２−０８８０\n\nお茶の葉屋\n"
    )
    return mk(
        "ja_fullwidth_shipped",
        kinds=["shipping", "other_digits", "legacy_charset", "lang_ja", "lookalike"],
        sender="お茶の葉屋 <order@ochanohaya.jp>",
        subject="【お茶の葉屋】商品発送のお知らせ",
        text=text,
        lang="ja",
        charset="shift_jis",
        cte="base64",
        subject_enc="B",
    )


def _ko_alnum() -> Case:
    html = simple(
        "<p>누리메일 보안코드 안내</p><p>로그인을 완료하려면 아래 보안코드를 입력해 주세요.</p>"
        '<p style="font-size:24px"><b>A7K2Q</b></p><p>보안코드는 10분간 유효합니다.</p>',
        lang="ko",
    )
    return mk(
        "ko_alnum_code",
        "A7K2Q",
        None,
        None,
        ["signin_code", "alnum5", "legacy_charset", "lang_ko", "expiry"],
        sender="누리메일 <security@nurimail.kr>",
        subject="[누리메일] 보안코드 안내",
        html=html,
        lang="ko",
        charset="euc-kr",
        cte="base64",
        subject_enc="B",
    )


def _id_wallet() -> Case:
    html = simple(
        "<p>Top up berhasil!</p><p>Saldo Kantong Pintar kamu bertambah Rp 250.000.</p>"
        "<p>Kode transaksi: TPX4471931<br>Waktu: 12 Mar 2025 19:22 WIB</p>",
        lang="id",
    )
    return mk(
        "id_topup_receipt",
        kinds=["receipt", "reference_code", "lang_id", "lookalike"],
        sender="Kantong Pintar <noreply@kantongpintar.id>",
        subject="Top up berhasil",
        html=html,
        lang="id",
        cte="qp",
    )


def _de_softbreak() -> Case:
    html = simple(
        "<p>Guten Tag,</p><p>zur Freigabe Ihrer Überweisung im Online-Banking der Fördebank "
        f"Kiel geben Sie bitte diese TAN ein: <b>83{SOFT}0417</b></p><p>Empfänger: Stadtwerke "
        "Lindenau, Betrag: 74,00 EUR. Die TAN ist 5 Minuten gültig.</p>",
        lang="de",
    )
    return mk(
        "de_tan_softbreak",
        "830417",
        None,
        None,
        ["payment_3ds", "qp_soft_break", "legacy_charset", "lang_de", "expiry"],
        sender="Fördebank Kiel <tan@foerdebank-kiel.de>",
        subject="Ihre TAN für die Überweisung",
        html=html,
        lang="de",
        charset="iso-8859-15",
        cte="qp",
        subject_enc="Q",
    )


def _zh_hidden_decoy() -> Case:
    html = simple(
        '<div style="display:none">验证码：000000</div>'
        "<p>尊敬的用户：</p><p>您正在登录星云邮箱，验证码为 <b>731822</b>。</p>"
        "<p>验证码10分钟内有效，请勿泄露。</p>",
        lang="zh",
    )
    return mk(
        "zh_hidden_decoy_code",
        "731822",
        None,
        None,
        ["signin_code", "hidden_css", "legacy_charset", "lang_zh", "expiry"],
        sender="星云邮箱 <security@xingyunmail.cn>",
        subject="星云邮箱登录验证码",
        html=html,
        lang="zh",
        charset="gb2312",
        cte="base64",
        subject_enc="B",
    )


def _ar_magic_tracker() -> Case:
    target = "https://www.souqnakhla.com/login/magic?token=sn_mg_51c0e7a2&lang=ar"
    href = wrapped("https://click.souqnakhla-mail.com/r", target, "redirect")
    html = simple(
        "<p>مرحباً روبن،</p><p>اضغط على الزر أدناه لتسجيل الدخول إلى حسابك في سوق النخلة دون "
        "كلمة مرور.</p>"
        f'<p><a href="{attr(href)}" style="background:#0a7;color:#fff;padding:10px 18px;">'
        "تسجيل الدخول</a></p><p>صلاحية الرابط 15 دقيقة.</p>",
        lang="ar",
        rtl=True,
    )
    return mk(
        "ar_magic_link_tracker",
        None,
        target,
        "sign_in",
        ["magic_link", "tracker_recoverable", "lang_ar", "expiry"],
        sender="سوق النخلة <accounts@souqnakhla.com>",
        subject="رابط تسجيل الدخول",
        html=html,
        lang="ar",
        cte="base64",
        subject_enc="B",
    )


CASES: tuple[Case, ...] = (
    _zh_tw(),
    _ru_expired(),
    _tr_3ds(),
    _th_transfer(),
    _vi_3ds(),
    _de_forward(),
    _fr_reply_code(),
    _es_subject_split(),
    _pt_backup(),
    _it_card_receipt(),
    _nl_used_code(),
    _pl_meeting(),
    _uk_charrefs(),
    _fa_3ds(),
    _he_smime(),
    _hi_payment(),
    _ja_fullwidth_order(),
    _ko_alnum(),
    _id_wallet(),
    _de_softbreak(),
    _zh_hidden_decoy(),
    _ar_magic_tracker(),
)
