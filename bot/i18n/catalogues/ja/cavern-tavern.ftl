# Cavern Host — 日本語カタログ：キャヴァーン・タバーン。
# このゲームの日本語版ルールは seeds にないため、名前はすべて(独自訳)です
# （seed 004 はカヴェルナのみ）。ダイス、得点、ストックなどはボードゲームで一般的な語を使います。

tavern-verbatim = { $text }
tavern-comma = { $a }、{ $b }
tavern-comma-last = { $a }、{ $b }
tavern-and = { $a }と{ $b }
tavern-times = { $name }×{ $count }
tavern-a-card = { $ing }のカード{ $vowel ->
   *[other] {""}
}

## 材料（board.py の ID）：(独自訳)
tavern-ing-fruit = 果物
tavern-ing-herbs = 薬草
tavern-ing-syrup = シロップ
tavern-ing-rocks = 岩
tavern-ing-mead = 蜂蜜酒
tavern-ing-nectar = ネクター
tavern-ing-wine = ワイン
tavern-ing-elixir = エリクサー
tavern-ing-ambrosia = アンブロシア
tavern-ing-beer = ビール
tavern-ing-liqueur = リキュール
tavern-ing-spirits = 蒸留酒
tavern-ing-potion = 魔法の薬

## エリア（board.py の ID）：(独自訳)
tavern-zone-cellar1 = 果物か薬草
tavern-zone-cellar2 = シロップか岩
tavern-zone-cellar3 = 蜂蜜酒かネクター
tavern-zone-cellar4 = ワインかエリクサー
tavern-zone-cellar5 = アンブロシアかビール
tavern-zone-cellar6 = リキュールか蒸留酒
tavern-zone-kitchen7 = ナスティの昼食を作る
tavern-zone-kitchen9 = 肉を焼く
tavern-zone-kitchen11 = ドラゴンの卵を料理する
tavern-zone-kitchen13 = 皿を洗う
tavern-zone-kitchen15 = 肉を切る
tavern-zone-kitchen17 = 夕食を出す
tavern-zone-chore8 = テーブルを拭く
tavern-zone-chore10 = 床をモップがけする
tavern-zone-chore12 = 部屋を整える
tavern-zone-chore14 = 薪を割る
tavern-zone-chore16 = 屋根の修理
tavern-zone-chore18 = 客を楽しませる
tavern-zone-office = ナスティと話す
tavern-zone-replace = 注文を入れ替える
tavern-zone-item = 道具
tavern-zone-potion = 魔法の薬
tavern-zone-missnasty = ミス・ナスティと話す

## 道具（data/items.json）：(独自訳)
tavern-item-book_of_potion = 薬の本
tavern-item-bracelet = 腕輪
tavern-item-clover = クローバー
tavern-item-dragons_claw = ドラゴンの爪
tavern-item-dwarven_ale = ドワーフのエール
tavern-item-dwarven_axe = ドワーフの斧
tavern-item-dwarven_helmet = ドワーフの兜
tavern-item-dwarven_mug = ドワーフのジョッキ
tavern-item-elven_chess = エルフのチェス
tavern-item-elven_cup = エルフの杯
tavern-item-glass_of_strongcliff = ストロングクリフのグラス
tavern-item-hammer = ハンマー
tavern-item-lantern = ランタン
tavern-item-magic_pot = 魔法の壺
tavern-item-pipe = パイプ
tavern-item-sand_clock = 砂時計
tavern-item-sapphire_stone = サファイア
tavern-item-scroll = 巻物
tavern-item-talisman = お守り
tavern-item-micos_pencil = ミコの鉛筆
tavern-item-tip = チップ
tavern-item-book_of_potion-text = 注文を提供するとき、注文の材料1つをほかの好きな材料で支払えます。
tavern-item-bracelet-text = このラウンドの残りの間、白ダイスを脇に置きます。次のラウンドにあなたが振ります。
tavern-item-clover-text = 材料を1つ宣言します：それを1つ以上持っているプレイヤー1人につき2点。
tavern-item-dragons_claw-text = 全プレイヤーがナスティトラックで1マス悪化します。
tavern-item-dwarven_ale-text = このラウンドは、「ナスティいわく」カードがあっても厨房と雑用ボードに配置できます。
tavern-item-dwarven_axe-text = 雑用トラック+2（マス8からは+1）。
tavern-item-dwarven_helmet-text = 厨房トラック+2（マス8からは+1）。
tavern-item-dwarven_mug-text = 材料を1つ宣言します。それを持っているほかのプレイヤー全員が1つずつあなたに渡します。
tavern-item-elven_chess-text = 注文を提供するとき、1ラウンド早く提供したものとして得点します。
tavern-item-elven_cup-text = 配置済みのダイス1つを、目に関係なく地下貯蔵庫の空き枠に移し、その地下貯蔵庫の報酬を得ます（配置アクションではありません）。
tavern-item-glass_of_strongcliff-text = ほかのプレイヤーから好きな材料を1つ奪います（魔法の薬は不可）。
tavern-item-hammer-text = スタートプレイヤーマーカーを取ります。
tavern-item-lantern-text = 地下貯蔵庫の枠に配置するとき、両方の材料を取ります。
tavern-item-magic_pot-text = 未配置のダイスを1つ以上振り直します。
tavern-item-pipe-text = 自分の材料1つをストックの材料1つと交換します（魔法の薬は不可）。
tavern-item-sand_clock-text = この手番、ダイスを何回でも配置できます。
tavern-item-sapphire_stone-text = ナスティトラックで3マス改善します（0より下にはなりません）。
tavern-item-scroll-text = 注文を提供するとき、使った材料を1つ手元に残します。
tavern-item-talisman-text = ナスティに呼び出されたとき、「ナスティいわく」カードを3枚引き、1枚残して2枚を戻してシャッフルします。
tavern-item-micos_pencil-text = 未配置のダイス1つを好きな目にします。
tavern-item-tip-text = ゲーム終了時に5点（手札でも貯めていても）。

