# ruff: noqa: E501
"""Held-out set 12 (issue 21): a month of four people's inboxes, labelled by hand.

A student, a small-business owner, a developer and a retiree, in 21 languages between them:
mostly everyday mail (newsletters, receipts, parcels, meetings, lists, family and colleagues),
and among it the account mail of many services built many ways. ``otp`` is the code the
reader would type (grouped codes typed without their spaces or dashes, other-script digits as
ASCII); ``link`` is the href the reader would click for their own account action (a
recoverable tracker's decoded target, an opaque tracker as written) and ``link_kind`` its kind.
Written blind to the extractor and to every other labelled set."""

from __future__ import annotations

import base64
from dataclasses import dataclass

from tests.extract.heldout import Labels
from tests.extract.holdout12_mail import button, code_box, esp, inner_mail, split_subject


@dataclass(frozen=True)
class Case(Labels):
    """One mail: its labels and how its sender wrote it."""

    lang: str = "en"
    sender: str = "Team <team@example.com>"
    to: str = "Dana Whitfield <dana.whitfield@inboxly.net>"
    subject: str = ""
    text: str | None = None
    html: str | None = None
    charset: str = "utf-8"
    cte: str = "quoted-printable"
    html_cte: str = ""
    raw_subject: str = ""
    headers: tuple[str, ...] = ()
    flowed: bool = False
    qp_cut: str = ""
    calendar: str = ""
    inner: bytes | None = None
    signature: str = ""


def mk(
    name: str,
    *,
    otp: str | None = None,
    link: str | None = None,
    kind: str | None = None,
    kinds: tuple[str, ...] = (),
    **how: object,
) -> Case:
    """A case; ``kind`` is the link's kind (only with ``link``)."""
    assert (link is None) == (kind is None), name
    return Case(name=name, otp=otp, link=link, link_kind=kind, kinds=kinds, **how)  # type: ignore[arg-type]


DEV = "Sam Okafor <sam@okafor.dev>"
OWNER = "Dana Whitfield <dana@whitfieldframes.co.uk>"

FOOT_US = (
    "You received this email because you have an account with {b}. "
    '<a href="https://{h}/settings/notifications">Notification settings</a> · '
    '<a href="https://{h}/privacy">Privacy</a><br>{b} Inc., 2200 Harbor Loop, Suite 410, '
    "Portland, OR 97209"
)


def foot(brand: str, host: str) -> str:
    return FOOT_US.format(b=brand, h=host)


