"""Find the one-time code in a mail: candidates by shape, scored by the words around them.

A candidate is a token shaped like a code (4-8 digits, digits in groups, or a short upper-case
mix of letters and digits). Its score adds up the evidence a careful reader would use:

* shape: six digits is the most common code; word-like tokens (``SAVE20``) look like coupons;
* keywords: "verification code", "验证码", "認証コード", "код подтверждения"... close before
  the candidate (or just after: "123456 is your code"), weaker further away or elsewhere;
* distractors: an order/ticket/phone/price word nearer than any code word, a unit or currency
  after it ("10 minutes", "299 元"), a year, a date, a number that is part of a longer number,
  or promotion words around it.

Digits that belong to a URL (``localhost:3000``, a path segment, a query value) or to an e-mail
address are never a code: every URL, bare ``host:port`` and ``www.`` link is blanked out before
candidates are looked for. A code that stands among promotion words anywhere in the mail is a
coupon everywhere (also in the subject), and a word-and-number token such as ``SAVE20`` is one in
any mail that speaks of sales and discounts, however it is introduced.

Hard negatives (``otp_signals``) take a number out however it is introduced: a code the same
sentence calls expired or used, one of a list of same-shaped codes (a list of backup codes
outright), a figure among lottery, sports or statistics words, a number on a line of log or test
output, a card receipt's authorisation code, a registration or tax number, an anti-phishing
phrase. Position and isolation add a little: the subject or the first lines, a call to type the
code just before it, its own line, the same code repeated.

Digits of every script are read as the ASCII digits a user types and bidi and zero-width marks
are dropped first (``otp_script``), so the code returned is ASCII.

The confidence is the best score, clamped to [0, 1]: >= 0.8 needs a code keyword right next to a
code-shaped token; a number with no keyword anywhere in the mail is not returned at all, and a
runner-up close behind lowers it. With the code come the words around it (``excerpt``) and
the validity the mail states for it, in seconds (``otp_expiry``).
"""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from mailsocket_mcp.mail import extract_vocab as vocab
from mailsocket_mcp.mail import otp_imprint as imprint
from mailsocket_mcp.mail import otp_notices as notices
from mailsocket_mcp.mail import otp_purpose as purpose
from mailsocket_mcp.mail import otp_signals as signals
from mailsocket_mcp.mail import otp_things as things
from mailsocket_mcp.mail.otp_expiry import expiry_seconds
from mailsocket_mcp.mail.otp_script import ascii_digits_and_visible

__all__ = ["MAX_SUBJECT_CHARS", "MAX_TEXT_CHARS", "OtpGuess", "find_otp"]

# Codes sit near the top of a mail; scanning more only costs time on hostile input.
MAX_SUBJECT_CHARS = 2_000
MAX_TEXT_CHARS = 200_000
_MAX_CANDIDATES = 400

_Proximity = tuple[tuple[int, float], ...]

# ---- Scoring weights --------------------------------------------------------------------------
# score = shape + _KEYWORD_GAIN x evidence (+ bonuses) - penalties; the best code must reach
# _MIN_SCORE. Each line says what the weight rewards (+) or punishes (-).
_MIN_SCORE = 0.5  # the bar a code must clear to be returned at all
_KEYWORD_GAIN = 0.65  # + keyword evidence in [0, 1] close to the candidate
_STRONG, _CODE, _CONTEXT = 1.0, 0.8, 0.5  # + evidence of "verification code", "code", "sign in"
# + a keyword anywhere in the mail (by the strength above), for a code far from its sentence
_MAIL_LEVEL = {_STRONG: 0.45, _CODE: 0.35, _CONTEXT: 0.2}
# + a keyword before the candidate, by the gap in characters: (largest gap, factor)
_BEFORE_PROXIMITY: _Proximity = ((40, 1.0), (120, 0.8), (300, 0.55))
_AFTER_PROXIMITY: _Proximity = ((30, 0.9), (80, 0.6))  # + a keyword after it: "123456 is your code"
_OTHER_CANDIDATE_BETWEEN = 0.6  # - factor when another candidate stands between keyword and it
_NEEDS_KEYWORD_EVIDENCE = 0.6  # spaced digits and letter mixes count only this close to a keyword
# + digit runs by length: six digits is the usual code; four are everywhere (years, prices)
_NUMERIC_SHAPE = {4: 0.18, 5: 0.22, 6: 0.3, 7: 0.24, 8: 0.22}
_YEAR_SHAPE = -0.3  # - four digits that read as a year a mail speaks of, 1900-2049
_GROUPED_SHAPE = {6: 0.28, 7: 0.22, 8: 0.22}  # + "123 456", "12-34-56-78"
_DATE_SHAPE = -0.7  # - digit groups that form a date: 2024-05-12
_SPACED_SHAPE = 0.22  # + one digit per space: "4 8 2 9 1 3"
_MIXED_SHAPE = 0.24  # + letters and digits mixed like a generated code: X4T9PZ
_WORDLIKE_SHAPE = 0.05  # + a letter mix with a word in it (four letters in a row): SAVE20
_OWN_LINE_BONUS = 0.08  # + alone on its line, the way codes are shown
_SUBJECT_AND_BODY_BONUS = 0.05  # + the same code in the subject and in a body
_LONGER_NUMBER_PENALTY = 0.7  # - part of a longer number: a phone, a card, an IBAN
_LABEL_PENALTY = 0.7  # - an order / ticket / phone word nearer than any code word
_UNIT_PENALTY = 0.7  # - a unit or currency next to it: "10 minutes", "$4999", "299 元"
_ADDRESS_PENALTY = 0.6  # - a street word after it, or ", CA" before a five-digit ZIP
_SIGN_PENALTY = 0.5  # - "#", "+" or "№" just before it
_PROMO_PENALTY = 0.7  # - promotion words around it: this occurrence, and so the code, is a coupon
_ATTACHED = 0.9  # proximity factor at which "verification code" owns the candidate over promo words
_COUPON_IN_MARKETING_PENALTY = 0.5  # - word-and-number (SAVE20, BF2026) in a mail about sales
_SPENT_PENALTY = 1.0  # - its sentence says it expired or was used: never the answer
_LIST_PENALTY = 0.35  # - one of three or more different same-shaped codes on nearby lines
_BACKUP_LIST_PENALTY = 1.0  # - ... in a mail about backup or recovery codes: never the answer
_NOTICE_PENALTY = 1.0  # - a used/expired notice, a meeting invitation, a list of "1234-5678" pairs
_NUMBER_TALK_PENALTY = 0.6  # - lottery, sports or statistics words around it
_LOG_LINE_PENALTY = 0.8  # - on a line of log or test output (timestamp, level, stack frame)
_CALL_TO_ACTION_BONUS = 0.05  # + "enter", "type", "copy" just before it, in a code mail
_EARLY_BONUS = 0.03  # + in the subject or the first lines of a body, where codes are shown
_REPEATED_BONUS = 0.04  # + the same code twice in one part (a heading and a line, say)
_AMBIGUITY = 0.5  # - confidence per point a different code's score comes close (within 0.2)
_EARLY_CHARS = 300
_LIST_LINES = 2  # how many lines apart list siblings may stand
_EXCERPT_CHARS = 160
_LINE_REACH = 200  # a "line" longer than this either side is prose, not a line of its own
_THING_LABEL_REACH = 32  # how far before a number a thing's code word still labels it
_ONE_TIME_SENTENCE_REACH = 160  # how far before a label a one-time phrase may start its sentence
_PURPOSE_REACH = 80  # how far from a code word what the code is for may stand
_ONE_TIME_VALIDITY = 86_400  # a code valid for a day or less ("valid for 10 minutes") is typed once
_ONE_TIME_RUN_ON = 32  # how far past "your code" a one-time phrase begun inside it may run

