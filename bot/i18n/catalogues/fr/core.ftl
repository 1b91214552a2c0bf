# Cavern Host — catalogue français : textes communs aux jeux (rules/core/text.py).

# Pieces of one sentence written one after the other.
core-concat = { $a }{ $b }
