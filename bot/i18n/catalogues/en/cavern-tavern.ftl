# Cavern Host — English catalogue (the source language): Cavern Tavern.

## Cavern Tavern (rules/cavern_tavern). English reproduces the engine's own text exactly
## (tests/i18n/test_tavern_texts.py compares them).

tavern-verbatim = { $text }
tavern-comma = { $a }, { $b }
tavern-comma-last = { $a } and { $b }
tavern-and = { $a } and { $b }
tavern-times = { $name } ×{ $count }
tavern-a-card = { $vowel ->
    [yes] an
   *[no] a
} { $ing } card

## Ingredients (data ids of board.py)
tavern-ing-fruit = Fruit
tavern-ing-herbs = Herbs
tavern-ing-syrup = Syrup
tavern-ing-rocks = Rocks
tavern-ing-mead = Mead
tavern-ing-nectar = Nectar
tavern-ing-wine = Wine
tavern-ing-elixir = Elixir
tavern-ing-ambrosia = Ambrosia
tavern-ing-beer = Beer
tavern-ing-liqueur = Liqueur
tavern-ing-spirits = Spirits
tavern-ing-potion = Magic Potion

## Zones (board.py ids)
tavern-zone-cellar1 = Fruit or Herbs
tavern-zone-cellar2 = Syrup or Rocks
tavern-zone-cellar3 = Mead or Nectar
tavern-zone-cellar4 = Wine or Elixir
tavern-zone-cellar5 = Ambrosia or Beer
tavern-zone-cellar6 = Liqueur or Spirits
tavern-zone-kitchen7 = Make Lunch for Nasty
tavern-zone-kitchen9 = Roast the Meat
tavern-zone-kitchen11 = Cook Dragon Eggs
tavern-zone-kitchen13 = Wash the Dishes
tavern-zone-kitchen15 = Cut the Meat
tavern-zone-kitchen17 = Serve Dinner
tavern-zone-chore8 = Wipe the Tables
tavern-zone-chore10 = Mop the Floor
tavern-zone-chore12 = Prepare the Rooms
tavern-zone-chore14 = Chop Wood
tavern-zone-chore16 = Fix the Roof
tavern-zone-chore18 = Entertain the Guests
tavern-zone-office = Talk to Nasty
tavern-zone-replace = Replace an Order
tavern-zone-item = Item
tavern-zone-potion = Magic Potion
tavern-zone-missnasty = Talk to Miss Nasty

## Items (data/items.json): the French rulebook prints their English names
tavern-item-book_of_potion = Book of Potion
tavern-item-bracelet = Bracelet
tavern-item-clover = Clover
tavern-item-dragons_claw = Dragon's Claw
tavern-item-dwarven_ale = Dwarven Ale
tavern-item-dwarven_axe = Dwarven Axe
tavern-item-dwarven_helmet = Dwarven Helmet
tavern-item-dwarven_mug = Dwarven Mug
tavern-item-elven_chess = Elven Chess
tavern-item-elven_cup = Elven Cup
tavern-item-glass_of_strongcliff = Glass of Strongcliff
tavern-item-hammer = Hammer
tavern-item-lantern = Lantern
tavern-item-magic_pot = Magic Pot
tavern-item-pipe = Pipe
tavern-item-sand_clock = Sand Clock
tavern-item-sapphire_stone = Sapphire Stone
tavern-item-scroll = Scroll
tavern-item-talisman = Talisman
tavern-item-micos_pencil = The Mico's Pencil
tavern-item-tip = Tip
tavern-item-book_of_potion-text = When serving, one ingredient of the order may be paid with any other ingredient.
tavern-item-bracelet-text = Set the white die aside for the rest of the round; you roll it next round.
tavern-item-clover-text = Name an ingredient: 2 VP per player holding at least one.
tavern-item-dragons_claw-text = Every player goes 1 space up the Nasty track (worse).
tavern-item-dwarven_ale-text = This round your Nasty-says cards do not bar the Kitchen or the Chore Board.
tavern-item-dwarven_axe-text = Chores track +2 (+1 from space 8).
tavern-item-dwarven_helmet-text = Kitchen track +2 (+1 from space 8).
tavern-item-dwarven_mug-text = Name an ingredient: every other player holding one gives you one.
tavern-item-elven_chess-text = When serving, score as if served one round earlier.
tavern-item-elven_cup-text = Move one of your placed dice to a free Cellar slot, whatever its value, and take that Cellar's reward (not a placement action).
tavern-item-glass_of_strongcliff-text = Steal an ingredient of your choice (not a Magic Potion) from another player.
tavern-item-hammer-text = Take the first-player marker.
tavern-item-lantern-text = When you place on a Cellar slot, take both of its ingredients.
tavern-item-magic_pot-text = Re-roll one or more of your unplaced dice.
tavern-item-pipe-text = Swap one of your ingredients for one from the supply (not a Magic Potion).
tavern-item-sand_clock-text = This turn you may place dice any number of times.
tavern-item-sapphire_stone-text = Go 3 spaces down the Nasty track (better; not below 0).
tavern-item-scroll-text = When serving, keep one of the ingredients you spent.
tavern-item-talisman-text = When summoned by Nasty, draw 3 Nasty-says cards, keep 1 and shuffle 2 back.
tavern-item-micos_pencil-text = Set one of your unplaced dice to any value.
tavern-item-tip-text = 5 VP at the end of the game (in hand or banked).

