# Cavern Host — catalogue français : les mots dessinés dans les images (render/).
# Noms des règles françaises (seeds/000, 001 : Caverne contre Caverne ; seeds/002 :
# Caverna ; seeds/003 : Cavern Tavern) ; sinon « (notre traduction) ».
# pic-language nomme la langue : il sert de clé aux pièces d'image mises en cache.

## Mots communs.
pic-language = fr
pic-list = { $a }, { $b }
pic-facts = { $a } · { $b }
pic-facts-wide = { $a }  ·  { $b }
pic-tavern-pile = { $name } { $count }
pic-plus = { $a } + { $b }
pic-score-part = { $label } { $points }
pic-tavern-held = { $name } ×{ $count }
pic-and = { $a } et { $b }
pic-or = { $a } ou { $b }
pic-player = Joueur { $n }
pic-seat = J{ $n }
pic-total = Total
pic-free = gratuit
# Sert aux ingrédients, aux boissons, aux cartes, à la commande… : le dessin dit le genre
# de ce qui manque (« Boissons : aucune », « Ingrédients : aucun »), pas « néant ».
pic-none = { $what ->
    [f] aucune
   *[m] aucun
}
pic-goods = Ressources
pic-game-over = partie terminée
pic-first-player = premier joueur
pic-first-player-cap = Premier joueur
pic-points-word = points
pic-pts = { $points } { $points ->
    [one] point
   *[other] points
}
pic-round-n = Tour { $n }
# Caverne contre Caverne : la règle dit « manche » (et « tour » pour le coup d'un joueur).
pic-cvc-round-n = Manche { $n }
pic-score-breakdown = Détail des points
pic-final-score = Score final : { $points } { $points ->
    [one] point
   *[other] points
}
pic-winner = Vainqueur : { $names } avec { $points } { $points ->
    [one] point
   *[other] points
}
pic-name-points = { $name } : { $points } { $points ->
    [one] point
   *[other] points
}
pic-name-free = { $name } : libre
pic-named = { $name } : { $text }
# Sur une tuile (Caverne contre Caverne, Caverna) : « prise ».
pic-taken-by = prise : { $name }
pic-to-act = À jouer : { $names }
pic-to-act-name = ▶ à jouer : { $name }
pic-to-act-prompt = À jouer : { $names } — { $prompt }
pic-to-act-tag = ▶ à jouer

