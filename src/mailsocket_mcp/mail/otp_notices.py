"""Mails whose numbers are never a code to type now, and the labels that name such numbers.

Features the code scorer (``extract_otp``) reads at the level of the whole mail:

* a **spent notice**: the mail's message is that a code was used ("Your sign-in code was just
  used on a new device") or has expired ("The code you requested has expired"), and no new code
  is issued. The old code it shows in a row of its own ("Code: 482913") is not the answer. A
  mail that issues a new one ("your previous code expired, here is a new one: ...") is not a
  notice, and the new code wins (:func:`names_a_new_code`);
* a **meeting invitation** (a meeting ID, a dial-in): its passcode and PINs are shared on
  purpose, never a sign-in code;
* a **list of code pairs** ("2708-4255" on one line, "4806-5537" on the next...): backup codes,
  never one code.

And the labels that name a number as a ticket, case, request, order or tracking number
(:data:`REFERENCE_LABEL`), in all extraction languages. Text is NFKC-normalised and stripped of
bidi and zero-width marks first.
"""

from __future__ import annotations

import re

from mailsocket_mcp.mail import extract_vocab as vocab
from mailsocket_mcp.mail import otp_signals as signals

__all__ = [
    "MEETING_ID_BEFORE",
    "MEETING_INVITATION",
    "REFERENCE_LABEL",
    "listed_pairs",
    "meeting_invitation",
    "names_a_new_code",
    "spent_notice",
]


# A statement that a code was used or has expired, as a notice says it: wider than
# ``otp_signals.CODE_SPENT`` (which judges one sentence around a number) because a notice's
# sentence names the code by a word ("your sign-in code"), not by its digits.
_SPENT_STATEMENT = vocab.words(
    r"(?:was|were|has\s+been|have\s+been|got)\s+(?:just\s+|already\s+|recently\s+)?used"
    r"|just\s+used|(?:has|have)\s+(?:just\s+)?expired|(?:is|was)\s+expired"
    r"|(?:wurde|wurden)\s+(?:\w+\s+){0,6}?(?:verwendet|benutzt|genutzt|eingelöst)"
    r"|(?:ist|sind)\s+abgelaufen"
    r"|(?:vient|viennent)\s+d['’]être\s+utilisé\w*|a\s+été\s+utilisé\w*|a\s+expiré"
    r"|se\s+(?:acaba\s+de\s+)?(?:us[óo]|utiliz[óo])|se\s+acaba\s+de\s+(?:usar|utilizar)"
    r"|(?:fue|ha\s+sido)\s+(?:usado|utilizado)|ha\s+(?:caducado|expirado)"
    r"|(?:acabou\s+de\s+ser|foi)\s+(?:usado|utilizado)|expirou"
    r"|(?:è|e)\s+stat[oa]\s+(?:appena\s+|già\s+)?(?:usat|utilizzat)\w|è\s+scadut\w"
    r"|(?:is|werd)\s+(?:zojuist\s+|net\s+|al\s+)?gebruikt|is\s+verlopen"
    r"|został\w?\s+(?:\w+\s+){0,2}?(?:użyt|wykorzystan)\w*|wygasł\w*"
    r"|kullanıldı(?!ğ)|süresi\s+(?:doldu|dolmuş\w*)"
    r"|(?:baru\s+saja|telah|sudah)\s+(?:di(?:gunakan|pakai)|kedaluwarsa|kadaluarsa)"
    r"|(?:был|была|было|были|уже)\s+(?:\w+\s+){0,3}?использован\w*|ист[её]к"
    r"|(?:було|був|була|вже)\s+(?:\w+\s+){0,3}?використан\w*|минув|сплив"
    r"|(?:vừa|đã)\s+(?:được\s+)?(?:sử\s+dụng|dùng)|đã\s+hết\s+hạn"
    # "just used": Russian, Ukrainian
    r"|только\s+что\s+(?:был\w*\s+)?использован\w*|щойно\s+(?:було\s+)?використан\w*"
    r"|(?<!не\s)(?:просрочен|прострочен)\w*"
    # Russian and Ukrainian said otherwise, Portuguese, Czech, Swedish, Malay
    r"|использовал\w*|(?:срок|термін)\s+(?:\w+\s+){0,4}?(?:закончил|закінчи)\w*"
    r"|(?:больше\s+не|уже\s+не)\s+действ\w*|недействител\w*|недійсн\w*|застар\w*"
    r"|(?:está|estava|foi)\s+expirad[oa]|já\s+(?:foi|está)\s+(?:usad|utilizad|expirad)[oa]"
    r"|já\s+não\s+é\s+válid[oa]"
    r"|(?:byl|byla|bylo|již|už)\s+(?:\w+\s+){0,2}?použit\w*|vypršel\w*|expiroval\w*"
    r"|(?:již|už)\s+není\s+platn\w*"
    r"|(?:har|hade)\s+(?:redan\s+|just\s+)?(?:använts|gått\s+ut|löpt\s+ut|upphört\s+att\s+gälla)"
    r"|redan\s+använd\w*|är\s+(?:inte\s+längre\s+giltig|ogiltig)"
    r"|(?:telah|sudah)\s+tamat(?:\s+tempoh)?|tamat\s+tempoh|tidak\s+lagi\s+sah",
    r"(?<!ي)تم\s?استخدام|انتهت\s?صلاحي|استُخدِ?م|(?:استخدم|استعمل)\S{0,2}\s(?:\S+\s){0,4}?للتو"
    r"|استفاده\s?شد|به\s?[كک]ار\s?رفت|منقضی\s?شد|נוצל|שומש|(?<!\S)שימש|נעשה\s?שימוש"
    r"|(?<!\S)פג(?!\w)|(?:उपयोग|इस्तेमाल)\s?(?:हुआ|हो\s?चुका)"
    r"|ถูกใช้|ใช้ไปแล้ว|หมดอายุแล้ว|(?:उपयोग|इस्तेमाल)\s?किया\s?गया|समाप्त\s?हो\s?(?:गई|गया|चुकी|चुका)"
    r"|使用されました|使われました|期限切れ|有効期限が切れ|사용되었|사용됐|만료되었|만료됐"
    r"|使用済み?|(?:既に|すでに)使用|失効し|無効にな|이미\s?사용|만료됨"
    r"|유효\s?(?:시간|기간)이\s?(?:지났|만료|끝났)"
    r"|被使用|已(?:经|經)?(?:使用|过期|過期|失效|被使用)|被用(?:于|於|来|來)|(?:刚刚|剛剛|刚|剛)(?:被)?使用",
)
# "Your previous code has expired": said of another code, so the mail carries a new one.
_PREVIOUS = vocab.words(
    r"previous|earlier|older|old|former|other|vorherige\w*|frühere\w*|alte\w*|précédent\w*"
    r"|ancien\w*|anterior\w*|antig\w*|precedent\w*|vecchi\w*|vorige|eerdere|oude|poprzedni\w*"
    r"|wcześniejsz\w*|stary|önceki|eski|sebelumnya|lama|предыдущ\w*|прежн\w*|стар\w*"
    r"|попередн\w*|трước|cũ"
    r"|předchozí\w*|dřívější\w*|starý|tidigare|gamla|föregående|sebelum\s+ini"
    r"|terdahulu",
    r"السابق|قبلی|הקודם|ก่อนหน้า|पिछल|以前的|之前的|旧的|舊的|以前の|前回の|古い|이전|기존",
)
_SENTENCE_EDGE = re.compile(r"[.!?。！？।؟۔\n]")
_SENTENCE_REACH = 160

