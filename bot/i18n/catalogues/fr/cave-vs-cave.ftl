# Cavern Host — catalogue français : Caverne contre Caverne.

## Caverna : Caverne contre Caverne (rules/cave_vs_cave : libellés, invites).
## Noms imprimés dans la règle française (seeds/000 et 001), sauf « (notre traduction) ».

cvc-tile-cultivation = Culture
    .genre = f
# Imprimé parmi les tuiles de départ (seeds/001) ; attribué par position.
cvc-tile-housework = Décoration
    .genre = f
cvc-tile-excavation = Excavation
    .genre = f
# « Croissance » : la tuile où le Site de prospection vend 1 repas pour 1 or (seeds/000).
cvc-tile-undergrowth = Croissance
    .genre = f
cvc-tile-furnishing = Aménagement
    .genre = m
cvc-tile-masonry = Maçonnerie
    .genre = f
cvc-tile-undermining = Sape
    .genre = f
# (notre traduction)
cvc-tile-expansion = Agrandissement
    .genre = m
cvc-tile-breach = Brèche
    .genre = f
# (notre traduction)
cvc-tile-drift_mining = Galerie
    .genre = f
# (notre traduction)
cvc-tile-expedition = Expédition
    .genre = f
cvc-tile-renovation = Rénovation
    .genre = f
cvc-room-entrance = Entrée
    .genre = f
# (notre traduction)
cvc-room-shelf = Étagère
    .genre = f
# « Roue à aubes » : imprimé dans la liste des pièces (seeds/001), la tuile 02 de la
# référence (Spinning Wheel).
cvc-room-spinning_wheel = Roue à aubes
    .genre = f
cvc-room-tunnel = Tunnel
    .genre = m
# (notre traduction)
cvc-room-grindstone = Meule
    .genre = f
# (notre traduction)
cvc-room-food_corner = Coin repas
    .genre = m
cvc-room-parlor = Parloir
    .genre = m
cvc-room-warehouse = Entrepôt
    .genre = m
# (notre traduction)
cvc-room-stall = Étal
    .genre = m
cvc-room-sacrificial_altar = Autel de sacrifice
    .genre = m
# (notre traduction) ; pas « Réserve », que la règle donne à la réserve de ressources et de murs.
cvc-room-storeroom = Remise
    .genre = f
# (notre traduction)
cvc-room-weaving_room = Salle de tissage
    .genre = f
# (notre traduction)
cvc-room-furniture_workshop = Atelier de menuiserie
    .genre = m
# (notre traduction)
cvc-room-gold_vein = Filon d'or
    .genre = m
# Imprimé dans l'exemple de la règle (seeds/000) : 3 ressources différentes contre 2 or.
cvc-room-junction_room = Salle de réunion
    .genre = f
# (notre traduction)
cvc-room-digging_cave = Grotte de fouille
    .genre = f
cvc-room-bakehouse = Fournil
    .genre = m
# (notre traduction) : la règle ne l'imprime pas.
cvc-room-state_room = Salle d'apparat
    .genre = f
# (notre traduction)
cvc-room-secret_chamber = Chambre secrète
    .genre = f
cvc-room-treasury = Salle du trésor
    .genre = f
cvc-room-prospecting_site = Site de prospection
    .genre = m
cvc-room-retting_room = Salle de rouissage
    .genre = f
# Imprimé dans la liste des pièces bleues (seeds/001) ; attribué par position.
cvc-room-equipment_room = Stock
    .genre = m
cvc-room-wood_storeroom = Abri à bois
    .genre = m
cvc-room-dungeon = Donjon
    .genre = m
cvc-room-prospecting_site-text = Lorsque vous utilisez la tuile Action Croissance, vous pouvez vendre 1 repas pour 1 or.
cvc-room-retting_room-text = Lorsque vous obtenez 1, 2 ou 3 lin, vous recevez 1 repas.
cvc-room-equipment_room-text = Quand une action vous permet d'utiliser 2 ou 3 pièces orange, vous pouvez en utiliser une autre en plus.
cvc-room-wood_storeroom-text = Quand une action vous permet d'utiliser 1 pièce orange, vous recevez 1 bois.
cvc-room-dungeon-text = Lorsque vous construisez un mur, vous recevez 2 or.

