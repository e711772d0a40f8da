"""A code word that names the code of something else: an appointment, a booking, a meeting...

"Código de cita", "Appointment code", "予約コード", "Kod rezerwacji", "رمز الموعد", "Customer
code": the word "code" is there, but the number after it is the code of a thing (a booking
reference, a customer or member number, a meeting's passcode), not one to type to sign in. The
code scorer (``extract_otp``) asks, for each code word it finds, whether a thing's name is
attached to it (:func:`names_another_thing`): right before it ("Termin-Code", "예약 코드",
"मीटिंग पासकोड") or right after it, with a preposition and an article at most ("code du
rendez-vous", "kod dostępu do spotkania", "mã lịch hẹn", "קוד גישה לפגישה"). Then the word
is no evidence of a code. A phrase that names a one-time code outright ("verification code for
your booking") keeps its meaning, except beside a meeting: a meeting's passcode is shared on
purpose, whatever it is called.

Only the words beside a code word are read (a few dozen characters), never the whole mail. All
extraction languages; text is NFKC-normalised and stripped of bidi and zero-width marks first.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["THING_COMPOUND", "names_another_thing", "qualifier"]

# Meetings, in every extraction language (also after a one-time phrase: "código de acceso de la
# reunión", "Kod dostępu do spotkania", "ミーティングのパスコード").
_MEETING = (
    r"meeting|conference|webinar|besprechung|konferenz|réunion|conférence|reuni[oó]n"
    r"|conferencia|reunião|riunione|vergadering|spotkani\w*|toplantı\w*|rapat|pertemuan"
    r"|cuộc\s+họp|встреч\w*|конференци\w*|нарад\w*|зустріч\w*|конференці\w*"
)
_MEETING_UNSPACED = (
    r"(?:ال|لل)?اجتماع|جلسه|(?:ה|ל|לה)?פגישה|การประชุม|ประชุม|मीटिंग|बैठक"
    r"|会议|會議|会議|ミーティング|회의"
)
# Other things with a code of their own: appointments, bookings, orders, tickets, gifts,
# customers and members, classes and exams, claims, deliveries and pick-ups, references.
_THING = (
    r"delivery|pick-?up|collection|parcel|package|courier|reference|abhol\w*|liefer\w*"
    r"|retrait|livraison|colis|référence|recogida|entrega|paquete|referencia|retirada"
    r"|encomenda|referência|ritiro|consegna|pacco|riferimento|ophaal\w*|bezorg\w*|pakket"
    r"|referentie|odbioru|paczki|przesyłki|referencyjn\w*|rozliczeniow\w*|pocztow\w*|kreskow\w*"
    r"|rabatow\w*|promocyjn\w*|teslimat|teslim|kargo|referans"
    r"|pengambilan|pengiriman|paket|referensi|nhận\s+hàng|giao\s+hàng|tham\s+chiếu|giao\s+dịch"
    r"|получения|доставки|посылки|отримання|посилки|"
    r"appointment|booking|reservation|gift|customer|client|member(?:ship)?|order|event|ticket"
    r"|flight|class|course|exam|claim|policy|student|employee|patient|seat|table|store"
    r"|termin\w*|buchung|reservierung|geschenk\w*|kunden?|mitglied\w*|bestellung|veranstaltung"
    r"|kurs|prüfung|rendez-vous|réservation|cadeau|membre|adhérent|commande|événement|billet"
    r"|vol|cours|examen|cita|reserva|regalo|socio|pedido|evento|entrada|vuelo|clase|curso"
    r"|consulta|agendamento|presente|sócio|ingresso|voo|aula|appuntamento|prenotazione"
    r"|ordine|biglietto|volo|corso|esame|afspraak|boeking|reservering|cadeau|klant|lid"
    r"|bestelling|evenement|vlucht|cursus|rezerwacj\w*|wizyt\w*|zamówieni\w*|klient\w*"
    r"|członk\w*|biletu|bilet|prezent\w*|lotu|kursu|egzamin\w*|rezervasyon|randevu|sipariş"
    r"|müşteri|üye(?:lik)?|hediye|uçuş|etkinlik|sınav|pemesanan|booking|janji(?:\s+temu)?"
    r"|pesanan|pelanggan|anggota|hadiah|tiket|penerbangan|acara|ujian|đặt\s+(?:chỗ|phòng|vé"
    r"|hàng|lịch)|lịch\s+hẹn|đơn\s+hàng|thành\s+viên|khách\s+hàng|quà\s+tặng|vé|chuyến\s+bay"
    r"|sự\s+kiện|бронировани\w*|брони|записи|заказа|клиента|участника|подарк\w*|билета|рейса"
    r"|бронювання|запису|замовлення|клієнта|подарунк\w*|квитка|члена"
)
_THING_UNSPACED = (
    r"(?:ال|لل)?(?:موعد|حجز|طلب|عضوية|هدية|تذكرة|رحلة|عميل|استلام|توصيل|مرجع)|تحو[يی]ل|رزرو|نوبت|سفارش|بل[يی]ط|پرواز"
    r"|هد[يی]ه|مشتر[يی]|(?:ה|ל|של\s?)?(?:הזמנה|תור|כרטיס|טיסה|מתנה|לקוח|חבר)"
    r"|(?:การ)?(?:จอง|นัดหมาย|สั่งซื้อ|สมาชิก|ตั๋ว|ของขวัญ|ลูกค้า)"
    r"|אסיפה|משלוח|איסוף|אסמכתא|(?:การ)?(?:รับสินค้า|จัดส่ง|อ้างอิง)"
    r"|अपॉइंटमेंट|बुकिंग|ऑर्डर|टिकट|सदस्यता|सदस्य|गिफ्ट|उपहार|ग्राहक|डिलीवरी|संदर्भ"
    r"|预约|預約|予約|订单|訂單|注文|会员|會員|会員|座位|航班|订座|訂位|礼品|禮品|ギフト|チケット|客户|客戶"
    r"|顧客|예약|주문|회원|티켓|선물|고객|配送|配達|受取|取件|取货|取貨|参考|參考|배송|수령|참조"
)
# Right before the code word: "Appointment code", "Termin-Code", "予約コード", "예약 코드",
# "मीटिंग पासकोड" (the code word may be the end of a longer word: "पासकोड", "パスコード").
_BEFORE_END = r"[\s'’-]?(?:の|의|的|之)?\s?(?:pass|パス|पास|代|密)?$"
_BEFORE_SPACED = re.compile(rf"(?:(?P<meeting>{_MEETING})|{_THING}){_BEFORE_END}", re.IGNORECASE)
_BEFORE_UNSPACED = re.compile(
    rf"(?:(?P<meeting>{_MEETING_UNSPACED})|{_THING_UNSPACED}){_BEFORE_END}", re.IGNORECASE
)
# Right after it: "code du rendez-vous", "kod dostępu do spotkania", "mã lịch hẹn", "رمز مرور
# الاجتماع", "קוד גישה לפגישה", "รหัสผ่านการประชุม".
_PREPOSITION = (
    r"(?:de|du|des|del|della|dell['’]|di|da|do|dos|das|dla|for|of|to|für|voor|pour|para|per"
    r"|untuk|к|до|для|на|von|zur|zum|der|van|dari)"
)
_ARTICLE = (
    r"(?:la|le|les|l['’]|el|the|your|votre|vos|tu|su|seu|sua|uw|je|ihre[nmrs]?|den|die|das"
    r"|il|lo|a|o|het|de|ваш\w*|twoj\w*|państ\w*|anda)"
)
_AFTER = re.compile(
    rf"[ \t]?(?:(?:access|dostępu|доступа|доступу|de\s+acesso|de\s+acceso|d['’]accès|di\s+accesso"
    rf"|sandi|mật\s+khẩu|secret|gişi|giriş|מרור|גישה|ผ่าน|مرور|عبور)\s+)?"
    rf"(?:{_PREPOSITION}\s+)?(?:{_ARTICLE}\s+)?"
    rf"(?:(?P<meeting>{_MEETING})|{_THING})(?!\w)"
    rf"|[ \t]?(?:מרור\s?|גישה\s?|ผ่าน|مرور\s?|عبور\s?)?"
    rf"(?:(?P<meeting_u>{_MEETING_UNSPACED})|{_THING_UNSPACED})",
    re.IGNORECASE,
)
# One word for a thing and its code (Dutch, German, Swedish): "Afspraakcode", "Buchungscode",
# "Kundencode", "Bokningskod". A label before a number, like "order number".
THING_COMPOUND = re.compile(
    r"(?<!\w)(?:afspraak|termin|buchung|reservierung|reservering|boeking|klant|kunden|bestel"
    r"|bestellungs|geschenk|cadeau|kado|gutschein|mitglieds|lid|ticket|veranstaltungs|evenement"
    r"|bokning|kund|medlems|presentkort|biljett|besprechungs|vergader|meeting|kenn)s?-?"
    r"(?:code|kode|kod|koden|codes)(?!\w)",
    re.IGNORECASE,
)
_REACH_BEFORE = 12  # unspaced: a thing's name glued to the code word is a few characters
_REACH_AFTER = 48


def names_another_thing(text: str, start: int, end: int, one_time: bool) -> bool:
    """True when the code word ``text[start:end]`` is the code of a thing named beside it (of
    a meeting only, when ``one_time``: the phrase names a one-time code outright)."""
    after = _AFTER.match(text[end : end + _REACH_AFTER])
    if after and (not one_time or after.group("meeting") or after.group("meeting_u")):
        return True
    # The code word is the last word of a phrase ("your booking code"): what stands before it,
    # tried from the start of each of the two words before (a thing may take two: "janji temu").
    # ("code is", "pin is": the code word is the first.)
    is_form = text[end - 3 : end].lower() == " is"
    word = start if is_form else text.rfind(" ", start, end) + 1 or start
    head = text[max(0, word - 40) : word]
    stripped = head.rstrip(" '’-")
    last = stripped.rfind(" ")
    for space in (last, stripped.rfind(" ", 0, last) if last > 0 else last):
        before = _BEFORE_SPACED.match(head, space + 1)
        if before:
            return not one_time or bool(before.group("meeting"))
    before = _BEFORE_UNSPACED.search(head, max(0, len(head) - _REACH_BEFORE))
    if before is None:
        return False
    return not one_time or bool(before.group("meeting"))


# ---- Any noun before or after a bare code word -------------------------------------------------
# In a mail that names no one-time code anywhere, "NAIC code 40912", "Tariff code: R1-TOU",
# "Código de farmacia 28-0419", "HSN कोड 4901", "发票号码 44718820", "รหัสสาขา 00000" are the
# codes of things whatever the noun is: the extractor asks :func:`qualifier` for the noun
# attached to a bare code word, and a noun that is not the mail's own name (which it repeats:
# "Your Northlot code") makes the word a thing's code.

# Words that stand before a code word without naming a thing: determiners, possessives, verbs,
# and the ways a one-time code is described ("SMS code", "6-digit", "new", "personal").
_NOT_A_QUALIFIER = re.compile(
    r"your|the|this|that|a|an|my|our|its|their|following|below|above|same|new|unique|personal"
    r"|private|secret|temporary|numeric|digit|one|single|enter|use|type|input|with|from|by|via"
    r"|sms|text|email|e-mail|mail|app|authenticator|magic|short|special|activation|validation"
    r"|reset|login|log-in|sign-in|signin|access|security|verification|confirmation|auth|otp"
    r"|pin|2fa|mfa|here|is|as|of|for|and|or|to|fresh|another|replacement|different|correct"
    r"|valid|current|latest|old|previous|first|second|last|next|requested|ihr|ihre|ihren|dein"
    r"|deine|deinen|der|die|das|den|diesen|dieser|einen|ein|folgenden|neuen|neuer|persönlichen"
    r"|le|la|votre|ton|ce|un|nouveau|el|tu|su|este|nuevo|o|seu|sua|um|novo|il|tuo|suo|questo"
    r"|nuovo|je|uw|het|deze|een|nieuwe|twój|twoj|ten|nowy|bu|yeni|ваш|ваши|твой|этот|новый"
    r"|следующий|ваш|ваша|твій|цей|новий|आपका|आपकी|आपके|यह|का|की|के|नया|ओटीपी|귀하의|새|이|다음",
    re.IGNORECASE,
)
# After a code word, Romance languages name the thing with a preposition: "código de farmacia",
# "code de l'agence", "codice del negozio". Possessives and numbers name no thing.
_ROMANCE_AFTER = re.compile(
    r"[ \t]+(?:de|di|du|da|do|del|della|dello|dei|des|dos|das)[ \t]+"
    r"(?:(?:la|le|les|el|lo|il|a|o|os|as)[ \t]+|l['’]\s?)?([^\W\d_]{3,})"
    r"|[ \t]+(?:d|dell|dall)['’]\s?([^\W\d_]{3,})",
    re.IGNORECASE,
)
_NOT_A_ROMANCE_THING = re.compile(
    r"tu|su|sus|votre|vos|seu|sua|tuo|tua|vostro|suo|este|esta|ce|cette|questo|nuestro",
    re.IGNORECASE,
)
# Unspaced scripts: a CJK name glued before 码/碼/コード ("发票号码", "隨機碼"), a Thai one glued
# after รหัส ("รหัสสาขา"). Not a password (密码, รหัสผ่าน), nor a particle (のコード).
_CJK_BEFORE = re.compile(r"([\u3400-\u9fff\u30a0-\u30ff]{1,8})$")
_THAI_AFTER = re.compile(r"[\u0e00-\u0e7f]{2,}")
_NOT_A_THAI_THING = ("ผ่าน", "ของ", "คือ", "นี้", "ที่", "จะ", "สำหรับ", "เพื่อ", "ใน", "OTP", "ได้")
_CJK_CODE_WORD = re.compile(r"码|碼|コード")
# A sentence, not a name: "请输入以下代码", "您的代码", "新しいコード".
_CJK_NOT_A_THING = re.compile(r"的|以下|下列|如下|输入|輸入|您|你|此|这|這|新|入力|次")
_THAI_CODE_WORD = "รหัส"


def qualifier(text: str, start: int, end: int) -> str | None:
    """The noun attached to the bare code word ``text[start:end]`` ("Tariff" of "Tariff code",
    "farmacia" of "Código de farmacia", "发票号" of "发票号码"), or None when none is."""
    word = text[start:end]
    if _CJK_CODE_WORD.fullmatch(word):
        cjk = _CJK_BEFORE.search(text, max(0, start - 8), start)
        if cjk is None or cjk.group(1).endswith("密") or _CJK_NOT_A_THING.search(cjk.group(1)):
            return None
        return cjk.group(1)
    if word == _THAI_CODE_WORD:
        thai = _THAI_AFTER.match(text, end)
        if thai is None or thai.group().startswith(_NOT_A_THAI_THING):
            return None
        return thai.group()
    after = _ROMANCE_AFTER.match(text, end, end + 40)
    if after:
        noun = after.group(1) or after.group(2)
        return None if _NOT_A_ROMANCE_THING.fullmatch(noun) else noun
    # The word right before, joined by one space or a hyphen, that starts a label: at the
    # start of a line, a sentence or a field ("· Tariff code:"). After "the" or "your" it is
    # a word of a sentence ("the Guard code you need", "a fresh code").
    if start < 2 or text[start - 1] not in " -":
        return None
    head = text[max(0, start - 40) : start - 1]
    noun = head.rsplit(None, 1)[-1] if head.strip() else ""
    if not noun or head.endswith("\n"):
        return None
    if not all(_letter(char) for char in noun) or _NOT_A_QUALIFIER.fullmatch(noun):
        return None
    return noun if _starts_a_label(head[: -len(noun)]) else None


def _starts_a_label(before: str) -> bool:
    """True when ``before`` (the text before a word) ends a line, a sentence or a field."""
    stripped = before.rstrip(" \t")
    return not stripped or stripped[-1] in _LABEL_START or len(stripped) < len(before) - 3


_LABEL_START = frozenset("\n·|•;,(:[.!?。：")


def _letter(char: str) -> bool:
    """A letter, a mark of one (Devanagari vowel signs) or a hyphen: a word's character."""
    return char.isalpha() or char == "-" or unicodedata.category(char) in ("Mn", "Mc")
