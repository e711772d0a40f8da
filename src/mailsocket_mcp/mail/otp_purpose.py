"""Sentences whose code words offer no code to type: what a mail says ABOUT codes.

A code word does not always hand the reader a code. Two kinds of sentence speak of a code the
mail does not give:

* a **change notice**: "The PIN code for your card was changed at a cash machine", "Ihr
  Passwort wurde geändert", "your security code (the one you set) was changed today". The code
  words of such a sentence name a secret the reader already has: they are no evidence of a code
  anywhere in the mail (:func:`changed_sentences`);
* a **warning**: "We will never ask for your sign-in code", "Wir werden Sie niemals nach einer
  TAN fragen", "Nigdy nie prosimy o kod". Its code words may speak of a code shown just before
  the warning ("482913. We will never ask you for this code"), but they introduce nothing after
  them and say nothing of what the mail is for (:func:`warning_sentences`).

The scorer (``extract_otp``) asks for the spans of these sentences only in a part that has code
words at all. All extraction languages; the text is NFKC-normalised and stripped of bidi and
zero-width marks first.
"""

from __future__ import annotations

import re

from mailsocket_mcp.mail.extract_vocab import words

__all__ = ["PURPOSE_WORDS", "changed_sentences", "warning_sentences"]

# "was changed", "has been reset", "have not changed": a secret changed (or, as a notice says,
# did not), in all extraction languages.
_CHANGED = words(
    r"(?:was|were|has|have|had)(?:\s+not|n['’]t)?\s+(?:just\s+|recently\s+|successfully\s+|been\s+)*"
    r"(?:changed|reset|modified)"
    r"|(?:wurde|wurden|ist|sind)\s+(?:[\w.:]+\s+){0,6}?(?:geändert|aktualisiert|zurückgesetzt|ersetzt)"
    r"|(?:a|ont)\s+été\s+(?:modifié|changé|réinitialisé|mis\s+à\s+jour)\w*"
    r"|(?:ha|han|fue|fueron)\s+(?:sido\s+)?(?:cambiad|modificad|restablecid|actualizad)[oa]s?"
    r"|se\s+(?:ha\s+)?(?:cambi[óo]|modific[óo]|restableci[óo])"
    r"|(?:foi|foram)\s+(?:alterad|modificad|redefinid|atualizad)[oa]s?"
    r"|(?:è|e|sono)\s+stat[oaie]\s+(?:modificat|cambiat|reimpostat|aggiornat)[oaie]"
    r"|(?:is|zijn|werd)\s+(?:\w+\s+){0,3}?(?:gewijzigd|veranderd|gereset|bijgewerkt)"
    r"|został\w?\s+(?:\w+\s+){0,2}?(?:zmienion|zresetowan|zaktualizowan)\w*"
    r"|değiştiril(?:di|miştir)|sıfırlandı|güncellendi"
    r"|(?:telah|sudah|berhasil)\s+(?:di)?(?:ubah|ganti|reset|perbarui)\w*"
    r"|(?:был\w?|было)\s+(?:\w+\s+){0,2}?(?:изменен|сброшен|обновлен)\w*|изменён\w*|изменен[аоы]?"
    r"|(?:був|була|було)\s+(?:\w+\s+){0,2}?(?:змінен|скинут|оновлен)\w*|змінено"
    r"|đã\s+(?:được\s+)?(?:thay\s+đổi|đổi|đặt\s+lại|cập\s+nhật)",
    r"تم\s?(?:تغيير|تعديل|إعادة\s?تعيين)|تغ[يی][يی]ر\s?(?:کرد|[يی]افت)|(?<!\S)שונה|עודכן|אופס"
    r"|ถูกเปลี่ยน|เปลี่ยนแล้ว|(?:बदल|बदला)\s?(?:दिया\s?)?(?:गया|गई)"
    r"|已(?:被)?(?:更改|修改|变更|變更|重置|更新)|変更されました|リセットされました"
    r"|변경되었|변경됐|재설정되었",
)

