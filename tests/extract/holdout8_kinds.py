"""Set 8, the kinds of issue 21 as they turn up in ordinary mail, each with a right answer and
with none: hidden decoys, alt and input values, parts that disagree, attached, forwarded and
quoted mails, signatures, encodings that cut a code, lists and notices of codes, trackers,
non-``<a>`` carriers, app-scheme twins, IDN hosts and non-ASCII paths."""

from __future__ import annotations

from base64 import b64encode, urlsafe_b64encode

from tests.extract.holdout8_base import Case, enc, make, tok, url_token
from tests.extract.holdout8_html import (
    attr,
    button,
    code_box,
    esp_page,
    hidden,
    mjml_page,
    p,
    plain_page,
    rows,
    vml_button,
)
from tests.extract.holdout8_mail import Attachment, Mail, build_mail, pgp_signature

PULSE = "Pulsewire <security@pulsewire.io>"
PULSE_FOOT = ["Pulsewire, Inc. · 2100 Geng Rd Suite 210 · Palo Alto, CA 94303"]
LEDGR = "Ledgerly <no-reply@ledgerly.finance>"
ORBIT = "Orbitcart <hello@orbitcart.shop>"
KIND_SENDERS = {
    "pulse": ("Pulsewire", "pulsewire.io", PULSE_FOOT, "#0f766e"),
    "ledgr": (
        "Ledgerly",
        "ledgerly.finance",
        ["Ledgerly Finance AB · Org.nr 559182-4821 · Kungsgatan 48, 111 35 Stockholm"],
        "#4338ca",
    ),
    "orbit": (
        "Orbitcart",
        "orbitcart.shop",
        ["Orbitcart Pty Ltd · ABN 48 213 390 771 · Level 4, 88 Pitt St, Sydney NSW 2000"],
        "#ea580c",
    ),
}


def _page(who: str, body: str, preheader: str) -> str:
    brand, host, foot, accent = KIND_SENDERS[who]
    return esp_page(
        brand=brand,
        brand_host=host,
        body=body,
        preheader=preheader,
        footer_lines=foot,
        accent=accent,
    )


def hidden_and_visible() -> list[Case]:
    cases = []
    for i, how in enumerate(["font0", "offscreen", "visibility", "maxheight"]):
        code = tok(f"hv{i}", 6)
        decoy = tok(f"hvd{i}", 6)
        body = (
            p("Hi Alex, here is your Pulsewire verification code:")
            + hidden(f"Verification code: {decoy}", how)
            + code_box(code)
            + p("Enter it within 10 minutes to finish signing in on your new device.")
        )
        cases.append(
            make(
                f"k_hidden_decoy_{how}",
                sender=PULSE,
                subject="Pulsewire verification code",
                html=_page("pulse", body, "Your code"),
                otp=code,
                kinds=("hidden_decoy", "expiry"),
            )
        )
    for i, how in enumerate(["display_important", "offscreen", "white", "fontpx0"]):
        decoy = tok(f"hn{i}", 6)
        body = (
            p("Hi Alex,")
            + p(
                "Your weekly Pulsewire summary: 48 monitors up, 2 incidents resolved, 99.982% "
                "uptime in March."
            )
            + hidden(f"Your sign-in code is {decoy}", how)
            + rows(
                [("Incident #4821", "resolved in 12 min"), ("Incident #4830", "resolved in 3 min")]
            )
        )
        cases.append(
            make(
                f"k_hidden_only_{how}",
                sender=PULSE,
                subject="Your March uptime report",
                html=_page("pulse", body, "99.982% uptime"),
                kinds=("hidden_decoy",),
            )
        )
    visible = f"https://app.pulsewire.io/login/email?token={url_token('hl-v')}"
    trap = f"https://app.pulsewire.io/verify?token={url_token('hl-t')}"
    body = (
        p("Hi Alex, use the button below to sign in to Pulsewire.")
        + hidden(f'<a href="{attr(trap)}">Verify your account</a>', "display")
        + button(visible, "Sign in to Pulsewire", "#0f766e")
        + p("The link expires in 20 minutes.")
    )
    cases.append(
        make(
            "k_hidden_link_decoy",
            sender=PULSE,
            subject="Sign in to Pulsewire",
            html=_page("pulse", body, "Your sign-in link"),
            link=visible,
            link_kind="sign_in",
            kinds=("hidden_decoy", "magic_link"),
        )
    )
    body = (
        p("New in Pulsewire: status pages with custom domains, and 30% off annual plans this week.")
        + hidden(f'<a href="{attr(trap)}">Confirm your email</a>', "maxheight")
        + button("https://pulsewire.io/blog/status-pages-custom-domains", "Read more", "#0f766e")
    )
    cases.append(
        make(
            "k_hidden_link_only",
            sender="Pulsewire <news@pulsewire.io>",
            subject="Status pages, now on your own domain",
            html=_page("pulse", body, "What's new"),
            kinds=("hidden_decoy", "newsletter"),
        )
    )
    return cases


