"""Code wording in Arabic, Persian, Hebrew, Turkish, Polish, Dutch, Italian, Indonesian,
Ukrainian, Vietnamese, Thai and Hindi: regex fragments that ``extract_vocab`` joins with its
first nine languages.

``SPACED_*`` fragments are matched on word edges. ``UNSPACED_*`` fragments are matched as
substrings: Thai puts no spaces between words, Arabic, Persian and Hebrew glue articles and
prepositions to the word (``بالرمز``, ``לקוד``), and Devanagari vowel signs are not word
characters to a regex. Text is NFKC-normalised and stripped of bidi and zero-width marks
first, so a Persian ZWNJ never splits a word here; Arabic and Persian spellings of ``ي/ی`` and
``ك/ک`` are both accepted.
"""

from __future__ import annotations

__all__ = [
    "SPACED_CODE_WORDS",
    "SPACED_CONTEXT",
    "SPACED_DISTRACTOR_AFTER",
    "SPACED_DISTRACTOR_BEFORE",
    "SPACED_NOT_A_CODE",
    "SPACED_ONE_TIME",
    "SPACED_PROMO",
    "UNSPACED_CODE_WORDS",
    "UNSPACED_CONTEXT",
    "UNSPACED_DISTRACTOR_AFTER",
    "UNSPACED_DISTRACTOR_BEFORE",
    "UNSPACED_NOT_A_CODE",
    "UNSPACED_ONE_TIME",
    "UNSPACED_PROMO",
]

_YE, _KAF = "[يی]", "[كک]"

# Phrases that name a one-time code outright.
SPACED_ONE_TIME = (
    # Polish: a BLIK code is a one-time payment code
    r"kod\w{0,2}\s+BLIK|"
    # Turkish
    r"(?:doğrulama|onay|giriş|güvenlik|tek\s+kullanımlık|tek\s+seferlik|erişim|sms)"
    r"\s+(?:kodu\w*|şifre\w*)|tek\s+kullanımlık\s+\w+"
    # Polish
    r"|kod\w{0,2}\s+(?:weryfikacyjn\w*|potwierdzając\w*|potwierdzenia|logowania|jednorazow\w*"
    r"|bezpieczeństwa|dostępu|autoryzacyjn\w*\s+(?:do\s+logowania)?|sms)"
    r"|(?:jednorazow\w*|weryfikacyjn\w*)\s+(?:kod\w*|hasł\w*)|hasło\s+jednorazowe"
    # Dutch
    r"|verificatiecode|beveiligingscode|inlogcode|aanmeldcode|bevestigingscode|toegangscode"
    r"|eenmalige\s+(?:code|toegangscode|inlogcode)|sms-?code"
    # Italian
    r"|codice\s+(?:di\s+)?(?:verifica|accesso|sicurezza|conferma|autenticazione|login"
    r"|monouso|temporaneo|otp|usa\s+e\s+getta)|password\s+monouso"
    # Indonesian
    r"|kode\s+(?:verifikasi|otp|masuk|keamanan|konfirmasi|sekali\s+pakai|akses|login"
    r"|autentikasi)"
    # Ukrainian
    r"|код\w*\s+(?:підтвердження|перевірки|верифікації|для\s+входу|безпеки|доступу)"
    r"|одноразов\w+\s+(?:код|пароль)"
    # Vietnamese
    r"|mã\s+(?:xác\s+minh|xác\s+thực|xác\s+nhận|otp|đăng\s+nhập|bảo\s+mật|truy\s+cập)"
    r"|mật\s+khẩu\s+(?:dùng\s+)?một\s+lần"
    # Czech, Swedish, Malay
    r"|(?:ověřovací\w*|přihlašovací\w*|jednorázov\w*|bezpečnostní\w*|potvrzovací\w*)\s+kód\w*"
    r"|(?:verifierings|engångs|inloggnings|säkerhets|bekräftelse)kod(?:en|er)?"
    r"|kod\s+(?:pengesahan|keselamatan|log\s+masuk|sekali\s+guna|akses)"
)
UNSPACED_ONE_TIME = (
    # Arabic
    r"رمز\s?(?:ال)?(?:تحقق|تأكيد|تاكيد|دخول|أمان|امان|مرور\s?لمرة\s?واحدة|التفعيل|تفعيل)"
    r"|"
    + _KAF
    + r"ود\s?(?:ال)?(?:تحقق|تأكيد|تاكيد|دخول|تفعيل)|(?:رمز|"
    + _KAF
    + r"لمة\s?(?:ال)?مرور)\s?(?:ل|ا)?لمرة\s?(?:ال)?واحدة"
    # Persian
    r"|"
    + _KAF
    + r"د\s?(?:تأ|تا)"
    + _YE
    + r"+د|"
    + _KAF
    + r"د\s?ورود|"
    + _KAF
    + r"د\s?امن"
    + _YE
    + r"تی|رمز\s?(?:عبور\s?)?"
    + _YE
    + r"(?:ک|ك)\s?بار\s?مصرف|"
    + _KAF
    + r"د\s?"
    + _YE
    + r"(?:ک|ك)\s?بار\s?مصرف|رمز\s?پو"
    + _YE
    + r"ا"
    # Hebrew
    r"|קוד\s?(?:ה)?(?:אימות|כניסה|אבטחה|חד[\s-]?פעמי|זיהוי|התחברות)|סיסמה\s?חד[\s-]?פעמית"
    # Thai
    r"|รหัส\s?(?:ยืนยัน|OTP|ผ่านแบบใช้ครั้งเดียว|ผ่านครั้งเดียว|เข้าสู่ระบบ|ความปลอดภัย|ตรวจสอบ"
    r"|ใช้ครั้งเดียว)"
    # Hindi
    r"|(?:सत्यापन|लॉगिन|सुरक्षा|पुष्टि|पुष्टिकरण|प्रमाणीकरण|वेरिफिकेशन)\s?(?:कोड|पिन)|ओटीपी"
    r"|वन[\s-]?टाइम\s?पासवर्ड|एक\s?बार\s?(?:का|उपयोग\s?होने\s?वाला)\s?(?:पासवर्ड|कोड)"
)