cvc-good-name = { $good ->
    [wood] bois
    [stone] pierre
    [emmer] céréales
    [flax] lin
    [food] repas
    [gold] or
   *[other] { $good }
}
cvc-amount = { $count } { $good ->
    [wood] bois
    [stone] { $count ->
        [one] pierre
       *[other] pierres
    }
    [emmer] { $count ->
        [one] céréale
       *[other] céréales
    }
    [flax] lin
    [food] repas
    [gold] or
   *[other] { $good }
}
cvc-nothing = rien
cvc-plus = { $a } + { $b }
cvc-space = { $a } { $b }
cvc-and = { $a } et { $b }
cvc-or = { $a } ou { $b }
cvc-slash = { $a } / { $b }
cvc-semicolon = { $a } ; { $b }
cvc-named = { $name } : { SUITE($text) }
cvc-gain = +{ cvc-amount }
cvc-plus-goods = +{ $goods }
cvc-exchange = { $pay } → { $get }
cvc-pay-exchange = payer { $pay } → { $get }
# Des groupes nominaux : ces libellés servent aux options et au journal (« utilise l'Étagère :
# pierre portée à 2 »), où un infinitif ou un « vous » ne va pas ; courts pour les cartes dessinées.
cvc-raise-all = chaque ressource absente portée à 1
# « ravitailler des ressources à hauteur de la valeur indiquée » (seeds/000).
cvc-raise = { cvc-good-name } { $good ->
    [stone] portée
    [emmer] portées
   *[other] porté
} à { $count }
# « si vous en avez moins de 3 en réserve » (seed 000).
cvc-below = { $text } ; { $more } si vous avez moins de { cvc-amount }
# Le journal dit ce que la pièce a donné, pas la condition de la carte.
cvc-ev-below-got = { $text } et, avec moins de { cvc-amount } en réserve, { $more }
cvc-distinct = { $count } ressources différentes → { $get }
cvc-room-dig = payer { $pay } pour creuser 1 cavité
cvc-gold-dig = payer 1 or pour creuser { $cell }
cvc-use-rooms = { $count ->
    [one] utiliser 1 pièce orange
   *[other] utiliser jusqu'à { $count } pièces orange différentes
}
cvc-dig = { $paid ->
    [yes] payer { $cost } pour creuser { $count } fois
   *[no] creuser { $count } fois
}{ $walls ->
    [yes] {" "}même à travers les murs
   *[no] {""}
}
cvc-furnish = aménager (coût de la pièce uniquement)
# Un coût en plus : le « + » des règles annonce ce que l'on reçoit (seeds/000), pas ce que l'on paie.
cvc-furnish-extra = aménager en payant en plus { $extra }
cvc-per-dwarf = 1 { cvc-good-name } par nain
cvc-wall = construire un mur
cvc-raze = détruire un mur → { $get }
cvc-more-gold = si vous avez plus d'or que l'adversaire : { SUITE($text) }
cvc-xcavern = la cavité supplémentaire
cvc-slot-side = sur le côté { $side ->
    [north] nord
    [east] est
    [south] sud
   *[west] ouest
} de { $cell }
cvc-slot-between = entre { $a } et { $b }

