"""Held-out set 6 (issue 21, ``holdout6_cases.py``): the committed mails and what they cover.

Written blind (without reading the extractor or the other sets), for measurement only
(``bench/extract_bench.py tests/extract/holdout6``); no accuracy is asserted here.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.extract.heldout import HERE, both_ways, expected_of, load_expected
from tests.extract.holdout6_cases import HOLDOUT6, KINDS, LINK_KINDS
from tests.extract.holdout6_lang import LANGS
from tests.extract.holdout6_mail import Case, build6

HOLDOUT6_DIR = HERE / "holdout6"
EXPECTED = load_expected(HOLDOUT6_DIR)

COVERED = {
    "code_table", "code_bold", "subject_only", "alnum5", "grouped", "charref", "parts_disagree",
    "img_alt", "input_value", "digits_arabic", "digits_persian", "digits_devanagari",
    "digits_fullwidth", "bidi", "zero_width", "hidden_display", "hidden_visibility",
    "hidden_fontsize", "hidden_colour", "hidden_offscreen", "honeypot_link", "quoted", "forwarded",
    "rfc822", "pgp", "smime", "receipt", "card_auth", "registry_number", "tracking",
    "meeting_passcode", "backup_codes", "used_expired", "newsletter", "lottery", "statistics",
    "sports", "log_output", "anti_phishing", "reference_code", "ticket", "tracker_recoverable",
    "tracker_opaque", "app_twin", "lock_link", "idn", "flowed_url", "area_href", "non_a_carrier",
}  # fmt: skip
LEGACY_CHARSETS = {
    "windows-1251", "koi8-u", "windows-1256", "windows-1255", "iso-8859-2", "iso-8859-9",
    "tis-620", "shift_jis", "gb2312", "big5", "euc-kr",
}  # fmt: skip
CODE_BOTH_WAYS = (
    "rfc822", "used_expired", "anti_phishing", "hidden_display", "parts_disagree",
    "registry_number", "digits_arabic", "digits_persian", "digits_devanagari",
)  # fmt: skip
LINK_BOTH_WAYS = ("lock_link", "honeypot_link", "tracker_opaque", "idn", "flowed_url")


def test_holdout6_covers_the_kinds_of_issue_21_both_ways() -> None:
    counts = Counter(kind for kinds in KINDS.values() for kind in kinds)
    assert len(HOLDOUT6) >= 150
    assert len({case.name for case in HOLDOUT6}) == len(HOLDOUT6)
    assert set(counts) >= COVERED
    assert sum(case.otp is None for case in HOLDOUT6) >= 0.5 * len(HOLDOUT6)
    assert sum(case.link is None for case in HOLDOUT6) >= 0.4 * len(HOLDOUT6)
    for kind in CODE_BOTH_WAYS:
        assert both_ways(HOLDOUT6, kind, lambda case: case.otp), kind
    for kind in LINK_BOTH_WAYS:
        assert both_ways(HOLDOUT6, kind, lambda case: case.link), kind
    assert {name.split("_")[0] for name in KINDS} == {lang.tag for lang in LANGS}
    assert {kind[3:] for kind in counts if kind.startswith("cs:")} >= LEGACY_CHARSETS
    # Its only "other" links were parcel tracking and meeting joins, relabelled to no link in
    # session 26 (README, "What counts as a magic link").
    assert {kind for kind in LINK_KINDS.values() if kind} == {
        "sign_in", "verify", "reset", "confirm",
    }  # fmt: skip
    assert all((case.link is None) == (case.link_kind is None) for case in HOLDOUT6)


def test_holdout6_expected_json_matches_the_cases() -> None:
    """Regenerate with ``python tests/extract/make_holdout6.py`` when this fails."""
    assert expected_of(HOLDOUT6) == EXPECTED


@pytest.mark.parametrize("case", HOLDOUT6, ids=lambda case: case.name)
def test_committed_holdout6_eml_matches_the_generator(case: Case) -> None:
    """Regenerate with ``python tests/extract/make_holdout6.py`` when this fails."""
    assert build6(case) == (HOLDOUT6_DIR / f"{case.name}.eml").read_bytes()
