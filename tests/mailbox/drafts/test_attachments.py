"""An attachment's bytes through the API: the same bytes, as a download that no browser
renders, and only for a caller who may read the message."""

from __future__ import annotations

from pathlib import Path

import pytest

from mailsocket_mcp.mailbox.web.attachment_response import safe_filename
from tests.mailbox.reading.helpers import letter, running_reader
from tests.support.dovecot import Dovecot, MailUser, deliver

pytestmark = pytest.mark.anyio


async def test_attachment_bytes_match_and_are_served_as_a_safe_download(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(
        dovecot,
        [mail_user.address],
        letter(mail_user.address, "Invoice", attachment=b"%PDF-1.4 \x00\xff bytes"),
    )
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        await reader.sync(account)
        [item] = (await reader.get(f"/v1/accounts/{account}/messages"))["items"]
        message = await reader.get(f"/v1/accounts/{account}/messages/{item['id']}")
        [attachment] = message["attachments"]
        path = f"/v1/accounts/{account}/messages/{item['id']}/attachments/{attachment['id']}"

        answer = await reader.http.get(path, headers=reader.admin_headers)
        assert answer.status_code == 200, answer.text
        assert answer.content == b"%PDF-1.4 \x00\xff bytes"
        assert answer.headers["content-type"] == "application/pdf"
        disposition = answer.headers["content-disposition"]
        assert disposition.startswith('attachment; filename="invoice.pdf"')
        assert answer.headers["x-content-type-options"] == "nosniff"

        missing = await reader.http.get(
            f"/v1/accounts/{account}/messages/{item['id']}/attachments/part99",
            headers=reader.admin_headers,
        )
        assert missing.status_code == 404
        drafter = await reader.user("drafter", [{"accounts": [account], "allow": ["drafts"]}])
        assert (await reader.http.get(path, headers=drafter)).status_code == 403
        stranger = await reader.user("stranger", [])
        assert (await reader.http.get(path, headers=stranger)).status_code == 404


def test_a_file_name_loses_paths_quotes_and_control_characters() -> None:
    assert safe_filename('../../etc/"pass\r\nwd".pdf') == "_pass__wd_.pdf"
    assert safe_filename("C:\\Users\\x\\report.pdf") == "report.pdf"
    assert safe_filename(None) == "attachment"
    assert safe_filename("...") == "attachment"
