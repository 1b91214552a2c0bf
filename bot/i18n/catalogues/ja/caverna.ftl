# Cavern Host — 日本語カタログ：カヴェルナ。
# 用語は日本語版ルールの読み（seed 004）の表記に合わせています。seed 004 に載っていない名前には
# 「(独自訳)」とコメントを付けています。

## アクションスペースとラウンドカード（spaces.json）

# seed 004 に載っていない名前には、1つずつ直前に「(独自訳)」と記しています。
caverna-space-ruby_mining = ルビー採掘
# (独自訳)
caverna-space-housework = 家事
# (独自訳)
caverna-space-slash_and_burn = 焼畑
# (独自訳)
caverna-space-drift_mining_1 = 横坑採掘
# (独自訳)
caverna-space-excavation_1 = 掘削
# 「スタートプレイヤー」は seed 004 の表記
caverna-space-starting_player_1 = スタートプレイヤー
# (独自訳)
caverna-space-logging_1 = 伐採
# (独自訳)
caverna-space-wood_gathering = 木材集め
# (独自訳)
caverna-space-supplies = 物資
# (独自訳)
caverna-space-clearing_1 = 開墾
# (独自訳)
caverna-space-sustenance_1 = 食料調達
# (独自訳)
caverna-space-ore_mining_1 = 鉱石採掘
# (独自訳)
caverna-space-drift_mining_2 = 横坑採掘
# (独自訳)
caverna-space-excavation_2 = 掘削
caverna-space-starting_player_2 = スタートプレイヤー
# (独自訳)
caverna-space-logging_2 = 伐採
# (独自訳)
caverna-space-growth = 成長
# (独自訳)
caverna-space-clearing_2 = 開墾
# (独自訳)
caverna-space-sustenance_2 = 食料調達
# (独自訳)
caverna-space-ore_mining_2 = 鉱石採掘
# (独自訳)
caverna-space-forest_exploration_2 = 森の探検
# 「複製」は seed 004 の表記
caverna-space-imitation_4_7 = 複製（食料2）
# (独自訳)
caverna-space-strip_mining = 露天掘り
# (独自訳)
caverna-space-forest_exploration_1 = 森の探検
caverna-space-imitation_3 = 複製（食料4）
# (独自訳)
caverna-space-large_depot = 大倉庫
# (独自訳)
caverna-space-extension = 拡張
caverna-space-imitation_7 = 複製（食料0）
# (独自訳)
caverna-space-depot = 倉庫
# (独自訳)
caverna-space-small_scale_drift_mining = 小規模な横坑採掘
# (独自訳)
caverna-space-weekly_market = 週市
# (独自訳)
caverna-space-hardware_rental_5 = 道具の貸し出し
# (独自訳)
caverna-space-fence_building_5 = 柵作り
caverna-space-imitation_5 = 複製（食料4）
# (独自訳)
caverna-space-hardware_rental_6_7 = 道具の貸し出し
# (独自訳)
caverna-space-fence_building_6_7 = 柵作り
caverna-space-imitation_6_7 = 複製（食料1）
# ラウンドカード：「子を願う」「急ぎ子を願う」「家族生活」「探索」は seed 004 の表記
caverna-space-blacksmithing = 鍛冶
# (独自訳)
caverna-space-sheep_farming = 羊の飼育
# (独自訳)
caverna-space-ore_mine_construction = 鉱石の探掘所の建設
caverna-space-wish_for_children = 子を願う
caverna-space-urgent_wish_for_children = 急ぎ子を願う
# (独自訳)
caverna-space-donkey_farming = ロバの飼育
# (独自訳)
caverna-space-ruby_mine_construction = ルビーの探掘所の建設
caverna-space-family_life = 家族生活
caverna-space-exploration = 探索
# (独自訳)
caverna-space-ore_delivery = 鉱石の配達
# (独自訳)
caverna-space-adventure = 冒険
# (独自訳)
caverna-space-ore_trading = 鉱石の取引
# (独自訳)
caverna-space-ruby_delivery = ルビーの配達
# (独自訳)
caverna-space-loot = 報酬
# (独自訳)
caverna-space-ruby_tile = ルビーの交換

## 内装タイル（furnishings.json）
# 「入口の部屋」「朝食の部屋」「ゆったりした部屋」は seed 004 の表記、「住居」も seed 004。

