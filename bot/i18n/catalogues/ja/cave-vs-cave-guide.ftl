# Cavern Host — 日本語カタログ：洞窟対決の遊び方（bot/guide.py）。ゲームの流れと、
# アクションタイル・部屋・卓の各部分が何をするか（エンジンの遊び方どおり、
# rules/cave_vs_cave/data.json）。名前はカタログの名前です。seed 004 にない言葉は(独自訳)。
# 私たちの解釈である箇所は「（当方の解釈）」と書きます。

guide-cave-vs-cave-howto =
    2つのドワーフの一族が同じ山を掘り進めます。各プレイヤーの洞窟は11マスです。印刷された洞窟の入口、その上の空き洞窟1つ、そして裏向きの部屋9枚（まだ掘っていない岩）です。全員が木材、石材、小麦、亜麻、食料、ゴールドを1ずつ持って始めます。

    ゲームは8ラウンドです（ソロは7ラウンド）。各ラウンドの始めにアクションタイルが1枚表になります。スタートプレイヤーから交互に手番を行います：このラウンドでまだ誰も取っていない表向きのタイルを1枚取り、描かれたアクションを好きな順に、それぞれ1回まで行います（斜線はどちらか一方、またはどちらも行わない）。手番は第1～3ラウンドが各2回、第4ラウンドから3回、最終ラウンドは4回です。ラウンドが終わるとタイルは戻り、もう一人が先に始めます。

    入口とつながった岩を掘ると、出てきた部屋は公開され、どちらのプレイヤーも内装できます。空き洞窟に部屋を内装するにはコストを支払います。部屋の壁アイコンが洞窟の周りの壁と合う必要があるので、必要な場所に壁を作りましょう。オレンジの部屋はタイルで部屋を使うときに働き、青の部屋は自動で働きます。オレンジの部屋は常に青の部屋より多くなければなりません。

    終了時、部屋の盾の点数とゴールド1につき1点を合計し、最も多いプレイヤーの勝ちです（ソロは50点が目標）。卓の上のものをタップすると、何をするか読めます。


## アクションタイル（rules/cave_vs_cave/data.json「tiles」）

guide-cave-vs-cave-tile-cultivation = 開始タイルで、第1ラウンドからあります。2つのアクションを好きな順に行います。自分の洞窟のオレンジの部屋を1つ使い、小麦2と亜麻1を得ます。
    .title = { cvc-tile-cultivation }
guide-cave-vs-cave-tile-housework = 開始タイルです。内装を2回、それぞれ1回まで：部屋のコストとドワーフ1人につき食料1（このラウンドの手番数なので食料2、3、4）を支払って内装し、部屋のコストと食料5またはゴールド1を支払ってもう一度内装します。追加のコストは実際に部屋を置いたときだけ支払います。
    .title = { cvc-tile-housework }
guide-cave-vs-cave-tile-excavation = 開始タイルです。1か所掘るか、食料2を支払って2か所掘ります（どちらか一方）。そして石材1を得ます。2か所掘るのは、続けて2か所掘れるときだけ選べ、食料は1か所目で支払います（当方の解釈）。
    .title = { cvc-tile-excavation }
guide-cave-vs-cave-tile-undergrowth = 開始タイルです。オレンジの部屋を1つ使い、木材2を得ます。洞窟に試掘場があれば、食料1を支払ってゴールド1を得ることもできます。
    .title = { cvc-tile-undergrowth }
guide-cave-vs-cave-tile-furnishing = 第1～3ラウンドのどれかで表になります。食料1を得て、部屋のコストとドワーフ1人につき食料1（このラウンドの手番数）を支払って内装します。
    .title = { cvc-tile-furnishing }
guide-cave-vs-cave-tile-masonry = 第1～3ラウンドのどれかで表になります。オレンジの部屋を1つ使います。木材1または石材1を得ます。共通のストックから壁を1枚取り、洞窟の割れ目に作ります（ストックが空なら何も起きません）。
    .title = { cvc-tile-masonry }
