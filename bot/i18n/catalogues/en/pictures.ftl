# Cavern Host — English catalogue: the words drawn in the pictures (render/).
# Each English text is the picture's English exactly (tests/render/test_pictures_language.py).
# pic-language names the language: it keys the pictures' cached pieces.

pic-list = { $a }, { $b }
pic-facts = { $a } · { $b }
pic-facts-wide = { $a }  ·  { $b }
pic-tavern-pile = { $name } { $count }
pic-plus = { $a } + { $b }
pic-score-part = { $label } { $points }
pic-tavern-held = { $name } { $count }
pic-and = { $a } and { $b }
pic-caverna-action-spaces = Action spaces
pic-caverna-all-armed = all dwarfs armed
pic-caverna-animals = Animals
pic-caverna-any-time = any time: { $trade }
pic-caverna-at = at { $space }
pic-caverna-at-home = at home
pic-caverna-band = { $name } · { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
} · { $home }/{ $total } dwarfs home
pic-caverna-begging = { $count ->
    [one] { $count } begging marker (−3)
   *[other] { $count } begging markers (−3 each)
}
pic-caverna-begging-one = { $count } begging marker (−3)
pic-caverna-bonus-if = { $goods } if { $count }+ { $what }
pic-caverna-bonus-if-all = +{ $points } if { $what }
pic-caverna-bonus-per = { $goods } per { $what }
pic-caverna-bonus-per-n = +{ $points } per { $per } { $what }
pic-caverna-bonus-per-one = +{ $points } per { $what }
pic-caverna-breakdown-note = each category as the rules count it
pic-caverna-cancel-losses = cancels up to { $points } lost points
pic-caverna-card-hidden = card hidden
pic-caverna-card-round = R{ $n }
pic-caverna-cavern = Cavern
pic-caverna-chip-facts = { $food } food · { $home }/{ $total } home
pic-caverna-count-adjacent = { $count ->
   *[other] adjacent dwellings
}
pic-caverna-count-armed = { $count ->
   *[other] armed dwarfs
}
pic-caverna-count-cattle = { $count ->
   *[other] cattle
}
pic-caverna-count-farm-animals = { $count ->
   *[other] farm animals
}
pic-caverna-count-ore = { $count ->
   *[other] ore
}
pic-caverna-count-pairs = { $count ->
   *[other] grain+veg pair
}
pic-caverna-count-ruby = { $count ->
   *[other] ruby
}
pic-caverna-count-sheep = { $count ->
   *[other] sheep
}
pic-caverna-count-stone = { $count ->
   *[other] stone
}
pic-caverna-count-yellow = { $count ->
   *[other] yellow tiles
}
pic-caverna-deep-tunnel = Deep tunnel
pic-caverna-deep-tunnel-note = ruby mine may go here
pic-caverna-dwarfs = Dwarfs
pic-caverna-dwarfs-note = { $count } · room for { $room }
pic-caverna-dwarfs-points = { $count } dwarfs: { $points }
pic-caverna-dwarfs-points-and = { $a }; { $b }
pic-caverna-end-of-round = End of round: { $kind }
pic-caverna-entry = Entry dwelling
pic-caverna-entry-note = room for 2 · 1 pair of animals
pic-caverna-expedition = expedition lv { $level }
pic-caverna-farm-totals = totals on the farm
pic-caverna-fence-large = large pasture ({ $wood } wood)
pic-caverna-fence-small = small pasture ({ $wood } wood)
pic-caverna-field = Field
pic-caverna-final = final
pic-caverna-forest = Forest
pic-caverna-forest-note = fields, meadows, pastures
pic-caverna-furnish-cavern = furnish a cavern
pic-caverna-furnish-dwelling = furnish a dwelling
pic-caverna-green-marker = green: { $kind }
pic-caverna-harvest = harvest
pic-caverna-harvest-feed-1 = 1 food per dwarf
pic-caverna-harvest-hidden = marker hidden
pic-caverna-harvest-none = no harvest
pic-caverna-harvest-of = { $full ->
    [yes] normal harvest
   *[other] harvest: { $kind }
}
pic-caverna-harvest-skip = skip field or breeding
pic-caverna-holds = holds { $count } of one kind
pic-caverna-holds-1 = holds 1
pic-caverna-home-title = { $name } — Caverna
pic-caverna-if-ended = if the game ended now
pic-caverna-imitate = copy a taken space
pic-caverna-imitate-cost = copy a taken space ({ $food } food)
pic-caverna-join-all = { $a } · { $b }
pic-caverna-join-andor = { $a } and/or { $b }
pic-caverna-join-any = { $a } / { $b }
pic-caverna-join-then = { $a }, then { $b }
pic-caverna-join-xor = { $a } OR { $b }
pic-caverna-kind-bonus = bonus
pic-caverna-kind-dwelling = dwelling
pic-caverna-kind-green = green
pic-caverna-large-pasture = Large pasture
pic-caverna-meadow = Meadow
pic-caverna-mountain = Mountain
pic-caverna-mountain-note = caverns, tunnels, mines
pic-caverna-newborn = newborn
pic-caverna-no-goods = no goods
pic-caverna-no-place = no place yet: { $animals }
pic-caverna-none-armed = no dwarf armed
pic-caverna-nothing = nothing
pic-caverna-on-offer = on offer
pic-caverna-op-forge = forge a weapon
pic-caverna-op-growth = family growth
pic-caverna-op-market = buy at the market
pic-caverna-op-sow = sow
pic-caverna-op-start-player = starting player
pic-caverna-op-take = take them
pic-caverna-ore-mine = Ore mine
pic-caverna-ore-mine-note =
    3 points
    +2 ore mined
