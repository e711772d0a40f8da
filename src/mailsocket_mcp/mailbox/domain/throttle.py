"""The sign-in throttle: at most so many wrong passwords or codes per subject in a window.

Failures are rows in the database, so every service process on one database counts the same
ones (a guesser gains nothing by spreading over processes). A subject is a string such as
``name:<casefolded name>``; rows older than the window are pruned as new ones are written.
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

    def check(self, session: Session, subject: str, moment: datetime) -> None:
        """Raises: SignInThrottled: the subject used up its attempts (``retry_after`` set)."""
        since = moment - self.window
        count, oldest = session.execute(
            select(func.count(), func.min(SignInFailureRow.at)).where(
                SignInFailureRow.subject == subject, SignInFailureRow.at > since
            )
        ).one()
        if count >= self.attempts:
            wait = max(1, math.ceil((oldest + self.window - moment).total_seconds()))
            raise SignInThrottled(
                f"too many wrong attempts: try again in {wait} s", retry_after=wait
            )

    def failed(self, session: Session, subject: str, moment: datetime) -> None:
        """Count a wrong answer, and commit it at once: the refusal that follows rolls back
        the rest of the transaction, never the count."""
        session.execute(delete(SignInFailureRow).where(SignInFailureRow.at <= moment - self.window))
        session.add(SignInFailureRow(subject=subject, at=moment))
        session.commit()

    def cleared(self, session: Session, subject: str) -> None:
        """A right answer: the subject starts afresh."""
        session.execute(delete(SignInFailureRow).where(SignInFailureRow.subject == subject))


DEFAULT_THROTTLE = Throttle()
