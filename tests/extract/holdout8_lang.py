"""Set 8 in twenty languages besides English, each written for its own country's senders (banks,
shops, portals, carriers) and in the charsets they still send: a code mail among local numbers,
a code-free mail whose registry, tax, postal or promo "codes" sit next to the word, a link mail,
and a notice about codes. ``{code}`` and ``{link}`` mark where the answer goes."""

from __future__ import annotations

from dataclasses import dataclass

from tests.extract.holdout8_base import ALNUM, Case, make, tok, url_token
from tests.extract.holdout8_html import button, code_box, esp_page, mjml_page, p, plain_page

SCRIPT_DIGITS = {
    "fa": "۰۱۲۳۴۵۶۷۸۹",
    "ar": "٠١٢٣٤٥٦٧٨٩",
    "hi": "०१२३४५६७८९",
    "fw": "０１２３４５６７８９",
}
RTL = {"ar", "fa", "he"}


@dataclass(frozen=True)
class Entry:
    """One mail of a language: its paragraphs hold ``{code}`` and ``{link}`` where they go."""

    key: str
    sender: str
    subject: str
    paras: tuple[str, ...]
    render: str = "esp"  # "esp", "mjml", "plain", "text"
    code: str | None = None  # "6", "8", "4", "a5", "a6", "grouped", "dashed"
    digits: str | None = None  # writes the code in another script's digits
    link: tuple[str, str, str] | None = None  # (kind, url with {t}, button words)
    kinds: tuple[str, ...] = ()
    charset: str = "utf-8"
    cte: str = "quoted-printable"
    foot: tuple[str, ...] = ()


def E(key: str, sender: str, subject: str, *paras: str, **kw: object) -> Entry:
    return Entry(key, sender, subject, paras, **kw)  # type: ignore[arg-type]