caverna-tile-dwelling = 住居
# (独自訳)
caverna-tile-simple_dwelling_4w2s = 簡素な住居
# (独自訳)
caverna-tile-simple_dwelling_3w3s = 簡素な住居
# (独自訳)
caverna-tile-mixed_dwelling = 混合住居
# (独自訳)
caverna-tile-couple_dwelling = 夫婦の住居
# (独自訳)
caverna-tile-additional_dwelling = 追加の住居
caverna-tile-cuddle_room = ゆったりした部屋
caverna-tile-breakfast_room = 朝食の部屋
# (独自訳)
caverna-tile-stubble_room = 刈り株の部屋
# (独自訳)
caverna-tile-work_room = 作業部屋
# (独自訳)
caverna-tile-guest_room = 客間
# (独自訳)
caverna-tile-office_room = 事務室
# (独自訳)
caverna-tile-carpenter = 大工
# (独自訳)
caverna-tile-stone_carver = 石工
# (独自訳)
caverna-tile-blacksmith = 鍛冶屋
# (独自訳)
caverna-tile-miner = 鉱夫
# (独自訳)
caverna-tile-builder = 建築家
# (独自訳)
caverna-tile-trader = 商人
# (独自訳)
caverna-tile-wood_supplier = 木材の供給者
# (独自訳)
caverna-tile-stone_supplier = 石材の供給者
# (独自訳)
caverna-tile-ruby_supplier = ルビーの供給者
# (独自訳)
caverna-tile-dog_school = 犬の学校
# (独自訳)
caverna-tile-quarry = 石切り場
# (独自訳)
caverna-tile-seam = 鉱脈
# (独自訳)
caverna-tile-slaughtering_cave = 屠殺の洞窟
# (独自訳)
caverna-tile-cooking_cave = 料理の洞窟
# (独自訳)
caverna-tile-working_cave = 作業の洞窟
# (独自訳)
caverna-tile-mining_cave = 採掘の洞窟
# (独自訳)
caverna-tile-breeding_cave = 繁殖の洞窟
# (独自訳)
caverna-tile-peaceful_cave = 平和の洞窟
# (独自訳)
caverna-tile-weaving_parlor = 機織りの間
# (独自訳)
caverna-tile-milking_parlor = 搾乳の間
# (独自訳)
caverna-tile-state_parlor = 大広間
# (独自訳)
caverna-tile-hunting_parlor = 狩猟の間
# (独自訳)
caverna-tile-beer_parlor = ビールの間
# (独自訳)
caverna-tile-blacksmithing_parlor = 鍛冶の間
# (独自訳)
caverna-tile-stone_storage = 石材の貯蔵庫
# (独自訳)
caverna-tile-ore_storage = 鉱石の貯蔵庫
# (独自訳)
caverna-tile-spare_part_storage = 部品の貯蔵庫
# (独自訳)
caverna-tile-main_storage = 主貯蔵庫
# (独自訳)
caverna-tile-weapon_storage = 武器の貯蔵庫
# (独自訳)
caverna-tile-supplies_storage = 物資の貯蔵庫
# (独自訳)
caverna-tile-broom_chamber = ほうきの小部屋
# (独自訳)
caverna-tile-treasure_chamber = 宝の小部屋
# (独自訳)
caverna-tile-food_chamber = 食料の小部屋
# (独自訳)
caverna-tile-prayer_chamber = 祈りの小部屋
# (独自訳)
caverna-tile-writing_chamber = 書斎
# (独自訳)
caverna-tile-fodder_chamber = 飼料の小部屋

## 内装タイルの説明（furnishings.json "text"）。-effect：タイルに印刷された最初の文。

