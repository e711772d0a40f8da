"""What a link is for: its kind (sign in, verify, reset, confirm, other), the words of the
languages beyond :mod:`extract_vocab`'s nine that say a link signs in or verifies, and the
words of a "not you? lock the account" link, which is never the magic link.

The kind is read from the link's anchor text first, then what its address says
(``type=recovery``, ``mode=resetPassword``, a ``/reset`` path), then the sentence before it,
then the subject; the first of these that names a kind decides. Within one of them, reset
beats verify, verify beats confirm, confirm beats sign in ("Sign in to reset your password"
is a reset link). Confirming an e-mail address or a device is ``verify`` whatever the verb
("Confirm your email", "E-Mail-Adresse bestätigen", "Confirm device"): many languages have one
verb for both, and an address that says so (``/confirm-email``, ``/email/bevestigen``) is that
verb too. A button that is the verb alone ("Confirm", "Bevestigen", "Підтвердити") confirms what
the sentence before it or the subject names ("Please confirm your email address").
Confirming an identity ("本人確認", "ยืนยันตัวตน") is ``verify``; confirming a sign-in
("Подтвердите вход") is ``sign_in``. Confirming anything
else ("Confirm your subscription", a change, a sign-up, "Concluir cadastro", "Account activeren")
is ``confirm``. Changing the password or choosing a new one ("Cambiar contraseña", "Zmień hasło",
"パスワードを変更する") is ``reset``. The other one-person
account actions are ``other``: accepting an invitation, approving a sign-in ("Yes, it was
me"), opening a secure message or one's own record in the sender's secure area
(``/secure/results``, "Open secure document"), downloading one's own data export. When an
address names two kinds (``/auth/magic-link/verify``), the one its words name wins. The way out
of an alert that something was changed ("Your password was changed. If this wasn't you, reset
it") is no magic link at all: the mail tells, it does not ask its reader to act.

Languages: English, Chinese, Japanese, Korean, Russian, German, French, Spanish, Portuguese,
and Arabic, Persian, Hebrew, Turkish, Polish, Dutch, Italian, Indonesian, Ukrainian,
Vietnamese, Thai and Hindi, and the usual words of Czech, Slovak, Swedish, Danish, Norwegian,
Finnish, Malay, Romanian, Hungarian and Greek. Latin, Cyrillic and Greek words are matched on
word edges; other scripts as they are.
"""

from __future__ import annotations

import re
from typing import Literal
from urllib.parse import unquote

__all__ = [
    "CHANGE_DONE",
    "LINK_KINDS",
    "MORE_LINK_WORDS",
    "MORE_URL_WORDS",
    "NEUTRAL_LABEL",
    "OWN_DOWNLOAD",
    "REFUSAL_LABEL",
    "REFUSAL_URL",
    "LinkKind",
    "escape_from_alert",
    "invitation_join",
    "last_sentence",
    "link_kind",
    "refusal_before",
]

LinkKind = Literal["sign_in", "verify", "reset", "confirm", "other"]
LINK_KINDS: tuple[LinkKind, ...] = ("sign_in", "verify", "reset", "confirm", "other")


def _words(bounded: str, unbounded: str = "") -> re.Pattern[str]:
    parts = [rf"(?<!\w)(?:{bounded})"]
    if unbounded:
        parts.append(f"(?:{unbounded})")
    return re.compile("|".join(parts), re.IGNORECASE)


# "Approve", "Yes, it was me": a link that approves a sign-in or a new device confirms it.
_APPROVE = (
    r"approve|yes,?\s+(?:it|this|that)\s+was\s+me|genehmig|ja,?\s+das\s+war\s+ich|approuv"
    r"|oui,?\s+c['’]\s?(?:était|est)\s+moi|aprobar|aprueb|s[ií],?\s+(?:fui|soy)\s+yo|aprovar"
    r"|sim,?\s+(?:fui|sou)\s+eu|approva|s[iì],?\s+(?:ero|sono\s+stat[oa])\s+io|goedkeur"
    r"|ja,?\s+(?:dit|dat)\s+was\s+ik|zatwierd[zź]|tak,?\s+to\s+(?:by[łl]\w*\s+)?ja"
    r"|evet,?\s+(?:bu\s+)?bendim|setujui|ya,?\s+(?:ini|itu)\s+saya|одобр|да,?\s+это\s+(?:был\w?\s+)?я"
    r"|схвал|так,?\s+це\s+(?:був\w?\s+)?я|phê\s+duyệt|đúng,?\s+(?:đó\s+)?là\s+tôi"
    # the present tense, said while the sign-in waits: "Yes, it's me", "Ja, ich bin es"
    r"|yes,?\s+(?:it['’]s|it\s+is|that['’]s)\s+me|ja,?\s+(?:ich\s+bin\s+es|das\s+bin\s+ich)"
    r"|oui,?\s+c['’]\s?est\s+moi|s[ií],?\s+soy\s+yo|sim,?\s+sou\s+eu|s[iì],?\s+sono\s+io"
    r"|ja,?\s+(?:ik\s+ben\s+het|dat\s+ben\s+ik)|tak,?\s+to\s+ja|evet,?\s+benim"
    r"|ya,?\s+ini\s+aku|да,?\s+это\s+я|так,?\s+це\s+я"
)
_APPROVE_UNBOUNDED = (
    r"نعم،?\s?(?:هذا|كان)\s?أنا|الموافقة|بله،?\s?من\s?بودم|כן,?\s?(?:זה\s?)?(?:הייתי\s?)?אני"
    r"|ใช่\s?(?:นี่คือ|เป็น)ฉัน|อนุมัติ|हाँ,?\s?यह\s?मैं|स्वीकृत|是我本人|是我|批准|私です|承認|본인입니다|승인"
)