## 「ナスティいわく」カード（data/nasty_says.json）：(独自訳)
tavern-says-dirt_everywhere = どこもかしこも汚い
tavern-says-do_chores = 雑用をやれ
tavern-says-even_my_dog = 犬も食わんぞ！
tavern-says-get_me_a_drink = 一杯持ってこい
tavern-says-get_out = 出ていけ！
tavern-says-go_in_the_kitchen = 厨房へ行け
tavern-says-help_out = 手伝ってやれ！
tavern-says-hiding_something = 何か隠してるな？
tavern-says-incompetent_fool = この役立たず
tavern-says-pass_around = 回してやれ
tavern-says-shady_conduct = 怪しい振る舞い
tavern-says-yeah_brilliant = ああ、お見事！
tavern-says-youre_wasting_it = 無駄にしてるぞ！
tavern-says-dirt_everywhere-text = 雑用トラックで1下がり、カードを捨てます。
tavern-says-do_chores-text = 雑用ボードに配置できますが、そこで報酬は得られません。そのような配置を1回したら捨てます。
tavern-says-even_my_dog-text = 厨房トラックで2下がり（1にいるなら1）、カードを捨てます。
tavern-says-get_me_a_drink-text = ネクター1つとリキュール1つをナスティに渡します（ストックに戻します）。渡すまで注文を提供できません。
tavern-says-get_out-text = 何も起きません。カードを捨てます。
tavern-says-go_in_the_kitchen-text = 厨房に配置できますが、そこで報酬は得られません。そのような配置を1回したら捨てます。
tavern-says-help_out-text = 得点が最も少ないプレイヤーに材料を2つ（1つしかなければ1つ）渡します。それがあなた自身か、材料がなければ無効です。
tavern-says-hiding_something-text = 道具カードを1枚捨てます（なければ無効）。
tavern-says-incompetent_fool-text = 雑用トラックで2下がり（1にいるなら1）、カードを捨てます。
tavern-says-pass_around-text = 左隣のプレイヤーに材料を1つ渡します（なければ無効）。
tavern-says-shady_conduct-text = ナスティトラックで2マス悪化し、カードを捨てます。
tavern-says-yeah_brilliant-text = 厨房トラックで1下がり、カードを捨てます。
tavern-says-youre_wasting_it-text = 材料を2つストックに戻します（1つしかなければ1つ戻し、なければ何もしません）。

## キャラクター（data/characters.json）：人名はカタカナ表記(独自訳)
tavern-char-wido = ウィド・ワンダーフット
tavern-char-tanelia = タネリア・オリシス
tavern-char-noogie = ヌーギー・ストーンハンマー
tavern-char-keishara = ケイシャラ
tavern-char-grimald = グリマルド・ヘッドストロング
tavern-char-ingeltrud = インゲルトルート・プラウドボディア
tavern-char-wido-text = ほかのプレイヤーが地下貯蔵庫の枠を使うとき、あなたもその材料を1つ取れます。
tavern-char-tanelia-text = エルフの注文（グリーンエルフを除く）を提供するとき、どれだけ遅れても、取ったラウンドに提供したときの得点を得られます。
tavern-char-noogie-text = 工房の道具エリアで道具を取るとき、2枚残せます（通常は1枚）。
tavern-char-keishara-text = ふさがっている枠にもダイスを配置できます。
tavern-char-grimald-text = 材料を1つ欠いたまま注文を提供できます。
tavern-char-ingeltrud-text = 「ナスティいわく」カードを1回引かずに済みます。

## 客の種族：(独自訳)
tavern-race-elf = エルフ
tavern-race-green-elf = グリーンエルフ
tavern-race-dwarf = ドワーフ
tavern-race-troll = トロール
tavern-race-halfling = ハーフリング
tavern-race-human = 人間

## 注文（ハウスデッキ data/orders.json）：(独自訳)
tavern-order-h01 = 月明かりの葉のコーディアル
tavern-order-h02 = 燻した葉のコーディアル
tavern-order-h03 = 苔むした葉のコーディアル
tavern-order-h04 = ぶつくさ葉のコーディアル
tavern-order-h05 = 凍てつく葉のコーディアル
tavern-order-h06 = ねじれ葉のコーディアル
tavern-order-h07 = 金色の葉のコーディアル
tavern-order-h08 = 眠たげな葉のコーディアル
tavern-order-h09 = 月明かりのシダのトニック
tavern-order-h10 = 燻したシダのトニック
tavern-order-h11 = 苔むしたシダのトニック
tavern-order-h12 = ぶつくさシダのトニック
tavern-order-h13 = 凍てつくシダのトニック
tavern-order-h14 = ねじれシダのトニック
tavern-order-h15 = 金色のシダのトニック
tavern-order-h16 = 眠たげなシダのトニック
tavern-order-h17 = 月明かりの金床スタウト
tavern-order-h18 = 燻した金床スタウト
tavern-order-h19 = 苔むした金床スタウト
tavern-order-h20 = ぶつくさ金床スタウト
tavern-order-h21 = 凍てつく金床スタウト
tavern-order-h22 = ねじれ金床スタウト
tavern-order-h23 = 金色の金床スタウト
tavern-order-h24 = 眠たげな金床スタウト
tavern-order-h25 = 月明かりの旅路の夕食
tavern-order-h26 = 燻した旅路の夕食
tavern-order-h27 = 苔むした旅路の夕食
tavern-order-h28 = ぶつくさ旅路の夕食
tavern-order-h29 = 凍てつく旅路の夕食
tavern-order-h30 = ねじれ旅路の夕食
tavern-order-h31 = 金色の旅路の夕食
tavern-order-h32 = 眠たげな旅路の夕食
tavern-order-h33 = 月明かりの食料庫パイ
tavern-order-h34 = 燻した食料庫パイ
tavern-order-h35 = 苔むした食料庫パイ
tavern-order-h36 = ぶつくさ食料庫パイ
tavern-order-h37 = 凍てつく食料庫パイ
tavern-order-h38 = ねじれ食料庫パイ
tavern-order-h39 = 金色の食料庫パイ
tavern-order-h40 = 眠たげな食料庫パイ
tavern-order-h41 = 月明かりの岩のスープ
tavern-order-h42 = 燻した岩のスープ
tavern-order-h43 = 苔むした岩のスープ
tavern-order-h44 = ぶつくさ岩のスープ
tavern-order-h45 = 凍てつく岩のスープ
tavern-order-h46 = ねじれ岩のスープ
tavern-order-h47 = 金色の岩のスープ
tavern-order-h48 = 眠たげな岩のスープ

