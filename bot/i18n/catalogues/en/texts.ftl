# Cavern Host — English catalogue: the host's composed texts (bot/texts.py, bot/host/*):
# board summaries, scores, verdicts, turn headers, reminders. Public ones are in the channel's
# language, private ones in the member's.

## Game names, by key
title-cave-vs-cave = Caverna: Cave vs Cave
title-caverna = Caverna: The Cave Farmers
title-cavern-tavern = Cavern Tavern

## Lists, seats, numbers (bot.texts)
text-points = { $count ->
    [one] { $count } point
    [-1] { $count } point
   *[other] { $count } points
}
# Cavern Tavern counts in VP, as its cards print them (the French rulebook: « PV »).
text-points-cavern-tavern = { $count } VP
text-nobody = nobody
text-comma = {", "}
# A card's name and text, then its other values in brackets.
text-aside = { $head } ({ $rest })
text-and = { $first } and { $last }
text-seat = Seat { $number }
text-seat-empty = { $name } (seat empty)
text-hours = { $count ->
    [one] { $count } hour
   *[other] { $count } hours
}
# "3 wood", "1 wild boar", "2 Mead": a good's name (never its id) after its count.
text-good-count = { $count } { $good ->
    [wood] wood
    [stone] stone
    [emmer] emmer
    [flax] flax
    [food] food
    [gold] { $game ->
       *[other] gold
    }
    [ore] ore
    [ruby] { $count ->
        [one] ruby
       *[other] rubies
    }
    [grain] grain
    [vegetable] { $count ->
        [one] vegetable
       *[other] vegetables
    }
    [dog] { $count ->
        [one] dog
       *[other] dogs
    }
    [sheep] sheep
    [donkey] { $count ->
        [one] donkey
       *[other] donkeys
    }
    [wild_boar] { $count ->
        [one] wild boar
       *[other] wild boars
    }
    [cattle] cattle
    [fruit] { tavern-ing-fruit }
    [herbs] { tavern-ing-herbs }
    [syrup] { tavern-ing-syrup }
    [rocks] { tavern-ing-rocks }
    [mead] { tavern-ing-mead }
    [nectar] { tavern-ing-nectar }
    [wine] { tavern-ing-wine }
    [elixir] { tavern-ing-elixir }
    [ambrosia] { tavern-ing-ambrosia }
    [beer] { tavern-ing-beer }
    [liqueur] { tavern-ing-liqueur }
    [spirits] { tavern-ing-spirits }
    [potion] { tavern-ing-potion }
   *[other] { $good }
}
text-food-count = { $count } { $game ->
   *[other] food
}
text-no-goods = no goods
# $key: the view key the value stands for (French agrees « aucune » with « Commandes »).
text-none = { $key ->
   *[other] none
}
text-yes = yes
text-no = no
# A key of a player's private view, as a label; $words is the key in words.
text-view-key = { $key ->
    [met] { $capital ->
        [yes] Met
       *[no] met
    }
   *[other] { $words }
}

## Board summaries (fallback text and the pictures' alt text)
# $nth is the CLDR ordinal category of $round (one, two, few, other).
text-board-printed-round = { $title }, round { $printed } ({ $nth ->
    [one] { $round }st
    [two] { $round }nd
    [few] { $round }rd
   *[other] { $round }th
} of { $total })
text-board-round = { $total ->
    [0] { $title }, round { $round }
   *[other] { $title }, round { $round } of { $total }
}
text-board-round-cave-vs-cave = { $total ->
    [0] { $title }, round { $round }
   *[other] { $title }, round { $round } of { $total }
}
text-board-over = { $head } — the game is over
text-to-act = To act: { $names }.
text-player-points = { $name }: { $points }