_L = r"(?<![0-9A-Za-z_])(?<!\d[-/.:,])"
_R = r"(?![0-9A-Za-z_])(?![-/:]\d)(?!\.\d)(?!,\d{3})"
_NUMERIC = re.compile(_L + r"\d{4,8}" + _R)
_GROUPED = re.compile(_L + r"\d{2,4}(?:[ -]\d{2,4}){1,3}" + _R)
_SPACED = re.compile(_L + r"\d(?: \d){3,7}" + _R)
_ALNUM = re.compile(_L + r"[A-Z0-9]{4,10}" + _R)
_ALNUM_DASHED = re.compile(_L + r"[A-Z0-9]{2,5}(?:-[A-Z0-9]{2,5}){1,2}" + _R)
# A URL runs to the next space, quote or CJK character (CJK text often follows it unspaced).
_URL_TAIL = r"[^\s<>\"'\u3000-\u30ff\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]"
_URL_OR_ADDRESS = re.compile(
    # one word-start check for all four kinds keeps this a single cheap pass
    r"(?<![\w.+-])(?:"
    # any scheme (http, https, myapp, exp) and www. links
    r"(?:[a-z][a-z0-9+.-]{0,20}://|www\.)" + _URL_TAIL + "{1,2000}"
    # localhost and IP addresses, with or without a port and a path
    r"|(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f.]{0,40}:[0-9a-f:.]{1,44}\])"
    r"(?::\d{1,5})?(?:[/?#]" + _URL_TAIL + "{0,2000})?"
    # a bare domain followed by a port or a path: example.test:8443, example.test/verify/123456
    r"|[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){0,8}\.[a-z]{2,24}"
    r"(?::\d{1,5}(?![\w:])|(?=[/?#]))(?:[/?#]" + _URL_TAIL + "{0,2000})?"
    # an e-mail address
    r"|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8})",
    re.IGNORECASE,
)
_DIGIT_RUN = re.compile(r"\+?\d(?:[\d()]|[ .\-/](?=[\d(]))*")
_YEAR = re.compile(r"19\d\d|20[0-4]\d")
_DATE = re.compile(r"(?:19|20)\d\d-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-(?:19|20)\d\d")
_CURRENCY_BEFORE = re.compile(r"(?:[$€£¥₩₽]|usd|eur|gbp|rs\.?|r\$|rub)\s?$", re.IGNORECASE)
_WORD_LIKE = re.compile(r"[A-Z]{4,}")
# A word and a number: how coupons are named (BF2026, BOOK10X, RIDE5OFF), unlike generated codes.
_COUPON_SHAPE = re.compile(r"[A-Z]{2,}\d{1,4}[A-Z]{0,3}|\d{1,3}[A-Z]{3,}")
_VALUE_THEN_NEWLINE = re.compile(r"\d[^\n]{0,30}\n")
# A code word's own value right after it ("tariff code E7", "code: 4821"): the word names that.
_OWN_VALUE = re.compile(r"[ \t]{0,2}[:：#=]?[ \t]{0,2}[A-Za-z]{0,4}\d")
# "(code 48213)": an annotation of the statement before it, an error's or a status's code.
_ANNOTATION_CLOSE = re.compile(r"\s?[:=#]?\s?[\w.-]{1,16}\s?[)\]]")
# ", CA 94607", "San Francisco CA 94111": a US state and ZIP code in an address line.
_US_STATE_BEFORE = re.compile(r"(?:,\s?|(?<=[a-z])\s)[A-Z]{2}\s$")
# "PLAT-4821", "SUP-1182": an issue tracker's key, a project's letters, a hyphen and a number
# (three letters or more: "G-482913" and "FB-48213" are how some services show their codes).
_ISSUE_KEY_BEFORE = re.compile(r"(?<![\w-])[A-Z]{3,10}-$")
_ISSUE_KEY = re.compile(r"[A-Z]{3,10}-\d{1,6}")
# "Your code", "ваш код": the reader's own code, as a one-time code is handed over.
_YOURS = re.compile(r"your|ihr|votre|tu|seu|su|ваш", re.IGNORECASE)


