"""Find the one-time code in a mail: candidates by shape, scored by the words around them.

A candidate is a token shaped like a code (4-8 digits, digits in groups, or a short upper-case
mix of letters and digits). Its score adds up the evidence a careful reader would use:

* shape: six digits is the most common code; word-like tokens (``SAVE20``) look like coupons;
* keywords: "verification code", "验证码", "認証コード", "код подтверждения"... close before
  the candidate (or just after: "123456 is your code"), weaker further away or elsewhere;
* distractors: an order/ticket/phone/price word nearer than any code word, a unit or currency
  after it ("10 minutes", "299 元"), a year, a date, a number that is part of a longer number,
  or promotion words around it.

The confidence is the best score, clamped to [0, 1]: >= 0.8 needs a code keyword right next to a
code-shaped token; a number with no keyword anywhere in the mail is not returned at all.
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from mailsocket_mcp.sandbox import extract_vocab as vocab

__all__ = ["MAX_TEXT_CHARS", "OtpGuess", "find_otp"]

# Codes sit near the top of a mail; scanning more only costs time on hostile input.
MAX_TEXT_CHARS = 200_000
_MAX_CANDIDATES = 400
_MIN_SCORE = 0.5
_KEYWORD_GAIN = 0.65
# Evidence from a keyword anywhere in the mail, for a code shown far from its sentence.
_MAIL_LEVEL = {1.0: 0.45, 0.8: 0.35, 0.5: 0.2}
_STRONG, _CODE, _CONTEXT = 1.0, 0.8, 0.5

_L = r"(?<![0-9A-Za-z_])(?<!\d[-/.:,])"
_R = r"(?![0-9A-Za-z_])(?![-/:]\d)(?!\.\d)(?!,\d{3})"
_NUMERIC = re.compile(_L + r"\d{4,8}" + _R)
_GROUPED = re.compile(_L + r"\d{2,4}(?:[ -]\d{2,4}){1,3}" + _R)
_SPACED = re.compile(_L + r"\d(?: \d){3,7}" + _R)
_ALNUM = re.compile(_L + r"[A-Z0-9]{4,10}" + _R)
_ALNUM_DASHED = re.compile(_L + r"[A-Z0-9]{2,5}(?:-[A-Z0-9]{2,5}){1,2}" + _R)
_URL_OR_ADDRESS = re.compile(
    r"(?:https?://|www\.)[^\s<>\"']{1,2000}|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}",
    re.IGNORECASE,
)
_DIGIT_RUN = re.compile(r"\+?\d(?:[\d()]|[ .\-/](?=[\d(]))*")
_YEAR = re.compile(r"(?:19|20)\d\d")
_DATE = re.compile(r"(?:19|20)\d\d-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-(?:19|20)\d\d")
_CURRENCY_BEFORE = re.compile(r"(?:[$€£¥₩₽]|usd|eur|gbp|rs\.?|r\$|rub)\s?$", re.IGNORECASE)
_WORD_LIKE = re.compile(r"[A-Z]{4,}")
_VALUE_THEN_NEWLINE = re.compile(r"\d[^\n]{0,30}\n")
# ", CA 94607": a US state and ZIP code in an address line.
_US_STATE_BEFORE = re.compile(r",\s?[A-Z]{2}\s$")
# Six digits is the usual code; four-digit numbers are everywhere (years, house numbers, prices).
_NUMERIC_SHAPE = {4: 0.18, 5: 0.22, 6: 0.3, 7: 0.24, 8: 0.22}


@dataclass(frozen=True)
class OtpGuess:
    """The code as a user would type it, and how sure the evidence makes us, in [0, 1]."""

    code: str
    confidence: float


@dataclass(frozen=True)
class _Candidate:
    code: str
    start: int
    end: int
    shape: float
    needs_keyword: bool


@dataclass(frozen=True)
class _Hit:
    start: int
    end: int
    weight: float


def find_otp(subject: str, bodies: Iterable[str]) -> OtpGuess | None:
    """Return the most likely one-time code in ``subject`` and ``bodies``, or None."""
    sources = [_prepare(subject[:2000])] + [_prepare(body[:MAX_TEXT_CHARS]) for body in bodies]
    hits = [_keyword_hits(text) for text in sources]
    mail_level = 0.0
    for source_hits in hits:
        for hit in source_hits:
            mail_level = max(mail_level, _MAIL_LEVEL[hit.weight])
    best: dict[str, float] = {}
    seen_in: dict[str, set[bool]] = {}
    order: dict[str, int] = {}
    for index, (text, source_hits) in enumerate(zip(sources, hits, strict=True)):
        for code, score in _score_source(text, source_hits, mail_level):
            if score > best.get(code, -1.0):
                best[code] = score
            seen_in.setdefault(code, set()).add(index == 0)
            order.setdefault(code, len(order))
    if not best:
        return None
    for code, places in seen_in.items():
        if len(places) == 2:  # the same code in the subject and the body
            best[code] += 0.05
    code = max(best, key=lambda c: (best[c], -order[c]))
    if best[code] < _MIN_SCORE:
        return None
    return OtpGuess(code=code, confidence=round(min(0.99, best[code]), 2))


def _prepare(text: str) -> str:
    text = unicodedata.normalize("NFKC", text)
    return _URL_OR_ADDRESS.sub(" ", text.replace("\r", ""))


def _keyword_hits(text: str) -> list[_Hit]:
    excluded = [m.span() for m in vocab.NOT_A_CODE_PHRASES.finditer(text)]

    def allowed(span: tuple[int, int]) -> bool:
        return not any(s < span[1] and span[0] < e for s, e in excluded)

    found = [
        _Hit(m.start(), m.end(), weight)
        for pattern, weight in (
            (vocab.STRONG_CODE_PHRASES, _STRONG),
            (vocab.CODE_WORDS, _CODE),
            (vocab.CONTEXT_WORDS, _CONTEXT),
        )
        for m in pattern.finditer(text)
        if allowed(m.span())
    ]
    return sorted(found, key=lambda hit: hit.start)


def _candidates(text: str) -> Iterator[_Candidate]:
    for m in _NUMERIC.finditer(text):
        digits = m.group()
        shape = _NUMERIC_SHAPE[len(digits)]
        if len(digits) == 4 and _YEAR.fullmatch(digits):
            shape -= 0.3
        yield _Candidate(digits, m.start(), m.end(), shape, needs_keyword=False)
    for m in _GROUPED.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        if 6 <= len(digits) <= 8:
            shape = 0.28 if len(digits) == 6 else 0.22
            if _DATE.fullmatch(m.group()):
                shape -= 0.7
            yield _Candidate(digits, m.start(), m.end(), shape, needs_keyword=False)
    for m in _SPACED.finditer(text):
        yield _Candidate(m.group().replace(" ", ""), m.start(), m.end(), 0.22, needs_keyword=True)
    for pattern in (_ALNUM, _ALNUM_DASHED):
        for m in pattern.finditer(text):
            code = m.group().replace("-", "")
            if code.isdigit() or code.isalpha():
                continue
            shape = 0.05 if _WORD_LIKE.search(m.group()) else 0.24
            yield _Candidate(code, m.start(), m.end(), shape, needs_keyword=True)


def _score_source(text: str, hits: list[_Hit], mail_level: float) -> Iterator[tuple[str, float]]:
    candidates = sorted(_candidates(text), key=lambda c: c.start)[:_MAX_CANDIDATES]
    starts = [c.start for c in candidates]
    hit_starts = [h.start for h in hits]
    runs = [(m.start(), m.end()) for m in _DIGIT_RUN.finditer(text)]
    run_starts = [start for start, _ in runs]
    for candidate in candidates:
        lo = bisect_left(hit_starts, candidate.start - 400)
        hi = bisect_right(hit_starts, candidate.end + 80)
        evidence, keyword_gap = 0.0, None
        for hit in hits[lo:hi]:
            factor, gap = _proximity(hit, candidate)
            if factor and hit.end <= candidate.start:
                between = bisect_left(starts, candidate.start) - bisect_left(starts, hit.end)
                factor *= 0.6 if between else 1.0
                keyword_gap = gap if keyword_gap is None else min(keyword_gap, gap)
            evidence = max(evidence, factor * hit.weight)
        if candidate.needs_keyword and evidence < 0.6:
            continue
        score = candidate.shape + _KEYWORD_GAIN * max(evidence, mail_level)
        score -= _distractor_penalty(text, candidate, keyword_gap)
        run = bisect_right(run_starts, candidate.start) - 1
        if run >= 0 and _part_of_longer_number(text, runs[run], candidate):
            score -= 0.7
        if _alone_on_its_line(text, candidate):
            score += 0.08
        yield candidate.code, score


def _proximity(hit: _Hit, candidate: _Candidate) -> tuple[float, int]:
    if hit.end <= candidate.start:
        gap = candidate.start - hit.end
        return (1.0 if gap <= 40 else 0.8 if gap <= 120 else 0.55 if gap <= 300 else 0.0), gap
    if hit.start >= candidate.end:
        gap = hit.start - candidate.end
        return (0.9 if gap <= 30 else 0.6 if gap <= 80 else 0.0), gap
    return 0.0, 0


def _distractor_penalty(text: str, candidate: _Candidate, keyword_gap: int | None) -> float:
    before = text[max(0, candidate.start - 32) : candidate.start]
    # A label followed by its own value on an earlier line ("account player_8812:" then the
    # code on the next line) names that value, not this candidate.
    ends = [
        m.end()
        for pattern in (vocab.DISTRACTOR_BEFORE, vocab.NOT_A_CODE_PHRASES)
        for m in pattern.finditer(before)
        if not _VALUE_THEN_NEWLINE.search(before, m.end())
    ]
    if ends:
        gap = len(before) - max(ends)
        if keyword_gap is None or gap < keyword_gap:
            return 0.7
    after = text[candidate.end : candidate.end + 24].lstrip(" ")
    if vocab.DISTRACTOR_AFTER.match(after) or _CURRENCY_BEFORE.search(before):
        return 0.7
    if vocab.ADDRESS_AFTER.search(after) or (
        len(candidate.code) == 5 and _US_STATE_BEFORE.search(before)
    ):
        return 0.6
    prefix = before.rstrip(" ")[-1:]
    if prefix in ("#", "+", "№"):
        return 0.5
    window = text[max(0, candidate.start - 80) : candidate.end + 80]
    if vocab.PROMO_WORDS.search(window):
        return 0.7
    return 0.0


def _part_of_longer_number(text: str, run: tuple[int, int], candidate: _Candidate) -> bool:
    start, end = run
    if not start <= candidate.start < end:
        return False
    if text[start] == "+":
        return True
    outside = text[start : candidate.start] + " " + text[candidate.end : end]
    groups = re.findall(r"\d+", outside)
    return bool(groups) and (len(groups) >= 2 or max(len(g) for g in groups) >= 3)


def _alone_on_its_line(text: str, candidate: _Candidate) -> bool:
    line_start = text.rfind("\n", 0, candidate.start) + 1
    line_end = text.find("\n", candidate.end)
    line = text[line_start : len(text) if line_end < 0 else line_end]
    return line.strip(" \t:.[]()*") == text[candidate.start : candidate.end]
