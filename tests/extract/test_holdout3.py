"""Held-out set 3 (issue 21, ``holdout3_cases.py``): the committed mails and what they cover.

No accuracy is asserted here: the set measures the extractor (``bench/extract_bench.py
tests/extract/holdout3``) while it is being improved; thresholds come once the work lands.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.extract.heldout import HERE, both_ways, expected_of, load_expected
from tests.extract.holdout3_cases import HOLDOUT3, KINDS, LINK_KINDS
from tests.extract.holdout3_lang import LANGS
from tests.extract.holdout3_mail import Case, build3

HOLDOUT3_DIR = HERE / "holdout3"
EXPECTED = load_expected(HOLDOUT3_DIR)

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
    "windows-1256", "windows-1255", "iso-8859-9", "iso-8859-2", "koi8-u", "tis-620", "windows-1258",
}  # fmt: skip


def test_holdout3_covers_every_kind_of_issue_21_both_ways() -> None:
    counts = Counter(kind for kinds in KINDS.values() for kind in kinds)
    assert len(HOLDOUT3) >= 200
    assert set(counts) >= ISSUE_KINDS
    without_code = [case for case in HOLDOUT3 if case.otp is None]
    without_link = [case for case in HOLDOUT3 if case.link is None]
    assert len(without_code) >= 0.3 * len(HOLDOUT3)
    assert len(without_link) >= 0.3 * len(HOLDOUT3)
    code_ways = (
        "hidden_display", "parts_disagree", "rfc822", "quoted", "used_expired", "registry_number",
        "anti_phishing", "digits_arabic", "digits_persian", "digits_devanagari", "digits_fullwidth",
    )  # fmt: skip
    for kind in code_ways:
        assert both_ways(HOLDOUT3, kind, lambda case: case.otp), kind
    for kind in ("honeypot_link", "flowed_url", "tracker_opaque", "lock_link", "rfc822"):
        assert both_ways(HOLDOUT3, kind, lambda case: case.link), kind
    assert {name.split("_")[0] for name in KINDS} == set(LANGS)
    assert {kind[3:] for kind in counts if kind.startswith("cs:")} >= LEGACY_CHARSETS
    assert {kind for kind in LINK_KINDS.values() if kind} == {
        "sign_in",
        "verify",
        "reset",
        "confirm",
        "other",
    }
    assert all((case.link is None) == (case.link_kind is None) for case in HOLDOUT3)


def test_holdout3_expected_json_matches_the_cases() -> None:
    """Regenerate with ``python tests/extract/make_holdout3.py`` when this fails."""
    assert expected_of(HOLDOUT3) == EXPECTED


@pytest.mark.parametrize("case", HOLDOUT3, ids=lambda case: case.name)
def test_committed_holdout3_eml_matches_the_generator(case: Case) -> None:
    """Regenerate with ``python tests/extract/make_holdout3.py`` when this fails."""
    assert build3(case) == (HOLDOUT3_DIR / f"{case.name}.eml").read_bytes()