@dataclass(frozen=True)
class OtpGuess:
    """The code as a user would type it, how sure the evidence makes us (in [0, 1]), the words
    around it (plain text, at most 160 characters, with the code in it) and how long the mail
    says it is valid, in seconds (None when it does not say)."""

    code: str
    confidence: float
    excerpt: str
    expires_seconds: int | None


@dataclass(frozen=True)
class _Candidate:
    code: str
    start: int
    end: int
    shape: float
    needs_keyword: bool
    kind: str  # "digits", "grouped", "spaced" or "mixed": list siblings share kind and length


@dataclass(frozen=True)
class _Hit:
    start: int
    end: int
    weight: float
    one_time: bool = False  # names a one-time code outright ("verification code", "验证码")
    confirmation: bool = False  # ... as a confirmation's ("confirmation code", "รหัสยืนยัน")
    warning: bool = False  # in a "we will never ask for your code" sentence: introduces nothing


@dataclass(frozen=True)
class _Scored:
    code: str
    score: float
    coupon: bool
    start: int
    end: int
    registry: bool = False  # labelled right here as a registration, tax or company number


@dataclass(frozen=True)
class _Mail:
    """What is known of the whole mail before any candidate is scored."""

    mail_level: float
    marketing: _Asked
    backup_codes: bool
    labels: tuple[re.Pattern[str], ...]  # patterns that name something else right before a number
    spent_notice: _Asked  # the mail says a code was used or expired and gives no new one
    meeting: _Asked  # a meeting invitation: its passcodes and PINs are shared on purpose


def find_otp(subject: str, bodies: Iterable[str]) -> OtpGuess | None:
    """Return the most likely one-time code in ``subject`` and ``bodies``, or None."""
    sources = [_prepare(subject[:MAX_SUBJECT_CHARS])] + [
        _prepare(body[:MAX_TEXT_CHARS]) for body in bodies
    ]
    not_codes = [list(signals.NOT_A_CODE_SCAN.finditer(text)) for text in sources]
    found = {kind for matches in not_codes for m in matches for kind in _kinds(m)}
    # "Auth code" is the bank's approval number only on a card receipt.
    receipt = "card_auth" in found and any(signals.CARD_RECEIPT.search(t) for t in sources)
    hits, things_named = [], []
    for text, matches in zip(sources, not_codes, strict=True):
        spans = [m.span() for m in matches if receipt or not m.group("card_auth")]
        source_hits, thing_ends = _keyword_hits(text, spans)
        hits.append(source_hits)
        things_named.append(thing_ends)
    if not any(hit.one_time for source_hits in hits for hit in source_hits):
        # A mail that names no one-time code: "X code" is the code of whatever X is.
        for index, text in enumerate(sources):
            hits[index], things_named[index] = _things_codes(
                sources, text, hits[index], things_named[index]
            )
    mail_level = 0.0
    for index, source_hits in enumerate(hits):
        for hit in source_hits:
            # A warning's code word, or one with its own value ("tariff code E7", "exited with
            # code 2"), says nothing of the mail's other numbers.
            if not hit.warning and not _OWN_VALUE.match(sources[index], hit.end):
                mail_level = max(mail_level, _MAIL_LEVEL[hit.weight])
    if not any(hits):  # no code word anywhere: no number of the mail is a code
        return None
    if not _has_a_purpose(sources, hits):  # a bare "code" word: no code to type
        return None
    labels = _LABELS_ON_A_RECEIPT if receipt else _LABELS
    mail = _Mail(
        mail_level,
        _Asked(lambda: any(vocab.PROMO_WORDS.search(text) for text in sources)),
        "backup" in found,
        labels,
        spent_notice=_Asked(lambda: notices.spent_notice(sources)),
        meeting=_Asked(lambda: notices.meeting_invitation(sources)),
    )
    best: dict[str, _Scored] = {}
    where: dict[str, int] = {}
    seen_in: dict[str, set[bool]] = {}
    order: dict[str, int] = {}
    # Coupons and registry numbers: what they are in one place, they are everywhere.
    coupons: set[str] = set()
    for index, (text, source_hits) in enumerate(zip(sources, hits, strict=True)):
        for scored in _score_source(text, source_hits, things_named[index], mail):
            code = scored.code
            if scored.coupon or scored.registry:
                coupons.add(code)
            if code not in best or scored.score > best[code].score:
                best[code], where[code] = scored, index
            seen_in.setdefault(code, set()).add(index == 0)
            order.setdefault(code, len(order))
    for code in coupons:  # a coupon in one place is a coupon in the subject too, and so on
        best.pop(code, None)
    if not best:
        return None
    score = {code: scored.score for code, scored in best.items()}
    for code, places in seen_in.items():
        if len(places) == 2 and code in score:
            score[code] += _SUBJECT_AND_BODY_BONUS
    ranked = sorted(score, key=lambda c: (-score[c], order[c]))
    code = ranked[0]
    if score[code] < _MIN_SCORE:
        return None
    confidence = min(0.99, score[code])
    if len(ranked) > 1:
        confidence -= _AMBIGUITY * max(0.0, score[ranked[1]] - (score[code] - 0.2))
    text, chosen = sources[where[code]], best[code]
    return OtpGuess(
        code=code,
        confidence=round(max(_MIN_SCORE, confidence), 2),
        excerpt=_excerpt(text, chosen),
        expires_seconds=expiry_seconds(text, chosen.start, chosen.end),
    )