cvc-convert = Échanger des ressources… (céréales, lin ou or → repas)
cvc-convert-one = { $good ->
    [emmer] 1 céréale
   *[other] 1 { cvc-good-name }
} → 1 repas (vous en avez { $have })
cvc-convert-prompt = Échanger des ressources contre des repas (1 pour 1, à tout moment)
cvc-back = Retour
cvc-tile-prompt = Choisissez une tuile Action (manche { $round }, tour { $turn } sur { $turns })
cvc-prospect = { $room } : payer 1 repas pour 1 or
cvc-take = +{ $goods }
cvc-furnish-more = Aménager une cavité (coût de la pièce + { $more })
cvc-furnish-cavern = Aménager une cavité (coût de la pièce)
cvc-build-wall = Construire un mur ({ $left ->
    [one] il reste { $left } mur
   *[other] il reste { $left } murs
} dans la réserve)
cvc-pay-for = Payer { $pay } pour { $get }
cvc-end-turn = Fin du tour
# Aussi pour une tuile « l'un ou l'autre » : pas de « dans l'ordre que vous voulez ».
cvc-parts-prompt = { $tile } — choisissez quoi faire, dans l'ordre de votre choix
cvc-excavate = Creuser { $cell }{ $food ->
    [yes] {" "}(+1 repas)
   *[no] {""}
}
cvc-dig-prompt = Choisissez une pièce face cachée à creuser (encore { $left })
cvc-wall-at = Mur { $slot }
cvc-wall-prompt = Choisissez où construire le mur
cvc-raze-at = Détruire le mur { $slot }
cvc-raze-prompt = Choisissez un mur à détruire
cvc-furnish-room = { $room } ({ $color ->
    [orange] orange
   *[blue] bleue
}, { $points } { $points ->
    [one] point
   *[other] points
}) pour { ET($price) } — { SUITE($text) }
cvc-furnish-prompt = Choisissez une pièce à aménager
cvc-place = Poser { LE($room) } en { $cell }{ $turned ->
    [0] {""}
   *[other] {" "}(rotation de { $turned }°)
}
cvc-place-prompt = Choisissez où poser { LE($room) }
cvc-use-prompt = Comment utilisez-vous { LE($room) } ?
cvc-stop-rooms = Arrêter d'utiliser des pièces
cvc-rooms-prompt = Choisissez une pièce à utiliser (encore { $left })
cvc-xcav-prompt = Votre caverne est pleine : prenez la cavité supplémentaire. Quel côté ?
cvc-xcav-2 = Côté à 2 murs (un coin)
cvc-xcav-3 = Côté à 3 murs

## Événements de Caverne contre Caverne (le journal et le salon)
## { $who } reste « Player N » : l'hôte le remplace par le nom du membre.

cvc-note-retting = {" "}(Salle de rouissage : +1 repas)
cvc-ev-convert = { $who } échange { cvc-amount } contre { $count } repas.
cvc-ev-take-tile = { $who } prend la tuile { $tile }.
cvc-ev-prospect = { $who } vend 1 repas pour 1 or grâce { AU($room) }.
# « prend 2 céréales et 1 lin » : le « + » des cartes ne se lit pas dans une phrase.
cvc-ev-takes = { $who } prend { ET($goods) }{ $note }.
cvc-ev-pays = { $who } paie { ET($pay) } pour { ET($get) }.
# « posez-la face visible à proximité du plateau central (elle est alors disponible pour les
# deux joueurs) » (seeds/000) : les pièces disponibles, pas un « étalage ».
cvc-ev-excavate = { $who } creuse { $cell } et révèle { LE($room) }, qui rejoint les pièces disponibles{ $food ->
    [yes] {" "}(+1 repas)
   *[no] {""}
}.
cvc-ev-wall = { $who } construit un mur { $slot }{ $dungeon ->
    [yes] {" "}(Donjon : +2 or)
   *[no] {""}
}.
cvc-ev-raze = { $who } détruit le mur { $slot } et prend { ET($get) }.
cvc-ev-furnish = { $who } aménage { LE($room) } en { $cell } pour { ET($price) }.
# Entre parenthèses : dans le journal, la ligne dit déjà « Yann : … », et deux deux-points
# dans une phrase se lisent mal (« utilise le Coin repas : repas porté à 3 »).
cvc-ev-use = { $who } utilise { LE($room) } ({ SUITE($text) }).
cvc-ev-wood = { $who } reçoit 1 bois { DU($room) }.
cvc-ev-xcav = { $who } a rempli sa caverne et prend la cavité supplémentaire (côté à { $walls } { $walls ->
    [one] mur
   *[other] murs
}).
cvc-ev-pile = La pièce du dessus de la pile est révélée : { $room }.
cvc-ev-round = La manche { $round } commence : la tuile { $tile } est révélée ({ $turns } { $turns ->
    [one] tour
   *[other] tours
} chacun).
cvc-ev-paid-for-gold = a payé { $pay } pour 2 or
cvc-ev-paid-to-dig = a payé 1 or pour creuser
cvc-ev-starts = { $who } commence.
cvc-ev-game-ends = La dernière manche est terminée : la partie prend fin.


