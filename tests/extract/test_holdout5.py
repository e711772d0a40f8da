"""Held-out set 5 (issue 21, ``holdout5_cases.py``): the committed mails and what they cover.

Written blind, for the final measurement (``bench/extract_bench.py tests/extract/holdout5``); no
accuracy is asserted here.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.extract.heldout import HERE, both_ways, expected_of, load_expected
from tests.extract.holdout5_cases import HOLDOUT5, KINDS, LINK_KINDS
from tests.extract.holdout5_lang import LANGS
from tests.extract.holdout5_mail import Case, build5

HOLDOUT5_DIR = HERE / "holdout5"
EXPECTED = load_expected(HOLDOUT5_DIR)

ISSUE_KINDS = {
    "hidden_display", "hidden_visibility", "hidden_fontsize", "hidden_lineheight", "hidden_colour",
    "hidden_offscreen", "honeypot_link", "img_alt", "input_value", "parts_disagree", "rfc822",
    "forwarded", "quoted", "smime", "pgp", "alnum5", "digits_arabic", "digits_persian",
    "digits_devanagari", "digits_fullwidth", "bidi", "zero_width", "qp_softbreak", "rfc2047_split",
    "charref", "backup_codes", "used_expired", "lottery", "sports", "statistics", "log_output",
    "card_auth", "registry_number", "reference_code", "anti_phishing", "flowed_url", "area_href",
    "non_a_carrier", "tracker_recoverable", "tracker_opaque", "app_twin", "lock_link", "idn",
}  # fmt: skip
LEGACY_CHARSETS = {
    "windows-1256", "windows-1255", "iso-8859-9", "iso-8859-2", "koi8-u", "windows-1251", "tis-620",
    "windows-1258", "shift_jis", "gb2312", "big5", "euc-kr", "iso-2022-jp",
}  # fmt: skip
CODE_BOTH_WAYS = (
    "hidden_display", "hidden_colour", "hidden_offscreen", "img_alt", "parts_disagree", "rfc822",
    "forwarded", "quoted", "smime", "pgp", "alnum5", "used_expired", "registry_number",
    "anti_phishing", "reference_code", "digits_arabic", "digits_persian", "digits_devanagari",
    "digits_fullwidth",
)  # fmt: skip
LINK_BOTH_WAYS = (
    "honeypot_link", "flowed_url", "tracker_opaque", "lock_link", "rfc822", "forwarded",
    "parts_disagree",
)  # fmt: skip


def test_holdout5_covers_every_kind_of_issue_21_both_ways() -> None:
    counts = Counter(kind for kinds in KINDS.values() for kind in kinds)
    assert len(HOLDOUT5) >= 250
    assert len({case.name for case in HOLDOUT5}) == len(HOLDOUT5)
    assert set(counts) >= ISSUE_KINDS
    assert sum(case.otp is None for case in HOLDOUT5) >= 0.45 * len(HOLDOUT5)
    assert sum(case.link is None for case in HOLDOUT5) >= 0.4 * len(HOLDOUT5)
    for kind in CODE_BOTH_WAYS:
        assert both_ways(HOLDOUT5, kind, lambda case: case.otp), kind
    for kind in LINK_BOTH_WAYS:
        assert both_ways(HOLDOUT5, kind, lambda case: case.link), kind
    assert {name.split("_")[0] for name in KINDS} == set(LANGS)
    assert {kind[3:] for kind in counts if kind.startswith("cs:")} >= LEGACY_CHARSETS
    assert {kind for kind in LINK_KINDS.values() if kind} == {
        "sign_in", "verify", "reset", "confirm", "other",
    }  # fmt: skip
    assert all((case.link is None) == (case.link_kind is None) for case in HOLDOUT5)


def test_holdout5_expected_json_matches_the_cases() -> None:
    """Regenerate with ``python tests/extract/make_holdout5.py`` when this fails."""
    assert expected_of(HOLDOUT5) == EXPECTED


@pytest.mark.parametrize("case", HOLDOUT5, ids=lambda case: case.name)
def test_committed_holdout5_eml_matches_the_generator(case: Case) -> None:
    """Regenerate with ``python tests/extract/make_holdout5.py`` when this fails."""
    assert build5(case) == (HOLDOUT5_DIR / f"{case.name}.eml").read_bytes()
