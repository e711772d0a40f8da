"""A held-out set of labelled mails, written apart from the extractor's rules.

The main corpus (``corpus_cases.py``) was written together with the extractor; this set was
written first and in a different style, to check that the rules generalise: identity-provider
templates, bank and fintech OTPs, heavy layout tables with preheaders and tracking pixels,
digits split over table cells, click-tracking redirectors, all nine languages, and many
negatives full of numbers (order, tracking, booking, ticket and account numbers, coupons,
dates, times, prices). ``make_holdout.py`` writes them to ``holdout/``.

Labelling conventions (what a user waiting for the mail would expect):

- ``otp`` is the code as the user would type it: no spaces or dashes.
- ``link`` is the ``href`` of the sign-in / verify / confirm / reset / accept action exactly as
  the mail carries it (HTML entities decoded). When the sender wraps it in a click-tracking
  redirector (``https://click.esp.test/ls/click?upn=...``), the redirector URL *is* the link:
  it is what the button opens, its target is opaque, and it is never fetched.
- Security notices, receipts, reminders, shipping and newsletters have neither, even when
  they say "confirmation number" or "code".
"""

# ruff: noqa: E501  -- mail prose reads better on one line than split to fit a column limit

from __future__ import annotations

from tests.extract.corpus_cases import Mail, tok


def shell(
    body: str,
    brand: str,
    domain: str,
    preheader: str = "",
    footer: str = "You received this email because you have an account with us.",
    unsubscribe: str = "Unsubscribe",
    tracked: bool = False,
) -> str:
    """An ESP-style layout: nested tables, hidden preheader, spacer rows, pixels."""
    esp = f"https://click.esp-relay.test/ls/click?upn={tok(domain + 'logo', 48)}"
    logo_href = esp if tracked else f"https://{domain}/?utm_source=email&amp;utm_medium=tx"
    unsub = (
        f"https://click.esp-relay.test/ls/click?upn={tok(domain + 'unsub', 48)}"
        if tracked
        else f"https://{domain}/email/preferences?eid={tok(domain + 'e', 16)}&amp;action=unsubscribe"
    )
    return f"""<!doctype html><html><head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width">
<style type="text/css">
#outlook a{{padding:0}} .ReadMsgBody{{width:100%}} table,td{{border-collapse:collapse;mso-table-lspace:0pt}}
@media only screen and (max-width:599px){{ .col{{width:100%!important}} }}
</style>
<!--[if mso]><xml><o:OfficeDocumentSettings><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml><![endif]-->
</head>
<body style="margin:0;padding:0;background-color:#eef1f5">
<div style="display:none;font-size:1px;color:#eef1f5;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden">{preheader}&#8203;&zwnj;&nbsp;&#8203;&zwnj;&nbsp;&#8203;&zwnj;&nbsp;</div>
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" bgcolor="#eef1f5"><tr><td align="center">
<table role="presentation" class="col" border="0" cellpadding="0" cellspacing="0" width="560">
<tr><td height="32" style="font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td align="left" style="padding:0 24px"><a href="{logo_href}" target="_blank"><img src="https://img.{domain}/email/v3/logo.png" width="140" height="36" alt="{brand}" border="0" style="display:block"></a></td></tr>
<tr><td height="24" style="font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td bgcolor="#ffffff" style="padding:32px 24px;border-radius:8px;font-family:-apple-system,Segoe UI,Roboto,sans-serif;font-size:15px;line-height:24px;color:#1d2433">
{body}
</td></tr>
<tr><td height="24" style="font-size:0;line-height:0">&nbsp;</td></tr>
<tr><td align="center" style="font-family:Arial,sans-serif;font-size:11px;line-height:16px;color:#8792a2;padding:0 24px">
{footer}<br>
<a href="{unsub}" style="color:#8792a2">{unsubscribe}</a> &nbsp;|&nbsp; <a href="https://{domain}/legal/privacy" style="color:#8792a2">Privacy</a> &nbsp;|&nbsp; <a href="mailto:support@{domain}" style="color:#8792a2">support@{domain}</a><br>
&copy; 2024 {brand}, Ltd. 1 Harbour Way, Suite 1200, Oakland, CA 94607
</td></tr>
</table></td></tr></table>
<img src="https://open.esp-relay.test/o/{tok(domain + "px", 40)}/p.gif" width="1" height="1" border="0" alt="" style="display:block">
<img src="https://{domain}/t/open?mid=20240913104511&amp;rid=77812093" width="1" height="1" alt="">
</body></html>"""


def cta(href: str, label: str, color: str = "#5b4cff") -> str:
    """A bulletproof button: VML for Outlook plus a padded link."""
    return f"""<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:24px 0"><tr>
<td align="center" bgcolor="{color}" style="border-radius:6px">
<!--[if mso]><v:roundrect href="{href}" style="height:44px;width:220px" arcsize="12%" fillcolor="{color}"><center>{label}</center></v:roundrect><![endif]-->
<a href="{href}" target="_blank" style="display:inline-block;padding:12px 28px;font-weight:600;color:#ffffff;text-decoration:none">{label}</a>
</td></tr></table>"""


def code_box(code: str) -> str:
    return (
        '<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0"><tr>'
        '<td style="background:#f3f4f8;border:1px solid #d9dce3;border-radius:6px;padding:14px 22px;'
        f'font-family:Menlo,Consolas,monospace;font-size:30px;letter-spacing:8px;font-weight:700">{code}</td>'
        "</tr></table>"
    )


def digit_cells(code: str) -> str:
    cells = "".join(
        f'<td width="44" height="52" align="center" style="border:1px solid #c9ced8;font-size:28px;font-weight:700">{d}</td>'
        '<td width="8">&nbsp;</td>'
        for d in code
    )
    return f'<table role="presentation" cellpadding="0" cellspacing="0"><tr>{cells}</tr></table>'


