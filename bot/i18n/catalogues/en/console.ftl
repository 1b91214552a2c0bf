# Cavern Host — English catalogue: the local console's own sentences (bot/console.py).
# The command words (new, join, start, play…) are the ones the console reads: they stay
# English in every language; NAME, GAME… are the words a player replaces.
# Each English text is the console's English exactly (tests/bot/test_console.py).

## Starting and leaving
console-welcome = Cavern Host console. Type help for the commands, quit to leave.
console-bye = Bye: the game is saved and continues next time.
console-unknown-command = Unknown command “{ $command }”. Type help for the list.
# $games: the game keys, comma-separated.
console-help =
    Commands (the same words as on Discord):
      new GAME [PLAYERS] [name=value ...]   open a lobby (games: { $games }); help new: options
      join NAME             take a seat (the first join opens the lobby)
      leave NAME            leave the lobby
      start                 start the game; the seat order is shown
      status                where the game stands and who must act
      options [NAME]        the choices of the player to act (numbered)
      hand [NAME]           that player's secrets (hand, objective): others look away
      play ID|NUMBER [as NAME]   play a choice for the player to act (or type just NUMBER)
      board [PLAYER]        write the board images and show the board in words
      log [ROUND|all]       the story: the latest page, one round, or the whole game
      score                 scores with their breakdown
      undo                  take back the last move (never past revealed information)
      resign NAME           that player gives up the game
      computer [LEVEL]      seat a computer player in the lobby (levels: easy, hard, expert)
      rules [GAME]          the games, or one game's player counts and options
      help [new]            this list, or how to open a game with options
      quit                  leave the console (the game stays saved; Ctrl-C too)
console-no-games = none installed
console-help-new =
    new GAME [PLAYERS] [name=value ...] opens a lobby, for example:
      new cavern-tavern 2 secret_room=true story_card=3
    Each game's options, with their defaults:
console-game-options = { $key }:
console-game-no-options = { $key }: no options
# A game option whose default is no value.
console-option-none = (none)

