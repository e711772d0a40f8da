"""Set 10, English: what else lands in a tester's inbox: issue trackers, CI and deploy
notices, error alerts, uptime monitors, code review, mailing-list digests, calendar invites,
billing, and people writing to people. Almost none has a code or an account link, and most are
full of numbers and tokens that look like one."""

# The mails' own wording and URLs, kept whole where they are long: the set is data.
# ruff: noqa: E501
from __future__ import annotations

from tests.extract.holdout10_kit import button, esp, mk, simple_html
from tests.extract.holdout10_mail import Case

_GH = "Forgehub <notifications@forgehub.dev>"


def _trackers() -> list[Case]:
    out: list[Case] = []
    out.append(
        mk(
            "forge-pr-merged",
            subject="Re: [tidepool/cli] Fix OTP parsing for grouped codes (PR #4821)",
            sender="Ana Lima <notifications@forgehub.dev>",
            kinds=("issue-tracker", "lookalike", "commit-hash"),
            text=(
                "Merged #4821 into main.\n\n-- \nReply to this email directly, view it on Forgehub:"
                "\nhttps://forgehub.dev/tidepool/cli/pull/4821#event-17239401\nYou are receiving "
                "this because you authored the thread.\n\nMessage ID: <tidepool/cli/pull/4821/"
                "issue_event/17239401@forgehub.dev>\n"
            ),
            html=simple_html(
                '<p>Merged <a href="https://forgehub.dev/tidepool/cli/pull/4821">#4821</a> into '
                "<code>main</code> with commit <code>a3f9c21</code>.</p>"
                '<p style="font-size:small;color:#666">&mdash;<br>Reply to this email directly, '
                '<a href="https://forgehub.dev/tidepool/cli/pull/4821#event-17239401">view it on '
                'Forgehub</a>, or <a href="https://forgehub.dev/notifications/unsubscribe-auth/'
                'AAB4KQ7ZL3X2PMN5R">unsubscribe</a>.</p>'
            ),
        )
    )
    out.append(
        mk(
            "forge-review-diff-with-code",
            subject="Re: [tidepool/cli] Add verification fixture (PR #4833)",
            sender="Sam Okafor <notifications@forgehub.dev>",
            kinds=("issue-tracker", "log-output", "lookalike"),
            text=(
                '@sam-okafor commented on this pull request.\n\n> +    code = "482913"\n> +    '
                "assert verify(user, code)\n\nCan we generate this instead of hardcoding 482913? "
                "It collides with the fixture in test_login.py line 118.\n\n-- \nReply to this "
                "email directly or view it on Forgehub:\nhttps://forgehub.dev/tidepool/cli/pull/"
                "4833#discussion_r1588204\n"
            ),
        )
    )
    out.append(
        mk(
            "forge-issue-opened",
            subject="[tidepool/cli] Login code email arrives twice (Issue #4840)",
            sender="quietfox <notifications@forgehub.dev>",
            kinds=("issue-tracker", "lookalike", "log-output"),
            text=(
                "quietfox opened an issue.\n\nSteps:\n1. `tidepool login --email a@b.c`\n2. Two "
                "mails arrive, codes 118 204 and 118 204\n\nVersion 3.14.2, build 20250415.3, "
                "node 20.12.1\n\n```\n[2025-04-17T09:12:44Z] INFO sent otp id=otp_7731 len=6\n"
                "[2025-04-17T09:12:44Z] INFO sent otp id=otp_7732 len=6\n```\n\n-- \nView it on "
                "Forgehub: https://forgehub.dev/tidepool/cli/issues/4840\n"
            ),
        )
    )
    out.append(
        mk(
            "forge-security-advisory",
            subject="[tidepool/cli] Dependabot-style alert: 2 vulnerable dependencies",
            sender=_GH,
            kinds=("issue-tracker", "lookalike"),
            html=simple_html(
                "<p>We found potential security vulnerabilities in dependencies of "
                "<b>tidepool/cli</b>:</p><ul><li>undici 5.28.3 &rarr; 5.28.4 (GHSA-9qxr-qj54-h672, "
                "CVE-2024-30260)</li><li>ws 8.16.0 &rarr; 8.17.1 (CVE-2024-37890)</li></ul>"
                + button("https://forgehub.dev/tidepool/cli/security/dependabot", "Review alerts")
            ),
        )
    )
    out.append(
        mk(
            "forge-device-code",
            subject="[Forgehub] Please verify your device",
            sender="Forgehub <noreply@forgehub.dev>",
            otp="718293",
            kinds=("issue-tracker-adjacent", "code-with-numbers"),
            text=(
                "Hey runner3!\n\nA sign in attempt requires further verification because we did "
                "not recognize your device. To complete the sign in, enter the verification code "
                "on the unrecognized device.\n\nDevice: Chrome on Linux\nVerification code: 718293"
                "\n\nIf you did not attempt to sign in to your account, your password may be "
                "compromised. Visit https://forgehub.dev/settings/security to create a new, strong "
                "password for your Forgehub account.\n\nThanks,\nThe Forgehub Team\n"
            ),
        )
    )
    out.append(
        mk(
            "forge-pat-created",
            subject="[Forgehub] A new personal access token was added to your account",
            sender="Forgehub <noreply@forgehub.dev>",
            kinds=("security-alert", "lookalike"),
            text=(
                'Hey runner3!\n\nA personal access token (fine-grained) named "ci-bot" with scopes'
                " contents:read, pull_requests:write was recently added to your account. Token "
                "prefix: fhpat_11A7KQ2ZY0.\n\nIf this was you, you can ignore this.\n"
            ),
        )
    )
    out.append(
        mk(
            "ticketboard-assigned",
            subject="[Ticketboard] PLAT-4821 assigned to you: OTP email retries",
            sender="Ticketboard <jira@ledgerline.ticketboard.net>",
            kinds=("issue-tracker", "lookalike"),
            html=esp(
                "Ticketboard",
                "<p><b>Mara Voss</b> assigned <b>PLAT-4821</b> to you.</p><table><tr><td>Priority"
                "</td><td>High</td></tr><tr><td>Sprint</td><td>PLAT Sprint 42</td></tr><tr><td>"
                "Story points</td><td>5</td></tr><tr><td>Linked</td><td>PLAT-4790, INC-2207</td>"
                "</tr></table>"
                + button("https://ledgerline.ticketboard.net/browse/PLAT-4821", "View issue"),
                domain="ticketboard.net",
                address="Ticketboard Pty Ltd, Level 6, 341 George St, Sydney NSW 2000, ABN 53 102 "
                "443 916",
            ),
        )
    )
    out.append(
        mk(
            "ticketboard-comment-code-in-ticket",
            subject="[Ticketboard] Re: SUP-1182 customer can't log in",
            sender="Ticketboard <jira@ledgerline.ticketboard.net>",
            kinds=("issue-tracker", "log-output", "lookalike"),
            text=(
                "Priya Nair commented on SUP-1182:\n\nCustomer says the code 550 671 was rejected "
                "at 09:02. Logs show `verify_otp(user=88213, code=550671) -> EXPIRED (issued "
                "08:41)`. Closing as expected behaviour.\n\nView: https://ledgerline.ticketboard."
                "net/browse/SUP-1182\n"
            ),
        )
    )
    out.append(
        mk(
            "trackline-digest",
            subject="Your Trackline digest: 7 updates in Platform",
            sender="Trackline <digest@trackline.app>",
            kinds=("issue-tracker", "digest", "lookalike"),
            html=esp(
                "Trackline",
                "<h3>Platform &middot; 7 updates</h3><ul><li>PLT-219 <i>Rate limit OTP sends</i>"
                " moved to In Review</li><li>PLT-224 <i>Code expiry 10 &rarr; 5 min</i> completed"
                "</li><li>PLT-230 created by Ana: <i>Backfill 48213 users</i></li><li>Cycle 18 "
                "ends in 2 days (62% done)</li></ul>",
                domain="trackline.app",
                address="Trackline Inc., 1 Ferry Building, San Francisco CA 94111",
            ),
        )
    )
    return out