# "Here is your new code", "neuer Code", "رمز جديد": the code that follows is fresh.
_NEW_CODE = vocab.words(
    r"new\s+(?:\w+\s+)?(?:code|one|pin|otp|password)|fresh\s+(?:code|one)|replacement\s+code|instead"
    r"|neue[rnms]?\s+(?:\w+\s+)?\w*(?:code|pin)|nouveau(?:\s+code)?|nouvel\w*"
    r"|nuev[oa](?:\s+c[oó]digo)?|c[oó]digo\s+nuevo|nov[oa](?:\s+c[oó]digo)?|c[oó]digo\s+novo"
    r"|nuov[oa](?:\s+codice)?|codice\s+nuovo|nieuwe\s+\w*code|now\w+\s+kod\w*|yeni\s+(?:bir\s+)?kod"
    r"|kode\s+baru|нов\w+\s+(?:\w+\s+)?код\w*|код\w*\s+нов\w*|mã\s+(?:\w+\s+)?mới"
    r"|nov[ýá]\s+(?:\w+\s+)?kód\w*|nya\s+(?:\w+\s+)?kod\w*|kod\s+baharu",
    r"رمز\s?(?:ال)?جديد|رمزًا\s?جديدًا|[كک]د\s?جد[يی]د|קוד\s?(?:ה)?חדש|รหัสใหม่|नया\s?कोड"
    r"|新的|新验证码|新驗證碼|新しい(?:認証)?コード|새\s?(?:인증\s?)?코드|새로운\s?코드",
)
# "Please request a new one": asks for a new code rather than giving it.
_REQUEST_BEFORE = vocab.words(
    r"request|ask\s+for|get|obtain|anfordern|fordern\s+sie|demande[rz]?|solicit\w*|pid\w*"
    r"|richied\w*|aanvragen|vraag|poproś|popro\w*|talep\s+edin|isteyin|minta|mintalah"
    r"|запрос\w*|запросіть|yêu\s+cầu",
    r"اطلب|طلب|درخواست|לבקש|בקש|ขอ|मांग|अनुरोध|요청|获取|獲取|申请|申請|リクエスト|再発行",
)