## Nasty-says cards (data/nasty_says.json)
tavern-says-dirt_everywhere = Dirt Everywhere
tavern-says-do_chores = Do Chores
tavern-says-even_my_dog = Even my dog won't eat this!
tavern-says-get_me_a_drink = Get me a drink
tavern-says-get_out = Get out!
tavern-says-go_in_the_kitchen = Go in the kitchen
tavern-says-help_out = Help out!
tavern-says-hiding_something = Hiding Something?
tavern-says-incompetent_fool = Incompetent Fool
tavern-says-pass_around = Pass Around
tavern-says-shady_conduct = Shady Conduct
tavern-says-yeah_brilliant = Yeah Brilliant!
tavern-says-youre_wasting_it = You're Wasting it!
tavern-says-dirt_everywhere-text = Fall back 1 space on the Chores track, then discard.
tavern-says-do_chores-text = You may place on the Chore Board, but get no reward there; discarded after one such placement.
tavern-says-even_my_dog-text = Fall back 2 spaces on the Kitchen track (1 if on space 1), then discard.
tavern-says-get_me_a_drink-text = Hand in one Nectar and one Liqueur; until you do, you cannot serve orders.
tavern-says-get_out-text = No effect; discard.
tavern-says-go_in_the_kitchen-text = You may place in the Kitchen, but get no reward there; discarded after one such placement.
tavern-says-help_out-text = Give 2 ingredients (1 if you have 1) to the player with the fewest VP; void if that is you or you have none.
tavern-says-hiding_something-text = Discard an item card (void if you have none).
tavern-says-incompetent_fool-text = Fall back 2 spaces on the Chores track (1 if on space 1), then discard.
tavern-says-pass_around-text = Give 1 ingredient to the player on your left (void if you have none).
tavern-says-shady_conduct-text = Go 2 spaces up the Nasty track (worse), then discard.
tavern-says-yeah_brilliant-text = Fall back 1 space on the Kitchen track, then discard.
tavern-says-youre_wasting_it-text = Return 2 ingredients to the supply (1 if you have 1; void if none).

## Characters (data/characters.json)
tavern-char-wido = Wido Wanderfoot
tavern-char-tanelia = Tanelia Orisys
tavern-char-noogie = Noogie Stonehammer
tavern-char-keishara = Keishara
tavern-char-grimald = Grimald Headstrong
tavern-char-ingeltrud = Ingeltrud Proudbodya
tavern-char-wido-text = When another player uses a Cellar slot, you also take one of its ingredients.
tavern-char-tanelia-text = When you serve an Elf's order (not a Green Elf's), score its same-round VP however late.
tavern-char-noogie-text = When you take items at the Workshop's Item zone, keep 2 instead of 1.
tavern-char-keishara-text = Place your dice on an occupied slot.
tavern-char-grimald-text = Serve an order without one of its ingredients.
tavern-char-ingeltrud-text = Skip a Nasty-says draw.

## Races of the customers
tavern-race-elf = Elf
tavern-race-green-elf = Green Elf
tavern-race-dwarf = Dwarf
tavern-race-troll = Troll
tavern-race-halfling = Halfling
tavern-race-human = Human