guide-cave-vs-cave-tile-undermining = 第1～3ラウンドのどれかで表になります。どちらか一方を行います。異なるオレンジの部屋を2つまで使うか、壁を越えてでも1か所掘ります。坑道掘りは途中の壁をすべて無視しますが、裏向きの部屋は越えられません（当方の解釈）。
    .title = { cvc-tile-undermining }
guide-cave-vs-cave-tile-expansion = 第4～7ラウンドのどれかで表になります（ソロは4～6）。1か所掘り、部屋のコストと食料5またはゴールド2を支払って内装します。
    .title = { cvc-tile-expansion }
guide-cave-vs-cave-tile-breach = 第4～7ラウンドのどれかで表になります。ソロでは使いません。自分の壁を1枚壊してストックに戻し、石材2、食料3、ゴールド1を得ます。内装済みの部屋はそのままです。外側の岩壁は壊せません。
    .title = { cvc-tile-breach }
guide-cave-vs-cave-tile-drift-mining = 第4～7ラウンドのどれかで表になります（ソロは4～6）。オレンジの部屋を1つ使い、1か所掘ります。
    .title = { cvc-tile-drift_mining }
guide-cave-vs-cave-tile-expedition = 第4～7ラウンドのどれかで表になります（ソロは4～6）。どちらか一方を行います。木材5または石材5を支払ってゴールド4を得るか、異なるオレンジの部屋を3つまで使います。
    .title = { cvc-tile-expedition }
guide-cave-vs-cave-tile-renovation = 最終ラウンドのタイルです。相手よりゴールドが多いプレイヤーだけが取れます。同数の間はどちらも取れません。判定はタイルを取るときに行うので、内装でゴールドを支払った結果、相手と同数以下になってもかまいません（当方の解釈）。ソロではこの条件を無視します。壁を1枚作り、部屋のコストだけを支払って内装します。
    .title = { cvc-tile-renovation }


## 部屋（rules/cave_vs_cave/data.json「rooms」）：コスト、点数、壁、効果

guide-cave-vs-cave-room-entrance = 洞窟に印刷されたオレンジの部屋で、0点です。使うと木材1、石材1、小麦1、亜麻1のどれかを得ます。西側が洞窟の口で、掘る道はすべてここから始まります。
    .title = { cvc-room-entrance }
guide-cave-vs-cave-room-shelf = オレンジ、3点、コストは木材1。壁：1辺、残り3辺は壁なし。使うと木材、石材、小麦、亜麻のどれか1つを2まで補充します。すでに2以上ならそのままです。
    .title = { cvc-room-shelf }
guide-cave-vs-cave-room-spinning-wheel = オレンジ、4点、コストは木材1。壁：1辺、残り3辺は壁なし。使うと亜麻1をゴールド1に、または亜麻3をゴールド2に交換します。
    .title = { cvc-room-spinning_wheel }
guide-cave-vs-cave-room-tunnel = オレンジ、3点、コストは木材1。壁：向かい合う2辺、残り2辺は壁なし。使うと食料2を得て、石材が3未満なら石材1も得ます（1回の使用で両方：当方の解釈）。
    .title = { cvc-room-tunnel }
guide-cave-vs-cave-room-grindstone = オレンジ、4点、コストは石材1。壁：1辺、その隣の1辺はあってもよく、残りは壁なし。使うと小麦1を食料3に、または小麦4を食料7に交換します。
    .title = { cvc-room-grindstone }
guide-cave-vs-cave-room-food-corner = オレンジ、3点、コストは石材1。壁：角をなす2辺、残り2辺は壁なし。使うと食料を3まで補充します。
    .title = { cvc-room-food_corner }
guide-cave-vs-cave-room-parlor = オレンジ、6点、コストは石材1とゴールド1。壁：3辺、残り1辺は壁なし。使うと0の資材がすべて1になります。
    .title = { cvc-room-parlor }
