"""Write the fourth held-out extraction set: ``holdout4/*.eml`` and ``holdout4/expected.json``.

Run ``.venv/bin/python tests/extract/make_holdout4.py`` after changing ``holdout4_cases.py``;
the output is deterministic, so a re-run without changes leaves git clean. Score it with
``.venv/bin/python bench/extract_bench.py tests/extract/holdout4 --verbose``. Besides the code and
link, ``expected.json`` holds each mail's link kind and the kinds of mail it stands for.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.heldout import HERE, write_set
from tests.extract.holdout4_cases import HOLDOUT4
from tests.extract.holdout4_mail import build4

HOLDOUT4_DIR = HERE / "holdout4"


def main() -> None:
    write_set(HOLDOUT4_DIR, HOLDOUT4, build4)
    print(f"wrote {len(HOLDOUT4)} mails to {HOLDOUT4_DIR}")


if __name__ == "__main__":
    main()
