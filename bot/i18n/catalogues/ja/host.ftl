# Cavern Host — 日本語カタログ。
# ゲームの用語は日本語版ルールの読み（/work/shared/seeds/004、カヴェルナ）に合わせています。
# ルールに載っていない名前には「(独自訳)」とコメントで記しています。
# 日本語には複数形がないため、選択子は *[other] だけで足ります（プレースホルダーは英語版と同じ）。

## スラッシュコマンド：名前（Discord の制約：空白なし）

cmd-game = ゲーム
cmd-game-notify = 通知
cmd-game-notify-on = オン
cmd-game-notify-off = オフ
cmd-game-new = 新規
cmd-game-computer = コンピューター
cmd-game-computer-add = 追加
cmd-game-computer-remove = 削除
cmd-game-join = 参加
cmd-game-leave = 退出
cmd-game-start = 開始
cmd-game-status = 状況
cmd-game-board = ボード
cmd-game-log = ログ
cmd-game-score = 得点
cmd-game-hand = 手元
cmd-game-undo = 取り消し
cmd-game-resign = 投了
cmd-game-turn = 手番
cmd-game-rules = ルール
cmd-play = プレイ
cmd-mod = 管理
cmd-mod-abort = 中止
cmd-mod-kick = 除外
cmd-mod-replace = 交代
cmd-mod-skip = 代行
cmd-mod-pause = 一時停止
cmd-mod-resume = 再開
cmd-mod-timeout = 制限時間
cmd-mod-config = 設定
cmd-help = ヘルプ

## スラッシュコマンド：説明（cogs.branding が brand-description に入れます）

# 説明の前にボット名を全角のコロンで付けます。
brand-description = Cavern Host：{ $description }

cmd-game-desc = このチャンネルで洞窟ゲームを遊ぶ
cmd-game-notify-desc = 自分の手番にダイレクトメッセージを受け取る
cmd-game-notify-on-desc = 自分の手番にダイレクトメッセージを受け取る
cmd-game-notify-off-desc = ダイレクトメッセージなし（チャンネルでのメンションのみ）
cmd-game-new-desc = このチャンネルでゲームの募集を始める
cmd-game-computer-desc = 募集中のゲームのコンピュータープレイヤー
cmd-game-computer-add-desc = この募集にコンピュータープレイヤーを加える
cmd-game-computer-remove-desc = 最後に加えたコンピュータープレイヤーを外す
cmd-game-join-desc = このチャンネルの募集に参加する
cmd-game-leave-desc = このチャンネルの募集から抜ける
cmd-game-start-desc = 参加者でゲームを始める
cmd-game-status-desc = 誰が遊んでいて、誰の手番か
cmd-game-board-desc = ゲームボード、またはプレイヤーのホームボードを見る
cmd-game-log-desc = ゲームの経過：前回の自分の手番から、または指定したラウンド
cmd-game-score-desc = 現在の得点、または最終結果
cmd-game-hand-desc = 自分だけの情報と選択肢
cmd-game-undo-desc = 直前の手を取り消す（全員の同意が必要）
cmd-game-resign-desc = 投了して最下位になる（先に確認します）
cmd-game-turn-desc = 現在の手番メッセージをもう一度投稿する
cmd-game-rules-desc = 遊び方とコマンドの説明
cmd-play-desc = 自分の手番を行う：選択肢から1つ選んでください。
cmd-mod-desc = このチャンネルのゲームを管理する
cmd-mod-abort-desc = このチャンネルのゲームを結果なしで中止する
cmd-mod-kick-desc = プレイヤーを外す（サーバーを抜けた人も可。進行中のゲームは一時停止）
cmd-mod-replace-desc = 席を別のメンバー、またはコンピューターに渡す
cmd-mod-skip-desc = 不在のプレイヤーの代わりに手番を行う（できればパス）
cmd-mod-pause-desc = ゲームを一時停止する：手もリマインダーも止まります
cmd-mod-resume-desc = 一時停止中のゲームを再開する
cmd-mod-timeout-desc = 管理者に知らせるまでにプレイヤーが使える時間
cmd-mod-config-desc = このチャンネルのゲーム設定
cmd-help-desc = 始め方、遊び方、通知の受け方（ボタン付き）

## スラッシュコマンド：オプション名

