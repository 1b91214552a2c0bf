# Cavern Host — 日本語カタログ：洞窟対決のウェブ卓（web/boards/cave_vs_cave）で、
# 画像（pictures.ftl）にない言葉。(独自訳)

web-cvc-solo-goal = ソロの目標：{ $goal }点（{ $above }点を超えれば「素晴らしい」）
web-cvc-solo-score = 現在{ $points }点
web-cvc-solo-to-go = 目標まであと{ $count }点
web-cvc-one-of = 次のいずれか：{ $tiles }
web-cvc-display-count = 公開中{ $count }枚
web-cvc-room-pile = ソロの山札：部屋{ $count }枚
web-cvc-free = 無料
web-cvc-extra-taken = 追加の洞窟：{ $name }さんが取得
web-cvc-extra-side = 壁{ $walls }枚の面