# A meeting invitation: its passcode, PIN or ID is shared on purpose.
MEETING_INVITATION = vocab.words(
    r"meeting\s+(?:id|number)|webinar[\s-]id|conference\s+id|join\s+(?:the\s+|our\s+)?(?:zoom\s+"
    r"|teams\s+|webex\s+|google\s+meet\s+)?(?:meeting|webinar)|dial[- ]in|one\s+tap\s+mobile"
    r"|join\s+by\s+phone"
    r"|besprechungs-?id|meeting-?id|konferenz-?id|einwahl\w*"
    r"|id\s+de\s+(?:la\s+)?(?:réunion|reunión|conferencia|conférence)|id\s+da\s+reunião"
    r"|id\s+(?:della\s+)?riunione|идентификатор\s+(?:конференции|встречи|конференції|зустрічі)"
    r"|id\s+(?:конференции|конференції|встречи|зустрічі)|toplantı\s+(?:kimliği|id)"
    r"|identyfikator\s+spotkania|id\s+spotkania|vergader-?id|id\s+rapat|id\s+cuộc\s+họp"
    r"|mã\s+cuộc\s+họp"
    # "Join the meeting": a join verb and a meeting, in the other extraction languages
    r"|(?:besprechung|meeting)\s+beitreten|(?:rejoindre|participer\s+à)\s+la\s+réunion"
    r"|unirse\s+a\s+la\s+reuni[oó]n|(?:entrar|participar)\s+(?:na|da)\s+reunião"
    r"|partecipa(?:re)?\s+alla\s+riunione|deelnemen\s+aan\s+(?:de\s+)?vergadering"
    r"|dołącz\w*\s+do\s+spotkania|toplantıya\s+katıl\w*|(?:bergabung|gabung)\s+(?:ke|dengan\s+)?rapat"
    r"|tham\s+gia\s+cuộc\s+họp|(?:присоедин|подключ)\w+\s+к\s+(?:конференции|встрече)"
    r"|приєдна\w+\s+до\s+(?:наради|зустрічі|конференції)",
    r"会议号|會議號|会议\s?ID|會議\s?ID|ミーティング\s?ID|会議\s?ID|회의\s?ID|معرف\s?الاجتماع"
    r"|شناسه\s?جلسه|מזהה\s?(?:ה)?פגישה|รหัสการประชุม|ID\s?การประชุม|मीटिंग\s?आईडी"
    r"|(?:الانضمام|انضم)\s?إلى\s?الاجتماع|پیوستن\s?به\s?جلسه|جلسه\s?(?:را\s?)?بپیوندید"
    r"|הצטר(?:פות|ף)\s?לפגישה|เข้าร่วมการประชุม|मीटिंग\s?में\s?शामिल|加入(?:会议|會議)"
    r"|(?:ミーティング|会議)に参加|회의\s?(?:에\s?)?참가"
    # A one-tap dial-in: a phone number, two pauses and the meeting's ID ("+44 20...,,865953#"),
    # and a meeting ID as the services write it: "ID: 865 9534 8218"
    r"|,,\d{6,}#|(?-i:ID)\s?:\s?\d{3}\s\d{3,4}\s\d{3,4}",
)

_MEETING_SIGNALS = 2


def meeting_invitation(sources: list[str]) -> bool:
    """True when the mail reads as a meeting invitation: two different signs of one (a join
    call, a meeting ID, a dial-in), not a sign-in mail that says "before you join the meeting"."""
    seen: set[str] = set()
    for text in sources:
        for m in MEETING_INVITATION.finditer(text):
            seen.add("".join(char for char in m.group().lower() if char.isalpha()))
            if len(seen) >= _MEETING_SIGNALS:
                return True
    return False


# A meeting's ID as the services write it ("Webinar ID: 881 0244 1190", "ID du webinaire :
# 881 0244 1190", "Идентификатор конференции: 881 0244 1190"): a passcode right after one, on
# its line or the next, is that meeting's.
MEETING_ID_BEFORE = re.compile(
    r"(?:(?<![\w-])ID\b|identifi\w*|идентификатор\w*|ідентифікатор\w*|kimli\w*|معرف|شناسه|מזהה)"
    r"[^\n\d]{0,30}?\d{3}[ \u00a0]\d{3,4}[ \u00a0]\d{3,4}(?!\d)[^\n]*\n?[^\n]*$",
    re.IGNORECASE,
)