pic-caverna-ore-trade = ≤{ $times }×: { $trade }
pic-caverna-pasture = Pasture
pic-caverna-per-ore-mine = ore mine
pic-caverna-phase-work = work phase
pic-caverna-red-marker = red: { $kind }
pic-caverna-refill = { $added } a round · { $text }
pic-caverna-refill-if-not-empty = { $empty } ({ $more } if not empty)
pic-caverna-round = round { $printed } of { $total }
pic-caverna-round-skipped = round { $printed } ({ $played }{ $suffix } of { $total })
pic-caverna-round-track = Round track
pic-caverna-round-track-note = cards and harvest markers show once their round starts
pic-caverna-ruby-mine = Ruby mine
pic-caverna-ruby-mine-note =
    4 points
    +1 ruby mined
pic-caverna-ruby-mines = ruby mine
pic-caverna-score = Score: { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}
pic-caverna-solo-missed = Solo: { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
} — goal of { $goal } missed
pic-caverna-solo-reached = Solo: { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
} — goal of { $goal } reached
pic-caverna-spaces-note = { $count } spaces · blue = round card · goods pile up each round
pic-caverna-stable = stable
pic-caverna-stable-cost = stable ({ $stone } stone)
pic-caverna-stables-left = { $count } of 3 stables left to build
pic-caverna-starting = ★ starting player
pic-caverna-starting-badge = ★ starting player: { $seat }
pic-caverna-supply-note = { $left } of { $total } on offer · cost under the name · shield = points, ★ = end bonus · grey = taken
pic-caverna-supply-title = Caverna — furnishing tiles
pic-caverna-taken = taken
pic-caverna-tile-cavern-or-2 = cavern+tunnel or 2 caverns
pic-caverna-tile-cavern-tunnel = cavern+tunnel tile
pic-caverna-tile-meadow-field = meadow+field tile
pic-caverna-tile-ore-mine = ore mine+deep tunnel
pic-caverna-tile-ruby-deep = ruby mine on a deep tunnel
pic-caverna-tile-ruby-tunnel = ruby mine on a tunnel
pic-caverna-title = Caverna — { $round }
pic-caverna-title-over = Caverna — game over
pic-caverna-title-phase = Caverna — { $round } · { $phase }
pic-caverna-tunnel = Tunnel
pic-caverna-tunnel-note = mines may go here
pic-caverna-unarmed = unarmed
pic-caverna-unlimited = unlimited
pic-caverna-weapon = weapon { $strength }
pic-cvc-action-tiles = Action tiles
pic-cvc-action-tiles-note = take one per turn · taken tiles come back at round end
pic-cvc-band = { $name } · { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}
pic-cvc-band-turns = { $name } · { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
} · { $turns } { $turns ->
    [one] turn
   *[other] turns
} left
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
pic-cvc-highest = Highest score: { $names } with { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}
pic-cvc-kind-action = action
pic-cvc-kind-passive = passive
pic-cvc-needs-gold = ✕ needs more gold
pic-cvc-none-yet = none turned up yet
pic-cvc-outstanding = outstanding
pic-cvc-room-chip = { $name } ({ $cost }) { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}
pic-cvc-rooms-rule-fits = Rooms: { $orange } orange · { $blue } blue — a blue room fits
pic-cvc-rooms-rule-needs = Rooms: { $orange } orange · { $blue } blue — next blue room needs another orange
pic-cvc-rooms-to-furnish = Rooms to furnish
pic-cvc-rounds = Rounds
pic-cvc-rounds-note = dwarfs = turns each player has
pic-cvc-rounds-over = all rounds played
pic-cvc-score-footer = Score: { $parts } = { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}   ·   walls placed: { $walls }
pic-cvc-score-gold = Gold
pic-cvc-score-parts = Rooms { $rooms } + Gold { $gold }
pic-cvc-score-rooms = Rooms
pic-cvc-shelf-limits = max 9 · gold 19
pic-cvc-solo-verdict = Final score: { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
} — { $verdict } (solo goal { $goal })
pic-cvc-solo-verdict-above = Final score: { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
} — { $verdict } (solo goal { $goal }, outstanding above { $above })
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
pic-final-score = Final score: { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}
pic-first-player = first player
pic-first-player-cap = First player
pic-free = free
pic-game-over = game over
pic-goods = Goods
pic-language = en
pic-name-free = { $name }: free
pic-name-points = { $name }: { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}
pic-named = { $name }: { $text }
pic-none = { $what ->
   *[other] none
}
pic-or = { $a } or { $b }
pic-player = Player { $n }
pic-points-word = points
pic-pts = { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}
pic-round-n = Round { $n }
pic-cvc-round-n = Round { $n }
pic-score-breakdown = Score breakdown
pic-seat = P{ $n }
pic-taken-by = taken: { $name }
pic-tavern-all-full = every zone is full
pic-tavern-all-placed = all placed
pic-tavern-automaton = Automaton
pic-tavern-automaton-discard = ✕ automaton die: discarded at round end
pic-tavern-automaton-note = its dice block whole zones this round
pic-tavern-back-note = any faces: the number of dice counts
pic-tavern-back-rooms = Nasty's Office · Wizard's Workshop
pic-tavern-band = { $name } · { $vp } VP · Nasty { $nasty } · Kitchen { $kitchen } · Chores { $chores }
pic-tavern-blocked = Blocked: { $zones }
pic-tavern-blocked-badge = ✕ blocked
pic-tavern-blocked-mess = Blocked: { $zones } · Mess slot { $n }
pic-tavern-card-slot-empty = Card slot { $n }: empty
pic-tavern-cellar = Cellar
pic-tavern-cellar-note = Σ = the sum of the dice · take one of the two
pic-tavern-choosing = Choosing a character
pic-tavern-chore-board = Chore Board
pic-tavern-chores = Chores
pic-tavern-chores-note = one slot each · every use: +1 on your Chores track
pic-tavern-col-items = Items
pic-tavern-col-order = Order in progress (rounds late)
pic-tavern-col-player = Player
pic-tavern-col-score = Score
pic-tavern-col-track = Track
pic-tavern-colour-black = black
pic-tavern-colour-blue = blue
pic-tavern-colour-green = green
pic-tavern-colour-purple = purple
pic-tavern-colour-red = red
pic-tavern-colour-yellow = yellow
pic-tavern-customer = { $race } customer
pic-tavern-dice = { $count } dice
pic-tavern-dice-left = Dice left
pic-tavern-dice-left-n = Dice left: { $count }
pic-tavern-dice-none = none
pic-tavern-die = { $count } die
pic-tavern-extra-any-supply = + any 1 from supply
pic-tavern-extra-steal = steal 1 from a player
pic-tavern-extra-swap-player = swap 1 with a player
pic-tavern-extra-swap-supply = may swap 1 with supply
pic-tavern-extra-swap-with-supply = swap 1 with the supply
pic-tavern-extra-take-supply = take 1 from the supply
pic-tavern-final-note = the final scoring, secret objectives and Tips in hand counted
pic-tavern-final-scores = Final scores
pic-tavern-first-short = 1st
pic-tavern-forgotten = forgotten: { $count }
pic-tavern-goal = goal { $goal }
pic-tavern-goal-text = Goal: { $goal } VP. { $text }
pic-tavern-goal-text-one = Goal: { $goal } VP. { $text }
pic-tavern-goal-vp = goal { $goal } VP
# With its unit (« gone after 7 »: 7 what?); « gone after 10 rounds » would not fit the red box.
pic-tavern-gone-after = waits { $n } { $n ->
    [one] round
   *[other] rounds
}
pic-tavern-hidden-in-hand = hidden in hand
pic-tavern-highest = Highest public score: { $names } with { $points } (before secret objectives)
pic-tavern-holds-white = holds the white die
pic-tavern-ingredients = Ingredients: { $held }
pic-tavern-ingredients-note = { $count } cards · Σ = Cellar value that gives it
pic-tavern-ingredients-note-one = { $count } card · Σ = Cellar value that gives it
pic-tavern-ingredients-title = Ingredients
pic-tavern-items = Items: { $count }
pic-tavern-items-deck = Items deck: { $count }
pic-tavern-kitchen = Kitchen
pic-tavern-kitchen-note = one slot each · every use: +1 on your Kitchen track
pic-tavern-mark-6 = +3 ±1
pic-tavern-mark-9 = +4 ±2
pic-tavern-mark-vp = +2 VP
pic-tavern-mark-warn = ⚠
pic-tavern-marker = { $label }:
pic-tavern-mess-free = Mess slot { $n } · free to take
pic-tavern-mess-hall = Mess Hall
pic-tavern-mess-note = take an order · VP by rounds late · red: when the customer leaves
pic-tavern-mirror-kitchen = mirror kitchen
pic-tavern-missing = ✗ missing { $count }: { $names }
pic-tavern-missing-potion = ✗ missing { $count }: { $names } · { $potions } Magic Potion to stand in
pic-tavern-missing-potions = ✗ missing { $count }: { $names } · { $potions } Magic Potions to stand in
pic-tavern-nasty = Nasty
pic-tavern-nasty-deck = Nasty says deck: { $count }
pic-tavern-no-character = No character
pic-tavern-no-dice = no dice left
pic-tavern-no-order = no order
pic-tavern-no-order-served = no order · { $count } served
pic-tavern-no-order-so-far = No order in progress · { $count } served so far
pic-tavern-now = now
pic-tavern-order-lateness = { $name } ({ $late })
pic-tavern-now-short = now
pic-tavern-objective = { $name } — { $text } { $met }
pic-tavern-objective-met = ✓ met: +{ $vp } VP
pic-tavern-objective-missed = ✗ not met ({ $vp } VP)
pic-tavern-objectives = Secret objectives
pic-tavern-option-chores = Chores bonus: { $bonus }
pic-tavern-option-nasty = Nasty track, VP lost per space: { $table }
pic-tavern-option-roof = Fix the Roof: { $vp } VP
pic-tavern-order = Order: { $name }
pic-tavern-order-in-progress = Order in progress
pic-tavern-order-late = Order: { $name } (+{ $late })
pic-tavern-order-none = none: take one first on your next turn
pic-tavern-order-open = still open at the end: no VP for ingredients left
pic-tavern-orders-deck = Orders deck: { $count }
pic-tavern-past-last = past its last row
pic-tavern-player-title = { $name } ({ $colour })
pic-tavern-players = Players
pic-tavern-players-note = track = score track now · score = with end-of-game losses and bonuses
pic-tavern-plus-chores = +1 Chores
pic-tavern-plus-kitchen = +1 Kitchen
pic-tavern-publisher-cards = Played with the publisher's cards.
pic-tavern-ready = ✓ holds all { $count } ingredients: ready to serve
pic-tavern-ready-one = ✓ holds its { $count } ingredient: ready to serve
pic-tavern-reputation = Reputation
pic-tavern-reputation-note = Nasty: lower is better, ⚠ summons · Kitchen, Chores: higher is better
pic-tavern-revealed = revealed
pic-tavern-reward-item = draw 3 items, keep 1
pic-tavern-reward-office = you −1 Nasty, a player you pick +1
pic-tavern-reward-office-solo = you −1 Nasty
pic-tavern-reward-potion = 1 Magic Potion + draw 1 item
pic-tavern-reward-replace = swap a Mess order: draw 3, keep 1
pic-tavern-round-clock = round { $round } · { $clock }
pic-tavern-round-late = { $count } round late
pic-tavern-rounds-late = { $count } rounds late
pic-tavern-says-held = ⚠ Nasty says ({ $count }): { $cards } — only Cellar, Workshop and Office until resolved · { $count ->
    [one] −10 at the end
   *[other] −10 each at the end
}
pic-tavern-says-none = Nasty says: no cards held
pic-tavern-score-track = score · track { $vp } VP
pic-tavern-seat-label = P{ $n } { $colour }
pic-tavern-secret-closed = opens in round 4 (11:00pm)
pic-tavern-secret-kept = Secret Room cards kept: { $cards } · Modifiers: { $modifiers } · Drinks: { $drinks } · Miss Nasty tokens: { $tokens }
pic-tavern-secret-note = cards left { $deck } · Secret Pile { $pile } · Modifiers { $modifiers }
pic-tavern-secret-room = Secret Room
pic-tavern-served = Orders served: { $count }
pic-tavern-serving-now = serving now scores { $vp }
pic-tavern-slot-empty = Slot { $n }: empty
pic-tavern-solo-lost = Final score { $points } — { $target }: lost
pic-tavern-solo-won = Final score { $points } — { $target }: won
pic-tavern-story = Story: { $name }
pic-tavern-story-goals = story goals
pic-tavern-story-goals-text = Story: { $name } — { $goals }
pic-tavern-story-goals-and = { $a }; { $b }
pic-tavern-supply-left = { $piles } left
pic-tavern-taken-by-late = taken by { $name } · { $late }
pic-tavern-taken-in = taken in round { $round } · { $late } · { $now }
pic-tavern-taken-now = taken this round · { $now }
pic-tavern-taken-this-round = taken this round
pic-tavern-talk-miss-nasty = Talk to Miss Nasty
pic-tavern-target-met = { $target }: met
pic-tavern-target-not-yet = { $target }: not yet
pic-tavern-their-turn = ▶ their turn
pic-tavern-tips = tips banked: { $count } { $count ->
    [one] (+5 VP at the end)
   *[other] (+5 VP each at the end)
}
pic-tavern-title = Cavern Tavern — round { $round } of { $total }
pic-tavern-title-clock = Cavern Tavern — round { $round } of { $total } · { $clock }
pic-tavern-title-over = Cavern Tavern — game over
pic-tavern-to-act = To act:
pic-tavern-token-drink = token: Drink ({ $ingredient })
pic-tavern-token-miss-nasty = token: Miss Nasty
pic-tavern-turn = Turn
pic-tavern-turn-name = ▶ turn: { $name }
pic-tavern-two-modifiers = 2 Modifier tokens
pic-tavern-uses-left = { $count } of 2 uses left · once a round
pic-tavern-vp = { $vp } VP
pic-tavern-white = white
pic-tavern-white-die = White die
pic-tavern-white-in-hand = (in hand, not rolled)
pic-tavern-white-not-in-hand = (not in hand)
pic-tavern-white-placed = (on a zone)
pic-tavern-white-set-aside = (set aside this round)
pic-tavern-winner = Winner: { $names } with { $points } (secret objectives and Tips counted)
pic-tavern-zone-blocked = { $name } ({ $need }): ✕
pic-tavern-zone-free = { $name } ({ $need }): { $free } free
# The turn card (render/cavern_tavern/turn.py): a count with its name, labels of chip rows,
# a zone's cost in words ("total 7": dice adding up to 7).
pic-tavern-count = { $name } ×{ $count }
pic-tavern-ingredients-label = Ingredients:
pic-tavern-needs = needs:
pic-tavern-need-total = total { $total }
pic-tavern-name-vp = { $name }: { $points } VP
pic-tavern-zones-with-room = Zones with room
pic-to-act = To act: { $names }
pic-to-act-name = ▶ to act: { $name }
pic-to-act-prompt = To act: { $names } — { $prompt }
pic-to-act-tag = ▶ to act
pic-total = Total
pic-winner = Winner: { $names } with { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}

