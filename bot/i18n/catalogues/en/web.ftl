# Cavern Host — English catalogue: the web table's pages (web/) and its links on Discord.

## Links and access
web-link-forged = This link is not one the bot gave: it may have been cut or changed. Press “Open the table” on the turn message for a new one.
web-link-expired = This link has expired (links last 15 minutes). Press “Open the table” on the turn message for a new one.
web-link-other-member = This link was made for another member. Use your own: press “Open the table” on the turn message.
web-no-session = Open the table from Discord first: press “Open the table” on the turn message, and the bot gives you your own link.
web-not-allowed = This server does not let spectators watch its games on the web. A moderator can allow it with /mod config web_spectators:True.
web-no-game = There is no such game.
web-game-over = This game is over: nothing more can be played.
web-bad-request = The page sent a move without its security token. Reload the page and try again.
web-moved-on = The game has moved on since this page was drawn; nothing was changed. Refresh the table to see the current turn.
web-seat-changed = That seat changed at the same moment; nothing was changed. Refresh the table to see where the game stands.
web-store-lost-maybe = The connection to our database dropped while this was being saved, so I cannot tell yet whether it was. Refresh the table before trying again.
web-move-unknown = The connection to our database dropped while your move was being saved, and I could not check yet whether it was. Refresh the table before playing again.
web-rate-limited = Slow down a little: too many requests in a short time. Try again in a few seconds.
web-refused-title = The table cannot open
web-back-to-discord = Back on Discord, press “Open the table” on the game's turn message.
web-your-link = Your own link to the table of { $title } (only for you, valid 15 minutes): { $url }
web-off = The web table is not enabled on this bot.
controls-open-table = Open the table

## The game page
web-page-title = { $title } — game { $game }
web-you-play = You play { $name }.
web-spectating = You are watching: only what every player sees is shown.
web-to-act = To act
web-waiting-for = { $name }: { $prompt }
# The reader's own line in « To act », when their choices are on the page under it.
web-waiting-you = You: your choices are just below.
web-nobody-acts = Nobody has to act.
web-status-lobby = The game has not started yet.
web-status-paused = The game is paused by a moderator.
web-status-finished = The game is over.
web-status-aborted = The game was ended without a result.
web-your-turn = Your turn: { $prompt }
web-tap-board = Tap the lit places on the board to choose, or pick from the list.
web-choices = Your choices
web-all-choices = Every choice, as a list
web-clear = Clear
web-play = Play
web-played = Played: { $label }
web-scores-now = Scores if the game ended now
web-scores-final = Final scores
web-total = Total
web-story = The story
web-no-story = Nothing has happened yet.
web-live-lost = Reconnecting to the table…
web-close = Close
web-tap-to-read = Tap any space, tile or card to read what it does.
web-how-to-play = How to play
web-language = Language

## /mod config web_spectators
opt-web_spectators = web_spectators
opt-mod-config-web_spectators-desc = Let anyone with a game's web address watch its public view
web-spectators-on = Web table: spectators may watch this server's games (the public view only).
web-spectators-off = Web table: only the players of a game open its page.

## Watching a finished game again
web-replay-title = { $title } — game { $game }, watched again
web-replay-step = Move { $step } of { $steps }
web-replay-round = round { $round }
web-replay-first = Start
web-replay-round-back = Round back
web-replay-back = Back
web-replay-play = Play
web-replay-pause = Pause
web-replay-forward = Forward
web-replay-round-forward = Next round
web-replay-last = End
web-replay-not-over = This game is still being played: it can be watched again once it is over.
web-back-to-game = Back to the game's page
web-watch-again = Watch the game again, move by move

## My games
web-mine-title = My games
web-mine-link = My games
web-mine-mine = your turn
web-mine-active = others to play
web-mine-paused = paused
web-mine-lobby = lobby, not started
web-mine-none = You hold no seat in an open game on this server.

## Log in with Discord
web-login = Log in with Discord
web-login-failed = Discord did not confirm who you are. Try again, or press “Open the table” on the turn message.

## The leaderboard
web-leaderboard-title = Leaderboard: { $title }
web-leaderboard-link = Leaderboard

## Changing course on the page: undo, resign, rematch (the same host calls as /game undo,
## /game resign and the final message's Rematch)
web-undo-button = Ask to take back the last move
web-undo-asked = You asked to take back the last move. Still waiting for: { $names }. They can agree here or in the channel.
web-undo-request = { $names } asked to take back the last move. Do you agree?
web-undo-you-agreed = You agreed to take back the last move. Still waiting for: { $names }.
web-resign-open = Resign…
web-rematch-hint = Play again with the same game and options: a new lobby opens in the channel.
# A lobby's page (a rematch leads there): who sits, and how the game starts.
web-lobby-seated = Seated so far: { $names }. When everyone is in, start the game in the channel with /game start.
# Where a member who resigned from the page goes when the others play on (their seat is a computer's).
web-you-resigned-plays-on = You resigned from game #{ $game }: a computer plays your seat on, and you rank last. Its table is now the players'.
