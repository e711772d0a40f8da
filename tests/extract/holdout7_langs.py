# ruff: noqa: E501 - mail data: long URLs, HTML and sentences are kept as senders write them
"""The 21 languages of held-out set 7 (``holdout7_lang.py`` builds their mails). Each is
written as that country's senders write, not translated from one template."""

from __future__ import annotations

from tests.extract.holdout7_build import token
from tests.extract.holdout7_html import Brand
from tests.extract.holdout7_lang import Lang

DE = Lang(
    "de",
    "iso-8859-15",
    Brand(
        "Bücherstube Ahrens",
        "buecherstube-ahrens.de",
        "#8f3f71",
        "Bücherstube Ahrens GmbH, Lindenstraße 12, 50674 Köln",
        "Registergericht: Amtsgericht Köln, HRB 104822 · USt-IdNr.: DE 318 204 917",
    ),
    (
        "730418",
        "Ihr Anmeldecode für die Bücherstube",
        (
            "Hallo Sam,",
            "mit diesem Code melden Sie sich in Ihrem Kundenkonto an:",
            "{code}",
            "Der Code ist 15 Minuten gültig. Falls Sie die Anmeldung nicht angefordert haben, "
            "können Sie diese E-Mail ignorieren.",
            "Viele Grüße\nIhr Team der Bücherstube Ahrens",
        ),
    ),
    (
        f"https://bücherstube-ahrens.de/konto/anmelden?t={token('de-login')}",
        "Ihr Anmeldelink",
        (
            "Guten Tag,",
            "klicken Sie auf die Schaltfläche, um sich ohne Passwort anzumelden:",
            "{button}",
            "Der Link ist 20 Minuten gültig und kann nur einmal verwendet werden.",
        ),
        "Jetzt anmelden",
        "sign_in",
    ),
    (
        "551207",
        "Zahlung bestätigen",
        (
            "Sie bezahlen 38,90 € bei Bücherstube Ahrens mit Ihrer Karte endend auf 0417.",
            "Ihre mobile TAN lautet: {code}",
            "Die TAN ist 5 Minuten gültig. Geben Sie sie niemals telefonisch weiter.",
        ),
    ),
    (
        "Neue Anmeldung in Ihrem Konto",
        (
            "Wir haben eine neue Anmeldung bemerkt: Firefox unter Windows, 11.03.2025, 07:44 Uhr, "
            "in der Nähe von Hamburg.",
            "Waren Sie das? Dann ist alles in Ordnung.",
            "Falls nicht: {lock}",
        ),
        "Konto sofort sperren",
    ),
    (
        "Ihre Bestellung 2025-118734 ist unterwegs",
        (
            "Gute Nachrichten! Ihre Bestellung <b>2025-118734</b> hat unser Lager verlassen.",
            "Sendungsnummer: 00340434161094042557 (DHL) · Voraussichtliche Zustellung: Do., 13.03.",
            "Rechnungsnummer RE-88120 · Kundennummer 4410229",
        ),
    ),
    (
        "Ihr Code ist abgelaufen",
        (
            "Hallo Sam,",
            "der Bestätigungscode 208117 ist leider abgelaufen, weil er nicht innerhalb "
            "von 15 Minuten eingegeben wurde.",
            "Fordern Sie auf der Anmeldeseite einfach einen neuen Code an.",
            "Ihr Bücherstube-Team",
        ),
    ),
    (
        "Änderung unserer AGB",
        (
            "Sehr geehrte Kundin, sehr geehrter Kunde,",
            "zum 1. April 2025 passen wir unsere "
            "Allgemeinen Geschäftsbedingungen an. Sie müssen nichts tun.",
            "Bücherstube Ahrens GmbH · Geschäftsführerin: Jana Ahrens · Registergericht Amtsgericht "
            "Köln HRB 104822 · USt-IdNr. DE318204917 · Steuernummer 215/5841/1023 · "
            "Gläubiger-Identifikationsnummer DE98ZZZ09999999999",
        ),
    ),
    show="spaced",
    kinds=("idn",),
)

FR = Lang(
    "fr",
    "iso-8859-15",
    Brand(
        "Maison Vérane",
        "maison-verane.fr",
        "#1c3f5e",
        "Maison Vérane SAS, 14 rue des Tanneurs, 69002 Lyon",
        "SAS au capital de 40 000 € · RCS Lyon 842 193 450 · Code APE 4791B",
    ),
    (
        "492061",
        "Votre code de connexion Maison Vérane",
        (
            "Bonjour Sam,",
            "Voici votre code de connexion :",
            "{code}",
            "Ce code est valable "
            "10 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce "
            "message.",
            "À très vite,\nL'équipe Maison Vérane",
        ),
    ),
    (
        f"https://compte.maison-verane.fr/verifier-email?jeton={token('fr-verif')}",
        "Confirmez votre adresse e-mail",
        (
            "Bienvenue chez Maison Vérane !",
            "Pour activer votre compte, merci de confirmer votre adresse e-mail :",
            "{button}",
            "Ce lien expire dans 48 heures.",
        ),
        "Confirmer mon adresse",
        "verify",
    ),
    (
        "83920417",
        "Validation de votre paiement",
        (
            "Paiement de 124,00 € chez MAISON VERANE avec la carte **** 2291.",
            "Code de sécurité à saisir : {code}",
            "Ce code est valable 5 minutes. Votre conseiller ne vous le demandera jamais.",
        ),
    ),
    (
        "Nouvelle connexion à votre compte",
        (
            "Une connexion a eu lieu le 11/03/2025 à 08h12 depuis un iPhone (Marseille, France).",
            "Si c'est vous, aucune action n'est nécessaire.",
            "Ce n'est pas vous ? {lock}",
        ),
        "Bloquer mon compte",
    ),
    (
        "Votre commande n° 100482913 a été expédiée",
        (
            "Votre colis est en route !",
            "Commande n° 100482913 · Colissimo n° 6A21840093315",
            "Livraison estimée : jeudi 13 mars, en point relais (code postal 69002).",
        ),
    ),
    (
        "Code expiré",
        (
            "Bonjour,",
            "Le code 771024 que vous avez demandé n'est plus valide (il a expiré au bout "
            "de 10 minutes).",
            "Rendez-vous sur la page de connexion pour en recevoir un nouveau.",
            "L'équipe Maison Vérane",
        ),
    ),
    (
        "Votre facture de mars",
        (
            "Votre facture FA-2025-03-0412 est disponible dans votre espace client.",
            "Maison Vérane SAS · SIRET 842 193 450 00021 · Code APE 4791B · N° TVA intracommunautaire "
            "FR 41 842193450 · RCS Lyon",
        ),
    ),
    link_carrier="url_tracker",
)

