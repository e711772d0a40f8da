"""What the held-out extraction sets (3, 4 and 5) share: the ``expected.json`` each case
stands for, writing a set's folder from its cases, and the checks that the committed files
are what the generator writes (``make_holdoutN.py`` regenerates them)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, TypeVar

HERE = Path(__file__).resolve().parent
# The languages issue 21 names with the nine covered before it, and the legacy charsets they
# are usually sent in: what every held-out set since set 7 must cover.
LANGUAGES = (
    "en", "de", "fr", "es", "pt", "it", "nl", "pl", "tr", "ru", "uk", "ar", "fa", "he", "hi",
    "th", "vi", "id", "ja", "zh", "ko",
)  # fmt: skip
LEGACY_CHARSETS = (
    "windows-1251", "koi8-u", "windows-1256", "windows-1255", "iso-8859-2", "iso-8859-9",
    "tis-620", "shift_jis", "gb2312", "big5", "euc-kr", "windows-1258",
)  # fmt: skip
LINK_KIND_NAMES = frozenset({"sign_in", "verify", "reset", "confirm", "other"})


class HeldOutCase(Protocol):
    """A held-out mail as its set's ``Case`` holds it (what a careful reader takes from it)."""

    @property
    def name(self) -> str: ...
    @property
    def otp(self) -> str | None: ...
    @property
    def link(self) -> str | None: ...
    @property
    def link_kind(self) -> str | None: ...
    @property
    def kinds(self) -> tuple[str, ...]: ...


C = TypeVar("C", bound=HeldOutCase)


@dataclass(frozen=True)
class Labels:
    """What a careful reader takes from a held-out mail; each set's ``Case`` adds how it is
    written."""

    name: str
    otp: str | None
    link: str | None
    link_kind: str | None
    kinds: tuple[str, ...]


def expected_of(cases: Iterable[HeldOutCase]) -> dict[str, dict[str, object]]:
    """``expected.json`` for ``cases``: each mail's code, link, link kind and kinds."""
    return {
        f"{case.name}.eml": {
            "otp": case.otp,
            "magic_link": case.link,
            "link_kind": case.link_kind,
            "kinds": list(case.kinds),
        }
        for case in cases
    }


def load_expected(folder: Path) -> dict[str, dict[str, object]]:
    """The committed ``expected.json`` of ``folder``."""
    loaded: dict[str, dict[str, object]] = json.loads(
        (folder / "expected.json").read_text(encoding="utf-8")
    )
    return loaded


def write_set(
    folder: Path, cases: Sequence[C], build: Callable[[C], bytes], *, indent: int = 2
) -> None:
    """Write ``cases`` to ``folder`` (one ``.eml`` each and ``expected.json``), removing mails
    no case names any more. Deterministic: a re-run without changes leaves git clean."""
    folder.mkdir(exist_ok=True)
    names = [case.name for case in cases]
    if len(set(names)) != len(names):
        raise SystemExit("duplicate case names")
    for stale in folder.glob("*.eml"):
        if stale.stem not in names:
            stale.unlink()
    for case in cases:
        (folder / f"{case.name}.eml").write_bytes(build(case))
    text = json.dumps(expected_of(cases), indent=indent, ensure_ascii=False, sort_keys=True)
    (folder / "expected.json").write_text(text + "\n", encoding="utf-8")


def both_ways(cases: Iterable[C], kind: str, answer: Callable[[C], object | None]) -> bool:
    """Whether the mails of ``kind`` hold ``answer`` (the code, the link) in some and not in
    others: the set tests the kind with a right answer and with none."""
    return {answer(case) is None for case in cases if kind in case.kinds} == {True, False}


def differences_from_generator(
    folder: Path, cases: Sequence[C], build: Callable[[C], bytes]
) -> list[str]:
    """What in ``folder`` differs from what its generator writes for ``cases`` (the mails it
    lacks or has too many of, each mail whose bytes differ, and ``expected.json``); empty when
    the committed set is the generator's."""
    wrong = [] if load_expected(folder) == expected_of(cases) else ["expected.json"]
    on_disk = {path.stem for path in folder.glob("*.eml")}
    named = {case.name for case in cases}
    wrong += [f"missing {name}.eml" for name in sorted(named - on_disk)]
    wrong += [f"unexpected {name}.eml" for name in sorted(on_disk - named)]
    wrong += [
        f"{case.name}.eml"
        for case in cases
        if case.name in on_disk and (folder / f"{case.name}.eml").read_bytes() != build(case)
    ]
    return wrong
