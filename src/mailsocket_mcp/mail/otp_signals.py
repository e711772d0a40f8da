"""Wording that says a number is not a one-time code to type now, in all extraction languages.

Each pattern names one kind of hard negative the code scorer weighs (``extract_otp``): a code
the mail says is spent, a list of backup codes, lottery / sports / statistics figures, log or
test output, a card receipt's authorisation code, a registration or tax number, an anti-phishing
phrase. Text is NFKC-normalised and stripped of bidi and zero-width marks first.
"""

from __future__ import annotations

import re

from mailsocket_mcp.mail.extract_vocab import words

__all__ = [
    "BACKUP_CODES",
    "CALL_TO_ACTION",
    "CARD_AUTH_LABEL",
    "CARD_RECEIPT",
    "CODE_SPENT",
    "CONDITIONAL",
    "CONFIRMATION_WORD",
    "LOG_LINE",
    "NOT_A_CODE_EXTRA",
    "NOT_A_CODE_SCAN",
    "NUMBER_TALK",
    "REGISTRY_ACRONYM",
    "REGISTRY_LABEL",
    "TRAVEL_BOOKING",
]


# "This code has expired", "was already used": the code shown is spent.
CODE_SPENT = words(
    r"(?:has|have|had)\s+(?:already\s+)?(?:expired|been\s+used)|expired|already\s+(?:been\s+)?used"
    r"|was\s+(?:already\s+)?used|is\s+no\s+longer\s+valid|no\s+longer\s+(?:valid|works?)"
    r"|invalidated|revoked"
    r"|abgelaufen|bereits\s+(?:verwendet|benutzt|genutzt|eingelöst)|nicht\s+mehr\s+gültig"
    r"|wurde\s+(?:bereits\s+)?(?:verwendet|benutzt)|verfallen"
    r"|a\s+expiré|est\s+expiré|expiré|déjà\s+(?:été\s+)?utilisé|n['’]est\s+plus\s+valide"
    r"|a\s+été\s+utilisé"
    r"|ha\s+(?:caducado|expirado|sido\s+(?:usado|utilizado))|caduc[óo]|expir[óo]"
    r"|ya\s+(?:fue|ha\s+sido)\s+(?:usado|utilizado)|ya\s+no\s+es\s+v[aá]lido"
    r"|expirou|j[aá]\s+foi\s+(?:usado|utilizado)|n[aã]o\s+[eé]\s+mais\s+v[aá]lido"
    r"|ист[её]к|истекл\w*|уже\s+(?:был\s+)?использован\w*|больше\s+не\s+действ\w*"
    r"|закінчився|сплив|вже\s+(?:був\s+)?використан\w*|більше\s+не\s+дійсн\w*"
    r"|(?:è\s+)?scadut\w*|già\s+(?:stato\s+)?utilizzat\w*|non\s+è\s+più\s+valid\w*"
    r"|is\s+verlopen|verlopen|al\s+gebruikt|is\s+gebruikt|niet\s+meer\s+geldig"
    r"|wygasł\w*|już\s+(?:został\s+)?(?:wykorzystan|użyt)\w*|został\s+(?:już\s+)?użyty"
    r"|stracił\s+ważność|nie\s+jest\s+już\s+ważny"
    r"|süresi\s+(?:doldu|dolmuş\w*|geçti)|zaten\s+kullanıl\w*|kullanılmıştır|kullanıldı"
    r"|(?:telah|sudah)\s+(?:kedaluwarsa|kadaluarsa|kadaluwarsa|digunakan|dipakai)"
    r"|tidak\s+berlaku\s+lagi"
    r"|đã\s+hết\s+hạn|(?:đã|vừa)\s+(?:được\s+)?(?:sử\s+dụng|dùng)|không\s+còn\s+hiệu\s+lực"
    r"|только\s+что\s+(?:был\w*\s+)?использован\w*|щойно\s+(?:було\s+)?використан\w*"
    r"|(?<!не\s)(?:просрочен|прострочен)\w*"
    r"|уже\s+использовал\w*|недействител\w*|недійсн\w*|закінчи\w*"
    r"|(?:está|estava)\s+expirad[oa]|já\s+(?:foi|está)\s+(?:usad|utilizad|expirad)[oa]"
    r"|(?:byl|již|už)\s+(?:\w+\s+)?použit\w*|vypršel\w*|(?:již|už)\s+není\s+platn\w*"
    r"|har\s+(?:redan\s+)?(?:använts|gått\s+ut|löpt\s+ut)|redan\s+använd\w*"
    r"|inte\s+längre\s+giltig|(?:telah|sudah)\s+tamat(?:\s+tempoh)?|tamat\s+tempoh"
    r"|tidak\s+lagi\s+sah",
    r"已(?:经|經)?(?:过期|過期|失效|使用|被使用)|期限切れ|使用済み|有効期限が切れ|失効し|만료되었|만료된"
    r"|만료됨|이미\s?사용|유효\s?(?:시간|기간)이\s?(?:지났|만료|끝났)"
    r"|انتهت\s?صلاحي|منتهي\s?الصلاحية|(?<!ي)تم\s?استخدام|مستخدم\s?بالفعل"
    r"|منقضی\s?شده|استفاده\s?شده|باطل\s?شده"
    r"|פג\s?תוקפ?ו?|כבר\s?(?:נוצל|שומש|היה\s?בשימוש)|שומש|(?<!\S)שימש|נעשה\s?שימוש"
    r"|استُخدِ?م|به\s?[كک]ار\s?رفت|被用(?:于|於|来|來)|(?:刚刚|剛剛)(?:被)?使用"
    r"|(?:उपयोग|इस्तेमाल)\s?(?:हुआ|हो\s?चुका)"
    r"|หมดอายุแล้ว|ถูกใช้(?:งาน)?แล้ว|ใช้ไปแล้ว"
    r"|समाप्त\s?हो\s?(?:चुका|गया)|पहले\s?ही\s?(?:उपयोग|इस्तेमाल)|उपयोग\s?किया\s?जा\s?चुका",
)

