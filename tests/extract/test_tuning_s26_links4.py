# ruff: noqa: E501  (mail markup is data: the cases stay one line each)
"""Session 26 fourth link pass (issue 21): the classes of holdout9's and holdout10's link and kind
misses, each both ways, in languages and senders of their own: an address word that usually names
something else (a ticket, an event, a blog) yields to words that name the action and a secret; a
short secret of letters and digits the button itself names; confirm paths spelt in Latin letters;
"Join X" after an invitation to a team; one's own archive; the lock verbs of more languages; "Yes,
it's me"; saying yes to a subscription; "set your password" and WordPress's ``action=rp``."""

from __future__ import annotations

import pytest

from mailsocket_mcp.mail.extract import extract

TOKEN = "Wq3Lx8Zr0Vb5Np7Ks2Tm4"


def _found(subject: str, text: str = "", html: str = "") -> tuple[str | None, str | None]:
    found = extract(subject, text, html)
    return found.magic_link, found.link_kind


def _button(intro: str, href: str, label: str) -> str:
    return f"<p>Hi,</p><p>{intro}</p><a href='{href}'>{label}</a><p>The team</p>"


# ---- A ticket, event or blog address word yields to the action's words and a secret ------------


@pytest.mark.parametrize(
    ("subject", "intro", "label", "href", "kind"),
    [
        ("Anna invited you to Quarrel", "Anna Berg has invited you to the Quarrel organization.", "Accept invitation", "https://id.quarrel.test/api/tickets/accept?ticket=inv_{t}", "other"),
        ("Confirmez votre inscription", "Cliquez sur la bannière pour confirmer votre inscription :", "Confirmer mon inscription", "https://events.festa.test/rsvp/confirmer?ticket=Fx25-Qa8K2", "confirm"),
        ("[Moorland] Login Details", "To set your password, visit the following address:", "", "https://blog.moorland.test/wp-login.php?action=rp&key={t}&login=robin", "reset"),
    ],
    ids=["tickets-invite", "rsvp-fr", "blog-host-wordpress"],
)  # fmt: skip
def test_a_soft_negative_address_word_yields_to_the_action(
    subject: str, intro: str, label: str, href: str, kind: str
) -> None:
    href = href.format(t=TOKEN)
    if label:
        assert _found(subject, html=_button(intro, href, label)) == (href, kind)
    else:
        assert _found(subject, text=f"Username: robin\n\n{intro}\n\n<{href}>\n") == (href, kind)


@pytest.mark.parametrize(
    ("subject", "intro", "label", "href"),
    [
        ("Ticket #4821 updated", "Sam replied to your support request.", "View ticket", "https://help.desk.test/tickets/4821?token={t}"),
        ("New post on Moorland", "We wrote about spring walks.", "Read more", "https://blog.moorland.test/2025/spring?id={t}"),
        ("Ihr Webinar beginnt bald", "Das Webinar startet um 10 Uhr.", "Zum Webinar", "https://events.host.test/events/launch?t={t}"),
    ],
    ids=["support-ticket", "blog-post", "event-de"],
)  # fmt: skip
def test_a_ticket_an_event_or_a_blog_post_stays_no_magic_link(
    subject: str, intro: str, label: str, href: str
) -> None:
    assert _found(subject, html=_button(intro, href.format(t=TOKEN), label)) == (None, None)


# ---- A short secret of letters and digits, named by the button itself -------------------------


@pytest.mark.parametrize(
    ("subject", "intro", "label", "href", "kind"),
    [
        ("Aktywuj swoje konto", "Dziękujemy za rejestrację.", "Aktywuj konto", "https://konto.sklep.test/ak?kod=Kt72mQ9x", "confirm"),
        ("Bitte bestätige dein Abonnement", "Bitte bestätige dein Abonnement für den Newsletter:", "Bestätigen", "https://t.post.test/c/Qa81Zk2Lm", "confirm"),
        ("تأیید نشانی ایمیل", "برای تأیید نشانی ایمیل روی دکمه بزنید:", "تأیید ایمیل", "https://hesab.kaj.test/t?kelid=Kj81Qx2z", "verify"),
    ],
    ids=["pl-query", "de-opaque-segment", "fa-query"],
)  # fmt: skip
def test_a_short_mixed_secret_the_button_names_is_enough(
    subject: str, intro: str, label: str, href: str, kind: str
) -> None:
    assert _found(subject, html=_button(intro, href, label)) == (href, kind)


def test_a_bare_link_introduced_by_its_action_carries_a_short_secret() -> None:
    href = "https://www.compte.test/act?c=Fr82kQ9z"
    text = f"Bonjour,\n\nMerci de votre inscription.\n\nActivez votre compte :\n{href}\n"
    assert _found("Bienvenue", text=text) == (href, "confirm")


