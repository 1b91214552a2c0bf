# Cavern Host — 日本語カタログ：ウェブの卓のページのスクリプトが表示する文（web/static/table.js）。

## 卓が応答しないとき
web-unreachable = 卓に接続できませんでした。通信環境を確かめてから、もう一度お試しください。（このお知らせはタップすると消えます。）

## 手番であることだけを告げる問い（キャヴァーン・タバーンのアクション）
web-your-turn-bare = あなたの番です。行うことを選んでください。
web-waiting-turn = { $name }：行うことを選んでいます

## ゲーム終了後のキャヴァーン・タバーンの秘密の目標（ゲーム中は「現在達成中」）
webct-objective-final-met = 達成
webct-objective-final-not-met = 未達成

## 卓が表示できないページ
web-no-page = 卓にそのページはありません。Discordの手番メッセージの「卓を開く」を押して開いてください。
web-server-error = 卓の側で問題が起きました。ゲームは無事です。少し待ってからページを再読み込みしてください。
