# Cavern Host — 日本語カタログ：ホストが組み立てる文（bot/texts.py, bot/host/*）：
# ボードの要約、得点、結果、手番の見出し、リマインダー。公開のものはチャンネルの言語、
# 本人向けのものは本人の言語で表示されます。

## ゲーム名（キーごと）
# 「カヴェルナ」は日本語版ルール（seed 004）の表記。
# 「洞窟対決」「キャヴァーン・タバーン」(独自訳)
title-cave-vs-cave = カヴェルナ：洞窟対決
title-caverna = カヴェルナ
title-cavern-tavern = キャヴァーン・タバーン

## 一覧、席、数（bot.texts）
text-points = { $count ->
   *[other] { $count }点
}
# カヴェルン・タバーンも同じ「点」で数えます。
text-points-cavern-tavern = { $count }点
text-nobody = なし
text-comma = {"、"}
# A card's name and text, then its other values in brackets.
text-aside = { $head }（{ $rest }）
text-and = { $first }と{ $last }
text-seat = 席{ $number }
text-seat-empty = { $name }（空席）
text-hours = { $count ->
   *[other] { $count }時間
}
text-good-count = { $good ->
    [wood] 木材
    [stone] 石材
    [emmer] 小麦
    [flax] 亜麻
    [food] 食料
    [gold] { $game ->
       *[other] ゴールド
    }
    [ore] 鉱石
    [ruby] ルビー
    [grain] 小麦
    [vegetable] 野菜
    [dog] 犬
    [sheep] 羊
    [donkey] ロバ
    [wild_boar] 猪
    [cattle] 牛
    [fruit] 果物
    [herbs] 薬草
    [syrup] シロップ
    [rocks] 岩
    [mead] 蜂蜜酒
    [nectar] ネクター
    [wine] ワイン
    [elixir] エリクサー
    [ambrosia] アンブロシア
    [beer] ビール
    [liqueur] リキュール
    [spirits] 蒸留酒
    [potion] 魔法の薬
   *[other] { $good }
}{ $count }
text-food-count = { $game ->
   *[other] 食料
}{ $count }
text-no-goods = 資材なし
# $key: the view key the value stands for (French agrees « aucune » with « Commandes »).
text-none = { $key ->
   *[other] なし
}
text-yes = はい
text-no = いいえ
# プレイヤーの非公開情報のキーをラベルとして。$words はキーを言葉にしたもの。
text-view-key = { $key ->
    [hand] 手札
    [objective] 目標
    [score_with_secrets] 秘密を含む得点
    [served_orders] 提供した注文
    [vp] 得点
    [met] { $capital ->
        [yes] 達成
       *[no] 達成
    }
   *[other] { $words }
}

## ボードの要約（画像がないときの文と画像の代替テキスト）
# $nth は $round の CLDR 序数カテゴリ（日本語では常に other）。
text-board-printed-round = { $title }、第{ $printed }ラウンド（全{ $total }ラウンド中{ $nth ->
   *[other] { $round }番目
}）
text-board-round = { $total ->
    [0] { $title }、第{ $round }ラウンド
   *[other] { $title }、第{ $round }ラウンド（全{ $total }ラウンド）
}
text-board-round-cave-vs-cave = { $total ->
    [0] { $title }、第{ $round }ラウンド
   *[other] { $title }、第{ $round }ラウンド（全{ $total }ラウンド）
}
text-board-over = { $head } — ゲーム終了
text-to-act = 手番：{ $names }。
text-player-points = { $name }：{ $points }

## 得点と結果
text-final-scores = 最終得点：
text-scores-so-far = 今ゲームが終わった場合の得点：
text-resigned = { $name }（投了）
text-score-line = { $place }位 { $name }：{ $points }
text-house-deck = このゲームのカードはこのボット独自のものです。
text-house-deck-note = { $note }
text-end-resigned = 投了によりゲームが終了しました。
text-end-aborted = 管理者がゲームを中止しました。
text-winner = { $count ->
   *[other] 勝者：{ $names }！
}
text-solo-over = ソロゲーム終了。
text-solo-goal = ソロの目標（{ $goal }点）：{ $reached ->
    [yes] 達成
   *[no] 未達成
}。
text-solo-goal-cavern-tavern = ソロの目標（{ $goal }点）：{ $reached ->
    [yes] 達成
   *[no] 未達成
}。
text-solo-outstanding = 素晴らしい得点です（60点超）！

## 募集（bot.host.lobby）：公開
lobby-text = { $title }の募集：{ $names }（{ $fixed ->
    [yes] { $limit }人中{ $joined }人
   *[no] { $joined }人参加。{ $min }～{ $max }人で遊べます
}）。{ $ready ->
    [yes] 準備完了：/ゲーム 開始 で始められます。
   *[no] /ゲーム 参加 で席に着けます。
}
lobby-seat-order = { $title }：席順{ $order }。
lobby-begins = { $title }を開始します。席順：{ TEN($order) }。

