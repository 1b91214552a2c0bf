# Cavern Host — 日本語カタログ：キャヴァーン・タバーンのガイド（bot/guide.py）。ゲームの流れと、
# 部屋・エリア・トラック・カード・道具・キャラクター・トークン・コマがそれぞれ何をするかを、
# エンジンの遊び方どおりに説明します。名前は cavern-tavern.ftl と同じ(独自訳)です。

guide-cavern-tavern-howto =
    あなたはナスティの酒場で、10ラウンド（午後10時から午前1時まで）の一夜を働きます。終了時に勝利点（得点）が最も多いプレイヤーが勝ちます。
    各ラウンドの始めに全員が自分のダイス4個を振り、白ダイスを持っているプレイヤーはそれも振ります。スタートプレイヤーから時計回りに1手番ずつ、誰もダイスを配置できなくなるまで何周も続けます。手番では、注文を持っていなければ食堂から1枚取り（その場合は最初の行動です）、酒場のエリア1つにダイスを1回配置し（配置できる限り必須です）、材料がそろえば注文を提供し、道具カードを使えます。最後に手番を終えます。
    合計エリア（Σ）には、目の合計がちょうどその数になるダイスを何個でも置きます。ほかのエリアは、目に関係なく決まった個数のダイスを置きます。地下貯蔵庫は材料を、厨房と雑用ボードは材料と得点をくれて厨房トラックか雑用トラックを進め、ナスティの事務所と魔法使いの工房はそれ以外の手助けをしてくれます。
    注文は取ったラウンドに提供すると最も多くの得点になり、1ラウンド待つごとに減ります。ラウンド終了時に待たせすぎた客は帰ってしまい、得点を失います。ラウンド終了時に注文が未完成なら、ナスティトラックも1上がり、3・6・9に着くとナスティの事務所に呼び出されます。第10ラウンドの後、ナスティトラックのマスの得点を失い、未完成の注文がなければ材料1枚につき1点を得て、残った「ナスティいわく」カード1枚につき10点を失い、秘密の目標とチップを得点します。
    ウェブの卓では、エリアをタップするとそこにダイスを置き、自分のダイスをタップすると使うダイスを選び、注文をタップすると取ったり提供したりできます。どの要素もタップすると説明が読めます。

## 部屋
guide-cavern-tavern-room-mess = 取れる注文が6枚並んでいます。注文を持っていないときに1枚取ります。あなたのミープルは、その注文を提供するか客が帰るまで取った枠に立ち、そのあと枠は注文の山札から補充されます。表向きの注文の代わりに、タップした枠の注文を捨てて、山札の一番上を見ずに引くこともできます。
    .title = 食堂
guide-cavern-tavern-room-cellar = 目の合計1〜6に1つずつ、6つのエリアがあり、それぞれ2種類の材料のどちらか1枚をくれます。各エリアの枠は2人で1つ、3人で2つ、4人で3つ、5〜6人で4つです（ソロでは1つで、オートマがエリアごとふさぎます）。材料の横の数字はその山の残り枚数です。空の山からは何も得られません。
    .title = 地下貯蔵庫
guide-cavern-tavern-room-kitchen = 目の合計7〜17の仕事が6つあり、枠は各1つです。仕事をすると材料と得点を得て（どちらも任意）、厨房トラックを1進めます。このトラックのマス3からは、仕事ごとに追加の得点があります。
    .title = 厨房
guide-cavern-tavern-room-chores = 目の合計8〜18の雑用が6つあり、枠は各1つです。雑用をすると材料と得点を得て（どちらも任意）、雑用トラックを1進めます。このトラックのマス3からは、雑用ごとに追加の得点があります。
    .title = 雑用ボード
guide-cavern-tavern-room-office = ナスティと話す：目に関係なくダイス1個。「ナスティいわく」の山札は彼の机の上にあります。「ナスティいわく」カードを持っていても、ここと地下貯蔵庫と工房にはダイスを置けます。
    .title = ナスティの事務所
guide-cavern-tavern-room-workshop = 目に関係なく決まった個数のダイスを置くエリアは、「注文を入れ替える」（1個）、「道具」（2個）、「魔法の薬」（3個）の3つです。枠の数はルールブックに書かれていないため、地下貯蔵庫と同じ数にしています（このボットの仮定です）。
    .title = 魔法使いの工房