## Orders (house deck data/orders.json)
tavern-order-h01 = Moonlit Leaf Cordial
tavern-order-h02 = Smoky Leaf Cordial
tavern-order-h03 = Mossy Leaf Cordial
tavern-order-h04 = Grumbling Leaf Cordial
tavern-order-h05 = Frosty Leaf Cordial
tavern-order-h06 = Crooked Leaf Cordial
tavern-order-h07 = Gilded Leaf Cordial
tavern-order-h08 = Sleepy Leaf Cordial
tavern-order-h09 = Moonlit Fern Tonic
tavern-order-h10 = Smoky Fern Tonic
tavern-order-h11 = Mossy Fern Tonic
tavern-order-h12 = Grumbling Fern Tonic
tavern-order-h13 = Frosty Fern Tonic
tavern-order-h14 = Crooked Fern Tonic
tavern-order-h15 = Gilded Fern Tonic
tavern-order-h16 = Sleepy Fern Tonic
tavern-order-h17 = Moonlit Anvil Stout
tavern-order-h18 = Smoky Anvil Stout
tavern-order-h19 = Mossy Anvil Stout
tavern-order-h20 = Grumbling Anvil Stout
tavern-order-h21 = Frosty Anvil Stout
tavern-order-h22 = Crooked Anvil Stout
tavern-order-h23 = Gilded Anvil Stout
tavern-order-h24 = Sleepy Anvil Stout
tavern-order-h25 = Moonlit Road Supper
tavern-order-h26 = Smoky Road Supper
tavern-order-h27 = Mossy Road Supper
tavern-order-h28 = Grumbling Road Supper
tavern-order-h29 = Frosty Road Supper
tavern-order-h30 = Crooked Road Supper
tavern-order-h31 = Gilded Road Supper
tavern-order-h32 = Sleepy Road Supper
tavern-order-h33 = Moonlit Pantry Pie
tavern-order-h34 = Smoky Pantry Pie
tavern-order-h35 = Mossy Pantry Pie
tavern-order-h36 = Grumbling Pantry Pie
tavern-order-h37 = Frosty Pantry Pie
tavern-order-h38 = Crooked Pantry Pie
tavern-order-h39 = Gilded Pantry Pie
tavern-order-h40 = Sleepy Pantry Pie
tavern-order-h41 = Moonlit Boulder Broth
tavern-order-h42 = Smoky Boulder Broth
tavern-order-h43 = Mossy Boulder Broth
tavern-order-h44 = Grumbling Boulder Broth
tavern-order-h45 = Frosty Boulder Broth
tavern-order-h46 = Crooked Boulder Broth
tavern-order-h47 = Gilded Boulder Broth
tavern-order-h48 = Sleepy Boulder Broth

## Secret objectives (house deck data/objectives.json)
tavern-obj-o01 = Regulars of the North
tavern-obj-o02 = Friend of the Woods
tavern-obj-o03 = Moss and Mischief
tavern-obj-o04 = Bridge Tolls
tavern-obj-o05 = Second Breakfast Club
tavern-obj-o06 = Road-weary Guests
tavern-obj-o07 = Head Cook
tavern-obj-o08 = Chore Champion
tavern-obj-o09 = Busy Night
tavern-obj-o10 = Nasty's Favourite
tavern-obj-o11 = Hot from the Kitchen
tavern-obj-o12 = Swept Clean
tavern-obj-o13 = Quick Hands

## Secret Room cards (house deck data/secret_room.json)
tavern-sr-sr01 = Back-Room Dice Game
tavern-sr-sr02 = Smuggled Crate
tavern-sr-sr03 = Quiet Word with a Fence
tavern-sr-sr04 = Hidden Still
tavern-sr-sr05 = Forged Ledger
tavern-sr-sr06 = Candlelit Supper
tavern-sr-sr07 = Polish the Strongbox
tavern-sr-sr08 = Secret Recipe
tavern-sr-sr09 = Sweep the Tunnel
tavern-sr-sr10 = Cellar Auction
tavern-sr-sr11 = Spiced Wine for the Envoys
tavern-sr-sr12 = Hide the Contraband
tavern-sr-sr13 = Midnight Feast
tavern-sr-sr14 = Mend the Secret Door
tavern-sr-sr15 = Banquet for the Warlords
tavern-sr-sr16 = Guard the Meeting
tavern-sr-sr17 = Miss Nasty's Errand
tavern-sr-sr18 = Bribe the Doorman
tavern-sr-sr19 = Wizard's Side Door
tavern-sr-sr20 = Tasting Session
tavern-sr-sr21 = Mixing Lesson

