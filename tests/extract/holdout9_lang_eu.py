"""Held-out set 9: the everyday mails of German, French, Spanish, Portuguese, Italian, Dutch,
Polish, Turkish, Russian and Ukrainian services, each in its own wording."""

from __future__ import annotations

from tests.extract.holdout9_lang import Pack

DE = Pack(
    lang="de",
    charset="iso-8859-15",
    otp_from="Kontoro <sicherheit@kontoro.de>",
    otp_subject="Ihr Anmeldecode für Kontoro",
    otp_body="Hallo Robin,\n\nSie möchten sich bei Kontoro anmelden. Ihr Bestätigungscode "
    "lautet: <b>{code}</b>\n\nDer Code ist 10 Minuten gültig. Geben Sie ihn niemals an Dritte "
    "weiter, auch nicht an unsere Mitarbeiter.",
    otp_shown="604 218",
    otp="604218",
    otp_kinds=("spaced_code", "expiry"),
    link_from="Grünwerk Energie <kundenportal@gruenwerk-energie.de>",
    link_subject="Bitte bestätigen Sie Ihre E-Mail-Adresse",
    link_body="Guten Tag Robin Castellan,\n\nvielen Dank für Ihre Registrierung im "
    "Grünwerk-Kundenportal. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihnen "
    "Abschlagspläne und Rechnungen digital zusenden können.\n\nDer Link ist 48 Stunden gültig.",
    link_label="E-Mail-Adresse bestätigen",
    link_url="https://mein.grünwerk-energie.de/konto/bestätigen?t=gw_8c21f0a9e4",
    link_kind="verify",
    link_kinds=("idn_host", "nonascii_path"),
    order_from="Fahrradhaus Kettenblatt <bestellung@kettenblatt-shop.de>",
    order_subject="Ihre Bestellung Nr. 300418277 ist eingegangen",
    order_body="Hallo Robin,\n\nvielen Dank für Ihre Bestellung bei Kettenblatt!\n\n"
    "Bestellnummer: 300418277<br>Kundennummer: 88120<br>Schwalbe Marathon 700x35C (2 Stück): "
    "59,80 €\n\nSobald Ihr Paket unterwegs ist, erhalten Sie eine Versandbestätigung.",
    ship_from="Paketfix <benachrichtigung@paketfix.de>",
    ship_subject="Ihr Paket kommt heute",
    ship_body="Ihr Paket 00340434161094282217 von Kettenblatt wird heute zwischen 11:30 und "
    "13:30 Uhr zugestellt.\n\nNicht zu Hause? Wählen Sie einen Ablageort oder lassen Sie an "
    "eine Packstation liefern.",
    ship_url="https://www.paketfix.de/sendung/00340434161094282217",
    alert_from="Postfachwerk <sicherheit@postfachwerk.de>",
    alert_subject="Neue Anmeldung bei Ihrem Postfach",
    alert_body="Wir haben eine neue Anmeldung bei Ihrem Postfach festgestellt:\n\nFirefox "
    "unter Linux, Hamburg, am 12.03.2025 um 07:41 Uhr\n\nWaren Sie das? Dann ist alles in "
    "Ordnung. Wenn nicht, sperren Sie Ihr Konto sofort.",
    lock_label="Konto sperren",
    lock_url="https://konto.postfachwerk.de/sperren?t=pw_71c0e2b9a4",
    promo_from="Bäckerei Sonnenschein <news@baeckerei-sonnenschein.de>",
    promo_subject="Die Frühlingsbrötchen sind da",
    promo_body="Ab Montag gibt es unsere Dinkel-Frühlingsbrötchen in allen 14 Filialen.\n\n"
    "Mit dem Gutscheincode FRUEH25 bekommen Sie beim Vorbestellen online 25 % Rabatt "
    "(bis 31.03.).",
    promo_url="https://www.bäckerei-sonnenschein.de/angebote/frühling",
    promo_kinds=("idn_host", "nonascii_path"),
    bill_from="Stadtwerke Lindenau <rechnung@stadtwerke-lindenau.de>",
    bill_subject="Ihre Jahresabrechnung 2024",
    bill_body="Guten Tag Robin Castellan,\n\nanbei erhalten Sie Ihre Jahresabrechnung für "
    "Strom. Vertragskonto: 2004471193, Zählernummer 1EMH0018822731.\n\nDer Abschlag ab April "
    "beträgt 74,00 € und wird per SEPA-Lastschrift eingezogen (Gläubiger-ID "
    "DE98ZZZ09999999999, Mandatsreferenz ML-44712).",
    imprint="Stadtwerke Lindenau GmbH · Amtsgericht Leipzig HRB 21877 · Steuernummer "
    "231/118/04471 · USt-IdNr. DE 812 443 117",
)