def alt_and_input() -> list[Case]:
    cases = []
    code = tok("alt", 6)
    body = (
        p("Your Ledgerly login code:")
        + f'<p style="text-align:center;"><img src="https://cdn.ledgerly.finance/otp/render/'
        f'{url_token("alt-img", 20)}.png" width="240" height="60" alt="{code}"></p>'
        + p("Expires in 5 minutes.")
    )
    cases.append(
        make(
            "k_alt_code",
            sender=LEDGR,
            subject="Ledgerly login code",
            html=_page("ledgr", body, "Your login code"),
            auto_text=None,
            otp=code,
            kinds=("visible_alt", "expiry"),
        )
    )
    body = (
        p("Thanks for your order! Show this barcode at the pickup desk.")
        + '<p style="text-align:center;"><img src="https://cdn.orbitcart.shop/bc/48213390.png" '
        'width="260" alt="Pickup code 48213390"></p>'
        + rows(
            [
                ("Order", "OC-48213390"),
                ("Store", "Orbitcart Pickup, 88 Pitt St"),
                ("Ready from", "Wed 2 Apr, 10:00"),
            ]
        )
    )
    cases.append(
        make(
            "k_alt_barcode",
            sender=ORBIT,
            subject="Your order is ready for pickup",
            html=_page("orbit", body, "Ready for pickup"),
            auto_text=None,
            kinds=("visible_alt", "codefree_talks_code", "qr_code"),
        )
    )
    code = tok("input", 6)
    body = (
        p("Copy this code into the Ledgerly app:")
        + f'<input type="text" readonly value="{code}" style="font-size:28px;letter-spacing:6px;'
        'text-align:center;width:220px;border:1px solid #d1d5db;border-radius:6px;padding:8px;">'
        + f'<input type="hidden" name="rid" value="{tok("input-rid", 6)}">'
        + p("It can be used once within 10 minutes.")
    )
    cases.append(
        make(
            "k_input_code",
            sender=LEDGR,
            subject="Your code for Ledgerly",
            html=_page("ledgr", body, "Copy this code"),
            auto_text=None,
            otp=code,
            kinds=("input_value", "hidden_decoy", "expiry"),
        )
    )
    body = (
        p("Your friend Jamie sent you $10 off your first Orbitcart order. Copy your coupon code:")
        + '<input type="text" readonly value="JAMIE10OFF" style="font-size:22px;width:200px;">'
        + p("Minimum spend $40. Valid until 30 April 2025.")
    )
    cases.append(
        make(
            "k_input_coupon",
            sender=ORBIT,
            subject="Jamie sent you $10",
            html=_page("orbit", body, "A gift from Jamie"),
            auto_text=None,
            kinds=("input_value", "promo_code", "codefree_talks_code"),
        )
    )
    return cases


def parts_disagree() -> list[Case]:
    cases = []
    stale, fresh = tok("pd-stale", 6), tok("pd-fresh", 6)
    html = _page(
        "pulse", p("Your Pulsewire code is") + code_box(fresh) + p("Valid 10 minutes."), "Your code"
    )
    text = f"Your Pulsewire code is {stale}\n\nValid 10 minutes.\n"
    cases.append(
        make(
            "k_parts_code",
            sender=PULSE,
            subject="Pulsewire code",
            html=html,
            text=text,
            otp=fresh,
            kinds=("parts_disagree",),
        )
    )
    old = f"https://app.pulsewire.io/verify-email?t={url_token('pd-old')}"
    new = f"https://app.pulsewire.io/verify-email?t={url_token('pd-new')}"
    html = _page(
        "pulse",
        p("Confirm this address to get alerts by email.") + button(new, "Verify email", "#0f766e"),
        "Verify your email",
    )
    text = f"Confirm this address to get alerts by email:\n{old}\n"
    cases.append(
        make(
            "k_parts_link",
            sender=PULSE,
            subject="Verify your email address",
            html=html,
            text=text,
            link=new,
            link_kind="verify",
            kinds=("parts_disagree", "magic_link"),
        )
    )
    html = _page(
        "pulse",
        p(
            "Good news: your email address is already verified, so there's "
            "nothing more to do. Incident #4821 alerts will reach you here."
        ),
        "Already verified",
    )
    text = f"Verify your email address:\n{old}\n\nYour verification code: {stale}\n"
    cases.append(
        make(
            "k_parts_none",
            sender=PULSE,
            subject="Your email is verified",
            html=html,
            text=text,
            kinds=("parts_disagree",),
        )
    )
    return cases


