"""The extractor against every labelled mail of the corpus, from raw bytes to result."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mailsocket_mcp.mail.extract import extract
from mailsocket_mcp.mail.parse import parse_message
from tests.extract.corpus_cases import CASES, Mail
from tests.extract.make_corpus import build

CORPUS = Path(__file__).resolve().parent / "corpus"
EXPECTED: dict[str, dict[str, str | None]] = json.loads(
    (CORPUS / "expected.json").read_text(encoding="utf-8")
)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_corpus_mail_yields_the_labelled_code_and_link(name: str) -> None:
    parsed = parse_message((CORPUS / name).read_bytes())
    result = extract(parsed.subject, parsed.text, parsed.html)
    assert (result.otp, result.magic_link) == (
        EXPECTED[name]["otp"],
        EXPECTED[name]["magic_link"],
    )
    assert (result.otp_confidence is None) == (result.otp is None)


def test_corpus_is_large_and_balanced_enough() -> None:
    negatives = [n for n, want in EXPECTED.items() if not want["otp"] and not want["magic_link"]]
    assert len(EXPECTED) >= 60
    assert len(negatives) >= 20


@pytest.mark.parametrize("mail", CASES, ids=lambda mail: mail.name)
def test_committed_eml_matches_what_the_generator_writes(mail: Mail) -> None:
    """Regenerate with ``python tests/extract/make_corpus.py`` when this fails."""
    assert build(mail) == (CORPUS / f"{mail.name}.eml").read_bytes()