caverna-tile-dwelling-text = ドワーフ1人が住めます。枚数は無制限として扱います（箱には17枚。足りなくなったら代用してください）。
caverna-tile-simple_dwelling_4w2s-text = ドワーフ1人が住めます。住居より石材が1少ないコストで建てられ、得点は0点です。
caverna-tile-simple_dwelling_3w3s-text = ドワーフ1人が住めます。住居より木材が1少ないコストで建てられ、得点は0点です。
caverna-tile-mixed_dwelling-text = ドワーフ1人と、同じ種類の家畜2頭まで住めます。
caverna-tile-couple_dwelling-text = ドワーフ2人が住めます（家族の追加のアクションで増えるのは、それでも1人ずつです）。
caverna-tile-additional_dwelling-text = 6人目のドワーフ専用で、5人になるまで空いたままです。建てると6人目のドワーフ駒を受け取ります。早めに建ててもかまいません。
caverna-tile-cuddle_room-text = ドワーフと同じ数まで羊を飼えます（「子を願う」のスペースにいる駒2つも数えます）。羊以外は飼えません。
caverna-tile-breakfast_room-text = 牛を3頭まで飼えます（ほかの動物は不可）。
caverna-tile-stubble_room-text = 種の撒かれていない空の畑それぞれに、家畜をちょうど1頭置けます。
caverna-tile-work_room-text = 内装するとき、トンネルと深いトンネルの上にも内装タイルを置けます（探掘所の上は不可）。
caverna-tile-guest_room-text = あなたにとって、「どちらか一方」のアクションスペースはすべて「一方または両方」になります。対象は「子を願う」「急ぎ子を願う」「ルビーの探掘所の建設」「成長」です。7人プレイでは「拡張」の左右両方も対象です（ゲーム中1回のみ）。
caverna-tile-guest_room-effect = あなたにとって、「どちらか一方」のアクションスペースはすべて「一方または両方」になります。
caverna-tile-office_room-text = 2マスタイルをホームボードの端からはみ出して（半分だけ）置けます。そのたびにゴールド2を得ます。
caverna-tile-carpenter-text = 部屋に内装するとき、または柵を作るアクションのとき、木材を1少なく支払います。
caverna-tile-stone_carver-text = すぐに石材2を得ます（1回）。部屋に内装するとき、または厩を建てるとき、石材を1少なく支払います（厩は無料になります）。
caverna-tile-blacksmith-text = すぐに鉱石2を得ます（1回）。武器の作成に必要な鉱石が2少なくなります（上限レベル8は変わりません）。鉱石の取引には適用されません。
caverna-tile-miner-text = 各ラウンドの開始時に、ロバのいる鉱石の探掘所1つにつき鉱石1を得ます（ルビーの探掘所は数えません）。
caverna-tile-builder-text = 内装タイルの支払いで、木材1を鉱石1に、石材1を鉱石1に（どちらか、または両方）置き換えられます。
caverna-tile-trader-text = 得点計算の前ならいつでも、ゴールド2を支払って木材1＋石材1＋鉱石1の組を得られます。
caverna-tile-wood_supplier-text = 次の7つのラウンドスペースに木材を1つずつ置き、それらのラウンドの開始時に受け取ります。
caverna-tile-stone_supplier-text = 次の5つのラウンドスペースに石材を1つずつ置き、それらのラウンドの開始時に受け取ります。
caverna-tile-ruby_supplier-text = 次の4つのラウンドスペースにルビーを1つずつ置き、それらのラウンドの開始時に受け取ります。
caverna-tile-dog_school-text = 無料で建てられます。以後、ホームボードに新しい犬を置くたびに木材1を得ます。
caverna-tile-quarry-text = 生まれたロバ1頭につき石材1を得ます（繁殖フェーズか繁殖の報酬）。アクションスペースやルビーのロバは対象外です。
caverna-tile-seam-text = 石材を得るたびに（方法を問わず）、石材1つにつき鉱石1も得ます。
caverna-tile-slaughtering_cave-text = 家畜を食料に交換するたびに、1頭につき食料を1多く得ます（ロバ2頭をまとめて交換するなら2多く）。狩猟の間とは併用できません。
caverna-tile-cooking_cave-text = 小麦1＋野菜1をまとめて交換すると食料5になります（通常は3）。
caverna-tile-working_cave-text = 食糧供給のたびに（特別な食料1の供給も含む）、ドワーフちょうど1人分を食料の代わりに木材1、石材1、鉱石2のいずれかで賄えます。
caverna-tile-mining_cave-text = 食糧供給のたびに（特別な供給も含む）、鉱石またはルビーの探掘所にいるロバ1頭につき食料が1少なくて済みます。
caverna-tile-breeding_cave-text = 動物が繁殖するたびに（繁殖フェーズまたは繁殖の報酬）、生まれた家畜1頭につき食料1を得ます。4種類すべてが生まれたら食料5です。
caverna-tile-peaceful_cave-text = いつでもドワーフの武器を、その武器レベルと同じ数の食料に交換できます（武器は取り除きます）。
caverna-tile-weaving_parlor-text = 建てたときに1回だけ、持っている羊1頭につき食料1を得ます。
caverna-tile-milking_parlor-text = 建てたときに1回だけ、持っている牛1頭につき食料1を得ます。
caverna-tile-state_parlor-text = 建てたときに1回だけ、上下左右に隣接する住居1つにつき食料2を得ます。入口の部屋も住居として数えます。
caverna-tile-hunting_parlor-text = 得点計算の前ならいつでも（最後の収穫の後でも）：猪2頭をゴールド2＋食料2に交換できます。屠殺の洞窟とは併用できません。
caverna-tile-beer_parlor-text = 得点計算の前ならいつでも：小麦2をゴールド3または食料4に交換できます。
caverna-tile-blacksmithing_parlor-text = 得点計算の前ならいつでも：ルビー1＋鉱石1をゴールド2＋食料1に交換できます。
caverna-tile-spare_part_storage-text = 得点計算の前ならいつでも：木材1＋石材1＋鉱石1の組を、1組につきゴールド2に交換できます。

