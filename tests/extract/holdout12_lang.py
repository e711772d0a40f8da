# ruff: noqa: E501
"""Held-out set 12, the mail of 20 more languages, as each language's senders write it
(in their usual legacy charsets where they still use them)."""

from __future__ import annotations

from tests.extract.holdout12_cases import Case, mk
from tests.extract.holdout12_mail import button, code_box, esp, plain_html


class Lang:
    """Builders that stamp the language on each mail of one inbox."""

    def __init__(self, lang: str, to: str, rtl: bool = False) -> None:
        self.lang, self.to, self.rtl = lang, to, rtl

    def esp(
        self,
        name: str,
        sender: str,
        subject: str,
        inner: str,
        footer: str,
        *,
        charset: str = "utf-8",
        text: str | None = None,
        preheader: str = "",
        cte: str = "quoted-printable",
        **labels: object,
    ) -> Case:
        brand = sender.split("<")[0].strip()
        html = esp(brand, inner, footer=footer, preheader=preheader, lang=self.lang, rtl=self.rtl)
        html = html.replace('charset="utf-8"', f'charset="{charset}"')
        return mk(
            f"{self.lang}_{name}",
            lang=self.lang,
            sender=sender,
            to=self.to,
            subject=subject,
            html=html,
            text=text,
            charset=charset,
            cte=cte,
            **labels,  # type: ignore[arg-type]
        )

    def plain(
        self,
        name: str,
        sender: str,
        subject: str,
        text: str,
        *,
        charset: str = "utf-8",
        cte: str = "quoted-printable",
        html: bool = False,
        **labels: object,
    ) -> Case:
        return mk(
            f"{self.lang}_{name}",
            lang=self.lang,
            sender=sender,
            to=self.to,
            subject=subject,
            text=text,
            html=plain_html(text) if html else None,
            charset=charset,
            cte=cte,
            **labels,  # type: ignore[arg-type]
        )


