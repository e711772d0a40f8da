"""Set 10, English: the account mail of web apps and of their frameworks' default templates
(sign-up, sign-in codes and links, resets, invitations, email changes, deletions, 2FA), as an
agent meets it while signing up to and testing them. Wording is this set's own."""

# The mails' own wording and URLs, kept whole where they are long: the set is data.
# ruff: noqa: E501
from __future__ import annotations

import base64

from tests.extract.holdout10_kit import (
    button,
    esp,
    form_button,
    hidden,
    image_map,
    mk,
    simple_html,
    vml_button,
)
from tests.extract.holdout10_mail import Case, inner_mail


def _framework() -> list[Case]:
    out: list[Case] = []
    link = "http://localhost:3000/users/confirmation?confirmation_token=zK4sWq9yPbR1xNcJ7tVd"
    out.append(
        mk(
            "rails-devise-confirm-local",
            subject="Confirmation instructions",
            sender="please-change-me@localhost",
            link=link,
            kind="confirm",
            kinds=("framework-default", "local-dev"),
            html=(
                "<p>Welcome runner+signup@qa-harbor.dev!</p>"
                "<p>You can confirm your account email through the link below:</p>"
                f'<p><a href="{link}">Confirm my account</a></p>'
            ),
        )
    )
    link = (
        "https://staging.plotwise.app/users/password/edit?reset_password_token=Hq8xT2mVbLw93sKpZ1aE"
    )
    out.append(
        mk(
            "rails-devise-reset-staging",
            subject="[STAGING] Reset password instructions",
            sender="Plotwise (staging) <no-reply@staging.plotwise.app>",
            link=link,
            kind="reset",
            kinds=("framework-default", "staging"),
            html=simple_html(
                '<div style="background:#ffe08a;padding:6px;font-size:12px">STAGING ENVIRONMENT'
                " - build 2025.04.17-1842 (commit 9c41e7b) - mails are not delivered to customers"
                "</div><p>Hello runner+signup@qa-harbor.dev!</p><p>Someone has requested a link "
                "to change your password. You can do this through the link below.</p>"
                f'<p><a href="{link}">Change my password</a></p><p>If you didn\'t request this, '
                "please ignore this email.</p><p>Your password won't change until you access the "
                "link above and create a new one.</p>"
            ),
        )
    )
    link = "http://127.0.0.1:8000/reset/Mw/cn2k7v-4b1f0c9e8d7a6b5c4d3e2f1a0b9c8d7e/"
    out.append(
        mk(
            "django-reset-plain",
            subject="Password reset on 127.0.0.1:8000",
            sender="webmaster@localhost",
            link=link,
            kind="reset",
            kinds=("framework-default", "local-dev", "plain"),
            cte="7bit",
            text=(
                "\nYou're receiving this email because you requested a password reset for your "
                "user account at 127.0.0.1:8000.\n\nPlease go to the following page and choose a "
                f"new password:\n\n{link}\n\nYour username, in case you've forgotten: runner3\n\n"
                "Thanks for using our site!\n\nThe 127.0.0.1:8000 team\n\n"
            ),
        )
    )
    link = "http://localhost:8000/accounts/confirm-email/Mjc:1u9XqT:pV3b0kq7Rr2sYw1mH8cN4eLzA/"
    out.append(
        mk(
            "django-allauth-confirm",
            subject="[Larkspur Notes] Please Confirm Your Email Address",
            sender="Larkspur Notes <webmaster@localhost>",
            link=link,
            kind="confirm",
            kinds=("framework-default", "local-dev", "plain"),
            cte="8bit",
            text=(
                "Hello from Larkspur Notes!\n\nYou're receiving this email because user runner3 "
                "has given your email address to register an account on localhost:8000.\n\n"
                f"To confirm this is correct, go to {link}\n\n"
                "Thank you for using Larkspur Notes!\nlocalhost:8000\n"
            ),
        )
    )
    out.append(
        mk(
            "django-allauth-login-code",
            subject="[Larkspur Notes] Sign-In Code",
            sender="Larkspur Notes <webmaster@localhost>",
            otp="QH7KZ2",
            kinds=("framework-default", "local-dev", "alnum", "plain"),
            cte="8bit",
            text=(
                "Hello from Larkspur Notes!\n\nYour sign-in code is listed below. Please enter "
                "it in your open browser window.\n\nQH7KZ2\n\nThis mail can be safely ignored if "
                "you did not initiate this action.\n\nThank you for using Larkspur Notes!\n"
                "localhost:8000\n"
            ),
        )
    )
    link = (
        "http://localhost:8080/email/verify/7/3f9c2a81d4e65b07c1a9f8e2d3b4c5a6f7e8d9c0"
        "?expires=1745321877&signature=5b0e1d0c8a7f6e5d4c3b2a19f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b"
    )
    out.append(
        mk(
            "laravel-verify-email",
            subject="Verify Email Address",
            sender="Tallyhub <hello@example.com>",
            link=link,
            kind="verify",
            kinds=("framework-default", "local-dev", "code-and-link-lookalike"),
            text=(
                "Tallyhub: http://localhost:8080\n\n# Hello!\n\nPlease click the button below to "
                f"verify your email address.\n\nVerify Email Address: {link}\n\nIf you did not "
                "create an account, no further action is required.\n\nRegards,\nTallyhub\n\nIf "
                'you\'re having trouble clicking the "Verify Email Address" button, copy and paste'
                f" the URL below\ninto your web browser: {link}\n\n\u00a9 2025 Tallyhub. All rights "
                "reserved.\n"
            ),
            html=simple_html(
                "<h1>Hello!</h1><p>Please click the button below to verify your email address.</p>"
                + button(link, "Verify Email Address", "#2d3748")
                + "<p>If you did not create an account, no further action is required.</p>"
                '<p>Regards,<br>Tallyhub</p><hr><p style="font-size:12px">If you\'re having '
                'trouble clicking the "Verify Email Address" button, copy and paste the URL below '
                f'into your web browser: <span><a href="{link}">{link}</a></span></p>'
            ),
        )
    )
    link = (
        "https://app.tallyhub.io/reset-password/"
        "e3b98a4da31a127d4bde6e43033f66ba274cab0eb7eb1c70ec41402bf6273dd8?email=runner%40qa-harbor.dev"
    )
    out.append(
        mk(
            "laravel-reset-notification",
            subject="Reset Password Notification",
            sender="Tallyhub <no-reply@tallyhub.io>",
            link=link,
            kind="reset",
            kinds=("framework-default", "expiry"),
            html=simple_html(
                "<h1>Hello!</h1><p>You are receiving this email because we received a password "
                "reset request for your account.</p>"
                + button(link, "Reset Password", "#2d3748")
                + "<p>This password reset link will expire in 60 minutes.</p><p>If you did not "
                "request a password reset, no further action is required.</p><p>Regards,<br>"
                "Tallyhub</p>"
            ),
        )
    )
    base = "https://qwmrtzkdplvaxe.dbnest.io/auth/v1/verify"
    link = f"{base}?token=pkce_8b1f2c3d4e5f60718293a4b5c6d7e8f9&type=magiclink&redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fauth%2Fcallback"
    out.append(
        mk(
            "dbnest-magic-link",
            subject="Your Magic Link",
            sender="Dbnest Auth <noreply@mail.app.dbnest.io>",
            link=link,
            kind="sign_in",
            kinds=("framework-default", "redirect-param"),
            html=(
                "<h2>Magic Link</h2>\n\n<p>Follow this link to login:</p>\n"
                f'<p><a href="{link.replace("&", "&amp;")}">Log In</a></p>\n'
            ),
        )
    )
    link = f"{base}?token=2d7c4e1b9a0f3e6d5c8b7a6f4e3d2c1b0a9f8e7d&type=signup&redirect_to=https%3A%2F%2Fpreview-41.quillstack.dev%2F"
    out.append(
        mk(
            "dbnest-confirm-signup",
            subject="Confirm Your Signup",
            sender="Dbnest Auth <noreply@mail.app.dbnest.io>",
            link=link,
            kind="confirm",
            kinds=("framework-default", "redirect-param"),
            html=(
                "<h2>Confirm your signup</h2>\n\n<p>Follow this link to confirm your user:</p>\n"
                f'<p><a href="{link.replace("&", "&amp;")}">Confirm your mail</a></p>\n'
            ),
        )
    )
    out.append(
        mk(
            "dbnest-otp-reauth",
            subject="Confirm reauthentication",
            sender="Dbnest Auth <noreply@mail.app.dbnest.io>",
            otp="608214",
            kinds=("framework-default",),
            html="<h2>Confirm reauthentication</h2>\n\n<p>Enter the code: 608214</p>\n",
        )
    )
    link = f"{base}?token=9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d&type=invite&redirect_to=https%3A%2F%2Fquillstack.dev%2Fwelcome"
    out.append(
        mk(
            "dbnest-invite",
            subject="You have been invited",
            sender="Dbnest Auth <noreply@mail.app.dbnest.io>",
            link=link,
            kind="other",
            kinds=("framework-default", "invitation"),
            html=(
                "<h2>You have been invited</h2>\n\n<p>You have been invited to create a user on "
                "https://quillstack.dev. Follow this link to accept the invite:</p>\n"
                f'<p><a href="{link.replace("&", "&amp;")}">Accept the invite</a></p>\n'
            ),
        )
    )
    link = f"{base}?token=c0ffee4b1d2e3f40516273849a5b6c7d8e9f0a1b&type=email_change&redirect_to=https%3A%2F%2Fquillstack.dev%2F"
    out.append(
        mk(
            "dbnest-email-change",
            subject="Confirm Email Change",
            sender="Dbnest Auth <noreply@mail.app.dbnest.io>",
            link=link,
            kind="confirm",
            kinds=("framework-default", "email-change"),
            html=(
                "<h2>Confirm Change of Email</h2>\n\n<p>Follow this link to confirm the update "
                "of your email from runner@qa-harbor.dev to runner+new@qa-harbor.dev:</p>\n"
                f'<p><a href="{link.replace("&", "&amp;")}">Change Email</a></p>\n'
            ),
        )
    )
    fb = "https://kiteboard-7f3a2.authhost.app/__/auth/action"
    for slug, mode, kind, subject, words in (
        (
            "verify",
            "verifyEmail",
            "verify",
            "Verify your email for Kiteboard",
            "Follow this link to verify your email address.",
        ),
        (
            "reset",
            "resetPassword",
            "reset",
            "Reset your password for Kiteboard",
            "Follow this link to reset your Kiteboard password for your runner@qa-harbor.dev "
            "account.",
        ),
        (
            "signin",
            "signIn",
            "sign_in",
            "Sign in to Kiteboard requested at 09:41",
            "We received a request to sign in to Kiteboard using this email address. If you want "
            "to sign in with your runner@qa-harbor.dev account, click this link:",
        ),
    ):
        link = (
            f"{fb}?mode={mode}&oobCode=Xr9_Kq2mT7vL0pZbN4cW1dE8fG5hJ3sA6yU&apiKey="
            f"AIzaKb7-4Qf0hW2nR8tYp1sL6dG9xC3vB5mZ0&continueUrl=https%3A%2F%2Fkiteboard.app%2Fhome&lang=en"
        )
        out.append(
            mk(
                f"authhost-{slug}",
                subject=subject,
                sender="noreply@kiteboard-7f3a2.authhost.app",
                link=link,
                kind=kind,
                kinds=("framework-default", "redirect-param"),
                html=(
                    f"<p>Hello,</p><p>{words}</p>"
                    f'<p><a href="{link.replace("&", "&amp;")}">{link.replace("&", "&amp;")}</a>'
                    "</p><p>If you didn't ask for this, you can ignore this email.</p><p>Thanks,"
                    "</p><p>Your Kiteboard team</p>"
                ),
            )
        )
    out.append(
        mk(
            "cloudid-default-code",
            subject="Your verification code",
            sender="no-reply@verificationemail.cloudid-mail.com",
            otp="583016",
            kinds=("framework-default", "plain"),
            cte="7bit",
            text="Your verification code is 583016. ",
        )
    )
    out.append(
        mk(
            "cloudid-forgot-code",
            subject="Reset your Harbormaster password",
            sender="Harbormaster <account@harbormaster.cloud>",
            otp="119384",
            kinds=("framework-default",),
            html=simple_html(
                "<p>We got a request to reset the password of the Harbormaster account "
                "<b>runner3</b> (user pool eu-west-1_k8Qz2Lm4P).</p><p>Your password reset code is "
                "<b>119384</b></p><p>Not you? Nothing changes until the code is used.</p>"
            ),
        )
    )
    link = (
        "http://localhost:8180/realms/heimdall/login-actions/action-token?key=eyJhbGciOiJIUzUxMiIs"
        "InR5cCIgOiAiSldUIiwia2lkIiA6ICI0YjE4In0.eyJleHAiOjE3NDUzMjE4NzcsImlhdCI6MTc0NTMyMTU3N30."
        "q1Zr8Kp2&client_id=account-console&tab_id=Vx3kP0aQ"
    )
    out.append(
        mk(
            "gatekeep-verify-email",
            subject="Verify email",
            sender="Heimdall realm <heimdall@localhost>",
            link=link,
            kind="verify",
            kinds=("framework-default", "local-dev", "expiry"),
            text=(
                "Someone has created a Heimdall account with this email address. If this was you, "
                f"click the link below to verify your email address\n\n{link}\n\nThis link will "
                "expire within 5 minutes.\n\nIf you didn't create this account, just ignore this "
                "message.\n"
            ),
            html=(
                "<html><body><p>Someone has created a Heimdall account with this email address. "
                "If this was you, click the link below to verify your email address</p>"
                f'<p><a href="{link.replace("&", "&amp;")}" rel="nofollow">Link to e-mail address '
                "verification</a></p><p>This link will expire within 5 minutes.</p><p>If you "
                "didn't create this account, just ignore this message.</p></body></html>"
            ),
        )
    )
    out.append(
        mk(
            "gatekeep-email-otp-4",
            subject="Heimdall access code",
            sender="Heimdall realm <heimdall@auth.sandpiper-labs.net>",
            otp="5521",
            kinds=("framework-default", "digits4", "expiry"),
            html=simple_html(
                "<p>Your access code is <strong>5521</strong>.</p><p>The code is valid for "
                "5 minutes and can be used once.</p><p>Realm: heimdall &middot; client: web-portal"
                " &middot; session 7f3c</p>"
            ),
        )
    )
    link = "https://blog.fernhollow.net/wp-login.php?action=rp&key=Qm8sV2xK9pLz4TbR0cWn&login=runner3&wp_lang=en_US"
    out.append(
        mk(
            "wordpress-new-user",
            subject="[Fernhollow Journal] Login Details",
            sender="WordPress <wordpress@blog.fernhollow.net>",
            link=link,
            kind="reset",
            kinds=("framework-default", "plain", "angle-brackets"),
            cte="8bit",
            text=(
                "Username: runner3\n\nTo set your password, visit the following address:\n\n"
                f"<{link}>\n\nhttps://blog.fernhollow.net/wp-login.php\n"
            ),
        )
    )
    out.append(
        mk(
            "wordpress-password-changed",
            subject="[Fernhollow Journal] Password Changed",
            sender="WordPress <wordpress@blog.fernhollow.net>",
            kinds=("framework-default", "plain", "password-changed"),
            cte="8bit",
            text=(
                "Hi runner3,\n\nThis notice confirms that your password was changed on Fernhollow "
                "Journal.\n\nIf you did not change your password, please contact the Site "
                "Administrator at\nadmin@fernhollow.net\n\nThis email has been sent to "
                "runner@qa-harbor.dev\n\nRegards,\nAll at Fernhollow Journal\n"
                "https://blog.fernhollow.net\n"
            ),
        )
    )
    link = "https://blog.fernhollow.net/wp-admin/options.php?adminhash=4d1f0b8e2c7a69530e1d2c3b4a5f6e7d&nonce=a81c3e"
    out.append(
        mk(
            "wordpress-admin-email",
            subject="[Fernhollow Journal] New Admin Email Address",
            sender="WordPress <wordpress@blog.fernhollow.net>",
            link=link,
            kind="confirm",
            kinds=("framework-default", "plain", "email-change"),
            cte="8bit",
            text=(
                "Howdy runner3,\n\nSomeone with administrator capabilities recently requested to "
                "have the administration email address changed on this site:\n"
                "https://blog.fernhollow.net\n\nTo confirm this change, please click on the "
                f"following link:\n{link}\n\nYou can safely ignore and delete this email if you do"
                " not want to take this action.\n\nThis email has been sent to "
                "runner+new@qa-harbor.dev\n\nRegards,\nAll at Fernhollow Journal\n"
            ),
        )
    )
    return out