## 秘密の目標（ハウスデッキ data/objectives.json）：(独自訳)
tavern-obj-o01 = 北の常連
tavern-obj-o02 = 森の友
tavern-obj-o03 = 苔といたずら
tavern-obj-o04 = 橋の通行料
tavern-obj-o05 = 2度目の朝食クラブ
tavern-obj-o06 = 旅に疲れた客
tavern-obj-o07 = 料理長
tavern-obj-o08 = 雑用の達人
tavern-obj-o09 = 忙しい夜
tavern-obj-o10 = ナスティのお気に入り
tavern-obj-o11 = 厨房からできたて
tavern-obj-o12 = ぴかぴかの掃除
tavern-obj-o13 = 素早い手

## 秘密の部屋カード（ハウスデッキ data/secret_room.json）：(独自訳)
tavern-sr-sr01 = 奥の部屋のダイス賭博
tavern-sr-sr02 = 密輸の木箱
tavern-sr-sr03 = 故買屋との内緒話
tavern-sr-sr04 = 隠れ蒸留器
tavern-sr-sr05 = 偽の帳簿
tavern-sr-sr06 = ろうそくの灯る夕食
tavern-sr-sr07 = 金庫を磨く
tavern-sr-sr08 = 秘伝のレシピ
tavern-sr-sr09 = トンネルの掃除
tavern-sr-sr10 = 地下貯蔵庫の競り
tavern-sr-sr11 = 使節への香辛料入りワイン
tavern-sr-sr12 = 密輸品を隠す
tavern-sr-sr13 = 真夜中の宴
tavern-sr-sr14 = 隠し扉の修理
tavern-sr-sr15 = 武将たちの宴
tavern-sr-sr16 = 会合の見張り
tavern-sr-sr17 = ミス・ナスティのお使い
tavern-sr-sr18 = 門番への賄賂
tavern-sr-sr19 = 魔法使いの脇扉
tavern-sr-sr20 = 試飲会
tavern-sr-sr21 = 調合の授業

## 五王国のストーリーカード（ハウスデッキ data/five_kingdoms.json）：(独自訳)
tavern-story-fk01 = 銀の葉の盟約
tavern-story-fk01-text = 魔法使いがエルフの使節に地図を渡すあいだ、使節には十分にもてなしを。
tavern-story-fk02 = 苔と月明かり
tavern-story-fk02-text = グリーンエルフが会議まで留まるよう、部屋をぴかぴかに保ちましょう。
tavern-story-fk03 = 2本の枝、1本の木
tavern-story-fk03-text = ナスティに気づかれずに、エルフの両家を同じテーブルに座らせましょう。
tavern-story-fk04 = 魔法使いの苗木
tavern-story-fk04-text = 魔法使いの苗木を、杯に隠して森の民に届けましょう。
tavern-story-fk05 = 金床の休戦
tavern-story-fk05-text = ドワーフの氏族がハンマーを置くまで食べさせましょう。
tavern-story-fk06 = 深き道の糧食
tavern-story-fk06-text = 長い帰り道のため、鉱夫たちの荷を満たしましょう。
tavern-story-fk07 = 冷えた炉
tavern-story-fk07-text = トロールとドワーフを同じ火のもとに集めましょう。
tavern-story-fk08 = テーブルの下のルーン
tavern-story-fk08-text = 氏族が食事をするあいだに、魔法使いがルーンを写すのを手伝いましょう。
tavern-story-fk09 = 辺境の領主たち
tavern-story-fk09-text = 静かな夕食で辺境の領主たちを味方につけましょう。
tavern-story-fk10 = 脱走兵のテーブル
tavern-story-fk10-text = 脱走兵をかくまい、そのテーブルをきれいに保ちましょう。
tavern-story-fk11 = インクと誓い
tavern-story-fk11-text = 魔法使いの書記を、人目につかずに使者と会わせましょう。
tavern-story-fk12 = 守備隊へのパン
tavern-story-fk12-text = 夜明け前に、温かいパンを守備隊に届けましょう。
tavern-story-fk13 = 2度目の朝食協定
tavern-story-fk13-text = ハーフリングは空腹では何にも署名しません。
tavern-story-fk14 = パイプの煙の合図
tavern-story-fk14-text = 合図の煙が時間どおりに上がるよう、炉の火を絶やさずに。
tavern-story-fk15 = 食料庫の陰謀
tavern-story-fk15-text = 魔法使いの手紙を食料庫の壺に隠しましょう。
tavern-story-fk16 = 丘と窪地
tavern-story-fk16-text = 丘の民と谷の民を同じ長椅子に座らせましょう。
tavern-story-fk17 = 石のスープ外交
tavern-story-fk17-text = トロールの族長は、たっぷりのスープの後がいちばん話を聞きます。
tavern-story-fk18 = 橋の通行料
tavern-story-fk18-text = トロールが壊したものを直して、橋を開けてもらいましょう。
tavern-story-fk19 = 岩と祝福
tavern-story-fk19-text = トロールをグリーンエルフの隣に座らせ、平和を保ちましょう。
tavern-story-fk20 = 皆で1つのテーブルを
tavern-story-fk20-text = すべての王国が1つのテーブルに：魔法使いの平和の夢。
tavern-kingdom-emerald-wilds = エメラルドの荒野
tavern-kingdom-iron-deeps = 鉄の深淵
tavern-kingdom-free-marches = 自由辺境領
tavern-kingdom-hearth-hills = 炉辺の丘
tavern-kingdom-crag-lands = 岩山の地

