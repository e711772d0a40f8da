"""Held-out set 6: the words real senders use, per language (and the legacy charset their
mails often come in). Keys: code (before a sign-in code), valid, signin, verify, reset,
confirm, join, order, total, track, reg, tax, passcode, backup, used, news."""

from __future__ import annotations

from typing import NamedTuple


class Lang(NamedTuple):
    tag: str
    tld: str
    legacy: str  # the charset some of its mails use ("utf-8" when none is usual)
    words: dict[str, str]


def _w(*values: str) -> dict[str, str]:
    keys = (
        "code", "valid", "signin", "verify", "reset", "confirm", "join", "order", "total",
        "track", "reg", "tax", "passcode", "backup", "used", "news",
    )  # fmt: skip
    assert len(values) == len(keys)
    return dict(zip(keys, values, strict=True))


LANGS: tuple[Lang, ...] = (
    Lang("en", "co.uk", "utf-8", _w(
        "Your verification code is", "It expires in 10 minutes.", "Sign in",
        "Verify your email address", "Reset your password", "Confirm your subscription",
        "Join the meeting", "Order number", "Total", "Tracking number",
        "Registered in England and Wales, company number", "VAT registration number",
        "Meeting passcode", "Your new backup codes (each works once):",
        "This code has already been used and no longer works:", "This week's news",
    )),
    Lang("de", "de", "iso-8859-1", _w(
        "Ihr Bestätigungscode lautet", "Er ist 10 Minuten gültig.", "Anmelden",
        "E-Mail-Adresse bestätigen", "Passwort zurücksetzen", "Anmeldung zum Newsletter bestätigen",
        "An Besprechung teilnehmen", "Bestellnummer", "Gesamtbetrag", "Sendungsnummer",
        "Amtsgericht München, HRB", "USt-IdNr.", "Kenncode der Besprechung",
        "Ihre neuen Backup-Codes (jeder ist einmal verwendbar):",
        "Dieser Code wurde bereits verwendet und ist ungültig:", "Neuigkeiten der Woche",
    )),
    Lang("fr", "fr", "iso-8859-15", _w(
        "Votre code de vérification est", "Il expire dans 10 minutes.", "Se connecter",
        "Vérifier votre adresse e-mail", "Réinitialiser votre mot de passe",
        "Confirmer votre inscription", "Rejoindre la réunion", "Numéro de commande", "Total TTC",
        "Numéro de suivi", "RCS Paris, SIREN", "N° TVA intracommunautaire",
        "Code secret de la réunion",
        "Vos nouveaux codes de secours (chacun n'est valable qu'une fois) :",
        "Ce code a déjà été utilisé et n'est plus valable :", "Les nouvelles de la semaine",
    )),
    Lang("es", "es", "iso-8859-1", _w(
        "Tu código de verificación es", "Caduca en 10 minutos.", "Iniciar sesión",
        "Verificar tu correo electrónico", "Restablecer tu contraseña", "Confirmar tu suscripción",
        "Unirse a la reunión", "Número de pedido", "Total", "Número de seguimiento",
        "Inscrita en el Registro Mercantil de Madrid, código de identificación fiscal", "NIF",
        "Código de acceso de la reunión",
        "Tus nuevos códigos de respaldo (cada uno sirve una vez):",
        "Este código ya se ha utilizado y ha dejado de ser válido:", "Novedades de la semana",
    )),
    Lang("pt", "com.br", "iso-8859-1", _w(
        "Seu código de verificação é", "Ele expira em 10 minutos.", "Entrar",
        "Verificar seu e-mail", "Redefinir sua senha", "Confirmar sua inscrição",
        "Entrar na reunião", "Número do pedido", "Total", "Código de rastreamento",
        "CNPJ", "Inscrição estadual", "Senha da reunião",
        "Seus novos códigos de backup (cada um funciona uma vez):",
        "Este código já foi usado e não é mais válido:", "Novidades da semana",
    )),
    Lang("it", "it", "iso-8859-1", _w(
        "Il tuo codice di verifica è", "Scade tra 10 minuti.", "Accedi",
        "Verifica il tuo indirizzo email", "Reimposta la password", "Conferma l'iscrizione",
        "Partecipa alla riunione", "Numero d'ordine", "Totale", "Numero di tracciamento",
        "Codice fiscale e iscrizione al Registro delle Imprese di Milano n.", "Partita IVA",
        "Passcode della riunione", "I tuoi nuovi codici di backup (ognuno vale una volta):",
        "Questo codice è già stato utilizzato e non è più valido:", "Le novità della settimana",
    )),
    Lang("nl", "nl", "utf-8", _w(
        "Je verificatiecode is", "Hij verloopt over 10 minuten.", "Inloggen",
        "E-mailadres verifiëren", "Wachtwoord opnieuw instellen", "Inschrijving bevestigen",
        "Deelnemen aan vergadering", "Bestelnummer", "Totaal", "Track & trace-code",
        "KvK-nummer", "Btw-nummer", "Toegangscode vergadering",
        "Je nieuwe back-upcodes (elke code werkt één keer):",
        "Deze code is al gebruikt en werkt niet meer:", "Nieuws van deze week",
    )),
    Lang("pl", "pl", "iso-8859-2", _w(
        "Twój kod weryfikacyjny to", "Kod wygaśnie za 10 minut.", "Zaloguj się",
        "Potwierdź adres e-mail", "Zresetuj hasło", "Potwierdź subskrypcję",
        "Dołącz do spotkania", "Numer zamówienia", "Razem", "Numer przesyłki",
        "Sąd Rejonowy dla m.st. Warszawy, KRS", "NIP", "Kod dostępu do spotkania",
        "Twoje nowe kody zapasowe (każdy działa raz):",
        "Ten kod został już użyty i nie jest ważny:", "Nowości tygodnia",
    )),
    Lang("cs", "cz", "iso-8859-2", _w(
        "Váš ověřovací kód je", "Platí 10 minut.", "Přihlásit se",
        "Ověřit e-mailovou adresu", "Obnovit heslo", "Potvrdit odběr",
        "Připojit se ke schůzce", "Číslo objednávky", "Celkem", "Číslo zásilky",
        "IČO", "DIČ", "Přístupový kód schůzky",
        "Vaše nové záložní kódy (každý platí jednou):",
        "Tento kód už byl použit a neplatí:", "Novinky týdne",
    )),
    Lang("sv", "se", "iso-8859-1", _w(
        "Din verifieringskod är", "Den gäller i 10 minuter.", "Logga in",
        "Verifiera din e-postadress", "Återställ lösenordet", "Bekräfta din prenumeration",
        "Anslut till mötet", "Ordernummer", "Totalt", "Kollinummer",
        "Organisationsnummer", "Momsregistreringsnummer", "Möteslösenord",
        "Dina nya reservkoder (varje kod fungerar en gång):",
        "Den här koden har redan använts och gäller inte längre:", "Veckans nyheter",
    )),
    Lang("tr", "com.tr", "iso-8859-9", _w(
        "Doğrulama kodunuz", "Kod 10 dakika geçerlidir.", "Giriş yap",
        "E-posta adresini doğrula", "Şifreni sıfırla", "Aboneliğini onayla",
        "Toplantıya katıl", "Sipariş numarası", "Toplam", "Kargo takip numarası",
        "Mersis No", "Vergi No", "Toplantı parolası",
        "Yeni yedek kodlarınız (her biri bir kez kullanılır):",
        "Bu kod zaten kullanıldı ve artık geçerli değil:", "Haftanın haberleri",
    )),
    Lang("ru", "ru", "windows-1251", _w(
        "Ваш код подтверждения:", "Код действует 10 минут.", "Войти",
        "Подтвердить адрес электронной почты", "Сбросить пароль", "Подтвердить подписку",
        "Присоединиться к встрече", "Номер заказа", "Итого", "Трек-номер",
        "ОГРН", "ИНН", "Код доступа к встрече",
        "Ваши новые резервные коды (каждый действует один раз):",
        "Этот код уже был использован и больше не действует:", "Новости недели",
    )),
    Lang("uk", "ua", "koi8-u", _w(
        "Ваш код підтвердження:", "Код дійсний 10 хвилин.", "Увійти",
        "Підтвердити електронну адресу", "Скинути пароль", "Підтвердити підписку",
        "Приєднатися до зустрічі", "Номер замовлення", "Разом", "Номер відправлення",
        "Код ЄДРПОУ", "ІПН", "Код доступу до зустрічі",
        "Ваші нові резервні коди (кожен діє один раз):",
        "Цей код уже використано, він більше не дійсний:", "Новини тижня",
    )),
    Lang("ar", "sa", "windows-1256", _w(
        "رمز التحقق الخاص بك هو", "صالح لمدة 10 دقائق.", "تسجيل الدخول",
        "تأكيد بريدك الإلكتروني", "إعادة تعيين كلمة المرور", "تأكيد اشتراكك",
        "الانضمام إلى الاجتماع", "رقم الطلب", "الإجمالي", "رقم التتبع",
        "رقم السجل التجاري", "الرقم الضريبي", "رمز مرور الاجتماع",
        "رموزك الاحتياطية الجديدة (كل رمز يعمل مرة واحدة):",
        "تم استخدام هذا الرمز بالفعل ولم يعد صالحا:", "أخبار الأسبوع",
    )),
    Lang("fa", "ir", "utf-8", _w(
        "کد تأیید شما", "این کد ۱۰ دقیقه اعتبار دارد.", "ورود",
        "تأیید نشانی ایمیل", "بازنشانی گذرواژه", "تأیید اشتراک",
        "پیوستن به جلسه", "شماره سفارش", "جمع کل", "کد رهگیری مرسوله",
        "شماره ثبت", "کد اقتصادی", "رمز ورود جلسه",
        "کدهای پشتیبان جدید شما (هر کد یک بار کار می‌کند):",
        "این کد قبلاً استفاده شده و دیگر معتبر نیست:", "خبرهای هفته",
    )),
    Lang("he", "co.il", "windows-1255", _w(
        "קוד האימות שלך הוא", "הקוד בתוקף ל-10 דקות.", "התחברות",
        "אימות כתובת הדוא\"ל", "איפוס סיסמה", "אישור ההרשמה",
        "הצטרפות לפגישה", "מספר הזמנה", "סה\"כ", "מספר מעקב",
        "ח.פ.", "מספר עוסק מורשה", "קוד הגישה לפגישה",
        "קודי הגיבוי החדשים שלך (כל קוד פועל פעם אחת):",
        "הקוד הזה כבר נוצל ואינו בתוקף:", "חדשות השבוע",
    )),
    Lang("hi", "in", "utf-8", _w(
        "आपका सत्यापन कोड है", "यह 10 मिनट तक मान्य है।", "साइन इन करें",
        "अपना ईमेल पता सत्यापित करें", "पासवर्ड रीसेट करें", "सदस्यता की पुष्टि करें",
        "मीटिंग में शामिल हों", "ऑर्डर संख्या", "कुल", "ट्रैकिंग नंबर",
        "सीआईएन", "जीएसटीआईएन", "मीटिंग पासकोड",
        "आपके नए बैकअप कोड (हर कोड एक बार काम करता है):",
        "यह कोड पहले ही उपयोग हो चुका है और अब मान्य नहीं है:", "इस सप्ताह की खबरें",
    )),
    Lang("th", "co.th", "tis-620", _w(
        "รหัสยืนยันของคุณคือ", "รหัสนี้ใช้ได้ 10 นาที", "เข้าสู่ระบบ",
        "ยืนยันอีเมลของคุณ", "รีเซ็ตรหัสผ่าน", "ยืนยันการสมัครรับข่าวสาร",
        "เข้าร่วมการประชุม", "หมายเลขคำสั่งซื้อ", "ยอดรวม", "หมายเลขพัสดุ",
        "ทะเบียนนิติบุคคลเลขที่", "เลขประจำตัวผู้เสียภาษี", "รหัสผ่านการประชุม",
        "รหัสสำรองชุดใหม่ของคุณ (แต่ละรหัสใช้ได้ครั้งเดียว):",
        "รหัสนี้ถูกใช้ไปแล้วและใช้ไม่ได้อีก:", "ข่าวประจำสัปดาห์",
    )),
    Lang("vi", "vn", "utf-8", _w(
        "Mã xác minh của bạn là", "Mã có hiệu lực trong 10 phút.", "Đăng nhập",
        "Xác minh địa chỉ email", "Đặt lại mật khẩu", "Xác nhận đăng ký",
        "Tham gia cuộc họp", "Mã đơn hàng", "Tổng cộng", "Mã vận đơn",
        "Giấy chứng nhận đăng ký doanh nghiệp số", "Mã số thuế", "Mật mã cuộc họp",
        "Các mã dự phòng mới của bạn (mỗi mã dùng một lần):",
        "Mã này đã được sử dụng và không còn hiệu lực:", "Tin tức trong tuần",
    )),
    Lang("id", "co.id", "utf-8", _w(
        "Kode verifikasi Anda adalah", "Kode berlaku selama 10 menit.", "Masuk",
        "Verifikasi alamat email Anda", "Atur ulang kata sandi", "Konfirmasi langganan Anda",
        "Gabung ke rapat", "Nomor pesanan", "Total", "Nomor resi",
        "Nomor Induk Berusaha", "NPWP", "Kode sandi rapat",
        "Kode cadangan baru Anda (masing-masing berlaku sekali):",
        "Kode ini sudah digunakan dan tidak berlaku lagi:", "Berita minggu ini",
    )),
    Lang("ja", "co.jp", "shift_jis", _w(
        "認証コードは次のとおりです：", "有効期限は10分です。", "ログイン",
        "メールアドレスを確認する", "パスワードを再設定する", "購読を確認する",
        "ミーティングに参加", "注文番号", "合計", "お問い合わせ伝票番号",
        "法人番号", "登録番号", "ミーティングのパスコード",
        "新しいバックアップコード（各コードは一度だけ使えます）：",
        "このコードはすでに使用済みで、無効です：", "今週のお知らせ",
    )),
    Lang("zh", "cn", "gb2312", _w(
        "您的验证码是", "验证码10分钟内有效。", "登录",
        "验证您的邮箱地址", "重置密码", "确认订阅",
        "加入会议", "订单号", "合计", "运单号",
        "统一社会信用代码", "纳税人识别号", "会议密码",
        "您的新备用码（每个只能使用一次）：",
        "此验证码已被使用，已失效：", "本周新闻",
    )),
    Lang("ko", "co.kr", "euc-kr", _w(
        "인증 코드는", "10분 동안 유효합니다.", "로그인",
        "이메일 주소 인증", "비밀번호 재설정", "구독 확인",
        "회의 참가", "주문 번호", "합계", "운송장 번호",
        "사업자등록번호", "통신판매업 신고번호", "회의 암호",
        "새 백업 코드 (각 코드는 한 번만 사용할 수 있습니다):",
        "이 코드는 이미 사용되어 더 이상 유효하지 않습니다:", "이번 주 소식",
    )),
)  # fmt: skip

# Traditional Chinese, as Taiwanese and Hong Kong senders write it in Big5 (tag "zh").
ZH_HANT = Lang("zh", "com.tw", "big5", _w(
    "您的驗證碼是", "驗證碼10分鐘內有效。", "登入",
    "驗證您的電子郵件地址", "重設密碼", "確認訂閱",
    "加入會議", "訂單編號", "總計", "貨件追蹤號碼",
    "統一編號", "營業人統一編號", "會議密碼",
    "您的新備用碼（每組只能使用一次）：",
    "此驗證碼已使用過，已失效：", "本週新聞",
))  # fmt: skip
