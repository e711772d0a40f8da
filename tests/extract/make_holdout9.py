"""Write held-out set 9 (``tests/extract/holdout9``): one ``.eml`` per case and
``expected.json``. Run from the repository root: ``.venv/bin/python -m
tests.extract.make_holdout9``."""

from __future__ import annotations

from tests.extract.heldout import HERE, write_set
from tests.extract.holdout9_cases import CASES
from tests.extract.holdout9_mail import build

FOLDER = HERE / "holdout9"


def main() -> None:
    write_set(FOLDER, CASES, build)
    print(f"wrote {len(CASES)} mails to {FOLDER}")


if __name__ == "__main__":
    main()
