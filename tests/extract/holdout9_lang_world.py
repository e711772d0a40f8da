"""Held-out set 9: the everyday mails of Arabic, Persian, Hebrew, Hindi, Thai, Vietnamese,
Indonesian, Japanese, Chinese and Korean services, each in its own wording."""

from __future__ import annotations

from tests.extract.holdout9_lang import Pack

AR = Pack(
    lang="ar",
    charset="windows-1256",
    rtl=True,
    otp_from="بنك الواحة <alerts@alwaha-bank.com>",
    otp_subject="رمز التحقق الخاص بك",
    otp_body="عزيزي العميل،\n\nرمز التحقق لتسجيل الدخول إلى الخدمات المصرفية عبر الإنترنت هو: "
    "<b>{code}</b>\n\nالرمز صالح لمدة 5 دقائق. لا تشارك هذا الرمز مع أي شخص.",
    otp_shown="\u200f٤٨٢٠٣٧\u200f",
    otp="482037",
    otp_kinds=("other_digits", "bidi_zw", "expiry"),
    link_from="سوق النخلة <accounts@souqnakhla.com>",
    link_subject="تأكيد بريدك الإلكتروني",
    link_body="مرحباً روبن،\n\nشكراً لتسجيلك في سوق النخلة. يرجى تأكيد بريدك الإلكتروني لتفعيل "
    "حسابك.\n\nينتهي هذا الرابط خلال 24 ساعة.",
    link_label="تأكيد البريد الإلكتروني",
    link_url="https://www.souqnakhla.com/account/verify?token=sn_9c07e1a2b4",
    link_kind="verify",
    order_from="متجر القمر <orders@almatjar-alqamar.com>",
    order_subject="تم استلام طلبك رقم 4471931",
    order_body="شكراً لطلبك!\n\nرقم الطلب: 4471931<br>عطر عود، 100 مل: 320 درهم<br>الشحن: مجاني"
    "\n\nسنرسل لك رسالة عند شحن الطلب.",
    ship_from="شحن سريع <noreply@shahnsarie.com>",
    ship_subject="شحنتك في الطريق",
    ship_body="شحنتك رقم SR448120931AE في طريقها إليك.\n\nموعد التسليم المتوقع: 14 مارس.",
    ship_url="https://shahnsarie.com/track/SR448120931AE",
    alert_from="بريد الأفق <security@ofoq-mail.com>",
    alert_subject="تسجيل دخول جديد إلى حسابك",
    alert_body="تم تسجيل الدخول إلى حسابك في 12/03/2025 الساعة 22:14 من متصفح Chrome في دبي.\n\n"
    "لم تكن أنت؟ قم بقفل حسابك فوراً.",
    lock_label="قفل الحساب",
    lock_url="https://account.ofoq-mail.com/lock?t=of_e1c07a29",
    promo_from="مقهى الرمال <offers@alrimal-cafe.com>",
    promo_subject="عرض رمضان",
    promo_body="بمناسبة شهر رمضان: خصم 20% على جميع الحلويات. استخدم كود الخصم RAMADAN20 عند "
    "الطلب.\n\nالعرض ساري حتى نهاية الشهر.",
    promo_url="https://alrimal-cafe.com/menu",
    bill_from="كهرباء الساحل <billing@sahel-electric.com>",
    bill_subject="فاتورة الكهرباء لشهر فبراير",
    bill_body="عميلنا العزيز،\n\nقيمة فاتورتك لشهر فبراير: ٤١٢٫٥٠ درهم. رقم الحساب: "
    "٤٤٧١٩٣١٢.\n\nيرجى السداد قبل ٢٥ مارس.",
    imprint="كهرباء الساحل ش.م.ع · السجل التجاري 1010447193 · الرقم الضريبي 300044719300003",
    tags=("bill:other_digits",),
)