guide-cave-vs-cave-room-warehouse = オレンジ、2点、コストは木材2。壁：1辺、その両隣はあってもよく、向かいの辺は壁なし。使うと食料2を木材1、石材1、小麦1、亜麻1に交換します。
    .title = { cvc-room-warehouse }
guide-cave-vs-cave-room-stall = オレンジ、6点、コストは木材1とゴールド1。壁：1辺、その両隣はあってもよく、向かいの辺は壁なし。使うと小麦5または亜麻5をゴールド4に交換します。
    .title = { cvc-room-stall }
guide-cave-vs-cave-room-sacrificial-altar = オレンジ、7点、コストは石材4。壁：1辺、その両隣はあってもよく、向かいの辺は壁なし。使うと木材1、小麦1、亜麻1、食料1をゴールド3に交換します。
    .title = { cvc-room-sacrificial_altar }
guide-cave-vs-cave-room-storeroom = オレンジ、6点、コストは木材2とゴールド1。壁：角をなす2辺、残り2辺は壁なし。使うと小麦1、亜麻1、食料1を得ます。
    .title = { cvc-room-storeroom }
guide-cave-vs-cave-room-weaving-room = オレンジ、5点、コストは木材2。壁：角をなす2辺、残り2辺は壁なし。使うと亜麻2を食料2とゴールド2に交換します。
    .title = { cvc-room-weaving_room }
guide-cave-vs-cave-room-furniture-workshop = オレンジ、5点、コストは木材1と石材2。壁：角をなす2辺、3辺目はあってもよく、1辺は壁なし。使うと木材2と亜麻1をゴールド3に交換します。
    .title = { cvc-room-furniture_workshop }
guide-cave-vs-cave-room-gold-vein = オレンジ、9点、コストはゴールド5。壁：角をなす2辺、3辺目はあってもよく、1辺は壁なし。使うと石材1とゴールド1を得ます。
    .title = { cvc-room-gold_vein }
guide-cave-vs-cave-room-junction-room = オレンジ、6点、コストは木材2。壁：向かい合う2辺、残り2辺は壁なし。使うと異なる種類の資材3つをゴールド2に交換します。ゴールドも3つのうちに入れられます（当方の解釈：ルールブックの資材の一覧にゴールドが入っているため）。
    .title = { cvc-room-junction_room }
guide-cave-vs-cave-room-digging-cave = オレンジ、8点、コストは木材3と石材1。壁：3辺、残り1辺は壁なし。使うとゴールド1を支払い、入口から届く部屋を1か所掘ります。
    .title = { cvc-room-digging_cave }
guide-cave-vs-cave-room-bakehouse = オレンジ、6点、コストは木材1と石材2。壁：3辺、残り1辺は壁なし。使うと小麦2を食料4とゴールド1に、または小麦3を食料4とゴールド2に交換します。
    .title = { cvc-room-bakehouse }
guide-cave-vs-cave-room-state-room = オレンジ、12点、コストはゴールド7。壁：3辺です（4辺目はあってもかまいません）。使うと亜麻1とゴールド1を得ます。
    .title = { cvc-room-state_room }
guide-cave-vs-cave-room-secret-chamber = オレンジ、8点、コストは木材2と石材1。壁：4辺すべて。使うと亜麻3、またはゴールド1を得ます。
    .title = { cvc-room-secret_chamber }
guide-cave-vs-cave-room-treasury = オレンジ、10点、コストはゴールド3。壁：4辺すべて。使うとゴールド3をゴールド4と食料1に交換します。
    .title = { cvc-room-treasury }
guide-cave-vs-cave-room-prospecting-site = 青、5点、無料。壁：1辺、その隣の1辺はあってもよく、残りは壁なし。「下草」を取るたびに、食料1を支払ってゴールド1を得ることもできます。
    .title = { cvc-room-prospecting_site }
