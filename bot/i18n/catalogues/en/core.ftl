# Cavern Host — English catalogue: texts shared by every game (rules/core/text.py).

# Pieces of one sentence written one after the other.
core-concat = { $a }{ $b }

# The engines' shared refusals (rules/core/base.py). $title is the game's English title;
# $game its key, for a catalogue that names the game in its own language.
core-game-over = This game is over: no more moves can be made.
core-not-your-turn = It is not your turn: you have nothing to decide right now.
core-not-an-option = “{ $option }” is not one of your options right now.
core-no-such-option = { $game ->
   *[other] { $title }
} has no option “{ $name }” (options: { $known }).
core-option-not-bool = Option “{ $name }” must be true or false.
core-player-count = { $game ->
   *[other] { $title }
} is for { $min } to { $max } players, not { $players }.