def attached_forwarded_quoted() -> list[Case]:
    cases = []
    inner_code = tok("rfc-inner", 6)
    inner = build_mail(
        Mail(
            sender=PULSE,
            subject="Pulsewire verification code",
            text=f"Your Pulsewire verification code is {inner_code}.\n",
            day=1,
        )
    )
    cases.append(
        make(
            "k_rfc822_only",
            sender="IT Helpdesk <helpdesk@northwind-labs.com>",
            subject="FW: suspicious mail?",
            day=2,
            text="Hi Alex,\n\nthe attached mail was reported as suspicious by a "
            "colleague. Did you request it? Please don't use anything in it until we "
            "have checked. Ticket 48213.\n\nNorthwind IT\n",
            attachments=(
                Attachment(
                    "message/rfc822",
                    inner.decode("latin-1"),
                    "Pulsewire verification code.eml",
                    True,
                ),
            ),
            kinds=("rfc822",),
        )
    )
    code = tok("rfc-body", 6)
    bounce_inner = build_mail(
        Mail(
            sender="alex.morgan@inbox-sandbox.test",
            subject="Re: code",
            text=f"My old code was {inner_code}.\n",
        )
    )
    cases.append(
        make(
            "k_rfc822_with_code",
            sender=PULSE,
            subject="Your new Pulsewire code",
            text=f"Your new Pulsewire verification code is {code}.\n\nYour earlier "
            "reply is attached for reference; the code in it no longer works.\n",
            attachments=(Attachment("message/rfc822", bounce_inner.decode("latin-1"), None, True),),
            otp=code,
            kinds=("rfc822",),
        )
    )
    fw_code = tok("fw-outlook", 6)
    text = (
        "Can you check this? I didn't ask for it.\n\n"
        "________________________________\n"
        f"From: Ledgerly <no-reply@ledgerly.finance>\nSent: Tuesday, April 1, 2025 2:14 PM\n"
        "To: Jamie Chen <jamie.chen@northwind-labs.com>\nSubject: Ledgerly login code\n\n"
        f"Your Ledgerly login code is {fw_code}. It expires in 5 minutes.\n"
    )
    html = (
        '<html><body><div dir="ltr"><div style="font-family:Aptos,Calibri,sans-serif;font-size:'
        "12pt;\">Can you check this? I didn't ask for it.</div>"
        '<div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1">'
        '<div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt">'
        "<b>From:</b> Ledgerly &lt;no-reply@ledgerly.finance&gt;<br><b>Sent:</b> Tuesday, April 1, "
        "2025 2:14 PM<br><b>To:</b> Jamie Chen &lt;jamie.chen@northwind-labs.com&gt;<br>"
        "<b>Subject:</b> Ledgerly login code</font><div>&nbsp;</div></div>"
        f"<div><p>Your Ledgerly login code is <b>{fw_code}</b>. It expires in 5 minutes.</p>"
        "</div></div></body></html>"
    )
    cases.append(
        make(
            "k_fwd_outlook",
            sender="Jamie Chen <jamie.chen@northwind-labs.com>",
            subject="FW: Ledgerly login code",
            html=html,
            text=text,
            kinds=("forwarded",),
        )
    )
    fw_link = f"https://app.pulsewire.io/login/email?token={url_token('fw-gmail')}"
    html = (
        '<div dir="ltr">fyi, this came to the shared inbox<br><br><div class="gmail_quote">'
        '<div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: '
        '<strong class="gmail_sendername" dir="auto">Pulsewire</strong> <span dir="auto">&lt;'
        "security@pulsewire.io&gt;</span><br>Date: Tue, 1 Apr 2025 at 09:12<br>Subject: Sign in "
        "to Pulsewire<br>To: &lt;ops@northwind-labs.com&gt;<br></div><br><br>"
        f'<p>Click to sign in: <a href="{attr(fw_link)}">Sign in to Pulsewire</a></p>'
        "<p>The link expires in 20 minutes.</p></div></div>"
    )
    cases.append(
        make(
            "k_fwd_gmail_link",
            sender="Priya Kapoor <priya@northwind-labs.com>",
            subject="Fwd: Sign in to Pulsewire",
            html=html,
            kinds=("forwarded",),
        )
    )
    ap_code = tok("fw-apple", 6)
    text = (
        "Sent from my iPhone\n\nBegin forwarded message:\n\n"
        "From: Orbitcart <hello@orbitcart.shop>\nDate: 1 April 2025 at 18:02:11 AEDT\n"
        "To: sam@northwind-labs.com\nSubject: Your Orbitcart verification code\n\n"
        f"Your verification code is {ap_code}\n"
    )
    cases.append(
        make(
            "k_fwd_apple",
            sender="Sam Ortiz <sam@northwind-labs.com>",
            subject="Fwd: Your Orbitcart verification code",
            text=text,
            text_cte="7bit",
            kinds=("forwarded", "text_only"),
        )
    )
    tmp = tok("fw-helpdesk", 6)
    text = (
        "Hi Alex,\n\nthe vendor has reset your Ledgerly account. Your temporary sign-in code is "
        f"{tmp} - use it within the hour and then set up your authenticator again.\n"
        "Their message is below for reference.\n\nThanks,\nNorthwind IT (ticket 48213)\n\n"
        "---------- Forwarded message ---------\n"
        "From: Ledgerly Support <support@ledgerly.finance>\n"
        "Date: Tue, 1 Apr 2025 at 10:40\nSubject: Account reset for ticket LDG-7731\n\n"
        "We have reset multi-factor authentication for alex.morgan@northwind-labs.com. The "
        "user must enrol a new authenticator at next sign-in.\n"
    )
    cases.append(
        make(
            "k_fwd_with_code",
            sender="Northwind IT <helpdesk@northwind-labs.com>",
            subject="Your Ledgerly access",
            text=text,
            otp=tmp,
            kinds=("forwarded", "text_only"),
        )
    )
    old, new = tok("q-old", 6), tok("q-new", 6)
    text = (
        f"Hi Alex,\n\nsorry about that, the first one expired. Your new access code is {new}.\n\n"
        "Best,\nMarta (Orbitcart Partner Support)\n\n"
        "On Tue, 1 Apr 2025 at 14:02, Alex Morgan <alex.morgan@inbox-sandbox.test> wrote:\n"
        "> The code doesn't work for me.\n>\n"
        "> On Tue, 1 Apr 2025 at 13:40, Orbitcart Partner Support wrote:\n"
        f">> Your access code for the partner portal is {old}.\n"
    )
    cases.append(
        make(
            "k_quoted_new_code",
            sender="Marta <partners@orbitcart.shop>",
            subject="Re: Partner portal access",
            text=text,
            otp=new,
            kinds=("quoted_reply", "text_only"),
        )
    )
    html = (
        '<div dir="ltr">Thanks, got in!</div><br><div class="gmail_quote"><div dir="ltr" '
        'class="gmail_attr">On Tue, 1 Apr 2025 at 14:31, Marta &lt;partners@orbitcart.shop&gt; '
        'wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;'
        'border-left:1px solid rgb(204,204,204);padding-left:1ex">Hi Alex,<br><br>Your new access '
        f"code is {new}.<br><br>Best,<br>Marta</blockquote></div>"
    )
    cases.append(
        make(
            "k_quoted_only",
            sender="Alex Morgan <alex.morgan@inbox-sandbox.test>",
            subject="Re: Partner portal access",
            html=html,
            kinds=("quoted_reply",),
        )
    )
    return cases