## 探索の報酬（loot.json）

caverna-loot-weapons = 全武器+1
caverna-loot-dog = 犬1
caverna-loot-wood = 木材1
caverna-loot-sheep = 羊1
caverna-loot-grain = 小麦1
caverna-loot-donkey = ロバ1
caverna-loot-stone = 石材1
caverna-loot-vegetable = 野菜1
caverna-loot-ore = 鉱石2
caverna-loot-boar = 猪1
caverna-loot-gold = ゴールド2
caverna-loot-furnish = 部屋に内装する
caverna-loot-stable = 厩を無料で建てる
caverna-loot-tunnel = トンネルを置く
caverna-loot-small_pasture = 木材1で1マスの柵
caverna-loot-cattle = 牛1
caverna-loot-large_pasture = 木材2で2マスの柵
caverna-loot-meadow = 牧草地を置く
caverna-loot-dwelling = 木材2＋石材2で住居
caverna-loot-field = 畑を置く
caverna-loot-sow = 種を撒く
caverna-loot-cavern = 1部屋タイルを置く
caverna-loot-breed = 2種類まで繁殖
caverna-loot-small_pasture-cost = { $cost }で1マスの柵
caverna-loot-large_pasture-cost = { $cost }で2マスの柵
caverna-loot-dwelling-cost = { $cost }で住居

## 資材と動物：{ $good } は ID、{ $count } は英語などの複数形用（日本語では変わりません）。
# 名前はすべて seed 004 の表記（ゴールドは「-3ゴールド」から）。

