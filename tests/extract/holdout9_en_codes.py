"""Held-out set 9, English: the sign-in, verification, 2FA and payment-confirmation mails of
many services, each built the way its kind of sender builds mail."""

from __future__ import annotations

from tests.extract.holdout9_html import attr, button, code_box, esp, gmail_quote, p, simple
from tests.extract.holdout9_mail import SOFT, Case, build
from tests.extract.holdout9_parts import esp_foot, mk, rfc822, wrapped


def _quillo() -> Case:
    html = esp(
        title="Your Quillo sign-in code",
        pre="Your sign-in code is 482 913. It expires in 10 minutes.",
        logo=("https://assets.quillo.app/email/logo@2x.png", "Quillo"),
        blocks=[
            p("Hi Robin,", "font-weight:600;"),
            p(
                "Someone (hopefully you) asked to sign in to Quillo from <b>Firefox on macOS</b>. "
                "Enter this code on the sign-in screen:"
            ),
            code_box("482 913"),
            p(
                "The code expires in 10 minutes and can only be used once. If you didn't try to "
                "sign in, you can safely ignore this email &mdash; nobody can get in without it.",
                "margin-top:16px;",
            ),
            p("Happy writing,<br>The Quillo team"),
        ],
        foot=esp_foot(
            "Quillo Labs, Inc.",
            "548 Market St PMB 80312, San Francisco, CA 94104",
            "quillo.app",
            social="quilloapp",
        ),
    )
    text = (
        "Hi Robin,\n\nSomeone (hopefully you) asked to sign in to Quillo from Firefox on macOS. "
        "Enter this code on the sign-in screen:\n\n482 913\n\nThe code expires in 10 minutes "
        "and can only be used once.\n\nHappy writing,\nThe Quillo team\n\n"
        "Quillo Labs, Inc. · 548 Market St PMB 80312, San Francisco, CA 94104\n"
    )
    return mk(
        "en_quillo_signin_code",
        "482913",
        None,
        None,
        ["signin_code", "esp", "spaced_code", "expiry"],
        sender="Quillo <no-reply@quillo.app>",
        subject="Your Quillo sign-in code",
        text=text,
        html=html,
    )


def _tessellate() -> Case:
    text = (
        "Verify your email address\n\nThanks for creating a Tessellate Cloud account. To finish "
        "setting it up, enter the verification code below in the console:\n\n    K7Q2M\n\n"
        "This code is valid for 30 minutes.\n\nTessellate Cloud GmbH, Rosenthaler Str. 40, "
        "10178 Berlin\nAmtsgericht Charlottenburg HRB 231877 B\n"
    )
    html = simple(
        "<h2>Verify your email address</h2><p>Thanks for creating a Tessellate Cloud account. "
        "To finish setting it up, enter the verification code below in the console:</p>"
        '<p style="font-size:28px;font-family:monospace;letter-spacing:4px;"><b>K7Q2M</b></p>'
        '<p>This code is valid for 30 minutes.</p><p style="color:#888;font-size:12px">'
        "Tessellate Cloud GmbH, Rosenthaler Str. 40, 10178 Berlin<br>Amtsgericht Charlottenburg "
        "HRB 231877 B</p>"
    )
    return mk(
        "en_tessellate_verify_code",
        "K7Q2M",
        None,
        None,
        ["verify_code", "alnum5", "registry_number", "expiry"],
        sender="Tessellate Cloud <verify@mail.tessellate.cloud>",
        subject="Tessellate Cloud: verify your email",
        text=text,
        html=html,
        cte="7bit",
    )


