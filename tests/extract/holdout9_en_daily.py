"""Held-out set 9, English: the ordinary mail of a month (receipts, shipping, travel, bills,
bank and telecom notices, newsletters, social and CI notifications, calendar, people's
replies and forwards). None holds a code to type or a link to an account action, though
many hold numbers an over-eager reader could take for one."""

from __future__ import annotations

from tests.extract.holdout9_html import (
    attr,
    button,
    esp,
    gmail_quote,
    link,
    outlook_forward,
    p,
    simple,
)
from tests.extract.holdout9_mail import SOFT, Case, build
from tests.extract.holdout9_parts import esp_foot, ics, mk, pdf, rfc822, wrapped, wrapped64

ME = "Robin Castellan <robin.castellan@postfach-nord.de>"


def _cafe_receipt() -> Case:
    text = (
        "BEANHOUSE ROASTERY\n14 Quay Lane, Bristol BS1 4DJ\nVAT No. GB 301 7745 12\n\n"
        "Flat white            3.40\nCinnamon bun          2.95\n"
        "---------------------------\nTOTAL GBP             6.35\n\n"
        "VISA CONTACTLESS ****0932\nAUTH CODE: 083215\nTERMINAL ID: 40021877\n"
        "MERCHANT ID: 1182004471\nTXN 2025-03-07 08:41\n\nThank you! Collect a stamp next time.\n"
    )
    return mk(
        "en_beanhouse_receipt",
        kinds=["receipt", "card_auth", "lookalike", "plain_app"],
        sender="Beanhouse Roastery <receipts@payglide.co.uk>",
        subject="Your receipt from Beanhouse Roastery",
        text=text,
        cte="7bit",
    )


def _pemberly_order() -> Case:
    order_url = "https://www.pemberlybooks.com/account/orders/1102447188"
    html = esp(
        title="Order confirmation",
        pre="Thanks for your order 1102-4471-88",
        logo=("https://img.pemberlybooks.com/e/logo.png", "Pemberly Books"),
        blocks=[
            p("Thanks for your order, Robin!", "font-size:20px;font-weight:700;"),
            p("Order number: <b>1102-4471-88</b><br>Placed on 9 March 2025"),
            '<table width="100%" style="font-size:14px;"><tr><td>The Salt Path (paperback)</td>'
            '<td align="right">£9.99</td></tr><tr><td>Piranesi (hardback)</td><td align="right">'
            '£16.99</td></tr><tr><td><b>Total</b></td><td align="right"><b>£26.98</b></td></tr>'
            "</table>",
            button(order_url, "View your order", "#7a3b2e"),
        ],
        foot=esp_foot(
            "Pemberly Books Ltd",
            "3 Cathedral Yard, Exeter EX1 1HB",
            "pemberlybooks.com",
            "Company number 07731942",
            social="pemberlybooks",
        ),
    )
    return mk(
        "en_pemberly_order",
        kinds=["order", "esp", "lookalike", "vml_button"],
        sender="Pemberly Books <orders@pemberlybooks.com>",
        subject="Your Pemberly Books order 1102-4471-88",
        html=html,
    )


def _parcel_shipping() -> Case:
    track = "https://track.parcelnorth.com/t/PN448120931GB?lang=en"
    html = esp(
        title="Your parcel is on its way",
        pre="Tracking number PN448120931GB",
        logo=("https://parcelnorth.com/static/mail/pn.png", "Parcelnorth"),
        blocks=[
            p("Good news &ndash; your parcel from <b>Wrenfield Outdoor</b> is on its way."),
            p(
                "Tracking number: <b>PN448120931GB</b><br>Estimated delivery: Thursday 13 March, "
                "10:00&ndash;14:00"
            ),
            button(track, "Track your parcel", "#e4572e"),
            p(
                "Not in? Choose a safe place or a Parcelnorth point with code PNP-2291 "
                "(Elm Road Post Office)."
            ),
        ],
        foot=esp_foot(
            "Parcelnorth Ltd", "Unit 7, Trafford Park, Manchester M17 1SN", "parcelnorth.com"
        ),
    )
    return mk(
        "en_parcelnorth_shipping",
        kinds=["shipping", "esp", "lookalike"],
        sender="Parcelnorth <notifications@parcelnorth.com>",
        subject="Your parcel is on its way",
        html=html,
    )


def _kestrel_booking() -> Case:
    text = (
        "Booking confirmed\n\nBooking reference: K4ZP9Q\n\nLondon Gatwick (LGW) -> Lisbon (LIS)\n"
        "KA 2281 · Sat 22 Mar 2025 · dep 06:55 · arr 09:40\nSeat 14C · 1 cabin bag\n\n"
        "E-ticket number: 743 2190 558012\n\nManage your booking: "
        "https://www.kestrelair.aero/manage?pnr=K4ZP9Q&ln=CASTELLAN\n\n"
        "Online check-in opens 30 hours before departure.\n"
    )
    return mk(
        "en_kestrel_booking",
        kinds=["travel", "booking_ref", "alnum5", "lookalike"],
        sender="Kestrel Air <bookings@kestrelair.aero>",
        subject="Booking confirmation K4ZP9Q – London to Lisbon",
        text=text,
    )


def _kestrel_checkin() -> Case:
    url = "https://www.kestrelair.aero/checkin?pnr=K4ZP9Q&ln=CASTELLAN&src=mail"
    html = simple(
        "<h2>Check-in is open</h2><p>Your flight KA 2281 to Lisbon leaves on Saturday at 06:55. "
        "Check in now to get your boarding pass.</p>"
        f"<p>{button(url, 'Check in', '#0b3d91', vml=False)}</p>"
        "<p>Booking reference K4ZP9Q</p>"
    )
    return mk(
        "en_kestrel_checkin",
        kinds=["travel", "booking_ref", "lookalike"],
        sender="Kestrel Air <checkin@kestrelair.aero>",
        subject="Check in for your flight to Lisbon",
        html=html,
    )


