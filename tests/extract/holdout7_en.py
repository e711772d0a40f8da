# ruff: noqa: E501 - mail data: long URLs, HTML and sentences are kept as senders write them
"""Held-out set 7's English mails: the shapes senders build (ESP templates, small apps,
webmail replies and forwards, digests, invites, receipts) and each kind of issue 21."""

from __future__ import annotations

from tests.extract.holdout7_build import (
    Case,
    app_mail,
    b64_tracker,
    case,
    esp_mail,
    hide,
    opaque_tracker,
    plain_mail,
    text_of,
    token,
    url_tracker,
    with_body,
)
from tests.extract.holdout7_html import Brand, bare, button, code_box, esc, gmail, outlook
from tests.extract.holdout7_mail import SOFT, Body, Envelope, Inner

LUMORA = Brand(
    "Lumora", "lumora.app", "#6b4eff", "548 Market St, PMB 90211, San Francisco, CA 94104"
)
TANNERY = Brand(
    "Tannery Bank",
    "tannerybank.co.uk",
    "#0b3d2e",
    "14 Wharf Lane, Leeds LS1 4AP, United Kingdom",
    "Tannery Bank plc is authorised by the Prudential Regulation Authority and regulated by the "
    "Financial Conduct Authority (FRN 612904). Registered in England and Wales, company number "
    "08813492. Sort code 20-45-77.",
)
PARCELNEST = Brand("Parcelnest", "parcelnest.com", "#e66100", "PO Box 4410, Columbus, OH 43216")
SALTBOX = Brand(
    "Saltbox CI", "saltbox.dev", "#26a269", "Saltbox Labs Inc., 2 Dock Rd, Austin, TX 78701"
)
ORBITFIN = Brand(
    "Orbitfin", "orbitfin.exchange", "#f6d32d", "Orbitfin Ltd, 8 Raffles Quay, Singapore 048583"
)
FERNWAVE = Brand(
    "Fernwave Mobile",
    "fernwave.net",
    "#c01c28",
    "Fernwave Telecom Ltd, 3 Quay Street, Cork T12 X8CA",
    "Registered in Ireland No. 584120. VAT No. IE 3391420KH.",
)
HALCYON = Brand(
    "Halcyon Health", "halcyonhealth.org", "#1c71d8", "900 Lakeview Pkwy, Madison, WI 53703"
)
MOSSLINE = Brand(
    "The Mossline", "mossline.co", "#3d3846", "Mossline Media, 77 Canal St, Manchester M1 3HE"
)
KITEBOARD = Brand(
    "Kiteboard", "kiteboard.so", "#813d9c", "Kiteboard Inc., 1 Ferry Building, San Francisco"
)
TESSELLA = Brand(
    "Tessella Books", "tessellabooks.com", "#865e3c", "41 Bramble Row, Bath BA1 2QS, UK"
)
QUAYPAY = Brand(
    "Quaypay", "quaypay.com", "#1a5fb4", "Quaypay Payments B.V., Keizersgracht 88, Amsterdam"
)
NORTHLOT = Brand("Northlot", "northlot.ie", "#2ec27e", "Northlot Games DAC, Dublin 2, Ireland")
ARCADIA = Brand(
    "Arcadia Stream", "arcadiastream.tv", "#e01b24", "Arcadia Media LLC, Burbank, CA 91502"
)
RIVET = Brand(
    "Rivet HR", "rivethr.com", "#5e5c64", "Rivet Software Ltd, 20 Hatton Garden, London EC1N 8BA"
)
TIDEWELL = Brand("Tidewell", "tidewell.fit", "#33d17a", "Tidewell Inc., Boulder, CO 80302")
COPPERLEAF = Brand(
    "Copperleaf Insurance",
    "copperleaf-ins.com",
    "#a51d2d",
    "Copperleaf Mutual, 600 Elm St, Hartford, CT",
    "NAIC code 40912. Licensed in all 50 states.",
)
GLIMMER = Brand(
    "Glimmerpost", "glimmerpost.news", "#241f31", "Glimmerpost, 12 Press Yard, Brooklyn, NY"
)
BRACKEN = Brand(
    "Brackenridge Credit Union",
    "brackenridgecu.org",
    "#26a269",
    "PO Box 7, Brackenridge, PA 15014",
    "Federally insured by NCUA. Routing number 243381957. Equal Housing Lender.",
)
POLLEN = Brand("Pollen", "pollen.email", "#f5c211", "Pollen Labs, Lisbon, Portugal")
WRENFIELD = Brand(
    "Wrenfield", "wrenfield.travel", "#1c71d8", "Wrenfield Travel Ltd, Edinburgh EH2 4AD"
)
SPRUCE = Brand("Spruce", "sprucecal.com", "#2ec27e", "Spruce Scheduling, Toronto, ON M5V 2T6")
HEARTHLY = Brand("Hearthly", "hearthly.com", "#c64600", "Hearthly Homes Inc., Denver, CO 80202")
VOLTA = Brand("Voltaire Cloud", "voltairecloud.io", "#3584e4", "Voltaire Cloud SAS, Lyon, France")
OAKRIDGE = Brand(
    "Oakridge Utilities", "oakridgeutil.com", "#613583", "Oakridge Utilities, Raleigh, NC 27601"
)
SENDERO = Brand("Sendero", "sendero.run", "#e5a50a", "Sendero Outdoor Co., Bend, OR 97701")
QUILL = Brand("Quillstack", "quillstack.com", "#9141ac", "Quillstack Ltd, 5 Union Sq, Dublin")

US = "Sam Okafor"


def _sign_in_codes() -> list[Case]:
    out = []
    blocks = [
        f"Hi {US.split()[0]},",
        "Here is the code to finish signing in to Lumora on <b>Chrome on macOS</b>:",
        code_box("604 817"),
        "It expires in 10 minutes. If you didn't try to sign in, you can ignore this email "
        "&mdash; someone may have typed your address by mistake.",
    ]
    out.append(case("en_lumora_signin_spaced", esp_mail(LUMORA, "Your Lumora sign-in code",
        blocks, preheader="Finish signing in to Lumora"),
        ["sign_in_code", "esp", "spaced", "expiry"], otp="604817"))  # fmt: skip
    text = (
        "Saltbox CI\n\nSomeone is trying to sign in to your Saltbox account (sokafor) from a new "
        "device.\n\nVerification code: 3F9K-2QXT\n\nThe code is valid for 15 minutes and can be "
        "used once.\n\nIP address: 203.0.113.48\nLocation: Rotterdam, NL\n\n"
        "If this wasn't you, change your password now.\n\n-- \nSaltbox Labs Inc.\n"
    )
    out.append(case("en_saltbox_device_alnum_dashed",
        plain_mail(SALTBOX.sender("security"), "[Saltbox] Please verify your device", text),
        ["sign_in_code", "plain", "alnum", "dashed", "expiry", "small_app"], otp="3F9K2QXT"))  # fmt: skip
    blocks = [
        "Enter this code to keep watching on your new device:",
        '<p style="font-size:34px;font-weight:800;letter-spacing:10px;margin:0">7QK2M</p>',
        "This code expires in 15 minutes.",
        "Not you? Someone may have your password. We recommend "
        '<a href="https://www.arcadiastream.tv/account/security">changing it</a>.',
    ]
    out.append(case("en_arcadia_household_alnum5", esp_mail(ARCADIA, "Your Arcadia access code",
        blocks), ["sign_in_code", "alnum5", "esp", "expiry"], otp="7QK2M"))  # fmt: skip
    blocks = [
        "Dear Sam Okafor,",
        "You asked to view your test results in the Halcyon patient portal. "
        "For your privacy, please enter the following one-time security code:",
        code_box("90417326"),
        "The code is valid for 20 minutes. Halcyon staff will never ask you for this code.",
        "Patient ID: HH-0048812 &middot; MRN 7720341",
    ]
    out.append(case("en_halcyon_portal_8digit", esp_mail(HALCYON, "Your Halcyon security code",
        blocks, local="portal"), ["sign_in_code", "esp", "expiry", "reference_code"],
        otp="90417326"))  # fmt: skip
    out.append(case("en_kiteboard_subject_only",
        plain_mail(KITEBOARD.sender(), "Kiteboard confirmation code: 318550",
                   "Confirm your email address\n\nUse the code in the subject line to finish "
                   "signing in. It's valid for 5 minutes.\n\nKiteboard Inc., 1 Ferry Building, "
                   "San Francisco\n"),
        ["subject_only", "sign_in_code", "plain", "expiry"], otp="318550"))  # fmt: skip
    out.append(case("en_pollen_subject_only_alnum",
        plain_mail(POLLEN.sender("hello"), "Pollen: your login code is TW4H9R",
                   "Type the code from the subject into the Pollen app. Codes expire after "
                   "10 minutes.\n\nPollen Labs, Lisbon\n"),
        ["subject_only", "sign_in_code", "plain", "alnum", "expiry"], otp="TW4H9R"))  # fmt: skip
    blocks = [
        "Use this code to confirm it's you:",
        '<img src="https://cdn.tidewell.fit/otp/render/Zk3x.png" width="220" height="60" '
        'alt="Verification code: 246 810" style="display:block;margin:0 auto">',
        "For your security, the code is shown as an image. It expires in 30 minutes.",
    ]
    out.append(case("en_tidewell_code_in_alt", esp_mail(TIDEWELL, "Confirm it's you", blocks,
        text=None), ["alt_text", "sign_in_code", "esp", "expiry"], otp="246810"))  # fmt: skip
    blocks = [
        "Your one-time passcode:",
        '<input type="text" value="582046" readonly style="font-size:28px;width:180px;'
        'text-align:center;border:1px solid #ccc;border-radius:4px;padding:8px">',
        "Tap the box to copy it. Valid for 5 minutes.",
    ]
    out.append(case("en_copperleaf_input_value", esp_mail(COPPERLEAF, "Your Copperleaf passcode",
        blocks, text=None), ["input_value", "sign_in_code", "esp", "expiry", "registry_number"],
        otp="582046"))  # fmt: skip
    blocks = [
        "Welcome back to Sendero! Copy your code:",
        '<table role="presentation" align="center"><tr><td role="button" style="background:'
        "#e5a50a;border-radius:24px;padding:12px 28px;font-size:24px;font-weight:bold;"
        'color:#1e1e1e">739 204</td></tr></table>',
        "Expires at 10:52 UTC.",
    ]
    out.append(case("en_sendero_code_in_button", esp_mail(SENDERO, "739 204 is your Sendero code",
        blocks), ["button_code", "sign_in_code", "esp", "spaced", "expiry"],
        otp="739204"))  # fmt: skip
    blocks = [
        "Hello,",
        "To finish setting up Quillstack on your new phone, enter:",
        code_box("&#52;&#56;&#49;&#55;&#48;&#51;"),
        "This code will expire in 10 minutes.",
    ]
    out.append(case("en_quill_char_refs", esp_mail(QUILL, "Your verification code", blocks,
        text=None), ["char_refs", "sign_in_code", "esp", "expiry"], otp="481703"))  # fmt: skip
    blocks = [
        "Your Voltaire Cloud console code:",
        code_box("9\u200b1\u200b4\u200b0\u200b2\u200b7"),
        "It expires in 5 minutes. Never share it, not even with Voltaire support.",
    ]
    out.append(case("en_volta_zero_width_code", esp_mail(VOLTA, "Voltaire Cloud: sign-in code",
        blocks), ["bidi_zero_width", "sign_in_code", "esp", "expiry"], otp="914027"))  # fmt: skip
    text = (
        "Hi Sam,\n\nYour Hearthly verification code is 58" + SOFT + "2204. It expires in 10 "
        "minutes.\n\nWe'll never call you to ask for this code.\n\nHearthly Homes\n"
    )
    html_ = bare(
        [
            "Hi Sam,",
            "Your Hearthly verification code is <b>58" + SOFT + "2204</b>. "
            "It expires in 10 minutes.",
            "We'll never call you to ask for this code.",
        ]
    )
    out.append(case("en_hearthly_qp_soft_break_code",
        Envelope(HEARTHLY.sender(), "Hearthly verification", Body(text=text, html=html_)),
        ["qp_soft_break", "sign_in_code", "small_app", "expiry"], otp="582204"))  # fmt: skip
    out.append(case("en_wrenfield_split_encoded_subject",
        plain_mail(WRENFIELD.sender(), "Your Wrenfield code is 6407" + SOFT + "18",
                   "Use the code above to sign in to your Wrenfield trips. It expires in 10 "
                   "minutes.\n\nWrenfield Travel Ltd, Edinburgh EH2 4AD\n"),
        ["encoded_word_split", "subject_only", "sign_in_code", "plain", "expiry"],
        otp="640718"))  # fmt: skip
    return out


