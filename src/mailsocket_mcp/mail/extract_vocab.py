"""The words extraction listens for, in English, Chinese, Japanese, Korean, Russian, German,
French, Spanish and Portuguese; the code wording of twelve more languages (Arabic, Persian,
Hebrew, Turkish, Polish, Dutch, Italian, Indonesian, Ukrainian, Vietnamese, Thai, Hindi) comes
from ``otp_languages`` and is joined in here.

Latin-script words are matched on word boundaries; CJK words are matched as they are, since
those scripts put no spaces between words. Everything is matched case-insensitively on text
that has been NFKC-normalised (full-width digits and colons become ASCII).
"""

from __future__ import annotations

import re
import unicodedata

from mailsocket_mcp.mail import otp_languages as more

__all__ = [
    "ADDRESS_AFTER",
    "CODE_WORDS",
    "CONTEXT_WORDS",
    "DISTRACTOR_AFTER",
    "DISTRACTOR_BEFORE",
    "LINK_CONTEXT_WORDS",
    "LINK_LABEL_NEUTRAL",
    "LINK_LABEL_WORDS",
    "LINK_NEGATIVE_LABEL",
    "LINK_NEGATIVE_URL",
    "LINK_URL_WORDS",
    "NOT_A_CODE_PHRASES",
    "ONE_TIME_CODE_PHRASES",
    "PROMO_WORDS",
    "STRONG_CODE_PHRASES",
    "words",
]


def words(latin: str, cjk: str = "") -> re.Pattern[str]:
    """Compile Latin alternatives bounded by word edges, CJK alternatives unbounded.

    The words are NFKC-normalised like the text they are matched on: Thai "ำ" (sara am), for
    one, becomes two characters there, and a word written with it would never match.
    """
    latin, cjk = unicodedata.normalize("NFKC", latin), unicodedata.normalize("NFKC", cjk)
    # A word may run straight into a number ("Mã số thuế285078479", "code:482913" after NFKC
    # of a full-width colon is spaced, but not every sender spaces): digits end a word too.
    parts = [rf"(?<!\w)(?:{latin})(?![^\W\d])"]
    if cjk:
        parts.append(f"(?:{cjk})")
    return re.compile("|".join(parts), re.IGNORECASE)


# A phrase that names a one-time code: a code right after it is almost surely the OTP.
_ONE_TIME_LATIN = (
    r"(?:verification|verify|security|confirmation|authentication|auth|log-?in|sign-?in|access"
    r"|one[- ]time|single[- ]use|2fa|mfa|two[- ]factor|2-step|two-step|temporary|otp)"
    r"\s+(?:pass)?(?:code|pin|password|number)s?|otp|passcode|one[- ]time\s+password"
    # A bank's transaction number (German-speaking banks): "Ihre TAN", "mobileTAN", "smsTAN"
    r"|(?-i:TAN)|(?:mobile|sms|push|chip|photo|m)-?tan|tan-?(?:nummer|code)"
    r"|bestätigungscode|verifizierungscode|sicherheitscode|einmalcode|anmeldecode|zugangscode"
    r"|einmal-?passwort|best[aä]tigungs-?code"
    r"|code\s+(?:de\s+)?(?:vérification|verification|confirmation|sécurité|connexion|validation)"
    r"|code\s+à\s+usage\s+unique|mot\s+de\s+passe\s+à\s+usage\s+unique"
    r"|c[oó]digo\s+de\s+(?:verificaci[oó]n|verifica[cç][aã]o|seguridad|seguran[cç]a"
    r"|confirmaci[oó]n|confirma[cç][aã]o|acceso|acesso|autenticaci[oó]n|autentica[cç][aã]o"
    r"|inicio\s+de\s+sesi[oó]n|login|un\s+solo\s+uso|uso\s+[uú]nico)"
    r"|clave\s+de\s+(?:acceso|verificaci[oó]n)"
    r"|код\w*\s+(?:подтверждения|верификации|доступа|для\s+входа|безопасности)"
    r"|проверочн\w+\s+код|одноразов\w+\s+(?:код|пароль)"
)
# "Your code", "code is": as often said of a coupon as of a one-time code.
_GENERIC_CODE_LATIN = (
    r"your\s+(?:\w+\s+)?code|code\s+is|pin\s+(?:code|is)|your\s+pin|ihr\s+code|votre\s+code"
    r"|tu\s+c[oó]digo|seu\s+c[oó]digo|su\s+c[oó]digo|ваш\s+код"
)
_ONE_TIME_CJK = (
    r"验证码|驗證碼|校验码|校驗碼|动态码|動態碼|确认码|確認碼|认证码|認證碼|安全码|登录码"
    r"|認証コード|確認コード|認証番号|確認番号|ワンタイムパスワード|ワンタイムコード"
    r"|セキュリティコード|ログインコード|検証コード|承認コード|パスコード"
    r"|인증\s?번호|인증\s?코드|확인\s?코드|보안\s?코드|일회용\s?비밀번호|로그인\s?코드|승인\s?번호"
)
_ONE_TIME_LATIN += "|" + more.SPACED_ONE_TIME
_ONE_TIME_CJK += "|" + more.UNSPACED_ONE_TIME
STRONG_CODE_PHRASES = words(_ONE_TIME_LATIN + "|" + _GENERIC_CODE_LATIN, _ONE_TIME_CJK)
# The strong phrases that can only mean a one-time code: they outweigh promotion words nearby.
ONE_TIME_CODE_PHRASES = words(_ONE_TIME_LATIN, _ONE_TIME_CJK)

