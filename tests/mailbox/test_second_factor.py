"""The second factor of UI sign-in: TOTP devices and recovery codes, what ``check_sign_in``
(the UI's door) lets through, the throttle, and the API that reads and removes them."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import select

from mailsocket_mcp.mailbox.data.models import TotpDeviceRow
from mailsocket_mcp.mailbox.domain import second_factor, sign_in, totp
from mailsocket_mcp.mailbox.domain.audit import HOST, Actor
from mailsocket_mcp.mailbox.errors import (
    BadRequest,
    CredentialUnreadable,
    NameTaken,
    NotFound,
    SecondFactorRequired,
    SignInThrottled,
    Unauthenticated,
)
from tests.mailbox.conftest import Service
from tests.mailbox.helpers import user_with_token

# A moment just after a step begins, so a step either side is a whole step away.
T0 = datetime(2026, 12, 1, 12, 0, 1, tzinfo=timezone.utc)
STEP = timedelta(seconds=totp.STEP_SECONDS)
UI_PASSWORD = "Ui-5b2d8e71-never-anywhere"


@dataclass
class Device:
    id: str
    secret: str
    recovery_codes: list[str]

    def code(self, moment: datetime) -> str:
        return totp.hotp(totp.secret_bytes(self.secret), totp.step_of(moment))


def _add_device(service: Service, user_id: str, name: str = "Phone", at: datetime = T0) -> Device:
    mailbox = service.mailbox
    with mailbox.db.session() as session:
        enrolment = second_factor.enrol_totp(session, mailbox.vault, user_id, name)
    device = Device(enrolment.device_id, enrolment.secret, [])
    with mailbox.db.session() as session:
        confirmed = second_factor.confirm_totp(
            session, mailbox.vault, HOST, user_id, device.id, device.code(at), at=at
        )
    device.recovery_codes = confirmed.recovery_codes
    return device


def _sign_in(
    service: Service, name: str, password: str, code: str | None, at: datetime = T0
) -> sign_in.SignIn:
    with service.mailbox.db.session() as session:
        return sign_in.check_sign_in(session, service.mailbox.vault, name, password, code, at=at)


def _verify(service: Service, user_id: str, code: str, at: datetime) -> str:
    with service.mailbox.db.session() as session:
        return second_factor.verify_code(session, service.mailbox.vault, user_id, code, at=at)


def _ui_user(service: Service, name: str, service_rights: list[str] | None = None) -> str:
    made = service.http.post(
        "/v1/users",
        json={"name": name, "service": service_rights or [], "ui_sign_in": True},
        headers=service.admin_headers,
    )
    assert made.status_code == 201, made.text
    user_id: str = made.json()["id"]
    chosen = service.http.post(
        f"/v1/users/{user_id}/password",
        json={"password": UI_PASSWORD},
        headers=service.admin_headers,
    )
    assert chosen.status_code == 200, chosen.text
    assert chosen.json() == {"password": None, "must_change": True}
    return user_id


def _code(answer: object) -> tuple[int, str]:
    return answer.status_code, answer.json()["error"]["code"]  # type: ignore[attr-defined]


def test_a_device_counts_once_confirmed_and_brings_ten_recovery_codes(service: Service) -> None:
    user = service.admin.user_id
    url = f"/v1/users/{user}/second-factor"
    mailbox = service.mailbox
    with mailbox.db.session() as session:
        pending = second_factor.enrol_totp(session, mailbox.vault, user, "Phone")
    assert pending.uri.startswith("otpauth://totp/mailsocket-mailbox%3Aadmin?secret=")
    assert service.http.get(url, headers=service.admin_headers).json() == {
        "totp": [],
        "recovery_codes_left": 0,
    }
    key = totp.secret_bytes(pending.secret)
    wrong = totp.hotp(key, totp.step_of(T0) + 5)
    with pytest.raises(Unauthenticated), mailbox.db.session() as session:
        second_factor.confirm_totp(session, mailbox.vault, HOST, user, pending.device_id, wrong)
    with mailbox.db.session() as session:
        confirmed = second_factor.confirm_totp(
            session,
            mailbox.vault,
            HOST,
            user,
            pending.device_id,
            totp.hotp(key, totp.step_of(T0)),
            at=T0,
        )
    assert len(set(confirmed.recovery_codes)) == second_factor.RECOVERY_CODES == 10
    shown = service.http.get(url, headers=service.admin_headers).json()
    assert shown["recovery_codes_left"] == 10
    assert [(d["id"], d["name"], d["last_used_at"]) for d in shown["totp"]] == [
        (pending.device_id, "Phone", None)
    ]
    assert service.http.get(f"/v1/users/{user}", headers=service.admin_headers).json()[
        "second_factor"
    ]
    # A second device: oldest first, no new recovery codes, and the name is the user's once.
    tablet = _add_device(service, user, "Tablet", T0 + STEP)
    assert tablet.recovery_codes == []
    listed = service.http.get(url, headers=service.admin_headers).json()["totp"]
    assert [d["name"] for d in listed] == ["Phone", "Tablet"]
    with pytest.raises(NameTaken), mailbox.db.session() as session:
        second_factor.enrol_totp(session, mailbox.vault, user, "Phone")
    with pytest.raises(BadRequest), mailbox.db.session() as session:
        second_factor.enrol_totp(session, mailbox.vault, user, "  ")
    with pytest.raises(NotFound), mailbox.db.session() as session:
        second_factor.confirm_totp(session, mailbox.vault, HOST, user, tablet.id, "000000")


def test_a_code_is_good_once_within_one_step_either_side(service: Service) -> None:
    user = service.admin.user_id
    device = _add_device(service, user, at=T0)
    # The confirming code is spent; so is every older step.
    with pytest.raises(Unauthenticated):
        _verify(service, user, device.code(T0), T0)
    with pytest.raises(Unauthenticated):
        _verify(service, user, device.code(T0 - STEP), T0 + STEP)
    # One step ahead of the clock is taken, once; two steps are not.
    assert _verify(service, user, device.code(T0 + 2 * STEP), T0 + STEP) == "totp"
    with pytest.raises(Unauthenticated):
        _verify(service, user, device.code(T0 + 2 * STEP), T0 + 2 * STEP)
    with pytest.raises(Unauthenticated):
        _verify(service, user, device.code(T0 + 5 * STEP), T0 + 3 * STEP)
    shown = service.http.get(
        f"/v1/users/{user}/second-factor", headers=service.admin_headers
    ).json()
    assert shown["totp"][0]["last_used_at"].startswith("2026-12-01T12:00:31")


def test_a_recovery_code_signs_in_once_in_any_spelling(service: Service) -> None:
    user = service.admin.user_id
    device = _add_device(service, user)
    first, second = device.recovery_codes[:2]
    assert _verify(service, user, first.upper().replace("-", " "), T0) == "recovery_code"
    with pytest.raises(Unauthenticated):
        _verify(service, user, first, T0)
    signed = _sign_in(service, "admin", service.admin.password, second)
    assert (signed.second_factor, signed.recovery_codes_left) == ("recovery_code", 8)
    with service.mailbox.db.session() as session:
        renewed = second_factor.new_recovery_codes(session, HOST, user)
    with pytest.raises(Unauthenticated):
        _verify(service, user, device.recovery_codes[2], T0)  # the old set is gone
    assert _verify(service, user, renewed[0], T0) == "recovery_code"


def test_wrong_codes_are_throttled_per_user_then_the_window_passes(service: Service) -> None:
    user = service.admin.user_id
    device = _add_device(service, user)
    for _ in range(5):
        with pytest.raises(Unauthenticated):
            _verify(service, user, "000000", T0)
    # Now even the right code waits: the throttle answers before any code is checked.
    with pytest.raises(SignInThrottled) as refused:
        _verify(service, user, device.code(T0 + STEP), T0 + STEP)
    assert refused.value.status == 429
    assert refused.value.retry_after is not None
    assert 0 < refused.value.retry_after <= 300
    later = T0 + timedelta(minutes=5, seconds=1)
    assert _verify(service, user, device.code(later), later) == "totp"


def test_sign_in_takes_the_password_then_the_second_factor(service: Service) -> None:
    admin = service.admin
    plain = _sign_in(service, "ADMIN", admin.password, None)
    assert (plain.user_id, plain.must_change, plain.second_factor) == (admin.user_id, True, None)
    device = _add_device(service, admin.user_id)
    with pytest.raises(SecondFactorRequired) as asked:
        _sign_in(service, "admin", admin.password, None, T0 + STEP)
    assert asked.value.status == 401
    with pytest.raises(Unauthenticated) as wrong:
        _sign_in(service, "admin", admin.password, "123456", T0 + STEP)
    assert "code" in wrong.value.message
    signed = _sign_in(service, "admin", admin.password, device.code(T0 + STEP), T0 + STEP)
    assert (signed.second_factor, signed.recovery_codes_left) == ("totp", 10)
    # Wrong password, unknown name, a disabled user: one answer, and no code is asked for.
    disabled = _ui_user(service, "gone")
    service.http.patch(
        f"/v1/users/{disabled}", json={"disabled": True}, headers=service.admin_headers
    )
    for name, password in (
        ("admin", "not-the-password"),
        ("nobody", admin.password),
        ("gone", UI_PASSWORD),
    ):
        with pytest.raises(Unauthenticated) as refused:
            _sign_in(service, name, password, device.code(T0 + 2 * STEP), T0 + 2 * STEP)
        assert type(refused.value) is Unauthenticated
        assert refused.value.message == "wrong name or password"
    shown = service.http.get(f"/v1/users/{admin.user_id}", headers=service.admin_headers).json()
    assert shown["last_sign_in_at"].startswith("2026-12-01T12:00:31")
    audit = service.http.get(
        "/v1/audit", params={"activity": "users"}, headers=service.admin_headers
    ).json()["items"]
    refusals = [r for r in audit if r["activity"] == "users.sign_in_refused"]
    assert len(refusals) == 4
    assert {r["outcome"] for r in refusals} == {"refused"}
    assert "nobody" not in str(audit)


def test_sign_in_is_throttled_per_name_known_or_not(service: Service) -> None:
    for name in ("admin", "nobody"):
        for _ in range(5):
            with pytest.raises(Unauthenticated):
                _sign_in(service, name, "wrong-password", None)
        with pytest.raises(SignInThrottled):
            _sign_in(service, name, service.admin.password, None)
    later = T0 + timedelta(minutes=6)
    assert _sign_in(service, "admin", service.admin.password, None, later).name == "admin"


def test_the_one_time_password_is_changed_at_first_sign_in(service: Service) -> None:
    user = _ui_user(service, "ui")
    assert _sign_in(service, "ui", UI_PASSWORD, None).must_change is True
    new = "A-new-one-of-mine-4d1f"
    with service.mailbox.db.session() as session:
        for current, refused in (
            ("wrong", Unauthenticated),
            (UI_PASSWORD, BadRequest),  # too short
        ):
            with pytest.raises(refused):
                sign_in.change_password(
                    session, user, current, "short" if refused is BadRequest else new
                )
        with pytest.raises(BadRequest):
            sign_in.change_password(session, user, UI_PASSWORD, UI_PASSWORD)
        sign_in.change_password(session, user, UI_PASSWORD, new)
    assert _sign_in(service, "ui", new, None).must_change is False
    with pytest.raises(Unauthenticated):
        _sign_in(service, "ui", UI_PASSWORD, None)


def test_setting_a_password_follows_the_contract(service: Service) -> None:
    admin = service.admin.user_id
    api_user, _ = user_with_token(service, "api")
    ui_user = _ui_user(service, "ui")
    for target in (admin, api_user):  # the caller itself; an API user
        answer = service.http.post(
            f"/v1/users/{target}/password", json={}, headers=service.admin_headers
        )
        assert _code(answer) == (409, "conflict")
    short = service.http.post(
        f"/v1/users/{ui_user}/password", json={"password": "short"}, headers=service.admin_headers
    )
    assert _code(short) == (400, "bad_request")
    made = service.http.post(
        f"/v1/users/{ui_user}/password", json={}, headers=service.admin_headers
    )
    assert made.json()["must_change"] is True
    assert _sign_in(service, "ui", made.json()["password"], None).must_change is True


def test_who_may_read_and_remove_a_second_factor(service: Service) -> None:
    admin = service.admin.user_id
    ui_user = _ui_user(service, "ui")
    phone = _add_device(service, ui_user, "Phone")
    tablet = _add_device(service, ui_user, "Tablet", T0 + STEP)
    _add_device(service, admin)
    _, reader = user_with_token(service, "reader", service_rights=["users.read"])
    _, manager = user_with_token(service, "manager", service_rights=["users.manage"])
    _, nobody = user_with_token(service, "nobody")
    base = f"/v1/users/{ui_user}/second-factor"
    assert service.http.get(base, headers=reader).status_code == 200
    assert _code(service.http.get(base, headers=nobody)) == (403, "forbidden")
    assert _code(service.http.get(base, headers=manager)) == (403, "forbidden")
    assert _code(service.http.get("/v1/users/usr_x/second-factor", headers=reader)) == (
        404,
        "not_found",
    )
    assert _code(service.http.delete(base, headers=reader)) == (403, "forbidden")
    # The manager lacks the admin's rights: it may not remove the admin's second factor.
    admin_base = f"/v1/users/{admin}/second-factor"
    assert _code(service.http.delete(admin_base, headers=manager)) == (403, "forbidden")
    # Nor may the admin remove its own here (the UI, with a code, does).
    assert _code(service.http.delete(admin_base, headers=service.admin_headers)) == (
        409,
        "conflict",
    )
    unknown = service.http.delete(f"{base}/totp/totp_none", headers=manager)
    assert _code(unknown) == (404, "not_found")
    other_users = service.http.delete(
        f"{admin_base}/totp/{phone.id}", headers=service.admin_headers
    )
    assert _code(other_users) == (409, "conflict")  # own user: refused before the device
    assert service.http.delete(f"{base}/totp/{phone.id}", headers=manager).status_code == 204
    left = service.http.get(base, headers=reader).json()
    assert ([d["id"] for d in left["totp"]], left["recovery_codes_left"]) == ([tablet.id], 10)
    with pytest.raises(Unauthenticated):  # the removed device's codes work no more
        _verify(service, ui_user, phone.code(T0 + 3 * STEP), T0 + 3 * STEP)
    # The last device takes the recovery codes with it: the user signs in with its password.
    assert service.http.delete(f"{base}/totp/{tablet.id}", headers=manager).status_code == 204
    assert service.http.get(base, headers=reader).json() == {"totp": [], "recovery_codes_left": 0}
    assert _sign_in(service, "ui", UI_PASSWORD, None).second_factor is None
    assert _code(service.http.delete(base, headers=manager)) == (404, "not_found")
    _add_device(service, ui_user, "Phone", T0 + 4 * STEP)
    assert service.http.delete(base, headers=manager).status_code == 204
    assert not service.http.get(f"/v1/users/{ui_user}", headers=reader).json()["second_factor"]
    audit = service.http.get(
        "/v1/audit", params={"record": ui_user}, headers=service.admin_headers
    ).json()["items"]
    changes = [r["activity"] for r in audit if r["activity"] != "users.signed_in"]
    assert changes[:4] == [
        "users.second_factor_removed",
        "users.totp_device_added",
        "users.totp_device_removed",
        "users.totp_device_removed",
    ]


def test_secrets_are_in_no_answer_log_or_database_byte(
    service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    ui_user = _ui_user(service, "ui")
    device = _add_device(service, ui_user)
    _sign_in(service, "ui", UI_PASSWORD, device.code(T0 + STEP), T0 + STEP)
    _sign_in(service, "ui", UI_PASSWORD, device.recovery_codes[0], T0 + STEP)
    with pytest.raises(Unauthenticated):
        _sign_in(service, UI_PASSWORD, UI_PASSWORD, None, T0 + STEP)  # in the name field
    headers = service.admin_headers
    answers = [
        service.http.get(f"/v1/users/{ui_user}/second-factor", headers=headers).text,
        service.http.get(f"/v1/users/{ui_user}", headers=headers).text,
        service.http.get("/v1/users", headers=headers).text,
        service.http.get("/v1/audit", headers=headers).text,
    ]
    secrets = [
        device.secret,
        UI_PASSWORD,
        *device.recovery_codes,
        *(code.replace("-", "") for code in device.recovery_codes),
    ]
    folder = service.mailbox.settings.data_dir
    stored = b"".join(p.read_bytes() for p in folder.iterdir() if p.is_file())
    assert totp.secret_bytes(device.secret) not in stored
    for secret in secrets:
        for text in [*answers, caplog.text]:
            assert secret not in text
        assert secret.encode() not in stored
        assert secret.lower().encode() not in stored


def test_rotating_the_master_key_keeps_the_devices_working(service: Service) -> None:
    user = service.admin.user_id
    device = _add_device(service, user)
    with service.mailbox.db.session() as session:
        service.mailbox.vault.rotate(session)
    assert _verify(service, user, device.code(T0 + STEP), T0 + STEP) == "totp"


def test_an_enrolment_restarts_and_a_sealed_secret_opens_only_in_its_own_row(
    service: Service,
) -> None:
    user = service.admin.user_id
    mailbox = service.mailbox
    with mailbox.db.session() as session:
        first = second_factor.enrol_totp(session, mailbox.vault, user, "Phone")
        again = second_factor.enrol_totp(session, mailbox.vault, user, "Phone")
        assert second_factor.pending_device(session, user, " Phone ") == again.device_id
        assert first.secret not in repr(first)
        with pytest.raises(NotFound):
            second_factor.new_recovery_codes(session, HOST, user)  # none confirmed yet
    with pytest.raises(NotFound), mailbox.db.session() as session:  # the first one is gone
        second_factor.confirm_totp(session, mailbox.vault, HOST, user, first.device_id, "000000")
    device = _add_device(service, user, "Tablet")
    assert device.secret not in repr(second_factor.Confirmed(device.id, device.recovery_codes))
    with mailbox.db.session() as session:
        rows = {
            row.name: row
            for row in session.scalars(select(TotpDeviceRow).where(TotpDeviceRow.user_id == user))
        }
        rows["Phone"].secret_nonce = rows["Tablet"].secret_nonce
        rows["Phone"].secret_sealed = rows["Tablet"].secret_sealed
        rows["Phone"].confirmed_at = T0
    # The copied secret does not open under the other device's id: a clear error, not a pass.
    with pytest.raises(CredentialUnreadable):
        _verify(service, user, device.code(T0 + STEP), T0 + STEP)


def test_a_user_removes_its_own_device_with_a_code(service: Service) -> None:
    """What the UI will do where the API answers 409: the user proves it holds a code."""
    admin = service.admin
    me = Actor(user_id=admin.user_id, user_name="admin", credential="session")
    phone = _add_device(service, admin.user_id, "Phone")
    tablet = _add_device(service, admin.user_id, "Tablet", T0 + STEP)
    mailbox = service.mailbox
    with pytest.raises(Unauthenticated), mailbox.db.session() as session:
        second_factor.remove_own_device(
            session, mailbox.vault, me, phone.id, "000000", at=T0 + 2 * STEP
        )
    with mailbox.db.session() as session:
        second_factor.remove_own_device(
            session, mailbox.vault, me, phone.id, tablet.code(T0 + 2 * STEP), at=T0 + 2 * STEP
        )
    shown = service.http.get(
        f"/v1/users/{admin.user_id}/second-factor", headers=service.admin_headers
    ).json()
    assert [d["name"] for d in shown["totp"]] == ["Tablet"]
