# Cavern Host — 日本語カタログ：画像に描く言葉（render/）。
# 短い名詞句で。カヴェルナの用語は日本語版ルール（seed 004）の表記：
# 木材、石材、鉱石、ルビー、食料、小麦、野菜、羊、ロバ、猪、牛、犬、ドワーフ、入口の部屋、
# 住居、トンネル、深いトンネル、鉱石の探掘所、ルビーの探掘所、牧草地、畑、牧場、厩、柵、
# 内装タイル、収穫マーカー、物乞いマーカー、武器、探索、種を撒く、スタートプレイヤー、複製、
# 労働フェーズ、アクションスペース。
# ルールに載っていない名前は「(独自訳)」と記します。キャヴァーン・タバーンの用語はすべて(独自訳)。
# pic-language は言語の名前：画像のキャッシュのキーになります。

pic-list = { $a }、{ $b }
pic-facts = { $a }・{ $b }
pic-facts-wide = { $a }・{ $b }
pic-tavern-pile = { $name }{ $count }
pic-plus = { $a }＋{ $b }
pic-score-part = { $label }{ $points }
pic-tavern-held = { $name }{ $count }
pic-and = { $a }と{ $b }
pic-caverna-action-spaces = アクションスペース
pic-caverna-all-armed = 全ドワーフ武装済み
pic-caverna-animals = 動物
pic-caverna-any-time = いつでも：{ $trade }
pic-caverna-at = { $space }に配置
pic-caverna-at-home = 在宅
pic-caverna-band = { $name }・{ $points }点・在宅{ $home }/{ $total }人
pic-caverna-begging = 物乞いマーカー{ $count }枚{ $count ->
    [1] （−3）
   *[other] （各−3）
}
pic-caverna-begging-one = 物乞いマーカー{ $count }枚（−3）
pic-caverna-bonus-if = { $count }以上の{ $what }で{ $goods }
pic-caverna-bonus-if-all = { $what }なら+{ $points }
pic-caverna-bonus-per = { $what }ごとに{ $goods }
pic-caverna-bonus-per-n = { $what }{ $per }つごとに+{ $points }
pic-caverna-bonus-per-one = { $what }ごとに+{ $points }
pic-caverna-breakdown-note = ルールどおりの項目ごとの得点
pic-caverna-cancel-losses = 失点を{ $points }点まで打ち消す
pic-caverna-card-hidden = 未公開のカード
pic-caverna-card-round = R{ $n }
# 「部屋」（ルールブックの「部屋タイル」「部屋の内装」）
pic-caverna-cavern = 部屋
pic-caverna-chip-facts = 食料{ $food }・在宅{ $home }/{ $total }
pic-caverna-count-adjacent = { $count ->
   *[other] 隣接する住居
}
pic-caverna-count-armed = { $count ->
   *[other] 武装したドワーフ
}
pic-caverna-count-cattle = { $count ->
   *[other] 牛
}
pic-caverna-count-farm-animals = { $count ->
   *[other] 家畜
}
pic-caverna-count-ore = { $count ->
   *[other] 鉱石
}
pic-caverna-count-pairs = { $count ->
   *[other] 小麦＋野菜の組
}
pic-caverna-count-ruby = { $count ->
   *[other] ルビー
}
pic-caverna-count-sheep = { $count ->
   *[other] 羊
}
pic-caverna-count-stone = { $count ->
   *[other] 石材
}
pic-caverna-count-yellow = { $count ->
   *[other] 黄色のタイル
}
pic-caverna-deep-tunnel = 深いトンネル
pic-caverna-deep-tunnel-note = ルビーの探掘所を置ける
pic-caverna-dwarfs = ドワーフ
pic-caverna-dwarfs-note = { $count }人・住居の定員{ $room }
pic-caverna-dwarfs-points = ドワーフ{ $count }人：{ $points }
pic-caverna-dwarfs-points-and = { $a }、{ $b }
pic-caverna-end-of-round = ラウンド終了：{ $kind }
pic-caverna-entry = 入口の部屋
pic-caverna-entry-note = 2人分の住居・同種家畜2頭
pic-caverna-expedition = レベル{ $level }の探索
pic-caverna-farm-totals = 農場の合計
pic-caverna-fence-large = 2マスの柵（木材{ $wood }）
pic-caverna-fence-small = 1マスの柵（木材{ $wood }）
pic-caverna-field = 畑
pic-caverna-final = 最終
pic-caverna-forest = 森
pic-caverna-forest-note = 畑、牧草地、牧場
pic-caverna-furnish-cavern = 部屋に内装
pic-caverna-furnish-dwelling = 住居を内装
pic-caverna-green-marker = 緑：{ $kind }
pic-caverna-harvest = 収穫
pic-caverna-harvest-feed-1 = ドワーフごとに食料1
pic-caverna-harvest-hidden = 収穫マーカー裏向き
pic-caverna-harvest-none = 収穫なし
pic-caverna-harvest-of = { $full ->
    [yes] 通常の収穫
   *[other] 収穫：{ $kind }
}
pic-caverna-harvest-skip = 畑フェーズか繁殖フェーズを省く
pic-caverna-holds = 1種類を{ $count }頭まで
pic-caverna-holds-1 = 1頭まで
pic-caverna-home-title = { $name } — カヴェルナ
pic-caverna-if-ended = 今ゲームが終わったら
pic-caverna-imitate = 使用済みスペースを複製
pic-caverna-imitate-cost = 使用済みスペースを複製（食料{ $food }）
pic-caverna-join-all = { $a }・{ $b }
pic-caverna-join-andor = { $a }、{ $b }（どちらか一方でも可）
pic-caverna-join-any = { $a }／{ $b }
pic-caverna-join-then = { $a }、その後{ $b }
pic-caverna-join-xor = { $a }または{ $b }
pic-caverna-kind-bonus = ボーナス
pic-caverna-kind-dwelling = 住居
pic-caverna-kind-green = 緑
# 「2マスの牧場」
pic-caverna-large-pasture = 2マスの牧場
pic-caverna-meadow = 牧草地
# 「山」(独自訳)：ホームボードの洞窟側
pic-caverna-mountain = 山
pic-caverna-mountain-note = 部屋、トンネル、探掘所
pic-caverna-newborn = 新生児
pic-caverna-no-goods = 資材なし
pic-caverna-no-place = 置き場所なし：{ $animals }
pic-caverna-none-armed = 武装したドワーフなし
pic-caverna-nothing = なし
pic-caverna-on-offer = 残り
pic-caverna-op-forge = 武器の作成
pic-caverna-op-growth = 家族の追加
# 「市場で買う」(独自訳)
pic-caverna-op-market = 市場で買う
pic-caverna-op-sow = 種を撒く
pic-caverna-op-start-player = スタートプレイヤー
# 動詞まで言う：「獲得、部屋とトンネルタイル」では何をするのか分からない（ja-292）。
pic-caverna-op-take = 資材を獲得
pic-caverna-ore-mine = 鉱石の探掘所
pic-caverna-ore-mine-note = 3点／採掘時に鉱石+2
pic-caverna-ore-trade = ≤{ $times }回：{ $trade }
pic-caverna-pasture = 牧場
pic-caverna-per-ore-mine = 鉱石の探掘所
pic-caverna-phase-work = 労働フェーズ
pic-caverna-red-marker = 赤：{ $kind }
pic-caverna-refill = 毎ラウンド{ $added }／{ $text }
pic-caverna-refill-if-not-empty = { $empty }（残っていれば{ $more }）
pic-caverna-round = ラウンド{ $printed }/{ $total }
pic-caverna-round-skipped = ラウンド{ $printed }（全{ $total }中{ $played }{ $suffix ->
   *[other] 番目
}）
# 「ラウンドスペース」
pic-caverna-round-track = ラウンドスペース
pic-caverna-round-track-note = カードと収穫マーカーはそのラウンドが始まると表になる
pic-caverna-ruby-mine = ルビーの探掘所
pic-caverna-ruby-mine-note = 4点／採掘時にルビー+1
pic-caverna-ruby-mines = ルビーの探掘所
pic-caverna-score = 得点：{ $points }点
pic-caverna-solo-missed = ソロ：{ $points }点 — 目標{ $goal }点に届かず
pic-caverna-solo-reached = ソロ：{ $points }点 — 目標{ $goal }点達成
pic-caverna-spaces-note = { $count }スペース／青＝ラウンドカード／資材は毎ラウンド累積
pic-caverna-stable = 厩
pic-caverna-stable-cost = 厩（石材{ $stone }）
pic-caverna-stables-left = 厩 残り{ $count }/3
pic-caverna-starting = ★ スタートプレイヤー
pic-caverna-starting-badge = ★ スタートプレイヤー：{ $seat }
pic-caverna-supply-note = { $total }枚中{ $left }枚残り／名前の下はコスト／盾＝得点、★＝終了時ボーナス／灰色＝取得済み
pic-caverna-supply-title = カヴェルナ — 内装タイル
pic-caverna-taken = 取得済み
pic-caverna-tile-cavern-or-2 = 部屋とトンネルか2部屋のタイルを配置
pic-caverna-tile-cavern-tunnel = 部屋とトンネルタイルを配置
pic-caverna-tile-meadow-field = 牧草地と畑タイルを配置
pic-caverna-tile-ore-mine = 鉱石の探掘所+深いトンネルを配置
pic-caverna-tile-ruby-deep = 深いトンネルにルビーの探掘所を配置
pic-caverna-tile-ruby-tunnel = トンネルにルビーの探掘所を配置
pic-caverna-title = カヴェルナ — { $round }
pic-caverna-title-over = カヴェルナ — ゲーム終了
pic-caverna-title-phase = カヴェルナ — { $round }・{ $phase }
pic-caverna-tunnel = トンネル
pic-caverna-tunnel-note = 探掘所を置ける
pic-caverna-unarmed = 武器なし
pic-caverna-unlimited = 無制限
pic-caverna-weapon = 武器{ $strength }
# 洞窟対決（Cave vs Cave）の用語はすべて(独自訳)。
pic-cvc-action-tiles = アクションタイル
pic-cvc-action-tiles-note = 手番ごとに1枚／使ったタイルはラウンド終了時に戻る
pic-cvc-band = { $name }・{ $points }点
pic-cvc-band-turns = { $name }・{ $points }点・残り{ $turns ->
   *[other] { $turns }手番
}
pic-cvc-breakdown-note = 部屋とゴールドの得点
pic-cvc-cave-title = { $name } — 洞窟
pic-cvc-cost = コスト：{ $cost }
pic-cvc-display-empty = 場に部屋がありません。掘ると部屋が表になります。
pic-cvc-display-note = 場に{ $count }枚／壁：太線＝必要、破線＝任意、なし＝壁不要
pic-cvc-display-note-solo = 場に{ $count }枚／ソロの山札：{ $pile }／壁：太線＝必要、破線＝任意、なし＝壁不要
pic-cvc-empty-cavern = 空き洞窟
pic-cvc-entrance = 入口
pic-cvc-entrance-gain = 木材・石材・小麦・亜麻のどれか+1
pic-cvc-extra = 追加の洞窟
pic-cvc-extra-not-taken = 追加の洞窟：未取得
pic-cvc-food-bonus = 食料+1
pic-cvc-free-group = ✓ 無料・{ $group }
pic-cvc-goal-missed = 目標未達成
pic-cvc-goal-reached = 目標達成
pic-cvc-gold-fact = ゴールド{ $count }
pic-cvc-group-a = 1～3ラウンド
pic-cvc-group-b = 4～7ラウンド
pic-cvc-group-r = 最終ラウンド
pic-cvc-group-start = 開始タイル
pic-cvc-highest = 最高得点：{ $names }（{ $points }点）
pic-cvc-kind-action = アクション
pic-cvc-kind-passive = 常時効果
pic-cvc-needs-gold = ✕ ゴールド不足
pic-cvc-none-yet = まだ出ていません
pic-cvc-outstanding = 素晴らしい
pic-cvc-room-chip = { $name }（{ $cost }）{ $points }点
pic-cvc-rooms-rule-fits = 部屋：オレンジ{ $orange }、青{ $blue }（青の部屋を置ける）
pic-cvc-rooms-rule-needs = 部屋：オレンジ{ $orange }、青{ $blue }（次の青の部屋にはオレンジがもう1つ必要）
pic-cvc-rooms-to-furnish = 内装できる部屋
pic-cvc-rounds = ラウンド
pic-cvc-rounds-note = ドワーフ＝各プレイヤーの手番数
pic-cvc-rounds-over = 全ラウンド終了
pic-cvc-score-footer = 得点：{ $parts }＝{ $points }点／置いた壁：{ $walls }
pic-cvc-score-gold = ゴールド
pic-cvc-score-parts = 部屋{ $rooms }＋ゴールド{ $gold }
pic-cvc-score-rooms = 部屋
pic-cvc-shelf-limits = 最大9・ゴールド19
pic-cvc-solo-verdict = 最終得点：{ $points }点 — { $verdict }（ソロ目標{ $goal }）
pic-cvc-solo-verdict-above = 最終得点：{ $points }点 — { $verdict }（ソロ目標{ $goal }点、{ $above }点超で「素晴らしい」）
pic-cvc-tile-needs-gold = { $name }：ゴールド不足
pic-cvc-title = 洞窟対決 — ラウンド{ $round }/{ $total }
pic-cvc-title-over = 洞窟対決 — ゲーム終了
pic-cvc-turns-fact = 残り手番{ $count }
pic-cvc-turns-left = このラウンドの残り手番：{ $left }
pic-cvc-turns-left-of = このラウンドの残り手番：{ $left }/{ $total }
pic-cvc-turns-up = 第{ $n }ラウンドで公開
pic-cvc-used = ✓ 使用済み
pic-cvc-walls = 壁
pic-cvc-walls-supply = 残りの壁：{ $left }/{ $total }
pic-final-score = 最終得点：{ $points }点
pic-first-player = スタートプレイヤー
pic-first-player-cap = スタートプレイヤー
pic-free = 空き
pic-game-over = ゲーム終了
pic-goods = 資材
pic-language = ja
pic-name-free = { $name }：空き
pic-name-points = { $name }：{ $points }点
pic-named = { $name }：{ $text }
pic-none = { $what ->
   *[other] なし
}
pic-or = { $a }または{ $b }
pic-player = プレイヤー{ $n }
pic-points-word = 点
pic-pts = { $points }点
pic-round-n = 第{ $n }ラウンド
pic-score-breakdown = 得点の内訳
pic-seat = P{ $n }
pic-taken-by = 取得：{ $name }
# キャヴァーン・タバーンの用語はすべて(独自訳)。
pic-tavern-all-full = 全エリア満員
pic-tavern-all-placed = すべて配置済み
pic-tavern-automaton = オートマ
pic-tavern-automaton-discard = ✕ オートマのダイス：ラウンド終了時に捨てる
pic-tavern-automaton-note = このラウンド、ダイスがエリア全体をふさぐ
pic-tavern-back-note = 目は自由：ダイスの数で判定
pic-tavern-back-rooms = ナスティの事務所・魔法使いの工房
pic-tavern-band = { $name }・{ $vp }点・ナスティ{ $nasty }・厨房{ $kitchen }・雑用{ $chores }
pic-tavern-blocked = ふさがり：{ TEN($zones) }
pic-tavern-blocked-badge = ✕ ふさがり
pic-tavern-blocked-mess = ふさがり：{ TEN($zones) }／食堂の枠{ $n }
pic-tavern-card-slot-empty = カード枠{ $n }：空き
pic-tavern-cellar = 地下貯蔵庫
pic-tavern-cellar-note = Σ＝ダイスの合計／2枚のうち1枚を取る
pic-tavern-choosing = キャラクター選択中
pic-tavern-chore-board = 雑用ボード
pic-tavern-chores = 雑用
pic-tavern-chores-note = 各1枠／使うたびに雑用トラック+1
pic-tavern-col-items = 道具
pic-tavern-col-order = 進行中の注文（遅れたラウンド数）
pic-tavern-col-player = プレイヤー
pic-tavern-col-score = 得点
pic-tavern-col-track = トラック
pic-tavern-colour-black = 黒
pic-tavern-colour-blue = 青
pic-tavern-colour-green = 緑
pic-tavern-colour-purple = 紫
pic-tavern-colour-red = 赤
pic-tavern-colour-yellow = 黄
pic-tavern-customer = { $race }の客
pic-tavern-dice = ダイス{ $count }個
pic-tavern-dice-left = 残りのダイス
pic-tavern-dice-left-n = 残りのダイス：{ $count }
pic-tavern-dice-none = なし
pic-tavern-die = ダイス{ $count }個
pic-tavern-extra-any-supply = ＋ストックから好きなもの1つ
pic-tavern-extra-steal = プレイヤーから1つ奪う
pic-tavern-extra-swap-player = プレイヤーと1つ交換
pic-tavern-extra-swap-supply = ストックと1つ交換してもよい
pic-tavern-extra-swap-with-supply = ストックと1つ交換
pic-tavern-extra-take-supply = ストックから1つ取る
pic-tavern-final-note = 最終得点計算、秘密の目標、手元のチップを含む
pic-tavern-final-scores = 最終得点
pic-tavern-first-short = 1番
pic-tavern-forgotten = 退店した客：{ $count }
pic-tavern-goal = 目標{ $goal }
pic-tavern-goal-text = 目標：{ $goal }点。{ $text }
pic-tavern-goal-vp = 目標{ $goal }点
pic-tavern-gone-after = { $n }R後に退店
pic-tavern-hidden-in-hand = 手札（非公開）
pic-tavern-highest = 公開の最高得点：{ $names }（{ $points }、秘密の目標を除く）
pic-tavern-holds-white = 白ダイスを持っている
pic-tavern-ingredients = 材料：{ $held }
pic-tavern-ingredients-note = { $count }枚／Σ＝これを得られる地下貯蔵庫の値
pic-tavern-ingredients-title = 材料
pic-tavern-items = 道具：{ $count }
pic-tavern-items-deck = 道具の山札：{ $count }
pic-tavern-kitchen = 厨房
pic-tavern-kitchen-note = 各1枠／使うたびに厨房トラック+1
pic-tavern-mark-6 = +3 ±1
pic-tavern-mark-9 = +4 ±2
pic-tavern-mark-vp = +2点
pic-tavern-mark-warn = ⚠
pic-tavern-marker = { $label }：
pic-tavern-mess-free = 食堂の枠{ $n }・自由に取れる
pic-tavern-mess-hall = 食堂
pic-tavern-mess-note = 注文を1つ取る／遅れたラウンド数で得点／赤：客が帰るとき
pic-tavern-mirror-kitchen = 鏡の厨房
pic-tavern-missing = ✗ { $count }つ不足：{ TEN($names) }
pic-tavern-missing-potion = ✗ { $count }つ不足：{ TEN($names) }／代わりに魔法の薬{ $potions }個
pic-tavern-missing-potions = ✗ { $count }つ不足：{ TEN($names) }／代わりに魔法の薬{ $potions }個
pic-tavern-nasty = ナスティ
pic-tavern-nasty-deck = 「ナスティいわく」の山札：{ $count }
pic-tavern-no-character = キャラクターなし
pic-tavern-no-dice = ダイスなし
pic-tavern-no-order = 注文なし
pic-tavern-no-order-served = 注文なし（提供済み{ $count }）
pic-tavern-no-order-so-far = 進行中の注文なし（これまでに提供{ $count }）
pic-tavern-now = 現在
pic-tavern-order-lateness = { $name }（{ $late }）
pic-tavern-now-short = 現在
pic-tavern-objective = { $name }：{ $text }　{ $met }
pic-tavern-objective-met = ✓ 達成：+{ $vp }点
pic-tavern-objective-missed = ✗ 未達成（{ $vp }点）
pic-tavern-objectives = 秘密の目標
pic-tavern-option-chores = 雑用ボーナス：{ $bonus }
pic-tavern-option-nasty = ナスティトラックの失点（マスごと）：{ $table }
pic-tavern-option-roof = 屋根の修理：{ $vp }点
pic-tavern-order = 注文：{ $name }
pic-tavern-order-in-progress = 進行中の注文
pic-tavern-order-late = 注文：{ $name }（+{ $late }）
pic-tavern-order-none = なし：次の手番でまず1つ取る
pic-tavern-order-open = 終了時に未完成：残った材料の得点なし
pic-tavern-orders-deck = 注文の山札：{ $count }
pic-tavern-past-last = 得点欄の最終行を過ぎた
pic-tavern-player-title = { $name }（{ $colour }）
pic-tavern-players = プレイヤー
pic-tavern-players-note = トラック＝現在の得点トラック／得点＝終了時の減点とボーナス込み
pic-tavern-plus-chores = 雑用+1
pic-tavern-plus-kitchen = 厨房+1
pic-tavern-publisher-cards = 出版社のカードで遊びました。
pic-tavern-ready = ✓ 材料{ $count }つすべてあり：提供できます
pic-tavern-reputation = 評判
pic-tavern-reputation-note = ナスティ：低いほど良い、⚠で呼び出し／厨房、雑用：高いほど良い
pic-tavern-revealed = 公開済み
pic-tavern-reward-item = 道具を3枚引き1枚残す
pic-tavern-reward-office = 自分のナスティ−1、選んだプレイヤー+1
pic-tavern-reward-office-solo = 自分のナスティ−1
pic-tavern-reward-potion = 魔法の薬1個＋道具を1枚引く
pic-tavern-reward-replace = 食堂の注文を入れ替える：3枚引き1枚残す
pic-tavern-round-clock = 第{ $round }ラウンド・{ $clock }
pic-tavern-round-late = { $count }ラウンド遅れ
pic-tavern-rounds-late = { $count }ラウンド遅れ
pic-tavern-says-held = ⚠ ナスティいわく（{ $count }）：{ TEN($cards) } — 解決するまで地下貯蔵庫、工房、事務所のみ／終了時に{ $count ->
    [1] −10
   *[other] 各−10
}
pic-tavern-says-none = ナスティいわく：カードなし
pic-tavern-score-track = 得点（トラック{ $vp }点）
pic-tavern-seat-label = P{ $n } { $colour }
pic-tavern-secret-closed = 第4ラウンド（午後11時）に開く
pic-tavern-secret-kept = 残した秘密の部屋カード：{ TEN($cards) }／修正トークン：{ $modifiers }／飲み物：{ TEN($drinks) }／ミス・ナスティトークン：{ $tokens }
pic-tavern-secret-note = 残りカード{ $deck }・秘密の山{ $pile }・修正トークン{ $modifiers }
pic-tavern-secret-room = 秘密の部屋
pic-tavern-served = 提供した注文：{ $count }
pic-tavern-serving-now = 今提供すると{ $vp }点
pic-tavern-slot-empty = 枠{ $n }：空き
pic-tavern-solo-lost = 最終得点{ $points } — { $target }：敗北
pic-tavern-solo-won = 最終得点{ $points } — { $target }：勝利
pic-tavern-story = ストーリー：{ $name }
pic-tavern-story-goals = ストーリーの目標
pic-tavern-story-goals-text = ストーリー：{ $name } — { $goals }
pic-tavern-story-goals-and = { $a }、{ $b }
pic-tavern-supply-left = 残り{ $piles }
pic-tavern-taken-by-late = { $name }が取得・{ $late }
pic-tavern-taken-in = 第{ $round }ラウンドに取得・{ $late }・{ $now }
pic-tavern-taken-now = このラウンドに取得・{ $now }
pic-tavern-taken-this-round = このラウンドに取得
pic-tavern-talk-miss-nasty = ミス・ナスティと話す
pic-tavern-target-met = { $target }：達成
pic-tavern-target-not-yet = { $target }：未達成
pic-tavern-their-turn = ▶ 手番
pic-tavern-tips = 貯めたチップ：{ $count }（終了時に{ $count ->
    [1] +5点
   *[other] 各+5点
}）
pic-tavern-title = キャヴァーン・タバーン — ラウンド{ $round }/{ $total }
pic-tavern-title-clock = キャヴァーン・タバーン — ラウンド{ $round }/{ $total }・{ $clock }
pic-tavern-title-over = キャヴァーン・タバーン — ゲーム終了
# 「行動する人」は訳語調（ja-291）：絵の見出し「手番：」と同じに。
pic-tavern-to-act = 手番：
pic-tavern-token-drink = トークン：飲み物（{ $ingredient }）
pic-tavern-token-miss-nasty = トークン：ミス・ナスティ
pic-tavern-turn = 手番
pic-tavern-turn-name = ▶ 手番：{ $name }
pic-tavern-two-modifiers = 修正トークン2個
pic-tavern-uses-left = 2回中残り{ $count }回／1ラウンド1回
pic-tavern-vp = { $vp }点
pic-tavern-white = 白
pic-tavern-white-die = 白ダイス
pic-tavern-white-in-hand = （手元、未使用）
pic-tavern-white-not-in-hand = （手元にない）
pic-tavern-white-placed = （エリアに配置）
pic-tavern-white-set-aside = （このラウンドは除外）
pic-tavern-winner = 勝者：{ $names }（{ $points }、秘密の目標とチップを含む）
pic-tavern-zone-blocked = { $name }（{ $need }）：✕
pic-tavern-zone-free = { $name }（{ $need }）：空き{ $free }
# 手番カード：名前と数、並びの見出し、エリアの条件を言葉で（「合計7」：ダイスの合計が7）。
pic-tavern-count = { $name }×{ $count }
pic-tavern-ingredients-label = 材料：
pic-tavern-needs = 必要：
pic-tavern-need-total = 合計{ $total }
pic-tavern-name-vp = { $name }：{ $points }点
pic-tavern-zones-with-room = 空きのあるエリア
pic-to-act = 手番：{ TEN($names) }
pic-to-act-name = ▶ 行動：{ TEN($name) }
pic-to-act-prompt = 手番：{ TEN($names) } — { $prompt }
pic-to-act-tag = ▶ 行動
pic-total = 合計
pic-winner = 勝者：{ $names }（{ $points }点）

