"""The web page in a real headless Chromium: what a developer sees and does while an agent works."""

from __future__ import annotations

import json
import re
import time
from typing import TYPE_CHECKING, Any

import mailsocket
import pytest
from playwright.sync_api import expect

from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.sandbox.ui.conftest import OpenPage, RecordingServer, require
from tests.support.browser import AXE, WATCH_MESSAGE_LIST, missing_tool_reason
from tests.support.mail import alternative, send

if TYPE_CHECKING:
    from playwright.sync_api import Frame, Page

SIGN_IN = "https://app.acme.test/auth/verify?token=Zx81abcDEF"


def _client(opened: OpenPage) -> mailsocket.Client:
    return mailsocket.Client(opened.key, base_url=opened.sandbox.base_url, retry_wait_on_429=False)


def _smtp(sandbox: SandboxHandle, to: str, raw: bytes) -> None:
    assert sandbox.smtp_port is not None
    send(sandbox.host, sandbox.smtp_port, [to], raw)


def _code_and_link_mail(to: str, subject: str = "Sign in to Acme") -> bytes:
    return alternative(
        to=to,
        subject=subject,
        text=f"Your verification code is 604218.\nOr sign in: {SIGN_IN}\n",
        html=(
            "<p>Your verification code is <b>604218</b>.</p>"
            f'<p><a href="{SIGN_IN}">Sign in</a> · '
            '<a href="https://acme.test/unsubscribe">Unsubscribe</a></p>'
        ),
    )


def _message_item(page: Page, subject: str) -> Any:
    return page.locator(".message", has=page.locator(".subject", has_text=subject))


# ---------- loading and the key ----------


def test_the_page_loads_and_opens_a_key_with_no_console_errors(open_page: OpenPage) -> None:
    page = open_page.page
    _client(open_page).create_inbox(label="first")

    open_page.sign_in()
    page.wait_for_selector(".inbox[aria-current='true']")
    page.reload()  # the key survives a reload of the tab, and only of the tab
    open_page.wait_live()

    assert open_page.problems == []
    assert page.title() == "mailsocket sandbox"
    assert page.locator(".inbox .inbox-name").all_inner_texts() == ["first"]
    assert page.evaluate("sessionStorage.length") == 1
    assert page.evaluate("localStorage.length") == 0
    assert page.context.cookies() == []
    assert all(open_page.key not in url for url in open_page.urls)


def test_a_malformed_key_is_refused_and_forgetting_the_key_clears_the_page(
    open_page: OpenPage,
) -> None:
    page = open_page.page
    open_page.goto()
    page.fill("#key-input", "not-a-key")
    page.press("#key-input", "Enter")

    assert page.locator("#key-error").inner_text().startswith("A sandbox key looks like")
    assert page.get_attribute("#key-input", "aria-invalid") == "true"
    assert page.evaluate("sessionStorage.length") == 0

    inbox = _client(open_page).create_inbox()
    open_page.sandbox.deliver(inbox["id"], subject="private", html="<p>private</p>")
    page.fill("#key-input", open_page.key)
    page.press("#key-input", "Enter")
    open_page.wait_live()
    _preview_frame(page)
    page.click("#forget-key")

    page.wait_for_selector("#key-input:focus")
    assert page.evaluate("sessionStorage.length") == 0
    assert page.inner_text("#connection") == "Not connected"
    assert page.locator(".inbox, .message, #preview-slot iframe").count() == 0


# ---------- live mail ----------


