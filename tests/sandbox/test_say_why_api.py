"""The "say why" fields of the API's message shape, read with the SDK over real HTTP."""

from __future__ import annotations

from urllib.parse import quote

import httpx
import mailsocket

TARGET = "https://app.test/auth/reset?token=q8Zr2Lx0Vb7Np4Ks9Tw1"


def test_a_message_says_what_its_link_is_for_and_gives_a_trackers_target(
    client: mailsocket.Client, http: httpx.Client
) -> None:
    inbox = client.create_inbox()
    wrapped = f"https://eur01.safelinks.protection.outlook.com/?url={quote(TARGET, safe='')}"
    response = http.post(
        f"/inboxes/{inbox['id']}/messages",
        json={
            "from": "Acme <no-reply@acme.test>",
            "subject": "Your password",
            "html": f'<p>Forgot it?</p><a href="{wrapped}&amp;data=x">Reset password</a>',
        },
    )
    assert response.status_code == 201
    message = client.get_latest(inbox["id"])
    assert message["magic_link"] == TARGET
    assert message["magic_link_kind"] == "reset"
    assert message["otp"] is None
    assert (message["otp_excerpt"], message["otp_expires_at"]) == (None, None)
    assert client.get_message(message["id"]) == message