def _mapleview_bill() -> Case:
    html = esp(
        title="Your bill is ready",
        pre="Your March bill: £84.12",
        logo=("https://www.mapleviewenergy.com/email/mv.png", "Mapleview Energy"),
        blocks=[
            p("Your latest bill is ready to view."),
            p(
                "Account number: <b>4471 9920 18</b><br>Amount due: <b>£84.12</b> by 28 March<br>"
                "Meter serial: E11Z 418299"
            ),
            button("https://my.mapleviewenergy.com/bills/latest", "View my bill", "#2f7d32"),
        ],
        foot=esp_foot(
            "Mapleview Energy Supply Ltd",
            "Registered office: 1 Kingsway, Cardiff "
            "CF10 3AN. Registered in England and Wales No. 09112733",
            "mapleviewenergy.com",
        ),
    )
    return mk(
        "en_mapleview_bill",
        kinds=["bill", "esp", "lookalike", "registry_number"],
        sender="Mapleview Energy <bills@mapleviewenergy.com>",
        subject="Your Mapleview Energy bill is ready",
        html=html,
    )


def _fennick_statement() -> Case:
    text = (
        "Your March statement is ready\n\nDear Robin Castellan,\n\nyour statement for the "
        "account ending 0932 is now available in Online Banking.\n\n"
        "Sign in to view it: https://www.fennickbank.com/login\n\n"
        "Sort code 40-11-62. For your security we never include full account numbers.\n"
    )
    return mk(
        "en_fennick_statement",
        kinds=["bank", "plain_app", "lookalike"],
        sender="Fennick Bank <statements@fennickbank.com>",
        subject="Your statement is ready",
        text=text,
        cte="7bit",
        attach=(pdf("statement-2025-03.pdf"),),
    )


def _wrenfield_promo() -> Case:
    html = esp(
        title="Spring into the hills",
        pre="20% off trail gear this weekend with WREN20",
        logo=("https://cdn.wrenfield.shop/email/logo.png", "Wrenfield Outdoor"),
        blocks=[
            '<img src="https://cdn.wrenfield.shop/email/spring.jpg" width="520" alt="Spring trail '
            'collection" style="display:block;width:100%;">',
            p("Spring into the hills: <b>20% off</b> trail shoes, packs and shells this weekend."),
            p("Use code <b>WREN20</b> at checkout. Ends Sunday 23:59."),
            button(
                wrapped("https://click.wrenfield.shop/r", "https://www.wrenfield.shop/spring"),
                "Shop the collection",
                "#264d3b",
            ),
        ],
        foot=esp_foot(
            "Wrenfield Outdoor Ltd",
            "Unit 12, Kendal Business Park, LA9 6NH",
            "wrenfield.shop",
            social="wrenfieldoutdoor",
        ),
    )
    return mk(
        "en_wrenfield_promo",
        kinds=["promo", "promo_code", "esp", "lookalike", "tracker_recoverable"],
        sender="Wrenfield Outdoor <news@wrenfield.shop>",
        subject="20% off trail gear – this weekend only",
        html=html,
        headers=(("List-Unsubscribe", "<https://wrenfield.shop/u/77a1>"),),
    )


def _social_comment() -> Case:
    url = "https://glimmer.social/p/9812374?comment=55120"
    html = simple(
        '<table><tr><td><img src="https://cdn.glimmer.social/a/dev-okafor.jpg" width="40" '
        'alt="Dev Okafor"></td><td><b>Dev Okafor</b> commented on your photo: '
        "&ldquo;Is that the ferry to Ryde? Looks freezing &#x1F976;&rdquo;</td></tr></table>"
        f"<p>{link(url, 'Reply')}</p>"
        '<p style="font-size:11px;color:#999">'
        f"{link('https://glimmer.social/settings/email', 'Turn off')}"
        " comment emails</p>"
    )
    return mk(
        "en_glimmer_comment",
        kinds=["social"],
        sender="Glimmer <notify@glimmer.social>",
        subject="Dev Okafor commented on your photo",
        html=html,
    )


def _calendar_invite() -> Case:
    join = "https://convene.video/j/81244719920?pwd=Zk9uQ2xkT1E4"
    text = (
        "Priya Raman has invited you to a meeting.\n\nQ2 roadmap review\nTuesday 18 March 2025 "
        "· 14:00 – 15:00 (GMT)\n\nJoin Convene meeting\n" + join + "\n\nMeeting ID: 812 4471 9920\n"
        "Passcode: 482913\n\nOne tap mobile: +441314601196,,81244719920#,,,,*482913#\n"
    )
    return mk(
        "en_convene_calendar_invite",
        kinds=["calendar", "meeting_passcode", "lookalike"],
        sender="Priya Raman <priya.raman@fernhollow.io>",
        subject="Invitation: Q2 roadmap review @ Tue 18 Mar 2025 14:00 - 15:00 (GMT)",
        text=text,
        attach=(
            ics(
                "Q2 roadmap review",
                "20250318T140000Z",
                join,
                "Priya Raman",
                "Meeting ID 812 4471 9920 Passcode 482913",
            ),
        ),
    )


def _webinar() -> Case:
    join = "https://convene.video/w/99120044?tk=Hc8v2LkqP0aR&uuid=WN_4rT"
    html = simple(
        "<p>Hi Robin,</p><p>Thank you for registering for <b>Scaling Postgres without "
        "tears</b>.</p><p>Date: Mar 20, 2025 05:00 PM London<br>Webinar ID: 991 2004 4128<br>"
        "Passcode: 771043</p>"
        f"<p>{button(join, 'Join webinar', '#0e71eb', vml=False)}</p>"
        "<p>Add to calendar: Google &middot; Outlook &middot; iCal</p>"
    )
    return mk(
        "en_convene_webinar",
        kinds=["meeting", "meeting_passcode", "lookalike"],
        sender="Convene Webinars <no-reply@convene.video>",
        subject="Scaling Postgres without tears Confirmation",
        html=html,
    )


