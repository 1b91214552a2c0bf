# Cavern Host — English catalogue (the source language): Caverna: Cave vs Cave.

## Caverna: Cave vs Cave (rules/cave_vs_cave: labels, prompts). English reproduces the
## engine's own text exactly (tests compare them).

cvc-tile-cultivation = Cultivation
cvc-tile-housework = Housework
cvc-tile-excavation = Excavation
cvc-tile-undergrowth = Undergrowth
cvc-tile-furnishing = Furnishing
cvc-tile-masonry = Masonry
cvc-tile-undermining = Undermining
cvc-tile-expansion = Expansion
cvc-tile-breach = Breach
cvc-tile-drift_mining = Drift Mining
cvc-tile-expedition = Expedition
cvc-tile-renovation = Renovation
cvc-room-entrance = Cave Entrance
cvc-room-shelf = Shelf
cvc-room-spinning_wheel = Spinning Wheel
cvc-room-tunnel = Tunnel
cvc-room-grindstone = Grindstone
cvc-room-food_corner = Food Corner
cvc-room-parlor = Parlor
cvc-room-warehouse = Warehouse
cvc-room-stall = Stall
cvc-room-sacrificial_altar = Sacrificial Altar
cvc-room-storeroom = Storeroom
cvc-room-weaving_room = Weaving Room
cvc-room-furniture_workshop = Furniture Workshop
cvc-room-gold_vein = Gold Vein
cvc-room-junction_room = Junction Room
cvc-room-digging_cave = Digging Cave
cvc-room-bakehouse = Bakehouse
cvc-room-state_room = State Room
cvc-room-secret_chamber = Secret Chamber
cvc-room-treasury = Treasury
cvc-room-prospecting_site = Prospecting Site
cvc-room-retting_room = Retting Room
cvc-room-equipment_room = Equipment Room
cvc-room-wood_storeroom = Wood Storeroom
cvc-room-dungeon = Dungeon
cvc-room-prospecting_site-text = When you use Undergrowth you may trade 1 food for 1 gold.
cvc-room-retting_room-text = Whenever you gain 1 to 3 flax, you also get 1 food.
cvc-room-equipment_room-text = When an action lets you use 2 or 3 orange rooms, you may use one more.
cvc-room-wood_storeroom-text = Whenever an action lets you use 1 orange room, you also get 1 wood.
cvc-room-dungeon-text = Whenever you build a wall, you get 2 gold.

cvc-good-name = { $good }
cvc-amount = { $count } { $good }
cvc-nothing = nothing
cvc-plus = { $a } + { $b }
cvc-space = { $a } { $b }
cvc-and = { $a } and { $b }
cvc-or = { $a } or { $b }
cvc-slash = { $a } / { $b }
cvc-semicolon = { $a }; { $b }
cvc-named = { $name }: { $text }
cvc-gain = +{ $count } { $good }
cvc-plus-goods = +{ $goods }
cvc-exchange = { $pay } → { $get }
cvc-pay-exchange = pay { $pay } → { $get }
cvc-raise-all = every good you have none of goes up to 1
cvc-raise = raise { $good } to { $count }
cvc-below = { $text }; { $more } if you have fewer than { $count } { $good }
# The journal: the bonus applied (the player had fewer than $count $good).
cvc-ev-below-got = { $text } and, with fewer than { $count } { $good }, { $more }
cvc-distinct = { $count } different goods → { $get }
cvc-room-dig = pay { $pay }: excavate 1 cavern
cvc-gold-dig = pay 1 gold: excavate { $cell }
cvc-use-rooms = { $count ->
    [one] use 1 orange room
   *[other] use up to { $count } different orange rooms
}
cvc-dig = { $paid ->
    [yes] pay { $cost } to excavate { $count }
   *[no] excavate { $count }
}{ $walls ->
    [yes] {" "}even through walls
   *[no] {""}
}
cvc-furnish = furnish (room cost only)
cvc-furnish-extra = furnish (+{ $extra })
cvc-per-dwarf = 1 { $good } per dwarf
cvc-wall = build a wall
cvc-raze = raze a wall → { $get }
cvc-more-gold = only with more gold than your opponent: { $text }
cvc-xcavern = the additional cavern
cvc-slot-side = on { $cell }'s { $side } side
cvc-slot-between = between { $a } and { $b }

