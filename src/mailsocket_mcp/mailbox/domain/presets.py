"""What the big providers need, known without asking the network.

Each preset names its domains, its servers (IMAP, POP3 where offered, SMTP submission), how
a person signs in, and what they have to know first (an app password, a switch in the web
settings, OAuth). Where a provider accepts only OAuth for IMAP, the candidate says so: the
service cannot connect it with a password.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..data.autoconfig import ServerEntry

__all__ = ["PRESETS", "Preset", "preset_for"]


@dataclass(frozen=True)
class Preset:
    name: str
    domains: tuple[str, ...]
    servers: tuple[ServerEntry, ...]
    credential: str  # password, app_password, oauth
    hints: tuple[tuple[str, str | None], ...] = ()
    oauth_provider: str | None = None


def _s(protocol: str, host: str, port: int, security: str = "tls") -> ServerEntry:
    return ServerEntry(protocol, host, port, security, None)


PRESETS = (
    Preset(
        "Gmail",
        ("gmail.com", "googlemail.com"),
        (
            _s("imap", "imap.gmail.com", 993),
            _s("pop3", "pop.gmail.com", 995),
            _s("smtp", "smtp.gmail.com", 465),
        ),
        "app_password",
        (
            (
                "Google needs 2-Step Verification and an app password for IMAP, or a "
                "sign-in with a code (POST /v1/oauth/gmail/device) where the operator "
                "registered an OAuth app.",
                "https://support.google.com/accounts/answer/185833",
            ),
        ),
        oauth_provider="google",
    ),
    Preset(
        "Outlook.com / Microsoft 365",
        (
            "outlook.com",
            "hotmail.com",
            "live.com",
            "msn.com",
            "outlook.de",
            "hotmail.de",
            "hotmail.co.uk",
            "hotmail.fr",
            "live.de",
            "live.co.uk",
        ),
        (
            _s("imap", "outlook.office365.com", 993),
            _s("pop3", "outlook.office365.com", 995),
            _s("smtp", "smtp-mail.outlook.com", 587, "starttls"),
        ),
        "oauth",
        (
            (
                "OAuth needed: Microsoft turned off passwords for IMAP, POP3 and SMTP. Sign "
                "in with a code (POST /v1/oauth/microsoft/device) where the operator "
                "registered an OAuth app.",
                "https://support.microsoft.com/office/pop-imap-and-smtp-settings-for-outlook-com-d088b986-291d-42b8-9564-9c414e2aa040",
            ),
        ),
        oauth_provider="microsoft",
    ),
    Preset(
        "Yahoo Mail",
        ("yahoo.com", "ymail.com", "rocketmail.com", "yahoo.co.uk", "yahoo.de", "yahoo.fr"),
        (
            _s("imap", "imap.mail.yahoo.com", 993),
            _s("pop3", "pop.mail.yahoo.com", 995),
            _s("smtp", "smtp.mail.yahoo.com", 465),
        ),
        "app_password",
        (
            (
                "Yahoo needs an app password for mail apps.",
                "https://help.yahoo.com/kb/SLN15241.html",
            ),
        ),
    ),
    Preset(
        "iCloud Mail",
        ("icloud.com", "me.com", "mac.com"),
        (_s("imap", "imap.mail.me.com", 993), _s("smtp", "smtp.mail.me.com", 587, "starttls")),
        "app_password",
        (("iCloud needs an app-specific password.", "https://support.apple.com/102654"),),
    ),
    Preset(
        "Fastmail",
        ("fastmail.com", "fastmail.fm", "fastmail.net", "fastmail.org", "messagingengine.com"),
        (
            _s("imap", "imap.fastmail.com", 993),
            _s("pop3", "pop.fastmail.com", 995),
            _s("smtp", "smtp.fastmail.com", 465),
        ),
        "app_password",
        (
            (
                "Fastmail needs an app password.",
                "https://www.fastmail.help/hc/en-us/articles/360058752854",
            ),
        ),
    ),
    Preset(
        "GMX",
        ("gmx.de", "gmx.net", "gmx.at", "gmx.ch"),
        (
            _s("imap", "imap.gmx.net", 993),
            _s("pop3", "pop.gmx.net", 995),
            _s("smtp", "mail.gmx.net", 587, "starttls"),
        ),
        "password",
        (("Switch on POP3/IMAP access in GMX's web settings first.", None),),
    ),
    Preset(
        "GMX (international)",
        ("gmx.com", "gmx.co.uk", "gmx.fr", "gmx.us"),
        (
            _s("imap", "imap.gmx.com", 993),
            _s("pop3", "pop.gmx.com", 995),
            _s("smtp", "mail.gmx.com", 587, "starttls"),
        ),
        "password",
        (("Switch on POP3/IMAP access in GMX's web settings first.", None),),
    ),
    Preset(
        "WEB.DE",
        ("web.de",),
        (
            _s("imap", "imap.web.de", 993),
            _s("pop3", "pop3.web.de", 995),
            _s("smtp", "smtp.web.de", 587, "starttls"),
        ),
        "password",
        (("Switch on POP3/IMAP access in WEB.DE's web settings first.", None),),
    ),
    Preset(
        "Proton Mail (Bridge on this machine)",
        ("proton.me", "protonmail.com", "protonmail.ch", "pm.me"),
        (_s("imap", "127.0.0.1", 1143, "starttls"), _s("smtp", "127.0.0.1", 1025, "starttls")),
        "password",
        (
            (
                "Proton Mail needs Proton Mail Bridge running on the service's machine; use "
                "the password Bridge shows, and trust Bridge's certificate (export it, then "
                "MAILBOX_TLS_CA_FILE).",
                "https://proton.me/mail/bridge",
            ),
        ),
    ),
    Preset(
        "mailbox.org",
        ("mailbox.org",),
        (
            _s("imap", "imap.mailbox.org", 993),
            _s("pop3", "pop3.mailbox.org", 995),
            _s("smtp", "smtp.mailbox.org", 465),
        ),
        "password",
    ),
    Preset(
        "Zoho Mail",
        ("zoho.com", "zohomail.com"),
        (
            _s("imap", "imap.zoho.com", 993),
            _s("pop3", "pop.zoho.com", 995),
            _s("smtp", "smtp.zoho.com", 465),
        ),
        "app_password",
        (
            (
                "Switch on IMAP access in Zoho Mail's settings; with two-factor sign-in use an "
                "app-specific password.",
                None,
            ),
        ),
    ),
    Preset(
        "Zoho Mail (EU)",
        ("zoho.eu", "zohomail.eu"),
        (
            _s("imap", "imap.zoho.eu", 993),
            _s("pop3", "pop.zoho.eu", 995),
            _s("smtp", "smtp.zoho.eu", 465),
        ),
        "app_password",
        (
            (
                "Switch on IMAP access in Zoho Mail's settings; with two-factor sign-in use an "
                "app-specific password.",
                None,
            ),
        ),
    ),
)


def preset_for(domain: str) -> Preset | None:
    """The preset of ``domain`` (case-insensitive), if any."""
    domain = domain.lower().rstrip(".")
    return next((p for p in PRESETS if domain in p.domains), None)