def _hidden_decoys() -> list[Case]:
    out = []
    blocks = [
        hide('<span style="display:none !important">Your code is 111902</span>'),
        "Use this code to sign in to Pollen:",
        code_box("804317"),
        "It expires in 10 minutes.",
    ]
    out.append(case("en_pollen_hidden_display_none_code", esp_mail(POLLEN, "Pollen sign-in",
        blocks), ["hidden_decoy", "sign_in_code", "esp", "expiry"], otp="804317"))  # fmt: skip
    blocks = [
        "Your verification code is",
        hide('<span style="visibility:hidden;font-size:26px">330172</span> ')
        + '<span style="font-size:26px;font-weight:bold">519284</span>',
        "Enter it within 15 minutes.",
    ]
    out.append(case("en_rivet_hidden_visibility_code", esp_mail(RIVET, "Rivet HR verification",
        blocks, text=None), ["hidden_decoy", "sign_in_code", "esp", "expiry"],
        otp="519284"))  # fmt: skip
    blocks = [
        hide(
            '<div style="font-size:0;line-height:0;mso-hide:all">tracking ref 770031 / '
            "code 448120</div>"
        ),
        "Here is your Spruce login code: <b>263951</b>",
        "It is valid for 10 minutes.",
    ]
    out.append(case("en_spruce_hidden_zero_font", esp_mail(SPRUCE, "Spruce login code", blocks,
        text=None), ["hidden_decoy", "sign_in_code", "esp", "expiry"], otp="263951"))  # fmt: skip
    blocks = [
        '<table width="100%" bgcolor="#ffffff"><tr><td bgcolor="#ffffff">'
        + hide('<span style="color:#ffffff;font-size:12px">verification code 902211</span>')
        + "</td></tr></table>",
        "Confirm your Tidewell account with this code:",
        code_box("617045"),
        "The code expires in 1 hour.",
    ]
    out.append(case("en_tidewell_hidden_white_on_white", esp_mail(TIDEWELL, "Confirm your account",
        blocks, text=None), ["hidden_decoy", "sign_in_code", "esp", "expiry"],
        otp="617045"))  # fmt: skip
    blocks = [
        hide('<div style="position:absolute;left:-9999px;top:-9999px">One-time code: 558812</div>'),
        "Your Orbitfin login code: <strong>330984</strong>",
        "Expires in 2 minutes. Anti-phishing code: <b>MAPLE-27</b>",
    ]
    out.append(case("en_orbitfin_hidden_offscreen_antiphish", esp_mail(ORBITFIN, "[Orbitfin] Login code",
        blocks, text=None), ["hidden_decoy", "anti_phishing", "sign_in_code", "esp", "expiry"],
        otp="330984"))  # fmt: skip
    # the same hiding, and nothing visible to answer with
    promo = [
        hide(
            '<div style="display:none;max-height:0;overflow:hidden">Verify your account: '
            f'<a href="https://glimmerpost.news/verify?bot=1&amp;k={token("gp-h")}">verify</a>'
            " code 620194</div>"
        ),
        '<h1 style="font-size:24px">This week in Glimmerpost</h1>',
        '<a href="https://glimmerpost.news/2025/03/city-budget">The city budget, explained in 9 '
        "charts</a>",
        '<a href="https://glimmerpost.news/2025/03/river-cleanup">Volunteers pulled 4,120 kg of '
        "trash from the river</a>",
    ]
    out.append(case("en_glimmer_hidden_honeypot_neg", esp_mail(GLIMMER, "This week: budget, river, "
        "and a very good dog", promo, text=None), ["hidden_decoy", "newsletter", "esp"]))  # fmt: skip
    blocks = [
        "<style>.pre{display:none!important;}</style>",
        hide('<span class="pre">Code 448201 - confirm your order</span>'),
        "Thanks for your order! We'll email you when it ships.",
        "Order <b>#TB-20931</b> &middot; 2 items &middot; &pound;31.98",
        '<a href="https://tessellabooks.com/account/orders/TB-20931">View your order</a>',
    ]
    out.append(case("en_tessella_hidden_class_neg", esp_mail(TESSELLA, "Order TB-20931 confirmed",
        blocks, text=None), ["hidden_decoy", "order", "esp"]))  # fmt: skip
    blocks = [
        "Your monthly statement is ready.",
        hide('<p style="color:#eef0f3;background:#eef0f3;font-size:1px">otp 771904 ref 110283</p>'),
        "Sign in to online banking to view it. For your security we never include links to "
        "sign in.",
    ]
    out.append(case("en_bracken_hidden_same_colour_neg", esp_mail(BRACKEN, "Your statement is "
        "ready", blocks, text=None), ["hidden_decoy", "bank", "esp", "registry_number"]))  # fmt: skip
    real = f"https://sendero.run/account/verify?token={token('sendero-v')}"
    decoy = f"https://sendero.run/account/verify?token={token('sendero-bot')}&trap=1"
    blocks = [
        hide(f'<a href="{decoy}" style="display:none">Verify</a>'),
        "Welcome to Sendero! Confirm your email so we can save your routes.",
        button(real, "Verify email", SENDERO.color),
        "This link expires in 48 hours.",
    ]
    out.append(case("en_sendero_hidden_honeypot_link", esp_mail(SENDERO, "Verify your Sendero "
        "email", blocks, text=None), ["hidden_decoy", "verify_link", "esp", "vml", "expiry"],
        link=real, kind="verify"))  # fmt: skip
    return out


def _parts_disagree() -> list[Case]:
    out = []
    text = "Your Kiteboard code is 330172. It expires in 10 minutes.\n"
    html_ = bare(["Your Kiteboard code is <b>482095</b>.", "It expires in 10 minutes."])
    out.append(case("en_kiteboard_parts_disagree_code",
        Envelope(KITEBOARD.sender(), "Kiteboard code", Body(text=text, html=html_)),
        ["parts_disagree", "sign_in_code", "small_app", "expiry"], otp="482095"))  # fmt: skip
    old = f"https://app.rivethr.com/invite/accept?t={token('rivet-old')}"
    new = f"https://app.rivethr.com/invite/accept?t={token('rivet-new')}"
    text = f"Priya invited you to Rivet HR.\n\nAccept the invitation: {old}\n"
    blocks = [
        "<b>Priya Raman</b> invited you to join <b>Northgate Studio</b> on Rivet HR.",
        button(new, "Accept invitation", RIVET.color),
    ]
    out.append(case("en_rivet_parts_disagree_link", with_body(esp_mail(RIVET, "Priya invited you "
        "to Rivet HR", blocks), text=text), ["parts_disagree", "invitation", "esp", "vml"],
        link=new, kind="other"))  # fmt: skip
    text = "Your verification code is 771043\n\nUse it within 10 minutes.\n"
    html_ = bare(
        [
            "Your password was changed on 11 March 2025 at 09:12 (UTC).",
            "If you made this change, no action is needed.",
        ]
    )
    out.append(case("en_quill_parts_disagree_neg",
        Envelope(QUILL.sender("security"), "Your password was changed", Body(text=text, html=html_)),
        ["parts_disagree", "password_changed", "small_app"]))  # fmt: skip
    text = f"Reset your password: https://hearthly.com/password/reset?token={token('hearth-r')}\n"
    html_ = bare(
        [
            "Your new password is set. You're all good.",
            "Questions? Reply to this email or visit https://hearthly.com/help.",
        ]
    )
    out.append(case("en_hearthly_parts_disagree_link_neg",
        Envelope(HEARTHLY.sender(), "Your Hearthly password is set", Body(text=text, html=html_)),
        ["parts_disagree", "password_changed", "small_app"]))  # fmt: skip
    return out