def _person_reply() -> Case:
    quoted = (
        "<div>Hi Robin, could you send me the figures for the Lisbon offsite? We need the "
        "headcount by Friday.<br>Thanks, Priya</div>"
    )
    top = (
        "<div>Hi Priya,</div><div><br></div><div>Headcount is 23 (two maybes). Hotel quote "
        "is 4,180 EUR for three nights; I've put it in the shared sheet.</div><div><br></div>"
        "<div>Robin</div>"
    )
    html = gmail_quote(
        top,
        "On Mon, 10 Mar 2025 at 16:20, Priya Raman &lt;priya.raman@fernhollow.io&gt; wrote:",
        quoted,
    )
    return mk(
        "en_person_reply_offsite",
        kinds=["person", "quoted_reply"],
        sender="Hannah Lindqvist <hannah@fernhollow.io>",
        subject="Re: Lisbon offsite",
        html=html,
    )


def _forward_code() -> Case:
    quoted = "<p>Your Quillo sign-in code is <b>330 917</b>. It expires in 10 minutes.</p>"
    html = outlook_forward(
        "Tomasz &ndash; this arrived in the shared inbox, is it yours? I didn't request it.",
        "Quillo &lt;no-reply@quillo.app&gt;<br><b>Sent:</b> Wednesday, March 12, 2025 9:14 AM"
        "<br><b>To:</b> ops@fernhollow.io<br><b>Subject:</b> Your Quillo sign-in code",
        quoted,
    )
    return mk(
        "en_forward_quillo_code",
        kinds=["person", "forward", "lookalike"],
        sender="Hannah Lindqvist <hannah@fernhollow.io>",
        subject="FW: Your Quillo sign-in code",
        html=html,
    )


def _forward_link() -> Case:
    url = "https://app.inkwell.so/auth/email/callback?token=11aa0c9e7d2f4b6a&uid=u_88102"
    text = (
        "Fyi - this came to me, but the sign-in is for the shared Inkwell account you run. "
        "Did you request it? I haven't clicked it.\n\nDev\n\n"
        "---------- Forwarded message ---------\nFrom: Inkwell <login@inkwell.so>\n"
        "Date: Thu, 13 Mar 2025 at 11:02\nSubject: Sign in to Inkwell\nTo: <dev@okafor.me>\n\n"
        f"Click to sign in to Inkwell:\n{url}\n\nThis link expires in 1 hour.\n"
    )
    return mk(
        "en_forward_inkwell_link",
        kinds=["person", "forward"],
        sender="Dev Okafor <dev@okafor.me>",
        subject="Fwd: Sign in to Inkwell",
        text=text,
    )


def _rfc822_phish_check() -> Case:
    inner = build(
        mk(
            "inner",
            sender="Tidewater CU <online@tidewatercu-secure.com>",
            subject="Verify your account",
            text="Your verification code is 558120. Verify now: "
            "https://tidewatercu-secure.com/v?id=8812\n",
            cte="7bit",
        )
    )
    text = (
        "Hi Robin,\n\nI received the attached email and I'm not sure it's really from our credit "
        "union. I did not ask for a code. Can you check before I do anything?\n\nHannah\n"
    )
    return mk(
        "en_rfc822_phish_report",
        kinds=["rfc822", "person", "lookalike"],
        sender="Hannah Lindqvist <hannah@fernhollow.io>",
        to=ME,
        subject="Is this email genuine?",
        text=text,
        attach=(rfc822(inner),),
    )


def _ci_failed() -> Case:
    text = (
        "Run failed: CI - main (3f9c2e1)\n\natlas-web / test (3.12) failed in 4m 12s\n\n"
        "  FAILED tests/auth/test_login.py::test_otp_roundtrip - AssertionError: assert "
        "'482913' == '428913'\n  FAILED tests/auth/test_login.py::test_rate_limit - "
        "expected 429, got 200\n  2 failed, 318 passed in 251.07s\n\n"
        "View workflow run: https://ci.cobaltix.dev/fernhollow/atlas-web/runs/44718820\n\n"
        "You are receiving this because you are subscribed to this repository.\n"
    )
    return mk(
        "en_cobaltix_ci_failed",
        kinds=["ci", "log_output", "lookalike"],
        sender="Cobaltix CI <notifications@cobaltix.dev>",
        subject="[fernhollow/atlas-web] Run failed: CI - main (3f9c2e1)",
        text=text,
    )


def _ci_deploy_log() -> Case:
    html = simple(
        "<p>Deployment <b>#1182</b> of <b>atlas-web</b> to production succeeded.</p>"
        '<pre style="background:#111;color:#eee;padding:10px;font-size:12px">'
        "[08:41:02] pulling image registry.fernhollow.io/atlas-web:3f9c2e1\n"
        "[08:41:19] migrating: 0047_add_login_codes ... ok (812 ms)\n"
        "[08:41:20] health check /healthz 200 in 41 ms\n"
        "[08:41:20] verification code path smoke test: sent 604112, got 604112 OK\n"
        "[08:41:21] done</pre><p>Duration 19s</p>"
    )
    return mk(
        "en_cobaltix_deploy_log",
        kinds=["ci", "log_output", "lookalike"],
        sender="Cobaltix Deploy <deploy@cobaltix.dev>",
        subject="✅ atlas-web deployed to production (#1182)",
        html=html,
    )


def _lottery_results() -> Case:
    html = simple(
        "<h2>Powerdraw results &ndash; Saturday 15 March</h2>"
        "<p>Winning numbers: <b>07 &middot; 19 &middot; 26 &middot; 33 &middot; 41</b> "
        "Star ball <b>11</b></p><p>Jackpot: $14,000,000 (no winner, rolls over)<br>"
        "Draw number: 2841<br>Your tickets did not win this time.</p>"
    )
    return mk(
        "en_northstar_results",
        kinds=["lottery_stats", "lookalike", "newsletter"],
        sender="Northstar Lotto <results@northstarlotto.com>",
        subject="Powerdraw results for draw 2841",
        html=html,
    )


def _sports_digest() -> Case:
    text = (
        "PITCHSIDE DAILY\n\nFull time: Harbour City 3-1 Ashby Rovers (att. 28,411)\n"
        "Late kick-off: Kelda United 0-0 Millbrook\n\nTable top four: 1. Harbour City 61pts, "
        "2. Kelda 58, 3. Ashby 54, 4. Millbrook 51\n\nPlayer of the week: #10 Tomas Reyes, "
        "2 goals, 91% pass accuracy, 11.4 km covered\n\nRead more: https://pitchside.news/d/20250316\n"
    )
    return mk(
        "en_pitchside_digest",
        kinds=["lottery_stats", "newsletter"],
        sender="Pitchside Daily <daily@pitchside.news>",
        subject="Harbour City go three clear",
        text=text,
    )