## Five Kingdoms story cards (house deck data/five_kingdoms.json)
tavern-story-fk01 = The Silver Leaf Pact
tavern-story-fk01-text = Elven envoys must dine well while the Wizard slips them a map.
tavern-story-fk02 = Moss and Moonlight
tavern-story-fk02-text = Keep the Green Elves' rooms spotless so they stay for the council.
tavern-story-fk03 = Two Branches, One Tree
tavern-story-fk03-text = Seat both elven houses at one table without Nasty noticing.
tavern-story-fk04 = The Wizard's Seedling
tavern-story-fk04-text = Carry the Wizard's seedling to the forest folk in their cups.
tavern-story-fk05 = The Anvil Truce
tavern-story-fk05-text = Feed the dwarf clans until they lay down their hammers.
tavern-story-fk06 = Deep Road Rations
tavern-story-fk06-text = Stock the miners' packs for the long road home.
tavern-story-fk07 = A Forge Gone Cold
tavern-story-fk07-text = Bring a troll and the dwarves to the same fire.
tavern-story-fk08 = Runes Under the Table
tavern-story-fk08-text = Help the Wizard copy the runes while the clans eat.
tavern-story-fk09 = The Border Lords
tavern-story-fk09-text = Win over the border lords with a quiet supper.
tavern-story-fk10 = The Deserters' Table
tavern-story-fk10-text = Shelter the deserters and keep their table clean.
tavern-story-fk11 = Ink and Oaths
tavern-story-fk11-text = Let the Wizard's scribe meet the messengers unseen.
tavern-story-fk12 = Bread for the Garrison
tavern-story-fk12-text = Send warm bread to the garrison before dawn.
tavern-story-fk13 = The Second Breakfast Accord
tavern-story-fk13-text = Halflings sign nothing on an empty stomach.
tavern-story-fk14 = Pipe-Smoke Signals
tavern-story-fk14-text = Keep the hearth going so the signal smoke rises on time.
tavern-story-fk15 = The Pantry Conspiracy
tavern-story-fk15-text = Hide the Wizard's letters among the pantry jars.
tavern-story-fk16 = Hill and Hollow
tavern-story-fk16-text = Bring the hill folk and the valley folk to one bench.
tavern-story-fk17 = Stone Soup Diplomacy
tavern-story-fk17-text = A troll chieftain listens best after a hearty soup.
tavern-story-fk18 = The Bridge Toll
tavern-story-fk18-text = Fix what the trolls broke so they open the bridge.
tavern-story-fk19 = Boulders and Blessings
tavern-story-fk19-text = Sit a troll beside a Green Elf and keep the peace.
tavern-story-fk20 = One Table for All
tavern-story-fk20-text = Every kingdom at one table: the Wizard's dream of peace.
tavern-kingdom-emerald-wilds = Emerald Wilds
tavern-kingdom-iron-deeps = Iron Deeps
tavern-kingdom-free-marches = Free Marches
tavern-kingdom-hearth-hills = Hearth Hills
tavern-kingdom-crag-lands = Crag Lands

## Rewards and amounts

tavern-vp = { $count } VP
tavern-nothing = nothing
tavern-reward-any = { $count ->
    [one] { $count } ingredient of your choice
   *[other] { $count } ingredients of your choice
}
tavern-reward-potion = { $count ->
    [one] { $count } Magic Potion
   *[other] { $count } Magic Potions
}
tavern-reward-modifiers = { $count ->
    [one] { $count } Modifier token
   *[other] { $count } Modifier tokens
}
tavern-reward-items = { $count ->
    [one] { $count } item card
   *[other] { $count } item cards
}
tavern-reward-calm = { $count ->
    [one] { $count } Nasty-track space up
   *[other] { $count } Nasty-track spaces up
}
tavern-space = { $a } { $b }
tavern-semicolon = { $a }; { $b }
tavern-sentence = { $text }.

## The view: decks in play, objectives, story goals

tavern-deck-orders = order cards
tavern-deck-objectives = secret objectives
tavern-deck-story = Five Kingdoms story cards
tavern-deck-secret_room = Secret Room cards and Secret Pile
tavern-deck-item_copies = item copy counts
tavern-deck-says_copies = Nasty-says copy counts
tavern-note-ours = House-made (ours): { $decks }. The printed texts are not public, so these are original cards made to the known rules.
tavern-note-theirs = The server's own: { $decks }.
tavern-note-guessed = Our assumption: { $counts } (25 items and 15 Nasty-says cards as in the box; which names repeat is not public).
tavern-track-name = { $track ->
    [kitchen] kitchen
    [chores] chores
   *[other] { $track }
}
tavern-objective-serve_race = Serve at least { $count ->
    [one] { $count } order
   *[other] { $count } orders
} of { $race } customers.
tavern-objective-track = Reach space { $min } on the { tavern-track-name } track.
tavern-objective-served = Serve at least { $count ->
    [one] { $count } order
   *[other] { $count } orders
}.
tavern-objective-nasty_at_most = End at space { $max } or less on the Nasty track.
tavern-objective-symbol = Serve at least { $count ->
    [one] { $count } order
   *[other] { $count } orders
} with a { $symbol ->
    [kitchen] kitchen
    [chores] chores
   *[other] { $symbol }
} symbol.
tavern-objective-served_prompt = Serve at least { $count ->
    [one] { $count } order
   *[other] { $count } orders
} in the round you took them.
tavern-goal-serve = { $count ->
    [one] Serve { $count } { $race } order
   *[other] Serve { $count } { $race } orders
}
tavern-goal-kitchen = Reach space { $count } on the Kitchen track
tavern-goal-chores = Reach space { $count } on the Chores track
tavern-goal-wizard = Use the Wizard's Workshop { $count ->
    [one] { $count } time
   *[other] { $count } times
}
tavern-goal-nasty_at_most = End at space { $count } or less on the Nasty track

## Prompts and option labels

