# Cavern Host — English catalogue (the source language).
# Keys: cmd-* slash command names and descriptions, opt-* option names and descriptions,
# choice-* choices (by value), then the host's and cogs' sentences by area.

## Slash commands (cogs.translator): names

cmd-game = game
cmd-game-notify = notify
cmd-game-notify-on = on
cmd-game-notify-off = off
cmd-game-new = new
cmd-game-computer = computer
cmd-game-computer-add = add
cmd-game-computer-remove = remove
cmd-game-join = join
cmd-game-leave = leave
cmd-game-start = start
cmd-game-status = status
cmd-game-board = board
cmd-game-log = log
cmd-game-score = score
cmd-game-hand = hand
cmd-game-undo = undo
cmd-game-resign = resign
cmd-game-turn = turn
cmd-game-rules = rules
cmd-play = play
cmd-mod = mod
cmd-mod-abort = abort
cmd-mod-kick = kick
cmd-mod-replace = replace
cmd-mod-skip = skip
cmd-mod-pause = pause
cmd-mod-resume = resume
cmd-mod-timeout = timeout
cmd-mod-config = config
cmd-help = help

## Slash commands: descriptions (cogs.branding puts each one in brand-description)

# Every command description names the bot, in the reader's punctuation.
brand-description = Cavern Host: { $description }

cmd-game-desc = Play a cave game here
cmd-game-notify-desc = Direct messages when it is your turn
cmd-game-notify-on-desc = Get a direct message when it is your turn
cmd-game-notify-off-desc = No direct messages; only channel mentions
cmd-game-new-desc = Open a game lobby in this channel
cmd-game-computer-desc = Computer players in the lobby
cmd-game-computer-add-desc = Seat a computer player in this lobby
cmd-game-computer-remove-desc = Take the last computer player out
cmd-game-join-desc = Take a seat in this channel's lobby
cmd-game-leave-desc = Leave this channel's lobby
cmd-game-start-desc = Start the game with the players seated
cmd-game-status-desc = Who is playing, whose turn it is
cmd-game-board-desc = Show the board, or one player's cave
cmd-game-log-desc = The game's story: since your last move, or one round
cmd-game-score-desc = The score so far, or the final results
cmd-game-hand-desc = Your private information and choices
cmd-game-undo-desc = Take back the last move (players agree)
cmd-game-resign-desc = Give up your seat and place last (asks you first)
cmd-game-turn-desc = Post the current turn message again
cmd-game-rules-desc = How to play, and the commands
cmd-play-desc = Make your move: pick one of your options.
cmd-mod-desc = Moderate this channel's games
cmd-mod-abort-desc = End this channel's game with no result
cmd-mod-kick-desc = Remove a player, also one who left the server (a running game pauses)
cmd-mod-replace-desc = Give a seat to another member, or to the computer
cmd-mod-skip-desc = Move for an absent player (pass if possible)
cmd-mod-pause-desc = Pause the game: no moves, no reminders
cmd-mod-resume-desc = Continue a paused game
cmd-mod-timeout-desc = Hours a player may take before moderators are told
cmd-mod-config-desc = This channel's game settings
cmd-help-desc = How to start, play and get pinged, with buttons

## Slash commands: option names

opt-game = game
opt-players = players
opt-options = options
opt-computers = computers
opt-level = level
opt-player = player
opt-round = round
opt-public = public
opt-download = download
opt-topic = topic
opt-about = about
opt-option = option
opt-seat = seat
opt-member = member
opt-computer = computer
opt-hours = hours
opt-games = games
opt-reminder_hours = reminder_hours
opt-timeout_hours = timeout_hours
opt-thread_per_game = thread_per_game
opt-moderator_role = moderator_role
opt-clear_moderator_role = clear_moderator_role
opt-language = language

## Slash commands: option descriptions