def test_mail_sent_over_smtp_appears_without_a_reload(
    open_page: OpenPage, capsys: pytest.CaptureFixture[str]
) -> None:
    page = open_page.page
    inbox = _client(open_page).create_inbox(label="signup")
    open_page.sign_in()
    page.wait_for_selector("#message-empty:not([hidden])")
    page.evaluate(WATCH_MESSAGE_LIST)  # also marks this document: a reload would lose it

    started = time.time()
    _smtp(open_page.sandbox, inbox["address"], _code_and_link_mail(inbox["address"]))
    _message_item(page, "Sign in to Acme").wait_for()
    shown_after = page.evaluate("window.shownAt['Sign in to Acme']") / 1000 - started

    expect(page.get_by_role("button", name="signup 1 message")).to_have_attribute(
        "aria-current", "true"
    )
    assert "New mail in signup" in page.inner_text("#notice")
    assert open_page.problems == []
    with capsys.disabled():
        print(f"\n[ui] SMTP mail shown on the page {shown_after * 1000:.0f} ms after sending")
        print("[ui] (the page's own clock; bench/ui_bench.py gives a distribution)")


def test_inboxes_an_agent_creates_or_deletes_appear_and_vanish_live(open_page: OpenPage) -> None:
    page = open_page.page
    client = _client(open_page)
    open_page.sign_in()
    page.wait_for_selector("#inbox-empty:not([hidden])")

    made = client.create_inbox(label="made by the agent")
    page.wait_for_selector(".inbox-name:text-is('made by the agent')")
    client.send_test_code(made["id"])
    page.get_by_role("button", name="made by the agent 1 message").wait_for()
    _preview_frame(page)  # the page opened the new mail; now the agent deletes the inbox
    client.delete_inbox(made["id"])
    page.wait_for_selector("#inbox-empty:not([hidden])")

    assert page.locator(".inbox").count() == 0
    assert open_page.problems == []


def test_the_code_and_link_shown_match_the_api_and_no_link_is_clickable(
    open_page: OpenPage,
) -> None:
    page = open_page.page
    inbox = _client(open_page).create_inbox()
    _smtp(open_page.sandbox, inbox["address"], _code_and_link_mail(inbox["address"]))
    (message,) = _client(open_page).list_messages(inbox["id"]).data

    open_page.sign_in()
    item = _message_item(page, "Sign in to Acme")
    item.wait_for()
    page.wait_for_selector("#detail:not([hidden])")

    assert message["otp"] == "604218"
    assert message["magic_link"] == SIGN_IN
    confidence = f"confidence {message['otp_confidence']:.2f}"
    assert item.locator(".code").inner_text() == message["otp"]
    assert item.locator(".confidence").inner_text() == confidence
    assert item.locator(".link").inner_text() == message["magic_link"]
    assert page.inner_text("#detail-code .code") == message["otp"]
    assert page.inner_text("#detail-code .confidence") == confidence
    assert page.inner_text("#detail-link .link") == message["magic_link"]
    assert page.inner_text("#detail-from") == message["from"]
    assert page.get_attribute("#detail-time", "datetime") == message["received_at"]
    # Links from mail are text and copy buttons, never hrefs the page would follow.
    assert page.locator("a[href*='acme.test']").count() == 0


def test_search_narrows_the_list_by_subject_or_sender(open_page: OpenPage) -> None:
    page = open_page.page
    inbox = _client(open_page).create_inbox()
    sandbox = open_page.sandbox
    sandbox.deliver(inbox["id"], sender="billing@shop.test", subject="Your receipt")
    sandbox.deliver(inbox["id"], sender="auth@acme.test", subject="Your code 123456")
    open_page.sign_in()
    page.wait_for_selector(".message >> nth=1")

    page.fill("#search", "shop")
    expect(page.locator(".message .subject")).to_have_text(["Your receipt"])

    page.fill("#search", "nobody")
    page.wait_for_selector("#message-empty:not([hidden])")
    assert "No mail matches" in page.inner_text("#message-empty")


# ---------- reading one message ----------