FA = Pack(
    lang="fa",
    charset="windows-1256",
    rtl=True,
    otp_from="کیف پول آسمان <no-reply@asemanpay.ir>",
    otp_subject="کد ورود شما",
    otp_body="کاربر گرامی،\n\nکد ورود شما به کیف پول آسمان: <b>{code}</b>\n\nاین کد تا ۲ دقیقه "
    "معتبر است. آن را در اختیار هیچ‌کس قرار ندهید.",
    otp_shown="۷۳۱۹۰۵",
    otp="731905",
    otp_kinds=("other_digits", "expiry"),
    link_from="کتاب‌شهر <account@ketabshahr.ir>",
    link_subject="بازیابی رمز عبور",
    link_body="سلام،\n\nدرخواست بازیابی رمز عبور حساب شما در کتاب‌شهر ثبت شد. برای انتخاب رمز "
    "جدید روی دکمه زیر بزنید.\n\nاگر این درخواست از طرف شما نبوده، این ایمیل را نادیده بگیرید.",
    link_label="انتخاب رمز جدید",
    link_url="https://ketabshahr.ir/auth/reset?token=ks_4e1c9a07b2",
    link_kind="reset",
    order_from="فروشگاه سیب <orders@sibshop.ir>",
    order_subject="سفارش شما ثبت شد",
    order_body="از خرید شما سپاسگزاریم!\n\nشماره سفارش: 4471931<br>چای لاهیجان ۵۰۰ گرمی: "
    "۳۸۰٬۰۰۰ تومان\n\nکد پیگیری پرداخت: 118204471",
    ship_from="پست نو <info@postnou.ir>",
    ship_subject="مرسوله شما ارسال شد",
    ship_body="مرسوله سفارش 4471931 با کد رهگیری 204471931880044 ارسال شد."
    "\n\nزمان تقریبی تحویل: 2 روز "
    "کاری.",
    ship_url="https://postnou.ir/tracking/204471931880044",
    alert_from="ایمیل پارس <security@parsmail.ir>",
    alert_subject="ورود جدید به حساب شما",
    alert_body="ورود جدیدی به حساب شما در تاریخ 1403/12/22 ساعت 21:10 از تهران ثبت شد.\n\n"
    "اگر شما نبودید، حساب خود را قفل کنید.",
    lock_label="قفل حساب",
    lock_url="https://account.parsmail.ir/lock?t=pm_c07e1a92",
    promo_from="کافه نارنج <promo@narenjcafe.ir>",
    promo_subject="تخفیف نوروزی",
    promo_body="به مناسبت نوروز ۲۰٪ تخفیف روی همه نوشیدنی‌ها. کد تخفیف NOWRUZ25 را در "
    "اپلیکیشن وارد کنید.",
    promo_url="https://narenjcafe.ir/menu",
    bill_from="آبفا شهر <bill@abfa-shahr.ir>",
    bill_subject="قبض آب شما صادر شد",
    bill_body="مشترک گرامی،\n\nمبلغ قبض: ۴۱۲٬۰۰۰ ریال. شناسه قبض: ۴۴۷۱۹۳۱۱۲۰ و شناسه پرداخت: "
    "۴۱۲۰۰۱۸۰\n\nمهلت پرداخت: ۱۴۰۴/۰۱/۲۰",
    imprint="شرکت آب و فاضلاب شهر · کد اقتصادی 411144719318 · شناسه ملی 10102044719 · کد پستی "
    "1461844719",
    tags=("bill:other_digits",),
)

