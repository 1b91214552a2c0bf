# Cavern Host — catalogue français : les mots de la table web de Caverne contre Caverne
# (web/boards/cave_vs_cave) que les images ne disent pas déjà (pictures.ftl).

# « Le but du jeu est d'atteindre les 50 points de victoire. Si vous dépassez 60 points,
# votre nom sera inscrit en lettres d'or dans les archives naines ! » (seeds/001)
web-cvc-solo-goal = But du mode solo : { $goal } points · exceptionnel au-delà de { $above }
web-cvc-solo-score = { $points ->
    [one] { $points } point pour l'instant
   *[other] { $points } points pour l'instant
}
web-cvc-solo-to-go = { $count ->
    [one] encore { $count } point pour l'atteindre
   *[other] encore { $count } points pour l'atteindre
}
web-cvc-one-of = une tuile parmi : { $tiles }
web-cvc-display-count = { $count ->
    [one] { $count } pièce disponible
   *[other] { $count } pièces disponibles
}
# « Formez une pile face cachée avec les 9 autres tuiles » (seeds/001).
web-cvc-room-pile = Pile du mode solo : { $count ->
    [one] { $count } tuile Pièce
   *[other] { $count } tuiles Pièce
}
web-cvc-free = gratuite
web-cvc-extra-taken = Cavité supplémentaire : prise par { $name }
web-cvc-extra-side = côté à { $walls ->
    [one] { $walls } mur
   *[other] { $walls } murs
}
