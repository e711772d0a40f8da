"""pytest fixtures for the real mail servers: import them into a ``conftest.py``.

``dovecot`` and ``relay`` live for the whole session (Dovecot starts in about 0.1 s);
``mail_user`` is a fresh account per test, so tests sharing the server never see each
other's mail. Where Dovecot is missing the tests skip, except under CI
(``MAILSOCKET_TESTS_NO_SKIPS`` or ``CI`` set), where they fail naming the install step.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.support.dovecot import Dovecot, MailUser, missing_reason, running_dovecot
from tests.support.relay import Relay, running_relay


@pytest.fixture(scope="session")
def dovecot() -> Iterator[Dovecot]:
    reason = missing_reason()
    if reason is not None:
        if os.environ.get("MAILSOCKET_TESTS_NO_SKIPS") or os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    with running_dovecot() as server:
        yield server


@pytest.fixture(scope="session")
def relay(dovecot: Dovecot) -> Iterator[Relay]:
    with running_relay(dovecot) as server:
        yield server


@pytest.fixture
def mail_user(dovecot: Dovecot) -> MailUser:
    return dovecot.new_user("alice")


@pytest.fixture
def other_user(dovecot: Dovecot) -> MailUser:
    return dovecot.new_user("bob")