def _brindlepay_3ds() -> Case:
    html = simple(
        '<img src="https://cdn.brindlepay.com/brand/bp-secure.png" alt="Brindlepay SecureCheck" '
        'width="160"><h3>Confirm your payment</h3>'
        '<table style="font-size:14px"><tr><td>Merchant</td><td><b>WRENFIELD OUTDOOR LTD</b>'
        "</td></tr><tr><td>Amount</td><td><b>EUR 49.90</b></td></tr><tr><td>Card</td><td>Visa "
        "&bull;&bull;&bull;&bull; 4821</td></tr><tr><td>Date</td><td>14/03/2025 18:07</td></tr>"
        "</table><p>Your one-time passcode for this payment is:</p>"
        '<p style="font-size:30px;font-weight:bold;">771043</p>'
        "<p>It is valid for 5 minutes. Brindlepay will never call you to ask for this code.</p>"
    )
    return mk(
        "en_brindlepay_3ds",
        "771043",
        None,
        None,
        ["payment_3ds", "card_auth", "expiry"],
        sender="Brindlepay SecureCheck <securecheck@brindlepay.com>",
        subject="Confirm your payment of EUR 49.90",
        html=html,
    )


def _fennick_3ds() -> Case:
    text = (
        "Fennick Bank: 319 207 is your code to approve an online purchase of USD 212.40 at "
        "SPROCKETRY STORE with your debit card ending 0932. Never share this code, not even "
        "with Fennick staff. Didn't try to pay? Call 1-800-555-0143.\n"
    )
    return mk(
        "en_fennick_3ds",
        "319207",
        None,
        None,
        ["payment_3ds", "card_auth", "plain_app", "spaced_code"],
        sender="Fennick Bank Alerts <alerts@notify.fennickbank.com>",
        subject="Purchase approval code",
        text=text,
        cte="7bit",
    )


def _glimmer_subject() -> Case:
    text = (
        "Confirm your phone number\n\nUse the code in the subject line of this email to confirm "
        "the number ending in 47 on your Glimmer account.\n\nIf you didn't add this number, "
        "someone may have typed your address by mistake. No action is needed.\n\n"
        "Glimmer, 1 Harbour Exchange Sq, London E14 9GE\n"
    )
    return mk(
        "en_glimmer_subject_only",
        "604112",
        None,
        None,
        ["subject_only", "plain_app"],
        sender="Glimmer <security@glimmer.social>",
        subject="604112 is your Glimmer confirmation code",
        text=text,
        cte="7bit",
    )


def _nookshare_subject() -> Case:
    html = simple(
        "<p>Hi Robin,</p><p>Here's the sign-in code you asked for. You'll find it in the "
        "subject of this email; it works once and expires in 15 minutes.</p>"
        "<p>Booked a desk already? See you at Nookshare Canal Street.</p><p>&mdash; Nookshare</p>"
    )
    return mk(
        "en_nookshare_subject_split",
        "558201",
        None,
        None,
        ["subject_only", "encoded_word_split"],
        sender="Nookshare <hello@nookshare.io>",
        subject=f"Nookshare · your sign-in code is 55{SOFT}8201",
        subject_enc="Q",
        html=html,
    )


def _cobaltix_device() -> Case:
    text = (
        "Hey robin-c,\n\nA sign-in attempt requires further verification because we did not "
        "recognise your device. To complete the sign-in, enter the verification code on the "
        "unrecognised device.\n\nDevice: cobaltix-cli/2.4.1 (linux; amd64)\n"
        "Verification code: 83921047\n\n"
        "If you did not attempt to sign in, change your password immediately.\n\n"
        "You ran:\n  $ cobaltix login --device\n"
        "  Waiting for device verification... (timeout 600s)\n"
        "\nThanks,\nThe Cobaltix Team\n"
    )
    return mk(
        "en_cobaltix_device_code",
        "83921047",
        None,
        None,
        ["device_verify", "log_output", "plain_app"],
        sender="Cobaltix <noreply@cobaltix.dev>",
        subject="[Cobaltix] Please verify your device",
        text=text,
    )