HE = Pack(
    lang="he",
    charset="windows-1255",
    rtl=True,
    otp_from="בנק השרון <alerts@bank-hasharon.co.il>",
    otp_subject="קוד אימות לכניסה",
    otp_body="שלום רובין,\n\nקוד האימות שלך לכניסה לחשבון: <b>{code}</b>\n\nהקוד בתוקף ל-10 "
    "דקות. לעולם אל תמסור את הקוד לאף אחד.",
    otp_shown="\u200e629184\u200e",
    otp="629184",
    otp_kinds=("bidi_zw", "expiry"),
    link_from="מנוי פלוס <noreply@minuiplus.co.il>",
    link_subject="אישור כתובת הדוא״ל",
    link_body="היי רובין,\n\nתודה שנרשמת למנוי פלוס! כדי להפעיל את החשבון יש לאשר את כתובת "
    "הדוא״ל שלך.\n\nהקישור בתוקף ל-48 שעות.",
    link_label="אישור כתובת הדוא״ל",
    link_url="https://www.minuiplus.co.il/verify?token=mp_a07e19c2d4",
    link_kind="verify",
    order_from="חנות הגפן <orders@hagefen-shop.co.il>",
    order_subject="הזמנה מספר 2004471 התקבלה",
    order_body="תודה על ההזמנה!\n\nמספר הזמנה: 2004471<br>שמן זית כתית 750 מ״ל × 2: 118 ₪\n\n"
    "נעדכן אותך כשההזמנה תצא למשלוח.",
    ship_from="שליח מהיר <info@shaliach-mahir.co.il>",
    ship_subject="המשלוח שלך בדרך",
    ship_body="המשלוח RR448120931IL יגיע אליך מחר בין 08:00 ל-12:00.\n\nלא תהיה בבית? ניתן "
    "לשנות את מועד המסירה.",
    ship_url="https://shaliach-mahir.co.il/track/RR448120931IL",
    alert_from="דואר כרמל <security@carmel-mail.co.il>",
    alert_subject="התחברות חדשה לחשבון שלך",
    alert_body="זוהתה התחברות לחשבונך ב-12.03.2025 בשעה 21:37 מ-Chrome בחיפה.\n\nלא אתה? נעל "
    "את החשבון מיד.",
    lock_label="נעילת החשבון",
    lock_url="https://account.carmel-mail.co.il/lock?t=cm_1a9e07c2",
    promo_from="קפה ירושלמי <promo@cafe-yerushalmi.co.il>",
    promo_subject="מבצע אביב",
    promo_body="באביב הזה: קרואסון שני ב-50% הנחה! הזינו את קוד הקופון AVIV50 באפליקציה.",
    promo_url="https://cafe-yerushalmi.co.il/menu",
    bill_from="מי גליל <bills@mei-galil.co.il>",
    bill_subject="חשבון המים שלך",
    bill_body="לקוח יקר,\n\nסכום החשבון לתקופה ינואר-פברואר: 214.60 ₪. מספר חוזה: 4471931.\n\n"
    "התשלום יבוצע בהוראת קבע.",
    imprint="מי גליל בע״מ · ח.פ. 514471931 · עוסק מורשה 514471931",
)