# The usual words of ten more languages (cs, sk, sv, da, nb, fi, ms, ro, hu, el), per kind.
_MORE_RESET = (
    r"obnov\w*\s+hesl|nové\s+heslo|nastav\w*\s+(?:nové\s+)?heslo|återställ|nytt\s+lösenord|nulstil"
    r"|tilbakestill|nollaa|palauta\s+salasana|uusi\s+salasana|tetapkan\s+semula|set\s+semula"
    r"|reseteaz|resetare|parol[aă]\s+nou[aă]|visszaállít|új\s+jelszó|επαναφορ|νέο\s+κωδικό"
)
_MORE_VERIFY = (
    r"ověř|overi[tť]|verifiera|verificer|verifiser|todenna|sahkan|verific|ellenőriz|igazol"
    r"|επαλήθευ|επαληθεύ"
)
_MORE_CONFIRM = (
    r"potvr[dď]|bekräfta|bekræft|bekreft|vahvista|aktivera|aktiver|aktivoi|confirm[aă]"
    r"|activeaz|megerősít|aktivál|επιβεβαιώ|επιβεβαίω|ενεργοποι|activez"
)
_MORE_SIGN_IN = (
    r"přihl[aá]s|prihl[aá]s|logga\s+in|inloggning|log\s+ind|logg\s+inn|kirjaudu|log\s+masuk"
    r"|conecta(?:re|ți|ti)|autentific|bejelentkez|σύνδεσ|συνδεθ"
    # German's separable verb: "melden Sie sich mit diesem Link an".
    r"|melden\s+sie\s+sich|meld\s+dich"
)

# Changing the password or choosing a new one, the usual wording of a reset link's button and
# of the sentence before it in the extraction languages ("Cambiar contraseña", "Zmień hasło").
_RESET_PHRASES = (
    r"(?:choose|create|set|pick)\s+(?:a\s+)?new\s+password|update\s+(?:your\s+|my\s+)?password"
    r"|set\s+(?:up\s+)?(?:your\s+|a\s+)password"
    r"|cambi\w*\s+(?:la\s+|tu\s+|su\s+|mi\s+)?contraseña|nueva\s+contraseña"
    r"|recuper\w*\s+(?:la\s+|tu\s+|su\s+|mi\s+)?contraseña|restablec"
    r"|(?:alter|troc|recuper)\w*\s+(?:(?:a|sua|minha)\s+){0,2}senha|nova\s+senha"
    r"|(?:repor|recuperar|alterar)\s+(?:a\s+)?palavra-passe|nova\s+palavra-passe"
    r"|(?:cambi|modific|recuper|reimpost)\w*\s+(?:la\s+|tua\s+)?password|nuova\s+password"
    r"|(?:chang|modifi)\w*\s+(?:de\s+|le\s+|votre\s+|ton\s+|mon\s+)?mot\s+de\s+passe"
    r"|nouveau\s+mot\s+de\s+passe"
    r"|passwort\s+(?:ändern|festlegen|erstellen|wählen|vergeben)|passwort\s+zu\s+ändern"
    r"|wachtwoord\s+(?:wijzig|instell|kiez|aanmak)\w*|nieuw\s+wachtwoord|wachtwoord\s+herstel"
    r"|zmie[nń]\w*\s+hasł\w*|zmian\w*\s+hasła|odzyskaj|z?resetowa\w*|mengatur\s+ulang"
    r"|(?:şifre|parola)\w*\s+(?:sıfırla|değiştir|yenile|oluştur|belirle)"
    r"|yeni\s+(?:bir\s+)?(?:şifre|parola)|zurückzusetz|zurueckzusetz"
    r"|(?:измен|смен|зада|придума|установ)\w*\s+(?:новый\s+)?пароль|новый\s+пароль"
    r"|(?:змін|встанов|створ)\w*\s+(?:новий\s+)?пароль|новий\s+пароль"
    r"|(?:ubah|ganti|buat|setel)\s+(?:ulang\s+)?kata\s+sandi|kata\s+sandi\s+baru"
    r"|reset\s+kata\s+sandi|đổi\s+mật\s+khẩu|mật\s+khẩu\s+mới|khôi\s+phục\s+mật\s+khẩu"
)
_RESET_PHRASES_UNBOUNDED = (
    r"تغيير\s?كلمة\s?(?:ال)?مرور|كلمة\s?مرور\s?جديدة|استعادة\s?كلمة|تغییر\s?رمز|رمز\s?عبور\s?جدید"
    r"|بازیابی\s?رمز|تنظیم\s?رمز|שינוי\s?(?:ה)?סיסמה|לשנות\s?את\s?הסיסמה|סיסמה\s?חדשה"
    r"|שחזור\s?(?:ה)?סיסמה|पासवर्ड\s?(?:बदल|रीसेट|सेट)|नया\s?पासवर्ड|เปลี่ยนรหัสผ่าน|รหัสผ่านใหม่"
    r"|ตั้งรหัสผ่าน|กู้คืนรหัสผ่าน|パスワードを(?:再設定|リセット|変更)|パスワードの再設定|パスワード再設定"
    r"|パスワードリセット|新しいパスワード|修改密[码碼]|更改密[码碼]|变更密码|變更密碼|新密[码碼]"
    r"|找回密[码碼]|重設|重设|לאפס|비밀번호\s?(?:재설정|변경|찾기)|새\s?비밀번호"
)

