"""English joins of action labels, said as a sentence goes on.

A label reads alone with its capital (« Take 2 wood », « Fence a small pasture »); joined to
another it goes on in lower case and says a verb both share once: « Take 1 wood and 1
vegetable », « Fence a small pasture (2 wood) and/or a large pasture (4 wood) », and a last
part after a choice is closed by « , then » (« … and/or build a stable (1 stone), then take
1 sheep »: a bare « and » read as one more choice). The engines write their English with
these functions and the English catalogue calls the same ones (``EN_AND``, ``EN_SAME``,
``EN_NEXT``), so the two never differ.
"""

from __future__ import annotations

from typing import Any


def _plain(value: Any) -> str:
    # Fluent hands a function its argument as a Fluent value; a string stays a str.
    return str(getattr(value, "value", value))


_SHORT_VERBS = frozenset({"Go", "Do"})


def continued(text: Any) -> str:
    """A label going on a sentence: its capital made small when it starts an ordinary word
    (« Take », « Level-1 »), not a name in capitals (« VP », « Or »)."""
    text = _plain(text)
    word = text.split(" ", 1)[0]
    # Two letters are a name's (« Or ») unless a verb (« Go on a level-1 expedition »).
    if (len(word) > 2 or word in _SHORT_VERBS) and word[0].isupper() \
            and word[1:] == word[1:].lower():
        return text[0].lower() + text[1:]
    return text


def same_once(first: Any, then: Any) -> str:
    """``then`` going on ``first``: lower case, its verb left out when it is the first's
    (or its last part's: « become starting player, take 4 food » goes on « and 2 ore »)."""
    first, then = _plain(first), continued(then)
    verb, _, rest = then.partition(" ")
    verbs = {part.split(" ", 1)[0].lower() for part in (first, first.rsplit(", ", 1)[-1])}
    if rest and verb.lower() in verbs:
        return rest
    return then


def and_same(first: Any, then: Any) -> str:
    """« a and b », b's verb said once; after an « and/or » choice, « a, then b »."""
    first = _plain(first)
    if " and/or " in first:
        return f"{first}, then {continued(then)}"
    return f"{first} and {same_once(first, then)}"


def listed(names: list[str]) -> str:
    """« a », « a and b », « a, b and c »."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def faces(text: Any) -> str:
    """Dice rolled, as a sentence lists them: « [2, 1, 2, 1] » → « 2, 1, 2 and 1 » (the
    engines keep the list in brackets for every language; no sentence reads brackets)."""
    text = _plain(text)
    if not (text.startswith("[") and text.endswith("]")):
        return text
    return listed([face.strip() for face in text[1:-1].split(",") if face.strip()] or [text])


def quoted_each(listing: Any) -> str:
    """Names listed « “a”, “b” and “c” », each quoted: a name that holds « or » (« Mead or
    Nectar ») among others read as one more choice in « Mead or Nectar, Item »."""
    return listed([f"“{name}”" for name in _plain(listing).split(", ")])


_HOW_MANY = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def dice_named(text: Any) -> str:
    """Dice put down, as a sentence says them: « 5 » → « a 5 », « 2 + 2 » → « two 2s »,
    « 2 + 3 + 6 » → « a 2, a 3 and a 6 » (the labels write a combination « 2 + 3 »;
    « places 5 on Talk to Nasty » read as a count). A list « [1, 3] » too."""
    text = _plain(text)
    faces_ = [f.strip() for f in text.strip("[]").replace(",", " + ").split(" + ")]
    if not all(face.isdigit() for face in faces_):
        return text
    counts: dict[str, int] = {}
    for face in faces_:
        counts[face] = counts.get(face, 0) + 1
    return listed([f"a {face}" if n == 1 else f"{_HOW_MANY.get(n, str(n))} {face}s"
                   for face, n in counts.items()])


FLUENT_FUNCTIONS = {"EN_AND": and_same, "EN_SAME": same_once, "EN_NEXT": continued,
                    "EN_FACES": faces, "EN_QUOTED": quoted_each, "EN_DICE": dice_named}