FR = Pack(
    lang="fr",
    charset="windows-1252",
    otp_from="Banque Corail <securite@banquecorail.fr>",
    otp_subject="Votre code de sécurité",
    otp_body="Bonjour,\n\nPour valider votre connexion à l'espace client Banque Corail, "
    "saisissez le code suivant : <b>{code}</b>\n\nCe code est valable 5 minutes. Ne le "
    "communiquez jamais, même à un conseiller.",
    otp_shown="381 447",
    otp="381447",
    otp_kinds=("spaced_code", "expiry"),
    link_from="Mutuelle Lumière <contact@mutuelle-lumiere.fr>",
    link_subject="Réinitialisation de votre mot de passe",
    link_body="Bonjour Robin,\n\nVous avez demandé à réinitialiser le mot de passe de votre "
    "espace adhérent. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.\n\nCe lien "
    "expire dans 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    link_label="Choisir un nouveau mot de passe",
    link_url="https://espace.mutuelle-lumiere.fr/réinitialiser/ml_5e0a91c7d2",
    link_kind="reset",
    link_kinds=("nonascii_path",),
    order_from="La Fromagerie Voisine <commandes@fromagerie-voisine.fr>",
    order_subject="Confirmation de votre commande n° FV-204471",
    order_body="Merci pour votre commande !\n\nCommande n° FV-204471 du 08/03/2025<br>Comté 24 "
    "mois (500 g) : 18,50 €<br>Livraison en point relais : 4,90 €\n\nVotre code client : 55120. "
    "Vous recevrez un e-mail dès l'expédition.",
    ship_from="Colivia <suivi@colivia.fr>",
    ship_subject="Votre colis est en cours de livraison",
    ship_body="Votre colis 6A18204471931 sera livré aujourd'hui avant 13h.\n\nVous êtes absent "
    "? Modifiez la livraison depuis votre espace Colivia.",
    ship_url="https://www.colivia.fr/suivi/6A18204471931",
    alert_from="Messagerie Azur <securite@azurmail.fr>",
    alert_subject="Nouvelle connexion à votre compte",
    alert_body="Une nouvelle connexion à votre compte a eu lieu le 12 mars 2025 à 21h14 depuis "
    "un iPhone (Lyon, France).\n\nSi c'est bien vous, vous n'avez rien à faire. Sinon, bloquez "
    "votre compte immédiatement.",
    lock_label="Bloquer mon compte",
    lock_url="https://compte.azurmail.fr/bloquer?jeton=az_90c1e7f2",
    promo_from="Librairie des Quais <lettre@librairiedesquais.fr>",
    promo_subject="Le Printemps des poètes : -15 % sur la poésie",
    promo_body="Jusqu'au 23 mars, profitez de 15 % de réduction sur tous les recueils de "
    "poésie avec le code promo POESIE15.\n\nRencontre avec Clara Vidal samedi à 16h, 14 quai "
    "des Célestins.",
    promo_url="https://www.librairiedesquais.fr/poesie",
    bill_from="Énergies du Rhône <facture@energies-du-rhone.fr>",
    bill_subject="Votre facture est disponible",
    bill_body="Bonjour,\n\nVotre facture n° 1002447193 d'un montant de 68,40 € est disponible "
    "dans votre espace client. Elle sera prélevée le 5 avril.\n\nRéférence client : 30 0044 "
    "7120.",
    imprint="Énergies du Rhône SAS au capital de 2 000 000 € · RCS Lyon 812 345 678 · SIRET "
    "812 345 678 00019 · Code APE 3514Z · TVA FR 41 812345678",
)

