"""Write held-out set 7 (``tests/extract/holdout7``: one ``.eml`` per case and
``expected.json``) from ``holdout7_cases.py``.

Run: ``.venv/bin/python -m tests.extract.make_holdout7``. Deterministic: a re-run without
changes leaves git clean; ``test_holdout7.py`` checks the committed files match."""

from __future__ import annotations

from tests.extract.heldout import HERE, write_set
from tests.extract.holdout7_build import Case
from tests.extract.holdout7_cases import CASES
from tests.extract.holdout7_mail import build_mail

FOLDER = HERE / "holdout7"


def raw_of(case: Case) -> bytes:
    """The bytes of ``case``'s mail."""
    return build_mail(case.name, case.mail)


def main() -> None:
    write_set(FOLDER, CASES, raw_of)
    print(f"wrote {len(CASES)} mails to {FOLDER}")


if __name__ == "__main__":
    main()
