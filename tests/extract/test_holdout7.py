"""Held-out set 7 is what it claims to be: enough varied mails, every kind of issue 21 with
an answer and without one, the languages and legacy charsets named, and committed files that
are exactly what ``make_holdout7.py`` writes. Accuracy is not asserted here: it is measured
(``bench/extract_bench.py tests/extract/holdout7``)."""

from __future__ import annotations

import email
import email.policy

import pytest

from tests.extract.heldout import (
    LEGACY_CHARSETS,
    LINK_KIND_NAMES,
    both_ways,
    differences_from_generator,
)
from tests.extract.holdout7_build import Case
from tests.extract.holdout7_cases import CASES
from tests.extract.make_holdout7 import FOLDER, raw_of

# Kinds whose mails must include some with a code and some without.
CODE_BOTH_WAYS = (
    "hidden_decoy", "alt_text", "input_value", "parts_disagree", "rfc822", "reply_quote",
    "pgp", "smime", "alnum5", "alnum", "script_digits", "bidi_zero_width", "qp_soft_break",
    "encoded_word_split", "char_refs", "backup_codes", "two_factor_setup", "expired_code",
    "used_code", "lottery_sports_stats", "log_output", "card_auth", "registry_number",
    "reference_code", "anti_phishing", "spaced", "dashed", "subject_only", "button_code",
    "support_ticket", "bank", "expiry",
)  # fmt: skip
# Kinds whose mails must include some with a link and some without.
LINK_BOTH_WAYS = (
    "hidden_decoy", "parts_disagree", "rfc822", "reply_quote", "smime", "char_refs",
    "qp_soft_break", "flowed_url", "area_href", "vml", "form_button", "tracker_recoverable",
    "tracker_opaque", "app_scheme", "lock_link", "idn", "non_ascii_path", "expired_link",
    "account_deletion", "registry_number", "reference_code",
)  # fmt: skip
LANGUAGES = (
    "de", "fr", "es", "pt", "it", "nl", "pl", "tr", "ru", "uk", "ar", "fa", "he", "hi", "th",
    "vi", "id", "ja", "zh", "ko",
)  # fmt: skip
CHARSETS = LEGACY_CHARSETS
LINK_KINDS = LINK_KIND_NAMES


def _kinds() -> set[str]:
    return {kind for case in CASES for kind in case.kinds}


def test_the_set_is_large_and_its_names_are_unique() -> None:
    names = [case.name for case in CASES]
    assert len(names) >= 250
    assert len(set(names)) == len(names)


@pytest.mark.parametrize("kind", CODE_BOTH_WAYS)
def test_each_code_kind_has_mails_with_a_code_and_without(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.otp), kind


@pytest.mark.parametrize("kind", LINK_BOTH_WAYS)
def test_each_link_kind_has_mails_with_a_link_and_without(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.link), kind


def test_most_mails_have_no_code_and_many_no_link() -> None:
    assert sum(case.otp is None for case in CASES) >= 0.5 * len(CASES)
    assert sum(case.link is None for case in CASES) >= 0.4 * len(CASES)


def test_the_languages_and_legacy_charsets_are_present() -> None:
    kinds = _kinds()
    assert {f"lang:{tag}" for tag in LANGUAGES} <= kinds
    assert {f"charset:{name}" for name in CHARSETS} <= kinds
    assert sum(not any(k.startswith("lang:") for k in case.kinds) for case in CASES) >= 100


def test_labels_are_what_a_reader_types_and_clicks() -> None:
    for case in CASES:
        if case.otp is not None:
            assert case.otp.isascii(), case.name
            assert case.otp.isalnum(), case.name
        assert (case.link is None) == (case.link_kind is None), case.name
        if case.link is not None:
            assert case.link_kind in LINK_KINDS, case.name
            assert case.link.startswith("https://"), case.name


def _charset_of(case: Case) -> set[str]:
    message = email.message_from_bytes(raw_of(case), policy=email.policy.default)
    return {part.get_content_charset() or "" for part in message.walk()}


def test_mails_labelled_with_a_charset_are_sent_in_it() -> None:
    for case in CASES:
        for kind in case.kinds:
            if kind.startswith("charset:"):
                assert kind.removeprefix("charset:") in _charset_of(case), case.name


def test_the_committed_files_are_what_the_generator_writes() -> None:
    assert differences_from_generator(FOLDER, CASES, raw_of) == []