def _lumora_softbreak() -> Case:
    html = (
        '<html><body style="font-family:Georgia,serif;background:#faf7f2;">'
        '<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">'
        '<table width="560" style="background:#ffffff;padding:32px;"><tr><td>'
        "<p>Dear Robin Castellan,</p><p>To open your Lumora Health patient portal, please enter "
        "the following security code when prompted. For your protection it expires after 20 "
        'minutes.</p><p style="font-size:26px;letter-spacing:3px;"><strong>7'
        f"{SOFT}19{SOFT}204</strong></p>"
        "<p>Lumora Health will never ask for this code by phone.</p>"
        "<p>Kind regards,<br>Patient Services</p></td></tr></table></td></tr></table>"
        "</body></html>\n"
    )
    return mk(
        "en_lumora_softbreak",
        "719204",
        None,
        None,
        ["signin_code", "qp_soft_break", "expiry"],
        sender="Lumora Health <portal@lumorahealth.org>",
        subject="Your patient portal security code",
        html=html,
    )


def _halcyon_charrefs() -> Case:
    digits = "".join(f"&#{ord(d)};" for d in "903261")
    html = simple(
        "<p>Welcome back to Halcyon Fitness!</p><p>Your login code is "
        f'<span style="font-size:22px;font-weight:bold;">{digits}</span>.</p>'
        "<p>Enter it in the app within 10 minutes. Your membership #HF-20417 renews on 1 April.</p>"
    )
    return mk(
        "en_halcyon_charrefs",
        "903261",
        None,
        None,
        ["signin_code", "char_refs"],
        sender="Halcyon Fitness <app@halcyonfit.com>",
        subject="Halcyon login code",
        html=html,
        cte="base64",
    )


def _orlo_zero_width() -> Case:
    code = "58\u200b31\u200b07"
    text = (
        f"Orlo Mobile: your My Orlo code is {code}. It expires in 5 minutes. If you did not "
        "request it, please ignore this message.\n"
    )
    html = simple(
        f"<p>Orlo Mobile: your My Orlo code is <b>{code}</b>. It expires in 5 "
        "minutes. If you did not request it, please ignore this message.</p>"
    )
    return mk(
        "en_orlo_zero_width",
        "583107",
        None,
        None,
        ["signin_code", "bidi_zw"],
        sender="My Orlo <myorlo@orlomobile.net>",
        subject="Your My Orlo code",
        text=text,
        html=html,
    )


def _vellum_button_code() -> Case:
    html = esp(
        title="Confirm it's you",
        pre="Use this code to open your document.",
        logo=("https://static.vellumdocs.com/mail/vellum-logo.png", "Vellum Docs"),
        blocks=[
            p(
                "Hannah Lindqvist sent you <b>Tenancy agreement &ndash; Flat 3, 12 Alder Row</b> "
                "to review and sign. Because it is protected, enter this access code when asked:"
            ),
            '<table align="center" cellpadding="0" cellspacing="0"><tr><td '
            'style="background:#6b4ce6;border-radius:24px;padding:12px 36px;color:#ffffff;'
            'font-size:24px;font-weight:bold;letter-spacing:5px;">PX4-9TR</td></tr></table>',
            p("The code is valid for 24 hours.", "margin-top:16px;"),
        ],
        foot=esp_foot(
            "Vellum Docs Ltd",
            "Registered in England and Wales No. 11982034, 71 Bridge Street, Manchester M3 2BY",
            "vellumdocs.com",
        ),
    )
    return mk(
        "en_vellum_button_code",
        "PX49TR",
        None,
        None,
        ["code_in_button", "dashed_code", "esp", "registry_number"],
        sender="Vellum Docs <sign@vellumdocs.com>",
        subject="Access code for “Tenancy agreement – Flat 3”",
        html=html,
    )


def _pemberly_alt() -> Case:
    html = simple(
        "<p>Hi Robin,</p><p>Use the code below to verify your Pemberly Books account.</p>"
        '<p><img src="https://img.pemberlybooks.com/otp/render?k=a91f" width="220" height="60" '
        'alt="Your code: 240 618" style="display:block;border:0;"></p>'
        "<p>Images turned off? The code is in the picture's description.</p>"
        "<p>Happy reading!<br>Pemberly Books</p>"
    )
    return mk(
        "en_pemberly_alt_code",
        "240618",
        None,
        None,
        ["verify_code", "alt_text"],
        sender="Pemberly Books <accounts@pemberlybooks.com>",
        subject="Verify your Pemberly Books account",
        html=html,
    )


