# Cavern Host — 日本語カタログ：ローカルコンソールの文（bot/console.py）。
# コマンドの単語（new, join, start, play…）はコンソールが読む語なので、どの言語でも英語のままです。
# NAME、GAME… はプレイヤーが置き換える語です。

## 起動と終了
console-welcome = Cavern Hostコンソールです。help でコマンド一覧、quit で終了します。
console-bye = 終了します。ゲームは保存され、次回続きから遊べます。
console-unknown-command = 「{ $command }」というコマンドはありません。help で一覧を表示します。
# $games：ゲームのキー（カンマ区切り）。
console-help =
    コマンド（Discordと同じ語です）：
      new GAME [PLAYERS] [name=value ...]   募集を開きます（ゲーム：{ TEN($games) }）。help new でオプション
      join NAME             席に着く（最初の join で募集が開きます）
      leave NAME            募集から抜ける
      start                 ゲームを始める（席順を表示します）
      status                ゲームの状況と、誰の手番か
      options [NAME]        行動するプレイヤーの選択肢（番号付き）
      hand [NAME]           そのプレイヤーの秘密（手札、目標）：ほかの人は見ないでください
      play ID|NUMBER [as NAME]   行動するプレイヤーの選択肢を選ぶ（番号だけでも可）
      board [PLAYER]        ボードの画像を書き出し、ボードを文で表示する
      log [ROUND|all]       経過：最新のページ、1ラウンド、またはゲーム全体
      score                 得点とその内訳
      undo                  直前の手を取り消す（公開された情報より前には戻れません）
      resign NAME           そのプレイヤーが投了する
      computer [LEVEL]      募集にコンピュータープレイヤーを加える（強さ：easy、hard、expert）
      rules [GAME]          ゲーム一覧、または1つのゲームの人数とオプション
      help [new]            この一覧、またはオプション付きでゲームを開く方法
      quit                  コンソールを終了する（ゲームは保存されます。Ctrl-C でも可）
console-no-games = インストールされたゲームはありません
console-help-new =
    new GAME [PLAYERS] [name=value ...] で募集を開きます。例：
      new cavern-tavern 2 secret_room=true story_card=3
    各ゲームのオプションと既定値：
console-game-options = { $key }：
console-game-no-options = { $key }：オプションなし
# 既定値のないオプション。
console-option-none = （なし）

## 各ゲームのオプションの働き（help new, rules GAME）：console-option-GAME-NAME
console-option-caverna-furnishing_set = full：すべての内装タイル。intro：導入用ゲームのタイルのみ
console-option-cavern-tavern-characters = true：開始時に各プレイヤーがキャラクターカードを選ぶ
console-option-cavern-tavern-chores_bonus = 雑用トラックのボーナス：mirror_kitchen（厨房と同じ。ルールブックの該当ページが欠けています）または none
console-option-cavern-tavern-end_steps_after_last_round = true：第10ラウンドの後もラウンド終了の処理を行う（未完成の注文によるナスティの前進、待ちきれない客の退店）
console-option-cavern-tavern-fix_the_roof_vp = 「屋根の修理」の得点（エリア一覧では6、例では7）
console-option-cavern-tavern-item_copies = 各道具カードの枚数（JSON形式、道具ID：枚数）。既定はボット独自のカード25枚です。
console-option-cavern-tavern-lasting_says_end_after_one_placement = true：持続する「ナスティいわく」カードは、それが開く部屋に1回配置すると終わる
console-option-cavern-tavern-nasty_penalties = 終了時のナスティのマスごとの失点、マス0から（独自の表：印刷された表は公開されていません）
console-option-cavern-tavern-nasty_says_penalty = per_card：終了時に持っている「ナスティいわく」カード1枚につき10点を失います。once：合計で10点だけ失います。
console-option-cavern-tavern-objectives = true：各プレイヤーが秘密の目標カードを受け取る（ソロ以外）
console-option-cavern-tavern-order_deck = ボット独自のカードの代わりに使う注文カード（JSON形式）
console-option-cavern-tavern-says_copies = 各「ナスティいわく」カードの枚数（JSON形式、カードID：枚数）。既定はボット独自のカード15枚です。
console-option-cavern-tavern-secret_room = true：拡張「秘密の部屋」を使って遊ぶ
console-option-cavern-tavern-secret_room_deck = ボット独自のカードの代わりに使う秘密の部屋カード（JSON形式）
console-option-cavern-tavern-solo_goal = ソロのスタンダードモード：勝つために必要な得点
console-option-cavern-tavern-solo_mode = ソロ：standard（solo_goal に到達する）または story（五王国カードが目標を決める）
console-option-cavern-tavern-story_card = ストーリーモード：ランダムではなくこの五王国カードを使う
console-option-cavern-tavern-story_deck = ボット独自のカードの代わりに使う五王国カード（JSON形式）
console-option-cavern-tavern-summon_when_passing_over = true：呼び出しマス（3、6、9）を2マス移動で通過しても呼び出される
console-option-cavern-tavern-track_bonus_tiers = highest_only：到達した最も高いトラックボーナスだけを数えます。cumulative：到達したすべての段階を数えます。