# "If the code has expired, ask for a new one", "it will be invalidated after use": a condition
# or a future, not a statement that this code is spent now.
CONDITIONAL = words(
    r"if|once|when|unless|will|would|wenn|falls|sobald|wird|si|se|caso|sera|será|если|когда"
    r"|будет|якщо|коли|буде|jeśli|jeżeli|gdy|będzie|eğer|als|zodra|zal|qualora|sarà|jika"
    r"|apabila|bila|akan|nếu|khi|sẽ|sakın",
    r"ถ้า|หาก|จะ|अगर|यदि|إذا|اذا|سيتم|اگر|خواهد|אם|如果|若|場合|경우|면",
)

# "Your backup codes": a list of codes kept for later, not one to type now.
BACKUP_CODES = words(
    r"(?:backup|back-up|recovery|rescue|emergency|scratch)\s+(?:verification\s+)?codes?"
    r"|(?:sicherungs|wiederherstellungs|notfall|ersatz|reserve|backup)-?codes?"
    r"|codes?\s+de\s+(?:secours|récupération|sauvegarde)"
    r"|c[oó]digos?\s+de\s+(?:respaldo|recuperaci[oó]n|recupera[cç][aã]o|reserva|backup|emerg[eê]ncia"
    r"|seguran[cç]a\s+reserva)"
    r"|резервн\w+\s+код\w*|код\w*\s+(?:восстановления|відновлення)"
    r"|kod\w{0,3}\s+(?:zapasow\w*|odzyskiw\w*|awaryjn\w*)|(?:zapasow|awaryjn)\w*\s+kod\w*"
    r"|yedek\s+kod\w*|kurtarma\s+kod\w*|back-?upcodes?|(?:herstel|reserve|nood)-?codes?"
    r"|codici\s+di\s+(?:backup|recupero|riserva|emergenza)"
    r"|kode\s+(?:cadangan|pemulihan)|mã\s+(?:dự\s+phòng|khôi\s+phục)"
    r"|резервн\w+\s+коди|коди\s+відновлення",
    r"备用\S{0,2}码|備用\S{0,2}碼|恢复\S{0,2}码|恢復\S{0,2}碼|復原\S{0,2}碼|备份\S{0,2}码"
    r"|バックアップ\S{0,2}コード|リカバリー\S{0,2}コード|予備\S{0,2}コード|백업\s?코드|복구\s?코드"
    r"|(?:رموز|[كک]ودات|[أا][كک]واد)\S{0,2}\s?(?:ال)?(?:احتياطي|استرداد|استعادة)"
    r"|[كک]دها[يی]\s?(?:پشتیبان|بازیابی)"
    r"|קודי\s?(?:ה)?(?:גיבוי|שחזור)|รหัสสำรอง|รหัสกู้คืน|बैकअप\s?कोड|रिकवरी\s?कोड",
)