def signatures() -> list[Case]:
    cases = []
    code = tok("pgp", 6)
    text = (
        f"Hello Alex,\n\nyour confirmation code for the Kestrel Mail Relay admin panel is {code}.\n"
        "It is valid for 10 minutes.\n\n-- \nKestrel Relay operations · key 0x4821A9F3\n"
    )
    cases.append(
        make(
            "k_pgp_code",
            sender="Kestrel Relay <ops@kestrel-relay.net>",
            subject="Admin panel confirmation code",
            text=text,
            signed="pgp",
            otp=code,
            kinds=("pgp_signature", "text_only", "expiry"),
        )
    )
    text = (
        "Hello Alex,\n\nscheduled maintenance on relay mx2 on 8 April 2025 from 02:00 to 04:00 "
        "UTC. Change ticket CHG0048213. No action is needed.\n\n-- \nKestrel Relay operations\n"
    )
    cases.append(
        make(
            "k_pgp_notice",
            sender="Kestrel Relay <ops@kestrel-relay.net>",
            subject="Maintenance window CHG0048213",
            text=text,
            signed="pgp",
            kinds=("pgp_signature", "text_only"),
        )
    )
    inline_code = tok("pgp-inline", 6)
    clear = (
        "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\n"
        f"Your one-time code for the Debcrate mirror console: {inline_code}\n"
        "Requested from 192.0.2.48 at 2025-04-01 12:04 UTC.\n" + pgp_signature("inline")
    )
    cases.append(
        make(
            "k_pgp_inline_code",
            sender="Debcrate Mirrors <mirrors@debcrate.org>",
            subject="Mirror console one-time code",
            text=clear,
            text_cte="7bit",
            otp=inline_code,
            kinds=("pgp_signature", "text_only"),
        )
    )
    code = tok("smime", 8)
    html = _page(
        "ledgr",
        p(
            "Your Ledgerly security code for approving the transfer of SEK "
            "48,213.00 to IBAN SE45 5000 0000 0583 9825 7466:"
        )
        + code_box(code)
        + p("Valid for 3 minutes."),
        "Approve your transfer",
    )
    cases.append(
        make(
            "k_smime_code",
            sender=LEDGR,
            subject="Approve your transfer",
            html=html,
            signed="smime",
            otp=code,
            kinds=("smime_signature", "payment_otp"),
        )
    )
    html = _page(
        "ledgr",
        p(
            "Your transfer of SEK 48,213.00 has been sent. Bank reference "
            "LDG-20250401-7731, clearing number 5000."
        ),
        "Transfer sent",
    )
    cases.append(
        make(
            "k_smime_notice",
            sender=LEDGR,
            subject="Transfer sent",
            html=html,
            signed="smime",
            kinds=("smime_signature", "codefree_talks_code", "reference_code"),
        )
    )
    return cases


def encodings() -> list[Case]:
    cases = []
    for i in range(3):
        code = tok(f"qp{i}", 6 + i)
        body = (
            p(f"Hi Alex,{' ' * 0}")
            + p(
                'Your Orbitcart sign-in code is: <span style="font-size:26px;font-weight:bold;'
                f'letter-spacing:4px;color:#ea580c;font-family:Menlo,Consolas,monospace;">{code}'
                "</span>"
            )
            + p(
                "For your security, it expires in 10 minutes. Orbitcart staff will never ask you "
                "for it."
            )
        )
        cases.append(
            make(
                f"k_qp_break_{i}",
                sender=ORBIT,
                subject="Your Orbitcart sign-in code",
                html=_page("orbit", body, "Sign-in code"),
                auto_text=None,
                qp_break=code,
                otp=code,
                kinds=("qp_soft_break", "expiry"),
            )
        )
    order = tok("qp-order", 8)
    body = p(f"Order <b>OC-{order}</b> has shipped. Tracking code 9400 1118 9922 3301 4821 77.")
    cases.append(
        make(
            "k_qp_break_order",
            sender=ORBIT,
            subject="Your Orbitcart order shipped",
            html=_page("orbit", body, "Shipped"),
            auto_text=None,
            qp_break=order,
            kinds=("qp_soft_break", "codefree_talks_code"),
        )
    )
    code = tok("split", 6)
    cases.append(
        make(
            "k_split_subject_code",
            sender=PULSE,
            subject=f"Pulsewire: your login code is {code}",
            subject_enc="split",
            html=_page(
                "pulse",
                p(
                    "Use the code in the subject line of this email to "
                    "sign in. It expires in 10 minutes."
                ),
                "Login code",
            ),
            otp=code,
            kinds=("encoded_word_split", "code_in_subject"),
        )
    )
    cases.append(
        make(
            "k_split_subject_order",
            sender=ORBIT,
            subject=f"Order confirmation OC-{tok('split-o', 8)} (2 items)",
            subject_enc="split",
            html=_page("orbit", p("Thanks! We're packing your order now."), "Thanks"),
            kinds=("encoded_word_split", "codefree_talks_code"),
        )
    )
    code = tok("charref", 6)
    refs = "".join(f"&#{ord(c)};" for c in code)
    cases.append(
        make(
            "k_charref_code",
            sender=LEDGR,
            subject="Ledgerly one-time code",
            html=_page(
                "ledgr",
                p("Your one-time code:") + code_box(refs) + p("Don't share it."),
                "One-time code",
            ),
            auto_text=None,
            otp=code,
            kinds=("char_refs",),
        )
    )
    code = tok("charrefx", 6)
    refs = "".join(f"&#x{ord(c):x};" for c in code)
    cases.append(
        make(
            "k_charref_hex",
            sender=PULSE,
            subject="Confirm it's you",
            html=plain_page(p(f"Confirm it's you with code <b>{refs}</b>.")),
            otp=code,
            kinds=("char_refs",),
            text=None,
            auto_text=None,
        )
    )
    num = "".join(f"&#{ord(c)};" for c in "48213390")
    cases.append(
        make(
            "k_charref_order",
            sender=ORBIT,
            subject="Invoice for your order",
            html=plain_page(p(f"Invoice number {num} is attached. Customer code OC-CUST-7731.")),
            auto_text=None,
            kinds=("char_refs", "codefree_talks_code"),
        )
    )
    code = tok("zw", 6)
    zw = "\u200b".join(code)
    cases.append(
        make(
            "k_zero_width_code",
            sender=PULSE,
            subject="Pulsewire code",
            html=plain_page(p(f"Your code: <b>{zw}</b> (valid for 10 minutes)")),
            auto_text=None,
            otp=code,
            kinds=("bidi_zero_width", "expiry"),
        )
    )
    cases.append(
        make(
            "k_bidi_phone",
            sender=PULSE,
            subject="We tried to call you",
            html=plain_page(
                p(
                    "We tried to reach you about incident #4821. Call us back "
                    "on \u202a+1 650 555 0148\u202c, extension \u200e48213."
                    "\u200e"
                )
            ),
            auto_text=None,
            kinds=("bidi_zero_width", "codefree_talks_code"),
        )
    )
    return cases


