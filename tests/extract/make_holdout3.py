"""Write the third held-out extraction set: ``holdout3/*.eml`` and ``holdout3/expected.json``.

Run ``.venv/bin/python tests/extract/make_holdout3.py`` after changing ``holdout3_cases.py``;
the output is deterministic, so a re-run without changes leaves git clean. Score it with
``.venv/bin/python bench/extract_bench.py tests/extract/holdout3 --verbose``. Besides the code and
link, ``expected.json`` holds each mail's link kind and the kinds of mail it stands for.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.heldout import HERE, write_set
from tests.extract.holdout3_cases import HOLDOUT3
from tests.extract.holdout3_mail import build3

HOLDOUT3_DIR = HERE / "holdout3"


def main() -> None:
    write_set(HOLDOUT3_DIR, HOLDOUT3, build3)
    print(f"wrote {len(HOLDOUT3)} mails to {HOLDOUT3_DIR}")


if __name__ == "__main__":
    main()