# The bare word "code" (and its translations): good evidence when right next to a code.
CODE_WORDS = words(
    r"codes?|c[oó]digos?|код\w{0,2}|pin|clave|" + more.SPACED_CODE_WORDS,
    r"コード|코드|码|碼|" + more.UNSPACED_CODE_WORDS,
)

# Words that make a sign-in context but do not name a code on their own.
CONTEXT_WORDS = words(
    r"verif\w*|sign(?:ing)?[- ]?in|log(?:ging)?[- ]?in|login|authenticat\w*|confirm\w*"
    r"|bestätig\w*|anmeld\w*|vérifi\w*|connexion|connecter|verific\w*|iniciar\s+sesi[oó]n"
    r"|acceder|acessar|entrar|senha|password|passwort|contraseña|пароль|подтвер\w*|вход\w*|войти|авториз\w*"
    r"|" + more.SPACED_CONTEXT,
    r"验证|驗證|登录|登錄|登入|認証|確認|ログイン|本人確認|인증|로그인|본인\s?확인|"
    + more.UNSPACED_CONTEXT,
)

# "zip code", "promo code" and friends: the word "code" here names something else.
NOT_A_CODE_PHRASES = words(
    r"(?:zip|postal|post|area|country|promo|promotion(?:al)?|discount|coupon|voucher|gift"
    r"|referral|invite|invitation|redeem|redemption|tracking|product|item|source|qr|bar"
    r"|dress|booking|reservation|tax|swift|bank|sort|airport|error|status|reference"
    # Codes that open a door, a ticket or a campaign, not an account.
    r"|ticket|event|entry|admission|boarding|pick-?up|locker|parking|membership|loyalty"
    r"|campaign|offer|sale|deal|savings|welcome|birthday|reward|credit)\s+codes?"
    r"|code\s+(?:postal|promo\w*|de\s+(?:réduction|remise|parrainage|billet|r[ée]servation))"
    r"|c[oó]digo\s+(?:postal|promocional|de\s+(?:descuento|desconto"
    r"|promoci[oó]n|reserva|rastreo|rastreamento|seguimiento|barras|cup[oó]n|cupom|produto"
    r"|producto|indica[cç][aã]o|referido|invitaci[oó]n|convite|entrada|boleto|ingresso))"
    r"|c[oó]digo\s+(?:do|da)\s+(?:cupom|ingresso|promo[cç][aã]o)"
    r"|(?:aktions|gutschein|rabatt|promo|ticket|einlass|kampagnen|empfehlungs|geschenk|willkommens)"
    r"code|promokod|промокод\w*|код\w*\s+(?:скидки|купона|на\s+скидку|билета|приглашения|акции)"
    # A meeting, Wi-Fi or door passcode is shared on purpose: not a one-time code.
    r"|(?:meeting|conference|dial-?in|participant|host|voicemail|wi-?fi|door|gate|building)"
    r"\s+(?:pass)?(?:code|password|pin)s?"
    # A booking, order or appointment "confirmation (number)" is a reference, not a code.
    r"|confirmation\s+(?:number|no\b\.?|#)|(?:order|booking|reservation|appointment|purchase"
    r"|payment|shipping|delivery|subscription|registration)\s+confirm\w*"
    r"|bestätigungsnummer|buchungsbestätigung|bestellbestätigung|numéro\s+de\s+confirmation"
    r"|n[uú]mero\s+de\s+(?:confirmaci[oó]n|confirma[cç][aã]o|reserva|pedido)"
    r"|" + more.SPACED_NOT_A_CODE,
    more.UNSPACED_NOT_A_CODE + "|"
    r"优惠码|優惠碼|兑换码|兌換碼|邀请码|邀請碼|取件码|取件碼|クーポンコード|プロモーションコード"
    r"|招待コード|할인\s?코드|쿠폰\s?코드|프로모션\s?코드|추천\s?코드|QRコード|二维码|二維碼"
    r"|折扣码|折扣碼|优惠券码|優惠券碼|券码|券碼|推荐码|推薦碼|活动码|活動碼|取票码|取票碼|票码|票碼"
    r"|キャンペーンコード|割引コード|紹介コード|クーポン番号|ギフトコード|チケットコード|特典コード"
    r"|쿠폰\s?번호|할인\s?번호|티켓\s?코드|이벤트\s?코드|초대\s?코드",
)