def _ci() -> list[Case]:
    out: list[Case] = []
    out.append(
        mk(
            "ci-build-failed",
            subject="[tidepool/cli] Run failed: test (ubuntu-22.04, 3.12) - main (a3f9c21)",
            sender="Forgehub Actions <notifications@forgehub.dev>",
            kinds=("ci", "log-output", "lookalike", "commit-hash"),
            text=(
                "Run failed for main (a3f9c21)\n\nRepository: tidepool/cli\nWorkflow: CI\nDuration:"
                " 4 minutes and 12 seconds\nFinished: 2025-04-17 09:31:07 UTC\n\nJobs:\n  test "
                "(ubuntu-22.04, 3.12) failed (1 annotation)\n\n  FAILED tests/test_login.py::"
                "test_code_roundtrip - AssertionError: expected '482913' got '482931'\n\nView "
                "results: https://forgehub.dev/tidepool/cli/actions/runs/8721930461\n"
            ),
        )
    )
    out.append(
        mk(
            "ci-pipeline-passed",
            subject="Pipeline #118204 has passed!",
            sender="Gitmill <gitmill@ci.ledgerline.co>",
            kinds=("ci", "lookalike", "commit-hash"),
            html=simple_html(
                "<h2>Pipeline #118204 has passed!</h2><table><tr><td>Project</td><td>ledgerline / "
                "api</td></tr><tr><td>Branch</td><td>feat/otp-ttl</td></tr><tr><td>Commit</td><td>"
                "9c41e7b2 Shorten OTP TTL</td></tr><tr><td>Author</td><td>Ana Lima</td></tr><tr>"
                "<td>Jobs</td><td>14 passed, 2 skipped</td></tr></table>"
            ),
        )
    )
    out.append(
        mk(
            "ci-nightly-e2e",
            subject="Nightly e2e: 3 failures (build 2025.04.17.2)",
            sender="buildbot <buildbot@ci.quillstack.dev>",
            kinds=("ci", "log-output", "lookalike"),
            cte="7bit",
            text=(
                "Nightly e2e on staging finished in 38m12s.\n\n  412 passed\n    3 failed\n    "
                "9 skipped\n\nFailures:\n  signup.spec.ts:88  waits for verification mail (timeout "
                "30000ms)\n  otp.spec.ts:41     typed code 604218, expected 604281\n  reset.spec.ts"
                ":17   link returned 410\n\nArtifacts: https://ci.quillstack.dev/artifacts/"
                "nightly/2025.04.17.2/\n"
            ),
        )
    )
    out.append(
        mk(
            "deploy-succeeded",
            subject="Deployed quillstack-web to production (v2.14.3)",
            sender="Shipyard <deploys@shipyard.cloud>",
            kinds=("ci", "lookalike"),
            html=esp(
                "Shipyard",
                "<p>Deployment <b>dpl_7Hq2Lz9XkP4</b> of <b>quillstack-web</b> is live.</p><p>"
                "Version v2.14.3 &middot; build 4821 &middot; commit 3e91fa0 &middot; 3 "
                "instances &middot; region fra1</p>"
                + button(
                    "https://shipyard.cloud/quillstack/quillstack-web/dpl_7Hq2Lz9XkP4",
                    "View deployment",
                    "#000000",
                ),
                domain="shipyard.cloud",
                address="Shipyard Cloud Inc, 440 N Wolfe Rd, Sunnyvale CA 94085",
            ),
        )
    )
    out.append(
        mk(
            "preview-deploy-ready",
            subject="Preview ready for feat/magic-links (#219)",
            sender="Shipyard <deploys@shipyard.cloud>",
            kinds=("ci",),
            html=simple_html(
                '<p>Your preview deployment is ready:</p><p><a href="https://quillstack-web-git-'
                'feat-magic-links-qs.shipyard.app">quillstack-web-git-feat-magic-links-qs.shipyard'
                ".app</a></p><p>Inspect: https://shipyard.cloud/qs/quillstack-web/9kQ2xLmP</p>"
            ),
        )
    )
    out.append(
        mk(
            "errors-new-issue",
            subject="[Faultline] New issue in quillstack-api: KeyError: 'otp_code'",
            sender="Faultline <alerts@faultline.io>",
            kinds=("ci", "log-output", "lookalike"),
            html=simple_html(
                "<h3>KeyError: 'otp_code'</h3><p>auth/views.py in verify_code at line 118</p><pre>"
                "File \"auth/views.py\", line 118, in verify_code\n    code = request.POST['otp_code']"
                "\nKeyError: 'otp_code'\n</pre><p>Event ID 8f2a41c9e07b4d5e &middot; 3,412 events "
                "&middot; 58 users &middot; release 2.14.3</p>"
                + button("https://faultline.io/orgs/qs/issues/4419827/", "View on Faultline")
            ),
        )
    )
    out.append(
        mk(
            "uptime-down",
            subject="[DOWN] api.quillstack.dev is not responding (incident #48213)",
            sender="Pingwell <alerts@pingwell.io>",
            kinds=("ci", "lookalike"),
            text=(
                "Monitor: api.quillstack.dev/healthz\nStatus: DOWN (HTTP 503)\nSince: 2025-04-17 "
                "03:12:09 UTC\nChecked from: Frankfurt, Virginia, Singapore\nIncident: #48213\n"
                "\nAcknowledge: https://pingwell.io/incidents/48213/ack\n"
            ),
        )
    )
    out.append(
        mk(
            "django-error-mail",
            subject="[Django] ERROR (EXTERNAL IP): Internal Server Error: /api/otp/verify",
            sender="root@localhost",
            kinds=("framework-default", "log-output", "local-dev", "lookalike"),
            cte="8bit",
            text=(
                "Internal Server Error: /api/otp/verify\n\nTraceback (most recent call last):\n  "
                'File "/app/auth/views.py", line 71, in verify\n    otp = OneTimeCode.objects.get'
                "(code=request.POST['code'])\nauth.models.OneTimeCode.DoesNotExist\n\n\nRequest "
                "information:\nUSER: AnonymousUser\n\nGET: No GET data\n\nPOST:\ncode = '904417'\n"
                "email = 'runner@qa-harbor.dev'\n\nMETA:\nCONTENT_LENGTH = '48'\nREMOTE_ADDR = "
                "'172.18.0.4'\nSERVER_PORT = '8000'\n"
            ),
        )
    )
    out.append(
        mk(
            "mailcatcher-test",
            subject="Test message from staging SMTP (run 7731)",
            sender="staging-mailer <mailer@staging.plotwise.app>",
            kinds=("staging", "lookalike", "plain"),
            cte="7bit",
            text=(
                "This is a test message sent by smtp-check run 7731 at 2025-04-17T10:00:02Z.\n"
                "Queue id 4Vx2kL0p1Qz, relay 10.0.4.12:2525. Please ignore.\n"
            ),
        )
    )
    out.append(
        mk(
            "staging-banner-code",
            subject="[STAGING] Your Plotwise verification code",
            sender="Plotwise (staging) <no-reply@staging.plotwise.app>",
            otp="552901",
            kinds=("staging",),
            html=simple_html(
                '<div style="background:#ffe08a;padding:6px;font-size:12px">STAGING &middot; '
                "build 1842 &middot; do not use real data</div><p>Your verification code is "
                "<b>552901</b>.</p>"
            ),
        )
    )
    return out


