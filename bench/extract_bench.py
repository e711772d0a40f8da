"""Score OTP and magic-link extraction on a labelled corpus of .eml files.

Usage: .venv/bin/python bench/extract_bench.py [CORPUS_DIR ...] [--verbose] [--repeat N] (-h: help)

Each CORPUS_DIR (default ``tests/extract/corpus``; the held-out sets are ``tests/extract/holdout``,
``holdout2`` and ``holdout3``) is scored on its own. It holds ``*.eml`` files and ``expected.json``
mapping each file name to ``{"otp": str | null, "magic_link": str | null}`` and, optionally,
``"link_kind"`` and ``"kinds"`` (the kinds of mail it stands for, as in ``holdout3``). Prints
precision, recall and accuracy for both fields, the false-positive rate on mails that have none
(the rate of code-free mails that yield a code), the link-kind accuracy when the extractor reports
one, with ``--verbose`` the failures per kind of mail, and the time per mail (plus one synthetic
1 MB mail, to show the work is bounded). Times are the CPU time of this process, which other
load on a shared machine disturbs far less than wall-clock time; ``--repeat N`` runs each
measurement N times and prints the fastest.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from mailsocket_mcp.mail.extract import extract
from mailsocket_mcp.mail.parse import parse_message

DEFAULT_CORPUS = Path(__file__).resolve().parents[1] / "tests" / "extract" / "corpus"


@dataclass
class FieldScore:
    """Counts for one extracted field across the corpus."""

    name: str
    correct_found: int = 0
    wrong_found: int = 0
    missed: int = 0
    expected_present: int = 0
    negatives: int = 0
    false_on_negatives: int = 0
    exact: int = 0
    total: int = 0
    misses: list[str] = field(default_factory=list)

    def add(self, mail: str, expected: str | None, got: str | None) -> None:
        self.total += 1
        self.exact += expected == got
        if expected is None:
            self.negatives += 1
            self.false_on_negatives += got is not None
        else:
            self.expected_present += 1
        if got is not None:
            if got == expected:
                self.correct_found += 1
            else:
                self.wrong_found += 1
        if expected is not None and got != expected:
            self.missed += 1
        if expected != got:
            self.misses.append(f"{mail}: expected {expected!r}, got {got!r}")

    def lines(self) -> list[str]:
        found = self.correct_found + self.wrong_found
        precision = self.correct_found / found if found else 1.0
        recall = self.correct_found / self.expected_present if self.expected_present else 1.0
        fp_rate = self.false_on_negatives / self.negatives if self.negatives else 0.0
        return [
            f"{self.name}: precision {precision:.3f}  recall {recall:.3f}  "
            f"accuracy {self.exact / self.total:.3f}  ({self.exact}/{self.total} exact)",
            f"{self.name}: false positives on negatives {fp_rate:.3f} "
            f"({self.false_on_negatives}/{self.negatives})",
        ]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="extract_bench.py",
        description="Score code and magic-link extraction on labelled folders of .eml files.",
    )
    parser.add_argument(
        "corpus",
        nargs="*",
        type=Path,
        help="folders holding *.eml and expected.json (default: tests/extract/corpus)",
    )
    parser.add_argument(
        "--verbose", action="store_true", help="list every miss and the per-kind table"
    )
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        metavar="N",
        help="run each timing N times, keep the fastest (1)",
    )
    args = parser.parse_args(argv)
    corpora: list[Path] = args.corpus or [DEFAULT_CORPUS]
    for corpus in corpora:
        if not (corpus / "expected.json").is_file():
            parser.error(f"{corpus}: no expected.json in that folder")
    repeat = max(1, args.repeat)
    for corpus in corpora:
        _score_corpus(corpus, args.verbose, repeat)
    large_ms = min(_large_mail_ms() for _ in range(repeat))
    print(f"time: {large_ms:.0f} ms for a 1 MB mail (text and HTML)")
    return 0


def _score_corpus(corpus: Path, verbose: bool, repeat: int) -> None:
    expected = json.loads((corpus / "expected.json").read_text(encoding="utf-8"))
    otp = FieldScore("OTP ")
    link = FieldScore("link")
    raws = {name: (corpus / name).read_bytes() for name in sorted(expected)}
    runs = []
    for _ in range(repeat):
        started = time.process_time()
        results = {}
        for name, raw in raws.items():
            parsed = parse_message(raw)
            results[name] = extract(parsed.subject, parsed.text, parsed.html)
        runs.append(time.process_time() - started)
    kinds: dict[str, list[int]] = {}
    kind_right = kind_total = 0
    for name, result in results.items():
        want = expected[name]
        otp.add(name, want["otp"], result.otp)
        link.add(name, want["magic_link"], result.magic_link)
        for kind in want.get("kinds", ()):
            counts = kinds.setdefault(kind, [0, 0, 0])
            counts[0] += 1
            counts[1] += want["otp"] != result.otp
            counts[2] += want["magic_link"] != result.magic_link
        if want.get("magic_link") and "link_kind" in want:
            kind_total += 1
            kind_right += getattr(result, "link_kind", None) == want["link_kind"]
    per_mail_ms = min(runs) * 1000 / max(1, len(expected))
    shown = (
        corpus.resolve().relative_to(Path.cwd())
        if corpus.resolve().is_relative_to(Path.cwd())
        else corpus
    )
    print(f"corpus: {shown} ({len(expected)} mails, {otp.negatives} without a code, "
          f"{link.negatives} without a magic link)")  # fmt: skip
    for line in otp.lines() + link.lines():
        print(line)
    if kind_total:
        share = kind_right / kind_total
        print(f"link kind: accuracy {share:.3f} ({kind_right}/{kind_total} linked mails)")
    print(f"time: {per_mail_ms:.2f} ms per mail (parse + extract)")
    if verbose or otp.misses or link.misses:
        for miss in otp.misses + link.misses:
            print("  miss", miss)
    if verbose and kinds:
        print("per kind (mails, wrong code, wrong link), worst first:")
        worst = sorted(
            kinds.items(), key=lambda item: (-(item[1][1] + item[1][2]) / item[1][0], item[0])
        )
        for kind, (count, bad_code, bad_link) in worst:
            print(f"  {kind:24} {count:3}  code {bad_code:3}  link {bad_link:3}")


def _large_mail_ms() -> float:
    filler = "Order 1234 5678, call +1 555 0100. verification code " * 20_000
    started = time.process_time()
    extract("Your code", filler[:1_000_000], "<p>" + filler[:1_000_000] + "</p>")
    return (time.process_time() - started) * 1000


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
