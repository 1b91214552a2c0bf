# Cavern Host — catalogue français : Cavern Tavern sur la table web (web/boards/cavern_tavern).
# Noms de la règle française (seeds/003) : Mess, Cellier, Cuisine, Tableau des Corvées,
# Bureau de Nasty, Atelier du Sorcier, Chambre Secrète ; la règle dit « tour » pour la manche.

## Le tour
webct-round = Tour { $round } sur { $total }
webct-over = Partie terminée
webct-to-act = ▶ À jouer
webct-first-player = Premier joueur
webct-white-die = Dé blanc
webct-white-in_hand = en main
webct-white-rolled = lancé
webct-white-placed = sur une zone
webct-white-set_aside = mis de côté ce tour
webct-items-deck = Pile Objet : { $count }
webct-solo-goal = Objectif : { $goal } PV
webct-goal-reached = ✓ atteint
webct-final-scores = Scores finaux

## Les salles
webct-room-mess = Mess
webct-room-cellar = Cellier
webct-room-kitchen = Cuisine
webct-room-chores = Tableau des Corvées
webct-room-office = Bureau de Nasty
webct-room-workshop = Atelier du Sorcier
webct-room-secret = Chambre Secrète
webct-room-automaton = Automate
webct-order-deck = Pile Commande
webct-says-deck = « Nasty dit »
webct-taken-by = prise par { $name }
webct-blocked = bloqué
webct-empty = vide
webct-dice-count = { $count ->
    [one] { $count } dé
   *[other] { $count } dés
}
webct-vp = { $vp } PV
webct-extra-first = premier joueur
webct-extra-swap_supply = vous pouvez échanger 1 avec le Cellier
webct-extra-steal = volez 1 à un joueur
webct-extra-swap_player = échangez 1 avec un joueur
webct-extra-any_supply = prenez 1 au choix dans le Cellier
webct-extra-steal-solo = prenez 1 dans la réserve
webct-extra-swap_player-solo = échangez 1 avec la réserve
webct-reward-office = vous : Nasty −1 ; un joueur au choix : Nasty +1
webct-reward-office-solo = vous : Nasty −1
webct-reward-replace = remplacez une commande du Mess : piochez 3, gardez 1
webct-reward-item = piochez 3 Objets, gardez 1
webct-reward-potion = 1 Potion Magique + 1 Objet
webct-reward-missnasty = 2 jetons Modificateur
webct-sr-closed = S'ouvre au tour 4 (23 h).
webct-sr-counts = Cartes restantes : { $deck } · Pile Secrète : { $pile } · jetons Modificateur : { $modifiers }
webct-token-drink = Jeton Boisson :
webct-token-miss = Jeton Miss Nasty
webct-auto-mess = emplacement { $slot } du Mess
webct-auto-note = Ses dés bloquent des zones entières ce tour.

## Commandes
webct-customer = client { $race }
webct-symbol-kitchen = +1 Cuisine
webct-symbol-chores = +1 Corvées
webct-now = ce tour
webct-gone-after = part après { $rounds } { $rounds ->
    [one] tour
   *[other] tours
}
webct-no-order = Pas de commande en cours · { $served ->
    [0] aucune servie
    [one] { $served } servie
   *[other] { $served } servies
}

## La taverne d'un joueur
webct-first = 1er
webct-choosing-character = choisit un personnage
webct-if-ended = si la partie finissait maintenant
webct-with-secrets = Votre score avec vos secrets, si la partie finissait maintenant : { $points }
webct-score-track = piste de score { $vp }
webct-track-nasty = Nasty
webct-track-kitchen = Cuisine
webct-track-chores = Corvées
webct-no-ingredients = Aucun ingrédient
webct-no-dice = Plus aucun dé
webct-start-dice = Dés de départ :
webct-items = { $count ->
    [one] { $count } Objet
   *[other] { $count } Objets
}
webct-says-held = « Nasty dit » ({ $count }) : Cellier, Atelier et Bureau seulement
webct-modifiers = Modificateurs : { $count }
webct-drinks = Boissons : { $count }
webct-miss-tokens = Miss Nasty : { $count }
webct-your-hand = Vos Objets
webct-your-objective = Votre Objectif Secret
webct-objective-met = rempli pour l'instant
webct-objective-not-met = pas encore rempli
webct-served = { $count ->
    [one] { $count } servie
   *[other] { $count } servies
}
webct-forgotten = { $count ->
    [one] { $count } oubliée
   *[other] { $count } oubliées
}
webct-tips = { $count ->
    [one] { $count } Tip mis de côté
   *[other] { $count } Tips mis de côté
}
webct-more = { $count ->
    [one] { $count } ingrédient · plus de détails
   *[other] { $count } ingrédients · plus de détails
}
webct-no-items = aucun
webct-missing = { $count ->
    [one] { $count } manquant
   *[other] { $count } manquants
}
webct-holds-all = a toutes les cartes
webct-cellar-note = Chiffres : cartes restantes dans chaque pile