guide-cavern-tavern-room-secret = 拡張「秘密の部屋」です。第4ラウンド（午後11時）から、秘密の部屋カードが3枚置かれ、それぞれに秘密の山のトークンが1つ載ります。カードは書かれた合計のダイスで、仕事と同じように使います（枠は1つ）。報酬と載っているトークンは使った人のものになり、ラウンド終了時にカードはその人の個人ボードに移ります（最大3枚）。以後はその人だけが使えます。ミス・ナスティのエリアでは修正トークンがもらえます。「ナスティいわく」カードがこの部屋を禁じることはありません。カードと秘密の山の内訳（材料ごとに飲み物トークン2個、ミス・ナスティトークン21個）はこのボットが独自に作ったものです。印刷されたものは公開されていません。
    .title = 秘密の部屋
guide-cavern-tavern-room-automaton = ソロ専用です。各ラウンドの始めにオートマがダイスを振り、それぞれがそのラウンドの間エリア全体をふさぎます：白は食堂の枠（1が左上、6が右下。あなたのミープルの枠なら隣にずれます）、黄は地下貯蔵庫のエリア、青は厨房の仕事、緑は雑用（ボードの順に1〜6）、赤は1〜2で道具、3〜4で魔法の薬、5で注文の入れ替え、6でナスティの事務所（そしてあなたのナスティトラックが1上がります）、紫（秘密の部屋を使うとき）は1〜3で秘密の部屋カード、4〜6でミス・ナスティのエリアです。ラウンド終了時、白ダイスの下の注文は捨てて補充し、紫ダイスの下の秘密の部屋カードは捨てます。
    .title = オートマ

## 地下貯蔵庫のエリア
guide-cavern-tavern-zone-cellar1 = 合計1のダイス：ストックから果物か薬草を1枚取ります。
    .title = { tavern-zone-cellar1 }
guide-cavern-tavern-zone-cellar2 = 合計2のダイス：ストックからシロップか岩を1枚取ります。
    .title = { tavern-zone-cellar2 }
guide-cavern-tavern-zone-cellar3 = 合計3のダイス：ストックから蜂蜜酒かネクターを1枚取ります。
    .title = { tavern-zone-cellar3 }
guide-cavern-tavern-zone-cellar4 = 合計4のダイス：ストックからワインかエリクサーを1枚取ります。
    .title = { tavern-zone-cellar4 }
guide-cavern-tavern-zone-cellar5 = 合計5のダイス：ストックからアンブロシアかビールを1枚取ります。
    .title = { tavern-zone-cellar5 }
guide-cavern-tavern-zone-cellar6 = 合計6のダイス：ストックからリキュールか蒸留酒を1枚取ります。
    .title = { tavern-zone-cellar6 }

## 厨房の仕事
guide-cavern-tavern-zone-kitchen7 = 合計7のダイス：薬草1枚、スタートプレイヤーマーカー、2点を得て（それぞれ任意）、厨房トラックを1進めます。
    .title = { tavern-zone-kitchen7 }
guide-cavern-tavern-zone-kitchen9 = 合計9のダイス：シロップ1枚と3点を得て（それぞれ任意）、厨房トラックを1進めます。
    .title = { tavern-zone-kitchen9 }
guide-cavern-tavern-zone-kitchen11 = 合計11のダイス：ネクター1枚と4点を得て（それぞれ任意）、厨房トラックを1進めます。
    .title = { tavern-zone-kitchen11 }
guide-cavern-tavern-zone-kitchen13 = 合計13のダイス：エリクサー1枚と5点を得て（それぞれ任意）、厨房トラックを1進めます。
    .title = { tavern-zone-kitchen13 }
guide-cavern-tavern-zone-kitchen15 = 合計15のダイス：ビール1枚と6点を得て（それぞれ任意）、その後、自分の材料1枚をストックの材料1枚と交換してもかまいません（魔法の薬は不可）。厨房トラックを1進めます。
    .title = { tavern-zone-kitchen15 }