# Word starts (no end edge), so inflections match: "verifying", "Bestätigung", "подтвердите".
_RESET = _words(
    r"reset|forgot|forgotten\s+password|new\s+password|change\s+(?:your\s+|my\s+)?password"
    r"|recover|password\s+recovery|zurücksetz|neues\s+passwort|passwort\s+(?:ändern|vergessen)"
    r"|wiederherstell|réinitialis|nouveau\s+mot\s+de\s+passe|mot\s+de\s+passe\s+oubli"
    r"|restablec|nueva\s+contraseña|recuperar\s+(?:la\s+|tu\s+|sua\s+)?(?:contraseña|senha)"
    r"|redefin|nova\s+senha|сброс|сбросить|восстанов|новый\s+пароль|скинути|скидання|відновит"
    r"|wachtwoord\s+(?:opnieuw|herstel|resetten|wijzigen|vergeten)|reimposta|recupera\s+password"
    r"|zresetuj|resetuj|resetowa|nowe\s+hasło|odzyskaj|sıfırla|yeni\s+şifre|atur\s+ulang"
    r"|đặt\s+lại|" + _MORE_RESET + "|" + _RESET_PHRASES,
    r"重置|重設|再設定|パスワードの変更|재설정|إعادة\s+تعيين|بازنشانی|איפוס|לאפס|รีเซ็ต|रीसेट|"
    + _RESET_PHRASES_UNBOUNDED,
)
# Verifying in the wording of the extraction languages beyond the one verb ("Validar e-mail",
# "Xác thực tài khoản", "احراز هویت").
_MORE_VERIFY_WORDS = (
    r"(?:valid(?:ar|a|e|er|ez)|convalid\w*)\s+(?:(?:o|a|el|la|le|l['’]|il|su|tu|seu|sua|votre"
    r"|mon|ma|tua|tuo|il\s+tuo)\s+)?(?:e-?mail|correo|adresse|indirizzo|endere|direcci|conta"
    r"|cuenta|compte|account)|verifiëren|verifieer|controleer\s+(?:je\s+|uw\s+)?(?:e-?mail|adres)"
    r"|xác\s+thực|верифік|zweryfik\w*|memverifikasi"
)
_MORE_VERIFY_UNBOUNDED = r"احراز\s?هویت|ตรวจสอบ\s?(?:อีเมล|ที่อยู่อีเมล|บัญชี)|אמת\s?את"
_VERIFY = _words(
    r"verif|validat|verifizier|vérifi|верифик|weryfik|zweryfikuj|doğrula|xác\s+minh|"
    + _MORE_VERIFY
    + "|"
    + _MORE_VERIFY_WORDS,
    r"验证|驗證|認証|인증|التحقق|تحقق|אימות|ตรวจสอบ|सत्यापित|सत्यापन|تایید\s+هویت|"
    + _MORE_VERIFY_UNBOUNDED,
)
# Finishing a sign-up or activating an account, beyond the confirm verbs.
_SIGN_UP_DONE = (
    r"(?:complete|finish)\s+(?:your\s+|my\s+)?(?:registration|sign[- ]?up)|activeren"
    r"|(?:registrierung|anmeldung)\s+abschlie|(?:conclu|finaliz|complet|termin)\w*\s+(?:o\s+|seu"
    r"\s+|sua\s+|meu\s+|minha\s+|tu\s+|su\s+|el\s+|mi\s+)?(?:cadastro|registro|inscri)"
    r"|(?:finaliser|terminer|compl[ée]ter)\s+(?:votre\s+|mon\s+|l['’]\s?)?inscription"
    r"|заверш\w*\s+(?:\w+\s+)?реєстрац|заверш\w*\s+(?:\w+\s+)?регистрац"
    r"|meng(?:k|)onfirmasi|mengaktifkan"
    # saying yes to a subscription ("Ja, ik wil me aanmelden", "Yes, subscribe me")
    r"|yes,?\s+(?:i\s+want\s+to\s+|please\s+)?(?:subscribe|sign\s+me\s+up)|subscribe\s+me"
    r"|ik\s+wil\s+(?:me\s+)?(?:graag\s+)?(?:aanmelden|inschrijven|abonneren)"
    r"|ich\s+möchte\s+(?:mich\s+)?(?:anmelden|abonnieren|eintragen)"
    r"|je\s+(?:veux|souhaite)\s+(?:m['’]\s?inscrire|m['’]\s?abonner)"
    r"|quiero\s+(?:suscribirme|inscribirme)|quero\s+(?:me\s+inscrever|assinar)"
    r"|voglio\s+iscrivermi|chcę\s+(?:się\s+zapisać|subskrybować)"
)
_SIGN_UP_DONE_UNBOUNDED = (
    r"完成注册|完成註冊|登録を完了|登録完了|가입\s?완료|가입을\s?완료|فعال[\s\u200c]?سازی|הפעל"
    r"|सक्रिय|เปิดใช้งาน"
)
_CONFIRM = _words(
    r"confirm|activat|activer|activar|ativa[rç]|bestätig|aktivier|подтверд|активир|підтверд"
    r"|активу|bevestig|activeer|conferm|attiva|potwierdź|potwierdz|aktywuj|onayla|etkinleştir"
    r"|konfirmasi|aktifkan|xác\s+nhận|kích\s+hoạt|" + _MORE_CONFIRM + "|" + _SIGN_UP_DONE,
    r"确认|確認|激活|啟用|本登録|有効化|확인|활성화|تأكيد|تفعيل|تأیید|تایید|אישור|אשר|ยืนยัน"
    r"|पुष्टि|" + _SIGN_UP_DONE_UNBOUNDED,
)
# Approving a sign-in or a new device ("Yes, it was me"): a one-person action, "other".
_APPROVAL = _words(_APPROVE, _APPROVE_UNBOUNDED)
# Opening a secure message, downloading one's own data export: "other" too.
_OWN_ACTION_WORDS = (
    r"secure\s+message|(?:open|read|view)\s+(?:the\s+|your\s+)?message|(?:data\s+)?export\w*"
    r"|(?:download|get)\s+(?:your|my)\s+(?:data|archive|files|copy)|sichere\s+nachricht"
    r"|datenexport|message\s+sécurisé|export(?:ation)?\s+de\s+(?:vos|mes)\s+données"
    r"|mensaje\s+seguro|mensagem\s+segura|exporta\w*\s+de\s+(?:tus|sus|seus)\s+dados"
    r"|messaggio\s+sicuro|beveiligd\s+bericht|bezpieczn\w+\s+wiadomoś|güvenli\s+mesaj"
    r"|pesan\s+aman|защищённ\w+\s+сообщени|защищенн\w+\s+сообщени|экспорт|експорт"
    r"|захищен\w+\s+повідомленн"
    # a secure document of one's own, opened like a secure message
    r"|secure\s+(?:document|file)s?|sicher\w*\s+dokument|document\s+sécurisé|documento\s+seguro"
)
_OWN_ACTION_UNBOUNDED = (
    r"安全邮件|安全郵件|安全消息|导出|匯出|エクスポート|セキュアメッセージ|보안\s?메시지|내보내기"
    r"|رسالة\s?آمنة|تصدير|پیام\s?امن|הודעה\s?מאובטחת|ข้อความที่ปลอดภัย|सुरक्षित\s?संदेश"
)
_OWN_ACTION = _words(_OWN_ACTION_WORDS, _OWN_ACTION_UNBOUNDED)
# "Download" names no magic link, except one's own export ("Download your data export").
OWN_DOWNLOAD = re.compile(r"export|takeout|archive|your-?data", re.IGNORECASE)
# An invitation to join a team or a workspace: a link of its own kind, "other".
_INVITE = _words(
    r"accept\w*\s+(?:the\s+|this\s+|your\s+)?invit|einladung\s+(?:annehmen|akzeptieren)"
    r"|accepter\s+(?:l['’]\s?)?invitation|acept\w*\s+(?:la\s+)?invitaci|aceit\w*\s+(?:o\s+)?convite"
    r"|accett\w*\s+(?:l['’]\s?)?invito|uitnodiging\s+(?:accepteren|aannemen)"
    r"|(?:zaakceptuj|przyjmij|akceptuj)\w*\s+zaproszeni|davet\w*\s+kabul|terima\s+undangan"
    r"|прин(?:ять|яти|имаю)\s+приглашени|прийня\w*\s+запрошенн|chấp\s+nhận\s+lời\s+mời",
    r"قبول\s?(?:ال)?دعوة|پذیرفتن\s?دعوت|קבל(?:ת)?\s?(?:את\s)?(?:ה)?הזמנה|ยอมรับคำเชิญ"
    r"|आमंत्रण\s?स्वीकार|निमंत्रण\s?स्वीकार|接受邀请|接受邀請|招待を承認|招待を受け|초대\s?수락",
)
# An e-mail address as the object of "confirm", in the extraction languages.
_EMAIL_ADDRESS = _words(
    r"e-?mail|correo|endere[cç]o\s+de\s+e-?mail|e-?posta|surel|електронн\w*\s+(?:пошт|почт)\w*"
    r"|(?:пошт|почт)\w*|địa\s+chỉ\s+email",
    r"البريد|بريد\S*\s?(?:ال)?إلكتروني|ایمیل|ای‌میل|דוא\"ל|אימייל|דואר\s?אלקטרוני|อีเมล|ईमेल|邮箱|郵箱|电子邮件"
    r"|電子郵件|メールアドレス|이메일",
)
# An address (of mail, by context) or a device as the object of "confirm".
_ADDRESS_OR_DEVICE = _words(
    r"address|adresse|adres|adresu|adresa|adresi|indirizzo|direcci[oó]n|endere[cç]o|адрес\w*"
    r"|alamat|địa\s+chỉ|device|gerät|appareil|dispositivo|устройств\w*|пристр\w*|urządzeni\w*"
    r"|apparaat|cihaz\w*|perangkat|thiết\s+bị|zařízení|enhet|enhed|laite"
    # an identity is verified too ("ยืนยันตัวตน", "本人確認", "Confirm your identity")
    r"|identity|identität|identité|identidad|identidade|identità|identiteit|tożsamoś\w*|kimli\w*"
    r"|личност\w*|danh\s+tính",
    r"设备|裝置|デバイス|端末|기기|جهاز|دستگاه|מכשיר|อุปกรณ์|डिवाइस|उपकरण|عنوان|כתובת|ที่อยู่|पता"
    r"|本人|身份|身分|본인|هويت|هوية|זהות|ตัวตน|पहचान",
)
# A change ("Confirm the change of your e-mail address") is confirmed, not verified.
_CHANGE = _words(
    r"chang|new\s+e-?mail|änder|neue\s+e-?mail|changement|nouvelle\s+adresse|cambi|nuev[oa]\s+"
    r"(?:correo|direcci)|altera|nov[oa]\s+(?:e-?mail|endere)|изменени|смен|змін|wijzig|nieuw\w*\s+"
    r"e-?mail|zmian|değişi|perubahan|thay\s+đổi",
    r"变更|更改|變更|変更|변경|تغيير|تغییر|שינוי|เปลี่ยน|परिवर्तन|बदल",
)
# "Join Design Ops" after "Jonas invited you to the Design Ops space": accepting the invitation.
# A meeting, webinar or event one is invited to join is not an account action.
_JOIN_LABEL = _words(
    r"join|beitreten|rejoindre|únete|unirse|junte-se|entrar\s+(?:no|na|em)|unisciti|partecipa"
    r"|deelnemen|word\s+lid|dołącz|katıl|bergabung|присоединить|приєднат|tham\s+gia",
    r"پیوستن|بپیوندید|انضم|الانضمام|הצטרף|הצטרפות|参加|加入|참여|가입하기|เข้าร่วม|जुड़ें|शामिल",
)
_INVITED = _words(
    r"invited\s+you|has\s+invited|eingeladen|vous\s+a\s+invité|t['’]\s?a\s+invité"
    r"|te\s+(?:ha\s+)?invit|te\s+convidou|ti\s+ha\s+invitat|(?:heeft\s+)?je\s+uitgenodigd"
    r"|zaprosi\w*|davet\s+etti|mengundang|пригласил|запросив|запросила|đã\s+mời",
    r"دعوت\s?کرده|دعاك|دعتك|הזמין|הזמינה|招待|邀请|邀請|초대|เชิญ|आमंत्रित",
)
_GATHERING = _words(
    r"meeting|webinar|call|event|conference|session|livestream|stream|class|lecture|interview"
    r"|besprechung|meeting|réunion|reunión|reunião|riunione|vergadering|spotkani|toplantı"
    r"|rapat|встреч|зустріч|cuộc\s+họp|zoom|teams|google\s+meet",
    r"会议|會議|会議|회의|اجتماع|جلسه|פגישה|ประชุม|बैठक|ウェビナー|웨비나",
)


