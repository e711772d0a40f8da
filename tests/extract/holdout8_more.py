"""Set 8, more everyday mail: streaming, insurance, utilities, health, jobs, events, rentals,
registries and small apps. Mostly mail that mentions codes without holding one to type, with a
few plain code and link mails of shapes the other modules lack."""

from __future__ import annotations

from tests.extract.holdout8_base import ALNUM, Case, make, tok, url_token
from tests.extract.holdout8_html import button, code_box, esp_page, mjml_page, p, plain_page, rows

# A newsletter's code sample (text in a mail, never run).
SQL_SNIPPET = (
    '<pre style="background:#f6f8fa;padding:8px;">SELECT id, code FROM coupons WHERE '
    "code = 'SPRING25';\n-- 482913 rows, 38 ms\nERROR 1062 (23000): Duplicate entry '7731' for "
    "key 'PRIMARY'</pre>"
)
STREAM = "Streamora <info@account.streamora.tv>"
STREAM_FOOT = ["Streamora International B.V., Singel 480, 1017 AZ Amsterdam · KvK 77120448"]


def _stream(body: str, pre: str) -> str:
    return esp_page(
        brand="Streamora",
        brand_host="streamora.tv",
        body=body,
        preheader=pre,
        footer_lines=STREAM_FOOT,
        accent="#e50914",
    )


def streaming() -> list[Case]:
    cases = []
    code = tok("tv", 6, ALNUM)
    cases.append(
        make(
            "stream_tv_code",
            sender=STREAM,
            subject="Your Streamora sign-in code",
            html=_stream(
                p("Hi Alex,")
                + p("Enter this code on your TV to sign in:")
                + code_box(code, color="#e50914")
                + p(
                    "This code expires in 15 minutes. Requested from: Living "
                    "room TV (model 55UQ7-48213)."
                ),
                "Sign-in code",
            ),
            otp=code,
            kinds=("streaming", "alnum6", "expiry"),
        )
    )
    code = tok("tv-subj", 4)
    cases.append(
        make(
            "stream_subject_code",
            sender=STREAM,
            subject=f"{code} is your sign-in code",
            text="Enter the code from the subject line on the Streamora sign-in "
            "screen. It expires in 15 minutes.\n",
            otp=code,
            kinds=("streaming", "code_in_subject", "text_only", "four_digit"),
        )
    )
    gift = "-".join(tok(f"sg{i}", 4, ALNUM) for i in range(4))
    body = (
        p("Happy birthday, Alex! Priya sent you a Streamora gift card worth €25.")
        + p(f"Gift card code: <b>{gift}</b>")
        + p("Redeem it at streamora.tv/redeem. Order reference SG-48213390.")
    )
    cases.append(
        make(
            "stream_gift",
            sender=STREAM,
            subject="Priya sent you a Streamora gift card",
            html=_stream(body, "A gift for you"),
            kinds=("streaming", "promo_code", "codefree_talks_code"),
        )
    )
    body = (
        p("We couldn't charge your card for April (€13.99).")
        + rows(
            [
                ("Card", "Mastercard •••• 9921"),
                ("Decline code", "05 (do not honour)"),
                ("Member since", "2019"),
                ("Customer ID", "77120448"),
            ]
        )
        + button("https://www.streamora.tv/account/payment", "Update payment", "#e50914")
    )
    cases.append(
        make(
            "stream_payment_failed",
            sender=STREAM,
            subject="Update your payment details",
            html=_stream(body, "Payment problem"),
            kinds=("streaming", "error_code", "codefree_talks_code"),
        )
    )
    body = p("A new device is using your account: Streamora on PlayStation, Guadalajara, MX.") + p(
        "If this wasn't you, sign out of all devices and change your password. We never ask "
        "for your sign-in code by email or phone. Error reports mention code NW-2-48213."
    )
    cases.append(
        make(
            "stream_new_device",
            sender=STREAM,
            subject="New sign-in to your account",
            html=_stream(body, "New sign-in"),
            kinds=("streaming", "security_alert", "never_share", "codefree_talks_code"),
        )
    )
    return cases


