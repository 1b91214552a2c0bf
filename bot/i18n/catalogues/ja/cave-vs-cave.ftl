# Cavern Host — 日本語カタログ：カヴェルナ：洞窟対決。
# seed 004（カヴェルナ）に載っている語：木材、石材、食料、入口、トンネル、探索。
# それ以外のタイル名・部屋名は日本語版ルールが手元にないため、すべて(独自訳)です。

## カヴェルナ：洞窟対決（rules/cave_vs_cave：ラベル、問い）

# アクションタイル：seed 004 に載っていない名前には、1つずつ「(独自訳)」
cvc-tile-cultivation = 耕作
# (独自訳)
cvc-tile-housework = 家事
# (独自訳)
cvc-tile-excavation = 掘削
# (独自訳)
cvc-tile-undergrowth = 下草
cvc-tile-furnishing = 内装
# (独自訳)
cvc-tile-masonry = 石工
# (独自訳)
cvc-tile-undermining = 坑道掘り
# (独自訳)
cvc-tile-expansion = 拡張
# (独自訳)
cvc-tile-breach = 突破
# (独自訳)
cvc-tile-drift_mining = 横坑採掘
# 「探索」は seed 004 の表記
cvc-tile-expedition = 探索
# (独自訳)
cvc-tile-renovation = 改装
# 部屋：同じく、seed 004 にない名前には「(独自訳)」
cvc-room-entrance = 洞窟の入口
# (独自訳)
cvc-room-shelf = 棚
# (独自訳)
cvc-room-spinning_wheel = 糸車
cvc-room-tunnel = トンネル
# (独自訳)
cvc-room-grindstone = 石臼
# (独自訳)
cvc-room-food_corner = 食料庫の隅
# (独自訳)
cvc-room-parlor = 居間
# (独自訳)
cvc-room-warehouse = 倉庫
# (独自訳)
cvc-room-stall = 家畜小屋
# (独自訳)
cvc-room-sacrificial_altar = 生贄の祭壇
# (独自訳)
cvc-room-storeroom = 貯蔵室
# (独自訳)
cvc-room-weaving_room = 機織り部屋
# (独自訳)
cvc-room-furniture_workshop = 家具工房
# (独自訳)
cvc-room-gold_vein = 金鉱脈
# (独自訳)
cvc-room-junction_room = 連絡部屋
# (独自訳)
cvc-room-digging_cave = 採掘洞
# (独自訳)
cvc-room-bakehouse = パン焼き小屋
# (独自訳)
cvc-room-state_room = 応接間
# (独自訳)
cvc-room-secret_chamber = 隠し部屋
# (独自訳)
cvc-room-treasury = 宝物庫
# (独自訳)
cvc-room-prospecting_site = 試掘場
# (独自訳)
cvc-room-retting_room = 浸水部屋
# (独自訳)
cvc-room-equipment_room = 道具部屋
# (独自訳)
cvc-room-wood_storeroom = 木材置き場
# (独自訳)
cvc-room-dungeon = 地下牢
cvc-room-prospecting_site-text = 「下草」を使うとき、食料1をゴールド1に交換できます。
cvc-room-retting_room-text = 亜麻を1～3得るたびに、食料1も得ます。
cvc-room-equipment_room-text = オレンジの部屋を2つまたは3つ使うアクションで、もう1つ多く使えます。
cvc-room-wood_storeroom-text = 「オレンジの部屋を1つ使う」アクションを行うたびに、木材1も得ます。
cvc-room-dungeon-text = 壁を作るたびに、ゴールド2を得ます。