def invitation_join(label: str, context: str) -> bool:
    """True for a "Join ..." button after a sentence saying someone invited the reader to a
    team or a workspace (not to a meeting or an event): accepting the invitation."""
    return bool(
        _JOIN_LABEL.match(label)
        and _INVITED.search(context[-200:])
        and not _GATHERING.search(label)
        and not _GATHERING.search(context[-200:])
    )


_INVITE_URL = re.compile(
    r"invit|einladung|uitnodiging|zaproszen|davet|convite|invito|undangan|priglash|zaproshen"
    r"|loi-?moi",
    re.IGNORECASE,
)
# Signing in in the wording of the extraction languages beyond the one verb ("Inicia sesión",
# "Acessar minha conta", "سجّل الدخول", "ลงชื่อเข้าใช้").
_MORE_SIGN_IN_WORDS = (
    r"log\s+me\s+in|sign\s+me\s+in|inici\w*\s+(?:tu\s+|sua\s+|a\s+)?(?:sesi[oó]n|sess[aã]o)"
    r"|acced\w*\s+a\s+(?:tu|mi|su)\s+cuenta|acess\w*\s+(?:a\s+)?(?:sua|minha)\s+conta"
    r"|entr\w*\s+(?:a|en|na)\s+(?:tu\s+|mi\s+|su\s+|sua\s+|minha\s+)?(?:cuenta|conta)"
    r"|faça\s+login|effettua\w*\s+l['’]\s?accesso|logowani\w*|me\s+connecter"
    r"|connectez[- ]vous|connecte[- ]toi|вхід(?!\w)|(?:vous|te)\s+connecter|accedere"
    r"|in\s+te\s+loggen|zalogowa\w*|anzumelden|einzuloggen"
)
_MORE_SIGN_IN_UNBOUNDED = (
    r"سج\u0651?ل\s?(?:ال)?دخول|الدخول\s?(?:إلى|الى)|وارد\s?شوید|כניסה\s?ל|היכנס|התחבר"
    r"|लॉगिन|ลงชื่อเข้าใช้|サインイン|登入"
)
_SIGN_IN = _words(
    r"sign(?:ing)?[- ]?in|log(?:ging)?[- ]?in|login|magic\s+link|anmeld|einlogg"
    r"|se\s+connect|connexion|iniciar\s+sesi|acceder|entrar|fazer\s+login|acessar|войти|вход"
    r"|inlogg|aanmeld(?!ing)|accedi|accesso|zaloguj|logowani|giriş\s+yap|oturum\s+aç|masuk|увійти|вхід"
    r"|đăng\s+nhập|" + _MORE_SIGN_IN + "|" + _MORE_SIGN_IN_WORDS,
    r"登录|登錄|ログイン|로그인|تسجيل\s+الدخول|ورود|התחברות|כניסה|เข้าสู่ระบบ|लॉग\s?इन"
    r"|साइन\s?इन|" + _MORE_SIGN_IN_UNBOUNDED,
)
_BY_PRIORITY: tuple[tuple[LinkKind, re.Pattern[str]], ...] = (
    ("reset", _RESET),
    ("verify", _VERIFY),
    ("confirm", _CONFIRM),
    ("sign_in", _SIGN_IN),
)
# What an address says of itself: Supabase's type=, Firebase's mode=, then its path words.
_URL_TYPE = re.compile(
    r"(?:type|mode|action)=(magiclink|signin|login|recovery|resetpassword|reset"
    r"|verifyemail|verify|email_change|signup|invite|confirm|(?:rp|resetpass|lostpassword)(?=&|$))",
    re.IGNORECASE,
)
_URL_TYPE_KIND: dict[str, LinkKind] = {
    "magiclink": "sign_in", "signin": "sign_in", "login": "sign_in", "recovery": "reset",
    "resetpassword": "reset", "reset": "reset", "verifyemail": "verify", "verify": "verify",
    "email_change": "confirm", "signup": "confirm", "invite": "other", "confirm": "confirm",
    "rp": "reset", "resetpass": "reset", "lostpassword": "reset",
}  # fmt: skip
_OTHER_URL = re.compile(
    _INVITE_URL.pattern + r"|secure-?message|securemail|/exports?\b|approv|goedkeur|genehmig"
    r"|aprob|zatwierd|setujui"
    # one's own record in the sender's secure area: /secure/results, /secure/documents/...
    r"|/secure/(?:[\w-]+/)*(?:results?|documents?|records?|letters?|files?)(?:/|$)"
    # one's own archive, ready to download: /settings/download/archive, /takeout
    r"|(?:download|export)s?/(?:[\w-]+/)*archive|takeout",
    re.IGNORECASE,
)
# Confirming and activating as addresses spell them in Latin letters: Ukrainian "pidtverdyty",
# Persian "tayid", Arabic "tafeel", Italian "attiva", Persian "davat/paziresh" (an invitation).
_TRANSLITERATED_CONFIRM = (
    r"pidtverd|podtverzhd|(?<![a-z])(?:ta['e]?[iy]i?d|tafe?e?i?l)(?![a-z])|attiva(?!t)|attivazion"
    r"|aktivasi"
)
_URL_PATH_KINDS: tuple[tuple[LinkKind, re.Pattern[str]], ...] = (
    (
        "reset",
        re.compile(
            r"reset|password|passwd|recover|forgot|restablec|redefin|reimpost|reinitiali"
            r"|r%c3%a9initiali|zurucksetz|zuruecksetz|sifirla|sbros|vosstanov|vidnov|atur-?ulang"
            r"|dat-?lai|khoi-?phuc|chongzhi|wachtwoord|contrasena|senha|haslo|sifre|mot-?de-?passe"
            r"|passwort",
            re.IGNORECASE,
        ),
    ),
    ("other", _OTHER_URL),
    ("verify", re.compile(r"verif|validat|weryfik|dogrula|doğrula|xac-?minh", re.IGNORECASE)),
    (
        "confirm",
        re.compile(
            r"confirm|conferm|bevestig|potwierd|onayla|konfirm|podtverd|pidtverd|activat|aktivier"
            r"|best(?:ae|a)tig|potvrd|bekraft|xac-?nhan|" + _TRANSLITERATED_CONFIRM,
            re.IGNORECASE,
        ),
    ),
    (
        "sign_in",
        re.compile(
            r"log-?in|sign-?in|sign_in|magic|auth(?!or)|callback|sso|anmeld|einlogg|connexion"
            r"|inlogg|zaloguj|giris|prihlas|entrar|acceder|accedi|masuk|iniciar-?sesion|logowani"
            r"|dang-?nhap|(?<![a-z])(?:vhod|vkhid|voiti|uviyti)(?![a-z])",
            re.IGNORECASE,
        ),
    ),
)