def services() -> list[Case]:
    cases = []
    ins = "Bluehaven Insurance <policy@bluehaven-insurance.com>"
    body = (
        p("Dear Alex Morgan,")
        + p("Your car insurance renews on 1 May 2025.")
        + rows(
            [
                ("Policy number", "BHV-MTR-48213390"),
                ("Annual premium", "£482.13"),
                ("No-claims discount", "5 years"),
                ("Claim reference code", "CLM-7731-2290"),
                ("Vehicle", "AB12 CDE"),
            ]
        )
        + p("Quote code MTR4821 if you call us on 0800 048 2133.")
    )
    cases.append(
        make(
            "ins_renewal",
            sender=ins,
            subject="Your renewal documents",
            html=esp_page(
                brand="Bluehaven",
                brand_host="bluehaven-insurance.com",
                body=body,
                preheader="Renewal on 1 May",
                footer_lines=["Bluehaven Insurance plc · FCA no. 482133"],
            ),
            kinds=("insurance", "codefree_talks_code", "reference_code"),
        )
    )
    msg = f"https://portal.bluehaven-insurance.com/messages/open?m=48213&k={url_token('ins-msg')}"
    cases.append(
        make(
            "ins_secure_message",
            sender=ins,
            subject="You have a new secure message",
            html=plain_page(
                p("Dear Alex Morgan,")
                + p("There is a new secure message about claim CLM-7731-2290 waiting for you.")
                + button(msg, "Read your message")
                + p("For your security, the link expires in 7 days.")
            ),
            link=msg,
            link_kind="other",
            kinds=("insurance", "magic_link", "secure_message"),
        )
    )
    text = (
        "Quayside Energy - meter reading reminder\n\n"
        "Please send us your meter readings by 5 April.\n\n"
        "MPAN: 10 1248 2133 907\nMeter serial: E18K482133\nTariff code: E7-FIX24\n"
        "Account: 8841-2290-31\nPostcode: BS6 6AX\n\n"
        "Submit online: https://www.quayside-energy.co.uk/readings\n"
    )
    cases.append(
        make(
            "energy_reading",
            sender="Quayside Energy <meters@quayside-energy.co.uk>",
            subject="Time to send your meter readings",
            text=text,
            kinds=("utility", "codefree_talks_code", "text_only"),
        )
    )
    results = f"https://my.kindred-clinic.health/secure/results?id=7731&token={url_token('lab')}"
    cases.append(
        make(
            "clinic_results",
            sender="Kindred Clinic <noreply@kindred-clinic.health>",
            subject="Your test results are ready",
            html=mjml_page(
                title="Results",
                body=p("Hello Alex,")
                + p(
                    "Your results "
                    "from 28 March are ready to view in your patient portal. "
                    "Lab order code LAB-48213."
                )
                + button(results, "View results")
                + p("Patient ID 4821339. This link is personal to you."),
                footer_html="Kindred Clinic · 48 Harley Lane · London W1G 9PF",
            ),
            link=results,
            link_kind="other",
            kinds=("health", "magic_link"),
        )
    )
    cases.append(
        make(
            "clinic_appointment",
            sender="Kindred Clinic <noreply@kindred-clinic.health>",
            subject="Appointment confirmed: Thu 10 Apr, 09:40",
            text="Your appointment is confirmed.\n\nThu 10 Apr 2025, 09:40, Dr Okafor\n"
            "Confirmation code: 48213390\nRoom 4, 2nd floor, side entrance on "
            "Weymouth Mews.\n\nTo cancel, call 020 7946 0482.\n",
            kinds=("health", "codefree_talks_code", "booking_ref", "text_only"),
        )
    )
    rental = "Roadwise Rentals <reservations@roadwise-rentals.com>"
    body = (
        p("Your car is reserved, Alex.")
        + rows(
            [
                ("Confirmation code", "48213390US4"),
                ("Pick-up", "LIS Airport, 12 May 10:00"),
                ("Car", "Compact (VW Polo or similar)"),
                ("Rate code", "LEIS7"),
                ("Total", "€214.82"),
            ]
        )
        + p("Rapid Return member? Your member number 7731 2290 is on file.")
    )
    cases.append(
        make(
            "rental_booking",
            sender=rental,
            subject="Reservation 48213390US4 confirmed",
            html=esp_page(
                brand="Roadwise",
                brand_host="roadwise-rentals.com",
                body=body,
                preheader="Your car is reserved",
                footer_lines=["Roadwise Rentals LLC · 1 Terminal Way, Tulsa, OK"],
            ),
            kinds=("rental", "codefree_talks_code", "booking_ref"),
        )
    )
    jobs = "Hirewell <jobs@hirewell.io>"
    confirm = f"https://hirewell.io/applications/confirm?app=48213&t={url_token('job')}"
    cases.append(
        make(
            "job_confirm",
            sender=jobs,
            subject="Confirm your application to Northwind Labs",
            html=plain_page(
                p(
                    "Thanks for applying for <b>Senior Data Engineer</b> "
                    "(req. 48213) at Northwind Labs."
                )
                + p("Please confirm your application so the team can see it:")
                + button(confirm, "Confirm application")
            ),
            link=confirm,
            link_kind="confirm",
            kinds=("jobs", "magic_link"),
        )
    )
    webinar = (
        'You\'re registered for "Scaling data pipelines".\n\n'
        "Date: 9 April 2025, 16:00 CEST\nJoin URL: https://parlaymeet.com/w/98213390771\n"
        "Webinar ID: 982 1339 0771\nPasscode: 771204\n\n"
        "Add to calendar: https://hirewell.io/events/48213.ics\n"
    )
    cases.append(
        make(
            "job_webinar",
            sender=jobs,
            subject="You're registered: Scaling data pipelines",
            text=webinar,
            kinds=("jobs", "meeting_passcode", "codefree_talks_code", "text_only"),
        )
    )
    tickets = "Stagepass <tickets@stagepass.events>"
    body = (
        p("You're going to <b>Lumen Orchestra - Spring Tour</b>!")
        + rows(
            [
                ("Order", "SP-48213390"),
                ("Date", "Sat 26 April 2025, 20:00"),
                ("Venue", "Harbour Hall, Gate C"),
                ("Seats", "Row 12, seats 14-15"),
                ("Ticket codes", "4821-3390-7731 / 4821-3390-7732"),
            ]
        )
        + p(
            "Your tickets are in the app. Show the barcode at the entrance; screenshots don't work."
        )
    )
    cases.append(
        make(
            "tickets_order",
            sender=tickets,
            subject="Your tickets for Lumen Orchestra",
            html=esp_page(
                brand="Stagepass",
                brand_host="stagepass.events",
                body=body,
                preheader="Order SP-48213390",
                footer_lines=["Stagepass Ltd · 22 Market St · Leeds LS1 6DT"],
            ),
            kinds=("tickets", "codefree_talks_code", "booking_ref", "qr_code"),
        )
    )
    return cases