## Caverne contre Caverne.
pic-cvc-title = Caverne contre Caverne — manche { $round } sur { $total }
pic-cvc-title-over = Caverne contre Caverne — partie terminée
pic-cvc-action-tiles = Tuiles Action
pic-cvc-action-tiles-note = une par tour · les tuiles prises reviennent en fin de manche
pic-cvc-band = { $name } · { $points } { $points ->
    [one] point
   *[other] points
}
pic-cvc-band-turns = { $name } · { $points } { $points ->
    [one] point
   *[other] points
} · { $turns ->
    [0] aucun tour restant
    [one] { $turns } tour restant
   *[other] { $turns } tours restants
}
pic-cvc-breakdown-note = pièces et or, tels que décomptés
pic-cvc-cave-title = { $name } — caverne
pic-cvc-cost = coût : { $cost }
pic-cvc-display-empty = Aucune pièce disponible : creusez pour en révéler.
pic-cvc-display-note = { $count } { $count ->
    [one] disponible
   *[other] disponibles
} · murs : épais = requis, tirets = facultatif, aucun = pas de mur
pic-cvc-display-note-solo = { $count } { $count ->
    [one] disponible
   *[other] disponibles
} · pioche solo : { $pile } · murs : épais = requis, tirets = facultatif, aucun = pas de mur
pic-cvc-empty-cavern = cavité vide
pic-cvc-entrance = Entrée
pic-cvc-entrance-gain = +1 bois / pierre / céréales / lin
pic-cvc-extra = Cavité supplémentaire
pic-cvc-extra-not-taken = Cavité supplémentaire : non prise
pic-cvc-food-bonus = +1 repas
# Le pied de tuile est étroit : la coche sur fond vert dit déjà « libre ».
pic-cvc-free-group = ✓ { $group }
pic-cvc-goal-missed = objectif non atteint
pic-cvc-goal-reached = objectif atteint
pic-cvc-gold-fact = { $count } or
pic-cvc-group-a = manches 1-3
pic-cvc-group-b = manches 4-7
pic-cvc-group-r = dernière manche
pic-cvc-group-start = tuile de départ
pic-cvc-highest = Meilleur score : { $names } avec { $points } { $points ->
    [one] point
   *[other] points
}
pic-cvc-kind-action = action
pic-cvc-kind-passive = passive
pic-cvc-needs-gold = ✕ il faut plus d'or
pic-cvc-none-yet = aucune révélée pour l'instant
pic-cvc-outstanding = exceptionnel
pic-cvc-room-chip = { $name } ({ $cost }) { $points } { $points ->
    [one] point
   *[other] points
}
pic-cvc-rooms-rule-fits = Pièces : { $orange } orange · { $blue } { $blue ->
    [one] bleue
   *[other] bleues
} — une pièce bleue est possible
pic-cvc-rooms-rule-needs = Pièces : { $orange } orange · { $blue } { $blue ->
    [one] bleue
   *[other] bleues
} — une autre orange avant la prochaine bleue
pic-cvc-rooms-to-furnish = Pièces à aménager
pic-cvc-rounds = Manches
pic-cvc-rounds-note = nains = tours de chaque joueur
pic-cvc-rounds-over = toutes les manches sont jouées
pic-cvc-score-footer = Score : { $parts } = { $points } { $points ->
    [one] point
   *[other] points
}   ·   murs posés : { $walls }
pic-cvc-score-gold = Or
pic-cvc-score-parts = Pièces { $rooms } + Or { $gold }
pic-cvc-score-rooms = Pièces
pic-cvc-shelf-limits = max 9 · or 19
pic-cvc-solo-verdict = Score final : { $points } { $points ->
    [one] point
   *[other] points
} — { $verdict } (objectif solo { $goal })
pic-cvc-solo-verdict-above = Score final : { $points } { $points ->
    [one] point
   *[other] points
} — { $verdict } (objectif solo { $goal }, exceptionnel au-delà de { $above })
pic-cvc-tile-needs-gold = { $name } : il faut plus d'or
pic-cvc-turns-fact = { $count ->
    [0] aucun tour restant
    [one] { $count } tour restant
   *[other] { $count } tours restants
}
pic-cvc-turns-left = Tours restants dans cette manche : { $left }
pic-cvc-turns-left-of = Tours restants dans cette manche : { $left } sur { $total }
pic-cvc-turns-up = révélée à la manche { $n }
pic-cvc-used = ✓ utilisée
pic-cvc-walls = murs
pic-cvc-walls-supply = Murs en réserve : { $left } sur { $total }