# "Ticket number", "Vorgangsnummer", "Номер заявки", "شماره درخواست": the number after it is a
# ticket, case, request, order or tracking reference. A number word after a code word ("code
# number", "認証番号") is not one: the keyword beside it ends at the same place and wins.
REFERENCE_LABEL = vocab.words(
    r"ticket|case|request|incident|claim|complaint|inquiry|enquiry|application|submission"
    r"|(?<!code\s)(?<!pin\s)(?<!otp\s)number"
    r"|ticketnummer|fallnummer|aktenzeichen|anfrage\w*|antrag\w*|meldung\w*|reklamation\w*"
    r"|\w*(?:vorgangs|auftrags|bestell?|sendungs|kunden|referenz|anfrage|ticket|fall|antrags"
    r"|melde|dossier|zaak|aanvraag|referentie|klant|meldings|order|track)nummer"
    r"|numéro(?:\s+de)?|demande|requête|réclamation|dossier"
    r"|n[uú]mero(?:\s+d[eoa])?|incidencia|solicitud|expediente|chamado|solicita[cç][aã]o"
    r"|protocolo|numero|pratica|richiesta|segnalazione"
    r"|numer|zgłoszeni\w*|sprawy|wniosku|talep|başvuru|kayıt|numarası|nomor|permintaan|kasus"
    r"|номер|заявк\w*|обращени\w*|запрос\w*|тикет\w*|звернен\w*|запит\w*"
    r"|mã\s+(?:yêu\s+cầu|hỗ\s+trợ|phiếu|hồ\s+sơ|tra\s+cứu)|yêu\s+cầu(?:\s+hỗ\s+trợ)?|số\s+(?:phiếu"
    r"|yêu\s+cầu|hồ\s+sơ)|phiếu\s+hỗ\s+trợ",
    r"رقم|تذكرة|التذكرة|بلاغ|شكوى|شماره|تیکت|پیگیری|מספר|פנייה|הפנייה|หมายเลข|เลขที่|คำขอ"
    r"|(?:टिकट|अनुरोध|शिकायत|केस|संदर्भ|ऑर्डर|ट्रैकिंग)\s?(?:संख्या|नंबर|आईडी)"
    r"|工单|工單|单号|單號|编号|編號|受理号|案例号|問い合わせ番号|受付番号|チケット番号|案件番号"
    r"|申請番号|管理番号|문의\s?번호|접수\s?번호|티켓\s?번호|요청\s?번호|케이스\s?번호",
)

# "2708-4255": two groups of digits joined by a hyphen, as backup codes are often written.
_PAIR = re.compile(r"(?<![\w-])(\d{3,5})-(\d{3,5})(?![\w-])")
_LIST_SIZE = 3


def spent_notice(sources: list[str]) -> bool:
    """True when the mail says a code was used or has expired and gives no new one."""
    for text in sources:
        for statement in _SPENT_STATEMENT.finditer(text):
            if _about_this_mails_code(text, statement.start(), statement.end()):
                return True
    return False


def _about_this_mails_code(text: str, start: int, end: int) -> bool:
    lo = max(0, start - _SENTENCE_REACH)
    edges = list(_SENTENCE_EDGE.finditer(text, lo, start))
    sentence_start = edges[-1].end() if edges else lo
    edge = _SENTENCE_EDGE.search(text, end, end + _SENTENCE_REACH)
    sentence_end = edge.start() if edge else min(len(text), end + _SENTENCE_REACH)
    before = text[sentence_start:start]
    sentence = text[sentence_start:sentence_end]
    if signals.CONDITIONAL.search(before[-40:]) or _PREVIOUS.search(sentence):
        return False  # "if the code has expired", "your previous code expired"
    return bool(vocab.CODE_WORDS.search(sentence) or vocab.STRONG_CODE_PHRASES.search(sentence))


def names_a_new_code(before: str) -> bool:
    """True when the words before a code, in its sentence, say it is a new one."""
    for m in _NEW_CODE.finditer(before):
        if not _REQUEST_BEFORE.search(before, max(0, m.start() - 24), m.start()):
            return True
    return False


def listed_pairs(text: str) -> frozenset[str]:
    """The pair-shaped codes ("2708-4255") that stand in a list of three or more different
    ones of the same shape: a list of backup codes, as the digits a user would type."""
    shapes: dict[tuple[int, int], set[str]] = {}
    for m in _PAIR.finditer(text):
        shapes.setdefault((len(m.group(1)), len(m.group(2))), set()).add(m.group(1) + m.group(2))
    listed = [codes for codes in shapes.values() if len(codes) >= _LIST_SIZE]
    return frozenset().union(*listed) if listed else frozenset()