def _attached_and_quoted() -> list[Case]:
    out = []
    inner_code = Inner(
        LUMORA.sender(),
        "Your Lumora sign-in code",
        Body(text="Your code is 920573. It expires in 10 minutes.\n"),
    )
    mail = plain_mail(
        "IT Service Desk <servicedesk@northgate-studio.com>",
        "RE: [INC0041877] Suspicious email",
        "Hello Sam,\n\nThanks for reporting the attached message. It is a "
        "legitimate Lumora mail, but the sign-in attempt did not come from you, so "
        "please do not use the code in it. We have reset your session.\n\n"
        "Ticket INC0041877 will be closed in 3 days.\n\nKind regards,\nService Desk\n",
    )
    out.append(case("en_servicedesk_rfc822_code_neg",
        Envelope(mail.sender, mail.subject, mail.body, attached=inner_code),
        ["rfc822", "support_ticket", "reference_code"]))  # fmt: skip
    inner_link = Inner(
        VOLTA.sender(),
        "Sign in to Voltaire Cloud",
        Body(
            html=bare(
                [
                    "Click to sign in:",
                    f'<a href="https://console.voltairecloud.io/magic?t={token("vc1")}">'
                    "Sign in</a>",
                ]
            )
        ),
    )
    mail = plain_mail(
        "Marta Lind <marta.lind@northgate-studio.com>",
        "Fwd: Sign in to Voltaire Cloud",
        "Is this one legit? I never asked for it.\n\nMarta\n",
    )
    out.append(case("en_colleague_rfc822_link_neg",
        Envelope(mail.sender, mail.subject, mail.body, attached=inner_link),
        ["rfc822", "forward"]))  # fmt: skip
    inner_old = Inner(
        SPRUCE.sender(),
        "Your Spruce code",
        Body(text="Spruce code: 118240 (expires in 10 minutes)\n"),
    )
    mail = app_mail(
        SPRUCE.sender("support"),
        "Re: code not working [#58213]",
        [
            "Hi Sam, sorry about that &mdash; the earlier code was issued before our "
            "maintenance window. Here's a fresh one:",
            "<b>405638</b>",
            "It expires in 10 minutes. Your original message is attached.",
            "Ticket #58213",
        ],
    )
    out.append(case("en_spruce_rfc822_with_new_code",
        Envelope(mail.sender, mail.subject, mail.body, attached=inner_old),
        ["rfc822", "support_ticket", "sign_in_code", "expiry"], otp="405638"))  # fmt: skip
    fresh = f"https://kiteboard.so/join/{token('kb-join')}"
    inner_reset = Inner(
        KITEBOARD.sender(),
        "Reset your password",
        Body(text=f"Reset: https://kiteboard.so/reset/{token('kb-reset')}\n"),
    )
    mail = app_mail(
        KITEBOARD.sender("team"),
        "You're invited to the Northgate workspace",
        [
            "Marta added you to <b>Northgate</b> on Kiteboard.",
            f'<a href="{fresh}">Join the workspace</a>',
            "(Marta attached a message for you.)",
        ],
    )
    out.append(case("en_kiteboard_rfc822_with_invite",
        Envelope(mail.sender, mail.subject, mail.body, attached=inner_reset),
        ["rfc822", "invitation", "small_app"], link=fresh, kind="other"))  # fmt: skip
    quoted = (
        '<div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message '
        "---------<br>From: <strong>Quaypay</strong> &lt;no-reply@quaypay.com&gt;<br>Date: Tue, "
        "Mar 11, 2025 at 8:02 AM<br>Subject: Your Quaypay code<br>To: &lt;dad@fernmail.org&gt;"
        "<br></div><br><div>Your Quaypay verification code is <b>062918</b>. Don't share it."
        "</div></div>"
    )
    html_ = gmail(["Sam, is this the code the bank guy wanted? Call me", "Dad"], quoted)
    text = (
        "Sam, is this the code the bank guy wanted? Call me\nDad\n\n---------- Forwarded message "
        "---------\nFrom: Quaypay <no-reply@quaypay.com>\nDate: Tue, Mar 11, 2025 at 8:02 AM\n"
        "Subject: Your Quaypay code\nTo: <dad@fernmail.org>\n\nYour Quaypay verification code is "
        "062918. Don't share it.\n"
    )
    out.append(case("en_gmail_forward_code_neg",
        Envelope("Tunde Okafor <tunde.okafor@fernmail.org>", "Fwd: Your Quaypay code",
                 Body(text=text, html=html_)), ["forward", "webmail"]))  # fmt: skip
    verify = f"https://accounts.halcyonhealth.org/verify?c={token('hh-v')}"
    html_ = outlook(
        ["FYI &ndash; got this after registering you for the portal. You should click it, not me."],
        "<b>From:</b> Halcyon Health &lt;no-reply@halcyonhealth.org&gt;<br><b>Sent:</b> Monday, "
        "March 10, 2025 4:31 PM<br><b>To:</b> Grace Okafor<br><b>Subject:</b> Verify your email",
        f'<p class="MsoNormal">Please verify your email address: <a href="{verify}">Verify</a></p>',
    )
    out.append(case("en_outlook_forward_link_neg",
        Envelope("Grace Okafor <grace.okafor@fernmail.org>", "FW: Verify your email",
                 Body(html=html_)), ["forward", "webmail"]))  # fmt: skip
    reset = f"https://tessellabooks.com/account/reset?key={token('tb-reset')}"
    text = (
        "Looks like you asked for this?\n\nSent from my iPhone\n\nBegin forwarded message:\n\n"
        "> From: Tessella Books <no-reply@tessellabooks.com>\n> Subject: Reset your password\n"
        "> Date: 10 March 2025 at 21:14:07 GMT\n>\n> Hi,\n>\n> Reset your password here:\n"
        f"> {reset}\n>\n> The link expires in 1 hour.\n"
    )
    out.append(case("en_apple_forward_reset_neg",
        plain_mail("Ana Okafor <ana.okafor@fernmail.org>", "Fwd: Reset your password", text,
                   cte="7bit"), ["forward", "apple_mail"]))  # fmt: skip
    text = (
        "Hi Sam,\n\nApologies, the first code was blocked by our fraud filter. Please use this "
        "one instead: 284 660 (valid for 30 minutes).\n\nBest,\nDaniel, Copperleaf Support\n\n"
        "On Mon, Mar 10, 2025 at 5:02 PM Sam Okafor <sam.okafor@fernmail.org> wrote:\n"
        "> Hi, the code 917305 you sent says invalid.\n> Claim number CLM-0042817.\n"
    )
    out.append(case("en_copperleaf_reply_new_code_quoted_old",
        plain_mail(COPPERLEAF.sender("support"), "Re: Claim CLM-0042817 - code invalid", text),
        ["reply_quote", "support_ticket", "sign_in_code", "spaced", "expiry", "reference_code"],
        otp="284660"))  # fmt: skip
    new_link = f"https://app.pollen.email/auth/link?tk={token('pollen-new')}"
    old_link = f"https://app.pollen.email/auth/link?tk={token('pollen-old')}"
    text = (
        f"Hi Sam! Here's a new sign-in link, the other one had expired:\n\n{new_link}\n\n"
        "Cheers, Inês (Pollen)\n\nOn 10/03/2025 18:20, Pollen wrote:\n"
        f"> Sign in to Pollen: {old_link}\n> This link expires in 15 minutes.\n"
    )
    out.append(case("en_pollen_reply_new_link_quoted_old",
        plain_mail("Inês at Pollen <ines@pollen.email>", "Re: can't sign in", text),
        ["reply_quote", "support_ticket", "sign_in_link", "expired_link"],
        link=new_link, kind="sign_in"))  # fmt: skip
    text = (
        "Got it, thanks! All sorted.\n\nSam\n\nOn Tue, 11 Mar 2025 at 08:40, Rivet HR "
        "<no-reply@rivethr.com> wrote:\n> Your Rivet HR code: 605519\n> Expires in 10 min.\n"
    )
    out.append(case("en_plain_reply_quoted_code_neg",
        plain_mail("Sam Okafor <sam.okafor@fernmail.org>", "Re: Your Rivet HR code", text),
        ["reply_quote", "plain"]))  # fmt: skip
    return out