tavern-player = { $who }
tavern-back = Back
tavern-skip = Skip
tavern-choose-character = Choose your character
tavern-choose-start = Choose your starting ingredients
tavern-take-ing = Take { $ing }
tavern-lantern = Play the Lantern: take both
tavern-pick-wido = Wido: { $who } used the Cellar — take one too?
tavern-pick-cellar = Choose your Cellar ingredient
tavern-pick-any = Take an ingredient from the supply
tavern-swap-give = Swap: which of your ingredients goes back?
tavern-swap-take = Swap your { $ing } for…
tavern-steal-whom = Steal from whom?
tavern-steal-which = Steal which ingredient from { $who }?
tavern-trade-give = Trade: which of your ingredients do you give?
tavern-trade-whom = Trade your { $ing } with whom?
tavern-trade-take = Take which ingredient from { $who }?
tavern-play-which = Play which item?
tavern-play-item = Play { $item }
tavern-name-ing = { $item }: name an ingredient
tavern-cup-which = Elven Cup: move which of your placed dice?
tavern-cup-to = Elven Cup: move the { $value } to which Cellar zone?
tavern-reroll-which = Magic Pot: re-roll which dice?
tavern-reroll = Re-roll { $dice }
tavern-pencil-which = The Mico's Pencil: set which die to what?
tavern-turn-into = Turn a { $old } into { $new }
tavern-summon-draw = Draw a Nasty-says card
tavern-summon-talisman = Play the Talisman: draw 3, keep 1
tavern-summon-ingeltrud = Ingeltrud: skip this draw
tavern-summon-miss = Hand in { $count ->
    [one] { $count } Miss Nasty token
   *[other] { $count } Miss Nasty tokens
}: skip this draw
tavern-summon = Nasty summons you to his office
tavern-talisman-keep = Keep one Nasty-says card (the others go back)
tavern-give-supply = Give an ingredient to the supply ({ $left } left)
tavern-give-to = Give an ingredient to { $who } ({ $left } left)
tavern-drop-item = Discard an item card
tavern-order = { $name } ({ $race }): { $ings } — { $vp } VP, leaves after { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
} (−{ $penalty }){ $symbol ->
    [kitchen] , kitchen symbol
    [chores] , chores symbol
   *[none] {""}
}
tavern-take-order = Take { $order }
tavern-draw-blind = Draw blind, discarding { $name }
tavern-serve-go = Serve { $name } now for { $vp } VP, { $count ->
    [0] paying no cards
   *[other] paying { $paid }
}
tavern-serve-chess = Play Elven Chess: score as one round earlier
tavern-serve-scroll = Play the Scroll: keep one spent ingredient
tavern-serve-book = Play the Book of Potion: pay { $ing } with another card
tavern-serve-grimald = Grimald: serve without one { $ing }
tavern-serve-tanelia = Tanelia: score the same-round VP
tavern-serve = Serve your order
tavern-serve-pot = Pay one { $ing } with a Magic Potion instead
tavern-serve-bcard = Book of Potion: give { $give } for the { $ing }
tavern-scroll-keep = Scroll: keep one spent ingredient
tavern-combo = { $dice }{ $changed ->
    [yes] {" "}(one { $old } turned into { $new })
   *[no] {""}
}
tavern-die-on = Your { $white ->
    [yes] white die
   *[no] die
} showing { $value } on { $zone }
tavern-zone-label = { $name } ({ $need ->
    [sum] sum { $sum }
   *[dice] { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }
})
tavern-keishara = Keishara: { $zone }, though occupied
tavern-where = Where do you place dice?
tavern-which-dice = Which dice on { $zone }?
tavern-first-marker = the first-player marker
tavern-take-rewards = Take { $rewards }
tavern-take-only = Take only { $rewards }
tavern-take-none = Take no reward
tavern-rewards = Which rewards do you take?
tavern-office-whom = Who goes 1 space up the Nasty track (worse)?
tavern-keep-item = Keep { $item }
tavern-noogie = Noogie: keep { $a } and { $b }
tavern-item-keep = Keep an item (the others go back)
tavern-replace-which = Discard which Mess order?
tavern-replace-pick = Put which order in the empty Mess slot? (the others go under the deck)
tavern-menu-mod = Use Modifier tokens…
tavern-menu-drinks = Serve a Drink token…
tavern-modify = Modifier tokens ({ $left } left): change a die by 1
tavern-done = Done
tavern-drink-serve = Serve the { $drink } drink with { $paid } for { $vp } VP
tavern-drink-which = Serve which Drink token?
tavern-sr-drop = Keep at most { $count ->
    [one] { $count } Secret Room card
   *[other] { $count } Secret Room cards
}: discard one
tavern-discard-card = Discard { $card }
tavern-character = { $name } — { $text }
tavern-start-nothing = Nothing: every pile is empty
tavern-menu-place = Place dice…
tavern-menu-serve = Serve your order…
tavern-menu-order = Take an order…
tavern-menu-item = Play an item…
tavern-menu-end = End turn
tavern-must-take = Take an order (your first action)
tavern-your-turn = Your turn
tavern-take-which = Take which order?

## Events (the game log and the channel)

