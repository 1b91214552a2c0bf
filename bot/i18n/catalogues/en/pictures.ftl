# Cavern Host — English catalogue: the words drawn in the pictures (render/).

## render/common/words.py: the language of a picture (keys its cached pieces).
pic-language = en

pic-and = { $a } and { $b }
pic-cvc-action-tiles = Action tiles
pic-cvc-action-tiles-note = take one per turn · taken tiles come back at round end
pic-cvc-band = { $name } · { $points } pts
pic-cvc-band-turns = { $name } · { $points } pts · { $turns } turns left
pic-cvc-breakdown-note = rooms and gold as counted
pic-cvc-cave-title = { $name } — cave
pic-cvc-cost = cost: { $cost }
pic-cvc-display-empty = The display is empty: excavate to turn rooms up.
pic-cvc-display-note = { $count } in the display · walls: thick = needed, dashed = optional, none = no wall
pic-cvc-display-note-solo = { $count } in the display · solo draw pile: { $pile } · walls: thick = needed, dashed = optional, none = no wall
pic-cvc-empty-cavern = empty cavern
pic-cvc-entrance = Entrance
pic-cvc-entrance-gain = +1 wood / stone / emmer / flax
pic-cvc-extra = Additional cavern
pic-cvc-extra-not-taken = Additional cavern: not taken
pic-cvc-food-bonus = +1 food
pic-cvc-free-group = ✓ free · { $group }
pic-cvc-goal-missed = goal missed
pic-cvc-goal-reached = goal reached
pic-cvc-gold-fact = gold { $count }
pic-cvc-group-a = rounds 1-3
pic-cvc-group-b = rounds 4-7
pic-cvc-group-r = last round
pic-cvc-group-start = start tile
pic-cvc-highest = Highest score: { $names } with { $points } points
pic-cvc-kind-action = action
pic-cvc-kind-passive = passive
pic-cvc-needs-gold = ✕ needs more gold
pic-cvc-none-yet = none turned up yet
pic-cvc-outstanding = outstanding
pic-cvc-room-chip = { $name } ({ $cost }) { $points } pts
pic-cvc-rooms-rule-fits = Rooms: { $orange } orange · { $blue } blue — a blue room fits
pic-cvc-rooms-rule-needs = Rooms: { $orange } orange · { $blue } blue — next blue room needs another orange
pic-cvc-rooms-to-furnish = Rooms to furnish
pic-cvc-rounds = Rounds
pic-cvc-rounds-note = dwarfs = turns each player has
pic-cvc-rounds-over = all rounds played
pic-cvc-score-footer = Score: { $parts } = { $points } points   ·   walls placed: { $walls }
pic-cvc-score-gold = Gold
pic-cvc-score-parts = Rooms { $rooms } + Gold { $gold }
pic-cvc-score-rooms = Rooms
pic-cvc-shelf-limits = max 9 · gold 19
pic-cvc-solo-verdict = Final score: { $points } points — { $verdict } (solo goal { $goal })
pic-cvc-solo-verdict-above = Final score: { $points } points — { $verdict } (solo goal { $goal }, outstanding above { $above })
pic-cvc-tile-needs-gold = { $name }: needs more gold
pic-cvc-title = Cave vs Cave — round { $round } of { $total }
pic-cvc-title-over = Cave vs Cave — game over
pic-cvc-turns-fact = turns left { $count }
pic-cvc-turns-left = Turns left this round: { $left }
pic-cvc-turns-left-of = Turns left this round: { $left } of { $total }
pic-cvc-turns-up = turns up in round { $n }
pic-cvc-used = ✓ used
pic-cvc-walls = walls
pic-cvc-walls-supply = Walls in supply: { $left } of { $total }
pic-final-score = Final score: { $points } points
pic-first-player = first player
pic-first-player-cap = First player
pic-free = free
pic-goods = Goods
pic-name-free = { $name }: free
pic-named = { $name }: { $text }
pic-player = Player { $n }
pic-points-word = points
pic-round-n = Round { $n }
pic-score-breakdown = Score breakdown
pic-seat = P{ $n }
pic-taken-by = taken: { $name }
pic-to-act = To act: { $names }
pic-to-act-name = ▶ to act: { $name }
pic-to-act-prompt = To act: { $names } — { $prompt }
pic-to-act-tag = ▶ to act
pic-total = Total
pic-winner = Winner: { $names } with { $points } points
