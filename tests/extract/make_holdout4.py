"""Write the fourth held-out extraction set: ``holdout4/*.eml`` and ``holdout4/expected.json``.

Run ``.venv/bin/python tests/extract/make_holdout4.py`` after changing ``holdout4_cases.py``;
the output is deterministic, so a re-run without changes leaves git clean. Score it with
``.venv/bin/python bench/extract_bench.py tests/extract/holdout4 --verbose``. Besides the code and
link, ``expected.json`` holds each mail's link kind and the kinds of mail it stands for.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.holdout4_cases import HOLDOUT4
from tests.extract.holdout4_mail import build4

HOLDOUT4_DIR = Path(__file__).resolve().parent / "holdout4"


def main() -> None:
    HOLDOUT4_DIR.mkdir(exist_ok=True)
    names = [case.name for case in HOLDOUT4]
    if len(set(names)) != len(names):
        raise SystemExit("duplicate case names")
    for stale in HOLDOUT4_DIR.glob("*.eml"):
        if stale.stem not in names:
            stale.unlink()
    expected = {}
    for case in HOLDOUT4:
        (HOLDOUT4_DIR / f"{case.name}.eml").write_bytes(build4(case))
        expected[f"{case.name}.eml"] = {
            "otp": case.otp,
            "magic_link": case.link,
            "link_kind": case.link_kind,
            "kinds": list(case.kinds),
        }
    text = json.dumps(expected, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    (HOLDOUT4_DIR / "expected.json").write_text(text, encoding="utf-8")
    print(f"wrote {len(HOLDOUT4)} mails to {HOLDOUT4_DIR}")


if __name__ == "__main__":
    main()