def _has_a_purpose(sources: list[str], hits: list[list[_Hit]]) -> bool:
    """The mail gives its reader a code to type: a one-time phrase names one ("verification
    code", "OTP", "验证码"), the subject speaks of a code or of what a code is typed for, or
    near a code or sign-in word stands a call to enter, type, use or copy it, "here is a new
    code", or a validity of a day or less ("valid for 10 minutes"); near a code word also what
    it is for (signing in, verifying, approving, resetting, paying, continuing), a "do not
    share it", or the reader's own code ("Your code:"). A bare "code" word, or a bare sign-in
    word, with none of these gives no code."""
    if any(hit.one_time for source_hits in hits for hit in source_hits):
        return True
    if any(not hit.warning for hit in hits[0]) or purpose.PURPOSE_WORDS.search(sources[0]):
        return True
    for text, source_hits in zip(sources, hits, strict=True):
        for hit in source_hits:
            if hit.warning:
                continue
            lo, hi = max(0, hit.start - _PURPOSE_REACH), hit.end + _PURPOSE_REACH
            near = text[lo:hi]
            valid = expiry_seconds(near, hit.start - lo, hit.end - lo)
            if (
                signals.CALL_TO_ACTION.search(near)
                or notices.names_a_new_code(near)
                or (valid is not None and valid <= _ONE_TIME_VALIDITY)
            ):
                return True
            if hit.weight != _CONTEXT and (
                purpose.PURPOSE_WORDS.search(near)
                or any(o.weight == _CONTEXT and lo <= o.start < hi for o in source_hits)
                or (hit.weight == _STRONG and _YOURS.match(text, hit.start))
            ):
                return True
    return False


def _union(*patterns: re.Pattern[str]) -> re.Pattern[str]:
    """One pattern for several label patterns: a single pass over the words before a number."""
    return re.compile("|".join(p.pattern for p in patterns), re.IGNORECASE)


_ACRONYM = re.compile(f"(?-i:{signals.REGISTRY_ACRONYM.pattern})")
_LABEL_PATTERNS = (
    vocab.DISTRACTOR_BEFORE,
    vocab.NOT_A_CODE_PHRASES,
    signals.REGISTRY_LABEL,
    signals.NOT_A_CODE_EXTRA,
    _ACRONYM,
    notices.REFERENCE_LABEL,
    things.THING_COMPOUND,
)
_LABELS = (_union(*_LABEL_PATTERNS),)
_LABELS_ON_A_RECEIPT = (_union(*_LABEL_PATTERNS, signals.CARD_AUTH_LABEL),)


def _kinds(match: re.Match[str]) -> Iterator[str]:
    yield from (kind for kind in ("backup", "card_auth") if match.group(kind))


def _excerpt(text: str, scored: _Scored) -> str:
    """The words around the code on one line of plain text, the code written as typed."""
    room = (_EXCERPT_CHARS - len(scored.code)) // 2 - 2
    before = " ".join(text[max(0, scored.start - room * 2) : scored.start].split())
    after = " ".join(text[scored.end : scored.end + room * 2].split())
    if len(before) > room:
        cut = before[-room:]
        before = cut[cut.find(" ") + 1 :] if " " in cut else cut
    if len(after) > room:
        cut = after[:room]
        after = cut[: cut.rfind(" ")] if " " in cut else cut
    gap_before = " " if text[scored.start - 1 : scored.start].isspace() else ""
    gap_after = " " if text[scored.end : scored.end + 1].isspace() else ""
    return (before + gap_before + scored.code + gap_after + after).strip()[:_EXCERPT_CHARS]


def _prepare(text: str) -> str:
    text = ascii_digits_and_visible(unicodedata.normalize("NFKC", text))
    return _URL_OR_ADDRESS.sub(" ", text.replace("\r", ""))


def _keyword_hits(text: str, not_codes: list[tuple[int, int]]) -> tuple[list[_Hit], list[int]]:
    """The code words of ``text`` and where each code word that names a thing's code ends."""
    matches = [
        (m, weight)
        for pattern, weight in (
            (vocab.STRONG_CODE_PHRASES, _STRONG),
            (vocab.CODE_WORDS, _CODE),
            (vocab.CONTEXT_WORDS, _CONTEXT),
        )
        for m in pattern.finditer(text)
    ]
    if not matches:  # most parts of most mails: spare the scan for "zip code" and the like
        return [], []
    excluded = [m.span() for m in vocab.NOT_A_CODE_PHRASES.finditer(text)] + not_codes
    # "Your PIN code was changed": a secret the reader has, not a code the mail gives.
    excluded += purpose.changed_sentences(text)
    warnings = purpose.warning_sentences(text)

    def allowed(span: tuple[int, int]) -> bool:
        return not any(s < span[1] and span[0] < e for s, e in excluded)

    found, thing_ends = [], []
    for m, weight in matches:
        start, end = m.span()
        one_time = weight == _STRONG and _one_time_phrase(text, start, end)
        # "Appointment code", "código de la reunión": the code of a thing, not a sign-in's.
        if not allowed((start, end)) or _an_annotation(text, start, end, weight):
            continue
        if weight != _CONTEXT and things.names_another_thing(text, start, end, one_time):
            thing_ends.append(end)
        else:
            confirmation = one_time and bool(signals.CONFIRMATION_WORD.search(text, start, end))
            warning = any(s <= start and end <= e for s, e in warnings)
            found.append(_Hit(start, end, weight, one_time and not warning, confirmation, warning))
    return sorted(found, key=lambda hit: hit.start), sorted(thing_ends)


