# Cavern Host — 日本語カタログ：ウェブの卓でのキャヴァーン・タバーン（web/boards/cavern_tavern）。
# 名前は cavern-tavern.ftl と同じ(独自訳)：食堂、地下貯蔵庫、厨房、雑用ボード、ナスティの事務所、
# 魔法使いの工房、秘密の部屋。

## ラウンド
webct-round = ラウンド{ $round }/{ $total }
webct-over = ゲーム終了
webct-to-act = ▶ 手番
webct-first-player = スタートプレイヤー
webct-white-die = 白ダイス
webct-white-in_hand = 手元
webct-white-rolled = 振った
webct-white-placed = エリアの上
webct-white-set_aside = このラウンドは脇に置かれている
webct-items-deck = 道具の山札：{ $count }
webct-solo-goal = 目標：{ $goal }点
webct-goal-reached = ✓ 達成
webct-final-scores = 最終得点

## 部屋
webct-room-mess = 食堂
webct-room-cellar = 地下貯蔵庫
webct-room-kitchen = 厨房
webct-room-chores = 雑用ボード
webct-room-office = ナスティの事務所
webct-room-workshop = 魔法使いの工房
webct-room-secret = 秘密の部屋
webct-room-automaton = オートマ
webct-order-deck = 注文の山札
webct-says-deck = 「ナスティいわく」
webct-taken-by = 取った人：{ $name }
webct-blocked = ふさがり
webct-empty = 空き
webct-dice-count = ダイス{ $count }個
webct-vp = { $vp }点
webct-extra-first = スタートプレイヤー
webct-extra-swap_supply = ストックと1つ交換してもよい
webct-extra-steal = プレイヤーから1つ奪う
webct-extra-swap_player = プレイヤーと1つ交換
webct-extra-any_supply = ＋ストックから好きなもの1つ
webct-extra-steal-solo = ストックから1つ取る
webct-extra-swap_player-solo = ストックと1つ交換
webct-reward-office = 自分のナスティ−1、選んだプレイヤー+1
webct-reward-office-solo = 自分のナスティ−1
webct-reward-replace = 食堂の注文を入れ替える：3枚引き1枚残す
webct-reward-item = 道具を3枚引き1枚残す
webct-reward-potion = 魔法の薬1枚＋道具1枚
webct-reward-missnasty = 修正トークン2個
webct-sr-closed = 第4ラウンド（午後11時）に開きます。
webct-sr-counts = 残りカード：{ $deck }、秘密の山：{ $pile }、修正トークン：{ $modifiers }
webct-token-drink = 飲み物トークン：
webct-token-miss = ミス・ナスティトークン
webct-auto-mess = 食堂の枠{ $slot }
webct-auto-note = このラウンド、ダイスがエリア全体をふさぎます。

## 注文
webct-customer = { $race }の客
webct-symbol-kitchen = 厨房+1
webct-symbol-chores = 雑用+1
webct-now = 今
webct-gone-after = { $rounds }ラウンド後に退店
webct-no-order = 進行中の注文なし（提供済み{ $served }）

## プレイヤーの酒場
webct-first = 1番
webct-choosing-character = キャラクター選択中
webct-if-ended = 今ゲームが終わった場合
webct-with-secrets = 秘密を含めたあなたの得点（今ゲームが終わった場合）：{ $points }
webct-score-track = 得点トラック{ $vp }
webct-track-nasty = ナスティ
webct-track-kitchen = 厨房
webct-track-chores = 雑用
webct-no-ingredients = 材料なし
webct-no-dice = ダイスなし
webct-start-dice = 開始時のダイス：
webct-items = 道具{ $count }枚
webct-says-held = 「ナスティいわく」（{ $count }）：地下貯蔵庫、工房、事務所のみ
webct-modifiers = 修正：{ $count }
webct-drinks = 飲み物：{ $count }
webct-miss-tokens = ミス・ナスティ：{ $count }
webct-your-hand = あなたの道具
webct-your-objective = あなたの秘密の目標
webct-objective-met = 現在達成中
webct-objective-not-met = まだ達成していません
webct-served = 提供{ $count }
webct-forgotten = 退店{ $count }
webct-tips = 貯めたチップ{ $count }
webct-more = 材料{ $count }枚ほか
webct-no-items = なし
webct-missing = { $count }枚不足
webct-holds-all = 全部そろっています
webct-cellar-note = 数字：各山の残り枚数