ES = Pack(
    lang="es",
    charset="iso-8859-15",
    otp_from="Ventolera <no-responder@ventolera.es>",
    otp_subject="Tu código de acceso",
    otp_body="¡Hola!\n\nTu código de acceso a Ventolera es <b>{code}</b>.\n\nCaduca en 10 "
    "minutos. Si no has intentado iniciar sesión, puedes ignorar este correo.",
    otp_shown="5293",
    otp="5293",
    otp_kinds=("expiry",),
    link_from="Cuentaclara <hola@cuentaclara.es>",
    link_subject="Confirma tu correo electrónico",
    link_body="Hola Robin:\n\nGracias por registrarte en Cuentaclara. Solo falta un paso: "
    "confirma tu dirección de correo para empezar a enviar facturas.",
    link_label="Confirmar mi correo",
    link_url="https://app.cuentaclara.es/registro/confirmar?token=cc_7a2e91b0f4",
    link_kind="verify",
    order_from="Almacenes Brisa <pedidos@almacenesbrisa.es>",
    order_subject="Hemos recibido tu pedido 4471-20931",
    order_body="Gracias por tu compra.\n\nNúmero de pedido: 4471-20931<br>Chaqueta "
    "cortavientos, talla M: 59,95 €<br>Envío: gratis\n\nTe avisaremos cuando salga de nuestro "
    "almacén de Zaragoza (C.P. 50197).",
    ship_from="Envíalo <avisos@envialo.es>",
    ship_subject="Tu envío llega mañana",
    ship_body="Tu envío 0082044719312 (pedido 4471-20931) de Almacenes Brisa "
    "llegará mañana entre las 9:00 y las "
    "14:00.\n\nSi no vas a estar, puedes cambiar la entrega.",
    ship_url="https://envialo.es/seguimiento/0082044719312",
    alert_from="Correo Faro <seguridad@correofaro.es>",
    alert_subject="Nuevo inicio de sesión en tu cuenta",
    alert_body="Hemos detectado un inicio de sesión en tu cuenta desde Chrome en Android "
    "(Valencia) el 12/03/2025 a las 23:05.\n\n¿No has sido tú? Bloquea tu cuenta y cambia la "
    "contraseña.",
    lock_label="Bloquear cuenta",
    lock_url="https://cuenta.correofaro.es/bloquear?t=cf_3b7e0a12",
    promo_from="Cines Alameda <promos@cinesalameda.es>",
    promo_subject="Miércoles al cine por 4,50 €",
    promo_body="Este miércoles, todas las sesiones a 4,50 €. Y con el código CINE2X1 en la "
    "web, la segunda entrada es gratis.\n\nEstrenos: «La orilla» y «Marea baja».",
    promo_url="https://www.cinesalameda.es/cartelera",
    bill_from="Aguas del Turia <facturacion@aguasdelturia.es>",
    bill_subject="Tu factura de agua",
    bill_body="Estimado cliente:\n\nYa puedes consultar tu factura del bimestre enero-febrero "
    "por importe de 41,27 €. Número de contrato: 2044719.\n\nSe cargará en tu cuenta "
    "terminada en 0932.",
    imprint="Aguas del Turia, S.A. · CIF A-46123456 · Registro Mercantil de Valencia, Tomo "
    "4471, Folio 118, Hoja V-20931",
)