guide-cavern-tavern-zone-kitchen17 = 合計17のダイス：蜂蜜酒1枚と7点を得て（それぞれ任意）、その後、ほかのプレイヤーから材料1枚（魔法の薬は不可）を奪ってもかまいません（ソロではストックから1枚取ります）。厨房トラックを1進めます。
    .title = { tavern-zone-kitchen17 }

## 雑用
guide-cavern-tavern-zone-chore8 = 合計8のダイス：果物1枚と2点を得て（それぞれ任意）、雑用トラックを1進めます。
    .title = { tavern-zone-chore8 }
guide-cavern-tavern-zone-chore10 = 合計10のダイス：岩1枚と3点を得て（それぞれ任意）、雑用トラックを1進めます。
    .title = { tavern-zone-chore10 }
guide-cavern-tavern-zone-chore12 = 合計12のダイス：アンブロシア1枚と4点を得て（それぞれ任意）、雑用トラックを1進めます。
    .title = { tavern-zone-chore12 }
guide-cavern-tavern-zone-chore14 = 合計14のダイス：リキュール1枚と5点を得て（それぞれ任意）、雑用トラックを1進めます。
    .title = { tavern-zone-chore14 }
guide-cavern-tavern-zone-chore16 = 合計16のダイス：ワイン1枚と6点を得て（それぞれ任意。ルールブックの例では7、一覧では6で、このボットは6で遊びます）、その後、自分の材料1枚をほかのプレイヤーの材料1枚と交換してもかまいません（ソロではストックと交換）。雑用トラックを1進めます。
    .title = { tavern-zone-chore16 }
guide-cavern-tavern-zone-chore18 = 合計18のダイス：蒸留酒1枚と7点を得て（それぞれ任意）、さらにストックから好きな材料を1枚取ります。雑用トラックを1進めます。
    .title = { tavern-zone-chore18 }

## ナスティの事務所、工房、ミス・ナスティ
guide-cavern-tavern-zone-office = 目に関係なくダイス1個：あなたのナスティトラックが1下がり（よい方向です。0より下にはなりません）、ほかのプレイヤーを1人選んで、その人のナスティトラックを1上げます（ソロでは自分の分だけです）。
    .title = { tavern-zone-office }
guide-cavern-tavern-zone-replace = 目に関係なくダイス1個：食堂の注文を1枚捨て、注文を3枚引いて、1枚を空いた枠に置き、残り2枚を山札の下に戻します（あなただけが見ます）。
    .title = { tavern-zone-replace }
guide-cavern-tavern-zone-item = 目に関係なくダイス2個：道具カードを3枚引いて1枚を残し、残りは山札に戻してシャッフルします（山札が空なら捨て札をシャッフルして新しい山札にします）。手札は最大3枚で、超えた分は捨てます。
    .title = { tavern-zone-item }
guide-cavern-tavern-zone-potion = 目に関係なくダイス3個：魔法の薬を1枚取り（山に残っていれば）、道具カードを1枚引きます。
    .title = { tavern-zone-potion }
guide-cavern-tavern-zone-missnasty = 秘密の部屋：目に関係なくダイス1個を置くと、修正トークンを2個もらいます（在庫がある限り）。枠の数は地下貯蔵庫のエリアと同じにしています。印刷された数は公開されていないため、このボットの仮定です。
    .title = { tavern-zone-missnasty }

## トラック
guide-cavern-tavern-track-nasty = ナスティのあなたへの評価です。数字が大きいほど悪くなります。ラウンド終了時に未完成の注文があるとき、ほかのプレイヤーがあなたのことでナスティと話したとき、ドラゴンの爪で、ソロではオートマの赤ダイスが6のときに1上がり、怪しい振る舞いで2上がります。自分でナスティと話すかサファイアで下がります（0より下にはなりません）。マス3・6・9に初めて着くか通過すると呼び出され、「ナスティいわく」カードを1枚引きます（第10ラウンドを除く）。終了時には自分のマスの得点を失います。初期設定ではマス0〜12で0/0/0/1/2/3/5/7/9/12/15/18/21です（印刷された値は公開されていないため、この表はこのボット独自です）。トラックの横の数字は、今のマスで失う得点です。
    .title = ナスティトラック
