# Cavern Host — catalogue français : les mots de la table web de Caverna (web/boards/caverna)
# que les images ne disent pas déjà (ceux-là viennent de pictures.ftl). Noms de la règle
# (seed 002) : « tuiles Aménagement », « Habitations », « aménagements jaunes », « Premier joueur ».

web-caverna-phase-final = derniers échanges avant le décompte
web-caverna-starting = premier joueur
web-caverna-solo-goal = Solo : { $points } { $points ->
    [one] point
   *[other] points
} — objectif : { $goal }
web-caverna-off-board = hors du plateau
web-caverna-covered = recouvert : { $tile }
web-caverna-due = à venir : { $goods } ({ $rounds })
web-caverna-enlarge = agrandir
web-caverna-shrink = tous les plateaux
web-caverna-you = vous
web-caverna-furnishing-tiles = Tuiles Aménagement
web-caverna-tiles-orange = Habitations
# (notre traduction) ; la règle : « tuiles Aménagement » vertes
web-caverna-tiles-green = Aménagements verts
web-caverna-tiles-yellow = Aménagements jaunes : points bonus