opt-game-new-game-desc = Which game
opt-game-new-players-desc = How many players (empty: start when ready)
opt-game-new-options-desc = Game options as name=value, comma-separated
opt-game-new-computers-desc = How many computer players take a seat
opt-game-new-level-desc = How strong the computer players play
opt-game-computer-add-level-desc = How strong it plays
opt-game-board-player-desc = Seat number or name (empty: the shared board)
opt-game-log-round-desc = A round number (empty: since your last move)
opt-game-log-public-desc = Show it to the channel (default: only you)
opt-game-log-download-desc = Attach the whole story as a text file
opt-game-rules-topic-desc = A game or a topic (empty: the overview)
opt-game-rules-about-desc = What a space, tile, room or zone does: start typing its name
opt-play-option-desc = Start typing: your legal options are suggested
opt-mod-kick-player-desc = The seat to empty: pick from the list
opt-mod-replace-seat-desc = The seat: pick from the list
opt-mod-replace-member-desc = Who takes the seat
opt-mod-replace-computer-desc = The computer plays the seat (leave member empty)
opt-mod-replace-level-desc = How strong the computer plays
opt-mod-skip-seat-desc = The absent player's seat: pick from the list
opt-mod-timeout-hours-desc = Hours (at most 1440)
opt-mod-config-games-desc = Allowed game keys, comma-separated (all = every game)
opt-mod-config-reminder_hours-desc = Remind a player after this many hours without a move
opt-mod-config-timeout_hours-desc = Tell moderators after this many hours
opt-mod-config-thread_per_game-desc = Open each new game in its own thread
opt-mod-config-moderator_role-desc = The role that may use /mod on this server (needs Manage Channels)
opt-mod-config-clear_moderator_role-desc = True: no moderator role any more (needs Manage Channels)
opt-mod-config-language-desc = The language of this channel's public messages and pictures

## Slash commands: choices (by value)

choice-cave-vs-cave = Caverna: Cave vs Cave (1-2 players)
choice-cavern-tavern = Cavern Tavern (1-6 players)
choice-caverna = Caverna: The Cave Farmers (1-7 players)
choice-easy = easy: Looks one turn ahead at the points it would score now.
choice-hard = hard: Samples what it cannot see and weighs goods, family and board as well as points.
choice-expert = expert: Plays like hard; alone at Caverna or Cave vs Cave it plans further ahead.
choice-start = Starting a game
choice-turns = Taking turns
choice-looking = Looking at the game
choice-undo = Undo and resigning
choice-notify = Notifications
choice-moderation = Moderators
choice-auto = The server's language

## Replies (cogs.replies): refusals and errors, always private

reply-unexpected = Something went wrong on our side and nothing was changed. Please try again; if it keeps happening, tell a moderator.
reply-out-of-date = Discord showed you an out-of-date version of this command, so nothing was done. Reload Discord (close and reopen the app, or Ctrl+R) and try again.
reply-stray-control = This control is not from a current game, so nothing was done. /game status shows where this channel's game stands.
reply-moved-on = The game has moved on since this message was posted, so nothing was changed. Use the latest turn message or /play.
reply-invalid-value = “{ $value }” is not a valid value for that option.
reply-out-of-range = “{ $value }” is out of range for that option: give a number from { $low } to { $high }.
reply-no-private-message = This command works in a server channel, not in direct messages.
reply-missing-permissions = You need the Manage Channels permission (or the moderator role) for that.
reply-cooldown = Slow down a little: try again in { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}.
reply-not-allowed = You are not allowed to use this command here.

## Moderation (cogs.mod, bot.host.moderation)