# Lottery draws, match scores and statistics: figures to read, not to type.
NUMBER_TALK = words(
    r"lotto|lottery|jackpot|powerball|euromillions|winning\s+numbers|draw\s+(?:no|number|results?)"
    r"|final\s+score|half-?time|league\s+table|standings|statistics|stats|attendance|page\s+views"
    r"|impressions|followers|subscribers|population|unemployment|gdp|inflation"
    r"|gewinnzahlen|ziehung|lottozahlen|spielstand|statistik\w*|besucherzahl\w*|einwohner\w*"
    r"|loterie|tirage|numéros\s+gagnants|statistiques|sorteo|loter[ií]a|n[uú]meros\s+(?:ganadores"
    r"|sorteados)|estad[ií]sticas?|sorteio|loteria|estat[ií]sticas?|тираж\w*|лотере\w*"
    r"|статистик\w*|розіграш\w*|piyango|çekiliş\w*|istatistik\w*|maç\s+skoru|losowani\w*"
    r"|statystyk\w*|loterij|trekking|statistieken|estrazion\w*|lotteria|superenalotto"
    r"|statistiche|undian|lotre|statistik|xổ\s+số|thống\s+kê|tỷ\s+số",
    r"彩票|开奖|開獎|中奖号码|中獎號碼|比分|统计|統計|宝くじ|当選番号|抽選結果|로또|당첨\s?번호|통계"
    r"|يانصيب|إحصائيات|احصائيات|لاتاری|قرعه\s?کشی|آمار|הגרלה|לוטו|סטטיסטיק|ลอตเตอรี่|หวย"
    r"|สลากกินแบ่ง|สถิติ|ผลบอล|लॉटरी|आंकड़े|आँकड़े",
)

# A line of log or test output: a timestamp, a level, a stack frame, a test verdict.
LOG_LINE = re.compile(
    r"^\s*\[?(?:\d{4}-\d\d-\d\d[T ])?\d{1,2}:\d{2}:\d{2}|(?-i:\b(?:ERROR|WARN(?:ING)?|INFO|DEBUG"
    r"|TRACE|FATAL|CRITICAL|PASS|FAIL|PASSED|FAILED|SKIPPED)\b)|\[(?:error|warn|info|debug)\]|Traceback|Exception\b"
    r"|^\s*at\s+[\w$.<>]+\(|File\s+\"[^\"\n]*\",\s+line\s+\d"
    # a source file and its line: "app.py:42", "main.c(1338)", "backup.sh: line 41"
    r"|\w\.(?:java|py|js|ts|go|rb|cs|php|c|h|cc|cpp|rs|sh|pl|kt|swift)(?::\d|\(\d|:\s*line\s+\d)"
    # a program's message: "rsync error:", "backup: exit status 137", "make: ***"
    r"|(?-i:^\s*[a-z][\w./-]*(?::\s+|\s+)(?:error|warning|fatal|panic)\b)|^\s*[\w./-]+:\s+\*\*\*"
    r"|\bexit(?:ed)?\s+(?:with\s+)?(?:status|code)\s+\d"
    # a test runner's failure line ("E   AssertionError"), variables dumped ("code=1 token=x")
    r"|(?-i:^E {2,}\S)|\b\w+=\S+\s+\w+=|\[\w+=[^\]\s]+\]"
    r"|\b(?:exit|return|status|error|response|http)\s+code\b|\bassert\w*\b|\bexpected\b.*\b(?:got|received|but\s+was)\b"
    r"|(?:build|job|pipeline|run|workflow)\s*#?\s*\d"
    # "1842 passed, 3 failed": test verdict counts, in the extraction languages
    r"|\d\s+(?:passed|failed|skipped|errors?|bestanden|fehlgeschlagen|übersprungen|réussi\w*"
    r"|échou\w*|ignoré\w*|superad\w*|fallid\w*|omitid\w*|aprovad\w*|falhad\w*|ignorad\w*"
    r"|superat\w*|fallit\w*|saltat\w*|geslaagd|mislukt|overgeslagen|zaliczon\w*|nieudan\w*"
    r"|pominięt\w*|başarılı|başarısız|atlandı|atlanan|lulus|gagal|dilewati|пройден\w*"
    r"|провален\w*|пропущен\w*|успішн\w*|невдал\w*|пропущен\w*|đạt|thất\s+bại|bỏ\s+qua)\b"
    r"|\b(?:exit|return|status)\s*code\b|kod\s+wyjścia|code\s+de\s+sortie|c[oó]digo\s+de\s+sa[ií]da",
    re.IGNORECASE | re.MULTILINE,
)

