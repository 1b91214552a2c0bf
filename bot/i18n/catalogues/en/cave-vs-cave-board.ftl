# Cavern Host — English catalogue: the words of Cave vs Cave's web table
# (web/boards/cave_vs_cave) that the pictures do not already say (pictures.ftl).

web-cvc-solo-goal = Solo goal: { $goal } points · outstanding above { $above }
web-cvc-solo-score = { $points ->
    [one] { $points } point so far
   *[other] { $points } points so far
}
web-cvc-solo-to-go = { $count } more to reach it
web-cvc-one-of = one of: { $tiles }
web-cvc-display-count = { $count } in the display
web-cvc-room-pile = Solo draw pile: { $count ->
    [one] { $count } room
   *[other] { $count } rooms
}
web-cvc-free = free
web-cvc-extra-taken = Additional cavern: taken by { $name }
web-cvc-extra-side = { $walls }-wall side