def _analytics() -> Case:
    html = simple(
        '<h3>Weekly report &middot; fernhollow.io</h3><table style="font-size:14px">'
        "<tr><td>Visitors</td><td>18,204 (+6.1%)</td></tr><tr><td>Sign-ups</td><td>412</td></tr>"
        "<tr><td>Conversion</td><td>3.4%</td></tr><tr><td>Top page</td><td>/pricing (5,118 "
        "views)</td></tr><tr><td>Property ID</td><td>G-7Q2MP4XK</td></tr></table>"
    )
    return mk(
        "en_lumen_analytics",
        kinds=["report", "lottery_stats", "lookalike"],
        sender="Lumen Analytics <reports@lumenanalytics.io>",
        subject="Your weekly report: 18,204 visitors",
        html=html,
    )


def _security_alert() -> Case:
    lock = "https://accounts.quillo.app/security/lock?rt=f81c2a90b7d4e6&uid=55120"
    html = esp(
        title="New sign-in to your account",
        pre="New sign-in from Chrome on Windows",
        logo=("https://assets.quillo.app/email/logo@2x.png", "Quillo"),
        blocks=[
            p("We noticed a new sign-in to your Quillo account."),
            p(
                "<b>Chrome on Windows</b><br>Lisbon, Portugal &middot; 12 March, 22:41 WET<br>"
                "IP 203.0.113.44"
            ),
            p("If this was you, you don't need to do anything."),
            p(f"Not you? {link(lock, 'Lock your account')} and we'll sign out every device."),
        ],
        foot=esp_foot(
            "Quillo Labs, Inc.", "548 Market St PMB 80312, San Francisco, CA 94104", "quillo.app"
        ),
    )
    return mk(
        "en_quillo_security_alert",
        kinds=["security_alert", "lock_account", "esp"],
        sender="Quillo <security@quillo.app>",
        subject="New sign-in to your account",
        html=html,
    )


def _password_changed() -> Case:
    secure = "https://www.vaultgate.games/account/recover?rid=0c7e91aa42&reason=pwchange"
    text = (
        "Hello robin_c,\n\nThe password for your Vaultgate account was changed on 14 March "
        "2025 at 19:02 (UTC).\n\nIf you made this change, you can ignore this email.\n\n"
        f"If you didn't, secure your account now:\n{secure}\n\nThe Vaultgate Team\n"
    )
    return mk(
        "en_vaultgate_password_changed",
        kinds=["password_changed", "lock_account"],
        sender="Vaultgate <noreply@vaultgate.games>",
        subject="Your Vaultgate password has been changed",
        text=text,
        cte="7bit",
    )


def _backup_codes_only() -> Case:
    codes = ["qz4t-8mnp", "r2kd-7vxa", "h9wc-3ljb", "m6ye-1fsu", "t8pn-5gqr"]
    text = (
        "Two-factor authentication is now on\n\nYou'll be asked for a code from your "
        "authenticator app when you sign in to Tessellate Cloud.\n\nRecovery codes (each works "
        "once; store them offline):\n\n" + "\n".join(f"  {c}" for c in codes) + "\n\n"
        "Lost them? You can generate new ones in Settings > Security.\n"
    )
    return mk(
        "en_tessellate_2fa_on",
        kinds=["2fa_setup", "backup_codes", "plain_app"],
        sender="Tessellate Cloud <security@mail.tessellate.cloud>",
        subject="Two-factor authentication enabled",
        text=text,
        cte="7bit",
    )


def _account_deleted() -> Case:
    html = simple(
        "<p>Hi Robin,</p><p>As requested, your Halcyon Fitness account and membership data "
        "have been deleted. Reference: <b>DEL-88120</b>.</p><p>Invoices are kept for seven "
        "years as required by law.</p><p>Goodbye, and thanks for training with us.</p>"
    )
    return mk(
        "en_halcyon_account_deleted",
        kinds=["account_deletion", "reference_code", "lookalike"],
        sender="Halcyon Fitness <privacy@halcyonfit.com>",
        subject="Your account has been deleted",
        html=html,
    )


def _used_notice() -> Case:
    text = (
        "Your sign-in code 480112 was used at 14:02 today to sign in to Opalline Pay on an "
        "iPhone.\n\nIf this wasn't you, call us on 0800 046 1180.\n"
    )
    return mk(
        "en_opalline_code_used",
        kinds=["used_code", "security_alert", "lookalike"],
        sender="Opalline Pay <security@opalline.money>",
        subject="You signed in on a new iPhone",
        text=text,
        cte="7bit",
    )


def _expired_no_new() -> Case:
    html = simple(
        "<p>The verification code <b>118402</b> has expired.</p><p>For your security, codes are "
        "only valid for 10 minutes. Request a new one from the Tidewater Online Banking "
        "sign-in page.</p>"
    )
    return mk(
        "en_tidewater_expired",
        kinds=["expired_code", "bank", "lookalike"],
        sender="Tidewater CU <online@tidewatercu.org>",
        subject="Your code has expired",
        html=html,
    )


def _support_ticket() -> Case:
    text = (
        "Hi Robin,\n\nThanks for contacting Sprocketry. We've received your request and a "
        "member of the team will get back to you within 2 working days.\n\n"
        "Ticket: #48213\nReference code: CX-7Q2MP\nSubject: Wrong chainring size delivered\n\n"
        "Please keep the reference code in the subject line if you reply.\n\nSprocketry "
        "Support (powered by Deskwise)\n"
    )
    return mk(
        "en_sprocketry_ticket",
        kinds=["support", "reference_code", "lookalike"],
        sender="Sprocketry Support <support@sprocketry.store>",
        subject="[#48213] We've received your request",
        text=text,
        cte="7bit",
    )


