"""Write held-out set 5 (``holdout5/*.eml`` and ``expected.json``) from ``holdout5_cases.py``.

Usage: python tests/extract/make_holdout5.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.holdout5_cases import HOLDOUT5
from tests.extract.holdout5_mail import build5

OUT = Path(__file__).resolve().parent / "holdout5"


def main() -> None:
    OUT.mkdir(exist_ok=True)
    expected = {}
    for case in HOLDOUT5:
        (OUT / f"{case.name}.eml").write_bytes(build5(case))
        expected[f"{case.name}.eml"] = {
            "otp": case.otp,
            "magic_link": case.link,
            "link_kind": case.link_kind,
            "kinds": list(case.kinds),
        }
    text = json.dumps(expected, indent=1, ensure_ascii=False, sort_keys=True) + "\n"
    (OUT / "expected.json").write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
