"""Write held-out set 6 (``holdout6/*.eml`` and ``expected.json``) from ``holdout6_cases.py``.

Usage: python tests/extract/make_holdout6.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.heldout import HERE, write_set
from tests.extract.holdout6_cases import HOLDOUT6
from tests.extract.holdout6_mail import build6

OUT = HERE / "holdout6"


def main() -> None:
    write_set(OUT, HOLDOUT6, build6, indent=1)


if __name__ == "__main__":
    main()