def _antiphishing_promo() -> Case:
    html = simple(
        '<p style="background:#fff7d6;padding:8px">Anti-phishing code: <b>MOSSGATE</b></p>'
        "<h2>Zero-fee Fridays are back</h2><p>Trade BTC/EUR with 0% maker fees every Friday "
        "in March. Volume over 25,000 EUR enters you into prize draw 4471 (5 x 1,000 USDT).</p>"
    )
    return mk(
        "en_zephyrine_promo",
        kinds=["promo", "anti_phishing", "lookalike"],
        sender="Zephyrine <news@post.zephyrine.exchange>",
        subject="Zero-fee Fridays are back",
        html=html,
    )


def _registry_invoice() -> Case:
    text = (
        "Invoice INV-2025-004471\n\nAshgrove Accountants LLP\nBookkeeping, March 2025   GBP 240.00"
        "\nVAT 20%                            GBP  48.00\nTotal                              GBP "
        "288.00\n\nPayment: sort code 20-44-71, account 55129930\n\nRegistered in England and "
        "Wales, company number OC398812. VAT registration number GB 312 4455 21. ICAEW firm "
        "code C009981.\n"
    )
    return mk(
        "en_ashgrove_invoice",
        kinds=["bill", "registry_number", "lookalike"],
        sender="Ashgrove Accountants <accounts@ashgrove-accountants.co.uk>",
        subject="Invoice INV-2025-004471",
        text=text,
        cte="7bit",
        attach=(pdf("INV-2025-004471.pdf"),),
    )


def _hidden_decoy_newsletter() -> Case:
    html = esp(
        title="The Quillo Quarterly",
        pre="New: shared notebooks, offline mode and more",
        logo=("https://assets.quillo.app/email/logo@2x.png", "Quillo"),
        blocks=[
            '<div style="display:none;mso-hide:all;">Your verification code is 581204</div>',
            p(
                "<b>Shared notebooks are here.</b> Invite up to 10 people per notebook and see "
                "edits live."
            ),
            p("Offline mode now syncs 4x faster on Android 14."),
            button(
                wrapped64("https://e.quillo.app/c", "https://quillo.app/blog/shared-notebooks"),
                "Read the announcement",
                "#3f51b5",
            ),
        ],
        foot=esp_foot(
            "Quillo Labs, Inc.",
            "548 Market St PMB 80312, San Francisco, CA 94104",
            "quillo.app",
            social="quilloapp",
        ),
    )
    return mk(
        "en_quillo_newsletter_decoy",
        kinds=["newsletter", "hidden_css", "esp", "tracker_recoverable", "lookalike"],
        sender="Quillo <news@quillo.app>",
        subject="The Quillo Quarterly: shared notebooks",
        html=html,
    )


def _offscreen_honeypot() -> Case:
    html = simple(
        '<div style="position:absolute;left:-9999px;top:-9999px;"><a href="https://lists.'
        'almanack.pub/confirm?sub=8812&amp;bot=1">Confirm subscription</a></div>'
        "<h2>Almanack Weekly &middot; No. 118</h2><p>This week: how many people really work "
        "from home (about 27.8% of UK workers), and why the median commute grew to 58 minutes."
        '</p><p><a href="https://almanack.pub/118/remote-work">Read the issue</a></p>'
    )
    return mk(
        "en_almanack_honeypot",
        kinds=["newsletter", "hidden_css", "lottery_stats"],
        sender="Almanack Weekly <issue@almanack.pub>",
        subject="No. 118: the commute that grew",
        html=html,
    )


def _zero_font_decoy() -> Case:
    html = simple(
        '<span style="font-size:0px;line-height:0px;color:transparent;">code 447190 '
        "&#8199;&#65279;</span><p>Hi Robin, your March roundup from Nookshare: 14 desk bookings, "
        "3 meeting rooms, 41 coffees (we counted).</p><p>April passes are on sale now.</p>"
    )
    return mk(
        "en_nookshare_roundup_zero_font",
        kinds=["newsletter", "hidden_css", "lookalike"],
        sender="Nookshare <hello@nookshare.io>",
        subject="Your March at Nookshare",
        html=html,
    )


def _alt_banner() -> Case:
    html = simple(
        '<img src="https://cdn.sprocketry.store/e/shipped-banner.png" width="560" '
        'alt="Order 48213 is on its way" style="display:block">'
        "<p>Your order has left our warehouse in Leeds. Parcelnorth will deliver it in 1&ndash;2 "
        "working days.</p>"
    )
    return mk(
        "en_sprocketry_shipped_alt",
        kinds=["shipping", "alt_text", "lookalike"],
        sender="Sprocketry <orders@sprocketry.store>",
        subject="Your order is on its way",
        html=html,
    )


def _hidden_input() -> Case:
    html = simple(
        '<form action="https://survey.halcyonfit.com/r" method="post">'
        '<input type="hidden" name="respondent" value="771204">'
        "<p>How was your class with Jess on Tuesday?</p>"
        '<button name="score" value="5" type="submit">Loved it</button> '
        '<button name="score" value="3" type="submit">It was OK</button> '
        '<button name="score" value="1" type="submit">Not great</button></form>'
    )
    return mk(
        "en_halcyon_survey",
        kinds=["survey", "input_value", "form_button", "lookalike"],
        sender="Halcyon Fitness <feedback@halcyonfit.com>",
        subject="How was Tuesday's class?",
        html=html,
    )


def _pgp_release() -> Case:
    text = (
        "Fennel 3.2.1 is out.\n\nChanges:\n  * fix a crash when macros return nil (#4471)\n"
        "  * faster string escapes\n\nsha256 fennel-3.2.1.tar.gz\n"
        "  9f2c41e7a0b35d8816f0a2c4e9b77d31c0e5f6a2b9d4c8e1f7a3b5c2d6e8f0a1\n\n"
        "-- \nPhil, for the fennel-lang maintainers\n"
    )
    return mk(
        "en_fennel_release_pgp",
        kinds=["mailing_list", "pgp", "lookalike"],
        sender="Phil Hagelberg <phil@fennel-lang.org>",
        to="fennel-announce@lists.fennel-lang.org",
        subject="[ANN] Fennel 3.2.1",
        text=text,
        signed="pgp",
        cte="7bit",
        headers=(("List-Id", "<fennel-announce.lists.fennel-lang.org>"),),
    )


