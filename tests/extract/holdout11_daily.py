"""Held-out set 11's everyday mail: orders, parcels, bills, newsletters, alerts, meetings,
tickets, receipts, results, CI, people's mail and forwards. None holds an answer, and many
hold a number or token that looks like one."""

# ruff: noqa: E501  (mail wording and markup stay on one line, as the sender wrote them)

from __future__ import annotations

from html import escape

from tests.extract.holdout11_auth import code_box, compose, native
from tests.extract.holdout11_base import Case, Ctx, opaque, tracked
from tests.extract.holdout11_html import (
    Block,
    area_map,
    button,
    form_button,
    hidden,
    link_line,
    para,
    raw,
    vml_only,
)
from tests.extract.holdout11_mail import FLOW, SOFT, Mail

MEETING = {
    "en": ("Weekly sync", "Meeting ID", "Passcode", "Join meeting"),
    "de": ("Jour fixe Marketing", "Meeting-ID", "Kenncode", "Meeting beitreten"),
    "fr": ("Point hebdo", "ID de réunion", "Code secret", "Rejoindre la réunion"),
    "es": ("Reunión semanal", "ID de reunión", "Código de acceso", "Unirse a la reunión"),
    "pt": ("Alinhamento semanal", "ID da reunião", "Senha", "Entrar na reunião"),
    "it": ("Riunione settimanale", "ID riunione", "Passcode", "Partecipa alla riunione"),
    "nl": ("Weekoverleg", "Vergader-ID", "Toegangscode", "Deelnemen"),
    "pl": ("Cotygodniowe spotkanie", "Identyfikator spotkania", "Kod dostępu", "Dołącz"),
    "tr": ("Haftalık toplantı", "Toplantı Kimliği", "Parola", "Toplantıya katıl"),
    "ru": (
        "Еженедельная планёрка",
        "Идентификатор конференции",
        "Код доступа",
        "Войти в конференцию",
    ),
    "uk": ("Щотижнева нарада", "Ідентифікатор наради", "Код доступу", "Приєднатися"),
    "ja": ("定例ミーティング", "ミーティングID", "パスコード", "ミーティングに参加する"),
    "zh": ("周例会", "会议号", "会议密码", "加入会议"),
    "ko": ("주간 회의", "회의 ID", "암호", "회의 참가"),
    "vi": ("Họp giao ban", "ID cuộc họp", "Mật mã", "Tham gia cuộc họp"),
    "id": ("Rapat mingguan", "ID Rapat", "Kode sandi", "Gabung rapat"),
}
TICKET = {
    "en": (
        "Your request has been received",
        "Ticket",
        "An agent will get back to you within 24 hours.",
    ),
    "de": (
        "Ihre Anfrage ist eingegangen",
        "Ticket-Nr.",
        "Wir melden uns innerhalb von 24 Stunden.",
    ),
    "fr": (
        "Nous avons bien reçu votre demande",
        "Ticket n°",
        "Un conseiller vous répondra sous 24 h.",
    ),
    "es": (
        "Hemos recibido tu solicitud",
        "Incidencia n.º",
        "Te responderemos en menos de 24 horas.",
    ),
    "pt": ("Recebemos sua solicitação", "Chamado nº", "Responderemos em até 24 horas."),
    "it": ("Abbiamo ricevuto la tua richiesta", "Ticket n.", "Ti risponderemo entro 24 ore."),
    "nl": ("We hebben je vraag ontvangen", "Ticketnummer", "We reageren binnen 24 uur."),
    "pl": ("Otrzymaliśmy Twoje zgłoszenie", "Zgłoszenie nr", "Odpowiemy w ciągu 24 godzin."),
    "tr": ("Talebiniz alındı", "Talep No", "24 saat içinde dönüş yapacağız."),
    "ru": ("Ваше обращение зарегистрировано", "Заявка №", "Мы ответим в течение 24 часов."),
    "uk": ("Ваше звернення зареєстровано", "Заявка №", "Ми відповімо протягом 24 годин."),
    "ar": ("تم استلام طلبك", "رقم التذكرة", "سيتواصل معك أحد موظفينا خلال 24 ساعة."),
    "fa": ("درخواست شما ثبت شد", "شماره تیکت", "کارشناسان ما ظرف ۲۴ ساعت پاسخ می‌دهند."),
    "he": ("הפנייה שלך התקבלה", "מספר קריאה", "נחזור אליך תוך 24 שעות."),
    "hi": ("आपका अनुरोध मिल गया है", "टिकट नंबर", "हम 24 घंटे में जवाब देंगे।"),
    "th": ("เราได้รับคำขอของคุณแล้ว", "หมายเลขเรื่อง", "เจ้าหน้าที่จะติดต่อกลับภายใน 24 ชั่วโมง"),
    "vi": ("Chúng tôi đã nhận được yêu cầu", "Mã yêu cầu", "Chúng tôi sẽ phản hồi trong 24 giờ."),
    "id": ("Permintaanmu sudah kami terima", "Nomor tiket", "Tim kami akan membalas dalam 24 jam."),
    "ja": (
        "お問い合わせを受け付けました",
        "お問い合わせ番号",
        "24時間以内に担当者よりご連絡いたします。",
    ),
    "zh": ("我们已收到您的请求", "工单号", "客服将在24小时内回复您。"),
    "ko": ("문의가 접수되었습니다", "문의번호", "24시간 이내에 답변드리겠습니다."),
}
RECEIPT = {
    "en": ("Card receipt", "Auth code", "Approved"),
    "de": ("Kartenzahlung – Beleg", "Genehmigungs-Nr.", "Zahlung erfolgt"),
    "fr": ("Ticket carte bancaire", "N° d'autorisation", "Paiement accepté"),
    "es": ("Justificante de pago con tarjeta", "Código de autorización", "Operación aprobada"),
    "it": ("Ricevuta di pagamento", "Codice autorizzazione", "Transazione approvata"),
    "pt": ("Comprovante de pagamento", "Código de autorização", "Transação aprovada"),
    "tr": ("Kart ödeme dekontu", "Provizyon kodu", "Onaylandı"),
    "pl": ("Potwierdzenie płatności kartą", "Kod autoryzacji", "Transakcja zaakceptowana"),
    "nl": ("Pinbon", "Autorisatiecode", "Goedgekeurd"),
    "ru": ("Чек об оплате картой", "Код авторизации", "Одобрено"),
    "id": ("Struk pembayaran kartu", "Kode otorisasi", "Disetujui"),
    "th": ("ใบเสร็จการชำระด้วยบัตร", "รหัสอนุมัติ", "อนุมัติแล้ว"),
}