opt-game = ゲーム
opt-players = 人数
opt-options = オプション
opt-computers = コンピューター数
opt-level = 強さ
opt-player = プレイヤー
opt-round = ラウンド
opt-public = 公開
opt-download = ダウンロード
opt-topic = 項目
opt-about = 説明
opt-option = 選択肢
opt-seat = 席
opt-member = メンバー
opt-computer = コンピューター
opt-hours = 時間
opt-games = ゲーム一覧
opt-reminder_hours = リマインド時間
opt-timeout_hours = 制限時間
opt-thread_per_game = ゲームごとのスレッド
opt-moderator_role = 管理者ロール
opt-clear_moderator_role = 管理者ロールを解除
opt-language = 言語

## スラッシュコマンド：オプションの説明

opt-game-new-game-desc = どのゲームを遊ぶか
opt-game-new-players-desc = 人数（空欄なら、準備ができたときの参加者で開始）
opt-game-new-options-desc = ゲームのオプション（名前=値 の形で、カンマで区切る）
opt-game-new-computers-desc = 参加するコンピュータープレイヤーの数
opt-game-new-level-desc = コンピュータープレイヤーの強さ
opt-game-computer-add-level-desc = コンピューターの強さ
opt-game-board-player-desc = 席の番号または名前（空欄：共通のゲームボード）
opt-game-log-round-desc = ラウンド番号（空欄：前回の自分の手番から）
opt-game-log-public-desc = チャンネルに公開する（既定：自分だけ）
opt-game-log-download-desc = 経過全体をテキストファイルで添付する
opt-game-rules-topic-desc = ゲームまたは項目（空欄：概要）
opt-game-rules-about-desc = 効果を知りたいスペース・タイル・部屋・エリアの名前
opt-play-option-desc = 入力を始めると、選べる手が候補に出ます
opt-mod-kick-player-desc = 空ける席（一覧から選ぶ）
opt-mod-replace-seat-desc = 交代する席（一覧から選ぶ）
opt-mod-replace-member-desc = 席に着くメンバー
opt-mod-replace-computer-desc = この席をコンピューターに任せる（メンバーは空欄のまま）
opt-mod-replace-level-desc = コンピューターの強さ
opt-mod-skip-seat-desc = 不在のプレイヤーの席（一覧から選ぶ）
opt-mod-timeout-hours-desc = 時間数（最大1440）
opt-mod-config-games-desc = 遊べるゲームのキーをカンマで区切って指定（all ですべてのゲーム）
opt-mod-config-reminder_hours-desc = 手番が進まないまま何時間たったらリマインドするか
opt-mod-config-timeout_hours-desc = 手番が進まないまま何時間たったら管理者に知らせるか
opt-mod-config-thread_per_game-desc = 新しいゲームをそれぞれ専用のスレッドで開く
opt-mod-config-moderator_role-desc = このサーバーで /管理 を使えるロール（チャンネル管理の権限が必要）
opt-mod-config-clear_moderator_role-desc = True にすると管理者ロールの設定を解除する（チャンネル管理の権限が必要）
opt-mod-config-language-desc = このチャンネルの公開メッセージと画像の言語

## スラッシュコマンド：選択肢（値ごと）

choice-cave-vs-cave = カヴェルナ：洞窟対決（1～2人）
choice-cavern-tavern = キャヴァーン・タバーン（1～6人）
choice-caverna = カヴェルナ（1～7人）
choice-easy = やさしい：1手先だけを見て、今得られる点数で選びます。
choice-hard = むずかしい：見えない部分を推測し、点数だけでなく資材・家族・ボードも考えて選びます。
choice-expert = エキスパート：基本は「むずかしい」と同じで、ひとりで遊ぶカヴェルナと洞窟対決ではより先まで計画します。
choice-start = ゲームの始め方
choice-turns = 手番の進め方
choice-looking = ゲームを見る
choice-undo = 取り消しと投了
choice-notify = 通知
choice-moderation = 管理者
choice-auto = サーバーの言語

## 返答（cogs.replies）：お断りとエラー、常に本人のみ

