# Cavern Host — 日本語カタログ：ウェブの卓のページ（web/）と Discord 上のリンク。

## リンクとアクセス
web-link-forged = このリンクはボットが発行したものではありません。途中で切れたか、書き換えられた可能性があります。手番メッセージの「卓を開く」を押して、新しいリンクを受け取ってください。
web-link-expired = このリンクは期限切れです（リンクの有効期間は15分です）。手番メッセージの「卓を開く」を押して、新しいリンクを受け取ってください。
web-link-other-member = このリンクは別のメンバー用に発行されたものです。手番メッセージの「卓を開く」を押して、ご自分のリンクを使ってください。
web-no-session = まずDiscordから卓を開いてください。手番メッセージの「卓を開く」を押すと、ボットがあなた専用のリンクを送ります。
web-not-allowed = このサーバーでは、観戦者がウェブでゲームを見ることは許可されていません。管理者が /管理 設定 ウェブ観戦:True で許可できます。
web-no-game = そのゲームはありません。
web-game-over = このゲームは終了しました。これ以上プレイできません。
web-bad-request = 送られた手に安全のためのトークンがありませんでした。ページを再読み込みして、もう一度お試しください。
web-moved-on = このページが表示された後にゲームが進んだため、何も変更されませんでした。卓を再読み込みして現在の手番を確認してください。
web-seat-changed = 同時にその席が変わったため、何も変更されませんでした。卓を再読み込みして現在の状況を確認してください。
web-store-lost-maybe = 保存中にデータベースとの接続が切れたため、保存できたかどうかまだ分かりません。もう一度試す前に卓を再読み込みしてください。
web-move-unknown = 手の保存中にデータベースとの接続が切れ、保存できたかどうかまだ確認できません。もう一度行う前に卓を再読み込みしてください。
web-rate-limited = 短い時間にリクエストが多すぎます。数秒待ってから、もう一度お試しください。
web-refused-title = 卓を開けません
web-back-to-discord = Discordに戻り、ゲームの手番メッセージの「卓を開く」を押してください。
web-your-link = { $title }の卓へのあなた専用のリンクです（15分間有効です）：{ $url }
web-off = このボットではウェブの卓が有効になっていません。
controls-open-table = 卓を開く

## ゲームのページ
web-page-title = { $title }（ゲーム{ $game }）
web-you-play = あなたは{ $name }です。
web-spectating = 観戦中です。全員に公開されている情報だけを表示しています。
web-to-act = 手番
web-waiting-for = { $name }：{ $prompt }
# The reader's own line in « To act », when their choices are on the page under it.
web-waiting-you = あなた：選択肢はすぐ下にあります。
web-nobody-acts = 手番のプレイヤーはいません。
web-status-lobby = ゲームはまだ始まっていません。
web-status-paused = 管理者がゲームを一時停止しています。
web-status-finished = ゲームは終了しました。
web-status-aborted = ゲームは結果なしで終了しました。
web-your-turn = あなたの番です：{ $prompt }
web-tap-board = ボード上の光っている場所をタップして選ぶか、一覧から選んでください。
web-choices = あなたの選択肢
web-all-choices = すべての選択肢（一覧）
web-clear = 取り消す
web-play = 決定
web-played = 選びました：{ $label }
web-scores-now = 今ゲームが終わった場合の得点
web-scores-final = 最終得点
web-total = 合計
web-story = ゲームの記録
web-no-story = まだ何も起きていません。
web-live-lost = 卓に再接続しています…
web-close = 閉じる
web-tap-to-read = アクションスペース・タイル・カードをタップすると、その効果を読めます。
web-how-to-play = 遊び方
web-language = 言語

## /mod config web_spectators
opt-web_spectators = ウェブ観戦
opt-mod-config-web_spectators-desc = ゲームのウェブアドレスを知っている人なら誰でも、公開情報を観戦できるようにする
web-spectators-on = ウェブの卓：このサーバーのゲームを観戦者が見られます（公開情報のみです）。
web-spectators-off = ウェブの卓：ゲームのページを開けるのは、そのゲームのプレイヤーだけです。

## 終わったゲームを見返す
web-replay-title = { $title }（ゲーム{ $game }）の振り返り
web-replay-step = { $steps }手中{ $step }手目
web-replay-round = 第{ $round }ラウンド
web-replay-first = 最初
web-replay-round-back = 前のラウンド
web-replay-back = 戻る
web-replay-play = 再生
web-replay-pause = 一時停止
web-replay-forward = 進む
web-replay-round-forward = 次のラウンド
web-replay-last = 最後
web-replay-not-over = このゲームはまだ進行中です。終了後に見返せます。
web-back-to-game = ゲームのページに戻る
web-watch-again = ゲームを一手ずつ見返す

## 自分のゲーム
web-mine-title = 自分のゲーム
web-mine-link = 自分のゲーム
web-mine-mine = あなたの番です
web-mine-active = ほかのプレイヤーの番です
web-mine-paused = 一時停止中です
web-mine-lobby = 募集中（未開始）です
web-mine-none = このサーバーで参加中のゲームはありません。

## Discord でログイン
web-login = Discordでログイン
web-login-failed = Discordで本人確認ができませんでした。もう一度お試しいただくか、手番メッセージの「卓を開く」を押してください。

## ランキング
web-leaderboard-title = ランキング：{ $title }
web-leaderboard-link = ランキング

## ページからの取り消し・投了・再戦（/game undo、/game resign、最後のメッセージの「再戦」と同じ処理）
web-undo-button = 最後の手の取り消しを頼む
web-undo-asked = 最後の手の取り消しを頼みました。まだ待っている人：{ $names }。ここかチャンネルで同意できます。
web-undo-request = { $names }さんが最後の手の取り消しを頼んでいます。同意しますか？
web-undo-you-agreed = 最後の手の取り消しに同意しました。まだ待っている人：{ $names }。
web-resign-open = 投了する…
web-rematch-hint = 同じゲーム・同じオプションでもう一度：チャンネルで新しい募集が開きます。
# A lobby's page (a rematch leads there): who sits, and how the game starts.
web-lobby-seated = 参加者：{ $names }。全員がそろったら、チャンネルで /ゲーム 開始 を使ってゲームを始めてください。
# Where a member who resigned from the page goes when the others play on (their seat is a computer's).
web-you-resigned-plays-on = ゲーム #{ $game }を投了しました。あなたの席はコンピューターが引き継ぎ、あなたは最下位になります。このテーブルは今後プレイヤーだけのものです。