## Caverna (seeds/002 ; « (notre traduction) » quand la règle ne le dit pas).
pic-caverna-title = Caverna — { $round }
pic-caverna-title-over = Caverna — partie terminée
pic-caverna-title-phase = Caverna — { $round } · { $phase }
pic-caverna-round = tour { $printed } sur { $total }
# Le suffixe anglais (« 11th ») n'a pas cours en français : l'ordinal vient du nombre.
pic-caverna-round-skipped = tour { $printed } ({ $played }{ $suffix ->
   *[other] { $played ->
        [one] er
       *[other] e
    }
} sur { $total })
pic-caverna-action-spaces = Cases Action
pic-caverna-all-armed = tous les nains armés
pic-caverna-animals = Animaux
pic-caverna-any-time = à tout moment : { $trade }
pic-caverna-at = → { $space }
pic-caverna-at-home = à la maison
pic-caverna-band = { $name } · { $points } { $points ->
    [one] point
   *[other] points
} · { $home }/{ $total } nains à la maison
pic-caverna-begging = Mendicité : { $count ->
    [0] { $count }
    [one] { $count } (−3)
   *[other] { $count } (−3 chacun)
}
pic-caverna-begging-one = Mendicité : { $count } (−3)
pic-caverna-bonus-if = { $goods } si { $count }+ { $what }
pic-caverna-bonus-if-all = +{ $points } si { $what }
pic-caverna-bonus-per = { $goods } par { $what }
pic-caverna-bonus-per-n = +{ $points } par { $per } { $what }
pic-caverna-bonus-per-one = +{ $points } par { $what }
pic-caverna-breakdown-note = chaque catégorie décomptée selon la règle
pic-caverna-cancel-losses = annule jusqu'à { $points } { $points ->
    [one] point perdu
   *[other] points perdus
}
pic-caverna-card-hidden = carte cachée
pic-caverna-card-round = T{ $n }
pic-caverna-cavern = Grotte
# La vignette d'un joueur est étroite (7 joueurs) : abrégé ; les nains à la maison sont les nains libres.
pic-caverna-chip-facts = { $food } PN · { $home }/{ $total } libres
pic-caverna-count-adjacent = { $count ->
    [one] habitation adjacente
   *[other] habitations adjacentes
}
pic-caverna-count-armed = { $count ->
    [one] nain armé
   *[other] nains armés
}
pic-caverna-count-cattle = { $count ->
    [one] bœuf
   *[other] bœufs
}
pic-caverna-count-farm-animals = { $count ->
    [one] animal d'élevage
   *[other] animaux d'élevage
}
pic-caverna-count-ore = { $count ->
    [one] minerai
   *[other] minerais
}
pic-caverna-count-pairs = { $count ->
    [one] paire céréale+légume
   *[other] paires céréale+légume
}
pic-caverna-count-ruby = { $count ->
    [one] rubis
   *[other] rubis
}
pic-caverna-count-sheep = { $count ->
    [one] mouton
   *[other] moutons
}
pic-caverna-count-stone = { $count ->
    [one] pierre
   *[other] pierres
}
pic-caverna-count-yellow = { $count ->
    [one] tuile jaune
   *[other] tuiles jaunes
}
pic-caverna-deep-tunnel = Tunnel profond
pic-caverna-deep-tunnel-note = peut accueillir une mine de rubis
pic-caverna-dwarfs = Nains
pic-caverna-dwarfs-note = { $count } · place pour { $room }
pic-caverna-dwarfs-points = { $count } nains : { $points }
pic-caverna-dwarfs-points-and = { $a } ; { $b }
pic-caverna-end-of-round = Fin du tour : { $kind }
# « Entrée de caverne est l'habitation de départ » (seeds/002)
pic-caverna-entry = Entrée de caverne
pic-caverna-entry-note = loge 2 nains et 2 animaux
pic-caverna-expedition = expédition niv. { $level }
pic-caverna-farm-totals = total de la ferme
pic-caverna-fence-large = grand pâturage ({ $wood } bois)
pic-caverna-fence-small = petit pâturage ({ $wood } bois)
pic-caverna-field = Champ
pic-caverna-final = final
pic-caverna-forest = Forêt
# Les mots de la règle (seeds/002) : Prairie, Champ, Grotte, Tunnel profond/Minerai.
pic-caverna-forest-note = champs, prairies, pâturages
pic-caverna-furnish-cavern = aménager une grotte
pic-caverna-furnish-dwelling = aménager une habitation
pic-caverna-green-marker = vert : { $kind }
pic-caverna-harvest = récolte
pic-caverna-harvest-feed-1 = chaque nain mange 1 PN
pic-caverna-harvest-hidden = marqueur caché
pic-caverna-harvest-none = pas de récolte
pic-caverna-harvest-of = { $full ->
    [yes] récolte normale
   *[other] récolte : { $kind }
}
pic-caverna-harvest-skip = sans les champs ou sans la reproduction
pic-caverna-holds = accueille { $count } d'une même espèce
pic-caverna-holds-1 = accueille 1
pic-caverna-home-title = { $name } — Caverna
pic-caverna-if-ended = si la partie finissait maintenant
pic-caverna-imitate = imiter une case occupée
pic-caverna-imitate-cost = imiter une case occupée ({ $food } PN)
pic-caverna-join-all = { $a } · { $b }
pic-caverna-join-andor = { $a } et/ou { $b }
pic-caverna-join-any = { $a } / { $b }
pic-caverna-join-then = { $a }, puis { $b }
pic-caverna-join-xor = { $a } OU { $b }
pic-caverna-kind-bonus = bonus
pic-caverna-kind-dwelling = habitation
pic-caverna-kind-green = vert
pic-caverna-large-pasture = Grand pâturage
pic-caverna-meadow = Prairie
pic-caverna-mountain = Montagne
pic-caverna-mountain-note = grottes, tunnels, mines
pic-caverna-newborn = nouveau-né
pic-caverna-no-goods = aucune ressource
pic-caverna-no-place = sans place : { $animals }
pic-caverna-none-armed = aucun nain armé
pic-caverna-nothing = rien
pic-caverna-on-offer = disponible
pic-caverna-op-forge = forger une arme
pic-caverna-op-growth = croissance du clan
pic-caverna-op-market = acheter au marché
pic-caverna-op-sow = semer
pic-caverna-op-start-player = premier joueur
pic-caverna-op-take = les prendre
pic-caverna-ore-mine = Mine de minerai
pic-caverna-ore-mine-note =
    3 points
    +2 minerais