def _one_time_phrase(text: str, start: int, end: int) -> bool:
    """A strong phrase that is, or runs on into, a one-time phrase: "Votre code de
    vérification", "Tu código de verificación", "Ваш код підтвердження"."""
    found = vocab.ONE_TIME_CODE_PHRASES.search(text, start, end + _ONE_TIME_RUN_ON)
    return found is not None and found.start() < end


def _names_another_value(text: str, hit: _Hit, candidate: _Candidate) -> bool:
    """The code word after the candidate has a value of its own right after it, another
    than the candidate ("meter 48213390, tariff code E7"): it names that value."""
    value = _OWN_VALUE.match(text, hit.end)
    if value is None:
        return False
    value_start = value.end() - len(value.group().lstrip(" \t:：#="))
    return not text.startswith(text[candidate.start : candidate.end], value_start)


def _an_annotation(text: str, start: int, end: int, weight: float) -> bool:
    """A bare code word in parentheses with its value ("rejected (code 48213)", "[code
    4821]"): the code of what the sentence reports, an error's or a status's."""
    return (
        weight == _CODE
        and text[start - 1 : start] in ("(", "[")
        and _ANNOTATION_CLOSE.match(text, end) is not None
    )


def _things_codes(
    sources: list[str], text: str, hits: list[_Hit], thing_ends: list[int]
) -> tuple[list[_Hit], list[int]]:
    """Move the bare code words that a noun qualifies ("Tariff code", "Código de farmacia",
    "发票号码") from the hits to the things' codes. A noun the mail repeats is its own name
    ("Northlot code: 447120" in a mail from Northlot), and a line that speaks of signing in
    ("Guard code to log in") makes it a sign-in's: then that code is the mail's."""
    kept, taken = [], []
    for hit in hits:
        noun = things.qualifier(text, hit.start, hit.end) if hit.weight == _CODE else None
        if (
            noun
            and sum(source.count(noun) for source in sources) < 2
            and not _signs_in_on_its_line(text, hit, hits)
        ):
            taken.append(hit.end)
        else:
            kept.append(hit)
    return (kept, sorted(thing_ends + taken)) if taken else (hits, thing_ends)


def _signs_in_on_its_line(text: str, hit: _Hit, hits: list[_Hit]) -> bool:
    line_start = text.rfind("\n", 0, hit.start) + 1
    line_end = text.find("\n", hit.end)
    line_end = len(text) if line_end < 0 else line_end
    return any(other.weight == _CONTEXT and line_start <= other.start < line_end for other in hits)


def _candidates(text: str) -> Iterator[_Candidate]:
    for m in _NUMERIC.finditer(text):
        digits = m.group()
        shape = _NUMERIC_SHAPE[len(digits)]
        if len(digits) == 4 and _YEAR.fullmatch(digits):
            shape += _YEAR_SHAPE
        yield _Candidate(digits, m.start(), m.end(), shape, needs_keyword=False, kind="digits")
    for m in _GROUPED.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        if len(digits) in _GROUPED_SHAPE:
            shape = _GROUPED_SHAPE[len(digits)]
            if _DATE.fullmatch(m.group()):
                shape += _DATE_SHAPE
            yield _Candidate(digits, m.start(), m.end(), shape, needs_keyword=False, kind="grouped")
    for m in _SPACED.finditer(text):
        code = m.group().replace(" ", "")
        yield _Candidate(code, m.start(), m.end(), _SPACED_SHAPE, needs_keyword=True, kind="spaced")
    for pattern in (_ALNUM, _ALNUM_DASHED):
        for m in pattern.finditer(text):
            code = m.group().replace("-", "")
            if code.isdigit() or code.isalpha():
                continue
            shape = _WORDLIKE_SHAPE if _WORD_LIKE.search(m.group()) else _MIXED_SHAPE
            yield _Candidate(code, m.start(), m.end(), shape, needs_keyword=True, kind="mixed")


class _Asked:
    """A question about the whole mail (does it speak of sales? is it a meeting invitation?),
    answered once, when first asked: most mails have no candidate that gets that far."""

    def __init__(self, answer: Callable[[], bool]) -> None:
        self._ask: Callable[[], bool] | None = answer
        self._answer = False

    def __bool__(self) -> bool:
        if self._ask is not None:
            self._answer, self._ask = self._ask(), None
        return self._answer