def _kestrel_input() -> Case:
    html = simple(
        '<h2 style="color:#0b3d91">Kestrel Air &ndash; verify it\'s you</h2>'
        "<p>To continue managing booking <b>K4ZP9Q</b>, copy this one-time code into the "
        "Kestrel Air app:</p>"
        '<input type="text" readonly value="Q8W4ZT" style="font-size:24px;width:160px;'
        'text-align:center;border:1px solid #ccc;padding:8px;">'
        "<p>It expires in 15 minutes.</p>"
    )
    return mk(
        "en_kestrel_input_code",
        "Q8W4ZT",
        None,
        None,
        ["verify_code", "input_value", "booking_ref", "expiry"],
        sender="Kestrel Air <no-reply@kestrelair.aero>",
        subject="Your Kestrel Air one-time code",
        html=html,
    )


def _zephyrine() -> Case:
    html = esp(
        title="Login verification",
        pre="Login attempt from 203.0.113.44",
        logo=("https://static.zephyrine.exchange/m/logo.png", "Zephyrine"),
        blocks=[
            '<p style="background:#fff7d6;padding:10px;border-radius:6px;font-size:13px;">'
            "Anti-phishing code: <b>MOSSGATE</b></p>",
            p(
                "A login attempt was made from <b>203.0.113.44</b> (Porto, PT) at 2025-03-11 "
                "21:14:08 UTC."
            ),
            p("Your login verification code:"),
            code_box("447190"),
            p(
                "The code is valid for 30 minutes. Zephyrine staff will never ask for it.",
                "margin-top:16px;",
            ),
        ],
        foot=esp_foot(
            "Zephyrine Exchange UAB",
            "Company code 305871234, Vilnius, Lithuania",
            "zephyrine.exchange",
        ),
    )
    return mk(
        "en_zephyrine_login",
        "447190",
        None,
        None,
        ["signin_code", "anti_phishing", "esp", "registry_number"],
        sender="Zephyrine <do-not-reply@post.zephyrine.exchange>",
        subject="[Zephyrine] Login Verification Code",
        html=html,
    )


def _tidewater_expired_new() -> Case:
    text = (
        "Tidewater Credit Union\n\nThe code we sent you at 09:12 (118 402) has expired. "
        "Here is a new one:\n\n660 935\n\nEnter it in Online Banking within 10 minutes. "
        "Member number ending 3381.\n\nTidewater CU, NMLS #419207. Federally insured by NCUA.\n"
    )
    return mk(
        "en_tidewater_expired_new",
        "660935",
        None,
        None,
        ["expired_code", "spaced_code", "bank", "plain_app"],
        sender="Tidewater CU <online@tidewatercu.org>",
        subject="Your new Online Banking code",
        text=text,
        cte="7bit",
    )


def _sprocketry_2fa() -> Case:
    codes = [
        "7714-2290",
        "5108-3347",
        "9921-0465",
        "3380-7712",
        "6047-1853",
        "2219-8804",
        "8835-1106",
        "4462-9930",
    ]
    rows = "".join(f"<li><code>{c}</code></li>" for c in codes)
    html = simple(
        "<p>You're turning on two-step verification for your Sprocketry account.</p>"
        "<p>To finish, enter <b>552901</b> on the setup page.</p>"
        "<p>Keep these backup codes somewhere safe. Each can be used once if you lose your "
        f'phone:</p><ul style="font-family:monospace">{rows}</ul>'
    )
    return mk(
        "en_sprocketry_2fa_setup",
        "552901",
        None,
        None,
        ["2fa_setup", "backup_codes"],
        sender="Sprocketry <account@sprocketry.store>",
        subject="Finish setting up two-step verification",
        html=html,
    )