# 資材：木材、石材、食料、小麦は seed 004 の表記（エンマー小麦も「小麦」）。亜麻、ゴールドは(独自訳)。
cvc-good-name = { $good ->
    [wood] 木材
    [stone] 石材
    [emmer] 小麦
    [flax] 亜麻
    [food] 食料
    [gold] ゴールド
   *[other] { $good }
}
cvc-amount = { $good ->
    [wood] 木材
    [stone] 石材
    [emmer] 小麦
    [flax] 亜麻
    [food] 食料
    [gold] ゴールド
   *[other] { $good }
}{ $count }
cvc-nothing = なし
cvc-plus = { $a }＋{ $b }
# 得る資材の並び（+小麦2、+亜麻1）：半角スペースではなく読点。
cvc-space = { $a }、{ $b }
cvc-and = { $a }と{ $b }
cvc-or = { $a }、または{ $b }
# タイルの斜線（どれか1つ）：「・」は「と」に読めるので全角の「／」。
cvc-slash = { $a }／{ $b }
# タイルの行動の並び：ラベルの中なので句点で文を切らず、読点でつなぐ。
cvc-semicolon = { $a }、{ $b }
cvc-named = { $name }：{ $text }
cvc-gain = +{ cvc-amount }
cvc-plus-goods = +{ $goods }
cvc-exchange = { $pay } → { $get }
cvc-pay-exchange = { $pay }を支払う → { $get }
cvc-raise-all = 持っていない資材をそれぞれ1にする
cvc-raise = { cvc-good-name }を{ $count }まで補充
cvc-below = { $text }。{ cvc-good-name }が{ $count }未満なら{ $more }
cvc-ev-below-got = { $text }、{ cvc-good-name }が{ $count }未満のため{ $more }
cvc-distinct = 異なる資材{ $count }種類 → { $get }
# (独自訳)
cvc-room-dig = { $pay }を支払う：洞窟を1つ掘る
cvc-gold-dig = ゴールド1を支払う：{ $cell }を掘る
cvc-use-rooms = { $count ->
    [1] オレンジの部屋を1つ使う
   *[other] 異なるオレンジの部屋を{ $count }つまで使う
}
cvc-dig = { $paid ->
    [yes] { $cost }を支払って{ $count }か所掘る
   *[no] { $count }か所掘る
}{ $walls ->
    [yes] （壁を越えてもよい）
   *[no] {""}
}
cvc-furnish = 内装（部屋のコストのみ）
cvc-furnish-extra = 内装（追加コスト：{ $extra }）
cvc-per-dwarf = ドワーフ1人につき{ cvc-good-name }1
cvc-wall = 壁を作る
cvc-raze = 壁を壊す → { $get }
# 「〜ければ、」のあとに一覧だけでは文にならない（ja-291）：条件をコロンで一覧の前に。
cvc-more-gold = 相手よりゴールドが多いときのみ：{ $text }
cvc-xcavern = 追加の洞窟
cvc-slot-side = { $cell }の{ $side ->
    [north] 北
    [east] 東
    [south] 南
   *[west] 西
}側
cvc-slot-between = { $a }と{ $b }の間

cvc-convert = 資材を交換…（小麦、亜麻、ゴールド → 食料）
cvc-convert-one = { cvc-good-name }1 → 食料1（所持：{ $have }）
cvc-convert-prompt = 資材を食料に交換します（1対1、いつでも）
cvc-back = 戻る
# (独自訳)
cvc-tile-prompt = アクションタイルを選んでください（第{ $round }ラウンド、{ $turns }手番中{ $turn }手番目）
cvc-prospect = { $room }：食料1を支払ってゴールド1
cvc-take = { $goods }を取る
cvc-furnish-more = 洞窟に内装する（部屋のコスト＋{ $more }）
cvc-furnish-cavern = 洞窟に内装する（部屋のコスト）
cvc-build-wall = 壁を作る（ストックに残り{ $left }）
cvc-pay-for = { $pay }を支払って{ $get }
cvc-end-turn = 手番終了
# 「どちらか一方」のタイルにも使うので、「好きな順に」とは言いません。
cvc-parts-prompt = 「{ $tile }」で行うことを選んでください（順番は自由）
cvc-excavate = { $cell }を掘る{ $food ->
    [yes] （食料+1）
   *[no] {""}
}
cvc-dig-prompt = 掘る裏向きの部屋を選んでください（残り{ $left }）
cvc-wall-at = 壁：{ $slot }
cvc-wall-prompt = 壁を作る場所を選んでください
cvc-raze-at = 壁を壊す：{ $slot }
cvc-raze-prompt = 壊す壁を選んでください
cvc-furnish-room = { $room }（{ $color ->
    [orange] オレンジ
   *[blue] 青
}、{ $points }点、コスト：{ TO($price) }）：{ $text }
cvc-furnish-prompt = 内装する部屋を選んでください
cvc-place = { $room }を{ $cell }に置く{ $turned ->
    [0] {""}
   *[other] （{ $turned }°回転）
}
cvc-place-prompt = { $room }を置く場所を選んでください
cvc-use-prompt = { $room }をどう使いますか？
cvc-stop-rooms = 部屋の使用を終える
cvc-rooms-prompt = 部屋を使ってください（あと{ $left }）
cvc-xcav-prompt = 洞窟がいっぱいなので、追加の洞窟を取ってください。どちらの面にしますか？
cvc-xcav-2 = 壁2枚の面（角）
cvc-xcav-3 = 壁3枚の面

## 洞窟対決の出来事（ゲームのログとチャンネル）