LANGS: dict[str, list[Entry]] = {
    "de": [
        E(
            "grouped",
            "Stadtwerke Kiel Kundenportal <portal@swk-kundenportal.de>",
            "Ihr Bestätigungscode",
            "Guten Tag,",
            "Ihr Bestätigungscode für die Anmeldung im Kundenportal lautet: {code}",
            "Kundennummer 4821339 · Vorgangsnummer 7731 · Zählernummer 1ESY1160482133",
            code="grouped",
            render="plain",
            kinds=("grouped_code", "numbers_near_code"),
        ),
        E(
            "bank_tan",
            "Elbufer Bank <service@elbuferbank.de>",
            "Ihre TAN für den Überweisungsauftrag",
            "Guten Tag Herr Morgan,",
            "für Ihre Überweisung über 248,90 EUR an Stadtwerke Kiel AG (IBAN DE44 2105 0170 0048 "
            "2133 90) lautet die TAN:",
            "{code}",
            "Auftragsnummer 7731-2290. Die TAN ist 5 Minuten gültig. Geben Sie sie nur ein, wenn "
            "Sie diesen Auftrag selbst erteilt haben.",
            code="6",
            charset="iso-8859-1",
            kinds=("bank", "payment_otp", "numbers_near_code", "registry_number"),
            foot=(
                "Elbufer Bank AG · Ballindamm 12 · 20095 Hamburg",
                "Amtsgericht Hamburg HRB 48213 · BIC ELBUDEHHXXX · Bankleitzahl 210 501 70",
            ),
        ),
        E(
            "order",
            "Kaufhafen <bestellung@kaufhafen.de>",
            "Deine Bestellung 302-4821339 ist eingegangen",
            "Hallo Alex,",
            "danke für deine Bestellung! Wir packen sie gerade.",
            "Bestellnummer: 302-4821339 · Kundennummer: 88120493 · Gutscheincode FRUEHLING15 "
            "(−10,00 €) · Lieferung an: Alex Morgan, Isestraße 48, Postleitzahl 20144 Hamburg",
            "Voraussichtliche Zustellung: Donnerstag, 3. April.",
            kinds=("order_confirmation", "codefree_talks_code", "promo_code", "registry_number"),
            foot=(
                "Kaufhafen GmbH · Amtsgericht Hamburg HRB 148213",
                "USt-IdNr. DE318229041 · Steuernummer 48/213/39011 · Geschäftsführer: J. Lind",
            ),
        ),
        E(
            "verify",
            "Wohnungsbörse Nord <konto@wohnungsboerse-nord.de>",
            "Bitte bestätige deine E-Mail-Adresse",
            "Hallo Alex,",
            "fast geschafft: Bitte bestätige noch deine E-Mail-Adresse, damit "
            "Vermieter dich erreichen können.",
            "{link}",
            "Der Link ist 48 Stunden gültig. Inserat-Nr. 4821339.",
            link=(
                "verify",
                "https://www.wohnungsboerse-nord.de/konto/bestaetigen/{t}",
                "E-Mail-Adresse bestätigen",
            ),
            render="mjml",
            kinds=("magic_link",),
        ),
        E(
            "pw_changed",
            "Elbufer Bank <service@elbuferbank.de>",
            "Ihr Passwort wurde geändert",
            "Guten Tag Herr Morgan,",
            "das Passwort für Ihr Online-Banking wurde am 01.04.2025 um 14:22 Uhr geändert.",
            "Wir werden Sie niemals per E-Mail oder Telefon nach einer TAN oder einem "
            "Bestätigungscode fragen. Sperr-Notruf: 116 116.",
            charset="iso-8859-1",
            render="text",
            kinds=("password_changed", "never_share", "codefree_talks_code"),
        ),
        E(
            "expired_new",
            "Kaufhafen <konto@kaufhafen.de>",
            "Neuer Anmeldecode",
            "Der Code 771204 ist abgelaufen.",
            "Dein neuer Anmeldecode lautet {code}.",
            "Er gilt 10 Minuten.",
            code="6",
            render="plain",
            kinds=("expired_code", "expiry"),
        ),
    ],
    "fr": [
        E(
            "alnum",
            "Caisse Solidaire <securite@caisse-solidaire.fr>",
            "Votre code de connexion",
            "Bonjour,",
            "Votre code de connexion : {code}",
            "Code client 48213390 · Agence 00482. Ce code est valable 5 minutes.",
            code="a5",
            charset="iso-8859-15",
            render="text",
            kinds=("alnum5", "numbers_near_code"),
        ),
        E(
            "train",
            "Rails d'Azur <compte@railsdazur.fr>",
            "Votre code de vérification",
            "Bonjour Alex,",
            "Voici votre code de vérification pour vous connecter à votre espace client :",
            "{code}",
            "Il expire dans 10 minutes. Ne le communiquez à personne, même à un conseiller.",
            "Votre prochain voyage : Marseille → Nice le 12 mai, référence de dossier QKZ4PM, "
            "carte "
            "Avantage n° 2909 0148 213.",
            code="6",
            charset="iso-8859-15",
            kinds=("numbers_near_code", "booking_ref", "expiry"),
            foot=("Rails d'Azur SAS · 48 boulevard de la Libération · 13001 Marseille",),
        ),
        E(
            "invoice",
            "Maison Fleurette <factures@maisonfleurette.fr>",
            "Votre facture F-2025-04821",
            "Bonjour,",
            "Veuillez trouver ci-dessous le récapitulatif de votre facture n° "
            "F-2025-04821 du 1er avril 2025 : 64,90 € TTC.",
            "Profitez de -15 % avec le code promo PRINTEMPS15 jusqu'au 30 avril.",
            charset="iso-8859-15",
            kinds=("receipt", "codefree_talks_code", "registry_number", "promo_code"),
            foot=(
                "Maison Fleurette SARL au capital de 10 000 € · 12 rue des Lilas, 69003 Lyon",
                "SIRET 482 913 390 00017 · Code APE 4776Z · TVA intracommunautaire FR48482913390",
            ),
        ),
        E(
            "reset",
            "Mutuelle Horizon <ne-pas-repondre@mutuelle-horizon.fr>",
            "Réinitialisation de votre mot de passe",
            "Madame, Monsieur,",
            "Vous avez demandé à réinitialiser le mot de passe de votre espace adhérent "
            "(n° d'adhérent 48213390).",
            "{link}",
            "Ce lien est valable une heure. Si vous n'êtes pas à l'origine de cette demande, "
            "ignorez ce message.",
            link=(
                "reset",
                "https://espace.mutuelle-horizon.fr/mdp/reinitialiser?jeton={t}",
                "Choisir un nouveau mot de passe",
            ),
            kinds=("magic_link",),
        ),
        E(
            "parcel",
            "Colivert <suivi@colivert.fr>",
            "Votre colis arrive demain",
            "Votre colis n° 6A48213390771 sera livré demain entre 9 h et 13 h au 12 rue des Lilas, "
            "code postal 69003.",
            "Absent ? Votre code de retrait vous sera envoyé par SMS au moment du dépôt en point "
            "relais.",
            render="plain",
            kinds=("shipping", "codefree_talks_code"),
        ),
    ],
    "es": [
        E(
            "subject",
            "Pisoclick <cuenta@pisoclick.es>",
            "{code} es tu código de Pisoclick",
            "Introduce el código del asunto para entrar. Caduca en 10 minutos.",
            code="6",
            render="text",
            kinds=("code_in_subject",),
        ),
        E(
            "bank",
            "Banco Alameda <avisos@bancoalameda.es>",
            "Código para confirmar tu compra",
            "Hola, Alex:",
            "Para confirmar el pago de 59,90 € en ZAPATERÍA LUNA con tu tarjeta terminada en 4417, "
            "introduce este código:",
            "{code}",
            "Caduca en 5 minutos. Nunca te lo pediremos por teléfono ni por correo.",
            code="dashed",
            charset="windows-1252",
            kinds=("bank", "payment_otp", "dashed_code", "numbers_near_code"),
            foot=(
                "Banco Alameda, S.A. · Paseo de la Castellana 48, 28046 Madrid",
                "CIF A48213390 · Registro Mercantil de Madrid, tomo 4821, folio 133",
            ),
        ),
        E(
            "power",
            "Luzclara Energía <facturas@luzclara.es>",
            "Tu factura de marzo ya está disponible",
            "Hola, Alex:",
            "Tu factura de luz de marzo es de 48,21 €.",
            "Código CUPS: ES0021000004821339LX · Contrato 4821339 · Código postal del suministro: "
            "28013 · Código de tarifa 2.0TD",
            charset="windows-1252",
            kinds=("receipt", "codefree_talks_code", "registry_number"),
        ),
        E(
            "activate",
            "Pisoclick <cuenta@pisoclick.es>",
            "Activa tu cuenta de Pisoclick",
            "¡Hola, Alex!",
            "Solo falta un paso: activa tu cuenta para guardar búsquedas y "
            "contactar con anunciantes.",
            "{link}",
            "El enlace caduca en 24 horas.",
            link=("confirm", "https://www.pisoclick.es/cuenta/activar?token={t}", "Activar cuenta"),
            render="mjml",
            kinds=("magic_link",),
        ),
        E(
            "expired",
            "Banco Alameda <avisos@bancoalameda.es>",
            "Tu código ha caducado",
            "El código de verificación 604218 que solicitaste a las 14:02 ha caducado y ya no es "
            "válido.",
            "Si todavía quieres entrar, solicita uno nuevo desde la app.",
            charset="windows-1252",
            render="text",
            kinds=("expired_code",),
        ),
    ],
    "pt": [
        E(
            "pix",
            "Banco Ipê <seguranca@bancoipe.com.br>",
            "Seu código de segurança",
            "Olá, Alex!",
            "Use o código abaixo para autorizar o Pix de R$ 482,90 para MERCADINHO SOL LTDA:",
            "{code}",
            "Agência 0001 · Conta 48213-9 · CPF ***.482.913-**. O código vale por 3 minutos.",
            code="6",
            charset="iso-8859-1",
            kinds=("bank", "payment_otp", "numbers_near_code"),
        ),
        E(
            "mb_ref",
            "Águas do Tejo <faturacao@aguasdotejo.pt>",
            "A sua fatura de abril",
            "Caro cliente,",
            "A sua fatura n.º FT 2025/04821 no valor de 23,40 € já está disponível.",
            "Pagamento por Multibanco: Entidade 21482 · Referência 913 390 771 · Montante 23,40 €",
            "Código do cliente 48213390 · NIF 514882901 · Código postal 1250-147 Lisboa",
            charset="iso-8859-1",
            render="text",
            kinds=("receipt", "codefree_talks_code", "registry_number", "reference_code"),
        ),
        E(
            "signin",
            "Feirinha <conta@feirinha.com.br>",
            "Seu link para entrar",
            "Oi, Alex!",
            "Toque no botão para entrar na sua conta da Feirinha. O link funciona "
            "uma vez só e vence em 15 minutos.",
            "{link}",
            link=("sign_in", "https://www.feirinha.com.br/entrar/link?t={t}", "Entrar na Feirinha"),
            kinds=("magic_link",),
        ),
        E(
            "alert",
            "Banco Ipê <seguranca@bancoipe.com.br>",
            "Novo acesso à sua conta",
            "Detectamos um acesso pelo app em um iPhone em Campinas/SP às 14:22.",
            "O Banco Ipê nunca pede código de segurança, senha ou token por e-mail, SMS ou "
            "telefone. Central: 4004 4821.",
            kinds=("security_alert", "never_share", "codefree_talks_code"),
        ),
    ],
    "it": [
        E(
            "otp8",
            "Banca Laguna <sicurezza@bancalaguna.it>",
            "Codice OTP per il bonifico",
            "Codice OTP per autorizzare il bonifico di 482,13 EUR: {code}",
            "Codice cliente 7731229 · Codice BIC LAGUITMMXXX · CRO 48213390771",
            code="8",
            charset="windows-1252",
            render="text",
            kinds=("bank", "payment_otp", "numbers_near_code"),
        ),
        E(
            "spid",
            "IdentiPass <noreply@identipass.it>",
            "Codice di sicurezza per l'accesso",
            "Gentile utente,",
            "il codice di sicurezza per completare l'accesso al servizio Fascicolo Sanitario è:",
            "{code}",
            "Il codice scade tra 2 minuti. Richiesta n. 48213390.",
            code="6",
            charset="windows-1252",
            kinds=("government", "numbers_near_code"),
        ),
        E(
            "fattura",
            "Luce Adriatica <fatture@luceadriatica.it>",
            "Fattura elettronica n. 4821/2025",
            "Gentile cliente,",
            "è disponibile la fattura n. 4821/2025 di 61,30 €.",
            "Codice fiscale MRGLXA85D12H501Z · Partita IVA 04821339011 · Codice destinatario "
            "M5UXCR1 · Codice POD IT001E48213390",
            charset="windows-1252",
            kinds=("receipt", "codefree_talks_code", "registry_number"),
        ),
        E(
            "reset",
            "Bottega Verde Online <account@bottegaverde-online.it>",
            "Reimposta la tua password",
            "Ciao Alex,",
            "abbiamo ricevuto una richiesta di reimpostazione della password.",
            "{link}",
            "Il link è valido per 60 minuti.",
            link=(
                "reset",
                "https://www.bottegaverde-online.it/account/password/nuova?token={t}",
                "Reimposta password",
            ),
            render="plain",
            kinds=("magic_link",),
        ),
        E(
            "promo",
            "Bottega Verde Online <news@bottegaverde-online.it>",
            "Primavera: -20% su tutto",
            "Ciao Alex, la primavera è arrivata! Usa il codice sconto PRIMAVERA20 entro domenica.",
            "Spedizione gratuita sopra i 49 €. Codice articolo più venduto: 482133.",
            kinds=("newsletter", "promo_code", "codefree_talks_code"),
        ),
    ],
    "nl": [
        E(
            "letter",
            "Gemeenteloket <noreply@gemeenteloket.example.nl>",
            "Uw activeringscode is onderweg",
            "Geachte heer Morgan,",
            "U heeft een account aangevraagd. De activeringscode ontvangt u "
            "binnen 5 werkdagen per brief op uw adres (postcode 1017 CE).",
            "Aanvraagnummer 48213390. Wij sturen nooit een activeringscode per e-mail.",
            kinds=("government", "never_share", "codefree_talks_code"),
        ),
        E(
            "shop",
            "Fietsplein <account@fietsplein.nl>",
            "Je verificatiecode",
            "Hoi Alex,",
            "Je verificatiecode is:",
            "{code}",
            "Deze code is 10 minuten geldig. Je bestelling 4821339 (stadsfiets, 7 versnellingen, "
            "€ 749,00) wordt donderdag bezorgd.",
            code="6",
            kinds=("numbers_near_code", "expiry"),
            foot=("Fietsplein B.V. · KvK 48213390 · btw NL004821339B01",),
        ),
        E(
            "track",
            "Snelpost <noreply@snelpost.nl>",
            "Je pakket is onderweg",
            "Je pakket van Fietsplein is onderweg.",
            "Track & trace-code: 3SFPL4821339 · Postcode: 1017 CE · Huisnummer 597",
            "Bezorgmoment: donderdag tussen 14:00 en 16:30.",
            render="plain",
            kinds=("shipping", "codefree_talks_code"),
        ),
        E(
            "verify",
            "Huurwoningplein <info@huurwoningplein.nl>",
            "Bevestig je e-mailadres",
            "Hallo Alex,",
            "Bevestig je e-mailadres om reacties op woningen te kunnen versturen.",
            "{link}",
            link=("verify", "https://www.huurwoningplein.nl/bevestig/{t}", "Bevestigen"),
            kinds=("magic_link",),
        ),
        E(
            "ideal",
            "Zorgverzekeraar Delta <betalingen@zvdelta.nl>",
            "Betaling ontvangen",
            "We hebben je betaling van € 142,10 ontvangen.",
            "Betalingskenmerk 4821 3390 7731 2290 · Relatienummer 48213390",
            render="text",
            kinds=("receipt", "codefree_talks_code", "reference_code"),
        ),
    ],
    "pl": [
        E(
            "blik",
            "Bank Nadwiślański <powiadomienia@banknadwislanski.pl>",
            "Płatność BLIK",
            "Transakcja BLIK nr 48213390 na kwotę 129,00 zł została zatwierdzona.",
            "Nigdy nie podawaj kodu BLIK osobom trzecim. Kod rozliczeniowy banku 1020 4821.",
            charset="iso-8859-2",
            render="text",
            kinds=("bank", "never_share", "codefree_talks_code"),
        ),
        E(
            "code",
            "Targowisko24 <konto@targowisko24.pl>",
            "Kod weryfikacyjny",
            "Cześć Alex,",
            "Twój kod weryfikacyjny:",
            "{code}",
            "Kod jest ważny przez 5 minut. Nie podawaj go nikomu - nasi pracownicy nigdy o niego "
            "nie proszą. Zamówienie nr 48213390 czeka na płatność.",
            code="6",
            charset="iso-8859-2",
            kinds=("numbers_near_code", "expiry"),
        ),
        E(
            "invoice",
            "Targowisko24 <faktury@targowisko24.pl>",
            "Faktura VAT FV/2025/04/4821",
            "Dzień dobry,",
            "w załączniku przesyłamy fakturę FV/2025/04/4821 na kwotę 129,00 zł.",
            "Kod rabatowy na kolejne zakupy: WIOSNA15.",
            charset="iso-8859-2",
            render="text",
            kinds=("receipt", "codefree_talks_code", "registry_number", "promo_code"),
            foot=(
                "Targowisko24 sp. z o.o., ul. Marszałkowska 48, kod pocztowy 00-950 Warszawa",
                "NIP 526-482-91-39, REGON 482913390, KRS 0000482913",
            ),
        ),
        E(
            "confirm",
            "Bilety Wisła <konto@biletywisla.pl>",
            "Potwierdź rejestrację",
            "Dziękujemy za rejestrację!",
            "Kliknij, aby potwierdzić konto:",
            "{link}",
            link=("confirm", "https://biletywisla.pl/rejestracja/potwierdz?kod={t}", "Potwierdzam"),
            charset="iso-8859-2",
            kinds=("magic_link",),
        ),
        E(
            "pw",
            "Bilety Wisła <konto@biletywisla.pl>",
            "Hasło zostało zmienione",
            "Hasło do Twojego konta zostało zmienione 1 kwietnia o 14:22.",
            "Jeśli to nie Ty, skontaktuj się z nami: +48 22 482 13 39.",
            charset="iso-8859-2",
            kinds=("password_changed",),
        ),
    ],
    "tr": [
        E(
            "sms",
            "Sigortam Ol <bilgi@sigortamol.com.tr>",
            "Tek kullanımlık şifreniz",
            "Poliçe işleminiz için tek kullanımlık şifreniz: {code}",
            "Başvuru no: 48213390 · Müşteri no: 7731229. Şifre 180 saniye geçerlidir.",
            code="6",
            charset="iso-8859-9",
            render="plain",
            kinds=("insurance", "numbers_near_code"),
        ),
        E(
            "code",
            "Çarşıla <hesap@carsila.com.tr>",
            "Doğrulama kodunuz",
            "Merhaba Alex,",
            "Çarşıla hesabınıza giriş için doğrulama kodunuz:",
            "{code}",
            "Bu kod 3 dakika geçerlidir. Kodu kimseyle paylaşmayın. Sipariş no: 48213390",
            code="6",
            charset="iso-8859-9",
            kinds=("numbers_near_code",),
        ),
        E(
            "invoice",
            "Çarşıla <fatura@carsila.com.tr>",
            "e-Arşiv faturanız oluşturuldu",
            "Sayın Alex Morgan,",
            "482,90 TL tutarlı e-Arşiv faturanız oluşturulmuştur.",
            "Fatura no: CRS2025000004821 · Vergi No: 4821339011 · Mersis No: 0482133901100015 · "
            "Posta kodu: 34710 Kadıköy/İstanbul",
            charset="iso-8859-9",
            kinds=("receipt", "codefree_talks_code", "registry_number"),
        ),
        E(
            "reset",
            "Yolbilet <destek@yolbilet.com.tr>",
            "Şifre sıfırlama talebi",
            "Merhaba,",
            "Şifrenizi sıfırlamak için aşağıdaki bağlantıya tıklayın:",
            "{link}",
            "Bağlantı 30 dakika geçerlidir.",
            link=(
                "reset",
                "https://www.yolbilet.com.tr/sifre-sifirla?anahtar={t}",
                "Şifremi sıfırla",
            ),
            charset="iso-8859-9",
            render="text",
            kinds=("magic_link",),
        ),
        E(
            "cargo",
            "Yolbilet <destek@yolbilet.com.tr>",
            "Biletiniz hazır",
            "İstanbul - Ankara, 12 Nisan 09:30, koltuk 23. PNR kodu: YB7Q2M.",
            "Kampanya kodu BAHAR10 ile dönüş biletinizde %10 indirim.",
            charset="iso-8859-9",
            kinds=("booking_ref", "promo_code", "codefree_talks_code"),
        ),
    ],
    "ru": [
        E(
            "forward",
            "Марина Лебедева <m.lebedeva@vega-service.ru>",
            "Fwd: Код подтверждения",
            "Саша, это пришло на общий ящик, посмотри, пожалуйста.",
            "-------- Пересылаемое сообщение --------",
            "От: Полкапарк &lt;noreply@polkapark.ru&gt;",
            "Тема: Код подтверждения",
            "Ваш код подтверждения для входа: 839120. Никому не сообщайте этот код.",
            render="plain",
            kinds=("forwarded",),
        ),
        E(
            "code",
            "Полкапарк <noreply@polkapark.ru>",
            "Код подтверждения",
            "Здравствуйте!",
            "Ваш код подтверждения для входа:",
            "{code}",
            "Никому не сообщайте этот код. Заказ № 48213390 на сумму 4 821 ₽ ожидает оплаты.",
            code="6",
            charset="windows-1251",
            kinds=("numbers_near_code",),
        ),
        E(
            "invoice",
            "ООО «Сервисный центр Вега» <buh@vega-service.ru>",
            "Счёт на оплату № 4821",
            "Добрый день!",
            "Направляем счёт № 4821 от 01.04.2025 на сумму 48 213,90 руб.",
            "Реквизиты: ИНН 7701482913, КПП 770101001, ОГРН 1027700482913, код ОКПО 48213390, "
            "БИК 044525225, р/с 40702810400000048213.",
            charset="koi8-r",
            render="text",
            kinds=("receipt", "codefree_talks_code", "registry_number"),
        ),
        E(
            "signin",
            "Читайка <login@chitayka.ru>",
            "Ссылка для входа",
            "Чтобы войти в библиотеку, нажмите кнопку ниже. Ссылка действует 15 минут.",
            "{link}",
            "Если вы не запрашивали вход, просто проигнорируйте письмо.",
            link=("sign_in", "https://chitayka.ru/auth/email?token={t}", "Войти"),
            charset="koi8-r",
            kinds=("magic_link",),
        ),
        E(
            "expired",
            "Полкапарк <noreply@polkapark.ru>",
            "Срок действия кода истёк",
            "Срок действия кода 482013 истёк. Запросите новый код в приложении.",
            charset="windows-1251",
            render="text",
            kinds=("expired_code",),
        ),
        E(
            "used",
            "Полкапарк <noreply@polkapark.ru>",
            "Новый код",
            "Код 661204 уже был использован.",
            "Новый код для входа: {code}",
            "Он действует 5 минут.",
            code="6",
            charset="windows-1251",
            render="plain",
            kinds=("used_code", "expiry"),
        ),
    ],
    "uk": [
        E(
            "code",
            "Дивокуп <info@divokup.ua>",
            "Код підтвердження",
            "Вітаємо!",
            "Ваш код підтвердження:",
            "{code}",
            "Код дійсний 5 хвилин. Нікому його не повідомляйте. Замовлення № 48213390.",
            code="6",
            charset="koi8-u",
            kinds=("numbers_near_code",),
        ),
        E(
            "invoice",
            "ТОВ «Світлиця» <rahunky@svitlytsia.ua>",
            "Рахунок № 4821",
            "Надсилаємо рахунок № 4821 на суму 4 821,00 грн.",
            "Код ЄДРПОУ 48213390, ІПН 482133901234, МФО 300346.",
            charset="koi8-u",
            render="text",
            kinds=("receipt", "codefree_talks_code", "registry_number"),
        ),
        E(
            "verify",
            "Дивокуп <info@divokup.ua>",
            "Підтвердіть електронну адресу",
            "Будь ласка, підтвердіть свою електронну адресу:",
            "{link}",
            link=("verify", "https://divokup.ua/pidtverdzhennia?token={t}", "Підтвердити"),
            charset="koi8-u",
            kinds=("magic_link",),
        ),
        E(
            "pw",
            "Дивокуп <info@divokup.ua>",
            "Пароль змінено",
            "Пароль до вашого облікового запису змінено 01.04.2025 о 14:22.",
            "Ми ніколи не просимо повідомити код з SMS. Гаряча лінія: 0 800 48 21 33.",
            charset="koi8-u",
            kinds=("password_changed", "never_share", "codefree_talks_code"),
        ),
    ],
    "ar": [
        E(
            "promo",
            "سوق الواحة <news@souqalwaha.sa>",
            "عروض الصيف",
            "خصم 25٪ على الإلكترونيات! استخدم رمز الخصم SUMMER25 عند الدفع.",
            "العرض ساري حتى 30 يونيو. رقم خدمة العملاء 920048213.",
            charset="windows-1256",
            kinds=("promo_code", "newsletter", "codefree_talks_code"),
        ),
        E(
            "code",
            "سوق الواحة <noreply@souqalwaha.sa>",
            "رمز التحقق",
            "مرحباً أليكس،",
            "رمز التحقق الخاص بك هو:",
            "{code}",
            "صالح لمدة 10 دقائق. لا تشارك هذا الرمز مع أي شخص. رقم الطلب 48213390.",
            code="6",
            charset="windows-1256",
            kinds=("numbers_near_code", "expiry"),
        ),
        E(
            "invoice",
            "سوق الواحة <invoices@souqalwaha.sa>",
            "فاتورة ضريبية",
            "شكراً لتسوقك معنا. إجمالي الفاتورة 482.90 ريال.",
            "الرقم الضريبي 300482913390003 · السجل التجاري 1010482913 · الرمز البريدي 12271",
            charset="windows-1256",
            render="text",
            kinds=("receipt", "codefree_talks_code", "registry_number"),
        ),
        E(
            "verify",
            "بوابة سكني <no-reply@sakani-portal.sa>",
            "تأكيد بريدك الإلكتروني",
            "يرجى تأكيد بريدك الإلكتروني لإكمال التسجيل.",
            "{link}",
            link=("verify", "https://sakani-portal.sa/account/verify?token={t}", "تأكيد البريد"),
            kinds=("magic_link",),
        ),
        E(
            "indic",
            "مصرف الرمال <otp@alrimalbank.ae>",
            "رمز الدخول",
            "رمز الدخول لمرة واحدة: {code}",
            "ينتهي خلال 3 دقائق. المصرف لن يطلب منك هذا الرمز أبداً.",
            code="6",
            digits="ar",
            render="plain",
            kinds=("other_script_digits", "bank", "expiry"),
        ),
    ],
    "fa": [
        E(
            "code",
            "دیجی‌بازار <noreply@digibazar.ir>",
            "کد تأیید",
            "سلام،",
            "کد تأیید شما: {code}",
            "این کد تا ۲ دقیقه معتبر است.",
            code="6",
            digits="fa",
            render="plain",
            kinds=("other_script_digits", "expiry"),
        ),
        E(
            "invoice",
            "دیجی‌بازار <factor@digibazar.ir>",
            "فاکتور سفارش",
            "سفارش شما ثبت شد. شماره سفارش ۴۸۲۱۳۳۹۰",
            "کد پستی ۱۴۳۸۷۶۵۴۳۲ · کد اقتصادی ۴۱۱۴۸۲۹۱۳۳۹۰ · شناسه ملی ۱۰۱۰۴۸۲۱۳۳۹",
            render="text",
            kinds=("receipt", "codefree_talks_code", "registry_number", "other_script_digits"),
        ),
        E(
            "reset",
            "رهنما <support@rahnama.ir>",
            "بازنشانی رمز عبور",
            "برای بازنشانی رمز عبور خود روی دکمه زیر بزنید:",
            "{link}",
            "این پیوند یک ساعت معتبر است.",
            link=("reset", "https://rahnama.ir/password/reset?token={t}", "بازنشانی رمز عبور"),
            kinds=("magic_link",),
        ),
        E(
            "promo",
            "دیجی‌بازار <news@digibazar.ir>",
            "تخفیف نوروزی",
            "نوروز مبارک! با کد تخفیف NOWRUZ1404 تا ۳۰٪ تخفیف بگیرید.",
            kinds=("promo_code", "newsletter", "codefree_talks_code"),
        ),
    ],
    "he": [
        E(
            "qp",
            "כספית <no-reply@kaspit.co.il>",
            "קוד חד-פעמי",
            "הקוד החד-פעמי שלך להתחברות: {code}",
            "מספר לקוח 48213390. הקוד בתוקף ל-10 דקות.",
            code="8",
            charset="windows-1255",
            kinds=("numbers_near_code", "expiry"),
        ),
        E(
            "code",
            "כספית <no-reply@kaspit.co.il>",
            "קוד אימות",
            "שלום אלכס,",
            "קוד האימות שלך הוא: \u200e{code}\u200e",
            "הקוד בתוקף ל-5 דקות. אל תמסור אותו לאף אחד.",
            code="6",
            charset="windows-1255",
            render="plain",
            kinds=("bidi_zero_width", "expiry"),
        ),
        E(
            "receipt",
            "כספית <no-reply@kaspit.co.il>",
            "קבלה על תשלום",
            "התקבל תשלום בסך 482.90 ₪.",
            "מספר עוסק מורשה 514829133 · מיקוד 6801294 · מספר אסמכתא 48213390",
            charset="windows-1255",
            render="text",
            kinds=("receipt", "codefree_talks_code", "registry_number", "reference_code"),
        ),
        E(
            "verify",
            "דירה פלוס <info@dira-plus.co.il>",
            'אימות כתובת הדוא"ל',
            'כדי להשלים את ההרשמה, יש לאמת את כתובת הדוא"ל:',
            "{link}",
            link=("verify", "https://dira-plus.co.il/verify-email?token={t}", "אימות כתובת"),
            charset="windows-1255",
            kinds=("magic_link",),
        ),
        E(
            "pw",
            "כספית <no-reply@kaspit.co.il>",
            "הסיסמה שלך שונתה",
            "הסיסמה לחשבון שלך שונתה היום בשעה 14:22.",
            "לעולם לא נבקש ממך קוד אימות בטלפון. מוקד: *4821",
            charset="windows-1255",
            kinds=("password_changed", "never_share", "codefree_talks_code"),
        ),
    ],
    "hi": [
        E(
            "otp_deva",
            "सुविधा बैंक <alerts@suvidhabank.in>",
            "आपका OTP",
            "प्रिय ग्राहक,",
            "₹4,821.00 के लेन-देन के लिए आपका OTP {code} है।",
            "यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।",
            code="6",
            digits="hi",
            render="plain",
            kinds=("other_script_digits", "bank", "payment_otp", "expiry"),
        ),
        E(
            "gst",
            "बाज़ारघर <orders@bazaarghar.in>",
            "आपका ऑर्डर कन्फ़र्म हो गया",
            "नमस्ते एलेक्स, आपका ऑर्डर 4821339011 कन्फ़र्म हो गया है।",
            "डिलीवरी पिन कोड 110001 · GSTIN 07AABCU4821J1Z3 · कूपन कोड DIWALI50 लागू",
            kinds=("order_confirmation", "codefree_talks_code", "registry_number", "promo_code"),
        ),
        E(
            "verify",
            "बाज़ारघर <account@bazaarghar.in>",
            "अपना ईमेल सत्यापित करें",
            "नमस्ते, अपना ईमेल पता सत्यापित करने के लिए नीचे दिए गए बटन पर क्लिक करें।",
            "{link}",
            link=("verify", "https://www.bazaarghar.in/account/verify?token={t}", "ईमेल सत्यापित करें"),
            kinds=("magic_link",),
        ),
        E(
            "tip",
            "सुविधा बैंक <alerts@suvidhabank.in>",
            "सुरक्षा सूचना",
            "बैंक कभी भी फ़ोन, SMS या ईमेल पर आपका OTP, PIN या CVV नहीं माँगता।",
            "ग्राहक सेवा: 1800 482 1339",
            kinds=("never_share", "security_alert", "codefree_talks_code"),
        ),
    ],
    "th": [
        E(
            "otp_ref",
            "ธนาคารเจ้าพระยา <otp@chaophrayabank.co.th>",
            "รหัส OTP",
            "รหัส OTP ของคุณคือ {code} (รหัสอ้างอิง: KQWZ)",
            "สำหรับการโอนเงิน 4,821.00 บาท ใช้ได้ภายใน 5 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น",
            code="6",
            charset="tis-620",
            render="text",
            kinds=("reference_code", "bank", "payment_otp", "expiry"),
        ),
        E(
            "tax",
            "ช้อปสยาม <invoice@shopsiam.co.th>",
            "ใบกำกับภาษี",
            "ขอบคุณที่สั่งซื้อ ยอดรวม 1,290.00 บาท",
            "เลขประจำตัวผู้เสียภาษี 0105548213390 · รหัสไปรษณีย์ 10330 · เลขที่คำสั่งซื้อ 48213390",
            charset="tis-620",
            kinds=("receipt", "codefree_talks_code", "registry_number"),
        ),
        E(
            "verify",
            "ช้อปสยาม <account@shopsiam.co.th>",
            "ยืนยันอีเมลของคุณ",
            "กรุณายืนยันอีเมลของคุณเพื่อเปิดใช้งานบัญชี",
            "{link}",
            link=("verify", "https://www.shopsiam.co.th/account/verify?token={t}", "ยืนยันอีเมล"),
            charset="tis-620",
            kinds=("magic_link",),
        ),
        E(
            "promo",
            "ช้อปสยาม <news@shopsiam.co.th>",
            "สงกรานต์ลดสูงสุด 50%",
            "ใช้รหัสส่วนลด SONGKRAN25 ลดเพิ่ม 25% ถึง 15 เม.ย.",
            kinds=("promo_code", "newsletter", "codefree_talks_code"),
        ),
    ],
    "vi": [
        E(
            "otp",
            "Ngân hàng Sông Hồng <otp@songhongbank.vn>",
            "Mã xác thực giao dịch",
            "Quý khách đang thực hiện chuyển khoản 4.821.000 VND.",
            "Mã xác thực (OTP) của Quý khách là {code}. Mã có hiệu lực trong 3 phút.",
            "Tuyệt đối không cung cấp mã này cho bất kỳ ai.",
            code="6",
            charset="windows-1258",
            kinds=("bank", "payment_otp", "expiry"),
        ),
        E(
            "order",
            "Chợ Lụa <donhang@cholua.vn>",
            "Xác nhận đơn hàng DH48213390",
            "Cảm ơn bạn đã đặt hàng tại Chợ Lụa!",
            "Mã đơn hàng: DH48213390 · Mã giảm giá: LUA50K · Mã bưu chính: 100000 · "
            "Mã số thuế: 0104821339",
            charset="windows-1258",
            render="text",
            kinds=("order_confirmation", "codefree_talks_code", "registry_number", "promo_code"),
        ),
        E(
            "reset",
            "Chợ Lụa <taikhoan@cholua.vn>",
            "Đặt lại mật khẩu",
            "Bạn vừa yêu cầu đặt lại mật khẩu. Nhấn vào nút dưới đây:",
            "{link}",
            "Liên kết có hiệu lực trong 30 phút.",
            link=(
                "reset",
                "https://cholua.vn/tai-khoan/dat-lai-mat-khau?token={t}",
                "Đặt lại mật khẩu",
            ),
            charset="windows-1258",
            kinds=("magic_link",),
        ),
        E(
            "expired",
            "Ngân hàng Sông Hồng <otp@songhongbank.vn>",
            "Mã OTP đã hết hạn",
            "Mã OTP 482013 đã hết hạn. Vui lòng thực hiện lại giao dịch để nhận mã mới.",
            charset="windows-1258",
            render="text",
            kinds=("expired_code",),
        ),
    ],
    "id": [
        E(
            "booking",
            "Terbangin <noreply@terbangin.co.id>",
            "Kode OTP Terbangin",
            "Kode booking kamu: XK7Q2M (Jakarta - Denpasar, 12 Mei).",
            "Untuk masuk ke akun, masukkan kode OTP: {code}",
            "Berlaku 5 menit.",
            code="6",
            kinds=("booking_ref", "numbers_near_code", "expiry"),
        ),
        E(
            "code",
            "Tokoputra <noreply@tokoputra.co.id>",
            "Kode verifikasi Tokoputra",
            "Halo Alex,",
            "Kode verifikasi kamu:",
            "{code}",
            "JANGAN berikan kode ini ke siapa pun, termasuk pihak Tokoputra. Berlaku 5 menit.",
            code="6",
            kinds=("never_share", "expiry"),
        ),
        E(
            "va",
            "Tokoputra <tagihan@tokoputra.co.id>",
            "Selesaikan pembayaranmu",
            "Pesanan INV/20250401/MPL/4821339011 menunggu pembayaran Rp 482.900.",
            "Kode pembayaran Virtual Account: 8808 4821 3390 7731 · Kode voucher HEMAT50 sudah "
            "dipakai · Kode pos pengiriman 12190",
            kinds=("order_confirmation", "codefree_talks_code", "reference_code", "promo_code"),
        ),
        E(
            "signin",
            "Kopiteman <masuk@kopiteman.id>",
            "Link masuk ke Kopiteman",
            "Klik tombol di bawah untuk masuk. Link berlaku 10 menit.",
            "{link}",
            link=("sign_in", "https://kopiteman.id/masuk/email?token={t}", "Masuk sekarang"),
            render="mjml",
            kinds=("magic_link",),
        ),
        E(
            "npwp",
            "Kopiteman <faktur@kopiteman.id>",
            "Faktur pajak",
            "Faktur pajak untuk langganan Maret sudah terbit.",
            "NPWP 01.482.913.3-901.000 · Nomor seri faktur 010.004-25.48213390",
            render="text",
            kinds=("receipt", "codefree_talks_code", "registry_number"),
        ),
    ],
    "ja": [
        E(
            "otp8",
            "みらい銀行 <info@mirai-bank.example.jp>",
            "ワンタイムパスワードのお知らせ",
            "ワンタイムパスワード：{code}",
            "お問い合わせ番号：7731-2290（有効期限：10分）",
            code="8",
            charset="shift_jis",
            render="plain",
            kinds=("bank", "numbers_near_code", "expiry"),
        ),
        E(
            "code_fw",
            "さくら市場 <info@sakura-ichiba.jp>",
            "【さくら市場】認証コードのお知らせ",
            "さくら市場をご利用いただきありがとうございます。",
            "認証コード：{code}",
            "有効期限は30分です。ご注文番号 4821-3390-7731 の確認にもご利用いただけます。",
            code="6",
            digits="fw",
            charset="shift_jis",
            render="text",
            kinds=("other_script_digits", "numbers_near_code", "expiry"),
        ),
        E(
            "order",
            "さくら市場 <order@sakura-ichiba.jp>",
            "【さくら市場】ご注文ありがとうございます",
            "ご注文番号：4821-3390-7731",
            "お届け先：〒150-0002 東京都渋谷区渋谷4-8-21",
            "クーポンコード SAKURA10 が適用されました。",
            charset="shift_jis",
            kinds=("order_confirmation", "codefree_talks_code", "promo_code"),
        ),
        E(
            "verify",
            "つなぐID <no-reply@tsunagu-id.jp>",
            "メールアドレスの確認",
            "以下のボタンからメールアドレスの確認を完了してください。",
            "{link}",
            "このリンクの有効期限は24時間です。",
            link=(
                "verify",
                "https://id.tsunagu-id.jp/email/verify?token={t}",
                "メールアドレスを確認",
            ),
            charset="iso-2022-jp",
            cte="7bit",
            render="text",
            kinds=("magic_link",),
        ),
        E(
            "pw",
            "つなぐID <no-reply@tsunagu-id.jp>",
            "パスワード変更のお知らせ",
            "パスワードが変更されました（2025年4月1日 14:22）。",
            "お心当たりがない場合は、サポート（0120-482-133）までご連絡ください。",
            charset="iso-2022-jp",
            cte="7bit",
            render="text",
            kinds=("password_changed",),
        ),
    ],
    "zh": [
        E(
            "cn_renew",
            "集市通 <noreply@jishitong.cn>",
            "新的验证码",
            "您之前的验证码 482013 已失效。",
            "新的登录验证码为 {code}，10分钟内有效。",
            code="6",
            charset="gb2312",
            render="plain",
            kinds=("expired_code", "expiry"),
        ),
        E(
            "cn_code",
            "集市通 <noreply@jishitong.cn>",
            "验证码",
            "您的验证码为 {code}，5分钟内有效。",
            "请勿泄露给他人。订单号 4821339077。",
            code="6",
            charset="gb2312",
            render="text",
            kinds=("numbers_near_code", "expiry"),
        ),
        E(
            "cn_invoice",
            "集市通 <fapiao@jishitong.cn>",
            "电子发票已开具",
            "您的电子发票已开具，金额 482.90 元。",
            "发票代码 044001900111 · 发票号码 48213390 · 邮政编码 200120",
            charset="gb2312",
            kinds=("receipt", "codefree_talks_code", "registry_number"),
        ),
        E(
            "tw_code",
            "好時光旅遊 <service@haoshiguang.com.tw>",
            "驗證碼通知",
            "您的驗證碼是：{code}",
            "請於10分鐘內輸入。訂單編號 TW48213390。",
            code="6",
            charset="big5",
            render="plain",
            kinds=("numbers_near_code", "expiry"),
        ),
        E(
            "tw_reset",
            "好時光旅遊 <service@haoshiguang.com.tw>",
            "重設密碼",
            "請點選下方按鈕重設您的密碼：",
            "{link}",
            "此連結將於1小時後失效。",
            link=("reset", "https://www.haoshiguang.com.tw/member/reset?token={t}", "重設密碼"),
            charset="big5",
            kinds=("magic_link",),
        ),
        E(
            "cn_promo",
            "集市通 <news@jishitong.cn>",
            "春季大促",
            "使用优惠码 SPRING50 立减50元！",
            kinds=("promo_code", "newsletter", "codefree_talks_code"),
            charset="gb2312",
        ),
    ],
    "ko": [
        E(
            "expired",
            "한빛마켓 <noreply@hanbitmarket.kr>",
            "인증번호가 만료되었습니다",
            "요청하신 인증번호 [482013]의 유효시간(3분)이 지났습니다.",
            "다시 인증을 진행해주세요.",
            charset="euc-kr",
            render="text",
            kinds=("expired_code",),
        ),
        E(
            "code",
            "한빛마켓 <noreply@hanbitmarket.kr>",
            "[한빛마켓] 인증번호 안내",
            "[한빛마켓] 인증번호 [{code}]를 입력해주세요.",
            "타인에게 절대 알려주지 마세요.",
            code="6",
            charset="euc-kr",
            render="text",
            kinds=("never_share",),
        ),
        E(
            "order",
            "한빛마켓 <order@hanbitmarket.kr>",
            "주문이 완료되었습니다",
            "주문번호 20250401-4821339 · 결제금액 48,210원",
            "사업자등록번호 214-86-48213 · 우편번호 06236 · 통신판매업신고 제2025-서울강남-04821호",
            charset="euc-kr",
            kinds=("order_confirmation", "codefree_talks_code", "registry_number"),
        ),
        E(
            "verify",
            "한빛마켓 <account@hanbitmarket.kr>",
            "이메일 인증",
            "아래 버튼을 눌러 이메일 인증을 완료해주세요.",
            "{link}",
            link=(
                "verify",
                "https://www.hanbitmarket.kr/member/email-verify?token={t}",
                "이메일 인증하기",
            ),
            charset="euc-kr",
            kinds=("magic_link",),
        ),
        E(
            "pw",
            "한빛마켓 <account@hanbitmarket.kr>",
            "비밀번호가 변경되었습니다",
            "회원님의 비밀번호가 2025년 4월 1일 14:22에 변경되었습니다.",
            "본인이 아닌 경우 고객센터 1588-4821로 연락해주세요.",
            charset="euc-kr",
            render="text",
            kinds=("password_changed",),
        ),
    ],
}