guide-cavern-tavern-track-kitchen = 厨房での経験で、0〜9です。厨房の仕事1回ごと、厨房シンボルのある注文を提供するごとに1進み、ドワーフの兜で2進みます。以後の仕事ごとのボーナス：マス3から+2点、マス6から+3点とダイス1個の目を1増減、マス9から+4点とダイス1個の目を1か2増減できます。数えるのは到達した最も高い段階だけで（このボットの解釈）、ボーナスは仕事の前に到達していた場合だけ使えます。トラックの横の数字は今の得点ボーナスです。
    .title = 厨房トラック
guide-cavern-tavern-track-chores = 雑用での経験で、0〜9です。雑用1回ごと、雑用シンボルのある注文を提供するごとに1進み、ドワーフの斧で2進みます。ボーナスを説明するルールブックのページが欠けているため、厨房と同じボーナス（マス3から+2点、マス6から+3点とダイス±1、マス9から+4点とダイス±2）で遊びます（このボットの解釈）。
    .title = 雑用トラック
guide-cavern-tavern-track-score = この夜にこれまで得た得点（注文、仕事、雑用、飲み物トークンなど）です。ゲーム終了時にさらに増減します。詳しくは各プレイヤーの得点の説明を見てください。
    .title = 得点トラック
guide-cavern-tavern-score = 各プレイヤーの酒場には、今ゲームが終わった場合の得点が表示されます。得点トラックから、ナスティトラックのマスの得点を引き、未完成の注文がなければ材料1枚につき1点を足し、残った「ナスティいわく」カード1枚につき10点を引き、貯めたチップとミス・ナスティトークンを足します。あなたにだけ見える自分の得点には、手札のチップと、達成していれば秘密の目標も含まれます。同点なら、ナスティトラックが低い人、次に注文を多く提供した人が上位で、それでも同じなら同順位です。
    .title = 得点

## カード
guide-cavern-tavern-card-order = 注文カードには、客の種族、必要な材料（魔法の薬はどれか1枚の代わりになります）、取ったラウンドに提供したときの得点（「今」）、1ラウンド遅れ・2ラウンド遅れ…の得点、そして赤い欄が書かれています。取ってから赤い欄の数のラウンドが終わっても（取ったラウンドも数えます）未完成なら、客が帰ってその得点を失います。厨房か雑用のシンボルがあれば、提供したときにそのトラックが進みます。注文は一度に1枚だけで、提供した注文は裏向きで手元に残ります。注文カードはこのボットが独自に作ったものです。印刷されたカードは公開されていません。
    .title = 注文カード
guide-cavern-tavern-deck-orders = 裏向きの注文の山札です。注文を取るとき、表向きの注文の代わりに山札の一番上を見ずに引けます。その場合は食堂の枠の注文を1枚捨てます（山札をタップしてから、その枠をタップします）。空いた枠はこの山札から補充されます。
    .title = 注文の山札
guide-cavern-tavern-card-ingredient = 材料カード：12種類、各6枚で、表向きに持ちます。色と数字は、その材料をくれる地下貯蔵庫のエリアを示します。注文の提供や飲み物トークンに使い、終了時に未完成の注文がなければ1枚1点になります。
    .title = 材料カード
guide-cavern-tavern-card-potion = 魔法の薬（4枚）：注文や飲み物トークンの材料どれか1枚の代わりになります。工房の魔法の薬のエリアで取ります。奪われたり交換で出したりすることはありません。
    .title = { tavern-ing-potion }
guide-cavern-tavern-card-item = 道具カード：最大3枚の非公開の手札です。自分の手番に「道具を使う…」から使います（手札をタップします）。何枚でも、引いたラウンドにでも使えます。薬の本、エルフのチェス、巻物は注文を提供するとき、ランタンは地下貯蔵庫の材料を取るとき、お守りはナスティに呼び出されたときに、使うかどうかを選べます。21種類のうち、どれが箱の25枚の中で重複するかは公開されていません。枚数はこのボットの仮定です。
    .title = 道具カード