PT = Pack(
    lang="pt",
    charset="iso-8859-1",
    otp_from="Pagaê <seguranca@pagae.com.br>",
    otp_subject="Seu código de verificação",
    otp_body="Olá, Robin!\n\nUse o código <b>{code}</b> para confirmar seu acesso ao Pagaê.\n\n"
    "Ele expira em 5 minutos. Nunca compartilhe este código com ninguém.",
    otp_shown="817-302",
    otp="817302",
    otp_kinds=("dashed_code", "expiry"),
    link_from="Estante Viva <conta@estanteviva.com.br>",
    link_subject="Redefinição de senha",
    link_body="Oi Robin,\n\nRecebemos um pedido para redefinir a senha da sua conta na Estante "
    "Viva. Toque no botão abaixo para criar uma nova senha.\n\nSe não foi você, ignore este "
    "e-mail.",
    link_label="Redefinir senha",
    link_url="https://www.estanteviva.com.br/conta/redefinir-senha?token=ev_4c81e0b7a2",
    link_kind="reset",
    order_from="Mercadão Verde <pedidos@mercadaoverde.com.br>",
    order_subject="Pedido #8812047 confirmado",
    order_body="Seu pedido #8812047 foi confirmado!\n\nCafé especial 500 g (2x): R$ 79,80<br>"
    "Frete: R$ 12,90\n\nPagamento via Pix aprovado. Código da transação: "
    "E18236120202503081412s0447193.",
    ship_from="Rápido Log <rastreio@rapidolog.com.br>",
    ship_subject="Seu pedido saiu para entrega",
    ship_body="Seu objeto QB448120931BR saiu para entrega ao destinatário.\n\nPrevisão: hoje "
    "até as 18h.",
    ship_url="https://rapidolog.com.br/rastreio/QB448120931BR",
    alert_from="Caixa Postal Sol <seguranca@caixapostalsol.com.br>",
    alert_subject="Novo acesso à sua conta",
    alert_body="Detectamos um novo acesso à sua conta pelo Safari no iPhone em São Paulo, em "
    "12/03/2025 às 20:31.\n\nNão reconhece esse acesso? Bloqueie sua conta agora.",
    lock_label="Bloquear conta",
    lock_url="https://conta.caixapostalsol.com.br/bloquear?t=cp_19e7a0c4",
    promo_from="Pizzaria Forno Alto <ofertas@fornoalto.com.br>",
    promo_subject="Quinta da pizza em dobro 🍕",
    promo_body="Nesta quinta, peça uma pizza grande e ganhe outra! Use o cupom DOBRO25 no "
    "app.\n\nVálido para pedidos acima de R$ 60.",
    promo_url="https://fornoalto.com.br/cardapio",
    bill_from="Luz Paulista <fatura@luzpaulista.com.br>",
    bill_subject="Sua fatura de março chegou",
    bill_body="Olá,\n\nSua fatura de energia de março, no valor de R$ 187,42, vence em "
    "10/04/2025. Número da instalação: 0044719312.\n\nPague com Pix ou com o código de barras "
    "83620000001-8 87420138000-4 20250410044-1 71931200000-2.",
    imprint="Luz Paulista Distribuidora S.A. · CNPJ 61.695.227/0001-93 · Inscrição estadual "
    "110.447.193.112",
)

IT = Pack(
    lang="it",
    charset="windows-1252",
    otp_from="Banca Aurelia <sicurezza@bancaaurelia.it>",
    otp_subject="Codice di accesso all'home banking",
    otp_body="Gentile cliente,\n\nil codice per accedere al tuo home banking è <b>{code}</b>.\n\n"
    "Il codice scade tra 3 minuti. Banca Aurelia non ti chiederà mai di comunicarlo per "
    "telefono.",
    otp_shown="730 519",
    otp="730519",
    otp_kinds=("spaced_code", "expiry"),
    link_from="Biglietteria Lago <account@biglietterialago.it>",
    link_subject="Conferma la tua registrazione",
    link_body="Ciao Robin,\n\ngrazie per esserti registrato su Biglietteria Lago. Per "
    "attivare il tuo account clicca sul pulsante qui sotto.\n\nIl link è valido per 24 ore.",
    link_label="Attiva il mio account",
    link_url="https://www.biglietterialago.it/attiva?codice=bl_8e20a7c19f",
    link_kind="confirm",  # s26 links4: activating a new account is confirm (README)
    order_from="Casa del Caffè Moka <ordini@casamoka.it>",
    order_subject="Ordine n. 2025-04471 ricevuto",
    order_body="Grazie per il tuo ordine!\n\nOrdine n. 2025-04471<br>Miscela Classica 1 kg: "
    "24,90 €<br>Spedizione: 5,90 €\n\nCodice cliente: 88120.",
    ship_from="Spedilampo <notifiche@spedilampo.it>",
    ship_subject="La tua spedizione è in consegna",
    ship_body="La spedizione LV448120931IT è in consegna oggi.\n\nSe non sei in casa, il "
    "corriere lascerà un avviso.",
    ship_url="https://www.spedilampo.it/traccia/LV448120931IT",
    alert_from="Posta Faro <sicurezza@postafaro.it>",
    alert_subject="Nuovo accesso al tuo account",
    alert_body="Abbiamo rilevato un accesso al tuo account da Edge su Windows (Bologna) il "
    "12/03/2025 alle 18:22.\n\nNon sei stato tu? Blocca subito l'account.",
    lock_label="Blocca l'account",
    lock_url="https://account.postafaro.it/blocca?t=pf_c0e7912a",
    promo_from="Gelateria Nord <news@gelaterianord.it>",
    promo_subject="Torna il gelato artigianale!",
    promo_body="Dal 21 marzo riapriamo: cono piccolo a 2,50 €. Con il codice sconto "
    "PRIMAVERA10 hai il 10% sulle vaschette da asporto.\n\nTi aspettiamo in via Roma 118.",
    promo_url="https://gelaterianord.it/gusti",
    bill_from="Acquedotto Colline <bollette@acquedottocolline.it>",
    bill_subject="La tua bolletta è disponibile",
    bill_body="Gentile cliente,\n\nla bolletta n. 2025/004471 di 52,30 € è disponibile "
    "nell'area clienti. Scadenza: 15/04/2025. Codice utenza: 1100447193.\n\nIl pagamento "
    "avverrà tramite domiciliazione bancaria.",
    imprint="Acquedotto Colline S.p.A. · Codice fiscale e P.IVA 09876543210 · REA MI-2044719 "
    "· Capitale sociale € 1.200.000 i.v.",
)