def _score_source(
    text: str, hits: list[_Hit], thing_ends: list[int], mail: _Mail
) -> Iterator[_Scored]:
    candidates = sorted(_candidates(text), key=lambda c: c.start)[:_MAX_CANDIDATES]
    starts = [c.start for c in candidates]
    hit_starts = [h.start for h in hits]
    runs = [(m.start(), m.end()) for m in _DIGIT_RUN.finditer(text)]
    run_starts = [start for start, _ in runs]
    lists = _ListedCodes(text, candidates)
    pairs = notices.listed_pairs(text) if any(c.kind == "grouped" for c in candidates) else None
    counts: dict[str, int] = {}
    for candidate in candidates:
        counts[candidate.code] = counts.get(candidate.code, 0) + 1
    for candidate in candidates:
        lo = bisect_left(hit_starts, candidate.start - 400)
        hi = bisect_right(hit_starts, candidate.end + 80)
        evidence, keyword_gap, named_one_time, named_sign_in = 0.0, None, False, False
        for hit in hits[lo:hi]:
            if hit.start >= candidate.end:
                if _names_another_value(text, hit, candidate):
                    continue  # "48213390, tariff code E7": the word names its own value
            elif hit.warning:
                continue  # "We will never ask for your code" introduces no number after it
            factor, gap = _proximity(hit, candidate)
            if factor and hit.end <= candidate.start:
                between = bisect_left(starts, candidate.start) - bisect_left(starts, hit.end)
                factor *= _OTHER_CANDIDATE_BETWEEN if between else 1.0
                keyword_gap = gap if keyword_gap is None else min(keyword_gap, gap)
            evidence = max(evidence, factor * hit.weight)
            attached = hit.one_time and factor >= _ATTACHED
            named_one_time = named_one_time or attached
            named_sign_in = named_sign_in or (attached and not hit.confirmation)
        if candidate.needs_keyword and evidence < _NEEDS_KEYWORD_EVIDENCE:
            continue
        score = candidate.shape + _KEYWORD_GAIN * max(evidence, mail.mail_level)
        penalty = _distractor_penalty(text, candidate, keyword_gap, mail.labels, hits, hit_starts)
        score -= penalty
        registry = penalty == _LABEL_PENALTY and _registry_before(text, candidate)
        if not penalty and _a_things_code(thing_ends, candidate, keyword_gap):
            score -= _LABEL_PENALTY
            registry = True  # a booking's or a meeting's code here is one everywhere
        # An occurrence other distractors already rule out is not worth the promo search.
        promo = score > 0 and not named_one_time and _promo_around(text, candidate)
        if promo:
            score -= _PROMO_PENALTY
        elif (
            candidate.needs_keyword
            and _COUPON_SHAPE.fullmatch(candidate.code)
            and (mail.marketing or (not named_one_time and _a_word_in(candidate.code)))
        ):
            # A word and a number (SAVE20, ROAM10) is a coupon's or a plan's name, in a mail
            # about sales or wherever no one-time phrase names it.
            score -= _COUPON_IN_MARKETING_PENALTY
        run = bisect_right(run_starts, candidate.start) - 1
        if run >= 0 and _part_of_longer_number(text, runs[run], candidate):
            score -= _LONGER_NUMBER_PENALTY
        if score >= _MIN_SCORE - 0.2 and _in_imprint(text, candidate, keyword_gap, hits):
            registry = True  # a legal footer's number: never a code, here or elsewhere
        if score >= _MIN_SCORE - 0.2:  # the rest cannot win: spare them the finer features
            score += _features(text, candidate, evidence, named_one_time, mail, lists)
            if named_one_time and not named_sign_in and _in_a_travel_booking(text, candidate):
                score -= _LABEL_PENALTY
            if (
                mail.meeting
                or (pairs and candidate.kind == "grouped" and candidate.code in pairs)
                or _after_a_meeting_id(text, candidate)
            ):
                score -= _NOTICE_PENALTY
            score += _REPEATED_BONUS if counts[candidate.code] > 1 else 0.0
            score += _EARLY_BONUS if candidate.start < _EARLY_CHARS else 0.0
        yield _Scored(candidate.code, score, promo, candidate.start, candidate.end, registry)


def _features(
    text: str,
    candidate: _Candidate,
    evidence: float,
    named_one_time: bool,
    mail: _Mail,
    lists: _ListedCodes,
) -> float:
    """Isolation, a call to action, and the hard negatives around a candidate."""
    line = _line_of(text, candidate)
    alone = line.strip(" \t:.[]()*") == text[candidate.start : candidate.end]
    score = _OWN_LINE_BONUS if alone else 0.0
    if signals.LOG_LINE.search(line) or _between_log_lines(text, candidate):
        score -= _LOG_LINE_PENALTY
    before, after = _sentence_around(text, candidate)
    spent = mail.spent_notice or _says_spent(before) or _says_spent(after)
    if spent and not notices.names_a_new_code(before):
        score -= _SPENT_PENALTY
    if lists.is_listed(candidate):
        score -= _BACKUP_LIST_PENALTY if mail.backup_codes else _LIST_PENALTY
    if not named_one_time and _among_number_talk(text, candidate, evidence, before, line):
        score -= _NUMBER_TALK_PENALTY
    if evidence and signals.CALL_TO_ACTION.search(
        text, max(0, candidate.start - 60), candidate.start
    ):
        score += _CALL_TO_ACTION_BONUS
    return score


def _between_log_lines(text: str, candidate: _Candidate) -> bool:
    """A line of a log block: the lines right above and below it (no blank line between) are
    log or test output, whatever this one looks like ("  user_id: 482913" in a trace)."""
    start = text.rfind("\n", max(0, candidate.start - _LINE_REACH), candidate.start)
    end = text.find("\n", candidate.end, candidate.end + _LINE_REACH)
    if start <= 0 or end < 0:
        return False
    above = text[text.rfind("\n", max(0, start - _LINE_REACH), start) + 1 : start]
    below_end = text.find("\n", end + 1, end + 1 + _LINE_REACH)
    below = text[end + 1 : len(text) if below_end < 0 else below_end]
    return bool(
        above.strip()
        and below.strip()
        and signals.LOG_LINE.search(above)
        and signals.LOG_LINE.search(below)
    )


def _after_a_meeting_id(text: str, candidate: _Candidate) -> bool:
    """A passcode on the line of a meeting's ID, or on the next: the meeting's, shared on
    purpose ("Webinar ID: 881 0244 1190 · Passcode: 270314")."""
    window = text[max(0, candidate.start - 160) : candidate.start]
    return notices.MEETING_ID_BEFORE.search(window) is not None