# A card receipt: an authorisation / approval number there is the bank's, not the user's.
CARD_RECEIPT = words(
    r"receipt|card\s+(?:ending|number|no|holder|type|payment)|ending\s+in|visa|mastercard|amex"
    r"|card\s+[•*·xX]{2,}|refunded\s+to"
    r"|maestro|merchant|terminal|contactless|cardholder|beleg|kassenbon|kartenzahlung"
    r"|händler|reçu|ticket\s+de\s+caisse|commerçant|recibo|comprobante|comercio|comprovante"
    r"|estabelecimento|чек|квитанц\w*|fiş|slip|paragon|kassabon|ricevuta|scontrino|struk"
    r"|hóa\s+đơn|biên\s+lai"
    # a statement of account: balances and debits already booked
    r"|statement|balance|debit(?:ed)?|kontoauszug|kontostand|abbuchung|belastung|relevé|solde"
    r"|débit|extracto|saldo|cargo|extrato|débito|выписк\w*|баланс|списани\w*|виписк\w*"
    r"|списання|hesap\s+özeti|bakiye|harcama|wyciąg|obciążeni\w*|afschrift|afschrijving"
    r"|estratto\s+conto|addebito|mutasi\s+rekening|sao\s+kê|số\s+dư",
    r"ใบเสร็จ|रसीद|إيصال|رسید|קבלה|小票|收据|レシート|領収書|영수증|كشف\s?حساب|رصيد|صورتحساب"
    r"|מאזן|יתרה|รายการเดินบัญชี|ยอดคงเหลือ|बैलेंस|शेष\s?राशि|对账单|對帳單|余额|餘額|利用明細|残高"
    r"|잔액|거래\s?내역",
)
CARD_AUTH_LABEL = words(
    r"auth(?:ori[sz]ation)?\.?\s*(?:code|no\.?|number|#|id)|approval\s+(?:code|no\.?|number)"
    r"|appr\.?\s*code|autorisierungs(?:nummer|code)|genehmigungs(?:nummer|code)"
    r"|code\s+d['’]autorisation|n°\s*d['’]autorisation|c[oó]digo\s+de\s+autori[sz]aci[oó]n"
    r"|c[oó]digo\s+de\s+autoriza[cç][aã]o|n[uú]mero\s+de\s+autoriza\w*|codice\s+(?:di\s+)?"
    r"autorizzazione|kod\s+autoryzacji|onay\s+(?:no|kodu)|provizyon\s+(?:kodu|no)"
    r"|autorisatiecode|kode\s+otorisasi|код\s+авторизац\w*|mã\s+(?:chuẩn|cấp)\s+phép",
)

