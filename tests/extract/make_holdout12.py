"""Write held-out set 12 (``tests/extract/holdout12``): one ``.eml`` per case and
``expected.json``. Run: ``.venv/bin/python -m tests.extract.make_holdout12``."""

from __future__ import annotations

from tests.extract.heldout import HERE, write_set
from tests.extract.holdout12_cases import CASES
from tests.extract.holdout12_mail import build

FOLDER = HERE / "holdout12"


def main() -> None:
    write_set(FOLDER, CASES, build)
    print(f"wrote {len(CASES)} mails to {FOLDER}")


if __name__ == "__main__":
    main()