guide-cave-vs-cave-room-retting-room = 青、3点、コストは石材1。壁：1辺、その両隣はあってもよく、向かいの辺は壁なし。亜麻を1～3得るたびに、食料1も得ます。得た亜麻の数は、上限9で切り捨てる前の数で数えます。補充で得た分も含みます（当方の解釈）。
    .title = { cvc-room-retting_room }
guide-cave-vs-cave-room-equipment-room = 青、3点、コストは木材2。壁：1辺、その隣の1辺はあってもよく、残りは壁なし。[2]と[3]の部屋アクションで、オレンジの部屋をもう1つ使えます。
    .title = { cvc-room-equipment_room }
guide-cave-vs-cave-room-wood-storeroom = 青、2点、コストは石材1。壁：角をなす2辺、残り2辺は壁なし。[1]の部屋アクションを行うたびに木材1も得ます。1回のアクションにつき1回で、実際に部屋を使ったときだけです（当方の解釈）。
    .title = { cvc-room-wood_storeroom }
guide-cave-vs-cave-room-dungeon = 青、11点、コストは石材3とゴールド4。壁：4辺すべて。壁を作るたびに、ゴールド2を得ます。
    .title = { cvc-room-dungeon }


## 洞窟、資材、卓

guide-cave-vs-cave-zone-face-down = 裏向きの部屋、つまりまだ掘っていない岩です。どの部屋かは誰にも（自分にも）わかりません。入口から表のマス（入口、空き洞窟、内装済みの部屋）を縦横にたどり、壁も裏向きの部屋も越えずに隣まで届くなら掘れます。坑道掘りは壁を越えられます。掘ると部屋は表向きで公開され、どちらのプレイヤーも内装でき、そのマスは空き洞窟になります。
    .title = 裏向きの部屋
guide-cave-vs-cave-zone-food-bonus = B2とB4の部屋の下の盤面に印刷されています。その部屋を掘ったプレイヤーは食料1を得ます（ルールブックにはどのマスか書かれていないため、洞窟ボードの印刷に従っています）。
    .title = { pic-cvc-food-bonus }
guide-cave-vs-cave-zone-empty-cavern = 掘り終えたマスです。ここに部屋を内装できます：部屋のコストとアクションの追加コストを支払い、部屋の壁アイコンがこの洞窟の周りの壁と合う必要があります（部屋は回転できます）。入口から届かなくてもかまいません。空き洞窟がなければ内装は何も起きません。
    .title = { pic-cvc-empty-cavern }
guide-cave-vs-cave-zone-wall = 2つのマスの間の割れ目で、壁を置ける場所です。石工と改装は共通のストックから壁を作り、突破は自分の壁を1枚壊します。壁はどの部屋を置けるかを決め、掘る道をふさぎます。濃い外枠は天然の岩壁で、壁として数え、壊せません。太い棒は壁、点線は空いた割れ目です。
    .title = 壁
guide-cave-vs-cave-zone-additional-cavern = 洞窟の11マスすべてに最初に内装したプレイヤーが受け取り、面を選びます。角をなす壁2枚の面か、壁3枚の面です。壁2枚は北と西、壁3枚は北、東、西に置きます（当方の解釈）。すでに掘られており、空いた辺に壁を作って、他の洞窟と同じように内装できます。洞窟とはつながっていません。ソロでも使います。
    .title = { pic-cvc-extra }
guide-cave-vs-cave-zone-shelf = 自分の資材で、それぞれ目盛りの上にあります。全員1ずつ持って始めます。各資材は最大9、ゴールドは最大19です（9を超えるとゴールドのマーカーは+10の面に裏返ります）。超えた分は失われます。終了時、ゴールドは1につき1点、他の資材は0点です。
    .title = 資材の棚