NL = Pack(
    lang="nl",
    charset="windows-1252",
    otp_from="Stroomlijn <beveiliging@stroomlijn.nl>",
    otp_subject="Je verificatiecode",
    otp_body="Hoi Robin,\n\nJe verificatiecode is <b>{code}</b>. Vul deze code in op het "
    "inlogscherm.\n\nDe code is 10 minuten geldig. Heb je niet geprobeerd in te loggen? Dan "
    "kun je deze mail negeren.",
    otp_shown="918 264",
    otp="918264",
    otp_kinds=("spaced_code", "expiry"),
    link_from="Fietsdeel <account@fietsdeel.nl>",
    link_subject="Bevestig je e-mailadres",
    link_body="Welkom bij Fietsdeel!\n\nBevestig je e-mailadres om je eerste rit te boeken."
    "\n\nDeze link verloopt over 24 uur.",
    link_label="E-mailadres bevestigen",
    link_url="https://fietsdeel.nl/account/bevestigen?token=fd_a91c07e2b4",
    link_kind="verify",
    order_from="De Groene Kast <bestellingen@degroenekast.nl>",
    order_subject="Bedankt voor je bestelling 77120448",
    order_body="Bedankt voor je bestelling!\n\nBestelnummer: 77120448<br>Monstera Deliciosa "
    "(1x): € 29,95<br>Verzendkosten: € 4,95\n\nKlantnummer: 55120.",
    ship_from="PakketPunt <info@pakketpunt.nl>",
    ship_subject="Je pakket wordt vandaag bezorgd",
    ship_body="Je pakket 3SPKP448120931 (bestelling 77120448) van De Groene Kast "
    "wordt vandaag tussen 14:15 en 16:15 "
    "bezorgd.\n\nNiet thuis? Kies een ander moment.",
    ship_url="https://www.pakketpunt.nl/volg/3SPKP448120931",
    alert_from="Snelpost <veiligheid@snelpost.nl>",
    alert_subject="Nieuwe aanmelding op je account",
    alert_body="Er is op 12 maart 2025 om 19:48 ingelogd op je account vanaf Firefox op "
    "Windows (Utrecht).\n\nWas jij dit niet? Blokkeer dan direct je account.",
    lock_label="Account blokkeren",
    lock_url="https://account.snelpost.nl/blokkeer?t=sp_7e0c19a2",
    promo_from="Boekhandel Gracht <nieuws@boekhandelgracht.nl>",
    promo_subject="Boekenweek: gratis geschenk",
    promo_body="Tijdens de Boekenweek krijg je bij besteding van € 17,50 het "
    "boekenweekgeschenk. Online krijg je met kortingscode GRACHT5 ook nog € 5 korting.\n\n"
    "Tot ziens op de Prinsengracht 204!",
    promo_url="https://www.boekhandelgracht.nl/boekenweek",
    bill_from="Waterbedrijf Polder <facturen@waterpolder.nl>",
    bill_subject="Je jaarafrekening staat klaar",
    bill_body="Beste Robin Castellan,\n\nJe jaarafrekening over 2024 staat klaar. Je krijgt "
    "€ 38,12 terug. Klantnummer 40218877, aansluitnummer 871687140004471931.\n\nHet bedrag "
    "wordt binnen 10 werkdagen op je rekening gestort.",
    imprint="Waterbedrijf Polder N.V. · KvK-nummer 30044719 · btw-nummer NL812344719B01",
)