ES = Lang(
    "es",
    "iso-8859-1",
    Brand(
        "Farmacia Olivar",
        "farmaciaolivar.es",
        "#26a269",
        "Farmacia Olivar S.L., Calle de Atocha 88, 28012 Madrid",
        "CIF B-86214533 · Inscrita en el Registro Mercantil de Madrid, Tomo 38.201, Hoja M-679301",
    ),
    (
        "615083",
        "Tu código de acceso",
        (
            "¡Hola!",
            "Introduce este código para entrar en tu cuenta de Farmacia Olivar:",
            "{code}",
            "Caduca en 10 minutos. Si no has sido tú, puedes ignorar este correo.",
            "Un saludo,\nFarmacia Olivar",
        ),
    ),
    (
        f"https://www.farmaciaolivar.es/cuenta/restablecer?token={token('es-reset')}",
        "Restablece tu contraseña",
        (
            "Hola, Sam:",
            "Hemos recibido una solicitud para cambiar la contraseña de tu cuenta.",
            "{button}",
            "El enlace caduca en 1 hora. Si no lo has pedido tú, no tienes que hacer nada.",
        ),
        "Cambiar contraseña",
        "reset",
    ),
    (
        "287305",
        "Confirma tu compra",
        (
            "Compra de 23,45 EUR en FARMACIA OLIVAR con tu tarjeta terminada en 6610.",
            "Tu código de confirmación es {code}.",
            "No lo compartas con nadie. Válido durante 5 minutos.",
        ),
    ),
    (
        "Nuevo inicio de sesión",
        (
            "Se ha iniciado sesión en tu cuenta desde Chrome en Android (Sevilla) el 11/03/2025 a "
            "las 9:03.",
            "¿No has sido tú? {lock}",
        ),
        "Bloquear la cuenta",
    ),
    (
        "Tu pedido 4812-7730 está en camino",
        (
            "¡Tu pedido ya ha salido!",
            "Pedido nº 4812-7730 · Número de seguimiento: ES2948117730",
            "Entrega prevista: jueves 13 de marzo. Código postal de entrega: 28013.",
        ),
    ),
    (
        "Tu código ha caducado",
        (
            "Hola:",
            "El código 904213 ya no es válido porque han pasado más de 10 minutos.",
            "Vuelve a la app y pulsa «Enviar código» para recibir uno nuevo.",
        ),
    ),
    (
        "Actualizamos nuestra política de privacidad",
        (
            "Te informamos de que el 1 de abril actualizaremos nuestra política de privacidad.",
            "Farmacia Olivar S.L. · CIF B-86214533 · Código de farmacia 28-0419 · Registro Mercantil "
            "de Madrid, Tomo 38.201, Folio 112, Hoja M-679301",
        ),
    ),
    link_carrier="b64_tracker",
)

PT = Lang(
    "pt",
    "windows-1252",
    Brand(
        "Caju Conta",
        "cajuconta.com.br",
        "#e66100",
        "Caju Pagamentos Ltda., Av. Paulista 1842, São Paulo - SP, 01310-200",
        "CNPJ 34.118.204/0001-72",
    ),
    (
        "438219",
        "Seu código de verificação Caju",
        (
            "Olá, Sam!",
            "Use o código abaixo para entrar no app Caju:",
            "{code}",
            "Ele vale por 5 minutos. Nunca compartilhe esse código com ninguém, nem com a gente.",
        ),
    ),
    (
        f"https://app.cajuconta.com.br/confirmar-email?c={token('pt-conf')}",
        "Confirme seu e-mail",
        (
            "Falta pouco!",
            "Confirme seu e-mail para liberar sua conta Caju:",
            "{button}",
            "O link expira em 24 horas.",
        ),
        "Confirmar e-mail",
        "verify",
    ),
    (
        "660412",
        "Confirme sua compra",
        (
            "Compra de R$ 89,90 em LOJAS RIBEIRA no cartão final 3307.",
            "Código de segurança: {code}",
            "Válido por 3 minutos.",
        ),
    ),
    (
        "Novo acesso à sua conta",
        (
            "Detectamos um acesso em 11/03/2025 às 06:58 de um Samsung Galaxy em Recife - PE.",
            "Não reconhece? {lock}",
        ),
        "Bloquear minha conta",
    ),
    (
        "Pedido #773019 enviado",
        (
            "Seu pedido #773019 foi enviado pelos Correios.",
            "Código de rastreio: QB482913775BR",
            "Previsão de entrega: 14/03.",
        ),
    ),
    (
        "Código expirado",
        (
            "Olá!",
            "O código 310988 expirou. Por segurança, ele só vale por 5 minutos.",
            "Peça um novo código no app.",
        ),
    ),
    (
        "Seu informe de rendimentos 2024",
        (
            "Seu informe de rendimentos já está disponível no app.",
            "Caju Pagamentos Ltda. · CNPJ 34.118.204/0001-72 · Código do banco 0401 · Ouvidoria "
            "0800 881 2291",
        ),
    ),
    show="dashed",
)

