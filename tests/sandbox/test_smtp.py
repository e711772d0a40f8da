"""SMTP intake: real mail sent with ``smtplib``, read back through the SDK."""

from __future__ import annotations

import smtplib
from collections.abc import Iterator

import mailsocket
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from tests.support.background import Background
from tests.support.keys import new_key
from tests.support.mail import SMTP_TIMEOUT_SECONDS, alternative, eight_bit, html_only, send


@pytest.fixture
def client(smtp_sandbox: SandboxHandle, api_key: str) -> mailsocket.Client:
    return mailsocket.Client(api_key, base_url=smtp_sandbox.base_url, retry_wait_on_429=False)


def _send(sandbox: SandboxHandle, recipients: list[str], raw: bytes) -> dict[str, object]:
    assert sandbox.smtp_port is not None
    return dict(send(sandbox.host, sandbox.smtp_port, recipients, raw))


def _only_message(client: mailsocket.Client, inbox_id: str) -> dict[str, object]:
    (message,) = client.list_messages(inbox_id).data
    return dict(message)


def test_a_multipart_alternative_mail_is_read_back_with_text_html_and_code(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    raw = alternative(
        to=inbox["address"],
        subject="Your Acme code",
        text="Your verification code is 604218.",
        html="<p>Your verification code is <b>604218</b>.</p>",
    )

    assert _send(smtp_sandbox, [inbox["address"]], raw) == {}

    message = _only_message(client, inbox["id"])
    assert message["from"] == "Acme <no-reply@acme.test>"
    assert message["to"] == inbox["address"]
    assert message["subject"] == "Your Acme code"
    assert message["text"] == "Your verification code is 604218.\n"
    assert "<b>604218</b>" in str(message["html"])
    assert message["otp"] == "604218"


def test_an_html_only_mail_yields_its_sign_in_link(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    html = (
        "<p>Click below to sign in.</p>"
        '<a href="https://app.acme.test/login/verify?token=Zx81abc">Sign in</a> '
        '<a href="https://acme.test/unsubscribe">Unsubscribe</a>'
    )

    _send(
        smtp_sandbox,
        [inbox["address"]],
        html_only(to=inbox["address"], subject="Sign in", html=html),
    )

    message = _only_message(client, inbox["id"])
    assert message["text"] == ""
    assert message["magic_link"] == "https://app.acme.test/login/verify?token=Zx81abc"


def test_an_rfc_2047_encoded_subject_is_decoded_and_its_code_found(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    subject = (
        "=?utf-8?b?" + "0JLQsNGIINC60L7QtCDQv9C+0LTRgtCy0LXRgNC20LTQtdC90LjRjyA5MDUxMTI=" + "?="
    )
    raw = eight_bit(to=inbox["address"], subject_header=subject, body="", charset="utf-8")

    _send(smtp_sandbox, [inbox["address"]], raw)

    message = _only_message(client, inbox["id"])
    assert message["subject"] == "Ваш код подтверждения 905112"
    assert message["otp"] == "905112"


@pytest.mark.parametrize(
    ("charset", "body", "code"),
    [
        ("shift_jis", "認証コード: 739201\nこのコードは10分間有効です。", "739201"),
        ("koi8-r", "Ваш код подтверждения: 318274", "318274"),
        ("iso-8859-1", "Votre code de vérification : 552910", "552910"),
    ],
)
def test_a_mail_in_a_non_utf8_charset_is_decoded(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client, charset: str, body: str, code: str
) -> None:
    inbox = client.create_inbox()
    raw = eight_bit(to=inbox["address"], subject_header="Code", body=body, charset=charset)

    _send(smtp_sandbox, [inbox["address"]], raw)

    message = _only_message(client, inbox["id"])
    assert message["text"] == body + "\n"
    assert message["otp"] == code


def test_an_sdk_wait_started_before_the_send_returns_the_code_sent_over_smtp(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    waiting = Background(lambda: client.wait_for_otp(inbox["id"], timeout=20))
    smtp_sandbox.wait_until_waiting(1)

    raw = alternative(
        to=inbox["address"],
        subject="Sign in to Acme",
        text="Your verification code is 271828.",
        html="<p>Your verification code is <b>271828</b>.</p>",
    )
    _send(smtp_sandbox, [inbox["address"]], raw)

    result = waiting.result(timeout=15)
    assert result.otp == "271828"
    assert result.message["subject"] == "Sign in to Acme"


def test_one_mail_to_several_inboxes_is_delivered_to_each_once(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    other = mailsocket.Client(new_key(), base_url=smtp_sandbox.base_url)
    mine, theirs = client.create_inbox(), other.create_inbox()
    recipients = [mine["address"], theirs["address"], mine["address"].upper()]
    raw = alternative(to=mine["address"], subject="Hello", text="hi", html="<p>hi</p>")

    _send(smtp_sandbox, recipients, raw)

    assert _only_message(client, mine["id"])["subject"] == "Hello"
    assert _only_message(other, theirs["id"])["subject"] == "Hello"


def test_rcpt_to_an_unknown_address_is_refused_with_550(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    raw = alternative(to=inbox["address"], subject="Hello", text="hi", html="<p>hi</p>")
    unknown = "nobody@sandbox.mailsocket.test"

    with pytest.raises(smtplib.SMTPRecipientsRefused) as refused:
        _send(smtp_sandbox, [unknown], raw)
    assert refused.value.recipients[unknown][0] == 550

    # With one good recipient the mail goes there and only the unknown one is refused.
    partly = _send(smtp_sandbox, [unknown, inbox["address"]], raw)
    assert list(partly) == [unknown]
    assert _only_message(client, inbox["id"])["subject"] == "Hello"


def test_rcpt_to_a_disabled_or_deleted_inbox_is_refused_with_550(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    disabled, deleted = client.create_inbox(), client.create_inbox()
    smtp_sandbox.disable_inbox(disabled["id"])
    client.delete_inbox(deleted["id"])

    for inbox in (disabled, deleted):
        with pytest.raises(smtplib.SMTPRecipientsRefused) as refused:
            _send(smtp_sandbox, [inbox["address"]], b"Subject: hi\r\n\r\nhi\r\n")
        assert refused.value.recipients[inbox["address"]][0] == 550


@pytest.fixture
def small_limit_sandbox() -> Iterator[SandboxHandle]:
    with running_sandbox(SandboxSettings(port=0, smtp_port=0, smtp_max_bytes=2048)) as handle:
        yield handle


def test_a_mail_over_the_size_limit_is_refused_with_552_and_not_stored(
    small_limit_sandbox: SandboxHandle,
) -> None:
    sandbox = small_limit_sandbox
    assert sandbox.smtp_port is not None
    client = mailsocket.Client(new_key(), base_url=sandbox.base_url)
    inbox = client.create_inbox()
    big = alternative(to=inbox["address"], subject="Big", text="x" * 3000, html="<p>big</p>")

    # smtplib announces the size (SIZE=...), so MAIL FROM is refused up front...
    with pytest.raises(smtplib.SMTPSenderRefused) as refused:
        _send(sandbox, [inbox["address"]], big)
    assert refused.value.smtp_code == 552
    # ...and a client that does not announce it is refused after the data.
    with smtplib.SMTP(sandbox.host, sandbox.smtp_port, timeout=SMTP_TIMEOUT_SECONDS) as smtp:
        smtp.ehlo()
        assert smtp.mail("app@app.test")[0] == 250
        assert smtp.rcpt(inbox["address"])[0] == 250
        code, _ = smtp.data(big)
    assert code == 552
    assert client.list_messages(inbox["id"]).data == []


def test_garbage_bytes_are_stored_and_the_server_keeps_serving(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    garbage = b"\x00\xff\xfe\x80 not a mail\r\n\xc3\x28 : ::\r\n--\r\nContent-Type: multipart/\r\n"

    _send(smtp_sandbox, [inbox["address"]], garbage)
    raw = alternative(to=inbox["address"], subject="After", text="ok", html="<p>ok</p>")
    _send(smtp_sandbox, [inbox["address"]], raw)

    newest, oldest = client.list_messages(inbox["id"]).data
    assert newest["subject"] == "After"
    # No readable From header: the envelope sender stands in.
    assert oldest["from"] == "app@app.test"
    assert oldest["subject"] == ""
    assert oldest["otp"] is None


def test_a_mail_with_bare_newlines_and_long_lines_is_accepted(
    smtp_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    html = "<p>" + "Welcome to Acme! " * 200 + "Your verification code is <b>864209</b>.</p>"
    raw = (
        f"From: Acme <no-reply@acme.test>\nTo: {inbox['address']}\nSubject: Welcome\n"
        f"Content-Type: text/html; charset=utf-8\n\n{html}\n"
    ).encode()
    assert len(html) > 1000  # longer than RFC 5321 allows a line to be

    _send(smtp_sandbox, [inbox["address"]], raw)

    message = _only_message(client, inbox["id"])
    assert message["subject"] == "Welcome"
    assert message["otp"] == "864209"


def test_stopping_the_sandbox_ends_an_open_smtp_session_at_once() -> None:
    with running_sandbox(SandboxSettings(port=0, smtp_port=0)) as sandbox:
        assert sandbox.smtp_port is not None
        session = smtplib.SMTP(sandbox.host, sandbox.smtp_port, timeout=SMTP_TIMEOUT_SECONDS)
        assert session.ehlo()[0] == 250
    try:
        # The server hung up: the next command finds the connection closed.
        with pytest.raises(smtplib.SMTPServerDisconnected):
            session.noop()
    finally:
        session.close()
