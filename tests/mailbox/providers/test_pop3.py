"""The POP3 provider: the inbox only, by UIDL; the rest is not supported by design."""

from __future__ import annotations

import pytest

from mailsocket_mcp.mailbox.data.providers import (
    AuthenticationFailed,
    Capability,
    NotSupported,
    ServerRefused,
    require,
)
from tests.support.dovecot import Dovecot, MailUser, deliver

from .helpers import mail, pop3

pytestmark = pytest.mark.anyio


async def test_pop3_lists_fetches_and_deletes_by_uidl(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    for subject in ("First", "Second"):
        deliver(dovecot, [mail_user.address], mail(mail_user.address, subject))
    async with pop3(dovecot, mail_user) as provider:
        await provider.verify()
        first, second = await provider.list_messages()
        raw = await provider.fetch_raw(first.uidl)
        await provider.delete([first.uidl])
        remaining = await provider.list_messages()
        with pytest.raises(ServerRefused, match="no message"):
            await provider.fetch_raw(first.uidl)
    assert b"Subject: First" in raw
    assert raw.endswith(b"\r\n")
    assert len(raw) >= first.size - 2
    assert remaining == [second]  # UIDLs are stable across sessions


async def test_pop3_says_what_it_cannot_do(dovecot: Dovecot, mail_user: MailUser) -> None:
    provider = pop3(dovecot, mail_user)
    for capability in (Capability.FOLDERS, Capability.MOVE, Capability.FLAGS, Capability.IDLE):
        with pytest.raises(NotSupported) as caught:
            require(provider.capabilities, capability)
        assert caught.value.status == 501
        assert caught.value.capability == capability.value
    with pytest.raises(NotSupported, match="send"):
        await provider.send(b"", sender=mail_user.address, recipients=[mail_user.address])


async def test_a_wrong_pop3_password_is_an_authentication_failure(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    wrong = MailUser(mail_user.address, "wrong-" + mail_user.password)
    with pytest.raises(AuthenticationFailed) as caught:
        await pop3(dovecot, wrong).verify()
    assert wrong.password not in str(caught.value)
