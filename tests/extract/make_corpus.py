"""Write the extraction corpus: ``corpus/*.eml`` and ``corpus/expected.json``.

Run ``.venv/bin/python tests/extract/make_corpus.py`` after changing ``corpus_cases.py``; the
output is deterministic (fixed dates, ids and MIME boundaries), so a re-run without changes
leaves git clean. All brands and domains are invented (``*.test``, ``example.com``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from email.header import Header
from email.message import EmailMessage
from email.policy import SMTP
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.extract.corpus_cases import CASES, Mail

CORPUS = Path(__file__).resolve().parent / "corpus"


def build(mail: Mail) -> bytes:
    """The raw bytes of ``mail`` as an SMTP client would send them."""
    if mail.raw is not None:
        return mail.raw
    message = EmailMessage()
    message["From"] = mail.sender
    message["To"] = mail.to
    message["Date"] = "Mon, 13 May 2024 09:00:00 +0000"
    message["Message-ID"] = f"<{mail.name}@corpus.mailsocket.test>"
    if mail.subject_charset is None:
        message["Subject"] = mail.subject
    if mail.text is not None and mail.html is not None:
        message.set_content(mail.text, charset=mail.charset, cte=mail.cte)
        message.add_alternative(mail.html, subtype="html", charset=mail.charset, cte=mail.cte)
    elif mail.html is not None:
        message.set_content(mail.html, subtype="html", charset=mail.charset, cte=mail.cte)
    else:
        message.set_content(mail.text or "", charset=mail.charset, cte=mail.cte)
    if mail.attachment is not None:
        filename, content = mail.attachment
        message.add_attachment(
            content, maintype="application", subtype="octet-stream", filename=filename
        )
    for index, part in enumerate(message.walk()):
        if part.is_multipart():
            part.set_boundary(f"=_corpus_{mail.name}_{index}")
    raw = message.as_bytes(policy=SMTP)
    if mail.subject_charset is not None:
        encoded = Header(mail.subject, mail.subject_charset).encode()
        raw = f"Subject: {encoded}\r\n".encode("ascii") + raw
    return raw


def write_set(cases: Sequence[Mail], directory: Path) -> None:
    """Write ``cases`` as ``directory/*.eml`` plus ``expected.json``; drop stale files."""
    directory.mkdir(exist_ok=True)
    names = [mail.name for mail in cases]
    if len(set(names)) != len(names):
        raise SystemExit("duplicate case names")
    for stale in directory.glob("*.eml"):
        if stale.stem not in names:
            stale.unlink()
    expected = {}
    for mail in cases:
        (directory / f"{mail.name}.eml").write_bytes(build(mail))
        expected[f"{mail.name}.eml"] = {"otp": mail.otp, "magic_link": mail.link}
    text = json.dumps(expected, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    (directory / "expected.json").write_text(text, encoding="utf-8")
    print(f"wrote {len(cases)} mails to {directory}")


def main() -> None:
    write_set(CASES, CORPUS)


if __name__ == "__main__":
    main()