caverna-good = { $count ->
   *[other] { $good ->
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
}
# ID そのもの（英語の一部の文が "buys 1 wild_boar" と表示するもの）。日本語では名前にします。
caverna-good-id = { $good ->
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
caverna-amount = { $name }{ $count }
caverna-nothing = なし
caverna-free = 無料

## つなぎの部品

caverna-comma = { $a }、{ $b }
caverna-comma-last = { $a }、{ $b }
caverna-plus = { $a }＋{ $b }
caverna-and = { ONAJI($a, $b) }
caverna-and-more = { ONAJI($a, $b) }
caverna-and-then = { SHITE($a, $b) }
# 「AしてからB、またはC」：または の前に読点を打ち、その後 との区切りをはっきりさせる。
caverna-or = { ONAJI_MATAWA($a, $b) }
caverna-andor = { ONAJI($a, $b) }{ $n ->
    [3] （一部だけでも可）
    [4] （一部だけでも可）
   *[other] （どちらか一方でも可）
}
# 3つ以上の「…および／または…」：途中は読点だけ、最後に一度だけ「一部だけでも可」。
caverna-andor-more = { ONAJI($a, $b) }{ $n ->
   *[other] {""}
}
# 同じ部分が続くとき：「レベル1の探索を2回」。
caverna-times = { KAI($a, $n) }
caverna-semicolon = { $a }、{ $b }
caverna-titled = { $title }：{ $text }
caverna-exchange = { $pay } → { $get }

## 地形タイルとマスの中身（seed 004：「部屋とトンネルタイル」「2部屋タイル」「牧草地と畑タイル」）

caverna-landscape-meadow_field = 牧草地と畑タイル
caverna-landscape-cavern_tunnel = 部屋とトンネルタイル
caverna-landscape-cavern_tunnel_or_cavern_cavern = 部屋とトンネルタイルまたは2部屋タイル
caverna-landscape-ore_mine = 鉱石の探掘所+深いトンネルタイル
caverna-landscape-ruby_mine_tunnel = トンネル上のルビーの探掘所
caverna-landscape-ruby_mine_deep = 深いトンネル上のルビーの探掘所
caverna-landscape-tunnel = トンネル
caverna-landscape-meadow = 牧草地
caverna-landscape-field = 畑
caverna-landscape-cavern = 部屋
caverna-single-meadow = 牧草地
caverna-single-field = 畑
caverna-single-tunnel = トンネル
caverna-single-cavern = 1部屋タイル
caverna-cell-m = 牧草地
caverna-cell-f = 畑
caverna-cell-cav = 部屋
caverna-cell-tun = トンネル
caverna-cell-ore = 鉱石の探掘所
caverna-cell-deep = 深いトンネル
caverna-cell-ruby = ルビーの探掘所

## 収穫（seed 004：収穫マーカー、畑フェーズ、食糧供給フェーズ、繁殖フェーズ）

caverna-harvest-none = 収穫なし
caverna-harvest-full = 全フェーズ（畑・食糧供給・繁殖）
caverna-harvest-feed_1 = 収穫なし、ただしドワーフごとに食料1
caverna-harvest-skip_field_or_breeding = 各プレイヤーは畑フェーズか繁殖フェーズを省きます
caverna-marker-green = 緑
caverna-marker-red = 赤

## 問い

caverna-prompt-place = ドワーフをアクションスペースに配置してください
caverna-prompt-pick_dwarf = 代わりにどのドワーフを配置しますか（ルビー1）？
caverna-prompt-feed = ドワーフに食料を供給してください
caverna-prompt-breed = 生まれた動物がすべては入りません。どれを残しますか？
caverna-prompt-skip_phase = この収穫では、畑フェーズと繁殖フェーズのどちらを省きますか？
caverna-prompt-overflow = 動物がすべては入りません。いくつか食料にしてください。
caverna-prompt-convert = 資材を交換（いつでも）
caverna-prompt-gold = ゴールドで食料をいくつ買いますか（食料N個にゴールドN+1）？
caverna-prompt-solo_cap = 資材が6個を超えるスペースは、1つにつきルビー1を支払わない限り超過分を失います
caverna-prompt-final = 得点計算前の最後の交換（内装タイル、ルビー、武器）

## スペースの効果（流れの選択肢のラベル）

caverna-take = { $goods }を獲得
caverna-take-nothing = 何も獲得しない
caverna-take-mines = 探掘所の分の{ $goods }を獲得
caverna-op-growth = 家族の追加
caverna-op-market = 市場で資材を買う
caverna-op-ore_trade = 鉱石2をゴールド2と食料1に交換（3回まで）
caverna-op-imitate = 相手のスペースを複製する
caverna-op-forge = 武器を作成する
caverna-op-weapons_plus_1 = 全武器+1
caverna-op-start_player = スタートプレイヤーになる
caverna-op-expedition = レベル{ $level }の探索に行く
caverna-op-breed = { $count }種類まで繁殖
caverna-op-tile = { $tile }を配置
caverna-op-fence = { $size ->
    [small] 1マス
   *[large] 2マス
}の柵を建てる（{ $cost }）
caverna-op-stable = 厩を建てる（{ $cost }）
caverna-op-free-stable = 厩を無料で建てる
caverna-op-furnish-tile = { $cost }で{ $tile }を内装
caverna-op-furnish-dwelling = 住居を内装
caverna-op-furnish = 部屋に内装
caverna-op-sow = 種を撒く

## 選択肢のラベル

caverna-back = 戻る
caverna-done = 完了
caverna-skip = 省く
caverna-final-done = 完了：今の資材のまま得点計算する
caverna-eat = { $what }を食料にする（+{ $food }）
caverna-buy = { $price }で{ $what }を買う
caverna-done-buying = 購入終了
caverna-trade-left = { $pay }を{ $get }に交換（残り{ $left }）
caverna-done-trading = 交換終了
caverna-imitate-space = 「{ $space }」を複製（{ $cost }を支払う）
caverna-cap-keep = ルビー1を支払う：{ $space }は{ $goods }をすべて残す
caverna-cap-done = 完了：ほかのスペースは資材を{ $count }個残す
caverna-pass-option = { $weapon ->
    [0] 武器のないドワーフ
   *[other] 武装したドワーフ（{ $weapon }）
}が使えるスペースがありません：パス
caverna-ruby-dwarf = ルビー1を支払って別のドワーフを配置する
caverna-send-dwarf = { $weapon ->
    [0] 武器のないドワーフを配置
   *[other] 武器レベル{ $weapon }のドワーフを配置
}
caverna-feed-pay = ドワーフに食料を供給：{ $food }を支払う
caverna-feed-beg = { $paid ->
    [0] 何も支払わず、
   *[other] { $food }を支払い、
}物乞いマーカーを{ $count }枚受け取る{ $count ->
    [1] （−3点）
   *[other] （各−3点）
}
caverna-feed-one = ドワーフ1人を{ $goods }で賄う（{ $tile }）
caverna-skip-field = 畑フェーズを省く
caverna-skip-breeding = 繁殖フェーズを省く
caverna-no-newborn = 生まれた動物は入りません：続ける
caverna-keep-newborn = 生まれた{ $animals }を残す
caverna-forge = レベル{ $strength }の武器を作成（{ $cost }）
caverna-end-expedition = 探索を終える
caverna-breed = { $animals }を繁殖
caverna-half-at = { $cell }に{ $kind }
caverna-half-off = ボードの外に{ $kind }
# (独自訳)
caverna-tile-price = { $tile }（{ $cost }）
caverna-back-cell = 別のマスを選ぶ
caverna-the-half = { $kind }の半分
caverna-one-half = 2マスタイルの片側
caverna-put-half = { $half }を{ $cell }に置く…
caverna-fence-at = { $cells }に{ $size ->
    [small] 1マス
   *[large] 2マス
}の柵を建てる
caverna-stable-at = { $cell }に厩を建てる
caverna-colour-menu = { $colour ->
    [orange] 住居
    [green] 緑の部屋
   *[yellow] 黄色の部屋（間、貯蔵庫、小部屋）
}（支払えるもの{ $count }枚）…
caverna-back-kind = 別の種類のタイルを選ぶ
caverna-sow-crop = { $what }を撒く（畑に{ $count }）
caverna-done-sowing = 種まき終了
caverna-cannot-pay = { $tile }の支払いができなくなったので、選び直してください
caverna-pay = { $goods }を支払う
caverna-back-tile = 別のタイルを選ぶ
caverna-cover-at = { $cell }の{ $tile }を覆う
caverna-furnish-at = { $kind ->
    [tunnel] { $cell }のトンネルに内装
    [deep] { $cell }の深いトンネルに内装
   *[cavern] { $cell }の部屋に内装
}
caverna-convert-entry = 資材を交換…
caverna-gold-menu = ゴールドで食料を増やす（ゴールドN+1 → 食料N）…
caverna-ruby-tile = { $price } → { $tile }タイル1枚を今すぐ配置
caverna-trade-weapon = ドワーフ{ $dwarf }のレベル{ $strength }の武器を{ $food }に交換

## お断り

caverna-refuse-over = このゲームは終了しました。これ以上プレイできません。
caverna-refuse-not-your-turn = 今はあなたの手番ではないので、決めることはありません。
caverna-refuse-not-an-option = 「{ $option }」は今選べる手ではありません。
caverna-refuse-unavailable = その選択肢は今は選べません。
caverna-refuse-furnishing-set = オプション「furnishing_set」は「full」か「intro」にしてください（入力：「{ $chosen }」）。

## 得点表の行（seed 004 の「ゲーム終了時の得点計算」）

caverna-score-farm-animals-and-dogs = 家畜と犬
caverna-score-missing-farm-animal-types = いない家畜の種類
caverna-score-grain = 小麦
caverna-score-vegetables = 野菜
caverna-score-rubies = ルビー
caverna-score-dwarfs = ドワーフ
caverna-score-unused-spaces = 未使用スペース
caverna-score-pastures = 牧場
caverna-score-mines = 探掘所
caverna-score-furnishing-tiles = 内装
caverna-score-bonus-points = 内装ボーナス
# seed 004 の得点表は「コイン」、本文は「-3ゴールド」：資材の名前に合わせて「ゴールド」に統一。
caverna-score-gold = ゴールド
caverna-score-begging = 物乞いマーカー
caverna-score-writing-chamber = 書斎

## 出来事（ゲームのログとチャンネル）

caverna-ev-starts = { $who }さんから始めます。
caverna-ev-round = 第{ $round }ラウンド：新しいアクションスペースは「{ $space }」です。
caverna-ev-flip = 「{ $old }」が裏返り、「{ $new }」になりました。
caverna-ev-suppliers = { $who }さんが供給者から{ $goods }を受け取りました。
caverna-ev-round-start-gain = { $who }さんがラウンド開始時に{ $goods }を得ました（内装タイル）。
caverna-ev-marker = 第{ $round }ラウンドの収穫マーカーは{ $marker }：{ $kind }。
caverna-ev-cap = 「{ $space }」の資材が{ $count }個を超えているので、{ $goods }だけを残し、超過分はストックに戻ります。
caverna-ev-cap-keep = { $who }さんがルビー1を支払い、{ $space }の資材をもう1ラウンド残しました。
caverna-ev-pass = { $who }さんは使えるスペースがなく、パスしました。
caverna-ev-send = { $who }さんがドワーフを「{ $space }」に配置しました。
caverna-ev-ruby-dwarf = { $who }さんがルビー1を支払い、武器レベルの順番を無視してドワーフを配置しました。
caverna-ev-home = ドワーフが全員帰宅しました。
caverna-ev-over = ゲーム終了です。
caverna-ev-final = 得点計算前の最後の交換です。
caverna-ev-done-trading = { $who }さんが交換を終えました。
caverna-ev-takes = { $who }さんが{ $goods }を得ました。
caverna-ev-takes-mines = { $who }さんが探掘所の分として{ $goods }を追加で得ました。
caverna-ev-start-player = { $who }さんがスタートプレイヤーになりました。
caverna-ev-growth = { $who }さんの家族が増え、新しいドワーフが生まれました。
caverna-ev-sharpen = { $who }さんがすべての武器を強化しました（+1）。
caverna-ev-buys = { $who }さんがゴールド{ $price }で{ caverna-good-id }1を買いました。
caverna-ev-trades = { $who }さんが{ TO($pay) }を{ TO($get) }に交換しました。
caverna-ev-imitate = { $who }さんが{ TO($cost) }を支払って「{ $space }」を複製しました。
caverna-ev-harvest = 第{ $round }ラウンドの収穫：{ $kind }。
caverna-ev-harvests = { $who }さんが{ $goods }を収穫しました。
caverna-ev-feed-one = { $who }さんがドワーフ1人を{ TO($goods) }で賄いました（{ $tile }）。
# $paid が 0 のとき、払えなかったのか払わないことを選んだのかは文面からはわからないので、
# どちらにも合う「支払わず」と言う。
caverna-ev-feed = { $who }さん{ $paid ->
    [0] { $count ->
        [0] は食料を支払いませんでした。
       *[other] は食料を支払わず、物乞いマーカーを{ $count }枚受け取りました。
    }
   *[other] がドワーフに{ $food }を供給しました{ $count ->
        [0] 。
       *[other] 。物乞いマーカーを{ $count }枚受け取りました。
    }
}
caverna-ev-skip = { $who }さんは{ $phase ->
    [field] 畑フェーズ
   *[breeding] 繁殖フェーズ
}を省きました。
caverna-ev-no-room = { $who }さんには生まれた動物を置く場所がありません。
caverna-ev-breed = { $who }さんの動物が繁殖しました：{ $animals }。
caverna-ev-newborn-gain = { $who }さんが生まれた動物の分として{ $goods }を得ました。
# 内装タイルが獲得に加えるもの（犬の学校：犬1匹につき木材1、鉱脈：石材1つにつき鉱石1）。
caverna-ev-hook-gain = { $who }さんが「{ $tile }」の効果で{ $goods }も得ました。
caverna-ev-forge = { $who }さんがレベル{ $strength }の武器を作成しました。
caverna-ev-loot = { $who }さんの探索の報酬：{ $loot }。
caverna-ev-loot-more = さらに探索の報酬：{ $loot }。
caverna-ev-expedition-back = { $who }さんのドワーフが探索から戻りました：武器レベル{ $strength }。
caverna-ev-overhang = { $who }さんのタイルがボードからはみ出しました：+{ $gold }。
caverna-ev-uncover = { $who }さんが{ $cell }の{ $spot ->
    [den] 猪の巣穴
    [lake] 地底湖
   *[stream] 小川
}を覆い、{ $goods }を得ました。
caverna-ev-place = { $who }さんが{ $halves ->
    [2] 2マスタイル（{ $spot }）
   *[other] { $spot }
}を配置しました。
caverna-ev-fence = { $who }さんが{ $size ->
    [small] 1マス
   *[large] 2マス
}の柵を建てました。
caverna-ev-stable = { $who }さんが{ $cell }に厩を建てました。
caverna-ev-sow = { $who }さんが{ $crop }を撒きました。
caverna-ev-overbuild = { $who }さんが{ $covered }の上に{ $tile }を建てました。
caverna-ev-furnish = { $who }さんが{ TO($cost) }で{ $tile }を{ $cell }に内装しました。
caverna-ev-ruby-tile = { $who }さんが{ TO($price) }を支払って{ $tile }タイルを得ました。
caverna-ev-trade-weapon = { $who }さんがレベル{ $strength }の武器を食料に交換しました。
caverna-ev-convert = { $who }さんが{ TO($pay) }を{ TO($get) }に交換しました。
caverna-ev-release = { $who }さんが{ $pay }を放しました。

## ルールに解釈の余地がある点の読み（setup.json readings）

caverna-reading-1 = ゴールドでの食料の購入はまとめて行います。食料N個にゴールドN+1です（食料1にゴールド2、食料2にゴールド3、以下同様）。
caverna-reading-2 = ドワーフを置いたアクションスペースは使わなければなりません。少なくとも1つのアクションを行うまでやめられません。複製したスペースでは累積した資材は得られないので、ほかのアクションを使う必要があります。
caverna-reading-3 = 動物には常に置き場所が必要です。柵、厩、内装、種まき、新しい動物で置き場所が足りなくなったら、超過分をすぐに食料にします（動物を放しても何も得られないので、放す選択肢は出ません）。
caverna-reading-4 = 手番のドワーフ（まだ出かけていないうち、武器レベルが最も低いもの）が使えるスペースがないとき、パスすると残りのドワーフもすべてパスします。ルビーを使えば、代わりに使えるスペースのある別のドワーフを配置できます。
caverna-reading-5 = 客間：「どちらか一方」のアクションスペースはすべて「一方または両方」になります。「子を願う」も含みます。
caverna-reading-6 = ソロ：資材が6個を超えるスペースには、ルビー1を支払わない限り、ラウンド開始時に6個だけ残ります（超過分はストックに戻ります）。

caverna-prompt-rubies = このアクションに必要なものにルビーを使ってください
caverna-reading-7 = まだ何も使っていないアクションスペースでは、使えるものが何も残らなくなる交換（撒くはずの小麦、取引するはずの鉱石、複製に払うはずの食料）は選択肢に出ません。
caverna-reading-8 = ルビーも数えます。ルビーを資材（必要なら複数の種類、または食料）に交換すれば使えるスペースは選択肢に出ます。そのスペースでは、まずその交換を求められます。
caverna-reading-9 = 「その後」に続く資材はすぐに得られますが、家族の追加（急ぎ子を願う）は選択肢として示され、省いてもかまいません。
caverna-reading-10 = ルールブックのとおり、{ caverna-space-small_scale_drift_mining }は5～7人プレイで使います（6・7人プレイでは代わりに2つ目の{ caverna-space-drift_mining_1 }を置くオンライン版もあります）。部屋とトンネルタイルを置いたうえで石材1を得ます。タイルを置かなければ石材は得られません。
caverna-reading-11 = 複製のアクションスペースも複製できます（複製できないのはスタートプレイヤーのスペースだけです）。両方の食料を支払い、さらに別のスペースを複製します。このアクションですでに複製したスペースは選べません。そのスペースを直接複製するより常に高くつきますが、ルールブックでは認められています。
caverna-reading-12 = { caverna-tile-carpenter }は柵で囲む牧場ごとに木材を1少なくします。1回のアクションで2つ作るときも同様です（1マスの柵は木材1、2マスの柵は木材3）。メニューに示す価格は、割引のタイル（{ caverna-tile-carpenter }、{ caverna-tile-stone_carver }、{ caverna-tile-blacksmith }）を適用したあとに実際に支払う価格です。