def _codes_en() -> list[Case]:
    cases: list[Case] = []
    # 1 ESP sign-in code with a display:none decoy
    h = "quillhaven.io"
    cases.append(
        mk(
            "en_quillhaven_signin_hidden_decoy",
            otp="418207",
            kinds=("sign_in_code", "hidden_css", "esp_template", "expiry"),
            sender="Quillhaven <no-reply@quillhaven.io>",
            to=DEV,
            subject="Your Quillhaven sign-in code",
            html=esp(
                "Quillhaven",
                "<h2>Sign in to Quillhaven</h2><p>Enter this code on the sign-in screen:</p>"
                + code_box("418207")
                + '<div style="display:none">Backup verification 990143</div>'
                "<p>The code expires in 15 minutes. If you didn't try to sign in, you can ignore "
                "this email.</p>",
                preheader="Use 418207 to sign in",
                footer=foot("Quillhaven", h),
            ),
            text="Sign in to Quillhaven\n\nEnter this code on the sign-in screen: 418207\n\n"
            "The code expires in 15 minutes.\n",
        )
    )
    # 2 visibility:hidden decoy, code alphanumeric 6
    cases.append(
        mk(
            "en_tallowmere_verify_visibility_hidden",
            otp="7RQ2KD",
            kinds=("verify_code", "hidden_css", "alnum_code", "esp_template"),
            sender="Tallowmere Studio <accounts@tallowmere.app>",
            to=DEV,
            subject="Confirm your email for Tallowmere",
            html=esp(
                "Tallowmere",
                "<p>Hi Sam,</p><p>Thanks for creating a Tallowmere account. Paste this code "
                "into the app to confirm your email address:</p>"
                + code_box("7RQ2KD")
                + '<span style="visibility:hidden">code ZZ41PX</span>'
                "<p>— The Tallowmere team</p>",
                footer=foot("Tallowmere", "tallowmere.app"),
            ),
        )
    )
    # 3 zero font size decoy
    cases.append(
        mk(
            "en_orbitkeel_login_fontsize0",
            otp="603915",
            kinds=("sign_in_code", "hidden_css", "esp_template"),
            sender="Orbitkeel <security@orbitkeel.com>",
            to=DEV,
            subject="603915 is your Orbitkeel login code",
            html=esp(
                "Orbitkeel",
                '<p style="font-size:0;line-height:0">Ticket 552190</p>'
                "<p>Here is the login code you asked for:</p>"
                + code_box("603915")
                + "<p>It can be used once and is valid for 10 minutes.</p>",
                footer=foot("Orbitkeel", "orbitkeel.com"),
            ),
        )
    )
    # 4 white-on-white decoy
    cases.append(
        mk(
            "en_brindlepost_code_white_on_white",
            otp="285561",
            kinds=("sign_in_code", "hidden_css", "esp_template"),
            sender="Brindlepost <hello@brindlepost.com>",
            to=OWNER,
            subject="Your one-time passcode",
            html=esp(
                "Brindlepost",
                '<table width="100%"><tr><td style="background:#ffffff">'
                '<span style="color:#ffffff">passcode 771020</span></td></tr></table>'
                "<p>Your one-time passcode for Brindlepost Seller Hub is:</p>"
                + code_box("285561")
                + "<p>Don't share it with anyone. Brindlepost staff will never ask for it.</p>",
                footer=foot("Brindlepost", "brindlepost.com"),
            ),
        )
    )
    # 5 off-screen decoy, visible code in an input
    cases.append(
        mk(
            "en_ledgerlark_input_value_offscreen",
            otp="940377",
            kinds=("sign_in_code", "hidden_css", "input_value"),
            sender="Ledgerlark <noreply@ledgerlark.co>",
            to=OWNER,
            subject="Ledgerlark verification",
            html=esp(
                "Ledgerlark",
                '<div style="position:absolute;left:-9999px;top:-9999px">312448</div>'
                "<p>Copy the code below into Ledgerlark to continue:</p>"
                '<input type="text" readonly value="940377" style="font-size:26px;'
                'text-align:center;width:180px;border:1px solid #ccc">'
                "<p>This code expires at 14:05 UTC.</p>",
                footer=foot("Ledgerlark", "ledgerlark.co"),
            ),
        )
    )
    # 6 hidden code only (promo honeypot) -> none
    cases.append(
        mk(
            "en_promo_hidden_code_only",
            kinds=("hidden_css", "newsletter", "lookalike_number"),
            sender="Crumbwell Bakery <news@crumbwell.shop>",
            to=OWNER,
            subject="Autumn loaves are back 🍞",
            html=esp(
                "Crumbwell",
                '<div style="display:none;max-height:0;overflow:hidden">Your code 663201</div>'
                "<h1>Autumn loaves are back</h1><p>Pumpkin sourdough, rye with caraway and our "
                "apple cinnamon twist are back on the shelves from Friday.</p>"
                '<p><a href="https://crumbwell.shop/autumn">See the autumn menu</a></p>',
                footer="Crumbwell Bakery Ltd, 14 Mill Lane, Leeds LS2 7QT · Company no. 09876543 · "
                '<a href="https://crumbwell.shop/unsubscribe?u=8812">Unsubscribe</a>',
            ),
        )
    )
    # 7 code in image alt
    cases.append(
        mk(
            "en_pinecrest_code_in_alt",
            otp="512864",
            kinds=("alt_text", "sign_in_code"),
            sender="Pinecrest Credit Union <alerts@pinecrestcu.org>",
            to="Ruth Abernathy <ruth.abernathy@inboxly.net>",
            subject="Online banking: your security code",
            html=esp(
                "Pinecrest Credit Union",
                "<p>Dear Ruth Abernathy,</p><p>Your online banking security code is shown below.</p>"
                '<img src="https://static.pinecrestcu.org/otp/img/a81c.png" '
                'alt="Security code 512864" width="240" height="60">'
                "<p>Pinecrest will never call you to ask for this code.</p>",
                footer="Federally insured by NCUA. Routing number 256074974. "
                "Pinecrest Credit Union, PO Box 4410, Bend, OR 97701",
            ),
        )
    )
    # 8 alt text with order number only -> none
    cases.append(
        mk(
            "en_alt_order_number",
            kinds=("alt_text", "order", "lookalike_number"),
            sender="Hollowfield Garden Supply <orders@hollowfield.garden>",
            to="Ruth Abernathy <ruth.abernathy@inboxly.net>",
            subject="We've received your order",
            html=esp(
                "Hollowfield",
                "<p>Thanks, Ruth! Your order is being packed.</p>"
                '<img src="https://static.hollowfield.garden/o/badge.png" alt="Order 204417">'
                "<p>2 × Tulip bulbs 'Queen of Night' (25 pack) — $18.00<br>1 × Bone meal 2kg — "
                "$7.49</p><p>Total $25.49</p>"
                '<p><a href="https://hollowfield.garden/account/orders/204417">View order</a></p>',
                footer="Hollowfield Garden Supply, 88 Orchard Rd, Hood River, OR 97031",
            ),
        )
    )
    # 9 hidden input -> none (account settings mail with csrf)
    cases.append(
        mk(
            "en_survey_hidden_input",
            kinds=("input_value", "form_button", "lookalike_number"),
            sender="Fernwick Insurance <survey@fernwick-insure.com>",
            to=OWNER,
            subject="How did we do with claim 7730215?",
            html=esp(
                "Fernwick",
                "<p>Your claim 7730215 was closed last week. Would you recommend us?</p>"
                '<form action="https://survey.fernwick-insure.com/nps" method="post">'
                '<input type="hidden" name="resp" value="448812">'
                '<button name="score" value="10">Very likely</button> '
                '<button name="score" value="0">Not likely</button></form>',
                footer="Fernwick Insurance plc, registered in England no. 02113357",
            ),
        )
    )
    # 10 parts disagree: text part stale code, html new code
    cases.append(
        mk(
            "en_parts_disagree_html_wins",
            otp="076342",
            kinds=("parts_disagree", "sign_in_code"),
            sender="Gritstone Climbing <members@gritstone.club>",
            to=DEV,
            subject="Your member portal code",
            text="Your member portal code is 551908.\n\nGritstone Climbing\n",
            html=esp(
                "Gritstone",
                "<p>Your member portal code is</p>"
                + code_box("076342")
                + "<p>See you on the wall!</p>",
                footer="Gritstone Climbing CIC, Unit 4 Canal Works, Sheffield S3 8RU",
            ),
        )
    )
    # 11 parts disagree: text has a code, html is the newsletter -> none
    cases.append(
        mk(
            "en_parts_disagree_newsletter",
            kinds=("parts_disagree", "newsletter"),
            sender="Gritstone Climbing <members@gritstone.club>",
            to=DEV,
            subject="September at the wall",
            text="Your member portal code is 302118.\n",
            html=esp(
                "Gritstone",
                "<h2>September at the wall</h2><p>New routes on the north face, the bouldering "
                "league starts 12 September, and the café now does oat flat whites.</p>",
                footer="Gritstone Climbing CIC, Unit 4 Canal Works, Sheffield S3 8RU",
            ),
        )
    )
    # 12 rfc822 attached code mail only -> none
    cases.append(
        mk(
            "en_forward_as_attachment_code",
            kinds=("rfc822", "forward"),
            sender="Marjorie Abernathy <marj.abernathy@inboxly.net>",
            to="Ruth Abernathy <ruth.abernathy@inboxly.net>",
            subject="Fw: Your verification code",
            text="Ruthie, I got this odd email, is it from your bank? I didn't ask for any code.\n"
            "Love, Marj\n",
            inner=inner_mail(
                "Pinecrest Credit Union <alerts@pinecrestcu.org>",
                "Your verification code",
                "Your verification code is 884120. It expires in 10 minutes.\n",
            ),
        )
    )
    # 13 rfc822 attached older code, current mail has a new one
    cases.append(
        mk(
            "en_rfc822_older_code_current_new",
            otp="390561",
            kinds=("rfc822", "sign_in_code", "used_expired"),
            sender="Helpdesk Mossgate <help@mossgate.net>",
            to=DEV,
            subject="Re: [#88213] code not working",
            text="Hi Sam,\n\nThe code in the message you forwarded (attached) had already expired. "
            "I've issued a fresh one: 390561\n\nIt is valid for 30 minutes.\n\nTobias, Mossgate support\n",
            inner=inner_mail(
                "Mossgate <no-reply@mossgate.net>",
                "Mossgate sign-in code",
                "Your Mossgate sign-in code: 117094\n",
            ),
        )
    )
    # 14 inline Gmail forward of a code -> none
    cases.append(
        mk(
            "en_gmail_forward_code",
            kinds=("forward", "sign_in_code"),
            sender="Priya Raman <priya.raman@inboxly.net>",
            to=DEV,
            subject="Fwd: Your Kestrelbox login code",
            text="can you check whether this is phishing? thx\n\n"
            "---------- Forwarded message ---------\nFrom: Kestrelbox <login@kestrelbox.net>\n"
            "Date: Tue, Sep 8, 2026 at 9:41 AM\nSubject: Your Kestrelbox login code\n"
            "To: <priya.raman@inboxly.net>\n\n\nYour login code is 226419.\n"
            "It expires in 5 minutes.\n",
        )
    )
    # 15 Outlook reply quoting a code -> none
    cases.append(
        mk(
            "en_outlook_reply_quoted_code",
            kinds=("quoted_reply",),
            sender="Greg Dunmore <greg@dunmore-accounts.co.uk>",
            to=OWNER,
            subject="RE: VAT portal",
            text="Dana,\n\nDone, I've signed in and filed the return. No need to send the code again.\n\n"
            "Greg\n\n________________________________\nFrom: Dana Whitfield <dana@whitfieldframes.co.uk>\n"
            "Sent: 09 September 2026 10:02\nTo: Greg Dunmore\nSubject: VAT portal\n\n"
            "Hi Greg, the portal just sent me this: access code 509377. Can you log in now?\n",
        )
    )
    # 16 reply quoting an old code, current text has new one (code reissued by service support)
    cases.append(
        mk(
            "en_reply_quoted_old_new_code",
            otp="K4W9P",
            kinds=("quoted_reply", "alnum5", "alnum_code"),
            sender="Rowan at Larkspur <support@larkspur.health>",
            to="Ruth Abernathy <ruth.abernathy@inboxly.net>",
            subject="Re: Can't get into patient portal",
            text="Hello Ruth,\n\nSorry about that. Your new portal access code is K4W9P (letters are "
            "capitals). Please enter it within 24 hours.\n\nRowan\nLarkspur Health patient support\n\n"
            "On Mon, 7 Sep 2026 at 16:20, Ruth Abernathy wrote:\n> The code you sent, H2M7X, "
            "says it is invalid.\n> Ruth\n",
        )
    )
    # 17 PGP-signed mail with a code
    cases.append(
        mk(
            "en_pgp_signed_code",
            otp="731944",
            kinds=("signature", "sign_in_code"),
            sender="Forgejo at codeberth <noreply@codeberth.org>",
            to=DEV,
            subject="[codeberth] Sign-in verification",
            text="Someone (hopefully you) is signing in to codeberth.org as sokafor.\n\n"
            "Verification code: 731944\n\nThis code is valid for 10 minutes.\n\n-- \ncodeberth.org\n",
            cte="7bit",
            signature="pgp",
        )
    )
    # 18 PGP-signed mailing list post with key fingerprint -> none
    cases.append(
        mk(
            "en_pgp_signed_list_fingerprint",
            kinds=("signature", "mailing_list", "lookalike_number"),
            sender="Ilse Varga <ilse@varga.name>",
            to="dev-list <dev@lists.netherby.org>",
            subject="[netherby-dev] Release 4.12.0 tagged",
            text="Hi all,\n\nI've tagged 4.12.0 (commit 8c1e0b7). Tarballs are signed with my key:\n"
            "  9A2C 71B0 44E1 5F02 3D8A  6C19 E0B7 2214 8841 7C3F\n\nChangelog highlights: 37 "
            "fixes, 2 CVEs (CVE-2026-31877, CVE-2026-31902).\n\nIlse\n",
            cte="7bit",
            signature="pgp",
            headers=("List-Id: <dev.lists.netherby.org>",),
        )
    )
    # 19 S/MIME signed corporate code mail
    cases.append(
        mk(
            "en_smime_signed_vpn_code",
            otp="88203156",
            kinds=("signature", "sign_in_code"),
            sender="IT Service Desk <servicedesk@halvorsen-eng.com>",
            to=DEV,
            subject="VPN enrolment code",
            text="Hello,\n\nYour one-time VPN enrolment code is 8820 3156.\nEnter it in the "
            "Halvorsen Connect app within 2 hours.\n\nIT Service Desk, ext. 4400\n",
            signature="smime",
        )
    )
    # 20 S/MIME signed notice -> none
    cases.append(
        mk(
            "en_smime_signed_maintenance",
            kinds=("signature", "lookalike_number"),
            sender="IT Service Desk <servicedesk@halvorsen-eng.com>",
            to=DEV,
            subject="Planned maintenance CHG0041877",
            text="Change CHG0041877: the file servers will be offline on Saturday from 22:00 to "
            "02:00. Call ext. 4400 for anything urgent.\n",
            signature="smime",
        )
    )
    # 21 backup codes only -> none
    backup = "\n".join(
        f"  {a}-{b}"
        for a, b in (
            ("8812", "4471"),
            ("2093", "6610"),
            ("5527", "0184"),
            ("7731", "9022"),
            ("1468", "3395"),
            ("6047", "2258"),
        )
    )
    cases.append(
        mk(
            "en_backup_codes_list",
            kinds=("backup_codes", "twofa_setup"),
            sender="Mossgate <no-reply@mossgate.net>",
            to=DEV,
            subject="Two-factor authentication is on",
            text="You turned on two-factor authentication for Mossgate.\n\nKeep these backup codes "
            "somewhere safe. Each can be used once if you lose your phone:\n\n" + backup + "\n\n"
            "Manage 2FA at https://mossgate.net/settings/security\n",
        )
    )
    # 22 2FA setup confirmation code + backup codes
    cases.append(
        mk(
            "en_2fa_setup_confirm_plus_backup",
            otp="264810",
            kinds=("backup_codes", "twofa_setup"),
            sender="Halyard Payroll <security@halyardpay.com>",
            to=OWNER,
            html=esp(
                "Halyard",
                "<p>To finish turning on email two-step verification, enter this code:</p>"
                + code_box("264 810")
                + "<p>After that, store your recovery codes:</p><ul>"
                "<li><code>q7tk-2mfa</code></li><li><code>zp4d-88wn</code></li>"
                "<li><code>r2ve-61xh</code></li><li><code>bb9c-t0la</code></li></ul>",
                footer=foot("Halyard", "halyardpay.com"),
            ),
            subject="Finish setting up two-step verification",
        )
    )
    # 23 expired code, no new one
    cases.append(
        mk(
            "en_code_expired_no_new",
            kinds=("used_expired", "security_alert", "expiry"),
            sender="Kestrelbox <login@kestrelbox.net>",
            to=DEV,
            subject="Your login code expired",
            text="The login code 558203 you requested at 09:14 has expired and can no longer be "
            "used. Request a new one from the sign-in page if you still want to log in.\n",
        )
    )
    # 24 code used notice
    cases.append(
        mk(
            "en_code_used_notice",
            kinds=("used_expired", "security_alert"),
            sender="Quillhaven <no-reply@quillhaven.io>",
            to=DEV,
            subject="Sign-in code used",
            html=esp(
                "Quillhaven",
                "<p>The sign-in code <b>418207</b> was just used to sign in from Firefox on Linux "
                "(Lagos, NG).</p><p>If this was you, there's nothing to do.</p>",
                footer=foot("Quillhaven", "quillhaven.io"),
            ),
        )
    )
    # 25 expired + new code
    cases.append(
        mk(
            "en_expired_with_new_code",
            otp="903182",
            kinds=("used_expired", "spaced_code", "sign_in_code"),
            sender="Luma Mobile <myaccount@lumamobile.com>",
            to=OWNER,
            subject="New My Luma code",
            text="Your previous code 441902 expired.\n\nYour new My Luma code: 903 182\n\n"
            "Valid for 10 minutes. Never share it, not even with Luma staff.\n",
        )
    )
    return cases


