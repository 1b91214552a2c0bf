"""Catalogue functions for Japanese sentences built from parts: dice as a Japanese log
says them, names of spaces listed each in 「」, and two takings said with one verb."""

from __future__ import annotations

import re
from typing import Any

from bot.i18n import french

# The engines write dice rolled as « [5, 4, 5, 6] » and dice put down as « 5 + 6 »: program
# output, which no Japanese sentence reads.
_ROLLED = re.compile(r"^\[?(\d+(?:, \d+)*)\]?$")
_PUT = re.compile(r"^\d+(?: \+ \d+)*")
# A label that is one object and its verb (« 木材5を獲得 »): the object may be a list, but
# holds no other particle を nor a quoted name (whose を would not be the label's).
_TAKING = re.compile(r"^([^を「」（）]+?)(（[^（）]*）)?を([^を「」（）、]+?)(（[^（）]*）)?$")


def _plain(value: Any) -> str:
    # Fluent hands a function its argument as a Fluent value; a string stays a str.
    return str(getattr(value, "value", value))


def faces(text: str) -> str:
    """Dice rolled or put down, as a Japanese log lists them: « [1, 4, 6] » and « 1 + 4 + 6 »
    → « 1・4・6 »; anything else stays as it is."""
    rolled = _ROLLED.match(text)
    if rolled:
        return "・".join(rolled.group(1).split(", "))
    put = _PUT.match(text)
    if put:
        return "・".join(put.group().split(" + ")) + text[put.end():]
    return text


def quoted_list(text: str) -> str:
    """Names listed with 、 (« 皿を洗う、道具 »), each in 「」 (« 「皿を洗う」「道具」 »), as
    the rulebook names a space: a list of names stays readable as names, not as verbs."""
    names = [name.strip() for name in text.split("、") if name.strip()]
    return "".join(name if name.startswith("「") else f"「{name}」" for name in names)


def one_verb(first: str, then: str, joiner: str = "、") -> str:
    """Two labels joined with 、, their verb said once when it is the same: « 木材5を獲得 » and
    « 野菜1を獲得 » → « 木材5、野菜1を獲得 »; « 1マスの柵を建てる（木材2） » and « 厩を建てる
    （石材1） » → « 1マスの柵（木材2）、厩（石材1）を建てる »: every item a noun with its cost,
    the shared verb last, so that a note after the list (« （一部だけでも可） ») follows the
    verb and is not read as the last item's second bracket (ja-251 #152)."""
    head, sep, last = first.rpartition("、")
    a, b = _TAKING.match(last), _TAKING.match(then)
    if a and b and a.group(3) == b.group(3):
        kept = a.group(1) + (a.group(2) or "") + (a.group(4) or "")
        item = b.group(1) + (b.group(2) or "") + (b.group(4) or "")
        return f"{head}{sep}{kept}{joiner}{item}を{b.group(3)}"
    return f"{continuing(first) if joiner == '、' else first}{joiner}{then}"


# A label's dictionary-form verb, and its continuing form (連用形) before 、: « スタートプレイ
# ヤーになる、食料1を獲得 » reads as a list of two things; « …になり、食料1を獲得 » as one action.
_CONTINUING = (("する", "し"), ("なる", "なり"), ("買う", "買い"), ("撒く", "撒き"),
               ("建てる", "建て"), ("使う", "使い"), ("置く", "置き"), ("掘る", "掘り"),
               ("作る", "作り"), ("取る", "取り"), ("行く", "行き"))


def continuing(label: str) -> str:
    """« 武器を作成する » → « 武器を作成し »: a verb that another label follows after 、."""
    for plain, going_on in _CONTINUING:
        if label.endswith(plain):
            return label[:-len(plain)] + going_on
    return label


# The te-form (て形) of a label's last verb: « …を配置 » + « 鉱石3を獲得 » → « …を配置して鉱石3を
# 獲得 », one action in two steps, so that a list around it (« A、B（どちらか一方でも可） »)
# keeps 、 for its own items only.
_TE = (("する", "して"), ("なる", "なって"), ("買う", "買って"), ("撒く", "撒いて"),
       ("建てる", "建てて"), ("使う", "使って"), ("置く", "置いて"), ("掘る", "掘って"),
       ("作る", "作って"), ("取る", "取って"), ("行く", "行って"))
_SURU_NOUN = re.compile(r"を[\u4e00-\u9fff]{2}$")


