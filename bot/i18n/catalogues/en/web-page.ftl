# Cavern Host — English catalogue: what the web table's page script says (web/static/table.js).

## When the table does not answer
web-unreachable = The table could not be reached: check your connection, then try again. (Tap this note to hide it.)

## A turn whose prompt says only that it is the seat's turn (Cavern Tavern's actions)
web-your-turn-bare = Your turn: choose what to do.
web-waiting-turn = { $name }: choosing what to do

## Cavern Tavern's secret objective once the game is scored (while it goes on: « met so far »)
webct-objective-final-met = met
webct-objective-final-not-met = not met

## Pages the table cannot give
web-no-page = There is no such page on the table. Open it from Discord: press “Open the table” on the game's turn message.
web-server-error = Something went wrong on the table's side; your game is safe. Reload the page in a moment.