## 報酬と数量

tavern-vp = { $count }点
tavern-nothing = なし
tavern-reward-any = { $count ->
   *[other] 好きな材料{ $count }つ
}
tavern-reward-potion = { $count ->
   *[other] 魔法の薬{ $count }個
}
tavern-reward-modifiers = { $count ->
   *[other] 修正トークン{ $count }個
}
tavern-reward-items = { $count ->
   *[other] 道具カード{ $count }枚
}
tavern-reward-calm = { $count ->
   *[other] ナスティトラックで{ $count }マス改善
}
# 文と文の間：日本語は「。」のあとに空白を入れない。
tavern-space = { $a }{ $b }
tavern-semicolon = { $a }、{ $b }
tavern-sentence = { $text }。

## 表示：使用中のデッキ、目標、ストーリーの目標

tavern-deck-orders = 注文カード
tavern-deck-objectives = 秘密の目標
tavern-deck-story = 五王国のストーリーカード
tavern-deck-secret_room = 秘密の部屋カードと秘密の山
tavern-deck-item_copies = 道具の枚数
tavern-deck-says_copies = 「ナスティいわく」の枚数
tavern-note-ours = { TO($decks) }はこのボット独自のものです。印刷されたテキストは公開されていないため、既知のルールに合わせて作ったオリジナルのカードです。
tavern-note-theirs = { $decks }はサーバー独自のものです。
tavern-note-guessed = { $counts }はこのボットの仮定です（箱と同じく道具25枚、「ナスティいわく」15枚。どの名前が重複するかは公開されていません）。
tavern-track-name = { $track ->
    [kitchen] 厨房
    [chores] 雑用
   *[other] { $track }
}
tavern-objective-serve_race = { $race }の客の注文を{ $count }つ以上提供します。
tavern-objective-track = { tavern-track-name }トラックのマス{ $min }に到達します。
tavern-objective-served = 注文を{ $count }つ以上提供します。
tavern-objective-nasty_at_most = ナスティトラックのマス{ $max }以下で終えます。
tavern-objective-symbol = { $symbol ->
    [kitchen] 厨房
    [chores] 雑用
   *[other] { $symbol }
}のシンボルのある注文を{ $count }つ以上提供します。
tavern-objective-served_prompt = 取ったラウンドのうちに注文を{ $count }つ以上提供します。
tavern-goal-serve = { $count ->
   *[other] { $race }の注文を{ $count }つ提供する
}
tavern-goal-kitchen = 厨房トラックのマス{ $count }に到達する
tavern-goal-chores = 雑用トラックのマス{ $count }に到達する
tavern-goal-wizard = 魔法使いの工房を{ $count }回使う
tavern-goal-nasty_at_most = ナスティトラックのマス{ $count }以下で終える

## 問いと選択肢のラベル