def code_notices() -> list[Case]:
    cases = []
    backups = [f"{tok(f'bk{i}', 4)} {tok(f'bkb{i}', 4)}" for i in range(10)]
    listing = "".join(f"<li><code>{b}</code></li>" for b in backups)
    body = (
        p("Two-step verification is now on for your Pulsewire account.")
        + p("Save these backup codes somewhere safe. Each can be used once if you lose your phone:")
        + f'<ul style="columns:2;font-family:monospace;">{listing}</ul>'
        + p("Generated 1 Apr 2025 14:20 UTC. Generating new codes invalidates these.")
    )
    cases.append(
        make(
            "k_backup_list",
            sender=PULSE,
            subject="Two-step verification is on",
            html=_page("pulse", body, "Save your backup codes"),
            kinds=("backup_codes", "codefree_talks_code"),
        )
    )
    code = tok("bk-confirm", 6)
    text = (
        "Finish turning on two-step verification\n\n"
        f"Enter this confirmation code in Ledgerly: {code}\n\n"
        "After that, your recovery codes will be active:\n"
        + "\n".join(f"  {b.replace(' ', '-')}" for b in backups[:8])
        + "\n\nKeep them offline. Each works once.\n"
    )
    cases.append(
        make(
            "k_backup_with_code",
            sender=LEDGR,
            subject="Finish setting up 2-step",
            text=text,
            otp=code,
            kinds=("backup_codes", "text_only"),
        )
    )
    used = tok("used", 6)
    cases.append(
        make(
            "k_used_code",
            sender=PULSE,
            subject="Your code was used",
            html=_page(
                "pulse",
                p(
                    f"The sign-in code {used} was just used to sign in "
                    "from Safari on iPhone (Lisbon, PT). If this was you, "
                    "no action is needed."
                ),
                "Code used",
            ),
            kinds=("used_code", "security_alert"),
        )
    )
    used2, new2 = tok("used2", 6), tok("used2n", 6)
    cases.append(
        make(
            "k_used_then_new",
            sender=PULSE,
            subject="New Pulsewire code",
            text=f"The code {used2} has already been used and can't be used again.\n\n"
            f"Here is a new one: {new2}\n\nIt expires in 10 minutes.\n",
            otp=new2,
            kinds=("used_code", "text_only", "expiry"),
        )
    )
    exp = tok("exp", 6)
    cases.append(
        make(
            "k_expired_no_new",
            sender=ORBIT,
            subject="Your code has expired",
            html=_page(
                "orbit",
                p(
                    f"The verification code {exp} you requested at 14:02 "
                    "has expired. Request a new one from the sign-in "
                    "page when you're ready."
                ),
                "Code expired",
            ),
            kinds=("expired_code",),
        )
    )
    exp2, new3 = tok("exp2", 6), tok("exp2n", 6)
    cases.append(
        make(
            "k_expired_with_new",
            sender=ORBIT,
            subject="Here's a fresh code",
            html=_page(
                "orbit",
                p(f"Code {exp2} has expired.")
                + p("Your new code is:")
                + code_box(new3)
                + p("Valid for 10 minutes."),
                "Fresh code",
            ),
            otp=new3,
            kinds=("expired_code", "expiry"),
        )
    )
    lotto = (
        "LUCKYNINE LOTTERY · Draw 2025/026 · Saturday 29 March\n\n"
        "Winning numbers: 04 - 17 - 23 - 31 - 38 - 45   Bonus: 12\n"
        "Joker code: 482913 · Jackpot: €4,821,390\n"
        "Your ticket 7731-0042-18 matched 3 numbers: you won €9.60 (credited).\n"
        "Next draw: Wednesday, estimated jackpot €5,100,000.\n\n"
        "Play responsibly. 18+ only. Licence no. LG-2290/2021.\n"
    )
    cases.append(
        make(
            "k_lottery",
            sender="LuckyNine <draws@luckynine.bet>",
            subject="Draw 2025/026 results: you won €9.60",
            text=lotto,
            kinds=("lottery_stats", "codefree_talks_code", "text_only"),
        )
    )
    sports = (
        p("<b>Matchday 27</b>: Riverside 2-1 Harbour City (att. 48,213) · Northbank 0-0 Vale")
        + p("Fantasy: you scored 71 points, rank 104,882 of 2,419,330. Captain code bonus x2.")
        + p("Top stat: 482,913 passes completed this season across the league.")
    )
    cases.append(
        make(
            "k_sports",
            sender="Goalpost Fantasy <hq@goalpostfantasy.com>",
            subject="Matchday 27: you scored 71",
            html=_page("orbit", sports, "MD27"),
            kinds=("lottery_stats", "codefree_talks_code"),
        )
    )
    code = tok("fantasy", 6)
    cases.append(
        make(
            "k_sports_code",
            sender="Goalpost Fantasy <hq@goalpostfantasy.com>",
            subject="Your Goalpost login code",
            html=_page(
                "orbit",
                p("Your login code:")
                + code_box(code)
                + p("Matchday 27: 71 points, rank 104,882. Transfer deadline Friday 18:30."),
                "Login code",
            ),
            otp=code,
            kinds=("lottery_stats", "numbers_near_code"),
        )
    )
    thai = tok("th-otp", 6)
    ref = tok("th-ref", 4, "ABCDEFGHJKLMNPQRSTUVWXYZ")
    cases.append(
        make(
            "k_ref_code_otp",
            sender="Ledgerly <no-reply@ledgerly.finance>",
            subject="OTP for card activation",
            text=f"OTP = {thai} (Ref. {ref})\nFor activating card ending 4417. Valid 5 "
            "minutes. Do not disclose this OTP.\n",
            otp=thai,
            kinds=("reference_code", "text_only"),
        )
    )
    return cases


