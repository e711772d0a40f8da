"""MIME parsing: structures, encodings and charsets, and mail too broken to read cleanly."""

from __future__ import annotations

import base64
import email.policy
from email.header import Header
from email.message import EmailMessage

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mailsocket_mcp.mail.parse import ParsedMail, parse_message


def _mail(
    text: str | None, html: str | None, *, charset: str = "utf-8", cte: str = "base64"
) -> bytes:
    message = EmailMessage()
    message["From"] = "Nimbus <no-reply@nimbus.test>"
    message["To"] = "dev@inbox.test"
    message["Subject"] = "Hello"
    if text is not None:
        message.set_content(text, charset=charset, cte=cte)
    if html is not None:
        if text is None:
            message.set_content(html, subtype="html", charset=charset, cte=cte)
        else:
            message.add_alternative(html, subtype="html", charset=charset, cte=cte)
    return message.as_bytes()


def test_multipart_alternative_gives_both_the_text_and_the_html() -> None:
    parsed = parse_message(_mail("code 123456", "<p>code 123456</p>"))
    assert parsed.text.strip() == "code 123456"
    assert parsed.html.strip() == "<p>code 123456</p>"


def test_html_only_mail_has_empty_text() -> None:
    parsed = parse_message(_mail(None, "<p>hi</p>", cte="quoted-printable"))
    assert (parsed.text, parsed.html.strip()) == ("", "<p>hi</p>")


def test_text_only_mail_has_empty_html() -> None:
    parsed = parse_message(_mail("hi", None, cte="7bit"))
    assert (parsed.text.strip(), parsed.html) == ("hi", "")


@pytest.mark.parametrize(
    ("charset", "text"),
    [
        ("shift_jis", "認証コード：418207"),
        ("gb2312", "您的验证码是 683920"),
        ("gbk", "驗證碼 529013"),
        ("big5", "您的驗證碼為 529013"),
        ("euc-kr", "인증번호 583027"),
        ("koi8-r", "Ваш код: 749201"),
        ("windows-1251", "Код для входа: 3816"),
        ("iso-8859-1", "Bestätigungscode 602817"),
        ("iso-8859-15", "Montant : 10 €"),
        ("windows-1252", "Tu código: 851130"),
        ("iso-2022-jp", "ワンタイムパスワード 662094"),
    ],
)
@pytest.mark.parametrize("cte", ["base64", "quoted-printable"])
def test_body_in_any_known_charset_and_transfer_encoding_decodes_to_str(
    charset: str, text: str, cte: str
) -> None:
    assert parse_message(_mail(text, None, charset=charset, cte=cte)).text.strip() == text


def test_rfc2047_subject_and_sender_are_decoded() -> None:
    subject = Header("Код подтверждения", "koi8-r").encode()
    name = Header("云端", "gb2312").encode()
    raw = f"From: {name} <a@yunduan.test>\r\nSubject: {subject}\r\n\r\nbody\r\n".encode()
    parsed = parse_message(raw)
    assert parsed.subject == "Код подтверждения"
    assert parsed.sender == "云端 <a@yunduan.test>"


def test_unknown_charset_falls_back_without_losing_the_readable_parts() -> None:
    raw = (
        b"Subject: x\r\nContent-Type: text/plain; charset=x-martian\r\n\r\ncode 123456 \xff\xfe\r\n"
    )
    assert parse_message(raw).text.startswith("code 123456 ")


def test_mislabelled_charset_reads_utf8_bytes_declared_as_ascii() -> None:
    raw = "Subject: x\r\nContent-Type: text/plain; charset=us-ascii\r\n\r\nCódigo 851130\r\n"
    assert parse_message(raw.encode("utf-8")).text.strip() == "Código 851130"


def test_gb2312_label_on_gbk_text_still_decodes() -> None:
    body = "驗證碼 529013".encode("gbk")
    raw = b"Content-Type: text/plain; charset=gb2312\r\n\r\n" + body
    assert parse_message(raw).text == "驗證碼 529013"


# "①" (NEC row 13) is what Windows mailers write into ISO-2022-JP; the strict codec rejects it.
_JIS_CIRCLED_ONE = b"\x1b$B-!\x1b(B"


@pytest.mark.parametrize(
    ("label", "body"),
    [
        ("ISO-2022-JP", _JIS_CIRCLED_ONE + "本登録を完了してください".encode("iso-2022-jp")),
        ("iso-2022-jp", "ｶﾀｶﾅで本登録".encode("iso2022_jp_ext")),
        ("ISO-2022-JP-MS", "本登録を完了してください".encode("iso-2022-jp")),
        ("us-ascii", "本登録を完了してください".encode("iso-2022-jp")),
        (None, "本登録を完了してください".encode("iso-2022-jp")),
    ],
    ids=["nec-character", "half-width-katakana", "ms-label", "labelled-ascii", "undeclared"],
)
def test_iso_2022_jp_body_reads_as_japanese_even_when_its_strict_codec_fails(
    label: str | None, body: bytes
) -> None:
    content_type = "text/plain" + ("" if label is None else f"; charset={label}")
    raw = f"Subject: x\r\nContent-Type: {content_type}\r\n\r\n".encode() + body + b"\r\n"
    text = parse_message(raw).text
    assert "本登録" in text
    assert "\x1b" not in text


