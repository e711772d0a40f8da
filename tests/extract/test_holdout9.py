"""Held-out set 9 is what it claims to be: a month of a new user's mail, big enough, mostly
without a code or an account link, every kind of issue 21 present (both ways where a kind can
go either way), in 21 languages and the 12 legacy charsets the issue names, and the committed
files are exactly what ``make_holdout9.py`` writes. No accuracy is asserted here:
``bench/extract_bench.py`` measures it."""

from __future__ import annotations

import email
import email.policy
import re
from pathlib import Path

import pytest

from tests.extract.heldout import LANGUAGES as ALL_LANGUAGES
from tests.extract.heldout import LEGACY_CHARSETS, both_ways, differences_from_generator
from tests.extract.holdout9_cases import CASES
from tests.extract.holdout9_mail import Case, build

FOLDER = Path(__file__).resolve().parent / "holdout9"

LANGUAGES = set(ALL_LANGUAGES)
LEGACY = set(LEGACY_CHARSETS)
# Kinds a mail can have with a code and without one.
CODE_BOTH_WAYS = (
    "hidden_css", "alt_text", "input_value", "parts_disagree", "rfc822", "quoted_reply", "pgp",
    "smime", "alnum5", "other_digits", "bidi_zw", "qp_soft_break", "encoded_word_split",
    "char_refs", "backup_codes", "expired_code", "used_code", "lottery_stats", "log_output",
    "card_auth", "registry_number", "reference_code", "anti_phishing", "legacy_charset",
)  # fmt: skip
# Kinds a mail can have with an account link and without one.
LINK_BOTH_WAYS = (
    "hidden_css", "parts_disagree", "flowed_url", "area_href", "form_button", "vml_button",
    "tracker_recoverable", "tracker_opaque", "app_scheme", "lock_account", "idn_host",
    "nonascii_path",
)  # fmt: skip
# Kinds whose mails never hold an answer, or always do.
PRESENT = (
    "forward", "meeting_passcode", "promo_code", "booking_ref", "gift_card", "subject_only",
    "spaced_code", "dashed_code", "code_in_button", "expiry", "payment_3ds", "2fa_setup",
    "account_deletion", "password_changed", "security_alert", "calendar", "receipt",
    "shipping", "newsletter", "digest", "social", "ci", "bill", "bank", "travel", "support",
    "person", "esp", "plain_app", "invitation", "data_export", "secure_message",
)  # fmt: skip
NEAR_MISS = re.compile(r"(?<![\w.])(?:\d{4,8}|(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{5,8})\b")


def _reader_text(case: Case) -> str:
    message = email.message_from_bytes(build(case), policy=email.policy.default)
    texts = [str(message["subject"])]
    for part in message.walk():
        if part.get_content_maintype() == "text":
            texts.append(part.get_content())
    return "\n".join(texts)


def test_the_set_is_big_and_named_uniquely() -> None:
    names = [case.name for case in CASES]
    assert len(CASES) >= 250
    assert len(set(names)) == len(names)


def test_most_mail_holds_no_code_and_no_account_link() -> None:
    code_free = [case for case in CASES if case.otp is None]
    assert len(code_free) / len(CASES) >= 0.60
    assert sum(case.link is None for case in CASES) / len(CASES) >= 0.40


def test_a_quarter_of_the_code_free_mails_hold_a_number_that_looks_like_a_code() -> None:
    code_free = [case for case in CASES if case.otp is None]
    tempting = [case for case in code_free if "lookalike" in case.kinds]
    assert len(tempting) / len(code_free) >= 0.25
    for case in tempting:
        assert NEAR_MISS.search(_reader_text(case)), case.name


def test_every_labelled_code_is_what_the_mail_shows() -> None:
    for case in CASES:
        if case.otp is not None:
            assert re.fullmatch(r"[A-Z0-9]{4,8}", case.otp), case.name


def test_every_link_has_a_kind_and_only_links_do() -> None:
    kinds = {"sign_in", "verify", "reset", "confirm", "other"}
    for case in CASES:
        assert (case.link is None) == (case.link_kind is None), case.name
        assert case.link_kind is None or case.link_kind in kinds, case.name
    assert {case.link_kind for case in CASES if case.link} == kinds


@pytest.mark.parametrize("kind", CODE_BOTH_WAYS)
def test_code_kinds_come_both_ways(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.otp), kind


@pytest.mark.parametrize("kind", LINK_BOTH_WAYS)
def test_link_kinds_come_both_ways(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.link), kind


@pytest.mark.parametrize("kind", PRESENT)
def test_other_kinds_are_present(kind: str) -> None:
    assert any(kind in case.kinds for case in CASES), kind


def test_languages_and_legacy_charsets_are_all_there() -> None:
    assert {case.lang for case in CASES} == LANGUAGES
    assert {case.charset for case in CASES} >= LEGACY
    for lang in LANGUAGES - {"en"}:
        answered = [case for case in CASES if case.lang == lang and (case.otp or case.link)]
        assert len(answered) >= 2, lang


def test_committed_files_are_what_the_generator_writes() -> None:
    assert differences_from_generator(FOLDER, CASES, build) == []
