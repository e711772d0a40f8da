"""Held-out set 9 (issue 21): a new user's month of mail, written blind to the extractor and
to the other sets. Mostly ordinary mail (receipts, shipping, newsletters, bills, travel,
people's replies and forwards, CI and reports), and among it the sign-in, verification,
reset, 2FA and payment-confirmation mails of many services in 21 languages.

Labels are what a careful reader takes from each mail: ``otp`` the code they would type
(grouped codes without their spaces or dashes, other-script digits as ASCII; promo codes,
booking references, customer and order numbers, card authorisation codes, meeting passcodes
and backup codes are no code, nor is an expired code with no new one); ``link`` the href they
would click for their own account action, as the README's "what counts as a magic link" says
(a tracker's recoverable target decoded once, an opaque tracker as written), and its kind."""

from __future__ import annotations

from dataclasses import replace

from tests.extract import (
    holdout9_en_codes,
    holdout9_en_daily,
    holdout9_en_links,
    holdout9_lang_eu,
    holdout9_lang_more,
    holdout9_lang_world,
)
from tests.extract.holdout9_lang import cases_of
from tests.extract.holdout9_mail import Case


def _with_language(case: Case) -> Case:
    if any(kind.startswith("lang_") for kind in case.kinds):
        return case
    return replace(case, kinds=(*case.kinds, f"lang_{case.lang}"))


def _all() -> tuple[Case, ...]:
    packs = holdout9_lang_eu.PACKS + holdout9_lang_world.PACKS
    cases = [
        *holdout9_en_codes.CASES,
        *holdout9_en_daily.CASES,
        *holdout9_en_links.CASES,
        *(case for index, pack in enumerate(packs) for case in cases_of(pack, index)),
        *holdout9_lang_more.CASES,
    ]
    return tuple(sorted((_with_language(case) for case in cases), key=lambda c: c.name))


CASES: tuple[Case, ...] = _all()
