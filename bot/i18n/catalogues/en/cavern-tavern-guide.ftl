# Cavern Host — English catalogue: Cavern Tavern's guide (bot/guide.py): how a game goes,
# and what each room, zone, track, card, item, character, token and piece does, as the
# engine plays it (rules/cavern_tavern). Names as in cavern-tavern.ftl.

guide-cavern-tavern-howto =
    You work in Nasty's tavern for one night of 10 rounds (10:00pm to 1:00am). Whoever has the most victory points (VP) at the end wins.
    Each round everyone rolls their 4 dice; the player holding the white die rolls it too. From the first player, clockwise, you take turns one at a time until nobody can place dice any more. In your turn: take an order from the Mess Hall if you hold none (it must be your first action then), place dice once on one zone of the tavern (compulsory while you can), serve your order when you hold all its ingredients, play item cards; then end your turn.
    Sum zones (Σ) need dice that add up to exactly their number, with as many dice as you like; the other zones need a number of dice, whatever they show. The Cellar gives ingredients; the Kitchen and the Chore Board give an ingredient and VP and move your Kitchen or Chores track up; Nasty's Office and the Wizard's Workshop give other help.
    Serve an order the round you took it for its top VP; every round of waiting scores less, and at the end of a round a customer left waiting too long leaves and costs you VP. At the end of each round an open order also moves you 1 up the Nasty track, where 3, 6 and 9 get you summoned to Nasty's office. After round 10 you lose VP for your Nasty space, gain 1 VP per ingredient if no order is left open, lose 10 per Nasty-says card still held, and score your Secret Objective and Tips.
    On the web table, tap a zone to place dice there, your dice to choose which, an order to take or serve it; tap anything to read what it does.

## Rooms
guide-cavern-tavern-room-mess = The six orders on offer. Take one when you hold none: your meeple stands in its slot until the order is served or forgotten, and the slot is refilled from the order deck then. Instead of a face-up order you may draw the top of the deck blind, discarding the order of the slot you tap.
    .title = Mess Hall
guide-cavern-tavern-room-cellar = Six zones, one per dice sum from 1 to 6, each giving one of two ingredients. A zone has 1 slot with 2 players, 2 with 3, 3 with 4 and 4 with 5 or 6 (solo: 1, and the automaton blocks whole zones). The number on each ingredient is the cards left in its pile; an empty pile gives nothing.
    .title = Cellar
guide-cavern-tavern-room-kitchen = Six tasks for dice sums 7 to 17, one slot each. A task gives its ingredient and VP (both optional) and moves you 1 up the Kitchen track; from space 3 of that track each task pays extra.
    .title = Kitchen
guide-cavern-tavern-room-chores = Six chores for dice sums 8 to 18, one slot each. A chore gives its ingredient and VP (both optional) and moves you 1 up the Chores track; from space 3 of that track each chore pays extra.
    .title = Chore Board
guide-cavern-tavern-room-office = Talk to Nasty: 1 die of any value. The Nasty-says deck lies on his desk. While you hold a Nasty-says card you may still place dice here, in the Cellar and in the Workshop.
    .title = Nasty's Office
guide-cavern-tavern-room-workshop = Three zones paid with a number of dice, any values: replace a Mess order (1 die), draw items (2 dice), take a Magic Potion (3 dice). Their slot counts are not in the rulebook: we give them as many as the Cellar's (our assumption).
    .title = Wizard's Workshop
guide-cavern-tavern-room-secret = The Secret Room expansion. From round 4 (11:00pm) three Secret Room cards lie here, each with a token from the Secret Pile on it. A card is used like a task, with the dice sum it shows, one slot; its reward and its token go to whoever uses it, and at the end of the round the card moves to that player's board (3 at most), where only they may use it again. Miss Nasty's zone gives Modifier tokens. Nasty-says cards never bar this room. The cards and the Secret Pile's mix (2 Drink tokens per ingredient, 21 Miss Nasty tokens) are our own house deck: the printed ones are not public.
    .title = Secret Room
