# Cavern Host — English catalogue: the words of Caverna's web table (web/boards/caverna)
# that the pictures do not already say (those come from pictures.ftl).

web-caverna-phase-final = last trades before scoring
web-caverna-starting = starting player
web-caverna-solo-goal = Solo: { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
} — goal: { $goal }
web-caverna-off-board = off the board
web-caverna-covered = covered: { $tile }
web-caverna-due = due: { $goods } ({ $rounds })
web-caverna-enlarge = enlarge
web-caverna-shrink = all boards
web-caverna-you = you
web-caverna-furnishing-tiles = Furnishing tiles
web-caverna-tiles-orange = Dwellings
web-caverna-tiles-green = Green tiles
web-caverna-tiles-yellow = Yellow tiles: bonus points