def _signed() -> list[Case]:
    out = []
    mail = plain_mail(
        "Proton-ish Relay <relay@ciphermoss.net>",
        "Ciphermoss: confirm your recovery email",
        "Hello,\n\nYou added this address as a recovery email for your Ciphermoss account.\n\n"
        "Confirmation code: 771 394\n\nThe code expires in 24 hours.\n\n-- \nCiphermoss AG, "
        "Zug, Switzerland. CHE-291.448.107\nKey fingerprint: 4E1A 90C2 77B3 0D51 3F68  "
        "A1C9 28E4 5B70 9D31 0C6F\n",
    )
    out.append(case("en_ciphermoss_pgp_signed_code",
        Envelope(mail.sender, mail.subject, mail.body, signature="pgp"),
        ["pgp", "verify_code", "spaced", "expiry", "registry_number"], otp="771394"))  # fmt: skip
    mail = plain_mail(
        "Nettle Linux Security <security@nettlelinux.org>",
        "[NSA-5521-1] openssl security update",
        "-------------------------------------------------------------------------\n"
        "Nettle Security Advisory NSA-5521-1                security@nettlelinux.org\n"
        "March 10, 2025\n"
        "-------------------------------------------------------------------------\n\n"
        "Package        : openssl\nCVE ID         : CVE-2025-1042 CVE-2025-1089\n\n"
        "For the stable distribution (ember), these problems have been fixed in version "
        "3.0.15-1~neb12u2.\n\nWe recommend that you upgrade your openssl packages.\n",
        cte="7bit",
    )
    out.append(case("en_nettle_pgp_advisory_neg",
        Envelope(mail.sender, mail.subject, mail.body, signature="pgp"),
        ["pgp", "mailing_list"]))  # fmt: skip
    verify = f"https://my.hmrc-portal.example.gov.uk/confirm-email?ref={token('gov-v', 24)}"
    mail = app_mail(
        "Tax Portal <noreply@taxportal.gov.example>",
        "Confirm your email address",
        [
            "You need to confirm your email address to get messages from the tax portal.",
            f'<a href="{verify}">Confirm email address</a>',
            "The link expires in 72 hours. Unique Taxpayer Reference: 54821 90317",
        ],
    )
    out.append(case("en_gov_smime_confirm_link",
        Envelope(mail.sender, mail.subject, mail.body, signature="smime"),
        ["smime", "confirm_link", "expiry", "registry_number"], link=verify,
        kind="verify"))  # fmt: skip
    mail = esp_mail(
        BRACKEN,
        "Your e-statement is available",
        [
            "Your March e-statement for account ending 4471 is now available in Online Banking.",
            "Statement period: 02/01/2025 - 02/28/2025",
            "Member number: 00318820",
        ],
    )
    out.append(case("en_bracken_smime_statement_neg",
        Envelope(mail.sender, mail.subject, mail.body, signature="smime"),
        ["smime", "bank", "esp", "registry_number"]))  # fmt: skip
    inline = (
        "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\nHi sam,\n\nyour verification code "
        "for the Kestrel mirror admin panel is:\n\n    50392817\n\nIt is valid for one hour.\n\n"
        "-- kestrel-bot\n-----BEGIN PGP SIGNATURE-----\n\niQIzBAEBCgAdFiEE0G7x0441LpQ8vKc2"
        "h5mTNQ8Z2qYFAmfP1x4ACgkQh5mTNQ8Z\n2qZ7Ow/9H0o1482913vYgQx7rT1Lk2N0p6Qh3c9eMvK4Wd2f"
        "1Zx8\n=0qPj\n-----END PGP SIGNATURE-----\n"
    )
    out.append(case("en_kestrel_inline_pgp_code",
        plain_mail("kestrel-bot <bot@kestrel-mirror.org>", "verification code", inline, cte="7bit"),
        ["pgp", "sign_in_code", "expiry", "plain"], otp="50392817"))  # fmt: skip
    return out


