# Cavern Host — 日本語カタログ：すべてのゲームに共通の文（rules/core/text.py）。

# 1つの文の部品を続けて書く。
core-concat = { $a }{ $b }

# エンジン共通のお断り（rules/core/base.py）。$title はゲームの英語名、$game はそのキー。
core-game-over = このゲームは終了しました。これ以上プレイできません。
core-not-your-turn = 今はあなたの手番ではないので、決めることはありません。
core-not-an-option = 「{ $option }」は今選べる手ではありません。
core-no-such-option = { $game ->
    [cave-vs-cave] カヴェルナ：洞窟対決
    [caverna] カヴェルナ
    [cavern-tavern] キャヴァーン・タバーン
   *[other] { $title }
}には「{ $name }」というオプションはありません（オプション：{ TEN($known) }）。
core-option-not-bool = オプション「{ $name }」は true か false にしてください。
core-player-count = { $game ->
    [cave-vs-cave] カヴェルナ：洞窟対決
    [caverna] カヴェルナ
    [cavern-tavern] キャヴァーン・タバーン
   *[other] { $title }
}は{ $min }～{ $max }人用です（{ $players }人では遊べません）。
