"""The current mail's own text, without the earlier mail it quotes or forwards.

A code or link in a quoted reply, a forwarded mail or a signature block is not this mail's: the
person reading it did not get that code now. Lines are read once, top to bottom:

- ``>``-quoted lines are dropped, with the "On ... wrote:" line that introduces them (in every
  language the extractor reads: "Am ... schrieb", "Le ... a écrit", "... написал", "... 写道"...);
- a forward or original-message separator ("---------- Forwarded message ---------",
  "-----Original Message-----", "Begin forwarded message:", and their translations) or a
  quoted mail's header block ("From:", "Sent:"/"Date:" and "Subject:" lines together, in any
  order, as Outlook, Thunderbird and Apple Mail write them in their languages) ends the current
  mail;
- inline PGP armour is unwrapped: the signature block is dropped, as are the "BEGIN PGP SIGNED
  MESSAGE" header and the dash escapes of the signed text.

Pure and linear in the input.
"""

from __future__ import annotations

import re

__all__ = ["current_text"]

_HEADER_WINDOW = 6
_OPENS_ATTRIBUTION = re.compile(r"\s*(?:on|am|le|el|em|il|op|в|w|\d)", re.IGNORECASE)
_WROTE = re.compile(
    r"(?:\bwrote|\bschrieb|a\s+écrit|escribió|escreveu|ha\s+scritto|\bschreef|\bskrev"
    r"|написала?|написал\(а\)|\bпишет|\bпише|написав|napisała?|napisał\(a\)|yazdı"
    r"|\bmenulis|đã\s+viết|كتب|כתב(?:ה|/ה)?|เขียน(?:ว่า)?|ने\s+लिखा|نوشت|写道|寫道"
    r"|のメッセージ|は書きました|님이\s*작성|작성)\s*[:：]\s*$",
    re.IGNORECASE,
)
_FORWARD_WORDS = (
    r"forward|weiterge|réexpédi|reenvia|reencaminh|encaminhad|inoltr|doorgestuurd|переадрес"
    r"|пересл|przekaz|iletilen|diteruskan|chuyển\s+tiếp|توجيه|הועבר|ส่งต่อ|अग्रेषित|بازارسال"
    r"|transf[ée]r[ée]|reenvi|yönlendiril"
    r"|هدایت|转发|轉寄|転送|전달"
)
_ORIGINAL_WORDS = (
    r"original|ursprüngliche|d'origine|originale|oorspronkelijk|исходное|вихідне|оригінальн"
    r"|oryginaln|orijinal|özgün|asli|gốc|الأصلية|מקורית|ต้นฉบับ|मूल|اصلی|原始|原本|元の|원본"
)
_MESSAGE_WORDS = (
    r"message|nachricht|mensaje|mensagem|messaggio|bericht|сообщени|повідомлен|wiadomo|ileti"
    r"|pesan|thư|رسالة|הודעה|ข้อความ|संदेश|پیام|邮件|郵件|メッセージ|메시지"
)
_FRAMED = re.compile(r"^\s*(?:-{2,}|_{2,}|={2,}).{3,100}?(?:-{2,}|_{2,}|={2,})\s*$")
_ENDS_WITH_COLON = re.compile(r"^.{3,100}[:：]\s*$")
_FORWARD = re.compile(_FORWARD_WORDS, re.IGNORECASE)
_FORWARD_OR_ORIGINAL = re.compile(f"{_FORWARD_WORDS}|{_ORIGINAL_WORDS}", re.IGNORECASE)
_MESSAGE = re.compile(_MESSAGE_WORDS, re.IGNORECASE)
_HEADER = r"\s*[*\u200e\u200f]*\s*{}\s*[*\u200e\u200f]*\s*[:：]"
_FROM_LINE = re.compile(
    _HEADER.format(
        r"(?:from|von|de|da|van|от|від|od|kimden|gönderen|dari|từ|发件人|寄件者|差出人"
        r"|보낸\s*사람|من|מאת|จาก|از|प्रेषक)"
    ),
    re.IGNORECASE,
)
_SENT_LINE = re.compile(
    _HEADER.format(
        r"(?:sent|date|gesendet|datum|envoyé|enviado(?:\s+el)?|fecha|data|inviato|verzonden"
        r"|отправлено|дата|надіслано|wysłano|gönderildi|tarih|dikirim|tanggal|đã\s+gửi|ngày"
        r"|发送时间|時間|日期|送信日時|日付|보낸\s*날짜|날짜|أُرسل|ارسل|التاريخ|נשלח|תאריך|ส่ง|วันที่"
        r"|ارسال|تاریخ|भेजा\s+गया|दिनांक)"
    ),
    re.IGNORECASE,
)
_SUBJECT_LINE = re.compile(
    _HEADER.format(
        r"(?:subject|betreff|objet|sujet|asunto|assunto|oggetto|onderwerp|тема|temat|konu|perihal"
        r"|subjek|chủ\s+đề|主题|主旨|件名|제목|الموضوع|נושא|เรื่อง|موضوع|विषय)"
    ),
    re.IGNORECASE,
)
_PGP_BEGIN_SIGNATURE = "-----BEGIN PGP SIGNATURE-----"
_PGP_END_SIGNATURE = "-----END PGP SIGNATURE-----"
_PGP_SIGNED = "-----BEGIN PGP SIGNED MESSAGE-----"
_PGP_MESSAGE = "-----BEGIN PGP MESSAGE-----"
_PGP_END_MESSAGE = "-----END PGP MESSAGE-----"