def _not_codes() -> list[Case]:
    out = []
    backups = "".join(
        f"<li><code>{c}</code></li>"
        for c in (
            "4821-9930",
            "1175-0264",
            "8830-4417",
            "2219-6058",
            "5503-1982",
            "7746-2315",
            "0918-5573",
            "3362-8801",
            "6624-0097",
            "9185-7340",
        )
    )
    blocks = [
        "Two-step verification is now <b>on</b> for your Lumora account.",
        "Save these backup codes somewhere safe. Each can be used once if you lose your phone:",
        f'<ul style="font-family:monospace;font-size:16px">{backups}</ul>',
        "Treat them like passwords. You can generate new ones in Settings &rarr; Security.",
    ]
    out.append(case("en_lumora_backup_codes_neg", esp_mail(LUMORA, "2-step verification is on",
        blocks), ["backup_codes", "two_factor_setup", "esp"]))  # fmt: skip
    blocks = [
        "To finish turning on two-factor authentication, enter this code in Saltbox:",
        code_box("208 461"),
        "Then store your recovery codes (shown once):",
        "<pre>a3f9-k2q1  b7x0-p4m8  c1z6-r9t3\nd8w2-j5n7  e4v6-h0s2  f9u3-g7y1</pre>",
        "The confirmation code expires in 10 minutes.",
    ]
    out.append(case("en_saltbox_2fa_code_with_recovery_list", esp_mail(SALTBOX, "Finish setting up "
        "2FA", blocks), ["backup_codes", "two_factor_setup", "verify_code", "spaced", "esp",
        "expiry"], otp="208461"))  # fmt: skip
    blocks = [
        "The code <b>381204</b> you requested earlier has expired.",
        "Here's a new one:",
        code_box("905173"),
        "This one is valid for 10 minutes.",
    ]
    out.append(case("en_volta_expired_then_new_code", esp_mail(VOLTA, "Your new Voltaire code",
        blocks), ["expired_code", "sign_in_code", "esp", "expiry"], otp="905173"))  # fmt: skip
    text = (
        "Someone just tried to sign in with the code 381204, which had already been used.\n\n"
        "If this was you, go back to the sign-in page and request a new code. If it wasn't, "
        "change your password.\n\nTime: 11 Mar 2025 09:02 UTC\nIP: 198.51.100.23\n\n"
        "The Quillstack team\n"
    )
    out.append(case("en_quill_used_code_neg", plain_mail(QUILL.sender("security"),
        "Used code sign-in attempt", text), ["used_code", "security_alert", "plain"]))  # fmt: skip
    blocks = [
        "Your sign-in code <b>552 019</b> has expired because it wasn't used within 10 minutes.",
        "To get a new code, open Tidewell and tap <i>Send code</i> again.",
    ]
    out.append(case("en_tidewell_expired_code_neg", esp_mail(TIDEWELL, "Your code expired", blocks),
        ["expired_code", "esp"]))  # fmt: skip
    fresh = f"https://www.wrenfield.travel/login/magic?token={token('wren-fresh')}"
    blocks = [
        "The sign-in link we sent at 08:12 has expired.",
        "Here's a fresh one &mdash; it works for 20 minutes:",
        button(fresh, "Sign in to Wrenfield", WRENFIELD.color),
    ]
    out.append(case("en_wrenfield_expired_then_new_link", esp_mail(WRENFIELD, "A new sign-in link",
        blocks), ["expired_link", "sign_in_link", "esp", "vml", "expiry"], link=fresh,
        kind="sign_in"))  # fmt: skip
    blocks = [
        "This password reset link has expired.",
        'You can request a new one from the <a href="https://www.wrenfield.travel/login">sign-in '
        "page</a>.",
    ]
    out.append(case("en_wrenfield_expired_link_neg", esp_mail(WRENFIELD, "Reset link expired",
        blocks), ["expired_link", "esp"]))  # fmt: skip
    blocks = [
        "<h2>Saturday's draw results</h2>",
        "Winning numbers: <b>04 &nbsp;17 &nbsp;23 &nbsp;31 &nbsp;42</b> &nbsp;Bonus <b>09</b>",
        "Draw number 2871 &middot; Jackpot &euro;4,800,000 &middot; 2 jackpot winners",
        "Your ticket 0038-771-204 did not win this time. Next draw: Wednesday, est. &euro;2.5m",
    ]
    out.append(case("en_northlot_results_neg", esp_mail(NORTHLOT, "Draw 2871 results", blocks),
        ["lottery_sports_stats", "esp"]))  # fmt: skip
    blocks = [
        "Sign in to check your tickets. Your Northlot code:",
        code_box("447120"),
        "This week's jackpot: &euro;48,000,000 &middot; Draw 2872 closes Wednesday 19:30.",
        "Play responsibly. 18+ only. Licence no. 1042.",
    ]
    out.append(case("en_northlot_code_with_jackpot", esp_mail(NORTHLOT, "Your Northlot sign-in code",
        blocks), ["lottery_sports_stats", "sign_in_code", "esp"], otp="447120"))  # fmt: skip
    text = (
        "FANTASY LEAGUE WEEK 27 RECAP\n\nYour team Okafor Eleven: 68 pts (rank 1,204 of 8,319)\n"
        "Top scorer: M. Duarte 14 pts\nResults: Harbour City 3-1 Westvale, Rovers 0-0 Kingsmere\n"
        "Transfer deadline: Sat 11:00 GMT\n"
    )
    out.append(case("en_fantasy_recap_neg", plain_mail("Pitchside Fantasy <recap@pitchside.gg>",
        "Week 27: you scored 68", text), ["lottery_sports_stats", "plain", "newsletter"]))  # fmt: skip
    blocks = [
        "<h2>Your week in motion</h2>",
        "Steps: <b>64,218</b> (avg 9,174/day) &middot; Active minutes: 312 &middot; Resting HR 58",
        "Best day: Thursday, 14,382 steps. Streak: 21 days.",
        '<a href="https://tidewell.fit/app/insights/week/2025-10">See all your insights</a>',
    ]
    out.append(case("en_tidewell_weekly_stats_neg", esp_mail(TIDEWELL, "Your week: 64,218 steps",
        blocks), ["lottery_sports_stats", "newsletter", "esp"]))  # fmt: skip
    text = (
        "Pipeline #48213 failed on main (commit 9f3e2a1)\n\nJob: test (linux, py3.12)\n"
        "Duration: 4m 31s\n\n--- log excerpt ---\n"
        "tests/test_auth.py::test_login_with_code FAILED\n"
        "E   AssertionError: expected status 200, got 503\n"
        "E   code=770214 token=None\n"
        "make: *** [Makefile:42: test] Error 1\nProcess exited with code 137\n---\n\n"
        "View pipeline: https://saltbox.dev/northgate/api/pipelines/48213\n"
    )
    out.append(case("en_saltbox_pipeline_log_neg", plain_mail(SALTBOX.sender("ci"),
        "[northgate/api] Pipeline #48213 failed", text), ["log_output", "plain"]))  # fmt: skip
    text = (
        "/usr/local/bin/backup.sh: line 41: 22817 Killed  pg_dump -Fc app\n"
        "backup: exit status 137 after 3604 s\nrsync error: some files could not be transferred "
        "(code 23) at main.c(1338) [sender=3.2.7]\n"
    )
    out.append(case("en_cron_output_neg", plain_mail("Cron Daemon <root@web01.northgate-studio.com>",
        "Cron <root@web01> /usr/local/bin/backup.sh", text, cte="7bit"),
        ["log_output", "plain"]))  # fmt: skip
    blocks = [
        "<b>[FIRING:1] HighErrorRate api-gateway</b>",
        "Error code 5023 on 12.4% of requests over 5m (threshold 5%).",
        "Started: 2025-03-11 08:58:12 UTC &middot; Incident #3391",
        '<a href="https://status.voltairecloud.io/incidents/3391">Open incident</a>',
    ]
    out.append(case("en_volta_alert_error_code_neg", esp_mail(VOLTA, "[FIRING:1] HighErrorRate",
        blocks), ["log_output", "esp"]))  # fmt: skip
    blocks = [
        "Saltbox sign-in",
        "Your code: <b>813 402</b> (expires in 10 minutes)",
        "Last build on main: #48212 passed in 3m 58s.",
    ]
    out.append(case("en_saltbox_code_with_build_numbers", esp_mail(SALTBOX, "Saltbox sign-in code",
        blocks), ["log_output", "sign_in_code", "esp", "spaced", "expiry"],
        otp="813402"))  # fmt: skip
    text = (
        "MARLOWE & DAUGHTERS BOOKSELLERS\n12 High St, Ludlow SY8 1AA\n\nVISA CONTACTLESS\n"
        "************4821\nSALE GBP 23.50\nAuth code: 083215\nMID: ****7710  TID: ****0042\n"
        "AID: A0000000031010\nATC: 01A7\n\nThank you for shopping with us\nVAT Reg No. "
        "GB 318 4420 17\n"
    )
    out.append(case("en_card_receipt_auth_code_neg", plain_mail(
        "Marlowe & Daughters <receipts@marlowebooks.co.uk>", "Your receipt from Marlowe & Daughters",
        text), ["card_auth", "receipt", "plain", "registry_number"]))  # fmt: skip
    blocks = [
        "A payment was made with your debit card ending <b>4471</b>.",
        "Merchant: CITY PARKING 0931 &middot; Amount: $14.00 &middot; Authorization code: "
        "<b>611905</b>",
        "If you don't recognize this transaction, call us at 1-800-555-0148.",
    ]
    out.append(case("en_bracken_card_alert_auth_neg", esp_mail(BRACKEN, "Debit card transaction",
        blocks), ["card_auth", "bank", "esp", "registry_number"]))  # fmt: skip
    blocks = [
        "You're paying <b>&euro;49.00</b> to <b>MARLOWE BOOKS LTD</b> with your card ending 4821.",
        "Your one-time password for this payment is:",
        code_box("402718"),
        "Valid for 5 minutes. Never share it with anyone, including Quaypay staff.",
    ]
    out.append(case("en_quaypay_3ds_otp", esp_mail(QUAYPAY, "Confirm your payment of €49.00",
        blocks), ["payment_otp", "card_auth", "esp", "expiry"], otp="402718"))  # fmt: skip
    text = (
        "Tannery Bank: use 2093 to approve your payment of GBP 120.00 to H. FIELDS. "
        "Code valid for 3 minutes. We will never call you for it.\n"
    )
    out.append(case("en_tannery_payment_4digit", plain_mail(TANNERY.sender("alerts"),
        "Approve your payment", text), ["payment_otp", "bank", "plain", "expiry"],
        otp="2093"))  # fmt: skip
    blocks = [
        "Your statement for March is ready to view in the app.",
        "Account ending 4471 &middot; Sort code 20-45-77",
        "We'll never ask for your PIN or passcode by email.",
    ]
    out.append(case("en_tannery_sort_code_neg", esp_mail(TANNERY, "Your statement is ready", blocks),
        ["registry_number", "bank", "esp"]))  # fmt: skip
    blocks = [
        "Thanks for your message. We've logged it as case <b>#00481277</b>.",
        "Reference code: <b>CX-204-118</b>. Please quote it if you call us.",
        "We usually reply within 2 working days.",
    ]
    out.append(case("en_fernwave_ticket_reference_neg", esp_mail(FERNWAVE, "We've got your message "
        "[Case #00481277]", blocks, local="support"), ["reference_code", "support_ticket", "esp",
        "telecom", "registry_number"]))  # fmt: skip
    blocks = [
        "Your booking is confirmed!",
        "Booking reference: <b>HX4TQ</b>",
        "Edinburgh &rarr; Inverness &middot; Fri 21 Mar &middot; 08:33 &middot; Coach C, seat 42",
        '<a href="https://www.wrenfield.travel/trips/HX4TQ">Manage booking</a>',
    ]
    out.append(case("en_wrenfield_booking_ref_alnum5_neg", esp_mail(WRENFIELD, "Booking confirmed: "
        "HX4TQ", blocks), ["reference_code", "alnum5", "order", "esp"]))  # fmt: skip
    blocks = [
        "Your verification code is <b>663 019</b>.",
        "Request reference: 9F2A-11C0 &middot; Expires in 10 minutes.",
    ]
    out.append(case("en_halcyon_code_with_request_ref", esp_mail(HALCYON, "Verification code",
        blocks), ["reference_code", "verify_code", "esp", "spaced", "expiry"],
        otp="663019"))  # fmt: skip
    blocks = [
        "New login to your Orbitfin account",
        "Time: 2025-03-11 07:41:09 (UTC) &middot; IP: 203.0.113.77 &middot; Device: iPhone",
        "Your anti-phishing code: <b>MAPLE-27</b>",
        "If this wasn't you, freeze your account immediately in the app.",
    ]
    out.append(case("en_orbitfin_login_alert_antiphish_neg", esp_mail(ORBITFIN, "[Orbitfin] New "
        "login", blocks), ["anti_phishing", "security_alert", "esp"]))  # fmt: skip
    blocks = [
        "Spring sale! Take 15% off everything with code <b>SPRING15</b> until Sunday.",
        '<a href="https://tessellabooks.com/sale?utm_source=email">Shop the sale</a>',
    ]
    out.append(case("en_tessella_promo_code_neg", esp_mail(TESSELLA, "15% off, this weekend only",
        blocks), ["promo_code", "newsletter", "esp", "alnum"]))  # fmt: skip
    blocks = [
        "Your bill for March is ready: <b>&euro;42.18</b>, due 28 March.",
        "Customer code: 4410-2231 &middot; Account number: 88201734",
        "Your plan: Fernwave Unlimited 5G &middot; Data used: 31.4 GB",
    ]
    out.append(case("en_fernwave_bill_customer_code_neg", esp_mail(FERNWAVE, "Your Fernwave bill is "
        "ready", blocks), ["telecom", "reference_code", "esp", "registry_number", "dashed"]))  # fmt: skip
    text = (
        "Your Fernwave PIN was changed.\n\nIf you didn't do this, call 1907 from your Fernwave "
        "phone.\n\nFernwave Telecom Ltd. Registered in Ireland No. 584120.\n"
    )
    out.append(case("en_fernwave_pin_changed_neg", plain_mail(FERNWAVE.sender(), "Your PIN was "
        "changed", text), ["telecom", "password_changed", "plain", "registry_number"]))  # fmt: skip
    text = "Order " + "7730" + SOFT + "-4419 has shipped\n"
    blocks = [
        "Good news &mdash; your order #7730-44" + SOFT + "19 is on its way.",
        "Tracking number: 1Z 999 AA1 01 2345 6784 &middot; Carrier: UPS",
        '<a href="https://parcelnest.com/t/1Z999AA10123456784">Track your parcel</a>',
    ]
    out.append(case("en_parcelnest_split_subject_order_neg", esp_mail(PARCELNEST, text.strip(),
        blocks, text=None), ["encoded_word_split", "qp_soft_break", "shipping", "esp", "subject_only"]))  # fmt: skip
    blocks = [
        "Call us on <b>&#48;&#56;&#48;&#48; &#49;&#52;&#56; &#50;&#50;&#48;&#55;</b>, "
        "Monday to Friday.",
        "Your policy number: &#67;&#76;&#45;&#55;&#55;&#49;&#48;&#50;&#52;",
    ]
    out.append(case("en_copperleaf_char_refs_phone_neg", esp_mail(COPPERLEAF, "Your policy documents",
        blocks, text=None), ["char_refs", "esp", "reference_code", "registry_number"]))  # fmt: skip
    return out