HI = Pack(
    lang="hi",
    charset="utf-8",
    otp_from="धनसेतु बैंक <alerts@dhansetu.in>",
    otp_subject="आपका ओटीपी",
    otp_body="प्रिय ग्राहक,\n\nनेट बैंकिंग में लॉग इन करने के लिए आपका वन-टाइम पासवर्ड (OTP) "
    "<b>{code}</b> है।\n\nयह 3 मिनट तक मान्य है। इसे किसी के साथ साझा न करें, बैंक कभी OTP नहीं "
    "माँगता।",
    otp_shown="४०७२६१",
    otp="407261",
    otp_kinds=("other_digits", "expiry"),
    link_from="पुस्तक भंडार <account@pustakbhandar.in>",
    link_subject="अपना ईमेल सत्यापित करें",
    link_body="नमस्ते रॉबिन,\n\nपुस्तक भंडार पर खाता बनाने के लिए धन्यवाद। अपना खाता सक्रिय करने "
    "के लिए कृपया अपना ईमेल पता सत्यापित करें।\n\nयह लिंक 24 घंटे में समाप्त हो जाएगा।",
    link_label="ईमेल सत्यापित करें",
    link_url="https://www.pustakbhandar.in/verify-email?token=pb_7e0a19c2b4",
    link_kind="verify",
    order_from="मसाला बाज़ार <orders@masalabazaar.in>",
    order_subject="आपका ऑर्डर #OD4471931 कन्फ़र्म हो गया है",
    order_body="धन्यवाद!\n\nऑर्डर नंबर: OD4471931<br>गरम मसाला 200 ग्राम × 2: ₹398<br>डिलीवरी "
    "पिन कोड: 110001\n\nशिपिंग होने पर हम आपको सूचित करेंगे।",
    ship_from="तेज़ कूरियर <track@tezcourier.in>",
    ship_subject="आपका पार्सल रास्ते में है",
    ship_body="आपका पार्सल (AWB 77120448193) दिल्ली हब से निकल चुका है।\n\nअनुमानित डिलीवरी: 14 मार्च।",
    ship_url="https://tezcourier.in/track/77120448193",
    alert_from="डाकघर मेल <security@dakgharmail.in>",
    alert_subject="आपके खाते में नया साइन-इन",
    alert_body="12/03/2025 को रात 10:02 बजे मुंबई से Chrome के ज़रिए आपके खाते में साइन-इन किया "
    "गया।\n\nयह आप नहीं थे? तुरंत अपना खाता लॉक करें।",
    lock_label="खाता लॉक करें",
    lock_url="https://account.dakgharmail.in/lock?t=dm_e07a1c92",
    promo_from="चाय अड्डा <offers@chaiadda.in>",
    promo_subject="होली ऑफ़र 🎨",
    promo_body="होली पर हर ऑर्डर पर 25% की छूट! ऐप में कूपन कोड HOLI25 डालें।\n\nऑफ़र 16 मार्च तक।",
    promo_url="https://chaiadda.in/offers",
    bill_from="विद्युत वितरण निगम <bills@vidyut-nigam.in>",
    bill_subject="आपका बिजली बिल",
    bill_body="प्रिय उपभोक्ता,\n\nमार्च का बिल: ₹1,842। उपभोक्ता संख्या: 4471931120।\n\nअंतिम "
    "तिथि: 25/03/2025।",
    imprint="विद्युत वितरण निगम लिमिटेड · GSTIN 07AAACV4471R1Z5 · CIN U40109DL2004SGC118204",
)

TH = Pack(
    lang="th",
    charset="tis-620",
    otp_from="ธนาคารเจ้าพระยา <otp@chaophraya-bank.co.th>",
    otp_subject="รหัส OTP สำหรับเข้าสู่ระบบ",
    otp_body="เรียน ลูกค้า\n\nรหัส OTP ของท่านคือ <b>{code}</b> (รหัสอ้างอิง: KXPW)\n\n"
    "รหัสนี้ใช้ได้ภายใน 5 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น",
    otp_shown="550913",
    otp="550913",
    otp_kinds=("reference_code", "expiry"),
    link_from="ร้านหนังสือริมน้ำ <account@rimnam-books.co.th>",
    link_subject="ยืนยันอีเมลของคุณ",
    link_body="สวัสดีค่ะ\n\nขอบคุณที่สมัครสมาชิกร้านหนังสือริมน้ำ กรุณายืนยันอีเมลของคุณเพื่อเปิดใช้งาน"
    "บัญชี\n\nลิงก์นี้จะหมดอายุใน 24 ชั่วโมง",
    link_label="ยืนยันอีเมล",
    link_url="https://rimnam-books.co.th/verify?token=rn_2c9e07a1b4",
    link_kind="verify",
    order_from="ตลาดสดออนไลน์ <orders@talatsod.co.th>",
    order_subject="ยืนยันคำสั่งซื้อ #4471931",
    order_body="ขอบคุณสำหรับคำสั่งซื้อ\n\nหมายเลขคำสั่งซื้อ: 4471931<br>ข้าวหอมมะลิ 5 กก.: 245 บาท"
    "\n\nรหัสไปรษณีย์ปลายทาง: 10330",
    ship_from="ส่งไว เอ็กซ์เพรส <noti@songwai.co.th>",
    ship_subject="พัสดุของคุณกำลังจัดส่ง",
    ship_body="พัสดุหมายเลข TH448120931 (คำสั่งซื้อ 4471931) กำลังนำจ่ายวันนี้\n\nกรุณาเตรียมรับพัสดุ",
    ship_url="https://songwai.co.th/track/TH448120931",
    alert_from="เมลไทย <security@mailthai.co.th>",
    alert_subject="มีการเข้าสู่ระบบใหม่",
    alert_body="มีการเข้าสู่ระบบบัญชีของคุณเมื่อ 12/03/2025 เวลา 21:48 จากเชียงใหม่\n\nถ้าไม่ใช่คุณ กรุณาล็อกบัญชีทันที",
    lock_label="ล็อกบัญชี",
    lock_url="https://account.mailthai.co.th/lock?t=mt_9a07c1e2",
    promo_from="ชาไข่มุกดีดี <promo@ddbubbletea.co.th>",
    promo_subject="ซื้อ 1 แถม 1",
    promo_body="ทุกวันพุธ ซื้อชานมไข่มุก 1 แก้ว แถม 1 แก้ว ใช้โค้ด DDWED25 ในแอป",
    promo_url="https://ddbubbletea.co.th/promo",
    bill_from="ไฟฟ้าสยาม <bill@faisiam.co.th>",
    bill_subject="ใบแจ้งค่าไฟฟ้า",
    bill_body="เรียน ผู้ใช้ไฟฟ้า\n\nค่าไฟฟ้าเดือนมีนาคม: 1,284.60 บาท หมายเลขผู้ใช้ไฟฟ้า: "
    "020044719\n\nกรุณาชำระภายในวันที่ 25/03/2025",
    imprint="บริษัท ไฟฟ้าสยาม จำกัด เลขประจำตัวผู้เสียภาษี 0105544719312",
)

