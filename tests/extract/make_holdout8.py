"""Write held-out set 8 (``tests/extract/holdout8``): one ``.eml`` per case and
``expected.json``. From the repository root: ``.venv/bin/python tests/extract/make_holdout8.py``."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.extract.heldout import HERE, write_set  # noqa: E402
from tests.extract.holdout8_cases import CASES, build  # noqa: E402

FOLDER = HERE / "holdout8"


def main() -> None:
    write_set(FOLDER, CASES, build)
    print(f"wrote {len(CASES)} mails to {FOLDER}")


if __name__ == "__main__":
    main()