# Words that, right before a number, say what else the number is.
DISTRACTOR_BEFORE = words(
    r"orders?|order\s+(?:no|number|id)|invoice|receipt|ticket|case|tracking|shipment|package"
    r"|parcel|ref(?:erence)?|booking|reservation|account|acct|ending(?:\s+in)?|customer|member"
    # "carte se terminant par 4417", "tarjeta terminada en", "Karte endend auf": a card's end
    r"|(?:se\s+)?terminant\s+par|finissant\s+par|terminad[ao]\s+en|que\s+termina\s+en"
    r"|terminad[ao]\s+em|che\s+termina\s+(?:con|in|per)|eindigend\s+op|endend\s+auf"
    r"|kończąc\w*\s+się\s+na|ile\s+biten|berakhiran|заканчивающ\w*\s+на|закінчу\w*\s+на"
    r"|membership|policy|transaction|txn|sku|item|model|serial|flight|seat|gate|room|phone"
    r"|tel|telephone|call|fax|mobile|whatsapp|meeting(?:\s+id)?|id|zip|postcode|postal|suite"
    r"|apt|unit|floor|street|st|ave|avenue|road|rd|blvd|version|build|iban|bic|routing|swift|port"
    r"|puerto|porta|порт"
    # meters, contracts, cash machines, payment entities: a utility's or a bank's numbers
    r"|meter|zähler\w*|compteur|contador|contatore|licznik\w*|sayaç|счётчик\w*|счетчик\w*"
    r"|лічильник\w*|contract|vertrag\w*|contrat|contrato|contratto|umow\w*|sözleşme"
    r"|kontrak|atm|geldautomat|entidade|entidad|articolo|artikel|article|artículo|artigo"
    r"|total|subtotal|amount|price|balance|paid|charged|points|miles|year|no\.|nr|av"
    r"|bestell\w*|auftrag\w*|rechnung\w*|sendung\w*|paket\w*|kunden\w*|telefon|plz|betrag"
    r"|summe|preis|buchung\w*|reservierung\w*|vorgang\w*|straße|str|commande|facture|suivi"
    r"|colis|téléphone|tél|montant|prix|réservation|billet|dossier|référence|rue|pedido"
    r"|factura|seguimiento|envío|envio|paquete|teléfono|importe|precio|reserva|billete|vuelo"
    r"|referencia|calle|avenida|fatura|nota\s+fiscal|rastreamento|rastreio|pacote|telefone"
    r"|valor|preço|voo|referência|protocolo|rua|cep|заказ\w*|трек\w*|отслежив\w*|накладн\w*"
    r"|сч[её]т\w*|телефон\w*|тел|индекс|сумм\w*|цен\w*|итого|брон\w*|договор\w*|рейс\w*|ул"
    r"|" + more.SPACED_DISTRACTOR_BEFORE,
    more.UNSPACED_DISTRACTOR_BEFORE + "|"
    r"订单|訂單|单号|單號|运单|運單|快递|快遞|发票|發票|金额|金額|价格|價格|电话|電話|客服"
    r"|邮编|郵編|地址|工单|工單|会员|會員|注文|追跡|伝票|配送|〒|郵便|合計|予約|請求|お問い合わせ"
    r"|주문|송장|운송장|배송|전화|고객센터|우편|금액|결제|합계|예약|회원|문의|端口|ポート|포트",
)