def _regards(ctx: Ctx) -> Block:
    return para(ctx.w("regards"))


def order(ctx: Ctx, variant: str) -> Case:
    """An order confirmation with an order number, items and a "view order" button."""
    number = f"{ctx.digits(3)}-{ctx.digits(7)}" if ctx.slot % 2 else ctx.digits(8)
    shown_html, shown_text = escape(number), number
    subject = f"{ctx.w('order_subj')} ({ctx.w('order_no')} {number})"
    kinds: tuple[str, ...] = ("order", "order_number")
    if variant == "charrefs":
        shown_html = "".join(f"&#{ord(c)};" for c in number)
        kinds += ("char_refs",)
    elif variant == "native" and ctx.lang.code in ("ar", "fa", "hi", "th"):
        shown_html = shown_text = native(number, ctx.lang.code)
        kinds += ("other_digits",)
    elif variant == "qp":
        shown_html = shown_text = f"{number[:4]}{SOFT}{number[4:]}"
        kinds += ("qp_soft_break",)
    elif variant == "split":
        subject = f"{ctx.w('order_no')} {number[:3]}{SOFT}{number[3:]} · {ctx.brand}"
        kinds += ("encoded_word_split",)
    elif variant == "bidi":
        shown_html = shown_text = "\u200f" + number + "\u200e"
        kinds += ("bidi_zw",)
    view = f"https://{ctx.domain}/account/orders/{number}"
    price = f"{ctx.rng.randint(9, 240)}.{ctx.rng.randint(10, 99)}"
    items = raw(
        '<table width="100%" style="border-collapse:collapse;font-size:14px">'
        f'<tr><td style="padding:6px 0">1 × Art. {ctx.digits(6)}</td><td align="right">{price}</td></tr>'
        f'<tr><td style="padding:6px 0;border-top:1px solid #ddd"><b>{escape(ctx.w("total"))}</b></td>'
        f'<td align="right" style="border-top:1px solid #ddd"><b>{price}</b></td></tr></table>',
        f"1 x Art.\t{price}\n{ctx.w('total')}\t{price}",
    )
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("order_subj")),
        raw(
            f'<p style="font-size:15px">{escape(ctx.w("order_no"))}: <b>{shown_html}</b></p>',
            f"{ctx.w('order_no')}: {shown_text}",
        ),
        items,
    ]
    if variant == "app":
        app = f"{ctx.ascii_domain.split('.')[0]}://orders/{number}"
        blocks += [button(app, ctx.w("continue"), text=""), link_line("Web:", view)]
        kinds += ("app_scheme",)
    elif variant == "area":
        others = tuple((f"https://{ctx.domain}/p/{ctx.digits(6)}", "") for _ in range(2))
        blocks.append(
            area_map(view, ctx.w("order_no"), f"https://cdn.{ctx.ascii_domain}/m/b.png", others)
        )
        kinds += ("area_href",)
    else:
        blocks.append(button(view, ctx.w("order_no") + " →"))
    if variant == "idn":
        kinds += ("idn_host",)
    blocks.append(_regards(ctx))
    mail = compose(ctx, subject, blocks, unsubscribe=True, text=variant != "charrefs")
    return ctx.case(f"order_{variant}", mail, kinds=kinds)