def _trustmark_dashed() -> Case:
    text = (
        "Trustmark ID\n\nYou're verifying your identity for Mapleview Energy.\n\n"
        "Your code: 318-552\n\nIt expires at 16:45 GMT. Reference TM-2025-0311-7742 (quote it "
        "if you contact support; it is not a code).\n"
    )
    return mk(
        "en_trustmark_dashed",
        "318552",
        None,
        None,
        ["verify_code", "dashed_code", "reference_code", "plain_app"],
        sender="Trustmark ID <codes@trustmark-id.com>",
        subject="Your Trustmark ID code",
        text=text,
        cte="7bit",
    )


def _hidden_decoy_code() -> Case:
    html = esp(
        title="Sign in to Harbourline",
        pre="Your sign-in code inside",
        logo=("https://cdn.harbourline.co.uk/e/logo-navy.png", "Harbourline Ferries"),
        blocks=[
            '<div style="display:none;max-height:0;overflow:hidden;">Template test 123456</div>',
            p("Your Harbourline sign-in code is:"),
            code_box("804417"),
            p("Enter it to manage your crossings. It expires in 10 minutes.", "margin-top:16px;"),
        ],
        foot=esp_foot(
            "Harbourline Ferries Ltd",
            "Dock Gate 4, Portsmouth PO2 8QN",
            "harbourline.co.uk",
            "Company No. 04418293 · VAT GB 188 2271 40",
        ),
    )
    return mk(
        "en_harbourline_hidden_decoy",
        "804417",
        None,
        None,
        ["signin_code", "hidden_css", "esp", "registry_number"],
        sender="Harbourline Ferries <bookings@harbourline.co.uk>",
        subject="Sign in to Harbourline",
        html=html,
    )


def _white_decoy_code() -> Case:
    html = simple(
        '<table width="100%" bgcolor="#ffffff"><tr><td style="background:#ffffff;">'
        '<span style="color:#ffffff;font-size:11px;">ref 99812374 seg-b</span>'
        "<p>Hello Robin,</p><p>Your Wrenfield Outdoor verification code is <b>305728</b>.</p>"
        "<p>Use it to confirm the change of your delivery address. It is valid for one hour.</p>"
        "</td></tr></table>"
    )
    return mk(
        "en_wrenfield_white_decoy",
        "305728",
        None,
        None,
        ["verify_code", "hidden_css", "expiry"],
        sender="Wrenfield Outdoor <service@wrenfield.shop>",
        subject="Confirm your new delivery address",
        html=html,
    )


def _parts_disagree_code() -> Case:
    text = "Your Pebblenote code\n\nYour code is 311907.\n\nIt expires in 10 minutes.\n"
    html = simple(
        "<h3>Your Pebblenote code</h3><p>Your code is <b>645028</b>.</p>"
        "<p>It expires in 10 minutes.</p>"
    )
    return mk(
        "en_pebblenote_parts_disagree",
        "645028",
        None,
        None,
        ["signin_code", "parts_disagree"],
        sender="Pebblenote <no-reply@pebblenote.co>",
        subject="Your Pebblenote code",
        text=text,
        html=html,
    )


def _support_reply_code() -> Case:
    quoted = (
        "<p>Hi, I requested a verification code (it said 220 918) but the app says it's "
        "invalid. Can you help?</p><p>Robin</p>"
    )
    top = (
        "<p>Hi Robin,</p><p>Sorry about that &ndash; the first code was issued before your "
        "number change went through, so it was cancelled. I've issued a fresh verification code "
        "for you: <b>731 046</b>. It's valid for 30 minutes.</p><p>Best,<br>Mara<br>Orlo Mobile "
        "Support &middot; Ticket #448120</p>"
    )
    html = simple(
        gmail_quote(
            top,
            "On Tue, 11 Mar 2025 at 10:02, Robin Castellan &lt;"
            "robin.castellan@postfach-nord.de&gt; wrote:",
            quoted,
        )
    )
    return mk(
        "en_orlo_support_reply_code",
        "731046",
        None,
        None,
        ["quoted_reply", "support", "spaced_code"],
        sender="Orlo Mobile Support <support@orlomobile.net>",
        subject="Re: [#448120] Verification code not working",
        html=html,
    )


