"""What every held-out set 11 writer shares: the ``Case`` (labels plus how the mail is
written) and the context a scenario writes one mail in (language, sender, seeded randomness)."""

from __future__ import annotations

import base64
import random
from dataclasses import dataclass
from urllib.parse import quote

from tests.extract.heldout import Labels
from tests.extract.holdout11_lang import Lang
from tests.extract.holdout11_mail import Mail


@dataclass(frozen=True)
class Case(Labels):
    """A held-out mail: what a careful reader takes from it and how it is written."""

    lang: str
    mail: Mail
    day: int


class Ctx:
    """One mail being written: its language, sender and seeded randomness."""

    def __init__(self, lang: Lang, slot: int, brand_index: int) -> None:
        self.lang = lang
        self.slot = slot
        self.rng = random.Random(f"h11/{lang.code}/{slot}")
        self.brand, self.domain = lang.brands[brand_index % len(lang.brands)]
        self.name = lang.people[slot % len(lang.people)]
        self.charset = lang.charsets[slot % len(lang.charsets)]

    @property
    def ascii_domain(self) -> str:
        return self.domain if self.domain.isascii() else self.domain.encode("idna").decode()

    def sender(self, local: str = "no-reply", sub: str = "") -> str:
        host = f"{sub}.{self.ascii_domain}" if sub else self.ascii_domain
        return f"{self.brand} <{local}@{host}>"

    def w(self, key: str, **values: str) -> str:
        values.setdefault("brand", self.brand)
        values.setdefault("name", self.name)
        return self.lang.w[key].format(**values)

    def digits(self, count: int) -> str:
        first = str(self.rng.randint(1, 9))
        return first + "".join(str(self.rng.randint(0, 9)) for _ in range(count - 1))

    def alnum(self, count: int, alphabet: str = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789") -> str:
        while True:
            value = "".join(self.rng.choice(alphabet) for _ in range(count))
            if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
                return value

    def token(self, count: int = 32) -> str:
        alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        return "".join(self.rng.choice(alphabet) for _ in range(count))

    def hexed(self, count: int = 24) -> str:
        return "".join(self.rng.choice("0123456789abcdef") for _ in range(count))

    def case(
        self,
        sid: str,
        mail: Mail,
        *,
        otp: str | None = None,
        link: str | None = None,
        kind: str | None = None,
        kinds: tuple[str, ...] = (),
    ) -> Case:
        return Case(
            name=f"{self.lang.code}_{self.slot:02d}_{sid}",
            otp=otp,
            link=link,
            link_kind=kind if link else None,
            kinds=kinds,
            lang=self.lang.code,
            mail=mail,
            day=self.slot * 3 + len(self.lang.code),
        )


def tracked(target: str, style: str, rng: random.Random) -> str:
    """``target`` behind a click tracker as ESPs and mail gateways write them."""
    if style == "query":
        return (
            f"https://trk.mailvane.net/c/?u={quote(target, safe='')}"
            f"&m={rng.randint(1000, 9999)}&s={rng.getrandbits(32):08x}"
        )
    if style == "safelinks":
        return (
            f"https://eur03.safelinks.protection.outlook.com/?url={quote(target, safe='')}"
            f"&data=05%7C02%7C%7C{rng.getrandbits(64):016x}%7C0%7C0&sdata="
            f"{rng.getrandbits(96):024x}%3D&reserved=0"
        )
    if style == "b64path":
        blob = base64.urlsafe_b64encode(target.encode()).decode().rstrip("=")
        return f"https://links.postrelay.io/r/1/{blob}/{rng.getrandbits(24):06x}"
    if style == "b64query":
        blob = base64.b64encode(target.encode()).decode()
        return (
            f"https://go.sendwharf.com/track/click?id={rng.randint(10000, 99999)}&r={quote(blob)}"
        )
    raise ValueError(style)


def opaque(domain: str, rng: random.Random) -> str:
    """An ESP click tracker whose target is only on the tracker's server."""
    alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"
    blob = "".join(rng.choice(alphabet) for _ in range(86))
    return f"https://e.{domain}/CL0/{blob}/1/{rng.getrandbits(40):010x}"