# Registration, tax and company numbers: a label before a number that is not a code.
REGISTRY_LABEL = words(
    r"steuernummer|steuer-?id|ust-?id(?:nr)?\.?|umsatzsteuer-?id\w*|handelsregister\w*"
    r"|registernummer|kvk(?:-?nummer)?|btw(?:-?nummer)?|rsin|partita\s+iva|p\.\s?iva"
    r"|vergi\s+(?:no|numarası|kimlik\s+no)|mersis\s+no|t\.c\.\s+kimlik\s+no|siret|siren"
    r"|numéro\s+(?:de\s+)?tva|cnpj|cpf|nif|cif|cuit|ruc|инн|огрн|кпп|єдрпоу|npwp"
    r"|mã\s+số\s+thuế|gstin|vat\s+(?:no|number|reg\w*|id)|company\s+(?:no|number|registration)"
    r"|registration\s+(?:no|number)|tax\s+(?:id|no|number)|abn|acn"
    r"|codice\s+fiscale|kod\s+pocztowy|c[oó]digo\s+postal"
    # "Código de identificación fiscal", "numéro d'identification fiscale": a tax number
    r"|(?:c[oó]digo|n[uú]mero|code|codice|num[ée]ro|kod|kode)\s+(?:de\s+|d['’]\s?|di\s+)?"
    r"identifica\w*\s+fiscal\w*|identifica\w*\s+fiscal\w*|steueridentifikationsnummer",
    r"الرقم\s?الضريبي|شماره\s?اقتصادی|שומה|เลขประจำตัวผู้เสียภาษี|पैन|जीएसटी",
)
# Upper-case registry acronyms that would be ordinary words in lower case ("Pan", "nip").
# Industry classification codes (APE/NAF, NACE, SIC, ATECO, CNAE, PKD, KBLI...) name an activity.
REGISTRY_ACRONYM = re.compile(
    r"(?<!\w)(?:NIP|REGON|KRS|PESEL|NIK|PAN|CIN|VKN|TCKN|MST|APE|NAF|NACE|SIC|NAICS|ATECO|CNAE"
    r"|PKD|KBLI|SBI|EORI|ОКВЭД|КВЕД|ОКПО|ЄДРПОУ)(?!\w)"
)

# "Not a code" phrases of these kinds, also kept from counting as code wording.
NOT_A_CODE_EXTRA = words(
    # A code word, then what kind of code: anti-phishing / anti-fraud (a phrase a service shows to
    # prove a mail is its own), or a program's exit or error code. (The look-ahead of first
    # letters spares the alternatives at most word starts.)
    r"(?=[ckкmpfaаoerhsç])(?:(?:code|c[oó]digo|codice|kod\w{0,3}|kode|код\w{0,2}|mã|phrase|frase)\s+(?:de\s+|di\s+)?"
    r"(?:anti-?\s?(?:phishing|fraud\w*|fraude|frode|hame[cç]onnage|scam)|antyphishing\w*"
    r"|антифи[шс]\w*|антифішинг\w*|chống\s+(?:lừa\s+đảo|phishing|giả\s+mạo)|anti-?penipuan"
    r"|sortie|retour|salida|sa[ií]da|retorno|errore?|erro|uscita|wyjścia|błędu|powrotu|keluar"
    r"|galat|kesalahan|выхода|возврата|ошибки|виходу|помилки|thoát|lỗi)"
    # The kind first: "anti-phishing code", "Anti-Phishing-Code", "exit code", "çıkış kodu".
    r"|(?:anti-?(?:phishing|fraud|scam)|antyphishing|антифишинг|антифішинг)\w*"
    r"(?:[\s-](?:code|phrase|word|kod\w{0,3}|kode|codice|mã|код\w{0,2}))?"
    r"|oltalama\s+(?:karşıtı|önleme)\s+kod\w*|(?:exit|return|status|error|response|http)[\s-]code"
    r"|(?:exited|returned|terminated|failed|quit)\s+with\s+(?:(?:status|exit|error)\s+)?code"
    r"|exitcode|afsluitcode|foutcode|(?:çıkış|hata)\s+kodu)",
    r"رمز\s?(?:مكافحة\s?)?(?:التصيد|الاحتيال)|کد\s?(?:ضد\s?)?فیشینگ|קוד\s?(?:נגד\s?|אנטי-?)פישינג"
    r"|รหัสป้องกัน(?:ฟิชชิ่ง|การหลอกลวง)|एंटी-?फ़?फिशिंग|防钓鱼|防釣魚|フィッシング対策|피싱\s?방지",
)