## ゲームの経過（bot.host.story, /ゲーム ログ）
story-round = { $round ->
    [none] 第1ラウンドの前
   *[other] 第{ $round }ラウンド
}
story-round-cave-vs-cave = { $round ->
    [none] 第1ラウンドの前
   *[other] 第{ $round }ラウンド
}
story-since-mark = ── 前回の自分の手番から ──
story-taken-back = （取り消し）
story-continued = { $heading }（続き）
story-hidden-choice = 非公開の選択
# 体言止めの「〜を選択」は丁寧な文の中で浮く（ja-291）：選んだものは「」で。
story-chose = 「{ $choice }」を選びました
story-made-hidden-choice = 非公開の選択をしました
story-file-title = ゲームの経過（{ $title }）

## ゲームを見る（bot.host.views）
view-nothing-private = あなたはこのゲームに参加していないため、非公開の情報はありません。
view-only-for-you = { $name }さんだけに：
view-no-game = このチャンネルにはゲームがありません。/ゲーム 新規 で始めてください。
view-lobby-closed = ここでの前回の{ $title }の募集は閉じました。/ゲーム 新規 で始めてください。
view-status-paused = ゲームは管理者によって一時停止中です。
view-status-aborted = このゲームは中止されました。/ゲーム 新規 で新しく始めてください。
view-status-finished = このゲームは終了しました。結果は /ゲーム 得点 で見られます。
view-waiting-for = { $name }さんの選択を待っています：「{ $prompt }」
view-no-board = 表示するボードがありません。このチャンネルではゲームが始まっていません。
view-no-game-yet = このチャンネルではまだゲームが遊ばれていません。
view-round-no-moves = { $played ->
    [0] このゲームではまだ手がありません。
    [1] このゲームの第{ $round }ラウンドには手がありません（今のところ手があるのは第{ $first }ラウンドだけです）。
   *[other] このゲームの第{ $round }ラウンドには手がありません（今のところ手があるのは第{ $first }～{ $last }ラウンドです）。
}
view-round-no-moves-cave-vs-cave = { $played ->
    [0] このゲームではまだ手がありません。
    [1] このゲームの第{ $round }ラウンドには手がありません（今のところ手があるのは第{ $first }ラウンドだけです）。
   *[other] このゲームの第{ $round }ラウンドには手がありません（今のところ手があるのは第{ $first }～{ $last }ラウンドです）。
}
view-log-heading = { $title } — { $round ->
    [all] これまでの経過
   *[other] 第{ $round }ラウンド
}{ $new ->
    [no] （前回の自分の手番から新しい出来事はありません）
   *[yes] {""}
}{ $pages ->
    [1] {""}
   *[other] （{ $pages }ページ中{ $page }ページ目）
}
view-log-heading-cave-vs-cave = { $title } — { $round ->
    [all] これまでの経過
   *[other] 第{ $round }ラウンド
}{ $new ->
    [no] （前回の自分の手番から新しい出来事はありません）
   *[yes] {""}
}{ $pages ->
    [1] {""}
   *[other] （{ $pages }ページ中{ $page }ページ目）
}
view-log-no-moves = まだ手はありません。
view-no-score = このチャンネルには得点のあるゲームがまだありません。

## ダイレクトメッセージ（bot.host.announce）、チャンネルの言語で
dm-your-turn = { $where }であなたの手番です。
dm-your-turn-prompt = { $where }であなたの手番です：{ $prompt }。
dm-only-for-you = あなただけに（{ $where }のゲーム）：
    { $text }

## 手番の見出しと取り消し（bot.host.turns, bot.host.moderation）：公開
undo-needs-all = { $who }さんの手（{ $what }）を取り消すには全プレイヤーの同意が必要です。下のボタンで同意または拒否してください。
undo-done = 取り消しました：{ $who }さんの手（{ $what }）。
turn-log-broken = 手の記録を再現できなくなりました（{ $error }）。
turn-resigns = { $name }さんが投了しました。
turn-aborted = { $title }のゲームは中止されました。得点は付きません。
turn-continues = ゲームを続けます。
turn-moderator-moved = 管理者が{ $name }さんの代わりに手番を行いました。

