# Cavern Host — English catalogue (the source language): Caverna: The Cave Farmers.

## Caverna (rules/caverna). English reproduces the engine's own text exactly (tests
## compare them); keys of components are built from the data ids.

## Action spaces and round cards (spaces.json), and the walker's pseudo-spaces.

caverna-space-ruby_mining = Ruby mining
caverna-space-housework = Housework
caverna-space-slash_and_burn = Slash-and-burn
caverna-space-drift_mining_1 = Drift mining
caverna-space-excavation_1 = Excavation
caverna-space-starting_player_1 = Starting player
caverna-space-logging_1 = Logging
caverna-space-wood_gathering = Wood gathering
caverna-space-supplies = Supplies
caverna-space-clearing_1 = Clearing
caverna-space-sustenance_1 = Sustenance
caverna-space-ore_mining_1 = Ore mining
caverna-space-drift_mining_2 = Drift mining
caverna-space-excavation_2 = Excavation
caverna-space-starting_player_2 = Starting player
caverna-space-logging_2 = Logging
caverna-space-growth = Growth
caverna-space-clearing_2 = Clearing
caverna-space-sustenance_2 = Sustenance
caverna-space-ore_mining_2 = Ore mining
caverna-space-forest_exploration_2 = Forest exploration
caverna-space-imitation_4_7 = Imitation (2 food)
caverna-space-strip_mining = Strip mining
caverna-space-forest_exploration_1 = Forest exploration
caverna-space-imitation_3 = Imitation (4 food)
caverna-space-large_depot = Large depot
caverna-space-extension = Extension
caverna-space-imitation_7 = Imitation (0 food)
caverna-space-depot = Depot
caverna-space-small_scale_drift_mining = Small-scale drift mining
caverna-space-weekly_market = Weekly market
caverna-space-hardware_rental_5 = Hardware rental
caverna-space-fence_building_5 = Fence building
caverna-space-imitation_5 = Imitation (4 food)
caverna-space-hardware_rental_6_7 = Hardware rental
caverna-space-fence_building_6_7 = Fence building
caverna-space-imitation_6_7 = Imitation (1 food)
caverna-space-blacksmithing = Blacksmithing
caverna-space-sheep_farming = Sheep farming
caverna-space-ore_mine_construction = Ore mine construction
caverna-space-wish_for_children = Wish for children
caverna-space-urgent_wish_for_children = Urgent wish for children
caverna-space-donkey_farming = Donkey farming
caverna-space-ruby_mine_construction = Ruby mine construction
caverna-space-family_life = Family life
caverna-space-exploration = Exploration
caverna-space-ore_delivery = Ore delivery
caverna-space-adventure = Adventure
caverna-space-ore_trading = Ore trading
caverna-space-ruby_delivery = Ruby delivery
caverna-space-loot = Loot
caverna-space-ruby_tile = Ruby trade

## Furnishing tiles (furnishings.json).

