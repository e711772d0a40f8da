"""Held-out set 10 (issue 21): the mail an agent meets while signing up to and testing web
apps, written blind to the extractor and to every other set. Each case holds what a careful
reader takes from its mail (``otp``: the code as typed, grouping spaces and dashes dropped;
``link``: the href clicked for the reader's own account action, a recoverable tracker's target
decoded, an opaque tracker as written; ``link_kind``) and the kinds it stands for; how it is
written is in ``holdout10_mail.Case``. ``make_holdout10.py`` writes ``tests/extract/holdout10``."""

from __future__ import annotations

from tests.extract import holdout10_auth, holdout10_dev, holdout10_lang, holdout10_more
from tests.extract.holdout10_mail import Case

CASES: tuple[Case, ...] = (
    *holdout10_auth.cases(),
    *holdout10_dev.cases(),
    *holdout10_lang.cases(),
    *holdout10_more.cases(),
)
