"""Write held-out set 5 (``holdout5/*.eml`` and ``expected.json``) from ``holdout5_cases.py``.

Usage: python tests/extract/make_holdout5.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.heldout import HERE, write_set
from tests.extract.holdout5_cases import HOLDOUT5
from tests.extract.holdout5_mail import build5

OUT = HERE / "holdout5"


def main() -> None:
    write_set(OUT, HOLDOUT5, build5, indent=1)


if __name__ == "__main__":
    main()
