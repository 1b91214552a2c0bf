"""Classes found by the French self-review of seeds 341–347 (issue 41), each over every
message of its kind:

- a list of cards never names the same card twice (« Élixir, Élixir » → « Élixir ×2 »),
  in orders, starting hands, payments and the journal, in every language;
- every French line that says someone else is awaited quotes what they are asked (the
  web table's « Ulysse : placez un nain » read as an order to the reader);
- the moderators' help names the permission as one and puts a colon before its list,
  wherever it is said (« **Modérateurs** (Gérer les salons, …) /modo pause »);
- no French sentence stacks two colons (« Chambre Secrète : 1 dé, … : prenez », the
  console's « Objectif : Le chouchou de Nasty : Finissez … »);
- a picture's empty value agrees with what is missing (« Boissons : aucune »), never the
  administrative « néant »: every drawing of ``pic-none`` says its gender;
- a French list of goods says « et » once, before its last part (« prendre 1 minerai,
  3 pierres et 2 bois », not « prendre 1 minerai et 3 pierres et 2 bois »), and no clause
  of any French message says « et » twice (« elle garde 2 bois et 1 pierre et l'excédent »);
- a picture that knows a player's name says it after a label, never « J3 » (« ★ premier
  joueur : J3 », a Cave vs Cave tile « prise : J1 »);
- a question goes on in small letters after « Nom : » whatever its first word (« À suivre
  — Yann : Qui descend d'une case ? »);
- the console's ``plateau NOM`` prints that player's board in words under its own heading
  (« Plateau d'Anaïs : »), not everyone's summary;
- a round's first journal line does not open with the round's own heading (« Tour 2 »
  then « Tour 2 : la nouvelle case Action est … »);
- a player's journal line names them once: a later clause says « son expédition », « son
  nain », not « l'expédition de Benoît », « le nain de Benoît »;
- the console's end-of-turn check quotes each choice left unused, as it quotes the chosen
  one (« vous renoncez à : +1 repas, Aménager une cavité »: a capital mid-list);
- a Mess slot is named one way everywhere, as the journal does (« emplacement 4 du Mess »,
  not « Emplacement Mess 4 » on the pictures), and a count of cards one way (« Pierres ×1 »,
  as « Élixir ×2 », not « Pierres 1 »);
- no French message hedges a plural with « (s) »: it agrees with its count;
- small wordings: « pas encore de cote » (not « cote pas encore »), « personne ne nourrit
  ses nains », « deux ânes valent 3 PN » (not « 1 PN (deux ensemble 3) »),
  « choisit « Objet (2 dés) » » (not « a choisi Objet (2 dés) » among present-tense clauses).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import texts
from bot.i18n import localize, tr
from bot.i18n.catalogues import catalogue_files
from tests.i18n.test_tavern_texts import played

LANGS = ("en", "fr", "ja")
# A capitalised name said twice in a row in a list (« Fruit, Fruit », « Élixir et Élixir »,
# 「果物、果物」).
_TWICE = re.compile(r"(?<![\w-])([A-ZÀ-Ý][\w'-]+|[^\W\dA-Za-z]{2,})(?:, | et | and |、)\1(?![\w-])")


@pytest.mark.parametrize("lang", LANGS)
def test_a_list_of_cards_names_each_card_once(lang: str) -> None:
    labels, events, _ = played()
    said = [localize(label, lang) for label in labels]
    said += [texts.event_text(event, lang) for event in events]
    twice = sorted({s for s in said if _TWICE.search(s)})
    assert twice == [], twice[:5]


def test_french_waiting_for_someone_else_quotes_their_prompt() -> None:
    prompt = tr("fr", "caverna-prompt-place")
    keys = [line.split(" = ", 1)[0] for path in catalogue_files("fr")
            for line in path.read_text(encoding="utf-8").splitlines()
            if re.match(r"[\w-]*waiting-for = ", line)]
    assert len(keys) >= 2, keys
    for key in keys:
        said = tr("fr", key, name="Ulysse", prompt=prompt).replace("\u202f", " ")
        assert f"« {prompt} »" in said, (key, said)


def test_french_moderators_help_names_the_permission_and_its_list() -> None:
    found = []
    for path in catalogue_files("fr"):
        text = path.read_text(encoding="utf-8")
        for entry in re.findall(r"^[\w-]+ = \*\*Modérateurs\*\*.*(?:\n    .*)*", text, re.M):
            head = entry.split("/modo pause", 1)[0]
            if "« Gérer les salons »" not in head or not head.rstrip().endswith(":"):
                found.append(entry[:80])
    assert found == [], found


def _two_colons(text: str) -> bool:
    # Asides, quotations and values aside; « · » separates the parts of a picture's line.
    text = re.sub(r"\([^()]*\)|«[^«»]*»|\{[^{}]*\}", "", text.replace("\u202f", " "))
    return any(part.count(" : ") >= 2 for part in re.split(r"[.;!?·](?:\s|$)|\n| · ", text))


def test_no_french_sentence_stacks_two_colons() -> None:
    found = [line for path in catalogue_files("fr")
             for line in path.read_text(encoding="utf-8").splitlines()
             if not line.startswith("#") and _two_colons(line.split(" = ", 1)[-1])]
    assert found == [], found[:5]
    card = {"name": "Le chouchou de Nasty", "text": "Finissez sur la case 2.", "vp": 9}
    said = texts.labelled(texts._label("objective", "fr"), texts._value_text(card, "fr"), "fr")
    assert not _two_colons(said), said


def test_a_pictures_nothing_agrees_with_what_is_missing() -> None:
    from pathlib import Path
    render = Path(__file__).resolve().parents[2] / "render"
    calls = [(path.name, line.strip()) for path in sorted(render.rglob("*.py"))
             for line in path.read_text(encoding="utf-8").splitlines()
             if '"pic-none"' in line]
    assert calls and all('what="' in line for _, line in calls), calls
    assert tr("fr", "pic-none", what="f") == "aucune"
    assert tr("fr", "pic-none", what="m") == "aucun"
    said = [line for path in catalogue_files("fr")
            for line in path.read_text(encoding="utf-8").splitlines()
            if "néant" in line and not line.startswith("#")]
    assert said == [], said


# Three counted goods joined by « et » twice: « 1 minerai et 3 pierres et 2 bois ».
_ET_ET = re.compile(r"\d+ [^\d,;:()]+ et (?:\w+ )?\d+ [^\d,;:()]+ et (?:\w+ )?\d+")


def test_a_french_list_of_goods_says_et_once() -> None:
    from tests.i18n.test_caverna_texts import _play
    labels, events = _play()
    said = [localize(label, "fr") for label in labels]
    said += [texts.event_text(event, "fr") for event in events]
    twice = sorted({s for s in said if _ET_ET.search(s)})
    assert twice == [], twice[:5]
    assert _ET_ET.search("prendre 1 minerai et 3 pierres et 2 bois")


@pytest.mark.parametrize("key", ["caverna", "cave-vs-cave"])
def test_a_picture_names_a_player_not_their_seat(key: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from render import cave_vs_cave, caverna
    from tests.render.caverna.views import start_view
    from tests.render.cvc_views import midgame_view
    from tests.render.drawn import drawn_texts
    view, module = ((start_view(), caverna) if key == "caverna"
                    else (midgame_view(), cave_vs_cave))
    seen = drawn_texts(monkeypatch)
    module.shared_canvas(view)
    module.turn_canvas(view)
    seat_after_label = [t for t in seen if re.search(r":\s*P\d\b", t)]
    assert seen and seat_after_label == [], seat_after_label


_ASKS = re.compile(r"^(?:Qui|Que|Qu'|Quoi|Quel|Quelle|Quels|Quelles|Où|Combien|Comment"
                   r"|Pourquoi|Quand|Lequel|Laquelle|Lesquel\w*)\b")


def test_a_french_question_goes_on_small_after_a_name() -> None:
    from bot.i18n.french import in_clause
    questions = [line.split(" = ", 1)[1] for path in catalogue_files("fr")
                 for line in path.read_text(encoding="utf-8").splitlines()
                 if " = " in line and not line.startswith((" ", "#"))
                 and _ASKS.match(line.split(" = ", 1)[1])]
    assert len(questions) > 3
    big = [q for q in questions if in_clause(q)[:1].isupper()]
    assert big == [], big[:5]


def test_small_french_wordings() -> None:
    profile = tr("fr", "season-profile-game", game="Caverna", played=2, wins=1, rate=50,
                 best=40, average=30, rating="none", rank=1, of=2)
    assert "pas encore de cote" in profile and "cote pas" not in profile, profile
    assert "personne ne nourrit ses nains" in tr("fr", "guide-caverna-harvest-none")
    # The rulebook's own words (seeds/002): « Un âne seul vaut 1 PN, mais deux ânes valent 3 PN ».
    assert "deux ânes valent 3 PN" in tr("fr", "guide-caverna-good-donkey")
    # A move without its own event, in the journal's present tense, its menu label quoted.
    assert tr("fr", "story-chose", choice="Objet (2 dés)").replace("\u202f", " ") == \
        "choisit « Objet (2 dés) »"


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_console_board_of_one_player_says_whose_and_theirs_only(
        tmp_path: Path, lang: str) -> None:
    import io

    from bot.console import run_console
    from bot.store import Database
    from tests.bot.conftest import Clock, make_host
    db = await Database.open(tmp_path / "console.db")
    try:
        host = make_host(db, Clock())
        out = io.StringIO()
        lines = ["new caverna 2", "join Anaïs", "join Yann", "start", "board Anaïs", "quit"]
        await run_console(host, tmp_path / "images", io.StringIO("\n".join(lines) + "\n"),
                          out, lang=lang)
        said = out.getvalue().replace("\u202f", " ")
        heading = tr(lang, "console-board-of", name="Anaïs").replace("\u202f", " ")
        after = said.split(heading, 1)[1] if heading in said else ""
        block = after.split("[", 1)[0]
        assert "Anaïs" in block and "Yann" not in block, said[-600:]
        assert (tmp_path / "images" / "board-Anaïs.png").exists()
    finally:
        await db.close()


@pytest.mark.parametrize(("game", "key", "args"), [
    ("caverna", "caverna-ev-round", {"space": "Mine de minerai"}),
    ("cavern-tavern", "tavern-ev-round", {"clock": "22 h"}),
    ("cave-vs-cave", "cvc-ev-round", {"tile": "Sape", "turns": 2})])
def test_a_rounds_first_line_does_not_repeat_its_heading(game: str, key: str,
                                                         args: dict[str, object]) -> None:
    from bot.host.story import heading
    said = tr("fr", key, round=2, **args).replace("\u202f", " ")
    assert not said.startswith(heading(2, "fr", game)), said


def test_a_french_journal_line_names_its_player_once() -> None:
    import random

    from benchmarks.language_sample import catalogue_entries, made_up
    rng = random.Random(5)
    owned = re.compile(r"^[\w-]+-ev-[\w-]+ = (?:Le|La|L'|Les) ?[\w-]+ \{ DE\(\$who\) \}")
    keys = [line.split(" = ", 1)[0] for path in catalogue_files("fr")
            for line in path.read_text(encoding="utf-8").splitlines() if owned.match(line)]
    assert len(keys) >= 3, keys
    entries = catalogue_entries("fr")
    twice = []
    for key in keys:
        for name in ("Benoît", "Anaïs"):
            said = tr("fr", key, **{**made_up(entries[key], rng, {}, "fr"), "who": name})
            clause = texts.without_subject(said, name, "fr")
            if name in clause:
                twice.append(clause)
    assert twice == [], twice[:5]


def test_the_journal_line_itself_names_its_player_once() -> None:
    """The story's own line builder (what /partie journal shows), not only the helper:
    fr-223 #138 read « Benoît : … ; l'expédition de Benoît rapporte : 1 bois ; le nain de
    Benoît revient d'expédition … » although the helper said « son expédition »."""
    from bot.host.story import _joined
    for name in ("Benoît", "Éloïse"):
        sentences = [tr("fr", "caverna-ev-loot", who=name, loot="1 bois"),
                     tr("fr", "caverna-ev-expedition-back", who=name, strength=9)]
        line = _joined([f"{name} prend 5 bois.", *sentences], name, "fr")
        assert name not in line, line
        assert "son expédition rapporte" in line and "son nain revient" in line, line