def _de() -> list[Case]:
    g = Lang("de", "Lena Brückner <lena.brueckner@posteo.de>")
    imprint = (
        "Kornblume Mobilfunk GmbH · Heinrich-Heine-Allee 12 · 40213 Düsseldorf<br>"
        "Geschäftsführer: Dr. Malte Ohlsen · Amtsgericht Düsseldorf HRB 84417 · "
        "USt-IdNr.: DE 318 442 907"
    )
    return [
        g.esp(
            "kornblume_login_code",
            "Kornblume Mobilfunk <service@kornblume-mobil.de>",
            "Ihr Anmeldecode für Mein Kornblume",
            "<p>Hallo Lena,</p><p>mit diesem Code "
            "meldest du dich bei Mein Kornblume an:</p>"
            + code_box("731 482")
            + "<p>Der Code ist 10 Minuten gültig. Gib ihn niemals am Telefon weiter.</p>",
            imprint,
            charset="iso-8859-15",
            otp="731482",
            kinds=("sign_in_code", "spaced_code", "registry_number", "legacy_charset", "expiry"),
        ),
        g.esp(
            "kornblume_rechnung",
            "Kornblume Mobilfunk <rechnung@kornblume-mobil.de>",
            "Deine Rechnung für September",
            "<p>Deine Rechnung Nr. 2026-0917-4471 über "
            "19,99 € ist da. Sie wird am 28.09. per Lastschrift eingezogen "
            "(Mandatsreferenz KM-88120441, Gläubiger-ID DE98ZZZ00000184203).</p>"
            '<p><a href="https://mein.kornblume-mobil.de/rechnungen">Rechnung ansehen</a></p>',
            imprint,
            charset="iso-8859-15",
            kinds=("telecom", "registry_number", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "uni_bibliothek",
            "Universitätsbibliothek <ub-ausleihe@uni-flussheim.de>",
            "Erinnerung: Leihfrist endet",
            "Liebe Frau Brückner,\n\ndie Leihfrist für folgende "
            "Medien endet am 21.09.2026:\n\n  Signatur 62 ST 4410 B881 - Einführung in die "
            "Statistik\n  Mediennummer 30018842197\n\nSie können online verlängern.\n\nIhre UB\n",
            charset="iso-8859-1",
            kinds=("notification", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "stadtwerke_zaehlerstand",
            "Stadtwerke Flussheim <kundenservice@sw-flussheim.de>",
            "Bitte Zählerstand melden",
            "Sehr geehrte Frau Brückner,\n\nbitte teilen Sie uns "
            "bis 30.09. Ihren Zählerstand mit.\nZählernummer: 1ESY1160448812\nKundennummer: "
            "400 771 203\nIhr persönlicher Zugangscode für das Ablesungsportal steht auf dem "
            "Brief vom 02.09.\n\nStadtwerke Flussheim GmbH, Amtsgericht Flussheim HRB 2210, "
            "Steuernummer 134/5712/0447\n",
            kinds=("registry_number", "bank_notice", "lookalike_number"),
        ),
        g.esp(
            "lernplattform_verify",
            "Lernwerk <noreply@lernwerk.de>",
            "Bitte bestätige deine E-Mail-Adresse",
            "<p>Hallo Lena,</p><p>schön, dass du dabei "
            "bist! Bitte bestätige deine E-Mail-Adresse:</p>"
            + button(
                "https://lernwerk.de/konto/bestaetigen?token=lw_9Xk2Rq7aP0", "E-Mail bestätigen"
            )
            + "<p>Der Link ist 24 Stunden gültig.</p>",
            "Lernwerk UG (haftungsbeschränkt) · Amtsgericht Köln HRB 103388",
            link="https://lernwerk.de/konto/bestaetigen?token=lw_9Xk2Rq7aP0",
            kind="verify",
            kinds=("magic_link", "esp_template"),
        ),
        g.plain(
            "wg_nachricht",
            "Jonas Pfeiffer <jonas.pf@posteo.de>",
            "Re: Putzplan",
            "Hey Lena,\n\npasst, ich übernehme Bad und Küche diese Woche. Das WLAN-Passwort "
            "ist übrigens immer noch das alte.\n\nJonas\n\nAm 09.09.2026 um 18:02 schrieb "
            "Lena Brückner:\n> Kannst du diese Woche Bad machen? Ich hab Klausur am 14.\n",
            kinds=("personal", "quoted_reply"),
        ),
        g.plain(
            "bank_tan",
            "Sparkasse Flussheim <tan@sparkasse-flussheim.de>",
            "Ihre mobileTAN",
            "Ihre TAN für die Überweisung von 240,00 EUR an Jonas Pfeiffer "
            "lautet: 582017\n\nDie TAN ist 5 Minuten gültig.\n",
            charset="iso-8859-1",
            otp="582017",
            kinds=("payment_code", "legacy_charset", "expiry"),
        ),
        g.plain(
            "paket_dhl_artig",
            "Paketblitz <benachrichtigung@paketblitz.de>",
            "Ihr Paket kommt heute",
            "Ihre Sendung 00340434188120447712 wird heute zwischen "
            "13:00 und 15:00 zugestellt.\nAbholcode für die Packstation: 4471\n",
            kinds=("shipping", "lookalike_number"),
        ),
        g.esp(
            "streaming_neues_geraet",
            "Wellenkino <konto@wellenkino.de>",
            "Neue Anmeldung bei Wellenkino",
            "<p>Neue Anmeldung auf einem Fernseher in "
            "Leipzig am 12.09. um 21:14 Uhr.</p><p>Das warst nicht du? "
            '<a href="https://wellenkino.de/konto/sperren?t=wk_lk_77Qp">Konto sperren</a></p>',
            "Wellenkino GmbH · Amtsgericht Berlin (Charlottenburg) HRB 221045 B",
            kinds=("security_alert", "lock_link", "registry_number"),
        ),
    ]


def _fr() -> list[Case]:
    g = Lang("fr", "Camille Roussel <camille.roussel@laposte.fr>")
    mentions = (
        "Ardoise Banque SA au capital de 12 000 000 € · RCS Lyon 812 447 903 · "
        "Code APE 6419Z · ORIAS 07 012 884"
    )
    return [
        g.esp(
            "ardoise_code_paiement",
            "Ardoise Banque <securite@ardoise-banque.fr>",
            "Validez votre paiement",
            "<p>Bonjour Camille,</p><p>Pour valider votre paiement "
            "de 86,40 € chez LIBRAIRIE DU QUAI, saisissez le code suivant :</p>"
            + code_box("407 162")
            + "<p>Ce code est valable 5 minutes.</p>",
            mentions,
            charset="iso-8859-15",
            otp="407162",
            kinds=("payment_code", "registry_number", "legacy_charset", "spaced_code"),
        ),
        g.esp(
            "ardoise_releve",
            "Ardoise Banque <releves@ardoise-banque.fr>",
            "Votre relevé de compte est disponible",
            "<p>Votre relevé de septembre pour le "
            "compte n° 30004 01882 00044712093 81 est disponible dans votre espace.</p>",
            mentions,
            charset="iso-8859-15",
            kinds=("bank_notice", "registry_number", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "mutuelle_lien",
            "Mutuelle Hirondelle <espace@mutuelle-hirondelle.fr>",
            "Activez votre espace adhérent",
            "Bonjour Mme Roussel,\n\nVotre espace adhérent "
            "est prêt. Activez-le en cliquant sur le lien ci-dessous (valable 72 heures) :\n\n"
            "https://espace.mutuelle-hirondelle.fr/activation/Mh7Qx20aLp\n\nN° adhérent : "
            "4418 2093\n",
            link="https://espace.mutuelle-hirondelle.fr/activation/Mh7Qx20aLp",
            kind="confirm",
            kinds=("magic_link", "plain_app"),
        ),
        g.plain(
            "conseil_syndical",
            "Bernard Lagarde <b.lagarde@orange.fr>",
            "Assemblée générale copropriété",
            "Bonjour à tous,\n\nL'AG aura lieu le mardi 22 "
            "septembre à 18h30, salle 3 de la mairie annexe. Le code du portail reste 2580B.\n"
            "Ordre du jour : ravalement (devis n° 26-0412), budget 2027.\n\nBernard\n",
            charset="windows-1252",
            kinds=("personal", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "facture_auto_entrepreneur",
            "Camille Roussel <camille.roussel@laposte.fr>",
            "Facture F2026-031",
            "Bonjour,\n\nVeuillez trouver ci-joint la facture F2026-031 "
            "pour la mission de traduction.\nSIRET : 884 120 447 00018 – code APE 7430Z\n"
            "TVA non applicable, art. 293 B du CGI.\n\nCordialement,\nCamille\n",
            kinds=("registry_number", "receipt", "lookalike_number"),
        ),
        g.esp(
            "velo_partage_code",
            "Vélouve <bonjour@velouve.fr>",
            "Votre code de connexion Vélouve",
            "<p>Voici votre code de connexion :</p>"
            + code_box("K7M2P")
            + "<p>Il expire dans 15 minutes.</p>",
            "Vélouve SAS · RCS Nantes 901 228 447",
            otp="K7M2P",
            kinds=("sign_in_code", "alnum5", "alnum_code", "expiry"),
        ),
        g.plain(
            "colis_relais",
            "Colivia <suivi@colivia.fr>",
            "Votre colis vous attend",
            "Votre colis n° 6A18204477120 est disponible au point relais TABAC DU PORT.\n"
            "Code de retrait : 882041\nÀ retirer avant le 19/09.\n",
            kinds=("shipping", "lookalike_number"),
        ),
        g.esp(
            "newsletter_theatre",
            "Théâtre des Tanneurs <billetterie@theatre-tanneurs.fr>",
            "Saison 2026-2027 : ouverture des abonnements",
            "<p>La billetterie ouvre le 15 "
            "septembre à 10h. Abonnement 4 spectacles : 64 €.</p><p>Code promo abonnés : "
            "TANNEURS26</p>",
            "Licences 1-1088204, 2-1088205, 3-1088206",
            kinds=("newsletter", "registry_number", "lookalike_number"),
        ),
    ]


def _es() -> list[Case]:
    g = Lang("es", "Mateo Ibarra <mateo.ibarra@correo.es>")
    pie = "Cobalto Seguros, S.A. · CIF A-28441209 · Registro Mercantil de Madrid, tomo 18.204, folio 77"
    return [
        g.esp(
            "cobalto_codigo",
            "Cobalto Seguros <clientes@cobaltoseguros.es>",
            "Tu código de acceso",
            "<p>Hola Mateo:</p><p>Tu código de acceso al Área Cliente "
            "es</p>" + code_box("519-304") + "<p>Caduca en 10 minutos. No lo compartas con "
            "nadie.</p>",
            pie,
            otp="519304",
            kinds=("sign_in_code", "dashed_code", "registry_number", "expiry"),
        ),
        g.esp(
            "cobalto_poliza",
            "Cobalto Seguros <clientes@cobaltoseguros.es>",
            "Renovación de tu póliza",
            "<p>Tu póliza de hogar n.º 0044-712093-18 se renueva el "
            "1 de octubre. Prima anual: 214,60 €.</p>",
            pie,
            kinds=("registry_number", "lookalike_number"),
        ),
        g.plain(
            "restablecer",
            "Tiendita Verde <cuentas@tienditaverde.mx>",
            "Restablece tu contraseña",
            "Hola Mateo,\n\nRecibimos una solicitud para "
            "restablecer tu contraseña. Entra aquí:\n\nhttps://tienditaverde.mx/cuenta/"
            "restablecer?clave=tv_R8q2Lx90\n\nSi no fuiste tú, ignora este correo.\n",
            charset="iso-8859-1",
            link="https://tienditaverde.mx/cuenta/restablecer?clave=tv_R8q2Lx90",
            kind="reset",
            kinds=("magic_link", "legacy_charset"),
        ),
        g.plain(
            "partido_futbol",
            "Peña Los Cardos <pena@loscardos.es>",
            "Crónica del domingo",
            "¡Victoria 3-1 en casa! Goles de Rubén (12'), Iker (55') y Sergio (88'). "
            "Somos segundos con 19 puntos. Próximo partido: sábado 19, 17:00, campo 2.\n",
            kinds=("lottery_sports", "lookalike_number"),
        ),
        g.plain(
            "loteria",
            "Peña Los Cardos <pena@loscardos.es>",
            "Lotería de Navidad",
            "Ya tenemos el número de la peña: 48.812. Participaciones de 5 €, pedidlas a "
            "Marisa antes del 30 de noviembre.\n",
            kinds=("lottery_sports", "lookalike_number"),
        ),
        g.plain(
            "cita_medica",
            "Centro de Salud Las Acacias <citas@salud-acacias.es>",
            "Confirmación de cita",
            "Su cita: martes 22/09 a las 09:40, consulta 14.\n"
            "Código de cita: 7731-B\nCIP: IBMA 880412 77\n",
            kinds=("reference_code", "lookalike_number"),
        ),
        g.esp(
            "billetera_codigo_subject",
            "Pesito <seguridad@pesito.app>",
            "Pesito: 662 019 es tu código",
            "<p>Usa el código del asunto para confirmar tu número de teléfono.</p>",
            "Pesito Pagos SL · NIF B-88120447",
            otp="662019",
            kinds=("subject_only", "verify_code", "spaced_code"),
        ),
        g.plain(
            "trabajo_reenvio",
            "Lucía Ferrer <lucia.ferrer@estudioferrer.es>",
            "RV: Código de verificación",
            "Mateo, te reenvío esto que me ha llegado, ¿es "
            "tuyo?\n\n-----Mensaje original-----\nDe: Pesito <seguridad@pesito.app>\n"
            "Enviado el: lunes, 14 de septiembre de 2026 10:02\nAsunto: Código de "
            "verificación\n\nTu código de verificación es 440918.\n",
            kinds=("forward", "sign_in_code"),
        ),
    ]


def _pt() -> list[Case]:
    g = Lang("pt", "Beatriz Nogueira <bia.nogueira@caixa.com.br>")
    return [
        g.esp(
            "pix_codigo",
            "Banco Ipê <seguranca@bancoipe.com.br>",
            "Código de segurança para Pix",
            "<p>Olá, Beatriz.</p><p>Use o código abaixo "
            "para autorizar o Pix de R$ 350,00:</p>"
            + code_box("884 120")
            + "<p>Ele vale por 3 minutos. O Banco Ipê nunca pede esse código por telefone.</p>",
            "Banco Ipê S.A. · CNPJ 44.712.093/0001-81 · Ouvidoria 0800 772 0418",
            otp="884120",
            kinds=("payment_code", "spaced_code", "registry_number"),
        ),
        g.plain(
            "nota_fiscal",
            "Loja Sabiá <nfe@lojasabia.com.br>",
            "Nota fiscal do pedido 55812",
            "Olá Beatriz,\n\nSua NF-e nº 000.044.712 série 1 foi emitida.\nChave de acesso: "
            "3526 0944 7120 9300 0181 5500 1000 0447 1211 2233 4455\n",
            charset="iso-8859-1",
            kinds=("receipt", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "confirmar_email",
            "Trilha Cursos <contato@trilhacursos.com.br>",
            "Confirme seu e-mail",
            "Oi Beatriz!\n\nFalta pouco: confirme seu e-mail "
            "clicando no link abaixo.\n\nhttps://trilhacursos.com.br/confirmar-email?"
            "codigo=tc-2f8a91\n\nEquipe Trilha\n",
            link="https://trilhacursos.com.br/confirmar-email?codigo=tc-2f8a91",
            kind="verify",
            kinds=("magic_link", "plain_app"),
        ),
        g.plain(
            "condominio",
            "Administração Edifício Jacarandá <adm@edjacaranda.com.br>",
            "Boleto do condomínio",
            "Prezados condôminos,\n\nO boleto de outubro vence dia 10. "
            "Linha digitável:\n23793.38128 60044.712093 18000.063305 8 97710000052000\n",
            kinds=("bank_notice", "lookalike_number"),
        ),
        g.plain(
            "portugal_financas",
            "Portal das Contribuições <noreply@contribuicoes-pt.pt>",
            "Código de confirmação",
            "Exmo(a). Senhor(a),\n\nO seu código de confirmação "
            "para alteração da morada fiscal é: 20931\nNIF: 244 712 093\nEste código é "
            "válido durante 30 minutos.\n",
            charset="iso-8859-15",
            otp="20931",
            kinds=("verify_code", "registry_number", "legacy_charset", "expiry"),
        ),
        g.plain(
            "familia",
            "Tia Rosa <rosa.nogueira@caixa.com.br>",
            "Fotos do batizado",
            "Bia, querida, mandei as fotos pelo link que a Carol fez: são 148 fotos, a "
            "senha do álbum é a data do batizado (12092026).\nBeijos\n",
            kinds=("personal", "lookalike_number"),
        ),
    ]


def _it() -> list[Case]:
    g = Lang("it", "Marco Ferraresi <marco@ferraresi-ceramiche.it>")
    return [
        g.esp(
            "fatture_codice",
            "Fatturalieve <accesso@fatturalieve.it>",
            "Codice di verifica Fatturalieve",
            "<p>Ciao Marco,</p><p>ecco il codice per "
            "accedere al tuo account:</p>" + code_box("306 915") + "<p>Scade tra 10 minuti.</p>",
            "Fatturalieve S.r.l. · P.IVA 04471209318 · Codice Fiscale 04471209318 · "
            "Codice destinatario M5UXCR1",
            otp="306915",
            kinds=("sign_in_code", "registry_number", "spaced_code"),
        ),
        g.plain(
            "fornitore_ordine",
            "Argille Toscane <ordini@argilletoscane.it>",
            "Conferma ordine n. 2026/0441",
            "Gentile Sig. Ferraresi,\n\nconfermiamo l'ordine "
            "n. 2026/0441: 20 sacchi argilla rossa 25 kg.\nCodice articolo: AR-2580\n"
            "Consegna prevista: 24/09.\n\nArgille Toscane Srl – P.IVA 01882044712 – REA FI-"
            "557120\n",
            kinds=("order", "registry_number", "lookalike_number"),
        ),
        g.plain(
            "pec_invito",
            "Studio Bellandi Commercialisti <segreteria@studiobellandi.it>",
            "Invito: revisione bilancio",
            "Buongiorno Marco,\n\nci vediamo su Incontra giovedì "
            "alle 15:00.\nID riunione: 882 0417 7310\nPasscode: 441209\n\nCordiali saluti\n",
            kinds=("meeting", "lookalike_number"),
        ),
        g.esp(
            "invito_team",
            "Cassetto <team@cassetto.app>",
            "Giulia ti ha invitato su Cassetto",
            "<p>Giulia Neri ti ha invitato a unirti allo "
            "spazio <b>Ferraresi Ceramiche</b>.</p>"
            + button("https://cassetto.app/inviti/accetta?t=cs_a77Qe1", "Accetta l'invito"),
            "Cassetto S.p.A. · Via Ripamonti 44, Milano",
            link="https://cassetto.app/inviti/accetta?t=cs_a77Qe1",
            kind="other",
            kinds=("magic_link", "invitation"),
        ),
        g.plain(
            "newsletter_fiera",
            "Fiera della Ceramica <info@fieraceramica.it>",
            "Il programma della fiera",
            "Dal 3 al 6 ottobre, padiglione 7. Il tuo stand è il "
            "n. 412. Codice espositore: ESP-26-0412.\n",
            charset="iso-8859-15",
            kinds=("newsletter", "legacy_charset", "reference_code"),
        ),
        g.plain(
            "password_cambiata",
            "Fatturalieve <accesso@fatturalieve.it>",
            "La tua password è stata modificata",
            "Ciao Marco,\n\nla password del tuo account "
            "è stata modificata il 15/09/2026 alle 11:22.\nSe non sei stato tu, contatta "
            "subito l'assistenza al numero 02 8804 4712.\n",
            kinds=("password_changed", "security_alert"),
        ),
    ]


def _nl() -> list[Case]:
    g = Lang("nl", "Joost van Dijk <joost.vandijk@ziggo.nl>")
    return [
        g.esp(
            "zorg_code",
            "Zorgverzekeraar Duinzicht <noreply@duinzicht-zorg.nl>",
            "Uw inlogcode",
            "<p>Beste heer Van Dijk,</p><p>Uw eenmalige inlogcode voor Mijn "
            "Duinzicht is:</p>" + code_box("774013") + "<p>De code is 15 minuten geldig.</p>",
            "Duinzicht Zorgverzekeringen N.V. · KvK 30144712 · AFM-vergunning 12041887",
            otp="774013",
            kinds=("sign_in_code", "registry_number", "expiry"),
        ),
        g.plain(
            "marktplaats_achtig",
            "Tweedekans <berichten@tweedekans.nl>",
            "Nieuw bericht over: Gazelle damesfiets",
            "Hoi Joost,\n\nIk wil de fiets graag "
            "zaterdag ophalen. Mijn postcode is 3512 JK, bel me op 06 4471 2093.\n\nGr. "
            "Anouk\n",
            kinds=("personal", "lookalike_number"),
        ),
        g.plain(
            "bevestig_nieuwsbrief",
            "Kaasboerderij De Hoeve <nieuws@dehoevekaas.nl>",
            "Bevestig je inschrijving",
            "Hallo,\n\nKlik op de link om je inschrijving voor "
            "onze nieuwsbrief te bevestigen:\nhttps://dehoevekaas.nl/nieuwsbrief/bevestig/"
            "dh44Zq81\n",
            link="https://dehoevekaas.nl/nieuwsbrief/bevestig/dh44Zq81",
            kind="confirm",
            kinds=("magic_link", "plain_app"),
        ),
        g.plain(
            "gemeente",
            "Gemeente Waalhaven <noreply@waalhaven.nl>",
            "Uw aanvraag parkeervergunning",
            "Geachte heer Van Dijk,\n\nWij hebben uw "
            "aanvraag ontvangen. Zaaknummer: Z/26/441209. Kenteken: 41-KLV-8.\n",
            kinds=("reference_code", "lookalike_number"),
        ),
        g.esp(
            "energie_nieuws",
            "Windmolen Energie <info@windmolenenergie.nl>",
            "Uw jaarafrekening",
            "<p>Uw jaarafrekening staat klaar. EAN-code "
            "871687120044712093. Klantnummer 5512 0447.</p>"
            '<p><a href="https://mijn.windmolenenergie.nl/afrekening">Bekijk</a></p>',
            "Windmolen Energie B.V. · KvK 62204471 · BTW NL8620.44.712.B01",
            kinds=("bank_notice", "registry_number", "lookalike_number"),
        ),
    ]


def _pl() -> list[Case]:
    g = Lang("pl", "Jan Kowalczyk <jan.kowalczyk@poczta.pl>")
    stopka = "Bank Modrzew S.A., ul. Prosta 18, 00-850 Warszawa, KRS 0000441209, NIP 527-044-71-20, REGON 014471209"
    return [
        g.esp(
            "bank_kod_sms",
            "Bank Modrzew <powiadomienia@bankmodrzew.pl>",
            "Kod autoryzacyjny",
            "<p>Szanowny Panie,</p><p>kod do autoryzacji przelewu na "
            "kwotę 1 200,00 zł:</p>"
            + code_box("40917728")
            + "<p>Kod jest ważny przez 5 minut.</p>",
            stopka,
            charset="iso-8859-2",
            otp="40917728",
            kinds=("payment_code", "registry_number", "legacy_charset"),
        ),
        g.esp(
            "bank_wyciag",
            "Bank Modrzew <powiadomienia@bankmodrzew.pl>",
            "Wyciąg z rachunku",
            "<p>Wyciąg za wrzesień dla rachunku 61 1090 1014 0000 0712 "
            "1981 4471 jest dostępny w bankowości internetowej.</p>",
            stopka,
            charset="iso-8859-2",
            kinds=("bank_notice", "registry_number", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "przychodnia",
            "Przychodnia Pod Lipami <rejestracja@podlipami.pl>",
            "Przypomnienie o wizycie",
            "Dzień dobry,\n\nprzypominamy o wizycie 23.09.2026 o "
            "godz. 10:20, gabinet 12.\nKod pocztowy przychodni: 30-441, ul. Lipowa 7.\n",
            charset="iso-8859-2",
            kinds=("notification", "registry_number", "legacy_charset"),
        ),
        g.plain(
            "wnuczka",
            "Zosia Kowalczyk <zosia.k@poczta.pl>",
            "Dziadku!",
            "Dziadku, dzwoniłam, ale nie odbierałeś. Przyjadę w niedzielę pociągiem o 14:12, "
            "wagon 8, miejsce 44. Całuję!\n",
            charset="iso-8859-2",
            kinds=("personal", "legacy_charset"),
        ),
        g.plain(
            "sklep_reset",
            "Ogrodnik24 <konto@ogrodnik24.pl>",
            "Ustaw nowe hasło",
            "Witaj Jan,\n\notrzymaliśmy prośbę o zmianę hasła. Aby ustawić nowe hasło, "
            "kliknij:\nhttps://ogrodnik24.pl/konto/nowe-hasło?t=og_77Rq2\n\nLink wygaśnie "
            "za 60 minut.\n",
            charset="iso-8859-2",
            link="https://ogrodnik24.pl/konto/nowe-hasło?t=og_77Rq2",
            kind="reset",
            kinds=("magic_link", "non_ascii_path", "legacy_charset"),
        ),
        g.plain(
            "zus_pismo",
            "Portal Urzędowy <noreply@portal-urzedowy.pl>",
            "Nowe pismo w skrzynce",
            "W Pana skrzynce jest nowe pismo. Sygnatura: "
            "DF-441.2093.2026. Zaloguj się, aby je odczytać.\n",
            kinds=("reference_code", "lookalike_number"),
        ),
    ]


def _tr() -> list[Case]:
    g = Lang("tr", "Elif Aydın <elif.aydin@posta.com.tr>")
    return [
        g.plain(
            "kargo_kodu",
            "Martı Kargo <bilgi@martikargo.com.tr>",
            "Gönderiniz yolda",
            "Sayın Elif Aydın,\n\n41209937712 numaralı gönderiniz dağıtıma çıkmıştır.\n"
            "Teslimat kodu: 5512\n",
            charset="iso-8859-9",
            kinds=("shipping", "legacy_charset", "lookalike_number"),
        ),
        g.esp(
            "eticaret_dogrulama",
            "Çarşım <uyelik@carsim.com.tr>",
            "Doğrulama kodunuz",
            "<p>Merhaba Elif,</p><p>Üyeliğinizi doğrulamak için "
            "aşağıdaki kodu kullanın:</p>"
            + code_box("603 771")
            + "<p>Kod 3 dakika geçerlidir.</p>",
            "Çarşım Elektronik Ticaret A.Ş. · Mersis No: 0441209377120018 · Vergi No: 4471209931",
            charset="iso-8859-9",
            otp="603771",
            kinds=("verify_code", "registry_number", "legacy_charset", "spaced_code"),
        ),
        g.plain(
            "universite",
            "Öğrenci İşleri <ogrenci@uni-karadeniz.edu.tr>",
            "Ders kaydı hakkında",
            "Sevgili öğrencimiz,\n\nDers kayıtları 21-25 Eylül "
            "arasında. Öğrenci numaranız: 2024104471. Danışman onay kodu ders kayıt "
            "ekranında görünecektir.\n",
            charset="iso-8859-9",
            kinds=("notification", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "sifre_sifirla",
            "Kitaplık <destek@kitaplik.com.tr>",
            "Şifre sıfırlama",
            "Merhaba,\n\nŞifrenizi sıfırlamak için bağlantıya tıklayın:\nhttps://kitaplik."
            "com.tr/sifre/sifirla?anahtar=kt9Qp21z\n\nBağlantı 1 saat geçerlidir.\n",
            link="https://kitaplik.com.tr/sifre/sifirla?anahtar=kt9Qp21z",
            kind="reset",
            kinds=("magic_link", "plain_app"),
        ),
        g.plain(
            "mac_sonucu",
            "Taraftar Bülteni <bulten@taraftar.com.tr>",
            "Maç sonucu: 2-2",
            "Derbide 2-2! 90+4'te gelen golle bir puanı kurtardık. "
            "Seyirci: 44.120. Puan durumu: 3. sıra, 17 puan.\n",
            charset="iso-8859-9",
            kinds=("lottery_sports", "legacy_charset", "lookalike_number"),
        ),
    ]


def _ru() -> list[Case]:
    g = Lang("ru", "Ольга Петровна Смирнова <o.smirnova@pochta.ru>")
    return [
        g.plain(
            "gosuslugi_like",
            "Портал услуг <no-reply@portal-uslug.ru>",
            "Код подтверждения",
            "Ольга Петровна, ваш код подтверждения: 4471 92\n\nНикому "
            "не сообщайте этот код. Он действует 5 минут.\n",
            charset="windows-1251",
            otp="447192",
            kinds=("verify_code", "spaced_code", "legacy_charset", "expiry"),
        ),
        g.plain(
            "zhkh",
            "Управляющая компания Берёзка <uk@berezka-dom.ru>",
            "Квитанция за сентябрь",
            "Лицевой счёт 7712044120\nК оплате: 6 482,17 руб.\n"
            "ИНН 7720441209, ОГРН 1027700441209, КПП 772001001\nКод услуги 2580\n",
            charset="koi8-r",
            kinds=("bank_notice", "registry_number", "legacy_charset", "lookalike_number"),
        ),
        g.esp(
            "apteka_vhod",
            "Аптека «Ромашка» <info@romashka-apteka.ru>",
            "Вход в личный кабинет",
            "<p>Здравствуйте!</p><p>Чтобы войти в личный кабинет, "
            "нажмите на кнопку:</p>"
            + button("https://romashka-apteka.ru/auth/vhod?token=rm_44Lx0q", "Войти")
            + "<p>Ссылка действует 20 минут.</p>",
            "ООО «Ромашка», ИНН 7801441209",
            charset="windows-1251",
            link="https://romashka-apteka.ru/auth/vhod?token=rm_44Lx0q",
            kind="sign_in",
            kinds=("magic_link", "legacy_charset", "registry_number"),
        ),
        g.plain(
            "vnuk",
            "Дима Смирнов <dima.smirnov@pochta.ru>",
            "Re: Пароль от вайфая",
            'Бабушка, пароль на наклейке снизу роутера, там где "WPA key". Номер модели '
            "RT-4471.\n\n> Димочка, какой пароль от интернета?\n",
            charset="koi8-r",
            kinds=("personal", "quoted_reply", "legacy_charset"),
        ),
        g.plain(
            "lotereya",
            "Лото-Клуб <news@lotoklub.ru>",
            "Результаты тиража № 1588",
            "Выигрышные номера тиража № 1588: 04 17 22 35 41 48. Джекпот 12 400 000 руб.\n",
            kinds=("lottery_sports", "lookalike_number"),
        ),
        g.plain(
            "kod_istek",
            "Портал услуг <no-reply@portal-uslug.ru>",
            "Срок действия кода истёк",
            "Код 508214 больше недействителен: истёк срок его "
            "действия. Запросите новый код на странице входа.\n",
            charset="windows-1251",
            kinds=("used_expired", "legacy_charset"),
        ),
    ]


def _uk() -> list[Case]:
    g = Lang("uk", "Андрій Коваленко <andrii.kovalenko@ukr.com.ua>")
    return [
        g.plain(
            "bank_kod",
            "Банк Калина <info@kalyna-bank.ua>",
            "Код підтвердження",
            "Код для входу в Калина Онлайн: 318 440. Нікому його не повідомляйте. Код "
            'дійсний 3 хвилини.\n\nАТ "Банк Калина", код ЄДРПОУ 44120937, МФО 300441\n',
            charset="koi8-u",
            otp="318440",
            kinds=("sign_in_code", "registry_number", "legacy_charset", "spaced_code"),
        ),
        g.plain(
            "yedrpou_rakhunok",
            'ТОВ "Світанок-Сервіс" <buh@svitanok.ua>',
            "Рахунок на оплату N 412",
            "Добрий день!\n\nНадсилаємо рахунок N 412 від "
            "14.09.2026. Код ЄДРПОУ 38820417, IBAN UA21 3223 1300 0002 6007 2335 6600 1.\n",
            charset="koi8-u",
            kinds=("registry_number", "receipt", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "nova_posta_like",
            "Швидка Пошта <info@shvydka-poshta.ua>",
            "Посилка у відділенні",
            "Ваша посилка 20450044712093 у відділенні № 18. Зберігання безкоштовне до 21.09.\n",
            kinds=("shipping", "lookalike_number"),
        ),
        g.esp(
            "servis_pidtverdzhennia",
            "Книгарня Є <hello@knyharnia-ye.ua>",
            "Підтвердіть електронну пошту",
            "<p>Вітаємо, Андрію!</p><p>Підтвердіть, будь "
            "ласка, свою електронну адресу:</p>"
            + button("https://knyharnia-ye.ua/pidtverdyty?t=ky_20Aq9", "Підтвердити"),
            "ТОВ «Книгарня Є»",
            link="https://knyharnia-ye.ua/pidtverdyty?t=ky_20Aq9",
            kind="verify",
            kinds=("magic_link", "esp_template"),
        ),
        g.plain(
            "kolega_pereslano",
            "Оксана Мельник <oksana.melnyk@ukr.com.ua>",
            "Fwd: Код входу",
            "Андрію, це тобі прийшло на спільну скриньку.\n\n"
            "-------- Пересланий лист --------\nВід: Банк «Калина»\nТема: Код входу\n\n"
            "Код для входу: 774 120\n",
            kinds=("forward", "sign_in_code"),
        ),
    ]


def _ar() -> list[Case]:
    g = Lang("ar", "كريم حداد <karim.haddad@barid.ae>", rtl=True)
    return [
        g.esp(
            "bank_rmz",
            "بنك الواحة <security@alwaha-bank.ae>",
            "رمز التحقق الخاص بك",
            "<p>عزيزي كريم،</p><p>رمز التحقق لتسجيل الدخول إلى الخدمات المصرفية عبر "
            "الإنترنت هو:</p>"
            + code_box("٤٨٢٩١٣")
            + "<p>صالح لمدة ٥ دقائق. لا تشارك هذا الرمز مع أي شخص.</p>",
            "بنك الواحة ش.م.ع · سجل تجاري رقم ٤٤١٢٠٩",
            otp="482913",
            kinds=("sign_in_code", "script_digits", "expiry"),
        ),
        g.plain(
            "tawsil",
            "متجر النخلة <orders@nakhla-store.ae>",
            "تم شحن طلبك",
            "مرحباً كريم،\n\nتم شحن طلبك رقم ٧٧١٢٠٤ وسيصل خلال ٣ أيام عمل.\nرقم التتبع: ٤٤١٢٠٩٣٣٧\n",
            kinds=("shipping", "script_digits", "lookalike_number"),
        ),
        g.plain(
            "tafeel_hisab",
            "منصة دروب <no-reply@duroob.ae>",
            "تفعيل حسابك",
            "أهلاً بك في دروب!\n\nلتفعيل حسابك اضغط على الرابط التالي:\nhttps://duroob."
            "example/activate?k=dr_5Rq20x\n",
            charset="windows-1256",
            link="https://duroob.ae/activate?k=dr_5Rq20x",
            kind="confirm",
            kinds=("magic_link", "legacy_charset"),
        ),
        g.plain(
            "usra",
            "سلمى حداد <salma.haddad@barid.ae>",
            "عشاء الجمعة",
            "كريم، العشاء عندنا يوم الجمعة الساعة 8. رقم هاتف المطعم الجديد 0114471209 "
            "إذا قررنا الخروج.\n",
            charset="windows-1256",
            kinds=("personal", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "rmz_bidi",
            "محفظة سهم <otp@sahm-wallet.ae>",
            "رمز الدفع",
            "رمز الدفع لمرة واحدة: \u200f\u200e770214\u200e\u200f\nلا تشاركه مع أحد.\n",
            otp="770214",
            kinds=("payment_code", "bidi_zw"),
        ),
        g.plain(
            "nashra",
            "مجلة المهندس <news@almohandes.ae>",
            "العدد ٣١٢",
            "في هذا العدد: مقابلة مع فريق مشروع المترو، و٤ مقالات عن الطاقة الشمسية.\n"
            "رقم الإيداع: \u200e2026/4471\u200e\n",
            kinds=("newsletter", "bidi_zw", "lookalike_number"),
        ),
    ]


def _fa() -> list[Case]:
    g = Lang("fa", "نگار رضایی <negar.rezaei@post.ir>", rtl=True)
    return [
        g.plain(
            "kod_vorood",
            "فروشگاه آسمان <no-reply@aseman-shop.ir>",
            "کد ورود",
            "نگار عزیز،\nکد ورود شما به فروشگاه آسمان: ۷۳۱۰۵۲\nاین کد تا ۲ دقیقه معتبر است.\n",
            otp="731052",
            kinds=("sign_in_code", "script_digits", "expiry"),
        ),
        g.plain(
            "sefaresh",
            "فروشگاه آسمان <orders@aseman-shop.ir>",
            "سفارش شما ثبت شد",
            "سفارش شماره ۵۵۸۱۲۰ با موفقیت ثبت شد. مبلغ: ۱٬۲۴۰٬۰۰۰ تومان\n",
            kinds=("order", "script_digits", "lookalike_number"),
        ),
        g.plain(
            "daneshgah",
            "آموزش دانشکده <amoozesh@daneshkade.ir>",
            "برنامه امتحانات",
            "دانشجوی گرامی، امتحان درس آمار (کد درس ۱۲۲۴۴۷) روز شنبه ساعت ۱۰ برگزار می‌شود.\n",
            kinds=("notification", "script_digits", "lookalike_number"),
        ),
        g.plain(
            "tayid_email",
            "کتاب‌خوان <hello@ketabkhan.ir>",
            "تأیید ایمیل",
            "برای تأیید ایمیل خود روی لینک زیر بزنید:\nhttps://ketabkhan.ir/تایید/ایمیل?t=kk77Qz\n",
            link="https://ketabkhan.ir/تایید/ایمیل?t=kk77Qz",
            kind="verify",
            kinds=("magic_link", "non_ascii_path"),
        ),
    ]


def _he() -> list[Case]:
    g = Lang("he", "רות לוי <ruth.levy@doar.co.il>", rtl=True)
    return [
        g.plain(
            "kupat_holim",
            "קופת חולים שקד <noreply@shaked-health.co.il>",
            "קוד אימות",
            "שלום רות,\nקוד האימות שלך לכניסה לאתר: \u200e620418\u200e\nהקוד תקף ל-10 דקות.\n",
            charset="windows-1255",
            otp="620418",
            kinds=("sign_in_code", "bidi_zw", "legacy_charset", "expiry"),
        ),
        g.plain(
            "bituah_leumi_like",
            "המוסד לביטוח <info@bituach.co.il>",
            "הודעה על תשלום",
            'לכבוד רות לוי,\nהקצבה לחודש ספטמבר בסך 3,412 ש"ח הועברה '
            "לחשבונך. מספר תיק: 044712093.\n",
            charset="windows-1255",
            kinds=("bank_notice", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "nechda",
            "נועה לוי <noa.levy@doar.co.il>",
            "סבתא, תמונות מהגן",
            "סבתא, הנה התמונות מהגן! הטלפון החדש שלי \u200e054-4471209\u200e. נשיקות\n",
            charset="windows-1255",
            kinds=("personal", "bidi_zw", "legacy_charset", "lookalike_number"),
        ),
        g.esp(
            "kniyot_link",
            "סופר שקד <club@super-shaked.co.il>",
            "כניסה לאזור האישי",
            "<p>שלום רות,</p><p>לכניסה מהירה לאזור האישי לחצי על הכפתור:</p>"
            + button("https://super-shaked.co.il/login/magic?t=ss_4Kq0z", "כניסה")
            + "<p>הקישור תקף לשעה.</p>",
            'סופר שקד בע"מ, ח.פ. 514471209',
            charset="windows-1255",
            link="https://super-shaked.co.il/login/magic?t=ss_4Kq0z",
            kind="sign_in",
            kinds=("magic_link", "legacy_charset", "registry_number"),
        ),
    ]


def _hi() -> list[Case]:
    g = Lang("hi", "अनीता शर्मा <anita.sharma@daak.in>")
    return [
        g.plain(
            "otp_bank",
            "सरस्वती बैंक <alerts@saraswati-bank.in>",
            "आपका OTP",
            "प्रिय ग्राहक,\n₹2,500.00 के लेनदेन के लिए आपका OTP ४८१२०७ है। यह 5 मिनट "
            "के लिए मान्य है। इसे किसी के साथ साझा न करें।\n",
            otp="481207",
            kinds=("payment_code", "script_digits", "expiry"),
        ),
        g.plain(
            "bijli_bill",
            "नगर विद्युत <billing@nagar-vidyut.in>",
            "बिजली बिल",
            "उपभोक्ता संख्या: 4471209931\nबिल राशि: ₹1,842\nअंतिम तिथि: 25-09-2026\n",
            kinds=("bank_notice", "lookalike_number"),
        ),
        g.esp(
            "course_verify",
            "ज्ञानपथ <noreply@gyanpath.in>",
            "अपना ईमेल सत्यापित करें",
            "<p>नमस्ते अनीता,</p><p>अपना ईमेल पता सत्यापित करने के लिए नीचे दिए गए बटन पर "
            "क्लिक करें:</p>" + button("https://gyanpath.in/verify?t=gp_18Zq4", "ईमेल सत्यापित करें"),
            "ज्ञानपथ एडटेक प्रा. लि., CIN U80301KA2019PTC044712",
            link="https://gyanpath.in/verify?t=gp_18Zq4",
            kind="verify",
            kinds=("magic_link", "registry_number"),
        ),
        g.plain(
            "cricket",
            "खेल समाचार <news@khelsamachar.in>",
            "भारत ने मैच जीता",
            "भारत ने 7 विकेट से मैच जीता। स्कोर: 284/6 (50 ओवर)। अगला मैच रविवार को।\n",
            kinds=("lottery_sports", "lookalike_number"),
        ),
        g.plain(
            "rail_pnr",
            "रेल आरक्षण <noreply@rail-booking.in>",
            "टिकट बुक हुआ",
            "PNR: ४४१२०९३७७१\nट्रेन 12951, कोच B4, बर्थ 33\n",
            kinds=("receipt", "script_digits", "lookalike_number"),
        ),
    ]


def _th() -> list[Case]:
    g = Lang("th", "สมชาย ใจดี <somchai.j@mail.co.th>")
    return [
        g.plain(
            "otp_bank",
            "ธนาคารดอกแก้ว <otp@dokkaew-bank.co.th>",
            "รหัส OTP ของคุณ",
            "รหัส OTP สำหรับเข้าสู่ระบบคือ 552813 (รหัสอ้างอิง: KDWQ) รหัสนี้ใช้ได้ภายใน 5 นาที\n",
            charset="tis-620",
            otp="552813",
            kinds=("sign_in_code", "reference_code", "legacy_charset", "expiry"),
        ),
        g.plain(
            "ot_ref_only",
            "ธนาคารดอกแก้ว <info@dokkaew-bank.co.th>",
            "แจ้งการโอนเงิน",
            "โอนเงิน 1,500.00 บาท สำเร็จ\nเลขที่อ้างอิง 20260914441209\n",
            charset="tis-620",
            kinds=("bank_notice", "reference_code", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "yunyan",
            "ร้านหนังสือริมน้ำ <hello@rimnam-books.co.th>",
            "ยืนยันอีเมลของคุณ",
            "กรุณายืนยันอีเมลของคุณโดยคลิกลิงก์:\nhttps://rimnam-books.co.th/ยืนยัน?t=rn55Xq\n",
            link="https://rimnam-books.co.th/ยืนยัน?t=rn55Xq",
            kind="verify",
            kinds=("magic_link", "non_ascii_path"),
        ),
        g.plain(
            "lotto",
            "ข่าวหวย <news@khaohuay.co.th>",
            "ผลสลากกินแบ่งรัฐบาล",
            "รางวัลที่ 1: 447120\nเลขท้าย 2 ตัว: 93\nเลขหน้า 3 ตัว: 218, 604\n",
            charset="tis-620",
            kinds=("lottery_sports", "legacy_charset", "lookalike_number"),
        ),
    ]


def _vi() -> list[Case]:
    g = Lang("vi", "Nguyễn Thị Lan <lan.nguyen@thu.vn>")
    return [
        g.plain(
            "ma_xac_thuc",
            "Ví Sen <hotro@visen.vn>",
            "Mã xác thực của bạn",
            "Mã xác thực của bạn là 604192. Mã có hiệu lực trong 3 phút. Không chia sẻ mã "
            "này với bất kỳ ai.\n",
            charset="windows-1258",
            otp="604192",
            kinds=("verify_code", "legacy_charset", "expiry"),
        ),
        g.plain(
            "don_hang",
            "Chợ Tốt Lành <donhang@chotl.vn>",
            "Đơn hàng đã giao",
            "Đơn hàng #DH2609441209 đã được giao thành công. Mã vận đơn: VN7712044\n",
            charset="windows-1258",
            kinds=("shipping", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "dat_lai_mat_khau",
            "Học Vui <noreply@hocvui.vn>",
            "Đặt lại mật khẩu",
            "Chào Lan,\n\nNhấn vào liên kết sau để đặt lại mật khẩu:\nhttps://hocvui.vn/"
            "dat-lai-mat-khau?t=hv_7Qx12\n",
            link="https://hocvui.vn/dat-lai-mat-khau?t=hv_7Qx12",
            kind="reset",
            kinds=("magic_link", "plain_app"),
        ),
        g.plain(
            "thue",
            "Cổng Thuế <noreply@congthue.vn>",
            "Thông báo nộp thuế",
            "Mã số thuế: 0314471209\nSố tiền: 1.250.000 đồng\nHạn nộp: 30/09/2026\n",
            kinds=("registry_number", "lookalike_number"),
        ),
    ]


def _id() -> list[Case]:
    g = Lang("id", "Putri Wulandari <putri.w@surat.co.id>")
    return [
        g.esp(
            "kode_verifikasi",
            "Dompetku Hijau <noreply@dompethijau.co.id>",
            "Kode verifikasi Dompetku",
            "<p>Hai Putri,</p><p>Kode verifikasi kamu:</p>"
            + code_box("7 2 0 4 1 8")
            + "<p>Berlaku 5 menit. Jangan berikan kode ini ke "
            "siapa pun, termasuk pihak Dompetku.</p>",
            "PT Dompet Hijau Indonesia · NPWP 01.447.120.9-041.000",
            otp="720418",
            kinds=("verify_code", "spaced_code", "registry_number", "expiry"),
        ),
        g.plain(
            "ojek_struk",
            "Jalan Yuk <struk@jalanyuk.co.id>",
            "Struk perjalanan",
            "Terima kasih sudah naik Jalan Yuk!\nTotal: Rp 24.500\nID pesanan: "
            "JY-441209-77\nKode promo: HEMAT10\n",
            kinds=("receipt", "lookalike_number"),
        ),
        g.plain(
            "undangan_tim",
            "Kerjasama <undangan@kerjasama.co.id>",
            "Budi mengundang kamu",
            "Budi Santoso mengundang kamu bergabung ke tim "
            '"Toko Batik Putri".\nTerima undangan: https://kerjasama.co.id/undangan/'
            "terima?t=ks_88Zq\n",
            link="https://kerjasama.co.id/undangan/terima?t=ks_88Zq",
            kind="other",
            kinds=("magic_link", "invitation"),
        ),
        g.plain(
            "arisan",
            "Ibu Ratna <ratna.s@surat.co.id>",
            "Arisan bulan ini",
            "Ibu-ibu, arisan bulan ini di rumah saya, Sabtu jam 4 sore. Iuran Rp 200.000. "
            "Nomor rekening BCA 4471209931 a.n. Ratna.\n",
            kinds=("personal", "lookalike_number"),
        ),
        g.plain(
            "kode_kedaluwarsa",
            "Dompetku Hijau <noreply@dompethijau.co.id>",
            "Kode kedaluwarsa",
            "Kode 118204 sudah kedaluwarsa. Kode baru kamu: 330917. Berlaku 5 menit.\n",
            otp="330917",
            kinds=("used_expired", "verify_code"),
        ),
    ]


def _ja() -> list[Case]:
    g = Lang("ja", "佐藤健二 <kenji.sato@mail.jp>")
    return [
        g.plain(
            "ninsho_code",
            "さくら証券 <no-reply@sakura-sec.jp>",
            "【さくら証券】認証コードのお知らせ",
            "佐藤 健二 様\n\nログインのための認証コード"
            "をお送りします。\n\n認証コード：482017\n\n有効期限は発行から10分間です。\n"
            "お心当たりのない場合は、本メールを破棄してください。\n",
            charset="shift_jis",
            otp="482017",
            kinds=("sign_in_code", "legacy_charset", "expiry"),
        ),
        g.plain(
            "chumon",
            "本の森オンライン <order@honnomori.jp>",
            "ご注文ありがとうございます",
            "ご注文番号：250-4471209-7731\nお届け予定日：9月18日\n合計：3,520円（税込）\n",
            charset="iso-2022-jp",
            cte="7bit",
            kinds=("order", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "kaiin_toroku",
            "まなびば <info@manabiba.jp>",
            "会員登録を完了してください",
            "まなびばへのご登録ありがとうございます。\n以下のURLをクリックして本登録を完了"
            "してください。\nhttps://manabiba.jp/register/complete?key=mb_20Qx7\n"
            "※URLの有効期限は24時間です。\n",
            charset="iso-2022-jp",
            cte="7bit",
            link="https://manabiba.jp/register/complete?key=mb_20Qx7",
            kind="confirm",
            kinds=("magic_link", "legacy_charset"),
        ),
        g.plain(
            "hojin_bango",
            "株式会社ミドリ設計 <soumu@midori-sekkei.jp>",
            "請求書送付のご案内",
            "いつもお世話になっております。\n請求書（No.2026-0441）を"
            "お送りします。\n登録番号：T4010001044712\n",
            charset="shift_jis",
            kinds=("registry_number", "receipt", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "zenkaku_code",
            "ポイントモール <auth@pointmall.jp>",
            "確認コード",
            "確認コード：３９０６１５\n（このコードは5分間有効です）\n",
            otp="390615",
            kinds=("verify_code", "script_digits"),
        ),
        g.plain(
            "ci_log",
            "GitMori <noreply@gitmori.jp>",
            "[kenji/api] ビルド失敗 #2218",
            "ビルド #2218 が失敗しました。\nexit status 1\nFAIL: TestRetry (0.44s)\n"
            "    expected 200, got 503\n",
            kinds=("log_output", "lookalike_number"),
        ),
    ]


def _zh() -> list[Case]:
    g = Lang("zh", "王芳 <wang.fang@youxiang.cn>")
    t = Lang("zh", "陳怡君 <yijun.chen@youxiang.cn>")
    return [
        g.plain(
            "yanzhengma",
            "青柠云盘 <noreply@qingning-pan.cn>",
            "您的验证码",
            "您好！您的登录验证码为：620914，5分钟内有效。请勿泄露给他人。\n",
            charset="gb2312",
            otp="620914",
            kinds=("sign_in_code", "legacy_charset", "expiry"),
        ),
        g.plain(
            "kuaidi",
            "顺达快递 <notice@shunda-express.cn>",
            "您的快递已到站",
            "您的包裹（运单号 SD4471209377120）已到达驿站，取件码 8-2-4471，请在18:00前取件。\n",
            charset="gb2312",
            kinds=("shipping", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "fapiao",
            "绿洲科技有限公司 <caiwu@lvzhou-tech.cn>",
            "电子发票",
            "您好，附件为电子发票。\n发票代码：044001900411\n发票号码：20931877\n"
            "统一社会信用代码：91440300MA5F4471X2\n",
            charset="gb2312",
            kinds=("registry_number", "receipt", "legacy_charset", "lookalike_number"),
        ),
        t.plain(
            "big5_yanzheng",
            "書香網 <service@shuxiang.com.tw>",
            "電子郵件驗證",
            "親愛的會員您好：\n請點選以下連結完成電子郵件驗證：\nhttps://shuxiang.com.tw/"
            "member/verify?t=sx_41Zq0\n此連結將於24小時後失效。\n",
            charset="big5",
            link="https://shuxiang.com.tw/member/verify?t=sx_41Zq0",
            kind="verify",
            kinds=("magic_link", "legacy_charset"),
        ),
        t.plain(
            "big5_tongzhi",
            "台灣郵務 <notice@twpost.com.tw>",
            "包裹招領通知",
            "您的包裹編號 RR447120931TW 已送達，請於7日內至郵局領取。\n",
            charset="big5",
            kinds=("shipping", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "zhuanfa",
            "李明 <li.ming@youxiang.cn>",
            "转发: 验证码",
            "芳姐，这个是你的吗？\n\n---------- 转发的邮件 ----------\n发件人: 青柠云盘\n"
            "主题: 您的验证码\n\n您的登录验证码为：551208\n",
            kinds=("forward", "sign_in_code"),
        ),
    ]


def _ko() -> list[Case]:
    g = Lang("ko", "김민준 <minjun.kim@pyeonji.co.kr>")
    return [
        g.plain(
            "injeung",
            "하늘은행 <noreply@haneul-bank.co.kr>",
            "[하늘은행] 인증번호 안내",
            "고객님의 인증번호는 [704281]입니다. 3분 이내에 입력해 주세요.\n",
            charset="euc-kr",
            otp="704281",
            kinds=("sign_in_code", "legacy_charset", "expiry"),
        ),
        g.plain(
            "taekbae",
            "바로배송 <info@barobaesong.co.kr>",
            "배송 시작 안내",
            "주문번호 20260914-4471209 상품이 출고되었습니다.\n운송장번호: 558120447712\n",
            charset="euc-kr",
            kinds=("shipping", "legacy_charset", "lookalike_number"),
        ),
        g.plain(
            "saeopja",
            "모두세무 <info@modutax.co.kr>",
            "세금계산서 발행",
            "공급자 사업자등록번호: 214-88-04471\n승인번호: 20260914-41000012-77120931\n",
            charset="euc-kr",
            kinds=("registry_number", "receipt", "legacy_charset", "lookalike_number"),
        ),
        g.esp(
            "ga_ip_link",
            "그림책방 <hello@grimbook.co.kr>",
            "이메일 인증을 완료해 주세요",
            "<p>안녕하세요, 민준님!</p><p>아래 버튼을 눌러 이메일 인증을 완료해 주세요.</p>"
            + button("https://grimbook.co.kr/auth/email?token=gb_9Zq41", "이메일 인증하기"),
            "(주)그림책방 · 사업자등록번호 120-81-44712",
            link="https://grimbook.co.kr/auth/email?token=gb_9Zq41",
            kind="verify",
            kinds=("magic_link", "registry_number"),
        ),
        g.plain(
            "yagu",
            "야구소식 <news@yagusosik.co.kr>",
            "오늘의 경기 결과",
            "타이거즈 5 : 3 베어스\n관중 22,118명\n승률 .612\n",
            charset="euc-kr",
            kinds=("lottery_sports", "legacy_charset", "lookalike_number"),
        ),
    ]


def lang_cases() -> list[Case]:
    """The mail of every language but English."""
    return [
        case
        for make in (
            _de,
            _fr,
            _es,
            _pt,
            _it,
            _nl,
            _pl,
            _tr,
            _ru,
            _uk,
            _ar,
            _fa,
            _he,
            _hi,
            _th,
            _vi,
            _id,
            _ja,
            _zh,
            _ko,
        )
        for case in make()
    ]