IT = Lang(
    "it",
    "iso-8859-1",
    Brand(
        "Ferrovie Lago",
        "ferrovielago.it",
        "#c01c28",
        "Ferrovie Lago S.p.A., Piazza Garibaldi 4, 22100 Como",
        "P.IVA 12048330961 · Codice Fiscale 12048330961 · REA CO-2638411",
    ),
    (
        "K7M4Q",
        "Il tuo codice di accesso",
        (
            "Ciao Sam,",
            "ecco il codice per accedere a Ferrovie Lago:",
            "{code}",
            "Il codice scade tra 10 minuti.",
            "Buon viaggio!",
        ),
    ),
    (
        f"https://www.ferrovielago.it/account/reimposta-password?t={token('it-reset')}",
        "Reimposta la password",
        (
            "Gentile cliente,",
            "abbiamo ricevuto una richiesta di reimpostazione della password.",
            "{button}",
            "Il link è valido per 30 minuti.",
        ),
        "Reimposta la password",
        "reset",
    ),
    (
        "904116",
        "Autorizza il pagamento",
        (
            "Stai pagando 42,50 € a FERROVIE LAGO con la carta che termina con 8812.",
            "Codice OTP: {code}",
            "Il codice è valido 5 minuti.",
        ),
    ),
    (
        "Nuovo accesso al tuo account",
        (
            "Nuovo accesso l'11/03/2025 alle 07:20 da Safari su Mac (Milano).",
            "Non sei stato tu? {lock}",
        ),
        "Blocca l'account",
    ),
    (
        "Il tuo biglietto - PNR QX7TZ4",
        (
            "Grazie per aver viaggiato con noi!",
            "Codice prenotazione (PNR): <b>QX7TZ4</b>",
            "Como S. Giovanni → Milano Centrale · 14/03 · 08:12 · Carrozza 3, posto 42",
        ),
    ),
    (
        "Codice scaduto",
        (
            "Ciao,",
            "il codice R2T9P non è più valido: è scaduto dopo 10 minuti.",
            "Richiedine uno nuovo dalla pagina di accesso.",
        ),
    ),
    (
        "Fattura elettronica n. 2025/0412",
        (
            "In allegato trovi la fattura elettronica n. 2025/0412.",
            "Ferrovie Lago S.p.A. · Codice Fiscale e P.IVA 12048330961 · Codice destinatario "
            "M5UXCR1 · REA CO-2638411 · Capitale sociale € 1.200.000 i.v.",
        ),
    ),
    link_carrier="plain",
)

NL = Lang(
    "nl",
    "windows-1252",
    Brand(
        "Fietsdepot",
        "fietsdepot.nl",
        "#ff7800",
        "Fietsdepot B.V., Oudegracht 210, 3511 NR Utrecht",
        "KvK 81230455 · btw NL862114903B01",
    ),
    (
        "218847",
        "Je inlogcode voor Fietsdepot",
        (
            "Hoi Sam,",
            "Hier is je inlogcode:",
            "{code}",
            "De code is 10 minuten geldig. Heb je "
            "niet geprobeerd in te loggen? Dan kun je deze mail negeren.",
            "Groeten,\nFietsdepot",
        ),
    ),
    (
        f"https://mijn.fietsdepot.nl/inloggen/link?code={token('nl-login')}",
        "Inloggen bij Fietsdepot",
        (
            "Hoi!",
            "Klik op de knop om direct in te loggen:",
            "{button}",
            "De link werkt 15 minuten.",
        ),
        "Inloggen",
        "sign_in",
    ),
    (
        "530291",
        "Bevestig je betaling",
        (
            "Je betaalt € 649,00 aan FIETSDEPOT BV met je kaart eindigend op 7710.",
            "Je bevestigingscode: {code}",
            "Geldig tot 10:31.",
        ),
    ),
    (
        "Nieuwe login op je account",
        (
            "Er is ingelogd op je account op 11-03-2025 om 08:02 vanaf Edge op Windows (Rotterdam).",
            "Was jij dit niet? {lock}",
        ),
        "Blokkeer je account",
    ),
    (
        "Je bestelling 7730442 is verzonden",
        (
            "Je nieuwe fiets komt eraan!",
            "Bestelnummer 7730442 · Track & trace: 3SFDP0048213771",
            "Bezorging: vrijdag 14 maart tussen 12:00 en 16:00.",
        ),
    ),
    (
        "Je code is verlopen",
        ("Hoi,", "De code 661902 is verlopen. Vraag in de app een nieuwe code aan."),
    ),
    (
        "Je factuur van maart",
        (
            "Bedankt voor je aankoop. Je factuur staat in Mijn Fietsdepot.",
            "Fietsdepot B.V. · KvK-nummer 81230455 · btw-nummer NL862114903B01 · IBAN "
            "NL91 ABNA 0417 1643 00",
        ),
    ),
    link_carrier="url_tracker",
)

PL = Lang(
    "pl",
    "iso-8859-2",
    Brand(
        "Zielarnia Łąka",
        "zielarnia-laka.pl",
        "#2ec27e",
        "Zielarnia Łąka sp. z o.o., ul. Ogrodowa 14, 00-876 Warszawa",
        "NIP 527-284-11-03 · REGON 384712056 · KRS 0000812442",
    ),
    (
        "648203",
        "Twój kod logowania",
        (
            "Cześć Sam,",
            "Twój jednorazowy kod logowania:",
            "{code}",
            "Kod jest ważny przez 10 minut. Jeśli to nie Ty, zignoruj tę wiadomość.",
        ),
    ),
    (
        f"https://zielarnia-laka.pl/konto/potwierdź-adres/{token('pl-conf')}",
        "Potwierdź swój adres e-mail",
        (
            "Dziękujemy za rejestrację!",
            "Aby aktywować konto, potwierdź swój adres e-mail:",
            "{button}",
            "Link wygaśnie za 24 godziny.",
        ),
        "Potwierdzam",
        "verify",
    ),
    (
        "771305",
        "Potwierdź płatność BLIK",
        (
            "Płatność 59,99 zł w ZIELARNIA LAKA.",
            "Kod autoryzacyjny transakcji: {code}",
            "Kod jest ważny 2 minuty.",
        ),
    ),
    (
        "Nowe logowanie na Twoje konto",
        ("Zalogowano się na Twoje konto 11.03.2025 o 07:31 (Chrome, Kraków).", "To nie Ty? {lock}"),
        "Zablokuj konto",
    ),
    (
        "Zamówienie nr 2025/03/4471 zostało wysłane",
        (
            "Twoja paczka jest w drodze!",
            "Numer zamówienia: 2025/03/4471 · Numer przesyłki InPost: 620441182307718244771290",
            "Paczkomat WAW21M, kod odbioru otrzymasz SMS-em.",
        ),
    ),
    ("Kod wygasł", ("Cześć,", "kod 330918 wygasł. Poproś o nowy kod na stronie logowania.")),
    (
        "Zmiana regulaminu sklepu",
        (
            "Od 1 kwietnia 2025 obowiązuje nowy regulamin sklepu.",
            "Zielarnia Łąka sp. z o.o. · NIP 527-284-11-03 · REGON 384712056 · KRS 0000812442 · "
            "Sąd Rejonowy dla m.st. Warszawy · kapitał zakładowy 50 000 zł",
        ),
    ),
    show="spaced",
    kinds=("non_ascii_path",),
)

