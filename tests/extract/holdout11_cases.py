"""Held-out set 11 for issue 21: about a third account mails (codes and links of sign-in,
verification, reset, 2FA and payment, by many senders and templates), two thirds everyday
mail that could fool a reader, across 21 languages and their usual legacy charsets.

Labels, as a careful human reader takes them: ``otp`` is what the reader types (ASCII, a
grouped "123 456" or "7KQ-2PX" typed without the space or dash); ``link`` is the href the
reader opens for their own account action (a recoverable tracker gives its decoded target,
an opaque one itself as written; IDN hosts and non-ASCII paths as written), with its kind:
``sign_in``, ``verify`` (an address), ``reset`` (also "set your password"), ``confirm`` (a
subscription, an activation) or ``other`` (an invitation). Parcel tracking, meetings,
orders, bills, newsletters and "not you? lock your account" links are not answers; nor are
order, tracking, ticket, booking, meeting, authorisation, backup or used/expired codes.

Each language's plan names its mails as ``writer[:variant][@brand]``."""

from __future__ import annotations

from collections.abc import Callable

from tests.extract import holdout11_auth as auth
from tests.extract import holdout11_daily as daily
from tests.extract.holdout11_base import Case, Ctx
from tests.extract.holdout11_lang import LANGS

WRITERS: dict[str, Callable[[Ctx, str], Case]] = {
    "code": auth.code_mail,
    "codeplain": lambda c, _: auth.code_plain(c),
    "subj": lambda c, _: auth.code_subject(c, split=False),
    "subjsplit": lambda c, _: auth.code_subject(c, split=True),
    "cdecoy": auth.code_with_decoy,
    "decoy": auth.decoy_only,
    "alt": lambda c, _: auth.code_alt(c),
    "input": lambda c, _: auth.code_input(c),
    "charrefs": lambda c, _: auth.code_charrefs(c),
    "qpbreak": lambda c, _: auth.code_qp_break(c),
    "native": lambda c, _: auth.code_native_digits(c),
    "bidi": lambda c, _: auth.code_bidi(c),
    "disagree": lambda c, _: auth.code_parts_disagree(c),
    "disagreenone": lambda c, _: auth.parts_disagree_none(c),
    "usednew": lambda c, _: auth.code_used_new(c),
    "expired": lambda c, _: auth.expired_none(c),
    "pay": lambda c, _: auth.payment_code(c),
    "backup": lambda c, _: auth.backup_codes(c, with_code=False),
    "backupcode": lambda c, _: auth.backup_codes(c, with_code=True),
    "anti": lambda c, _: auth.anti_phishing(c, with_code=True),
    "antinone": lambda c, _: auth.anti_phishing(c, with_code=False),
    "codelink": lambda c, _: auth.code_and_link(c),
    "signed": auth.signed_code,
    "rfc822own": lambda c, _: auth.attached_with_own_code(c),
    "replynew": lambda c, _: auth.reply_new_code(c),
    "link": lambda c, v: auth.link_mail(c, *v.split(":")),
    "ldecoy": auth.hidden_link_decoy,
    "order": daily.order,
    "ship": daily.shipping,
    "news": daily.newsletter,
    "alert": lambda c, _: daily.alert_lock(c),
    "pwchanged": lambda c, _: daily.account_notice(c, "pw_changed"),
    "deleted": lambda c, _: daily.account_notice(c, "deleted"),
    "invoice": lambda c, _: daily.invoice(c),
    "person": daily.person,
    "fwd": daily.forwarded_code,
    "meeting": lambda c, _: daily.meeting(c),
    "ticket": lambda c, _: daily.ticket(c),
    "receipt": lambda c, _: daily.card_receipt(c),
    "results": daily.results,
    "ci": lambda c, _: daily.ci(c),
    "digest": lambda c, _: daily.digest(c),
    "booking": lambda c, _: daily.booking(c),
    "smime": lambda c, _: daily.smime_statement(c),
    "tw": daily.taiwan,
}