@pytest.mark.parametrize(
    ("subject", "intro", "label", "href"),
    [
        ("Ofertas de la semana", "Descuentos en toda la tienda.", "Ver oferta", "https://tienda.test/o?c=Of82kQ9z"),
        ("Activate your trial", "Your trial is waiting.", "Activate", "https://app.test/start?utm_content=Ab12Cd34"),
        ("Aktywuj konto", "Dziękujemy za rejestrację.", "Aktywuj konto", "https://konto.sklep.test/ak?kod=Kt7x"),
    ],
    ids=["es-offer", "campaign-param", "too-short"],
)  # fmt: skip
def test_a_short_value_without_the_buttons_word_or_too_short_is_no_secret(
    subject: str, intro: str, label: str, href: str
) -> None:
    assert _found(subject, html=_button(intro, href, label)) == (None, None)


def test_a_bare_link_introduced_by_other_words_with_a_short_value_is_no_magic_link() -> None:
    text = "Hola,\n\nLee el artículo completo:\nhttps://revista.test/a?p=Ar82kQ9z\n"
    assert _found("Novedades", text=text) == (None, None)


# ---- Confirm paths spelt in Latin letters ------------------------------------------------------


@pytest.mark.parametrize(
    ("subject", "label", "href"),
    [
        ("Підтвердіть зміну тарифу", "Змінити тариф", "https://kabinet.test/taryf/pidtverdyty?t=Rq5x"),
        ("تفعيل الحساب", "ابدأ الآن", "https://hesab.test/tafeel?t=Hs4"),
        ("تأیید حذف حساب", "حذف حساب", "https://hesab.test/hazf/tayid?t=Zx3"),
        ("Conferma la cancellazione", "Elimina account", "https://conto.test/attivazione?t=Qa7"),
    ],
    ids=["uk", "ar", "fa", "it"],
)  # fmt: skip
def test_a_transliterated_confirm_path_says_what_the_link_is_for(
    subject: str, label: str, href: str
) -> None:
    assert _found(subject, html=_button("", href, label)) == (href, "confirm")


def test_an_activity_path_is_not_an_activation_path() -> None:
    href = "https://conto.test/attivita?t=Qa7"
    assert _found("Le tue attività", html=_button("", href, "Vedi attività")) == (None, None)


# ---- "Join X" after an invitation to a team or a workspace ------------------------------------


@pytest.mark.parametrize(
    ("subject", "intro", "label", "href"),
    [
        ("You're invited to Loomly", "Priya Nair invited you to the Atlas workspace.", "Join Atlas", "https://loomly.test/join/lm_inv_72QpX4"),
        ("Einladung zu Kranich", "Jonas hat dich in den Bereich Design eingeladen.", "Beitreten", "https://kranich.test/j/Jn81xQ2k"),
        ("Invitation à Atelier", "Claire vous a invité à rejoindre l’espace Atelier.", "Rejoindre Atelier", "https://atelier.test/rejoindre?c=At81xQ"),
    ],
    ids=["en", "de", "fr"],
)  # fmt: skip
def test_join_after_an_invitation_to_a_team_accepts_it(
    subject: str, intro: str, label: str, href: str
) -> None:
    assert _found(subject, html=_button(intro, href, label)) == (href, "other")


@pytest.mark.parametrize(
    ("subject", "intro", "label", "href"),
    [
        ("Alex invited you to a meeting", "Alex invited you to a Zoom meeting at 10:00.", "Join meeting", "https://zoom.test/j/88120?pwd=Ab12Cd34Ef"),
        ("Einladung zum Webinar", "Jonas hat dich zum Webinar Design eingeladen.", "Beitreten", "https://kranich.test/j/Jn81xQ2k"),
        ("Join our community", "Thousands of makers share their work.", "Join now", "https://maker.test/join/mk_72QpX4"),
    ],
    ids=["meeting", "webinar-de", "no-invitation"],
)  # fmt: skip
def test_join_a_meeting_or_without_an_invitation_is_no_magic_link(
    subject: str, intro: str, label: str, href: str
) -> None:
    assert _found(subject, html=_button(intro, href, label)) == (None, None)


# ---- One's own archive, ready to download ------------------------------------------------------


@pytest.mark.parametrize(
    "href",
    [
        "https://quill.test/account/download/archive?id=dl_8812_ab&sig=ab19e7",
        "https://fotos.test/backup/download/archive?sig=k81xq2zz&id=77",
        "https://mail.test/takeout/Tk81xQ?sig=abcdef12",
    ],
    ids=["download-archive", "backup-archive", "takeout"],
)
def test_ones_own_archive_ready_to_download_is_other(href: str) -> None:
    text = f"The archive you requested is ready to download:\n\n{href}\n\nIt works for 4 days.\n"
    assert _found("Your data is ready", text=text) == (href, "other")


@pytest.mark.parametrize(
    ("label", "href"),
    [
        ("Download the app", "https://quill.test/download/app?sig=ab19e7"),
        ("Read the archive", "https://news.test/newsletter/archive?id=12345678"),
    ],
)
def test_an_app_download_or_a_newsletter_archive_is_no_magic_link(label: str, href: str) -> None:
    assert _found("This week", html=_button("Our news.", href, label)) == (None, None)


# ---- "Not you? Lock your account" in more languages -------------------------------------------