cvc-convert = Convert goods… (emmer, flax or gold → food)
cvc-convert-one = 1 { $good } → 1 food (you have { $have })
cvc-convert-prompt = Convert goods into food (1 for 1, any time)
cvc-back = Back
cvc-tile-prompt = Round { $round }: choose an action tile (turn { $turn } of { $turns })
cvc-prospect = { $room }: pay 1 food for 1 gold
cvc-take = Take { $goods }
cvc-furnish-more = Furnish a cavern (room cost + { $more })
cvc-furnish-cavern = Furnish a cavern (room cost)
cvc-build-wall = Build a wall ({ $left } left in the supply)
cvc-pay-for = Pay { $pay } for { $get }
cvc-end-turn = End turn
cvc-parts-prompt = { $tile }: choose what to do, in any order
cvc-excavate = Excavate { $cell }{ $food ->
    [yes] {" "}(+1 food)
   *[no] {""}
}
cvc-dig-prompt = Choose a face-down room to excavate ({ $left } to go)
cvc-wall-at = Wall { $slot }
cvc-wall-prompt = Choose where to build the wall
cvc-raze-at = Raze the wall { $slot }
cvc-raze-prompt = Choose a wall to raze
cvc-furnish-room = { $room } ({ $color }, { $points } { $points ->
    [one] point
    [-1] point
   *[other] points
}) for { $price }: { $text }
cvc-furnish-prompt = Choose a room to furnish
cvc-place = Put the { $room } on { $cell }{ $turned ->
    [0] {""}
   *[other] , turned { $turned }°
}
cvc-place-prompt = Choose where to put the { $room }
cvc-use-prompt = How do you use the { $room }?
cvc-stop-rooms = Stop using rooms
cvc-rooms-prompt = Use a room ({ $left } more)
cvc-xcav-prompt = Your cave is full: take the additional cavern. Which side?
cvc-xcav-2 = Side with 2 walls (a corner)
cvc-xcav-3 = Side with 3 walls

## Cave vs Cave events (the game log and the channel)

cvc-note-retting = {" "}(Retting Room: +1 food)
cvc-ev-convert = { $who } converts { cvc-amount } into { $count } food.
cvc-ev-take-tile = { $who } takes the { $tile } tile.
cvc-ev-prospect = { $who } trades 1 food for 1 gold at the { $room }.
cvc-ev-takes = { $who } takes { $goods }{ $note }.
cvc-ev-pays = { $who } pays { $pay } for { $get }.
cvc-ev-excavate = { $who } excavates { $cell } and reveals the { $room }, which goes to the display{ $food ->
    [yes] {" "}(+1 food)
   *[no] {""}
}.
cvc-ev-wall = { $who } builds a wall { $slot }{ $dungeon ->
    [yes] {" "}(Dungeon: +2 gold)
   *[no] {""}
}.
cvc-ev-raze = { $who } razes the wall { $slot } and takes { $get }.
cvc-ev-furnish = { $who } furnishes the { $room } on { $cell } for { $price }.
# In brackets: a journal line already says "Yann: …" (and some texts hold a colon).
cvc-ev-use = { $who } uses the { $room } ({ $text }).
cvc-ev-wood = { $who } gets 1 wood from the { $room }.
cvc-ev-xcav = { $who } fills their cave and takes the additional cavern ({ $walls }-wall side).
cvc-ev-pile = The top of the room pile is turned up: { $room }.
cvc-ev-round = Round { $round } begins: the { $tile } tile is turned face up ({ $turns } turns each).
cvc-ev-paid-for-gold = paid { $pay } for 2 gold
cvc-ev-paid-to-dig = paid 1 gold to excavate
cvc-ev-starts = { $who } starts.
cvc-ev-game-ends = The last round is over: the game ends.


# Score lines (rules/cave_vs_cave/scoring.py)
cvc-score-rooms = Rooms
cvc-score-gold = Gold

# The readings we play (rules/cave_vs_cave/data.json "readings"; /game rules)
cvc-reading-1 = Junction Room: gold may be one of the 3 different goods.
cvc-reading-2 = Wood Storeroom: its wood comes once per room action, and only when at least one room is really activated.
cvc-reading-3 = Retting Room: it fires when an effect grants 1 to 3 flax (counted before the cap of 9), replenishing included.
cvc-reading-4 = Undermining ignores every wall on its path, never a face-down room.
cvc-reading-5 = Solo: the top room of the pile is revealed at the end of a turn in which exactly one cavern was excavated.
cvc-reading-6 = Additional cavern: the 2-wall side has its walls on the north and west, the 3-wall side on the north, east and west.
cvc-reading-7 = Excavation for 2 food is offered only when two excavations are possible; the food is paid with the first dig and the second must follow.
cvc-reading-8 = Rooms furnished this turn cannot be activated in the same turn.
cvc-reading-9 = Tunnel: one activation gives both its parts.
cvc-reading-10 = Renovation: having more gold than the opponent is checked when the tile is taken; gold paid for its furnishing afterwards may leave you at or below the opponent.
cvc-reading-11 = Excavation food: the +1 food is printed on the cave spaces B2 and B4.
cvc-reading-12 = Food above 9 is lost like any gain; the food conversion is offered only while food is below 9.
cvc-reading-13 = A room action ends by itself once none of your rooms can be used any more (make your food conversions before the last room); inside a chosen step, a conversion that would leave it nothing but "Back" is not offered.

# A part of the tile the player cannot do, with its reason, said beside the tile's prompt.
cvc-parts-prompt-why = { $tile }: choose what to do, in any order (not possible: { $why })
cvc-blocked = { $part }: { $reason ->
    [cavern] no empty cavern to furnish
    [afford] you cannot pay for it
    [fit] no room on display fits your cave
    [dig] nowhere to dig
    [wall] no wall can be built
    [no-walls] you have no wall to remove
    [rooms] none of your rooms can be used now
   *[none] nothing can be done
}
cvc-blocked-and = { $a }; { $b }