PL = Pack(
    lang="pl",
    charset="iso-8859-2",
    otp_from="Bank Wiślany <powiadomienia@bankwislany.pl>",
    otp_subject="Kod weryfikacyjny",
    otp_body="Dzień dobry,\n\nTwój kod weryfikacyjny do logowania w bankowości internetowej: "
    "<b>{code}</b>\n\nKod jest ważny przez 5 minut. Nie podawaj go nikomu, pracownicy banku "
    "nigdy o niego nie proszą.",
    otp_shown="3T8KQ",
    otp="3T8KQ",
    otp_kinds=("alnum5", "expiry"),
    link_from="Księgarnia Żuraw <konto@ksiegarniazuraw.pl>",
    link_subject="Potwierdź swoje konto",
    link_body="Cześć Robin!\n\nDziękujemy za założenie konta w Księgarni Żuraw. Kliknij "
    "przycisk poniżej, aby potwierdzić adres e-mail.\n\nLink jest ważny przez 48 godzin.",
    link_label="Potwierdź adres e-mail",
    link_url="https://konto.księgarniażuraw.pl/potwierdź/kz_5c91e0a7d3",
    link_kind="verify",
    link_kinds=("idn_host", "nonascii_path"),
    order_from="Sklep Bursztyn <zamowienia@sklepbursztyn.pl>",
    order_subject="Potwierdzenie zamówienia nr 4471/03/2025",
    order_body="Dziękujemy za zakupy!\n\nZamówienie nr 4471/03/2025<br>Herbata Sencha 100 g: "
    "32,00 zł<br>Dostawa do paczkomatu: 11,99 zł\n\nKod pocztowy dostawy: 00-950.",
    ship_from="Paczki Orzeł <powiadomienia@paczkiorzel.pl>",
    ship_subject="Twoja paczka czeka w automacie",
    ship_body="Twoja paczka 6204471931028812 czeka w automacie WAW118M przy ul. Lipowej 4.\n\n"
    "Kod odbioru znajdziesz w aplikacji. Masz 48 godzin na odbiór.",
    ship_url="https://paczkiorzel.pl/sledzenie/6204471931028812",
    alert_from="Poczta Wisła <bezpieczenstwo@pocztawisla.pl>",
    alert_subject="Nowe logowanie na Twoje konto",
    alert_body="Zarejestrowaliśmy logowanie na Twoje konto 12.03.2025 o 22:17 z przeglądarki "
    "Chrome (Kraków).\n\nTo nie Ty? Zablokuj konto natychmiast.",
    lock_label="Zablokuj konto",
    lock_url="https://konto.pocztawisla.pl/zablokuj?t=pw_e0a7c19b",
    promo_from="Kino Lumen <oferty@kinolumen.pl>",
    promo_subject="Wtorki za pół ceny",
    promo_body="W każdy wtorek bilety po 15 zł! W aplikacji wpisz kod rabatowy WTOREK50, a "
    "popcorn dostaniesz za pół ceny.",
    promo_url="https://kinolumen.pl/repertuar",
    bill_from="Ciepłownia Miejska <faktury@cieplownia-miejska.pl>",
    bill_subject="Faktura za ogrzewanie",
    bill_body="Szanowny Kliencie,\n\nfaktura nr FV/2025/03/04471 na kwotę 312,40 zł jest "
    "dostępna w e-BOK. Termin płatności: 25.03.2025.\n\nNumer klienta: 4021887.",
    imprint="Ciepłownia Miejska Sp. z o.o., ul. Ogrodowa 8, 00-950 Warszawa · NIP 5213456789 · "
    "REGON 146523987 · KRS 0000448120",
)

