"""The mail areas of the admin page without a browser (FastAPI's TestClient, a session started
in the database): rights, CSRF, the service log's redaction and bound, sync now."""

from __future__ import annotations

import logging

from mailsocket_mcp.mailbox.domain.service_log import LogRing, recording
from tests.mailbox.conftest import Service
from tests.mailbox.reading.helpers import letter
from tests.support.dovecot import MailUser, deliver
from tests.support.relay import Relay

from .pages_support import connect, hidden, make_user, signed_in, sync

TOKEN = "mbx_" + "Q" * 43
SECRET = "whsec_" + "A" * 44


def test_the_service_log_shows_the_newest_records_redacted_and_only_to_an_admin(
    service: Service,
) -> None:
    mailbox = service.mailbox
    ring = LogRing(capacity=3)
    mailbox.log_ring = ring
    logger = logging.getLogger("mailsocket_mcp.mailbox.test_log")
    with recording(ring, logger):
        logger.warning("the oldest line, pushed out")
        logger.warning("a caller sent Authorization: Bearer %s", TOKEN)
        logger.warning("webhook secret %s and password=hunter2hunter2", SECRET)
        logger.error("the newest line")
    logger.error("after the ring was taken off")

    admin = signed_in(service.http, mailbox, make_user(mailbox, "root", service=["admin"]))
    page = admin.http.get("/ui/log")
    assert page.status_code == 200, page.text
    text = page.text
    assert "the newest line" in text
    assert "Bearer [redacted]" in text
    assert "password=[redacted]" in text
    assert TOKEN not in text
    assert SECRET not in text
    assert "hunter2" not in text
    assert "the oldest line" not in text  # three records kept
    assert "after the ring" not in text
    assert text.index("the newest line") < text.index("Bearer [redacted]")  # newest first
    errors_only = admin.http.get("/ui/log", params={"level": "ERROR"}).text
    assert "the newest line" in errors_only
    assert "Bearer" not in errors_only

    reader = signed_in(service.http, mailbox, make_user(mailbox, "reader", allow=["mail.read"]))
    refused = reader.http.get("/ui/log")
    assert refused.status_code == 403
    assert "Service log" not in reader.http.get("/ui/mail").text  # not in the menu either