pic-caverna-ore-trade = ≤{ $times }× : { $trade }
pic-caverna-pasture = Pâturage
pic-caverna-per-ore-mine = mine de minerai
pic-caverna-phase-work = phase de travail
pic-caverna-red-marker = rouge : { $kind }
pic-caverna-refill = { $added } par tour · { $text }
pic-caverna-refill-if-not-empty = { $empty } ({ $more } si non vide)
pic-caverna-round-track = Piste des tours
pic-caverna-round-track-note = cartes et marqueurs Récolte visibles au début de leur tour
pic-caverna-ruby-mine = Mine de rubis
pic-caverna-ruby-mine-note =
    4 points
    +1 rubis
pic-caverna-ruby-mines = mine de rubis
pic-caverna-score = Score : { $points } { $points ->
    [one] point
   *[other] points
}
pic-caverna-solo-missed = Solo : { $points } { $points ->
    [one] point
   *[other] points
} — objectif de { $goal } non atteint
pic-caverna-solo-reached = Solo : { $points } { $points ->
    [one] point
   *[other] points
} — objectif de { $goal } atteint
pic-caverna-spaces-note = { $count } cases · bleu = carte Action · les ressources s'accumulent à chaque tour
pic-caverna-stable = étable
pic-caverna-stable-cost = étable ({ $stone } pierre)
pic-caverna-stables-left = étables à construire : { $count } sur 3
pic-caverna-starting = ★ premier joueur
pic-caverna-starting-badge = ★ premier joueur : { $seat }
pic-caverna-supply-note = { $left } sur { $total } { $left ->
    [one] disponible
    [0] disponible
   *[other] disponibles
} · coût sous le nom · écu = points, ★ = bonus final · grisée = prise
pic-caverna-supply-title = Caverna — tuiles Aménagement
pic-caverna-taken = prise
pic-caverna-tile-cavern-or-2 = tuile Grotte/Tunnel ou Grotte/Grotte
pic-caverna-tile-cavern-tunnel = tuile Grotte/Tunnel
pic-caverna-tile-meadow-field = tuile Prairie/Champ
pic-caverna-tile-ore-mine = tuile Tunnel profond/Minerai
pic-caverna-tile-ruby-deep = mine de rubis sur un tunnel profond
pic-caverna-tile-ruby-tunnel = mine de rubis sur un tunnel
pic-caverna-tunnel = Tunnel
pic-caverna-tunnel-note = peut accueillir des mines
pic-caverna-unarmed = sans arme
pic-caverna-unlimited = illimitée
pic-caverna-weapon = arme { $strength }
pic-caverna-good = { $good ->
    [wood] bois
    [stone] pierre
    [ore] minerai
    [ruby] rubis
    [gold] Or
    [food] PN
    [grain] céréale
    [vegetable] légume
    [sheep] mouton
    [donkey] âne
    [wild_boar] sanglier
    [cattle] bœuf
    [dog] chien
   *[other] { $good }
}
# Au pluriel, pour les nombres de pic-caverna-amount et pic-caverna-herd.
pic-caverna-goods = { $good ->
    [wood] bois
    [stone] pierres
    [ore] minerais
    [ruby] rubis
    [gold] Or
    [food] PN
    [grain] céréales
    [vegetable] légumes
    [sheep] moutons
    [donkey] ânes
    [wild_boar] sangliers
    [cattle] bœufs
    [dog] chiens
   *[other] { $good }
}
pic-caverna-amount = { $count } { $count ->
    [one] { pic-caverna-good }
   *[other] { pic-caverna-goods }
}
# « 1 mouton (max. 2) » : « 1/2 mouton » se lirait « un demi-mouton ».
pic-caverna-herd = { $count } { $count ->
    [one] { pic-caverna-good }
   *[other] { pic-caverna-goods }
} (max. { $holds })

