"""Putting sentences together in a language's own punctuation.

English and French end a sentence with "." and join one player's sentences with "; "
("Ann: takes 3 wood; sends a dwarf to Logging."). Japanese ends each with "。" and writes
them one after the other with no space; its sentences name the player as "Annさんが…",
which a line that starts with the name ("Ann：…") leaves out.
"""

from __future__ import annotations

from collections.abc import Sequence

# Languages whose sentences end in "。" and follow each other with no separator.
_CJK_STOPS = frozenset({"ja"})
_ENDINGS = ("。", "！", "？", ".", "!", "?", "…")
# Japanese subjects: "Annさんが…", "Annさんは…" (the catalogue's way of naming a player).
_JA_SUBJECTS = ("さんが", "さんは")


def full_stop(lang: str) -> str:
    return "。" if lang in _CJK_STOPS else "."


def ended(text: str, lang: str) -> str:
    """``text`` as a whole sentence: its language's full stop added when it has none."""
    stripped = text.rstrip()
    if lang in _CJK_STOPS:
        return stripped if stripped.endswith(_ENDINGS) else stripped + "。"
    return stripped + "."


def without_subject(sentence: str, name: str, lang: str) -> str:
    """One of ``name``'s sentences with ``name`` left out, for a line that starts with it
    ("Ann takes 3 wood." → "takes 3 wood."; "Annさんが木材3を得ました。" → "木材3を得ました。")."""
    if lang in _CJK_STOPS:
        for subject in _JA_SUBJECTS:
            if sentence.startswith(name + subject):
                return sentence[len(name + subject):]
        return sentence
    return sentence[len(name) + 1:] if sentence.startswith(name + " ") else sentence


def joined(sentences: Sequence[str], lang: str) -> str:
    """Several sentences of one player as one: "a; b." (each full stop dropped but the
    last), or in Japanese "a。b。"."""
    if lang in _CJK_STOPS:
        return "".join(ended(s, lang) for s in sentences if s.strip())
    return "; ".join(s.rstrip().rstrip(".") for s in sentences) + "."