def links() -> list[Case]:
    cases = []
    target = f"https://id.fernhollow.app/verify-email?token={url_token('b64')}&uid=48213"
    path64 = urlsafe_b64encode(target.encode()).decode().rstrip("=")
    tracked = f"https://e.fernhollow.app/c/v2/{path64}/Zm9vYmFy/1"
    cases.append(
        make(
            "k_tracker_b64url_path",
            sender="Fernhollow <hi@fernhollow.app>",
            subject="Verify your email for Fernhollow",
            html=mjml_page(
                title="Verify",
                body=p("Welcome to Fernhollow! Please confirm your email address.")
                + button(tracked, "Verify email"),
                footer_html="Fernhollow Ltd · 11 Leith Walk, Edinburgh EH6 8LN",
            ),
            link=target,
            link_kind="verify",
            kinds=("tracker_recoverable", "magic_link"),
        )
    )
    target = f"https://accounts.brightmoor.io/reset?code={url_token('b64q', 24)}"
    q64 = b64encode(target.encode()).decode()
    tracked = f"https://clk.brightmoor.io/track/click?ep=reset&url={q64}&mid=48213"
    cases.append(
        make(
            "k_tracker_b64_query",
            sender="Brightmoor <accounts@brightmoor.io>",
            subject="Reset your Brightmoor password",
            html=plain_page(
                p("Reset your password by clicking below. The link is valid for 60 minutes.")
                + button(tracked, "Reset password")
            ),
            link=target,
            link_kind="reset",
            kinds=("tracker_recoverable", "magic_link"),
        )
    )
    target = f"https://portal.quayside-energy.co.uk/login/magic?t={url_token('safe')}"
    safe = (
        f"https://eur03.safelinks.protection.outlook.com/?url={enc(target)}&data=05%7C02%7C"
        "alex.morgan%40northwind-labs.com%7C7d1e%7C0&sdata=Jq8x2Lw%3D&reserved=0"
    )
    cases.append(
        make(
            "k_safelinks",
            sender="Quayside Energy <account@quayside-energy.co.uk>",
            subject="Your Quayside sign-in link",
            html=plain_page(
                p(
                    "Hello Alex, sign in to see your latest meter readings "
                    "(meter 48213390, tariff code E7)."
                )
                + p(f'<a href="{attr(safe)}">Sign in to your account</a>')
                + p("This link expires in 30 minutes.")
            ),
            link=target,
            link_kind="sign_in",
            kinds=("tracker_recoverable", "magic_link", "codefree_talks_code"),
        )
    )
    opaque = f"https://u4821390.ct.mailrelay-esp.net/ls/click?upn={url_token('opq', 120)}"
    cases.append(
        make(
            "k_tracker_opaque",
            sender="Fernhollow <hi@fernhollow.app>",
            subject="Your Fernhollow login link",
            html=mjml_page(
                title="Log in",
                body=p("Tap the button to log in. It expires in 15 minutes.")
                + button(opaque, "Log in to Fernhollow"),
                footer_html="Fernhollow Ltd",
            ),
            link=opaque,
            link_kind="sign_in",
            kinds=("tracker_opaque", "magic_link"),
        )
    )
    news_opaque = f"https://u4821390.ct.mailrelay-esp.net/ls/click?upn={url_token('opq-n', 120)}"
    cases.append(
        make(
            "k_tracker_opaque_news",
            sender="Fernhollow <news@fernhollow.app>",
            subject="5 ways to plan your garden this spring",
            html=mjml_page(
                title="News",
                body=p("Spring is here! Read our planting guide and use code BLOOM15 in the shop.")
                + button(news_opaque, "Read the guide"),
                footer_html="Fernhollow Ltd · unsubscribe",
            ),
            kinds=("tracker_opaque", "newsletter", "promo_code"),
        )
    )
    article = "https://blog.brightmoor.io/2025/04/pricing-update?utm_source=email"
    tracked = f"https://clk.brightmoor.io/track/click?url={enc(article)}&mid=48214"
    cases.append(
        make(
            "k_tracker_recoverable_news",
            sender="Brightmoor <news@brightmoor.io>",
            subject="Changes to our pricing from 1 May",
            html=plain_page(
                p(
                    "We're updating our prices from 1 May. Existing annual plans "
                    "keep their price until renewal."
                )
                + button(tracked, "Read the details")
            ),
            kinds=("tracker_recoverable", "newsletter"),
        )
    )
    web = f"https://www.loopway.fm/auth/email-login?token={url_token('twin')}"
    app = f"loopway://auth/email-login?token={url_token('twin')}"
    body = (
        p("Tap to log in to Loopway on this device.")
        + button(app, "Open the Loopway app", "#1db954")
        + p(f'Not on your phone? <a href="{attr(web)}">Log in in your browser</a>.')
    )
    cases.append(
        make(
            "k_app_twin",
            sender="Loopway <login@loopway.fm>",
            subject="Your Loopway login link",
            html=plain_page(body),
            link=web,
            link_kind="sign_in",
            kinds=("app_scheme_twin", "magic_link"),
        )
    )
    body = (
        p("Your Loopway Premium receipt: €10.99 for April 2025, invoice LW-48213390.")
        + button("loopway://account/subscription", "Open in app", "#1db954")
        + p('<a href="https://www.loopway.fm/account/receipts">View receipts</a>')
    )
    cases.append(
        make(
            "k_app_twin_receipt",
            sender="Loopway <billing@loopway.fm>",
            subject="Your Loopway receipt",
            html=plain_page(body),
            kinds=("app_scheme_twin", "receipt"),
        )
    )
    url = f"https://konto.bücherwelt.de/anmelden?token={url_token('idn')}"
    cases.append(
        make(
            "k_idn_link",
            sender="Bücherwelt <konto@xn--bcherwelt-9db.de>",
            subject="Your sign-in link for Bücherwelt",
            html=plain_page(
                p("Click to sign in to your Bücherwelt account:")
                + button(url, "Sign in")
                + p("Valid for 15 minutes.")
            ),
            link=url,
            link_kind="sign_in",
            kinds=("idn_host", "magic_link"),
        )
    )
    cases.append(
        make(
            "k_idn_footer",
            sender="Bücherwelt <news@xn--bcherwelt-9db.de>",
            subject="New this week at Bücherwelt",
            html=plain_page(
                p("12 new crime novels, and free delivery to postcode areas 10115-14199 this week.")
                + p(
                    '<a href="https://www.bücherwelt.de/neu">See what\'s new</a>'
                    ' · <a href="https://www.bücherwelt.de/abmelden">'
                    "Unsubscribe</a>"
                )
            ),
            kinds=("idn_host", "newsletter", "codefree_talks_code"),
        )
    )
    url = f"https://mójsklep.pl/konto/potwierdź-email/{url_token('pl-path', 32)}"
    cases.append(
        make(
            "k_nonascii_path",
            sender="Mój Sklep <konto@xn--mjsklep-m1a.pl>",
            subject="Confirm your email address",
            html=plain_page(
                p("Please confirm your email address for your Mój Sklep account.")
                + button(url, "Confirm")
            ),
            link=url,
            link_kind="verify",
            kinds=("non_ascii_path", "idn_host", "magic_link"),
        )
    )
    cases.append(
        make(
            "k_nonascii_path_news",
            sender="Mój Sklep <news@xn--mjsklep-m1a.pl>",
            subject="Spring sale: up to 40% off",
            html=plain_page(
                p("Spring sale! Use code WIOSNA40.")
                + button("https://mójsklep.pl/promocje/wiosenna-wyprzedaż", "Shop the sale")
            ),
            kinds=("non_ascii_path", "idn_host", "promo_code", "newsletter"),
        )
    )
    return cases


