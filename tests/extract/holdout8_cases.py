"""Held-out set 8 for issue 21 (extraction), written blind to the extractor and to the other
sets: mail as big platforms, banks, airlines, telecoms, governments, games, exchanges, developer
tools and small apps send it, in twenty-one languages. Each case is labelled as a careful reader
would: ``otp`` is what they would type (grouped codes without their spaces or dashes, digits of
other scripts as ASCII), ``link`` the href they would click for their own account action (a
recoverable tracker's target decoded once, an opaque tracker as written). Promo codes, booking
references, customer, tax and registry numbers, card authorisation and backup codes, meeting
passcodes and an expired code with no new one give no code; tracking, orders, receipts, meetings,
newsletters and "not you? lock your account" give no link."""

from __future__ import annotations

from dataclasses import replace

from tests.extract import holdout8_kinds, holdout8_lang, holdout8_more, holdout8_platforms
from tests.extract.holdout8_base import Case
from tests.extract.holdout8_mail import build_mail


def _english(cases: list[Case]) -> list[Case]:
    return [replace(case, kinds=("lang_en", *case.kinds)) for case in cases]


CASES: list[Case] = [
    *_english(holdout8_platforms.all_cases()),
    *_english(holdout8_kinds.all_cases()),
    *_english(holdout8_more.all_cases()),
    *holdout8_lang.all_cases(),
]


def build(case: Case) -> bytes:
    """The raw mail of ``case``."""
    return build_mail(case.mail)