def shipping(ctx: Ctx, variant: str) -> Case:
    """A shipping notice: the tracking number and a tracking link (not an account action)."""
    number = ctx.rng.choice(
        (
            f"JJD{ctx.digits(15)}",
            f"1Z{ctx.alnum(6)}{ctx.digits(10)}",
            f"{ctx.digits(12)}",
            f"LP{ctx.digits(9)}CN",
        )
    )
    target = f"https://{ctx.domain}/tracking?nr={number}&lang={ctx.lang.code}"
    kinds: tuple[str, ...] = ("shipping", "tracking_number")
    href = target
    if variant == "query":
        href = tracked(target, "query", ctx.rng)
        kinds += ("tracker_recoverable",)
    elif variant == "b64path":
        href = tracked(target, "b64path", ctx.rng)
        kinds += ("tracker_recoverable",)
    elif variant == "opaque":
        href = opaque(ctx.domain, ctx.rng)
        kinds += ("tracker_opaque",)
    if variant == "flowed":
        long = (
            target
            + "&utm_source=transactional&utm_medium=email&utm_campaign=shipped_"
            + ctx.digits(6)
        )
        cut = len(long) // 2
        text = (
            f"{ctx.w('hi')}\n\n{ctx.w('shipped')}\n\n{ctx.w('tracking')}: {number}\n\n"
            f"{long[:cut]}{FLOW}{long[cut:]}\n\n{ctx.w('regards')}\n"
        )
        mail = Mail(ctx.sender("versand" if ctx.lang.code == "de" else "shipping"), ctx.w("ship_subj"),
                    ctx.charset, text=text, flowed=True, enc="qp")  # fmt: skip
        return ctx.case("shipping_flowed", mail, kinds=(*kinds, "flowed_url"))
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("shipped")),
        raw(
            f'<p>{escape(ctx.w("tracking"))}: <span style="font-family:monospace;font-size:17px">{number}</span></p>',
            f"{ctx.w('tracking')}: {number}",
        ),
    ]
    if variant == "vml":
        blocks.append(vml_only(href, ctx.w("track_btn")))
        blocks.append(link_line(ctx.w("track_btn") + ":", href))
        kinds += ("vml",)
    else:
        blocks.append(button(href, ctx.w("track_btn"), "#d35400"))
    blocks.append(_regards(ctx))
    mail = compose(ctx, ctx.w("ship_subj"), blocks)
    return ctx.case(f"shipping_{variant}", mail, kinds=kinds)