# Words that, right after a number, say what else the number is: units, currencies, places.
DISTRACTOR_AFTER = words(
    r"min|mins|minutes?|hours?|hrs?|days?|weeks?|months?|years?|seconds?|secs?|items?"
    # a count of people or things: "Backfill 48213 users", "4821 Nutzer", "4821 utilisateurs"
    r"|users|accounts|members|customers|people|records|rows|nutzer|konten|utilisateurs|usuarios"
    r"|usuários|utenti|gebruikers|użytkownik\w*|kullanıcı|pengguna|пользовател\w*|користувач\w*"
    r"|points?|pts|miles|km|kg|usd|eur|gbp|jpy|cny|krw|rub|brl|dollars?|euros?|reais|yen"
    r"|minuten|stunden|tage|minutos|horas|días|dias|heures|jours|минут\w*|час\w*|дн\w*|руб\w*"
    r"|" + more.SPACED_DISTRACTOR_AFTER,
    more.UNSPACED_DISTRACTOR_AFTER + "|"
    r"分钟|分鐘|小时|小時|天内|天內|元|円|分以内|分間|時間|日以内|분|시간|일\s?이내|원|₽|€|\$|£|¥|₩|%",
)

# Street words a little after a number: it is a house number.
ADDRESS_AFTER = words(
    r"street|st|ave|avenue|road|rd|blvd|boulevard|lane|way|drive|dr|place|square|straße|strasse"
    r"|weg|platz|allee|rue|avenue|boulevard|calle|avenida|rua|travessa|улица|ул|проспект"
)

# Marketing around a code: it is a coupon, not a one-time code. Each word names a price cut, a
# campaign or a shop offer outright, so a one-time code rarely stands within reach of one.
PROMO_WORDS = words(
    r"coupons?|promo\w*|discounts?|voucher|sale|off\s+your|gift\s+card|rabatt\w*|gutschein\w*"
    r"|[$€£¥₩₽]\s?\d[\d,.]*\s?off|r\$\s?\d[\d,.]*\s?off"
    r"|\d[\d,.]*\s?(?:€|eur|euros?|dollars?)\s+off"
    r"|save\s+(?:up\s+to\s+)?[$€£]?\d+|savings|free\s+shipping|black\s+friday|cyber\s+monday"
    r"|referral|deals?|clearance|flash\s+sale|shop\s+the\s+sale"
    # "on your next order": a code for a later purchase is a coupon
    r"|(?:next|first)\s+(?:order|purchase)|nächste[nr]?\s+(?:bestellung|einkauf)"
    r"|prochaine\s+commande|(?:próxima|siguiente)\s+compra|prossimo\s+(?:ordine|acquisto)"
    r"|volgende\s+bestelling|następn\w+\s+zamówieni\w*|sonraki\s+sipariş\w*"
    r"|pesanan\s+berikutnya|следующ\w+\s+заказ\w*|наступн\w+\s+замовлен\w*"
    r"|angebot\w*|sparen|spare\s+\d+|sonderaktion|rabattaktion|versandkostenfrei"
    r"|kostenlose[rn]?\s+versand"
    r"|réduction|remise|soldes|offre\w*|économis\w*|livraison\s+(?:gratuite|offerte)|bon\s+d'achat"
    r"|cup[oó]n|cupom|descuentos?|descontos?|ofertas?|rebajas?|ahorra\w*|promoci[oó]n"
    r"|env[ií]o\s+gratis|promo[cç][aã]o|economiz\w*|frete\s+gr[aá]tis"
    r"|скидк\w*|купон\w*|промокод\w*|акци[яиюй]|распродаж\w*|бесплатн\w+\s+доставк\w*|кэшб[эе]к"
    r"|" + more.SPACED_PROMO,
    more.UNSPACED_PROMO + "|"
    r"优惠|優惠|折扣|打折|クーポン|割引|セール|쿠폰|할인|%\s?off|\d\s?%\s?(?:rabatt|de\s+descuento"
    r"|de\s+desconto|de\s+réduction|скидк)|-\s?\d{1,2}\s?%|满\d+减|滿\d+減|立减|立減|红包|紅包"
    r"|代金券|抵用券|无门槛券|無門檻券|促销|促銷|特价|特價|秒杀|秒殺|包邮|包郵|免运费|免運費"
    r"|\d\s?折|週年慶|周年庆|活动期间|活動期間|キャンペーン|円OFF|円引き|ポイント\d*倍|送料無料"
    r"|特典|이벤트|적립|무료\s?배송|특가|세일|프로모션",
)

