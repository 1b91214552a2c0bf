"""How a decision's options become message components, and the text limits around them.

A few short options read best as buttons; anything longer goes into a select menu, 25
options to a page with previous/next buttons when there are more (Discord's limits: 25
select options, 5 buttons to a row, 5 rows, labels of 80 characters on buttons and 100 in
selects, 2000 characters of content).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.i18n import unescaped
from bot.outcomes import DecisionInfo, OptionChoice

MAX_CONTENT = 2000
MAX_BUTTON_LABEL = 80
MAX_SELECT_LABEL = 100
PAGE_SIZE = 25
# Buttons are friendlier for a handful of short choices; past that a menu is easier to read.
MAX_BUTTONS = 10
BUTTONS_PER_ROW = 5
MAX_ALT_TEXT = 1024


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters with an ellipsis when it was longer."""
    text = " ".join(text.split()) if "\n" in text and limit <= MAX_SELECT_LABEL else text
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def label(text: str, limit: int) -> str:
    """A sentence for a place Discord shows as plain text (a button, a menu, a choice, a
    thread's name), cut to ``limit``: without the escapes that keep names from becoming
    markup in messages (:func:`bot.i18n.unescaped`), which would show there."""
    return clip(unescaped(text), limit)


# Where a menu entry too long for its label goes on in its description, best first: a
# title's colon, a dash, a clause, a choice, a list, then any space. A word (« puis »,
# « et/ou ») starts the description; a punctuation mark is left out at the cut.
_BREAKS = (" : ", ": ", "：", " — ", " ; ", "; ", ", puis ", ", then ", " et/ou ",
           " and/or ", ", qui ", ", ", "、", " ")
_WORDS = frozenset({", puis ", ", then ", " et/ou ", " and/or ", ", qui ", " "})


def menu_entry(text: str) -> tuple[str, str | None]:
    """A select option's label and description for ``text``: whole in the label when it
    fits, else cut at the best break that leaves both parts within Discord's 100 (the label
    ends « … », the description goes on), so a long French or English option is read to
    its end (« … puis prendre 1 mouton », « (−19 PV) »), not clipped."""
    text = " ".join(unescaped(text).splitlines())
    if len(text) <= MAX_SELECT_LABEL:
        return text, None
    for mark in _BREAKS:
        cut = text.rfind(mark, 0, MAX_SELECT_LABEL)
        while cut > 0:
            head = text[:cut].rstrip(" ,;:：、—\u00a0\u202f")
            tail = text[cut:].lstrip(" ,") if mark in _WORDS else text[cut + len(mark):]
            if len(tail) > MAX_SELECT_LABEL:
                break   # an earlier cut leaves even more
            if head and len(head) < MAX_SELECT_LABEL:
                return head + "…", tail
            cut = text.rfind(mark, 0, cut)
    return clip(text, MAX_SELECT_LABEL), clip(text[MAX_SELECT_LABEL - 1:].strip(),
                                              MAX_SELECT_LABEL)


# Words a shortened choice name should not end on: it would read as a sentence cut short
# (« … Pierres et… », « … a large pasture and… ») rather than a label that goes on.
_DANGLING = frozenset({
    "et", "ou", "de", "du", "des", "la", "le", "les", "un", "une", "à", "au", "aux", "en",
    "sur", "par", "pour", "avec", "puis", "qui", "soit", "d'", "l'", "and", "or", "of", "the",
    "a", "an", "to", "on", "with", "then", "for", "from", "in", "at", "and/or", "et/ou",
    "after", "before", "by", "into", "than", "as", "but", "if", "when", "que", "dans", "sous",
    "ni", "mais", "si", "quand", "vers", "dès", "selon", "après", "avant", "chaque", "each"})
# Where a name without spaces (Japanese) may be cut: after a list's or a clause's mark.
_CJK_BREAKS = "、，・／）」』"
_TRIM = " ,;:：、—–-(（「\u00a0\u202f"


