"""Held-out set 9, English: mails whose answer is a link to the reader's own account action
(sign in, verify, reset, confirm, accept, approve, open a secure message, download an export),
carried the many ways senders carry it."""

from __future__ import annotations

from tests.extract.holdout9_html import attr, button, esp, link, p, simple
from tests.extract.holdout9_mail import Case
from tests.extract.holdout9_parts import esp_foot, mk, wrapped, wrapped64


def _tessellate_verify() -> Case:
    target = "https://console.tessellate.cloud/verify-email?token=eyJhbGciOi.J9aXQ4.Q2c7&u=55120"
    href = wrapped("https://u5512.ct.tessellate-mail.net/ls/click", target, "upn")
    html = esp(
        title="Verify your email",
        pre="One click and you're in.",
        logo=("https://static.tessellate.cloud/mail/logo.png", "Tessellate Cloud"),
        blocks=[
            p(
                "Welcome to Tessellate Cloud! Please verify your email address to activate your "
                "free tier (includes 750 compute hours)."
            ),
            button(href, "Verify email address", "#5b21b6"),
            p(
                f"Button not working? Paste this link into your browser:<br>{link(href, href)}",
                "font-size:12px;margin-top:16px;",
            ),
        ],
        foot=esp_foot(
            "Tessellate Cloud GmbH",
            "Rosenthaler Str. 40, 10178 Berlin",
            "tessellate.cloud",
            "Amtsgericht Charlottenburg HRB 231877 B",
        ),
    )
    return mk(
        "en_tessellate_verify_link",
        None,
        target,
        "verify",
        ["verify_link", "esp", "tracker_recoverable", "vml_button", "registry_number"],
        sender="Tessellate Cloud <verify@mail.tessellate.cloud>",
        subject="Verify your email address",
        html=html,
    )


def _quillo_magic() -> Case:
    url = "https://quillo.app/auth/magic?token=qm_7f3e0c91a2b84d6e&redirect=%2Fnotes"
    html = simple(
        "<p>Tap below to sign in to Quillo on this device.</p>"
        f'<p><a href="quillo://auth/magic?token=qm_7f3e0c91a2b84d6e">Open the Quillo app</a></p>'
        f"<p>{button(url, 'Sign in to Quillo', '#3f51b5', vml=False)}</p>"
        "<p>This link expires in 15 minutes and can be used once.</p>"
    )
    return mk(
        "en_quillo_magic_app_twin",
        None,
        url,
        "sign_in",
        ["magic_link", "app_scheme", "expiry"],
        sender="Quillo <no-reply@quillo.app>",
        subject="Your Quillo sign-in link",
        html=html,
    )


def _glimmer_reset_opaque() -> Case:
    href = (
        "https://ablink.e.glimmer.social/ss/c/Wd2pZk1vQ1F4dW5xT0tZcGl0c3NlY3VyZQ/4ab/Tq9xZ2/h7/7Kd9"
    )
    html = simple(
        "<p>Hi robin.c,</p><p>We received a request to reset your Glimmer password.</p>"
        f"<p>{button(href, 'Reset password', '#e1306c', vml=False)}</p>"
        "<p>If you didn't ask for this, ignore this email; your password won't change.</p>"
    )
    return mk(
        "en_glimmer_reset_opaque",
        None,
        href,
        "reset",
        ["reset_link", "tracker_opaque"],
        sender="Glimmer <security@glimmer.social>",
        subject="Reset your Glimmer password",
        html=html,
    )


def _nookshare_magic_lock() -> Case:
    url = "https://nookshare.io/login/email?code=NS-8b1f4c2e9a&member=7731"
    lock = "https://nookshare.io/security/freeze?code=NS-8b1f4c2e9a&member=7731"
    text = (
        "Hi Robin,\n\nclick the link below to sign in to Nookshare:\n\n"
        f"{url}\n\nThe link is valid for 20 minutes.\n\nDidn't request this? Someone may be "
        f"trying to get into your account. Lock it here:\n{lock}\n\n— Nookshare\n"
    )
    return mk(
        "en_nookshare_magic_lock",
        None,
        url,
        "sign_in",
        ["magic_link", "lock_account", "plain_app", "expiry"],
        sender="Nookshare <hello@nookshare.io>",
        subject="Your Nookshare login link",
        text=text,
        cte="7bit",
    )