reply-unexpected = こちら側で問題が起き、何も変更されませんでした。もう一度お試しください。何度も起きる場合は管理者にお知らせください。
reply-out-of-date = Discordが古いバージョンのコマンドを表示したため、何も行いませんでした。Discordを再読み込み（アプリを閉じて開き直すかCtrl+R）してから、もう一度お試しください。
reply-stray-control = この操作は進行中のゲームのものではないため、何も行いませんでした。このチャンネルのゲームの状況は /ゲーム 状況 で確認できます。
reply-moved-on = このメッセージの投稿後にゲームが進んだため、何も変更されませんでした。最新の手番メッセージか /プレイ をお使いください。
reply-invalid-value = 「{ $value }」はこのオプションに使えない値です。
reply-out-of-range = 「{ $value }」はこのオプションの範囲外です。{ $low }から{ $high }までの数を指定してください。
reply-no-private-message = このコマンドはサーバーのチャンネルで使えます。ダイレクトメッセージでは使えません。
reply-missing-permissions = その操作には「チャンネルの管理」権限（または管理者ロール）が必要です。
reply-cooldown = 少し間をおいてください：{ $seconds ->
   *[other] { $seconds }秒
}後にもう一度お試しください。
reply-not-allowed = ここではこのコマンドを使えません。

## 管理（cogs.mod, bot.host.moderation）

mod-not-moderator = この操作は管理者だけができます。このチャンネルで「チャンネルの管理」権限を持つメンバー、または /管理 設定 で指定された管理者ロールのメンバーです。
mod-role-needs-manage-channels = サーバーの管理者ロールを変更できるのは「チャンネルの管理」権限を持つメンバーだけです。何も変更されませんでした。
mod-unpingable-role = ご注意：制限時間の警告では <@&{ $role }> をメンションしますが、Discordはこのロールに通知しません。ロールがメンション可能でなく、Cavern Hostにもここですべてのロールをメンションする権限がないためです。サーバー設定 > ロール で「このロールに対して誰でも@mentionを許可する」をオンにするか、Cavern Hostに「@everyone、@here、全てのロールにメンション」権限を与えてください。
mod-member-or-computer = メンバーを指定するか、コンピューター:True を指定してください（両方は不可）。
mod-bot-cannot-sit = ボットは席に着けません。
mod-skipped = 完了：不在のプレイヤーの代わりに手番を行いました。
mod-resumed = ゲームを再開します。
mod-language = このチャンネルの公開メッセージと画像の言語：{ $language }。
mod-language-auto = このチャンネルの公開メッセージと画像の言語：サーバーの言語（{ $language }）。
error-not-moderator = この操作は管理者（「チャンネルの管理」権限、またはサーバーのゲーム用ロール）だけができます。
error-unknown-language = 「{ $language }」という言語はありません。使える言語：{ TEN($languages) }。
mod-error-not-playing = そのメンバーはこのゲームに参加していません。
mod-error-seat-empty = 席{ $seat }はすでに空いています。/管理 交代 で誰かに渡してください。
mod-kicked-from-lobby = { $name }さんを募集から外しました。
mod-kicked-from-seat = { $name }さんを席{ $seat }から外しました。管理者が /管理 交代 で席を誰かに渡し、/管理 再開 を行うまでゲームは一時停止します。
mod-error-already-seated = { $name }さんはすでにこのゲームの席に着いています。
mod-replaced = 席{ $seat }は{ $name }さんが担当します（以前は{ $was }）。{ $paused ->
    [yes] ゲームはまだ一時停止中です。/管理 再開 で続けられます。
   *[no] {""}
}
mod-error-already-paused = ゲームはすでに一時停止中です。
mod-paused = ゲームを一時停止しました。/管理 再開 まで手もリマインダーも止まります。
mod-error-not-paused = ゲームは一時停止していません。
mod-error-seat-without-player = 席{ $seat }にはプレイヤーがいません。先に /管理 交代 を行ってください。
mod-error-timeout-range = 制限時間は0より大きく、1440時間（60日）以下にしてください。
mod-timeout-set = 管理者に知らせるまで、プレイヤーは{ $hours ->
   *[other] { $hours }時間
}手を考えられます。
mod-error-nothing-to-decide = { $name }さんには今決めることがありません。
mod-error-hours-range = { $setting ->
    [reminder] リマインド
   *[timeout] 制限
}時間は0より大きく、1440以下にしてください。
error-unknown-game = 「{ $game }」というゲームはありません。ゲーム：{ TEN($games) }。

## プレイ（cogs.play）：手番を行った本人への返答

play-not-your-turn = 今はあなたの手番ではないので、決めることはありません。
play-not-an-option = 「{ $option }」は選べる手ではありません。/プレイ の候補から選んでください。
play-done = 完了：{ $label }。
play-game-over = そのゲームは終了しました。このチャンネルでは次に進んでいます。
play-nothing-to-decide = 今決めることはありません。手番になったらメンションでお知らせします。
play-only-you = { $prompt }（この選択肢はあなたにだけ見えています）
play-not-posted = 手は保存しましたが、ここに投稿できませんでした：{ $problem }。解決したら、/ゲーム 手番 で手番をもう一度投稿できます。
play-only-for-you = あなただけに：
    { $text }
