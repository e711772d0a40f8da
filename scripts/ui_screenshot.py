"""Make the README's screenshot of the sandbox's web page (docs/sandbox-ui.png).

    .venv/bin/python scripts/ui_screenshot.py [OUTPUT.png]

Starts a sandbox on free ports, sends a few mails over real SMTP as an app under test
would, opens the page in Debian's headless chromium (``apt-get install chromium``) and
saves a 1440x900 screenshot. Everything stays on 127.0.0.1.
"""

from __future__ import annotations

import sys
from pathlib import Path

import mailsocket
from playwright.sync_api import sync_playwright

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for the shared browser settings and mail builders in tests/

from tests.support.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.support.mail import alternative, send  # noqa: E402

KEY = "ms_live_screenshot_demo"
WELCOME_HTML = """<div
  style="background:#f3f4f6;padding:24px 0;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" style="max-width:520px;margin:0 auto;background:#fff;border-radius:10px;
  padding:28px 32px;color:#111827">
<tr><td>
<p style="font-size:20px;font-weight:bold;color:#4338ca;margin:0 0 16px">Acme</p>
<h1 style="font-size:22px;margin:0 0 12px">Confirm your email</h1>
<p style="font-size:15px;line-height:1.5">Thanks for signing up! Enter this code in the app:</p>
<p style="font-size:30px;letter-spacing:6px;font-weight:bold;margin:8px 0 18px">481 920</p>
<p style="font-size:15px;line-height:1.5">Or confirm with one click:</p>
<p style="margin:18px 0"><a href="https://app.acme.test/verify?token=q7Zr2LxK9w"
  style="background:#4338ca;color:#fff;padding:12px 22px;border-radius:6px;text-decoration:none;
  font-weight:bold">Confirm email</a></p>
<p style="font-size:12px;color:#6b7280">Didn't sign up? Ignore this mail.
  <a href="https://acme.test/unsubscribe" style="color:#6b7280">Unsubscribe</a></p>
<img src="https://tracking.acme.test/open.gif" width="1" height="1" alt="">
</td></tr></table></div>"""


def _mail(sandbox: SandboxHandle, to: str, subject: str, text: str, html: str) -> None:
    assert sandbox.smtp_port is not None
    raw = alternative(to=to, subject=subject, text=text, html=html)
    send(sandbox.host, sandbox.smtp_port, [to], raw)


def main(output: Path) -> None:
    settings = SandboxSettings(port=0, smtp_port=0)
    with running_sandbox(settings) as sandbox, sync_playwright() as playwright:
        client = mailsocket.Client(KEY, base_url=sandbox.base_url)
        reset = client.create_inbox(label="password reset")
        client.send_test_code(reset["id"])
        client.create_inbox(label="invite teammate")
        signup = client.create_inbox(label="signup flow")
        _mail(
            sandbox,
            signup["address"],
            "Your Acme login code: 604218",
            "Your login code is 604218. It expires in 10 minutes.",
            "<p>Your login code is <b>604218</b>. It expires in 10 minutes.</p>",
        )
        _mail(
            sandbox,
            signup["address"],
            "Confirm your email for Acme",
            "Confirm your email: https://app.acme.test/verify?token=q7Zr2LxK9w\n"
            "Or enter the code 481920.",
            WELCOME_HTML,
        )
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
        )
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.goto(f"{sandbox.root_url}/")
        page.fill("#key-input", KEY)
        page.press("#key-input", "Enter")
        page.wait_for_selector("#connection[data-state='live']")
        frame = page.wait_for_selector("#preview-slot iframe")
        assert frame is not None
        content = frame.content_frame()
        assert content is not None
        content.wait_for_load_state("load")
        page.evaluate("document.activeElement.blur()")
        page.screenshot(path=str(output))
        browser.close()
    print(f"wrote {output}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "docs" / "sandbox-ui.png")