tavern-player = { $who }
tavern-back = 戻る
tavern-skip = 何もしない
tavern-choose-character = キャラクターを選んでください
tavern-choose-start = 開始時の材料を選んでください
tavern-take-ing = { $ing }を取る
tavern-lantern = ランタンを使う：両方取る
tavern-pick-wido = ウィド：{ $who }さんが地下貯蔵庫を使いました。あなたも1つ取りますか？
tavern-pick-cellar = 地下貯蔵庫の材料を選んでください
tavern-pick-any = ストックから材料を1つ取ってください
tavern-swap-give = 交換：どの材料を戻しますか？
tavern-swap-take = { $ing }を何と交換しますか…
tavern-steal-whom = 誰から奪いますか？
tavern-steal-which = { $who }さんからどの材料を奪いますか？
tavern-trade-give = 交換：どの材料を渡しますか？
tavern-trade-whom = { $ing }を誰と交換しますか？
tavern-trade-take = { $who }さんからどの材料を取りますか？
tavern-play-which = どの道具を使いますか？
tavern-play-item = { $item }を使う
tavern-name-ing = { $item }：材料を1つ宣言してください
tavern-cup-which = エルフの杯：配置済みのどのダイスを移しますか？
tavern-cup-to = エルフの杯：{ $value }をどの地下貯蔵庫のエリアに移しますか？
tavern-reroll-which = 魔法の壺：どのダイスを振り直しますか？
tavern-reroll = { ME($dice) }のダイスを振り直す
tavern-pencil-which = ミコの鉛筆：どのダイスを何の目にしますか？
tavern-turn-into = { $old }を{ $new }にする
tavern-summon-draw = 「ナスティいわく」カードを引く
tavern-summon-talisman = お守りを使う：3枚引いて1枚残す
tavern-summon-ingeltrud = インゲルトルート：今回は引かない
tavern-summon-miss = ミス・ナスティトークンを{ $count }個渡す：今回は引かない
tavern-summon = ナスティがあなたを事務所に呼び出しました
tavern-talisman-keep = 「ナスティいわく」カードを1枚残してください（残りは戻します）
tavern-give-supply = 材料を1つストックに戻してください（残り{ $left }）
tavern-give-to = 材料を1つ{ $who }さんに渡してください（残り{ $left }）
tavern-drop-item = 道具カードを1枚捨てる
# 「凍てつく旅路の夕食」（人間：ビール、…、19点、6ラウンド後に退店−19）：文中でも名前と中身が分かれます。
tavern-order = 「{ $name }」（{ $race }：{ $ings }、{ $vp }点、{ $rounds }ラウンド後に退店−{ $penalty }{ $symbol ->
    [kitchen] 、厨房シンボルあり
    [chores] 、雑用シンボルあり
   *[none] {""}
}）
tavern-take-order = 注文を取る：{ $order }
tavern-draw-blind = 「{ $name }」を捨てて山札から引く
tavern-serve-go = { $count ->
    [0] カードを支払わずに
   *[other] { $paid }を支払って
}「{ $name }」を今すぐ提供する（{ $vp }点）
tavern-serve-chess = エルフのチェスを使う：1ラウンド早く提供したものとして得点
tavern-serve-scroll = 巻物を使う：使った材料を1つ残す
tavern-serve-book = 薬の本を使う：{ $ing }を別のカードで支払う
tavern-serve-grimald = グリマルド：{ $ing }を1つ欠いたまま提供する
tavern-serve-tanelia = タネリア：同じラウンドの点数で得点
tavern-serve = 注文を提供する
tavern-serve-pot = { $ing }1つを代わりに魔法の薬で支払う
tavern-serve-bcard = 薬の本：{ $ing }の代わりに{ $give }を渡す
tavern-scroll-keep = 巻物：使った材料を1つ残す
tavern-combo = { ME($dice) }{ $changed ->
    [yes] （{ $old }を1つ{ $new }に変更）
   *[no] {""}
}
tavern-die-on = 「{ $zone }」にある、{ $value }の目の{ $white ->
    [yes] 白ダイス
   *[no] ダイス
}
tavern-zone-label = { $name }（{ $need ->
    [sum] 合計{ $sum }
   *[dice] { $count ->
       *[other] ダイス{ $count }個
    }
}）
tavern-keishara = ケイシャラ：ふさがっていても「{ $zone }」に配置
tavern-where = どこにダイスを配置しますか？
tavern-which-dice = 「{ $zone }」にどのダイスを置きますか？
tavern-first-marker = スタートプレイヤーマーカー
tavern-take-rewards = { $rewards }を得る
tavern-take-only = { $rewards }だけを得る
tavern-take-none = 報酬を得ない
tavern-rewards = どの報酬を得ますか？
tavern-office-whom = 誰がナスティトラックで1マス悪化しますか？
tavern-keep-item = { $item }を残す
tavern-noogie = ヌーギー：{ $a }と{ $b }を残す
tavern-item-keep = 道具を1枚残してください（残りは戻します）
tavern-replace-which = 食堂のどの注文を捨てますか？
tavern-replace-pick = 食堂の空いた枠にどの注文を置きますか？（残りは山札の下へ）
tavern-menu-mod = 修正トークンを使う…
tavern-menu-drinks = 飲み物トークンを出す…
tavern-modify = 修正トークン（残り{ $left }）：ダイスの目を1変える
tavern-done = 完了
tavern-drink-serve = 飲み物トークン「{ $drink }」を出す（支払い：{ $paid }、{ $vp }点）
tavern-drink-which = どの飲み物トークンを出しますか？
tavern-sr-drop = 秘密の部屋カードは{ $count }枚までしか残せないので、1枚捨ててください
tavern-discard-card = { $card }を捨てる
tavern-character = { $name }：{ $text }
tavern-start-nothing = なし：どの山も空です
tavern-menu-place = ダイスを配置する…
tavern-menu-serve = 注文を提供する…
tavern-menu-order = 注文を取る…
tavern-menu-item = 道具を使う…
tavern-menu-end = 手番終了
tavern-must-take = 注文を取ってください（最初のアクション）
tavern-your-turn = アクションを選んでください
tavern-take-which = どの注文を取りますか？

## 出来事（ゲームのログとチャンネル）