def _links() -> list[Case]:
    out = []
    target = f"https://app.lumora.app/auth/verify?token={token('lum-verify')}&email=sam.okafor%40fernmail.org"
    tracked = url_tracker("https://links.lumora.app/ls/click", target)
    blocks = [
        "Confirm your email to finish setting up Lumora.",
        button(tracked.replace("&", "&amp;"), "Confirm email", LUMORA.color),
        "This link expires in 24 hours.",
    ]
    out.append(case("en_lumora_tracker_urlencoded_verify", esp_mail(LUMORA, "Confirm your email",
        blocks), ["tracker_recoverable", "verify_link", "esp", "vml", "expiry"], link=target,
        kind="verify"))  # fmt: skip
    target = f"https://id.quillstack.com/reset-password?code={token('qs-reset', 40)}"
    tracked = b64_tracker("https://e.quillstack.com/CL0", target)
    blocks = [
        "We received a request to reset your Quillstack password.",
        button(tracked, "Reset password", QUILL.color),
        "The link is valid for 60 minutes. If you didn't ask, ignore this email.",
    ]
    out.append(case("en_quill_tracker_base64_reset", esp_mail(QUILL, "Reset your password", blocks),
        ["tracker_recoverable", "reset_link", "esp", "vml", "expiry"], link=target,
        kind="reset"))  # fmt: skip
    target = f"https://portal.rivethr.com/login/callback?otk={token('rv-login')}"
    safe = url_tracker("https://eur03.safelinks.protection.outlook.com/", target)
    html_ = bare(
        [
            "Sign in to Rivet HR with one click:",
            f'<a href="{safe.replace("&", "&amp;")}" originalsrc="{target}">'
            "Sign in to Rivet HR</a>",
            "The link works once and expires in 15 minutes.",
        ]
    )
    out.append(case("en_rivet_safelinks_sign_in",
        Envelope(RIVET.sender(), "Your Rivet HR sign-in link", Body(html=html_)),
        ["tracker_recoverable", "sign_in_link", "expiry"], link=target,
        kind="sign_in"))  # fmt: skip
    target = f"https://accounts.sprucecal.com/confirm-change?c={token('sp-change')}"
    google = f"https://www.google.com/url?q={target}&sa=D&source=calendar&ust=1741702000000000&usg=AOvVaw3kX"
    from urllib.parse import quote

    google = (
        f"https://www.google.com/url?q={quote(target, safe='')}&sa=D&source=editors"
        "&ust=1741702000000000&usg=AOvVaw3kX0b"
    )
    html_ = gmail(
        [
            "Confirm the new email address for your Spruce account:",
            f'<a href="{google.replace("&", "&amp;")}">{esc(target)}</a>',
        ]
    )
    out.append(case("en_spruce_google_redirect_confirm",
        Envelope(SPRUCE.sender(), "Confirm your new email address", Body(html=html_)),
        ["tracker_recoverable", "confirm_link"], link=target, kind="confirm"))  # fmt: skip
    tracked = opaque_tracker("https://click.hearthly.com/ss/c", "hearthly-signin")
    blocks = [
        "Tap below to sign in to Hearthly. No password needed.",
        button(tracked, "Sign in", HEARTHLY.color),
        "This link expires in 10 minutes and can only be used once.",
    ]
    out.append(case("en_hearthly_opaque_tracker_sign_in", esp_mail(HEARTHLY, "Your magic link",
        blocks), ["tracker_opaque", "sign_in_link", "esp", "vml", "expiry"], link=tracked,
        kind="sign_in"))  # fmt: skip
    arts = [
        url_tracker("https://r.glimmerpost.news/mk/cl/f", f"https://glimmerpost.news/2025/03/{s}")
        for s in ("transit-fares", "school-lunches", "bridge-vote")
    ]
    blocks = ["<h1>Morning brief</h1>"] + [
        f'<a href="{a.replace("&", "&amp;")}">{t}</a>'
        for a, t in zip(
            arts,
            (
                "Transit fares rise 8% in April",
                "What's in school lunches now",
                "Council delays the bridge vote",
            ),
            strict=True,
        )
    ]
    out.append(case("en_glimmer_tracked_articles_neg", esp_mail(GLIMMER, "Morning brief: fares, "
        "lunches, bridge", blocks), ["tracker_recoverable", "newsletter", "esp"]))  # fmt: skip
    tracked = opaque_tracker("https://trk.parcelnest.com/c", "pn-track")
    blocks = [
        "Your parcel is out for delivery today between 13:00 and 15:00.",
        button(tracked, "Track parcel", PARCELNEST.color),
        "Parcel ID: PN-48213-0771 &middot; Sender: Tessella Books",
    ]
    out.append(case("en_parcelnest_opaque_track_neg", esp_mail(PARCELNEST, "Arriving today",
        blocks), ["tracker_opaque", "shipping", "esp", "vml"]))  # fmt: skip
    https = f"https://lumora.app/auth/magic?token={token('lum-magic')}"
    app = f"lumora://auth/magic?token={token('lum-magic')}"
    blocks = [
        "Sign in to Lumora",
        f'<a href="{app}" style="font-weight:bold">Open in the Lumora app</a>',
        "or",
        button(https, "Sign in with your browser", LUMORA.color, vml=False),
        "The link expires in 15 minutes.",
    ]
    out.append(case("en_lumora_app_scheme_twin", esp_mail(LUMORA, "Your Lumora sign-in link",
        blocks), ["app_scheme", "sign_in_link", "esp", "expiry"], link=https,
        kind="sign_in"))  # fmt: skip
    blocks = [
        "Your parcel has been delivered to your Parcelnest locker at Elm Street Station.",
        "Locker opening PIN: in the app only.",
        '<a href="parcelnest://parcels/PN-55120-3390">Open in the Parcelnest app</a>',
    ]
    out.append(case("en_parcelnest_app_scheme_neg", esp_mail(PARCELNEST, "Delivered to your locker",
        blocks), ["app_scheme", "shipping", "esp"]))  # fmt: skip
    lock = f"https://www.arcadiastream.tv/account/lock?t={token('arc-lock')}"
    blocks = [
        "<b>New sign-in to your account</b>",
        "Device: Smart TV (Living room) &middot; Location: Valencia, Spain &middot; "
        "11 March 2025, 07:12",
        "If this was you, you can ignore this email.",
        f'Not you? <a href="{lock}">Secure your account</a> &mdash; we\'ll sign out all devices.',
    ]
    out.append(case("en_arcadia_new_signin_lock_neg", esp_mail(ARCADIA, "New sign-in to Arcadia",
        blocks), ["lock_link", "security_alert", "esp"]))  # fmt: skip
    lock = f"https://kiteboard.so/security/lock?sig={token('kb-lock')}"
    login = f"https://kiteboard.so/auth/email-link?sig={token('kb-login')}"
    blocks = [
        f'Didn\'t ask to sign in? <a href="{lock}">Lock your account</a>.',
        "Hi Sam, click the button to sign in to Kiteboard:",
        button(login, "Sign in to Kiteboard", KITEBOARD.color),
        "This link will expire in 15 minutes.",
    ]
    out.append(case("en_kiteboard_sign_in_with_lock_first", esp_mail(KITEBOARD, "Sign in to "
        "Kiteboard", blocks), ["lock_link", "sign_in_link", "esp", "vml", "expiry"], link=login,
        kind="sign_in"))  # fmt: skip
    text = (
        "Sign in to Quillstack\n\nOpen this link to sign in:\n"
        f"https://id.quillstack.com/email-auth?token={token('qs-flow', 40)}&redirect=%2F \n"
        f"dashboard%2Fprojects&ts=1741683720\n\nIt expires in 15 minutes.\n"
    )
    flowed_target = (
        f"https://id.quillstack.com/email-auth?token={token('qs-flow', 40)}&redirect=%2F"
        "dashboard%2Fprojects&ts=1741683720"
    )
    out.append(case("en_quill_flowed_url", plain_mail(QUILL.sender(), "Sign in to Quillstack", text,
        cte="7bit", flowed=True), ["flowed_url", "sign_in_link", "plain", "expiry"],
        link=flowed_target, kind="sign_in"))  # fmt: skip
    text = (
        "Hi all,\n\nthe minutes from Tuesday's meeting are up at  \n"
        "https://wiki.northgate-studio.com/display/OPS/2025-03-11+Weekly+ops+ \n"
        "sync+minutes\n\nplease add anything I missed.\n\nMarta\n"
    )
    out.append(case("en_flowed_wiki_url_neg", plain_mail("Marta Lind <marta.lind@northgate-studio.com>",
        "minutes", text, cte="7bit", flowed=True), ["flowed_url", "plain"]))  # fmt: skip
    verify = f"https://tidewell.fit/verify-email?k={token('tw-area')}"
    blocks = [
        f'<img src="https://cdn.tidewell.fit/mail/verify-hero.png" width="560" height="300" '
        'usemap="#hero" alt="Verify your email to start your free trial" style="display:block">'
        f'<map name="hero"><area shape="rect" coords="160,210,400,260" href="{verify}" '
        'alt="Verify email"></map>',
    ]
    out.append(case("en_tidewell_area_href_verify", esp_mail(TIDEWELL, "One step left: verify your "
        "email", blocks, text=None), ["area_href", "verify_link", "esp"], link=verify,
        kind="verify"))  # fmt: skip
    blocks = [
        '<img src="https://cdn.sendero.run/mail/spring.jpg" width="560" usemap="#m" alt="Spring '
        'collection">'
        '<map name="m"><area shape="rect" coords="0,0,280,300" '
        'href="https://sendero.run/collections/trail-shoes" alt="Trail shoes">'
        '<area shape="rect" coords="280,0,560,300" href="https://sendero.run/collections/packs" '
        'alt="Packs"></map>',
    ]
    out.append(case("en_sendero_area_promo_neg", esp_mail(SENDERO, "New for spring", blocks,
        text=None), ["area_href", "newsletter", "esp"]))  # fmt: skip
    confirm = f"https://mossline.co/subscribe/confirm?k={token('moss-sub')}"
    blocks = [
        "One more step: confirm you want to get <i>The Mossline</i> every Friday.",
        f'<form action="{confirm}" method="post" target="_blank"><button type="submit" '
        'style="background:#3d3846;color:#fff;border:0;padding:12px 24px;font-size:16px">'
        "Yes, subscribe me</button></form>",
        "If you didn't sign up, ignore this email and you won't hear from us again.",
    ]
    out.append(case("en_mossline_form_confirm", esp_mail(MOSSLINE, "Confirm your subscription",
        blocks, text=None), ["form_button", "confirm_link", "esp"], link=confirm,
        kind="confirm"))  # fmt: skip
    approve = f"https://voltairecloud.io/login/approve?req={token('vc-approve')}"
    blocks = [
        "A sign-in from <b>Firefox on Linux</b> is waiting for your approval.",
        f'<form method="get"><button type="submit" formaction="{approve}" style="padding:10px '
        '20px">Approve sign-in</button></form>',
        "The request expires in 5 minutes.",
    ]
    out.append(case("en_volta_button_formaction_approve", esp_mail(VOLTA, "Approve this sign-in?",
        blocks, text=None), ["form_button", "approve_link", "esp", "expiry"], link=approve,
        kind="other"))  # fmt: skip
    blocks = [
        "How did we do? Rate your delivery:",
        '<form action="https://parcelnest.com/survey/submit" method="post">'
        + "".join(f'<button name="score" value="{n}">{n}</button>' for n in range(1, 6))
        + "</form>",
    ]
    out.append(case("en_parcelnest_survey_form_neg", esp_mail(PARCELNEST, "How was your delivery?",
        blocks, text=None), ["form_button", "esp"]))  # fmt: skip
    order = "https://tessellabooks.com/account/orders/TB-21177"
    blocks = [
        "Thanks for your order, Sam!",
        "Order <b>TB-21177</b> &middot; <i>The Salt Road</i> (paperback) &pound;9.99",
        button(order, "View order", TESSELLA.color),
    ]
    out.append(case("en_tessella_vml_view_order_neg", esp_mail(TESSELLA, "Order TB-21177 confirmed",
        blocks), ["vml", "order", "esp"]))  # fmt: skip
    link = "https://qp.example-pay.com/verify?t=" + token("qp-soft") + "&u=sam"
    html_ = bare(
        [
            "Verify your Quaypay account:",
            f'<a href="{link[:52]}{SOFT}{link[52:]}">Verify account</a>',
        ]
    )
    out.append(case("en_quaypay_qp_soft_break_link",
        Envelope(QUAYPAY.sender(), "Verify your Quaypay account", Body(html=html_)),
        ["qp_soft_break", "verify_link", "small_app"], link=link, kind="verify"))  # fmt: skip
    link = f"https://hearthly.com/account/email/confirm?t={token('hh-ent')}&amp;lang=en"
    html_ = bare(
        ["Confirm your new email address:", f'<a href="{link.replace("/", "&#x2F;")}">Confirm</a>']
    )
    out.append(case("en_hearthly_entity_href_confirm",
        Envelope(HEARTHLY.sender(), "Confirm your new email", Body(html=html_)),
        ["char_refs", "confirm_link", "small_app"], link=link.replace("&amp;", "&"),
        kind="confirm"))  # fmt: skip
    return out


