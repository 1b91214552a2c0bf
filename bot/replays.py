"""A game watched again: an animated WebP with one frame per round and one for the end.

Built only from what a game stores for good: its seed, options and live move log (the log
is the truth; :func:`rules.replay` rebuilds any state from it). Each frame draws the
public view (``view(state, None)``) of every player at a glance (:mod:`render.glance`),
so a replay shows nothing a spectator could not have seen; what changed during the round
is highlighted against the frame before.

:func:`animate` is plain, picklable work: the host runs it in the render pool, off the
event loop (``bot.images.run_drawing``).
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image

import rules
from bot import images, texts
from bot.i18n import drawing, localizer, tr
from render.common.glance import Earlier
from render.glance import Glance, glance
from rules import State

# Discord's upload limit for a bot without a boosted server.
MAX_BYTES = 8 * 1024 * 1024
ROUND_MS = 1800       # a round's frame: time to read the scores and spot the changes
END_MS = 6000         # the end: the standings stay a while before the loop starts again
# Lossy WebP at the fastest method: 3x quicker than the default for 20 % more bytes
# (a 7-player game's 13 frames: ~0.6 MiB).
QUALITIES = (80, 60, 40)
METHOD = 0


@dataclass(frozen=True)
class Frame:
    view: dict[str, Any]
    round: int
    kind: str = "round"        # "round" (it ended), "now" (still played), "end" (standings)


@dataclass(frozen=True)
class Replay:
    webp: bytes
    frames: int
    rounds: int


def frames_of(key: str, players: int, seed: int, options: Mapping[str, Any] | None,
              moves: Sequence[tuple[int, str]], *, finished: bool) -> list[Frame]:
    """The public view at the end of each round reached (the state right after the round
    turned, or the last state for the round still being played), then, for a finished
    game, the end. Raises :class:`rules.IllegalMove` when the log no longer replays."""
    engine = rules.get_engine(key)
    state: State = engine.new_game(players, seed, options)
    # The round as the view tells it, without building a whole view after every move.
    round_of = getattr(engine, "round_info", None)

    def turned(state: State) -> int:
        return round_of(state)[0] if round_of else engine.view(state, None)["round"]

    current = turned(state)
    frames: list[Frame] = []
    framed_last = False
    for seat, option_id in moves:
        state = engine.apply(state, seat, option_id)
        now = turned(state)
        framed_last = now != current
        if framed_last:
            frames.append(Frame(engine.view(state, None), current))
            current = now
    last = engine.view(state, None)
    if not finished:
        frames.append(Frame(last, current, "now"))
    else:
        if not framed_last:
            frames.append(Frame(last, current))
        frames.append(Frame(last, current, "end"))
    return frames


def _standings(view: Mapping[str, Any], places: Sequence[Sequence[int]],
               names: Mapping[int, str], lang: str) -> list[str]:
    scores = {p["seat"]: p.get("score", 0) for p in view.get("players") or []}
    lines = []
    for place, seats in enumerate(places, start=1):
        for seat in seats:
            lines.append(tr(lang, "replay-place", place=place, name=names.get(seat, ""),
                            points=scores.get(seat, 0)))
    return lines


def _page(key: str, frame: Frame, title: str, names: Mapping[int, str],
          places: Sequence[Sequence[int]], lang: str, before: Mapping[int, Earlier] | None
          ) -> Glance:
    say = images.named_say(localizer(lang), names)   # an engine's "Player 2" too
    view = images.named_view(frame.view, names)
    if frame.kind == "end":
        return glance(key, view, say=say, heading=tr(lang, "replay-end-heading", game=title),
                      lines=_standings(view, places, names, lang),
                      order=[s for seats in places for s in seats])
    which = "replay-now-heading" if frame.kind == "now" else "replay-round-heading"
    heading = tr(lang, texts.for_game(which, key), game=title, round=frame.round,
                 total=view.get("rounds_total", 0))
    return glance(key, view, say=say, before=before, heading=heading)


def animate(key: str, players: int, seed: int, options: Mapping[str, Any] | None,
            moves: Sequence[tuple[int, str]], names: Mapping[int, str],
            places: Sequence[Sequence[int]] | None, lang: str) -> Replay:
    """The animation of a game in ``lang``: ``places`` (seats by final place) for a game
    that ended, None while it runs (its last frame is then the round being played)."""
    frames = frames_of(key, players, seed, options, moves, finished=places is not None)
    title = texts.title(key, lang)
    images: list[Image.Image] = []
    before: Mapping[int, Earlier] | None = None
    with drawing():   # the standings and headings name players as typed, not chat-escaped
        for frame in frames:
            page = _page(key, frame, title, names, places or (), lang, before)
            images.append(page.canvas.image.convert("RGB"))
            before = page.earlier
    # Frames of one animation share one size: pad each to the tallest.
    height = max(i.height for i in images)
    width = max(i.width for i in images)
    padded = []
    for image in images:
        if image.size != (width, height):
            canvas = Image.new("RGB", (width, height), image.getpixel((0, 0)))
            canvas.paste(image, (0, 0))
            image = canvas
        padded.append(image)
    durations = [ROUND_MS if f.kind == "round" else END_MS for f in frames]
    rounds = sum(1 for f in frames if f.kind != "end")
    for quality in QUALITIES:
        data = encode_webp(padded, durations, quality)
        if len(data) <= MAX_BYTES:
            break
    return Replay(data, len(frames), rounds)


def encode_webp(images: Sequence[Image.Image], durations: Sequence[int], quality: int) -> bytes:
    out = io.BytesIO()
    images[0].save(out, format="WEBP", save_all=True, append_images=list(images[1:]),
                   duration=list(durations), loop=0, quality=quality, method=METHOD)
    return out.getvalue()