## What each game option does (help new, rules GAME): console-option-GAME-NAME
console-option-caverna-furnishing_set = full: every furnishing tile; intro: only the introductory game's tiles
console-option-cavern-tavern-characters = true: each player chooses a character card at the start
console-option-cavern-tavern-chores_bonus = the Chores track bonus: mirror_kitchen (the Kitchen's; its rulebook page is missing) or none
console-option-cavern-tavern-end_steps_after_last_round = true: after round 10 the end-of-round steps still happen (Nasty steps for open orders, forgotten orders)
console-option-cavern-tavern-fix_the_roof_vp = VP for Fix the Roof (the zone list says 6, the worked example 7)
console-option-cavern-tavern-item_copies = copies of each item card, as JSON (item id: copies); default: the 25 cards of the house deck
console-option-cavern-tavern-lasting_says_end_after_one_placement = true: a lasting Nasty-says card ends after one placement in the room it opens
console-option-cavern-tavern-nasty_penalties = VP lost at the end per Nasty space, from space 0 (our own table: the printed one is not public)
console-option-cavern-tavern-nasty_says_penalty = per_card: each Nasty-says card still held at the end costs 10 VP; once: 10 VP in all
console-option-cavern-tavern-objectives = true: each player gets a secret objective card (not in solo)
console-option-cavern-tavern-order_deck = your own order cards, as JSON, instead of the house deck
console-option-cavern-tavern-says_copies = copies of each Nasty-says card, as JSON (card id: copies); default: the 15 cards of the house deck
console-option-cavern-tavern-secret_room = true: play with the Secret Room expansion
console-option-cavern-tavern-secret_room_deck = your own Secret Room cards, as JSON, instead of the house deck
console-option-cavern-tavern-solo_goal = solo, standard mode: the VP needed to win
console-option-cavern-tavern-solo_mode = solo: standard (reach solo_goal) or story (a Five Kingdoms card sets the goals)
console-option-cavern-tavern-story_card = story mode: this Five Kingdoms card instead of a random one
console-option-cavern-tavern-story_deck = your own Five Kingdoms cards, as JSON, instead of the house deck
console-option-cavern-tavern-summon_when_passing_over = true: a 2-step move over a summons space (3, 6, 9) still summons you
console-option-cavern-tavern-track_bonus_tiers = highest_only: only the highest track bonus reached counts; cumulative: every tier reached counts

## The host's Discord commands, as typed in the console
console-word-join = join NAME
console-word-new = new GAME
console-word-resign = resign NAME

## Opening a game
console-which-game = Which game? For example: new cave-vs-cave 2 (help new lists the options)
console-players-not-number = The number of players must be a number, not “{ $text }”.
console-no-such-game = There is no game “{ $key }”. Games: { $games }.
console-game-already-open = A { $title } game is already open here; finish it or resign first.
console-player-range = { $title } is for { $min } to { $max } players, not { $count }.
console-new-lobby = New { $title } lobby. Each player types: join NAME
# $options: "name=value, name=value".
console-new-lobby-options = New { $title } lobby ({ $options }). Each player types: join NAME
console-join-first = Someone joins first: join NAME, then computer.
console-who-joins = Who joins? For example: join Ann
console-who-leaves = Who leaves? For example: leave Ann
console-nobody-joined-lobby = Nobody has joined yet: each player types join NAME first.
console-nobody-joined = Nobody has joined yet.
console-lobby-open = A lobby is open: join NAME to take the first seat.
# A lobby saved by an earlier session; $names: its players, comma-separated.
console-resuming-lobby = Resuming the { $title } lobby ({ $names }): join NAME or start.
console-resuming-game = Resuming your { $title } game.

## Playing
console-not-started = The game has not started yet: type start when everyone has joined.
console-game-over = The game is over: type score for the results, or new for another.
console-nobody-to-act = Nobody has to act right now.
console-nothing-to-decide = That player has nothing to decide right now.
# A decision: who decides, and the engine's prompt.
console-prompt = { $name }: { $prompt }
console-next = Next: { $prompt }
console-type-number = Type a number to play it (or play ID as NAME for another player).
console-play-what = Play what? Give an option number or id (type options to see them).
# $numbers: the numbers shown, comma-separated (a number stays with its choice all turn).
console-choose-number = Choose one of the numbers shown: { $numbers }.
# $choice: "End turn"; $unused: the usable choices left, comma-separated; $again: what was typed.
console-quoted = { $text }
console-confirm-end = “{ $choice }” would leave unused: { $unused }. Type { $again } again to do it anyway.
console-nothing-secret = That player holds nothing secret.
console-who-resigns = Who resigns? Type resign NAME (players: { $players }).
console-nobody-yet = nobody yet
# A line meant for one player only, shown on the shared screen.
console-private = (for { $who } only) { $text }
console-one-player = one player

## Looking
console-log-usage = Type log, log ROUND (a number) or log all.
console-log-more = (log all shows the whole story, log ROUND one round)
console-rules-game = { $key }: { $title }, { $min } to { $max } players
console-rules-more = rules GAME shows a game's options.
console-rules-title = { $title } ({ $key }): { $min } to { $max } players.
console-rules-options = Options (name=value after new { $key } [PLAYERS]):
console-rules-no-options = It has no options.
console-board-of = Board of { $name }:
console-image-written = [image written: { $path }]
# $reason: the system's own words (not translated).
console-cannot-write-images = Cannot write the images to { $folder }: { $reason }.

## Console command words (typed; the Discord commands' names work too)
console-command-new = new
console-command-options = options
console-command-quit = quit
console-command-as = as

## python -m bot: its --help and the guide shown when no token is set
cli-description = Cavern Host: the Discord bot with a token, else the local console.
cli-usage-notes =
    {"./run.sh"}                          run the bot (DISCORD_TOKEN from the environment or .env)
    {"./run.sh"} --local [--db PATH] [--out DIR]   a hotseat game in this terminal
    {"./run.sh"} copy-db --from SOURCE --to TARGET  copy every game (SQLite file or
                                      postgresql:// URL, either way), verified by replay
    {"./run.sh"} ratings rebuild [--db PATH]   every rating again from the stored results

    Relative paths are read from the folder the command was run in (./run.sh passes it
    as CAVERN_CALLER_DIR, since it changes to the project folder first).
cli-help-local = play in this terminal
cli-help-db = SQLite file or postgresql:// URL (default: DATABASE_URL, else DATABASE_PATH; with --local, data/console.db)
cli-help-out = folder for board images in the console (default out/console)
cli-help-env-file = settings file (default .env)
cli-help-lang = the console's language: { $languages } (default: from LANG)
cli-help-help = show this help and exit
cli-usage = usage:{" "}
cli-options = options
# The permissions as Discord's settings name them, in the order of INVITE_PERMISSIONS.
cli-permission-names = View Channels, Send Messages, Send Messages in Threads, Create Public Threads, Attach Files
cli-optional-permission = Mention @everyone, @here, and All Roles
cli-offer-console = Start the local console now? [Y/n]{" "}
# Answers that mean yes (Enter alone too), separated by spaces.
cli-yes-words = y yes
cli-no-token =
    No DISCORD_TOKEN is set, so Cavern Host cannot connect to Discord.

    To get a token:
      1. Open https://discord.com/developers/applications and click "New Application".
      2. In "Bot", click "Reset Token" and copy the token (keep it secret). Leave the
         privileged gateway intents off: Cavern Host needs none of them.
      3. In "OAuth2" > "URL Generator", tick "bot" and "applications.commands", then the
         permissions { $permissions } (permissions={ $value }).
         Add "{ $optional }" only if timeout warnings must
         ping a moderator role that is not mentionable. Open the generated URL to invite
         the bot to your server.
      4. Put the token in a file named .env next to the project:  DISCORD_TOKEN=your-token
         (copy .env.example), optionally DEV_GUILD_ID=<your server id> for instant commands
         (Discord Settings > Advanced > Developer Mode, then right-click the server's icon >
         Copy Server ID).
      5. Run ./run.sh again.

    Meanwhile you can play right here: ./run.sh --local

# A Discord timestamp (<t:…:R>) said in the terminal, which has no Discord client to show it.
console-time-ahead = in { $count } { $unit ->
    [minutes] { $count ->
        [one] minute
       *[other] minutes
    }
    [hours] { $count ->
        [one] hour
       *[other] hours
    }
   *[days] { $count ->
        [one] day
       *[other] days
    }
}
console-time-ago = { $count } { $unit ->
    [minutes] { $count ->
        [one] minute
       *[other] minutes
    }
    [hours] { $count ->
        [one] hour
       *[other] hours
    }
   *[days] { $count ->
        [one] day
       *[other] days
    }
} ago