def _workspace_invite() -> Case:
    url = "https://cobaltix.dev/invitations/accept?inv=inv_3Xq9Tz7LmP0a&org=fernhollow"
    html = esp(
        title="You've been invited",
        pre="Hannah Lindqvist invited you to join fernhollow on Cobaltix",
        logo=("https://cobaltix.dev/static/email/logo.png", "Cobaltix"),
        blocks=[
            p(
                "<b>Hannah Lindqvist</b> (@hannah-l) has invited you to join the <b>fernhollow</b> "
                "organisation on Cobaltix as a <b>developer</b>."
            ),
            button(url, "Accept invitation", "#1f883d"),
            p(
                "This invitation will expire in 7 days. Not interested? Just ignore it.",
                "font-size:13px;margin-top:16px;",
            ),
        ],
        foot=esp_foot(
            "Cobaltix, Inc.", "88 Colin P Kelly Jr St, San Francisco, CA 94107", "cobaltix.dev"
        ),
    )
    return mk(
        "en_cobaltix_invite",
        None,
        url,
        "other",
        ["invitation", "esp", "vml_button"],
        sender="Cobaltix <noreply@cobaltix.dev>",
        subject="@hannah-l has invited you to join the fernhollow organisation",
        html=html,
    )


def _export_ready() -> Case:
    url = "https://glimmer.social/settings/download/archive?id=dl_55120_9f2c&sig=ab19e7"
    text = (
        "Your Glimmer data is ready\n\nThe archive you requested on 10 March (2.4 GB, 18,204 "
        f"items) is ready to download:\n\n{url}\n\nFor your security the link works for 4 days "
        "and only when you're signed in.\n"
    )
    return mk(
        "en_glimmer_export",
        None,
        url,
        "other",
        ["data_export", "plain_app"],
        sender="Glimmer <privacy@glimmer.social>",
        subject="Your Glimmer data is ready",
        text=text,
        cte="7bit",
    )


def _secure_message() -> Case:
    url = "https://secure.fennickbank.com/messages/open?m=SM-5512-0932&t=8d1f02c7ae"
    html = simple(
        "<p>Dear Robin Castellan,</p><p>You have a new secure message about your mortgage "
        "application.</p>"
        f"<p>{link(url, 'Read your secure message')}</p>"
        "<p>We'll never ask for your PIN or passcode by email.</p>"
    )
    return mk(
        "en_fennick_secure_message",
        None,
        url,
        "other",
        ["bank", "secure_message"],
        sender="Fennick Bank <messages@fennickbank.com>",
        subject="You have a new secure message",
        html=html,
    )


def _double_optin() -> Case:
    target = "https://almanack.pub/subscribe/confirm?s=alm_4f81c2e7&list=weekly"
    href = wrapped64("https://link.almanack-mail.com/click", target)
    html = simple(
        "<p>One more step: confirm you want Almanack Weekly in your inbox every Sunday.</p>"
        f'<p><a href="{attr(href)}" style="background:#222;color:#fff;padding:10px 18px;">'
        "Yes, subscribe me</a></p><p>If you didn't sign up, ignore this email and you won't "
        "hear from us again.</p>"
    )
    return mk(
        "en_almanack_confirm_b64",
        None,
        target,
        "confirm",
        ["confirm_link", "tracker_recoverable", "newsletter"],
        sender="Almanack Weekly <hello@almanack.pub>",
        subject="Please confirm your subscription",
        html=html,
    )


def _email_change_confirm() -> Case:
    url = "https://account.pemberlybooks.com/email/confirm?t=pc_81fe20d4c9&new=1"
    text = (
        "Hello Robin,\n\nplease confirm that robin.castellan@postfach-nord.de should become the "
        f"email address of your Pemberly Books account:\n\n{url}\n\nUntil you confirm, we'll "
        "keep sending mail to your old address.\n"
    )
    return mk(
        "en_pemberly_email_change",
        None,
        url,
        "confirm",
        ["confirm_link", "plain_app"],
        sender="Pemberly Books <accounts@pemberlybooks.com>",
        subject="Confirm your new email address",
        text=text,
        cte="qp",
    )


def _area_verify() -> Case:
    url = "https://www.larkspurtravel.com/verify?token=lk_90e1c3b7a4f2&m=r.castellan"
    html = simple(
        "<p>Welcome to Larkspur Rewards!</p>"
        '<img src="https://img.larkspurtravel.com/e/verify-button.png" width="300" height="56" '
        'usemap="#cta" alt="Verify my email" style="border:0">'
        f'<map name="cta"><area shape="rect" coords="0,0,300,56" href="{attr(url)}" '
        'alt="Verify my email"></map>'
        "<p>Your membership number 40218877 is active once you verify.</p>"
    )
    return mk(
        "en_larkspur_area_verify",
        None,
        url,
        "verify",
        ["verify_link", "area_href", "lookalike"],
        sender="Larkspur Travel <rewards@larkspurtravel.com>",
        subject="Verify your email to activate Larkspur Rewards",
        html=html,
    )