tavern-ev-char-use = { $who } uses { $name }: the card { $twice ->
    [yes] is discarded (used twice)
   *[no] flips to its red side
}.
tavern-ev-lantern = { $who } plays the Lantern and takes { $ings }.
tavern-ev-takes = { $who } takes { $what }.
tavern-ev-takes-order = { $who } takes { $what }.
tavern-ev-swaps = { $who } swaps { $give } for { $take } from the supply.
tavern-ev-steals = { $who } steals { $card } from { $victim }.
tavern-ev-trades = { $who } trades { $give } for { $other }'s { $ing }.
tavern-ev-tip = { $who } banks a Tip (5 VP at the end).
tavern-ev-plays = { $who } plays { $item }.
tavern-ev-bracelet = { $who } sets the white die aside and will roll it next round.
tavern-ev-first = { $who } takes the first-player marker.
# The name first, as in every sentence about a player: a journal line says it once.
tavern-ev-clover = { $count ->
    [0] { $who } scores nothing: no player holds { $ing }.
    [one] { $who } scores { $vp } VP: { $count } player holds { $ing }.
   *[other] { $who } scores { $vp } VP: { $count } players hold { $ing }.
}
tavern-ev-gives = { $who } gives { $card } to { $to }.
tavern-ev-cup = { $who } moves a { $value } from { $old } to { $new }.
tavern-ev-reroll = { $who } re-rolls { EN_DICE($old) } and gets { EN_FACES($new) }.
tavern-ev-pencil = { $who } turns a { $old } into a { $new }.
tavern-ev-worse = { $who } goes up to { $space } on the Nasty track (worse).
tavern-ev-better = { $who } goes down to { $space } on the Nasty track (better).
tavern-ev-track = { $who } { $up ->
    [yes] advances
   *[no] falls back
} to { $space } on the { $track ->
    [kitchen] Kitchen
    [chores] Chores
   *[other] { $track }
} track.
tavern-ev-says-empty = The Nasty-says deck is empty: Nasty only grumbles.
tavern-ev-nasty-says = { $who } draws the Nasty-says card “{ $card }” — { $text }
tavern-ev-drink = { $who } hands Nasty a Nectar and a Liqueur.
tavern-ev-says-done = { $who } is done with “{ $card }”.
tavern-ev-miss = { $who } hands in { $count ->
    [one] { $count } Miss Nasty token
   *[other] { $count } Miss Nasty tokens
}: Miss Nasty keeps Nasty busy, no Nasty-says card.
tavern-ev-slips = { $who } slips away: no Nasty-says card.
tavern-ev-talisman = { $who } plays the Talisman and { $count ->
    [0] looks at no Nasty-says card (the pile is empty)
    [one] looks at { $count } Nasty-says card
   *[other] looks at { $count } Nasty-says cards
}.
tavern-ev-returns = { $who } returns { $card } to the supply.
tavern-ev-drops-item = { $who } discards an item.
tavern-ev-you-drop = You discard { $item }.
tavern-ev-new-order = A new order arrives in Mess slot { $slot }: { $order }.
tavern-ev-blind = { $who } discards { $name } and draws { $order }.
tavern-ev-forgotten = { $name } was forgotten: { $who } loses { $vp } VP.
tavern-ev-plays-serving = { $who } plays { $item ->
    [book_of_potion] { tavern-item-book_of_potion }
    [elven_chess] { tavern-item-elven_chess }
   *[scroll] { tavern-item-scroll }
}.
tavern-ev-serves = { $who } serves { $name } ({ $late ->
    [0] on time
    [one] { $late } round late
   *[other] { $late } rounds late
}) with { $count ->
    [0] no cards
   *[other] { $paid }
} and scores { $vp } VP.
tavern-ev-keeps = { $who } keeps { $card }.
tavern-ev-places = { $who } places { EN_DICE($dice) } on { $zone }.
tavern-ev-no-reward = { $who } gets no reward for { $zone } (a Nasty-says card).
tavern-ev-takes-none = { $who } takes no reward.
tavern-ev-takes-no-ingredient = { $who } takes no ingredient.
# A Cellar zone whose two ingredients are both gone from the supply.
tavern-ev-cellar-empty = { $who } takes nothing, as no { $a } or { $b } card is left.
tavern-ev-replace-none = { $who } finds no order in the Mess to replace.
tavern-ev-looks-items = { $who } looks at { $count ->
    [0] no item card
    [one] { $count } item card
   *[other] { $count } item cards
}.
tavern-ev-potion = { $who } takes a Magic Potion.
tavern-ev-adds-items = { $who } adds { $count ->
    [0] no item card
    [one] { $count } item card
   *[other] { $count } item cards
} to their hand.
tavern-ev-you-get = You get { $items }.
tavern-ev-discards = { $who } discards { $what }.
tavern-ev-discards-order = { $who } discards { $what }.
tavern-ev-draws-orders = { $who } draws { $count ->
    [0] no order
    [one] { $count } order
   *[other] { $count } orders
}.
tavern-ev-puts = { $who } puts an order in Mess slot { $slot }: { $order }.
tavern-ev-rolls = { $who } rolls { EN_FACES($dice) }.
tavern-ev-white-roll = { $who } rolls the white die: { $value }.
tavern-clock-1 = 10:00pm
tavern-clock-2 = 10:20pm
tavern-clock-3 = 10:40pm
tavern-clock-4 = 11:00pm
tavern-clock-5 = 11:20pm
tavern-clock-6 = 11:40pm
tavern-clock-7 = 12:00am
tavern-clock-8 = 12:20am
tavern-clock-9 = 12:40am
tavern-clock-10 = 1:00am
tavern-ev-round = Round { $round } begins ({ $clock }).
tavern-ev-automaton = The automaton rolls { EN_FACES($dice) }: it blocks Mess slot { $slot } and the zones { EN_QUOTED($zones) }.
tavern-ev-round-ends = The round ends.
tavern-ev-last-round-ends = The last round ends.
tavern-ev-automaton-sends = The automaton sends away the order in Mess slot { $slot }.
tavern-ev-night-over = The night is over: final scoring.
tavern-ev-white-takes = { $who } takes the white die.
tavern-no-token = no token
tavern-miss-token = a Miss Nasty token
tavern-drink-token = { $vowel ->
    [yes] an
   *[no] a
} { $ing } Drink token
tavern-ev-sr-slot = Secret Room slot { $slot }: { $name } (sum { $sum }: { $reward }) with { $token }.
tavern-ev-sr-opens = Miss Nasty opens the Secret Room.
tavern-ev-sr-purple = The automaton's purple die sends { $name } away.
tavern-ev-sr-keeps = { $who } keeps { $name } on their board.
tavern-ev-sr-uses = { $who } uses { $name } ({ $vp } VP{ $more ->
    [yes] , { $extra }
   *[no] {""}
}).
tavern-ev-miss-nasty = { $who } talks to Miss Nasty and gets { $count ->
    [0] no Modifier token
    [one] { $count } Modifier token
   *[other] { $count } Modifier tokens
}.
tavern-ev-modifier = { $who } spends a Modifier token: a { $old } becomes a { $new }.
tavern-ev-drink-served = { $who } serves { $vowel ->
    [yes] an
   *[no] a
} { $ing } drink with { $paid } and scores { $vp } VP.
tavern-ev-start-roll = { $who } rolls { EN_FACES($dice) } for starting ingredients.
tavern-ev-chooses = { $who } chooses { $name }.
tavern-no-card = no card
tavern-ev-starts-with = { $who } starts with { $cards }.