VI = Pack(
    lang="vi",
    charset="windows-1258",
    otp_from="Ví Sen Vàng <otp@visenvang.vn>",
    otp_subject="Mã xác thực đăng nhập",
    otp_body="Xin chào Robin,\n\nMã xác thực của bạn là <b>{code}</b>.\n\nMã có hiệu lực trong "
    "5 phút. Tuyệt đối không chia sẻ mã này với bất kỳ ai.",
    otp_shown="284 610",
    otp="284610",
    otp_kinds=("spaced_code", "expiry"),
    link_from="Nhà Sách Phố <taikhoan@nhasachpho.vn>",
    link_subject="Đặt lại mật khẩu",
    link_body="Chào bạn,\n\nChúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. "
    "Nhấn nút bên dưới để tạo mật khẩu mới.\n\nNếu bạn không yêu cầu, hãy bỏ qua email này.",
    link_label="Tạo mật khẩu mới",
    link_url="https://nhasachpho.vn/dat-lai-mat-khau?token=ns_4a1e9c07b2",
    link_kind="reset",
    order_from="Chợ Xanh <donhang@choxanh.vn>",
    order_subject="Xác nhận đơn hàng #DH4471931",
    order_body="Cảm ơn bạn đã đặt hàng!\n\nMã đơn hàng: DH4471931<br>Cà phê Robusta 500g x 2: "
    "240.000đ\n\nMã giảm giá đã áp dụng: XANH10",
    ship_from="Giao Nhanh <thongbao@giaonhanh.vn>",
    ship_subject="Đơn hàng đang được giao",
    ship_body="Mã vận đơn GN448120931VN đang được giao đến bạn.\n\nDự kiến giao: hôm nay trước "
    "18:00.",
    ship_url="https://giaonhanh.vn/tra-cuu/GN448120931VN",
    alert_from="Thư Việt <baomat@thuviet.vn>",
    alert_subject="Đăng nhập mới vào tài khoản",
    alert_body="Tài khoản của bạn vừa được đăng nhập lúc 21:26 ngày 12/03/2025 từ Hà Nội.\n\n"
    "Không phải bạn? Hãy khóa tài khoản ngay.",
    lock_label="Khóa tài khoản",
    lock_url="https://taikhoan.thuviet.vn/khoa?t=tv_07c1e9a2",
    promo_from="Trà Sữa Mây <khuyenmai@trasuamay.vn>",
    promo_subject="Mua 2 tặng 1",
    promo_body="Từ nay đến 31/3, mua 2 ly trà sữa tặng 1 ly. Nhập mã MAY2025 trên ứng dụng.",
    promo_url="https://trasuamay.vn/khuyen-mai",
    bill_from="Điện Lực Sông Hồng <hoadon@dienlucsonghong.vn>",
    bill_subject="Thông báo tiền điện tháng 3",
    bill_body="Kính gửi Quý khách,\n\nTiền điện tháng 3: 1.284.600 đồng. Mã khách hàng: "
    "PD04471931.\n\nVui lòng thanh toán trước ngày 25/03/2025.",
    imprint="Công ty Điện lực Sông Hồng · Mã số thuế 0100447193 · Số 118 Trần Hưng Đạo, Hà Nội",
)