def _account_mail() -> list[Case]:
    out = []
    delete = f"https://app.pollen.email/account/delete/confirm?t={token('pl-del')}"
    blocks = [
        "You asked us to delete your Pollen account and all its data.",
        button(delete, "Confirm deletion", "#c01c28"),
        "If you change your mind, just ignore this email; the request expires in 7 days.",
    ]
    out.append(case("en_pollen_confirm_deletion", esp_mail(POLLEN, "Confirm account deletion",
        blocks), ["account_deletion", "confirm_link", "esp", "vml", "expiry"], link=delete,
        kind="confirm"))  # fmt: skip
    blocks = [
        "Your Sendero account and all associated data have been deleted, as you asked.",
        "We're sorry to see you go. Order records are kept for 7 years for tax purposes.",
        'Changed your mind? You can <a href="https://sendero.run/join">create a new '
        "account</a> at any time.",
    ]
    out.append(case("en_sendero_account_deleted_neg", esp_mail(SENDERO, "Your account has been "
        "deleted", blocks), ["account_deletion", "esp"]))  # fmt: skip
    secure = f"https://secure.copperleaf-ins.com/messages/open?m={token('cl-msg')}"
    blocks = [
        "You have a new secure message about claim CLM-0042817.",
        button(secure, "Read message", COPPERLEAF.color),
        "For security, the message is only available after you sign in.",
    ]
    out.append(case("en_copperleaf_secure_message", esp_mail(COPPERLEAF, "New secure message",
        blocks), ["secure_message", "esp", "vml", "reference_code"], link=secure,
        kind="other"))  # fmt: skip
    export = f"https://kiteboard.so/export/download/{token('kb-export', 40)}"
    text = (
        "Your data export is ready.\n\nDownload it here (link valid for 7 days):\n"
        f"{export}\n\nThe archive is 48.2 MB and includes 3,201 cards.\n\nKiteboard\n"
    )
    out.append(case("en_kiteboard_data_export", plain_mail(KITEBOARD.sender(), "Your export is ready",
        text), ["data_export", "plain", "expiry"], link=export, kind="other"))  # fmt: skip
    reset = f"https://www.tidewell.fit/password/new?reset_token={token('tw-reset')}"
    blocks = [
        "Forgot your password? It happens.",
        button(reset, "Choose a new password", TIDEWELL.color),
        "This link expires in 2 hours.",
    ]
    out.append(case("en_tidewell_reset", esp_mail(TIDEWELL, "Reset your Tidewell password", blocks),
        ["reset_link", "esp", "vml", "expiry"], link=reset, kind="reset"))  # fmt: skip
    device = f"https://auth.arcadiastream.tv/device/verify?d={token('arc-dev')}"
    text = (
        "A new device wants to use your Arcadia account: Chromecast (Bedroom).\n\n"
        f"Verify this device: {device}\n\nIf you don't recognize it, ignore this email.\n"
    )
    out.append(case("en_arcadia_verify_device_plain", plain_mail(ARCADIA.sender("account"),
        "Verify new device", text), ["verify_link", "plain"], link=device,
        kind="verify"))  # fmt: skip
    blocks = [
        "Your password was changed",
        "Your Voltaire Cloud password was changed on 11 March 2025 at 08:58 UTC from "
        "IP 198.51.100.9.",
        'If you didn\'t do this, <a href="https://voltairecloud.io/support">contact '
        "support</a> right away.",
    ]
    out.append(case("en_volta_password_changed_neg", esp_mail(VOLTA, "Your password was changed",
        blocks), ["password_changed", "esp"]))  # fmt: skip
    blocks = [
        "New sign-in to Tannery Bank online banking",
        "Device: Safari on iPhone &middot; 11/03/2025 07:55 &middot; approx. Leeds, UK",
        "If this wasn't you, call us immediately on 0345 600 2291. We'll never ask for your "
        "full password or a one-time passcode.",
    ]
    out.append(case("en_tannery_new_signin_neg", esp_mail(TANNERY, "New sign-in to your account",
        blocks), ["security_alert", "bank", "esp", "registry_number"]))  # fmt: skip
    lock = f"https://account.quillstack.com/security/revoke?s={token('qs-revoke')}"
    text = (
        "New sign-in from Windows (Chrome) near Porto, Portugal at 07:03 UTC.\n\n"
        f"Not you? Revoke access and change your password: {lock}\n\nQuillstack\n"
    )
    out.append(case("en_quill_new_signin_revoke_neg", plain_mail(QUILL.sender("security"),
        "New sign-in to Quillstack", text), ["lock_link", "security_alert", "plain"]))  # fmt: skip
    return out