## Refusals (IllegalMove): a move that cannot be made, a server's deck or option refused

tavern-cannot-pay = Your hand can no longer pay for this order.
tavern-bad-card = { $where }: { $why }
tavern-order-card-n = Order deck card { $n } (“{ $name }”)
tavern-sr-card-n = Secret Room card { $n }
tavern-story-card-n = Story card { $n }
tavern-bad-order-deck = The order deck must be an object with a “cards” list.
tavern-bad-order-count = The order deck needs 12 to 200 cards, not { $count }.
tavern-bad-not-object = each card must be an object.
tavern-bad-field = “{ $field }” is missing or has the wrong type.
tavern-bad-id-twice = the id “{ $id }” is used twice.
tavern-bad-order-ings = ingredients must be 1-8 known ingredients (no Magic Potion).
tavern-bad-order-vp = “vp” needs one entry per round before the customer leaves.
tavern-bad-order-vp-int = VP values must be whole numbers.
tavern-bad-order-penalty = the penalty is written as a positive number of VP lost.
tavern-bad-order-symbol = “symbol” must be kitchen, chores or null.
tavern-bad-copies = Copy counts for { $kind } must map card ids to numbers.
tavern-bad-copy-count = “{ $entry }” is not a valid copy count for { $kind }.
tavern-bad-sr-deck = The Secret Room deck must be an object with at least { $count } “cards”.
tavern-bad-sr-tokens = The Secret Room deck needs “tokens”: “drinks” (ingredient → count), “miss_nasty” and “modifiers” (whole numbers).
tavern-bad-sr-fields = needs text fields “id” and “name”.
tavern-bad-sr-id = the id “{ $id }” is used twice or reserved.
tavern-bad-sr-sum = “sum” must be a whole number from 1 to 30.
tavern-bad-sr-type = “type” must be kitchen, chores or none.
tavern-bad-sr-reward = “reward” may only use { $keys }.
tavern-bad-sr-reward-values = reward ingredients must be known ingredient ids and the other rewards whole numbers.
tavern-bad-story-deck = The story deck must be an object with a non-empty “cards” list.
tavern-bad-story-fields = needs text fields “id”, “name” and “text”.
tavern-bad-story-goals = “goals” may only use { $keys }.
tavern-bad-story-serve = “serve” maps races to a number of orders (1 or more).
tavern-bad-story-number = “{ $field }” must be a whole number from 0 to 30.
tavern-bad-option-choice = Option “{ $option }” must be one of: { $choices }.
tavern-bad-option-int = Option “{ $option }” must be a whole number.
tavern-bad-option-penalties = Option “nasty_penalties” must list 10-30 VP losses (0 or more), one per Nasty space from 0.
tavern-bad-story-card = There is no Five Kingdoms card “{ $card }”.

