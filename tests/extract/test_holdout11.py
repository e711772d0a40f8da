"""Held-out set 11 covers what it claims: enough mails, every kind of issue 21 with an
answer and without one, the 21 languages and their legacy charsets, mostly mail without an
answer (much of it holding a number that looks like one), and committed files that are what
``make_holdout11.py`` writes. Accuracy is measured by ``bench/extract_bench.py``, not here."""

from __future__ import annotations

import re

import pytest

from tests.extract.heldout import both_ways, differences_from_generator
from tests.extract.holdout11_cases import CASES
from tests.extract.holdout11_lang import LANGS
from tests.extract.make_holdout11 import FOLDER, build

CODE_KINDS_BOTH_WAYS = (
    "hidden_decoy", "parts_disagree", "rfc822", "quote", "signature_pgp", "signature_smime",
    "alnum5", "other_digits", "bidi_zw", "qp_soft_break", "encoded_word_split", "char_refs",
    "backup_codes", "used_code", "anti_phishing",
)  # fmt: skip
LINK_KINDS_BOTH_WAYS = (
    "hidden_decoy", "tracker_recoverable", "tracker_opaque", "app_scheme", "lock_account",
    "idn_host", "area_href", "vml", "form_button", "flowed_url",
)  # fmt: skip
PRESENT = (
    "forward", "expired_code", "lottery", "sports", "stats", "log_output", "card_auth",
    "reference_code", "registry_number", "subject_only", "alt_text", "input_value",
    "payment_3ds", "spaced_code", "dashed_code", "expiry", "nonascii_path", "generic_button",
    "text_only", "meeting_passcode", "calendar", "digest", "ci", "booking", "order_number",
    "tracking_number", "promo_code", "security_alert", "password_changed", "deleted",
    "2fa_setup", "person", "bill", "display", "visibility", "fontsize", "colour", "offscreen",
)  # fmt: skip
LOOKS_LIKE_A_CODE = {
    "order_number", "tracking_number", "reference_code", "meeting_passcode", "card_auth",
    "backup_codes", "used_code", "expired_code", "hidden_decoy", "lottery", "sports", "stats",
    "log_output", "promo_code", "person", "forward", "quote", "rfc822", "anti_phishing",
}  # fmt: skip
CHARSETS = (
    "windows-1251", "koi8-u", "koi8-r", "windows-1256", "windows-1255", "iso-8859-2",
    "iso-8859-9", "tis-620", "shift_jis", "iso-2022-jp", "gb2312", "big5", "euc-kr",
    "windows-1258", "iso-8859-1", "iso-8859-15", "windows-1252",
)  # fmt: skip


def test_the_set_is_large_and_its_names_unique() -> None:
    names = [case.name for case in CASES]
    assert len(names) >= 250
    assert len(set(names)) == len(names)


def test_most_mails_have_no_code_and_no_account_link() -> None:
    code_free = [case for case in CASES if case.otp is None]
    assert len(code_free) / len(CASES) >= 0.55
    assert sum(case.link is None for case in CASES) / len(CASES) >= 0.55
    lookalikes = [case for case in code_free if LOOKS_LIKE_A_CODE & set(case.kinds)]
    assert len(lookalikes) / len(code_free) >= 0.25


def test_about_a_third_are_account_mails() -> None:
    account = [case for case in CASES if case.otp or case.link]
    assert 0.15 <= len(account) / len(CASES) <= 0.45


@pytest.mark.parametrize("kind", CODE_KINDS_BOTH_WAYS)
def test_each_code_kind_is_there_with_a_code_and_without_one(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.otp), kind


@pytest.mark.parametrize("kind", LINK_KINDS_BOTH_WAYS)
def test_each_link_kind_is_there_with_a_link_and_without_one(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.link), kind


def test_the_other_kinds_are_present() -> None:
    kinds = {kind for case in CASES for kind in case.kinds}
    assert set(PRESENT) - kinds == set()


def test_every_link_kind_is_labelled() -> None:
    assert {case.link_kind for case in CASES if case.link} == {
        "sign_in", "verify", "reset", "confirm", "other",
    }  # fmt: skip
    assert all((case.link is None) == (case.link_kind is None) for case in CASES)


def test_the_languages_are_all_there() -> None:
    for lang in LANGS:
        count = sum(case.lang == lang.code for case in CASES)
        assert count >= 10, lang.code


def test_the_legacy_charsets_are_all_there() -> None:
    found = set()
    for path in FOLDER.glob("*.eml"):
        found |= {m.lower() for m in re.findall(rb'charset="([^"]+)"', path.read_bytes())}
        found |= {m.lower() for m in re.findall(rb"=\?([^?]+)\?[BQ]\?", path.read_bytes())}
    assert {c.encode() for c in CHARSETS} - found == set()


def test_committed_files_are_what_the_generator_writes() -> None:
    assert differences_from_generator(FOLDER, CASES, build) == []