guide-cavern-tavern-card-nasty-says = ナスティに呼び出されたときに引きます。ほとんどはすぐに効果を発揮して捨てられますが、「雑用をやれ」「厨房へ行け」「一杯持ってこい」は条件を満たすまで残ります。持っている間は、地下貯蔵庫、魔法使いの工房、ナスティの事務所、秘密の部屋にしかダイスを置けません（カードに別の記載がある場合を除く）。終了時に残っていると1枚につき10点を失います。15枚のうちどの2枚が重複するかは公開されていません。枚数はこのボットの仮定です。
    .title = 「ナスティいわく」カード
guide-cavern-tavern-card-objective = 開始時に裏向きで配られる秘密の目標です。終了時に達成していればその得点を得ます。最終得点計算まではあなただけが見られます。目標カードは、ルールブックの説明に合わせてこのボットが独自に作ったものです（種族を指定するものがあります。エルフとグリーンエルフは別の種族です）。
    .title = 秘密の目標
guide-cavern-tavern-card-character = 各プレイヤーは第1ラウンドの前にキャラクターを選びます。能力は1ゲームに2回、1ラウンドに1回まで使えます。1回目でカードを裏返し、2回目で捨てます。
    .title = キャラクター
guide-cavern-tavern-card-secret-room = 秘密の部屋カードには、必要なダイスの合計、進めるトラック（厨房、雑用、またはなし。仕事と同じです）、報酬が書かれ、上にトークンが載っています。枠は1つです。使われたカードはラウンド終了時に使った人の個人ボードに移り、以後はその人だけが使えます。カードはこのボットが独自に作ったものです。印刷されたカードは公開されていません。
    .title = 秘密の部屋カード
guide-cavern-tavern-card-five-kingdoms = ソロのストーリーモード：開始時に引いた五王国カードが任務を決めます。注文を提供すべき客の種族、厨房と雑用のトラックで到達するマス、魔法使いの工房を使う回数、ナスティトラックの上限です。すべての目標を満たせば勝ちです。カードはこのボットが独自に作ったものです。印刷されたカードは公開されていません。
    .title = 五王国のストーリーカード
guide-cavern-tavern-solo-goal = ソロのスタンダードモード：最終得点計算で80点以上なら勝ちです。
    .title = ソロの目標
guide-cavern-tavern-house-deck = このボット独自のカードについて：印刷された注文カード、秘密の目標、五王国のストーリーカード、秘密の部屋カードは公開されていないため、サーバーが独自のものを用意しない限り、既知のルールに合わせて作ったオリジナルのカードで遊びます。
    .title = このボット独自のカード

## トークンとコマ
guide-cavern-tavern-token-modifier = 1個使うと、配置前の自分のダイス1個の目を1増減できます。6から1へは回りませんが、何個も使えば6を超えられます（3個で5が8になります）。ミス・ナスティのエリアや一部の秘密の部屋カードでもらえます。
    .title = 修正トークン
guide-cavern-tavern-token-drink = 時間制限のない小さな注文です。自分の手番に、その材料1枚（または魔法の薬）を渡すと2点になります。秘密の目標には数えません。
    .title = 飲み物トークン
guide-cavern-tavern-token-miss-nasty = ナスティに呼び出されたとき3個渡すと、「ナスティいわく」カードを引かずに済みます。終了時に残っていると1個1点です。
    .title = ミス・ナスティトークン
guide-cavern-tavern-dice = このラウンドにまだ置いていないダイスと、持っていれば白ダイスです。置くには、自分のダイスをタップし、次にエリア、次に支払うダイスをタップします（合計エリアでは目の合計がその数と等しく、個数エリアではその個数です）。置けないダイスはそのラウンドでは使えません。
    .title = ダイス
guide-cavern-tavern-white-die = 持っているプレイヤーの5個目のダイスです。各ラウンドの終了時に、得点が最も少ないプレイヤーに渡ります（同点なら、スタートプレイヤーから時計回りに最も遠いプレイヤー）。腕輪を使うと、そのラウンドの残りは脇に置かれ、次のラウンドはその使い手が振ります。
    .title = 白ダイス
guide-cavern-tavern-first-player = スタートプレイヤーマーカーを持つ人が各ラウンドの最初の手番をします。マーカーが動くのは「ナスティの昼食を作る」とハンマーのときだけです。
    .title = スタートプレイヤーマーカー