# 「：」で二つの文をつながない（ja-181）。
tavern-ev-char-use = { $who }さんが{ $name }を使い、カードは{ $twice ->
    [yes] 捨てられました（2回使用）
   *[no] 赤い面に裏返りました
}。
tavern-ev-lantern = { $who }さんが「ランタン」を使い、{ $ings }を取りました。
# TORU：点は「取る」ものではなく「得る」もの（ja-291）。
tavern-ev-takes = { $who }さんが{ TORU($what) }。
tavern-ev-takes-order = { $who }さんが{ $what }を取りました。
tavern-ev-swaps = { $who }さんが{ $give }をストックの{ $take }と交換しました。
tavern-ev-steals = { $who }さんが{ $victim }さんから{ $card }を奪いました。
tavern-ev-trades = { $who }さんが{ $give }を{ $other }さんの{ $ing }と交換しました。
tavern-ev-tip = { $who }さんがチップを貯めました（終了時に5点）。
tavern-ev-plays = { $who }さんが「{ $item }」を使いました。
tavern-ev-bracelet = { $who }さんが白ダイスを脇に置き、次のラウンドに振ります。
tavern-ev-first = { $who }さんがスタートプレイヤーマーカーを取りました。
# 主語から：その人の行の中では名前を繰り返しません。
tavern-ev-clover = { $count ->
    [0] { $who }さんは得点を得られませんでした（{ $ing }を持っているプレイヤーがいません）。
   *[other] { $who }さんが{ $vp }点を得ました（{ $ing }を持っているプレイヤーは{ $count }人）。
}
tavern-ev-gives = { $who }さんが{ $to }さんに{ $card }を渡しました。
tavern-ev-cup = { $who }さんが{ $value }を{ $old }から{ $new }に移しました。
tavern-ev-reroll = { $who }さんが{ ME($old) }のダイスを振り直し、{ ME($new) }が出ました。
tavern-ev-pencil = { $who }さんが{ $old }を{ $new }にしました。
tavern-ev-worse = { $who }さんがナスティトラックのマス{ $space }に上がりました（悪化）。
tavern-ev-better = { $who }さんがナスティトラックのマス{ $space }に下がりました（改善）。
tavern-ev-track = { $who }さんが{ $track ->
    [kitchen] 厨房
    [chores] 雑用
   *[other] { $track }
}トラックのマス{ $space }に{ $up ->
    [yes] 進みました
   *[no] 戻りました
}。
tavern-ev-says-empty = 「ナスティいわく」の山札が空なので、ナスティはぶつぶつ言うだけです。
tavern-ev-nasty-says = { $who }さんが「ナスティいわく」カード「{ $card }」を引きました。効果：{ $text }
tavern-ev-drink = { $who }さんがナスティにネクターとリキュールを渡しました。
tavern-ev-says-done = { $who }さんは「{ $card }」を終えました。
tavern-ev-miss = { $who }さんがミス・ナスティトークンを{ $count }個渡しました。ミス・ナスティがナスティの気をそらしてくれるので、「ナスティいわく」カードは引きません。
tavern-ev-slips = { $who }さんはこっそり抜け出したので、「ナスティいわく」カードはありません。
tavern-ev-talisman = { $who }さんがお守りを使い{ $count ->
    [0] ましたが、「ナスティいわく」の山札が空で、カードを見られませんでした。
   *[other] 、「ナスティいわく」カードを{ $count }枚見ました。
}
tavern-ev-returns = { $who }さんが{ $card }をストックに戻しました。
tavern-ev-drops-item = { $who }さんが道具を1枚捨てました。
tavern-ev-you-drop = あなたは{ $item }を捨てました。
tavern-ev-new-order = 食堂の枠{ $slot }に新しい注文が来ました：{ $order }。
tavern-ev-blind = { $who }さんが「{ $name }」を捨てて、山札から注文を引きました：{ $order }。
# 客は注文を忘れられたのではなく、待ちきれずに帰る（ja-292）：ほかの場所の「退店」と同じ。
tavern-ev-forgotten = { $who }さんの「{ $name }」の客が帰ってしまい、{ $vp }点を失いました。
tavern-ev-plays-serving = { $who }さんが「{ $item ->
    [book_of_potion] 薬の本
    [elven_chess] エルフのチェス
   *[scroll] 巻物
}」を使いました。
tavern-ev-serves = { $who }さんが「{ $name }」を{ $late ->
    [0] 時間どおりに
   *[other] { $late }ラウンド遅れで
}提供し{ $count ->
    [0] （材料カードなし）
   *[other] （支払い：{ $paid }）
}、{ $vp }点を得ました。
tavern-ev-keeps = { $who }さんが{ $card }を残しました。
tavern-ev-places = { $who }さんが{ ME($dice) }のダイスを「{ $zone }」に配置しました。
tavern-ev-no-reward = { $who }さんはナスティの命令で「{ $zone }」の報酬を得られません。
tavern-ev-takes-none = { $who }さんは報酬を得ませんでした。
tavern-ev-takes-no-ingredient = { $who }さんは材料を取りませんでした。
# 地下貯蔵庫のエリアの材料が2種類ともストックにない。
tavern-ev-cellar-empty = { $who }さんは何も取れませんでした（{ $a }も{ $b }もストックに残っていません）。
tavern-ev-replace-none = { $who }さんが入れ替えられる注文は食堂にありませんでした。
tavern-ev-looks-items = { $count ->
    [0] { $who }さんが見られる道具カードはありませんでした。
   *[other] { $who }さんが道具カードを{ $count }枚見ました。
}
tavern-ev-potion = { $who }さんが魔法の薬を取りました。
tavern-ev-adds-items = { $count ->
    [0] { $who }さんは道具カードを手札に加えませんでした。
   *[other] { $who }さんが道具カードを{ $count }枚手札に加えました。
}
tavern-ev-you-get = あなたは{ $items }を得ました。
tavern-ev-discards = { $who }さんが{ $what }を捨てました。
tavern-ev-discards-order = { $who }さんが{ $what }を捨てました。
tavern-ev-draws-orders = { $count ->
    [0] { $who }さんが引ける注文はありませんでした。
   *[other] { $who }さんが注文を{ $count }枚引きました。
}
tavern-ev-puts = { $who }さんが{ $order }を食堂の枠{ $slot }に置きました。
tavern-ev-rolls = { $who }さんがダイスを振りました：{ ME($dice) }。
tavern-ev-white-roll = { $who }さんが白ダイスを振りました：{ $value }。
tavern-clock-1 = 午後10時
tavern-clock-2 = 午後10時20分
tavern-clock-3 = 午後10時40分
tavern-clock-4 = 午後11時
tavern-clock-5 = 午後11時20分
tavern-clock-6 = 午後11時40分
tavern-clock-7 = 午前0時
tavern-clock-8 = 午前0時20分
tavern-clock-9 = 午前0時40分
tavern-clock-10 = 午前1時
tavern-ev-round = 第{ $round }ラウンド開始（{ $clock }）。
tavern-ev-automaton = オートマがダイスを振りました：{ ME($dice) }。食堂の枠{ $slot }と{ KAGI($zones) }をふさぎます。
tavern-ev-round-ends = ラウンド終了です。
tavern-ev-last-round-ends = 最終ラウンド終了です。
tavern-ev-automaton-sends = オートマが食堂の枠{ $slot }の注文を下げました。
tavern-ev-night-over = 夜が明けました。最終得点計算です。
tavern-ev-white-takes = { $who }さんが白ダイスを取りました。
tavern-no-token = トークンなし
tavern-miss-token = ミス・ナスティトークン
tavern-drink-token = { $ing }の飲み物トークン{ $vowel ->
   *[other] {""}
}
tavern-ev-sr-slot = 秘密の部屋の枠{ $slot }：「{ $name }」（合計{ $sum }：{ $reward }）、{ $token }付き。
tavern-ev-sr-opens = ミス・ナスティが秘密の部屋を開きました。
tavern-ev-sr-purple = オートマの紫のダイスが「{ $name }」を帰しました。
tavern-ev-sr-keeps = { $who }さんが「{ $name }」を自分のボードに残しました。
tavern-ev-sr-uses = { $who }さんが「{ $name }」を使いました（{ $vp }点{ $more ->
    [yes] 、{ $extra }
   *[no] {""}
}）。
tavern-ev-miss-nasty = { $count ->
    [0] { $who }さんは修正トークンを得られませんでした。
   *[other] { $who }さんが修正トークンを{ $count }個得ました。
}
tavern-ev-modifier = { $who }さんが修正トークンを使い、{ $old }を{ $new }にしました。
tavern-ev-drink-served = { $who }さんが飲み物トークン「{ $ing }」を出し（支払い：{ $paid }）{ $vowel ->
   *[other] {""}
}、{ $vp }点を得ました。
tavern-ev-start-roll = { $who }さんが開始時の材料のためにダイスを振りました：{ ME($dice) }。
tavern-ev-chooses = { $who }さんが{ $name }を選びました。
tavern-no-card = カードなし
tavern-ev-starts-with = { $who }さんは{ $cards }で始めます。