caverna-tile-dwelling = Dwelling
caverna-tile-simple_dwelling_4w2s = Simple dwelling
caverna-tile-simple_dwelling_3w3s = Simple dwelling
caverna-tile-mixed_dwelling = Mixed dwelling
caverna-tile-couple_dwelling = Couple dwelling
caverna-tile-additional_dwelling = Additional dwelling
caverna-tile-cuddle_room = Cuddle room
caverna-tile-breakfast_room = Breakfast room
caverna-tile-stubble_room = Stubble room
caverna-tile-work_room = Work room
caverna-tile-guest_room = Guest room
caverna-tile-office_room = Office room
caverna-tile-carpenter = Carpenter
caverna-tile-stone_carver = Stone carver
caverna-tile-blacksmith = Blacksmith
caverna-tile-miner = Miner
caverna-tile-builder = Builder
caverna-tile-trader = Trader
caverna-tile-wood_supplier = Wood supplier
caverna-tile-stone_supplier = Stone supplier
caverna-tile-ruby_supplier = Ruby supplier
caverna-tile-dog_school = Dog school
caverna-tile-quarry = Quarry
caverna-tile-seam = Seam
caverna-tile-slaughtering_cave = Slaughtering cave
caverna-tile-cooking_cave = Cooking cave
caverna-tile-working_cave = Working cave
caverna-tile-mining_cave = Mining cave
caverna-tile-breeding_cave = Breeding cave
caverna-tile-peaceful_cave = Peaceful cave
caverna-tile-weaving_parlor = Weaving parlor
caverna-tile-milking_parlor = Milking parlor
caverna-tile-state_parlor = State parlor
caverna-tile-hunting_parlor = Hunting parlor
caverna-tile-beer_parlor = Beer parlor
caverna-tile-blacksmithing_parlor = Blacksmithing parlor
caverna-tile-stone_storage = Stone storage
caverna-tile-ore_storage = Ore storage
caverna-tile-spare_part_storage = Spare part storage
caverna-tile-main_storage = Main storage
caverna-tile-weapon_storage = Weapon storage
caverna-tile-supplies_storage = Supplies storage
caverna-tile-broom_chamber = Broom chamber
caverna-tile-treasure_chamber = Treasure chamber
caverna-tile-food_chamber = Food chamber
caverna-tile-prayer_chamber = Prayer chamber
caverna-tile-writing_chamber = Writing chamber
caverna-tile-fodder_chamber = Fodder chamber

## Furnishing tiles' texts (furnishings.json "text"); -effect: the first sentence, the one
## the tile prints, of a text that goes on with the engine's notes (what pictures draw).

