"""French typography: a narrow no-break space before « ; : ! ? » and inside « », set once
where French is rendered, never inside links, mentions, emoji, code or times."""

from __future__ import annotations

import re

import pytest

from bot.i18n import tr
from bot.i18n.french import _PROTECTED, NARROW_NBSP, typeset
from tests.i18n.french_render import NAMES, rendered

# Card names that the French rulebook prints in English (« Get out! »), as it prints them.
ENGLISH_AS_PRINTED = re.compile(r"^tavern-says-[a-z_]+$")


def _outside_protected(text: str) -> str:
    return _PROTECTED.sub(" ", text)


def spacing_faults(text: str) -> list[str]:
    """Where ``text`` breaks French spacing: an ordinary space (or none) before ; : ! ?,
    a space that is not U+202F inside « »."""
    plain = _outside_protected(text)
    faults = [m.group(0) for m in re.finditer(r".?[ \u00a0][;:!?»]|«[ \u00a0]", plain)]
    # Glued to what comes before (a word, a bracket) and followed by a space: "Prêt: oui",
    # "Ann (X); Bob" (a time 10:40 or jeu:<jeu>
    # has no space after it).
    faults += [m.group(0) for m in re.finditer(r"[^\s\u202f;:!?][;:!?](?=\s|$)", plain)]
    faults += [m.group(0) for m in re.finditer(r"«(?=[^\u202f])|(?<=[^\u202f])»", plain)]
    return faults


@pytest.mark.parametrize("who", NAMES)
def test_every_french_message_has_french_spacing(who: str) -> None:
    bad = {key: spacing_faults(text) for key, text in rendered("fr", 3, who).items()
           if not ENGLISH_AS_PRINTED.match(key)}
    bad = {key: faults for key, faults in bad.items() if faults}
    assert not bad, f"{len(bad)} messages: {sorted(bad.items())[:8]}"


def test_english_keeps_its_own_spacing() -> None:
    assert NARROW_NBSP not in tr("en", "lobby-needs", title="Caverna", min=1, max=7, joined=1)


def test_typeset_sets_narrow_spaces() -> None:
    assert typeset("Prêt : oui ! « Rouet » ; non ?") == (
        "Prêt\u202f: oui\u202f! «\u202fRouet\u202f»\u202f; non\u202f?")


@pytest.mark.parametrize("kept", [
    "`a : b`", "```\nlog [TOUR|all] : x ?\n```", "<@123>", "<:nain:456>", "<#789>",
    "https://example.org/a?b=1", "<https://example.org/x?y>", "10:40", ":warning: ",
    "[lien](https://example.org/?q=a)"])
def test_typeset_keeps_markdown_links_mentions_and_times(kept: str) -> None:
    text = f"Voici {kept} fin"
    out = typeset(text)
    assert kept in out, (kept, out)


def test_typeset_changes_spaces_only_and_is_idempotent() -> None:
    for text in rendered("fr", 1, NAMES[3]).values():
        once = typeset(text)
        assert typeset(once) == once
        def spaces(t: str) -> str:
            return t.replace(NARROW_NBSP, " ").replace("\u00a0", " ")
        assert spaces(once) == spaces(text)


@pytest.mark.parametrize(("plain", "set_"), [
    ("-22 pts", "\u221222 pts"), ("Score final -21", "Score final \u221221"),
    ("(-3 points chacun)", "(\u22123 points chacun)"), ("manches 4-7", "manches 4-7"),
    ("--db 3", "--db 3"), ("cave-vs-cave", "cave-vs-cave"), ("<@-1>", "<@-1>")])
def test_a_hyphen_before_a_number_is_a_minus_sign(plain: str, set_: str) -> None:
    """« −22 pts » in French (a hyphen stands for the minus sign only in plain ASCII);
    ranges, options, words and protected spans keep their hyphen."""
    assert typeset(plain) == set_
