"""The consent page: one form where the person pastes their mailsocket key.

Plain HTML, no script at all; the only style is one inline block allowed by its hash
in a strict Content-Security-Policy. Every value on the page is escaped. The key is
never written back into the page, not even after an error.
"""

from __future__ import annotations

import base64
import hashlib
import urllib.parse
from html import escape

from starlette.responses import HTMLResponse

__all__ = ["consent_page", "error_page"]

_STYLE = """
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}
body{margin:0;padding:2rem 1rem;display:flex;justify-content:center}
main{max-width:32rem;width:100%}
h1{font-size:1.4rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1.2rem 0 .3rem}
input{box-sizing:border-box;width:100%;font:inherit;padding:.55rem .6rem;
border:2px solid #767676;border-radius:6px}
input[aria-invalid=true]{border-color:#c5221f}
.hint{font-size:.9rem;margin:.3rem 0 0}
.error{border-left:4px solid #c5221f;padding:.4rem .8rem;margin:1rem 0;
background:rgba(197,34,31,.08)}
.actions{display:flex;gap:.8rem;margin-top:1.4rem}
button{font:inherit;padding:.55rem 1.2rem;border-radius:6px;border:2px solid #1a5fb4;cursor:pointer}
button.primary{background:#1a5fb4;color:#fff}
button.secondary{background:transparent;color:inherit}
:focus-visible{outline:3px solid #e66100;outline-offset:2px}
code{font-size:.95em}
"""
_STYLE_HASH = base64.b64encode(hashlib.sha256(_STYLE.encode()).digest()).decode()


def _csp(form_target: str | None) -> str:
    # A form's redirect after submit must be allowed by form-action too (the client's callback).
    targets = "'self'" + (f" {form_target}" if form_target else "")
    return (
        f"default-src 'none'; style-src 'sha256-{_STYLE_HASH}'; form-action {targets}; "
        "frame-ancestors 'none'; base-uri 'none'"
    )


def _headers(form_target: str | None) -> dict[str, str]:
    return {
        "content-security-policy": _csp(form_target),
        "x-frame-options": "DENY",
        "x-content-type-options": "nosniff",
        "referrer-policy": "same-origin",  # the form POST keeps its Origin
        "cache-control": "no-store",
    }


def _document(title: str, body: str) -> str:
    return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(title)}</title><style>{_STYLE}</style></head>"
        f"<body><main>{body}</main></body></html>"
    )


def redirect_origin(redirect_uri: str) -> str:
    """What CSP form-action must allow for the redirect back to ``redirect_uri``."""
    parts = urllib.parse.urlsplit(redirect_uri)
    if parts.scheme in ("http", "https"):
        return f"{parts.scheme}://{parts.netloc}"
    return f"{parts.scheme}:"


def _destination(redirect_uri: str) -> str:
    """Where the code goes, said plainly: a web site by its host, an app by its whole URI."""
    parts = urllib.parse.urlsplit(redirect_uri)
    if parts.scheme in ("http", "https"):
        return (
            f'<p id="destination">After you allow it, you are sent back to '
            f"<strong>{escape(parts.netloc)}</strong>.</p>"
        )
    # A private-use scheme (cursor://..., com.example.app:/cb) opens whichever app on this
    # device claimed it; its "host" part is not a web site, so show it all, scheme and all.
    return (
        '<p id="destination">After you allow it, the sign-in is handed to <strong>an app on '
        "this device</strong>, not to a web site, through the address "
        f"<code>{escape(redirect_uri)}</code>. Allow only if you started this from that app.</p>"
    )


def consent_page(
    *,
    action: str,
    form_token: str,
    client_name: str | None,
    redirect_uri: str,
    error: str | None = None,
    status: int = 200,
) -> HTMLResponse:
    """The form: who is asking, where they will be sent back, and the key field."""
    who = escape(client_name) if client_name else "An MCP client"
    alert = ""
    described = "key-hint"
    if error:
        alert = f'<p class="error" id="key-error" role="alert">{escape(error)}</p>'
        described = "key-error key-hint"
    body = (
        "<h1>Connect mailsocket</h1>"
        f"<p><strong>{who}</strong> wants to use your mailsocket inboxes.</p>"
        f"{_destination(redirect_uri)}"
        f"{alert}"
        f'<form method="post" action="{escape(action)}">'
        f'<input type="hidden" name="form" value="{escape(form_token)}">'
        '<label for="api_key">Your mailsocket API key</label>'
        '<input id="api_key" name="api_key" type="password" required autofocus '
        'autocomplete="off" spellcheck="false" autocapitalize="off" '
        f'placeholder="ms_live_..." aria-describedby="{described}"'
        f"{' aria-invalid=true' if error else ''}>"
        '<p class="hint" id="key-hint">Starts with <code>ms_live_</code>; create one in the '
        "mailsocket dashboard. The gateway checks it once, then seals it into the access "
        "token; it stores nothing.</p>"
        '<div class="actions">'
        '<button class="primary" type="submit" name="decision" value="allow">Allow</button>'
        '<button class="secondary" type="submit" name="decision" value="deny" formnovalidate>'
        "Cancel</button></div></form>"
    )
    return HTMLResponse(
        _document("Connect mailsocket", body),
        status_code=status,
        headers=_headers(redirect_origin(redirect_uri)),
    )


def error_page(
    message: str, *, status: int = 400, headers: dict[str, str] | None = None
) -> HTMLResponse:
    """A page for a request that cannot be sent back to its client (unknown client or URI)."""
    body = (
        "<h1>This sign-in link cannot be used</h1>"
        f'<p class="error" role="alert">{escape(message)}</p>'
        "<p>Go back to the app you came from and connect to mailsocket again.</p>"
    )
    return HTMLResponse(
        _document("Cannot connect mailsocket", body),
        status_code=status,
        headers={**_headers(None), **(headers or {})},
    )