def _smime_hr() -> Case:
    html = simple(
        "<p>Dear colleagues,</p><p>payslips for March will be available on the 27th. Employee "
        "numbers (e.g. 004471) now appear in the top right of the payslip.</p>"
        "<p>Kind regards,<br>Anja Brandt<br>People Team, Fernhollow GmbH</p>"
    )
    return mk(
        "en_fernhollow_hr_smime",
        kinds=["person", "smime", "lookalike"],
        sender="Anja Brandt <anja.brandt@fernhollow.io>",
        to="all@fernhollow.io",
        subject="March payslips",
        html=html,
        signed="smime",
    )


def _digest() -> Case:
    text = (
        "Send atlas-dev mailing list submissions to atlas-dev@lists.fernhollow.io\n\n"
        "Today's Topics:\n\n   1. Re: flaky test_otp_roundtrip (Dev Okafor)\n"
        "   2. Release 4.7.0 schedule (Priya Raman)\n\n"
        "----------------------------------------------------------------------\n\n"
        "Message: 1\nDate: Thu, 13 Mar 2025 09:12:44 +0000\nFrom: Dev Okafor\n"
        "Subject: Re: flaky test_otp_roundtrip\n\nThe fixture seeds the generator with 1337, so "
        "the code is always 482913 locally; CI uses a random seed.\n\n"
        "------------------------------\n\nMessage: 2\nFrom: Priya Raman\n"
        "Subject: Release 4.7.0 schedule\n\nFreeze on 20 March, RC1 on the 24th, build 4471.\n\n"
        "End of atlas-dev Digest, Vol 12, Issue 31\n"
    )
    return mk(
        "en_atlas_dev_digest",
        kinds=["digest", "mailing_list", "log_output", "lookalike"],
        sender="atlas-dev-request@lists.fernhollow.io",
        subject="atlas-dev Digest, Vol 12, Issue 31",
        text=text,
        cte="7bit",
    )


def _charrefs_newsletter() -> Case:
    price = "".join(f"&#{ord(c)};" for c in "129.00")
    html = simple(
        f"<h2>Back in stock</h2><p>The Sprocketry Gravel Pro wheelset is back, now &#163;{price}. "
        "Only 40 sets in this batch (SKU 558201).</p>"
    )
    return mk(
        "en_sprocketry_restock_charrefs",
        kinds=["promo", "char_refs", "lookalike"],
        sender="Sprocketry <news@sprocketry.store>",
        subject="Back in stock: Gravel Pro",
        html=html,
    )


def _zw_preheader() -> Case:
    html = esp(
        title="Your Orlo bill",
        pre="Your bill for March is £24.00&zwnj;&#8203;&#8203;&#8203;",
        logo=("https://www.orlomobile.net/m/logo.png", "Orlo Mobile"),
        blocks=[
            p("Your bill for March is <b>£24.00</b>. We'll collect it by Direct Debit on 2 April."),
            p("Account 7730\u200b2291\u200b04 &middot; Mobile 07700 900461"),
            p("You've used 14.2 GB of your 20 GB allowance."),
        ],
        foot=esp_foot("Orlo Mobile Ltd", "PO Box 5512, Reading RG1 1AA", "orlomobile.net"),
    )
    return mk(
        "en_orlo_bill_zero_width",
        kinds=["bill", "telecom", "bidi_zw", "esp", "lookalike"],
        sender="Orlo Mobile <bills@orlomobile.net>",
        subject="Your Orlo bill is ready",
        html=html,
    )


def _qp_order() -> Case:
    text = (
        "Thanks for your order!\n\n" + "Order number: 55" + SOFT + "12093 — we'll email you "
        "when it ships.\n\n1 x Tiffin Bento Box, steel, 1.2 l    £34.00\n\nTiffin Kitchenware\n"
    )
    return mk(
        "en_tiffin_order_softbreak",
        kinds=["order", "qp_soft_break", "lookalike"],
        sender="Tiffin Kitchenware <shop@tiffin.menu>",
        subject="Order confirmation",
        text=text,
    )


def _subject_split_shipped() -> Case:
    html = simple(
        "<p>Your order 1182 0044 has shipped with Parcelnorth.</p><p>Track it in the app.</p>"
    )
    return mk(
        "en_subject_split_shipped",
        kinds=["shipping", "encoded_word_split", "lookalike"],
        sender="Larkspur Home <orders@larkspurhome.com>",
        subject=f"Order 1182{SOFT}0044 — shipped 📦",
        subject_enc="Q",
        html=html,
    )


def _flowed_article() -> Case:
    text = (
        "Hi Robin,\n\nthis is the piece I mentioned at lunch, worth reading before the offsite:\n"
        "https://almanack.pub/118/remote-work-and-the-long-commute-why-\n"
        "medians-mislead?ref=share\n\nSee you Thursday,\nHannah\n"
    ).replace("why-\n", "why- \n")
    return mk(
        "en_flowed_article",
        kinds=["person", "flowed_url"],
        sender="Hannah Lindqvist <hannah@fernhollow.io>",
        subject="that commute article",
        text=text,
        flowed=True,
        cte="7bit",
    )


def _area_newsletter() -> Case:
    html = simple(
        '<img src="https://cdn.harbourline.co.uk/e/spring-map.jpg" width="560" height="300" '
        'usemap="#routes" alt="Spring routes">'
        '<map name="routes"><area shape="rect" coords="0,0,280,300" '
        'href="https://www.harbourline.co.uk/routes/portsmouth-caen" alt="Portsmouth to Caen">'
        '<area shape="rect" coords="280,0,560,300" href="https://www.harbourline.co.uk/routes/'
        'poole-cherbourg" alt="Poole to Cherbourg"></map>'
        "<p>Spring crossings from £59 each way. Offer code SPRING59 ends 31 March.</p>"
    )
    return mk(
        "en_harbourline_area_promo",
        kinds=["promo", "area_href", "promo_code", "lookalike"],
        sender="Harbourline Ferries <offers@harbourline.co.uk>",
        subject="Spring crossings from £59",
        html=html,
    )


