# Cavern Host — English catalogue: texts shared by every game (rules/core/text.py).

# Pieces of one sentence written one after the other.
core-concat = { $a }{ $b }