caverna-tile-dwelling-text = Houses 1 dwarf. Treated as unlimited (17 copies in the box; improvise if they run out).
caverna-tile-simple_dwelling_4w2s-text = Houses 1 dwarf; costs 1 stone less than a Dwelling and scores 0.
caverna-tile-simple_dwelling_3w3s-text = Houses 1 dwarf; costs 1 wood less than a Dwelling and scores 0.
caverna-tile-mixed_dwelling-text = Houses 1 dwarf and up to 2 farm animals of a single type.
caverna-tile-couple_dwelling-text = Houses 2 dwarfs (each Family growth action still adds only one).
caverna-tile-additional_dwelling-text = Houses only a 6th dwarf: it stays empty until you have 5 dwarfs. Building it hands you the extra (6th) dwarf disc; you may build it earlier.
caverna-tile-cuddle_room-text = Holds as many sheep as you have dwarfs (both discs on a Family-growth space count); sheep only.
caverna-tile-breakfast_room-text = Holds up to 3 cattle (no other animals).
caverna-tile-stubble_room-text = You may keep exactly 1 farm animal on each empty (unsown) field.
caverna-tile-work_room-text = When furnishing, you may place furnishing tiles on tunnels and deep tunnels (not on mines).
caverna-tile-guest_room-text = For you, every 'either ... or' action space becomes 'and/or'. This covers Wish for children, Urgent wish for children, Ruby mine construction and Growth (and, in 7-player games, both halves of Extension, once per game).
caverna-tile-guest_room-effect = For you, every 'either ... or' action space becomes 'and/or'.
caverna-tile-office_room-text = Twin tiles may overhang the edge of your home board (half on, half off); each time you do, take 2 gold.
caverna-tile-carpenter-text = Pay 1 wood less whenever you furnish a cavern or take a Build-fences action.
caverna-tile-stone_carver-text = Immediately take 2 stone (once). Pay 1 stone less whenever you furnish a cavern or build a stable (stables become free).
caverna-tile-blacksmith-text = Take 2 ore at once. Forging costs 2 ore less (strength 2 for 0 ore); max forged strength stays 8; not for Ore trading.
caverna-tile-miner-text = At the start of each round take 1 ore per ore mine that holds a donkey (ruby mines do not count).
caverna-tile-builder-text = When paying for a furnishing tile you may replace 1 wood with 1 ore and/or 1 stone with 1 ore.
caverna-tile-trader-text = At any time before scoring: pay 2 gold for 1 wood + 1 stone + 1 ore (whole set only).
caverna-tile-wood_supplier-text = Put 1 wood on each of the next 7 round spaces; collect it at the start of those rounds.
caverna-tile-stone_supplier-text = Put 1 stone on each of the next 5 round spaces; collect it at the start of those rounds.
caverna-tile-ruby_supplier-text = Put 1 ruby on each of the next 4 round spaces; collect it at the start of those rounds.
caverna-tile-dog_school-text = Free to build. From now on take 1 wood for each new dog you place on your board.
caverna-tile-quarry-text = Take 1 stone for each newborn donkey (breeding phase or breed loot); not for donkeys from action spaces or rubies.
caverna-tile-seam-text = Each time you get stone (any way), also take 1 ore per stone.
caverna-tile-slaughtering_cave-text = +1 food for every farm animal you convert to food (2 donkeys together = +2). Not combinable with Hunting parlor.
caverna-tile-cooking_cave-text = Converting 1 grain + 1 vegetable together yields 5 food (instead of 3).
caverna-tile-working_cave-text = Whenever you feed (1-food feedings too), you may feed exactly 1 dwarf with 1 wood, 1 stone or 2 ore instead of food.
caverna-tile-mining_cave-text = Each feeding (incl. special feedings) costs 1 food less per donkey in an ore or ruby mine.
caverna-tile-breeding_cave-text = Whenever animals breed (breeding phase or loot), take 1 food per newborn; 5 food if all four types have one.
caverna-tile-peaceful_cave-text = At any time you may trade in dwarfs' weapons for food equal to their strength (weapon is removed).
caverna-tile-weaving_parlor-text = When built: 1 food per sheep you own (once).
caverna-tile-milking_parlor-text = When built: 1 food per cattle you own (once).
caverna-tile-state_parlor-text = When built: 2 food per orthogonally adjacent dwelling (the entry-level dwelling counts), once.
caverna-tile-hunting_parlor-text = At any time before scoring (even after the last harvest): trade 2 wild boars for 2 gold + 2 food. Not combinable with Slaughtering cave.
caverna-tile-beer_parlor-text = At any time before scoring: trade 2 grain for 3 gold or for 4 food.
caverna-tile-blacksmithing_parlor-text = At any time before scoring: trade 1 ruby + 1 ore for 2 gold + 1 food.
caverna-tile-spare_part_storage-text = At any time before scoring: trade sets of 1 wood + 1 stone + 1 ore for 2 gold each.

## Expedition loot (loot.json).

caverna-loot-weapons = +1 to all weapons
caverna-loot-dog = 1 dog
caverna-loot-wood = 1 wood
caverna-loot-sheep = 1 sheep
caverna-loot-grain = 1 grain
caverna-loot-donkey = 1 donkey
caverna-loot-stone = 1 stone
caverna-loot-vegetable = 1 vegetable
caverna-loot-ore = 2 ore
caverna-loot-boar = 1 wild boar
caverna-loot-gold = 2 gold
caverna-loot-furnish = Furnish a cavern
caverna-loot-stable = Build a stable for free
caverna-loot-tunnel = Place a tunnel
caverna-loot-small_pasture = Small pasture for 1 wood
caverna-loot-cattle = 1 cattle
caverna-loot-large_pasture = Large pasture for 2 wood
caverna-loot-meadow = Place a meadow
caverna-loot-dwelling = Dwelling for 2 wood + 2 stone
caverna-loot-field = Place a field
caverna-loot-sow = Sow
caverna-loot-cavern = Place a cavern
caverna-loot-breed = Breed up to 2 animal types
caverna-loot-small_pasture-cost = Small pasture for { $cost }
caverna-loot-large_pasture-cost = Large pasture for { $cost }
caverna-loot-dwelling-cost = Dwelling for { $cost }

## Goods and animals: { $good } is the id, { $count } chooses the plural.

