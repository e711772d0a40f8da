"""Write the second held-out extraction set: ``holdout2/*.eml`` and ``holdout2/expected.json``.

Run ``.venv/bin/python tests/extract/make_holdout2.py`` after changing ``holdout2_cases.py``;
the output is deterministic, so a re-run without changes leaves git clean. Score it with
``.venv/bin/python bench/extract_bench.py tests/extract/holdout2``.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.holdout2_cases import HOLDOUT2
from tests.extract.make_corpus import write_set

HOLDOUT2_DIR = Path(__file__).resolve().parent / "holdout2"


def main() -> None:
    write_set(HOLDOUT2, HOLDOUT2_DIR)


if __name__ == "__main__":
    main()
