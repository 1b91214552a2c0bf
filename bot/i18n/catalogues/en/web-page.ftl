# Cavern Host — English catalogue: what the web table's page script says (web/static/table.js).

## When the table does not answer
web-unreachable = The table could not be reached: check your connection, then try again. (Tap this note to hide it.)