def _pgp_code() -> Case:
    text = (
        "Hello robinc,\n\nsomeone requested to log in to the Fennel package registry "
        "(pkgs.fennel-lang.org) with your account.\n\nLogin code: 7Q4-M2X\n\n"
        "The code is valid for 15 minutes. This message is signed with the registry key "
        "0x5D2A 91C3 7E40 11B8.\n\n-- \nfennel-lang registry bot\n"
    )
    return mk(
        "en_fennel_pgp_code",
        "7Q4M2X",
        None,
        None,
        ["signin_code", "pgp", "dashed_code"],
        sender="Fennel Registry <registry@fennel-lang.org>",
        subject="Fennel registry login code",
        text=text,
        signed="pgp",
        cte="7bit",
    )


def _smime_code() -> Case:
    html = simple(
        "<p>Dear customer,</p><p>for the activation of your new device in the Brightmoor "
        'Insurance portal please use the activation code</p><p style="font-size:22px"><b>90 '
        "21 88</b></p><p>Policy number BM-7730-2291-04 (for your records).</p>"
        "<p>This message is digitally signed.</p>"
    )
    return mk(
        "en_brightmoor_smime_code",
        "902188",
        None,
        None,
        ["device_verify", "smime", "spaced_code"],
        sender="Brightmoor Insurance <portal@brightmoor-insurance.com>",
        subject="Activation code for your new device",
        html=html,
        signed="smime",
    )


def _rfc822_with_code() -> Case:
    inner = build(
        mk(
            "inner",
            sender="Nimbleway <verify@nimbleway.io>",
            subject="Your Nimbleway code",
            text="Your Nimbleway code is 118273.\n",
            cte="7bit",
        )
    )
    text = (
        "Hi Robin,\n\nThanks for sending us the earlier message (attached for reference). That "
        "code had already expired when you used it. Here is your new verification code: 932604\n"
        "\nIt is valid for 30 minutes.\n\nNimbleway Support\n"
    )
    return mk(
        "en_nimbleway_rfc822_code",
        "932604",
        None,
        None,
        ["rfc822", "support", "expired_code"],
        sender="Nimbleway Support <help@nimbleway.io>",
        subject="Re: my code did not work",
        text=text,
        attach=(rfc822(inner),),
    )


def _lotto_code() -> Case:
    html = simple(
        "<h2>Northstar Lotto</h2><p>This week's Powerdraw jackpot: <b>$14,000,000</b>. "
        "Last draw: 04 &ndash; 17 &ndash; 23 &ndash; 31 &ndash; 42, Star ball 08.</p>"
        "<p>To finish creating your player account, enter this verification code:</p>"
        '<p style="font-size:26px"><b>662019</b></p><p>Play responsibly. 18+ only.</p>'
    )
    return mk(
        "en_northstar_lotto_code",
        "662019",
        None,
        None,
        ["verify_code", "lottery_stats"],
        sender="Northstar Lotto <players@northstarlotto.com>",
        subject="Verify your player account",
        html=html,
    )


def _registry_footer_code() -> Case:
    text = (
        "Your Ashgrove Tax Portal security code is 228417.\n\nIt expires in 10 minutes.\n\n"
        "--\nAshgrove Accountants LLP, registered in England and Wales, company number "
        "OC398812. VAT registration number GB 312 4455 21. Regulated by ICAEW, firm code "
        "C009981.\n"
    )
    return mk(
        "en_ashgrove_registry_code",
        "228417",
        None,
        None,
        ["signin_code", "registry_number", "plain_app"],
        sender="Ashgrove Tax Portal <portal@ashgrove-accountants.co.uk>",
        subject="Security code",
        text=text,
        cte="7bit",
    )