TR = Pack(
    lang="tr",
    charset="iso-8859-9",
    otp_from="Paramatik <guvenlik@paramatik.com.tr>",
    otp_subject="Giriş doğrulama kodunuz",
    otp_body="Merhaba Robin,\n\nParamatik hesabınıza giriş için doğrulama kodunuz: "
    "<b>{code}</b>\n\nKod 3 dakika geçerlidir. Bu kodu kimseyle paylaşmayın.",
    otp_shown="582 047",
    otp="582047",
    otp_kinds=("spaced_code", "expiry"),
    link_from="Sahaf Çınar <hesap@sahafcinar.com>",
    link_subject="Şifre sıfırlama isteği",
    link_body="Merhaba,\n\nHesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi "
    "belirlemek için aşağıdaki bağlantıya tıklayın.\n\nBu isteği siz yapmadıysanız bu "
    "e-postayı dikkate almayın.",
    link_label="Şifremi sıfırla",
    link_url="https://www.sahafcinar.com/sifre-sifirla?token=sc_0e7a91c2b4",
    link_kind="reset",
    order_from="Pazaryeri Lale <siparis@pazaryerilale.com>",
    order_subject="Siparişiniz alındı: 2004471931",
    order_body="Teşekkürler!\n\nSipariş numarası: 2004471931<br>Türk kahvesi 250 g (3 adet): "
    "285,00 TL<br>Kargo: ücretsiz\n\nSiparişiniz en geç 2 iş günü içinde kargoya verilecektir.",
    ship_from="Hızlı Kargo <bilgi@hizlikargo.com.tr>",
    ship_subject="Kargonuz yola çıktı",
    ship_body="448120931 takip numaralı gönderiniz İstanbul aktarma merkezinden çıkış yaptı."
    "\n\nTahmini teslimat: 14 Mart.",
    ship_url="https://www.hizlikargo.com.tr/takip/448120931",
    alert_from="Postakutu <guvenlik@postakutu.com.tr>",
    alert_subject="Hesabınıza yeni giriş",
    alert_body="Hesabınıza 12.03.2025 21:09'da Ankara'dan Chrome ile giriş yapıldı.\n\nBu siz "
    "değilseniz hesabınızı hemen kilitleyin.",
    lock_label="Hesabımı kilitle",
    lock_url="https://hesap.postakutu.com.tr/kilitle?t=pk_a7c1e02b",
    promo_from="Simitçi Dünyası <kampanya@simitcidunyasi.com>",
    promo_subject="Çay bizden!",
    promo_body="Bu hafta her simidin yanında çay bizden! Uygulamada CAY2025 kodunu kullanın."
    "\n\nKampanya 31 Mart'a kadar geçerlidir.",
    promo_url="https://www.simitcidunyasi.com/kampanyalar",
    bill_from="Boğaziçi Doğalgaz <fatura@bogazicidogalgaz.com.tr>",
    bill_subject="Mart ayı faturanız",
    bill_body="Sayın abonemiz,\n\nMart ayı doğalgaz faturanız 1.284,60 TL'dir. Son ödeme "
    "tarihi: 28.03.2025. Tesisat numarası: 4471931.\n\nFaturanızı online ödeyebilirsiniz.",
    imprint="Boğaziçi Doğalgaz Dağıtım A.Ş. · Vergi Dairesi: Beyoğlu · Vergi No: 1810447193 · "
    "MERSİS No: 0181044719300015",
)

RU = Pack(
    lang="ru",
    charset="windows-1251",
    otp_from="Кошелёк Плюс <noreply@koshelek-plus.ru>",
    otp_subject="Код для входа",
    otp_body="Здравствуйте!\n\nКод для входа в Кошелёк Плюс: <b>{code}</b>\n\nКод действует 5 "
    "минут. Никому его не сообщайте, даже сотрудникам поддержки.",
    otp_shown="774 120",
    otp="774120",
    otp_kinds=("spaced_code", "expiry"),
    link_from="Почтовик <noreply@pochtovik.ru>",
    link_subject="Подтвердите адрес электронной почты",
    link_body="Здравствуйте, Робин!\n\nВы указали этот адрес при регистрации в Почтовике. "
    "Чтобы завершить регистрацию, подтвердите его.\n\nСсылка действительна 24 часа.",
    link_label="Подтвердить адрес",
    link_url="https://вход.почтовик.рф/подтвердить?t=pv_1e9c07a2b5",
    link_kind="verify",
    link_kinds=("idn_host", "nonascii_path"),
    order_from="Лавка Самовар <zakaz@lavka-samovar.ru>",
    order_subject="Заказ № 4471-2093 оформлен",
    order_body="Спасибо за заказ!\n\nНомер заказа: 4471-2093<br>Иван-чай 200 г, 2 шт.: 780 руб."
    "<br>Доставка: 250 руб.\n\nМы сообщим, когда заказ будет передан в службу доставки.",
    ship_from="Быстрая Почта <info@bystraya-pochta.ru>",
    ship_subject="Ваша посылка прибыла в пункт выдачи",
    ship_body="Посылка 80094471931882 (заказ 4471-2093) ожидает вас "
    "в пункте выдачи на ул. Ленина, 14.\n\nСрок "
    "хранения 7 дней. Для получения назовите последние 4 цифры номера телефона.",
    ship_url="https://bystraya-pochta.ru/track/80094471931882",
    alert_from="Облако Мир <security@oblako-mir.ru>",
    alert_subject="Вход в аккаунт с нового устройства",
    alert_body="12.03.2025 в 23:41 выполнен вход в ваш аккаунт с устройства Android (Казань)."
    "\n\nЕсли это были не вы, заблокируйте аккаунт.",
    lock_label="Заблокировать аккаунт",
    lock_url="https://id.oblako-mir.ru/block?t=om_c1e07a9b",
    promo_from="Кофейня Зерно <promo@kofeinya-zerno.ru>",
    promo_subject="Второй капучино в подарок",
    promo_body="До конца марта второй капучино бесплатно. Покажите на кассе промокод ZERNO2 "
    "или введите его в приложении.",
    promo_url="https://kofeinya-zerno.ru/akcii",
    bill_from="ЭнергоСвет <schet@energosvet.ru>",
    bill_subject="Счёт за электроэнергию",
    bill_body="Уважаемый абонент!\n\nСумма к оплате за февраль: 1 842,17 руб. Лицевой счёт: "
    "40218877. Оплатить до 25.03.2025.\n\nСпасибо, что платите вовремя.",
    imprint="ООО «ЭнергоСвет», ИНН 7704471931, КПП 770401001, ОГРН 1157746044719",
)