ID = Pack(
    lang="id",
    charset="utf-8",
    otp_from="Kantong Pintar <noreply@kantongpintar.id>",
    otp_subject="Kode OTP kamu",
    otp_body="Hai Robin,\n\nKode OTP kamu: <b>{code}</b>\n\nJANGAN BERIKAN kode ini kepada siapa "
    "pun, termasuk pihak Kantong Pintar. Kode berlaku 5 menit.",
    otp_shown="6120 33",
    otp="612033",
    otp_kinds=("spaced_code", "expiry"),
    link_from="Toko Buku Lentera <akun@lenterabuku.id>",
    link_subject="Verifikasi email kamu",
    link_body="Halo Robin,\n\nTerima kasih sudah mendaftar di Toko Buku Lentera. Klik tombol di "
    "bawah untuk memverifikasi email kamu.\n\nLink ini berlaku selama 24 jam.",
    link_label="Verifikasi Email",
    link_url="https://lenterabuku.id/verifikasi?token=lb_9e1c07a2b4",
    link_kind="verify",
    order_from="Pasar Rempah <pesanan@pasarrempah.id>",
    order_subject="Pesanan INV/20250308/4471931 berhasil",
    order_body="Terima kasih sudah belanja!\n\nNo. Pesanan: INV/20250308/4471931<br>Kopi Gayo "
    "250 g x 2: Rp 178.000\n\nKode booking kurir: JX4471.",
    ship_from="Kilat Ekspres <info@kilatekspres.id>",
    ship_subject="Paketmu sedang dikirim",
    ship_body="Paket dengan nomor resi KE448120931 sedang dalam perjalanan ke alamatmu.\n\n"
    "Estimasi tiba: 14 Maret.",
    ship_url="https://kilatekspres.id/lacak/KE448120931",
    alert_from="Surel Nusantara <keamanan@surelnusantara.id>",
    alert_subject="Login baru ke akunmu",
    alert_body="Akunmu baru saja login pada 12/03/2025 pukul 21.05 WIB dari Surabaya "
    "(Chrome).\n\nBukan kamu? Segera kunci akunmu.",
    lock_label="Kunci akun",
    lock_url="https://akun.surelnusantara.id/kunci?t=sn_1e07c9a2",
    promo_from="Kopi Senja <promo@kopisenja.id>",
    promo_subject="Diskon 30% akhir pekan",
    promo_body="Akhir pekan ini diskon 30% untuk semua kopi susu. Pakai kode promo SENJA30 di "
    "aplikasi.",
    promo_url="https://kopisenja.id/promo",
    bill_from="PAM Tirta Jaya <tagihan@tirtajaya.id>",
    bill_subject="Tagihan air bulan Maret",
    bill_body="Pelanggan yang terhormat,\n\nTagihan air bulan Maret: Rp 184.200. Nomor "
    "pelanggan: 44719311.\n\nBayar sebelum 20 Maret.",
    imprint="PT Tirta Jaya · NPWP 01.447.193.1-118.000 · NIB 9120004471931",
)