def developer() -> list[Case]:
    cases = []
    pkg = "Pkgyard <support@pkgyard.org>"
    code = tok("publish", 8)
    cases.append(
        make(
            "pkgyard_publish_otp",
            sender=pkg,
            subject="[Pkgyard] One-time password to publish",
            text=f"Hi alexm,\n\nSomeone is trying to publish fastcsv-utils@4.8.2 from "
            "the CLI (node v20.11.1, npm-compatible client 10.2.4).\n\n"
            f"One-time password: {code}\n\nIt expires in 5 minutes. If this wasn't you, "
            "revoke your tokens at https://pkgyard.org/settings/tokens.\n",
            otp=code,
            kinds=("devtools", "numbers_near_code", "text_only", "expiry"),
        )
    )
    cases.append(
        make(
            "pkgyard_advisory",
            sender=pkg,
            subject="[Pkgyard] Security advisory for fastcsv-utils",
            text="GHSA-48m2-x7q9-2290 / CVE-2025-48213 (severity: high)\n\n"
            "fastcsv-utils < 4.8.3 allows prototype pollution through crafted headers. "
            "Your package depends on it (path: api > csvkit > fastcsv-utils@4.8.1).\n\n"
            "Upgrade: npm i fastcsv-utils@4.8.3\nExit code 1 from `audit --strict` "
            "means at least one advisory applies.\n",
            kinds=("devtools", "log_output", "codefree_talks_code", "text_only"),
        )
    )
    cases.append(
        make(
            "pkgyard_key_added",
            sender=pkg,
            subject="[Pkgyard] A new SSH key was added",
            text="A new SSH key was added to your account:\n\n  deploy-ci "
            "(SHA256:4821kQ2mX9zT7731pLw0vRb2290aZ8cNy3fHjUe5sDo)\n  Key ID 48213390\n\n"
            "If you didn't add it, remove it and review your security log. The code of "
            "conduct update (v2.4) takes effect on 1 May.\n",
            kinds=("devtools", "security_alert", "codefree_talks_code", "text_only"),
        )
    )
    login = (
        "https://app.querylane.dev/auth/verify?email=alex%40inbox-sandbox.test"
        f"&code={tok('ql', 32, ALNUM)}"
    )
    cases.append(
        make(
            "querylane_magic_text",
            sender="Querylane <login@querylane.dev>",
            subject="Log in to Querylane",
            text=f"Log in to Querylane by opening this link:\n\n<{login}>\n\n"
            "It works once and expires in 10 minutes. Workspace: northwind (id 48213).\n",
            link=login,
            link_kind="sign_in",
            kinds=("magic_link", "text_only"),
        )
    )
    news = (
        p("<b>This week in Querylane</b>")
        + p("Code review tips: 5 patterns we saw in 48,213 pull requests.")
        + SQL_SNIPPET
        + p("HTTP 404 or 429? See the status code guide.")
    )
    cases.append(
        make(
            "querylane_newsletter",
            sender="Querylane <news@querylane.dev>",
            subject="Code review tips, and the status code guide",
            html=plain_page(news),
            kinds=("newsletter", "log_output", "codefree_talks_code", "error_code"),
        )
    )
    return cases