# Sign-in and verify words of the twelve further languages, for anchor text and the
# sentence before a link (extract_vocab's own lists cover the first nine).
MORE_LINK_WORDS = _words(
    r"inlogg|aanmeld|bevestig|verifieer|activeer|wachtwoord\s+opnieuw|accedi|conferm|verifica"
    r"|bestätige(?!\w)"
    r"|attiva|reimposta|zaloguj|potwierdź|potwierdz|zweryfikuj|aktywuj|zresetuj|resetuj"
    r"|giriş\s+yap|oturum\s+aç|onayla|doğrula|sıfırla|etkinleştir|masuk|verifikasi|konfirmasi"
    r"|aktifkan|atur\s+ulang|увійти|підтверд|скинути|відновит|активу|đăng\s+nhập|xác\s+minh"
    r"|xác\s+nhận|đặt\s+lại|kích\s+hoạt|anmeld|nowe\s+hasło|ustaw\w*\s+(?:nowe\s+)?hasło"
    r"|"
    + "|".join(
        (
            _MORE_RESET,
            _MORE_VERIFY,
            _MORE_CONFIRM,
            _MORE_SIGN_IN,
            _APPROVE,
            _RESET_PHRASES,
            _MORE_VERIFY_WORDS,
            _SIGN_UP_DONE,
            _MORE_SIGN_IN_WORDS,
        )
    )
    + "|"
    + _INVITE.pattern
    + "|"
    + _OWN_ACTION_WORDS,
    r"تسجيل\s+الدخول|التحقق|تحقق|تأكيد|تفعيل|إعادة\s+تعيين|ورود|تأیید|تایید|بازنشانی"
    r"|فعال‌سازی|התחברות|התחבר|אימות|אישור|אשר\s+את|איפוס|เข้าสู่ระบบ|ยืนยัน|รีเซ็ต"
    r"|लॉग\s?इन|साइन\s?इन|सत्यापित|पुष्टि|रीसेट|"
    + "|".join(
        (
            _APPROVE_UNBOUNDED,
            _OWN_ACTION_UNBOUNDED,
            _RESET_PHRASES_UNBOUNDED,
            _MORE_VERIFY_UNBOUNDED,
            _SIGN_UP_DONE_UNBOUNDED,
            _MORE_SIGN_IN_UNBOUNDED,
        )
    ),
)