caverna-good = { $good ->
    [ruby] { $count ->
        [one] ruby
       *[other] rubies
    }
    [vegetable] { $count ->
        [one] vegetable
       *[other] vegetables
    }
    [donkey] { $count ->
        [one] donkey
       *[other] donkeys
    }
    [wild_boar] { $count ->
        [one] wild boar
       *[other] wild boars
    }
    [dog] { $count ->
        [one] dog
       *[other] dogs
    }
   *[other] { $good }
}
# A good's name in the singular, whatever the count ("buys 1 wild boar").
caverna-good-id = { $good ->
    [wild_boar] wild boar
   *[other] { $good }
}
caverna-amount = { $count } { $name }
caverna-nothing = nothing
caverna-free = free

## Joining pieces.

caverna-comma = { $a }, { $b }
# The end of a list of goods: « 1 wood, 1 stone and 2 gold ».
caverna-comma-last = { $a } and { $b }
caverna-plus = { $a } + { $b }
# A part going on a label is said in lower case, a verb both share once (rules.core.english).
caverna-and = { EN_AND($a, $b) }
caverna-and-more = { $a }, { EN_SAME($a, $b) }
caverna-and-then = { $a } and then { EN_NEXT($b) }
caverna-or = { $a } or { EN_NEXT($b) }
# $n: how many parts the whole list has (a language may say "any of them" once, at its end).
caverna-andor = { $a } and/or { EN_SAME($a, $b) }{ $n ->
   *[other] {""}
}
caverna-andor-more = { $a } and/or { EN_SAME($a, $b) }{ $n ->
   *[other] {""}
}
# The same part of an either-or-both said again ($n times): Adventure's two expeditions.
caverna-times = { $a } (up to { $n } times)
# The two halves of one twin tile: a comma (« ; » parts the journal's sentences).
caverna-semicolon = { $a }, { $b }
caverna-titled = { $title }: { $text }
caverna-exchange = { $pay } → { $get }

## Landscape tiles and what a cell holds.

caverna-landscape-meadow_field = a Meadow/Field twin tile
caverna-landscape-cavern_tunnel = a Cavern/Tunnel twin tile
caverna-landscape-cavern_tunnel_or_cavern_cavern = a Cavern/Tunnel or Cavern/Cavern twin tile
caverna-landscape-ore_mine = an Ore mine/Deep tunnel twin tile
caverna-landscape-ruby_mine_tunnel = a Ruby mine on a tunnel
caverna-landscape-ruby_mine_deep = a Ruby mine on a deep tunnel
caverna-landscape-tunnel = a Tunnel
caverna-landscape-meadow = a Meadow
caverna-landscape-field = a Field
caverna-landscape-cavern = a Cavern
caverna-single-meadow = meadow
caverna-single-field = field
caverna-single-tunnel = tunnel
caverna-single-cavern = cavern
caverna-cell-m = meadow
caverna-cell-f = field
caverna-cell-cav = cavern
caverna-cell-tun = tunnel
caverna-cell-ore = ore mine
caverna-cell-deep = deep tunnel
caverna-cell-ruby = ruby mine

## Harvests.

caverna-harvest-none = no harvest
caverna-harvest-full = a full harvest
caverna-harvest-feed_1 = no harvest, but 1 food per dwarf
caverna-harvest-skip_field_or_breeding = each player skips the field phase or the breeding phase
caverna-marker-green = green
caverna-marker-red = red

## Prompts.

caverna-prompt-place = Place a dwarf on an action space
caverna-prompt-pick_dwarf = Which dwarf goes instead (1 ruby)?
caverna-prompt-feed = Feed your dwarfs
caverna-prompt-breed = Not all newborn animals fit: which do you keep?
caverna-prompt-skip_phase = This harvest, skip the field phase or the breeding phase?
caverna-prompt-overflow = Your animals do not all fit: eat some
caverna-prompt-convert = Convert goods (any time)
caverna-prompt-rubies = Spend rubies on what this action needs
caverna-prompt-gold = How much food do you buy with gold (N + 1 gold for N food)?
caverna-prompt-solo_cap = Spaces holding more than 6 goods lose the surplus unless you pay 1 ruby each
caverna-prompt-final = Last trades before scoring (furnishing tiles, rubies, weapons)

