"""A mail's legal footer (imprint): the company, its address and its registration lines.

A code never lives there. Numbers in it are register, tax, statistics and postcode numbers, some
of them after a "code"-like word ("Código de Identificación Fiscal", "code APE", "код ОКПО",
"邮政编码"). Two features the code scorer (``extract_otp``) reads:

* :data:`REGISTRY_MARK`: a register, court, tax or postcode label ("Amtsgericht München HRB",
  "Registro Mercantil ... tomo", "RCS Paris", "USt-IdNr.", "ИНН", "统一社会信用代码", "شماره ثبت");
  a number after one on the same line, with no code word nearer before it, is never a code;
* :data:`IMPRINT_MARK`: the words of an imprint: those labels, a company's legal form
  ("GmbH", "S.L.", "Sp. z o.o.", "ООО", "有限公司"), a registered office ("Sitz", "siège
  social", "юридический адрес"); a paragraph with two of them and no code word is a footer, and
  none of its numbers is a code.

All extraction languages. Text is NFKC-normalised and stripped of bidi and zero-width marks first.
"""

from __future__ import annotations

import re

from mailsocket_mcp.mail.extract_vocab import words

__all__ = ["IMPRINT_MARK", "REGISTRY_MARK", "imprint_paragraph"]

_REGISTRY_LATIN = (
    # German, Austrian, Swiss
    r"amtsgericht|registergericht|handelsregister\w*|firmenbuch\w*|ust\.?-?id(?:-?nr)?\.?"
    r"|umsatzsteuer-?\w*|steuer-?nr|steuernummer|gläubiger-?id|postleitzahl"
    # French
    r"|r\.c\.s|siret|siren|tva(?:\s+intracommunautaire)?|n°\s*tva|code\s+ape|capital\s+social"
    r"|code\s+postal"
    # Spanish, Portuguese, Italian
    r"|registro\s+mercantil|inscrit[ao]|tomo|folio|hoja|c[oó]digo\s+postal"
    r"|(?:c[oó]digo|n[uú]mero)\s+de\s+identifica\w+\s+fiscal|partita\s+iva|p\.\s?iva"
    r"|codice\s+fiscale|registro\s+(?:delle\s+)?imprese"
    # Dutch, Polish, Czech, Swedish, Turkish, Indonesian, Malay, Vietnamese
    r"|kvk|btw|kamer\s+van\s+koophandel|postcode|kod\s+pocztowy|sąd\s+rejonowy"
    r"|spisová\s+značka|obchodní\s+rejstřík|org\.?\s?nr|organisationsnummer|momsreg\w*"
    r"|postnummer|mersis(?:\s+no)?|ticaret\s+sicil\w*|vergi\s+(?:dairesi|no\w*)|posta\s+kodu"
    r"|npwp|kode\s+pos|no\.?\s+pendaftaran|poskod|mã\s+số\s+(?:thuế|doanh\s+nghiệp)|đkkd"
    r"|(?:giấy\s+chứng\s+nhận\s+)?đăng\s+ký\s+(?:doanh\s+nghiệp|kinh\s+doanh)|số\s+đăng\s+ký"
    # English
    r"|registered\s+(?:office|in\s+\w+(?:\s+and\s+\w+)?|address|number|no)"
    r"|company\s+(?:no|number|registration)|companies\s+house|vat(?:\s+(?:no|number|reg\w*|id))?"
    r"|gstin|zip\s+code|postal\s+code|post\s?code"
    # Russian, Ukrainian
    r"|инн|огрн(?:ип)?|кпп|окпо|оквэд|єдрпоу|іпн|квед|почтовый\s+индекс|поштовий\s+індекс"
    r"|юридическ\w+\s+адрес|юридичн\w+\s+адрес\w*"
    # Acronyms that are ordinary words in lower case ("ein", "cap", "nip"): as written.
    r"|(?-i:HR[AB]|FN|UID|PLZ|RCS|APE|NAF|CIF|NIF|NIPC|CNPJ|CEP|REA|CAP|KRS|REGON|NIP|IČO?|DIČ"
    r"|PSČ|NIB|SSM|EIN|ABN|ACN|CIN|ZIP|БИК|МФО|ИНН|ОГРН|КПП|ОКПО|RFC|RUT|NIT|CUIT|CURP|C\.P\.)"
)
_REGISTRY_CJK = (
    r"统一社会信用代码|統一社會信用代碼|邮政编码|郵遞區號|郵政編碼|邮编|税号|稅號|纳税人识别号|营业执照"
    r"|工商注册号|注册号|ICP备|郵便番号|法人番号|登録番号|〒|사업자\s?등록\s?번호|우편\s?번호"
    r"|통신판매업\s?신고|법인\s?등록\s?번호|شماره\s?ثبت|کد\s?پستی|شناسه\s?ملی|کد\s?اقتصادی"
    r"|السجل\s?التجاري|الرقم\s?الضريبي|الرمز\s?البريدي|ח\.פ|עוסק\s?מורשה|מיקוד"
    r"|เลขทะเบียน|เลขประจำตัวผู้เสียภาษี|รหัสไปรษณีย์|पिन\s?कोड|जीएसटी|पंजीकरण\s?संख्या"
)
REGISTRY_MARK = words(_REGISTRY_LATIN, _REGISTRY_CJK)