mod-not-moderator = Only moderators can do that: members with Manage Channels here, or the moderator role this server set with /mod config.
mod-role-needs-manage-channels = Only members with Manage Channels can change the server's moderator role, so nothing was changed.
mod-unpingable-role = Note: timeout warnings name <@&{ $role }>, but Discord will not ping it: the role is not mentionable and Cavern Host may not mention all roles here. Turn on “Allow anyone to @mention this role” in Server Settings > Roles, or give Cavern Host the “Mention @everyone, @here, and All Roles” permission.
mod-member-or-computer = Name a member, or set computer:True (not both).
mod-bot-cannot-sit = A bot cannot take a seat.
mod-skipped = Done: moved for the absent player.
mod-resumed = The game continues.
mod-language = Language of this channel's public messages and pictures: { $language }.
mod-language-auto = Language of this channel's public messages and pictures: the server's ({ $language }).
error-not-moderator = Only moderators (Manage Channels or the server's game role) can do that.
error-unknown-language = There is no language “{ $language }”. Languages: { $languages }.
mod-error-not-playing = That member is not playing in this game.
mod-error-seat-empty = Seat { $seat } is already empty: give it to someone with /mod replace.
mod-kicked-from-lobby = { $name } was removed from the lobby.
mod-kicked-from-seat = { $name } was removed from seat { $seat }. The game is paused until a moderator gives the seat to someone with /mod replace, then /mod resume.
mod-error-already-seated = { $name } already has a seat in this game.
mod-replaced = { $name } now plays seat { $seat } (was { $was }).{ $paused ->
    [yes] {" "}The game is still paused: /mod resume to continue.
   *[no] {""}
}
mod-error-already-paused = The game is already paused.
mod-paused = The game is paused: no moves and no reminders until /mod resume.
mod-error-not-paused = The game is not paused.
mod-error-seat-without-player = Seat { $seat } has no player: /mod replace first.
mod-error-timeout-range = The timeout must be more than 0 and at most 1440 hours (60 days).
mod-timeout-set = Players now have { $hours ->
    [one] { $hours } hour
   *[other] { $hours } hours
} to move before moderators are told.
mod-error-nothing-to-decide = { $name } has nothing to decide right now.
mod-error-hours-range = { $setting ->
    [reminder] Reminder
   *[timeout] Timeout
} hours must be more than 0 and at most 1440.
error-unknown-game = Unknown game “{ $game }”. Games: { $games }.

## Playing (cogs.play): the mover's own replies

play-not-your-turn = It is not your turn: you have nothing to decide right now.
play-not-an-option = “{ $option }” is not one of your options. Pick one from the suggestions of /play.
play-done = Done: { $label }
play-game-over = That game is over; this channel has moved on.
play-nothing-to-decide = You have nothing to decide right now; you will be mentioned when your turn begins.
play-only-you = { $prompt } (only you can see these choices)
play-not-posted = Your move was saved, but I could not post it here: { $problem }. When that is fixed, /game turn posts the turn again.
play-only-for-you = Only for you:
    { $text }
play-next-public = Next: { $prompt } (on the turn message).
play-next = Next: { $prompt }
play-not-yours-owner = These choices are { $owner }'s to make, not yours.
play-not-yours = These choices are not yours to make.
play-own-choices-hint = Your own choices are behind “My choices” or in /play.

## Turn messages (bot.host.announce): public, in the channel's language

turn-your-turn = { $mentions } — your turn.
turn-still-to-decide = Still to decide: { $who }. Press “My choices”.
turn-who-decides = { $name } ({ $prompt })
turn-who-decides-and = { $a }; { $b }
turn-prompt = **{ $name }**: { $prompt }

## Lobby and turns (bot.host.lobby, bot.host.turns): refusals, private to the asker

lobby-no-such-game = There is no game “{ $game }”. Games: { $games }.
lobby-player-range = { $title } is for { $min } to { $max } players, not { $players }.
lobby-not-allowed = { $title } is not played in this channel (allowed: { $allowed }).
lobby-channel-busy = This channel already has a game. Finish or leave it first, or ask a moderator to abort it.
lobby-started-watch = This game has already started; you can watch it here.
lobby-already-in = You are already in this game.
lobby-full = The game is full ({ $limit } players).
lobby-started-resign = The game has started: use /game resign to give up your seat.
lobby-not-in = You are not in this game.
lobby-already-started = This game has already started.
lobby-start-who = Only a player in this game (or a moderator) can start it.
lobby-waiting = Waiting for players: { $joined } of { $wanted } have joined.
lobby-needs = { $title } needs { $min } to { $max } players; { $joined } joined.
turn-not-playing = You are not playing in this game.
turn-paused = { $known ->
    [yes] The game is paused by { $by }: nobody moves until a moderator resumes it with /mod resume.
   *[no] The game is paused by a moderator: nobody moves until a moderator resumes it with /mod resume.
}
undo-paused = The game is paused; a moderator can resume it first.
undo-who = Only the players (or a moderator) can undo a move.
undo-nothing = There is no move to undo yet.
undo-revealed = The last move turned up hidden or random information, so it cannot be undone.
abort-who = Only a moderator can abort a game (the creator may close their own lobby).

## /game rules topics (cogs.rules_help)

rules-topic-start = **Starting a game**
    /game new game:<game> [players] [options] opens a lobby in this channel.
    Others take a seat with /game join (or /game leave). When everyone is in, /game start shuffles the seats and shows the order. One game per channel.
    Alone, or short of players? computers:<k> (or /game computer add) seats computer players; a moderator can hand an absent player's seat to one with /mod replace.
rules-topic-turns = **Taking turns**
    When your turn begins the bot mentions you, once. Press one of the buttons on the turn message (or pick from the menu; long lists have ◀ ▶ pages), or type /play and choose from the suggestions: the steps of your turn happen right there. Choices only you may see, and choices several players make at once, are behind “My choices”; “Boards” shows the full boards. Only the newest turn message has controls.
rules-topic-looking = **Looking at the game**
    /game status (whose turn), /game board [player] (pictures), /game log (what happened since your last move; round:<n> one round, download:true the whole story), /game score (points so far or the results).
rules-topic-undo = **Undo and resigning**
    /game undo asks the other players, who agree or decline with the buttons on the request (a moderator can undo alone). A move that revealed hidden or random information cannot be undone. /game resign asks you to confirm, then places you last: with three or more seats a computer plays your seat on and the others keep playing; with two, the game ends.
rules-topic-notify = **Notifications**
    You are mentioned in the channel when you must act, and reminded if the game waits on you for long. /game notify on also sends you a direct message; /game notify off stops them.
rules-topic-moderation = **Moderators** (Manage Channels, or the role set with /mod config)
    /mod pause, /mod resume, /mod kick, /mod replace, /mod skip, /mod timeout, /mod abort, and /mod config for this channel's games, reminder and timeout hours, a thread per game, and the server's moderator role.
rules-overview = **Cavern Host** plays cave-building games in this channel, one move at a time.
    Games:
    { $games }

    { $start }

    { $turns }

    More: /game rules topic: a topic or a game. Quick start: /help.
rules-overview-game = • **{ $title }** (`{ $key }`): { $min }-{ $max } players
rules-no-games = • none installed
rules-no-topic = There is no help topic “{ $topic }”. Topics: { $known }.

## Controls of turn messages (cogs.controls): the turn message's language

controls-my-choices = My choices
controls-boards = Boards
controls-previous = ◀ Previous
controls-next = Next ▶
controls-placeholder = { $name }: { $prompt }
controls-page = { $text } (page { $page } of { $count })

## Lobby replies (cogs.game)
game-new-in = New game in { $channel }: { $lobby }
game-left = { $name } left. { $lobby }
game-lobby-closed = The last player left, so the lobby is closed.
game-started = Started. { $lobby }
game-undone = Undone.

## /game log (cogs.log_pages)
log-older = ◀ Older
log-newer = Newer ▶
log-download = Download (.txt)
log-file-description = The game's story
log-file-reply = The whole story of this game, as a text file.
help-button-out-of-date = This help button is out of date: run /help again.

## /help (cogs.help): private, in the member's language
help-intro = **Cavern Host** plays cave-building board games here, one move at a time.
help-lobby-open = A { $title } lobby is open here{ $seated ->
    [yes] : you have a seat; /game start when everyone is in.
   *[no] : tap “Join the lobby” to take a seat.
}
help-game-running = A { $title } game is running here{ $mine ->
    [yes] : **it is your turn**.
   *[no] .
}
help-start = **Start** /game new and pick a game; others /game join; then /game start.
help-turn = **Your turn** You are mentioned. Tap a button under the turn message (long lists: open the menu, ◀ ▶ for more), or type /play and pick from the list.
help-private = **Private** Your hand and secret choices: “My choices” below or /game hand. Only you see them.
help-pings = **Pings** Mentioned here when you must act, reminded if it waits on you. Direct messages too: the buttons below, or /game notify on|off.
help-mods = **Moderators** (Manage Channels, or the role from /mod config) /mod pause, resume, skip, replace, kick, timeout, abort and config.{ $moderator ->
    [yes] {" "}You are one.
   *[no] {""}
}
help-more = More: /game rules.
help-button-join = Join the lobby
help-button-dms-on = DM me on my turn
help-button-dms-off = No DMs
help-button-rules = Rules

## Posting problems (cogs.delivery), bot permissions (cogs.hosting)
post-problem-archived = this thread is archived
post-problem-permission = I am missing a permission in this channel (View Channel, Send Messages, Attach Files, or Send Messages in Threads)
post-problem-gone = this channel no longer exists
post-problem-refused = Discord refused the message ({ $status })
post-problem-store = the connection to our database dropped while I posted it
post-saved-not-posted = That was saved, but I could not post it here: { $problem }. When that is fixed, /game turn posts the turn again.
game-you-resigned = You resigned.
game-turn-still-not-posted = I still cannot post here: { $problem }.
game-turn-posted = Posted the turn again.
permission-name = { $flag ->
    [view_channel] View Channel
    [send_messages] Send Messages
    [attach_files] Attach Files
    [create_public_threads] Create Public Threads
    [send_messages_in_threads] Send Messages in Threads
   *[other] { $flag }
}
permission-missing = I cannot play here yet: I am missing { $names } in this channel. A moderator can fix this (channel settings → Permissions), then try again.

## /game rules <game> (cogs.rules_help)
rules-game = **{ $title }** (`{ $key }`) — { $min } to { $max } players.
    Start it with /game new game:{ $key }{ $options ->
        [none] {""}
       *[other] {" "}and, if you like, options such as: { $options }
    }. Each decision lists its legal choices, with what each one does.
rules-readings = **The readings we play**
game-thread-name = { $game } by { $name }

## /game replay: a game watched again
cmd-game-replay = replay
cmd-game-replay-desc = Watch a game again, round by round (an animation)
opt-game-replay-game-desc = A finished game of this server (empty: this channel's game)
opt-game-replay-public-desc = Show it to the channel (default: only you)
replay-caption = { $game }, game #{ $id }: { $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }, one picture each, then the end. What changed during a round is in orange.
replay-caption-cave-vs-cave = { $game }, game #{ $id }: { $rounds ->
        [one] one round
       *[other] { $rounds } rounds
    }, one picture each, then the end. What changed during a round is in orange.
replay-round-heading = { $game } — after round { $round } of { $total }
replay-round-heading-cave-vs-cave = { $game } — after round { $round } of { $total }
replay-now-heading = { $game } — round { $round } of { $total }, now
replay-now-heading-cave-vs-cave = { $game } — round { $round } of { $total }, now
replay-end-heading = { $game } — final result
replay-place = { $place }. { $name } — { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
replay-rules-changed = Game #{ $game } was played under an earlier version of the rules, so its moves can no longer be shown faithfully; its results and log are still there.
replay-nothing-here = No game has been played in this channel yet. Name a finished game of this server with the `game` option.
replay-no-such-game = There is no game #{ $game } on this server to watch. Pick one from the list (it shows this server's finished games).
replay-choice = #{ $id } · { $game } · { $players } · { $date }
replay-which-game = “{ $typed }” is not a game number: pick a game from the list, or leave it empty for this channel's game.
replay-linked = This replay was posted in this channel a moment ago: { $link } (it is the same animation, so it is not uploaded again).
replay-yours-drawing = Your previous replay is still being drawn: it comes in a moment. Ask for the next one after it.
replay-member-limit = You have asked for { $count ->
    [one] { $count } replay
   *[other] { $count } replays
} in the last { $minutes } minutes; you can ask for another { $when }.
replay-channel-drawing = A replay is being drawn for this channel right now: watch that one, or ask for yours privately (leave `public` off).
replay-channel-limit = This channel has had { $count ->
    [one] { $count } replay
   *[other] { $count } replays
} in the last { $minutes } minutes; ask for yours privately (leave `public` off), or publicly again { $when }.
replay-busy = Replays are being drawn for other members right now; ask again in a minute. (Games in play are never slowed by replays.)
## A season of play (bot.host.season, cogs.season): my games, results, ratings

cmd-game-mine = mine
cmd-game-history = history
cmd-game-profile = profile
cmd-game-leaderboard = leaderboard
cmd-game-mine-desc = Your games on this server, the ones waiting on you first
cmd-game-history-desc = Finished games of this server, newest first
cmd-game-profile-desc = A member's games, wins, scores and ratings on this server
cmd-game-leaderboard-desc = The best rated players of a game on this server
opt-page = page
opt-game-mine-page-desc = Which page (10 games to a page)
opt-game-history-member-desc = Only the games of this member
opt-game-history-game-desc = Only this game
opt-game-history-page-desc = Which page (10 games to a page)
opt-game-profile-member-desc = Whose profile (empty: yours)
opt-game-leaderboard-game-desc = Which game
season-computer = Computer ({ $level })
# A computer seat as the game names it: its number in the game and its level.
season-computer-seat = Computer { $number } ({ $level })
season-length = Length: { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, { $days ->
        [0] under a day
        [one] { $days } day
       *[other] { $days } days
    }.
season-rating-changes = Ratings:
season-rating-line = { $name }: { $before } → { $after } ({ $change })
season-page = Page { $page } of { $pages }.
season-mine-empty = You hold no seat in a game of this server. Open one with /game new, or take a seat in a lobby with /game join.
season-mine-title = Your games on this server ({ $count }):
season-mine-lobby = • **{ $game }** lobby in { $channel }, { $count ->
        [one] { $count } seated
       *[other] { $count } seated
    } · [open]({ $link })
season-mine-game = • **{ $game }** in { $channel }: { $state ->
        [mine] **your move**
        [paused] paused
       *[other] { $count ->
            [one] { $who } to play
           *[other] { $who } to play
        }
    }, round { $round }, last move { $ago } · [turn message]({ $link })
season-mine-game-cave-vs-cave = • **{ $game }** in { $channel }: { $state ->
        [mine] **your move**
        [paused] paused
       *[other] { $count ->
            [one] { $who } to play
           *[other] { $who } to play
        }
    }, round { $round }, last move { $ago } · [turn message]({ $link })
season-history-empty = No game has finished on this server yet.
season-history-title = Finished games ({ $count }), newest first:
season-history-player = { $place }. { $name } { $score }
season-history-left = { $place }. { $name } (left)
season-history-line = • { $date } **{ $game }**: { $players } · [final message]({ $link })
season-solo-goal = Goal { $goal }: { $reached ->
        [yes] reached
       *[no] not reached
    }.
season-profile-empty = { $name } has not finished a game on this server yet.
season-profile-title = **{ $name }** on this server:
season-profile-game = • **{ $game }**: { $played ->
        [one] { $played } game
       *[other] { $played } games
    }, { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } ({ $rate }%), best { $best }, average { NUMBER($average, minimumFractionDigits: 1, maximumFractionDigits: 1) }; rating { $rating ->
        [none] not yet
       *[other] { $rating } (#{ $rank } of { $of })
    }
season-profile-solo = • **{ $game }** solo: { $played ->
        [one] { $played } game
       *[other] { $played } games
    }, best { $best }, goal reached { $goals ->
        [one] once
       *[other] { $goals } times
    }
season-profile-last = Last results:
season-profile-result = { $date } { $game }: { $seats ->
        [one] solo
       *[other] { $place } of { $seats }
    }, { $score } points
season-leader-title = **{ $game }**: the best rated players of this server
season-leader-empty = Nobody has a rating in { $game } on this server yet: it comes with the first finished game of two or more players.
season-leader-line = { $rank }. { $you ->
        [yes] **{ $name }**
       *[no] { $name }
    } { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
season-leader-about = A rating starts at 1500 and grows as you place well and as it grows surer of you (openskill's Plackett-Luce model: its cautious estimate, mu − 3 sigma, scaled). Each game and each server rate apart; solo and aborted games are not rated; leaving or resigning ranks last.
season-rematch-unknown = That game's result is not kept here, so I cannot start its rematch.
season-rematch-busy = A game is already open in this channel: finish it first.
season-rematch-opened = Rematch! { $asker } asks { $mentions } for another game. { $lobby }
season-rematch-held = The players of that game have the rematch to themselves until { $until }; after that anyone may start it (or open another game with /game new).
season-button-rematch = Rematch
season-card-title = { $game }: final results
season-card-rating = rating { $rating } ({ $change })
help-season = **Season** /game mine: your games here, the ones waiting on you first. /game history, /game profile and /game leaderboard: results and ratings. A rating starts at 1500 and is openskill's cautious estimate of your skill (mu − 3 sigma, ×20, +1500): it rises as you place well and as it grows surer of you.
season-previous = ◀ Previous
season-next = Next ▶

# /game resign asks first (issue 40, item 8).
resign-confirm = { $plays_on ->
    [yes] Resign from this game? A computer plays your seat on, the others keep playing, and you rank last.
   *[no] Resign from this game? It ends for everyone, with you placed last.
}
resign-button-yes = Resign
resign-button-no = Keep playing
resign-kept = You keep your seat: play on.
resign-not-yours = This confirmation belongs to another player: nothing was done.
resign-paused = The game is paused: you can resign once a moderator resumes it with /mod resume.

# The other players answer an undo request with buttons (issue 40, item 9).
undo-button-agree = Agree
undo-button-decline = Decline
undo-agreed-waiting = You agreed. Still waiting for: { $names }.

# When the waiting player's reminder and the timeout are due (issue 40, item 15);
# the times are Discord timestamps, shown as "in 3 hours" in the reader's client.
clock-when = { $reminder ->
        [never] no more reminders
       *[due] next reminder { $reminder_at }
    }, { $timeout ->
        [told] timed out { $timeout_at } (moderators were told)
       *[due] timeout { $timeout_at } (moderators are told)
    }
view-clock = ⏰ { $name }: { $when }.
season-mine-clock = · ⏰ { $when }

# /game rules: a game's how-to-play first, and what each element does (issue 40, item 16).
rules-howto = **How { $title } goes**
    { $howto }

    What does a space, tile, room or zone do? Ask with `/game rules about:` (start typing its name, then pick from the list).
rules-about = **{ $title }** ({ $game })
    { $text }
rules-about-choice = { $name } ({ $game })
rules-about-unknown = No space, tile, room or zone is called “{ $about }”: start typing in the about option and pick one from the list.