## What a space does (option labels of the flow).

caverna-take = Take { $goods }
caverna-take-nothing = Take nothing
caverna-take-mines = Take { $goods } for mines
caverna-op-growth = Grow your family
caverna-op-market = Buy goods at the market
caverna-op-ore_trade = Trade ore
caverna-op-imitate = Imitate an opponent's space
caverna-op-forge = Forge a weapon
caverna-op-weapons_plus_1 = +1 to all weapons
caverna-op-start_player = Become starting player
caverna-op-expedition = Go on a level-{ $level } expedition
caverna-op-breed = Breed up to { $count } animal types
caverna-op-tile = Place { $tile }
caverna-op-fence = Fence a { $size } pasture ({ $cost })
caverna-op-stable = Build a stable ({ $cost })
caverna-op-free-stable = Build a free stable
caverna-op-furnish-tile = Furnish a { $tile } for { $cost }
caverna-op-furnish-dwelling = Furnish a dwelling
caverna-op-furnish = Furnish a cavern
caverna-op-sow = Sow

## Option labels.

caverna-back = Back
caverna-done = Done
caverna-skip = Skip
caverna-final-done = Done: score my goods as they are
caverna-eat = Eat { $what } (+{ $food })
caverna-buy = Buy { $what } for { $price }
caverna-done-buying = Done buying
caverna-trade-left = Trade { $pay } for { $get } ({ $left } left)
caverna-done-trading = Done trading
caverna-imitate-space = Imitate { $space } (pay { $cost })
caverna-cap-keep = Pay 1 ruby: { $space } keeps all its { $goods }
caverna-cap-done = Done: other spaces keep { $count } goods
caverna-pass-option = No space is usable by your { $weapon ->
    [0] unarmed dwarf
   *[other] armed dwarf ({ $weapon })
}: pass
caverna-ruby-dwarf = Pay 1 ruby to send a different dwarf
caverna-send-dwarf = { $weapon ->
    [0] Send an unarmed dwarf
   *[other] Send the dwarf with weapon { $weapon }
}
caverna-feed-pay = Feed your dwarfs: pay { $food }
caverna-feed-beg = Pay { $paid ->
    [0] nothing
   *[other] { $food }
} and take { $count } begging { $count ->
    [one] marker (−3 points)
   *[other] markers (−3 points each)
}
caverna-feed-one = Feed one dwarf with { $goods } ({ $tile })
caverna-skip-field = Skip the field phase
caverna-skip-breeding = Skip the breeding phase
caverna-no-newborn = No newborn fits: go on
caverna-keep-newborn = Keep newborn { $animals }
caverna-forge = Forge a strength-{ $strength } weapon ({ $cost })
caverna-end-expedition = End the expedition
caverna-breed = Breed { $animals }
caverna-half-at = { $kind } at { $cell }
caverna-half-off = { $kind } off the board
caverna-tile-price = { $tile } ({ $cost })
caverna-back-cell = Choose another cell
caverna-the-half = the { $kind } half
caverna-one-half = one half
caverna-put-half = Put { $half } at { $cell }…
caverna-fence-at = Fence a { $size } pasture at { $cells }
caverna-stable-at = Build a stable at { $cell }
caverna-colour-menu = { $colour ->
    [orange] Dwellings
    [green] Green rooms
   *[yellow] Yellow parlors, storages and chambers
} ({ $count } affordable)…
caverna-back-kind = Choose another kind of tile
caverna-sow-crop = Sow { $what } ({ $count } on the field)
caverna-done-sowing = Done sowing
caverna-cannot-pay = You can no longer pay for { $tile }: choose again
caverna-pay = Pay { $goods }
caverna-back-tile = Choose another tile
caverna-cover-at = Cover your { $tile } at { $cell }
caverna-furnish-at = { $kind ->
    [tunnel] Furnish the tunnel at { $cell }
    [deep] Furnish the deep tunnel at { $cell }
   *[cavern] Furnish the cavern at { $cell }
}
caverna-convert-entry = Convert goods…
caverna-gold-menu = More food for gold (N + 1 gold → N food)…
caverna-ruby-tile = { $price } → place a single { $tile } tile now
caverna-trade-weapon = Trade dwarf { $dwarf }'s strength-{ $strength } weapon for { $food }