def _form_confirm() -> Case:
    url = "https://lists.fennel-lang.org/confirm/3f0a9c1e2b7d4e85"
    html = (
        "<html><body><p>Mailing list subscription confirmation notice for list "
        "fennel-announce.</p><p>We have received a request for subscription of your email "
        "address to the fennel-announce mailing list. To confirm that you want to be added, "
        "press the button below.</p>"
        f'<form method="post" action="{attr(url)}"><button type="submit">Confirm '
        "subscription</button></form>"
        "<p>If you do not wish to be subscribed, please simply disregard this message.</p>"
        "</body></html>\n"
    )
    return mk(
        "en_fennel_list_form_confirm",
        None,
        url,
        "confirm",
        ["confirm_link", "form_button", "mailing_list"],
        sender="fennel-announce-request@lists.fennel-lang.org",
        subject="Your confirmation is needed for fennel-announce",
        html=html,
        cte="7bit",
    )


def _flowed_magic() -> Case:
    url = "https://app.tinyledger.co/session/new?email_token=tl_5f8a20c1e94b7d3a6f02&next=%2Fbooks"
    cut = 50
    text = (
        "Hi Robin,\n\nHere's your link to sign in to Tiny Ledger. It works for 30 minutes:\n\n"
        f"{url[:cut]} \n{url[cut:]}\n\nIf you didn't ask for it you can ignore this.\n\n-- \n"
        "Tiny Ledger\n"
    )
    return mk(
        "en_tinyledger_flowed_magic",
        None,
        url,
        "sign_in",
        ["magic_link", "flowed_url", "plain_app"],
        sender="Tiny Ledger <hello@tinyledger.co>",
        subject="Sign in to Tiny Ledger",
        text=text,
        flowed=True,
        cte="7bit",
    )


def _honeypot_and_real() -> Case:
    url = "https://www.corvidtickets.com/account/activate?k=ct_20a7f19e3c&uid=88120"
    html = simple(
        '<a href="https://www.corvidtickets.com/account/activate?k=trap&amp;uid=0" '
        'style="display:none">activate</a>'
        "<p>Thanks for joining Corvid Tickets. Activate your account to buy tickets:</p>"
        f"<p>{button(url, 'Activate account', '#c2185b', vml=False)}</p>"
    )
    return mk(
        "en_corvid_honeypot_real",
        None,
        url,
        "confirm",  # s26 links4: activating a new account is confirm (README)
        ["verify_link", "hidden_css"],
        sender="Corvid Tickets <accounts@corvidtickets.com>",
        subject="Activate your Corvid Tickets account",
        html=html,
    )


def _reset_plain() -> Case:
    url = "https://pebblenote.co/reset/3c9e1f20-7a4b-4d8e-b5f1-92c07e1d4a66"
    text = (
        "Someone asked to reset the password for your Pebblenote account.\n\n"
        f"Reset it here (valid for 1 hour):\n{url}\n\nIf it wasn't you, no action is needed.\n"
    )
    return mk(
        "en_pebblenote_reset",
        None,
        url,
        "reset",
        ["reset_link", "plain_app", "expiry"],
        sender="Pebblenote <no-reply@pebblenote.co>",
        subject="Reset your password",
        text=text,
        cte="7bit",
    )


def _approve_signin() -> Case:
    yes = "https://id.opalline.money/approve?req=ar_77a1c902&answer=yes"
    no = "https://id.opalline.money/approve?req=ar_77a1c902&answer=no"
    html = simple(
        "<p>Is this you signing in?</p><p>Safari on macOS &middot; Porto, Portugal &middot; "
        "just now</p>"
        f'<p><a href="{attr(yes)}" style="background:#0a7;color:#fff;padding:10px 16px;">Yes, '
        f'it\'s me</a> &nbsp; <a href="{attr(no)}">No, secure my account</a></p>'
    )
    return mk(
        "en_opalline_approve",
        None,
        yes,
        "other",
        ["approve_signin", "lock_account"],
        sender="Opalline Pay <security@opalline.money>",
        subject="Approve sign-in from Safari on macOS",
        html=html,
    )


