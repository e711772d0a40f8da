"""Write the third held-out extraction set: ``holdout3/*.eml`` and ``holdout3/expected.json``.

Run ``.venv/bin/python tests/extract/make_holdout3.py`` after changing ``holdout3_cases.py``;
the output is deterministic, so a re-run without changes leaves git clean. Score it with
``.venv/bin/python bench/extract_bench.py tests/extract/holdout3 --verbose``. Besides the code and
link, ``expected.json`` holds each mail's link kind and the kinds of mail it stands for.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.holdout3_cases import HOLDOUT3
from tests.extract.holdout3_mail import build3

HOLDOUT3_DIR = Path(__file__).resolve().parent / "holdout3"


def main() -> None:
    HOLDOUT3_DIR.mkdir(exist_ok=True)
    names = [case.name for case in HOLDOUT3]
    if len(set(names)) != len(names):
        raise SystemExit("duplicate case names")
    for stale in HOLDOUT3_DIR.glob("*.eml"):
        if stale.stem not in names:
            stale.unlink()
    expected = {}
    for case in HOLDOUT3:
        (HOLDOUT3_DIR / f"{case.name}.eml").write_bytes(build3(case))
        expected[f"{case.name}.eml"] = {
            "otp": case.otp,
            "magic_link": case.link,
            "link_kind": case.link_kind,
            "kinds": list(case.kinds),
        }
    text = json.dumps(expected, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    (HOLDOUT3_DIR / "expected.json").write_text(text, encoding="utf-8")
    print(f"wrote {len(HOLDOUT3)} mails to {HOLDOUT3_DIR}")


if __name__ == "__main__":
    main()