play-next-public = 次 — { $prompt }（手番メッセージで）。
play-next = 次 — { $prompt }
play-not-yours-owner = これは{ $owner }さんが選ぶものです。
play-not-yours = これはあなたが選ぶものではありません。
play-own-choices-hint = あなた自身の選択肢は「自分の選択肢」ボタンか /プレイ にあります。

## 手番メッセージ（bot.host.announce）：公開、チャンネルの言語で

turn-your-turn = { $mentions } — あなたの手番です。
turn-still-to-decide = まだ決めていない人：{ $who }。「自分の選択肢」を押してください。
turn-who-decides = { $name }（{ $prompt }）
turn-who-decides-and = { $a }、{ $b }
turn-prompt = **{ $name }**：{ $prompt }

## 募集と手番（bot.host.lobby, bot.host.turns）：お断り、本人のみ

lobby-no-such-game = 「{ $game }」というゲームはありません。ゲーム：{ TEN($games) }。
lobby-player-range = { $title }は{ $min }～{ $max }人用です（{ $players }人では遊べません）。
lobby-not-allowed = このチャンネルでは{ $title }は遊べません（遊べるゲーム：{ $allowed }）。
lobby-channel-busy = このチャンネルにはすでにゲームがあります。先に終えるか抜けるか、管理者に中止を頼んでください。
lobby-started-watch = このゲームはすでに始まっています。ここで観戦できます。
lobby-already-in = あなたはすでにこのゲームに参加しています。
lobby-full = このゲームは満員です（{ $limit }人）。
lobby-started-resign = ゲームは始まっています。席を離れるには /ゲーム 投了 を使ってください。
lobby-not-in = あなたはこのゲームに参加していません。
lobby-already-started = このゲームはすでに始まっています。
lobby-start-who = ゲームを始められるのは参加者（または管理者）だけです。
lobby-waiting = プレイヤーを待っています。{ $wanted }人中{ $joined }人が参加しました。
lobby-needs = { $title }には{ $min }～{ $max }人が必要です。参加者は{ $joined }人です。
turn-not-playing = あなたはこのゲームに参加していません。
turn-paused = { $known ->
    [yes] ゲームは{ $by }さんが一時停止しています。管理者が /管理 再開 で再開するまで、誰もプレイできません。
   *[no] ゲームは管理者が一時停止しています。管理者が /管理 再開 で再開するまで、誰もプレイできません。
}
undo-paused = ゲームは一時停止中です。先に管理者に再開してもらってください。
undo-who = 手を取り消せるのはプレイヤー（または管理者）だけです。
undo-nothing = 取り消せる手はまだありません。
undo-revealed = 直前の手で隠れた情報やランダムな情報が明らかになったため、取り消せません。
abort-who = ゲームを中止できるのは管理者だけです（作成者は自分の募集を閉じられます）。

## /ゲーム ルール の項目（cogs.rules_help）

rules-topic-start = **ゲームの始め方**
    /ゲーム 新規 ゲーム:<ゲーム> [人数] [オプション] で、このチャンネルに募集を開きます。
    ほかの人は /ゲーム 参加 で席に着きます（抜けるときは /ゲーム 退出）。全員揃ったら /ゲーム 開始 で席順をシャッフルして表示します。ゲームは1チャンネルに1つです。
    1人で、または人数が足りないときは、コンピューター数:<k>（または /ゲーム コンピューター 追加）でコンピュータープレイヤーが席に着きます。管理者は /管理 交代 で不在のプレイヤーの席をコンピューターに渡せます。
rules-topic-turns = **手番の進め方**
    手番になるとボットが一度だけメンションします。手番メッセージのボタンを押すかメニューから選ぶ（長い一覧は ◀ ▶ でページ送り）か、/プレイ と入力して候補から選んでください。手番の各段階はその場で進みます。自分にしか見えない選択肢や、複数のプレイヤーが同時に行う選択は「自分の選択肢」にあります。「ボード」で全体のボードを表示します。操作できるのは最新の手番メッセージだけです。
rules-topic-looking = **ゲームを見る**
    /ゲーム 状況（誰の手番か）、/ゲーム ボード [プレイヤー]（画像）、/ゲーム ログ（前回の自分の手番からの出来事。ラウンド:<n> で1ラウンド分、ダウンロード:true で全体）、/ゲーム 得点（現在の得点または結果）。
