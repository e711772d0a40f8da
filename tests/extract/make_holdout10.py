"""Write held-out set 10 (``tests/extract/holdout10``: one ``.eml`` per case and
``expected.json``). Run: ``.venv/bin/python -m tests.extract.make_holdout10``."""

from __future__ import annotations

from tests.extract.heldout import HERE, write_set
from tests.extract.holdout10_cases import CASES
from tests.extract.holdout10_mail import build

FOLDER = HERE / "holdout10"


def main() -> None:
    write_set(FOLDER, CASES, build)


if __name__ == "__main__":
    main()