guide-cavern-tavern-meeple = 食堂の枠に立つミープルは、そのプレイヤーがこの枠から注文を取ったことを示します。注文を提供するか客が帰るまで、枠は空いたままです。
    .title = ミープル
guide-cavern-tavern-clock = 時計：第1ラウンドが午後10時で、1ラウンドは20分、第10ラウンドが午前1時です。時間マーカーは注文を取った時刻を示し、提供するときの遅れを数えます。
    .title = 時計
guide-cavern-tavern-automaton = オートマのダイス（ソロ）：それぞれがこのラウンドの間エリア全体をふさぎます。白ダイスは食堂の枠をふさぎます。
    .title = オートマ

## 道具（名前と効果はルールブックのもの）
guide-cavern-tavern-item-book_of_potion = { tavern-item-book_of_potion-text }注文を提供するときに、使うかどうかを選べます。
    .title = { tavern-item-book_of_potion }
guide-cavern-tavern-item-bracelet = { tavern-item-bracelet-text }白ダイスが振られて未配置の間に、自分の手番に使います。ソロでは使いません。
    .title = { tavern-item-bracelet }
guide-cavern-tavern-item-clover = { tavern-item-clover-text }自分の手番に使います。ソロでは使いません。
    .title = { tavern-item-clover }
guide-cavern-tavern-item-dragons_claw = { tavern-item-dragons_claw-text }自分も含みます。自分の手番に使います。ソロでは使いません。
    .title = { tavern-item-dragons_claw }
guide-cavern-tavern-item-dwarven_ale = { tavern-item-dwarven_ale-text }自分の手番に使います。
    .title = { tavern-item-dwarven_ale }
guide-cavern-tavern-item-dwarven_axe = { tavern-item-dwarven_axe-text }自分の手番に使います。
    .title = { tavern-item-dwarven_axe }
guide-cavern-tavern-item-dwarven_helmet = { tavern-item-dwarven_helmet-text }自分の手番に使います。
    .title = { tavern-item-dwarven_helmet }
guide-cavern-tavern-item-dwarven_mug = { tavern-item-dwarven_mug-text }自分の手番に使います。ソロでは使いません。
    .title = { tavern-item-dwarven_mug }
guide-cavern-tavern-item-elven_chess = { tavern-item-elven_chess-text }1ラウンド以上遅れた注文を提供するときに、使うかどうかを選べます。
    .title = { tavern-item-elven_chess }
guide-cavern-tavern-item-elven_cup = { tavern-item-elven_cup-text }自分の手番に使います。ダイスをタップし、次に地下貯蔵庫のエリアをタップします。
    .title = { tavern-item-elven_cup }
guide-cavern-tavern-item-glass_of_strongcliff = { tavern-item-glass_of_strongcliff-text }自分の手番に使います。ソロでは使いません。
    .title = { tavern-item-glass_of_strongcliff }
guide-cavern-tavern-item-hammer = { tavern-item-hammer-text }自分の手番に使います。ソロでは使いません。
    .title = { tavern-item-hammer }
guide-cavern-tavern-item-lantern = { tavern-item-lantern-text }地下貯蔵庫の材料を取るときに、使うかどうかを選べます。
    .title = { tavern-item-lantern }
guide-cavern-tavern-item-magic_pot = { tavern-item-magic_pot-text }自分の手番に使います。
    .title = { tavern-item-magic_pot }
guide-cavern-tavern-item-pipe = { tavern-item-pipe-text }自分の手番に使います。
    .title = { tavern-item-pipe }
guide-cavern-tavern-item-sand_clock = { tavern-item-sand_clock-text }自分の手番に使います。ソロでは使いません。
    .title = { tavern-item-sand_clock }
guide-cavern-tavern-item-sapphire_stone = { tavern-item-sapphire_stone-text }自分の手番に使います。
    .title = { tavern-item-sapphire_stone }
guide-cavern-tavern-item-scroll = { tavern-item-scroll-text }注文を提供するときに、使うかどうかを選べます。
    .title = { tavern-item-scroll }
