# Cavern Host — English catalogue: Cave vs Cave's guide (bot/guide.py): how a game goes, and
# what each action tile, room and part of the table does, as the engine plays it
# (rules/cave_vs_cave/data.json). Titles are the catalogue's names; a reading of ours says so.

guide-cave-vs-cave-howto =
    Two dwarf tribes dig into the same mountain. Each of you has a cave of 11 spaces: the printed Entrance, one empty cavern above it, and 9 rooms lying face down, rock still to dig. Everyone starts with 1 of each good: wood, stone, emmer, flax, food and gold.

    The game lasts 8 rounds (7 solo). Each round one more action tile turns face up. Then, from the first player on, you take turns: take one face-up tile nobody has taken this round and do what it shows, in any order, each part at most once (a slash means one or the other, or neither). You get 2 turns a round at first, 3 from round 4, 4 in the last round. Then all tiles come back and the other player starts.

    Excavate rock next to the open part of your cave: the room found there goes to the display, where either player may furnish it. Furnish a room on an empty cavern by paying its cost; its wall icon must fit the walls around that cavern, so build walls where rooms need them. Orange rooms work when a tile lets you use rooms; blue rooms work by themselves. Always keep more orange rooms than blue ones.

    At the end, each room's shield points plus 1 point per gold: most points wins (solo: reach 50). Tap anything on the table to read what it does.


## The action tiles (rules/cave_vs_cave/data.json "tiles")

guide-cave-vs-cave-tile-cultivation = A start tile, there from round 1. Two parts, in either order: use 1 orange room of your cave, and take 2 emmer and 1 flax.
    .title = { cvc-tile-cultivation }
guide-cave-vs-cave-tile-housework = A start tile. Two furnishings, each once: furnish a room paying its cost plus 1 food per dwarf (the turns each player has this round: 2, 3 or 4 food), and furnish a room paying its cost plus 5 food or 1 gold. The extra cost is paid only when a room is placed.
    .title = { cvc-tile-housework }
guide-cave-vs-cave-tile-excavation = A start tile. Excavate 1 room, or pay 2 food to excavate 2 (one or the other); and take 1 stone. We offer the double dig only when two rooms can really be dug one after the other, and the food is paid with the first (our reading).
    .title = { cvc-tile-excavation }
guide-cave-vs-cave-tile-undergrowth = A start tile. Use 1 orange room, and take 2 wood. With the Prospecting Site in your cave, it also lets you pay 1 food for 1 gold.
    .title = { cvc-tile-undergrowth }
guide-cave-vs-cave-tile-furnishing = Turns up in one of rounds 1–3. Take 1 food, and furnish a room paying its cost plus 1 food per dwarf (2, 3 or 4 food, the turns of this round).
    .title = { cvc-tile-furnishing }
guide-cave-vs-cave-tile-masonry = Turns up in one of rounds 1–3. Use 1 orange room; take 1 wood or 1 stone; build a wall from the shared supply in a crack of your cave (nothing if the supply is empty).
    .title = { cvc-tile-masonry }
guide-cave-vs-cave-tile-undermining = Turns up in one of rounds 1–3. One or the other: use up to 2 different orange rooms, or excavate 1 room even through walls. Undermining ignores every wall on the way, never a face-down room (our reading).
    .title = { cvc-tile-undermining }
guide-cave-vs-cave-tile-expansion = Turns up in one of rounds 4–7 (solo 4–6). Excavate 1 room, and furnish a room paying its cost plus 5 food or 2 gold.
    .title = { cvc-tile-expansion }
guide-cave-vs-cave-tile-breach = Turns up in one of rounds 4–7; not used in solo. Raze one of your walls: it goes back to the supply, and you take 2 stone, 3 food and 1 gold. Rooms already furnished stay; natural rock cannot be razed.
    .title = { cvc-tile-breach }
guide-cave-vs-cave-tile-drift-mining = Turns up in one of rounds 4–7 (solo 4–6). Use 1 orange room, and excavate 1 room.
    .title = { cvc-tile-drift_mining }