## Scores and results
text-final-scores = Final scores:
text-scores-so-far = Points if the game ended now:
text-resigned = { $name } (resigned)
text-score-line = { $place }. { $name }: { $points }
text-house-deck = Played with the house deck.
text-house-deck-note = Played with the house deck: { $note }
text-end-resigned = The game ended by resignation.
text-end-aborted = The game was aborted by a moderator.
text-winner = { $count ->
   *[one] Winner: { $names }!
    [other] Winner: { $names }!
}
text-solo-over = Solo game over.
text-solo-goal = Solo goal ({ $goal } points): { $reached ->
    [yes] reached
   *[no] missed
}.
text-solo-goal-cavern-tavern = Solo goal ({ $goal } VP): { $reached ->
    [yes] reached
   *[no] missed
}.
text-solo-outstanding = An outstanding score (above 60)!

## The lobby (bot.host.lobby): public
lobby-text = { $title } lobby: { $names } ({ $fixed ->
    [yes] { $joined } of { $limit }
   *[no] { $joined } joined; { $min } to { $max } may play
}). { $ready ->
    [yes] Ready: /game start to begin.
   *[no] /game join to take a seat.
}
lobby-seat-order = { $title }: seat order { $order }.
lobby-begins = { $title } begins: seat order { $order }.

## The game's story (bot.host.story, /game log)
story-round = { $round ->
    [none] Before the first round
   *[other] Round { $round }
}
story-round-cave-vs-cave = { $round ->
    [none] Before the first round
   *[other] Round { $round }
}
# Between a player's sentences on one line of the log.
story-separator = {"; "}
story-since-mark = ── since your last move ──
story-taken-back = {" "}(taken back)
story-continued = { $heading } (continued)
story-hidden-choice = a hidden choice
story-chose = chose { $choice }
story-made-hidden-choice = made a hidden choice
story-file-title = { $title }: the game's story

## Looking at a game (bot.host.views)
view-nothing-private = You are not playing in this game, so there is nothing private to show you.
view-only-for-you = Only for you, { $name }:
view-no-game = There is no game in this channel. Start one with /game new.
view-lobby-closed = The last { $title } lobby here closed. Start one with /game new.
view-status-paused = The game is paused by a moderator.
view-status-aborted = This game was aborted. Start a new one with /game new.
view-status-finished = This game is over: /game score for the results.
view-waiting-for = Waiting for { $name } to answer: “{ $prompt }”
view-no-board = There is no board to show: no game has started in this channel.
view-no-game-yet = No game has been played in this channel yet.
view-round-no-moves = { $played ->
    [0] No moves have been played in this game yet.
    [one] Round { $round } has no moves in this game (only round { $first } has moves so far).
   *[other] Round { $round } has no moves in this game (rounds { $first } to { $last } have moves so far).
}
view-round-no-moves-cave-vs-cave = { $played ->
    [0] No moves have been played in this game yet.
    [one] Round { $round } has no moves in this game (only round { $first } has moves so far).
   *[other] Round { $round } has no moves in this game (rounds { $first } to { $last } have moves so far).
}
view-log-heading = { $title }: { $round ->
    [all] the story so far
   *[other] round { $round }
}{ $new ->
    [no] {" "}(nothing new since your last move)
   *[yes] {""}
}{ $pages ->
    [1] {""}
   *[other] {" "}— page { $page } of { $pages }
}
view-log-heading-cave-vs-cave = { $title }: { $round ->
    [all] the story so far
   *[other] round { $round }
}{ $new ->
    [no] {" "}(nothing new since your last move)
   *[yes] {""}
}{ $pages ->
    [1] {""}
   *[other] {" "}— page { $page } of { $pages }
}
view-log-no-moves = No moves yet.
view-no-score = There is no game with a score in this channel yet.

## Direct messages (bot.host.announce), in the channel's language
dm-your-turn = It is your turn in { $where }.
dm-your-turn-prompt = It is your turn in { $where }: { $prompt }.
dm-only-for-you = Only for you (game in { $where }):
    { $text }

## Turn headers and undo (bot.host.turns, bot.host.moderation): public
undo-needs-all = Undo of { $who }'s move ({ $what }) needs every player to agree: agree or decline with the buttons below.
undo-done = Undone: { $who }'s move ({ $what }).
turn-log-broken = The move log no longer replays ({ $error }).
turn-resigns = { $name } resigns.
turn-aborted = The { $title } game was aborted. Nothing is scored.
turn-continues = The game continues.
turn-moderator-moved = A moderator moved for { $name }.

