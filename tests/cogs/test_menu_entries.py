"""A long option reads to its end in the menu, in every language.

Discord cuts a select option's label at 100 characters: « Élevage de moutons : clôturer un
petit pâturage (2 bois) et/ou un grand pâturage (4 bois) et/ou construire une étable (1
pie… » hid what the space gives, and « Prendre la commande … le client part (−19 » the
order's penalty (language sample fr 420-499: 1,099 Caverna and 785 Tavern labels of
random games were longer than 100 in French, 1,500 in English). The class: every option
label of random games of every game, in every language, is shown whole by its menu entry
(the label, then the description that goes on), each part within Discord's 100."""

from __future__ import annotations

import discord

import rules
from bot.i18n import languages, localize
from bot.outcomes import DecisionInfo, OptionChoice
from cogs.controls import decision_items
from cogs.layout import MAX_SELECT_LABEL, menu_entry
from rules.core import Rng


def _letters(text: str) -> str:
    return "".join(ch for ch in text if ch.isalnum())


def _labels() -> set[str]:
    found: set[str] = set()
    for engine in rules.GAMES.values():
        for players in sorted({engine.min_players, 2, 4}):
            if not engine.min_players <= players <= engine.max_players:
                continue
            state = engine.new_game(players, 3, None)
            chooser = Rng(3)
            for _ in range(600):
                if engine.is_over(state):
                    break
                decisions = engine.pending(state)
                for decision in decisions:
                    for option in decision.options:
                        found.update(localize(option.label, lang) for lang in languages())
                pick = decisions[0]
                state = engine.apply(state, pick.seat, chooser.choice(pick.options).id)
    return found


def test_every_option_of_every_game_reads_whole_in_its_menu_entry() -> None:
    labels = _labels()
    long = [text for text in labels if len(text) > MAX_SELECT_LABEL]
    assert len(long) > 50   # the games gave long labels: the check is not empty
    for text in labels:
        shown, more = menu_entry(text)
        assert 1 <= len(shown) <= MAX_SELECT_LABEL and (more is None or
                                                        1 <= len(more) <= MAX_SELECT_LABEL)
        if len(text) <= MAX_SELECT_LABEL:
            assert (shown, more) == (text, None)
        else:
            assert shown.endswith("…") and _letters(shown + (more or "")) == _letters(text), (
                text, shown, more)


def test_the_menu_carries_the_description() -> None:
    long = ("Élevage de moutons : clôturer un petit pâturage (2 bois) et/ou un grand pâturage "
            "(4 bois) et/ou construire une étable (1 pierre), puis prendre 1 mouton")
    options = tuple(OptionChoice(f"o{i}", long if i == 0 else f"Option {i}") for i in range(12))
    decision = DecisionInfo(seat=0, user_id=1, name="Ann", prompt="Choose", options=options)
    select = next(i for i in decision_items(7, decision) if isinstance(i, discord.ui.Select))
    first = select.options[0]
    assert first.label.endswith("(4 bois)…")
    assert first.description == "et/ou construire une étable (1 pierre), puis prendre 1 mouton"
    assert select.options[1].description is None