def promos_and_notices() -> list[Case]:
    cases = []
    shop = "Kettlemart <offers@kettlemart.co.uk>"
    body = (
        '<h1 style="font-size:28px;">48-HOUR FLASH SALE</h1>'
        + p("Up to 60% off kitchen, garden and tech. Use code <b>FLASH48</b> at checkout.")
        + p("Members: stack it with code <b>FREESHIP</b> for free delivery over £20.")
        + rows(
            [
                ("Air fryer 5.5L", "£48.21"),
                ("Cordless drill 18V", "£77.31"),
                ("Robot vacuum", "£229.00"),
            ]
        )
        + p("Offer ends 23:59 on 3 April. Excludes gift cards. Product code 482133-UK.")
    )
    cases.append(
        make(
            "kettle_flash",
            sender=shop,
            subject="48 hours only: up to 60% off",
            html=esp_page(
                brand="Kettlemart",
                brand_host="kettlemart.co.uk",
                body=body,
                preheader="Code FLASH48 inside",
                footer_lines=[
                    "Kettlemart Ltd, Unit 4, Trafford Park, "
                    "Manchester M17 1AB. Company no. 04821339."
                ],
            ),
            kinds=("newsletter", "promo_code", "codefree_talks_code", "marketing_heavy"),
        )
    )
    body = p(
        "Hi Alex, your Kettlemart card PIN and your account password have not changed, but "
        "your security code (the one you set for phone banking) was changed today at 09:12."
    ) + p("If you didn't change it, call 0345 600 4821. Customer number 88120493.")
    cases.append(
        make(
            "kettle_code_changed",
            sender="Kettlemart Money <security@kettlemart.co.uk>",
            subject="Your security code has been changed",
            html=esp_page(
                brand="Kettlemart Money",
                brand_host="kettlemart.co.uk",
                body=body,
                preheader="Security code changed",
                footer_lines=[
                    "Kettlemart Money is a trading name of "
                    "Kettlemart Financial Services Ltd (FRN 482133)."
                ],
            ),
            kinds=("code_changed", "security_alert", "codefree_talks_code"),
        )
    )
    body = (
        p(
            "Please complete your delivery address. The postcode field was empty, so we couldn't "
            "book a slot for order 204-4829310-7731."
        )
        + '<table><tr><td>Postcode:</td><td><input type="text" name="postcode" value="" '
        'placeholder="e.g. BS6 6AX"></td></tr><tr><td>Country code:</td><td>+44</td></tr></table>'
        + button(
            "https://www.bazaaro.com/address/complete?o=204-4829310-7731",
            "Complete address",
            "#ff9900",
        )
    )
    cases.append(
        make(
            "baz_postcode",
            sender="Bazaaro <orders@bazaaro.com>",
            subject="Action needed: your delivery address",
            html=esp_page(
                brand="Bazaaro",
                brand_host="bazaaro.com",
                body=body,
                preheader="Add your postcode",
                footer_lines=["Bazaaro Marketplace Ltd · company number 09482213"],
            ),
            kinds=("marketplace", "codefree_talks_code", "country_code"),
        )
    )
    text = (
        "Hello,\n\nThis is an automatically generated Delivery Status Notification.\n\n"
        "Delivery to the following recipient failed permanently:\n\n     ops@northwind-labs.co\n\n"
        "Technical details of permanent failure:\nThe recipient server did not accept our requests "
        "to connect.\n  550 5.1.1 <ops@northwind-labs.co>: Recipient address rejected (code "
        "48213)\n\nOriginal message ID: <48213390.7731@inbox-sandbox.test>\n"
    )
    cases.append(
        make(
            "bounce_dsn",
            sender="Mail Delivery Subsystem <mailer-daemon@inbox-sandbox.test>",
            subject="Delivery Status Notification (Failure)",
            text=text,
            kinds=("bounce", "error_code", "codefree_talks_code", "text_only"),
        )
    )
    code = tok("button", 6)
    body = (
        p("Confirm it's you. Tap and hold to copy your code:")
        + '<table role="presentation" align="center"><tr><td bgcolor="#16a34a" '
        'style="border-radius:24px;padding:12px 40px;color:#fff;font-size:24px;'
        f'font-weight:700;">{code}</td></tr></table>'
        + p("Valid for 5 minutes. Wallet ID 4821-3390.")
    )
    cases.append(
        make(
            "wallet_button_code",
            sender="Pennywise Wallet <verify@pennywise.app>",
            subject="Your Pennywise code",
            html=plain_page(body),
            otp=code,
            kinds=("code_in_button", "expiry", "numbers_near_code"),
        )
    )
    reset_code = tok("reset-code", 8)
    cases.append(
        make(
            "wallet_reset_code",
            sender="Pennywise Wallet <verify@pennywise.app>",
            subject="Reset your Pennywise PIN",
            text=f"Use this code to reset your app PIN: {reset_code[:4]} {reset_code[4:]}\n\n"
            "It expires in 20 minutes. Support ticket numbers look like PW-482133; "
            "we never ask for this code in a ticket.\n",
            otp=reset_code,
            kinds=("grouped_code", "text_only", "expiry"),
        )
    )
    email_new = f"https://pennywise.app/settings/email/confirm?t={url_token('pw-email')}"
    cases.append(
        make(
            "wallet_email_change",
            sender="Pennywise Wallet <verify@pennywise.app>",
            subject="Confirm your new email address",
            html=plain_page(
                p("You asked to change your Pennywise email to this address. Confirm the change:")
                + button(email_new, "Confirm email")
                + p("If this wasn't you, your account stays as it is.")
            ),
            link=email_new,
            link_kind="confirm",
            kinds=("magic_link", "email_change"),
        )
    )
    cases.append(
        make(
            "wallet_email_changed_old",
            sender="Pennywise Wallet <verify@pennywise.app>",
            subject="Your email address was changed",
            html=plain_page(
                p(
                    "The email address on your Pennywise account was changed "
                    "to a***@inbox-sandbox.test. If you didn't do this, reply "
                    "to this email or call +44 20 7946 0482 (country code 44)."
                )
            ),
            kinds=("email_change", "security_alert", "country_code", "codefree_talks_code"),
        )
    )
    optin = f"https://lists.tidepool-weekly.com/confirm/{url_token('optin', 24)}"
    cases.append(
        make(
            "newsletter_optin",
            sender="Tidepool Weekly <hello@tidepool-weekly.com>",
            subject="One click to confirm your subscription",
            text=f"Thanks for signing up for Tidepool Weekly!\n\nConfirm your "
            f"subscription:\n{optin}\n\nIf you didn't sign up, just ignore this.\n",
            link=optin,
            link_kind="confirm",
            kinds=("magic_link", "text_only"),
        )
    )
    issue = (
        p("<b>Tidepool Weekly #148</b> · 48,213 readers")
        + p(
            "The ocean sensor that cracked the code of rip currents; a postcode lottery that "
            "funds 7,731 beach clean-ups; and the 2290 km kayak trip."
        )
        + p('<a href="https://tidepool-weekly.com/148">Read online</a>')
    )
    cases.append(
        make(
            "newsletter_issue",
            sender="Tidepool Weekly <hello@tidepool-weekly.com>",
            subject="#148: cracking the code of rip currents",
            html=plain_page(issue),
            kinds=("newsletter", "lottery_stats", "codefree_talks_code"),
        )
    )
    body = (
        p("Your parcel is waiting at ParcelWren Locker 4821 (Tesco Extra, Eastgate).")
        + rows(
            [
                ("Tracking number", "PW4821339077GB"),
                ("Locker", "4821 · compartment B12"),
                ("Collect by", "5 April 2025"),
            ]
        )
        + p(
            "Open the ParcelWren app to open the locker. No app? Scan the QR code on the locker "
            "screen and enter your tracking number."
        )
    )
    cases.append(
        make(
            "parcel_locker",
            sender="ParcelWren <updates@parcelwren.com>",
            subject="Your parcel is ready to collect",
            html=esp_page(
                brand="ParcelWren",
                brand_host="parcelwren.com",
                body=body,
                preheader="Ready at Locker 4821",
                footer_lines=["ParcelWren UK Ltd · company number 11482133"],
            ),
            kinds=("shipping", "codefree_talks_code", "qr_code"),
        )
    )
    return cases