## コンソールで入力するホストの Discord コマンド
console-word-join = join NAME
console-word-new = new GAME
console-word-resign = resign NAME

## ゲームを開く
console-which-game = どのゲームにしますか？　例：new cave-vs-cave 2（help new でオプション一覧）
console-players-not-number = 人数は数字で指定してください（入力：「{ $text }」）。
console-no-such-game = 「{ $key }」というゲームはありません。ゲーム：{ TEN($games) }。
console-game-already-open = ここではすでに{ $title }のゲームが開いています。先に終えるか投了してください。
console-player-range = { $title }は{ $min }～{ $max }人用です（{ $count }人では遊べません）。
console-new-lobby = { $title }の募集を開きました。各プレイヤーは join NAME と入力してください。
# $options："name=value, name=value"。
console-new-lobby-options = { $title }の募集を開きました（{ TEN($options) }）。各プレイヤーは join NAME と入力してください。
console-join-first = まず誰かが参加してください：join NAME のあとに computer。
console-who-joins = 誰が参加しますか？　例：join Ann
console-who-leaves = 誰が抜けますか？　例：leave Ann
console-nobody-joined-lobby = まだ誰も参加していません。各プレイヤーはまず join NAME と入力してください。
console-nobody-joined = まだ誰も参加していません。
console-lobby-open = 募集が開いています。join NAME で最初の席に着けます。
# 前回のセッションで保存された募集。$names：プレイヤー（カンマ区切り）。
console-resuming-lobby = { $title }の募集を再開します（{ TEN($names) }）：join NAME または start。
console-resuming-game = { $title }のゲームを再開します。

## プレイ
console-not-started = ゲームはまだ始まっていません。全員参加したら start と入力してください。
console-game-over = ゲームは終了しました。結果は score、新しいゲームは new と入力してください。
console-nobody-to-act = 今は誰の手番でもありません。
console-nothing-to-decide = そのプレイヤーには今決めることがありません。
# 決定：決める人と、エンジンの問い。
console-prompt = { $name }：{ $prompt }
console-next = 次 — { $prompt }
console-type-number = 番号を入力すると選べます（ほかのプレイヤーの分は play ID as NAME）。
console-play-what = 何を選びますか？　選択肢の番号かIDを指定してください（options で一覧を表示）。
# $numbers：表示された番号（カンマ区切り）。
console-choose-number = 表示された番号から選んでください：{ TEN($numbers) }。
# $choice：「手番終了」、$unused：まだ使える選択肢、$again：入力された語。
console-quoted = { $text }
console-confirm-end = 「{ $choice }」を選ぶと、次の行動は使われないままになります：{ $unused }。それでもよければ、もう一度 { $again } と入力してください。
console-nothing-secret = そのプレイヤーには秘密の情報がありません。
console-who-resigns = 誰が投了しますか？　resign NAME と入力してください（プレイヤー：{ $players }）。
console-nobody-yet = まだいません
# 1人のプレイヤー向けの行を、共有の画面に表示するとき。
console-private = （{ $who }さんのみ）{ $text }
console-one-player = 1人のプレイヤー

