"""Write the held-out extraction set: ``holdout/*.eml`` and ``holdout/expected.json``.

Run ``.venv/bin/python tests/extract/make_holdout.py`` after changing ``holdout_cases.py``;
like ``make_corpus.py`` the output is deterministic, so a re-run without changes leaves git
clean. Score it with ``.venv/bin/python bench/extract_bench.py tests/extract/holdout``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.holdout_cases import HOLDOUT
from tests.extract.make_corpus import build

HOLDOUT_DIR = Path(__file__).resolve().parent / "holdout"


def main() -> None:
    HOLDOUT_DIR.mkdir(exist_ok=True)
    names = [mail.name for mail in HOLDOUT]
    if len(set(names)) != len(names):
        raise SystemExit("duplicate case names")
    for stale in HOLDOUT_DIR.glob("*.eml"):
        if stale.stem not in names:
            stale.unlink()
    expected = {}
    for mail in HOLDOUT:
        (HOLDOUT_DIR / f"{mail.name}.eml").write_bytes(build(mail))
        expected[f"{mail.name}.eml"] = {"otp": mail.otp, "magic_link": mail.link}
    text = json.dumps(expected, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    (HOLDOUT_DIR / "expected.json").write_text(text, encoding="utf-8")
    print(f"wrote {len(HOLDOUT)} mails to {HOLDOUT_DIR}")


if __name__ == "__main__":
    main()