## ホストのサービスのお断りと返答（bot.host.*）
host-game-over = このチャンネルのゲームは終了しているため、何も変更されませんでした。結果は /ゲーム 得点 で、新しいゲームは /ゲーム 新規 で始められます。
host-game-aborted = このチャンネルのゲームは管理者によって終了されました。/ゲーム 新規 で新しく始められます。
host-not-started = ゲームはまだ始まっていません。全員参加したら /ゲーム 開始 で始めてください。
host-already-started = このゲームはすでに始まっています。
host-start-needs-player = ゲームを始められるのは参加者（または管理者）だけです。
host-undo-needs-player = 手を取り消せるのはプレイヤー（または管理者）だけです。
host-moved-on = 選択肢が表示された後にゲームが進んだため、何も変更されませんでした。
host-no-position = このゲームにはまだ保存された局面がありません。
host-seat-changed = 同時にその席が変わったため、何も変更されませんでした。/ゲーム 状況 でもう一度確認してください。
host-lobby-changed = 同時に募集が変わった（誰かが参加・退出・開始した）ため、何も変更されませんでした。もう一度お試しください。
computer-no-level = 「{ $level }」というコンピューターの強さはありません。強さ：{ TEN($levels) }。
computer-lobby-only = コンピュータープレイヤーは募集中に参加します。ゲームが始まった後は、管理者が /管理 交代 で席を渡せます。
computer-add-who = コンピュータープレイヤーを加えられるのは、この募集の参加者だけです。
computer-room = あと{ $room }人参加できます（定員{ $limit }人）。
computer-remove-who = 募集の参加者は、ゲーム開始前にコンピュータープレイヤーを外せます。
computer-none = この募集にはコンピュータープレイヤーがいません。
computer-take-over-who = 席をコンピューターに渡せるのは管理者だけです。
computer-took-over = 席{ $seat }はコンピューター（{ $level }）が担当します（以前は{ $name }）。管理者は /管理 交代 で戻せます。
level-easy = やさしい
level-hard = むずかしい
level-expert = エキスパート
seat-no-match = 「{ $who }」に当てはまるプレイヤーが1人に絞れません。席：{ $seats }。
# プレイヤーを指定するオプションの入力候補（/ゲーム ボード、/管理 代行）。
seat-choice = 席{ $seat }：{ $who }
options-no-equals = ゲームのオプションは 名前=値 の形で、カンマで区切って書いてください（「{ $part }」に「=」がありません）。
notify-on = 手番になるとダイレクトメッセージが届きます。
notify-off = ダイレクトメッセージを止めました。チャンネルでのメンションだけになります。

## リマインダーと制限時間の警告（bot.host.notices）：公開
notice-a-player = プレイヤー
notice-reminder = リマインダー：{ $who }さん、{ $title }があなたを待っています（{ $hours }動きがありません）。
notice-timeout = 管理者の皆さん：{ $who }さんが{ $title }で{ $hours }手番を行っていません。/管理 代行 や /管理 交代（コンピューター:True でコンピュータープレイヤーに席を渡せます）、または /管理 制限時間 で時間を延ばせます。
notice-in-channel = { $text }（{ $channel }にて）

## チャンネルの設定（/管理 設定）とサーバーの統計
config-text = ゲーム：{ $games ->
    [all] すべて
   *[other] { TEN($games) }
}。リマインド：{ $remind }後。管理者への通知：{ $timeout }後。ゲームごとのスレッド：{ $thread ->
    [on] あり
   *[off] なし
}。管理者ロール：{ $role ->
    [none] なし（「チャンネルの管理」権限のみ）
   *[other] { $role }
}。
stats-games = 終了したゲーム：{ $finished }。進行中：{ $active }。中止：{ $aborted }。
stats-game-finished = { $title }：{ $count }回終了。
stats-median = 手番間の時間の中央値：{ NUMBER($minutes, minimumFractionDigits: 1) }分。
stats-player = { $name }：{ $played }戦{ $won }勝。

## ラベルと値、2つの部分の間の区切り
text-labelled = { $label }：{ $value }
text-card = { $name }：{ $text }
text-then = { $first }。{ $then }

host-store-busy = データベースが混み合っているため、保存できませんでした（手は行われていません）。少ししてからもう一度お試しください。
host-store-lost = データベースとの接続が切れたため、何も変更されませんでした。少ししてからもう一度お試しください。
host-store-lost-maybe = 保存中にデータベースとの接続が切れたため、保存できたかどうかまだ分かりません。もう一度試す前に /ゲーム 状況 を確認してください。
host-move-saved-after-all = 手の保存中にデータベースとの接続が切れましたが、確認したところ手は保存されています。もう一度行わないでください。
host-move-not-saved = データベースとの接続が切れ、手は保存されませんでした。何も変更されていません。もう一度手番を行ってください。
host-move-unknown = 手の保存中にデータベースとの接続が切れ、保存できたかどうかまだ確認できません。もう一度行う前に /ゲーム 状況 を確認してください。

# 記録の1行で、同じプレイヤーの文をつなぐ区切り。
story-separator = { "、" }
turn-resigns-plays-on = { $name }さんが投了しました（最下位になります）。{ $computer }がその席を引き継ぎます。
undo-declined = { $name }さんが取り消しを拒否しました。手はそのままです。