def _codes_en_more() -> list[Case]:
    cases: list[Case] = []
    ruth = "Ruth Abernathy <ruth.abernathy@inboxly.net>"
    cases += [
        mk(
            "en_lottery_results",
            kinds=("lottery_sports", "newsletter", "lookalike_number"),
            sender="State Lottery Results <results@lottodraws.us>",
            to=ruth,
            subject="Saturday draw results",
            text="Saturday, September 12 draw\n\nWinning numbers: 07 19 23 34 41 Powerball 12\n"
            "Jackpot: $148 million\nDraw number: 3318\n\nCheck your tickets at your retailer.\n",
        ),
        mk(
            "en_lottery_login_code",
            otp="581204",
            kinds=("lottery_sports", "sign_in_code"),
            sender="LottoNorth <account@lottonorth.co.uk>",
            to=OWNER,
            subject="Your LottoNorth login code",
            text="Your LottoNorth login code is 581204.\n\nLast Saturday's numbers were 04 11 19 "
            "23 38 42 (bonus 17). Good luck!\n",
        ),
        mk(
            "en_sports_scores_digest",
            kinds=("lottery_sports", "lookalike_number"),
            sender="Touchline Daily <digest@touchlinedaily.com>",
            to=DEV,
            subject="Weekend scores: Rovers 3-1 United",
            text="Rovers 3-1 United (att. 41,208)\nCity 0-0 Athletic\nTable: Rovers 19 pts, City 17 "
            "pts\nTop scorer: Okonjo, 9 goals in 612 minutes\n",
        ),
        mk(
            "en_stats_report",
            kinds=("lottery_sports", "report", "lookalike_number"),
            sender="Plausive Analytics <reports@plausive.io>",
            to=DEV,
            subject="Weekly report for okafor.dev",
            text="Visitors: 12,481 (+8%)\nPageviews: 30,977\nBounce rate: 41%\nTop page: "
            "/blog/rust-async 4,208 views\nReport id 770431\n",
        ),
        mk(
            "en_ci_failure_log",
            kinds=("log_output", "lookalike_number"),
            sender="Buildkite-ish CI <ci@tarnbuild.dev>",
            to=DEV,
            subject="[tarnbuild] Build #4821 failed on main",
            text="Build #4821 failed (main, 3f9a11c)\n\n  step: test\n  exit code 137\n\n"
            "--- tail of log ---\n2026-09-10T11:22:41Z FAIL test_retry (0.483s)\n"
            "    assert 200 == 503\n2026-09-10T11:22:41Z pid 662104 killed (OOM)\n"
            "Error code: 449201\n",
        ),
        mk(
            "en_ci_device_code",
            otp="381920",
            kinds=("log_output", "verify_code"),
            sender="tarnbuild <security@tarnbuild.dev>",
            to=DEV,
            subject="Verify this device",
            text="A sign-in to tarnbuild needs verification.\n\nDevice verification code: 381920\n\n"
            'Request details:\n  ip=203.0.113.45 ts=2026-09-14T10:22:31Z ua="tarn-cli/2.8.1"\n',
        ),
        mk(
            "en_card_receipt_auth",
            kinds=("card_auth", "receipt", "lookalike_number"),
            sender="Harbor Street Coffee <receipts@squareish.example>",
            to=OWNER,
            subject="Receipt from Harbor Street Coffee",
            text="Harbor Street Coffee\n2 Flat white  £6.80\n1 Almond croissant  £3.20\nTotal "
            "£10.00\n\nVisa •••• 4432\nAuth code: 083921\nTerminal 0041  Txn 55012\n",
        ),
        mk(
            "en_3ds_payment_code",
            otp="772041",
            kinds=("card_auth", "payment_code", "expiry"),
            sender="Northway Bank <secure@northwaybank.co.uk>",
            to=OWNER,
            subject="Confirm your online payment",
            html=esp(
                "Northway Bank",
                "<p>You're paying <b>£49.90</b> to FRAMECRAFT SUPPLIES with your card ending "
                "<b>4432</b>.</p><p>Your one-time passcode is</p>"
                + code_box("772041")
                + "<p>It expires in 5 minutes. We'll never ask you for it by phone.</p>",
                footer="Northway Bank plc. Registered in England and Wales, number 01927744. "
                "Authorised by the PRA, FRN 114278.",
            ),
        ),
        mk(
            "en_reference_code_only",
            kinds=("reference_code", "support_ticket", "lookalike_number"),
            sender="Fernwick Insurance <claims@fernwick-insure.com>",
            to=OWNER,
            subject="We've received your claim",
            text="Thank you. Your claim reference code is FW-88127-C. Please quote it if you call "
            "us on 0345 600 1182.\n",
        ),
        mk(
            "en_reference_and_code",
            otp="6184",
            kinds=("reference_code", "sign_in_code"),
            sender="Brightwell Energy <myaccount@brightwell.energy>",
            to=ruth,
            subject="Your Brightwell code",
            text="Your Brightwell verification code is 6184.\n\nAccount reference: 4471-2290-18\n",
        ),
        mk(
            "en_anti_phishing_phrase_only",
            kinds=("anti_phishing", "security_alert"),
            sender="Cointrail <notify@cointrail.exchange>",
            to=DEV,
            subject="New withdrawal address added",
            text="Anti-phishing code: OTTER-BLUE-72\n\nA new withdrawal address was added to your "
            "account at 2026-09-03 18:02 UTC. Withdrawals to it are locked for 24 hours.\n",
        ),
        mk(
            "en_anti_phishing_plus_code",
            otp="446173",
            kinds=("anti_phishing", "sign_in_code"),
            sender="Cointrail <notify@cointrail.exchange>",
            to=DEV,
            subject="Cointrail login verification",
            text="Anti-phishing code: OTTER-BLUE-72\n\nYour login verification code: 446173\n"
            "Valid for 30 minutes.\n",
        ),
        mk(
            "en_subject_only_code",
            otp="330917",
            kinds=("subject_only", "sign_in_code"),
            sender="Wrenfield <noreply@wrenfield.app>",
            to=DEV,
            subject="330917 is your Wrenfield code",
            html=esp(
                "Wrenfield",
                "<p>Enter the code from the subject line to continue.</p>",
                footer=foot("Wrenfield", "wrenfield.app"),
            ),
        ),
        mk(
            "en_subject_order_number",
            kinds=("subject_only", "order", "lookalike_number"),
            sender="Wrenfield Shop <shop@wrenfield.app>",
            to=DEV,
            subject="Order 330921 confirmed",
            text="Thanks for your order. We'll email you when it ships.\n",
        ),
        mk(
            "en_code_split_encoded_words",
            otp="815236",
            kinds=("encoded_words_split", "subject_only"),
            sender="Dovetail Notes <auth@dovetailnotes.com>",
            to=DEV,
            subject="Dovetail code 815236 ✓",
            raw_subject=split_subject("Dovetail code ", "815236", " ✓"),
            text="Use the code in the subject to sign in to Dovetail.\n",
        ),
        mk(
            "en_qp_soft_break_code",
            otp="94017263",
            kinds=("qp_soft_break", "sign_in_code"),
            sender="Cobaltline Telecom <noreply@cobaltline.net>",
            to=OWNER,
            subject="Your Cobaltline code",
            text="Your Cobaltline verification code is 94017263 and is valid for 20 minutes.\n",
            qp_cut="94017263",
        ),
        mk(
            "en_qp_soft_break_order",
            kinds=("qp_soft_break", "shipping", "lookalike_number"),
            sender="Cobaltline Shop <shop@cobaltline.net>",
            to=OWNER,
            subject="Your router has shipped",
            text="Your router has shipped. Consignment number 55820193774 (Parcelworth).\n",
            qp_cut="55820193774",
        ),
        mk(
            "en_char_refs_code",
            otp="627180",
            kinds=("char_refs", "sign_in_code"),
            sender="Pennyroyal <login@pennyroyal.money>",
            to=OWNER,
            subject="Sign-in code",
            html=esp(
                "Pennyroyal",
                "<p>Your sign-in code:</p>" + code_box("&#54;&#50;&#55;&#x31;&#x38;&#48;"),
                footer=foot("Pennyroyal", "pennyroyal.money"),
            ),
        ),
        mk(
            "en_char_refs_phone",
            kinds=("char_refs", "lookalike_number"),
            sender="Pennyroyal <hello@pennyroyal.money>",
            to=OWNER,
            subject="We've moved offices",
            html=esp(
                "Pennyroyal",
                "<p>Our new support line is "
                "&#48;&#50;&#48;&#32;&#55;&#57;&#52;&#54;&#32;&#49;&#50;&#48;&#48;.</p>",
                footer=foot("Pennyroyal", "pennyroyal.money"),
            ),
        ),
        mk(
            "en_zero_width_code",
            otp="358402",
            kinds=("bidi_zw", "sign_in_code"),
            sender="Hushline <no-reply@hushline.chat>",
            to=DEV,
            subject="Hushline verification",
            text="Your Hushline code: 3\u200b5\u200b8\u200b4\u200b0\u200b2\n\nDon't share it.\n",
        ),
        mk(
            "en_zwnj_padded_newsletter",
            kinds=("bidi_zw", "newsletter", "lookalike_number"),
            sender="Hushline <news@hushline.chat>",
            to=DEV,
            subject="Hushline 3.4 is out",
            html=esp(
                "Hushline",
                "<p>Version 3.4 adds 12 new themes and cuts start-up time by "
                "40%. Build 240918.</p>",
                preheader="Build 240918 is rolling out",
                footer=foot("Hushline", "hushline.chat"),
            ),
        ),
        mk(
            "en_dashed_code",
            otp="482913",
            kinds=("dashed_code", "verify_code"),
            sender="Siltstone <verify@siltstone.io>",
            to=DEV,
            subject="Verify your email",
            text="Welcome to Siltstone!\n\nYour verification code is 482-913.\n",
        ),
        mk(
            "en_fullwidth_code",
            otp="205816",
            kinds=("script_digits", "sign_in_code"),
            sender="Kumo Notes <no-reply@kumonotes.app>",
            to=DEV,
            subject="Kumo Notes sign-in",
            text="Your sign-in code: \uff12\uff10\uff15\uff18\uff11\uff16\n",
        ),
        mk(
            "en_code_in_button_cell",
            otp="VXN38T",
            kinds=("code_in_button", "alnum_code"),
            sender="Fablecart <hello@fablecart.com>",
            to=OWNER,
            subject="Your Fablecart verification code",
            html=esp(
                "Fablecart",
                "<p>Tap the code to copy it:</p>"
                '<table><tr><td style="background:#222;border-radius:8px;padding:14px 28px;'
                'color:#fff;font-size:24px;letter-spacing:4px">VXN38T</td></tr></table>',
                footer=foot("Fablecart", "fablecart.com"),
            ),
        ),
        mk(
            "en_alnum5_code",
            otp="J8R4Q",
            kinds=("alnum5", "alnum_code", "verify_code"),
            sender="Gannet Rail <tickets@gannetrail.com>",
            to=ruth,
            subject="Confirm your email address",
            text="Hello Ruth,\n\nTo confirm this email address for your Gannet Rail account, "
            "enter J8R4Q in the app.\n",
        ),
        mk(
            "en_alnum5_sku",
            kinds=("alnum5", "receipt", "lookalike_number"),
            sender="Gannet Rail <tickets@gannetrail.com>",
            to=ruth,
            subject="Your e-ticket",
            text="Your e-ticket for Sat 19 Sep\nYork → Edinburgh 10:04, Coach C seat 42\n"
            "Ticket code: H4K9T\nBooking ref: 7720-9914\n",
        ),
    ]
    return cases