TR = Lang(
    "tr",
    "iso-8859-9",
    Brand(
        "Kitapçı Demir",
        "kitapcidemir.com.tr",
        "#a51d2d",
        "Demir Kitap A.Ş., İstiklal Cad. No:112, 34433 Beyoğlu/İstanbul",
        "Mersis No: 0384112204500017 · Vergi No: 3841122045",
    ),
    (
        "502716",
        "Giriş doğrulama kodunuz",
        (
            "Merhaba Sam,",
            "Hesabınıza giriş yapmak için doğrulama kodunuz:",
            "{code}",
            "Bu kod 3 dakika geçerlidir. Kodu kimseyle paylaşmayın.",
        ),
    ),
    (
        f"https://kitapçıdemir.com.tr/hesap/dogrula?k={token('tr-verify')}",
        "E-posta adresinizi doğrulayın",
        (
            "Aramıza hoş geldiniz!",
            "Hesabınızı etkinleştirmek için e-posta adresinizi doğrulayın:",
            "{button}",
            "Bağlantı 24 saat geçerlidir.",
        ),
        "E-postamı doğrula",
        "verify",
    ),
    (
        "118640",
        "3D Secure doğrulama",
        (
            "KITAPCI DEMIR üyeişyerinden 245,00 TL tutarındaki işleminiz için tek kullanımlık "
            "şifreniz: {code}",
            "Kartınızın son 4 hanesi: 5521. Şifre 180 saniye geçerlidir.",
        ),
    ),
    (
        "Hesabınıza yeni giriş",
        (
            "11.03.2025 09:14 tarihinde Ankara'dan bir Android cihazla giriş yapıldı.",
            "Bu siz değilseniz: {lock}",
        ),
        "Hesabımı kilitle",
    ),
    (
        "Siparişiniz kargoya verildi",
        ("Sipariş No: 4418273 · Kargo takip no: 7300184421", "Tahmini teslimat: 13 Mart Perşembe."),
    ),
    (
        "Kodunuzun süresi doldu",
        ("Merhaba,", "481100 kodunun süresi doldu. Lütfen uygulamadan yeni kod isteyin."),
    ),
    (
        "Mesafeli satış sözleşmesi",
        (
            "Siparişinize ait mesafeli satış sözleşmesi ektedir.",
            "Demir Kitap A.Ş. · Mersis No: 0384 1122 0450 0017 · Vergi Dairesi: Beyoğlu · Vergi No: "
            "3841122045 · Ticaret Sicil No: 221394",
        ),
    ),
    kinds=("idn",),
)

RU = Lang(
    "ru",
    "windows-1251",
    Brand(
        "Книжный Двор",
        "knizhnydvor.ru",
        "#1c71d8",
        "ООО «Книжный Двор», 190000, Санкт-Петербург, ул. Садовая, д. 14",
        "ИНН 7804217370 · ОГРН 1027804229193",
    ),
    (
        "394018",
        "Код для входа в Книжный Двор",
        (
            "Здравствуйте!",
            "Ваш код для входа:",
            "{code}",
            "Код действует 10 минут. Никому его не сообщайте — даже сотрудникам магазина.",
        ),
    ),
    (
        f"https://вход.книжныйдвор.рф/auth?token={token('ru-login')}",
        "Вход по ссылке",
        (
            "Здравствуйте, Сэм!",
            "Чтобы войти в личный кабинет, нажмите на кнопку:",
            "{button}",
            "Ссылка действительна 15 минут.",
        ),
        "Войти",
        "sign_in",
    ),
    (
        "8204",
        "Подтверждение оплаты",
        (
            "Оплата 1 490 ₽ в KNIZHNY DVOR, карта *4417.",
            "Код подтверждения: {code}",
            "Никому не сообщайте код.",
        ),
    ),
    (
        "Вход в аккаунт с нового устройства",
        (
            "11.03.2025 в 10:22 (МСК) выполнен вход с устройства iPhone, Новосибирск.",
            "Если это были не вы — {lock}",
        ),
        "заблокируйте аккаунт",
    ),
    (
        "Заказ № 48-117302 передан в доставку",
        (
            "Ваш заказ № 48-117302 передан в службу доставки.",
            "Трек-номер: RA482913770RU",
            "Ожидаемая дата доставки: 14 марта.",
        ),
    ),
    (
        "Срок действия кода истёк",
        (
            "Здравствуйте!",
            "Срок действия кода 720415 истёк. Запросите новый код на странице входа.",
        ),
    ),
    (
        "Акт сверки за февраль",
        (
            "Направляем акт сверки взаиморасчётов за февраль 2025 года.",
            "ООО «Книжный Двор» · ИНН 7804217370 · КПП 780401001 · ОГРН 1027804229193 · "
            "Код по ОКПО 48213077 · БИК 044030653",
        ),
    ),
    kinds=("idn",),
)

UK = Lang(
    "uk",
    "koi8-u",
    Brand(
        "Кав'ярня Ґонта",
        "gonta.coffee",
        "#865e3c",
        "ТОВ «Ґонта Кава», вул. Ярославів Вал, 14, Київ, 01034",
        "Код ЄДРПОУ 41288174",
    ),
    (
        "612093",
        "Ваш код для входу",
        (
            "Вітаємо!",
            "Ваш одноразовий код для входу в застосунок:",
            "{code}",
            "Код дійсний 5 хвилин. Нікому його не повідомляйте.",
        ),
    ),
    (
        f"https://gonta.coffee/account/password/reset?token={token('uk-reset')}",
        "Відновлення пароля",
        (
            "Добрий день!",
            "Ви надіслали запит на зміну пароля. Щоб встановити новий пароль, "
            "перейдіть за посиланням.",
            "{button}",
            "Посилання дійсне 1 годину.",
        ),
        "Змінити пароль",
        "reset",
    ),
    (
        "447102",
        "Підтвердження платежу",
        ("Оплата 185,00 грн у GONTA COFFEE, картка *3391.", "Код підтвердження: {code}"),
    ),
    (
        "Новий вхід в обліковий запис",
        ("11.03.2025 о 08:40 виконано вхід з Android, Львів.", "Це були не ви? {lock}"),
        "Заблокувати обліковий запис",
    ),
    (
        "Замовлення 20417 відправлено",
        (
            "Ваше замовлення № 20417 вже в дорозі.",
            "Номер ТТН Нової пошти: 20450048213771",
            "Відділення № 14.",
        ),
    ),
    (
        "Код більше не дійсний",
        ("Вітаємо!", "Термін дії коду 558310 минув. Запросіть новий код у застосунку."),
    ),
    (
        "Рахунок-фактура за березень",
        (
            "Рахунок-фактура № 311 від 11.03.2025 у вкладенні.",
            "ТОВ «Ґонта Кава» · Код ЄДРПОУ 41288174 · ІПН 412881726541 · МФО 300528",
        ),
    ),
    link_carrier="plain",
)

