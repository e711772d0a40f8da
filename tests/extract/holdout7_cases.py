"""Held-out set 7 (issue 21): mails as real services send them, written blind to the
extractor and to every earlier set, labelled as a careful reader takes them.

Labels: ``otp`` is the code the reader types (group spaces and dashes dropped, other scripts'
digits as ASCII); ``link`` is the href the reader clicks for an action on their own account
(sign in, verify, reset, confirm, or another one-person action with a token), a recoverable
click tracker's target decoded once, an opaque tracker as written; parcels, meetings,
receipts, newsletters, footers and "not you? lock the account" links are no answer."""

from __future__ import annotations

from tests.extract.holdout7_build import Case
from tests.extract.holdout7_en import english_cases
from tests.extract.holdout7_lang import language_cases

CASES: tuple[Case, ...] = (*english_cases(), *language_cases())