# The bare word "code": good evidence right next to a code, no more.
SPACED_CODE_WORDS = r"k[oó]d\w{0,4}|kode|codice|mã|код|pin"
UNSPACED_CODE_WORDS = r"رمز|" + _KAF + r"ود|" + _KAF + r"د|קוד|รหัส|โค้ด|कोड"

# Words of a sign-in context that do not name a code on their own.
SPACED_CONTEXT = (
    r"giriş|oturum\s+aç\w*|doğrula\w*|onayla\w*|logowani\w*|zaloguj\w*|weryfikacj\w*"
    r"|potwierdz\w*|inloggen|aanmelden|verifi[ëe]r\w*|bevestig\w*|accedi|accesso|verifica\w*"
    r"|conferm\w*|masuk|verifikasi|konfirmasi|вхід\w*|увійти|підтвердж\w*|перевірк\w*"
    r"|đăng\s+nhập|xác\s+minh|xác\s+thực|xác\s+nhận"
)
UNSPACED_CONTEXT = (
    r"تسجيل\s?الدخول|التحقق|تأكيد|ورود|تأ"
    + _YE
    + r"+د|تا"
    + _YE
    + r"+د|احراز\s?هو"
    + _YE
    + r"ت|כניסה|התחברות|אימות|เข้าสู่ระบบ|ยืนยัน|लॉगिन|साइन\s?इन|सत्यापन"
)

# "Postal code", "discount code", a tax or company number: "code" naming something else.
SPACED_NOT_A_CODE = (
    r"kod\w{0,2}\s+(?:pocztow\w*|rabatow\w*|promocyjn\w*|zniżkow\w*|kuponu|odbioru|nadania"
    r"|przesyłki|zamówienia|kreskow\w*|qr)"
    r"|posta\s+kodu|indirim\s+kodu|promosyon\s+kodu|kupon\s+kodu|hediye\s+kodu|takip\s+kodu"
    r"|postcode|kortingscode|actiecode|kadocode|cadeaucode|promotiecode|waardebon\w*code"
    r"|codice\s+(?:fiscale|postale|sconto|promozionale|promo|coupon|cliente|ordine|prodotto"
    r"|iban|ateco|destinatario|a\s+barre|di\s+(?:prenotazione|tracciamento|spedizione|sconto))"
    r"|kode\s+(?:pos|promo|voucher|kupon|diskon|referensi|referral|booking|pemesanan|resi"
    r"|tiket)"
    r"|поштов\w+\s+індекс|код\w*\s+(?:знижки|купона|на\s+знижку|ЄДРПОУ|ЕДРПОУ)|промокод\w*"
    r"|mã\s+(?:bưu\s+(?:chính|điện)|giảm\s+giá|khuyến\s+mãi|ưu\s+đãi|đơn\s+hàng|vận\s+đơn"
    r"|số\s+thuế|giới\s+thiệu|quà\s+tặng|vé)"
)
UNSPACED_NOT_A_CODE = (
    r"(?:رمز|"
    + _KAF
    + r"ود)\s?(?:ال)?(?:بريد|خصم|ترويج|قسيمة|الكوبون|كوبون|شحنة|تتبع|الطلب|طلب|بري)"
    r"|"
    + _KAF
    + r"د\s?(?:تخف"
    + _YE
    + r"ف|پست"
    + _YE
    + r"|رهگ"
    + _YE
    + r"ری|ملی|اقتصادی|معرف|سفارش)"
    r"|קוד\s?(?:ה)?(?:קופון|הנחה|מבצע|דואר|מיקוד|הזמנה|מעקב)|מיקוד"
    r"|รหัส\s?(?:ไปรษณีย์|ส่วนลด|คูปอง|โปรโมชั่น|พัสดุ|ติดตาม|สั่งซื้อ|สินค้า)|โค้ดส่วนลด"
    r"|(?:पिन|पोस्टल|डिस्काउंट|कूपन|प्रोमो|रेफरल|ट्रैकिंग|ऑर्डर)\s?कोड"
)