def test_iso_2022_jp_subject_split_across_encoded_words_mid_sequence_decodes() -> None:
    encoded = "【椿ショップ】本登録のお願い".encode("iso-2022-jp")
    words = [encoded[:13], encoded[13:]]  # the second word carries no shift-in of its own
    folded = "\r\n ".join(f"=?ISO-2022-JP?B?{base64.b64encode(w).decode()}?=" for w in words)
    raw = f"Subject: {folded}\r\n\r\nbody\r\n".encode()
    assert parse_message(raw).subject == "【椿ショップ】本登録のお願い"


def test_utf8_character_split_across_encoded_words_decodes() -> None:
    raw = b"Subject: =?utf-8?q?Caf=C3?= =?utf-8?q?=A9_code?=\r\n\r\nbody\r\n"
    assert parse_message(raw).subject == "Café code"


def test_raw_iso_2022_jp_subject_without_encoded_words_decodes() -> None:
    raw = b"Subject: " + "本登録のお願い".encode("iso-2022-jp") + b"\r\n\r\nbody\r\n"
    assert parse_message(raw).subject == "本登録のお願い"


def test_attachment_bodies_are_ignored() -> None:
    message = EmailMessage()
    message["Subject"] = "Statement"
    message.set_content("Your login code: 553920")
    message.add_attachment("code 999111", filename="notes.txt")
    message.add_attachment(b"%PDF 123456", maintype="application", subtype="pdf", filename="s.pdf")
    assert "999111" not in parse_message(message.as_bytes()).text


def test_line_endings_are_normalised_to_newlines() -> None:
    raw = b"Content-Type: text/plain\r\nContent-Transfer-Encoding: 7bit\r\n\r\na\r\nb\r\n"
    assert parse_message(raw).text == "a\nb\n"


GARBAGE: list[bytes] = [
    b"",
    b"\x00\xff\xfe",
    b"From:\r\n\r\n",
    b"Subject: =?utf-8?B?not base64!?=\r\n\r\n",
    b"Subject: =?x-unknown?Q?abc=FF?=\r\n\r\n",
    b'From: "unterminated <\r\nTo: ,,,@@\r\n\r\n',
    b"Content-Type: multipart/mixed; boundary=zz\r\n\r\n--zz\r\nContent-Type: text/plain\r\n",
    b"Content-Type: multipart/alternative\r\n\r\n--\r\n--\r\n",
    b'Content-Type: text/plain; charset="\r\nContent-Transfer-Encoding: base64\r\n\r\n!!!@@@',
    b"Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable"
    b"\r\n\r\n=ZZ=\r\n=4",
    b"Content-Type: multipart/mixed; boundary=a\r\n\r\n" + b"--a\r\nContent-Type: multipart/mixed; "
    b"boundary=a\r\n\r\n" * 200,
]


@pytest.mark.parametrize("raw", GARBAGE, ids=range(len(GARBAGE)))
def test_malformed_mail_never_raises(raw: bytes) -> None:
    assert isinstance(parse_message(raw), ParsedMail)


def test_truncated_mail_at_every_cut_point_never_raises() -> None:
    raw = _mail("Your verification code is 482913", "<p>Code <b>482913</b></p>")
    for cut in range(0, len(raw), 7):
        assert isinstance(parse_message(raw[:cut]), ParsedMail)


def test_byte_flipped_mail_never_raises() -> None:
    raw = bytearray(_mail("Ваш код: 749201", "<p>Ваш код</p>", charset="koi8-r"))
    for position in range(0, len(raw), 5):
        mutated = bytearray(raw)
        mutated[position] ^= 0xA5
        assert isinstance(parse_message(bytes(mutated)), ParsedMail)


# Words of plain addresses, and words with characters that make an address anything but plain.
_PLAIN_CHARS = "AbZz019!#$%&'*+/^_`{|}~-"
_WORDS = st.text(_PLAIN_CHARS + ". \t", min_size=1, max_size=10) | st.text(
    _PLAIN_CHARS + '. \t"<>@,():;[]\\=?', max_size=10
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["{0} <{1}@{2}>", '"{0}" <{1}@{2}>', "{1}@{2}", " {0}<{1}@{2}> ", "{0}{1}{2}"]),
    _WORDS,
    _WORDS,
    _WORDS,
)
def test_sender_and_recipient_read_as_the_email_package_reads_them(
    shape: str, name: str, local: str, domain: str
) -> None:
    """The plain "Name <local@domain>" forms skip the address parser: same answer, every time."""
    value = shape.format(name, local, domain)
    raw = f"From: {value}\r\nTo: {value}\r\nSubject: hi\r\n\r\nbody\r\n".encode()
    try:
        header = email.policy.default.header_factory("From", value.lstrip(" \t"))
    except Exception:  # what the email package cannot read is not compared here
        return
    expected = " ".join(str(header).split())
    parsed = parse_message(raw)
    assert (parsed.sender, parsed.to) == (expected, expected)