def _stores() -> list[Case]:
    out: list[Case] = []
    domain = "pebbleandpine.shop"
    address = "Pebble &amp; Pine Goods, 48 Cannery Row, Unit 3, Portland ME 04101"
    out.append(
        mk(
            "storefront-login-code",
            subject="Your login code for Pebble & Pine: 830146",
            sender="Pebble & Pine <store+71298345@t.shopmail.email>",
            otp="830146",
            kinds=("esp", "code-in-subject-too", "expiry"),
            html=esp(
                "Pebble & Pine",
                "<h2>Log in to Pebble &amp; Pine</h2><p>Enter this code to log in. It expires "
                'in 10 minutes.</p><p style="font-size:32px;letter-spacing:8px;font-weight:700">'
                "830146</p><p>If you didn't try to log in, you can ignore this email.</p>",
                domain=domain,
                lead="Your login code is 830146",
                address=address,
            ),
        )
    )
    out.append(
        mk(
            "storefront-order-confirmed",
            subject="Order #1047 confirmed",
            sender="Pebble & Pine <store+71298345@t.shopmail.email>",
            kinds=("esp", "receipt", "lookalike", "discount-code", "alnum"),
            html=esp(
                "Pebble & Pine",
                "<h2>Thank you for your purchase!</h2><p>Hi Runner, we're getting your order ready"
                " to be shipped. We will notify you when it has been sent.</p>"
                + button(
                    f"https://{domain}/71298345/orders/8f3e2d1c0b9a/authenticate?key=41b7",
                    "View your order",
                    "#2f4f3a",
                )
                + '<table width="100%" style="margin-top:24px"><tr><td>Cedar wick candle &times; 2'
                "</td><td align=right>$36.00</td></tr><tr><td>Discount (WELCOME15)</td><td "
                "align=right>-$5.40</td></tr><tr><td>Shipping</td><td align=right>$6.90</td></tr>"
                "<tr><td><b>Total</b></td><td align=right><b>$37.50 USD</b></td></tr></table>"
                "<p>Order number: #1047 &middot; Confirmation: 2Q8KZT0LM</p>",
                domain=domain,
                lead="Order #1047 is confirmed",
                address=address,
            ),
        )
    )
    out.append(
        mk(
            "storefront-shipped",
            subject="A shipment from order #1047 is on the way",
            sender="Pebble & Pine <store+71298345@t.shopmail.email>",
            kinds=("esp", "shipping", "lookalike", "spaced"),
            html=esp(
                "Pebble & Pine",
                "<h2>Your order is on the way</h2><p>Your order is on the way. Track your shipment"
                " to see the delivery status.</p>"
                + button(
                    "https://parcelpath.io/track/9400111206213859274015",
                    "Track your order",
                    "#2f4f3a",
                )
                + "<p>USPS tracking number: 9400 1112 0621 3859 2740 15</p><p>Items in this "
                "shipment: Cedar wick candle &times; 2</p>",
                domain=domain,
                address=address,
            ),
        )
    )
    out.append(
        mk(
            "storefront-abandoned-cart",
            subject="You left something behind - take 15% off",
            sender="Pebble & Pine <store+71298345@t.shopmail.email>",
            kinds=("esp", "newsletter", "lookalike", "discount-code"),
            html=esp(
                "Pebble & Pine",
                "<h2>Still thinking it over?</h2><p>Your cart is saved. Use code <b>COMEBACK15</b>"
                " at checkout for 15% off, valid until Sunday.</p>"
                + button(
                    f"https://{domain}/cart/c/Z2NwLWV1MTYxNzQ?key=8a2b", "Return to cart", "#2f4f3a"
                ),
                domain=domain,
                lead="Use code COMEBACK15 before Sunday",
                address=address,
            ),
        )
    )
    return out