def crowded() -> list[Case]:
    """Two or three numbers near the word "code" where at most one is the code to type."""
    cases = []
    code = tok("miles", 6)
    body = (
        p("You asked to transfer 12,000 Aeralis miles to member AC 7731 2290.")
        + rows(
            [
                ("Transfer code", "TRF-48213"),
                ("Promo code applied", "MILES2X"),
                ("Verification code", f"<b>{code}</b>"),
                ("Fee", "€0.00"),
            ]
        )
        + p(
            "Enter the verification code in the app to complete the transfer. It expires in 10 "
            "minutes."
        )
    )
    cases.append(
        make(
            "air_miles_transfer",
            sender="Aeralis Club <club@mail.aeralis.aero>",
            subject="Confirm your miles transfer",
            html=esp_page(
                brand="Aeralis Club",
                brand_host="aeralis.aero",
                body=body,
                preheader="Confirm your transfer",
                accent="#b3001b",
                footer_lines=["Aeralis Airways S.A. · NIF 514 882 901"],
            ),
            otp=code,
            kinds=("airline", "numbers_near_code", "promo_code", "expiry"),
        )
    )
    code = tok("devver", 6)
    text = (
        "Verify your new device\n\n"
        "Device ID: 48213390 (Pixel 8, Android 15)\n"
        f"Verification code: {code}\n"
        "Request code: RQ-7731\n\n"
        "Enter the verification code on the device. Never share it; our support team will never "
        "ask for it.\n\nTallyboard Inc. · 548 Market St #48213 · San Francisco, CA 94104\n"
    )
    cases.append(
        make(
            "tally_device",
            sender="Tallyboard <security@tallyboard.app>",
            subject="Verify your new device",
            text=text,
            otp=code,
            kinds=("saas", "numbers_near_code", "text_only"),
        )
    )
    code = tok("portout", 6)
    body = (
        p("Account number 4418 2290 17 · Transfer PIN valid 4 days · Case 7731042")
        + p(
            f"To confirm it's you before we show your number transfer details, enter code "
            f"<b>{code}</b> in My Voltalink."
        )
        + p("Postcode on file: 94607. Country code for calls from abroad: +1.")
    )
    cases.append(
        make(
            "tel_port_details",
            sender="Voltalink Mobile <myaccount@notify.voltalink.net>",
            subject="Your confirmation code",
            html=esp_page(
                brand="Voltalink",
                brand_host="voltalink.net",
                body=body,
                preheader="Confirm it's you",
                accent="#6d28d9",
                footer_lines=["Voltalink Mobile Inc. · Oakland, CA 94607"],
            ),
            otp=code,
            kinds=("telecom", "numbers_near_code", "country_code"),
        )
    )
    body = (
        p("We received your request to reset two-factor authentication.")
        + rows(
            [
                ("Case code", "2FA-48213390"),
                ("Submitted", "1 Apr 2025 14:22 UTC"),
                ("Review time", "up to 48 hours"),
            ]
        )
        + p(
            "For your safety, withdrawals are paused for 24 hours after the reset. Anti-phishing "
            "code: Blue-Falcon-22"
        )
    )
    cases.append(
        make(
            "coin_2fa_reset",
            sender="Coinvane <security@notice.coinvane.io>",
            subject="[Coinvane] 2FA reset request received",
            html=esp_page(
                brand="Coinvane",
                brand_host="coinvane.io",
                body=body,
                preheader="We're reviewing your request",
                accent="#f0b90b",
                footer_lines=["Coinvane Ltd · MFSA licence C-98231"],
            ),
            kinds=("crypto", "anti_phishing", "codefree_talks_code", "reference_code"),
        )
    )
    body = (
        p("Your payout is on its way.")
        + rows(
            [
                ("Payout ID", "PO-48213390"),
                ("Amount", "£1,482.13"),
                ("Sort code", "20-45-77"),
                ("Account", "•••• 1183"),
                ("Payment reference code", "BZPAY7731"),
            ]
        )
        + p("Funds usually arrive within 2 working days.")
    )
    cases.append(
        make(
            "baz_seller_payout",
            sender="Bazaaro Seller Central <payouts@bazaaro.com>",
            subject="Payout PO-48213390 sent",
            html=esp_page(
                brand="Bazaaro Seller Central",
                brand_host="bazaaro.com",
                body=body,
                preheader="£1,482.13 on its way",
                footer_lines=["Bazaaro Marketplace Ltd · company number 09482213"],
            ),
            kinds=("marketplace", "codefree_talks_code", "reference_code"),
        )
    )
    text = (
        "MyCivic Account\n\nYour appointment at the Lakeshire Passport Office is booked.\n\n"
        "Appointment code: 4821-3390\nDate: 14 April 2025, 10:20\nAddress: 2 Civic Plaza, "
        "LK1 4AB\n\nBring your appointment code and photo ID. We will never ask for your sign-in "
        "security code.\n"
    )
    cases.append(
        make(
            "gov_appointment",
            sender="MyCivic Account <do-not-reply@signin.mycivic.gov.example>",
            subject="Passport appointment booked",
            text=text,
            kinds=("government", "codefree_talks_code", "booking_ref", "never_share", "text_only"),
        )
    )
    return cases


def all_cases() -> list[Case]:
    return [*streaming(), *services(), *developer(), *promos_and_notices(), *crowded()]
