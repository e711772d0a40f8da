"""How long a code stays valid, when the mail says so: "valid for 10 minutes" -> 600.

A duration counts when an expiry word stands close to it ("valid", "expires", "gültig",
"expira", "有效", "geçerli", "ważny", "berlaku", "ใช้ได้", "मान्य", "صالح", "בתוקף"...): a
duration alone ("we answered in 2 days") says nothing about the code. Of several, the one
closest to the code wins.
"""

from __future__ import annotations

import re

__all__ = ["expiry_seconds"]

_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_ONE = r"an?|one|une?|una?|uma?|eine[rmn]?|один|одн[уа]|bir|jedn[aąe]|één|satu|một|หนึ่ง|एक"
_UNITS = (
    r"(?P<s>seconds?|secs?|sekunden?|secondes?|segundos?|секунд\w*|saniye|sekund\w*|seconden"
    r"|secondi|detik|giây|秒|초|วินาที|सेकंड|ثوان\w*|ثانية|ثان[يی]ه|שניות)"
    r"|(?P<m>minutes?|mins?|minuten?|minutos?|минут\w*|dakika\w*|minut\w*|minuti|menit|хвилин\w*"
    r"|phút|分钟|分鐘|分間|分|분|นาที|मिनट|دقائق|دقيقة|دق[يی]قه|דקות|דקה)"
    r"|(?P<h>hours?|hrs?|stunden?|heures?|horas?|час\w*|saat\w*|godzin\w*|uur|ore|ora|jam"
    r"|годин\w*|giờ|小时|小時|時間|시간|ชั่วโมง|घंटे|घंटा|ساعات|ساعة|ساعت|שעות|שעה)"
    r"|(?P<d>days?|tage?n?|jours?|d[ií]as?|дн\w*|день|gün|dni|dzień|dagen|dag|giorni|giorno|hari"
    r"|днів|ngày|天|日間|일|วัน|दिन|أيام|يوم|روز|ימים|יום)"
)
# The unit may follow the number unspaced (CJK, Thai) or after a hyphen ("10-minute").
_DURATION = re.compile(
    rf"(?<![\w.])(?!(?<=\d,)\d{{3}})(?P<n>\d{{1,3}}|{_ONE})\s?-?\s?(?:{_UNITS})(?![a-zA-Z])",
    re.IGNORECASE,
)
_EXPIRY_WORDS = re.compile(
    r"valid|expir\w*|within|next|lasts?|gültig\w*|läuft|abl[äa]uf\w*|verf[äa]llt|innerhalb"
    r"|valable|dans\s+les|pendant|v[aá]lid[oa]|caduca|vence|durante|dentro|pr[oó]xim[oa]s"
    r"|действ\w*|истека\w*|течение|有效|有効|失效|期限|以内|内|유효|만료|이내|동안|geçerli\w*"
    r"|içinde|ważn\w*|wygaś\w*|ciągu|przez|geldig|verloopt|binnen|scade|entro|berlaku"
    r"|kedaluwarsa|selama|дійсн\w*|сплив\w*|протягом|hiệu\s+lực|hết\s+hạn|trong|ใช้ได้|หมดอายุ"
    r"|ภายใน|มีอายุ|मान्य|समाप्त|भीतर|صالح|صلاحي|خلال|ينتهي|معتبر|منقضی|בתוקף|תוקף|יפוג|תוך",
    re.IGNORECASE,
)
_NEAR = 40  # characters between an expiry word and its duration, either side
_REACH = 600  # how far from the code a duration may stand


def expiry_seconds(text: str, start: int, end: int) -> int | None:
    """Return the validity the mail states closest to ``text[start:end]``, in seconds, or None."""
    window_start = max(0, start - _REACH)
    best: tuple[int, int] | None = None
    for m in _DURATION.finditer(text, window_start, min(len(text), end + _REACH)):
        before = text[max(0, m.start() - _NEAR) : m.start()]
        after = text[m.end() : m.end() + _NEAR]
        if not (_EXPIRY_WORDS.search(before) or _EXPIRY_WORDS.search(after)):
            continue
        distance = start - m.end() if m.end() <= start else m.start() - end
        count = int(m.group("n")) if m.group("n").isdigit() else 1
        unit = next(key for key in _SECONDS if m.group(key))
        if count and (best is None or abs(distance) < best[0]):
            best = (abs(distance), count * _SECONDS[unit])
    return None if best is None else best[1]