UK = Pack(
    lang="uk",
    charset="koi8-u",
    otp_from="Гаманець <noreply@gamanets.ua>",
    otp_subject="Код підтвердження",
    otp_body="Вітаємо!\n\nВаш код підтвердження для входу: <b>{code}</b>\n\nКод дійсний 10 "
    "хвилин. Нікому його не повідомляйте.",
    otp_shown="39 51 08",
    otp="395108",
    otp_kinds=("spaced_code", "expiry"),
    link_from="Книгарня Світанок <account@svitanok-books.ua>",
    link_subject="Скидання пароля",
    link_body="Добрий день!\n\nМи отримали запит на скидання пароля до вашого облікового "
    "запису. Натисніть кнопку нижче, щоб створити новий пароль.\n\nЯкщо ви не надсилали "
    "запит, просто проігноруйте цей лист.",
    link_label="Створити новий пароль",
    link_url="https://svitanok-books.ua/password/reset?token=sv_7c0e19a2d4",
    link_kind="reset",
    order_from="Смачна Лавка <orders@smachna-lavka.ua>",
    order_subject="Замовлення N 2004471 прийнято",
    order_body="Дякуємо за замовлення!\n\nНомер замовлення: 2004471<br>Мед гречаний 1 кг: 320 "
    "грн<br>Доставка: 70 грн\n\nОчікуйте SMS, коли посилка буде в дорозі.",
    ship_from="Нова Експрес <info@nova-express.ua>",
    ship_subject="Посилка прямує до вас",
    ship_body="Ваша посилка 20450044719312 прямує до відділення N 118 (м. Львів).\n\n"
    "Орієнтовна дата доставки: 14 березня.",
    ship_url="https://nova-express.ua/track/20450044719312",
    alert_from="Пошта Карпати <security@karpaty-mail.ua>",
    alert_subject="Новий вхід до облікового запису",
    alert_body="12.03.2025 о 20:55 виконано вхід до вашого облікового запису з Firefox "
    "(Харків).\n\nЦе були не ви? Заблокуйте обліковий запис.",
    lock_label="Заблокувати",
    lock_url="https://id.karpaty-mail.ua/lock?t=km_0a7e1c92",
    promo_from="Пекарня Колосок <promo@kolosok.ua>",
    promo_subject="Весняні круасани",
    promo_body="Весняне меню вже в пекарнях! Промокод KOLOS15 дає знижку 15% на замовлення "
    "в застосунку.",
    promo_url="https://kolosok.ua/menu",
    bill_from="Водоканал Дніпро-Схід <rahunok@vodokanal-ds.ua>",
    bill_subject="Рахунок за березень",
    bill_body="Шановний споживачу!\n\nДо сплати за березень: 412,80 грн. Особовий рахунок: "
    "4471931.\n\nСплатіть до 20 квітня.",
    imprint="ТОВ «Водоканал Дніпро-Схід», код ЄДРПОУ 40218877, ІПН 402188704655",
)

PACKS = (DE, FR, ES, PT, IT, NL, PL, TR, RU, UK)