def test_source_headers_and_eml_download_show_the_mail_as_received(
    open_page: OpenPage,
) -> None:
    page = open_page.page
    inbox = _client(open_page).create_inbox()
    raw = _code_and_link_mail(inbox["address"])
    _smtp(open_page.sandbox, inbox["address"], raw)
    open_page.sign_in()
    page.wait_for_selector("#detail:not([hidden])")

    page.click("#tab-text")
    assert "Your verification code is 604218." in page.inner_text("#text-body")
    page.click("#tab-source")
    expect(page.locator("#source-body")).not_to_be_empty()
    assert page.text_content("#source-body") == raw.decode()
    page.click("#tab-headers")
    page.wait_for_selector("#headers-body tr")
    rows = dict(
        zip(
            page.locator("#headers-body th").all_inner_texts(),
            page.locator("#headers-body td").all_inner_texts(),
            strict=True,
        )
    )
    assert rows["Subject"] == "Sign in to Acme"
    assert rows["To"] == inbox["address"]

    with page.expect_download() as download_info:
        page.click("#download-eml")
    download = download_info.value
    path = download.path()
    assert download.suggested_filename.endswith(".eml")
    assert path.read_bytes() == raw
    assert open_page.problems == []


def _preview_frame(page: Page) -> Frame:
    frame_element = page.wait_for_selector("#preview-slot iframe")
    assert frame_element is not None
    frame = frame_element.content_frame()
    assert frame is not None
    frame.wait_for_load_state("load")
    return frame


def _hostile_html(origin: str) -> str:
    return f"""<html><head>
<meta http-equiv="refresh" content="0;url={origin}/refresh">
<link rel="stylesheet" href="{origin}/style.css">
<link rel="prefetch" href="{origin}/prefetch">
<style>@import url("{origin}/import.css");
.bg {{ background: url("{origin}/background.png") }}</style>
</head><body>
<h1 id="visible">Hostile preview</h1>
<script>new Image().src = "{origin}/script-ran"; parent.document.title = "pwned";</script>
<script src="{origin}/script.js"></script>
<img src="{origin}/remote-image.png" alt="remote">
<img src="broken" alt="" onerror="new Image().src = '{origin}/onerror-ran'">
<div class="bg">background</div>
<iframe src="{origin}/frame"></iframe>
<object data="{origin}/object"></object>
<form action="{origin}/form" method="post"><button id="submit">Send</button></form>
<p><a id="link" href="{origin}/clicked">Sign in</a>
<a id="self-link" target="_self" href="{origin}/clicked-self">Verify</a></p>
</body></html>"""


def test_the_html_preview_runs_no_script_and_loads_nothing_remote_until_asked(
    open_page: OpenPage, remote_host: RecordingServer
) -> None:
    page = open_page.page
    inbox = _client(open_page).create_inbox()
    open_page.sandbox.deliver(
        inbox["id"], subject="Hostile", html=_hostile_html(remote_host.origin)
    )
    open_page.sign_in()

    frame = _preview_frame(page)
    assert frame.inner_text("#visible") == "Hostile preview"
    frame.click("#submit")
    frame.click("#link")  # a user clicking a link in the mail goes nowhere,
    frame.click("#self-link")  # not even one that asks to open in the frame itself
    frame.wait_for_load_state("load")
    assert page.title() == "mailsocket sandbox"
    assert remote_host.paths == []

    # Asking for remote images loads them, and nothing else: the server did see requests.
    page.click("#load-images")
    assert remote_host.wait_for("/remote-image.png")
    frame = _preview_frame(page)
    assert frame.inner_text("#visible") == "Hostile preview"
    assert set(remote_host.paths) <= {"/remote-image.png", "/background.png"}
    assert page.title() == "mailsocket sandbox"
    assert page.get_attribute("#preview-slot iframe", "sandbox") == ""


# ---------- keyboard and accessibility ----------