## Refusals and answers of the host's services (bot.host.*)
host-game-over = This channel's game is over, so nothing was changed. /game score shows the results; /game new starts another.
host-game-aborted = This channel's game was ended by a moderator. /game new starts another.
host-not-started = The game has not started yet: /game start when everyone has joined.
host-already-started = This game has already started.
host-start-needs-player = Only a player in this game (or a moderator) can start it.
host-undo-needs-player = Only the players (or a moderator) can undo a move.
host-moved-on = The game has moved on since those choices were shown; nothing was changed.
host-no-position = This game has no saved position yet.
host-seat-changed = That seat changed at the same moment; nothing was changed. Look again with /game status.
host-lobby-changed = The lobby changed at the same moment (someone joined, left or started it); nothing was changed. Please try again.
host-store-busy = The database is busy right now, so this was not stored (no move was played). Please try again in a moment.
host-store-lost = The connection to our database dropped, so nothing was changed. Please try again in a moment.
host-store-lost-maybe = The connection to our database dropped while this was being saved, so I cannot tell yet whether it was. Look at /game status before trying again.
host-move-saved-after-all = The connection to our database dropped while your move was being saved. I checked: your move is saved, so do not play it again.
host-move-not-saved = The connection to our database dropped and your move was not saved; nothing was changed. Please play it again.
host-move-unknown = The connection to our database dropped while your move was being saved, and I could not check yet whether it was. Look at /game status before playing again.
computer-no-level = There is no computer level “{ $level }”. Levels: { $levels }.
computer-lobby-only = Computer players join in the lobby; once the game runs, a moderator can hand a seat over with /mod replace.
computer-add-who = Only a player in this lobby can add computer players.
computer-room = The game has room for { $room } more (of { $limit } players).
computer-remove-who = A player in the lobby can remove a computer player before the game starts.
computer-none = There is no computer player in this lobby.
computer-take-over-who = Only moderators can hand a seat to the computer.
computer-took-over = The computer ({ $level }) now plays seat { $seat } (was { $name }). A moderator can give it back with /mod replace.
level-easy = easy
level-hard = hard
level-expert = expert
seat-no-match = No single player matches “{ $who }”. Seats: { $seats }.
# An autocomplete suggestion for an option that names a player (/game board, /mod skip).
seat-choice = Seat { $seat }: { $who }
options-no-equals = Write game options as name=value, separated by commas (“{ $part }” has no “=”).
notify-on = You will get a direct message when it is your turn.
notify-off = No more direct messages: you will only be mentioned in the channel.

## Reminders and timeout warnings (bot.host.notices): public
notice-a-player = a player
notice-reminder = Reminder: { $who }, { $title } is waiting for you (no move for { $hours }).
notice-timeout = Moderators: { $who } has not moved in { $title } for { $hours }. You may /mod skip or /mod replace the player (computer:True hands the seat to a computer player), or /mod timeout to allow more time.
notice-in-channel = { $text } (in { $channel })

## Channel settings (/mod config) and server statistics
config-text = Games: { $games }; reminders after { $remind }; moderators told after { $timeout }; a thread per game: { $thread }; moderator role: { $role ->
    [none] none (Manage Channels only)
   *[other] { $role }
}.
stats-games = Games finished: { $finished }; in progress: { $active }; aborted: { $aborted }.
stats-game-finished = { $title }: { $count } finished.
stats-median = Median time between moves: { NUMBER($minutes, minimumFractionDigits: 1) } minutes.
stats-player = { $name }: { $won } won of { $played } played.

## Punctuation between a label and its value, and between two parts
text-labelled = { $label }: { $value }
text-card = { $name }: { $text }
text-then = { $first }; { $then }
turn-resigns-plays-on = { $name } resigns and will rank last; { $computer } plays the seat on.
undo-declined = { $name } declines the undo: the move stands.