guide-cavern-tavern-room-automaton = Solo only. At the start of each round the automaton rolls its dice and each blocks a whole zone for the round: white a Mess slot (1 top left to 6 bottom right; moved aside from your meeple's slot), yellow a Cellar zone, blue a Kitchen task, green a chore (1 to 6 in board order), red 1–2 the Item zone, 3–4 the Magic Potion zone, 5 Replace an Order, 6 Nasty's Office (and you move 1 up the Nasty track), purple (with the Secret Room) 1–3 a Secret Room card, 4–6 Miss Nasty's zone. At the end of the round the Mess order under the white die is discarded and replaced, and a Secret Room card under the purple die is discarded.
    .title = Automaton

## Cellar zones
guide-cavern-tavern-zone-cellar1 = Dice adding up to 1: take a Fruit or a Herbs card from the supply.
    .title = { tavern-zone-cellar1 }
guide-cavern-tavern-zone-cellar2 = Dice adding up to 2: take a Syrup or a Rocks card from the supply.
    .title = { tavern-zone-cellar2 }
guide-cavern-tavern-zone-cellar3 = Dice adding up to 3: take a Mead or a Nectar card from the supply.
    .title = { tavern-zone-cellar3 }
guide-cavern-tavern-zone-cellar4 = Dice adding up to 4: take a Wine or an Elixir card from the supply.
    .title = { tavern-zone-cellar4 }
guide-cavern-tavern-zone-cellar5 = Dice adding up to 5: take an Ambrosia or a Beer card from the supply.
    .title = { tavern-zone-cellar5 }
guide-cavern-tavern-zone-cellar6 = Dice adding up to 6: take a Liqueur or a Spirits card from the supply.
    .title = { tavern-zone-cellar6 }

## Kitchen tasks
guide-cavern-tavern-zone-kitchen7 = Dice adding up to 7: take a Herbs card, the first-player marker and 2 VP (each optional), and move 1 up the Kitchen track.
    .title = { tavern-zone-kitchen7 }
guide-cavern-tavern-zone-kitchen9 = Dice adding up to 9: take a Syrup card and 3 VP (each optional), and move 1 up the Kitchen track.
    .title = { tavern-zone-kitchen9 }
guide-cavern-tavern-zone-kitchen11 = Dice adding up to 11: take a Nectar card and 4 VP (each optional), and move 1 up the Kitchen track.
    .title = { tavern-zone-kitchen11 }
guide-cavern-tavern-zone-kitchen13 = Dice adding up to 13: take an Elixir card and 5 VP (each optional), and move 1 up the Kitchen track.
    .title = { tavern-zone-kitchen13 }
guide-cavern-tavern-zone-kitchen15 = Dice adding up to 15: take a Beer card and 6 VP (each optional), then you may swap one of your ingredient cards for one in the supply (not a Magic Potion); move 1 up the Kitchen track.
    .title = { tavern-zone-kitchen15 }
guide-cavern-tavern-zone-kitchen17 = Dice adding up to 17: take a Mead card and 7 VP (each optional), then you may steal an ingredient (not a Magic Potion) from another player (solo: take one from the supply); move 1 up the Kitchen track.
    .title = { tavern-zone-kitchen17 }

## Chores
guide-cavern-tavern-zone-chore8 = Dice adding up to 8: take a Fruit card and 2 VP (each optional), and move 1 up the Chores track.
    .title = { tavern-zone-chore8 }
guide-cavern-tavern-zone-chore10 = Dice adding up to 10: take a Rocks card and 3 VP (each optional), and move 1 up the Chores track.
    .title = { tavern-zone-chore10 }
guide-cavern-tavern-zone-chore12 = Dice adding up to 12: take an Ambrosia card and 4 VP (each optional), and move 1 up the Chores track.
    .title = { tavern-zone-chore12 }
guide-cavern-tavern-zone-chore14 = Dice adding up to 14: take a Liqueur card and 5 VP (each optional), and move 1 up the Chores track.
    .title = { tavern-zone-chore14 }
guide-cavern-tavern-zone-chore16 = Dice adding up to 16: take a Wine card and 6 VP (each optional; the rulebook's worked example says 7, its list 6, and we play 6), then you may swap an ingredient of yours with one of another player's (solo: with the supply); move 1 up the Chores track.
    .title = { tavern-zone-chore16 }
guide-cavern-tavern-zone-chore18 = Dice adding up to 18: take a Spirits card and 7 VP (each optional), then any one ingredient of your choice from the supply; move 1 up the Chores track.
    .title = { tavern-zone-chore18 }

## Nasty's Office, the Workshop, Miss Nasty
guide-cavern-tavern-zone-office = 1 die, any value: move 1 down the Nasty track (better, never below 0), and pick another player, who moves 1 up it (solo: only your own step).
    .title = { tavern-zone-office }
guide-cavern-tavern-zone-replace = 1 die, any value: discard an order of the Mess, draw 3 orders, put one in the empty slot and the other two under the deck (only you see them).
    .title = { tavern-zone-replace }
guide-cavern-tavern-zone-item = 2 dice, any values: draw 3 item cards, keep 1 and shuffle the others back (when the deck is empty its discards are shuffled into a new one). A hand holds 3 items at most: above that you discard down.
    .title = { tavern-zone-item }
guide-cavern-tavern-zone-potion = 3 dice, any values: take a Magic Potion card (if the pile has one left) and draw 1 item card.
    .title = { tavern-zone-potion }
guide-cavern-tavern-zone-missnasty = Secret Room: 1 die, any value: take 2 Modifier tokens (while the stock lasts). It has as many slots as a Cellar zone: the printed count is not public (our assumption).
    .title = { tavern-zone-missnasty }

## Tracks
guide-cavern-tavern-track-nasty = How badly Nasty thinks of you: higher is worse. You move 1 up at the end of each round with an order still open, when another player talks to Nasty about you, with the Dragon's Claw and, in solo, when the automaton's red die shows 6; 2 up with Shady Conduct. You move down by talking to Nasty yourself or with the Sapphire Stone (never below 0). Reaching or passing 3, 6 or 9 for the first time summons you: draw a Nasty-says card (none in round 10). At the end you lose the VP of your space, by default 0/0/0/1/2/3/5/7/9/12/15/18/21 for spaces 0 to 12 (the printed values are not public: this table is ours). The number beside the track is what your space costs now.
    .title = Nasty track
guide-cavern-tavern-track-kitchen = Your Kitchen experience, 0 to 9: 1 up per Kitchen task, per order served with a Kitchen symbol, and 2 with the Dwarven Helmet. Bonuses on each later Kitchen task: from space 3 +2 VP; from 6 +3 VP and one die may count 1 more or less; from 9 +4 VP and one die may count 1 or 2 more or less. Only the highest tier reached counts (our reading), and a bonus works only once reached before the task. The number beside the track is the VP bonus now.
    .title = Kitchen track
guide-cavern-tavern-track-chores = Your Chores experience, 0 to 9: 1 up per chore, per order served with a Chores symbol, and 2 with the Dwarven Axe. The rulebook's page about its bonuses is missing; we play the Kitchen's (from 3 +2 VP; from 6 +3 VP and a die ±1; from 9 +4 VP and a die ±2), as our reading.
    .title = Chores track
guide-cavern-tavern-track-score = The VP scored so far during the night (orders, tasks, chores, Drink tokens…). The end of the game adds and takes away more: see the score.
    .title = Score track
guide-cavern-tavern-score = Each tavern shows the score as if the game ended now: the score track, minus your Nasty space's VP, plus 1 per ingredient if you hold no open order, minus 10 per Nasty-says card held, plus Tips banked and Miss Nasty tokens. Your own, just for you, also counts the Tips in your hand and your Secret Objective if met. Ties go to the lower Nasty space, then to more orders served, then are shared.
    .title = Score

## Cards
guide-cavern-tavern-card-order = An order: the customer's race, the ingredients it needs (a Magic Potion stands in for any one), the VP for serving it the round you took it ("now"), then one round late, two… and the red field: if the order is still open when that many rounds have ended since you took it (that round counts), the customer leaves and you lose those VP. Serving may move a track with its Kitchen or Chores symbol. One order at a time; a served order stays with you face down. Our order cards are an original house deck: the printed ones are not public.
    .title = Order cards
guide-cavern-tavern-deck-orders = The order deck, face down. When taking an order you may draw its top card blind instead of a face-up one, discarding the order of a Mess slot (tap the deck, then that slot). Served and forgotten orders are refilled from it.
    .title = Order deck
guide-cavern-tavern-card-ingredient = Ingredient cards: 12 kinds, 6 cards each, held face up. Their colour and number show which Cellar zone gives them. You spend them to serve orders and Drink tokens; at the end each is worth 1 VP if you hold no open order.
    .title = Ingredient cards
guide-cavern-tavern-card-potion = Magic Potion (4 cards): pays for any one ingredient of an order or a Drink token. Taken at the Workshop's Magic Potion zone. It cannot be stolen or swapped away.
    .title = { tavern-ing-potion }
guide-cavern-tavern-card-item = Item cards, kept in a hidden hand of 3 at most. Play one on your turn from "Play an item…" (tap your hand), any number a turn, even the round you drew it; the Book of Potion, Elven Chess and the Scroll are offered when you serve, the Lantern when you take a Cellar ingredient, the Talisman when Nasty summons you. Which of the 21 items repeat in the box of 25 is not public: our copy counts are an assumption.
    .title = Item cards
guide-cavern-tavern-card-nasty-says = Drawn when Nasty summons you. Most act at once and are discarded; Do Chores, Go in the kitchen and Get me a drink stay until their condition is met. While you hold one you may only place dice in the Cellar, the Workshop, Nasty's Office and the Secret Room (the card's own text may say otherwise). Each still held at the end costs 10 VP. Which two names repeat among the 15 cards is not public: our copy counts are an assumption.
    .title = "Nasty says" cards
guide-cavern-tavern-card-objective = Your Secret Objective, dealt face down at the start: its VP count at the end if it is met. Only you see it until the final scoring. Our objectives are an original house deck made to the rulebook's description (some ask for customers of one race; Elves and Green Elves are different races).
    .title = Secret Objective
guide-cavern-tavern-card-character = Each player chooses a character before the first round. Its ability works twice a game, at most once a round: the first use turns the card, the second discards it.
    .title = Characters
guide-cavern-tavern-card-secret-room = A Secret Room card: the dice sum it needs, the track it moves (Kitchen, Chores or none, like a task) and its reward, plus the token lying on it. One slot. Used cards go to their user's board at the end of the round, where only that player may use them again. Ours are an original house deck: the printed cards are not public.
    .title = Secret Room cards
guide-cavern-tavern-card-five-kingdoms = Solo story mode: a Five Kingdoms card drawn at the start sets the mission — customers of given races to serve, Kitchen and Chores spaces to reach, Wizard's Workshop uses, a ceiling on the Nasty track. Meet all its goals to win. Ours are an original house deck: the printed cards are not public.
    .title = Five Kingdoms cards
guide-cavern-tavern-solo-goal = Solo standard mode: you win with 80 VP or more at the final scoring.
    .title = Solo goal
guide-cavern-tavern-house-deck = Which cards on this table are our own: the printed order cards, Secret Objectives, Five Kingdoms and Secret Room cards are not public, so the bot plays original cards made to the known rules, unless the server supplied its own.
    .title = House decks

## Tokens and pieces (Secret Room, dice, markers)
guide-cavern-tavern-token-modifier = Spend one to change one of your unplaced dice by 1 before placing. No wrapping from 6 to 1, but several may push a die above 6 (a 5 becomes 8 with three). From Miss Nasty's zone and some Secret Room cards.
    .title = Modifier tokens
guide-cavern-tavern-token-drink = A timeless mini-order: hand in one card of its ingredient (or a Magic Potion) for 2 VP, on your turn. It does not count for Secret Objectives.
    .title = Drink tokens
guide-cavern-tavern-token-miss-nasty = Hand in 3 when Nasty summons you to draw no Nasty-says card. Each one still held scores 1 VP at the end.
    .title = Miss Nasty tokens
guide-cavern-tavern-dice = Your dice left to place this round, and the white die while you hold it. To place: tap your dice, then a zone, then the dice you pay with (the values must add up to a sum zone's number; a count zone wants that many dice). A die you cannot place is lost for the round.
    .title = Dice
guide-cavern-tavern-white-die = A fifth die for the player who holds it: at the end of each round it goes to the player with the fewest VP (a tie: the tied player farthest clockwise from the first player). The Bracelet sets it aside for the rest of the round and keeps it for its player next round.
    .title = White die
guide-cavern-tavern-first-player = Whoever holds the first-player marker takes the first turn of each round. It moves only with Make Lunch for Nasty and the Hammer.
    .title = First-player marker
guide-cavern-tavern-meeple = A player's meeple on a Mess slot: that player's order came from there, and the slot stays empty until the order is served or forgotten.
    .title = Meeple
guide-cavern-tavern-clock = The clock: round 1 is 10:00pm, each round is 20 minutes, round 10 is 1:00am. Your time marker shows when you took your order, for the lateness of serving it.
    .title = Clock
guide-cavern-tavern-automaton = The automaton's dice (solo): each blocks a whole zone for this round, or a Mess slot for the white die.
    .title = Automaton

## Items (their names and effects are the rulebook's)
guide-cavern-tavern-item-book_of_potion = { tavern-item-book_of_potion-text } Offered when you serve.
    .title = { tavern-item-book_of_potion }
guide-cavern-tavern-item-bracelet = { tavern-item-bracelet-text } Play it on your turn while the white die lies rolled and unplaced. Not in solo.
    .title = { tavern-item-bracelet }
guide-cavern-tavern-item-clover = { tavern-item-clover-text } Play it on your turn. Not in solo.
    .title = { tavern-item-clover }
guide-cavern-tavern-item-dragons_claw = { tavern-item-dragons_claw-text } You too. Play it on your turn. Not in solo.
    .title = { tavern-item-dragons_claw }
guide-cavern-tavern-item-dwarven_ale = { tavern-item-dwarven_ale-text } Play it on your turn.
    .title = { tavern-item-dwarven_ale }
guide-cavern-tavern-item-dwarven_axe = { tavern-item-dwarven_axe-text } Play it on your turn.
    .title = { tavern-item-dwarven_axe }
guide-cavern-tavern-item-dwarven_helmet = { tavern-item-dwarven_helmet-text } Play it on your turn.
    .title = { tavern-item-dwarven_helmet }
guide-cavern-tavern-item-dwarven_mug = { tavern-item-dwarven_mug-text } Play it on your turn. Not in solo.
    .title = { tavern-item-dwarven_mug }
guide-cavern-tavern-item-elven_chess = { tavern-item-elven_chess-text } Offered when you serve an order at least one round late.
    .title = { tavern-item-elven_chess }
guide-cavern-tavern-item-elven_cup = { tavern-item-elven_cup-text } Play it on your turn: tap the die, then the Cellar zone.
    .title = { tavern-item-elven_cup }
guide-cavern-tavern-item-glass_of_strongcliff = { tavern-item-glass_of_strongcliff-text } Play it on your turn. Not in solo.
    .title = { tavern-item-glass_of_strongcliff }
guide-cavern-tavern-item-hammer = { tavern-item-hammer-text } Play it on your turn. Not in solo.
    .title = { tavern-item-hammer }
guide-cavern-tavern-item-lantern = { tavern-item-lantern-text } Offered when you take your Cellar ingredient.
    .title = { tavern-item-lantern }
guide-cavern-tavern-item-magic_pot = { tavern-item-magic_pot-text } Play it on your turn.
    .title = { tavern-item-magic_pot }
guide-cavern-tavern-item-pipe = { tavern-item-pipe-text } Play it on your turn.
    .title = { tavern-item-pipe }
guide-cavern-tavern-item-sand_clock = { tavern-item-sand_clock-text } Play it on your turn. Not in solo.
    .title = { tavern-item-sand_clock }
guide-cavern-tavern-item-sapphire_stone = { tavern-item-sapphire_stone-text } Play it on your turn.
    .title = { tavern-item-sapphire_stone }
guide-cavern-tavern-item-scroll = { tavern-item-scroll-text } Offered when you serve.
    .title = { tavern-item-scroll }
guide-cavern-tavern-item-talisman = { tavern-item-talisman-text } Offered when Nasty summons you.
    .title = { tavern-item-talisman }
guide-cavern-tavern-item-micos_pencil = { tavern-item-micos_pencil-text } Play it on your turn.
    .title = { tavern-item-micos_pencil }
guide-cavern-tavern-item-tip = { tavern-item-tip-text } You may bank it from your hand on your turn; either way it scores.
    .title = { tavern-item-tip }

## Characters (their names and abilities are the rulebook's)
guide-cavern-tavern-char-wido = { tavern-char-wido-text } Offered right after that player's Cellar placement. Twice a game, once a round at most.
    .title = { tavern-char-wido }
guide-cavern-tavern-char-tanelia = { tavern-char-tanelia-text } Offered when you serve. Twice a game, once a round at most.
    .title = { tavern-char-tanelia }
guide-cavern-tavern-char-noogie = { tavern-char-noogie-text } Offered when you keep your items. Twice a game, once a round at most.
    .title = { tavern-char-noogie }
guide-cavern-tavern-char-keishara = { tavern-char-keishara-text } Zones you could pay but that are full are offered too. Twice a game, once a round at most.
    .title = { tavern-char-keishara }
guide-cavern-tavern-char-grimald = { tavern-char-grimald-text } Offered when you serve: you choose the ingredient. Twice a game, once a round at most.
    .title = { tavern-char-grimald }
guide-cavern-tavern-char-ingeltrud = { tavern-char-ingeltrud-text } Offered when Nasty summons you. Twice a game, once a round at most.
    .title = { tavern-char-ingeltrud }

## "Nasty says" cards (their names and effects are the rulebook's)
guide-cavern-tavern-says-dirt_everywhere = { tavern-says-dirt_everywhere-text }
    .title = { tavern-says-dirt_everywhere }
guide-cavern-tavern-says-do_chores = { tavern-says-do_chores-text } (That it ends after one such placement is our reading.)
    .title = { tavern-says-do_chores }
guide-cavern-tavern-says-even_my_dog = { tavern-says-even_my_dog-text }
    .title = { tavern-says-even_my_dog }
guide-cavern-tavern-says-get_me_a_drink = { tavern-says-get_me_a_drink-text } The cards go back the moment you hold both.
    .title = { tavern-says-get_me_a_drink }
guide-cavern-tavern-says-get_out = { tavern-says-get_out-text }
    .title = { tavern-says-get_out }
guide-cavern-tavern-says-go_in_the_kitchen = { tavern-says-go_in_the_kitchen-text } (That it ends after one such placement is our reading.)
    .title = { tavern-says-go_in_the_kitchen }
guide-cavern-tavern-says-help_out = { tavern-says-help_out-text } A tie for the fewest VP goes to the tied player farthest clockwise from the first player.
    .title = { tavern-says-help_out }
guide-cavern-tavern-says-hiding_something = { tavern-says-hiding_something-text }
    .title = { tavern-says-hiding_something }
guide-cavern-tavern-says-incompetent_fool = { tavern-says-incompetent_fool-text }
    .title = { tavern-says-incompetent_fool }
guide-cavern-tavern-says-pass_around = { tavern-says-pass_around-text } Solo: to the supply.
    .title = { tavern-says-pass_around }
guide-cavern-tavern-says-shady_conduct = { tavern-says-shady_conduct-text }
    .title = { tavern-says-shady_conduct }
guide-cavern-tavern-says-yeah_brilliant = { tavern-says-yeah_brilliant-text }
    .title = { tavern-says-yeah_brilliant }
guide-cavern-tavern-says-youre_wasting_it = { tavern-says-youre_wasting_it-text }
    .title = { tavern-says-youre_wasting_it }