## Score lines (final scoring, rulebook p.10)

tavern-score-track = Score track
tavern-score-nasty = Nasty track (space { $space })
tavern-score-ingredients = Ingredients left
tavern-score-ingredients-lost = Ingredients left (lost: order still open)
tavern-score-says = Nasty-says cards not completed
tavern-score-tips = Tips
tavern-score-objective = Secret objective: { $name }{ $met ->
    [yes] {""}
   *[no] {" "}(not met)
}
tavern-score-miss = Miss Nasty tokens
tavern-score-solo = Solo goal { $goal } VP: { $reached ->
    [yes] reached
   *[no] not reached
}
tavern-score-story = Story: { $name } — goals { $met ->
    [yes] met
   *[no] not met
}

## How this engine reads the rules (data/readings.json, in order; /game rules)

tavern-reading-1 = Starting ingredients are chosen at the same time; when a pile runs low, whoever answers first takes its last card, and a die whose two piles are empty gives nothing.
tavern-reading-2 = Characters are chosen in turn order from the first player.
tavern-reading-3 = Kitchen and Chores rewards (the ingredient, the VP, the first-player marker) are optional (FAQ); the track step always happens.
tavern-reading-4 = Magic Potions may pay for any ingredient, even one you hold; the Book of Potion replaces any one ingredient of the order with a card of your choice, by default a card the order does not otherwise take (never the same ingredient or a Magic Potion, which would spend it for nothing).
tavern-reading-5 = Get me a drink: the Nectar and the Liqueur are handed in the moment you hold both.
tavern-reading-6 = The round goes on while anyone can still place dice, Keishara on an occupied slot and Modifier tokens included, but it no longer waits for a player who ended a turn without placing (until that player places again). Items that change dice are secret and not counted.
tavern-reading-7 = While you hold item cards your turn menu is shown only to you and your turn waits for “End turn”, so that nobody can guess your hand.
tavern-reading-8 = Fix the Roof scores 6 VP (the zone list; the worked example says 7: option fix_the_roof_vp).
tavern-reading-9 = A 2-step move over a summons space (3, 6, 9) still summons you (option summon_when_passing_over).
tavern-reading-10 = After round 10 the end-of-round steps still happen: Nasty steps for open orders, forgotten orders (option end_steps_after_last_round).
tavern-reading-11 = Track bonuses: only the highest tier reached counts (option track_bonus_tiers).
tavern-reading-12 = The Chores track bonus mirrors the Kitchen's: its rulebook page is missing (option chores_bonus).
tavern-reading-13 = Each Nasty-says card still held at the end costs 10 VP (option nasty_says_penalty).
tavern-reading-14 = A lasting Nasty-says card ends after one placement in the room it opens (option lasting_says_end_after_one_placement).
tavern-reading-15 = The VP lost per Nasty space at the end are our own table: the printed values are not public (option nasty_penalties).
tavern-reading-16 = After serving an order you may take a new one in the same turn: the rulebook allows it, and its advice to wait for the next turn is only advice.
tavern-reading-17 = Nasty's Office and each zone of the Wizard's Workshop have as many slots as a Cellar zone (1 or 2 players: 1, 3 players: 2, 4 players: 3, 5 or 6 players: 4; solo: 1): the rulebook says some zones have more slots with more players, and gives that table for the Cellar only.

# Journal lines that say several events at once (bot/host/story.py: AS_LIST, PAIRS).
tavern-ev-modifiers = { $who } spends { $count ->
    [one] a Modifier token
   *[other] { $count } Modifier tokens
}: { $changes }.
tavern-modifier-change = a { $old } becomes a { $new }
tavern-modifier-changes = { EN_DICE($old) } become { $new }s
tavern-ev-looks-adds-items = { $who } looks at { $count ->
    [0] no item card
    [one] { $count } item card
   *[other] { $count } item cards
} and { $kept ->
    [0] keeps none
   *[other] adds { $kept } to their hand
}.

# A Nasty-says card with nothing to do goes straight to the discard, with its reason.
tavern-ev-says-idle = { $who } discards “{ $card }” at once: { $reason ->
    [track] that track is still at its start
    [fewest] they have the fewest VP
    [items] they have no Item cards
   *[ingredients] they have no ingredient cards
}.

# The projected score beside a player with an order still open: their ingredients count 0.
tavern-score-note-open-order = { $count ->
    [one] { $count } ingredient not counted while an order is open
   *[other] { $count } ingredients not counted while an order is open
}