guide-cavern-tavern-item-talisman = { tavern-item-talisman-text }呼び出されたときに、使うかどうか尋ねられます。
    .title = { tavern-item-talisman }
guide-cavern-tavern-item-micos_pencil = { tavern-item-micos_pencil-text }自分の手番に使います。
    .title = { tavern-item-micos_pencil }
guide-cavern-tavern-item-tip = { tavern-item-tip-text }自分の手番に手札から貯めることもできます。どちらでも得点になります。
    .title = { tavern-item-tip }

## キャラクター（名前と能力はルールブックのもの）
guide-cavern-tavern-char-wido = { tavern-char-wido-text }そのプレイヤーが地下貯蔵庫に配置した直後に、この能力を使うかどうかを選べます。1ゲームに2回、1ラウンドに1回までです。
    .title = { tavern-char-wido }
guide-cavern-tavern-char-tanelia = { tavern-char-tanelia-text }注文を提供するときに、この能力を使うかどうかを選べます。1ゲームに2回、1ラウンドに1回までです。
    .title = { tavern-char-tanelia }
guide-cavern-tavern-char-noogie = { tavern-char-noogie-text }残す道具を選ぶときに、この能力を使うかどうかを選べます。1ゲームに2回、1ラウンドに1回までです。
    .title = { tavern-char-noogie }
guide-cavern-tavern-char-keishara = { tavern-char-keishara-text }払えるのにふさがっているエリアも選択肢に表示されます。1ゲームに2回、1ラウンドに1回までです。
    .title = { tavern-char-keishara }
guide-cavern-tavern-char-grimald = { tavern-char-grimald-text }注文を提供するときに、この能力を使うかどうかと省く材料を選べます。1ゲームに2回、1ラウンドに1回までです。
    .title = { tavern-char-grimald }
guide-cavern-tavern-char-ingeltrud = { tavern-char-ingeltrud-text }ナスティに呼び出されたときに、この能力を使うかどうかを選べます。1ゲームに2回、1ラウンドに1回までです。
    .title = { tavern-char-ingeltrud }

## 「ナスティいわく」カード（名前と効果はルールブックのもの）
guide-cavern-tavern-says-dirt_everywhere = { tavern-says-dirt_everywhere-text }
    .title = { tavern-says-dirt_everywhere }
guide-cavern-tavern-says-do_chores = { tavern-says-do_chores-text }（1回の配置で終わるのはこのボットの解釈です。）
    .title = { tavern-says-do_chores }
guide-cavern-tavern-says-even_my_dog = { tavern-says-even_my_dog-text }
    .title = { tavern-says-even_my_dog }
guide-cavern-tavern-says-get_me_a_drink = { tavern-says-get_me_a_drink-text }両方そろった時点で渡します。
    .title = { tavern-says-get_me_a_drink }
guide-cavern-tavern-says-get_out = { tavern-says-get_out-text }
    .title = { tavern-says-get_out }
guide-cavern-tavern-says-go_in_the_kitchen = { tavern-says-go_in_the_kitchen-text }（1回の配置で終わるのはこのボットの解釈です。）
    .title = { tavern-says-go_in_the_kitchen }
guide-cavern-tavern-says-help_out = { tavern-says-help_out-text }点が最も少ない人が複数いれば、スタートプレイヤーから時計回りに最も遠い人です。
    .title = { tavern-says-help_out }
guide-cavern-tavern-says-hiding_something = { tavern-says-hiding_something-text }
    .title = { tavern-says-hiding_something }
guide-cavern-tavern-says-incompetent_fool = { tavern-says-incompetent_fool-text }
    .title = { tavern-says-incompetent_fool }
guide-cavern-tavern-says-pass_around = { tavern-says-pass_around-text }ソロではストックに戻します。
    .title = { tavern-says-pass_around }
guide-cavern-tavern-says-shady_conduct = { tavern-says-shady_conduct-text }
    .title = { tavern-says-shady_conduct }
guide-cavern-tavern-says-yeah_brilliant = { tavern-says-yeah_brilliant-text }
    .title = { tavern-says-yeah_brilliant }
guide-cavern-tavern-says-youre_wasting_it = { tavern-says-youre_wasting_it-text }
    .title = { tavern-says-youre_wasting_it }