guide-cave-vs-cave-zone-conversion = 常時アクション：いつでも何回でも、小麦1、亜麻1、ゴールド1のいずれか1つを食料1に交換できます。ここでは選択肢の「資材を交換…」で、食料が9未満の間に選べます。
    .title = 常時アクション
guide-cave-vs-cave-zone-walls-supply = 7枚の壁で、2人共通のストックです。壁を作るとここから1枚取り、壊すとここに戻ります。残りがなければ壁を作っても何も起きません。
    .title = 壁のストック
guide-cave-vs-cave-zone-display = 内装できる部屋：最初からある裏面が薄い灰色の部屋6枚（ソロは無作為に3枚）と、どちらかのプレイヤーが掘った部屋です。各部屋は1枚しかないので、内装された部屋はもう一人は使えません。
    .title = { pic-cvc-rooms-to-furnish }
guide-cave-vs-cave-zone-room-pile = ソロのみ：裏面が濃い灰色の部屋9枚のうち、洞窟にないものが裏向きの山になります。ちょうど1か所だけ掘った手番の終わりに、山の一番上が表になって公開されます（ルールブックは手番ごとと書いているので、それに従います）。
    .title = ソロの山札
guide-cave-vs-cave-zone-round-track = ラウンドと、その下に各プレイヤーの手番の数だけのドワーフ：2、2、2、3、3、3、3、4（ソロは2、2、2、3、3、3、4）。「ドワーフ1人につき食料1」というコストは、今のラウンドの手番数と同じ数の食料です。
    .title = { pic-cvc-rounds }
guide-cave-vs-cave-zone-hidden-tile = まだ裏向きのアクションタイルで、そのラウンドの始めに表になります。裏面でグループがわかるので、何になりうるかもわかります。第1～3ラウンドは内装、石工、坑道掘りが無作為な順に、第4～7ラウンドは拡張、突破、横坑採掘、探索（ソロは第4～6ラウンドで突破なし）、最終ラウンドは改装です。
    .title = 裏向きのアクションタイル
guide-cave-vs-cave-zone-turns = このラウンドの自分の手番の数です（1手番につきドワーフ1人）。中抜きのドワーフは終わった手番です。スタートプレイヤーから1手番ずつ交互に行い、各手番でこのラウンドにまだ誰も取っていない表向きのタイルを1枚取ります。
    .title = 手番
guide-cave-vs-cave-zone-first-player = このラウンドの最初の手番を行います。各ラウンドの終わりにマーカーは相手に移るので、1ラウンドおきにスタートプレイヤーになります。
    .title = { pic-first-player-cap }
guide-cave-vs-cave-zone-score = 今ゲームが終わった場合の点数：洞窟のすべての部屋の盾の点数と、ゴールド1につき1点。終了時に同点なら、最も点数の高い部屋を1枚持つプレイヤーの勝ち、それも同じなら引き分けです。
    .title = { pic-score-breakdown }
guide-cave-vs-cave-zone-colour-rule = オレンジの部屋（丸）は、タイルで部屋を使うときに働きます。部屋アクション1回につき各部屋1回までで、内装した手番には使えません。青の部屋（ひし形）は自動で働きます。入口をオレンジに数えて、オレンジの部屋は常に青の部屋より多くなければなりません。青の部屋は、内装後もオレンジが多いときだけ内装できます。
    .title = オレンジと青の部屋
guide-cave-vs-cave-zone-wall-icon = 部屋がその洞窟の周りに必要とする壁です。太い線はなければならない壁、点線はあってもよい壁、線なしは壁があってはいけない辺です。合うように部屋を回転できます。天然の岩壁は壁に数えますが、部屋は裏向きでも壁に数えません。
    .title = 壁アイコン
guide-cave-vs-cave-zone-solo-goal = ソロ：7ラウンドで50点（部屋の点数とゴールド1につき1点）を目指します。60点を超えると、ルールブックいわく、あなたの名前がドワーフの記録に金文字で刻まれます。
    .title = ソロの目標