def _reference_code() -> Case:
    text = (
        "Dear Robin,\n\nWe received your request to update the bank details on your "
        "Mapleview Energy account (reference code SR-448120).\n\nTo confirm it's you, "
        "quote this verification code when our team calls you: 9051\n\nThe code is valid for "
        "48 hours.\n\nMapleview Energy Customer Care\n"
    )
    return mk(
        "en_mapleview_reference_code",
        "9051",
        None,
        None,
        ["verify_code", "reference_code", "plain_app"],
        sender="Mapleview Energy <care@mapleviewenergy.com>",
        subject="Confirm your bank detail change",
        text=text,
        cte="7bit",
    )


def _link_and_code() -> Case:
    url = "https://app.inkwell.so/auth/email/callback?token=8cf02b1e4d9a47f0be31&uid=u_55120"
    html = simple(
        "<p>Click the button to sign in to Inkwell:</p>"
        f"<p>{button(url, 'Sign in to Inkwell', '#111111', vml=False)}</p>"
        "<p>Or enter this code in the window where you started: <b>WXRB-TQ</b></p>"
        "<p>This link and code expire in 1 hour.</p>"
    )
    text = (
        f"Sign in to Inkwell:\n{url}\n\nOr enter this code: WXRB-TQ\n\n"
        "This link and code expire in 1 hour.\n"
    )
    return mk(
        "en_inkwell_link_and_code",
        "WXRBTQ",
        url,
        "sign_in",
        ["magic_link", "signin_code", "dashed_code", "expiry"],
        sender="Inkwell <login@inkwell.so>",
        subject="Sign in to Inkwell",
        text=text,
        html=html,
    )


def _plain_4digit() -> Case:
    text = "Hey! Your Tiffin code is 3814.\n\nSee you at lunch,\nthe Tiffin crew\n"
    return mk(
        "en_tiffin_4digit",
        "3814",
        None,
        None,
        ["signin_code", "plain_app"],
        sender="Tiffin <hi@tiffin.menu>",
        subject="Tiffin code",
        text=text,
        cte="7bit",
    )


def _deletion_code() -> Case:
    html = simple(
        "<p>We're sorry to see you go.</p><p>To permanently delete your Glimmer account and all "
        "of your 2,418 posts, enter this confirmation code in the app:</p>"
        '<p style="font-size:24px"><b>905512</b></p><p>If you change your mind, just ignore '
        "this email; the request lapses after 72 hours.</p>"
    )
    return mk(
        "en_glimmer_deletion_code",
        "905512",
        None,
        None,
        ["account_deletion", "verify_code"],
        sender="Glimmer <security@glimmer.social>",
        subject="Confirm your account deletion",
        html=html,
    )


def _email_change_code() -> Case:
    text = (
        "Hi Robin,\n\nyou asked to change the email on your Larkspur Travel profile to "
        "robin.castellan@postfach-nord.de. Confirm it with this code:\n\n7TQ9WX\n\n"
        "Your Larkspur Rewards number 40218877 stays the same.\n"
    )
    return mk(
        "en_larkspur_email_change_code",
        "7TQ9WX",
        None,
        None,
        ["verify_code", "plain_app"],
        sender="Larkspur Travel <profile@larkspurtravel.com>",
        subject="Confirm your new email address",
        text=text,
        cte="base64",
    )


def _guard_alnum5() -> Case:
    html = simple(
        "<p>Dear robin_c,</p><p>Here is the Vaultgate Guard code you need to log in to account "
        '<b>robin_c</b>:</p><p style="font-size:30px;letter-spacing:4px"><b>F4K9R</b></p>'
        "<p>This email was generated because of a login attempt from a web browser located at "
        "198.51.100.23 (DE).</p><p>If you are not attempting to log in then please change your "
        "password.</p><p>Cheers,<br>The Vaultgate Team</p>"
    )
    return mk(
        "en_vaultgate_guard_alnum5",
        "F4K9R",
        None,
        None,
        ["signin_code", "alnum5"],
        sender="Vaultgate <noreply@vaultgate.games>",
        subject="Your Vaultgate account: Access from new web or mobile device",
        html=html,
    )