def _hosted_auth() -> list[Case]:
    """Hosted identity providers' mails, as the apps built on them send them."""
    out: list[Case] = []
    domain = "orbitly.io"
    addr = "Orbitly Inc., 2261 Market Street #5038, San Francisco, CA 94114"
    out.append(
        mk(
            "idhub-code-subject",
            subject="604218 is your Orbitly verification code",
            sender="Orbitly <notifications@accounts.orbitly.io>",
            otp="604218",
            kinds=("esp", "code-in-subject-too", "expiry"),
            html=esp(
                "Orbitly",
                "<h1>Verification code</h1><p>Enter the following verification code when "
                'prompted:</p><p style="font-size:40px;font-weight:bold">604218</p><p>To protect '
                'your account, do not share this code.</p><p style="color:#667">This code '
                "expires in 10 minutes. Requested from Chrome on macOS, IP 203.0.113.42.</p>",
                domain=domain,
                address=addr,
            ),
        )
    )
    link = "https://accounts.orbitly.io/v1/verify?_clerk_js_version=5.61.2&token=eyJhbGciOiJSUzI1NiJ9.eyJpZCI6InNpYV8ydkx4In0.TkB2"
    out.append(
        mk(
            "idhub-magic-link",
            subject="Sign in to Orbitly",
            sender="Orbitly <notifications@accounts.orbitly.io>",
            link=link,
            kind="sign_in",
            kinds=("esp", "lookalike-in-link"),
            html=esp(
                "Orbitly",
                "<h1>Sign in to Orbitly</h1><p>Click the button below to sign in. This link "
                "expires in 10 minutes.</p>"
                + button(link, "Sign in to Orbitly")
                + '<p style="font-size:13px;color:#667">This link was requested from '
                "<b>203.0.113.42</b> (Lisbon, PT) on <b>Chrome 135, macOS</b>. If you didn't "
                "request it, you can safely ignore this email.</p>",
                domain=domain,
                address=addr,
            ),
        )
    )
    link = "https://accounts.orbitly.io/v1/tickets/accept?ticket=inv_2vLxQ8mK4pZ1tRb7"
    out.append(
        mk(
            "idhub-invitation",
            subject="Mara Voss invited you to join Ledgerline on Orbitly",
            sender="Orbitly <notifications@accounts.orbitly.io>",
            link=link,
            kind="other",
            kinds=("esp", "invitation"),
            html=esp(
                "Orbitly",
                "<h1>You're invited</h1><p><b>Mara Voss</b> (mara@ledgerline.co) has invited you "
                "to join the <b>Ledgerline</b> organization as <i>Member</i>.</p>"
                + button(link, "Accept invitation")
                + "<p>This invitation expires in 7 days. Organization ID: org_2vKq9LmX4nT8</p>",
                domain=domain,
                address=addr,
            ),
        )
    )
    domain = "ironquill.auth-eu.net"
    out.append(
        mk(
            "tenant-verify-code",
            subject="Verify your email",
            sender="Ironquill <no-reply@ironquill.auth-eu.net>",
            otp="274106",
            kinds=("esp", "css-hidden", "decoy-hidden"),
            html=esp(
                "Ironquill",
                "<p>Hi runner,</p><p>Use this code to verify your email address:</p>"
                '<div style="background:#f0f4ff;padding:14px;font-size:28px;text-align:center;'
                'letter-spacing:6px">274106</div>'
                + hidden("Template test value: 000000 / 123456", "display")
                + "<p>The code is valid for 5 minutes.</p>",
                domain=domain,
                address="Ironquill GmbH, Torstra&szlig;e 109, 10119 Berlin &middot; HRB 214733 B",
            ),
        )
    )
    link = "https://ironquill.auth-eu.net/lo/reset?ticket=Ym3Kq8Rz1pVx7NcT2wLd#"
    out.append(
        mk(
            "tenant-reset-ticket",
            subject="Reset your password",
            sender="Ironquill <no-reply@ironquill.auth-eu.net>",
            link=link,
            kind="reset",
            kinds=("esp", "registry-number"),
            html=esp(
                "Ironquill",
                "<p>We've received a request to reset the password for your Ironquill account.</p>"
                + button(link, "Reset password", "#111827")
                + "<p>If you didn't request this, ignore this email.</p>",
                domain=domain,
                address="Ironquill GmbH, Torstra&szlig;e 109, 10119 Berlin &middot; Amtsgericht "
                "Charlottenburg HRB 214733 B &middot; USt-IdNr. DE328417095",
            ),
        )
    )
    link = "https://login.tessellate.work/signin/verify/okta?t=AQ4nKqz8vTpL2mX7&e=1745321877"
    out.append(
        mk(
            "workforce-code-and-link",
            subject="Tessellate sign-in verification",
            sender="Tessellate <noreply@login.tessellate.work>",
            otp="284710",
            link=link,
            kind="sign_in",
            kinds=("esp", "code-and-link", "expiry"),
            html=esp(
                "Tessellate",
                "<p>Hi Runner,</p><p>You are signing in to Tessellate. Click the button below to "
                "verify it's you:</p>"
                + button(link, "Sign In", "#1662dd")
                + "<p>Can't use the link? Enter this code instead: <b>284710</b></p><p>This code "
                "and link expire in 5 minutes.</p>",
                domain="tessellate.work",
                address="Tessellate, 301 Brannan St, San Francisco CA 94107",
            ),
        )
    )
    link = "https://login.tessellate.work/welcome/drpTq81AbZk4Xv2mNc"
    out.append(
        mk(
            "workforce-activate",
            subject="Welcome to Tessellate!",
            sender="Tessellate <noreply@login.tessellate.work>",
            link=link,
            kind="confirm",
            kinds=("esp", "lookalike"),
            html=esp(
                "Tessellate",
                "<p>Hi Runner,</p><p>Your organization is using Tessellate to manage your web "
                "applications. Click the following link to activate your Tessellate account:</p>"
                + button(link, "Activate Tessellate Account", "#1662dd")
                + "<p>This link expires in 7 days.</p><p>Your username is runner@qa-harbor.dev<br>"
                "Your organization's sign-in page is https://login.tessellate.work</p><p>If you "
                "experience difficulties, contact your administrator (ticket ref. HD-20731).</p>",
                domain="tessellate.work",
                address="Tessellate, 301 Brannan St, San Francisco CA 94107",
            ),
        )
    )
    out.append(
        mk(
            "workforce-password-reset-done",
            subject="Your Tessellate password has been reset",
            sender="Tessellate <noreply@login.tessellate.work>",
            kinds=("esp", "password-changed", "lock-account"),
            html=esp(
                "Tessellate",
                "<p>Hi Runner,</p><p>The password for your Tessellate account was reset on "
                "Apr 17, 2025 at 14:02 UTC from IP 198.51.100.23.</p><p>If you did not make this "
                'change, <a href="https://login.tessellate.work/signin/lock?t=Lk9zQ2xW7vR4mT1p">'
                "lock your account</a> and contact your administrator.</p>",
                domain="tessellate.work",
                address="Tessellate, 301 Brannan St, San Francisco CA 94107",
            ),
        )
    )
    return out