## Caverna's goods and animals (render/caverna/glyphs.py: good_label, herd_label).
pic-caverna-good = { $good ->
    [vegetable] veg
    [wild_boar] boar
   *[other] { $good }
}
pic-caverna-amount = { $count } { pic-caverna-good }
pic-caverna-herd = { $count }/{ $holds } { pic-caverna-good }
# The plural names (French needs them; English names do not change).
pic-caverna-goods = { pic-caverna-good }

# Rows of the final score table (render/cavern_tavern/from_view.py)
pic-tavern-row-nasty = Nasty track
pic-tavern-row-objective = Secret objective
pic-tavern-row-ingredients = Ingredients left
pic-tavern-row-solo = Solo goal { $goal } VP
pic-tavern-row-story = Story

## Everyone at a glance (the replay's frames, the results card)
# Over the points shown during play (turn cards, the glance page): not a verdict yet.
pic-if-ended-now = Points as if the game ended now
pic-glance-band = { $name } · { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}
pic-glance-band-cavern-tavern = { $name } · { $points } VP
pic-glance-band-delta = { $band } ({ $delta })
pic-glance-changed = { $text } ({ $delta })
pic-glance-nasty = Nasty { $n }
pic-glance-kitchen = Kitchen { $n }
pic-glance-chores = Chores { $n }