def _people() -> list[Case]:
    out: list[Case] = []
    out.append(
        mk(
            "person-lunch",
            subject="lunch thursday?",
            sender="Ben Carter <ben.carter@fastmail-like.net>",
            kinds=("people", "plain"),
            cte="8bit",
            text=(
                "hey, thursday 12:30 at the noodle place on 5th? table for 4 booked under Carter, "
                "confirmation 7731. call me if late: 415 555 0182\n\nb\n"
            ),
        )
    )
    out.append(
        mk(
            "person-wifi",
            subject="Office wifi and your desk",
            sender="Office Manager <office@ledgerline.co>",
            kinds=("people", "lookalike"),
            text=(
                "Welcome! Guest wifi: Ledgerline-Guest / password: harbor2025. Your locker is "
                "no. 4471 on level 2 and desk 14B is yours. Badge number 0031-8402.\n"
            ),
        )
    )
    out.append(
        mk(
            "person-reply-thread",
            subject="Re: test accounts for the QA sprint",
            sender="Priya Nair <priya@ledgerline.co>",
            kinds=("people", "quoted-reply", "lookalike"),
            text=(
                "Done, created qa-01 to qa-12. Passwords are in the vault entry QA-SPRINT-42.\n\n"
                "On Wed, 16 Apr 2025 at 17:02, Test Runner <runner@qa-harbor.dev> wrote:\n> Can "
                "you make 12 accounts? The last batch (ids 88201-88212) expired.\n"
            ),
        )
    )
    out.append(
        mk(
            "person-apple-forward-link",
            subject="Fwd: Confirm your Notchbook email",
            sender="Ana Lima <ana.lima@qa-harbor.dev>",
            kinds=("people", "forwarded"),
            text=(
                "Is this one of yours?\n\nSent from my iPhone\n\nBegin forwarded message:\n\n"
                "From: Notchbook <data@notchbook.app>\nDate: 17 April 2025 at 08:44:10 CEST\n"
                "To: ana.lima@qa-harbor.dev\nSubject: Confirm your Notchbook email\n\nConfirm "
                "your email: https://notchbook.app/confirm?t=nb_Zq81Kx\n"
            ),
        )
    )
    out.append(
        mk(
            "calendar-invite-passcode",
            subject="Invitation: QA sync @ Thu 24 Apr 2025 15:00 - 15:30 (CEST)",
            sender="Mara Voss <mara@ledgerline.co>",
            kinds=("meeting", "lookalike"),
            text=(
                "Mara Voss has invited you to: QA sync\n\nJoin Huddlecall meeting\n"
                "https://huddlecall.us/j/84120937718?pwd=Qk2xLmV8zT1p\nMeeting ID: 841 2093 7718\n"
                "Passcode: 552019\n\nOne tap mobile: +13462487799,,84120937718#\n"
            ),
            headers=(),
        )
    )
    out.append(
        mk(
            "mailing-list-digest",
            subject="dev-discuss Digest, Vol 118, Issue 24",
            sender="dev-discuss-request@lists.openferry.org",
            kinds=("digest", "plain", "lookalike", "quoted-reply"),
            cte="8bit",
            text=(
                "Send dev-discuss mailing list submissions to\n\tdev-discuss@lists.openferry.org\n"
                "\nToday's Topics:\n\n   1. Re: release 0.19.4 tarball checksum (Jin Park)\n   2. "
                "OTP length in the auth plugin (Lea Brunner)\n\n-------------------------------\n"
                "\nMessage: 1\nDate: Wed, 16 Apr 2025 22:10:04 +0200\nFrom: Jin Park\n\n> sha256 "
                "ends in 7c3e88d1\nconfirmed, matches.\n\nMessage: 2\nFrom: Lea Brunner\n\nOur "
                "plugin emits 6 digits (e.g. 318402); should we move to 8 like 90215738?\n"
            ),
        )
    )
    out.append(
        mk(
            "person-codes-in-chat",
            subject="the staging code thing",
            sender="Jin Park <jin@quillstack.dev>",
            kinds=("people", "lookalike"),
            text=(
                "staging still accepts 000000 as a magic code for qa@ accounts, prod obviously "
                "doesn't. ticket QS-2291. can you confirm your test suite doesn't depend on it?\n"
            ),
        )
    )
    out.append(
        mk(
            "billing-invoice",
            subject="Invoice INV-2025-00481 from Quillstack",
            sender="Quillstack Billing <billing@quillstack.dev>",
            kinds=("receipt", "lookalike"),
            html=esp(
                "Quillstack",
                "<p>Invoice INV-2025-00481 for <b>$19.00</b> is paid.</p><p>Customer ID "
                "cus_Q8kL2xZ7 &middot; Period Apr 1 &ndash; Apr 30 &middot; VAT ID EU372004118</p>"
                + button(
                    "https://quillstack.dev/billing/invoices/in_1Q8kL2xZ7",
                    "Download PDF",
                    "#333333",
                ),
                domain="quillstack.dev",
                address="Quillstack BV, Herengracht 420, 1017 BZ Amsterdam &middot; KvK 81724409",
            ),
        )
    )
    out.append(
        mk(
            "lottery-results",
            subject="Saturday draw results",
            sender="Lucky Lantern <results@luckylantern.games>",
            kinds=("lottery-stats", "lookalike"),
            html=simple_html(
                "<p>Winning numbers: <b>07 14 22 31 38 45</b> &middot; Bonus 11</p><p>Your ticket "
                "482019 matched 2 numbers. Draw 2025-031.</p>"
            ),
        )
    )
    out.append(
        mk(
            "sports-scores",
            subject="Your team's week: 3 wins",
            sender="Scoreline <weekly@scoreline.fm>",
            kinds=("lottery-stats", "newsletter", "lookalike"),
            html=simple_html(
                "<p>Harbor FC 3 - 1 Ridge United (attendance 18,204)</p><p>Season: 21 played, 14 "
                "won, goal difference +19, 44 pts.</p>"
            ),
        )
    )
    out.append(
        mk(
            "analytics-weekly",
            subject="Weekly report: 12,840 visitors",
            sender="Tallycount <reports@tallycount.io>",
            kinds=("lottery-stats", "digest", "lookalike"),
            html=simple_html(
                "<p>qa-harbor.dev, week 16</p><table><tr><td>Visitors</td><td>12,840</td></tr><tr>"
                "<td>Sign-ups</td><td>3,421</td></tr><tr><td>Conversion</td><td>26.6%</td></tr><tr>"
                "<td>Median session</td><td>184 s</td></tr></table>"
            ),
        )
    )
    out.append(
        mk(
            "email-changed-notice",
            subject="Your Orbitly email address was changed",
            sender="Orbitly <notifications@accounts.orbitly.io>",
            kinds=("email-change", "security-alert"),
            html=simple_html(
                "<p>The email on your Orbitly account was changed from runner@qa-harbor.dev to "
                "runner+new@qa-harbor.dev on 17 Apr 2025.</p><p>If you didn't do this, contact "
                '<a href="https://orbitly.io/support">support</a> right away.</p>'
            ),
        )
    )
    link = "https://app.pinegrid.io/settings/email/confirm?t=ec_Kq2x9LmZ"
    out.append(
        mk(
            "email-change-confirm",
            subject="Confirm your new email address",
            sender="Pinegrid <no-reply@pinegrid.io>",
            link=link,
            kind="confirm",
            kinds=("email-change",),
            html=simple_html(
                "<p>You asked to use runner+new@qa-harbor.dev for Pinegrid. Confirm this address "
                "to finish the change:</p>" + button(link, "Confirm new email")
            ),
        )
    )
    return out


def cases() -> list[Case]:
    """The English non-account mails of set 10 (and a few account ones among them)."""
    return [*_trackers(), *_ci(), *_people()]