# "Complete your registration", "activate your account": the link that finishes a sign-up.
_ACTIVATION_LATIN = (
    r"(?:complete|finish|confirm)\s+(?:your\s+|my\s+|the\s+)?(?:registration|sign[- ]?up"
    r"|account(?:\s+setup)?|enrol?ment)|finish\s+(?:signing\s+up|setting\s+up)"
    r"|activate\s+(?:your\s+|my\s+)?account|account\s+activation"
    r"|(?:registrierung|anmeldung|konto|zugang)\w*\W+(?:\w+\W+){0,5}?(?:abschlie(?:ß|ss)en"
    r"|aktivieren|freischalten|best[aä]tigen)"
    r"|(?:finaliser|terminer|compl[ée]ter|valider|confirmer)\s+(?:votre\s+|mon\s+|l['’]\s?)?"
    r"inscription"
    r"|activer\s+(?:votre\s+|mon\s+)?compte|activation\s+(?:de\s+)?(?:votre\s+)?compte"
    r"|(?:complet|finaliz|termin|confirm)a[rs]?\s+(?:tu\s+|su\s+|mi\s+|el\s+)?registro"
    r"|activ[ae]r?\s+(?:tu\s+|su\s+|mi\s+|la\s+)?cuenta"
    r"|(?:conclu|finaliz|complet|confirm)\w{0,3}\s+(?:o\s+|seu\s+|sua\s+|meu\s+|minha\s+)?"
    r"(?:cadastro|registro|inscri[cç][aã]o)|ativ[ae]r?\s+(?:a\s+|sua\s+|minha\s+)?conta"
    r"|заверш\w*\s+(?:\w+\s+)?регистрац\w*|подтверд\w*\s+регистрац\w*|активир\w*|активац\w*"
)
_ACTIVATION_CJK = (
    r"完成注册|完成註冊|注册确认|註冊確認|激活账|激活帳|启用账|啟用帳|账号激活|帳號啟用"
    r"|本登録|登録を完了|登録完了|登録手続きを完了|アカウントを有効|アカウントの有効化"
    r"|가입\s?완료|가입을\s?완료|계정\s?활성화|가입\s?인증"
)

# Link anchor text that says "this is the sign-in / verify / confirm / reset button".
LINK_LABEL_WORDS = words(
    r"sign(?:ing)?[- ]?in|log(?:ging)?[- ]?in|login|verify|verification|confirm|activate"
    r"|reset|magic\s+link|set\s+(?:a\s+)?(?:new\s+)?password|change\s+(?:my\s+)?password"
    r"|validate|authenticate|continue\s+to\s+sign|open\s+\w+\s+and\s+sign"
    r"|accept\s+(?:the\s+|this\s+|your\s+)?invit\w*|join\s+(?:the\s+)?(?:team|workspace"
    r"|organi[sz]ation|project)"
    r"|anmelden|einloggen|bestätigen|verifizieren|zurücksetzen|aktivieren|passwort\s+\w+"
    r"|se\s+connecter|connexion|vérifier|confirmer|réinitialiser|activer"
    r"|iniciar\s+sesi[oó]n|verificar|confirmar|restablecer|activar|acceder|entrar"
    r"|fazer\s+login|redefinir|ativar|войти|подтвердить|подтверждение|сбросить|восстановить"
    r"|активировать|вход|" + _ACTIVATION_LATIN,
    r"登录|登錄|登入|验证|驗證|确认|確認|重置|重設|激活|啟用|ログイン|認証|再設定|有効化"
    r"|로그인|인증|확인|재설정|활성화|" + _ACTIVATION_CJK,
)