AR = Lang(
    "ar",
    "windows-1256",
    Brand(
        "سوق النخيل",
        "souqalnakheel.sa",
        "#26a269",
        "شركة سوق النخيل، طريق الملك فهد، الرياض 12271، المملكة العربية السعودية",
        "سجل تجاري رقم 1010428861",
    ),
    (
        "482913",
        "رمز التحقق الخاص بك",
        (
            "مرحباً سام،",
            "رمز التحقق لتسجيل الدخول إلى حسابك هو:",
            "{code}",
            "هذا الرمز صالح لمدة 10 دقائق. لا تشارك هذا الرمز مع أي شخص.",
        ),
    ),
    (
        f"https://www.souqalnakheel.sa/account/verify?token={token('ar-verify')}",
        "تأكيد بريدك الإلكتروني",
        (
            "أهلاً بك في سوق النخيل!",
            "يرجى تأكيد بريدك الإلكتروني لتفعيل حسابك:",
            "{button}",
            "تنتهي صلاحية الرابط خلال 24 ساعة.",
        ),
        "تأكيد البريد الإلكتروني",
        "verify",
    ),
    (
        "730162",
        "تأكيد عملية الدفع",
        (
            "عملية شراء بمبلغ 249.00 ريال من سوق النخيل بالبطاقة المنتهية بـ 4821.",
            "رمز التحقق لمرة واحدة: {code}",
            "صالح لمدة 5 دقائق.",
        ),
    ),
    (
        "تسجيل دخول جديد إلى حسابك",
        (
            "تم تسجيل الدخول إلى حسابك من جهاز iPhone في جدة بتاريخ 2025/03/11 الساعة 09:20.",
            "لم تكن أنت؟ {lock}",
        ),
        "قفل الحساب",
    ),
    (
        "تم شحن طلبك رقم ٧٧٣٠٤٤١",
        (
            "تم شحن طلبك رقم <b>٧٧٣٠٤٤١</b>.",
            "رقم التتبع: ٤٨٢١٣٣٠٧٧١ · التسليم المتوقع: ١٣ مارس",
            "للاستفسار: ٩٢٠٠٠٤٤١٢",
        ),
    ),
    (
        "انتهت صلاحية الرمز",
        ("مرحباً،", "انتهت صلاحية الرمز 559012. يرجى طلب رمز جديد من صفحة تسجيل الدخول."),
    ),
    (
        "فاتورة ضريبية",
        (
            "شكراً لتسوقك معنا. مرفق الفاتورة الضريبية رقم INV-8821.",
            "سجل تجاري رقم 1010428861 · الرقم الضريبي 300482291700003 · الرمز البريدي 12271",
        ),
    ),
    show="arabic",
    direction="rtl",
    code_charset="utf-8",
)

FA = Lang(
    "fa",
    "utf-8",
    Brand(
        "دیجی‌کتاب سپهر",
        "sepehrbook.ir",
        "#3584e4",
        "تهران، خیابان انقلاب، پلاک ۱۴۲، فروشگاه کتاب سپهر",
        "شناسه ملی ۱۰۱۰۳۸۸۲۷۱۰",
    ),
    (
        "305871",
        "کد ورود شما",
        (
            "سلام،",
            "کد ورود شما به حساب کاربری:",
            "{code}",
            "این کد تا ۲ دقیقه معتبر است. آن را در اختیار دیگران قرار ندهید.",
        ),
    ),
    (
        f"https://sepehrbook.ir/login/magic?t={token('fa-login')}",
        "ورود با یک کلیک",
        (
            "سلام!",
            "برای ورود به حساب خود روی دکمه زیر بزنید:",
            "{button}",
            "این پیوند ۱۵ دقیقه اعتبار دارد.",
        ),
        "ورود به حساب",
        "sign_in",
    ),
    (
        "917240",
        "رمز پویای پرداخت",
        (
            "خرید به مبلغ ۴۵۰٬۰۰۰ ریال از فروشگاه سپهر با کارت ۶۰۳۷-****-۲۲۹۱.",
            "رمز پویا: {code}",
            "اعتبار: ۶۰ ثانیه",
        ),
    ),
    (
        "ورود جدید به حساب",
        ("ورود جدید در تاریخ ۱۴۰۳/۱۲/۲۱ ساعت ۱۰:۴۰ از شیراز.", "شما نبودید؟ {lock}"),
        "حساب را قفل کنید",
    ),
    (
        "سفارش شما ارسال شد",
        (
            "سفارش شماره ۸۸۲۱۰۴ ارسال شد.",
            "کد رهگیری مرسوله: ۲۲۰۴۸۸۱۹۳۳۰۷۱۷",
            "کد پستی گیرنده: ۱۵۸۷۶۴۴۳۱۱",
        ),
    ),
    ("کد منقضی شده است", ("سلام،", "کد ۴۴۱۰۹۲ منقضی شده است. لطفاً دوباره درخواست کد بدهید.")),
    (
        "فاکتور رسمی",
        (
            "فاکتور رسمی خرید شما پیوست است.",
            "کد اقتصادی ۴۱۱۴۲۸۸۶۱۹۵۷ · شناسه ملی ۱۰۱۰۳۸۸۲۷۱۰ · کد پستی ۱۳۱۴۷۶۵۴۱۱",
        ),
    ),
    show="persian",
    direction="rtl",
    link_carrier="b64_tracker",
)