rules-topic-undo = **取り消しと投了**
    /ゲーム 取り消し はほかのプレイヤーに同意を求めます。ほかのプレイヤーは依頼メッセージのボタンで同意または拒否します（管理者は1人で取り消せます）。隠れた情報やランダムな情報が明らかになった手は取り消せません。/ゲーム 投了 は確認のあと、あなたを最下位にします。3人以上のゲームではコンピューターがあなたの席を引き継ぎ、ほかのプレイヤーは続けます。2人のゲームはそこで終わります。
rules-topic-notify = **通知**
    行動が必要なときはチャンネルでメンションされ、長く待たせているとリマインドされます。/ゲーム 通知 オン でダイレクトメッセージも届き、/ゲーム 通知 オフ で止まります。
rules-topic-moderation = **管理者**（「チャンネルの管理」権限、または /管理 設定 で指定されたロール）
    /管理 一時停止、/管理 再開、/管理 除外、/管理 交代、/管理 代行、/管理 制限時間、/管理 中止、そして /管理 設定（このチャンネルで遊べるゲーム、リマインドと制限の時間、ゲームごとのスレッド、サーバーの管理者ロール）。
rules-overview = **Cavern Host** は、このチャンネルで洞窟づくりのゲームを1手ずつ遊べるボットです。
    ゲーム：
    { $games }

    { $start }

    { $turns }

    詳しくは：/ゲーム ルール 項目: で項目かゲームを選んでください。すぐ始めるには：/ヘルプ。
rules-overview-game = • **{ $title }**（`{ $key }`）：{ $min }～{ $max }人
rules-no-games = • インストールされたゲームはありません
rules-no-topic = 「{ $topic }」というヘルプ項目はありません。項目：{ $known }。

## 手番メッセージの操作（cogs.controls）：手番メッセージの言語で

controls-my-choices = 自分の選択肢
controls-boards = ボード
controls-previous = ◀ 前へ
controls-next = 次へ ▶
controls-placeholder = { $name }：{ $prompt }
controls-page = { $text }（{ $count }ページ中{ $page }ページ目）

## 募集への返答（cogs.game）
game-new-in = { $channel }で新しいゲーム：{ $lobby }
game-left = { $name }さんが抜けました。{ $lobby }
game-lobby-closed = 最後のプレイヤーが抜けたため、募集を閉じました。
game-started = 開始しました。{ $lobby }
game-undone = 取り消しました。

## /ゲーム ログ（cogs.log_pages）
log-older = ◀ 前
log-newer = 後 ▶
log-download = ダウンロード（.txt）
log-file-description = ゲームの経過
log-file-reply = このゲームの経過全体をテキストファイルにしました。
help-button-out-of-date = このヘルプのボタンは古くなっています。もう一度 /ヘルプ を実行してください。

## /ヘルプ（cogs.help）：本人のみ、本人の言語で
help-intro = **Cavern Host** は、ここで洞窟づくりのボードゲームを1手ずつ遊べるボットです。
help-lobby-open = ここで{ $title }の募集が開いています{ $seated ->
    [yes] 。あなたは席に着いています。全員揃ったら /ゲーム 開始 で始めてください。
   *[no] 。「募集に参加」を押して席に着いてください。
}
help-game-running = ここで{ $title }のゲームが進行中です{ $mine ->
    [yes] 。**あなたの手番です**。
   *[no] 。
}
help-start = **始める** /ゲーム 新規 でゲームを選び、ほかの人が /ゲーム 参加 で席に着いたら、/ゲーム 開始 で始めます。
help-turn = **あなたの手番** メンションでお知らせします。手番メッセージの下のボタンを押すか（一覧が長いときはメニューを開き、◀ ▶ で続きを表示します）、/プレイ と入力して一覧から選んでください。
help-private = **非公開** あなたの手元と秘密の選択は、下の「自分の選択肢」ボタンか /ゲーム 手元 で見られます。あなたにだけ表示されます。
help-pings = **通知** 行動が必要なときはここでメンションし、手番が止まっているとリマインドします。下のボタンか /ゲーム 通知 オン|オフ で、ダイレクトメッセージでも受け取れます。
help-mods = **管理者**（「チャンネルの管理」権限を持つ人、または /管理 設定 で決めたロールの人）は、/管理 の一時停止、再開、代行、交代、除外、制限時間、中止、設定を使えます。{ $moderator ->
    [yes] あなたは管理者です。
   *[no] {""}
}
help-more = 詳しくは /ゲーム ルール をご覧ください。
help-button-join = 募集に参加
help-button-dms-on = 手番にDMを受け取る
help-button-dms-off = DMを受け取らない
help-button-rules = ルール