def test_without_the_send_right_there_is_no_send_button_and_a_forged_send_is_refused(
    service: Service, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    mailbox = service.mailbox
    account = connect(mailbox, service.dovecot, relay, mail_user)
    writer = make_user(mailbox, "writer", allow=["mail.read", "drafts", "audit"])
    browser = signed_in(service.http, mailbox, writer)

    form = browser.http.get(f"/ui/compose/{account}")
    assert form.status_code == 200, form.text
    assert 'value="draft"' in form.text
    assert 'value="send"' not in form.text
    forged = browser.post(
        f"/ui/compose/{account}",
        {
            "action": "send",
            "idempotency_key": hidden(form.text, "idempotency_key"),
            "to": other_user.address,
            "subject": "forged",
            "text": "should not go",
        },
    )
    assert forged.status_code == 403
    assert "may not send_message" in forged.text
    assert "forged" not in browser.http.get("/ui/sends").text  # nothing was attempted


def test_a_form_posted_without_its_csrf_token_changes_nothing(
    service: Service, relay: Relay, mail_user: MailUser
) -> None:
    mailbox = service.mailbox
    account = connect(mailbox, service.dovecot, relay, mail_user)
    browser = signed_in(service.http, mailbox, make_user(mailbox, "root", service=["admin"]))

    refused = browser.http.post(f"/ui/accounts/{account}/delete", data={})
    assert refused.status_code == 403
    listed = browser.http.get("/ui/accounts").text
    assert mail_user.address in listed

    done = browser.post(f"/ui/accounts/{account}/delete", follow_redirects=True)
    assert done.status_code == 200
    assert "The account is deleted" in done.text
    assert mail_user.address not in done.text


def test_a_user_sees_and_opens_only_the_accounts_granted_to_them(
    service: Service, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    mailbox = service.mailbox
    mine = connect(mailbox, service.dovecot, relay, mail_user)
    theirs = connect(mailbox, service.dovecot, relay, other_user)
    reader = make_user(mailbox, "reader", allow=["accounts.read", "mail.read"], on=mine)
    browser = signed_in(service.http, mailbox, reader)

    listed = browser.http.get("/ui/accounts").text
    assert mail_user.address in listed
    assert other_user.address not in listed
    assert "Verify" not in listed
    assert "Delete" not in listed
    assert browser.http.get("/ui/mail", params={"account": theirs}).status_code == 404
    assert browser.post(f"/ui/accounts/{mine}/sync").status_code == 403
    assert browser.post(f"/ui/accounts/{theirs}/disable").status_code == 404


def test_sync_now_brings_a_delivered_mail_into_the_list(
    service: Service, relay: Relay, mail_user: MailUser
) -> None:
    mailbox = service.mailbox
    account = connect(mailbox, service.dovecot, relay, mail_user)
    browser = signed_in(service.http, mailbox, make_user(mailbox, "root", service=["admin"]))
    deliver(service.dovecot, [mail_user.address], letter(mail_user.address, "Quarterly figures"))

    assert "Quarterly figures" not in browser.http.get("/ui/mail").text  # not synced yet
    synced = browser.post(f"/ui/accounts/{account}/sync", follow_redirects=True)
    assert "The account is synced" in synced.text
    assert "never" not in synced.text.split(mail_user.address, 1)[1].split("</tr>", 1)[0]
    assert "Quarterly figures" in browser.http.get("/ui/mail").text

    browser.post(f"/ui/accounts/{account}/disable")
    refused = browser.post(f"/ui/accounts/{account}/sync")
    assert refused.status_code == 409
    assert "disabled" in refused.text


def test_the_admin_audit_lists_account_changes_and_filters_them(
    service: Service, relay: Relay, mail_user: MailUser
) -> None:
    mailbox = service.mailbox
    account = connect(mailbox, service.dovecot, relay, mail_user)
    browser = signed_in(service.http, mailbox, make_user(mailbox, "root", service=["admin"]))
    browser.post(f"/ui/accounts/{account}/disable")

    everything = browser.http.get("/ui/audit").text
    assert "accounts.account_created" in everything
    assert "accounts.account_disabled" in everything
    assert "users.user_created" in everything
    narrowed = browser.http.get("/ui/audit", params={"activity": "accounts"}).text
    assert "accounts.account_disabled" in narrowed
    assert "users.user_created" not in narrowed
    assert browser.http.get("/ui/audit", params={"after": "not a day"}).status_code == 400
    reader = signed_in(service.http, mailbox, make_user(mailbox, "reader", allow=["mail.read"]))
    assert reader.http.get("/ui/audit").status_code == 403


def _break(service: Service, account: str) -> None:
    """The account's stored IMAP port now answers nothing (as a server that went away)."""
    from mailsocket_mcp.mailbox.data.models import AccountRow
    from tests.support.dovecot import free_ports

    with service.mailbox.db.session() as session:
        row = session.get(AccountRow, account)
        assert row is not None
        row.settings = {**row.settings, "port": free_ports(1)[0]}


def test_a_server_gone_away_shows_as_the_accounts_last_error_and_unreachable(
    service: Service, relay: Relay, mail_user: MailUser
) -> None:
    mailbox = service.mailbox
    account = connect(mailbox, service.dovecot, relay, mail_user)
    browser = signed_in(service.http, mailbox, make_user(mailbox, "root", service=["admin"]))
    _break(service, account)

    failed = browser.post(f"/ui/accounts/{account}/sync")
    assert failed.status_code == 502
    row = failed.text.split(mail_user.address, 1)[1].split("</tr>", 1)[0]
    assert "the IMAP server" in row  # kept as the last error
    verified = browser.post(f"/ui/accounts/{account}/verify")
    assert verified.status_code == 502
    assert "unreachable" in verified.text.split(mail_user.address, 1)[1].split("</tr>", 1)[0]

    browser.post(f"/ui/accounts/{account}/disable")
    enabled = browser.post(f"/ui/accounts/{account}/enable", follow_redirects=True)
    assert "The account is enabled again" in enabled.text
    asked = browser.http.get(f"/ui/accounts/{account}/delete")
    assert f"Delete {mail_user.address}" in asked.text


def test_connecting_suggests_settings_and_refuses_a_bad_port_without_storing(
    service: Service,
) -> None:
    mailbox = service.mailbox
    browser = signed_in(service.http, mailbox, make_user(mailbox, "root", service=["admin"]))
    assert browser.http.get("/ui/accounts/connect").status_code == 200

    suggested = browser.post("/ui/accounts/connect/discover", {"email": "ann@gmx.de"})
    assert "Settings suggested for ann@gmx.de" in suggested.text
    assert 'value="imap.gmx.net"' in suggested.text
    assert 'value="mail.gmx.net"' in suggested.text
    refused = browser.post(
        "/ui/accounts/connect",
        {"email": "ann@gmx.de", "host": "127.0.0.1", "port": "imap", "password": "pw"},
    )
    assert refused.status_code == 400
    assert "port must be a port number" in refused.text
    assert 'value="pw"' not in refused.text
    smtp = browser.post(
        "/ui/accounts/connect",
        {
            "email": "a@b.test",
            "host": "127.0.0.1",
            "port": "1",
            "smtp_host": "127.0.0.1",
            "smtp_port": "x",
            "password": "pw",
        },
    )
    assert "smtp_port must be a port number" in smtp.text
    assert "No account yet" in browser.http.get("/ui/accounts").text


def test_a_reply_is_saved_as_a_draft_and_a_webhook_to_this_machine_is_refused(
    service: Service, relay: Relay, mail_user: MailUser
) -> None:
    mailbox = service.mailbox
    account = connect(mailbox, service.dovecot, relay, mail_user)
    deliver(service.dovecot, [mail_user.address], letter(mail_user.address, "Question"))
    sync(mailbox, account)
    user = make_user(mailbox, "writer", service=["webhooks.manage"], allow=["mail.read", "drafts"])
    browser = signed_in(service.http, mailbox, user)
    listed = browser.http.get("/ui/mail", params={"account": account}).text
    message = listed.split(f"/ui/mail/{account}/", 1)[1].split('"', 1)[0]

    form = browser.http.get(f"/ui/compose/{account}", params={"reply": message})
    assert "Replying to <strong>Question</strong>" in form.text
    saved = browser.post(
        f"/ui/compose/{account}",
        {"action": "draft", "idempotency_key": "k1", "reply": message, "text": "Yes."},
        follow_redirects=True,
    )
    assert "The draft is saved" in saved.text
    assert "Re: Question" in saved.text
    assert "Send this draft" not in saved.text  # no send right

    refused = browser.post("/ui/webhooks", {"url": "http://127.0.0.1:9/hook"})
    assert refused.status_code == 400
    assert "MAILBOX_WEBHOOKS_ALLOW_LOCAL" in refused.text
    assert "No webhook yet" in refused.text