def newsletter(ctx: Ctx, variant: str) -> Case:
    """A newsletter with a promo code, tracked links, a preheader and an unsubscribe link."""
    promo = (
        ctx.alnum(5)
        if variant == "alnum5"
        else ctx.rng.choice(("AUTUMN20", "HELLO15", "VIP10")) + ctx.digits(2)
    )
    article = f"https://{ctx.domain}/blog/{ctx.digits(4)}-{ctx.hexed(6)}"
    href = tracked(article, "query", ctx.rng) if ctx.slot % 2 else opaque(ctx.domain, ctx.rng)
    kinds: tuple[str, ...] = ("newsletter", "promo_code")
    kinds += ("tracker_recoverable",) if ctx.slot % 2 else ("tracker_opaque",)
    blocks = [
        para(ctx.lang.w["newsletter"]),
        raw(
            f'<p style="text-align:center;font-size:20px;border:2px dashed #c00;padding:10px">'
            f"{escape(ctx.w('promo', code=promo))}</p>",
            ctx.w("promo", code=promo),
        ),
        button(href, ctx.w("continue"), "#c0392b"),
    ]
    if variant == "alnum5":
        kinds += ("alnum5",)
    if variant == "decoy":
        how = ("display", "fontsize", "colour", "offscreen", "visibility")[ctx.slot % 5]
        blocks.insert(0, hidden(f"{ctx.w('code_is')} {ctx.digits(6)}", how))
        kinds += ("hidden_decoy", how)
    if variant == "form":
        blocks.append(form_button(f"https://{ctx.domain}/survey/answer?c={ctx.hexed(12)}", "★★★★★"))
        kinds += ("form_button",)
    mail = compose(ctx, ctx.lang.w["newsletter"].split(":")[0][:50] + " · " + ctx.brand, blocks,
                   preheader=ctx.w("promo", code=promo), unsubscribe=True)  # fmt: skip
    return ctx.case(f"newsletter_{variant}", mail, kinds=kinds)


def alert_lock(ctx: Ctx) -> Case:
    """A new sign-in alert; its only tokenised link locks the account."""
    device = ctx.rng.choice(("Chrome / Windows", "Safari / iPhone", "Firefox / Ubuntu", "Android"))
    city = ctx.rng.choice(("Lisboa", "Warszawa", "İzmir", "Osaka", "Porto Alegre", "Rotterdam"))
    lock = f"https://{ctx.domain}/security/lock?token={ctx.token(40)}"
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("alert_body", device=device, city=city)),
        para(
            f"IP 203.0.{ctx.rng.randint(1, 254)}.{ctx.rng.randint(1, 254)} · 2025-09-{ctx.digits(1)}4 08:{ctx.digits(2)[:1]}7 UTC"
        ),
        para(ctx.w("not_you")),
        button(lock, ctx.w("lock_btn"), "#b00020"),
        _regards(ctx),
    ]
    mail = compose(ctx, ctx.w("alert_subj"), blocks)
    return ctx.case("alert_lock", mail, kinds=("security_alert", "lock_account"))


def account_notice(ctx: Ctx, which: str) -> Case:
    """Password changed, or account deleted: nothing to type, nothing to click."""
    words = {
        "pw_changed": ctx.w("pw_changed"),
        "deleted": {
            "en": "Your account and its data have been deleted, as you asked. Request no. {n}.",
            "de": "Dein Konto und alle Daten wurden wie gewünscht gelöscht. Vorgang {n}.",
            "fr": "Votre compte et vos données ont été supprimés. Demande n° {n}.",
            "es": "Tu cuenta y tus datos se han eliminado. Solicitud n.º {n}.",
            "it": "Il tuo account e i tuoi dati sono stati eliminati. Richiesta n. {n}.",
            "pl": "Twoje konto i dane zostały usunięte. Wniosek nr {n}.",
            "ru": "Ваш аккаунт и данные удалены. Номер запроса {n}.",
            "ja": "ご依頼のとおり、アカウントとデータを削除しました。受付番号 {n}",
            "ko": "요청하신 대로 계정과 데이터가 삭제되었습니다. 접수번호 {n}",
            "tr": "Hesabınız ve verileriniz silindi. Talep no: {n}.",
        }.get(ctx.lang.code, "Account deleted. Request {n}."),
    }[which].replace("{n}", ctx.digits(6))
    blocks = [para(ctx.w("hi")), para(words), para(ctx.w("not_you")), _regards(ctx)]
    mail = compose(ctx, words.split(".")[0][:70], blocks, style="simple")
    return ctx.case(which, mail, kinds=("account_notice", which))