# Anchor text that carries no meaning itself, so the sentence before it decides.
LINK_LABEL_NEUTRAL = words(
    r"click\s+here|here|this\s+link|link|button|continue|open|hier|ici|aquí|aqui|здесь|сюда"
    r"|ссылк\w*|cliquez\s+ici|haga\s+clic|clique\s+aqui",
    r"点击|點擊|这里|這裡|ここ|こちら|여기|클릭",
)

# A sentence before a link that says what the link is for.
LINK_CONTEXT_WORDS = words(
    r"sign(?:ing)?[- ]?in|log(?:ging)?[- ]?in|verify|confirm\s+(?:your|this|my)|activate"
    r"|reset\s+(?:your|my)\s+password|magic\s+link|password\s+reset|set\s+(?:a\s+)?new\s+password"
    r"|anmelden|einloggen|bestätigen|verifizieren|zurücksetzen|se\s+connecter|vérifier"
    r"|confirmer|réinitialiser|iniciar\s+sesi[oó]n|verifica\w*|confirma\w*|restablece\w*"
    r"|redefinir|войти|подтверд\w*|сброс\w*|восстанов\w*|" + _ACTIVATION_LATIN,
    r"登录|登錄|验证|驗證|确认|確認|重置|ログイン|認証|再設定|로그인|인증|확인|재설정|"
    + _ACTIVATION_CJK,
)

# Anchor text of links that are never the magic link.
LINK_NEGATIVE_LABEL = words(
    r"unsubscribe|opt[- ]?out|view\s+(?:in|this\s+(?:email|message)\s+in)\s+(?:your\s+)?browser"
    r"|view\s+online|web\s+version|privacy|terms|help|support|contact|faq|preferences"
    r"|manage\s+\w+|report|abmelden|abbestellen|datenschutz|impressum|désabonner|désinscri\w*"
    r"|se\s+désinscrire|confidentialité|darse\s+de\s+baja|cancelar\s+(?:la\s+)?suscripci[oó]n"
    r"|privacidad|descadastrar|cancelar\s+inscri[cç][aã]o|privacidade|отписаться|отписк\w*"
    r"|track\w*|order|invoice|receipt|shop|buy|download|rsvp|decline"
    r"|accept(?!\s+(?:the\s+|this\s+|your\s+)?invit)",
    r"退订|退訂|取消订阅|取消訂閱|隐私|隱私|配信停止|購読解除|プライバシー|수신\s?거부|개인정보",
)

# Paths, queries and hosts of links that are never the magic link.
LINK_NEGATIVE_URL = re.compile(
    r"unsubscribe|opt-?out|optout|preferences|privacy|/terms|/legal|/help|/support|/faq|/contact"
    r"|/blog|/careers|/about|webversion|view-?in-?browser|/orders?/|/invoices?|/receipts?"
    r"|/track|/shipments?|/tickets?|/bookings?|/reservations?|/calendar|/events?/|rsvp"
    r"|/survey|/feedback|/cart|/checkout|/products?/|/download|list-manage|/report"
    r"|\.(?:png|jpe?g|gif|svg|webp|ico|css|js)(?:$|\?)"
    r"|^(?:www\.)?(?:facebook|twitter|x|instagram|linkedin|youtube|tiktok|pinterest|t|wa)\.(?:com|me)"
    r"|^(?:apps\.apple|play\.google)\.com|^(?:help|support|status|docs|blog|careers)\.",
    re.IGNORECASE,
)

# Path words of sign-in, verification, confirmation and reset links.
LINK_URL_WORDS = re.compile(
    r"verif|confirm|activat|validat|magic|log-?in|sign-?in|sign_in|auth(?!or)|callback"
    r"|reset|password|passwd|recover|passwordless|otp|2fa|email-?link"
    r"|activar|activer|ativa[rcç]|aktivier|best(?:ae|a|%c3%a4)tig|podtver"
    # A sign-up path that ends in a completion step: /register/finish, /join/complete.
    r"|(?:regist|sign-?up|join|entry|enrol|cadastr|inscri|anmeld)[\w-]*/(?:[\w-]+/)?"
    r"(?:complete|finish|final|abschlie|conclu|termin|done)",
    re.IGNORECASE,
)