def _shapes() -> list[Case]:
    """Code shapes and where a code sits: lengths, letters, dashes, spaces, subject only,
    images' alt text, inputs, buttons, character references, soft breaks."""
    out: list[Case] = []
    out.append(
        mk(
            "localdev-4digit-plain",
            subject="Your code",
            sender="no-reply@localhost",
            otp="7731",
            kinds=("local-dev", "digits4", "plain"),
            cte="7bit",
            text="Your code: 7731\n\n-- \nsent by mailer-dev (NODE_ENV=development)\n",
        )
    )
    out.append(
        mk(
            "pkgreg-publish-otp8",
            subject="One-time password for publishing @tidepool/cli",
            sender="Pkgyard <support@pkgyard.dev>",
            otp="90215738",
            kinds=("digits8", "ci-adjacent", "lookalike-version"),
            text=(
                "Hi runner3,\n\nSomeone (hopefully you) is trying to publish version 3.14.2 of "
                "@tidepool/cli.\n\nTo complete the publish, enter this one-time password:\n\n"
                "    90215738\n\nThe password expires in 5 minutes. If it wasn't you, change your "
                "password and revoke your tokens at https://pkgyard.dev/settings/tokens\n\n"
                "- The Pkgyard team\n"
            ),
        )
    )
    out.append(
        mk(
            "meterly-7digit",
            subject="Meterly security code",
            sender="Meterly <security@meterly.energy>",
            otp="4829137",
            kinds=("digits7", "esp"),
            html=esp(
                "Meterly",
                "<p>Use <b>4829137</b> as your Meterly security code. Meter number 04 118 2207 "
                "is linked to this account.</p><p>We will never call you to ask for this code.</p>",
                domain="meterly.energy",
                address="Meterly Energy Ltd, 7 Canal Wharf, Leeds LS11 5PS &middot; Company no. "
                "11829407",
            ),
        )
    )
    out.append(
        mk(
            "gridnote-dashed-alnum",
            subject="Gridnote: confirm it's you",
            sender="Gridnote <auth@gridnote.so>",
            otp="QW7RT2",
            kinds=("alnum", "dashed"),
            html=simple_html(
                "<p>Enter this code in the Gridnote window:</p>"
                '<p style="font-family:monospace;font-size:26px">QW7-RT2</p>'
                "<p>It works once and expires in 15 minutes.</p>"
            ),
        )
    )
    out.append(
        mk(
            "stackhaven-8-alnum",
            subject="Stackhaven device verification",
            sender="Stackhaven <noreply@stackhaven.dev>",
            otp="H8KD2PXQ",
            kinds=("alnum",),
            text=(
                "Hey runner3!\n\nA sign-in attempt requires further verification because we did "
                "not recognize your device. To complete the sign in, enter the verification code "
                "on the unrecognized device.\n\nDevice: Firefox on Linux\nVerification code: "
                "H8KD2PXQ\n\nIf you did not attempt to sign in to your account, your password may "
                "be compromised.\n\nThanks,\nThe Stackhaven Team\n"
            ),
        )
    )
    out.append(
        mk(
            "vaultcraft-10-alnum",
            subject="Vaultcraft recovery email",
            sender="Vaultcraft <account@vaultcraft.app>",
            otp="7FJ2KQ9XWM",
            kinds=("alnum", "esp"),
            html=esp(
                "Vaultcraft",
                "<p>To continue recovering access, type this one-time key in the app:</p>"
                '<p style="font:700 24px monospace">7FJ2KQ9XWM</p><p>Request ID '
                "rq_55f0c2a9 &middot; valid for 30 minutes.</p>",
                domain="vaultcraft.app",
                address="Vaultcraft AB, Sveav&auml;gen 44, 111 34 Stockholm, org.nr 559318-4402",
            ),
        )
    )
    out.append(
        mk(
            "kestrel-5-alnum",
            subject="Kestrel code K3P9Z",
            sender="Kestrel <hi@kestrel.chat>",
            otp="K3P9Z",
            kinds=("alnum5", "code-in-subject-too"),
            text="K3P9Z is your Kestrel code. Type it in the app to finish signing up.\n",
        )
    )
    out.append(
        mk(
            "pollen-spaced",
            subject="Pollen sign-in code",
            sender="Pollen <code@pollen.fm>",
            otp="529018",
            kinds=("spaced", "code-button"),
            html=simple_html(
                '<p>Your sign-in code:</p><table><tr><td style="background:#1db954;color:#fff;'
                'border-radius:24px;padding:12px 32px;font-size:24px">529 018</td></tr></table>'
                "<p>Valid for 10 minutes.</p>"
            ),
        )
    )
    out.append(
        mk(
            "copperleaf-subject-only",
            subject="Copperleaf: 447201 is your code",
            sender="Copperleaf <no-reply@copperleaf.money>",
            otp="447201",
            kinds=("subject-only",),
            html=simple_html(
                "<p>Use the code in the subject line of this email to finish signing in to "
                "Copperleaf.</p><p>Codes expire after 10 minutes.</p>"
            ),
        )
    )
    out.append(
        mk(
            "beacon-alt-text",
            subject="Your Beacon code",
            sender="Beacon <hello@beaconhq.team>",
            otp="381904",
            kinds=("alt-text",),
            html=simple_html(
                "<p>Here is your code (shown as an image so it can't be copied by scanners):</p>"
                '<img src="https://img.beaconhq.team/otp/2f9c.png" width="220" height="60" '
                'alt="Your code: 381904"><p>It expires in 10 minutes.</p>'
            ),
        )
    )
    out.append(
        mk(
            "beacon-alt-text-none",
            subject="Your Beacon weekly summary",
            sender="Beacon <hello@beaconhq.team>",
            kinds=("alt-text", "digest", "lookalike"),
            html=simple_html(
                '<img src="https://img.beaconhq.team/charts/w16.png" width="560" height="200" '
                'alt="Chart: 482913 pageviews in week 16, up 12%"><p>Top page: /pricing (18,204 '
                "views)</p>"
            ),
        )
    )
    out.append(
        mk(
            "fjordpay-input-value",
            subject="Confirm your Fjordpay email",
            sender="Fjordpay <verify@fjordpay.eu>",
            otp="739201",
            kinds=("input-value",),
            html=simple_html(
                "<p>Copy this code into the sign-up form:</p>"
                '<input type="text" value="739201" readonly style="font-size:22px;width:160px;'
                'text-align:center;border:1px solid #ccc">'
                "<p>Fjordpay AS, org.nr. 927 114 580</p>"
            ),
        )
    )
    out.append(
        mk(
            "fjordpay-hidden-input",
            subject="Fjordpay: your email is confirmed",
            sender="Fjordpay <verify@fjordpay.eu>",
            kinds=("input-value", "css-hidden", "lookalike"),
            html=simple_html(
                '<form action="https://fjordpay.eu/survey" method="post"><input type="hidden" '
                'name="rid" value="550183"><p>Thanks, your email address is confirmed. How was the '
                "sign-up? Reply with one word.</p></form>"
            ),
        )
    )
    out.append(
        mk(
            "mintlane-char-refs",
            subject="Mintlane verification",
            sender="Mintlane <auth@mintlane.cc>",
            otp="482016",
            kinds=("char-refs",),
            html=simple_html(
                "<p>Your Mintlane verification code is "
                "<b>&#52;&#56;&#50;&#x30;&#x31;&#54;</b>.</p><p>Don't share it with anyone.</p>"
            ),
        )
    )
    out.append(
        mk(
            "tandem-qp-soft-break",
            subject="Tandem: your sign-in code",
            sender="Tandem <no-reply@tandem.tools>",
            otp="915302",
            kinds=("qp-soft-break",),
            html=(
                '<html><body><table width="100%"><tr><td style="font-family:Arial;font-size:16px">'
                "Hello runner3, your one-time sign-in code for Tandem is <strong>915\x00302"
                "</strong> and it expires in ten minutes.</td></tr></table></body></html>"
            ),
        )
    )
    out.append(
        mk(
            "tandem-qp-soft-break-text",
            subject="Tandem: confirm your address",
            sender="Tandem <no-reply@tandem.tools>",
            otp="206781",
            kinds=("qp-soft-break", "plain"),
            text=(
                "Welcome to Tandem. To confirm your email address, enter the code 2067\x0081 on "
                "the sign-up screen.\n"
            ),
        )
    )
    out.append(
        mk(
            "wickbyte-subject-split",
            subject="Wickbyte code 73\x008145 – expires soon",
            sender="Wickbyte <auth@wickbyte.net>",
            otp="738145",
            kinds=("encoded-word-split", "subject-only"),
            html=simple_html("<p>Your Wickbyte code is in the subject of this email.</p>"),
        )
    )
    out.append(
        mk(
            "wickbyte-zero-width",
            subject="Wickbyte sign-in",
            sender="Wickbyte <auth@wickbyte.net>",
            otp="640913",
            kinds=("zero-width",),
            html=simple_html(
                "<p>Your sign-in code: <b>6\u200b4\u200b0\u200b9\u200b1\u200b3</b></p>"
                "<p>Expires in 10 minutes.</p>"
            ),
        )
    )
    return out