def _used_then_new() -> Case:
    text = (
        "The code you entered (410 662) has already been used. For your security each code "
        "works only once.\n\nHere is a new code: 227190\n\nOpalline Pay\n"
    )
    return mk(
        "en_opalline_used_new",
        "227190",
        None,
        None,
        ["used_code", "spaced_code", "plain_app"],
        sender="Opalline Pay <security@opalline.money>",
        subject="Here's a new code",
        text=text,
        cte="7bit",
    )


def _ci_approval_code() -> Case:
    html = simple(
        "<p><b>Production deploy needs your approval</b></p>"
        '<pre style="background:#f6f8fa;padding:8px">pipeline #4471 · commit 3f9c2e1\n'
        "stage deploy-prod waiting (approvers: robin-c)</pre>"
        "<p>Your approval code is <b>60 44 27</b>. Type it in the deploy dialog to continue. "
        "It expires in 15 minutes.</p>"
    )
    return mk(
        "en_cobaltix_deploy_code",
        "604427",
        None,
        None,
        ["verify_code", "log_output", "ci", "spaced_code"],
        sender="Cobaltix <noreply@cobaltix.dev>",
        subject="[Cobaltix] Approve production deploy for atlas-web",
        html=html,
    )


def _gov_tax_code() -> Case:
    html = esp(
        title="Your security code",
        pre="Your GovTax security code",
        logo=("https://www.revenue-portal.example.gov.au/assets/crest.png", "Commonwealth crest"),
        blocks=[
            p("You requested a security code to sign in to the Revenue Online portal."),
            p("Your security code is <b>419 550 23</b>."),
            p(
                "Do not share this code. We will never ask for it by phone or SMS. Your tax file "
                "number is not included in this email for your security."
            ),
        ],
        foot=esp_foot(
            "Revenue Online",
            "GPO Box 9990, Canberra ACT 2601",
            "revenue-online.gov.au",
            "ABN 51 824 753 556",
        ),
    )
    return mk(
        "en_revenue_online_code",
        "41955023",
        None,
        None,
        ["signin_code", "spaced_code", "registry_number", "esp"],
        sender="Revenue Online <noreply@revenue-online.gov.au>",
        subject="Your security code",
        html=html,
    )


def _magic_link_tracker_code() -> Case:
    target = "https://id.corvidtickets.com/verify-email?t=3b9f0e72c1a84d55&u=402211"
    href = wrapped("https://links.corvidtickets.com/ls/click", target, "upn")
    html = simple(
        "<p>Almost there! Confirm your email to receive your e-tickets for <b>Moon Pale "
        "&ndash; Live at the Roundhouse</b>.</p>"
        f'<p><a href="{attr(href)}">Verify my email</a></p>'
        "<p>Order CT-88120431 &middot; 2 tickets</p>"
    )
    return mk(
        "en_corvid_verify_tracker",
        None,
        target,
        "verify",
        ["verify_link", "tracker_recoverable", "order", "lookalike"],
        sender="Corvid Tickets <orders@corvidtickets.com>",
        subject="Confirm your email to get your tickets",
        html=html,
    )


CASES: tuple[Case, ...] = (
    _quillo(),
    _tessellate(),
    _brindlepay_3ds(),
    _fennick_3ds(),
    _glimmer_subject(),
    _nookshare_subject(),
    _cobaltix_device(),
    _lumora_softbreak(),
    _halcyon_charrefs(),
    _orlo_zero_width(),
    _vellum_button_code(),
    _pemberly_alt(),
    _kestrel_input(),
    _zephyrine(),
    _tidewater_expired_new(),
    _sprocketry_2fa(),
    _trustmark_dashed(),
    _hidden_decoy_code(),
    _white_decoy_code(),
    _parts_disagree_code(),
    _support_reply_code(),
    _pgp_code(),
    _smime_code(),
    _rfc822_with_code(),
    _lotto_code(),
    _registry_footer_code(),
    _reference_code(),
    _link_and_code(),
    _plain_4digit(),
    _deletion_code(),
    _email_change_code(),
    _guard_alnum5(),
    _used_then_new(),
    _ci_approval_code(),
    _gov_tax_code(),
    _magic_link_tracker_code(),
)