cvc-note-retting = （浸水部屋：食料+1）
cvc-ev-convert = { $who }さんが{ cvc-amount }を食料{ $count }に交換しました。
cvc-ev-take-tile = { $who }さんが「{ $tile }」を取りました。
cvc-ev-prospect = { $who }さんが{ $room }で食料1をゴールド1に交換しました。
cvc-ev-takes = { $who }さんが{ TO($goods) }を得ました{ $note }。
cvc-ev-pays = { $who }さんが{ TO($pay) }を支払って{ TO($get) }を得ました。
cvc-ev-excavate = { $who }さんが{ $cell }を掘り、{ $room }が現れました{ $food ->
    [yes] （食料+1）
   *[no] {""}
}。
cvc-ev-wall = { $who }さんが{ $slot }に壁を作りました{ $dungeon ->
    [yes] （地下牢：ゴールド+2）
   *[no] {""}
}。
cvc-ev-raze = { $who }さんが{ $slot }の壁を壊し、{ TO($get) }を得ました。
cvc-ev-furnish = { $who }さんが{ TO($price) }で{ $room }を{ $cell }に内装しました。
# 括弧書き：記録の行はすでに「名前：…」で始まる。
cvc-ev-use = { $who }さんが{ $room }を使いました（{ $text }）。
cvc-ev-wood = { $who }さんが{ $room }から木材1を得ました。
cvc-ev-xcav = { $who }さんの洞窟がいっぱいになり、追加の洞窟（壁{ $walls }枚の面）を取りました。
cvc-ev-pile = 部屋の山札の一番上が表になりました：{ $room }。
cvc-ev-round = 第{ $round }ラウンド開始：「{ $tile }」が表になりました（各自{ $turns }手番）。
cvc-ev-paid-for-gold = { TO($pay) }を支払ってゴールド2を得ました
cvc-ev-paid-to-dig = ゴールド1を支払って掘りました
cvc-ev-starts = { $who }さんから始めます。
cvc-ev-game-ends = 最終ラウンドが終わりました。ゲーム終了です。


# 得点の行（rules/cave_vs_cave/scoring.py）
cvc-score-rooms = 部屋
cvc-score-gold = ゴールド

# このボットが採用しているルールの読み（rules/cave_vs_cave/data.json "readings"; /ゲーム ルール）
cvc-reading-1 = 連絡部屋：ゴールドも「異なる資材3種類」の1つに数えてかまいません。
cvc-reading-2 = 木材置き場：木材は部屋アクション1回につき1回、実際に部屋を1つ以上使ったときだけ得られます。
cvc-reading-3 = 浸水部屋：亜麻を1～3得たときに発動します。数えるのは上限9で切り捨てる前の数で、補充で得た分も含みます。
cvc-reading-4 = 坑道掘りは通り道の壁をすべて無視しますが、裏向きの部屋は無視しません。
cvc-reading-5 = ソロ：ちょうど1か所だけ掘った手番の終わりに、部屋の山札の一番上を公開します。
cvc-reading-6 = 追加の洞窟：壁2枚の面は北と西に、壁3枚の面は北・東・西に壁があります。
cvc-reading-7 = 食料2での掘削は、2か所掘れるときだけ選べます。食料は1回目の掘削で支払い、2回目も続けて行います。
cvc-reading-8 = この手番に内装した部屋は、同じ手番には使えません。
cvc-reading-9 = トンネル：1回の使用で両方の効果が得られます。
cvc-reading-10 = 改装：相手よりゴールドが多いかどうかは、タイルを取る時点で判定します。その後の内装でゴールドを払い、相手と同数以下になってもかまいません。
cvc-reading-11 = 掘ったときの「食料+1」は、洞窟のマスB2とB4に印刷されています。
cvc-reading-12 = 9を超えた食料は、ほかの獲得と同じく失われます。食料への交換は食料が9未満のときだけ選べます。

cvc-reading-13 = 部屋アクションは、使える部屋がなくなると自動的に終わります（食料への交換は最後の部屋の前に済ませてください）。各段階では、交換したあとに何もできなくなる（「戻る」しか選べなくなる）交換は選択肢に表示しません。

# タイルのうち実行できない部分とその理由（手番の案内に添える）。
cvc-parts-prompt-why = 「{ $tile }」で行うことを選んでください（順番は自由）。{ $why }
# 括弧の入れ子を避け、部分ごとに一文で理由を言う（部分の名前にはすでに括弧がある）。
cvc-blocked = 「{ $part }」{ $reason ->
    [cavern] は、内装できる空き洞窟がないため実行できません。
    [afford] は、支払う資材が足りないため実行できません。
    [fit] は、場に出ている部屋がどれも洞窟に合わないため実行できません。
    [dig] は、掘れる場所がないため実行できません。
    [wall] は、壁を作れないため実行できません。
    [no-walls] は、壊せる壁がないため実行できません。
    [rooms] は、今使える部屋がないため実行できません。
   *[none] では、何もできません。
}
# 各部分はすでに「。」で終わるので、そのまま続ける。
cvc-blocked-and = { $a }{ $b }