# Path words beyond extract_vocab's LINK_URL_WORDS: sign-in and password words of more
# languages, and the one-person actions of kind "other" (invitations, approvals, secure
# messages, one's own data export).
MORE_URL_WORDS = re.compile(
    r"anmeld|einlogg|connexion|acceder|entrar|inlogg|accedi|zaloguj|giris|masuk|prihlas"
    r"|logga-?in|haslo|has%c5%82o|wachtwoord|sifre|contrasena|senha|mot-?de-?passe|passwort"
    r"|parola|heslo|losenord|salasana|jelszo|potvrd|bekraft|bevestig|conferm|onayla|konfirm"
    r"|weryfik|dogrula|restablec|redefin|reimpost|reinitiali|r%c3%a9initiali|zurucksetz"
    r"|zuruecksetz|sifirla|sbros|vosstanov|vidnov|atur-?ulang|dat-?lai|khoi-?phuc|potwierd"
    r"|iniciar-?sesion|logowani|dang-?nhap|xac-?minh|xac-?nhan|xac-?thuc"
    r"|(?<![a-z])(?:vhod|vkhid|voiti|uviyti)(?![a-z])|" + _TRANSLITERATED_CONFIRM + "|"
    r"" + _OTHER_URL.pattern,
    re.IGNORECASE,
)

# "Click here" in the extraction languages beyond extract_vocab's: anchor text that says
# nothing itself, so the sentence before it decides (matched on the whole label).
NEUTRAL_LABEL = re.compile(
    r"(?:(?:(?:haz|hacer|pulsa)\s+clic\s+)?aqu[ií]|(?:clique|toque|clica)\s+aqui"
    r"|(?:clicca|premi|tocca)(?:\s+qui)?|qui|(?:klik|klikk)(?:\s+hier)?|hier\s+klicken"
    r"|klick(?:en\s+sie)?\s+hier|cliquez|kliknij(?:\s+tutaj)?|tutaj|(?:buraya\s+)?tıkla\w*"
    r"|buraya|(?:klik\s+)?di\s+sini|(?:(?:nhấp|bấm|nhấn)\s+(?:vào\s+)?)?(?:đây|tại\s+đây)"
    r"|(?:натисніть|натисни|нажмите|нажми)(?:\s+(?:тут|здесь|сюда))?|тут|tap\s+here"
    r"|(?:انقر|اضغط)\s?هنا|هنا|(?:לחץ|לחצי|לחצו)\s?כאן|כאן|(?:روی\s?)?(?:اینجا|لینک)(?:\s?کلیک\s?کنید)?"
    r"|(?:यहाँ|यहां)(?:\s?क्लिक\s?करें)?|(?:คลิก)?ที่นี่|点击这里|點擊這裡|点此|點此|按此|请点击|請點擊"
    r"|(?:こちら|ここ)をクリック|여기를?\s?클릭|클릭하세요"
    r")[\s»›→>.!:]*",
    re.IGNORECASE,
)