## Refusals.

caverna-refuse-over = This game is over: no more moves can be made.
caverna-refuse-not-your-turn = It is not your turn: you have nothing to decide right now.
caverna-refuse-not-an-option = “{ $option }” is not one of your options right now.
caverna-refuse-unavailable = That choice is not available right now.
caverna-refuse-furnishing-set = Option “furnishing_set” must be “full” or “intro”, not “{ $chosen }”.

## Score sheet lines.

caverna-score-farm-animals-and-dogs = Farm animals and dogs
caverna-score-missing-farm-animal-types = Missing farm animal types
caverna-score-grain = Grain
caverna-score-vegetables = Vegetables
caverna-score-rubies = Rubies
caverna-score-dwarfs = Dwarfs
caverna-score-unused-spaces = Unused spaces
caverna-score-pastures = Pastures
caverna-score-mines = Mines
caverna-score-furnishing-tiles = Furnishing tiles
caverna-score-bonus-points = Bonus points
caverna-score-gold = Gold
caverna-score-begging = Begging
caverna-score-writing-chamber = Writing chamber

## Events (the game log and the channel).

caverna-ev-starts = { $who } starts.
caverna-ev-round = Round { $round }: the new action space is { $space }.
caverna-ev-flip = { $old } turns into { $new }.
caverna-ev-suppliers = { $who } collects { $goods } from their suppliers.
caverna-ev-round-start-gain = { $who } takes { $goods } at the start of the round (furnishing tile).
caverna-ev-marker = The harvest marker of round { $round } is { $marker }: { $kind }.
caverna-ev-cap = { $space } holds more than { $count } goods: it keeps { $goods }, the surplus goes back to the supply.
caverna-ev-cap-keep = { $who } pays 1 ruby so that { $space } keeps its goods one more round.
caverna-ev-pass = { $who } cannot use any space and passes.
caverna-ev-send = { $who } sends a dwarf to { $space }.
caverna-ev-ruby-dwarf = { $who } pays 1 ruby to break the weapon order.
caverna-ev-home = All dwarfs return home.
caverna-ev-over = The game is over.
caverna-ev-final = Last trades before scoring.
caverna-ev-done-trading = { $who } is done trading.
caverna-ev-takes = { $who } takes { $goods }.
caverna-ev-takes-mines = { $who } takes { $goods } more for their mines.
caverna-ev-start-player = { $who } takes the starting player token.
caverna-ev-growth = { $who }'s family grows: a new dwarf is born.
caverna-ev-sharpen = { $who } sharpens every weapon (+1).
caverna-ev-buys = { $who } buys 1 { $good } for { $price } gold.
caverna-ev-trades = { $who } trades { $pay } for { $get }.
caverna-ev-imitate = { $who } pays { $cost } to imitate { $space }.
caverna-ev-harvest = Harvest of round { $round }: { $kind }.
caverna-ev-harvests = { $who } harvests { $goods }.
caverna-ev-feed-one = { $who } feeds one dwarf with { $goods } ({ $tile }).
# $paid: the food paid, a number (French says « ne nourrit pas » for 0).
caverna-ev-feed = { $who } { $paid ->
    [0] does not feed their dwarfs
   *[other] feeds their dwarfs with { $food }
}{ $count ->
    [0] .
    [one] {" "}and takes 1 begging marker.
   *[other] {" "}and takes { $count } begging markers.
}
caverna-ev-skip = { $who } skips the { $phase } phase.
caverna-ev-no-room = { $who } has no room for newborn animals.
caverna-ev-breed = { $who }'s animals breed: { $animals }.
caverna-ev-newborn-gain = { $who } takes { $goods } for the newborns.
caverna-ev-hook-gain = { $who } also takes { $goods } from their { $tile }.
caverna-ev-forge = { $who } forges a strength-{ $strength } weapon.
caverna-ev-loot = { $who }'s expedition brings back: { $loot }.
caverna-ev-loot-more = The expedition also brings back: { $loot }.
caverna-ev-expedition-back = { $who }'s dwarf returns from the expedition: weapon strength { $strength }.
caverna-ev-overhang = { $who }'s tile overhangs the board: +{ $gold }.
# $spot: den (a boar den), stream (forest) or lake (an underground lake, in the mountain).
caverna-ev-uncover = { $who } covers the { $spot ->
    [den] boar den
    [lake] underground lake
   *[stream] stream
} at { $cell }: +{ $goods }.
# $halves: 2 for a twin tile (French names it: « pose une tuile double »).
caverna-ev-place = { $who } places { $spot }{ $halves ->
   *[other] {""}
}.
caverna-ev-fence = { $who } fences a { $size } pasture.
caverna-ev-stable = { $who } builds a stable at { $cell }.
caverna-ev-sow = { $who } sows { $crop }.
caverna-ev-overbuild = { $who } builds { $tile } over their { $covered }.
caverna-ev-furnish = { $who } furnishes the { $tile } at { $cell } for { $cost }.
caverna-ev-ruby-tile = { $who } pays { $price } for a { $tile } tile.
caverna-ev-trade-weapon = { $who } trades a strength-{ $strength } weapon for food.
caverna-ev-convert = { $who } converts { $pay } into { $get }.
# Kept for the moves logged before releasing animals was withdrawn (issue 39).
caverna-ev-release = { $who } releases { $pay }.