def short_label(text: str, limit: int = MAX_SELECT_LABEL) -> str:
    """``text`` as one line of at most ``limit`` characters for a place with no room for
    more (an autocomplete suggestion has no description): cut after a whole word, never
    on a dangling « et » / « and », and ended « … »; a text without spaces (Japanese) is
    cut after its last list or clause mark when there is one near the end."""
    text = " ".join(unescaped(text).split())
    if len(text) <= limit:
        return text
    room = text[:limit]   # the cut leaves room for the « … »
    cut = room.rfind(" ")
    if cut < limit // 2:
        marks = [room.rfind(mark) + 1 for mark in _CJK_BREAKS]
        cut = max(marks) if max(marks) > limit * 2 // 3 else limit - 1
    words = text[:cut].rstrip(_TRIM).split(" ")
    if text[cut:].lstrip().startswith("×") and len(words) > 1:
        words.pop()   # « Herbes » without its « ×2 » would say one
    while len(words) > 1 and words[-1].casefold().rstrip(_TRIM) in _DANGLING:
        words.pop()
    head = " ".join(words).rstrip(_TRIM)
    return (head or text[:limit - 1]) + "…"


def choice_names(texts: list[str], limit: int = MAX_SELECT_LABEL) -> list[str]:
    """Names for autocomplete suggestions shown together: each :func:`short_label`, and
    two long texts that read alike up to the cut keep, after the « … », the words where
    they differ (« Prendre la commande X… (−27 PV) »), so no two suggestions look the
    same unless their texts are the same."""
    whole = [" ".join(unescaped(t).split()) for t in texts]
    cut = [short_label(t, limit) for t in whole]
    names = list(cut)
    for index, text in enumerate(whole):
        twins = [other for k, other in enumerate(whole)
                 if k != index and cut[k] == cut[index] and other != text]
        if not twins:
            continue
        # From the start of the word where this text first parts from its twins.
        differs = min(len(_common_prefix(text, other)) for other in twins)
        start = text.rfind(" ", 0, differs) + 1
        tail = short_label(text[start:], limit // 2)
        head = short_label(text, limit - len(tail) - 1)
        names[index] = f"{head} {tail}" if head.endswith("…") else f"{head}… {tail}"
    seen: dict[str, int] = {}
    for index, name in enumerate(names):
        # Still alike (texts that part only in their last few characters): numbered.
        if seen.get(name, index) != index and whole[seen[name]] != whole[index]:
            mark = f" ({index + 1})"
            names[index] = short_label(name, limit - len(mark)) + mark
        seen.setdefault(names[index], index)
    return names


def _common_prefix(a: str, b: str) -> str:
    size = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        size += 1
    return a[:size]


def fit(text: str) -> str:
    """The one length guard of outgoing message text: at most 2000 characters, keeping
    the start (a refusal's sentence comes first; what it quotes comes after)."""
    return text if len(text) <= MAX_CONTENT else clip(text, MAX_CONTENT)


def clip_lines(text: str, limit: int = MAX_CONTENT) -> str:
    """Keep a message under ``limit``: drop whole lines from the top of a long summary."""
    if len(text) <= limit:
        return text
    lines = text.splitlines()
    marker = "…"
    while lines and len(marker + "\n" + "\n".join(lines)) > limit:
        lines.pop(0)
    kept = marker + "\n" + "\n".join(lines) if lines else ""
    return kept if kept else clip(text, limit)


@dataclass(frozen=True)
class Page:
    """One screen of a decision's options: which slice, and which page of how many."""

    number: int           # 0-based
    count: int            # pages in all
    start: int            # index of the first option on this page
    options: tuple[OptionChoice, ...]

    @property
    def has_prev(self) -> bool:
        return self.number > 0

    @property
    def has_next(self) -> bool:
        return self.number + 1 < self.count


def use_buttons(decision: DecisionInfo) -> bool:
    options = decision.options
    return 0 < len(options) <= MAX_BUTTONS and all(
        len(o.label) <= MAX_BUTTON_LABEL for o in options)


def page_count(decision: DecisionInfo) -> int:
    return max(1, -(-len(decision.options) // PAGE_SIZE))


def page_of(decision: DecisionInfo, number: int) -> Page:
    """Page ``number`` of the decision's options, clamped to the pages that exist."""
    count = page_count(decision)
    number = min(max(number, 0), count - 1)
    start = number * PAGE_SIZE
    return Page(number, count, start, decision.options[start:start + PAGE_SIZE])