## カヴェルナの資材と動物（render/caverna/glyphs.py: good_label, herd_label）。
# 日本語版ルールの表記。ゴールドは seed 004 の「-3ゴールド」から。
pic-caverna-good = { $good ->
    [wood] 木材
    [stone] 石材
    [ore] 鉱石
    [ruby] ルビー
    [gold] ゴールド
    [food] 食料
    [grain] 小麦
    [vegetable] 野菜
    [sheep] 羊
    [donkey] ロバ
    [wild_boar] 猪
    [cattle] 牛
    [dog] 犬
   *[other] { $good }
}
pic-caverna-amount = { pic-caverna-good }{ $count }
pic-caverna-herd = { pic-caverna-good }{ $count }/{ $holds }
# 日本語には複数形がないので単数と同じ。
pic-caverna-goods = { pic-caverna-good }

# 最終得点表の行（render/cavern_tavern/from_view.py）
pic-tavern-row-nasty = ナスティトラック
pic-tavern-row-objective = 秘密の目標
pic-tavern-row-ingredients = 残った材料
pic-tavern-row-solo = ソロ目標{ $goal }点
pic-tavern-row-story = ストーリー

## 全員の一覧（リプレイのコマ、結果カード）
# ゲーム中に表示する得点の注記：まだ最終得点ではありません。
pic-if-ended-now = 今ゲームが終わった場合の得点
pic-glance-band = { $name }・{ $points }点
pic-glance-band-cavern-tavern = { $name }・{ $points }点
pic-glance-band-delta = { $band }（{ $delta }）
pic-glance-changed = { $text }（{ $delta }）
pic-glance-nasty = ナスティ{ $n }
pic-glance-kitchen = 厨房{ $n }
pic-glance-chores = 雑用{ $n }

pic-tavern-goal-text-one = 目標：{ $goal }点。{ $text }
pic-tavern-ingredients-note-one = { $count }枚／Σ＝これを得られる地下貯蔵庫の値
pic-tavern-ready-one = ✓ 材料{ $count }つすべてあり：提供できます
# Caverna: Cave vs Cave の「ラウンド」（ルールブックの « manche »）
pic-cvc-round-n = 第{ $n }ラウンド