def _parts_disagree_link() -> Case:
    old = "https://app.pebblenote.co/login?t=old_9a0c11"
    url = "https://pebblenote.co/auth/email?t=pn_4d7e02c9b1f3"
    text = f"Sign in to Pebblenote: {old}\n\nYour code: 401177\n"
    html = simple(
        "<p>Sign in to Pebblenote with one click:</p>"
        f"<p>{button(url, 'Sign in', '#111', vml=False)}</p><p>Link valid for 15 minutes.</p>"
    )
    return mk(
        "en_pebblenote_parts_disagree_link",
        None,
        url,
        "sign_in",
        ["magic_link", "parts_disagree"],
        sender="Pebblenote <no-reply@pebblenote.co>",
        subject="Sign in to Pebblenote",
        text=text,
        html=html,
    )


def _safelink() -> Case:
    target = "https://portal.vellumdocs.com/reset-password?rt=vd_1b4c7e90f2a3&u=robin"
    href = wrapped("https://protect.mailguard-gateway.net/v2/", target, "u")
    html = simple(
        "<p>Hi Robin,</p><p>Use the link below to choose a new password for Vellum Docs.</p>"
        f"<p>{link(href, 'Choose a new password')}</p><p>This link expires in 60 minutes.</p>"
    )
    return mk(
        "en_vellum_reset_safelink",
        None,
        target,
        "reset",
        ["reset_link", "tracker_recoverable", "expiry"],
        sender="Vellum Docs <no-reply@vellumdocs.com>",
        subject="Reset your Vellum Docs password",
        html=html,
    )


def _vml_verify() -> Case:
    url = "https://halcyonfit.com/app/verify?vt=hf_33e8a1c0d7&m=55120"
    html = simple(
        "<p>Welcome to Halcyon Fitness!</p><p>Confirm your email so we can send your class "
        "bookings and receipts.</p>" + button(url, "Confirm email", "#d9480f")
    )
    return mk(
        "en_halcyon_verify_vml",
        None,
        url,
        "verify",
        ["verify_link", "vml_button"],
        sender="Halcyon Fitness <app@halcyonfit.com>",
        subject="Confirm your email",
        html=html,
    )


def _opaque_signin() -> Case:
    href = "https://clicks.orlomobile.net/f/a/Kq8sZ1vT9wYp0Ld2~~/AAQRxRA~/RgRn3x1SP0T4"
    html = simple(
        "<p>Sign in to My Orlo with one tap. No password needed.</p>"
        f"<p>{button(href, 'Sign in to My Orlo', '#f25c05', vml=False)}</p>"
        "<p>The link expires in 10 minutes.</p>"
    )
    return mk(
        "en_orlo_magic_opaque",
        None,
        href,
        "sign_in",
        ["magic_link", "tracker_opaque", "expiry"],
        sender="My Orlo <myorlo@orlomobile.net>",
        subject="Your My Orlo sign-in link",
        html=html,
    )


def _device_verify_link() -> Case:
    url = "https://accounts.vaultgate.games/device/verify?d=dv_4471c0e9&s=a82f"
    text = (
        "A new device wants to sign in to your Vaultgate account: Windows PC, Lyon, FR.\n\n"
        f"Verify this device:\n{url}\n\nIf this wasn't you, change your password now.\n"
    )
    return mk(
        "en_vaultgate_device_link",
        None,
        url,
        "verify",
        ["device_verify", "plain_app"],
        sender="Vaultgate <noreply@vaultgate.games>",
        subject="Verify your new device",
        text=text,
        cte="7bit",
    )


def _signup_confirm_app_twin() -> Case:
    url = "https://tiffin.menu/welcome/confirm?c=tf_2e9a81c0"
    html = simple(
        "<p>Welcome to Tiffin! Confirm your sign-up to start ordering.</p>"
        f'<p><a href="{attr(url)}">Confirm my account</a></p>'
        '<p>On your phone? <a href="tiffin://welcome/confirm?c=tf_2e9a81c0">Open in the '
        "Tiffin app</a></p>"
    )
    return mk(
        "en_tiffin_signup_twin",
        None,
        url,
        "confirm",
        ["confirm_link", "app_scheme"],
        sender="Tiffin <hi@tiffin.menu>",
        subject="Confirm your Tiffin account",
        html=html,
    )


CASES: tuple[Case, ...] = (
    _tessellate_verify(),
    _quillo_magic(),
    _glimmer_reset_opaque(),
    _nookshare_magic_lock(),
    _workspace_invite(),
    _export_ready(),
    _secure_message(),
    _double_optin(),
    _email_change_confirm(),
    _area_verify(),
    _form_confirm(),
    _flowed_magic(),
    _honeypot_and_real(),
    _reset_plain(),
    _approve_signin(),
    _parts_disagree_link(),
    _safelink(),
    _vml_verify(),
    _opaque_signin(),
    _device_verify_link(),
    _signup_confirm_app_twin(),
)