# A company's legal form and its registered office: an imprint's words, not a label.
_FORM_LATIN = (
    r"gmbh|mbh|s\.\s?a\.(?:s\.)?|s\.\s?l\.(?:u\.)?|sarl|s\.\s?à\s?r\.\s?l|s\.\s?p\.\s?a"
    r"|s\.\s?r\.\s?l|ltda?\.?|limited|inc\.|llc|llp|plc|corp\.|pty|b\.\s?v\.|n\.\s?v\."
    r"|sp\.\s?z\s?o\.\s?o|s\.\s?r\.\s?o|a\.\s?ş|sdn\.?\s+bhd|bhd|công\s+ty|tnhh"
    r"|sitz(?:\s+der\s+gesellschaft)?|geschäftsführ\w*|vorstand|siège(?:\s+social)?"
    r"|domicilio(?:\s+social)?|sede\s+(?:legale|social)|registered\s+office|impressum"
    r"|mentions\s+légales|aviso\s+legal"
    r"|(?-i:AG|KG|OHG|UG|SAS|AB|AS|A/S|Oy|PT|Tbk|a\.s\.|ООО|ОАО|ПАО|ЗАО|АО|ТОВ|ПАТ|ФОП)"
)
_FORM_CJK = (
    r"有限公司|股份公司|有限責任|株式会社|合同会社|주식회사|\(주\)|所在地|代表取締役|대표이사"
    r"|法定代表人|ذ\.م\.م|בע\"מ|บริษัท[^\n]{0,40}?จำกัด|प्राइवेट\s?लिमिटेड"
)
IMPRINT_MARK = words(_REGISTRY_LATIN + "|" + _FORM_LATIN, _REGISTRY_CJK + "|" + _FORM_CJK)

_BLANK_LINE = re.compile(r"\n[ \t]*\n")
_PARAGRAPH_REACH = 400  # an imprint is a few short lines; a longer block is prose
_MARKS = 2


def imprint_paragraph(text: str, start: int, end: int) -> tuple[int, int, list[tuple[int, int]]]:
    """The paragraph around ``text[start:end]`` (its bounds) and the imprint words in it, when
    there are two or more: a footer, unless the caller finds a code word of its own there."""
    lo = max(0, start - _PARAGRAPH_REACH)
    edges = list(_BLANK_LINE.finditer(text, lo, start))
    first = edges[-1].end() if edges else lo
    edge = _BLANK_LINE.search(text, end, end + _PARAGRAPH_REACH)
    last = edge.start() if edge else min(len(text), end + _PARAGRAPH_REACH)
    marks = [m.span() for m in IMPRINT_MARK.finditer(text, first, last)]
    return first, last, marks if len(marks) >= _MARKS else []