def carriers() -> list[Case]:
    cases = []
    url = f"https://www.tidemark.travel/account/login?auth={url_token('area')}"
    body = (
        p("Welcome back! Click the banner to sign in to your Tidemark account.")
        + '<img src="https://img.tidemark.travel/email/signin-banner.png" width="560" height="120" '
        'usemap="#m" alt="Sign in to Tidemark" style="display:block;border:0;">'
        f'<map name="m"><area shape="rect" coords="0,0,560,120" href="{attr(url)}" '
        'alt="Sign in"></map>' + p("The link works once and expires in 15 minutes.")
    )
    cases.append(
        make(
            "k_area_signin",
            sender="Tidemark Travel <hello@tidemark.travel>",
            subject="Sign in to Tidemark",
            html=_page("orbit", body, "Sign in"),
            auto_text=None,
            link=url,
            link_kind="sign_in",
            kinds=("area_href", "magic_link"),
        )
    )
    body = (
        p("Summer deals are here: Lisbon from €89, Split from €112.")
        + '<img src="https://img.tidemark.travel/email/summer.png" width="560" height="200" '
        'usemap="#s" alt="Summer deals">'
        '<map name="s"><area shape="rect" coords="0,0,280,200" href="https://www.tidemark.travel/'
        'deals/lisbon?cid=48213"><area shape="rect" coords="280,0,560,200" '
        'href="https://www.tidemark.travel/deals/split?cid=48213"></map>'
    )
    cases.append(
        make(
            "k_area_promo",
            sender="Tidemark Travel <deals@tidemark.travel>",
            subject="Summer deals from €89",
            html=_page("orbit", body, "Deals"),
            auto_text=None,
            kinds=("area_href", "newsletter"),
        )
    )
    url = f"https://id.quayside-energy.co.uk/email/verify?k={url_token('vml')}"
    body = (
        p("Verify your email to finish setting up online billing.")
        + vml_button(url, "Verify my email", fallback=False)
        + p("Account number 8841-2290-31")
    )
    cases.append(
        make(
            "k_vml_only",
            sender="Quayside Energy <account@quayside-energy.co.uk>",
            subject="Verify your email",
            html=_page("ledgr", body, "Verify"),
            auto_text=None,
            link=url,
            link_kind="verify",
            kinds=("vml", "magic_link"),
        )
    )
    body = p("Switch to our fixed tariff and save £120 a year.") + vml_button(
        "https://www.quayside-energy.co.uk/tariffs/fix-24?cid=48213", "See tariffs"
    )
    cases.append(
        make(
            "k_vml_promo",
            sender="Quayside Energy <news@quayside-energy.co.uk>",
            subject="Fix your price for 24 months",
            html=_page("ledgr", body, "Fix"),
            kinds=("vml", "newsletter"),
        )
    )
    url = f"https://lists.harborview-news.com/subscribe/confirm?id=48213&h={url_token('form', 20)}"
    body = (
        p("Please confirm that you want to receive the Harborview Morning Brief.")
        + f'<form action="{attr(url)}" method="post" style="text-align:center;">'
        '<button type="submit" style="background:#111;color:#fff;padding:12px 24px;border:0;">'
        "Yes, subscribe me</button></form>"
        + p("If you didn't sign up, ignore this email and you won't hear from us.")
    )
    cases.append(
        make(
            "k_form_confirm",
            sender="Harborview News <brief@harborview-news.com>",
            subject="Confirm your subscription",
            html=plain_page(body),
            auto_text=None,
            link=url,
            link_kind="confirm",
            kinds=("form_button", "magic_link"),
        )
    )
    body = (
        p("Find an order quickly: enter the order number (e.g. HV-48213390) below.")
        + '<form action="https://shop.harborview-news.com/orders/search" method="get">'
        '<input type="text" name="q" placeholder="Order number"><button type="submit">Search'
        "</button></form>"
    )
    cases.append(
        make(
            "k_form_search",
            sender="Harborview Shop <shop@harborview-news.com>",
            subject="Your Harborview shop account",
            html=plain_page(body),
            auto_text=None,
            kinds=("form_button", "codefree_talks_code"),
        )
    )
    url = (
        "https://accounts.stillwater-cloud.com/email/confirm?token="
        + url_token("flowed", 64)
        + "&redirect=%2Fdashboard%2Fwelcome"
    )
    cut = url[:60] + " \n" + url[60:]
    text = (
        "Hi Alex,\n\nPlease confirm your email address for Stillwater Cloud by opening this "
        "link:  \n" + cut + "\n\nThe link expires in 48 hours.\n\n-- \nStillwater Cloud\n"
    )
    cases.append(
        make(
            "k_flowed_link",
            sender="Stillwater Cloud <accounts@stillwater-cloud.com>",
            subject="Confirm your email address",
            text=text,
            flowed=True,
            text_cte="7bit",
            link=url,
            link_kind="verify",
            kinds=("flowed_url", "magic_link", "text_only"),
        )
    )
    article = (
        "https://stillwater-cloud.com/changelog/2025-04-object-storage-lifecycle-rules-and"
        "-cheaper-egress?ref=digest"
    )
    text = (
        "Stillwater Cloud changelog, April 2025\n\nLifecycle rules for object storage are here, "
        "and egress is 20% cheaper:  \n" + article[:58] + " \n" + article[58:] + "\n\n"
        "Status code 429 limits were raised to 4,800 requests per minute.\n"
    )
    cases.append(
        make(
            "k_flowed_news",
            sender="Stillwater Cloud <news@stillwater-cloud.com>",
            subject="Changelog: April 2025",
            text=text,
            flowed=True,
            text_cte="7bit",
            kinds=("flowed_url", "newsletter", "text_only", "error_code"),
        )
    )
    return cases