def invoice(ctx: Ctx) -> Case:
    """A telecom or energy bill with account and invoice numbers."""
    amount = f"{ctx.rng.randint(15, 120)},{ctx.rng.randint(10, 99)}"
    view = (
        f"https://{ctx.domain}/rechnungen/{ctx.digits(9)}.pdf"
        if ctx.lang.code == "de"
        else f"https://{ctx.domain}/billing/invoices/{ctx.digits(9)}"
    )
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("invoice", amount=amount, n=ctx.digits(9))),
        para(f"{ctx.w('ref')}: {ctx.alnum(3)}{ctx.digits(7)}"),
        button(view, ctx.w("continue")),
        _regards(ctx),
    ]
    mail = compose(
        ctx, ctx.lang.w["invoice"].split(".")[0][:60], blocks, sender=ctx.sender("billing")
    )
    return ctx.case("invoice", mail, kinds=("bill", "reference_code"))


def person(ctx: Ctx, variant: str) -> Case:
    """A friend's note with a door code, plain or PGP-signed."""
    n = ctx.digits(4) if ctx.slot % 2 else ctx.digits(6)
    text = ctx.w("person", n=n) + f"\n\n{ctx.name}\n"
    friend = ctx.lang.people[(ctx.slot + 2) % 4]
    sender = f"{friend} <{('friend' + str(ctx.slot))}@mailbox.example>"
    sig = "pgp" if variant == "pgp" else "smime" if variant == "smime" else None
    mail = Mail(
        sender,
        ":-)" if ctx.slot % 2 else ctx.name,
        ctx.charset,
        text=text,
        signature=sig,
        enc="8bit",
    )
    kinds: tuple[str, ...] = ("person",) + ((f"signature_{sig}",) if sig else ())
    return ctx.case(f"person_{variant}", mail, kinds=kinds)


def forwarded_code(ctx: Ctx, how: str) -> Case:
    """Someone forwards, quotes or attaches a code mail they got: not this reader's code."""
    code = ctx.digits(6)
    friend = ctx.lang.people[(ctx.slot + 1) % 4]
    addr = f"no-reply@{ctx.ascii_domain}"
    original = f"{ctx.w('hi')}\n\n{ctx.w('code_is')} {code}\n{ctx.w('expires', min='10')}\n"
    sender = (
        f"{friend} <{friend.lower() if friend.isascii() else 'fr' + str(ctx.slot)}@mailbox.example>"
    )
    if how == "rfc822":
        inner = Mail(ctx.sender(), ctx.w("code_subj"), ctx.charset, text=original)
        mail = Mail(sender, "Fwd: " + ctx.w("code_subj"), ctx.charset, text="FYI\n", attached=inner)
        kinds: tuple[str, ...] = ("rfc822",)
    elif how == "forward":
        body = (
            f"?\n\n{ctx.w('fwd')}\nFrom: {ctx.brand} <{addr}>\nDate: 2025-09-02\n"
            f"Subject: {ctx.w('code_subj')}\n\n{original}"
        )
        html = (
            f'<div dir="auto">?</div><br><div class="gmail_quote"><div class="gmail_attr">'
            f"{escape(ctx.w('fwd'))}<br>From: {escape(ctx.brand)} &lt;{addr}&gt;<br>Subject: "
            f"{escape(ctx.w('code_subj'))}<br></div><br><div>{escape(original).replace(chr(10), '<br>')}"
            "</div></div>"
        )
        mail = Mail(sender, "Fwd: " + ctx.w("code_subj"), ctx.charset, text=body, html=html)
        kinds = ("forward",)
    else:
        quoted = "\n".join("> " + line for line in original.splitlines())
        body = (
            f"{ctx.lang.w['continue']}?\n\n{ctx.w('wrote', name=ctx.brand, addr=addr)}\n{quoted}\n"
        )
        html = (
            f'<div>{escape(ctx.lang.w["continue"])}?</div><br><blockquote type="cite" '
            f'style="margin:0 0 0 .8ex;border-left:1px solid #ccc;padding-left:1ex">'
            f"{escape(original).replace(chr(10), '<br>')}</blockquote>"
        )
        mail = Mail(sender, "Re: " + ctx.w("code_subj"), ctx.charset, text=body, html=html)
        kinds = ("quote",)
    return ctx.case(f"forwarded_{how}", mail, kinds=kinds)


