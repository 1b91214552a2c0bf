# Cavern Host — English catalogue: Cavern Tavern on the web table (web/boards/cavern_tavern).

## The round
webct-round = Round { $round } of { $total }
webct-over = Game over
webct-to-act = ▶ To act
webct-first-player = First player
webct-white-die = White die
webct-white-in_hand = in hand
webct-white-rolled = rolled
webct-white-placed = on a zone
webct-white-set_aside = set aside this round
webct-items-deck = Item deck: { $count }
webct-solo-goal = Goal: { $goal } VP
webct-goal-reached = ✓ reached
webct-final-scores = Final scores

## The rooms
webct-room-mess = Mess Hall
webct-room-cellar = Cellar
webct-room-kitchen = Kitchen
webct-room-chores = Chore Board
webct-room-office = Nasty's Office
webct-room-workshop = Wizard's Workshop
webct-room-secret = Secret Room
webct-room-automaton = Automaton
webct-order-deck = Order deck
webct-says-deck = Nasty says
webct-taken-by = taken by { $name }
webct-blocked = blocked
webct-empty = empty
webct-dice-count = { $count ->
    [one] { $count } die
   *[other] { $count } dice
}
webct-vp = { $vp } VP
webct-extra-first = first player
webct-extra-swap_supply = may swap 1 with the supply
webct-extra-steal = steal 1 from a player
webct-extra-swap_player = swap 1 with a player
webct-extra-any_supply = + any 1 from the supply
webct-extra-steal-solo = take 1 from the supply
webct-extra-swap_player-solo = swap 1 with the supply
webct-reward-office = you −1 Nasty, a player you pick +1
webct-reward-office-solo = you −1 Nasty
webct-reward-replace = replace a Mess order: draw 3, keep 1
webct-reward-item = draw 3 items, keep 1
webct-reward-potion = 1 Magic Potion + 1 item
webct-reward-missnasty = 2 Modifier tokens
webct-sr-closed = Opens in round 4 (11:00pm).
webct-sr-counts = Cards left: { $deck } · Secret Pile: { $pile } · Modifier tokens: { $modifiers }
webct-token-drink = Drink token:
webct-token-miss = Miss Nasty token
webct-auto-mess = Mess slot { $slot }
webct-auto-note = Its dice block whole zones this round.

## Orders
webct-customer = { $race } customer
webct-symbol-kitchen = +1 Kitchen
webct-symbol-chores = +1 Chores
webct-now = now
webct-gone-after = gone after { $rounds }
webct-no-order = No order in progress · { $served } served

## A player's tavern
webct-first = 1st
webct-choosing-character = choosing a character
webct-if-ended = if the game ended now
webct-with-secrets = Your score with your secrets, if the game ended now: { $points }
webct-score-track = score track { $vp }
webct-track-nasty = Nasty
webct-track-kitchen = Kitchen
webct-track-chores = Chores
webct-no-ingredients = No ingredients
webct-no-dice = No dice left
webct-start-dice = Starting dice:
webct-items = { $count ->
    [one] { $count } item
   *[other] { $count } items
}
webct-says-held = Nasty says ({ $count }): only the Cellar, the Workshop and the Office
webct-modifiers = Modifiers: { $count }
webct-drinks = Drinks: { $count }
webct-miss-tokens = Miss Nasty: { $count }
webct-your-hand = Your items
webct-your-objective = Your secret objective
webct-objective-met = met so far
webct-objective-not-met = not met yet
webct-served = { $count } served
webct-forgotten = { $count } forgotten
webct-tips = { $count ->
    [one] { $count } Tip banked
   *[other] { $count } Tips banked
}
webct-more = { $count ->
    [one] { $count } ingredient · more
   *[other] { $count } ingredients · more
}
webct-no-items = none
webct-missing = { $count } missing
webct-holds-all = holds every card
webct-cellar-note = Numbers: cards left in each pile