## 見る
console-log-usage = log、log ROUND（数字）、または log all と入力してください。
console-log-more = （log all で経過全体、log ROUND で1ラウンド分を表示）
console-rules-game = { $key }：{ $title }、{ $min }～{ $max }人
console-rules-more = rules GAME でゲームのオプションを表示します。
console-rules-title = { $title }（{ $key }）：{ $min }～{ $max }人。
console-rules-options = オプション（new { $key } [PLAYERS] の後に name=value）：
console-rules-no-options = オプションはありません。
console-board-of = { $name }さんのボード：
console-image-written = [画像を書き出しました：{ $path }]
# $reason：システムの言葉（翻訳しません）。
console-cannot-write-images = 画像を { $folder } に書き出せません：{ $reason }。

console-command-new = 新規
console-command-options = オプション
console-command-quit = 終了
console-command-as = として
cli-description = Cavern Host：トークンがあればDiscordボット、なければローカルのコンソール。
cli-usage-notes =
    {"./run.sh"}                          ボットを起動（DISCORD_TOKEN は環境変数か .env から）
    {"./run.sh"} --local [--db PATH] [--out DIR]   この端末で交代制のゲーム
    {"./run.sh"} copy-db --from SOURCE --to TARGET  すべてのゲームをコピー（SQLite ファイルか
                                      postgresql:// URL、どちら向きでも）、再生で検証
    {"./run.sh"} ratings rebuild [--db PATH]   保存された結果からすべてのレーティングを計算し直す
    
    相対パスはコマンドを実行したフォルダーから読みます（./run.sh は先にプロジェクトの
    フォルダーへ移るため、そのフォルダーを CAVERN_CALLER_DIR で渡します）。
cli-help-local = この端末で遊ぶ
cli-help-db = SQLite ファイルか postgresql:// URL（既定：DATABASE_URL、なければ DATABASE_PATH。--local では data/console.db）
cli-help-out = コンソールの盤面画像を書き出すフォルダー（既定 out/console）
cli-help-env-file = 設定ファイル（既定 .env）
cli-help-lang = コンソールの言語：{ TEN($languages) }（既定：LANG から）
cli-help-help = このヘルプを表示して終了
cli-usage = 使い方：
cli-options = オプション
# Discord の設定画面に表示される権限名（INVITE_PERMISSIONS の順）。
cli-permission-names = チャンネルを見る、メッセージを送信、スレッドでメッセージを送信、公開スレッドの作成、ファイルを添付
cli-optional-permission = @everyone、@here、全てのロールにメンション
cli-offer-console = 今すぐローカルのコンソールを始めますか？　[Y/n]{ " " }
# 「はい」を意味する答え（Enter だけでも可）、空白区切り。
cli-yes-words = y yes はい
cli-no-token =
    DISCORD_TOKEN が設定されていないため、Cavern HostはDiscordに接続できません。
    
    トークンの入手方法：
      1. https://discord.com/developers/applications を開き、「New Application」をクリックします。
      2. 「Bot」で「Reset Token」をクリックし、トークンをコピーします（他人に見せないでください）。
         特権ゲートウェイインテント（privileged gateway intents）はオフのままで構いません。
         Cavern Hostはどれも使いません。
      3. 「OAuth2」>「URL Generator」で「bot」と「applications.commands」にチェックを入れ、
         権限 { $permissions } を選びます（permissions={ $value }）。
         「{ $optional }」は、メンションできない管理者ロールにタイムアウトの警告で
         通知する必要があるときだけ加えてください。生成された URL を開いて、ボットを
         サーバーに招待します。
      4. プロジェクトの最上位のフォルダに .env というファイルを作り、トークンを書きます：DISCORD_TOKEN=トークン
         （.env.example をコピー）。コマンドをすぐ反映させたいときは DEV_GUILD_ID=<サーバーID> も
         （Discordの設定 > 詳細設定 > 開発者モード、次にサーバーのアイコンを右クリック >
         サーバーIDをコピー）。
      5. もう一度 ./run.sh を実行します。
    
    それまでの間は、ここで遊べます：./run.sh --local

# Discord のタイムスタンプ（<t:…:R>）を、Discord のクライアントがない端末で読める形にします。
console-time-ahead = { $count }{ $unit ->
    [minutes] 分後
    [hours] 時間後
   *[days] 日後
}
console-time-ago = { $count }{ $unit ->
    [minutes] 分前
    [hours] 時間前
   *[days] 日前
}