def current_text(text: str) -> str:
    """``text`` without quoted, forwarded and signature lines (see the module's docstring)."""
    lines = text.split("\n")
    kept: list[str] = []
    skipping_until: str | None = None  # the armour line that ends a dropped PGP block
    in_signed_header = False
    for index, line in enumerate(lines):
        stripped = line.strip()
        if skipping_until is not None:
            if stripped == skipping_until:
                skipping_until = None
            continue
        if in_signed_header:  # "Hash: SHA256" lines up to the first blank one
            in_signed_header = bool(stripped)
            continue
        if stripped == _PGP_SIGNED:
            in_signed_header = True
            continue
        if stripped == _PGP_BEGIN_SIGNATURE:
            skipping_until = _PGP_END_SIGNATURE
            continue
        if stripped == _PGP_MESSAGE:
            skipping_until = _PGP_END_MESSAGE
            continue
        if stripped.startswith(">") or stripped.startswith("&gt;"):
            if kept and _wrote(kept[-1]):
                _drop_attribution(kept)
            continue
        if _may_separate(line) and (_separator(line) or _header_block(lines, index)):
            break
        if line.startswith("- "):  # PGP's dash escape (RFC 4880 7.1); harmless elsewhere
            line = line[2:]
        kept.append(line)
    if kept and _wrote(kept[-1]):
        _drop_attribution(kept)
    return "\n".join(kept)


def _wrote(line: str) -> bool:
    """An "On ... wrote:" line. It ends with a colon, which is cheap to see first: searching a
    long line (one rendered paragraph) for every language's wording costs a pass per word."""
    return line.rstrip().endswith((":", "：")) and bool(_WROTE.search(line))


def _may_separate(line: str) -> bool:
    """A cheap first look, so most lines cost no regular expression."""
    return ":" in line or "：" in line or "--" in line or "__" in line or "==" in line


def _separator(line: str) -> bool:
    """ "-----Original Message-----", "---------- Forwarded message ---------", "Begin forwarded
    message:" and their translations."""
    if _FRAMED.match(line):
        return bool(_FORWARD_OR_ORIGINAL.search(line) and _MESSAGE.search(line))
    if _ENDS_WITH_COLON.match(line):
        return bool(_FORWARD.search(line) and _MESSAGE.search(line))
    return False


_HEADER_LINES = (_FROM_LINE, _SENT_LINE, _SUBJECT_LINE)


def _header_block(lines: list[str], index: int) -> bool:
    """True when ``lines[index]`` opens an earlier mail's header block: a "From:", "Date:" or
    "Subject:" line with the other two among the next few lines, in any order."""
    first = next((h for h in _HEADER_LINES if h.match(lines[index])), None)
    if first is None:
        return False
    window = lines[index + 1 : index + 1 + _HEADER_WINDOW]
    others = [header for header in _HEADER_LINES if header is not first]
    return all(any(header.match(line) for line in window) for header in others)


def _drop_attribution(kept: list[str]) -> None:
    """Drop the "On <date>, <name> wrote:" line, and its first half when the client wrapped it."""
    last = kept.pop()
    if kept and kept[-1].strip() and len(kept[-1]) < 120 and not _opens_attribution(last):
        kept.pop()


def _opens_attribution(line: str) -> bool:
    return bool(_OPENS_ATTRIBUTION.match(line))