def _decoys() -> list[Case]:
    """CSS-hidden decoys, parts that disagree, used and expired codes, backup codes."""
    out: list[Case] = []
    domain = "pinegrid.io"
    addr = "Pinegrid Software Ltd, 3 Dock Road, Dublin D02 XY45, Ireland &middot; CRO 712094"
    for how, code, decoy in (
        ("visibility", "318402", "992017"),
        ("zero-font", "550671", "100234"),
        ("same-colour", "813920", "624118"),
        ("off-screen", "402775", "778201"),
    ):
        out.append(
            mk(
                f"pinegrid-hidden-{how}",
                subject="Your Pinegrid code",
                sender="Pinegrid <no-reply@pinegrid.io>",
                otp=code,
                kinds=("esp", "css-hidden", f"hidden-{how}"),
                html=esp(
                    "Pinegrid",
                    hidden(f"Your verification code is {decoy}", how)
                    + f'<p>Your verification code is</p><p style="font-size:30px"><b>{code}</b>'
                    "</p><p>It expires in 10 minutes.</p>",
                    domain=domain,
                    address=addr,
                ),
            )
        )
    out.append(
        mk(
            "pinegrid-hidden-only",
            subject="Welcome to Pinegrid",
            sender="Pinegrid <no-reply@pinegrid.io>",
            kinds=("esp", "css-hidden", "lookalike"),
            html=esp(
                "Pinegrid",
                hidden("Your verification code is 447120", "display")
                + "<p>Welcome aboard! Your workspace <b>qa-harbor</b> is ready. Invite your team "
                "from Settings &rarr; Members.</p>",
                domain=domain,
                address=addr,
            ),
        )
    )
    honeypot = "https://pinegrid.io/t/verify?token=bot-trap-9f2a71"
    link = "https://pinegrid.io/account/verify?token=Ps2Kq9mXv4T7wLb1"
    out.append(
        mk(
            "pinegrid-hidden-link",
            subject="Verify your Pinegrid email",
            sender="Pinegrid <no-reply@pinegrid.io>",
            link=link,
            kind="verify",
            kinds=("esp", "css-hidden", "decoy-link"),
            html=esp(
                "Pinegrid",
                f'<a href="{honeypot}" style="display:none">Verify email</a>'
                + "<p>Please verify your email address to finish setting up Pinegrid.</p>"
                + button(link, "Verify email"),
                domain=domain,
                address=addr,
            ),
        )
    )
    out.append(
        mk(
            "pinegrid-hidden-link-only",
            subject="Pinegrid: you're all set",
            sender="Pinegrid <no-reply@pinegrid.io>",
            kinds=("esp", "css-hidden", "decoy-link"),
            html=esp(
                "Pinegrid",
                f'<div style="display:none"><a href="{honeypot}">Confirm your account</a></div>'
                "<p>Your email is verified. Nothing else to do.</p>",
                domain=domain,
                address=addr,
            ),
        )
    )
    out.append(
        mk(
            "quarry-parts-disagree",
            subject="Quarry verification code",
            sender="Quarry <auth@quarry.build>",
            otp="640271",
            kinds=("parts-disagree",),
            text="Your Quarry verification code is 118204.\n",
            html=simple_html("<p>Your Quarry verification code is <b>640271</b>.</p>"),
        )
    )
    link = "https://quarry.build/invites/accept?code=iq_Zt81Lm4x"
    out.append(
        mk(
            "quarry-parts-disagree-link",
            subject="Quarry: invitation accepted",
            sender="Quarry <auth@quarry.build>",
            kinds=("parts-disagree", "invitation"),
            text=f"You've been invited to Quarry. Accept the invitation: {link}\n",
            html=simple_html(
                "<p>You accepted the invitation to <b>acme-infra</b> on Quarry. You can now open "
                "the project from your dashboard.</p>"
            ),
        )
    )
    out.append(
        mk(
            "lumen-expired-new",
            subject="New Lumen code",
            sender="Lumen <security@lumenbank.app>",
            otp="902331",
            kinds=("expired-code",),
            text=(
                "The code 448120 you requested earlier has expired.\n\nHere is a new one: 902331\n"
                "\nIt is valid for 5 minutes.\n"
            ),
        )
    )
    out.append(
        mk(
            "lumen-used-code",
            subject="Lumen: code used to sign in",
            sender="Lumen <security@lumenbank.app>",
            kinds=("used-code", "security-alert"),
            text=(
                "Your code 771203 was used to sign in on iPhone 15 at 10:42 (Berlin).\n\nIf this "
                "was you, there's nothing to do. If not, call us on +49 30 5557 1200.\n"
            ),
        )
    )
    out.append(
        mk(
            "lumen-expired-no-new",
            subject="Lumen: your code expired",
            sender="Lumen <security@lumenbank.app>",
            kinds=("expired-code",),
            text=(
                "The verification code 660915 expired before it was entered. Open the Lumen app "
                "and request a new code.\n"
            ),
        )
    )
    out.append(
        mk(
            "ridgeline-backup-codes",
            subject="Two-factor authentication is on",
            sender="Ridgeline <security@ridgeline.host>",
            kinds=("backup-codes", "2fa-setup", "dashed"),
            html=simple_html(
                "<p>Two-factor authentication is now enabled on your Ridgeline account.</p><p>"
                "Keep these backup codes somewhere safe. Each can be used once:</p><pre>"
                "8k2m-4tq9  p7x1-vz3c\nr5nd-2wbh  c9qe-6ylf\nm3ja-8sup  t4kv-1zor\n"
                "w6hf-0bnx  e2yg-7dqk</pre><p>Lost your phone? Use one of these codes to sign in.</p>"
            ),
        )
    )
    out.append(
        mk(
            "ridgeline-backup-codes-with-code",
            subject="Finish turning on two-factor authentication",
            sender="Ridgeline <security@ridgeline.host>",
            otp="553201",
            kinds=("backup-codes", "2fa-setup"),
            html=simple_html(
                "<p>To finish turning on two-factor authentication, enter this confirmation code:"
                " <b>553201</b></p><p>Once that's done, these recovery codes will work as a "
                "fallback (store them now):</p><ul><li>41870-22931</li><li>90214-55018</li><li>"
                "30876-11942</li><li>77120-48309</li><li>62051-90187</li></ul>"
            ),
        )
    )
    return out