PLAN: dict[str, tuple[str, ...]] = {
    "en": ("code:digits6", "link:sign_in:query", "link:reset:plain_html", "codelink",
           "ldecoy:display", "signed:pgp", "order:plain", "ship:opaque", "news:decoy", "alert",
           "ci", "digest", "results:stats", "fwd:forward", "person:pgp", "receipt", "meeting",
           "booking@1"),
    "de": ("code:alnum5", "link:verify:idn@2", "link:confirm:button@4", "cdecoy:colour", "pay@1",
           "order:idn@2", "order:qp@4", "ship:flowed", "news:plain@3", "invoice@3", "meeting",
           "results:lottery", "fwd:quote", "smime@1", "pwchanged@0", "ldecoy:offscreen@0"),
    "fr": ("code:spaced@0", "link:sign_in:generic@1", "link:reset:idn@4", "decoy:fontsize@2",
           "backup@3", "order:idn@4", "ship:query@2", "news:alnum5@4", "alert@0", "ticket@3",
           "receipt@2", "person:plain", "booking@1", "deleted@1"),
    "es": ("code:digits6@0", "subj@1", "link:sign_in:app@1", "link:confirm:form@3", "usednew@0",
           "order:plain@4", "ship:b64path@2", "news:decoy@2", "results:lottery", "results:sports",
           "receipt@2", "ticket@3", "fwd:rfc822", "link:other:safelinks@1", "booking@1"),
    "pt": ("code:digits4@1", "link:verify:b64query@1", "link:reset:text@3", "disagree@0",
           "pay@0", "order:app@2", "ship:opaque@2", "news:form@4", "results:sports",
           "results:lottery", "invoice@3", "person:plain", "alert@0", "ticket@3"),
    "it": ("code:alnum8@1", "link:sign_in:vml@0", "link:confirm:plain_html@2",
           "cdecoy:offscreen@3", "anti@0", "antinone@0", "order:area@2", "ship:plain@2",
           "news:alnum5@4", "results:lottery", "results:sports", "meeting", "receipt@2",
           "ticket@3"),
    "nl": ("code:dashed@0", "link:sign_in:flowed@1", "link:verify:area@2", "expired@0",
           "codeplain@1", "order:plain@2", "ship:vml@1", "news:decoy@4", "results:stats",
           "invoice@3", "fwd:forward", "person:smime", "meeting", "link:reset:opaque@0"),
    "pl": ("code:digits8@0", "link:reset:idn@2", "link:sign_in:lock@1", "qpbreak@0",
           "decoy:visibility@3", "order:idn@2", "order:qp@4", "ship:query@1", "news:plain@4",
           "results:lottery", "ticket@3", "receipt@4", "fwd:quote", "alert@0"),
    "tr": ("code:digits6@0", "link:verify:path@1", "link:confirm:idn@4", "subjsplit@0",
           "pay@0", "order:idn@4", "order:split@2", "ship:b64path@1", "news:alnum5@2",
           "alert@0", "results:sports", "receipt@4", "ticket@3", "results:lottery"),
    "ru": ("code:digits6@0", "link:sign_in:path@1", "link:verify:idn@2", "usednew@3",
           "backupcode@0", "charrefs@1", "order:idn@2", "order:charrefs@4", "ship:opaque@1",
           "news:decoy@2", "invoice@3", "fwd:rfc822", "meeting", "ticket@3", "person:plain"),
    "uk": ("code:digits4@1", "link:reset:path@2", "link:confirm:idn@4", "disagreenone@0",
           "alt@0", "order:idn@4", "order:split@2", "ship:query@1", "news:form@2", "alert@0",
           "person:plain", "ticket@3", "meeting", "link:sign_in:b64path@1"),
    "ar": ("native@0", "bidi@1", "link:sign_in:button@1", "link:reset:generic@4",
           "signed:smime@0", "order:native@4", "order:bidi@2", "ship:plain@4", "news:plain@2",
           "ticket@3", "invoice@3", "fwd:forward", "alert@0", "cdecoy:display@2"),
    "fa": ("native@0", "bidi@1", "link:verify:text@1", "link:other:button@3", "order:native@4",
           "order:bidi@4", "ship:opaque@2", "news:decoy@2", "ticket@3", "person:plain",
           "invoice@3", "alert@0", "pwchanged@0"),
    "he": ("code:digits6@0", "bidi@1", "link:sign_in:path@1", "link:confirm:vml@2",
           "expired@0", "order:bidi@4", "ship:query@4", "news:alnum5@2", "ticket@3",
           "fwd:quote", "invoice@3", "alert@0", "person:pgp"),
    "hi": ("native@0", "code:digits6@1", "link:verify:button@1", "link:reset:app@4", "pay@0",
           "order:native@4", "ship:plain@4", "news:decoy@2", "ticket@3", "invoice@3",
           "alert@0", "fwd:forward", "backup@1"),
    "th": ("native@0", "input@1", "link:sign_in:path@1", "link:reset:opaque@4",
           "order:native@4", "ship:plain@4", "news:plain@2", "results:lottery", "receipt@0",
           "ticket@3", "invoice@3", "alert@0", "decoy:display@2"),
    "vi": ("code:digits6@0", "link:sign_in:path@1", "link:confirm:generic@2", "rfc822own@0",
           "cdecoy:visibility@1", "order:plain@4", "ship:opaque@4", "news:alnum5@2", "meeting",
           "results:stats", "ticket@3", "invoice@3", "person:plain"),
    "id": ("code:digits6@0", "link:verify:opaque@1", "link:other:button@1", "replynew@3",
           "pay@0", "order:app@4", "ship:flowed@4", "news:decoy@2", "meeting", "receipt@4",
           "ticket@3", "results:stats", "fwd:rfc822"),
    "ja": ("native@0", "code:digits6@1", "link:sign_in:path@1", "link:reset:safelinks@0",
           "charrefs@4", "signed:pgp@3", "order:plain@4", "order:charrefs@2", "ship:vml@4",
           "news:plain@2", "results:stats", "meeting", "ticket@3", "deleted@1", "fwd:quote"),
    "zh": ("native@0", "code:digits6@1", "link:verify:path@1", "link:sign_in:text@1",
           "alt@4", "cdecoy:fontsize@0", "order:plain@4", "order:qp@2", "ship:b64path@4",
           "news:decoy@2", "meeting", "ticket@3", "invoice@3", "person:plain", "tw:code",
           "tw:ship", "tw:order"),
    "ko": ("code:digits6@0", "subj@1", "link:reset:path@2", "link:sign_in:area@1",
           "input@4", "order:plain@4", "ship:query@4", "news:alnum5@2", "results:sports",
           "meeting", "ticket@3", "deleted@1", "alert@0"),
}  # fmt: skip


def _write(lang_index: int, slot: int, spec: str) -> Case:
    lang = LANGS[lang_index]
    spec, _, brand = spec.partition("@")
    writer, _, variant = spec.partition(":")
    ctx = Ctx(lang, slot, int(brand) if brand else slot + lang_index)
    return WRITERS[writer](ctx, variant)


CASES: tuple[Case, ...] = tuple(
    _write(lang_index, slot, spec)
    for lang_index, lang in enumerate(LANGS)
    for slot, spec in enumerate(PLAN[lang.code])
)