## お断り（IllegalMove）：できない手、受け付けられないサーバーのデッキやオプション

tavern-cannot-pay = 手札ではもうこの注文を支払えません。
tavern-bad-card = { $where }：{ $why }
tavern-order-card-n = 注文デッキのカード{ $n }（「{ $name }」）
tavern-sr-card-n = 秘密の部屋カード{ $n }
tavern-story-card-n = ストーリーカード{ $n }
tavern-bad-order-deck = 注文デッキは「cards」の一覧を持つオブジェクトにしてください。
tavern-bad-order-count = 注文デッキには12～200枚のカードが必要です（現在{ $count }枚）。
tavern-bad-not-object = 各カードはオブジェクトにしてください。
tavern-bad-field = 「{ $field }」がないか、型が違います。
tavern-bad-id-twice = ID「{ $id }」が2回使われています。
tavern-bad-order-ings = 材料は既知の材料1～8個にしてください（魔法の薬は不可）。
tavern-bad-order-vp = 「vp」には客が帰るまでのラウンドごとに1つずつ値が必要です。
tavern-bad-order-vp-int = 得点の値は整数にしてください。
tavern-bad-order-penalty = ペナルティは失う得点を正の数で書いてください。
tavern-bad-order-symbol = 「symbol」は kitchen、chores、null のいずれかにしてください。
tavern-bad-copies = { $kind ->
    [items] 道具カード
    [nasty_says] 「ナスティいわく」カード
   *[other] { $kind }
}の枚数は、カードIDから数への対応にしてください。
tavern-bad-copy-count = 「{ $entry }」は{ $kind ->
    [items] 道具カード
    [nasty_says] 「ナスティいわく」カード
   *[other] { $kind }
}の枚数として正しくありません。
tavern-bad-sr-deck = 秘密の部屋デッキは、{ $count }枚以上の「cards」を持つオブジェクトにしてください。
tavern-bad-sr-tokens = 秘密の部屋デッキには「tokens」が必要です：「drinks」（材料 → 数）、「miss_nasty」と「modifiers」（整数）。
tavern-bad-sr-fields = テキストのフィールド「id」と「name」が必要です。
tavern-bad-sr-id = ID「{ $id }」が2回使われているか、予約済みです。
tavern-bad-sr-sum = 「sum」は1～30の整数にしてください。
tavern-bad-sr-type = 「type」は kitchen、chores、none のいずれかにしてください。
tavern-bad-sr-reward = 「reward」に使えるのは { $keys } だけです。
tavern-bad-sr-reward-values = 報酬の材料は既知の材料IDに、ほかの報酬は整数にしてください。
tavern-bad-story-deck = ストーリーデッキは、空でない「cards」の一覧を持つオブジェクトにしてください。
tavern-bad-story-fields = テキストのフィールド「id」「name」「text」が必要です。
tavern-bad-story-goals = 「goals」に使えるのは { $keys } だけです。
tavern-bad-story-serve = 「serve」は種族から注文数（1以上）への対応にしてください。
tavern-bad-story-number = 「{ $field }」は0～30の整数にしてください。
tavern-bad-option-choice = オプション「{ $option }」は次のいずれかにしてください：{ $choices }。
tavern-bad-option-int = オプション「{ $option }」は整数にしてください。
tavern-bad-option-penalties = オプション「nasty_penalties」には、ナスティのマス0から1マスごとに、失う得点（0以上）を10～30個並べてください。
tavern-bad-story-card = 「{ $card }」という五王国カードはありません。

