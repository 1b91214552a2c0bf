"""An option a text tells the member to set (« computer:True », « jeu:caverna ») is named as
that member's client shows it: Discord shows Japanese clients the Japanese option names, so
« /管理 交代（computer:True …） » named an option no Japanese member sees (language sample
ja 420-499). The class: every ``name:value`` in a catalogue (but the console's, which has
its own words) is one of that language's option names."""

from __future__ import annotations

import re

from bot.i18n import catalogues, languages, tr
from bot.i18n.catalogues import catalogue_files

# « jeu:{ $key } », « computer:True », « ラウンド:<n> », « `/game rules about:` ».
MENTION = re.compile(r"(?<![\w/.\-])([^\W\d][\w]*):(?=[\w{`<])")


def option_names(lang: str) -> set[str]:
    return {tr(lang, key) for key in catalogues().keys(lang)
            if key.startswith("opt-") and not key.endswith("-desc")}


def test_every_option_a_text_names_is_the_readers_option() -> None:
    for lang in languages():
        names = option_names(lang)
        found = 0
        for path in catalogue_files(lang):
            if path.name == "console.ftl":
                continue
            for line in path.read_text(encoding="utf-8").splitlines():
                if line.startswith("#"):
                    continue
                for match in MENTION.finditer(line):
                    found += 1
                    assert match.group(1) in names, (lang, path.name, match.group(1), line)
        assert found >= 5, lang   # the texts do name options: the check is not empty
