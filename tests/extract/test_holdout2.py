"""The extractor against held-out set 2 (``holdout2_cases.py``), written apart from its rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mailsocket_mcp.mail.extract import extract
from mailsocket_mcp.mail.parse import parse_message
from tests.extract.corpus_cases import Mail
from tests.extract.holdout2_cases import HOLDOUT2, KINDS
from tests.extract.make_corpus import build

HOLDOUT2_DIR = Path(__file__).resolve().parent / "holdout2"
EXPECTED: dict[str, dict[str, str | None]] = json.loads(
    (HOLDOUT2_DIR / "expected.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_holdout2_mail_yields_the_labelled_code_and_link(name: str) -> None:
    parsed = parse_message((HOLDOUT2_DIR / name).read_bytes())
    result = extract(parsed.subject, parsed.text, parsed.html)
    assert (result.otp, result.magic_link) == (
        EXPECTED[name]["otp"],
        EXPECTED[name]["magic_link"],
    )
    assert (result.otp_confidence is None) == (result.otp is None)


def _named(kind: str) -> list[str]:
    return [name for name, kinds in KINDS.items() if kind in kinds]


def test_holdout2_covers_the_kinds_it_was_written_for() -> None:
    without_code = [n for n, want in EXPECTED.items() if want["otp"] is None]
    url_digits = _named("url")
    assert len(EXPECTED) >= 70
    assert len(without_code) >= 20
    assert len(url_digits) >= 10
    assert any(EXPECTED[f"{n}.eml"]["otp"] for n in url_digits)
    assert any(not EXPECTED[f"{n}.eml"]["otp"] for n in url_digits)
    assert len(_named("promo")) >= 10
    assert all(EXPECTED[f"{n}.eml"]["otp"] is None for n in _named("promo"))
    assert len(_named("activation")) >= 10
    assert all(EXPECTED[f"{n}.eml"]["magic_link"] for n in _named("activation"))
    assert len(set(_named("activation")) & set(_named("iso2022"))) >= 2
    assert {name.split("_")[1] for name in KINDS} == {
        "en", "zh", "ja", "ko", "ru", "de", "fr", "es", "pt",
    }  # fmt: skip


@pytest.mark.parametrize("mail", HOLDOUT2, ids=lambda mail: mail.name)
def test_committed_holdout2_eml_matches_the_generator(mail: Mail) -> None:
    """Regenerate with ``python tests/extract/make_holdout2.py`` when this fails."""
    assert build(mail) == (HOLDOUT2_DIR / f"{mail.name}.eml").read_bytes()