def events_and_lists() -> list[Case]:
    cases = []
    ics = (
        "BEGIN:VCALENDAR\nPRODID:-//Parlay Meet//EN\nVERSION:2.0\nMETHOD:REQUEST\nBEGIN:VEVENT\n"
        "DTSTART:20250403T150000Z\nDTEND:20250403T153000Z\nUID:48213390@parlaymeet.com\n"
        "SUMMARY:Quarterly review\nLOCATION:https://parlaymeet.com/j/84522910034?pwd=Xk2qW\n"
        "DESCRIPTION:Meeting ID: 845 2291 0034\\nPasscode: 482913\\n\nEND:VEVENT\nEND:VCALENDAR\n"
    )
    text = (
        "Priya Kapoor is inviting you to a scheduled Parlay Meet meeting.\n\n"
        "Topic: Quarterly review\nTime: Apr 3, 2025 03:00 PM London\n\n"
        "Join: https://parlaymeet.com/j/84522910034?pwd=Xk2qW\n\n"
        "Meeting ID: 845 2291 0034\nPasscode: 482913\n\n"
        "One tap mobile: +442034815237,,84522910034#,,,,*482913# United Kingdom\n"
    )
    cases.append(
        make(
            "k_meeting_invite",
            sender="Priya Kapoor <priya@northwind-labs.com>",
            subject="Invitation: Quarterly review @ Thu 3 Apr 2025 15:00",
            text=text,
            attachments=(Attachment("text/calendar; method=REQUEST", ics, "invite.ics", True),),
            kinds=("calendar", "meeting_passcode", "codefree_talks_code", "text_only"),
        )
    )
    digest = (
        "Send python-tools mailing list submissions to\n\tpython-tools@lists.pyforge.org\n\n"
        "Today's Topics:\n\n   1. Re: verification of wheels (Dana Ito)\n"
        "   2. exit code 2 from the resolver (Omar Haddad)\n\n"
        "----------------------------------------------------------------------\n\n"
        "Message: 1\nDate: Tue, 1 Apr 2025 09:12:44 +0200\nFrom: Dana Ito\n\n"
        "> the verification code path in 0.48.2 checks hashes twice\n"
        "Fixed in 0.48.3, see commit 7e4821a.\n\n"
        "Message: 2\nFrom: Omar Haddad\n\n"
        "  $ pyforge resolve --strict\n  error: conflict on numpy==2.2.4 (code 482913)\n"
        "  Process exited with code 2\n\n"
        "_______________________________________________\npython-tools mailing list\n"
        "https://lists.pyforge.org/mailman/listinfo/python-tools\n"
    )
    cases.append(
        make(
            "k_list_digest",
            sender="python-tools-request@lists.pyforge.org",
            subject="python-tools Digest, Vol 142, Issue 7",
            text=digest,
            headers=(("List-Id", "<python-tools.lists.pyforge.org>"),),
            kinds=("digest", "log_output", "codefree_talks_code", "text_only"),
        )
    )
    body = (
        p("Someone signed in to your Pulsewire account.")
        + rows(
            [
                ("When", "1 Apr 2025, 14:22 UTC"),
                ("Device", "Chrome on Windows"),
                ("Where", "Lisbon, Portugal (IP 83.22.141.7)"),
            ]
        )
        + p(
            f'Not you? <a href="https://app.pulsewire.io/account/lock?t={url_token("lk")}">'
            "Secure your account</a>. We will never ask for your password or a verification "
            "code by email."
        )
    )
    cases.append(
        make(
            "k_new_signin_alert",
            sender=PULSE,
            subject="New sign-in to Pulsewire",
            html=_page("pulse", body, "New sign-in"),
            kinds=("security_alert", "lock_link", "never_share"),
        )
    )
    return cases


def all_cases() -> list[Case]:
    return [
        *hidden_and_visible(),
        *alt_and_input(),
        *parts_disagree(),
        *attached_forwarded_quoted(),
        *signatures(),
        *encodings(),
        *code_notices(),
        *links(),
        *carriers(),
        *events_and_lists(),
    ]