def _links_en() -> list[Case]:
    dev, ruth = DEV, "Ruth Abernathy <ruth.abernathy@inboxly.net>"
    magic = "https://app.quillhaven.io/auth/magic?token=qh_5tV0rX2mKp9LsA7w"
    verify = "https://siltstone.io/verify-email/8f2c61ab90de44a1b3c7"
    reset = "https://accounts.pennyroyal.money/password/reset?key=prX91kQe2T"
    tracked = "https://www.dovetailnotes.com/login/link?t=dn-44Hq01Zw8PaE"
    b64 = base64.urlsafe_b64encode(b"https://my.brindlepost.com/activate?k=bp-772a9c1").decode()
    opaque = "https://e.fablecart.com/c/eJyNkE1OwzAQRe_iVR2J4p84Tpw9vQN_DUkWpRQ"
    flowed_url = (
        "https://gitmoor.dev/users/confirm_email?confirmation_token=Gm8ZrQ1x7cVe4TnL2aPw5Ks"
    )
    return [
        mk(
            "en_magic_link_esp_lock",
            link=magic,
            kind="sign_in",
            kinds=("magic_link", "lock_link", "esp_template"),
            sender="Quillhaven <no-reply@quillhaven.io>",
            to=dev,
            subject="Your Quillhaven sign-in link",
            html=esp(
                "Quillhaven",
                "<p>Click the button to sign in. The link works once, for 15 "
                "minutes.</p>"
                + button(magic, "Sign in to Quillhaven")
                + '<p style="font-size:12px">Didn\'t request this? <a href="https://app.'
                'quillhaven.io/auth/lock?token=qh_lk_88ZpQ">Lock my account</a></p>',
                footer=foot("Quillhaven", "quillhaven.io"),
            ),
        ),
        mk(
            "en_new_signin_lock_only",
            kinds=("lock_link", "security_alert"),
            sender="Quillhaven <no-reply@quillhaven.io>",
            to=dev,
            subject="New sign-in to Quillhaven",
            html=esp(
                "Quillhaven",
                "<p>New sign-in from Chrome on Windows near Abuja, NG at 02:14 "
                "WAT.</p><p>Not you? "
                + button(
                    "https://app.quillhaven.io/auth/lock?token=qh_lk_19XcVb",
                    "Lock my account",
                    "#c0392b",
                )
                + "</p>",
                footer=foot("Quillhaven", "quillhaven.io"),
            ),
        ),
        mk(
            "en_verify_email_plain",
            link=verify,
            kind="verify",
            kinds=("magic_link", "plain_app"),
            sender="Siltstone <verify@siltstone.io>",
            to=dev,
            subject="Please verify your email",
            text=f"Hi Sam,\n\nPlease verify your email address by opening this link:\n\n{verify}\n\n"
            "If you didn't sign up for Siltstone, ignore this email.\n",
            cte="7bit",
        ),
        mk(
            "en_reset_password_amp",
            link=reset + "&uid=20931",
            kind="reset",
            kinds=("magic_link", "char_refs"),
            sender="Pennyroyal <login@pennyroyal.money>",
            to=OWNER,
            subject="Reset your password",
            html=esp(
                "Pennyroyal",
                "<p>We got a request to reset your Pennyroyal password.</p>"
                + button(reset + "&amp;uid=20931", "Choose a new password")
                + "<p>This link expires in 1 hour.</p>",
                footer=foot("Pennyroyal", "pennyroyal.money"),
            ),
        ),
        mk(
            "en_tracker_recoverable_login",
            link=tracked,
            kind="sign_in",
            kinds=("magic_link", "tracker_recoverable"),
            sender="Dovetail Notes <auth@dovetailnotes.com>",
            to=dev,
            subject="Log in to Dovetail",
            html=esp(
                "Dovetail",
                "<p>Here's your one-click login link.</p>"
                + button(
                    "https://click.dovetailnotes.com/ls/click?upn=u001.Xy7&amp;url=https%3A%2F%2F"
                    "www.dovetailnotes.com%2Flogin%2Flink%3Ft%3Ddn-44Hq01Zw8PaE",
                    "Log in",
                ),
                footer=foot("Dovetail", "dovetailnotes.com"),
            ),
        ),
        mk(
            "en_tracker_b64_activate",
            link="https://my.brindlepost.com/activate?k=bp-772a9c1",
            kind="confirm",
            kinds=("magic_link", "tracker_recoverable"),
            sender="Brindlepost <hello@brindlepost.com>",
            to=OWNER,
            subject="Activate your seller account",
            html=esp(
                "Brindlepost",
                "<p>One last step: activate your Brindlepost seller account.</p>"
                + button(f"https://t.brindlepost.com/r/{b64}", "Activate account"),
                footer=foot("Brindlepost", "brindlepost.com"),
            ),
        ),
        mk(
            "en_tracker_opaque_verify",
            link=opaque,
            kind="verify",
            kinds=("magic_link", "tracker_opaque"),
            sender="Fablecart <hello@fablecart.com>",
            to=OWNER,
            subject="Confirm your email address",
            html=esp(
                "Fablecart",
                "<p>Confirm your email so we can send order updates.</p>"
                + button(opaque, "Verify email"),
                footer=foot("Fablecart", "fablecart.com"),
            ),
        ),
        mk(
            "en_newsletter_trackers",
            kinds=("tracker_recoverable", "tracker_opaque", "newsletter"),
            sender="The Framer's Bench <bench@framersbench.news>",
            to=OWNER,
            subject="Issue 112: gilding on a budget",
            html=esp(
                "Framer's Bench",
                "<h2>Gilding on a budget</h2><p>Imitation leaf, size, and "
                'patience.</p><p><a href="https://click.framersbench.news/ls/click?url=https'
                '%3A%2F%2Fframersbench.news%2Fissue-112%2Fgilding">Read the article</a> · '
                '<a href="https://e.framersbench.news/c/eJxVjEEOgyAQRe9y">Shop leaf</a></p>',
                footer='<a href="https://framersbench.news/unsubscribe?id=55812">Unsubscribe</a>',
            ),
        ),
        mk(
            "en_app_scheme_twin",
            link="https://hushline.chat/l/verify?c=hl7Qm2Zp",
            kind="verify",
            kinds=("magic_link", "app_scheme"),
            sender="Hushline <no-reply@hushline.chat>",
            to=dev,
            subject="Verify your device",
            html=esp(
                "Hushline",
                "<p>Open on the phone you're setting up:</p>"
                + button("hushline://verify?c=hl7Qm2Zp", "Open in Hushline")
                + '<p>Or on the web: <a href="https://hushline.chat/l/verify?c=hl7Qm2Zp">'
                "https://hushline.chat/l/verify?c=hl7Qm2Zp</a></p>",
                footer=foot("Hushline", "hushline.chat"),
            ),
        ),
        mk(
            "en_app_scheme_article",
            kinds=("app_scheme", "newsletter"),
            sender="Touchline Daily <digest@touchlinedaily.com>",
            to=dev,
            subject="Your morning briefing",
            html=esp(
                "Touchline",
                "<p>Rovers' keeper out for six weeks.</p>"
                '<p><a href="touchline://article/88120">Read in the app</a> · '
                '<a href="https://touchlinedaily.com/a/88120">Read on the web</a></p>',
                footer='<a href="https://touchlinedaily.com/prefs">Preferences</a>',
            ),
        ),
        mk(
            "en_flowed_wrapped_confirm",
            link=flowed_url,
            kind="verify",
            kinds=("magic_link", "flowed_url", "plain_app"),
            sender="Gitmoor <noreply@gitmoor.dev>",
            to=dev,
            subject="Confirm your email address",
            text="Sam Okafor,\n\nConfirm your email address for your Gitmoor account:\n\n"
            + flowed_url[:52]
            + " \n"
            + flowed_url[52:]
            + "\n\nThanks,\nGitmoor\n",
            flowed=True,
            cte="7bit",
        ),
        mk(
            "en_flowed_wrapped_article",
            kinds=("flowed_url", "mailing_list"),
            sender="Ilse Varga <ilse@varga.name>",
            to="dev-list <dev@lists.netherby.org>",
            subject="[netherby-dev] benchmark write-up",
            text="Write-up of the allocator benchmarks is here:\n\nhttps://blog.varga.name/2026/09"
            "/allocator-benchm \narks-part-two-with-jemalloc-and-mimalloc\n\nComments welcome.\n",
            flowed=True,
            cte="7bit",
        ),
        mk(
            "en_area_href_signin",
            link="https://portal.larkspur.health/login/otl?k=LH-20aa91f3",
            kind="sign_in",
            kinds=("magic_link", "area_href"),
            sender="Larkspur Health <portal@larkspur.health>",
            to=ruth,
            subject="Your patient portal link",
            html=esp(
                "Larkspur Health",
                "<p>Tap the banner to open your portal.</p>"
                '<img src="https://static.larkspur.health/b.png" usemap="#m" width="500" '
                'alt="Open my portal"><map name="m"><area shape="rect" coords="0,0,500,80" '
                'href="https://portal.larkspur.health/login/otl?k=LH-20aa91f3" alt="Open my '
                'portal"></map>',
                footer="Larkspur Health, 300 Birch St, Eugene, OR 97401",
            ),
        ),
        mk(
            "en_area_href_catalog",
            kinds=("area_href", "newsletter"),
            sender="Hollowfield Garden Supply <news@hollowfield.garden>",
            to=ruth,
            subject="Bulb catalog 2026",
            html=esp(
                "Hollowfield",
                '<img src="https://static.hollowfield.garden/c.png" '
                'usemap="#c" alt="Catalog"><map name="c"><area shape="rect" '
                'coords="0,0,250,200" href="https://hollowfield.garden/tulips"><area '
                'shape="rect" coords="250,0,500,200" href="https://hollowfield.garden/'
                'daffodils"></map>',
                footer="Hollowfield Garden Supply",
            ),
        ),
        mk(
            "en_vml_button_reset",
            link="https://id.orbitkeel.com/reset/confirm?t=OK-r3s9Pq2",
            kind="reset",
            kinds=("magic_link", "vml"),
            sender="Orbitkeel <security@orbitkeel.com>",
            to=dev,
            subject="Reset your Orbitkeel password",
            html=esp(
                "Orbitkeel",
                "<p>Use the button to set a new password.</p>"
                '<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" '
                'href="https://id.orbitkeel.com/reset/confirm?t=OK-r3s9Pq2" style="height:40px;'
                'width:220px" fillcolor="#2d6cdf"><center>Reset password</center></v:roundrect>'
                "<![endif]--><!--[if !mso]><!-->"
                + button("https://id.orbitkeel.com/reset/confirm?t=OK-r3s9Pq2", "Reset password")
                + "<!--<![endif]-->",
                footer=foot("Orbitkeel", "orbitkeel.com"),
            ),
        ),
        mk(
            "en_form_button_confirm",
            link="https://lists.netherby.org/confirm?token=nb-5512ea0c",
            kind="confirm",
            kinds=("magic_link", "form_button", "mailing_list"),
            sender="netherby lists <lists-owner@lists.netherby.org>",
            to=dev,
            subject="Confirm your subscription to dev@lists.netherby.org",
            html="<html><body><p>Someone asked to subscribe sam@okafor.dev to dev@lists.netherby.org."
            '</p><form method="get" action="https://lists.netherby.org/confirm?token=nb-5512ea0c">'
            '<button type="submit">Confirm subscription</button></form>'
            "<p>If it wasn't you, do nothing.</p></body></html>",
        ),
        mk(
            "en_idn_host_signin",
            link="https://konto.gärtnerei-lindqvist.de/anmelden?t=GL7730xk",
            kind="sign_in",
            kinds=("magic_link", "idn"),
            sender="Gärtnerei Lindqvist <konto@xn--grtnerei-lindqvist-4qb.de>",
            to=ruth,
            subject="Your login link",
            text="Hello Ruth,\n\nHere is your login link for our shop:\n"
            "https://konto.gärtnerei-lindqvist.de/anmelden?t=GL7730xk\n\nKind regards\n",
        ),
        mk(
            "en_idn_host_newsletter",
            kinds=("idn", "newsletter"),
            sender="Gärtnerei Lindqvist <news@xn--grtnerei-lindqvist-4qb.de>",
            to=ruth,
            subject="Autumn planting tips",
            text="Plant garlic now! Our guide: https://gärtnerei-lindqvist.de/ratgeber/knoblauch\n",
        ),
        mk(
            "en_invite_accept",
            link="https://app.ledgerlark.co/invites/accept/lk_inv_0c81f2",
            kind="other",
            kinds=("magic_link", "invitation"),
            sender="Ledgerlark <noreply@ledgerlark.co>",
            to=OWNER,
            subject="Greg Dunmore invited you to Whitfield Frames on Ledgerlark",
            html=esp(
                "Ledgerlark",
                "<p>Greg Dunmore invited you to collaborate on the books of "
                "<b>Whitfield Frames Ltd</b>.</p>"
                + button(
                    "https://app.ledgerlark.co/invites/accept/lk_inv_0c81f2", "Accept invitation"
                ),
                footer=foot("Ledgerlark", "ledgerlark.co"),
            ),
        ),
        mk(
            "en_approve_signin",
            link="https://account.cointrail.exchange/approve?r=ct_ap_91fe2",
            kind="other",
            kinds=("magic_link", "security_alert"),
            sender="Cointrail <notify@cointrail.exchange>",
            to=dev,
            subject="Approve new sign-in",
            text="Anti-phishing code: OTTER-BLUE-72\n\nWas it you signing in from Safari on macOS?\n\n"
            "Yes, it was me: https://account.cointrail.exchange/approve?r=ct_ap_91fe2\n\n"
            "No, lock my account: https://account.cointrail.exchange/lock?r=ct_lk_22ab0\n",
        ),
        mk(
            "en_data_export_ready",
            link="https://kumonotes.app/export/download/ex_7fa2c1e0",
            kind="other",
            kinds=("magic_link",),
            sender="Kumo Notes <no-reply@kumonotes.app>",
            to=dev,
            subject="Your data export is ready",
            text="Your Kumo Notes export (412 MB) is ready. Download it within 7 days:\n"
            "https://kumonotes.app/export/download/ex_7fa2c1e0\n",
        ),
        mk(
            "en_password_changed_alert",
            kinds=("password_changed", "security_alert"),
            sender="Pennyroyal <login@pennyroyal.money>",
            to=OWNER,
            subject="Your password was changed",
            text="Your Pennyroyal password was changed on 11 Sep 2026 at 08:40 BST.\n\n"
            "If this wasn't you, reset your password now: "
            "https://accounts.pennyroyal.money/password/reset?key=prEM-2210\n",
        ),
        mk(
            "en_account_deletion_notice",
            kinds=("account_deletion",),
            sender="Wrenfield <noreply@wrenfield.app>",
            to=dev,
            subject="Your account has been deleted",
            text="As requested, your Wrenfield account and its 38 projects were deleted on "
            "2026-09-15. Deletion reference: WF-DEL-55310.\n",
        ),
        mk(
            "en_account_deletion_confirm",
            link="https://wrenfield.app/account/delete/confirm?t=wf_d9QqA",
            kind="confirm",
            kinds=("account_deletion", "magic_link"),
            sender="Wrenfield <noreply@wrenfield.app>",
            to=dev,
            subject="Confirm account deletion",
            text="You asked us to delete your Wrenfield account. Confirm within 48 hours:\n"
            "https://wrenfield.app/account/delete/confirm?t=wf_d9QqA\n",
        ),
        mk(
            "en_wordpress_set_password",
            link="https://blog.whitfieldframes.co.uk/wp-login.php?"
            "action=rp&key=Qm1x8ZtP0aLk&login=dana",
            kind="reset",
            kinds=("magic_link", "plain_app"),
            sender="WordPress <wordpress@blog.whitfieldframes.co.uk>",
            to=OWNER,
            subject="[Whitfield Frames] Login Details",
            text="Username: dana\n\nTo set your password, visit the following address:\n\n"
            "https://blog.whitfieldframes.co.uk/wp-login.php?action=rp&key=Qm1x8ZtP0aLk&login=dana\n\n"
            "https://blog.whitfieldframes.co.uk/wp-login.php\n",
            cte="7bit",
        ),
        mk(
            "en_hidden_honeypot_link",
            link="https://siltstone.io/verify-email/c0ffee11aa22bb33",
            kind="verify",
            kinds=("magic_link", "hidden_css"),
            sender="Siltstone <verify@siltstone.io>",
            to=dev,
            subject="Verify your new email address",
            html=esp(
                "Siltstone",
                '<a href="https://siltstone.io/verify-email/deadbeef0000" '
                'style="display:none">verify</a><p>Confirm that this is your new address.</p>'
                + button("https://siltstone.io/verify-email/c0ffee11aa22bb33", "Verify address"),
                footer=foot("Siltstone", "siltstone.io"),
            ),
        ),
        mk(
            "en_non_ascii_path_secure_msg",
            link="https://post.fernwick-insure.com/nachricht/öffnen?id=FW9q1",
            kind="other",
            kinds=("magic_link", "non_ascii_path"),
            sender="Fernwick Insurance <secure@fernwick-insure.com>",
            to=OWNER,
            subject="You have a secure message",
            text="A secure message about claim 7730215 is waiting for you:\n"
            "https://post.fernwick-insure.com/nachricht/öffnen?id=FW9q1\n",
        ),
    ]