def _among_number_talk(
    text: str, candidate: _Candidate, evidence: float, sentence_before: str, line: str
) -> bool:
    """Lottery, sports or statistics words around the candidate. When a code word introduces
    it ("Your Northlot code:"), only the words of its own sentence and line count: a jackpot
    in the next paragraph is the newsletter's, not this number's."""
    if evidence >= _CODE:
        return bool(signals.NUMBER_TALK.search(sentence_before) or signals.NUMBER_TALK.search(line))
    window = text[max(0, candidate.start - 80) : candidate.end + 80]
    return signals.NUMBER_TALK.search(window) is not None


def _in_a_travel_booking(text: str, candidate: _Candidate) -> bool:
    """Flights, hotels, seats around a code named only as a confirmation's: a booking's."""
    window = text[max(0, candidate.start - 120) : candidate.end + 120]
    return signals.TRAVEL_BOOKING.search(window) is not None


def _line_of(text: str, candidate: _Candidate) -> str:
    """The candidate's line, at most ``_LINE_REACH`` characters either side of it."""
    lo = max(0, candidate.start - _LINE_REACH)
    hi = candidate.end + _LINE_REACH
    line_start = text.rfind("\n", lo, candidate.start) + 1 or lo
    line_end = text.find("\n", candidate.end, hi)
    return text[line_start : min(len(text), hi) if line_end < 0 else line_end]


_TEXT_LINE = re.compile(r"^[ \t]*\S", re.MULTILINE)  # where each line with text starts
_SENTENCE_END = re.compile(r"[.!?。！？।؟۔](?:\s|$)")
_SENTENCE_REACH = 100


def _sentence_around(text: str, candidate: _Candidate) -> tuple[str, str]:
    """The words of the candidate's sentence before and after it (lines do not end sentences:
    a code often stands alone on its line between the words about it)."""
    before = text[max(0, candidate.start - _SENTENCE_REACH) : candidate.start]
    ends = list(_SENTENCE_END.finditer(before))
    if ends:
        before = before[ends[-1].end() :]
    after = text[candidate.end : candidate.end + _SENTENCE_REACH]
    end = _SENTENCE_END.search(after)
    return before, after if end is None else after[: end.start()]


def _says_spent(words: str) -> bool:
    for m in signals.CODE_SPENT.finditer(words):
        # "If the code has expired, ask for a new one" is a condition, not a statement.
        if not signals.CONDITIONAL.search(words, max(0, m.start() - 40), m.start()):
            return True
    return False


class _ListedCodes:
    """Which candidates stand in a list: two or more other codes of the same shape and length
    within a couple of lines (backup codes, lottery numbers, a table of identifiers). Blank lines
    do not count: an HTML list renders its items as paragraphs, a blank line between each."""

    def __init__(self, text: str, candidates: list[_Candidate]) -> None:
        self._text = text
        self._candidates = candidates
        self._lines: dict[tuple[str, int], list[tuple[int, str]]] = {}
        self._line_of: dict[int, int] = {}

    def _index(self) -> None:
        line_starts = [m.start() for m in _TEXT_LINE.finditer(self._text)]
        for candidate in self._candidates:
            line = bisect_right(line_starts, candidate.start)
            self._line_of[candidate.start] = line
            key = (candidate.kind, len(candidate.code))
            self._lines.setdefault(key, []).append((line, candidate.code))

    def is_listed(self, candidate: _Candidate) -> bool:
        if not self._line_of:  # built on first use: most candidates never get this far
            self._index()
        line = self._line_of[candidate.start]
        same_shape = self._lines[(candidate.kind, len(candidate.code))]
        lo = bisect_left(same_shape, (line - _LIST_LINES, ""))
        others: set[str] = set()
        for other_line, code in same_shape[lo:]:
            if other_line > line + _LIST_LINES:
                break
            if code != candidate.code:
                others.add(code)
                if len(others) >= 2:
                    return True
        return False


def _proximity(hit: _Hit, candidate: _Candidate) -> tuple[float, int]:
    if hit.end <= candidate.start:
        gap, table = candidate.start - hit.end, _BEFORE_PROXIMITY
    elif hit.start >= candidate.end:
        gap, table = hit.start - candidate.end, _AFTER_PROXIMITY
    else:
        return 0.0, 0
    return next((factor for limit, factor in table if gap <= limit), 0.0), gap


def _distractor_penalty(
    text: str,
    candidate: _Candidate,
    keyword_gap: int | None,
    labels: tuple[re.Pattern[str], ...],
    hits: list[_Hit],
    hit_starts: list[int],
) -> float:
    lo = max(0, candidate.start - 32)
    before = text[lo : candidate.start]
    # A label followed by its own value on an earlier line ("account player_8812:" then the
    # code on the next line) names that value, not this candidate.
    spans = [
        m.span()
        for pattern in labels
        for m in pattern.finditer(before)
        if not _VALUE_THEN_NEWLINE.search(before, m.end())
    ]
    if spans:
        label_start, label_end = max(spans, key=lambda span: span[1])
        gap = len(before) - label_end
        if (
            (keyword_gap is None or gap < keyword_gap)
            and not _introduced_by_a_code_line(text, lo + label_end, candidate, hits, hit_starts)
            and not _in_a_one_time_sentence(text, lo + label_start, lo + label_end, candidate, hits)
        ):
            return _LABEL_PENALTY
    after = text[candidate.end : candidate.end + 24].lstrip(" ")
    if vocab.DISTRACTOR_AFTER.match(after) or _CURRENCY_BEFORE.search(before):
        return _UNIT_PENALTY
    if vocab.ADDRESS_AFTER.search(after) or (
        len(candidate.code) == 5 and _US_STATE_BEFORE.search(before)
    ):
        return _ADDRESS_PENALTY
    prefix = before.rstrip(" ")[-1:]
    if prefix in ("#", "+", "№"):
        return _SIGN_PENALTY
    if _ISSUE_KEY_BEFORE.search(before) or _ISSUE_KEY.fullmatch(
        text, candidate.start, candidate.end
    ):
        return _LABEL_PENALTY  # "PLAT-4821", "SUP-1182", "PLT-224": a tracker's issue
    return 0.0