## 投稿の問題（cogs.delivery）、ボットの権限（cogs.hosting）
post-problem-archived = このスレッドはアーカイブされています
post-problem-permission = このチャンネルで権限が足りません（「チャンネルを見る」「メッセージを送信」「ファイルを添付」「スレッドでメッセージを送信」のいずれか）
post-problem-gone = このチャンネルはもう存在しません
post-problem-refused = Discordがメッセージを拒否しました（{ $status }）
post-saved-not-posted = 保存しましたが、ここに投稿できませんでした：{ $problem }。解決したら、/ゲーム 手番 で手番をもう一度投稿できます。
game-you-resigned = 投了しました。
game-turn-still-not-posted = まだここに投稿できません：{ $problem }。
game-turn-posted = 手番をもう一度投稿しました。
permission-name = { $flag ->
    [view_channel] 「チャンネルを見る」
    [send_messages] 「メッセージを送信」
    [attach_files] 「ファイルを添付」
    [create_public_threads] 「公開スレッドの作成」
    [send_messages_in_threads] 「スレッドでメッセージを送信」
   *[other] { $flag }
}
permission-missing = まだここでは遊べません。このチャンネルで{ $names }の権限がありません。管理者が付与（チャンネルの設定 → 権限）してから、もう一度お試しください。

## /ゲーム ルール <ゲーム>（cogs.rules_help）
rules-game = **{ $title }**（`{ $key }`）— { $min }～{ $max }人。
    /ゲーム 新規 ゲーム:{ $key } で始められます{ $options ->
        [none] {""}
       *[other] {""}。お好みでオプションも指定できます（例：{ $options }）
    }。各選択では選べる手と、それぞれの効果が表示されます。
rules-readings = **このボットが採用しているルールの読み**
game-thread-name = { $name }さんの{ $game }

## /ゲーム リプレイ：ゲームをもう一度見る
cmd-game-replay = リプレイ
cmd-game-replay-desc = ゲームをラウンドごとにもう一度見る（アニメーション）
opt-game-replay-game-desc = このサーバーで終了したゲーム（空欄：このチャンネルのゲーム）
opt-game-replay-public-desc = チャンネルに公開する（既定：自分だけ）
replay-caption = { $game }、ゲーム #{ $id }：{ $rounds ->
       *[other] { $rounds }ラウンド
    }をそれぞれ1枚ずつ、最後に結果を表示します。ラウンド中に変わったところはオレンジ色です。
replay-caption-cave-vs-cave = { $game }、ゲーム #{ $id }：{ $rounds ->
       *[other] { $rounds }ラウンド
    }をそれぞれ1枚ずつ、最後に結果を表示します。ラウンド中に変わったところはオレンジ色です。
replay-round-heading = { $game } — 第{ $round }ラウンド終了時（全{ $total }ラウンド）
replay-round-heading-cave-vs-cave = { $game } — 第{ $round }ラウンド終了時（全{ $total }ラウンド）
replay-now-heading = { $game } — 第{ $round }ラウンド（全{ $total }ラウンド）、現在
replay-now-heading-cave-vs-cave = { $game } — 第{ $round }ラウンド（全{ $total }ラウンド）、現在
replay-end-heading = { $game } — 最終結果
replay-place = { $place }位 { $name } — { $points ->
       *[other] { $points }点
    }
replay-rules-changed = ゲーム #{ $game }は以前のバージョンのルールで遊ばれたため、手を正確に再現できなくなりました。結果とログは残っています。
replay-nothing-here = このチャンネルではまだゲームが遊ばれていません。`ゲーム` オプションでこのサーバーの終了したゲームを指定してください。
replay-no-such-game = このサーバーにゲーム #{ $game }はありません。一覧から選んでください（このサーバーの終了したゲームが表示されます）。
replay-choice = #{ $id }　{ $game }（{ $players }、{ $date }）
replay-which-game = 「{ $typed }」はゲーム番号ではありません。一覧からゲームを選ぶか、空欄にしてこのチャンネルのゲームを選んでください。
replay-linked = このリプレイはさきほどこのチャンネルに投稿されました：{ $link }（同じアニメーションなので、もう一度はアップロードしません）。
replay-yours-drawing = 前のリプレイをまだ描いています。まもなく届きますので、そのあとで次をリクエストしてください。
replay-member-limit = この{ $minutes }分間に{ $count }回リプレイをリクエストしました。次は{ $when }にリクエストできます。
replay-channel-drawing = このチャンネルのリプレイを今描いています。そちらを見るか、自分だけに表示するリプレイ（`public` なし）をリクエストしてください。
replay-channel-limit = このチャンネルには、この{ $minutes }分間に{ $count }回リプレイが投稿されました。自分だけに表示するリプレイ（`public` なし）をリクエストするか、{ $when }に公開でリクエストしてください。
replay-busy = ほかのメンバーのリプレイを描いています。1分ほどしてからもう一度リクエストしてください。（進行中のゲームがリプレイで遅くなることはありません。）