guide-cave-vs-cave-tile-expedition = Turns up in one of rounds 4–7 (solo 4–6). One or the other: pay 5 wood or 5 stone for 4 gold, or use up to 3 different orange rooms.
    .title = { cvc-tile-expedition }
guide-cave-vs-cave-tile-renovation = The last round's tile. Only a player with more gold than the opponent may take it; while gold is tied nobody may. We check this when the tile is taken: gold paid for its furnishing may leave you at or below the opponent (our reading). Solo ignores the condition. Build a wall, and furnish a room paying its cost only.
    .title = { cvc-tile-renovation }


## The rooms (rules/cave_vs_cave/data.json "rooms"): cost, points, walls, what it does

guide-cave-vs-cave-room-entrance = Printed on your cave, orange, 0 points. Use it: take 1 wood, 1 stone, 1 emmer or 1 flax. Its west side is the cave's mouth; every excavation starts from here.
    .title = { cvc-room-entrance }
guide-cave-vs-cave-room-shelf = Orange, 3 points, costs 1 wood. Walls: one side, the other three open. Use it: raise wood, stone, emmer or flax (one of them) to 2; a good already at 2 or more stays.
    .title = { cvc-room-shelf }
guide-cave-vs-cave-room-spinning-wheel = Orange, 4 points, costs 1 wood. Walls: one side, the other three open. Use it: pay 1 flax for 1 gold, or 3 flax for 2 gold.
    .title = { cvc-room-spinning_wheel }
guide-cave-vs-cave-room-tunnel = Orange, 3 points, costs 1 wood. Walls: two opposite sides, the other two open. Use it: take 2 food, and 1 stone too if you have fewer than 3 stone (one use gives both: our reading).
    .title = { cvc-room-tunnel }
guide-cave-vs-cave-room-grindstone = Orange, 4 points, costs 1 stone. Walls: one side, and may be one next to it; the rest open. Use it: pay 1 emmer for 3 food, or 4 emmer for 7 food.
    .title = { cvc-room-grindstone }
guide-cave-vs-cave-room-food-corner = Orange, 3 points, costs 1 stone. Walls: two sides meeting at a corner, the other two open. Use it: raise your food to 3.
    .title = { cvc-room-food_corner }
guide-cave-vs-cave-room-parlor = Orange, 6 points, costs 1 stone and 1 gold. Walls: three sides, the fourth open. Use it: every good you have none of goes up to 1.
    .title = { cvc-room-parlor }
guide-cave-vs-cave-room-warehouse = Orange, 2 points, costs 2 wood. Walls: one side, may be on the two sides next to it, the opposite side open. Use it: pay 2 food for 1 wood, 1 stone, 1 emmer and 1 flax.
    .title = { cvc-room-warehouse }
guide-cave-vs-cave-room-stall = Orange, 6 points, costs 1 wood and 1 gold. Walls: one side, may be on the two sides next to it, the opposite side open. Use it: pay 5 emmer or 5 flax for 4 gold.
    .title = { cvc-room-stall }
guide-cave-vs-cave-room-sacrificial-altar = Orange, 7 points, costs 4 stone. Walls: one side, may be on the two sides next to it, the opposite side open. Use it: pay 1 wood, 1 emmer, 1 flax and 1 food for 3 gold.
    .title = { cvc-room-sacrificial_altar }
guide-cave-vs-cave-room-storeroom = Orange, 6 points, costs 2 wood and 1 gold. Walls: two sides meeting at a corner, the other two open. Use it: take 1 emmer, 1 flax and 1 food.
    .title = { cvc-room-storeroom }
guide-cave-vs-cave-room-weaving-room = Orange, 5 points, costs 2 wood. Walls: two sides meeting at a corner, the other two open. Use it: pay 2 flax for 2 food and 2 gold.
    .title = { cvc-room-weaving_room }
guide-cave-vs-cave-room-furniture-workshop = Orange, 5 points, costs 1 wood and 2 stone. Walls: two sides meeting at a corner, may be a third, one side open. Use it: pay 2 wood and 1 flax for 3 gold.
    .title = { cvc-room-furniture_workshop }
guide-cave-vs-cave-room-gold-vein = Orange, 9 points, costs 5 gold. Walls: two sides meeting at a corner, may be a third, one side open. Use it: take 1 stone and 1 gold.
    .title = { cvc-room-gold_vein }