# "Not you? Lock your account": a link that refuses a sign-in, often carrying a token too.
_REFUSAL = (
    r"not\s+you|wasn'?t\s+(?:you|me)|didn'?t\s+(?:request|sign|try)|lock\s+(?:your\s+|my\s+|the\s+)?"
    r"account|secure\s+(?:your\s+|my\s+)?account|report\s+(?:this|it|unauthori[sz]ed)|deny"
    r"|block\s+(?:this|the)|revoke|freeze\s+(?:your\s+|my\s+)?account|this\s+wasn'?t\s+me"
    r"|nicht\s+(?:sie|ich)|konto\s+sperren|sperren|pas\s+vous|bloquer|signaler"
    r"|no\s+(?:fuiste|fue)\s+(?:tú|usted)|no\s+fui\s+yo|bloquear|denunciar|n[aã]o\s+foi\s+(?:voc[eê]|eu)"
    r"|не\s+вы|это\s+не\s+я|заблокир|niet\s+(?:jij|u)|blokkeer|non\s+sei\s+stato|blocca"
    r"|to\s+nie\s+ja|zablokuj|siz\s+değil\s+misiniz|engelle|bukan\s+anda|blokir|не\s+ви|заблокуй"
    r"|không\s+phải\s+bạn|khóa\s+tài\s+khoản"
    r"|(?:dit|dat)\s+was\s+ik\s+niet|das\s+war\s+ich\s+nicht|ce\s+n['’]\s?(?:était|est)\s+pas\s+moi"
    r"|n[aã]o\s+(?:fui|sou)\s+eu|non\s+(?:ero|sono\s+stat[oa])\s+io|to\s+nie\s+(?:by[łl]\w*\s+)?ja"
    r"|ben\s+değildim|bu\s+ben\s+değilim|bukan\s+saya|не\s+я|це\s+не\s+я|không\s+phải\s+(?:là\s+)?tôi"
    r"|it\s+was\s+not\s+me|that\s+wasn'?t\s+me"
    r"|to\s+nie\s+(?:ty|wy)(?!\w)|sen\s+değil\s+misin|non\s+(?:sei\s+stat[oa]|eri)\s+tu"
    r"|bukan\s+kamu|(?:waren|sind)\s+sie\s+(?:das\s+)?nicht|(?:warst|bist)\s+du\s+(?:das\s+)?nicht"
    # locking the account in more languages: "Kunci akun", "Hesabımı kilitle", "Vergrendel"
    r"|kunci\s+akun|kilitle|siz\s+değilseniz|sen\s+değilsen|verrouill|vergrendel|blocc\w*\s+"
    r"(?:il\s+)?(?:tuo\s+|mio\s+)?account|заблокуйте"
)
_REFUSAL_UNBOUNDED = (
    r"不是你|不是您|不是本人|冻结|凍結|锁定|鎖定|心当たりがない|覚えがない|ロック|본인이\s?아닌|잠금"
    r"|لم\s+تكن\s+أنت|قفل|حظر|شما\s+نبودید|مسدود|לא\s+אתה|לא\s+את|חסום|ไม่ใช่คุณ|ล็อก|आप\s+नहीं|लॉक"
    r"|لم\s?أكن\s?أنا|ليس\s?أنا|لست\s?أنت|ليس\s?أنت|من\s?نبودم|לא\s?(?:הייתי\s?)?אני|ไม่ใช่ฉัน|मैं\s?नहीं|不是我|私ではありません"
    r"|제가\s?아닙니다"
)
REFUSAL_LABEL = _words(_REFUSAL, _REFUSAL_UNBOUNDED)
REFUSAL_URL = re.compile(
    r"/lock|/deny|/block|/revoke|/disavow|/freeze|not-?me|not-?you|wasnt-?me|was-?not-?me"
    r"|/secure-?(?:my-?)?account|report-?(?:login|sign-?in|unauthori[sz]ed|activity)"
    # the lock verb of other languages in the address: /kunci, /kilitle, /sperren, /verrouiller
    r"|/(?:kunci|kilitle|sperr|verrouill|vergrendel|bloqu|blocc|blokuj|zablok|blokir|khoa-?tai)",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.!?。！？\n]*(?:[.!?。！？]+|\n|$)")


def refusal_before(context: str) -> bool:
    """True when the sentence right before a link refuses a sign-in: "Not you? Click
    here", "To lock your account, use this link:"."""
    return bool(REFUSAL_LABEL.search(_last_sentence(context)))


def escape_from_alert(context: str, alert: bool) -> bool:
    """True for a link offered as the way out of an alert that something was changed: "Your
    password was changed. If this wasn't you, [reset your password]". The mail's purpose is
    to tell, not to let its reader act: like "lock your account", that is no magic link.
    ``alert``: the subject says so already."""
    if not (alert or CHANGE_DONE.search(context[-200:])):
        return False
    last = _last_sentence(context)
    return bool(REFUSAL_LABEL.search(last) or _IF_NOT.search(last))


def last_sentence(context: str) -> str:
    """The sentence right before a link (with the question it answers): what a bare link is
    offered for ("Attiva il mio account:")."""
    return _last_sentence(context)


def _last_sentence(context: str) -> str:
    """The sentence right before a link, with the question it answers ("Not you?")."""
    sentences: list[str] = [
        found.strip() for found in _SENTENCE.findall(context[-200:]) if found.strip()
    ]
    if not sentences:
        return ""
    last = sentences[-1]
    if len(sentences) >= 2 and sentences[-2].endswith(("?", "？")):
        last = f"{sentences[-2]} {last}"
    return last


# Something of the account was changed (a notice, in the past tense): "Your password was
# changed", "Ihr Passwort wurde geändert", "Votre mot de passe a été modifié".
CHANGE_DONE = _words(
    r"(?:was|were|has\s+been|have\s+been)\s+(?:successfully\s+)?(?:changed|updated|reset|modified)"
    r"|wurde\s+(?:erfolgreich\s+)?(?:geändert|zurückgesetzt|aktualisiert)|geändert\s+wurde"
    r"|a\s+été\s+(?:modifié|changé|réinitialisé)"
    r"|(?:ha\s+sido|fue)\s+(?:cambiad|modificad|restablecid|actualizad)[ao]"
    r"|se\s+ha\s+(?:cambiado|modificado|restablecido)|foi\s+(?:alterad|redefinid|modificad)[ao]"
    r"|è\s+stat[ao]\s+(?:modificat|cambiat|reimpostat)[ao]|is\s+(?:gewijzigd|gereset)"
    r"|zosta\w+\s+zmienion|(?:изменён|изменен|сброшен|змінено)|değiştirildi|sıfırlandı"
    r"|telah\s+(?:diubah|diganti|direset)|đã\s+(?:được\s+)?(?:thay\s+đổi|đổi|đặt\s+lại)",
    r"已(?:被)?(?:修改|更改|变更|變更|重置|重設)|変更されました|リセットされました|변경되었습니다"
    r"|재설정되었습니다|تم\s?تغيير|تم\s?إعادة\s?تعيين|تغییر\s?(?:کرد|یافت)|שונתה|אופסה"
    r"|ถูกเปลี่ยน|เปลี่ยนแล้ว|बदल\s?दिया\s?गया|बदला\s?गया",
)
# "If not, ...", "If you didn't do this, ...": the way out of an alert.
_IF_NOT = _words(
    r"if\s+not|otherwise|if\s+(?:you\s+)?did(?:n['’]?t|\s+not)\s+(?:do|make|change|authori[sz]e)"
    r"|falls\s+nicht|sinon|si\s+no(?!\w)|caso\s+contrário|altrimenti|zo\s+niet|jeśli\s+nie"
)