post-problem-store = 投稿中にデータベースとの接続が切れました
cmd-game-mine = 自分のゲーム
cmd-game-history = 履歴
cmd-game-profile = プロフィール
cmd-game-leaderboard = ランキング
cmd-game-mine-desc = このサーバーでの自分のゲーム（自分を待っているものが先）
cmd-game-history-desc = このサーバーで終了したゲーム（新しい順）
cmd-game-profile-desc = メンバーのこのサーバーでのゲーム数、勝利、得点、レーティング
cmd-game-leaderboard-desc = このサーバーでのゲームごとのレーティング上位
opt-page = ページ
opt-game-mine-page-desc = ページ（1ページに10ゲーム）
opt-game-history-member-desc = このメンバーのゲームだけ
opt-game-history-game-desc = このゲームだけ
opt-game-history-page-desc = ページ（1ページに10ゲーム）
opt-game-profile-member-desc = 誰のプロフィールか（空欄：自分）
opt-game-leaderboard-game-desc = どのゲームか
season-computer = コンピューター（{ $level }）
# ゲーム中と同じコンピューターの名前：ゲーム内の番号とレベル。
season-computer-seat = コンピューター{ $number }（{ $level }）
season-length = 長さ：{ $moves ->
       *[other] { $moves }手
    }、{ $rounds ->
       *[other] { $rounds }ラウンド
    }、{ $days ->
        [0] 1日未満
       *[other] { $days }日
    }。
season-rating-changes = レーティング：
season-rating-line = { $name }：{ $before } → { $after }（{ $change }）
season-page = { $pages }ページ中{ $page }ページ目。
season-mine-empty = このサーバーのゲームで席に着いていません。/ゲーム 新規 で開くか、/ゲーム 参加 で募集の席に着いてください。
season-mine-title = このサーバーでのあなたのゲーム（{ $count }）：
season-mine-lobby = • { $channel }の **{ $game }** の募集、{ $count ->
       *[other] { $count }人が参加
    }（[開く]({ $link })）
season-mine-game = • { $channel }の **{ $game }**：{ $state ->
        [mine] **あなたの手番**
        [paused] 一時停止中
       *[other] { $count ->
           *[other] { $who }さんの手番
        }
    }、第{ $round }ラウンド、最後の手は{ $ago }（[手番メッセージ]({ $link })）
season-mine-game-cave-vs-cave = • { $channel }の **{ $game }**：{ $state ->
        [mine] **あなたの手番**
        [paused] 一時停止中
       *[other] { $count ->
           *[other] { $who }さんの手番
        }
    }、第{ $round }ラウンド、最後の手は{ $ago }（[手番メッセージ]({ $link })）
season-history-empty = このサーバーでは、まだ終了したゲームがありません。
season-history-title = 終了したゲーム（{ $count }）、新しい順：
season-history-player = { $place }位 { $name } { $score }
season-history-left = { $place }. { $name }（途中退出）
season-history-line = • { $date } **{ $game }**：{ $players }（[最終メッセージ]({ $link })）
season-solo-goal = 目標{ $goal }：{ $reached ->
        [yes] 達成
       *[no] 未達成
    }。
season-profile-empty = { $name }さんは、このサーバーでまだゲームを終えていません。
season-profile-title = このサーバーでの **{ $name }** さん：
season-profile-game = • **{ $game }**：{ $played ->
       *[other] { $played }ゲーム
    }、{ $wins ->
       *[other] { $wins }勝
    }（勝率{ $rate }%）、最高{ $best }点、平均{ NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }点。レーティング：{ $rating ->
        [none] まだなし
       *[other] { $rating }（{ $of }人中{ $rank }位）
    }
