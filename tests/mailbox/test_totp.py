"""TOTP as the RFCs define it: their own test vectors, the window, and the URI apps read."""

from __future__ import annotations

from datetime import datetime, timezone
from urllib.parse import parse_qs, urlsplit

import pytest

from mailsocket_mcp.mailbox.domain import totp

RFC4226_KEY = b"12345678901234567890"
RFC4226_CODES = [
    "755224", "287082", "359152", "969429", "338314",
    "254676", "287922", "162583", "399871", "520489",
]  # fmt: skip

# RFC 6238 Appendix B: the seed of each algorithm, and 8-digit codes at each Unix time.
RFC6238_KEYS = {
    "sha1": b"12345678901234567890",
    "sha256": b"12345678901234567890123456789012",
    "sha512": b"1234567890123456789012345678901234567890123456789012345678901234",
}
RFC6238_CODES = [
    (59, {"sha1": "94287082", "sha256": "46119246", "sha512": "90693936"}),
    (1111111109, {"sha1": "07081804", "sha256": "68084774", "sha512": "25091201"}),
    (1111111111, {"sha1": "14050471", "sha256": "67062674", "sha512": "99943326"}),
    (1234567890, {"sha1": "89005924", "sha256": "91819424", "sha512": "93441116"}),
    (2000000000, {"sha1": "69279037", "sha256": "90698825", "sha512": "38618901"}),
    (20000000000, {"sha1": "65353130", "sha256": "77737706", "sha512": "47863826"}),
]


def _at(seconds: int) -> datetime:
    return datetime.fromtimestamp(seconds, timezone.utc)


def test_hotp_gives_the_rfc_4226_test_vectors() -> None:
    assert [totp.hotp(RFC4226_KEY, counter) for counter in range(10)] == RFC4226_CODES


@pytest.mark.parametrize(("seconds", "codes"), RFC6238_CODES)
def test_totp_gives_the_rfc_6238_test_vectors(seconds: int, codes: dict[str, str]) -> None:
    step = totp.step_of(_at(seconds))
    for digest, key in RFC6238_KEYS.items():
        assert totp.hotp(key, step, digits=8, digest=digest) == codes[digest], digest


def test_a_code_is_taken_one_step_either_side_and_no_further() -> None:
    key = totp.secret_bytes(totp.new_secret())
    moment = _at(1_700_000_000)
    step = totp.step_of(moment)
    for offset in (-1, 0, 1):
        code = totp.hotp(key, step + offset)
        assert totp.matching_step(key, code, moment) == step + offset
    for offset in (-2, 2):
        assert totp.matching_step(key, totp.hotp(key, step + offset), moment) is None
    assert totp.matching_step(key, "12345", moment) is None


def test_the_otpauth_uri_names_the_issuer_the_account_and_the_secret() -> None:
    secret = totp.new_secret()
    assert len(totp.secret_bytes(secret)) == 20
    uri = urlsplit(totp.otpauth_uri(secret, account="ada lovelace", issuer="mailsocket-mailbox"))
    assert (uri.scheme, uri.netloc) == ("otpauth", "totp")
    assert uri.path == "/mailsocket-mailbox%3Aada%20lovelace"
    query = parse_qs(uri.query)
    assert query["secret"] == [secret]
    assert query["issuer"] == ["mailsocket-mailbox"]
    assert (query["digits"], query["period"], query["algorithm"]) == (["6"], ["30"], ["SHA1"])