def then_joined(first: str, then: str) -> str:
    """« A, and then B »: « Aして B » where A ends in a verb Japanese can bend; otherwise
    « A、その後B »."""
    for plain, te in _TE:
        if first.endswith(plain):
            return f"{first[:-len(plain)]}{te}{then}"
    if _SURU_NOUN.search(first):
        return f"{first}して{then}"
    return f"{first}、その後{then}"


def times(label: str, n: int) -> str:
    """A label done ``n`` times: « レベル1の探索に行く » → « レベル1の探索に2回行く », « 武器を作成
    する » → « 武器を2回作成する », a noun « 羊1 » → « 羊1を2回 »."""
    for particle in ("に", "を"):
        head, sep, verb = label.rpartition(particle)
        if sep and verb and any(verb.endswith(plain) for plain, _ in _CONTINUING):
            return f"{head}{sep}{n}回{verb}"
    return f"{label}を{n}回"


def said_with_to(text: str) -> str:
    """Goods added up as a sentence says them: « 石材1＋食料5 » → « 石材1と食料5 », three or more
    « 木材1、石材1と食料2 » (« ＋ » is for menus and pictures, not for sentences); a list said
    with 、 alone (« ゴールド2、食料1に交換 ») takes と before its last part too."""
    parts = re.split(r" \+ |＋|、", text)
    return parts[0] if len(parts) == 1 else "、".join(parts[:-1]) + "と" + parts[-1]


_POINTS = re.compile(r"(?:^|、|と)(\d+)点(?=$|、|と)")


def takings(listing: str) -> str:
    """Rewards taken, as a sentence says them: points are gained, not taken (« 2点を取り
    ました » read oddly, ja-291's real play): « 薬草のカードと2点 » → « 薬草のカードを取り、
    2点を得ました »; points alone « 2点を得ました »; no points « …を取りました »."""
    found = _POINTS.search(listing)
    if found is None:
        return f"{listing}を取りました"
    rest = (listing[:found.start()] + listing[found.end():]).strip("、と")
    rest = rest.replace("と、", "、").replace("、と", "、")
    points = f"{found.group(1)}点を得ました"
    if not rest:
        return points
    if "と" not in rest and "、" in rest:
        head, _, last = rest.rpartition("、")
        rest = f"{head}と{last}"
    return f"{rest}を取り、{points}"


# French's rule, but a kanji or kana before the hyphen does not make it part of a word
# (« 得点-9 » is a minus): only Latin letters, digits, « - / . » do (« A-1 », « --db », « 4-7 »).
_MINUS = re.compile(r"(?<![A-Za-z0-9_\-/.])-(?=\d)")


# A computer player's name as a Japanese text says it (« コンピューター1（やさしい） », the
# catalogue's season-computer-seat) or as it is stored (« Computer 1 (easy) »), then the
# honorific the catalogue puts after every player's name: a program is no « さん ».
_COMPUTER_SAN = re.compile(r"((?:コンピューター\d+（[^（）]*）)|(?:Computer \d+ \([^()]*\)))さん")


def no_honorific_for_computers(text: str) -> str:
    """« コンピューター1（やさしい）さんから始めます » → « …（やさしい）から始めます »."""
    return _COMPUTER_SAN.sub(r"\1", text)


def typeset(text: str) -> str:
    """A hyphen standing for a minus before a number becomes the minus sign: « 花子：-9点 »
    → « 花子：−9点 », as the pictures and « 退店−19 » write it (ja-251 #102, ja-252 real
    play); ranges, options and code (« 4-7 », « --db », `…`) stay as they are."""
    out: list[str] = []
    last = 0
    for match in french._PROTECTED.finditer(text):  # the same code spans as French's
        out.append(_MINUS.sub(french.MINUS_SIGN, text[last:match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(_MINUS.sub(french.MINUS_SIGN, text[last:]))
    return no_honorific_for_computers("".join(out))


def fluent_functions() -> dict[str, Any]:
    """The Japanese catalogue's functions (names unused by the other languages')."""
    return {"ME": lambda text: faces(_plain(text)),
            "KAGI": lambda text: quoted_list(_plain(text)),
            "ONAJI": lambda first, then: one_verb(_plain(first), _plain(then)),
            "ONAJI_MATAWA": lambda first, then: one_verb(_plain(first), _plain(then), "、または"),
            "SHITE": lambda first, then: then_joined(_plain(first), _plain(then)),
            "TO": lambda text: said_with_to(_plain(text)),
            "KAI": lambda label, n: times(_plain(label), int(_plain(n))),
            "TEN": lambda text: _plain(text).replace(", ", "、"),
            "TORU": lambda text: takings(_plain(text))}