# "to approve", "to reset", "to continue", "to pay": what a code is typed for, besides signing
# in, verifying and confirming (the code scorer's context words); and "do not share it", said
# of a secret; in all extraction languages.
PURPOSE_WORDS = words(
    r"(?:do\s+not|don['’]t|never)\s+share|nicht\s+weitergeben|ne\s+(?:le\s+)?partagez"
    r"|no\s+lo\s+compartas|não\s+(?:o\s+)?compartilhe|non\s+condividerlo|nie\s+udostępniaj\w*"
    r"|paylaşmayın|jangan\s+(?:di)?bagikan|не\s+(?:сообщайте|передавайте|повідомляйте)"
    r"|không\s+chia\s+sẻ|deel\s+(?:deze|hem|het)\s+niet"
    r"|approve|reset|continue|proceed|complete|pay|freigeben|zurücksetzen|fortfahren|fortzufahren"
    r"|bezahlen|approuver|réinitialiser|continuer|payer|valider|aprobar|restablecer|continuar"
    r"|pagar|aprovar|redefinir|approvare|reimpostare|continuare|pagare|goedkeuren|doorgaan"
    r"|betalen|zatwierdź|zatwierdzić|zresetuj\w*|resetu|kontynuuj\w*|zapłać|zapłacić|potwierdź\w*"
    r"|hasło|hasła|onayla\w*|sıfırla\w*|devam\s+et\w*|setujui|atur\s+ulang|lanjutkan|bayar"
    r"|одобр\w*|сброс\w*|продолж\w*|оплатит\w*|схвал\w*|скину\w*|продовж\w*|оплатит\w*"
    r"|phê\s+duyệt|đặt\s+lại|tiếp\s+tục",
    r"请勿|請勿|共有しないで|教えないで|공유하지|알려주지|لا\s?تشارك|אל\s?תשתפ|อย่าบอก|อย่าแชร์"
    r"|साझा\s?न|批准|重置|继续|繼續|支付|承認|リセット|続行|승인|재설정|계속|อนุมัติ|รีเซ็ต|ดำเนินการต่อ"
    r"|स्वीकृत|रीसेट|الموافقة|إعادة\s?تعيين|متابعة|بازنشانی|ادامه|לאשר|איפוס|להמשיך",
)

# "never ... ask": a never word, then within its sentence a verb of asking for (or of giving
# away) a code, in all extraction languages.
_NEVER = words(
    r"never|niemals|jamais|nunca|mai|nooit|nigdy|asla|tidak\s+pernah|никогда|ніколи"
    r"|không\s+bao\s+giờ|will\s+not\s+ever|won['’]t\s+ever",
    r"أبدًا|أبدا|هرگز|לעולם\s?לא|אף\s?פעם|ไม่เคย|ไม่มีวัน|कभी\s?(?:भी\s?)?नहीं|绝不|絶不|决不|決不|从不|從不"
    r"|決して|絶対に|절대",
)
_ASKS = words(
    r"ask\w*|request\w*|call|email|e-mail|text|fragen|anfordern|bitten|erfragen|demander"
    r"|demandera|solliciter|pedir\w*|pediremos|solicitar\w*|solicitaremos|chieder\w*|vragen"
    r"|vraagt|vraag|prosić|prosimy|pytać|pytamy|podawaj\w*|isteme\w*|istemez|sormaz|sor\w*"
    r"|meminta|menanyakan|просить|попросим|запрашива\w*|спрашива\w*|просити|попросимо|запитува\w*"
    r"|yêu\s+cầu|hỏi|share|give|teilen|weitergeben|communiquer|partager|compartir|condividere"
    r"|delen|udostępniaj\w*|paylaş\w*|bagikan|сообщать|сообща\w*|повідомля\w*|chia\s+sẻ",
    r"يطلب|نطلب|سنطلب|نسأل|درخواست|نمی\s?خواه|מבקש|נבקש|נשאל|ขอ|ถาม|मांग|पूछ|要求|索取|询问|詢問"
    r"|求め|お尋ね|お聞き|요청|묻|요구",
)
_EDGE = re.compile(r"[.!?](?=\s)|[。！？।؟۔\n]")
_REACH = 200  # a sentence longer than this either side of its verb is read no further


def changed_sentences(text: str) -> list[tuple[int, int]]:
    """The spans of the sentences of ``text`` that say a code or a secret was changed."""
    return [_sentence(text, m.start(), m.end()) for m in _CHANGED.finditer(text)]


def warning_sentences(text: str) -> list[tuple[int, int]]:
    """The spans of the sentences of ``text`` that say a code will never be asked for."""
    spans = []
    for m in _NEVER.finditer(text):
        start, end = _sentence(text, m.start(), m.end())
        if _ASKS.search(text, m.end(), end):
            spans.append((m.start(), end))  # what follows "never" is what is never asked for
        elif _ASKS.search(text, start, m.start()):
            spans.append((start, end))  # the verb first: "コードをお尋ねすることは決してありません"
    return spans


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    lo = max(0, start - _REACH)
    edges = list(_EDGE.finditer(text, lo, start))
    sentence_start = edges[-1].end() if edges else lo
    edge = _EDGE.search(text, end, end + _REACH)
    return sentence_start, edge.start() if edge else min(len(text), end + _REACH)
