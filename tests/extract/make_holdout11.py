"""Write held-out set 11 (``tests/extract/holdout11``): one ``.eml`` per case and
``expected.json``. Run ``.venv/bin/python tests/extract/make_holdout11.py`` after changing a
case; the output is deterministic."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.extract.heldout import HERE, write_set  # noqa: E402
from tests.extract.holdout11_base import Case  # noqa: E402
from tests.extract.holdout11_cases import CASES  # noqa: E402
from tests.extract.holdout11_mail import build_mail  # noqa: E402

FOLDER = HERE / "holdout11"


def build(case: Case) -> bytes:
    """The raw mail ``case`` stands for."""
    return build_mail(case.mail, case.name, case.day)


def main() -> None:
    write_set(FOLDER, CASES, build)
    print(f"wrote {len(CASES)} mails to {FOLDER}")


if __name__ == "__main__":
    main()