def _tab_to(page: Page, selector: str, *, limit: int = 120) -> None:
    """Press Tab until the focused element matches ``selector`` (fails if it never does)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


_CONTROLS = """() => {
  const all = [...document.querySelectorAll(
    'a[href], button, input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])')];
  return all.filter((node) => !node.disabled && node.getClientRects().length > 0
    && !node.closest('[hidden], dialog:not([open])'))
    .map((node, index) => { node.dataset.walk = String(index); return index; });
}"""

_FOCUSED = """() => {
  const node = document.activeElement;
  const style = getComputedStyle(node);
  const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  return [node.dataset.walk ?? null, ring, node.outerHTML.slice(0, 80)];
}"""


def test_tab_reaches_every_control_and_each_shows_a_focus_ring(open_page: OpenPage) -> None:
    page = open_page.page
    inbox = _client(open_page).create_inbox(label="keys")
    _smtp(open_page.sandbox, inbox["address"], _code_and_link_mail(inbox["address"]))
    open_page.sign_in()
    page.wait_for_selector("#preview-slot iframe")

    controls = set(page.evaluate(_CONTROLS))
    reached: set[int] = set()
    unringed: list[str] = []
    page.focus("#main")
    for _ in range(3 * len(controls) + 20):
        page.keyboard.press("Tab")
        walk, ring, name = page.evaluate(_FOCUSED)
        if walk is not None:
            reached.add(int(walk))
            if not ring:
                unringed.append(name)

    assert len(controls) >= 15
    missed = page.evaluate(
        "(ids) => ids.map((i) => document.querySelector(`[data-walk='${i}']`).outerHTML)",
        sorted(controls - reached),
    )
    assert missed == []
    assert unringed == []


def test_every_action_works_from_the_keyboard_alone(open_page: OpenPage) -> None:
    page = open_page.page
    open_page.goto()
    page.keyboard.type(open_page.key)
    page.keyboard.press("Enter")
    open_page.wait_live()

    # Focus lands on the new-inbox label: type one and press Enter.
    page.keyboard.type("keyboard only")
    page.keyboard.press("Enter")
    page.wait_for_selector(".inbox[aria-current='true'] .inbox-name:text-is('keyboard only')")
    address = page.inner_text("#inbox-address")

    _tab_to(page, "#copy-address")
    page.keyboard.press("Enter")
    page.wait_for_selector("#notice:text-is('Copied address')")
    assert page.evaluate("navigator.clipboard.readText()") == address

    _tab_to(page, "#send-test")
    page.keyboard.press("Enter")
    page.wait_for_selector(".message .code")
    code = page.inner_text(".message .code")

    _tab_to(page, ".message .button")  # the list's Copy code
    page.keyboard.press("Enter")
    page.wait_for_selector("#notice:text-is('Copied code')")
    assert page.evaluate("navigator.clipboard.readText()") == code

    _tab_to(page, ".open-message")
    page.keyboard.press("Enter")
    page.wait_for_selector("#detail-title:focus")

    _tab_to(page, "#tab-text")
    page.keyboard.press("Enter")
    assert code in page.inner_text("#text-body")
    page.keyboard.press("ArrowRight")
    page.wait_for_selector("#tab-source[aria-selected='true']:focus")
    expect(page.locator("#source-body")).not_to_be_empty()

    _tab_to(page, "#download-eml")
    with page.expect_download() as download_info:
        page.keyboard.press("Enter")
    assert code.encode() in download_info.value.path().read_bytes()

    _tab_to(page, "#search")
    page.keyboard.type("no such mail")
    page.wait_for_selector("#message-empty:not([hidden])")

    _tab_to(page, "#delete-inbox")
    page.keyboard.press("Enter")
    page.wait_for_selector("#delete-dialog[open] #cancel-delete:focus")
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # Delete inbox
    page.wait_for_selector("#inbox-empty:not([hidden])")

    _tab_to(page, "#forget-key")
    page.keyboard.press("Enter")
    page.wait_for_selector("#key-input:focus")
    assert open_page.problems == []


def _axe_violations(page: Page) -> list[dict[str, Any]]:
    page.evaluate(AXE.read_text())
    result = page.evaluate(
        "axe.run(document, {iframes: false, resultTypes: ['violations']})"
        ".then((r) => JSON.stringify(r.violations))"
    )
    violations: list[dict[str, Any]] = json.loads(result)
    return [v for v in violations if v["impact"] in ("serious", "critical")]


def _describe(violations: list[dict[str, Any]]) -> list[str]:
    return [f"{v['id']}: {v['help']} at {[n['target'] for n in v['nodes']]}" for v in violations]


def test_axe_finds_no_serious_accessibility_violation_in_any_view(open_page: OpenPage) -> None:
    require(missing_tool_reason(AXE, "npm install --prefix .ci axe-core (bash .ci/run does)"))
    page = open_page.page
    open_page.goto()
    found = _describe(_axe_violations(page))

    inbox = _client(open_page).create_inbox(label="axe")
    _smtp(open_page.sandbox, inbox["address"], _code_and_link_mail(inbox["address"]))
    page.fill("#key-input", open_page.key)
    page.press("#key-input", "Enter")
    page.wait_for_selector("#preview-slot iframe")
    found += _describe(_axe_violations(page))
    for view in ("text", "source", "headers"):
        page.click(f"#tab-{view}")
        found += _describe(_axe_violations(page))
    page.click("#delete-inbox")
    page.wait_for_selector("#delete-dialog[open]")
    found += _describe(_axe_violations(page))

    assert found == []


_CONTRAST = """() => {
  const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 4).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const background = (node) => {
    for (let at = node; at; at = at.parentElement) {
      const colour = rgb(getComputedStyle(at).backgroundColor);
      if (colour.length < 4 || colour[3] > 0) return colour;
    }
    return [255, 255, 255];
  };
  const failing = [];
  for (const node of document.querySelectorAll('body *')) {
    const own = [...node.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
    if (!own || node.getClientRects().length === 0 || node.closest('[hidden]')) continue;
    const style = getComputedStyle(node);
    const [a, b] = [lum(rgb(style.color)), lum(background(node))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    const large = parseFloat(style.fontSize) >= 24
      || (parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700);
    if (ratio < (large ? 3 : 4.5)) failing.push(`${node.className}: ${ratio.toFixed(2)}`);
  }
  return failing;
}"""


def test_every_text_colour_of_the_page_meets_contrast_aa(open_page: OpenPage) -> None:
    """A check of our own colours that needs no axe: every visible text on its background."""
    page = open_page.page
    open_page.goto()
    page.fill("#key-input", "bad")
    page.press("#key-input", "Enter")  # shows the error colour too
    failing = page.evaluate(_CONTRAST)
    inbox = _client(open_page).create_inbox(label="contrast")
    _smtp(open_page.sandbox, inbox["address"], _code_and_link_mail(inbox["address"]))
    page.fill("#key-input", open_page.key)
    page.press("#key-input", "Enter")
    page.wait_for_selector("#detail:not([hidden])")
    page.click("#copy-address")  # shows a notice
    page.wait_for_selector("#notice:not(:empty)")
    failing += page.evaluate(_CONTRAST)

    assert failing == []


def test_the_page_has_landmarks_and_every_input_a_label(open_page: OpenPage) -> None:
    page = open_page.page
    _client(open_page).create_inbox()
    open_page.sign_in()
    page.wait_for_selector(".inbox")

    assert page.locator("header").count() == 1
    assert page.locator("main").count() == 1
    assert page.get_by_role("navigation", name=re.compile("Inboxes")).count() == 1
    assert page.get_by_role("region", name=re.compile("Mail")).count() == 1
    unlabelled = page.evaluate(
        "[...document.querySelectorAll('input')].filter((i) => !i.labels.length).map((i) => i.id)"
    )
    assert unlabelled == []
    assert page.get_attribute("html", "lang") == "en"
