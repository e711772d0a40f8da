"""Kinds of mail the extractor learnt as classes (not cases): lists of backup codes however they
are laid out, registry and classification codes, forwarded mails whose header block comes in any
order, log and test output, anti-phishing codes, invitation and approval links, and the kind of
a link that confirms an e-mail address. Hand-written mails in several languages; each kind both
ways (no answer where there is none, the right answer where there is one)."""

from __future__ import annotations

import pytest

from mailsocket_mcp.mail.extract import Extraction, extract
from mailsocket_mcp.mail.parse import parse_message

TOKEN = "Hq4vN8zR2mKc7WbT1sLp"


def _html_list(intro: str, codes: list[str]) -> str:
    items = "".join(f"<p>{code}</p>" for code in codes)
    return f"<html><body><p>{intro}</p>{items}<p>Team</p></body></html>"


def _mail(raw: str) -> Extraction:
    parsed = parse_message(raw.encode())
    return extract(parsed.subject, parsed.text, parsed.html)


# ---- Lists of backup codes -------------------------------------------------------------------

_GROUPED = ["4821-7730", "1904-5532", "7710-2286", "3358-9014", "6642-0197", "2289-4461"]
_PLAIN = ["48217730", "19045532", "77102286", "33589014", "66420197"]


@pytest.mark.parametrize(
    ("subject", "intro", "codes"),
    [
        ("Your recovery codes", "Here are your new recovery codes. Keep them safe.", _GROUPED),
        ("Vos codes de secours", "Voici vos codes de secours. Chaque code sert une fois.", _PLAIN),
        ("Le tue credenziali", "Ecco i tuoi codici di recupero: conservali con cura.", _GROUPED),
        ("Konto", "Poniżej znajdziesz listę kodów zapasowych do logowania.", _PLAIN),
        ("Konto", "Ihre neuen Notfall-Codes für die Anmeldung:", _GROUPED),
        ("Account", "Dit zijn je nieuwe herstelcodes. Bewaar ze goed.", _PLAIN),
    ],
    ids=["en", "fr", "it", "pl", "de", "nl"],
)
def test_a_list_of_backup_codes_in_paragraphs_gives_no_code(
    subject: str, intro: str, codes: list[str]
) -> None:
    assert extract(subject, "", _html_list(intro, codes)).otp is None


def test_a_list_of_backup_codes_with_blank_lines_in_plain_text_gives_no_code() -> None:
    text = "Twoje kody zapasowe:\n\n" + "\n\n".join(_GROUPED) + "\n\nZespół\n"
    assert extract("Kody", text, "").otp is None


@pytest.mark.parametrize(
    "html",
    [
        "<p>Your verification code:</p><p>482913</p><p>Lost your phone? Use a backup code.</p>",
        "<p>Votre code de vérification :</p><p>482913</p><p>Codes de secours : voir le site.</p>",
    ],
    ids=["en", "fr"],
)
def test_a_code_in_a_mail_that_mentions_backup_codes_is_still_found(html: str) -> None:
    assert extract("Sign in", "", html).otp == "482913"


# ---- Registry, tax and classification codes --------------------------------------------------


@pytest.mark.parametrize(
    "footer",
    [
        "Boutique Lune SARL · Code APE 4791B · RCS Lyon",
        "Sklep Wisła sp. z o.o. · kod PKD 4791Z · NIP 5261040828",
        "Tienda Sol S.L. · Número de identificación fiscal A87654321 · Madrid",
        "Negozio Luna S.r.l. · Codice ATECO 47910 · Milano",
        "Loja Sol Lda. · Código CNAE 4791901 · Lisboa",
    ],
    ids=["fr-ape", "pl-pkd", "es-nif", "it-ateco", "pt-cnae"],
)
def test_a_company_registry_or_activity_code_is_not_a_code(footer: str) -> None:
    text = f"Thank you for your order.\nTotal: 49,90\n\n{footer}\n"
    assert extract("Your invoice", text, "").otp is None


@pytest.mark.parametrize(
    "footer",
    [
        "Alcance S.L. · CIF B87654321 · Código fiscal B87654321",
        "Kontor GmbH · USt-IdNr. DE81234567 · Code DE81234567",
    ],
    ids=["es", "de"],
)
def test_a_number_labelled_once_as_a_registry_number_is_one_everywhere(footer: str) -> None:
    assert extract("Factura", f"Gracias por tu pedido.\n{footer}\n", "").otp is None


def test_a_code_beside_a_registry_footer_is_found() -> None:
    text = "Votre code de vérification : 583920\n\nBoutique Lune SARL · Code APE 4791B\n"
    assert extract("Connexion", text, "").otp == "583920"


# ---- Forwarded mails: the header block in any order and language -----------------------------

_FORWARDED = {
    "fr": (
        "-------- Message transféré --------\nSujet : Votre code\nDate : 2 mai 2025 09:14\n"
        "De : Lune <no-reply@lune.test>\n\nVotre code de vérification : 731904\n"
    ),
    "es": (
        "Asunto: Tu código\nFecha: 2 may 2025\nDe: Sol <no-reply@sol.test>\n\n"
        "Tu código de verificación es 731904\n"
    ),
    "en": (
        "Date: May 2, 2025\nSubject: Your code\nFrom: Acme <no-reply@acme.test>\n"
        "To: me@inbox.test\n\nYour verification code is 731904\n"
    ),
}


def _forward(body_above: str, forwarded: str) -> str:
    return (
        "From: Kim <kim@home.test>\r\nTo: dev@inbox.test\r\nSubject: for you\r\n"
        "MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n"
        f"{body_above}\n\n{forwarded}"
    )