# Marketing around a code in these languages: it is a coupon.
SPACED_PROMO = (
    r"indirim\w*|kampanya\w*|kupon\w*|rabat\w*|zniżk\w*|promocj\w*|korting\w*|aanbieding\w*"
    r"|sconto|sconti|offerta|saldi|coupon|diskon|promo|voucher|знижк\w*|акці\w*|купон\w*"
    r"|giảm\s+giá|khuyến\s+mãi|ưu\s+đãi"
)
UNSPACED_PROMO = r"خصم|تخف" + _YE + r"ف|كوبون|הנחה|קופון|ส่วนลด|คูปอง|โปรโมชั่น|छूट|कूपन|ऑफर"

# Words right before a number that say what else it is: an order, a phone, an invoice, an amount.
SPACED_DISTRACTOR_BEFORE = (
    r"sipariş\w*|fatura\w*|takip|kargo|telefon\w*|tutar|hesap|müşteri|zamówieni\w*|faktur\w*"
    r"|przesyłk\w*|kwota|konto|klient\w*|bestelling\w*|factuur|zending|bedrag|rekening|klant\w*"
    r"|telefoon|ordine|fattura|spedizione|importo|conto|cliente|telefono|pesanan|faktur|resi"
    r"|jumlah|akun|pelanggan|telepon|замовлен\w*|рахун\w*|відправлен\w*|сума|клієнт\w*"
    r"|đơn\s+hàng|hóa\s+đơn|vận\s+đơn|số\s+tiền|tài\s+khoản|điện\s+thoại|khách\s+hàng"
    r"|job|pipeline|run|commit|revision|rev|line|draw|ziehung|tirage|sorteo|estrazione"
    # flights and seats
    r"|uçuş|koltuk|lot|miejsce|vlucht|stoel|volo|posto|penerbangan|kursi|chuyến\s+bay|ghế"
    r"|рейс|место|місце|flug|sitz|vol|siège|vuelo|asiento|voo|assento"
)
UNSPACED_DISTRACTOR_BEFORE = (
    r"طلب|فاتورة|مبلغ|حساب|هاتف|شحنة|سفارش|فا[كک]تور|تلفن|مبلغ|حساب|مرسوله|הזמנה|חשבונית|סכום"
    r"|(?<![לב])חשבון|טלפון|משלוח|คำสั่งซื้อ|ใบแจ้งหนี้|ยอด|บัญชี|โทร|พัสดุ|ऑर्डर|चालान|राशि|खाता|फ़ोन|फोन"
    r"|رحلة|الرحلة|مقعد|المقعد|پرواز|صندل[يی]|טיסה|מושב|เที่ยวบิน|ที่นั่ง|उड़ान|सीट"
    r"|航班|座位|便名|座席|항공편|좌석"
)
# Units and currencies right after a number.
SPACED_DISTRACTOR_AFTER = (
    r"tl|try|zł|zl|pln|inr|rs|vnd|đồng|baht|nis|rp|idr|rupiah|грн|uah|dakika\w*|saat|gün"
    r"|minut\w*|godzin\w*|dni|minuten|uur|dagen|minuti|ore|giorni|menit|jam|hari|хвилин\w*"
    r"|годин\w*|днів|phút|giờ|ngày"
)
UNSPACED_DISTRACTOR_AFTER = (
    r"₺|₹|₫|฿|₪|บาท|นาที|ชั่วโมง|วัน|रुपये|मिनट|घंटे|दिन|ريال|تومان|درهم|جنيه|دقائق|دقيقة|دق[يی]قه"
    r"|ساعت|ساعة|דקות|שעות|ש\"ח"
)
