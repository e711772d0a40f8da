"""Held-out set 8 is what it claims to be: enough mail, mostly without a code or a link to
return, many code-free mails with numbers next to words like "code", every kind of issue 21 with
an answer and without one, twenty-one languages in their legacy charsets, and committed files
that equal what ``make_holdout8.py`` writes. Accuracy is measured by ``bench/extract_bench.py``,
never asserted here."""

from __future__ import annotations

import email
import email.policy
import re
from email.message import EmailMessage
from html import unescape

import pytest

from tests.extract.heldout import (
    LANGUAGES,
    LEGACY_CHARSETS,
    both_ways,
    differences_from_generator,
)
from tests.extract.holdout8_cases import CASES, build
from tests.extract.make_holdout8 import FOLDER

# Kinds that must hold a code in some mails and none in others.
CODE_KINDS = (
    "hidden_decoy",
    "visible_alt",
    "input_value",
    "parts_disagree",
    "rfc822",
    "forwarded",
    "quoted_reply",
    "pgp_signature",
    "smime_signature",
    "alnum5",
    "other_script_digits",
    "bidi_zero_width",
    "qp_soft_break",
    "encoded_word_split",
    "char_refs",
    "backup_codes",
    "used_code",
    "expired_code",
    "lottery_stats",
    "log_output",
    "card_auth",
    "registry_number",
    "reference_code",
    "anti_phishing",
    "promo_code",
    "never_share",
    "booking_ref",
    "error_code",
    "country_code",
)
# Kinds that must hold a link worth returning in some mails and none in others.
LINK_KINDS = (
    "hidden_decoy",
    "parts_disagree",
    "flowed_url",
    "area_href",
    "vml",
    "form_button",
    "tracker_recoverable",
    "tracker_opaque",
    "app_scheme_twin",
    "lock_link",
    "idn_host",
    "non_ascii_path",
    "anti_phishing",
    "reference_code",
)

CODE_WORD = re.compile(
    r"code|codice|c[oó]digo|kod|код|رمز|کد|קוד|कोड|OTP|PIN|TAN|รหัส|mã|kode|コード|パスワード|"
    r"码|碼|번호|passcode|Passwort",
    re.I,
)
NUMBER_OR_TOKEN = re.compile(
    r"(?<![0-9A-Za-z])(?:\d{4,8}|(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{5,8})(?![0-9A-Za-z])"
)
NEAR = 80


def _reader_text(raw: bytes) -> str:
    """Every text part of ``raw``, decoded, tags dropped (a rough view, enough for counting)."""
    message = email.message_from_bytes(raw, policy=email.policy.default)
    assert isinstance(message, EmailMessage)
    texts = [str(message["subject"])]
    for part in message.walk():
        if part.get_content_maintype() == "text" and isinstance(part, EmailMessage):
            texts.append(str(part.get_content()))
    return unescape(re.sub(r"<[^>]+>", " ", "\n".join(texts)))


def _number_near_code_word(text: str) -> bool:
    for word in CODE_WORD.finditer(text):
        window = text[max(0, word.start() - NEAR) : word.end() + NEAR]
        if NUMBER_OR_TOKEN.search(window):
            return True
    return False


def test_the_set_is_large_and_names_are_unique() -> None:
    names = [case.name for case in CASES]
    assert len(names) >= 250
    assert len(set(names)) == len(names)


def test_most_mails_hold_no_code_and_no_link() -> None:
    code_free = sum(case.otp is None for case in CASES)
    link_free = sum(case.link is None for case in CASES)
    assert code_free >= 0.60 * len(CASES)
    assert link_free >= 0.40 * len(CASES)


def test_many_code_free_mails_hold_numbers_next_to_code_words() -> None:
    tricky = [
        case.name
        for case in CASES
        if case.otp is None and _number_near_code_word(_reader_text(build(case)))
    ]
    assert len(tricky) >= 0.30 * len(CASES)


def test_every_labelled_code_is_plain_ascii_and_every_link_has_a_kind() -> None:
    kinds = {"sign_in", "verify", "reset", "confirm", "other"}
    for case in CASES:
        assert case.otp is None or re.fullmatch(r"[0-9A-Z]{4,8}", case.otp), case.name
        assert (case.link is None) == (case.link_kind is None), case.name
        assert case.link_kind is None or case.link_kind in kinds, case.name


@pytest.mark.parametrize("kind", CODE_KINDS)
def test_each_code_kind_comes_with_a_code_and_without(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.otp)


@pytest.mark.parametrize("kind", LINK_KINDS)
def test_each_link_kind_comes_with_a_link_and_without(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.link)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_has_mail_with_and_without_a_code(lang: str) -> None:
    assert both_ways(CASES, f"lang_{lang}", lambda case: case.otp)


@pytest.mark.parametrize("charset", LEGACY_CHARSETS)
def test_each_legacy_charset_is_on_the_wire(charset: str) -> None:
    sent = [case for case in CASES if case.mail.charset == charset]
    assert sent
    assert all(f'charset="{charset}"'.encode() in build(case) for case in sent)


def test_committed_files_are_what_the_generator_writes() -> None:
    assert differences_from_generator(FOLDER, CASES, build) == []