guide-cave-vs-cave-room-junction-room = Orange, 6 points, costs 2 wood. Walls: two opposite sides, the other two open. Use it: pay 3 goods of different kinds for 2 gold; gold may be one of the three (our reading, from the rulebook's list of goods).
    .title = { cvc-room-junction_room }
guide-cave-vs-cave-room-digging-cave = Orange, 8 points, costs 3 wood and 1 stone. Walls: three sides, the fourth open. Use it: pay 1 gold to excavate 1 room your cave can reach.
    .title = { cvc-room-digging_cave }
guide-cave-vs-cave-room-bakehouse = Orange, 6 points, costs 1 wood and 2 stone. Walls: three sides, the fourth open. Use it: pay 2 emmer for 4 food and 1 gold, or 3 emmer for 4 food and 2 gold.
    .title = { cvc-room-bakehouse }
guide-cave-vs-cave-room-state-room = Orange, 12 points, costs 7 gold. Walls: three sides, may be the fourth. Use it: take 1 flax and 1 gold.
    .title = { cvc-room-state_room }
guide-cave-vs-cave-room-secret-chamber = Orange, 8 points, costs 2 wood and 1 stone. Walls: all four sides. Use it: take 3 flax, or 1 gold.
    .title = { cvc-room-secret_chamber }
guide-cave-vs-cave-room-treasury = Orange, 10 points, costs 3 gold. Walls: all four sides. Use it: pay 3 gold for 4 gold and 1 food.
    .title = { cvc-room-treasury }
guide-cave-vs-cave-room-prospecting-site = Blue, 5 points, free. Walls: one side, and may be one next to it; the rest open. Whenever you take Undergrowth, you may also pay 1 food for 1 gold.
    .title = { cvc-room-prospecting_site }
guide-cave-vs-cave-room-retting-room = Blue, 3 points, costs 1 stone. Walls: one side, may be on the two sides next to it, the opposite side open. Whenever something gives you 1 to 3 flax, you also get 1 food; we count the flax as given, before the limit of 9, and raising flax counts too (our reading).
    .title = { cvc-room-retting_room }
guide-cave-vs-cave-room-equipment-room = Blue, 3 points, costs 2 wood. Walls: one side, and may be one next to it; the rest open. When an action lets you use 2 or 3 orange rooms, you may use one more.
    .title = { cvc-room-equipment_room }
guide-cave-vs-cave-room-wood-storeroom = Blue, 2 points, costs 1 stone. Walls: two sides meeting at a corner, the other two open. Whenever an action lets you use 1 orange room, you also get 1 wood, once per action and only when a room is really used (our reading).
    .title = { cvc-room-wood_storeroom }
guide-cave-vs-cave-room-dungeon = Blue, 11 points, costs 3 stone and 4 gold. Walls: all four sides. Whenever you build a wall, you get 2 gold.
    .title = { cvc-room-dungeon }


## The cave, the goods and the table

guide-cave-vs-cave-zone-face-down = A room lying face down: rock still to dig. Nobody knows which room it is, you included. You may excavate it when it touches the open part of your cave: a space joined to the Entrance by a path across uncovered spaces (the Entrance, empty caverns, furnished rooms) that crosses no wall and no face-down room. Undermining may cross walls. Excavating puts the room face up in the display, for either player to furnish, and leaves an empty cavern.
    .title = Face-down room
guide-cave-vs-cave-zone-food-bonus = Printed on the board under the rooms of B2 and B4: whoever excavates the room lying there takes 1 food. (The rulebook does not say which spaces carry it; we read the cave board.)
    .title = { pic-cvc-food-bonus }
guide-cave-vs-cave-zone-empty-cavern = An excavated space. Furnish a room here: pay its cost and the action's extra cost, and the room's wall icon must fit the walls around this cavern (you may turn the room). It need not be reachable from the Entrance. With no empty cavern, a furnishing does nothing.
    .title = Empty cavern
guide-cave-vs-cave-zone-wall = A crack between two spaces, where a wall may stand. Masonry and Renovation build a wall from the shared supply; Breach razes one of yours. Walls decide which rooms fit and block the way for excavating. The dark frame is natural rock: it counts as a wall and can never be razed. A solid bar is a wall token; a dashed line, an empty crack.
    .title = Walls
guide-cave-vs-cave-zone-additional-cavern = The first player whose 11 cave spaces are all furnished takes it and chooses a side: 2 walls at a corner or 3 walls. We put the 2 walls north and west, the 3 walls north, east and west (our reading). It is already excavated: build walls on its open sides and furnish it like any cavern. It is not joined to your cave. Solo uses it too.
    .title = { pic-cvc-extra }
guide-cave-vs-cave-zone-shelf = Your goods, each marker on its track: everyone starts with 1 of each. At most 9 of a good and 19 gold (past 9 the gold marker turns to its +10 side); anything above is lost. At the end each gold is worth 1 point; the other goods are worth nothing.
    .title = Supply shelf
guide-cave-vs-cave-zone-conversion = The permanent action: at any time, as often as you like, turn 1 emmer, 1 flax or 1 gold into 1 food. Here it is “Convert goods…” in your choices, offered while your food is below 9.
    .title = Permanent action
guide-cave-vs-cave-zone-walls-supply = The 7 wall tokens, shared by both players. Building a wall takes one from here, razing one gives it back. When none are left, building a wall does nothing.
    .title = Wall tokens
guide-cave-vs-cave-zone-display = The rooms you can furnish: the 6 light-grey rooms from the start (3 at random in solo), joined by every room either player excavates. Each room exists once: a room furnished is gone for the other player.
    .title = { pic-cvc-rooms-to-furnish }
guide-cave-vs-cave-zone-room-pile = Solo only: the 9 dark-grey rooms not in your cave wait face down. At the end of a turn in which you excavated exactly one room, the top one is turned face up into the display (the rulebook says per turn; we follow it).
    .title = Solo draw pile
guide-cave-vs-cave-zone-round-track = The rounds, and under each one dwarf per turn that each player has: 2, 2, 2, 3, 3, 3, 3, 4 (solo 2, 2, 2, 3, 3, 3, 4). A cost of “1 food per dwarf” is the number of turns of the current round.
    .title = { pic-cvc-rounds }
guide-cave-vs-cave-zone-hidden-tile = An action tile still face down: it turns up at the start of its round. Its back shows its group, so you know what it can be: rounds 1–3 bring Furnishing, Masonry and Undermining in a random order; rounds 4–7 Expansion, Breach, Drift Mining and Expedition (solo rounds 4–6, without Breach); the last round Renovation.
    .title = Face-down action tile
guide-cave-vs-cave-zone-turns = Your turns this round, one dwarf each; a hollow dwarf is a turn played. Players take turns one at a time, the first player first; each turn is one face-up tile nobody has taken this round.
    .title = Turns
guide-cave-vs-cave-zone-first-player = Takes the first turn of this round. At the end of each round the token goes to the other player, so each of you starts every other round.
    .title = { pic-first-player-cap }
guide-cave-vs-cave-zone-score = Points if the game ended now: the shield points of every room in your cave, plus 1 per gold. At the end, on a tie, the player with the most valuable single room wins; if that is tied too, it is a draw.
    .title = { pic-score-breakdown }
guide-cave-vs-cave-zone-colour-rule = Orange rooms (a circle) work when a tile lets you use rooms: each at most once per room action, and not in the turn you furnished it. Blue rooms (a diamond) work by themselves. You must always have more orange rooms than blue ones, the Entrance counting as orange: a blue room can be furnished only if orange still outnumber blue afterwards.
    .title = Orange and blue rooms
guide-cave-vs-cave-zone-wall-icon = The walls a room needs around its cavern: a thick line is a wall that must be there, a dashed line a wall that may be there, no line a side that must stay open. You may turn the room to make it fit. Natural rock counts as a wall; rooms, even face down, never do.
    .title = Wall icon
guide-cave-vs-cave-zone-solo-goal = Solo: reach 50 points in 7 rounds, rooms' points plus 1 per gold. Above 60, the rulebook writes your name in gold letters in the dwarf archives.
    .title = Solo goal