HE = Lang(
    "he",
    "windows-1255",
    Brand(
        "גלגלים",
        "galgalim.co.il",
        "#c64600",
        'גלגלים בע"מ, רחוב הרצל 42, תל אביב',
        "ח.פ. 515204118",
    ),
    (
        "624890",
        "קוד האימות שלך",
        (
            "שלום סם,",
            "קוד האימות שלך לכניסה לחשבון:",
            "{code}",
            "הקוד בתוקף ל-10 דקות. אל תמסור אותו לאף אחד.",
        ),
    ),
    (
        f"https://www.galgalim.co.il/account/reset?key={token('he-reset')}",
        "איפוס סיסמה",
        ("שלום,", "קיבלנו בקשה לאפס את הסיסמה שלך.", "{button}", "הקישור בתוקף לשעה אחת."),
        "לאיפוס הסיסמה",
        "reset",
    ),
    (
        "380517",
        "אישור תשלום",
        ("עסקה בסך 320 ₪ בגלגלים בכרטיס המסתיים ב-9921.", "קוד חד-פעמי: {code}"),
    ),
    (
        "כניסה חדשה לחשבון",
        ("זיהינו כניסה חדשה מ-Chrome ב-Windows בחיפה, 11/03/2025 09:05.", "לא אתה? {lock}"),
        "נעל את החשבון",
    ),
    (
        "ההזמנה שלך יצאה למשלוח",
        ("הזמנה מס' 220419 נשלחה.", "מספר מעקב: RR482913771IL", "מסירה משוערת: 13/03."),
    ),
    ("הקוד פג תוקף", ("שלום,", "הקוד 117402 פג תוקף. יש לבקש קוד חדש.")),
    (
        "חשבונית מס קבלה",
        (
            "מצורפת חשבונית מס קבלה מס' 30412.",
            'גלגלים בע"מ · ח.פ. 515204118 · עוסק מורשה 515204118 · מיקוד 6578101',
        ),
    ),
    show="rlm",
    direction="rtl",
)

HI = Lang(
    "hi",
    "utf-8",
    Brand(
        "किताबघर",
        "kitabghar.in",
        "#e5a50a",
        "Kitabghar Retail Pvt. Ltd., Andheri East, Mumbai 400059",
        "GSTIN: 27AAPCS9921K1ZV",
    ),
    (
        "516402",
        "आपका लॉगिन कोड",
        (
            "नमस्ते सैम,",
            "किताबघर में लॉगिन करने के लिए आपका OTP है:",
            "{code}",
            "यह OTP 10 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।",
        ),
    ),
    (
        f"https://kitabghar.in/account/verify-email?token={token('hi-verify')}",
        "अपना ईमेल सत्यापित करें",
        (
            "किताबघर में आपका स्वागत है!",
            "अपना खाता सक्रिय करने के लिए ईमेल सत्यापित करें:",
            "{button}",
            "यह लिंक 24 घंटे में समाप्त हो जाएगा।",
        ),
        "ईमेल सत्यापित करें",
        "verify",
    ),
    (
        "802913",
        "भुगतान की पुष्टि करें",
        (
            "किताबघर पर ₹1,249.00 का भुगतान, कार्ड XX4410 से।",
            "आपका OTP {code} है।",
            "OTP 5 मिनट के लिए मान्य है।",
        ),
    ),
    (
        "आपके खाते में नया लॉगिन",
        ("11/03/2025 को 10:15 बजे पुणे से Android डिवाइस पर लॉगिन हुआ।", "आप नहीं थे? {lock}"),
        "खाता लॉक करें",
    ),
    (
        "आपका ऑर्डर भेज दिया गया है",
        (
            "ऑर्डर संख्या ४०८-२२१७७३० भेज दिया गया है।",
            "ट्रैकिंग नंबर: ४८२९१३३०७७१",
            "पिन कोड ४०००५९ पर डिलीवरी।",
        ),
    ),
    ("OTP की समय-सीमा समाप्त", ("नमस्ते,", "OTP 662018 की समय-सीमा समाप्त हो गई है। कृपया नया OTP मांगें।")),
    (
        "कर चालान",
        (
            "आपका कर चालान संलग्न है।",
            "GSTIN: 27AAPCS9921K1ZV · CIN: U72900MH2019PTC331045 · पिन कोड 400059 · HSN कोड 4901",
        ),
    ),
    show="devanagari",
    link_carrier="plain",
)

TH = Lang(
    "th",
    "tis-620",
    Brand(
        "ร้านหนังสือใบไม้",
        "baimaibooks.co.th",
        "#2ec27e",
        "บริษัท ใบไม้ บุ๊คส์ จำกัด 88 ถนนสุขุมวิท กรุงเทพฯ 10110",
        "เลขประจำตัวผู้เสียภาษี 0105562081231",
    ),
    (
        "740218",
        "รหัสยืนยันตัวตนของคุณ",
        (
            "สวัสดีค่ะ",
            "รหัส OTP สำหรับเข้าสู่ระบบของคุณคือ",
            "{code}",
            "รหัสนี้ใช้ได้ภายใน 5 นาที ห้ามเปิดเผยรหัสนี้แก่ผู้อื่น",
        ),
    ),
    (
        f"https://baimaibooks.co.th/login/email?token={token('th-login')}",
        "เข้าสู่ระบบด้วยลิงก์",
        ("สวัสดีค่ะ", "คลิกปุ่มด้านล่างเพื่อเข้าสู่ระบบ", "{button}", "ลิงก์นี้ใช้ได้ 15 นาที"),
        "เข้าสู่ระบบ",
        "sign_in",
    ),
    (
        "391560",
        "ยืนยันการชำระเงิน",
        ("การชำระเงิน 890.00 บาท ที่ร้านหนังสือใบไม้ บัตรลงท้าย 2207", "รหัส OTP: {code}"),
    ),
    (
        "มีการเข้าสู่ระบบใหม่",
        ("มีการเข้าสู่ระบบบัญชีของคุณเมื่อ 11/03/2568 เวลา 09:12 จากเชียงใหม่", "ไม่ใช่คุณใช่ไหม {lock}"),
        "ล็อกบัญชี",
    ),
    (
        "คำสั่งซื้อของคุณถูกจัดส่งแล้ว",
        ("คำสั่งซื้อเลขที่ 2503114471 จัดส่งแล้ว", "เลขพัสดุ: TH0148213307", "รหัสไปรษณีย์ปลายทาง 50200"),
    ),
    ("รหัสหมดอายุแล้ว", ("สวัสดีค่ะ", "รหัส 228104 หมดอายุแล้ว กรุณาขอรหัสใหม่")),
    (
        "ใบกำกับภาษี",
        (
            "แนบใบกำกับภาษีเลขที่ INV6803-0412",
            "เลขประจำตัวผู้เสียภาษี 0105562081231 · รหัสสาขา 00000 · รหัสไปรษณีย์ 10110",
        ),
    ),
)