# ---- links -----------------------------------------------------------------------------
FIREBASE = (
    "https://tallyho-app.firebaseapp.test/__/auth/action?apiKey=AIzaSyD"
    + tok("fb-key", 30)
    + "&mode=signIn&oobCode="
    + tok("fb-oob", 44)
    + "&continueUrl=https%3A%2F%2Ftallyho.test%2Ffinish&lang=en"
)
SUPA = f"https://xyzabcd.supa-host.test/auth/v1/verify?token={tok('supa', 56)}&type=magiclink&redirect_to=https://quay.test/welcome"
AUTH0_VERIFY = f"https://login.pinecrest.test/u/email-verification?ticket={tok('a0', 40)}#"
TRACKED = f"https://click.esp-relay.test/ls/click?upn={tok('tracked-signin', 120)}"
SLACKISH = (
    f"https://murmur.test/z-app-77120-{tok('murmur', 20)}?x=a1b2c3&amp;teamId=T0432&amp;s=email"
)
INVITE = (
    f"https://app.orbitline.test/invites/accept/{tok('invite', 36)}?ref=email&workspace=atlas-ops"
)
RESET_TXT = f"https://id.marlow.test/reset-password/{tok('marlow', 48)}?exp=1726224300&sig={tok('marlow-sig', 43)}"
EMAIL_CHANGE = f"https://account.vantage.test/settings/email/confirm?token={tok('vantage', 40)}&new=qa-agent-19%40inbox.mailsocket.test"
LONG_SIGNED = f"https://portal.ironbark.test/auth/passwordless/callback?code={tok('ib-code', 64)}&state={tok('ib-state', 32)}&client_id=web-portal&nonce={tok('ib-n', 24)}"
URL_CODE = f"https://app.kinfolk.test/login/verify?code=839201&state={tok('kin', 24)}"
ZH_VERIFY = f"https://i.qingshan.test/account/email/verify?t={tok('qs', 40)}"
JA_CONFIRM = f"https://my.kaede-bank.test/register/confirm?key={tok('kaede', 36)}"
KO_LOGIN = f"https://accounts.byeol.test/magic-login?token={tok('byeol', 40)}"
RU_RESET = f"https://passport.sosna.test/restore/password?hash={tok('sosna', 40)}"
DE_LOGIN = f"https://mein.lindenhof.test/login/link/{tok('linden', 40)}"
FR_CONFIRM = f"https://espace.calanque.test/inscription/valider?jeton={tok('calanque', 36)}"
ES_RESET = f"https://cuenta.mirador.test/recuperar-clave?t={tok('mirador', 40)}"
PT_CONFIRM = f"https://app.ipe.test/confirmar-email?token={tok('ipe', 40)}"
VERIFY_BTN = f"https://hub.cobalt.test/verify?email=qa-agent-19%40inbox.mailsocket.test&token={tok('cobalt', 40)}"

