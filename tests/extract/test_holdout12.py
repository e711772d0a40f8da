"""Held-out set 12 covers what it claims, and its committed files are what its generator writes.

No accuracy is asserted here: the set is only measured (``bench/extract_bench.py``)."""

from __future__ import annotations

from unicodedata import normalize

import pytest

from tests.extract.heldout import LANGUAGES as ALL_LANGUAGES
from tests.extract.heldout import (
    LEGACY_CHARSETS,
    LINK_KIND_NAMES,
    both_ways,
    expected_of,
    load_expected,
)
from tests.extract.holdout12_cases import CASES, Case
from tests.extract.holdout12_mail import build
from tests.extract.make_holdout12 import FOLDER

CODE_KINDS = (
    "hidden_css",
    "alt_text",
    "input_value",
    "parts_disagree",
    "rfc822",
    "forward",
    "quoted_reply",
    "signature",
    "alnum5",
    "alnum_code",
    "script_digits",
    "bidi_zw",
    "qp_soft_break",
    "encoded_words_split",
    "char_refs",
    "backup_codes",
    "used_expired",
    "lottery_sports",
    "log_output",
    "card_auth",
    "registry_number",
    "reference_code",
    "anti_phishing",
    "subject_only",
    "spaced_code",
    "dashed_code",
    "code_in_button",
    "expiry",
    "legacy_charset",
)
LINK_KINDS = (
    "hidden_css",
    "flowed_url",
    "area_href",
    "vml",
    "form_button",
    "tracker_recoverable",
    "tracker_opaque",
    "app_scheme",
    "lock_link",
    "idn",
    "non_ascii_path",
    "password_changed",
    "invitation",
    "security_alert",
    "legacy_charset",
)
LANGUAGES = set(ALL_LANGUAGES)
LEGACY = set(LEGACY_CHARSETS)


def test_the_set_is_large_and_names_are_unique() -> None:
    names = [case.name for case in CASES]
    assert len(names) >= 250
    assert len(set(names)) == len(names)


@pytest.mark.parametrize("kind", CODE_KINDS)
def test_each_code_kind_is_there_with_a_code_and_without(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.otp), kind


@pytest.mark.parametrize("kind", LINK_KINDS)
def test_each_link_kind_is_there_with_a_link_and_without(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.link), kind


def test_most_mail_is_everyday_mail_and_much_of_it_looks_like_it_has_a_code() -> None:
    code_free = [case for case in CASES if case.otp is None]
    link_free = [case for case in CASES if case.link is None]
    assert len(code_free) >= 0.55 * len(CASES)
    assert len(link_free) >= 0.55 * len(CASES)
    lookalike = [case for case in code_free if "lookalike_number" in case.kinds]
    assert len(lookalike) >= 0.25 * len(code_free)


def test_languages_and_legacy_charsets_are_all_there() -> None:
    assert {case.lang for case in CASES} >= LANGUAGES
    assert {case.charset for case in CASES} >= LEGACY
    # every language has account mail as well as everyday mail
    for lang in LANGUAGES:
        mails = [case for case in CASES if case.lang == lang]
        assert any(case.otp or case.link for case in mails), lang
        assert any(not (case.otp or case.link) for case in mails), lang


def test_labels_are_what_a_reader_types_and_clicks() -> None:
    for case in CASES:
        if case.otp is not None:
            assert case.otp.isascii(), case.name
            assert case.otp.isalnum(), case.name
        assert (case.link is None) == (case.link_kind is None), case.name
        if case.link_kind is not None:
            assert case.link_kind in LINK_KIND_NAMES, case.name
        if case.link is not None:
            assert case.link.startswith("https://"), case.name
            assert "&amp;" not in case.link, case.name


def _case_of(name: str) -> Case:
    return next(case for case in CASES if case.name == name)


def test_committed_files_are_what_the_generator_writes() -> None:
    assert load_expected(FOLDER) == expected_of(CASES)
    on_disk = {path.stem for path in FOLDER.glob("*.eml")}
    assert on_disk == {case.name for case in CASES}
    for case in CASES:
        assert (FOLDER / f"{case.name}.eml").read_bytes() == build(case), case.name


def test_the_mails_are_real_mime() -> None:
    from email import message_from_bytes, policy

    for name in ("ja_chumon", "vi_ma_xac_thuc", "en_rfc822_older_code_current_new"):
        message = message_from_bytes((FOLDER / f"{name}.eml").read_bytes(), policy=policy.default)
        # windows-1258 writes Vietnamese decomposed: compare what the reader sees
        assert normalize("NFC", message["Subject"]) == _case_of(name).subject
        assert message.get_body(preferencelist=("plain", "html")) is not None