## 得点の行（最終得点計算、ルールブック p.10）

tavern-score-track = 得点トラック
tavern-score-nasty = ナスティトラック（マス{ $space }）
tavern-score-ingredients = 残った材料
tavern-score-ingredients-lost = 残った材料（無効：注文が未完成）
tavern-score-says = 終えていない「ナスティいわく」カード
tavern-score-tips = チップ
tavern-score-objective = 秘密の目標：{ $name }{ $met ->
    [yes] {""}
   *[no] （未達成）
}
tavern-score-miss = ミス・ナスティトークン
tavern-score-solo = ソロ目標{ $goal }点：{ $reached ->
    [yes] 達成
   *[no] 未達成
}
tavern-score-story = ストーリー：{ $name } — 目標{ $met ->
    [yes] 達成
   *[no] 未達成
}

## このエンジンのルールの読み（data/readings.json の順、/ゲーム ルール）

tavern-reading-1 = 開始時の材料は全員同時に選びます。山が残り少ないときは先に答えた人が最後のカードを取り、2つの山が両方空のダイスでは何も得られません。
tavern-reading-2 = キャラクターはスタートプレイヤーから手番順に選びます。
tavern-reading-3 = 厨房と雑用の報酬（材料、得点、スタートプレイヤーマーカー）は任意です（FAQ）。トラックの前進は必ず行います。
tavern-reading-4 = 魔法の薬はどの材料の代わりにも使えます（持っている材料の代わりにも）。薬の本は注文の材料1つを好きなカードで置き換えます。
tavern-reading-5 = 一杯持ってこい：ネクターとリキュールは、両方そろった時点でナスティに渡します（ストックに戻します）。
tavern-reading-6 = 誰かがまだダイスを配置できる限り、ラウンドは続きます（ケイシャラがふさがった枠に置く場合も含みます）。
tavern-reading-7 = 手札を推測されないよう、道具カードを持っている間は、手番のメニューは本人にだけ表示され、「手番終了」まで手番が続きます。
tavern-reading-8 = 「屋根の修理」は、エリア一覧に従って6点です（ルールブックの例では7点です。オプション fix_the_roof_vp）。
tavern-reading-9 = 呼び出しマス（3、6、9）を2マス移動で通過しても呼び出されます（オプション summon_when_passing_over）。
tavern-reading-10 = 第10ラウンドの後もラウンド終了の処理（未完成の注文によるナスティの前進、待ちきれない客の退店）を行います（オプション end_steps_after_last_round）。
tavern-reading-11 = トラックボーナス：到達した最も高い段階だけを数えます（オプション track_bonus_tiers）。
tavern-reading-12 = ルールブックの該当ページが欠けているため、雑用トラックのボーナスは厨房と同じにしています（オプション chores_bonus）。
tavern-reading-13 = 終了時に持っている「ナスティいわく」カードは1枚につき10点を失います（オプション nasty_says_penalty）。
tavern-reading-14 = 持続する「ナスティいわく」カード（「雑用をやれ」「厨房へ行け」）は、カードが指示する場所に1回配置すると終わります（オプション lasting_says_end_after_one_placement）。
tavern-reading-15 = 印刷された値が公開されていないため、終了時にナスティトラックのマスごとに失う得点は独自の表によります（オプション nasty_penalties）。

tavern-reading-16 = 注文を提供した後、同じ手番に新しい注文を取ってもかまいません。ルールブックは認めており、次の手番まで待つようにという記述は助言にすぎません。
tavern-reading-17 = ナスティの事務所と魔法使いの工房の各エリアの枠の数は、地下貯蔵庫のエリアと同じです（1・2人：1、3人：2、4人：3、5・6人：4、ソロ：1）。ルールブックは、プレイ人数が多いほど枠が増えるエリアがあると述べていますが、その表は地下貯蔵庫についてしか示していません。

# 複数の出来事を1文で言う記録の行（bot/host/story.py：AS_LIST、PAIRS）。
tavern-ev-modifiers = { $who }さんが修正トークンを{ $count }個使い、{ $changes }にしました。
tavern-modifier-change = { $old }を{ $new }
tavern-modifier-changes = { ME($old) }を{ $new }
tavern-ev-looks-adds-items = { $count ->
    [0] { $who }さんが見られる道具カードはありませんでした。
   *[other] { $who }さんが道具カードを{ $count }枚見て、{ $kept ->
        [0] どれも手札に加えませんでした。
       *[other] { $kept }枚を手札に加えました。
    }
}

# 効果のない「ナスティいわく」カードはすぐ捨て札になる（理由つき）。
tavern-ev-says-idle = { $who }さんは「{ $card }」をすぐに捨て札にしました。{ $reason ->
    [track] そのトラックがまだマス0にあるためです
    [fewest] 点数がいちばん少ないためです
    [items] 道具カードを持っていないためです
   *[ingredients] 材料カードを持っていないためです
}。

# 注文を受けている間の予想得点：手持ちの材料は数えない。
tavern-score-note-open-order = 注文を受けている間は材料{ $count }枚を得点に数えません