def _carriers() -> list[Case]:
    """Where the link sits and how it is wrapped: trackers, app twins, VML, forms, image maps,
    flowed text, lock links, attached and forwarded mails, signatures."""
    out: list[Case] = []
    target = "https://app.cinderly.com/verify-email?token=cV7kQ2pX9mL4"
    tracked = (
        "https://click.sendrail.net/ls/click?upn=u001.Ab7kQz&u="
        "https%3A%2F%2Fapp.cinderly.com%2Fverify-email%3Ftoken%3DcV7kQ2pX9mL4&s=1f2e"
    )
    out.append(
        mk(
            "cinderly-tracker-urlencoded",
            subject="Verify your Cinderly account",
            sender="Cinderly <hello@mail.cinderly.com>",
            link=target,
            kind="verify",
            kinds=("esp", "tracker-recoverable"),
            html=esp(
                "Cinderly",
                "<p>One more step: verify your email so we know it's really you.</p>"
                + button(tracked, "Verify email", "#e8590c"),
                domain="cinderly.com",
                address="Cinderly Inc, 500 7th Ave, New York NY 10018",
            ),
        )
    )
    target = "https://app.cinderly.com/reset?t=Rs81Zq0KpV"
    encoded = base64.urlsafe_b64encode(target.encode()).decode().rstrip("=")
    tracked = f"https://r.mailfunnel.io/c/{encoded}/Xk2p"
    out.append(
        mk(
            "cinderly-tracker-base64",
            subject="Reset your Cinderly password",
            sender="Cinderly <hello@mail.cinderly.com>",
            link=target,
            kind="reset",
            kinds=("esp", "tracker-recoverable", "base64-path"),
            html=esp(
                "Cinderly",
                "<p>Someone asked to reset your Cinderly password. If it was you, pick a new one:"
                "</p>" + button(tracked, "Choose a new password", "#e8590c"),
                domain="cinderly.com",
                address="Cinderly Inc, 500 7th Ave, New York NY 10018",
            ),
        )
    )
    opaque = "https://links.cinderly.com/els/v2/Qm9wYXF1ZS0xNzI4-a91b2c3d/Y2luZGVyOjE="
    out.append(
        mk(
            "cinderly-tracker-opaque",
            subject="Your Cinderly sign-in link",
            sender="Cinderly <hello@mail.cinderly.com>",
            link=opaque,
            kind="sign_in",
            kinds=("esp", "tracker-opaque"),
            html=esp(
                "Cinderly",
                "<p>Tap the button to sign in on this device. The link works once.</p>"
                + button(opaque, "Sign in to Cinderly", "#e8590c"),
                domain="cinderly.com",
                address="Cinderly Inc, 500 7th Ave, New York NY 10018",
            ),
        )
    )
    out.append(
        mk(
            "cinderly-newsletter-trackers",
            subject="What's new in Cinderly: April",
            sender="Cinderly <news@mail.cinderly.com>",
            kinds=("esp", "tracker-recoverable", "tracker-opaque", "newsletter", "lookalike"),
            html=esp(
                "Cinderly",
                "<h2>April release notes</h2><p>Version 4.12 ships bulk export and 38 fixes.</p>"
                + button(
                    "https://click.sendrail.net/ls/click?upn=u001.Nw4&u=https%3A%2F%2Fcinderly.com"
                    "%2Fblog%2Frelease-4-12",
                    "Read the release notes",
                    "#e8590c",
                )
                + '<p><a href="https://links.cinderly.com/els/v2/TmV3czIwMjU-b7e1/Y2luOjI=">'
                "Watch the 3-minute demo</a></p>",
                domain="cinderly.com",
                address="Cinderly Inc, 500 7th Ave, New York NY 10018",
            ),
        )
    )
    link = "https://go.hearthly.app/auth/magic?token=mg_4Zt9Qx2LpV8k"
    out.append(
        mk(
            "hearthly-app-twin",
            subject="Sign in to Hearthly",
            sender="Hearthly <login@hearthly.app>",
            link=link,
            kind="sign_in",
            kinds=("app-scheme",),
            html=simple_html(
                f'<p><a href="hearthly://auth/magic?token=mg_4Zt9Qx2LpV8k">Open in the Hearthly '
                f'app</a></p><p>On a computer? <a href="{link}">Sign in in your browser</a></p>'
                "<p>The link expires in 15 minutes.</p>"
            ),
        )
    )
    out.append(
        mk(
            "hearthly-app-only-share",
            subject="Priya shared a recipe with you",
            sender="Hearthly <share@hearthly.app>",
            kinds=("app-scheme", "people"),
            html=simple_html(
                '<p>Priya shared <b>Miso squash soup</b> with you.</p><p><a href="hearthly://recipe/'
                '88214">Open in app</a> &middot; <a href="https://hearthly.app/r/88214">View on '
                "the web</a></p>"
            ),
        )
    )
    link = "https://secure.brindle.bank/login/approve?req=ap_7Hq2Lz9X"
    out.append(
        mk(
            "brindle-signin-with-lock",
            subject="Approve your sign-in",
            sender="Brindle <alerts@brindle.bank>",
            link=link,
            kind="other",
            kinds=("lock-account", "bank"),
            html=simple_html(
                "<p>Someone is signing in to Brindle on <b>Windows &middot; Edge</b> near Leeds, "
                "UK.</p>" + button(link, "Yes, it's me", "#0f766e") + "<p>Not you? "
                '<a href="https://secure.brindle.bank/login/lock?req=lk_7Hq2Lz9X">Lock my account'
                "</a></p>"
            ),
        )
    )
    out.append(
        mk(
            "brindle-new-signin-lock-only",
            subject="New sign-in to your Brindle account",
            sender="Brindle <alerts@brindle.bank>",
            kinds=("lock-account", "bank", "security-alert"),
            html=simple_html(
                "<p>New sign-in on <b>Android 14 &middot; Pixel 8</b> at 21:17 near Manchester, UK "
                "(IP 192.0.2.71).</p><p>Wasn't you? "
                '<a href="https://secure.brindle.bank/login/lock?req=lk_Q2v8Kx">Lock your account'
                "</a> and we'll call you.</p>"
            ),
        )
    )
    link = "https://teamcove.io/join/tc_inv_41KqZ7"
    out.append(
        mk(
            "teamcove-vml-invite",
            subject="You're invited to Teamcove",
            sender="Teamcove <invites@teamcove.io>",
            link=link,
            kind="other",
            kinds=("vml", "invitation", "esp"),
            html=esp(
                "Teamcove",
                "<p><b>Jonas Eberle</b> invited you to the <b>Design Ops</b> space.</p>"
                + vml_button(link, "Join Design Ops"),
                domain="teamcove.io",
                address="Teamcove Ltd, 12 Hatton Garden, London EC1N 8AN &middot; Company No. "
                "13382904 &middot; VAT GB 389 4410 27",
            ),
        )
    )
    link = "https://accounts.slatebase.com/delete/confirm?t=del_9Xk2Qm"
    out.append(
        mk(
            "slatebase-form-delete",
            subject="Confirm deleting your Slatebase account",
            sender="Slatebase <privacy@slatebase.com>",
            link=link,
            kind="confirm",
            kinds=("form-button", "deletion"),
            html=simple_html(
                "<p>You asked us to delete your Slatebase account and all 14 projects in it. This "
                "can't be undone.</p>"
                + form_button(link, "Delete my account")
                + "<p>If you changed your mind, ignore this email; the request lapses in 48 hours."
                "</p>"
            ),
        )
    )
    out.append(
        mk(
            "slatebase-deleted",
            subject="Your Slatebase account has been deleted",
            sender="Slatebase <privacy@slatebase.com>",
            kinds=("deletion", "reference-code", "lookalike"),
            html=simple_html(
                "<p>Your Slatebase account and its data were deleted on 18 April 2025.</p><p>"
                "Deletion reference: DR-20250418-7731. Keep it if you contact us about this "
                "request.</p>"
            ),
        )
    )
    link = "https://events.lanternfest.org/rsvp/confirm?ticket=Lf25-Qx8K2"
    out.append(
        mk(
            "lanternfest-area-map",
            subject="Confirm your free Lanternfest pass",
            sender="Lanternfest <tickets@lanternfest.org>",
            link=link,
            kind="confirm",
            kinds=("area-href",),
            html=simple_html(
                "<p>Hi runner3, click the banner to confirm your registration:</p>"
                + image_map(link, "Confirm my registration", "https://lanternfest.org/help")
            ),
        )
    )
    out.append(
        mk(
            "lanternfest-area-map-promo",
            subject="Lanternfest lineup is out",
            sender="Lanternfest <news@lanternfest.org>",
            kinds=("area-href", "newsletter"),
            html=simple_html(
                "<p>The 2025 lineup is here.</p>"
                + image_map(
                    "https://lanternfest.org/lineup-2025",
                    "See the lineup",
                    "https://lanternfest.org/help",
                )
            ),
        )
    )
    link = "https://forum.threadnest.org/users/activate/3f1a9c2d7e8b4056a1c2d3e4f5061728?lang=en&ref=signup-mail"
    broken = link[:52] + " \n" + link[52:]
    out.append(
        mk(
            "threadnest-flowed-activate",
            subject="Activate your Threadnest forum account",
            sender="Threadnest Forum <forum@threadnest.org>",
            link=link,
            kind="confirm",
            kinds=("flowed-url", "plain"),
            flowed=True,
            cte="7bit",
            text=(
                "Hello runner3,\n\nThanks for joining the Threadnest forum. To activate your \n"
                f"account, open this address:\n\n{broken}\n\nIf you didn't sign up, ignore this "
                "\nmail.\n\n-- \nThreadnest admins\n"
            ),
        )
    )
    news = (
        "https://forum.threadnest.org/t/april-meetup-notes-and-slides-from-the-berlin-session/48213"
    )
    out.append(
        mk(
            "threadnest-flowed-digest",
            subject="[Threadnest] Summary for the week",
            sender="Threadnest Forum <forum@threadnest.org>",
            kinds=("flowed-url", "digest", "plain", "lookalike"),
            flowed=True,
            cte="7bit",
            text=(
                "Popular topics this week:\n\n1. April meetup notes (214 replies)\n"
                f"{news[:48]} \n{news[48:]}\n\n2. Build 48213 broke the RSS feed \n(31 replies)\n\n"
                "You are receiving this because you enabled the weekly summary.\n"
            ),
        )
    )
    attached = inner_mail(
        "Orbitly <notifications@accounts.orbitly.io>",
        "208846 is your Orbitly verification code",
        "Enter the following verification code when prompted: 208846\n",
    )
    out.append(
        mk(
            "person-forward-rfc822",
            subject="Fwd: 208846 is your Orbitly verification code",
            sender="Dana Whitfield <dana@qa-harbor.dev>",
            kinds=("rfc822", "people"),
            text=(
                "This landed in the shared inbox this morning, is that from your test run? "
                "Attaching it.\n\nDana\n"
            ),
            wrap="rfc822",
            attached=attached,
        )
    )
    attached = inner_mail(
        "Unknown sender <billing@0rbitly-support.co>",
        "Action required: verify your billing",
        "Verify your billing now at https://0rbitly-support.co/verify?id=88213\n",
    )
    out.append(
        mk(
            "orbitly-report-rfc822-with-code",
            subject="We received your phishing report",
            sender="Orbitly Trust <trust@orbitly.io>",
            otp="350914",
            kinds=("rfc822",),
            text=(
                "Thanks for reporting the attached message. To see the result of our review in "
                "the Trust Center, sign in and enter this code: 350914\n\nReport ID: TR-55102\n"
            ),
            wrap="rfc822",
            attached=attached,
        )
    )
    out.append(
        mk(
            "person-gmail-forward-code",
            subject="Fwd: Your Pollen sign-in code",
            sender="Omar Haddad <omar.haddad@qa-harbor.dev>",
            kinds=("forwarded", "people"),
            text=(
                "fyi, the staging account still sends codes to my address\n\n"
                "---------- Forwarded message ---------\nFrom: Pollen <code@pollen.fm>\n"
                "Date: Thu, Apr 17, 2025 at 9:12 AM\nSubject: Your Pollen sign-in code\n"
                "To: <omar.haddad@qa-harbor.dev>\n\n\nYour sign-in code: 718 206\nValid for 10 "
                "minutes.\n"
            ),
        )
    )
    link = "https://app.cinderly.com/verify-email?token=Qx0zPp3Lk8"
    out.append(
        mk(
            "person-outlook-reply-link",
            subject="RE: verification link not working",
            sender="Kim Ortega <kim.ortega@cinderly.com>",
            kinds=("quoted-reply", "people", "support"),
            html=(
                '<html><body><div style="font-family:Calibri">Hi,<br><br>Thanks for the report. '
                "The link has been reissued, please check for a new mail from us in a few minutes."
                "<br><br>Kim<br>Cinderly Support &middot; Ticket #44812</div>"
                '<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0in 0in 0in">'
                "<p><b>From:</b> Test Runner &lt;runner@qa-harbor.dev&gt;<br><b>Sent:</b> "
                "Thursday, April 17, 2025 10:03 AM<br><b>To:</b> Cinderly Support<br><b>Subject:"
                "</b> verification link not working</p></div><p>The link in your mail "
                f'(<a href="{link}">{link}</a>) says expired.</p></body></html>'
            ),
        )
    )
    out.append(
        mk(
            "support-reply-code-over-quote",
            subject="Re: [#44907] Can't verify my account",
            sender="Cinderly Support <support@cinderly.com>",
            otp="302817",
            kinds=("quoted-reply", "support"),
            text=(
                "Hi Runner,\n\nI've reset the verification on your account. Please enter this code"
                " on the verification screen: 302817\n\nBest,\nKim (Cinderly Support)\n\n"
                "On Thu, Apr 17, 2025 at 10:03 AM Test Runner <runner@qa-harbor.dev> wrote:\n"
                "> My old code 559120 didn't work and order 48213 is stuck.\n> Thanks\n"
            ),
        )
    )
    out.append(
        mk(
            "sealmail-pgp-code",
            subject="Sealmail login code",
            sender="Sealmail <security@sealmail.ch>",
            otp="624937",
            kinds=("pgp",),
            text=(
                "Your Sealmail login code is 624937.\n\nThis message is signed with our key "
                "0x4B1F 9A02 7C3E 88D1.\n"
            ),
            wrap="pgp",
        )
    )
    out.append(
        mk(
            "person-pgp-signed-note",
            subject="Key rotation done",
            sender="Lea Brunner <lea@sealmail.ch>",
            kinds=("pgp", "people", "lookalike"),
            text=(
                "Hi,\n\nI rotated the signing subkey today. New fingerprint ends in 7C3E 88D1, old "
                "one (ends 2207 5519) expires on 30 April.\n\nLea\n"
            ),
            wrap="pgp",
        )
    )
    out.append(
        mk(
            "govportal-smime-code",
            subject="Portal access code",
            sender="Municipal Services Portal <noreply@services.brookfield-county.gov>",
            otp="88312047",
            kinds=("smime", "digits8"),
            text=(
                "Your access code for the services portal is 88312047.\nThis code expires 20 "
                "minutes after it was sent.\nCase 2025-CV-0412 is not affected by this message.\n"
            ),
            wrap="smime",
        )
    )
    out.append(
        mk(
            "bank-smime-statement",
            subject="Your statement for March is ready",
            sender="Brindle <statements@brindle.bank>",
            kinds=("smime", "bank", "lookalike"),
            text=(
                "Your March statement for account ending 4471 (sort code 20-41-77) is ready in the"
                " app. Statement no. 2025-03-118204.\n"
            ),
            wrap="smime",
        )
    )
    link = "https://export.notchbook.app/download/exp_2025_04_17_Zq8Kx?sig=8f1c"
    out.append(
        mk(
            "notchbook-export-ready",
            subject="Your Notchbook export is ready",
            sender="Notchbook <data@notchbook.app>",
            link=link,
            kind="other",
            kinds=("export",),
            html=simple_html(
                "<p>Your data export (2.4 GB, 1,284 notes) is ready.</p>"
                + button(link, "Download export")
                + "<p>The link expires in 7 days and works only for you.</p>"
            ),
        )
    )
    return out


