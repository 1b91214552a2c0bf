# Cavern Host — 日本語カタログ：カヴェルナのWeb卓（web/boards/caverna）の言葉のうち、
# 画像がまだ言っていないもの（そちらは pictures.ftl）。名前は seed 004 のとおり：
# 「内装タイル」「スタートプレイヤー」、色は「オレンジ色：家族の住居」「緑色」「黄色」。

web-caverna-phase-final = 得点計算前の最後の交換
web-caverna-starting = スタートプレイヤー
web-caverna-solo-goal = ソロ：{ $points }点 — 目標{ $goal }点
# (独自訳)
web-caverna-off-board = ボードの外
web-caverna-covered = 置かれたタイル：{ $tile }
web-caverna-due = 予定：{ $goods }（{ $rounds }）
web-caverna-enlarge = 拡大
web-caverna-shrink = すべてのボード
web-caverna-you = あなた
web-caverna-furnishing-tiles = 内装タイル
web-caverna-tiles-orange = 住居（オレンジ色）
web-caverna-tiles-green = 緑色の内装タイル
web-caverna-tiles-yellow = 黄色の内装タイル：ボーナス点