VI = Lang(
    "vi",
    "windows-1258",
    Brand(
        "Sách Hoa Sen",
        "sachhoasen.vn",
        "#1c71d8",
        "Công ty TNHH Sách Hoa Sen, 88 Lê Lợi, Quận 1, TP. Hồ Chí Minh",
        "Mã số thuế: 0316482291",
    ),
    (
        "905316",
        "Mã xác thực đăng nhập",
        (
            "Xin chào Sam,",
            "Mã xác thực (OTP) để đăng nhập tài khoản của bạn là:",
            "{code}",
            "Mã có hiệu lực trong 5 phút. Tuyệt đối không chia sẻ mã này cho bất kỳ ai.",
        ),
    ),
    (
        f"https://sachhoasen.vn/tai-khoan/xac-nhan?ma={token('vi-conf')}",
        "Xác nhận đăng ký",
        (
            "Cảm ơn bạn đã đăng ký!",
            "Vui lòng xác nhận địa chỉ email để kích hoạt tài khoản:",
            "{button}",
            "Liên kết hết hạn sau 24 giờ.",
        ),
        "Xác nhận",
        "verify",
    ),
    (
        "264709",
        "Xác nhận thanh toán",
        (
            "Giao dịch 350.000 VND tại SACH HOA SEN, thẻ ****8830.",
            "Mã OTP: {code}",
            "Mã có hiệu lực 3 phút.",
        ),
    ),
    (
        "Đăng nhập mới vào tài khoản",
        (
            "Tài khoản của bạn vừa được đăng nhập lúc 09:30 ngày 11/03/2025 tại Hà Nội.",
            "Không phải bạn? {lock}",
        ),
        "Khóa tài khoản",
    ),
    (
        "Đơn hàng của bạn đã được giao cho đơn vị vận chuyển",
        (
            "Đơn hàng #HS2503-4471 đã được gửi đi.",
            "Mã vận đơn: GHN48213307",
            "Dự kiến giao: 14/03/2025.",
        ),
    ),
    ("Mã đã hết hạn", ("Xin chào,", "Mã 318207 đã hết hạn. Vui lòng yêu cầu mã mới.")),
    (
        "Hóa đơn điện tử",
        (
            "Hóa đơn điện tử số 0004471 đã được phát hành.",
            "Mã số thuế: 0316482291 · Mã tra cứu hóa đơn: HS8J2K4471 · Mã bưu chính 700000",
        ),
    ),
    show="spaced",
    link_carrier="url_tracker",
)

ID = Lang(
    "id",
    "iso-8859-1",
    Brand(
        "Warung Kopi Senja",
        "kopisenja.co.id",
        "#865e3c",
        "PT Senja Kopi Nusantara, Jl. Kemang Raya 14, Jakarta Selatan 12730",
        "NPWP 02.884.112.6-017.000",
    ),
    (
        "KQ4T8",
        "Kode verifikasi Kopi Senja",
        (
            "Halo Sam,",
            "Kode verifikasi kamu:",
            "{code}",
            "Kode berlaku selama 5 menit. Jangan berikan kode ini kepada siapa pun.",
        ),
    ),
    (
        f"https://kopisenja.co.id/undangan/terima?token={token('id-inv')}",
        "Kamu diundang ke tim Senja Kemang",
        (
            "Halo!",
            "Rina mengundang kamu bergabung dengan tim <b>Senja Kemang</b> di dasbor mitra.",
            "{button}",
            "Undangan berlaku 7 hari.",
        ),
        "Terima undangan",
        "other",
    ),
    (
        "553018",
        "Konfirmasi pembayaran",
        (
            "Pembayaran Rp 48.000 di KOPI SENJA dengan kartu berakhiran 7720.",
            "Kode OTP kamu: {code}",
            "Berlaku 5 menit.",
        ),
    ),
    (
        "Login baru ke akunmu",
        (
            "Ada login baru ke akunmu pada 11/03/2025 pukul 08:25 WIB dari Bandung.",
            "Bukan kamu? {lock}",
        ),
        "Kunci akun",
    ),
    (
        "Pesananmu sedang dikirim",
        (
            "Pesanan #SNJ-884120 sedang dalam perjalanan.",
            "No. resi: JNE 0148213307",
            "Kode pos tujuan: 12730.",
        ),
    ),
    (
        "Kode kedaluwarsa",
        ("Halo,", "Kode P7W2X sudah kedaluwarsa. Silakan minta kode baru di aplikasi."),
    ),
    (
        "Faktur pajak",
        (
            "Faktur pajak untuk pesananmu terlampir.",
            "NPWP 02.884.112.6-017.000 · NIB 9120204831172 · Kode pos 12730 · Kode KBLI 56303",
        ),
    ),
)

JA = Lang(
    "ja",
    "shift_jis",
    Brand(
        "つばめ書房",
        "tsubame-shobo.jp",
        "#c01c28",
        "株式会社つばめ書房 〒150-0002 東京都渋谷区渋谷2-14-8",
        "法人番号 4011001092281",
    ),
    (
        "820471",
        "【つばめ書房】ログイン認証コードのお知らせ",
        (
            "いつもつばめ書房をご利用いただきありがとうございます。",
            "ログイン認証コードは以下のとおりです。",
            "{code}",
            "有効期限は発行から10分間です。お心当たりのない場合は、本メールを破棄してください。",
        ),
    ),
    (
        f"https://tsubame-shobo.jp/login/link?token={token('ja-login')}",
        "【つばめ書房】ログイン用URLのお知らせ",
        ("以下のボタンからログインしてください。", "{button}", "このURLの有効期限は30分です。"),
        "ログインする",
        "sign_in",
    ),
    (
        "647209",
        "【本人認証】ワンタイムパスワード",
        ("ご利用金額：3,850円（つばめ書房）", "ワンタイムパスワード：{code}", "有効期限：5分"),
    ),
    (
        "新しい端末からのログインがありました",
        (
            "2025年3月11日 09:48 に、大阪府から新しい端末でログインがありました。",
            "お心当たりがない場合は {lock}",
        ),
        "アカウントをロックしてください",
    ),
    (
        "【つばめ書房】商品を発送しました",
        (
            "ご注文番号：TS-2503-118734",
            "お問い合わせ伝票番号：4821-3307-7104（ヤマト運輸）",
            "お届け予定日：3月13日",
        ),
    ),
    (
        "認証コードの有効期限切れ",
        (
            "認証コード 330915 は有効期限が切れました。",
            "お手数ですが、再度コードを発行してください。",
        ),
    ),
    (
        "適格請求書のご案内",
        (
            "ご購入の適格請求書を発行しました。",
            "登録番号 T4011001092281 ・ 法人番号 4011001092281 ・ 〒150-0002",
        ),
    ),
    show="fullwidth",
)