def link_kind(label: str, path: str, query: str, context: str, subject: str) -> LinkKind:
    """What a link is for, from its anchor text, its address, the words before it and the
    subject; ``other`` when none of them says."""
    context = context[-160:]
    kind = _decided(label, path, query, context, subject)
    # "Confirm the change of your e-mail address": confirming a change, unless a verb of its
    # own says verify.
    if (
        kind == "verify"
        and _CHANGE.search(" ".join((label, context, subject)))
        and not any(_VERIFY.search(words) for words in (label, context))
    ):
        return "confirm"
    return kind


def _decided(label: str, path: str, query: str, context: str, subject: str) -> LinkKind:
    said = _said(label)
    words = None
    if said is None or _bare_confirm(label, said):
        words = _said(context) or _said(subject)
    if said is not None:
        # A bare "Confirm" button ("Bevestigen", "Підтвердити") confirms what the sentence
        # before it or the subject names: "Please confirm your email address. [Confirm]".
        if words is not None and words[0] in _WHAT_CONFIRM_CONFIRMS:
            return words[0]
        return said[0]
    address = _address_kinds(path, query)
    if not address:
        return "other" if words is None else words[0]
    if words is not None:
        # "/auth/magic-link/verify": the words say which. A bare "confirm" in an address is
        # the verb many languages share: words that name its object ("E-Mail-Adresse
        # bestätigen", "/email/confirm") say what it confirms.
        kind, of_confirm = words
        if kind in address or (address[0] == "confirm" and of_confirm):
            return kind
    return address[0]


_WHAT_CONFIRM_CONFIRMS: frozenset[LinkKind] = frozenset({"verify", "sign_in"})
# The rest of the verb's word and punctuation: "Confirm »", "Bevestigen", "確認する".
_REST_OF_VERB = re.compile(r"\w*\W*")


def _bare_confirm(label: str, said: tuple[LinkKind, bool]) -> bool:
    """True for a label that is the confirm verb alone, naming no object ("Confirm",
    "Підтвердити", "Xác nhận")."""
    if said != ("confirm", False):
        return False
    verb = _CONFIRM.search(label)
    return (
        verb is not None
        and not any(ch.isalnum() for ch in label[: verb.start()])
        and _REST_OF_VERB.fullmatch(label, verb.end()) is not None
    )


def _address_kinds(path: str, query: str) -> list[LinkKind]:
    """The kinds an address names, strongest first."""
    typed = _URL_TYPE.search(query)
    if typed is not None:
        return [_URL_TYPE_KIND[typed.group(1).lower()]]
    found: list[LinkKind] = [name for name, pattern in _URL_PATH_KINDS if pattern.search(path)]
    if not found and not path.isascii():
        named = _said(_PATH_PUNCTUATION.sub(" ", unquote(path)))  # "/вход/подтвердить"
        if named is not None:
            found.append(named[0])
    return found


_PATH_PUNCTUATION = re.compile(r"[/_\-.]+")


def _kind_in(words: str) -> LinkKind | None:
    said = _said(words)
    return None if said is None else said[0]


def _said(words: str) -> tuple[LinkKind, bool] | None:
    """The kind ``words`` name, and whether a confirm verb's object named it."""
    if not words:
        return None
    if _INVITE.search(words) or _APPROVAL.search(words) or _OWN_ACTION.search(words):
        return ("other", False)
    for name, pattern in _BY_PRIORITY:
        found = pattern.search(words)
        if found is not None:
            if name != "confirm":
                return (name, False)
            kind = _confirm_of(words, found)
            return (kind, kind != "confirm")
    return None


def _confirm_of(words: str, verb: re.Match[str]) -> LinkKind:
    """What a confirm verb confirms: an e-mail address or a device is ``verify`` ("E-Mail-Adresse
    bestätigen", "تأكيد البريد الإلكتروني", "Confirm device"): many languages say "confirm" for
    what English calls verifying, and the kind should not depend on the language of the mail. A
    sign-in ("Подтвердите вход", "Anmeldung bestätigen") is ``sign_in``; anything else
    ``confirm``."""
    near = words[max(0, verb.start() - _OBJECT_REACH) : verb.end() + _OBJECT_REACH]
    if _EMAIL_ADDRESS.search(near) is not None:
        return "verify"
    after = words[verb.end() : verb.end() + _OBJECT_REACH]
    just_before = words[max(0, verb.start() - _OBJECT_REACH) : verb.start()]
    objects: tuple[tuple[LinkKind, re.Pattern[str]], ...] = (
        ("verify", _ADDRESS_OR_DEVICE),
        ("sign_in", _SIGN_IN),
    )
    for kind, pattern in objects:
        if pattern.search(after) is not None:
            return kind
        # Right before it, the rest of its word and a particle at most: "Anmeldung bestätigen",
        # "ログインを確認" (not "Sign in to confirm").
        if any(
            _OBJECT_GAP.fullmatch(just_before, found.end())
            for found in pattern.finditer(just_before)
        ):
            return kind
    return "confirm"


_OBJECT_GAP = re.compile(r"\w*\W{0,3}")
_OBJECT_REACH = 30
