"""The extractor against the held-out mails, written apart from its rules (``holdout_cases.py``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mailsocket_mcp.mail.extract import extract
from mailsocket_mcp.mail.parse import parse_message
from tests.extract.corpus_cases import Mail
from tests.extract.holdout_cases import HOLDOUT
from tests.extract.make_corpus import build

HOLDOUT_DIR = Path(__file__).resolve().parent / "holdout"
EXPECTED: dict[str, dict[str, str | None]] = json.loads(
    (HOLDOUT_DIR / "expected.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_holdout_mail_yields_the_labelled_code_and_link(name: str) -> None:
    parsed = parse_message((HOLDOUT_DIR / name).read_bytes())
    result = extract(parsed.subject, parsed.text, parsed.html)
    assert (result.otp, result.magic_link) == (
        EXPECTED[name]["otp"],
        EXPECTED[name]["magic_link"],
    )
    assert (result.otp_confidence is None) == (result.otp is None)


def test_holdout_is_large_and_has_negatives() -> None:
    negatives = [n for n, want in EXPECTED.items() if not want["otp"] and not want["magic_link"]]
    assert len(EXPECTED) >= 50
    assert len(negatives) >= 15


@pytest.mark.parametrize("mail", HOLDOUT, ids=lambda mail: mail.name)
def test_committed_holdout_eml_matches_the_generator(mail: Mail) -> None:
    """Regenerate with ``python tests/extract/make_holdout.py`` when this fails."""
    assert build(mail) == (HOLDOUT_DIR / f"{mail.name}.eml").read_bytes()