## How the engine reads the rules where the rulebook leaves room (setup.json readings).

caverna-reading-1 = Gold buys food in one go: N + 1 gold for N food (2 gold for 1, 3 gold for 2, and so on).
caverna-reading-2 = A dwarf's action space must be used: you cannot stop before carrying out at least one of its actions; an imitated space gives no accumulated goods, so you must use another of its actions.
caverna-reading-3 = Animals must always be housed: when fencing, a stable, furnishing, sowing or new animals leave some without room, you eat the surplus at once (turned into food: releasing an animal would lose it for nothing, so it is not offered).
caverna-reading-4 = When the dwarf whose turn it is (the weakest at home) has no usable space, passing passes all your remaining dwarfs; with a ruby you may instead send another dwarf that has a usable space.
caverna-reading-5 = Guest room: every 'either … or' action space becomes 'and/or' for you, Wish for children included.
caverna-reading-6 = Solo: a space holding more than 6 goods keeps 6 at the start of a round (the surplus goes back) unless you pay 1 ruby for it.
caverna-reading-7 = Inside an action space none of which you have used yet, a conversion that would leave it with nothing usable (the grain you would sow, the ore you would trade, the food you would imitate with) is not offered.
caverna-reading-8 = Rubies count: a space is offered when spending your rubies on goods (on several kinds if need be, or on food) makes it usable; the space then asks for those conversions before anything else.
caverna-reading-9 = After 'and then', goods are taken at once, but a family growth (Urgent wish for children) is offered and may be skipped.
caverna-reading-10 = Small-scale drift mining is on the board at 5, 6 and 7 players, as the rulebook says (some online versions put a second Drift mining there at 6 and 7 players); it gives a Cavern/Tunnel twin tile and then 1 stone: no tile, no stone.
caverna-reading-11 = An Imitation space may itself be imitated (only Starting player cannot): pay both costs, then imitate another space, never one already imitated in this action. It always costs more than imitating that space directly, but the rulebook allows it.
caverna-reading-12 = The Carpenter takes 1 wood off each pasture you fence, even two on one action (a small pasture costs 1 wood, a large one 3); every price a menu names is the one you pay after your discount tiles (Carpenter, Stone carver, Blacksmith).