def test_no_french_clause_says_et_twice() -> None:
    import random

    from benchmarks.language_sample import catalogue_entries, made_up
    rng = random.Random(2)
    found = []
    for key, entry in catalogue_entries("fr").items():
        for _ in range(2):
            said = tr("fr", key, **made_up(entry, rng, {}, "fr"))
            # A counted list then « et » again: « 2 bois et 1 pierre et l'excédent ».
            if any(re.search(r"\d+ [^\d]+? et \d+ [^\d]+? et ", clause)
                   for clause in re.split(r"[,;:.()«»\n—]", said)):
                found.append((key, said))
                break
    assert found == [], found[:5]


def test_the_console_quotes_each_choice_left_unused() -> None:
    import inspect

    from bot import console
    source = inspect.getsource(console.Console)
    assert '"console-quoted"' in source and "unused=comma.join(quoted)" in source
    said = tr("fr", "console-confirm-end", choice="Fin du tour", again=2,
              unused=", ".join(tr("fr", "console-quoted", text=t)
                               for t in ("+1 repas", "Aménager une cavité")))
    assert "« +1 repas », « Aménager une cavité »." in said.replace("\u202f", " "), said


def test_no_french_message_hedges_a_plural() -> None:
    hedged = [line for path in catalogue_files("fr")
              for line in path.read_text(encoding="utf-8").splitlines()
              if not line.startswith("#") and re.search(r"\w\((?:s|e|es|x)\)", line)]
    assert hedged == [], hedged
    assert tr("fr", "webct-no-order", served=1).endswith("1 servie")
    assert tr("fr", "webct-no-order", served=3).endswith("3 servies")


def test_a_mess_slot_is_named_one_way() -> None:
    other = [line for path in catalogue_files("fr")
             for line in path.read_text(encoding="utf-8").splitlines()
             if re.search(r"[Ee]mplacement Mess", line)]
    assert other == [], other
    assert "emplacement 3 du Mess" in tr("fr", "pic-tavern-blocked-mess", zones="Objet", n=3)
    for key in ("pic-tavern-held", "pic-tavern-count", "tavern-times"):
        said = tr("fr", key, name="Pierres", count=1)
        assert said.replace("\u2068", "").replace("\u2069", "") == "Pierres ×1", (key, said)