season-profile-solo = • **{ $game }** ソロ：{ $played ->
       *[other] { $played }ゲーム
    }、最高{ $best }、目標達成{ $goals ->
       *[other] { $goals }回
    }
season-profile-last = 最近の結果：
season-profile-result = { $date } { $game }：{ $seats ->
        [1] ソロ
       *[other] { $seats }人中{ $place }位
    }、{ $score }点
season-leader-title = **{ $game }**：このサーバーのレーティング上位
season-leader-empty = このサーバーでは、まだ誰も{ $game }のレーティングを持っていません。2人以上のゲームが初めて終わると付きます。
season-leader-line = { $rank }. { $you ->
        [yes] **{ $name }**
       *[no] { $name }
    } { $rating }（{ $games ->
       *[other] { $games }ゲーム
    }、{ $wins ->
       *[other] { $wins }勝
    }）
season-leader-about = レーティングは1500から始まり、良い順位を取るほど、また評価が確かになるほど上がります（openskill のPlackett-Luceモデルの控えめな推定値 mu − 3 sigma を換算）。ゲームごと、サーバーごとに別々に評価します。ソロと中止されたゲームは評価せず、退出や投了は最下位として扱います。
season-rematch-unknown = このゲームの結果はここに残っていないため、再戦を始められません。
season-rematch-busy = このチャンネルではすでにゲームが開いています。先にそれを終えてください。
season-rematch-opened = 再戦！{ $asker }さんがもう一戦を呼びかけています：{ $mentions } { $lobby }
season-rematch-held = このゲームの再戦は{ $until }まで参加者だけが始められます。その後はだれでも始められます（/ゲーム 新規 で別のゲームを開くこともできます）。
season-button-rematch = 再戦
season-card-title = { $game }：最終結果
season-card-rating = レーティング{ $rating }（{ $change }）
help-season = **シーズン** /ゲーム 自分のゲーム で、ここでの自分のゲームを一覧できます（自分の手番を待っているものが先です）。/ゲーム 履歴、/ゲーム プロフィール、/ゲーム ランキング で結果とレーティングを見られます。レーティングは1500から始まり、openskill による実力の控えめな推定値（mu − 3 sigma を20倍して1500を足したもの）です。良い順位を取るほど、また推定が確かになるほど上がります。
season-previous = ◀ 前へ
season-next = 次へ ▶

## pictures.ftl (one-card and one-point forms: Japanese says them the same way)

# /game resign asks first (issue 40, item 8).
resign-confirm = { $plays_on ->
    [yes] このゲームを投了しますか？　コンピューターがあなたの席を引き継ぎ、ほかのプレイヤーは続けます。あなたは最下位になります。
   *[no] このゲームを投了しますか？　ゲームはその時点で終了し、あなたは最下位になります。
}
resign-button-yes = 投了する
resign-button-no = 続ける
resign-kept = 席はそのままです。ゲームを続けてください。
resign-not-yours = この確認はほかのプレイヤーのものです。何もしていません。
resign-paused = ゲームは一時停止中です。管理者が /管理 再開 で再開したあとに投了できます。

# The other players answer an undo request with buttons (issue 40, item 9).
undo-button-agree = 同意する
undo-button-decline = 拒否する
undo-agreed-waiting = 同意しました。まだ待っている人：{ $names }。

# When the waiting player's reminder and the timeout are due (issue 40, item 15);
# the times are Discord timestamps, shown as "in 3 hours" in the reader's client.
clock-when = { $reminder ->
        [never] リマインダーはもうありません
       *[due] 次のリマインダーは{ $reminder_at }
    }、{ $timeout ->
        [told] { $timeout_at }にタイムアウトしました（管理者に知らせました）
       *[due] タイムアウトは{ $timeout_at }（管理者に知らせます）
    }
view-clock = ⏰ { $name }さん：{ $when }。
season-mine-clock = ⏰ { $when }

# /game rules: a game's how-to-play first, and what each element does (issue 40, item 16).
rules-howto = **{ $title }の遊び方**
    { $howto }

    スペース・タイル・部屋・エリアの効果は `/ゲーム ルール 説明:` で調べられます（名前を入力して一覧から選んでください）。
rules-about = **{ $title }**（{ $game }）
    { $text }
rules-about-choice = { $name }（{ $game }）
rules-about-unknown = 「{ $about }」という名前のスペース・タイル・部屋・エリアはありません。「説明」オプションに入力して、候補の一覧から選んでください。