def _code(entry: Entry, seed: str) -> tuple[str, str]:
    """The code as typed and as shown in the mail."""
    shape = entry.code or "6"
    if shape.startswith("a"):
        typed = tok(seed, int(shape[1:]), ALNUM)
        return typed, typed
    size = {"6": 6, "8": 8, "4": 4, "grouped": 6, "dashed": 6}[shape]
    typed = tok(seed, size)
    shown = typed
    if shape == "grouped":
        shown = f"{typed[:3]} {typed[3:]}"
    elif shape == "dashed":
        shown = f"{typed[:3]}-{typed[3:]}"
    if entry.digits:
        shown = "".join(SCRIPT_DIGITS[entry.digits][int(c)] if c.isdigit() else c for c in shown)
    return typed, shown


def _case(lang: str, entry: Entry) -> Case:
    name = f"l_{lang}_{entry.key}"
    otp = shown = None
    if entry.code:
        otp, shown = _code(entry, name)
    url = words = kind = None
    if entry.link:
        kind, template, words = entry.link
        url = template.replace("{t}", url_token(name))
    dir_ = "rtl" if lang in RTL else "ltr"
    subject = entry.subject.replace("{code}", str(shown))
    kinds = (f"lang_{lang}", f"charset_{entry.charset}", *entry.kinds)
    if entry.render == "text":
        lines = []
        for para in entry.paras:
            if para == "{code}":
                lines.append(f"    {shown}")
            elif para == "{link}":
                lines.append(str(url))
            else:
                lines.append(para.replace("{code}", str(shown)).replace("{link}", str(url)))
        lines.extend(["", "--", *entry.foot] if entry.foot else [])
        return make(
            name,
            sender=entry.sender,
            subject=subject,
            text="\n\n".join(lines) + "\n",
            charset=entry.charset,
            text_cte=entry.cte,
            otp=otp,
            link=url,
            link_kind=kind,
            kinds=(*kinds, "text_only"),
        )
    blocks = []
    for para in entry.paras:
        if para == "{code}":
            blocks.append(code_box(str(shown)))
        elif para == "{link}":
            blocks.append(button(str(url), str(words)))
        else:
            blocks.append(p(para.replace("{code}", f"<b>{shown}</b>")))
    body = "".join(blocks)
    host = entry.sender.rpartition("@")[2].rstrip(">")
    brand = entry.sender.partition(" <")[0]
    if entry.render == "esp":
        html = esp_page(
            brand=brand,
            brand_host=host.removeprefix("www."),
            body=body,
            preheader=subject,
            lang=lang,
            dir_=dir_,
            footer_lines=list(entry.foot) or [brand],
        )
    elif entry.render == "mjml":
        html = mjml_page(
            title=subject, body=body, lang=lang, footer_html="<br>".join(entry.foot) or brand
        )
    else:
        html = plain_page(
            body + "".join(p(f, "font-size:11px;color:#888;") for f in entry.foot),
            lang=lang,
            dir_=dir_,
        )
    return make(
        name,
        sender=entry.sender,
        subject=subject,
        html=html,
        charset=entry.charset,
        html_cte=entry.cte,
        text_cte=entry.cte,
        otp=otp,
        link=url,
        link_kind=kind,
        kinds=kinds,
    )


def all_cases() -> list[Case]:
    return [_case(lang, entry) for lang, entries in LANGS.items() for entry in entries]