JA = Pack(
    lang="ja",
    charset="shift_jis",
    otp_from="みどり銀行 <info@midori-bank.co.jp>",
    otp_subject="【みどり銀行】ワンタイムパスワードのお知らせ",
    otp_body="ロビン・カステラン様\n\nみどり銀行をご利用いただきありがとうございます。\n\n"
    "ワンタイムパスワード：<b>{code}</b>\n\n有効期限は発行から10分間です。このパスワードは他人に"
    "教えないでください。",
    otp_shown="９０４７１２",
    otp="904712",
    otp_kinds=("other_digits", "expiry"),
    link_from="ほんの森 <account@honnomori.jp>",
    link_subject="【ほんの森】メールアドレスの確認",
    link_body="ご登録ありがとうございます。\n\n以下のボタンからメールアドレスの確認を完了して"
    "ください。\n\nこのリンクの有効期限は24時間です。",
    link_label="メールアドレスを確認する",
    link_url="https://honnomori.jp/会員/確認?token=hm_7a0c91e2b4",
    link_kind="verify",
    link_kinds=("nonascii_path",),
    order_from="お茶の葉屋 <order@ochanohaya.jp>",
    order_subject="ご注文ありがとうございます（注文番号：2004471931）",
    order_body="この度はご注文いただき誠にありがとうございます。\n\n注文番号：2004471931<br>"
    "煎茶 100g × 2：2,160円\n\n会員番号：40218877",
    ship_from="はやて便 <info@hayatebin.jp>",
    ship_subject="お荷物のお届け予定のお知らせ",
    ship_body="お問い合わせ番号 4471-9312-0880 のお荷物を本日お届け予定です。"
    "\n\n時間帯：14時〜16時",
    ship_url="https://hayatebin.jp/track?no=447193120880",
    alert_from="ソラメール <security@soramail.jp>",
    alert_subject="新しい端末からのログイン",
    alert_body="2025年3月12日 22:31 に新しい端末（Chrome / 大阪）からログインがありました。\n\n"
    "お心当たりがない場合は、すぐにアカウントをロックしてください。",
    lock_label="アカウントをロック",
    lock_url="https://account.soramail.jp/lock?t=sm_c9a07e12",
    promo_from="カフェこもれび <news@komorebi-cafe.jp>",
    promo_subject="春の新作ドリンク",
    promo_body="桜ラテが登場しました。クーポンコード SAKURA10 で10%オフ！\n\n3月31日まで。",
    promo_url="https://komorebi-cafe.jp/メニュー/春",
    promo_kinds=("nonascii_path",),
    bill_from="あおぞら電力 <bill@aozora-denryoku.jp>",
    bill_subject="3月分電気料金のお知らせ",
    bill_body="いつもご利用ありがとうございます。\n\n3月分のご請求額：8,412円<br>お客様番号："
    "0044-7193-12\n\n口座振替日：4月25日",
    imprint="あおぞら電力株式会社　登録番号 T1234504471931　法人番号 1234504471931",
)

ZH = Pack(
    lang="zh",
    charset="gb2312",
    otp_from="云途出行 <noreply@yuntu-travel.cn>",
    otp_subject="【云途出行】验证码",
    otp_body="您好！\n\n您的登录验证码为 <b>{code}</b>，5分钟内有效。\n\n如非本人操作，请忽略本"
    "邮件。请勿将验证码告知他人。",
    otp_shown="265830",
    otp="265830",
    otp_kinds=("expiry",),
    link_from="书香阁 <account@shuxiangge.cn>",
    link_subject="请验证您的邮箱地址",
    link_body="亲爱的用户：\n\n感谢您注册书香阁。请点击下方按钮验证您的邮箱地址，完成注册。\n\n"
    "该链接24小时内有效。",
    link_label="验证邮箱",
    link_url="https://www.shuxiangge.cn/account/verify?token=sx_0e7a1c92b4",
    link_kind="verify",
    order_from="鲜果铺 <order@xianguopu.cn>",
    order_subject="订单已确认：订单号 44719312",
    order_body="感谢您的购买！\n\n订单号：44719312<br>赣南脐橙 5斤：￥59.90\n\n取件码将在"
    "到货后通过短信发送。",
    ship_from="顺达快递 <notice@shunda-express.cn>",
    ship_subject="您的包裹正在派送中",
    ship_body="您的快递（运单号：SD448120931）正在派送中，快递员电话：138****4471。\n\n预计今天"
    "18:00前送达。",
    ship_url="https://www.shunda-express.cn/track/SD448120931",
    alert_from="星云邮箱 <security@xingyunmail.cn>",
    alert_subject="您的账号在新设备登录",
    alert_body="您的账号于2025年3月12日 21:58 在杭州（Chrome）登录。\n\n如非本人操作，请立即"
    "锁定账号。",
    lock_label="锁定账号",
    lock_url="https://account.xingyunmail.cn/lock?t=xy_a91e07c2",
    promo_from="茶语小馆 <promo@chayu.cn>",
    promo_subject="春季新品上市",
    promo_body="春季限定茶饮上市！下单时输入优惠码 CHUNJI20 立减20元。",
    promo_url="https://chayu.cn/menu",
    bill_from="城市燃气 <bill@city-gas.cn>",
    bill_subject="燃气费账单提醒",
    bill_body="尊敬的用户：\n\n您3月份燃气费为 ￥128.40，用户号：4471931120。\n\n请于3月25日前"
    "缴费。",
    imprint="城市燃气有限公司 · 统一社会信用代码 91110000447193120X",
)