HOLDOUT: list[Mail] = [
    # ---- identity-provider style codes -------------------------------------------------
    Mail(
        name="en_idp_verification_code_box",
        subject="Verify your email for Pinecrest",
        sender="Pinecrest <no-reply@pinecrest.test>",
        html=shell(
            "<h1 style='font-size:22px;margin:0 0 12px'>Verify your email</h1>"
            "<p>Thanks for signing up for Pinecrest! To finish creating your account, enter the following verification code:</p>"
            + code_box("482913")
            + "<p>This code will expire in 5 minutes. If you did not request this, you can safely ignore this email.</p>",
            "Pinecrest",
            "pinecrest.test",
            preheader="Finish creating your Pinecrest account",
        ),
        otp="482913",
    ),
    Mail(
        name="en_idp_code_expires_at_clock",
        subject="Your one-time verification code",
        sender="Sable Identity <noreply@id.sable.test>",
        text=(
            "Hi qa-agent-19,\n\nYour one-time verification code is:\n\n    730214\n\n"
            "This code expires at 10:45 AM (UTC) on Sep 13, 2024.\n\n"
            "Request details:\n  Browser: Chrome 128 on Windows 11\n  IP address: 203.0.113.42\n  Location: Lisbon, PT\n\n"
            "If you didn't try to sign in, change your password at https://id.sable.test/settings/security\n\n"
            "Sable Identity · 500 Howard St, San Francisco, CA 94105\n"
        ),
        otp="730214",
    ),
    Mail(
        name="en_cloud_idp_plain_code_leading_zero",
        subject="Your verification code",
        sender="no-reply@verificationemail.cumulus.test",
        text="Your verification code is 093712\n",
        otp="093712",
    ),
    Mail(
        name="en_firebase_style_sign_in_link",
        subject="Sign in to Tallyho requested at 13 Sep 2024 10:31",
        sender="noreply@tallyho-app.firebaseapp.test",
        html=(
            "<p>Hello,</p><p>We received a request to sign in to Tallyho using this email address. "
            "If you want to sign in with your qa-agent-19@inbox.mailsocket.test account, click this link:</p>"
            f"<p><a href='{FIREBASE.replace('&', '&amp;')}'>Sign in to Tallyho</a></p>"
            "<p>If you did not request this link, you can safely ignore this email.</p><p>Thanks,</p><p>Your Tallyho team</p>"
        ),
        link=FIREBASE,
    ),
    Mail(
        name="en_supabase_style_link_and_code",
        subject="Your Magic Link",
        sender="Quay <noreply@mail.quay.test>",
        html=(
            "<h2>Magic Link</h2><p>Follow this link to login:</p>"
            f'<p><a href="{SUPA.replace("&", "&amp;")}">Log In</a></p>'
            "<p>Alternatively, enter the code: 381204</p>"
        ),
        otp="381204",
        link=SUPA,
    ),
    Mail(
        name="en_code_first_in_subject_clerk_style",
        subject="551093 is your Plover verification code",
        sender="Plover <notifications@accounts.plover.test>",
        html=shell(
            "<p style='font-size:18px;font-weight:600'>Verification code</p>"
            "<p>Enter the following verification code when prompted:</p>"
            "<p style='font-size:32px;font-weight:700;letter-spacing:2px'>551093</p>"
            "<p>To protect your account, do not share this code.</p>"
            "<p style='color:#8792a2;font-size:12px'>This request was made from Safari on macOS, 13 September 2024 09:58 UTC.</p>",
            "Plover",
            "plover.test",
            preheader="551093 is your Plover verification code",
        ),
        text="Verification code\n\nEnter the following verification code when prompted:\n\n551093\n\nTo protect your account, do not share this code.\n",
        otp="551093",
    ),
    Mail(
        name="en_auth0_style_verify_email_button",
        subject="Please verify your email address",
        sender="Pinecrest Accounts <accounts@pinecrest.test>",
        html=shell(
            "<p>Hi there,</p><p>Please verify your email address by clicking the button below. "
            "Your account will not be active until your email address is confirmed.</p>"
            + cta(AUTH0_VERIFY, "VERIFY YOUR ACCOUNT")
            + "<p>If you are having any issues with your account, please don't hesitate to contact us by replying to this mail.</p>",
            "Pinecrest",
            "pinecrest.test",
        ),
        link=AUTH0_VERIFY,
    ),
    # ---- banks and fintech -------------------------------------------------------------
    Mail(
        name="en_bank_payment_otp_with_amount_and_card",
        subject="Fernwood Bank: approve your payment",
        sender="Fernwood Bank <alerts@fernwoodbank.test>",
        text=(
            "Fernwood Bank\n\nWe need to confirm a payment of $1,249.00 to NORTHWIND OUTFITTERS with your Visa card ending 4421 "
            "on 13/09/2024 at 10:12.\n\nYour one-time passcode (OTP): 839204\n\n"
            "Never share this OTP with anyone, including Fernwood Bank staff. If you did not make this payment, call us on 0800 555 0143.\n\n"
            "Fernwood Bank plc, registered in England No. 02214587.\n"
        ),
        otp="839204",
    ),
    Mail(
        name="en_fintech_transfer_dashed_code",
        subject="Your Quiver security code",
        sender="Quiver <security@quiver.test>",
        html=shell(
            "<p>You're sending <b>€350.00</b> to Maria Costa (IBAN ending 0193).</p>"
            "<p>Your security code is <b style='font-size:22px'>215-847</b>. It's valid for 5 minutes.</p>"
            "<p>Transfer reference: 20240913-8812</p>",
            "Quiver",
            "quiver.test",
            preheader="Confirm your transfer of €350.00",
        ),
        otp="215847",
    ),
    Mail(
        name="en_broker_eight_digit_code_in_table",
        subject="Login verification",
        sender="Keystone Invest <noreply@keystone-invest.test>",
        html=shell(
            "<p>Use the code below to complete your login.</p>"
            "<table role='presentation' cellpadding='6' style='border:1px solid #ddd'>"
            "<tr><td style='color:#666'>Verification code</td><td style='font-weight:700;font-size:20px'>66301927</td></tr>"
            "<tr><td style='color:#666'>Requested</td><td>2024-09-13 10:31 UTC</td></tr>"
            "<tr><td style='color:#666'>IP address</td><td>198.51.100.7</td></tr>"
            "<tr><td style='color:#666'>Client ID</td><td>KI-0048812</td></tr></table>"
            "<p>Investments involve risk. Keystone Invest LLC, member FINRA/SIPC.</p>",
            "Keystone Invest",
            "keystone-invest.test",
        ),
        otp="66301927",
    ),
    # ---- SaaS, marketplaces, gaming ----------------------------------------------------
    Mail(
        name="en_saas_alnum_dashed_login_code",
        subject="Your Driftwood login code",
        sender="Driftwood <login@driftwood.test>",
        text=(
            "Here's your login code for Driftwood:\n\nKX7-QP2\n\n"
            "Enter it on the sign-in page within 15 minutes. Workspace: acme-2024 (plan: Team, 12 seats)\n\n"
            "— The Driftwood team\n"
        ),
        otp="KX7QP2",
    ),
    Mail(
        name="en_marketplace_two_step_with_order_number",
        subject="Two-step verification",
        sender="Bazaarly <account-update@bazaarly.test>",
        html=shell(
            "<p>To finish signing in, enter this code:</p>"
            "<p style='font-size:28px;font-weight:700'>604 117</p>"
            "<p>Didn't try to sign in? Someone may have your password. Your recent order #112-4456789-2211 is not affected.</p>",
            "Bazaarly",
            "bazaarly.test",
            preheader="Your Bazaarly sign-in code",
        ),
        otp="604117",
    ),
    Mail(
        name="en_gaming_guard_code_five_alnum",
        subject="Your Lanternforge account: access from new computer",
        sender="Lanternforge Support <noreply@lanternforge.test>",
        text=(
            "Dear player_8812,\n\nHere is the Guard code you need to login to account player_8812:\n\n4RT9W\n\n"
            "This email was generated because of a login attempt from a web or mobile device located at 192.0.2.55 (DE).\n"
            "The login attempt included your correct account name and password.\n\n"
            "If you are not attempting to login, please change your password at https://help.lanternforge.test/wizard/HelpChangePassword\n"
        ),
        otp="4RT9W",
    ),
    Mail(
        name="en_digits_in_separate_cells",
        subject="Confirm it's you",
        sender="Harbourline <security@harbourline.test>",
        html=shell(
            "<p style='text-align:center'>Enter this code in the app to confirm it's you:</p>"
            + digit_cells("729350")
            + "<p style='text-align:center;color:#888'>Expires in 10 minutes</p>",
            "Harbourline",
            "harbourline.test",
        ),
        otp="729350",
    ),
    Mail(
        name="en_spaced_single_digits",
        subject="Your Tidewater sign-in code",
        sender="Tidewater <hello@tidewater.test>",
        html=shell(
            "<p>Here is your sign-in code:</p>"
            "<div style='font-size:34px;font-weight:700;font-family:monospace'>5 0 6 8 2 4</div>"
            "<p>It works once and expires in 20 minutes.</p>",
            "Tidewater",
            "tidewater.test",
        ),
        otp="506824",
    ),
    Mail(
        name="en_code_only_in_subject",
        subject="Rowan login code: 447102",
        sender="Rowan <auth@rowan.test>",
        text="Use the code in the subject line to finish signing in.\nSent to q***@inbox.mailsocket.test at 09:14.\n",
        otp="447102",
    ),
    Mail(
        name="en_code_in_preheader_and_heading",
        subject="Sign in to Quokka",
        sender="Quokka <team@quokka.test>",
        html=shell(
            "<h1 style='font-size:40px;letter-spacing:4px;margin:0'>902615</h1>"
            "<p>Copy and paste this temporary login code into the Quokka app. It expires in 10 minutes.</p>"
            "<p>You can also sign in on up to 3 devices.</p>",
            "Quokka",
            "quokka.test",
            preheader="Your Quokka login code is 902615",
        ),
        otp="902615",
    ),
    Mail(
        name="en_four_digit_code_expires_at",
        subject="Brindle: your code",
        sender="Brindle <noreply@brindle.test>",
        text="Your Brindle code: 2871\nIt expires at 10:45 (in 15 minutes).\nNeed help? Call 1-800-555-0199.\nBrindle, 2200 Elm St, Austin TX 78701\n",
        otp="2871",
    ),
    Mail(
        name="en_password_reset_code_spaced",
        subject="Reset your Corvid password",
        sender="Corvid <no-reply@corvid.test>",
        html=shell(
            "<p>We received a request to reset the password for your Corvid account.</p>"
            "<p>Your password reset code is:</p>"
            "<p style='font-size:26px;font-weight:700'>118 452</p>"
            "<p>If you didn't ask for this, ignore this message — your password won't change.</p>",
            "Corvid",
            "corvid.test",
        ),
        otp="118452",
    ),
    Mail(
        name="en_email_change_code",
        subject="Confirm your new email address",
        sender="Ledgerleaf <accounts@ledgerleaf.test>",
        text=(
            "You asked to change the email on your Ledgerleaf account from j.doe@example.com to qa-agent-19@inbox.mailsocket.test.\n\n"
            "To confirm, enter this code: 771920\n\nThe code is valid for 30 minutes. Account ID: 50821933.\n"
        ),
        otp="771920",
    ),
    Mail(
        name="en_airline_account_code_with_booking_ref",
        subject="Skylark Airways: verify your sign-in",
        sender="Skylark Airways <no-reply@skylark-air.test>",
        html=shell(
            "<p>Dear Ms. Okafor,</p><p>Your verification code is <strong>284615</strong>.</p>"
            "<p>Upcoming trip — Booking reference: <b>QX7TPL</b> · Flight SK1234 · 14 Sep 2024 · departs 06:45 · Gate B22</p>",
            "Skylark Airways",
            "skylark-air.test",
        ),
        otp="284615",
    ),
    Mail(
        name="en_hotel_rewards_login_code",
        subject="Your Harborlight Rewards sign-in code",
        sender="Harborlight Rewards <rewards@harborlight.test>",
        text=(
            "Sign in to your Harborlight Rewards account\n\nYour code: 805531\n\n"
            "Member number: 4400 1299 8812\nPoints balance: 24,300\nNext stay: 20-22 Sep 2024, Room 1408\n"
        ),
        otp="805531",
    ),
    Mail(
        name="en_alnum_dashed_eight",
        subject="Your device verification code",
        sender="Cobalt Hub <noreply@cobalt.test>",
        text="A sign-in attempt requires further verification because we did not recognize your device.\n\nDevice verification code: H7TQ-29XM\n\nIf you did not attempt to sign in, change your password immediately.\n",
        otp="H7TQ29XM",
    ),
    Mail(
        name="en_text_code_with_phone_and_zip",
        subject="Complete your signup",
        sender="Thistle <hello@thistle.test>",
        text="Welcome to Thistle!\n\nYour verification code is 620394.\n\nQuestions? Call (512) 555-0142, Mon–Fri 9:00–17:00.\nThistle Inc., 2200 Elm St, Austin TX 78701\n",
        otp="620394",
    ),
    # ---- links --------------------------------------------------------------------------
    Mail(
        name="en_click_tracked_magic_link",
        subject="Your sign-in link for Fathom",
        sender="Fathom <hi@fathom.test>",
        html=shell(
            "<p>Click the button below to sign in to Fathom. This link expires in 24 hours and can only be used once.</p>"
            + cta(TRACKED, "Sign in to Fathom")
            + "<p>Not you? You can ignore this email.</p>",
            "Fathom",
            "fathom.test",
            tracked=True,
        ),
        link=TRACKED,
    ),
    Mail(
        name="en_confirm_link_with_entities",
        subject="Confirm your email address",
        sender="Murmur <feedback@murmur.test>",
        html=shell(
            "<h1>Confirm your email address</h1><p>Your confirmation link is below — click it and you'll be signed in.</p>"
            + cta(SLACKISH, "Confirm Email Address")
            + "<p>If you didn't request this email, there's nothing to worry about.</p>",
            "Murmur",
            "murmur.test",
        ),
        text=f"Confirm your email address\n\nYour confirmation link is below:\n\n{SLACKISH.replace('&amp;', '&')}\n",
        link=SLACKISH.replace("&amp;", "&"),
    ),
    Mail(
        name="en_workspace_invitation",
        subject="Dana Reyes invited you to Orbitline",
        sender="Orbitline <invites@orbitline.test>",
        html=shell(
            "<p><b>Dana Reyes</b> (dana@atlas-ops.example.com) has invited you to join the <b>Atlas Ops</b> workspace on Orbitline.</p>"
            + cta(INVITE, "Accept invitation")
            + "<p>This invitation expires on 20 September 2024.</p><p><a href='https://orbitline.test/features'>Learn more about Orbitline</a></p>",
            "Orbitline",
            "orbitline.test",
        ),
        link=INVITE,
    ),
    Mail(
        name="en_reset_link_plain_text_with_other_urls",
        subject="Password reset request",
        sender="Marlow <no-reply@marlow.test>",
        text=(
            "Someone requested a password reset for your Marlow account.\n\n"
            f"Reset your password:\n{RESET_TXT}\n\n"
            "This link expires in 60 minutes. If you didn't request it, ignore this email.\n\n"
            "Service status: https://status.marlow.test\nHelp: https://help.marlow.test/articles/1123\n"
            "Follow us: https://social.example.com/marlow\n"
        ),
        link=RESET_TXT,
    ),
    Mail(
        name="en_email_change_confirm_link",
        subject="Confirm your email change",
        sender="Vantage <account@vantage.test>",
        html=shell(
            "<p>Please confirm that you want to use this address for your Vantage account.</p>"
            + cta(EMAIL_CHANGE.replace("&", "&amp;"), "Confirm email change")
            + "<p>Or copy this URL into your browser:<br><span style='word-break:break-all'>"
            + EMAIL_CHANGE.replace("&", "&amp;")
            + "</span></p>",
            "Vantage",
            "vantage.test",
        ),
        link=EMAIL_CHANGE,
    ),
    Mail(
        name="en_long_passwordless_callback_qp",
        subject="Log in to Ironbark Portal",
        sender="Ironbark <portal@ironbark.test>",
        text=f"Hello,\n\nUse the link below to log in. It is valid for 15 minutes.\n\n{LONG_SIGNED}\n\nIronbark Portal\n",
        html=shell(
            "<p>Hello,</p><p>Use the button below to log in. It is valid for 15 minutes.</p>"
            + cta(LONG_SIGNED.replace("&", "&amp;"), "Log in")
            + "<p style='font-size:12px'>Button not working? <a href='"
            + LONG_SIGNED.replace("&", "&amp;")
            + "'>Open the link</a></p>",
            "Ironbark",
            "ironbark.test",
        ),
        link=LONG_SIGNED,
    ),
    Mail(
        name="en_login_link_with_numeric_code_param",
        subject="Your Kinfolk login link",
        sender="Kinfolk <auth@kinfolk.test>",
        html=shell(
            "<p>Tap the button to finish logging in on this device.</p>"
            + cta(URL_CODE.replace("&", "&amp;"), "Log in to Kinfolk"),
            "Kinfolk",
            "kinfolk.test",
        ),
        link=URL_CODE,
    ),
    Mail(
        name="en_verify_button_with_tracking_footer",
        subject="Action required: verify your account",
        sender="Cobalt Hub <noreply@cobalt.test>",
        html=shell(
            "<p>One more step! Verify your email to activate your Cobalt Hub account.</p>"
            + cta(VERIFY_BTN, "Verify email")
            + "<p>Get the app: <a href='https://apps.example.com/app/cobalt-hub/id1448812'>App Store</a> · "
            "<a href='https://play.example.com/store/apps/details?id=test.cobalt.hub'>Google Play</a></p>",
            "Cobalt Hub",
            "cobalt.test",
        ),
        link=VERIFY_BTN,
    ),
    # ---- other languages: codes ---------------------------------------------------------
    Mail(
        name="zh_code_with_validity",
        subject="【云栈】邮箱验证码",
        sender="云栈 <noreply@yunzhan.test>",
        html=shell(
            "<p>尊敬的用户：</p><p>您正在进行邮箱验证，本次验证码为：</p>"
            "<p style='font-size:30px;font-weight:bold;color:#e4393c'>583012</p>"
            "<p>验证码 5 分钟内有效，请勿泄露给他人。如非本人操作，请忽略本邮件。</p>",
            "云栈",
            "yunzhan.test",
            footer="此邮件由系统自动发送，请勿直接回复。客服电话 400-820-8820",
            unsubscribe="退订",
        ),
        subject_charset="utf-8",
        otp="583012",
    ),
    Mail(
        name="ja_code_shift_jis",
        subject="【ハナミ】認証コードのお知らせ",
        sender="ハナミ <info@hanami.test>",
        text=(
            "ハナミをご利用いただきありがとうございます。\n\n認証コード：736104\n\n"
            "このコードの有効期限は30分です。\nお心当たりのない場合は、このメールを破棄してください。\n\n"
            "株式会社ハナミ 〒150-0002 東京都渋谷区渋谷2-21-1 TEL 03-1234-5678\n"
        ),
        charset="shift_jis",
        cte="base64",
        subject_charset="iso-2022-jp",
        otp="736104",
    ),
    Mail(
        name="ko_code_in_brackets",
        subject="[모루] 인증번호 안내",
        sender="모루 <help@moru.test>",
        html=shell(
            "<p>안녕하세요, 모루입니다.</p><p>요청하신 인증번호는 <b>[482076]</b> 입니다.</p>"
            "<p>인증번호는 3분간 유효합니다. 타인에게 절대 알려주지 마세요.</p>",
            "모루",
            "moru.test",
            footer="본 메일은 발신전용입니다. 고객센터 1588-1234",
            unsubscribe="수신거부",
        ),
        otp="482076",
    ),
    Mail(
        name="ru_code_koi8r",
        subject="Код подтверждения для входа",
        sender="Сосна <noreply@sosna.test>",
        text=(
            "Здравствуйте!\n\nКод подтверждения: 5829\n\n"
            "Никому не сообщайте этот код. Он действителен 10 минут.\n"
            "Если это были не вы, позвоните нам: 8 800 555-35-35.\n\nКоманда Сосны\n"
        ),
        charset="koi8-r",
        subject_charset="koi8-r",
        otp="5829",
    ),
    Mail(
        name="de_code_spaced_latin1",
        subject="Ihr Bestätigungscode",
        sender="Lindenhof <service@lindenhof.test>",
        text=(
            "Guten Tag,\n\nIhr Bestätigungscode lautet: 904 332\n\n"
            "Der Code ist 15 Minuten gültig. Bitte geben Sie ihn niemals an Dritte weiter.\n\n"
            "Lindenhof GmbH · Musterstraße 12 · 10115 Berlin · Amtsgericht Charlottenburg HRB 123456\n"
        ),
        charset="iso-8859-1",
        otp="904332",
    ),
    Mail(
        name="fr_security_code",
        subject="Votre code de sécurité",
        sender="Calanque <ne-pas-repondre@calanque.test>",
        html=shell(
            "<p>Bonjour,</p><p>Votre code de sécurité : <strong style='font-size:24px'>618820</strong></p>"
            "<p>Ce code expire dans 10 minutes. Ne le communiquez à personne.</p>"
            "<p>Service client : 01 23 45 67 89 (du lundi au vendredi, 9h–18h)</p>",
            "Calanque",
            "calanque.test",
            footer="Vous recevez cet e-mail car vous avez un compte Calanque.",
            unsubscribe="Se désabonner",
        ),
        otp="618820",
    ),
    Mail(
        name="es_verification_code",
        subject="Tu código de verificación",
        sender="Mirador <no-responder@mirador.test>",
        text="Hola,\n\nTu código de verificación es 290417. Caduca en 10 minutos.\n\nSi no has solicitado este código, ignora este mensaje.\n\nMirador S.L., Calle Mayor 3, 28013 Madrid\n",
        otp="290417",
    ),
    Mail(
        name="pt_access_code_html",
        subject="Código de acesso Ipê",
        sender="Ipê <nao-responda@ipe.test>",
        html=shell(
            "<p>Olá!</p><p>Use o código abaixo para acessar sua conta:</p>"
            + code_box("773421")
            + "<p>O código é válido por 15 minutos. Pedido nº 55821 não é afetado.</p>",
            "Ipê",
            "ipe.test",
            footer="Você recebeu este e-mail porque tem uma conta Ipê.",
            unsubscribe="Descadastrar",
        ),
        otp="773421",
    ),
    # ---- other languages: links ---------------------------------------------------------
    Mail(
        name="zh_verify_email_button",
        subject="请验证您的邮箱地址",
        sender="青山 <account@qingshan.test>",
        html=shell(
            "<p>您好，</p><p>感谢注册青山。请点击下方按钮完成邮箱验证（链接 24 小时内有效）：</p>"
            + cta(ZH_VERIFY, "验证邮箱")
            + "<p>如果按钮无法点击，请联系客服。</p>",
            "青山",
            "qingshan.test",
            unsubscribe="退订",
        ),
        link=ZH_VERIFY,
    ),
    Mail(
        name="ja_register_confirm_link",
        subject="【楓銀行】メールアドレスの確認",
        sender="楓銀行 <info@kaede-bank.test>",
        text=(
            "楓銀行をご利用いただきありがとうございます。\n\n以下のURLをクリックして、メールアドレスの確認を完了してください。\n\n"
            f"{JA_CONFIRM}\n\n※URLの有効期限は発行から60分です。\n\n楓銀行 カスタマーセンター 0120-000-000（平日9:00～17:00）\n"
        ),
        link=JA_CONFIRM,
    ),
    Mail(
        name="ko_magic_login_button",
        subject="별 로그인 링크",
        sender="별 <no-reply@byeol.test>",
        html=shell(
            "<p>아래 버튼을 눌러 로그인하세요. 링크는 15분 동안 유효합니다.</p>"
            + cta(KO_LOGIN, "로그인하기"),
            "별",
            "byeol.test",
            unsubscribe="수신거부",
        ),
        link=KO_LOGIN,
    ),
    Mail(
        name="ru_password_restore_button",
        subject="Восстановление пароля",
        sender="Сосна <noreply@sosna.test>",
        html=shell(
            "<p>Вы запросили восстановление пароля.</p>"
            + cta(RU_RESET, "Сбросить пароль")
            + "<p>Ссылка действительна 2 часа. Если вы не запрашивали сброс, просто проигнорируйте это письмо.</p>",
            "Сосна",
            "sosna.test",
            unsubscribe="Отписаться",
        ),
        link=RU_RESET,
    ),
    Mail(
        name="de_login_link",
        subject="Ihr Anmeldelink für Lindenhof",
        sender="Lindenhof <service@lindenhof.test>",
        html=shell(
            "<p>Hallo,</p><p>klicken Sie auf die Schaltfläche, um sich ohne Passwort anzumelden:</p>"
            + cta(DE_LOGIN, "Jetzt anmelden")
            + "<p>Der Link ist 20 Minuten gültig.</p>",
            "Lindenhof",
            "lindenhof.test",
            unsubscribe="Abmelden",
        ),
        link=DE_LOGIN,
    ),
    Mail(
        name="fr_validate_signup_link",
        subject="Validez votre inscription",
        sender="Calanque <ne-pas-repondre@calanque.test>",
        html=shell(
            "<p>Bienvenue !</p><p>Pour activer votre compte, confirmez votre adresse e-mail :</p>"
            + cta(FR_CONFIRM, "Confirmer mon adresse")
            + "<p>Ce lien expire dans 48 heures.</p>",
            "Calanque",
            "calanque.test",
            unsubscribe="Se désabonner",
        ),
        link=FR_CONFIRM,
    ),
    Mail(
        name="es_reset_password_link",
        subject="Restablece tu contraseña",
        sender="Mirador <no-responder@mirador.test>",
        html=shell(
            "<p>Hola,</p><p>Recibimos una solicitud para restablecer tu contraseña.</p>"
            + cta(ES_RESET, "Restablecer contraseña")
            + "<p>Si no fuiste tú, ignora este correo.</p>",
            "Mirador",
            "mirador.test",
            unsubscribe="Darse de baja",
        ),
        link=ES_RESET,
    ),
    Mail(
        name="pt_confirm_email_link",
        subject="Confirme seu e-mail",
        sender="Ipê <nao-responda@ipe.test>",
        html=shell(
            "<p>Olá!</p><p>Falta pouco: confirme seu endereço de e-mail para ativar sua conta.</p>"
            + cta(PT_CONFIRM, "Confirmar e-mail"),
            "Ipê",
            "ipe.test",
            unsubscribe="Descadastrar",
        ),
        link=PT_CONFIRM,
    ),
    # ---- negatives ------------------------------------------------------------------------
    Mail(
        name="neg_en_promo_coupon",
        subject="48 hours only: 20% off everything",
        sender="Wildoak Outfitters <deals@wildoak.test>",
        html=shell(
            "<h1>Fall Sale</h1><p>Use code <b>SAVE20</b> at checkout — 20% off until Sep 30, 2024 11:59 PM PT.</p>"
            "<p>Free shipping on orders over $75. Exclusions apply.</p>"
            + cta("https://wildoak.test/sale?utm_campaign=fall24&amp;utm_source=email", "Shop now"),
            "Wildoak",
            "wildoak.test",
        ),
    ),
    Mail(
        name="neg_en_order_confirmation",
        subject="Order #4471-2290 confirmed",
        sender="Wildoak Outfitters <orders@wildoak.test>",
        text=(
            "Thanks for your order!\n\nOrder number: 4471-2290\nPlaced: 13 Sep 2024, 10:02\n\n"
            "1 x Trail Jacket (SKU 229104)   $84.99\nShipping                          $0.00\nTotal                            $84.99\n\n"
            "View your order: https://wildoak.test/account/orders/44712290\n"
        ),
    ),
    Mail(
        name="neg_en_shipping_tracking",
        subject="Your package is on the way",
        sender="Parcelpoint <updates@parcelpoint.test>",
        html=shell(
            "<p>Good news! Your order has shipped.</p><p>Tracking number: <b>1Z999AA10123456784</b><br>"
            "Estimated delivery: Tue, Sep 17 by 8:00 PM</p>"
            + cta(
                "https://track.parcelpoint.test/track?tn=1Z999AA10123456784&amp;src=email",
                "Track package",
            ),
            "Parcelpoint",
            "parcelpoint.test",
        ),
    ),
    Mail(
        name="neg_en_appointment_reminder",
        subject="Reminder: your appointment tomorrow",
        sender="Brightsmile Dental <reminders@brightsmile.test>",
        text=(
            "Hi Sam,\n\nThis is a reminder of your appointment on Tue 17 Sep 2024 at 14:30 with Dr. Patel, Room 204.\n"
            "Confirmation number: 558201\n\nNeed to reschedule? https://brightsmile.test/appointments/558201/reschedule\n"
            "Call us: (415) 555-0188\n"
        ),
    ),
    Mail(
        name="neg_en_bank_statement",
        subject="Your September statement is ready",
        sender="Fernwood Bank <statements@fernwoodbank.test>",
        html=shell(
            "<p>Your statement for account ending <b>4821</b> is ready.</p>"
            "<table><tr><td>Statement balance</td><td>$2,310.55</td></tr><tr><td>Minimum payment</td><td>$35.00</td></tr>"
            "<tr><td>Payment due</td><td>10/05/2024</td></tr></table>"
            + cta("https://online.fernwoodbank.test/statements?acct=4821", "View statement"),
            "Fernwood Bank",
            "fernwoodbank.test",
        ),
    ),
    Mail(
        name="neg_en_support_ticket_update",
        subject="[Ticket #882013] Re: Cannot export CSV",
        sender="Driftwood Support <support@driftwood.test>",
        text=(
            "##- Please type your reply above this line -##\n\nYour request (882013) has been updated.\n\n"
            "Alex (Driftwood)\nSep 13, 2024, 10:41 GMT+2\n\nHi! The export limit is 50000 rows; we've raised it for workspace 20931.\n\n"
            "View the ticket: https://support.driftwood.test/hc/requests/882013\n"
        ),
    ),
    Mail(
        name="neg_en_code_used_security_notice",
        subject="Your verification code was used to sign in",
        sender="Sable Identity <security@id.sable.test>",
        html=shell(
            "<p>Your verification code was just used to sign in to your Sable account from a new device.</p>"
            "<p>Device: iPhone 15 · iOS 17.6<br>Location: Porto, PT<br>Time: 13 Sep 2024, 10:33 UTC</p>"
            "<p>If this was you, there's nothing else to do.</p>"
            + cta("https://id.sable.test/settings/security/activity", "Review activity"),
            "Sable",
            "id.sable.test",
        ),
    ),
    Mail(
        name="neg_en_newsletter_digest",
        subject="The Weekly Byte #212: 5 tools we loved in 2024",
        sender="The Weekly Byte <digest@weeklybyte.test>",
        html=shell(
            "<p><a href='https://weeklybyte.test/issues/212?utm_source=email'>View in browser</a></p>"
            "<h2>1. A 3 KB router</h2><p>Read more: <a href='https://weeklybyte.test/a/3kb-router'>3kb-router</a></p>"
            "<h2>2. Postgres 17 is out</h2><p>Released 26 Sep 2024. <a href='https://weeklybyte.test/a/pg17'>Read more</a></p>",
            "The Weekly Byte",
            "weeklybyte.test",
        ),
    ),
    Mail(
        name="neg_en_receipt",
        subject="Your receipt from Lumenworks #2024-0913-7781",
        sender="Lumenworks <receipts@lumenworks.test>",
        text=(
            "Receipt #2024-0913-7781\nAmount paid: $12.00\nDate paid: Sep 13, 2024\nPayment method: Visa •••• 4242\n"
            "Invoice: INV-3390\n\nQuestions? Contact billing@lumenworks.test\n"
        ),
    ),
    Mail(
        name="neg_en_calendar_invitation",
        subject="Invitation: Sprint planning @ Thu Sep 19, 2024 10:00 – 11:00 (CEST)",
        sender="Priya Nair <priya@atlas-ops.example.com>",
        text=(
            "Sprint planning\nThursday Sep 19, 2024 ⋅ 10:00 – 11:00 (Central European Summer Time)\n\n"
            "Join meeting: https://meet.conferly.test/j/83412290115\nMeeting ID: 834 1229 0115\n\n"
            "Reply for qa-agent-19@inbox.mailsocket.test: Yes / No / Maybe https://calendar.example.com/event?action=RESPOND&eid=NmQ4\n"
        ),
    ),
    Mail(
        name="neg_en_flight_booking",
        subject="Booking confirmed: Lisbon to Berlin, 14 Sep",
        sender="Skylark Airways <bookings@skylark-air.test>",
        html=shell(
            "<p>Your booking is confirmed.</p><p>Booking reference: <b style='font-size:22px'>K7PXQ2</b></p>"
            "<p>Flight SK 482 · departs LIS 06:45 · arrives BER 10:55 · Seat 23C</p><p>Total paid: €214.60</p>"
            + cta("https://skylark-air.test/manage?ref=K7PXQ2&amp;ln=OKAFOR", "Manage booking"),
            "Skylark Airways",
            "skylark-air.test",
        ),
    ),
    Mail(
        name="neg_en_hotel_reservation",
        subject="Reservation confirmation 83920144",
        sender="Harborlight Hotels <stay@harborlight.test>",
        text="Thank you for booking with Harborlight.\n\nConfirmation number: 83920144\nCheck-in: Fri 20 Sep 2024 after 15:00\nCheck-out: Sun 22 Sep 2024 by 11:00\nRate: $189.00/night\n",
    ),
    Mail(
        name="neg_en_two_factor_enabled",
        subject="Two-factor authentication enabled",
        sender="Cobalt Hub <noreply@cobalt.test>",
        text="Two-factor authentication is now enabled on your account.\n\nWe generated 10 recovery codes. Store them somewhere safe — you can view them in Settings.\n\nIf you did not make this change, contact support@cobalt.test.\n",
    ),
    Mail(
        name="neg_zh_promo_coupon",
        subject="双十一大促 | 满300减50",
        sender="丰谷商城 <promo@fenggu.test>",
        html=shell(
            "<p>双十一大促火热进行中！领取优惠码 <b>DOUBLE11</b>，满300减50。</p><p>活动截至11月11日23:59。</p>"
            + cta("https://fenggu.test/promo/1111", "立即抢购"),
            "丰谷",
            "fenggu.test",
            unsubscribe="退订",
        ),
    ),
    Mail(
        name="neg_ja_shipping_notice",
        subject="【ハナミ】商品発送のお知らせ",
        sender="ハナミ <info@hanami.test>",
        text="ご注文の商品を発送しました。\n\n注文番号：250-1234567-8901234\nお問い合わせ番号：4829-1033-7720\nお届け予定日：9月17日（火）\n",
    ),
    Mail(
        name="neg_ko_delivery_started",
        subject="[모루] 배송이 시작되었습니다",
        sender="모루 <help@moru.test>",
        text="주문번호 20240913-0012345 상품의 배송이 시작되었습니다.\n운송장번호: 6812 3390 1127\n결제금액: 39,800원\n",
    ),
    Mail(
        name="neg_ru_newsletter",
        subject="Новости недели: 5 статей",
        sender="Сосна <news@sosna.test>",
        html=shell(
            "<p>Подборка за неделю 9–13 сентября 2024.</p><p><a href='https://sosna.test/blog/412'>Как мы ускорили поиск в 3 раза</a></p>",
            "Сосна",
            "sosna.test",
            unsubscribe="Отписаться от рассылки",
        ),
    ),
    Mail(
        name="neg_de_invoice",
        subject="Ihre Rechnung Nr. 2024-08812",
        sender="Lindenhof <rechnung@lindenhof.test>",
        text="Guten Tag,\n\nanbei Ihre Rechnung Nr. 2024-08812 über 49,90 € vom 13.09.2024.\nKundennummer: 331204\nFällig am 27.09.2024.\n\nMit freundlichen Grüßen\nLindenhof GmbH\n",
        charset="iso-8859-15",
    ),
    Mail(
        name="neg_fr_appointment",
        subject="Rappel : rendez-vous le 17/09/2024",
        sender="Cabinet Lumière <rdv@cabinet-lumiere.test>",
        text="Bonjour,\n\nNous vous rappelons votre rendez-vous le 17/09/2024 à 14h30.\nRéférence : 558201\nAdresse : 18 rue de la Paix, 75002 Paris\n",
    ),
    Mail(
        name="neg_es_receipt",
        subject="Recibo de tu compra",
        sender="Mirador <tienda@mirador.test>",
        text="Gracias por tu compra.\n\nPedido n.º 784512\nTotal: 59,95 €\nTarjeta terminada en 8831\nFecha: 13/09/2024 10:45\n",
    ),
    Mail(
        name="neg_pt_password_changed",
        subject="Sua senha foi alterada",
        sender="Ipê <nao-responda@ipe.test>",
        text="Sua senha foi alterada em 13/09/2024 às 10:45.\n\nSe não foi você, entre em contato pelo telefone 0800 123 4567.\n",
    ),
]
