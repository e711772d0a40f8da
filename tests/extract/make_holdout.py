"""Write the held-out extraction set: ``holdout/*.eml`` and ``holdout/expected.json``.

Run ``.venv/bin/python tests/extract/make_holdout.py`` after changing ``holdout_cases.py``;
like ``make_corpus.py`` the output is deterministic, so a re-run without changes leaves git
clean. Score it with ``.venv/bin/python bench/extract_bench.py tests/extract/holdout``.
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.holdout_cases import HOLDOUT
from tests.extract.make_corpus import write_set

HOLDOUT_DIR = Path(__file__).resolve().parent / "holdout"


def main() -> None:
    write_set(HOLDOUT, HOLDOUT_DIR)


if __name__ == "__main__":
    main()