KO = Pack(
    lang="ko",
    charset="euc-kr",
    otp_from="하늘페이 <noreply@haneulpay.kr>",
    otp_subject="[하늘페이] 인증번호 안내",
    otp_body="안녕하세요, 하늘페이입니다.\n\n요청하신 인증번호는 [<b>{code}</b>] 입니다.\n\n3분 "
    "이내에 입력해 주세요. 타인에게 절대 알려주지 마세요.",
    otp_shown="418 027",
    otp="418027",
    otp_kinds=("spaced_code", "expiry"),
    link_from="책마루 <account@chaekmaru.kr>",
    link_subject="[책마루] 비밀번호 재설정 안내",
    link_body="안녕하세요.\n\n비밀번호 재설정을 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호를 "
    "설정해 주세요.\n\n본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.",
    link_label="비밀번호 재설정",
    link_url="https://www.chaekmaru.kr/member/reset?token=cm_2e9c07a1b4",
    link_kind="reset",
    order_from="바다마켓 <order@badamarket.kr>",
    order_subject="[바다마켓] 주문이 완료되었습니다",
    order_body="주문해 주셔서 감사합니다.\n\n주문번호: 20250308-4471931<br>제주 감귤 3kg: "
    "24,900원\n\n배송이 시작되면 알려 드리겠습니다.",
    ship_from="번개택배 <info@beongae.kr>",
    ship_subject="[번개택배] 배송 출발 안내",
    ship_body="고객님의 택배(운송장번호 448120931880)가 배송을 시작했습니다.\n\n도착 예정: 오늘 "
    "오후",
    ship_url="https://beongae.kr/track/448120931880",
    alert_from="누리메일 <security@nurimail.kr>",
    alert_subject="새로운 기기에서 로그인",
    alert_body="2025.03.12 22:47 부산에서 새로운 기기(Chrome)로 로그인했습니다.\n\n본인이 "
    "아니라면 즉시 계정을 잠가 주세요.",
    lock_label="계정 잠그기",
    lock_url="https://account.nurimail.kr/lock?t=nm_07a9c1e2",
    promo_from="달빛카페 <event@dalbitcafe.kr>",
    promo_subject="봄맞이 이벤트",
    promo_body="봄 시즌 음료 20% 할인! 앱에서 쿠폰코드 SPRING20 을 입력하세요.",
    promo_url="https://dalbitcafe.kr/event",
    bill_from="한빛도시가스 <bill@hanbitgas.kr>",
    bill_subject="3월 도시가스 요금 안내",
    bill_body="고객님, 안녕하세요.\n\n3월 도시가스 요금: 41,250원<br>고객번호: 4471931120\n\n"
    "납부기한: 3월 25일",
    imprint="한빛도시가스(주) · 사업자등록번호 214-81-44719 · 통신판매업신고 제2025-서울-0448호",
)

PACKS = (AR, FA, HE, HI, TH, VI, ID, JA, ZH, KO)