@pytest.mark.parametrize("lang", sorted(_FORWARDED))
def test_a_forwarded_mails_code_is_not_this_mails(lang: str) -> None:
    assert _mail(_forward("FYI, done.", _FORWARDED[lang])).otp is None


@pytest.mark.parametrize("lang", sorted(_FORWARDED))
def test_the_current_mails_own_code_above_a_forwarded_one_is_found(lang: str) -> None:
    found = _mail(_forward("Your verification code is 250618.", _FORWARDED[lang]))
    assert found.otp == "250618"


# ---- Log and test output ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Tests: 2381 bestanden, 2 fehlgeschlagen, 5 übersprungen.\nExit-Code: 1.",
        "Pruebas: 1204 superadas, 3 fallidas.\nCódigo de salida: 1.",
        "Testler: 3310 başarılı, 1 başarısız.\nÇıkış kodu: 1.",
        "Тесты: 1517 пройдено, 4 провалено.\nКод выхода: 1.",
    ],
    ids=["de", "es", "tr", "ru"],
)
def test_test_output_with_an_exit_code_gives_no_code(text: str) -> None:
    assert extract("CI report", text, "").otp is None


def test_a_code_in_a_ci_sign_in_mail_is_found() -> None:
    text = "Your CI sign-in verification code is 604172.\nIt expires in 10 minutes."
    assert extract("CI sign-in", text, "").otp == "604172"


# ---- Anti-phishing codes ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "line",
    [
        "Ihr Anti-Phishing-Code: QX7P2M",
        "Code anti-hameçonnage : QX7P2M",
        "Kode anti-phishing Anda: QX7P2M",
        "Oltalama karşıtı kodunuz: QX7P2M",
        "Mã chống giả mạo của bạn: QX7P2M",
    ],
    ids=["de", "fr", "id", "tr", "vi"],
)
def test_an_anti_phishing_code_is_not_a_code(line: str) -> None:
    text = f"{line}\n\nYour deposit of 250.00 has arrived.\n"
    assert extract("Account update", text, "").otp is None


def test_a_code_beside_an_anti_phishing_code_is_found() -> None:
    text = "Ihr Anti-Phishing-Code: QX7P2M\n\nIhr Bestätigungscode lautet 918273.\n"
    assert extract("Anmeldung", text, "").otp == "918273"


# ---- Invitation and approval links -----------------------------------------------------------


@pytest.mark.parametrize(
    ("label", "path"),
    [
        ("Einladung annehmen", "einladung/annehmen"),
        ("Accepter l'invitation", "invitations/accept"),
        ("Przyjmij zaproszenie", "zaproszenie/przyjmij"),
        ("Aceptar la invitación", "team/join"),
        ("Davetiyeyi kabul et", "davet/kabul"),
    ],
    ids=["de", "fr", "pl", "es", "tr"],
)
def test_an_invitation_link_is_found_and_is_other(label: str, path: str) -> None:
    href = f"https://app.test/{path}?token={TOKEN}"
    found = extract("Invitation", "", f'<p>Ana invited you.</p><a href="{href}">{label}</a>')
    assert (found.magic_link, found.link_kind) == (href, "other")


def test_an_invitation_link_without_a_secret_is_not_a_magic_link() -> None:
    html = '<a href="https://app.test/einladung/annehmen">Einladung annehmen</a>'
    assert extract("Einladung", "", html).magic_link is None


@pytest.mark.parametrize(
    ("yes", "no"),
    [
        ("Yes, it was me", "No, it wasn't me"),
        ("Oui, c'était moi", "Non, ce n'était pas moi"),
        ("Ja, das war ich", "Nein, das war ich nicht"),
        ("Sí, fui yo", "No fui yo"),
        ("Tak, to ja", "To nie ja"),
    ],
    ids=["en", "fr", "de", "es", "pl"],
)
def test_a_was_it_you_approval_link_is_other_and_its_refusal_is_never_chosen(
    yes: str, no: str
) -> None:
    deny = f"https://app.test/device/deny?token={TOKEN}x"
    approve = f"https://app.test/device/approve?token={TOKEN}"
    html = (
        f'<p>New sign-in from a new device.</p><a href="{deny}">{no}</a> '
        f'<a href="{approve}">{yes}</a>'
    )
    found = extract("New device", "", html)
    # Approving a sign-in is a one-person action of kind "other" (session 26 decision).
    assert (found.magic_link, found.link_kind) == (approve, "other")
    alone = extract("New device", "", f'<a href="{deny}">{no}</a>')
    assert alone.magic_link is None


# ---- The kind of a link that confirms an e-mail address --------------------------------------


@pytest.mark.parametrize(
    ("label", "kind"),
    [
        ("Confirmer mon adresse e-mail", "verify"),
        ("E-Mail-Adresse bestätigen", "verify"),
        ("Confirmar correo electrónico", "verify"),
        ("Підтвердити електронну пошту", "verify"),
        ("メールアドレスを確認する", "verify"),
        ("Confirmer mon abonnement", "confirm"),
        ("Abonnement bestätigen", "confirm"),
        ("Confirmar suscripción", "confirm"),
    ],
)
def test_confirming_an_address_is_verify_and_confirming_anything_else_is_confirm(
    label: str, kind: str
) -> None:
    href = f"https://app.test/x/{TOKEN}"
    assert extract("Hi", "", f'<a href="{href}">{label}</a>').link_kind == kind
