"""The throttle: at most so many wrong answers per subject in a window (wrong passwords or
codes at sign-in, wrong secrets of attachment links per client address).

Failures are rows in the database, so every service process on one database counts the same
ones (a guesser gains nothing by spreading over processes). A subject is a string such as
``name:<casefolded name>``, kept under the throttle's ``scope`` so that throttles with
different windows share the table without pruning each other's rows; rows older than the
window are pruned as new ones of the same scope are written.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from ..data.models import SignInFailureRow
from ..errors import SignInThrottled

__all__ = ["DEFAULT_THROTTLE", "Throttle"]


@dataclass(frozen=True, kw_only=True)
class Throttle:
    """``attempts`` wrong answers per subject within ``window``; the next waits."""

    attempts: int = 5
    window: timedelta = timedelta(minutes=5)
    scope: str = "sign_in"

    def wait(self, session: Session, subject: str, moment: datetime) -> int | None:
        """Seconds until the subject may try again, or None while it has attempts left."""
        since = moment - self.window
        count, oldest = session.execute(
            select(func.count(), func.min(SignInFailureRow.at)).where(
                SignInFailureRow.subject == self._key(subject), SignInFailureRow.at > since
            )
        ).one()
        if count < self.attempts:
            return None
        return max(1, math.ceil((oldest + self.window - moment).total_seconds()))

    def check(self, session: Session, subject: str, moment: datetime) -> None:
        """Raises: SignInThrottled: the subject used up its attempts (``retry_after`` set)."""
        wait = self.wait(session, subject, moment)
        if wait is not None:
            raise SignInThrottled(
                f"too many wrong attempts: try again in {wait} s", retry_after=wait
            )

    def failed(self, session: Session, subject: str, moment: datetime) -> None:
        """Count a wrong answer, and commit it at once: the refusal that follows rolls back
        the rest of the transaction, never the count."""
        session.execute(
            delete(SignInFailureRow).where(
                SignInFailureRow.subject.startswith(self._key(""), autoescape=True),
                SignInFailureRow.at <= moment - self.window,
            )
        )
        session.add(SignInFailureRow(subject=self._key(subject), at=moment))
        session.commit()

    def cleared(self, session: Session, subject: str) -> None:
        """A right answer: the subject starts afresh."""
        session.execute(
            delete(SignInFailureRow).where(SignInFailureRow.subject == self._key(subject))
        )

    def _key(self, subject: str) -> str:
        return f"{self.scope}/{subject}"


DEFAULT_THROTTLE = Throttle()