@pytest.mark.parametrize(
    ("subject", "text"),
    [
        ("Login baru ke akunmu", "Akunmu baru saja login dari Medan.\n\nBukan kamu? Segera kunci akunmu.\n\nKunci akun:\nhttps://akun.surat.test/kunci?t=sr_9f2c71ab\n"),
        ("Hesabınıza yeni giriş", "Hesabınıza İzmir'den giriş yapıldı.\n\nBu siz değilseniz hesabınızı hemen kilitleyin.\n\nHesabımı kilitle:\nhttps://hesap.kutu.test/kilitle?t=kt_a7c1e02b\n"),
        ("Nouvelle connexion", "Nouvelle connexion à votre compte depuis Lyon.\n\nVerrouiller mon compte :\nhttps://compte.test/verrouiller?t=vr_a7c1e02b\n"),
        ("Nieuwe aanmelding", "Nieuwe aanmelding op je account vanuit Gent.\n\nAccount vergrendelen:\nhttps://account.test/vergrendel?t=vg_a7c1e02b\n"),
    ],
    ids=["id", "tr", "fr", "nl"],
)  # fmt: skip
def test_a_lock_link_in_more_languages_is_no_magic_link(subject: str, text: str) -> None:
    assert _found(subject, text=text) == (None, None)


@pytest.mark.parametrize(
    ("subject", "text", "href"),
    [
        ("Masuk ke akunmu", "Klik tautan di bawah untuk masuk.\n\nMasuk ke akun:\n{h}\n", "https://akun.surat.test/masuk?token={t}"),
        ("Giriş bağlantınız", "Giriş yapmak için bağlantıya tıklayın.\n\nGiriş yap:\n{h}\n", "https://hesap.kutu.test/giris?token={t}"),
    ],
    ids=["id", "tr"],
)  # fmt: skip
def test_a_sign_in_link_in_those_languages_stays_sign_in(
    subject: str, text: str, href: str
) -> None:
    href = href.format(t=TOKEN)
    assert _found(subject, text=text.format(h=href)) == (href, "sign_in")


# ---- "Yes, it's me" approves a waiting sign-in ------------------------------------------------


@pytest.mark.parametrize(
    ("subject", "intro", "label"),
    [
        ("Approve your sign-in", "Someone is signing in to Kestrel on Windows.", "Yes, it's me"),
        ("Anmeldung bestätigen", "Jemand meldet sich gerade bei Kestrel an.", "Ja, ich bin es"),
        ("Aanmelding goedkeuren", "Iemand meldt zich aan bij Kestrel.", "Ja, ik ben het"),
        ("Inicio de sesión", "Alguien está iniciando sesión en Kestrel.", "Sí, soy yo"),
        ("Novo acesso", "Alguém está tentando fazer login na Kestrel.", "Sim, sou eu"),
        ("Yeni giriş", "Birisi Kestrel hesabınıza giriş yapıyor.", "Evet, benim"),
        ("Login baru", "Seseorang sedang masuk ke Kestrel.", "Ya, ini aku"),
    ],
    ids=["en", "de", "nl", "es", "pt", "tr", "id"],
)  # fmt: skip
def test_yes_its_me_approves_a_sign_in(subject: str, intro: str, label: str) -> None:
    href = f"https://secure.kestrel.test/login/approve?req={TOKEN}"
    assert _found(subject, html=_button(intro, href, label)) == (href, "other")


def test_a_sign_in_button_beside_the_approval_words_stays_sign_in() -> None:
    href = f"https://secure.kestrel.test/login/magic?req={TOKEN}"
    assert _found("Sign in to Kestrel", html=_button("Use this link.", href, "Sign in")) == (
        href,
        "sign_in",
    )


# ---- Saying yes to a subscription confirms it ---------------------------------------------------


@pytest.mark.parametrize(
    ("subject", "intro", "label"),
    [
        ("Bevestig je inschrijving", "Bevestig je inschrijving voor de nieuwsbrief:", "Ja, ik wil me aanmelden"),
        ("Confirm your subscription", "Please confirm you want our weekly letter:", "Yes, subscribe me"),
        ("Newsletter bestätigen", "Bitte bestätige den Newsletter:", "Ja, ich möchte mich anmelden"),
        ("Nieuwsbrief Wijkkrant", "Wil je de Wijkkrant ontvangen?", "Ik wil me graag aanmelden"),
    ],
    ids=["nl", "en", "de", "nl-graag"],
)  # fmt: skip
def test_saying_yes_to_a_subscription_is_confirm(subject: str, intro: str, label: str) -> None:
    href = f"https://r.post.test/tr/cl?url=https%3A%2F%2Fnews.test%2Fsub%2Fbevestigen%3Ft%3D{TOKEN}"
    target = f"https://news.test/sub/bevestigen?t={TOKEN}"
    assert _found(subject, html=_button(intro, href, label)) == (target, "confirm")


def test_aanmelden_alone_signs_in() -> None:
    href = f"https://mijn.test/inloggen?token={TOKEN}"
    assert _found("Je inloglink", html=_button("Log in op je account.", href, "Aanmelden")) == (
        href,
        "sign_in",
    )