ZH = Lang(
    "zh",
    "gb2312",
    Brand(
        "青禾书店",
        "qinghebooks.cn",
        "#26a269",
        "上海市浦东新区世纪大道 88 号，青禾文化有限公司",
        "统一社会信用代码 91310115MA1K4G2X7R",
    ),
    (
        "681230",
        "【青禾书店】登录验证码",
        ("您好！", "您的登录验证码为：", "{code}", "验证码 5 分钟内有效，请勿泄露给他人。"),
    ),
    (
        f"https://www.qinghebooks.cn/account/verify?token={token('zh-verify')}",
        "请验证您的邮箱",
        ("欢迎注册青禾书店！", "请点击下方按钮完成邮箱验证：", "{button}", "链接 24 小时内有效。"),
        "验证邮箱",
        "verify",
    ),
    (
        "402876",
        "支付验证",
        ("您正在青禾书店支付 ¥128.00，银行卡尾号 6621。", "动态验证码：{code}", "5 分钟内有效。"),
    ),
    (
        "账号登录提醒",
        ("您的账号于 2025-03-11 10:02 在广州登录。", "如非本人操作，请{lock}"),
        "立即冻结账号",
    ),
    (
        "您的订单已发货",
        ("订单号：QH202503114471", "快递单号：SF1482913307712（顺丰速运）", "邮政编码：200120"),
    ),
    ("验证码已过期", ("您好，", "验证码 559402 已过期，请重新获取。")),
    (
        "电子发票已开具",
        (
            "您的电子发票已开具。",
            "统一社会信用代码 91310115MA1K4G2X7R · 发票代码 031002200311 · 发票号码 44718820",
        ),
    ),
    link_carrier="url_tracker",
)

ZH_TW = Lang(
    "zh-TW",
    "big5",
    Brand(
        "山嵐咖啡",
        "shanlan.com.tw",
        "#865e3c",
        "台北市大安區復興南路一段 188 號，山嵐咖啡股份有限公司",
        "統一編號 24481207",
    ),
    (
        "305518",
        "山嵐咖啡登入驗證碼",
        ("您好：", "您的登入驗證碼為", "{code}", "驗證碼 10 分鐘內有效，請勿提供給他人。"),
    ),
    (
        f"https://shanlan.com.tw/member/password/reset?token={token('tw-reset')}",
        "重設您的密碼",
        ("您好，", "我們收到重設密碼的申請，請點選下方按鈕：", "{button}", "連結 1 小時內有效。"),
        "重設密碼",
        "reset",
    ),
    (
        "771940",
        "交易驗證碼",
        ("您於山嵐咖啡消費 NT$ 360，卡號末四碼 1102。", "交易驗證碼：{code}", "有效時間 5 分鐘。"),
    ),
    (
        "新裝置登入通知",
        ("您的帳號於 2025/03/11 09:30 從台中登入。", "若非本人操作，請{lock}"),
        "立即鎖定帳號",
    ),
    (
        "您的訂單已出貨",
        ("訂單編號：SL20250311-4471", "物流編號：8821 4471 3307（黑貓宅急便）", "預計 3/13 送達"),
    ),
    ("驗證碼已失效", ("您好，", "驗證碼 448207 已失效，請重新申請。")),
    (
        "電子發票開立通知",
        ("您的電子發票已開立。", "統一編號 24481207 · 發票號碼 QX-44718820 · 隨機碼 4821"),
    ),
)

KO = Lang(
    "ko",
    "euc-kr",
    Brand(
        "책방 달빛",
        "dalbitbooks.kr",
        "#813d9c",
        "서울특별시 마포구 양화로 14, 달빛북스 주식회사",
        "사업자등록번호 214-88-40217",
    ),
    (
        "462097",
        "[책방 달빛] 인증번호 안내",
        (
            "안녕하세요, 책방 달빛입니다.",
            "요청하신 로그인 인증번호는 다음과 같습니다.",
            "{code}",
            "인증번호는 3분간 유효합니다. 타인에게 절대 알려주지 마세요.",
        ),
    ),
    (
        f"https://www.dalbitbooks.kr/member/password/reset?token={token('ko-reset')}",
        "[책방 달빛] 비밀번호 재설정 안내",
        (
            "안녕하세요.",
            "아래 버튼을 눌러 비밀번호를 재설정해 주세요.",
            "{button}",
            "링크는 30분 동안 유효합니다.",
        ),
        "비밀번호 재설정",
        "reset",
    ),
    (
        "830261",
        "[결제 인증] 인증번호",
        ("책방 달빛 결제 금액 24,500원 (카드 끝자리 3320)", "인증번호 [{code}]를 입력해 주세요."),
    ),
    (
        "새로운 기기에서 로그인했습니다",
        ("2025-03-11 10:11 부산에서 새로운 기기로 로그인했습니다.", "본인이 아니라면 {lock}"),
        "계정을 잠가 주세요",
    ),
    (
        "주문하신 상품이 발송되었습니다",
        (
            "주문번호: 20250311-0044712",
            "운송장번호: 6482 1330 7714 (CJ대한통운)",
            "도착 예정일: 3월 13일",
        ),
    ),
    (
        "인증번호 유효시간 만료",
        ("안녕하세요.", "인증번호 557103의 유효시간이 만료되었습니다. 다시 요청해 주세요."),
    ),
    (
        "전자세금계산서 발행 안내",
        (
            "전자세금계산서가 발행되었습니다.",
            "사업자등록번호 214-88-40217 · 통신판매업신고 제2021-서울마포-01832호 · 우편번호 04038",
        ),
    ),
    show="spaced",
)

LANGS: tuple[Lang, ...] = (
    DE,
    FR,
    ES,
    PT,
    IT,
    NL,
    PL,
    TR,
    RU,
    UK,
    AR,
    FA,
    HE,
    HI,
    TH,
    VI,
    ID,
    JA,
    ZH,
    ZH_TW,
    KO,
)