def _opaque_receipt() -> Case:
    html = simple(
        "<p>Thanks for riding with Zipline Cabs.</p><p>Trip on 8 March, 23:12 &middot; 6.4 km "
        "&middot; 17 min<br>Total <b>£14.60</b> charged to Visa &bull;&bull;&bull;&bull; 0932"
        '</p><p><a href="https://u2.zipline.cab/ls/click?upn=Zk1YQ0l2c2ZyU0p4TjU3dEl6a0lN'
        'RGc-3D-3D_8Hb2">Download PDF receipt</a></p>'
    )
    return mk(
        "en_zipline_receipt",
        kinds=["receipt", "tracker_opaque"],
        sender="Zipline Cabs <receipts@zipline.cab>",
        subject="Your Saturday night trip with Zipline",
        html=html,
    )


def _app_scheme_social() -> Case:
    html = simple(
        "<p><b>Priya Raman</b> mentioned you in a post.</p>"
        '<p><a href="glimmer://post/9812377">Open in the app</a> &middot; '
        '<a href="https://glimmer.social/p/9812377">View on the web</a></p>'
    )
    return mk(
        "en_glimmer_mention_app",
        kinds=["social", "app_scheme"],
        sender="Glimmer <notify@glimmer.social>",
        subject="Priya Raman mentioned you",
        html=html,
    )


def _gift_card() -> Case:
    html = simple(
        "<h2>You've received a gift card!</h2><p>Hannah sent you a &pound;25 Pemberly Books "
        "gift card: &ldquo;Happy birthday &ndash; buy something with dragons.&rdquo;</p>"
        "<p>Gift card number: <b>6041 1230 5520 8812</b><br>PIN: <b>4417</b></p>"
        "<p>Redeem it at checkout. It's valid for 5 years.</p>"
    )
    return mk(
        "en_pemberly_gift_card",
        kinds=["gift_card", "lookalike"],
        sender="Pemberly Books <gifts@pemberlybooks.com>",
        subject="Hannah sent you a Pemberly Books gift card",
        html=html,
    )


def _appointment() -> Case:
    text = (
        "Lumora Health: your appointment with Dr A. Mensah is confirmed for Wednesday 19 "
        "March at 08:50, Riverside Clinic, Room 4.\n\nConfirmation number: 448120\n"
        "NHS number ending 7731. To cancel, call 0117 496 0321.\n"
    )
    return mk(
        "en_lumora_appointment",
        kinds=["appointment", "lookalike", "plain_app"],
        sender="Lumora Health <appointments@lumorahealth.org>",
        subject="Appointment confirmed",
        text=text,
        cte="7bit",
    )


def _insurance_renewal() -> Case:
    html = simple(
        "<p>Your home insurance renews on 1 May.</p><p>Policy number: BM-7730-2291-04<br>"
        "New premium: &pound;212.40 a year (was &pound;198.00)<br>Customer code: 40218</p>"
        "<p>No action needed if you're happy to renew.</p>"
    )
    return mk(
        "en_brightmoor_renewal",
        kinds=["bill", "lookalike"],
        sender="Brightmoor Insurance <renewals@brightmoor-insurance.com>",
        subject="Your renewal documents",
        html=html,
        attach=(pdf("renewal.pdf"),),
    )


def _bank_transfer() -> Case:
    text = (
        "You've received money\n\nGBP 1,250.00 from FERNHOLLOW GMBH\nReference: EXP-CLAIM 99812374"
        "\nAvailable balance: GBP 3,412.08\n\nFennick Bank\n"
    )
    return mk(
        "en_fennick_incoming",
        kinds=["bank", "lookalike", "plain_app"],
        sender="Fennick Bank Alerts <alerts@notify.fennickbank.com>",
        subject="You've received GBP 1,250.00",
        text=text,
        cte="7bit",
    )


def _event_ticket() -> Case:
    html = simple(
        "<h2>Your tickets: Moon Pale &ndash; Live at the Roundhouse</h2><p>Fri 28 March, "
        "doors 19:00. Standing, 2 tickets.</p><p>Ticket numbers: 7731 2291 0412, 7731 2291 0413"
        "</p><p>Show the barcode in the Corvid app at the door.</p>"
    )
    return mk(
        "en_corvid_tickets",
        kinds=["tickets", "lookalike"],
        sender="Corvid Tickets <orders@corvidtickets.com>",
        subject="Your tickets for Moon Pale",
        html=html,
    )


def _donation() -> Case:
    text = (
        "Thank you for your gift of $50.00 to Open Rivers Trust.\n\nReceipt 2025-00418\n"
        "Open Rivers Trust is a 501(c)(3) nonprofit, EIN 84-1927705. No goods or services were "
        "provided in exchange for this contribution.\n"
    )
    return mk(
        "en_openrivers_donation",
        kinds=["receipt", "registry_number", "lookalike"],
        sender="Open Rivers Trust <give@openrivers.org>",
        subject="Thank you for your donation",
        text=text,
        cte="7bit",
    )


def _domain_renewal() -> Case:
    html = simple(
        "<p>fernhollow.io renews automatically on 2 April 2025 for $39.00.</p>"
        "<p>Order ID 4471-9920; payment method Visa ending 0932.</p>"
        '<p><a href="https://dash.registrarly.com/domains/fernhollow.io">Manage domain</a></p>'
    )
    return mk(
        "en_registrarly_renewal",
        kinds=["bill", "lookalike"],
        sender="Registrarly <billing@registrarly.com>",
        subject="fernhollow.io will renew in 14 days",
        html=html,
    )


def _cloud_invoice() -> Case:
    html = esp(
        title="Your invoice",
        pre="Invoice TCL-2025-03-0044718 is available",
        logo=("https://static.tessellate.cloud/mail/logo.png", "Tessellate Cloud"),
        blocks=[
            p("Your invoice for March is available: <b>€61.87</b>, paid by card."),
            p("Invoice TCL-2025-03-0044718 &middot; Customer number 55120"),
        ],
        foot=esp_foot(
            "Tessellate Cloud GmbH",
            "Rosenthaler Str. 40, 10178 Berlin",
            "tessellate.cloud",
            "Amtsgericht Charlottenburg HRB 231877 B, USt-IdNr. DE298117402",
        ),
    )
    return mk(
        "en_tessellate_invoice",
        kinds=["bill", "esp", "registry_number", "lookalike"],
        sender="Tessellate Cloud Billing <billing@mail.tessellate.cloud>",
        subject="Your Tessellate Cloud invoice",
        html=html,
    )


