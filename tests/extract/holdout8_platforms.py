"""Set 8, English mail from big platforms: marketplaces, banks, airlines, telecoms, government
portals, games, crypto exchanges, developer tools and SaaS. Long templates with many numbers
(prices, orders, bookings, phones, addresses, points, references) around at most one code, and
many code-free mails that still talk about codes."""

from __future__ import annotations

from tests.extract.holdout8_base import ALNUM, Case, enc, make, tok, url_token
from tests.extract.holdout8_html import (
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

BAZ = "Bazaaro <no-reply@account.bazaaro.com>"
BAZ_FOOT = [
    "Bazaaro Marketplace Ltd, 41 Wharf Road, London N1 7GR, United Kingdom",
    "Registered in England and Wales, company number 09482213. VAT GB 318 2290 41.",
]
BANK = "Northcliff Bank <alerts@secure.northcliffbank.com>"
BANK_FOOT = [
    "Northcliff Bank plc, 1 Quay Street, Manchester M3 3JE. Registered in England No. 02209381.",
    "Authorised by the Prudential Regulation Authority, Financial Services Register 204471.",
]
AIR = "Aeralis Airways <reservations@mail.aeralis.aero>"
AIR_FOOT = [
    "Aeralis Airways S.A., Avenida da Liberdade 190, 1250-147 Lisboa, Portugal",
    "NIF 514 882 901 - Capital social EUR 25.000.000",
]
TEL = "Voltalink Mobile <myaccount@notify.voltalink.net>"
TEL_FOOT = [
    "Voltalink Mobile Inc., 900 Harbor Blvd Suite 410, Oakland, CA 94607",
    "Customer care: 611 from your phone or 1-888-555-0142",
]
GOV = "MyCivic Account <do-not-reply@signin.mycivic.gov.example>"
GAME = "Emberfall <noreply@accounts.emberfall.gg>"
COIN = "Coinvane <security@notice.coinvane.io>"
COIN_FOOT = [
    "Coinvane Ltd, 6 Harbour Exchange Square, Valletta VLT 1432, Malta",
    "Registered with the MFSA, licence no. C-98231. Risk warning: crypto assets are volatile.",
]
FORGE = "Forgepipe <builds@forgepipe.dev>"
GITL = "Gitlume <noreply@gitlume.com>"
TALLY = "Tallyboard <team@tallyboard.app>"
STAY = "Staylume <bookings@email.staylume.com>"
EATS = "Dashly Eats <receipts@dashlyeats.com>"


def _baz_recs(seed: str) -> str:
    items = [
        ("GaN 65W USB-C charger", "£24.99", "was £39.99"),
        ("Stainless steel water bottle 750 ml", "£12.49", "4.6 ★ 12,408 ratings"),
        ("Wireless earbuds, 32h battery", "£38.00", "Save 22%"),
    ]
    cells = "".join(
        f'<td width="33%" style="padding:8px;font-size:13px;vertical-align:top;">'
        f'<img src="https://static.bazaaro.com/p/{tok(seed + n, 8)}.jpg" width="160" alt="{n}">'
        f'<br>{n}<br><b>{price}</b> <span style="color:#6b7280;">{note}</span></td>'
        for n, price, note in items
    )
    title = '<p style="font-size:16px;font-weight:600;">Picked for you</p>'
    return f"{title}<table><tr>{cells}</tr></table>"


def marketplace() -> list[Case]:
    cases = []
    for i, (shape, decoy) in enumerate(
        [("box", None), ("spaced", None), ("box", "display"), ("subject", None), ("box", "white")]
    ):
        code = tok(f"baz{i}", 6)
        shown = f"{code[:3]} {code[3:]}" if shape == "spaced" else code
        decoy_html = ""
        kinds = ["marketplace", "marketing_heavy", "numbers_near_code", "registry_number"]
        if decoy:
            decoy_code = tok(f"bazdecoy{i}", 6)
            decoy_html = hidden(f"Your one-time code is {decoy_code}", decoy)
            kinds.append("hidden_decoy")
        if shape == "spaced":
            kinds.append("grouped_code")
        body = (
            p("Hello Alex,")
            + p(
                "Someone (hopefully you) is trying to sign in to your Bazaaro account from a new "
                "browser. To continue, enter this one-time password:"
            )
            + decoy_html
            + code_box(shown)
            + p(
                "It expires in 10 minutes. Bazaaro will never call you or ask for this code by "
                "phone. Your last order, #204-8830219-5512, is on its way."
            )
            + p(
                f"You have <b>{1200 + i * 37}</b> Bazaaro Points (worth £{12 + i}.00). "
                "Use code SPRING25 for 25% off selected home items until 30 April."
            )
            + _baz_recs(f"r{i}")
        )
        subject = (
            f"{code} is your Bazaaro one-time password"
            if shape == "subject"
            else "Your Bazaaro one-time password"
        )
        if shape == "subject":
            kinds.append("code_in_subject")
        html = esp_page(
            brand="Bazaaro",
            brand_host="bazaaro.com",
            body=body,
            preheader="Enter this code to finish signing in",
            footer_lines=BAZ_FOOT,
            accent="#ff9900",
        )
        cases.append(
            make(
                f"baz_otp_{i}",
                sender=BAZ,
                subject=subject,
                html=html,
                otp=code,
                kinds=(*kinds, "expiry"),
                related_image=i % 2 == 0,
            )
        )
    # Order confirmations, shipping, returns: order numbers, promo codes, postcodes.
    orders = [
        ("Your Bazaaro order #204-4829310-7731 has been confirmed", "order_confirmation"),
        ('Dispatched: your order of "Ceramic pour-over set" and 2 more items', "shipping"),
        ("Your return is approved - drop-off code inside", "return"),
        ("Your refund of £64.97 has been processed", "refund"),
    ]
    for i, (subject, kind) in enumerate(orders):
        order = f"204-{tok(f'ord{i}', 7)}-{tok(f'ordb{i}', 4)}"
        parts = [p("Hi Alex,")]
        if kind == "order_confirmation":
            parts.append(p("Thanks for your order. We'll let you know when your items ship."))
            parts.append(
                rows(
                    [
                        ("Order number", order),
                        ("Items", "3"),
                        ("Subtotal", "£57.48"),
                        ("Delivery", "FREE"),
                        ("Promo code SPRING25", "-£5.00"),
                        ("Order total", "£52.48"),
                    ]
                )
            )
            parts.append(
                p(
                    "Delivering to: Alex Morgan, 18 Elm Grove, Bristol, postcode BS6 6AX. "
                    "Estimated delivery: Thursday 3 April."
                )
            )
        elif kind == "shipping":
            track = f"BZ{tok(f'trk{i}', 10)}GB"
            parts.append(
                p(
                    f"Your package is on its way with ParcelWren. Tracking number: "
                    f"<b>{track}</b>. Your courier may ask for delivery code "
                    f"{tok(f'dc{i}', 4)} at the door."
                )
            )
            parts.append(
                button(
                    f"https://www.bazaaro.com/gp/track?order={order}&ref=em_ship",
                    "Track package",
                    "#ff9900",
                )
            )
            parts.append(
                rows(
                    [
                        ("Order", order),
                        ("Shipped", "1 April 2025"),
                        ("Arriving", "3 April 2025 by 9pm"),
                    ]
                )
            )
        elif kind == "return":
            qr = tok(f"qr{i}", 8, ALNUM)
            parts.append(
                p(
                    "Your return has been approved. Show this QR code at any ParcelWren "
                    "drop-off point, no printer needed."
                )
            )
            parts.append(
                f'<p style="text-align:center;"><img src="https://static.bazaaro.com/qr/'
                f'{qr}.png" width="180" alt="Return QR code {qr}"></p>'
            )
            parts.append(
                p(
                    f"Return code: <b>{qr}</b><br>Order: {order}<br>Return by: 15 April "
                    "2025. Refund: £24.99 to your original payment method."
                )
            )
        else:
            parts.append(
                p(
                    f"We've refunded £64.97 for order {order}. Card ending 4417: allow 3-5 "
                    "working days. Refund reference code RF-88412-220."
                )
            )
        parts.append(_baz_recs(f"o{i}"))
        html = esp_page(
            brand="Bazaaro",
            brand_host="bazaaro.com",
            body="".join(parts),
            preheader=subject,
            footer_lines=BAZ_FOOT,
            accent="#ff9900",
        )
        cases.append(
            make(
                f"baz_{kind}",
                sender="Bazaaro <orders@bazaaro.com>",
                subject=subject,
                html=html,
                kinds=("marketplace", "marketing_heavy", kind, "codefree_talks_code"),
            )
        )
    return cases


def bank() -> list[Case]:
    cases = []
    merchants = [
        ("SKYKESTREL TRAVEL", "EUR 412.60"),
        ("KETTLEMART.CO.UK", "GBP 89.99"),
        ("APPSTORE*GAMES", "USD 4.99"),
        ("PAYSPOT*HARBOR CAFE", "GBP 7.40"),
    ]
    for i, (merchant, amount) in enumerate(merchants):
        code = tok(f"3ds{i}", 6 if i != 2 else 8)
        ref = tok(f"3dsref{i}", 4)
        kinds = ["bank", "payment_otp", "numbers_near_code", "expiry"]
        lines = [
            f"Your one-time passcode for the payment of {amount} to {merchant} with your card "
            f"ending 4417 is {code}.",
            f"Reference code: {ref}. It is valid for 5 minutes.",
            "Only enter it on the payment page if you are making this purchase. We will never "
            "ask for this code by phone, text or email.",
            "Questions? Call us on 0345 600 2214 (+44 161 555 0123 from abroad), 24/7.",
        ]
        if i % 2 == 0:
            text = "Northcliff Bank\n\n" + "\n\n".join(lines) + "\n\n" + "\n".join(BANK_FOOT) + "\n"
            cases.append(
                make(
                    f"bank_3ds_{i}",
                    sender=BANK,
                    subject="Your payment passcode",
                    text=text,
                    otp=code,
                    kinds=(*kinds, "text_only"),
                )
            )
        else:
            body = p(lines[0].replace(code, f'<b style="font-size:22px;">{code}</b>')) + "".join(
                p(line) for line in lines[1:]
            )
            html = esp_page(
                brand="Northcliff Bank",
                brand_host="northcliffbank.com",
                body=body,
                preheader="Confirm your card payment",
                footer_lines=BANK_FOOT,
                accent="#00524c",
                unsubscribe=False,
            )
            cases.append(
                make(
                    f"bank_3ds_{i}",
                    sender=BANK,
                    subject="Confirm your payment",
                    html=html,
                    otp=code,
                    kinds=tuple(kinds),
                )
            )
    # A declined payment: a card authorisation code next to the code that approves the retry.
    code = tok("declined", 6)
    body = (
        p("We stopped a card payment we weren't sure about:")
        + rows(
            [
                ("Merchant", "VOLTALINK MOBILE OAKLAND"),
                ("Amount", "USD 120.00"),
                ("Card", "Visa Debit •••• 4417"),
                ("Authorisation code", "0A7731"),
                ("Date", "1 Apr 2025, 14:02"),
            ]
        )
        + p(
            f"If it was you, approve it by entering <b>{code}</b> when the merchant asks for your "
            "security code, then try again. The code expires in 10 minutes."
        )
        + p("If it wasn't you, call 0345 600 2214 straight away.")
    )
    html = esp_page(
        brand="Northcliff Bank",
        brand_host="northcliffbank.com",
        body=body,
        preheader="Did you try to pay VOLTALINK MOBILE?",
        footer_lines=BANK_FOOT,
        accent="#00524c",
        unsubscribe=False,
    )
    cases.append(
        make(
            "bank_declined_retry",
            sender=BANK,
            subject="Did you try to make a payment?",
            html=html,
            otp=code,
            kinds=("bank", "card_auth", "numbers_near_code"),
        )
    )
    notices = {
        "receipt": (
            "Card payment receipt",
            [
                ("Merchant", "HARBOR CAFE 0214"),
                ("Amount", "GBP 7.40"),
                ("Card", "•••• 4417"),
                ("Auth code", "482913"),
                ("Terminal ID", "30418822"),
                ("Transaction ref", "7741029"),
            ],
            "Here's your receipt for a contactless payment. Keep it for your records.",
            ("card_auth", "receipt"),
        ),
        "pin_changed": (
            "Your card PIN code has been changed",
            [
                ("Card", "Visa Debit •••• 4417"),
                ("Changed", "1 Apr 2025, 09:12"),
                ("Where", "ATM 00418, 22 Deansgate"),
            ],
            "The PIN code for your card was changed at a cash machine. If this was you, "
            "there's nothing else to do. If it wasn't, call us on 0345 600 2214.",
            ("code_changed",),
        ),
        "never_ask": (
            "Scam alert: we will never ask for your security code",
            [("Sort code", "20-45-77"), ("Account", "•••• 1183"), ("Customer number", "88120493")],
            "Fraudsters are calling customers pretending to be from our fraud team. We "
            "will never ask you to read out a one-time passcode, your 6-digit security "
            "code or your card PIN. If someone does, hang up and call 0345 600 2214.",
            ("never_share",),
        ),
        "statement": (
            "Your March statement is ready",
            [
                ("Account", "Everyday Current •••• 1183"),
                ("Sort code", "20-45-77"),
                ("Closing balance", "£2,418.06"),
                ("Statement number", "0325-4471"),
            ],
            "Your statement for 1-31 March 2025 is ready to view in online banking.",
            ("statement",),
        ),
        "direct_debit": (
            "New Direct Debit set up",
            [
                ("Payee", "VOLTALINK MOBILE"),
                ("Reference", "VLM-20931184"),
                ("Service user number", "482913"),
                ("First collection", "15 Apr 2025"),
            ],
            "A new Direct Debit has been set up on your account. Check the details "
            "below. Bank code and sort code: 20-45-77.",
            ("reference_code",),
        ),
    }
    for key, (subject, pairs, intro, kinds) in notices.items():
        body = p("Dear Mr Morgan,") + p(intro) + rows(pairs)
        if key == "statement":
            body += button(
                "https://online.northcliffbank.com/statements?acc=1183&m=2025-03",
                "View statement",
                "#00524c",
            )
        html = esp_page(
            brand="Northcliff Bank",
            brand_host="northcliffbank.com",
            body=body,
            preheader=intro[:80],
            footer_lines=BANK_FOOT,
            accent="#00524c",
            unsubscribe=False,
        )
        cases.append(
            make(
                f"bank_{key}",
                sender=BANK,
                subject=subject,
                html=html,
                kinds=("bank", "codefree_talks_code", *kinds),
            )
        )
    return cases


def airline() -> list[Case]:
    cases = []
    pnr = tok("pnr", 6, ALNUM)
    code = tok("airotp", 6)
    body = (
        p("Hello Alex,")
        + p("Use this code to log in to Aeralis Club. Your membership number is AC 4418 2290.")
        + code_box(code)
        + p("For your security, this code expires in 15 minutes.")
        + rows(
            [
                ("Upcoming trip", "LIS → JFK, 12 May 2025"),
                ("Booking code", pnr),
                ("Flight", "TP 4021 · 10:35"),
                ("Miles balance", "48,210"),
            ]
        )
        + p("Book before 20 April with promo code FLYSPRING and save 15%.")
    )
    html = esp_page(
        brand="Aeralis Airways",
        brand_host="aeralis.aero",
        body=body,
        preheader="Your login code",
        footer_lines=AIR_FOOT,
        accent="#b3001b",
    )
    cases.append(
        make(
            "air_login",
            sender=AIR,
            subject="Your Aeralis Club login code",
            html=html,
            otp=code,
            kinds=("airline", "numbers_near_code", "promo_code", "booking_ref"),
        )
    )
    flights = [
        ("Booking confirmed: Lisbon to New York", "booking_ref"),
        ("Check-in is now open for TP 4021", "boarding_pass"),
        ("Schedule change to your trip " + pnr, "booking_ref"),
    ]
    for i, (subject, kind) in enumerate(flights):
        parts = [p("Dear Mr Alex Morgan,")]
        if i == 0:
            parts.append(
                p(
                    f"Your booking is confirmed. Booking code (PNR): <b>{pnr}</b>. "
                    "E-ticket number 047 2189 930114."
                )
            )
            parts.append(
                rows(
                    [
                        ("Outbound", "TP 4021 LIS 10:35 → JFK 13:10, 12 May"),
                        ("Return", "TP 4022 JFK 18:20 → LIS 06:45, 26 May"),
                        ("Fare code", "KLOWPT"),
                        ("Total paid", "€684.20"),
                    ]
                )
            )
            parts.append(
                button(
                    f"https://www.aeralis.aero/manage?pnr={pnr}&ln=MORGAN",
                    "Manage booking",
                    "#b3001b",
                )
            )
        elif i == 1:
            barcode = tok("bcbp", 12)
            parts.append(p("Check-in is open. Seat 23C · Gate closes 10:05 · Terminal 1."))
            parts.append(
                f'<p style="text-align:center;"><img src="https://static.aeralis.aero/bp/'
                f'{barcode}.png" alt="Boarding pass barcode {barcode}" width="220"></p>'
            )
            parts.append(p(f"Booking code {pnr}. Sequence number 0142. Barcode number {barcode}."))
            parts.append(
                button(f"https://www.aeralis.aero/checkin?pnr={pnr}", "Check in now", "#b3001b")
            )
        else:
            parts.append(
                p(
                    "Flight TP 4022 on 26 May now departs at 19:05 instead of 18:20. "
                    f"Your booking code {pnr} and seat 31A stay the same. Fare code "
                    "KLOWPT, change code SC2."
                )
            )
        html = esp_page(
            brand="Aeralis Airways",
            brand_host="aeralis.aero",
            body="".join(parts),
            preheader=subject,
            footer_lines=AIR_FOOT,
            accent="#b3001b",
        )
        cases.append(
            make(
                f"air_{i}",
                sender=AIR,
                subject=subject,
                html=html,
                kinds=("airline", "codefree_talks_code", kind),
            )
        )
    return cases


def telecom() -> list[Case]:
    cases = []
    code = tok("simswap", 6)
    text = (
        "Voltalink Mobile\n\n"
        "We received a request to move your number (510) 555-0186 to a new SIM card "
        "(ICCID ending 0042).\n\n"
        f"To approve it, enter this verification code in the Voltalink app: {code}\n\n"
        "Your PUK code is not needed for this. The request expires in 30 minutes. If you didn't "
        "ask for a new SIM, call 611 now: someone may be trying to take over your number.\n\n"
        "Account number 4418 2290 17 · Plan: Unlimited Plus · Next bill: $65.00 on 12 Apr\n\n"
        + "\n".join(TEL_FOOT)
        + "\n"
    )
    cases.append(
        make(
            "tel_simswap",
            sender=TEL,
            subject="Confirm your SIM change",
            text=text,
            otp=code,
            kinds=("telecom", "numbers_near_code", "text_only", "expiry"),
        )
    )
    bill = (
        p("Hi Alex, your April bill is ready.")
        + rows(
            [
                ("Account number", "4418 2290 17"),
                ("Invoice", "INV-2025-0418823"),
                ("Amount due", "$65.00"),
                ("Due date", "12 April 2025"),
                ("AutoPay", "Visa •••• 4417"),
            ]
        )
        + p(
            "Travelling? Calls to the US from abroad: dial +1 (country code 1) then the number. "
            "Roaming pass code ROAM10 saves $10 on your first day pass."
        )
        + button(
            "https://my.voltalink.net/billing/invoices/INV-2025-0418823", "View bill", "#6d28d9"
        )
    )
    html = esp_page(
        brand="Voltalink",
        brand_host="voltalink.net",
        body=bill,
        preheader="Your bill is ready: $65.00",
        footer_lines=TEL_FOOT,
        accent="#6d28d9",
    )
    cases.append(
        make(
            "tel_bill",
            sender=TEL,
            subject="Your Voltalink bill is ready",
            html=html,
            kinds=("telecom", "codefree_talks_code", "country_code", "promo_code"),
        )
    )
    esim = (
        p(
            "Your new eSIM for (510) 555-0186 is ready to install. On your new phone, open "
            "Settings "
            "and scan the QR code below."
        )
        + '<p style="text-align:center;"><img src="https://static.voltalink.net/esim/qr-77120.png" '
        'width="200" alt="eSIM QR code"></p>'
        + p(
            "Order number 77120443 · SIM PIN code 1234 (change it after setup) · "
            "Customer number 4418229017"
        )
    )
    html = esp_page(
        brand="Voltalink",
        brand_host="voltalink.net",
        body=esim,
        preheader="Scan to install your eSIM",
        footer_lines=TEL_FOOT,
        accent="#6d28d9",
    )
    cases.append(
        make(
            "tel_esim",
            sender=TEL,
            subject="Install your eSIM",
            html=html,
            kinds=("telecom", "codefree_talks_code", "qr_code"),
        )
    )
    return cases


def government() -> list[Case]:
    cases = []
    code = tok("civic", 6)
    text = (
        "MyCivic Account\n\n"
        f"Your security code is {code}\n\n"
        "Enter it on the sign-in page to continue to the Lakeshire Tax Online service. The code "
        "lasts 15 minutes. Do not share it with anyone, including people who say they work for "
        "the government.\n\n"
        "Your taxpayer reference (UTR) 48219 30014 and your National Insurance number stay the "
        "same.\n\nLakeshire Revenue · PO Box 4418 · Lakeshire LK1 9ZZ\n"
    )
    cases.append(
        make(
            "gov_signin",
            sender=GOV,
            subject="MyCivic security code",
            text=text,
            otp=code,
            kinds=("government", "numbers_near_code", "text_only"),
        )
    )
    token = url_token("civic-verify")
    url = f"https://signin.mycivic.gov.example/email/confirm?token={token}"
    body = (
        p(
            "You've added this email address to your MyCivic Account. Confirm it so we can send "
            "you "
            "tax and benefit messages."
        )
        + button(url, "Confirm email address", "#0b0c0c")
        + p("The link expires in 24 hours. Reference code: MCA-4821-77.")
    )
    html = plain_page(body)
    cases.append(
        make(
            "gov_confirm_email",
            sender=GOV,
            subject="Confirm your email address",
            html=html,
            link=url,
            link_kind="verify",
            kinds=("government", "magic_link", "reference_code"),
        )
    )
    notice = (
        "Dear Alex Morgan,\n\nYour 2024 tax return has been received.\n\n"
        "Submission receipt number: 8841 2290 0631\nUnique taxpayer reference: 48219 30014\n"
        "Tax office code: 475 / LK\nPostcode on file: LK4 2RS\n\n"
        "You don't need to do anything else. Keep this receipt code for your records. We will "
        "never text or email you asking for a code to get a refund.\n\nLakeshire Revenue\n"
    )
    cases.append(
        make(
            "gov_return_received",
            sender=GOV,
            subject="Tax return received",
            text=notice,
            kinds=(
                "government",
                "codefree_talks_code",
                "registry_number",
                "never_share",
                "text_only",
            ),
        )
    )
    return cases


def games() -> list[Case]:
    cases = []
    code = tok("ember", 5, ALNUM)
    body = (
        '<h1 style="font-size:22px;color:#ffb020;">Emberfall account</h1>'
        + p("Enter this code in the launcher to sign in:", "color:#e5e7eb;")
        + code_box(code, color="#ffb020")
        + p(
            "Season 7 ends in 12 days. You're ranked #4,821 on EU-West with 1,337 points.",
            "color:#9ca3af;font-size:13px;",
        )
        + p(
            "Error code EF-5002 at login? Restart the launcher and try again.",
            "color:#9ca3af;font-size:13px;",
        )
    )
    html = esp_page(
        brand="Emberfall",
        brand_host="emberfall.gg",
        body=body,
        accent="#ffb020",
        preheader="Your sign-in code",
        footer_lines=[
            "Quillstone Games Oy, Mannerheimintie 12 B, 00100 Helsinki · Business ID 3118290-4"
        ],
    )
    cases.append(
        make(
            "game_login",
            sender=GAME,
            subject="Your Emberfall sign-in code",
            html=html,
            otp=code,
            kinds=("game", "alnum5", "error_code"),
        )
    )
    gift = "-".join(tok(f"gift{j}", 4, ALNUM) for j in range(3))
    body = (
        p("Thanks for your purchase!")
        + rows(
            [
                ("Item", "Ember Crystals ×2,800"),
                ("Order", "EFS-48213390"),
                ("Price", "€19.99"),
                ("Paid with", "PayPal"),
            ]
        )
        + p(
            f"Gift code for a friend: <b>{gift}</b>. Redeem it at emberfall.gg/redeem. "
            "Gift codes can't be exchanged for cash."
        )
    )
    html = esp_page(
        brand="Emberfall",
        brand_host="emberfall.gg",
        body=body,
        accent="#ffb020",
        preheader="Receipt EFS-48213390",
        footer_lines=["Quillstone Games Oy · VAT FI31182904"],
    )
    cases.append(
        make(
            "game_receipt",
            sender="Emberfall Store <store@emberfall.gg>",
            subject="Your Emberfall receipt",
            html=html,
            kinds=("game", "codefree_talks_code", "promo_code", "receipt"),
        )
    )
    stats = (
        "EMBERFALL WEEKLY · Season 7 week 3\n\n"
        "Your stats: 48 matches · 29 wins (60.4%) · K/D 1.82 · 120,455 damage\n"
        "Top squad score: 482,913 (Ashen Wolves)\n"
        "Tournament bracket code for Saturday's cup: ASHCUP-7 · Prize pool €25,000\n\n"
        "Patch 7.3.2 fixes error code 40021 (matchmaking timeout) and the 'code 503' "
        "server message.\n\nUnsubscribe: https://www.emberfall.gg/email/preferences\n"
    )
    cases.append(
        make(
            "game_weekly",
            sender="Emberfall <news@emberfall.gg>",
            subject="Your week in Emberfall: 29 wins",
            text=stats,
            kinds=("game", "codefree_talks_code", "stats", "error_code", "text_only"),
        )
    )
    return cases


def crypto() -> list[Case]:
    cases = []
    anti = "Blue-Falcon-22"
    code = tok("withdraw", 6)
    token = url_token("withdraw-link")
    confirm = f"https://www.coinvane.io/account/withdraw/confirm?id=88213&token={token}"
    body = (
        f'<p style="background:#fff7e6;padding:8px;font-size:13px;">Anti-phishing code: '
        f"<b>{anti}</b></p>"
        + p("You requested a withdrawal:")
        + rows(
            [
                ("Amount", "0.48213 BTC"),
                ("Network fee", "0.00012 BTC"),
                ("Address", "bc1q9x4...7hk2"),
                ("Withdrawal ID", "88213"),
            ]
        )
        + p(f'Email verification code: <b style="font-size:20px;">{code}</b>')
        + p("Enter the code in the withdrawal window, or confirm here:")
        + button(confirm, "Confirm withdrawal", "#f0b90b")
        + p(
            "The code and link expire in 30 minutes. If you didn't request this, disable your "
            "account immediately."
        )
    )
    html = esp_page(
        brand="Coinvane",
        brand_host="coinvane.io",
        body=body,
        accent="#f0b90b",
        preheader="Confirm your withdrawal of 0.48213 BTC",
        footer_lines=COIN_FOOT,
        unsubscribe=False,
    )
    cases.append(
        make(
            "coin_withdraw",
            sender=COIN,
            subject="[Coinvane] Confirm your withdrawal",
            html=html,
            otp=code,
            link=confirm,
            link_kind="confirm",
            kinds=("crypto", "anti_phishing", "numbers_near_code", "magic_link"),
        )
    )
    body = (
        f'<p style="background:#fff7e6;padding:8px;font-size:13px;">Anti-phishing code: '
        f"<b>{anti}</b></p>"
        + p("Your deposit has arrived.")
        + rows(
            [
                ("Asset", "USDT (TRC20)"),
                ("Amount", "1,250.00"),
                ("TxID", "9f2c41e0b7a4...d1186"),
                ("Confirmations", "20/20"),
            ]
        )
        + p("Always check that the anti-phishing code above is in every email from us.")
    )
    html = esp_page(
        brand="Coinvane",
        brand_host="coinvane.io",
        body=body,
        accent="#f0b90b",
        preheader="Deposit of 1,250.00 USDT confirmed",
        footer_lines=COIN_FOOT,
    )
    cases.append(
        make(
            "coin_deposit",
            sender=COIN,
            subject="[Coinvane] Deposit confirmed",
            html=html,
            kinds=("crypto", "anti_phishing", "codefree_talks_code"),
        )
    )
    approve = f"https://www.coinvane.io/device/approve?d=7731&t={url_token('coin-approve')}"
    lock = f"https://www.coinvane.io/account/freeze?t={url_token('coin-lock')}"
    body = (
        f'<p style="background:#fff7e6;padding:8px;font-size:13px;">Anti-phishing code: '
        f"<b>{anti}</b></p>"
        + p("A new device is trying to log in to your account:")
        + rows(
            [
                ("Device", "Chrome 123 on macOS"),
                ("IP", "83.22.141.7"),
                ("Location", "Porto, PT"),
                ("Time", "2025-04-01 14:22:09 (UTC)"),
            ]
        )
        + button(approve, "Approve this device", "#f0b90b")
        + p(
            f'Not you? <a href="{lock.replace("&", "&amp;")}">Freeze your account</a> now and '
            "change your password."
        )
    )
    html = esp_page(
        brand="Coinvane",
        brand_host="coinvane.io",
        body=body,
        accent="#f0b90b",
        preheader="New device login attempt",
        footer_lines=COIN_FOOT,
        unsubscribe=False,
    )
    cases.append(
        make(
            "coin_new_device",
            sender=COIN,
            subject="[Coinvane] Approve new device",
            html=html,
            link=approve,
            link_kind="other",
            kinds=("crypto", "lock_link", "anti_phishing", "magic_link"),
        )
    )
    return cases


def devtools() -> list[Case]:
    cases = []
    log = (
        "Pipeline #48213 failed for main (a91f3c2)\n\n"
        "Job: test (python 3.12) · Runner: linux-x64-4 · Duration: 4m 12s\n\n"
        "  tests/test_auth.py::test_login_code FAILED\n"
        "    assert resp.status_code == 200\n"
        "    AssertionError: assert 401 == 200\n"
        "  tests/test_auth.py::test_otp_expiry PASSED\n"
        "  E   ValueError: invalid code '839204' for user 1182\n"
        "  ERROR: Job failed: exit code 137\n\n"
        "View pipeline: https://forgepipe.dev/acme/api/pipelines/48213\n"
        "You're receiving this because you pushed a91f3c2. Manage notifications: "
        "https://forgepipe.dev/settings/notifications\n"
    )
    cases.append(
        make(
            "forge_failed",
            sender=FORGE,
            subject="Failed: acme/api pipeline #48213",
            text=log,
            kinds=("devtools", "log_output", "codefree_talks_code", "error_code", "text_only"),
        )
    )
    user_code = f"{tok('dev-a', 4, ALNUM)}-{tok('dev-b', 4, ALNUM)}"
    body = (
        p("Hey @alexm,")
        + p(
            "The Gitlume CLI (v2.41.0, on <code>alex-mbp.local</code>, PID 48213) is asking to "
            "sign in to your account. If you started this, enter this code on the device page:"
        )
        + code_box(user_code, spacing="3px")
        + p(
            "This code expires in 15 minutes. If you did not run <code>glm auth login</code>, "
            "ignore this email."
        )
        + '<pre style="font-size:12px;background:#f6f8fa;padding:8px;">$ glm auth login\n'
        "! First copy your one-time code: ****-****\nPress Enter to open gitlume.com in your "
        "browser...\n✓ Logged in as alexm (exit code 0)</pre>"
    )
    html = plain_page(body)
    cases.append(
        make(
            "gitlume_device",
            sender=GITL,
            subject="[Gitlume] Your device code",
            html=html,
            otp=user_code.replace("-", ""),
            kinds=("devtools", "dashed_code", "log_output", "expiry"),
        )
    )
    body = (
        p("Hey @alexm,")
        + p(
            "Your personal access token <b>ci-deploy</b> (scopes: repo, workflow) expires in 7 "
            "days, on 8 April 2025."
        )
        + p(
            "Token ID 48213390 · Last used 2 hours ago from 20.40.188.7 · Created via API "
            "(HTTP 201). Regenerate it to keep your automations running; a 401 status code "
            "means it expired."
        )
        + '<p><a href="https://gitlume.com/settings/tokens/48213390">Regenerate token</a></p>'
    )
    cases.append(
        make(
            "gitlume_token_expiry",
            sender=GITL,
            subject="[Gitlume] Your personal access token expires soon",
            html=plain_page(body),
            kinds=("devtools", "codefree_talks_code", "error_code"),
        )
    )
    invite = (
        f"https://gitlume.com/orgs/northwind-labs/invitation?via_email=1&token={url_token('inv')}"
    )
    body = (
        p("@priya-k has invited you to join the <b>northwind-labs</b> organization on Gitlume.")
        + button(invite, "Join @northwind-labs", "#2da44e")
        + p(
            "This invitation expires in 7 days. Org ID 7731042. If you don't want to join, you "
            "can ignore this email."
        )
    )
    cases.append(
        make(
            "gitlume_invite",
            sender=GITL,
            subject="@priya-k invited you to join northwind-labs",
            html=plain_page(body),
            link=invite,
            link_kind="other",
            kinds=("devtools", "magic_link", "invite"),
        )
    )
    hooks = (
        "Stackhaven status digest for project api-prod\n\n"
        "Webhook deliveries in the last 24 h: 4,821 ok, 37 failed\n"
        "  POST https://hooks.acme.dev/ingest -> 503 Service Unavailable (x31)\n"
        "  POST https://hooks.acme.dev/ingest -> 429 Too Many Requests (x6)\n"
        "Deploy dpl_7Q2MX91 succeeded in 42 s (build code 0, region fra1)\n"
        "Invalid status code responses: 37 · p95 latency 482 ms\n\n"
        "https://stackhaven.io/acme/api-prod/webhooks\n"
    )
    cases.append(
        make(
            "stackhaven_digest",
            sender="Stackhaven <notifications@stackhaven.io>",
            subject="api-prod: 37 failed webhook deliveries",
            text=hooks,
            kinds=("devtools", "log_output", "codefree_talks_code", "error_code", "text_only"),
        )
    )
    return cases


def saas() -> list[Case]:
    cases = []
    target = f"https://tallyboard.app/auth/magic?token={url_token('tally-magic')}&ws=northwind"
    tracked = f"https://links.tallyboard.app/ls/click?upn={enc(target)}&sig=Jq8x2"
    body = (
        p("Hi Alex,")
        + p(
            "Click the button below to sign in to the <b>Northwind</b> workspace. This link can "
            "only be used once and expires in 15 minutes."
        )
        + vml_button(tracked, "Sign in to Tallyboard", "#5b5bd6")
        + p("Workspace ID 4821-9930 · Plan: Business (25 seats) · Invoice #TB-2025-0331")
        + p("Didn't ask for this? You can safely ignore this email.")
    )
    html = mjml_page(
        title="Sign in",
        body=body,
        footer_html="Tallyboard Inc. · 548 Market St #48213 · San Francisco, CA 94104",
    )
    cases.append(
        make(
            "tally_magic",
            sender=TALLY,
            subject="Your Tallyboard sign-in link",
            html=html,
            link=target,
            link_kind="sign_in",
            kinds=("saas", "magic_link", "tracker_recoverable", "vml"),
        )
    )
    export = "https://tallyboard.app/exports/download/ex_48213?key=" + url_token("tally-export")
    body = (
        p("Your export of the Northwind workspace (12 boards, 4,821 cards, 118 MB) is ready.")
        + button(export, "Download export", "#5b5bd6")
        + p("The download link works for 72 hours. Export ID ex_48213.")
    )
    cases.append(
        make(
            "tally_export",
            sender=TALLY,
            subject="Your workspace export is ready",
            html=mjml_page(title="Export", body=body, footer_html="Tallyboard Inc."),
            link=export,
            link_kind="other",
            kinds=("saas", "magic_link", "export"),
        )
    )
    reset = f"https://app.notewell.so/reset-password/{url_token('nw-reset', 32)}"
    body = (
        p("Hi Alex,")
        + p("We got a request to reset the password for your Notewell account.")
        + button(reset, "Choose a new password", "#111827")
        + p(
            "This link expires in 1 hour. If you didn't request a reset, ignore this email: your "
            "password won't change."
        )
        + p(
            "Notewell Labs GmbH · Torstraße 140, 10119 Berlin · HRB 218829 B · USt-IdNr. "
            "DE 318229041",
            "font-size:11px;color:#9ca3af;",
        )
    )
    cases.append(
        make(
            "notewell_reset",
            sender="Notewell <hello@notewell.so>",
            subject="Reset your Notewell password",
            html=plain_page(body),
            link=reset,
            link_kind="reset",
            kinds=("saas", "magic_link", "registry_number"),
        )
    )
    lock = f"https://app.notewell.so/account/secure?t={url_token('nw-lock')}"
    body = (
        p("Hi Alex,")
        + p(
            "The password for your Notewell account was changed on 1 April 2025 at 14:22 UTC "
            "from Firefox on Windows (IP 83.22.141.7)."
        )
        + p(
            f'If you did this, you can ignore this email. If not, <a href="{lock}">lock your '
            "account</a> and contact support@notewell.so."
        )
    )
    cases.append(
        make(
            "notewell_pw_changed",
            sender="Notewell <hello@notewell.so>",
            subject="Your Notewell password was changed",
            html=plain_page(body),
            kinds=("saas", "lock_link", "password_changed"),
        )
    )
    delete = f"https://planfold.com/account/delete/confirm?req=55120&sig={url_token('pf-del')}"
    body = (
        p(
            "We received a request to delete your Planfold account "
            "(alex.morgan@inbox-sandbox.test) "
            "and all 14 projects in it."
        )
        + button(delete, "Confirm deletion", "#dc2626")
        + p(
            "Request number 55120. If you didn't ask for this, ignore this email and your "
            "account stays as it is."
        )
    )
    cases.append(
        make(
            "planfold_delete",
            sender="Planfold <account@planfold.com>",
            subject="Confirm your account deletion",
            html=plain_page(body),
            link=delete,
            link_kind="confirm",
            kinds=("saas", "magic_link", "account_deletion"),
        )
    )
    body = p(
        "Your Planfold account has been deleted as you asked. Your data will be removed from "
        "our backups within 30 days."
    ) + p(
        "Deletion reference: PFD-55120-X. Any remaining subscription credit ($12.40) was "
        "refunded to card •••• 4417 with authorisation code 220913."
    )
    cases.append(
        make(
            "planfold_deleted",
            sender="Planfold <account@planfold.com>",
            subject="Your Planfold account was deleted",
            html=plain_page(body),
            kinds=("saas", "account_deletion", "codefree_talks_code", "card_auth"),
        )
    )
    ticket = (
        "##- Please type your reply above this line -##\n\n"
        "Your request (#48213) has been updated.\n\n"
        "Sam (Deskory Support)\n1 Apr 2025, 15:02 UTC\n\n"
        "Hi Alex, thanks for the screenshot. The error code 0x80070005 means the sync agent "
        "can't write to its folder. Please run the repair tool (build 7.4.2210) and send us the "
        "new log; your case reference is DSK-7Q2MX.\n\n"
        "Attachment(s): sync-agent.log\n\n"
        "This email is a service from Deskory Support. [K8Q2P-WM7R4]\n"
    )
    cases.append(
        make(
            "deskory_ticket",
            sender="Deskory Support <support@deskory.com>",
            subject="[Deskory] Re: Sync agent won't start (#48213)",
            text=ticket,
            kinds=(
                "support",
                "codefree_talks_code",
                "error_code",
                "reference_code",
                "alnum5",
                "text_only",
            ),
        )
    )
    return cases


def hospitality() -> list[Case]:
    cases = []
    conf = tok("stay", 10)
    body = (
        p("Your booking is confirmed, Alex!")
        + rows(
            [
                ("Confirmation number", conf),
                ("PIN code", "4821"),
                ("Hotel", "Casa Azulejo, Rua das Flores 48, 1200-195 Lisboa"),
                ("Check-in", "Mon 12 May 2025 from 15:00"),
                ("Check-out", "Thu 15 May 2025 until 11:00"),
                ("Total", "€482.13 incl. taxes"),
            ]
        )
        + p(
            "You'll need your confirmation number and PIN code to change or cancel. Get 10% back "
            "in Staylume Credits with code STAYMORE."
        )
        + button(f"https://secure.staylume.com/mybooking?conf={conf}", "Manage booking", "#003580")
    )
    html = esp_page(
        brand="Staylume",
        brand_host="staylume.com",
        body=body,
        accent="#003580",
        preheader=f"Confirmation {conf}",
        footer_lines=["Staylume B.V., Herengracht 597, 1017 CE Amsterdam · KvK 48213390"],
    )
    cases.append(
        make(
            "stay_booking",
            sender=STAY,
            subject="Booking confirmed: Casa Azulejo",
            html=html,
            kinds=("hotel", "codefree_talks_code", "booking_ref", "promo_code"),
        )
    )
    body = (
        p("Thanks for ordering from Sushi Okan, Alex.")
        + rows(
            [
                ("Order", "#DE-48213-77"),
                ("2× Salmon nigiri", "€9.80"),
                ("Miso soup", "€3.50"),
                ("Delivery fee", "€1.99"),
                ("Promo code WELCOME5", "−€5.00"),
                ("Total", "€10.29"),
            ]
        )
        + p(
            "Delivered to Rua do Almada 211, 4050-038 Porto at 19:42. Give your rider the "
            "4-digit order code 7731 if asked."
        )
    )
    html = esp_page(
        brand="Dashly Eats",
        brand_host="dashlyeats.com",
        body=body,
        accent="#ff3008",
        preheader="Your receipt from Sushi Okan",
        footer_lines=["Dashly Eats Portugal, Lda · NIPC 516 482 913"],
    )
    cases.append(
        make(
            "eats_receipt",
            sender=EATS,
            subject="Your Dashly Eats receipt",
            html=html,
            kinds=("receipt", "codefree_talks_code", "promo_code"),
        )
    )
    return cases


def all_cases() -> list[Case]:
    return [
        *marketplace(),
        *bank(),
        *airline(),
        *telecom(),
        *government(),
        *games(),
        *crypto(),
        *devtools(),
        *saas(),
        *hospitality(),
    ]