# Score lines (rules/cave_vs_cave/scoring.py)
cvc-score-rooms = Pièces
cvc-score-gold = Or

# Les lectures que nous jouons (rules/cave_vs_cave/data.json « readings » ; /partie règles)
cvc-reading-1 = Salle de réunion : l'or peut compter parmi les 3 ressources différentes à échanger.
cvc-reading-2 = Abri à bois : il ne rapporte son bois qu'une fois par action qui permet d'utiliser des pièces, et seulement si vous utilisez vraiment au moins une pièce.
cvc-reading-3 = Salle de rouissage : elle rapporte son repas quand un effet vous donne 1 à 3 lin, comptés avant le plafond de 9, y compris le lin qu'une pièce donne par son Action de ravitaillement.
cvc-reading-4 = La Sape permet de creuser à travers tous les murs sur son chemin, mais jamais à travers une pièce face cachée.
cvc-reading-5 = En solo : la pièce du dessus de la pile est révélée à la fin d'un tour où vous avez creusé une seule cavité.
cvc-reading-6 = Cavité supplémentaire : le côté à 2 murs a ses murs au nord et à l'ouest, le côté à 3 murs au nord, à l'est et à l'ouest.
cvc-reading-7 = Creuser 2 fois pour 2 repas n'est proposé que si deux cavités peuvent être creusées ; les 2 repas se paient avant la première, et la seconde se creuse aussitôt après.
cvc-reading-8 = Vous ne pouvez pas utiliser une pièce pendant le tour où vous l'avez aménagée.
cvc-reading-9 = Tunnel : une seule utilisation donne ses deux effets.
cvc-reading-10 = Rénovation : avoir plus d'or que l'adversaire se vérifie quand vous prenez la tuile ; si l'or payé ensuite pour l'aménagement vous laisse à égalité ou derrière, vous gardez la tuile.
cvc-reading-11 = Le repas gagné en creusant est imprimé sur les cases B2 et B4 de la caverne.
cvc-reading-12 = Les repas au-delà de 9 sont perdus, comme toute ressource au-delà du plafond ; l'échange contre des repas n'est donc proposé que si vous avez moins de 9 repas.
cvc-reading-13 = L'action qui fait fonctionner vos pièces s'arrête d'elle-même quand plus aucune pièce ne peut servir : faites donc vos échanges contre des repas avant d'utiliser la dernière. Pendant une étape, le jeu ne vous propose pas un échange après lequel vous ne pourriez plus rien faire.

# Une partie de la tuile impossible à faire, avec la raison, dite à côté de la consigne.
cvc-parts-prompt-why = { $tile } — choisissez quoi faire, dans l'ordre de votre choix (impossible ici : { $why })
cvc-blocked = { $part }, { $reason ->
    [cavern] faute de cavité vide
    [afford] faute de pouvoir payer
    [fit] car aucune pièce disponible ne convient à votre caverne
    [dig] faute de case à creuser
    [wall] car aucun mur ne peut être construit
    [no-walls] faute de mur à détruire
    [rooms] car aucune de vos pièces n'est utilisable pour l'instant
   *[none] car rien n'est possible
}
cvc-blocked-and = { $a } ; { $b }