# A one-time phrase that names a confirmation ("confirmation code", "código de confirmación",
# "Bestätigungscode", "รหัสยืนยัน"), not a sign-in: in a travel booking it is the booking's.
CONFIRMATION_WORD = words(
    r"confirm\w*|bestätig\w*|best[aä]tigungs\w*|conferm\w*|bevestig\w*|potwierdz\w*|onay\w*"
    r"|konfirmasi|xác\s+nhận|подтвержд\w*|підтвердж\w*",
    r"تأكيد|تاكيد|تأ[يی]يد|تا[يی]يد|אישור|ยืนยัน|पुष्टि|确认|確認|확인",
)

# A travel booking: flights, hotels, seats, departures. A "confirmation code" there is the
# booking's reference (a PNR), not a code to type.
TRAVEL_BOOKING = words(
    r"flights?|itinerary|departs?|departure|arrival|boarding|check-?in|hotel|nights|seat|gate"
    r"|pnr|e-?ticket|booked|flug|abflug|ankunft|nächte|sitzplatz|gebucht|reiseplan|vol|départ"
    r"|arrivée|hôtel|nuits|siège|réservé\w*|itinéraire|vuelo|salida|llegada|noches|asiento"
    r"|reservad[oa]|itinerario|voo|partida|chegada|noites|assento|volo|partenza|arrivo|notti"
    r"|prenotat[oa]|vlucht|vertrek|aankomst|nachten|stoel|geboekt|wylot|przylot|noclegi?"
    r"|zarezerwowan\w*|uçuş|kalkış|varış|otel|koltuk|penerbangan|keberangkatan|kedatangan"
    r"|dipesan|chuyến\s+bay|khởi\s+hành|khách\s+sạn|рейс\w*|вылет|прил[её]т|отел\w*"
    r"|гостиниц\w*|забронирован\w*|виліт|приліт|готел\w*|заброньован\w*",
    r"رحلة|الرحلة|المغادرة|الوصول|فندق|الفندق|پرواز|هتل|טיסה|מלון|เที่ยวบิน|โรงแรม|उड़ान|होटल"
    r"|航班|酒店|飯店|入住|行程|ホテル|搭乗|チェックイン|항공편|호텔|체크인",
)

# "Enter this code", "use 2093 to approve": a call to type or use a code close before it.
CALL_TO_ACTION = words(
    r"enter|type|copy|paste|input|use|eingeben|gib|verwenden\s+sie|saisissez|entrez|utilisez"
    r"|ingresa|introduce|utiliza|usa|digite|insira|введите|используйте|girin|giriniz|kullanın"
    r"|wpisz|wprowadź|użyj|voer\s+\w+\s+in|gebruik|inserisci|immetti|masukkan|gunakan|введіть"
    r"|використовуйте|nhập|sử\s+dụng",
    r"กรอก|ใส่รหัส|दर्ज|أدخل|ادخل|وارد\s?[كک]ن[يی]د|הזן|הקלד|入力|输入|輸入|입력",
)

# One pass for the three kinds above that keep "code" from counting as code wording: which one
# matched is in the group ``backup`` or ``card_auth`` (neither: an anti-phishing or exit code).
NOT_A_CODE_SCAN = re.compile(
    f"(?P<backup>{BACKUP_CODES.pattern})|(?P<card_auth>{CARD_AUTH_LABEL.pattern})"
    f"|{NOT_A_CODE_EXTRA.pattern}",
    re.IGNORECASE,
)