def _payments() -> list[Case]:
    out: list[Case] = []
    out.append(
        mk(
            "issuer-3ds-otp",
            subject="Your one-time passcode",
            sender="Cardguard <otp@cardguard-secure.net>",
            otp="741952",
            kinds=("three-ds", "card"),
            text=(
                "Your one-time passcode for the purchase of EUR 49.00 at KITEBOARD APP with card "
                "ending 8832 is 741952. Do not share it. Valid 5 min.\n"
            ),
        )
    )
    out.append(
        mk(
            "receipt-auth-code",
            subject="Receipt from Quillstack",
            sender="Quillstack Billing <billing@quillstack.dev>",
            kinds=("card-auth", "receipt", "lookalike"),
            html=simple_html(
                "<h2>Receipt #2741-0093</h2><table><tr><td>Pro plan (monthly)</td><td>$19.00</td>"
                "</tr><tr><td>Card</td><td>Visa &bull;&bull;&bull;&bull; 4242</td></tr><tr><td>"
                "Auth code</td><td>083421</td></tr><tr><td>Invoice</td><td>INV-2025-00481</td></tr>"
                "</table><p>Questions? Reply to this email.</p>"
            ),
        )
    )
    out.append(
        mk(
            "antiphish-with-code",
            subject="Coinmeadow withdrawal confirmation",
            sender="Coinmeadow <no-reply@coinmeadow.exchange>",
            otp="518302",
            kinds=("anti-phishing",),
            html=simple_html(
                '<p style="background:#eef;padding:6px">Anti-phishing code: <b>BLUEFOX42</b></p>'
                "<p>You requested a withdrawal of 0.0150 BTC to bc1q9x...k4w2.</p><p>Withdrawal "
                "verification code: <b>518302</b></p><p>Valid for 30 minutes.</p>"
            ),
        )
    )
    out.append(
        mk(
            "antiphish-login-alert",
            subject="Coinmeadow login from a new device",
            sender="Coinmeadow <no-reply@coinmeadow.exchange>",
            kinds=("anti-phishing", "security-alert"),
            html=simple_html(
                '<p style="background:#eef;padding:6px">Anti-phishing code: <b>BLUEFOX42</b></p>'
                "<p>New login from IP 203.0.113.9 (Porto, PT) at 2025-04-17 08:15:02 UTC.</p><p>If "
                "this wasn't you, freeze your account from the app.</p>"
            ),
        )
    )
    return out


def cases() -> list[Case]:
    """The English account mails of set 10."""
    return [
        *_framework(),
        *_stores(),
        *_hosted_auth(),
        *_shapes(),
        *_decoys(),
        *_carriers(),
        *_payments(),
    ]
