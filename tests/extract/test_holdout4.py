"""Held-out set 4 (issue 21, ``holdout4_cases.py``): the committed mails and what they cover.

Written blind to the extractor and to the earlier held-out sets. No accuracy is asserted here:
the set measures the extractor (``bench/extract_bench.py tests/extract/holdout4``).
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.extract.heldout import HERE, both_ways, expected_of, load_expected
from tests.extract.holdout4_cases import HOLDOUT4, KINDS, LINK_KINDS
from tests.extract.holdout4_lang import LANGS
from tests.extract.holdout4_mail import Case, build4

HOLDOUT4_DIR = HERE / "holdout4"
EXPECTED = load_expected(HOLDOUT4_DIR)

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
    "windows-1258", "shift_jis", "gb2312", "euc-kr", "iso-2022-jp",
}  # fmt: skip


def test_holdout4_covers_every_kind_of_issue_21_both_ways() -> None:
    counts = Counter(kind for kinds in KINDS.values() for kind in kinds)
    assert len(HOLDOUT4) >= 220
    assert set(counts) >= ISSUE_KINDS
    assert len([case for case in HOLDOUT4 if case.otp is None]) >= 0.4 * len(HOLDOUT4)
    assert len([case for case in HOLDOUT4 if case.link is None]) >= 0.4 * len(HOLDOUT4)
    code_ways = (
        "hidden_display", "hidden_visibility", "hidden_fontsize", "hidden_lineheight",
        "hidden_colour", "hidden_offscreen", "parts_disagree", "rfc822", "quoted", "smime",
        "alnum5", "bidi", "anti_phishing", "input_value", "digits_arabic", "digits_devanagari",
    )  # fmt: skip
    for kind in code_ways:
        assert both_ways(HOLDOUT4, kind, lambda case: case.otp), kind
    link_ways = (
        "honeypot_link", "flowed_url", "area_href", "tracker_opaque", "lock_link", "rfc822", "pgp",
        "app_twin",
    )  # fmt: skip
    for kind in link_ways:
        assert both_ways(HOLDOUT4, kind, lambda case: case.link), kind
    assert {name.split("_")[0] for name in KINDS} == set(LANGS)
    assert {kind[3:] for kind in counts if kind.startswith("cs:")} >= LEGACY_CHARSETS
    assert {kind for kind in LINK_KINDS.values() if kind} == {
        "sign_in", "verify", "reset", "confirm", "other",
    }  # fmt: skip
    assert all((case.link is None) == (case.link_kind is None) for case in HOLDOUT4)


def test_holdout4_expected_json_matches_the_cases() -> None:
    """Regenerate with ``python tests/extract/make_holdout4.py`` when this fails."""
    assert expected_of(HOLDOUT4) == EXPECTED


@pytest.mark.parametrize("case", HOLDOUT4, ids=lambda case: case.name)
def test_committed_holdout4_eml_matches_the_generator(case: Case) -> None:
    """Regenerate with ``python tests/extract/make_holdout4.py`` when this fails."""
    assert build4(case) == (HOLDOUT4_DIR / f"{case.name}.eml").read_bytes()