def _reset_expired() -> Case:
    html = simple(
        "<p>The password reset link you used has expired or was already used.</p>"
        f"<p>{link('https://pebblenote.co/forgot', 'Request a new link')}</p>"
    )
    return mk(
        "en_pebblenote_reset_expired",
        kinds=["expired_code"],
        sender="Pebblenote <no-reply@pebblenote.co>",
        subject="Reset link expired",
        html=html,
    )


def _job_alert() -> Case:
    html = simple(
        "<h3>5 new jobs for &ldquo;platform engineer&rdquo;</h3><ul><li>Senior Platform "
        "Engineer &ndash; Tessellate Cloud, Berlin &ndash; &euro;85k&ndash;105k</li><li>SRE "
        "&ndash; Opalline Pay, London</li></ul><p>Job ID 4471920 and 4471988 close soon.</p>"
    )
    return mk(
        "en_hireline_jobs",
        kinds=["newsletter", "lookalike"],
        sender="Hireline <alerts@hireline.jobs>",
        subject="5 new jobs for you",
        html=html,
    )


def _rent_reminder() -> Case:
    text = (
        "Hi Robin,\n\njust a reminder that April's rent (GBP 1,150) is due on Tuesday. Same "
        "account as usual, reference FLAT3-ALDER.\n\nCheers,\nMarek\n"
    )
    return mk(
        "en_landlord_rent",
        kinds=["person"],
        sender="Marek Nowicki <marek.n@mailbox.org>",
        subject="Rent reminder",
        text=text,
        cte="7bit",
    )


def _review_request() -> Case:
    html = simple(
        "<p>How did we do? Rate your recent order from Wrenfield Outdoor.</p><p>"
        + " ".join(
            f'<a href="https://reviews.trustlane.io/r/wf-55120?stars={n}">{"★" * n}</a>'
            for n in range(1, 6)
        )
        + "</p>"
    )
    return mk(
        "en_wrenfield_review",
        kinds=["survey"],
        sender="Wrenfield Outdoor via Trustlane <reviews@trustlane.io>",
        subject="How was your order?",
        html=html,
    )


def _school_newsletter() -> Case:
    text = (
        "Alder Row Primary – news for w/c 17 March\n\nWorld Book Day on Thursday: costumes "
        "welcome! Year 4 trip to the SS Great Britain, payment ref ARP-4471 via ParentPay by "
        "Friday. Lost property: 23 jumpers.\n"
    )
    return mk(
        "en_school_news",
        kinds=["newsletter", "lookalike"],
        sender="Alder Row Primary <office@alderrow.sch.uk>",
        subject="This week at Alder Row",
        text=text,
        cte="7bit",
    )


def _telecom_usage() -> Case:
    html = simple(
        "<p>You've used 80% of your 20 GB data allowance. It resets on 2 April.</p>"
        "<p>Add 5 GB for &pound;3: text DATA5 to 4471.</p>"
    )
    return mk(
        "en_orlo_data_usage",
        kinds=["telecom", "lookalike"],
        sender="Orlo Mobile <alerts@orlomobile.net>",
        subject="You've used 80% of your data",
        html=html,
    )


def _vml_only_promo() -> Case:
    href = "https://www.halcyonfit.com/classes/spring-challenge"
    html = simple(
        "<p>The Spring Challenge starts on 1 April: 20 classes in 30 days, prizes for every "
        "finisher.</p>" + button(href, "Join the challenge", "#d9480f")
    )
    return mk(
        "en_halcyon_challenge_vml",
        kinds=["promo", "vml_button"],
        sender="Halcyon Fitness <news@halcyonfit.com>",
        subject="Ready for the Spring Challenge?",
        html=html,
    )


def _subscription_renewal() -> Case:
    html = simple(
        "<p>Your Quillo Pro subscription renewed.</p><p>Amount: $4.99 &middot; Next renewal: "
        "14 April 2025 &middot; Receipt #2291-0412</p>"
        f'<p><a href="{attr("https://quillo.app/billing")}">Manage subscription</a></p>'
    )
    return mk(
        "en_quillo_receipt",
        kinds=["receipt", "lookalike"],
        sender="Quillo <billing@quillo.app>",
        subject="Your Quillo Pro receipt",
        html=html,
    )


CASES: tuple[Case, ...] = (
    _cafe_receipt(),
    _pemberly_order(),
    _parcel_shipping(),
    _kestrel_booking(),
    _kestrel_checkin(),
    _mapleview_bill(),
    _fennick_statement(),
    _wrenfield_promo(),
    _social_comment(),
    _calendar_invite(),
    _webinar(),
    _person_reply(),
    _forward_code(),
    _forward_link(),
    _rfc822_phish_check(),
    _ci_failed(),
    _ci_deploy_log(),
    _lottery_results(),
    _sports_digest(),
    _analytics(),
    _security_alert(),
    _password_changed(),
    _backup_codes_only(),
    _account_deleted(),
    _used_notice(),
    _expired_no_new(),
    _support_ticket(),
    _antiphishing_promo(),
    _registry_invoice(),
    _hidden_decoy_newsletter(),
    _offscreen_honeypot(),
    _zero_font_decoy(),
    _alt_banner(),
    _hidden_input(),
    _pgp_release(),
    _smime_hr(),
    _digest(),
    _charrefs_newsletter(),
    _zw_preheader(),
    _qp_order(),
    _subject_split_shipped(),
    _flowed_article(),
    _area_newsletter(),
    _opaque_receipt(),
    _app_scheme_social(),
    _gift_card(),
    _appointment(),
    _insurance_renewal(),
    _bank_transfer(),
    _event_ticket(),
    _donation(),
    _domain_renewal(),
    _cloud_invoice(),
    _reset_expired(),
    _job_alert(),
    _rent_reminder(),
    _review_request(),
    _school_newsletter(),
    _telecom_usage(),
    _vml_only_promo(),
    _subscription_renewal(),
)
