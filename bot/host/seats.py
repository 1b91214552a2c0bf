"""Finding a seat from what a user typed or picked: a seat number, a user id or a name.

One function for every command that names a player (``/game board player``, ``/mod skip``,
``/mod replace``, ``/mod kick``), so they all read numbers the same way (ASCII digits
only, :mod:`bot.parsing`) and quote the input back shortened. The same seats feed the
autocomplete of those options, whose value is the seat number.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot import texts
from bot.i18n import DEFAULT_LANGUAGE, Msg, tr
from bot.outcomes import HostError, SeatInfo
from bot.parsing import natural, quote

MAX_CHOICES = 25


def find_seat(seats: Sequence[SeatInfo], who: str, *, prefix: bool = False) -> SeatInfo:
    """The seat ``who`` names: its number (1-based), its member's id, or its player's name
    (a unique beginning of it with ``prefix``); refuses with the seats when none fits."""
    wanted = who.strip().lstrip("@").strip()
    if wanted.startswith("<") and wanted.endswith(">"):  # a pasted mention <@123>
        wanted = wanted.strip("<>@!")
    number = natural(wanted)
    if number is not None:
        for s in seats:
            if number in (s.seat + 1, s.user_id):
                return s
    folded = wanted.casefold()
    matches = [s for s in seats if s.name.casefold() == folded]
    if not matches and prefix and folded:
        matches = [s for s in seats if s.name.casefold().startswith(folded)]
    if len(matches) == 1:
        return matches[0]
    raise HostError(Msg("seat-no-match", {"who": quote(who), "seats": texts.seat_order(seats)}))


def seat_label(seat: SeatInfo, lang: str = DEFAULT_LANGUAGE) -> str:
    """« Seat 2: Bob (seat empty) », « Place 2 : Bob (place libre) », 「席2：Bob（空席）」."""
    present = seat.user_id is not None or seat.computer
    who = seat.name if present else tr(lang, "text-seat-empty", name=seat.name)
    if seat.resigned:
        who = tr(lang, "text-resigned", name=who)
    return tr(lang, "seat-choice", seat=seat.seat + 1, who=who)


def seat_choices(seats: Sequence[SeatInfo], current: str,
                 lang: str = DEFAULT_LANGUAGE) -> list[tuple[str, str]]:
    """(label, seat number) pairs for an autocomplete: the seats whose number or name
    contains what was typed so far, in seat order, in the member's language."""
    typed = current.strip().lstrip("@").casefold()
    found = [s for s in seats
             if not typed or typed in str(s.seat + 1) or typed in s.name.casefold()]
    return [(seat_label(s, lang), str(s.seat + 1)) for s in found][:MAX_CHOICES]