_WORD_CHAR = re.compile(r"[^\W\d_]")


def _in_a_one_time_sentence(
    text: str, label_start: int, label_end: int, candidate: _Candidate, hits: list[_Hit]
) -> bool:
    """The label is a word of a sentence that names a one-time code and ends with the
    candidate ("Your one-time passcode for the card ending 4417 is 437947", "Ihr
    Bestätigungscode für das Kundenportal lautet: 704 352"): words stand between the label and
    the candidate, so the label names something the sentence mentions on the way, not it."""
    if not _WORD_CHAR.search(text, label_end, candidate.start):
        return False  # "Account 583920", "card ending 4417": the label's own value
    for hit in hits:
        if hit.one_time and label_start - _ONE_TIME_SENTENCE_REACH <= hit.end <= label_start:
            between = text[hit.end : candidate.start]
            if "\n\n" not in between and not _SENTENCE_END.search(between):
                return True
    return False


def _introduced_by_a_code_line(
    text: str, label_end: int, candidate: _Candidate, hits: list[_Hit], hit_starts: list[int]
) -> bool:
    """The label is a word of the sentence that introduces the candidate, not the candidate's
    label: the candidate is shown on a line of its own below a line that ends in a colon and
    speaks of a code or asks to type it ("Your sign-in code for your account:", "on your new
    phone, enter:"). A label row ("Account number:") names no code and asks nothing."""
    if "\n" not in text[label_end : candidate.start]:
        return False
    line_end = text.find("\n", candidate.end)
    line_end = len(text) if line_end < 0 else line_end
    own_line_start = text.rfind("\n", 0, candidate.start) + 1
    if text[own_line_start:line_end].strip(" \t:.[]()*") != text[candidate.start : candidate.end]:
        return False
    label_line_end = text.find("\n", label_end)
    if not text[label_end:label_line_end].rstrip().endswith((":", "：")):
        return False
    # The label's sentence: from the last sentence end before it on its line.
    line_start = text.rfind("\n", 0, label_end) + 1
    ends = list(_SENTENCE_END.finditer(text, line_start, label_end))
    sentence_start = ends[-1].end() if ends else line_start
    first = bisect_left(hit_starts, sentence_start)
    if any(hit.weight >= _CODE for hit in hits[first:] if hit.start < label_line_end):
        return True
    return signals.CALL_TO_ACTION.search(text, sentence_start, label_line_end) is not None


_REGISTRY_BEFORE = re.compile(
    f"(?:{signals.REGISTRY_LABEL.pattern}|{_ACRONYM.pattern})" + r"[\s:.#№°-]{0,4}$", re.IGNORECASE
)


def _a_things_code(thing_ends: list[int], candidate: _Candidate, keyword_gap: int | None) -> bool:
    """Labelled by a code word that names a thing's code ("Código de cita", "予約コード"),
    nearer than any code word of its own."""
    index = bisect_right(thing_ends, candidate.start) - 1
    if index < 0:
        return False
    gap = candidate.start - thing_ends[index]
    return gap <= _THING_LABEL_REACH and (keyword_gap is None or gap < keyword_gap)


def _registry_before(text: str, candidate: _Candidate) -> bool:
    """A registration, tax or company label right before the candidate ("CIF B12345678")."""
    return _REGISTRY_BEFORE.search(text, max(0, candidate.start - 40), candidate.start) is not None


def _in_imprint(
    text: str, candidate: _Candidate, keyword_gap: int | None, hits: list[_Hit]
) -> bool:
    """On a line after a register, tax or postcode label (nearer than any code word), or in a
    paragraph that reads as a legal footer and has no code word of its own."""
    lo = max(0, candidate.start - _LINE_REACH)
    line_start = text.rfind("\n", lo, candidate.start) + 1 or lo
    mark_end = max(
        (m.end() for m in imprint.REGISTRY_MARK.finditer(text, line_start, candidate.start)),
        default=-1,
    )
    if mark_end >= 0 and (keyword_gap is None or candidate.start - mark_end < keyword_gap):
        return True
    first, last, marks = imprint.imprint_paragraph(text, candidate.start, candidate.end)
    if not marks:
        return False
    # A code word right before a register's name ("Код ОКПО", "code APE") names that number.
    return not any(
        first <= hit.start < last
        and hit.weight >= _CODE
        and not any(s <= hit.end + 1 and hit.start < e for s, e in marks)
        for hit in hits
    )


_VOWELS = frozenset("AEIOU")


def _a_word_in(code: str) -> bool:
    """Four letters or more in a row with two vowels among them: a word (BLOOM15, ROAM10,
    LEIS7), which generated codes avoid (YPLP6, WVMN7, 6AHQF)."""
    return any(sum(char in _VOWELS for char in m.group()) >= 2 for m in _WORD_LIKE.finditer(code))


def _promo_around(text: str, candidate: _Candidate) -> bool:
    window = text[max(0, candidate.start - 80) : candidate.end + 80]
    return bool(vocab.PROMO_WORDS.search(window))


def _part_of_longer_number(text: str, run: tuple[int, int], candidate: _Candidate) -> bool:
    start, end = run
    if not start <= candidate.start < end:
        return False
    if text[start] == "+":
        return True
    outside = text[start : candidate.start] + " " + text[candidate.end : end]
    groups = re.findall(r"\d+", outside)
    return bool(groups) and (len(groups) >= 2 or max(len(g) for g in groups) >= 3)