def _everyday_en() -> list[Case]:
    dev, ruth = DEV, "Ruth Abernathy <ruth.abernathy@inboxly.net>"
    cal = (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\n"
        "UID:4471-frames@whitfieldframes.co.uk\r\nDTSTART:20260917T140000Z\r\n"
        "DTEND:20260917T143000Z\r\nSUMMARY:Supplier call\r\nLOCATION:Meeting ID 884 2201 9917\r\n"
        "END:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    return [
        mk(
            "en_meeting_invite_passcode",
            kinds=("meeting", "calendar", "spaced_code", "lookalike_number"),
            sender="Greg Dunmore <greg@dunmore-accounts.co.uk>",
            to=OWNER,
            subject="Invitation: Supplier call @ Thu 17 Sep 15:00",
            text="Join the video call\nhttps://meet.confero.video/j/88422019917?pwd=Zk9x\n"
            "Meeting ID: 884 2201 9917\nPasscode: 552810\nDial in: +44 20 3481 5237\n",
            calendar=cal,
        ),
        mk(
            "en_shipping_notice",
            kinds=("shipping", "lookalike_number"),
            sender="Parcelworth <tracking@parcelworth.co.uk>",
            to=OWNER,
            subject="Your parcel is on its way",
            html=esp(
                "Parcelworth",
                "<p>Your parcel from FRAMECRAFT SUPPLIES is out for delivery "
                "today between 10:15 and 11:15.</p><p>Tracking number <b>PW 4418 2093 77</b>"
                "</p>" + button("https://parcelworth.co.uk/track/PW441820937", "Track parcel"),
                footer="Parcelworth Ltd, registered in England no. 07220418",
            ),
        ),
        mk(
            "en_bank_statement_ready",
            kinds=("bank_notice", "dashed_code", "lookalike_number"),
            sender="Northway Bank <statements@northwaybank.co.uk>",
            to=OWNER,
            subject="Your September statement is ready",
            text="Your statement for account ending 7731 (sort code 20-44-18) is ready in online "
            "banking.\n\nNorthway Bank plc. Registered in England and Wales, number 01927744.\n",
        ),
        mk(
            "en_telecom_bill",
            kinds=("telecom", "lookalike_number"),
            sender="Luma Mobile <billing@lumamobile.com>",
            to=OWNER,
            subject="Your bill is ready",
            text="Bill for 07700 900412\nAmount due: £18.50 on 28 Sep\nAccount number: 88120441\n"
            "Customer number: 90224871\n",
        ),
        mk(
            "en_family_mail",
            kinds=("personal",),
            sender="Marjorie Abernathy <marj.abernathy@inboxly.net>",
            to=ruth,
            subject="Sunday lunch",
            text="Hi Ruth,\n\nLunch at ours at 12:30? Tom is bringing the grandkids. Our new number "
            "is 541 388 2096. Ring twice, the bell is weak.\n\nMarj\n",
        ),
        mk(
            "en_digest_list",
            kinds=("mailing_list", "digest", "lookalike_number"),
            sender="retirees-walking-group@lists.groupmill.org",
            to=ruth,
            subject="Walking Group Digest, Vol 14, Issue 37",
            text="Today's Topics:\n\n   1. Saturday walk (Ben Ha)\n   2. Re: car share (Ruth)\n\n"
            "Message: 1\nMeet at the trailhead, car park is pay-and-display, about £3.\n\nMessage: 2\n"
            "> Can anyone drive on Saturday?\nI can take three.\n",
        ),
        mk(
            "en_github_like_pr",
            kinds=("notification", "lookalike_number"),
            sender="Gitmoor <notifications@gitmoor.dev>",
            to=dev,
            subject="[sokafor/tarn] Fix retry backoff (PR #412)",
            text="@lena-k approved this pull request.\n\nCommits: 3 (a91c2e0, 7712fd3, 0b3e881)\n"
            "https://gitmoor.dev/sokafor/tarn/pull/412\n",
        ),
        mk(
            "en_receipt_saas",
            kinds=("receipt", "lookalike_number"),
            sender="Halyard Payroll <billing@halyardpay.com>",
            to=OWNER,
            subject="Receipt #2026-0914",
            html=esp(
                "Halyard",
                "<p>Receipt #2026-0914</p><p>Halyard Payroll Starter, 3 staff: "
                "£27.00</p><p>VAT reg. no. GB 318 4420 19</p>"
                '<p><a href="https://halyardpay.com/billing/invoices/2026-0914">Download '
                "invoice</a></p>",
                footer=foot("Halyard", "halyardpay.com"),
            ),
        ),
        mk(
            "en_support_ticket",
            kinds=("support_ticket", "lookalike_number"),
            sender="Mossgate Support <help@mossgate.net>",
            to=dev,
            subject="[#88213] We received your request",
            text="Your request #88213 has been received. Our team usually replies within 1 business "
            "day.\n\nTo add comments, reply to this email.\n",
        ),
        mk(
            "en_github_security_alert",
            kinds=("security_alert", "lookalike_number"),
            sender="Gitmoor <noreply@gitmoor.dev>",
            to=dev,
            subject="[Gitmoor] A new SSH key was added",
            text="A new public key was added to your account:\n  SHA256:4f9aQ2mXw+e1ZtB7\n"
            "If you didn't add it, remove it at https://gitmoor.dev/settings/keys\n",
        ),
        mk(
            "en_newsletter_coupon",
            kinds=("newsletter", "lookalike_number"),
            sender="Fablecart <offers@fablecart.com>",
            to=OWNER,
            subject="20% off picture wire",
            html=esp(
                "Fablecart",
                "<p>Use code <b>WIRE20</b> at checkout until Sunday.</p>",
                footer=foot("Fablecart", "fablecart.com"),
            ),
        ),
        mk(
            "en_pharmacy_ready",
            kinds=("notification", "lookalike_number"),
            sender="Birchwood Pharmacy <noreply@birchwoodrx.com>",
            to=ruth,
            subject="Your prescription is ready",
            text="Your prescription Rx 4482019 is ready for pickup. Please bring photo ID.\n"
            "Birchwood Pharmacy, 12 Main St\n",
        ),
    ]


def all_cases() -> list[Case]:
    """Every case of set 12, in a stable order."""
    from tests.extract.holdout12_lang import lang_cases
    from tests.extract.holdout12_more import more_cases

    return (
        _codes_en() + _codes_en_more() + _links_en() + _everyday_en() + lang_cases() + more_cases()
    )


CASES = all_cases()