def meeting(ctx: Ctx) -> Case:
    """A meeting invitation with ID and passcode, and its calendar part."""
    title, id_word, pass_word, join = MEETING.get(ctx.lang.code, MEETING["en"])
    mid = f"{ctx.digits(3)} {ctx.digits(4)} {ctx.digits(4)}"
    passcode = ctx.digits(6) if ctx.slot % 2 else ctx.alnum(6)
    url = f"https://meet.confera.io/j/{mid.replace(' ', '')}?pwd={ctx.token(32)}"
    text = f"{title}\n\n{join}: {url}\n{id_word}: {mid}\n{pass_word}: {passcode}\n"
    html = (
        f'<p><b>{escape(title)}</b></p><p><a href="{escape(url)}">{escape(join)}</a></p>'
        f"<p>{escape(id_word)}: {mid}<br>{escape(pass_word)}: {passcode}</p>"
    )
    cal = (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Confera//EN\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\n"
        f"UID:{ctx.hexed(32)}@confera.io\r\nDTSTART:20250915T080000Z\r\nDTEND:20250915T083000Z\r\n"
        f"SUMMARY:{title}\r\nLOCATION:{url}\r\nDESCRIPTION:{id_word}: {mid}\\n{pass_word}: {passcode}\r\n"
        "END:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    organiser = ctx.lang.people[(ctx.slot + 3) % 4]
    mail = Mail(f"{organiser} <calendar@confera.io>", f"{title} @ 15.09. 10:00", ctx.charset,
                text=text, html=html, calendar=cal)  # fmt: skip
    return ctx.case("meeting", mail, kinds=("meeting_passcode", "calendar"))


def ticket(ctx: Ctx) -> Case:
    """A support ticket acknowledgement with its number."""
    subject, word, later = TICKET[ctx.lang.code]
    number = f"#{ctx.digits(6)}" if ctx.slot % 2 else f"{ctx.alnum(3)}-{ctx.digits(5)}"
    blocks = [para(ctx.w("hi")), para(f"{subject}. {word} {number}"), para(later), _regards(ctx)]
    mail = compose(
        ctx, f"[{word} {number}] {subject}", blocks, style="simple", sender=ctx.sender("support")
    )
    return ctx.case("ticket", mail, kinds=("support_ticket", "reference_code"))


def card_receipt(ctx: Ctx) -> Case:
    """A card payment receipt with an authorisation code."""
    title, auth_word, ok = RECEIPT[ctx.lang.code]
    auth = ctx.digits(6) if ctx.slot % 2 else ctx.alnum(6)
    lines = [
        title,
        f"{ctx.brand}",
        f"VISA **** **** **** {ctx.digits(4)}",
        f"{auth_word}: {auth}",
        f"TID {ctx.digits(8)}  AID A0000000031010",
        f"{ctx.w('total')}: {ctx.rng.randint(3, 90)}.{ctx.digits(2)}",
        ok,
    ]
    html = '<pre style="font-family:monospace">' + escape("\n".join(lines)) + "</pre>"
    mail = Mail(ctx.sender("receipts"), title, ctx.charset, text="\n".join(lines) + "\n", html=html)
    return ctx.case("card_receipt", mail, kinds=("receipt", "card_auth"))


def results(ctx: Ctx, which: str) -> Case:
    """Lottery numbers, match results or a statistics digest."""
    if which == "lottery":
        nums = sorted(ctx.rng.sample(range(1, 50), 6))
        text = {
            "es": "Combinación ganadora del sorteo: {n}. Complementario {c}, reintegro {r}.",
            "it": "Estrazione del Lotto: {n}. Numero Jolly {c}, SuperStar {r}.",
            "de": "Die Gewinnzahlen von 6aus49: {n}. Superzahl {r}. Spiel 77: {c}{c}{c}.",
            "pt": "Resultado da Mega-Sena, concurso {c}{r}: {n}.",
            "tr": "Çılgın Sayısal Loto çekiliş sonuçları: {n}. Joker {c}, SüperStar {r}.",
            "pl": "Wyniki losowania Lotto: {n}. Plus: {c}.",
            "th": "ผลสลากกินแบ่งรัฐบาล รางวัลที่ 1: {c}{r}{c} เลขท้าย 2 ตัว: {r}",
        }.get(ctx.lang.code, "Winning numbers: {n}. Bonus {c}.")
        body = text.format(n=" ".join(f"{x:02d}" for x in nums), c=ctx.digits(2), r=ctx.digits(1))
    elif which == "sports":
        body = {
            "es": f"Final: Real Oviedo 2 – 1 Racing. Asistencia: {ctx.digits(5)} espectadores.",
            "pt": f"Fim de jogo: Vasco 3 x 1 Bahia. Público pagante: {ctx.digits(5)}.",
            "it": f"Serie B, 6ª giornata: Pisa-Bari 2-0. Spettatori {ctx.digits(5)}.",
            "tr": f"Maç sonucu: Göztepe 1 - 1 Kayserispor. Seyirci: {ctx.digits(5)}.",
            "ko": f"경기 결과: 한화 5 : 3 LG. 관중 {ctx.digits(5)}명.",
        }.get(ctx.lang.code, f"Full time: 2-1. Attendance {ctx.digits(5)}.")
    else:
        body = {
            "en": f"Your site this week: {ctx.digits(6)} page views, {ctx.digits(5)} visitors, bounce rate 41.{ctx.digits(1)} %.",
            "de": f"Deine Woche: {ctx.digits(6)} Seitenaufrufe, {ctx.digits(5)} Besucher, Absprungrate 38 %.",
            "nl": f"Je week: {ctx.digits(6)} paginaweergaven en {ctx.digits(5)} unieke bezoekers.",
            "ja": f"今週のアクセス：ページビュー {ctx.digits(6)}、ユーザー {ctx.digits(5)}",
            "vi": f"Tuần này: {ctx.digits(6)} lượt xem trang, {ctx.digits(5)} người truy cập.",
            "id": f"Minggu ini: {ctx.digits(6)} tayangan halaman, {ctx.digits(5)} pengunjung.",
        }.get(ctx.lang.code, f"{ctx.digits(6)} / {ctx.digits(5)}")
    blocks = [para(body), _regards(ctx)]
    mail = compose(ctx, body.split(":")[0][:60], blocks, unsubscribe=True)
    return ctx.case(f"results_{which}", mail, kinds=(which,))


def ci(ctx: Ctx) -> Case:
    """A CI failure with log output full of numbers."""
    run = ctx.digits(10)
    log = (
        f"Run #{run} failed on main ({ctx.hexed(7)})\n\n"
        f"  FAILED tests/test_auth.py::test_otp_roundtrip - AssertionError: assert '{ctx.digits(6)}' == '{ctx.digits(6)}'\n"
        f"  Error: Process completed with exit code 1.\n"
        f"  {ctx.digits(3)} passed, 1 failed in {ctx.digits(2)}.{ctx.digits(2)}s\n"
    )
    url = f"https://ci.forgehub.dev/acme/{ctx.ascii_domain.split('.')[0]}/actions/runs/{run}"
    html = f'<pre>{escape(log)}</pre><p><a href="{url}">View run</a></p>'
    mail = Mail("ForgeHub CI <notifications@forgehub.dev>", f"[acme/web] Run failed: tests - main ({ctx.hexed(7)})",
                ctx.charset, text=log + f"\nView run: {url}\n", html=html)  # fmt: skip
    return ctx.case("ci_failed", mail, kinds=("ci", "log_output"))


def digest(ctx: Ctx) -> Case:
    """A mailing-list digest; one message quotes a test code."""
    text = (
        f"Today's Topics:\n\n   1. Re: OTP length (Jonas)\n   2. Release 4.{ctx.digits(1)}.{ctx.digits(1)}\n\n"
        "----------------------------------------------------------------------\n\n"
        f"Message: 1\nDate: Tue, 2 Sep 2025\nFrom: Jonas\nSubject: Re: OTP length\n\n"
        f"> in tests we hardcode {ctx.digits(6)} as the code\nWe should move to 8 digits.\n\n"
        f"Message: 2\nSubject: Release\n\nTagged v4 (commit {ctx.hexed(12)}), {ctx.digits(3)} issues closed.\n"
    )
    mail = Mail("dev-digest <dev-request@lists.opensprout.org>", "dev Digest, Vol 128, Issue 9",
                ctx.charset, text=text, enc="8bit")  # fmt: skip
    return ctx.case("digest", mail, kinds=("digest", "quote"))


def booking(ctx: Ctx) -> Case:
    """A flight or hotel booking with its booking reference."""
    pnr = "".join(ctx.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(5)) + ctx.digits(1)
    view = f"https://{ctx.domain}/trips/{pnr}?last={ctx.hexed(6)}"
    blocks = [
        para(ctx.w("hi")),
        raw(f'<p style="font-size:22px;letter-spacing:3px"><b>{pnr}</b></p>', pnr),
        para(f"{ctx.w('ref')}: {pnr} · {ctx.w('total')}: {ctx.rng.randint(80, 900)}"),
        button(view, ctx.w("continue")),
        _regards(ctx),
    ]
    mail = compose(ctx, f"{ctx.w('ref')} {pnr} – {ctx.brand}", blocks)
    return ctx.case("booking", mail, kinds=("booking", "reference_code"))


def smime_statement(ctx: Ctx) -> Case:
    """A bank's S/MIME-signed statement notice."""
    blocks = [
        para(ctx.w("hi")),
        para(ctx.w("invoice", amount="—", n=ctx.digits(10))),
        code_box(f"IBAN •••• {ctx.digits(4)}"),
        _regards(ctx),
    ]
    base = compose(
        ctx,
        ctx.lang.w["invoice"].split(".")[0][:60],
        blocks,
        sender=ctx.sender("kontoauszug" if ctx.lang.code == "de" else "statements"),
    )
    mail = Mail(
        base.sender, base.subject, base.charset, text=base.text, html=base.html, signature="smime"
    )
    return ctx.case("statement_smime", mail, kinds=("bank", "signature_smime"))


def taiwan(ctx: Ctx, which: str) -> Case:
    """Traditional Chinese mail from Taiwan, in Big5."""
    sender = "青田書局 <service@qingtian-books.com.tw>"
    if which == "code":
        code = ctx.digits(6)
        text = (
            f"親愛的會員您好：\n\n您的驗證碼為：{code}\n請於 10 分鐘內完成驗證。\n"
            "如非本人操作，請忽略此信件。\n\n青田書局 敬上\n"
        )
        mail = Mail(sender, "【青田書局】會員驗證碼通知", "big5", text=text, enc="b64")
        return ctx.case("tw_code", mail, otp=code, kinds=("code", "plain_text"))
    number = f"TW{ctx.digits(10)}"
    if which == "ship":
        text = f"您訂購的商品已出貨。\n物流單號：{number}\n預計 2 至 3 個工作天送達。\n"
        subject = "【青田書局】商品出貨通知"
        kinds: tuple[str, ...] = ("shipping", "tracking_number")
    else:
        text = f"感謝您的訂購！\n訂單編號：{number}\n訂單金額：NT$1,280\n統一編號 24681357\n"
        subject = "【青田書局】訂單成立通知"
        kinds = ("order", "order_number", "registry_number")
    html = "<div>" + escape(text).replace("\n", "<br>") + "</div>"
    mail = Mail(sender, subject, "big5", text=text, html=html, enc="qp")
    return ctx.case(f"tw_{which}", mail, kinds=kinds)
