# Cavern Host — catalogue français : textes communs aux jeux (rules/core/text.py).

# Pieces of one sentence written one after the other.
core-concat = { $a }{ $b }

# Les refus communs des moteurs (rules/core/base.py).
core-game-over = Cette partie est terminée : plus aucun coup n'est possible.
core-not-your-turn = Ce n'est pas votre tour : vous n'avez rien à décider pour l'instant.
core-not-an-option = « { $option } » ne fait pas partie de vos choix en ce moment.
core-no-such-option = { $game ->
    [cave-vs-cave] Caverna : Caverne contre Caverne
    [caverna] Caverna
   *[other] { $title }
} n'a pas d'option « { $name } » (options : { $known }).
core-option-not-bool = L'option « { $name } » doit valoir « true » ou « false ».
core-player-count = { $game ->
    [cave-vs-cave] Caverna : Caverne contre Caverne
    [caverna] Caverna
   *[other] { $title }
} { SE_JOUE($min, $max) }, pas { $players }.