## Cavern Tavern (seeds/003 ; « (notre traduction) » quand la règle ne le dit pas).
pic-tavern-title = Cavern Tavern — tour { $round } sur { $total }
pic-tavern-title-clock = Cavern Tavern — tour { $round } sur { $total } · { $clock }
pic-tavern-title-over = Cavern Tavern — partie terminée
pic-tavern-all-full = toutes les zones sont pleines
pic-tavern-all-placed = tous placés
pic-tavern-automaton = Automate
pic-tavern-automaton-discard = ✕ Automate : défaussée en fin de tour
pic-tavern-automaton-note = ses dés bloquent des zones entières ce tour-ci
pic-tavern-back-note = n'importe quelles faces : seul le nombre de dés compte
pic-tavern-back-rooms = Bureau de Nasty · Atelier du Sorcier
pic-tavern-band = { $name } · { $vp } PV · Nasty { $nasty } · Cuisine { $kitchen } · Corvées { $chores }
pic-tavern-blocked = Bloquées : { GUILLEMETS($zones) }
pic-tavern-blocked-badge = ✕ bloquée
pic-tavern-blocked-mess = Bloquées : { GUILLEMETS($zones) } · emplacement { $n } du Mess
pic-tavern-card-slot-empty = Emplacement de carte { $n } : vide
pic-tavern-cellar = Cellier
pic-tavern-cellar-note = Σ = somme des dés · prenez l'un des deux
pic-tavern-choosing = Choix d'un personnage
pic-tavern-chore-board = Tableau des Corvées
pic-tavern-chores = Corvées
pic-tavern-chores-note = un emplacement chacun · à chaque usage : +1 sur votre piste Corvées
pic-tavern-col-items = Objets
pic-tavern-col-order = Commande en cours (retard)
pic-tavern-col-player = Joueur
pic-tavern-col-score = Score
pic-tavern-col-track = Piste
pic-tavern-colour-black = noir
pic-tavern-colour-blue = bleu
pic-tavern-colour-green = vert
pic-tavern-colour-purple = violet
pic-tavern-colour-red = rouge
pic-tavern-colour-yellow = jaune
pic-tavern-customer = client { $race }
pic-tavern-dice = { $count } dés
pic-tavern-dice-left = Dés restants
pic-tavern-dice-left-n = Dés restants : { $count }
pic-tavern-dice-none = aucun
pic-tavern-die = { $count } dé
pic-tavern-extra-any-supply = +1 au choix
pic-tavern-extra-steal = voler 1 à un joueur
pic-tavern-extra-swap-player = échanger 1 avec un joueur
pic-tavern-extra-swap-supply = peut échanger 1 avec la réserve
pic-tavern-extra-swap-with-supply = échanger 1 avec la réserve
pic-tavern-extra-take-supply = prendre 1 dans la réserve
pic-tavern-final-note = décompte final, Objectifs Secrets et cartes Tip en main comptés
pic-tavern-final-scores = Scores finaux
pic-tavern-first-short = 1er
pic-tavern-forgotten = oubliées : { $count }
pic-tavern-goal = objectif { $goal }
pic-tavern-goal-text = Objectif : { $goal } PV. { $text }
pic-tavern-goal-text-one = Objectif : { $goal } PV. { $text }
pic-tavern-goal-vp = objectif { $goal } PV
# « part après 7 tours » ne tient pas dans la case rouge (112 px à 14 px) : « attend 7 tours »
# y tient jusqu'à 10 et dit l'unité (fr-282 lisait « part après 7 » : 7 quoi ?).
pic-tavern-gone-after = attend { $n } { $n ->
    [one] tour
   *[other] tours
}
pic-tavern-hidden-in-hand = cachés en main
pic-tavern-highest = Meilleur score public : { $names } avec { $points } (avant les Objectifs Secrets)
pic-tavern-holds-white = a le dé blanc
pic-tavern-ingredients = Ingrédients : { $held }
pic-tavern-ingredients-note = { $count } cartes · Σ = valeur du Cellier qui donne l'ingrédient
pic-tavern-ingredients-note-one = { $count } carte · Σ = valeur du Cellier qui donne l'ingrédient
pic-tavern-ingredients-title = Ingrédients
pic-tavern-items = Objets : { $count }
pic-tavern-items-deck = Pioche Objets : { $count }
pic-tavern-kitchen = Cuisine
pic-tavern-kitchen-note = un emplacement chacun · à chaque usage : descendez d'une case sur votre piste Cuisine
pic-tavern-mark-6 = +3 ±1
pic-tavern-mark-9 = +4 ±2
pic-tavern-mark-vp = +2 PV
pic-tavern-mark-warn = ⚠
pic-tavern-marker = { $label } :
pic-tavern-mess-free = Emplacement { $n } du Mess · libre
pic-tavern-mess-hall = Mess
pic-tavern-mess-note = prenez une commande · PV selon le retard · rouge : quand le client part
pic-tavern-mirror-kitchen = comme la Cuisine
pic-tavern-missing = ✗ { $count } { $count ->
    [one] manquant
   *[other] manquants
} : { $names }
pic-tavern-missing-potion = ✗ { $count } { $count ->
    [one] manquant
   *[other] manquants
} : { $names } · { $potions } Potion Magique pour les remplacer
pic-tavern-missing-potions = ✗ { $count } { $count ->
    [one] manquant
   *[other] manquants
} : { $names } · { $potions } Potions Magiques pour { $count ->
    [one] le
   *[other] les
} remplacer
pic-tavern-nasty = Nasty
pic-tavern-nasty-deck = Pioche « Nasty dit » : { $count }
pic-tavern-no-character = Aucun personnage
pic-tavern-no-dice = plus de dés
pic-tavern-no-order = aucune commande
pic-tavern-no-order-served = aucune commande · { $count ->
    [0] aucune servie
    [one] { $count } servie
   *[other] { $count } servies
}
pic-tavern-no-order-so-far = Aucune commande en cours · { $count ->
    [0] aucune servie
    [one] { $count } servie
   *[other] { $count } servies
} jusqu'ici
pic-tavern-now = maintenant
pic-tavern-order-lateness = { $name } ({ $late })
# La case la plus étroite d'une carte Commande, avant « +1 », « +2 » (tours de retard) :
# « 0 » tour de retard (« +0 » se lisait comme un zéro signé ; « à temps » ne tient pas).
pic-tavern-now-short = 0
pic-tavern-objective = { $name } — { $text } { $met }
pic-tavern-objective-met = ✓ atteint : +{ $vp } PV
pic-tavern-objective-missed = ✗ non atteint ({ $vp } PV)
pic-tavern-objectives = Objectifs Secrets
pic-tavern-option-chores = Bonus Corvées : { $bonus }
pic-tavern-option-nasty = PV perdus (Nasty) : { $table }
# (notre traduction)
pic-tavern-option-roof = Réparer le toit : { $vp } PV
pic-tavern-order = Commande : { $name }
pic-tavern-order-in-progress = Commande en cours
pic-tavern-order-late = Commande : { $name } (+{ $late })
pic-tavern-order-none = aucune : prenez-en une à votre prochain tour
pic-tavern-order-open = encore ouverte à la fin : pas de PV pour les ingrédients restants
pic-tavern-orders-deck = Pioche Commandes : { $count }
pic-tavern-past-last = au-delà de sa dernière ligne
pic-tavern-player-title = { $name } ({ $colour })
pic-tavern-players = Joueurs
pic-tavern-players-note = piste = piste de score actuelle · score = avec pertes et bonus de fin de partie
pic-tavern-plus-chores = +1 Corvées
pic-tavern-plus-kitchen = +1 Cuisine
pic-tavern-publisher-cards = Joué avec les cartes de l'éditeur.
pic-tavern-ready = ✓ les { $count } ingrédients en main : prête à servir
pic-tavern-ready-one = ✓ { $count } ingrédient sur { $count } en main : prête à servir
pic-tavern-reputation = Réputation
pic-tavern-reputation-note = Nasty : mieux vaut un petit numéro, ⚠ convocation · Cuisine, Corvées : mieux vaut un grand
pic-tavern-revealed = révélés
pic-tavern-reward-item = piochez 3 objets, gardez-en 1
pic-tavern-reward-office = piste Nasty : −1 pour vous, +1 pour un joueur de votre choix
pic-tavern-reward-office-solo = piste Nasty : −1 pour vous
pic-tavern-reward-potion = 1 Potion Magique + piochez 1 objet
pic-tavern-reward-replace = échange : piochez 3, gardez 1
pic-tavern-round-clock = tour { $round } · { $clock }
pic-tavern-round-late = { $count } tour de retard
pic-tavern-rounds-late = { $count } { $count ->
    [one] tour
   *[other] tours
} de retard
pic-tavern-says-held = ⚠ « Nasty dit » ({ $count }) : { $cards } — seulement le Cellier, l'Atelier et le Bureau jusqu'à résolution · { $count ->
    [one] −10 à la fin
   *[other] −10 chacune à la fin
}
pic-tavern-says-none = « Nasty dit » : aucune carte
pic-tavern-score-track = score (piste) : { $vp } PV
pic-tavern-seat-label = J{ $n } { $colour }
pic-tavern-secret-closed = ouvre au tour 4 (23 h)
pic-tavern-secret-kept = Cartes Chambre Secrète gardées : { $cards } · Modificateurs : { $modifiers } · Boissons : { $drinks } · Jetons Miss Nasty : { $tokens }
pic-tavern-secret-note = cartes restantes : { $deck } · Pile Secrète : { $pile } · Modificateurs : { $modifiers }
pic-tavern-secret-room = Chambre Secrète
pic-tavern-served = Commandes servies : { $count }
pic-tavern-serving-now = servie maintenant : { $vp } PV
pic-tavern-slot-empty = Emplacement { $n } : vide
pic-tavern-solo-lost = Score final { $points } — { $target } : perdu
pic-tavern-solo-won = Score final { $points } — { $target } : gagné
pic-tavern-story = Histoire : { $name }
pic-tavern-story-goals = objectifs de l'histoire
pic-tavern-story-goals-text = Histoire : { $name } — { $goals }
pic-tavern-story-goals-and = { $a } ; { $b }
pic-tavern-supply-left = réserve : { $piles }
# « à Hélène · prise ce tour-ci » : « prise par … · prise ce tour-ci » dirait « prise » deux fois.
pic-tavern-taken-by-late = à { $name } · { $late }
pic-tavern-taken-in = prise au tour { $round } · { $late } · { $now }
pic-tavern-taken-now = prise ce tour-ci · { $now }
pic-tavern-taken-this-round = prise ce tour-ci
pic-tavern-talk-miss-nasty = Parler à Miss Nasty
pic-tavern-target-met = { $target } : atteint
pic-tavern-target-not-yet = { $target } : pas encore atteint
pic-tavern-their-turn = ▶ son tour
# « Tip » : le nom de la carte Objet, en anglais comme dans la règle (seeds/003).
pic-tavern-tips = cartes Tip gardées : { $count ->
    [0] { $count }
    [one] { $count } (+5 PV à la fin)
   *[other] { $count } (+5 PV chacune à la fin)
}
pic-tavern-to-act = À jouer :
pic-tavern-token-drink = jeton : Boisson ({ $ingredient })
pic-tavern-token-miss-nasty = jeton : Miss Nasty
pic-tavern-turn = Tour
pic-tavern-turn-name = ▶ tour : { $name }
pic-tavern-two-modifiers = 2 jetons Modificateur
pic-tavern-uses-left = { $count ->
    [0] capacité épuisée (2 usages faits)
    [one] encore { $count } usage sur 2 · un par tour
   *[other] encore { $count } usages sur 2 · un par tour
}
pic-tavern-vp = { $vp } PV
pic-tavern-white = blanc
pic-tavern-white-die = Dé blanc
pic-tavern-white-in-hand = (en main, pas lancé)
pic-tavern-white-not-in-hand = (pas en main)
pic-tavern-white-placed = (sur une zone)
pic-tavern-white-set-aside = (mis de côté ce tour-ci)
pic-tavern-winner = Vainqueur : { $names } avec { $points } (Objectifs Secrets et cartes Tip comptés)
pic-tavern-zone-blocked = { $name } ({ $need }) : ✕
pic-tavern-zone-free = { $name } ({ $need }) : { $free } { $free ->
    [one] libre
   *[other] libres
}
# La carte du tour : un nombre avec son nom, les étiquettes des rangées, le coût d'une zone
# en mots (« total 7 » : des dés dont la somme fait 7).
pic-tavern-count = { $name } ×{ $count }
pic-tavern-ingredients-label = Ingrédients :
pic-tavern-needs = Demande :
pic-tavern-need-total = somme { $total }
pic-tavern-name-vp = { $name } : { $points } PV
pic-tavern-zones-with-room = Zones avec de la place

# Rows of the final score table (render/cavern_tavern/from_view.py)
pic-tavern-row-nasty = Piste Nasty
pic-tavern-row-objective = Objectif Secret
pic-tavern-row-ingredients = Ingrédients restants
pic-tavern-row-solo = Objectif solo { $goal } PV
pic-tavern-row-story = Histoire

## Tout le monde d’un coup d’œil (les images du film de la partie, la carte des résultats)
# Au-dessus des points montrés en cours de partie : ce ne sont pas encore les scores finaux.
pic-if-ended-now = Points si la partie s'arrêtait maintenant
pic-glance-band = { $name } · { $points } { $points ->
    [one] point
   *[other] points
}
pic-glance-band-cavern-tavern = { $name } · { $points } PV
pic-glance-band-delta = { $band } ({ $delta })
pic-glance-changed = { $text } ({ $delta })
pic-glance-nasty = Nasty { $n }
pic-glance-kitchen = Cuisine { $n }
pic-glance-chores = Corvées { $n }