def _everyday_mail() -> list[Case]:
    out = []
    ics = (
        "BEGIN:VCALENDAR\r\nPRODID:-//Spruce//EN\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\n"
        "BEGIN:VEVENT\r\nUID:8842193044715510@sprucecal.com\r\nDTSTART:20250313T150000Z\r\n"
        "DTEND:20250313T153000Z\r\nSUMMARY:Quarterly review\r\nLOCATION:https://meet.sprucecal.com"
        "/j/84219304471?pwd=Xk29aPq\r\nDESCRIPTION:Meeting ID: 842 1930 4471\\nPasscode: 551092"
        "\r\nEND:VEVENT\r\nEND:VCALENDAR"
    )
    text = (
        "Marta Lind has invited you to: Quarterly review\nThu 13 Mar 2025, 15:00-15:30 (UTC)\n\n"
        "Join: https://meet.sprucecal.com/j/84219304471?pwd=Xk29aPq\nMeeting ID: 842 1930 4471\n"
        "Passcode: 551092\nDial in: +44 20 3481 5237\n"
    )
    out.append(case("en_spruce_invite_passcode_neg",
        Envelope(SPRUCE.sender("calendar"), "Invitation: Quarterly review @ Thu 13 Mar 15:00",
                 Body(text=text), calendar=ics), ["meeting_passcode", "calendar"]))  # fmt: skip
    blocks = [
        "Join the webinar: <b>Budgeting for freelancers</b>",
        "Thursday 20 March, 18:00 GMT",
        button(
            "https://events.bracken-webinars.com/w/88102?tk=" + token("web"),
            "Join webinar",
            BRACKEN.color,
        ),
        "Webinar ID: 881 0244 1190 &middot; Passcode: 270314",
    ]
    out.append(case("en_bracken_webinar_neg", esp_mail(BRACKEN, "Reminder: webinar tomorrow",
        blocks), ["meeting_passcode", "esp", "vml", "registry_number"]))  # fmt: skip
    blocks = [
        "<b>Your order is on its way!</b>",
        "Order #1044-2291-8830 &middot; shipped with Parcelnest",
        "Tracking: <b>PN 4821 3307 71</b> &middot; Estimated delivery: Thu 13 Mar",
        button(
            opaque_tracker("https://trk.parcelnest.com/c", "ship2"),
            "Track package",
            PARCELNEST.color,
        ),
    ]
    out.append(case("en_parcelnest_shipped_neg", esp_mail(PARCELNEST, "Shipped: order "
        "#1044-2291-8830", blocks), ["shipping", "order", "esp", "vml", "tracker_opaque", "spaced"]))  # fmt: skip
    blocks = [
        "<h2>Receipt</h2>",
        "Arcadia Premium (monthly) &middot; $15.99 &middot; Paid with Visa ending 4821",
        "Invoice number: INV-2025-0311-8841 &middot; Transaction ID: 7HX21094PL",
        '<a href="https://www.arcadiastream.tv/account/billing/INV-2025-0311-8841">View '
        "invoice</a>",
    ]
    out.append(case("en_arcadia_receipt_neg", esp_mail(ARCADIA, "Your receipt from Arcadia Stream",
        blocks), ["receipt", "esp", "reference_code"]))  # fmt: skip
    blocks = [
        "Your electricity bill is ready.",
        "Account 3320 8817 04 &middot; Amount due: $118.42 &middot; Due date: 03/28/2025",
        "Meter reading: 48213 kWh (actual) &middot; Tariff code: R1-TOU",
        '<a href="https://my.oakridgeutil.com/bills">View and pay</a>',
    ]
    out.append(case("en_oakridge_bill_tariff_code_neg", esp_mail(OAKRIDGE, "Your bill is ready",
        blocks), ["bank", "reference_code", "esp"]))  # fmt: skip
    digest = (
        "Send homelab-users mailing list submissions to\n\thomelab-users@lists.fernlists.org\n\n"
        "Today's Topics:\n\n   1. Re: 2FA code never arrives (Priya Raman)\n"
        "   2. backup exit code 23 (j.doe)\n\n"
        "----------------------------------------------------------------------\n\n"
        "Message: 1\nDate: Mon, 10 Mar 2025 19:22:10 +0000\nFrom: Priya Raman\n"
        'Subject: Re: 2FA code never arrives\n\n> I got "your code is 448190" 20 minutes later\n'
        "Same here, the SMTP relay was queueing. Check your greylisting.\n\n"
        "------------------------------\n\nMessage: 2\nFrom: j.doe\nSubject: backup exit code 23\n\n"
        "rsync keeps failing with code 23 on /var/lib/docker. Ideas?\n\n"
        "------------------------------\n\nEnd of homelab-users Digest, Vol 88, Issue 14\n"
        "*********************************************\n"
    )
    out.append(case("en_homelab_digest_neg", plain_mail("homelab-users-request@lists.fernlists.org",
        "homelab-users Digest, Vol 88, Issue 14", digest, cte="7bit"),
        ["digest", "mailing_list", "log_output", "plain"]))  # fmt: skip
    blocks = [
        "<h1>The Mossline &mdash; Issue 212</h1>",
        "This week: how a 4-digit code changed the city's parking, and 6 books for spring.",
        '<a href="https://mossline.co/issues/212">Read in your browser</a>',
        '<a href="https://mossline.co/issues/212/parking">The parking code story</a>',
    ]
    out.append(case("en_mossline_newsletter_neg", esp_mail(MOSSLINE, "Issue 212: the parking code",
        blocks), ["newsletter", "esp"]))  # fmt: skip
    blocks = [
        "Hi Sam,",
        "Thanks for contacting Rivet HR support. Your ticket <b>#RV-88214</b> has been updated:",
        "<blockquote>We've fixed the payslip export. Please try again and "
        "let us know.</blockquote>",
        '<a href="https://support.rivethr.com/tickets/RV-88214">View ticket</a>',
    ]
    out.append(case("en_rivet_ticket_update_neg", esp_mail(RIVET, "[RV-88214] Ticket updated",
        blocks, local="support"), ["support_ticket", "reference_code", "esp"]))  # fmt: skip
    blocks = [
        "Thanks for your order!",
        "Order number: <b>WF-00412977</b>",
        "Hotel Lindqvist, Stockholm &middot; 2 nights &middot; Check-in 4 April",
        "Confirmation code from the hotel: 8472-KQ",
    ]
    out.append(case("en_wrenfield_hotel_confirmation_neg", esp_mail(WRENFIELD, "Your hotel booking",
        blocks), ["order", "reference_code", "esp"]))  # fmt: skip
    blocks = [
        "Welcome to Kiteboard!",
        "Your workspace <b>northgate</b> is ready at kiteboard.so/northgate.",
        '<a href="https://kiteboard.so/help/getting-started">Getting started guide</a>',
    ]
    out.append(case("en_kiteboard_welcome_neg", esp_mail(KITEBOARD, "Welcome to Kiteboard", blocks),
        ["esp"]))  # fmt: skip
    invite = f"https://app.sprucecal.com/teams/join?invite={token('sp-inv')}"
    text = (
        'Hey Sam,\n\nMarta invited you to the team "Northgate Ops" on Spruce.\n\n'
        f"Accept invite: {invite}\n\nThis invitation expires in 7 days.\n"
    )
    out.append(case("en_spruce_team_invite_plain", plain_mail(SPRUCE.sender(), "Marta invited you to "
        "Northgate Ops", text), ["invitation", "plain", "expiry"], link=invite,
        kind="other"))  # fmt: skip
    return out


def _more_both_ways() -> list[Case]:
    out = []
    blocks = [
        '<img src="https://cdn.tessellabooks.com/mail/award.png" width="400" '
        'alt="Rated 4.8 by 12,406 readers - Bookshop of the Year 2024">',
        "Our spring catalogue is here: 214 new titles, from crime to cookery.",
        '<a href="https://tessellabooks.com/catalogue/spring-2025">Browse the catalogue</a>',
    ]
    out.append(case("en_tessella_alt_text_numbers_neg", esp_mail(TESSELLA, "The spring catalogue "
        "is here", blocks, text=None), ["alt_text", "newsletter", "esp"]))  # fmt: skip
    blocks = [
        "Tell us what you'd like to read more of:",
        '<form action="https://mossline.co/survey" method="get">'
        '<input type="hidden" name="sid" value="771204">'
        '<input type="text" name="topic" value="" placeholder="e.g. local history">'
        '<input type="number" name="age" value="35" style="width:60px"> years'
        "<button>Send</button></form>",
    ]
    out.append(case("en_mossline_input_values_neg", esp_mail(MOSSLINE, "Two quick questions",
        blocks, text=None), ["input_value", "form_button", "newsletter", "esp"]))  # fmt: skip
    text = (
        "שלום סם,\n\nתזכורת: התור שלך למרפאת השיניים ביום חמישי 13/03 בשעה 16:30.\n"
        "מספר תור: 40817\n\nלביטול או שינוי: \u200e03-555-4821\u200e\n\nמרפאת שן-טוב\n"
    )
    out.append(case("he_clinic_reminder_bidi_phone_neg", plain_mail(
        "מרפאת שן-טוב <tor@shen-tov.co.il>", "תזכורת לתור", text, charset="windows-1255"),
        ["bidi_zero_width", "plain", "lang:he", "charset:windows-1255"]))  # fmt: skip
    blocks = [
        "The code <b>720 551</b> was already used to sign in at 08:14.",
        "If you're trying to sign in again, use this new code:",
        code_box("163 094"),
        "It expires in 10 minutes.",
    ]
    out.append(case("en_kiteboard_used_then_new_code", esp_mail(KITEBOARD, "Your new Kiteboard code",
        blocks), ["used_code", "sign_in_code", "spaced", "esp", "expiry"],
        otp="163094"))  # fmt: skip
    blocks = [
        "Need help with your plan?",
        '<table role="presentation" align="center"><tr><td role="button" style="background:'
        '#c01c28;border-radius:24px;padding:12px 28px;font-size:20px;color:#fff">'
        "Call 1907</td></tr></table>",
        "Free from any Fernwave phone, 8am-10pm.",
    ]
    out.append(case("en_fernwave_call_button_neg", esp_mail(FERNWAVE, "We're here to help", blocks),
        ["button_code", "telecom", "esp", "registry_number"]))  # fmt: skip
    blocks = [
        "<h1>Spring in Cologne</h1>",
        '<a href="https://bücherstube-ahrens.de/lesungen/frühling-2025">Readings this spring</a>',
        '<a href="https://café-linde.de/menü">Our café partner\'s menu</a>',
    ]
    out.append(case("de_newsletter_idn_links_neg", esp_mail(Brand("Bücherstube Ahrens",
        "buecherstube-ahrens.de"), "Frühling in der Bücherstube", blocks, lang="de"),
        ["idn", "non_ascii_path", "newsletter", "esp", "lang:de"]))  # fmt: skip
    mail = esp_mail(
        TANNERY,
        "Your Tannery Bank security code",
        [
            "Your security code is <b>508 271</b>.",
            "It's valid for 5 minutes. We'll never ask you to share it.",
        ],
    )
    out.append(case("en_tannery_smime_code",
        Envelope(mail.sender, mail.subject, mail.body, signature="smime"),
        ["smime", "sign_in_code", "bank", "esp", "spaced", "expiry", "registry_number"],
        otp="508271"))  # fmt: skip
    return out


def english_cases() -> list[Case]:
    return [
        *_more_both_ways(),
        *_sign_in_codes(),
        *_hidden_decoys(),
        *_parts_disagree(),
        *_attached_and_quoted(),
        *_signed(),
        *_not_codes(),
        *_links(),
        *_account_mail(),
        *_everyday_mail(),
    ]


__all__ = ["english_cases", "text_of"]
